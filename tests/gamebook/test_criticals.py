"""Seed rule 6 and rule 8's tables: every entry of the four critical tables, with forced dice."""

from __future__ import annotations

import pytest

from game.rules.gamebook.data import library
from tests.gamebook.kit import act, fact, game, give, piece

STRONG = {"defensive": 40, "normal": 40, "aggressive": 40}


def hero_critical_hit(roll: int, d10: list[int] | None = None, **dice: list[int]):
    """The warrior (good, on white a1) hits a rat (defence 4) for 20 + 10 − 4 = 26: a critical hit."""
    g = game([piece("w", "warrior", (0, 0), style="aggressive")],
             [piece("rat", "rat", (1, 0), rank="king", endurance=100)],
             dice={"d10": d10 or [10], "d6": [roll], **dice})
    act(g, "w", "attack", ("targets", "rat"))
    return g


def hero_critical_miss(roll: int, d10: list[int] | None = None, **dice: list[int]):
    """The warrior (good, on black b1) attacks a rat with defence 40: 20 − 10 − 40 = −30, a critical miss."""
    g = game([piece("w", "warrior", (1, 0), style="aggressive"),
              piece("p", "priest", (5, 5))],
             [piece("rat", "rat", (0, 0), rank="king", defence=STRONG)],
             dice={"d10": d10 or [10], "d6": [roll], **dice})
    act(g, "w", "attack", ("targets", "rat"))
    return g


def monster_critical_hit(roll: int, profile: str = "goblin", d10: list[int] | None = None, **dice: list[int]):
    """A goblin (evil, on black b1) with attack 40 hits the warrior: 42 + 10 − 14 = 38, a critical hit."""
    g = game([piece("w", "warrior", (0, 0), endurance=100), piece("p", "priest", (5, 5))],
             [piece("gob", profile, (1, 0), attack=STRONG, weapon="club")],
             dice={"d10": d10 or [10], "d6": [roll], **dice})
    act(g, "gob", "attack", ("targets", "w"))
    return g


def monster_critical_miss(roll: int, profile: str = "goblin", d10: list[int] | None = None, **dice: list[int]):
    """A goblin (evil, on white a1) attacks a warrior with defence 40: 10 − 10 − 44 = −44, a critical miss."""
    g = game([piece("w", "warrior", (1, 0), defence=STRONG), piece("p", "priest", (5, 5))],
             [piece("gob", profile, (0, 0), weapon="club", endurance=30)],
             dice={"d10": d10 or [10], "d6": [roll], **dice})
    act(g, "gob", "attack", ("targets", "w"))
    return g


def critical(g) -> dict:
    return [e.data for e in g.log.of_kind("critical")][-1]


def test_the_tables_hold_the_seeds_entries_in_order():
    tables = library().criticals
    assert [tables["hero_hit"][n][0] for n in range(1, 7)] == [
        "no_attack_this_round", "attack_again", "extra_d10", "gain_d20_xp", "target_flees", "nothing"]
    assert [tables["hero_miss"][n][0] for n in range(1, 7)] == [
        "weapon_breaks", "miss_next_turn", "hurt_self_d10", "lose_d20_xp", "flee", "nothing"]
    assert [tables["monster_hit"][n][0] for n in range(1, 7)] == [
        "nothing", "target_does_not_act", "extra_d10", "attack_again", "target_flees", "offer_surrender"]
    assert [tables["monster_miss"][n][0] for n in range(1, 7)] == [
        "nothing", "weapon_breaks", "miss_next_turn", "hurt_self_d10", "flee", "surrender"]


# --- a hero's critical hit ---------------------------------------------------------------------------------
def test_hero_hit_1_the_target_does_not_attack_this_round():
    g = hero_critical_hit(1)
    assert critical(g)["effect"] == "no_attack_this_round"
    assert fact(g, "rat", "damage") == 26
    assert "attack" not in fact(g, "rat", "may")
    assert g.pending.context["figure"] == "rat" and {"figure": "rat", "action": "attack"} not in g.pending.values
    give(g, "action", {"figure": "rat", "action": "guard"})
    assert "attack" in fact(g, "rat", "may")  # next round it may


def test_hero_hit_2_attacks_again():
    g = hero_critical_hit(2, d10=[10, 1])
    assert g.pending.kind == "targets" and g.pending.context["figure"] == "w"
    give(g, "targets", "rat")
    assert fact(g, "rat", "damage") == 26 + 17


def test_hero_hit_3_deals_1d10_more():
    g = hero_critical_hit(3, d10=[10, 7])
    assert fact(g, "rat", "damage") == 33
    assert fact(g, "w", "damage_dealt") == 33


def test_hero_hit_4_wins_1d20_xp():
    g = hero_critical_hit(4, d20=[13])
    assert fact(g, "w", "xp") == 3 + 13  # 26 damage: +3, and the critical's 13


def test_hero_hit_5_the_monster_flees():
    g = hero_critical_hit(5)
    assert fact(g, "rat", "state") == "fled"
    assert g.over and g.result.winner == "heroes"
    assert "rat" not in g.state.table.bases


def test_hero_hit_6_nothing_more():
    g = hero_critical_hit(6)
    assert fact(g, "rat", "damage") == 26 and fact(g, "rat", "state") == "fighting"
    assert fact(g, "w", "xp") == 3


