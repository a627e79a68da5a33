"""The art of Skirmish Table's own tileset (``maps/tiles/terrain.png``), painted from code.

Four families of tiles, each a small table of materials plus one painter:

* corner tiles: a material (water, hill, field, ...) over a transparent background, one tile per combination of
  the four cell corners inside the material (the "corner Wang" scheme), so any shape sampled on the grid's corners
  draws with smooth, wobbly edges. Full tiles get extra variants with details (flowers, reeds, rocks);
* line tiles: hedges, walls, fences, trenches and wire running from the cell centre to the connected sides, plus
  a gate/door tile in both directions;
* block tiles: gabled roofs for rectangular buildings, ruins and a concrete bunker, which follow whole cells;
* stamps: tree crowns, big trees and rocks over several cells, bushes, rubble, reeds, bridge, chequer squares.

Tiles whose cell is terrain by nature carry ``terrain`` (and ``elevation``); thin pieces (hedges, walls, fences)
do not, because a whole cell of obstacle would be wrong: they exist as map objects only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
from paint import (
    TILE,
    Array,
    X,
    Y,
    blobs,
    coverage,
    disc,
    fbm,
    lambert,
    mix,
    new_canvas,
    over,
    ramp,
    rgb,
    rng_for,
    seg_distance,
    shadow,
    smoothstep,
    solid,
    voronoi,
    window,
    wrap_noise,
)

Rng = np.random.Generator
Props = dict[str, str | int]


@dataclass(frozen=True)
class Tile:
    name: str
    image: Array  # (TILE, TILE, 4) floats
    props: Props = field(default_factory=dict)


# ---------------------------------------------------------------------------------------------------------------
# Decorations: small details painted on full tiles only, kept 4 px off the border so variants stay seamless.


def _spot(rng: Rng, margin: float = 5.0) -> tuple[float, float]:
    x, y = rng.uniform(margin, TILE - margin, 2)
    return float(x), float(y)


def tufts(dark: str, light: str, count: int = 3) -> Callable[[Array, Rng], None]:
    def draw(img: Array, rng: Rng) -> None:
        for _ in range(count):
            bx, by = _spot(rng)
            for k in range(int(rng.integers(4, 7))):
                ang = -np.pi / 2 + rng.uniform(-0.7, 0.7)
                ln = rng.uniform(2.5, 5.0)
                d, _ = seg_distance(X, Y, (bx, by), (bx + ln * np.cos(ang), by + ln * np.sin(ang)))
                over(img, rgb(dark if k % 2 else light), coverage(d, 0.45) * 0.9)

    return draw


def flowers(colour: str, count: int = 5) -> Callable[[Array, Rng], None]:
    def draw(img: Array, rng: Rng) -> None:
        for _ in range(count):
            x, y = _spot(rng, 4)
            over(img, rgb(colour), disc(X, Y, x, y, 1.1))
            over(img, rgb("#e8c64a"), disc(X, Y, x, y, 0.35))

    return draw


def pebbles(colour: str, count: int = 4) -> Callable[[Array, Rng], None]:
    def draw(img: Array, rng: Rng) -> None:
        for _ in range(count):
            x, y = _spot(rng, 4)
            r = rng.uniform(0.9, 1.8)
            shadow(img, disc(X - 0.8, Y - 0.8, x, y, r), 0.35)
            over(img, rgb(colour), disc(X, Y, x, y, r))
            over(img, rgb("#ffffff"), disc(X, Y, x - r / 3, y - r / 3, r / 3) * 0.35)

    return draw


def patch(colour: str, strength: float) -> Callable[[Array, Rng], None]:
    """A soft blotch of another tone: breaks the repetition of large areas of one material."""

    def draw(img: Array, rng: Rng) -> None:
        blot = smoothstep(0.45, 0.75, wrap_noise(rng, 3)) * window()
        over(img, rgb(colour), blot * strength)

    return draw


def reeds(count: int = 3) -> Callable[[Array, Rng], None]:
    def draw(img: Array, rng: Rng) -> None:
        for _ in range(count):
            bx, by = _spot(rng, 6)
            for k in range(int(rng.integers(5, 9))):
                ang = -np.pi / 2 + rng.uniform(-0.45, 0.45)
                ln = rng.uniform(4, 7)
                tip = (bx + ln * np.cos(ang), by + ln * np.sin(ang))
                d, _ = seg_distance(X, Y, (bx, by), tip)
                shadow(img, coverage(seg_distance(X - 1.5, Y - 1.5, (bx, by), tip)[0], 0.5), 0.3)
                over(img, rgb("#6d7a35" if k % 3 else "#a49a55"), coverage(d, 0.55))
                if k % 3 == 0:
                    over(img, rgb("#5a3b20"), disc(X, Y, tip[0], tip[1], 0.9))

    return draw


def lily_pads(count: int = 3) -> Callable[[Array, Rng], None]:
    def draw(img: Array, rng: Rng) -> None:
        for _ in range(count):
            x, y = _spot(rng, 6)
            r = rng.uniform(1.8, 3.0)
            ang = np.arctan2(Y - y, X - x)
            notch = np.abs(((ang - rng.uniform(-3, 3)) + np.pi) % (2 * np.pi) - np.pi) < 0.35
            pad = disc(X, Y, x, y, r) * ~notch
            shadow(img, disc(X - 1, Y - 1, x, y, r), 0.25)
            over(img, rgb("#5f8a3a"), pad)
            over(img, rgb("#86ad55"), disc(X, Y, x - r / 3, y - r / 3, r / 2.5) * pad * 0.6)

    return draw


def glints(count: int = 4) -> Callable[[Array, Rng], None]:
    def draw(img: Array, rng: Rng) -> None:
        for _ in range(count):
            x, y = _spot(rng, 5)
            ln = rng.uniform(3, 6)
            d, _ = seg_distance(X, Y, (x - ln / 2, y), (x + ln / 2, y + rng.uniform(-1, 1)))
            over(img, rgb("#cfe4ee"), coverage(d, 0.4) * 0.55)

    return draw


def fallen_log(img: Array, rng: Rng) -> None:
    x, y = _spot(rng, 9)
    ang = rng.uniform(0, np.pi)
    a = (x - 7 * np.cos(ang), y - 7 * np.sin(ang))
    b = (x + 7 * np.cos(ang), y + 7 * np.sin(ang))
    shadow(img, coverage(seg_distance(X - 2, Y - 2, a, b)[0], 2.2), 0.4)
    d, _ = seg_distance(X, Y, a, b)
    over(img, ramp(1 - d / 2.2, "#3d2b1a", "#6b4d2e", "#8d6a43"), coverage(d, 2.2))


def ferns(img: Array, rng: Rng) -> None:
    for _ in range(2):
        x, y = _spot(rng, 8)
        for k in range(7):
            ang = k * 2 * np.pi / 7 + rng.uniform(-0.2, 0.2)
            d, _ = seg_distance(X, Y, (x, y), (x + 5 * np.cos(ang), y + 5 * np.sin(ang)))
            over(img, rgb("#4f7a2c" if k % 2 else "#6b9438"), coverage(d, 0.9))


def stones(colour: str, count: int = 3, size: tuple[float, float] = (2.0, 3.5)) -> Callable[[Array, Rng], None]:
    def draw(img: Array, rng: Rng) -> None:
        spots = [(*_spot(rng, 7), rng.uniform(*size)) for _ in range(count)]
        cov, height = blobs(X - 1.5, Y - 1.5, spots)
        shadow(img, cov, 0.4)
        cov, height = blobs(X, Y, spots)
        over(img, rgb(colour) * (0.55 + 0.6 * lambert(height, 3)[..., None]), cov)

    return draw


def crops_gap(img: Array, rng: Rng) -> None:
    """A trampled path across a field row: fields are not all perfect."""
    x = rng.uniform(8, 24)
    d, _ = seg_distance(X, Y, (x, 0), (x + rng.uniform(-4, 4), TILE))
    over(img, rgb("#7a6a3c"), coverage(d, 1.5) * window() * 0.8)


# ---------------------------------------------------------------------------------------------------------------
# Corner tiles: the field of a tile is the bilinear blend of its four corners (1 inside the material, 0 out); the
# material's edge is where the field, plus seamless wobble noise, crosses one half.


@dataclass(frozen=True)
class Field:
    """What a finish needs to know about one corner combination."""

    f: Array  # smooth bilinear field, 1 deep inside, 0 far outside
    fw: Array  # the same with wobble: the edge is where fw = 0.5
    lit: Array  # how much the edge faces the light: 1 north-west, -1 south-east, 0 inside


def corner_field(mask: int, wobble: Array) -> Field:
    """Bits: 1 north-west, 2 north-east, 4 south-west, 8 south-east corner inside the material.

    The wobble is weighted by 4f(1-f): full strength on the edge, none where f is 0 or 1, so a full tile never
    depends on it and (for |wobble| < 1/4) the wobbled field still rises monotonically into the material.
    """
    nw, ne, sw, se = ((mask >> i) & 1 for i in range(4))
    u, v = X / TILE, Y / TILE
    f = nw * (1 - u) * (1 - v) + ne * u * (1 - v) + sw * (1 - u) * v + se * u * v
    gx = (1 - v) * (ne - nw) + v * (se - sw)
    gy = (1 - u) * (sw - nw) + u * (se - ne)
    norm = np.hypot(gx, gy)
    lit = np.where(norm > 1e-6, (gx + gy) / (np.sqrt(2) * np.maximum(norm, 1e-6)), 0.0)
    return Field(f, f + wobble * 4 * f * (1 - f), lit)


Finish = Callable[[Array, Field], Array]


def soft(width: float, rim: str | None = None, rim_strength: float = 0.0, opacity: float = 1.0) -> Finish:
    """Flock-like transition (grass, dirt, sand): alpha fades over ``width`` of the field, maybe a darker rim."""

    def finish(colour: Array, fld: Field) -> Array:
        out = solid(colour, smoothstep(0.5 - width, 0.5 + width, fld.fw) * opacity)
        if rim:
            over(out, rgb(rim), (1 - smoothstep(0.5, 0.62, fld.fw)) * rim_strength * out[..., 3])
        return out

    return finish


def water(shore: str, edge_line: str, band: float = 0.3) -> Finish:
    """Water lightens towards its shore (the bottom shows), a thin wet line marks the bank."""

    def finish(colour: Array, fld: Field) -> Array:
        depth = smoothstep(0.5, 0.5 + band, fld.fw)
        out = solid(mix(rgb(shore), colour, depth), smoothstep(0.47, 0.53, fld.fw))
        over(out, rgb(edge_line), (1 - smoothstep(0.5, 0.56, fld.fw)) * out[..., 3] * 0.8)
        wet = smoothstep(0.38, 0.5, fld.fw) * (fld.fw < 0.5)
        return over(out, np.zeros(3), wet * 0.18) if band else out

    return finish


def raised(slope: str, contour: str, shadow_strength: float = 0.45) -> Finish:
    """A hill: the slope band is lit on its north-west side, shaded south-east, and casts a soft shadow."""

    def finish(colour: Array, fld: Field) -> Array:
        band = 1 - smoothstep(0.5, 0.92, fld.fw)
        shade = 1 + 0.5 * fld.lit * band**0.6
        body = mix(colour, rgb(slope), band * 0.6) * shade[..., None]
        out = new_canvas()
        inside = smoothstep(0.485, 0.515, fld.fw)
        cast = smoothstep(0.28, 0.5, fld.fw) * np.clip(0.2 - fld.lit, 0, 1) * shadow_strength
        over(out, np.zeros(3), cast * (1 - inside))
        over(out, np.clip(body, 0, 1), inside)
        return over(out, rgb(contour), (1 - smoothstep(0.5, 0.54, fld.fw)) * inside * 0.7)

    return finish


def cliff(face: str, face_dark: str, seed: str) -> Finish:
    """A plateau ringed by rock faces: a wide band of faceted rock lit from the north-west, a black foot line and
    a long shadow on the ground to the south-east."""
    cell, edge, off = voronoi(rng_for(seed), 24)
    tone = rng_for(seed + "/tone").uniform(-0.2, 0.2, 24)[cell]
    bevel = np.tensordot(np.array([-0.7, -0.7]), off, axes=1) * (1 - smoothstep(0, 3, edge))

    def finish(colour: Array, fld: Field) -> Array:
        inside = smoothstep(0.485, 0.515, fld.fw)
        band = 1 - smoothstep(0.75, 0.8, fld.fw)
        light = np.clip(0.5 + 0.6 * fld.lit + tone + 0.25 * bevel, 0, 1)
        rock = mix(rgb(face_dark), rgb(face), light)
        rock = mix(rock, rgb("#161310"), (1 - smoothstep(0.2, 0.9, edge)) * 0.6)
        out = new_canvas()
        cast = smoothstep(0.12, 0.5, fld.fw) * (0.22 + 0.5 * np.clip(-fld.lit, 0, 1))
        over(out, np.zeros(3), cast * (1 - inside))
        body = mix(colour, rock, band)
        lip = np.exp(-(((fld.fw - 0.79) / 0.015) ** 2)) * np.clip(fld.lit + 0.5, 0, 1)
        body = mix(body, rgb("#efe8d8"), lip * 0.6)
        over(out, body, inside)
        return over(out, rgb("#15120e"), (1 - smoothstep(0.5, 0.535, fld.fw)) * inside)

    return finish


def pit(rim: str, void: str, lip: str | None = None, wall: float = 0.7) -> Finish:
    """A hole (chasm, crater): its inner wall of faceted rock or earth catches the light on the far (south-east)
    side, the floor darkens towards the centre; a crater also has a raised lip of thrown-up earth outside."""
    cell, edge, _ = voronoi(rng_for(f"pit/{rim}"), 20)
    tone = rng_for(f"pit/{rim}/tone").uniform(-0.2, 0.2, 20)[cell]

    def finish(colour: Array, fld: Field) -> Array:
        depth = smoothstep(0.55, 1.0, fld.f)
        band = 1 - smoothstep(wall - 0.06, wall, fld.fw)
        light = np.clip(0.55 - 0.6 * fld.lit + tone, 0, 1.2) * (1 - 0.5 * smoothstep(0.5, wall, fld.fw))
        face = rgb(rim) * (0.45 + 0.75 * light)[..., None]
        face = mix(face, rgb("#0e0c0a"), (1 - smoothstep(0.2, 0.9, edge)) * 0.5)
        body = mix(mix(colour, rgb(void), depth), np.clip(face, 0, 1), band)
        out = new_canvas()
        if lip:
            ring = smoothstep(0.3, 0.46, fld.fw) * (1 - smoothstep(0.46, 0.5, fld.fw))
            over(out, np.clip(rgb(lip) * (1 + 0.3 * fld.lit)[..., None], 0, 1), ring * 0.9)
        over(out, np.clip(body, 0, 1), smoothstep(0.47, 0.53, fld.fw))
        return over(out, rgb("#120f0c"), (1 - smoothstep(0.5, 0.53, fld.fw)) * smoothstep(0.47, 0.5, fld.fw))

    return finish


@dataclass(frozen=True)
class Corner:
    """One corner-tile material: its seamless texture, how its edge is finished, what terrain it is."""

    name: str
    texture: Callable[[Rng], Array]
    finish: Finish
    terrain: str | None = None
    elevation: int | None = None
    wobble: float = 0.24
    wobble_cells: tuple[int, ...] = (2, 4, 8)  # over two tiles: bumps of 32, 16 and 8 px
    extras: tuple[Callable[[Array, Rng], None], ...] = ()


def noisy(*stops: str, octaves: tuple[int, ...] = (2, 4, 8), grain: float = 0.15,
          spread: float = 0.3) -> Callable[[Rng], Array]:
    """A texture from a colour ramp driven by fractal noise plus per-pixel grain (flocking, soil)."""

    def texture(rng: Rng) -> Array:
        t = 0.5 + spread * fbm(rng, octaves) + grain * (rng.random((TILE, TILE)) - 0.5)
        return ramp(t, *stops)

    return texture


def rows(period: float, *stops: str, depth: float = 0.45) -> Callable[[Rng], Array]:
    """Crop rows or furrows running east-west (period divides the tile so rows continue seamlessly)."""

    def texture(rng: Rng) -> Array:
        stripe = 0.5 + 0.5 * np.cos(2 * np.pi * Y / period + 0.6 * fbm(rng, (2, 4)))
        t = 0.5 + depth * (stripe - 0.5) + 0.15 * fbm(rng, (4, 8, 16)) + 0.1 * (rng.random((TILE, TILE)) - 0.5)
        return ramp(t, *stops)

    return texture


def cobbles(rng: Rng) -> Array:
    cell, edge, off = voronoi(rng, 30)
    tone = rng.uniform(-0.06, 0.06, 30)[cell]
    bevel = (1 - smoothstep(0, 2, edge)) * np.tensordot(np.array([-0.7, -0.7]), off, axes=1)
    base = ramp(0.5 + tone * 2 + 0.15 * fbm(rng, (4, 8)), "#7a705e", "#978b75", "#afa288")
    base = base * (1 + 0.12 * bevel)[..., None]
    return mix(rgb("#675a48"), np.clip(base, 0, 1), smoothstep(0.2, 0.9, edge))


def ripples(*stops: str, highlight: str, strength: float) -> Callable[[Rng], Array]:
    def texture(rng: Rng) -> Array:
        n = fbm(rng, (2, 4, 8))
        base = ramp(0.5 + 0.35 * n, *stops)
        crest = np.abs(np.sin(np.pi * (3 * n + Y / 8)))
        return mix(base, rgb(highlight), (1 - smoothstep(0.0, 0.18, crest)) * strength)

    return texture


def puddle(img: Array, rng: Rng) -> None:
    """A pool of standing water in a full tile (marsh, crater floor)."""
    blot = smoothstep(0.5, 0.62, wrap_noise(rng, 3) * window() + 0.25 * window())
    over(img, ramp(wrap_noise(rng, 8), "#2d4a48", "#43696a"), blot)
    over(img, rgb("#b9d4d0"), (blot > 0.5) * (wrap_noise(rng, 16) > 0.8) * 0.4)


def forest_floor(rng: Rng) -> Array:
    base = noisy("#26301a", "#37421f", "#4b4f27", octaves=(2, 4, 8, 16))(rng)
    cell, edge, _ = voronoi(rng, 40)
    leaf = (rng.random(40)[cell] > 0.65) & (edge > 0.6)
    return mix(base, ramp(rng.random(40)[cell], "#6b4a22", "#8a6a2f"), leaf * 0.55)


GRASS = ("#3d5d25", "#557a31", "#6b8d3d", "#85a34f")

CORNERS: tuple[Corner, ...] = (
    Corner("meadow", noisy("#33561f", "#436a29", "#557d33", grain=0.25), soft(0.3, opacity=0.6),
           extras=(tufts("#24401a", "#5f8a37", 4), flowers("#b9a3d9", 4))),
    Corner("dry-grass", noisy("#6a7a34", "#808c44", "#98a05a", grain=0.25), soft(0.3, opacity=0.55),
           extras=(tufts("#5a6228", "#b8b070", 3),)),
    Corner("dirt", noisy("#4f3b27", "#6d523a", "#8a6d4e", grain=0.2), soft(0.12, "#3e2e1e", 0.25),
           extras=(pebbles("#9b8c78", 3), patch("#4a3826", 0.5), tufts("#5a5a2a", "#8a8a50", 2),
                   pebbles("#7c7264", 2), patch("#7d6547", 0.4))),
    Corner("sand", noisy("#a8905f", "#c4ab7b", "#d9c596", octaves=(4, 8, 16), grain=0.12), soft(0.12),
           extras=(pebbles("#8c8372", 3),)),
    Corner("mud", noisy("#241b14", "#33281e", "#47392b", grain=0.25), soft(0.1, "#18120d", 0.5),
           terrain="hindering", extras=(puddle, patch("#4f5a5c", 0.45), puddle)),
    Corner("marsh", noisy("#3f3f22", "#505530", "#61673a", grain=0.2), soft(0.14, "#3a3a1e", 0.3),
           terrain="hindering", extras=(puddle, reeds(3), puddle, reeds(2))),
    Corner("road", cobbles, soft(0.03, "#2f2a24", 0.6), wobble=0.05),
    Corner("wheat", rows(4, "#8b7431", "#b89c45", "#d6bd63", "#e7d48a"), soft(0.03, "#6d5a26", 0.7),
           wobble=0.05, extras=(crops_gap,)),
    Corner("ploughed", rows(8, "#3f2d1d", "#5c432c", "#7a5d40", depth=0.7), soft(0.03, "#33251a", 0.6),
           wobble=0.05),
    Corner("forest", forest_floor, soft(0.1, "#1d2512", 0.5), terrain="hindering",
           extras=(fallen_log, ferns, stones("#7b7a6e", 2, (1.5, 2.5)))),
    Corner("water", ripples("#3c7583", "#4b8a96", "#5f9ea5", highlight="#a9d3d8", strength=0.2),
           water("#8fae8f", "#dfe8dc"), terrain="water", extras=(lily_pads(3), reeds(2), glints(3))),
    Corner("deep-water", ripples("#112c4c", "#183a60", "#204a72", highlight="#5b86a8", strength=0.18),
           water("#3d7a8c", "#3d7a8c", band=0.3), terrain="deep_water", extras=(glints(4),)),
    Corner("hill1", noisy("#638a36", "#7a9f43", "#93b556", octaves=(2, 4, 8, 16), grain=0.2, spread=0.38),
           raised("#7b6e3c", "#33401c"),
           terrain="elevated", elevation=1,
           extras=(tufts("#4a6a28", "#a5c06d", 3), stones("#8d8a7a", 2, (1.2, 2.0)))),
    Corner("hill2", noisy("#8a9548", "#a1a957", "#b8bb6c", octaves=(2, 4, 8, 16), grain=0.22, spread=0.38),
           raised("#8a7446", "#46401f"),
           terrain="elevated", elevation=2, extras=(stones("#9c9888", 3, (1.2, 2.2)),)),
    Corner("steep1", noisy("#5d6440", "#727650", "#8a8b62", octaves=(2, 4, 8, 16), grain=0.3, spread=0.35),
           cliff("#a39a86", "#2a2621", "steep1"), terrain="steep", elevation=1, wobble=0.2,
           wobble_cells=(4, 8, 16),
           extras=(patch("#8a8270", 0.5), stones("#a39d8c", 3), tufts("#4a5228", "#9a9a60", 3))),
    Corner("steep2", noisy("#6f705c", "#85856e", "#9d9c84", octaves=(2, 4, 8, 16), grain=0.3, spread=0.35),
           cliff("#b3aa95", "#2f2a24", "steep2"), terrain="steep", elevation=2, wobble=0.2,
           wobble_cells=(4, 8, 16),
           extras=(patch("#a29c8c", 0.5), stones("#bbb5a5", 3), tufts("#565a34", "#a8a676", 3))),
    Corner("chasm", noisy("#2a2430", "#1e1a22", "#141116", grain=0.1), pit("#8a7a66", "#07060a", wall=0.9),
           terrain="impassable", wobble=0.22, wobble_cells=(4, 8, 16)),
)


def corner_tiles(mat: Corner) -> list[Tile]:
    """The 14 edge combinations of one material in four versions, its full tile and full-tile variants.

    The edge wobble repeats every two tiles, not every tile, so that long edges do not show a one-inch rhythm:
    edge tiles come in versions ``<mask>.<x parity><y parity>`` to be used on cells of that column/row parity
    (mask 0 is simply no tile). Full tiles do not depend on the wobble, so they need one version.
    """
    rng = rng_for(mat.name)
    colour = mat.texture(rng)
    noise = fbm(rng_for(mat.name + "/wobble"), mat.wobble_cells, size=2 * TILE)
    wobble = mat.wobble * noise / np.abs(noise).max()
    tiles = []
    for mask in range(1, 16):
        props: Props = {}
        if mat.terrain and bin(mask).count("1") >= 2:  # at least half of the cell is this material
            props = {"terrain": mat.terrain}
            if mat.elevation is not None:
                props["elevation"] = mat.elevation
        for px, py in ((0, 0), (1, 0), (0, 1), (1, 1)) if mask != 15 else ((0, 0),):
            fld = corner_field(mask, wobble[py * TILE : (py + 1) * TILE, px * TILE : (px + 1) * TILE])
            name = f"{mat.name}/{mask}" if mask == 15 else f"{mat.name}/{mask}.{px}{py}"
            tiles.append(Tile(name, mat.finish(colour, fld), props))
    full = tiles[-1]
    for k, extra in enumerate(mat.extras, start=1):
        img = full.image.copy()
        extra(img, rng_for(f"{mat.name}/15/{k}"))
        tiles.append(Tile(f"{mat.name}/15/{k}", img, full.props))
    return tiles


def grass_tiles() -> list[Tile]:
    """The ground everything stands on: one seamless flocked texture and variants that only differ inside."""
    base = noisy(*GRASS, octaves=(2, 4, 8, 16), grain=0.22, spread=0.28)(rng_for("grass"))
    looks: list[tuple[Callable[[Array, Rng], None], ...]] = [
        (),
        (tufts("#2f4a1c", "#7c9c48", 4),),
        (flowers("#f2efe4", 6),),
        (flowers("#e9cf4c", 5), tufts("#2f4a1c", "#7c9c48", 2)),
        (patch("#3a5a22", 0.55), tufts("#2f4a1c", "#6f9140", 2)),
        (patch("#7d8c45", 0.45),),
        (pebbles("#8f8a7a", 3),),
    ]
    tiles = []
    for k, extras in enumerate(looks):
        img = solid(base)
        rng = rng_for(f"grass/{k}")
        over(img, ramp(wrap_noise(rng, 2), GRASS[0], GRASS[3]), window() * 0.12)
        for extra in extras:
            extra(img, rng)
        tiles.append(Tile(f"grass/{k}", img))
    return tiles


# ---------------------------------------------------------------------------------------------------------------
# Line tiles: a line runs from the cell centre to the middle of each connected side (bits 1 N, 2 E, 4 S, 8 W).
# Its skeleton reaches 10 px past the side, so a shape (and its shadow) continues exactly into the next tile.

SIDES = ((1, (16.0, -10.0)), (2, (42.0, 16.0)), (4, (16.0, 42.0)), (8, (-10.0, 16.0)))


def skeleton(bits: int, x: Array, y: Array) -> tuple[Array, Array]:
    """Distance to the line through a cell and the position along it (pixels from the centre)."""
    dist = np.hypot(x - 16, y - 16)
    along = np.zeros_like(x)
    for bit, end in SIDES:
        if bits & bit:
            d, t = seg_distance(x, y, (16.0, 16.0), end)
            closer = d < dist
            dist = np.where(closer, d, dist)
            along = np.where(closer, t, along)
    return dist, along


@dataclass(frozen=True)
class Line:
    """A line material: a painter for a cell with the given connections, and one for its gate tile."""

    name: str
    paint: Callable[[Array, int], None]
    gate: Callable[[Array, str], None] | None = None  # a gate or door tile, "h" and "v"


def paint_hedge(img: Array, bits: int) -> None:
    leaf = fbm(rng_for("hedge/leaves"), (4, 8, 16))
    r = 13.0 + 2.2 * leaf
    d, _ = skeleton(bits, X - 3, Y - 3)
    shadow(img, coverage(d, 13.0), 0.45)
    d, _ = skeleton(bits, X, Y)
    dome = np.sqrt(np.clip(1 - (d / r) ** 2, 0, 1))
    light = lambert(dome + 0.25 * leaf, 8) * (0.55 + 0.45 * dome)
    over(img, ramp(light + 0.15 * leaf, "#1c3314", "#2f5220", "#4a7a2e", "#78a64a"), coverage(d, r))


def paint_wall(img: Array, bits: int, radius: float = 6.5, tall: bool = False) -> None:
    d, _ = skeleton(bits, X - (5 if tall else 3), Y - (5 if tall else 3))
    shadow(img, coverage(d, radius), 0.5 if tall else 0.42)
    d, _ = skeleton(bits, X, Y)
    cell, edge, off = voronoi(rng_for("wall/stones" + ("-tall" if tall else "")), 22 if tall else 30)
    tone = rng_for("wall/tone").uniform(-0.15, 0.15, 30)[cell]
    bevel = np.tensordot(np.array([-0.7, -0.7]), off, axes=1) * (1 - smoothstep(0, 2.5, edge))
    stone = ramp(0.55 + tone * 2 + 0.2 * bevel, "#5b574f", "#8a857a", "#b5afa1", "#d2ccbd")
    stone = mix(rgb("#3a3731"), stone, smoothstep(0.3, 1.1, edge))
    if tall:
        stone = stone * (1 - 0.35 * smoothstep(radius - 4, radius, d))[..., None]
    over(img, rgb("#2a2722"), coverage(d, radius + 0.8))
    over(img, stone, coverage(d, radius))


def paint_tall_wall(img: Array, bits: int) -> None:
    paint_wall(img, bits, radius=13.0, tall=True)


def paint_fence(img: Array, bits: int) -> None:
    d, _ = skeleton(bits, X - 2, Y - 2)
    post = np.maximum(np.abs(X - 18), np.abs(Y - 18))
    shadow(img, np.maximum(coverage(d, 1.4), coverage(post, 2.8)), 0.45)
    d, _ = skeleton(bits, X, Y)
    over(img, ramp(0.5 + 0.4 * fbm(rng_for("fence/grain"), (8, 16)), "#4a3421", "#7a5a38", "#a07c52"),
         coverage(d, 1.4) * (bits > 0))
    post = np.maximum(np.abs(X - 16), np.abs(Y - 16))
    over(img, rgb("#3b2a1a"), coverage(post, 3.2))
    over(img, rgb("#8e6c45"), coverage(post, 2.2))


def paint_trench(img: Array, bits: int) -> None:
    d, along = skeleton(bits, X, Y)
    spoil = coverage(d, 15.0) * (1 - coverage(d, 10.5))
    bags = 0.5 + 0.5 * np.cos(2 * np.pi * along / 8)
    over(img, ramp(0.3 + 0.5 * bags + 0.2 * fbm(rng_for("trench/bags"), (8, 16)),
                   "#5e5438", "#8d8058", "#b3a678"), spoil)
    over(img, rgb("#3a3224"), spoil * (1 - smoothstep(0.2, 0.45, bags)) * 0.6)
    pit_ = coverage(d, 10.5)
    depth = 1 - d / 10.5
    floor = ramp(0.4 * depth + 0.3 * fbm(rng_for("trench/mud"), (4, 8)), "#2a2018", "#3d2f21", "#54412c")
    over(img, floor, pit_)
    boards = (np.cos(2 * np.pi * along / 4) > -0.3) & (d < 4.5)
    over(img, rgb("#7a6040"), boards * pit_ * 0.9)


def paint_wire(img: Array, bits: int) -> None:
    """Concertina wire: overlapping loops every 8 px along the line (8 divides 16, so loops meet at the side)."""

    def loops(x: Array, y: Array) -> Array:
        d, along = skeleton(bits, x, y)
        local = (along + 4) % 8 - 4
        ring = np.zeros_like(x)
        for k in (-8, 0, 8):
            ring = np.maximum(ring, coverage(np.abs(np.hypot(local + k, d) - 7.0), 0.65))
        return ring * coverage(d, 12.0)

    shadow(img, loops(X - 2, Y - 2), 0.5)
    ring = loops(X, Y)
    over(img, rgb("#3d3934"), ring)
    over(img, rgb("#c9c4bb"), ring * (wrap_noise(rng_for("wire/shine"), 8) > 0.55) * 0.6)
    post = np.maximum(np.abs(X - 16), np.abs(Y - 16))
    over(img, rgb("#3b2a1a"), coverage(post, 1.8))


def door_panel(img: Array, orient: str, half_len: float, half_width: float, wood: str) -> None:
    """A closed wooden door or gate across a line: planks, two iron bands, a dark frame and a shadow."""

    def box(x: Array, y: Array, grow: float = 0.0) -> tuple[Array, Array]:
        along, across = (x - 16, y - 16) if orient == "h" else (y - 16, x - 16)
        inside = np.maximum(np.abs(along) - half_len, np.abs(across) - half_width)
        return coverage(inside, grow), along

    shadow(img, box(X - 3, Y - 3)[0], 0.45)
    frame, along = box(X, Y, 0.8)
    over(img, rgb("#24180d"), frame)
    planks = ramp(0.3 + 0.5 * (0.5 + 0.5 * np.cos(2 * np.pi * along / 4.5)), "#3e2a17", wood, "#b08a5a")
    bands = np.abs(np.abs(along) - half_len * 0.55) < 0.9
    over(img, mix(planks, rgb("#2a2622"), bands * 0.8), box(X, Y, -0.4)[0])


def hedge_gate(img: Array, orient: str) -> None:
    bits = 10 if orient == "h" else 5
    paint_hedge(img, bits)
    img[np.abs((X if orient == "h" else Y) - 16) < 11] = 0
    door_panel(img, orient, 11, 2.5, "#8a6a42")


def wall_gate(img: Array, orient: str) -> None:
    paint_wall(img, 10 if orient == "h" else 5)
    img[np.abs((X if orient == "h" else Y) - 16) < 10] = 0
    door_panel(img, orient, 10, 2.5, "#8a6a42")


def tall_door(img: Array, orient: str) -> None:
    paint_tall_wall(img, 10 if orient == "h" else 5)
    door_panel(img, orient, 11, 11, "#7a5230")


def fence_gate(img: Array, orient: str) -> None:
    paint_fence(img, 10 if orient == "h" else 5)
    door_panel(img, orient, 12, 1.8, "#a58656")


LINES: tuple[Line, ...] = (
    Line("hedge", paint_hedge, hedge_gate),
    Line("wall", paint_wall, wall_gate),
    Line("tall-wall", paint_tall_wall, tall_door),
    Line("fence", paint_fence, fence_gate),
    Line("trench", paint_trench),
    Line("wire", paint_wire),
)


def line_tiles(line: Line) -> list[Tile]:
    tiles = []
    for bits in range(16):
        img = new_canvas()
        line.paint(img, bits)
        tiles.append(Tile(f"{line.name}/{bits}", img))
    if line.gate is not None:
        for orient in "hv":
            img = new_canvas()
            line.gate(img, orient)
            tiles.append(Tile(f"{line.name}/gate-{orient}", img))
    return tiles


# ---------------------------------------------------------------------------------------------------------------
# Block tiles follow whole cells. Roofs are gabled: the ridge runs along the longer side of the building, and a
# tile is known by where the ridge lies relative to it, which eaves and which gable end it has.

#: (ridge offset from the tile's first side in px: north/west of it = "n", past it = "s"; eave on the first side;
#: eave on the last side) — every row a building of two or more cells across its ridge can need.
ROOF_ROWS = (("n", 1, 0), ("n", 0, 0), ("32", 1, 0), ("32", 0, 0), ("16", 0, 0), ("0", 0, 0), ("0", 0, 1),
             ("s", 0, 0), ("s", 0, 1))
ROOF_ENDS = ("a", "m", "b")  # gable at the start of the ridge, middle, gable at its end


def roof_name(style: str, orient: str, ridge: str, eave_a: int, eave_b: int, end: str) -> str:
    return f"roof-{style}-{orient}/{ridge}{'a' if eave_a else ''}{'b' if eave_b else ''}/{end}"


def paint_roof(style: str, orient: str, ridge: str, eave_a: int, eave_b: int, end: str) -> Array:
    offset = {"n": 1000.0, "s": -1000.0}[ridge] if ridge in "ns" else float(ridge)
    u, w = (X, Y) if orient == "h" else (Y, X)  # u along the ridge, w across it (tile-local)
    v = w - offset  # across the ridge, negative on the lit (north or west) slope
    noise = fbm(rng_for(f"roof-{style}"), (4, 8, 16))
    noise = noise if orient == "h" else noise.T
    if style == "clay":
        course = np.floor(np.abs(v) / 4.5)
        local = (np.abs(v) / 4.5) % 1
        col = np.floor((u + 4 * (course % 2)) / 8) % 4
        tone = rng_for("roof-clay/tones").uniform(-0.12, 0.12, (9, 4))[(course % 9).astype(int), col.astype(int)]
        scallop = np.abs(((u + 4 * (course % 2)) % 8) - 4) / 4
        t = 0.55 + tone * 2 + 0.35 * (local - 0.5) - 0.25 * (local > 0.8 + 0.15 * scallop) + 0.08 * noise
        body = ramp(t, "#5b2418", "#8e3d27", "#b45a3a", "#d07a55")
        cap = ramp(0.5 + 0.3 * np.cos(2 * np.pi * u / 8), "#6e2f20", "#a35338")
    else:
        straw = 0.5 + 0.5 * np.sin(2 * np.pi * u / 3 + 4 * noise)
        layer = (np.abs(v) % 10) / 10
        t = 0.55 + 0.2 * (straw - 0.5) + 0.25 * (layer - 0.5) + 0.15 * noise
        body = ramp(t, "#6d5a30", "#9a824a", "#bfa565", "#d9c487")
        cap = ramp(0.5 + 0.5 * np.cos(2 * np.pi * (u + np.abs(v)) / 6), "#7a6436", "#a88f55")
    slope = np.where(v < 0, 1.08, 0.76)
    out = solid(np.clip(body * slope[..., None], 0, 1))
    cap_width = 3.0 if style == "clay" else 5.0
    over(out, cap * (1 - 0.2 * (v > 0))[..., None], coverage(np.abs(v), cap_width))
    over(out, rgb("#2b1a12"), coverage(np.abs(np.abs(v) - cap_width - 0.5), 0.4) * 0.6)
    edges = []
    if eave_a:
        edges.append(w)
    if eave_b:
        edges.append(TILE - w)
    if end == "a":
        edges.append(u)
    if end == "b":
        edges.append(TILE - u)
    for dist in edges:
        over(out, rgb("#000000"), (1 - smoothstep(1.0, 5.0, dist)) * 0.35)
        over(out, rgb("#23150f"), coverage(dist, 1.2))
    return out


def roof_tiles() -> list[Tile]:
    return [
        Tile(roof_name(style, orient, *row, end), paint_roof(style, orient, *row, end), {"terrain": "blocking"})
        for style in ("clay", "thatch")
        for orient in "hv"
        for row in ROOF_ROWS
        for end in ROOF_ENDS
    ]


def paint_ruin(bits: int) -> Array:
    """A roofless ruin from above: a paved floor with dirt and moss, broken stone walls where bits say (N E S W).

    Slabs are 16×8 px in a running bond and walls follow a height profile that repeats every tile, so ruins of
    any size join seamlessly.
    """
    rng = rng_for("ruin")
    row = np.floor(Y / 8)
    shifted = X + (row % 2) * 8
    tone = rng.uniform(-0.15, 0.15, (4, 2))[(row % 4).astype(int), (np.floor(shifted / 16) % 2).astype(int)]
    joint = np.minimum(np.minimum(shifted % 16, 16 - shifted % 16), np.minimum(Y % 8, 8 - Y % 8))
    floor = ramp(0.5 + tone + 0.12 * fbm(rng, (4, 8, 16)), "#5a554b", "#777064", "#958d7f")
    out = solid(floor * (1 - 0.18 * (1 - smoothstep(0.2, 1.0, joint)))[..., None])
    over(out, rgb("#4a3c2c"), smoothstep(0.5, 0.8, wrap_noise(rng_for("ruin/dirt"), 4)) * 0.6)
    over(out, rgb("#56652e"), smoothstep(0.7, 0.85, wrap_noise(rng_for("ruin/moss"), 8)) * 0.3)
    profile = wrap_noise(rng_for("ruin/decay"), 8)[0]  # wall height along a side, seamless from tile to tile

    def walls_at(x: Array, y: Array, grow: float = 0.0) -> tuple[Array, Array]:
        """Coverage of all walls, and of the standing (full height) parts only."""
        walls = np.zeros_like(x)
        standing = np.zeros_like(x)
        for bit, dist, along in ((1, y, x), (2, TILE - x, y), (4, TILE - y, x), (8, x, y)):
            if bits & bit:
                high = profile[np.clip(along, 0, TILE - 1).astype(int)] > 0.35
                walls = np.maximum(walls, coverage(dist, np.where(high, 7.0, 4.0) + grow))
                standing = np.maximum(standing, coverage(dist, 7.0 + grow) * high)
        return walls, standing

    walls, standing = walls_at(X, Y)
    shadow(out, walls_at(X - 4, Y - 4)[1] * (1 - walls), 0.5)
    over(out, rgb("#1f1c18"), walls_at(X, Y, 1.0)[0] * 0.9)
    cell, edge, off = voronoi(rng_for("ruin/stones"), 26)
    bevel = np.tensordot(np.array([-0.7, -0.7]), off, axes=1) * (1 - smoothstep(0, 2.5, edge))
    stone = ramp(0.55 + rng.uniform(-0.15, 0.15, 26)[cell] * 2 + 0.25 * bevel, "#6b665c", "#9d978a", "#c6bfaf")
    stone = mix(rgb("#3b3731"), stone, smoothstep(0.3, 1.0, edge))
    over(out, stone * (0.72 + 0.28 * standing)[..., None], walls)
    return out


def paint_bunker(bits: int) -> Array:
    """Poured concrete with shuttering seams, sandbags banked along its outer walls, a firing slit to the south."""
    n = fbm(rng_for("bunker"), (4, 8, 16))
    body = ramp(0.5 + 0.3 * n, "#4f504b", "#6c6d66", "#888982")
    seams = (np.abs((X % 16) - 8) > 7.3) | (np.abs((Y % 16) - 8) > 7.3)
    out = solid(mix(body, rgb("#3e3f3b"), seams * 0.6))
    for bit, dist, along in ((1, Y, X), (2, TILE - X, Y), (4, TILE - Y, X), (8, X, Y)):
        if bits & bit:
            course = np.floor(dist / 4.5)  # two courses of bags, laid in a running bond
            u = (along + 4 * course) % 8 - 4
            v = dist % 4.5 - 2.25
            dome = np.clip(1 - (u / 4) ** 2 - (v / 2.3) ** 2, 0, 1)
            bags = coverage(dist, 8.5)
            over(out, np.zeros(3), coverage(dist - 8.5, 2.5) * 0.35 * (1 - bags))
            over(out, mix(rgb("#2e2819"), ramp(0.2 + 0.8 * dome + 0.1 * n, "#6f6444", "#9c8f65", "#c2b485"),
                          smoothstep(0.0, 0.25, dome)), bags)
    if bits & 4:
        over(out, rgb("#0c0c0b"), coverage(np.maximum(np.abs(X - 16) - 9, np.abs(Y - 22) - 1.5), 0))
    return out


def block_tiles() -> list[Tile]:
    tiles = [Tile(f"ruin/{bits}", paint_ruin(bits), {"terrain": "blocking"}) for bits in range(16)]
    tiles += [Tile(f"bunker/{bits}", paint_bunker(bits), {"terrain": "blocking"}) for bits in range(16)]
    return tiles


# ---------------------------------------------------------------------------------------------------------------
# Stamps: painted on a canvas of one or more cells, then cut into tiles named "<stamp>/<row-major index>".


def grid(cells_w: int, cells_h: int) -> tuple[Array, Array]:
    ys, xs = np.mgrid[0 : cells_h * TILE, 0 : cells_w * TILE] + 0.5
    return xs.astype(float), ys.astype(float)


PALETTES = {
    "oak": ("#1c3515", "#2d5220", "#497a2c", "#82b04d"),
    "beech": ("#22401b", "#386526", "#588d35", "#9cc660"),
    "autumn": ("#43331a", "#6e5424", "#a07a30", "#d9ad52"),
    "pine": ("#12261a", "#1c3a25", "#2b5535", "#4d7e4e"),
    "birch": ("#2f4a1c", "#4a6d29", "#6a913b", "#9fbf62"),
    "bush": ("#203c17", "#355e23", "#4f8231", "#86b350"),
}


def crown(img: Array, x: Array, y: Array, centre: tuple[float, float], radius: float, palette: str,
          rng: Rng) -> None:
    """A tree crown of leafy lumps, lit from the north-west, with its shadow cast to the south-east."""
    cx, cy = centre
    lobes = [(cx, cy, radius * 0.62)]
    for k in range(int(rng.integers(5, 8))):
        ang = k * 2 * np.pi / 7 + rng.uniform(-0.4, 0.4)
        dist = radius * rng.uniform(0.38, 0.5)
        lobes.append((cx + dist * np.cos(ang), cy + dist * np.sin(ang), radius * rng.uniform(0.42, 0.52)))
    clumps = [(cx + rx, cy + ry, rng.uniform(1.6, 3.2) * radius / 12)
              for rx, ry in rng.uniform(-radius * 0.8, radius * 0.8, (int(radius * 4), 2))]
    if palette == "pine":  # a conifer seen from above: three tiers of drooping, spiky branches
        bearing = np.arctan2(y - cy, x - cx)
        d = np.hypot(x - cx, y - cy)
        cov = np.zeros_like(x)
        height = np.zeros_like(x)
        for tier, (scale, turn) in enumerate(((1.0, 0.0), (0.7, 0.4), (0.4, 0.9))):
            spikes = radius * scale * (0.78 + 0.22 * np.cos(8 * (bearing + turn)))
            inside = coverage(d, spikes)
            cov = np.maximum(cov, inside)
            height = np.maximum(height, inside * (tier + np.clip(1 - d / spikes, 0, 1)) / 3)
        shade_cov = coverage(np.hypot(x - cx - 4, y - cy - 4), radius * 0.9)
    else:
        cov, height = blobs(x, y, lobes)
        shade_cov = blobs(x - 4, y - 4, lobes)[0]
    leaves = blobs(x, y, clumps)[1]
    shadow(img, shade_cov, 0.45)
    light = lambert(0.8 * height + 0.35 * leaves, radius / 2.2)
    tone = np.clip(0.15 + 0.85 * light * (0.6 + 0.4 * height) + 0.08 * (rng.random(x.shape) - 0.5), 0, 1)
    over(img, ramp(tone, *PALETTES[palette]), cov)


def cut(name: str, canvas: Array) -> list[Tile]:
    rows_, cols = canvas.shape[0] // TILE, canvas.shape[1] // TILE
    return [
        Tile(f"{name}/{r * cols + c}", canvas[r * TILE : (r + 1) * TILE, c * TILE : (c + 1) * TILE].copy())
        for r in range(rows_)
        for c in range(cols)
    ]


#: Big trees: stamp name → (cells on a side, palette). The crown is centred 2 px up-left of the stamp's centre.
BIG_TREES = {"bigtree-a": (2, "oak"), "bigtree-b": (2, "beech"), "oak3": (3, "oak")}


#: Single-cell trees: (palette, radius, offset of the crown from the cell centre in px). Off-centre crowns of
#: several sizes keep a wood from looking like an orchard.
TREES = (("oak", 14.0, (0, 0)), ("beech", 12.5, (-3, 2)), ("pine", 13.0, (2, -3)), ("autumn", 11.5, (3, 3)),
         ("birch", 11.0, (-4, -3)), ("oak", 10.5, (4, -4)), ("beech", 11.5, (-4, 4)), ("pine", 10.5, (4, 3)))


def tree_stamps() -> list[Tile]:
    tiles = []
    for k, (palette, radius, (dx, dy)) in enumerate(TREES):
        img = new_canvas()
        crown(img, X, Y, (15.0 + dx, 15.0 + dy), radius, palette, rng_for(f"tree/{k}"))
        tiles.append(Tile(f"tree/{k}", img))
    for k, palettes in enumerate((("oak", "beech"), ("pine", "pine", "birch"), ("autumn", "oak", "oak"))):
        img = new_canvas()
        rng = rng_for(f"trees/{k}")
        for j, palette in enumerate(palettes):
            ang = j * 2 * np.pi / len(palettes) + k
            crown(img, X, Y, (15 + 6 * np.cos(ang), 15 + 6 * np.sin(ang)), 8.5, palette, rng)
        tiles.append(Tile(f"trees/{k}", img))
    for name, (cells, palette) in BIG_TREES.items():
        x, y = grid(cells, cells)
        img = new_canvas(cells * TILE, cells * TILE)
        half = cells * TILE / 2
        crown(img, x, y, (half - 2, half - 2), half - 6, palette, rng_for(name))
        tiles += cut(name, img)
    for k in range(4):
        img = new_canvas()
        rng = rng_for(f"bush/{k}")
        for _ in range(int(rng.integers(3, 6))):
            crown(img, X, Y, (rng.uniform(8, 23), rng.uniform(8, 23)), rng.uniform(6.0, 9.0), "bush", rng)
        tiles.append(Tile(f"bush/{k}", img))
    return tiles


def boulder(img: Array, x: Array, y: Array, centre: tuple[float, float], radius: float, rng: Rng,
            tone: str = "#8c877b") -> None:
    """An irregular rock: a lumpy outline, faceted lighting, lichen spots and a shadow."""
    cx, cy = centre
    ang = np.arctan2(y - cy, x - cx)
    phases = rng.uniform(0, 2 * np.pi, 3)
    outline = radius * (1 + 0.12 * np.cos(3 * ang + phases[0]) + 0.08 * np.cos(5 * ang + phases[1]))
    d = np.hypot(x - cx, y - cy)
    height = np.clip(1 - (d / outline) ** 2, 0, 1) ** 0.6
    facets = np.round(height * 4) / 4
    shadow(img, coverage(np.hypot(x - cx - 3, y - cy - 3), outline * 0.98), 0.5)
    light = lambert(0.6 * height + 0.4 * facets, radius / 2)
    body = mix(rgb("#2e2b26"), rgb(tone), np.clip(0.25 + light, 0, 1.3) / 1.3)
    lichen = smoothstep(0.7, 0.8, fbm(rng, (4, 8), size=x.shape[0]) * 0.5 + 0.5)
    over(img, mix(body, rgb("#8a9a5a"), lichen * 0.5), coverage(d, outline))


def rock_stamps() -> list[Tile]:
    tiles = []
    for k in range(3):
        img = new_canvas()
        rng = rng_for(f"rock/{k}")
        boulder(img, X, Y, (15.5, 15.5), rng.uniform(10.5, 12.5), rng)
        tiles.append(Tile(f"rock/{k}", img))
    x, y = grid(2, 2)
    img = new_canvas(2 * TILE, 2 * TILE)
    rng = rng_for("bigrock")
    boulder(img, x, y, (30, 30), 24, rng, "#857f72")
    boulder(img, x, y, (44, 46), 11, rng, "#9a9486")
    tiles += cut("bigrock", img)
    return tiles


#: Shell holes: stamp name → cells on a side. The hole is round, centred in the stamp, rim included.
CRATERS = {"crater1": 1, "crater2": 2, "crater3": 3}


def shell_hole(img: Array, x: Array, y: Array, half: float, rng: Rng) -> None:
    """A round shell hole: a raised lip of thrown-up earth, a dark bowl whose far wall catches the light, and
    water at the bottom. Distances are in units of the hole's radius (1 = outer foot of the lip)."""
    ang = np.arctan2(y - half, x - half)
    wobble = 1 + 0.06 * np.cos(5 * ang + rng.uniform(0, 6)) + 0.04 * np.cos(9 * ang + rng.uniform(0, 6))
    r = np.hypot(x - half, y - half)
    d = r / ((half - 1.5) * wobble)
    grain = fbm(rng, (4, 8, 16), size=x.shape[0])
    towards_light = ((x - half) * -0.7 + (y - half) * -0.7) / np.maximum(r, 1e-6)  # 1 on the north-west side
    shadow(img, smoothstep(1.0, 0.85, np.hypot(x - half - 3, y - half - 3) / ((half - 1.5) * wobble)), 0.3)
    slope = np.where(d > 0.8, towards_light, -towards_light)  # outer slope faces out, inner slope faces in
    lip = ramp(0.5 + 0.4 * slope + 0.2 * grain, "#3b2c1e", "#7a6248", "#a8916f")
    over(img, lip, smoothstep(1.0, 0.9, d))
    bowl = ramp(np.clip(0.35 - 0.4 * towards_light * d - 0.3 * (1 - d / 0.62) + 0.15 * grain, 0, 1),
                "#150f0a", "#34261a", "#5e4a35")
    over(img, bowl, coverage((d - 0.62) * half, 0.0))
    over(img, ramp(0.5 + 0.4 * grain, "#26393a", "#456565"), coverage((d - 0.2 - 0.05 * grain) * half, 0.0) * 0.9)


