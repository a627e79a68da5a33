"""Turning clicks, drags and keys into the answer to one pending decision: what every input shares.

Each kind of decision has its input (:mod:`game.ui.inputs` picks it). An input never changes the game itself: it
calls ``host.answer``, and the screen builds the next input for the next decision.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from game.board.geometry import distance
from game.board.terrain import Point
from game.rules.decisions import Answer, Decision, Option
from game.rules.odds import Odds
from game.ui.board_view import PAN_LETTERS, BoardView
from game.ui.camera import Camera
from game.ui.clicks import soon_after
from game.ui.odds_chart import charts_of, odds_line, odds_summary
from game.ui.panels import Card
from game.ui.style import ACCENT, Colour
from game.ui.tools import TOOLS

#: The window's own keys (the inspector's switches): an action whose hotkey is one of them takes Shift.
RESERVED = frozenset(key for _name, _label, key in TOOLS) | PAN_LETTERS


class Host(Protocol):
    """What an input needs from the play screen."""

    game: Any
    board: BoardView
    selected: str | None
    drag_figure: str | None

    @property
    def now(self) -> float: ...
    def answer(self, value: Answer) -> bool: ...
    def toast(self, message: str, kind: str | None = None) -> None: ...
    def figure_at(self, point: Point) -> str | None: ...
    def select(self, figure_id: str | None) -> None: ...
    def name_of(self, figure_id: str) -> str: ...
    def drawn(self) -> list[pygame.Rect]: ...
    def answer_with_ai(self) -> bool: ...
    def back_out(self) -> bool: ...
    def backable(self) -> bool: ...
    def buttons_at(self) -> str: ...


@dataclass(frozen=True)
class Ghost:
    """Where a move would take a figure: drawn see-through over the bases and under every name (over a name
    beside it, the ghost blurred it)."""

    figure: str
    at: Point
    facing: float


@dataclass(frozen=True)
class Choice:
    """A button of the decision panel."""

    label: str
    run: Callable[[], Any]
    hotkey: str = ""
    primary: bool = False
    enabled: bool = True
    selected: bool = False
    style: str = ""  # a theme object id: a card's colour
    option: Option | None = None  # the option it answers: while its button is pointed at, the card shows its odds


def key_label(hotkey: str) -> str:
    """How a hotkey is written on its button ("Esc" as it is)."""
    if len(hotkey) > 1:
        return hotkey
    return f"Shift+{hotkey.upper()}" if hotkey.lower() in RESERVED else hotkey.upper()


def pressed(hotkey: str, event: pygame.event.Event) -> bool:
    """Whether a key event presses ``hotkey`` (with Shift when the window keeps the bare key for itself)."""
    typed = (getattr(event, "unicode", "") or "").lower()
    if not hotkey or typed != hotkey.lower():
        return False
    return hotkey.lower() not in RESERVED or bool(event.mod & pygame.KMOD_SHIFT)


class DecisionInput:
    """The base input: no board interaction; subclasses override what their kind needs."""

    #: Where the buttons go: the side panel, or a dialog over the board.
    dialog = False
    #: The hint bar's words; ``{buttons}`` says where the buttons are (the panel, or a window).
    hint = ""

    def __init__(self, host: Host, decision: Decision) -> None:
        self.host = host
        self.decision = decision
        self.version = 0  # bumped when the buttons must be rebuilt
        self._last_click: tuple[float, Point] | None = None
        self.pointed: Option | None = None  # the option whose button is under the pointer
        self._odds: dict[str, Odds | None] = {}
        #: A step of the action just chosen (its square, its target): Esc, or the last button, goes back to the
        #: choice of action, so that a Move clicked by mistake is left without reaching for Undo.
        self.backable = host.backable()

    def buttons(self) -> list[Choice]:
        """The panel's buttons: the input's choices, and the way back to the choice of action where there is one."""
        back = [Choice("Back to the actions", self.host.back_out, "Esc")] if self.backable else []
        return [*self.choices(), *back]

    def hold(self, figure: str | None) -> None:
        """Put the figure the decision is about in hand: the one that moves, turns or attacks. The selection
        left from before (a figure picked after the decision, then taken back by undo) showed another figure's
        card and ring while this one acted."""
        if figure is not None and figure in self.host.game.state.figures:
            self.host.select(figure)

    def tab_to(self, figures: list[str], event: pygame.event.Event) -> str:
        """Put in hand the figure after the one in hand among ``figures`` (before it with Shift), round the end:
        Tab's step through the figures that can act, and through the models a dialog offers to activate."""
        at = figures.index(self.host.selected) if self.host.selected in figures else -1
        figure = figures[(at + (-1 if event.mod & pygame.KMOD_SHIFT else 1)) % len(figures)]
        self.host.select(figure)
        self.changed()
        return figure

    def choices(self) -> list[Choice]:
        return []

    def card(self) -> Card | None:
        return None

    # --- odds ----------------------------------------------------------------------------------------------
    def odds(self, value: Answer) -> Odds | None:
        """The ruleset's odds of answering ``value`` (None: it has none, or refuses the answer), asked once."""
        key = repr(value)
        if key not in self._odds:
            odds = None
            if self.decision.refusal(value) is None:
                odds = self.host.game.ruleset.odds(self.host.game, self.decision, value)
            self._odds[key] = odds
        return self._odds[key]

    def point(self, option: Option | None) -> None:
        """The pointer is over ``option``'s button (None: over none of them); no rebuild, the card follows it."""
        self.pointed = option

    def pointed_figure(self) -> str | None:
        """The figure the option under the pointer names (a target, the figure of an action, a model to
        activate): ringed on the board, so that three buttons that each say "Orc Raider" can be told apart."""
        value = self.pointed.value if self.pointed is not None else None
        figure = value.get("figure") if isinstance(value, dict) else value
        return figure if isinstance(figure, str) and figure in self.host.game.state.figures else None

    def pointed_card(self) -> Card | None:
        """What choosing the option pointed at would do, as the odds card of a picked target is drawn: its lines,
        its charts and its notes (None when nothing is pointed at or the ruleset has no odds for it)."""
        odds = self.odds(self.pointed.value) if self.pointed is not None else None
        return odds_card(odds) if odds is not None else None  # the button under the pointer says which

    def press(self, event: pygame.event.Event, point: Point) -> bool:
        return False

    def motion(self, event: pygame.event.Event, point: Point | None) -> bool:
        return False

    def release(self, event: pygame.event.Event, point: Point | None) -> bool:
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """Hotkeys of the buttons, and Esc back to the choice of action; subclasses add their own keys first."""
        if event.key == pygame.K_ESCAPE and self.backable:
            return self.host.back_out()
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        for choice in self.choices():
            if choice.enabled and pressed(choice.hotkey, event):
                choice.run()
                return True
        return False

    def draw_under(self, surface: pygame.Surface, camera: Camera) -> list[pygame.Rect]:
        """What the input marks on the table under the figures and their names (the squares a piece may go to);
        the places the names keep off where they can."""
        return []

    def ghost(self) -> Ghost | None:
        """Where the figure the input moves would stand, if anywhere yet."""
        return None

    def draw(self, surface: pygame.Surface, camera: Camera) -> None:
        """What the input draws over the figures and their names (a path, a readout)."""

    def sights(self) -> list[tuple[str, str]]:
        """The lines of fire (source, target figure) this input wants shown, the one that matters most last."""
        return []

    # --- figure rings -------------------------------------------------------------------------------------
    def can_act(self, figure_id: str) -> bool:
        return False

    def holds_selection(self) -> bool:
        """Whether the figure selected stays so on a click on empty table or Esc: the one figure that can act."""
        return False

    def is_target(self, figure_id: str) -> bool:
        return False

    def is_chosen(self, figure_id: str) -> bool:
        return False

    def facing_of(self, figure_id: str, facing: float) -> float:
        """The facing to draw the figure with (an input turning it shows the turn before it is answered)."""
        return facing

    # --- helpers -------------------------------------------------------------------------------------------
    def double_click(self, point: Point) -> bool:
        """Whether this click repeats the last one, at the same place and soon enough."""
        last, self._last_click = self._last_click, (self.host.now, point)
        return last is not None and soon_after(last[0], self.host.now) and distance(last[1], point) < 0.3

    def changed(self) -> None:
        self.version += 1


def dashes(surface: pygame.Surface, a: tuple[float, float], b: tuple[float, float], colour: Colour) -> None:
    """A dashed line: the rest of a path the table stops short, a facing being chosen."""
    length = math.dist(a, b)
    steps = max(1, int(length // 8))
    for i in range(0, steps, 2):
        p = (a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps)
        q = (a[0] + (b[0] - a[0]) * (i + 1) / steps, a[1] + (b[1] - a[1]) * (i + 1) / steps)
        pygame.draw.line(surface, colour, p, q, 2)


def odds_card(odds: Odds, note: str = "") -> Card:
    """An answer's odds in the side panel: each line's summary (or its chart, titled with it), then the notes; where
    only the title has room, the first line's chances follow it ("Fire bolt: dead 16.7 %, unconscious 11.1 % …")."""
    gist = tuple(odds_summary(odds.lines[0]).split(", ")) if odds.lines else ()
    return Card(odds.title + note, tuple(odds_line(line) for line in odds.lines), ACCENT, charts_of(odds.lines),
                odds.notes, tuple(odds_line(line, brief=True) for line in odds.lines), gist)


def answering(host: Host, value: Answer) -> Callable[[], bool]:
    """A button's action that answers ``value``."""
    return lambda: host.answer(value)
