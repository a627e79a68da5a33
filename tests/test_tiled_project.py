"""maps/skirmish.tiled-project: the custom types Tiled offers map makers are the kinds and defaults the loader
knows, and the shipped maps use them."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from game.board.terrain import Kind
from game.board.tmx import load_map

ROOT = Path(__file__).resolve().parent.parent
PROJECT = ROOT / "maps" / "skirmish.tiled-project"


@pytest.fixture(scope="module")
def types() -> dict[str, dict]:
    project = json.loads(PROJECT.read_text(encoding="utf-8"))
    listed = project["propertyTypes"]
    assert len({t["id"] for t in listed}) == len(listed)
    return {t["name"]: t for t in listed}


def members(t: dict) -> dict[str, object]:
    return {m["name"]: m["value"] for m in t["members"]}


def test_the_terrain_enum_is_the_loaders_list_of_kinds(types: dict[str, dict]) -> None:
    enum = types["TerrainKind"]
    assert enum["type"] == "enum" and enum["storageType"] == "string"
    assert enum["values"] == [kind.value for kind in Kind]


def test_every_kind_is_an_object_class_and_every_object_class_but_deployment_a_kind(types: dict[str, dict]) -> None:
    object_classes = {name for name, t in types.items() if t["type"] == "class" and "object" in t["useAs"]}
    assert object_classes == {kind.value for kind in Kind} | {"deployment"}
    for kind in Kind:
        assert set(members(types[kind.value])) == ({"elevation", "thickness", "ground"} if kind.is_elevated
                                                      else {"thickness", "ground"})


def test_defaults_left_out_by_tiled_are_what_the_loader_reads(types: dict[str, dict], tmp_path: Path) -> None:
    """Tiled writes a class member only once it differs from its default: a map using the project's defaults
    (nothing written) must load as if they had been written."""
    elevated, wall, point = members(types["elevated"]), members(types["low_wall"]), members(types["deployment"])
    assert members(types["skirmish_map"])["inches_per_tile"] == 1.0
    path = tmp_path / "defaults.tmx"
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<map version="1.10" class="skirmish_map" orientation="orthogonal" renderorder="right-down" width="4" '
        'height="4" tilewidth="32" tileheight="32" infinite="0" nextlayerid="3" nextobjectid="4">\n'
        ' <objectgroup id="1" name="terrain">\n'
        '  <object id="1" name="hill" class="elevated" x="0" y="0" width="64" height="64"/>\n'
        '  <object id="2" name="wall" class="low_wall" x="0" y="96"><polyline points="0,0 96,0"/></object>\n'
        ' </objectgroup>\n'
        ' <objectgroup id="2" name="deployment">\n'
        '  <object id="3" name="p" class="deployment" x="64" y="64"><properties>'
        '<property name="side" value="red"/><property name="profile" value="guard"/></properties><point/></object>\n'
        ' </objectgroup>\n'
        '</map>\n',
        encoding="utf-8",
    )
    tmap = load_map(path)
    assert tmap.inches_per_tile == 1.0 and tmap.width == 4.0
    hill, low_wall = tmap.pieces
    assert (hill.kind, hill.elevation) == (Kind.ELEVATED, elevated["elevation"])
    assert (low_wall.kind, low_wall.thickness) == (Kind.LOW_WALL, wall["thickness"])
    assert tmap.deployment[0].facing == point["facing"]


def test_the_shipped_maps_and_tileset_use_the_types(types: dict[str, dict]) -> None:
    kinds = set(types["TerrainKind"]["values"])
    for path in sorted((ROOT / "maps").glob("*.tmx")):
        root = ET.parse(path).getroot()
        assert root.get("class") == "skirmish_map", path.name
        assert set(members(types["skirmish_map"])) >= {p.get("name") for p in root.iterfind("properties/property")}
        for obj in root.iterfind("objectgroup[@name='terrain']/object"):
            assert obj.get("class") in types, (path.name, obj.get("id"))
    tileset = ET.parse(ROOT / "maps" / "tiles" / "terrain.tsx").getroot()
    terrain = [p for p in tileset.iterfind("tile/properties/property") if p.get("name") == "terrain"]
    assert terrain
    assert all(p.get("propertytype") == "TerrainKind" and p.get("value") in kinds for p in terrain)
