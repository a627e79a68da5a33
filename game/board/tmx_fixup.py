"""The pre-pass over a Tiled map: check it is one we can play, then fix up its tree for pytmx and the loader.

pytmx reads external files itself without limits, cannot resolve object templates, fails on tileset images
without a size and raises bare exceptions on infinite maps. So the map is checked and rewritten first:

* only finite orthogonal maps within the size limits of ``tmx_limits`` pass;
* external tilesets (.tsx) are read safely and inlined, each keeping its ``firstgid``;
* every image path becomes absolute (images of a .tsx are relative to the .tsx, not the map) and must exist;
  a tileset image without width/height gets them from its PNG header;
* object templates (.tx) are merged into their instances (the instance's attributes, properties and shape
  win), with the template's tile gid translated into the map's gids; so are those of tiles' collision shapes;
* the collision shapes of tiles are taken out of the tree (pytmx would take them for object layers of the map)
  and kept with their tileset, where the tile terrain reads them.
"""

from __future__ import annotations

import copy
import os
import struct
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from game.board.errors import MapError
from game.board.tmx_limits import (
    MAX_CELLS,
    MAX_EXTERNAL_FILES,
    MAX_OBJECTS,
    MAX_TILE_PX,
    MAX_TILES_A_SIDE,
    MAX_TILESET_TILES,
    MAX_TILESETS,
    MAX_TOTAL_CELLS,
)
from game.board.tmx_values import GID_FLAGS, attr_int
from game.board.tmx_xml import read_xml, walk_layers
from game.files import open_regular
from game.locations import refused_name

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
UNSUPPORTED_ORIENTATIONS = ("isometric", "staggered", "hexagonal")


@dataclass(frozen=True)
class TilesetSpan:
    """A tileset of the map (inlined if it was external) and the gids its image is cut into."""

    element: ET.Element
    firstgid: int
    grid_tiles: int  # tiles cut from the tileset image; a collection of images has 0 and lists its <tile>s
    place: str  # "tileset 'desert' (desert.tsx)", for messages
    shapes: dict[int, ET.Element] = field(default_factory=dict)  # tile id: its collision shapes' <objectgroup>


@dataclass(frozen=True)
class PreparedMap:
    """A map tree that passed the checks, rewritten so that pytmx can build from it without touching files."""

    root: ET.Element
    cols: int
    rows: int
    tile_width: int
    tile_height: int
    tilesets: tuple[TilesetSpan, ...]
    sources: tuple[Path, ...] = ()  # the other files read: tilesets (.tsx), templates (.tx), images


class _ExternalFiles:
    """The .tsx and .tx files a map pulls in, each read once, at most ``MAX_EXTERNAL_FILES`` of them."""

    def __init__(self, map_path: Path) -> None:
        self.map_path = map_path
        self.roots: dict[Path, ET.Element] = {}

    def read(self, path: Path, root_tag: str, what: str, place: str) -> ET.Element:
        if path in self.roots:
            return self.roots[path]
        if not _there(path, self.map_path, what, place):
            raise MapError(self.map_path, f"{what} not found: {path}", place)
        if len(self.roots) >= MAX_EXTERNAL_FILES:
            raise MapError(
                self.map_path, f"the map uses more than {MAX_EXTERNAL_FILES:,} files", place
            )
        self.roots[path] = read_xml(path, root_tag, what)
        return self.roots[path]


def prepare_map(path: Path) -> PreparedMap:
    """Read, check and fix up a .tmx file (see the module docstring)."""
    root = read_xml(path, "map", "Tiled map")
    cols, rows, tile_width, tile_height = _check_header(root, path)
    files = _ExternalFiles(path)
    tilesets, tsx_firstgids = _fix_tilesets(root, path, files)
    _check_layers(root, path, cols, rows)
    _fix_objects(root, path, files, tsx_firstgids)
    images = (Path(image.get("source", "")) for image in root.iter("image") if image.get("source"))  # absolute
    sources = tuple(dict.fromkeys([*files.roots, *images]))
    return PreparedMap(root, cols, rows, tile_width, tile_height, tuple(tilesets), sources)


def _resolve(base_dir: Path, source: str) -> Path:
    return Path(os.path.normpath(base_dir / source))


def _there(file: Path, path: Path, what: str, place: str) -> bool:
    """Whether the map's ``file`` is there; a name too long for the file system is the map's fault, said so (it
    raised ``OSError``)."""
    refused = refused_name(file)
    if refused is not None:
        raise MapError(path, f"{what} {refused}", place)
    return file.is_file()


