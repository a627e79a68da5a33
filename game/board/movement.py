"""Moving a base along a path of straight segments, as the table and the ruleset's :class:`Going` allow.

A base never overlaps another base, never touches terrain of a kind its ruleset bars (by default blocking,
impassable and deep water, and obstacles, which a ruleset's own action may cross) and never carries its centre
across the cliff edge of steep terrain. A move stops at the first contact, at the first thing in its way, at the
table's edge, where its centre enters terrain the ruleset says a move ends in, or when its allowance is spent;
each inch costs what the ruleset says the terrain under the base's centre costs (1 by default, the dearest piece
counting where pieces overlap).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TypeVar

import numpy as np
import pymunk

from game.board.geometry import distance
from game.board.mapcache import KEPT_MAPS, PerMap
from game.board.rays import RayIndex
from game.board.table import BASE_BIT, CLIFF_BIT, CONTACT, KIND_BIT, SEAM, Base, Table, kind_mask
from game.board.terrain import FORBIDDEN_TO_ENTER, Kind, Point, TerrainPiece, quoted

_EPS = 1e-9


@dataclass(frozen=True)
class Going:
    """A ruleset's answer to "what does each kind of terrain do to a moving base?".

    ``barred``: kinds a base's edge may never touch (it may not enter, cross nor stand in them); ``costs``: inches
    of allowance an inch costs with the centre in a kind (1 if not given); ``stop_in``: kinds where a move ends
    as soon as the centre enters one. Cliffs (the edge of steep terrain) always stop the centre.
    """

    barred: frozenset[Kind] = FORBIDDEN_TO_ENTER | {Kind.OBSTACLE}
    costs: Mapping[Kind, float] = field(default_factory=dict)
    stop_in: frozenset[Kind] = frozenset()

    @property
    def key(self) -> tuple:
        """The going as a hashable value (for caches)."""
        return (tuple(sorted(k.value for k in self.barred)), tuple(sorted((k.value, c) for k, c in self.costs.items())),
                tuple(sorted(k.value for k in self.stop_in)))


#: The going of a ruleset that says nothing: blocking, impassable, deep water and obstacles barred, no costs.
DEFAULT_GOING = Going()


def going_of(costs: Mapping[Kind, float] | None = None, crossing: Iterable[Kind] = ()) -> Going:
    """The default going with ``costs``, and ``crossing`` kinds no longer barred (the older way of saying it)."""
    return Going(DEFAULT_GOING.barred - frozenset(crossing), dict(costs or {}))

#: A leg cut where its cost per inch changes: (t from, t to, cost per inch).
Rates = list[tuple[float, float, float]]
_T = TypeVar("_T")

class _Traced:
    """The legs traced on one map so far."""

    def __init__(self) -> None:
        self.legs: dict[tuple, Rates] = {}
        self.factors: dict[tuple, float] = {}  # each leg's rates weighed by the share of it they cover


#: The rates of legs already traced, per map: terrain never moves, and a ruleset makes the very move its AI has
#: just planned. {(start, end, costs): rates} for each of the last few maps, as RayIndex keeps its own: a map
#: reloaded at each save in Tiled is another map, and the old ones' legs were kept for the whole session.
_TRACED: PerMap[_Traced] = PerMap(KEPT_MAPS)
TRACED_LEGS = 50_000  # the most legs kept for one map: begun afresh when full


@dataclass(frozen=True)
class Move:
    """Where a move ends and why: ``path`` is the ground actually covered, start included."""

    base_id: str
    path: tuple[Point, ...]
    length: float  # inches travelled
    cost: float  # inches of allowance used, terrain costs included
    stopped: str  # "" when the whole path was travelled; else why it stopped short
    blocker: str | int | None = None  # the base id or piece index in the way, if any

    @property
    def end(self) -> Point:
        return self.path[-1]


def plan_move(
    table: Table,
    base_id: str,
    waypoints: Sequence[Point],
    allowance: float = math.inf,
    costs: Mapping[Kind, float] | None = None,
    crossing: Iterable[Kind] = (),
    going: Going | None = None,
) -> Move:
    """The move a base would make along ``waypoints`` (not counting its start), without making it.

    ``going`` is the ruleset's (:meth:`Ruleset.going`); without it, the default going with ``costs`` and with
    ``crossing`` kinds not barred.
    """
    return plan_moves(table, base_id, [waypoints], allowance, costs, crossing, going)[0]


def plan_moves(
    table: Table,
    base_id: str,
    paths: Sequence[Sequence[Point]],
    allowance: float = math.inf,
    costs: Mapping[Kind, float] | None = None,
    crossing: Iterable[Kind] = (),
    going: Going | None = None,
) -> list[Move]:
    """:func:`plan_move` along each of ``paths``; their legs' terrain costs are looked up together, a leg at a
    time, which is what makes an AI weighing several places to go cheap."""
    going = going or going_of(costs, crossing)
    base = table.bases[base_id]
    solid = pymunk.ShapeFilter(group=table.shape_of(base_id).filter.group, mask=kind_mask(going.barred) | BASE_BIT)
    cliffs = pymunk.ShapeFilter(mask=CLIFF_BIT)
    costs = {k: c for k, c in going.costs.items() if c != 1.0}
    trips = [_Trip([base.pos]) for _ in paths]
    for leg in range(max(map(len, paths), default=0)):
        moving = []
        for trip, waypoints in zip(trips, paths, strict=True):
            if trip.stopped is None and leg < len(waypoints):
                target = (float(waypoints[leg][0]), float(waypoints[leg][1]))
                if target != trip.path[-1]:
                    moving.append((trip, trip.path[-1], target))
        rates = _rates(table, [(start, target) for _, start, target in moving], costs)
        for (trip, start, target), leg_rates in zip(moving, rates, strict=True):
            t, reason, blocker = _first_stop(table, base_id, start, target, base.radius, solid, cliffs)
            stop = _along(start, target, t)
            if table.near_a_crag(start) or table.near_a_crag(stop):
                level_t, crag = _on_its_level(table, start, stop)
                if crag is not None:
                    t, reason, blocker = level_t * t, f"the cliff edge of {quoted(crag.name)}", crag.id
            if going.stop_in:
                t_in, why, piece = _first_entry(table, start, target, going.stop_in)
                if t_in < t:
                    t, reason, blocker = t_in, why, piece
            spent, t_budget = _cost_along(start, target, leg_rates, t, allowance - trip.cost)
            if t_budget < t:
                t, reason, blocker = t_budget, "its move allowance is spent", None
            end = _along(start, target, t)
            trip.length += distance(start, end)
            trip.cost += spent
            if end != start:
                trip.path.append(end)
            if reason:
                trip.stopped, trip.blocker = reason, blocker
    return [Move(base_id, tuple(trip.path), trip.length, trip.cost, trip.stopped or "", trip.blocker)
            for trip in trips]


@dataclass
class _Trip:
    """One path of :func:`plan_moves` so far."""

    path: list[Point]
    length: float = 0.0
    cost: float = 0.0
    stopped: str | None = None  # why it stopped short, once it has
    blocker: str | int | None = None


def move(table: Table, base_id: str, waypoints: Sequence[Point], allowance: float = math.inf,
         costs: Mapping[Kind, float] | None = None, facing: float | None = None,
         crossing: Iterable[Kind] = (), going: Going | None = None) -> Move:
    """Make the move :func:`plan_move` describes, and turn the base to ``facing`` if given."""
    planned = plan_move(table, base_id, waypoints, allowance, costs, crossing, going)
    table.place(base_id, planned.end, facing)
    return planned


def _first_stop(table: Table, base_id: str, a: Point, b: Point, radius: float, solid: pymunk.ShapeFilter,
                cliffs: pymunk.ShapeFilter) -> tuple[float, str, str | int | None]:
    """How far along a→b (0..1) the base can go, and what stops it there ("" if nothing)."""
    best, reason, blocker = 1.0, "", None
    direction = (b[0] - a[0], b[1] - a[1])
    hits = _swept(table.space, a, b, radius, solid) + _swept(table.space, a, b, 0.0, cliffs)
    for hit in sorted(hits, key=_named):  # two things met at once: the same one named however the space is ordered
        alpha = hit.alpha
        if alpha <= _EPS and not _moving_into(hit.shape, a, direction):
            continue  # already touching, and moving away or along it (off a cliff's edge: _on_its_level)
        if hit.shape.filter.categories == CLIFF_BIT:
            alpha = _short_of(hit, a, b)
        if alpha < best:
            best, reason, blocker = alpha, *_describe(table, hit.shape)
    edge_t = _table_edge(table, a, b, radius)
    if edge_t < best:
        best, reason, blocker = edge_t, "the edge of the table", None
    return max(best, 0.0), reason, blocker


def _first_entry(table: Table, a: Point, b: Point, kinds: frozenset[Kind]) -> tuple[float, str, int | None]:
    """Where along a→b (0..1) the centre first enters a piece of ``kinds`` it did not start in (inf: never)."""
    index = RayIndex.for_map(table.map)
    p, q = np.array([a], dtype=np.float64), np.array([b], dtype=np.float64)
    seg, piece = index.line_candidates(p, q, kinds)
    inside = set(table.standing(a).pieces)
    start_in = np.array([pc in inside for pc in piece.tolist()], dtype=bool)
    cr = index.cross(p, q, seg, piece, start_in, np.zeros(len(seg), dtype=bool))
    entering = np.flatnonzero(~cr.start_in)
    if len(entering) == 0:
        return math.inf, "", None
    first = entering[np.argmin(cr.t[entering])]
    found = index.pieces[int(cr.piece[first])]
    # just inside, so that the base stands in the piece it entered
    t = min(1.0, float(cr.t[first]) + 1e-3 / max(distance(a, b), 1e-9))
    return t, f"{found.described}: a move ends there", found.id


def _swept(space: pymunk.Space, a: Point, b: Point, radius: float,
           shape_filter: pymunk.ShapeFilter) -> list[pymunk.SegmentQueryInfo]:
    """What a circle of ``radius`` moving from a to b touches first, shape by shape.

    ``Space.segment_query`` with a radius misses shapes whose bounding box the centre line does not cross
    (its tree is searched with the bare segment): measured here, a base slid through a tower's corner. So the
    candidates come from a box query around the whole sweep, and each shape is asked on its own.
    """
    box = pymunk.BB(min(a[0], b[0]) - radius, min(a[1], b[1]) - radius, max(a[0], b[0]) + radius,
                    max(a[1], b[1]) + radius)
    hits = (shape.segment_query(a, b, radius) for shape in space.bb_query(box, shape_filter))
    return [hit for hit in hits if hit is not None]


def _named(hit: pymunk.SegmentQueryInfo) -> tuple[int, str]:
    """A shape met by a move, in a fixed order: bases by id, then pieces by id. The space lists its shapes in the
    order they came into it, which an undo (bases put back) changes: a move stopped by two friends at once named
    one after an undo and the other when the game was played again from its seed."""
    shape = hit.shape
    return (0, str(shape.base_id)) if hasattr(shape, "base_id") else (1, str(shape.piece.id))


def _moving_into(shape: pymunk.Shape, a: Point, direction: Point) -> bool:
    """Whether a small step from ``a`` brings the base nearer to a shape it already touches."""
    length = math.hypot(*direction)
    step = (a[0] + direction[0] / length * 1e-3, a[1] + direction[1] / length * 1e-3)
    return shape.point_query(step).distance < shape.point_query(a).distance - 1e-12


def _on_its_level(table: Table, a: Point, b: Point) -> tuple[float, TerrainPiece | None]:
    """How far along a→b (0..1) the centre stays on the steep pieces it stands on at ``a`` (none, or a crag's),
    and the piece whose edge it would cross there. A centre on a cliff's edge stands on the crag, as its level
    says (:meth:`Table.standing`); a move along an edge or through a corner meets no cliff to stop it, so this is
    the rule's last word: no leg changes the crags a centre stands on (up onto an edge and over the top, or
    down off it)."""
    home, there = table.pieces_at(a, (Kind.STEEP,)), table.pieces_at(b, (Kind.STEEP,))
    if there == home:
        return 1.0, None
    kept, left = 0.0, 1.0
    for _ in range(40):  # where it leaves them, to a trillionth of the leg
        mid = (kept + left) / 2
        found = table.pieces_at(_along(a, b, mid), (Kind.STEEP,))
        if found == home:
            kept = mid
        else:
            left, there = mid, found
    return kept, next(p for p in (*home, *there) if (p in home) != (p in there))


def _along(a: Point, b: Point, t: float) -> Point:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def _short_of(hit: pymunk.SegmentQueryInfo, a: Point, b: Point) -> float:
    """Where along a→b (0..1) a move stops that meets a cliff's edge at ``hit``: a thousandth of an inch short of
    it, and further on a slant, so that the centre stays on its own side, off the edge. A move that stopped on
    the edge stood on the crag (its level said so) and its next move went on over the top."""
    length = distance(a, b)
    slant = abs((b[0] - a[0]) * hit.normal.x + (b[1] - a[1]) * hit.normal.y) / length
    back = max(1e-3, 4 * SEAM / max(slant, 1e-9))
    return max(hit.alpha - back / length, 0.0)


def _describe(table: Table, shape: pymunk.Shape) -> tuple[str, str | int | None]:
    """Why a move stops at ``shape``, in the players' words: a base by its figure's name, as sight names it."""
    if hasattr(shape, "base_id"):
        base = table.bases[shape.base_id]
        return f"contact with {base.called}", base.id
    piece = shape.piece
    if shape.filter.categories == CLIFF_BIT:
        return f"the cliff edge of {quoted(piece.name)}", piece.id
    if shape.filter.categories == KIND_BIT[Kind.OBSTACLE]:
        return f"the obstacle {quoted(piece.name)}", piece.id  # what may cross it is the ruleset's to say
    return piece.described, piece.id


def say_crossing(table: Table, done: Move, words: str) -> Move:
    """``done`` with ``words`` after its reason where an obstacle stopped it ("…, which a Climb crosses"): the board
    names the obstacle, the ruleset says what may cross it."""
    blocker = done.blocker
    if isinstance(blocker, int) and table.map.pieces[blocker].kind is Kind.OBSTACLE:
        return replace(done, stopped=f"{done.stopped}, {words}")
    return done


def _table_edge(table: Table, a: Point, b: Point, radius: float) -> float:
    """How far along a→b the base stays wholly on the table."""
    t = 1.0
    for axis, size in ((0, table.map.width), (1, table.map.height)):
        d = b[axis] - a[axis]
        if d > 0 and b[axis] > size - radius:
            t = min(t, max(0.0, (size - radius - a[axis]) / d))
        elif d < 0 and b[axis] < radius:
            t = min(t, max(0.0, (radius - a[axis]) / d))
    return t


def _cost_along(a: Point, b: Point, rates: Rates, t_max: float, allowance: float) -> tuple[float, float]:
    """The allowance spent going from a to the point at ``t_max``, and how far (t) the allowance reaches."""
    length = distance(a, b)
    spent = 0.0
    for t0, t1, rate in rates:
        if t0 >= t_max:
            break
        piece_cost = (min(t1, t_max) - t0) * length * rate
        if spent + piece_cost > allowance + _EPS:
            return allowance, t0 + (allowance - spent) / (length * rate)
        spent += piece_cost
    return spent, t_max


def leg_factors(table: Table, legs: list[tuple[Point, Point]], costs: Mapping[Kind, float]) -> list[float]:
    """What each leg costs over its length: its rates weighed by the share of it each covers (a route's search
    prices the same legs again and again: kept with the rates)."""
    return _kept(table, "factors", legs, costs, lambda new: [
        sum((t1 - t0) * rate for t0, t1, rate in rates) for rates in _rates(table, new, costs)])


def _rates(table: Table, legs: list[tuple[Point, Point]], costs: Mapping[Kind, float]) -> list[Rates]:
    """Each leg's rates; the legs not traced before are traced together."""
    if not costs or not legs:
        return [[(0.0, 1.0, 1.0)] for _ in legs]
    return _kept(table, "legs", legs, costs, lambda new: _trace(table, new, costs))


