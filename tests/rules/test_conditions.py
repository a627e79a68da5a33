"""A figure's condition (``Ruleset.condition``: Down, unarmed, a moonstone carried), which the window writes under it
at any zoom, is a part of its status line, and each ruleset that has conditions shows them in a game."""

from __future__ import annotations

import pytest

from game import locations
from game.ai.controller import ai_for
from game.rules.game import Game
from game.rules.scenario import load_scenario

#: ruleset: (shipped scenario, seed, turn limit or None, whether its greedy game is known to bring a condition)
GAMES = {
    "clix": ("clix-duel.yaml", 3, None, False),
    "trench": ("trench-no-mans-land.yaml", 1, 3, True),
    "arcane": ("arcane-glade.yaml", 3, None, True),
    "gamebook": ("gamebook-siege.yaml", 3, None, True),  # a piece's Endurance, once hurt
    "manoeuvres": ("manoeuvres-fen-melee.yaml", 0, None, True),
}


@pytest.mark.parametrize("ruleset", sorted(GAMES))
def test_a_condition_is_a_part_of_the_status_line_and_shows_in_play(ruleset: str) -> None:
    name, seed, turns, brings = GAMES[ruleset]
    game = Game(load_scenario(locations.SCENARIOS / name), seed=seed, turns=turns)
    players = {side.id: ai_for(game, side.id, "greedy") for side in game.state.sides}
    seen = set()
    while game.pending is not None:
        for figure in game.state.alive():
            condition = game.ruleset.condition(game.state, figure)
            if condition:
                assert condition in game.ruleset.status_line(game.state, figure), (figure.name, condition)
                seen.add(condition.split(" ")[0])
        game.answer(players[game.pending.player].decide(game, game.pending))
    assert bool(seen) == brings, seen


def test_a_gamebook_piece_that_misses_a_turn_says_so_at_any_zoom() -> None:
    game = Game(load_scenario(locations.SCENARIOS / "gamebook-ambush.yaml"), seed=1)
    figure = next(iter(game.state.alive()))
    assert game.ruleset.condition(game.state, figure) == ""
    figure.status.skip = 1
    assert game.ruleset.condition(game.state, figure) == "misses a turn"
    assert game.ruleset.status_line(game.state, figure) == f"E {figure.status.endurance}/{figure.status.most} · " \
        f"misses a turn · {figure.status.style}"


def test_a_hurt_gamebook_piece_shows_its_endurance_at_any_zoom_and_in_a_crowd() -> None:
    """The siege's pieces stand side by side, where a whole status line has room under one piece in two: a
    wounded piece's Endurance is its condition, so its label keeps it when the rest of the line is left out."""
    game = Game(load_scenario(locations.SCENARIOS / "gamebook-ambush.yaml"), seed=1)
    figure = next(iter(game.state.alive()))
    most = figure.status.most
    figure.status.endurance = most - 5
    figure.status.playing_dead = True
    condition = game.ruleset.condition(game.state, figure)
    assert condition == f"E {most - 5}/{most} · playing dead"
    assert game.ruleset.status_line(game.state, figure).startswith(condition + " · ")
