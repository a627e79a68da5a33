"""Bad and hostile Tiled input: every case is a MapError naming the file, the place and the reason."""

from __future__ import annotations

import base64
import gzip
import shutil
import zlib
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.board.errors import MapError
from game.board.tablemap import TableMap
from game.board.tmx import load_map
from game.board.tmx_limits import (
    MAX_COVERS,
    MAX_EXTERNAL_FILES,
    MAX_FILE_BYTES,
    MAX_GROUP_DEPTH,
    MAX_OBJECTS,
    MAX_SHAPE_POINTS,
    MAX_TILESETS,
    MAX_TOTAL_POINTS,
)

MAPS = Path(__file__).resolve().parents[1] / "data" / "maps"
PNG = MAPS / "tiles16.png"
SIZE = 'width="4" height="3" tilewidth="16" tileheight="16"'


def write_map(directory: Path, body: str, header: str = f'orientation="orthogonal" {SIZE}') -> Path:
    """A map file with the given content, next to nothing else: every file it names is absolute."""
    path = directory / "bad.tmx"
    path.write_text(
        f'<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" {header}>\n{body}\n</map>\n'
    )
    return path


def objects(xml: str, layer: str = "terrain") -> str:
    return f'<objectgroup id="1" name="{layer}">{xml}</objectgroup>'


def prop(name: str, value: str, kind: str = "string") -> str:
    return f'<properties><property name="{name}" type="{kind}" value="{value}"/></properties>'


def tileset(tiles: str = "", image: str = f'<image source="{PNG}" width="64" height="16"/>') -> str:
    return f'<tileset firstgid="1" name="t" tilewidth="16" tileheight="16">{image}{tiles}</tileset>'


def layer(data: str, size: str = 'width="4" height="3"') -> str:
    return f'<layer id="1" name="ground" {size}>{data}</layer>'


def b64(gids: list[int], compress=None) -> str:
    raw = np.array(gids, dtype="<u4").tobytes()
    return base64.b64encode(compress(raw) if compress else raw).decode()


RECT = 'x="0" y="0" width="16" height="16"'


def case(body: str, fragments: list[str], header: str = f'orientation="orthogonal" {SIZE}', *, id: str):
    """One bad map: its content, what the message must say, and its <map> attributes."""
    return pytest.param(body, fragments, header, id=id)


