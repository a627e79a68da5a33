"""Plain sight: "can A see B, and is B in cover?", for rulesets without clix's arcs and footing rules.

The line runs centre to centre. It is **blocked** by blocking terrain it crosses; by elevated (or steep) terrain
that neither figure stands on when that terrain is higher than the lower figure and at least as high as the
higher one (a hill hides figures on the ground behind it, a figure on a hill sees over the next hill only when it
stands higher than that hill, and two figures on the same height see each other across it); and, when asked
(``bases_block``), by any other base it passes through. Facing plays no part.

The target is in **cover** when the line crosses hindering terrain, a low wall or an obstacle, or the target
stands in hindering terrain. The piece the viewer stands in does not cover the target unless the target stands
in it too (it looks out of its own wood), and a wall or obstacle within ``parapet`` inches of the viewer's base
does not either, unless it is as near the target's (it shoots over its own parapet).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from game.board.rays import KIND_CODE, RayIndex
from game.board.sight import Obstruction, along, bases_on_lines, footing, pairs_of
from game.board.table import Base, Table
from game.board.terrain import Kind, Point

#: How near the viewer's base edge a wall or obstacle is its own parapet, in inches.
PARAPET = 1.0

_BLOCKING = KIND_CODE[Kind.BLOCKING]
_ELEVATED = (KIND_CODE[Kind.ELEVATED], KIND_CODE[Kind.STEEP])
_AREA_COVER = KIND_CODE[Kind.HINDERING]
_THIN_COVER = (KIND_CODE[Kind.LOW_WALL], KIND_CODE[Kind.OBSTACLE])
#: The kinds that block or cover: the only ones a line is traced through.
_SIGHTED = frozenset({Kind.BLOCKING, Kind.ELEVATED, Kind.STEEP, Kind.HINDERING, Kind.LOW_WALL, Kind.OBSTACLE})


@dataclass(frozen=True)
class PlainSight:
    source: str
    target: str
    start: Point
    end: Point
    seen: bool
    cover: bool
    reasons: tuple[Obstruction, ...]  # what blocks, then what gives cover, nearest first

    @property
    def blocker(self) -> Obstruction | None:
        return next((r for r in self.reasons if r.effect == "blocks"), None)


class PlainSights:
    """Plain sight for a batch of (source, target) pairs among ``bases``: ``seen`` and ``cover`` as arrays,
    each pair explained on request (``sights[k]``)."""

    def __init__(self, table: Table, bases: Sequence[Base], src: np.ndarray, dst: np.ndarray,
                 bases_block: bool = False, parapet: float = PARAPET) -> None:
        self.bases = list(bases)
        self.src, self.dst = np.asarray(src, dtype=np.int64), np.asarray(dst, dtype=np.int64)
        index = self.index = RayIndex.for_map(table.map)
        pos = np.array([b.pos for b in self.bases], dtype=np.float64).reshape(-1, 2)
        p, q = self.p, self.q = pos[self.src], pos[self.dst]
        inside, level, in_hindering = footing(table, self.bases, len(index))
        radius = np.array([b.radius for b in self.bases], dtype=np.float64)

        seg, piece = index.line_candidates(p, q, _SIGHTED)  # water and open ground do nothing to sight
        cr = self.cr = index.cross(p, q, seg, piece, inside[self.src[seg], piece], inside[self.dst[seg], piece])
        kind = index.kind[cr.piece]
        own = cr.start_in | cr.end_in
        low, high = np.minimum(level[self.src], level[self.dst])[cr.seg], np.maximum(
            level[self.src], level[self.dst])[cr.seg]
        height = index.elevation[cr.piece]
        elevated = (kind == _ELEVATED[0]) | (kind == _ELEVATED[1])
        self.blocks = (kind == _BLOCKING) | (elevated & ~own & (height > low) & (height >= high))

        length = np.hypot(*(q - p).T)[cr.seg]
        near_viewer = cr.t * length <= radius[self.src][cr.seg] + parapet
        near_target = (1.0 - cr.t) * length <= radius[self.dst][cr.seg] + parapet
        thin = (kind == _THIN_COVER[0]) | (kind == _THIN_COVER[1])
        self.covers = ((kind == _AREA_COVER) & ~(cr.start_in & ~cr.end_in)) | (thin & ~(near_viewer & ~near_target))

        n = len(self.src)
        blocked = np.bincount(cr.seg[self.blocks], minlength=n) > 0
        self.others = list(table.bases.values()) if bases_block else []
        self.base_seg, self.base_ref, self.base_t = _bases_in_way(p, q, self.others, self.bases, self.src, self.dst)
        blocked[self.base_seg] = True
        self.stands_in_cover = in_hindering[self.dst]
        self.seen = ~blocked
        self.cover = self.seen & ((np.bincount(cr.seg[self.covers], minlength=n) > 0) | self.stands_in_cover)

    def __len__(self) -> int:
        return len(self.src)

    def __getitem__(self, k: int) -> PlainSight:
        src, dst = self.bases[self.src[k]], self.bases[self.dst[k]]
        p, q = self.p[k], self.q[k]
        reasons = []
        for row in np.flatnonzero(self.cr.seg == k):
            piece, t = self.index.pieces[self.cr.piece[row]], float(self.cr.t[row])
            what = piece.described
            if self.blocks[row]:
                reasons.append(Obstruction("blocks", piece.kind.value, f"{what} hides {dst.called} from {src.called}",
                                           piece.kind.value, piece.id, piece.name, along(p, q, t), t))
            elif self.covers[row]:
                reasons.append(Obstruction("cover", piece.kind.value, f"the line crosses {what}: cover",
                                           piece.kind.value, piece.id, piece.name, along(p, q, t), t))
        for i in np.flatnonzero(self.base_seg == k):
            other, t = self.others[self.base_ref[i]], float(self.base_t[i])
            reasons.append(Obstruction("blocks", "base", f"the base of {other.called} is in the way",
                                       "base", other.id, other.called, along(p, q, t), t))
        if self.stands_in_cover[k]:
            reasons.append(Obstruction("cover", "stands in", f"{dst.called} stands in hindering terrain: cover",
                                       Kind.HINDERING.value, dst.id, t=1.0))
        reasons.sort(key=lambda r: (r.effect != "blocks", r.t))
        seen = bool(self.seen[k])
        return PlainSight(src.id, dst.id, src.pos, dst.pos, seen, bool(self.cover[k]),
                          tuple(r for r in reasons if seen or r.effect == "blocks"))


def _bases_in_way(p: np.ndarray, q: np.ndarray, others: list[Base], bases: list[Base], src: np.ndarray,
                  dst: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(segment, base, entry t) of every other base a line passes through; a pair's own two figures never
    count, matched by id so that a hypothetical base stands in for its figure."""
    seg, ref, t = bases_on_lines(p, q, others)
    ids = np.array([b.id for b in others], dtype=object)
    own = np.array([[bases[s].id, bases[d].id] for s, d in zip(src, dst, strict=True)], dtype=object).reshape(-1, 2)
    keep = (ids[ref] != own[seg, 0]) & (ids[ref] != own[seg, 1])
    return seg[keep], ref[keep], t[keep]


