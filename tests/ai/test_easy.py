"""The easy AI: the greedy AI's best, but now and then one of its next-best answers — never one it scores below
naught, and never one further below the best than the ruleset's ``SLIP``."""

from __future__ import annotations

import math
from types import SimpleNamespace

import pytest

from game.ai.controller import NoisyController


class Greedy:
    """A stand-in for a ruleset's greedy AI with fixed scores for three answers."""

    def __init__(self, scores: list[float]) -> None:
        self.answers = ["best", "near", "far"]
        self.evaluator = SimpleNamespace(score=lambda game, decision, pool: list(scores))

    def pool(self, game, decision) -> list[str]:
        return list(self.answers)

    def decide(self, game, decision) -> str:
        return "best"


def taken(scores: list[float], slip: float) -> set[str]:
    game = SimpleNamespace(seed=3)
    decision = SimpleNamespace(options=["best", "near", "far"])
    easy = NoisyController(game, "red", Greedy(scores), slip)  # type: ignore[arg-type]
    return {easy.decide(game, decision) for _ in range(300)}  # type: ignore[arg-type]


@pytest.mark.parametrize(("slip", "expected"), [(math.inf, {"best", "near", "far"}), (1.0, {"best", "near"}),
                                                (0.1, {"best"})])
def test_a_slip_goes_no_further_below_the_best_than_the_rulesets_slip(slip, expected):
    assert taken([10.0, 9.5, 3.0], slip) == expected


def test_an_answer_scored_below_naught_is_never_a_slip():
    assert taken([2.0, 1.5, -0.5], math.inf) == {"best", "near"}
