"""Render shipped maps to PNG (tile art, and tile art with the terrain objects outlined) and check them.

    .venv/bin/python tools/preview_maps.py [OUT_DIR] [MAP.tmx ...]    # default: /tmp/maps, every maps/*.tmx

For each map writes ``<name>.png`` (what the table looks like) and ``<name>-objects.png`` (objects outlined and
tinted by kind, to see that art and objects agree), then prints the pieces per kind and any polygon that is not
simple or has no area. Reads the objects from the TMX XML because pytmx reports ellipses as rectangles.
"""

from __future__ import annotations

import math
import os
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

KIND_COLOURS = {
    "open": (255, 255, 255), "hindering": (60, 220, 60), "blocking": (240, 40, 40), "elevated": (250, 190, 40),
    "steep": (200, 90, 20), "water": (80, 200, 255), "deep_water": (30, 80, 255), "obstacle": (255, 100, 230),
    "low_wall": (170, 120, 255), "impassable": (20, 20, 20), "exit": (255, 255, 0),
}

Point = tuple[float, float]


def shape_points(obj: ET.Element) -> tuple[str, list[Point]]:
    """An object's outline in pixels: ("polygon" | "polyline" | "ellipse" | "rect", points)."""
    x, y = float(obj.get("x", 0)), float(obj.get("y", 0))
    w, h = float(obj.get("width", 0)), float(obj.get("height", 0))
    for tag in ("polygon", "polyline"):
        child = obj.find(tag)
        if child is not None:
            pts = [tuple(map(float, p.split(","))) for p in child.get("points", "").split()]
            return tag, [(x + px, y + py) for px, py in pts]
    if obj.find("ellipse") is not None:
        return "ellipse", [(x + w / 2 + w / 2 * math.cos(a / 24 * math.tau), y + h / 2 + h / 2 * math.sin(
            a / 24 * math.tau)) for a in range(24)]
    rot = math.radians(float(obj.get("rotation", 0)))
    c, s = math.cos(rot), math.sin(rot)
    return "rect", [(x + u * c - v * s, y + u * s + v * c) for u, v in ((0, 0), (w, 0), (w, h), (0, h))]


def polygon_problems(points: list[Point]) -> list[str]:
    """Why a polygon is unusable: zero area or two non-adjacent edges crossing."""
    n = len(points)
    area = 0.5 * sum(points[i][0] * points[(i + 1) % n][1] - points[(i + 1) % n][0] * points[i][1]
                     for i in range(n))
    problems = [] if abs(area) > 1e-6 else ["zero area"]

    def cross(o: Point, a: Point, b: Point) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    for i in range(n):
        a, b = points[i], points[(i + 1) % n]
        for j in range(i + 2, n):
            if i == 0 and j == n - 1:
                continue
            c, d = points[j], points[(j + 1) % n]
            if cross(a, b, c) * cross(a, b, d) < 0 and cross(c, d, a) * cross(c, d, b) < 0:
                problems.append(f"edges {i} and {j} cross")
    return problems


def render(tmx: Path, out_dir: Path) -> Counter:
    import pygame
    import pytmx
    from pytmx.util_pygame import load_pygame

    pygame.init()
    pygame.display.set_mode((1, 1))
    tiled = load_pygame(str(tmx))
    size = (tiled.width * tiled.tilewidth, tiled.height * tiled.tileheight)
    table = pygame.Surface(size)
    table.fill((40, 40, 40))
    for layer in tiled.visible_layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            for x, y, image in layer.tiles():
                table.blit(image, (x * tiled.tilewidth, y * tiled.tileheight))
    pygame.image.save(table, str(out_dir / f"{tmx.stem}.png"))

    overlay = pygame.Surface(size, pygame.SRCALPHA)
    counts: Counter = Counter()
    for group in ET.parse(tmx).getroot().iter("objectgroup"):
        for obj in group.iter("object"):
            kind = obj.get("class", "")
            counts[(group.get("name"), kind)] += 1
            colour = KIND_COLOURS.get(kind, (255, 0, 255))
            tag, pts = shape_points(obj)
            if tag == "polyline":
                thick = next((float(p.get("value", 0)) for p in obj.iter("property")
                              if p.get("name") == "thickness"), 0)
                width = max(2, round(thick * 32 / float(tiled.properties.get("inches_per_tile", 1))))
                pygame.draw.lines(overlay, (*colour, 110), False, pts, width)
                pygame.draw.lines(overlay, (*colour, 255), False, pts, 1)
                continue
            if tag == "polygon":
                for problem in polygon_problems(pts):
                    print(f"{tmx.name}: object {obj.get('id')} {obj.get('name')!r}: {problem}")
            pygame.draw.polygon(overlay, (*colour, 70), pts)
            pygame.draw.polygon(overlay, (*colour, 255), pts, 2)
    table.blit(overlay, (0, 0))
    pygame.image.save(table, str(out_dir / f"{tmx.stem}-objects.png"))
    return counts


def main(argv: list[str]) -> None:
    out_dir = Path(argv[0]) if argv else Path("/tmp/maps")
    out_dir.mkdir(parents=True, exist_ok=True)
    maps = [Path(a) for a in argv[1:]] or sorted((Path(__file__).resolve().parent.parent / "maps").glob("*.tmx"))
    for tmx in maps:
        counts = render(tmx, out_dir)
        terrain = {kind: n for (layer, kind), n in counts.items() if layer == "terrain"}
        print(f"{tmx.name}: {sum(terrain.values())} terrain pieces")
        for kind in KIND_COLOURS:
            if kind in terrain:
                print(f"  {kind:<11} {terrain[kind]:>4}")
        others = {key: n for key, n in counts.items() if key[0] != "terrain"}
        for (layer, kind), n in sorted(others.items()):
            print(f"  layer {layer!r}: {n} × {kind}")


if __name__ == "__main__":
    main(sys.argv[1:])
