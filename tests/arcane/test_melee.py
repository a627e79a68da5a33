"""Rules 5-9: melee with the combat deck, with forced deck orders. Draws, the damage matrix, the defender out of
range, criticals, damage types and modifiers, ∅, signature moves, the counter mark (a riposte), reshuffling."""

import pytest

from game.rules.arcane.cards import bundled_decks
from tests.arcane.kit import act, facts, fig, make, say

CARDS = ["high_guard", "falling_swing", "thrust", "sweeping_cut", "rising_attack", "low_guard"]
MATRIX = bundled_decks().combat_cards


def fight(att="flintlock", dfn="fritz", gap=0.3, attacker=(), defender=(), att_stats=None, def_stats=None,
          **extra):
    """Figure ``a`` (red) attacks ``d`` (blue), ``gap`` inches apart edge to edge, with forced hands."""
    game = make({"red": [fig("a", att, 10, 10, **(att_stats or {}))],
                 "blue": [fig("d", dfn, 11.2 + gap, 10, **(def_stats or {}))]},
                combat=[*attacker, *defender], **extra)
    act(game, "a", "melee", targets="d")
    return game


def play_cards(game, mine, theirs, critical=(), types=(), riposte="no"):
    """Both picks, then the criticals, damage types and riposte in the order they are asked."""
    say(game, "pick", mine)
    say(game, "pick", theirs)
    play_cards_rest(game, critical, types, riposte)


def others(*cards):
    """Cards other than ``cards``, one of each, to fill a hand without duplicates."""
    return [c for c in CARDS if c not in cards]


def test_the_attacker_draws_melee_plus_2_the_defender_melee_in_secret():
    game = fight(attacker=["thrust", *others("thrust")[:3]], defender=["thrust", "low_guard"])
    clash = game.state.rules.melee
    assert [len(clash.hands["red"]), len(clash.hands["blue"])] == [4, 2]
    assert [e.visible_to for e in game.log.of_kind("combat_hand")] == [("red",), ("blue",)]
    assert game.pending.kind == "pick" and game.pending.secret and game.pending.player == "red"
    assert facts(game, "a")["energy"] == 2


def test_at_least_one_card_each_even_below_melee_1():
    game = fight(att_stats={"melee": -3}, def_stats={"melee": -1})
    clash = game.state.rules.melee
    assert [len(clash.hands["red"]), len(clash.hands["blue"])] == [1, 1]
    assert all(e.text.endswith(" 1 combat card.") for e in game.log.of_kind("combat_draw"))  # not "1 combat cards"


@pytest.mark.parametrize("mine", CARDS)
@pytest.mark.parametrize("theirs", CARDS)
def test_each_reads_its_own_card_against_the_others(mine, theirs):
    game = fight(attacker=[mine, *others(mine)[:3]], defender=[theirs, others(theirs)[0]])
    play_cards(game, mine, theirs)
    dealt, taken = MATRIX[mine].deals[theirs].value, MATRIX[theirs].deals[mine].value
    assert facts(game, "d")["damage"] == (dealt or 0)
    assert facts(game, "a")["damage"] == (taken or 0)


def test_a_defender_whose_range_does_not_reach_the_attacker_deals_the_blank():
    game = fight(att="gutrot", gap=1.5, attacker=["falling_swing", "high_guard", "low_guard", "sweeping_cut"],
                 defender=["thrust", "high_guard"])
    play_cards(game, "falling_swing", "thrust")
    assert facts(game, "a")["damage"] == 0  # Thrust deals 2 to Falling Swing, but Fritz's 1" does not reach
    assert facts(game, "d")["damage"] == 0  # Falling Swing deals 0 to Thrust
    blank = [e for e in game.log.of_kind("damage") if e.data["figure"] == "a"]
    assert blank[0].data["base"] is None