MAP_PROPERTY = "<properties>{}</properties>"
CASES = [
    # --- the file itself
    case(objects('<object id="1">'), ["malformed XML: mismatched tag", "line 3, column"], id="malformed"),
    case(
        '<!DOCTYPE map [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><x>&b;</x>',
        ["DOCTYPE declarations are refused", "line 3"],
        id="entity-bomb",
    ),
    case(
        '<!DOCTYPE map [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><x>&xxe;</x>',
        ["DOCTYPE declarations are refused"],
        id="external-entity",
    ),
    # --- the map header
    case(
        "",
        ["isometric maps are not supported; only orthogonal maps can be played"],
        'orientation="isometric"',
        id="isometric",
    ),
    case("", ["staggered maps are not supported"], 'orientation="staggered"', id="staggered"),
    case("", ["hexagonal maps are not supported"], 'orientation="hexagonal"', id="hexagonal"),
    case(
        "",
        ["unknown orientation: spherical maps are not supported"],
        'orientation="spherical"',
        id="unknown-orientation",
    ),
    case("", ["infinite maps are not supported"], f'infinite="1" {SIZE}', id="infinite"),
    case(
        layer('<data encoding="csv"><chunk x="0" y="0" width="4" height="3">0</chunk></data>'),
        ["infinite maps are not supported"],
        id="chunks",
    ),
    case(
        "",
        ["the map is too large: 5,000 × 3 tiles", "at most 4,096 a side"],
        'width="5000" height="3" tilewidth="16" tileheight="16"',
        id="too-wide",
    ),
    case(
        "",
        ["the map is too large: 1,100 × 1,000 tiles", "1,000,000 in all"],
        'width="1100" height="1000" tilewidth="16" tileheight="16"',
        id="too-many-cells",
    ),
    case(
        "",
        ["'width' must be between 1 and"],
        'width="0" height="3" tilewidth="16" tileheight="16"',
        id="zero-width",
    ),
    case(
        "",
        ["'tilewidth' must be an integer, not 'wide'"],
        'width="4" height="3" tilewidth="wide" tileheight="16"',
        id="text-tile-width",
    ),
    case("", ["'height' attribute is missing"], 'width="4" tilewidth="16" tileheight="16"', id="no-height"),
    # --- map properties
    case(
        MAP_PROPERTY.format('<property name="inches_per_tile" value="big"/>'),
        ["map properties", "inches_per_tile must be a number, not 'big'"],
        id="inches-text",
    ),
    case(
        MAP_PROPERTY.format('<property name="inches_per_tile" value="nan"/>'),
        ["inches_per_tile must be a finite number"],
        id="inches-nan",
    ),
    case(
        MAP_PROPERTY.format('<property name="inches_per_tile" type="float" value="inf"/>'),
        ["inches_per_tile must be a finite number"],
        id="inches-inf",
    ),
    case(
        MAP_PROPERTY.format('<property name="inches_per_tile" type="float" value="0"/>'),
        ["inches_per_tile must be from 0.01 to 120 inches, not 0"],
        id="inches-zero",
    ),
    case(
        MAP_PROPERTY.format('<property name="inches_per_tile" value="-1"/>'),
        ["inches_per_tile must be from 0.01 to 120 inches, not -1"],
        id="inches-negative",
    ),
    case(  # 800 inches a side took 900 MB to check and to route across
        MAP_PROPERTY.format('<property name="inches_per_tile" type="float" value="2"/>'),
        ['map properties: the table would be 400" × 20" (200 × 10 tiles of 2"): a table is at most 300" a side',
         "set the map property inches_per_tile smaller"],
        'orientation="orthogonal" width="200" height="10" tilewidth="16" tileheight="16"',
        id="table-too-long",
    ),
    case(
        MAP_PROPERTY.format('<property name="rules" type="class" propertytype="Rules"><properties>'
                            '<property name="turns" type="int" value="many"/></properties></property>'),
        ["map properties", "custom property 'rules.turns' is of type int but its value 'many' is not a whole number"],
        id="class-property-member-not-an-int",
    ),
    case(
        MAP_PROPERTY.format('<property name="grid" type="bool" value="maybe"/>'),
        ["map properties", "custom property 'grid' is of type bool but its value 'maybe' is not true or false"],
        id="bool-property-not-a-bool",
    ),
    # --- tilesets and images
    case(
        '<tileset firstgid="1" source="nowhere.tsx"/>',
        ["tileset 'nowhere.tsx'", "tileset file not found", "nowhere.tsx"],
        id="missing-tileset-file",
    ),
    case(  # a name too long for the file system raised OSError
        f'<tileset firstgid="1" source="{"x" * 300}.tsx"/>',
        ["tileset file ", "…: not a usable file name (File name too long)"],
        id="tileset-file-name-too-long",
    ),
    case(
        '<tileset firstgid="1" source="tiles.tsj"/>',
        ["only .tsx tileset files can be read"],
        id="json-tileset",
    ),
    case(
        tileset(image=f'<image source="{"x" * 300}.png" width="64" height="16"/>'),
        ["tileset 't'", "image ", "…: not a usable file name (File name too long)"],
        id="image-name-too-long",
    ),
    case(
        tileset(image='<image source="nowhere.png" width="64" height="16"/>'),
        ["tileset 't'", "image not found", "nowhere.png"],
        id="missing-tileset-image",
    ),
    case(
        tileset(image="", tiles='<tile id="0"><image source="gone.png"/></tile>'),
        ["tile 0 of tileset 't'", "image not found", "gone.png"],
        id="missing-tile-image",
    ),
    case(
        tileset(image=f'<image source="{MAPS / "terrain16.tsx"}"/>'),
        ["has no width/height in the tileset and is not a PNG"],
        id="sizeless-non-png-image",
    ),
    case(
        tileset(image='<image format="png"><data encoding="base64">iVBORw0K</data></image>'),
        ["an image without a source file"],
        id="embedded-image",
    ),
    case(
        tileset(image=f'<image source="{PNG}" width="100000" height="100000"/>'),
        ["more than the 65,536 a tileset may hold"],
        id="tileset-too-many-tiles",
    ),
    case(
        '<tileset name="t" tilewidth="16" tileheight="16"/>',
        ["'firstgid' attribute is missing"],
        id="no-firstgid",
    ),
    case(
        tileset(tiles=f'<tile id="1">{prop("terrain", "lava")}</tile>'),
        ["tile 1 of tileset 't'", "unknown terrain kind 'lava'"],
        id="tile-unknown-kind",
    ),
    case(
        tileset(
            tiles=f'<tile id="1">{prop("terrain", "elevated")}</tile>'
            f'<tile id="2"><properties><property name="terrain" value="steep"/>'
            f'<property name="elevation" value="2.5"/></properties></tile>'
        ),
        ["tile 2 of tileset 't'", "elevation must be a whole level"],
        id="tile-elevation-fraction",
    ),
    # --- tile layers
    case(
        tileset() + layer('<data encoding="csv">1,1,1,1,1</data>'),
        ["layer 'ground'", "the layer data has 5 cells, the map 12"],
        id="csv-too-short",
    ),
    case(
        tileset() + layer('<data encoding="csv">1,1,1,1,1,1,1,1,1,1,1,x</data>'),
        ["CSV layer data holds something other than tile numbers"],
        id="csv-garbage",
    ),
    case(
        tileset() + layer('<data encoding="csv">1,1,1,1,1,1,1,1,1,1,1,-1</data>'),
        ["tile number out of range"],
        id="csv-negative",
    ),
    case(
        tileset() + layer('<data encoding="csv">1,99,1,1,1,1,1,1,1,1,1,1</data>'),
        ["layer 'ground'", "cell (1, 0) shows tile 99, which no tileset defines"],
        id="unknown-gid",
    ),
    case(
        tileset()
        + layer(f'<data encoding="base64" compression="gzip">{b64([0] * 1_000_000, gzip.compress)}</data>'),
        ["the layer data has more than 12 cells, the map 12"],
        id="gzip-bomb",
    ),
    case(
        tileset()
        + layer(
            f'<data encoding="base64" compression="zlib">{b64([1] * 12, lambda raw: zlib.compress(raw)[:-4])}'
            "</data>"
        ),
        ["the zlib layer data is truncated"],
        id="zlib-truncated",
    ),
    case(
        tileset() + layer(f'<data encoding="base64" compression="zlib">{b64([1] * 12)}</data>'),
        ["the zlib layer data is corrupt"],
        id="zlib-corrupt",
    ),
    case(
        tileset() + layer(f'<data encoding="base64">{b64([1] * 11)}</data>'),
        ["the layer data has 11 cells, the map 12"],
        id="base64-short",
    ),
    case(tileset() + layer('<data encoding="base64">!!!!</data>'), ["not valid base64"], id="bad-base64"),
    case(
        tileset() + layer(f'<data encoding="base64" compression="zstd">{b64([1] * 12)}</data>'),
        ["compression 'zstd' is not supported"],
        id="zstd",
    ),
    case(
        tileset() + layer('<data><tile gid="1"/></data>'),
        ["encoding None", "is not supported"],
        id="xml-tiles",
    ),
    case(tileset() + layer(""), ["the tile layer has no <data>"], id="no-data"),
    case(
        tileset() + layer('<data encoding="csv">1,1,1,1,1,1,1,1,1</data>', 'width="3" height="3"'),
        ["the layer is 3 x 3 tiles, the map 4 x 3"],
        id="layer-size",
    ),
    # --- objects
    case(
        objects(f'<object id="7" class="lava" {RECT}/>', "Terrain"),
        ["object 7 in layer 'Terrain'", "object 7 (class 'lava')", "is not terrain"],
        id="unknown-kind",
    ),
    case(
        objects(f'<object id="8" {RECT}/>'),
        ["object 8 (class '')", "is not terrain"],
        id="no-class-in-terrain-layer",
    ),
    case(  # by its name too, as Tiled lists it
        objects(f'<object id="8" name="Broken thing" {RECT}/>'),
        ["object 8 “Broken thing” (class '')", "is not terrain"],
        id="no-class-named",
    ),
    case(
        objects(f'<object id="8" class="blockng" {RECT}/>'),
        ["object 8 (class 'blockng')", "is not terrain", "did you mean 'blocking'?"],
        id="mistyped-kind",
    ),
    case(
        objects(f'<object id="9" {RECT}>{prop("terrain", "Hindring")}</object>', "scenery"),
        ["unknown terrain kind 'Hindring': did you mean 'hindering'?"],
        id="mistyped-terrain-property",
    ),
    case(
        objects(f'<object id="9" {RECT}>{prop("terrain", "lava")}</object>', "scenery"),
        ["object 9 in layer 'scenery'", "unknown terrain kind 'lava'"],
        id="unknown-terrain-property",
    ),
    case(
        objects(
            '<object id="3" class="blocking" x="0" y="0"><polygon points="0,0 10,10 10,0 0,10"/></object>'
        ),
        ["object 3", "self-intersecting polygon"],
        id="self-intersecting",
    ),
    case(
        objects('<object id="4" class="blocking" x="0" y="0"><polygon points="0,0 5,5 10,10"/></object>'),
        ["object 4", "zero-area polygon"],
        id="zero-area",
    ),
    case(
        objects('<object id="4" class="blocking" x="0" y="0"><polygon points="0,0 5,5"/></object>'),
        ["a polygon needs at least 3 distinct points, this one has 2"],
        id="two-point-polygon",
    ),
    case(
        objects('<object id="4" class="blocking" x="0" y="0"><polygon points="3,3"/></object>'),
        ["a polygon needs at least 3 distinct points, this one has 1"],  # it said 0: the point was its own closer
        id="one-point-polygon",
    ),
    case(
        objects('<object id="5" class="water" x="0" y="0" width="0" height="8"><ellipse/></object>'),
        ["object 5", "an ellipse needs a width and a height above 0, not 0 x 8"],
        id="flat-ellipse",
    ),
    case(
        objects('<object id="6" class="water" x="0" y="0" width="8" height="0"/>'),
        ["rectangle needs a width and a height above 0"],
        id="flat-rectangle",
    ),
    case(
        objects('<object id="6" class="water" x="0" y="0"/>'),
        ["rectangle needs a width"],
        id="sizeless-rectangle",
    ),
    case(
        objects('<object id="6" class="water" x="0" y="0" width="-8" height="8"/>'),
        ["rectangle needs a width"],
        id="negative-rectangle",
    ),
    case(
        objects('<object id="6" class="blocking" gid="1" x="0" y="16" width="0" height="16"/>'),
        ["tile object needs a width"],
        id="flat-tile-object",
    ),
    case(
        objects('<object id="2" class="low_wall" x="0" y="0"><polyline points="3,3"/></object>'),
        ["object 2", "a polyline needs at least 2 distinct points, this one has 1"],
        id="one-point-line",
    ),
    case(
        objects('<object id="2" class="low_wall" x="0" y="0"><polyline points="3,3 3,3"/></object>'),
        ["at least 2 distinct points"],
        id="repeated-point-line",
    ),
    case(
        objects('<object id="2" class="low_wall" x="0" y="0"><polyline points=""/></object>'),
        ["at least 2 distinct points, this one has 0"],
        id="empty-line",
    ),
    case(
        objects('<object id="1" class="blocking" x="left" y="0" width="8" height="8"/>'),
        ["object 1", "'x' must be a number, not 'left'"],
        id="text-x",
    ),
    case(
        objects('<object id="1" class="blocking" x="nan" y="0" width="8" height="8"/>'),
        ["'x' must be a finite number"],
        id="nan-x",
    ),
    case(
        objects('<object id="1" class="blocking" x="0" y="-inf" width="8" height="8"/>'),
        ["'y' must be a finite number"],
        id="inf-y",
    ),
    case(
        objects('<object id="1" class="blocking" x="1e300" y="0" width="8" height="8"/>'),
        ["'x' must be a finite number within"],
        id="huge-x",
    ),
    case(
        objects('<object id="1" class="blocking" x="0" y="0" width="8" height="8" rotation="nan"/>'),
        ["'rotation' must be a finite number"],
        id="nan-rotation",
    ),
    case(
        objects('<object id="1" class="blocking" x="0" y="0"><polygon points="0,0 inf,0 0,9"/></object>'),
        ["a point's x must be a finite number"],
        id="inf-point",
    ),
    case(
        objects('<object id="1" class="blocking" x="0" y="0"><polygon points="0,0 9 0,9"/></object>'),
        ["the polygon point '9' is not 'x,y'"],
        id="bad-point",
    ),
    case(
        objects(f'<object id="x1" class="blocking" {RECT}/>'),
        ["'id' must be an integer, not 'x1'"],
        id="text-id",
    ),
    case(
        objects('<object id="1" class="blocking" x="5" y="5"><point/></object>'),
        ["object 1", "a point object cannot be terrain"],
        id="point-terrain",
    ),
    case(
        objects(f'<object id="1" class="blocking" {RECT}><text>hi</text></object>'),
        ["a text object cannot be terrain"],
        id="text-terrain",
    ),
    case(
        objects(f'<object id="1" class="elevated" {RECT}>{prop("elevation", "1.5")}</object>'),
        ["object 1", "elevation must be a whole level from 1 to 1000, not '1.5'"],
        id="elevation-fraction",
    ),
    case(
        objects(f'<object id="1" class="steep" {RECT}>{prop("elevation", "nan")}</object>'),
        ["elevation must be a finite number"],
        id="elevation-nan",
    ),
    case(
        objects(f'<object id="1" class="steep" {RECT}>{prop("elevation", "high")}</object>'),
        ["elevation must be a number, not 'high'"],
        id="elevation-text",
    ),
    case(
        objects(f'<object id="1" class="steep" {RECT}>{prop("elevation", "0", "int")}</object>'),
        ["elevation must be a whole level"],
        id="elevation-zero",
    ),
    case(
        objects(f'<object id="1" class="steep" {RECT}>{prop("elevation", "true", "bool")}</object>'),
        ["elevation must be a number, not True"],
        id="elevation-bool",
    ),
    case(
        objects(f'<object id="1" class="steep" {RECT}>{prop("elevation", "x", "int")}</object>'),
        ["object 1", "custom property 'elevation' is of type int but its value 'x' is not a whole number"],
        id="elevation-bad-int",
    ),
    case(
        objects(f'<object id="1" class="steep" {RECT}>{prop("elevation", "1.5", "int")}</object>'),
        ["object 1", "custom property 'elevation' is of type int but its value '1.5' is not a whole number"],
        id="elevation-int-with-a-fraction",
    ),
    case(
        objects(
            '<object id="2" class="low_wall" x="0" y="0">'
            + prop("thickness", "0")
            + '<polyline points="0,0 9,0"/></object>'
        ),
        ["thickness must be above 0 inches"],
        id="thickness-zero",
    ),
    case(
        objects(
            '<object id="2" class="low_wall" x="0" y="0">'
            + prop("thickness", "inf", "float")
            + '<polyline points="0,0 9,0"/></object>'
        ),
        ["thickness must be a finite number"],
        id="thickness-inf",
    ),
    # --- deployment
    case(
        objects(
            f'<object id="5" name="p" x="0" y="0">{prop("profile", "scout")}<point/></object>', "deployment"
        ),
        ["object 5 in layer 'deployment'", "deployment point 5 ('p') needs a 'side'"],
        id="deployment-no-side",
    ),
    case(
        objects(f'<object id="6" x="0" y="0">{prop("side", "red")}<point/></object>', "Deployment"),
        ["deployment point 6 ('deployment #6') needs a 'profile'"],
        id="deployment-no-profile",
    ),
    case(
        objects(
            '<object id="6" x="0" y="0"><properties><property name="side" value="red"/>'
            '<property name="profile" value="scout"/><property name="facing" value="nan"/>'
            "</properties><point/></object>",
            "deployment",
        ),
        ["facing must be a finite number"],
        id="deployment-nan-facing",
    ),
    case(  # a gamebook exit's middle names its square: a size of nan took the window down where it was read
        objects('<object id="4" class="exit" x="16" y="0" width="nan" height="16"/>', "exits"),
        ["object 4 in layer 'exits'", "'width' must be a finite number", "'nan'"],
        id="exit-nan-width",
    ),
    # --- templates
    case(
        objects('<object id="3" template="nowhere.tx" x="0" y="0"/>'),
        ["object 3", "object template not found", "nowhere.tx"],
        id="missing-template",
    ),
    case(
        objects(f'<object id="3" template="{MAPS / "templates" / "rock.tx"}" x="0" y="0"/>'),
        ["uses the tileset", "which the map does not include"],
        id="template-tileset-missing",
    ),
    # --- what only pytmx trips over
    case(
        tileset()
        + layer(
            '<data encoding="csv">1,1,1,1,1,1,1,1,1,1,1,1</data>', 'width="4" height="3" visible="maybe"'
        ),
        ["pytmx could not read the map: ValueError"],
        id="pytmx-error",
    ),
]


