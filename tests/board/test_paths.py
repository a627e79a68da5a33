"""Shortest legal routes (game.board.paths): round walls, never through them, dear terrain skirted when that is
cheaper, other bases avoided, nothing where no way exists — and every route found is a legal move."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.board.movement import DEFAULT_GOING, Going, plan_move
from game.board.paths import find_routes
from game.board.table import Base
from game.board.terrain import Kind
from tests.board.mapkit import put, rect, table


def route(t, goal, going=DEFAULT_GOING, allowance=math.inf, base="a"):
    return find_routes(t, base, [goal], going, allowance)[0]


def walks(t, found, going=DEFAULT_GOING):
    """The route as a move: it must be travelled whole."""
    done = plan_move(t, "a", found.waypoints, going=going)
    return done.stopped == "" and math.dist(done.end, found.path[-1]) < 1e-3


def test_a_straight_line_when_nothing_is_in_the_way():
    t = table()
    put(t, "a", 4, 12)
    found = route(t, (20, 12))
    assert found.path == ((4, 12), (20.0, 12.0)) and found.length == pytest.approx(16)


def test_round_a_wall_and_legal_all_the_way():
    t = table((Kind.BLOCKING, rect(10, 4, 2, 16), "Wall"))
    put(t, "a", 5, 12)
    found = route(t, (18, 12))
    assert len(found.path) > 2 and walks(t, found)
    assert found.length < 24.5  # round an end of the wall: 2 × √(6.5² + 8.75²) ≈ 21.8, plus the corners


def test_no_route_into_a_closed_yard_and_none_to_a_spot_inside_a_wall():
    yard = table((Kind.BLOCKING, rect(8, 8, 8, 1)), (Kind.BLOCKING, rect(8, 15, 8, 1)),
                 (Kind.BLOCKING, rect(8, 8, 1, 8)), (Kind.BLOCKING, rect(15, 8, 1, 8)))
    put(yard, "a", 3, 3)
    assert route(yard, (12, 12)) is None
    assert route(yard, (8.5, 12)) is None


def test_a_goal_off_the_table_has_no_route():
    t = table()
    put(t, "a", 4, 12)
    assert find_routes(t, "a", [(-3, 12), (30, 40), (12, 0.2)], DEFAULT_GOING) == [None, None, None]


def test_the_allowance_limits_the_route():
    t = table((Kind.BLOCKING, rect(10, 4, 2, 16), "Wall"))
    put(t, "a", 5, 12)
    assert route(t, (18, 12), allowance=20) is None
    assert route(t, (18, 12), allowance=30) is not None


def test_dear_terrain_is_skirted_when_that_is_cheaper():
    t = table((Kind.HINDERING, rect(10, 9, 4, 6), "Wood"))
    put(t, "a", 4, 12, diameter=1.0)
    going = Going(DEFAULT_GOING.barred, {Kind.HINDERING: 3.0})
    found = route(t, (20, 12), going)
    assert len(found.path) > 2 and found.cost < 16 + 4 * 2  # cheaper than the straight line through the wood
    assert walks(t, found, going)


def test_a_route_never_passes_through_another_base():
    t = table((Kind.BLOCKING, rect(10, 4, 2, 14), "Wall"))  # from y 4 to 18: shorter round the top
    put(t, "a", 5, 10)
    assert min(y for _, y in route(t, (17, 10)).path) < 4
    put(t, "b", 11, 2.5)  # standing in the gap at the top
    found = route(t, (17, 10))
    assert max(y for _, y in found.path) > 18 and walks(t, found)


def test_several_goals_at_once_agree_with_one_at_a_time():
    t = table((Kind.BLOCKING, rect(10, 4, 2, 16), "Wall"), (Kind.BLOCKING, rect(16, 14, 6, 2), "Barn"))
    put(t, "a", 5, 12)
    goals = [(18, 12), (20, 20), (14, 2), (3, 22)]
    together = find_routes(t, "a", goals, DEFAULT_GOING)
    alone = [route(t, g) for g in goals]
    assert [r.cost for r in together] == pytest.approx([r.cost for r in alone])


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.floats(2, 20), st.floats(2, 20), st.floats(0.5, 5), st.floats(0.5, 5)), max_size=5),
       st.tuples(st.floats(1, 23), st.floats(1, 23)))
def test_every_route_found_is_a_legal_move(walls, goal):
    t = table(*((Kind.BLOCKING, rect(*w)) for w in walls))
    if t.problems_at(Base("a", 1.5, 1.5, 0, 1.0)):
        return
    put(t, "a", 1.5, 1.5, diameter=1.0)
    found = route(t, goal)
    if found is not None:
        assert walks(t, found)


def test_a_figure_in_the_open_is_gone_round():
    t = table()
    put(t, "a", 4, 12)
    put(t, "b", 9, 12)
    found = route(t, (14, 12))
    assert found is not None and len(found.path) > 2 and walks(t, found)
    assert found.length < 10 + 1.5  # just round it


def test_a_way_between_two_figures_is_found_when_it_is_wide_enough():
    t = table((Kind.BLOCKING, rect(10, 0, 2, 9), "North wall"), (Kind.BLOCKING, rect(10, 15, 2, 9), "South wall"))
    put(t, "a", 4, 12)
    put(t, "gate", 11, 12, diameter=1.0)  # in the middle of the 6" gap: 2.5" free either side
    found = route(t, (18, 12))
    assert found is not None and walks(t, found) and found.length < 17
