"""What every screen offers the App, and the widget bookkeeping they share."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeVar

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIElement
from pygame_gui.core.interfaces import IContainerLikeInterface
from pygame_gui.elements import UIButton

from game.ui.style import printable
from game.ui.tip_button import BesideTipButton

if TYPE_CHECKING:
    from game.rules.ruleset import Ruleset
    from game.rules.scenario import Scenario
    from game.ui.app import App
    from game.ui.event_log import Story

Action = Callable[[], "Screen | None"]
_W = TypeVar("_W", bound=UIElement)


class Screen:
    """A state of the window. ``handle`` and ``update`` return the next screen, or None to stay."""

    title = "Skirmish Table"
    #: Whether ``draw`` paints every pixel of the window (so the App need not clear it first).
    covers_window = False
    #: What F3 says where :meth:`story` is None.
    no_story = "Start a game first: the story is its events"

    def __init__(self, app: App) -> None:
        self.app = app
        self._widgets: list[UIElement] = []
        self._actions: dict[UIElement, Action] = {}

    # --- life cycle --------------------------------------------------------------------------------------
    def enter(self) -> None:
        """Build the widgets (called each time the screen is shown)."""

    def leave(self) -> None:
        """Drop the widgets (the screen may be shown again later, and rebuilds them then)."""
        for widget in self._widgets:
            widget.kill()
        self._widgets.clear()
        self._actions.clear()

    def resize(self) -> None:
        self.leave()
        self.enter()

    # --- per frame -----------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> Screen | None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._actions:
            following = self._actions[event.ui_element]()
            return following if isinstance(following, Screen) else None  # an answer's True is no screen
        return None

    def update(self) -> Screen | None:
        return None

    def receiver(self) -> object:
        """What on this screen takes the keys and clicks now (a decision's input): a key held down repeats, and a
        double click's second press goes, only to what it was pressed for (``App``)."""
        return None

    def settle_input(self) -> Screen | None:
        """Between two events of one frame, catch up with what the first did (an answer opens the next
        decision's input), so the second goes where it would have gone a frame later."""
        return None

    def quiet(self) -> bool:
        """Whether the screen only waits for the player: nothing moves, renders, reads or thinks on its own, so
        that the App may wait for an event instead of drawing 60 frames a second (an idle board took half a core).
        A screen says so only where it knows: by default it is never quiet."""
        return False

    def toast_place(self) -> tuple[int, int]:
        """Where the App's toasts stand: the x of their middle, and the bottom of the lowest."""
        w, h = self.app.size
        return w // 2, h - 24

    def ruleset(self) -> Ruleset | None:
        """The ruleset on show (its rules reference is what F2 opens), if any."""
        return None

    def scenario_on_show(self) -> Scenario | None:
        """The scenario on show (F2 opens with its briefing), if any."""
        return None

    def story(self) -> Story | None:
        """The game's events the player at the table may read (F3 shows them whole), if a game is on show."""
        return None

    def keep_clear(self) -> list[pygame.Rect]:
        """What this screen draws that a window opened over it should hide the least of (its own windows aside)."""
        return []

    def draw(self, surface: pygame.Surface) -> None:
        pass

    # --- widgets -------------------------------------------------------------------------------------------
    def keep(self, widget: _W) -> _W:
        self._widgets.append(widget)
        return widget

    def button(self, rect: pygame.Rect, label: str, action: Action, *, style: str = "", tip: str | None = None,
               container: IContainerLikeInterface | None = None, tip_beside: bool = False) -> UIButton:
        """A button that runs ``action`` when pressed; ``style`` is a theme object id such as ``#primary``;
        ``tip_beside``: its tooltip beside it, clear of what lies under it."""
        kind = BesideTipButton if tip_beside else UIButton
        button = kind(rect, printable(label), self.app.ui, container=container, tool_tip_text=tip,
                      object_id=ObjectID(object_id=style or None))
        self._actions[button] = action
        return self.keep(button)

    def forget(self, widgets: Sequence[UIElement]) -> None:
        """Kill some of this screen's widgets (a panel being rebuilt)."""
        for widget in widgets:
            widget.kill()
            self._actions.pop(widget, None)
            if widget in self._widgets:
                self._widgets.remove(widget)