@pytest.mark.parametrize(("body", "fragments", "header"), CASES)
def test_bad_map_is_refused_with_file_place_and_reason(
    tmp_path: Path, body: str, fragments: list[str], header: str
) -> None:
    path = write_map(tmp_path, body, header)
    with pytest.raises(MapError) as refused:
        load_map(path)
    assert refused.value.path == str(path)
    message = str(refused.value)
    assert message.startswith(f"{path}: ")
    for fragment in fragments:
        assert fragment in message


def refused(path: Path, *fragments: str, file: Path | None = None) -> None:
    """Loading ``path`` raises a MapError about ``file`` (by default the map) that says every fragment."""
    with pytest.raises(MapError) as error:
        load_map(path)
    message = str(error.value)
    assert error.value.path == str(file or path)
    assert message.startswith(f"{file or path}: ")
    for fragment in fragments:
        assert fragment in message


def test_missing_file(tmp_path: Path) -> None:
    refused(tmp_path / "nowhere.tmx", "Tiled map not found")


def test_directory_instead_of_a_file(tmp_path: Path) -> None:
    refused(tmp_path, "Tiled map is not a regular file")


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_endless_device_instead_of_a_file() -> None:
    refused(Path("/dev/zero"), "Tiled map is not a regular file")


def test_file_too_large_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "huge.tmx"
    with path.open("wb") as f:
        f.truncate(MAX_FILE_BYTES + 1)  # sparse: costs no disk
    refused(path, "Tiled map is too large", f"more than the {MAX_FILE_BYTES:,} a file may hold")


