"""Shortest legal routes across the table: a visibility graph of the terrain grown by the base's radius, searched
with Dijkstra (scipy's, in C: one search answers every goal, where a Python A* took 30 ms across the battle map).

What a base may not touch and what each inch costs is the ruleset's :class:`Going`. The graph's nodes stand
round every corner of the barred terrain, on the outside, a little more than a base's radius away: the corners
of a polygon drawn round the circle of that radius about the corner (one node on the bisector for a right
angle, more for sharper corners), so that the straight legs between them keep clear of it — the outline grown by
the radius. Cliffs (the edges of steep terrain) are crossed by no leg, and the corners of the hull of dear
terrain (woods that cost 2 an inch) are nodes too, so that a route may go round it when that is cheaper. Two
nodes are joined when the leg is tangent to the outline at both (no shortest path turns away from an obstacle)
and a base can slide along it: a fine field of closed squares round barred terrain is sampled along the leg, and
cliffs are traced exactly; each edge weighs what its leg costs. The graph of a map, a going and a radius is
built once and shared by every game on the map; figures are obstacles of the query (an edge through another
base weighs infinity, found only within the allowance of the start), and the start and the goals are joined to
the graph when asked; figures within reach of the start (or near a single goal) get nodes round them for the
query, so a route may pass between them.

Testing a leg is what a query costs, so few are tested (:class:`_Legs`, :class:`_Search`): the legs from the
start are sieved by a fan of rays and tested together, those to a goal a batch at a time in the order of a
lower bound, until no untested one could give a cheaper route; the answer is the one a search over every leg
would give.

A route is a suggestion of waypoints: the move itself is still :func:`game.board.movement.plan_move`, which
has the last word (it stops at a contact, as the rules say).
"""

from __future__ import annotations

import copy
import itertools
import math
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Self

import numpy as np
from scipy.ndimage import distance_transform_edt
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import dijkstra

from game.board.mapcache import PerMap
from game.board.movement import Going, leg_factors, plan_moves
from game.board.rays import RayIndex
from game.board.table import CONTACT, Table
from game.board.terrain import Kind, Point

#: The side of the squares of the clearance field, in inches, and how far apart a leg is sampled in it.
_CELL = 0.1
#: How far apart the coarse samples of a leg are, in inches.
_COARSE = 8 * _CELL
#: A square is closed when a point of it is nearer barred terrain than the radius and this (so that sampling a
#: leg every cell cannot miss a closed stretch).
_MARGIN = 0.08
#: Nodes stand this much further than the closed band round barred terrain.
_SPARE = _CELL * 0.75 + _MARGIN + 0.03
#: The largest turn round a corner that one node covers (a sharper corner gets more).
_ARC_STEP = math.radians(90.0)
#: How far from the corners of a cliff (its centre may not cross it) and of dear terrain the nodes stand.
_NEAR = 0.05
#: Rays of the fan that sieves a point's legs (see :meth:`_Graph._hidden`), worth tracing for more legs than this.
_FAN = 512
_SIEVE = 32
#: Figures this near the start (or within the allowance), or the goal, get nodes round them for the query.
_AROUND = 8.0
#: How much dearer than the allowance a suggested route may be: a move goes along it as far as the allowance lasts.
DETOUR = 2.0
_TOLERANCE = CONTACT / 2  # a leg may pass this much nearer than the radius: a base touching a wall may leave it
#: How many legs from a start or to a goal are tested together when a search needs more of them.
_BATCH = 24


@dataclass(frozen=True)
class Route:
    """A shortest route found: the path with its start, its length and its cost in allowance."""

    path: tuple[Point, ...]
    length: float
    cost: float

    @property
    def waypoints(self) -> list[list[float]]:
        """The route as a path answer: its waypoints after the start."""
        return [[round(x, 4), round(y, 4)] for x, y in self.path[1:]]


