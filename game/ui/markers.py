"""Tokens on the table that are not figures (arcane's moonstones, objectives), drawn under the figures.

Each kind has a look: a moonstone is a pale glowing gem whose label gives its depth. A kind the window does
not know is drawn as a plain ring, so a new ruleset's markers show before anyone styles them.
"""

from __future__ import annotations

import pygame

from game.rules.ruleset import Marker
from game.ui.camera import Camera
from game.ui.style import Colour, outlined_text

#: Fill, rim and glow of each kind of marker.
LOOKS: dict[str, tuple[Colour, Colour, Colour]] = {
    "moonstone": ((196, 226, 255), (255, 255, 255), (120, 180, 255)),
    "weapon": ((190, 196, 206), (40, 44, 52), (150, 156, 170)),  # a knocked-out weapon (manoeuvres)
    "body": ((150, 60, 50), (40, 20, 16), (90, 40, 30)),  # a fallen gamebook piece, where it lies
}
PLAIN = ((230, 200, 90), (40, 30, 10), (230, 200, 90))


def draw_markers(surface: pygame.Surface, camera: Camera, markers: list[Marker]) -> None:
    for marker in markers:
        fill, rim, glow = LOOKS.get(marker.kind, PLAIN)
        x, y = camera.to_screen((marker.x, marker.y))
        r = max(3, round(marker.radius * camera.scale))
        halo = pygame.Surface((r * 4, r * 4), pygame.SRCALPHA)
        pygame.draw.circle(halo, (*glow, 70), (r * 2, r * 2), r * 2)
        surface.blit(halo, (round(x) - r * 2, round(y) - r * 2))
        points = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
        pygame.draw.polygon(surface, fill, points)
        pygame.draw.polygon(surface, rim, points, max(1, r // 6))
        if marker.label and r >= 6:
            label = outlined_text(marker.label, 12, (235, 240, 255))
            surface.blit(label, label.get_rect(midtop=(round(x), round(y + r + 2))))