def test_utf16_and_other_non_utf8_files(tmp_path: Path) -> None:
    path = write_map(tmp_path, "")
    path.write_bytes(path.read_text().encode("utf-16"))
    refused(path, "not UTF-8 text")
    path.write_bytes(b'<?xml version="1.0"?>\n<map orientation="orthogonal" \xe9/>')
    refused(path, "not UTF-8 text", "line 2")


def test_nul_bytes_are_malformed_xml(tmp_path: Path) -> None:
    path = write_map(tmp_path, "")
    path.write_text(path.read_text().replace("<map", "<map\0"))
    refused(path, "malformed XML", "line 2, column")


def test_file_that_is_not_a_map(tmp_path: Path) -> None:
    path = tmp_path / "tileset.tmx"
    shutil.copy(MAPS / "terrain16.tsx", path)
    refused(path, "not a Tiled map: the root element is <tileset>, not <map>")


def test_malformed_external_tileset_names_the_tileset_file_and_line(tmp_path: Path) -> None:
    tsx = tmp_path / "broken.tsx"
    tsx.write_text(
        '<?xml version="1.0"?>\n<tileset name="b" tilewidth="16" tileheight="16">\n<tile id="0">\n</tileset>'
    )
    path = write_map(tmp_path, '<tileset firstgid="1" source="broken.tsx"/>')
    refused(path, "malformed XML: mismatched tag", "line 4, column", file=tsx)


