"""Arcane abilities (rule 4): the draws, one card laid face down with a declaration that may be a lie, the
resisting player's OK or Bluff, the replacement from the resisting hand after a caught lie (a Catastrophe
included), the free repeat after a truthful call, and the reshuffle.

Which card decides: after OK, the declaration (compared with the requirement; X is its value). After Bluff,
the card is shown: if it is what was declared, the declaration decides and the active player may repeat; if it
was a lie, the resisting player's replacement decides, or, without one, the shown card itself (a Catastrophe
laid and caught meets its Catastrophe text). A deciding Catastrophe replaces the effect with the ability's
Catastrophe text; a deciding card that does not meet the requirement does nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.arcane.cards import ArcaneCard
from game.rules.arcane.characters import Ability
from game.rules.arcane.effects import Use, run_effects
from game.rules.arcane.labels import arcane_info, arcane_label, distinct
from game.rules.arcane.record import ArcanePlay, arcane_stat, record_of, status
from game.rules.arcane.targeting import ability_targets
from game.rules.decisions import Option, choose
from game.rules.ruleset import SubFlow
from game.rules.state import Figure, GameState
from game.words import counted, does

if TYPE_CHECKING:
    from game.rules.game import Game

RESISTING_HAND = 6
OK, BLUFF, KEEP, STOP, AGAIN = "ok", "bluff", "keep", "stop", "again"


def resisting_side(state: GameState, user: Figure, target: Figure | None) -> str:
    """The enemy target's controller, else the first opponent to the active player's left (scenario order)."""
    if target is not None and not state.friends(user.id, target.id):
        return target.side
    sides = state.sides
    start = next(i for i, s in enumerate(sides) if s.id == user.side)
    team = state.side(user.side).team
    return next(sides[(start + k) % len(sides)].id for k in range(1, len(sides))
                if sides[(start + k) % len(sides)].team != team)


def draw_count(state: GameState, user: Figure, target: Figure | None) -> int:
    """Arcane plus an enemy target's Evade, at least 1 card (and never so many that the resisting player could
    not draw their 6)."""
    evade = target.stats["evade"] if target is not None and not state.friends(user.id, target.id) else 0
    decks = record_of(state).decks
    return min(max(1, arcane_stat(user) + evade), len(decks.arcane) - RESISTING_HAND)


def arcane_flow(game: Game, user: Figure, ability: Ability, target: Figure | None) -> SubFlow[None]:
    state, record = game.state, record_of(game.state)
    decks = record.decks
    resisting = resisting_side(state, user, target)
    count = draw_count(state, user, target)
    deck = game.rng.shuffled("arcane", decks.arcane, drawn=count + RESISTING_HAND)
    hands = {user.side: [c.name for c in deck[:count]], resisting: [c.name for c in deck[count:count + RESISTING_HAND]]}
    play = record.arcane = ArcanePlay(user.id, user.side, resisting, hands)
    status(user).cards_drawn = count
    if target is not None and target.side == resisting:
        status(target).cards_drawn = RESISTING_HAND
    for side, hand in hands.items():
        name = state.side(side).name
        game.emit("arcane_draw", f"{does(name, 'draws', 'draw')} {counted(len(hand), 'arcane card')}.", side=side,
                  count=len(hand))
        game.emit("arcane_hand", f"{name}'s arcane hand: {', '.join(map(arcane_label, hand))}.",
                  visible_to=[side], side=side, cards=list(hand))
    targeted = {target.id} if target is not None else set()
    while True:
        truthful = yield from _one_card(game, play, user, ability, target)
        hand = hands[user.side]
        if not truthful or user.eliminated or not hand:
            break
        again = [f for f in _repeat_targets(state, user, ability, target, resisting) if f.id not in targeted]
        if ability.target is not None and not again:
            break
        options = [Option(STOP, "Stop", "s")]
        if ability.target is None:
            options.append(Option(AGAIN, f"{ability.name} again, free", "a"))
        options += [Option(t.id, f"{ability.name} again at {t.name}, free") for t in again]
        answer = yield choose(user.side, "repeat", f"{user.name} told the truth: use {ability.name} again without"
                              " paying energy?", options, figure=user.id, action=ability.id)
        if answer == STOP:
            break
        target = None if answer == AGAIN else state.figures[answer]
        if target is not None:
            targeted.add(target.id)
        game.emit("repeat", f"{user.name} uses {ability.name} again" + (f" at {target.name}." if target else "."),
                  figure=user.id, ability=ability.id, target=target.id if target else None)
    record.arcane = None
    game.emit("shuffle", "All arcane cards are shuffled back into the deck.", deck="arcane")


def _repeat_targets(state: GameState, user: Figure, ability: Ability, target: Figure | None,
                    resisting: str) -> list[Figure]:
    """Targets the free repeat may take: legal ones, controlled by the same resisting player if the target was an
    enemy (seed 000: "then choose a new target"; the caller leaves out the models this chain has targeted)."""
    allowed, _ = ability_targets(state, user, ability)
    if target is not None and target.side == resisting:
        return [f for f in allowed if f.side == resisting]
    return allowed


def _one_card(game: Game, play: ArcanePlay, user: Figure, ability: Ability, target: Figure | None) -> SubFlow[bool]:
    """Lay, declare, call and resolve one card; returns whether a Bluff call met the truth."""
    state, decks = game.state, record_of(game.state).decks
    hand, theirs = play.hands[play.active], play.hands[play.resisting]
    aim = f" at {target.name}" if target is not None else ""
    needs = " or ".join(ability.requires) + (f" {ability.least}+" if ability.least > 1 else "")
    laid = yield choose(play.active, "lay", f"{user.name}, {ability.name}{aim} (needs {needs}): lay a card face down",
                        [Option(c, arcane_label(c), info=arcane_info(decks.arcane_card(c))) for c in distinct(hand)],
                        secret=True, figure=user.id, action=ability.id)
    play.laid = laid
    play.take(play.active, laid)  # out of the hand once laid: the hand beside the declaration listed it still
    declared = yield choose(play.active, "declare", f"{user.name}: declare the face-down card (you may lie)",
                            [Option(d.name, arcane_label(d.name), info=arcane_info(d)) for d in decks.declarations()],
                            secret=True, figure=user.id, action=ability.id, laid=laid)
    play.declared = declared
    game.emit("declare", f"{user.name} lays a card face down and declares {arcane_label(declared)}.",
              side=play.active, figure=user.id, ability=ability.id, declared=declared)
    resisting_name = state.side(play.resisting).name
    call = yield choose(play.resisting, "call", f"{resisting_name}: {user.name} declares {arcane_label(declared)} for "
                        f"{ability.name}{aim}. OK or Bluff?", [Option(OK, "OK", "o"), Option(BLUFF, "Bluff!", "b")],
                        secret=True, figure=user.id, action=ability.id, declared=declared)
    game.emit("call", f"{does(resisting_name, 'says', 'say')} {'OK.' if call == OK else 'Bluff!'}",
              side=play.resisting, call=call)
    truthful = False
    deciding = decks.arcane_card(declared)
    if call == BLUFF:
        play.revealed = True
        play.shown.append(laid)
        truthful = laid == declared
        game.emit("reveal", f"The face-down card is {arcane_label(laid)}: {user.name} "
                  f"{'told the truth' if truthful else 'lied'}.", card=laid, declared=declared, truthful=truthful)
        if not truthful:
            deciding = decks.arcane_card(laid)
            if theirs:
                options = [Option(KEEP, f"Leave the {arcane_label(laid)}", "k")]
                options += [Option(c, f"Replace it with {arcane_label(c)}", info=arcane_info(decks.arcane_card(c)))
                            for c in distinct(theirs)]
                replacement = yield choose(play.resisting, "replace", f"{resisting_name}: {user.name} lied. Replace "
                                           "the card with one of yours?", options, secret=True, figure=user.id,
                                           action=ability.id, card=laid)
                if replacement != KEEP:
                    play.take(play.resisting, replacement)
                    play.shown.append(replacement)
                    deciding = decks.arcane_card(replacement)
                    replaces = does(resisting_name, "replaces", "replace")
                    game.emit("replace", f"{replaces} it with {arcane_label(replacement)}.", side=play.resisting,
                              card=replacement)
    yield from resolve(game, ability, Use(user, target, ability.name), deciding)
    play.laid = play.declared = None
    play.revealed = False
    return truthful and call == BLUFF


def resolve(game: Game, ability: Ability, use: Use, card: ArcaneCard) -> SubFlow[None]:
    """The effect a deciding card gives: the Catastrophe text, the effect with X = its value, or nothing."""
    if card.catastrophe:
        game.emit("catastrophe", f"Catastrophe! {ability.name} goes wrong.", ability=ability.id, figure=use.user.id)
        yield from run_effects(game, use, ability.catastrophe, 0)
    elif ability.kind == "active" or ability.fits(card.colour, card.value):
        game.emit("effect", f"{ability.name} takes effect with X = {card.value}.", ability=ability.id,
                  figure=use.user.id, x=card.value, card=card.name)
        yield from run_effects(game, use, ability.effects, card.value)
    else:
        game.emit("no_effect", f"{arcane_label(card.name)} does not meet {ability.name}'s requirement: no effect.",
                  ability=ability.id, figure=use.user.id, card=card.name)
