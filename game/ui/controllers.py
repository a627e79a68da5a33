"""Who answers each decision in the window, paced for the people watching: the scenario's script, the AI and
the people at the table (:mod:`game.session` knows who; this is when, and how it looks).

The script's steps are answered at once (they set a drill up), or, in a drill with checks (a lesson), one step
at a time. AI sides play on their own, paced by frames rather than sleeps: the window keeps drawing while an AI
waits its turn, so that its moves, rolls and results can be followed, and tests can run the same frames without
waiting. An AI thinks on a worker thread, on a fork of the game (:class:`game.session.Thinking`), so the window
never freezes however long a look-ahead takes. Whoever watches can pause the AI and the lesson (P) and let them
go one answer at a time (the full stop). In hot seat, a person's secret decision waits for that person to take
the seat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.decisions import Decision
from game.rules.dice import ForcedResultError
from game.session import AI, DEFAULT_LEVEL, HUMAN, SCRIPT, ScriptMisfit
from game.ui.drill_card import drill_checks

if TYPE_CHECKING:
    from game.ui.screens.play import PlayScreen

#: The seat kinds are the session's; the launcher offers them from here, with the window's pacing.
__all__ = ["AI", "AI_PAUSE", "DEFAULT_LEVEL", "HUMAN", "PAUSE_NOTE", "Pacer", "Turns"]

#: Frames an AI waits before each answer (about half a second at 60 frames a second).
AI_PAUSE = 30

#: The kind of the pause's note (see ``Dialogs.toast``).
PAUSE_NOTE = "pause"


class Pacer:
    """Counts frames down to the AI's next answer; anything on the move or on show holds it back."""

    def __init__(self, pause: int = AI_PAUSE) -> None:
        self.pause = pause
        self.left = pause

    def ready(self, busy: bool) -> bool:
        """Call once a frame while an AI decision waits; True when it may be answered now."""
        if busy:
            self.left = max(self.left, self.pause // 2)
            return False
        self.left -= 1
        if self.left <= 0:
            self.left = self.pause
            return True
        return False


class Turns:
    """The play screen's turn-taking: the script (a lesson's a step at a time), the AI's answers after a pause,
    the drill's checks once its script is played, and who sits at the table in hot seat."""

    def __init__(self, host: PlayScreen) -> None:
        self.host = host
        session = host.session
        expect = host.game.scenario.expect
        #: A drill (a script with checks) is a lesson: its script is played a step at a time, paced like the AI,
        #: and its checks then stay on the board in a card.
        checked = bool(expect.line_of_fire or expect.figures)
        self.lesson = session.script is not None and checked
        #: The checks' card; a lesson taken up past its script's end (Continue, a save) shows it as it was left.
        self.checks = drill_checks(session.checked) if session.checked is not None and checked else []
        self.pacer = Pacer()
        #: The AI's answers and the lesson's steps wait (P): a game of AIs is watched at one's own pace.
        self.paused = False
        self._one_more = False  # paused, the next answer may go (the full stop)
        self._secrecy: tuple[Decision | None, bool] = (None, False)

    def pausable(self) -> bool:
        """Whether the pending decision is the AI's or a lesson's step: what P pauses and the full stop lets go."""
        who = self.host.session.answerer()
        return who == AI or (who == SCRIPT and self.lesson)

    def holding(self) -> bool:
        """Paused, with an answer of the AI's (or the lesson's) waiting: what the window says and lets go."""
        return self.paused and self.pausable()

    def toggle_pause(self) -> None:
        """Pause or play on, said in a note of its own kind (:data:`PAUSE_NOTE`: the game's screen takes it away
        as it goes; it stood over the launcher after Menu)."""
        self.paused = not self.paused
        self._one_more = False
        self.host.toast("Paused: P plays on, the full stop plays one answer" if self.paused else "Playing on",
                        PAUSE_NOTE)

    def one_more(self) -> None:
        """Paused, let the next answer go as soon as it is ready (no pause before it: it was asked for)."""
        self._one_more = True
        self.pacer.left = 1

    def _waits(self, busy: bool) -> bool:
        """Whether the next answer waits this frame: paused (unless one more was asked for), or the pace."""
        if self.paused and not self._one_more:
            return True
        if not self.pacer.ready(busy):
            return True
        self._one_more = False
        return False

    def play_script(self, busy: bool) -> None:
        """Once a frame: the script's next answers, when it is its turn (and, in a lesson, the board is calm)."""
        session = self.host.session
        if session.answerer() != SCRIPT or (self.lesson and self._waits(busy)):
            return
        dialogs = self.host.app.dialogs
        try:
            session.play_script(1 if self.lesson else None)
        except ScriptMisfit as exc:
            dialogs.error("The scenario's script does not fit", str(exc))
            session.drop_script()
            return
        except ForcedResultError as exc:
            dialogs.error("The scenario's script does not fit", f"{session.game.scenario.path}: random: {exc}")
            session.drop_script()
            return
        if session.script is None and session.failures is not None:
            self._checked(session.failures)

    def _checked(self, failures: list[str]) -> None:
        """A drill's ``expect``, checked as the headless runner does once the script is played: each check in a
        card that stays, and the failures in a dialog too (a drill that fails its own checks is a bug to see)."""
        self.checks = drill_checks(self.host.game)
        if failures:
            self.host.app.dialogs.error("The scenario's checks do not hold", "\n".join(failures))

    def play_ai(self, busy: bool) -> None:
        """Once a frame while an AI's decision waits: think it over (on its own thread, from the first frame of
        the pause) and answer when the thinking is done and the pause is over (paused, it thinks on and waits)."""
        host = self.host
        thinking = host.seats.think(host.game)
        if not self._waits(busy or not thinking.done.is_set()):
            host.answer(host.seats.thought(host.game))

    def seat(self, decision: Decision) -> str | None:
        """A person's decision: the player the table must be handed to first (a secret in hot seat), else None
        — and then who looks at the table while it is answered."""
        host = self.host
        if self._hand_over_needed(decision):
            return None if decision.player == host.viewer else decision.player
        # a public decision is answered where the table stands: in hot seat nobody's secrets are on show, though
        # its player has just answered a secret (Bill's replaced card, then his reaction: his hand stayed in the log)
        hot_seat = len(host.seats.humans) > 1 and host.game.ruleset.hidden_information
        host.viewer = None if hot_seat else decision.player
        return None

    def _hand_over_needed(self, decision: Decision) -> bool:
        """Whether the table must pass to the decision's player: only with several people at it, and only when
        the decision shows something secret to its player (a pick, or a hand or laid card beside it). A public
        question, such as a reaction, is answered without hiding the board."""
        host = self.host
        if len(host.seats.humans) < 2:
            return False
        if self._secrecy[0] is not decision:
            ruleset = host.game.ruleset
            holds = ruleset.hidden_information and ruleset.holdings(host.game, decision.player)
            self._secrecy = (decision, decision.secret or bool(holds))
        return self._secrecy[1]
