"""Measuring on the table for trench: melee (within 1" edge to edge), sight and cover, height and range.

Distances are edge to edge. Sight is the board's plain sight (game.board.sight_plain): figures do not block it,
facing plays no part, cover is hindering terrain, a low wall or an obstacle on the line, or hindering terrain
under the target. One elevation level is ``inches_per_level`` inches (a scenario option, 3 by default).
"""

from __future__ import annotations

from dataclasses import replace

from game.board.sight_plain import PlainSight, plain_line
from game.board.table import Base
from game.board.tile_cover import plain_reasons
from game.rules.state import GameState

MELEE_RANGE = 1.0
#: A shooter more than this many inches above its target gets +1 DICE.
HEIGHT_INCHES = 3.0


def gap(state: GameState, a: str, b: str) -> float:
    return state.table.edge_distance(a, b)


def melee_enemies(state: GameState, figure_id: str) -> list[str]:
    """Enemies within 1" of the model (in melee with it), nearest first."""
    enemies = {f.id for f in state.enemies_of(figure_id)}
    return [o for o in state.table.within(figure_id, MELEE_RANGE, edge=True) if o in enemies]


def melee_friends(state: GameState, figure_id: str, ally_of: str) -> list[str]:
    """Models friendly to ``ally_of`` (other than it) within 1" of ``figure_id``, nearest first."""
    return [o for o in state.table.within(figure_id, MELEE_RANGE, edge=True)
            if o != ally_of and state.friends(o, ally_of) and not state.figures[o].eliminated]


def sight(state: GameState, viewer: str, target: str) -> PlainSight:
    """The plain line of fire, its terrain named as a player reads it (a refusal said "“tiles of Sump”")."""
    line = plain_line(state.table, viewer, target)
    return replace(line, reasons=plain_reasons(line.reasons))


def inches_above(state: GameState, a: str, b: str) -> float:
    """How far ``a`` stands above ``b``, by the levels of the terrain under them."""
    table = state.table
    return height_above(table.bases[a], table.bases[b], state.options["inches_per_level"])


def height_above(a: Base, b: Base, inches_per_level: float) -> float:
    """How far base ``a`` stands above base ``b`` (which need not be on the table), in inches."""
    return (a.elevation - b.elevation) * inches_per_level
