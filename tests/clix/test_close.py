"""Close combat, seed 004 rule 6, and the terrain rules that touch it (12, 13, 14d, 16)."""

import pytest

from game.board.terrain import Kind
from game.rules.decisions import IllegalAnswer
from tests.board.mapkit import rect
from tests.clix.kit import events, facts, fig, game, options, step

# A Guard Swordsman (attack 9, damage 2) against an Orc Raider (defence 15): a 6 on 2d6 hits.


def test_rule6_front_contact_allows_close_combat():
    g = game([fig("a", "guard_swordsman", 10, 12, 0)], [fig("x", "orc_raider", 11.5, 12, 180)], dice=[3, 3])
    step(g, figure="a", action="close", targets=["x"])
    (hit,) = events(g, "hit")
    assert (hit.data["total"], hit.data["defence"]) == (15, 15) and facts(g, "x")["damage"] == 2
    assert not events(g, "modifier")


def test_rule6_contact_with_the_rear_arc_only_is_refused():
    g = game([fig("a", "guard_swordsman", 10, 12, 180)], [fig("x", "orc_raider", 11.5, 12, 180)])
    assert {"figure": "a", "action": "close"} not in options(g)
    with pytest.raises(IllegalAnswer, match=r"does not touch Orc Raider with its front arc \(rule 6\)"):
        g.answer({"figure": "a", "action": "close"})


def test_rule6_no_contact_no_close_combat():
    g = game([fig("a", "guard_swordsman", 10, 12, 0)], [fig("x", "orc_raider", 11.6, 12, 180)])
    with pytest.raises(IllegalAnswer, match=r"not in base contact \(rule 6\)"):
        g.answer({"figure": "a", "action": "close"})


def test_rule6_striking_the_rear_arc_adds_1_to_the_roll():
    g = game([fig("a", "guard_swordsman", 10, 12, 0)], [fig("x", "orc_raider", 11.5, 12, 0)], dice=[2, 3])
    step(g, figure="a", action="close", targets=["x"])
    (mod,) = events(g, "modifier")
    assert (mod.data["name"], mod.data["value"], mod.data["applies_to"]) == ("rear arc", 1, "attack")
    (hit,) = events(g, "hit")
    assert hit.data["total"] == 15  # 5 + 9 + 1: the +1 turns a miss into a hit
    # named beside the total, as the dice tray shows it with the roll ("5, plus attack 9. 15" did not add up)
    assert hit.text.startswith("15 (with rear arc +1) against defence 15: ")


def test_rule6_the_same_roll_misses_the_front():
    g = game([fig("a", "guard_swordsman", 10, 12, 0)], [fig("x", "orc_raider", 11.5, 12, 180)], dice=[2, 3])
    step(g, figure="a", action="close", targets=["x"])
    assert events(g, "miss") and facts(g, "x")["damage"] == 0


@pytest.mark.parametrize("where", ["attacker", "target", "both"])
def test_rule12_hindering_terrain_does_not_affect_close_combat(where):
    area = {"attacker": rect(8, 10, 2.5, 4), "target": rect(11, 10, 2, 4), "both": rect(8, 10, 6, 4)}[where]
    g = game([fig("a", "guard_swordsman", 10, 12, 0)], [fig("x", "orc_raider", 11.5, 12, 180)],
             (Kind.HINDERING, area, "Copse"), dice=[3, 3])
    step(g, figure="a", action="close", targets=["x"])
    assert not events(g, "modifier") and facts(g, "x")["damage"] == 2


def test_rule13_figures_on_either_side_of_blocking_terrain_cannot_touch():
    g = game([fig("a", "guard_swordsman", 10, 12, 0)], [fig("x", "orc_raider", 12, 12, 180)],
             (Kind.BLOCKING, rect(10.8, 8, 0.4, 8), "High wall"))
    assert not g.state.table.in_contact("a", "x")
    with pytest.raises(IllegalAnswer, match=r"not in base contact \(rule 6\)"):
        g.answer({"figure": "a", "action": "close"})


