"""Seed 004 §9 in movement: deep water is flat ground in clix — a figure may stand in it and cross it at no cost —
while blocking and impassable terrain still stop it, and hedges are crossed as hindering terrain (cost 2)."""

import pytest

from game.board.table import Base
from game.board.terrain import Kind
from game.rules.clix.moving import GOING
from tests.board.mapkit import rect, table
from tests.clix.kit import events, facts, fig, game, step


def test_a_figure_may_stand_in_deep_water_and_wade_across_it_at_no_cost():
    g = game([fig("a", "guard_swordsman", 6, 12, 0)], [fig("x", "orc_raider", 20, 20, 180)],
             (Kind.DEEP_WATER, rect(4, 8, 4, 8), "Lake"))
    step(g, figure="a", action="move", path=[[10, 12]], facing=0)
    (moved,) = events(g, "move")
    assert moved.data["stopped"] == "" and moved.data["cost"] == pytest.approx(4.0)
    assert facts(g, "a")["position"] == [10, 12]


def test_blocking_terrain_still_stops_a_clix_move():
    g = game([fig("a", "guard_swordsman", 6, 12, 0)], [fig("x", "orc_raider", 20, 20, 180)],
             (Kind.BLOCKING, rect(8, 8, 1, 8), "Wall"))
    step(g, figure="a", action="move", path=[[12, 12]], facing=0)
    assert "blocking terrain “Wall”" in events(g, "move")[0].data["stopped"]


def test_standing_in_deep_water_is_clix_s_answer_not_the_board_s():
    t = table((Kind.DEEP_WATER, rect(4, 8, 4, 8), "Lake"))
    in_lake = Base("a", 6, 12, 0, 1.5)
    assert "inside deep water terrain “Lake”" in t.problems_at(in_lake)[0]  # the default going bars it
    assert t.problems_at(in_lake, barred=GOING.barred) == []


def test_the_clix_going_is_the_rulesets_answer():
    g = game([fig("a", "guard_swordsman", 6, 12, 0)], [fig("x", "orc_raider", 20, 20, 180)])
    going = g.ruleset.going(g.state, "a")
    assert Kind.DEEP_WATER not in going.barred and Kind.OBSTACLE not in going.barred
    assert going.costs[Kind.HINDERING] == 2 and Kind.BLOCKING in going.barred
