"""The Tiled loader on small hand-written maps (tests/data/maps): shapes, kinds, tiles, templates, deployment.

Coordinates are checked exactly: the maps use pixel values that are whole inches or simple fractions.
"""

from __future__ import annotations

import math
import subprocess
import sys
from pathlib import Path

import pymunk
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.board.shapes import signed_area
from game.board.tablemap import TableMap
from game.board.terrain import DeploymentPoint, Kind, TerrainPiece
from game.board.tmx import load_map

MAPS = Path(__file__).resolve().parents[1] / "data" / "maps"
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def shapes() -> TableMap:
    return load_map(MAPS / "shapes.tmx")


def by_object(table: TableMap, object_id: int) -> TerrainPiece:
    return next(p for p in table.pieces if p.object_id == object_id)


def inside_part(piece: TerrainPiece, point: tuple[float, float]) -> bool:
    """Whether a point lies strictly inside one of the piece's convex parts, as pymunk sees them."""
    body = pymunk.Body(body_type=pymunk.Body.STATIC)
    shapes = [pymunk.Poly(body, part) for part in piece.parts]
    for shape in shapes:
        shape.cache_bb()  # a shape outside a space must be told where its body is
    return any(shape.point_query(point).distance < -1e-9 for shape in shapes)


def is_convex(part: tuple[tuple[float, float], ...]) -> bool:
    n = len(part)
    turns = [
        (part[i][0] - part[i - 1][0]) * (part[(i + 1) % n][1] - part[i][1])
        - (part[i][1] - part[i - 1][1]) * (part[(i + 1) % n][0] - part[i][0])
        for i in range(n)
    ]
    return all(t >= -1e-9 for t in turns)


def test_size_in_inches_scales_x_by_tile_width_and_y_by_tile_height(shapes: TableMap) -> None:
    assert (shapes.cols, shapes.rows, shapes.tile_width, shapes.tile_height) == (20, 16, 16, 8)
    assert shapes.inches_per_tile == 2.0
    assert (shapes.width, shapes.height) == (40.0, 32.0)
    assert shapes.to_inches(16, 8) == (2.0, 2.0)
    assert shapes.properties["title"] == "Shapes"


def test_inches_per_tile_defaults_to_one() -> None:
    table = load_map(MAPS / "tiles_csv.tmx")
    assert table.inches_per_tile == 1.0
    assert (table.width, table.height) == (6.0, 5.0)


def test_rectangle_in_inches(shapes: TableMap) -> None:
    tower = by_object(shapes, 1)
    assert (tower.kind, tower.name, tower.source) == (Kind.BLOCKING, "Tower", "object 1 in layer 'Terrain'")
    assert tower.rings == (((2.0, 2.0), (6.0, 2.0), (6.0, 6.0), (2.0, 6.0)),)
    assert tower.parts == tower.rings
    assert tower.bbox == (2.0, 2.0, 6.0, 6.0)


def test_rectangle_rotated_a_quarter_turn_clockwise_around_its_top_left(shapes: TableMap) -> None:
    # 16 x 8 px at (80, 8) px, turned 90 degrees: it now hangs down to the left of its top-left corner
    assert by_object(shapes, 2).rings == (((10.0, 2.0), (10.0, 6.0), (9.0, 6.0), (9.0, 2.0)),)


def test_rectangle_rotated_30_degrees(shapes: TableMap) -> None:
    c, s = math.cos(math.radians(30)), math.sin(math.radians(30))
    corners_px = [(0, 0), (32, 0), (32, 16), (0, 16)]
    expected = [((160 + x * c - y * s) / 8, (40 + x * s + y * c) / 4) for x, y in corners_px]
    (ring,) = by_object(shapes, 3).rings
    assert [c for p in ring for c in p] == pytest.approx([c for p in expected for c in p])
    assert ring[1] == pytest.approx((20 + 4 * c, 10 + 8 * s))


def test_ellipse_is_a_32_gon_in_its_box(shapes: TableMap) -> None:
    pond = by_object(shapes, 4)  # 32 x 16 px at (0, 40): a circle of radius 2 inches around (2, 12)
    (ring,) = pond.rings
    assert len(ring) == 32
    for x, y in ring:
        assert math.hypot(x - 2, y - 12) == pytest.approx(2.0)
    assert pond.parts == pond.rings
    assert 0.99 * math.pi * 4 < signed_area(ring) < math.pi * 4


