"""The trench AI on small positions: each pins a behaviour a wargamer would judge."""

from game.ai.trench import make_ai
from tests.trench.kit import fig, game, start


def play_activation(g, side: str = "red") -> list:
    ai = make_ai(g, side)
    answers = []
    while g.pending is not None and g.pending.player == side:
        answers.append(ai.decide(g, g.pending))
        g.answer(answers[-1])
    return answers


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
