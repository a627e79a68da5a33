"""Moving bases: contact, terrain that stops a move, cliffs, obstacles and traverse, costs, the allowance."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.board import movement
from game.board.mapcache import KEPT_MAPS
from game.board.movement import DEFAULT_GOING, Going, move, plan_move, say_crossing, traverse
from game.board.table import CONTACT, Base
from game.board.terrain import FORBIDDEN_TO_ENTER, Kind
from tests.board.mapkit import put, rect, table


def test_a_free_move_goes_all_the_way():
    t = table()
    put(t, "a", 2, 2)
    m = plan_move(t, "a", [(6, 2), (6, 5)], allowance=10)
    assert (m.end, m.length, m.cost, m.stopped) == ((6, 5), 7, 7, "")
    assert t.bases["a"].pos == (2, 2)  # planning moves nothing


def test_the_move_stops_at_first_contact_and_says_how_far_it_went():
    t = table()
    put(t, "a", 2, 12)
    put(t, "b", 12, 12)
    m = move(t, "a", [(20, 12)])
    assert m.stopped == "contact with b" and m.blocker == "b"
    assert m.end == pytest.approx((10.5, 12))
    assert m.length == pytest.approx(8.5)
    assert t.in_contact("a", "b")


def test_a_move_stopped_by_a_figure_names_it_as_the_players_do():
    t = table()
    put(t, "a", 2, 12)
    t.add(Base("raider1", 12, 12, label="Orc Raider"))
    m = plan_move(t, "a", [(20, 12)])
    assert m.stopped == "contact with Orc Raider" and m.blocker == "raider1"


def test_moving_away_from_contact_is_free_moving_into_it_is_not():
    t = table()
    put(t, "a", 10.5, 12)
    put(t, "b", 12, 12)
    assert plan_move(t, "a", [(5, 12)]).stopped == ""
    assert plan_move(t, "a", [(10.5, 16)]).stopped == ""  # sliding off sideways
    stuck = plan_move(t, "a", [(20, 12)])
    assert (stuck.length, stuck.blocker) == (0, "b")


@pytest.mark.parametrize("kind", sorted(FORBIDDEN_TO_ENTER))
def test_blocking_impassable_and_deep_water_stop_the_base_at_their_edge(kind):
    t = table((kind, rect(10, 0, 4, 24), "In the way"))
    put(t, "a", 2, 12)
    m = plan_move(t, "a", [(20, 12)])
    assert m.end == pytest.approx((9.25, 12)) and "In the way" in m.stopped


@pytest.mark.parametrize("kind", [Kind.WATER, Kind.HINDERING, Kind.ELEVATED, Kind.LOW_WALL, Kind.OPEN])
def test_other_terrain_can_be_entered(kind):
    t = table((kind, rect(10, 0, 4, 24), "Passable"))
    put(t, "a", 2, 12)
    assert plan_move(t, "a", [(20, 12)]).stopped == ""


def test_a_steep_edge_cannot_be_crossed_either_way():
    t = table((Kind.STEEP, rect(10, 8, 8, 8), "Crag"))
    put(t, "low", 2, 12)
    put(t, "high", 14, 12)
    up = plan_move(t, "low", [(14, 12)])
    assert "cliff edge of “Crag”" in up.stopped
    down = plan_move(t, "high", [(14, 22)])
    assert down.end == pytest.approx((14, 16), abs=0.002) and "cliff" in down.stopped
    assert t.elevation_at(down.end) == t.elevation_at((14, 12))  # short of the edge, on its own side
    assert plan_move(t, "high", [(16, 10)]).stopped == ""  # moving about on top


def test_a_move_stopped_at_a_cliff_cannot_go_on_over_it():
    """Stopped on a cliff's edge, a figure stood on the crag (its level said so) and its next move, or its
    path's next leg, went on over the top."""
    t = table((Kind.STEEP, rect(10, 8, 8, 8), "Crag"))
    put(t, "low", 2, 12)
    stopped = move(t, "low", [(14, 12)])
    assert "cliff edge" in stopped.stopped and t.elevation_at(stopped.end) == 0
    assert move(t, "low", [(14, 12)]).end == pytest.approx(stopped.end)
    put(t, "other", 2, 4)
    both_legs = plan_move(t, "other", [(10, 4), (10, 8), (14, 12)])  # along the edge to the corner, then up
    assert "cliff edge" in both_legs.stopped and t.elevation_at(both_legs.end) == 0


