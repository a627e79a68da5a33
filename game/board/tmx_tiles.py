"""Tile layers: their data decoded within limits, and terrain made of tiles whose tileset gives them a kind.

A tileset tile with a ``terrain`` property (and, for elevated kinds, ``elevation``) or a class naming a kind
makes every cell that shows it terrain; so does a tile whose class or true property the map's terrain mapping
gives a kind, and every non-empty cell of a layer the mapping names (a layer whose name suggests terrain, such
as ``Collision``, is listed among the map's conventions). In each tile layer, 4-connected cells of
the same kind and elevation become one piece: its rings are the exact outline of the cells, its parts
rectangles stacked from runs of cells. A tile with collision shapes (``tmx_tile_shapes``) is terrain only
inside its shapes: one piece per shape and cell, unless a shape covers the whole cell.
"""

from __future__ import annotations

import base64
import binascii
import re
import xml.etree.ElementTree as ET
import zlib
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from game.board.cell_regions import cell_regions
from game.board.errors import MapError
from game.board.shapes import place, rectangle_ring
from game.board.terrain import Kind, Point, Ring, TerrainPiece
from game.board.tmx_fixup import PreparedMap, TilesetSpan
from game.board.tmx_limits import MAX_PIECES, MAX_TERRAIN_RUNS
from game.board.tmx_mapping import IGNORE, Category, ConventionCounter, is_true, suggest_name
from game.board.tmx_pytmx import parse_properties
from game.board.tmx_tile_shapes import FLIP_D, TileShape, TileShapes, flipped, shape_kinds
from game.board.tmx_values import GID_FLAGS, attr_int, elevation_of, parse_kind, terrain_property
from game.board.tmx_xml import has_terrain_layer, walk_layers

#: zlib ``wbits`` for each compression of base64 layer data Tiled writes (zstd is not supported by pytmx).
WBITS = {"zlib": 15, "gzip": 31}


@dataclass(frozen=True)
class TileInfo:
    """What a tileset says about one of its tiles."""

    cls: str  # its class ("class" since Tiled 1.9, "type" before), inherited by tile objects
    properties: dict[str, object]
    place: str  # "tile 3 of tileset 'desert'", for messages


def tile_table(prepared: PreparedMap, path: Path) -> dict[int, TileInfo]:
    """Every tile a tileset lists with a ``<tile>`` element, by gid."""
    table = {}
    for span in prepared.tilesets:
        for tile in span.element.iterfind("tile"):
            tile_id = attr_int(tile, "id", path, span.place)
            place = f"tile {tile_id} of {span.place}"
            cls = tile.get("class") or tile.get("type") or ""
            table[span.firstgid + tile_id] = TileInfo(cls, parse_properties(tile, path, place), place)
    return table


@dataclass(frozen=True)
class _CellTerrain:
    """What a tile makes of a cell it lies in: the whole cell, or pieces from its collision shapes."""

    whole: tuple[Kind, int] | None = None  # (kind, elevation)
    shapes: tuple[tuple[Kind, int, TileShape], ...] = ()


class _TileKinds:
    """Decides, once per tile and layer, what a tile's cells are: from its ``terrain`` property or class,
    its collision shapes, or the map's terrain mapping (counting what it meets on the way)."""

    def __init__(self, tiles: dict[int, TileInfo], shapes: dict[int, TileShapes], counter: ConventionCounter,
                 path: Path) -> None:
        self.tiles = tiles
        self.shapes = shapes
        self.counter = counter
        self.path = path
        for tile in tiles.values():  # a mistake in the tileset is one even where the map does not use the tile
            if tile.properties.get("terrain") is not None:
                kind = terrain_property(tile.properties["terrain"], path, tile.place)
                elevation_of(kind, tile.properties, path, tile.place)

    def cell(self, gid: int, layer: str, cells: int) -> _CellTerrain:
        tile = self.tiles.get(gid)
        properties = tile.properties if tile else {}
        cls = tile.cls if tile else ""
        place = tile.place if tile else f"tile {gid}"
        terrain = properties.get("terrain")
        kind = terrain_property(terrain, self.path, place) if terrain is not None else parse_kind(cls)
        decided = kind is not None
        if not decided:
            choice = self.counter.choose(cls, properties, layer=layer, cells=cells)
            decided = choice is not None
            kind = choice if isinstance(choice, Kind) else None
        outline = self.shapes.get(gid)
        if outline is None:
            return _CellTerrain(whole=(kind, elevation_of(kind, properties, self.path, place))) if kind else \
                _CellTerrain()
        carries = decided or bool(cls) or any(is_true(v) for v in properties.values())
        found = [(k, elevation_of(k, {**properties, **shape.properties}, self.path, place), shape)
                 for shape, k in shape_kinds(outline, self.counter, kind, carries, cells=cells)]
        covering = next(((k, e) for k, e, shape in found if shape.covers), None)
        return _CellTerrain(whole=covering) if covering else _CellTerrain(shapes=tuple(found))


