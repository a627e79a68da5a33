"""Exact chances from one player's view: what a combat card deals and takes, what an arcane draw may hold, and
whether a declared card can be in the active player's hand. The window shows them; the AI plays by them.

Hidden cards are reasoned about only through ``game.view(player)``: a card not in the player's hand and not
shown is equally likely to be any of the deck's cards the player cannot see. For a combat card the opponent's
pick is taken as any card of their hand alike, so each unseen card weighs as many times as it is unseen.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from fractions import Fraction
from math import comb
from typing import TYPE_CHECKING, Any

from game.rules.arcane.characters import Ability
from game.rules.arcane.melee import as_played, critical_bonus, hand_size, hit
from game.rules.arcane.record import record_of
from game.rules.arcane.wounds import modified
from game.rules.odds import Distribution, Odds, OddsLine
from game.rules.state import Figure, GameState
from game.words import counted

if TYPE_CHECKING:
    from game.rules.game import Game


def unseen(deck: dict[str, int], *seen: list[str]) -> Counter:
    """The deck's cards less those seen (a player's hand, cards shown face up)."""
    pool = Counter(deck)
    for cards in seen:
        pool.subtract(cards)
    return +pool


def best_damage(state: GameState, dealer: Figure, taker: Figure, base: int | None, types: tuple[str, ...]) -> int:
    """The most damage a card can deal with the damage type its player picks."""
    return max(modified(state, dealer, taker, base, t, "melee").total for t in (types or (None,)))


def exchange(state: GameState, me: Figure, other: Figure, attacking: bool, hand: list[str], mine: str,
             theirs: str) -> tuple[int, int]:
    """(dealt, taken) when ``me`` plays ``mine`` (with every duplicate in ``hand`` as a critical) against
    ``theirs`` (without criticals)."""
    my_card, their_card = as_played(state, me, mine), as_played(state, other, theirs)
    my_hit = hit(state, me, my_card, other, theirs, attacking)
    base = my_hit.value
    if base is not None:
        base += critical_bonus(state, me, my_card, theirs, hand.count(mine) - 1)
    their_hit = hit(state, other, their_card, me, mine, not attacking)
    return (best_damage(state, me, other, base, my_card.types),
            best_damage(state, other, me, their_hit.value, their_card.types))


def melee_outcomes(game: Game, player: str, card: str) -> Distribution:
    """(dealt, taken) for ``card`` against every card the opponent may hold, from ``player``'s view."""
    seen = game.view(player)
    clash = seen["melee"]
    state = game.state
    attacking = state.figures[clash["attacker"]].side == player
    me = state.figures[clash["attacker" if attacking else "defender"]]
    other = state.figures[clash["defender" if attacking else "attacker"]]
    hand = clash["hands"][player]
    pool = unseen(seen["combat_deck"], hand)
    return Distribution.of((exchange(state, me, other, attacking, hand, card, theirs), n)
                           for theirs, n in pool.items())


def melee_odds(game: Game, player: str, card: str) -> Odds:
    outcomes = melee_outcomes(game, player, card)
    dealt, taken = outcomes.map(lambda o: o[0]), outcomes.map(lambda o: o[1])
    name = record_of(game.state).decks.combat_cards[card].name
    return Odds(f"{name}: damage against the card the opponent plays", (
        OddsLine("you deal", dealt, f"expected {float(dealt.mean()):.2f}"),
        OddsLine("you take", taken, f"expected {float(taken.mean()):.2f}"),
    ), ("the opponent's card is taken as any card you do not hold, alike",
        "your duplicates count as criticals; the opponent's are not counted"))


#: The most outcomes a line of the forecast has, the highest merged: nine amounts of damage dealt went uncharted,
#: and the one chart on the card, of the damage taken, read as the damage dealt.
BARS = 8


def at_most(amounts: Distribution, most: int) -> Distribution:
    """Amounts of damage, the highest merged into "N+" where there are more than ``most``, lowest first."""
    values = sorted(amounts)
    if len(values) <= most:
        return Distribution({v: amounts[v] for v in values})
    top = values[most - 1]
    kept: dict[Any, Fraction] = {v: amounts[v] for v in values[:most - 1]}
    kept[f"{top}+"] = sum((amounts[v] for v in values[most - 1:]), Fraction(0))
    return Distribution(kept)


def hands(deck: Counter, size: int) -> Iterator[tuple[Counter, int]]:
    """Every hand of ``size`` cards drawn from ``deck`` (card → copies), with the number of draws that give it."""
    kinds = sorted(deck)

    def deal(i: int, left: int) -> Iterator[tuple[Counter, int]]:
        if left == 0:
            yield Counter(), 1
            return
        if i == len(kinds):
            return
        for k in range(min(deck[kinds[i]], left) + 1):
            for rest, ways in deal(i + 1, left - k):
                hand = rest.copy()
                if k:
                    hand[kinds[i]] = k
                yield hand, ways * comb(deck[kinds[i]], k)

    return deal(0, size)


