"""Stepping through a saved game, forwards and backwards: backwards restores the snapshot before the wanted
decision and replays the few answers since (:mod:`game.rules.fork`), so a step back is instant."""

from __future__ import annotations

from game.rules.decisions import Answer
from game.rules.game import Game


class Replay:
    """A game shown at ``position`` answers out of ``len(answers)``. Forwards is one answer more; backwards
    goes back through the game's snapshots (no controller thinks during a replay)."""

    def __init__(self, game: Game, answers: list[Answer] | None = None) -> None:
        """Replay ``answers`` (by default the game's own) on ``game``, which goes back to its start."""
        self.answers: list[Answer] = list(game.answers if answers is None else answers)
        self.game = game
        if game.answers:  # a fresh game is already at its start
            game.rebuild([])

    @property
    def position(self) -> int:
        return len(self.game.answers)

    def __len__(self) -> int:
        return len(self.answers)

    def forward(self) -> bool:
        if self.position >= len(self.answers):
            return False
        self.game.answer(self.answers[self.position])
        return True

    def back(self) -> bool:
        if self.position == 0:
            return False
        self.seek(self.position - 1)
        return True

    def seek(self, position: int) -> None:
        position = max(0, min(position, len(self.answers)))
        if position < self.position:
            self.game.rebuild(self.answers[:position])
        while self.position < position:
            self.forward()

    def jump(self, position: int) -> None:
        """Go to ``position`` at once (from the snapshot before it): nothing is seen happening on the way."""
        self.game.rebuild(self.answers[:max(0, min(position, len(self.answers)))])