@pytest.mark.parametrize(("copies", "added", "damage"), [(2, 1, 4), (3, 2, 6), (3, 1, 4), (3, 0, 2)])
def test_criticals_add_the_duplicates_values(copies, added, damage):
    hand = ["thrust"] * copies + others("thrust")[:4 - copies]
    game = fight(attacker=hand, defender=["falling_swing", "high_guard"])
    say(game, "pick", "thrust")
    say(game, "pick", "falling_swing")
    assert game.pending.kind == "critical" and game.pending.secret
    assert game.pending.values == list(range(copies))
    play_cards_rest(game, critical=[added])
    assert facts(game, "d")["damage"] == damage  # Thrust deals 2 to Falling Swing, each duplicate 2 more


def play_cards_rest(game, critical=(), types=(), riposte="no"):
    critical, types = list(critical), list(types)
    while game.pending is not None and game.pending.kind in ("critical", "damage_type", "riposte"):
        if game.pending.kind == "critical":
            game.answer(critical.pop(0) if critical else 0)
        elif game.pending.kind == "damage_type":
            game.answer(types.pop(0) if types else game.pending.values[0])
        else:
            game.answer(riposte)


def test_criticals_come_before_modifiers():
    game = fight(att="gutrot", attacker=["thrust", "thrust", "high_guard", "low_guard"],
                 defender=["falling_swing", "high_guard"])
    say(game, "pick", "thrust")
    say(game, "pick", "falling_swing")
    play_cards_rest(game, critical=[1])
    event = next(e for e in game.log.of_kind("damage") if e.data["figure"] == "d")
    assert (event.data["base"], event.data["modifiers"], event.data["amount"]) == (4, [["Rusty Spear", 1]], 5)


def test_the_blank_ignores_a_plus_1_modifier_and_a_0_takes_it():
    blank = fight(att="gutrot", attacker=["thrust", "high_guard", "low_guard", "rising_attack"],
                  defender=["sweeping_cut", "high_guard"])
    play_cards(blank, "thrust", "sweeping_cut")
    assert facts(blank, "d")["damage"] == 0  # ∅ with Rusty Spear +1 piercing: still no damage
    zero = fight(att="gutrot", attacker=["thrust", "falling_swing", "low_guard", "rising_attack"],
                 defender=["high_guard", "low_guard"])
    play_cards(zero, "thrust", "high_guard")
    assert facts(zero, "d")["damage"] == 1  # 0 + 1: a 0 is a hit that modifiers raise


def test_a_modifier_written_for_the_blank_modifies_it():
    game = fight(att="old_brass", attacker=["high_guard", "falling_swing", "low_guard", "sweeping_cut", "thrust"],
                 defender=["rising_attack", "low_guard"])
    play_cards(game, "high_guard", "rising_attack")
    assert facts(game, "d")["damage"] == 1  # Spiked Gauntlet: ∅ dealt in melee deals 1


def test_a_modifier_written_for_the_blank_leaves_a_hit_as_it_is():
    """Spiked Gauntlet turns Old Brass's ∅ into 1; it added 1 to every blow he landed as well ("7 impact damage
    (6 +1 Spiked Gauntlet)", a tester's find): a modifier written for the blank modifies the blank alone."""
    game = fight(att="old_brass", attacker=["falling_swing", "high_guard", "low_guard", "sweeping_cut", "thrust"],
                 defender=["rising_attack", "low_guard"])
    play_cards(game, "falling_swing", "rising_attack")  # Falling Swing deals 3 against Rising Attack
    hit = next(e for e in game.log.of_kind("damage") if e.data["figure"] == "d")
    assert hit.data["base"] == 3 and not any(name == "Spiked Gauntlet" for name, _ in hit.data["modifiers"])


def test_the_player_picks_the_damage_type_and_type_modifiers_apply():
    game = fight(dfn="shabaroon", attacker=["falling_swing", "high_guard", "low_guard", "thrust"],
                 defender=["rising_attack", "low_guard", "high_guard"])
    say(game, "pick", "falling_swing")
    say(game, "pick", "rising_attack")
    while game.pending.kind == "critical":  # each fighter whose card hits, duplicates or none
        assert game.pending.values == [0]
        say(game, "critical", 0)
    assert game.pending.kind == "damage_type" and set(game.pending.values) == {"impact", "slicing"}
    say(game, "damage_type", "impact")
    play_cards_rest(game, types=["impact"])
    assert facts(game, "d")["damage"] == 2  # 3, less Thick Skull's 1 against impact
    again = fight(dfn="shabaroon", attacker=["falling_swing", "high_guard", "low_guard", "thrust"],
                  defender=["rising_attack", "low_guard", "high_guard"])
    play_cards(again, "falling_swing", "rising_attack", types=["slicing"])
    assert facts(again, "d")["damage"] == 3


