"""A game: decisions and their refusal, determinism, undo, replay, hidden information."""

import pytest

from game.rules.decisions import IllegalAnswer
from game.rules.game import Game
from game.rules.replay import Replay

MOVE = {"figure": "r1", "action": "move"}
ROLL = {"figure": "r1", "action": "roll"}
PASS = {"action": "pass"}


def play(game, answers):
    for answer in answers:
        game.answer(answer)
    return game


def test_the_first_decision_is_a_secret_bid(game):
    d = game.pending
    assert (d.player, d.kind, d.secret, d.values) == ("red", "bid", True, [1, 2, 3])


def test_an_illegal_answer_is_refused_with_a_reason_and_nothing_changes(game):
    with pytest.raises(IllegalAnswer, match="is not one of the choices"):
        game.answer(7)
    assert game.answers == [] and game.pending.kind == "bid"
    play(game, [1, 2])
    with pytest.raises(IllegalAnswer, match="not one of the choices"):
        game.answer({"figure": "b1", "action": "roll"})  # red cannot act with blue's figure


def test_a_free_answer_is_checked_and_previewed(game):
    play(game, [1, 2, MOVE])
    assert game.pending.kind == "path"
    with pytest.raises(IllegalAnswer, match="expected a path"):
        game.answer("north")
    preview = game.pending.preview([[30, 12]])
    assert preview.end == pytest.approx((9, 12)) and "allowance" in preview.stopped
    game.answer([[30, 12]])
    game.answer(90)
    base = game.table.bases["r1"]
    assert (base.x, base.y, base.facing) == (pytest.approx(9), 12, 90)


def test_forced_dice_decide_the_roll(toy_scenario):
    from dataclasses import replace

    game = Game(replace(toy_scenario, random={"d6": [6, 6]}))
    play(game, [1, 2, ROLL])
    assert game.log.of_kind("roll")[-1].data["dice"] == [6]
    assert game.state.rules.score["red"] == 6


def test_same_seed_and_answers_give_byte_identical_logs(toy_scenario):
    answers = [1, 2, ROLL, PASS, 3, 3, ROLL, {"figure": "b1", "action": "roll"}]
    a, b = play(Game(toy_scenario, seed=99), answers), play(Game(toy_scenario, seed=99), answers)
    assert [e.to_line() for e in a.log] == [e.to_line() for e in b.log]
    c = play(Game(toy_scenario, seed=100), answers)
    assert [e.to_line() for e in a.log] != [e.to_line() for e in c.log]


def test_undo_goes_back_one_decision_by_replay(game):
    play(game, [1, 2, ROLL, PASS, 3])
    before = [e.to_line() for e in game.log]
    play(game, [1])
    game.undo()
    assert game.answers == [1, 2, ROLL, PASS, 3]
    assert [e.to_line() for e in game.log] == before
    assert (game.pending.player, game.pending.kind) == ("blue", "bid")


def test_undo_to_a_players_last_decision(game):
    play(game, [1, 2, ROLL, PASS])
    assert game.undo_count_for(["red"]) == 2  # blue's pass, then red's roll
    game.undo(game.undo_count_for(["red"]))
    assert game.pending.kind == "action" and game.pending.player == "red"
    with pytest.raises(IllegalAnswer):
        game.undo(10)


def test_the_turn_limit_ends_the_game_with_a_result(toy_scenario):
    game = Game(toy_scenario, turns=2)
    play(game, [1, 2, ROLL, PASS])
    assert game.over and game.pending is None
    assert game.result.reason == "the turn limit"
    assert game.log.events[-1].kind == "game_over"
    with pytest.raises(IllegalAnswer, match="game is over"):
        game.answer(PASS)


def test_hidden_information_stays_with_its_owner(game):
    play(game, [3])
    assert game.view("red")["bids"] == {"red": 3}
    assert game.view("blue")["bids"] == {"red": "hidden"}
    assert [e.kind for e in game.events_for("blue")] == []
    assert [e.kind for e in game.events_for("red")] == ["bid"]
    play(game, [1])
    assert game.view("blue")["bids"] == {"red": 3, "blue": 1}


def test_replay_steps_forwards_and_backwards(game):
    answers = [1, 2, ROLL, PASS, 3, 1, MOVE, [[6, 12]], 45]
    play(game, answers)
    final = [e.to_line() for e in game.log]
    replay = Replay(game)
    assert (replay.position, len(replay)) == (0, len(answers))
    while replay.forward():
        pass
    assert [e.to_line() for e in replay.game.log] == final
    replay.back()
    assert replay.position == len(answers) - 1 and replay.game.pending.kind == "facing"
    replay.seek(3)
    assert replay.game.answers == answers[:3]
