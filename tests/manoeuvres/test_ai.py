"""The manoeuvres AI: it plays whole games with legal answers only, and reads the situation (Kontra open, a longer
weapon, a wounded orc's rage) through the rules' own odds."""

from __future__ import annotations

import numpy as np
import pytest

from game.ai.controller import ai_for
from game.ai.lookahead import LookAhead
from game.ai.manoeuvres import (
    FELL_BONUS,
    FUTURE,
    ManoeuvresEvaluator,
    evaluate,
    expected_attacks,
    gap_by_way,
    reach,
)
from game.board.distances import route_distances
from game.headless import play
from game.rules.game import Game
from game.rules.manoeuvres.actions import options
from game.rules.manoeuvres.fighters import weapon
from game.rules.manoeuvres.measure import GOING, shot_problem
from game.rules.manoeuvres.odds import supposing
from game.rules.manoeuvres.round import allowance
from game.rules.scenario import load_scenario
from tests.manoeuvres.kit import ROOT, declare, events, fig, game, keep


def test_the_ai_plays_the_melee_to_its_end():
    g = Game(load_scenario(ROOT / "scenarios" / "manoeuvres-fen-melee.yaml"), seed=2)
    play(g)  # every answer goes through Game.answer, which refuses an illegal one
    assert g.over and g.state.round >= 2


def scores(g, fid):
    ev = ManoeuvresEvaluator(g, g.state.figures[fid].side)
    return {o.label: ev.declaration(g.state, fid, o.value) for o in g.pending.options}


def test_the_ai_values_kontra_once_it_is_open():
    g = game([fig("k", "knight", 8, inicjatywa=10)], [fig("w", "warrior", 9, inicjatywa=5)],
             dice={"d10": [5, 2, 5, 2], "d20": [20] * 4})
    declare(g, "w", "ofensywa", target="k")
    declare(g, "k", "atak", target="w")
    keep(g)
    declare(g, "w", "atak", target="k")
    found = scores(g, "k")
    assert found["Kontra vs Bjarni"] > found["Attack vs Bjarni"]


def test_the_wounded_orc_prefers_its_rage():
    g = game([fig("o", "orc", 8, wounded=["medium"])], [fig("w", "warrior", 9)])
    found = scores(g, "o")
    assert max(found, key=found.get) == "Wściekłość vs Bjarni"


def test_the_threats_worked_out_once_rate_every_declaration_as_worked_out_each_time():
    g = game([fig("k", "knight", 8)], [fig("w", "warrior", 9), fig("c", "crossbowman", 20)])
    ev = ManoeuvresEvaluator(g, g.state.figures["k"].side)
    threats = ev.threats(g.state, "k")
    assert {foe for foe, _ in threats} == {"w", "c"}  # in contact, and in the crossbow's sight
    for option in options(g.state, "k"):
        assert ev.declaration(g.state, "k", option.value, threats) == ev.declaration(g.state, "k", option.value)


def test_expected_attacks_count_the_moments_below_0():
    g = game([fig("k", "knight", 8, inicjatywa=0)], [fig("w", "warrior", 9)])
    assert expected_attacks(g.state, "k", {"action": "atak", "target": "w"}) < 1
    assert expected_attacks(g.state, "k", {"action": "czekaj"}) == 0


def test_a_saved_game_loads_and_undo_replays_to_the_same_state(tmp_path):
    from game.ai.controller import ai_for
    from game.rules.saves import load_game, save_game

    g = Game(load_scenario(ROOT / "scenarios" / "manoeuvres-fen-melee.yaml"), seed=5)
    while g.state.round < 3:
        g.answer(ai_for(g, g.pending.player).decide(g, g.pending))
    facts = {f.id: g.ruleset.facts(g.state, f) for f in g.state.figures.values()}
    loaded = load_game(save_game(g, tmp_path / "melee.json"))
    assert {f.id: loaded.ruleset.facts(loaded.state, f) for f in loaded.state.figures.values()} == facts
    assert [e.text for e in loaded.log] == [e.text for e in g.log]
    g.undo(3)
    g.rebuild(loaded.answers)
    assert {f.id: g.ruleset.facts(g.state, f) for f in g.state.figures.values()} == facts


