"""What a figure can see: along rays fanned out from its centre, where a target would have a clear line.

A target's own footing matters (clix rule 14): from the ground, a hill's near slope is visible but what lies
behind it is not; from a hill, figures below are seen over ground clutter that would hide them from the
ground. So each ray gets a list of visible stretches, not one length: ground stretches up to the first thing
that blocks a line to the ground, and on every elevated piece the ray crosses, the part before the first thing
that blocks a line to a figure standing there. Hindering terrain only hinders; it never hides.

This is the overlay's answer, sampled by rays; the exact answer for one target is :func:`game.board.sight.clix_line`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from game.board.rays import KIND_CODE, RayIndex, bases_in_fan, pair_spans
from game.board.table import Base, Table
from game.board.terrain import Kind, Point

_BLOCKING = KIND_CODE[Kind.BLOCKING]
_ELEVATED = (KIND_CODE[Kind.ELEVATED], KIND_CODE[Kind.STEEP])
_SOLID = frozenset({Kind.BLOCKING, Kind.ELEVATED, Kind.STEEP})


@dataclass(frozen=True)
class Visibility:
    """Visible stretches as flat arrays sorted by ray: stretch i lies on ray ``ray[i]`` from ``start[i]`` to
    ``end[i]`` inches from the origin."""

    origin: Point
    angles: np.ndarray  # radians, clockwise from east (y down), one per ray
    reach: np.ndarray  # inches from the origin to the table's edge along each ray
    in_arc: np.ndarray  # per ray: whether it leaves through the figure's front arc
    ray: np.ndarray
    start: np.ndarray
    end: np.ndarray

    def intervals(self, ray: int) -> list[tuple[float, float]]:
        lo, hi = np.searchsorted(self.ray, [ray, ray + 1])
        return list(zip(self.start[lo:hi].tolist(), self.end[lo:hi].tolist(), strict=True))

    def visible(self, ray: int, distance: float) -> bool:
        return any(a <= distance < b for a, b in self.intervals(ray))


def visible_area(table: Table, viewer: Base, rays: int = 720) -> Visibility:
    """Where a target would be in the viewer's line of fire (the front arc aside: given per ray as ``in_arc``)."""
    index = RayIndex.for_map(table.map)
    ox, oy = viewer.pos
    angles = np.arange(rays) * (2 * math.pi / rays)
    reach = _to_edge(ox, oy, np.cos(angles), np.sin(angles), table.map.width, table.map.height)
    far = (table.map.width + table.map.height) * 2.0

    own = table.standing(viewer.pos)
    level = own.level
    ray, pc, dist = index.fan_hits(viewer.pos, rays, far, _SOLID)
    mine = np.array([p for p in own.pieces if index.pieces[p].kind in _SOLID], dtype=np.int64)
    ray = np.concatenate([ray, np.tile(np.arange(rays), len(mine))])  # rays start inside the viewer's pieces
    pc = np.concatenate([pc, np.repeat(mine, rays)])
    dist = np.concatenate([dist, np.zeros(rays * len(mine))])
    ray, pc, d_from, d_to = pair_spans(ray, pc, dist)

    # what blocks a line to the ground (cases a and c) and to a figure on elevated terrain (cases c and b)
    kind, elevation = index.kind[pc], index.elevation
    blocking = kind == _BLOCKING
    elev_here = (kind == _ELEVATED[0]) | (kind == _ELEVATED[1])
    not_mine = ~np.isin(pc, mine)
    if level == 0:
        to_ground, to_raised = blocking | elev_here, blocking
    else:
        on_elevated = index.on_elevated(table.elevation_at)[pc]
        to_ground, to_raised = blocking | (elev_here & not_mine), blocking & on_elevated
    ground_limit = _first(ray, d_from, to_ground, rays)
    raised_limit = _first(ray, d_from, to_raised, rays)

    others = [b for b in table.bases.values() if b.id != viewer.id]
    if others:
        centres = np.array([b.pos for b in others], dtype=np.float64)
        radii = np.array([b.radius for b in others], dtype=np.float64)
        bray, bref, bdist = bases_in_fan(viewer.pos, rays, centres, radii)
        raised = np.array([b.elevation > 0 for b in others], dtype=bool)[bref]
        ground_limit = np.minimum(ground_limit, _first(bray, bdist, raised | (level == 0), rays))
        raised_limit = np.minimum(raised_limit, _first(bray, bdist, raised, rays))

    # elevated stretches: the part of each elevated piece before the first blocker other than that piece
    rows = np.flatnonzero(elev_here)
    er, ep, ea, eb = ray[rows], pc[rows], d_from[rows], d_to[rows]
    if level == 0:
        first_d, first_p, second_d = _two_first(er, ea, ep, rays)
        other_elev = np.where(first_p[er] == ep, second_d[er], first_d[er])
    else:
        other_elev = _first_above(er, ea, elevation[ep], ~np.isin(ep, mine), np.maximum(level, elevation[ep]), rays)
    seen_to = np.minimum(np.minimum(eb, raised_limit[er]), np.minimum(other_elev, reach[er]))
    ground = _ground_stretches(er, ea, eb, np.minimum(ground_limit, reach), rays)

    out_ray = np.concatenate([ground[0], er])
    out_start = np.concatenate([ground[1], ea])
    out_end = np.concatenate([ground[2], seen_to])
    keep = out_end > out_start
    order = np.lexsort((out_start[keep], out_ray[keep]))
    heading = np.degrees(angles)
    off = np.abs((heading - viewer.facing + 180.0) % 360.0 - 180.0)
    return Visibility(viewer.pos, angles, reach, off <= viewer.front_arc / 2 + 1e-9,
                      out_ray[keep][order], out_start[keep][order], out_end[keep][order])


def _to_edge(ox, oy, cos, sin, width, height) -> np.ndarray:
    with np.errstate(divide="ignore", invalid="ignore"):
        tx = np.where(cos > 1e-12, (width - ox) / cos, np.where(cos < -1e-12, -ox / cos, np.inf))
        ty = np.where(sin > 1e-12, (height - oy) / sin, np.where(sin < -1e-12, -oy / sin, np.inf))
    return np.maximum(np.minimum(tx, ty), 0.0)


def _first(ray: np.ndarray, dist: np.ndarray, mask: np.ndarray, rays: int) -> np.ndarray:
    """Per ray, the least ``dist`` among rows where ``mask`` holds (inf where none)."""
    out = np.full(rays, np.inf)
    np.minimum.at(out, ray[mask], dist[mask])
    return out


def _two_first(ray, dist, piece, rays):
    """Per ray: the least distance, its piece, and the least distance of any other piece."""
    first_d = _first(ray, dist, np.ones(len(ray), dtype=bool), rays)
    first_p = np.full(rays, -1)
    at_first = dist == first_d[ray]
    first_p[ray[at_first]] = piece[at_first]
    return first_d, first_p, _first(ray, dist, piece != first_p[ray], rays)


def _first_above(ray, dist, level, eligible, threshold, rays):
    """For each row: the least distance along its ray of an eligible elevated piece higher than its threshold."""
    out = np.full(len(ray), np.inf)
    for k in np.unique(threshold):
        best = _first(ray, dist, eligible & (level > k), rays)
        rows = threshold == k
        out[rows] = best[ray[rows]]
    return out


def _ground_stretches(er, ea, eb, limit, rays):
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
