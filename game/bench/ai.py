"""``python -m game.bench ai [--ruleset R] [--games N] [--turns T] [--pairing P] [--jobs J]``: the AI's strength ladder.

For each ruleset, on its shipped scenarios in turn, with fixed seeds (game i has seed i) and the sides
alternated: hard and normal vs greedy, the mirror (greedy vs greedy), then greedy, easy, normal and hard vs
random. A pairing's score is the first level's (win 1, draw ½; a draw it has no part in, as when two troupes of
three tie on moonstones, is lost), with its 95 % Wilson interval; where a game has three sides or more, where an
equal player wins a third of the time, also its score against each other side one by one (ahead 1, level ½),
where par is a half. Below it the
score by the side the first level played (a scenario that favours one side shows there) and, where the ruleset
ships more than one scenario, by scenario and side on each (a duel where the look-ahead gains, a battle where it
does not). The mirror on the same
seeds is what the sides and the dice alone give, so a level's strength against greedy is its score over the
mirror's, side by side. "Early" counts games that ended before the turn limit (by elimination, morale or the
last standing). The decision times are the first level's, in the thinking thread's processor time (one core,
whatever else the machine does): the median of all its decisions, their mean, and the median of its main
choices (those the look-ahead searches). The games are played in J processes; each depends only on its seed and
the look-ahead's processor-time budget, and the figures are summed in game order.

The targets (issue 14, over 100 games a pairing), printed beside the figures: normal scores at least 70 % against
greedy in clix, trench and arcane; every level at least 95 % against random; at least half of the clix AI-vs-AI
games (no random side) end early; a normal main decision takes at most 0.3 s median.
"""

from __future__ import annotations

import argparse
import statistics
import time
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from tqdm import tqdm

from game import locations
from game.ai.controller import Controller, ai_for
from game.arguments import positive_int
from game.headless import play
from game.rules.decisions import Answer, Decision
from game.rules.game import Game
from game.rules.scenario import Scenario, load_scenario
from game.sim.pool import in_processes
from game.sim.stats import wilson

RULESETS = ("clix", "trench", "arcane", "manoeuvres", "gamebook")
PAIRINGS = (("hard", "greedy"), ("normal", "greedy"), ("greedy", "greedy"), ("greedy", "random"), ("easy", "random"),
            ("normal", "random"), ("hard", "random"))
STRONG = 0.70  # normal's least score against greedy ...
STRONG_IN = ("clix", "trench", "arcane")  # ... in these rulesets
SURE = 0.95  # every level's least score against random
EARLY = 0.5  # the least share of clix AI-vs-AI games that end before the turn limit
QUICK = 0.3  # seconds: the normal level's most median main decision


class Timed:
    """Wraps a controller: times each decision, and apart those its look-ahead searched (its main choices)."""

    def __init__(self, inner: Controller, times: list[float], searched: list[float]) -> None:
        self.inner, self.times, self.searched = inner, times, searched
        self.kinds = getattr(inner, "searched", None)

    def decide(self, game: Game, decision: Decision) -> Answer:
        start = time.thread_time()
        answer = self.inner.decide(game, decision)
        self.times.append(time.thread_time() - start)
        if decision.options and (self.kinds is None or decision.kind in self.kinds):
            self.searched.append(self.times[-1])
        return answer


def shipped(ruleset: str) -> list[Path]:
    return sorted(p for p in locations.SCENARIOS.glob(f"{ruleset}-*.yaml"))


def ended_early(game: Game) -> bool:
    reason = game.result.reason if game.result else ""
    return "turn limit" not in reason and "end of turn" not in reason


@dataclass(frozen=True)
class Job:
    index: int  # the game's seed too
    path: Path
    side: int  # which side the first level plays
    first: str
    second: str
    turns: int | None


@dataclass(frozen=True)
class Played:
    index: int
    side: str  # the side the first level played
    points: float  # the first level's: 1 a win, ½ a draw
    against: float  # the same against each other side one by one (Result.against): among three or more, ½ is par
    early: bool
    times: list[float]
    main: list[float]
    scenario: str  # the scenario file's name without the ruleset's: "battle" for clix-battle.yaml


@cache
def _scenario(path: Path) -> Scenario:
    return load_scenario(path)


def play_one(job: Job) -> Played:
    """One game of a pairing, the first level playing side number ``job.side``."""
    game = Game(_scenario(job.path), seed=job.index, turns=job.turns)
    sides = [s.id for s in game.state.sides]
    mine = sides[job.side]
    times: list[float] = []
    main: list[float] = []
    controllers: dict[str, Controller] = {side: ai_for(game, side, job.second) for side in sides}
    controllers[mine] = Timed(ai_for(game, mine, job.first), times, main)
    play(game, controllers)
    assert game.result is not None  # play() returns once the game has ended
    return Played(job.index, mine, game.result.share(game.state, mine), game.result.against(game.state, mine),
                  ended_early(game), times, main, job.path.stem.removeprefix(f"{game.ruleset.id}-"))


