"""Building blocks of the shipped maps: shapes in inches, terrain pieces, and features that paint tiles.

A map is a list of features. Each feature paints its own tile art on a :class:`Canvas` and returns the terrain
pieces (Tiled objects) it stands for, so the picture and the objects come from the same numbers and line up.

Conventions that keep art and objects aligned:

* corner-tile areas (water, hills, fields, ...) are sampled on cell corners, so their drawn edge lies half-way
  between an inside and an outside corner: straight edges authored on half inches (x.5) match exactly;
* lines (hedges, walls, fences, trenches, wire) run through cell centres along rows and columns;
* buildings, ruins and bunkers cover whole cells; big trees and rocks are stamps on whole cells.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Protocol

import numpy as np
from paint import rng_for

Point = tuple[float, float]
Cell = tuple[int, int]  # (column, row)


# ---------------------------------------------------------------------------------------------------------------
# Shapes, in inches. ``contains`` takes arrays of points and answers per point.


class Shape(Protocol):
    def contains(self, x: np.ndarray, y: np.ndarray) -> np.ndarray: ...


@dataclass(frozen=True)
class Rect:
    """A rectangle as Tiled stores it: top-left corner, size, rotated clockwise (degrees) about that corner."""

    x: float
    y: float
    w: float
    h: float
    rotation: float = 0.0

    def to_local(self, x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        a = math.radians(self.rotation)
        dx, dy = x - self.x, y - self.y
        return dx * math.cos(a) + dy * math.sin(a), -dx * math.sin(a) + dy * math.cos(a)

    def contains(self, x: np.ndarray, y: np.ndarray) -> np.ndarray:
        u, v = self.to_local(x, y)
        return (u >= 0) & (u <= self.w) & (v >= 0) & (v <= self.h)


@dataclass(frozen=True)
class Ellipse:
    cx: float
    cy: float
    rx: float
    ry: float

    def contains(self, x: np.ndarray, y: np.ndarray) -> np.ndarray:
        return ((x - self.cx) / self.rx) ** 2 + ((y - self.cy) / self.ry) ** 2 <= 1


@dataclass(frozen=True)
class Poly:
    points: tuple[Point, ...]

    def contains(self, x: np.ndarray, y: np.ndarray) -> np.ndarray:
        inside = np.zeros(np.shape(x), dtype=bool)
        pts = self.points
        for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1], strict=True):
            if y0 == y1:
                continue
            crosses = (y0 > y) != (y1 > y)
            at = x0 + (y - y0) * (x1 - x0) / (y1 - y0)
            inside ^= crosses & (x < at)
        return inside


@dataclass(frozen=True)
class Polyline:
    """A thin piece's centre line (objects only: the art of lines is drawn cell by cell)."""

    points: tuple[Point, ...]


