"""Scenario scripts: a step is one player's."""

from __future__ import annotations

from game.rules.decisions import Decision
from game.rules.ruleset import get_ruleset
from game.rules.script import Script


def test_a_steps_key_left_over_answers_no_other_players_decision():
    """{figure: priest, action: heal, targets: [swordsman], facing: 45}: a heal asks no facing, so the key waited,
    and answered the next facing decision of anyone's: the enemy's raider turned to 45°."""
    step = {"figure": "priest", "action": "heal", "targets": ["swordsman"], "facing": 45}
    script = Script((step,), ("script[0]",), get_ruleset("clix"))
    heal = script.answer(Decision("red", "action", "Red: act"))
    assert heal is not None and heal.answer == {"figure": "priest", "action": "heal"}
    assert script.answer(Decision("red", "targets", "Red: whom?")) is not None
    assert script.answer(Decision("blue", "facing", "Blue: turn the raider")) is None  # left to blue's controller
    assert script.answer(Decision("red", "facing", "Red: turn the priest")).answer == 45  # red's own
    assert script.done
