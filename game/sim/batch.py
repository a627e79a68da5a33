"""``python -m game.sim SCENARIO [--games N] [--jobs J] [--level LEVEL] [--seed S] [--plot OUT.png]``

Plays N AI-vs-AI games of a scenario (game i with seed S + i) in J processes with a progress bar, then prints
win rates with 95 % confidence intervals, game length and how the games ended, and writes a plot. The same
seeds give the same results whatever J: each game depends only on its seed, and results are read in game order.
Ctrl+C stops the batch: the games finished so far are summarised and plotted, and the exit code is 130.
Exit 2 on bad input (a scenario that does not load, an unknown level, or one changed into a bad file while the
games are played: the games finished so far are summarised).
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TextIO

from tqdm import tqdm

from game.arguments import file_name, positive_int, say_errors
from game.board.errors import MapError
from game.rules.datafile import DataError
from game.rules.game import Game
from game.rules.ruleset import get_ruleset
from game.rules.scenario import Scenario, load_scenario
from game.sim.games import (
    GameRecord,
    controllers_for,
    play_in_worker,
    play_one,
)
from game.sim.plot import plot_file, write_plot
from game.sim.pool import in_processes
from game.sim.stats import report, summarise
from game.words import did_you_mean

INTERRUPTED = 130


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m game.sim", description=__doc__.split("\n\n")[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("scenario", type=file_name, help="the scenario (.yaml) to play")
    parser.add_argument("--games", type=positive_int, default=100, help="how many games (default 100)")
    parser.add_argument("--jobs", type=positive_int, default=max(1, (multiprocessing.cpu_count() or 1)),
                        help="processes playing at once (default: one per core)")
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed; game i has seed + i")
    parser.add_argument("--level", action="append", default=[], metavar="[SIDE=]LEVEL",
                        help="the AI's difficulty, for every side or SIDE=LEVEL for one (repeatable)")
    parser.add_argument("--plot", type=plot_file, help="where to write the plot (default: SCENARIO-sim.png here)")
    return parser.parse_args(argv)


def parse_levels(values: list[str], scenario: Scenario) -> dict[str, str]:
    """``--level hard`` (every side: key '*') and ``--level red=easy``; side ids are checked."""
    levels: dict[str, str] = {}
    side_ids = [side.id for side in scenario.sides]
    for value in values:
        side, _, level = value.rpartition("=")
        if side and side not in side_ids:
            raise ValueError(f"--level {value}: no side {side!r} in the scenario{did_you_mean(side, side_ids)} "
                             f"(sides: {', '.join(side_ids)})")
        if not level:
            raise ValueError(f"--level {value}: name a level")
        levels[side or "*"] = level
    if levels:
        try:  # an unknown level is refused here, not by every worker
            controllers_for(Game(scenario, seed=0), levels)
        except ValueError as exc:
            raise ValueError(f"--level: {exc}") from None
    return levels


def records(path: Path, scenario: Scenario, jobs: list[tuple[int, int, dict[str, str]]],
            processes: int) -> Iterator[GameRecord]:
    """The games' records as they finish (in one process, in order)."""
    if processes == 1:
        for job in jobs:
            yield play_one(scenario, *job)
        return
    yield from in_processes(play_in_worker, [(path, *job) for job in jobs], processes)


def run(argv: list[str], out: TextIO | None = None, err: TextIO | None = None,
        on_record: Callable[[GameRecord], None] | None = None) -> int:
    out, err = out or sys.stdout, err or sys.stderr  # as they are now (a test captures them after import)
    args = parse(argv)
    try:
        scenario = load_scenario(args.scenario)
        levels = parse_levels(args.level, scenario)
    except (DataError, ValueError) as exc:
        say_errors(exc, err)
        return 2
    jobs = [(i, args.seed + i, levels) for i in range(args.games)]
    done: list[GameRecord] = []
    started = time.perf_counter()
    code = 0
    bar = tqdm(total=args.games, desc=scenario.name, unit="game", file=err, dynamic_ncols=True)
    try:
        for record in records(args.scenario, scenario, jobs, min(args.jobs, args.games)):
            done.append(record)
            bar.update()
            if on_record is not None:
                on_record(record)
    except KeyboardInterrupt:
        code = INTERRUPTED
    except (DataError, MapError) as exc:  # the file was changed into a bad one while the games were played
        say_errors(exc, err)
        code = 2
    finally:
        bar.close()
    done.sort(key=lambda r: r.index)
    summary = summarise(done, [(side.id, side.name) for side in scenario.sides],
                        get_ruleset(scenario.ruleset).turn_word)
    title = f"{scenario.name} ({scenario.ruleset})"
    if code:
        print(f"{'interrupted' if code == INTERRUPTED else 'stopped'}: the games finished so far", file=out)
    print(report(summary, title, args.games), file=out)
    if done:
        wall = time.perf_counter() - started
        print(f"{len(done)} games in {wall:.1f} s with {min(args.jobs, args.games)} process(es): "
              f"{60 * len(done) / wall:.1f} games a minute; game i has seed {args.seed} + i", file=out)
        plot = args.plot or Path(f"{args.scenario.stem}-sim.png")
        try:
            write_plot(summary, title, plot, {side.id: side.colour for side in scenario.sides if side.colour})
        except OSError as exc:
            print(f"error: {plot}: cannot write the plot: {exc.strerror or exc}", file=err)
            return 2
        print(f"plot: {plot}", file=out)
    return code
