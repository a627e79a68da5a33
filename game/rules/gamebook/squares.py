"""The battle map as the gamebook reads it: who stands on which square, neighbours, open lines, start regions.

Every piece stands on a square centre, one standing piece to a square; the fallen lie where they fell (they may
be searched) and do not stop anyone stepping onto their square, nor a line; a piece that flees leaves the map.
The geometry is ``game.board.grid``'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.board.grid import Grid, GridLine, Square, grid_of
from game.rules.gamebook.record import status

if TYPE_CHECKING:
    from game.rules.state import GameState

CORNERS = {"sw": (0, -1), "nw": (0, 0), "se": (-1, -1), "ne": (-1, 0)}  # column, row: 0 first, -1 last
OPPOSITE = {"sw": "ne", "ne": "sw", "nw": "se", "se": "nw"}



def grid(state: GameState) -> Grid:
    return grid_of(state.table.map)


def square_of(state: GameState, figure_id: str) -> Square:
    base = state.table.bases[figure_id]
    found = grid(state).square_of(base.pos)
    assert found is not None, f"{figure_id} stands off the grid"
    return found


def occupied(state: GameState) -> dict[Square, str]:
    """Square -> the standing piece on it."""
    return {square_of(state, fid): fid for fid in state.table.bases if not status(state.figures[fid]).fallen}


def place(state: GameState, figure_id: str, square: Square) -> None:
    state.table.place(figure_id, grid(state).centre(square))


def free_neighbours(state: GameState, square: Square) -> list[Square]:
    """The empty squares a piece on ``square`` may step to: orthogonal, on the map, no wall, nobody there."""
    g, taken = grid(state), occupied(state)
    return [s for s in g.neighbours(square) if s not in taken and s not in g.walls]


def line(state: GameState, a: Square, b: Square) -> GridLine:
    """The line from a to b with every piece standing between in the way (the fallen lie flat and do not)."""
    return grid(state).line(a, b, occupied(state))


def region(g: Grid, corner: str, reach: int) -> list[Square]:
    """The squares within ``reach`` steps (rows plus columns) of a corner, nearest first, without walls."""
    dc, dr = CORNERS[corner]
    c0 = 0 if dc == 0 else g.cols - 1
    r0 = 0 if dr == 0 else g.rows - 1
    squares = [(c, r) for r in range(g.rows) for c in range(g.cols)
               if abs(c - c0) + abs(r - r0) <= reach and (c, r) not in g.walls]
    return sorted(squares, key=lambda s: (abs(s[0] - c0) + abs(s[1] - r0), s[1], s[0]))


def start_regions(g: Grid, corner: str, heroes: int, enemies: int) -> tuple[list[Square], list[Square]]:
    """The heroes' corner region and the enemies' opposite one: each the smallest corner triangle with room for
    its pieces and at least 6 squares, shrunk (keeping room for its pieces) until the two do not overlap."""
    span = g.cols + g.rows - 2  # steps between opposite corners: reaches adding up to less never overlap
    corners = (corner, OPPOSITE[corner])
    counts = (heroes, enemies)
    reach = [next((k for k in range(span + 1) if len(region(g, c, k)) >= max(n, 6)), span)
             for c, n in zip(corners, counts, strict=True)]
    while reach[0] + reach[1] >= span:
        slack = [len(region(g, c, k - 1)) - n for c, k, n in zip(corners, reach, counts, strict=True)]
        side = 0 if slack[0] >= slack[1] else 1
        if slack[side] < 0:
            break  # no room for both: the scenario check refuses such a battle
        reach[side] -= 1
    return region(g, corners[0], reach[0]), region(g, corners[1], reach[1])
