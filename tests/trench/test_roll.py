"""Seed 002, rule 3: the success roll — ±DICE, keep the two highest or lowest, pairs cancel, the table."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules.dice import Randomness
from game.rules.trench.roll import (
    CRITICAL,
    DOWN,
    FAILURE,
    INJURY_TABLE,
    MINOR,
    NO_EFFECT,
    OUT,
    SUCCESS,
    SUCCESS_TABLE,
    Modifier,
    Pool,
    keep_two,
    outcomes,
    roll,
    totals,
)


def forced(*dice: int) -> Randomness:
    return Randomness(0, {"d6": list(dice)})


def brute_force(plus: int, minus: int) -> dict[str, Fraction]:
    """Every ordered roll of the pool the seed describes, kept and read on the table by hand."""
    net = plus - minus
    count = 2 + abs(net)
    found: Counter[str] = Counter()
    for dice in itertools.product(range(1, 7), repeat=count):
        ordered = sorted(dice)
        kept = ordered[:2] if net < 0 else ordered[-2:]
        total = sum(kept)
        found[FAILURE if total <= 6 else SUCCESS if total <= 11 else CRITICAL] += 1
    return {k: Fraction(v, 6**count) for k, v in found.items()}


@pytest.mark.parametrize("net", range(-3, 4))
def test_exact_odds_from_minus_3_to_plus_3_dice_match_every_outcome(net):
    mods = [Modifier("test", net)] if net else []
    found = outcomes(mods)
    expected = brute_force(max(net, 0), max(-net, 0))
    assert {k: v for k, v in found.items() if v} == expected
    assert sum(found.values()) == 1


@pytest.mark.parametrize("net", range(-3, 4))
def test_exact_totals_match_every_outcome(net):
    count = 2 + abs(net)
    found: Counter[int] = Counter()
    for dice in itertools.product(range(1, 7), repeat=count):
        found[sum(keep_two(dice, net))] += 1
    assert totals(net) == {t: Fraction(c, 6**count) for t, c in found.items()}


def test_two_dice_without_modifiers():
    done = roll(forced(3, 4), [])
    assert (done.dice, done.kept, done.total, done.outcome) == ((3, 4), (3, 4), 7, SUCCESS)


def test_plus_1_dice_rolls_three_and_keeps_the_two_highest():
    done = roll(forced(1, 6, 5), [Modifier("aim", 1)])
    assert (done.dice, done.kept, done.total, done.outcome) == ((1, 6, 5), (5, 6), 11, SUCCESS)


def test_plus_2_dice_rolls_four_and_keeps_the_two_highest():
    done = roll(forced(2, 6, 1, 6), [Modifier("aim", 1), Modifier("height", 1)])
    assert (done.dice, done.kept, done.outcome) == ((2, 6, 1, 6), (6, 6), CRITICAL)


def test_minus_1_dice_rolls_three_and_keeps_the_two_lowest():
    done = roll(forced(6, 6, 1), [Modifier("cover", -1)])
    assert (done.kept, done.total, done.outcome) == ((1, 6), 7, SUCCESS)


def test_minus_2_dice_rolls_four_and_keeps_the_two_lowest():
    done = roll(forced(6, 5, 3, 6), [Modifier("cover", -1), Modifier("long range", -1)])
    assert (done.dice, done.kept, done.total, done.outcome) == ((6, 5, 3, 6), (3, 5), 8, SUCCESS)


def test_plus_2_and_minus_1_cancel_to_plus_1():
    mods = [Modifier("skill", 2), Modifier("cover", -1)]
    pool = Pool.of(mods)
    assert (pool.plus, pool.minus, pool.net, pool.count, pool.keeps) == (2, 1, 1, 3, "highest")
    done = roll(forced(1, 2, 6, 6), mods)
    assert done.dice == (1, 2, 6) and done.kept == (2, 6)  # three dice, the fourth forced die is left


def test_plus_1_and_minus_2_cancel_to_minus_1_and_keep_the_lowest():
    done = roll(forced(6, 2, 5), [Modifier("skill", 1), Modifier("cover", -1), Modifier("Down", -1)])
    assert done.kept == (2, 5) and done.outcome == SUCCESS


def test_equal_plus_and_minus_cancel_to_two_dice():
    done = roll(forced(6, 6, 1, 1), [Modifier("skill", 1), Modifier("cover", -1)])
    assert done.dice == (6, 6) and done.outcome == CRITICAL


@pytest.mark.parametrize(("total", "outcome"), [(2, FAILURE), (6, FAILURE), (7, SUCCESS), (11, SUCCESS),
                                                (12, CRITICAL), (13, CRITICAL)])
def test_the_success_table(total, outcome):
    assert SUCCESS_TABLE.outcome(total) == outcome


def test_flat_modifiers_apply_after_the_keep():
    done = roll(forced(6, 5, 1), [Modifier("scope", 1, 1)])
    assert (done.kept, done.flat, done.total, done.outcome) == ((5, 6), 1, 12, CRITICAL)


@pytest.mark.parametrize(("total", "outcome"), [(-1, NO_EFFECT), (1, NO_EFFECT), (2, MINOR), (6, MINOR), (7, DOWN),
                                                (8, DOWN), (9, OUT), (14, OUT)])
def test_the_injury_table(total, outcome):
    assert INJURY_TABLE.outcome(total) == outcome


def test_armour_and_shield_cap_at_minus_3_but_bonuses_still_add():
    mods = [Modifier("machine armour", 0, -3), Modifier("trench shield", 0, -1), Modifier("club", 0, 1)]
    assert INJURY_TABLE.flat(mods) == -2  # -4 capped to -3, then +1
    assert SUCCESS_TABLE.flat(mods) == -3  # no cap on other tables


pools = st.lists(st.integers(-3, 3).filter(bool), max_size=6).map(lambda ds: [Modifier(f"m{i}", d)
                                                                             for i, d in enumerate(ds)])


@given(n=st.integers(0, 4), mods=pools)
def test_plus_n_and_minus_n_cancel_exactly(n, mods):
    both = [*mods, *(Modifier(f"plus{i}", 1) for i in range(n)), *(Modifier(f"minus{i}", -1) for i in range(n))]
    assert Pool.of(both).net == Pool.of(mods).net
    assert outcomes(both) == outcomes(mods)


@given(mods=pools, dice=st.lists(st.integers(1, 6), min_size=20, max_size=20))
def test_a_roll_keeps_two_of_its_dice_and_totals_between_2_and_12(mods, dice):
    done = roll(Randomness(0, {"d6": dice}), mods)
    pool = Pool.of(mods)
    assert len(done.dice) == pool.count == 2 + abs(pool.net)
    assert 2 <= done.total <= 12
    assert not (Counter(done.kept) - Counter(done.dice))
    rest = sorted((Counter(done.dice) - Counter(done.kept)).elements())
    if pool.net > 0:
        assert all(d <= min(done.kept) for d in rest)
    elif pool.net < 0:
        assert all(d >= max(done.kept) for d in rest)


@given(net=st.integers(-4, 4))
def test_more_dice_never_hurt_and_fewer_never_help(net):
    better, worse = outcomes([Modifier("x", net + 1)]), outcomes([Modifier("x", net)])
    assert better[FAILURE] <= worse[FAILURE] and better[CRITICAL] >= worse[CRITICAL]
