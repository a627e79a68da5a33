"""Open ground laid over other terrain: a bridge over a river, stepping stones in a ford, a causeway in a marsh.

A map maker draws the river whole and the bridge on top of it, kind ``open``. Where an open piece lies, the
ground beneath it (water, deep water, hindering terrain, a chasm) is not there: the pieces of those kinds are cut
by the open pieces' areas when the map is read, so that every question the table answers (may a base stand or
move here, what does a line of fire cross, what does the inspector name) sees the bridge, not the water under
it. What stands on the ground (a building, a hedge, a wall, a hill) is not cut: a toll bar on a bridge still bars
it. A piece cut in two or more becomes that many pieces, named "Mill reach (1 of 2)" and so on, as a map names
the parts of one hedge; a piece that open ground covers entirely is gone.

Except what is put on it: an object that lies wholly within an open object and is listed after it (later in its
layer, or in a later layer: added after it) stands on it — a boulder put on a sandy dune of kind ``open`` is a
boulder, where it was cleared away unseen and figures walked through it. What open ground crosses or only
reaches into (a river under its bridge, whichever was drawn first) is cleared as before, and so is a region of
terrain tiles, which has no order against the objects.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from game.board.errors import MapError
from game.board.shapes import SLIVER, ShapeError, convex_parts, oriented, triangles
from game.board.terrain import Kind, Ring, TerrainPiece, numbered
from game.board.tmx_limits import MAX_COVERS, MAX_PIECES, MAX_TOTAL_POINTS
from game.board.tmx_tiles import region_cell, region_name

#: Of a cell: a point this near its next cell's edge counts in that cell (coordinates in inches are not exact).
EDGE = 1e-6
#: The kinds of ground that open ground laid over them clears.
BENEATH = frozenset({Kind.WATER, Kind.DEEP_WATER, Kind.HINDERING, Kind.IMPASSABLE})


def clear_beneath_open(pieces: Sequence[TerrainPiece], path: Path, inches_per_tile: float = 1.0) -> list[TerrainPiece]:
    """``pieces`` with the ground beneath open pieces cut away, numbered again in order (ids are indices). A map
    whose open ground would cut its terrain into more pieces or points than the loader takes is refused
    (``MapError``), as soon as the count passes the limit: a hostile map must not make the cutting endless."""
    over = [(k, p) for k, p in enumerate(pieces) if p.kind is Kind.OPEN and not p.is_thin]
    if not over:
        return list(pieces)
    opens = [area_of(p) for _, p in over]
    tree = shapely.STRtree(opens)
    out: list[TerrainPiece] = []
    points = overlaps = 0
    for at, piece in enumerate(pieces):
        if piece.kind not in BENEATH or piece.is_thin:
            out.append(piece)  # what stands on the ground, and walls drawn as lines, are not cut
            continue
        if not len(tree.query(shapely.box(*piece.bbox))):
            out.append(piece)  # nothing open near: its area need not be made (most pieces of a big map)
            continue
        area = area_of(piece)
        near = [k for k in tree.query(area, predicate="intersects").tolist()
                if not _put_on(piece, at, area, over[k], opens[k])]
        if not near:
            out.append(piece)
            continue
        overlaps += len(near)
        if overlaps > MAX_COVERS:  # each is cut away: thousands of pieces piled under thousands took minutes
            raise MapError(path, f"open ground and the terrain beneath it overlap in more than {MAX_COVERS:,} places "
                           "(a tabletop map has a few: pieces piled on one another?)", piece.source)
        cut = area.difference(shapely.union_all([opens[k] for k in near]))
        left = [g for g in shapely.get_parts(cut) if isinstance(g, Polygon) and g.area > SLIVER]
        for name, polygon in zip(_part_names(piece, left, inches_per_tile), left, strict=True):
            out.append(replace(piece, name=name, rings=rings_of(polygon), parts=parts_of(polygon)))
            points += sum(map(len, out[-1].rings)) + sum(map(len, out[-1].parts))
        if len(out) > MAX_PIECES or points > MAX_TOTAL_POINTS:
            raise MapError(path, f"open ground cuts the terrain beneath it into more than {MAX_PIECES:,} "
                           f"pieces or {MAX_TOTAL_POINTS:,} points", piece.source)
    return numbered(out)


def _put_on(piece: TerrainPiece, at: int, area: BaseGeometry, ground: tuple[int, TerrainPiece],
            ground_area: BaseGeometry) -> bool:
    """Whether ``piece`` (the ``at``-th of the map's pieces, ``area``) was put on the open piece of ``ground`` (its
    place among them, and the piece): both objects, it listed after the open one and wholly within it."""
    open_at, open_piece = ground
    return (piece.object_id is not None and open_piece.object_id is not None and open_at < at
            and ground_area.covers(area))


def _part_names(piece: TerrainPiece, parts: Sequence[Polygon], inches_per_tile: float) -> list[str]:
    """The names of what is left of ``piece``: its own when it is whole; for a region of tiles each part's own
    first cell (a river's bank cut by its bridges and fords was "water tiles at (14, 16) (5 of 7)" wherever the
    part lay), found from where the region's first cell lies; else the piece's name, numbered."""
    if len(parts) == 1:
        return [piece.name]
    region = region_cell(piece.name) if piece.object_id is None else None
    if region is not None:
        words, col, row = region
        x0, y0 = _first_corner(piece.rings[0])
        ox, oy = x0 - col * inches_per_tile, y0 - row * inches_per_tile  # the tile layer's corner, offset and all
        cells = [((x - ox) / inches_per_tile, (y - oy) / inches_per_tile)
                 for x, y in (_first_corner(list(part.exterior.coords)) for part in parts)]
        names = [region_name(words, math.floor(c + EDGE), math.floor(r + EDGE)) for c, r in cells]
        if len(set(names)) == len(names):
            return names
    return [f"{piece.name} ({k} of {len(parts)})" for k in range(1, len(parts) + 1)]


def _first_corner(ring: Sequence[Sequence[float]]) -> tuple[float, float]:
    """The topmost of a ring's points, the leftmost of those: a region's first cell's top-left corner."""
    x, y = min(ring, key=lambda p: (p[1], p[0]))[:2]
    return float(x), float(y)


def area_of(piece: TerrainPiece) -> BaseGeometry:
    """The piece's area: the union of its convex parts (their union is the area, holes and all)."""
    return shapely.union_all([Polygon(part) for part in piece.parts]) if piece.parts else Polygon()


def rings_of(polygon: Polygon) -> tuple[Ring, ...]:
    """The outline first with positive signed area, then the holes with negative (``game.board.shapes``)."""
    outline = oriented(polygon.exterior.coords, positive=True)
    return (outline, *(oriented(hole.coords, positive=False) for hole in polygon.interiors))


def parts_of(polygon: Polygon) -> tuple[Ring, ...]:
    """Convex parts whose union is the polygon: its outline's own split where it has no holes, else the
    triangles of a constrained Delaunay triangulation (which keeps the holes out)."""
    if not polygon.interiors:
        try:
            return convex_parts(oriented(polygon.exterior.coords, positive=True))
        except ShapeError:
            pass  # a shape pymunk's split cannot take: triangles serve as well
    return triangles(polygon)
