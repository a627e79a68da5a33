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

from game.board.rays import KIND_CODE, RayIndex, bases_crossed
from game.board.table import Base, Table
from game.board.terrain import Kind, Point

_BLOCKING = KIND_CODE[Kind.BLOCKING]
_ELEVATED = (KIND_CODE[Kind.ELEVATED], KIND_CODE[Kind.STEEP])


@dataclass(frozen=True)
class Visibility:
    origin: Point
    angles: np.ndarray  # radians, clockwise from east (y down), one per ray
    reach: np.ndarray  # inches from the origin to the table's edge along each ray
    intervals: list[list[tuple[float, float]]]  # per ray: (from, to) inches where a target would be seen
    in_arc: np.ndarray  # per ray: whether it leaves through the figure's front arc

    def visible(self, ray: int, distance: float) -> bool:
        return any(a <= distance < b for a, b in self.intervals[ray])


def visible_area(table: Table, viewer: Base, rays: int = 720) -> Visibility:
    """Where a target would be in the viewer's line of fire (front arc aside, given per ray as ``in_arc``)."""
    index = RayIndex.for_map(table.map)
    ox, oy = viewer.pos
    angles = np.arange(rays) * (2 * math.pi / rays)
    cos, sin = np.cos(angles), np.sin(angles)
    reach = _to_edge(ox, oy, cos, sin, table.map.width, table.map.height)
    far = (table.map.width + table.map.height) * 2.0
    p = np.tile(np.array([[ox, oy]], dtype=np.float64), (rays, 1))
    q = np.stack([ox + cos * far, oy + sin * far], axis=1)

    own = table.standing(viewer.pos)
    level = own.level
    kind, elevation = index.kind, index.elevation
    is_elevated = (kind == _ELEVATED[0]) | (kind == _ELEVATED[1])
    on_elevated = index.on_elevated(table.elevation_at)
    seg, piece = index.fan_candidates(viewer.pos, rays)
    relevant = (kind[piece] == _BLOCKING) | is_elevated[piece]
    seg, piece = seg[relevant], piece[relevant]
    inside = np.zeros(len(index), dtype=bool)
    inside[list(own.pieces)] = True
    ray, pc, t_from, t_to = index.spans(p, q, seg, piece, inside[piece], np.zeros(len(seg), dtype=bool))
    d_from, d_to = t_from * far, t_to * far

    # what blocks a line to the ground (cases a and c) and to a figure on elevated terrain (cases c and b)
    blocking = kind[pc] == _BLOCKING
    elev_here = is_elevated[pc]
    not_mine = ~inside[pc]
    if level == 0:
        to_ground = blocking | elev_here
        to_raised_fixed = blocking  # plus other elevated pieces: see below
    else:
        to_ground = blocking | (elev_here & not_mine)
        to_raised_fixed = blocking & on_elevated[pc]
    ground_limit = _first(ray, d_from, to_ground, rays)
    fixed_limit = _first(ray, d_from, to_raised_fixed, rays)

    others = [b for b in table.bases.values() if b.id != viewer.id]
    if others:
        centres = np.array([b.pos for b in others], dtype=np.float64)
        radii = np.array([b.radius for b in others], dtype=np.float64)
        bray, bref, bt = bases_crossed(p, q, centres, radii)
        raised = np.array([b.elevation > 0 for b in others], dtype=bool)[bref]
        bd = bt * far
        if level == 0:
            ground_limit = np.minimum(ground_limit, _first(bray, bd, np.ones(len(bray), bool), rays))
        else:
            ground_limit = np.minimum(ground_limit, _first(bray, bd, raised, rays))
        fixed_limit = np.minimum(fixed_limit, _first(bray, bd, raised, rays))

    # elevated stretches: the part of each elevated piece before the first blocker other than that piece
    spans_elev = np.flatnonzero(elev_here)
    er, ep, ea, eb = ray[spans_elev], pc[spans_elev], d_from[spans_elev], d_to[spans_elev]
    if level == 0:
        first_d, first_p, second_d = _two_first(er, ea, ep, rays)
        other_elev = np.where(first_p[er] == ep, second_d[er], first_d[er])
    else:
        higher = np.maximum(level, elevation[ep])
        other_elev = _first_above(er, ea, elevation[ep], ~inside[ep], higher, rays)
    limit = np.minimum(fixed_limit[er], other_elev)
    stretch_end = np.minimum(eb, limit)

    intervals = _assemble(rays, reach, ground_limit, er, ea, eb, stretch_end)
    heading = np.degrees(angles)
    off = np.abs((heading - viewer.facing + 180.0) % 360.0 - 180.0)
    return Visibility(viewer.pos, angles, reach, intervals, off <= viewer.front_arc / 2 + 1e-9)


