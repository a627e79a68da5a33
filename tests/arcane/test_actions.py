"""Rule 1: the actions of an activation and their energy; energy refills; activations alternate."""

import pytest

from game.rules.decisions import IllegalAnswer
from game.rules.game import Game
from game.rules.scenario import scenario_from_text
from tests.arcane.kit import DATA, act, end, facts, fig, make, no_reactions, say, scenario_text

FAR = [fig("shab", "shabaroon", 30, 30)]


def position(game, fid):
    base = game.state.base(fid)
    return base.x, base.y


def test_step_costs_1_energy_and_moves_at_most_1_inch():
    game = make({"red": [fig("baron", "baron_von_fancyhat", 4, 4)], "blue": FAR})
    act(game, "baron", "step", path=[[10, 4]])
    assert position(game, "baron") == pytest.approx((5, 4))
    assert facts(game, "baron")["energy"] == 2
    assert [e.data["change"] for e in game.log.of_kind("energy")] == [-1]
    # where it went, as every ruleset's log says (it said only 'moves 1.00"')
    assert game.log.of_kind("move")[-1].text == 'Baron Von Fancyhat moves 1.00" to (5.0, 4.0) (its move allowance ' \
        'is spent).'


def test_jog_is_free_moves_4_inches_and_is_offered_once():
    game = make({"red": [fig("baron", "baron_von_fancyhat", 4, 4)], "blue": FAR})
    act(game, "baron", "jog", path=[[4, 6], [10, 6]])
    assert position(game, "baron") == pytest.approx((6, 6))  # 2" down, then 2" across: direction may change
    assert facts(game, "baron")["energy"] == 3
    no_reactions(game)
    offered = game.pending.values
    assert {"figure": "baron", "action": "jog"} not in offered
    assert "already jogged" in game.pending.refusal({"figure": "baron", "action": "jog"})


def test_a_character_that_jogged_last_turn_may_jog_first_thing_in_its_next_activation():
    """"Already jogged this activation" refused its first action of turn 2: the jog of turn 1 was forgotten only
    once that first action was answered."""
    game = make({"red": [fig("baron", "baron_von_fancyhat", 4, 4)], "blue": FAR})
    act(game, "baron", "jog", path=[[4, 8]])
    end(game)
    act(game, "shab", "end")  # Shabaroon activates and does nothing
    no_reactions(game)
    assert game.state.turn == 2 and game.pending.player == "blue"  # the first player moves one seat on
    act(game, "shab", "end")
    no_reactions(game)
    assert {"figure": "baron", "action": "jog"} in game.pending.values


def test_a_slow_model_jogs_2_inches():
    game = make({"red": [fig("brass", "old_brass", 4, 4)], "blue": FAR})
    act(game, "brass", "jog", path=[[12, 4]])
    assert position(game, "brass") == pytest.approx((6, 4))


def engaged_game(baron_at=(10, 10)):
    return make({"red": [fig("baron", "baron_von_fancyhat", *baron_at)],
                 "blue": [fig("shab", "shabaroon", 12, 10)]})


def test_an_engaged_jog_may_not_increase_the_distance_to_the_engaging_enemy():
    game = engaged_game()
    say(game, "action", {"figure": "baron", "action": "jog"})
    with pytest.raises(IllegalAnswer, match="may not increase the distance"):
        game.answer([[6, 10]])
    with pytest.raises(IllegalAnswer, match="engaged by Shabaroon"):
        game.answer([[10, 7]])


def test_a_jog_that_breaks_two_engagements_names_the_first_broken_along_it():
    """Going west from Gutrot (engaged at once) towards and past Shabaroon: Shabaroon, listed first, was named,
    where the jog broke away from Gutrot at its first step."""
    game = make({"red": [fig("baron", "baron_von_fancyhat", 20, 14)],
                 "blue": [fig("shab", "shabaroon", 18.5, 15.6), fig("gut", "gutrot", 22.1, 14.8)]})
    say(game, "action", {"figure": "baron", "action": "jog"})
    assert "engaged by Gutrot" in game.pending.refusal([[16, 14]])


def test_an_engaged_jog_may_close_circle_or_engage():
    game = engaged_game()
    say(game, "action", {"figure": "baron", "action": "jog"})
    import math
    circle = [[12 + 2 * math.cos(math.radians(a)), 10 + 2 * math.sin(math.radians(a))] for a in range(190, 271, 10)]
    assert game.pending.refusal(circle) is None
    assert game.pending.refusal([[10.5, 10]]) is None
    game.answer(circle)
    assert game.state.table.distance("baron", "shab") == pytest.approx(2.0)


def test_the_restriction_holds_from_the_moment_the_jog_engages():
    game = engaged_game(baron_at=(7, 10))
    say(game, "action", {"figure": "baron", "action": "jog"})
    assert game.pending.refusal([[10.5, 10]]) is None
    assert "may not increase" in game.pending.refusal([[10.5, 10], [10, 10]])
    assert game.pending.refusal([[9, 10], [8, 10]]) is None  # never engaged: free to turn back


