"""Answering a game's decisions in rules tests, saying what was expected when the game asks something else."""

from __future__ import annotations

from game.rules.decisions import Answer
from game.rules.game import Game


def give(g: Game, kind: str, answer: Answer) -> None:
    """Answer the pending decision, which must be of ``kind``."""
    assert g.pending is not None, "the game is over"
    assert g.pending.kind == kind, f"expected a {kind} decision, got {g.pending.kind}: {g.pending.prompt}"
    g.answer(answer)
