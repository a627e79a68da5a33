"""Polygon geometry for terrain pieces: validation, orientation, convex decomposition and placement.

Orientation: a ring or part with *positive* signed area (shoelace formula on the coordinates as they are)
is what ``pymunk.Poly`` and ``pymunk.autogeometry`` expect. With the table's y axis pointing down (screen and
Tiled coordinates) such a ring runs clockwise on screen. Outer rings and convex parts are positive, holes
negative.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TypeVar

import numpy as np
from pymunk.autogeometry import convex_decomposition

from game.board.terrain import Point, Ring

_P = TypeVar("_P", bound=Point)  # a point, or a whole-number one (a grid corner)

#: Vertices of the polygon that stands in for an ellipse.
ELLIPSE_SEGMENTS = 32


class ShapeError(ValueError):
    """A shape that cannot be terrain; the message says why, the caller says where."""


def signed_area(ring: Sequence[Point]) -> float:
    """Shoelace area: positive for the orientation pymunk wants (see the module docstring)."""
    total = 0.0
    for (x0, y0), (x1, y1) in zip(ring, (*ring[1:], ring[0]), strict=True):
        total += x0 * y1 - x1 * y0
    return total / 2


def simple_ring(points: Sequence[Point]) -> Ring:
    """The outline of a polygon as a valid ring with positive area.

    Repeated consecutive points (and a closing copy of the first) are dropped; fewer than 3 distinct points, a
    zero area or edges that cross or touch are a ``ShapeError``.
    """
    ring = [p for i, p in enumerate(points) if p != points[i - 1]]
    if len(ring) < 3:
        raise ShapeError(f"a polygon needs at least 3 distinct points, this one has {len(ring)}")
    (x0, y0) = ring[0]
    fx, fy = max(ring, key=lambda p: abs(p[0] - x0) + abs(p[1] - y0))
    tiny = 1e-9 * ((fx - x0) ** 2 + (fy - y0) ** 2)  # an area negligible next to the polygon's size
    if all(abs((fx - x0) * (y - y0) - (fy - y0) * (x - x0)) <= tiny for x, y in ring):
        raise ShapeError("zero-area polygon: all its points lie on one line")
    if _self_intersects(ring):
        raise ShapeError("self-intersecting polygon: two of its edges cross or touch")
    area = signed_area(ring)
    if abs(area) <= tiny:
        raise ShapeError("zero-area polygon: it is too thin to have an inside")
    return tuple(ring) if area > 0 else tuple(reversed(ring))


def _self_intersects(ring: Sequence[Point]) -> bool:
    """Whether any two edges of a closed ring cross or touch, other than neighbours sharing their vertex.

    Every pair of edges is compared at once with numpy (the ring is at most ``MAX_SHAPE_POINTS`` long).
    """
    p = np.asarray(ring, dtype=float)
    q = np.roll(p, -1, axis=0)
    e = q - p
    n = len(p)
    # o_start[i, j]: side of edge i on which the start of edge j lies (0 = on its line); o_end likewise
    o_start = e[:, None, 0] * (p[None, :, 1] - p[:, None, 1]) - e[:, None, 1] * (
        p[None, :, 0] - p[:, None, 0]
    )
    o_end = e[:, None, 0] * (q[None, :, 1] - p[:, None, 1]) - e[:, None, 1] * (q[None, :, 0] - p[:, None, 0])
    crossing = (o_start * o_end < 0) & (o_start.T * o_end.T < 0)
    lo = np.minimum(p, q)
    hi = np.maximum(p, q)

    def on_edge(points: np.ndarray) -> np.ndarray:  # [i, j]: points[j] within the bounding box of edge i
        inside = (lo[:, None, :] <= points[None, :, :]) & (points[None, :, :] <= hi[:, None, :])
        return inside.all(axis=2)

    touching = ((o_start == 0) & on_edge(p)) | ((o_end == 0) & on_edge(q))
    hits = crossing | touching | touching.T
    index = np.arange(n)
    distance = np.abs(index[:, None] - index[None, :])
    apart = (distance > 1) & (distance < n - 1)  # neither the same edge nor neighbours
    if (hits & apart).any():
        return True
    # neighbours only share their vertex unless the outline turns straight back on itself
    following = np.roll(e, -1, axis=0)
    parallel = e[:, 0] * following[:, 1] - e[:, 1] * following[:, 0] == 0
    backwards = (e * following).sum(axis=1) < 0
    return bool((parallel & backwards).any())


def convex_parts(ring: Ring) -> tuple[Ring, ...]:
    """Convex polygons with positive area whose union is the (simple, positive) ring; never its hull.

    A convex ring is its own single part; a concave one is split by
    ``pymunk.autogeometry.convex_decomposition`` and the result is checked to cover exactly the ring's area.
    """
    core = without_collinear(ring)
    if all(_turn(core[i - 1], core[i], core[(i + 1) % len(core)]) > 0 for i in range(len(core))):
        return (core,)
    try:
        polylines = convex_decomposition([*core, core[0]], 0.0)
    except Exception as e:  # pymunk asserts on input it cannot handle
        raise ShapeError(f"the concave polygon cannot be split into convex parts: {e}") from None
    parts = tuple(tuple((float(v.x), float(v.y)) for v in line[:-1]) for line in polylines)
    areas = [signed_area(part) for part in parts]
    if not parts or min(areas) <= 0 or not math.isclose(sum(areas), signed_area(core), rel_tol=1e-6):
        raise ShapeError("the concave polygon cannot be split into convex parts of the same area")
    return parts


def touching_ring(points: Sequence[Point]) -> tuple[Ring, tuple[Ring, ...]]:
    """An outline that touches itself without crossing, as other games draw a room's walls in one polygon (round
    the outside, in along a slit, round the room, back out): the outline as it is, with positive area, and convex
    parts that cover exactly its area. An outline whose edges cross is a ``ShapeError``."""
    ring = [p for i, p in enumerate(points) if p != points[i - 1]]
    area = signed_area(ring) if len(ring) >= 3 else 0.0
    if area == 0:
        raise ShapeError("zero-area polygon")
    ring = ring if area > 0 else ring[::-1]
    try:
        polylines = convex_decomposition([*ring, ring[0]], 0.0)
    except Exception:  # pymunk asserts on input it cannot handle
        polylines = []
    parts = tuple(tuple((float(v.x), float(v.y)) for v in line[:-1]) for line in polylines)
    areas = [signed_area(part) for part in parts]
    if not parts or min(areas) <= 0 or not math.isclose(sum(areas), abs(area), rel_tol=1e-6):
        raise ShapeError("self-intersecting polygon: its outline crosses or overlaps itself")
    return tuple(ring), parts


def polygon_ring(points: Sequence[Point], touching: bool = True) -> tuple[Ring, tuple[Ring, ...] | None]:
    """A polygon's outline as a ring, with None; or, where ``touching`` allows an outline that touches itself
    without crossing (other games draw a room's walls so), that ring with its parts. When neither reads, the
    simple outline's ``ShapeError`` (an outline that crosses itself says so, not that it fails to touch)."""
    try:
        return simple_ring(points), None
    except ShapeError as not_simple:
        if not touching:
            raise
        try:
            return touching_ring(points)
        except ShapeError:
            raise not_simple from None


def _turn(a: Point, b: Point, c: Point) -> float:
    return (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0])


