"""Firing lanes: each spot's count of watchers with a clear or hindered line, by the ruleset's batch sight."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from game.board.exposure import deployment_zones, edge_zones, exposure
from game.board.sight_plain import plain_batch
from game.board.table import Base, Table
from game.board.terrain import DeploymentPoint, Kind
from game.board.tmx import load_map
from game.rules.clix.sight import clix_batch, clix_line
from game.rules.lanes import firing_lanes, lane_sight
from game.rules.ruleset import get_ruleset
from tests.board.mapkit import rect, table


def walled():
    """A 24" table: a blocking wall across the middle of the west half, hindering scrub in the east half, a pond
    of deep water in the south-east corner."""
    return table((Kind.BLOCKING, rect(2, 11, 8, 1), "wall"), (Kind.HINDERING, rect(14, 10, 6, 3), "scrub"),
                 (Kind.DEEP_WATER, rect(20, 20, 4, 4), "pond"))


def test_spots_behind_a_wall_are_hidden_those_behind_scrub_hindered_the_open_clear() -> None:
    t = walled()
    watchers = [(5.5, 1.5), (6.5, 1.5), (17.5, 1.5)]
    lanes = exposure(t, watchers, clix_batch)
    assert lanes.watchers == 3 and lanes.clear.shape == (24, 24)
    assert lanes.at((6.5, 5.5)) == (3, 0)  # open ground north of everything
    assert lanes.at((6.5, 14.5)) == (0, 0)  # behind the wall, from all three
    assert lanes.at((17.5, 14.5)) == (0, 3)  # behind the scrub: seen, but hindered
    assert lanes.at((0.5, 14.5)) == (1, 0)  # round the wall's west end, only from the nearest watcher
    assert lanes.at((21.5, 21.5)) is None  # in deep water: no figure stands there
    assert not lanes.stand[21, 21] and lanes.clear[21, 21] == lanes.hindered[21, 21] == 0


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.floats(1, 23), st.floats(1, 23)), min_size=1, max_size=4),
       st.integers(0, 23), st.integers(0, 23))
def test_each_count_is_the_lines_of_fire_one_by_one(watchers, col, row) -> None:
    """The batch (chunked, every watcher with every spot) agrees with tracing each line on its own."""
    t = walled()
    lanes = exposure(t, watchers, clix_batch)
    spot = (col + 0.5, row + 0.5)
    here = lanes.at(spot)
    if here is None:
        return
    clear = hindered = 0
    t.add(Base("spot", *spot, 0.0, 1.0, 360.0))
    for i, w in enumerate(watchers):
        if t.pieces_under_base(w[0], w[1], 0.5, (Kind.BLOCKING, Kind.DEEP_WATER, Kind.IMPASSABLE)):
            continue
        t.add(Base(f"w{i}", *w, 0.0, 1.0, 360.0))
        result = clix_line(t, f"w{i}", "spot").result
        t.remove(f"w{i}")
        clear += result == "clear"
        hindered += result == "hindered"
    assert here == (clear, hindered)


def test_figures_as_watchers_do_not_stand_in_their_own_way() -> None:
    t = walled()
    orc = t.add(Base("orc", 6.5, 3.5, 90.0, 1.5, 90.0))  # facing south, a narrow arc: lanes look all round
    lanes = exposure(t, [orc], clix_batch)
    assert lanes.at((6.5, 5.5)) == (1, 0)
    assert lanes.at((6.5, 1.5)) == (1, 0)  # behind its back: it may turn


def test_zones_come_from_deployment_points_by_side_else_the_long_edges() -> None:
    t = walled()
    assert list(edge_zones(t.map)) == ["the north edge", "the south edge"]
    assert edge_zones(t.map)["the south edge"][0] == (1.0, 22.5)
    points = (DeploymentPoint(1, "a", (2, 2), "red", "x", 0), DeploymentPoint(2, "b", (3, 2), "red", "x", 0),
              DeploymentPoint(3, "c", (2, 20), "blue", "x", 0))
    tmap = t.map.__class__(**{**t.map.__dict__, "deployment": points})
    assert deployment_zones(tmap) == {"side red's deployment points": [(2, 2), (3, 2)],
                                      "side blue's deployment points": [(2, 20)]}


def test_the_ruleset_in_play_picks_the_sight() -> None:
    assert lane_sight(None) is clix_batch
    assert lane_sight(get_ruleset("clix")) is clix_batch
    assert lane_sight(get_ruleset("trench")) is plain_batch
    t = walled()
    plain = firing_lanes(t, get_ruleset("trench"), [(17.5, 1.5)])
    assert plain.at((17.5, 14.5)) == (0, 1)  # behind the scrub: in cover
    assert np.array_equal(firing_lanes(t, None, [(5.5, 1.5)]).clear, exposure(t, [(5.5, 1.5)], clix_batch).clear)


def test_a_ruleset_of_squares_rates_a_spot_a_square() -> None:
    """The gamebook's lanes were rated an inch apart, four spots to a 2" square, all four judged from the square's
    centre: one spot a square, at its centre, is the same map for a quarter of the lines."""
    tmap = load_map(Path(__file__).resolve().parents[2] / "maps" / "gamebook.tmx")
    gamebook = get_ruleset("gamebook")
    assert gamebook.lane_spots(tmap) == (2.0, "a spot a square")
    assert get_ruleset("manoeuvres").lane_spots(tmap)[1].startswith("spots of ")
    lanes = firing_lanes(Table(tmap), gamebook, [(5, 1)])  # a watcher on c1
    assert lanes.clear.shape == (6, 6) and lanes.step == 2.0


def test_a_huge_tables_lanes_are_rated_on_odd_multiples_of_the_finest_spots_within_bounds() -> None:
    from game.rules.lanes import MAX_LINES, MAX_SPOTS, lane_spots

    huge = table(width=600, height=600).map
    clix = get_ruleset("clix")
    assert lane_spots(table().map, clix, 40) == (1.0, "spots of 1 in")  # a 24" table: every inch
    assert lane_spots(huge, clix, 1) == (7.0, "spots of 7 in")  # 86 × 86 spots, where 5" made 14,400
    step, _words = lane_spots(huge, clix, 60)
    spots = math.ceil(600 / step) ** 2
    assert step % 2 == 1 and spots <= MAX_SPOTS and spots * 60 <= MAX_LINES
