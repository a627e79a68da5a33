"""Melee with the combat deck (rules 5-9).

Both players draw (Melee cards, the attacker 2 more, at least 1), pick one card each in secret and reveal them
together. Each reads on its own card the damage it deals against the other's card; a defender whose melee range
does not reach the attacker deals ∅. Criticals: a player holding duplicates of the card played may add them
face down, each adding its own value before any other modifier. Each player picks one of the card's damage
types; static modifiers of that type apply; ∅ ignores them. Wounds are filled together. In the End Step the
signature moves played take their effects, a counter (*) lets its player riposte, and every card goes back.

A signature move upgrades one base card: a character that plays that card plays its signature move instead
(option ``signature_moves``), with the move's own row, types and End Step; the opponent reads its row against
the base card. The counter mark * is a riposte: the countering character may make one free melee attack at its
opponent, if it reaches it; a riposte's own counters riposte no further.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.arcane.cards import Hit
from game.rules.arcane.characters import Signature
from game.rules.arcane.effects import Use, run_effects
from game.rules.arcane.labels import combat_info, distinct
from game.rules.arcane.reach import in_sight, reaches
from game.rules.arcane.record import Clash, melee_stat, profile_of, record_of
from game.rules.arcane.wounds import Damage, modified, wound
from game.rules.decisions import Option, choose
from game.rules.ruleset import SubFlow
from game.rules.state import Figure, GameState
from game.words import counted, does, have

if TYPE_CHECKING:
    from game.rules.game import Game

RIPOSTE, NO = "riposte", "no"
BLANK = Hit(None)


@dataclass(frozen=True)
class Played:
    """A combat card as one character plays it: the base card or its signature move."""

    card: str  # the base card's id, which the opponent reads its row against
    name: str
    deals: dict[str, Hit]
    types: tuple[str, ...]
    signature: Signature | None


def as_played(state: GameState, figure: Figure, card_id: str) -> Played:
    signature = profile_of(state, figure).signature
    if signature is not None and signature.replaces == card_id and state.options.get("signature_moves", True):
        return Played(card_id, signature.name, signature.deals, signature.types, signature)
    card = record_of(state).decks.combat_cards[card_id]
    return Played(card_id, card.name, card.deals, card.types, None)


def hand_size(figure: Figure, attacking: bool) -> int:
    return max(1, melee_stat(figure) + (2 if attacking else 0))


def hit(state: GameState, figure: Figure, mine: Played, other: Figure, theirs: str, attacking: bool) -> Hit:
    """What ``figure``'s card deals against the other's card: ∅ for a defender whose range does not reach."""
    if not attacking and not reaches(state, figure, other):
        return BLANK
    return mine.deals[theirs]


def critical_bonus(state: GameState, figure: Figure, played: Played, theirs: str, added: int) -> int:
    """What ``added`` duplicates of the base card add: each its own value against the opponent's card."""
    value = record_of(state).decks.combat_cards[played.card].deals[theirs].value
    return added * (value or 0)


