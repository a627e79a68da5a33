"""The command line of Skirmish Table: ``python main.py`` and the installed ``skirmish-table`` both run ``main``.

    python main.py                                             the launcher, the default scenario selected
    python main.py SCENARIO.yaml | MAP.tmx | SAVE.json         straight into that game, map (terrain test) or save
    python main.py MAP.tmx --terrain collision=blocking,event=ignore   another game's map, its conventions as terrain
    python main.py --replay SAVE.json                          step through a saved game
    python main.py --screenshot OUT.png [FILE]                 render the board to a PNG and exit
    python main.py --headless SCENARIO.yaml [--seed N] [--log events.jsonl] [--turns N]
    python main.py --check MAP.tmx | SCENARIO.yaml | SAVE.json  report on it: exit 0 fine, 1 warnings, 2 errors
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from game import locations
from game.arguments import file_name, whole_between
from game.rules.limits import MAX_SEED, MAX_TURNS
from game.worker import leave

DEFAULT_SCENARIO = locations.DEFAULT_SCENARIO


def _program_name() -> str:
    """``main.py`` from a clone, ``skirmish-table`` once installed: what the user typed, for the usage line."""
    return Path(sys.argv[0]).name if sys.argv and sys.argv[0] not in ("", "-c", "-m") else "skirmish-table"


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog=_program_name(), description="Skirmish Table: tabletop skirmish wargames.")
    parser.add_argument("file", nargs="?", type=file_name,
                        help="a scenario (.yaml), a map (.tmx) or a saved game (.json)")
    parser.add_argument("--headless", action="store_true", help="play the scenario without a window and check it")
    parser.add_argument("--seed", type=whole_between(0, MAX_SEED), help="the game's random seed (headless)")
    parser.add_argument("--log", type=Path, help="write the events as JSON lines to this file (headless)")
    parser.add_argument("--turns", type=whole_between(1, MAX_TURNS),
                        help="stop after this many turns, or rounds where the game counts rounds (headless)")
    parser.add_argument("--check", action="store_true",
                        help="report on the map, scenario or saved game FILE: exit 0 if fine, 1 with warnings, 2 "
                             "with errors")
    parser.add_argument("--replay", action="store_true", help="step through the saved game FILE in the window")
    parser.add_argument("--screenshot", type=Path, metavar="OUT.png", help="render the board to a PNG and exit")
    parser.add_argument("--terrain", metavar="NAME=KIND,...",
                        help="read a map made for another game: its classes (NAME), property:NAME, layer:NAME and "
                             "tile-shapes as terrain kinds or 'ignore', on top of its MAP.terrain.yaml")
    args = parser.parse_args(argv)
    if args.headless and args.file is None:
        parser.error("--headless needs a scenario file")
    if args.check and (args.file is None or args.headless or args.replay or args.screenshot):
        parser.error("--check needs a map, scenario or saved game file, and nothing else to do")
    if args.replay and (args.file is None or args.headless):
        parser.error("--replay needs a saved game file, and a window")
    if args.terrain is not None:
        if args.headless or (args.file is not None and args.file.suffix.lower() != ".tmx"):
            parser.error("--terrain is for a map (.tmx), opened in the window or checked; a scenario's map uses "
                         "its MAP.terrain.yaml")
        from game.rules.terrain_sidecar import parse_terrain_option

        try:
            args.terrain = parse_terrain_option(args.terrain)
        except ValueError as exc:
            parser.error(f"--terrain: {exc}")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse(sys.argv[1:] if argv is None else argv)
    if args.check:
        from game.rules.check import check_file

        report = check_file(args.file) if args.terrain is None else check_file(args.file, args.terrain)
        if not report.errors:
            from game.headless import script_problems

            for problem in script_problems(Path(args.file)):  # a drill's script, played to its end
                report.error(problem)
        print(report.text())
        return report.exit_code
    if args.headless:
        from game.headless import run

        return run(args.file, seed=args.seed, log=args.log, turns=args.turns)
    from game.ui.app import run_app

    return run_app(args.file or DEFAULT_SCENARIO, screenshot=args.screenshot, start=args.file is not None,
                   replay=args.replay, terrain=args.terrain)


def run() -> None:
    """The process entry point: exit with ``main``'s code; Ctrl+C in the terminal ends quietly (the autosave
    already holds the game), and so does a reader that stops reading (``--check … | head``)."""
    try:
        code = main()
    except KeyboardInterrupt:
        code = 130
    except BrokenPipeError:  # what is left to print goes nowhere, as Python's docs advise, without a traceback
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        code = 141
    leave(code)
