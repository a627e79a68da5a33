"""Maps made for other games (tests/data/maps/other-games, see its README for sources and licences): their own
conventions read as terrain through a mapping, and the line of fire stops at their walls."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.board.sight_plain import plain_line
from game.board.table import Base, Table
from game.board.terrain import Kind
from game.board.tmx import load_map
from game.board.tmx_mapping import IGNORE, Category, Convention, TerrainMapping, suggest

OTHER = Path(__file__).resolve().parents[1] / "data" / "maps" / "other-games"
SCOOP = OTHER / "tuxemon" / "maps" / "scoop1.tmx"  # Tuxemon: a shop floor, 21 x 15 tiles of 16 px
STORE = OTHER / "tuxemon" / "maps" / "gadget_store1.tmx"
CAVE = OTHER / "geste" / "RPG" / "assets" / "cave.tmx"  # GESTE: collision shapes drawn on tiles

TUXEMON = TerrainMapping({(Category.CLASS, "collision"): Kind.BLOCKING,
                          (Category.CLASS, "collision-line"): Kind.OBSTACLE,
                          (Category.CLASS, "event"): IGNORE})


def conventions(tmap) -> dict[str, tuple[int, int, object]]:
    return {c.label: (c.objects, c.cells, c.choice) for c in tmap.conventions}


def sight(table: Table, a: tuple[float, float], b: tuple[float, float]):
    for name, at in (("a", a), ("b", b)):
        table.remove(name) if name in table.bases else None
        table.add(Base(name, at[0], at[1], 0.0, 1.0, 180.0))
    return plain_line(table, "a", "b")


def test_a_tuxemon_map_lists_its_conventions_and_has_no_terrain_of_its_own():
    tmap = load_map(SCOOP)
    assert tmap.pieces == ()
    assert conventions(tmap) == {"class collision": (9, 0, None), "class collision-line": (3, 0, None),
                                 "class event": (3, 0, None)}
    assert tmap.unmapped == tmap.conventions


def test_a_mapped_tuxemon_map_has_its_walls_as_terrain():
    tmap = load_map(SCOOP, TUXEMON)
    kinds = [p.kind for p in tmap.pieces]
    assert kinds.count(Kind.BLOCKING) == 9 and kinds.count(Kind.OBSTACLE) == 3 and len(kinds) == 12
    assert tmap.unmapped == () and tmap.skipped == ()
    counter = {p.kind for p in Table(tmap).pieces_at((10.0, 7.0))}  # the counter, 8-12 x 4-11 in
    assert counter == {Kind.BLOCKING}
    assert Table(tmap).pieces_at((19.5, 2.5)) == []  # the teleport event by the stairs is not terrain


@pytest.mark.parametrize(("a", "b", "stop"), [
    ((6.5, 5.0), (13.0, 5.0), (8.0, 5.0)),  # across the counter (8-12 x 4-11 in)
    ((12.5, 12.5), (20.4, 12.5), (14.0, 12.5)),  # into the shelves (14-20 x 8-14)
    ((1.5, 10.0), (1.5, 2.0), (1.5, 5.0)),  # north along the west wall, into the bench (1-4 x 4-5)
])
def test_lines_stop_at_the_tuxemon_walls(a, b, stop):
    seen = sight(Table(load_map(SCOOP, TUXEMON)), a, b)
    assert not seen.seen and seen.blocker.kind == "blocking"
    assert seen.blocker.point == pytest.approx(stop, abs=0.6)


@pytest.mark.parametrize(("a", "b"), [
    ((7.0, 12.5), (13.0, 12.5)),  # below the counter, before the shelves
    ((5.0, 3.5), (17.5, 3.5)),  # along the top wall, above the counter and the case (both start at y 4)
    ((7.0, 5.0), (7.0, 12.0)),  # between the cabinet (to x 6) and the counter (from x 8)
])
def test_lines_between_the_tuxemon_walls_are_clear(a, b):
    assert sight(Table(load_map(SCOOP, TUXEMON)), a, b).seen


def test_unmapped_the_same_lines_are_all_clear():
    table = Table(load_map(SCOOP))
    assert sight(table, (6.5, 5.0), (13.0, 5.0)).seen


def test_another_tuxemon_map_with_the_same_mapping():
    tmap = load_map(STORE, TUXEMON)
    assert [p.kind for p in tmap.pieces] == [Kind.BLOCKING] * 4
    assert tmap.unmapped == ()


def test_names_match_without_case_and_ignore_wins_over_the_layer():
    mapping = TerrainMapping({(Category.CLASS, "COLLISION"): Kind.IMPASSABLE,
                              (Category.LAYER, "collisions"): Kind.BLOCKING,
                              (Category.CLASS, "Event"): IGNORE, (Category.LAYER, "event"): Kind.BLOCKING})
    tmap = load_map(SCOOP, mapping)
    assert {p.kind for p in tmap.pieces} == {Kind.IMPASSABLE, Kind.BLOCKING}  # collision-lines: their layer
    assert sum(p.kind is Kind.BLOCKING for p in tmap.pieces) == 3


def test_geste_tile_collision_shapes_become_terrain():
    bare = load_map(CAVE)
    assert bare.pieces == ()
    assert conventions(bare) == {"tile collision shapes": (0, 108, None), "layer collisions": (0, 108, None),
                                 "layer gates": (1, 0, None)}  # its point is no terrain to map
    tmap = load_map(CAVE, TerrainMapping({(Category.TILE_SHAPES, ""): Kind.BLOCKING, (Category.LAYER, "gates"): IGNORE,
                                          (Category.LAYER, "collisions"): Kind.BLOCKING}))
    assert tmap.unmapped == () and {p.kind for p in tmap.pieces} == {Kind.BLOCKING}
    table = Table(tmap)
    whole = [p for p in tmap.pieces if p.source.startswith("tiles of layer 'collisions'")]
    assert len(whole) == 2 and len(tmap.pieces) == 19  # 89 full cells merge into 2 pieces; 17 partial shapes
    assert table.pieces_at((0.5, 14.5)) and table.pieces_at((19.5, 0.5)) == []  # wall; the empty top rows
    # tile 2 (gid 3875) blocks only the top half of its cell: cells (13..18, 5)
    assert table.pieces_at((13.5, 5.25)) and not table.pieces_at((13.5, 5.75))
    # tile 6 (gid 3879) at (2, 8): a polygon over the lower left of the cell
    assert table.pieces_at((2.1, 8.9)) and not table.pieces_at((2.9, 8.1))
    assert not table.pieces_at((5.0, 10.0))  # the cave floor


def test_lines_stop_at_geste_tile_shapes_and_pass_the_open_half():
    table = Table(load_map(CAVE, TerrainMapping({(Category.TILE_SHAPES, ""): Kind.BLOCKING})))
    blocked = sight(table, (5.0, 7.5), (5.0, 3.0))  # north, into the walls of row 5-7
    assert not blocked.seen
    assert sight(table, (4.0, 10.5), (14.0, 10.5)).seen  # along the cave floor


@pytest.mark.parametrize(("name", "expected"), [
    ("collision", Kind.BLOCKING), ("Solid", Kind.BLOCKING), ("walls", Kind.BLOCKING),
    ("collision-line", Kind.OBSTACLE), ("Water", Kind.WATER), ("deep_water", Kind.DEEP_WATER),
    ("event", IGNORE), ("npc", IGNORE), ("Trees", Kind.HINDERING),
])
def test_suggestions(name, expected):
    assert suggest(Convention(Category.CLASS, name, 1, 0, None)) == expected
    assert suggest(Convention(Category.TILE_SHAPES, "", 0, 4, None)) == Kind.BLOCKING


def test_ignoring_the_geste_collision_layer_ignores_the_shapes_of_its_tiles():
    ignored = TerrainMapping({(Category.TILE_SHAPES, ""): Kind.BLOCKING, (Category.LAYER, "collisions"): IGNORE})
    assert load_map(CAVE, ignored).pieces == ()  # what a layer says speaks for its tiles, and they for their shapes


def test_a_map_with_its_own_terrain_layer_lists_no_tile_layer_by_its_name():
    """Our maps paint water on a tile layer named "water" and draw the terrain on the terrain layer: the layer's
    name is no convention to map there (it was listed as one, with "Map terrain reads them as terrain")."""
    ours = load_map(Path(__file__).resolve().parents[2] / "maps" / "skirmish.tmx")
    assert any(layer.name == "water" for layer in ours.tiled.visible_layers)
    assert ours.conventions == () and ours.unmapped == ()
    scoop = load_map(SCOOP)  # a Tuxemon map, no terrain layer: its conventions are listed still
    assert scoop.unmapped
