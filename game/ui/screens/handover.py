"""Hot-seat hand-over: before a player's secret decision the board is hidden until that player takes the seat."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.screens.base import Screen
from game.ui.style import ACCENT, BACKGROUND, CARD, PANEL_EDGE, TEXT, TEXT_DIM, side_colour, text

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.screens.play import PlayScreen


class HandOverScreen(Screen):
    def __init__(self, app: App, play: PlayScreen, player: str) -> None:
        super().__init__(app)
        self.play = play
        self.player = player
        state = play.game.state
        index = next(i for i, s in enumerate(state.sides) if s.id == player)
        self.name = state.sides[index].name
        self.colour = side_colour(state.sides[index].colour, index)
        self.title = f"Skirmish Table — pass to {self.name}"

    def enter(self) -> None:
        w, h = self.app.size
        rect = pygame.Rect(0, 0, 320, 44)
        rect.center = (w // 2, h // 2 + 70)
        self.button(rect, f"I am {self.name} — show the table", self.confirm, style="#primary")

    def quiet(self) -> bool:
        return True  # a card and a button, waiting for the next player

    def confirm(self) -> Screen:
        self.play.viewer = self.player
        return self.play

    def handle(self, event: pygame.event.Event) -> Screen | None:
        """A button's click, or Enter or Space (pressed here: the App keeps a key the last player held down from
        showing the next player's secret)."""
        following = super().handle(event)
        if following is None and event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self.confirm()
        return following

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        surface.fill(BACKGROUND)
        card = pygame.Rect(0, 0, 560, 260)
        card.center = (w // 2, h // 2)
        pygame.draw.rect(surface, CARD, card, border_radius=14)
        pygame.draw.rect(surface, PANEL_EDGE, card, 1, border_radius=14)
        pygame.draw.rect(surface, self.colour, (card.x, card.y + 18, 6, card.h - 36), border_radius=3)
        lines = [(text("HOT SEAT", 13, ACCENT, bold=True), 28),
                 (text(f"Pass the table to {self.name}", 28, TEXT, bold=True), 54),
                 (text(f"{self.name} has a decision the others must not see.", 15, TEXT_DIM), 104),
                 (text("Everyone else, look away.", 15, TEXT_DIM), 128)]
        for picture, dy in lines:
            surface.blit(picture, (card.centerx - picture.get_width() // 2, card.y + dy))
