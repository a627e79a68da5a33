"""Each side's score during the game, as the window shows it beside the side: counted as the game's end counts it,
for every ruleset."""

from __future__ import annotations

import pytest

from game import locations
from game.headless import play
from game.rules.game import Game
from game.rules.ruleset import get_ruleset
from game.rules.scenario import load_scenario

#: Games long enough, on seed 5, for every side but the gamebook's monsters to have scored.
GAMES = [("clix-duel.yaml", 20), ("trench-no-mans-land.yaml", 4), ("arcane-glade-three.yaml", 4),
         ("manoeuvres-duel.yaml", 4), ("gamebook-ambush.yaml", 4)]


@pytest.mark.parametrize(("name", "turns"), GAMES)
def test_the_standing_at_the_end_is_the_results_score(name, turns):
    game = Game(load_scenario(locations.SCENARIOS / name), seed=5, turns=turns)
    scoring = set(game.ruleset.standing(game.state))  # the gamebook's monsters earn no XP: no score beside them
    assert scoring == {s.id for s in game.state.sides if name != "gamebook-ambush.yaml" or s.id != "monsters"}
    assert game.ruleset.standing(game.state) == dict.fromkeys(scoring, 0)
    play(game)
    assert game.result is not None and any(game.result.scores.values())
    assert game.ruleset.standing(game.state) == {s: v for s, v in game.result.scores.items() if s in scoring}


@pytest.mark.parametrize(("ruleset", "value", "words"), [
    ("clix", 45, "45 points taken"), ("trench", 1, "1 point taken"), ("arcane", 1, "1 moonstone"),
    ("arcane", 2, "2 moonstones"), ("manoeuvres", 12, "12 wound weight dealt"), ("gamebook", 1250, "1,250 XP")])
def test_a_score_is_said_with_its_unit(ruleset, value, words):
    assert get_ruleset(ruleset).score_words(value) == words
