"""Polygons cut to the part of a surface that is drawn, so drawing time follows the view, not the table.

``pygame.draw.polygon`` fills every scanline between the polygon's top and bottom, on or off the surface: a
rectangle ten million pixels tall at a deep zoom costs seconds a frame. Cut to a rectangle a little larger
than the surface (Sutherland–Hodgman), the fill is the same on the surface and its cost is bounded by the
surface; the cut's own edges fall outside, so an outline drawn from the result shows no seam.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

Pt = tuple[float, float]
#: How far outside the surface the cut lies, in pixels: more than any outline is wide.
MARGIN = 16


def clip_polygon(points: Sequence[Pt], area: pygame.Rect, margin: int = MARGIN) -> list[Pt]:
    """``points`` (a closed ring) cut to ``area`` grown by ``margin`` on each side; [] when nothing is left."""
    left, top = area.left - margin, area.top - margin
    right, bottom = area.right + margin, area.bottom + margin
    if all(left <= x <= right and top <= y <= bottom for x, y in points):
        return list(points)
    ring = list(points)
    for inside, cross in (
        (lambda p: p[0] >= left, lambda a, b: _at_x(a, b, left)),
        (lambda p: p[0] <= right, lambda a, b: _at_x(a, b, right)),
        (lambda p: p[1] >= top, lambda a, b: _at_y(a, b, top)),
        (lambda p: p[1] <= bottom, lambda a, b: _at_y(a, b, bottom)),
    ):
        ring = _cut(ring, inside, cross)
        if not ring:
            return []
    return ring


def _cut(ring: list[Pt], inside: Callable[[Pt], bool], cross: Callable[[Pt, Pt], Pt]) -> list[Pt]:
    out: list[Pt] = []
    for i, current in enumerate(ring):
        previous = ring[i - 1]
        if inside(current):
            if not inside(previous):
                out.append(cross(previous, current))
            out.append(current)
        elif inside(previous):
            out.append(cross(previous, current))
    return out


def _at_x(a: Pt, b: Pt, x: float) -> Pt:
    t = (x - a[0]) / (b[0] - a[0])
    return x, a[1] + t * (b[1] - a[1])


def _at_y(a: Pt, b: Pt, y: float) -> Pt:
    t = (y - a[1]) / (b[1] - a[1])
    return a[0] + t * (b[0] - a[0]), y
