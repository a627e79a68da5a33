"""The firing-lane heat map (H): how exposed each spot of the table is, drawn translucent over the board with a
legend, for the terrain-test and play screens.

The table is veiled dark, and each spot lit by who sees it: red where watchers have clear lines, amber where the
lines they have are all hindered, the stronger the more watchers see it; spots no watcher sees stay dark. The
exposure is computed once per ``key`` (the map, the watchers, the ruleset) and the drawn cells once per view.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
import pygame

from game.board.exposure import Exposure
from game.board.terrain import Point, TerrainPiece
from game.rules.game import Game
from game.rules.lanes import firing_lanes, lane_spots
from game.ui.board_view import BoardView
from game.ui.camera import Camera
from game.ui.corners import quiet_corner
from game.ui.style import TEXT, TEXT_DIM, text

CLEAR = np.array((226, 48, 36), dtype=np.float64)
HINDERED = np.array((246, 196, 52), dtype=np.float64)
#: Opacity of a spot seen by a few watchers and by all of them, and of the veil over spots nobody sees.
ALPHA_LOW, ALPHA_HIGH = 70, 210
VEIL = (10, 12, 16, 140)
#: The legend card's opacity while the pointer is over it, so that the figures it hides show through (at 960×600
#: every corner of No Man's Land holds some).
PEEK_ALPHA = 48
OUTLINE = (236, 238, 242, 150)


def cell_colours(exposure: Exposure) -> np.ndarray:
    """RGBA per spot (rows × cols × 4): hue from clear to hindered by the share of hindered lines, opacity by the
    share of watchers that see the spot; spots nobody sees, or where no figure may stand, stay clear."""
    seen = exposure.clear + exposure.hindered
    share = seen / max(exposure.watchers, 1)
    hindered_share = np.divide(exposure.hindered, seen, out=np.zeros(seen.shape), where=seen > 0)
    rgb = CLEAR * (1 - hindered_share[..., None]) + HINDERED * hindered_share[..., None]
    alpha = np.where((seen > 0) & exposure.stand, ALPHA_LOW + (ALPHA_HIGH - ALPHA_LOW) * share, 0)
    return np.concatenate([rgb, alpha[..., None]], axis=2).round().astype(np.uint8)


class HeatLayer:
    """One heat map at a time: which watchers it shows (``zone``, cycled by H), its exposure and its picture."""

    def __init__(self) -> None:
        self.zone = 0
        self._key: tuple | None = None
        self.exposure: Exposure | None = None
        self._view: tuple | None = None
        self._picture: pygame.Surface | None = None

    def next_zone(self, zones: int) -> bool:
        """Show the next set of watchers; False once every set has been shown (the map is then switched off)."""
        self.zone += 1
        if self.zone >= zones:
            self.zone = 0
            return False
        return True

    def update(self, key: tuple, compute: Callable[[], Exposure]) -> Exposure:
        if key != self._key:
            self._key, self.exposure, self._view = key, compute(), None
        assert self.exposure is not None
        return self.exposure

    def show(self, surface: pygame.Surface, board: BoardView, key: tuple, compute: Callable[[], Exposure],
             watched_by: str, spots: str, figures: Sequence[tuple[float, float]] = (),
             taken: Sequence[pygame.Rect] = ()) -> tuple[pygame.Surface, pygame.Rect]:
        """Draw the heat map of ``key`` on the board (computing it if ``key`` is new); return its legend card and
        where it goes (the bottom left, else the corner that hides fewest of the ``figures``' screen places, clear of
        a window ``taken`` over the board), to be drawn over the figures once their names have kept clear of it; with
        the pointer over it, nearly clear (what it hides shows through, and can be clicked as ever).
        ``spots``: the card's words for the spots (:func:`game.rules.lanes.lane_spots`)."""
        exposure = self.update(key, compute)
        self.draw(surface, board.camera, exposure, board.map.pieces)
        card = legend_card(exposure, watched_by, board.point(), spots)
        at = card.get_rect(topleft=quiet_corner(board.camera.readable, card.get_size(), figures, first=2, taken=taken))
        if at.collidepoint(board.mouse):
            card.set_alpha(PEEK_ALPHA)
        return card, at

    def draw(self, surface: pygame.Surface, camera: Camera, exposure: Exposure,
             pieces: Sequence[TerrainPiece] = ()) -> None:
        """The spots, and the outlines of ``pieces`` so that what hides a spot can be seen under the veil."""
        view = (id(exposure), camera.tile_px, camera.origin, tuple(camera.viewport))
        if view != self._view or self._picture is None:
            self._view, self._picture = view, _picture(camera, exposure, pieces)
        surface.blit(self._picture, camera.viewport.topleft)


