"""The launcher's list of scenarios and drills, drawn with pygame so that a long name wraps onto a second line
of its row instead of being cut (pygame_gui's selection list has rows of one line).

Click a row to choose it, double-click (or Enter, in the launcher) to start it; the wheel scrolls; the chosen row
is kept in view when the keys move it. A row may carry a tag at its right (the scenario's ruleset: the list mixes
five games).
"""

from __future__ import annotations

import pygame

from game.ui.clicks import soon_after
from game.ui.interface_scale import SCALE
from game.ui.panels import fit
from game.ui.style import ACCENT, CARD, PANEL_EDGE, TEXT, TEXT_DIM, font, mix, text, wrap

LINE, PAD_Y, PAD_X, SCROLL = 18, 6, 12, 40
TAG_SIZE, TAG_GAP, TAG_MOST = 12, 10, 96  # a tag's letters, its room from the name, its widest (pixels)


class ScenarioList:
    def __init__(self, rect: pygame.Rect, labels: list[str], index: int, tags: list[str] | None = None) -> None:
        self.rect = rect
        self.labels = labels
        self.tags = [fit(tag, TAG_SIZE, TAG_MOST) if tag else "" for tag in tags or [""] * len(labels)]
        self.index = index
        self.scroll = 0
        self.hovered = -1
        self._last_click: tuple[int, float | None] = (-1, None)  # the row clicked last, and when
        self._rows = self._layout()
        self.show(index)

    def _layout(self) -> list[tuple[pygame.Rect, tuple[str, ...]]]:
        """Each row (in list coordinates, before scrolling) and its lines."""
        rows, y = [], 0
        for label, tag in zip(self.labels, self.tags, strict=True):
            room = self.rect.w - 2 * PAD_X - 10 - (font(TAG_SIZE).size(tag)[0] + TAG_GAP if tag else 0)
            lines = wrap(label, 14, room)
            row = pygame.Rect(0, y, self.rect.w - 10, 2 * PAD_Y + LINE * len(lines))
            rows.append((row, lines))
            y = row.bottom + 2
        return rows

    @property
    def height(self) -> int:
        return self._rows[-1][0].bottom if self._rows else 0

    def row_rect(self, index: int) -> pygame.Rect:
        """Where row ``index`` is on the window now (it may be scrolled out of the list's rect)."""
        return self._rows[index][0].move(self.rect.x, self.rect.y - self.scroll)

    def show(self, index: int) -> None:
        """Scroll so that row ``index`` is in view."""
        if not 0 <= index < len(self._rows):
            return
        row = self._rows[index][0]
        if row.top < self.scroll:
            self.scroll = row.top
        elif row.bottom > self.scroll + self.rect.h:
            self.scroll = row.bottom - self.rect.h
        self._clamp()

    def _clamp(self) -> None:
        self.scroll = max(0, min(self.scroll, self.height - self.rect.h))

    def at(self, pos: tuple[int, int]) -> int:
        if not self.rect.collidepoint(pos):
            return -1
        return next((i for i in range(len(self._rows)) if self.row_rect(i).collidepoint(pos)), -1)

    def handle(self, event: pygame.event.Event, now: float) -> tuple[str, int] | None:
        """("choose", row) for a click, ("start", row) for a double-click, else None; ``now`` on the window's
        clock."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.at(event.pos)
        elif event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(SCALE.pointer()):
            self.scroll -= event.y * SCROLL
            self._clamp()
            return ("scroll", self.index)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            found = self.at(event.pos)
            if found < 0:
                return None
            double = self._last_click[0] == found and soon_after(self._last_click[1], now)
            self._last_click = (found, now)
            self.index = found
            return ("start" if double else "choose", found)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, mix(CARD, (0, 0, 0), 0.3), self.rect, border_radius=6)
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        for i, (_row, lines) in enumerate(self._rows):
            rect = self.row_rect(i)
            if rect.bottom < self.rect.top or rect.top > self.rect.bottom:
                continue
            if i == self.index:
                pygame.draw.rect(surface, (61, 74, 99), rect, border_radius=4)
                pygame.draw.rect(surface, ACCENT, rect, 1, border_radius=4)
            elif i == self.hovered:
                pygame.draw.rect(surface, (45, 52, 66), rect, border_radius=4)
            for j, line in enumerate(lines):
                surface.blit(text(line, 14, TEXT if i == self.index or j == 0 else TEXT_DIM),
                             (rect.x + PAD_X, rect.y + PAD_Y + LINE * j - 1))
            if self.tags[i]:
                tag = text(self.tags[i], TAG_SIZE, TEXT_DIM)
                surface.blit(tag, tag.get_rect(topright=(rect.right - PAD_X, rect.y + PAD_Y + 1)))
        surface.set_clip(clip)
        if self.height > self.rect.h:  # where the view is in the list
            bar_h = max(24, self.rect.h * self.rect.h // self.height)
            bar_y = self.rect.y + (self.rect.h - bar_h) * self.scroll // max(1, self.height - self.rect.h)
            pygame.draw.rect(surface, PANEL_EDGE, (self.rect.right - 7, bar_y, 5, bar_h), border_radius=2)
