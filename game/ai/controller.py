"""Controllers answer a player's decisions. Each ruleset may register its own AI; a fallback plays randomly.

An AI reads the game through ``game.view(player)`` for anything hidden (hands, face-down cards): it sees what
its player would see, no more. Its own randomness is seeded from the game's seed, so a headless game with a
given seed plays out the same every time, without touching the game's dice.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from typing import Protocol

from game.rules.decisions import Answer, Decision
from game.rules.game import Game


class Controller(Protocol):
    def decide(self, game: Game, decision: Decision) -> Answer: ...


class RandomController:
    """Picks any legal answer: a baseline, and the stand-in for rulesets without an AI yet."""

    def __init__(self, game: Game, player: str) -> None:
        self.rng = random.Random(f"{game.seed}:{player}")

    def decide(self, game: Game, decision: Decision) -> Answer:
        if decision.options:
            values = decision.values
            if decision.most == 1 and decision.least == 1:
                return self.rng.choice(values)
            count = self.rng.randint(decision.least, min(decision.most, len(values)))
            return self.rng.sample(values, count)
        candidates = decision.suggest() if decision.suggest else []
        if not candidates:
            raise LookupError(f"no candidate answers for the free decision {decision.kind!r}")
        return self.rng.choice(candidates)


Factory = Callable[[Game, str], Controller]


def ai_for(game: Game, player: str) -> Controller:
    """The ruleset's AI for ``player`` (``game.ai.<ruleset>`` exposing ``make_ai``), else a random player."""
    try:
        module = importlib.import_module(f"game.ai.{game.ruleset.id}")
    except ModuleNotFoundError as exc:
        if exc.name != f"game.ai.{game.ruleset.id}":
            raise
        return RandomController(game, player)
    return module.make_ai(game, player)