def test_rule14d_close_combat_across_the_edge_of_a_hill_judged_from_above():
    g = game([fig("a", "guard_swordsman", 10, 12, 0)], [fig("x", "orc_raider", 11.5, 12, 180)],
             (Kind.ELEVATED, rect(11, 6, 6, 12), "Hill"), dice=[3, 3])
    assert g.state.table.bases["x"].elevation == 1 and g.state.table.bases["a"].elevation == 0
    step(g, figure="a", action="close", targets=["x"])
    (mod,) = events(g, "modifier")  # seed 004 §8: the height modifier is for any attack, close combat too (14e)
    assert (mod.data["name"], mod.data["value"], mod.data["applies_to"]) == ("height", 1, "defence")
    (miss,) = events(g, "miss")
    assert (miss.data["total"], miss.data["defence"]) == (15, 16) and facts(g, "x")["damage"] == 0


def test_rule14e_no_height_modifier_when_the_higher_figure_strikes_down():
    g = game([fig("x", "orc_raider", 11.5, 12, 180)], [fig("a", "guard_swordsman", 10, 12, 0)],
             (Kind.ELEVATED, rect(11, 6, 6, 12), "Hill"), dice=[3, 3])
    step(g, figure="x", action="close", targets=["a"])
    assert not [e for e in events(g, "modifier") if e.data["name"] == "height"]


def test_rule14e_no_height_modifier_for_an_attacker_on_a_hill_striking_up_to_a_higher_top():
    g = game([fig("a", "guard_swordsman", 10, 12, 0)], [fig("x", "orc_raider", 11.5, 12, 180)],
             (Kind.ELEVATED, rect(6, 6, 12, 12), "Hill", 1), (Kind.ELEVATED, rect(11, 6, 6, 12), "Hill top", 2),
             dice=[3, 3])
    assert (g.state.table.bases["a"].elevation, g.state.table.bases["x"].elevation) == (1, 2)
    step(g, figure="a", action="close", targets=["x"])
    assert not [e for e in events(g, "modifier") if e.data["name"] == "height"]
    (hit,) = events(g, "hit")
    assert hit.data["total"] == 15 and facts(g, "x")["damage"] == 2


def test_rule16_no_close_combat_across_a_steep_edge_either_way():
    g = game([fig("a", "guard_swordsman", 10, 12, 0)], [fig("x", "orc_raider", 11.5, 12, 180)],
             (Kind.STEEP, rect(11, 6, 6, 12), "Rampart"))
    with pytest.raises(IllegalAnswer, match=r"either side of a steep edge \(rule 16\)"):
        g.answer({"figure": "a", "action": "close"})
    g.answer({"action": "end_turn"})
    with pytest.raises(IllegalAnswer, match=r"rule 16"):
        g.answer({"figure": "x", "action": "close"})


def test_rule16_both_on_the_steep_terrain_may_fight():
    g = game([fig("a", "guard_swordsman", 12, 12, 0)], [fig("x", "orc_raider", 13.5, 12, 180)],
             (Kind.STEEP, rect(11, 6, 6, 12), "Rampart"), dice=[3, 3])
    step(g, figure="a", action="close", targets=["x"])
    assert facts(g, "x")["damage"] == 2


def test_rule9_no_close_combat_against_an_own_figure():
    g = game([fig("a", "guard_swordsman", 10, 12, 0), fig("b", "guard_swordsman", 11.5, 12, 180)],
             [fig("x", "orc_raider", 20, 12, 180)])
    with pytest.raises(IllegalAnswer, match=r"rule 9"):
        g.answer({"figure": "a", "action": "close"})


def test_vampirism_heals_a_click_when_close_combat_deals_damage():
    g = game([fig("a", "guard_swordsman", 10, 12, 0)], [fig("t", "blood_troll", 12, 12, 180, wounded=2)],
             dice=[1, 6])
    g.answer({"action": "end_turn"})
    step(g, figure="t", action="close", targets=["a"])
    assert facts(g, "a")["damage"] == 3 and facts(g, "t")["damage"] == 1
    assert events(g, "heal")[0].data["cause"] == "vampirism"
