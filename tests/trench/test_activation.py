"""Seed 002, rules 2 and 4: an activation's actions, each once in any order and only when legal; a failed roll
ends the activation."""

from __future__ import annotations

import pytest

from game.rules.decisions import IllegalAnswer
from tests.trench.kit import act, actions, fig, game, give, rolls, start, status

FAR_BLUE = [fig("b8", "cultist", 22, 2), fig("b9", "cultist", 22, 5)]  # blue has more models: red chooses


def duel(red_profile="yeoman", blue=(12.0, 20.0), blue_profile="cultist", dice=None, options=None, **red_keys):
    g = game([fig("r1", red_profile, 2, 20, **red_keys)], [fig("b1", blue_profile, *blue), *FAR_BLUE], dice=dice,
             options=options)
    start(g, "red", "r1")
    return g


def test_the_actions_of_a_model_out_of_melee():
    g = duel()
    assert actions(g) == ["move", "dash", "shoot", "end"]  # no enemy in charge reach, none in melee


def test_each_action_at_most_once_in_any_order():
    g = duel(dice=[6, 6])  # the dash roll
    act(g, "r1", "dash")
    give(g, "path", [[2, 22]])
    assert "dash" not in actions(g)
    act(g, "r1", "move")
    give(g, "path", [[2, 21]])
    assert actions(g) == ["shoot", "end"]
    assert status(g, "r1").actions == ["dash", "move"]


def test_an_action_not_offered_is_refused_with_its_rule():
    g = duel()
    act(g, "r1", "move")
    give(g, "path", [[2, 21]])
    with pytest.raises(IllegalAnswer, match=r"each action at most once an activation \(seed rule 2\)"):
        g.answer({"figure": "r1", "action": "move"})
    refused = {"figure": "r1", "action": "fight", "reason": "no enemy within 1\"", "hotkey": "f", "label": "Fight",
               "listed": True}
    assert refused in g.pending.context["unavailable"]


def test_in_melee_moving_and_shooting_are_refused_with_why():
    g = duel(blue=(3.5, 20))
    with pytest.raises(IllegalAnswer, match="Cultist 1 is within 1\": only a Retreat leaves melee"):
        g.answer({"figure": "r1", "action": "move"})
    with pytest.raises(IllegalAnswer, match="shooting needs more than 1\" from every enemy"):
        g.answer({"figure": "r1", "action": "shoot"})


def test_a_target_not_offered_is_refused_with_why():
    pistol = fig("r1", "yeoman", 8.5, 17, weapons=["pistol", "bayonet"])
    g = game([pistol], [fig("hidden", "cultist", 15.5, 12), fig("far", "cultist", 22, 22),
                        fig("near", "cultist", 8.5, 22)])
    start(g, "red", "r1")
    act(g, "r1", "shoot")
    assert g.pending.values == ["near"]
    with pytest.raises(IllegalAnswer,
                       match="cannot be seen: blocking terrain “Barn” hides Cultist 1 from Trench yeoman"):
        g.answer("hidden")
    with pytest.raises(IllegalAnswer, match=r"13\.1\" away, beyond the Trench pistol's 12\""):
        g.answer("far")


def test_a_failed_roll_ends_the_activation_and_no_other_action_can_follow():
    g = duel(dice=[1, 2])  # the shot: 3, a failure
    act(g, "r1", "shoot")
    give(g, "targets", "b1")
    assert rolls(g, "hit")[-1]["outcome"] == "failure"
    assert g.pending.kind == "activate" and g.pending.player == "blue"
    assert status(g, "r1").actions == ["shoot"]
    ended = g.log.of_kind("activation_end")[-1].data
    assert ended["figure"] == "r1" and "seed rule 4" in ended["reason"]
    shot = next(e for e in g.log if e.kind == "roll" and e.data["roll"] == "hit")
    assert ended["of_roll"] == shot.seq  # the window writes the end under the shot's dice
    with pytest.raises(IllegalAnswer):
        g.answer({"figure": "r1", "action": "move"})


def test_a_failed_dash_ends_the_activation_before_its_move():
    g = duel(dice=[3, 3])
    start_at = g.state.base("r1").pos
    act(g, "r1", "dash")
    assert g.pending.kind == "activate" and g.state.base("r1").pos == start_at