def test_concave_polygon_is_split_into_convex_parts_not_hulled(shapes: TableMap) -> None:
    crag = by_object(shapes, 5)
    assert crag.kind is Kind.IMPASSABLE
    assert crag.rings == (((12.0, 10.0), (16.0, 10.0), (16.0, 18.0), (14.0, 14.0), (12.0, 18.0)),)
    assert len(crag.parts) >= 2
    assert all(is_convex(part) and signed_area(part) > 0 for part in crag.parts)
    assert sum(signed_area(part) for part in crag.parts) == pytest.approx(signed_area(crag.rings[0])) == 24.0
    assert not inside_part(crag, (14.0, 17.0))  # in the notch: the hull would cover it
    assert inside_part(crag, (13.0, 11.0))
    assert inside_part(crag, (15.5, 16.0))


def test_polygon_drawn_the_other_way_round_is_reoriented(shapes: TableMap) -> None:
    triangle = by_object(shapes, 12)
    assert set(triangle.rings[0]) == {(25.0, 25.0), (25.0, 29.0), (27.0, 25.0)}
    assert signed_area(triangle.rings[0]) == 4.0
    assert signed_area(triangle.parts[0]) == 4.0


def test_polyline_is_a_thin_piece_with_its_thickness(shapes: TableMap) -> None:
    wall = by_object(shapes, 6)
    assert wall.is_thin and wall.rings == () and wall.parts == ()
    assert wall.line == ((0.0, 20.0), (4.0, 20.0), (4.0, 24.0))
    assert wall.thickness == 0.5
    hedge = by_object(shapes, 7)
    assert (hedge.kind, hedge.name, hedge.thickness) == (Kind.OBSTACLE, "Hedge", 0.25)
    assert hedge.line == ((0.0, 25.0), (2.0, 25.0))


def test_elevation_defaults_to_one_and_only_elevated_kinds_have_one(shapes: TableMap) -> None:
    assert (by_object(shapes, 8).kind, by_object(shapes, 8).elevation) == (Kind.ELEVATED, 1)
    assert (by_object(shapes, 9).kind, by_object(shapes, 9).elevation) == (Kind.STEEP, 3)
    assert (by_object(shapes, 10).kind, by_object(shapes, 10).elevation) == (Kind.WATER, 0)
    assert by_object(shapes, 10).properties["elevation"] == 5


def test_tile_object_hangs_from_its_bottom_left_and_inherits_its_tile(shapes: TableMap) -> None:
    rock = by_object(shapes, 11)  # 16 x 8 px, bottom-left at (128, 72) px
    assert rock.rings == (((16.0, 16.0), (18.0, 16.0), (18.0, 18.0), (16.0, 18.0)),)
    assert (rock.kind, rock.name, rock.properties) == (Kind.BLOCKING, "blocking #11", {"terrain": "blocking"})


def test_tile_object_turns_around_its_bottom_left(shapes: TableMap) -> None:
    # 16 x 8 px standing on (240, 40) px, turned 90 degrees clockwise: it now hangs down right of that corner
    assert by_object(shapes, 13).rings == (((31.0, 10.0), (31.0, 14.0), (30.0, 14.0), (30.0, 10.0)),)


def test_kind_from_class_type_or_terrain_property(shapes: TableMap) -> None:
    assert by_object(shapes, 1).kind is Kind.BLOCKING  # class (Tiled >= 1.9)
    assert by_object(shapes, 4).kind is Kind.WATER  # type (older Tiled)
    assert by_object(shapes, 5).kind is Kind.IMPASSABLE  # terrain property, no class
    assert by_object(shapes, 23).kind is Kind.OPEN  # terrain property beats the class "Trigger"
    assert by_object(shapes, 22).kind is Kind.DEEP_WATER  # "Deep Water"


def test_objects_of_other_classes_are_not_terrain(shapes: TableMap) -> None:
    assert sorted(p.object_id for p in shapes.pieces) == [*range(1, 14), 22, 23]
    assert [p.id for p in shapes.pieces] == list(range(15))  # ids are indices


def test_layer_offset_moves_objects(shapes: TableMap) -> None:
    # the Scenery layer is offset by (8, 4) px = (1, 1) inch
    assert by_object(shapes, 22).rings == (((1.0, 31.0), (3.0, 31.0), (3.0, 33.0), (1.0, 33.0)),)
    assert by_object(shapes, 22).source == "object 22 in layer 'Scenery'"


