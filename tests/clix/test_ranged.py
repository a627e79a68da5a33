"""Ranged combat, seed 004 rules 1-5 and 9, played through real attacks with forced dice."""

import pytest

from game.board.terrain import Kind
from game.rules.clix import turns
from game.rules.clix.sight import clix_line
from game.rules.clix.targets import ranged_choices, survey
from game.rules.decisions import IllegalAnswer
from tests.board.mapkit import rect
from tests.clix.kit import events, facts, fig, game, options, step

# A Guard Crossbowman (attack 8, damage 2, range 8) against Orc Raiders (defence 15): a 7 on 2d6 hits.
SHOOTER = fig("a", "guard_crossbow", 4, 12, 0)


def test_rule4_ties_hit_and_the_target_turns_by_the_damage_value():
    g = game([SHOOTER], [fig("x", "orc_raider", 11, 12, 180)], dice=[3, 4])
    step(g, figure="a", action="ranged", targets=["x"])
    (hit,) = events(g, "hit")
    assert (hit.data["total"], hit.data["defence"], hit.data["damage"]) == (15, 15, 2)
    assert facts(g, "x")["damage"] == 2 and facts(g, "x")["click"] == 3


def test_rule4_one_short_misses():
    g = game([SHOOTER], [fig("x", "orc_raider", 11, 12, 180)], dice=[3, 3])
    step(g, figure="a", action="ranged", targets=["x"])
    assert events(g, "miss") and facts(g, "x")["damage"] == 0


def test_the_roll_is_an_event_with_its_dice():
    g = game([SHOOTER], [fig("x", "orc_raider", 11, 12, 180)], dice=[5, 2])
    step(g, figure="a", action="ranged", targets=["x"])
    (roll,) = events(g, "roll")
    assert roll.data["dice"] == [5, 2] and roll.data["attack"] == 8


def test_rule1_beyond_range_is_refused_with_the_reason():
    g = game([SHOOTER], [fig("x", "orc_raider", 12.5, 12, 180)])
    assert {"figure": "a", "action": "ranged"} not in options(g)
    with pytest.raises(IllegalAnswer, match=r"beyond range 8 \(rule 1\)"):
        g.answer({"figure": "a", "action": "ranged"})


def test_rule1_range_is_inclusive_centre_to_centre():
    g = game([SHOOTER], [fig("x", "orc_raider", 12, 12, 180)], dice=[4, 4])
    step(g, figure="a", action="ranged", targets=["x"])
    assert facts(g, "x")["damage"] == 2


def test_rule1_the_line_must_leave_through_the_front_arc():
    g = game([fig("a", "guard_crossbow", 4, 12, 180)], [fig("x", "orc_raider", 11, 12, 180)])
    with pytest.raises(IllegalAnswer, match=r"Orc Raider is outside Guard Crossbowman's front arc \(rule 1\)"):
        g.answer({"figure": "a", "action": "ranged"})


def test_rule1_no_ranged_attack_in_base_contact_with_an_enemy():
    g = game([SHOOTER], [fig("x", "orc_raider", 5.5, 12, 180), fig("y", "orc_raider", 11, 12, 180)])
    assert {"figure": "a", "action": "ranged"} not in options(g)
    with pytest.raises(IllegalAnswer, match=r"in base contact with the enemy Orc Raider 1 \(rule 1\)"):
        g.answer({"figure": "a", "action": "ranged"})


def test_rule1_a_figure_of_range_0_cannot_shoot():
    g = game([fig("a", "guard_swordsman", 4, 12, 0)], [fig("x", "orc_raider", 8, 12, 180)])
    with pytest.raises(IllegalAnswer, match=r"range 0: it cannot shoot \(rule 1\)"):
        g.answer({"figure": "a", "action": "ranged"})


@pytest.mark.parametrize("blocker_side", ["red", "blue"])
def test_rule2_any_other_base_on_the_line_blocks(blocker_side):
    red, blue = [SHOOTER], [fig("x", "orc_raider", 11, 12, 180)]
    (red if blocker_side == "red" else blue).append(fig("c", "orc_archer" if blocker_side == "blue" else
                                                        "guard_swordsman", 7.5, 12.3, 90))
    g = game(red, blue)
    blocker = "Orc Archer" if blocker_side == "blue" else "Guard Swordsman"  # by name: players never see ids
    with pytest.raises(IllegalAnswer, match=rf"the base of {blocker} is in the way \(rule 2\)"):
        step(g, figure="a", action="ranged", targets=["x"])


def test_rule3_no_shooting_an_enemy_in_contact_with_an_own_figure():
    g = game([SHOOTER, fig("b", "guard_swordsman", 11, 10.5, 90)],
             [fig("x", "orc_raider", 11, 12, 180), fig("y", "orc_raider", 11, 15, 180)])
    step(g, figure="a", action="ranged")
    targets = g.pending
    assert targets.kind == "targets" and targets.values == ["y"]
    assert "rule 3" in targets.context["refused"]["x"]
    with pytest.raises(IllegalAnswer, match=r"in base contact with Guard Swordsman, a figure of your side \(rule 3\)"):
        g.answer("x")


def test_rule9_own_figures_and_the_user_itself_are_never_targets():
    g = game([SHOOTER, fig("b", "guard_swordsman", 9, 14, 90)], [fig("x", "orc_raider", 11, 12, 180)])
    step(g, figure="a", action="ranged")
    assert g.pending.values == ["x"]
    with pytest.raises(IllegalAnswer, match=r"own or friendly: no damaging attack may target it \(rule 9\)"):
        g.answer("b")
    with pytest.raises(IllegalAnswer, match=r"may target its user \(rule 9\)"):
        g.answer("a")