def test_entity_bomb_in_an_external_tileset(tmp_path: Path) -> None:
    tsx = tmp_path / "bomb.tsx"
    tsx.write_text('<?xml version="1.0"?>\n<!DOCTYPE t [<!ENTITY a "a">]>\n<tileset name="&a;"/>')
    path = write_map(tmp_path, '<tileset firstgid="1" source="bomb.tsx"/>')
    refused(path, "DOCTYPE declarations are refused", "line 2", file=tsx)


def test_unknown_class_outside_the_terrain_layer_is_not_terrain(tmp_path: Path) -> None:
    path = write_map(
        tmp_path, objects(f'<object id="7" class="lava" {RECT}/><object id="8" {RECT}/>', "scenery")
    )
    assert load_map(path).pieces == ()


def test_too_many_objects(tmp_path: Path) -> None:
    many = "".join(f'<object id="{i}" class="NPC" {RECT}/>' for i in range(MAX_OBJECTS + 1))
    refused(write_map(tmp_path, objects(many, "scenery")), f"more than {MAX_OBJECTS:,} objects")


def test_too_many_points_in_one_shape(tmp_path: Path) -> None:
    points = " ".join(f"{i},{i % 2}" for i in range(MAX_SHAPE_POINTS + 1))
    body = objects(f'<object id="4" class="low_wall" x="0" y="0"><polyline points="{points}"/></object>')
    refused(write_map(tmp_path, body), "object 4", f"more than {MAX_SHAPE_POINTS:,} points")