def test_a_signature_move_replaces_its_base_card_with_its_row_and_end_step():
    game = fight(att="baron_von_fancyhat", attacker=["falling_swing", *others("falling_swing")[:4]],
                 defender=["high_guard", "low_guard"])
    label = game.pending.option("falling_swing").label
    assert label == "Fancy Flourish (Falling Swing)"
    before = game.state.base("d").pos
    play_cards(game, "falling_swing", "high_guard")
    assert facts(game, "d")["damage"] == 2  # Fancy Flourish deals 1 to High Guard, +1 Arming Sword (slicing)
    assert game.state.base("d").pos[0] == pytest.approx(before[0] + 1)  # End Step: pushed 1"
    assert game.log.of_kind("signature")


def test_without_the_signature_rule_the_base_card_plays():
    game = fight(att="baron_von_fancyhat", attacker=["falling_swing", *others("falling_swing")[:4]],
                 defender=["high_guard", "low_guard"], options={"signature_moves": False})
    play_cards(game, "falling_swing", "high_guard")
    assert facts(game, "d")["damage"] == 0 and not game.log.of_kind("signature")


def test_a_counter_lets_its_player_riposte_once():
    game = fight(attacker=["falling_swing", "thrust", "low_guard", "rising_attack"],
                 defender=["high_guard", "low_guard"])
    say(game, "pick", "falling_swing")
    say(game, "pick", "high_guard")
    assert game.pending.kind == "riposte" and game.pending.player == "blue"
    game.rng.force("combat", ["rising_attack", "thrust", "thrust", "thrust", "low_guard", "high_guard"])
    say(game, "riposte", "riposte")
    clash = game.state.rules.melee
    assert (clash.attacker, clash.defender) == ("d", "a")
    assert [len(clash.hands["blue"]), len(clash.hands["red"])] == [4, 2]
    play_cards(game, "rising_attack", "high_guard")
    assert facts(game, "a")["damage"] == 2  # Rising Attack deals 2 to High Guard
    assert facts(game, "d")["energy"] == 3  # a riposte is free
    assert game.pending.kind == "reaction"  # High Guard's counter against a riposte does not riposte again


def test_a_counter_out_of_reach_gives_no_riposte():
    game = fight(att="gutrot", gap=1.5, attacker=["falling_swing", "thrust", "low_guard", "rising_attack"],
                 defender=["high_guard", "low_guard"])
    play_cards(game, "falling_swing", "high_guard", riposte="unused")
    assert game.pending.kind == "reaction" and not game.log.of_kind("critical")


def test_both_may_fall_in_one_melee_and_every_card_goes_back():
    game = fight(att_stats={"health": 1}, def_stats={"health": 1}, attacker=["thrust", *others("thrust")[:3]],
                 defender=["thrust", "low_guard"])
    play_cards(game, "thrust", "thrust")
    assert facts(game, "a")["eliminated"] and facts(game, "d")["eliminated"]
    assert game.state.rules.melee is None and game.log.of_kind("shuffle")
    assert game.result is not None and game.result.winner is None


def test_a_fighter_whose_card_hits_is_asked_for_criticals_with_or_without_a_duplicate():
    """Only a fighter holding a duplicate was asked: that the question came (a hand-over in hot seat, "the AI is
    thinking" against the AI) told the opponent a duplicate was in hand."""
    game = fight(attacker=["thrust", "thrust", "high_guard", "low_guard"], defender=["falling_swing", "low_guard"])
    say(game, "pick", "thrust")
    say(game, "pick", "falling_swing")
    asked = []
    while game.pending.kind == "critical":
        asked.append((game.pending.player, game.pending.values, game.pending.secret))
        game.answer(0)
    assert asked == [("red", [0, 1], True), ("blue", [0], True)]
