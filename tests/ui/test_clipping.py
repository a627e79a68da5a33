"""Drawing follows the view: polygons far larger than the surface are cut to it before pygame fills them."""

from __future__ import annotations

import pygame

from game.board.tmx import load_map
from game.ui import terrain_overlay
from game.ui.clipping import MARGIN, clip_polygon
from game.ui.terrain_overlay import TerrainOverlay
from tests.ui.pilot import FIELD


def test_a_piece_at_a_deep_zoom_is_cut_to_the_chunk(monkeypatch):
    tmap = load_map(FIELD)
    piece = max((p for p in tmap.pieces if not p.is_thin), key=lambda p: (p.bbox[2] - p.bbox[0]))
    x0, y0, x1, y1 = piece.bbox
    tile_px = 2_000_000  # the piece is millions of pixels across
    scale = tile_px / tmap.inches_per_tile
    area = pygame.Rect(round((x0 + x1) / 2 * scale) - 128, round((y0 + y1) / 2 * scale) - 128, 256, 256)
    drawn = []
    real = pygame.draw.polygon

    def recording(surface, colour, points, *args):
        drawn.append([tuple(p) for p in points])
        return real(surface, colour, points, *args)

    monkeypatch.setattr(terrain_overlay.pygame.draw, "polygon", recording)
    target = pygame.Surface((256, 256), pygame.SRCALPHA)
    target.fill((0, 0, 0, 0))
    TerrainOverlay(tmap).draw(target, area, tile_px)
    assert drawn
    assert all(-MARGIN <= v <= 256 + MARGIN for ring in drawn for point in ring for v in point)
    assert target.get_at((128, 128)).a > 0  # the middle of the piece is filled


def test_a_polygon_inside_is_left_as_it_is():
    square = [(10.0, 10.0), (50.0, 10.0), (50.0, 50.0), (10.0, 50.0)]
    assert clip_polygon(square, pygame.Rect(0, 0, 100, 100)) == square
    assert clip_polygon([(500.0, 500.0), (600.0, 500.0), (600.0, 600.0)], pygame.Rect(0, 0, 100, 100)) == []