def melee_forecast(game: Game, player: str, attacker: Figure, defender: Figure) -> Odds:
    """Before the cards are drawn: what the attacker deals and takes over every hand it may draw, playing the card
    that is best on average (dealt less taken) against the card the defender plays, any of the rest alike (a card
    at random from a random hand is any card of the deck left). Exact: the deck is known, nothing is drawn."""
    state = game.state
    deck = Counter(game.view(player)["combat_deck"])
    size = min(hand_size(attacker, True), sum(deck.values()) - 1)
    cache: dict[tuple[str, str, int], tuple[int, int]] = {}

    def clash(mine: str, theirs: str, copies: int) -> tuple[int, int]:
        key = (mine, theirs, copies)
        if key not in cache:
            cache[key] = exchange(state, attacker, defender, True, [mine] * copies, mine, theirs)
        return cache[key]

    weighted: list[tuple[tuple[int, int], Fraction]] = []
    for hand, ways in hands(deck, size):
        rest = deck - hand
        left = sum(rest.values())

        def worth(card: str, hand: Counter = hand, rest: Counter = rest) -> int:
            """The card's dealt less taken, summed over the cards the defender may play."""
            total = 0
            for theirs, n in rest.items():
                dealt, taken = clash(card, theirs, hand[card])
                total += n * (dealt - taken)
            return total

        best = max(sorted(hand), key=worth)
        weighted += [(clash(best, t, hand[best]), Fraction(ways * n, left)) for t, n in rest.items()]
    outcomes = Distribution.of(weighted)
    dealt, taken = outcomes.map(lambda o: o[0]), outcomes.map(lambda o: o[1])
    return Odds(f"Melee Attack on {defender.name}: before the cards are drawn", (
        OddsLine("you deal", at_most(dealt, BARS), f"expected {float(dealt.mean()):.2f}"),
        OddsLine("you take", at_most(taken, BARS), f"expected {float(taken.mean()):.2f}"),
    ), (f"you draw {counted(size, 'combat card')} and play the best of them on average",
        "the defender's card is taken as any card of the deck, alike; its duplicates are not counted"))


def best_fitting(deck: dict[str, int], ability: Ability, drawn: int, known: Counter | None = None) -> Distribution:
    """The value of the best card meeting ``ability``'s requirement among ``drawn`` cards (0: none), drawing from
    ``deck`` less the ``known`` cards."""
    pool = Counter(deck)
    pool.subtract(known or Counter())
    pool = +pool
    total = sum(pool.values())
    drawn = min(drawn, total)
    fitting: Counter[int] = Counter()
    for name, n in pool.items():
        colour, _, value = name.partition("-")
        if value and ability.fits(colour, int(value)):
            fitting[int(value)] += n
    values = sorted(fitting)
    out: list[tuple[int, Fraction]] = []
    higher = 0
    none_above = Fraction(1)
    for v in reversed(values):
        higher += fitting[v]
        none_at_or_above = Fraction(comb(total - higher, drawn), comb(total, drawn))
        out.append((v, none_above - none_at_or_above))
        none_above = none_at_or_above
    out.append((0, none_above))
    return Distribution.of((v, p) for v, p in out if p)


def draw_odds(deck: dict[str, int], ability: Ability, drawn: int) -> Odds:
    best = best_fitting(deck, ability, drawn)
    hit_chance = best.chance(lambda v: v > 0)
    return Odds(f"{ability.name}: drawing {counted(drawn, 'arcane card')}", (
        OddsLine("best fitting card (0: none)", best,
                 f"{float(hit_chance) * 100:.1f} % to draw one"),), ("a bluff can still succeed without one",))


def holds_chance(seen: dict[str, Any], player: str, declared: str) -> Fraction:
    """From the resisting ``player``'s view: the chance that the declared card was among the cards the active
    player held when laying (their hand and the laid card), given every card ``player`` has seen."""
    play = seen["arcane"]
    active = play["active"]
    mine = play["hands"][player]
    pool = unseen(seen["arcane_deck"], mine, play["shown"])
    total = sum(pool.values())
    held = play["hands"][active] + 1
    copies = pool.get(declared, 0)
    if copies == 0 or total == 0:
        return Fraction(0)
    held = min(held, total)
    return 1 - Fraction(comb(total - copies, held), comb(total, held))


def call_odds(seen: dict[str, Any], player: str, declared: str) -> Odds:
    p = holds_chance(seen, player, declared)
    outcomes = Distribution({k: v for k, v in (("they hold it", p), ("they do not hold it", 1 - p)) if v})
    return Odds("Could they hold the declared card?", (OddsLine(
        "the declared card among the cards they held", outcomes, f"{float(p) * 100:.1f} %"),),
        ("from the cards you hold and the cards shown",))
