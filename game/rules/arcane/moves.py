"""Moving: Step (1", straight), Jog (4", 2" for Slow models, turning at will, with the engagement restriction),
the 1" reaction move (straight, as a Step), and Traverse across a 1"-thick obstacle (rule 1). Every move goes
through the board: bases never overlap, never enter blocking terrain, never cross an obstacle (only Traverse
does) and stop at the first contact. The paths suggested are the shortest legal routes to spots all round
(``Ruleset.routes``).

The Jog's restriction: once the jogging model is engaged by an enemy (at the start or on the way), the
distance to that enemy may not grow any more; it may close, circle or engage. A path is straight segments,
so circling gains a little distance on each one: :data:`CIRCLING` inches of slack allow it.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.board.geometry import distance, unit
from game.board.movement import Move, move, plan_move, say_crossing, traverse
from game.board.paths import paths_to
from game.board.table import CONTACT
from game.board.terrain import Point, quoted
from game.rules.arcane.characters import SLOW
from game.rules.arcane.record import MOONSTONE_RADIUS, record_of
from game.rules.decisions import Answer, Decision, check_path
from game.rules.ruleset import SubFlow
from game.rules.state import Figure, GameState
from game.words import moved

if TYPE_CHECKING:
    from game.rules.game import Game

STEP = 1.0
JOG = 4.0
SLOW_JOG = 2.0
REACTION = 1.0
CIRCLING = 0.05
SAMPLE = 0.05  # inches between the points where a jog's distances are measured
DIRECTIONS = 16
CROSSING = "which only a Traverse crosses"  # said of an obstacle that stops a move


def jog_allowance(figure: Figure) -> float:
    return SLOW_JOG if SLOW in figure.stats["keywords"] else JOG


def waypoints(answer: Answer) -> list[Point]:
    return [(float(p[0]), float(p[1])) for p in answer]


def jog_problem(state: GameState, figure: Figure, planned: Move) -> str | None:
    """Why this jog breaks the engagement restriction, or None: the first breach along the path (one enemy's
    later breach was named, in the order the enemies are listed, where another's came at the start)."""
    radius = state.base(figure.id).radius
    points = _samples(planned.path)
    first: tuple[int, str] | None = None
    for enemy in state.enemies_of(figure.id):
        other = state.base(enemy.id)
        reach = enemy.stats["melee_range"] + CONTACT
        least: float | None = None
        for k, p in enumerate(points[: first[0] if first else None]):
            gap = distance(p, other.pos) - radius - other.radius
            if least is None and gap <= reach:
                least = gap
            elif least is not None:
                if gap > least + CIRCLING:
                    first = (k, f"{figure.name} is engaged by {enemy.name}: a jog may not increase the distance to "
                                f"it (from {least:.2f}\" to {gap:.2f}\")")
                    break
                least = min(least, gap)
    return first[1] if first else None


def _samples(path: tuple[Point, ...]) -> list[Point]:
    out = [path[0]]
    for a, b in itertools.pairwise(path):
        steps = max(1, math.ceil(distance(a, b) / SAMPLE))
        out += [(a[0] + (b[0] - a[0]) * k / steps, a[1] + (b[1] - a[1]) * k / steps) for k in range(1, steps + 1)]
    return out


def path_decision(game: Game, figure: Figure, allowance: float, purpose: str, jog: bool = False) -> Decision:
    """The free path decision of a move of up to ``allowance`` inches."""
    state = game.state

    def check(answer: Answer) -> str | None:
        reason = check_path(answer)
        if reason:
            return reason
        if not jog:  # the seed lets only a Jog change direction on the way
            which = "a Step" if purpose == "step" else "a reaction move"
            return None if len(answer) == 1 else f"{which} goes straight: one point, no turns (a Jog may turn)"
        return jog_problem(state, figure, plan_move(state.table, figure.id, waypoints(answer), allowance))

    def suggest() -> list[Answer]:
        """A path to each candidate spot, round what stops the straight line (``paths_to``)."""
        going = game.ruleset.going(state, figure.id)
        out = paths_to(state.table, figure.id, candidate_spots(state, figure, allowance), going, allowance)
        return [a for a in out if check(a) is None] + [[list(state.base(figure.id).pos)]]  # staying is legal

    verb = {"step": "Step", "jog": "Jog", "reaction": "React"}[purpose]
    return Decision(figure.side, "path", f"{figure.name}: {verb} up to {allowance:g}\"", check=check,
                    preview=lambda answer: say_crossing(
                        state.table, plan_move(state.table, figure.id, waypoints(answer), allowance), CROSSING),
                    suggest=suggest,
                    context={"figure": figure.id, "allowance": allowance, "purpose": purpose, "straight": not jog})


def candidate_spots(state: GameState, figure: Figure, reach: float) -> list[Point]:
    """Places worth moving to: a ring of directions at full and half reach, touching each moonstone and each
    enemy within reach (suggestions for players that cannot draw a path)."""
    base = state.base(figure.id)
    spots: list[Point] = []
    for k in range(DIRECTIONS):
        dx, dy = unit(360.0 * k / DIRECTIONS)
        spots += [(base.x + dx * reach, base.y + dy * reach), (base.x + dx * reach / 2, base.y + dy * reach / 2)]
    goals = [(m.pos, MOONSTONE_RADIUS - 0.05) for m in record_of(state).moonstones]
    goals += [(state.base(e.id).pos, state.base(e.id).radius) for e in state.enemies_of(figure.id)]
    for pos, radius in goals:
        spot = toward(base.pos, pos, base.radius + radius + 0.005)
        if distance(base.pos, spot) <= reach:
            spots.append(spot)
    w, h, r = state.table.map.width, state.table.map.height, base.radius
    return [(round(min(max(x, r), w - r), 3), round(min(max(y, r), h - r), 3)) for x, y in spots]


def toward(start: Point, goal: Point, stop_short: float) -> Point:
    """The point on the way from ``start`` to ``goal`` that stops ``stop_short`` inches before it."""
    gap = distance(start, goal)
    if gap <= stop_short:
        return start
    f = (gap - stop_short) / gap
    return start[0] + (goal[0] - start[0]) * f, start[1] + (goal[1] - start[1]) * f


def move_flow(game: Game, figure: Figure, allowance: float, purpose: str, jog: bool = False,
              pay: Callable[[], None] | None = None) -> SubFlow[None]:
    """Ask the path and move along it; ``pay`` (a Step's energy) once the path is chosen, so that Esc on the path
    takes the action back with nothing spent (the energy went, and said so, before the path was asked)."""
    answer = yield path_decision(game, figure, allowance, purpose, jog)
    if pay is not None:
        pay()
    done = say_crossing(game.state.table, move(game.state.table, figure.id, waypoints(answer), allowance), CROSSING)
    why = f" ({done.stopped})" if done.stopped else ""
    went = moved("moves", done.length, '"', done.end, digits=2)
    game.emit("move", f"{figure.name} {went}{why}.", figure=figure.id, purpose=purpose,
              path=[list(p) for p in done.path], length=round(done.length, 3), stopped=done.stopped)


def traverse_flow(game: Game, figure: Figure, piece_id: int) -> None:
    table = game.state.table
    done = traverse(table, figure.id, piece_id)
    table.place(figure.id, done.end)
    name = table.map.pieces[piece_id].name
    game.emit("move", f"{figure.name} traverses {quoted(name)}.", figure=figure.id, purpose="traverse",
              obstacle=piece_id, path=[list(p) for p in done.path], length=round(done.length, 3), stopped=done.stopped)