@dataclass(frozen=True)
class Band:
    """Art only: everything within ``width``/2 of a path (streams, roads, banks)."""

    points: tuple[Point, ...]
    width: float

    def contains(self, x: np.ndarray, y: np.ndarray) -> np.ndarray:
        best = np.full(np.shape(x), np.inf)
        for (ax, ay), (bx, by) in pairwise(self.points):
            dx, dy = bx - ax, by - ay
            t = np.clip(((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy), 0, 1)
            best = np.minimum(best, np.hypot(x - ax - t * dx, y - ay - t * dy))
        return best <= self.width / 2


@dataclass(frozen=True)
class Noise:
    """Art only: where smooth value noise over the table lies in [low, high) — patches of lush or dry grass."""

    seed: str
    scale: float
    low: float
    high: float

    def contains(self, x: np.ndarray, y: np.ndarray) -> np.ndarray:
        rng = rng_for(self.seed)
        gx, gy = x / self.scale, y / self.scale
        lattice = rng.random((int(gy.max()) + 2, int(gx.max()) + 2))
        i, j = np.floor(gy).astype(int), np.floor(gx).astype(int)
        fy, fx = gy - i, gx - j
        fy, fx = fy * fy * (3 - 2 * fy), fx * fx * (3 - 2 * fx)
        top = lattice[i, j] * (1 - fx) + lattice[i, j + 1] * fx
        bottom = lattice[i + 1, j] * (1 - fx) + lattice[i + 1, j + 1] * fx
        n = top * (1 - fy) + bottom * fy
        return (n >= self.low) & (n < self.high)


def smooth(points: list[Point] | tuple[Point, ...], step: float = 0.5) -> tuple[Point, ...]:
    """A Catmull-Rom curve through control points, as a polyline with about ``step`` inches between points."""
    pts = [points[0], *points, points[-1]]
    out: list[Point] = []
    for k in range(1, len(pts) - 2):
        p0, p1, p2, p3 = (np.array(p) for p in pts[k - 1 : k + 3])
        n = max(2, int(np.hypot(*(p2 - p1)) / step))
        for t in np.arange(n) / n:
            q = 0.5 * (2 * p1 + (-p0 + p2) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t
                       + (-p0 + 3 * p1 - 3 * p2 + p3) * t**3)
            out.append((round(float(q[0]), 3), round(float(q[1]), 3)))
    x, y = points[-1]
    out.append((float(x), float(y)))
    return tuple(out)


# ---------------------------------------------------------------------------------------------------------------
# Pieces and the canvas the features paint on.


@dataclass(frozen=True)
class Piece:
    """One Tiled object: a terrain piece (layer ``terrain``) or a marker such as an exit."""

    name: str
    kind: str  # written as the object's class
    shape: Rect | Ellipse | Poly | Polyline
    elevation: int | None = None
    thickness: float | None = None
    layer: str = "terrain"
    ground: str | None = None  # the footing, for rules that care (marsh, ice, loose_sand: no charge)


#: Tile layers from bottom to top; a map writes only the layers it uses.
LAYERS = ("ground", "meadow", "dry-grass", "dirt", "sand", "mud", "ploughed", "wheat", "hill1", "hill2",
          "steep1", "steep2", "forest", "marsh", "road", "water", "deep-water", "chasm", "details",
          "trench", "wire", "hedge", "wall", "fence", "tall-wall", "shadows", "buildings", "trees", "squares",
          "markers")

#: How often a cell fully inside a corner material shows one of its detailed variants ("<material>/15/<k>").
VARIANT_ODDS = 0.3


@dataclass
class Canvas:
    """The tile layers of one map while features paint them; tiles are referred to by name."""

    name: str
    cols: int
    rows: int
    tile_names: frozenset[str]
    inches_per_tile: float = 1.0
    cells: dict[str, dict[Cell, str]] = field(default_factory=dict)
    corners: dict[str, np.ndarray] = field(default_factory=dict)
    lines: dict[str, dict[Cell, int]] = field(default_factory=dict)

    def vertices(self) -> tuple[np.ndarray, np.ndarray]:
        ys, xs = np.mgrid[0 : self.rows + 1, 0 : self.cols + 1]
        return xs.astype(float), ys.astype(float)

    def centres(self) -> tuple[np.ndarray, np.ndarray]:
        ys, xs = np.mgrid[0 : self.rows, 0 : self.cols] + 0.5
        return xs, ys

    def area(self, material: str, shape: Shape) -> None:
        """Mark the cell corners inside ``shape`` as ``material`` (corner tiles are chosen when finishing)."""
        grid = self.corners.setdefault(material, np.zeros((self.rows + 1, self.cols + 1), dtype=bool))
        grid |= shape.contains(*self.vertices())

    def cells_in(self, shape: Shape) -> list[Cell]:
        xs, ys = self.centres()
        inside = shape.contains(xs, ys)
        return [(int(c), int(r)) for r, c in zip(*np.nonzero(inside), strict=True)]

    def put(self, layer: str, cell: Cell, tile: str) -> None:
        assert tile in self.tile_names, tile
        c, r = cell
        if 0 <= c < self.cols and 0 <= r < self.rows:
            self.cells.setdefault(layer, {})[cell] = tile

    def link(self, material: str, a: Cell, b: Cell) -> None:
        """Join two neighbouring cells with a line of ``material``."""
        bits = self.lines.setdefault(material, {})
        (ca, ra), (cb, rb) = a, b
        assert abs(ca - cb) + abs(ra - rb) == 1, (a, b)
        side = {(0, -1): (1, 4), (1, 0): (2, 8), (0, 1): (4, 1), (-1, 0): (8, 2)}[(cb - ca, rb - ra)]
        bits[a] = bits.get(a, 0) | side[0]
        bits[b] = bits.get(b, 0) | side[1]

    def layers(self) -> list[tuple[str, np.ndarray]]:
        """The finished layers, bottom to top, as grids of tile names ("" for no tile)."""
        rng = rng_for(self.name + "/variants")
        out = {}
        for material, grid in self.corners.items():
            mask = grid[:-1, :-1] * 1 + grid[:-1, 1:] * 2 + grid[1:, :-1] * 4 + grid[1:, 1:] * 8
            variants = sorted(n for n in self.tile_names if n.startswith(f"{material}/15/"))
            names = np.full(mask.shape, "", dtype=object)
            for (r, c), m in np.ndenumerate(mask):
                if m == 15 and variants and rng.random() < VARIANT_ODDS:
                    names[r, c] = variants[int(rng.integers(len(variants)))]
                elif m == 15:
                    names[r, c] = f"{material}/15"
                elif m:
                    names[r, c] = f"{material}/{m}.{c % 2}{r % 2}"
            out[material] = names
        for material, bits in self.lines.items():
            names = out.setdefault(material, np.full((self.rows, self.cols), "", dtype=object))
            for (c, r), b in bits.items():
                if 0 <= c < self.cols and 0 <= r < self.rows and not names[r, c]:
                    names[r, c] = f"{material}/{b}"
        for layer, tiles in self.cells.items():
            names = out.setdefault(layer, np.full((self.rows, self.cols), "", dtype=object))
            for (c, r), tile in tiles.items():
                names[r, c] = tile
        return [(layer, out[layer]) for layer in LAYERS if layer in out and out[layer].any()]


class Feature(Protocol):
    def build(self, canvas: Canvas) -> list[Piece]: ...
