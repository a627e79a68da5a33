"""``python -m game.bench gamebook``: the gamebook AI against the random player, sides alternated, and its speed.

Battles of the small scenario (3 heroes against 4 monsters) with seeds 0, 1, 2...: in even seeds the AI plays
the heroes, in odd ones the monsters; the other side picks any legal answer at random. A battle won by the AI's
side counts as a win; a draw (the round limit) or a loss does not. Target: at least 90 % won.
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
from game.headless import play
from game.rules.game import Game
from game.rules.scenario import Scenario

AMBUSH = locations.SCENARIOS / "gamebook-ambush.yaml"


def battle(scenario: Scenario, seed: int) -> tuple[str, str, float, int]:
    """One battle: the AI's side, the winner (or "draw"), the seconds it took and its rounds."""
    game = Game(scenario, seed=seed)
    sides = [s.id for s in game.state.sides]
    ai_side = sides[seed % 2]
    controllers: dict[str, Controller] = {
        s: ai_for(game, s) if s == ai_side else RandomController(game, s) for s in sides}
    start = time.perf_counter()
    play(game, controllers)
    assert game.result is not None
    return ai_side, game.result.winner or "draw", time.perf_counter() - start, game.state.round


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench gamebook", description=__doc__)
    parser.add_argument("--games", type=positive_int, default=100)
    parser.add_argument("--scenario", type=Path, default=AMBUSH)
    args = parser.parse_args(argv)
    scenario = scenario_file(args.scenario, "gamebook")
    wins = {"heroes": [0, 0], "monsters": [0, 0]}  # AI side -> [won, played]
    times, rounds = [], []
    for seed in range(args.games):
        ai_side, winner, seconds, count = battle(scenario, seed)
        record = wins.setdefault(ai_side, [0, 0])
        record[0] += winner == ai_side
        record[1] += 1
        times.append(seconds)
        rounds.append(count)
    won = sum(w for w, _ in wins.values())
    print(f"gamebook: {args.scenario.name}, {args.games} battles, the AI against the random player, sides "
          "alternated")
    for side, (w, n) in wins.items():
        if n:
            print(f"  AI as {side}: won {w} of {n}")
    print(f"  AI won {won} of {args.games}: {100 * won / args.games:.1f} % (target >= 90 %)")
    print(f"  battles: mean {statistics.mean(times):.2f} s, slowest {max(times):.2f} s; mean "
          f"{statistics.mean(rounds):.1f} rounds")
    return 0
