"""The core's tests play the toy ruleset on a small field."""

from pathlib import Path

import pytest

from game.rules.game import Game
from game.rules.ruleset import register_ruleset
from game.rules.scenario import load_scenario
from tests.rules.toy import RULESET

register_ruleset(RULESET)

SCENARIOS = Path(__file__).resolve().parents[1] / "data" / "scenarios"


@pytest.fixture
def toy_scenario():
    return load_scenario(SCENARIOS / "toy.yaml")


@pytest.fixture
def game(toy_scenario):
    return Game(toy_scenario)
