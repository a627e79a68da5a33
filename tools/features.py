"""Map features: each paints its tiles on a Canvas and returns the terrain pieces it stands for.

The layouts in ``map_layouts.py`` are lists of these, so a map reads as a list of named things with shapes.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

import numpy as np
from mapkit import Band, Canvas, Cell, Ellipse, Noise, Piece, Point, Poly, Polyline, Rect, Shape, smooth
from paint import TILE, rng_for
from tileart import BIG_TREES, roof_name

GRASS_ODDS = (0.5, 0.12, 0.07, 0.06, 0.1, 0.09, 0.06)  # plain grass most of the time, details now and then


@dataclass(frozen=True)
class Ground:
    """Grass on every cell, and lush and dry patches drifting over it so large areas never look tiled."""

    patch_scale: float = 6.0

    def build(self, canvas: Canvas) -> list[Piece]:
        rng = rng_for(canvas.name + "/ground")
        for r in range(canvas.rows):
            for c in range(canvas.cols):
                canvas.put("ground", (c, r), f"grass/{rng.choice(len(GRASS_ODDS), p=GRASS_ODDS)}")
        canvas.area("meadow", Noise(canvas.name + "/lush", self.patch_scale, 0.64, 1.0))
        canvas.area("dry-grass", Noise(canvas.name + "/dry", self.patch_scale * 1.3, 0.0, 0.27))
        return []


@dataclass(frozen=True)
class Art:
    """Art only: a corner-tile material over a shape (banks, yards, tracks, a stream whose water is tiles)."""

    material: str
    shape: Shape

    def build(self, canvas: Canvas) -> list[Piece]:
        canvas.area(self.material, self.shape)
        return []


@dataclass(frozen=True)
class Area:
    """An area terrain piece, painted with a material and optionally strewn with stamps (trees, rubble)."""

    name: str
    kind: str
    shape: Rect | Ellipse | Poly
    material: str | None = None
    elevation: int | None = None
    scatter: tuple[str, ...] = ()
    density: float = 0.0
    layer: str = "trees"
    ground: str | None = None

    def build(self, canvas: Canvas) -> list[Piece]:
        if self.material:
            canvas.area(self.material, self.shape)
        rng = rng_for(f"{canvas.name}/{self.name}")
        for cell in canvas.cells_in(self.shape) if self.scatter else ():
            if rng.random() < self.density:
                canvas.put(self.layer, cell, self.scatter[int(rng.integers(len(self.scatter)))])
        return [Piece(self.name, self.kind, self.shape, self.elevation, ground=self.ground)]


@dataclass(frozen=True)
class Tree:
    """A big tree (blocking): a crown stamp over 2×2 or 3×3 cells whose top-left cell is given."""

    name: str
    col: int
    row: int
    stamp: str = "bigtree-a"

    def build(self, canvas: Canvas) -> list[Piece]:
        cells, _ = BIG_TREES[self.stamp]
        for i in range(cells * cells):
            canvas.put("trees", (self.col + i % cells, self.row + i // cells), f"{self.stamp}/{i}")
        centre, radius = crown_circle(cells)
        return [Piece(self.name, "blocking", Ellipse(self.col + centre, self.row + centre, radius, radius))]


def crown_circle(cells: int) -> tuple[float, float]:
    """Where a big tree's crown is drawn in its stamp (inches from the top-left cell corner), and its radius."""
    half = cells * TILE / 2
    return (half - 2) / TILE, (half - 5) / TILE


