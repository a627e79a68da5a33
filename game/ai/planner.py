"""The base of every ruleset's evaluator: the plan made with a main choice, and a table of scorers by decision kind.

The search (:mod:`game.ai.search`) asks an evaluator three things; :class:`PlanningEvaluator` answers them the
same way for every ruleset, so that a ruleset's module holds only its knowledge (what a thing is worth):

- ``planned``: a main choice (an ``action``) is scored with what would follow it, and that is kept as a **plan**:
  the path of a move, its facing, the target of an attack, keyed by the follow-up decision it answers
  (:meth:`PlanningEvaluator.plan_key`: the figure, the decision's kind and its action). When the follow-up comes,
  the plan answers it (the search still checks the answer is legal). A plan too dear to work out for every
  candidate (a route) is ``deferred``: worked out only when its decision comes. A decision the ruleset answers
  outright, with no search at all, has a ``decider``.
- ``candidates``: the search at a new main choice drops the last one's plans (``fresh``); a ``guesser`` adds
  answers worth scoring to those the decision offers (a facing toward the enemy).
- ``score``: the ``scorers`` table sends a decision to its scorer by kind; a kind without one scores naught.

A ruleset's evaluator::

    class MyEvaluator(PlanningEvaluator):
        def _actions(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
            ...  # a score per answer; each scored attack plans its target: self.plans[fid, "targets", action] = t

        def _targets(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]: ...

        scorers = {"action": _actions, "targets": _targets}

    make_ai = MyEvaluator.make_ai
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any, ClassVar

from game.ai.search import SearchController
from game.rules.decisions import Answer, Decision
from game.rules.game import Game

#: ``scorer(evaluator, game, decision, answers)``: a score per answer, higher is better.
Scorer = Callable[[Any, Game, Decision, Sequence[Answer]], list[float]]
#: ``guesser(evaluator, game, decision)``: answers worth scoring besides the decision's own, best first.
Guesser = Callable[[Any, Game, Decision], list[Answer]]
#: ``decider(evaluator, game, decision)``: the answer, with no search.
Decider = Callable[[Any, Game, Decision], Answer]
#: Works out deferred plans (puts them in ``plans``) once their decision has come.
Settle = Callable[[Game], None]


class PlanningEvaluator:
    """An evaluator for :class:`SearchController`: plans kept for follow-up decisions, scorers by decision kind."""

    #: kind → scorer; a kind not listed scores every answer naught (the search takes the first legal one).
    scorers: ClassVar[Mapping[str, Scorer]] = {}
    #: kind → guesser of answers to score besides the decision's own.
    guessers: ClassVar[Mapping[str, Guesser]] = {}
    #: kind → decider of a decision answered outright.
    deciders: ClassVar[Mapping[str, Decider]] = {}
    #: The kind of the main choice: searching it starts a new plan (what the last one planned is dropped).
    fresh: ClassVar[str] = "action"
    #: Whether a plan answers every decision it fits until the next main choice (an attack again at once goes at
    #: the same target), not only the first.
    keep_plans: ClassVar[bool] = False

    def __init__(self, game: Game, player: str) -> None:
        self.player = player
        self.plans: dict[Hashable, Answer] = {}
        self.deferred: dict[Hashable, Settle] = {}

    @classmethod
    def make_ai(cls, game: Game, player: str) -> SearchController:
        """The greedy AI playing ``player`` with this evaluator (a ruleset module's ``make_ai``)."""
        return SearchController(game, player, cls(game, player))

    def plan_key(self, decision: Decision) -> Hashable:
        """Which plan answers ``decision``: by default the figure, the decision's kind and its action."""
        ctx = decision.context
        return ctx.get("figure", ""), decision.kind, ctx.get("action", "")

    # --- the search's hooks ----------------------------------------------------------------------------------
    def planned(self, game: Game, decision: Decision) -> Answer | None:
        decider = self.deciders.get(decision.kind)
        if decider is not None:
            return decider(self, game, decision)
        key = self.plan_key(decision)
        settle = self.deferred.pop(key, None)
        if settle is not None:
            settle(game)
        return self.plans.get(key) if self.keep_plans else self.plans.pop(key, None)

    def candidates(self, game: Game, decision: Decision) -> list[Answer]:
        if decision.kind == self.fresh:
            self.plans, self.deferred = {}, {}
        guesser = self.guessers.get(decision.kind)
        return guesser(self, game, decision) if guesser is not None else []

    def score(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        scorer = self.scorers.get(decision.kind)
        return scorer(self, game, decision, answers) if scorer is not None else [0.0] * len(answers)
