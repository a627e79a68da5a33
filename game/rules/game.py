"""One game: a state, one seeded source of randomness, one event log, and the ruleset's flow of decisions.

The ruleset's ``play`` generator yields a :class:`Decision` whenever it needs a choice and receives the answer.
The game records every answer, so that seed + answers rebuild it exactly: that is how save and load work, and why
a game never holds anything that could not be rebuilt. Going back is faster: the game keeps a snapshot at each
checkpoint of the flow (:mod:`game.rules.fork`), so undo, replay and the AI's look-ahead restore the last one
and give only the answers since.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, NamedTuple

from game.board.paths import prepare
from game.board.table import Base, Table
from game.rules.decisions import Answer, Decision, IllegalAnswer, normalise
from game.rules.dice import ForcedResultError, Randomness
from game.rules.events import Event, EventLog
from game.rules.fork import Snapshot, put, take
from game.rules.names import numbered
from game.rules.ruleset import Ruleset
from game.rules.scenario import Scenario
from game.rules.state import Figure, GameState, Result, Side
from game.words import and_list, wins

#: The snapshots a game keeps at most (a trench state is 37 KB: a 500 KB save of 20,000 decisions took 479 MB).
#: Past it, every other one is dropped from all but the newest quarter, so the older the sparser: going back far
#: replays a few more answers, going back a little is as quick as ever.
MOST_MARKS = 256


def fresh_seed() -> int:
    return secrets.randbits(48)


def thinned(marks: list[Snapshot]) -> list[Snapshot]:
    """``marks`` with every other one dropped but the first (the start) and the newest quarter."""
    newest = len(marks) - MOST_MARKS // 4
    return [marks[0], *marks[2:newest:2], *marks[newest:]]


class Asked(NamedTuple):
    """An answered decision: whose, of what kind, and how long the log was when it was answered (what the answer
    has brought about since: nothing yet, while the action it chose still asks its target)."""

    player: str
    kind: str
    told: int


@dataclass(frozen=True)
class Position:
    """Where a game stands, to continue from in another game of the same scenario (:meth:`Game.load`): its last
    checkpoint, and every answer and event so far."""

    mark: Snapshot
    answers: tuple[Answer, ...]
    asked: tuple[Asked, ...]
    events: tuple[Event, ...]


class Game:
    """A game in progress. ``pending`` is the decision waiting for an answer (None once the game is over)."""

    def __init__(self, scenario: Scenario, seed: int | None = None, turns: int | None = None) -> None:
        self.scenario = scenario
        self.ruleset: Ruleset = scenario.rules
        self.seed = seed if seed is not None else scenario.seed if scenario.seed is not None else fresh_seed()
        self.turn_limit = turns if turns is not None else scenario.turns if scenario.turns is not None else \
            self.ruleset.default_turns
        self.table = Table(scenario.map)
        #: Called after every accepted answer (the window's autosave, the runner's log writer).
        self.listeners: list[Callable[[Game], None]] = []
        self._start()

    def _start(self) -> None:
        self.table.clear()
        self.answers: list[Answer] = []
        self.asked: list[Asked] = []
        self.rng = Randomness(self.seed, self.scenario.random)
        self.log = EventLog()
        self.state = self._new_state()
        specs = list(self.scenario.figures())
        for (side, spec), name in zip(specs, numbered([spec.name for _, spec in specs]), strict=True):
            self.state.figures[spec.id] = Figure(
                spec.id, side.id, name, spec.profile, dict(spec.stats), points=int(spec.stats.get("points", 0))
            )
            self.table.add(Base(spec.id, spec.at[0], spec.at[1], spec.facing, spec.base, spec.front_arc, label=name))
        self.pending: Decision | None = None
        self.ruleset.setup(self)
        for figure_id, base in self.table.bases.items():  # the route graphs are built now, not mid-game
            prepare(self.table, self.ruleset.going(self.state, figure_id), [base.radius])
        #: Snapshots at the flow's checkpoints, oldest first; the start of the game is always the first.
        self.marks: list[Snapshot] = []
        #: Whether checkpoints keep snapshots (a look-ahead's scratch game does without).
        self.marking = True
        self.checkpoint()
        self._restart()

    def _new_state(self) -> GameState:
        return GameState(
            ruleset=self.ruleset.id,
            table=self.table,
            sides=[Side(s.id, s.name, s.controller, s.team, s.colour, s.level) for s in self.scenario.sides],
            figures={},
            options=dict(self.scenario.options),
            turn_limit=self.turn_limit,
        )

    def _restart(self) -> None:
        """A fresh flow on the state as it is (the start, or a checkpoint), run to its first decision."""
        self.pending = None
        self._flow = self.ruleset.play(self)
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
        if decision.options and _holds_float(answer):  # a script's or a save's 2.0 for the option 2
            answer = normalise(decision.canonical(answer))
        self.answers.append(answer)
        self.asked.append(Asked(decision.player, decision.kind, len(self.log)))
        try:
            self._advance(answer)
        except ForcedResultError:  # a forced die or card the scenario cannot honour here: back to before it
            self.rebuild(self.answers[:-1])
            raise

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

    # --- checkpoints and going back -----------------------------------------------------------------------
    def checkpoint(self) -> None:
        """Called by a ruleset's flow where a fresh ``play(game)`` on the state would go on exactly as the flow
        will: everything the flow needs is in ``game.state``. The game keeps a snapshot there."""
        if not self.marking:
            return
        at = len(self.answers)
        if self.marks and self.marks[-1].at == at:
            if self.marks[-1].log == len(self.log):
                return  # the same point (a flow resumed from this very snapshot)
            self.marks.pop()  # a later point with the same answers: it serves every purpose the earlier did
        self.marks.append(take(self.state, self.rng, at, len(self.log)))
        if len(self.marks) > MOST_MARKS:
            self.marks = thinned(self.marks)

    def position(self) -> Position:
        return Position(self.marks[-1], tuple(self.answers), tuple(self.asked), tuple(self.log.events))

    def spawn(self) -> Game:
        """A game of the same scenario and seed with a table of its own, to :meth:`load` positions into (the
        AI's scratch game). It starts empty: load a position before playing it."""
        other = object.__new__(Game)
        other.scenario, other.ruleset, other.seed = self.scenario, self.ruleset, self.seed
        other.turn_limit, other.table, other.listeners = self.turn_limit, Table(self.scenario.map), []
        other.answers, other.asked, other.rng, other.log = [], [], Randomness(self.seed), EventLog()
        other.state, other.pending, other.marks, other.marking = other._new_state(), None, [], False
        return other

    def load(self, position: Position) -> None:
        """Make this game (of the same scenario) stand where ``position`` stands, without calling listeners."""
        mark = position.mark
        self._restore(mark, list(position.answers[:mark.at]), list(position.asked[:mark.at]),
                      list(position.events[:mark.log]))
        for answer in position.answers[mark.at:]:
            self._give(answer)

    def _restore(self, mark: Snapshot, answers: list[Answer], asked: list[Asked],
                 events: list[Event]) -> None:
        put(mark, self.state, self.rng)
        self.answers, self.asked, self.log.events = answers, asked, events
        self.marks = [m for m in self.marks if m.at <= mark.at and m is not mark] + [mark]
        self._restart()

    def mark_for(self, answers: list[Answer]) -> Snapshot:
        """The last snapshot this game shares with the game after ``answers``: where :meth:`rebuild` starts."""
        same = 0
        for mine, theirs in zip(self.answers, answers, strict=False):
            if mine != theirs:
                break
            same += 1
        return next(m for m in reversed(self.marks) if m.at <= same)

    def rebuild(self, answers: list[Answer]) -> None:
        """Go to the game after ``answers``: from the last snapshot they share with this game (else from the
        seed), giving the rest in order (raises IllegalAnswer if one no longer fits)."""
        mark = self.mark_for(answers)
        self._restore(mark, self.answers[:mark.at], self.asked[:mark.at], self.log.events[:mark.log])
        for i in range(mark.at, len(answers)):
            try:
                self._give(answers[i])
            except IllegalAnswer as exc:
                raise IllegalAnswer(f"decision {i + 1} of {len(answers)} no longer fits: {exc}") from None

    def undo(self, count: int = 1) -> None:
        """Go back ``count`` decisions, from the last snapshot before them."""
        if not 0 < count <= len(self.answers):
            raise IllegalAnswer(f"cannot undo {count} of {len(self.answers)} decisions")
        self.rebuild(self.answers[:-count])
        for listener in self.listeners:
            listener(self)

    def undo_count_for(self, players: Iterable[str]) -> int:
        """How many answers to take back to reach the last decision one of ``players`` answered (0: none)."""
        wanted = set(players)
        for back, asked in enumerate(reversed(self.asked), 1):
            if asked.player in wanted:
                return back
        return 0

    # --- what each player sees -------------------------------------------------------------------------------
    def view(self, player: str | None) -> Any:
        return self.ruleset.view(self, player)

    def events_for(self, player: str | None, since: int = 0) -> list[Event]:
        return self.log.since(since, player)


def headline(state: GameState, result: Result) -> str:
    """"Iron Pilgrims win", "Ser Aldric's Party and Wren's Band win" (allies), "Commonwealth and Goblin Gang draw"
    (the third troupe has lost), "A draw"."""
    if result.winner is not None:
        return wins(and_list([state.side(s).name for s in result.winners(state)]))
    if result.drawn:
        return f"{and_list([state.side(s).name for s in result.drawn])} draw"
    return "A draw"


def _result_text(state: GameState, result: Result) -> str:
    if result.winner is None and not result.drawn:
        return f"The game ends in a draw: {result.reason}."
    return f"{headline(state, result)}: {result.reason}."


def _holds_float(answer: Answer) -> bool:
    """Whether a number in ``answer`` is written as a float: only then may it differ from its option's own."""
    if isinstance(answer, float):
        return True
    if isinstance(answer, list):
        return any(_holds_float(v) for v in answer)
    if isinstance(answer, dict):
        return any(_holds_float(v) for v in answer.values())
    return False
