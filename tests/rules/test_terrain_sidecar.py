"""The terrain sidecar (MAP.terrain.yaml) and the command line's --terrain: read, checked, written, applied."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from game.board.terrain import Kind
from game.board.tmx_mapping import IGNORE, Category, TerrainMapping
from game.rules.datafile import DataError
from game.rules.scenario import cached_map, load_scenario
from game.rules.terrain_sidecar import (
    parse_terrain_option,
    read_sidecar,
    save_choices,
    sidecar_path,
    write_sidecar,
)

TUXEMON = Path(__file__).resolve().parents[1] / "data" / "maps" / "other-games" / "tuxemon"


@pytest.fixture
def scoop(tmp_path: Path) -> Path:
    """A copy of the Tuxemon test maps (the map finds its tilesets at ../gfx), so that sidecars can be written."""
    shutil.copytree(TUXEMON, tmp_path / "tuxemon")
    return tmp_path / "tuxemon" / "maps" / "scoop1.tmx"


def test_the_sidecar_sits_next_to_the_map():
    assert sidecar_path(Path("maps/cave.tmx")) == Path("maps/cave.terrain.yaml")


def test_no_sidecar_is_no_mapping(scoop):
    assert read_sidecar(scoop) == TerrainMapping()


def test_a_map_whose_name_leaves_no_room_for_a_sidecars_has_none(scoop):
    """A map of 250 letters is a file; its sidecar's name, 12 letters longer, is too long for the file system, and
    looking it up raised OSError (the map could not be opened nor checked)."""
    long = scoop.with_name("m" * 246 + ".tmx")
    scoop.rename(long)
    assert read_sidecar(long) == TerrainMapping()
    assert cached_map(long).path.name == long.name  # the map opens


def test_a_sidecar_is_read_and_applied_to_the_map(scoop):
    sidecar_path(scoop).write_text("classes:\n  collision: blocking\n  Collision-Line: obstacle\n  event: ignore\n"
                                   "layers:\n  Event: water\ntile-shapes: blocking\n")
    mapping = read_sidecar(scoop)
    assert mapping.choice(Category.CLASS, "collision-line") == Kind.OBSTACLE
    assert mapping.choice(Category.LAYER, "event") == Kind.WATER
    assert mapping.choice(Category.TILE_SHAPES, "") == Kind.BLOCKING
    tmap = cached_map(scoop)
    assert len(tmap.pieces) == 12 and tmap.unmapped == ()  # events ignored by class, before their layer


def test_an_empty_sidecar_is_no_mapping(scoop):
    sidecar_path(scoop).write_text("# nothing yet\n")
    assert read_sidecar(scoop) == TerrainMapping()


@pytest.mark.parametrize(("text", "message"), [
    ("classes:\n  collision: lava\n", "scoop1.terrain.yaml:2: classes.collision: 'lava' is not one of open, "),
    ("clases:\n  collision: blocking\n",
     "scoop1.terrain.yaml:2: clases: unknown key 'clases': did you mean 'classes'? (known: classes, "),
    ("classes: [collision]\n", "scoop1.terrain.yaml:1: classes: expected a mapping of keys, got a list"),
    ("tile-shapes: 3\n", "scoop1.terrain.yaml:1: tile-shapes: expected text, got 3"),
    ("classes:\n  collision: blocking\n  collision: ignore\n", "scoop1.terrain.yaml:3: key 'collision' appears"),
])
def test_a_bad_sidecar_names_file_line_place_and_reason(scoop, text, message):
    sidecar_path(scoop).write_text(text)
    with pytest.raises(DataError) as refused:
        read_sidecar(scoop)
    assert message in str(refused.value)


def test_saved_choices_join_those_already_there_and_read_back(scoop):
    sidecar_path(scoop).write_text("classes:\n  init: ignore\n  Event: water\n")
    path = save_choices(scoop, {(Category.CLASS, "collision"): Kind.BLOCKING, (Category.CLASS, "event"): IGNORE,
                                (Category.TILE_SHAPES, ""): Kind.HINDERING})
    assert path == sidecar_path(scoop)
    text = path.read_text()
    assert text.startswith("# How scoop1.tmx, a map made for another game, reads as terrain")
    assert read_sidecar(scoop) == TerrainMapping({
        (Category.CLASS, "collision"): Kind.BLOCKING, (Category.CLASS, "event"): IGNORE,
        (Category.CLASS, "init"): IGNORE, (Category.TILE_SHAPES, ""): Kind.HINDERING})
    assert "Event" not in text  # the new spelling replaces the old one


def test_write_then_read_is_the_same_mapping(tmp_path):
    mapping = TerrainMapping({(Category.CLASS, "collision"): Kind.BLOCKING, (Category.PROPERTY, "solid"): IGNORE,
                              (Category.LAYER, "Deep Water"): Kind.DEEP_WATER})
    write_sidecar(tmp_path / "m.tmx", mapping)
    assert read_sidecar(tmp_path / "m.tmx") == mapping


def test_a_new_sidecar_reloads_the_cached_map(scoop):
    assert cached_map(scoop).pieces == ()
    save_choices(scoop, {(Category.CLASS, "collision"): Kind.BLOCKING})
    assert len(cached_map(scoop).pieces) == 9
    stat = sidecar_path(scoop).stat()
    save_choices(scoop, {(Category.CLASS, "collision"): IGNORE})
    os.utime(sidecar_path(scoop), ns=(stat.st_atime_ns, stat.st_mtime_ns + 1))  # a new version, whatever the clock
    assert cached_map(scoop).pieces == ()


def test_the_command_line_mapping_comes_on_top_of_the_sidecar(scoop):
    save_choices(scoop, {(Category.CLASS, "collision"): Kind.BLOCKING, (Category.CLASS, "event"): IGNORE})
    extra = parse_terrain_option("collision=impassable")
    assert {p.kind for p in cached_map(scoop, extra).pieces} == {Kind.IMPASSABLE}
    assert {p.kind for p in cached_map(scoop).pieces} == {Kind.BLOCKING}


def test_the_command_line_option():
    assert parse_terrain_option(" collision=blocking, event=ignore,layer:Water=deep_water,property:solid=low_wall,"
                                "tile-shapes=hindering,class:tile-shapes=open,") == TerrainMapping({
        (Category.CLASS, "collision"): Kind.BLOCKING, (Category.CLASS, "event"): IGNORE,
        (Category.LAYER, "Water"): Kind.DEEP_WATER, (Category.PROPERTY, "solid"): Kind.LOW_WALL,
        (Category.TILE_SHAPES, ""): Kind.HINDERING, (Category.CLASS, "tile-shapes"): Kind.OPEN})


def test_a_mapping_written_as_the_option_reads_back_the_same():
    """The window names the command that reads a map as it does (``--check --terrain …``): its text is the option."""
    mapping = TerrainMapping({
        (Category.CLASS, "collision"): Kind.BLOCKING, (Category.CLASS, "a:b"): IGNORE,
        (Category.CLASS, "tile-shapes"): Kind.OPEN, (Category.LAYER, "Water"): Kind.DEEP_WATER,
        (Category.PROPERTY, "solid"): Kind.LOW_WALL, (Category.TILE_SHAPES, ""): Kind.HINDERING})
    assert mapping.option == ("collision=blocking,class:a:b=ignore,class:tile-shapes=open,layer:Water=deep_water,"
                              "property:solid=low_wall,tile-shapes=hindering")
    assert parse_terrain_option(mapping.option) == mapping


@pytest.mark.parametrize(("text", "message"), [
    ("collision", "'collision' is not NAME=KIND"),
    ("collision=lava", "'lava' in 'collision=lava' is not one of open, hindering"),
    ("collision=blockng", "is not one of open, hindering, blocking, elevated, steep, water, deep_water, obstacle, "
                          "low_wall, impassable, ignore: did you mean 'blocking'?"),
    ("=blocking", "'=blocking' is not NAME=KIND"),
    ("group:x=blocking", "'group:x' in 'group:x=blocking' is not NAME, class:NAME"),
    ("layer:=blocking", "'layer:' in 'layer:=blocking' is not NAME"),
    (" , ", "no NAME=KIND given"),
])
def test_a_bad_command_line_option_says_why(text, message):
    with pytest.raises(ValueError) as refused:
        parse_terrain_option(text)
    assert message in str(refused.value)


def test_a_scenario_on_a_mapped_map_has_its_terrain_and_keeps_figures_out_of_the_walls(scoop):
    save_choices(scoop, {(Category.CLASS, "collision"): Kind.BLOCKING, (Category.CLASS, "event"): IGNORE,
                         (Category.CLASS, "collision-line"): Kind.OBSTACLE})
    path = scoop.parent / "shop.yaml"
    text = ("name: In the shop\nruleset: toy\nmap: scoop1.tmx\nsides:\n"
            "  - {id: red, name: Red, figures: [{id: r1, profile: pawn, at: [7, 12.5]}]}\n"
            "  - {id: blue, name: Blue, figures: [{id: b1, profile: pawn, at: [13, 12.5]}]}\n")
    path.write_text(text)
    assert {p.kind for p in load_scenario(path).map.pieces} == {Kind.BLOCKING, Kind.OBSTACLE}
    path.write_text(text.replace("at: [13, 12.5]", "at: [10, 7]"))  # on the counter, a wall now
    with pytest.raises(DataError, match="figure 'b1' cannot stand there: its base is inside blocking terrain"):
        load_scenario(path)
    sidecar_path(scoop).write_text("classes:\n  collision: wall\n")
    with pytest.raises(DataError, match=r"the map cannot be used: .*scoop1\.terrain\.yaml:2"):
        load_scenario(path)


def test_the_map_checker_reads_the_sidecar(scoop):
    from game.board.mapcheck import objects_not_terrain
    from game.rules.check import check_file

    assert any("0 terrain pieces" in line for line in check_file(scoop).summary)
    assert objects_not_terrain(cached_map(scoop)).get("Event") == 3  # before the sidecar: no kind
    save_choices(scoop, {(Category.CLASS, "collision"): Kind.BLOCKING, (Category.CLASS, "event"): IGNORE,
                         (Category.CLASS, "collision-line"): Kind.OBSTACLE})
    assert any("12 terrain pieces" in line for line in check_file(scoop).summary)
    # the mapped walls count as terrain; the events, which the sidecar says to ignore, are not listed as no kind
    assert objects_not_terrain(cached_map(scoop)) == {}