def test_too_many_points_in_the_map(tmp_path: Path) -> None:
    points = " ".join(f"{i},{i % 2}" for i in range(MAX_SHAPE_POINTS))
    lines = "".join(
        f'<object id="{i}" class="low_wall" x="0" y="0"><polyline points="{points}"/></object>'
        for i in range(MAX_TOTAL_POINTS // MAX_SHAPE_POINTS + 1)
    )
    refused(write_map(tmp_path, objects(lines)), f"more than {MAX_TOTAL_POINTS:,} points")


def test_properties_of_custom_classes_are_read_as_their_members_wherever_they_are(tmp_path: Path) -> None:
    """Tiled 1.8 and newer write a property of a custom class with the members the map sets inside it. On the
    map or an object the map was refused ('cannot be read: give it a plain type'); on a layer or a tile pytmx's
    own KeyError or TypeError came out ('pytmx could not read the map: KeyError: 'Foo''), naming no place."""
    def member(name: str) -> str:
        return (f'<property name="{name}" type="class" propertytype="Foo"><properties>'
                '<property name="n" type="int" value="3"/><property name="inner" type="class" propertytype="Bar">'
                '<properties><property name="on" type="bool" value="true"/></properties></property>'
                '</properties></property>')

    tiles = f'<tile id="0"><properties>{member("of_tile")}</properties></tile>'
    body = (f'<properties>{member("of_map")}<property name="title" value="Classes"/></properties>'
            + tileset(tiles) + f'<layer id="2" name="ground" width="4" height="3"><properties>{member("of_layer")}'
            '</properties><data encoding="csv">1,1,1,1,1,1,1,1,1,1,1,1</data></layer>'
            f'<objectgroup id="1" name="terrain"><properties>{member("of_group")}</properties>'
            f'<object id="1" class="blocking" {RECT}><properties>{member("of_object")}'
            '<property name="unnamed" type="class"/></properties></object></objectgroup>')
    tmap = load_map(write_map(tmp_path, body))
    members = {"n": 3, "inner": {"on": True}}
    assert tmap.properties == {"of_map": members, "title": "Classes"}
    assert tmap.pieces[0].properties == {"of_object": members, "unnamed": {}}
    assert tmap.tiled.layers[0].name == "ground"


def test_group_layers_nested_too_deep(tmp_path: Path) -> None:
    depth = MAX_GROUP_DEPTH + 1
    body = '<group name="g">' * depth + objects("") + "</group>" * depth
    refused(write_map(tmp_path, body), f"nested more than {MAX_GROUP_DEPTH:,} deep")


def test_group_layers_within_the_limit_are_entered_with_their_offsets(tmp_path: Path) -> None:
    inner = objects(f'<object id="1" class="water" {RECT}/>')
    body = '<group name="a" offsetx="16"><group name="b" offsety="32">' + inner + "</group></group>"
    (piece,) = load_map(write_map(tmp_path, body)).pieces
    assert piece.rings == (((1.0, 2.0), (2.0, 2.0), (2.0, 3.0), (1.0, 3.0)),)


def test_too_many_tilesets(tmp_path: Path) -> None:
    body = "".join(
        f'<tileset firstgid="{i + 1}" name="t{i}" tilewidth="16" tileheight="16"/>'
        for i in range(MAX_TILESETS + 1)
    )
    refused(write_map(tmp_path, body), f"more than {MAX_TILESETS:,} tilesets")


def test_too_many_external_files(tmp_path: Path) -> None:
    for i in range(MAX_EXTERNAL_FILES + 1):
        (tmp_path / f"t{i}.tx").write_text('<template><object class="NPC" width="8" height="8"/></template>')
    body = "".join(
        f'<object id="{i}" template="t{i}.tx" x="0" y="0"/>' for i in range(MAX_EXTERNAL_FILES + 1)
    )
    refused(
        write_map(tmp_path, objects(body, "scenery")), f"more than {MAX_EXTERNAL_FILES:,} files"
    )


def test_too_many_cells_over_all_tile_layers(tmp_path: Path) -> None:
    size = 'width="1000" height="1000" tilewidth="16" tileheight="16"'
    body = "".join(f'<layer id="{i}" name="l{i}" width="1000" height="1000"/>' for i in range(5))
    refused(write_map(tmp_path, body, f'orientation="orthogonal" {size}'), "layer 'l4'",
            "more than 4,000,000 cells in all")


def test_too_fragmented_tile_terrain(tmp_path: Path) -> None:
    n = 700  # a checkerboard of water: 245,000 single cells, on a table of 280 inches a side
    checker = (np.indices((n, n)).sum(axis=0) % 2 + 1).ravel().tolist()
    body = MAP_PROPERTY.format('<property name="inches_per_tile" type="float" value="0.4"/>') + \
        f'<tileset firstgid="1" source="{MAPS / "terrain16.tsx"}"/>' + layer(
        f'<data encoding="base64" compression="zlib">{b64(checker, zlib.compress)}</data>',
        f'width="{n}" height="{n}"',
    )
    size = f'width="{n}" height="{n}" tilewidth="16" tileheight="16"'
    refused(
        write_map(tmp_path, body, f'orientation="orthogonal" {size}'), "too fragmented", "over 200,000 runs of cells"
    )


def test_objects_piled_over_tile_terrain_are_refused_before_they_are_measured(tmp_path: Path) -> None:
    """Every overlap of a tile region with an object is measured: ten thousand objects piled over a checkerboard
    of water tiles were 50 million of them, and the loader hung for hours. Past MAX_COVERS it says why at once."""
    n = 60  # a checkerboard of water: 1,800 single cells, under 60 objects over the whole map: 108,000 overlaps
    checker = (np.indices((n, n)).sum(axis=0) % 2 * 2).ravel().tolist()  # gid 2: the water tile
    whole = f'x="0" y="0" width="{16 * n}" height="{16 * n}"'
    body = f'<tileset firstgid="1" source="{MAPS / "terrain16.tsx"}"/>' + layer(
        f'<data encoding="base64" compression="zlib">{b64(checker, zlib.compress)}</data>',
        f'width="{n}" height="{n}"',
    ) + objects("".join(f'<object id="{i + 1}" class="hindering" {whole}/>' for i in range(60)))
    size = f'width="{n}" height="{n}" tilewidth="16" tileheight="16"'
    assert MAX_COVERS < 108_000
    refused(write_map(tmp_path, body, f'orientation="orthogonal" {size}'),
            f"overlap in more than {MAX_COVERS:,} places")


FUZZED = [
    "shapes.tmx",
    "templated.tmx",
    "tiles_gzip.tmx",
    "tiles_csv.tmx",
    "terrain16.tsx",
    "templates/rock.tx",
]
MAP_OF = {"terrain16.tsx": "tiles_csv.tmx", "templates/rock.tx": "templated.tmx"}


@given(
    name=st.sampled_from(FUZZED),
    edits=st.lists(
        st.tuples(
            st.floats(0, 1, exclude_max=True),
            st.sampled_from(["replace", "insert", "delete"]),
            st.sampled_from([*b'<>"=/,.-0123456789e ', 0, 0xFF, *b"&#;x!n"]),
        ),
        min_size=1,
        max_size=6,
    ),
)
@settings(max_examples=400, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
def test_mangled_files_load_or_raise_map_error_only(
    tmp_path_factory: pytest.TempPathFactory, name: str, edits: list[tuple[float, str, int]]
) -> None:
    directory = tmp_path_factory.mktemp("fuzz")
    shutil.copytree(MAPS, directory, dirs_exist_ok=True)
    data = bytearray((directory / name).read_bytes())
    for where, edit, byte in edits:
        at = int(where * len(data))
        if edit == "replace":
            data[at] = byte
        elif edit == "insert":
            data.insert(at, byte)
        else:
            del data[at : at + 1 + byte % 8]
    (directory / name).write_bytes(bytes(data))
    try:
        table = load_map(directory / MAP_OF.get(name, name))
    except MapError as e:
        assert str(e)
    else:
        assert isinstance(table, TableMap)


def test_every_wrong_terrain_object_is_reported_at_once(tmp_path):
    """A generated map with 145 crossed polygons was refused at the first, so its maker fixed one a run: now the
    error names the first and holds the others, and the checker lists each."""
    import pickle

    from game.rules.check import check_file

    path = write_map(tmp_path, objects(
        '<object id="3" class="blocking" x="0" y="0"><polygon points="0,0 10,10 10,0 0,10"/></object>'
        '<object id="4" class="blocking" x="0" y="0"><polygon points="0,0 5,5 10,10"/></object>'
        '<object id="5" class="water" x="0" y="0" width="8" height="8"/>'
        '<object id="6" class="lava" x="0" y="0" width="8" height="8"/>'))
    with pytest.raises(MapError) as err:
        load_map(path)
    assert err.value.place == "object 3 in layer 'terrain'" and "self-intersecting polygon" in err.value.reason
    assert [e.place for e in err.value.also] == ["object 4 in layer 'terrain'", "object 6 in layer 'terrain'"]
    assert str(err.value).endswith("(and 2 more: object 4 in layer 'terrain', object 6 in layer 'terrain')")
    assert str(pickle.loads(pickle.dumps(err.value))) == str(err.value)  # from a worker process, whole
    errors = check_file(path).errors
    assert ["self-intersecting" in errors[0].text, "zero-area" in errors[1].text, "not terrain" in errors[2].text] \
        == [True, True, True] and len(errors) == 3
