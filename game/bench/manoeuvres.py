"""``python -m game.bench manoeuvres``: the AI against the random player over many duels, sides alternated, and
the time of a decision and of a declaration's exact odds.

Game k (seed k) gives the AI the first side when k is even and the second when k is odd; the random player takes
the other. A draw (the round limit with equal wounds) counts as no win. Target: the AI wins at least 90 %.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from game import locations
from game.ai.controller import Controller, RandomController, ai_for
from game.arguments import positive_int
from game.bench._inputs import scenario_file
from game.bench._timed import Timed
from game.headless import play
from game.rules.game import Game

DUEL = locations.SCENARIOS / "manoeuvres-duel.yaml"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench manoeuvres", description=__doc__)
    parser.add_argument("--games", type=positive_int, default=100)
    parser.add_argument("--scenario", type=Path, default=DUEL)
    args = parser.parse_args(argv)
    scenario = scenario_file(args.scenario, "manoeuvres")
    times: list[float] = []
    odds: list[float] = []
    wins = draws = 0
    rounds: list[int] = []
    start = time.perf_counter()
    for seed in range(args.games):
        game = Game(scenario, seed=seed)
        sides = [s.id for s in game.state.sides]
        ai_side = sides[seed % 2]
        controllers: dict[str, Controller] = {
            s: Timed(ai_for(game, s), times, odds, "declare") if s == ai_side else RandomController(game, s)
            for s in sides}
        play(game, controllers)
        winner = game.result.winner if game.result else None
        wins += winner == ai_side
        draws += winner is None
        rounds.append(game.state.round)
    spent = time.perf_counter() - start
    share = wins / args.games
    print(f"{args.scenario.name}: the AI against the random player, {args.games} games, sides alternated")
    print(f"  AI wins {wins} ({share:.0%}), draws {draws}, losses {args.games - wins - draws}  "
          f"[target ≥ 90 %: {'met' if share >= 0.9 else 'NOT met'}]")
    print(f"  rounds a game: mean {statistics.mean(rounds):.1f}, games a minute {args.games / spent * 60:.0f}")
    print(f"  AI decision: mean {statistics.mean(times) * 1000:.1f} ms, max {max(times) * 1000:.1f} ms; "
          f"odds of a declaration: mean {statistics.mean(odds) * 1000:.2f} ms, max {max(odds) * 1000:.2f} ms")
    return 0
