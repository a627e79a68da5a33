"""Terrain laid twice, by an object and by the tiles painted under it, is one piece on the table."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from game.board.table import Table
from game.board.terrain import Kind
from game.board.tile_cover import drop_covered_tiles
from game.board.tmx import load_map
from game.rules.clix.sight import clix_line
from tests.board.mapkit import piece, put, rect

ROOT = Path(__file__).resolve().parents[2]


def _object(i, kind, ring, name):
    return replace(piece(i, kind, ring, name), object_id=i + 1)


def test_tiles_inside_an_object_of_their_kind_are_dropped_and_the_rest_kept():
    house = _object(0, Kind.BLOCKING, rect(4, 4, 3, 2), "House")
    hill = _object(1, Kind.ELEVATED, rect(10, 10, 4, 4), "Hill")
    roof = piece(2, Kind.BLOCKING, rect(4, 4, 3, 2), "blocking tiles at (4, 4)")
    hill_tiles = piece(3, Kind.ELEVATED, rect(9, 10, 5, 4), "elevated tiles at (9, 10)")  # a column past the hill
    water_roof = piece(4, Kind.WATER, rect(4, 4, 1, 1), "water tiles at (4, 4)")  # another kind
    marsh = replace(piece(5, Kind.BLOCKING, rect(5, 4, 1, 1), "blocking tiles at (5, 4)"),
                    properties={"terrain": "blocking", "ground": "marsh"})  # a footing the object does not give
    kept = drop_covered_tiles([house, hill, roof, hill_tiles, water_roof, marsh])
    assert [p.name for p in kept] == ["House", "Hill", "elevated tiles at (9, 10)", "water tiles at (4, 4)",
                                      "blocking tiles at (5, 4)"]
    assert [p.id for p in kept] == [0, 1, 2, 3, 4]  # ids are indices


def test_the_line_through_the_mill_names_the_house_once():
    """The default map's roof tiles lay blocking ground under "Miller's house": the line of fire through it named
    "blocking tiles at (12, 6)" beside the house."""
    tmap = load_map(ROOT / "maps" / "skirmish.tmx")
    assert not [p.name for p in tmap.pieces if p.name.startswith("blocking tiles")]
    assert "elevated tiles at (17, 3)" in [p.name for p in tmap.pieces]  # hill tiles reach past Gallows hill
    table = Table(tmap)
    put(table, "archer", 14.5, 3.5, arc=360)
    put(table, "mage", 13.5, 20.5)
    blockers = [r.name for r in clix_line(table, "archer", "mage").reasons if r.effect == "blocks"]
    assert blockers == ["Miller's house"]
