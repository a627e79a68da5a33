"""Polygon geometry for terrain pieces: validation, orientation, convex decomposition and placement.

Orientation: a ring or part with *positive* signed area (shoelace formula on the coordinates as they are)
is what ``pymunk.Poly`` and ``pymunk.autogeometry`` expect. With the table's y axis pointing down (screen and
Tiled coordinates) such a ring runs clockwise on screen. Outer rings and convex parts are positive, holes
negative.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import TypeVar

import numpy as np
import shapely
from pymunk.autogeometry import convex_decomposition
from shapely.geometry import Polygon

from game.board.terrain import Point, Ring

_P = TypeVar("_P", bound=Point)  # a point, or a whole-number one (a grid corner)

#: Most pairs of edges one step of ``self_intersecting`` compares: a few MB of numpy arrays.
BATCH = 1 << 16
#: Vertices of the polygon that stands in for an ellipse.
ELLIPSE_SEGMENTS = 32
#: Most points of a ring pymunk's ``convex_decomposition`` splits. It recurses in C on the thread's stack, once a
#: split: a zigzag of 1,200 points crashed the process (a segfault, no exception) on Linux's 8 MB stack, and one of
#: 400 on a thread of 1 MB (300 did not); maps are read on worker threads, and Windows gives them 2 MB. A ring of
#: more points (open ground cutting a big piece, tiles joining a hill) is cut into triangles instead, by GEOS,
#: which does not recurse. Every ring of the shipped and real maps has at most 52.
DECOMPOSE_LIMIT = 256
#: Square inches: a triangle, or a part of a piece cut by open ground, smaller than this is rounding, not terrain.
SLIVER = 1e-6


class ShapeError(ValueError):
    """A shape that cannot be terrain; the message says why, the caller says where."""


def signed_area(ring: Sequence[Point]) -> float:
    """Shoelace area: positive for the orientation pymunk wants (see the module docstring)."""
    total = 0.0
    for (x0, y0), (x1, y1) in zip(ring, (*ring[1:], ring[0]), strict=True):
        total += x0 * y1 - x1 * y0
    return total / 2


def distinct_points(points: Sequence[Point]) -> list[Point]:
    """The points of a closed outline without repeated consecutive points (nor a closing copy of the first)."""
    return [p for i, p in enumerate(points) if p != points[i - 1]]


def simple_ring(points: Sequence[Point], crossed: bool | None = None) -> Ring:
    """The outline of a polygon as a valid ring with positive area.

    Repeated consecutive points (and a closing copy of the first) are dropped; fewer than 3 distinct points, a
    zero area or edges that cross or touch are a ``ShapeError``. ``crossed`` is whether its edges cross or touch,
    when the caller has tested many outlines at once (``self_intersecting``).
    """
    ring = distinct_points(points)
    if len(ring) < 3:
        raise ShapeError(f"a polygon needs at least 3 distinct points, this one has {len(set(points))}")
    (x0, y0) = ring[0]
    fx, fy = max(ring, key=lambda p: abs(p[0] - x0) + abs(p[1] - y0))
    tiny = 1e-9 * ((fx - x0) ** 2 + (fy - y0) ** 2)  # an area negligible next to the polygon's size
    if all(abs((fx - x0) * (y - y0) - (fy - y0) * (x - x0)) <= tiny for x, y in ring):
        raise ShapeError("zero-area polygon: all its points lie on one line")
    if self_intersecting([ring])[0] if crossed is None else crossed:
        raise ShapeError("self-intersecting polygon: two of its edges cross or touch")
    area = signed_area(ring)
    if abs(area) <= tiny:
        raise ShapeError("zero-area polygon: it is too thin to have an inside")
    return tuple(ring) if area > 0 else tuple(reversed(ring))


def self_intersecting(rings: Sequence[Sequence[Point]]) -> list[bool]:
    """For each closed ring (at least 3 points), whether any two of its edges cross or touch, other than
    neighbours sharing their vertex.

    Every pair of edges of a ring is compared, the rings together, ``BATCH`` pairs at a time: one ring at a time,
    numpy's overhead took a second over the thousands of polygons a big map may hold.
    """
    found: list[bool] = []
    start = 0
    while start < len(rings):
        stop, held = start + 1, len(rings[start]) ** 2
        while stop < len(rings) and held + len(rings[stop]) ** 2 <= BATCH:
            held += len(rings[stop]) ** 2
            stop += 1
        found += _self_intersecting(rings[start:stop])
        start = stop
    return found


def _self_intersecting(rings: Sequence[Sequence[Point]]) -> list[bool]:
    counts = np.array([len(ring) for ring in rings])
    starts = np.cumsum(counts) - counts  # where each ring's points begin
    p = np.array([point for ring in rings for point in ring], dtype=float)
    first = np.repeat(starts, counts)  # each point's ring's first point
    following = first + (np.arange(len(p)) - first + 1) % np.repeat(counts, counts)
    q = p[following]
    e = q - p
    # every pair (i, j) of edges of a ring, ring by ring, i major; (j, i) is at ``swapped``
    sizes = counts * counts
    pair_starts = np.cumsum(sizes) - sizes
    ring = np.repeat(np.arange(len(rings)), sizes)
    rank = np.arange(int(sizes.sum())) - pair_starts[ring]
    n = counts[ring]
    i_local, j_local = rank // n, rank % n
    i, j = starts[ring] + i_local, starts[ring] + j_local
    swapped = pair_starts[ring] + j_local * n + i_local
    # o_start: side of edge i on which the start of edge j lies (0 = on its line); o_end likewise
    o_start = e[i, 0] * (p[j, 1] - p[i, 1]) - e[i, 1] * (p[j, 0] - p[i, 0])
    o_end = e[i, 0] * (q[j, 1] - p[i, 1]) - e[i, 1] * (q[j, 0] - p[i, 0])
    crossing = o_start * o_end < 0
    crossing &= crossing[swapped]
    lo, hi = np.minimum(p, q)[i], np.maximum(p, q)[i]

    def on_edge(points: np.ndarray) -> np.ndarray:  # points[j] within the bounding box of edge i
        return (lo <= points[j]).all(axis=1) & (points[j] <= hi).all(axis=1)

    touching = ((o_start == 0) & on_edge(p)) | ((o_end == 0) & on_edge(q))
    distance = np.abs(i_local - j_local)
    apart = (distance > 1) & (distance < n - 1)  # neither the same edge nor neighbours
    hits = (crossing | touching | touching[swapped]) & apart
    # neighbours only share their vertex unless the outline turns straight back on itself
    after = e[following]
    parallel = e[:, 0] * after[:, 1] - e[:, 1] * after[:, 0] == 0
    backwards = (e * after).sum(axis=1) < 0
    return (np.logical_or.reduceat(hits, pair_starts) | np.logical_or.reduceat(parallel & backwards, starts)).tolist()


def convex_parts(ring: Ring) -> tuple[Ring, ...]:
    """Convex polygons with positive area whose union is the (simple, positive) ring; never its hull.

    A convex ring is its own single part; a concave one is split by
    ``pymunk.autogeometry.convex_decomposition`` and the result is checked to cover exactly the ring's area, or,
    past ``DECOMPOSE_LIMIT`` points, cut into triangles.
    """
    core = without_collinear(ring)
    if all(_turn(core[i - 1], core[i], core[(i + 1) % len(core)]) > 0 for i in range(len(core))):
        return (core,)
    if len(core) > DECOMPOSE_LIMIT:
        try:
            parts = triangles(Polygon(core))
        except shapely.errors.GEOSException as e:  # an outline that crosses itself
            raise ShapeError(f"the polygon cannot be cut into triangles: {e}") from None
        if not parts or not math.isclose(sum(map(signed_area, parts)), signed_area(core), rel_tol=1e-6):
            raise ShapeError("the polygon cannot be cut into triangles of the same area")
        return parts
    try:
        polylines = convex_decomposition([*core, core[0]], 0.0)
    except Exception as e:  # pymunk asserts on input it cannot handle
        raise ShapeError(f"the concave polygon cannot be split into convex parts: {e}") from None
    parts = tuple(tuple((float(v.x), float(v.y)) for v in line[:-1]) for line in polylines)
    areas = [signed_area(part) for part in parts]
    if not parts or min(areas) <= 0 or not math.isclose(sum(areas), signed_area(core), rel_tol=1e-6):
        raise ShapeError("the concave polygon cannot be split into convex parts of the same area")
    return parts



def triangles(polygon: Polygon) -> tuple[Ring, ...]:
    """The polygon (holes and all) as positive triangles of a constrained Delaunay triangulation."""
    cut = shapely.get_parts(shapely.constrained_delaunay_triangles(polygon))
    return tuple(oriented(t.exterior.coords, positive=True) for t in cut if t.area > SLIVER)


def oriented(coords: Iterable[Sequence[float]], positive: bool) -> Ring:
    """A shapely ring's points (it repeats the first at the end), turned to the sign of area asked for."""
    ring = tuple((float(x), float(y)) for x, y, *_ in coords)[:-1]
    return ring if (signed_area(ring) > 0) == positive else ring[::-1]