def _kept(table: Table, which: str, legs: list[tuple[Point, Point]], costs: Mapping[Kind, float],
          make: Callable[[list[tuple[Point, Point]]], Sequence[_T]]) -> list[_T]:
    """Each leg's ``which`` (its rates, or their factor) as kept for the map and the costs, those not kept yet
    made together by ``make``."""
    traced = _TRACED.get(table.map, None, _Traced)
    known: dict[tuple, _T] = getattr(traced, which)
    if len(known) > TRACED_LEGS:
        known = {}  # a new dict, not emptied: another thread may be reading the old one
        setattr(traced, which, known)
    dear = tuple(sorted((kind.value, cost) for kind, cost in costs.items()))
    new = list(dict.fromkeys(leg for leg in legs if (*leg, dear) not in known))
    for leg, made in zip(new, make(new), strict=True):
        known[(*leg, dear)] = made
    return [known[(*leg, dear)] for leg in legs]


def _trace(table: Table, legs: list[tuple[Point, Point]], costs: Mapping[Kind, float]) -> list[Rates]:
    """The rates of each leg, from the ray index's spans of the costly pieces along all the legs at once."""
    if not legs:
        return []
    index = RayIndex.for_map(table.map)
    p = np.array([a for a, _ in legs], dtype=np.float64)
    q = np.array([b for _, b in legs], dtype=np.float64)
    seg, piece = index.line_candidates(p, q, frozenset(costs))
    inside_a = [set(table.standing(a).pieces) for a, _ in legs]
    inside_b = [set(table.standing(b).pieces) for _, b in legs]
    pairs = list(zip(seg.tolist(), piece.tolist(), strict=True))
    start_in = np.array([pc in inside_a[s] for s, pc in pairs], dtype=bool)
    end_in = np.array([pc in inside_b[s] for s, pc in pairs], dtype=bool)
    segs, pieces, t_from, t_to = index.spans(p, q, seg, piece, start_in, end_in)
    spans: list[list[tuple[int, float, float]]] = [[] for _ in legs]
    for s, pc, f, u in zip(segs.tolist(), pieces.tolist(), t_from.tolist(), t_to.tolist(), strict=True):
        spans[s].append((pc, f, u))
    out = []
    for found in spans:
        cuts = sorted({0.0, 1.0, *(f for _, f, _ in found), *(u for _, _, u in found)})
        rates = []
        for t0, t1 in itertools.pairwise(cuts):
            if t1 - t0 <= 0:
                continue
            middle = (t0 + t1) / 2
            covering = [costs[index.pieces[pc].kind] for pc, f, u in found if f <= middle <= u]
            rates.append((t0, t1, max(covering, default=1.0)))
        out.append(rates)
    return out


