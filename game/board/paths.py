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
built once; figures are obstacles of the query (a leg through another base is left out), and the start and the
goals are joined to the graph when asked; figures within reach of the start (or near a single goal) get nodes
round them for the query, so a route may pass between them.

A route is a suggestion of waypoints: the move itself is still :func:`game.board.movement.plan_move`, which
has the last word (it stops at a contact, as the rules say).
"""

from __future__ import annotations

import copy
import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import dijkstra

from game.board.movement import Going, _rates, plan_moves
from game.board.rays import RayIndex, _piece_edges
from game.board.table import CONTACT, Table
from game.board.terrain import Kind, Point, TerrainPiece

#: The side of the squares of the clearance field, in inches, and how far apart a leg is sampled in it.
_CELL = 0.1
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
_FAN = 2048
_SIEVE = 32
#: Figures this near the start (or within the allowance), or the goal, get nodes round them for the query.
_AROUND = 8.0
_TOLERANCE = CONTACT / 2  # a leg may pass this much nearer than the radius: a base touching a wall may leave it


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

    def open_at(self, pts: np.ndarray) -> np.ndarray:
        c = np.clip((pts[:, 0] / _CELL).astype(np.int64), 0, self.cols - 1)
        r = np.clip((pts[:, 1] / _CELL).astype(np.int64), 0, self.rows - 1)
        return ~self.closed[r, c]

    def clear(self, p: np.ndarray, q: np.ndarray) -> np.ndarray:
        """Whether every sample of each leg p→q lies in an open square; an end that stands in a closed one (a
        base touching a wall, which may leave it) is let off as far as the band round the wall reaches."""
        if len(p) == 0:
            return np.ones(0, dtype=bool)
        d = q - p
        length = np.maximum(np.hypot(d[:, 0], d[:, 1]), 1e-12)
        slack = _MARGIN + 2 * _CELL
        skip_p = np.where(self.open_at(p), -1.0, slack / length)
        skip_q = np.where(self.open_at(q), 2.0, 1.0 - slack / length)
        out = np.ones(len(p), dtype=bool)
        for step in (8 * _CELL, _CELL):  # a coarse pass first: most long legs that are barred are found by it
            rest = np.flatnonzero(out)
            n = np.ceil(length[rest] / step).astype(np.int64) + 1
            leg = np.repeat(rest, n)
            f = (np.arange(len(leg)) - np.repeat(np.cumsum(n) - n, n)) * np.repeat(1.0 / (n - 1), n)
            x = ((p[leg, 0] + d[leg, 0] * f) * (1 / _CELL)).astype(np.int64)  # legs lie on the table: no clipping
            y = ((p[leg, 1] + d[leg, 1] * f) * (1 / _CELL)).astype(np.int64)
            bad = self.flat[y * self.cols + x] & (f > skip_p[leg]) & (f < skip_q[leg])
            out[leg[bad]] = False
        return out


class _Graph:
    """The visibility graph of one map for one going and one base radius."""

    _cache: dict[tuple, tuple[Any, _Graph]] = {}

    @classmethod
    def of(cls, table: Table, going: Going, radius: float) -> _Graph:
        """The graph for bases up to ``radius`` rounded up to a quarter inch (a route clear for a bigger base
        is clear for a smaller one), built once."""
        radius = math.ceil(radius * 4 - 1e-9) / 4
        key = (id(table.map), going.key, radius)
        found = cls._cache.get(key)
        if found is None or found[0] is not table.map:
            if len(cls._cache) > 32:
                cls._cache.clear()
            found = cls._cache[key] = (table.map, cls(table, going, radius))
        return found[1]

    def __init__(self, table: Table, going: Going, radius: float) -> None:
        self.table, self.going, self.radius = table, going, radius
        self.index = RayIndex.for_map(table.map)
        self.barred = frozenset(going.barred)
        self.cliffs = frozenset({Kind.STEEP}) | frozenset(going.stop_in)
        self.costs = {k: c for k, c in going.costs.items() if c != 1.0}
        dear = frozenset(k for k, c in self.costs.items() if c > 1.0)
        grown = radius + _SPARE
        points: list[Point] = []
        before: list[Point] = []
        after: list[Point] = []
        walls = []
        for piece in table.map.pieces:
            if piece.kind in self.barred:
                reach = grown
            elif piece.kind in self.cliffs or piece.kind in dear:
                reach = _NEAR
            else:
                continue
            if piece.kind in self.barred or piece.kind in self.cliffs:
                rings = _rings(piece)
            else:  # a route skirting dear terrain bends only at the corners of its hull
                rings = [_hull([p for ring in _rings(piece) for p in ring])]
            for ring in rings:
                _corner_nodes(ring, reach, points, before, after)
                if piece.kind in self.barred:
                    walls += [(*ring[k - 1], *ring[k]) for k in range(len(ring))]
        self.walls = np.array(walls, dtype=np.float64).reshape(-1, 4)
        self.field = _Field(table, [(self.walls, radius + _MARGIN - _TOLERANCE)])
        nodes = np.array(points, dtype=np.float64).reshape(-1, 2)
        ok = self._standable(nodes)
        self.nodes = nodes[ok]
        self.before = np.array(before, dtype=np.float64).reshape(-1, 2)[ok] - self.nodes
        self.after = np.array(after, dtype=np.float64).reshape(-1, 2)[ok] - self.nodes
        i, j = self._tangent_pairs()
        clear = self.clear(self.nodes[i], self.nodes[j], [])
        self.edges = np.column_stack([i[clear], j[clear]]).reshape(-1, 2)
        self.weights = np.maximum(np.array(self._costs(self.nodes[self.edges[:, 0]], self.nodes[self.edges[:, 1]]),
                                           dtype=np.float64).reshape(-1), 1e-9)
        self._open: tuple[tuple, tuple[np.ndarray, np.ndarray, np.ndarray]] | None = None
        self._fans: dict[Point, np.ndarray] = {}  # per point, the distance along each ray to barred terrain
        self._searches: dict[tuple, tuple[np.ndarray, np.ndarray]] = {}  # see search_from
        self._with: dict[tuple, _Graph] = {}  # see with_figures

    # --- geometry --------------------------------------------------------------------------------------------
    def _standable(self, pts: np.ndarray, radius: float | None = None) -> np.ndarray:
        """Whether the graph's nodes may be at ``pts`` (on the table, in an open square, inside no barred,
        cliff-ringed or stop piece: routes go round them), or with ``radius``, whether a base of that radius may
        stand there (on the table, touching no barred terrain)."""
        r, tmap = radius if radius is not None else self.radius, self.table.map
        ok = (pts[:, 0] >= r) & (pts[:, 0] <= tmap.width - r) & (pts[:, 1] >= r) & (pts[:, 1] <= tmap.height - r)
        if radius is None:
            ok &= self.field.open_at(pts)
        for k in np.flatnonzero(ok):
            x, y = float(pts[k, 0]), float(pts[k, 1])
            if radius is None:
                ok[k] = not self.table.pieces_at((x, y), self.barred | self.cliffs)
            else:
                ok[k] = not self.table.pieces_under_base(x, y, radius, self.barred)
        return ok

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

    def _costs(self, p: np.ndarray, q: np.ndarray) -> list[float]:
        """What each leg costs by the going: its length, times the rates of the terrain it crosses (traced only for
        the legs whose box meets a piece that costs more or less than 1)."""
        lengths = np.hypot(*(q - p).T).tolist()
        if not self.costs or not len(p):
            return lengths
        seg, _piece = self.index.line_candidates(p, q, frozenset(self.costs))
        touched = np.unique(seg).tolist()
        legs = [((float(p[k, 0]), float(p[k, 1])), (float(q[k, 0]), float(q[k, 1]))) for k in touched]
        for k, leg in zip(touched, _rates(self.table, legs, self.costs), strict=True):
            lengths[k] *= sum((t1 - t0) * rate for t0, t1, rate in leg)
        return lengths

    def with_figures(self, others: list[tuple[Point, float]], radius: float,
                     near: list[tuple[Point, float]], within: float = math.inf) -> _Graph:
        """This graph with nodes round the figures ``near`` (centre, radius) too — the corners of a hexagon round
        each, clear of it by a base of ``radius`` — joined to every node they see up to ``within`` inches away,
        so that a route may pass between figures; kept for the last few layouts."""
        key = (radius, within, *near, None, *others)
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
        keep = self._standable(extra) & _free_of(extra, extra, others, radius)
        grown = copy.copy(self)
        grown.nodes = np.concatenate([self.nodes, extra[keep]])
        grown.before = np.concatenate([self.before, np.array(before).reshape(-1, 2)[keep]])
        grown.after = np.concatenate([self.after, np.array(after).reshape(-1, 2)[keep]])
        n, m = len(self.nodes), int(keep.sum())
        rows = np.arange(n, n + m)
        everyone = np.arange(n + m)
        d = grown.nodes[None, :, :] - grown.nodes[rows, None, :]
        both = grown._cone(rows[:, None], d) & grown._cone(everyone[None, :], -d) & (everyone[None, :] < rows[:, None])
        both &= np.hypot(d[..., 0], d[..., 1]) <= within
        a, b = np.nonzero(both)
        i, j = rows[a], b
        clear = grown.clear(grown.nodes[i], grown.nodes[j], others, radius)
        new = np.column_stack([i[clear], j[clear]]).reshape(-1, 2)
        grown.edges = np.concatenate([self.edges, new])
        grown.weights = np.concatenate([self.weights, np.maximum(
            np.array(grown._costs(grown.nodes[new[:, 0]], grown.nodes[new[:, 1]]), dtype=np.float64).reshape(-1),
            1e-9)])
        grown._open, grown._searches, grown._with = None, {}, {}
        if len(self._with) > 8:
            self._with.clear()
        self._with[key] = grown
        return grown

    def search_from(self, start: Point, others: list[tuple[Point, float]], radius: float,
                    limit: float) -> tuple[np.ndarray, np.ndarray]:
        """:meth:`search` from a base at ``start``, kept for the last few starts: a figure dragged about, or an
        AI weighing places to go, asks from the same place again and again while nothing moves."""
        key = (start, radius, limit, *others)
        found = self._searches.get(key)
        if found is None:
            if len(self._searches) > 16:
                self._searches.clear()
            found = self._searches[key] = self.search(others, radius, *self.links(start, others, radius), limit)
        return found

    def search(self, others: list[tuple[Point, float]], radius: float, reach: np.ndarray, costs: list[float],
               limit: float) -> tuple[np.ndarray, np.ndarray]:
        """Dijkstra from a point joined to the nodes ``reach`` at ``costs``, over the graph's edges that keep a
        base of ``radius`` off the ``others`` (those are kept while the bases stand still): the distances and
        predecessors of the nodes (the point is node ``len(nodes)``; negative: none)."""
        key = (radius, *others)
        if self._open is None or self._open[0] != key:
            keep = _free_of(self.nodes[self.edges[:, 0]], self.nodes[self.edges[:, 1]], others, radius)
            n = len(self.nodes)
            both = np.concatenate([self.edges[keep], self.edges[keep][:, ::-1]])
            weights = np.tile(self.weights[keep], 2)
            order = np.lexsort((both[:, 1], both[:, 0]))
            indptr = np.searchsorted(both[order, 0], np.arange(n + 1))
            self._open = key, (indptr, both[order, 1], weights[order])
        indptr, indices, data = self._open[1]
        n = len(self.nodes)
        matrix = csr_matrix((np.concatenate([data, np.maximum(np.asarray(costs, dtype=np.float64), 1e-9)]),
                             np.concatenate([indices, reach]), np.append(indptr, indptr[-1] + len(reach))),
                            shape=(n + 1, n + 1))
        found, back = dijkstra(matrix, indices=[n], return_predecessors=True, limit=limit)
        return found[0], back[0]

    def clear(self, p: np.ndarray, q: np.ndarray, others: list[tuple[Point, float]],
              radius: float | None = None) -> np.ndarray:
        """Whether a base (of ``radius``, by default the graph's) can slide straight along each leg: through no
        other base, through open squares, across no cliff."""
        out = _free_of(p, q, others, self.radius if radius is None else radius)
        rest = np.flatnonzero(out)
        out[rest] = self.field.clear(p[rest], q[rest])
        return self._no_cliff(p, q, out)

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
        x, y = point
        box, grow = self.walls, 2 * reach
        near = box[(np.minimum(box[:, 0], box[:, 2]) <= x + grow) & (np.maximum(box[:, 0], box[:, 2]) >= x - grow)
                   & (np.minimum(box[:, 1], box[:, 3]) <= y + grow) & (np.maximum(box[:, 1], box[:, 3]) >= y - grow)]
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
            far = self.table.map.width + self.table.map.height
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
        if self.field.open_at(pt[:1])[0]:
            return self.clear(pt, to, others, radius)
        out = _free_of(pt, to, others, radius)
        rest = np.flatnonzero(out)
        out[rest] = self.near_clear(point, to[rest], radius)
        rest = rest[out[rest]]
        length = np.maximum(np.hypot(*(to[rest] - pt[rest]).T), 1e-12)
        cut = pt[rest] + (to[rest] - pt[rest]) * np.minimum(1.0, (radius + _MARGIN + 2 * _CELL) / length)[:, None]
        out[rest] = self.field.clear(cut, to[rest])
        return self._no_cliff(pt, to, out)

    def links(self, point: Point, others: list[tuple[Point, float]], radius: float,
              among: np.ndarray | None = None) -> tuple[np.ndarray, list[float]]:
        """The nodes (of ``among``, or all) a point can go straight to (tangent at the node, clear, through no
        base), with the costs."""
        among = np.arange(len(self.nodes)) if among is None else among
        if not len(among):
            return np.zeros(0, dtype=np.int64), []
        pt = np.array(point, dtype=np.float64)
        near = among[self._cone(among, pt[None, :] - self.nodes[among])]
        near = near[self.reach(point, self.nodes[near], others, radius)]
        return near, self._costs(np.repeat(pt[None], len(near), 0), self.nodes[near])


def _rings(piece: TerrainPiece) -> list[tuple[Point, ...]]:
    """A piece's outlines: its rings, or a thin piece's rectangles."""
    if piece.is_thin:
        edges = _piece_edges(piece)
        return [tuple((e[0], e[1]) for e in edges[k:k + 4]) for k in range(0, len(edges), 4)]
    return list(piece.rings)


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

    def half(seq):
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
    def to_segment(pt, s0, s1):
        v = s1 - s0
        t = np.clip(((pt - s0) * v).sum(axis=1) / np.maximum((v * v).sum(axis=1), 1e-18), 0.0, 1.0)
        return np.hypot(*(s0 + v * t[:, None] - pt).T)

    gap = np.minimum(np.minimum(to_segment(a, c, d), to_segment(b, c, d)),
                     np.minimum(to_segment(c, a, b), to_segment(d, a, b)))
    u, v, w = b - a, d - c, c - a
    with np.errstate(divide="ignore", invalid="ignore"):
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
    """Drop what is kept from earlier queries — the fans, and the searches unless ``keep_searches`` — so that a
    benchmark measures a query afresh (or a new goal from a start already searched from)."""
    for _map, graph in _Graph._cache.values():
        graph._fans.clear()
        if not keep_searches:
            graph._searches.clear()


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
        g = g.with_figures(others, base.radius, near, allowance + 2 * _AROUND)
    standable = g._standable(to, base.radius)  # on the table, so that every leg below lies on it
    direct_ok = np.zeros(len(to), dtype=bool)
    direct_ok[standable] = g.reach(start, to[standable], others, base.radius)
    direct = np.array(g._costs(np.repeat(np.array([start], dtype=np.float64), len(to), 0), to))
    n = len(g.nodes)
    searched: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None  # the search from the base, once needed
    out: list[Route | None] = []
    for k, goal in enumerate(to.tolist()):
        best, last = (float(direct[k]), -1) if direct_ok[k] else (math.inf, -1)
        if standable[k] and (not direct_ok[k] or direct[k] > math.dist(start, goal) + 1e-9):  # blocked or dear
            if searched is None:
                found, back = g.search_from(start, others, base.radius, allowance)
                searched = found, back, np.flatnonzero(np.isfinite(found[:n]))
            dist, before, reached = searched
            within = reached[np.hypot(*(g.nodes[reached] - to[k]).T) <= allowance - dist[reached] + 1e-9]
            linked, costs = g.links((goal[0], goal[1]), others, base.radius, among=within)
            if len(linked):
                total = dist[linked] + np.asarray(costs)
                m = int(np.argmin(total))
                if total[m] < best:
                    best, last = float(total[m]), int(linked[m])
        if not standable[k] or not math.isfinite(best) or best > allowance + 1e-9:
            out.append(None)
            continue
        via = []
        while 0 <= last < n:
            via.append(last)
            last = int(before[last])
        out.append(_route(g, start, via[::-1], (goal[0], goal[1]), best))
    return out


def _route(g: _Graph, start: Point, via: list[int], goal: Point, cost: float) -> Route:
    path = (start, *((float(g.nodes[n][0]), float(g.nodes[n][1])) for n in via), goal)
    length = sum(math.dist(a, b) for a, b in itertools.pairwise(path))
    return Route(path, length, cost)


def paths_to(table: Table, base_id: str, spots: Sequence[Point], going: Going,
             allowance: float = math.inf) -> list[list[list[float]]]:
    """A path answer to each spot: the straight line where no terrain stops it short of the spot, else the
    shortest legal route within the allowance, else the straight line, which goes as far as the table allows.
    Only the lines that terrain stops are routed, which keeps many suggestions cheap; one stopped by a figure is
    left as it is (a move that ends in contact is what the rules make of it)."""
    spots = [(float(x), float(y)) for x, y in spots]
    straight = plan_moves(table, base_id, [[s] for s in spots], allowance, going=going)
    stopped = [k for k, move in enumerate(straight) if isinstance(move.blocker, int)]
    out = [[[x, y]] for x, y in spots]
    for k, route in zip(stopped, find_routes(table, base_id, [spots[k] for k in stopped], going, allowance),
                        strict=True):
        if route is not None:
            out[k] = route.waypoints
    return out
