"""Where a base can cross the map's obstacles (1"-thick hedges, closed doors): the spots it stands on to touch an
obstacle, each with the spot a traverse from there carries it to.

Moves never cross an obstacle, so a place walled in with doors (a garden) has no route from outside; a mover that
wants to get in walks to one of these spots and traverses. The spots are the map's alone (the bases move), so
they are worked out once a map and base size: across every hedge (a line or an area) about every two inches along
it, both ways, and along an area through its middle (a square door is crossed both ways on both of its axes).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

import pymunk

from game.board.mapcache import KEPT_MAPS, PerMap
from game.board.table import CONTACT, NO_STANDING, Table, kind_mask
from game.board.terrain import Kind, Point, TerrainPiece

SPACING = 2.0  # inches between the crossings sampled along a hedge
APPROACH = 0.5  # inches short of touching where a route to a crossing ends


@dataclass(frozen=True)
class Crossing:
    piece: int  # the obstacle's piece id
    near: Point  # where the base stands, touching it
    far: Point  # where a traverse from there puts the base

    @property
    def approach(self) -> Point:
        """``APPROACH`` inches back from ``near``: a route's end clear of the wall beside a door (a leg that grazes
        it is refused), from which a straight move toward ``far`` stops in contact."""
        (nx, ny), (fx, fy) = self.near, self.far
        length = math.hypot(fx - nx, fy - ny) or 1.0
        return nx - (fx - nx) / length * APPROACH, ny - (fy - ny) / length * APPROACH


class Crossings:
    """The crossings of one map for bases of one radius, kept while the map is in use."""

    _kept: ClassVar[PerMap[tuple[Crossing, ...]]] = PerMap(KEPT_MAPS)

    @classmethod
    def of(cls, table: Table, radius: float) -> tuple[Crossing, ...]:
        return cls._kept.get(table.map, radius, lambda: tuple(
            c for piece in table.map.pieces if piece.kind is Kind.OBSTACLE for c in _across(piece, radius)
            if all(_free(table, at, radius) for at in (c.near, c.far, c.approach))
            and _touches(table, c.near, radius, c.piece)))


def leads_to(table: Table, crossing: Crossing, goal: Point) -> bool:
    """Whether ``goal`` is in plain reach past the crossing: the straight line from its far spot to the goal meets
    no terrain a base may not enter (a hedge that only leads into the next field does not lead there)."""
    hit = table.space.segment_query_first(crossing.far, goal, 0.0, pymunk.ShapeFilter(mask=kind_mask(NO_STANDING)))
    return hit is None


def _across(piece: TerrainPiece, radius: float) -> list[Crossing]:
    """Both ways over ``piece`` at each sampled place: the base's centre just clear of either face."""
    gap = radius + CONTACT / 2
    pairs: list[tuple[Point, Point]] = []
    if piece.is_thin:
        half = piece.thickness / 2 + gap
        for (ax, ay), (bx, by) in zip(piece.line, piece.line[1:], strict=False):
            length = math.hypot(bx - ax, by - ay)
            if length == 0:
                continue
            nx, ny = (ay - by) / length, (bx - ax) / length  # the segment's normal
            for t in _along(0.0, 1.0 * length):
                x, y = ax + (bx - ax) * t / length, ay + (by - ay) * t / length
                pairs.append(((x - nx * half, y - ny * half), (x + nx * half, y + ny * half)))
    else:  # across its short side all along it, and along it through the middle (both, for a square door)
        x0, y0, x1, y1 = piece.bbox
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        if x1 - x0 <= y1 - y0:
            pairs += [((x0 - gap, y), (x1 + gap, y)) for y in _along(y0, y1)] + [((cx, y0 - gap), (cx, y1 + gap))]
        if y1 - y0 <= x1 - x0:
            pairs += [((x, y0 - gap), (x, y1 + gap)) for x in _along(x0, x1)] + [((x0 - gap, cy), (x1 + gap, cy))]
    return [Crossing(piece.id, a, b) for p, q in dict.fromkeys(pairs) for a, b in ((p, q), (q, p))]


def _along(start: float, end: float) -> list[float]:
    """Places about ``SPACING`` apart along a side, the middle of each stretch."""
    count = max(1, round((end - start) / SPACING))
    return [start + (end - start) * (k + 0.5) / count for k in range(count)]


def _touches(table: Table, at: Point, radius: float, piece: int) -> bool:
    """Whether a base at ``at`` touches the piece (a spot off an area's bounding box may stand clear of it)."""
    return any(p.id == piece for p in table.obstacles_touching(at[0], at[1], radius))


def _free(table: Table, at: Point, radius: float) -> bool:
    """Whether the map lets a base of ``radius`` stand at ``at`` (on the table, clear of barred terrain)."""
    return table.map.contains(at, radius - CONTACT) and table.clear_under_base(at[0], at[1], radius, NO_STANDING)
