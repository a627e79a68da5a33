"""Terrain laid twice, by an object and by the tiles painted with it, is one piece on the table."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from game.board.mapcheck import check_map
from game.board.open_ground import area_of
from game.board.table import Table
from game.board.tablemap import TableMap
from game.board.terrain import Kind
from game.board.tile_cover import merge_tiles_into_objects
from game.board.tmx import load_map
from game.rules.clix.sight import clix_line
from tests.board.mapkit import piece, put, rect

ROOT = Path(__file__).resolve().parents[2]


def _object(i, kind, ring, name):
    return replace(piece(i, kind, ring, name), object_id=i + 1)


def _tiles(i, kind, ring, name, **properties):
    return replace(piece(i, kind, ring, name), properties={"terrain": kind.value, **properties})


def test_tiles_under_an_object_go_a_raised_region_past_it_joins_it_and_ground_past_it_takes_its_name():
    house = _object(0, Kind.BLOCKING, rect(4, 4, 3, 2), "House")
    hill = _object(1, Kind.ELEVATED, rect(10, 10, 4, 4), "Hill")
    wood = _object(2, Kind.HINDERING, rect(16, 4, 4, 4), "Wood")
    roof = _tiles(3, Kind.BLOCKING, rect(4, 4, 3, 2), "blocking tiles at (4, 4)")
    hill_tiles = _tiles(4, Kind.ELEVATED, rect(9, 10, 4, 4), "elevated tiles at (9, 10)", elevation=1)
    wood_tiles = _tiles(5, Kind.HINDERING, rect(15, 4, 4, 4), "hindering tiles at (15, 4)")
    pond = _tiles(6, Kind.WATER, rect(4, 4, 1, 1), "water tiles at (4, 4)")  # another kind than the house
    marsh = _tiles(7, Kind.BLOCKING, rect(5, 4, 1, 1), "blocking tiles at (5, 4)", ground="marsh")  # a footing
    pool = _object(8, Kind.WATER, rect(7, 20, 4, 4), "Pool")
    bank = _tiles(9, Kind.WATER, rect(0, 20, 8, 1), "water tiles at (0, 20)")  # mostly outside the pool
    merged = merge_tiles_into_objects([house, hill, wood, roof, hill_tiles, wood_tiles, pond, marsh, pool, bank])
    kept = merged.pieces
    assert (merged.dropped, merged.joined) == (1, 1)  # the roof; the hill's tiles
    assert [p.name for p in kept] == ["House", "Hill", "Wood", "tiles of Wood", "water tiles at (4, 4)",
                                      "blocking tiles at (5, 4)", "Pool", "water tiles at (0, 20)"]
    assert [p.id for p in kept] == list(range(8))  # ids are indices
    assert kept[1].bbox == (9, 10, 14, 14)  # the hill and its tiles, one piece


def test_a_figure_on_its_hills_edge_is_not_hidden_by_the_hills_own_tiles():
    """Clix 14c: from a hill, other elevated terrain blocks a line to the ground. The hill drawn as an object and
    painted in tiles was two hills: from the object's edge, outside the tiles, the tiles blocked the view down."""
    hill = _object(0, Kind.ELEVATED, rect(10, 10, 4, 4), "Hill")
    hill_tiles = _tiles(1, Kind.ELEVATED, rect(9, 10, 4, 4), "elevated tiles at (9, 10)", elevation=1)
    table = Table(TableMap(Path("test.tmx"), 24.0, 24.0, 1.0, 24, 24, 32, 32,
                           tuple(merge_tiles_into_objects([hill, hill_tiles]).pieces)))
    put(table, "lookout", 13.5, 12, facing=180)
    put(table, "scout", 4, 12)
    line = clix_line(table, "lookout", "scout")
    assert line.result == "clear", [r.text for r in line.reasons]


def test_the_line_through_the_mill_names_the_house_once():
    """The default map's roof tiles lay blocking ground under "Miller's house": the line of fire through it named
    "blocking tiles at (12, 6)" beside the house."""
    tmap = load_map(ROOT / "maps" / "skirmish.tmx")
    assert not [p.name for p in tmap.pieces if p.name.startswith(("blocking tiles", "elevated tiles"))]
    assert tmap.laid_twice == (3, 2)  # two roofs and the ford's stones; the hill's and the crag's tiles
    summary = check_map(Table(tmap)).summary
    assert ("terrain tiles laid twice (docs/maps.md, 2): 3 regions inside objects of their kind, dropped; 2 regions "
            "of raised tiles joined to the hill drawn with them") in summary
    table = Table(tmap)
    put(table, "archer", 14.5, 3.5, arc=360)
    put(table, "mage", 13.5, 20.5)
    blockers = [r.name for r in clix_line(table, "archer", "mage").reasons if r.effect == "blocks"]
    assert blockers == ["Miller's house"]