def snag(img: Array, rng: Rng) -> None:
    """A tree shattered by shellfire: a stump and a few bare, broken limbs."""
    limbs = []
    for k in range(int(rng.integers(3, 6))):
        ang = k * 2 * np.pi / 5 + rng.uniform(-0.5, 0.5)
        ln = rng.uniform(9, 14)
        end = (16 + ln * np.cos(ang), 16 + ln * np.sin(ang))
        limbs.append(((16.0, 16.0), end, 2.0))
        fork = ang + rng.choice([-0.6, 0.6])
        limbs.append((end, (end[0] + 4 * np.cos(fork), end[1] + 4 * np.sin(fork)), 1.0))
    for dx, tone in ((2.0, None), (0.0, "#4a3b2c")):
        cov = np.zeros((TILE, TILE))
        for a, b, w in limbs:
            cov = np.maximum(cov, coverage(seg_distance(X - dx, Y - dx, a, b)[0], w))
        if tone is None:
            shadow(img, cov, 0.4)
        else:
            over(img, rgb(tone), cov)
    over(img, rgb("#2c2219"), disc(X, Y, 16, 16, 4.5))
    over(img, rgb("#9a8464"), disc(X, Y, 15.5, 15.5, 3.0))
    over(img, rgb("#6b5a44"), coverage(np.abs(np.hypot(X - 15.5, Y - 15.5) - 1.6), 0.4))