def tile_terrain(
    prepared: PreparedMap,
    path: Path,
    tiles: dict[int, TileInfo],
    inches_per_tile: float,
    *,
    first_id: int,
    counter: ConventionCounter,
    shapes: dict[int, TileShapes],
) -> list[TerrainPiece]:
    """Decode and check every tile layer; return its terrain tiles as pieces numbered from ``first_id``.

    Pieces get the properties of the tile in their first cell.
    """
    kinds = _TileKinds(tiles, shapes, counter, path)
    code_of: dict[tuple[Kind, int], int] = {}
    spans = sorted(prepared.tilesets, key=lambda span: span.firstgid)
    pieces: list[TerrainPiece] = []
    runs = 0
    scale = (inches_per_tile / prepared.tile_width, inches_per_tile / prepared.tile_height)

    # a tile layer named like terrain ("Collision", "Water") is listed for the terrain mapping, unless the map
    # draws its own terrain on a terrain layer: then its tile layers are art, whatever their names
    listed = not has_terrain_layer(prepared.root, path)

    def add(piece: TerrainPiece) -> None:
        if first_id + len(pieces) >= MAX_PIECES:
            raise MapError(path, f"the map has more than {MAX_PIECES:,} terrain pieces")
        pieces.append(piece)

    for layer, offset in walk_layers(prepared.root, path):
        if layer.tag != "layer":
            continue
        name = layer.get("name", "")
        raw = _decode(layer, prepared, path, f"layer '{name}'")
        gids = raw & ~np.uint32(GID_FLAGS)
        present, inverse, counts = np.unique(gids, return_inverse=True, return_counts=True)
        _check_gids(gids, present.tolist(), spans=spans, tiles=tiles, path=path, place=f"layer '{name}'")
        if listed and suggest_name(name) != IGNORE:
            counter.count([(Category.LAYER, name)], int(np.count_nonzero(gids)))
        lookup = []  # the region code of each present gid (0: not a whole-cell terrain)
        shaped: list[tuple[int, _CellTerrain]] = []
        for gid, cells in zip(present.tolist(), counts.tolist(), strict=True):
            terrain = kinds.cell(gid, name, cells) if gid else _CellTerrain()
            lookup.append(code_of.setdefault(terrain.whole, len(code_of) + 1) if terrain.whole else 0)
            if terrain.shapes:
                shaped.append((gid, terrain))
        keys = {code: key for key, code in code_of.items()}
        codes = np.array(lookup, dtype=np.int32)[inverse.reshape(gids.shape)]
        run_starts = np.count_nonzero(codes[:, 0]) + np.count_nonzero(
            (codes[:, 1:] != codes[:, :-1]) & (codes[:, 1:] != 0)
        )
        runs += int(run_starts)
        if runs > MAX_TERRAIN_RUNS:
            raise MapError(
                path,
                f"the tile terrain is too fragmented: over {MAX_TERRAIN_RUNS:,} runs of cells",
                f"layer '{name}'",
            )
        # cell corners to inches: a cell is inches_per_tile wide; the layer offset is in pixels
        origin = (
            offset[0] / prepared.tile_width * inches_per_tile,
            offset[1] / prepared.tile_height * inches_per_tile,
        )
        for region in cell_regions(codes) if run_starts else ():
            kind, elevation = keys[region.code]
            col, row = region.first_cell
            rects = (rectangle_ring(c0, r0, c1 - c0, r1 - r0) for c0, r0, c1, r1 in region.rects)
            add(
                TerrainPiece(
                    id=first_id + len(pieces),
                    kind=kind,
                    name=region_name(kind.words, col, row),
                    source=f"tiles of layer '{name}' around cell ({col}, {row})",
                    elevation=elevation,
                    rings=tuple(_to_inches(ring, origin, inches_per_tile) for ring in region.rings),
                    parts=tuple(_to_inches(rect, origin, inches_per_tile) for rect in rects),
                    properties=dict(tile.properties) if (tile := tiles.get(int(gids[row, col]))) else {},
                )
            )
        for gid, terrain in shaped:
            for piece in _shape_pieces(gid, terrain, raw, gids, kinds, offset=offset, name=name, scale=scale,
                                       prepared=prepared, path=path):
                add(replace(piece, id=first_id + len(pieces)))
    return pieces


def region_name(words: str, col: int, row: int) -> str:
    """A region of terrain tiles as messages name it: its kind's words and its first cell, row by row from the
    top-left ("deep water tiles at (14, 16)"), or its part's first cell where open ground cut it apart."""
    return f"{words} tiles at ({col}, {row})"


_REGION_NAME = re.compile(r"(?P<words>.+) tiles at \((?P<col>\d+), (?P<row>\d+)\)")


def region_cell(name: str) -> tuple[str, int, int] | None:
    """The kind's words and the first cell of a region named by :func:`region_name`, else None."""
    found = _REGION_NAME.fullmatch(name)
    return None if found is None else (found["words"], int(found["col"]), int(found["row"]))


