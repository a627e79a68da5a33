"""The story so far (F3): every event of the game the player at the table may read, whole, in a window over the
board that follows the game while it is open.

The side panel's log makes room for a decision's odds, down to two lines while they are read, and keeps only the
last 200 events; a manoeuvres round (the declarations, the Initiative rolls, each blow's hit and wound) is longer
than two lines, and a long game's first turns are gone from it. pygame_gui's text box lays out its whole text at
each change (a battle's 835 events took a second, and each new one a tenth more), so this window draws only the
rows in view, each event cut into rows once for its width and each row rendered once (``style.text`` keeps them).

It reads what the log panel reads (:meth:`EventFeed.story`): another log (an undo, a reload), or a viewer who
reads it otherwise, writes it afresh, and a screen with no game to tell (the launcher, a hot-seat hand-over) closes
it, so that one player's secrets never stay on show for the next.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIImage, UIVerticalScrollBar, UIWindow

from game.rules.events import Event
from game.ui.event_log import LOG_FONT, Story, event_colour
from game.ui.style import CARD, TEXT_DIM, Colour, hex_colour, printable, text, wrap

TITLE = "The story so far"
BAR = 18  # the scroll bar's width, pixels
MARGIN = 10  # between the page's edge and its words
ROW = 20  # pixels from one row to the next
GAP = 8  # more above the row that begins a turn or a round
WHEEL_ROWS = 3  # rows a click of the wheel scrolls
LEAST = (360, 220)  # the window's smallest size
FOOT = 44  # pixels under the page: its button
STARTS = ("turn", "round")  # the kinds of the events that begin a turn or a round


@dataclass(frozen=True)
class Row:
    """A row of the story as drawn: an event's words, or as many of them as fit the page's width."""

    words: str
    colour: Colour
    bold: bool
    y: int  # pixels from the story's top


class StoryWindow(UIWindow):
    """The window: the rows in view drawn on a picture, a scroll bar and the wheel to move through them."""

    def __init__(self, ui: pygame_gui.UIManager, rect: pygame.Rect, on_save: Callable[[], object]) -> None:
        """``on_save``: what "Save as text…" does (the App asks where, and writes :meth:`as_text`)."""
        super().__init__(rect, ui, window_display_title=TITLE, object_id="#story", resizable=True)
        self.set_minimum_dimensions(LEAST)
        w, h = self.get_container().get_size()
        h -= FOOT
        self.page = UIImage(pygame.Rect(0, 0, w - BAR, h), pygame.Surface((w - BAR, h)), ui, container=self,
                            anchors={"left": "left", "right": "right", "top": "top", "bottom": "bottom"})
        self.bar = UIVerticalScrollBar(pygame.Rect(-BAR, 0, BAR, h), 1.0, ui, container=self,
                                       anchors={"left": "right", "right": "right", "top": "top", "bottom": "bottom"})
        self.save = UIButton(pygame.Rect(MARGIN, -FOOT + 6, 160, FOOT - 12), "Save as text…", ui, container=self,
                             tool_tip_text="The story as a text file: a battle report to keep or share",
                             anchors={"left": "left", "bottom": "bottom"})
        self.on_save = on_save
        self.story: Story | None = None
        self.events: list[Event] = []
        self.rows: list[Row] = []
        self.top = 0  # pixels of the story above the page's top
        self._pointer = (-1, -1)
        self._cut = 0  # the width the rows were cut to
        self._slid = 0.0  # where this window last put the bar's slider (a move elsewhere is the player's)
        self._drawn: tuple[int, int, int, int] | None = None  # what the page shows: top, rows, width, height

    # --- what it tells ---------------------------------------------------------------------------------------
    def follow(self, story: Story) -> None:
        """Tell ``story``: what is new in it added at the foot (the view kept at the newest if it was there);
        a story of another log, or one taken back or read otherwise, told afresh and shown at its end."""
        known = len(self.events)
        old = self.story
        newest = self.top >= self.bottom
        if old is None or story.log is not old.log or not self._goes_on(story, known, story.viewer != old.viewer):
            self.events, self.rows, known, newest = [], [], 0, True
        self.story = story
        if len(story.events) > known:
            new = list(story.events[known:])
            self.events += new
            self.rows += self._rows(new, self.rows[-1].y + ROW if self.rows else MARGIN)
            if newest:
                self.top = self.bottom
        self._draw()

    def _goes_on(self, story: Story, known: int, reread: bool) -> bool:
        """Whether ``story`` begins with what is told: its last event at least, every one for another viewer
        (in hot seat without secrets each player reads the same story, which goes on; with them, a secret
        would be left on show)."""
        if len(story.events) < known:
            return False
        if reread:
            return all(a is b for a, b in zip(story.events, self.events, strict=False))
        return not known or story.events[known - 1] is self.events[-1]

    def _rows(self, events: Sequence[Event], y: int) -> list[Row]:
        width = self._cut = self.page.rect.w - 2 * MARGIN
        out: list[Row] = []
        for event in events:
            if event.kind in STARTS and y > MARGIN:  # a turn or round begun after another: a gap above
                y += GAP
            colour, bold = hex_colour(event_colour(event)), event.kind == "game_over"
            for words in wrap(event.text, LOG_FONT, width, bold) or ("",):
                out.append(Row(words, colour, bold, y))
                y += ROW
        return out

    @property
    def length(self) -> int:
        """The story's height in pixels, margins included."""
        return self.rows[-1].y + ROW + MARGIN if self.rows else 0

    @property
    def bottom(self) -> int:
        """The ``top`` that shows the story's end at the page's foot."""
        return max(0, self.length - self.page.rect.h)

    @property
    def texts(self) -> list[str]:
        """The story's rows, as the tests read it."""
        return [row.words for row in self.rows]

    def in_view(self) -> list[str]:
        """The rows wholly on the page."""
        return [row.words for row in self.rows if self.top <= row.y and row.y + ROW <= self.top + self.page.rect.h]

    # --- moving through it -----------------------------------------------------------------------------------
    def scroll_to(self, top: int) -> None:
        self.top = min(max(0, top), self.bottom)
        self._draw()

    def as_text(self) -> str:
        """The story as plain text: the game's name, then each event on a line, a blank line before each turn
        or round."""
        lines = [self.story.title, ""] if self.story is not None else []
        for event in self.events:
            if event.kind in STARTS and len(lines) > 2:
                lines.append("")
            lines.append(printable(event.text))
        return "\n".join(lines) + "\n"

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.save:
            self.on_save()
            return True
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(self._pointer):
            self.scroll_to(self.top - event.y * WHEEL_ROWS * ROW)
            return True
        return bool(super().process_event(event))

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        if self.bar.check_has_moved_recently() and self.bar.start_percentage != self._slid:  # the player's
            self.top = round(min(1.0, self.bar.start_percentage / self._travel()) * self.bottom)
        self._draw()

    def _draw(self) -> None:
        if self.page.rect.w - 2 * MARGIN != self._cut:  # resized: the rows cut afresh
            newest = self.top >= self.bottom
            self.rows = self._rows(self.events, MARGIN)
            self.top = self.bottom if newest else min(self.top, self.bottom)
        w, h = self.page.rect.size
        key = (self.top, len(self.rows), w - 2 * MARGIN, h)
        if key == self._drawn:
            return
        self._drawn = key
        page = pygame.Surface((w, h))
        page.fill(CARD)
        if not self.rows:
            page.blit(text("Nothing has happened yet.", LOG_FONT, TEXT_DIM), (MARGIN, MARGIN))
        for row in self._on_page(h):
            page.blit(text(row.words, LOG_FONT, row.colour, row.bold), (MARGIN, row.y - self.top))
        self.page.set_image(page)
        self.bar.set_visible_percentage(min(1.0, h / self.length) if self.length else 1.0)
        self.bar.set_scroll_from_start_percentage(self.top / self.bottom * self._travel() if self.bottom else 0.0)
        self._slid = self.bar.start_percentage

    def _travel(self) -> float:
        """How far down the bar's slider goes, as a share of the bar: its foot is the story's end (a slider is
        at least 5 pixels long, longer than a long story's share in view)."""
        slider = self.bar.sliding_button
        room = self.bar.scrollable_height
        return max(1e-9, 1.0 - slider.rect.h / room) if slider is not None and room > 0 else 1.0

    def _on_page(self, h: int) -> list[Row]:
        """The rows that reach the page, found by halving (a long game has thousands)."""
        first = bisect_right(self.rows, self.top, key=lambda row: row.y + ROW)
        return self.rows[first:bisect_left(self.rows, self.top + h, key=lambda row: row.y)]
