"""Bases on the table: distances, contact, arcs, elevation, and where a base may stand."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.board.table import CONTACT, Base
from game.board.terrain import Kind
from tests.board.mapkit import put, rect, table


def test_centre_and_edge_distances():
    t = table()
    put(t, "a", 2, 2)
    put(t, "b", 5, 6, diameter=2.0)
    assert t.distance("a", "b") == pytest.approx(5.0)
    assert t.edge_distance("a", "b") == pytest.approx(5.0 - 0.75 - 1.0)


def test_contact_is_touching_within_a_hundredth():
    t = table()
    put(t, "a", 2, 2)
    put(t, "b", 3.509, 2)
    put(t, "c", 2, 3.52)
    assert t.in_contact("a", "b") and t.contacts("a") == ["b"]
    assert not t.in_contact("a", "c")


def test_arc_of_and_front_contact():
    t = table()
    put(t, "a", 5, 5, facing=0)  # faces east
    put(t, "east", 6.5, 5)
    put(t, "west", 3.5, 5, facing=0)
    assert t.arc_of("a", t.bases["east"].pos) == "front"
    assert t.arc_of("a", t.bases["west"].pos) == "rear"
    assert t.front_touches("a", "east") and not t.front_touches("a", "west")
    assert t.front_touches("west", "a")  # west faces a
    assert t.arc_of("a", (5, 3)) == "front"  # the arc's edge (north) counts as front


def test_within_measures_centre_or_edge_nearest_first():
    t = table()
    put(t, "a", 2, 2)
    put(t, "b", 6, 2)
    put(t, "c", 4, 2)
    assert t.within("a", 4) == ["c", "b"]
    assert t.within("a", 2.5, edge=True) == ["c", "b"]
    assert t.within("a", 1.0, edge=True) == ["c"]


def test_elevation_follows_the_terrain_under_the_centre():
    t = table((Kind.ELEVATED, rect(0, 0, 10, 10), "Hill"), (Kind.STEEP, rect(2, 2, 3, 3), "Tower top", 2))
    assert put(t, "a", 8, 8).elevation == 1
    assert put(t, "b", 3, 3).elevation == 2
    assert put(t, "c", 15, 15).elevation == 0
    t.place("c", (9, 1))
    assert t.bases["c"].elevation == 1


def test_problems_at_names_what_is_wrong():
    t = table((Kind.BLOCKING, rect(10, 10, 4, 4), "Barn"), (Kind.WATER, rect(0, 20, 24, 4), "Ford"))
    put(t, "a", 5, 5)
    assert t.problems_at(Base("x", 5.5, 5)) == [
        "its base overlaps 'a' by 1.00 in (their centres 0.50 in apart, 1.50 in needed)"]
    assert t.problems_at(Base("x", 0.5, 12)) == ["its base at (0.5, 12) is not wholly on the table (24 × 24 in)"]
    assert "blocking terrain “Barn”" in t.problems_at(Base("x", 9.5, 12))[0]
    assert t.problems_at(Base("x", 12, 22)) == []  # water is fine to stand in
    assert t.problems_at(Base("x", 6.5, 5)) == []  # touching is fine


def test_place_turns_and_moves():
    t = table()
    put(t, "a", 5, 5, facing=10)
    t.place("a", (7, 8), facing=-90)
    base = t.bases["a"]
    assert (base.x, base.y, base.facing) == (7, 8, 270)
    assert math.isclose(t.space.point_query_nearest((7, 8), 0, __import__("pymunk").ShapeFilter()).distance, -0.75)


def test_the_contact_map_is_every_base_s_contacts():
    t = table()
    for i, (x, y) in enumerate([(2, 2), (3.5, 2), (3.5, 3.5), (10, 10), (11.5 + CONTACT / 2, 10), (20, 20)]):
        put(t, f"b{i}", x, y)
    found = t.contact_map()
    assert found == {b: t.contacts(b) for b in t.bases}
    assert found["b0"] == ["b1"] and found["b3"] == ["b4"] and found["b5"] == []


@settings(max_examples=60, deadline=None)
@given(crags=st.lists(st.tuples(st.floats(-2, 22), st.floats(-2, 22), st.floats(0.1, 6), st.floats(0.1, 6)),
                      min_size=1, max_size=8),
       points=st.lists(st.tuples(st.floats(0, 24), st.floats(0, 24)), min_size=1, max_size=30))
def test_a_point_on_a_crag_or_its_edge_is_near_a_crag(crags, points):
    """The coarse grid a move asks first (one look, whatever the count of crags) never misses one."""
    t = table(*((Kind.STEEP, rect(*box)) for box in crags))
    corners = [corner for box in crags for corner in rect(*box)]  # the edges' ends, exactly
    for p in [*points, *corners]:
        if t.pieces_at(p, (Kind.STEEP,)):
            assert t.near_a_crag(p)
    assert not table().near_a_crag((12, 12))
