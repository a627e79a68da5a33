"""The map's own pictures: tile layers, tile objects and image layers, drawn from the tilesets with pygame.

pytmx keeps images as file references (``(file, rect, flags)`` per gid), so each tileset image is loaded once
here and cut into tiles. A zoom level renders tiles scaled to exactly one level's tile size, so the map is
crisp at every zoom; :class:`game.ui.backdrop.Backdrop` caches what this draws.

pytmx lists tile layers before object groups whatever the file says, and ignores the sub-rectangles that
Tiled 1.9 lets a collection's tile take of its image, so both are read from the map's own (checked) XML.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

import numpy as np
import pygame

from game.board.errors import MapError
from game.board.image_size import ImageSizeError, check_image
from game.board.tablemap import TableMap
from game.board.tmx_fixup import prepare_map
from game.board.tmx_values import GID_FLAGS
from game.board.tmx_xml import walk_layers
from game.ui.style import TABLE_FELT, hex_colour, mix

GRID = mix(TABLE_FELT, (255, 255, 255), 0.12)


@dataclass(frozen=True)
class TileCells:
    """The non-empty cells of one tile layer, as arrays (row, col, gid), and how far its pictures overhang."""

    rows: np.ndarray
    cols: np.ndarray
    gids: np.ndarray
    opacity: float
    offset: tuple[float, float]  # map pixels
    reach: tuple[int, int]  # cells a picture may reach right of its column and above its row


@dataclass(frozen=True)
class Stamp:
    """One picture to draw: a gid's image at map-pixel position ``(x, y)`` (its top-left), ``size`` map pixels,
    turned ``rotation`` degrees clockwise about its bottom-left corner (Tiled's anchor for tile objects)."""

    gid: int
    x: float
    y: float
    size: tuple[float, float]
    opacity: float = 1.0
    rotation: float = 0.0


class MapLayer:
    """Draws the map's pictures of any part of the table at any zoom level."""

    def __init__(self, tmap: TableMap) -> None:
        self.map = tmap
        self.tiled = tmap.tiled
        self.background = _colour(self.tiled.background_color) or TABLE_FELT
        self._sheets: dict[str, pygame.Surface | None] = {}
        self._tiles: dict[int, pygame.Surface | None] = {}
        self._scaled: dict[tuple[int, int, int, float], pygame.Surface | None] = {}
        self._level_tiles: dict[tuple[int, float], tuple[pygame.Surface | None, int]] = {}
        self._level_px = 0
        self.missing: list[str] = []  # "file: reason" of each image that could not be drawn, for the window to say
        self._layer_images: dict[int, str] = {}  # an image layer's key (below 0, apart from the gids): its file
        self._order, self._subrects, self._stated, self._keyed = _read_xml_facts(tmap.path)
        self.layers, self.stamps = self._read_layers()
        self.has_pictures = bool(self.stamps or self.layers)

    # --- reading the map ---------------------------------------------------------------------------------
    def _read_layers(self) -> tuple[list[TileCells], list[Stamp]]:
        """Tile layers in drawing order, and the other pictures as stamps."""
        order = self._order
        layers = [layer for layer in self.tiled.layers if _shown(layer)]
        layers.sort(key=lambda layer: order.get(_layer_id(layer), (len(order), 0.0, 0.0))[0])
        tile_layers: list[TileCells] = []
        stamps: list[Stamp] = []
        for layer in layers:
            opacity = float(getattr(layer, "opacity", 1) or 0)
            offset = order.get(_layer_id(layer), (0, 0.0, 0.0))[1:]
            kind = type(layer).__name__
            if kind == "TiledTileLayer":
                cells = self._cells(layer, opacity, offset)
                if cells is not None:
                    tile_layers.append(cells)
            elif kind == "TiledObjectGroup":
                for obj in layer:
                    if obj.gid and _shown(obj):
                        stamps.append(Stamp(obj.gid, obj.x + offset[0], obj.y + offset[1], (obj.width, obj.height),
                                            opacity, float(getattr(obj, "rotation", 0) or 0)))
            elif kind == "TiledImageLayer" and getattr(layer, "source", None):
                # its picture is its own file, kept under a key of its own: pytmx's gid for it can be one of a
                # tileset's (it numbers image layers after the gids the map uses, not after every tile a tileset
                # has), and the layer was drawn as that one tile
                key = -1 - len(self._layer_images)
                self._layer_images[key] = layer.source
                image = self._tile(key)
                if image is not None:
                    stamps.append(Stamp(key, offset[0], offset[1], image.get_size(), opacity))
        return tile_layers, stamps

    def _cells(self, layer: Any, opacity: float, offset: tuple[float, float]) -> TileCells | None:
        grid = np.array(layer.data, dtype=np.int64).reshape(len(layer.data), -1)
        rows, cols = np.nonzero(grid)
        if not len(rows):
            return None
        gids = grid[rows, cols]
        tw, th = self.map.tile_width, self.map.tile_height
        sizes = [picture.get_size() for picture in map(self._tile, np.unique(gids).tolist()) if picture is not None]
        reach = (max((-(-w // tw) - 1 for w, _h in sizes), default=0), max((-(-h // th) - 1 for _w, h in sizes),
                                                                          default=0))
        return TileCells(rows, cols, gids, opacity, offset, reach)

    def _sheet(self, filename: str) -> pygame.Surface | None:
        """A tileset's image, decoded once its header's size is checked against what the tileset states."""
        if filename not in self._sheets:
            try:
                check_image(Path(filename), self._stated.get(filename))
                sheet = pygame.image.load(filename).convert_alpha()
                key = self._keyed.get(filename)
                if key is not None:  # the image's ``trans`` colour is see-through (a sewer's magenta)
                    rgb, alpha = pygame.surfarray.pixels3d(sheet), pygame.surfarray.pixels_alpha(sheet)
                    alpha[(rgb == key).all(axis=2)] = 0
                    del rgb, alpha  # the pixel views lock the surface while they live
                self._sheets[filename] = sheet
            except ImageSizeError as exc:
                self._sheets[filename] = None
                self.missing.append(f"{filename}: {exc}")
            except (pygame.error, OSError) as exc:
                self._sheets[filename] = None
                reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc) or "not an image"
                self.missing.append(f"{filename}: {reason}")
        return self._sheets[filename]

    def _tile(self, gid: int) -> pygame.Surface | None:
        """The unscaled picture of a gid, cut from its sheet and flipped as the gid says (an image layer's key: its
    whole file)."""
        if gid in self._tiles:
            return self._tiles[gid]
        picture = None
        entry = self.tiled.images[gid] if 0 < gid < len(self.tiled.images) else None
        if gid in self._layer_images:
            picture = self._sheet(self._layer_images[gid])
        elif entry:
            filename, rect, flags = entry
            if rect is None:
                rect = self._subrects.get(self.tiled.tiledgidmap.get(gid, gid) & ~GID_FLAGS)
            sheet = self._sheet(filename)
            if sheet is not None:
                picture = sheet
                if rect is not None:
                    area = pygame.Rect(rect).clip(sheet.get_rect())
                    picture = sheet.subsurface(area) if area.size == tuple(rect[2:]) else None
                if picture is not None and flags is not None:
                    picture = _flipped(picture, flags)
        self._tiles[gid] = picture
        return picture

    def _scaled_tile(self, gid: int, w: int, h: int, opacity: float) -> pygame.Surface | None:
        key = (gid, w, h, opacity)
        if key not in self._scaled:
            picture = self._tile(gid)
            if picture is not None and w > 0 and h > 0:
                picture = pygame.transform.smoothscale(picture, (w, h))
                if opacity < 1.0:
                    picture.set_alpha(round(255 * opacity))
            self._scaled[key] = picture
        return self._scaled[key]

    def _level_tile(self, gid: int, opacity: float, tile_px: int) -> tuple[pygame.Surface | None, int]:
        """A gid's picture at a zoom level, and its height there."""
        key = (gid, opacity)
        found = self._level_tiles.get(key)
        if found is None:
            picture = self._tile(gid)
            if picture is None:
                found = (None, 0)
            else:
                tw, th = self.map.tile_width, self.map.tile_height
                pw, ph = picture.get_size()
                w, h = (tile_px, tile_px) if (pw, ph) == (tw, th) else (round(pw * tile_px / tw),
                                                                         round(ph * tile_px / th))
                found = (self._scaled_tile(gid, w, h, opacity), h)
            self._level_tiles[key] = found
        return found

    def depicts(self, box: tuple[float, float, float, float]) -> bool:
        """Whether a picture above the bottom tile layer (the ground) reaches into ``box`` (inches: x0, y0, x1,
        y1). A terrain object that none reaches is drawn only as an outline in Tiled, so the window draws it too."""
        x0, y0, x1, y1 = (v / self.map.inches_per_tile for v in box)  # in cells
        rows, cols = self._over_ground.shape
        c0, c1 = max(0, math.floor(x0)), min(cols, math.ceil(x1))
        r0, r1 = max(0, math.floor(y0)), min(rows, math.ceil(y1))
        return c0 < c1 and r0 < r1 and bool(self._over_ground[r0:r1, c0:c1].any())

    @cached_property
    def _over_ground(self) -> np.ndarray:
        """The cells (rows, cols) a picture above the ground reaches into: a tile's reach and offset included."""
        tw, th = self.map.tile_width, self.map.tile_height
        covered = np.zeros((self.map.rows, self.map.cols), dtype=bool)
        for cells in self.layers[1:]:
            ox, oy = cells.offset[0] / tw, cells.offset[1] / th
            for dr in range(math.floor(oy - cells.reach[1]), math.ceil(oy + 1)):
                for dc in range(math.floor(ox), math.ceil(ox + 1 + cells.reach[0])):
                    r, c = cells.rows + dr, cells.cols + dc
                    inside = (r >= 0) & (r < self.map.rows) & (c >= 0) & (c < self.map.cols)
                    covered[r[inside], c[inside]] = True
        for stamp in self.stamps:
            xs, ys = _turned_corners(*stamp.size, stamp.rotation)
            left, bottom = stamp.x, stamp.y + stamp.size[1]
            covered[max(0, math.floor((bottom + min(ys)) / th)):max(0, math.ceil((bottom + max(ys)) / th)),
                    max(0, math.floor((left + min(xs)) / tw)):max(0, math.ceil((left + max(xs)) / tw))] = True
        return covered

    def forget_zoom(self) -> None:
        """Drop the tiles scaled for other zoom levels (called when the level changes)."""
        self._scaled.clear()
        self._level_tiles.clear()

    # --- drawing -------------------------------------------------------------------------------------------
    def draw(self, target: pygame.Surface, area: pygame.Rect, tile_px: int) -> None:
        """Draw the part ``area`` of the map, as laid out at ``tile_px`` pixels per tile, onto ``target``."""
        target.fill(self.background)
        tw, th = self.map.tile_width, self.map.tile_height
        sx, sy = tile_px / tw, tile_px / th
        if not self.has_pictures:
            self._grid(target, area, tile_px)
            return
        if tile_px != self._level_px:
            self._level_px = tile_px
            self._level_tiles.clear()
        blits: list[tuple[pygame.Surface, tuple[int, int]]] = []
        for cells in self.layers:
            ox, oy = cells.offset[0] * sx, cells.offset[1] * sy
            c0 = math.floor((area.left - ox) / tile_px) - cells.reach[0]
            c1 = math.ceil((area.right - ox) / tile_px)
            r0 = math.floor((area.top - oy) / tile_px)
            r1 = math.ceil((area.bottom - oy) / tile_px) + cells.reach[1]
            inside = (cells.cols >= c0) & (cells.cols < c1) & (cells.rows >= r0) & (cells.rows < r1)
            for r, c, gid in zip(cells.rows[inside].tolist(), cells.cols[inside].tolist(),
                                 cells.gids[inside].tolist(), strict=True):
                picture, h = self._level_tile(gid, cells.opacity, tile_px)
                if picture is not None:
                    blits.append((picture, (round(c * tile_px + ox) - area.left,
                                            round((r + 1) * tile_px + oy) - h - area.top)))
        target.blits(blits, doreturn=False)
        for stamp in self.stamps:
            self._stamp(target, area, stamp, sx, sy)

    def _stamp(self, target: pygame.Surface, area: pygame.Rect, stamp: Stamp, sx: float, sy: float) -> None:
        w, h = round(stamp.size[0] * sx), round(stamp.size[1] * sy)
        x, y = stamp.x * sx - area.left, stamp.y * sy - area.top
        if not -w - h < x < area.w + w + h or not -w - h < y < area.h + w + h:
            return
        picture = self._scaled_tile(stamp.gid, w, h, stamp.opacity)
        if picture is None:
            return
        if stamp.rotation:
            xs, ys = _turned_corners(w, h, stamp.rotation)
            picture = pygame.transform.rotate(picture, -stamp.rotation)
            x, y = x + min(xs), y + h + min(ys)  # from the bottom-left anchor
        target.blit(picture, (round(x), round(y)))

    def _grid(self, target: pygame.Surface, area: pygame.Rect, tile_px: int) -> None:
        """A faint inch grid on a bare table, to judge distances by eye."""
        step = tile_px / self.map.inches_per_tile
        if step < 6:
            return
        x = math.ceil(area.left / step) * step
        while x < area.right:
            pygame.draw.line(target, GRID, (round(x) - area.left, 0), (round(x) - area.left, area.h))
            x += step
        y = math.ceil(area.top / step) * step
        while y < area.bottom:
            pygame.draw.line(target, GRID, (0, round(y) - area.top), (area.w, round(y) - area.top))
            y += step


def _turned_corners(w: float, h: float, rotation: float) -> tuple[list[float], list[float]]:
    """The corners of a picture ``w`` by ``h`` turned ``rotation`` degrees about its bottom-left corner (Tiled's
    anchor for tile objects), as offsets from that corner."""
    turn = math.radians(rotation)
    corners = [(0, 0), (w, 0), (w, -h), (0, -h)]
    return ([cx * math.cos(turn) - cy * math.sin(turn) for cx, cy in corners],
            [cx * math.sin(turn) + cy * math.cos(turn) for cx, cy in corners])


def _flipped(picture: pygame.Surface, flags: Any) -> pygame.Surface:
    """Tiled's flips: the diagonal one (a transpose) first, then horizontal, then vertical."""
    if getattr(flags, "flipped_diagonally", False):
        picture = pygame.transform.flip(pygame.transform.rotate(picture, 90), False, True)
    horizontal = bool(getattr(flags, "flipped_horizontally", False))
    vertical = bool(getattr(flags, "flipped_vertically", False))
    if horizontal or vertical:
        picture = pygame.transform.flip(picture, horizontal, vertical)
    return picture


def _read_xml_facts(path: Path) -> tuple[dict[int, tuple[int, float, float]], dict[int, tuple[int, ...]],
                                          dict[str, tuple[int, int]], dict[str, tuple[int, int, int]]]:
    """Layer id → (place in the file, x offset, y offset in map pixels, groups' offsets included), Tiled gid →
    the sub-rectangle of its image a collection tile shows, image file → the size the map states for it, and
    image file → the colour its ``trans`` makes see-through."""
    try:
        prepared = prepare_map(path)
        walked = list(walk_layers(prepared.root, path))
    except MapError:
        return {}, {}, {}, {}  # the file changed under us: keep pytmx's order; the reload will follow
    order = {}
    for place, (element, (ox, oy)) in enumerate(walked):
        layer_id = element.get("id", "")
        if layer_id.isdigit():
            order[int(layer_id)] = (place, ox, oy)
    subrects = {}
    for span in prepared.tilesets:
        for tile in span.element.iterfind("tile"):
            box = [tile.get(key, "") for key in ("x", "y", "width", "height")]
            tile_id = tile.get("id", "")
            if tile_id.isdigit() and box[2].isdigit() and box[3].isdigit():
                subrects[span.firstgid + int(tile_id)] = tuple(int(v) if v.isdigit() else 0 for v in box)
    images = [image for span in prepared.tilesets for image in span.element.iter("image")]
    images += [image for element, _offset in walked for image in element.findall("image")]
    stated, keyed = {}, {}
    for image in images:
        size = (image.get("width", ""), image.get("height", ""))
        source = image.get("source")
        if source and size[0].isdigit() and size[1].isdigit():
            stated[source] = (int(size[0]), int(size[1]))
        key = _colour(image.get("trans"))
        if source and key is not None:
            keyed[source] = key
    return order, subrects, stated, keyed


def _layer_id(layer: Any) -> int:
    try:
        return int(getattr(layer, "id", -1))
    except (TypeError, ValueError):
        return -1


def _shown(element: Any) -> bool:
    return str(getattr(element, "visible", 1)).lower() not in ("0", "false")


def _colour(value: Any) -> tuple[int, int, int] | None:
    """A Tiled colour (``#rrggbb`` or ``#aarrggbb``), or None when there is none or it is not one."""
    digits = value.lstrip("#")[-6:] if isinstance(value, str) and len(value.lstrip("#")) in (6, 8) else ""
    try:
        return hex_colour(digits) if digits else None
    except ValueError:
        return None
