"""Firing lanes: how exposed each spot of the table is to a set of watchers (the other side's deployment zone,
or the enemy figures), counting clear and hindered lines apart.

Every spot on a grid (1" by default) where a figure may stand is a hypothetical target; every watcher a
hypothetical shooter with an all-round view. All the lines go to the ruleset's sight in one batch (see
``SightBatch``), which traces them together through the terrain with :mod:`game.board.rays`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from game.board.table import Base, Table
from game.board.tablemap import TableMap
from game.board.terrain import FORBIDDEN_TO_ENTER, Point

#: Sight for a batch of lines: (table, bases, source rows, target rows) -> (seen, hindered) per line, both bool
#: arrays; hindered lines are seen lines with a penalty (hindering terrain, cover).
SightBatch = Callable[[Table, Sequence[Base], np.ndarray, np.ndarray], tuple[np.ndarray, np.ndarray]]

#: The diameter of the hypothetical bases, inches.
SPOT_BASE = 1.0
#: Depth of a deployment zone along a table edge, and the spacing of its watchers (inches).
ZONE_DEPTH = 3.0
ZONE_SPACING = 2.0
#: Lines per batch: big enough to amortise numpy's per-call cost, small enough to stay in cache.
CHUNK = 8_000


@dataclass(frozen=True)
class Exposure:
    """Counts of watchers with a clear or a hindered line to each spot (rows × cols, y then x)."""

    xs: np.ndarray  # spot centres, inches
    ys: np.ndarray
    clear: np.ndarray
    hindered: np.ndarray
    stand: np.ndarray  # bool: a figure may stand there (other spots are left out)
    watchers: int
    seconds: float

    @property
    def step(self) -> float:
        return float(self.xs[1] - self.xs[0]) if len(self.xs) > 1 else 1.0

    def at(self, p: Point) -> tuple[int, int] | None:
        """(clear, hindered) at the spot under ``p``, or None off the grid or where no figure may stand."""
        c, r = int(p[0] // self.step), int(p[1] // self.step)
        if not (0 <= r < len(self.ys) and 0 <= c < len(self.xs)) or not self.stand[r, c]:
            return None
        return int(self.clear[r, c]), int(self.hindered[r, c])


def grid(tmap: TableMap, step: float) -> tuple[np.ndarray, np.ndarray]:
    return np.arange(step / 2, tmap.width, step), np.arange(step / 2, tmap.height, step)


def standable(table: Table, points: Sequence[Point], diameter: float = SPOT_BASE) -> np.ndarray:
    """Whether a base's centre may be at each point: on no terrain a figure may not enter."""
    r = diameter / 2
    return np.array([not table.pieces_under_base(x, y, r, FORBIDDEN_TO_ENTER) for x, y in points], dtype=bool)


def edge_zones(tmap: TableMap, depth: float = ZONE_DEPTH, spacing: float = ZONE_SPACING) -> dict[str, list[Point]]:
    """Deployment zones along the two long edges (north and south on a square table), one row of watchers at
    the middle of each zone's depth."""
    if tmap.width >= tmap.height:
        xs = np.arange(spacing / 2, tmap.width, spacing)
        return {"the north edge": [(float(x), depth / 2) for x in xs],
                "the south edge": [(float(x), tmap.height - depth / 2) for x in xs]}
    ys = np.arange(spacing / 2, tmap.height, spacing)
    return {"the west edge": [(depth / 2, float(y)) for y in ys],
            "the east edge": [(tmap.width - depth / 2, float(y)) for y in ys]}


def deployment_zones(tmap: TableMap) -> dict[str, list[Point]]:
    """The map's deployment points by side, or else :func:`edge_zones`."""
    zones: dict[str, list[Point]] = {}
    for point in tmap.deployment:
        zones.setdefault(f"side {point.side}'s deployment points", []).append(point.at)
    return zones or edge_zones(tmap)


def exposure(table: Table, watchers: Sequence[Point | Base], sight: SightBatch, step: float = 1.0) -> Exposure:
    """How many ``watchers`` see each spot of a ``step``-inch grid, clearly or hindered, by ``sight``.

    A watcher is a point, or a figure's base on the table (which then never stands in its own way); either way
    it looks all round, as a figure that may turn before it shoots."""
    start = time.perf_counter()
    xs, ys = grid(table.map, step)
    gx, gy = np.meshgrid(xs, ys)
    spots = list(zip(gx.ravel().tolist(), gy.ravel().tolist(), strict=True))
    stand = standable(table, spots)
    targets = np.flatnonzero(stand)
    at = [w.pos if isinstance(w, Base) else w for w in watchers]
    bases = [Base(w.id, w.x, w.y, w.facing, w.diameter, 360.0, w.elevation) if isinstance(w, Base)
             else Base(f"watcher {i}", *w, 0.0, SPOT_BASE, 360.0) for i, w in enumerate(watchers)]
    sources = [b for b, ok in zip(bases, standable(table, at), strict=True) if ok]
    bases = list(sources)
    bases += [Base(f"spot {k}", *spots[k], 0.0, SPOT_BASE, 360.0) for k in targets]
    src = np.repeat(np.arange(len(sources)), len(targets))
    dst = len(sources) + np.tile(np.arange(len(targets)), len(sources))
    clear = np.zeros(len(spots), dtype=np.int64)
    hindered = np.zeros(len(spots), dtype=np.int64)
    for lo in range(0, len(src), CHUNK):
        s, d = src[lo:lo + CHUNK], dst[lo:lo + CHUNK]
        seen, penalised = sight(table, bases, s, d)
        spot = targets[d - len(sources)]
        np.add.at(clear, spot[seen & ~penalised], 1)
        np.add.at(hindered, spot[seen & penalised], 1)
    shape = (len(ys), len(xs))
    return Exposure(xs, ys, clear.reshape(shape), hindered.reshape(shape), stand.reshape(shape), len(sources),
                    time.perf_counter() - start)
