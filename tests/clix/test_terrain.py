"""Terrain and the line of fire, seed 004 rules 12-16, each case through a real ranged attack.

The Guard Crossbowman (attack 8) shoots an Orc Raider (defence 15): it needs 7 + the defence modifier on 2d6.
Each case is played twice with forced dice, once one short of that and once exactly on it, so the modifier
the line of fire gives is what decides hit or miss.
"""

import pytest

from game.board.terrain import Kind
from game.rules.decisions import IllegalAnswer
from tests.board.mapkit import rect
from tests.clix.kit import events, facts, fig, game, step

HINDER, BLOCK, HILL, STEEP = Kind.HINDERING, Kind.BLOCKING, Kind.ELEVATED, Kind.STEEP
LEFT_HILL, RIGHT_HILL = (HILL, rect(2, 10, 4, 4), "Left hill"), (HILL, rect(9, 10, 4, 4), "Right hill")

# name: (terrain, extra figures, modifiers the defence gets)
CASES = {
    "open ground": ((), [], ()),
    "12 hindering between": (((HINDER, rect(6.5, 10, 2, 4), "Copse"),), [], ("hindering",)),
    "12 target stands in hindering": (((HINDER, rect(10, 10, 3, 4), "Rubble"),), [], ("hindering",)),
    "12 two pieces still +1": (((HINDER, rect(6, 10, 1, 4)), (HINDER, rect(8, 10, 1, 4))), [], ("hindering",)),
    "12 the attacker's own copse does not hinder": (((HINDER, rect(3, 10, 2, 4), "Copse"),), [], ()),
    "14b hindering on the hill between": (((HILL, rect(2, 8, 12, 8)), (HINDER, rect(7, 11, 1, 2))), [],
                                          ("hindering",)),
    "14b hindering on the ground between two hills": ((LEFT_HILL, RIGHT_HILL, (HINDER, rect(6.5, 10, 2, 4))), [],
                                                      ()),
    "14b a figure on the ground between two hills": ((LEFT_HILL, RIGHT_HILL), [("blue", 7.5, 12.2)], ()),
    "14c hindering between, neither stands in it": ((LEFT_HILL, (HINDER, rect(7, 10, 2, 4))), [], ()),
    "14c the target stands in hindering": ((LEFT_HILL, (HINDER, rect(10, 10, 3, 4))), [], ("hindering",)),
    "14c a figure on open ground does not block": ((LEFT_HILL,), [("red", 7.5, 12.2)], ()),
    "14e shooting up a hill": ((RIGHT_HILL,), [], ("height",)),
    "14c+14e the target on a hill stands in hindering": ((RIGHT_HILL, (HINDER, rect(10, 11, 2, 2))), [],
                                                         ("hindering", "height")),
    "14b both on one hill, no height": (((HILL, rect(2, 8, 12, 8)),), [], ()),
    "15 shallow water between and under the target": (((Kind.WATER, rect(6, 10, 2, 4)),
                                                        (Kind.WATER, rect(10, 10, 3, 4))), [], ()),
    "15 deep water between": (((Kind.DEEP_WATER, rect(6, 10, 2, 4)),), [], ()),
    "16 shooting up a steep crag": (((STEEP, rect(9, 10, 4, 4), "Crag"),), [], ("height",)),
}


def play(terrain, extra, roll):
    red = [fig("a", "guard_crossbow", 4, 12, 0)]
    blue = [fig("x", "orc_raider", 11, 12, 180)]
    for n, (side, x, y) in enumerate(extra):
        (red if side == "red" else blue).append(fig(f"c{n}", "orc_archer" if side == "blue" else
                                                    "guard_swordsman", x, y, 90))
    g = game(red, blue, *terrain, dice=[roll // 2, roll - roll // 2])
    step(g, figure="a", action="ranged", targets=["x"])
    return g


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_defence_modifier_decides_the_hit(case):
    terrain, extra, modifiers = CASES[case]
    need = 7 + len(modifiers)
    short = play(terrain, extra, need - 1)
    assert [e.data["name"] for e in events(short, "modifier")] == list(modifiers)
    assert events(short, "miss") and facts(short, "x")["damage"] == 0
    on = play(terrain, extra, need)
    (hit,) = events(on, "hit")
    assert hit.data["defence"] == 15 + len(modifiers) and facts(on, "x")["damage"] == 2


BLOCKED = {
    "13 blocking terrain between": (((BLOCK, rect(7, 11, 1, 2), "Tower"),), [], "rule 13"),
    "14a a hill between two figures on the ground": (((HILL, rect(7, 10, 1, 4), "Ridge"),), [], "rule 14a"),
    "14a a steep crag between two figures on the ground": (((STEEP, rect(7, 10, 1, 4), "Crag"),), [], "14a, 16"),
    "14b a higher hill between two on hills": ((LEFT_HILL, RIGHT_HILL, (HILL, rect(6.5, 10, 1.5, 4), "Peak", 2)),
                                               [], "rule 14b"),
    "14c other elevated terrain blocks": ((LEFT_HILL, (HILL, rect(7, 10, 1.5, 4), "Knoll")), [], "rule 14c"),
    "14c a figure on elevated terrain blocks": (((HILL, rect(7, 9, 6, 6), "Hill"),), [("blue", 8.5, 12.2)],
                                                "the base of Orc Archer is in the way (rule 14c)"),
    "14c blocking terrain blocks": ((LEFT_HILL, (BLOCK, rect(7, 11, 1, 2), "Tower")), [], "rule 14c"),
}


@pytest.mark.parametrize("case", sorted(BLOCKED))
def test_a_blocked_line_refuses_the_target_with_its_rule(case):
    terrain, extra, reason = BLOCKED[case]
    with pytest.raises(IllegalAnswer) as refused:
        play(terrain, extra, 7)
    assert reason in str(refused.value) and "no line of fire to Orc Raider" in str(refused.value)
