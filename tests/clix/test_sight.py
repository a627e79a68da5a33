"""Line of fire by clix seed 004, rules 1-2 and 12-16, on small tables built for each case."""

from __future__ import annotations

import pytest

from game.board.terrain import Kind
from game.rules.clix.sight import clix_line
from tests.board.mapkit import put, rect, table, wall

HILL = (Kind.ELEVATED, rect(10, 8, 4, 8), "Middle hill")


def line(t, a="a", b="b"):
    return clix_line(t, a, b)


def test_open_ground_is_clear():
    t = table()
    put(t, "a", 2, 12, facing=0)
    put(t, "b", 20, 12)
    sight = line(t)
    assert (sight.result, sight.defence_modifier, sight.reasons) == ("clear", 0, ())


def test_rule1_line_must_leave_through_the_front_arc():
    t = table()
    put(t, "a", 10, 12, facing=180)  # facing west, target to the east
    put(t, "b", 20, 12)
    sight = line(t)
    assert sight.result == "blocked"
    assert sight.blocker.rule == "1" and "front arc" in sight.blocker.text


def test_rule1_the_edge_of_the_front_arc_counts_as_front():
    t = table()
    put(t, "a", 10, 12, facing=90)  # facing south: east is exactly on the arc's edge
    put(t, "b", 20, 12)
    assert line(t).result == "clear"


def test_rule1_a_narrow_front_arc():
    t = table()
    put(t, "a", 10, 12, facing=30, arc=90)
    put(t, "b", 20, 12)
    assert line(t).result == "clear"
    t.place("a", facing=50)
    assert line(t).result == "blocked"


@pytest.mark.parametrize("side", ["friend", "enemy"])
def test_rule2_any_other_base_blocks(side):
    t = table()
    put(t, "a", 2, 12)
    put(t, "b", 20, 12)
    put(t, side, 11, 12.5)
    sight = line(t)
    assert sight.result == "blocked"
    assert sight.blocker.kind == "base" and sight.blocker.ref == side and sight.blocker.rule == "2"
    assert sight.blocker.point[0] == pytest.approx(11 - (0.75**2 - 0.5**2) ** 0.5)


def test_rule2_a_base_beside_the_line_does_not_block():
    t = table()
    put(t, "a", 2, 12)
    put(t, "b", 20, 12)
    put(t, "c", 11, 12.76)  # its edge stays clear of the line
    assert line(t).result == "clear"


def test_rule12_hindering_between_gives_plus_one_once():
    t = table((Kind.HINDERING, rect(6, 10, 2, 4), "Copse"), (Kind.HINDERING, rect(12, 10, 2, 4), "Rubble"))
    put(t, "a", 2, 12)
    put(t, "b", 20, 12)
    sight = line(t)
    assert (sight.result, sight.defence_modifier) == ("hindered", 1)
    assert [r.name for r in sight.reasons] == ["Copse"]
    assert sight.reasons[0].point == pytest.approx((6, 12))


def test_rule12_target_standing_in_hindering_counts():
    t = table((Kind.HINDERING, rect(18, 10, 4, 4), "Bushes"))
    put(t, "a", 2, 12)
    put(t, "b", 20, 12)
    assert (line(t).result, line(t).defence_modifier) == ("hindered", 1)


def test_rule12_the_attackers_own_cover_does_not_hinder_its_shot():
    t = table((Kind.HINDERING, rect(0, 10, 4, 4), "Bushes"))
    put(t, "a", 2, 12)
    put(t, "b", 20, 12, facing=180)
    assert line(t, "a", "b").result == "clear"
    assert line(t, "b", "a").result == "hindered"  # the target stands in it


def test_rule13_blocking_terrain_blocks():
    t = table((Kind.BLOCKING, rect(10, 10, 2, 4), "Tower"))
    put(t, "a", 2, 12)
    put(t, "b", 20, 12)
    sight = line(t)
    assert sight.result == "blocked"
    assert (sight.blocker.name, sight.blocker.rule, sight.blocker.point) == ("Tower", "13", pytest.approx((10, 12)))


def test_rule14a_elevated_terrain_between_two_figures_on_the_ground_blocks():
    t = table(HILL)
    put(t, "a", 2, 12)
    put(t, "b", 20, 12)
    assert line(t).blocker.rule == "14a"


def test_rule14b_both_elevated_ground_terrain_and_ground_figures_do_not_count():
    t = table((Kind.ELEVATED, rect(0, 8, 5, 8), "West hill"), (Kind.ELEVATED, rect(19, 8, 5, 8), "East hill"),
              (Kind.BLOCKING, rect(9, 10, 2, 4), "Barn"), (Kind.HINDERING, rect(13, 10, 2, 4), "Copse"))
    put(t, "a", 2, 12)
    put(t, "b", 21, 12, facing=180)
    put(t, "c", 16.5, 12)  # on the ground, in the way
    sight = line(t)
    assert (sight.result, sight.defence_modifier) == ("clear", 0)
    assert line(t, "b", "a").result == "clear"


