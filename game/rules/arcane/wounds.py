"""Damage: static modifiers by damage type (rule 7), the blank ∅ that ignores them (rule 8), wounds and death.

A character whose wounds reach its Health is eliminated: its base leaves the table and the moonstones it
carried are dropped where it stood, at depth 0, for anyone to harvest.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.arcane.characters import Modifier
from game.rules.arcane.record import profile_of, record_of, status, stone_names
from game.rules.state import Figure, GameState
from game.words import signed

if TYPE_CHECKING:
    from game.rules.game import Game


@dataclass(frozen=True)
class Damage:
    """Damage about to be dealt: the base amount (None for ∅), then the modifiers that applied, by name."""

    base: int | None
    type: str | None
    modifiers: tuple[tuple[str, int], ...]

    @property
    def total(self) -> int:
        if self.base is None and not self.modifiers:
            return 0
        return max(0, (self.base or 0) + sum(amount for _, amount in self.modifiers))

    def describe(self) -> str:
        if self.base is None and not self.modifiers:
            return "∅ (no damage)"
        parts = ["∅" if self.base is None else str(self.base)]
        parts += [f"{signed(amount)} {name}" for name, amount in self.modifiers]
        kind = f" {self.type}" if self.type else ""  # "4 slicing damage", not "4 slicing"
        return f"{self.total}{kind} damage ({' '.join(parts)})" if self.modifiers else f"{self.total}{kind} damage"


def applies(modifier: Modifier, on: str, damage_type: str | None, source: str, blank: bool) -> bool:
    return (
        modifier.on == on
        and (modifier.type is None or modifier.type == damage_type)
        and modifier.source in ("any", source)
        and modifier.blank == blank  # one written for ∅ turns ∅ alone ("∅ dealt in melee deals 1")
    )


def modified(state: GameState, dealer: Figure | None, taker: Figure, base: int | None, damage_type: str | None,
             source: str) -> Damage:
    """``base`` damage of ``damage_type`` from ``source`` (melee or ability) with every static modifier that
    applies: the dealer's on damage dealt and the taker's on damage taken, together. ∅ ignores them all except
    those written for ∅ (``blank``), which modify ∅ alone."""
    blank = base is None
    found: list[tuple[str, int]] = []
    if dealer is not None:
        found += [(m.name, m.amount) for m in profile_of(state, dealer).modifiers
                  if applies(m, "dealt", damage_type, source, blank)]
    found += [(m.name, m.amount) for m in profile_of(state, taker).modifiers
              if applies(m, "taken", damage_type, source, blank)]
    return Damage(base, damage_type, tuple(found))


def wound(game: Game, figure: Figure, damage: Damage, why: str) -> None:
    """Fill ``figure``'s wound dots and eliminate it when they are all filled."""
    if figure.eliminated:
        return
    amount = damage.total
    st = status(figure)
    st.damage = min(figure.stats["health"], st.damage + amount)
    game.emit("damage", f"{figure.name} suffers {damage.describe()} from {why}.", figure=figure.id, amount=amount,
              base=damage.base, type=damage.type, modifiers=[list(m) for m in damage.modifiers], source=why,
              wounds=st.damage, health=figure.stats["health"])
    if st.damage >= figure.stats["health"]:
        eliminate(game, figure)


def heal(game: Game, figure: Figure, amount: int, why: str) -> None:
    st = status(figure)
    healed = min(amount, st.damage)
    st.damage -= healed
    game.emit("heal", f"{figure.name} heals {healed} wound{'s' if healed != 1 else ''} ({why}).", figure=figure.id,
              amount=healed, wounds=st.damage)


def eliminate(game: Game, figure: Figure) -> None:
    state = game.state
    base = state.base(figure.id)
    figure.eliminated = True
    st = status(figure)
    if st.carried:
        dropped = [record_of(state).add_moonstone(base.pos, 0, known) for known in st.carried]
        game.emit("moonstones_dropped", f"{figure.name} drops {stone_names(dropped)}.", figure=figure.id,
                  count=len(dropped), moonstones=[m.id for m in dropped], at=[base.x, base.y])
        st.carried = []
    state.table.remove(figure.id)
    game.emit("eliminated", f"{figure.name} is taken out.", figure=figure.id)
