"""The maps shipped in maps/: they load with pytmx, follow the terrain format, and are exactly what
tools/make_maps.py generates (so nobody hand-edits a generated file and loses the edit on the next run)."""

from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest
import pytmx

ROOT = Path(__file__).resolve().parent.parent
MAPS = ROOT / "maps"
EXAMPLE = ROOT / "docs" / "maps" / "crossroads.tmx"  # the map maker's guide's worked example
SHIPPED = ("skirmish", "battle", "glade", "trenches", "gamebook", "fen")
KINDS = {"open", "hindering", "blocking", "elevated", "steep", "water", "deep_water", "obstacle", "low_wall",
         "impassable"}


def load(name: str) -> pytmx.TiledMap:
    return pytmx.TiledMap(str(MAPS / f"{name}.tmx"))


def terrain(tiled: pytmx.TiledMap) -> list[pytmx.TiledObject]:
    return list(tiled.get_layer_by_name("terrain"))


def crosses(a: tuple, b: tuple, c: tuple, d: tuple) -> bool:
    def side(o: tuple, p: tuple, q: tuple) -> float:
        return (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0])

    return side(a, b, c) * side(a, b, d) < 0 and side(c, d, a) * side(c, d, b) < 0


def is_simple(points: list[tuple[float, float]]) -> bool:
    """No two non-adjacent edges of the closed outline cross."""
    n = len(points)
    edges = [(points[i], points[(i + 1) % n]) for i in range(n)]
    return not any(crosses(*edges[i], *edges[j]) for i in range(n) for j in range(i + 2, n)
                   if not (i == 0 and j == n - 1))


@pytest.fixture(scope="module")
def make_maps() -> ModuleType:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        return importlib.import_module("make_maps")
    finally:
        sys.path.remove(str(ROOT / "tools"))


@pytest.mark.parametrize("name", SHIPPED)
def test_map_parses_as_an_orthogonal_map_in_inches(name: str) -> None:
    tiled = load(name)
    assert tiled.orientation == "orthogonal"
    assert isinstance(tiled.properties["inches_per_tile"], float)
    assert tiled.properties["inches_per_tile"] > 0
    assert tiled.tilewidth == tiled.tileheight == 32


@pytest.mark.parametrize("name", SHIPPED)
def test_terrain_objects_follow_the_format(name: str) -> None:
    ids = set()
    for obj in terrain(load(name)):
        where = f"{name}: object {obj.id} {obj.name!r}"
        assert obj.id not in ids, where
        ids.add(obj.id)
        assert obj.name, where
        assert getattr(obj, "class") in KINDS, where
        if getattr(obj, "class") in ("elevated", "steep"):
            assert isinstance(obj.properties["elevation"], int), where
        if hasattr(obj, "points"):
            points = [(p.x, p.y) for p in obj.points]
            if obj.closed:
                edges = zip(points, points[1:] + points[:1], strict=True)
                area = sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in edges)
                assert area > 0, where
                assert is_simple(points), where
            else:
                assert obj.properties["thickness"] > 0, where


def test_battle_has_at_least_150_pieces_covering_every_kind() -> None:
    pieces = terrain(load("battle"))
    kinds = [getattr(obj, "class") for obj in pieces]
    assert len(pieces) >= 150
    assert set(kinds) == KINDS
    assert min(kinds.count(kind) for kind in KINDS) >= 3
    assert load("battle").width >= 48 and load("battle").height >= 32


def test_water_comes_from_tiles() -> None:
    tiled = load("skirmish")
    kinds = {props.get("terrain") for props in tiled.tile_properties.values()}
    assert {"water", "deep_water"} <= kinds
    water_gids = {gid for gid, props in tiled.tile_properties.items() if props.get("terrain") == "water"}
    assert any(gid in water_gids for layer in tiled.visible_tile_layers for row in tiled.layers[layer].data
               for gid in row)


def test_gamebook_is_a_grid_of_black_and_white_squares_with_two_exits() -> None:
    tiled = load("gamebook")
    assert tiled.properties["grid"] is True
    assert (tiled.width, tiled.height) == (6, 6)
    squares = [tiled.get_tile_properties(x, y, 0)["square"] for y in range(6) for x in range(6)]
    assert set(squares) == {"white", "black"}
    exits = list(tiled.get_layer_by_name("exits"))
    assert len(exits) == 2
    assert all(getattr(obj, "class") == "exit" and obj.y == 0 for obj in exits)


def test_regenerating_gives_byte_identical_files(make_maps: ModuleType, tmp_path: Path) -> None:
    written = make_maps.main(tmp_path)
    assert {p.relative_to(tmp_path).as_posix() for p in written} == {
        "tiles/terrain.png", "tiles/terrain.tsx", "skirmish.tiled-project", *(f"{name}.tmx" for name in SHIPPED)}
    for path in written:
        assert path.read_bytes() == (MAPS / path.relative_to(tmp_path)).read_bytes(), path.name


#: The maps with terrain pieces (the gamebook board's exits are read from their layer, whatever the class: a case
#: of it here could not fail).
WITH_PIECES = [name for name in SHIPPED if name != "gamebook"]


@pytest.mark.parametrize("path", [*(MAPS / f"{name}.tmx" for name in WITH_PIECES), EXAMPLE],
                         ids=[*WITH_PIECES, "crossroads"])
def test_a_shipped_map_saved_by_tiled_1_8_keeps_its_terrain(path: Path, tmp_path: Path) -> None:
    """Tiled 1.8 (Debian 12's, Ubuntu 22.04's) reads an object's Type, not its Class, and saving drops the class:
    every shipped piece lost its kind (measured with Debian's Tiled 1.8.2, ``tiled --export-map``). Each piece
    carries its kind as the type too, which Tiled 1.9 and newer read after the class."""
    from game.board.tmx import load_map

    as_saved = re.sub(r'(<(?:map|object)\b[^>]*?) class="[^"]*"', r"\1", path.read_text(encoding="utf-8"))
    as_saved = re.sub(r'source="([^"]*)"', lambda found: f'source="{(path.parent / found[1]).resolve().as_posix()}"',
                      as_saved)  # the tileset where it is, from the copy's folder
    assert not re.search(r'<(?:map|object)\b[^>]* class="', as_saved)
    copy = tmp_path / path.name
    copy.write_text(as_saved, encoding="utf-8")
    shipped, saved = load_map(path), load_map(copy)
    assert [(p.name, p.kind) for p in saved.pieces] == [(p.name, p.kind) for p in shipped.pieces]
    assert saved.deployment == shipped.deployment
    assert shipped.pieces  # something to lose
