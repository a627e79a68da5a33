"""Pixel primitives for painting tiles with numpy: seamless noise, antialiased shapes, compositing.

Everything here is a pure function of its arguments (and of a seeded generator), so the tileset comes out
byte-identical on every run. Shapes are distance fields evaluated on pixel centres, which gives antialiasing for
free and lets a drop shadow be the same shape evaluated at shifted coordinates.
"""

from __future__ import annotations

import zlib

import numpy as np

TILE = 32
Array = np.ndarray

#: Pixel-centre coordinates of one tile; shapes are evaluated on these (or on shifted copies for shadows).
Y, X = (np.mgrid[0:TILE, 0:TILE] + 0.5).astype(np.float64)

#: Light comes from the north-west and a little above, as on a painted map.
LIGHT = np.array([-0.55, -0.55, 0.63]) / np.linalg.norm([-0.55, -0.55, 0.63])


def rng_for(name: str) -> np.random.Generator:
    """A generator seeded by a tile's name, so a tile does not change when others are added or reordered."""
    return np.random.default_rng(zlib.crc32(name.encode()))


def rgb(hex_colour: str) -> Array:
    h = hex_colour.lstrip("#")
    return np.array([int(h[i : i + 2], 16) / 255 for i in (0, 2, 4)])


def smoothstep(edge0: float, edge1: float, x: Array | float) -> Array:
    t = np.clip((np.asarray(x) - edge0) / (edge1 - edge0), 0.0, 1.0)
    return t * t * (3 - 2 * t)


def mix(a: Array, b: Array, t: Array | float) -> Array:
    """Blend a→b by t; a per-pixel t is spread over the colour channels when a or b is a colour or an image."""
    t = np.asarray(t, dtype=float)
    if t.ndim == 2 and max(np.ndim(a), np.ndim(b)) in (1, 3):
        t = t[..., None]
    return a + (b - a) * t


def ramp(t: Array, *stops: str) -> Array:
    """Colour a 0..1 field with evenly spaced colour stops: the painter's palette of one material."""
    cols = np.array([rgb(s) for s in stops])
    pos = np.clip(t, 0, 1) * (len(stops) - 1)
    i = np.minimum(pos.astype(int), len(stops) - 2)
    return mix(cols[i], cols[i + 1], pos - i)


def wrap_noise(rng: np.random.Generator, cells: int, size: int = TILE) -> Array:
    """Value noise in 0..1 that tiles with period ``size``: edge pixels continue into the next tile."""
    lattice = rng.random((cells, cells))
    c = (np.arange(size) + 0.5) * cells / size - 0.5
    i0 = np.floor(c).astype(int)
    f = smoothstep(0, 1, c - i0)
    i0 %= cells
    i1 = (i0 + 1) % cells
    top = mix(lattice[np.ix_(i0, i0)], lattice[np.ix_(i0, i1)], f[None, :])
    bottom = mix(lattice[np.ix_(i1, i0)], lattice[np.ix_(i1, i1)], f[None, :])
    return mix(top, bottom, f[:, None])


def fbm(rng: np.random.Generator, octaves: tuple[int, ...] = (2, 4, 8), size: int = TILE) -> Array:
    """Seamless fractal noise in about -1..1 (coarse octaves weigh most)."""
    total = np.zeros((size, size))
    weight = 0.0
    for k, cells in enumerate(octaves):
        w = 0.55**k
        total += w * (wrap_noise(rng, cells, size) * 2 - 1)
        weight += w
    return total / weight


def window(size: int = TILE) -> Array:
    """1 in the middle of a tile, 0 on its border: variations multiplied by it never show a seam."""
    s = np.sin(np.pi * (np.arange(size) + 0.5) / size) ** 2
    return np.outer(s, s)


def coverage(distance: Array, radius: Array | float) -> Array:
    """Antialiased inside-ness of a shape given the distance to its skeleton and its radius."""
    return np.clip(np.asarray(radius) - distance + 0.5, 0.0, 1.0)


