"""When a fighter's attacks come (RULES.md decisions): Initiative = Inicjatywa + k10 + the action's and the changes'
modifiers; each attack's moment = Initiative − the delay step (weapon delay + k10 + the action's extra die) for the
first, that much lower again for each further one, the first remaining attack later still by a special action's
delay; a moment below 0 is lost this round.

The round rolls these terms (:func:`game.rules.manoeuvres.round.roll_initiative`); the odds card and the AI work out
from the very same terms, before the dice are thrown, how many attacks will come and whether the first one will.
"""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from game.rules.manoeuvres.actions import NO_ATTACKS, PRECISE
from game.rules.manoeuvres.data import armoury
from game.rules.manoeuvres.fighters import armed, raging, tier, weapon
from game.rules.manoeuvres.mods import Sum
from game.rules.manoeuvres.record import record
from game.rules.state import GameState

#: Actions whose one special attack is the fighter's first remaining attack.
SPECIALS = ("potezne", "cios_zabojcy", "mocny_strzal", "wyluskanie", "podwojne")


@dataclass(frozen=True)
class Die:
    """A die of the delay step, by its label in the breakdown ("k10", "Utrzymanie na dystans k4")."""

    label: str
    sides: int


def initiative_terms(state: GameState, fid: str, decl: dict[str, Any], changing: bool = False) -> list[tuple[str, int]]:
    """What the declared action and the changes of declaration add to the fighter's Initiative roll (``changing``:
    counting the change being made, not yet recorded)."""
    r = armoury().rules
    n = r.actions
    act = decl["action"]
    terms: list[tuple[str, int]] = []
    if act == "szarza":
        terms.append(("Szarża", n["szarza"]["initiative"]))
    if act == "cios_zabojcy":
        terms.append(("Cios zabójcy", n["cios_zabojcy"]["initiative"]))
    points = int(decl.get("points", 0) or 0)
    if act in ("przycelowanie", "mocny_strzal") and points:
        terms.append((f"Przycelowanie {points}", points * n["przycelowanie"]["initiative_per_point"]))
    if act == "precyzyjny_strzal":
        terms.append((f"Precyzyjny strzał {points}", points * n["precyzyjny_strzal"]["initiative_per_point"]))
    changes = record(state).changes.get(fid, 0) + changing
    if changes:
        terms.append((f"{changes} change{'s' if changes != 1 else ''}", -r.change_cost * changes))
    return terms


def delay_terms(state: GameState, fid: str, decl: dict[str, Any]) -> list[tuple[str, int] | Die]:
    """The delay step between the fighter's attacks, after its weapon's delay: fixed terms and dice, in the order
    the breakdown lists them (and the dice are rolled)."""
    fig = state.figures[fid]
    r = armoury().rules
    n = r.actions
    act = decl["action"]
    held = weapon(fig)
    terms: list[tuple[str, int] | Die] = []
    if act == "mlynek":
        terms.append(("Młynek: delay doubled", held.delay * (n["mlynek"]["delay_factor"] - 1)))
    terms.append(Die(f"k{r.delay_die}", r.delay_die))
    if act == "selektywny" and tier(fig):  # no tier, no Selektywny Atak: the AI weighs it all the same
        tiers = {v: k for k, v in r.tiers.items()}
        sides = n["selektywny"][f"die_{tiers[tier(fig)]}"]
        terms.append(Die(f"Selektywny Atak k{sides}", sides))
    if act == "dystans":
        sides = n["dystans"]["delay_die"]
        terms.append(Die(f"Utrzymanie na dystans k{sides}", sides))
    if raging(fig, act):
        terms.append(("Wściekłość", n["wscieklosc"]["delay"]))
    return terms


def attack_count(state: GameState, fid: str, decl: dict[str, Any]) -> int:
    """How many attacks the declaration makes: none for the actions without, one bare-handed against a weapon."""
    fig = state.figures[fid]
    if decl["action"] in NO_ATTACKS:
        return 0
    target = decl.get("target")
    if not armed(fig) and target and armed(state.figures[target]):
        return armoury().rules.act("bez_broni", "attacks")
    return int(fig.stats["attacks"])


def special_delay(decl: dict[str, Any]) -> tuple[tuple[str, ...], Sum]:
    """The one-attack actions the fighter's first remaining attack carries, and the delay they add to it."""
    n = armoury().rules.actions
    act = decl["action"]
    specials = tuple(a for a in SPECIALS if a == act) + (("precyzyjne",) if decl.get("precise") else ())
    extra = Sum("extra delay", 0, "none")
    if "potezne" in specials:
        extra = extra.plus("Potężne uderzenie", n["potezne"]["delay"])
    if "precyzyjne" in specials:
        extra = extra.plus(PRECISE, n["precyzyjne"]["delay"])
    if "mocny_strzal" in specials:
        extra = extra.plus("power shot", n["mocny_strzal"]["delay"])
    return specials, extra


@dataclass(frozen=True)
class Timing:
    """Over the Initiative and delay dice: the expected number of attacks that come, the expected moment of the
    first, and the chance that the first comes at all (its moment not below 0)."""

    attacks: Fraction
    first_moment: Fraction
    first_comes: Fraction


def timing(state: GameState, fid: str, decl: dict[str, Any], changing: bool = False) -> Timing:
    """How the declaration's attacks are timed, before the dice (no attacks: none come, the first never);
    ``changing``: the declaration is a change, which costs Initiative too."""
    count = attack_count(state, fid, decl)
    if not count:
        return Timing(Fraction(0), Fraction(-100), Fraction(0))
    fig = state.figures[fid]
    base = int(fig.stats["inicjatywa"]) + sum(v for _, v in initiative_terms(state, fid, decl, changing))
    terms = delay_terms(state, fid, decl)
    fixed = weapon(fig).delay + sum(t[1] for t in terms if not isinstance(t, Die))
    dice = tuple(t.sides for t in terms if isinstance(t, Die))
    return _timing(base, armoury().rules.initiative_die, fixed, dice, special_delay(decl)[1].total, count)


@functools.cache
def _timing(base: int, initiative_die: int, fixed: int, dice: tuple[int, ...], special: int, count: int) -> Timing:
    """A pure function of a few integers, so each is worked out once (the AI asks it for every pair of
    declarations)."""
    attacks = first = comes = 0
    combos = list(itertools.product(range(1, initiative_die + 1), *(range(1, sides + 1) for sides in dice)))
    for init, *rolled in combos:
        step = fixed + sum(rolled)
        moment = base + init - step - special
        attacks += (moment >= 0) + sum(1 for i in range(1, count) if base + init - (i + 1) * step >= 0)
        first += moment
        comes += moment >= 0
    n = len(combos)
    return Timing(Fraction(attacks, n), Fraction(first, n), Fraction(comes, n))
