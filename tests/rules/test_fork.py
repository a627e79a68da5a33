"""Snapshots and forks: going back to any decision, or loading a position into another game, gives exactly the
game that playing the same answers from the seed gives — for every ruleset, with or without checkpoints."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import locations
from game.headless import play
from game.rules import game as game_module
from game.rules.fork import dup
from game.rules.game import Game
from game.rules.manoeuvres.record import record
from game.rules.replay import Replay
from game.rules.scenario import load_scenario

SCENARIOS = locations.SCENARIOS
PLAYED = {}


def played(name: str) -> tuple[Game, list[str]]:
    """One whole AI-vs-AI game of a shipped scenario (kept: several tests read it), and its log."""
    if name not in PLAYED:
        game = Game(load_scenario(SCENARIOS / name), seed=3, turns=3)
        play(game)
        PLAYED[name] = game, [e.to_line() for e in game.log]
    return PLAYED[name]


def facts(game: Game) -> list:
    state = game.state
    return [(f.id, f.eliminated, game.ruleset.facts(state, f)) for f in state.figures.values()]


NAMES = ["clix-battle.yaml", "trench-no-mans-land.yaml", "arcane-glade-three.yaml", "manoeuvres-fen-melee.yaml",
         "gamebook-siege.yaml"]


@pytest.mark.parametrize("name", NAMES)
def test_going_back_to_any_decision_is_the_game_replayed_from_the_seed(name):
    game, lines = played(name)
    answers = list(game.answers)
    assert len(game.marks) > 1, "the ruleset's flow marks checkpoints"
    fresh = Game(game.scenario, seed=game.seed, turns=game.turn_limit)
    for at in sorted({0, 1, len(answers) // 3, len(answers) // 2, len(answers) - 2, len(answers) - 1}):
        game.rebuild(answers[:at])
        fresh.rebuild(answers[:at])
        assert [e.to_line() for e in game.log] == [e.to_line() for e in fresh.log]
        assert facts(game) == facts(fresh)
        assert (game.pending.player, game.pending.kind, game.pending.prompt) == (
            fresh.pending.player, fresh.pending.kind, fresh.pending.prompt)
    game.rebuild(answers)  # and on to the end again, through the same events
    assert [e.to_line() for e in game.log] == lines and game.result is not None


@pytest.mark.parametrize("name", NAMES)
def test_a_replay_jumps_from_the_replayed_games_snapshots_to_the_very_same_game(name):
    """A jump forwards starts from the source game's last snapshot before it, not from the copy's start, and lands
    where playing the answers from the seed does."""
    game, lines = played(name)
    answers = list(game.answers)
    copy = Game(game.scenario, seed=game.seed, turns=game.turn_limit)
    replay = Replay(copy, answers, source=game)
    fresh = Game(game.scenario, seed=game.seed, turns=game.turn_limit)
    given: list = []
    give = copy._give
    copy._give = lambda answer: (given.append(answer), give(answer))[1]
    for at in [len(answers), len(answers) // 2, 1, len(answers) - 1, 0, len(answers)]:
        given.clear()
        replay.jump(at)
        fresh.rebuild(answers[:at])
        assert [e.to_line() for e in copy.log] == [e.to_line() for e in fresh.log]
        assert facts(copy) == facts(fresh) and copy.answers == answers[:at]
        assert len(given) <= at - max(m.at for m in game.marks if m.at <= at)
    assert [e.to_line() for e in copy.log] == lines and copy.result == game.result


@pytest.mark.parametrize("name", NAMES)
def test_a_position_loaded_into_another_game_plays_on_identically(name):
    game, lines = played(name)
    answers = list(game.answers)
    at = len(answers) // 2
    game.rebuild(answers[:at])
    other = game.spawn()
    other.load(game.position())
    for answer in answers[at:]:
        other.answer(answer)
    assert [e.to_line() for e in other.log] == lines
    game.rebuild(answers)


def test_a_ruleset_without_checkpoints_forks_from_its_start(toy_scenario):
    game = Game(toy_scenario, seed=4)
    for _ in range(6):
        game.answer(game.pending.values[0] if game.pending.options else game.pending.suggest()[0])
    assert [m.at for m in game.marks] == [0]
    other = game.spawn()
    other.load(game.position())
    assert [e.to_line() for e in other.log] == [e.to_line() for e in game.log]
    assert other.pending.prompt == game.pending.prompt


def test_undo_late_in_a_game_gives_only_the_answers_since_the_last_checkpoint():
    game, _ = played("clix-battle.yaml")
    answers = list(game.answers)
    given = []
    real = game._give
    game._give = lambda answer: (given.append(answer), real(answer))
    game.undo()
    del game._give
    assert len(given) <= 6 and len(answers) > 40
    game.rebuild(answers)


#: Decisions a fork starts at without replaying an answer (where the AI searches), by scenario: manoeuvres had no
#: checkpoint but the start (every fork of a melee replayed the whole game, 41 ms a future by its twelfth round);
#: arcane had one before each activation only (1.7 ms a fork, median, in the four-troupe garden: each replayed the
#: activation's actions so far).
AT_A_CHECKPOINT = {
    "manoeuvres-fen-melee.yaml": lambda game: game.pending.kind == "declare" and record(game.state).phase == "declare",
    "arcane-glade-three.yaml": lambda game: game.pending.kind == "action",
}


@pytest.mark.parametrize("name", AT_A_CHECKPOINT)
def test_a_position_where_the_ai_searches_is_loaded_without_replaying_an_answer(name):
    game, _ = played(name)
    answers = list(game.answers)
    found = 0
    for at in range(len(answers)):
        game.rebuild(answers[:at])
        position = game.position()
        if AT_A_CHECKPOINT[name](game):
            found += 1
            assert position.mark.at == at, f"answer {at}: {game.pending.kind} is not a checkpoint"
        assert at - position.mark.at <= 12, f"answer {at}: {at - position.mark.at} answers to replay"
    assert found > 10
    game.rebuild(answers)


@settings(max_examples=40, deadline=None)
@given(st.recursive(st.none() | st.integers() | st.text(max_size=3),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=2), inner, max_size=3)
                    | st.sets(st.integers(), max_size=3).map(set), max_leaves=12))
def test_a_copy_equals_its_original_and_shares_nothing_mutable(value):
    copied = dup(value)
    assert copied == value
    if isinstance(value, list | dict | set):
        assert copied is not value


@pytest.mark.parametrize("name", NAMES)
def test_a_long_game_keeps_few_snapshots_and_still_goes_back_exactly(name, monkeypatch):
    """Every checkpoint kept a snapshot (37 KB of trench state): a 500 KB save of 20,000 decisions took 479 MB.
    Past ``MOST_MARKS`` every other older one goes, the start and the newest quarter stay; going back anywhere
    still gives the game that playing the answers from the seed gives."""
    monkeypatch.setattr(game_module, "MOST_MARKS", 8, raising=False)
    full, lines = played(name)
    answers = list(full.answers)
    game = Game(full.scenario, seed=full.seed, turns=full.turn_limit)
    for answer in answers:
        game.answer(answer)
    assert [e.to_line() for e in game.log] == lines
    ats = [m.at for m in game.marks]
    assert len(ats) <= 8 and ats[0] == 0 and ats == sorted(ats)
    assert ats[-2:] == [m.at for m in full.marks[-2:]]  # the newest kept as they came
    fresh = Game(full.scenario, seed=full.seed, turns=full.turn_limit)
    for at in [len(answers) // 3, 1, len(answers) - 1, len(answers) // 2, len(answers)]:
        game.rebuild(answers[:at])
        fresh.rebuild(answers[:at])
        assert [e.to_line() for e in game.log] == [e.to_line() for e in fresh.log]
        assert facts(game) == facts(fresh)
