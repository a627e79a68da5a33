"""The gamebook battle grid: squares and colours from the map, exits, adjacency, open lines."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from game.board.errors import MapError
from game.board.grid import Grid
from game.board.terrain import Kind
from game.board.tmx import load_map
from tests.board.mapkit import rect, table

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def board() -> Grid:
    return Grid.from_map(load_map(ROOT / "maps" / "gamebook.tmx"))


def test_the_shipped_board_is_six_by_six_two_inch_squares(board):
    assert (board.cols, board.rows, board.size) == (6, 6, 2.0)
    assert board.square_of((0.1, 0.1)) == (0, 0) and board.square_of((11.9, 3.0)) == (5, 1)
    assert board.square_of((12.5, 3)) is None
    assert board.centre((2, 3)) == (5.0, 7.0)


def test_colours_come_from_the_tiles_in_a_chessboard(board):
    assert board.colours[(0, 0)] != board.colours[(1, 0)]
    assert board.colours[(0, 0)] == board.colours[(1, 1)]
    assert set(board.colours.values()) == {"white", "black"}


def test_the_two_exits_are_read_from_the_exits_layer(board):
    assert board.exits == {(2, 0), (3, 0)}


def test_attacks_are_never_diagonal(board):
    assert (2, 3) in board.neighbours((2, 2)) and (1, 2) in board.neighbours((2, 2))
    assert (3, 3) not in board.neighbours((2, 2))
    assert (3, 3) in board.neighbours((2, 2), diagonal=True)
    assert sorted(board.neighbours((0, 0))) == [(0, 1), (1, 0)]


def test_straight_lines_and_open_diagonals(board):
    straight = board.line((0, 0), (0, 4))
    assert (straight.kind, straight.between, straight.open) == ("straight", ((0, 1), (0, 2), (0, 3)), True)
    diagonal = board.line((1, 1), (4, 4))
    assert (diagonal.kind, diagonal.between) == ("diagonal", ((2, 2), (3, 3)))
    assert board.line((0, 0), (1, 3)).kind == "none" and not board.line((0, 0), (1, 3)).open


def test_a_piece_between_closes_the_line(board):
    line = board.line((0, 0), (4, 4), taken=[(3, 3), (2, 2)])
    assert not line.open and line.blocked_at == (2, 2)
    assert board.line((0, 0), (4, 4), taken=[(4, 4), (0, 1)]).open  # the ends and squares off the line do not count


def test_a_map_without_the_grid_property_is_refused():
    with pytest.raises(MapError, match="not a grid"):
        Grid.from_map(load_map(ROOT / "maps" / "skirmish.tmx"))


def test_blocking_terrain_makes_walls_that_close_lines():
    t = table((Kind.BLOCKING, rect(4, 4, 2, 2), "Pillar"), width=12, height=12)
    tmap = replace(t.map, properties={"grid": True}, inches_per_tile=2.0, cols=6, rows=6)
    grid = Grid.from_map(tmap)
    assert grid.walls == {(2, 2)}
    assert grid.line((0, 0), (4, 4)).blocked_at == (2, 2)
    assert grid.colours[(0, 0)] == "white" and grid.exits == frozenset()