def touching_ring(points: Sequence[Point]) -> tuple[Ring, tuple[Ring, ...]]:
    """An outline that touches itself without crossing, as other games draw a room's walls in one polygon (round
    the outside, in along a slit, round the room, back out): the outline as it is, with positive area, and convex
    parts that cover exactly its area. An outline whose edges cross is a ``ShapeError``."""
    ring = distinct_points(points)
    area = signed_area(ring) if len(ring) >= 3 else 0.0
    if area == 0:
        raise ShapeError("zero-area polygon")
    ring = ring if area > 0 else ring[::-1]
    if len(ring) > DECOMPOSE_LIMIT:
        raise ShapeError(f"an outline of more than {DECOMPOSE_LIMIT} points ({len(ring)}) may not touch or "
                         "cross itself")
    try:
        polylines = convex_decomposition([*ring, ring[0]], 0.0)
    except Exception:  # pymunk asserts on input it cannot handle
        polylines = []
    parts = tuple(tuple((float(v.x), float(v.y)) for v in line[:-1]) for line in polylines)
    areas = [signed_area(part) for part in parts]
    if not parts or min(areas) <= 0 or not math.isclose(sum(areas), abs(area), rel_tol=1e-6):
        raise ShapeError("self-intersecting polygon: its outline crosses or overlaps itself")
    return tuple(ring), parts


def polygon_ring(points: Sequence[Point], touching: bool = True,
                 crossed: bool | None = None) -> tuple[Ring, tuple[Ring, ...] | None]:
    """A polygon's outline as a ring, with None; or, where ``touching`` allows an outline that touches itself
    without crossing (other games draw a room's walls so), that ring with its parts. When neither reads, the
    simple outline's ``ShapeError`` (an outline that crosses itself says so, not that it fails to touch).
    ``crossed`` as for ``simple_ring``."""
    try:
        return simple_ring(points, crossed), None
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