def small_stamps() -> list[Tile]:
    """Rubble, reeds, stepping stones: details laid over area terrain."""
    tiles = []
    for k in range(3):
        img = new_canvas()
        rng = rng_for(f"rubble/{k}")
        for _ in range(9):
            cx, cy = rng.uniform(5, 27, 2)
            if rng.random() < 0.45:
                ang = rng.uniform(0, np.pi)
                along = (X - cx) * np.cos(ang) + (Y - cy) * np.sin(ang)
                across = -(X - cx) * np.sin(ang) + (Y - cy) * np.cos(ang)
                brick = np.maximum(np.abs(along) - 3, np.abs(across) - 1.6)
                over(img, rgb("#1f1a16"), coverage(brick - 1.2, 0) * 0.5)
                over(img, rgb(("#8a4a34", "#9a9282", "#6b4d2e")[k]), coverage(brick, 0))
            else:
                boulder(img, X, Y, (cx, cy), rng.uniform(1.8, 3.6), rng, "#8f887a")
        tiles.append(Tile(f"rubble/{k}", img))
    for k in range(3):
        img = new_canvas()
        reeds(4)(img, rng_for(f"reeds/{k}"))
        tiles.append(Tile(f"reeds/{k}", img))
    for name, cells in CRATERS.items():
        x, y = grid(cells, cells)
        img = new_canvas(cells * TILE, cells * TILE)
        shell_hole(img, x, y, cells * TILE / 2, rng_for(name))
        tiles += cut(name, img)
    for k in range(3):
        img = new_canvas()
        snag(img, rng_for(f"snag/{k}"))
        tiles.append(Tile(f"snag/{k}", img))
    for k in range(2):
        img = new_canvas()
        rng = rng_for(f"ford/{k}")
        for cx, cy in ((8, 9), (22, 7), (15, 17), (9, 25), (24, 24)):
            boulder(img, X, Y, (cx + rng.uniform(-2, 2), cy + rng.uniform(-2, 2)), rng.uniform(3.5, 5.0), rng,
                    "#a09a8a")
        tiles.append(Tile(f"ford/{k}", img, {"terrain": "open"}))
    return tiles


