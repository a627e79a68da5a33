"""A map's deployment points in the terrain test: a ring per point in its side's colour (the colour a side is
named after, "red", else the palette's, as in a game), with its facing and, zoomed in, its profile, so that a map
maker sees where each figure will start."""

from __future__ import annotations

import math

import pygame

from game.board.tablemap import TableMap
from game.ui.camera import Camera
from game.ui.style import outlined_text, side_colour

#: The ring's diameter, inches: a common base.
RING = 1.0


def draw_deployment(surface: pygame.Surface, camera: Camera, tmap: TableMap) -> None:
    sides = list(dict.fromkeys(point.side for point in tmap.deployment))
    r = max(4.0, RING / 2 * camera.scale)
    for point in tmap.deployment:
        colour = side_colour("", sides.index(point.side), (point.side,))
        x, y = camera.to_screen(point.at)
        pygame.draw.circle(surface, (20, 20, 24), (x, y), r + 2, 3)
        pygame.draw.circle(surface, colour, (x, y), r, 2)
        angle = math.radians(point.facing)
        pygame.draw.line(surface, colour, (x, y), (x + math.cos(angle) * r * 1.6, y + math.sin(angle) * r * 1.6), 2)
        if r >= 24:  # room for the words
            label = outlined_text(point.profile.replace("_", " "), 11, colour)
            surface.blit(label, label.get_rect(midtop=(round(x), round(y + r + 3))))
