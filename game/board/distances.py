"""How far each point of the table is, by the cheapest route a base could take, from the nearest of some places.

An AI judging "closer to the enemy" by a straight line walks its figures into walls: behind a building the
straight gap shrinks while no route does. This field answers the question the way a route would, on a coarse
grid (half an inch): a square is open where the route search's clearance field lets a base of the radius stand,
neighbours (diagonals too) are joined at what the going makes their inches cost, and one multi-source Dijkstra
(scipy's) from the places fills the whole table. Figures are not obstacles here (they move); the exact move is
still the route search's and :func:`game.board.movement.plan_move`'s.

The grid of a map, a going and a radius is built once; the distances from a set of places are kept for the last
few sets asked (during a side's turn its enemies stand still, so every decision of the turn asks the same).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np
from scipy.ndimage import distance_transform_edt
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import dijkstra

from game.board.movement import Going
from game.board.paths import _Graph
from game.board.table import Table
from game.board.terrain import Point

CELL = 0.5  # inches: the side of a square of the grid
_KEEP = 8  # sets of places whose distances are kept per grid


class DistanceField:
    """The grid of one map for one going and one base radius (rounded up to a quarter inch, as routes are)."""

    _cache: dict[tuple, tuple[Any, DistanceField]] = {}

    @classmethod
    def of(cls, table: Table, going: Going, radius: float) -> DistanceField:
        radius = math.ceil(radius * 4 - 1e-9) / 4
        key = (id(table.map), going.key, radius)
        found = cls._cache.get(key)
        if found is None or found[0] is not table.map:
            if len(cls._cache) > 32:
                cls._cache.clear()
            found = cls._cache[key] = (table.map, cls(table, going, radius))
        return found[1]

    def __init__(self, table: Table, going: Going, radius: float) -> None:
        tmap = table.map
        self.cols, self.rows = max(1, math.ceil(tmap.width / CELL)), max(1, math.ceil(tmap.height / CELL))
        cx, cy = np.meshgrid((np.arange(self.cols) + 0.5) * CELL, (np.arange(self.rows) + 0.5) * CELL)
        centres = np.column_stack([cx.ravel(), cy.ravel()])
        # open: the route search's clearance lets a base stand there, and it is not inside barred terrain
        self.open = _Graph.of(table, going, radius).field.open_at(centres)
        rate = np.ones(self.open.size)
        dear = frozenset(kind for kind, cost in going.costs.items() if cost != 1.0)
        for k in np.flatnonzero(self.open).tolist():
            pieces = table.pieces_at((float(centres[k, 0]), float(centres[k, 1])), going.barred | dear)
            if any(p.kind in going.barred for p in pieces):
                self.open[k] = False
            elif pieces:
                rate[k] = max(going.costs[p.kind] for p in pieces)
        # where a point in a closed square is measured from: the nearest open square
        if self.open.any() and not self.open.all():
            _, (r, c) = distance_transform_edt(~self.open.reshape(self.rows, self.cols), return_indices=True)
            self.nearest_open = (r * self.cols + c).ravel()
        else:
            self.nearest_open = np.arange(self.open.size)
        self.graph = self._grid(rate)
        self._known: dict[tuple, np.ndarray] = {}

    def _grid(self, rate: np.ndarray) -> csr_matrix:
        """Each open square joined to its open neighbours and to the squares a knight's move away (a straight
        route at any angle is then overrated by under 3 %), weighing the step's length at the mean rate of its
        ends; a knight's step needs the two squares it crosses open too. The search goes both ways."""
        grid = self.open.reshape(self.rows, self.cols)
        index = np.arange(self.open.size).reshape(self.rows, self.cols)
        rows, cols, weights = [], [], []
        for dr, dc, crossed in _STEPS:
            span = (slice(0, self.rows - dr), slice(max(0, -dc), self.cols - max(0, dc)))
            ok = grid[span] & _shifted(grid, dr, dc)
            for cr, cc in crossed:
                ok &= _shifted(grid, cr, cc, like=(dr, dc))
            a, b = index[span][ok], _shifted(index, dr, dc)[ok]
            rows.append(a)
            cols.append(b)
            weights.append(CELL * math.hypot(dr, dc) * (rate[a] + rate[b]) / 2)
        return csr_matrix((np.concatenate(weights), (np.concatenate(rows), np.concatenate(cols))),
                          shape=(self.open.size, self.open.size))

    def _cell(self, points: np.ndarray) -> np.ndarray:
        c = np.clip((points[:, 0] / CELL).astype(np.int64), 0, self.cols - 1)
        r = np.clip((points[:, 1] / CELL).astype(np.int64), 0, self.rows - 1)
        return self.nearest_open[r * self.cols + c]

    def distances(self, places: Sequence[Point], points: np.ndarray) -> np.ndarray:
        """For each of ``points`` (an (n, 2) array), the cost of the cheapest route from the nearest of
        ``places``; infinite where none leads."""
        if not len(places):
            return np.full(len(points), np.inf)
        key = tuple(sorted((round(x, 2), round(y, 2)) for x, y in places))
        field = self._known.get(key)
        if field is None:
            if len(self._known) >= _KEEP:
                self._known.clear()
            sources = np.unique(self._cell(np.array(key, dtype=np.float64).reshape(-1, 2)))
            field = self._known[key] = dijkstra(self.graph, directed=False, indices=sources, min_only=True)
        return field[self._cell(np.asarray(points, dtype=np.float64).reshape(-1, 2))]


#: The steps from a square (row, column), with the squares (relative to it) a knight's step crosses.
_STEPS = ((0, 1, ()), (1, 0, ()), (1, 1, ()), (1, -1, ()), (1, 2, ((0, 1), (1, 1))), (2, 1, ((1, 0), (1, 1))),
          (1, -2, ((0, -1), (1, -1))), (2, -1, ((1, 0), (1, -1))))


def _shifted(grid: np.ndarray, dr: int, dc: int, like: tuple[int, int] | None = None) -> np.ndarray:
    """The values ``dr`` rows and ``dc`` columns on from each square of the span a step of ``like`` (by default
    this one) starts from: the span of squares whose step stays on the table."""
    lr, lc = like or (dr, dc)
    rows, cols = grid.shape
    return grid[dr: rows - lr + dr, max(0, -lc) + dc: cols - max(0, lc) + dc]


def route_distances(table: Table, going: Going, radius: float, places: Sequence[Point],
                    points: np.ndarray) -> np.ndarray:
    """:meth:`DistanceField.distances` on the field of ``table``'s map for ``going`` and ``radius``."""
    return DistanceField.of(table, going, radius).distances(places, points)
