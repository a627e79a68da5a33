"""Rule 4: arcane abilities. Draws, the face-down card and its declaration, OK or Bluff, the replacement, the free
repeat after a truthful call, and the reshuffle, all with forced deck orders."""

import pytest

from game.rules.decisions import IllegalAnswer
from tests.arcane.kit import act, facts, fig, make, say

#: Flintlock's two cards, then the resisting player's six.
DEAL = ["green-2", "blue-1", "blue-3", "catastrophe", "pink-1", "pink-2", "green-1", "blue-2"]


def musket(arcane=DEAL, **flint):
    game = make({"red": [fig("flint", "flintlock", 10, 10, **flint)],
                 "blue": [fig("shab", "shabaroon", 10, 16), fig("gut", "gutrot", 14, 16)]}, arcane=arcane)
    act(game, "flint", "shoot_musket", targets="shab")
    return game


def lay(game, card, declared):
    say(game, "lay", card)
    say(game, "declare", declared)


def hands(game):
    return game.state.rules.arcane.hands


def test_flintlock_draws_arcane_plus_evade_and_the_resisting_player_draws_6():
    game = musket()
    assert hands(game) == {"red": ["green-2", "blue-1"], "blue": DEAL[2:]}
    assert facts(game, "flint")["cards_drawn"] == 2 and facts(game, "shab")["cards_drawn"] == 6
    secret = game.log.of_kind("arcane_hand")
    assert [e.visible_to for e in secret] == [("red",), ("blue",)]
    assert [e.data["count"] for e in game.log.of_kind("arcane_draw")] == [2, 6]


def test_at_least_one_card_is_drawn():
    game = make({"red": [fig("flint", "flintlock", 10, 10, arcane=0)], "blue": [fig("shab", "shabaroon", 10, 16)]},
                arcane=["green-2", *DEAL[2:]])
    act(game, "flint", "shoot_musket", targets="shab")
    assert hands(game)["red"] == ["green-2"] and len(hands(game)["blue"]) == 6


def test_without_an_enemy_target_the_player_to_the_left_resists_and_evade_does_not_count():
    game = make({"red": [fig("quack", "quack", 10, 10), fig("baron", "baron_von_fancyhat", 12, 10)],
                 "blue": [fig("bobby", "beaky_bobby", 30, 30)], "green": [fig("fritz", "fritz", 4, 30)]},
                arcane=["pink-2", "blue-1", *DEAL[2:]])
    act(game, "quack", "snake_oil", targets="baron")
    assert game.state.rules.arcane.resisting == "blue"
    assert hands(game)["red"] == ["pink-2", "blue-1"] and len(hands(game)["blue"]) == 6
    assert game.pending.player == "red" and game.pending.secret


def test_ok_accepts_the_declaration_and_x_is_its_value():
    game = musket()
    lay(game, "green-2", "green-2")
    assert game.pending.player == "blue" and game.pending.kind == "call"
    say(game, "call", "ok")
    assert facts(game, "shab")["damage"] == 4  # X + 2 piercing, X = 2
    assert facts(game, "flint")["energy"] == 1


def test_ok_on_a_lie_still_takes_the_declared_card():
    game = musket()
    lay(game, "blue-1", "green-3")
    say(game, "call", "ok")
    assert facts(game, "shab")["damage"] == 5
    assert not game.log.of_kind("reveal")


def test_a_declaration_that_does_not_meet_the_requirement_does_nothing():
    game = musket()
    lay(game, "blue-1", "blue-1")
    say(game, "call", "ok")
    assert facts(game, "shab")["damage"] == 0 and game.log.of_kind("no_effect")


def test_a_truthful_call_gives_the_effect_then_a_free_repeat_on_the_same_players_model():
    game = musket()
    lay(game, "green-2", "green-2")
    say(game, "call", "bluff")
    assert game.log.of_kind("reveal")[-1].data["truthful"] is True
    assert facts(game, "shab")["damage"] == 4
    assert game.pending.kind == "repeat" and game.pending.values == ["stop", "gut"]  # a new target (seed 000)
    with pytest.raises(IllegalAnswer):
        say(game, "repeat", "shab")
    say(game, "repeat", "gut")
    assert hands(game)["blue"] == DEAL[2:]  # the resisting player keeps their hand
    lay(game, "blue-1", "green-1")
    say(game, "call", "ok")
    assert facts(game, "gut")["damage"] == 3
    assert facts(game, "flint")["energy"] == 1  # the repeat costs nothing
    assert game.state.rules.arcane is None and game.log.of_kind("shuffle")


