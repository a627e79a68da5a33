"""The move action: breakaway, the path, the new facing, and the contacted enemies' free spins.

Moves go through the board's :func:`plan_move` with clix's :data:`GOING`: bases never overlap, never enter
blocking or impassable terrain, never cross a cliff edge, and stop at the first contact. Water, shallow or deep,
is open ground (seed 004 §9: "no effect; treat it as flat ground"). Clix has no traverse: hedges and closed gates
(the board's obstacles) are crossed as hindering terrain. Each inch in hindering terrain costs 2; water and
elevated terrain cost nothing extra. The spots suggested to players that cannot draw a path (the AI) are reached
by the shortest legal route (:func:`routed`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

from game.board.geometry import angle_between, unit
from game.board.movement import Going, Move, move, plan_moves
from game.board.paths import paths_to
from game.board.terrain import Kind, Point
from game.rules.clix.dial import dial, now, push_damage
from game.rules.clix.targets import survey
from game.rules.decisions import Answer, Decision, Option, check_angle, check_path, choose
from game.rules.ruleset import SubFlow
from game.rules.state import Figure, GameState
from game.words import and_list, moved

if TYPE_CHECKING:
    from game.rules.game import Game

#: Blocking and impassable terrain stop a base; water and deep water are flat ground (§9); hedges and gates are
#: crossed as hindering terrain (no traverse in clix), which costs 2 an inch.
GOING = Going(frozenset({Kind.BLOCKING, Kind.IMPASSABLE}), {Kind.HINDERING: 2.0, Kind.OBSTACLE: 2.0})
BREAKAWAY = 4  # the least d6 that breaks away
DIRECTIONS = 16
_RING = np.array([unit(360.0 * k / DIRECTIONS) for k in range(DIRECTIONS)])  # the directions of candidate spots


def waypoints(answer: Answer) -> list[Point]:
    return [(float(p[0]), float(p[1])) for p in answer]


def planned(state: GameState, figure: Figure, answer: Answer) -> Move:
    """Where a move along the answer's waypoints would end, as far as speed, terrain and bases allow."""
    return planned_all(state, figure, [answer])[0]


def planned_all(state: GameState, figure: Figure, answers: list[Answer]) -> list[Move]:
    """:func:`planned` for each of several answers, found together (the AI weighs several places to go)."""
    paths = [waypoints(answer) for answer in answers]
    return plan_moves(state.table, figure.id, paths, now(figure).speed, going=GOING)


def routed(state: GameState, figure: Figure, spots: Sequence[Point]) -> list[Answer]:
    """A path answer to each spot: straight, or round what stops the straight line by the shortest legal route
    within the figure's speed (:func:`game.board.paths.paths_to`)."""
    return paths_to(state.table, figure.id, spots, GOING, now(figure).speed)


def candidate_spots(state: GameState, figures: Sequence[Figure]) -> list[np.ndarray]:
    """Places worth moving to for each of ``figures``, one (x, y) row each: a ring of directions at full and
    half speed, and contact with each other figure, rounded to a thousandth of an inch.

    They are suggestions for players that cannot draw a path (the AI, the random player); the move itself
    goes as far along the chosen path as the table allows. The figures are taken together (the AI asks for
    every figure that may move): the rings in one array, and the contacts sieved in one before each is
    measured exactly.
    """
    if not figures:
        return []
    bases = state.table.bases
    mine = [bases[f.id] for f in figures]
    others = [bases[f.id] for f in state.alive()]
    at = np.array([b.pos for b in mine], dtype=np.float64).reshape(-1, 2)
    radius = np.array([b.radius for b in mine], dtype=np.float64)
    reach = np.array([now(f).speed for f in figures], dtype=np.float64)
    distances = np.stack([reach, reach / 2], axis=1)
    rings = at[:, None, :] + (_RING[None, :, None, :] * distances[:, None, :, None]).reshape(len(mine), -1, 2)
    centres = np.array([b.pos for b in others], dtype=np.float64).reshape(-1, 2)
    gaps = np.hypot(centres[None, :, 0] - at[:, None, 0], centres[None, :, 1] - at[:, None, 1])
    slack = gaps - radius[:, None] - np.array([b.radius for b in others])[None, :]
    near = (slack > -0.01) & (slack <= reach[:, None] + 0.01)  # the exact test below decides
    contacts: list[list[Point]] = [[] for _ in mine]
    for m, o in zip(*np.nonzero(near), strict=True):
        base, ob = mine[m], others[o]
        gap = math.hypot(ob.x - base.x, ob.y - base.y)
        touch = base.radius + ob.radius + 0.005
        if ob.id != base.id and 0 < gap - touch <= reach[m]:
            f = (gap - touch) / gap
            contacts[m].append((base.x + (ob.x - base.x) * f, base.y + (ob.y - base.y) * f))
    sizes = [len(rings[m]) + len(contacts[m]) for m in range(len(mine))]
    spots = np.concatenate([part for m, ring in enumerate(rings)
                            for part in (ring, np.array(contacts[m], dtype=np.float64).reshape(-1, 2))])
    r = np.repeat(radius, sizes)[:, None]
    far = np.array([state.table.map.width, state.table.map.height], dtype=np.float64) - r
    return np.split(_round(np.minimum(np.maximum(spots, r), far), 3), np.cumsum(sizes)[:-1])