def test_every_ring_and_part_has_positive_area(shapes: TableMap) -> None:
    for piece in shapes.pieces:
        for polygon in (*piece.rings, *piece.parts):
            assert signed_area(polygon) > 0, piece.name


def test_deployment_points(shapes: TableMap) -> None:
    red, blue = shapes.deployment
    assert red == DeploymentPoint(30, "Red 1", (2.0, 4.0), side="red", profile="infantry", facing=90.0)
    assert blue == DeploymentPoint(
        31, "deployment #31", (4.0, 8.0), side="blue", profile="scout", facing=45.0
    )


def test_pytmx_map_is_kept_with_images_as_absolute_file_references(shapes: TableMap) -> None:
    tiled = shapes.tiled
    assert tiled.width == 20 and len(tiled.tilesets) == 1
    # the terrain layer's objects that are no pictures are the loader's alone: nothing draws them (pictures_only)
    terrain = next(layer for layer in tiled.objectgroups if layer.name == "Terrain")
    assert shapes.pieces[0].name == "Tower" and all(obj.gid for obj in terrain)
    image = next(i for i in tiled.images if i)
    assert image[0] == str(MAPS / "tiles16.png")


EXPECTED_TILE_PIECES = [
    # kind, elevation, source cell, rings, number of rectangles
    (Kind.WATER, 0, (0, 0), (((0, 0), (4, 0), (4, 3), (0, 3)), ((1, 1), (1, 2), (3, 2), (3, 1))), 4),
    (Kind.ELEVATED, 2, (5, 1), (((5, 1), (6, 1), (6, 3), (5, 3)),), 1),
    (Kind.BLOCKING, 0, (0, 4), (((0, 4), (1, 4), (1, 5), (0, 5)),), 1),
    (Kind.BLOCKING, 0, (2, 4), (((2, 4), (3, 4), (3, 5), (2, 5)),), 1),  # flipped tile: same terrain
]


@pytest.mark.parametrize("encoding", ["csv", "base64", "zlib", "gzip"])
def test_tile_terrain_merges_cells_into_pieces_in_every_encoding(encoding: str) -> None:
    table = load_map(MAPS / f"tiles_{encoding}.tmx")  # an external .tsx whose image has no size
    got = [(p.kind, p.elevation, p.source, p.rings, len(p.parts)) for p in table.pieces]
    want = [
        (kind, elevation, f"tiles of layer 'ground' around cell {cell}", rings, parts)
        for kind, elevation, cell, rings, parts in EXPECTED_TILE_PIECES
    ]
    assert got == want
    water = table.pieces[0]
    assert signed_area(water.rings[0]) == 12 and signed_area(water.rings[1]) == -2  # outer ring, hole
    assert sum(signed_area(part) for part in water.parts) == 10
    assert water.properties == {"terrain": "water"}
    assert table.tiled.tilesets[0].width == 64  # read from the PNG for pytmx
    assert len(table.tiled.layers[0].data) == 5 and len(table.tiled.layers[0].data[0]) == 6


def test_templates_are_merged_into_their_objects() -> None:
    table = load_map(MAPS / "templated.tmx")
    rock, big_rock, pond = table.pieces
    assert (rock.kind, rock.name) == (Kind.BLOCKING, "rock")
    assert rock.rings == (((1.0, 1.0), (3.0, 1.0), (3.0, 3.0), (1.0, 3.0)),)  # template size, tile anchor
    assert rock.properties == {"terrain": "blocking", "cover": "heavy", "note": "from the template"}
    assert big_rock.name == "big rock"
    assert big_rock.rings == (((4.0, 2.0), (8.0, 2.0), (8.0, 6.0), (4.0, 6.0)),)
    assert big_rock.properties["note"] == "from the instance"
    assert (pond.kind, pond.name, len(pond.rings[0])) == (Kind.WATER, "pond", 32)
    # pytmx sees the merged object, and the template's gid 4 as the map's gid 8 (terrain16 starts at 5 here)
    tiled_rock = table.tiled.get_object_by_id(1)
    assert (tiled_rock.name, tiled_rock.width, tiled_rock.height) == ("rock", 32, 32)
    assert table.tiled.tiledgidmap[tiled_rock.gid] == 8


