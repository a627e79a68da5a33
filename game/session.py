"""A game being played: who sits at each side, the scenario's script, its expectations, the undo floor, the
autosave and the map under the game. The headless runner and the window both drive one; neither draws here.

Who answers the pending decision (:meth:`Session.answerer`): the scenario's script first (its steps set a drill
up), then the side's seat — a person (the window asks them) or an AI. :meth:`Session.step` answers anything that
is not a person's; the window instead lets an AI think on a worker thread (:meth:`Seats.think`) so that it keeps
drawing, and gives the answer with :meth:`Session.answer` when it is ready. Once the script is played, the
scenario's ``expect`` is checked (:attr:`Session.failures`, in words) and undo no longer goes below that point.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final, Literal

from game.ai.controller import LEVELS, Controller, ai_for
from game.board.tablemap import TableMap
from game.rules.decisions import Answer, Decision, IllegalAnswer, normalise
from game.rules.expect import check_expectations
from game.rules.game import Game
from game.rules.saves import autosave_path, keep_unfinished, save_game
from game.rules.script import Script
from game.worker import Worker

HUMAN: Final = "human"
AI: Final = "ai"
SCRIPT: Final = "script"
#: The level of an AI seat the launcher offers first (a scenario's ``level`` comes before it).
DEFAULT_LEVEL = "normal"

Answerer = Literal["script", "human", "ai"]


class ScriptMisfit(Exception):
    """A step of the scenario's script that the decision it was given to refuses; the message names the file and
    the step."""


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
        self.worker: Worker[Answer] = Worker(self._think, "ai-thinking")

    def _think(self) -> Answer:
        # the fork is made here too: a new table and the first decision take the drawing loop's time
        if self.fork is None:
            self.fork = self.source.spawn()
        self.fork.load(self.position)
        pending = self.fork.pending
        assert pending is not None  # the position was taken at a pending decision
        return self.controller.decide(self.fork, pending)

    @property
    def done(self) -> threading.Event:
        return self.worker.done

    def fits(self, game: Game) -> bool:
        return game.pending is self.decision and len(game.answers) == self.at

    @property
    def progress(self) -> float:
        return 1.0 if self.done.is_set() else float(getattr(self.controller, "progress", 0.0))


@dataclass
class Seats:
    """``human`` or ``ai`` for each side id, and each AI side's level; the AI controllers are made when first
    needed (or given: the headless runner's and the benchmarks')."""

    kinds: dict[str, str]
    levels: dict[str, str] = field(default_factory=dict)
    _ais: dict[str, Controller] = field(default_factory=dict)
    _thinking: Thinking | None = None

    @classmethod
    def from_scenario(cls, game: Game) -> Seats:
        """As the scenario says (a scripted side plays as the AI once its script is done)."""
        return cls({side.id: HUMAN if side.controller == HUMAN else AI for side in game.state.sides},
                   {side.id: side.level for side in game.state.sides if side.level})

    @classmethod
    def machines(cls, game: Game, controllers: dict[str, Controller] | None = None) -> Seats:
        """Every side played by a controller: ``controllers``, else each side's AI at its scenario level (made
        now, from the game as it starts)."""
        given = controllers or {side.id: ai_for(game, side.id) for side in game.state.sides}
        return cls(dict.fromkeys(given, AI), _ais=dict(given))

    @classmethod
    def from_saved(cls, game: Game, saved: object) -> Seats:
        """As a save kept them (:meth:`saved`); what it does not say, or says wrongly (a damaged or hostile file),
        as the scenario says."""
        seats = cls.from_scenario(game)
        if not isinstance(saved, dict):
            return seats
        kinds, levels = saved.get("kinds"), saved.get("levels")
        if isinstance(kinds, dict) and kinds.keys() == seats.kinds.keys() and all(
                kind in (HUMAN, AI) for kind in kinds.values()):
            seats.kinds = dict(kinds)
        if isinstance(levels, dict) and all(side in seats.kinds and level in LEVELS for side, level in levels.items()):
            seats.levels.update(levels)
        return seats

    def saved(self) -> dict[str, dict[str, str]]:
        """Who sits where, as a save keeps it."""
        return {"kinds": dict(self.kinds), "levels": dict(self.levels)}

    def copy(self) -> Seats:
        """The same people and levels, with AIs of their own (for another game)."""
        return Seats(dict(self.kinds), dict(self.levels))

    @property
    def humans(self) -> list[str]:
        return [side for side, kind in self.kinds.items() if kind == HUMAN]

    def is_human(self, player: str) -> bool:
        return self.kinds.get(player, HUMAN) == HUMAN

    def controller(self, game: Game, player: str) -> Controller:
        controller = self._ais.get(player)
        if controller is None:
            controller = self._ais[player] = ai_for(game, player, self.levels.get(player))
        return controller

    def ai_answer(self, game: Game, decision: Decision) -> Answer:
        return self.controller(game, decision.player).decide(game, decision)

    def think(self, game: Game) -> Thinking:
        """The thinking over the game's pending AI decision, started now (on a worker thread) if it has not been."""
        pending = game.pending
        assert pending is not None
        if self._thinking is None or not self._thinking.fits(game):
            last = self._thinking
            if last is not None and not last.done.is_set():  # still thinking over a decision taken back: its
                # controller stays its own (a look-ahead's scratch game and plans are not for two threads)
                self._ais = {side: ai for side, ai in self._ais.items() if ai is not last.controller}
            scratch = last.fork if last is not None and last.done.is_set() and last.source is game else None
            self._thinking = Thinking(self.controller(game, pending.player), game, scratch)
        return self._thinking

    def thought(self, game: Game) -> Answer | None:
        """The AI's answer to the pending decision once its thinking is done (raising what went wrong), else None
        (``think`` starts it)."""
        thinking = self.think(game)
        return thinking.worker.take() if thinking.done.is_set() else None

    @property
    def thinking(self) -> Thinking | None:
        """The last thinking started (done or not, and perhaps over a decision since taken back)."""
        return self._thinking

    def progress(self, game: Game) -> float | None:
        """How far the AI's thinking over the pending decision is (0..1), None when it is not thinking."""
        thinking = self._thinking
        return thinking.progress if thinking is not None and thinking.fits(game) else None

    def thought_out(self, game: Game) -> bool:
        """Whether no thinking over the pending decision is under way: done, or never begun."""
        progress = self.progress(game)
        return progress is None or progress >= 1.0

    def forget_ais(self) -> None:
        """Drop the AI controllers (the game was rebuilt: they would hold the old one)."""
        self._ais.clear()
        self._thinking = None


