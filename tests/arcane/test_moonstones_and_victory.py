"""Moonstones in scenario files (placed, or dropped at random with a d4 depth), stones dropped by the fallen, and
victory: the most moonstones after the turn limit (4 by default), a tie a draw, the last troupe standing."""

import pytest

from game.rules.arcane.turns import by_moonstones
from game.rules.arcane.wounds import Damage, wound
from game.rules.scenario import ScenarioError
from tests.arcane.kit import act, facts, fig, make

TWO = {"red": [fig("baron", "baron_von_fancyhat", 5, 6)], "blue": [fig("shab", "shabaroon", 30, 30)]}


def test_dropped_moonstones_fall_near_the_point_with_a_d4_depth_and_can_be_forced():
    game = make(TWO, moonstones=[{"drop": 2, "near": [18, 18], "within": 6}],
                random={"d360": [90, 180], "d100": [50, 100], "d4": [3, 1]})
    stones = game.state.rules.moonstones
    assert [(round(m.x, 3), round(m.y, 3), m.depth) for m in stones] == [(18, 21, 3), (12, 18, 1)]


def test_a_dropped_moonstone_that_lands_in_blocking_terrain_drops_again():
    game = make(TWO, moonstones=[{"drop": 1, "near": [26, 6], "within": 4}],
                random={"d360": [1, 90], "d100": [1, 100], "d4": [2]})
    stone = game.state.rules.moonstones[0]
    assert (round(stone.x, 3), round(stone.y, 3)) == (26, 10)  # (26.04, 6) is inside the barn


@pytest.mark.parametrize(("stones", "reason"), [
    ([{"at": [40, 5], "depth": 1}], "not on the table"),
    ([{"at": [5, 5], "depth": 5}], "above the most allowed, 4"),
    ([{"at": [5, 5]}], "missing 'depth'"),
    ([{"drop": 2, "near": [5, 5]}], "missing 'within'"),
    ([{"drop": 2, "near": [5, 5], "within": 3, "depth": 1}], "unknown key 'depth'"),
    ([{"at": [26, 6], "depth": 1}], "cannot lie there: it lies wholly inside blocking terrain “Barn”"),
    # a drop into the barn's middle: fifty random drops fell in it and the last was kept, where none could touch it
    ([{"drop": 1, "near": [26, 6], "within": 0.3}], "no moonstone can drop within 0.3\" of (26, 6)"),
])
def test_moonstone_mistakes_in_a_scenario_are_refused_with_their_place(stones, reason):
    with pytest.raises(ScenarioError) as err:
        make(TWO, moonstones=stones)
    assert reason in err.value.reason and err.value.place.startswith("moonstones[0]")


def test_a_fallen_character_drops_its_moonstones_at_depth_0():
    game = make({"red": [fig("baron", "baron_von_fancyhat", 10, 10)],
                 "blue": [fig("shab", "shabaroon", 11.5, 10), fig("gut", "gutrot", 30, 30)]})
    shab = game.state.figures["shab"]
    shab.status.carried = ["m3", "m5"]
    game.state.rules.stones_made = 6
    wound(game, shab, Damage(7, None, ()), "a test")
    assert not shab.eliminated and game.state.rules.moonstones == []
    wound(game, shab, Damage(1, None, ()), "a test")
    stones = game.state.rules.moonstones
    assert shab.eliminated and "shab" not in game.state.table.bases
    assert [(m.pos, m.depth) for m in stones] == [((11.5, 10), 0), ((11.5, 10), 0)]
    assert facts(game, "shab")["moonstones"] == 0
    # under the names they were taken by: "moonstone 7" lay where Shabaroon fell with moonstone 3
    assert [m.id for m in stones] == ["m3", "m5"]
    assert "Shabaroon drops moonstones 3 and 5." in [e.text for e in game.log]


def test_the_most_moonstones_after_the_turn_limit_wins_and_a_tie_is_a_draw():
    game = make(TWO)
    game.state.figures["baron"].status.carried = ["m1", "m2"]
    result = by_moonstones(game.state, "the end")
    assert result.winner == "red" and result.scores == {"red": 2, "blue": 0}
    game.state.figures["shab"].status.carried = ["m3", "m4"]
    assert by_moonstones(game.state, "the end").winner is None


def test_a_tie_between_two_of_three_troupes_is_a_draw_for_them_and_lost_by_the_third():
    game = make({**TWO, "green": [fig("fritz", "fritz", 5, 30)]})
    state = game.state
    state.figures["baron"].status.carried, state.figures["shab"].status.carried = ["m1"], ["m2"]
    result = by_moonstones(state, "the end")
    assert result.winner is None and result.drawn == ("red", "blue")
    assert [result.share(state, s) for s in ("red", "blue", "green")] == [0.5, 0.5, 0.0]
    state.figures["fritz"].status.carried = ["m3"]
    everyone = by_moonstones(state, "the end")
    assert everyone.drawn == () and [everyone.share(state, s) for s in ("red", "blue", "green")] == [0.5] * 3


def test_the_default_turn_limit_is_4_and_a_harvested_stone_wins():
    game = make(TWO, moonstones=[{"at": [5, 5], "depth": 1}])
    act(game, "baron", "harvest")
    while game.pending is not None:
        decision = game.pending
        if decision.kind == "reaction":
            game.answer("none")
        else:
            game.answer({"action": "end"} if {"action": "end"} in decision.values else
                        next(v for v in decision.values if v["action"] == "end"))
    assert game.state.turn == 4 and game.result.winner == "red"
    assert "most moonstones (1)" in game.result.reason


def test_the_last_troupe_standing_wins_at_once():
    game = make({"red": [fig("baron", "baron_von_fancyhat", 10, 10)],
                 "blue": [fig("shab", "shabaroon", 11.5, 10, health=1)]},
                combat=["thrust", "high_guard", "low_guard", "rising_attack", "sweeping_cut", "falling_swing",
                        "low_guard", "low_guard"])
    act(game, "baron", "melee", targets="shab", pick="thrust")
    game.answer("falling_swing")  # Thrust deals 2 to Falling Swing
    while game.pending.kind == "critical":  # no duplicates on either side
        game.answer(0)
    game.answer("impact")  # the type of Falling Swing's 0
    assert game.result is not None and game.result.winner == "red" and game.state.turn == 1


def test_the_moonstones_on_the_table_are_markers_for_the_window():
    game = make(TWO, moonstones=[{"at": [18, 18], "depth": 2}, {"at": [10, 20], "depth": 0}])
    marks = game.ruleset.markers(game.state)
    assert [(m.kind, m.x, m.y, m.label) for m in marks] == [("moonstone", 18, 18, "Moonstone 1 · depth 2"),
                                                             ("moonstone", 10, 20, "Moonstone 2 · depth 0")]


def test_a_moonstone_half_in_a_building_is_kept_as_its_rim_outside_can_be_touched():
    game = make(TWO, moonstones=[{"at": [24.3, 6], "depth": 1}])  # the barn's west wall at x = 24
    assert [(m.x, m.y) for m in game.state.rules.moonstones] == [(24.3, 6)]
