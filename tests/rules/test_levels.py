"""AI levels on a ruleset without an AI of its own (the toy): every level answers, and only legally."""

import pytest

from game.ai.controller import LEVELS, ai_for
from game.ai.lookahead import Budget, LookAhead
from game.rules.game import Game


@pytest.mark.parametrize("level", [*LEVELS, "greedy", "random"])
def test_every_level_plays_legal_answers(toy_scenario, level):
    game = Game(toy_scenario, seed=9)
    controllers = {side.id: ai_for(game, side.id, level) for side in game.state.sides}
    for controller in controllers.values():
        if isinstance(controller, LookAhead):
            controller.budget = Budget(seconds=60, width=2, horizon=1, samples=2)  # few futures: a quick test
    for _ in range(12):
        if game.pending is None:
            break
        game.answer(controllers[game.pending.player].decide(game, game.pending))  # refuses an illegal answer
    assert len(game.answers) >= 6


def test_an_unknown_level_is_refused(toy_scenario):
    game = Game(toy_scenario, seed=9)
    with pytest.raises(ValueError, match="unknown AI level"):
        ai_for(game, game.state.sides[0].id, "brutal")
