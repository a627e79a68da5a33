"""The exact odds shown before a declaration is confirmed: hit, each wound class, critical; a disarm; a push."""

from __future__ import annotations

import dataclasses
import itertools
from fractions import Fraction

import pytest

from game.rules.manoeuvres import attack, data, odds
from game.rules.manoeuvres import round as round_module
from game.rules.manoeuvres.odds import k20_chance
from tests.answering import give
from tests.manoeuvres.kit import declare, events, fig, game, keep

KNIGHT = fig("k", "knight", 8, inicjatywa=10)
WARRIOR = fig("w", "warrior", 9, inicjatywa=11)


def odds_of(g, answer):
    return g.ruleset.odds(g, g.pending, answer)


def when_it_comes(line) -> dict:
    """A blow's outcomes given that it comes in time (the line's own count the chance that it comes too late)."""
    comes = 1 - line.outcomes.get("too late", 0)
    return {k: p / comes for k, p in line.outcomes.items() if k != "too late"}


def test_an_attack_declaration_shows_the_exact_odds_of_its_first_attack():
    g = game([KNIGHT], [WARRIOR])
    found = odds_of(g, {"action": "ofensywa", "target": "w"})
    line = found.lines[0]
    # Initiative 10 + k10, step 3 + k10: the blow comes too late (moment below 0) on (1, 9), (1, 10) and (2, 10)
    assert line.outcomes["too late"] == Fraction(3, 100) and sum(line.outcomes.values()) == 1
    assert line.summary.startswith("in time 97.0 %, then hit 65.0 %")
    line = type(line)(line.label, when_it_comes(line), line.summary)
    # Atak 10 against Obrona 7: k20 <= 13 hits, 13 in 20; critical on a 1
    hits = 1 - line.outcomes["miss"]
    assert hits == Fraction(13, 20)
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
    assert "Ofensywa −4" in line.label and 1 - when_it_comes(line)["miss"] == Fraction(14, 20)


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
    hit_first = 1 - when_it_comes(first)["miss"]
    assert when_it_comes(second)["miss"] == 1 - hit_first + hit_first * alone["miss"]
    assert second.outcomes["too late"] == first.outcomes["too late"] > 0  # no second blow without the first


JAN, GROK = fig("j", "crossbowman", 3), fig("o", "orc", 20)  # Jan: Inicjatywa 38, light crossbow delay 6


def test_an_aimed_power_shot_shows_the_chance_that_it_comes_too_late():
    """Aiming costs Initiative and a power shot adds delay: the first shot may fall below moment 0 and be lost, so
    "hit 80 %" alone would promise more than the shot gives. Jan, aiming +2: moment 38 − 20 + k10 − (6 + k10) − 8
    = 4 + a − b, below 0 when the delay die beats the Initiative die by 5 or more: 15 of 100 rolls."""
    g = game([JAN], [GROK])
    declare(g, "o", "ruch")
    aimed = odds_of(g, {"action": "mocny_strzal", "target": "o", "points": 2}).lines[0]
    assert aimed.outcomes["too late"] == Fraction(15, 100)
    assert aimed.summary.startswith("in time 85.0 %, then hit 80.0 %")
    assert 1 - aimed.outcomes["miss"] - aimed.outcomes["too late"] == Fraction(85, 100) * Fraction(16, 20)
    once = odds_of(g, {"action": "mocny_strzal", "target": "o", "points": 1}).lines[0]
    assert "too late" not in once.outcomes and once.summary.startswith("hit 75.0 %")  # 14 + a − b is never below 0


def test_the_odds_of_a_change_count_its_cost_in_initiative():
    """A change costs 5 Initiative: 4 + a − b − 5 is below 0 when b − a ≥ 0, 55 rolls in 100."""
    g = game([JAN], [GROK])
    declare(g, "o", "ruch")
    declare(g, "j", "ruch")
    give(g, "change", "j")
    assert g.pending.kind == "declare"
    aimed = odds_of(g, {"action": "mocny_strzal", "target": "o", "points": 2}).lines[0]
    assert aimed.outcomes["too late"] == Fraction(55, 100)


@pytest.mark.parametrize(("dice", "lost"), [((1, 5), False), ((1, 6), True), ((10, 10), False)])
def test_the_round_loses_the_shot_exactly_when_the_odds_said_it_could(dice, lost):
    initiative, delay = dice
    g = game([JAN], [GROK], dice={"d10": [5, 5, initiative, delay], "d20": [1], "d8": [1]})
    declare(g, "o", "ruch")
    declare(g, "j", "mocny_strzal", target="o", points=2)
    keep(g)
    shot = next(a for a in events(g, "moments")[0].data["attacks"] if a["figure"] == "j")
    assert shot["moment"] == 4 + initiative - delay and bool(shot["lost"]) == lost


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


def test_a_tests_odds_count_the_die_the_rules_file_names(monkeypatch):
    """The tests roll the rules file's ``reflex_die``; their odds counted a k20 whatever it said."""
    assert odds.k20_chance(8) == Fraction(8, 20) and odds.k20_chance(25) == Fraction(19, 20)
    armoury = data.armoury()
    patched = dataclasses.replace(armoury, rules=dataclasses.replace(armoury.rules, reflex_die=10))
    for module in (data, odds, round_module):
        monkeypatch.setattr(module, "armoury", lambda: patched)
    assert odds.k20_chance(8) == Fraction(8, 10)


def test_a_charges_odds_say_the_impetus_they_count_is_lost_to_a_charge_overtaken():
    """Roland's Szarża showed +1KLO's results where Bjarni, charging first, would almost surely reach him and stall
    it (a tester's find): the card says the impetus goes with the run."""
    from game import locations
    from game.rules.game import Game
    from game.rules.scenario import load_scenario

    g = Game(load_scenario(locations.SCENARIOS / "manoeuvres-duel.yaml"), seed=1)
    target = next(f for f in g.state.figures if f != g.pending.context["figure"])
    found = odds_of(g, {"action": "szarza", "target": target})
    assert found is not None and any("stalls and loses it" in note for note in found.notes)
