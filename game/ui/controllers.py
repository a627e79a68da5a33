"""Who answers each decision in the window: the people at the table, the AI, and the scenario's script.

The script's steps come first and are answered at once (they set a drill up). AI sides then play on their own,
paced by frames rather than sleeps: the window keeps drawing while an AI waits its turn, so that its moves,
rolls and results can be followed, and tests can run the same frames without waiting. An AI thinks on a worker
thread, on a fork of the game (its own copy: the window draws the real one meanwhile), so the window never
freezes however long a look-ahead takes.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

from game.ai.controller import Controller, ai_for
from game.rules.decisions import Answer, Decision, IllegalAnswer
from game.rules.dice import ForcedResultError
from game.rules.game import Game
from game.rules.script import Script

HUMAN, AI = "human", "ai"
#: The level of an AI seat the launcher offers first (a scenario's ``level`` comes before it).
DEFAULT_LEVEL = "normal"
#: Frames an AI waits before each answer (about half a second at 60 frames a second).
AI_PAUSE = 30


class Thinking:
    """One AI decision being thought over on a worker thread, on a fork of the game."""

    def __init__(self, controller: Controller, game: Game, scratch: Game | None) -> None:
        """Think over ``game``'s pending decision in ``scratch`` (a game spawned from it), or in a new one."""
        self.controller = controller
        self.at = len(game.answers)
        self.decision = game.pending
        self.position = game.position()  # all the worker reads of the real game: copies and frozen snapshots
        self.fork = scratch
        self.source = game
        self.answer: Answer = None
        self.error: BaseException | None = None
        self.done = threading.Event()
        threading.Thread(target=self._run, name="ai-thinking", daemon=True).start()

    def _run(self) -> None:
        try:  # the fork is made here too: a new table and the first decision take the drawing loop's time
            if self.fork is None:
                self.fork = self.source.spawn()
            self.fork.load(self.position)
            decision = self.fork.pending
            assert decision is not None, "a thinking starts on a position whose decision is pending"
            self.answer = self.controller.decide(self.fork, decision)
        except BaseException as exc:  # handed to the drawing loop, which reports it
            self.error = exc
        finally:
            self.done.set()

    def fits(self, game: Game) -> bool:
        return game.pending is self.decision and len(game.answers) == self.at

    @property
    def progress(self) -> float:
        return 1.0 if self.done.is_set() else float(getattr(self.controller, "progress", 0.0))


@dataclass
class Seats:
    """``human`` or ``ai`` for each side id, and each AI side's level; the AI controllers are made when first
    needed."""

    kinds: dict[str, str]
    levels: dict[str, str] = field(default_factory=dict)
    _ais: dict[str, Controller] = field(default_factory=dict)
    _thinking: Thinking | None = None

    @classmethod
    def from_scenario(cls, game: Game) -> Seats:
        """As the scenario says (a scripted side plays as the AI once its script is done)."""
        return cls({side.id: HUMAN if side.controller == HUMAN else AI for side in game.state.sides},
                   {side.id: side.level for side in game.state.sides if side.level})

    @property
    def humans(self) -> list[str]:
        return [side for side, kind in self.kinds.items() if kind == HUMAN]

    def is_human(self, player: str) -> bool:
        return self.kinds.get(player, HUMAN) == HUMAN

    def _controller(self, game: Game, player: str) -> Controller:
        controller = self._ais.get(player)
        if controller is None:
            controller = self._ais[player] = ai_for(game, player, self.levels.get(player))
        return controller

    def ai_answer(self, game: Game, decision: Decision) -> Answer:
        return self._controller(game, decision.player).decide(game, decision)

    def think(self, game: Game) -> Thinking:
        """The thinking over the game's pending AI decision, started now if it has not been."""
        if self._thinking is None or not self._thinking.fits(game):
            last = self._thinking
            scratch = last.fork if last is not None and last.done.is_set() and last.source is game else None
            assert game.pending is not None, "thinking is asked for a pending AI decision"
            self._thinking = Thinking(self._controller(game, game.pending.player), game, scratch)
        return self._thinking

    def thought(self, game: Game) -> Answer | None:
        """The AI's answer to the pending decision once its thinking is done (raising what went wrong), else None
        (``think`` starts it)."""
        thinking = self.think(game)
        if not thinking.done.is_set():
            return None
        if thinking.error is not None:
            raise thinking.error
        return thinking.answer

    def progress(self, game: Game) -> float | None:
        """How far the AI's thinking over the pending decision is (0..1), None when it is not thinking."""
        thinking = self._thinking
        return thinking.progress if thinking is not None and thinking.fits(game) else None

    def forget_ais(self) -> None:
        """Drop the AI controllers (the game was rebuilt: they would hold the old one)."""
        self._ais.clear()
        self._thinking = None


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


def play_script(script: Script, game: Game, most: int | None = None) -> str | None:
    """Answer with the script for as long as it has the answer (``most`` answers at most); the reason, if one of
    its steps does not fit."""
    while game.pending is not None and not script.done and (most is None or most > 0):
        most = None if most is None else most - 1
        found = script.answer(game.pending)
        if found is None:
            return None
        try:
            game.answer(found.answer)
        except IllegalAnswer as exc:
            return f"{game.scenario.path}: {found.place}: {exc}"
        except ForcedResultError as exc:
            return f"{game.scenario.path}: random: {exc}"
    return None
