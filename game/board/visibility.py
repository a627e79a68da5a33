"""What a figure can see: the visible area as stretches along rays fanned out from its centre, and the plain
answer of the rulesets whose sight is :mod:`game.board.sight_plain`.

A target's own footing matters: from the ground, a hill's near slope is visible but what lies behind it is not;
from a hill, figures below may be seen over what would hide them from the ground. So each ray gets a list of
visible stretches, not one length: ground stretches up to the first thing that hides a figure on the ground,
and on every elevated piece the ray crosses, the part before the first thing that hides a figure standing
there. Cover never hides. Each ruleset answers with its own rules (``Ruleset.visible_area``; clix's is in
``game.rules.clix.visibility``) from the helpers here and the ray engine; a ruleset whose sight goes by the
squares of a grid (the gamebook) answers with the squares seen instead (:func:`square_area`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from game.board.rays import KIND_CODE, RayIndex, pair_spans
from game.board.table import Base, Table
from game.board.terrain import Kind, Point

_BLOCKING = KIND_CODE[Kind.BLOCKING]
_ELEVATED = (KIND_CODE[Kind.ELEVATED], KIND_CODE[Kind.STEEP])
SOLID = frozenset({Kind.BLOCKING, Kind.ELEVATED, Kind.STEEP})


@dataclass(frozen=True)
class Visibility:
    """Visible stretches as flat arrays sorted by ray: stretch i lies on ray ``ray[i]`` from ``start[i]`` to
    ``end[i]`` inches from the origin; or, for sight by squares, the rectangles seen (and no rays)."""

    origin: Point
    angles: np.ndarray  # radians, clockwise from east (y down), one per ray
    reach: np.ndarray  # inches from the origin to the table's edge along each ray
    in_arc: np.ndarray  # per ray: whether it leaves through the figure's front arc (every ray, where sight has none)
    ray: np.ndarray
    start: np.ndarray
    end: np.ndarray
    squares: np.ndarray = field(default_factory=lambda: np.zeros((0, 4)))  # rows (x0, y0, x1, y1), inches

    def intervals(self, ray: int) -> list[tuple[float, float]]:
        lo, hi = np.searchsorted(self.ray, [ray, ray + 1])
        return list(zip(self.start[lo:hi].tolist(), self.end[lo:hi].tolist(), strict=True))

    def visible(self, ray: int, distance: float) -> bool:
        return any(a <= distance < b for a, b in self.intervals(ray))


@dataclass(frozen=True)
class Fan:
    """The solid terrain a fan of rays meets: rows (ray, piece, from, to) of the spans inside each piece, the
    pieces the viewer stands in (its rays start inside them), and each ray's reach to the table's edge."""

    viewer: Base
    angles: np.ndarray
    reach: np.ndarray
    level: int
    mine: np.ndarray
    ray: np.ndarray
    piece: np.ndarray
    d_from: np.ndarray
    d_to: np.ndarray


def fan(table: Table, viewer: Base, rays: int) -> Fan:
    """Trace ``rays`` rays from the viewer through the blocking and elevated terrain."""
    index = RayIndex.for_map(table.map)
    ox, oy = viewer.pos
    angles = np.arange(rays) * (2 * math.pi / rays)
    reach = _to_edge(ox, oy, np.cos(angles), np.sin(angles), table.map.width, table.map.height)
    far = (table.map.width + table.map.height) * 2.0
    own = table.standing(viewer.pos)
    ray, pc, dist = index.fan_hits(viewer.pos, rays, far, SOLID)
    mine = np.array([p for p in own.pieces if index.pieces[p].kind in SOLID], dtype=np.int64)
    ray = np.concatenate([ray, np.tile(np.arange(rays), len(mine))])  # rays start inside the viewer's pieces
    pc = np.concatenate([pc, np.repeat(mine, rays)])
    dist = np.concatenate([dist, np.zeros(rays * len(mine))])
    ray, pc, d_from, d_to = pair_spans(ray, pc, dist)
    return Fan(viewer, angles, reach, own.level, mine, ray, pc, d_from, d_to)


def area(f: Fan, ground_limit: np.ndarray, elevated: np.ndarray, seen_to: np.ndarray,
         arcs: bool = True) -> Visibility:
    """The visible area from the ground stretches (each ray up to ``ground_limit``, without the elevated spans)
    and the elevated spans (rows ``elevated`` of the fan) each seen up to ``seen_to``; with ``arcs``, the rays
    out of the viewer's front arc are marked so (it could not shoot there), else every ray is in its sight."""
    rays = len(f.angles)
    er, ea = f.ray[elevated], f.d_from[elevated]
    ground = _ground_stretches(er, ea, f.d_to[elevated], np.minimum(ground_limit, f.reach), rays)
    out_ray = np.concatenate([ground[0], er])
    out_start = np.concatenate([ground[1], ea])
    out_end = np.concatenate([ground[2], np.minimum(seen_to, f.reach[er])])
    keep = out_end > out_start
    order = np.lexsort((out_start[keep], out_ray[keep]))
    off = np.abs((np.degrees(f.angles) - f.viewer.facing + 180.0) % 360.0 - 180.0)
    in_arc = off <= f.viewer.front_arc / 2 + 1e-9 if arcs else np.ones(rays, dtype=bool)
    return Visibility(f.viewer.pos, f.angles, f.reach, in_arc, out_ray[keep][order], out_start[keep][order],
                      out_end[keep][order])


