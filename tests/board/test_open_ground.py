"""Open ground over other terrain (a bridge, a ford's stones, a causeway) clears the ground beneath it."""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.board.errors import MapError
from game.board.movement import plan_move
from game.board.open_ground import clear_beneath_open
from game.board.shapes import signed_area
from game.board.table import Table
from game.board.tablemap import TableMap
from game.board.terrain import Kind
from game.board.tmx import load_map
from game.rules.game import Game
from game.rules.scenario import load_scenario
from tests.board.mapkit import piece, put, rect, wall

ROOT = Path(__file__).resolve().parents[2]
MAP = Path("test.tmx")


def _table(pieces) -> Table:
    return Table(TableMap(Path("test.tmx"), 24.0, 24.0, 1.0, 24, 24, 32, 32, tuple(clear_beneath_open(pieces, MAP))))


def _area(p) -> float:
    return sum(signed_area(ring) for ring in p.rings)


def test_a_bridge_cuts_the_river_in_two_and_a_base_walks_across() -> None:
    river = piece(0, Kind.DEEP_WATER, rect(0, 10, 24, 4), "River")
    bridge = piece(1, Kind.OPEN, rect(10, 9, 4, 6), "Bridge")
    t = _table([river, bridge])
    names = [p.name for p in t.map.pieces]
    assert names == ["River (1 of 2)", "River (2 of 2)", "Bridge"]
    assert [p.id for p in t.map.pieces] == [0, 1, 2]
    assert [_area(p) for p in t.map.pieces[:2]] == [40.0, 40.0]
    assert [p.name for p in t.pieces_at((12, 12))] == ["Bridge"]
    put(t, "a", 12, 6, diameter=1.0)
    assert plan_move(t, "a", [(12, 18)]).end == (12, 18)
    put(t, "b", 5, 6, diameter=1.0)
    assert plan_move(t, "b", [(5, 18)]).end[1] < 10  # beside the bridge the river still stops it


@pytest.mark.parametrize(("inches_per_tile", "offset"), [(1.0, 0.0), (2.0, 0.0), (1.0, 0.5)])
def test_a_region_of_tiles_cut_apart_names_each_part_by_its_own_first_cell(inches_per_tile, offset) -> None:
    """The battle map's river-bank tiles, cut by the bridges and the fords, were "water tiles at (14, 16) (5 of 7)"
    wherever the part lay: each part is now named by its first cell, in the layer's own cells (``offset``: a tile
    layer moved half an inch). An object cut apart keeps its name, numbered."""
    size = inches_per_tile
    bank = piece(0, Kind.WATER, rect(offset + 2 * size, offset + 3 * size, 10 * size, 2 * size),
                 "water tiles at (2, 3)")
    ford = piece(1, Kind.OPEN, rect(offset + 5.5 * size, 0, 2 * size, 24), "Ford")
    cut = clear_beneath_open([bank, ford], MAP, inches_per_tile)
    assert [p.name for p in cut] == ["water tiles at (2, 3)", "water tiles at (7, 3)", "Ford"]
    river = replace(piece(0, Kind.WATER, rect(0, 10, 24, 4), "water tiles at (0, 10)"), object_id=7)  # an object
    assert [p.name for p in clear_beneath_open([river, ford], MAP)][:2] == ["water tiles at (0, 10) (1 of 2)",
                                                                           "water tiles at (0, 10) (2 of 2)"]


def test_stones_in_a_ford_leave_holes_and_ground_covered_whole_is_gone() -> None:
    pond = piece(0, Kind.WATER, rect(2, 2, 8, 8), "Pond")
    stones = piece(1, Kind.OPEN, rect(5, 5, 2, 2), "Stones")
    puddle = piece(2, Kind.WATER, rect(15, 15, 1, 1), "Puddle")
    deck = piece(3, Kind.OPEN, rect(14, 14, 3, 3), "Deck")
    t = _table([pond, stones, puddle, deck])
    assert [p.name for p in t.map.pieces] == ["Pond", "Stones", "Deck"]
    kept = t.map.pieces[0]
    assert len(kept.rings) == 2 and signed_area(kept.rings[0]) > 0 > signed_area(kept.rings[1])
    assert math.isclose(_area(kept), 60.0)
    assert math.isclose(sum(signed_area(part) for part in kept.parts), 60.0)
    assert [p.name for p in t.pieces_at((6, 6))] == ["Stones"]
    assert [p.name for p in t.pieces_at((3, 3))] == ["Pond"]
    assert [p.name for p in t.pieces_at((15.5, 15.5))] == ["Deck"]


def _object(p, object_id: int):
    return replace(p, object_id=object_id)