@given(
    x=st.integers(-200, 400),
    y=st.integers(-200, 400),
    width=st.integers(1, 300),
    height=st.integers(1, 300),
    rotation=st.floats(-720, 720, allow_nan=False),
    shape=st.sampled_from(["", "<ellipse/>"]),
)
@settings(max_examples=60, deadline=None)
def test_rotated_rectangles_and_ellipses_have_positive_parts_covering_their_area(
    tmp_path_factory: pytest.TempPathFactory,
    x: int,
    y: int,
    width: int,
    height: int,
    rotation: float,
    shape: str,
) -> None:
    path = tmp_path_factory.mktemp("rect") / "one.tmx"
    path.write_text(
        '<map orientation="orthogonal" width="10" height="10" tilewidth="16" tileheight="8">'
        '<properties><property name="inches_per_tile" value="1.5"/></properties>'
        f'<objectgroup name="terrain"><object id="1" class="blocking" x="{x}" y="{y}" width="{width}" '
        f'height="{height}" rotation="{rotation!r}">{shape}</object></objectgroup></map>'
    )
    (piece,) = load_map(path).pieces
    area = signed_area(piece.rings[0])
    assert all(signed_area(part) > 0 for part in piece.parts)
    assert sum(signed_area(part) for part in piece.parts) == pytest.approx(area)
    if not shape:
        assert area == pytest.approx(width * height * (1.5 / 16) * (1.5 / 8))
        assert piece.rings[0][0] == pytest.approx((x * 1.5 / 16, y * 1.5 / 8))  # the pivot stays put


def test_two_hundred_objects_of_every_shape_all_load(tmp_path: Path) -> None:
    """Every shape kind, many times over (how fast is `python -m game.bench board`'s business, not a test's)."""
    shapes = [
        '<object id="{i}" class="blocking" x="{x}" y="{y}" width="40" height="20" rotation="{i}"/>',
        '<object id="{i}" class="water" x="{x}" y="{y}" width="40" height="20"><ellipse/></object>',
        '<object id="{i}" class="hindering" x="{x}" y="{y}"><polygon points="0,0 40,0 40,40 20,20 0,40"/>'
        "</object>",
        '<object id="{i}" class="low_wall" x="{x}" y="{y}"><polyline points="0,0 30,5 60,0"/></object>',
    ]
    objects = "".join(shapes[i % 4].format(i=i, x=i * 7 % 900, y=i * 13 % 600) for i in range(1, 201))
    path = tmp_path / "many.tmx"
    path.write_text(
        '<map orientation="orthogonal" width="48" height="36" tilewidth="24" tileheight="24">'
        f'<tileset firstgid="1" source="{MAPS / "terrain16.tsx"}"/>'
        f'<objectgroup name="terrain">{objects}</objectgroup></map>'
    )
    table = load_map(path)
    assert len(table.pieces) == 200
    assert {piece.kind for piece in table.pieces} == {"blocking", "water", "hindering", "low_wall"}


def test_loading_a_map_does_not_import_pygame_and_leaves_pytmx_pygame_loader_usable() -> None:
    script = (
        "import sys\n"
        "from game.board.tmx import load_map\n"
        f"load_map({str(MAPS / 'shapes.tmx')!r})\n"
        "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
        "from pytmx.util_pygame import load_pygame\n"
        "assert 'pygame' in sys.modules\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert "cannot import pygame" not in done.stderr


def test_a_name_or_title_written_over_several_lines_reads_on_one(tmp_path):
    """Tiled keeps a line break typed in an object's name (``&#10;``) and in a multi-line text property: the map's
    title and the barn's name stood over the line below them in the window."""
    path = tmp_path / "lines.tmx"
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" orientation="orthogonal" renderorder="right-down"'
        ' width="8" height="8" tilewidth="32" tileheight="32" infinite="0"><properties>'
        '<property name="title">The old\n   mill</property></properties>'
        '<objectgroup id="1" name="terrain"><object id="1" name="Red&#10;barn" class="blocking" x="64" y="64"'
        ' width="64" height="64"/></objectgroup></map>\n', encoding="utf-8")
    tmap = load_map(path)
    assert tmap.properties["title"] == "The old mill" and tmap.pieces[0].name == "Red barn"