def test_the_ai_counts_the_obrona_of_its_longer_weapon():
    g = game([fig("s", "swordsman", 8, inicjatywa=40)], [fig("w", "warrior", 9)])
    ev = ManoeuvresEvaluator(g, "blue")
    with supposing(g.state, "w", {"action": "dystans", "target": "s"}):
        at_bay = ev.taken(g.state, "w")
    with supposing(g.state, "w", {"action": "atak", "target": "s"}):
        plain = ev.taken(g.state, "w")
    assert at_bay < plain


def _one_round(g, side: str) -> None:
    """The AI plays ``side``'s fighters for a round; the other side waits."""
    ai = ManoeuvresEvaluator.make_ai(g, side)
    start = g.state.round
    while not g.over and g.state.round == start:
        decision = g.pending
        if decision.player == ai.player:
            g.answer(ai.decide(g, decision))
        else:
            g.answer({"action": "czekaj"} if decision.kind == "declare" else "keep")


def test_a_disarmed_fighter_in_contact_walks_back_to_its_weapon():
    # Sir Roland's longsword lies 3 m behind him; the warrior stands in base contact
    g = game([fig("k", "knight", 8, inicjatywa=0)], [fig("w", "warrior", 9)])
    g.state.figures["k"].status.weapon = None
    g.state.rules.dropped["k"] = ("longsword", 5.0, 10.5)
    found = scores(g, "k")
    assert max(found, key=found.get) == "Move"
    assert found["Move"] > found["Defensywa vs Bjarni"]
    for _ in range(2):  # the AI plays the knight's rounds; the warrior holds
        _one_round(g, g.state.figures["k"].side)
    assert g.state.figures["k"].status.weapon == "longsword" and "k" not in g.state.rules.dropped


def test_a_fighter_behind_a_hedge_walks_round_it_to_its_foe():
    """On the ford map Urgash stands south of the Barley hedge and Marta north of it: the straight line meets the
    hedge (only a traverse crosses it, and the seed has none), so the old AI walked up and down the hedge for three
    rounds. By the way round its east end, he gains nearly his whole move."""
    g = game([fig("chief", "chieftain", 12.5, 20.5)], [fig("marta", "hunter", 11, 11, inicjatywa=0)],
             map="maps/skirmish.tmx")
    table = g.state.table
    way = lambda: float(route_distances(table, GOING, table.bases["chief"].radius, [table.bases["marta"].pos],  # noqa: E731
                                        np.array([table.bases["chief"].pos]))[0])
    before = way()
    _one_round(g, "red")
    assert before - way() >= 0.8 * allowance(g.state, "chief")
    assert "hedge" not in events(g, "move")[-1].text


def test_a_fighter_with_no_move_that_gains_does_not_declare_one():
    """Bjarni is boxed into the corner by his friends: every move he is offered ends where he stands. The AI
    declared a move anyway and he "moved 0.0 m" (on a reviewer's map an assassin did so three rounds running,
    against a ruin, with a friend in the one gap between two hedges); now the move is worth nothing."""
    g = game([fig("k", "knight", 20)], [fig("w", "warrior", 0.6, 0.6), fig("f1", "warrior", 1.65, 0.6),
                                        fig("f2", "warrior", 0.6, 1.65), fig("f3", "warrior", 1.75, 1.75)])
    while g.pending.context["figure"] != "w":
        g.answer({"action": "czekaj"})
    found = scores(g, "w")
    assert found["Move"] < 0 and max(found, key=found.get) != "Move"


