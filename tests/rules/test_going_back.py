"""Undo, redo, save and replay in every ruleset, on every shipped scenario: random legal games, then each way of
going back or coming again must give the very game that playing the same answers from the seed gives."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import locations
from game.rules.game import Game
from game.rules.replay import Replay
from game.rules.saves import load_save, save_game
from game.rules.scenario import load_scenario
from tests.rules.positions import differences, picture, play_randomly, replayed

SHIPPED = sorted(p.name for p in locations.SCENARIOS.glob("*.yaml"))
EXAMPLES = settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
SCENARIOS = {}


def scenario(name: str):
    if name not in SCENARIOS:
        SCENARIOS[name] = load_scenario(locations.SCENARIOS / name)
    return SCENARIOS[name]


def test_every_ruleset_is_here():
    assert {scenario(name).rules.id for name in SHIPPED} == {"clix", "trench", "arcane", "manoeuvres", "gamebook"}


@pytest.mark.parametrize("name", SHIPPED)
@EXAMPLES
@given(seed=st.integers(0, 10**6), played=st.integers(1, 90), back=st.integers(1, 90), draw=st.integers(0, 2**32))
def test_undo_then_redo_is_the_game_played_from_the_seed(name, seed, played, back, draw):
    game = Game(scenario(name), seed=seed)
    play_randomly(game, played, random.Random(draw))
    answers, before = list(game.answers), picture(game)
    back = min(back, len(answers))
    game.undo(back)
    assert differences(game, replayed(game, answers[:len(answers) - back])) == []
    game.rebuild(answers)  # redo: the same answers again, from the snapshot undo went back to
    assert picture(game) == before


@pytest.mark.parametrize("name", SHIPPED)
@EXAMPLES
@given(seed=st.integers(0, 10**6), played=st.integers(0, 90), draw=st.integers(0, 2**32))
def test_a_save_loads_as_the_game_it_saved(tmp_path, name, seed, played, draw):
    game = Game(scenario(name), seed=seed)
    play_randomly(game, played, random.Random(draw))
    seats = {"kinds": {side.id: "ai" for side in game.state.sides}, "levels": {}}
    loaded, kept, map_changed = load_save(save_game(game, tmp_path / "game.json", seats))
    assert differences(loaded, game) == [] and kept == seats and not map_changed
    rng = random.Random(draw + 1)  # and both go on alike
    play_randomly(game, 10, rng)
    for answer in game.answers[len(loaded.answers):]:
        loaded.answer(answer)
    assert differences(loaded, game) == []


@pytest.mark.parametrize("name", SHIPPED)
@EXAMPLES
@given(seed=st.integers(0, 10**6), played=st.integers(1, 90), stops=st.lists(st.integers(0, 90), max_size=6),
       draw=st.integers(0, 2**32))
def test_a_replay_at_decision_i_shows_the_game_at_i(name, seed, played, stops, draw):
    game = Game(scenario(name), seed=seed)
    play_randomly(game, played, random.Random(draw))
    answers = list(game.answers)
    replay = Replay(Game(game.scenario, seed=game.seed, turns=game.turn_limit), answers)
    for i, asked in enumerate(stops):
        wanted = min(asked, len(answers))
        if i % 3 == 0:
            replay.jump(wanted)
        elif i % 3 == 1:
            replay.seek(wanted)
        else:  # one step towards it
            replay.back() if wanted < replay.position else replay.forward()
            wanted = replay.position
        assert replay.position == wanted
        assert differences(replay.game, replayed(game, answers[:wanted])) == []


def test_a_move_stopped_by_two_friends_at_once_names_the_same_one_after_an_undo():
    """Found by the test above: a swordsman's move of 0" between the priest and the crossbowman said "contact with
    Battle Priest" after an undo and "contact with Guard Crossbowman" when played again from the seed (the space
    lists its shapes in the order they came into it)."""
    game = Game(scenario("clix-duel.yaml"), seed=0)
    play_randomly(game, 43, random.Random(239215))
    answers = list(game.answers)
    game.undo(26)
    assert differences(game, replayed(game, answers[:len(answers) - 26])) == []
