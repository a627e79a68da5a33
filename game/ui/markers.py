"""Tokens on the table that are not figures (arcane's moonstones, objectives), drawn under the figures.

Each kind has a look: a moonstone is a pale glowing gem whose label gives its depth. A kind the window does
not know is drawn as a plain ring, so a new ruleset's markers show before anyone styles them. Their labels are
placed as the figures' are (:func:`game.ui.labels.place`): two stones side by side do not write over each other,
and the figures' labels then keep clear of the markers and their labels.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

import pygame

from game.board.grid import Grid
from game.rules.ruleset import Marker
from game.ui.camera import Camera
from game.ui.grid_overlay import cell_at
from game.ui.labels import Placed, Tag, names, place
from game.ui.style import Colour, outlined_text

LABEL_SIZE = 12
LABEL_COLOUR = (235, 240, 255)
STATE_COLOUR = (205, 212, 228)  # a marker's state, under its name

#: Fill, rim and glow of each kind of marker.
LOOKS: dict[str, tuple[Colour, Colour, Colour]] = {
    "moonstone": ((196, 226, 255), (255, 255, 255), (120, 180, 255)),
    "weapon": ((190, 196, 206), (40, 44, 52), (150, 156, 170)),  # a knocked-out weapon (manoeuvres)
    "body": ((150, 60, 50), (40, 20, 16), (90, 40, 30)),  # a fallen gamebook piece, where it lies
}
PLAIN = ((230, 200, 90), (40, 30, 10), (230, 200, 90))
#: The ending of an area's kind: "moonstone area", where moonstones fall as the game begins.
AREA = " area"


class Drawn(NamedTuple):
    """Where the markers and their labels went: the figures' labels keep clear of both ("energy 3 · wounds 0/7"
    lay over a moonstone). A marker a base hides whole (a gamebook piece standing on a body) is not among them: a
    name across that base hides nothing (the piece on a body's square went unnamed, its Endurance unsaid)."""

    markers: list[pygame.Rect]
    labels: list[pygame.Rect]


def marker_boxes(camera: Camera, markers: list[Marker]) -> list[pygame.Rect]:
    """Where each marker is on the screen, its glow and all: a window over the board keeps off them as off the
    figures (a reaction's window stood over a moonstone where the board had room)."""
    boxes = []
    for marker in markers:
        x, y = camera.to_screen((marker.x, marker.y))
        r = _radius(marker, camera)
        boxes.append(pygame.Rect(round(x) - r - 1, round(y) - r - 1, 2 * r + 2, 2 * r + 2))
    return boxes


def _radius(marker: Marker, camera: Camera) -> int:
    return max(3, round(marker.radius * camera.scale))


def draw_token(surface: pygame.Surface, kind: str, centre: tuple[float, float], r: int) -> pygame.Rect:
    """One marker of ``kind``, ``r`` pixels in radius: a gem in a faint glow of its own size (a glow twice as wide
    read as the stone, and a base inside it "touched no moonstone"); a kind ending in " area" (where tokens will
    fall as the game begins: the launcher's preview) is a faint disc and rim in the look of the tokens."""
    area = kind.endswith(AREA)
    fill, rim, glow = LOOKS.get(kind.removesuffix(AREA), PLAIN)
    x, y = centre
    halo = pygame.Surface((r * 2 + 2, r * 2 + 2), pygame.SRCALPHA)
    pygame.draw.circle(halo, (*glow, 50 if area else 90), (r + 1, r + 1), r)
    if area:
        pygame.draw.circle(halo, (*fill, 200), (r + 1, r + 1), r, 2)
    surface.blit(halo, (round(x) - r - 1, round(y) - r - 1))
    if area:
        return pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r)
    points = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    pygame.draw.polygon(surface, fill, points)
    return pygame.draw.polygon(surface, rim, points, max(1, r // 6))


def draw_markers(surface: pygame.Surface, camera: Camera, markers: list[Marker],
                 bases: Sequence[pygame.Rect] = (), pointers: Sequence[pygame.Rect] = (),
                 grid: Grid | None = None) -> Drawn:
    """The markers and their labels, kept off the figures' ``bases`` and their facing ``pointers`` (drawn over them
    later, a base would hide a stone's depth), never nearer another base than their own marker, on a ``grid``
    inside their own square, and above the strips along the view's foot, as the figures' are."""
    tags = []
    drawn = []
    for n, marker in enumerate(markers):
        x, y = camera.to_screen((marker.x, marker.y))
        r = _radius(marker, camera)
        token = draw_token(surface, marker.kind, (x, y), r)
        if not _hidden((x, y), r, bases):
            drawn.append(token)
        if marker.label and r >= 6:
            name, state, wordings = worded(marker.label)
            tags.append(Tag(f"marker {n}", name, "", x, y, r, size=LABEL_SIZE, condition=state,
                            cell=cell_at(camera, grid, (marker.x, marker.y)), wordings=wordings))
    placed = _placed(tuple(tags), tuple(camera.readable), tuple(tuple(b) for b in bases),
                     tuple(tuple(p) for p in pointers))
    for label in placed:
        y = label.rect.y
        for i, line in enumerate(label.lines):
            picture = outlined_text(line, LABEL_SIZE, STATE_COLOUR if i else LABEL_COLOUR)
            surface.blit(picture, picture.get_rect(midtop=(label.rect.centerx, y)))
            y += picture.get_height()
    return Drawn(drawn, [label.rect for label in placed])


def worded(label: str) -> tuple[str, str, tuple[tuple[str, ...], ...]]:
    """A marker's label as its name, its state and the wordings to try, best first: the whole on one line, then
    the name over the state, then the state shortened (its words in brackets left out) likewise, then the name
    alone ("Wolf 4, unconscious (unsearched)": "Wolf 4 · unconscious, unsearched", then "Wolf 4" over
    "unconscious, unsearched"...). Where a body's square had room for the name only, "Wolf 4" was all it said, and
    a moonstone's name gave way to its depth ("Depth 0" of "Moonstone 1 · depth 0")."""
    cut = label.rfind(" · ")
    name, state = (label[:cut], label[cut + 3:]) if cut > 0 else label.rpartition(", ")[::2]
    if not name or not state:
        return label, "", ()
    whole = re.sub(r"\s*\(([^)]*)\)", r", \1", state)  # "dead (unsearched)": "dead, unsearched"
    short = re.sub(r"\s*\([^)]*\)", "", state)
    out: list[tuple[str, ...]] = []
    for words in dict.fromkeys((whole, short)):
        out += [(f"{name} · {words}",), (name, words)]
    return name, short, (*out, *((words,) for words in names(name)))


def _hidden(centre: tuple[float, float], r: int, bases: Sequence[pygame.Rect]) -> bool:
    """Whether a marker of radius ``r`` at ``centre`` lies whole under one of the ``bases`` (each the square round
    a round base), its glow and all: the base drawn over it hides it."""
    x, y = centre
    return any(math.hypot(x - base.centerx, y - base.centery) + r + 1 <= base.w / 2 for base in bases)


@lru_cache(maxsize=8)
def _placed(tags: tuple[Tag, ...], bounds: tuple[int, int, int, int], bases: tuple[tuple[int, int, int, int], ...],
            pointers: tuple[tuple[int, int, int, int], ...]) -> list[Placed]:
    """Where the labels go, worked out again only when a marker, its label, a figure or the view changes (not
    each frame)."""
    figures = [Tag(f"figure {n}", "", "", x + w / 2, y + h / 2, w / 2) for n, (x, y, w, h) in enumerate(bases)]
    return place(tags, lambda words, _status, size: outlined_text(words, size, LABEL_COLOUR).get_size(),
                 pygame.Rect(bounds), [pygame.Rect(b) for b in (*bases, *pointers)], unnamed=figures, loose=False)
