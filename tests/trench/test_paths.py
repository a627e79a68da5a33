"""Charges and retreats by real paths: offered whenever some legal path within the Movement exists (round a
hedge, which a model may not cross), refused with the true reason when none does."""

from __future__ import annotations

import dataclasses

from game.board.terrain import Kind
from game.rules.game import Game
from tests.board.mapkit import table as field
from tests.board.mapkit import wall
from tests.trench.kit import act, actions, fig, give, scenario, start

FAR_BLUE = [fig("b8", "cultist", 22, 2), fig("b9", "cultist", 22, 5)]


def on(pieces, red, blue) -> Game:
    """A trench game on an open 24" table with ``pieces`` (made by mapkit.wall)."""
    found = scenario(red, blue)
    tmap = field().map
    return Game(dataclasses.replace(found, map=dataclasses.replace(tmap, pieces=tuple(pieces))))


HEDGE = wall(0, Kind.OBSTACLE, ((9.0, 18.0), (9.0, 20.0)), thickness=0.5, name="Hedge")


def test_a_charge_round_a_hedge_is_offered_and_taken_by_its_route():
    g = on([HEDGE], [fig("r1", "yeoman", 7.4, 19)], [fig("b1", "cultist", 11.6, 19), *FAR_BLUE])
    start(g, "red", "r1")
    assert g.state.table.edge_distance("r1", "b1") < 4.0
    assert "charge" in actions(g)  # the straight line meets the hedge; the way round is within 6"
    act(g, "r1", "charge")
    give(g, "targets", "b1")
    path = g.pending.suggest()[0]
    assert len(path) >= 2  # a route, not a straight line
    give(g, "path", path)
    assert g.state.table.edge_distance("r1", "b1") <= 1.0


def test_a_charge_with_no_way_round_is_refused_with_the_true_reason():
    long_hedge = wall(0, Kind.OBSTACLE, ((9.0, 8.0), (9.0, 24.0)), thickness=0.5, name="Hedge")
    g = on([long_hedge], [fig("r1", "yeoman", 7.4, 19)], [fig("b1", "cultist", 11.6, 19), *FAR_BLUE])
    start(g, "red", "r1")
    assert "charge" not in actions(g)
    why = g.pending.context["unavailable"]
    # the action's own reason is the target's: "no visible enemy within reach" was said of a cultist in plain sight
    assert {"figure": "r1", "action": "charge", "reason": "no path brings it within 1\" of Cultist 1",
            "hotkey": "c", "label": "Charge", "listed": True} in why
    verdicts = __import__("game.rules.trench.choices", fromlist=["charge_verdicts"]).charge_verdicts(g.state, "r1")
    assert verdicts["b1"] == "no path brings it within 1\" of Cultist 1"


def _charge_refusal(g: Game) -> str:
    return next(r["reason"] for r in g.pending.context["unavailable"] if r["action"] == "charge")


def test_the_charge_refusal_names_the_enemy_within_reach_and_why_or_says_none_is_within_reach():
    """A yeoman 6.25" from a legionnaire (a charge reaches 7") that no path reached was refused a Charge with "no
    visible enemy within reach": the "Not now" card now says the target's own verdict, the nearest enemy's where
    several are within reach, and the reach where none is."""
    long_hedge = wall(0, Kind.OBSTACLE, ((9.0, 8.0), (9.0, 24.0)), thickness=0.5, name="Hedge")
    two = on([long_hedge], [fig("r1", "yeoman", 7.4, 19)],
             [fig("b1", "cultist", 11.6, 19), fig("b2", "cultist", 12.5, 16), *FAR_BLUE])
    start(two, "red", "r1")
    assert _charge_refusal(two) == "no path brings it within 1\" of Cultist 1 (nor the other enemy within reach)"
    alone = on([], [fig("r1", "yeoman", 2, 19)], [fig("b1", "cultist", 12, 19), *FAR_BLUE])
    start(alone, "red", "r1")
    assert _charge_refusal(alone) == "no enemy within a charge's 7\" (Movement + 1\")"
