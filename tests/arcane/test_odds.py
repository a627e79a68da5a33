"""Exact chances from a player's view, checked against brute-force enumeration."""

import functools
import itertools
from collections import Counter
from fractions import Fraction

from game.rules.arcane.cards import bundled_decks
from game.rules.arcane.chances import BARS, at_most, best_fitting, exchange, holds_chance, melee_outcomes
from game.rules.arcane.characters import bundled_characters
from game.rules.odds import Distribution, Odds
from tests.arcane.kit import act, fig, make, say


def test_melee_outcomes_match_every_hand_the_opponent_could_hold():
    game = make({"red": [fig("a", "gutrot", 10, 10)], "blue": [fig("d", "shabaroon", 11.5, 10, melee=2)]},
                combat=["thrust", "thrust", "falling_swing", "low_guard"])
    act(game, "a", "melee", targets="d")
    state = game.state
    hand = state.rules.melee.hands["red"]
    pool = list(state.rules.decks.combat)
    for card in hand:
        pool.remove(card)
    a, d = state.figures["a"], state.figures["d"]
    for mine in set(hand):
        counts: Counter = Counter()
        for their_hand in itertools.combinations(range(len(pool)), 2):
            for i in their_hand:
                counts[exchange(state, a, d, True, hand, mine, pool[i])] += 1
        total = sum(counts.values())
        assert melee_outcomes(game, "red", mine) == {k: Fraction(v, total) for k, v in counts.items()}


def test_the_attackers_thrust_pair_counts_as_a_critical_in_its_odds():
    game = make({"red": [fig("a", "flintlock", 10, 10)], "blue": [fig("d", "fritz", 11.5, 10)]},
                combat=["thrust", "thrust", "high_guard", "low_guard"])
    act(game, "a", "melee", targets="d")
    outcomes = melee_outcomes(game, "red", "thrust")
    assert max(dealt for dealt, _ in outcomes) == 6  # Thrust against Thrust: 3, doubled by the duplicate
    odds = game.ruleset.odds(game, game.pending, "thrust")
    assert [line.label for line in odds.lines] == ["you deal", "you take"]
    assert odds.lines[0].outcomes == outcomes.map(lambda o: o[0])


def test_best_fitting_matches_every_draw():
    ability = bundled_characters()["fritz"].ability("spark_coil")  # pink or blue, 2 or more
    deck = [c.name for c in bundled_decks().arcane]
    for drawn in (1, 2, 3):
        counts: Counter = Counter()
        for hand in itertools.combinations(deck, drawn):
            values = [int(c.split("-")[1]) for c in hand if c != "catastrophe" and ability.fits(*_cv(c))]
            counts[max(values, default=0)] += 1
        total = sum(counts.values())
        assert best_fitting(Counter(deck), ability, drawn) == {k: Fraction(v, total) for k, v in counts.items()}


def _cv(card):
    colour, value = card.split("-")
    return colour, int(value)


def test_holds_chance_counts_the_cards_the_resisting_player_cannot_see():
    game = make({"red": [fig("f", "flintlock", 10, 10)], "blue": [fig("s", "shabaroon", 10, 16)]},
                arcane=["green-2", "blue-1", "blue-3", "catastrophe", "pink-1", "pink-2", "green-1", "blue-2"])
    act(game, "f", "shoot_musket", targets="s", lay="blue-1", declare="green-3")
    seen = game.view("blue")
    assert holds_chance(seen, "blue", "green-3") == Fraction(2, 15)  # 1 copy among 15 unseen, 2 cards held
    assert holds_chance(seen, "blue", "blue-3") == 0  # the resisting player holds the only blue 3
    assert holds_chance(seen, "blue", "green-2") == 1 - Fraction(12 * 11, 15 * 14)  # 3 copies, 2 cards held


def test_the_ruleset_offers_odds_for_picks_calls_and_arcane_draws():
    game = make({"red": [fig("f", "flintlock", 10, 10)], "blue": [fig("s", "shabaroon", 10, 16)]},
                arcane=["green-2", "blue-1", "blue-3", "catastrophe", "pink-1", "pink-2", "green-1", "blue-2"])
    draw = game.ruleset.odds(game, game.pending, {"figure": "f", "action": "shoot_musket"})
    assert isinstance(draw, Odds) and "drawing 3" in draw.title
    say(game, "action", {"figure": "f", "action": "shoot_musket"})
    assert "drawing 2" in game.ruleset.odds(game, game.pending, "s").title  # Shabaroon's Evade -1
    say(game, "targets", "s")
    say(game, "lay", "blue-1")
    say(game, "declare", "green-3")
    call = game.ruleset.odds(game, game.pending, "bluff")
    assert call.lines[0].outcomes["they hold it"] == Fraction(2, 15)
    assert game.ruleset.odds(game, game.pending, "ok") == call


def test_the_forecast_before_a_melee_matches_every_pair_of_hands_the_draw_could_give():
    """Before the cards are drawn, the Melee Attack's target shows what the attacker deals and takes: every
    attacker's hand from the 18-card deck, its best card on average against the rest, against every defender's
    hand of the rest and each card of it alike."""
    game = make({"red": [fig("a", "gutrot", 10, 10, melee=1)], "blue": [fig("d", "shabaroon", 11.5, 10, melee=2)]})
    say(game, "action", {"figure": "a", "action": "melee"})
    state = game.state
    a, d = state.figures["a"], state.figures["d"]
    deck = list(state.rules.decks.combat)
    assert len(deck) == 18

    @functools.cache
    def dealing(mine, theirs, copies):
        return exchange(state, a, d, True, [mine] * copies, mine, theirs)

    def deals(mine, theirs, hand):
        return dealing(mine, theirs, hand.count(mine))

    counts: Counter = Counter()
    for picked in itertools.combinations(range(18), 3):
        hand = [deck[i] for i in picked]
        rest = [deck[i] for i in range(18) if i not in picked]
        best = max(sorted(set(hand)), key=lambda c: sum(deals(c, t, hand)[0] - deals(c, t, hand)[1] for t in rest))
        for theirs in itertools.combinations(rest, 2):
            for card in theirs:
                counts[deals(best, card, hand)] += 1
    total = sum(counts.values())
    expected = {k: Fraction(v, total) for k, v in counts.items()}
    odds = game.ruleset.odds(game, game.pending, "d")
    assert odds is not None and odds.title.startswith("Melee Attack on ")
    dealt, taken = (line.outcomes for line in odds.lines)
    assert dealt == at_most(Distribution.of((k[0], p) for k, p in expected.items()), BARS)
    assert taken == at_most(Distribution.of((k[1], p) for k, p in expected.items()), BARS)
    assert len(dealt) <= BARS and len(taken) <= BARS  # both charted: the one chart, of damage taken, read as dealt
    assert "3 combat cards" in odds.notes[0]


def test_at_most_merges_the_highest_amounts_and_keeps_their_chance():
    amounts = Distribution.of((n, 1) for n in range(10))
    merged = at_most(amounts, 8)
    assert list(merged) == [0, 1, 2, 3, 4, 5, 6, "7+"] and merged["7+"] == Fraction(3, 10)
    assert at_most(amounts, 10) == amounts
