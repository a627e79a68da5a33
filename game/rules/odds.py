"""Exact odds: outcome distributions with rational probabilities, for "what are my chances?" before a roll.

Small dice pools are enumerated outright, so the window can show 41.67 % rather than "about 40 %", and tests
can compare against a brute-force count.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from typing import Any


class Distribution(dict):
    """Outcome → probability (a Fraction); the probabilities add up to 1."""

    @classmethod
    def of(cls, weighted: Iterable[tuple[Hashable, Fraction | int]]) -> Distribution:
        out: dict[Hashable, Fraction] = {}
        total = Fraction(0)
        for outcome, weight in weighted:
            out[outcome] = out.get(outcome, Fraction(0)) + Fraction(weight)
            total += Fraction(weight)
        return cls({k: v / total for k, v in sorted(out.items(), key=lambda kv: repr(kv[0]))})

    @classmethod
    def dice(cls, count: int, sides: int = 6) -> Distribution:
        """Every roll of ``count`` dice as a sorted tuple, each equally likely per ordered roll."""
        return cls(_dice(count, sides))

    def map(self, f: Callable[[Any], Hashable]) -> Distribution:
        return Distribution.of((f(outcome), p) for outcome, p in self.items())

    def chance(self, pred: Callable[[Any], bool]) -> Fraction:
        return sum((p for outcome, p in self.items() if pred(outcome)), Fraction(0))

    def mean(self, value: Callable[[Any], float] = float) -> Fraction:
        return sum((Fraction(value(o)) * p for o, p in self.items()), Fraction(0))


@cache
def _dice(count: int, sides: int) -> dict[tuple[int, ...], Fraction]:
    each = Fraction(1, sides**count)
    out: dict[tuple[int, ...], Fraction] = {}
    for roll in itertools.product(range(1, sides + 1), repeat=count):
        key = tuple(sorted(roll))
        out[key] = out.get(key, Fraction(0)) + each
    return out


@dataclass(frozen=True)
class OddsLine:
    """One thing that may happen (a target hit), as a distribution over named outcomes."""

    label: str
    outcomes: Distribution
    summary: str = ""
    brief: str = ""  # the label without its workings (the dice and modifiers), where it has them: a short window's


@dataclass(frozen=True)
class Odds:
    """What the window shows before a player commits: a title, one line per target or roll, and notes."""

    title: str
    lines: tuple[OddsLine, ...]
    notes: tuple[str, ...] = field(default_factory=tuple)


def percent(p: Fraction) -> str:
    return f"{float(p) * 100:.1f} %"
