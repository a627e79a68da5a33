"""The terrain as the rules see it, drawn over the map: a colour per kind, hatching where a line or a move
cannot pass, elevation as deeper shading, each piece outlined.

Drawn into the same cached chunks as the map pictures (see :mod:`game.ui.backdrop`), so it costs nothing per
frame. :func:`legend` lists the kinds a map uses, for the side panel.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from game.board.tablemap import TableMap
from game.board.terrain import Kind, TerrainPiece
from game.ui.clipping import clip_polygon
from game.ui.style import Colour, mix


@dataclass(frozen=True)
class KindStyle:
    colour: Colour
    alpha: int  # fill opacity, 0..255 (elevated kinds add more per level)
    hatch: str = ""  # "/", "x" or "" (none)
    spacing: int = 10  # pixels between hatch lines
    edge_width: int = 2


STYLES: dict[Kind, KindStyle] = {
    Kind.OPEN: KindStyle((235, 225, 170), 28),
    Kind.HINDERING: KindStyle((96, 200, 72), 70, "/", 14),
    Kind.BLOCKING: KindStyle((222, 64, 52), 96, "x", 9),
    Kind.ELEVATED: KindStyle((214, 160, 72), 40),
    Kind.STEEP: KindStyle((168, 104, 52), 70, "/", 7, 3),
    Kind.WATER: KindStyle((72, 156, 236), 80),
    Kind.DEEP_WATER: KindStyle((32, 74, 176), 150, "/", 12),
    Kind.OBSTACLE: KindStyle((164, 214, 80), 150),
    Kind.LOW_WALL: KindStyle((200, 200, 190), 150),
    Kind.IMPASSABLE: KindStyle((26, 26, 32), 170, "x", 8),
}

#: How each kind reads in the legend and the hover text.
DESCRIPTIONS: dict[Kind, str] = {
    Kind.OPEN: "open ground",
    Kind.HINDERING: "hindering (woods, rubble)",
    Kind.BLOCKING: "blocking (buildings, big trees)",
    Kind.ELEVATED: "elevated (hills)",
    Kind.STEEP: "steep (crags, cliffs)",
    Kind.WATER: "water",
    Kind.DEEP_WATER: "deep water",
    Kind.OBSTACLE: "obstacle (hedges, doors)",
    Kind.LOW_WALL: "low wall",
    Kind.IMPASSABLE: "impassable",
}



def fill_alpha(piece: TerrainPiece) -> int:
    """Elevated ground shades deeper with each level."""
    style = STYLES[piece.kind]
    extra = 38 * max(0, piece.elevation - 1) + (30 if piece.kind.is_elevated else 0)
    return min(230, style.alpha + extra)


def edge_colour(piece: TerrainPiece) -> Colour:
    style = STYLES[piece.kind]
    if piece.kind is Kind.STEEP:
        return (70, 36, 14)  # the cliff edge
    return mix(style.colour, (255, 255, 255), 0.35)


def legend(pieces: Iterable[TerrainPiece]) -> list[tuple[Kind, KindStyle]]:
    """The kinds among ``pieces``, in the order of :class:`Kind`."""
    present = {piece.kind for piece in pieces}
    return [(kind, STYLES[kind]) for kind in Kind if kind in present]


class TerrainOverlay:
    """Draws terrain pieces (by default all the map's) onto any part of the table at any zoom level."""

    def __init__(self, tmap: TableMap, pieces: tuple[TerrainPiece, ...] | None = None) -> None:
        self.map = tmap
        self.pieces = tmap.pieces if pieces is None else pieces
        self.legend = legend(self.pieces)
        self._hatches: dict[tuple[int, int, str, int, Colour, int, int], pygame.Surface] = {}

    def draw(self, target: pygame.Surface, area: pygame.Rect, tile_px: int) -> None:
        scale = tile_px / self.map.inches_per_tile
        bounds = target.get_rect()
        for piece in self.pieces:
            x0, y0, x1, y1 = piece.bbox
            box = pygame.Rect(round(x0 * scale) - area.left - 4, round(y0 * scale) - area.top - 4,
                              round((x1 - x0) * scale) + 9, round((y1 - y0) * scale) + 9)
            if not box.colliderect(bounds):
                continue
            if piece.is_thin:
                self._thin(target, area, piece, scale)
            else:
                self._area(target, area, piece, scale, box.clip(bounds))

    def _area(self, target: pygame.Surface, area: pygame.Rect, piece: TerrainPiece, scale: float,
              box: pygame.Rect) -> None:
        style = STYLES[piece.kind]
        frame = pygame.Rect((0, 0), box.size)
        rings = [clip_polygon([(x * scale - area.left - box.x, y * scale - area.top - box.y) for x, y in ring], frame)
                 for ring in piece.rings]
        shape = pygame.Surface(box.size, pygame.SRCALPHA)
        for i, ring in enumerate(rings):
            if len(ring) >= 3:
                pygame.draw.polygon(shape, (*style.colour, fill_alpha(piece)) if i == 0 else (0, 0, 0, 0), ring)
        if style.hatch:
            mask = pygame.Surface(box.size, pygame.SRCALPHA)
            for i, ring in enumerate(rings):
                if len(ring) >= 3:
                    pygame.draw.polygon(mask, (255, 255, 255, 255) if i == 0 else (0, 0, 0, 0), ring)
            hatch = self._hatch(box, area, style, mix(style.colour, (255, 255, 255), 0.25))
            mask.blit(hatch, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            shape.blit(mask, (0, 0))
        edge = edge_colour(piece)
        for ring in rings:
            if len(ring) >= 2:
                pygame.draw.lines(shape, (*edge, 235), True, ring, style.edge_width)
        target.blit(shape, box.topleft)

    def _hatch(self, box: pygame.Rect, area: pygame.Rect, style: KindStyle, colour: Colour) -> pygame.Surface:
        """Diagonal lines anchored to the table (not the piece), so that neighbouring chunks join up."""
        left, top = box.x + area.left, box.y + area.top
        phase, phase2 = (left + top) % style.spacing, (left - top) % style.spacing
        key = (box.w, box.h, style.hatch, style.spacing, colour, phase, phase2)
        surface = self._hatches.get(key)
        if surface is None:
            if len(self._hatches) > 256:
                self._hatches.clear()
            surface = pygame.Surface(box.size, pygame.SRCALPHA)
            for d in range(-phase, box.w + box.h + style.spacing, style.spacing):
                pygame.draw.line(surface, (*colour, 190), (d, 0), (d - box.h, box.h), 1)
            if style.hatch == "x":
                back = -(-box.h // style.spacing) * style.spacing  # whole spacings, to keep the phase
                for d in range(-back - phase2, box.w + style.spacing, style.spacing):
                    pygame.draw.line(surface, (*colour, 190), (d, 0), (d + box.h, box.h), 1)
            self._hatches[key] = surface
        return surface

    def _thin(self, target: pygame.Surface, area: pygame.Rect, piece: TerrainPiece, scale: float) -> None:
        """A wall or hedge: a band as wide as the piece is thick, with a darker rim."""
        style = STYLES[piece.kind]
        points = [(x * scale - area.left, y * scale - area.top) for x, y in piece.line]
        width = max(2, round(piece.thickness * scale))
        rim = mix(style.colour, (0, 0, 0), 0.45)
        for colour, extra in ((rim, 2), (style.colour, 0)):
            w = width + extra
            for a, b in itertools.pairwise(points):
                pygame.draw.line(target, colour, a, b, w)
            for p in points:
                pygame.draw.circle(target, colour, p, w / 2)
