"""The two decks as data: arcane cards (colour and value, and the Catastrophe) and combat cards with their row of
the damage matrix, read from ``assets/rulesets/arcane/arcane_deck.yaml`` and ``combat_deck.yaml`` and checked.

Both decks are whole again after every use (rules 3, 4 and 9 shuffle every card back), so a deck is just the
list of its cards; each use shuffles a fresh copy through ``game.rng`` so that tests can force the top cards.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from game.rules.datafile import DataError, Node, read_yaml
from game.rules.ruleset import ASSETS, ruleset_data

CATASTROPHE = "catastrophe"
ARCANE_SIZE = 21
COMBAT_SIZE = 18
CELL = re.compile(r"^(∅|[0-9]+)(\*?)$")


@dataclass(frozen=True)
class ArcaneCard:
    """``name`` is ``colour-value`` (``blue-3``) or ``catastrophe``; declarations use the same names."""

    name: str
    colour: str | None
    value: int

    @property
    def catastrophe(self) -> bool:
        return self.colour is None

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class Hit:
    """One cell of the damage matrix: wounds (None for the blank ∅) and whether it carries the counter mark *."""

    value: int | None
    counter: bool = False

    def __str__(self) -> str:
        return ("∅" if self.value is None else str(self.value)) + ("*" if self.counter else "")


@dataclass(frozen=True)
class CombatCard:
    id: str
    name: str
    types: tuple[str, ...]
    deals: dict[str, Hit]


@dataclass(frozen=True)
class Decks:
    colours: tuple[str, ...]
    values: tuple[int, ...]
    arcane: tuple[ArcaneCard, ...]  # every card, copies repeated
    damage_types: tuple[str, ...]
    combat_cards: dict[str, CombatCard]
    combat: tuple[str, ...]  # every combat card id, copies repeated

    def declarations(self) -> list[ArcaneCard]:
        """Every card a player may declare: each colour with each value."""
        return [ArcaneCard(f"{c}-{v}", c, v) for c in self.colours for v in self.values]

    def arcane_card(self, name: str) -> ArcaneCard:
        return next(card for card in self.arcane if card.name == name)


def cell(node: Node) -> Hit:
    """A matrix cell from its text: ``2``, ``0*``, ``∅`` or ``∅*``."""
    text = str(node.value) if isinstance(node.value, int) and not isinstance(node.value, bool) else node.text()
    match = CELL.match(text)
    if not match:
        node.fail(f"expected damage as a number or ∅, with an optional counter mark *, got {text!r}")
    return Hit(None if match.group(1) == "∅" else int(match.group(1)), bool(match.group(2)))


def load_decks(folder: Path) -> Decks:
    colours, values, arcane = _arcane(read_yaml(folder / "arcane_deck.yaml"))
    damage_types, cards, copies = _combat(read_yaml(folder / "combat_deck.yaml"))
    combat = tuple(card_id for card_id, count in copies.items() for _ in range(count))
    if len(combat) != COMBAT_SIZE:
        raise DataError(folder / "combat_deck.yaml", f"the combat deck has {COMBAT_SIZE} cards, not {len(combat)}")
    return Decks(colours, values, arcane, damage_types, cards, combat)


#: The bundled decks.
bundled_decks = ruleset_data(ASSETS / "arcane", load_decks)



def _arcane(root: Node) -> tuple[tuple[str, ...], tuple[int, ...], tuple[ArcaneCard, ...]]:
    root.mapping({"values", "copies", "catastrophe"}, required={"values", "copies", "catastrophe"})
    values = tuple(v.integer(1, 9) for v in root["values"].sequence(least=1))
    if len(set(values)) != len(values):
        root["values"].fail("a value is listed twice")
    cards: list[ArcaneCard] = []
    colours = []
    for colour, counts in root["copies"].items():
        items = counts.sequence()
        if len(items) != len(values):
            counts.fail(f"expected {len(values)} counts, one for each value {list(values)}")
        colours.append(colour)
        for value, count in zip(values, items, strict=True):
            cards += [ArcaneCard(f"{colour}-{value}", colour, value)] * count.integer(0, ARCANE_SIZE)
        if 3 in values and items[values.index(3)].value != 1:
            counts.fail("each colour has exactly one card of value 3 (the seed's example relies on it)")
    if root["catastrophe"].integer(1, 1) != 1:
        root["catastrophe"].fail("the deck has one Catastrophe")
    cards.append(ArcaneCard(CATASTROPHE, None, 0))
    if len(cards) != ARCANE_SIZE:
        root.fail(f"the arcane deck has {ARCANE_SIZE} cards (rule 4), not {len(cards)}")
    return tuple(colours), values, tuple(cards)


def _combat(root: Node) -> tuple[tuple[str, ...], dict[str, CombatCard], dict[str, int]]:
    root.mapping({"damage_types", "cards"}, required={"damage_types", "cards"})
    damage_types = tuple(t.text() for t in root["damage_types"].sequence(least=1))
    ids = list(root["cards"].value)
    cards: dict[str, CombatCard] = {}
    copies: dict[str, int] = {}
    for card_id, node in root["cards"].items():
        node.mapping({"name", "copies", "types", "deals"}, required={"name", "copies", "types", "deals"})
        copies[card_id] = node["copies"].integer(1, COMBAT_SIZE)
        cards[card_id] = CombatCard(card_id, node["name"].text(), damage_types_of(node["types"], damage_types),
                                    row(node["deals"], ids))
    return damage_types, cards, copies


def damage_types_of(node: Node, known: tuple[str, ...]) -> tuple[str, ...]:
    types = tuple(t.text(known) for t in node.sequence())
    if len(set(types)) != len(types):
        node.fail("a damage type is listed twice")
    return types


def row(node: Node, ids: list[str]) -> dict[str, Hit]:
    """A row of the damage matrix: one cell for each combat card, no more, no fewer."""
    node.mapping(set(ids), required=set(ids))
    return {card_id: cell(node[card_id]) for card_id in ids}
