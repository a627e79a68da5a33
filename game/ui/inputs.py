"""The input for a decision, by its kind: the kinds every ruleset follows get their own on the board (and
a grid map's squares theirs); any other decision is a dialog of its options."""

from __future__ import annotations

from game.rules.decisions import Decision
from game.ui.action_input import ActionInput
from game.ui.choice_input import ChoiceInput, UnknownInput
from game.ui.decision_input import DecisionInput, Host
from game.ui.facing_input import FacingInput
from game.ui.path_input import PathInput
from game.ui.square_input import SquareInput
from game.ui.targets_input import TargetsInput

INPUTS: dict[str, type[DecisionInput]] = {
    "action": ActionInput, "path": PathInput, "facing": FacingInput, "targets": TargetsInput, "square": SquareInput,
}


def input_for(host: Host, decision: Decision) -> DecisionInput:
    if decision.kind in INPUTS:
        return INPUTS[decision.kind](host, decision)
    return ChoiceInput(host, decision) if decision.options else UnknownInput(host, decision)