@dataclass(frozen=True)
class Rock:
    """An impassable boulder: one cell, or a big rock over 2×2 cells."""

    name: str
    col: int
    row: int
    big: bool = False
    variant: int = 0

    def build(self, canvas: Canvas) -> list[Piece]:
        if self.big:
            for i in range(4):
                canvas.put("trees", (self.col + i % 2, self.row + i // 2), f"bigrock/{i}")
            shape = Ellipse(self.col + 1.0, self.row + 1.05, 0.85, 0.85)
        else:
            canvas.put("trees", (self.col, self.row), f"rock/{self.variant}")
            shape = Ellipse(self.col + 0.5, self.row + 0.5, 0.38, 0.38)
        return [Piece(self.name, "impassable", shape)]


@dataclass(frozen=True)
class Crater:
    """A round shell hole (hindering) stamped over ``size`` × ``size`` cells from its top-left cell."""

    name: str
    col: int
    row: int
    size: int = 1

    def build(self, canvas: Canvas) -> list[Piece]:
        for i in range(self.size * self.size):
            canvas.put("details", (self.col + i % self.size, self.row + i // self.size), f"crater{self.size}/{i}")
        half = self.size / 2
        radius = (half * TILE - 2) / TILE
        return [Piece(self.name, "hindering", Ellipse(self.col + half, self.row + half, radius, radius))]


@dataclass(frozen=True)
class Building:
    """A blocking building covering whole cells, with a gabled roof along its longer side and a cast shadow."""

    name: str
    x: int
    y: int
    w: int
    h: int
    roof: str = "clay"

    def build(self, canvas: Canvas) -> list[Piece]:
        orient = "h" if self.w >= self.h else "v"
        along, across = (self.w, self.h) if orient == "h" else (self.h, self.w)
        assert along >= 2 and across >= 2, self.name
        for i in range(across):
            offset = 16 * across - 32 * i  # the ridge, in pixels from this row's first side
            ridge = "n" if offset >= 48 else "s" if offset <= -16 else str(offset)
            for j in range(along):
                end = "a" if j == 0 else "b" if j == along - 1 else "m"
                cell = (self.x + j, self.y + i) if orient == "h" else (self.x + i, self.y + j)
                canvas.put("buildings", cell, roof_name(self.roof, orient, ridge, i == 0, i == across - 1, end))
        for k in range(self.h):
            canvas.put("shadows", (self.x + self.w, self.y + k), "shadow/e-top" if k == 0 else "shadow/e")
        for k in range(self.w):
            canvas.put("shadows", (self.x + k, self.y + self.h), "shadow/s-left" if k == 0 else "shadow/s")
        canvas.put("shadows", (self.x + self.w, self.y + self.h), "shadow/se")
        return [Piece(self.name, "blocking", Rect(self.x, self.y, self.w, self.h))]


@dataclass(frozen=True)
class Block:
    """A ruin or a bunker: whole cells inside an axis-aligned shape with walls along its outline."""

    name: str
    shape: Rect | Poly
    material: str = "ruin"

    def build(self, canvas: Canvas) -> list[Piece]:
        cells = set(canvas.cells_in(self.shape))
        for c, r in cells:
            outside = [(c, r - 1), (c + 1, r), (c, r + 1), (c - 1, r)]
            bits = sum(1 << k for k, n in enumerate(outside) if n not in cells)
            canvas.put("buildings", (c, r), f"{self.material}/{bits}")
        return [Piece(self.name, "blocking", self.shape)]


def centre(cell: Cell) -> Point:
    return cell[0] + 0.5, cell[1] + 0.5


def expand(path: tuple[Cell, ...]) -> list[Cell]:
    """Every cell along a path of row/column moves between the given corner cells."""
    cells = [path[0]]
    for (c0, r0), (c1, r1) in pairwise(path):
        assert c0 == c1 or r0 == r1, f"line segment {(c0, r0)}→{(c1, r1)} is not along a row or column"
        n = abs(c1 - c0) + abs(r1 - r0)
        cells += [(c0 + (c1 - c0) * k // n, r0 + (r1 - r0) * k // n) for k in range(1, n + 1)]
    return cells


def corners_only(cells: list[Cell]) -> list[Cell]:
    """Drop the cells where a path goes straight on: a polyline needs only its ends and bends."""
    keep = [cells[0]]
    for a, b, c in zip(cells, cells[1:], cells[2:], strict=False):
        if (b[0] - a[0], b[1] - a[1]) != (c[0] - b[0], c[1] - b[1]):
            keep.append(b)
    return [*keep, cells[-1]] if len(cells) > 1 else keep


@dataclass(frozen=True)
class Line:
    """A thin piece (hedge, wall, fence, trench, wire) through cell centres, maybe with gates or doors.

    The art is one line tile per cell; the objects are polylines with a ``thickness`` (split at each gate, which
    is its own obstacle rectangle), or a thin rectangle when ``as_rect`` (straight lines without gates only).
    """

    name: str
    kind: str
    material: str
    path: tuple[Cell, ...]
    thickness: float
    gates: tuple[tuple[Cell, str], ...] = ()
    as_rect: bool = False

    def build(self, canvas: Canvas) -> list[Piece]:
        cells = expand(self.path)
        ring = len(cells) > 2 and cells[0] == cells[-1]
        for a, b in pairwise(cells):
            canvas.link(self.material, a, b)
        gate_names = dict(self.gates)
        if ring:
            cells = cells[:-1]
            if gate_names:  # start just after a gate so that no run wraps around the end of the list
                first = max(cells.index(g) for g in gate_names)
                cells = cells[first + 1 :] + cells[: first + 1]
        pieces = []
        runs: list[list[Cell]] = [[]]
        for k, cell in enumerate(cells):
            if cell not in gate_names:
                runs[-1].append(cell)
                continue
            before, after = cells[k - 1], cells[(k + 1) % len(cells)]
            orient = "h" if before[1] == after[1] == cell[1] else "v"
            assert orient == "h" or before[0] == after[0] == cell[0], f"gate {cell} of {self.name} on a bend"
            canvas.put(self.material, cell, f"{self.material}/gate-{orient}")
            t = self.thickness
            x, y = cell
            shape = Rect(x, y + 0.5 - t / 2, 1, t) if orient == "h" else Rect(x + 0.5 - t / 2, y, t, 1)
            pieces.append(Piece(gate_names[cell], "obstacle", shape))
            runs.append([])
        runs = [run for run in runs if run]
        for k, run in enumerate(runs):
            name = self.name if len(runs) == 1 else f"{self.name} ({k + 1} of {len(runs)})"
            pieces.append(Piece(name, self.kind, self.run_shape(run, cells, ring, gate_names), thickness=(
                None if self.as_rect else self.thickness)))
        return pieces

    def run_shape(self, run: list[Cell], cells: list[Cell], ring: bool, gates: dict[Cell, str]) -> Rect | Polyline:
        if self.as_rect:
            (c0, r0), (c1, r1) = min(run), max(run)
            t = self.thickness
            assert c0 == c1 or r0 == r1, f"{self.name}: a thin rectangle must be straight"
            if r0 == r1:
                return Rect(c0, r0 + 0.5 - t / 2, c1 - c0 + 1, t)
            return Rect(c0 + 0.5 - t / 2, r0, t, r1 - r0 + 1)
        points = [centre(c) for c in corners_only(run)] if len(run) > 1 else [centre(run[0])] * 2
        if ring and not gates:
            points.append(points[0])
        for end, neighbour in ((0, run[0]), (-1, run[-1])):
            step = -1 if end == 0 else 1
            nxt = cells[(cells.index(neighbour) + step) % len(cells)]
            if nxt in gates and nxt not in run:  # reach the gate's edge so that gate and line touch
                px, py = centre(neighbour)
                edge = (px + (nxt[0] - neighbour[0]) / 2, py + (nxt[1] - neighbour[1]) / 2)
                inner = points[1] if end == 0 else points[-2]
                straight = inner[0] == px == edge[0] or inner[1] == py == edge[1]
                if straight:
                    points[end] = edge
                else:
                    points.insert(0 if end == 0 else len(points), edge)
        return Polyline(tuple(points))


def strip(line: tuple[Point, ...], x0: float, x1: float, width: float) -> Poly:
    """The part of a band around a west-to-east centre line between x0 and x1, cut square to the line."""
    pts = np.array(line)
    assert np.all(np.diff(pts[:, 0]) > 0), "a river's centre line must run west to east"

    def at(x: float) -> tuple[np.ndarray, np.ndarray]:
        i = int(np.clip(np.searchsorted(pts[:, 0], x) - 1, 0, len(pts) - 2))
        a, b = pts[i], pts[i + 1]
        t = (x - a[0]) / (b[0] - a[0])
        d = (b - a) / np.hypot(*(b - a))
        return a + t * (b - a), np.array([-d[1], d[0]])

    inner = [i for i in range(len(pts)) if x0 + 0.3 < pts[i, 0] < x1 - 0.3]  # not right next to a cut
    tangents = np.gradient(pts, axis=0)
    normals = np.stack([-tangents[:, 1], tangents[:, 0]], 1) / np.hypot(*tangents.T)[:, None]
    centres = [at(x0), *((pts[i], normals[i]) for i in inner), at(x1)]
    left = [tuple(np.round(p + n * width / 2, 3)) for p, n in centres]
    right = [tuple(np.round(p - n * width / 2, 3)) for p, n in centres]
    outline = [(float(x), float(y)) for x, y in left + right[::-1]]
    return Poly(tuple(outline))


@dataclass(frozen=True)
class River:
    """A river flowing west to east, cut into stretches: deep water, fords of shallow water, ...

    ``stretches`` are (x where the stretch ends, kind, name); the last should end at or past the table's edge.
    """

    points: tuple[Point, ...]
    width: float
    stretches: tuple[tuple[float, str, str], ...]
    bank: float = 1.0

    def build(self, canvas: Canvas) -> list[Piece]:
        line = smooth(self.points, 1.0)
        canvas.area("sand", Band(line, self.width + 2 * self.bank))
        pieces = []
        start = line[0][0]
        for end, kind, name in self.stretches:
            shape = strip(line, start, min(end, line[-1][0]), self.width)
            canvas.area("water", shape)
            if kind == "deep_water":
                canvas.area("deep-water", shape)
            else:
                for cell in canvas.cells_in(shape):
                    canvas.put("details", cell, f"ford/{(cell[0] + cell[1]) % 2}")
            pieces.append(Piece(name, kind, shape))
            start = end
        return pieces


@dataclass(frozen=True)
class Bridge:
    """An open bridge over water, whole cells; ``orient`` "v" for a bridge running north-south."""

    name: str
    rect: Rect
    orient: str = "v"

    def build(self, canvas: Canvas) -> list[Piece]:
        for c, r in canvas.cells_in(self.rect):
            first, last = (self.rect.x, self.rect.x + self.rect.w - 1) if self.orient == "v" else (
                self.rect.y, self.rect.y + self.rect.h - 1)
            pos = c if self.orient == "v" else r
            part = "a" if pos == first else "b" if pos == last else "m"
            canvas.put("buildings", (c, r), f"bridge-{self.orient}/{part}")
        return [Piece(self.name, "open", self.rect)]


@dataclass(frozen=True)
class Chequer:
    """A black-and-white board of squares; ``exits`` are squares marked with an arrow and an ``exit`` object."""

    exits: tuple[tuple[Cell, str], ...]

    def build(self, canvas: Canvas) -> list[Piece]:
        for r in range(canvas.rows):
            for c in range(canvas.cols):
                canvas.put("squares", (c, r), f"square/{'white' if (c + r) % 2 == 0 else 'black'}")
        size = canvas.inches_per_tile
        pieces = []
        for (c, r), name in self.exits:
            canvas.put("markers", (c, r), "square/exit")
            pieces.append(Piece(name, "exit", Rect(c * size, r * size, size, size), layer="exits"))
        return pieces
