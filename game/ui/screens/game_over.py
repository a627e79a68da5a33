"""The end of a game: who won and why, over the final board; play again, look at the board, or leave."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.game import headline
from game.ui.panels import layout, stack_centred
from game.ui.screens.base import Screen
from game.ui.style import ACCENT, CARD, PANEL_EDGE, TEXT, TEXT_DIM, font, largest, text, wrap
from game.words import capitalised, counted, turn_words

if TYPE_CHECKING:
    from game.rules.ruleset import Ruleset
    from game.rules.scenario import Scenario
    from game.ui.app import App
    from game.ui.event_log import Story
    from game.ui.screens.play import PlayScreen


CARD_WIDTH = 700


def _height(lines: list[tuple[pygame.Surface | None, int]]) -> int:
    """The card's height for ``lines``: its margins, the lines, and the hint and buttons at its foot."""
    return 26 + sum(step for _picture, step in lines) + 8 + 84 + 14


def _rows(entries: list[str], size: int, room: int) -> list[str]:
    """Each side's score (``entries``) on one row where they fit ``room`` pixels, else as many a row as fit, a name
    too long for a row wrapped on its own."""
    rows: list[str] = []
    for entry in entries:
        joined = f"{rows[-1]}   {entry}" if rows else entry
        if rows and font(size, True).size(joined)[0] <= room:
            rows[-1] = joined
        else:
            rows += wrap(entry, size, room, True)
    return rows


class GameOverScreen(Screen):
    def __init__(self, app: App, play: PlayScreen) -> None:
        super().__init__(app)
        self.play = play
        self.title = play.title

    def enter(self) -> None:
        _w, _h = self.app.size
        card = self._card()
        labels = [("Look at the board", self.review, ""), ("Replay", self.replay, ""),
                  ("Play again", self.again, "#primary"), ("Other scenario", self.launcher, ""),
                  ("Quit", self.quit, "")]
        needed = [font(15, True).size(label)[0] + 28 for label, _action, _style in labels]
        spare = (card.w - 40 - (len(labels) - 1) * 8 - sum(needed)) // len(labels)  # shared out: each fits its words
        x = card.x + 20
        for (label, action, style), width in zip(labels, needed, strict=True):
            self.button(pygame.Rect(x, card.bottom - 56, width + spare, 38), label, action, style=style)
            x += width + spare + 8

    def resize(self) -> None:
        """The board under the card follows the window too (the play screen lays it out when shown)."""
        self.play.board.camera.set_viewport(layout(self.app.size)[1])
        super().resize()

    def ruleset(self) -> Ruleset:
        return self.play.ruleset()

    def scenario_on_show(self) -> Scenario:
        return self.play.scenario_on_show()

    def story(self) -> Story:
        return self.play.story()

    def keep_clear(self) -> list[pygame.Rect]:
        return [self._card()]

    def quiet(self) -> bool:
        """The board under the card is whole and its last dice have faded."""
        return self.play.board.still and not self.play.events.dice.throws

    def _card(self, lines: list[tuple[pygame.Surface | None, int]] | None = None) -> pygame.Rect:
        """The card, as tall as its ``lines`` want (a long side's name wraps, so do many troupes' scores)."""
        w, h = self.app.size
        lines = self._lines() if lines is None else lines
        card = pygame.Rect(0, 0, CARD_WIDTH, max(300, _height(lines)))
        card.center = (w // 2, h // 2)
        return card

    def _lines(self) -> list[tuple[pygame.Surface | None, int]]:
        """The card's words from its top, each picture with the room it takes: the result, why, the scores."""
        state = self.play.game.state
        result = state.result
        if result is None:
            return []
        room = CARD_WIDTH - 60
        title = headline(state, result)  # a draw of three troupes names them: smaller, else on two lines
        size = largest(title, (30, 24, 20), room, True)
        big = [text(line, size, TEXT, bold=True) for line in wrap(title, size, room, True)]
        lines: list[tuple[pygame.Surface | None, int]] = [
            (picture, picture.get_height() + 6) for picture in (text("GAME OVER", 13, ACCENT, bold=True), *big)]
        lines += [(text(line, 15, TEXT_DIM), 22)
                  for line in wrap(capitalised(result.reason) + ".", 15, room)]
        if result.scores:
            entries = [f"{state.side(s).name} {v:g}" for s, v in result.scores.items()]
            size = largest("   ".join(entries), (16, 14), room, True)
            lines.append((None, 8))  # a little apart from the reason
            lines += [(text(row, size, TEXT, bold=True), size + 6) for row in _rows(entries, size, room)]
            lines.append((text(self.play.game.ruleset.scored, 12, TEXT_DIM), 18))
        return lines

    def review(self) -> Screen:
        self.play.reviewing = True
        return self.play

    def replay(self) -> Screen:
        """The replay, whose way back leads to this card (it led to the bare board, with no way to the card)."""
        from game.ui.screens.replay import ReplayScreen

        return ReplayScreen(self.app, self.play.game, self.play.seats, back=self)

    def again(self) -> None:
        from game.ui.screens.play import PlayScreen

        PlayScreen.start_later(self.app, self.play.game.scenario, self.play.seats.kinds, self.play.seats.levels)

    def launcher(self) -> Screen:
        return self.play.to_launcher()

    def quit(self) -> None:
        self.app.running = False

    def handle(self, event: pygame.event.Event) -> Screen | None:
        following = super().handle(event)
        if following is not None or event.type != pygame.KEYDOWN:
            return following
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL and not event.mod & pygame.KMOD_SHIFT:  # not redo
            self.play.undo_reseated()
            return self.play
        if event.key == pygame.K_r and event.mod & pygame.KMOD_CTRL:  # as on the board: the Replay button
            return self.replay()
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.again()
        if event.key == pygame.K_ESCAPE:
            return self.review()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        self.play.draw(surface)
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((10, 11, 14, 170))
        surface.blit(veil, (0, 0))
        lines = self._lines()  # laid out once a frame, for the card's height and its words
        card = self._card(lines)
        pygame.draw.rect(surface, CARD, card, border_radius=14)
        pygame.draw.rect(surface, PANEL_EDGE, card, 1, border_radius=14)
        state = self.play.game.state
        result = state.result
        if result is None:
            return
        winner = state.side(result.winner) if result.winner else None
        colour = self.play.side_colour(winner.id) if winner else ACCENT
        pygame.draw.rect(surface, colour, (card.x, card.y + 18, 6, card.h - 36), border_radius=3)
        stack_centred(surface, lines, card.centerx, card.y + 26 + (card.h - _height(lines)) // 2)  # short: centred
        when = turn_words(state.turn, state.round, None, self.play.game.ruleset.turn_word)  # "Round 7"
        decisions = counted(len(self.play.game.answers), "decision")
        hint = text(f"{when} · {decisions} · {self.play.going_back()}", 12, TEXT_DIM)
        surface.blit(hint, (card.centerx - hint.get_width() // 2, card.bottom - 84))
