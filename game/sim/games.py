"""One simulated game, played to its end by the AIs, reduced to what the statistics need.

A game's seed is the batch's first seed plus its index, so the same batch gives the same records whichever
process plays which game.
"""

from __future__ import annotations

import functools
import re
import time
from dataclasses import dataclass
from pathlib import Path

from game.ai.controller import Controller, ai_for
from game.headless import play
from game.rules.game import Game
from game.rules.scenario import Scenario, load_scenario
from game.words import without_asides

DRAW = "draw"


@dataclass(frozen=True)
class GameRecord:
    index: int
    seed: int
    winner: str  # a side id, or DRAW
    ending: str  # how it ended, numbers and side names left out so that endings group
    turns: int
    decisions: int
    seconds: float  # not part of the result: it depends on the machine

    def outcome(self) -> tuple:
        """Everything but the time taken: equal for equal seeds."""
        return self.index, self.seed, self.winner, self.ending, self.turns, self.decisions


#: Words that follow a number without being what it counts ("12 each"): left as they are, not made plural.
NOT_COUNTED = ("each", "in", "of", "to", "and", "or", "for", "with", "at", "on")


def ending_of(reason: str, side_names: list[str]) -> str:
    """A result's reason as a category: '... eliminated (52)' and '... eliminated (30)' are the same ending, as are
    'tie on 1 moonstone' and 'tie on 2 moonstones', and two sides tying as three do."""
    for name in sorted(side_names, key=len, reverse=True):
        reason = reason.replace(name, "a side")
    reason = re.sub(r"a side(, a side)* and a side", "sides", reason)  # "Red, Blue and Green tie": sides tie
    reason = without_asides(reason)
    reason = re.sub(r"\d+(\.\d+)?", "N", reason)
    return re.sub(rf"\bN (?!(?:{'|'.join(NOT_COUNTED)})\b)(\w+?)s?\b", r"N \1s", reason).strip()


def controllers_for(game: Game, levels: dict[str, str]) -> dict[str, Controller]:
    """Each side's AI, at its level from ``levels`` (by side id, or ``*`` for every side) if one is given there;
    an AI that does not know the level raises ValueError."""
    controllers = {}
    for side in game.state.sides:
        level = levels.get(side.id) or levels.get("*")
        controllers[side.id] = ai_for(game, side.id, level=level) if level else ai_for(game, side.id)
    return controllers


def play_one(scenario: Scenario, index: int, seed: int, levels: dict[str, str]) -> GameRecord:
    start = time.perf_counter()
    game = Game(scenario, seed=seed)
    play(game, controllers_for(game, levels))
    result = game.result
    assert result is not None  # play() returns only once the game has ended
    names = [side.name for side in game.state.sides]
    state = game.state
    length = state.round if game.ruleset.turn_word == "round" else state.turn  # a gamebook battle is one turn
    return GameRecord(index, seed, result.winner or DRAW, ending_of(result.reason, names), length,
                      len(game.answers), time.perf_counter() - start)


@functools.cache
def _loaded(path: Path) -> Scenario:
    """A worker process's scenario, loaded at its first game: a file spoilt since the batch began fails that game and
    the error reaches the parent (in the pool's initialiser it had the pool start one worker after another)."""
    return load_scenario(path)


def play_in_worker(job: tuple[Path, int, int, dict[str, str]]) -> GameRecord:
    path, index, seed, levels = job
    return play_one(_loaded(path), index, seed, levels)
