"""The biggest map the loader takes, written for the load benchmark and its test.

What a generated or hostile map may hold within the loader's limits (``tmx_limits``): about 2 MB of XML and
10,000 objects, each a small piece of one of the kinds the shipped maps draw, drawn as they draw it — buildings
as rectangles (some turned), scrub as ellipses, water, hills and chasms as polygons (some concave), walls and
hedges as polylines, gates as small rectangles — one to a 1" cell of a table 100" a side, so that pieces lie
close together everywhere (thousands of narrow gaps, hills that overlap) as they never do on a map drawn by
hand. Eight deployment points make the checker flood its reachability grid.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from pathlib import Path

from game.board.tmx_limits import MAX_OBJECTS

#: Pixels a tile, and an inch: the map has 1" tiles.
TILE_PX = 32
#: Deployment points on the big map; the rest of its objects are terrain pieces.
DEPLOYMENT_POINTS = 8

#: How a piece is drawn: the attributes and children of its object, from a random source and its cell's corner.
Drawing = Callable[[random.Random, float, float], str]


def _rectangle(rng: random.Random, x: float, y: float) -> str:
    w, h = rng.uniform(0.3, 0.7) * TILE_PX, rng.uniform(0.3, 0.7) * TILE_PX
    return f'x="{x:.3f}" y="{y:.3f}" width="{w:.3f}" height="{h:.3f}" rotation="{rng.choice((0, 0, 30, 90))}">'


def _ellipse(rng: random.Random, x: float, y: float) -> str:
    w, h = rng.uniform(0.3, 0.8) * TILE_PX, rng.uniform(0.3, 0.8) * TILE_PX
    return f'x="{x:.3f}" y="{y:.3f}" width="{w:.3f}" height="{h:.3f}"><ellipse/>'


def _polygon(rng: random.Random, x: float, y: float, properties: str = "") -> str:
    """A star-shaped outline of 5 to 9 points round the cell's middle: concave where its radii differ much."""
    n = rng.randint(5, 9)
    points = " ".join(f"{r * math.cos(2 * math.pi * k / n):.3f},{r * math.sin(2 * math.pi * k / n):.3f}"
                      for k, r in enumerate(rng.uniform(0.15, 0.4) * TILE_PX for _ in range(n)))
    return f'x="{x + TILE_PX / 2:.3f}" y="{y + TILE_PX / 2:.3f}">{properties}<polygon points="{points}"/>'


def _plateau(rng: random.Random, x: float, y: float) -> str:
    """A polygon of level 2 (a hill's top, a cliff-ringed plateau)."""
    return _polygon(rng, x, y, '<properties><property name="elevation" type="int" value="2"/></properties>')


def _polyline(rng: random.Random, x: float, y: float) -> str:
    """A wall or hedge of one or two legs, 0.5" thick, as the shipped maps draw yards and churchyards."""
    legs = [(0.0, 0.0), (rng.uniform(0.3, 0.8) * TILE_PX, 0.0)]
    if rng.random() < 0.5:
        legs.append((legs[1][0], rng.uniform(0.3, 0.8) * TILE_PX))
    points = " ".join(f"{px:.3f},{py:.3f}" for px, py in legs)
    return (f'x="{x:.3f}" y="{y:.3f}"><properties><property name="thickness" type="float" value="0.5"/>'
            f'</properties><polyline points="{points}"/>')


#: The kinds the pieces take in turn, each drawn as the shipped maps draw it; the two hills side by side overlap
#: now and then.
PIECES: tuple[tuple[str, Drawing], ...] = (
    ("blocking", _rectangle),
    ("hindering", _ellipse),
    ("water", _polygon),
    ("deep_water", _polygon),
    ("elevated", _polygon),
    ("elevated", _polygon),
    ("steep", _plateau),
    ("low_wall", _polyline),
    ("obstacle", _rectangle),
    ("impassable", _polygon),
    ("hindering", _polyline),
    ("open", _rectangle),
)


def write_big_map(path: Path, objects: int = MAX_OBJECTS, seed: int = 1) -> int:
    """Write a map of ``objects`` objects to ``path`` (``DEPLOYMENT_POINTS`` of them deployment points, the rest
    terrain pieces, the same for the same seed); the number of terrain pieces it defines."""
    rng = random.Random(seed)
    pieces = objects - DEPLOYMENT_POINTS
    side = math.ceil(math.sqrt(pieces))
    lines = []
    for k in range(pieces):
        cls, draw = PIECES[k % len(PIECES)]
        corner = ((k % side + rng.uniform(0, 0.3)) * TILE_PX, (k // side + rng.uniform(0, 0.3)) * TILE_PX)
        lines.append(f' <object id="{k + 1}" name="{cls} {k + 1}" class="{cls}" {draw(rng, *corner)}</object>')
    lines.append('</objectgroup>\n<objectgroup id="2" name="deployment">')
    for d in range(DEPLOYMENT_POINTS):
        x, y = (d % 4 + 0.5) * side / 4 * TILE_PX, (d // 4 + 0.5) * side / 2 * TILE_PX
        lines.append(
            f' <object id="{pieces + d + 1}" name="deploy {d}" class="deployment" x="{x:.3f}" y="{y:.3f}">'
            f'<properties><property name="side" value="{"red" if d < 4 else "blue"}"/>'
            '<property name="profile" value="guard"/></properties><point/></object>')
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" tiledversion="1.10.2" class="skirmish_map" orientation="orthogonal" '
        f'renderorder="right-down" width="{side}" height="{side}" tilewidth="{TILE_PX}" tileheight="{TILE_PX}" '
        f'infinite="0" nextlayerid="3" nextobjectid="{objects + 1}">\n'
        f' <properties><property name="title" value="{pieces} small pieces"/></properties>\n'
        '<objectgroup id="1" name="terrain">\n' + "\n".join(lines) + "\n</objectgroup>\n</map>\n",
        encoding="utf-8")
    return pieces
