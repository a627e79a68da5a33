"""Turns and actions: actions per turn, one action per figure, pushing, breakaway, free spins, victory."""

import math

import numpy as np
import pytest

from game.rules.clix.moving import _round, candidate_spots
from game.rules.decisions import IllegalAnswer
from tests.clix.kit import end_turn, events, facts, fig, game, options, step

RED = [fig("a", "guard_swordsman", 4, 12, 0), fig("b", "guard_crossbow", 4, 16, 0), fig("c", "war_mage", 4, 20, 0)]
BLUE = [fig("x", "orc_raider", 20, 12, 180), fig("y", "orc_raider", 20, 16, 180)]


def test_actions_per_turn_default_to_half_the_starting_figures_rounded_up():
    g = game(RED, BLUE)
    assert g.pending.context["actions_left"] == 2
    step(g, figure="a", action="move", path=[[6, 12]], facing=0)
    step(g, figure="b", action="move", path=[[6, 16]], facing=0)
    assert g.pending.player == "blue" and g.pending.context["actions_left"] == 1


def test_the_scenario_sets_actions_per_turn():
    g = game(RED, BLUE, options={"actions_per_turn": 3})
    assert g.pending.context["actions_left"] == 3


def test_a_figure_acts_once_a_turn():
    g = game(RED, BLUE)
    step(g, figure="a", action="move", path=[[6, 12]], facing=0)
    assert not any(v.get("figure") == "a" for v in options(g))
    with pytest.raises(IllegalAnswer, match="already acted this turn"):
        g.answer({"figure": "a", "action": "move"})


def test_end_turn_passes_the_remaining_actions():
    g = game(RED, BLUE)
    end_turn(g)
    assert g.pending.player == "blue" and events(g, "end_turn")


def test_a_move_goes_up_to_the_speed_and_sets_the_facing():
    g = game(RED, BLUE)
    step(g, figure="a", action="move", path=[[16, 12]], facing=90)
    assert facts(g, "a")["position"] == [10.0, 12.0] and facts(g, "a")["facing"] == 90
    assert events(g, "move")[0].data["stopped"] == "its move allowance is spent"


def test_pushing_costs_a_click_after_the_second_turn_in_a_row():
    g = game(RED, BLUE, options={"actions_per_turn": 1})
    step(g, figure="a", action="move", path=[[6, 12]], facing=0)
    end_turn(g)
    option = g.pending.option({"figure": "a", "action": "move"})
    assert option.info["push"] is True and "pushing" in option.label
    step(g, figure="a", action="move", path=[[8, 12]], facing=0)
    assert facts(g, "a")["damage"] == 1 and facts(g, "a")["pushed"] == 1
    assert facts(g, "a")["position"] == [8.0, 12.0]  # the push comes after the action


def test_resting_a_turn_avoids_pushing():
    g = game(RED, BLUE, options={"actions_per_turn": 1})
    step(g, figure="a", action="move", path=[[6, 12]], facing=0)
    end_turn(g)
    step(g, figure="b", action="move", path=[[6, 16]], facing=0)
    end_turn(g)
    step(g, figure="a", action="move", path=[[8, 12]], facing=0)
    assert facts(g, "a")["damage"] == 0


def test_pushing_can_be_switched_off():
    g = game(RED, BLUE, options={"actions_per_turn": 1, "push": False})
    step(g, figure="a", action="move", path=[[6, 12]], facing=0)
    end_turn(g)
    step(g, figure="a", action="move", path=[[8, 12]], facing=0)
    assert facts(g, "a")["damage"] == 0


def test_pushing_damage_can_eliminate():
    g = game([fig("a", "guard_swordsman", 4, 12, 0, wounded=5), *RED[1:]], BLUE, options={"actions_per_turn": 1})
    step(g, figure="a", action="move", path=[[6, 12]], facing=0)
    end_turn(g)
    step(g, figure="a", action="move", path=[[8, 12]], facing=0)
    assert facts(g, "a")["eliminated"] and "a" not in g.state.table.bases
    assert g.state.rules.scores["blue"] == 30


