"""Hot-seat hand-over: before a player's secret decision the board is hidden until that player takes the seat."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.panels import fit, stack_centred
from game.ui.screens.base import Screen
from game.ui.style import (
    ACCENT,
    BACKGROUND,
    CARD,
    PANEL_EDGE,
    TEXT,
    TEXT_DIM,
    font,
    largest,
    side_colour_of,
    text,
    wrap,
)
from game.words import does

if TYPE_CHECKING:
    from game.rules.ruleset import Ruleset
    from game.rules.scenario import Scenario
    from game.ui.app import App
    from game.ui.screens.play import PlayScreen


CARD_WIDTH, MARGIN = 560, 30  # the card's width, and the room kept at its sides


class HandOverScreen(Screen):
    no_story = "Take the seat first: the story holds what the player at the table may read"

    def __init__(self, app: App, play: PlayScreen, player: str) -> None:
        super().__init__(app)
        self.play = play
        self.player = player
        state = play.game.state
        index = next(i for i, s in enumerate(state.sides) if s.id == player)
        self.name = state.sides[index].name
        self.colour = side_colour_of(state.sides[index], index)
        self.title = f"Skirmish Table — pass to {self.name}"

    def enter(self) -> None:
        card, _title, _note = self._layout()
        room = card.w - 2 * MARGIN
        whole = f"I am {self.name} — show the table"
        label = whole
        if font(15, True).size(whole)[0] + 28 > room:  # a long name gives way to what the button does
            name = fit(self.name, 15, room - 28 - font(15, True).size("I am  — show the table")[0], True)
            label = f"I am {name} — show the table"
        rect = pygame.Rect(0, 0, max(320, font(15, True).size(label)[0] + 28), 44)
        rect.midbottom = (card.centerx, card.bottom - 26)
        self.button(rect, label, self.confirm, style="#primary", tip=whole if label != whole else None)

    def _layout(self) -> tuple[pygame.Rect, tuple[int, tuple[str, ...]], tuple[str, ...]]:
        """The card, its title (size and lines) and its note's lines: a long side name wraps, it never runs out
        of the card."""
        w, h = self.app.size
        room = CARD_WIDTH - 2 * MARGIN
        asked = self.play.game.asked  # the same player answered the question before (a public one): no passing
        title = f"A secret choice for {self.name}" if asked and asked[-1].player == self.player else \
            f"Pass the table to {self.name}"
        size = largest(title, (28, 24, 20), room, True)
        lines = wrap(title, size, room, True)
        note = (*wrap(f"{does(self.name, 'has', 'have')} a decision the others must not see.", 15, room),
                "Everyone else, look away.")
        height = 54 + len(lines) * (size + 10) + 14 + 24 * len(note) + 24 + 44 + 26
        card = pygame.Rect(0, 0, CARD_WIDTH, max(260, height))
        card.center = (w // 2, h // 2)
        return card, (size, lines), note

    def quiet(self) -> bool:
        return True  # a card and a button, waiting for the next player

    def ruleset(self) -> Ruleset:
        """The rules and the briefing are no secret: F2 reads them while the table is passed."""
        return self.play.ruleset()

    def scenario_on_show(self) -> Scenario:
        return self.play.scenario_on_show()

    def confirm(self) -> Screen:
        self.play.viewer = self.player
        return self.play

    def handle(self, event: pygame.event.Event) -> Screen | None:
        """A button's click, or Enter or Space (pressed here: the App keeps a key the last player held down from
        showing the next player's secret); Ctrl+Z takes the last player's answer back, and the table goes back
        to that player through a hand-over of its own where the answer is a secret's (whoever sits here now may
        be the next player, who must not see it)."""
        following = super().handle(event)
        if following is None and event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self.confirm()
        if following is None and event.type == pygame.KEYDOWN and event.key == pygame.K_z and (
                event.mod & pygame.KMOD_CTRL and not event.mod & pygame.KMOD_SHIFT):  # not redo
            self.play.undo_reseated()
            return self.play
        return following

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(BACKGROUND)
        card, (size, lines), note = self._layout()
        pygame.draw.rect(surface, CARD, card, border_radius=14)
        pygame.draw.rect(surface, PANEL_EDGE, card, 1, border_radius=14)
        pygame.draw.rect(surface, self.colour, (card.x, card.y + 18, 6, card.h - 36), border_radius=3)
        stack_centred(surface, [(text("HOT SEAT", 13, ACCENT, bold=True), 26),
                                *((text(line, size, TEXT, bold=True), size + 10) for line in lines),
                                (None, 14), *((text(line, 15, TEXT_DIM), 24) for line in note)],
                      card.centerx, card.y + 28)
        if self.play.session.undoable():
            back = text("Ctrl+Z takes back the last decision", 12, TEXT_DIM)
            surface.blit(back, (card.centerx - back.get_width() // 2, card.bottom + 12))
