"""Tracing many straight lines through the terrain at once, with numpy.

Line of fire is asked for every pair of figures (the AI, the window's overlays) and for hundreds of rays at a
time (what a figure can see). One pymunk ray query costs 8 µs here and the question needs several per line,
so the terrain edges live in flat arrays instead and a whole batch of segments is crossed with them in a few
vector operations: a cheap bounding-box (or angular) cull picks candidate (segment, piece) pairs, then every
edge of each candidate piece is intersected exactly.

A segment "crosses" a piece when it meets the piece's boundary or starts or ends inside it; ``t`` is the
fraction of the segment, from its start, where it first does so (0 when it starts inside).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import ClassVar, TypeVar

import numpy as np

from game.board.mapcache import KEPT_MAPS, PerMap
from game.board.tablemap import TableMap
from game.board.terrain import Kind, TerrainPiece

KIND_CODE = {kind: i for i, kind in enumerate(Kind)}
FAR = np.float64(np.inf)
T = TypeVar("T")
MEMO_SIZE = 65536  # answers a map's memo keeps at most (a few tens of megabytes)
#: A coordinate, or an array of them (the ray arithmetic broadcasts either).
Coord = float | np.ndarray


def _piece_edges(piece: TerrainPiece) -> list[tuple[float, float, float, float]]:
    """Boundary edges of the piece's :attr:`~TerrainPiece.outline`."""
    return [(*ring[i], *ring[(i + 1) % len(ring)]) for ring in piece.outline for i in range(len(ring))]


@dataclass(frozen=True)
class Crossings:
    """The (segment, piece) pairs where a batch of segments crosses terrain, with where each first does."""

    seg: np.ndarray  # int, index of the segment in the batch
    piece: np.ndarray  # int, index of the piece in the map
    t: np.ndarray  # float, first crossing as a fraction of the segment (0: starts inside)
    start_in: np.ndarray  # bool, the segment starts inside the piece
    end_in: np.ndarray  # bool, the segment ends inside the piece

    def rows(self, which: np.ndarray) -> Crossings:
        """The crossings ``which`` (a mask or indices) picks."""
        return Crossings(self.seg[which], self.piece[which], self.t[which], self.start_in[which], self.end_in[which])


@dataclass(frozen=True)
class _Leaves:
    """Groups of nearby pieces: group g holds ``pieces[start[g]:start[g] + count[g]]`` within ``box[g]``."""

    count: np.ndarray
    start: np.ndarray
    pieces: np.ndarray
    box: np.ndarray


