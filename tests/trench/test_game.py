"""The bundled scenario, hot-seat and solo, and the AI: it plays a whole game against itself, only legally,
the same way for the same seed, and reads the odds it is offered."""

from __future__ import annotations

from pathlib import Path

from game.ai.controller import ai_for
from game.headless import play
from game.rules.game import Game
from game.rules.scenario import load_scenario
from game.rules.trench.profiles import armoury

BUNDLED = sorted((Path(__file__).resolve().parents[2] / "scenarios").glob("trench-*.yaml"))


def test_one_bundled_scenario_on_the_trenches_map_human_against_ai():
    assert BUNDLED, "scenarios/trench-*.yaml"
    s = load_scenario(BUNDLED[0])
    assert s.ruleset == "trench" and s.map.path.name == "trenches.tmx"
    assert [side.controller for side in s.sides] == ["human", "ai"]
    for side in s.sides:
        profiles = [armoury().profiles[f.profile] for f in side.figures]
        assert len(profiles) >= 8
        assert len({p.warband for p in profiles}) == 1


def test_hot_seat_each_side_answers_its_own_decisions():
    g = Game(load_scenario(BUNDLED[0]), seed=3)
    players = set()
    for _ in range(60):
        d = g.pending
        players.add(d.player)
        if d.kind in {"activate", "action"}:
            owners = {g.state.figures[v if isinstance(v, str) else v["figure"]].side for v in d.values}
            assert owners == {d.player}
        g.answer(ai_for(g, d.player).decide(g, d))
    assert players == {"pilgrims", "heretics"}


def test_ai_against_ai_plays_a_game_to_the_end():
    g = Game(load_scenario(BUNDLED[0]), seed=1)
    outcome = play(g)  # every answer goes through Game.answer, which refuses an illegal one
    assert g.over and g.result.reason
    assert g.log.of_kind("game_over")
    assert outcome.failures == []
    kinds = {e.kind for e in g.log}
    assert {"activation", "roll", "morale_phase"} <= kinds


def test_the_same_seed_plays_the_same_game():
    logs = []
    for _ in range(2):
        g = Game(load_scenario(BUNDLED[0]), seed=5, turns=1)
        play(g)
        logs.append([e.to_line() for e in g.log])
    assert logs[0] == logs[1]


def test_the_ai_takes_the_better_shot():
    from tests.trench.kit import act, fig, game, start

    g = game([fig("r1", "sniper", 2, 20)], [fig("near", "cultist", 12, 20), fig("hidden", "cultist", 19.5, 12),
                                            fig("far", "cultist", 22, 2)])
    start(g, "red", "r1")
    act(g, "r1", "shoot")
    ai = ai_for(g, "red")
    assert ai.decide(g, g.pending) == "near"  # in the open and within half range, not in the copse
