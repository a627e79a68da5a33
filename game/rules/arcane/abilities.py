"""Active abilities (rule 3): pay X, take the target, and apply the effects; an ability that flips turns the top
arcane card face up (X in its text is the card's value, the Catastrophe meets its Catastrophe text), then every
card goes back and the deck is shuffled."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.arcane.bluff import resolve
from game.rules.arcane.characters import Ability
from game.rules.arcane.effects import Use, run_effects
from game.rules.arcane.labels import arcane_label
from game.rules.arcane.record import record_of
from game.rules.ruleset import SubFlow
from game.rules.state import Figure

if TYPE_CHECKING:
    from game.rules.game import Game


def active_flow(game: Game, user: Figure, ability: Ability, target: Figure | None) -> SubFlow[None]:
    use = Use(user, target, ability.name)
    if not ability.flip:
        yield from run_effects(game, use, ability.effects, 0)
        return
    record = record_of(game.state)
    card = game.rng.shuffled("arcane", record.decks.arcane, drawn=1)[0]
    record.flipped = card.name
    game.emit("flip", f"{user.name} flips the top arcane card: {arcane_label(card.name)}.", figure=user.id,
              ability=ability.id, card=card.name)
    yield from resolve(game, ability, use, card)
    record.flipped = None
    game.emit("shuffle", "The flipped card goes back and the arcane deck is shuffled.", deck="arcane")
