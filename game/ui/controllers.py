"""Who answers each decision in the window: the people at the table, the AI, and the scenario's script.

The script's steps come first and are answered at once (they set a drill up). AI sides then play on their own,
paced by frames rather than sleeps: the window keeps drawing while an AI waits its turn, so that its moves,
rolls and results can be followed, and tests can run the same frames without waiting.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ai.controller import Controller, ai_for
from game.rules.decisions import Answer, Decision, IllegalAnswer
from game.rules.game import Game
from game.rules.script import Script

HUMAN, AI = "human", "ai"
#: Frames an AI waits before each answer (about half a second at 60 frames a second).
AI_PAUSE = 30


@dataclass
class Seats:
    """``human`` or ``ai`` for each side id; the AI controllers are made when first needed."""

    kinds: dict[str, str]
    _ais: dict[str, Controller] = field(default_factory=dict)

    @classmethod
    def from_scenario(cls, game: Game) -> Seats:
        """As the scenario says (a scripted side plays as the AI once its script is done)."""
        return cls({side.id: HUMAN if side.controller == HUMAN else AI for side in game.state.sides})

    @property
    def humans(self) -> list[str]:
        return [side for side, kind in self.kinds.items() if kind == HUMAN]

    def is_human(self, player: str) -> bool:
        return self.kinds.get(player, HUMAN) == HUMAN

    def ai_answer(self, game: Game, decision: Decision) -> Answer:
        controller = self._ais.get(decision.player)
        if controller is None:
            controller = self._ais[decision.player] = ai_for(game, decision.player)
        return controller.decide(game, decision)

    def forget_ais(self) -> None:
        """Drop the AI controllers (the game was rebuilt: they would hold the old one)."""
        self._ais.clear()


class Pacer:
    """Counts frames down to the AI's next answer; anything on the move or on show holds it back."""

    def __init__(self, pause: int = AI_PAUSE) -> None:
        self.pause = pause
        self.left = pause

    def ready(self, busy: bool) -> bool:
        """Call once a frame while an AI decision waits; True when it may be answered now."""
        if busy:
            self.left = max(self.left, self.pause // 2)
            return False
        self.left -= 1
        if self.left <= 0:
            self.left = self.pause
            return True
        return False


def play_script(script: Script, game: Game, most: int | None = None) -> str | None:
    """Answer with the script for as long as it has the answer (``most`` answers at most); the reason, if one of
    its steps does not fit."""
    while game.pending is not None and not script.done and (most is None or most > 0):
        most = None if most is None else most - 1
        found = script.answer(game.pending)
        if found is None:
            return None
        try:
            game.answer(found.answer)
        except IllegalAnswer as exc:
            return f"{game.scenario.path}: {found.place}: {exc}"
    return None
