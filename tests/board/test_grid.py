"""The gamebook battle grid: squares and colours from the map, exits, adjacency, open lines."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from game.board import grid
from game.board.errors import MapError
from game.board.grid import Grid, grid_of, grid_or_none, named_square, square_name
from game.board.terrain import Kind
from game.board.tmx import load_map
from tests.board.mapkit import piece, rect, table, wall

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


def test_the_battle_maps_tiles_paint_every_square_and_a_bare_grid_none(board):
    """What the window shades for the player (a square whose colour no tile shows) is what no tile names."""
    assert board.painted == frozenset(board.colours)
    t = table(width=12, height=12)
    bare = Grid.from_map(replace(t.map, properties={"grid": True}, inches_per_tile=2.0, cols=6, rows=6))
    assert bare.painted == frozenset() and len(bare.colours) == 36


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


def test_a_wall_drawn_across_the_board_walls_off_the_squares_it_crosses_not_its_box():
    """Squares are walled by what covers their centres: a blocking wall from corner to corner, or a slanting
    building, spans the whole board's box but stands on the diagonal only."""
    diagonal = wall(0, Kind.BLOCKING, ((0.5, 0.5), (11.5, 11.5)), thickness=0.5, name="Rampart")
    slanting = piece(1, Kind.BLOCKING, ((0, 11), (1, 12), (12, 1), (11, 0)), "Slanted hall")  # along x + y = 12
    for pieces, walled in (((diagonal,), {(i, i) for i in range(6)}),
                           ((slanting,), {(i, 5 - i) for i in range(6)})):
        t = table(*pieces, width=12, height=12)
        grid = Grid.from_map(replace(t.map, properties={"grid": True}, inches_per_tile=2.0, cols=6, rows=6))
        assert grid.walls == walled


def test_the_squares_seen_run_along_rows_columns_and_diagonals_to_the_first_piece(board):
    seen = set(board.seen_from((1, 1), taken=[(3, 1), (1, 4), (0, 0), (1, 1)]))
    row = {(0, 1), (2, 1), (3, 1)}  # (3, 1) is taken: seen, and what stands beyond it is not
    column = {(1, 0), (1, 2), (1, 3), (1, 4)}
    diagonals = {(0, 0), (2, 2), (3, 3), (4, 4), (5, 5), (2, 0), (0, 2)}
    assert seen == row | column | diagonals
    assert (1, 1) not in seen and (4, 1) not in seen and (1, 5) not in seen and (2, 3) not in seen
    for square in seen:  # the very lines a shot is judged by
        assert board.line((1, 1), square, taken=[(3, 1), (1, 4), (0, 0)]).open


def test_walls_stop_what_is_seen_and_are_not_seen_themselves():
    t = table((Kind.BLOCKING, rect(4, 4, 2, 2), "Pillar"), width=12, height=12)
    grid = Grid.from_map(replace(t.map, properties={"grid": True}, inches_per_tile=2.0, cols=6, rows=6))
    seen = set(grid.seen_from((0, 0)))
    assert (1, 1) in seen and (2, 2) not in seen and (3, 3) not in seen
    assert {(c, 0) for c in range(1, 6)} <= seen and grid.rect((2, 2)) == (4.0, 4.0, 6.0, 6.0)


def test_a_squares_name_reads_back_as_the_square():
    assert all(named_square(square_name(c, r)) == (c, r) for c in range(60) for r in range(120))
    assert (named_square(" B3 "), named_square("aa1")) == ((1, 2), (26, 0))
    assert [named_square(w) for w in ("a0", "3b", "", "b", "a-1", "abcd1")] == [None] * 6


def test_the_reason_a_map_is_no_grid_is_kept_without_the_frames_that_asked():
    """Kept with its traceback, the reason held every frame that led to the question, the window's screen with
    them: the first game on a map stayed in memory for as long as the map was kept."""
    tmap = load_map(ROOT / "maps" / "skirmish.tmx")
    assert grid_or_none(tmap) is None
    with pytest.raises(MapError) as raised:
        grid_of(tmap)
    said = raised.value
    assert "skirmish.tmx" in str(said)
    kept = grid._kept.get(tmap, None, lambda: None)  # what the map's cache holds, raised twice now
    assert isinstance(kept, MapError) and str(kept) == str(said) and kept is not said
    assert kept.__traceback__ is None and kept.__context__ is None
