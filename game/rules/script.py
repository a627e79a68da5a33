"""Scenario scripts: steps played first, each an action and the answers to the decisions it raises.

A step is a mapping of decision kinds to answers, plus ``figure`` and ``action`` for the action decision:
``{figure: archer, action: ranged, targets: [orc]}``. Each decision takes the keys of the current step that
answer it; once a step's keys are all used the next step begins. A step is one player's: once it has answered a
decision of that player, its keys answer no other player's. A decision the current step does not answer (the
opponent's free spin, say) is left to that player's controller.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.decisions import Answer, Decision
from game.rules.ruleset import Ruleset


@dataclass
class ScriptAnswer:
    answer: Answer
    place: str  # the step it came from, for messages


class Script:
    def __init__(self, steps: tuple[dict[str, Any], ...], places: tuple[str, ...], ruleset: Ruleset) -> None:
        self._steps = [dict(step) for step in steps]
        self._places = list(places)
        self._ruleset = ruleset
        self._index = 0
        self._owner: str | None = None  # the player whose decision the current step answered first

    @property
    def done(self) -> bool:
        return self._index >= len(self._steps)

    @property
    def progress(self) -> tuple[int, int]:
        """(steps begun or done, steps in all): where a drill's lesson is."""
        return min(self._index + 1, len(self._steps)), len(self._steps)

    @property
    def place(self) -> str:
        return self._places[min(self._index, len(self._places) - 1)] if self._places else "script"

    def answer(self, decision: Decision) -> ScriptAnswer | None:
        """The script's answer to ``decision``, or None to let the player's controller answer."""
        while not self.done:
            step = self._steps[self._index]
            if self._owner not in (None, decision.player):  # a step is one player's: its key left over answers
                return None  # no other player's decision (red's facing turned blue's raider)
            found = self._ruleset.script_answer(decision, step)
            if found is not None:
                answer, used = found
                place = self.place
                self._owner = decision.player
                for key in used:
                    step.pop(key, None)
                if not step:
                    self._index, self._owner = self._index + 1, None
                return ScriptAnswer(answer, f"{place}.{decision.kind}")
            if step:
                return None
            self._index, self._owner = self._index + 1, None
        return None

    def unused(self) -> list[str]:
        """Where steps were left unused when the game stopped (a drill whose steps never fit is wrong)."""
        out = []
        for i in range(self._index, len(self._steps)):
            if self._steps[i]:
                out.append(f"{self._places[i]} ({', '.join(sorted(self._steps[i]))})")
        return out
