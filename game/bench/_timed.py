"""A controller wrapper the AI benchmarks share: it times each decision, and the odds of one kind of decision."""

from __future__ import annotations

import time
from collections.abc import Callable

from game.ai.controller import Controller
from game.rules.decisions import Answer, Decision
from game.rules.game import Game


class Timed:
    """Wraps a controller: times each decision, and the odds of each ``odds_kind`` decision it answers
    (``before_odds`` runs first, to time them from a cold cache)."""

    def __init__(self, inner: Controller, times: list[float], odds: list[float], odds_kind: str,
                 before_odds: Callable[[], None] = lambda: None) -> None:
        self.inner, self.times, self.odds = inner, times, odds
        self.odds_kind, self.before_odds = odds_kind, before_odds

    def decide(self, game: Game, decision: Decision) -> Answer:
        start = time.perf_counter()
        answer = self.inner.decide(game, decision)
        self.times.append(time.perf_counter() - start)
        if decision.kind == self.odds_kind:
            self.before_odds()
            start = time.perf_counter()
            game.ruleset.odds(game, decision, answer)
            self.odds.append(time.perf_counter() - start)
        return answer
