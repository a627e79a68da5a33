"""Where the table is on the screen: pan, zoom at the cursor, fit to the view, inches ↔ pixels.

Zoom goes by levels at which one map tile is a whole number of pixels, so that tiles rendered for a level butt
against each other without seams and the map layer can be cached per level.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.board.terrain import Point

#: Screen pixels per map tile at each zoom level, each about 12 % above the last.
LEVELS: tuple[int, ...] = tuple(sorted({round(3 * 1.12**i) for i in range(48)}))
#: How much of the table stays in view however far it is dragged away.
KEEP_VISIBLE = 60


class Camera:
    """Screen position and scale of a table ``size`` inches wide and high, shown in ``viewport``."""

    def __init__(self, viewport: pygame.Rect, size: tuple[float, float], inches_per_tile: float = 1.0,
                 bottom_inset: int = 0) -> None:
        self.viewport = pygame.Rect(viewport)
        self.bottom_inset = bottom_inset  # pixels at the view's foot under the hint strip, left clear by fit()
        self.covered_below = bottom_inset  # pixels under the strips this frame (a wrapped hint, the legend)
        self.size = size
        self.inches_per_tile = inches_per_tile
        self.level = 0
        self.origin = (0.0, 0.0)  # screen position of the table's top-left corner, whole pixels
        self.fitted = True  # the view shows the whole table as fit() left it: a resized window fits it again
        self.fit()

    @property
    def tile_px(self) -> int:
        return LEVELS[self.level]

    @property
    def scale(self) -> float:
        """Screen pixels per inch."""
        return self.tile_px / self.inches_per_tile

    @property
    def readable(self) -> pygame.Rect:
        """The view above the strips along its bottom: where a name or a readout can be read."""
        view = self.viewport.copy()
        view.height -= self.covered_below
        return view

    @property
    def table_rect(self) -> pygame.Rect:
        """The whole table on the screen (it may reach beyond the viewport)."""
        x, y = self.to_screen((0.0, 0.0))
        return pygame.Rect(round(x), round(y), round(self.size[0] * self.scale), round(self.size[1] * self.scale))

    def to_screen(self, p: Point) -> tuple[float, float]:
        s = self.scale
        return self.origin[0] + p[0] * s, self.origin[1] + p[1] * s

    def to_table(self, pos: tuple[float, float]) -> Point:
        s = self.scale
        return (pos[0] - self.origin[0]) / s, (pos[1] - self.origin[1]) / s

    def visible(self) -> tuple[float, float, float, float]:
        """The part of the table plane in the viewport, in inches: (left, top, right, bottom)."""
        x0, y0 = self.to_table(self.viewport.topleft)
        x1, y1 = self.to_table(self.viewport.bottomright)
        return x0, y0, x1, y1

    @property
    def too_big(self) -> bool:
        """Whether the whole table does not fit the view even at the least zoom (a grid of hundreds of squares)."""
        return not self._fits(LEVELS[0])

    def _fits(self, tile_px: int) -> bool:
        room_w, room_h = max(self.viewport.w - 40, 50), max(self.viewport.h - 40 - self.bottom_inset, 50)
        scale = tile_px / self.inches_per_tile
        return self.size[0] * scale <= room_w and self.size[1] * scale <= room_h

    def fit(self) -> None:
        """The largest level at which the whole table fits, centred."""
        self.level = 0
        for i, px in enumerate(LEVELS):
            if self._fits(px):
                self.level = i
        s = self.scale
        cx, cy = self.viewport.centerx, self.viewport.centery - self.bottom_inset / 2
        self._place(cx - self.size[0] * s / 2, cy - self.size[1] * s / 2)
        self.fitted = True

    def zoom(self, steps: int, anchor: tuple[float, float] | None = None) -> bool:
        """Zoom in (``steps`` > 0) or out, keeping the table point under ``anchor`` where it is."""
        level = max(0, min(len(LEVELS) - 1, self.level + steps))
        if level == self.level:
            return False
        anchor = anchor or self.viewport.center
        self.fitted = False
        fixed = self.to_table(anchor)
        self.level = level
        s = self.scale
        self._place(anchor[0] - fixed[0] * s, anchor[1] - fixed[1] * s)
        return True

    def pan(self, dx: float, dy: float) -> None:
        self.fitted = self.fitted and dx == dy == 0
        self._place(self.origin[0] + dx, self.origin[1] + dy)

    def bring_into_view(self, points: Sequence[Point], room: int, unless_seen: bool = False) -> bool:
        """Pan the middle of ``points`` to the middle of the readable view less ``room`` pixels at its edges, as
        much of the table in it as there can be; ``unless_seen``: not when one of them is in it already. Whether
        it panned."""
        view = self.readable.inflate(-2 * room, -2 * room)
        if not points or (unless_seen and any(view.collidepoint(self.to_screen(p)) for p in points)):
            return False
        (x0, y0), (x1, y1) = self.to_table(view.topleft), self.to_table(view.bottomright)
        middle = [min(max(at, half), whole - half) if whole > 2 * half else whole / 2
                  for at, half, whole in ((sum(x for x, _ in points) / len(points), (x1 - x0) / 2, self.size[0]),
                                          (sum(y for _, y in points) / len(points), (y1 - y0) / 2, self.size[1]))]
        x, y = self.to_screen((middle[0], middle[1]))
        self.pan(view.centerx - x, view.centery - y)
        return True

    def centre_on(self, p: Point) -> None:
        x, y = self.to_screen(p)
        self.pan(self.viewport.centerx - x, self.viewport.centery - y)

    def set_viewport(self, viewport: pygame.Rect) -> None:
        """Follow a resized window: the whole table again if it was all in view, else the same table point in
        the middle."""
        middle = self.to_table(self.viewport.center)
        self.viewport = pygame.Rect(viewport)
        if self.fitted:
            self.fit()
            return
        s = self.scale
        self._place(self.viewport.centerx - middle[0] * s, self.viewport.centery - middle[1] * s)

    def _place(self, ox: float, oy: float) -> None:
        """Put the table's corner at whole pixels (cached map chunks are blitted there), keeping some in view."""
        self.origin = (float(round(ox)), float(round(oy)))
        table, view = self.table_rect, self.viewport
        ox = self.origin[0] + max(0, view.left + KEEP_VISIBLE - table.right) - max(
            0, table.left - (view.right - KEEP_VISIBLE))
        oy = self.origin[1] + max(0, view.top + KEEP_VISIBLE - table.bottom) - max(
            0, table.top - (view.bottom - KEEP_VISIBLE))
        self.origin = (float(ox), float(oy))