def test_breakaway_failure_spends_the_action_and_the_figure_stays():
    g = game(RED, [fig("x", "orc_raider", 5.5, 12, 180), BLUE[1]], dice=[3])
    g.answer({"figure": "a", "action": "move"})
    (roll,) = events(g, "breakaway")
    assert roll.data["dice"] == [3] and not roll.data["success"]
    assert g.pending.kind == "action" and g.pending.context["actions_left"] == 1
    assert facts(g, "a")["position"] == [4.0, 12.0]


def test_a_move_that_must_break_away_and_pushes_names_the_breakaway_first():
    """A button short of room drops its last note: "(breakaway 4-6)" went, and the d6 to come was unsaid."""
    g = game(RED, [fig("x", "orc_raider", 5.5, 12, 180), BLUE[1]], dice=[3], options={"actions_per_turn": 1})
    g.answer({"figure": "a", "action": "move"})  # the breakaway fails: the swordsman stays in contact
    end_turn(g)
    option = g.pending.option({"figure": "a", "action": "move"})
    assert option.label == "Guard Swordsman: move (breakaway 4-6) (pushing: 1 click)"


def _pushed(wounded: int = 0, enemy_at: float = 20, dice: list[int] | None = None):
    """The swordsman moved in red's last turn, so whatever he does now pushes; the orc at ``enemy_at`` on his
    row (7.5: in contact once he has moved)."""
    g = game([fig("a", "guard_swordsman", 4, 12, 0, wounded=wounded), *RED[1:]],
             [fig("x", "orc_raider", enemy_at, 12, 180), BLUE[1]], dice=dice, options={"actions_per_turn": 1})
    step(g, figure="a", action="move", path=[[6, 12]], facing=0)
    end_turn(g)
    return g


def test_the_move_the_player_drags_says_the_pushing_to_come():
    """A drag chooses the move at once: the only words the player read were the path's, and they did not say
    that a click of pushing damage followed (a tester's find)."""
    g = _pushed()
    g.answer({"figure": "a", "action": "move"})
    assert g.pending.kind == "path" and g.pending.context["after"] == "then pushing: 1 click of damage"


def test_a_push_that_eliminates_is_named_so_on_the_button_the_path_and_the_odds():
    g = _pushed(wounded=5, enemy_at=7.5, dice=[4])  # the breakaway succeeds
    option = g.pending.option({"figure": "a", "action": "move"})
    assert option.label == "Guard Swordsman: move (breakaway 4-6) (pushing: its last click)"
    odds = g.ruleset.odds(g, g.pending, {"figure": "a", "action": "move"})
    assert odds is not None and odds.lines[-1].summary == "its last click: eliminated, once the action is resolved"
    g.answer({"figure": "a", "action": "move"})
    assert g.pending.context["after"] == "then pushing: its last click: eliminated"


def test_an_attacks_odds_end_with_the_pushing_to_come():
    g = _pushed(enemy_at=7.5)  # in contact once the swordsman has moved
    g.answer({"figure": "a", "action": "close"})
    odds = g.ruleset.odds(g, g.pending, "x")
    assert [line.label for line in odds.lines][-1] == "Guard Swordsman: pushing"
    assert odds.lines[-1].summary == "1 click of damage, once the action is resolved"


def test_breakaway_success_moves_away():
    g = game(RED, [fig("x", "orc_raider", 5.5, 12, 180), BLUE[1]], dice=[4])
    step(g, figure="a", action="move", path=[[1, 12]], facing=0)
    assert events(g, "breakaway")[0].data["success"] and facts(g, "a")["position"] == [1.0, 12.0]


def test_the_move_option_says_a_breakaway_is_needed():
    g = game(RED, [fig("x", "orc_raider", 5.5, 12, 180), BLUE[1]])
    assert g.pending.option({"figure": "a", "action": "move"}).info["breakaway"] is True
    assert g.pending.option({"figure": "b", "action": "move"}).info["breakaway"] is False


def test_free_spin_is_the_contacted_players_decision():
    g = game(RED, [fig("x", "orc_raider", 8, 12, 90), BLUE[1]])
    step(g, figure="a", action="move", path=[[6.5, 12]], facing=0)
    spin = g.pending
    assert (spin.player, spin.kind, spin.context["figure"], spin.context["toward"]) == ("blue", "free_spin", "x", "a")
    g.answer(True)
    assert facts(g, "x")["facing"] == 180 and events(g, "free_spin")


