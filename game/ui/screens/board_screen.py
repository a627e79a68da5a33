"""What the play and terrain screens share: the top bar with the tool switches, the board with its view
controls, the side panel, and the routing of pointer and keys between them."""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from game.board.tablemap import TableMap
from game.board.terrain import Point
from game.ui.backdrop import Backdrop
from game.ui.board_view import DRAG_START, BoardView
from game.ui.grid_overlay import draw_grid
from game.ui.panels import (
    TITLE_WIDTH,
    draw_side_panel,
    draw_top_bar,
    draw_whole_title,
    hint_strip,
    layout,
    legend_strip,
    title_spot,
    title_width,
)
from game.ui.screens.base import Action, Screen
from game.ui.style import font
from game.ui.tools import TOOLS, Tools

if TYPE_CHECKING:
    from game.ui.app import App

TOOL_WIDTH = 112


class BoardScreen(Screen):
    """A screen with a board. Subclasses fill in the ``on_*`` hooks and the ``draw_*`` layers."""

    subtitle = ""
    covers_window = True

    def __init__(self, app: App, tmap: TableMap, backdrop: Backdrop | None = None) -> None:
        """``backdrop``: the map's pictures, when read already (on the thread that read the map)."""
        super().__init__(app)
        _top, board, _side = layout(app.size)
        self.board = BoardView(tmap, board, backdrop, covered=app.over_a_window)
        self.tools = Tools()
        self._tool_buttons: dict[str, UIButton] = {}
        self._press_at: tuple[int, int] | None = None
        self._missing_shown: tuple[object, int] = (None, 0)  # the map's pictures, and how many missing were told
        self._title_w = TITLE_WIDTH
        #: Where the grid's letters and numbers were drawn last (a gamebook map): labels keep clear of them.
        self.grid_marks: list[pygame.Rect] = []

    @property
    def now(self) -> float:
        """The window's clock (a double click's two presses are timed on it)."""
        return self.app.now

    # --- widgets -------------------------------------------------------------------------------------------
    def enter(self) -> None:
        top, board, _side = layout(self.app.size)
        self.board.camera.set_viewport(board)
        right = top.right - 10
        for label, action, tip in reversed(self.top_actions()):
            width = font(13).size(label)[0] + 28
            right -= width
            self.button(pygame.Rect(right, 9, width, 30), label, action, style="#tool", tip=tip)
            right -= 6
        # a long title takes room from the tool switches, down to their keys alone (4 × 46 pixels)
        self._title_w = title_width(self.title_text(), right - 6 - 56 - len(TOOLS) * 46)
        x = self._title_w + 56
        room = right - 6 - x
        tool_width = min(TOOL_WIDTH, room // len(TOOLS) - 6)
        words = [f"{label}  {key.upper()}" for _name, label, key in TOOLS]
        natural = [font(13).size(w)[0] + 20 for w in words]
        widths = [tool_width] * len(TOOLS)  # all alike where the labels fit
        if max(natural) > tool_width and sum(natural) + 6 * len(TOOLS) <= room:
            widths = natural  # each as wide as its label
        elif max(natural) > tool_width:  # a narrow window: the keys alone
            words = [key.upper() for _name, _label, key in TOOLS]
        for (name, label, key), shown, width in zip(TOOLS, words, widths, strict=True):
            button = self.button(pygame.Rect(x, 9, width, 30), shown, partial(self.toggle, name),
                                 style="#tool", tip=f"{label} ({key.upper()})")
            if getattr(self.tools, name):
                button.select()
            self._tool_buttons[name] = button
            x += width + 6

    def top_actions(self) -> list[tuple[str, Action, str]]:
        """The buttons at the right of the top bar: (label, action, tooltip)."""
        return [("Open", self._open, "Open a scenario, map or saved game (Ctrl+O)"),
                ("Help", self._help, "Keys and mouse (F1)")]

    def _open(self) -> None:
        self.app.ask_open()

    def _help(self) -> None:
        self.app.toggle_help()

    def toggle(self, name: str) -> None:
        on = self.tools.toggle(name)
        button = self._tool_buttons.get(name)
        if button is not None and on:
            button.select()
        elif button is not None:
            button.unselect()
        self.on_tool(name, on)

    def update(self) -> Screen | None:
        """Once a frame; screens that do more call this first."""
        self.board.tick()
        self._say_missing_pictures()
        return None

    def quiet(self) -> bool:
        """The board's picture is whole and no pan key is held."""
        return self.board.still

    def missing_pictures(self) -> list[str]:
        """The map's images that cannot be drawn, each as "file: reason"."""
        return list(self.board.backdrop.pictures.missing)

    def _say_missing_pictures(self) -> None:
        """A dialog naming the images the board cannot draw (once for each that fails), rather than a silently
        blank board."""
        pictures = self.board.backdrop.pictures
        shown = self._missing_shown if self._missing_shown[0] is pictures else (pictures, 0)
        if len(pictures.missing) > shown[1]:
            self.app.dialogs.error("Some of the map's tiles cannot be drawn",
                                   f"{self.board.map.path}: missing tiles: " + "; ".join(pictures.missing[shown[1]:]))
            shown = (pictures, len(pictures.missing))
        self._missing_shown = shown

    # --- events --------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> Screen | None:
        following = super().handle(event)
        if following is not None or event.type == pygame_gui.UI_BUTTON_PRESSED:
            return following
        board = self.board
        if event.type == pygame.MOUSEMOTION:
            if board.handle(event):
                return None
            return _next(self.on_motion(event, board.point()))
        if event.type == pygame.MOUSEWHEEL:
            board.handle(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3) and board.over(event.pos):
            return self._press(event)
        elif event.type == pygame.MOUSEBUTTONUP:
            return self._release(event)
        elif event.type in (pygame.KEYUP, pygame.WINDOWFOCUSLOST):
            board.handle(event)
        elif event.type == pygame.KEYDOWN:
            return self._key(event)
        return None

    def _press(self, event: pygame.event.Event) -> Screen | None:
        """A button pressed over the board: the board's own use (a handle), the screen's, or the start of a pan."""
        board = self.board
        board.mouse, board.held = event.pos, True
        if board.handle(event):
            return None
        point = board.point(event.pos)
        if point is not None:
            result = self.on_press(event, point)
            if result:
                return _next(result)
        if event.button == 1:
            board.start_pan(event.pos)
            self._press_at = event.pos
        return None

    def _release(self, event: pygame.event.Event) -> Screen | None:
        """A pan ends (a click on the empty table if it barely moved), or the screen takes the release."""
        board = self.board
        point, board.held = board.point(event.pos), False
        if not board.panning:
            return _next(self.on_release(event, point))
        board.handle(event)
        if self._press_at is not None and math.dist(self._press_at, event.pos) < DRAG_START:
            self.on_click_empty(point)
        self._press_at = None
        return None

    def _key(self, event: pygame.event.Event) -> Screen | None:
        """The screen's keys first, then a tool's letter (without Ctrl or Alt), then the board's (panning)."""
        result = self.on_key(event)
        if result:
            return _next(result)
        if not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            for name, _label, key in TOOLS:
                if getattr(event, "unicode", "").lower() == key:
                    self.toggle(name)
                    return None
        self.board.handle(event)
        return None

    # hooks: each returns the next screen, True when it used the event, or None/False when it did not
    def on_press(self, event: pygame.event.Event, point: Point) -> Screen | bool | None:
        return None

    def on_motion(self, event: pygame.event.Event, point: Point | None) -> Screen | bool | None:
        return None

    def on_release(self, event: pygame.event.Event, point: Point | None) -> Screen | bool | None:
        return None

    def on_click_empty(self, point: Point | None) -> None:
        pass

    def on_key(self, event: pygame.event.Event) -> Screen | bool | None:
        return None

    def on_tool(self, name: str, on: bool) -> None:
        pass

    # --- drawing -------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        top, board, side = layout(self.app.size)
        self.board.draw(surface, self.tools.overlay)
        clip = surface.get_clip()
        surface.set_clip(board)
        camera = self.board.camera
        point = self.board.point()
        rules = self.ruleset()  # the pointer's place in the ruleset's words: a square, metres, inches
        where = f"{rules.spot_name(self.board.map, point)}  ·  " if point and rules else ""
        words, place = self.app.dialogs.hint or self.hint(), f"{where}{camera.scale:.0f} px per inch"
        strips = [hint_strip(board, words, place)]  # bottom up
        strips.append(legend_strip(board, self.board.backdrop.shown(self.tools.overlay).legend))
        camera.covered_below = sum(strip.height for strip in strips)
        self.grid_marks = draw_grid(surface, camera, self.board.map, self.standing(),
                                    self.app.window_rects())  # its letters, and
        self.draw_board(surface)  # the names, keep above the strips drawn next
        bottom = board.bottom
        for strip in strips:
            strip.draw(surface, bottom)
            bottom -= strip.height
        surface.set_clip(clip)
        cut = draw_top_bar(surface, top, self.title_text(), self.subtitle, self._title_w)
        draw_side_panel(surface, side)
        self.draw_panel(surface, side)
        if cut and title_spot(top, self._title_w).collidepoint(self.app.pointer):
            draw_whole_title(surface, top, self.title_text(), self._title_w)

    def toast_place(self) -> tuple[int, int]:
        """Over the board, above the strips along its foot (a two-line hint was under "Undone: …")."""
        camera = self.board.camera
        return camera.viewport.centerx, camera.viewport.bottom - camera.covered_below - 12

    def title_text(self) -> str:
        return self.title

    def standing(self) -> list[Point]:
        """Where figures stand (a square with one shows no EXIT word: its base would cut it to 'EXI')."""
        return []

    def hint(self) -> str:
        return ""

    def draw_board(self, surface: pygame.Surface) -> None:
        pass

    def draw_panel(self, surface: pygame.Surface, side: pygame.Rect) -> None:
        pass


def _next(result: Screen | bool | None) -> Screen | None:
    return result if isinstance(result, Screen) else None