def test_rule14b_what_stands_on_elevated_terrain_counts():
    t = table((Kind.ELEVATED, rect(0, 0, 24, 24), "Plateau"), (Kind.HINDERING, rect(9, 10, 2, 4), "Copse on top"))
    put(t, "a", 2, 12)
    put(t, "b", 21, 12)
    sight = line(t)
    assert (sight.result, sight.reasons[0].rule) == ("hindered", "14b")
    put(t, "c", 16, 12)  # a figure on the plateau
    assert line(t).blocker.ref == "c"


def test_rule14b_a_level_between_does_not_block_but_higher_ground_does():
    t = table((Kind.ELEVATED, rect(0, 8, 5, 8), "West hill"), (Kind.ELEVATED, rect(19, 8, 5, 8), "East hill"),
              (Kind.ELEVATED, rect(10, 8, 3, 8), "Low ridge"))
    put(t, "a", 2, 12)
    put(t, "b", 21, 12)
    assert line(t).result == "clear"
    high = table((Kind.ELEVATED, rect(0, 8, 5, 8), "West hill"), (Kind.ELEVATED, rect(19, 8, 5, 8), "East hill"),
                 (Kind.ELEVATED, rect(10, 8, 3, 8), "Crest", 2))
    put(high, "a", 2, 12)
    put(high, "b", 21, 12)
    assert (line(high).blocker.name, line(high).blocker.rule) == ("Crest", "14b")


def test_rule14c_one_elevated_other_elevated_terrain_blocks_its_own_hill_does_not():
    t = table((Kind.ELEVATED, rect(16, 8, 8, 8), "Target's hill"), (Kind.ELEVATED, rect(8, 10, 2, 4), "Knoll"))
    put(t, "a", 2, 12)
    put(t, "b", 20, 12)
    sight = line(t)
    assert (sight.blocker.name, sight.blocker.rule) == ("Knoll", "14c")
    t2 = table((Kind.ELEVATED, rect(16, 8, 8, 8), "Target's hill"))
    put(t2, "a", 2, 12)
    put(t2, "b", 20, 12)
    assert line(t2).result == "clear"


def test_rule14c_blocking_terrain_blocks():
    t = table((Kind.ELEVATED, rect(16, 8, 8, 8), "Hill"), (Kind.BLOCKING, rect(8, 10, 2, 4), "Wall"))
    put(t, "a", 2, 12)
    put(t, "b", 20, 12)
    assert (line(t).blocker.name, line(t).blocker.rule) == ("Wall", "14c")


def test_rule14c_figures_on_the_ground_do_not_block_figures_on_elevated_terrain_do():
    t = table((Kind.ELEVATED, rect(16, 8, 8, 8), "Hill"))
    put(t, "a", 2, 12)
    put(t, "b", 22, 12)
    put(t, "ground", 9, 12)
    assert line(t).result == "clear"
    put(t, "up", 18, 12)
    assert (line(t).blocker.ref, line(t).blocker.rule) == ("up", "14c")


def test_rule14c_hindering_counts_only_where_a_figure_stands_in_it():
    t = table((Kind.ELEVATED, rect(16, 8, 8, 8), "Hill"), (Kind.HINDERING, rect(8, 10, 2, 4), "Copse"))
    put(t, "a", 2, 12)
    put(t, "b", 20, 12, facing=180)
    assert line(t, "b", "a").result == "clear"  # the copse between does not hinder
    t2 = table((Kind.ELEVATED, rect(16, 8, 8, 8), "Hill"), (Kind.HINDERING, rect(0, 10, 4, 4), "Copse"))
    put(t2, "a", 2, 12)
    put(t2, "b", 20, 12, facing=180)
    for a, b in (("a", "b"), ("b", "a")):
        assert line(t2, a, b).result == "hindered"
        assert any(r.rule == "14c" for r in line(t2, a, b).reasons)


def test_rule14c_a_figure_astride_a_hedge_stands_in_hindering_terrain():
    """Clix reads hedges as the seed's bushes (hindering terrain): a line across one was hindered, but a figure
    standing on it shooting up a hill was not counted as standing in hindering terrain."""
    hedge = wall(1, Kind.OBSTACLE, [(2, 4), (2, 20)], name="Hedge")
    t = table((Kind.ELEVATED, rect(16, 8, 8, 8), "Hill"), hedge)
    put(t, "a", 2, 12)
    put(t, "b", 20, 12, facing=180)
    for a, b in (("a", "b"), ("b", "a")):
        sight = line(t, a, b)
        assert (sight.result, sight.defence_modifier) == ("hindered", 1 + (a == "a"))  # and height, shooting up
        assert any(r.rule == "14c" and r.ref == "a" for r in sight.reasons)