@dataclass
class Row:
    ruleset: str
    first: str
    second: str
    played: list[Played] = field(default_factory=list)

    @property
    def games(self) -> int:
        return len(self.played)

    @property
    def score(self) -> float:
        return sum(p.points for p in self.played) / max(self.games, 1)

    @property
    def against(self) -> float:
        return sum(p.against for p in self.played) / max(self.games, 1)

    @property
    def early(self) -> float:
        return sum(p.early for p in self.played) / max(self.games, 1)

    def by_side(self) -> dict[str, tuple[float, int]]:
        """The first level's score and games as each side it played."""
        out: dict[str, tuple[float, int]] = {}
        for p in self.played:
            points, games = out.get(p.side, (0.0, 0))
            out[p.side] = points + p.points, games + 1
        return {side: (points / games, games) for side, (points, games) in out.items()}

    def by_scenario(self) -> dict[str, Row]:
        """The games on each scenario, as a row of their own: where a score comes from (a duel where the look-ahead
        gains, a battle where it does not), and each side's score there."""
        out: dict[str, Row] = {}
        for p in self.played:
            out.setdefault(p.scenario, Row(self.ruleset, self.first, self.second)).played.append(p)
        return dict(sorted(out.items()))

    def times(self) -> list[float]:
        return [t for p in self.played for t in p.times] or [0.0]

    def main(self) -> list[float]:
        return [t for p in self.played for t in p.main] or [0.0]

    def targets(self) -> list[tuple[str, float, bool]]:
        """The issue's targets this pairing measures: (what, the figure, met)."""
        out = []
        if self.first == "normal" and self.second == "greedy" and self.ruleset in STRONG_IN:
            out.append((f"score >= {STRONG:.0%}", self.score, self.score >= STRONG))
        if self.second == "random":
            out.append((f"score >= {SURE:.0%}", self.score, self.score >= SURE))
        if self.ruleset == "clix" and "random" not in (self.first, self.second):
            out.append((f"early >= {EARLY:.0%}", self.early, self.early >= EARLY))
        if self.first == "normal":
            median = statistics.median(self.main())
            out.append((f"main <= {QUICK:g} s", median, median <= QUICK))
        return out


def pairing(ruleset: str, first: str, second: str, games: int, turns: int | None, jobs: int) -> Row:
    paths = shipped(ruleset)
    # the scenarios in turn, each played from either side in turn
    work = [Job(i, paths[i % len(paths)], i // len(paths) % 2, first, second, turns) for i in range(games)]
    row = Row(ruleset, first, second)
    bar = tqdm(total=games, desc=f"{ruleset} {first} vs {second}", unit="game", leave=False, dynamic_ncols=True)
    done = map(play_one, work) if jobs == 1 else in_processes(play_one, work, min(jobs, games))
    for played in done:
        row.played.append(played)
        bar.update()
    bar.close()
    row.played.sort(key=lambda p: p.index)
    return row


HEADER = (f"{'ruleset':10} {'pairing':17} {'games':>5} {'score':>5} {'95 % interval':>13} {'early':>5} "
          f"{'median s':>8} {'mean s':>6} {'main s':>6}  targets")


def line(row: Row, seconds: float) -> str:
    low, high = wilson(row.score * row.games, row.games)
    times = row.times()
    verdicts = ", ".join(f"{what} {'met' if met else 'NOT met'}" for what, _, met in row.targets())
    return (f"{row.ruleset:10} {row.first + ' vs ' + row.second:17} {row.games:5d} {row.score:5.0%} "
            f"{f'[{low:.0%}, {high:.0%}]':>13} {row.early:5.0%} {statistics.median(times):8.3f} "
            f"{statistics.fmean(times):6.3f} {statistics.median(row.main()):6.3f}  {verdicts or '-'}"
            f"   ({seconds:.0f} s)\n{'':10} {'as each side':17} "
            + _by_side(row) + _by_scenario(row))


def _by_side(row: Row) -> str:
    said = ", ".join(f"{side} {score:.0%} of {games}" for side, (score, games) in row.by_side().items())
    if row.against != row.score:  # three sides or more: par is a third, not a half
        said += f"; against each other side one by one {row.against:.0%}"
    return said


def _by_scenario(row: Row) -> str:
    """A third line where the pairing played more than one scenario: each one's score, and by side there."""
    scenarios = row.by_scenario()
    if len(scenarios) < 2:
        return ""
    return f"\n{'':10} {'by scenario':17} " + "; ".join(
        f"{name} {part.score:.0%} of {part.games} ({_by_side(part)})" for name, part in scenarios.items())


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench ai", description=__doc__.split("\n\n")[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ruleset", choices=RULESETS, action="append", help="only this ruleset (repeatable)")
    parser.add_argument("--games", type=positive_int, default=100, help="games a pairing (default 100)")
    parser.add_argument("--turns", type=positive_int, default=None, help="a shorter turn limit than the scenarios'")
    parser.add_argument("--pairing", choices=[f"{a}-{b}" for a, b in PAIRINGS], action="append",
                        help="only this pairing (repeatable)")
    parser.add_argument("--jobs", type=positive_int, default=1, help="processes playing at once (default 1)")
    args = parser.parse_args(argv)
    wanted = set(args.pairing or [f"{a}-{b}" for a, b in PAIRINGS])
    print(HEADER, flush=True)
    for ruleset in args.ruleset or RULESETS:
        for first, second in PAIRINGS:
            if f"{first}-{second}" not in wanted:
                continue
            started = time.perf_counter()
            row = pairing(ruleset, first, second, args.games, args.turns, args.jobs)
            print(line(row, time.perf_counter() - started), flush=True)
    return 0
