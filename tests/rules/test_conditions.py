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
    "gamebook": ("gamebook-siege.yaml", 3, None, False),  # the greedy AI neither plays dead nor loses a turn here
    "manoeuvres": ("manoeuvres-fen-melee.yaml", 2, None, True),
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
    assert game.ruleset.status_line(game.state, figure).endswith(" · misses a turn")