def without_collinear(ring: Sequence[_P]) -> tuple[_P, ...]:
    """The ring without vertices that lie straight between their neighbours (the outline stays the same).

    Assumes a valid ring: no vertex turns straight back.
    """
    return tuple(p for i, p in enumerate(ring) if _turn(ring[i - 1], p, ring[(i + 1) % len(ring)]) != 0)


def rectangle_ring(x: float, y: float, width: float, height: float) -> Ring:
    """A rectangle from its top-left corner, positively oriented."""
    return ((x, y), (x + width, y), (x + width, y + height), (x, y + height))


def ellipse_ring(width: float, height: float, segments: int = ELLIPSE_SEGMENTS) -> Ring:
    """The polygon inscribed in the ellipse of a ``width`` x ``height`` box whose top-left is (0, 0)."""
    rx, ry = width / 2, height / 2
    return tuple(
        (rx + rx * math.cos(2 * math.pi * k / segments), ry + ry * math.sin(2 * math.pi * k / segments))
        for k in range(segments)
    )


def place(
    points: Sequence[Point], origin: Point, rotation: float, scale: tuple[float, float]
) -> tuple[Point, ...]:
    """Points given relative to an object's origin, rotated clockwise on screen (y down) by ``rotation``
    degrees around that origin, moved to it and scaled (pixels to inches).

    Quarter turns use exact sines so that a rotated rectangle keeps exact coordinates.
    """
    quarter, rest = divmod(rotation, 90.0)
    if rest == 0:
        sin, cos = ((0.0, 1.0), (1.0, 0.0), (0.0, -1.0), (-1.0, 0.0))[int(quarter) % 4]
    else:
        sin, cos = math.sin(math.radians(rotation)), math.cos(math.radians(rotation))
    (ox, oy), (sx, sy) = origin, scale
    return tuple(((ox + x * cos - y * sin) * sx, (oy + x * sin + y * cos) * sy) for x, y in points)
