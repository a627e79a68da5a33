"""The success roll of seed 002 (rule 3), and the injury roll made the same way, with their exact odds.

Roll two dice plus one per +DICE or −DICE, after cancelling +DICE and −DICE in pairs until one kind is left;
keep the two highest (only +DICE left) or the two lowest (any −DICE left); add flat modifiers to the kept
pair; read the total on a table. The odds come from a closed count of how many of the 6ⁿ ordered rolls keep
each pair, so they are exact for any pool and cost nothing. ``make_roll`` rolls in a game and tells it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache
from typing import TYPE_CHECKING

from game.rules.dice import Randomness
from game.rules.odds import Distribution
from game.words import signed

if TYPE_CHECKING:
    from game.rules.game import Game

FAILURE, SUCCESS, CRITICAL = "failure", "success", "critical"
NO_EFFECT, MINOR, DOWN, OUT = "no effect", "minor hit", "down", "out of action"


@dataclass(frozen=True)
class Modifier:
    """One named reason a roll changes: ``dice`` +DICE (positive) or −DICE (negative), ``flat`` to the total."""

    name: str
    dice: int = 0
    flat: int = 0

    def text(self) -> str:
        parts = [f"{signed(self.dice)} DICE"] if self.dice else []
        parts += [signed(self.flat)] if self.flat else []
        return f"{' '.join(parts)} ({self.name})"

    def as_json(self) -> dict[str, object]:
        return {"name": self.name, "dice": self.dice, "flat": self.flat}


@dataclass(frozen=True)
class Table:
    """A results table: ``bands`` are (highest total, outcome) in order, ``above`` everything higher.
    ``negative_cap`` limits the sum of negative flat modifiers (armour on injury rolls)."""

    name: str
    bands: tuple[tuple[int, str], ...]
    above: str
    negative_cap: int | None = None

    def outcome(self, total: int) -> str:
        return next((name for top, name in self.bands if total <= top), self.above)

    @property
    def outcomes(self) -> tuple[str, ...]:
        return (*(name for _, name in self.bands), self.above)

    def flat(self, modifiers: Iterable[Modifier]) -> int:
        mods = list(modifiers)
        plus = sum(m.flat for m in mods if m.flat > 0)
        minus = sum(m.flat for m in mods if m.flat < 0)
        return plus + (max(minus, self.negative_cap) if self.negative_cap is not None else minus)


SUCCESS_TABLE = Table("success", ((6, FAILURE), (11, SUCCESS)), CRITICAL)
INJURY_TABLE = Table("injury", ((1, NO_EFFECT), (6, MINOR), (8, DOWN)), OUT, negative_cap=-3)


@dataclass(frozen=True)
class Pool:
    """The dice of a roll after cancelling: ``net`` > 0 keeps the highest two, < 0 the lowest two."""

    plus: int
    minus: int

    @classmethod
    def of(cls, modifiers: Iterable[Modifier]) -> Pool:
        mods = list(modifiers)
        return cls(sum(m.dice for m in mods if m.dice > 0), -sum(m.dice for m in mods if m.dice < 0))

    @property
    def net(self) -> int:
        return self.plus - self.minus

    @property
    def count(self) -> int:
        return 2 + abs(self.net)

    @property
    def keeps(self) -> str:
        return "lowest" if self.net < 0 else "highest"

    def text(self) -> str:
        if not self.net:
            return "2 dice"
        return f"{self.count} dice, keep the {self.keeps} two"


def keep_two(dice: Sequence[int], net: int) -> tuple[int, int]:
    """The two dice a roll keeps: the highest unless −DICE are left."""
    ordered = sorted(dice)
    return (ordered[0], ordered[1]) if net < 0 else (ordered[-2], ordered[-1])


@dataclass(frozen=True)
class Roll:
    table: str
    modifiers: tuple[Modifier, ...]
    pool: Pool
    dice: tuple[int, ...]  # all rolled, in the order rolled
    kept: tuple[int, int]
    flat: int
    total: int
    outcome: str
    seq: int | None = None  # the event that told it, once told: what it brings about names it (``of_roll``)

    def text(self) -> str:
        mods = "; ".join(m.text() for m in self.modifiers) or "no modifiers"
        pairs = min(self.pool.plus, self.pool.minus)
        cancelled = f", {pairs} pair{'s' if pairs != 1 else ''} cancelled" if pairs else ""
        flat = f" {signed(self.flat)}" if self.flat else ""
        return (f"{mods}{cancelled}: rolls {list(self.dice)}, keeps {list(self.kept)}{flat} = {self.total}: "
                f"{self.outcome}")

    def as_json(self) -> dict[str, object]:
        return {"table": self.table, "dice": list(self.dice), "kept": list(self.kept), "plus": self.pool.plus,
                "minus": self.pool.minus, "net": self.pool.net, "flat": self.flat, "total": self.total,
                "outcome": self.outcome, "modifiers": [m.as_json() for m in self.modifiers]}


def make_roll(game: Game, what: str, text: str, modifiers: Iterable[Modifier], table: Table = SUCCESS_TABLE, /,
              **data: object) -> Roll:
    """Roll in a game and tell it: every die, the kept pair, each modifier, the outcome and the odds it had;
    ``data`` goes into the event as it is."""
    mods = list(modifiers)
    odds = outcomes(mods, table)
    done = roll(game.rng, mods, table)
    told = game.emit("roll", f"{text}: {done.text()}.", visible_to=None, roll=what,
                     odds={o: round(float(p), 6) for o, p in odds.items()}, **done.as_json(), **data)
    return replace(done, seq=told.seq)


def roll(rng: Randomness, modifiers: Iterable[Modifier], table: Table = SUCCESS_TABLE) -> Roll:
    mods = tuple(m for m in modifiers if m.dice or m.flat)
    pool = Pool.of(mods)
    dice = tuple(rng.roll(pool.count, 6))
    kept = keep_two(dice, pool.net)
    flat = table.flat(mods)
    total = sum(kept) + flat
    return Roll(table.name, mods, pool, dice, kept, flat, total, table.outcome(total))


# --- exact odds --------------------------------------------------------------------------------------------
@cache
def kept_pairs(net: int) -> dict[tuple[int, int], int]:
    """How many of the 6ⁿ ordered rolls of a pool keep each pair (low, high).

    Keeping the highest two of n dice as (b, a), b ≤ a: if b < a exactly one die shows a and the other n−1 top
    out at exactly b; if b = a at least two dice show a and none more. Keeping the lowest is the mirror image.
    """
    n = 2 + abs(net)
    counts: dict[tuple[int, int], int] = {}
    for a in range(1, 7):
        for b in range(1, a + 1):
            single = n * (b ** (n - 1) - (b - 1) ** (n - 1))
            double = a**n - (a - 1) ** n - n * (a - 1) ** (n - 1)
            counts[(b, a) if net >= 0 else (7 - a, 7 - b)] = single if b < a else double
    return counts


def totals(net: int, flat: int = 0) -> Distribution:
    """The exact distribution of a roll's total (kept pair plus ``flat``)."""
    return Distribution.of((low + high + flat, count) for (low, high), count in kept_pairs(net).items())


def outcomes(modifiers: Iterable[Modifier], table: Table = SUCCESS_TABLE) -> Distribution:
    """The exact chance of each outcome of ``table`` for a roll with these modifiers (every outcome listed)."""
    mods = list(modifiers)
    return _outcomes(Pool.of(mods).net, table.flat(mods), table)


@cache
def _outcomes(net: int, flat: int, table: Table) -> Distribution:
    found = totals(net, flat).map(table.outcome)
    return Distribution({name: found.get(name, Fraction(0)) for name in table.outcomes})