def plain_lines(table: Table, sources: Sequence[Base], targets: Sequence[Base], bases_block: bool = False,
                parapet: float = PARAPET) -> PlainSights:
    """Plain sight from each source base to the target base at the same place in the lists (bases may be
    hypothetical: "from there, whom would I see?")."""
    return PlainSights(table, *pairs_of(sources, targets), bases_block, parapet)


def plain_line(table: Table, source: str, target: str, bases_block: bool = False,
               parapet: float = PARAPET) -> PlainSight:
    """Plain sight between two figures on the table, explained. The rules ask it of the same two figures standing
    where they stand many times over (every target of every model at every decision); with no other base in the
    way the answer depends only on the two bases and the terrain, so it is kept in the map's memo."""
    a, b = table.bases[source], table.bases[target]
    if bases_block:
        return plain_lines(table, [a], [b], bases_block, parapet)[0]
    index = RayIndex.for_map(table.map)
    key = ("plain", a.id, a.x, a.y, a.diameter, b.id, b.x, b.y, b.diameter, parapet)
    line = index.memo.get(key)
    return line if isinstance(line, PlainSight) else index.keep(key, plain_lines(table, [a], [b], False, parapet)[0])


def plain_batch(table: Table, bases: Sequence[Base], src: np.ndarray, dst: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Many lines at once (the firing-lane heat map): seen, and in cover, per line; bases block."""
    lines = PlainSights(table, bases, src, dst, bases_block=True)
    return lines.seen, lines.cover


def uncovered_batch(table: Table, bases: Sequence[Base], src: np.ndarray,
                    dst: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """:func:`plain_batch` for rules that know no cover: seen per line, and never hindered."""
    seen, _cover = plain_batch(table, bases, src, dst)
    return seen, np.zeros_like(seen)
