"""One seeded source of randomness, whose next results can be forced."""

import random

import pytest

from game.rules.dice import ForcedResultError, Randomness


def test_same_seed_same_rolls():
    assert Randomness(5).roll(20) == Randomness(5).roll(20)
    assert Randomness(5).roll(20) != Randomness(6).roll(20)


def test_forced_results_come_first_then_the_seeded_generator_continues_untouched():
    forced = Randomness(11, {"d6": [6, 6]})
    plain = Randomness(11)
    assert forced.roll(2) == [6, 6]
    assert forced.roll(5) == plain.roll(5)
    assert forced.forced_left() == {}


def test_forced_results_are_per_die_size():
    r = Randomness(1, {"d20": [20], "d6": [1]})
    assert r.die(6) == 1 and r.die(20) == 20
    expected = random.Random(1)
    assert r.die(6) == expected.randint(1, 6)


def test_a_forced_result_must_fit_the_die():
    with pytest.raises(ForcedResultError, match="not a result of a d6"):
        Randomness(1, {"d6": [7]})


def test_forced_cards_go_on_top_of_a_shuffle():
    r = Randomness(3, {"deck": ["c", "a"]})
    cards = list("abcdefg")
    shuffled = r.shuffled("deck", cards)
    assert shuffled[:2] == ["c", "a"] and sorted(shuffled) == cards
    assert r.forced_left() == {}


def test_a_shuffle_takes_no_more_forced_cards_than_are_drawn_from_it():
    """Two draws of two cards forced "a b" then "c d": the first shuffle took all four, and the second drew at
    random."""
    r = Randomness(3, {"deck": ["a", "b", "c", "d"]})
    cards = list("abcdefg")
    assert r.shuffled("deck", cards, drawn=2)[:2] == ["a", "b"]
    assert r.shuffled("deck", cards, drawn=2)[:2] == ["c", "d"]
    assert r.forced_left() == {}


def test_a_forced_card_that_is_not_in_the_deck_is_an_error():
    with pytest.raises(ForcedResultError, match="no card 'z'"):
        Randomness(3, {"deck": ["z"]}).shuffled("deck", list("abc"))
