"""``python -m game.bench board``: line of fire for every pair of 60 figures, what one figure can see, and the
firing-lane heat map of the whole table.

Targets (issue 2): all 1,770 pairs in ≤ 10 ms, the visible area (≥ 360 rays) in ≤ 4 ms, medians on one core.
Target (issue 17): the heat map of the battle map at 1" from one deployment zone in ≤ 1 s, so that it can be
made again on every hot reload; its CPU time is given too, as the wall time counts other programs' turns.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from game import locations
from game.board.exposure import deployment_zones
from game.board.sight import clix_all_pairs
from game.board.table import Base, Table
from game.board.visibility import visible_area
from game.rules.lanes import firing_lanes
from game.rules.ruleset import get_ruleset
from game.rules.terrain_sidecar import load_mapped_map

BATTLE = locations.MAPS / "battle.tmx"


def deploy(table: Table, count: int, seed: int = 1, arc: float = 180.0) -> list[Base]:
    """``count`` figures on free spots, scattered with a fixed seed, facing anywhere."""
    rng = random.Random(seed)
    bases: list[Base] = []
    while len(bases) < count:
        base = Base(f"f{len(bases)}", rng.uniform(1, table.map.width - 1), rng.uniform(1, table.map.height - 1),
                    rng.uniform(0, 360), front_arc=arc)
        if not table.problems_at(base):
            bases.append(table.add(base))
    return bases


def median_ms(work: Callable[[], object], repeats: int, clock: Callable[[], float] = time.perf_counter) -> float:
    work()  # warm caches (the terrain index is built once per map)
    times = []
    for _ in range(repeats):
        start = clock()
        work()
        times.append(clock() - start)
    return statistics.median(times) * 1000


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench board")
    parser.add_argument("--map", type=Path, default=BATTLE)
    parser.add_argument("--figures", type=int, default=60)
    parser.add_argument("--rays", type=int, default=360)
    parser.add_argument("--repeats", type=int, default=50)
    parser.add_argument("--heat-repeats", type=int, default=5)
    parser.add_argument("--arc", type=float, default=180.0,
                        help="the figures' front arc; 360 makes every pair a line to trace (the worst case)")
    args = parser.parse_args(argv)

    start = time.perf_counter()
    tmap = load_mapped_map(args.map)  # a map from another game with its terrain sidecar
    load_ms = (time.perf_counter() - start) * 1000
    table = Table(tmap)
    bases = deploy(table, args.figures, arc=args.arc)
    pairs = clix_all_pairs(table, bases)
    results = [pairs.result(k) for k in range(len(pairs))]
    print(f"map {args.map.name}: {tmap.width:g}\" × {tmap.height:g}\", {len(tmap.pieces)} pieces, loaded in "
          f"{load_ms:.0f} ms; {len(bases)} figures with {args.arc:g}° front arcs, {len(pairs)} pairs: "
          + ", ".join(f"{r} {results.count(r)}" for r in ("clear", "hindered", "blocked")))
    lof = median_ms(lambda: clix_all_pairs(table, bases), args.repeats)
    print(f"line of fire, all {len(pairs)} pairs: median {lof:.2f} ms (target ≤ 10 ms)")
    viewers = bases[:10]
    seen = median_ms(lambda: [visible_area(table, b, args.rays) for b in viewers], args.repeats) / len(viewers)
    print(f"visible area, {args.rays} rays: median {seen:.2f} ms a figure (target ≤ 4 ms)")
    bare = Table(tmap)  # the terrain-test screen's table: no figures
    name, watchers = next(iter(deployment_zones(tmap).items()))
    for ruleset in (None, get_ruleset("trench")):
        lanes = firing_lanes(bare, ruleset, watchers)
        cpu = median_ms(lambda r=ruleset: firing_lanes(bare, r, watchers), args.heat_repeats, time.process_time)
        wall = median_ms(lambda r=ruleset: firing_lanes(bare, r, watchers), args.heat_repeats)
        sight = "clix sight" if ruleset is None else "plain sight (trench, arcane)"
        print(f"heat map, {sight}: {lanes.watchers} watchers on {name} × {int(lanes.stand.sum())} spots of 1\" = "
              f"{lanes.watchers * int(lanes.stand.sum())} lines: median {cpu:.0f} ms CPU, {wall:.0f} ms wall "
              "(target ≤ 1000 ms)")
    return 0