def test_a_second_repeat_goes_to_a_model_not_yet_targeted_in_the_chain():
    game = make({"red": [fig("flint", "flintlock", 10, 10, arcane=4)],
                 "blue": [fig("shab", "shabaroon", 10, 16), fig("gut", "gutrot", 14, 16)]},
                arcane=["green-2", "green-3", "blue-1", *DEAL[2:]])
    act(game, "flint", "shoot_musket", targets="shab")
    assert hands(game)["red"] == ["green-2", "green-3", "blue-1"]
    lay(game, "green-2", "green-2")
    say(game, "call", "bluff")
    say(game, "repeat", "gut")
    lay(game, "green-3", "green-3")
    assert hands(game)["red"] == ["blue-1"]
    say(game, "call", "bluff")
    assert game.log.of_kind("reveal")[-1].data["truthful"] is True
    # a card is left, but shab and gut have both been targeted: no repeat, the chain ends
    assert game.pending.kind != "repeat" and game.state.rules.arcane is None


def test_the_repeat_may_be_declined_and_is_not_offered_after_ok():
    game = musket()
    lay(game, "green-2", "green-2")
    say(game, "call", "bluff")
    say(game, "repeat", "stop")
    assert game.pending.kind == "reaction"
    game = musket()
    lay(game, "green-2", "green-2")
    say(game, "call", "ok")
    assert game.pending.kind == "reaction"


def test_a_caught_lie_replaced_by_the_catastrophe_meets_the_catastrophe_text():
    game = musket()
    lay(game, "blue-1", "green-3")
    say(game, "call", "bluff")
    assert game.pending.kind == "replace" and game.pending.player == "blue" and game.pending.secret
    assert game.pending.values == ["keep", *DEAL[2:]]
    say(game, "replace", "catastrophe")
    assert facts(game, "shab")["damage"] == 0
    assert facts(game, "flint")["damage"] == 2  # the musket misfires
    assert [e.kind for e in game.log.of_kind("reveal", "replace", "catastrophe")] == ["reveal", "replace",
                                                                                     "catastrophe"]
    assert game.pending.kind == "reaction"  # a caught lie gives no repeat


def test_a_caught_lie_replaced_by_another_card_lets_that_card_decide():
    game = musket()
    lay(game, "blue-1", "green-3")
    say(game, "call", "bluff")
    say(game, "replace", "green-1")  # a card that meets the requirement: the effect happens with X = 1
    assert facts(game, "shab")["damage"] == 3
    game = musket()
    lay(game, "blue-1", "green-3")
    say(game, "call", "bluff")
    say(game, "replace", "pink-1")
    assert facts(game, "shab")["damage"] == 0


def test_a_caught_lie_without_a_replacement_leaves_the_shown_card_to_decide():
    game = musket()
    lay(game, "blue-1", "green-3")
    say(game, "call", "bluff")
    say(game, "replace", "keep")
    assert facts(game, "shab")["damage"] == 0
    game = musket()
    lay(game, "green-2", "green-3")  # a lie about the value only: the green 2 still meets "green"
    say(game, "call", "bluff")
    say(game, "replace", "keep")
    assert facts(game, "shab")["damage"] == 4


def test_a_catastrophe_laid_and_caught_meets_its_own_text():
    game = musket(arcane=["catastrophe", "blue-1", "green-2", *DEAL[2:3], *DEAL[4:]])
    lay(game, "catastrophe", "green-3")
    say(game, "call", "bluff")
    say(game, "replace", "keep")
    assert facts(game, "flint")["damage"] == 2 and facts(game, "shab")["damage"] == 0


def test_only_cards_in_hand_may_be_laid_and_only_coloured_cards_declared():
    game = musket()
    with pytest.raises(IllegalAnswer):
        game.answer("blue-3")
    say(game, "lay", "green-2")
    with pytest.raises(IllegalAnswer):
        game.answer("catastrophe")
    assert len(game.pending.values) == 9


def test_every_arcane_card_goes_back_after_the_ability():
    game = musket(energy=4)
    lay(game, "green-2", "green-2")
    say(game, "call", "ok")
    while game.pending.kind == "reaction":
        game.answer("none")
    game.rng.force("arcane", DEAL)  # the same cards again: only a whole deck holds them
    act(game, "flint", "shoot_musket", targets="shab")
    assert hands(game) == {"red": ["green-2", "blue-1"], "blue": DEAL[2:]}


def test_ability_damage_has_its_type_and_the_takers_modifiers_apply():
    game = make({"red": [fig("fritz", "fritz", 10, 10)], "blue": [fig("shab", "shabaroon", 10, 14)]},
                arcane=["pink-3", *DEAL[2:]])
    act(game, "fritz", "spark_coil", targets="shab", lay="pink-3", declare="pink-3", call="ok")
    event = game.log.of_kind("damage")[-1]
    assert (event.data["type"], event.data["modifiers"], event.data["amount"]) == ("impact", [["Thick Skull", -1]], 2)


def test_a_requirement_may_ask_for_a_least_value():
    game = make({"red": [fig("fritz", "fritz", 10, 10)], "blue": [fig("shab", "shabaroon", 10, 14)]},
                arcane=["pink-1", *DEAL[2:]])
    act(game, "fritz", "spark_coil", targets="shab", lay="pink-1", declare="pink-1", call="ok")
    assert facts(game, "shab")["damage"] == 0 and game.log.of_kind("no_effect")  # Spark Coil needs 2 or more