def seg_distance(x: Array, y: Array, a: tuple[float, float], b: tuple[float, float]) -> tuple[Array, Array]:
    """Distance from each pixel to segment a-b, and the position along it (pixels from a)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = max(np.hypot(dx, dy), 1e-9)
    t = np.clip(((x - a[0]) * dx + (y - a[1]) * dy) / length, 0, length)
    return np.hypot(x - a[0] - t * dx / length, y - a[1] - t * dy / length), t


def disc(x: Array, y: Array, cx: float, cy: float, r: float) -> Array:
    return coverage(np.hypot(x - cx, y - cy), r)


def blobs(x: Array, y: Array, spots: list[tuple[float, float, float]]) -> tuple[Array, Array]:
    """A union of domes (cx, cy, r): coverage and a height field in 0..1 for shading leafy or rocky lumps."""
    cov = np.zeros_like(x)
    height = np.zeros_like(x)
    for cx, cy, r in spots:
        d = np.hypot(x - cx, y - cy)
        cov = np.maximum(cov, coverage(d, r))
        height = np.maximum(height, np.sqrt(np.clip(1 - (d / r) ** 2, 0, 1)))
    return cov, height


def lambert(height: Array, scale: float = 6.0) -> Array:
    """Light falling on a height field (0..1 per pixel, ``scale`` px per unit of height), about 0..1."""
    gy, gx = np.gradient(height * scale)
    n = np.stack([-gx, -gy, np.ones_like(gx)])
    n /= np.linalg.norm(n, axis=0)
    return np.clip(np.tensordot(LIGHT, n, axes=1), 0, 1)


def new_canvas(h: int = TILE, w: int = TILE) -> Array:
    """A transparent RGBA float image."""
    return np.zeros((h, w, 4))


def solid(colours: Array, alpha: Array | float = 1.0) -> Array:
    out = np.empty((*colours.shape[:2], 4))
    out[..., :3] = colours
    out[..., 3] = alpha
    return out


def over(dst: Array, colour: Array, alpha: Array | float) -> Array:
    """Composite ``colour`` (a colour or an image) with per-pixel ``alpha`` over ``dst`` in place."""
    a = np.broadcast_to(np.asarray(alpha, dtype=float), dst.shape[:2])
    c = np.broadcast_to(colour, (*dst.shape[:2], 3))
    da = dst[..., 3]
    out_a = a + da * (1 - a)
    safe = np.where(out_a > 0, out_a, 1)
    dst[..., :3] = (c * a[..., None] + dst[..., :3] * (da * (1 - a))[..., None]) / safe[..., None]
    dst[..., 3] = out_a
    return dst


def shadow(dst: Array, cov_shifted: Array, strength: float = 0.4) -> Array:
    """Darken under a shape whose coverage was evaluated at coordinates shifted towards the light."""
    return over(dst, np.zeros(3), np.clip(cov_shifted, 0, 1) * strength)


def voronoi(rng: np.random.Generator, count: int, size: int = TILE) -> tuple[Array, Array, Array]:
    """Seamless Voronoi cells (stones, cobbles, slabs): cell index, distance to the nearest border, and the
    unit offset from the cell's seed (for bevel lighting)."""
    pts = rng.random((count, 2)) * size
    xs = (np.arange(size) + 0.5)[None, None, :]
    ys = (np.arange(size) + 0.5)[None, :, None]
    dx = (xs - pts[:, 0, None, None] + size / 2) % size - size / 2
    dy = (ys - pts[:, 1, None, None] + size / 2) % size - size / 2
    d = np.hypot(dx, dy)
    order = np.argsort(d, axis=0)
    first, second = order[0], order[1]
    d1 = np.take_along_axis(d, first[None], 0)[0]
    d2 = np.take_along_axis(d, second[None], 0)[0]
    ox = np.take_along_axis(dx, first[None], 0)[0]
    oy = np.take_along_axis(dy, first[None], 0)[0]
    norm = np.maximum(np.hypot(ox, oy), 1e-6)
    return first, (d2 - d1) / 2, np.stack([ox / norm, oy / norm])


def to_bytes(image: Array) -> Array:
    """Float RGBA → uint8, with fully transparent pixels zeroed so the PNG does not keep invisible noise."""
    out = np.clip(np.rint(image * 255), 0, 255).astype(np.uint8)
    out[out[..., 3] == 0] = 0
    return out