class _Field:
    """Squares of the table where a base's centre may not be: nearer barred terrain than its radius plus a
    margin. A straight leg is clear when none of the squares it passes is closed, sampled every square's width:
    to reach the terrain it must cross the band of closed squares round it, wider than a square."""

    def __init__(self, table: Table, edges: list[tuple[np.ndarray, float]]) -> None:
        tmap = table.map
        self.cols, self.rows = math.ceil(tmap.width / _CELL) + 1, math.ceil(tmap.height / _CELL) + 1
        self.closed = np.zeros((self.rows, self.cols), dtype=bool)
        half_diagonal = _CELL * math.sqrt(0.5)
        for segs, reach in edges:
            for x1, y1, x2, y2 in segs.tolist():
                grow = reach + half_diagonal
                c0 = max(0, int((min(x1, x2) - grow) / _CELL))
                c1 = min(self.cols - 1, int((max(x1, x2) + grow) / _CELL) + 1)
                r0 = max(0, int((min(y1, y2) - grow) / _CELL))
                r1 = min(self.rows - 1, int((max(y1, y2) + grow) / _CELL) + 1)
                if c1 < c0 or r1 < r0:
                    continue
                cx = (np.arange(c0, c1 + 1) + 0.5) * _CELL
                cy = (np.arange(r0, r1 + 1) + 0.5) * _CELL
                px, py = np.meshgrid(cx, cy)
                vx, vy = x2 - x1, y2 - y1
                t = np.clip(((px - x1) * vx + (py - y1) * vy) / max(vx * vx + vy * vy, 1e-18), 0.0, 1.0)
                near = np.hypot(px - x1 - t * vx, py - y1 - t * vy) < grow
                self.closed[r0:r1 + 1, c0:c1 + 1] |= near
        self.flat = self.closed.ravel()
        #: How far each square's centre is from the nearest closed square's, in inches.
        self.room = (distance_transform_edt(~self.closed) * _CELL).ravel() if self.closed.any() else np.full(
            self.closed.size, np.inf)

    def open_at(self, pts: np.ndarray) -> np.ndarray:
        c = np.clip((pts[:, 0] / _CELL).astype(np.int64), 0, self.cols - 1)
        r = np.clip((pts[:, 1] / _CELL).astype(np.int64), 0, self.rows - 1)
        return ~self.closed[r, c]

    def clear(self, p: np.ndarray, q: np.ndarray) -> np.ndarray:
        """Whether every sample of each leg p→q lies in an open square; an end that stands in a closed one (a
        base touching a wall, which may leave it) is let off as far as the band round the wall reaches.

        A coarse pass first (most barred legs are found by it), which also measures each coarse sample's room:
        the fine samples nearer it than its room (less a square's diagonal) lie in open squares for sure, so
        only the stretches near closed squares are sampled finely."""
        if len(p) == 0:
            return np.ones(0, dtype=bool)
        d = q - p
        length = np.maximum(np.hypot(d[:, 0], d[:, 1]), 1e-12)
        slack = _MARGIN + 2 * _CELL
        skip_p = np.where(self.open_at(p), -1.0, slack / length)
        skip_q = np.where(self.open_at(q), 2.0, 1.0 - slack / length)
        out = np.ones(len(p), dtype=bool)
        m = np.ceil(length / _COARSE).astype(np.int64) + 1
        leg, f = _samples(np.arange(len(p)), m)
        at = self._cells(p, d, leg, f)
        bad = self.flat[at] & (f > skip_p[leg]) & (f < skip_q[leg])
        out[leg[bad]] = False
        # the windows of the coarse samples (half a coarse step either side) that may hold a closed square
        half = 0.5 / (m[leg] - 1)
        unsure = out[leg] & (self.room[at] - _CELL * math.sqrt(2) <= half * length[leg])
        leg, f, half = leg[unsure], f[unsure], half[unsure]
        n = np.ceil(length / _CELL).astype(np.int64) + 1  # the fine samples, as many as one every square
        lo = np.maximum(0, np.ceil((f - half) * (n[leg] - 1) - 1e-6)).astype(np.int64)
        hi = np.minimum(n[leg] - 1, np.floor((f + half) * (n[leg] - 1) + 1e-6)).astype(np.int64)
        count = np.maximum(hi - lo + 1, 0)
        first = np.repeat(lo, count)
        leg = np.repeat(leg, count)
        f = (first + np.arange(len(leg)) - np.repeat(np.cumsum(count) - count, count)) * (1.0 / (n[leg] - 1))
        bad = self.flat[self._cells(p, d, leg, f)] & (f > skip_p[leg]) & (f < skip_q[leg])
        out[leg[bad]] = False
        return out

    def _cells(self, p: np.ndarray, d: np.ndarray, leg: np.ndarray, f: np.ndarray) -> np.ndarray:
        """The square (flat index) of each sample: fraction ``f`` along its leg (legs lie on the table)."""
        x = ((p[leg, 0] + d[leg, 0] * f) * (1 / _CELL)).astype(np.int64)
        y = ((p[leg, 1] + d[leg, 1] * f) * (1 / _CELL)).astype(np.int64)
        return y * self.cols + x


