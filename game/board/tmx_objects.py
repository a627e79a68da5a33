"""Object layers: terrain pieces drawn as Tiled objects, and the points of the ``deployment`` layer.

An object is terrain when its ``terrain`` property or else its class (``class`` since Tiled 1.9, ``type``
before; a tile object inherits its tile's class and properties) names a ``Kind``. In a layer named
``terrain`` every object must; elsewhere other objects (NPCs, triggers, coins...) are not terrain unless the
map's terrain mapping (``tmx_mapping``) gives their class, a true property or their layer a kind. Point and
text objects and empty rectangles given a kind only by the mapping are skipped: they have no area. A mapped
polygon may touch itself (other games draw a room's walls as one outline, in and out along a slit); mapped
objects whose shape still cannot be terrain (a polygon whose edges cross) are skipped, each noted in the map's
``skipped``. A tile object whose tile has collision shapes is terrain only in those shapes (``tmx_tile_shapes``).

Tiled places an object at its x, y: the top-left of rectangles, ellipses and the origin of polygon points, but
the bottom-left of tile objects; rotation turns the object clockwise (on screen) around that point.
"""

from __future__ import annotations

import contextlib
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from game.board.errors import MapError
from game.board.shapes import (
    ShapeError,
    convex_parts,
    distinct_points,
    ellipse_ring,
    place,
    polygon_ring,
    rectangle_ring,
    self_intersecting,
)
from game.board.terrain import DeploymentPoint, Kind, Point, Ring, TerrainPiece, quoted
from game.board.tmx_fixup import PreparedMap
from game.board.tmx_limits import MAX_PIECES, MAX_TOTAL_POINTS
from game.board.tmx_mapping import IGNORE, ConventionCounter
from game.board.tmx_pytmx import parse_properties
from game.board.tmx_tile_shapes import TileShapes, carries, flipped, shape_kinds
from game.board.tmx_tiles import TileInfo
from game.board.tmx_values import (
    GID_FLAGS,
    KIND_NAMES,
    KINDS,
    attr_float,
    attr_int,
    elevation_of,
    finite_number,
    parse_kind,
    shape_points,
    terrain_property,
)
from game.board.tmx_xml import DEPLOYMENT_LAYER, EXITS_LAYER, TERRAIN_LAYER, walk_layers
from game.words import did_you_mean, one_line

#: Thickness of a polyline piece without a ``thickness`` property, in inches.
DEFAULT_THICKNESS = 0.25
#: Child elements that give an object a shape other than a rectangle.
SHAPE_TAGS = ("ellipse", "point", "polygon", "polyline", "text")


