"""Markers (moonstones, objectives) are drawn where they lie on the table."""

import pygame

from game.rules.ruleset import Marker
from game.ui.camera import Camera
from game.ui.markers import LOOKS, PLAIN, draw_markers


def test_a_moonstone_is_drawn_at_its_place_in_its_colour_and_an_unknown_kind_plainly():
    pygame.init()
    surface = pygame.Surface((400, 400))
    camera = Camera(pygame.Rect(0, 0, 400, 400), (20, 20))
    stone, other = Marker("m1", 5, 5, 0.5, "moonstone", "depth 2"), Marker("o1", 15, 15, 0.5, "flag")
    draw_markers(surface, camera, [stone, other])
    at_stone = surface.get_at(tuple(round(v) for v in camera.to_screen((5, 5))))[:3]
    at_other = surface.get_at(tuple(round(v) for v in camera.to_screen((15, 15))))[:3]
    assert at_stone == LOOKS["moonstone"][0]
    assert at_other == PLAIN[0]
    assert surface.get_at(tuple(round(v) for v in camera.to_screen((10, 10))))[:3] == (0, 0, 0)
