"""The attack: the k20 test, natural 1 and 20, criticals, weak blows, armour, wound classes and KLO steps,
exposure, the named breakdown, and the exact distribution against a brute-force count."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from game.rules.manoeuvres import attack
from game.rules.manoeuvres.attack import NO_WOUND, outcome, wound_class
from tests.manoeuvres.kit import attacks, events, fig, game, round_with, status

DUEL = ([fig("k", "knight", 8, inicjatywa=10)], [fig("w", "warrior", 9, inicjatywa=11)])
PLAIN = {"k": {"action": "atak", "target": "w"}, "w": {"action": "atak", "target": "k"}}
THRESHOLDS = (8, 15, 24, 35)


@pytest.mark.parametrize(("points", "steps", "klass"), [
    (0, 0, NO_WOUND), (7, 0, "scratch"), (8, 0, "light"), (14, 0, "light"), (15, 0, "medium"), (24, 0, "heavy"),
    (35, 0, "critical"), (99, 1, "critical"), (7, 1, "light"), (24, 1, "critical"), (7, -1, NO_WOUND),
    (15, -1, "light"), (0, 1, NO_WOUND)])
def test_wound_classes_by_points_and_klo_steps(points, steps, klass):
    assert wound_class(points, THRESHOLDS, steps) == klass


def test_the_test_needs_k20_at_most_10_plus_atak_minus_obrona_and_1_and_20_are_absolute():
    g = game(*DUEL, dice={"d10": [5, 2, 3, 4], "d20": [20, 20, 20]})
    round_with(g, PLAIN)
    s = attack.spec(g.state, "k", "w")
    assert s.need == 10 + 10 - 7
    assert [outcome(s, r, 1).hit for r in (1, 13, 14, 20)] == [True, True, False, False]
    s2 = attack.spec(g.state, "w", "k")  # 10 + 9 - 9 = 10
    assert s2.need == 10 and outcome(s2, 10, 1).hit and not outcome(s2, 11, 1).hit


def test_a_weak_blow_below_the_threshold_is_halved():
    # knight hits the warrior: 5 + 1 x 2 - 3 = 4 < 5: a weak blow, 2 points, a scratch
    g = game(*DUEL, dice={"d10": [5, 2, 3, 4], "d20": [5, 20, 20], "d8": [1]})
    round_with(g, PLAIN)
    first = attacks(g)[0]
    assert (first["hit"], first["weak"], first["points"], first["wound"]) == (True, True, 2, "scratch")


def test_armour_takes_its_points_and_a_blow_it_stops_is_no_wound():
    g = game([fig("k", "knight", 8, sila=0, inicjatywa=10)], [fig("w", "warrior", 9, armour=12, inicjatywa=11)],
             dice={"d10": [5, 2, 3, 4], "d20": [5, 20, 20], "d8": [5]})
    round_with(g, PLAIN)
    first = attacks(g)[0]
    assert (first["hit"], first["points"], first["wound"]) == (True, 0, NO_WOUND) and status(g, "w").wounds == []


def test_every_modifier_is_named_in_the_log():
    g = game(*DUEL, dice={"d10": [5, 2, 3, 4], "d20": [5, 20, 20], "d8": [5]})
    round_with(g, {"k": {"action": "ofensywa", "target": "w"},
                   "w": {"action": "atak", "target": "k"}})
    text = events(g, "attack")[0].text
    assert "Atak 10: Atak 9, Longsword +1" in text
    assert "Obrona 7: Obrona 6, Two-handed axe (weapon Obrona) +1" in text
    assert "S 9: S 5, Ofensywa (tier 2) +4" in text and "multiplier 3: Longsword 2, Ofensywa +1" in text
    assert "− armour 3;" in text and "weak-hit threshold 5" in text


def test_an_exposed_fighter_has_no_weapon_obrona():
    g = game(*DUEL, dice={"d10": [5, 2, 3, 4], "d20": [20, 20, 20]})
    status(g, "w").exposed = True
    s = attack.spec(g.state, "k", "w")
    assert s.obrona.total == 6 and s.obrona.as_json()["mods"] == {"Two-handed axe (weapon Obrona)": 1,
                                                                   "exposed: no weapon Obrona": -1}


def test_the_distribution_is_the_brute_force_count():
    g = game(*DUEL)
    s = attack.spec(g.state, "w", "k")
    dist, critical = attack.distribution(s)
    counts: dict[str, int] = {}
    crit = 0
    for roll, die in itertools.product(range(1, 21), range(1, 11)):
        found = outcome(s, roll, die)
        counts[found.key] = counts.get(found.key, 0) + 1
        crit += found.critical
    assert dist == {k: Fraction(v, 200) for k, v in counts.items()}
    assert critical == Fraction(crit, 200) == Fraction(1, 20) and sum(dist.values()) == 1
