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


def test_a_look_ahead_whose_futures_cannot_fit_answers_at_once_with_the_greedy_best(toy_scenario, monkeypatch):
    """A future that took the whole budget last time is not begun again: the greedy AI's best is the answer,
    without the wait, and the known cost shrinks so that the search is tried again later."""
    game = Game(toy_scenario, seed=9)
    while game.pending is not None and len(game.pending.options) < 2:
        game.answer(game.pending.values[0])
    player = game.pending.player
    controller = ai_for(game, player, "normal")
    assert isinstance(controller, LookAhead)
    controller.budget = Budget(seconds=0.3, width=2, horizon=1)
    controller.pace = 10.0  # a future once took ten seconds

    def no_future(*_):
        raise AssertionError("a future was begun that cannot end within the budget")

    monkeypatch.setattr(controller, "future", no_future)
    pool = controller.greedy.pool(game, game.pending)
    scores = controller.greedy.evaluator.score(game, game.pending, pool)
    best = pool[max(range(len(pool)), key=lambda i: (scores[i], -i))]
    assert controller.decide(game, game.pending) == best
    assert controller.pace == pytest.approx(10.0 * 0.8)