def test_a_success_does_not_end_the_activation():
    g = duel(dice=[4, 3, 1, 1])  # hit 7, injury 2 - 0 armour: a minor hit
    act(g, "r1", "shoot")
    give(g, "targets", "b1")
    assert g.pending.kind == "action" and actions(g) == ["move", "dash", "end"]


def test_with_the_published_rule_only_a_failed_risky_roll_ends_it():
    g = duel(dice=[1, 2, 1, 1], options={"failure_ends": "risky"})
    act(g, "r1", "shoot")
    give(g, "targets", "b1")
    assert rolls(g, "hit")[-1]["outcome"] == "failure"
    assert actions(g) == ["move", "dash", "end"]  # the shot was not risky
    act(g, "r1", "dash")
    assert g.pending.kind == "activate" and g.pending.player == "blue"


def test_an_unknown_failure_rule_is_refused_with_its_place():
    from game.rules.scenario import ScenarioError
    from tests.trench.kit import scenario

    with pytest.raises(ScenarioError, match=r"options\.failure_ends: 'sometimes' is not one of any, risky"):
        scenario([fig("r1", "yeoman", 2, 20)], FAR_BLUE, options={"failure_ends": "sometimes"})


def test_charge_needs_a_visible_enemy_in_reach():
    behind_barn = game([fig("r1", "yeoman", 8.5, 12)], [fig("b1", "cultist", 15.5, 12), *FAR_BLUE])
    start(behind_barn, "red", "r1")
    assert "charge" not in actions(behind_barn)  # 5.75" away, but the barn hides it
    assert next(r["reason"] for r in behind_barn.pending.context["unavailable"] if r["action"] == "charge") == (
        "a charge needs a visible enemy, and Cultist 1 cannot be seen: blocking terrain “Barn” hides Cultist 1 from "
        "Trench yeoman")
    in_sight = game([fig("r1", "yeoman", 8.5, 12)], [fig("b1", "cultist", 8.5, 18), *FAR_BLUE])
    start(in_sight, "red", "r1")
    assert "charge" in actions(in_sight)
    assert in_sight.pending.option({"figure": "r1", "action": "charge"}).hotkey == "c"


def test_a_charge_must_end_in_melee_with_its_target():
    g = game([fig("r1", "yeoman", 8.5, 12)], [fig("b1", "cultist", 8.5, 18), *FAR_BLUE])
    start(g, "red", "r1")
    act(g, "r1", "charge")
    give(g, "targets", "b1")
    assert g.pending.prompt == 'Trench yeoman: Charge Cultist 1 — where to? (up to 6")'  # its name, not its id
    with pytest.raises(IllegalAnswer, match="a charge must end within 1\" of Cultist 1"):
        g.answer([[8.5, 13]])
    assert g.pending.suggest(), "the charge offers paths that reach"
    give(g, "path", [[8.5, 18]])  # stops in base contact
    assert g.state.table.edge_distance("r1", "b1") <= 1.0
    assert actions(g) == ["fight", "end"]  # in melee: no shooting, no dash


def test_a_move_may_not_end_in_melee():
    g = duel(blue=(9.0, 20.0))
    act(g, "r1", "move")
    with pytest.raises(IllegalAnswer, match="only a charge may end in melee"):
        g.answer([[7.0, 20]])
    give(g, "path", [[5.0, 20]])


@pytest.mark.parametrize(("gap", "in_melee"), [(1.0, True), (1.1, False)])
def test_shooting_needs_more_than_1_inch_from_every_enemy(gap, in_melee):
    g = duel(blue=(2 + 1.25 + gap, 20))
    offered = actions(g)
    assert ("shoot" in offered) is not in_melee
    assert ("fight" in offered) is in_melee
    assert ("retreat" in offered) is in_melee
    assert ("move" in offered) is not in_melee and ("dash" in offered) is not in_melee
    if in_melee:
        with pytest.raises(IllegalAnswer, match="Cultist 1 is within 1\" already"):
            g.answer({"figure": "r1", "action": "charge"})


def test_retreat_provokes_attacks_then_leaves_melee():
    g = duel(blue=(3.5, 20), dice=[1, 1])  # the cultist's free attack fails
    act(g, "r1", "retreat")
    assert rolls(g, "hit")[-1]["figure"] == "b1"
    with pytest.raises(IllegalAnswer, match="a retreat must leave melee, but it would end within 1\" of Cultist 1"):
        g.answer([[2, 20.5]])
    give(g, "path", [[2, 24 - 0.7]])
    assert g.state.table.edge_distance("r1", "b1") > 1.0


