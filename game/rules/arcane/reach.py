"""Who reaches whom: melee range, engagement, ranges of abilities, line of sight, moonstones and obstacles in touch.

Ranges are measured from base edge to base edge, so that a target "at least partly within range" counts (rule 3).
Engaged means within an enemy's melee range (a decision of RULES.md). Line of sight is the board's plain sight,
centre to centre: blocking terrain and a hill between hide; figures, hedges and woods do not.
"""

from __future__ import annotations

import math

from game.board.movement import crossable, traverse
from game.board.sight_plain import plain_line
from game.board.table import CONTACT
from game.board.terrain import Point, quoted
from game.rules.arcane.record import MOONSTONE_RADIUS, Moonstone, record_of
from game.rules.state import Figure, GameState


def reaches(state: GameState, attacker: Figure, other: Figure) -> bool:
    """Whether ``other`` is within ``attacker``'s melee range."""
    return state.table.edge_distance(attacker.id, other.id) <= attacker.stats["melee_range"] + CONTACT


def engaging(state: GameState, figure: Figure) -> list[Figure]:
    """The enemies whose melee range reaches ``figure``."""
    return [e for e in state.enemies_of(figure.id) if reaches(state, e, figure)]


def melee_targets(state: GameState, figure: Figure) -> list[Figure]:
    """The enemies a melee attack may take (rule 1): in sight and within the attacker's melee range."""
    return [e for e in state.enemies_of(figure.id) if reaches(state, figure, e) and in_sight(state, figure, e)]


def in_sight(state: GameState, viewer: Figure, target: Figure) -> bool:
    return viewer.id == target.id or plain_line(state.table, viewer.id, target.id).seen


def within(state: GameState, user: Figure, target: Figure, inches: float) -> bool:
    return user.id == target.id or state.table.edge_distance(user.id, target.id) <= inches + CONTACT


def touches_moonstone(state: GameState, figure: Figure, stone: Moonstone, at: Point | None = None) -> bool:
    base = state.base(figure.id)
    x, y = at if at is not None else base.pos
    return math.hypot(stone.x - x, stone.y - y) <= base.radius + MOONSTONE_RADIUS + CONTACT


def touched_moonstones(state: GameState, figure: Figure) -> list[Moonstone]:
    return [m for m in record_of(state).moonstones if touches_moonstone(state, figure, m)]


#: Traverse is only for an obstacle 1" thick (seed 000): a thicker one is no hedge or door to it.
TRAVERSED = 1.0


def touched_obstacles(state: GameState, figure: Figure) -> list[int]:
    """The obstacles this base touches and could traverse to a free far side (the board's ``crossable``), none
    thicker than 1" where it would cross."""
    return list(crossable(state.table, figure.id, TRAVERSED))


def traverse_refusal(state: GameState, figure: Figure) -> str:
    """Why no obstacle the base touches may be traversed: the first touched, too thick or with no room beyond
    ("touches no obstacle it could cross" was said of a character against a hedge 2" thick)."""
    table = state.table
    base = table.bases[figure.id]
    touched = table.obstacles_touching(base.x, base.y, base.radius)
    if not touched:
        return f"{figure.name} touches no obstacle"
    piece = touched[0]
    move = traverse(table, figure.id, piece.id)
    if move.stopped:
        return f"{figure.name} cannot cross {quoted(piece.name)}: {move.stopped}"
    return (f"{quoted(piece.name)} is {move.length - base.diameter:.1f}\" thick where {figure.name} would cross: "
            f"a Traverse crosses {TRAVERSED:g}\" at most")
