"""The Tiled editor's own example maps: every orthogonal one loads, the others are refused cleanly.

They live outside the repository (read-only); set SKIRMISH_REAL_MAPS to point elsewhere.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from game.board.errors import MapError
from game.board.shapes import signed_area
from game.board.terrain import Kind
from game.board.tmx import load_map

REAL_MAPS = Path(os.environ.get("SKIRMISH_REAL_MAPS", "/work/shared/real-maps"))
pytestmark = pytest.mark.skipif(not REAL_MAPS.is_dir(), reason=f"no real Tiled maps at {REAL_MAPS}")

PLAYABLE = {
    # map: (columns, rows, tile width, tile height)
    "desert.tmx": (40, 40, 32, 32),
    "sewers.tmx": (50, 50, 24, 24),
    "orthogonal-outside.tmx": (45, 31, 16, 16),
    "perspective_walls.tmx": (32, 32, 31, 31),
    "forest/forest.tmx": (40, 16, 16, 16),
    "rpg/island.tmx": (58, 47, 16, 16),
    "sticker-knight/map/sandbox.tmx": (79, 45, 32, 32),
    "sticker-knight/map/sandbox2.tmx": (80, 31, 32, 32),
}
REFUSED = {
    "isometric_grass_and_water.tmx": "isometric",
    "isometric_staggered_grass_and_water.tmx": "staggered",  # and infinite
    "hexagonal-mini.tmx": "hexagonal",
}


@pytest.mark.parametrize("name", PLAYABLE)
def test_orthogonal_example_maps_load(name: str) -> None:
    table = load_map(REAL_MAPS / name)
    assert (table.cols, table.rows, table.tile_width, table.tile_height) == PLAYABLE[name]
    assert (table.width, table.height) == (table.cols, table.rows)  # one inch a tile by default
    assert table.pieces == ()  # none of them marks terrain
    assert table.tiled.width == table.cols and table.tiled.layers


@pytest.mark.parametrize("name", REFUSED)
def test_other_example_maps_are_refused(name: str) -> None:
    with pytest.raises(MapError) as refused:
        load_map(REAL_MAPS / name)
    reason = f"{REFUSED[name]} maps are not supported; only orthogonal maps can be played"
    assert str(refused.value) == f"{REAL_MAPS / name}: {reason}"


def test_staggered_example_is_also_refused_as_infinite(tmp_path: Path) -> None:
    text = (REAL_MAPS / "isometric_staggered_grass_and_water.tmx").read_text()
    path = tmp_path / "flat.tmx"
    path.write_text(text.replace('orientation="staggered"', 'orientation="orthogonal"'))
    with pytest.raises(MapError, match="infinite maps are not supported"):
        load_map(path)


def test_tileset_image_without_size_gets_it_from_the_png() -> None:
    (tileset,) = load_map(REAL_MAPS / "perspective_walls.tmx").tiled.tilesets
    assert (tileset.width, tileset.height) == (256, 256)


def test_templates_of_sticker_knight_are_resolved() -> None:
    tiled = load_map(REAL_MAPS / "sticker-knight/map/sandbox.tmx").tiled
    hero = tiled.get_object_by_id(58)
    assert (hero.name, hero.type, hero.width, hero.height) == ("hero", "hero", 128, 160)
    assert (hero.x, hero.y) == (45, 979.5 - 160)  # pytmx moves tile objects to their top-left
    block = tiled.get_object_by_id(111)
    assert (block.name, block.width, block.properties["density"]) == ("block", 96, 2.0)
    assert tiled.get_object_by_id(190).type == "coin"


def test_real_objects_become_terrain_when_their_class_names_a_kind(tmp_path: Path) -> None:
    """orthogonal-outside.tmx with its concave 'Fixture' polygon and its 'Trigger' ellipse made terrain."""
    text = (REAL_MAPS / "orthogonal-outside.tmx").read_text()
    shutil.copy(REAL_MAPS / "buch-outdoor.png", tmp_path)
    path = tmp_path / "outside.tmx"
    path.write_text(
        text.replace('type="Fixture"', 'type="blocking"').replace('type="Trigger"', 'type="water"')
    )
    chest, fixture = load_map(path).pieces
    assert (chest.kind, chest.name, chest.object_id, len(chest.rings[0])) == (
        Kind.WATER,
        "discover chest",
        2,
        32,
    )
    assert (fixture.kind, fixture.name, fixture.object_id) == (Kind.BLOCKING, "unreachable", 3)
    assert len(fixture.rings[0]) == 16 and len(fixture.parts) > 1
    assert sum(signed_area(part) for part in fixture.parts) == pytest.approx(signed_area(fixture.rings[0]))
    assert fixture.rings[0][0] == (2 / 16, 158 / 16)
