"""One attack: every modifier by name, the test k20 ≤ base + Atak − Obrona, criticals, Młynek's self-hit, the wounds
S + kN × multiplier ± modifiers − armour, weak blows and the wound class (KLO), and its exact distribution.

:func:`spec` gathers the numbers of an attack from both fighters' declarations and records; :func:`outcome` reads
one roll of the k20 and the wound die; :func:`distribution` runs :func:`outcome` over every pair of results, so
the odds shown before a declaration and the attack made later can never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from game.rules.manoeuvres.actions import PRECISE
from game.rules.manoeuvres.data import WOUND_CLASSES, armoury
from game.rules.manoeuvres.fighters import armed, atak, declaration, men_at_arms, raging, tier, weapon
from game.rules.manoeuvres.mods import Sum
from game.rules.manoeuvres.record import record, status
from game.rules.odds import Distribution
from game.rules.state import Figure, GameState

MISS, SELF_HIT, NO_WOUND = "miss", "self-hit", "no wound"


@dataclass(frozen=True)
class Spec:
    """Every number of one attack, each a base with named modifiers."""

    attacker: str
    target: str
    atak: Sum
    obrona: Sum
    critical: Sum  # a hit rolled at or under this is critical
    self_risk: int  # Młynek: a roll of 21 − risk or more hits the attacker itself
    die: int
    multiplier: Sum
    wounds: Sum  # S and the flat modifiers
    armour: Sum
    weak: Sum  # the weak-hit threshold
    klo: Sum  # class steps (+1KLO, −1KLO)
    thresholds: tuple[int, int, int, int]  # the target's light, medium, heavy, critical
    self_armour: int
    self_thresholds: tuple[int, int, int, int]

    @property
    def need(self) -> int:
        return armoury().rules.base + self.atak.total - self.obrona.total

    def lines(self) -> list[str]:
        """The breakdown as the log and the window show it."""
        r = armoury().rules
        return [
            f"{self.atak.text()}; {self.obrona.text()}; hits on k20 at most {r.base} + {self.atak.total} − "
            f"{self.obrona.total} = {self.need} ({r.always_hits} always hits, {r.always_misses} always misses)",
            f"{self.critical.text()}" + (f"; self-hit on {21 - self.self_risk}+" if self.self_risk else ""),
            f"wounds: {self.wounds.text()} + k{self.die} × {self.multiplier.text()} − {self.armour.text()}; "
            f"{self.weak.text()}" + (f"; {self.klo.text()}" if self.klo.mods else ""),
        ]

    def as_json(self) -> dict[str, object]:
        return {"atak": self.atak.as_json(), "obrona": self.obrona.as_json(), "need": self.need,
                "critical": self.critical.as_json(), "self_risk": self.self_risk, "die": self.die,
                "multiplier": self.multiplier.as_json(), "wounds": self.wounds.as_json(),
                "armour": self.armour.as_json(), "weak": self.weak.as_json(), "klo": self.klo.as_json()}


@dataclass(frozen=True)
class Outcome:
    hit: bool
    critical: bool = False
    self_hit: bool = False
    points: int = 0  # after armour, weak blows halved
    weak: bool = False
    klass: str = NO_WOUND  # a wound class, or "no wound"

    @property
    def key(self) -> str:
        """What the odds count: miss, self-hit, or the wound class of a hit."""
        return SELF_HIT if self.self_hit else self.klass if self.hit else MISS


def spec(state: GameState, attacker_id: str, target_id: str, specials: tuple[str, ...] = (),
         second: bool = False) -> Spec:
    """The numbers of an attack by ``attacker_id`` on ``target_id``; ``specials`` are the one-attack actions it
    carries (potezne, precyzyjne, cios_zabojcy, mocny_strzal), ``second`` marks the second blow of Podwójne."""
    r = armoury().rules
    a, d = state.figures[attacker_id], state.figures[target_id]
    da = declaration(state, attacker_id)
    act_a = da.get("action", "")
    ta = tier(a)
    held = weapon(a)
    at = atak(a)
    crit = Sum("critical chance", r.critical_chance)
    mult = Sum("multiplier", held.multiplier, held.name)
    wounds = Sum("S", int(a.stats["sila"]), "S")
    weak = Sum("weak-hit threshold", r.weak_hit_threshold)
    klo = Sum("KLO", 0, "steps")
    self_risk = 0
    n = r.actions
    if act_a == "defensywa":
        at = at.plus("Defensywa", n["defensywa"]["atak"])
        wounds = wounds.plus(f"Defensywa (tier {ta})",
                             n["defensywa"]["wounds"] + n["defensywa"]["wounds_per_tier"] * ta)
        mult = mult.plus("Defensywa", n["defensywa"]["multiplier"])
    elif act_a == "ofensywa":
        wounds = wounds.plus(f"Ofensywa (tier {ta})", n["ofensywa"]["wounds_per_tier"] * ta)
        mult = mult.plus("Ofensywa", n["ofensywa"]["multiplier"])
    elif act_a == "kontra":
        at = at.plus("Kontra", n["kontra"]["atak"])
    elif act_a == "selektywny":
        at = at.plus("Selektywny Atak", n["selektywny"]["atak"])
        crit = crit.plus(f"Selektywny Atak (tier {ta})", n["selektywny"]["critical_per_tier"] * ta)
    elif act_a == "szarza" and attacker_id not in record(state).stalled:  # the impetus is the run's
        klo = klo.plus("Szarża", n["szarza"]["klo"])
    elif act_a == "mlynek":
        crit = crit.plus("Młynek", n["mlynek"]["critical"])
        self_risk = n["mlynek"]["self_risk"]
    if act_a in ("przycelowanie", "precyzyjny_strzal", "mocny_strzal") and da.get("points"):
        points = int(da["points"])
        name = "Precyzyjny strzał" if act_a == "precyzyjny_strzal" else "Przycelowanie"
        at = at.plus(f"{name} {points}", points * n["przycelowanie"]["atak_per_point"])
        per = n["precyzyjny_strzal" if act_a == "precyzyjny_strzal" else "przycelowanie"]["weak_per_point"]
        weak = weak.plus(name, points * per)
    if raging(a, act_a):
        mult = mult.plus("Wściekłość", n["wscieklosc"]["multiplier"])
    if not armed(a) and armed(d):
        at = at.plus("bare hands against a weapon", n["bez_broni"]["atak"])
    if armed(a) and not armed(d):
        wounds = wounds.plus("against bare hands", n["bez_broni"]["armed_wounds"])
    if "potezne" in specials:
        klo = klo.plus("Potężne uderzenie", n["potezne"]["klo"])
        wounds = wounds.plus(f"Potężne uderzenie (level {a.stats['level']})",
                             n["potezne"]["wounds_per_level"] * int(a.stats["level"]))
    if "precyzyjne" in specials:
        at = at.plus(PRECISE, n["precyzyjne"]["atak"])
        klo = klo.plus(PRECISE, n["precyzyjne"]["klo"])
    if "cios_zabojcy" in specials:
        at = at.plus("Cios zabójcy", n["cios_zabojcy"]["atak"])
        wounds = wounds.plus(f"Cios zabójcy (level {a.stats['level']})",
                             n["cios_zabojcy"]["wounds_per_level"] * int(a.stats["level"]))
        crit = crit.plus("Cios zabójcy", n["cios_zabojcy"]["critical"])
    if "mocny_strzal" in specials:
        wounds = wounds.plus("power shot", n["mocny_strzal"]["wounds"])
    if second:
        klo = klo.plus("Podwójne uderzenie, second opponent", n["podwojne"]["second_klo"])
    return Spec(attacker_id, target_id, at, obrona(state, d, attacker_id), crit, self_risk, held.die, mult, wounds,
                armour(state, d), weak, klo, _thresholds(d), int(a.stats["armour"]), _thresholds(a))


def obrona(state: GameState, d: Figure, attacker_id: str) -> Sum:
    """The defender's Obrona against one attacker, with every modifier of its declaration and record."""
    n = armoury().rules.actions
    dd = declaration(state, d.id)
    act = dd.get("action", "")
    found = Sum("Obrona", int(d.stats["obrona"]), "Obrona")
    held = weapon(d)
    if armed(d) and held.obrona:
        found = found.plus(f"{held.name} (weapon Obrona)", held.obrona)
        if status(d).exposed:
            found = found.plus("exposed: no weapon Obrona", -held.obrona)
    td = tier(d)
    if act == "defensywa":
        found = found.plus(f"Defensywa (tier {td})",
                           n["defensywa"]["obrona"] + n["defensywa"]["obrona_per_tier"] * td)
        given = record(state).given_up.get(d.id, 0)
        found = found.plus(f"{given} attack{'s' if given != 1 else ''} given up",
                           given * n["defensywa"]["give_up_obrona"])
    elif act == "ofensywa":
        found = found.plus("Ofensywa", n["ofensywa"]["obrona"])
    elif act == "kontra":
        found = found.plus("Kontra", n["kontra"]["obrona"])
    elif act == "szarza":
        found = found.plus("Szarża", n["szarza"]["obrona"])
    elif act == "dystans" and dd.get("target") == attacker_id:
        advantage = held.size - weapon(state.figures[attacker_id]).size
        found = found.plus(f"Utrzymanie na dystans ({advantage} size{'s' if advantage != 1 else ''})",
                           advantage * n["dystans"]["obrona_per_size"])
        if men_at_arms(d):
            found = found.plus("Utrzymanie na dystans, men-at-arms", n["dystans"]["men_at_arms_obrona"])
    if raging(d, act):
        found = found.plus("Wściekłość", n["wscieklosc"]["obrona"])
    return found


