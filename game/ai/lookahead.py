"""The look-ahead AI shared by every ruleset: try the greedy AI's best few answers on forks of the game, each followed
by sampled futures, and keep the answer whose futures end best.

A future is a fork of the game (:meth:`Game.spawn` + :meth:`Game.load`, from the last checkpoint) in which what the
player may not see is drawn anew from what it may see (the ruleset AI's ``determinize``: the other hands, the face-down
cards) and the dice are the AI's own (the fork's randomness is reseeded, forced results dropped). So the answer depends
only on what the player may see. In the fork the candidate answer is given, then every player plays by a fast greedy
policy until the side to act (where none acts alone, as in manoeuvres, the round) has changed ``horizon`` times,
counted from the side deciding (so that ending one's turn is rated where the turn ends, as every other candidate is,
and not after the enemy's), or until it has played ``plies``
more main choices (where a ruleset's turn is too long to play out more than once or twice in the budget: a clix battle's
six actions), or the game ends, and the ruleset's ``evaluate`` (material, objectives) rates where it stands. Every
candidate meets the same sampled futures (common random numbers), so a difference in their means is the answer's, not
the dice's. The search is bounded by the thinking thread's processor time (``time.thread_time``: a loaded machine or the
window's drawing thread does not weaken it), counted from the decision's start: rounds of futures go on while another
fits in the budget; a first round cut short ranks only the candidates it reached (the greedy AI's best first); a future
is begun only when it should end within the budget, and one still running at its end is cut and rated where it stands.
When the last search found that not even one future fits what the decision has left, the greedy AI's best is taken at
once (a lone cut future could rank nothing else first) and the known cost is shrunk a little, so that a lighter game is
searched again. Search happens only at the decisions a ruleset names in ``SEARCHED`` (its main choices); follow-ups (a
path, a facing, targets planned with the action) are the greedy AI's.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from game.ai.search import SearchController
from game.rules.decisions import Answer, Decision, IllegalAnswer
from game.rules.game import Game, Position
from game.rules.state import GameState

Evaluate = Callable[[Game, str], float]
Determinize = Callable[[Game, str, random.Random], None]
Policy = Callable[[Game, str], SearchController]

WIN = 1000.0  # what a won game is worth over any material
PACE_DECAY = 0.8  # how much a future's known cost is thought to shrink at each search it prevents
SURE = 1.96  # a candidate is taken over the greedy AI's best only when its gain passes this normal quantile (the
# two-sided 95 % level), widened to Student's t for the few futures a decision affords
ROLLOUT_LIMIT = 12  # candidates the greedy policy scores a decision in a future (96 at the table)


@dataclass(frozen=True)
class Budget:
    seconds: float  # thinking time a decision
    width: int  # how many of the greedy AI's best answers are tried
    horizon: int  # how many changes of the side to act a future is played through
    steps: int = 40  # at most this many decisions a future
    samples: int | None = None  # at most this many futures a candidate (a fixed count plays the same every run)
    plies: int | None = None  # at most this many main choices (searched decisions) a future plays after the candidate
    margin: float = 0.0  # the least mean gain over the greedy AI's best that a candidate must show, at evaluate's scale


def material(game: Game, player: str) -> float:
    """The generic evaluation: points of figures in play, the player's team's minus the others'."""
    state = game.state
    team = state.side(player).team
    return sum(f.points * (1 if state.side(f.side).team == team else -1) for f in state.alive())


def turn_of(state: GameState) -> object:
    """Whose turn it is, for the horizon: the side to act, or, where no side acts alone (manoeuvres' rounds, in
    which every fighter declares and the attacks fall by Initiative), the round."""
    return state.active if state.active is not None else state.round


def outcome(game: Game, player: str) -> float | None:
    """A finished game's worth to ``player``, else None."""
    result = game.result
    return None if result is None else WIN * (2.0 * result.share(game.state, player) - 1.0)


