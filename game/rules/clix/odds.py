"""Exact odds of clix rolls, from the same :func:`strike_damage` and heal rules that play them.

2d6 has 11 totals; a strike's outcome depends only on the total it needs and its damage, so each table is
computed once and kept (:func:`strike_table`), which keeps the odds of an attack far under a millisecond.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from game.rules.clix.combat import (
    CRITICAL_FAILURE,
    Mending,
    Strike,
    heal_amount,
    heal_succeeds,
    strike_damage,
)
from game.rules.odds import Distribution, Odds, OddsLine, percent

TWO_D6 = Distribution.dice(2).map(sum)
ONE_D6 = Distribution.dice(1).map(lambda roll: roll[0])


@cache
def strike_table(need: int, damage: int) -> Distribution:
    """Clicks dealt → probability, for a strike that needs ``need`` on 2d6 and deals ``damage``."""
    probe = Strike("", 0, (), need, (), damage)
    return Distribution.of((strike_damage(probe, roll), p) for roll, p in TWO_D6.items())


def hit_chance(need: int) -> Fraction:
    return strike_table(need, 1).chance(lambda clicks: clicks > 0)



CRITICAL_FAILURE_CHANCE = TWO_D6[CRITICAL_FAILURE]


def attack_odds(attacker_name: str, strikes: list[Strike], names: dict[str, str]) -> Odds:
    """One line per target (damage distribution, criticals included) and the attacker's critical-failure risk."""
    lines = []
    for strike in strikes:
        table = strike_table(strike.need, strike.damage)
        hit = table.chance(lambda clicks: clicks > 0)
        mods = ", ".join(f"{name} +{v}" for name, v in (*strike.bonus, *strike.modifiers))
        summary = f"hit {percent(hit)} (needs {max(strike.need, 3)}+ on 2d6{'; ' + mods if mods else ''}), " \
                  f"expected damage {float(table.mean()):.2f}"
        lines.append(OddsLine(names[strike.target], table, summary))
    risk = Distribution({0: 1 - CRITICAL_FAILURE_CHANCE, 1: CRITICAL_FAILURE_CHANCE})
    lines.append(OddsLine(f"{attacker_name}: critical failure", risk,
                          f"{percent(CRITICAL_FAILURE_CHANCE)}: a roll of 2 misses every target and costs 1 click"))
    notes: tuple[str, ...] = ("A roll of 12 always hits and deals +1 damage; a 2 always misses.",)
    if len(strikes) > 1:
        notes += ("One roll against every target; each hit deals exactly 1 damage (rule 5).",)
    return Odds(f"{attacker_name} attacks", tuple(lines), notes)


@cache
def heal_table(attack: int, defence: int, wounds: int) -> Distribution:
    """Clicks healed → probability: the 2d6 roll, then the d6 for the amount, capped by the wounds (rule 10)."""
    m = Mending("", attack, defence, wounds)
    weighted = []
    for roll, p in TWO_D6.items():
        if not heal_succeeds(m, roll):
            weighted.append((0, p))
            continue
        weighted += [(min(wounds, heal_amount(roll, die)), p * q) for die, q in ONE_D6.items()]
    return Distribution.of(weighted)


def heal_odds(healer_name: str, m: Mending, target_name: str) -> Odds:
    table = heal_table(m.attack, m.defence, m.wounds)
    success = table.chance(lambda clicks: clicks > 0)
    summary = f"succeeds {percent(success)}, expected {float(table.mean()):.2f} clicks (at most {m.wounds})"
    return Odds(f"{healer_name} heals {target_name}", (OddsLine(target_name, table, summary),),
                ("A 12 always heals, +1 click; healing has no critical failure and never passes the starting click.",))


def pushing_line(name: str, damage: str) -> OddsLine:
    """The click of pushing damage a figure that acted last turn takes after this action: certain, but said."""
    return OddsLine(f"{name}: pushing", Distribution({1: Fraction(1)}), f"{damage}, once the action is resolved")


def breakaway_odds(name: str) -> Odds:
    table = ONE_D6.map(lambda die: die >= 4)
    return Odds(f"{name} breaks away", (OddsLine("breakaway (d6 4-6)", table, f"succeeds {percent(table[True])}"),),
                ("On a failure the figure stays where it is and its action is spent.",))
