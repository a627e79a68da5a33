"""Plane geometry in inches: angles as Tiled measures them, distances, arcs."""

from __future__ import annotations

import math

from game.board.terrain import Point


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
