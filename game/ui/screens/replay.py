"""Stepping through a game decision by decision, forwards and backwards, on the board.

The replay runs on its own copy of the game (the rules replay the answers; no controller thinks), so the game
it came from is untouched and nothing is autosaved. A step forwards is shown happening (the move walked, the dice
thrown); a jump is shown as where it lands. The board's tools (line of fire, visibility, ruler) work on every
position, and "Play on" continues the game from the one on show. While a hot-seat game with secrets is still being
played, the replay shows only what the player at the table may see; once it is over, everything.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.decisions import Decision
from game.rules.game import Game
from game.rules.replay import Replay
from game.session import Seats, Session
from game.ui.controllers import Pacer
from game.ui.decision_panel import BUTTON_GAP, BUTTON_H, DECISION_TOP
from game.ui.event_log import EventsPanel, above_log
from game.ui.panels import PAD, Card, card_height, draw_card, draw_prompt, heading, layout, prompt_lines
from game.ui.screens.base import Action, Screen
from game.ui.screens.board_screen import BoardScreen
from game.ui.screens.play import PlayScreen
from game.ui.style import TEXT, TEXT_DIM, text

if TYPE_CHECKING:
    from game.ui.app import App

PLAY_PAUSE = 40  # frames between two decisions while the replay plays by itself


class ReplayScreen(PlayScreen):
    def __init__(self, app: App, game: Game, seats: Seats | None = None, back: Screen | None = None,
                 viewer: str | None = None) -> None:
        copy = Game(game.scenario, seed=game.seed, turns=game.turn_limit)
        self.replay = Replay(copy, game.answers, source=game)
        # nothing is autosaved, and no script is played: the answers hold what the script played
        super().__init__(app, copy, session=Session(copy, seats.copy() if seats else None, script=False))
        self.back = back
        self.reveal = game.over or not game.ruleset.hidden_information
        self.events = EventsPanel(everything=self.reveal)
        humans = self.seats.humans
        self.viewer = viewer if viewer is not None else humans[0] if len(humans) == 1 else None
        self.pacer = Pacer(PLAY_PAUSE)
        self.playing = False
        self.target = 0  # the position asked for: reached in the next update
        self._shown: tuple[int, bool] | None = None
        self.title = f"Replay — {game.scenario.name}"

    def title_text(self) -> str:
        return f"Replay · {self.game.scenario.name}"

    def top_actions(self) -> list[tuple[str, Action, str]]:
        leave = [("Back to the game", self.close, "Leave the replay; the game goes on where it was (Esc)")] \
            if self.back is not None else [("Menu", self.to_launcher, "Back to the scenario list")]
        return [*leave, *BoardScreen.top_actions(self)]

    # --- widgets -------------------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        _top, _board, side = layout(self.app.size)
        y = side.y + DECISION_TOP + 44
        width = side.w - 2 * PAD
        step_w = (width - 3 * BUTTON_GAP) // 4
        steps: list[tuple[str, Action, str]] = [
            ("Start", lambda: self.go(0), "The table before the first decision (Ctrl+Home)"),
            ("Back", lambda: self.go(self.target - 1), "One decision back (, or Page Up)"),
            ("Forward", lambda: self.go(self.target + 1), "One decision forwards (. or Page Down)"),
            ("End", lambda: self.go(len(self.replay)), "The last decision taken (Ctrl+End)")]
        self._step_buttons = []
        for i, (label, action, tip) in enumerate(steps):
            rect = pygame.Rect(side.x + PAD + i * (step_w + BUTTON_GAP), y, step_w, BUTTON_H)
            self._step_buttons.append(self.button(rect, label, action, style="#tool", tip=tip))
        y += BUTTON_H + BUTTON_GAP
        third = (width - BUTTON_GAP) // 3
        self._play_button = self.button(pygame.Rect(side.x + PAD, y, third, BUTTON_H), "Play", self.toggle_play,
                                        style="#tool", tip="Step forwards by itself, or stop (P)")
        self.button(pygame.Rect(side.x + PAD + third + BUTTON_GAP, y, width - third - BUTTON_GAP, BUTTON_H),
                    "Play on from here",
                    self.play_on, style="#primary",
                    tip="Take the game over at this decision; the decisions after it are dropped")
        self._shown = None

    def _refresh_buttons(self) -> None:
        shown = (self.replay.position, self.playing)
        if shown == self._shown:
            return
        self._shown = shown
        at_start, at_end = self.replay.position == 0, self.replay.position >= len(self.replay)
        for button, off in zip(self._step_buttons, (at_start, at_start, at_end, at_end), strict=True):
            if off:
                button.disable()
            else:
                button.enable()
        self._play_button.set_text("Pause" if self.playing else "Play")
        if at_end and not self.playing:
            self._play_button.disable()
        else:
            self._play_button.enable()

    # --- commands ------------------------------------------------------------------------------------------
    def go(self, position: int) -> None:
        """Ask for the table after ``position`` decisions; the frame's update goes there once, however many
        presses arrived in the frame (a step back replays the game from its start)."""
        self.target = max(0, min(position, len(self.replay)))

    def _arrive(self) -> None:
        """Go to the target: one step forwards is played, anything else jumped to."""
        if self.target == self.replay.position + 1:
            self.replay.forward()
        elif self.target != self.replay.position:
            self.replay.jump(self.target)
            self.events.feed.leapt()

    def toggle_play(self) -> None:
        self.playing = not self.playing and self.replay.position < len(self.replay)

    def play_on(self) -> Screen | None:
        """The game at this position, played on: a new game screen that owns the replay's copy from now on. The
        decisions after it are dropped, so that is asked first (a replay begins at the start: pressed there by
        mistake, it threw a whole game away); an unfinished autosave is kept aside (``saves.keep_unfinished``)."""
        self._arrive()
        dropped = len(self.replay) - self.replay.position
        if not dropped:
            return self._played_on()
        words = "decision after it is" if dropped == 1 else f"{dropped} decisions after it are"
        self.app.dialogs.confirm("Play on from here?", f"The game goes on from decision {self.replay.position}: "
                                 f"the {words} dropped. An unfinished game in the autosave is kept in the saves "
                                 "folder first.", "Play on",
                                 lambda: self.app.show(self._played_on()))
        return None

    def _played_on(self) -> Screen:
        return PlayScreen(self.app, self.game, self.seats)

    def close(self) -> Screen | None:
        return self.back

    # --- per frame -----------------------------------------------------------------------------------------
    def quiet(self) -> bool:
        """Not playing on by itself, and nothing moving on the board (whoever's decision the step shows)."""
        return self.still() and not self.playing

    def settle_input(self) -> Screen | None:
        return None  # nothing is answered here

    def update(self) -> Screen | None:
        BoardScreen.update(self)  # not the game screen's: nothing is answered here
        self._arrive()
        busy = self.busy = self.follow_log()
        if self.playing and self.pacer.ready(busy=busy):
            self.go(self.replay.position + 1)
            self._arrive()
            self.playing = self.replay.position < len(self.replay)
        self._refresh_buttons()
        return None

    def on_key(self, event: pygame.event.Event) -> Screen | bool | None:
        ctrl = event.mod & pygame.KMOD_CTRL
        keys = {pygame.K_COMMA: -1, pygame.K_PAGEUP: -1, pygame.K_PERIOD: 1, pygame.K_PAGEDOWN: 1}
        if ctrl and event.key in (pygame.K_HOME, pygame.K_END):
            self.go(0 if event.key == pygame.K_HOME else len(self.replay))
            return True
        if ctrl:  # nothing to undo or save in a replay
            return False
        if event.key in keys:
            self.go(self.target + keys[event.key])
            return True
        if event.key == pygame.K_p:
            self.toggle_play()
            return True
        if event.key == pygame.K_ESCAPE and self.selected is None and self.back is not None:
            return self.back
        return super().on_key(event)

    # --- drawing -------------------------------------------------------------------------------------------
    def hint(self) -> str:
        return ("Page Up / Page Down (or the comma / full-stop keys) step · Ctrl+Home / Ctrl+End the ends · P plays · "
                "every tool works here")

    def turn_note(self, decision: Decision) -> str:
        return "Replay"

    def draw_decision(self, surface: pygame.Surface, side: pygame.Rect) -> None:
        heading(surface, (side.x + PAD, side.y + DECISION_TOP), "Replay")
        where = f"Decision {self.replay.position} of {len(self.replay)}"
        surface.blit(text(where, 15, TEXT, bold=True), (side.x + PAD, side.y + DECISION_TOP + 20))
        y = side.y + DECISION_TOP + 44 + 2 * (BUTTON_H + BUTTON_GAP) + 6
        decision = self.game.pending
        if self.replay.position >= len(self.replay):
            words = ("The game is over." if decision is None else "No decision has been taken yet."
                     if not len(self.replay) else "No decision was taken after this one.")
            card = Card(words, (), TEXT_DIM)
            below = y + card_height(side, card) + 10
            self.events.fit(side, below + max(self.track_wants(side)(below) + 18, 28))  # room, as under a decision
            self.draw_track(surface, side, draw_card(surface, side, y, card, bottom=self.events.top - 28))
            return
        assert decision is not None  # a decision was answered here
        hidden = decision.secret and not self.reveal and decision.player != self.viewer
        prompt = "(secret)" if hidden else decision.prompt
        def lines_from(top: int) -> int:  # the question's lines that fit between ``top`` and the log at its least
            return min(3, (above_log(side) - top - 6) // 21)

        under_heading, alone = lines_from(y + 20), lines_from(y)
        wanted = len(prompt_lines(prompt, side))
        if wanted > under_heading and alone > under_heading:  # a short panel: the question takes the heading's
            y = draw_prompt(surface, side, y, prompt, alone)  # room (it names who asks), a line more of it
        else:
            heading(surface, (side.x + PAD, y), f"Next: {self.side_name(decision.player)}", side.w - 2 * PAD)
            y = draw_prompt(surface, side, y + 20, prompt, under_heading)
        self.events.fit(side, y + max(self.track_wants(side)(y) + 18, 28))
        self.draw_track(surface, side, y)
