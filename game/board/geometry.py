"""Plane geometry in inches: angles as Tiled measures them, distances, arcs."""

from __future__ import annotations

import math

from game.board.terrain import Point, Ring


def direction(a: Point, b: Point) -> float:
    """Degrees clockwise from east (y grows downwards, as in Tiled) of the way from ``a`` to ``b``."""
    return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0])) % 360.0


def angle_between(a: float, b: float) -> float:
    """The smaller unsigned difference between two headings, in [0, 180]."""
    d = abs(a - b) % 360.0
    return 360.0 - d if d > 180.0 else d


def within_arc(heading: float, facing: float, arc: float, tolerance: float = 1e-9) -> bool:
    """Whether ``heading`` lies in an arc of ``arc`` degrees centred on ``facing`` (edges included)."""
    return angle_between(heading, facing) <= arc / 2.0 + tolerance


def distance(a: Point, b: Point) -> float:
    return math.hypot(b[0] - a[0], b[1] - a[1])


def unit(degrees: float) -> Point:
    r = math.radians(degrees)
    return math.cos(r), math.sin(r)


def ring_area(ring: Ring) -> float:
    """Signed area (shoelace); positive when the ring turns clockwise on screen (y down)."""
    n = len(ring)
    return 0.5 * sum(ring[i][0] * ring[(i + 1) % n][1] - ring[(i + 1) % n][0] * ring[i][1] for i in range(n))


def point_in_rings(p: Point, rings: tuple[Ring, ...]) -> bool:
    """Even-odd containment, so that holes (a clearing in a wood) are outside."""
    x, y = p
    inside = False
    for ring in rings:
        n = len(ring)
        for i in range(n):
            x1, y1 = ring[i]
            x2, y2 = ring[(i + 1) % n]
            if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                inside = not inside
    return inside


def segment_point_distance(a: Point, b: Point, p: Point) -> float:
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length2))
    return math.hypot(ax + t * dx - p[0], ay + t * dy - p[1])


def path_length(points: list[Point]) -> float:
    return sum(distance(points[i], points[i + 1]) for i in range(len(points) - 1))
