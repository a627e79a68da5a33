"""``python -m game.bench soak [--minutes M] [--scenario FILE]``: the window's memory over a long all-AI session.

Plays the scenario in the window off screen (SDL's dummy driver), every side the AI, a new game whenever one
ends, for M minutes of frames at up to ``FRAME_RATE`` a second (four times the window's 60: a long session in a
short time; each frame's rest is the AI thread's, as in the window: frames at full speed left it no time, and not
one decision was taken), with the event log, dice and panels drawn as a player sees them.
Prints the resident memory (RSS) at the start, every minute and at the end, and the rendered-text cache's bytes:
memory must level off, not climb with the number of decisions (issue 18: 90 → 300 MB in 4.5 minutes before the
text cache was bounded in bytes). It is sampled every few seconds, for the memory of a clix battle rose and
fell by some 30 MB a game (old pictures of its event log, freed only by a full garbage collection: see
``game.ui.text_box``): two samples a minute apart told the phase of two games (a 10-minute soak failed on "+31 MB"
from one game's low to the next one's high). Exit 1 when the last minute's peak is more than ``--growth``
MB above the peak before it.
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

from game import locations
from game.arguments import positive_float
from game.bench._inputs import scenario_file
from game.bench._memory import rss_mb

FRAME_RATE = 240
SAMPLE_SECONDS = 5.0  # how often the memory is read


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench soak")
    parser.add_argument("--minutes", type=positive_float, default=4.5)
    parser.add_argument("--scenario", type=Path, default=locations.SCENARIOS / "clix-battle.yaml")
    parser.add_argument("--growth", type=positive_float, default=20.0, help="most MB the last minute may add")
    args = parser.parse_args(argv)
    scenario = scenario_file(args.scenario)  # a bad file is refused before the window's imports
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

    from game.rules.game import Game
    from game.session import AI, Seats
    from game.ui import style
    from game.ui.app import App
    from game.ui.controllers import Pacer
    from game.ui.screens.play import PlayScreen

    app = App(autosave=False)

    def new_game(seed: int) -> PlayScreen:
        screen = PlayScreen(app, Game(scenario, seed=seed), Seats({side.id: AI for side in scenario.sides}))
        screen.turns.pacer = Pacer(pause=1)
        app.show(screen)
        return screen

    games, decisions, frames = 1, 0, 0
    screen = new_game(1)
    began = time.perf_counter()
    samples = [(0.0, rss_mb())]
    print(f"{scenario.name}: all sides AI, {args.minutes:g} minute{'' if args.minutes == 1 else 's'} of frames")
    print(f"  start: RSS {samples[0][1]:6.1f} MB")
    while (elapsed := time.perf_counter() - began) < args.minutes * 60:
        app.step()
        app.clock.tick(FRAME_RATE)
        frames += 1
        if app.screen is not screen:  # the game ended: the game-over screen; start another
            decisions += len(screen.game.answers)
            games += 1
            screen = new_game(games)
        if elapsed - samples[-1][0] >= SAMPLE_SECONDS:
            samples.append((elapsed, rss_mb()))
            if int(elapsed // 60) > int(samples[-2][0] // 60):  # a minute begun
                cache = style._texts
                print(f"  {elapsed / 60:4.1f} min: RSS {samples[-1][1]:6.1f} MB   text cache "
                      f"{cache.bytes / 1e6:5.1f} MB in {len(cache)} texts   {games} games, "
                      f"{decisions + len(screen.game.answers)} decisions, {frames} frames", flush=True)
    end = time.perf_counter() - began
    samples.append((end, rss_mb()))
    app.close()
    growth = last_minute_growth(samples)
    played = decisions + len(screen.game.answers)
    print(f"  end: RSS {samples[-1][1]:6.1f} MB (peak {max(r for _, r in samples):.1f} MB), the last minute's peak "
          f"{growth:+.1f} MB over the peak before it (limit +{args.growth:g}); text cache "
          f"{style._texts.bytes / 1e6:.1f} MB (limit {style.TEXT_CACHE_BYTES / 1e6:.1f}); {games} games, {played} "
          f"decisions, {frames} frames")
    if not played:
        print("  no decision was taken: the AI never answered, so the memory was measured over nothing")
    return 0 if growth <= args.growth and played else 1


def last_minute_growth(samples: list[tuple[float, float]]) -> float:
    """How far the highest memory of the last minute's samples ((seconds, MB)) stands above the highest of those
    before it: a session that levels off reaches the same heights game after game."""
    end = samples[-1][0]
    before = [rss for at, rss in samples if at < end - 60] or [samples[0][1]]
    return max(rss for at, rss in samples if at >= end - 60) - max(before)
