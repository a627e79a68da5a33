"""Where a base can cross an obstacle: spots that touch it, each with the spot a traverse from there reaches."""

from __future__ import annotations

import pytest

from game.board.crossings import Crossings, leads_to
from game.board.movement import move, traverse
from game.board.table import CONTACT
from game.board.terrain import Kind
from tests.board.mapkit import put, rect, table


def test_a_door_in_a_wall_is_crossed_both_ways_and_a_traverse_from_its_near_spot_ends_on_its_far_spot():
    t = table((Kind.BLOCKING, rect(0, 11, 11, 1), "Wall"), (Kind.OBSTACLE, rect(11, 11, 1, 1), "Door"),
              (Kind.BLOCKING, rect(12, 11, 12, 1), "Wall"))
    ways = [c for c in Crossings.of(t, 0.75) if c.piece == 1]
    assert sorted((c.near[1] < 11, c.far[1] > 12) for c in ways) == [(False, False), (True, True)]
    inward = next(c for c in ways if c.near[1] < 11)
    put(t, "a", *inward.approach)
    walked = move(t, "a", [inward.far])  # from its approach straight on: it stops against the door
    assert "obstacle “Door”" in walked.stopped and walked.end == pytest.approx(inward.near, abs=CONTACT)
    crossed = traverse(t, "a", 1)
    assert crossed.stopped == "" and crossed.end == pytest.approx(inward.far, abs=CONTACT)


def test_a_crossing_leads_only_to_what_lies_in_plain_reach_past_it():
    t = table((Kind.OBSTACLE, rect(10, 0, 1, 24), "Hedge"), (Kind.BLOCKING, rect(16, 0, 1, 24), "Wall"))
    east = next(c for c in Crossings.of(t, 0.75) if c.near[0] < 10)
    assert leads_to(t, east, (14, 12)) and not leads_to(t, east, (20, 12))


def test_a_hedge_is_crossed_all_along_but_not_where_the_far_side_is_walled():
    t = table((Kind.OBSTACLE, rect(10, 0, 1, 24), "Hedge"), (Kind.BLOCKING, rect(11, 0, 2, 6), "Barn"))
    ways = Crossings.of(t, 0.75)
    eastward = sorted(c.near[1] for c in ways if c.near[0] < 10)
    assert len(eastward) >= 8 and min(eastward) > 5  # not into the barn against the hedge's north end
    assert all(c.far[0] > 11 for c in ways if c.near[0] < 10)
