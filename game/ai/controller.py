"""Controllers answer a player's decisions. Each ruleset may register its own AI; a fallback plays randomly.

An AI reads the game through ``game.view(player)`` for anything hidden (hands, face-down cards): it sees what
its player would see, no more. Its own randomness is seeded from the game's seed, so a headless game with a
given seed plays out the same every time, without touching the game's dice.
"""

from __future__ import annotations

import importlib
import math
import random
from dataclasses import replace
from types import ModuleType
from typing import Protocol

from game.ai.lookahead import Budget, LookAhead, material
from game.ai.planner import PlanningEvaluator
from game.ai.search import SearchController
from game.rules.decisions import Answer, Decision
from game.rules.game import Game
from game.rules.scenario import AI_LEVELS
from game.words import unknown


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


#: The levels a player picks for an AI side; ``greedy`` and ``random`` are the baselines the ladder measures.
LEVELS = AI_LEVELS[:3]
BASELINES = AI_LEVELS[3:]
BUDGETS = {"normal": Budget(seconds=0.3, width=3, horizon=1), "hard": Budget(seconds=1.5, width=5, horizon=2)}
NOISE = 0.3  # how often the easy AI takes one of the greedy AI's next-best answers


class NoisyController:
    """The easy level: the greedy AI, which now and then takes one of its next-best answers instead."""

    def __init__(self, game: Game, player: str, greedy: SearchController, slip: float = math.inf) -> None:
        self.greedy = greedy
        self.slip = slip  # the most a next-best answer may score below the best (the ruleset's ``SLIP``)
        self.rng = random.Random(f"{game.seed}:{player}:noise")

    def decide(self, game: Game, decision: Decision) -> Answer:
        if not decision.options or self.rng.random() >= NOISE:
            return self.greedy.decide(game, decision)
        pool = self.greedy.pool(game, decision)
        if len(pool) <= 1:
            return self.greedy.decide(game, decision)
        scores = self.greedy.evaluator.score(game, decision, pool)
        order = sorted(range(len(pool)), key=lambda i: (-scores[i], i))
        # a slip, not a blunder: only answers the greedy AI thinks worth something (ending a turn, or an action it
        # scores below naught, is never taken in place of a better one), and not far below the best
        top = scores[order[0]]
        worth = [i for i in order[:3] if scores[i] > 0.0 and top - scores[i] <= self.slip] or order[:1]
        return pool[self.rng.choice(worth)]


def ai_for(game: Game, player: str, level: str | None = None) -> Controller:
    """The AI for ``player`` at ``level`` (by default the side's ``level`` from the scenario, else greedy).

    ``game.ai.<ruleset>`` supplies the greedy AI (``make_ai``) and may supply ``evaluate``, ``determinize``,
    ``SEARCHED``, ``PLIES`` (by level: how many main choices a future plays on) and ``MARGIN`` (the least gain
    over the greedy AI's best a candidate must show) for the look-ahead, and ``SLIP``
    (how far below its best, in its scores, the easy AI's slips may go); a ruleset without an AI module plays
    randomly below the look-ahead levels.
    """
    level = level or game.state.side(player).level or "greedy"
    if level not in LEVELS + BASELINES:
        raise ValueError(unknown("AI level", level, LEVELS + BASELINES))
    if level == "random":
        return RandomController(game, player)
    module = _module(game)
    if module is None:
        if level in BUDGETS:
            return LookAhead(game, player, _random_policy, BUDGETS[level])
        return RandomController(game, player)
    if level == "greedy":
        return module.make_ai(game, player)
    if level == "easy":
        return NoisyController(game, player, module.make_ai(game, player), getattr(module, "SLIP", math.inf))
    budget = replace(BUDGETS[level], plies=getattr(module, "PLIES", {}).get(level),
                     margin=getattr(module, "MARGIN", 0.0))
    return LookAhead(game, player, module.make_ai, budget, getattr(module, "evaluate", material),
                     getattr(module, "determinize", None), getattr(module, "SEARCHED", None))


def _module(game: Game) -> ModuleType | None:
    try:
        return importlib.import_module(f"game.ai.{game.ruleset.id}")
    except ModuleNotFoundError as exc:
        if exc.name != f"game.ai.{game.ruleset.id}":
            raise
        return None


def _random_policy(game: Game, player: str) -> SearchController:
    """For a ruleset without an AI: the search with no evaluation (no scorers), which takes the first legal
    candidate."""
    return PlanningEvaluator.make_ai(game, player)