def square_area(origin: Point, squares: list[tuple[float, float, float, float]]) -> Visibility:
    """The visible area of a sight that goes by squares: the rectangles (x0, y0, x1, y1) seen, no rays."""
    none = np.zeros(0)
    return Visibility(origin, none, none, np.zeros(0, dtype=bool), np.zeros(0, dtype=np.int64), none, none,
                      np.array(squares, dtype=np.float64).reshape(-1, 4))


def plain_visible_area(table: Table, viewer: Base, rays: int = 720) -> Visibility:
    """Where a figure would be in the viewer's plain sight (:mod:`game.board.sight_plain`; figures do not hide,
    and a figure sees all round: facing plays no part): blocking terrain hides; an elevated piece hides what is
    beyond it unless one of the two stands on it, it is no higher than the lower of them, or lower than the
    higher."""
    f = fan(table, viewer, rays)
    index = RayIndex.for_map(table.map)
    kind = index.kind[f.piece]
    height = index.elevation[f.piece]
    blocking = kind == _BLOCKING
    elevated = (kind == _ELEVATED[0]) | (kind == _ELEVATED[1])
    not_mine = ~np.isin(f.piece, f.mine)
    # a figure on the ground: low 0, high the viewer's level
    hides_ground = blocking | (elevated & not_mine & (height > 0) & (height >= f.level))
    ground_limit = first(f.ray, f.d_from, hides_ground, rays)
    # a figure on elevated piece E of height h: other pieces, not the viewer's, higher than min(level, h) and at
    # least max(level, h)
    rows = np.flatnonzero(elevated)
    seen_to = np.minimum(f.d_to[rows], first(f.ray, f.d_from, blocking, rays)[f.ray[rows]])
    for h in np.unique(height[rows]).tolist():
        low, high = min(f.level, h), max(f.level, h)
        hides = elevated & not_mine & (height > low) & (height >= high)
        # the piece a target stands on never hides it: per row, the first other hider on its ray
        first_d, first_p, second_d = two_first(f.ray[hides], f.d_from[hides], f.piece[hides], rays)
        sel = height[rows] == h
        r = f.ray[rows[sel]]
        seen_to[sel] = np.minimum(seen_to[sel], np.where(first_p[r] == f.piece[rows[sel]], second_d[r], first_d[r]))
    return area(f, ground_limit, rows, seen_to, arcs=False)


def _to_edge(ox: float, oy: float, cos: np.ndarray, sin: np.ndarray, width: float, height: float) -> np.ndarray:
    with np.errstate(divide="ignore", invalid="ignore"):
        tx = np.where(cos > 1e-12, (width - ox) / cos, np.where(cos < -1e-12, -ox / cos, np.inf))
        ty = np.where(sin > 1e-12, (height - oy) / sin, np.where(sin < -1e-12, -oy / sin, np.inf))
    return np.maximum(np.minimum(tx, ty), 0.0)


def first(ray: np.ndarray, dist: np.ndarray, mask: np.ndarray, rays: int) -> np.ndarray:
    """Per ray, the least ``dist`` among rows where ``mask`` holds (inf where none)."""
    out = np.full(rays, np.inf)
    np.minimum.at(out, ray[mask], dist[mask])
    return out


def two_first(ray: np.ndarray, dist: np.ndarray, piece: np.ndarray,
              rays: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per ray: the least distance, its piece, and the least distance of any other piece."""
    first_d = first(ray, dist, np.ones(len(ray), dtype=bool), rays)
    first_p = np.full(rays, -1)
    at_first = dist == first_d[ray]
    first_p[ray[at_first]] = piece[at_first]
    return first_d, first_p, first(ray, dist, piece != first_p[ray], rays)


def first_above(ray: np.ndarray, dist: np.ndarray, level: np.ndarray, eligible: np.ndarray, threshold: np.ndarray,
                rays: int) -> np.ndarray:
    """For each row: the least distance along its ray of an eligible elevated piece higher than its threshold."""
    out = np.full(len(ray), np.inf)
    for k in np.unique(threshold):
        best = first(ray, dist, eligible & (level > k), rays)
        rows = threshold == k
        out[rows] = best[ray[rows]]
    return out


def _ground_stretches(er: np.ndarray, ea: np.ndarray, eb: np.ndarray, limit: np.ndarray,
                      rays: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per ray, [0, limit) without the elevated spans (a target there stands on them): (ray, from, to) arrays.

    The spans are sorted along each ray and merged by a running maximum of their ends; a gap opens wherever a
    span starts beyond everything before it on its ray.
    """
    order = np.lexsort((ea, er))
    er, ea, eb = er[order], ea[order], eb[order]
    big = float(np.max(eb, initial=0.0)) + 1.0
    reached = np.maximum.accumulate(eb + er * big) - er * big  # furthest end so far, on this ray
    new_ray = np.concatenate(([True], er[1:] != er[:-1]))
    before = np.where(new_ray, 0.0, np.concatenate(([0.0], reached[:-1])))
    gaps = ea > before
    last = np.concatenate((er[1:] != er[:-1], [True])) if len(er) else np.zeros(0, dtype=bool)
    tail_ray, tail_from = er[last], reached[last]
    bare = np.setdiff1d(np.arange(rays), er)
    out_ray = np.concatenate([er[gaps], tail_ray, bare])
    out_from = np.concatenate([before[gaps], tail_from, np.zeros(len(bare))])
    out_to = np.concatenate([ea[gaps], np.full(len(tail_ray), np.inf), np.full(len(bare), np.inf)])
    return out_ray, out_from, np.minimum(out_to, limit[out_ray])