class LookAhead:
    """Answers ``player``'s decisions by sampled look-ahead over the greedy AI's best candidates."""

    def __init__(self, game: Game, player: str, policy: Policy, budget: Budget, evaluate: Evaluate = material,
                 determinize: Determinize | None = None, searched: frozenset[str] | None = None) -> None:
        self.player = player
        self.policy = policy
        self.budget = budget
        self.evaluate = evaluate
        self.determinize = determinize
        self.searched = searched
        self.greedy = policy(game, player)
        self.rng = random.Random(f"{game.seed}:{player}:lookahead")
        self.sim: Game | None = None
        self.policies: dict[str, SearchController] = {}  # every player's fast greedy policy in the futures
        self.progress = 0.0  # how far the current decision's thinking is (0..1), for the window's indicator
        self.stop = math.inf  # when a future stops being played on (the decision's budget spent)
        self.pace = 0.0  # thread time a future took at the last search (0: not known yet)

    def decide(self, game: Game, decision: Decision) -> Answer:
        started = time.thread_time()  # the greedy AI's scoring of the candidates is part of the budget
        if not decision.options or (self.searched is not None and decision.kind not in self.searched):
            return self.greedy.decide(game, decision)
        pool = self.greedy.pool(game, decision)
        if len(pool) <= 1:
            return self.greedy.decide(game, decision)
        scores = self.greedy.evaluator.score(game, decision, pool)  # which also plans each answer's follow-ups
        order = sorted(range(len(pool)), key=lambda i: (-scores[i], i))
        return self.search(game, [pool[i] for i in order[: self.budget.width]], started)

    def search(self, game: Game, candidates: list[Answer], started: float | None = None) -> Answer:
        """The candidate with the best mean worth over sampled futures (the earlier one on a tie)."""
        if self.sim is None:
            self.sim = game.spawn()
        position = game.position()
        searching = time.thread_time()
        started = searching if started is None else started
        deadline = started + self.budget.seconds
        timed = self.budget.samples is None  # a fixed count of samples is never cut short (it plays the same)
        self.stop = deadline if timed else math.inf
        if timed and self.pace and searching + self.pace > deadline:
            self.pace *= PACE_DECAY  # not even one future fits: ask again later, the game may be lighter then
            self.progress = 1.0
            return candidates[0]  # what a single future cut short would rank first, at once
        rounds: list[list[float]] = []
        played = 0
        self.progress = 0.0
        while True:
            seed = self.rng.getrandbits(64)
            row: list[float] = []
            for answer in candidates:
                if timed and played and _overruns(searching, played, deadline):
                    break  # another future would not end within the budget
                row.append(self.future(position, answer, seed))
                played += 1
            if len(row) == len(candidates) or not rounds:
                rounds.append(row)  # a first round cut short still ranks the candidates it reached (best first)
            self.progress = min(1.0, (time.thread_time() - started) / self.budget.seconds)
            if len(row) < len(candidates) or (timed and _overruns(searching, len(rounds), deadline)):
                break  # another round would overrun the budget
            if self.budget.samples is not None and len(rounds) >= self.budget.samples:
                break
        self.progress = 1.0
        self.pace = (time.thread_time() - searching) / played
        return candidates[trusted_best(rounds, self.budget.margin)]

    def future(self, position: Position, answer: Answer, seed: int) -> float:
        sim = self.sim
        assert sim is not None  # spawned by search()
        sim.load(position)
        if self.determinize is not None:
            self.determinize(sim, self.player, random.Random(seed))
        sim.rng.reseed(seed)
        policies = self.policies
        try:
            active, changes = turn_of(sim.state), 0  # the side deciding: an answer that ends its turn is a change
            sim.answer(answer)
            plies = self.budget.plies if self.budget.plies is not None else math.inf
            for _ in range(self.budget.steps):
                decision = sim.pending
                if decision is None or time.thread_time() > self.stop:
                    break  # the game's end, or out of time: rated where it stands
                if self.searched is None or decision.kind in self.searched:
                    plies -= 1
                    if plies < 0:
                        break  # as far as the budget's plies reach
                turn = turn_of(sim.state)
                if turn != active:
                    active, changes = turn, changes + 1
                    if changes >= self.budget.horizon:
                        break
                who = decision.player
                if who not in policies:
                    policies[who] = self.policy(sim, who)
                    policies[who].limit = ROLLOUT_LIMIT
                sim.answer(policies[who].decide(sim, decision))
        except (IllegalAnswer, LookupError):
            return -math.inf  # a future the greedy policy could not play: never prefer it
        done = outcome(sim, self.player)
        return done if done is not None else self.evaluate(sim, self.player)


def trusted_best(rounds: list[list[float]], margin: float = 0.0) -> int:
    """The candidate whose futures beat the greedy AI's best (the first) by a margin the samples vouch for: its
    mean gain over the first, future by future (the same dice), must pass :func:`t_quantile` standard errors of
    that gain, and ``margin``. Else the first: a few sampled futures differ by the dice more than the candidates
    do, and the greedy AI's own judgement (position, threat) is worth more than a guess."""
    n = len(rounds)
    reached = min(len(r) for r in rounds)
    sure = t_quantile(n - 1) if n > 1 else math.inf
    best, best_gain = 0, 0.0
    for k in range(1, reached):
        gains = [r[k] - r[0] for r in rounds]
        if any(math.isinf(g) or math.isnan(g) for g in gains):
            if all(r[0] == -math.inf and r[k] > -math.inf for r in rounds):
                return k  # the first could not be played on: any other
            continue
        mean = sum(gains) / n
        spread = math.sqrt(sum((g - mean) ** 2 for g in gains) / (n - 1) / n) if n > 1 else math.inf
        if mean > max(best_gain, margin) and mean > sure * spread:
            best, best_gain = k, mean
    return best


def t_quantile(df: int) -> float:
    """Student's t at ``SURE``'s level with ``df`` degrees of freedom (the Cornish–Fisher expansion: 4 % low at 3,
    under 2 % from 4 on). With five futures a gain must pass 2.7 standard errors: at one, the dice alone would
    have the greedy AI's next-best taken over its best at about every third decision."""
    z = SURE
    return z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)


def _overruns(since: float, done: int, deadline: float) -> bool:
    """Whether one more of ``done`` like things begun at ``since`` (futures, rounds) would end past ``deadline``."""
    now = time.thread_time()
    return now + (now - since) / done > deadline
