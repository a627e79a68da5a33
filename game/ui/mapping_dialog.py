"""The terrain mapping dialog: a map made for another game lists its own conventions (classes, true
properties, layers, tile collision shapes) with their counts, and the user picks a terrain kind or "ignore"
for each. The choices go to the map's sidecar (``MAP.terrain.yaml``), and the caller reloads the map.

Each convention starts at its current choice, else at a guess (``collision`` blocks, events are ignored).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextBox, UIWindow

from game.board.tablemap import TableMap
from game.board.terrain import Kind
from game.board.tmx_mapping import IGNORE, Category, Choice, Convention, suggest
from game.rules.terrain_sidecar import sidecar_path

TITLE = "Terrain from another game"
#: The choices in the order offered: ignore first, then the kinds that most often stand for walls.
OFFERED: tuple[Choice, ...] = (IGNORE, Kind.BLOCKING, Kind.IMPASSABLE, Kind.OBSTACLE, Kind.LOW_WALL,
                               Kind.HINDERING, Kind.WATER, Kind.DEEP_WATER, Kind.ELEVATED, Kind.STEEP, Kind.OPEN)
ROW = 34
WIDTH = 600
TOP = 92  # where the rows start, below the introduction
MENU_HEIGHT = 30
Choices = dict[tuple[Category, str], Choice]


def words(choice: Choice) -> str:
    """"deep water", "ignore"."""
    return str(choice).replace("_", " ")


def _from_words(text: str) -> Choice:
    return next(choice for choice in OFFERED if words(choice) == text)


class MappingDialog(UIWindow):
    """Lists the map's conventions (unmapped first) with a choice each, a page of rows at a time; Apply hands
    every choice to ``on_apply``.

    The rows sit in the window itself, not in a scrolling box, so that an open list is never cut off: each
    list opens up or down, whichever side has more room, and scrolls within that room.
    """

    def __init__(self, ui: pygame_gui.UIManager, tmap: TableMap, on_apply: Callable[[Choices], None]) -> None:
        self.conventions = sorted(tmap.conventions, key=lambda c: c.choice is not None)  # stable: counts kept
        self.picked: Choices = {(c.category, c.name): c.choice if c.choice is not None else suggest(c)
                                for c in self.conventions}
        self.on_apply = on_apply
        w, h = ui.window_resolution
        self.per_page = max(1, min(len(self.conventions), (h - 300) // ROW))
        self.page = 0
        rect = pygame.Rect(0, 0, min(WIDTH, w - 40), self.per_page * ROW + 230)
        rect.center = (w // 2, h // 2)
        super().__init__(rect, ui, window_display_title=f"{TITLE} — {tmap.path.name}", object_id="#mapping")
        self.set_blocking(True)
        self.inner = tuple(int(n) for n in self.get_container().get_size())
        width = self.inner[0]
        intro = (f"<b>{tmap.path.name}</b> marks its terrain its own way. Choose what each of its classes, "
                 f"properties and layers is on the table; the choices are saved in "
                 f"<b>{sidecar_path(tmap.path).name}</b> next to the map.")
        UITextBox(intro, pygame.Rect(8, 6, width - 16, 80), ui, container=self)
        bottom = TOP + self.per_page * ROW + 10
        UILabel(pygame.Rect(8, bottom, width - 16, 22), "Ignore: not terrain (events, NPCs, spawn points...).",
                ui, container=self, object_id=ObjectID(object_id="#dim"))
        self.pages = -(-len(self.conventions) // self.per_page)
        self.previous_button = UIButton(pygame.Rect(8, bottom + 30, 40, 34), "‹", ui, container=self,
                                        tool_tip_text="The previous page")
        self.next_button = UIButton(pygame.Rect(52, bottom + 30, 40, 34), "›", ui, container=self,
                                    tool_tip_text="The next page")
        self.page_label = UILabel(pygame.Rect(96, bottom + 36, 150, 22), "", ui, container=self,
                                  object_id=ObjectID(object_id="#dim"))
        if self.pages == 1:
            for widget in (self.previous_button, self.next_button, self.page_label):
                widget.hide()
        self.apply_button = UIButton(pygame.Rect(width - 232, bottom + 30, 110, 34), "Apply", ui, container=self,
                                     object_id=ObjectID(object_id="#primary"),
                                     tool_tip_text="Save the choices and reload the map (Enter)")
        self.cancel_button = UIButton(pygame.Rect(width - 116, bottom + 30, 100, 34), "Not now", ui,
                                      container=self)
        self.menus: dict[tuple[Category, str], UIDropDownMenu] = {}
        self._rows: list = []
        self.show_page(0)

    def show_page(self, page: int) -> None:
        """Build the rows of one page (the choices made on the others are kept)."""
        self._keep_choices()
        for widget in self._rows:
            widget.kill()
        self._rows.clear()
        self.menus.clear()
        self.page = max(0, min(self.pages - 1, page))
        shown = self.conventions[self.page * self.per_page:(self.page + 1) * self.per_page]
        for row, convention in enumerate(shown):
            self._row(convention, TOP + row * ROW)
        self.page_label.set_text(f"page {self.page + 1} of {self.pages}")

    def _row(self, convention: Convention, y: int) -> None:
        width, height = self.inner
        label = UILabel(pygame.Rect(8, y + 4, width - 210, 26), f"{convention.label}  ·  {convention.counts}",
                        self.ui_manager, container=self)
        key = (convention.category, convention.name)
        below, above = height - (y + MENU_HEIGHT) - 4, y - 4
        menu = UIDropDownMenu([words(c) for c in OFFERED], words(self.picked[key]),
                              pygame.Rect(width - 196, y + 2, 180, MENU_HEIGHT), self.ui_manager, container=self,
                              expansion_height_limit=max(below, above))
        if above > below:  # open upwards, where there is more room inside the dialog
            menu.expand_direction = "up"
            for state in menu.menu_states.values():
                state.expand_direction = "up"
            menu.rebuild()
        self.menus[key] = menu
        self._rows += [label, menu]

    def _keep_choices(self) -> None:
        for key, menu in self.menus.items():
            self.picked[key] = _from_words(menu.selected_option[0])

    def choices(self) -> Choices:
        """What the dialog says now, for every convention."""
        self._keep_choices()
        return dict(self.picked)

    def apply(self) -> None:
        choices = self.choices()
        self.kill()
        self.on_apply(choices)

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.alive():
            self.apply()  # Enter takes the choices as they stand
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.apply_button:
                self.apply()
                return True
            if event.ui_element is self.cancel_button:
                self.kill()
                return True
            if event.ui_element in (self.previous_button, self.next_button):
                self.show_page(self.page + (1 if event.ui_element is self.next_button else -1))
                return True
        return super().process_event(event)
