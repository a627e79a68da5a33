"""Verbs that agree with a side's name: the end of a game is said as a player would say it."""

import pytest

from game.rules.game import Game, _result_text
from game.rules.scenario import load_scenario
from game.rules.state import Result
from game.rules.words import wins
from tests.rules.conftest import SCENARIOS


@pytest.mark.parametrize(("side", "said"), [
    ("Sir Roland", "Sir Roland wins"), ("Heroes", "Heroes win"), ("Goblin band", "Goblin band wins"),
    ("Lion Guard and Glade Elves", "Lion Guard and Glade Elves win"), ("The Ash Horde", "The Ash Horde wins"),
])
def test_a_plural_side_wins_in_the_plural(side, said):
    assert wins(side) == said


def test_the_game_over_event_says_heroes_win():
    game = Game(load_scenario(SCENARIOS.parents[2] / "scenarios" / "gamebook-ambush.yaml"), seed=1)
    game.state.sides[0].name = "Heroes"
    assert _result_text(game.state, Result(game.state.sides[0].id, "no enemy fights on")) == (
        "Heroes win: no enemy fights on.")
