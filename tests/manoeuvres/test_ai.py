"""The manoeuvres AI: it plays whole games with legal answers only, and reads the situation (Kontra open, a longer
weapon, a wounded orc's rage) through the rules' own odds."""

from __future__ import annotations

from game.ai.manoeuvres import ManoeuvresEvaluator, expected_attacks
from game.headless import play
from game.rules.game import Game
from game.rules.scenario import load_scenario
from tests.manoeuvres.kit import ROOT, declare, fig, game, keep


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


def test_expected_attacks_count_the_moments_below_0():
    g = game([fig("k", "knight", 8, inicjatywa=0)], [fig("w", "warrior", 9)])
    assert expected_attacks(g.state, "k", {"action": "atak", "target": "w"}) < 1
    assert expected_attacks(g.state, "k", {"action": "czekaj"}) == 0
