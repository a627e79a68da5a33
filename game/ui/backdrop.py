"""The table under the figures, cached: map pictures plus the terrain overlay, in square chunks.

The overlay, switched on, draws every piece; switched off, it still draws the terrain objects nothing on the map
pictures (:func:`unpictured`: a farmhouse drawn in Tiled as a rectangle over painted grass), as Tiled shows them.

Nothing here changes from frame to frame, only with the zoom level or the overlay switch, so each chunk is
rendered once for a level and then only blitted; the least recently used are dropped, which keeps memory
bounded at any zoom. Rendering a new level takes a while on a big map, so a frame renders only what fits in
its budget; the chunks still missing are shown meanwhile as the last complete picture, rescaled. Zooming and
switching the overlay therefore never freeze the window.

Making one reads the map's pictures (its tilesets' images, decoded): a tenth of a second for a shipped map, so a
map read on a worker thread has its backdrop made there too and handed to the drawing thread, which alone draws it.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from dataclasses import dataclass

import pygame

from game.board.tablemap import TableMap
from game.board.terrain import TerrainPiece
from game.ui.camera import Camera
from game.ui.map_layer import MapLayer
from game.ui.terrain_overlay import TerrainOverlay

CHUNK = 256
MAX_CHUNKS = 256
#: Seconds of chunk rendering a frame may spend (at least one chunk is rendered each frame).
BUDGET = 0.006


@dataclass(frozen=True)
class Snapshot:
    """The backdrop as last seen complete, and where the table was in it."""

    picture: pygame.Surface
    origin: tuple[float, float]  # the table's corner, in the picture's pixels
    scale: float  # pixels per inch


def unpictured(tmap: TableMap, pictures: MapLayer) -> tuple[TerrainPiece, ...]:
    """The map's own terrain objects that no picture above its ground shows. Another game's map, read through a
    terrain mapping, has art of its own for what the mapping makes terrain."""
    return tuple(piece for piece in tmap.pieces
                 if piece.object_id is not None and not piece.mapped and not pictures.depicts(piece.bbox))


class Backdrop:
    def __init__(self, tmap: TableMap) -> None:
        self.map = tmap
        self.pictures = MapLayer(tmap)
        self.terrain = TerrainOverlay(tmap)
        self.bare = TerrainOverlay(tmap, unpictured(tmap, self.pictures))
        self._chunks: OrderedDict[tuple[int, bool, int, int], pygame.Surface] = OrderedDict()
        self._level = 0
        self._snapshot: Snapshot | None = None
        self._snapshot_key: tuple | None = None
        self.complete = True  # whether the last frame showed every chunk rendered

    def shown(self, overlay: bool) -> TerrainOverlay:
        """The terrain drawn over the pictures: all of it with the overlay on, else what they do not show."""
        return self.terrain if overlay else self.bare

    def draw(self, surface: pygame.Surface, camera: Camera, overlay: bool) -> None:
        tile_px = camera.tile_px
        if tile_px != self._level:
            self._level = tile_px
            self.pictures.forget_zoom()
        table = camera.table_rect
        view = camera.viewport.clip(table)
        if not view.w or not view.h:
            return
        full_w, full_h = self.map.cols * tile_px, self.map.rows * tile_px
        c0, c1 = (view.left - table.left) // CHUNK, (view.right - 1 - table.left) // CHUNK
        r0, r1 = (view.top - table.top) // CHUNK, (view.bottom - 1 - table.top) // CHUNK
        deadline = time.perf_counter() + BUDGET
        rendered = 0
        blits, missing = [], []
        for r in range(r0, r1 + 1):
            for c in range(c0, c1 + 1):
                area = pygame.Rect(c * CHUNK, r * CHUNK, min(CHUNK, full_w - c * CHUNK), min(CHUNK, full_h - r * CHUNK))
                if area.w <= 0 or area.h <= 0:
                    continue
                chunk = self._cached(tile_px, overlay, area)
                if chunk is None and (not rendered or time.perf_counter() < deadline):
                    chunk = self._render(tile_px, overlay, area)
                    rendered += 1
                at = (table.left + area.x, table.top + area.y)
                if chunk is None:
                    missing.append(pygame.Rect(at, area.size))
                else:
                    blits.append((chunk, at))
        clip = surface.get_clip()
        surface.set_clip(view)
        surface.blits(blits, doreturn=False)
        for rect in missing:
            self._stand_in(surface, camera, rect)
        surface.set_clip(clip)
        self.complete = not missing
        if self.complete:
            self._remember(surface, camera, view, overlay)

    def _cached(self, tile_px: int, overlay: bool, area: pygame.Rect) -> pygame.Surface | None:
        key = (tile_px, overlay, area.x // CHUNK, area.y // CHUNK)
        chunk = self._chunks.get(key)
        if chunk is not None:
            self._chunks.move_to_end(key)
        return chunk

    def _render(self, tile_px: int, overlay: bool, area: pygame.Rect) -> pygame.Surface:
        chunk = pygame.Surface(area.size).convert()
        self.pictures.draw(chunk, area, tile_px)
        self.shown(overlay).draw(chunk, area, tile_px)
        self._chunks[(tile_px, overlay, area.x // CHUNK, area.y // CHUNK)] = chunk
        while len(self._chunks) > MAX_CHUNKS:
            self._chunks.popitem(last=False)
        return chunk

    def _remember(self, surface: pygame.Surface, camera: Camera, view: pygame.Rect, overlay: bool) -> None:
        """Keep the complete picture in view (once per view), to stand in while another level renders."""
        key = (camera.tile_px, camera.origin, tuple(view), overlay)
        if key == self._snapshot_key:
            return
        self._snapshot_key = key
        origin = (camera.origin[0] - view.x, camera.origin[1] - view.y)
        self._snapshot = Snapshot(surface.subsurface(view).copy(), origin, camera.scale)

    def _stand_in(self, surface: pygame.Surface, camera: Camera, rect: pygame.Rect) -> None:
        """Fill a chunk not rendered yet: the map's ground colour, and the last complete picture rescaled."""
        surface.fill(self.pictures.background, rect)
        snap = self._snapshot
        if snap is None:
            return
        ratio = snap.scale / camera.scale
        # the chunk's screen rectangle, seen in the snapshot's pixels
        sx = snap.origin[0] + (rect.x - camera.origin[0]) * ratio
        sy = snap.origin[1] + (rect.y - camera.origin[1]) * ratio
        source = pygame.Rect(round(sx), round(sy), max(1, round(rect.w * ratio)), max(1, round(rect.h * ratio)))
        part = source.clip(snap.picture.get_rect())
        if part.w <= 0 or part.h <= 0:
            return
        dest = pygame.Rect(rect.x + round((part.x - sx) / ratio), rect.y + round((part.y - sy) / ratio),
                           max(1, round(part.w / ratio)), max(1, round(part.h / ratio)))
        surface.blit(pygame.transform.scale(snap.picture.subsurface(part), dest.size), dest)

    def render(self, size: tuple[int, int], overlay: bool) -> pygame.Surface:
        """The whole table scaled to fit ``size`` (a preview), not cached."""
        tile_px = max(1, min(size[0] // max(1, self.map.cols), size[1] // max(1, self.map.rows)))
        area = pygame.Rect(0, 0, self.map.cols * tile_px, self.map.rows * tile_px)
        picture = pygame.Surface(area.size).convert()
        self.pictures.draw(picture, area, tile_px)
        self.shown(overlay).draw(picture, area, tile_px)
        self.pictures.forget_zoom()
        return picture