@dataclass
class _ObjectReader:
    """Reads the objects of one map, numbering its pieces and counting polygon points against the limit."""

    prepared: PreparedMap
    path: Path
    tiles: dict[int, TileInfo]
    scale: tuple[float, float]  # inches per pixel, x and y
    counter: ConventionCounter
    shapes: dict[int, TileShapes]  # the collision shapes of tiles, by gid
    pieces: list[TerrainPiece] = field(default_factory=list)
    deployment: list[DeploymentPoint] = field(default_factory=list)
    points_left: int = MAX_TOTAL_POINTS
    read_points: dict[ET.Element, list[Point]] = field(default_factory=dict)  # polygons' points read in advance
    crossed: dict[ET.Element, bool] = field(default_factory=dict)  # whether their edges cross (_test_polygons)
    faults: list[MapError] = field(default_factory=list)  # terrain objects that are not terrain, or not a shape

    def read(self) -> None:
        """Every object; a terrain object of no kind or of a wrong shape is noted and the rest read on, so that a
        map maker learns of all of them at once (raised together at the end)."""
        layers = [(layer, offset) for layer, offset in walk_layers(self.prepared.root, self.path)
                  if layer.tag == "objectgroup"]
        self._test_polygons([layer for layer, _ in layers if layer.get("name", "").strip().casefold() == TERRAIN_LAYER])
        for layer, offset in layers:
            name = layer.get("name", "")
            for obj in layer.iterfind("object"):
                self._object(obj, name, offset)
        if self.faults:
            first, *others = self.faults
            raise MapError(first.path, first.reason, first.place, tuple(others))

    def _classes_dropped(self) -> str:
        """Why an object may have lost its class: a map last saved by a Tiled before 1.9, which reads an object's
        Type only and saves no class (a map made in 1.10, saved in Debian's 1.8.2, lost every kind)."""
        saved_by = self.prepared.root.get("tiledversion", "")
        found = re.match(r"(\d+)\.(\d+)", saved_by)
        if found is None or (int(found[1]), int(found[2])) >= (1, 9):
            return ""
        return (f"; the map was last saved by Tiled {saved_by}, which keeps no class when it saves: type the kind "
                f"into the object's Type, or give it a 'terrain' property")

    def _test_polygons(self, layers: list[ET.Element]) -> None:
        """The points of the polygons of the terrain layers, every one of them terrain, and whether their edges
        cross: tested all at once before the objects are read one by one (``self_intersecting``), as far as the
        points the map may hold (its polylines' count too). A polygon whose points do not read is left for its
        object to report in turn."""
        points = self.read_points
        total = 0
        objects = (obj for layer in layers for obj in layer.iterfind("object"))
        for obj in objects:
            shape = next((child for child in obj if child.tag in SHAPE_TAGS), None)
            if shape is None or shape.tag not in ("polygon", "polyline"):
                continue
            total += len(shape.get("points", "").split())
            if total > MAX_TOTAL_POINTS:
                break
            if shape.tag == "polygon":
                with contextlib.suppress(MapError):
                    points[shape] = shape_points(shape, self.path, "")
        rings = {shape: distinct_points(found) for shape, found in points.items()}
        rings = {shape: ring for shape, ring in rings.items() if len(ring) >= 3}
        self.crossed = dict(zip(rings, self_intersecting(list(rings.values())), strict=True))

    def _object(self, obj: ET.Element, layer: str, offset: Point) -> None:
        path = self.path
        oid = attr_int(obj, "id", path, f"an object in layer '{layer}'", default=0)
        where = f"object {oid} in layer '{layer}'"
        raw_gid = attr_int(obj, "gid", path, where, default=0, hi=0xFFFFFFFF)
        gid = raw_gid & ~GID_FLAGS
        tile = self.tiles.get(gid) if gid else None
        outline = self.shapes.get(gid) if gid else None
        properties = {**(tile.properties if tile else {}), **parse_properties(obj, path, where)}
        origin = (
            attr_float(obj, "x", path, where) + offset[0],
            attr_float(obj, "y", path, where) + offset[1],
        )
        role = layer.strip().casefold()
        if role == DEPLOYMENT_LAYER:
            self.deployment.append(self._deployment_point(obj, oid, properties, origin, where))
            return
        if role == EXITS_LAYER:  # a grid's exit squares (``grid``): not terrain, nor another game's convention
            for size in ("width", "height"):  # its middle names the square: checked as the terrain's sizes are
                attr_float(obj, size, path, where)
            return
        cls = obj.get("class") or obj.get("type") or (tile.cls if tile else "")
        terrain = properties.get("terrain")
        kind = parse_kind(cls) if terrain is None else terrain_property(terrain, path, where)
        mapped = False
        if kind is None and role != TERRAIN_LAYER:
            choice = self.counter.choose(cls, properties, layer=layer, count_layer=True,
                                         counts=outline is not None or _has_area(obj))
            if outline is not None:  # its tile's collision shapes are the terrain, if anything is
                owner = choice if isinstance(choice, Kind) else None
                self._shapes(obj, where, oid=oid, raw_gid=raw_gid, outline=outline, properties=properties,
                             origin=origin, owner=(owner, choice is not None or carries(cls, properties)))
                return
            if choice is None or choice == IGNORE or not _has_area(obj):
                return
            kind, mapped = choice, True
        if kind is not None and outline is not None:
            self._shapes(obj, where, oid=oid, raw_gid=raw_gid, outline=outline, properties=properties,
                         origin=origin, owner=(kind, True))
            return
        if kind is None:
            if role == TERRAIN_LAYER:
                self.faults.append(MapError(
                    path,
                    f"object {oid}{named(obj)} (class '{cls}') in a terrain layer is not terrain: its class or its "
                    f"'terrain' property must name a kind ({KIND_NAMES})"
                    f"{did_you_mean(cls, KINDS) if cls else self._classes_dropped()}",
                    where,
                ))
            return
        try:
            piece = self._piece(obj, where, oid=oid, kind=kind, properties=properties, origin=origin,
                                is_tile=bool(gid), lenient=mapped)
        except ShapeError as e:
            if not mapped:  # the map's own terrain must be right; another game's shapes are taken as they come
                self.faults.append(MapError(path, str(e), where))
            else:
                self.counter.skipped.append(f"{where}: {e}")
            return
        self.pieces.append(piece)

    def _shapes(
        self,
        obj: ET.Element,
        where: str,
        *,
        oid: int,
        raw_gid: int,
        outline: TileShapes,
        properties: dict[str, object],
        origin: Point,
        owner: tuple[Kind | None, bool],
    ) -> None:
        """The pieces of a tile object whose tile has collision shapes: the shapes, stretched to the object's
        size, flipped with it and turned with it about its bottom-left corner. ``owner`` is the kind the
        object itself gives (if any) and whether it carries anything a mapping could name."""
        width = attr_float(obj, "width", self.path, where) or outline.width
        height = attr_float(obj, "height", self.path, where) or outline.height
        rotation = attr_float(obj, "rotation", self.path, where)
        sx, sy = width / outline.width, height / outline.height

        def placed(points: Ring) -> Ring:
            return place([(x * sx, y * sy - height) for x, y in points], origin, rotation, self.scale)

        for number, (shape, kind) in enumerate(shape_kinds(outline, self.counter, *owner), 1):
            if len(self.pieces) >= MAX_PIECES:
                raise MapError(self.path, f"the map has more than {MAX_PIECES:,} terrain pieces")
            ring, parts = flipped(shape, outline, raw_gid, self.path, where)
            merged = {**properties, **shape.properties}
            self.pieces.append(TerrainPiece(
                id=len(self.pieces),
                kind=kind,
                name=f"{one_line(obj.get('name', '')) or kind} shape {number} #{oid}",
                source=f"collision shape {number} of {where}",
                elevation=elevation_of(kind, merged, self.path, where),
                rings=(placed(ring),),
                parts=tuple(placed(part) for part in parts),
                object_id=oid,
                properties=merged,
            ))

    def _piece(
        self,
        obj: ET.Element,
        where: str,
        *,
        oid: int,
        kind: Kind,
        properties: dict[str, object],
        origin: Point,
        is_tile: bool,
        lenient: bool,
    ) -> TerrainPiece:
        """The object's shape as a piece; a ``ShapeError`` when it cannot be terrain. ``lenient`` (another game's
        map) takes a polygon whose outline touches itself without crossing."""
        path = self.path
        rotation = attr_float(obj, "rotation", path, where)
        width = attr_float(obj, "width", path, where)
        height = attr_float(obj, "height", path, where)
        shape = next((child for child in obj if child.tag in SHAPE_TAGS), None)
        tag = "tile object" if is_tile else "rectangle" if shape is None else shape.tag
        line: Ring = ()
        thickness = 0.0
        rings: tuple[Ring, ...] = ()
        parts: tuple[Ring, ...] = ()
        if tag in ("point", "text"):
            raise ShapeError(
                f"a {tag} object cannot be terrain; draw a rectangle, ellipse, polygon or polyline"
            )
        if tag == "polyline":
            assert shape is not None
            points = self._points(shape, where)
            distinct = [p for i, p in enumerate(points) if i == 0 or p != points[i - 1]]
            if len(distinct) < 2:
                raise ShapeError(
                    f"a polyline needs at least 2 distinct points, this one has {len(distinct)}"
                )
            line = place(distinct, origin, rotation, self.scale)
            thickness = finite_number(
                properties.get("thickness", DEFAULT_THICKNESS), "thickness", path, where
            )
            if thickness <= 0:
                raise ShapeError(f"thickness must be above 0 inches, not {thickness:g}")
        else:
            touching: tuple[Ring, ...] | None = None  # the parts of an outline that touches itself
            if tag == "polygon":
                assert shape is not None
                ring, touching = polygon_ring(self._points(shape, where), lenient, self.crossed.get(shape))
            elif width <= 0 or height <= 0:
                article = "an" if tag == "ellipse" else "a"
                raise ShapeError(
                    f"{article} {tag} needs a width and a height above 0, not {width:g} x {height:g}"
                )
            elif tag == "ellipse":
                ring = ellipse_ring(width, height)
            else:  # tile objects hang from their bottom-left corner
                ring = rectangle_ring(0.0, -height if is_tile else 0.0, width, height)
            rings = (place(ring, origin, rotation, self.scale),)
            if tag == "polygon":
                local_parts = convex_parts(ring) if touching is None else touching
                parts = tuple(place(part, origin, rotation, self.scale) for part in local_parts)
            else:  # a rectangle or an ellipse is its own convex part (a tenth of a big map's loading went on it)
                parts = rings
        return TerrainPiece(
            id=len(self.pieces),
            kind=kind,
            name=one_line(obj.get("name", "")) or f"{kind} #{oid}",
            source=where,
            elevation=elevation_of(kind, properties, path, where),
            rings=rings,
            parts=parts,
            line=line,
            thickness=thickness,
            object_id=oid,
            properties=properties,
            mapped=lenient,
        )

    def _points(self, shape: ET.Element, where: str) -> list[Point]:
        """The ``points`` of a polygon or polyline, relative to the object's x, y."""
        points = self.read_points.get(shape) or shape_points(shape, self.path, where)
        self.points_left -= len(points)
        if self.points_left < 0:
            raise MapError(
                self.path, f"the map has more than {MAX_TOTAL_POINTS:,} points", where
            )
        return points

    def _deployment_point(
        self, obj: ET.Element, oid: int, properties: dict[str, object], origin: Point, where: str
    ) -> DeploymentPoint:
        name = one_line(obj.get("name", "")) or f"deployment #{oid}"
        texts = {}
        for key in ("side", "profile"):
            text = str(properties.get(key, "")).strip()
            if not text:
                raise MapError(
                    self.path, f"deployment point {oid} ('{name}') needs a '{key}' property", where
                )
            texts[key] = text
        if "facing" in properties:
            facing = finite_number(properties["facing"], "facing", self.path, where)
        else:
            facing = attr_float(obj, "rotation", self.path, where)
        at = (origin[0] * self.scale[0], origin[1] * self.scale[1])
        return DeploymentPoint(oid, name, at, texts["side"], texts["profile"], facing)


