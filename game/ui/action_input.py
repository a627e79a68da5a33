"""Choosing a figure's action: select the figure, then an action's button or key; a drag moves it."""

from __future__ import annotations

import math

import pygame

from game.board.terrain import Point
from game.rules.decisions import Decision, Option
from game.ui.board_view import DRAG_START
from game.ui.decision_input import Choice, DecisionInput, Host, answering, pressed
from game.ui.panels import Card
from game.ui.refusals import action_name, refusal_card, unavailable
from game.ui.style import TEXT
from game.words import does


class ActionInput(DecisionInput):
    """Select a figure, then one of its actions (buttons, hotkeys); side actions are always offered.
    Dragging a figure that can move chooses its move (the option whose ``info`` says ``drag``, else the action
    named ``move``) and goes on as the path's drag; dragging one that cannot says so."""

    hint = "Click a figure to select it · its actions are {buttons} · drag a figure to move it"

    def __init__(self, host: Host, decision: Decision) -> None:
        super().__init__(host, decision)
        self.by_figure: dict[str, list] = {}
        self.side: list = []
        for option in decision.options:
            value = option.value
            figure = value.get("figure") if isinstance(value, dict) else None
            (self.by_figure.setdefault(figure, []) if figure else self.side).append(option)
        if host.selected not in self.by_figure and len(self.by_figure) == 1:
            host.select(next(iter(self.by_figure)))
        self._armed: tuple[str, tuple[int, int]] | None = None
        self._cards: dict[str | None, Card | None] = {}  # the card of each figure selected: drawn every frame

    def choices(self) -> list[Choice]:
        """The selected figure's actions and the side's, each with its key: the ruleset's letter, else a number,
        so that every button can be pressed from the keyboard ("Switch weapon", an arcane ability)."""
        options = self.by_figure.get(self.host.selected or "", []) + self.side
        unkeyed = iter(str(n) for n in range(1, 10)) if not any(o.hotkey.isdigit() for o in options) else iter(())
        return [Choice(option.label, answering(self.host, option.value), option.hotkey or next(unkeyed, ""),
                       option=option) for option in options]

    def card(self) -> Card | None:
        pointed = self.pointed_card()  # an action with odds (a breakaway, a Dash, an arcane draw)
        if pointed is not None:
            return pointed
        selected = self.host.selected
        if selected not in self._cards:
            self._cards[selected] = self._card(selected)
        return self._cards[selected]

    def _card(self, selected: str | None) -> Card | None:
        if selected and selected not in self.by_figure and self.by_figure:
            others = f"Figures that can: {', '.join(self.host.name_of(f) for f in self.by_figure)}"
            return refusal_card(self.decision, selected, f"{self.host.name_of(selected)} cannot act now",
                                (*self._whose(selected), others))
        not_now = refusal_card(self.decision, selected)
        if not_now is not None:
            return not_now
        if not selected and self.by_figure:
            return Card("Select a figure", ("Click one of the highlighted figures, or press Tab.",), TEXT)
        return None

    def _whose(self, figure_id: str) -> tuple[str, ...]:
        """Why another side's figure cannot act: it is theirs, and the decision is another side's (the card gave
        no reason for an enemy clicked, only the figures that can)."""
        state = self.host.game.state
        figure = state.figures.get(figure_id)
        if figure is None or figure.side == self.decision.player:
            return ()
        player = state.side(self.decision.player).name
        return (f"It is {state.side(figure.side).name}'s; {does(player, 'is', 'are')} to play",)

    def can_act(self, figure_id: str) -> bool:
        return figure_id in self.by_figure

    def holds_selection(self) -> bool:
        """The one figure that can act stays selected: a stray click on the table took its buttons away (an
        activated trench model "choose an action" over no buttons), and only a second click on it gave them back."""
        return len(self.by_figure) == 1 and self.host.selected in self.by_figure

    def press(self, event: pygame.event.Event, point: Point) -> bool:
        figure = self.host.figure_at(point)
        if figure is None:
            return False
        self.host.select(figure)
        self.changed()
        self._armed = (figure, event.pos)
        return True

    def motion(self, event: pygame.event.Event, point: Point | None) -> bool:
        if self._armed is None or not event.buttons[0]:
            return False
        figure, start = self._armed
        if math.dist(start, event.pos) < DRAG_START:
            return True
        self._armed = None
        option = self._move_option(figure)
        if option is None:
            name = self.host.name_of(figure)
            self.host.toast(f"{name} has no move to make now: its actions are {self.host.buttons_at()}"
                            if figure in self.by_figure else f"{name} cannot act now")
            return True
        self.host.drag_figure = figure
        if not self.host.answer(option.value):
            self.host.drag_figure = None
        return True

    def release(self, event: pygame.event.Event, point: Point | None) -> bool:
        armed, self._armed = self._armed, None
        return armed is not None

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_TAB and self.by_figure:
            self.tab_to(list(self.by_figure), event)
            return True
        if super().key(event):
            return True
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        for item in unavailable(self.decision, self.host.selected, listed=False):  # its key says why not
            if pressed(str(item.get("hotkey", "")), event):
                self.host.toast(f"{action_name(item)}: {item['reason']}")
                return True
        return False

    def _move_option(self, figure: str) -> Option | None:
        options = self.by_figure.get(figure, [])
        return next((o for o in options if o.info.get("drag")), None) or next(
            (o for o in options if o.value.get("action") == "move"), None)
