"""A ruleset-neutral search AI: gather candidate answers of a decision, let the ruleset score them, pick the best.

A ruleset plugs in an :class:`Evaluator`: ``planned`` answers follow-up decisions of a plan made earlier
(an action chosen together with its path and targets), when that answer is still legal; ``candidates`` adds
the answers it thinks worth trying (a spot in cover) to what the decision itself offers (its options, or its
``suggest`` list for free answers); ``score`` rates a batch of answers at once, so that an evaluator can ask
the board one batched question (lines of fire from every candidate spot) instead of many. Only legal
answers are ever scored. Every ruleset's evaluator is a :class:`game.ai.planner.PlanningEvaluator` (its plans and
its scorers by decision kind).

The search is deterministic: candidates beyond ``limit`` are sampled with a generator seeded from the game's
seed, and ties go to the earlier candidate (the evaluator's own come first). ``seconds`` bounds a decision:
batches are scored until it is spent, which on any ordinary machine is never, since ``limit`` keeps a
decision to a few milliseconds.
"""

from __future__ import annotations

import itertools
import json
import math
import random
import time
from collections.abc import Sequence
from typing import Protocol

from game.rules.decisions import Answer, Decision
from game.rules.game import Game


class Evaluator(Protocol):
    def planned(self, game: Game, decision: Decision) -> Answer | None:
        """The answer settled while planning an earlier decision (the path of a chosen move), if any."""
        ...

    def candidates(self, game: Game, decision: Decision) -> list[Answer]:
        """Answers worth scoring besides the decision's own, best guesses first."""
        ...

    def score(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        """A score per answer, higher is better, on one scale within a decision."""
        ...


class SearchController:
    def __init__(self, game: Game, player: str, evaluator: Evaluator, seconds: float = 0.5, limit: int = 96,
                 batch: int = 96) -> None:
        self.player = player
        self.evaluator = evaluator
        self.seconds = seconds
        self.limit = limit
        self.batch = batch
        self.rng = random.Random(f"{game.seed}:{player}:search")

    def decide(self, game: Game, decision: Decision) -> Answer:
        planned = self.evaluator.planned(game, decision)
        if planned is not None and decision.refusal(planned) is None:
            return planned
        pool = self.pool(game, decision)
        if not pool:
            raise LookupError(f"no legal candidate answers for the decision {decision.kind!r}")
        if len(pool) == 1:
            return pool[0]
        deadline = time.perf_counter() + self.seconds
        best, best_score = pool[0], -math.inf
        for start in range(0, len(pool), self.batch):
            chunk = pool[start:start + self.batch]
            for answer, score in zip(chunk, self.evaluator.score(game, decision, chunk), strict=True):
                if score > best_score:
                    best, best_score = answer, score
            if time.perf_counter() > deadline:
                break
        return best

    def pool(self, game: Game, decision: Decision) -> list[Answer]:
        """The legal candidates, each once: the evaluator's first, then the decision's, at most ``limit``."""
        own = self.evaluator.candidates(game, decision)
        offered = _offered(decision)
        seen: set[str] = set()
        pool: list[Answer] = []
        for answer in itertools.chain(own, offered):
            key = json.dumps(answer, sort_keys=True)
            if key in seen or decision.refusal(answer) is not None:
                continue
            seen.add(key)
            pool.append(answer)
        if len(pool) > self.limit:
            mine = min(len(own), self.limit)
            pool = pool[:mine] + self.rng.sample(pool[mine:], self.limit - mine)
        return pool


def _offered(decision: Decision) -> list[Answer]:
    if not decision.options:
        return decision.suggest() if decision.suggest else []
    values = decision.values
    if decision.most == 1 and decision.least == 1:
        return values
    sizes = range(min(decision.most, len(values)), decision.least - 1, -1)
    return [list(c) for size in sizes for c in itertools.combinations(values, size)]
