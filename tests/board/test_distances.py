"""The route-distance field: how far a point is from the nearest of some places by the cheapest route."""

import math

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from game.board.distances import CELL, SAMPLE, route_distances, straight_ends
from game.board.movement import Going
from game.board.terrain import Kind
from tests.board.mapkit import put, rect, table

GOING = Going(frozenset({Kind.BLOCKING}), {Kind.HINDERING: 2.0})
SQUARES = math.sqrt(2) * CELL  # a place and a point are each measured from their square's centre


def test_on_an_open_table_it_is_the_straight_distance():
    t = table()
    points = np.array([[20.0, 4.0], [12.0, 20.0], [21.0, 21.0]])
    found = route_distances(t, GOING, 0.5, [(4.0, 4.0)], points)
    straight = np.hypot(*(points - [4.0, 4.0]).T)
    assert np.all(np.abs(found - straight) <= 0.03 * straight + SQUARES)


def test_the_nearest_place_counts():
    t = table()
    found = route_distances(t, GOING, 0.5, [(2.0, 12.0), (22.0, 12.0)], np.array([[18.0, 12.0]]))
    assert found[0] == np.float64(4.0)


def test_a_wall_is_walked_round():
    # A wall from y 2 to 22 at x 11-13, open at both ends: from (6, 12) to (18, 12) the route goes round an end.
    t = table((Kind.BLOCKING, rect(11, 2, 2, 20)))
    found = route_distances(t, GOING, 0.5, [(18.0, 12.0)], np.array([[6.0, 12.0]]))[0]
    detour = 2 * math.hypot(6.0, 10.5)  # to just past the wall's end and back, at the least
    assert found >= detour - SQUARES


def test_dear_terrain_costs_its_rate():
    t = table((Kind.HINDERING, rect(0, 0, 24, 24)))
    found = route_distances(t, GOING, 0.5, [(4.0, 12.0)], np.array([[14.0, 12.0]]))[0]
    assert found == np.float64(20.0)


def test_a_walled_in_place_is_reached_by_no_route():
    box = [(Kind.BLOCKING, rect(8, 8, 8, 1)), (Kind.BLOCKING, rect(8, 15, 8, 1)),
           (Kind.BLOCKING, rect(8, 8, 1, 8)), (Kind.BLOCKING, rect(15, 8, 1, 8))]
    t = table(*box)
    found = route_distances(t, GOING, 0.5, [(12.0, 12.0)], np.array([[2.0, 2.0]]))[0]
    assert math.isinf(found)


WALLED = table((Kind.BLOCKING, rect(11, 2, 2, 20)), (Kind.HINDERING, rect(3, 3, 4, 4)))  # one grid for every example


@settings(max_examples=40, deadline=None)
@given(st.tuples(st.floats(1, 23), st.floats(1, 23)), st.tuples(st.floats(1, 23), st.floats(1, 23)))
def test_a_route_is_never_shorter_than_the_straight_line(start, end):
    for x, y in (start, end):  # where a base may stand (a point in the wall is measured from outside it)
        assume(not (10.0 < x < 14.0 and 1.0 < y < 23.0))
    found = route_distances(WALLED, GOING, 0.5, [start], np.array([end]))[0]
    assert found >= math.dist(start, end) - SQUARES


def test_a_straight_move_on_open_ground_gets_where_it_aims():
    t = table()
    put(t, "a", 4.0, 12.0, diameter=1.0)
    (found,) = straight_ends(t, GOING, [("a", np.array([[10.0, 12.0], [4.0, 6.0]]), 6.0)])
    assert np.allclose(found, [[10.0, 12.0], [4.0, 6.0]])


def test_a_straight_move_stops_where_it_would_touch_another_base():
    t = table()
    put(t, "a", 4.0, 12.0, diameter=1.0)
    put(t, "b", 8.0, 12.0, diameter=1.0)
    (found,) = straight_ends(t, GOING, [("a", np.array([[10.0, 12.0], [4.0, 6.0]]), 6.0)])
    assert found[0] == pytest.approx([7.0, 12.0])  # edge to edge: touching
    assert found[1] == pytest.approx([4.0, 6.0])  # not in the way


def test_a_straight_move_stops_short_of_a_wall_and_halves_in_dear_ground():
    t = table((Kind.BLOCKING, rect(8, 2, 1, 20)), (Kind.HINDERING, rect(0, 18, 24, 6)))
    put(t, "a", 4.0, 12.0, diameter=1.0)
    put(t, "b", 4.0, 19.0, diameter=1.0)
    (wall,), (wood,) = straight_ends(t, GOING, [("a", np.array([[12.0, 12.0]]), 8.0),
                                              ("b", np.array([[12.0, 19.0]]), 4.0)])
    assert 7.5 - 0.5 <= wall[0] <= 7.5  # its edge against the wall, give or take a sample
    assert wood[0] == pytest.approx(6.0, abs=SAMPLE)  # 4 inches of allowance at 2 an inch


def test_a_base_against_a_wall_steps_off_it_but_not_into_it():
    t = table((Kind.BLOCKING, rect(8, 2, 1, 20)))
    put(t, "a", 7.45, 12.0, diameter=1.0)
    (found,) = straight_ends(t, GOING, [("a", np.array([[2.0, 12.0], [12.0, 12.0]]), 6.0)])
    assert found[0] == pytest.approx([2.0, 12.0])
    assert found[1] == pytest.approx([7.45, 12.0])