def _shape_pieces(
    gid: int, terrain: _CellTerrain, raw: np.ndarray, gids: np.ndarray, kinds: _TileKinds, *, offset: Point,
    name: str, scale: tuple[float, float], prepared: PreparedMap, path: Path,
) -> Iterator[TerrainPiece]:
    """The pieces (not yet numbered) of a tile's collision shapes in every cell of the layer that shows the
    tile, row by row (one at a time, so that the caller's limit on pieces stops a huge map early)."""
    outline = kinds.shapes[gid]
    tile = kinds.tiles.get(gid)
    flipped_cache: dict[tuple[int, int], tuple[Ring, tuple[Ring, ...]]] = {}
    for row, col in np.argwhere(gids == gid).tolist():
        flags = int(raw[row, col]) & GID_FLAGS
        drawn_height = outline.width if flags & FLIP_D else outline.height
        corner = (offset[0] + col * prepared.tile_width,
                  offset[1] + (row + 1) * prepared.tile_height - drawn_height)
        where = f"a collision shape of the tile in cell ({col}, {row}) of layer '{name}'"
        for index, (kind, elevation, shape) in enumerate(terrain.shapes):
            if (flags, index) not in flipped_cache:
                flipped_cache[flags, index] = flipped(shape, outline, flags, path, where)
            ring, parts = flipped_cache[flags, index]
            yield TerrainPiece(
                id=-1,  # numbered by the caller
                kind=kind,
                name=f"{kind} shape of the tile at ({col}, {row})",
                source=where,
                elevation=elevation,
                rings=(place(ring, corner, 0.0, scale),),
                parts=tuple(place(part, corner, 0.0, scale) for part in parts),
                properties={**(tile.properties if tile else {}), **shape.properties},
            )


def _to_inches(ring: Sequence[tuple[float, float]], origin: Point, inches_per_tile: float) -> Ring:
    return tuple((origin[0] + x * inches_per_tile, origin[1] + y * inches_per_tile) for x, y in ring)


def _decode(layer: ET.Element, prepared: PreparedMap, path: Path, place: str) -> np.ndarray:
    """The raw gids of a tile layer as a rows x cols array, refusing data that is not exactly that size.

    Compressed data is inflated only up to the expected size, so a compression bomb costs nothing.
    """
    data = layer.find("data")
    if data is None:
        raise MapError(path, "the tile layer has no <data>", place)
    encoding = data.get("encoding")
    compression = data.get("compression") or None
    text = data.text or ""
    cells = prepared.cols * prepared.rows
    if encoding == "csv" and compression is None:
        values = text.split(",")
        if len(values) != cells:
            raise MapError(path, f"the layer data has {len(values)} cells, the map {cells}", place)
        try:
            numbers = np.array(values, dtype=np.int64)
        except (ValueError, OverflowError):
            raise MapError(
                path, "the CSV layer data holds something other than tile numbers", place
            ) from None
        if numbers.min() < 0 or numbers.max() > 0xFFFFFFFF:
            raise MapError(path, "the CSV layer data holds a tile number out of range", place)
        return numbers.astype(np.uint32).reshape(prepared.rows, prepared.cols)
    if encoding != "base64" or (compression is not None and compression not in WBITS):
        raise MapError(
            path,
            f"layer data with encoding {encoding!r} and compression {compression!r} is not supported; "
            "save the map with CSV or Base64 (uncompressed, zlib or gzip) layer data",
            place,
        )
    try:
        raw = base64.b64decode("".join(text.split()), validate=True)
    except (binascii.Error, ValueError) as e:
        raise MapError(path, f"the layer data is not valid base64: {e}", place) from None
    if compression is not None:
        inflater = zlib.decompressobj(WBITS[compression])
        try:
            raw, complete = inflater.decompress(raw, 4 * cells + 1), inflater.eof
        except zlib.error as e:
            raise MapError(path, f"the {compression} layer data is corrupt: {e}", place) from None
        if not complete and len(raw) == 4 * cells:
            raise MapError(path, f"the {compression} layer data is truncated", place)
    if len(raw) != 4 * cells:
        count = f"more than {cells}" if len(raw) > 4 * cells else f"{len(raw) / 4:g}"
        raise MapError(path, f"the layer data has {count} cells, the map {cells}", place)
    return np.frombuffer(raw, dtype="<u4").astype(np.uint32).reshape(prepared.rows, prepared.cols)


def _check_gids(
    gids: np.ndarray,
    present: list[int],
    *,
    spans: list[TilesetSpan],
    tiles: dict[int, TileInfo],
    path: Path,
    place: str,
) -> None:
    """Every non-empty cell must show a tile some tileset defines (else pytmx would have no image for it).

    ``spans`` are the map's tilesets sorted by firstgid.
    """
    for gid in present:
        if gid == 0 or gid in tiles:
            continue
        index = bisect_right(spans, gid, key=lambda span: span.firstgid) - 1
        if index >= 0 and gid - spans[index].firstgid < spans[index].grid_tiles:
            continue
        row, col = np.argwhere(gids == gid)[0].tolist()
        raise MapError(path, f"cell ({col}, {row}) shows tile {gid}, which no tileset defines", place)