MAGE = fig("m", "war_mage", 4, 12, 0)  # attack 9, damage 2, range 7, 2 targets
ORCS = [fig("x", "orc_raider", 10, 10, 180), fig("y", "orc_raider", 10, 14, 180), fig("z", "orc_raider", 9, 12, 180)]


def test_rule5_one_roll_against_each_target_each_hit_deals_exactly_1():
    g = game([MAGE], [ORCS[0], fig("y", "orc_archer", 10, 14, 180)], dice=[2, 4])  # 6 + 9 = 15
    step(g, figure="m", action="ranged", targets=["x", "y"])
    assert len(events(g, "roll")) == 1
    assert [e.data["target"] for e in events(g, "hit")] == ["x", "y"]
    assert facts(g, "x")["damage"] == 1 and facts(g, "y")["damage"] == 1


def test_rule5_each_target_is_compared_with_its_own_defence():
    g = game([MAGE], [ORCS[0], fig("y", "orc_archer", 10, 14, 180)], dice=[1, 4])  # 14: archer 14 hit, raider 15 not
    step(g, figure="m", action="ranged", targets=["x", "y"])
    assert facts(g, "x")["damage"] == 0 and facts(g, "y")["damage"] == 1


def test_rule5_a_single_target_takes_the_full_damage_value():
    g = game([MAGE], ORCS[:2], dice=[3, 3])
    step(g, figure="m", action="ranged", targets=["x"])
    assert facts(g, "x")["damage"] == 2


def test_rule5_no_more_targets_than_the_profile_allows_and_none_twice():
    g = game([MAGE], ORCS)
    step(g, figure="m", action="ranged")
    assert g.pending.most == 2
    with pytest.raises(IllegalAnswer, match="between 1 and 2"):
        g.answer(["x", "y", "z"])
    with pytest.raises(IllegalAnswer, match="chosen twice"):
        g.answer(["x", "x"])


def test_rule5_and_7_a_critical_hit_on_several_targets_deals_2_to_each():
    g = game([MAGE], ORCS[:2], dice=[6, 6])
    step(g, figure="m", action="ranged", targets=["x", "y"])
    assert [e.data["damage"] for e in events(g, "hit")] == [2, 2]
    assert facts(g, "x")["damage"] == 2 and facts(g, "y")["damage"] == 2
    assert events(g, "critical")[0].data["success"] is True


def test_rule5_every_target_needs_a_line_of_fire():
    g = game([MAGE, fig("b", "guard_swordsman", 7, 10.5, 0)], ORCS[:2])
    step(g, figure="m", action="ranged")
    assert g.pending.values == ["y"] and "rule 2" in g.pending.context["refused"]["x"]


def test_the_offered_lines_are_the_lines_one_at_a_time():
    # The lines of every shooter to every enemy in range are explained in one batch: each, reasons and all, is
    # the line traced alone (a copse hinders one, a wall blocks another, a figure stands in the way of a third).
    g = game([SHOOTER, fig("b", "guard_crossbow", 4, 18, 0)],
             [fig("x", "orc_raider", 11, 12, 180), fig("y", "orc_raider", 10, 18, 180),
              fig("z", "orc_raider", 9, 15, 180), fig("w", "orc_raider", 6.5, 18, 180)],
             (Kind.HINDERING, rect(7, 11, 1.5, 2), "Copse"), (Kind.BLOCKING, rect(6, 13, 0.5, 0.6), "Wall"))
    s = survey(g.state)
    found = ranged_choices(g.state, [g.state.figures["a"], g.state.figures["b"]], s)
    for shooter, choices in found.items():
        for target, line in choices.sights.items():
            assert line == clix_line(g.state.table, shooter, target)
    assert found["a"].sights["x"].result == "hindered" and "Wall" in found["a"].refused["z"]
    assert "the base of Orc Raider" in found["b"].refused["y"] and found["b"].allowed == ("z", "w")


def test_a_figure_that_cannot_shoot_at_all_is_told_so_once():
    """Range 0 refuses every target for the same reason: the refusal says it once, with no count of figures
    "further away" (which would suggest walking closer would help)."""
    g = game([fig("sword", "guard_swordsman", 5, 5)], [fig("r1", "orc_raider", 15, 5, 180),
                                                        fig("r2", "orc_raider", 20, 5, 180)])
    reasons = [u["reason"] for u in g.pending.context["unavailable"]
               if u["figure"] == "sword" and u["action"] == "ranged"]
    assert reasons == ["Guard Swordsman has range 0: it cannot shoot (rule 1)"]


def test_the_reasons_are_worked_out_when_first_read_and_once(monkeypatch):
    """A reason costs more than the offer and only a player reads it: none is worked out until the list is read
    (or an answer is refused), and each only once."""
    calls = []
    words = turns._first_reason

    def counted(*args):
        calls.append((args[2].id, args[3]))
        return words(*args)

    monkeypatch.setattr(turns, "_first_reason", counted)
    g = game([fig("xbow", "guard_crossbow", 5, 5)], [fig("r1", "orc_raider", 20, 5, 180)])
    listed = g.pending.context["unavailable"]
    assert calls == []
    assert [(u["action"], u["reason"]) for u in listed if u["figure"] == "xbow"] == [
        ("ranged", "Orc Raider is 15.00 in away, beyond range 8 (rule 1)"),
        ("close", "Orc Raider is not in base contact (rule 6)")]
    assert sorted(c for c in calls if c[0] == "xbow") == [("xbow", "close"), ("xbow", "ranged")]
    made = len(calls)
    assert list(listed) == list(listed) and len(calls) == made
    with pytest.raises(IllegalAnswer, match="beyond range 8"):
        g.answer({"figure": "xbow", "action": "ranged"})
    assert len(calls) == made
