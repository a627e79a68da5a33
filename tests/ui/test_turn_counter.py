"""The side panel's turn counter: the game's limit is on the turn it counts, not on the round."""

from __future__ import annotations

import pytest

from game import locations
from tests.ui.ink import screen_words
from tests.ui.pilot import scenario_file


def test_the_limit_is_on_the_turn_and_the_round_counts_rounds(tmp_path, pilot):
    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [{"id": "bow", "profile": "elf_longbow", "at": [3, 12]}]},
        {"id": "blue", "name": "Blue", "figures": [{"id": "raider", "profile": "orc_raider", "at": [22, 12]}]},
    ], turns=6)
    pilot.open(path)
    assert "TURN 1 OF 6" in screen_words(pilot.app)
    for _ in range(2):
        pilot.press("End turn")
    words = screen_words(pilot.app)
    assert pilot.screen.game.state.turn == 3
    assert "TURN 3 OF 6 · ROUND 2" in words
    assert "OF 6" not in words.replace("TURN 3 OF 6", "")


@pytest.mark.parametrize(("scenario", "header", "launcher"), [
    ("drills/arcane/combat_card_pick.yaml", "TURN 1 OF 4", "4 turns"),  # the log said "of 4", the header not
    ("gamebook-ambush.yaml", "ROUND 1 OF 50", "50 rounds"),
    ("manoeuvres-duel.yaml", "ROUND 1 OF 12", "12 rounds"),
])
def test_a_scenario_without_turns_shows_the_rulesets_own_limit_in_what_it_counts(pilot, scenario, header, launcher):
    path = locations.SCENARIOS / scenario
    pilot.open(path, start=False)
    assert launcher in screen_words(pilot.app)
    pilot.open(path)
    assert header in screen_words(pilot.app)