# --- a hero's critical miss --------------------------------------------------------------------------------
def test_hero_miss_1_the_weapon_breaks():
    g = hero_critical_miss(1)
    assert critical(g)["effect"] == "weapon_breaks"
    assert fact(g, "w", "weapon") == "" and fact(g, "rat", "damage") == 0


def test_hero_miss_2_misses_the_next_turn():
    g = hero_critical_miss(2)
    assert fact(g, "w", "skip") == 1
    give(g, "action", {"figure": "p", "action": "guard"})
    give(g, "action", {"figure": "rat", "action": "guard"})
    assert g.pending.context["figure"] == "p"  # round 2: the warrior's turn is lost
    assert [e["figure"] for e in (x.data for x in g.log.of_kind("skip"))] == ["w"]


def test_hero_miss_3_hurts_itself_1d10():
    g = hero_critical_miss(3, d10=[10, 5])
    assert fact(g, "w", "damage") == 5 and fact(g, "w", "damage_dealt") == 0


def test_hero_miss_4_loses_1d20_xp():
    g = hero_critical_miss(4, d20=[9])
    assert fact(g, "w", "xp") == -9


def test_hero_miss_5_panics_and_flees():
    g = hero_critical_miss(5)
    assert fact(g, "w", "state") == "fled"


def test_a_negative_result_is_written_with_a_true_minus_as_its_sum_is():
    """"attack 20 (aggressive) − d10 10 … − defence 40 = −30": the sum's minus signs and the result's alike (the
    result was "-30", a hyphen beside the minus signs before it)."""
    g = hero_critical_miss(6)
    (attack,) = [e.text for e in g.log.of_kind("attack")]
    assert attack.endswith("− defence 40 = −30: critical miss.")


def test_hero_miss_6_nothing():
    g = hero_critical_miss(6)
    assert fact(g, "w", "state") == "fighting" and fact(g, "w", "damage") == 0 and fact(g, "w", "weapon") == "sword"


# --- a monster's critical hit ------------------------------------------------------------------------------
def test_monster_hit_1_nothing_more():
    g = monster_critical_hit(1)
    assert critical(g)["table"] == "monster_hit"
    assert fact(g, "w", "damage") == 38 and fact(g, "w", "skip") == 0


def test_monster_hit_2_the_character_does_not_act():
    g = monster_critical_hit(2)
    assert [e.data["figure"] for e in g.log.of_kind("skip")] == ["w"]
    assert g.pending.context["figure"] == "p"  # the warrior's turn this round is lost


def test_monster_hit_3_deals_1d10_more():
    g = monster_critical_hit(3, d10=[10, 4])
    assert fact(g, "w", "damage") == 42


def test_monster_hit_4_attacks_again():
    g = monster_critical_hit(4, d10=[10, 1])
    give(g, "targets", "w")
    assert fact(g, "w", "damage") == 38 + 29


def test_monster_hit_5_the_character_panics_and_flees():
    g = monster_critical_hit(5)
    assert fact(g, "w", "state") == "fled"


@pytest.mark.parametrize(("accept", "state"), [(True, "surrendered"), (False, "fighting")])
def test_monster_hit_6_a_speaking_monster_offers_surrender(accept, state):
    g = monster_critical_hit(6)
    assert g.pending.kind == "surrender" and g.pending.player == "heroes"
    give(g, "surrender", accept)
    assert fact(g, "w", "state") == state


def test_monster_hit_6_a_mute_monster_offers_nothing():
    g = monster_critical_hit(6, profile="rat")
    assert g.pending.kind == "action" and fact(g, "w", "state") == "fighting"


# --- a monster's critical miss -----------------------------------------------------------------------------
def test_monster_miss_1_nothing():
    g = monster_critical_miss(1)
    assert critical(g)["table"] == "monster_miss"
    assert fact(g, "gob", "damage") == 0 and fact(g, "gob", "weapon") == "club"


def test_monster_miss_2_the_weapon_breaks():
    g = monster_critical_miss(2)
    assert fact(g, "gob", "weapon") == ""


def test_monster_miss_2_claws_do_not_break():
    g = game([piece("w", "warrior", (1, 0), defence=STRONG), piece("p", "priest", (5, 5))],
             [piece("rat", "rat", (0, 0), attack={"defensive": 0, "normal": 0, "aggressive": 0})],
             dice={"d10": [10], "d6": [2]})
    act(g, "rat", "attack", ("targets", "w"))
    assert critical(g)["effect"] == "weapon_breaks" and fact(g, "rat", "weapon") == "claws"


def test_monster_miss_3_skips_the_next_turn():
    g = monster_critical_miss(3)
    assert fact(g, "gob", "skip") == 1


def test_monster_miss_4_hurts_itself_1d10():
    g = monster_critical_miss(4, d10=[10, 6])
    assert fact(g, "gob", "damage") == 6


def test_monster_miss_5_decides_to_flee():
    g = monster_critical_miss(5)
    assert fact(g, "gob", "state") == "fled"
    assert g.over and g.result.winner == "heroes"


def test_monster_miss_6_a_speaking_monster_surrenders():
    g = monster_critical_miss(6)
    assert fact(g, "gob", "state") == "surrendered"


def test_monster_miss_6_a_mute_monster_does_not():
    g = monster_critical_miss(6, profile="rat")
    assert fact(g, "gob", "state") == "fighting"