def named(obj: ET.Element) -> str:
    """An object's name, quoted after its id, where it has one: the editor lists objects by name."""
    name = obj.get("name", "").strip()
    return f" {quoted(name)}" if name else ""


def _has_area(obj: ET.Element) -> bool:
    """Whether an object can be area terrain at all: not a point or text, and not an empty rectangle."""
    tags = {child.tag for child in obj}
    if tags & {"point", "text"}:
        return False
    if tags & {"polygon", "polyline"}:
        return True
    try:
        return float(obj.get("width", 0)) > 0 and float(obj.get("height", 0)) > 0
    except ValueError:
        return True  # let the shape's own check report it


def read_objects(
    prepared: PreparedMap,
    path: Path,
    tiles: dict[int, TileInfo],
    inches_per_tile: float,
    counter: ConventionCounter,
    shapes: dict[int, TileShapes],
) -> tuple[list[TerrainPiece], list[DeploymentPoint]]:
    """The terrain pieces (ids 0, 1, ... in layer and object order) and the deployment points of a map."""
    scale = (inches_per_tile / prepared.tile_width, inches_per_tile / prepared.tile_height)
    reader = _ObjectReader(prepared, path, tiles, scale, counter, shapes)
    reader.read()
    return reader.pieces, reader.deployment
