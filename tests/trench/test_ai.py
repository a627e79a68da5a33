"""The trench AI on small positions: each pins a behaviour a wargamer would judge."""

import numpy as np

from game.ai.trench import make_ai
from game.board.distances import route_distances
from game.rules.trench import moves
from game.rules.trench.record import status
from tests.trench.kit import fig, game, start


def play_activation(g, side: str = "red") -> list:
    ai = make_ai(g, side)
    answers = []
    while g.pending is not None and g.pending.player == side:
        answers.append(ai.decide(g, g.pending))
        g.answer(answers[-1])
    return answers


def route_left(g, mover: str, enemy: str) -> float:
    """How far ``mover`` is from ``enemy`` by the cheapest route round the terrain."""
    table = g.state.table
    base = table.bases[mover]
    return float(route_distances(table, moves.GOING, base.radius, [table.bases[enemy].pos], np.array([base.pos]))[0])


def test_the_melee_model_charges_an_enemy_in_reach():
    g = game([fig("brute", "brute", 4, 14)], [fig("yeoman", "yeoman", 4, 19), fig("far", "yeoman", 20, 2)])
    start(g, "red", "brute")
    answers = play_activation(g)
    assert answers[0] == {"figure": "brute", "action": "charge"}
    assert g.state.table.edge_distance("brute", "yeoman") <= 1.0


def test_the_melee_model_closes_to_charge_reach_when_out_of_it():
    g = game([fig("brute", "brute", 3, 6)], [fig("yeoman", "yeoman", 3, 21), fig("y2", "yeoman", 8, 22)])
    start(g, "red", "brute")
    play_activation(g)
    assert g.state.table.edge_distance("brute", "yeoman") <= 7.0 + 1.0  # next turn it can charge


def test_the_melee_model_far_off_walks_round_a_building_not_into_it():
    """The yeoman is three moves away behind the Barn (blocking, 10-14 × 10-14): the brute heads round a corner,
    taking nearly its whole 7" off the route, where the straight line would leave it against the wall."""
    g = game([fig("brute", "brute", 12, 3)], [fig("yeoman", "yeoman", 12, 23)])
    before = route_left(g, "brute", "yeoman")
    start(g, "red", "brute")
    play_activation(g)
    assert before - route_left(g, "brute", "yeoman") >= 6.0
    x, _ = g.state.table.bases["brute"].pos
    assert not 10.0 < x < 14.0  # beside the Barn, not in front of it


def test_a_model_against_a_wall_goes_round_it_toward_an_enemy_beyond_reach():
    """The brute stands against the Barn's south face, the warden (a hammer, no gun) far to the north: every
    straight line north meets the wall, and every route round it is longer than the brute's 7"; it walks round
    a corner anyway, as far as it can (it used to find no way forward and stand)."""
    g = game([fig("brute", "brute", 12, 15.05)], [fig("warden", "iron_warden", 12, 1.2)])
    before = route_left(g, "brute", "warden")
    start(g, "red", "brute")
    play_activation(g)
    assert before - route_left(g, "brute", "warden") >= 5.0


def test_an_enemy_that_has_activated_is_no_threat_on_the_last_turn():
    """What a model may suffer where it stands counts only while the enemy can still act: on the last turn an
    enemy that has activated cannot."""
    g = game([fig("legionnaire", "legionnaire", 4, 4)], [fig("yeoman", "yeoman", 4, 12)], turns=1)
    start(g, "red", "legionnaire")
    ai = make_ai(g, "red").evaluator
    state = g.state
    me, enemy = state.figures["legionnaire"], state.figures["yeoman"]
    assert state.turn == state.turn_limit == 1
    threat = ai._threat(state, enemy, me, 7.0, True, False, 0.0)
    status(enemy).activated = True
    assert threat > 0.0 == ai._threat(state, enemy, me, 7.0, True, False, 0.0)


def test_the_medic_stays_behind_its_line():
    g = game([fig("medic", "stretcher_bearer", 12, 4), fig("y1", "yeoman", 8, 8), fig("y2", "yeoman", 16, 8)],
             [fig("c1", "cultist", 8, 20), fig("c2", "cultist", 16, 21)])
    start(g, "red", "medic")
    play_activation(g)
    table = g.state.table
    medic = min(table.edge_distance("medic", e) for e in ("c1", "c2"))
    line = min(table.edge_distance(y, e) for y in ("y1", "y2") for e in ("c1", "c2"))
    assert medic >= line


def test_no_shot_at_minus_3_dice_before_a_better_action():
    """The stretcher-bearer's pistol shot is at −3 DICE (skill, beyond half range, cover): it fails 90 % of the
    time, and a failure ends the activation. First aid to the Down friend beside it comes first."""
    g = game([fig("medic", "stretcher_bearer", 9, 4), fig("hurt", "yeoman", 10.6, 4, down=True)],
             [fig("c", "cultist", 19.5, 12)])
    start(g, "red", "medic")
    ai = make_ai(g, "red")
    decision = g.pending
    scores = {a["action"]: s for a, s in zip(decision.values, ai.evaluator.score(g, decision, decision.values),
                                              strict=True)}
    assert "shoot" in scores and scores["first_aid"] > scores["shoot"] > 0
    assert ai.decide(g, decision) == {"figure": "medic", "action": "first_aid"}


def test_a_model_with_no_way_to_any_enemy_still_acts():
    """On the battle map the gates and hedges are obstacles, which no trench model crosses: the sergeant's
    paddock has no way out to the brute. Walking into a fight is then no hope: the scorer took the turns to get
    there, infinite, to a whole number and raised OverflowError."""
    g = game([fig("sergeant", "sergeant", 5, 10)], [fig("brute", "brute", 55, 10)], map="../../../maps/battle.tmx")
    assert route_left(g, "sergeant", "brute") == float("inf")
    start(g, "red", "sergeant")
    answers = play_activation(g)
    assert answers and g.pending is not None and g.pending.player == "blue"


def test_a_model_penned_in_a_fold_climbs_out_toward_the_enemy():
    """Inside the Sheepfold on the battle map (a pen of hurdles: no way out but climbing) the sergeant climbs the
    north hurdle, toward the legionnaire, where it stood still before climbing was played."""
    far = [fig("far-1", "cultist", 55, 10), fig("far-2", "cultist", 56, 6)]  # more models: red chooses, no roll-off
    g = game([fig("sergeant", "sergeant", 4.5, 12.255)], [fig("legionnaire", "legionnaire", 10, 3), *far],
             map="../../../maps/battle.tmx", dice=[4, 4])
    assert route_left(g, "sergeant", "legionnaire") == float("inf")
    start(g, "red", "sergeant")
    answers = play_activation(g)
    assert answers[0] == {"figure": "sergeant", "action": "climb"}
    assert g.state.base("sergeant").pos[1] < 11.0 and route_left(g, "sergeant", "legionnaire") < 20.0
