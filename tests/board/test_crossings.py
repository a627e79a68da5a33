"""Where a base can cross an obstacle: spots that touch it, each with the spot a traverse from there reaches."""

from __future__ import annotations

import pytest

from game.board.crossings import Crossings
from game.board.movement import traverse
from game.board.table import CONTACT
from game.board.terrain import Kind
from tests.board.mapkit import put, rect, table


def test_a_door_in_a_wall_is_crossed_both_ways_and_a_traverse_from_its_near_spot_ends_on_its_far_spot():
    t = table((Kind.BLOCKING, rect(0, 11, 11, 1), "Wall"), (Kind.OBSTACLE, rect(11, 11, 1, 1), "Door"),
              (Kind.BLOCKING, rect(12, 11, 12, 1), "Wall"))
    ways = [c for c in Crossings.of(t, 0.75) if c.piece == 1]
    assert sorted((c.near[1] < 11, c.far[1] > 12) for c in ways) == [(False, False), (True, True)]
    inward = next(c for c in ways if c.near[1] < 11)
    put(t, "a", *inward.near)
    crossed = traverse(t, "a", 1)
    assert crossed.stopped == "" and crossed.end == pytest.approx(inward.far, abs=CONTACT)


def test_a_hedge_is_crossed_all_along_but_not_where_the_far_side_is_walled():
    t = table((Kind.OBSTACLE, rect(10, 0, 1, 24), "Hedge"), (Kind.BLOCKING, rect(11, 0, 2, 6), "Barn"))
    ways = Crossings.of(t, 0.75)
    eastward = sorted(c.near[1] for c in ways if c.near[0] < 10)
    assert len(eastward) >= 8 and min(eastward) > 5  # not into the barn against the hedge's north end
    assert all(c.far[0] > 11 for c in ways if c.near[0] < 10)
