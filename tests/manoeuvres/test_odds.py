"""The exact odds shown before a declaration is confirmed: hit, each wound class, critical; a disarm; a push."""

from __future__ import annotations

import itertools
from fractions import Fraction

from game.rules.manoeuvres import attack
from game.rules.manoeuvres.odds import k20_chance
from tests.manoeuvres.kit import declare, fig, game

KNIGHT = fig("k", "knight", 8, inicjatywa=10)
WARRIOR = fig("w", "warrior", 9, inicjatywa=11)


def odds_of(g, answer):
    return g.ruleset.odds(g, g.pending, answer)


def test_an_attack_declaration_shows_the_exact_odds_of_its_first_attack():
    g = game([KNIGHT], [WARRIOR])
    found = odds_of(g, {"action": "ofensywa", "target": "w"})
    line = found.lines[0]
    # Atak 10 against Obrona 7: k20 <= 13 hits, 13 in 20; critical on a 1
    hits = 1 - line.outcomes["miss"]
    assert hits == Fraction(13, 20) and sum(line.outcomes.values()) == 1
    assert "hit 65.0 %" in line.summary and "critical hit 5.0 %" in line.summary
    # wounds 5 + 4 + k8 x 3 - 3 = 9..30 on a plain hit: light 9-14 (k8 1-2), medium 15-23 (3-5), heavy 24-30 (6-8)
    plain = Fraction(12, 20) / 8  # hits rolled 2..13, each k8 result
    crit = Fraction(1, 20) / 8
    assert line.outcomes["light"] == 2 * plain
    assert line.outcomes["medium"] == 3 * plain + 2 * crit
    assert line.outcomes["heavy"] == 3 * plain + 3 * crit
    assert line.outcomes["critical"] == 3 * crit
    assert "Atak 10: Atak 9, Longsword +1 against Obrona 7" in line.label


def test_the_odds_count_the_opponents_earlier_declaration():
    g = game([KNIGHT], [WARRIOR])
    declare(g, "k", "ofensywa", target="w")
    line = odds_of(g, {"action": "atak", "target": "k"}).lines[0]
    assert "Ofensywa −4" in line.label and 1 - line.outcomes["miss"] == Fraction(14, 20)


def test_a_disarm_and_a_push_show_the_chance_of_their_tests():
    g = game([KNIGHT], [WARRIOR])
    disarm = odds_of(g, {"action": "wyluskanie", "target": "w"}).lines[0]
    assert disarm.outcomes["disarmed"] == Fraction(9, 20) * Fraction(10, 20)
    push = odds_of(g, {"action": "roztracenie"}).lines[0]
    assert push.outcomes["through"] == Fraction(11, 20)


def test_a_move_has_no_odds_and_a_refused_declaration_neither():
    g = game([KNIGHT], [WARRIOR])
    assert odds_of(g, {"action": "ruch"}) is None
    assert odds_of(g, {"action": "kontra", "target": "w"}) is None


def test_the_second_blow_of_podwojne_counts_the_first_hitting():
    g = game([KNIGHT, fig("s", "swordsman", 10)], [WARRIOR])
    declare(g, "k", "atak", target="w")
    found = odds_of(g, {"action": "podwojne", "target": "k", "second": "s"})
    first, second = found.lines
    alone = attack.distribution(attack.spec(g.state, "w", "s", ("podwojne",), second=True))[0]
    hit_first = 1 - first.outcomes["miss"]
    assert second.outcomes["miss"] == 1 - hit_first + hit_first * alone["miss"]


def test_a_k20_test_with_1_and_20_absolute():
    assert [k20_chance(v) for v in (-5, 0, 1, 10, 19, 25)] == [
        Fraction(1, 20), Fraction(1, 20), Fraction(1, 20), Fraction(10, 20), Fraction(19, 20), Fraction(19, 20)]


def test_every_distribution_adds_up_to_1_for_every_pair_of_fighters():
    g = game([KNIGHT, fig("a", "assassin", 11, 14.5), fig("o", "orc", 4, 12)],
             [WARRIOR, fig("c", "crossbowman", 18, 12), fig("h", "hunter", 16, 14)])
    ids = list(g.state.figures)
    for a, b in itertools.permutations(ids, 2):
        dist, critical = attack.distribution(attack.spec(g.state, a, b))
        assert sum(dist.values()) == 1 and 0 <= critical <= 1
