"""Terrain laid twice: a region of terrain tiles that the map's objects already lay.

The shipped tileset's roofs, bridges, water and hills carry a ``terrain`` property, so a maker who paints a house's
roof and draws the house as an object lays the same blocking ground twice. Where the tiles' region lies wholly
inside objects of its kind and level, it adds nothing the table would answer differently, and every explanation
named it beside the object (“Miller's house” and “blocking tiles at (12, 6)” for one house), so it is dropped when
the map is read. A region that reaches past its objects (blocky hill tiles round an elliptical hill) stays whole.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import shapely
from shapely.geometry.base import BaseGeometry

from game.board.open_ground import area_of
from game.board.terrain import Kind, TerrainPiece

KIND_PROPERTY = "terrain"  # the tile property that lays terrain; any other property (a footing) keeps the region
_UNCOVERED = 1e-6  # of the region's area: what rounding leaves outside its objects


def drop_covered_tiles(pieces: Sequence[TerrainPiece]) -> list[TerrainPiece]:
    """``pieces`` without tile regions wholly inside objects of their kind and level, numbered again in order."""
    tiled = {(p.kind, p.elevation) for p in pieces if p.object_id is None and p.parts}
    laid: dict[tuple[Kind, int], list[BaseGeometry]] = {}
    for piece in pieces:
        if piece.object_id is not None and piece.parts and (key := (piece.kind, piece.elevation)) in tiled:
            laid.setdefault(key, []).append(area_of(piece))  # only where tiles may lie inside: a map of objects
    trees = {key: shapely.STRtree(areas) for key, areas in laid.items()}
    out = [piece for piece in pieces if not _covered(piece, laid, trees)]
    if len(out) == len(pieces):
        return list(pieces)
    return [replace(p, id=i) if p.id != i else p for i, p in enumerate(out)]


def _covered(piece: TerrainPiece, laid: dict[tuple[Kind, int], list[BaseGeometry]],
             trees: dict[tuple[Kind, int], shapely.STRtree]) -> bool:
    key = (piece.kind, piece.elevation)
    if piece.object_id is not None or not piece.parts or key not in trees or set(piece.properties) - {KIND_PROPERTY}:
        return False
    area = area_of(piece)
    near = trees[key].query(area, predicate="intersects")
    if not len(near):
        return False
    return bool(area.difference(shapely.union_all([laid[key][k] for k in near])).area <= _UNCOVERED * area.area)
