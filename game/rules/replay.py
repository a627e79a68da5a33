"""Stepping through a saved game, forwards and backwards: backwards restores the snapshot before the wanted
decision and replays the few answers since (:mod:`game.rules.fork`), so a step back is instant. A jump forwards
does the same from the snapshots of the game replayed, when it is given: a long game's end is a snapshot away, where
the replay's own copy would play every answer to it (a third of a second for a clix battle's 443)."""

from __future__ import annotations

from game.rules.decisions import Answer
from game.rules.fork import Snapshot
from game.rules.game import Game, Position


class Replay:
    """A game shown at ``position`` answers out of ``len(answers)``. Forwards is one answer more; backwards
    goes back through the game's snapshots (no controller thinks during a replay)."""

    def __init__(self, game: Game, answers: list[Answer] | None = None, source: Game | None = None) -> None:
        """Replay ``answers`` (by default the game's own) on ``game``, which goes back to its start; ``source``: the
        game that gave these answers (another of the same scenario and seed), whose snapshots a jump may start from."""
        self.answers: list[Answer] = list(game.answers if answers is None else answers)
        self.game = game
        self._source: Position | None = None  # the source as it stood: its snapshots are frozen, its lists copied
        self._marks: list[Snapshot] = []
        if source is not None and source is not game and source.answers == self.answers:
            self._marks = list(source.marks)
            self._source = Position(self._marks[-1], tuple(source.answers), tuple(source.asked),
                                    tuple(source.log.events))
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
        """Go to ``position`` at once (from the snapshot before it, the copy's own or the source's, whichever is
        later): nothing is seen happening on the way."""
        position = max(0, min(position, len(self.answers)))
        wanted = self.answers[:position]
        own = self.game.mark_for(wanted).at
        source = self._source
        theirs = None if source is None else next((m for m in reversed(self._marks) if m.at <= position), None)
        if source is not None and theirs is not None and theirs.at > own:
            self.game.load(Position(theirs, source.answers[:position], source.asked, source.events))
        else:
            self.game.rebuild(wanted)