def test_free_spin_may_be_declined():
    g = game(RED, [fig("x", "orc_raider", 8, 12, 90), BLUE[1]])
    step(g, figure="a", action="move", path=[[6.5, 12]], facing=0)
    assert g.pending.kind == "free_spin" and g.pending.player == "blue"  # blue's own: no step of red's answers it
    step(g, free_spin=False)
    assert facts(g, "x")["facing"] == 90


def test_the_last_side_with_figures_wins():
    g = game([fig("a", "guard_crossbow", 4, 12, 0)], [fig("x", "orc_archer", 11, 12, 180, wounded=3)], dice=[4, 4])
    step(g, figure="a", action="ranged", targets=["x"])
    assert g.result.winner == "red" and g.result.scores == {"red": 24.0, "blue": 0.0}
    assert events(g, "eliminated")[0].data["points"] == 24


def test_after_the_turn_limit_the_most_points_eliminated_wins():
    g = game(RED, [*BLUE, fig("z", "orc_archer", 11, 16, 180, wounded=3)], turns=2, dice=[4, 4])
    step(g, figure="b", action="ranged", targets=["z"])
    end_turn(g)
    end_turn(g)
    assert g.result.winner == "red" and "turn limit" in g.result.reason


def test_the_turn_limit_with_equal_points_is_a_draw():
    g = game(RED, BLUE, turns=2)
    end_turn(g)
    end_turn(g)
    assert g.over and g.result.winner is None


def test_the_suggested_spots_ring_the_figure_and_touch_the_others_rounded_as_python_rounds():
    g = game([fig("a", "guard_swordsman", 4.1235, 12.0005, 0)], [fig("x", "orc_raider", 7.5, 12, 180)])
    (spots,) = candidate_spots(g.state, [g.state.figures["a"]])
    speed = facts(g, "a")["speed"]
    assert spots.shape == (2 * 16 + 1, 2)
    assert spots[0].tolist() == [round(4.1235 + speed, 3), round(12.0005, 3)]  # east at full speed
    assert spots[1].tolist() == [round(4.1235 + speed / 2, 3), round(12.0005, 3)]
    assert spots[8 * 2 + 1][0] == round(4.1235 - speed / 2, 3)  # west at half speed
    contact = spots[-1]
    assert math.isclose(math.dist(contact, (7.5, 12)), 1.5 + 0.005, abs_tol=1e-3)  # two 1.5" bases just touching


def test_spots_are_rounded_exactly_as_python_rounds_even_next_to_a_tie():
    near_ties = [k / 2000 + d for k in range(1, 4000, 2) for d in (0.0, 1e-13, -1e-13)] + [20.3455, 12.0005, 0.0015]
    assert _round(np.array(near_ties), 3).tolist() == [round(v, 3) for v in near_ties]


def test_the_log_names_the_figures_an_action_is_aimed_at_and_broken_away_from():
    held = game(RED, [fig("x", "orc_raider", 5.5, 12, 180), BLUE[1]], dice=[3])
    held.answer({"figure": "a", "action": "move"})
    (breakaway,) = events(held, "breakaway")
    assert breakaway.text == "Guard Swordsman tries to break away from Orc Raider 1: rolls 3, fails and stays in place."
    fight = game(RED, [fig("x", "orc_raider", 5.5, 12, 180), BLUE[1]], dice=[4, 4])
    step(fight, figure="a", action="close", targets=["x"])
    assert events(fight, "action")[0].text == "Guard Swordsman attacks Orc Raider 1 in close combat."


def test_going_back_past_an_elimination_keeps_every_base_named():
    g = game([fig("a", "guard_swordsman", 4, 12, 0, wounded=5), *RED[1:]], BLUE, options={"actions_per_turn": 1})
    step(g, figure="a", action="move", path=[[6, 12]], facing=0)
    end_turn(g)
    step(g, figure="a", action="move", path=[[8, 12]], facing=0)
    assert "a" not in g.state.table.bases
    g.undo(len(g.answers))
    assert {b.id: b.label for b in g.state.table.bases.values()} == {
        "a": "Guard Swordsman", "b": "Guard Crossbowman", "c": "War Mage", "x": "Orc Raider 1", "y": "Orc Raider 2"}