def test_a_shooter_without_a_shot_moves_to_where_it_has_one():
    """Ewa's longbow has no line past the barn to the orc; she moves where she can shoot, not nowhere."""
    g = game([fig("ewa", "archer", 14, 4.5)], [fig("grok", "orc", 14, 11, inicjatywa=0)], map="maps/skirmish.tmx")
    assert shot_problem(g.state, "ewa", "grok", 200.0) is not None
    _one_round(g, "red")
    assert shot_problem(g.state, "ewa", "grok", weapon(g.state.figures["ewa"]).range_m) is None


def test_the_look_ahead_rates_wounds_dealt_over_wounds_taken():
    """A fighter's points are 0 in manoeuvres: rated by points in play, every future that felled no one was worth
    the same, and the look-ahead played as greedy."""
    even = game([fig("k", "knight", 8)], [fig("w", "warrior", 9)])
    hurt = game([fig("k", "knight", 8)], [fig("w", "warrior", 9, wounded=["medium"])])
    hurting = game([fig("k", "knight", 8, wounded=["heavy"])], [fig("w", "warrior", 9)])
    assert evaluate(hurt, "red") - evaluate(even, "red") == pytest.approx(6)  # a medium wound weighs 6
    assert evaluate(hurting, "red") - evaluate(even, "red") == pytest.approx(-10)
    assert evaluate(hurt, "blue") - evaluate(even, "blue") == pytest.approx(-6)
    felled = game([fig("k", "knight", 8)], [fig("w", "warrior", 9, wounded=["critical"] * 2)])
    fallen = felled.state.figures["w"]  # a third critical in play: no scenario may start a fighter felled
    fallen.status.wounds.append("critical")
    fallen.status.weight += 16
    fallen.eliminated = True
    assert evaluate(felled, "red") == 40 + FELL_BONUS  # 48 weighed, at most a fall (40) counts, and the fall on top


def test_a_place_is_worth_the_blows_it_brings_within_reach_by_the_way_round():
    """Moving is worth a share of them: all in base contact, fewer as the way to the foe grows, fewer still across
    the Fen, where the foe is further than the straight line says, than along the open meadow."""
    contact = game([fig("k", "knight", 8)], [fig("w", "warrior", 9)])
    meadow = game([fig("k", "knight", 6, 10.5)], [fig("w", "warrior", 18, 10.5)])
    fen = game([fig("k", "knight", 6, 5.5)], [fig("w", "warrior", 18, 5.5)])  # the same gap, the Fen between
    assert reach(contact.state, "k") > reach(meadow.state, "k") > reach(fen.state, "k") > 0
    ev = ManoeuvresEvaluator(meadow, "red")
    assert ev.best_move(meadow.state, "k") == pytest.approx(FUTURE * reach(meadow.state, "k"))
    way = {name: gap_by_way(g.state, "k", g.state.table.bases["k"].pos, [g.state.table.bases["w"]])
           for name, g in (("fen", fen), ("meadow", meadow))}
    assert way["fen"] > fen.state.table.edge_distance("k", "w") + 2
    assert way["meadow"] == pytest.approx(meadow.state.table.edge_distance("k", "w"), abs=0.5)


def test_a_look_ahead_future_plays_out_the_round_and_stops_at_the_next():
    """Manoeuvres has no side to act alone, so the look-ahead's horizon counts rounds: a normal future resolves the
    attacks of the round its declaration is for and is rated as the next round begins."""
    g = game([fig("k", "knight", 8)], [fig("w", "warrior", 9)])
    controller = ai_for(g, "red", "normal")
    assert isinstance(controller, LookAhead) and controller.budget.horizon == 1
    controller.sim = g.spawn()
    worth = controller.future(g.position(), {"action": "atak", "target": "w"}, seed=5)
    sim = controller.sim
    assert sim.state.round == 2 and sim.pending is not None and sim.pending.kind == "declare"
    assert events(sim, "attack") and worth == evaluate(sim, "red")

