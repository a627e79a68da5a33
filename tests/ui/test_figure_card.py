"""The figure card says what kind of figure it is in words, where its name does not already: never a profile's id."""

from __future__ import annotations

import pytest

from game import locations
from game.rules.game import Game
from game.rules.scenario import load_scenario
from game.ui.panels import kind_of
from tests.ui.ink import written


@pytest.mark.parametrize(("scenario", "figure", "kind"), [
    ("gamebook-siege.yaml", "Sir Bojan", "Paladin"),
    ("manoeuvres-fen-melee.yaml", "Sir Roland", "Knight"),
    ("arcane-glade.yaml", "Baron Von Fancyhat", ""),
    ("arcane-glade.yaml", "Tabby the Librarian", ""),
    ("clix-battle.yaml", "Guard Swordsman 2", ""),
    ("trench-no-mans-land.yaml", "Pilgrim sniper", ""),
])
def test_a_figures_kind_is_named_where_its_name_does_not_say_it(scenario: str, figure: str, kind: str) -> None:
    game = Game(load_scenario(locations.SCENARIOS / scenario), seed=1)
    found = next(f for f in game.state.figures.values() if f.name == figure)
    assert kind_of(found) == kind


def test_the_card_of_an_arcane_character_shows_no_profile_id(pilot) -> None:
    play = pilot.open(locations.SCENARIOS / "arcane-glade.yaml")
    baron = next(f.id for f in play.game.state.figures.values() if f.name == "Baron Von Fancyhat")
    pilot.click(pilot.figure(baron))
    words = [ink.words for ink in written(pilot.app)]
    assert "Commonwealth" in words and not any("_" in w for w in words)