def _to_edge(ox, oy, cos, sin, width, height) -> np.ndarray:
    with np.errstate(divide="ignore", invalid="ignore"):
        tx = np.where(cos > 0, (width - ox) / cos, np.where(cos < 0, -ox / cos, np.inf))
        ty = np.where(sin > 0, (height - oy) / sin, np.where(sin < 0, -oy / sin, np.inf))
    return np.maximum(np.minimum(tx, ty), 0.0)


def _first(ray: np.ndarray, dist: np.ndarray, mask: np.ndarray, rays: int) -> np.ndarray:
    """Per ray, the least ``dist`` among rows where ``mask`` holds (inf where none)."""
    out = np.full(rays, np.inf)
    np.minimum.at(out, ray[mask], dist[mask])
    return out


def _two_first(ray, dist, piece, rays):
    """Per ray: the least distance, its piece, and the least distance of any other piece."""
    order = np.lexsort((dist, ray))
    ray, dist, piece = ray[order], dist[order], piece[order]
    first_d, first_p, second_d = np.full(rays, np.inf), np.full(rays, -1), np.full(rays, np.inf)
    starts = np.flatnonzero(np.concatenate(([True], ray[1:] != ray[:-1]))) if len(ray) else np.zeros(0, int)
    first_d[ray[starts]], first_p[ray[starts]] = dist[starts], piece[starts]
    differs = piece != first_p[ray]
    np.minimum.at(second_d, ray[differs], dist[differs])
    return first_d, first_p, second_d


def _first_above(ray, dist, level, eligible, threshold, rays):
    """For each row: the least distance along its ray of an eligible elevated piece higher than its threshold."""
    out = np.full(len(ray), np.inf)
    for k in np.unique(threshold):
        best = _first(ray, dist, eligible & (level > k), rays)
        rows = threshold == k
        out[rows] = best[ray[rows]]
    return out


def _assemble(rays, reach, ground_limit, er, ea, eb, stretch_end) -> list[list[tuple[float, float]]]:
    """Per ray, the visible stretches, clipped to the table: ground up to its limit minus elevated spans,
    plus the visible part of each elevated span."""
    intervals: list[list[tuple[float, float]]] = [[] for _ in range(rays)]
    by_ray: dict[int, list[tuple[float, float, float]]] = {}
    for r, a, b, e in zip(er.tolist(), ea.tolist(), eb.tolist(), stretch_end.tolist(), strict=True):
        by_ray.setdefault(r, []).append((a, b, e))
    limits = np.minimum(ground_limit, reach).tolist()
    reaches = reach.tolist()
    for r in range(rays):
        spans = sorted(by_ray.get(r, ()))
        out = intervals[r]
        cursor, limit = 0.0, limits[r]
        for a, b, e in spans:
            if a > cursor and cursor < limit:
                out.append((cursor, min(a, limit)))
            end = min(e, reaches[r])
            if end > a:
                out.append((a, end))
            cursor = max(cursor, b)
        if cursor < limit:
            out.append((cursor, limit))
    return intervals