def armour(state: GameState, d: Figure) -> Sum:
    found = Sum("armour", int(d.stats["armour"]), "armour")
    if declaration(state, d.id).get("action") == "defensywa":
        td = tier(d)
        found = found.plus(f"Defensywa parrying (tier {td})", armoury().rules.act("defensywa", "armour_per_tier") * td)
    return found


def _thresholds(figure: Figure) -> tuple[int, int, int, int]:
    t = figure.stats["wounds"]
    return t["light"], t["medium"], t["heavy"], t["critical"]


def wound_class(points: int, thresholds: tuple[int, int, int, int], steps: int) -> str:
    """The class of a wound of ``points`` (no wound below 1), moved ``steps`` classes (KLO) up or down."""
    if points < 1:
        return NO_WOUND
    index = sum(points >= t for t in thresholds) + steps
    return NO_WOUND if index < 0 else WOUND_CLASSES[min(index, len(WOUND_CLASSES) - 1)]


def outcome(s: Spec, roll: int, die: int) -> Outcome:
    """What a k20 ``roll`` and a wound die ``die`` make of the attack ``s``."""
    r = armoury().rules
    if s.self_risk and roll >= 21 - s.self_risk:
        own, halved = _points(s.wounds.total + die * max(0, s.multiplier.total) - s.self_armour, s.weak.total)
        return Outcome(False, self_hit=True, points=own, weak=halved, klass=wound_class(own, s.self_thresholds, 0))
    hit = roll != r.always_misses and (roll == r.always_hits or roll <= s.need)
    if not hit:
        return Outcome(False)
    critical = roll <= s.critical.total
    points, weak = _points(s.wounds.total + die * max(0, s.multiplier.total) - s.armour.total, s.weak.total)
    return Outcome(True, critical, False, points, weak, wound_class(points, s.thresholds, s.klo.total + critical))


def _points(raw: int, weak_threshold: int) -> tuple[int, bool]:
    if raw < 1:
        return 0, False
    if raw < weak_threshold:
        return raw // 2, True
    return raw, False


def distribution(s: Spec) -> tuple[Distribution, Fraction]:
    """The exact distribution of the attack's results (miss, self-hit, no wound, each wound class) and the
    chance of a critical."""
    return _distribution(s)


@cache
def _distribution(s: Spec) -> tuple[Distribution, Fraction]:
    each = Fraction(1, 20 * s.die)
    weighted = []
    critical = Fraction(0)
    for roll in range(1, 21):
        for die in range(1, s.die + 1):
            found = outcome(s, roll, die)
            weighted.append((found.key, each))
            critical += each if found.critical else 0
    return Distribution.of(weighted), critical


def weight_of(klass: str) -> int:
    return armoury().rules.wounds.get(klass, 0)
