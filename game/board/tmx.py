"""Load a Tiled map (.tmx) into a ``TableMap``: size, terrain pieces and deployment points, all in inches.

Only finite orthogonal maps are played. The map is first read and checked safely (``tmx_fixup``), then its
objects and tile layers become terrain (``tmx_objects``, ``tmx_tiles``) and finally pytmx builds its own map
from the checked tree, kept in ``TableMap.tiled`` for drawing. Bad input of any kind raises ``MapError``.

A map made for another game marks its walls its own way; a ``TerrainMapping`` (``tmx_mapping``) says how
those conventions read as terrain, and the map lists every one it met in ``TableMap.conventions``.

Piece ids are their index in ``TableMap.pieces``: object pieces first (layer and object order), then
tile pieces; the ground beneath open pieces (a river under a bridge) is cut away (``open_ground``).

Coordinates: inches, x to the right and y down as in Tiled; a pixel x is ``x / tilewidth * inches_per_tile``
(y likewise with tileheight), ``inches_per_tile`` being a map property (default 1). Rings and parts follow
``game.board.shapes``: outer rings and convex parts have positive signed area (clockwise on screen), holes
negative.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from game.board.collector import held_off
from game.board.errors import MapError
from game.board.open_ground import clear_beneath_open
from game.board.tablemap import TableMap
from game.board.tile_cover import Crowded, merge_tiles_into_objects
from game.board.tmx_fixup import prepare_map
from game.board.tmx_limits import (
    MAX_COVERS,
    MAX_INCHES_PER_TILE,
    MAX_TABLE_INCHES,
    MAX_THICKNESS_INCHES,
    MIN_INCHES_PER_TILE,
)
from game.board.tmx_mapping import NO_MAPPING, ConventionCounter, TerrainMapping
from game.board.tmx_objects import read_objects
from game.board.tmx_pytmx import build_tiled_map, parse_properties, pictures_only
from game.board.tmx_tile_shapes import tile_shapes
from game.board.tmx_tiles import tile_table, tile_terrain
from game.board.tmx_values import finite_number
from game.words import one_line

#: Map property giving the size of a tile in inches.
INCHES_PER_TILE = "inches_per_tile"


@held_off()
def load_map(path: str | Path, mapping: TerrainMapping = NO_MAPPING) -> TableMap:
    """Read a Tiled map for the table, reading another game's conventions as ``mapping`` says; raises
    ``MapError`` (file, place, reason) for anything unplayable."""
    path = Path(path)
    prepared = prepare_map(path)
    properties = parse_properties(prepared.root, path, "map properties")
    if isinstance(properties.get("title"), str):  # shown on one line: a multi-line text property is a long title
        properties["title"] = one_line(properties["title"])
    inches_per_tile = finite_number(
        properties.get(INCHES_PER_TILE, 1.0), INCHES_PER_TILE, path, "map properties"
    )
    if not MIN_INCHES_PER_TILE <= inches_per_tile <= MAX_INCHES_PER_TILE:
        raise MapError(path, f"{INCHES_PER_TILE} must be from {MIN_INCHES_PER_TILE:g} to {MAX_INCHES_PER_TILE:g} "
                       f"inches, not {inches_per_tile:g}", "map properties")
    if max(prepared.cols, prepared.rows) * inches_per_tile > MAX_TABLE_INCHES:
        raise MapError(path, f'the table would be {prepared.cols * inches_per_tile:,g}" × '
                       f'{prepared.rows * inches_per_tile:,g}" ({prepared.cols:,} × {prepared.rows:,} tiles of '
                       f'{inches_per_tile:g}"): a table is at most {MAX_TABLE_INCHES:g}" a side (25 feet); set the map '
                       f"property {INCHES_PER_TILE} smaller", "map properties")
    _check_object_ids(prepared.root, path)
    tiles = tile_table(prepared, path)
    counter = ConventionCounter(mapping)
    shapes = tile_shapes(prepared, path, counter.skipped)
    pieces, deployment = read_objects(prepared, path, tiles, inches_per_tile, counter, shapes)
    pieces += tile_terrain(prepared, path, tiles, inches_per_tile, first_id=len(pieces), counter=counter,
                           shapes=shapes)
    try:
        merged = merge_tiles_into_objects(pieces)
    except Crowded:
        raise MapError(path, f"terrain tiles and terrain objects overlap in more than {MAX_COVERS:,} places (a "
                       "tabletop map has a few hundred: objects piled on one another?)") from None
    pieces = clear_beneath_open(merged.pieces, path, inches_per_tile)
    for piece in pieces:
        if piece.thickness > MAX_THICKNESS_INCHES:
            raise MapError(path, f"thickness must be at most {MAX_THICKNESS_INCHES:g} inches, not "
                           f"{piece.thickness:g}", piece.source)
    return TableMap(
        path=path,
        width=prepared.cols * inches_per_tile,
        height=prepared.rows * inches_per_tile,
        inches_per_tile=inches_per_tile,
        cols=prepared.cols,
        rows=prepared.rows,
        tile_width=prepared.tile_width,
        tile_height=prepared.tile_height,
        pieces=tuple(pieces),
        deployment=tuple(deployment),
        properties=properties,
        tiled=build_tiled_map(pictures_only(prepared.root), path),
        conventions=counter.conventions(),
        skipped=tuple(counter.skipped),
        laid_twice=(merged.dropped, merged.joined),
        overpainted=merged.overpainted,
        sources=prepared.sources,
    )


def _check_object_ids(root: ET.Element, path: Path) -> None:
    """Object ids are unique in a map (Tiled makes them so; a hand-edited or generated file may not)."""
    seen: dict[str, str] = {}
    for group in root.iter("objectgroup"):
        for obj in group.iterfind("object"):
            oid = obj.get("id")
            if oid is None:
                continue
            layer = group.get("name", "")
            if oid in seen:
                raise MapError(path, f"object id {oid} is used twice (also in layer '{seen[oid]}')",
                               f"object {oid} in layer '{layer}'")
            seen[oid] = layer
