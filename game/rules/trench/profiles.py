"""Trench profiles and weapons, read from ``assets/rulesets/trench/`` and checked on load.

``weapons.yaml`` is the armoury, ``weapons: {id: {...}}``: each weapon has a ``name``, a ``type`` (ranged or
melee), a ``range`` in inches (ranged only), and optionally ``hit_dice`` (±DICE on its success roll),
``hit_bonus`` (flat, after the keep), ``injury_dice`` (+DICE on its injury roll) and ``injury_bonus`` (flat).
Each ``warbands/*.yaml`` holds one warband: ``warband: Name`` and ``profiles: {id: {...}}`` with ``name``,
``points``, ``movement`` (inches), ``ranged`` and ``melee`` (skills as ±DICE), ``armour`` (none, standard,
reinforced or machine), ``shield`` (a trench shield), ``weapons`` (armoury ids: at least one melee weapon, at
most two — the second is the off-hand), and optionally ``base`` (inches, default 1.25) and ``keywords``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.rules.datafile import Node, read_groups, read_yaml
from game.rules.ruleset import ASSETS, ruleset_data
from game.rules.state import Figure
from game.words import unknown

RANGED, MELEE = "ranged", "melee"
#: Armour as the negative injury modifier it gives (a trench shield adds another −1; the total caps at −3).
ARMOUR = {"none": 0, "standard": 1, "reinforced": 2, "machine": 3}
#: tough: the first Out of Action becomes Down; medic: may give first aid (an Other action).
KEYWORDS = ("tough", "medic")
WEAPON_KEYS = {"name", "type", "range", "hit_dice", "hit_bonus", "injury_dice", "injury_bonus"}
PROFILE_KEYS = {"name", "points", "movement", "ranged", "melee", "armour", "shield", "weapons", "base", "keywords"}
DEFAULT_BASE = 1.25


@dataclass(frozen=True)
class Weapon:
    id: str
    name: str
    type: str
    range: float = 0.0
    hit_dice: int = 0
    hit_bonus: int = 0
    injury_dice: int = 0
    injury_bonus: int = 0


@dataclass(frozen=True)
class Profile:
    id: str
    name: str
    warband: str
    points: int
    movement: float
    ranged: int
    melee: int
    armour: str
    shield: bool
    weapons: tuple[str, ...]
    base: float
    keywords: tuple[str, ...]


@dataclass(frozen=True)
class Armoury:
    weapons: dict[str, Weapon]
    profiles: dict[str, Profile]


def load_armoury(folder: Path) -> Armoury:
    """The weapons and every warband's profiles in ``folder``; raises DataError on the first problem."""
    root = read_yaml(folder / "weapons.yaml").mapping({"weapons"}, required={"weapons"})
    weapons = {wid: _weapon(wid, node) for wid, node in root["weapons"].items()}
    profiles = read_groups(folder / "warbands", "warband", "profiles",
                           lambda pid, warband, node: _profile(pid, warband, node, weapons),
                           "no trench warbands found (expected warbands/*.yaml)")
    return Armoury(weapons, profiles)


#: The bundled armoury and warbands.
armoury = ruleset_data(ASSETS / "trench", load_armoury)


def weapons(figure: Figure, kind: str) -> list[Weapon]:
    """A model's weapons of one type, in its list's order (the first melee weapon is its main one)."""
    table = armoury().weapons
    return [table[w] for w in figure.stats["weapons"] if table[w].type == kind]


def _weapon(wid: str, node: Node) -> Weapon:
    node.mapping(WEAPON_KEYS, required={"name", "type"})
    kind = node["type"].text((RANGED, MELEE))
    if kind == RANGED and not node.has("range"):
        node.fail("a ranged weapon needs a range")
    if kind == MELEE and node.has("range"):
        node["range"].fail("a melee weapon reaches 1\" and takes no range")
    return Weapon(
        id=wid,
        name=node["name"].text(),
        type=kind,
        range=node["range"].number(1, 72) if kind == RANGED else 0.0,
        hit_dice=_int(node, "hit_dice", -3, 3),
        hit_bonus=_int(node, "hit_bonus", -3, 3),
        injury_dice=_int(node, "injury_dice", 0, 3),
        injury_bonus=_int(node, "injury_bonus", -3, 3),
    )


def _profile(pid: str, warband: str, node: Node, weapons: dict[str, Weapon]) -> Profile:
    node.mapping(PROFILE_KEYS, required={"name", "points", "movement", "ranged", "melee", "armour", "weapons"})
    return Profile(
        id=pid,
        name=node["name"].text(),
        warband=warband,
        points=node["points"].integer(1, 10_000),
        movement=node["movement"].number(1, 12),
        ranged=node["ranged"].integer(-3, 3),
        melee=node["melee"].integer(-3, 3),
        armour=node["armour"].text(tuple(ARMOUR)),
        shield=node["shield"].flag() if node.has("shield") else False,
        weapons=check_weapons(node["weapons"], weapons),
        base=node["base"].number(0.5, 4) if node.has("base") else DEFAULT_BASE,
        keywords=check_keywords(node["keywords"]) if node.has("keywords") else (),
    )


def check_weapons(node: Node, weapons: dict[str, Weapon]) -> tuple[str, ...]:
    """A list of armoury ids with one or two melee weapons (the second is the off-hand)."""
    ids = tuple(item.text() for item in node.sequence(least=1))
    for item, wid in zip(node.sequence(), ids, strict=True):
        if wid not in weapons:
            item.fail(unknown("weapon", wid, sorted(weapons)))
    if len(set(ids)) != len(ids):
        node.fail("a weapon is listed twice")
    melee = sum(weapons[w].type == MELEE for w in ids)
    if not 1 <= melee <= 2:
        node.fail(f"a model carries one or two melee weapons, not {melee}")
    return ids


def check_keywords(node: Node) -> tuple[str, ...]:
    words = tuple(item.text(KEYWORDS) for item in node.sequence())
    if len(set(words)) != len(words):
        node.fail("a keyword is listed twice")
    return words


def _int(node: Node, key: str, low: int, high: int) -> int:
    return node[key].integer(low, high) if node.has(key) else 0