def bridge_tiles() -> list[Tile]:
    """A stone bridge deck with parapets, for bridges running north-south ("v") or east-west ("h")."""
    deck = cobbles(rng_for("bridge"))
    tiles = []
    for orient, parts in (("v", ("a", "m", "b")), ("h", ("a", "m", "b"))):
        for part in parts:
            across = X if orient == "v" else Y
            img = solid(deck if orient == "v" else np.swapaxes(deck, 0, 1))
            if part != "m":
                dist = across if part == "a" else TILE - across
                stone = ramp(0.5 + 0.3 * fbm(rng_for("bridge/stone"), (8, 16)), "#6f6a60", "#a8a294", "#cfc8b8")
                if part == "a":
                    shadow(img, coverage(dist - 3, 6.0) * (dist > 6), 0.45)
                over(img, stone if orient == "v" else np.swapaxes(stone, 0, 1), coverage(dist, 6.0))
                over(img, rgb("#2a2722"), coverage(dist, 1.0))
                over(img, rgb("#2a2722"), coverage(np.abs(dist - 6.5), 0.5) * 0.8)
            tiles.append(Tile(f"bridge-{orient}/{part}", img, {"terrain": "open"}))
    return tiles


def shadow_tiles() -> list[Tile]:
    """Cast shadows east and south of a building: its roof tiles cannot paint outside their own cells."""
    depth = 6.0
    shapes = {
        "e": 1 - smoothstep(depth - 2, depth, X),
        "e-top": (1 - smoothstep(depth - 2, depth, X)) * smoothstep(depth - 2, depth, Y),
        "s": 1 - smoothstep(depth - 2, depth, Y),
        "s-left": (1 - smoothstep(depth - 2, depth, Y)) * smoothstep(depth - 2, depth, X),
        "se": (1 - smoothstep(depth - 2, depth, X)) * (1 - smoothstep(depth - 2, depth, Y)),
    }
    return [Tile(f"shadow/{k}", solid(np.zeros((TILE, TILE, 3)), v * 0.4)) for k, v in shapes.items()]


