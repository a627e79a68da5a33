"""Terrain laid twice: a region of terrain tiles painted over an object of its kind and level is that object.

The shipped tileset's roofs, bridges, water and hills carry a ``terrain`` property, so a maker who paints a hill's
tiles and draws the hill as an object lays one hill twice: an ellipse and a blocky region of whole tiles round it.
Two pieces made two hills: a figure on the ellipse's edge, outside the tiles, saw its own hill's tiles as "other
elevated terrain" that blocks its line of fire (clix 14c), and every explanation named "elevated tiles at (7, 0)"
beside "Sheep hill". So when the map is read, a region wholly inside objects of its kind and level is dropped
(a roof under its house), and a raised one that reaches past them joins them, each part outside them to the object
it runs along (the Sheep hill's tiles reach round the Long barrow too): one hill, the object's name, the union of
both. Ground that reaches past its object (water, a wood) stays its own piece: open ground cuts it afterwards, and
a joined shape pinched where tiles meet the object's curve fell apart there into pieces a line grazed. It is named
after the object it mostly lies in ("tiles of Raven wood"). A region that overlaps no such object, or carries a
property besides its kind and level (a footing), stays its own piece as it was.

A region of tiles of another kind or level that fills an object, the two alike (``OVERPAINT``), is told too:
both pieces hold, so the tiles' kind stands where the object says its own (a church whose class a maker turned
from blocking to hindering still blocked, for its roof tiles did, and nothing said why). Such a region is named
after the object, so that a line of fire it blocks says where.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import replace
from typing import NamedTuple

import numpy as np
import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from game.board.open_ground import area_of, parts_of, rings_of
from game.board.sight import Obstruction
from game.board.terrain import TerrainPiece, numbered, quoted
from game.board.tmx_limits import MAX_COVERS

KIND_PROPERTIES = frozenset({"terrain", "elevation"})  # what a tile says of its kind and level; anything else
# (a footing) keeps the region apart
_UNCOVERED = 1e-6  # of the region's area: what rounding leaves outside its objects
_SEAM = 1e-7  # inches: how near a part's edge must run to an object's to be shared with it
_BATCH = 64  # tile regions a query of the objects takes at once: the overlaps it returns stay a few MB at worst
_TILES_OF = "tiles of "  # a region of tiles named after its object: "tiles of Raven wood"
OVERPAINT = 0.95  # of each one's area: a tile region and an object of another kind this alike are one feature
# drawn twice at odds (a house and its roof), not a feature on another (a tower on a hill, stones in a ford)


class Merged(NamedTuple):
    """The pieces, how many tile regions were dropped and joined, and the objects painted over with tiles of
    another kind or level, each with its tiles (the check tells the map maker)."""

    pieces: list[TerrainPiece]
    dropped: int = 0
    joined: int = 0
    overpainted: tuple[tuple[TerrainPiece, TerrainPiece], ...] = ()


class Crowded(Exception):
    """More overlaps of tile regions with objects than :data:`MAX_COVERS` (the loader names the file)."""


class _Covers(NamedTuple):
    """Each overlap of a tile region with an object: the two (indices into ``regions`` and ``objects``) and the
    area they share; the regions' and the objects' areas as shapes."""

    regions: list[TerrainPiece]
    objects: list[TerrainPiece]
    region_areas: np.ndarray
    object_areas: np.ndarray
    region: np.ndarray
    host: np.ndarray
    common: np.ndarray


def _covers(pieces: Sequence[TerrainPiece]) -> _Covers:
    """The overlaps of the tile regions with the objects, found and measured in batches of regions, so that a
    hostile map (ten thousand objects piled over a checkerboard of tiles: 50 million overlaps) stops at
    :data:`MAX_COVERS` before it takes the memory or the time (a map of one piece for each overlap is far past
    any table)."""
    regions = [p for p in pieces if _mergeable(p)]
    objects = [p for p in pieces if p.object_id is not None and p.parts] if regions else []  # else none to meet
    region_areas = np.array([area_of(p) for p in regions], dtype=object)
    object_areas = np.array([area_of(p) for p in objects], dtype=object)
    found: list[np.ndarray] = []
    count = 0
    if regions and objects:
        tree = shapely.STRtree(object_areas)
        for at in range(0, len(regions), _BATCH):
            pairs = tree.query(region_areas[at:at + _BATCH], predicate="intersects")
            count += pairs.shape[1]
            if count > MAX_COVERS:
                raise Crowded
            found.append(pairs + np.array([[at], [0]]))
    region, host = np.concatenate(found, axis=1) if found else np.zeros((2, 0), dtype=np.int64)
    common = shapely.area(shapely.intersection(region_areas[region], object_areas[host]))
    return _Covers(regions, objects, region_areas, object_areas, region, host, np.asarray(common, dtype=float))


def merge_tiles_into_objects(pieces: Sequence[TerrainPiece]) -> Merged:
    """``pieces`` with tile regions dropped where objects of their kind and level cover them, and raised ones
    joined to those objects where they reach past them, numbered again in order (ids are indices). Raises
    :class:`Crowded` past :data:`MAX_COVERS` overlaps."""
    covers = _covers(pieces)
    overpainted = _overpainted(covers)
    # region id: the name of the object it mostly lies in, for a region that stays ("tiles of Raven wood")
    named = {tiles.id: tiles_name(obj.name) for obj, tiles in overpainted}
    regions, objects = covers.regions, covers.objects
    same = np.array([(regions[r].kind, regions[r].elevation) == (objects[o].kind, objects[o].elevation)
                     for r, o in zip(covers.region.tolist(), covers.host.tolist(), strict=True)], dtype=bool)
    areas = {objects[o].id: covers.object_areas[o] for o in set(covers.host[same].tolist())}
    shares: dict[int, list[tuple[int, BaseGeometry]]] = {}  # object id: (region id, what it takes of the region)
    seams: dict[int, BaseGeometry] = {}  # object id: its area grown by _SEAM, made when first asked
    gone: set[int] = set()
    at = np.flatnonzero(same)
    for r, rows in itertools.groupby(at.tolist(), key=lambda k: int(covers.region[k])):
        piece, region = regions[r], covers.region_areas[r]
        overlaps = [(float(covers.common[k]), objects[int(covers.host[k])]) for k in rows]
        hosts = [o for area, o in overlaps if area > _UNCOVERED * region.area]
        if not hosts:
            continue
        outside = region.difference(shapely.union_all([areas[o.id] for o in hosts]))
        if outside.area <= _UNCOVERED * region.area:
            gone.add(piece.id)
        elif piece.kind.is_elevated and (taken := _shares(region, outside, hosts, areas, seams)) is not None:
            gone.add(piece.id)
            for host, share in taken.items():
                shares.setdefault(host, []).append((piece.id, share))
        else:
            inside, host_piece = max(overlaps, key=lambda ao: ao[0])
            if inside >= region.area / 2:  # the wood's tiles, not "hindering tiles at (6, 29)"
                named[piece.id] = tiles_name(host_piece.name)
    shapes: dict[int, Polygon] = {}
    for host, joining in shares.items():  # one union a host: one a region, a hill's rim of 2,000 tiles took 50 s
        shape = shapely.union_all([areas[host], *(share for _, share in joining)])
        if isinstance(shape, Polygon):
            shapes[host] = shape
        else:
            gone -= {rid for rid, _ in joining}  # rounding made it apart after all: its regions stay their own
    if not gone and not named:
        return Merged(list(pieces), overpainted=overpainted)
    out = [replace(p, rings=rings_of(shapes[p.id]), parts=parts_of(shapes[p.id])) if p.id in shapes
           else replace(p, name=named[p.id]) if p.id in named else p for p in pieces if p.id not in gone]
    joined = len(gone & {rid for host, joining in shares.items() if host in shapes for rid, _ in joining})
    return Merged(numbered(out), len(gone) - joined, joined, overpainted)


def tiles_name(name: str) -> str:
    """What a region of tiles painted with the object ``name`` is called."""
    return f"{_TILES_OF}{name}"


def painted_with(name: str) -> str | None:
    """The object a region of tiles called ``name`` was painted with, None for any other name."""
    return name.removeprefix(_TILES_OF) if name.startswith(_TILES_OF) else None


def plain_name(name: str) -> str:
    """A piece's name as a player reads it: a region of tiles painted with an object is called by the object's
    name ("Mudhole" for "tiles of Mudhole"); any other name as it is."""
    return painted_with(name) or name


def plain_reasons(reasons: Sequence[Obstruction]) -> tuple[Obstruction, ...]:
    """A line's reasons as a player reads them, the tiles painted with an object called by its name: the board
    labelled a line's terrain "tiles of Mudhole" beside "Mudhole" (the line-of-fire card already said the mudhole
    once). Tiles whose object the line meets to the same effect keep their own name and lose their point: they are
    still outlined, and the card says them with their object (``painted_with``), but no second label names them on
    the board. Tiles met alone, or to another effect (a church's blocking roof), are named plainly, in words too."""
    met = {(r.effect, r.name) for r in reasons}
    out = []
    for reason in reasons:
        wood = painted_with(reason.name)
        if wood is None:
            out.append(reason)
        elif (reason.effect, wood) in met:
            out.append(replace(reason, point=None))
        else:
            out.append(replace(reason, name=wood, text=reason.text.replace(quoted(reason.name), quoted(wood))))
    return tuple(out)


def _overpainted(covers: _Covers) -> tuple[tuple[TerrainPiece, TerrainPiece], ...]:
    """Each object that a region of tiles of another kind or level fills, and that region, both ``OVERPAINT``
    alike: the object's own kind does not hold there."""
    if not len(covers.region):
        return ()
    own = shapely.area(covers.region_areas[covers.region])
    theirs = shapely.area(covers.object_areas[covers.host])
    alike = np.flatnonzero(covers.common >= OVERPAINT * np.maximum(own, theirs))
    pairs = ((covers.objects[int(covers.host[k])], covers.regions[int(covers.region[k])]) for k in alike)
    return tuple((obj, tiles) for obj, tiles in pairs if (obj.kind, obj.elevation) != (tiles.kind, tiles.elevation))


def _mergeable(piece: TerrainPiece) -> bool:
    """A region of terrain tiles with nothing but its kind to say."""
    return piece.object_id is None and bool(piece.parts) and not set(piece.properties) - KIND_PROPERTIES


def _shares(region: BaseGeometry, outside: BaseGeometry, hosts: list[TerrainPiece], areas: dict[int, BaseGeometry],
            seams: dict[int, BaseGeometry]) -> dict[int, BaseGeometry] | None:
    """What each host takes of the region: each part of it outside them goes to the host it runs along furthest
    (tiles painted round a hill and a barrow beside it), and a host takes the region less the other hosts and their
    parts, so that it overlaps what it joins (a union of shapes that only touch can come apart by rounding). None
    where a part touches none of them or a host and its share would not make one polygon: the region stays apart."""
    for o in hosts:
        if o.id not in seams:
            seams[o.id] = areas[o.id].buffer(_SEAM)
    parts: dict[int, list[BaseGeometry]] = {}
    for part in shapely.get_parts(outside):
        if part.area <= _UNCOVERED:
            continue
        length, host = max((part.boundary.intersection(seams[o.id]).length, o.id) for o in hosts)
        if length <= 0.0:
            return None
        parts.setdefault(host, []).append(part)
    taken: dict[int, BaseGeometry] = {}
    for host in parts:
        others = [areas[o.id] for o in hosts if o.id != host] + [
            part for other, theirs in parts.items() if other != host for part in theirs]
        share = region.difference(shapely.union_all(others)) if others else region
        if not isinstance(shapely.union_all([areas[host], share]), Polygon):
            return None
        taken[host] = share
    return taken
