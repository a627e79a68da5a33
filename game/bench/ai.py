"""``python -m game.bench ai [--ruleset R] [--games N] [--turns T]``: the AI's strength ladder.

For each ruleset, on its shipped scenarios in turn, with fixed seeds (0, 1, 2...) and the sides alternated:
hard vs greedy, normal vs greedy, then greedy, easy and normal vs random. A pairing's score is the first
level's (win 1, draw ½); "early" counts games that ended before the turn limit (by elimination, morale or the
last standing); the decision times are the first level's, each decision on one core: the median of all, their
mean, and the median of its main choices (those the look-ahead searches). Targets over 100 games a
pairing: normal scores at least 70 % against greedy in clix, trench and arcane; every level at least 95 %
against random; at least half of clix AI-vs-AI battles end early; a normal decision at most 0.3 s median.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from game import locations
from game.ai.controller import Controller, ai_for
from game.headless import play
from game.rules.decisions import Answer, Decision
from game.rules.game import Game
from game.rules.scenario import load_scenario

RULESETS = ("clix", "trench", "arcane")
PAIRINGS = (("hard", "greedy"), ("normal", "greedy"), ("greedy", "random"), ("easy", "random"), ("normal", "random"))


class Timed:
    """Wraps a controller: times each decision, and apart those its look-ahead searched (its main choices)."""

    def __init__(self, inner: Controller, times: list[float], searched: list[float]) -> None:
        self.inner, self.times, self.searched = inner, times, searched
        self.kinds = getattr(inner, "searched", None)

    def decide(self, game: Game, decision: Decision) -> Answer:
        start = time.perf_counter()
        answer = self.inner.decide(game, decision)
        self.times.append(time.perf_counter() - start)
        if decision.options and (self.kinds is None or decision.kind in self.kinds):
            self.searched.append(self.times[-1])
        return answer


def shipped(ruleset: str) -> list[Path]:
    return sorted(p for p in locations.SCENARIOS.glob(f"{ruleset}-*.yaml"))


def ended_early(game: Game) -> bool:
    reason = game.result.reason if game.result else ""
    return "turn limit" not in reason and "end of turn" not in reason


def pairing(ruleset: str, first: str, second: str, games: int, turns: int | None) -> dict[str, float]:
    paths = shipped(ruleset)
    score = early = 0.0
    times: list[float] = []
    searched: list[float] = []
    for i in range(games):
        scenario = load_scenario(paths[i % len(paths)])
        game = Game(scenario, seed=i, turns=turns)
        sides = [s.id for s in game.state.sides]
        mine = sides[i % 2]  # the sides alternate
        controllers = {side: ai_for(game, side, second) for side in sides}
        controllers[mine] = Timed(ai_for(game, mine, first), times, searched)
        play(game, controllers)
        assert game.result is not None, "play goes on to the end of the game"
        winner = game.result.winner
        team = game.state.side(mine).team
        score += 0.5 if winner is None else float(game.state.side(winner).team == team)
        early += ended_early(game)
    return {"score": score / games, "early": early / games, "median": statistics.median(times),
            "mean": statistics.fmean(times), "main": statistics.median(searched or [0.0])}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench ai", description=__doc__.split("\n")[0])
    parser.add_argument("--ruleset", choices=RULESETS, action="append", help="only this ruleset (repeatable)")
    parser.add_argument("--games", type=int, default=100, help="games a pairing (default 100)")
    parser.add_argument("--turns", type=int, default=None, help="a shorter turn limit than the scenarios'")
    parser.add_argument("--pairing", choices=[f"{a}-{b}" for a, b in PAIRINGS], action="append",
                        help="only this pairing (repeatable)")
    args = parser.parse_args(argv)
    wanted = set(args.pairing or [f"{a}-{b}" for a, b in PAIRINGS])
    print(f"{'ruleset':8} {'pairing':18} {'games':>5} {'score':>6} {'early':>6} {'median s':>9} {'mean s':>7} "
          f"{'main s':>7}")
    for ruleset in args.ruleset or RULESETS:
        for first, second in PAIRINGS:
            if f"{first}-{second}" not in wanted:
                continue
            started = time.perf_counter()
            row = pairing(ruleset, first, second, args.games, args.turns)
            print(f"{ruleset:8} {first + ' vs ' + second:18} {args.games:5d} {row['score']:6.0%} {row['early']:6.0%} "
                  f"{row['median']:9.3f} {row['mean']:7.3f} {row['main']:7.3f}   "
                  f"({time.perf_counter() - started:.0f} s)", flush=True)
    return 0
