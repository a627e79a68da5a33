"""Moving: the paths of Move, Charge, Retreat and Dash, what makes each end legal, and candidate paths.

Every move goes through the board's ``plan_move`` with the model's Movement as allowance and trench's
:data:`GOING`: difficult terrain (hindering terrain — woods, rubble, mud, wire — and water) costs 2" an inch, which
halves movement; blocking and impassable terrain, deep water and obstacles (hedges, wire fences) stop a model: it
crosses one only by a Climb (a risky roll, in its Move's place; ``actions``). Low walls (trench parapets) cost
nothing extra: a model may walk along a trench. Only a Charge may end in melee (within 1" of an enemy) and it must
end within 1" of its target; every other move, a Retreat included, must end out of melee. A path answer is a list
of waypoints; the model ends where the planned move stops and turns to face the way it last went (facing plays no
part in trench). The candidate paths are the shortest legal routes (``game.board.paths``) to spots all round, so a
charge or a retreat is offered whenever some legal path within the Movement exists.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from game.board.geometry import direction, distance
from game.board.movement import DEFAULT_GOING, Going, Move, crossable, plan_move, plan_moves, say_crossing
from game.board.paths import paths_to
from game.board.terrain import Kind, Point
from game.rules.decisions import Answer, Decision, check_path
from game.rules.game import Game
from game.rules.state import GameState
from game.rules.trench.measure import MELEE_RANGE
from game.words import moved

GOING = Going(DEFAULT_GOING.barred, {Kind.HINDERING: 2.0, Kind.WATER: 2.0})
MOVE, CHARGE, RETREAT, DASH, CLIMB = "move", "charge", "retreat", "dash", "climb"
DIRECTIONS = 16


def allowance(state: GameState, figure_id: str) -> float:
    return float(state.figures[figure_id].stats["movement"])


def plan(state: GameState, figure_id: str, waypoints: Answer) -> Move:
    return plan_move(state.table, figure_id, [tuple(p) for p in waypoints], allowance(state, figure_id), going=GOING)


def told(state: GameState, done: Move) -> Move:
    """A move as the player reads it: one stopped by an obstacle says a Climb crosses it (the AI's many plans need
    only where they end)."""
    return say_crossing(state.table, done, "which a Climb crosses (a risky roll, in the Move's place)")


def problem(state: GameState, figure_id: str, kind: str, end: Point, target: str | None = None) -> str | None:
    """Why a move of ``kind`` may not end at ``end``, or None."""
    table = state.table
    radius = table.bases[figure_id].radius
    gaps = {e.id: distance(end, table.bases[e.id].pos) - radius - table.bases[e.id].radius
            for e in state.enemies_of(figure_id)}
    if kind == CHARGE:
        if target is None or gaps[target] > MELEE_RANGE:
            return f"a charge must end within 1\" of {table.bases[target].called if target else 'its target'}"
        return None
    near = sorted((g, e) for e, g in gaps.items() if g <= MELEE_RANGE)
    if near:
        nearest = table.bases[near[0][1]].called
        if kind == RETREAT:
            return f"a retreat must leave melee, but it would end within 1\" of {nearest}"
        return f"it would end within 1\" of {nearest}: only a charge may end in melee"
    return None


def climbable(state: GameState, figure_id: str) -> dict[int, tuple[Move, str | None]]:
    """Each obstacle the base touches and could be carried over to a free far side (the board's ``crossable``),
    with the move over it and why the Climb may not land there (within 1" of an enemy: only a charge ends in
    melee), or None."""
    return {piece: (over, problem(state, figure_id, CLIMB, over.end))
            for piece, over in crossable(state.table, figure_id).items()}


def climb_problem(state: GameState, figure_id: str) -> str | None:
    """Why the model may not Climb from where it stands, or None."""
    found = climbable(state, figure_id)
    if any(why is None for _over, why in found.values()):
        return None
    if not found:
        return "its base touches no hedge, fence or wall with a free far side"
    piece, (_over, why) = next(iter(found.items()))
    return f"over {state.table.map.pieces[piece].name} {why}"


def refusal(state: GameState, figure_id: str, kind: str, answer: Answer, target: str | None = None) -> str | None:
    shape = check_path(answer)
    if shape:
        return shape
    return problem(state, figure_id, kind, plan(state, figure_id, answer).end, target)


def candidates(state: GameState, figure_id: str, kind: str, target: str | None = None) -> list[Answer]:
    """Legal paths to spots in every direction at full and half Movement, towards each enemy, and staying put (for
    a charge: at the target from all round): the shortest legal route to each where there is one within the
    Movement, else the straight line; each checked by planning it, ends kept once."""
    return [path for path, _end in reachable(state, figure_id, kind, target)]


def reachable(state: GameState, figure_id: str, kind: str, target: str | None = None) -> list[tuple[Answer, Point]]:
    """The candidate paths with where each ends."""
    found: list[tuple[Answer, Point]] = []
    ends: set[tuple[float, float]] = set()
    spots = [(round(x, 2), round(y, 2)) for x, y in _waypoints(state, figure_id, kind, target)]
    reach = allowance(state, figure_id)
    paths = paths_to(state.table, figure_id, spots, GOING, reach)
    planned = plan_moves(state.table, figure_id, [[(p[0], p[1]) for p in path] for path in paths], reach, going=GOING)
    for path, move in zip(paths, planned, strict=True):
        end = move.end
        key = (round(end[0], 1), round(end[1], 1))
        if key not in ends and problem(state, figure_id, kind, end, target) is None:
            ends.add(key)
            found.append((path, end))
    return found


def _waypoints(state: GameState, figure_id: str, kind: str, target: str | None) -> Iterator[Point]:
    table = state.table
    base = table.bases[figure_id]
    reach = allowance(state, figure_id)
    if kind == CHARGE and target is not None:
        other = table.bases[target]
        yield other.pos
        for k in range(DIRECTIONS):
            angle = 2 * math.pi * k / DIRECTIONS
            ring = base.radius + other.radius + 0.05
            yield _on_table(state, base.radius, (other.x + ring * math.cos(angle), other.y + ring * math.sin(angle)))
        return
    if kind != RETREAT:
        yield base.pos
    for k in range(DIRECTIONS):
        angle = 2 * math.pi * k / DIRECTIONS
        for share in (1.0, 0.5):
            yield _on_table(state, base.radius, (base.x + reach * share * math.cos(angle),
                                                 base.y + reach * share * math.sin(angle)))
    for enemy in state.enemies_of(figure_id):
        other = table.bases[enemy.id]
        far = distance(base.pos, other.pos)
        keep = base.radius + other.radius + MELEE_RANGE + 0.1
        if far > keep:
            t = (far - keep) / far
            yield base.x + (other.x - base.x) * t, base.y + (other.y - base.y) * t


def _on_table(state: GameState, radius: float, p: Point) -> Point:
    """The nearest point where a base of ``radius`` stands wholly on the table."""
    w, h = state.table.map.width, state.table.map.height
    return min(max(p[0], radius), w - radius), min(max(p[1], radius), h - radius)


def path_decision(game: Game, figure_id: str, kind: str, target: str | None = None) -> Decision:
    state = game.state
    figure = state.figures[figure_id]
    charged = state.figures[target].name if target is not None else ""
    verb = {MOVE: "Move", CHARGE: f"Charge {charged}", RETREAT: "Retreat", DASH: "Dash"}[kind]
    context = {"figure": figure_id, "allowance": allowance(state, figure_id), "action": kind}
    if target is not None:
        context["target"] = target
    return Decision(
        figure.side, "path", f"{figure.name}: {verb} — where to? (up to {allowance(state, figure_id):g}\")",
        check=lambda answer: refusal(state, figure_id, kind, answer, target),
        preview=lambda answer: told(state, plan(state, figure_id, answer)),
        suggest=lambda: candidates(state, figure_id, kind, target),
        context=context,
    )


def move_along(game: Game, figure_id: str, kind: str, path: Answer) -> Move:
    """Make the move and say so."""
    state = game.state
    done = told(state, plan(state, figure_id, path))
    facing = direction(done.path[-2], done.end) if len(done.path) > 1 else None
    state.table.place(figure_id, done.end, facing)
    figure = state.figures[figure_id]
    stop = f" (stopped: {done.stopped})" if done.stopped else ""
    went = moved(_verb(kind), done.length, '"', done.end)
    game.emit(kind, f"{figure.name} {went}{stop}.", figure=figure_id, path=[list(p) for p in done.path],
              length=round(done.length, 3), cost=round(done.cost, 3), stopped=done.stopped)
    return done


def _verb(kind: str) -> str:
    return {MOVE: "moves", CHARGE: "charges", RETREAT: "retreats", DASH: "dashes"}[kind]
