"""Seed 002, rule 1: initiative, alternating activations, each model once a turn, the rest one by one, then the
Morale Phase (Shaken; two consecutive failures lose); and how a game ends."""

from __future__ import annotations

import pytest

from game.rules.decisions import IllegalAnswer
from tests.trench.kit import act, fig, game, give, start, status

RED = [fig("r1", "yeoman", 2, 18), fig("r2", "yeoman", 2, 22)]
BLUE = [fig("b1", "cultist", 22, 2), fig("b2", "cultist", 22, 5), fig("b3", "cultist", 22, 8)]


def activate_and_end(g, figure):
    give(g, "activate", figure)
    act(g, figure, "end")


def order_of_activations(g):
    return [e.data["side"] for e in g.log.of_kind("activation")]


def test_the_side_with_fewer_models_chooses_who_activates_first():
    g = game(RED, BLUE)
    assert g.pending.kind == "initiative" and g.pending.player == "red"
    assert g.pending.values == ["red", "blue"]
    give(g, "initiative", "blue")
    assert g.pending.kind == "activate" and g.pending.player == "blue"


@pytest.mark.parametrize(("dice", "chooser"), [([2, 5], "blue"), ([6, 1], "red"), ([3, 3, 1, 4], "blue")])
def test_equal_numbers_roll_off_and_the_higher_chooses(dice, chooser):
    g = game(RED, BLUE[:2], dice=dice)
    assert g.pending.kind == "initiative" and g.pending.player == chooser
    offs = [e.data for e in g.log.of_kind("roll_off")]
    assert len(offs) == len(dice) // 2 and offs[-1]["winner"] == chooser
    assert [off["dice"] for off in offs] == [dice[i:i + 2] for i in range(0, len(dice), 2)]  # thrown in the tray
    assert offs[-1]["rolled"] == {"red": dice[-2], "blue": dice[-1]}


def test_sides_alternate_then_the_side_left_activates_its_rest_one_by_one():
    g = game(RED, BLUE)
    start(g, "red")
    for figure in ("r1", "b1", "r2", "b2"):
        activate_and_end(g, figure)
    assert g.pending.player == "blue" and g.pending.values == ["b3"]
    assert g.log.of_kind("rest")[-1].data["side"] == "blue"
    activate_and_end(g, "b3")
    assert order_of_activations(g) == ["red", "blue", "red", "blue", "blue"]
    assert g.log.of_kind("morale_phase")
    assert g.pending.kind == "initiative" and g.state.turn == 2


def test_no_model_activates_twice_in_a_turn():
    g = game(RED, BLUE)
    start(g, "red")
    activate_and_end(g, "r1")
    activate_and_end(g, "b1")
    assert g.pending.values == ["r2"]
    with pytest.raises(IllegalAnswer):
        g.answer("r1")


def test_a_new_turn_lets_every_model_activate_again():
    g = game(RED, BLUE)
    start(g, "red")
    for figure in ("r1", "b1", "r2", "b2", "b3"):
        activate_and_end(g, figure)
    start(g, "red")
    assert sorted(g.pending.values) == ["r1", "r2"]
    assert not any(status(g, f).activated for f in ("r1", "r2", "b1", "b2", "b3"))


def play_a_quiet_turn(g, first="red"):
    start(g, first)
    for figure in ("r1", "b1", "r2", "b2", "b3"):
        activate_and_end(g, figure)


def test_half_the_models_down_take_a_morale_test_and_a_failure_makes_the_side_shaken():
    g = game([fig("r1", "yeoman", 2, 18, down=True), RED[1]], BLUE, dice=[1, 2])
    play_a_quiet_turn(g)
    tests = [e.data for e in g.log.of_kind("morale")]
    assert [(t["side"], t["tested"]) for t in tests] == [("red", True), ("blue", False)]
    assert g.state.rules.shaken == {"red": True, "blue": False}
    assert g.ruleset.facts(g.state, g.state.figures["r2"])["shaken"] is True


