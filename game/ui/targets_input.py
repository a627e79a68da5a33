"""Whom an action targets: click highlighted figures, their odds in the side panel."""

from __future__ import annotations

from functools import partial

import pygame

from game.board.terrain import Point
from game.rules.decisions import Answer, Decision
from game.ui.decision_input import Choice, DecisionInput, Host, odds_card
from game.ui.panels import Card
from game.ui.style import TEXT


class TargetsInput(DecisionInput):
    """Click legal targets (highlighted) to pick them; the odds of the pick are shown before confirming."""

    def __init__(self, host: Host, decision: Decision) -> None:
        super().__init__(host, decision)
        self.attacker: str | None = decision.context.get("figure")
        self.hold(self.attacker)
        self.legal = [o.value for o in decision.options]
        self.single = decision.least == 1 and decision.most == 1
        # the one legal target is picked already: its odds show at once and Enter confirms (a gamebook ranger's
        # shot at the only orc in line asked for a click that chose nothing)
        self.chosen: list[Answer] = self.legal[:1] if self.single and len(self.legal) == 1 else []
        self.hovered: Answer | None = None
        # the odds are named only where the ruleset has some for this decision (a trench charge rolls nothing)
        first = (self.legal[0] if self.single else self.legal[:1]) if self.legal else None
        odds = " · the odds are on the right" if first is not None and self.odds(first) is not None else ""
        keys = " · Tab or a number key picks one" if self.single else " · a number key picks one"
        self.hint = f"Click a highlighted target to pick it{keys} · Enter confirms{odds}"

    @property
    def value(self) -> Answer:
        return self.chosen[0] if self.single and self.chosen else list(self.chosen)

    @property
    def ready(self) -> bool:
        return bool(self.chosen or not self.single) and self.decision.refusal(self.value) is None

    def toggle(self, target: Answer) -> None:
        """Pick ``target``, or drop it where several are picked; a lone pick stays picked (Esc drops it), so
        that a click on the target picked already (the only one) does not undo it."""
        if self.single:
            self.chosen = [target]
        elif target in self.chosen:
            self.chosen.remove(target)
        elif len(self.chosen) < self.decision.most:
            self.chosen.append(target)
        else:
            self.host.toast(f"At most {self.decision.most} targets")
        self.changed()

    def confirm(self) -> None:
        reason = self.decision.refusal(self.value)
        if reason and not self.chosen:  # Enter before a pick: the rules' words ("[] is not one of the choices")
            self.host.toast(f"Pick a target first: {len(self.legal)} highlighted on the board (click one, or Tab)")
            return
        if reason:
            self.host.toast(reason)
            return
        self.host.answer(self.value)

    def choices(self) -> list[Choice]:
        numbered = not any(o.hotkey.isdigit() for o in self.decision.options)  # a target's own key comes first
        out = [Choice(o.label, partial(self.toggle, o.value),
                      o.hotkey or (str(i + 1) if numbered and i < 9 else ""), selected=o.value in self.chosen, option=o)
               for i, o in enumerate(self.decision.options)]
        count = f" ({len(self.chosen)})" if not self.single else ""
        verb = self.decision.context.get("confirm", "Confirm")  # what the ruleset calls it: Shoot, Heal, a spell
        return [*out, Choice(f"{verb}{count}", self.confirm, "", primary=True, enabled=self.ready)]

    def card(self) -> Card | None:
        hovered = self.hovered if self.hovered is not None else self.pointed.value if self.pointed else None
        value = self.value if self.chosen else (hovered if self.single else [hovered])
        if not self.chosen and hovered is None:
            return Card("Pick a target", (f"{len(self.legal)} legal: highlighted on the board.",), TEXT)
        odds = self.odds(value)
        if odds is None:
            return None
        return odds_card(odds, "" if self.chosen else " (pointed at)")

    def is_target(self, figure_id: str) -> bool:
        return figure_id in self.legal

    def is_chosen(self, figure_id: str) -> bool:
        return figure_id in self.chosen

    def press(self, event: pygame.event.Event, point: Point) -> bool:
        figure = self.host.figure_at(point)
        if figure is None:
            return False
        if figure in self.legal:
            self.toggle(figure)
            if self.double_click(point) and self.ready:
                self.confirm()
        else:
            reason = self.decision.why_not(figure) if self.decision.why_not else None
            self.host.toast(f"{self.host.name_of(figure)}: {reason}" if reason
                            else f"{self.host.name_of(figure)} is not a legal target")
        return True

    def motion(self, event: pygame.event.Event, point: Point | None) -> bool:
        figure = self.host.figure_at(point) if point is not None else None
        hovered = figure if figure in self.legal else None
        if hovered != self.hovered:
            self.hovered = hovered
            self.changed()
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """Enter confirms, Esc drops the picks; Tab (Shift+Tab) moves a lone pick to the next (previous) target
        and a number key picks the target of its button: with the keyboard alone, a shot had no target."""
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return True
        if event.key == pygame.K_TAB and self.single and self.legal \
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            back = bool(event.mod & pygame.KMOD_SHIFT)
            at = self.legal.index(self.chosen[0]) if self.chosen else (0 if back else -1)
            self.toggle(self.legal[(at + (-1 if back else 1)) % len(self.legal)])
            return True
        if event.key == pygame.K_ESCAPE and self.chosen:  # drop the picks; with none, back to the choice of action
            self.chosen.clear()
            self.changed()
            return True
        return super().key(event)

    def sights(self) -> list[tuple[str, str]]:
        """A line of fire from the attacker to each pick and to the target under the pointer, on the board or on
        its button (last), where the targets are chosen along one (``aimed``): a blow in base contact was shown
        "Hindered line of fire: 1 DICE off a shot" through the trench both fighters stood in."""
        if self.attacker is None or not self.decision.context.get("aimed"):
            return []
        hovered = self.hovered if self.hovered is not None else self.pointed_figure()
        targets = [*(t for t in self.chosen if t != hovered), hovered]
        return [(self.attacker, target) for target in targets if isinstance(target, str)]