def test_an_object_put_on_open_ground_stands_on_it_and_what_it_crosses_is_cleared_whatever_the_order() -> None:
    """A boulder and a bush put on a sandy dune (kind open), wholly within it and added after it, stand whole; a
    pond drawn before the dune is beneath it and cleared; a stream added after the dune but running out of it is
    cleared where the dune lies over it, as a river under a bridge is whichever was drawn first."""
    pond = _object(piece(0, Kind.WATER, rect(3, 3, 2, 2), "Pond"), 1)
    dune = _object(piece(1, Kind.OPEN, rect(2, 2, 8, 8), "Dune"), 2)
    boulder = _object(piece(2, Kind.IMPASSABLE, rect(4, 6, 1, 1), "Boulder"), 3)
    bush = _object(piece(3, Kind.HINDERING, rect(7, 7, 3, 3), "Gorse"), 4)  # touching the dune's edge, inside
    stream = _object(piece(4, Kind.WATER, rect(0, 5, 24, 1), "Stream"), 5)
    t = _table([pond, dune, boulder, bush, stream])
    assert [p.name for p in t.map.pieces] == ["Dune", "Boulder", "Gorse", "Stream (1 of 2)", "Stream (2 of 2)"]
    assert math.isclose(_area(t.map.pieces[2]), 9.0)
    assert {p.name for p in t.pieces_at((4.5, 6.5))} == {"Dune", "Boulder"}
    tiles = piece(2, Kind.IMPASSABLE, rect(4, 6, 1, 1), "impassable tiles at (4, 6)")  # a region: no order
    assert [p.name for p in clear_beneath_open([pond, dune, tiles], MAP)] == ["Dune"]


def test_a_boulder_drawn_on_the_fens_dune_in_tiled_stops_a_move(tmp_path) -> None:
    """The shipped fen map's Dune is open ground: a boulder added on it in Tiled was cleared away unseen, and
    figures walked through it."""
    text = (ROOT / "maps" / "fen.tmx").read_text(encoding="utf-8")
    boulder = '<object id="7" name="Boulder" class="impassable" x="80" y="400" width="32" height="32"/>\n'
    at = text.index("</objectgroup>", text.index('name="terrain"'))
    edited = tmp_path / "fen.tmx"
    edited.write_text(text[:at] + boulder + text[at:], encoding="utf-8")
    (tmp_path / "tiles").symlink_to(ROOT / "maps" / "tiles")
    t = Table(load_map(edited))
    assert {p.name for p in t.pieces_at((3, 13))} == {"Dune", "Boulder"}
    put(t, "a", 1, 13, diameter=1.0)
    assert plan_move(t, "a", [(6, 13)]).end[0] < 2.5


def test_what_stands_on_the_ground_is_not_cut() -> None:
    toll = piece(0, Kind.BLOCKING, rect(11, 11, 2, 2), "Toll house")
    hedge = wall(1, Kind.OBSTACLE, [(10, 12), (14, 12)], name="Toll bar")
    hill = piece(2, Kind.ELEVATED, rect(9, 9, 6, 6), "Hill")
    road = piece(3, Kind.OPEN, rect(8, 8, 8, 8), "Road")
    assert clear_beneath_open([toll, hedge, hill, road], MAP) == [toll, hedge, hill, road]


@given(st.tuples(*[st.integers(0, 20)] * 4), st.tuples(*[st.integers(0, 20)] * 4),
       st.sampled_from([Kind.WATER, Kind.DEEP_WATER, Kind.HINDERING, Kind.IMPASSABLE]))
def test_the_ground_left_is_the_ground_less_what_open_ground_covers(g, o, kind) -> None:
    gx, gy, gw, gh = g[0], g[1], g[2] % 6 + 1, g[3] % 6 + 1
    ox, oy, ow, oh = o[0], o[1], o[2] % 6 + 1, o[3] % 6 + 1
    ground = piece(0, kind, rect(gx, gy, gw, gh), "Ground")
    over = piece(1, Kind.OPEN, rect(ox, oy, ow, oh), "Over")
    shared = max(0, min(gx + gw, ox + ow) - max(gx, ox)) * max(0, min(gy + gh, oy + oh) - max(gy, oy))
    out = clear_beneath_open([ground, over], MAP)
    left = [p for p in out if p.kind is kind]
    assert math.isclose(sum(_area(p) for p in left), gw * gh - shared, abs_tol=1e-6)
    for p in left:  # the parts cover the piece exactly, and pymunk takes each (convex, positive)
        assert math.isclose(sum(signed_area(part) for part in p.parts), _area(p), abs_tol=1e-6)
        assert all(signed_area(part) > 0 for part in p.parts)
    assert [p.id for p in out] == list(range(len(out)))
    t = Table(TableMap(Path("t.tmx"), 30.0, 30.0, 1.0, 30, 30, 32, 32, tuple(out)))
    assert all(q.kind is Kind.OPEN for q in t.pieces_at((ox + ow / 2, oy + oh / 2)))