def test_a_shaken_side_rolls_with_minus_1_dice():
    g = game([fig("r1", "yeoman", 2, 18, down=True), fig("r2", "yeoman", 2, 22)],
             [fig("b1", "cultist", 12, 22), *BLUE[1:]], dice=[1, 2, 6, 6, 1])
    play_a_quiet_turn(g)
    start(g, "red", "r2")
    act(g, "r2", "shoot")
    give(g, "targets", "b1")
    hit = [e.data for e in g.log.of_kind("roll") if e.data["roll"] == "hit"][-1]
    assert {"name": "Shaken", "dice": -1, "flat": 0} in hit["modifiers"] and hit["kept"] == [1, 6]


def test_two_consecutive_failures_lose_the_game():
    g = game([fig("r1", "yeoman", 2, 18, down=True), RED[1]], BLUE, dice=[1, 2, 2, 1])
    play_a_quiet_turn(g)
    play_a_quiet_turn(g)
    assert g.over and g.result.winner == "blue" and "two consecutive turns" in g.result.reason


def test_passing_clears_shaken_and_breaks_the_run():
    g = game([fig("r1", "yeoman", 2, 18, down=True), RED[1]], BLUE, dice=[1, 2, 6, 6, 1, 1])
    play_a_quiet_turn(g)
    play_a_quiet_turn(g)
    assert not g.over and g.state.rules.shaken["red"] is False and g.state.rules.failed_morale["red"] == 0
    play_a_quiet_turn(g)
    assert not g.over and g.state.rules.shaken["red"] is True


def test_a_turn_without_a_test_breaks_the_run_but_keeps_shaken():
    g = game([fig("r1", "yeoman", 2, 18, down=True), RED[1]], BLUE, dice=[1, 2, 1, 1])
    play_a_quiet_turn(g)
    start(g, "red", "r1")
    act(g, "r1", "stand")
    act(g, "r1", "end")
    for figure in ("b1", "r2", "b2", "b3"):
        activate_and_end(g, figure)
    assert g.state.rules.shaken["red"] is True and g.state.rules.failed_morale["red"] == 0
    assert not g.over


def test_the_turn_limit_goes_to_the_side_with_more_points_out_of_action():
    g = game(RED, BLUE, turns=1)
    g.state.rules.scores["blue"] = 30
    play_a_quiet_turn(g)
    assert g.over and g.result.winner == "blue" and "turn limit" in g.result.reason


def test_equal_points_at_the_turn_limit_is_a_draw():
    g = game(RED, BLUE, turns=1)
    play_a_quiet_turn(g)
    assert g.over and g.result.winner is None


def test_a_side_with_no_models_left_loses_at_once():
    # red's yeoman shoots the last blue model: hit 6+6 critical, injury 6+6+6 = 18, Out of Action
    g = game([fig("r1", "yeoman", 2, 20), fig("r2", "yeoman", 2, 23)], [fig("b1", "cultist", 12, 20)],
             dice=[6, 6, 6, 6, 6])
    start(g, "red", "r1")
    act(g, "r1", "shoot")
    give(g, "targets", "b1")
    assert g.over and g.result.winner == "red" and g.result.scores == {"red": 30, "blue": 0}
    assert g.state.figures["b1"].eliminated and "b1" not in g.state.table.bases


@pytest.mark.parametrize(("name", "words"), [
    ("Iron Pilgrims", "Iron Pilgrims have fewer models (2 to 3) and choose who activates first."),
    ("Heretic Legion", "Heretic Legion has fewer models (2 to 3) and chooses who activates first."),
])
def test_the_initiative_is_told_with_the_verb_a_sides_name_takes(name, words):
    g = game(RED, BLUE, sides=[{"id": "red", "name": name, "figures": RED},
                                {"id": "blue", "name": "Blue", "figures": BLUE}])
    assert g.log.of_kind("initiative")[-1].text == words
    assert g.pending.options[0].label == f"{name} {'activate' if name.endswith('s') else 'activates'} first"
