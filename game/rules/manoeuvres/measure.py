"""Measuring on the table for manoeuvres: metres at the map's scale, base contact, shooting range and sight, the
run-up and ground of a charge, and where a knocked-out weapon lands.

Distances are edge to edge, in metres: the map's ``metres_per_inch`` property (else rules.yaml's) converts. Sight
is the board's plain sight (figures do not block, facing plays no part); a line that a blocking piece cuts is no
shot. A charge runs in a straight line from the charger to base contact with its target: the run-up (edge to edge)
must be at least the ``szarza.run_up_m`` of rules.yaml and at most ``szarza.reach_m``, and no point of the way may
lie on ground that forbids it — a piece whose ``ground`` property is listed in ``charge_forbidden_ground`` (marsh,
ice, loose sand, steep slope), a steep piece, or water; nor may terrain that stops a move (a building, a hedge, deep
water: :data:`GOING`) stand across it, for a charge needs room.
"""

from __future__ import annotations

import math

from game.board.geometry import distance
from game.board.movement import DEFAULT_GOING, Going, plan_move
from game.board.sight_plain import PlainSight, plain_line
from game.board.tablemap import TableMap
from game.board.terrain import Kind, Point
from game.rules.manoeuvres.data import Rules, armoury
from game.rules.state import GameState

#: Kinds whose footing forbids a charge whatever their ground property says.
NO_FOOTING = frozenset({Kind.STEEP, Kind.WATER, Kind.DEEP_WATER})
STEP_INCHES = 0.25  # how finely the way of a charge is checked
#: What terrain does to a moving fighter: blocking and impassable terrain, deep water and obstacles stop it (the
#: seed has no climbing), hindering terrain and water cost 2" an inch.
GOING = Going(DEFAULT_GOING.barred, {Kind.HINDERING: 2.0, Kind.WATER: 2.0})


def rules() -> Rules:
    return armoury().rules


def metres_per_inch(state: GameState) -> float:
    return map_metres_per_inch(state.table.map)


def map_metres_per_inch(tmap: TableMap) -> float:
    """The map's scale (its ``metres_per_inch`` property), else the rules' own."""
    value = tmap.properties.get("metres_per_inch")
    return float(value) if isinstance(value, int | float) and value > 0 else rules().metres_per_inch


def gap_m(state: GameState, a: str, b: str) -> float:
    """Edge to edge, in metres (0 in base contact)."""
    return max(0.0, state.table.edge_distance(a, b)) * metres_per_inch(state)


def foes_in_contact(state: GameState, figure_id: str) -> list[str]:
    """The enemies in base contact with the fighter, in scenario order."""
    return [f.id for f in state.enemies_of(figure_id) if state.table.in_contact(figure_id, f.id)]


def sight(state: GameState, source: str, target: str) -> PlainSight:
    return plain_line(state.table, source, target)


def shot_problem(state: GameState, shooter: str, target: str, range_m: float) -> str | None:
    """Why ``shooter`` may not shoot ``target`` now, or None."""
    far = gap_m(state, shooter, target)
    if far > range_m:
        return f"{state.figures[target].name} is {far:.1f} m away, beyond the range of {range_m:g} m"
    seen = sight(state, shooter, target)
    if not seen.seen:
        blocker = seen.blocker
        return f"no line of sight to {state.figures[target].name}" + (f": {blocker.text}" if blocker else "")
    return None


def charge_end(state: GameState, charger: str, target: str) -> Point:
    """Where the charger's base stops: touching the target's, on the straight line between them."""
    a, b = state.table.bases[charger], state.table.bases[target]
    far = distance(a.pos, b.pos)
    keep = a.radius + b.radius
    t = (far - keep) / far if far > 0 else 0.0
    return a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t


def charge_problem(state: GameState, charger: str, target: str) -> str | None:
    """Why ``charger`` may not charge ``target`` (Szarża's conditions), or None."""
    r = rules()
    run = gap_m(state, charger, target)
    low, high = r.act("szarza", "run_up_m"), r.act("szarza", "reach_m")
    name = state.figures[target].name
    if run < low:
        where = f"is only {run:.1f} m away" if round(run, 1) else "is in base contact"
        return f"a charge needs about {low}–10 m of run-up; {name} {where} (no charge from 2–3 m)"
    if run > high:
        return f"{name} is {run:.1f} m away, beyond a charge's {high} m"
    start, end = state.table.bases[charger].pos, charge_end(state, charger, target)
    ground = bad_ground(state, start, end)
    if ground:
        return f"the way to {name} crosses {ground}: no charge on marsh, ice, loose sand or a steep slope"
    table = state.table
    run_up = plan_move(table, charger, [end], going=GOING)
    if isinstance(run_up.blocker, int):
        return f"{table.map.pieces[run_up.blocker].name} stands across the way to {name}: there is no room to charge"
    for other in table.bases.values():
        if other.id in (charger, target):
            continue
        if _segment_gap(start, end, other.pos) < other.radius + table.bases[charger].radius:
            return f"{state.figures[other.id].name} stands in the way: there is no room for the run-up"
    return None


def bad_ground(state: GameState, start: Point, end: Point) -> str | None:
    """The first piece on the straight way from ``start`` to ``end`` whose ground forbids a charge, named."""
    forbidden = rules().charge_forbidden_ground
    steps = max(1, math.ceil(distance(start, end) / STEP_INCHES))
    for i in range(steps + 1):
        t = i / steps
        p = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
        for piece in state.table.pieces_at(p):
            ground = piece.properties.get("ground")
            if ground in forbidden:
                return _named(piece.name, str(ground).replace("_", " "))
            if piece.kind in NO_FOOTING:
                return _named(piece.name, "a steep slope" if piece.kind is Kind.STEEP else "water")
    return None


def _named(name: str, ground: str) -> str:
    """"Fen (marsh)"; but "water tiles at (20, 8)", not "water tiles at (20, 8) (water)"."""
    return name if ground.rsplit(maxsplit=1)[-1] in name.lower() else f"{name} ({ground})"


def landing(state: GameState, holder: str, away_from: str, metres: int) -> Point:
    """Where a knocked-out weapon lands: ``metres`` from the holder's centre, straight away from the disarmer,
    kept on the table."""
    table = state.table
    a, b = table.bases[away_from].pos, table.bases[holder].pos
    far = distance(a, b) or 1.0
    inches = metres / metres_per_inch(state)
    x = b[0] + (b[0] - a[0]) / far * inches
    y = b[1] + (b[1] - a[1]) / far * inches
    w, h = table.map.width, table.map.height
    return min(max(x, 0.25), w - 0.25), min(max(y, 0.25), h - 0.25)


def within_reach(state: GameState, figure_id: str, point: Point) -> bool:
    """Whether a dropped weapon at ``point`` lies within the fighter's reach (its base plus ``reach_m``)."""
    return beyond_reach(state, figure_id, point) <= 0


def beyond_reach(state: GameState, figure_id: str, point: Point) -> float:
    """How far, in inches, ``point`` lies beyond the fighter's reach (its base plus ``reach_m``); 0 or less within."""
    base = state.table.bases[figure_id]
    return distance(base.pos, point) - base.radius - rules().reach_m / metres_per_inch(state)


def _segment_gap(a: Point, b: Point, p: Point) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2))
    return distance((a[0] + dx * t, a[1] + dy * t), p)