def test_a_centre_on_a_cliff_edge_stands_on_the_crag_and_may_not_step_down():
    """A scenario may place a figure on the edge: it is on the crag (its level, its sight) and stays there."""
    t = table((Kind.STEEP, rect(10, 8, 8, 8), "Crag"))
    put(t, "rim", 12, 8)
    assert t.elevation_at((12, 8)) > 0
    down = plan_move(t, "rim", [(12, 2)])
    assert "cliff edge of “Crag”" in down.stopped and down.length < 1e-3
    assert plan_move(t, "rim", [(12, 12)]).stopped == ""  # onto the crag's top
    along = plan_move(t, "rim", [(20, 8)])  # along the edge, to its corner
    assert along.end[0] == pytest.approx(18, abs=0.002) and "cliff edge" in along.stopped


def test_an_obstacle_stops_a_move_and_a_traverse_crosses_it():
    t = table((Kind.OBSTACLE, rect(10, 0, 1, 24), "Hedge"))
    put(t, "a", 2, 12)
    m = move(t, "a", [(20, 12)])
    assert m.stopped == "the obstacle “Hedge”" and m.end == pytest.approx((9.25, 12))  # what crosses it: the rules'
    assert say_crossing(t, m, "which a Climb crosses").stopped == "the obstacle “Hedge”, which a Climb crosses"
    crossed = traverse(t, "a", 0)
    assert crossed.stopped == ""
    assert crossed.end[0] == pytest.approx(11.75, abs=CONTACT)


def test_a_traverse_over_a_hedge_at_a_crags_foot_does_not_go_up_the_cliff():
    t = table((Kind.OBSTACLE, rect(10, 0, 1, 24), "Hedge"), (Kind.STEEP, rect(11, 0, 8, 24), "Crag"))
    put(t, "a", 9.25, 12)
    over = traverse(t, "a", 0)
    assert over.stopped == "it cannot traverse: the cliff edge of “Crag”" and over.end == (9.25, 12)


def test_a_ruleset_may_let_bases_cross_a_kind_at_its_cost():
    t = table((Kind.OBSTACLE, rect(10, 0, 1, 24), "Hedge"), (Kind.BLOCKING, rect(16, 0, 1, 24), "Wall"))
    put(t, "a", 2, 12)
    m = plan_move(t, "a", [(14, 12)], costs={Kind.OBSTACLE: 2}, crossing={Kind.OBSTACLE})
    assert m.stopped == "" and m.end == (14, 12) and m.cost == pytest.approx(13)
    walled = plan_move(t, "a", [(20, 12)], crossing={Kind.OBSTACLE})
    assert "blocking terrain “Wall”" in walled.stopped


def test_traverse_needs_contact_and_room_on_the_far_side():
    t = table((Kind.OBSTACLE, rect(10, 0, 1, 24), "Hedge"))
    put(t, "far", 5, 12)
    assert "does not touch" in traverse(t, "far", 0).stopped
    put(t, "a", 9.25, 6)
    put(t, "blocker", 12.5, 6)
    assert "overlaps 'blocker'" in traverse(t, "a", 0).stopped


def test_hindering_costs_what_the_ruleset_says():
    t = table((Kind.HINDERING, rect(6, 0, 2, 24), "Copse"))
    put(t, "a", 2, 12)
    m = plan_move(t, "a", [(12, 12)], allowance=20, costs={Kind.HINDERING: 2})
    assert (m.length, m.cost) == (pytest.approx(10), pytest.approx(12))
    short = plan_move(t, "a", [(12, 12)], allowance=6, costs={Kind.HINDERING: 2})
    assert short.end == pytest.approx((7, 12)) and short.stopped == "its move allowance is spent"


def test_the_allowance_runs_out_across_waypoints():
    t = table()
    put(t, "a", 2, 2)
    m = plan_move(t, "a", [(6, 2), (6, 10)], allowance=6)
    assert m.path == ((2, 2), (6, 2), (6, 4)) and m.cost == pytest.approx(6)