def legend_card(exposure: Exposure, watched_by: str, point: Point | None, spots: str) -> pygame.Surface:
    """The card over the board: what the colours mean, and the spot under the pointer."""
    lines = [(f"Firing lanes: seen from {watched_by}", TEXT),
             (f"{exposure.watchers} watchers, {spots}, {exposure.seconds:.2f} s", TEXT_DIM)]
    here = exposure.at(point) if point is not None else None
    lines.append((f"here: {here[0]} clear, {here[1]} hindered of {exposure.watchers}", TEXT) if here is not None
                 else ("here: point at a spot a figure may stand on", TEXT_DIM))  # the card keeps its size
    width = max(text(line, 12, colour).get_width() for line, colour in lines) + 24
    width = max(width, 236)
    height = 20 * len(lines) + 52
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    card.fill((14, 16, 20, 215))
    y = 8
    for line, colour in lines:
        card.blit(text(line, 12, colour), (12, y))
        y += 20
    bar = pygame.Rect(12, y + 2, width - 24, 10)
    for i in range(bar.w):
        share = i / max(bar.w - 1, 1)
        alpha = ALPHA_LOW + (ALPHA_HIGH - ALPHA_LOW) * share
        pygame.draw.line(card, (*CLEAR.astype(int), round(alpha)), (bar.x + i, bar.y), (bar.x + i, bar.bottom))
    card.blit(text("few", 11, TEXT_DIM), (bar.x, bar.bottom + 2))
    label = text("all watchers see it", 11, TEXT_DIM)
    card.blit(label, (bar.right - label.get_width(), bar.bottom + 2))
    x = bar.x
    for swatch, words in ((CLEAR, "clear line"), (HINDERED, "only hindered lines")):
        pygame.draw.rect(card, (*swatch.astype(int), 255), (x, bar.bottom + 20, 10, 10), border_radius=2)
        label = text(words, 11, TEXT)
        card.blit(label, (x + 14, bar.bottom + 18))
        x += 14 + label.get_width() + 14
    return card


def _picture(camera: Camera, exposure: Exposure, pieces: Sequence[TerrainPiece]) -> pygame.Surface:
    """The coloured spots in the viewport, one rectangle each (cells stay crisp: each is one spot)."""
    view = camera.viewport
    picture = pygame.Surface(view.size, pygame.SRCALPHA)
    picture.fill(VEIL, camera.table_rect.move(-view.x, -view.y))
    colours = cell_colours(exposure)
    step = exposure.step
    size = step * camera.scale
    x0, y0, x1, y1 = camera.visible()
    cols = range(max(0, int(x0 // step)), min(len(exposure.xs), int(x1 // step) + 1))
    rows = range(max(0, int(y0 // step)), min(len(exposure.ys), int(y1 // step) + 1))
    for r in rows:
        for c in cols:
            rgba = colours[r, c]
            if rgba[3]:
                sx, sy = camera.to_screen((c * step, r * step))
                cell = pygame.Rect(round(sx - view.x), round(sy - view.y), 0, 0)
                cell.size = (round(sx + size) - round(sx), round(sy + size) - round(sy))
                picture.fill(tuple(int(v) for v in rgba), cell)
    outline = pygame.Surface(view.size, pygame.SRCALPHA)
    for piece in pieces:
        for ring in piece.rings or (piece.line,):
            points = [(x - view.x, y - view.y) for x, y in map(camera.to_screen, ring)]
            pygame.draw.lines(outline, OUTLINE, bool(piece.rings), points, 1)
    picture.blit(outline, (0, 0))
    return picture


def game_lanes(game: Game, side_id: str) -> tuple[tuple, Callable[[], Exposure], str, str]:
    """The heat map of a game for ``side_id``: where the enemy figures on the table could see its figures,
    by the ruleset in play. Returns the key, the computation, who watches and what the spots are, for
    :meth:`HeatLayer.show`."""
    state, table = game.state, game.state.table
    team = state.side(side_id).team
    enemies = [table.bases[f.id] for f in state.alive() if state.side(f.side).team != team and f.id in table.bases]
    key = ("game", id(game), side_id, tuple((b.id, b.x, b.y) for b in table.bases.values()))  # bases block lines
    return (key, lambda: firing_lanes(table, game.ruleset, enemies), f"the enemies of {state.side(side_id).name}",
            lane_spots(table.map, game.ruleset, len(enemies))[1])