def test_the_battle_maps_bridge_and_fords_are_open_ground() -> None:
    tmap = load_map(ROOT / "maps" / "battle.tmx")
    t = Table(tmap)
    bridge = next(p for p in tmap.pieces if p.name == "Kingsbridge")
    x0, y0, x1, y1 = bridge.bbox
    assert {p.kind for p in t.pieces_at(((x0 + x1) / 2, (y0 + y1) / 2))} == {Kind.OPEN}
    causeway = next(p for p in tmap.pieces if p.name == "Marsh causeway")
    x0, y0, x1, y1 = causeway.bbox
    assert Kind.HINDERING not in {p.kind for p in t.pieces_at(((x0 + x1) / 2, (y0 + y1) / 2))}
    skirmish = Table(load_map(ROOT / "maps" / "skirmish.tmx"))
    assert {p.kind for p in skirmish.pieces_at((12, 12))} == {Kind.OPEN}  # Miller's ford


def test_a_figure_of_the_clix_battle_crosses_kingsbridge() -> None:
    game = Game(load_scenario(ROOT / "scenarios" / "clix-battle.yaml"), seed=0)
    table = game.state.table
    fid = next(iter(table.bases))
    table.place(fid, (30.5, 14))  # clear of the Tithe hedge's corner at the bridge's south end
    assert plan_move(table, fid, [(30.5, 26)]).end == (30.5, 26)


def test_open_ground_that_shreds_the_terrain_is_refused(monkeypatch) -> None:
    """A hostile map's open pieces could cut its ground into ever more pieces: past the loader's limit the map is
    refused, naming the piece being cut."""
    monkeypatch.setattr("game.board.open_ground.MAX_PIECES", 50)
    marsh = piece(0, Kind.HINDERING, rect(0, 0, 24, 24), "Marsh")
    planks = [piece(1 + k, Kind.OPEN, rect(k * 2 + 0.5, 0, 1, 24), f"Plank {k}") for k in range(12)]
    boards = [piece(13 + k, Kind.OPEN, rect(0, k * 2 + 0.5, 24, 1), f"Board {k}") for k in range(12)]
    assert len(clear_beneath_open([marsh, *planks], MAP)) == 13 + 12  # thirteen strips of marsh
    with pytest.raises(MapError) as refused:  # 169 squares of marsh
        clear_beneath_open([marsh, *planks, *boards], MAP)
    assert "more than 50 pieces" in str(refused.value) and "test piece 0" in str(refused.value)


def test_ground_piled_under_open_ground_is_refused_before_it_is_cut(monkeypatch) -> None:
    """Five thousand pieces of water piled under five thousand of open ground: each cut joined thousands of open
    shapes, and the loader took minutes to refuse the map. Past MAX_COVERS overlaps it is refused at once."""
    monkeypatch.setattr("game.board.open_ground.MAX_COVERS", 100)
    pools = [piece(k, Kind.WATER, rect(k % 3, k % 5, 20, 20), f"Pool {k}") for k in range(20)]
    fords = [piece(20 + k, Kind.OPEN, rect(2 + k % 7, 3 + k % 4, 4, 4), f"Ford {k}") for k in range(6)]
    assert len(clear_beneath_open([*pools[:16], *fords], MAP)) == 16 + 6  # 96 overlaps: each pool cut, kept
    with pytest.raises(MapError) as refused:  # 120 overlaps
        clear_beneath_open([*pools, *fords], MAP)
    assert "overlap in more than 100 places" in str(refused.value) and "test piece 16" in str(refused.value)


def test_a_lake_with_seven_hundred_jetties_is_cut_without_crashing() -> None:
    """Open ground notching a piece's edge 700 times made an outline of 2,802 points, and pymunk's convex split
    of it overran the C stack: the process died of a segfault, no message. Past ``DECOMPOSE_LIMIT`` points an
    outline is cut into triangles."""
    lake = piece(0, Kind.WATER, rect(0, 0, 1000, 10), "Lake")
    jetties = [piece(i + 1, Kind.OPEN, rect(i * 1.4, -0.5, 0.7, 1.0), f"Jetty {i}") for i in range(700)]
    cut = clear_beneath_open([lake, *jetties], MAP)[0]
    assert len(cut.rings[0]) == 2802
    assert math.isclose(sum(signed_area(part) for part in cut.parts), 10_000 - 700 * 0.7 * 0.5)
    assert min(signed_area(part) for part in cut.parts) > 0
