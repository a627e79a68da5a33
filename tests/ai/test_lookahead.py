"""The look-ahead keeps the greedy AI's best unless its sampled futures vouch for another."""

import math

from game.ai.lookahead import t_quantile, trusted_best


def test_a_candidate_that_does_better_in_every_future_is_taken():
    rounds = [[10.0, 14.0, 9.0], [3.0, 8.0, 2.0], [20.0, 23.0, 21.0]]
    assert trusted_best(rounds) == 1


def test_a_better_mean_that_the_dice_explain_is_not_taken():
    # The second candidate's mean is higher, but one lucky future makes it so: the greedy AI's best stays.
    rounds = [[10.0, 4.0], [10.0, 9.0], [10.0, 40.0]]
    assert trusted_best(rounds) == 0


def test_one_future_vouches_for_nothing():
    assert trusted_best([[1.0, 50.0, 3.0]]) == 0


def test_of_two_vouched_for_the_larger_gain_wins():
    rounds = [[0.0, 2.0, 5.0], [0.0, 2.5, 5.5], [0.0, 1.5, 4.5]]
    assert trusted_best(rounds) == 2


def test_a_future_that_could_not_be_played_is_never_preferred():
    rounds = [[1.0, -math.inf, 2.0], [1.0, -math.inf, 2.5], [1.0, -math.inf, 2.2]]
    assert trusted_best(rounds) == 2
    assert trusted_best([[-math.inf, 0.0], [-math.inf, 1.0]]) == 1


def test_the_fewer_the_futures_the_larger_the_gain_must_be():
    """The same steady gain, in standard errors, vouches with many futures and not with three: the dice of a few
    futures would otherwise have the greedy AI's next-best taken over its best at about every third decision."""
    few = [[0.0, 1.0], [0.0, 3.0], [0.0, 0.5]]  # a gain of 1.5: two standard errors (of 0.76)
    assert trusted_best(few) == 0
    many = few * 4  # the same gains four times over: the same mean, under half the standard error
    assert trusted_best(many) == 1


def test_the_t_quantile_is_students():
    assert [round(t_quantile(df), 1) for df in (4, 9, 29)] == [2.7, 2.3, 2.0]  # tables: 2.78, 2.26, 2.05


def test_a_steady_gain_below_the_margin_is_not_taken():
    """A gain the same in every future is a rating's, not the dice's: a ruleset's margin says how much it must be."""
    rounds = [[0.0, 1.0, 3.0], [0.0, 1.0, 3.0], [0.0, 1.0, 3.0]]
    assert trusted_best(rounds) == 2
    assert trusted_best(rounds, margin=2.0) == 2
    assert trusted_best([[0.0, 1.0], [0.0, 1.0]]) == 1  # a steady gain of 1 is taken without a margin
    assert trusted_best([[0.0, 1.0], [0.0, 1.0]], margin=2.0) == 0