def test_rule14e_height_modifier_for_a_ground_attacker_only():
    t = table((Kind.ELEVATED, rect(16, 8, 8, 8), "Hill"))
    put(t, "a", 2, 12)
    put(t, "b", 20, 12, facing=180)
    up, down = line(t, "a", "b"), line(t, "b", "a")
    assert (up.result, up.defence_modifier, up.reasons[-1].rule) == ("clear", 1, "14e")
    assert (down.result, down.defence_modifier) == ("clear", 0)


def test_rule14e_no_height_modifier_for_an_attacker_on_a_hill_shooting_up_to_a_higher_top():
    """"An attacking figure on open ground": one on a hill's lower step, shooting at a figure on its top (level 2),
    gave the target +1 as if it stood on the ground."""
    t = table((Kind.ELEVATED, rect(0, 8, 24, 8), "Hill", 1), (Kind.ELEVATED, rect(16, 8, 8, 8), "Hill top", 2))
    put(t, "a", 2, 12)
    put(t, "b", 20, 12, facing=180)
    assert (t.bases["a"].elevation, t.bases["b"].elevation) == (1, 2)
    up = line(t, "a", "b")
    assert (up.result, up.defence_modifier) == ("clear", 0) and not [r for r in up.reasons if r.rule == "14e"]


def test_rule14e_with_hindering_adds_up():
    t = table((Kind.ELEVATED, rect(16, 8, 8, 8), "Hill"), (Kind.HINDERING, rect(18, 10, 4, 4), "Trees on the hill"))
    put(t, "a", 2, 12)
    put(t, "b", 20, 12)
    sight = line(t)
    assert (sight.result, sight.defence_modifier) == ("hindered", 2)


@pytest.mark.parametrize("kind", [Kind.WATER, Kind.DEEP_WATER, Kind.IMPASSABLE, Kind.LOW_WALL, Kind.OPEN])
def test_rule15_water_and_other_ground_do_not_affect_the_line(kind):
    t = table((kind, rect(9, 0, 4, 24), "River"))
    put(t, "a", 2, 12)
    put(t, "b", 20, 12)
    assert (line(t).result, line(t).defence_modifier) == ("clear", 0)


def test_rule16_steep_terrain_is_elevated_terrain_for_the_line():
    t = table((Kind.STEEP, rect(10, 8, 4, 8), "Crag"))
    put(t, "a", 2, 12)
    put(t, "b", 20, 12)
    assert line(t).blocker.rule == "14a, 16"
    t2 = table((Kind.STEEP, rect(16, 8, 8, 8), "Rampart"))
    put(t2, "a", 2, 12)
    put(t2, "b", 20, 12)
    assert (line(t2).result, line(t2).defence_modifier) == ("clear", 1)


def test_the_nearest_blocker_comes_first():
    t = table((Kind.BLOCKING, rect(14, 10, 2, 4), "Far wall"), (Kind.BLOCKING, rect(6, 10, 2, 4), "Near wall"))
    put(t, "a", 2, 12)
    put(t, "b", 20, 12)
    put(t, "c", 10, 12)
    sight = line(t)
    assert [r.name for r in sight.reasons] == ["Near wall", "c", "Far wall"]


def test_the_reasons_name_the_figures_as_players_call_them():
    """"b stands higher than a" and "a stands in hindering terrain" named the figures by their ids."""
    t = table((Kind.ELEVATED, rect(16, 8, 8, 8), "Hill"), (Kind.HINDERING, rect(0, 10, 4, 4), "Copse"))
    put(t, "a", 2, 12).label = "Guard Crossbowman"
    put(t, "b", 20, 12, facing=180).label = "Orc Archer"
    texts = [r.text for r in line(t).reasons]
    assert "Guard Crossbowman stands in hindering terrain: +1 defence (rule 14c)" in texts
    assert "Orc Archer stands on elevated terrain, Guard Crossbowman on the ground: +1 defence (rule 14e)" in texts


def test_a_copse_and_the_tiles_painted_round_it_are_named_as_the_copse():
    """Hindering terrain gives +1 once (rule 12), and the first piece met is named: on the skirmish map the tiles
    painted round the Raven copse, met first, were named ("tiles of Raven copse") rather than the copse."""
    from pathlib import Path

    from game.board.table import Table
    from game.board.tmx import load_map

    t = Table(load_map(Path(__file__).resolve().parents[2] / "maps" / "skirmish.tmx"))
    put(t, "a", 5, 12, facing=270)
    put(t, "b", 5, 1.2)
    sight = line(t)
    assert (sight.result, sight.defence_modifier) == ("hindered", 1)
    assert [r.name for r in sight.reasons] == ["Raven copse"]