def test_tiles_painted_round_two_hills_join_each_where_they_run_along_it():
    """The battle map's Sheep hill tiles also reach round the Long barrow north of it: the part beside each
    joins that one, and the two stay apart."""
    hill = _object(0, Kind.ELEVATED, rect(10, 10, 4, 4), "Hill")
    barrow = _object(1, Kind.ELEVATED, rect(8, 4, 8, 2), "Barrow")  # wider than the tiles: it cuts them in two
    tiles = _tiles(2, Kind.ELEVATED, rect(9, 3, 6, 12), "elevated tiles at (9, 3)", elevation=1)
    kept = merge_tiles_into_objects([hill, barrow, tiles]).pieces
    assert [p.name for p in kept] == ["Hill", "Barrow"]
    assert area_of(kept[0]).intersection(area_of(kept[1])).area == 0.0
    assert area_of(kept[0]).union(area_of(kept[1])).area == 76.0  # the tiles, whole, and the barrow's ends
    assert kept[0].bbox == (9, 6, 15, 15) and kept[1].bbox == (8, 3, 16, 6)


def test_a_rim_of_tiles_round_a_hill_joins_it_in_one_piece():
    """Tiles painted one in two along a hill's edge, each straddling it: joined one at a time the hill's outline
    grew with every one (2,000 of them took 50 s); all at once it is one union."""
    hill = _object(0, Kind.ELEVATED, rect(0.5, 0.5, 199, 9), "Long hill")
    rim = [_tiles(i + 1, Kind.ELEVATED, rect(2 * i, 0, 1, 1), f"elevated tiles at ({2 * i}, 0)", elevation=1)
           for i in range(100)]
    kept = merge_tiles_into_objects([hill, *rim]).pieces
    assert [p.name for p in kept] == ["Long hill"]
    assert area_of(kept[0]).area == 199 * 9 + 0.75 + 99 * 0.5  # the first tile reaches past the hill's corner too


def test_an_object_painted_all_over_with_tiles_of_another_kind_is_told_and_a_feature_on_another_is_not():
    """Both pieces hold, so the tiles' kind stands where the object says its own: a maker who made a church
    hindering in Tiled saw it still block, and nothing said why. A tower on a hill or stones in a ford (tiles over
    most, not all, of the water) are one feature on another, as meant."""
    church = _object(0, Kind.HINDERING, rect(4, 4, 6, 6), "Church")
    roof = _tiles(1, Kind.BLOCKING, rect(4, 4, 6, 6), "blocking tiles at (4, 4)")
    hill = _object(2, Kind.ELEVATED, rect(20, 4, 8, 8), "Hill")
    tower = _tiles(3, Kind.BLOCKING, rect(22, 6, 2, 2), "blocking tiles at (22, 6)")
    ford = _object(4, Kind.WATER, rect(4, 20, 4, 4), "Ford")
    stones = _tiles(5, Kind.OPEN, rect(4, 20, 4, 3.4), "open tiles at (4, 20)")  # 85 % of the ford
    plateau = _object(6, Kind.ELEVATED, rect(20, 20, 4, 4), "Crag")  # level 1, its tiles level 2
    crag_tiles = _tiles(7, Kind.ELEVATED, rect(20, 20, 4, 4), "elevated tiles at (20, 20)", elevation=2)
    pieces = [church, roof, hill, tower, ford, stones, plateau, replace(crag_tiles, elevation=2)]
    merged = merge_tiles_into_objects(pieces)
    assert [(o.name, t.name) for o, t in merged.overpainted] == [
        ("Church", "blocking tiles at (4, 4)"), ("Crag", "elevated tiles at (20, 20)")]
    assert [p.name for p in merged.pieces if p.object_id is None] == [
        "tiles of Church", "blocking tiles at (22, 6)", "open tiles at (4, 20)", "tiles of Crag"]
    assert not merge_tiles_into_objects([hill, tower, ford, stones]).overpainted


def test_the_check_tells_why_a_church_made_hindering_in_tiled_still_blocks(tmp_path):
    source = (ROOT / "maps" / "trenches.tmx").read_text(encoding="utf-8")
    church = 'name="Church of Saint-Aubin" class="blocking"'
    assert church in source
    (tmp_path / "tiles").symlink_to(ROOT / "maps" / "tiles")
    path = tmp_path / "trenches.tmx"
    path.write_text(source.replace(church, church.replace("blocking", "hindering")), encoding="utf-8")
    report = check_map(Table(load_map(path)))
    assert [p.text for p in report.warnings] == [
        "hindering “Church of Saint-Aubin” (object 19 in layer 'terrain') is painted all over with blocking tiles: "
        "both hold, so it is blocking there as well as hindering; give the object the tiles' kind, or paint other "
        "tiles there"]
    assert report.exit_code == 1
    table = Table(load_map(path))
    put(table, "sniper", 16.8, 22.8, arc=360)
    put(table, "target", 32.2, 22.8)
    blockers = [r.name for r in clix_line(table, "sniper", "target").reasons if r.effect == "blocks"]
    assert blockers == ["tiles of Church of Saint-Aubin"]  # where the line of fire is blocked, and by what
    assert not check_map(Table(load_map(ROOT / "maps" / "trenches.tmx"))).problems