def _round(values: np.ndarray, digits: int) -> np.ndarray:
    """``round(v, digits)`` of every value: as numpy rounds, except next to a tie (a value ending in 5 in the
    next digit), where numpy's scaling may land on the other side and Python's exact rounding is used."""
    scaled = values * 10.0**digits
    out = np.rint(scaled) / 10.0**digits
    tie = np.abs(scaled - np.floor(scaled) - 0.5) < 1e-6
    out[tie] = [round(v, digits) for v in values[tie].tolist()]
    return out


def facings_toward(state: GameState, figure: Figure) -> list[float]:
    """Facings worth taking: toward each enemy, then the four table directions."""
    table = state.table
    out = [round(table.bearing(figure.id, e.id), 3) for e in state.enemies_of(figure.id)]
    return [*out, 0.0, 90.0, 180.0, 270.0]


def move_flow(game: Game, figure: Figure) -> SubFlow[None]:
    """The move action of ``figure`` (the caller has spent the action)."""
    state, table = game.state, game.state.table
    side = figure.side
    held = survey(state).enemy_contacts(figure.id)
    if held:
        (die,) = game.rng.roll(1, 6)
        free = die >= BREAKAWAY
        holders = and_list([state.figures[h].name for h in held])
        game.emit("breakaway", f"{figure.name} tries to break away from {holders}: rolls {die}, "
                  f"{'breaks away' if free else 'fails and stays in place'}.", figure=figure.id, dice=[die],
                  roll=die, success=free, held_by=held)
        if not free:
            return None
    allowance = now(figure).speed
    answer = yield Decision(
        side, "path", f"Move {figure.name}: up to {allowance} in (each inch in hindering terrain costs 2)",
        check=check_path,
        preview=lambda a: planned(state, figure, a),
        suggest=lambda: routed(state, figure, [tuple(p) for p in candidate_spots(state, [figure])[0].tolist()]),
        context={"figure": figure.id, "allowance": allowance,
                 **({"after": f"then pushing: {push_damage(figure)}"} if dial(figure).due else {})},
    )
    done = move(table, figure.id, waypoints(answer), allowance, going=GOING)
    went = moved("moves", done.length, '"', done.end)
    game.emit("move", f"{figure.name} {went}" + (f"; it stopped: {done.stopped}." if done.stopped else "."),
              figure=figure.id, path=[list(p) for p in done.path], length=round(done.length, 4),
              cost=round(done.cost, 4), stopped=done.stopped)
    facing = yield Decision(side, "facing", f"{figure.name}: choose its facing", check=check_angle,
                            suggest=lambda: facings_toward(state, figure), context={"figure": figure.id})
    table.place(figure.id, facing=float(facing))
    game.emit("facing", f"{figure.name} faces {table.bases[figure.id].facing:.0f}°.", figure=figure.id,
              facing=table.bases[figure.id].facing)
    if done.length > 0:
        yield from free_spins(game, figure)
    return None


def free_spins(game: Game, mover: Figure) -> SubFlow[None]:
    """Each enemy the mover ends in base contact with may turn to face it: its own player decides."""
    state, table = game.state, game.state.table
    for other_id in survey(state).enemy_contacts(mover.id):
        other = state.figures[other_id]
        toward = table.bearing(other_id, mover.id)
        if angle_between(toward, table.bases[other_id].facing) < 0.01:
            continue
        arc = table.arc_of(other_id, table.bases[mover.id].pos)
        spin = yield choose(other.side, "free_spin", f"{mover.name} moved into contact with {other.name}: "
                            f"turn {other.name} to face it (free)?",
                            [Option(True, f"Turn {other.name} to face {mover.name}", "y"),
                             Option(False, "Stay as it is", "n")],
                            figure=other_id, toward=mover.id, facing=round(toward, 3), arc=arc)
        if spin:
            table.place(other_id, facing=toward)
            game.emit("free_spin", f"{other.name} turns to face {mover.name} (free spin).", figure=other_id,
                      toward=mover.id, facing=table.bases[other_id].facing)
    return None