def _check_header(root: ET.Element, path: Path) -> tuple[int, int, int, int]:
    orientation = root.get("orientation", "orthogonal")
    if orientation != "orthogonal":
        known = "" if orientation in UNSUPPORTED_ORIENTATIONS else "unknown orientation: "
        raise MapError(
            path, f"{known}{orientation} maps are not supported; only orthogonal maps can be played"
        )
    if root.get("infinite", "0") != "0" or root.find(".//chunk") is not None:
        raise MapError(path, "infinite maps are not supported; only maps of a fixed size can be played")
    place = "map"
    cols = attr_int(root, "width", path, place, lo=1)
    rows = attr_int(root, "height", path, place, lo=1)
    if max(cols, rows) > MAX_TILES_A_SIDE or cols * rows > MAX_CELLS:
        raise MapError(
            path,
            f"the map is too large: {cols:,} × {rows:,} tiles (at most {MAX_TILES_A_SIDE:,} a side and "
            f"{MAX_CELLS:,} in all)",
            place,
        )
    tile_width = attr_int(root, "tilewidth", path, place, lo=1, hi=MAX_TILE_PX)
    tile_height = attr_int(root, "tileheight", path, place, lo=1, hi=MAX_TILE_PX)
    return cols, rows, tile_width, tile_height


def _fix_tilesets(
    root: ET.Element, path: Path, files: _ExternalFiles
) -> tuple[list[TilesetSpan], dict[Path, int]]:
    """Inline external tilesets and fix their images; return the tilesets and the firstgid of each .tsx."""
    spans: list[TilesetSpan] = []
    tsx_firstgids: dict[Path, int] = {}
    for index, element in enumerate(list(root)):
        if element.tag != "tileset":
            continue
        if len(spans) >= MAX_TILESETS:
            raise MapError(path, f"the map has more than {MAX_TILESETS:,} tilesets")
        source = element.get("source")
        place = f"tileset '{source or element.get('name', '')}'"
        firstgid = attr_int(element, "firstgid", path, place, lo=1, hi=~GID_FLAGS & 0xFFFFFFFF)
        base_dir = path.parent
        tileset = element
        if source:
            tsx = _resolve(path.parent, source)
            if tsx.suffix.lower() != ".tsx":
                raise MapError(path, f"only .tsx tileset files can be read, not {tsx.name}", place)
            tileset = copy.deepcopy(files.read(tsx, "tileset", "tileset file", place))
            tileset.attrib.pop("source", None)  # pytmx would go looking for yet another file
            tileset.set("firstgid", str(firstgid))
            root[index] = tileset
            tsx_firstgids[tsx] = firstgid
            base_dir = tsx.parent
            place = f"tileset '{tileset.get('name', '')}' ({source})"
        shapes: dict[int, ET.Element] = {}
        grid_tiles = _fix_tileset(tileset, path, base_dir, place, shapes)
        for group in shapes.values():  # collision shapes may be template instances, relative to their tileset
            for obj in group.iterfind("object[@template]"):
                _apply_template(obj, path, files, tsx_firstgids, base_dir=base_dir)
        spans.append(TilesetSpan(tileset, firstgid, grid_tiles, place, shapes))
    return spans, tsx_firstgids


def _fix_tileset(
    tileset: ET.Element, path: Path, base_dir: Path, place: str, shapes: dict[int, ET.Element]
) -> int:
    """Fix a tileset's images and move its tiles' collision shapes into ``shapes`` (by tile id); return how
    many tiles its image holds."""
    for tile in tileset.findall("tile"):
        for group in tile.findall("objectgroup"):
            tile.remove(group)
            shapes[attr_int(tile, "id", path, place)] = group
        image = tile.find("image")
        if image is not None:
            _fix_image(image, path, base_dir, f"tile {tile.get('id')} of {place}", need_size=False)
    image = tileset.find("image")
    if image is None:
        return 0
    _fix_image(image, path, base_dir, place, need_size=True)
    tile_width = attr_int(tileset, "tilewidth", path, place, lo=1, hi=MAX_TILE_PX)
    tile_height = attr_int(tileset, "tileheight", path, place, lo=1, hi=MAX_TILE_PX)
    margin = attr_int(tileset, "margin", path, place, default=0, hi=MAX_TILE_PX)
    spacing = attr_int(tileset, "spacing", path, place, default=0, hi=MAX_TILE_PX)
    width = attr_int(image, "width", path, place)
    height = attr_int(image, "height", path, place)
    # the same grid pytmx cuts the image into
    count = len(range(margin, width + margin - tile_width + 1, tile_width + spacing)) * len(
        range(margin, height + margin - tile_height + 1, tile_height + spacing)
    )
    if count > MAX_TILESET_TILES:
        raise MapError(
            path,
            f"the tileset image holds {count:,} tiles, more than the {MAX_TILESET_TILES:,} a tileset may hold",
            place,
        )
    return count


def _fix_image(image: ET.Element, path: Path, base_dir: Path, place: str, need_size: bool) -> None:
    """Make an image's path absolute, check the file exists and, if asked, fill in a missing size."""
    source = image.get("source")
    if not source:
        raise MapError(path, "an image without a source file (embedded image data is not supported)", place)
    file = _resolve(base_dir, source)
    if not _there(file, path, "image", place):
        raise MapError(path, f"image not found: {file}", place)
    image.set("source", str(file))
    if need_size and (image.get("width") is None or image.get("height") is None):
        width, height = _png_size(file, path, place)
        image.set("width", str(width))
        image.set("height", str(height))


