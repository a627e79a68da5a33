"""The side panel's turn counter: the game's limit is on the turn it counts, not on the round."""

from __future__ import annotations

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
