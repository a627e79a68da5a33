"""Exact odds (Fractions) against a brute-force count of every roll, and the odds of real decisions."""

import itertools
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from game.board.terrain import Kind
from game.rules.clix.odds import heal_table, strike_table
from tests.board.mapkit import rect
from tests.clix.kit import fig, game, step

DICE = list(itertools.product(range(1, 7), repeat=2))


def brute_attack(attack, bonus, defence, damage):
    """Clicks dealt → chance, by counting all 36 rolls with the seed's words."""
    out = {}
    for a, b in DICE:
        if a == b == 6:
            dealt = damage + 1
        elif a == b == 1:
            dealt = 0
        else:
            dealt = damage if a + b + attack + bonus >= defence else 0
        out[dealt] = out.get(dealt, 0) + Fraction(1, 36)
    return out


@given(st.integers(0, 14), st.integers(0, 1), st.integers(8, 22), st.integers(1, 4))
def test_strike_tables_match_a_count_of_every_roll(attack, bonus, defence, damage):
    assert dict(strike_table(defence - attack - bonus, damage)) == brute_attack(attack, bonus, defence, damage)


@given(st.integers(0, 12), st.integers(10, 20), st.integers(1, 6))
def test_heal_tables_match_a_count_of_every_roll(attack, defence, wounds):
    out = {}
    for a, b, d in itertools.product(range(1, 7), repeat=3):
        roll = a + b
        ok = roll == 12 or roll + attack >= defence
        healed = min(wounds, max(1, d - 2) + (roll == 12)) if ok else 0
        out[healed] = out.get(healed, 0) + Fraction(1, 216)
    assert dict(heal_table(attack, defence, wounds)) == out


def odds_of(g, answer):
    return g.ruleset.odds(g, g.pending, answer)


def test_the_odds_of_a_ranged_attack_include_the_line_of_fire_modifier():
    g = game([fig("a", "guard_crossbow", 4, 12, 0)], [fig("x", "orc_raider", 11, 12, 180)],
             (Kind.HINDERING, rect(6.5, 10, 2, 4), "Copse"))
    step(g, figure="a", action="ranged")
    odds = odds_of(g, "x")
    target, risk = odds.lines
    assert dict(target.outcomes) == brute_attack(8, 0, 16, 2)
    assert "hindering +1" in target.summary
    assert risk.outcomes[1] == Fraction(1, 36)


def test_the_odds_of_several_targets_deal_1_each():
    g = game([fig("m", "war_mage", 4, 12, 0)], [fig("x", "orc_raider", 10, 10, 180), fig("y", "orc_archer", 10, 14)])
    step(g, figure="m", action="ranged")
    x, y, _risk = odds_of(g, ["x", "y"]).lines
    assert dict(x.outcomes) == brute_attack(9, 0, 15, 1) and dict(y.outcomes) == brute_attack(9, 0, 14, 1)
    single = odds_of(g, ["x"]).lines[0]
    assert dict(single.outcomes) == brute_attack(9, 0, 15, 2)


def test_the_odds_of_close_combat_include_the_rear_arc():
    g = game([fig("a", "guard_swordsman", 10, 12, 0)], [fig("x", "orc_raider", 11.5, 12, 0)])
    step(g, figure="a", action="close")
    assert dict(odds_of(g, "x").lines[0].outcomes) == brute_attack(9, 1, 15, 2)


def test_the_odds_of_close_combat_up_a_hill_include_the_height():
    g = game([fig("a", "guard_swordsman", 10, 12, 0)], [fig("x", "orc_raider", 11.5, 12, 180)],
             (Kind.ELEVATED, rect(11, 6, 6, 12), "Hill"))
    step(g, figure="a", action="close")
    (line, _risk) = odds_of(g, "x").lines
    assert dict(line.outcomes) == brute_attack(9, 0, 16, 2) and "height +1" in line.summary


def test_the_odds_of_healing_are_capped_by_the_wounds():
    g = game([fig("p", "battle_priest", 10, 12, 0), fig("s", "guard_swordsman", 11.5, 12, 180, wounded=1)],
             [fig("x", "orc_raider", 20, 12)])
    step(g, figure="p", action="heal")
    (line,) = odds_of(g, "s").lines
    assert set(line.outcomes) == {0, 1} and sum(line.outcomes.values()) == 1


def test_the_odds_of_a_move_out_of_contact_are_the_breakaway():
    g = game([fig("a", "guard_swordsman", 10, 12, 0)], [fig("x", "orc_raider", 11.5, 12, 180)])
    (line,) = odds_of(g, {"figure": "a", "action": "move"}).lines
    assert line.outcomes[True] == Fraction(1, 2)


def test_an_illegal_answer_has_no_odds():
    g = game([fig("a", "guard_crossbow", 4, 12, 0)], [fig("x", "orc_raider", 11, 12, 180)])
    step(g, figure="a", action="ranged")
    assert odds_of(g, "a") is None