class Autosave:
    """Keeps the autosave after each decision (written atomically). While it fails, ``failing`` says so and
    ``unsaved_from`` how many answers the last good autosave held; ``tell`` hears when it starts and stops failing."""

    def __init__(self, tell: Callable[[str], None]) -> None:
        self.tell = tell
        self.failing = False
        self.unsaved_from = 0
        #: Who sits where, kept in the autosave (the session playing the game tells).
        self.seats: Callable[[], dict[str, dict[str, str]]] | None = None
        self._kept_for: Game | None = None  # the game whose first autosave has kept another's unfinished one

    def __call__(self, game: Game) -> None:
        try:
            if self._kept_for is not game:  # once the other game is kept (a failure keeps it where it is)
                kept = keep_unfinished(game)
                self._kept_for = game
                if kept is not None:
                    self.tell(f"The unfinished game the autosave held is kept as {kept}")
            save_game(game, autosave_path(), self.seats() if self.seats is not None else None)
        except OSError as exc:
            if not self.failing:
                self.tell(f"Autosave failed: {autosave_path()}: {exc.strerror or exc}")
                self.unsaved_from = len(game.answers) - 1
            self.failing = True
            return
        if self.failing:
            self.failing = False
            self.tell("Autosave works again: the game is saved")


class Session:
    """One game and everything that answers it. ``script`` is the script still to play (None once played, or
    when there is none); ``floor`` the answers undo does not take back; ``failures`` the scenario's
    expectations that did not hold once the script was played (None until then). A game taken up part-way (a
    save, a replay played on) knows where its script stands. ``script=False`` plays no script (a replay's copy:
    its answers hold it)."""

    def __init__(self, game: Game, seats: Seats | None = None, script: bool = True,
                 autosave: Autosave | None = None) -> None:
        self.seats = seats or Seats.from_scenario(game)
        scenario = game.scenario
        self.script = Script(scenario.script, scenario.script_places, game.ruleset) \
            if script and scenario.script else None
        self.floor = 0
        self.failures: list[str] | None = None
        self.checked: Game | None = None  # a game taken up past its script's end: where the script left it
        self._undone: list[list[Answer]] = []  # what each undo took back, the last last (for redo)
        self._undone_from: list[Answer] = []  # the game's answers after the last undo or redo
        self.autosave = autosave
        if autosave is not None:
            autosave.seats = self._seats
        self._declined: Decision | None = None  # a decision the script left to its player
        self._adopt(game)
        if game.answers and self.script is not None:
            self._take_up()
        elif script and not game.answers and self.script is None:
            self.failures = check_expectations(game)

    def _take_up(self) -> None:
        """A game taken up part-way (a save, a replay played on): its script played again on a scratch game as far
        as the answers go, so that undo stops where the script ended and a lesson cut short plays on from its
        step. Where the answers leave the script, they are the players' from there (nothing to check)."""
        game = self.game
        scratch = Game(game.scenario, seed=game.seed, turns=game.turn_limit)
        script = self.script
        assert script is not None
        for answer in game.answers:
            decision = scratch.pending
            if decision is None:
                break
            found = script.answer(decision)  # as play_script asks it: None leaves the decision to its player
            if found is None and script.done:
                break
            if found is not None and normalise(found.answer) != answer:
                self.floor, self.script = len(scratch.answers), None
                return
            scratch.answer(answer)
            if script.done:
                break
        if script.done:
            self.floor, self.script, self.checked = len(scratch.answers), None, scratch
            self.failures = check_expectations(scratch)

    def _seats(self) -> dict[str, dict[str, str]]:
        """The seats as they are when the autosave is written (a forced result the game cannot honour changes them)."""
        return self.seats.saved()

    def _adopt(self, game: Game) -> None:
        """Play ``game`` from now on (the first, or the same rebuilt on an edited map)."""
        self.game = game
        if self.autosave is not None:
            game.listeners.append(self.autosave)

    # --- who answers -----------------------------------------------------------------------------------------
    def answerer(self) -> Answerer | None:
        """Who answers the pending decision: the script, a person, or an AI (None: the game is over)."""
        decision = self.game.pending
        if decision is None:
            return None
        if self.script is not None and decision is not self._declined:
            return SCRIPT
        return HUMAN if self.seats.is_human(decision.player) else AI

    def answer(self, value: Answer) -> None:
        """Give the pending decision its answer (raises IllegalAnswer, or ForcedResultError when the scenario's
        forced results cannot be honoured)."""
        self.game.answer(value)

    def play_script(self, most: int | None = None) -> int:
        """Answer with the script for as long as it has the answer (``most`` answers at most); how many it gave.
        A decision the script leaves to its player goes to that player's seat. Raises :class:`ScriptMisfit`."""
        given = 0
        game = self.game
        while self.script is not None and (most is None or given < most):
            decision = game.pending
            if decision is None or decision is self._declined:
                break
            found = self.script.answer(decision)
            if found is None:
                self._declined = decision  # a free spin of the opponent, say
            else:
                try:
                    game.answer(found.answer)
                except IllegalAnswer as exc:
                    raise ScriptMisfit(f"{game.scenario.path}: {found.place}: {exc}") from None
                given += 1
            if self.script.done:
                self._script_played()
            elif found is None:
                break
        return given

    def drop_script(self) -> None:
        """Play on without the rest of the script (a step did not fit); its players answer from here."""
        self.script = None

    def _script_played(self) -> None:
        self.floor, self.script = len(self.game.answers), None
        self.failures = check_expectations(self.game)

    def step(self) -> bool:
        """Answer the pending decision unless a person is to: the script's answer, else the seat's AI (thinking
        here, on this thread). Whether it answered."""
        if self.answerer() == SCRIPT and self.play_script(1):
            return True
        decision = self.game.pending
        if decision is None or self.answerer() != AI:
            return False
        self.game.answer(self.seats.ai_answer(self.game, decision))
        return True

    # --- going back ------------------------------------------------------------------------------------------
    def undoable(self) -> int:
        """How many answers an undo would take back: the last decision of a person at the table (of anyone, when
        nobody is) and what followed it (0: nothing to undo above the floor)."""
        humans = self.seats.humans or [side.id for side in self.game.state.sides]
        count = self.game.undo_count_for(humans)
        return 0 if count == 0 or len(self.game.answers) - count < self.floor else count

    def undo(self) -> int:
        """Take back what :meth:`undoable` says; how many answers that was."""
        count = self.undoable()
        if count == 0:
            return 0
        taken = list(self.game.answers[-count:])
        if not self._redoable():
            self._undone = []
        self.game.undo(count)
        self._undone.append(taken)
        self._undone_from = list(self.game.answers)
        return count

    def redo(self) -> int:
        """Give again what the last undo took back, while nothing has been answered since (the same answers on the
        same dice: the game is as it was); how many answers that was (0: nothing to redo)."""
        if not self._redoable():
            return 0
        taken = self._undone.pop()
        for answer in taken:
            self.game.answer(answer)
        self._undone_from = list(self.game.answers)
        return len(taken)

    def _redoable(self) -> bool:
        """Whether the game stands where the last undo or redo left it (the same answers, not only as many: Esc
        backs out of an action without an undo, and a new answer may bring the count back)."""
        return bool(self._undone) and self.game.answers == self._undone_from

    def backable(self) -> int:
        """How many answers Esc would take back to return to the choice of action (0: it may not): only while the
        pending decision is a step of an action the same player has just chosen (its square, its target, its
        weapon), the action has done nothing on the table yet (no event since but the ruleset's announcements of what
        was chosen), and never below the floor."""
        decision = self.game.pending
        if decision is None or decision.kind == "action":
            return 0
        for count, asked in enumerate(reversed(self.game.asked), 1):
            if asked.player != decision.player:
                return 0
            if asked.kind == "action":
                said = self.game.ruleset.announcements
                done = any(e.kind not in said for e in self.game.log.events[asked.told:])
                return 0 if done or len(self.game.answers) - count < self.floor else count
        return 0

    def back_out(self) -> bool:
        """Take back the action that asked for the pending decision, where :meth:`backable`; whether it did."""
        count = self.backable()
        if count:
            self.game.undo(count)
        return bool(count)

    # --- the map under the game ------------------------------------------------------------------------------
    def reload(self, tmap: TableMap, fresh: Game | None = None, upto: int | None = None) -> None:
        """Play on with a new version of the map: the same scenario, seed and answers (the first ``upto``) on a
        new table. Raises IllegalAnswer (and keeps the game) when a figure cannot stand where the scenario puts it
        on the new map (a boulder drawn over it), or :class:`NoLongerFits` when an answer no longer fits it.
        ``fresh``: the new game, when made already (:func:`remade`, on the thread that read the map)."""
        old = self.game
        game = fresh if fresh is not None else remade(old, tmap)
        table, barred = game.state.table, game.ruleset.going().barred
        for base in table.bases.values():
            found = table.ground_problems(base, barred=barred)  # the bases are as the scenario has them
            if found:
                raise IllegalAnswer(f"figure {base.id!r} cannot stand where the scenario puts it: {found[0]}")
        try:
            game.rebuild(list(old.answers[:upto]))
        except IllegalAnswer as exc:
            raise NoLongerFits(str(exc), len(game.answers)) from None
        if self.autosave is not None and self.autosave in old.listeners:
            old.listeners.remove(self.autosave)
        self._declined = None
        self._undone = []  # taken back on the old map: they may not fit the new one
        self.seats.forget_ais()  # they hold the old game
        self._adopt(game)


class NoLongerFits(IllegalAnswer):
    """A decision of the game no longer fits a new version of its map; ``fits``: how many before it still do."""

    def __init__(self, message: str, fits: int) -> None:
        super().__init__(message)
        self.fits = fits


def remade(game: Game, tmap: TableMap) -> Game:
    """A new game of ``game``'s scenario, seed and turn limit on another version of its map, not yet played (its
    route plans made: most of a second on a big map)."""
    return Game(dataclasses.replace(game.scenario, map=tmap), seed=game.seed, turns=game.turn_limit)
