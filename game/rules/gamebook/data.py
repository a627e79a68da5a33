"""The gamebook's data, read from ``assets/rulesets/gamebook/`` and checked on load (file, line, key, reason).

``weapons.yaml`` (attack bonus, the ammunition a ranged weapon spends), ``items.yaml`` (armour and things used
from the hand), ``powers.yaml`` (skills, prayers, spells, each with one effect) and ``profiles/*.yaml`` (heroes
and monsters: rank, alignment, Endurance, attack and defence per style, equipment, powers, XP value).
"""

from __future__ import annotations

import re
from copy import deepcopy
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.rules.datafile import DataError, Node, read_groups, read_present, read_yaml
from game.rules.ruleset import ASSETS, StatReader, ruleset_data
from game.words import unknown

STYLES = ("defensive", "normal", "aggressive")  # the seed's order: a change moves one step along it
RANKS = ("pawn", "rook", "knight", "bishop", "queen", "king")  # seed rule 1, lowest first
ALIGNMENTS = ("good", "evil", "neutral")
EFFECTS = ("heal", "harm", "summon")
TARGETS = ("self", "friend", "enemy_adjacent", "enemy_line")
CRITICAL_EFFECTS = ("nothing", "no_attack_this_round", "attack_again", "extra_d10", "gain_d20_xp", "lose_d20_xp",
                    "target_flees", "target_does_not_act", "offer_surrender", "weapon_breaks", "miss_next_turn",
                    "hurt_self_d10", "flee", "surrender")
TABLES = ("hero_hit", "hero_miss", "monster_hit", "monster_miss")
POWER_KINDS = {"skills": "skill", "prayers": "prayer", "spells": "spell"}
AMMO = ("arrows", "bolts", "stones", "spears")
DICE = re.compile(r"^([1-9][0-9]?)d([1-9][0-9]{0,2})$")

WEAPON_KEYS = {"name", "attack", "ammo", "natural", "melee"}
ITEM_KEYS = {"name", "type", "defence", "effect", "amount", "target", "creature", "consumed"}
POWER_KEYS = {"name", "effect", "amount", "target", "creature", "uses", "mana", "instant"}
PROFILE_KEYS = {"name", "rank", "alignment", "endurance", "attack", "defence", "style", "charisma", "xp", "speaks",
                "weapon", "hand", "armour", "backpack", "ammunition", "skills", "prayers", "spells", "mana"}


@dataclass(frozen=True)
class Amount:
    """Dice and a fixed part: ``2d6`` is Amount(2, 6, 0), ``5`` is Amount(0, 0, 5)."""

    count: int
    sides: int
    fixed: int = 0

    def __str__(self) -> str:
        return f"{self.count}d{self.sides}" if self.count else str(self.fixed)


@dataclass(frozen=True)
class Effect:
    kind: str  # heal | harm | summon
    amount: Amount = Amount(0, 0, 0)
    target: str = "self"
    creature: str = ""  # summon: the profile that comes


@dataclass(frozen=True)
class Weapon:
    id: str
    name: str
    attack: int
    ammo: str = ""  # ranged weapons: what a shot spends
    natural: bool = False  # claws and fangs: never dropped, never broken off
    melee: bool = True  # False: for shooting only, its bonus not in a blow (a bow in melee is a hand)

    @property
    def ranged(self) -> bool:
        return bool(self.ammo)


@dataclass(frozen=True)
class Item:
    id: str
    name: str
    type: str  # armour | item
    defence: int = 0
    effect: Effect | None = None
    consumed: bool = False


@dataclass(frozen=True)
class Power:
    id: str
    kind: str  # skill | prayer | spell
    name: str
    effect: Effect
    uses: int = 0  # per battle; 0: as often as wanted
    mana: int = 0
    instant: bool = True


@dataclass(frozen=True)
class Profile:
    id: str
    name: str
    kind: str  # hero | monster
    stats: dict[str, Any]  # the figure's starting stats, as a scenario may override them


@dataclass(frozen=True)
class Library:
    weapons: dict[str, Weapon]
    items: dict[str, Item]
    powers: dict[str, Power]
    profiles: dict[str, Profile]
    criticals: dict[str, dict[int, tuple[str, str, str]]]  # table -> d6 -> (effect, its words, the seed's)

    def thing_name(self, thing: str) -> str:
        """The name of a weapon or an item id."""
        found = self.weapons.get(thing) or self.items.get(thing)
        return found.name if found else thing


