"""The gamebook's visible area (the window's V overlay): the squares a piece has an open line to, by the very
lines its shots are judged by, as squares rather than rays; the fallen lie flat and hide nothing."""

from __future__ import annotations

from game.rules.gamebook.record import DEAD, status
from game.rules.gamebook.ruleset import NOT_A_GRID
from game.rules.ruleset import get_ruleset
from tests.board.mapkit import put, table
from tests.gamebook.kit import game, piece


def seen(g, fid: str, with_state: bool = True) -> set[tuple[int, int]]:
    table = g.state.table
    area = g.ruleset.visible_area(table, table.bases[fid], state=g.state if with_state else None)
    assert len(area.angles) == 0  # squares, not rays
    return {(int(x0 // 2), int(y0 // 2)) for x0, y0, x1, y1 in area.squares.tolist() if (x1 - x0, y1 - y0) == (2, 2)}


def test_a_piece_sees_along_its_lines_to_the_first_piece_on_each():
    g = game([piece("w", "warrior", (0, 5)), piece("r", "ranger", (2, 5))],
             [piece("gob", "goblin", (0, 2)), piece("orc", "orc", (3, 2))])
    # from a6 (0, 5): up the a column to the goblin, along row 6 to the ranger, up the diagonal to d3 and on
    assert seen(g, "w") == {(0, 5), (0, 4), (0, 3), (0, 2), (1, 5), (2, 5), (1, 4), (2, 3), (3, 2)}
    table = g.state.table
    for target in ("gob", "r", "orc"):
        assert g.ruleset.sight_between(table, table.bases["w"], table.bases[target], g.state).result == "clear"


def test_a_fallen_piece_hides_nothing_but_a_table_without_a_game_counts_every_base():
    g = game([piece("w", "warrior", (0, 5))], [piece("gob", "goblin", (0, 3)), piece("orc", "orc", (5, 0))])
    status(g.state.figures["gob"]).state = DEAD
    column = {(0, r) for r in range(5)}
    assert column <= seen(g, "w")
    assert seen(g, "w", with_state=False) & column == {(0, 4), (0, 3)}


def test_a_map_without_squares_has_no_lines_and_nothing_in_sight():
    """The terrain screen may judge any map by the gamebook's rules: no traceback, a reason instead."""
    t = table()
    a, b = put(t, "a", 3, 3), put(t, "b", 9, 3)
    gamebook = get_ruleset("gamebook")
    assert gamebook.sight_between(t, a, b).reasons == (NOT_A_GRID,)
    area = gamebook.visible_area(t, a)
    assert len(area.squares) == 0 and len(area.angles) == 0


def test_the_firing_lanes_light_each_square_alike_by_its_lines_to_the_watchers():
    """By rays through the terrain the heat map (H) was a mosaic within the squares, lit where the gamebook sees
    nothing (a knight's move away): now every spot of a square counts the watchers with an open line to it, and
    the lanes rate one spot a square, at its centre."""
    from game.board.exposure import exposure
    from game.rules.lanes import firing_lanes, lane_sight

    g = game([piece("w", "warrior", (0, 5))], [piece("gob", "goblin", (0, 2)), piece("orc", "orc", (3, 2))])
    table = g.state.table
    watchers = [table.bases["gob"], table.bases["orc"]]
    fine = exposure(table, watchers, lane_sight(g.ruleset), 0.5)
    counts: dict[tuple[int, int], set[int]] = {}
    for r, y in enumerate(fine.ys.tolist()):
        for c, x in enumerate(fine.xs.tolist()):
            if fine.stand[r, c]:
                counts.setdefault((int(x // 2), int(y // 2)), set()).add(int(fine.clear[r, c]))
    assert all(len(seen) == 1 for seen in counts.values())  # one count a square
    found = firing_lanes(table, g.ruleset, watchers)
    assert found.step == 2.0 and found.hindered.sum() == 0
    lit = {(c, r): int(found.clear[r, c]) for r in range(6) for c in range(6) if found.stand[r, c]}
    assert lit == {square: seen.pop() for square, seen in counts.items()}
    assert lit[(0, 4)] == 1 and lit[(0, 5)] == 2  # down the a column; the warrior on a6 seen by both
    assert lit[(1, 4)] == 1 and lit[(2, 4)] == 1  # a diagonal of each watcher: b5 from d3, c5 from a3
    assert lit[(1, 5)] == 0 and lit[(5, 4)] == 1  # b6 is on no line; f5 on the orc's diagonal


def test_the_ruler_counts_squares_on_the_battle_map():
    """The ruler (M) said "8.9 in centre to centre" on a board where a move is a square and a shot needs a line."""
    g = game([piece("w", "warrior", (0, 4))], [piece("gob", "goblin", (4, 2))])
    table, rules = g.state.table, g.ruleset
    assert rules.measure(table, (1, 9), (9, 5), 0.75, 0.75) == "a5 to e3: 6 moves (4 columns, 2 rows); no line"
    assert rules.measure(table, (1, 9), (5, 5)) == "a5 to c3: 4 moves (2 columns, 2 rows); on a diagonal"
    assert rules.measure(table, (1, 9), (1, 1)) == "a5 to a1: 4 moves (4 rows); in line"
    assert rules.measure(table, (1, 9), (1.5, 9.5)) == "a5: the same square"