def square_tiles() -> list[Tile]:
    """The gamebook board: plain paper and ink squares, and an exit arrow laid over an edge square."""
    n = fbm(rng_for("square"), (4, 8, 16))
    border = np.minimum(np.minimum(X, TILE - X), np.minimum(Y, TILE - Y))
    tiles = []
    for colour, stops in (("white", ("#d8d0bb", "#e9e2cf", "#f4efe2")), ("black", ("#19191c", "#26262a", "#34343a"))):
        img = solid(ramp(0.5 + 0.3 * n, *stops))
        over(img, rgb("#5a5448"), coverage(border, 0.6))
        tiles.append(Tile(f"square/{colour}", img, {"square": colour}))
    arrow = np.maximum(np.abs(X - 16) * 1.2 - (Y - 5), Y - 15)  # head pointing north, at the board's edge
    stem = np.maximum(np.abs(X - 16) - 2.5, np.abs(Y - 20.5) - 6)
    img = new_canvas()
    over(img, rgb("#c0392b"), np.maximum(coverage(arrow, 0), coverage(stem, 0)) * 0.85)
    tiles.append(Tile("square/exit", img))
    return tiles


def build_tiles() -> list[Tile]:
    """The whole tileset in a fixed order (tile ids are positions in this list)."""
    tiles = grass_tiles()
    for mat in CORNERS:
        tiles += corner_tiles(mat)
    for line in LINES:
        tiles += line_tiles(line)
    return (tiles + roof_tiles() + block_tiles() + tree_stamps() + rock_stamps() + small_stamps() + bridge_tiles()
            + shadow_tiles() + square_tiles())