def crossable(table: Table, base_id: str, deepest: float = math.inf) -> dict[int, Move]:
    """The obstacles (hedges, closed doors) the base touches and could be carried across to a free far side,
    none deeper than ``deepest`` inches where it would cross (from touching one side to touching the other),
    each with the move over it: what a traverse (arcane: 1" thick) or a climb (trench) may cross from where it
    stands."""
    base = table.bases[base_id]
    moves = {piece.id: traverse(table, base_id, piece.id)
             for piece in table.obstacles_touching(base.x, base.y, base.radius)}
    return {piece: done for piece, done in moves.items()
            if not done.stopped and done.length - base.diameter <= deepest + 2 * CONTACT}


def traverse(table: Table, base_id: str, piece_id: int) -> Move:
    """Carry a base touching an obstacle straight across it, to touch its far side.

    The base goes along the line from its centre through the nearest point of the obstacle; where it would
    come to rest must be free (no base, nothing solid, on the table), else it stays and ``stopped`` says why.
    """
    base = table.bases[base_id]
    piece = table.map.pieces[piece_id]
    if piece.kind is not Kind.OBSTACLE:
        return Move(base_id, (base.pos,), 0.0, 0.0, f"{quoted(piece.name)} is not an obstacle", piece_id)
    shapes = [s for s in table.space.shapes if getattr(s, "piece", None) is piece and hasattr(s, "point_query")]
    near = min((s.point_query(base.pos) for s in shapes), key=lambda info: info.distance)
    if near.distance > base.radius + CONTACT:
        return Move(base_id, (base.pos,), 0.0, 0.0, f"its base does not touch {quoted(piece.name)}", piece_id)
    dx, dy = near.point.x - base.x, near.point.y - base.y
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    index = RayIndex.for_map(table.map)
    reach = base.radius * 2 + 24.0
    p = np.array([base.pos], dtype=np.float64)
    q = np.array([(base.x + ux * reach, base.y + uy * reach)], dtype=np.float64)
    seg = np.zeros(1, dtype=np.int64)
    _s, _p, _from, t_to = index.spans(p, q, seg, np.array([piece_id]), np.zeros(1, bool), np.zeros(1, bool))
    if len(t_to) == 0:
        return Move(base_id, (base.pos,), 0.0, 0.0, f"no far side of {quoted(piece.name)} found", piece_id)
    exit_at = float(t_to.min()) * reach
    end = (base.x + ux * (exit_at + base.radius + CONTACT / 2), base.y + uy * (exit_at + base.radius + CONTACT / 2))
    problems = table.problems_at(Base(base_id, end[0], end[1], base.facing, base.diameter), ignore=[base_id])
    if problems:
        return Move(base_id, (base.pos,), 0.0, 0.0, f"it cannot traverse: {problems[0]}", piece_id)
    _kept, crag = _on_its_level(table, base.pos, end)
    if crag is not None:  # a hedge along a crag's foot: no way over it up the cliff
        return Move(base_id, (base.pos,), 0.0, 0.0, f"it cannot traverse: the cliff edge of {quoted(crag.name)}",
                    crag.id)
    return Move(base_id, (base.pos, end), distance(base.pos, end), 0.0, "")