def test_traverse_needs_a_touching_obstacle_costs_2_and_crosses_it():
    game = make({"red": [fig("baron", "baron_von_fancyhat", 12, 18)], "blue": FAR})
    assert "touches no obstacle" in game.pending.refusal({"figure": "baron", "action": "traverse"})
    act(game, "baron", "step", path=[[12, 20]])  # stops against the hedge (y 19.5-20.5)
    assert position(game, "baron")[1] == pytest.approx(18.9, abs=0.02)
    no_reactions(game)
    act(game, "baron", "traverse")
    x, y = position(game, "baron")
    assert x == pytest.approx(12) and y == pytest.approx(21.1, abs=0.02)
    assert facts(game, "baron")["energy"] == 0
    assert game.log.of_kind("move")[-1].data["purpose"] == "traverse"


def test_traverse_only_crosses_an_obstacle_1_inch_thick(tmp_path):
    """"Only touching a 1"-thick obstacle": a hedge 5" thick was traversed all the same, a 6" move for 2 energy."""
    field = (DATA / "field.tmx").read_text(encoding="utf-8")
    assert field.count('name="thickness" type="float" value="1"') == 1
    (tmp_path / "field.tmx").write_text(field.replace('name="thickness" type="float" value="1"',
                                                      'name="thickness" type="float" value="5"'), encoding="utf-8")
    text = scenario_text({"red": [fig("baron", "baron_von_fancyhat", 13, 16.9)], "blue": FAR})
    game = Game(scenario_from_text(text, tmp_path / "test.yaml"))
    # named, with its thickness and the limit ("touches no obstacle it could cross" was said against the hedge)
    assert game.pending.refusal({"figure": "baron", "action": "traverse"}).endswith(
        '“Hedge” is 5.0" thick where Baron Von Fancyhat would cross: a Traverse crosses 1" at most')


def test_a_step_goes_straight_only_a_jog_turns():
    """Step: "up to 1" in any direction"; only the Jog "may change direction as often as it likes"."""
    game = make({"red": [fig("baron", "baron_von_fancyhat", 10, 10)], "blue": FAR})
    act(game, "baron", "step")
    assert "goes straight" in game.pending.check([[10.5, 10], [10.5, 10.5]])
    assert game.pending.check([[10.7, 10.7]]) is None


def test_a_jog_never_crosses_the_hedge():
    game = make({"red": [fig("baron", "baron_von_fancyhat", 12, 17)], "blue": FAR})
    act(game, "baron", "jog", path=[[12, 24]])
    assert position(game, "baron")[1] == pytest.approx(18.9, abs=0.02)
    assert "obstacle" in game.log.of_kind("move")[-1].data["stopped"]


def test_a_move_stopped_by_the_hedge_says_that_only_a_traverse_crosses_it_before_and_after():
    game = make({"red": [fig("baron", "baron_von_fancyhat", 12, 17)], "blue": FAR})
    say(game, "action", {"figure": "baron", "action": "jog"})
    assert game.pending.preview([[12, 24]]).stopped.endswith("“Hedge”, which only a Traverse crosses")
    game.answer([[12, 24]])
    assert game.log.of_kind("move")[-1].text.endswith("(the obstacle “Hedge”, which only a Traverse crosses).")


def test_an_ability_with_no_target_says_what_it_would_target_and_how_near():
    """It said "Rally has no legal target": the player had to know the Baron rallies only friends within 6"."""
    game = make({"red": [fig("baron", "baron_von_fancyhat", 4, 4)], "blue": FAR})
    refused = game.pending.refusal({"figure": "baron", "action": "rally"})
    assert refused.endswith(': no friendly model in sight within 6"')


def test_melee_needs_an_enemy_within_melee_range():
    game = make({"red": [fig("baron", "baron_von_fancyhat", 10, 10)], "blue": [fig("shab", "shabaroon", 12.8, 10)]})
    assert "melee range" in game.pending.refusal({"figure": "baron", "action": "melee"})  # 1.6" apart
    act(game, "baron", "step", path=[[11, 10]])
    no_reactions(game)
    assert {"figure": "baron", "action": "melee"} in game.pending.values
    say(game, "action", {"figure": "baron", "action": "melee"})
    assert game.pending.kind == "targets" and game.pending.values == ["shab"]


def test_abilities_need_a_target_in_range_and_in_sight():
    blocked = make({"red": [fig("flint", "flintlock", 22, 6)], "blue": [fig("shab", "shabaroon", 30, 12)]})
    assert "no enemy in sight within" in blocked.pending.refusal({"figure": "flint", "action": "shoot_musket"})
    seen = make({"red": [fig("flint", "flintlock", 22, 6)], "blue": [fig("shab", "shabaroon", 22, 14)]})
    say(seen, "action", {"figure": "flint", "action": "shoot_musket"})
    assert seen.pending.values == ["shab"]
    far = make({"red": [fig("flint", "flintlock", 4, 4)], "blue": [fig("shab", "shabaroon", 4, 18)]})
    assert "no enemy in sight within" in far.pending.refusal({"figure": "flint", "action": "shoot_musket"})  # 12.8" gap


