"""The camera: fitting, zooming at the pointer, panning within bounds; and the map's tile flips."""

from __future__ import annotations

import pygame
import pytest

from game.ui.camera import KEEP_VISIBLE, LEVELS, Camera
from game.ui.map_layer import _flipped


def test_fit_shows_the_whole_table_centred():
    camera = Camera(pygame.Rect(0, 48, 940, 752), (24.0, 24.0))
    table = camera.table_rect
    assert camera.viewport.contains(table)
    assert abs(table.centerx - camera.viewport.centerx) <= 1 and abs(table.centery - camera.viewport.centery) <= 1
    assert LEVELS[camera.level + 1] * 24 > 752 - 40  # the next level would not fit


@pytest.mark.parametrize("steps", [1, 3, -2])
def test_zoom_keeps_the_point_under_the_pointer(steps):
    camera = Camera(pygame.Rect(0, 0, 900, 700), (48.0, 36.0), inches_per_tile=0.5)
    anchor = (300, 250)
    before = camera.to_table(anchor)
    assert camera.zoom(steps, anchor)
    after = camera.to_table(anchor)
    assert abs(before[0] - after[0]) < 1 / camera.scale + 1e-9 and abs(before[1] - after[1]) < 1 / camera.scale + 1e-9
    assert camera.origin == (round(camera.origin[0]), round(camera.origin[1]))


def test_panning_never_loses_the_table():
    camera = Camera(pygame.Rect(0, 0, 800, 600), (24.0, 24.0))
    camera.pan(10_000, 10_000)
    assert camera.table_rect.left <= 800 - KEEP_VISIBLE and camera.table_rect.top <= 600 - KEEP_VISIBLE
    camera.pan(-20_000, -20_000)
    assert camera.table_rect.right >= KEEP_VISIBLE and camera.table_rect.bottom >= KEEP_VISIBLE


def test_inches_and_pixels_round_trip():
    camera = Camera(pygame.Rect(10, 20, 800, 600), (30.0, 20.0))
    for point in ((0.0, 0.0), (12.5, 7.25), (30.0, 20.0)):
        x, y = camera.to_table(camera.to_screen(point))
        assert abs(x - point[0]) < 1e-9 and abs(y - point[1]) < 1e-9


class Flags:
    def __init__(self, h=False, v=False, d=False):
        self.flipped_horizontally, self.flipped_vertically, self.flipped_diagonally = h, v, d


def test_tiled_flips_a_diagonal_flip_is_a_transpose():
    picture = pygame.Surface((3, 2))
    picture.fill((0, 0, 0))
    picture.set_at((2, 0), (255, 0, 0))  # top right
    turned = _flipped(picture, Flags(d=True))
    assert turned.get_size() == (2, 3) and turned.get_at((0, 2))[:3] == (255, 0, 0)
    assert _flipped(picture, Flags(h=True)).get_at((0, 0))[:3] == (255, 0, 0)
    assert _flipped(picture, Flags(v=True)).get_at((2, 1))[:3] == (255, 0, 0)
