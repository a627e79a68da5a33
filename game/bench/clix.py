"""``python -m game.bench clix``: AI-vs-AI games of the full battle per minute, and the cost of an attack's odds.

Games are played one after another in this process (one core), seeds 0, 1, 2...; every decision's time is
measured, and the odds of every attack the AIs choose are computed in that state and timed, from a cold cache.
Targets: at least 60 games a minute, at most 1 ms for the odds of an attack, at most 0.5 s for a decision.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from game import locations
from game.ai.controller import ai_for
from game.arguments import positive_int
from game.bench._inputs import scenario_file
from game.bench._timed import Timed
from game.headless import play
from game.rules.clix.odds import heal_table, strike_table
from game.rules.game import Game

BATTLE = locations.SCENARIOS / "clix-battle.yaml"


def _cold_odds() -> None:
    strike_table.cache_clear()
    heal_table.cache_clear()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench clix", description=__doc__)
    parser.add_argument("--games", type=positive_int, default=20)
    parser.add_argument("--scenario", type=Path, default=BATTLE)
    args = parser.parse_args(argv)
    scenario = scenario_file(args.scenario, "clix")
    times: list[float] = []
    odds: list[float] = []
    game_times: list[float] = []
    turns: list[int] = []
    winners: dict[str, int] = {}
    for seed in range(args.games):
        start = time.perf_counter()
        game = Game(scenario, seed=seed)
        play(game, {s.id: Timed(ai_for(game, s.id), times, odds, "targets", _cold_odds) for s in game.state.sides})
        game_times.append(time.perf_counter() - start)
        assert game.result is not None, "play goes on to the end of the game"
        winner = game.result.winner or "draw"
        winners[winner] = winners.get(winner, 0) + 1
        turns.append(game.state.turn)
    total = sum(game_times)
    print(f"clix battle: {args.scenario.name}, {args.games} AI-vs-AI games on one core")
    print(f"  games per minute: {60 * args.games / total:.1f} (target >= 60); mean {statistics.mean(game_times):.2f} s"
          f", slowest {max(game_times):.2f} s; mean {statistics.mean(turns):.1f} turns")
    print(f"  decisions: {len(times)}, mean {1000 * statistics.mean(times):.2f} ms, slowest "
          f"{1000 * max(times):.1f} ms (limit 500 ms)")
    if odds:
        print(f"  odds of an attack (cold cache): mean {1000 * statistics.mean(odds):.3f} ms, slowest "
              f"{1000 * max(odds):.3f} ms over {len(odds)} attacks (target <= 1 ms)")
    print("  results: " + ", ".join(f"{w} {n}" for w, n in sorted(winners.items())))
    return 0
