"""The manoeuvres data files, read from ``assets/rulesets/manoeuvres/`` and checked on load.

``rules.yaml`` holds the base mechanics (the project's decisions where the seed is silent) and every battle
action's numbers; ``weapons.yaml`` the weapons; ``fighters.yaml`` the fighters. A wrong value is a DataError
naming the file, line and key.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.rules.datafile import Node, read_yaml
from game.rules.ruleset import ASSETS, ruleset_data
from game.words import unknown

CLASSES = ("lowca", "wojownik", "rycerz", "zabojca", "strzelec", "ork")
PERKS = ("precise_shot",)
WOUND_CLASSES = ("scratch", "light", "medium", "heavy", "critical")
#: Every battle action's numbers, by key; rules.yaml must give exactly these (whole numbers).
ACTION_KEYS: dict[str, tuple[str, ...]] = {
    "defensywa": ("obrona", "obrona_per_tier", "armour_per_tier", "wounds", "wounds_per_tier", "multiplier", "atak",
                  "give_up_obrona"),
    "ofensywa": ("wounds_per_tier", "multiplier", "obrona"),
    "kontra": ("atak", "obrona"),
    "selektywny": ("critical_per_tier", "atak", "die_bieglosc", "die_specjalizacja", "die_fechmistrz",
                   "die_wielki_mistrz"),
    "szarza": ("klo", "initiative", "obrona", "run_up_m", "reach_m"),
    "dystans": ("obrona_per_size", "delay_die", "men_at_arms_obrona"),
    "mlynek": ("critical", "self_risk", "delay_factor"),
    "roztracenie": ("per_extra_person",),
    "wyluskanie": ("drop_die",),
    "przycelowanie": ("atak_per_point", "most", "initiative_per_point", "weak_per_point"),
    "bez_broni": ("atak", "attacks", "armed_wounds"),
    "potezne": ("delay", "klo", "wounds_per_level"),
    "precyzyjne": ("delay", "atak", "klo"),
    "precyzyjny_strzal": ("most", "initiative_per_point", "weak_per_point"),
    "cios_zabojcy": ("atak", "wounds_per_level", "critical", "initiative", "men_at_arms_reflex"),
    "wscieklosc": ("obrona", "delay", "multiplier", "rounds", "after_atak"),
    "podwojne": ("second_klo",),
    "mocny_strzal": ("wounds", "delay"),
}
RULES_KEYS = {"metres_per_inch", "attack", "initiative_die", "delay_die", "change_cost", "reflex_die",
              "weak_hit_threshold", "unarmed", "reach_m", "sizes", "men_at_arms", "tiers", "wounds", "fall_at",
              "actions", "charge_forbidden_ground"}
WEAPON_KEYS = {"name", "kind", "size", "delay", "die", "multiplier", "atak", "obrona", "short", "two_handed",
               "range_m"}
FIGHTER_KEYS = {"name", "class", "level", "atak", "obrona", "inicjatywa", "refleks", "sila", "armour", "attacks",
                "speed_m", "wounds", "weapon", "tier", "perks", "base"}
DICE = (2, 4, 6, 8, 10, 12, 20)


@dataclass(frozen=True)
class Weapon:
    id: str
    name: str
    kind: str
    size: int  # 1 small, 2 medium, 3 large; 0 bare hands
    delay: int
    die: int
    multiplier: int
    atak: int = 0
    obrona: int = 0
    short: bool = False
    two_handed: bool = False
    range_m: float = 0.0

    @property
    def ranged(self) -> bool:
        return self.range_m > 0


@dataclass(frozen=True)
class Rules:
    metres_per_inch: float
    base: int
    always_hits: int
    always_misses: int
    critical_chance: int
    initiative_die: int
    delay_die: int
    change_cost: int
    reflex_die: int
    weak_hit_threshold: int
    unarmed: Weapon
    reach_m: float
    sizes: tuple[str, ...]
    men_at_arms: tuple[str, ...]
    tiers: dict[str, int]
    wounds: dict[str, int]  # class -> weight, lightest first
    fall_at: int
    actions: dict[str, dict[str, int]]
    charge_forbidden_ground: tuple[str, ...]

    def act(self, action: str, key: str) -> int:
        return self.actions[action][key]


@dataclass(frozen=True)
class Profile:
    id: str
    name: str
    cls: str
    level: int
    atak: int
    obrona: int
    inicjatywa: int
    refleks: int
    sila: int
    armour: int
    attacks: int
    speed_m: float
    thresholds: dict[str, int]  # light, medium, heavy, critical -> least points
    weapon: str
    tier: int
    perks: tuple[str, ...]
    base: float


@dataclass(frozen=True)
class Armoury:
    rules: Rules
    weapons: dict[str, Weapon]
    profiles: dict[str, Profile]


def load_armoury(folder: Path) -> Armoury:
    """The rules, weapons and fighters in ``folder``; raises DataError on the first problem."""
    rules = _rules(read_yaml(folder / "rules.yaml"))
    root = read_yaml(folder / "weapons.yaml").mapping({"weapons"}, required={"weapons"})
    weapons = {wid: _weapon(wid, node, rules.sizes) for wid, node in root["weapons"].items()}
    if not weapons:
        root["weapons"].fail("no weapons")
    root = read_yaml(folder / "fighters.yaml").mapping({"fighters"}, required={"fighters"})
    profiles = {pid: _profile(pid, node, rules, weapons) for pid, node in root["fighters"].items()}
    if not profiles:
        root["fighters"].fail("no fighters")
    return Armoury(rules, weapons, profiles)


#: The bundled rules, weapons and fighters.
armoury = ruleset_data(ASSETS / "manoeuvres", load_armoury)


def _rules(root: Node) -> Rules:
    root.mapping(RULES_KEYS, required=RULES_KEYS)
    attack = root["attack"].mapping({"base", "always_hits", "always_misses", "critical_chance"},
                                    required={"base", "always_hits", "always_misses", "critical_chance"})
    sizes = tuple(n.text() for n in root["sizes"].sequence(least=2))
    tiers = {key: node.integer(1, 4) for key, node in root["tiers"].items()}
    if sorted(tiers) != sorted(("bieglosc", "specjalizacja", "fechmistrz", "wielki_mistrz")):
        root["tiers"].fail("expected the four tiers bieglosc, specjalizacja, fechmistrz, wielki_mistrz")
    wounds = {key: node.integer(0, 1000) for key, node in root["wounds"].items()}
    if tuple(wounds) != WOUND_CLASSES:
        root["wounds"].fail(f"expected the wound classes {', '.join(WOUND_CLASSES)} in that order")
    actions_node = root["actions"].mapping(set(ACTION_KEYS), required=set(ACTION_KEYS))
    actions: dict[str, dict[str, int]] = {}
    for action, keys in ACTION_KEYS.items():
        node = actions_node[action].mapping(set(keys), required=set(keys))
        actions[action] = {key: node[key].integer(-100, 100) for key in keys}
    unarmed = root["unarmed"].mapping({"name", "delay", "die", "multiplier"},
                                      required={"name", "delay", "die", "multiplier"})
    men = tuple(n.text(CLASSES) for n in root["men_at_arms"].sequence())
    return Rules(
        metres_per_inch=root["metres_per_inch"].number(0.01, 100),
        base=attack["base"].integer(0, 40), always_hits=attack["always_hits"].integer(0, 20),
        always_misses=attack["always_misses"].integer(1, 21),
        critical_chance=attack["critical_chance"].integer(0, 20),
        initiative_die=_die(root["initiative_die"]), delay_die=_die(root["delay_die"]),
        change_cost=root["change_cost"].integer(0, 100), reflex_die=_die(root["reflex_die"]),
        weak_hit_threshold=root["weak_hit_threshold"].integer(0, 100),
        unarmed=Weapon("unarmed", unarmed["name"].text(), "unarmed", 0, unarmed["delay"].integer(0, 50),
                       _die(unarmed["die"]), unarmed["multiplier"].integer(0, 10)),
        reach_m=root["reach_m"].number(0, 10), sizes=sizes, men_at_arms=men, tiers=tiers, wounds=wounds,
        fall_at=root["fall_at"].integer(1, 10_000), actions=actions,
        charge_forbidden_ground=tuple(n.text() for n in root["charge_forbidden_ground"].sequence()),
    )


def _die(node: Node) -> int:
    sides = node.integer()
    if sides not in DICE:
        node.fail(f"a die has {', '.join(map(str, DICE))} sides, not {sides}")
    return sides


def _weapon(wid: str, node: Node, sizes: tuple[str, ...]) -> Weapon:
    node.mapping(WEAPON_KEYS, required={"name", "kind", "size", "delay", "die", "multiplier"})
    return Weapon(
        id=wid, name=node["name"].text(), kind=node["kind"].text(), size=sizes.index(node["size"].text(sizes)) + 1,
        delay=node["delay"].integer(0, 50), die=_die(node["die"]), multiplier=node["multiplier"].integer(0, 10),
        atak=node["atak"].integer(-10, 10) if node.has("atak") else 0,
        obrona=node["obrona"].integer(-10, 10) if node.has("obrona") else 0,
        short=node["short"].flag() if node.has("short") else False,
        two_handed=node["two_handed"].flag() if node.has("two_handed") else False,
        range_m=node["range_m"].number(1, 500) if node.has("range_m") else 0.0,
    )


def _profile(pid: str, node: Node, rules: Rules, weapons: dict[str, Weapon]) -> Profile:
    node.mapping(FIGHTER_KEYS, required=FIGHTER_KEYS - {"perks", "base", "tier"})
    wounds = node["wounds"].mapping(set(WOUND_CLASSES[1:]), required=set(WOUND_CLASSES[1:]))
    thresholds = {key: wounds[key].integer(1, 1000) for key in WOUND_CLASSES[1:]}
    if list(thresholds.values()) != sorted(thresholds.values()) or len(set(thresholds.values())) != 4:
        wounds.fail("the thresholds must rise: light < medium < heavy < critical")
    weapon = node["weapon"].text()
    if weapon not in weapons:
        node["weapon"].fail(unknown("weapon", weapon, sorted(weapons)))
    tier = node["tier"].text((*rules.tiers, "none")) if node.has("tier") else "none"
    perks = tuple(n.text(PERKS) for n in node["perks"].sequence()) if node.has("perks") else ()
    return Profile(
        id=pid, name=node["name"].text(), cls=node["class"].text(CLASSES), level=node["level"].integer(1, 20),
        atak=node["atak"].integer(0, 30), obrona=node["obrona"].integer(0, 30),
        inicjatywa=node["inicjatywa"].integer(0, 100), refleks=node["refleks"].integer(0, 30),
        sila=node["sila"].integer(0, 30), armour=node["armour"].integer(0, 30), attacks=node["attacks"].integer(1, 6),
        speed_m=node["speed_m"].number(1, 30), thresholds=thresholds, weapon=weapon,
        tier=rules.tiers.get(tier, 0), perks=perks, base=node["base"].number(0.5, 3) if node.has("base") else 1.0,
    )
