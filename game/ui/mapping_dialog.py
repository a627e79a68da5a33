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
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UIScrollingContainer, UITextBox, UIWindow

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
Choices = dict[tuple[Category, str], Choice]


def words(choice: Choice) -> str:
    """"deep water", "ignore"."""
    return str(choice).replace("_", " ")


def _from_words(text: str) -> Choice:
    return next(choice for choice in OFFERED if words(choice) == text)


class MappingDialog(UIWindow):
    """Lists the map's conventions (unmapped first) with a choice each; Apply hands the choices to
    ``on_apply``."""

    def __init__(self, ui: pygame_gui.UIManager, tmap: TableMap, on_apply: Callable[[Choices], None]) -> None:
        self.conventions = sorted(tmap.conventions, key=lambda c: c.choice is not None)  # stable: counts kept
        self.on_apply = on_apply
        w, h = ui.window_resolution
        rows_height = min(len(self.conventions) * ROW, max(ROW * 3, h - 330))
        rect = pygame.Rect(0, 0, min(WIDTH, w - 40), rows_height + 215)
        rect.center = (w // 2, h // 2)
        super().__init__(rect, ui, window_display_title=f"{TITLE} — {tmap.path.name}", object_id="#mapping")
        self.set_blocking(True)
        inner = self.get_container().get_size()[0]
        intro = (f"<b>{tmap.path.name}</b> marks its terrain its own way. Choose what each of its classes, "
                 f"properties and layers is on the table; the choices are saved in "
                 f"<b>{sidecar_path(tmap.path).name}</b> next to the map.")
        UITextBox(intro, pygame.Rect(8, 6, inner - 16, 80), ui, container=self)
        box = UIScrollingContainer(pygame.Rect(8, 92, inner - 16, rows_height), ui, container=self,
                                   allow_scroll_x=False)
        box.set_scrollable_area_dimensions((inner - 40, len(self.conventions) * ROW))
        self.menus: dict[tuple[Category, str], UIDropDownMenu] = {}
        lower_half = rows_height / 2
        for row, convention in enumerate(self.conventions):
            y = row * ROW
            self._row(ui, box, convention, y, inner - 40, up=y > lower_half and len(self.conventions) > 3)
        bottom = 92 + rows_height + 10
        UILabel(pygame.Rect(8, bottom, inner - 16, 22), "Ignore: not terrain (events, NPCs, spawn points...).",
                ui, container=self, object_id=ObjectID(object_id="#dim"))
        self.apply_button = UIButton(pygame.Rect(inner - 232, bottom + 30, 110, 34), "Apply", ui, container=self,
                                     object_id=ObjectID(object_id="#primary"),
                                     tool_tip_text="Save the choices and reload the map")
        self.cancel_button = UIButton(pygame.Rect(inner - 116, bottom + 30, 100, 34), "Not now", ui,
                                      container=self)

    def _row(self, ui: pygame_gui.UIManager, box: UIScrollingContainer, convention: Convention, y: int,
             width: int, up: bool) -> None:
        label = f"{convention.label}  ·  {convention.counts}"
        UILabel(pygame.Rect(0, y + 4, width - 190, 26), label, ui, container=box)
        start = convention.choice if convention.choice is not None else suggest(convention)
        menu = UIDropDownMenu([words(c) for c in OFFERED], words(start), pygame.Rect(width - 180, y + 2, 180, 30),
                              ui, container=box, expansion_height_limit=6 * 26)
        if up:  # rows low in the list open upwards, so that the list stays inside the dialog
            menu.expand_direction = "up"
            for state in menu.menu_states.values():
                state.expand_direction = "up"
            menu.rebuild()
        self.menus[convention.category, convention.name] = menu

    def choices(self) -> Choices:
        """What the dialog shows now, for every convention."""
        return {key: _from_words(menu.selected_option[0]) for key, menu in self.menus.items()}

    def choose(self, category: Category, name: str, choice: Choice) -> None:
        """Set one convention's choice as if picked in its list (for tests and keyboard users)."""
        menu = self.menus[category, name]
        menu.selected_option = (words(choice), words(choice))
        for state in menu.menu_states.values():
            state.selected_option = menu.selected_option
        menu.rebuild()

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.apply_button:
            choices = self.choices()
            self.kill()
            self.on_apply(choices)
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.cancel_button:
            self.kill()
            return True
        return super().process_event(event)

