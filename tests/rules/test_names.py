"""Figures that would share a name are numbered, as players number the bases of like miniatures."""

from __future__ import annotations

from game import locations
from game.rules.game import Game
from game.rules.names import next_name, numbered
from game.rules.scenario import load_scenario


def test_a_name_several_figures_share_is_numbered_in_order_the_others_left_alone():
    assert numbered(["Orc Raider", "Blood Troll", "Orc Raider", "Orc Raider"]) == [
        "Orc Raider 1", "Blood Troll", "Orc Raider 2", "Orc Raider 3"]
    assert numbered(["Sir Roland", "Bjarni"]) == ["Sir Roland", "Bjarni"]
    # a scenario that calls one "Orc Raider 2" itself: the numbering goes past it
    assert numbered(["Orc Raider", "Orc Raider 2", "Orc Raider"]) == ["Orc Raider 1", "Orc Raider 2", "Orc Raider 3"]


def test_one_more_figure_takes_the_next_number_of_its_name():
    assert next_name("Skeleton", ["Goblin 1", "Goblin 2"]) == "Skeleton"
    assert next_name("Skeleton", ["Skeleton"]) == "Skeleton 2"
    assert next_name("Skeleton", ["Skeleton 1", "Skeleton 3", "Skeleton archer"]) == "Skeleton 4"


def test_the_battles_six_raiders_are_told_apart_in_the_state_on_the_bases_and_in_the_log():
    game = Game(load_scenario(locations.SCENARIOS / "clix-battle.yaml"), seed=1)
    raiders = [f for f in game.state.figures.values() if f.profile == "orc_raider"]
    assert [f.name for f in raiders] == [f"Orc Raider {i}" for i in range(1, 7)]
    assert [game.state.table.bases[f.id].label for f in raiders] == [f.name for f in raiders]
    assert game.state.figures["troll"].name == "Blood Troll"  # alone of its kind: no number