def test_a_model_taken_down_by_the_retreat_attacks_does_not_move_and_its_activation_ends():
    # the brute's hit: +2 DICE, keeps 6+1 = 7; its injury: claws +1 DICE, keeps 4+4, -1 armour = 7, Down
    g = duel(blue=(4.0, 20), blue_profile="brute", dice=[6, 1, 1, 1, 4, 4, 1])
    at = g.state.base("r1").pos
    act(g, "r1", "retreat")
    assert status(g, "r1").down and g.state.base("r1").pos == at
    assert g.pending.kind == "activate" and g.pending.player == "blue"
    assert "Down during its own activation" in g.log.of_kind("activation_end")[-1].data["reason"]


def test_every_enemy_in_melee_attacks_a_retreating_model_even_after_the_first_takes_it_down():
    """"Every enemy in melee with the model first makes a melee attack at it": the second brute's attack was
    skipped once the first had taken the model Down, sparing it an attack with the +1 injury die against Down."""
    blue = [fig("b1", "brute", 4.0, 20), fig("b2", "brute", 2, 22.0), *FAR_BLUE]
    # b1: hit keeps 6+1 = 7, injury keeps 4+4 -1 = 7, Down; b2: hit keeps 6+1, injury (+1 Down) keeps 3+3 -1 = 5
    g = game([fig("r1", "yeoman", 2, 20)], blue, dice=[6, 1, 1, 1, 4, 4, 1, 6, 1, 1, 1, 3, 3, 1, 1])
    start(g, "red", "r1")
    at = g.state.base("r1").pos
    act(g, "r1", "retreat")
    assert [e.data["figure"] for e in g.log.of_kind("free_attack")] == ["b1", "b2"]
    injury = rolls(g, "injury")[-1]
    assert {"name": "melee attack on a Down model", "dice": 1, "flat": 0} in injury["modifiers"]
    assert status(g, "r1").down and g.state.base("r1").pos == at
    assert "Down during its own activation" in g.log.of_kind("activation_end")[-1].data["reason"]


def test_a_down_model_must_stand_before_it_moves_and_rolls_at_minus_1_dice():
    g = duel(down=True, dice=[6, 6, 1])
    assert actions(g) == ["stand", "shoot", "end"]
    act(g, "r1", "shoot")
    give(g, "targets", "b1")
    hit = rolls(g, "hit")[-1]
    assert {"name": "Down", "dice": -1, "flat": 0} in hit["modifiers"] and hit["kept"] == [1, 6]
    act(g, "r1", "stand")
    assert not status(g, "r1").down and actions(g) == ["dash", "end"]


def test_first_aid_is_offered_to_a_medic_beside_a_hurt_friend():
    blue = [*FAR_BLUE, fig("b7", "cultist", 22, 8)]
    g = game([fig("m", "stretcher_bearer", 2, 20), fig("r2", "yeoman", 2, 21.5, blood=2)], blue, dice=[6, 5])
    start(g, "red", "m")
    assert "first_aid" in actions(g)
    act(g, "m", "first_aid")
    give(g, "targets", "r2")
    assert status(g, "r2").blood == 1
    far = game([fig("m", "stretcher_bearer", 2, 20), fig("r2", "yeoman", 2, 23, blood=2)], blue)
    start(far, "red", "m")
    assert "first_aid" not in actions(far)


def test_ending_the_activation_passes_to_the_opponent():
    g = duel()
    act(g, "r1", "end")
    assert g.pending.kind == "activate" and g.pending.player == "blue"
    assert status(g, "r1").activated and status(g, "r1").actions == []


def test_a_refusal_that_only_says_what_the_model_is_not_is_said_but_not_listed():
    """A sniper's list of what it may not do ran to seven lines in the window: "stand: it is not Down" among them."""
    g = duel()
    listed = {u["action"]: u["reason"] for u in g.pending.context["unavailable"] if u["listed"]}
    assert "stand" not in listed and "retreat" not in listed and listed["fight"] == "no enemy within 1\""
    kept = {u["action"]: u["reason"] for u in g.pending.context["unavailable"] if not u["listed"]}
    assert kept["stand"] == "it is not Down"  # for its key: U says why not
    with pytest.raises(IllegalAnswer, match="it is not Down"):
        g.answer({"figure": "r1", "action": "stand"})
