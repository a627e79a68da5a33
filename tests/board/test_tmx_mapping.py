"""Terrain mappings on small maps written for each case: tile properties and classes, layers, tile collision
shapes (flipped, whole-cell, with their own class), and what is skipped or refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.board.errors import MapError
from game.board.shapes import signed_area
from game.board.table import Table
from game.board.terrain import Kind
from game.board.tmx import load_map
from game.board.tmx_mapping import IGNORE, Category, TerrainMapping

PNG = Path(__file__).resolve().parents[1] / "data" / "maps" / "tiles16.png"  # 64 x 16: four tiles
FLIP_H, FLIP_V, FLIP_D = 0x80000000, 0x40000000, 0x20000000


def write(tmp_path: Path, tiles: str = "", layers: str = "", objects: str = "", size: tuple[int, int] = (4, 3)) -> Path:
    cols, rows = size
    path = tmp_path / "other.tmx"
    path.write_text(
        f'<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" orientation="orthogonal" width="{cols}" '
        f'height="{rows}" tilewidth="16" tileheight="16">\n'
        f'<tileset firstgid="1" name="t" tilewidth="16" tileheight="16"><image source="{PNG}" width="64" '
        f'height="16"/>{tiles}</tileset>\n{layers}\n{objects}\n</map>\n'
    )
    return path


def csv_layer(rows: list[list[int]], name: str = "ground") -> str:
    data = ",\n".join(",".join(str(g) for g in row) for row in rows)
    return f'<layer id="1" name="{name}" width="{len(rows[0])}" height="{len(rows)}"><data encoding="csv">{data}' \
           f'</data></layer>'


def tile(tile_id: int, body: str, cls: str = "") -> str:
    kind = f' type="{cls}"' if cls else ""
    return f'<tile id="{tile_id}"{kind}>{body}</tile>'


def true(name: str) -> str:
    return f'<properties><property name="{name}" type="bool" value="true"/></properties>'


def shapes(*objects: str) -> str:
    return f'<objectgroup draworder="index">{"".join(objects)}</objectgroup>'


def mapping(**choices) -> TerrainMapping:
    """``class_x=...``, ``property_x=...``, ``layer_x=...``, ``tile_shapes=...``."""
    found = {}
    for key, choice in choices.items():
        category, _, name = key.partition("_")
        if category == "tile":
            found[Category.TILE_SHAPES, ""] = choice
        else:
            found[Category(category), name] = choice
    return TerrainMapping(found)


def test_a_true_tile_property_merges_its_cells_like_native_tile_terrain(tmp_path):
    path = write(tmp_path, tiles=tile(0, true("collides")) + tile(1, true("collides")),
                 layers=csv_layer([[1, 2, 0, 0], [0, 1, 0, 3], [0, 0, 0, 3]]))
    bare = load_map(path)
    assert bare.pieces == () and [(c.label, c.cells) for c in bare.conventions] == [("property collides", 3)]
    tmap = load_map(path, mapping(property_collides=Kind.BLOCKING))
    assert [(p.kind, p.name) for p in tmap.pieces] == [(Kind.BLOCKING, "blocking tiles at (0, 0)")]
    # one L of three cells (tiles 1 and 2 are the same kind); tile 3 carries nothing
    assert tmap.pieces[0].rings == (((0, 0), (2, 0), (2, 2), (1, 2), (1, 1), (0, 1)),)
    assert tmap.unmapped == ()


def test_a_tile_class_naming_a_kind_is_native_and_another_is_mapped(tmp_path):
    path = write(tmp_path, tiles=tile(0, "", cls="water") + tile(1, "", cls="lava"),
                 layers=csv_layer([[1, 0, 2, 0], [0, 0, 0, 0], [0, 0, 0, 0]]))
    bare = load_map(path)
    assert [p.kind for p in bare.pieces] == [Kind.WATER]
    assert [c.label for c in bare.unmapped] == ["class lava"]
    mapped = load_map(path, mapping(class_lava=Kind.IMPASSABLE))
    assert {p.kind for p in mapped.pieces} == {Kind.WATER, Kind.IMPASSABLE}


def test_a_tile_layer_named_in_the_mapping_is_terrain_wherever_it_shows_a_tile(tmp_path):
    path = write(tmp_path, layers=csv_layer([[1, 1, 0, 0], [0, 0, 0, 0], [0, 0, 4, 0]], name="Walls"))
    # a tile layer is listed when its name suggests terrain ("Tile Layer 1" would not be)
    assert [(c.label, c.cells) for c in load_map(path).conventions] == [("layer Walls", 3)]
    tmap = load_map(path, mapping(layer_walls=Kind.BLOCKING))
    assert [(p.kind, p.name) for p in tmap.pieces] == [(Kind.BLOCKING, "blocking tiles at (0, 0)"),
                                                       (Kind.BLOCKING, "blocking tiles at (2, 2)")]


def test_an_object_layer_without_classes_is_listed_and_mapped_and_points_are_skipped(tmp_path):
    objects = ('<objectgroup id="2" name="Collision"><object id="1" x="0" y="0" width="32" height="16"/>'
               '<object id="2" x="40" y="8"><point/></object>'
               '<object id="3" x="0" y="32"><polygon points="0,0 16,0 0,16"/></object></objectgroup>')
    path = write(tmp_path, objects=objects)
    assert [(c.label, c.objects) for c in load_map(path).conventions] == [("layer Collision", 2)]  # not the point
    tmap = load_map(path, mapping(layer_collision=Kind.BLOCKING))
    assert [p.object_id for p in tmap.pieces] == [1, 3]  # the point has no area
    assert all(p.mapped for p in tmap.pieces)  # the other game's art pictures them: the window does not draw them
    ignored = load_map(path, mapping(layer_collision=IGNORE))
    assert ignored.pieces == () and ignored.unmapped == ()


def test_a_layer_of_points_and_texts_is_no_convention_to_map(tmp_path):
    """Spawn points and labels: no mapping could make them terrain, so the window does not ask to map them."""
    objects = ('<objectgroup id="2" name="spawns" visible="0"><object id="1" x="40" y="8"><point/></object>'
               '<object id="2" x="8" y="8" width="40" height="12"><text>Gate</text></object></objectgroup>')
    tmap = load_map(write(tmp_path, objects=objects))
    assert tmap.conventions == () and tmap.unmapped == () and tmap.pieces == ()


#: Tuxemon's gaming hall draws the walls round its west room as one outline: round the room, out along a slit at
#: its top-left corner, round the outside of the walls and back (object 1 of gaming_hall.tmx, at 16, 32 px).
FRAME = ("0,0 96,0 96,128 160,128 160,80 144,80 144,96 112,96 112,48 160,48 160,0 192,0 192,16 208,16 208,0 "
         "240,0 240,-16 256,-16 256,0 272,0 272,192 0,192 0,0 -16,0 -16,224 288,224 288,-32 0,-32 -16,-32 -16,0")


def test_a_mapped_outline_that_touches_itself_is_the_area_between_its_loops(tmp_path):
    objects = f'<objectgroup id="2" name="Collisions"><object id="1" type="collision" x="16" y="32">' \
              f'<polygon points="{FRAME}"/></object></objectgroup>'
    path = write(tmp_path, objects=objects, size=(19, 16))
    (piece,) = load_map(path, mapping(class_collision=Kind.BLOCKING)).pieces
    assert sum(signed_area(part) for part in piece.parts) == pytest.approx(31744 / 256)  # px² to in²
    table = Table(load_map(path, mapping(class_collision=Kind.BLOCKING)))
    assert table.pieces_at((0.5, 5.0)) and table.pieces_at((10.0, 15.5))  # the west and south walls
    assert not table.pieces_at((3.0, 6.0))  # inside the room
    path.write_text(path.read_text().replace('type="collision"', 'type="blocking"'))
    with pytest.raises(MapError, match="self-intersecting polygon"):  # a native outline must be simple
        load_map(path)


def test_a_mapped_polygon_that_overlaps_itself_is_skipped_and_noted_but_a_native_one_is_refused(tmp_path):
    keyhole = '<polygon points="0,0 32,0 32,32 0,32 0,0 8,8 24,8 24,24 8,24 8,8"/>'  # the inner loop goes round
    # the same way as the outer one: it covers its square twice
    path = write(tmp_path, objects=f'<objectgroup id="2" name="walls"><object id="7" type="collision" x="0" '
                                   f'y="0">{keyhole}</object><object id="8" type="collision" x="48" y="0" '
                                   f'width="16" height="16"/></objectgroup>')
    tmap = load_map(path, mapping(class_collision=Kind.BLOCKING))
    assert [p.object_id for p in tmap.pieces] == [8]
    assert len(tmap.skipped) == 1 and tmap.skipped[0].startswith("object 7 in layer 'walls': self-intersecting")
    path.write_text(path.read_text().replace('type="collision"', 'type="blocking"'))
    with pytest.raises(MapError, match="object 7 in layer 'walls': self-intersecting polygon"):
        load_map(path)


HALF = shapes('<object id="1" x="0" y="0" width="8" height="16"/>')  # the left half of the cell


@pytest.mark.parametrize(("flags", "covered", "open_"), [
    (0, (1.25, 1.5), (1.75, 1.5)),  # the left half
    (FLIP_H, (1.75, 1.5), (1.25, 1.5)),
    (FLIP_V, (1.25, 1.5), (1.75, 1.5)),
    (FLIP_H | FLIP_V, (1.75, 1.5), (1.25, 1.5)),
    (FLIP_D, (1.5, 1.25), (1.5, 1.75)),  # flipped over the anti-diagonal: the top half
    (FLIP_D | FLIP_V, (1.5, 1.75), (1.5, 1.25)),
])
def test_tile_shapes_are_placed_and_flipped_with_their_tile(tmp_path, flags, covered, open_):
    path = write(tmp_path, tiles=tile(0, HALF), layers=csv_layer([[0, 0, 0, 0], [0, 1 | flags, 0, 0], [0] * 4]))
    tmap = load_map(path, mapping(tile_shapes=Kind.BLOCKING))
    (piece,) = tmap.pieces
    assert piece.source == "a collision shape of the tile in cell (1, 1) of layer 'ground'"
    table = Table(tmap)
    assert table.pieces_at(covered) and not table.pieces_at(open_)


def test_whole_cell_shapes_merge_with_their_neighbours_and_with_property_tiles(tmp_path):
    full = shapes('<object id="1" x="-0.5" y="0" width="16.5" height="16"/>')  # a hair wider: still the cell
    path = write(tmp_path, tiles=tile(0, full) + tile(1, true("solid")),
                 layers=csv_layer([[1, 1, 2, 0], [0, 0, 0, 0], [0, 0, 0, 0]]))
    tmap = load_map(path, mapping(tile_shapes=Kind.BLOCKING, property_solid=Kind.BLOCKING))
    assert [p.name for p in tmap.pieces] == ["blocking tiles at (0, 0)"]


def test_a_shape_kind_comes_from_its_class_then_the_tile_then_the_mapping(tmp_path):
    own = shapes('<object id="1" type="water" x="0" y="0" width="8" height="8"/>')  # a kind of its own
    classed = shapes('<object id="1" type="wall" x="0" y="0" width="8" height="8"/>')  # a class to map
    plain = shapes('<object id="1" x="0" y="0" width="8" height="8"/>')
    tiles = tile(0, own) + tile(1, classed) + tile(2, plain + true("solid")) + tile(3, plain)
    path = write(tmp_path, tiles=tiles, layers=csv_layer([[1, 2, 3, 4], [0] * 4, [0] * 4]))
    bare = load_map(path)
    assert [p.kind for p in bare.pieces] == [Kind.WATER]
    assert {c.label: c.cells for c in bare.conventions} == {"class wall": 1, "property solid": 1,
                                                           "tile collision shapes": 1}
    tmap = load_map(path, mapping(class_wall=Kind.BLOCKING, property_solid=Kind.LOW_WALL,
                                  tile_shapes=Kind.HINDERING))
    assert [p.kind for p in tmap.pieces] == [Kind.WATER, Kind.BLOCKING, Kind.LOW_WALL, Kind.HINDERING]
    assert [p.rings[0][0] for p in tmap.pieces] == [(0, 0), (1, 0), (2, 0), (3, 0)]


def test_a_tile_with_shapes_is_terrain_only_inside_them_even_with_a_terrain_property(tmp_path):
    body = '<properties><property name="terrain" value="blocking"/></properties>' + HALF
    path = write(tmp_path, tiles=tile(0, body), layers=csv_layer([[1, 0, 0, 0], [0] * 4, [0] * 4]))
    table = Table(load_map(path))
    assert table.pieces_at((0.25, 0.5)) and not table.pieces_at((0.75, 0.5))


def test_an_unknown_kind_in_an_unused_tile_is_still_refused(tmp_path):
    path = write(tmp_path, tiles=tile(2, '<properties><property name="terrain" value="lava"/></properties>'))
    with pytest.raises(MapError, match="unknown terrain kind 'lava'"):
        load_map(path)


@pytest.mark.parametrize(("flags", "rotation", "covered", "open_"), [
    (0, 0, (1.5, 2.0), (2.5, 2.0)),  # the object covers 1..3 x 1..3 in; its tile's shape the left half
    (FLIP_H, 0, (2.5, 2.0), (1.5, 2.0)),
    (0, 90, (2.0, 3.5), (2.0, 4.5)),  # a quarter turn clockwise about the bottom-left corner (1, 3)
])
def test_a_tile_objects_shapes_are_stretched_flipped_and_turned_with_it(tmp_path, flags, rotation, covered, open_):
    objects = (f'<objectgroup id="2" name="platforms"><object id="5" gid="{1 | flags}" x="16" y="48" width="32" '
               f'height="32" rotation="{rotation}"/></objectgroup>')
    path = write(tmp_path, tiles=tile(0, HALF), objects=objects, size=(6, 6))
    bare = load_map(path)
    assert bare.pieces == ()
    assert {c.label: c.objects for c in bare.conventions} == {"layer platforms": 1, "tile collision shapes": 1}
    tmap = load_map(path, mapping(tile_shapes=Kind.BLOCKING))
    (piece,) = tmap.pieces
    assert (piece.object_id, piece.source) == (5, "collision shape 1 of object 5 in layer 'platforms'")
    table = Table(tmap)
    assert table.pieces_at(covered) and not table.pieces_at(open_)
    assert load_map(path, mapping(layer_platforms=Kind.HINDERING)).pieces[0].kind is Kind.HINDERING


def test_a_tile_object_of_a_native_kind_is_terrain_in_its_tiles_shapes_only(tmp_path):
    objects = ('<objectgroup id="2" name="terrain"><object id="5" type="blocking" gid="1" x="0" y="16" '
               'width="16" height="16"/></objectgroup>')
    table = Table(load_map(write(tmp_path, tiles=tile(0, HALF), objects=objects)))
    assert table.pieces_at((0.25, 0.5)) and not table.pieces_at((0.75, 0.5))


def test_shape_pieces_count_against_the_limit_on_pieces(tmp_path, monkeypatch):
    monkeypatch.setattr("game.board.tmx_tiles.MAX_PIECES", 5)
    path = write(tmp_path, tiles=tile(0, HALF), layers=csv_layer([[1, 1, 1, 1], [1, 1, 0, 0], [0] * 4]))
    with pytest.raises(MapError, match="more than 5 terrain pieces"):
        load_map(path, mapping(tile_shapes=Kind.BLOCKING))


def test_a_tile_shape_that_cannot_be_terrain_is_left_out_and_noted_and_the_map_still_loads(tmp_path):
    crossing = shapes('<object id="3" x="0" y="0"><polygon points="0,0 16,16 16,0 0,16"/></object>',
                      '<object id="4" x="0" y="0" width="8" height="16"/>')
    broken = shapes('<object id="1" x="zero" y="0" width="8" height="8"/>')
    layers = csv_layer([[1, 0, 0, 0], [0] * 4, [0] * 4])
    path = write(tmp_path, tiles=tile(0, crossing) + tile(3, broken), layers=layers)
    tmap = load_map(path, mapping(tile_shapes=Kind.BLOCKING))
    assert [p.source for p in tmap.pieces] == ["a collision shape of the tile in cell (0, 0) of layer 'ground'"]
    assert tmap.skipped == (
        "object 3 of the collision shapes of tile 0 of tileset 't': self-intersecting polygon: two of its edges "
        "cross or touch",
        "object 1 of the collision shapes of tile 3 of tileset 't': 'x' must be a number, not 'zero'",
    )


def test_a_tile_collision_shape_may_be_a_template_instance_found_from_its_tileset(tmp_path):
    (tmp_path / "shapes").mkdir()
    (tmp_path / "shapes" / "full.tx").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<template><object type="wall" width="16" height="16"/></template>\n')
    (tmp_path / "shapes" / "walls.tsx").write_text(
        f'<?xml version="1.0" encoding="UTF-8"?>\n<tileset name="walls" tilewidth="16" tileheight="16">'
        f'<image source="{PNG}" width="64" height="16"/>'
        f'<tile id="0"><objectgroup><object id="1" template="full.tx" x="0" y="0"/></objectgroup></tile></tileset>\n')
    path = tmp_path / "map.tmx"
    path.write_text('<map orientation="orthogonal" width="4" height="3" tilewidth="16" tileheight="16">'
                    '<tileset firstgid="1" source="shapes/walls.tsx"/>' + csv_layer([[1, 1, 0, 0], [0] * 4, [0] * 4])
                    + "</map>")
    tmap = load_map(path, mapping(class_wall=Kind.BLOCKING))
    assert [p.name for p in tmap.pieces] == ["blocking tiles at (0, 0)"]  # whole cells, merged
    assert [(c.label, c.cells) for c in load_map(path).conventions] == [("class wall", 2)]