class RayIndex:
    """A map's terrain edges as arrays, built once per map."""

    _kept: ClassVar[PerMap[RayIndex]] = PerMap(KEPT_MAPS)

    @classmethod
    def for_map(cls, tmap: TableMap) -> RayIndex:
        return cls._kept.get(tmap, None, lambda: cls(tmap.pieces))

    def __init__(self, pieces: tuple[TerrainPiece, ...]) -> None:
        self.pieces = pieces
        edges: list[tuple[float, float, float, float]] = []
        counts = []
        for piece in pieces:
            piece_edges = _piece_edges(piece)
            edges += piece_edges
            counts.append(len(piece_edges))
        e = np.array(edges, dtype=np.float64).reshape(-1, 4)
        self.ex, self.ey = e[:, 0].copy(), e[:, 1].copy()
        self.fx, self.fy = e[:, 2] - e[:, 0], e[:, 3] - e[:, 1]
        self._edge_ids = np.arange(len(e))
        self.edge_piece = np.repeat(np.arange(len(pieces)), counts).astype(np.int64)
        self._build_chunks(e, counts)
        self._edge_sets: dict[frozenset[Kind], np.ndarray] = {}
        boxes = np.array([piece.bbox for piece in pieces], dtype=np.float64).reshape(-1, 4)
        self.minx, self.miny, self.maxx, self.maxy = (boxes[:, i].copy() for i in range(4))
        self.piece_box = _boxes(boxes)
        self.kind = np.array([KIND_CODE[p.kind] for p in pieces], dtype=np.int64)
        self.elevation = np.array([p.elevation for p in pieces], dtype=np.int64)
        self._leaf_sets: dict[frozenset[Kind] | None, _Leaves] = {}
        self._on_elevated: np.ndarray | None = None
        #: Answers that depend only on this map and their key, kept by the callers that ask them again and again
        #: (plain sight between two bases where they stand); emptied when it grows past ``MEMO_SIZE``.
        self.memo: dict[Hashable, object] = {}

    def keep(self, key: Hashable, answer: T) -> T:
        """``answer`` kept in the memo under ``key`` (the memo emptied first when full), and returned."""
        if len(self.memo) >= MEMO_SIZE:
            self.memo.clear()
        self.memo[key] = answer
        return answer

    def _build_chunks(self, e: np.ndarray, counts: list[int], size: int = 6) -> None:
        """Runs of at most ``size`` consecutive edges of a piece, each with its box: a line across a big hill is
        tried against the few edges near where it crosses, not against the whole outline."""
        piece_first: list[int] = []
        piece_count: list[int] = []
        first: list[int] = []
        count: list[int] = []
        start = 0
        for n in counts:
            piece_first.append(len(first))
            piece_count.append((n + size - 1) // size)
            for k in range(0, n, size):
                first.append(start + k)
                count.append(min(size, n - k))
            start += n
        self.piece_chunk_start = np.array(piece_first, dtype=np.int64)
        self.piece_chunk_count = np.array(piece_count, dtype=np.int64)
        self.chunk_start = np.array(first, dtype=np.int64)
        self.chunk_count = np.array(count, dtype=np.int64)
        xs = np.minimum(e[:, 0], e[:, 2]), np.maximum(e[:, 0], e[:, 2])
        ys = np.minimum(e[:, 1], e[:, 3]), np.maximum(e[:, 1], e[:, 3])
        if first:
            self.chunk_box = _boxes(np.stack([np.minimum.reduceat(xs[0], self.chunk_start),
                                              np.minimum.reduceat(ys[0], self.chunk_start),
                                              np.maximum.reduceat(xs[1], self.chunk_start),
                                              np.maximum.reduceat(ys[1], self.chunk_start)], axis=1))
        else:
            self.chunk_box = _boxes(np.zeros((0, 4)))
        self._chunk_ids = np.arange(len(first))

    def __len__(self) -> int:
        return len(self.pieces)

    def on_elevated(self, elevation_at: Callable[[tuple[float, float]], int]) -> np.ndarray:
        """Whether each piece lies on elevated terrain (a copse on a hill), judged at a point inside it."""
        if self._on_elevated is None:
            flags = []
            for piece in self.pieces:
                pts = piece.parts[0] if piece.parts else piece.line
                inside = (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))
                flags.append(not piece.kind.is_elevated and elevation_at(inside) > 0)
            self._on_elevated = np.array(flags, dtype=bool)
        return self._on_elevated

    # --- choosing candidate pairs ----------------------------------------------------------------------------
    def _leaves(self, kinds: frozenset[Kind] | None, per_leaf: int = 8) -> _Leaves:
        """The pieces of ``kinds`` (all if None) grouped by a k-d split of their centres, built once per set of
        kinds, so that a segment is first tested against groups and a question about walls skips the rivers."""
        found = self._leaf_sets.get(kinds)
        if found is not None:
            return found
        cx, cy = (self.minx + self.maxx) / 2, (self.miny + self.maxy) / 2
        wanted = np.arange(len(self.pieces))
        if kinds is not None:
            wanted = wanted[np.isin(self.kind, [KIND_CODE[k] for k in kinds])]
        leaves: list[np.ndarray] = []
        stack = [wanted]
        while stack:
            ids = stack.pop()
            if len(ids) == 0:
                continue
            if len(ids) <= per_leaf:
                leaves.append(ids)
                continue
            axis = cx if np.ptp(cx[ids]) >= np.ptp(cy[ids]) else cy
            order = ids[np.argsort(axis[ids], kind="stable")]
            half = len(order) // 2
            stack += [order[:half], order[half:]]
        count = np.array([len(ids) for ids in leaves], dtype=np.int64)
        found = _Leaves(
            count=count,
            start=np.cumsum(count) - count,
            pieces=np.concatenate(leaves) if leaves else np.zeros(0, dtype=np.int64),
            box=_boxes(np.array([(self.minx[i].min(), self.miny[i].min(), self.maxx[i].max(), self.maxy[i].max())
                                 for i in leaves]).reshape(-1, 4)),
        )
        self._leaf_sets[kinds] = found
        return found

    def line_candidates(self, p: np.ndarray, q: np.ndarray,
                        kinds: frozenset[Kind] | None = None) -> tuple[np.ndarray, np.ndarray]:
        """(segment, piece) pairs where the segment meets the bounding box of a piece of ``kinds`` (all if None)."""
        leaves = self._leaves(kinds)
        seg, leaf = np.nonzero(_meets_box(p[:, None], q[:, None], leaves.box[None]))
        seg, piece = _expand(seg, leaves.start[leaf], leaves.count[leaf], leaves.pieces)
        keep = _meets_box(p[seg], q[seg], self.piece_box[piece])
        return seg[keep], piece[keep]

    def _edges_of(self, kinds: frozenset[Kind]) -> np.ndarray:
        found = self._edge_sets.get(kinds)
        if found is None:
            found = np.flatnonzero(np.isin(self.kind[self.edge_piece], [KIND_CODE[k] for k in kinds]))
            self._edge_sets[kinds] = found
        return found

    def fan_hits(self, origin: tuple[float, float], count: int, reach: float,
                 kinds: frozenset[Kind]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Where ``count`` rays fanned evenly around ``origin`` (ray k at k·360/count degrees, ``reach`` inches
        long) cross the edges of pieces of ``kinds``: (ray, piece, distance) arrays.

        Each edge is tried only on the rays within the angle it spans as seen from the origin, so a ray meets
        the few edges in its direction rather than all of them.
        """
        ox, oy = origin
        edges = self._edges_of(kinds)
        ax, ay = self.ex[edges] - ox, self.ey[edges] - oy
        start = np.arctan2(ay, ax)
        sweep = (np.arctan2(ay + self.fy[edges], ax + self.fx[edges]) - start + np.pi) % (2 * np.pi) - np.pi
        low = np.where(sweep >= 0, start, start + sweep)
        step = 2 * np.pi / count
        first = np.ceil(low / step - 1e-9).astype(np.int64)
        n = np.maximum(np.floor((low + np.abs(sweep)) / step + 1e-9).astype(np.int64) - first + 1, 0)
        ray = (np.repeat(first, n) + np.arange(n.sum()) - np.repeat(np.cumsum(n) - n, n)) % count
        edge = np.repeat(edges, n)
        angle = ray * step
        dx, dy = np.cos(angle) * reach, np.sin(angle) * reach
        t = _hits(ox, oy, dx, dy, self.ex[edge], self.ey[edge], self.fx[edge], self.fy[edge])
        hit = t < FAR
        return ray[hit], self.edge_piece[edge[hit]], t[hit] * reach

    # --- crossing --------------------------------------------------------------------------------------------
    def _edge_hits(self, p: np.ndarray, q: np.ndarray, seg: np.ndarray,
                   piece: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Every (candidate, edge) intersection worth computing: the candidate's index and t (inf: none).

        Only the edges of the chunks whose box the segment meets are tried; a candidate may have none.
        """
        cand, chunk = _expand(np.arange(len(seg)), self.piece_chunk_start[piece], self.piece_chunk_count[piece],
                              self._chunk_ids)
        s = seg[cand]
        near = _meets_box(p[s], q[s], self.chunk_box[chunk])
        cand, chunk = cand[near], chunk[near]
        cand, edge = _expand(cand, self.chunk_start[chunk], self.chunk_count[chunk], self._edge_ids)
        s = seg[cand]
        px, py = p[s, 0], p[s, 1]
        t = _hits(px, py, q[s, 0] - px, q[s, 1] - py, self.ex[edge], self.ey[edge], self.fx[edge], self.fy[edge])
        return cand, t

    def cross(
        self,
        p: np.ndarray,
        q: np.ndarray,
        seg: np.ndarray,
        piece: np.ndarray,
        start_in: np.ndarray,
        end_in: np.ndarray,
    ) -> Crossings:
        """Exact crossings among candidate pairs; ``start_in``/``end_in`` say, per candidate, whether the
        segment's ends lie inside the piece (the caller knows: figures' centres are looked up once)."""
        cand, t = self._edge_hits(p, q, seg, piece)
        first = np.full(len(seg), FAR)
        np.minimum.at(first, cand, t)
        first = np.where(start_in, 0.0, first)
        keep = (first < FAR) | end_in
        first = np.where(first < FAR, first, 0.0)
        return Crossings(seg[keep], piece[keep], first[keep], start_in[keep], end_in[keep])

    def spans(self, p: np.ndarray, q: np.ndarray, seg: np.ndarray, piece: np.ndarray, start_in: np.ndarray,
              end_in: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Where each segment is inside each candidate area piece: (segment, piece, t_from, t_to) arrays; a
        segment that starts (ends) inside a piece opens (closes) a span at 0 (1)."""
        cand, t = self._edge_hits(p, q, seg, piece)
        hit = t < FAR
        starts, ends = np.flatnonzero(start_in), np.flatnonzero(end_in)
        cand = np.concatenate([cand[hit], starts, ends])
        t = np.concatenate([t[hit], np.zeros(len(starts)), np.ones(len(ends))])
        return pair_spans(seg[cand], piece[cand], t)


def pair_spans(seg: np.ndarray, piece: np.ndarray,
               t: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Spans inside pieces from boundary crossings: the crossings of a closed outline alternate between going
    in and coming out, so once sorted along each (segment, piece) they pair up. Returns (seg, piece, from, to)."""
    order = np.lexsort((t, piece, seg))
    seg, piece, t = seg[order], piece[order], t[order]
    same = (seg[1:] == seg[:-1]) & (piece[1:] == piece[:-1])
    first = np.concatenate(([True], ~same))
    rank = np.arange(len(t)) - np.maximum.accumulate(np.where(first, np.arange(len(t)), 0))
    opens = np.flatnonzero((rank[:-1] % 2 == 0) & same)
    return seg[opens], piece[opens], t[opens], t[opens + 1]


def _hits(px: Coord, py: Coord, dx: Coord, dy: Coord, ex: Coord, ey: Coord, fx: Coord, fy: Coord) -> np.ndarray:
    """t along segments p + t·d where they meet edges e + u·f (t, u in [0, 1]); inf where they do not.

    Plain 1-D arithmetic: measured faster here than stacking the coordinates into one array.
    """
    wx, wy = ex - px, ey - py
    with np.errstate(divide="ignore", invalid="ignore"):  # parallel edges give inf or nan: no hit
        den = dx * fy - dy * fx
        t = (wx * fy - wy * fx) / den
        u = (wx * dy - wy * dx) / den
    return np.where((t >= 0) & (t <= 1) & (u >= 0) & (u <= 1), t, FAR)


def _boxes(box: np.ndarray) -> np.ndarray:
    """Boxes as rows (min x, min y, max x, max y) with their centres and half sizes appended: what
    :func:`_meets_box` reads, worked out once for the map's fixed boxes."""
    minx, miny, maxx, maxy = box.T
    return np.column_stack([minx, miny, maxx, maxy, (minx + maxx) / 2, (miny + maxy) / 2, (maxx - minx) / 2,
                            (maxy - miny) / 2]).reshape(-1, 8)


def _meets_box(p: np.ndarray, q: np.ndarray, box: np.ndarray) -> np.ndarray:
    """Whether segments p→q meet boxes (rows of :func:`_boxes`; the three broadcast together): overlap on x and
    y, and the box straddles the segment's line."""
    px, py, qx, qy = p[..., 0], p[..., 1], q[..., 0], q[..., 1]
    dx, dy = qx - px, qy - py
    across = np.abs(dx * (box[..., 5] - py) - dy * (box[..., 4] - px))
    return (
        (np.minimum(px, qx) <= box[..., 2])
        & (np.maximum(px, qx) >= box[..., 0])
        & (np.minimum(py, qy) <= box[..., 3])
        & (np.maximum(py, qy) >= box[..., 1])
        & (across <= np.abs(dy) * box[..., 6] + np.abs(dx) * box[..., 7])
    )


def _expand(owner: np.ndarray, start: np.ndarray, count: np.ndarray,
            items: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For each owner, each of its ``count`` items from ``start`` in ``items``: (owner, item) pairs, flat."""
    total = int(count.sum())
    offsets = np.arange(total) - np.repeat(np.cumsum(count) - count, count)
    return np.repeat(owner, count), items[np.repeat(start, count) + offsets]


def bases_in_fan(origin: tuple[float, float], count: int, centres: np.ndarray,
                 radii: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(ray, circle, entry distance) for every circle a ray of the fan passes through (see ``fan_hits``)."""
    cx, cy = centres[:, 0] - origin[0], centres[:, 1] - origin[1]
    dist = np.hypot(cx, cy)
    away = dist > radii
    centre = np.arctan2(cy, cx)
    half = np.arcsin(np.clip(radii / np.maximum(dist, 1e-12), 0.0, 1.0))
    step = 2 * np.pi / count
    first = np.ceil((centre - half) / step).astype(np.int64)
    n = np.where(away, np.maximum(np.floor((centre + half) / step).astype(np.int64) - first + 1, 0), 0)
    circle = np.repeat(np.arange(len(radii)), n)
    ray = np.repeat(first, n) + np.arange(n.sum()) - np.repeat(np.cumsum(n) - n, n)
    off = ray * step - centre[circle]
    perp, along = dist[circle] * np.sin(off), dist[circle] * np.cos(off)
    inside = np.abs(perp) < radii[circle] - 1e-9
    entry = along - np.sqrt(np.maximum(radii[circle] ** 2 - perp**2, 0.0))
    return ray[inside] % count, circle[inside], entry[inside]


def bases_crossed(p: np.ndarray, q: np.ndarray, centres: np.ndarray,
                  radii: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(segment, circle, entry t) for every circle a segment passes through (nearer its centre than the radius).

    Touching a circle's edge is not passing through it. Every segment meets every circle, so the first sieve,
    "is the centre within the radius of the segment's line?", runs in float32 on the whole grid, with a margin
    that float32 cannot eat; the few pairs it keeps are then measured exactly.
    """
    p32, q32, c32 = p.astype(np.float32), q.astype(np.float32), centres.astype(np.float32)
    px, py = p32[:, 0, None], p32[:, 1, None]
    dx, dy = q32[:, 0, None] - px, q32[:, 1, None] - py
    cross = (c32[None, :, 0] - px) * dy
    cross -= (c32[None, :, 1] - py) * dx
    reach = (radii.astype(np.float32) + np.float32(1e-3))[None, :]
    seg, ref = np.nonzero(cross * cross <= reach * reach * (dx * dx + dy * dy))
    sx, sy = p[seg, 0], p[seg, 1]
    dx, dy = q[seg, 0] - sx, q[seg, 1] - sy
    length2 = np.maximum(dx * dx + dy * dy, 1e-18)
    wx, wy = centres[ref, 0] - sx, centres[ref, 1] - sy
    along = (wx * dx + wy * dy) / length2
    closest = np.clip(along, 0.0, 1.0)
    ex, ey = wx - closest * dx, wy - closest * dy
    through = ex * ex + ey * ey < (radii[ref] - 1e-9) ** 2
    seg, ref, along, length2 = seg[through], ref[through], along[through], length2[through]
    perp2 = np.maximum(wx[through] ** 2 + wy[through] ** 2 - along * along * length2, 0.0)
    back = np.sqrt(np.maximum(radii[ref] ** 2 - perp2, 0.0) / length2)
    return seg, ref, np.maximum(along - back, 0.0)
