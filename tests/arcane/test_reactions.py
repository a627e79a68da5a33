"""Rule 2: after every action each opponent, from the active player's left, may react with one model: 1 energy,
1" of movement. Three and four players."""

import pytest

from tests.arcane.kit import act, events, facts, fig, make, say


def three():
    return make({"red": [fig("baron", "baron_von_fancyhat", 6, 6)],
                 "blue": [fig("bobby", "beaky_bobby", 30, 6), fig("fire", "firespitter", 30, 9)],
                 "green": [fig("fritz", "fritz", 6, 30)]})


def test_reactions_are_offered_from_the_active_players_left_in_a_three_player_game():
    game = three()
    act(game, "baron", "step", path=[[6, 7]])
    assert (game.pending.kind, game.pending.player) == ("reaction", "blue")
    assert game.pending.values == ["none", "bobby", "fire", "pass"]  # one model each: a choice of one
    game.answer("none")
    assert (game.pending.kind, game.pending.player) == ("reaction", "green")
    game.answer("none")
    assert (game.pending.kind, game.pending.player) == ("action", "red")
    say(game, "action", {"action": "end"})
    act(game, "bobby", "step", path=[[30, 5]])
    assert [(game.pending.kind, game.pending.player)] == [("reaction", "green")]
    game.answer("none")
    assert (game.pending.kind, game.pending.player) == ("reaction", "red")


def test_the_reaction_prompt_names_the_action_it_follows():
    """In hot seat the reacting player has just been handed the screen: the question says what happened."""
    game = three()
    act(game, "baron", "step", path=[[6, 7]])
    assert game.pending.prompt == 'Blue: react to Baron Von Fancyhat\'s Step 1"?'
    game.answer("none")
    game.answer("none")
    act(game, "baron", "jog", path=[[6, 9]])
    assert game.pending.prompt == "Blue: react to Baron Von Fancyhat's Jog?"


def test_a_player_who_declines_every_reaction_left_is_not_asked_again_until_the_activation_ends():
    """Not a seed rule but a table's habit ("I won't react to anything he does"): answered once, it stands for
    each action left in the activation; the next activation asks again. Green, who did not decline, still is."""
    game = three()
    act(game, "baron", "step", path=[[6, 7]])
    (declining,) = [o for o in game.pending.options if o.value == "pass"]
    assert declining.label == "No reactions until Baron Von Fancyhat's activation ends"
    say(game, "reaction", "pass")
    assert events(game, "reaction_pass")[-1].text == \
        "Blue will not react again in Baron Von Fancyhat's activation."
    say(game, "reaction", "none")  # green's
    say(game, "action", {"figure": "baron", "action": "step"})
    say(game, "path", [[6, 8]])
    assert (game.pending.kind, game.pending.player) == ("reaction", "green")  # blue is not asked
    say(game, "reaction", "none")
    say(game, "action", {"action": "end"})
    act(game, "bobby", "step", path=[[30, 5]])
    say(game, "reaction", "none")
    assert (game.pending.kind, game.pending.player) == ("reaction", "red")
    say(game, "reaction", "none")
    say(game, "action", {"action": "end"})
    act(game, "fritz", "step", path=[[6, 29]])
    assert (game.pending.kind, game.pending.player) == ("reaction", "red")
    say(game, "reaction", "none")
    assert (game.pending.kind, game.pending.player) == ("reaction", "blue")  # a new activation: asked again


def test_a_reaction_costs_1_energy_and_moves_1_inch():
    game = three()
    act(game, "baron", "step", path=[[6, 7]])
    say(game, "reaction", "fire")
    say(game, "path", [[30, 20]])
    assert game.state.base("fire").pos == pytest.approx((30, 10))
    assert facts(game, "fire")["energy"] == 2
    assert game.pending.kind == "reaction" and game.pending.player == "green"
    kinds = [e.kind for e in game.log.of_kind("reaction", "move")][-2:]
    assert kinds == ["reaction", "move"]


def test_allies_do_not_react_to_each_other():
    game = make({"red": [fig("baron", "baron_von_fancyhat", 6, 6)],
                 "blue": [fig("bobby", "beaky_bobby", 30, 6)],
                 "green": [fig("fritz", "fritz", 6, 30)]}, )
    game.state.side("green").team = "blue"
    act(game, "baron", "step", path=[[6, 7]])
    assert [game.pending.player] == ["blue"]
    game.answer("none")
    assert game.pending.player == "green"  # an opponent of red
    game.answer("none")
    say(game, "action", {"action": "end"})
    act(game, "bobby", "step", path=[[30, 7]])
    assert (game.pending.kind, game.pending.player) == ("reaction", "red")  # green, blue's ally, is skipped


def test_four_players_react_in_seat_order_and_a_model_without_energy_cannot():
    game = make({"a": [fig("a1", "quack", 4, 4)], "b": [fig("b1", "fritz", 30, 4)],
                 "c": [fig("c1", "gutrot", 30, 30, energy=0)], "d": [fig("d1", "tabby", 4, 30)]})
    act(game, "a1", "step", path=[[4, 5]])
    seen = []
    while game.pending.kind == "reaction":
        seen.append(game.pending.player)
        game.answer("none")
    assert seen == ["b", "d"]  # c has no model with energy


def test_no_reaction_is_asked_to_an_action_whose_character_it_took_out():
    """Tilly fell to the blow she was dealt back in her own Melee Attack, and both other players were asked to
    react to it all the same (a tester's find): her activation is over, and nothing is asked."""
    game = make({"red": [fig("a", "flintlock", 10, 10, health=1)],
                 "blue": [fig("d", "fritz", 11.5, 10)],
                 "green": [fig("g", "gutrot", 30, 30)]},
                combat=["falling_swing", "high_guard", "low_guard", "thrust", "rising_attack", "sweeping_cut"])
    act(game, "a", "melee", targets="d")
    say(game, "pick", "falling_swing")
    say(game, "pick", "rising_attack")
    while game.pending is not None and game.pending.kind in ("critical", "damage_type", "riposte"):
        game.answer(game.pending.values[0])
    assert facts(game, "a")["eliminated"]
    assert game.pending is None or game.pending.kind != "reaction"
