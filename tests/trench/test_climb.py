"""Climbing (the brief: "climbing needs a risky roll"): a model touching a hedge, fence or wall climbs it to touch
its far side, in its Move's place; a failed roll leaves it where it is and ends the activation. On the battle map
the Sheepfold is a pen of hurdles: a model beside it at (4.5, 10.745) touches its north side."""

from __future__ import annotations

from game.board.geometry import distance
from tests.trench.kit import act, actions, fig, game, rolls, start, status

BATTLE = "../../../maps/battle.tmx"
OUTSIDE, INSIDE = (4.5, 10.745), (4.5, 12.255)  # a crossing of the Sheepfold (game.board.crossings)


def at_the_fold(dice=None, options=None, where=OUTSIDE):
    g = game([fig("r1", "yeoman", *where)], [fig("b1", "cultist", 55, 10), fig("b2", "cultist", 56, 6)],
             map=BATTLE, dice=dice, options=options)
    start(g, "red", "r1")
    return g


def test_climb_is_offered_only_to_a_model_touching_an_obstacle():
    assert "climb" in actions(at_the_fold())
    g = at_the_fold(where=(5.0, 8.0))
    assert "climb" not in actions(g)
    why = {u["action"]: u["reason"] for u in g.pending.context["unavailable"]}
    assert why["climb"] == "its base touches no hedge, fence or wall with a free far side"


def test_a_climb_may_not_land_within_1_inch_of_an_enemy_only_a_charge_ends_in_melee():
    """A climb over the fold landed 0.69" from a cultist inside it: into melee without a charge (no sight of the
    enemy needed, no Charge chosen)."""
    g = game([fig("r1", "yeoman", *OUTSIDE)], [fig("b1", "cultist", 3.2, 13.7), fig("b2", "cultist", 56, 6)],
             map=BATTLE)
    start(g, "red", "r1")
    assert "climb" not in actions(g)
    why = {u["action"]: u["reason"] for u in g.pending.context["unavailable"]}
    assert why["climb"].startswith("over ") and "only a charge may end in melee" in why["climb"]


def test_a_climb_that_succeeds_carries_the_model_over_in_its_moves_place():
    g = at_the_fold(dice=[4, 4])
    act(g, "r1", "climb")
    assert rolls(g)[-1]["roll"] == "climb" and rolls(g)[-1]["outcome"] == "success"
    assert distance(g.state.base("r1").pos, INSIDE) < 0.01
    assert "move" not in actions(g) and "climb" not in actions(g) and "dash" in actions(g)
    assert status(g, "r1").actions == ["climb"]


def test_a_failed_climb_leaves_the_model_and_ends_its_activation():
    g = at_the_fold(dice=[1, 2])
    act(g, "r1", "climb")
    assert g.state.base("r1").pos == OUTSIDE
    assert g.pending.player == "blue"


def test_with_the_published_rule_a_failed_climb_still_ends_it():
    g = at_the_fold(dice=[1, 2], options={"failure_ends": "risky"})
    act(g, "r1", "climb")
    assert g.pending.player == "blue"


def test_a_move_stopped_by_the_fold_says_that_a_climb_crosses_it():
    g = at_the_fold(where=(4.5, 8.0))
    act(g, "r1", "move")
    assert g.pending.kind == "path" and "Climb crosses" in g.pending.preview([[4.5, 14.0]]).stopped
    g.answer([[4.5, 14.0]])
    (moved,) = [e for e in g.log if e.kind == "move"]
    assert "(stopped: the obstacle “Sheepfold" in moved.text and moved.text.endswith(
        ", which a Climb crosses (a risky roll, in the Move's place)).")