def _png_size(file: Path, path: Path, place: str) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk, for tilesets that do not state their image's size."""
    try:
        with open_regular(file) as f:
            head = f.read(24)
    except OSError as e:
        raise MapError(path, f"cannot read image {file}: {e.strerror or e}", place) from None
    if len(head) < 24 or head[:8] != PNG_SIGNATURE or head[12:16] != b"IHDR":
        raise MapError(
            path,
            f"the image {file} has no width/height in the tileset and is not a PNG to read them from",
            place,
        )
    width, height = struct.unpack(">II", head[16:24])
    if not (0 < width <= 2**31 - 1 and 0 < height <= 2**31 - 1):
        raise MapError(path, f"the PNG image {file} has an impossible size {width} x {height}", place)
    return width, height


def _check_layers(root: ET.Element, path: Path, cols: int, rows: int) -> None:
    """Tile layers must cover the map exactly; image layers get absolute, existing image paths."""
    layers = 0
    for layer, _ in walk_layers(root, path):
        place = f"layer '{layer.get('name', '')}'"
        if layer.tag == "layer":
            size = (
                attr_int(layer, "width", path, place, default=cols),
                attr_int(layer, "height", path, place, default=rows),
            )
            if size != (cols, rows):
                raise MapError(
                    path, f"the layer is {size[0]} x {size[1]} tiles, the map {cols} x {rows}", place
                )
            layer.set("width", str(cols))  # pytmx needs them
            layer.set("height", str(rows))
            layers += 1
            if layers * cols * rows > MAX_TOTAL_CELLS:
                raise MapError(
                    path, f"the tile layers hold more than {MAX_TOTAL_CELLS:,} cells in all", place
                )
        elif layer.tag == "imagelayer":
            image = layer.find("image")
            if image is None:  # an empty image layer; pytmx needs the element
                ET.SubElement(layer, "image")
            elif image.get("source"):
                _fix_image(image, path, path.parent, place, need_size=False)


def _fix_objects(root: ET.Element, path: Path, files: _ExternalFiles, tsx_firstgids: dict[Path, int]) -> None:
    count = 0
    for layer, _ in walk_layers(root, path):
        if layer.tag != "objectgroup":
            continue
        for obj in layer.findall("object"):
            count += 1
            if count > MAX_OBJECTS:
                raise MapError(path, f"the map has more than {MAX_OBJECTS:,} objects")
            if obj.get("template"):
                _apply_template(obj, path, files, tsx_firstgids)


def _apply_template(
    obj: ET.Element,
    path: Path,
    files: _ExternalFiles,
    tsx_firstgids: dict[Path, int],
    base_dir: Path | None = None,
) -> None:
    """Merge an object's template into it, as Tiled does when it shows the object. The template's path is
    relative to ``base_dir``: the map's folder, or a tileset's for its tiles' collision shapes."""
    place = f"object {obj.get('id', '?')}"
    tx = _resolve(base_dir or path.parent, obj.get("template", ""))
    template_root = files.read(tx, "template", "object template", place)
    template = template_root.find("object")
    if template is None:
        raise MapError(tx, "the template has no <object>")
    attributes = {**template.attrib, **obj.attrib}
    del attributes["template"]
    if "gid" in template.attrib and "gid" not in obj.attrib:
        gid = _template_gid(
            template_root, template, tx=tx, path=path, place=place, tsx_firstgids=tsx_firstgids
        )
        attributes["gid"] = str(gid)
    properties: dict[str, ET.Element] = {}
    for source in (template, obj):
        for prop in source.iterfind("properties/property"):
            properties[prop.get("name", "")] = copy.deepcopy(prop)
    shape = [child for child in obj if child.tag != "properties"] or [
        copy.deepcopy(child) for child in template if child.tag != "properties"
    ]
    obj.clear()
    obj.attrib.update(attributes)
    if properties:
        ET.SubElement(obj, "properties").extend(properties.values())
    obj.extend(shape)


def _template_gid(
    template_root: ET.Element,
    template: ET.Element,
    *,
    tx: Path,
    path: Path,
    place: str,
    tsx_firstgids: dict[Path, int],
) -> int:
    """The template's tile gid (relative to the template's own tileset reference) as a gid of the map."""
    tileset = template_root.find("tileset")
    if tileset is None or not tileset.get("source"):
        raise MapError(tx, "the template object has a gid but the template names no tileset file")
    tsx = _resolve(tx.parent, tileset.get("source", ""))
    if tsx not in tsx_firstgids:
        raise MapError(
            path, f"the template {tx.name} uses the tileset {tsx}, which the map does not include", place
        )
    template_first = attr_int(tileset, "firstgid", tx, "tileset", lo=1)
    raw = attr_int(template, "gid", tx, "object", hi=0xFFFFFFFF)
    local = (raw & ~GID_FLAGS) - template_first
    if local < 0:
        raise MapError(tx, f"the template's gid {raw} lies before its tileset's firstgid {template_first}")
    return (tsx_firstgids[tsx] + local) | (raw & GID_FLAGS)
