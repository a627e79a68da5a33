"""Every gamebook roll is thrown in the window's dice tray as the other rulesets' are: its event carries the dice
shown and their faces (an attack's d10, a critical's d6, the d10 of an extra wound, a d20 of XP, playing dead's
d100). The gamebook's rolls were in the log only: its tray stayed empty."""

from __future__ import annotations

from tests.gamebook.kit import act, game, piece
from tests.gamebook.test_criticals import hero_critical_hit, hero_critical_miss


def shown(g, kind: str) -> list[tuple[list[int], list[int]]]:
    return [(e.data["dice"], e.data["sides"]) for e in g.log.of_kind(kind) if "dice" in e.data]


def test_an_attack_shows_its_d10_and_a_critical_its_d6():
    g = hero_critical_hit(6, d10=[10])
    assert shown(g, "attack") == [([10], [10])]
    assert shown(g, "critical") == [([6], [6])]
    assert shown(g, "damage") == []  # the attack's own wound is its result, not a roll


def test_the_extra_d10_of_a_critical_hit_is_shown_with_the_wound_it_deals():
    g = hero_critical_hit(3, d10=[10, 7])
    assert shown(g, "damage") == [([7], [10])]


def test_a_d20_of_xp_and_a_d10_hurting_oneself_are_shown():
    assert shown(hero_critical_hit(4, d20=[13]), "xp") == [([13], [20])]
    assert shown(hero_critical_miss(3, d10=[10, 4]), "damage") == [([4], [10])]


def test_playing_dead_shows_its_d100():
    g = game([piece("t", "thief", (0, 0)), piece("w", "warrior", (3, 3))],
             [piece("gob", "goblin", (1, 0), rank="king")], dice={"d100": [45]})
    act(g, "t", "play_dead")
    assert shown(g, "play_dead") == [([45], [100])]
