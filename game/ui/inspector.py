"""The inspector's three tools: line of fire (L), visibility (V) and the ruler (M).

A line of fire between two figures is the ruleset's verdict (``Ruleset.line_of_fire``); towards an empty
point or between two probes of the terrain screen it is the ruleset's verdict between hypothetical bases
(``Ruleset.sight_between``): each ruleset answers with its own rules.
Either way it is drawn green, amber or red, with what blocks or hinders it outlined and named, and explained in
words. Verdicts and the visibility shading are kept until something they depend on changes.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import pygame

from game.board.geometry import distance
from game.board.table import Base, Table
from game.board.terrain import Point, TerrainPiece
from game.board.tile_cover import painted_with
from game.board.visibility import Visibility
from game.ui.camera import Camera
from game.ui.corners import covered_area
from game.ui.figures import drawn_radius
from game.ui.style import BAD, CARD, PANEL_EDGE, SIGHT_COLOURS, TEXT, WARN, Colour, Rgba, outlined_text, text, wrap
from game.words import capitalised, signed

TITLES = {"clear": "Clear line of fire", "hindered": "Hindered line of fire", "blocked": "Line of fire blocked"}
#: A point on the table seen as a target: a base this wide (inches) standing there.
POINT_BASE = 0.0


@dataclass(frozen=True)
class SightView:
    """A line of fire ready to draw and explain."""

    start: Point
    end: Point
    result: str
    modifier: int
    reasons: tuple[Any, ...]
    modifier_text: str = ""  # the ruleset's own words for the modifier, when it is not a defence bonus
    notes: tuple[str, ...] = ()  # the rules' word on an attack along it besides the line, said first (out of range)

    @property
    def title(self) -> str:
        title = TITLES.get(self.result, self.result)
        if self.result != "blocked" and self.modifier:
            title += f": {self.modifier_text or f'defence {signed(self.modifier)}'}"
        return title

    def explanation(self) -> list[str]:
        """The reasons in words; the tiles painted with a wood are said with the wood where the line meets both
        alike (the fen's line said it crossed "tiles of Fen" and "Fen")."""
        met = {(getattr(r, "effect", ""), getattr(r, "name", "")) for r in self.reasons}
        lines = [capitalised(getattr(r, "text", "") or str(r)) for r in self.reasons
                 if (getattr(r, "effect", ""), painted_with(getattr(r, "name", ""))) not in met]
        if not lines:
            lines = ["Nothing is in the way: no modifier."] if self.result == "clear" else []
        return [*self.notes, *lines]


def figure_sight(game: Any, source: str, target: str) -> SightView | None:
    """The ruleset's line of fire between two figures (None if the ruleset has none)."""
    try:
        sight = game.ruleset.line_of_fire(game.state, source, target)
    except NotImplementedError:
        return None
    table = game.state.table
    a, b = table.bases[source], table.bases[target]
    return SightView(a.pos, b.pos, sight.result, sight.defence_modifier, tuple(sight.reasons), sight.modifier_text,
                     sight.notes)


def base_sight(ruleset: Any, table: Table, source: Base, target: Base, state: Any = None) -> SightView:
    """The ruleset's line between two bases, which need not stand on the table (probes, the cursor)."""
    line = ruleset.sight_between(table, source, target, state)
    return SightView(source.pos, target.pos, line.result, line.defence_modifier, tuple(line.reasons),
                     line.modifier_text)


#: What a line of fire's reasons call the place under the pointer ("… hides the spot pointed at from Tabby").
POINTED = "the spot pointed at"


def point_base(base_id: str, at: Point, towards: Point | None = None, diameter: float = POINT_BASE,
               label: str = "") -> Base:
    """A hypothetical base at ``at`` looking at ``towards`` (all round when it looks nowhere), called ``label`` in
    the reasons of a line of fire."""
    facing = math.degrees(math.atan2(towards[1] - at[1], towards[0] - at[0])) % 360 if towards else 0.0
    return Base(base_id, at[0], at[1], facing, diameter, 360.0, label=label)


def draw_sight_lines(surface: pygame.Surface, camera: Camera, view: SightView, pieces: dict[int, TerrainPiece],
                     table: Table) -> None:
    """The ray in its verdict's colour (red and dashed beyond the first blocker), what blocks or hinders it
    outlined: drawn under the figures, so that their names stay readable where a line crosses them."""
    colour = SIGHT_COLOURS.get(view.result, TEXT)
    start, end = camera.to_screen(view.start), camera.to_screen(view.end)
    for reason in view.reasons:
        _outline(surface, camera, reason, pieces, table)
    cut = _first_block(view)
    if cut is not None:
        at = camera.to_screen(cut)
        _ray(surface, start, at, SIGHT_COLOURS["clear"])
        _ray(surface, at, end, BAD, dashed=True)
    else:
        _ray(surface, start, end, colour)


def draw_sight_marks(surface: pygame.Surface, camera: Camera, view: SightView,
                     avoid: Sequence[pygame.Rect] = ()) -> list[pygame.Rect]:
    """Over the figures: a cross where the ray is first blocked, and each piece's name beside the spot where the
    ray meets it, on the first side clear of ``avoid`` (the figures' bases and labels) and of the names before it,
    else it is left to the card. Returns where the names went."""
    cut = _first_block(view)
    if cut is not None:
        _cross(surface, camera.to_screen(cut))
    taken = list(avoid)
    for reason in view.reasons:
        name, point = getattr(reason, "name", ""), getattr(reason, "point", None)
        if name and point is not None:
            label = outlined_text(name, 13, (255, 255, 255), bold=True)
            spot = next(beside(label.get_rect(), camera.to_screen(point), (8, 4), taken), None)
            if spot is not None:
                surface.blit(label, spot)
                taken.append(spot)
    return taken[len(avoid):]


def beside(box: pygame.Rect, at: tuple[float, float], gap: tuple[int, int],
           taken: Sequence[pygame.Rect] = ()) -> Iterator[pygame.Rect]:
    """Where words of ``box``'s size may go beside the point ``at`` (``gap`` pixels off it across and down), clear
    of what is ``taken``: right and above, right and below, left and above, left and below, in that order."""
    x, y = at
    x0, x1, y0, y1 = round(x + gap[0]), round(x - gap[0]), round(y - gap[1]), round(y + gap[1])
    spots = (box.move_to(bottomleft=(x0, y0)), box.move_to(topleft=(x0, y1)),
             box.move_to(bottomright=(x1, y0)), box.move_to(topright=(x1, y1)))
    return (spot for spot in spots if spot.collidelist(taken) < 0)


def _first_block(view: SightView) -> Point | None:
    """Where the first reason that blocks the line meets it, if one does."""
    return next((r.point for r in view.reasons if getattr(r, "effect", "") == "blocks"
                 and getattr(r, "point", None)), None)


def _ray(surface: pygame.Surface, a: tuple[float, float], b: tuple[float, float], colour: Colour,
         dashed: bool = False) -> None:
    if dashed:
        length = math.dist(a, b)
        steps = max(1, int(length // 10))
        for i in range(0, steps, 2):
            p = (a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps)
            q = (a[0] + (b[0] - a[0]) * min(i + 1, steps) / steps, a[1] + (b[1] - a[1]) * min(i + 1, steps) / steps)
            pygame.draw.line(surface, (15, 15, 18), p, q, 6)
            pygame.draw.line(surface, colour, p, q, 3)
        return
    pygame.draw.line(surface, (15, 15, 18), a, b, 6)
    pygame.draw.aaline(surface, colour, a, b, 3)


def _cross(surface: pygame.Surface, at: tuple[float, float]) -> None:
    x, y = at
    for dx, dy in ((1, 1), (1, -1)):
        pygame.draw.line(surface, (15, 15, 18), (x - 8 * dx, y - 8 * dy), (x + 8 * dx, y + 8 * dy), 6)
        pygame.draw.line(surface, BAD, (x - 7 * dx, y - 7 * dy), (x + 7 * dx, y + 7 * dy), 3)


def _outline(surface: pygame.Surface, camera: Camera, reason: Any, pieces: dict[int, TerrainPiece],
             table: Table) -> None:
    effect, ref, kind = getattr(reason, "effect", ""), getattr(reason, "ref", None), getattr(reason, "kind", "")
    colour = BAD if effect == "blocks" else WARN
    if kind == "base" and isinstance(ref, str) and ref in table.bases:
        base = table.bases[ref]  # round the base as drawn (never under MIN_RADIUS): it is drawn over the ring
        around = drawn_radius(base.radius * camera.scale) + 4
        pygame.draw.aacircle(surface, colour, camera.to_screen(base.pos), around, 3)
    elif isinstance(ref, int) and ref in pieces:
        piece = pieces[ref]
        if piece.is_thin:
            pygame.draw.lines(surface, colour, False, [camera.to_screen(p) for p in piece.line], 4)
        for ring in piece.rings:
            if len(ring) >= 2:
                pygame.draw.lines(surface, colour, True, [camera.to_screen(p) for p in ring], 3)


def card_size(lines: list[str], width: int = 380) -> tuple[int, int]:
    """How big :func:`draw_card` draws a card of ``lines``."""
    return width, 34 + 18 * sum(len(wrap(line, 13, width - 24)) for line in lines)


def draw_card(surface: pygame.Surface, at: tuple[int, int], title: str, lines: list[str], colour: Colour,
              width: int = 380) -> pygame.Rect:
    """A small dark card with a coloured title and wrapped lines, its top-left corner at ``at``."""
    wrapped = [part for line in lines for part in wrap(line, 13, width - 24)]
    height = 34 + 18 * len(wrapped)
    rect = pygame.Rect(at[0], at[1], width, height)
    card = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(card, (*CARD, 236), card.get_rect(), border_radius=6)
    pygame.draw.rect(card, (*PANEL_EDGE, 255), card.get_rect(), 1, border_radius=6)
    pygame.draw.rect(card, (*colour, 255), (0, 6, 4, height - 12), border_radius=2)
    card.blit(text(title, 15, colour, bold=True), (14, 7))
    for i, line in enumerate(wrapped):
        card.blit(text(line, 13, TEXT), (14, 31 + 18 * i))
    surface.blit(card, rect)
    return rect


# --- ruler -----------------------------------------------------------------------------------------------------
def draw_ruler(surface: pygame.Surface, camera: Camera, a: Point, b: Point, words: str,
               avoid: Sequence[pygame.Rect] = (), b_radius: float = 0.0) -> None:
    """A tape from a to b with a tick every inch and the measure written at its end (beside the base of
    ``b_radius`` inches there), where it hides none of ``avoid`` (the figures' bases and names: "a5 to e2:
    7 moves" lay over the goblin beside e2)."""
    sa, sb = camera.to_screen(a), camera.to_screen(b)
    pygame.draw.line(surface, (15, 15, 18), sa, sb, 5)
    pygame.draw.aaline(surface, (255, 244, 200), sa, sb, 2)
    length = distance(a, b)
    if length > 0:
        ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
        tick = 5 if camera.scale >= 8 else 0
        for inch in range(1, int(length) + 1):
            if tick:
                x, y = camera.to_screen((a[0] + ux * inch, a[1] + uy * inch))
                big = 8 if inch % 6 == 0 else tick
                pygame.draw.line(surface, (255, 244, 200), (x - uy * big, y + ux * big),
                                 (x + uy * big, y - ux * big), 2)
    label = outlined_text(words, 14, (255, 244, 200), bold=True)
    view = surface.get_clip()
    off = round(0.7 * b_radius * camera.scale)  # clear of the base at the end, diagonally
    inside = [spot for spot in beside(label.get_rect(), sb, (14 + off, 10 + off)) if view.contains(spot)]
    spot = min(inside, key=lambda s: covered_area(s, avoid)) if inside else \
        label.get_rect(topleft=(round(sb[0] + 14), round(sb[1] + 10))).clamp(view)  # the first of the least hidden
    surface.blit(label, spot)


# --- visibility ------------------------------------------------------------------------------------------------
class VisibilityShade:
    """Darkens the table where a figure at the origin could not see a target, kept until the view or the area
    changes."""

    DARK: Rgba = (8, 10, 14, 150)
    LIT: Rgba = (255, 248, 200, 28)

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._surface: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface, camera: Camera, area: Visibility, key: tuple) -> None:
        full = (key, camera.tile_px, camera.origin, tuple(camera.viewport))
        if full != self._key or self._surface is None:
            self._key = full
            self._surface = _shade(camera, area, self.DARK, self.LIT)
        surface.blit(self._surface, camera.viewport.topleft)


_FAN_RAYS = 32  # rays a fan of the visibility shade spans at most


def _shade(camera: Camera, area: Visibility, dark: Rgba, lit: Rgba) -> pygame.Surface:
    """Drawn at half size and smoothed up: rays a pixel apart would otherwise leave speckles between them."""
    view = camera.viewport
    shade = pygame.Surface((max(1, view.w // 2), max(1, view.h // 2)), pygame.SRCALPHA)
    table = camera.table_rect.move(-view.x, -view.y)
    shade.fill(dark, pygame.Rect(table.x // 2, table.y // 2, table.w // 2 + 1, table.h // 2 + 1))
    rays = np.asarray(area.ray, dtype=np.int64)
    keep = np.asarray(area.in_arc, dtype=bool)[rays] & (np.asarray(area.end) > np.asarray(area.start))
    rays = rays[keep]  # stretches behind the figure are out of its arc: it could not shoot there
    near, far = np.asarray(area.start)[keep], np.asarray(area.end)[keep]
    angle = np.asarray(area.angles)[rays]
    half = np.pi / max(1, len(area.angles)) * 1.2  # a little wide, so that neighbouring rays overlap
    sx, sy = camera.to_screen(area.origin)
    ox, oy = (sx - view.x) / 2, (sy - view.y) / 2
    k = camera.scale / 2

    def at(turn: float, reach: np.ndarray, which: np.ndarray) -> np.ndarray:
        return np.column_stack([ox + np.cos(angle[which] + turn) * reach[which] * k,
                                oy + np.sin(angle[which] + turn) * reach[which] * k])

    # the stretches from the viewer itself, a run of neighbouring rays at a time, as one fan from the viewer: each
    # ray's own quad is a fraction of a pixel wide near it, and the pixels between such quads were left dark
    fanned = np.flatnonzero(near <= 0)
    fanned = fanned[np.argsort(rays[fanned], kind="stable")]
    for run in np.split(fanned, np.flatnonzero(np.diff(rays[fanned]) != 1) + 1) if len(fanned) else ():
        for first in range(0, len(run), _FAN_RAYS):  # fans of a few degrees: a fan all round overlaps itself
            part = run[first:first + _FAN_RAYS + 1]
            rim = np.stack([at(-half, far, part), at(half, far, part)], axis=1).reshape(-1, 2)
            pygame.draw.polygon(shade, lit, [(ox, oy), *rim.tolist()])
    beyond = np.flatnonzero(near > 0)  # a stretch past something it cannot see over: a quad of its own
    quads = np.stack([at(-half, near, beyond), at(half, near, beyond), at(half, far, beyond), at(-half, far, beyond)],
                     axis=1)
    for quad in quads.tolist():
        pygame.draw.polygon(shade, lit, quad)
    for x0, y0, x1, y1 in np.asarray(area.squares).tolist():  # sight by squares (the gamebook)
        (ax, ay), (bx, by) = camera.to_screen((x0, y0)), camera.to_screen((x1, y1))
        shade.fill(lit, pygame.Rect(round((ax - view.x) / 2), round((ay - view.y) / 2), round((bx - ax) / 2),
                                    round((by - ay) / 2)))
    return pygame.transform.smoothscale(shade, view.size)
