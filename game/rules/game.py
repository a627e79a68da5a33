"""One game: a state, one seeded source of randomness, one event log, and the ruleset's flow of decisions.

The ruleset's ``play`` generator yields a :class:`Decision` whenever it needs a choice and receives the answer.
The game records every answer, so that seed + answers rebuild it exactly: that is how undo, save, load and
replay work, and why a game never holds anything that could not be rebuilt.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterable
from typing import Any

from game.board.table import Base, Table
from game.rules.decisions import Answer, Decision, IllegalAnswer, normalise
from game.rules.dice import Randomness
from game.rules.events import Event, EventLog
from game.rules.ruleset import Flow, Ruleset
from game.rules.scenario import Scenario
from game.rules.state import Figure, GameState, Result, Side


def fresh_seed() -> int:
    return secrets.randbits(48)


class Game:
    """A game in progress. ``pending`` is the decision waiting for an answer (None once the game is over)."""

    def __init__(self, scenario: Scenario, seed: int | None = None, turns: int | None = None) -> None:
        self.scenario = scenario
        self.ruleset: Ruleset = scenario.rules
        self.seed = seed if seed is not None else scenario.seed if scenario.seed is not None else fresh_seed()
        self.turn_limit = turns if turns is not None else scenario.turns
        self.table = Table(scenario.map)
        #: Called after every accepted answer (the window's autosave, the runner's log writer).
        self.listeners: list[Callable[[Game], None]] = []
        self._start()

    def _start(self) -> None:
        self.table.clear()
        self.answers: list[Answer] = []
        self.asked: list[tuple[str, str]] = []  # (player, kind) of each answered decision
        self.rng = Randomness(self.seed, self.scenario.random)
        self.log = EventLog()
        self.state = GameState(
            ruleset=self.ruleset.id,
            table=self.table,
            sides=[Side(s.id, s.name, s.controller, s.team, s.colour) for s in self.scenario.sides],
            figures={},
            options=dict(self.scenario.options),
            turn_limit=self.turn_limit,
        )
        for side, spec in self.scenario.figures():
            self.state.figures[spec.id] = Figure(
                spec.id, side.id, spec.name, spec.profile, dict(spec.stats), points=int(spec.stats.get("points", 0))
            )
            self.table.add(Base(spec.id, spec.at[0], spec.at[1], spec.facing, spec.base, spec.front_arc,
                                label=spec.name))
        self.pending: Decision | None = None
        self.ruleset.setup(self)
        self._flow: Flow = self.ruleset.play(self)
        self._advance(None)

    # --- playing ---------------------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.state.result is not None

    @property
    def result(self) -> Result | None:
        return self.state.result

    def answer(self, answer: Answer) -> None:
        """Give the pending decision its answer; an answer it does not allow raises IllegalAnswer."""
        self._give(answer)
        for listener in self.listeners:
            listener(self)

    def _give(self, answer: Answer) -> None:
        decision = self.pending
        if decision is None:
            raise IllegalAnswer("the game is over: there is nothing to answer")
        answer = normalise(answer)
        reason = decision.refusal(answer)
        if reason:
            raise IllegalAnswer(reason)
        self.answers.append(answer)
        self.asked.append((decision.player, decision.kind))
        self._advance(answer)

    def _advance(self, answer: Answer) -> None:
        try:
            self.pending = self._flow.send(answer)
        except StopIteration as stop:
            self.pending = None
            if not isinstance(stop.value, Result):
                raise TypeError(f"the {self.ruleset.id} flow ended without a Result") from None
            self.state.result = stop.value
            self.emit("game_over", _result_text(self.state, stop.value), winner=stop.value.winner,
                      reason=stop.value.reason, scores=stop.value.scores)

    def emit(self, kind: str, text: str, visible_to: Iterable[str] | None = None, **data: Any) -> Event:
        """Record an event; ``visible_to`` limits it to some players (a card drawn into a hand)."""
        return self.log.emit(kind, text, tuple(visible_to) if visible_to is not None else None, **data)

    # --- going back ------------------------------------------------------------------------------------------
    def rebuild(self, answers: list[Answer]) -> None:
        """Start again from the seed and give ``answers`` in order (raises IllegalAnswer if one no longer fits)."""
        self._start()
        for i, answer in enumerate(answers):
            try:
                self._give(answer)
            except IllegalAnswer as exc:
                raise IllegalAnswer(f"decision {i + 1} of {len(answers)} no longer fits: {exc}") from None

    def undo(self, count: int = 1) -> None:
        """Go back ``count`` decisions, by replaying the others."""
        if not 0 < count <= len(self.answers):
            raise IllegalAnswer(f"cannot undo {count} of {len(self.answers)} decisions")
        self.rebuild(self.answers[:-count])
        for listener in self.listeners:
            listener(self)

    def undo_count_for(self, players: Iterable[str]) -> int:
        """How many answers to take back to reach the last decision one of ``players`` answered (0: none)."""
        wanted = set(players)
        for back, (player, _kind) in enumerate(reversed(self.asked), 1):
            if player in wanted:
                return back
        return 0

    # --- what each player sees -------------------------------------------------------------------------------
    def view(self, player: str | None) -> Any:
        return self.ruleset.view(self, player)

    def events_for(self, player: str | None, since: int = 0) -> list[Event]:
        return self.log.since(since, player)


def _result_text(state: GameState, result: Result) -> str:
    if result.winner is None:
        return f"The game ends in a draw: {result.reason}."
    return f"{state.side(result.winner).name} wins: {result.reason}."