def test_the_table_edge_stops_a_move():
    t = table()
    put(t, "a", 2, 2)
    m = plan_move(t, "a", [(-10, 2)])
    assert m.end == (0.75, 2) and m.stopped == "the edge of the table"


points = st.tuples(st.floats(1, 23), st.floats(1, 23))


@settings(max_examples=60, deadline=None)
@given(starts=st.lists(points, min_size=2, max_size=6), paths=st.lists(st.lists(points, min_size=1, max_size=3),
                                                                         min_size=1, max_size=8))
def test_moves_never_make_bases_overlap_or_enter_forbidden_terrain(starts, paths):
    """Bases may start touching within the contact tolerance (0.01"), even a hair inside; no move makes any
    overlap worse, and bases clear of each other stay clear."""
    t = table((Kind.BLOCKING, rect(10, 10, 4, 4), "Tower"), (Kind.DEEP_WATER, rect(0, 18, 24, 2), "River"),
              (Kind.STEEP, rect(16, 2, 5, 5), "Crag"))
    for i, (x, y) in enumerate(starts):
        from game.board.table import Base

        if not t.problems_at(Base(str(i), x, y)):
            put(t, str(i), x, y)
    ids = list(t.bases)
    pairs = [(a, b) for a in ids for b in ids if a < b]
    gaps = {pair: t.edge_distance(*pair) for pair in pairs}
    for n, path in enumerate(paths):
        if not ids:
            break
        move(t, ids[n % len(ids)], path, allowance=12)
        for pair, before in gaps.items():
            assert t.edge_distance(*pair) >= min(before, 0.0) - 1e-6
        for a in ids:
            assert not t.pieces_under_base(*t.bases[a].pos, t.bases[a].radius - 1e-6, FORBIDDEN_TO_ENTER)


on_the_grid = st.tuples(st.integers(2, 46), st.integers(2, 46)).map(lambda p: (p[0] / 2, p[1] / 2))


@settings(max_examples=80, deadline=None)
@given(start=on_the_grid, paths=st.lists(st.lists(on_the_grid | points, min_size=1, max_size=4), min_size=1,
                                         max_size=6))
def test_no_move_changes_the_crags_a_centre_stands_on(start, paths):
    """Waypoints on the half-inch grid meet the crags' corners and run along their edges, where a move met no
    cliff to stop it and a figure went up one by its edge and over the top."""
    spur = ((4, 16), (5, 16), (5, 16.5), (7, 18), (7, 21), (1, 21), (1, 18), (2, 17), (4, 16.875))
    t = table((Kind.STEEP, rect(10, 4, 8, 6), "Crag"), (Kind.STEEP, spur, "Spur"))
    put(t, "a", *start, diameter=1.0)
    for path in paths:
        before = t.pieces_at(t.bases["a"].pos, (Kind.STEEP,))
        done = move(t, "a", path, allowance=12)
        assert t.pieces_at(done.end, (Kind.STEEP,)) == before, done


def test_a_going_s_stop_in_kinds_end_a_move_where_the_centre_enters_one():
    t = table((Kind.WATER, rect(10, 8, 4, 8), "Bog"))
    put(t, "a", 5, 12)
    going = Going(DEFAULT_GOING.barred, {}, frozenset({Kind.WATER}))
    m = plan_move(t, "a", [(20, 12)], going=going)
    assert "water terrain “Bog”: a move ends there" in m.stopped and 10 < m.end[0] < 10.1
    assert [p.name for p in t.pieces_at(m.end)] == ["Bog"]
    assert plan_move(t, "a", [(20, 12)]).stopped == ""  # the default going: water does not stop a move


def test_the_legs_traced_are_kept_for_the_last_few_maps_only():
    """Each version of a map reloaded while it is edited in Tiled is another map: the legs traced on every old
    one were kept, and the map with them, for the whole session."""
    for _ in range(KEPT_MAPS * 3):
        t = table((Kind.HINDERING, rect(6, 0, 2, 24), "Copse"))
        put(t, "a", 2, 12)
        plan_move(t, "a", [(20, 12)], costs={Kind.HINDERING: 2})
    assert len(movement._TRACED) <= KEPT_MAPS + 1
