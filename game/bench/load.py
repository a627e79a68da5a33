"""``python -m game.bench load``: loading the biggest map the loader takes, and checking it.

The map (``_big_map``: 10,000 small pieces, about 2 MB) is written afresh, then timed: the loader
(``load_map``), the table's pymunk space (``Table``), the checker's report on the loaded map, and the whole of
``python main.py --check MAP`` (loading included). Target: each well under 2 s, so that a map at the limits opens
and checks without the window seeming frozen. Medians of wall and processor time; digests of the pieces and of
the report show that a change made them faster without changing what they give.
"""

from __future__ import annotations

import argparse
import hashlib
import tempfile
from pathlib import Path

from game.arguments import positive_int, whole_between
from game.bench._big_map import DEPLOYMENT_POINTS, write_big_map
from game.bench.board import medians_ms
from game.board.table import Table
from game.board.tmx import load_map
from game.board.tmx_limits import MAX_OBJECTS
from game.rules.check import check_file, check_table_map


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench load")
    parser.add_argument("--objects", type=whole_between(DEPLOYMENT_POINTS + 1, MAX_OBJECTS), default=MAX_OBJECTS)
    parser.add_argument("--repeats", type=positive_int, default=3)
    parser.add_argument("--keep", type=Path, help="write the map here (and keep it) rather than to a temporary folder")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory() as folder:
        path = args.keep or Path(folder) / "big.tmx"
        pieces = write_big_map(path, args.objects)
        tmap = load_map(path)
        report = check_table_map(tmap)
        print(f"{path.name}: {path.stat().st_size / 1e6:.1f} MB, {args.objects} objects, {len(tmap.pieces)} pieces "
              f"(written {pieces}); pieces digest {_digest(repr(tmap.pieces))}; report digest "
              f"{_digest(report.text().replace(str(path), 'MAP'))}: {report.verdict()}")
        for what, work in (("load_map", lambda: load_map(path)), ("Table", lambda: Table(tmap)),
                           ("check of the loaded map", lambda: check_table_map(tmap)),
                           ("main.py --check (load and check)", lambda: check_file(path))):
            wall, cpu = medians_ms(work, args.repeats)
            print(f"{what}: median {wall:.0f} ms, processor {cpu:.0f} ms (target well under 2000 ms)")
    return 0
