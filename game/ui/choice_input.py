"""Any other decision: a dialog of its options' labels (free spins, cards, calls, reactions), and the
input of a kind the window cannot draw."""

from __future__ import annotations

from functools import partial

import pygame

from game.board.terrain import Point
from game.rules.decisions import Answer, Decision, Option
from game.ui.decision_input import Choice, DecisionInput, Host, answering, odds_card
from game.ui.odds_chart import compared_line
from game.ui.panels import Card
from game.ui.refusals import refusal_card
from game.ui.style import ACCENT, WARN


def card_style(option: Option) -> str:
    """The theme's look for an option that is a card with a colour (``info["card"]["colour"]``; a card with
    ``catastrophe`` set is the Catastrophe): ``#card_pink``...; other options look as usual."""
    card = option.info.get("card")
    if not isinstance(card, dict):
        return ""
    if card.get("catastrophe"):
        return "#card_catastrophe"
    return f"#card_{card['colour']}" if isinstance(card.get("colour"), str) else ""


class ChoiceInput(DecisionInput):
    """A dialog of the options' labels (free spins, cards, calls, reactions): click one, or its hotkey or number;
    with several to pick, toggle them and confirm."""

    dialog = True
    hint = "Choose in the dialog (drag its title bar to move it) · its hotkeys and the number keys work too"

    def __init__(self, host: Host, decision: Decision) -> None:
        super().__init__(host, decision)
        self.single = decision.least == 1 and decision.most == 1
        self.chosen: list[Answer] = []
        self._card: tuple[Card | None, bool] | None = None  # the card, and whether it compares the options
        #: Options that are figures on the table (which model to activate): a click on the figure picks it too.
        self.figures = {o.value for o in decision.options if isinstance(o.value, str)
                        and o.value in host.game.state.table.bases}
        if self.figures:
            self.hint = ("Click a highlighted figure, or choose in the dialog · the number keys work too · Tab "
                         "shows the next one, Enter picks it")
        self._tabbed: Answer | None = None  # the figure Tab put in hand: Enter picks it (no other: a stray Enter)
        figure = host.game.state.figures.get(decision.context.get("figure", ""))
        if figure is not None and figure.side == decision.player:  # its card beside the question: Gutrot chose a
            self.hold(figure.id)  # combat card under the Baron's, and a fighter declared with no card of its own

    def card(self) -> Card | None:
        """The odds of the options, where the ruleset has them: one card when every option has the same (may the
        declared card be a bluff?); else the card of the option pointed at, with its charts, or while none is
        (or the one pointed at has none), a line for each option that has odds (each combat card) to compare them."""
        if self._card is None:
            found = [(o, odds) for o in self.decision.options if (odds := self.odds(o.value)) is not None]
            compared = False
            if not found:
                card = None
            elif len(found) == len(self.decision.options) and all(odds == found[0][1] for _o, odds in found):
                card = odds_card(found[0][1])  # the one odds of every option: its own title said which (Szarża's
                # card stood under the pointer at Defensywa, the only other option with odds)
            else:
                compared = True
                card = Card("The odds of each choice", tuple(compared_line(o.label, odds.lines) for o, odds in found),
                            ACCENT, notes=("Point at a choice to see its odds as bars.",))
            if card is None:  # no odds: what the figure the decision is about may not choose, and why
                card = refusal_card(self.decision, self.decision.context.get("figure"))
            self._card = (card, compared)
        card, compared = self._card
        return (self.pointed_card() or card) if compared else card

    def press(self, event: pygame.event.Event, point: Point) -> bool:
        figure = self.host.figure_at(point) if event.button == 1 else None
        if figure not in self.figures:
            return False
        self.host.select(figure)
        if self.single:
            self.host.answer(figure)
        else:
            self._toggle(figure)
        return True

    def can_act(self, figure_id: str) -> bool:
        """The figures a click picks, and the figure the decision is about (the one declaring, reacting...)."""
        return (figure_id in self.figures and figure_id not in self.chosen) or \
            figure_id == self.decision.context.get("figure")

    def is_chosen(self, figure_id: str) -> bool:
        return figure_id in self.chosen

    def choices(self) -> list[Choice]:
        out = []
        for number, option in enumerate(self.decision.options, 1):
            key = option.hotkey or (str(number) if number <= 9 else "")
            if self.single:  # the figure Tab put in hand is lit in the dialog too: Enter picks it
                out.append(Choice(option.label, answering(self.host, option.value), key, style=card_style(option),
                                  option=option, selected=option.value == self._tabbed == self.host.selected))
            else:
                out.append(Choice(option.label, partial(self._toggle, option.value), key,
                                  selected=option.value in self.chosen, style=card_style(option), option=option))
        if not self.single:
            ok = self.decision.refusal(list(self.chosen)) is None
            out.append(Choice("Confirm", lambda: self.host.answer(list(self.chosen)), "", primary=True, enabled=ok))
        return out

    def _toggle(self, value: Answer) -> None:
        if value in self.chosen:
            self.chosen.remove(value)
        else:
            self.chosen.append(value)
        self.changed()

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_TAB and self.figures:  # which model to activate, from the keyboard as in a turn
            self._tabbed = self.tab_to([str(o.value) for o in self.decision.options if o.value in self.figures], event)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if not self.single:
                self.host.answer(list(self.chosen))
                return True
            if self._tabbed is not None and self._tabbed == self.host.selected:
                self.host.answer(self._tabbed)
                return True
        return super().key(event) or self._numbered(event)

    def _numbered(self, event: pygame.event.Event) -> bool:
        """A number key picks the option in that place, as the hint says, also where the option's own hotkey
        stands on its button instead (K for "Keep the declarations", first of the dialog: 1 keeps too); not where
        options are numbered by their own hotkeys ("Give up 1 attack [1]"): there 2 must not mean the second."""
        typed = getattr(event, "unicode", "") or ""
        if len(typed) != 1 or typed not in "123456789" or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT) \
                or any(o.hotkey.isdigit() for o in self.decision.options):
            return False
        place = int(typed) - 1
        choices = self.choices()
        if place >= len(self.decision.options) or not choices[place].enabled:
            return False
        choices[place].run()
        return True


class UnknownInput(DecisionInput):
    """A free answer of a kind the window has no input for: the AI may answer it for the player."""

    def choices(self) -> list[Choice]:
        return [Choice("Let the AI answer this", self.host.answer_with_ai, "", primary=True)]

    def card(self) -> Card | None:
        return Card(f"No input for '{self.decision.kind}'", ("The window cannot draw this kind of answer.",), WARN)
