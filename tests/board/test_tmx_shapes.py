"""Polygon validation and convex decomposition (game.board.shapes), which the Tiled loader relies on."""

from __future__ import annotations

import math

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from game.board.shapes import (
    DECOMPOSE_LIMIT,
    ShapeError,
    convex_parts,
    ellipse_ring,
    place,
    signed_area,
    simple_ring,
    touching_ring,
)

SQUARE = ((0.0, 0.0), (4.0, 0.0), (4.0, 4.0), (0.0, 4.0))


def contains(ring, point) -> bool:
    """Even-odd test: whether a point lies inside a ring."""
    x, y = point
    inside = False
    for (x0, y0), (x1, y1) in zip(ring, (*ring[1:], ring[0]), strict=True):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return inside


def in_convex(part, point, margin: float = 1e-7) -> bool:
    n = len(part)
    return all(
        (part[(i + 1) % n][0] - part[i][0]) * (point[1] - part[i][1])
        - (part[(i + 1) % n][1] - part[i][1]) * (point[0] - part[i][0])
        > margin
        for i in range(n)
    )


def test_simple_ring_orients_positively_and_drops_repeated_points() -> None:
    drawn_backwards = [(0.0, 0.0), (0.0, 4.0), (4.0, 4.0), (4.0, 4.0), (4.0, 0.0), (0.0, 0.0)]
    ring = simple_ring(drawn_backwards)
    assert len(ring) == 4 and set(ring) == set(SQUARE)
    assert signed_area(ring) == 16.0


@pytest.mark.parametrize(
    ("points", "reason"),
    [
        ([(0, 0), (4, 4), (4, 0), (0, 4)], "self-intersecting"),  # a bow tie
        ([(0, 0), (4, 0), (4, 4), (2, 0), (0, 4)], "self-intersecting"),  # a vertex on another edge
        ([(0, 0), (2, 2), (4, 0), (4, 4), (2, 2), (0, 4)], "self-intersecting"),  # figure eight at (2, 2)
        ([(0, 0), (4, 0), (4, 4), (4, 2), (0, 4)], "self-intersecting"),  # an edge turning straight back
        ([(0, 0), (2, 2), (4, 4)], "zero-area"),
        ([(0, 0), (4, 0), (4, 1e-12)], "zero-area"),
        ([(1, 1), (1, 1), (2, 2)], "at least 3 distinct points"),
        ([], "at least 3 distinct points"),
    ],
)
def test_invalid_polygons_are_refused(points, reason: str) -> None:
    with pytest.raises(ShapeError, match=reason):
        simple_ring([(float(x), float(y)) for x, y in points])


def test_convex_ring_is_its_own_part_without_collinear_points() -> None:
    assert convex_parts(((0.0, 0.0), (2.0, 0.0), (4.0, 0.0), (4.0, 4.0), (0.0, 4.0))) == (
        ((0.0, 0.0), (4.0, 0.0), (4.0, 4.0), (0.0, 4.0)),
    )


def test_ellipse_ring_is_convex_and_inside_its_box() -> None:
    ring = ellipse_ring(10.0, 4.0)
    assert convex_parts(ring) == (ring,)
    assert all(0 <= x <= 10 and 0 <= y <= 4 for x, y in ring)


def test_place_rotates_clockwise_on_screen_then_scales() -> None:
    assert place([(2.0, 0.0)], (10.0, 10.0), 90.0, (0.5, 0.25)) == ((5.0, 3.0),)
    assert place([(2.0, 0.0)], (0.0, 0.0), -90.0, (1.0, 1.0)) == ((0.0, -2.0),)
    (point,) = place([(2.0, 0.0)], (0.0, 0.0), 45.0, (1.0, 1.0))
    assert point == pytest.approx((math.sqrt(2), math.sqrt(2)))


@st.composite
def star_polygons(draw) -> list[tuple[float, float]]:
    """Simple polygons, often concave: vertices at increasing angles around a centre, at random distances."""
    n = draw(st.integers(3, 24))
    angles = sorted(draw(st.lists(st.floats(0, 2 * math.pi - 1e-3), min_size=n, max_size=n, unique=True)))
    radii = draw(st.lists(st.floats(0.5, 20), min_size=n, max_size=n))
    polar = zip(angles, radii, strict=True)
    return [(round(r * math.cos(a), 3), round(r * math.sin(a), 3)) for a, r in polar]


@given(star_polygons(), st.lists(st.tuples(st.floats(-20, 20), st.floats(-20, 20)), min_size=20, max_size=20))
@settings(max_examples=300, deadline=None)
def test_convex_parts_cover_exactly_the_polygon(points, probes) -> None:
    try:
        ring = simple_ring(points)
    except ShapeError:
        assume(False)  # rounding may make a thin star degenerate; such shapes are refused, not decomposed
    parts = convex_parts(ring)
    assert all(signed_area(part) > 0 for part in parts)
    assert all(in_convex(part, p, margin=-1e-9) for part in parts for p in part)  # each part is convex:
    for part in parts:  # no vertex turns the wrong way
        n = len(part)
        for i in range(n):
            a, b, c = part[i - 1], part[i], part[(i + 1) % n]
            assert (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]) >= -1e-9
    assert sum(signed_area(part) for part in parts) == pytest.approx(signed_area(ring), rel=1e-9)
    for probe in probes:
        if any(in_convex(part, probe, margin=1e-6) for part in parts):
            assert contains(ring, probe)  # never covers what the outline leaves out (no hull)


def test_an_outline_that_touches_itself_with_too_many_points_for_pymunk_is_refused_not_a_crash():
    """pymunk's split of an outline recurses once a split on the reading thread's stack: past DECOMPOSE_LIMIT
    points it could kill the program. The walls of a room drawn in one outline (out along a slit, round the room,
    back), with its bottom edge drawn in 300 points, are refused with the reason."""
    frame = [(0, 0), (96, 0), (96, 128), (160, 128), (160, 80), (144, 80), (144, 96), (112, 96), (112, 48),
             (160, 48), (160, 0), (272, 0), (272, 192)]
    frame += [(272 - 272 * k / 300, 192) for k in range(1, 300)]
    frame += [(0, 192), (0, 0), (-16, 0), (-16, 224), (288, 224), (288, -32), (-16, -32), (-16, 0)]
    with pytest.raises(ShapeError, match=f"more than {DECOMPOSE_LIMIT} points .* may not touch or cross itself"):
        touching_ring(frame)


def test_a_long_outline_that_crosses_itself_is_a_shape_error_not_a_geos_one():
    """Past DECOMPOSE_LIMIT points an outline is cut into triangles by GEOS, which raised its own exception on a
    figure of eight (a tile's collision shape is read so, and only a ShapeError becomes the map's message)."""
    eight = [(10 * math.sin(2 * math.pi * k / 300), 5 * math.sin(4 * math.pi * k / 300)) for k in range(300)]
    with pytest.raises(ShapeError, match="cannot be cut into triangles"):
        convex_parts(tuple(eight))


def test_a_long_concave_outline_is_cut_into_triangles_of_its_area():
    comb = [(0.0, 10.0), (0.0, 0.0)] + [(k / 3, 0.5 * (k % 2)) for k in range(1, 299)] + [(100.0, 0.0), (100.0, 10.0)]
    ring = tuple(comb) if signed_area(comb) > 0 else tuple(reversed(comb))
    parts = convex_parts(ring)
    assert len(parts) > DECOMPOSE_LIMIT and min(map(signed_area, parts)) > 0
    assert math.isclose(sum(map(signed_area, parts)), signed_area(ring))
