"""The bundled clix scenarios: the default duel and the full battle load and play AI against AI to a result."""

from pathlib import Path

import pytest

from game import locations
from game.ai.controller import ai_for
from game.headless import play
from game.rules.game import Game
from game.rules.scenario import load_scenario

ROOT = Path(__file__).resolve().parents[2]
DUEL, BATTLE = ROOT / "scenarios" / "clix-duel.yaml", ROOT / "scenarios" / "clix-battle.yaml"


def test_the_duel_is_the_default_first_game():
    assert locations.DEFAULT_SCENARIO == DUEL
    duel = load_scenario(DUEL)
    assert duel.ruleset == "clix" and duel.map.path.name == "skirmish.tmx"
    assert [(s.id, s.controller) for s in duel.sides] == [("red", "human"), ("blue", "ai")]
    assert all(3 <= len(s.figures) <= 4 for s in duel.sides)


def test_the_battle_is_full_sized():
    battle = load_scenario(BATTLE)
    assert battle.ruleset == "clix" and battle.map.path.name == "battle.tmx"
    assert all(8 <= len(s.figures) <= 12 for s in battle.sides)
    assert battle.turns


@pytest.mark.parametrize("path", [DUEL, BATTLE], ids=["duel", "battle"])
def test_an_ai_game_of_each_bundled_scenario_reaches_a_result(path):
    game = Game(load_scenario(path), seed=11)
    outcome = play(game, {s.id: ai_for(game, s.id) for s in game.state.sides})
    assert game.over and not outcome.failures
    assert game.result.reason and set(game.result.scores) == {"red", "blue"}


def test_a_saved_duel_loads_and_undo_replays_to_the_same_events(tmp_path):
    from game.rules.saves import load_game, save_game

    game = Game(load_scenario(DUEL), seed=5)
    players = {s.id: ai_for(game, s.id) for s in game.state.sides}
    for _ in range(12):
        game.answer(players[game.pending.player].decide(game, game.pending))
    loaded = load_game(save_game(game, tmp_path / "duel.json"))
    assert [e.to_line() for e in loaded.log] == [e.to_line() for e in game.log]
    lines = [e.to_line() for e in game.log]
    game.undo(3)
    for answer in loaded.answers[-3:]:
        game.answer(answer)
    assert [e.to_line() for e in game.log] == lines
