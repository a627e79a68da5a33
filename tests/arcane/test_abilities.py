"""Rule 3: active abilities. Pay X, a target in range and sight (itself allowed unless stated), flipped cards
with X = their value, the Catastrophe's text, and every card back in the deck."""

import pytest

from tests.arcane.kit import act, facts, fig, make, say

HUMANS = {"red": [fig("quack", "quack", 10, 10), fig("baron", "baron_von_fancyhat", 14, 10)],
          "blue": [fig("bobby", "beaky_bobby", 12, 14)]}


def test_foresight_pays_1_and_gives_a_human_arcane_plus_2_for_the_turn():
    game = make(HUMANS)
    say(game, "action", {"figure": "quack", "action": "foresight"})
    assert game.pending.kind == "targets" and game.pending.values == ["quack", "baron"]  # itself included
    assert "not human" in game.pending.refusal("bobby")
    say(game, "targets", "quack")
    assert facts(game, "quack")["arcane"] == 4 and facts(game, "quack")["energy"] == 2


def test_a_bonus_ends_with_the_turn():
    game = make(HUMANS, turns=2)
    act(game, "quack", "foresight", targets="baron")
    while game.state.turn == 1:
        decision = game.pending
        game.answer("none" if decision.kind == "reaction" else {"action": "end"} if {"action": "end"} in
                    decision.values else next(v for v in decision.values if v["action"] == "end"))
    assert facts(game, "baron")["arcane"] == 0


def test_an_ability_that_says_so_may_not_target_its_user():
    game = make(HUMANS)
    say(game, "action", {"figure": "baron", "action": "rally"})
    assert game.pending.values == ["quack"]
    assert "may not target its user" in game.pending.refusal("baron")


def test_a_flip_takes_x_from_the_top_card_and_the_syphoned_energy_is_shared():
    game = make({"red": [fig("tabby", "tabby", 10, 10), fig("baron", "baron_von_fancyhat", 14, 10)],
                 "blue": [fig("bobby", "beaky_bobby", 30, 30)]}, arcane=["blue-2"])
    act(game, "tabby", "energy_syphon", targets="baron")
    assert game.log.of_kind("flip")[-1].data["card"] == "blue-2"
    assert facts(game, "baron")["energy"] == 1
    assert game.pending.kind == "distribute" and game.pending.values == ["tabby"]  # the target takes none back
    say(game, "distribute", "tabby")
    say(game, "distribute", "tabby")
    assert facts(game, "tabby")["energy"] == 3 + 2
    assert game.state.rules.flipped is None and game.log.of_kind("shuffle")


def test_a_flipped_catastrophe_meets_the_catastrophe_text():
    game = make({"red": [fig("tabby", "tabby", 10, 10)], "blue": [fig("bobby", "beaky_bobby", 30, 30)]},
                arcane=["catastrophe"])
    act(game, "tabby", "energy_syphon", targets="tabby")
    assert facts(game, "tabby")["damage"] == 2 and facts(game, "tabby")["energy"] == 3
    assert game.log.of_kind("catastrophe")


def test_an_ability_without_a_flip_heals_and_costs_its_x():
    game = make({"red": [fig("bobby", "beaky_bobby", 10, 10), fig("fire", "firespitter", 11.5, 10)],
                 "blue": [fig("fritz", "fritz", 30, 30)]})
    game.state.figures["fire"].status.damage = 3
    act(game, "bobby", "patch_up", targets="fire")
    assert facts(game, "fire")["damage"] == 1 and facts(game, "bobby")["energy"] == 0


@pytest.mark.parametrize(("x", "allowed"), [(13.1, True), (13.5, False)])
def test_a_target_must_be_at_least_partly_within_range(x, allowed):
    game = make({"red": [fig("bobby", "beaky_bobby", 10, 10), fig("fire", "firespitter", x, 10)],
                 "blue": [fig("fritz", "fritz", 30, 30)]})
    say(game, "action", {"figure": "bobby", "action": "patch_up"})  # range 2", measured base edge to base edge
    assert ("fire" in game.pending.values) == allowed
    assert allowed or "beyond 2\"" in game.pending.refusal("fire")


@pytest.mark.parametrize(("card", "damage"), [("blue-3", 3), ("blue-1", 1)])
def test_flip_values_reach_effects_with_x(card, damage):
    game = make({"red": [fig("tilly", "tinker_tilly", 10, 10), fig("fritz", "fritz", 12, 10)],
                 "blue": [fig("bobby", "beaky_bobby", 30, 30)]}, arcane=[card])
    act(game, "tilly", "wind_up", targets="fritz")
    assert facts(game, "fritz")["energy"] == 3 + damage
