"""What a batch of games says: win rates with 95 % confidence intervals, game length, how games ended."""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from game.sim.games import DRAW, GameRecord

#: The normal quantile for a two-sided 95 % interval.
Z95 = 1.959963984540054


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (successes may count halves: draws): unlike p ± z·se it stays
    within [0, 1] and is honest for
    small batches and rates near 0 or 1."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Rate:
    outcome: str  # a side id, or DRAW
    name: str
    count: int
    rate: float
    low: float
    high: float


@dataclass(frozen=True)
class Summary:
    games: int
    rates: list[Rate]
    turns: list[int]
    decisions: list[int]
    endings: list[tuple[str, int]]
    seconds: float
    unit: str = "turn"  # what a game's length counts: "round" where the ruleset counts rounds

    @property
    def mean_turns(self) -> float:
        return statistics.fmean(self.turns) if self.turns else 0.0


def summarise(records: Sequence[GameRecord], sides: Sequence[tuple[str, str]], unit: str = "turn") -> Summary:
    """``sides`` are (id, name) in turn order; every side and draws get a rate, even at 0; ``unit``: what the
    records' lengths count."""
    n = len(records)
    wins = Counter(r.winner for r in records)
    rates = []
    for outcome, name in [*sides, (DRAW, "draw")]:
        low, high = wilson(wins[outcome], n)
        rates.append(Rate(outcome, name, wins[outcome], wins[outcome] / n if n else 0.0, low, high))
    endings = Counter(r.ending for r in records).most_common()
    return Summary(n, rates, [r.turns for r in records], [r.decisions for r in records], endings,
                   sum(r.seconds for r in records), unit)


def report(summary: Summary, title: str, requested: int) -> str:
    lines = [f"{title}: {summary.games} of {requested} games played"]
    if not summary.games:
        return "\n".join(lines)
    lines.append("win rates (95 % confidence interval):")
    width = max(len(r.name) for r in summary.rates)
    for r in summary.rates:
        lines.append(f"  {r.name:<{width}}  {r.count:>5}  {100 * r.rate:5.1f} %  "
                     f"[{100 * r.low:5.1f} %, {100 * r.high:5.1f} %]")
    turns = summary.turns
    spread = f", sd {statistics.stdev(turns):.1f}" if len(turns) > 1 else ""
    lines.append(f"game length: mean {summary.mean_turns:.1f} {summary.unit}s{spread} (shortest {min(turns)}, longest "
                 f"{max(turns)}); {statistics.fmean(summary.decisions):.0f} decisions a game")
    lines.append("how games ended:")
    lines += [f"  {count:>5}  {ending}" for ending, count in summary.endings]
    return "\n".join(lines)
