"""Collision shapes drawn on tiles in a tileset (Tiled's tile collision editor), read as terrain outlines.

Each tile's shapes are read once, in the tile's own pixels: rectangles, ellipses and polygons, rotated as
objects are; points, polylines and text have no area and are skipped. A rectangle that covers the whole cell
makes the tile a whole-cell tile, which merges with its neighbours like tile-property terrain; other shapes
are placed (and flipped with the tile) wherever the tile lies. Tiled draws a tile from the bottom-left corner
of its cell, so a tile taller or wider than the map's cells reaches up and to the right.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from game.board.errors import MapError
from game.board.shapes import ShapeError, convex_parts, ellipse_ring, place, polygon_ring, rectangle_ring, touching_ring
from game.board.terrain import Kind, Ring
from game.board.tmx_fixup import PreparedMap
from game.board.tmx_mapping import Category, Choice, ConventionCounter, is_true
from game.board.tmx_pytmx import parse_properties
from game.board.tmx_values import attr_float, attr_int, parse_kind, shape_points, terrain_property

#: How far (pixels) a rectangle may fall short of its cell's edges and still cover the whole cell.
COVER_SLACK = 1.0
FLIP_H, FLIP_V, FLIP_D = 0x80000000, 0x40000000, 0x20000000


@dataclass(frozen=True)
class TileShape:
    """One collision shape of a tile, in the tile's pixels (y down, origin at the tile's top-left)."""

    ring: Ring
    cls: str
    properties: dict[str, object]
    kind: Kind | None  # what the shape itself names: its ``terrain`` property, else its class
    covers: bool  # a rectangle over the whole cell


@dataclass(frozen=True)
class TileShapes:
    width: int  # the tile's size in pixels
    height: int
    shapes: tuple[TileShape, ...]


def tile_shapes(prepared: PreparedMap, path: Path, skipped: list[str]) -> dict[int, TileShapes]:
    """The collision shapes of every tile that has any, by gid. A shape that cannot be terrain (a polygon whose
    outline crosses itself, a number that is not one) is left out and noted in ``skipped``: collision shapes
    are other games' data, and a map that loaded when they were ignored must still load."""
    table = {}
    for span in prepared.tilesets:
        width = attr_int(span.element, "tilewidth", path, span.place, default=prepared.tile_width, lo=1)
        height = attr_int(span.element, "tileheight", path, span.place, default=prepared.tile_height, lo=1)
        for tile_id, group in span.shapes.items():
            place = f"collision shapes of tile {tile_id} of {span.place}"
            size = _own_size(span.element, tile_id, path, place) or (width, height)
            cell = (prepared.tile_width, prepared.tile_height)
            shapes = []
            for obj in group.iterfind("object"):
                where = f"object {obj.get('id', '?')} of the {place}"
                try:
                    shape = _shape(obj, size, cell, path, where)
                except (MapError, ShapeError) as e:
                    skipped.append(f"{where}: {e.reason if isinstance(e, MapError) else e}")
                    continue
                if shape is not None:
                    shapes.append(shape)
            if shapes:
                table[span.firstgid + tile_id] = TileShapes(*size, tuple(shapes))
    return table


def _own_size(tileset: ET.Element, tile_id: int, path: Path, place: str) -> tuple[int, int] | None:
    """The image size of a tile of an image collection (its own picture, not a cut of the tileset's)."""
    for tile in tileset.iterfind("tile"):
        if tile.get("id") == str(tile_id):
            image = tile.find("image")
            if image is not None and image.get("width") and image.get("height"):
                return attr_int(image, "width", path, place, lo=1), attr_int(image, "height", path, place, lo=1)
    return None


def _shape(obj: ET.Element, size: tuple[int, int], cell: tuple[int, int], path: Path, where: str) -> TileShape | None:
    """One collision shape in its tile's pixels; None for one without area. Raises ``MapError`` or
    ``ShapeError``."""
    tags = {child.tag for child in obj}
    if tags & {"point", "polyline", "text"}:
        return None
    x, y = attr_float(obj, "x", path, where), attr_float(obj, "y", path, where)
    rotation = attr_float(obj, "rotation", path, where)
    width, height = attr_float(obj, "width", path, where), attr_float(obj, "height", path, where)
    properties = parse_properties(obj, path, where)
    cls = obj.get("class") or obj.get("type") or ""
    terrain = properties.get("terrain")
    kind = parse_kind(cls) if terrain is None else terrain_property(terrain, path, where)
    polygon = obj.find("polygon")
    if polygon is not None:
        local = polygon_ring(shape_points(polygon, path, where))[0]
    elif width <= 0 or height <= 0:
        return None  # an empty rectangle or ellipse has no area
    elif "ellipse" in tags:
        local = ellipse_ring(width, height)
    else:
        local = rectangle_ring(0.0, 0.0, width, height)
    ring = place(local, (x, y), rotation, (1.0, 1.0))
    covers = (
        polygon is None and "ellipse" not in tags and rotation == 0 and size == cell
        and x <= COVER_SLACK and y <= COVER_SLACK
        and x + width >= size[0] - COVER_SLACK and y + height >= size[1] - COVER_SLACK
    )
    return TileShape(ring, cls, properties, kind, covers)


def carries(cls: str, properties: dict[str, object]) -> bool:
    """Whether something has a class or a true property that a mapping could name."""
    return bool(cls) or any(is_true(v) for v in properties.values())


def shape_kinds(
    outline: TileShapes, counter: ConventionCounter, owner_kind: Kind | None, owner_carries: bool, *, cells: int = 0
) -> list[tuple[TileShape, Kind]]:
    """The shapes of a tile placed once (as ``cells`` cells of a layer, or as one tile object) that are terrain,
    with their kinds: a shape's own kind, else its class's or true property's mapping, else what its owner (the
    tile or tile object) carries, else the mapping of tile collision shapes. The last is counted as a
    convention only when neither the owner nor the shape carries anything a mapping could name."""
    if not owner_carries and any(s.kind is None and not carries(s.cls, s.properties) for s in outline.shapes):
        counter.count([(Category.TILE_SHAPES, "")], cells)
    found = []
    for shape in outline.shapes:
        kind: Choice | None = shape.kind
        if kind is None and carries(shape.cls, shape.properties):
            kind = counter.choose(shape.cls, shape.properties, cells=cells)
        if kind is None:
            kind = owner_kind if owner_carries else counter.mapping.choice(Category.TILE_SHAPES, "")
        if isinstance(kind, Kind):
            found.append((shape, kind))
    return found


def flipped(shape: TileShape, tile: TileShapes, raw_gid: int, path: Path, where: str) -> tuple[Ring, tuple[Ring, ...]]:
    """The shape's ring and convex parts in the pixels of its tile flipped as ``raw_gid`` says (Tiled flips
    anti-diagonally first, then horizontally, then vertically)."""
    width, height = tile.width, tile.height
    points = list(shape.ring)
    mirrors = 0
    if raw_gid & FLIP_D:
        points = [(y, x) for x, y in points]
        width, height = height, width
        mirrors += 1
    if raw_gid & FLIP_H:
        points = [(width - x, y) for x, y in points]
        mirrors += 1
    if raw_gid & FLIP_V:
        points = [(x, height - y) for x, y in points]
        mirrors += 1
    ring = tuple(reversed(points)) if mirrors % 2 else tuple(points)
    try:
        return ring, convex_parts(ring)
    except ShapeError:
        pass
    try:  # an outline that touches itself
        return ring, touching_ring(ring)[1]
    except ShapeError as e:
        raise MapError(path, str(e), where) from None