def load_library(folder: Path) -> Library:
    root = read_yaml(folder / "weapons.yaml").mapping({"weapons"}, required={"weapons"})
    weapons = {wid: _weapon(wid, node) for wid, node in root["weapons"].items()}
    root = read_yaml(folder / "items.yaml").mapping({"items"}, required={"items"})
    items = {iid: _item(iid, node) for iid, node in root["items"].items()}
    for iid, node in root["items"].items():
        if iid in weapons:
            node.fail(f"{iid!r} is already a weapon")
    root = read_yaml(folder / "powers.yaml").mapping(set(POWER_KINDS))
    powers: dict[str, Power] = {}
    for key, kind in POWER_KINDS.items():
        for pid, node in root[key].items() if root.has(key) else ():
            if pid in powers:
                node.fail(f"power {pid!r} is defined twice")
            powers[pid] = _power(pid, kind, node)
    root = read_yaml(folder / "criticals.yaml").mapping(set(TABLES), required=set(TABLES))
    criticals = {table: _table(root[table]) for table in TABLES}
    library = Library(weapons, items, powers, {}, criticals)
    profiles = read_groups(folder / "profiles", "group", "profiles",
                           lambda pid, group, node: _profile(pid, group, node, library),
                           "no gamebook profiles found (expected profiles/*.yaml)")
    for pid, power in powers.items():
        if power.effect.kind == "summon" and power.effect.creature not in profiles:
            raise DataError(folder / "powers.yaml", f"summons an unknown profile {power.effect.creature!r}", pid)
    return Library(weapons, items, powers, profiles, criticals)


#: The bundled data.
library = ruleset_data(ASSETS / "gamebook", load_library)


def _table(node: Node) -> dict[int, tuple[str, str, str]]:
    if not isinstance(node.value, dict):
        node.fail("expected a mapping of the d6 results 1 to 6")
    lines = getattr(node.value, "lines", {})
    out: dict[int, tuple[str, str, str]] = {}
    for key in node.value:
        entry = Node(node.value[key], node.path, f"{node.place}.{key}", lines.get(key, node.line))
        if isinstance(key, bool) or not isinstance(key, int) or not 1 <= key <= 6:
            entry.fail("a critical table is keyed by the d6 result, 1 to 6")
        entry.mapping({"effect", "text", "seed"}, required={"effect", "text", "seed"})
        out[key] = (entry["effect"].text(CRITICAL_EFFECTS), entry["text"].text(), entry["seed"].text())
    if sorted(out) != [1, 2, 3, 4, 5, 6]:
        node.fail("a critical table needs an entry for each result of the d6, 1 to 6")
    return out


def read_amount(node: Node) -> Amount:
    if isinstance(node.value, int) and not isinstance(node.value, bool):
        return Amount(0, 0, node.integer(0, 100))
    match = DICE.match(node.text())
    if not match:
        node.fail("expected dice such as 2d6, or a whole number")
    return Amount(int(match.group(1)), int(match.group(2)))


def _effect(node: Node) -> Effect:
    kind = node["effect"].text(EFFECTS)
    if kind == "summon":
        if node.has("amount") or node.has("target"):
            node.fail("a summoning names its 'creature' and takes no amount or target")
        return Effect(kind, creature=node["creature"].text())
    if node.has("creature"):
        node["creature"].fail("only a summoning brings a creature")
    target = node["target"].text(TARGETS)
    if kind == "heal" and target.startswith("enemy"):
        node["target"].fail("a healing targets self or a friend")
    if kind == "harm" and not target.startswith("enemy"):
        node["target"].fail("a harm targets an enemy (enemy_adjacent or enemy_line)")
    return Effect(kind, read_amount(node["amount"]), target)


def _weapon(wid: str, node: Node) -> Weapon:
    node.mapping(WEAPON_KEYS, required={"name", "attack"})
    return Weapon(wid, node["name"].text(), node["attack"].integer(-10, 30),
                  node["ammo"].text(AMMO) if node.has("ammo") else "",
                  node["natural"].flag() if node.has("natural") else False,
                  node["melee"].flag() if node.has("melee") else True)


def _item(iid: str, node: Node) -> Item:
    node.mapping(ITEM_KEYS, required={"name", "type"})
    kind = node["type"].text(("armour", "item"))
    if kind == "armour" and node.has("effect"):
        node["effect"].fail("armour is worn, not used")
    if kind == "item" and node.has("defence"):
        node["defence"].fail("only armour gives defence")
    return Item(iid, node["name"].text(), kind, node["defence"].integer(0, 30) if node.has("defence") else 0,
                _effect(node) if node.has("effect") else None,
                node["consumed"].flag() if node.has("consumed") else False)


