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

import numpy as np
from scipy.ndimage import distance_transform_edt
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import dijkstra

from game.board.movement import Going
from game.board.paths import PerGoing, _Graph
from game.board.rays import RayIndex
from game.board.table import Table
from game.board.terrain import Kind, Point

CELL = 0.5  # inches: the side of a square of the grid
_KEEP = 8  # sets of places whose distances are kept per grid
SAMPLE = 0.25  # inches between the samples of a straight move's terrain
LEAVING = 0.5  # inches: how far a base touching barred terrain may cross its closed band, stepping off it


class DistanceField(PerGoing):
    """The grid of one map for one going and one base radius (rounded up to a quarter inch, as routes are)."""

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
        self.rate = rate
        self.graph = self._grid(rate)
        self.clearance = _Graph.of(table, going, radius).field
        self.index = RayIndex.for_map(table.map)
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


def straight_ends(table: Table, going: Going, moves: Sequence[tuple[str, np.ndarray, float]]) -> list[np.ndarray]:
    """For each (base id, ends, allowance) of ``moves``, where a straight move of the base toward each end would
    stop: near enough for an AI to rate the places it could go by where it really gets (a third of the spots a
    clix figure aims at in a battle are not reached: a friend or a wall is in the way). A move stops at its end,
    where the allowance runs out (each half-inch square charged its going's rate), before the route search's
    clearance field closes (barred terrain; a base touching a wall may step off it), where its centre crosses a
    cliff's edge (or enters a kind that ends a move), or where it would touch another base. All the moves of
    bases of one size are measured together. The exact move, for the one chosen, is still
    :func:`game.board.movement.plan_move`'s."""
    out: list[np.ndarray] = [np.zeros((0, 2))] * len(moves)
    sizes: dict[float, list[int]] = {}
    for k, (base_id, _, _) in enumerate(moves):
        sizes.setdefault(math.ceil(table.bases[base_id].radius * 4 - 1e-9) / 4, []).append(k)
    for radius, which in sizes.items():
        found = _straight_ends(table, going, DistanceField.of(table, going, radius), [moves[k] for k in which])
        for k, ends in zip(which, found, strict=True):
            out[k] = ends
    return out


def _straight_ends(table: Table, going: Going, grid: DistanceField,
                   moves: Sequence[tuple[str, np.ndarray, float]]) -> list[np.ndarray]:
    ends = np.concatenate([np.asarray(e, dtype=np.float64).reshape(-1, 2) for _, e, _ in moves])
    counts = [len(np.asarray(e).reshape(-1, 2)) for _, e, _ in moves]
    if not len(ends):
        return [ends[:0] for _ in moves]
    mover = np.repeat(np.arange(len(moves)), counts)
    bases = [table.bases[base_id] for base_id, _, _ in moves]
    start = np.array([b.pos for b in bases], dtype=np.float64)[mover]
    radius = np.array([b.radius for b in bases])[mover]
    allowance = np.array([a for _, _, a in moves], dtype=np.float64)[mover]
    d = ends - start
    length = np.hypot(d[:, 0], d[:, 1])
    f = np.ones(len(ends))
    # the bases in the way: the first touch along the line (|start + t d - c| = r + R, t in [0, 1])
    others = list(table.bases.values())
    if len(others) > 1:
        c = np.array([b.pos for b in others], dtype=np.float64)[None, :, :] - start[:, None, :]
        reach = np.array([b.radius for b in others])[None, :] + radius[:, None]
        a = np.maximum(length**2, 1e-12)[:, None]
        half_b = (d[:, None, :] * c).sum(axis=2)
        disc = half_b**2 - a * ((c**2).sum(axis=2) - reach**2)
        t = (half_b - np.sqrt(np.maximum(disc, 0.0))) / a
        mine = np.array([b.id for b in others])[None, :] == np.array([b.id for b in bases])[mover][:, None]
        ahead = (disc > 0) & (t >= -1e-9) & (half_b > 0) & ~mine  # toward it, not away from one it touches
        f = np.minimum(f, np.where(ahead, np.clip(t, 0.0, 1.0), 1.0).min(axis=1))
    # the terrain along the line, sampled every quarter inch (the closed band round barred terrain is wider)
    n = int(np.ceil(length.max() / SAMPLE)) + 1
    steps = np.linspace(0.0, 1.0, n)
    flat = (start[:, None, :] + steps[None, :, None] * d[:, None, :]).reshape(-1, 2)
    closed = ~grid.clearance.open_at(flat).reshape(len(ends), n)
    # a base touching a wall may step off it (closed squares from its start on, for half an inch); one that
    # goes on into the wall stays where it is
    run = np.cumprod(closed, axis=1).astype(bool)
    near = steps[None, :] * length[:, None] <= LEAVING
    blocked = closed & ~(run & near)
    first = np.where(blocked.any(axis=1), blocked.argmax(axis=1), n)
    into = (run & ~near).any(axis=1)
    f = np.minimum(f, np.where(into, 0.0, np.maximum(first - 1, 0) / (n - 1)))
    rate = grid.rate[grid._cell(flat)].reshape(len(ends), n)
    spent = np.cumsum((rate[:, 1:] + rate[:, :-1]) / 2, axis=1) * (length / (n - 1))[:, None]
    over = spent > allowance[:, None] + 1e-9
    f = np.minimum(f, np.where(over.any(axis=1), over.argmax(axis=1) / (n - 1), 1.0))
    # a cliff's edge (and a kind a move ends in) stops the centre where it crosses
    cliffs = frozenset({Kind.STEEP}) | going.stop_in
    seg, piece = grid.index.line_candidates(start, ends, cliffs)
    if len(seg):
        none = np.zeros(len(seg), dtype=bool)
        hit = grid.index.cross(start, ends, seg, piece, none, none)
        np.minimum.at(f, hit.seg, np.maximum(hit.t - 1e-6, 0.0))
    return np.split(start + f[:, None] * d, np.cumsum(counts)[:-1])


def route_distances(table: Table, going: Going, radius: float, places: Sequence[Point],
                    points: np.ndarray) -> np.ndarray:
    """:meth:`DistanceField.distances` on the field of ``table``'s map for ``going`` and ``radius``."""
    return DistanceField.of(table, going, radius).distances(places, points)
