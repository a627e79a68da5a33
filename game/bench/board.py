"""``python -m game.bench board``: line of fire for every pair of 60 figures, what one figure can see, and the
firing-lane heat map of the whole table and the shortest legal route from corner to corner.

Targets: all 1,770 pairs in ≤ 10 ms, the visible area (≥ 360 rays) in ≤ 4 ms (issue 2), a route across the
battle map, corner to corner round its walls, in ≤ 5 ms (issue 13), the heat map of the battle map at 1" from one
deployment zone in ≤ 1 s, so that it can be made again on every hot reload (issue 17); medians on one core. The
processor time is given beside the wall time: on a shared machine the wall time counts other programs' turns.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from game import locations
from game.arguments import positive_float, positive_int
from game.bench._inputs import map_file
from game.board.exposure import deployment_zones
from game.board.movement import Going
from game.board.paths import find_routes, forget_searches
from game.board.table import Base, Table
from game.rules.clix.moving import GOING
from game.rules.clix.sight import clix_all_pairs
from game.rules.clix.visibility import visible_area
from game.rules.lanes import firing_lanes
from game.rules.ruleset import get_ruleset

BATTLE = locations.MAPS / "battle.tmx"
TRIES = 1000  # random spots tried for one figure before the table is judged full


class NoRoom(ValueError):
    """More figures were asked for than free spots were found: the command line's fault, reported as such."""


def deploy(table: Table, count: int, seed: int = 1, arc: float = 180.0) -> list[Base]:
    """``count`` figures on free spots, scattered with a fixed seed, facing anywhere."""
    rng = random.Random(seed)
    bases: list[Base] = []
    tries = 0
    while len(bases) < count:
        if tries == TRIES:
            raise NoRoom(f"--figures {count}: only {len(bases)} found room on the map {table.map.path.name} "
                         f"({TRIES:,} random spots for the next were all taken or blocked)")
        tries += 1
        base = Base(f"f{len(bases)}", rng.uniform(1, table.map.width - 1), rng.uniform(1, table.map.height - 1),
                    rng.uniform(0, 360), front_arc=arc)
        if not table.problems_at(base):
            bases.append(table.add(base))
            tries = 0
    return bases


def medians_ms(work: Callable[[], object], repeats: int) -> tuple[float, float]:
    """The median wall time and the median processor time of ``work``: on a shared, busy machine the second
    says what the code costs, the first what waiting for it costs."""
    work()  # warm caches (the terrain index is built once per map)
    wall, cpu = [], []
    for _ in range(repeats):
        start, start_cpu = time.perf_counter(), time.process_time()
        work()
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return statistics.median(wall) * 1000, statistics.median(cpu) * 1000


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench board")
    parser.add_argument("--map", type=Path, default=BATTLE)
    parser.add_argument("--figures", type=positive_int, default=60)
    parser.add_argument("--rays", type=positive_int, default=360)
    parser.add_argument("--repeats", type=positive_int, default=50)
    parser.add_argument("--heat-repeats", type=positive_int, default=5)
    parser.add_argument("--arc", type=positive_float, default=180.0,
                        help="the figures' front arc; 360 makes every pair a line to trace (the worst case)")
    args = parser.parse_args(argv)

    start = time.perf_counter()
    tmap = map_file(args.map)  # a map from another game with its terrain sidecar
    load_ms = (time.perf_counter() - start) * 1000
    table = Table(tmap)
    try:
        bases = deploy(table, args.figures, arc=args.arc)
    except NoRoom as exc:
        parser.error(str(exc))
    pairs = clix_all_pairs(table, bases)
    results = [pairs.result(k) for k in range(len(pairs))]
    print(f"map {args.map.name}: {tmap.width:g}\" × {tmap.height:g}\", {len(tmap.pieces)} pieces, loaded in "
          f"{load_ms:.0f} ms; {len(bases)} figures with {args.arc:g}° front arcs, {len(pairs)} pairs: "
          + ", ".join(f"{r} {results.count(r)}" for r in ("clear", "hindered", "blocked")))
    lof, lof_cpu = medians_ms(lambda: clix_all_pairs(table, bases), args.repeats)
    print(f"line of fire, all {len(pairs)} pairs: median {lof:.2f} ms, processor {lof_cpu:.2f} ms (target ≤ 10 ms)")
    viewers = bases[:10]
    seen, seen_cpu = (t / len(viewers) for t in medians_ms(
        lambda: [visible_area(table, b, args.rays) for b in viewers], args.repeats))
    print(f"visible area, {args.rays} rays: median {seen:.2f} ms a figure, processor {seen_cpu:.2f} ms "
          "(target ≤ 4 ms)")
    bare = Table(tmap)  # the terrain-test screen's table: no figures
    name, watchers = next(iter(deployment_zones(tmap).items()))
    for ruleset in (get_ruleset("clix"), get_ruleset("trench")):
        lanes = firing_lanes(bare, ruleset, watchers)
        wall, cpu = medians_ms(partial(firing_lanes, bare, ruleset, watchers), args.heat_repeats)
        print(f"heat map, {ruleset.id} sight: {lanes.watchers} watchers on {name} × {int(lanes.stand.sum())} spots "
              f"of 1\" = {lanes.watchers * int(lanes.stand.sum())} lines: median {wall:.0f} ms, processor {cpu:.0f} ms "
              "(target ≤ 1000 ms)")
    route_bench(Table(tmap), GOING, args.repeats)
    return 0


def corner(table: Table, going: Going, x: float, y: float, diameter: float) -> tuple[float, float]:
    """The free spot nearest a corner of the table, along its diagonal."""
    dx, dy = (1 if x < table.map.width / 2 else -1), (1 if y < table.map.height / 2 else -1)
    for k in range(2, 200):
        spot = (x + dx * k * 0.25, y + dy * k * 0.25)
        if not table.problems_at(Base("probe", *spot, 0, diameter * 2), barred=going.barred):  # room round it
            return spot
    raise ValueError("no free spot near the corner")


def route_bench(table: Table, going: Going, repeats: int, diameter: float = 1.0) -> None:
    """A base from the top-left corner to the bottom-right one, round the map's walls."""
    start = corner(table, going, 0.0, 0.0, diameter)
    goal = corner(table, going, table.map.width, table.map.height, diameter)
    table.add(Base("mover", *start, 0, diameter))
    began = time.perf_counter()
    (route,) = find_routes(table, "mover", [goal], going)
    build_ms = (time.perf_counter() - began) * 1000

    def afresh(keep_searches: bool = False) -> None:
        forget_searches(keep_searches)
        find_routes(table, "mover", [goal], going)

    ms, cpu = medians_ms(afresh, repeats)
    again, again_cpu = medians_ms(lambda: afresh(keep_searches=True), repeats)
    table.remove("mover")
    found = f"{len(route.path) - 2} turns, {route.length:.1f}\" (costs {route.cost:.1f})" if route else "no route"
    print(f"route corner to corner ({start[0]:g}, {start[1]:g}) → ({goal[0]:g}, {goal[1]:g}), clix going: {found}; "
          f"first {build_ms:.0f} ms (the map's graph built once), then median {ms:.2f} ms, processor {cpu:.2f} ms "
          f"(target ≤ 5 ms); to a new goal from the same start (a drag): median {again:.2f} ms, processor "
          f"{again_cpu:.2f} ms")