def _samples(legs: np.ndarray, n: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``n`` samples evenly along each leg, ends included: (leg, fraction) pairs."""
    leg = np.repeat(legs, n)
    f = (np.arange(len(leg)) - np.repeat(np.cumsum(n) - n, n)) * np.repeat(1.0 / (n - 1), n)
    return leg, f


class PerGoing:
    """What is built once for a map, a going and a base radius, and shared by every game on that map: kept by
    the radius rounded up to a quarter inch (what is clear for a bigger base is clear for a smaller one), the
    last 32 built per class."""

    _kept: ClassVar[PerMap[Any]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._kept = PerMap(32)

    def __init__(self, table: Table, going: Going, radius: float) -> None:
        raise NotImplementedError  # each kind builds itself

    @classmethod
    def of(cls, table: Table, going: Going, radius: float) -> Self:
        radius = math.ceil(radius * 4 - 1e-9) / 4
        return cls._kept.get(table.map, (going.key, radius), lambda: cls(table, going, radius))


class _Graph(PerGoing):
    """The visibility graph of one map for one going and one base radius. It is shared by every game on the map,
    on every thread, so it keeps no table: the terrain questions go to the table of the game asking (a pymunk
    space is its game's alone), and the searches it keeps are each thread's own (a search grows as it is asked)."""

    def __init__(self, table: Table, going: Going, radius: float) -> None:
        self.map, self.going, self.radius = table.map, going, radius
        self.index = RayIndex.for_map(table.map)
        self.barred = frozenset(going.barred)
        self.cliffs = frozenset({Kind.STEEP}) | frozenset(going.stop_in)
        self.costs = {k: c for k, c in going.costs.items() if c != 1.0}
        #: What an inch costs at least: a leg's length times this is a lower bound of its cost.
        self.cheapest = max(0.0, min([1.0, *self.costs.values()]))
        dear = frozenset(k for k, c in self.costs.items() if c > 1.0)
        grown = radius + _SPARE
        points: list[np.ndarray] = []
        before: list[np.ndarray] = []
        after: list[np.ndarray] = []
        walls = []
        owners: list[int] = []  # the piece each node goes round
        for piece in table.map.pieces:
            if piece.kind in self.barred:
                reach = grown
            elif piece.kind in self.cliffs or piece.kind in dear:
                reach = _NEAR
            else:
                continue
            if piece.kind in self.barred or piece.kind in self.cliffs:
                rings = list(piece.outline)
            else:  # a route skirting dear terrain bends only at the corners of its hull
                rings = [_hull([p for ring in piece.outline for p in ring])]
            for ring in rings:
                _corner_nodes(ring, reach, points, before, after)
                owners += [piece.id] * (len(points) - len(owners))
                if piece.kind in self.barred:
                    walls += [(*ring[k - 1], *ring[k]) for k in range(len(ring))]
        self.walls = np.array(walls, dtype=np.float64).reshape(-1, 4)
        #: Each wall's box, corner by corner: the legs and points near a wall are found by them.
        self.wall_lo = np.minimum(self.walls[:, :2], self.walls[:, 2:])
        self.wall_hi = np.maximum(self.walls[:, :2], self.walls[:, 2:])
        #: Each wall's middle and half its length: a wall is within ``keep`` of a leg only if its middle is within
        #: ``keep`` and that half of it.
        self.wall_mid = (self.walls[:, :2] + self.walls[:, 2:]) / 2
        self.wall_half = np.hypot(*(self.walls[:, 2:] - self.walls[:, :2]).T) / 2
        self.field = _Field(table, [(self.walls, radius + _MARGIN - _TOLERANCE)])
        nodes = np.array(points, dtype=np.float64).reshape(-1, 2)
        ok = self._standable(table, nodes)
        self.nodes = nodes[ok]
        self.before = np.array(before, dtype=np.float64).reshape(-1, 2)[ok] - self.nodes
        self.after = np.array(after, dtype=np.float64).reshape(-1, 2)[ok] - self.nodes
        i, j = self._tangent_pairs()
        clear = self.clear(self.nodes[i], self.nodes[j], [], measure=False)
        # a leg round one piece that the squares refused may run along a slanting side: measured exactly
        owner = np.array(owners, dtype=np.int64)[ok]
        doubt = np.flatnonzero(~clear & (owner[i] == owner[j]))
        clear[doubt] = self._no_cliff(self.nodes[i[doubt]], self.nodes[j[doubt]], self.measured(
            self.nodes[i[doubt]], self.nodes[j[doubt]], radius))
        self.edges = np.column_stack([i[clear], j[clear]]).reshape(-1, 2)
        costs = self._costs(table, self.nodes[self.edges[:, 0]], self.nodes[self.edges[:, 1]])
        self.weights = np.maximum(np.array(costs, dtype=np.float64).reshape(-1), 1e-9)
        self._index_edges()
        self._fans: dict[Point, np.ndarray] = {}  # per point, the distance along each ray to barred terrain
        self._mine = threading.local()  # this thread's searches: see search_from
        self._with: dict[tuple, _Graph] = {}  # see with_figures

    def span(self, allowance: float) -> float:
        """How far from its start a route costing at most ``allowance`` may go."""
        return allowance / self.cheapest if self.cheapest > 0 else math.inf

    def _index_edges(self) -> None:
        """The edges both ways as the rows of a sparse matrix, for the searches (which add a row for the start)."""
        n, m = len(self.nodes), len(self.edges)
        rows = np.concatenate([self.edges[:, 0], self.edges[:, 1]])
        order = np.argsort(rows, kind="stable")
        self.indptr = np.searchsorted(rows[order], np.arange(n + 1)).astype(np.int32)
        self.indices = np.concatenate([self.edges[:, 1], self.edges[:, 0]])[order].astype(np.int32)
        self.slot_edge = order % max(m, 1)  # the edge of each entry of the matrix
        self.data = np.tile(self.weights, 2)[order]
        self._open: tuple[tuple, np.ndarray] | None = None

    def _inside(self, around: Point, within: float) -> np.ndarray:
        """Whether each node is within ``within`` inches of ``around`` (a route costing at most the allowance
        never goes further than the allowance over the cheapest rate)."""
        if not math.isfinite(within):
            return np.ones(len(self.nodes), dtype=bool)
        return np.hypot(*(self.nodes - np.array(around)).T) <= within + 1e-9

    def open_weights(self, others: list[tuple[Point, float]], radius: float, around: Point,
                     within: float) -> np.ndarray:
        """The matrix's weights with the edges that would take a base of ``radius`` through one of ``others``
        made infinite — of the edges within ``within`` of ``around``: a search that goes no further never
        takes the others (kept while the bases stand still)."""
        key = (radius, around if math.isfinite(within) else None, within, *others)
        found = self._open  # read once: another thread may put its own layout's weights there meanwhile
        if found is None or found[0] != key:
            data = self.data
            if others:
                inside = self._inside(around, within)
                near = np.flatnonzero(inside[self.edges[:, 0]] & inside[self.edges[:, 1]])
                blocked = near[~_free_of(self.nodes[self.edges[near, 0]], self.nodes[self.edges[near, 1]], others,
                                         radius)]
                if len(blocked):
                    data = data.copy()
                    data[np.isin(self.slot_edge, blocked)] = np.inf
            found = self._open = key, data
        return found[1]

    def _standable(self, table: Table, pts: np.ndarray, radius: float | None = None) -> np.ndarray:
        """Whether the graph's nodes may be at ``pts`` (on the table, in an open square, inside no barred,
        cliff-ringed or stop piece: routes go round them), or with ``radius``, whether a base of that radius may
        stand there (on the table, touching no barred terrain)."""
        r, tmap = radius if radius is not None else self.radius, self.map
        ok = (pts[:, 0] >= r) & (pts[:, 0] <= tmap.width - r) & (pts[:, 1] >= r) & (pts[:, 1] <= tmap.height - r)
        if radius is None:  # in an open square, or in a closed one yet clear of the walls (beside a slanting side,
            # the squares' staircase reaches further than the side; the nodes there were lost)
            shut = np.flatnonzero(ok & ~self.field.open_at(pts))
            ok[shut] = self.walls_clear(pts[shut], pts[shut], self.radius + _MARGIN - _TOLERANCE)
        for k in np.flatnonzero(ok):
            x, y = float(pts[k, 0]), float(pts[k, 1])
            if radius is None:
                ok[k] = not table.pieces_at((x, y), self.barred | self.cliffs)
            else:
                ok[k] = not table.pieces_under_base(x, y, radius, self.barred)
        return ok

    def hugs_wall(self, point: np.ndarray, radius: float) -> bool:
        """Whether a base of ``radius`` at ``point`` stands nearer barred terrain than the nodes do (a move that
        stopped against a wall leaves it there): the way out runs along the wall to a corner's node, a leg that
        is not tangent there, so every node is a candidate."""
        return self.wall_gap(point, radius + _SPARE) < radius + _SPARE

    def _cone(self, at: np.ndarray, d: np.ndarray) -> np.ndarray:
        """Whether legs leaving nodes ``at`` in directions ``d`` touch the outline there without cutting into
        it: the node's neighbours along the outline lie on one side of the leg (broadcasts)."""
        bx, by, ax, ay = self.before[at, 0], self.before[at, 1], self.after[at, 0], self.after[at, 1]
        return (d[..., 0] * by - d[..., 1] * bx) * (d[..., 0] * ay - d[..., 1] * ax) >= -1e-9

    def _tangent_pairs(self) -> tuple[np.ndarray, np.ndarray]:
        """Every pair of nodes (i < j) whose leg is tangent at both ends, in blocks of rows."""
        n = len(self.nodes)
        found_i, found_j = [], []
        everyone = np.arange(n)
        for lo in range(0, n, 256):
            rows = np.arange(lo, min(n, lo + 256))
            d = self.nodes[None, :, :] - self.nodes[rows, None, :]
            both = self._cone(rows[:, None], d) & self._cone(everyone[None, :], -d)
            both &= everyone[None, :] > rows[:, None]
            a, b = np.nonzero(both)
            found_i.append(rows[a])
            found_j.append(b)
        if not found_i:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        return np.concatenate(found_i), np.concatenate(found_j)

    def least_costs(self, table: Table, point: Point, lengths: np.ndarray) -> np.ndarray:
        """A lower bound of what legs of ``lengths`` from ``point`` cost: the cheapest rate all the way, but the
        rate of the dearest piece ``point`` stands in as far as the nearest edge of that piece (a goal in a wood
        pays to leave it whichever way it goes)."""
        bound = lengths * self.cheapest
        here = [pc for pc in table.standing(point).pieces if self.costs.get(self.index.pieces[pc].kind, 1.0) > 1]
        if here:
            pc = max(here, key=lambda k: self.costs[self.index.pieces[k].kind])
            edges = np.flatnonzero(self.index.edge_piece == pc)
            ex, ey, fx, fy = (a[edges] for a in (self.index.ex, self.index.ey, self.index.fx, self.index.fy))
            t = np.clip(((point[0] - ex) * fx + (point[1] - ey) * fy) / np.maximum(fx * fx + fy * fy, 1e-18), 0, 1)
            inside = float(np.hypot(ex + t * fx - point[0], ey + t * fy - point[1]).min())
            rate = self.costs[self.index.pieces[pc].kind]
            bound = bound + np.minimum(lengths, inside) * (rate - self.cheapest)
        return bound

    def _costs(self, table: Table, p: np.ndarray, q: np.ndarray) -> list[float]:
        """What each leg costs by the going: its length, times the rates of the terrain it crosses (traced only for
        the legs whose box meets a piece that costs more or less than 1)."""
        lengths = np.hypot(*(q - p).T).tolist()
        if not self.costs or not len(p):
            return lengths
        seg, _piece = self.index.line_candidates(p, q, frozenset(self.costs))
        touched = np.unique(seg).tolist()
        legs = [((float(p[k, 0]), float(p[k, 1])), (float(q[k, 0]), float(q[k, 1]))) for k in touched]
        for k, factor in zip(touched, leg_factors(table, legs, self.costs), strict=True):
            lengths[k] *= factor
        return lengths

    def with_figures(self, table: Table, others: list[tuple[Point, float]], radius: float,
                     near: list[tuple[Point, float]], around: Point, within: float = math.inf) -> _Graph:
        """This graph with nodes round the figures ``near`` (centre, radius) too — the corners of a hexagon round
        each, clear of it by a base of ``radius`` — joined to every node they see, of those within ``within``
        inches of ``around`` (where the search goes), so that a route may pass between figures; kept for the
        last few layouts."""
        key = (radius, around if math.isfinite(within) else None, within, *near, None, *others)
        found = self._with.get(key)
        if found is not None:
            return found
        rho = radius + _SPARE
        pts, before, after = [], [], []
        for (cx, cy), r in near:
            far = (r + rho) / math.cos(math.pi / 6)
            ring = [(cx + far * math.cos(k * math.pi / 3), cy + far * math.sin(k * math.pi / 3)) for k in range(6)]
            for k, pt in enumerate(ring):
                pts.append(pt)
                before.append((ring[k - 1][0] - pt[0], ring[k - 1][1] - pt[1]))
                after.append((ring[(k + 1) % 6][0] - pt[0], ring[(k + 1) % 6][1] - pt[1]))
        extra = np.array(pts, dtype=np.float64).reshape(-1, 2)
        keep = self._standable(table, extra) & _free_of(extra, extra, others, radius)
        if math.isfinite(within):
            keep &= np.hypot(*(extra - np.array(around)).T) <= within + 1e-9
        grown = copy.copy(self)
        grown.nodes = np.concatenate([self.nodes, extra[keep]])
        grown.before = np.concatenate([self.before, np.array(before).reshape(-1, 2)[keep]])
        grown.after = np.concatenate([self.after, np.array(after).reshape(-1, 2)[keep]])
        n, m = len(self.nodes), int(keep.sum())
        rows = np.arange(n, n + m)
        everyone = np.arange(n + m)
        d = grown.nodes[None, :, :] - grown.nodes[rows, None, :]
        both = grown._cone(rows[:, None], d) & grown._cone(everyone[None, :], -d) & (everyone[None, :] < rows[:, None])
        both &= grown._inside(around, within)[None, :]
        a, b = np.nonzero(both)
        i, j = rows[a], b
        clear = grown.clear(grown.nodes[i], grown.nodes[j], others, radius)
        new = np.column_stack([i[clear], j[clear]]).reshape(-1, 2)
        grown.edges = np.concatenate([self.edges, new])
        grown.weights = np.concatenate([self.weights, np.maximum(
            np.array(grown._costs(table, grown.nodes[new[:, 0]], grown.nodes[new[:, 1]]), dtype=np.float64).reshape(-1),
            1e-9)])
        grown._index_edges()
        grown._mine, grown._with = threading.local(), {}
        if len(self._with) > 8:
            self._with.clear()
        self._with[key] = grown
        return grown

    def searches(self) -> dict[tuple, _Search]:
        """The searches kept on this thread: a search tests legs and runs Dijkstra again as it is asked, in steps
        that another thread must not see half done (the window's drag and an AI thinking on a fork in the same
        position ask the very same search)."""
        found: dict[tuple, _Search] | None = getattr(self._mine, "searches", None)
        if found is None:
            found = self._mine.searches = {}
        return found

    def search_from(self, table: Table, start: Point, others: list[tuple[Point, float]], radius: float,
                    limit: float) -> _Search:
        """The search from a base at ``start``, kept for the last few starts: a figure dragged about, or an AI
        weighing places to go, asks from the same place again and again while nothing moves."""
        key = (start, radius, limit, *others)
        searches = self.searches()
        found = searches.get(key)
        if found is None:
            if len(searches) > 16:
                searches.clear()
            found = searches[key] = _Search(self, table, start, others, radius, limit)
        return found

    def clear(self, p: np.ndarray, q: np.ndarray, others: list[tuple[Point, float]],
              radius: float | None = None, measure: bool = True) -> np.ndarray:
        """Whether a base (of ``radius``, by default the graph's) can slide straight along each leg: through no
        other base, through open squares (or, with ``measure``, clear of the walls, measured exactly where the
        squares refuse it), across no cliff."""
        r = self.radius if radius is None else radius
        out = _free_of(p, q, others, r)
        rest = np.flatnonzero(out)
        ok = self.field.clear(p[rest], q[rest])
        if measure:
            ok[~ok] = self.measured(p[rest[~ok]], q[rest[~ok]], r)
        out[rest] = ok
        return self._no_cliff(p, q, out)

    def measured(self, p: np.ndarray, q: np.ndarray, radius: float) -> np.ndarray:
        """Whether each leg the squares refused keeps clear of barred terrain after all, measured exactly against
        the walls (a leg across one is 0 from it: testing crossings first cost more than it saved). Beside a
        slanting side the squares' staircase reaches further than the side does: the legs that run along it at
        the nodes' distance were refused, and with them the way round a hedge's round end, or a slanting wall's (a
        route went the long way round, or none was found)."""
        return self.walls_clear(p, q, radius + _MARGIN - _TOLERANCE)  # a leg across a wall is 0 from it

    def _no_cliff(self, p: np.ndarray, q: np.ndarray, out: np.ndarray) -> np.ndarray:
        """``out``, with the legs that cross a cliff's edge (traced exactly) refused."""
        rest = np.flatnonzero(out)
        if self.cliffs and len(rest):
            seg, piece = self.index.line_candidates(p[rest], q[rest], self.cliffs)
            none = np.zeros(len(seg), dtype=bool)
            out[rest[self.index.cross(p[rest], q[rest], seg, piece, none, none).seg]] = False
        return out

    def near_clear(self, point: Point, others: np.ndarray, radius: float) -> np.ndarray:
        """Whether a base of ``radius`` at ``point`` may slide to each of ``others`` as far as the closed band
        round barred terrain reaches from it, measured exactly (a base touching a wall starts in the band, where
        the squares would refuse every leg; beyond it, the squares decide)."""
        reach = radius + _MARGIN + 2 * _CELL
        near = self.walls[self._walls_near(point, 2 * reach)]
        if not len(near) or not len(others):
            return np.ones(len(others), dtype=bool)
        d = others - np.array(point)
        length = np.maximum(np.hypot(*d.T), 1e-12)
        tip = np.array(point) + d * np.minimum(1.0, reach / length)[:, None]
        a = np.repeat(np.array([point], dtype=np.float64), len(others) * len(near), 0)
        b = np.repeat(tip, len(near), 0)
        e = np.tile(near, (len(others), 1))
        gap = _segment_gaps(a, b, e[:, :2], e[:, 2:]).reshape(len(others), len(near))
        return np.asarray((gap >= radius - _TOLERANCE).all(axis=1))

    def _hidden(self, point: Point, to: np.ndarray, radius: float) -> np.ndarray:
        """Legs from ``point`` that surely meet barred terrain: a ray of a fine fan next to the leg hits it
        nearer than the leg's end, where the rays are closer together than the radius (so that the base passes
        too near what the ray hit). A cheap sieve before the squares are sampled."""
        first = self._fans.get(point)
        if first is None:
            far = self.map.width + self.map.height
            ray, _piece, dist = self.index.fan_hits(point, _FAN, far, self.barred)
            first = np.full(_FAN, np.inf)
            np.minimum.at(first, ray, dist)
            if len(self._fans) > 64:
                self._fans.clear()
            self._fans[point] = first
        d = to - np.array(point)
        length = np.hypot(*d.T)
        step = 2 * math.pi / _FAN
        k = np.floor((np.arctan2(d[:, 1], d[:, 0]) % (2 * math.pi)) / step).astype(np.int64) % _FAN
        out = np.zeros(len(to), dtype=bool)
        for side in (k, (k + 1) % _FAN):
            hit = first[side]
            out |= (hit < length - 1e-6) & (hit * step < radius - _TOLERANCE)
        return out

    def reach(self, point: Point, to: np.ndarray, others: list[tuple[Point, float]], radius: float) -> np.ndarray:
        """Whether a base of ``radius`` at ``point`` can slide straight to each of ``to``: as :meth:`clear`, with
        the stretch near ``point`` measured exactly when it stands in the band round barred terrain."""
        out = ~self._hidden(point, to, radius) if len(to) > _SIEVE else np.ones(len(to), dtype=bool)
        rest = np.flatnonzero(out)
        if len(rest):
            out[rest] = self._reach(point, to[rest], others, radius)
        return out

    def _reach(self, point: Point, to: np.ndarray, others: list[tuple[Point, float]], radius: float) -> np.ndarray:
        pt = np.repeat(np.array([point], dtype=np.float64), len(to), 0)
        out = _free_of(pt, to, others, radius)
        rest = np.flatnonzero(out)
        begin = pt[rest]
        if not self.field.open_at(pt[:1])[0]:  # in the band: the first stretch exactly, the squares from past it
            out[rest] = self.near_clear(point, to[rest], radius)
            rest = rest[out[rest]]
            length = np.maximum(np.hypot(*(to[rest] - pt[rest]).T), 1e-12)
            begin = pt[rest] + (to[rest] - pt[rest]) * np.minimum(
                1.0, (radius + _MARGIN + 2 * _CELL) / length)[:, None]
        ok = self.field.clear(begin, to[rest])
        hug = self.wall_gap(pt[0], radius + _SPARE) if not ok.all() else math.inf
        if hug < radius + _SPARE:  # a leg along the wall stays in the band or near it: measured exactly instead
            along = rest[~ok]
            ok[~ok] = self.walls_clear(pt[along], to[along], max(radius - _TOLERANCE, min(
                radius + _MARGIN - _TOLERANCE, hug - 1e-6)))
        else:
            ok[~ok] = self.measured(pt[rest[~ok]], to[rest[~ok]], radius)
        out[rest] = ok
        return self._no_cliff(pt, to, out)

    def wall_gap(self, point: np.ndarray, within: float) -> float:
        """How far ``point`` is from the nearest barred terrain, if nearer than ``within`` (else infinity): only
        the walls whose boxes come that near are measured."""
        near = self.walls[self._walls_near((float(point[0]), float(point[1])), within)]
        if not len(near):
            return math.inf
        at = np.repeat(np.asarray(point, dtype=np.float64)[None, :], len(near), 0)
        return float(_segment_gaps(at, at, near[:, :2], near[:, 2:]).min())

    def _walls_near(self, point: Point, within: float) -> np.ndarray:
        """Whether each wall's box comes within ``within`` of ``point``, across and down."""
        x, y = point
        lo, hi = self.wall_lo, self.wall_hi
        return ((lo[:, 0] <= x + within) & (hi[:, 0] >= x - within)
                & (lo[:, 1] <= y + within) & (hi[:, 1] >= y - within))

    def walls_clear(self, p: np.ndarray, q: np.ndarray, keep: float) -> np.ndarray:
        """Whether each leg p→q keeps ``keep`` from barred terrain, measured exactly against the walls near it
        (legs × walls: only for the few legs the squares cannot judge)."""
        walls = self.walls
        if not len(p) or not len(walls):
            return np.ones(len(p), dtype=bool)
        # only the walls whose middles lie in the strip along the leg, as wide as ``keep`` and their half length,
        # are measured: a long leg's box held most of the map's walls (legs × walls once, then the few beside it)
        d = q - p
        length = np.hypot(d[:, 0], d[:, 1])
        point = length < 1e-12  # a leg that is a point (a place stood on): its strip is a square round it
        ux = np.where(point, 1.0, d[:, 0] / np.where(point, 1.0, length))[:, None]
        uy = np.where(point, 0.0, d[:, 1] / np.where(point, 1.0, length))[:, None]
        rx, ry = self.wall_mid[None, :, 0] - p[:, 0, None], self.wall_mid[None, :, 1] - p[:, 1, None]
        reach = keep + self.wall_half[None, :]
        along = ux * rx + uy * ry
        leg, wall = np.nonzero((np.abs(ux * ry - uy * rx) <= reach) & (along >= -reach)
                               & (along <= length[:, None] + reach))
        gaps = _segment_gaps(p[leg], q[leg], walls[wall, :2], walls[wall, 2:])
        out = np.ones(len(p), dtype=bool)
        out[leg[gaps < keep]] = False
        return out


class _Legs:
    """The legs from one point (a start or a goal) to the nodes it may go straight to, tested only as a search
    needs them: until it is tested, a leg counts what its length times the cheapest rate costs, which no leg
    costs less than (a refused leg then counts infinity, a clear one what it costs)."""

    def __init__(self, g: _Graph, table: Table, point: Point, others: list[tuple[Point, float]], radius: float,
                 limit: float = math.inf) -> None:
        self.g, self.point, self.others, self.radius = g, point, others, radius
        pt = np.array(point, dtype=np.float64)
        among = np.arange(len(g.nodes))
        near = among if g.hugs_wall(pt, radius) else among[g._cone(among, pt[None, :] - g.nodes)]  # tangent there
        bound = g.least_costs(table, point, np.hypot(*(g.nodes[near] - pt).T))
        keep = bound <= limit + 1e-9
        self.nodes, self.weight = near[keep], np.maximum(bound[keep], 1e-9)
        self.tested = np.zeros(len(self.nodes), dtype=bool)
        if len(self.nodes) > _SIEVE:  # the legs that surely meet barred terrain are refused at once
            hidden = g._hidden(point, g.nodes[self.nodes], radius)
            self.weight[hidden], self.tested[hidden] = np.inf, True

    def test(self, table: Table, which: np.ndarray) -> None:
        """Test the legs ``which`` (indices into :attr:`nodes`): clear of terrain and bases, and their costs (the
        terrain asked of ``table``, the asking game's)."""
        which = which[~self.tested[which]]
        to = self.g.nodes[self.nodes[which]]
        ok = self.g.reach(self.point, to, self.others, self.radius)
        cost = np.full(len(which), np.inf)
        if ok.any():
            pt = np.repeat(np.array([self.point], dtype=np.float64), int(ok.sum()), 0)
            cost[ok] = np.maximum(np.asarray(self.g._costs(table, pt, to[ok]), dtype=np.float64), 1e-9)
        self.weight[which] = cost
        self.tested[which] = True


class _Search:
    """Dijkstra from a start over the graph, the legs from the start tested as they are needed (see :class:`_Legs`).

    The graph's edges are exact, so the distances found are lower bounds, exact along a chain whose first leg was
    tested; a route whose every leg was tested and which costs no more than any other chain's bound is the
    shortest. Most legs from a start are never tested (the fan of candidates round a start is wide, the
    routes that matter use a few of them). What was tested is kept: a new goal from the same start tests only
    what it needs.
    """

    def __init__(self, g: _Graph, table: Table, start: Point, others: list[tuple[Point, float]], radius: float,
                 limit: float) -> None:
        self.g, self.limit = g, limit
        self.legs = _Legs(g, table, start, others, radius, limit)
        self.legs.test(table, np.flatnonzero(~self.legs.tested))
        self._found: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
        self._tested = 0

    def found(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The distance of each node, its predecessor (the start is node ``len(nodes)``; negative: none) and the
        leg from the start its chain begins with (an index into the legs; -1: unreached)."""
        legs = self.legs
        if self._found is None or self._tested != int(legs.tested.sum()):
            g, n = self.g, len(self.g.nodes)
            live = np.flatnonzero(np.isfinite(legs.weight))
            data = np.concatenate([g.open_weights(legs.others, legs.radius, legs.point, g.span(self.limit)),
                                   legs.weight[live]])
            indices = np.concatenate([g.indices, legs.nodes[live].astype(np.int32)])
            indptr = np.append(g.indptr, np.int32(g.indptr[-1] + len(live)))
            found, back = dijkstra(csr_matrix((data, indices, indptr), shape=(n + 1, n + 1)), indices=[n],
                                   return_predecessors=True, limit=self.limit)
            dist, before = found[0], back[0]
            up = np.where((before[:n] >= 0) & (before[:n] < n), before[:n], np.arange(n))
            while True:  # each node's first node after the start, by pointer jumping
                nxt = up[up]
                if np.array_equal(nxt, up):
                    break
                up = nxt
            leg_of = np.full(n, -1)
            leg_of[legs.nodes[live]] = live
            first = np.where(np.isfinite(dist[:n]), leg_of[up], -1)
            self._found, self._tested = (dist, before, first), int(legs.tested.sum())
        return self._found

    def route_to(self, table: Table, goal: _Legs, allowance: float, bound: float) -> tuple[float, int]:
        """The cost of the cheapest route to ``goal`` by the graph cheaper than ``bound`` and within the allowance,
        and the last node on it (-1: none), testing the legs it needs at both ends."""
        while True:
            dist, _before, first = self.found()
            total = dist[goal.nodes] + goal.weight
            total[total > min(allowance, bound) + 1e-9] = np.inf
            order = np.argsort(total, kind="stable")
            order = order[np.isfinite(total[order])]
            if not len(order):
                return math.inf, -1
            best = order[0]
            if not goal.tested[best]:
                goal.test(table, order[~goal.tested[order]][:_BATCH])
                continue
            if not total[best] < bound:  # ties go to the straight line
                return math.inf, -1
            if self.legs.tested[first[goal.nodes[best]]]:
                return float(total[best]), int(goal.nodes[best])
            # the chains of the best few goal legs, by their first legs not yet tested
            heads = first[goal.nodes[order]]
            heads = heads[~self.legs.tested[heads]]
            _, at = np.unique(heads, return_index=True)
            self.legs.test(table, heads[np.sort(at)][:_BATCH])


def _corner_nodes(ring: Sequence[Point], reach: float, points: list, before: list, after: list) -> None:
    """Nodes round each corner of ``ring`` on its outer (reflex) side: the corners of a polygon drawn round the
    circle of radius ``reach`` about it, from the normal of one edge to the other's (one node on the bisector for
    a turn up to 90°, more for sharper ones), so that legs from node to node keep ``reach`` from the corner.
    Each node comes with its neighbours along that outline (for the tangent test). Corners whose outer side is
    inside the piece give nodes inside it, which the caller drops."""
    n = len(ring)
    for k in range(n):
        a, v, b = np.array(ring[k - 1]), np.array(ring[k]), np.array(ring[(k + 1) % n])
        u1, u2 = a - v, b - v
        l1, l2 = np.hypot(*u1), np.hypot(*u2)
        if l1 < 1e-9 or l2 < 1e-9:
            continue
        u1, u2 = u1 / l1, u2 / l2
        w = u1 + u2
        if np.hypot(*w) < 1e-9:
            continue  # a straight run: no corner
        out = -w / np.hypot(*w)
        n1 = np.array([-u1[1], u1[0]]) if np.dot([-u1[1], u1[0]], out) > 0 else np.array([u1[1], -u1[0]])
        start = math.atan2(n1[1], n1[0])
        half = math.acos(max(-1.0, min(1.0, float(np.dot(n1, out)))))  # from either normal to the bisector
        turn = math.copysign(2 * half, math.atan2(n1[0] * out[1] - n1[1] * out[0], float(np.dot(n1, out))))
        steps = max(1, math.ceil(abs(turn) / _ARC_STEP - 1e-9))
        far = reach / math.cos(turn / (2 * steps))
        corners = [v + far * np.array([math.cos(start + turn * (2 * s + 1) / (2 * steps)),
                                       math.sin(start + turn * (2 * s + 1) / (2 * steps))]) for s in range(steps)]
        for s, pt in enumerate(corners):
            points.append(pt)
            before.append(corners[s - 1] if s > 0 else pt + u1)
            after.append(corners[s + 1] if s < steps - 1 else pt + u2)


def _hull(points: list[Point]) -> tuple[Point, ...]:
    """The convex hull of ``points``, counter-clockwise (Andrew's monotone chain)."""
    pts = sorted(set(points))
    if len(pts) < 3:
        return tuple(pts)

    def half(seq: Iterable[Point]) -> list[Point]:
        out: list[Point] = []
        for p in seq:
            while len(out) >= 2 and ((out[-1][0] - out[-2][0]) * (p[1] - out[-2][1])
                                     - (out[-1][1] - out[-2][1]) * (p[0] - out[-2][0])) <= 0:
                out.pop()
            out.append(p)
        return out

    lower, upper = half(pts), half(reversed(pts))
    return tuple(lower[:-1] + upper[:-1])


def _segment_gaps(a: np.ndarray, b: np.ndarray, c: np.ndarray, d: np.ndarray) -> np.ndarray:
    """The least distance between segments a→b and c→d, row by row (0 where they cross)."""
    def to_segment(pt: np.ndarray, s0: np.ndarray, s1: np.ndarray) -> np.ndarray:
        v = s1 - s0
        t = np.clip(((pt - s0) * v).sum(axis=1) / np.maximum((v * v).sum(axis=1), 1e-18), 0.0, 1.0)
        return np.hypot(*(s0 + v * t[:, None] - pt).T)

    gap = np.minimum(np.minimum(to_segment(a, c, d), to_segment(b, c, d)),
                     np.minimum(to_segment(c, a, b), to_segment(d, a, b)))
    u, v, w = b - a, d - c, c - a
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):  # parallel, or all but: no crossing
        den = u[:, 0] * v[:, 1] - u[:, 1] * v[:, 0]
        t = (w[:, 0] * v[:, 1] - w[:, 1] * v[:, 0]) / den
        k = (w[:, 0] * u[:, 1] - w[:, 1] * u[:, 0]) / den
    return np.where((t >= 0) & (t <= 1) & (k >= 0) & (k <= 1), 0.0, gap)


def _free_of(p: np.ndarray, q: np.ndarray, others: list[tuple[Point, float]], radius: float) -> np.ndarray:
    """Whether each leg p→q keeps a base of ``radius`` off every other base (centre, radius); only the bases in
    each leg's box grown by the reach are measured."""
    if not others or len(p) == 0:
        return np.ones(len(p), dtype=bool)
    centres = np.array([c for c, _ in others], dtype=np.float64)
    reach = np.array([r for _, r in others], dtype=np.float64) + radius - CONTACT
    top = float(reach.max())
    lo, hi = np.minimum(p, q) - top, np.maximum(p, q) + top
    leg, ref = np.nonzero((centres[None, :, 0] >= lo[:, None, 0]) & (centres[None, :, 0] <= hi[:, None, 0])
                          & (centres[None, :, 1] >= lo[:, None, 1]) & (centres[None, :, 1] <= hi[:, None, 1]))
    v = q[leg] - p[leg]
    w = centres[ref] - p[leg]
    t = np.clip((w * v).sum(axis=1) / np.maximum((v * v).sum(axis=1), 1e-18), 0.0, 1.0)
    gap = np.hypot(w[:, 0] - t * v[:, 0], w[:, 1] - t * v[:, 1])
    out = np.ones(len(p), dtype=bool)
    out[leg[gap < reach[ref]]] = False
    return out


def prepare(table: Table, going: Going, radii: Sequence[float]) -> None:
    """Build the graphs for bases of these radii now (a game's start), rather than at the first route asked —
    the first drag in the window or the AI's first move would wait for it."""
    for radius in sorted(set(radii)):
        _Graph.of(table, going, radius)


def forget_searches(keep_searches: bool = False) -> None:
    """Drop what is kept from earlier queries — the fans, and this thread's searches unless ``keep_searches`` — so
    that a benchmark measures a query afresh (or a new goal from a start already searched from)."""
    for graph in _Graph._kept.values():
        graph._fans.clear()
        if not keep_searches:
            graph.searches().clear()


def find_routes(table: Table, base_id: str, goals: Sequence[Point], going: Going,
                allowance: float = math.inf) -> list[Route | None]:
    """The shortest legal route of ``base_id`` to each goal (its centre there) costing at most ``allowance``;
    None where there is none. One search from the base answers every goal: each goal is then joined to the
    nodes the search reached."""
    if not goals:
        return []
    base = table.bases[base_id]
    g = _Graph.of(table, going, base.radius)
    others = [(b.pos, b.radius) for b in table.bases.values() if b.id != base_id]
    start, to = base.pos, np.array([(float(x), float(y)) for x, y in goals], dtype=np.float64)
    span = min(allowance, _AROUND)
    near = [(c, r) for c, r in others
            if math.dist(c, start) <= span + r + base.radius or (len(goals) == 1 and math.dist(c, goals[0]) <= _AROUND)]
    if near:  # figures in reach are gone round too
        g = g.with_figures(table, others, base.radius, near, start, g.span(allowance))
    standable = g._standable(table, to, base.radius)  # on the table, so that every leg below lies on it
    direct_ok = np.zeros(len(to), dtype=bool)
    direct_ok[standable] = g.reach(start, to[standable], others, base.radius)
    direct = np.full(len(to), np.inf)  # what the straight legs cost, where they are clear
    if direct_ok.any():
        direct[direct_ok] = g._costs(table, np.repeat(np.array([start], dtype=np.float64), int(direct_ok.sum()), 0),
                                     to[direct_ok])
    search = None
    out: list[Route | None] = []
    for k, goal in enumerate(to.tolist()):
        best, last = (float(direct[k]), -1) if direct_ok[k] else (math.inf, -1)
        if standable[k] and (not direct_ok[k] or direct[k] > math.dist(start, goal) + 1e-9):  # blocked or dear
            search = search or g.search_from(table, start, others, base.radius, allowance)
            cost, node = search.route_to(table, _Legs(g, table, (goal[0], goal[1]), others, base.radius), allowance,
                                         best)
            if node >= 0:
                best, last = cost, node
        if not standable[k] or not math.isfinite(best) or best > allowance + 1e-9:
            out.append(None)
            continue
        before = search.found()[1] if search is not None else None
        via = []
        while last >= 0:
            via.append(last)
            last = int(before[last]) if before is not None and before[last] < len(g.nodes) else -1
        out.append(_route(g, start, via[::-1], (goal[0], goal[1]), best))
    return out


def _route(g: _Graph, start: Point, via: list[int], goal: Point, cost: float) -> Route:
    path = (start, *((float(g.nodes[n][0]), float(g.nodes[n][1])) for n in via), goal)
    length = sum(math.dist(a, b) for a, b in itertools.pairwise(path))
    return Route(path, length, cost)


def paths_to(table: Table, base_id: str, spots: Sequence[Point], going: Going,
             allowance: float = math.inf) -> list[list[list[float]]]:
    """A path answer to each spot: the straight line where no terrain stops it short of the spot, else the
    shortest legal route to it costing at most ``DETOUR`` times the allowance (the move then goes along it as far
    as the allowance lasts: round a wall toward a spot beyond reach, not into the wall), else the straight line,
    which goes as far as the table allows. Only the lines that terrain stops are routed, which keeps many
    suggestions cheap; one stopped by a figure is left as it is (a move that ends in contact is what the rules
    make of it)."""
    spots = [(float(x), float(y)) for x, y in spots]
    straight = plan_moves(table, base_id, [[s] for s in spots], allowance, going=going)
    stopped = [k for k, move in enumerate(straight) if isinstance(move.blocker, int)]
    out = [[[x, y]] for x, y in spots]
    for k, route in zip(stopped, find_routes(table, base_id, [spots[k] for k in stopped], going, allowance * DETOUR),
                        strict=True):
        if route is not None:
            out[k] = route.waypoints
    return out