def _power(pid: str, kind: str, node: Node) -> Power:
    node.mapping(POWER_KEYS, required={"name", "effect"} | ({"instant"} if kind == "prayer" else set()))
    if node.has("mana") and kind != "spell":
        node["mana"].fail("only a spell costs mana")
    if node.has("instant") and kind != "prayer":
        node["instant"].fail("only a prayer is instant or not")
    return Power(pid, kind, node["name"].text(), _effect(node),
                 node["uses"].integer(1, 99) if node.has("uses") else 0,
                 node["mana"].integer(0, 99) if node.has("mana") else 0,
                 node["instant"].flag() if node.has("instant") else True)


def _profile(pid: str, group: str, node: Node, lib: Library) -> Profile:
    node.mapping(PROFILE_KEYS, required={"name", "rank", "alignment", "endurance", "attack", "defence"})
    kind = "hero" if not node.has("xp") else "monster"  # a monster carries the XP its killer earns
    if kind == "hero" and node.has("speaks"):
        node["speaks"].fail("only a monster's speech matters (its critical 6)")
    read = {"name": node["name"].text(), "kind": kind, "group": group, **deepcopy(DEFAULTS),
            **read_present(node, stat_readers(lib))}
    first = ("name", "rank", "alignment", "endurance", "charisma" if kind == "hero" else "xp", "kind")
    stats = {key: read[key] for key in first} | read  # the window's figure card shows the first few
    return Profile(pid, stats["name"], kind, stats)


#: The stats a profile may leave out.
DEFAULTS: dict[str, Any] = {"style": "normal", "charisma": 0, "xp": 0, "speaks": False, "weapon": "", "hand": "",
                            "armour": "", "backpack": [], "ammunition": {}, "skills": [], "prayers": [], "spells": [],
                            "mana": 0}


def stat_readers(lib: Library) -> dict[str, StatReader]:
    """The stats a profile gives, or a scenario's figure overrides, each with its check."""
    return {
        "rank": lambda n: n.text(RANKS),
        "alignment": lambda n: n.text(ALIGNMENTS),
        "endurance": lambda n: n.integer(1, 999),
        "attack": _per_style,
        "defence": _per_style,
        "style": lambda n: n.text(STYLES),
        "charisma": lambda n: n.integer(0, 200),
        "xp": lambda n: n.integer(0, 10_000),
        "speaks": Node.flag,
        "weapon": lambda n: _thing(n, lib, "weapon"),
        "hand": lambda n: _thing(n, lib, "item"),
        "armour": lambda n: _thing(n, lib, "armour"),
        "backpack": lambda n: [_thing(i, lib, "any") for i in n.sequence()],
        "ammunition": _ammunition,
        "skills": lambda n: _powers(n, lib, "skill"),
        "prayers": lambda n: _powers(n, lib, "prayer"),
        "spells": lambda n: _powers(n, lib, "spell"),
        "mana": lambda n: n.integer(0, 999),
    }


def _per_style(node: Node) -> dict[str, int]:
    node.mapping(set(STYLES), required=set(STYLES))
    return {style: node[style].integer(-50, 100) for style in STYLES}


def _thing(node: Node, lib: Library, kind: str) -> str:
    thing = node.text()
    if kind == "weapon" and thing not in lib.weapons:
        node.fail(unknown("weapon", thing, sorted(lib.weapons)))
    if kind in ("item", "armour") and (thing not in lib.items or lib.items[thing].type != kind):
        known = sorted(i for i, it in lib.items.items() if it.type == kind)
        node.fail(unknown(kind, thing, known))
    if kind == "any" and thing not in lib.weapons and thing not in lib.items:
        node.fail(f"unknown weapon or item {thing!r}")
    return thing


def _ammunition(node: Node) -> dict[str, int]:
    node.mapping(set(AMMO))
    return {key: value.integer(0, 999) for key, value in node.items()}


def _powers(node: Node, lib: Library, kind: str) -> list[str]:
    out = []
    for item in node.sequence():
        pid = item.text()
        if pid not in lib.powers or lib.powers[pid].kind != kind:
            known = sorted(p for p, power in lib.powers.items() if power.kind == kind)
            item.fail(unknown(kind, pid, known))
        if pid in out:
            item.fail(f"{kind} {pid!r} is listed twice")
        out.append(pid)
    return out
