"""The table under the figures, cached: map pictures plus (when shown) the terrain overlay, in square chunks.

Nothing here changes from frame to frame, only with the zoom level or the overlay switch, so each chunk is
rendered once for a level and then only blitted. Chunks are rendered on demand for the part in view and the
least recently used are dropped, which keeps memory bounded at any zoom.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from game.board.tablemap import TableMap
from game.ui.camera import Camera
from game.ui.map_layer import MapLayer
from game.ui.terrain_overlay import TerrainOverlay

CHUNK = 512
MAX_CHUNKS = 64


class Backdrop:
    def __init__(self, tmap: TableMap) -> None:
        self.map = tmap
        self.pictures = MapLayer(tmap)
        self.terrain = TerrainOverlay(tmap)
        self._chunks: OrderedDict[tuple[int, bool, int, int], pygame.Surface] = OrderedDict()
        self._level = 0

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
        blits = []
        for r in range(r0, r1 + 1):
            for c in range(c0, c1 + 1):
                area = pygame.Rect(c * CHUNK, r * CHUNK, min(CHUNK, full_w - c * CHUNK), min(CHUNK, full_h - r * CHUNK))
                if area.w > 0 and area.h > 0:
                    blits.append((self._chunk(tile_px, overlay, area), (table.left + area.x, table.top + area.y)))
        clip = surface.get_clip()
        surface.set_clip(view)
        surface.blits(blits, doreturn=False)
        surface.set_clip(clip)

    def _chunk(self, tile_px: int, overlay: bool, area: pygame.Rect) -> pygame.Surface:
        key = (tile_px, overlay, area.x // CHUNK, area.y // CHUNK)
        chunk = self._chunks.get(key)
        if chunk is None:
            chunk = pygame.Surface(area.size).convert()
            self.pictures.draw(chunk, area, tile_px)
            if overlay:
                self.terrain.draw(chunk, area, tile_px)
            self._chunks[key] = chunk
            while len(self._chunks) > MAX_CHUNKS:
                self._chunks.popitem(last=False)
        else:
            self._chunks.move_to_end(key)
        return chunk

    def render(self, size: tuple[int, int], overlay: bool) -> pygame.Surface:
        """The whole table scaled to fit ``size`` (a preview), not cached."""
        tile_px = max(1, min(size[0] // max(1, self.map.cols), size[1] // max(1, self.map.rows)))
        area = pygame.Rect(0, 0, self.map.cols * tile_px, self.map.rows * tile_px)
        picture = pygame.Surface(area.size).convert()
        self.pictures.draw(picture, area, tile_px)
        if overlay:
            self.terrain.draw(picture, area, tile_px)
        self.pictures.forget_zoom()
        return picture