def test_harvest_lowers_the_depth_and_the_toucher_takes_the_stone_at_0():
    game = make({"red": [fig("baron", "baron_von_fancyhat", 5, 6)], "blue": FAR},
                moonstones=[{"at": [5, 5], "depth": 2}])
    act(game, "baron", "harvest")
    assert game.state.rules.moonstones[0].depth == 1 and facts(game, "baron")["moonstones"] == 0
    no_reactions(game)
    act(game, "baron", "harvest")
    assert game.state.rules.moonstones == [] and facts(game, "baron")["moonstones"] == 1
    assert facts(game, "baron")["energy"] == 1
    assert [e.kind for e in game.log.of_kind("harvest", "moonstone_taken")] == ["harvest", "harvest",
                                                                                "moonstone_taken"]


def test_harvest_takes_every_touched_stone_of_depth_0_not_only_the_one_harvested():
    """"If this model's base touches a moonstone of depth 0 or less, the model takes it": a loose stone dropped
    beside the one harvested stayed on the table."""
    game = make({"red": [fig("baron", "baron_von_fancyhat", 10, 10)], "blue": FAR},
                moonstones=[{"at": [11.1, 10], "depth": 2}, {"at": [8.9, 10], "depth": 0}])
    act(game, "baron", "harvest")
    say(game, "moonstone", "m1")
    assert [(m.id, m.depth) for m in game.state.rules.moonstones] == [("m1", 1)]
    assert facts(game, "baron")["moonstones"] == 1


def test_harvest_needs_a_touched_stone_and_no_engagement():
    stone = [{"at": [5, 5], "depth": 1}]
    game = make({"red": [fig("baron", "baron_von_fancyhat", 5, 8)], "blue": FAR}, moonstones=stone)
    assert "touches no moonstone" in game.pending.refusal({"figure": "baron", "action": "harvest"})
    engaged = make({"red": [fig("baron", "baron_von_fancyhat", 5, 6)], "blue": [fig("shab", "shabaroon", 6.5, 6.8)]},
                   moonstones=stone)
    assert "engaged" in engaged.pending.refusal({"figure": "baron", "action": "harvest"})


def test_the_action_decision_lists_what_may_not_be_done_and_why_for_the_window():
    """The window reads a decision's ``unavailable`` ({figure, action, reason}); arcane's list was named
    ``refused``, so its "Not now" card never showed."""
    stone = [{"at": [5, 5], "depth": 1}]
    game = make({"red": [fig("baron", "baron_von_fancyhat", 5, 8)], "blue": FAR}, moonstones=stone)
    listed = game.pending.context["unavailable"]
    assert {"figure": "baron", "action": "harvest", "reason": "Baron Von Fancyhat touches no moonstone",
            "hotkey": "h", "label": "Harvest"} in listed


def test_no_energy_no_paid_action_and_energy_refills_each_turn():
    game = make({"red": [fig("baron", "baron_von_fancyhat", 4, 4)], "blue": FAR}, turns=2)
    for _ in range(3):
        act(game, "baron", "step", path=[[4, 30]])
        no_reactions(game)
    assert "has 0 energy; Step 1\" costs 1" in game.pending.refusal({"figure": "baron", "action": "step"})
    # an ability by its name, as its button says it ("shoot_musket costs 2" named the rules file's key)
    assert "has 0 energy; Rally costs 1" in game.pending.refusal({"figure": "baron", "action": "rally"})
    end(game)
    say(game, "action", {"figure": "shab", "action": "end"})
    assert game.state.turn == 2 and facts(game, "baron")["energy"] == 3


def test_activations_alternate_and_the_first_player_moves_left_each_turn():
    game = make({"red": [fig("r1", "quack", 4, 4), fig("r2", "tabby", 6, 4)],
                 "blue": [fig("b1", "fritz", 30, 30), fig("b2", "gutrot", 28, 30)]}, turns=2)
    order = []
    while game.pending is not None:
        decision = game.pending
        if decision.kind == "reaction" or {"action": "end"} in decision.values:
            game.answer("none" if decision.kind == "reaction" else {"action": "end"})
            continue
        order.append((game.state.turn, decision.player))  # a player chooses whom to activate
        game.answer(next(v for v in decision.values if v["action"] == "end"))
    assert order == [(1, "red"), (1, "blue"), (1, "red"), (1, "blue"),
                     (2, "blue"), (2, "red"), (2, "blue"), (2, "red")]
    assert game.result is not None and game.result.winner is None  # no moonstones: a draw
