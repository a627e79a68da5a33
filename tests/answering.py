"""Answering a game's decisions in rules tests, saying what was expected when the game asks something else."""

from __future__ import annotations

import threading

from game.rules.decisions import Answer, Decision
from game.rules.game import Game


def give(g: Game, kind: str, answer: Answer) -> None:
    """Answer the pending decision, which must be of ``kind``."""
    assert g.pending is not None, "the game is over"
    assert g.pending.kind == kind, f"expected a {kind} decision, got {g.pending.kind}: {g.pending.prompt}"
    g.answer(answer)


class Held:
    """An AI that thinks until it is let go, then takes the first legal answer it is offered (an AI thread caught
    mid-thought, for tests of what happens meanwhile)."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.deciding = threading.Event()

    def decide(self, game: Game, decision: Decision) -> Answer:
        self.deciding.set()
        self.go.wait(timeout=60)
        return decision.values[0] if decision.options else decision.suggest()[0]
