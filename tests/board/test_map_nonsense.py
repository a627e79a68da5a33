"""Map values that load but make no sense are refused with the file, place and reason: a tile of 1e-300 inches,
a wall a billion inches thick, two objects with one id; a tileset image's header is read without decoding it."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from game.board.errors import MapError
from game.board.image_size import MAX_IMAGE_PIXELS, ImageSizeError, check_image, image_size
from game.board.tmx import load_map

FIELD = Path(__file__).resolve().parents[1] / "data" / "scenarios" / "field.tmx"
MAPS = Path(__file__).resolve().parents[1] / "data" / "maps"
WALL = ('<object id="9" name="Wall" class="blocking" x="32" y="600"><properties><property name="thickness" '
        'type="float" value="{}"/></properties><polyline points="0,0 64,0"/></object>')


def field(tmp_path, old: str, new: str) -> Path:
    text = FIELD.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "field.tmx"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize(("old", "new", "reason"), [
    ('value="1"/>', 'value="1e-300"/>', "map properties: inches_per_tile must be from 0.01 to 120 inches, not 1e-300"),
    ('value="1"/>', 'value="1e9"/>', "inches_per_tile must be from 0.01 to 120 inches, not 1e+09"),
    ("</objectgroup>", WALL.format("1e9") + "</objectgroup>",
     "object 9 in layer 'terrain': thickness must be at most 120 inches, not 1e+09"),
    ('<object id="3"', '<object id="2"', "object 2 in layer 'terrain': object id 2 is used twice"),
])
def test_nonsense_in_a_map_is_refused(tmp_path, old, new, reason):
    with pytest.raises(MapError) as err:
        load_map(field(tmp_path, old, new))
    assert reason in str(err.value)


def test_a_thick_wall_within_reason_loads(tmp_path):
    tmap = load_map(field(tmp_path, "</objectgroup>", WALL.format("2") + "</objectgroup>"))
    assert max(p.thickness for p in tmap.pieces) == 2


def test_image_headers_give_their_size_without_decoding(tmp_path):
    assert image_size(MAPS / "tiles16.png") == (64, 16)
    gif = tmp_path / "a.gif"
    gif.write_bytes(b"GIF89a" + struct.pack("<HH", 30, 20) + b"\0" * 20)
    bmp = tmp_path / "a.bmp"
    bmp.write_bytes(b"BM" + b"\0" * 16 + struct.pack("<ii", 40, -30) + b"\0" * 10)
    jpeg = tmp_path / "a.jpg"
    jpeg.write_bytes(b"\xff\xd8\xff\xe0\x00\x04ab\xff\xc0\x00\x11\x08" + struct.pack(">HH", 50, 70) + b"\0" * 12)
    assert (image_size(gif), image_size(bmp), image_size(jpeg)) == ((30, 20), (40, 30), (70, 50))


def test_an_image_larger_than_stated_or_than_any_table_needs_is_refused(tmp_path):
    with pytest.raises(ImageSizeError, match="but its tileset says 32 × 16"):
        check_image(MAPS / "tiles16.png", (32, 16))
    huge = tmp_path / "huge.gif"
    huge.write_bytes(b"GIF89a" + struct.pack("<HH", 65535, 65535) + b"\0" * 20)
    with pytest.raises(ImageSizeError, match=f"more than the {MAX_IMAGE_PIXELS:,}"):
        check_image(huge, None)
    check_image(MAPS / "tiles16.png", (64, 16))