def melee_flow(game: Game, attacker: Figure, defender: Figure, riposte: bool = False) -> SubFlow[None]:
    state, record = game.state, record_of(game.state)
    decks = record.decks
    first = min(hand_size(attacker, True), len(decks.combat) - 1)
    second = min(hand_size(defender, False), len(decks.combat) - first)
    deck = game.rng.shuffled("combat", decks.combat, drawn=first + second)
    fighters = (attacker, defender)
    clash = record.melee = Clash(attacker.id, defender.id,
                                 {attacker.side: list(deck[:first]), defender.side: list(deck[first:first + second])})
    game.emit("melee", f"{attacker.name} {'ripostes at' if riposte else 'attacks'} {defender.name} in melee.",
              attacker=attacker.id, defender=defender.id, riposte=riposte)
    for fig in fighters:
        hand = clash.hands[fig.side]
        drew = does(state.side(fig.side).name, "draws", "draw")
        game.emit("combat_draw", f"{drew} {counted(len(hand), 'combat card')}.", side=fig.side, count=len(hand))
        game.emit("combat_hand", f"{fig.name}'s combat hand: {', '.join(decks.combat_cards[c].name for c in hand)}.",
                  visible_to=[fig.side], side=fig.side, cards=list(hand))
    for fig, other in (fighters, fighters[::-1]):
        options = []
        for card_id in distinct(clash.hands[fig.side]):
            playing = as_played(state, fig, card_id)
            base_name = decks.combat_cards[card_id].name
            label = playing.name if playing.signature is None else f"{playing.name} ({base_name})"
            options.append(Option(card_id, label, info=combat_info(decks.combat_cards[card_id])))
        clash.picks[fig.side] = yield choose(fig.side, "pick", f"{fig.name}: choose a combat card against {other.name}",
                                             options, secret=True, figure=fig.id, attacker=attacker.id,
                                             defender=defender.id)
        chooser = state.side(fig.side).name
        game.emit("picked", f"{chooser} {have(chooser)} chosen a card.", side=fig.side)
    clash.revealed = True
    played = {f.id: as_played(state, f, clash.picks[f.side]) for f in fighters}
    game.emit("combat_reveal", f"{attacker.name} plays {played[attacker.id].name}, {defender.name} plays "
              f"{played[defender.id].name}.", cards={f.id: clash.picks[f.side] for f in fighters},
              names={f.id: played[f.id].name for f in fighters})
    hits = {f.id: hit(state, f, played[f.id], o, clash.picks[o.side], f is attacker) for f, o in
            (fighters, fighters[::-1])}
    for fig in fighters:  # asked of every fighter whose card can hit, duplicates or none: that the question
        if hits[fig.id].value is None:  # came at all told the opponent that a duplicate was in hand
            continue
        dupes = clash.hands[fig.side].count(clash.picks[fig.side]) - 1
        options = [Option(k, "No critical" if k == 0 else f"Add {k} duplicate{'s' if k > 1 else ''}")
                   for k in range(dupes + 1)]
        ask = (f"add duplicates of {played[fig.id].name} face down as a critical hit?" if dupes else
               f"no duplicate of {played[fig.id].name} in hand to add as a critical hit")
        clash.criticals[fig.side] = yield choose(fig.side, "critical", f"{fig.name}: {ask}", options, secret=True,
                                                 figure=fig.id)
    clash.criticals_revealed = True
    damage: dict[str, Damage] = {}
    for fig, other in (fighters, fighters[::-1]):
        added = clash.criticals.get(fig.side, 0)
        if added:
            game.emit("critical", f"{fig.name} adds {added} duplicate{'s' if added > 1 else ''}: a critical hit.",
                      figure=fig.id, duplicates=added)
        base = hits[fig.id].value
        if base is not None:
            base += critical_bonus(state, fig, played[fig.id], clash.picks[other.side], added)
        damage_type = yield from _damage_type(game, fig, other, played[fig.id], base)
        damage[fig.id] = modified(state, fig, other, base, damage_type, "melee")
    for fig, other in (fighters, fighters[::-1]):
        wound(game, other, damage[fig.id], f"{fig.name}'s {played[fig.id].name}")
    yield from _end_step(game, clash, fighters, played, hits, riposte)


def _damage_type(game: Game, fig: Figure, other: Figure, played: Played, base: int | None) -> SubFlow[str | None]:
    """The damage type the player picks from the card's types (rule 7); none for ∅ or a card without types."""
    if base is None or not played.types:
        return None
    if len(played.types) == 1:
        return played.types[0]
    options = [Option(t, f"{t} ({modified(game.state, fig, other, base, t, 'melee').total} damage)")
               for t in played.types]
    return (yield choose(fig.side, "damage_type", f"{fig.name}: the damage type of {played.name}", options,
                         figure=fig.id))


def _end_step(game: Game, clash: Clash, fighters: tuple[Figure, Figure], played: dict[str, Played],
              hits: dict[str, Hit], riposte: bool) -> SubFlow[None]:
    state = game.state
    game.emit("end_step", "End Step.", attacker=clash.attacker, defender=clash.defender)
    for fig, other in (fighters, fighters[::-1]):
        signature = played[fig.id].signature
        if signature is not None and signature.end_step and not fig.eliminated:
            game.emit("signature", f"{fig.name}'s signature move {signature.name} takes effect.", figure=fig.id)
            yield from run_effects(game, Use(fig, other, signature.name), signature.end_step, 0)
    counter = None
    for fig, other in (fighters, fighters[::-1]):
        if counter or riposte or not hits[fig.id].counter or fig.eliminated or other.eliminated:
            continue
        if not (reaches(state, fig, other) and in_sight(state, fig, other)):
            continue
        answer = yield choose(fig.side, "riposte", f"{fig.name} countered {other.name}'s {played[other.id].name}: "
                              "riposte with a free melee attack?", [Option(RIPOSTE, "Riposte", "r"),
                                                                   Option(NO, "No", "n")], figure=fig.id)
        if answer == RIPOSTE:
            counter = (fig, other)
    record_of(state).melee = None
    game.emit("shuffle", "All combat cards are shuffled back into the deck.", deck="combat")
    if counter:
        yield from melee_flow(game, *counter, riposte=True)
