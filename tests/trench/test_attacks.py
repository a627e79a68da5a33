"""Shooting and fighting: every modifier of the hit roll by name, injuries, blood markers, Tough, armour, shots
into melee, and the exact odds shown before each roll."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from game.rules.odds import percent
from game.rules.trench.roll import INJURY_TABLE, SUCCESS_TABLE
from tests.trench.kit import act, fig, game, give, rolls, start, status

FAR_BLUE = [fig("b8", "cultist", 22, 2), fig("b9", "cultist", 22, 5)]


def shot(red, blue, dice=None, options=None, target="b1"):
    g = game([red], [blue, *FAR_BLUE], dice=dice, options=options)
    start(g, "red", red["id"])
    act(g, red["id"], "shoot")
    give(g, "targets", target)
    return g


def names(roll):
    return {m["name"]: (m["dice"], m["flat"]) for m in roll["modifiers"]}


def test_a_plain_shot_has_no_modifiers_and_keeps_two_dice():
    g = shot(fig("r1", "yeoman", 2, 20), fig("b1", "cultist", 12, 20), dice=[3, 4, 2, 3])
    hit, injury = rolls(g)
    assert (hit["dice"], hit["kept"], hit["total"], hit["outcome"], hit["modifiers"]) == (
        [3, 4], [3, 4], 7, "success", [])
    assert (injury["dice"], injury["total"], injury["outcome"]) == ([2, 3], 5, "minor hit")
    assert status(g, "b1").blood == 1 and g.ruleset.facts(g.state, g.state.figures["b1"])["damage"] == 1


def test_cover_from_hindering_terrain_gives_minus_1_dice():
    g = shot(fig("r1", "yeoman", 16, 20), fig("b1", "cultist", 19.5, 12), dice=[6, 6, 6])
    hit = rolls(g, "hit")[0]
    assert names(hit) == {"target in cover": (-1, 0)} and hit["kept"] == [6, 6]


def test_the_line_of_fire_names_cover_in_dice_not_defence():
    g = game([fig("r1", "yeoman", 16, 20)], [fig("b1", "cultist", 19.5, 12), *FAR_BLUE])
    sight = g.ruleset.line_of_fire(g.state, "r1", "b1")
    assert (sight.result, sight.defence_modifier, sight.modifier_text) == ("hindered", 1, "1 DICE off a shot")


def test_beyond_half_range_gives_minus_1_dice():
    g = shot(fig("r1", "yeoman", 2, 20), fig("b1", "cultist", 17, 20), dice=[5, 5, 5])
    assert names(rolls(g, "hit")[0]) == {"beyond half range": (-1, 0)}


@pytest.mark.parametrize(("per_level", "bonus"), [(3.0, False), (4.0, True)])
def test_more_than_3_inches_above_the_target_gives_plus_1_dice(per_level, bonus):
    g = shot(fig("r1", "yeoman", 3, 2.5), fig("b1", "cultist", 3, 12), dice=[1, 6, 6],
             options={"inches_per_level": per_level})
    hit = rolls(g, "hit")[0]
    assert ("more than 3\" above the target" in names(hit)) is bonus
    assert hit["kept"] == ([6, 6] if bonus else [1, 6])


def test_skills_and_weapons_add_their_dice_and_pairs_cancel():
    # the sniper: +1 DICE skill, +1 DICE rifle, +1 flat to injuries; the target in cover: -1 DICE
    g = shot(fig("r1", "sniper", 16, 20), fig("b1", "cultist", 19.5, 12), dice=[1, 2, 6, 2, 2])
    hit = rolls(g, "hit")[0]
    assert (hit["plus"], hit["minus"], hit["net"], hit["dice"], hit["kept"]) == (2, 1, 1, [1, 2, 6], [2, 6])
    injury = rolls(g, "injury")[0]
    assert names(injury) == {"Sniper rifle": (0, 1)} and injury["total"] == 5


def test_a_weapons_flat_bonus_counts_after_the_keep():
    # the hellfire projector: +1 to the kept total, so 5 + 6 + 1 = 12, a critical
    g = game([fig("z", "hellfire_zealot", 2, 20)], [fig("b1", "yeoman", 5, 20), fig("b2", "yeoman", 22, 2)],
             dice=[6, 5, 1, 1, 1, 1])
    start(g, "blue")
    give(g, "activate", "b1")
    act(g, "b1", "end")
    give(g, "activate", "z")
    act(g, "z", "shoot")
    give(g, "targets", "b1")
    hit = rolls(g, "hit")[0]
    assert (names(hit), hit["kept"], hit["flat"], hit["total"], hit["outcome"]) == (
        {"Hellfire projector": (0, 1)}, [5, 6], 1, 12, "critical")


def test_a_critical_hit_adds_an_injury_die():
    g = shot(fig("r1", "yeoman", 2, 20), fig("b1", "cultist", 12, 20), dice=[6, 6, 1, 1, 1])
    injury = rolls(g, "injury")[0]
    assert injury["critical"] and names(injury) == {"critical hit": (1, 0)} and len(injury["dice"]) == 3


@pytest.mark.parametrize(("dice", "effect"), [([4, 4, 1, 1], "no effect"), ([4, 4, 1, 2], "minor hit"),
                                              ([4, 4, 3, 4], "minor hit"), ([4, 4, 4, 4], "down"),
                                              ([4, 4, 5, 4], "down"), ([4, 4, 5, 5], "out of action")])
def test_the_injury_table_after_armour(dice, effect):
    g = shot(fig("r1", "yeoman", 2, 20), fig("b1", "legionnaire", 12, 20), dice=dice)  # standard armour, -1
    assert rolls(g, "injury")[-1]["outcome"] == effect
    assert status(g, "b1").blood == (effect == "minor hit")
    assert status(g, "b1").down is (effect == "down")
    assert g.state.figures["b1"].eliminated is (effect == "out of action")
    injury = g.log.of_kind("roll")[-1].text  # with true minus signs, as every signed value the window prints
    assert injury.startswith("Injury roll against Legionnaire: −1 (standard armour): rolls [") and "] −1 = " in injury


def test_a_down_result_on_a_down_model_leaves_it_down():
    g = shot(fig("r1", "yeoman", 2, 20), fig("b1", "legionnaire", 12, 20, down=True), dice=[4, 4, 4, 4])
    assert status(g, "b1").down and not g.state.figures["b1"].eliminated
    assert g.log.of_kind("down")[-1].text == "Legionnaire stays Down."


def test_armour_is_capped_at_minus_3():
    g = shot(fig("r1", "yeoman", 2, 20), fig("b1", "iron_warden", 12, 20, shield=True), dice=[4, 4, 6, 5])
    injury = rolls(g, "injury")[0]
    assert names(injury) == {"machine armour": (0, -3), "trench shield": (0, -1)}
    assert (injury["flat"], injury["total"], injury["outcome"]) == (-3, 8, "down")


def test_a_tough_model_goes_down_instead_of_out_of_action_once():
    g = shot(fig("r1", "yeoman", 2, 20), fig("b1", "brute", 12, 20), dice=[4, 4, 6, 6])
    assert status(g, "b1").down and status(g, "b1").tough_spent and not g.state.figures["b1"].eliminated
    assert g.log.of_kind("down")[-1].data["tough"]


def test_a_tough_model_that_was_saved_once_goes_out_of_action():
    g = game([fig("r1", "yeoman", 2, 20)], [fig("b1", "brute", 12, 20), *FAR_BLUE], dice=[4, 4, 6, 6])
    status(g, "b1").tough_spent = True
    start(g, "red", "r1")
    act(g, "r1", "shoot")
    give(g, "targets", "b1")
    assert g.state.figures["b1"].eliminated and g.state.rules.scores["red"] == 140


def test_melee_attacks_on_a_down_model_get_an_injury_die_and_a_second_weapon_rolls_at_minus_1():
    g = game([fig("r1", "sergeant", 2, 20)], [fig("b1", "cultist", 3.5, 20, down=True), *FAR_BLUE],
             dice=[4, 4, 1, 1, 1, 1, 6, 6, 6, 6, 6, 6])
    start(g, "red", "r1")
    act(g, "r1", "fight")
    give(g, "targets", "b1")
    hit, injury = rolls(g)
    assert names(hit) == {"melee skill": (1, 0), "Sabre": (1, 0)}
    assert names(injury) == {"melee attack on a Down model": (1, 0)} and len(injury["dice"]) == 3
    assert g.pending.kind == "offhand" and g.pending.values == ["b1", "none"]
    give(g, "offhand", "b1")
    second = rolls(g, "hit")[-1]
    assert names(second) == {"melee skill": (1, 0), "second melee weapon": (-1, 0)} and second["net"] == 0


def test_the_attacker_may_spend_blood_markers_for_injury_dice():
    g = game([fig("r1", "yeoman", 2, 20)], [fig("b1", "cultist", 12, 20, blood=3), *FAR_BLUE],
             dice=[4, 4, 1, 1, 1, 1])
    start(g, "red", "r1")
    act(g, "r1", "shoot")
    give(g, "targets", "b1")
    assert g.pending.kind == "blood" and g.pending.player == "red" and g.pending.values == [0, 1, 2, 3]
    give(g, "blood", 2)
    injury = rolls(g, "injury")[0]
    assert names(injury) == {"2 blood markers spent": (2, 0)} and len(injury["dice"]) == 4
    assert status(g, "b1").blood == 1 + 1  # one left, and the minor hit adds one


def test_blood_spending_can_be_switched_off():
    g = game([fig("r1", "yeoman", 2, 20)], [fig("b1", "cultist", 12, 20, blood=3), *FAR_BLUE],
             dice=[4, 4, 1, 1], options={"spend_blood": False})
    start(g, "red", "r1")
    act(g, "r1", "shoot")
    give(g, "targets", "b1")
    assert g.pending.kind == "action" and status(g, "b1").blood == 4


@pytest.mark.parametrize(("die", "hit"), [(1, "r2"), (3, "r2"), (4, "b1"), (6, "b1")])
def test_a_shot_into_melee_strays_to_the_friend_on_1_to_3(die, hit):
    g = game([fig("r1", "yeoman", 2, 20), fig("r2", "yeoman", 12, 18.5)], [fig("b1", "cultist", 12, 20), *FAR_BLUE],
             dice=[die, 1, 1])
    start(g, "red", "r1")
    act(g, "r1", "shoot")
    give(g, "targets", "b1")
    assert g.log.of_kind("into_melee")[-1].data["strays"] is (die <= 3)
    assert g.log.of_kind("into_melee")[-1].data["dice"] == [die]  # thrown in the window's tray
    assert rolls(g, "hit")[-1]["target"] == hit


# --- exact odds before the roll ----------------------------------------------------------------------------------
def brute_roll(net: int, flat: int, table) -> dict[str, Fraction]:
    """Every ordered roll of 2 + |net| dice, kept as the seed says and read on ``table``."""
    count = 2 + abs(net)
    out: dict[str, Fraction] = {}
    for dice in itertools.product(range(1, 7), repeat=count):
        s = sorted(dice)
        name = table.outcome(sum(s[:2] if net < 0 else s[-2:]) + flat)
        out[name] = out.get(name, Fraction(0)) + Fraction(1, 6**count)
    return out


def brute_attack(hit_net: int, injury_net: int, injury_flat: int) -> dict[str, Fraction]:
    """Every hit roll, then every injury roll (one more die after a critical)."""
    found: dict[str, Fraction] = {}
    for result, p in brute_roll(hit_net, 0, SUCCESS_TABLE).items():
        if result == "failure":
            found["missed"] = found.get("missed", Fraction(0)) + p
            continue
        for effect, q in brute_roll(injury_net + (result == "critical"), injury_flat, INJURY_TABLE).items():
            found[effect] = found.get(effect, Fraction(0)) + p * q
    return found


def test_the_odds_of_a_shot_are_exact():
    g = game([fig("r1", "yeoman", 16, 20)], [fig("b1", "legionnaire", 19.5, 12), *FAR_BLUE])
    start(g, "red", "r1")
    act(g, "r1", "shoot")
    odds = g.ruleset.odds(g, g.pending, "b1")
    overall = odds.lines[-1].outcomes
    assert {k: v for k, v in overall.items() if v} == brute_attack(-1, 0, -1)  # cover; standard armour
    assert "−1 DICE (target in cover)" in odds.lines[0].label
    # mildest first, as the bars read (alphabetical, "down" came before "missed" and "no effect")
    assert [k for k in overall if overall[k]] == ["missed", "no effect", "minor hit", "down", "out of action"]
    assert list(odds.lines[1].outcomes) == [k for k in ("no effect", "minor hit", "down", "out of action")
                                            if k in odds.lines[1].outcomes]


def test_the_odds_of_a_shot_into_melee_count_the_d6_and_head_each_block():
    """A shot at an enemy in melee with a friend: the target button said "hit 58.3 %, Out of Action 16.9 %" and
    the card's "In all" the same, as if the shot were sure to stay on it; on 1–3 of the d6 it strays to the friend.
    The card then listed the friend's lines in a second block with no heading (a note said which, and was the first
    thing a 1366×768 window dropped). Now both count the d6, and each block says whom it hits and on which faces."""
    g = game([fig("r1", "yeoman", 2, 20), fig("r2", "yeoman", 12, 18.5)], [fig("b1", "cultist", 12, 20), *FAR_BLUE])
    start(g, "red", "r1")
    act(g, "r1", "shoot")
    on_target = brute_attack(0, 0, 0)  # a plain shot at the cultist, unarmoured
    on_friend = brute_attack(0, 0, -1)  # the yeoman in standard armour
    half = Fraction(1, 2)
    (label,) = [o.label for o in g.pending.options]
    assert label == (f"Cultist 1 (into melee: hit {percent(half * (1 - on_target['missed']))}, "
                     f"Out of Action {percent(half * on_target['out of action'])})")
    odds = g.ruleset.odds(g, g.pending, "b1")
    assert [line.brief for line in odds.lines] == [
        "Stays on Cultist 1 (4–6) — Hit roll", "Stays on Cultist 1 (4–6) — In all, the d6 counted",
        "Strays to Trench yeoman 2 (1–3) — Hit roll", "Strays to Trench yeoman 2 (1–3) — In all, the d6 counted"]
    for line, sure in ((odds.lines[1], on_target), (odds.lines[3], on_friend)):
        assert {k: v for k, v in line.outcomes.items() if v} == {"not shot": half, **{k: half * v for k, v in
                                                                                     sure.items()}}
        assert line.summary.startswith(f"Out of Action {percent(half * sure['out of action'])}")
    assert list(odds.lines[1].outcomes)[:2] == ["not shot", "missed"]  # mildest first, as the bars read
    assert odds.notes[0] == "Into melee: a d6 decides whom the shot targets, Cultist 1 on 4–6, Trench yeoman 2 on 1–3."
    lone = game([fig("r1", "yeoman", 2, 20)], [fig("b1", "cultist", 12, 20), *FAR_BLUE])  # no friend in melee
    start(lone, "red", "r1")
    act(lone, "r1", "shoot")
    assert [o.label for o in lone.pending.options] == [
        f"Cultist 1 (hit {percent(1 - on_target['missed'])}, Out of Action {percent(on_target['out of action'])})"]
    assert [line.brief for line in lone.ruleset.odds(lone, lone.pending, "b1").lines] == [
        "Hit roll", "Injury", "Injury after a critical", ""]


def test_the_odds_of_an_injury_follow_the_blood_spent():
    g = game([fig("r1", "yeoman", 2, 20)], [fig("b1", "legionnaire", 12, 20, blood=2), *FAR_BLUE], dice=[6, 6])
    start(g, "red", "r1")
    act(g, "r1", "shoot")
    give(g, "targets", "b1")
    odds = g.ruleset.odds(g, g.pending, 2)
    injury = {k: v for k, v in odds.lines[0].outcomes.items() if v}
    assert injury == brute_roll(3, -1, INJURY_TABLE)  # critical +1, two markers +2; standard armour -1
    assert g.ruleset.odds(g, g.pending, 9) is None  # not one of the choices


def test_odds_of_a_dash_and_of_the_attacks_a_retreat_provokes():
    g = game([fig("r1", "yeoman", 2, 20, down=True)], [fig("b1", "cultist", 12, 20), *FAR_BLUE])
    start(g, "red", "r1")
    act(g, "r1", "stand")
    dash = g.ruleset.odds(g, g.pending, {"figure": "r1", "action": "dash"})
    assert {k: v for k, v in dash.lines[0].outcomes.items() if v} == brute_roll(0, 0, SUCCESS_TABLE)
    g = game([fig("r1", "yeoman", 2, 20)], [fig("b1", "cultist", 3.5, 20), *FAR_BLUE])
    start(g, "red", "r1")
    retreat = g.ruleset.odds(g, g.pending, {"figure": "r1", "action": "retreat"})
    assert [line.label.split(":")[0] for line in retreat.lines] == ["Cultist 1 — Hit roll", "Cultist 1 — In all"]
    # the cultist's knife (-1) on a yeoman in standard armour (-1)
    assert {k: v for k, v in retreat.lines[-1].outcomes.items() if v} == brute_attack(0, 0, -2)
    assert g.ruleset.odds(g, g.pending, {"figure": "r1", "action": "end"}) is None
