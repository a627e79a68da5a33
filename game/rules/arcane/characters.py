"""Characters: stats, keywords, static damage modifiers, signature moves and abilities, read from the troupe
files ``assets/rulesets/arcane/troupes/*.yaml`` and checked (file, line, key and reason on any mistake).

An ability is data: its cost, range, target, the arcane requirement or the flip, and a list of effects, each a
named effect of :mod:`game.rules.arcane.effects` with its numbers (``x`` times the card's value, ``plus`` a
constant). Only the effects need code, and they are named after what they do, never after a character.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.rules.arcane.cards import Decks, Hit, bundled_decks, damage_types_of, row
from game.rules.datafile import Node, read_groups
from game.rules.ruleset import ASSETS, ruleset_data

#: The actions every character has (rule 1); an ability may not take one of these ids.
BASE_ACTIONS = ("step", "jog", "traverse", "melee", "harvest", "end")
#: Effects an ability may list, with the keys each takes besides ``do``.
EFFECTS: dict[str, frozenset[str]] = {
    "damage": frozenset({"x", "plus", "type", "to"}),
    "heal": frozenset({"x", "plus", "to"}),
    "gain_energy": frozenset({"x", "plus", "to"}),
    "arcane_bonus": frozenset({"x", "plus", "to"}),
    "melee_bonus": frozenset({"x", "plus", "to"}),
    "syphon_energy": frozenset({"x", "plus", "range"}),
    "push": frozenset({"x", "plus", "to"}),
}
MAGICAL = "magical"
TARGET_SIDES = ("enemy", "friend", "any")
STATS = ("energy", "melee", "melee_range", "arcane", "evade", "health")
DEFAULT_BASE = 1.2  # inches: a 30 mm base
SLOW = "slow"  # the keyword of slow models (their Jog is 2", a fact of the published game)


@dataclass(frozen=True)
class Effect:
    do: str
    x: int = 0  # times the card's value X
    plus: int = 0
    to: str = "target"  # target | self
    type: str | None = None  # damage type, for damage
    range: float = 0.0  # for effects that reach other models (syphon_energy)

    def amount(self, x: int) -> int:
        return self.x * x + self.plus


@dataclass(frozen=True)
class Modifier:
    """A static ability that changes damage: ``amount`` added to damage ``on`` dealt or taken, of ``type`` (None:
    any), from ``source`` (melee, ability or any); ``blank`` ones modify ∅ alone (rule 8's exception: Spiked
    Gauntlet's ∅ deals 1, its hits as they are)."""

    name: str
    amount: int
    on: str
    type: str | None
    source: str
    blank: bool


@dataclass(frozen=True)
class Ability:
    id: str
    name: str
    kind: str  # active | arcane
    cost: int
    range: float
    target: str | None  # enemy | friend | any, None: no target
    keyword: str | None
    may_target_self: bool
    flip: bool
    requires: tuple[str, ...]  # colours that fit an arcane ability
    least: int  # the least value that fits
    effects: tuple[Effect, ...]
    catastrophe: tuple[Effect, ...]
    text: str

    def fits(self, colour: str | None, value: int) -> bool:
        """Whether a card (or a declaration) of this colour and value meets the arcane requirement."""
        return colour in self.requires and value >= self.least


@dataclass(frozen=True)
class Signature:
    """A signature move: an upgraded base card, with its own damage row, types and End Step effects."""

    name: str
    replaces: str
    types: tuple[str, ...]
    deals: dict[str, Hit]
    end_step: tuple[Effect, ...]


@dataclass(frozen=True)
class Profile:
    id: str
    name: str
    troupe: str
    keywords: tuple[str, ...]
    stats: dict[str, int]
    base: float
    modifiers: tuple[Modifier, ...]
    signature: Signature | None
    abilities: tuple[Ability, ...]

    def ability(self, ability_id: str) -> Ability | None:
        return next((a for a in self.abilities if a.id == ability_id), None)


PROFILE_KEYS = {"name", "keywords", *STATS, "base", "modifiers", "signature", "abilities"}
ABILITY_KEYS = {"id", "name", "kind", "cost", "range", "target", "keyword", "not_self", "flip", "requires", "least",
                "effects", "catastrophe", "text"}


def load_characters(folder: Path, decks: Decks) -> dict[str, Profile]:
    """Every character of every troupe file in ``folder``; raises DataError on the first problem."""
    return read_groups(folder, "troupe", "characters", lambda pid, troupe, node: _profile(pid, troupe, node, decks),
                       "no arcane characters found (expected troupe files *.yaml)")


#: The bundled characters of every troupe (their abilities name the bundled decks' cards).
bundled_characters = ruleset_data(ASSETS / "arcane" / "troupes",
                                  lambda folder: load_characters(folder, bundled_decks()))



def stat(node: Node, key: str) -> int:
    """A stat in its allowed range (the same check for a profile and for a scenario's override)."""
    low, high = {"energy": (0, 12), "melee": (-3, 12), "melee_range": (1, 2), "arcane": (-3, 15),
                 "evade": (-5, 5), "health": (1, 30)}[key]
    return node.integer(low, high)


def _profile(pid: str, troupe: str, node: Node, decks: Decks) -> Profile:
    node.mapping(PROFILE_KEYS, required={"name", *STATS})
    types = (*decks.damage_types, MAGICAL)
    abilities = tuple(_ability(a, decks, types) for a in node["abilities"].sequence()) if node.has(
        "abilities") else ()
    ids = [a.id for a in abilities]
    if len(set(ids)) != len(ids):
        node["abilities"].fail("two abilities share an id")
    return Profile(
        id=pid,
        name=node["name"].text(),
        troupe=troupe,
        keywords=tuple(k.text() for k in node["keywords"].sequence()) if node.has("keywords") else (),
        stats={key: stat(node[key], key) for key in STATS},
        base=node["base"].number(0.5, 4.0) if node.has("base") else DEFAULT_BASE,
        modifiers=tuple(_modifier(m, types) for m in node["modifiers"].sequence()) if node.has("modifiers") else (),
        signature=_signature(node["signature"], decks, types) if node.has("signature") else None,
        abilities=abilities,
    )


def _modifier(node: Node, types: tuple[str, ...]) -> Modifier:
    node.mapping({"name", "dealt", "taken", "type", "source", "blank"}, required={"name"})
    if node.has("dealt") == node.has("taken"):
        node.fail("a modifier changes damage either 'dealt' or 'taken'")
    on = "dealt" if node.has("dealt") else "taken"
    return Modifier(
        name=node["name"].text(),
        amount=node[on].integer(-9, 9),
        on=on,
        type=node["type"].text(types) if node.has("type") else None,
        source=node["source"].text(("melee", "ability", "any")) if node.has("source") else "any",
        blank=node["blank"].flag() if node.has("blank") else False,
    )


def _effects(node: Node, types: tuple[str, ...]) -> tuple[Effect, ...]:
    out = []
    for item in node.sequence(least=1):
        item.mapping(required={"do"})
        name = item["do"].text(tuple(EFFECTS))
        item.mapping({"do", *EFFECTS[name]})
        out.append(Effect(
            do=name,
            x=item["x"].integer(0, 9) if item.has("x") else 0,
            plus=item["plus"].integer(-9, 9) if item.has("plus") else 0,
            to=item["to"].text(("target", "self")) if item.has("to") else "target",
            type=item["type"].text(types) if item.has("type") else None,
            range=item["range"].number(0, 36) if item.has("range") else 0.0,
        ))
    return tuple(out)


def _ability(node: Node, decks: Decks, types: tuple[str, ...]) -> Ability:
    node.mapping(ABILITY_KEYS, required={"id", "name", "kind", "cost", "effects"})
    ability_id = node["id"].text()
    if ability_id in BASE_ACTIONS:
        node["id"].fail(f"{ability_id!r} is an action every character has")
    kind = node["kind"].text(("active", "arcane"))
    target = node["target"].text(TARGET_SIDES) if node.has("target") else None
    flip = node["flip"].flag() if node.has("flip") else False
    if kind == "arcane" and flip:
        node["flip"].fail("only active abilities flip a card; arcane abilities draw hands")
    if target is not None and not node.has("range"):
        node.fail("an ability with a target needs a range in inches")
    requires: tuple[str, ...] = ()
    if kind == "arcane":
        requires = tuple(c.text(decks.colours) for c in node["requires"].sequence(least=1))
    elif node.has("requires") or node.has("least"):
        node.fail("only arcane abilities have a requirement")
    uses_card = kind == "arcane" or flip
    if uses_card and not node.has("catastrophe"):
        node.fail("an ability that uses an arcane card needs its Catastrophe text ('catastrophe')")
    if not uses_card and node.has("catastrophe"):
        node["catastrophe"].fail("only an ability that uses an arcane card can meet the Catastrophe")
    effects = _effects(node["effects"], types)
    catastrophe = _effects(node["catastrophe"], types) if uses_card else ()
    if not uses_card and any(e.x for e in effects):
        node["effects"].fail("'x' counts the card's value: this ability uses no card")
    if target is None and any(e.to == "target" for e in (*effects, *catastrophe)):
        node["effects"].fail("an effect on the target needs an ability with a target")
    return Ability(
        id=ability_id,
        name=node["name"].text(),
        kind=kind,
        cost=node["cost"].integer(0, 9),
        range=node["range"].number(0, 36) if node.has("range") else 0.0,
        target=target,
        keyword=node["keyword"].text() if node.has("keyword") else None,
        may_target_self=not (node["not_self"].flag() if node.has("not_self") else False),
        flip=flip,
        requires=requires,
        least=node["least"].integer(1, 9) if node.has("least") else 1,
        effects=effects,
        catastrophe=catastrophe,
        text=node["text"].text() if node.has("text") else "",
    )


def _signature(node: Node, decks: Decks, types: tuple[str, ...]) -> Signature:
    node.mapping({"name", "replaces", "types", "deals", "end_step"}, required={"name", "replaces", "types", "deals"})
    return Signature(
        name=node["name"].text(),
        replaces=node["replaces"].text(tuple(decks.combat_cards)),
        types=damage_types_of(node["types"], decks.damage_types),
        deals=row(node["deals"], list(decks.combat_cards)),
        end_step=_effects(node["end_step"], types) if node.has("end_step") else (),
    )
