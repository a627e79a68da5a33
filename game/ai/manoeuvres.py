"""The manoeuvres AI: the generic search, with an evaluator that rates each declaration by its expected value.

A declaration is worth the wounds it is expected to deal this round minus the wounds it lets the opponents deal,
in wound weights (a blow that fells counts a bonus). Both come from the rules' own exact attack distributions,
taken as if the declaration were made, so the AI knows what every action does: that Kontra is open (+4 Atak),
that its weapon is longer (Utrzymanie na dystans), that a wounded orc can rage (a bigger multiplier for three
rounds), that Defensywa blunts the blows it takes. The number of attacks that will come is the exact expectation
over the Initiative and delay dice (the rules' own terms: :mod:`game.rules.manoeuvres.timing`). Without an enemy in
reach it charges when it may, or moves: hand-to-hand fighters into contact, shooters to where they can shoot. Once
every fighter has declared, it changes a fighter's declaration (once a round) only where another is worth clearly
more, and gives up in Defensywa only the attacks that would be lost anyway.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

import numpy as np

from game.ai.planner import PlanningEvaluator
from game.board.distances import route_distances
from game.board.geometry import distance
from game.board.movement import plan_move
from game.board.sight_plain import plain_lines
from game.board.table import Base
from game.board.terrain import Point
from game.rules.decisions import Answer, Decision
from game.rules.game import Game
from game.rules.manoeuvres import attack as attacks
from game.rules.manoeuvres.actions import NO_ATTACKS, options
from game.rules.manoeuvres.data import armoury
from game.rules.manoeuvres.fighters import armed, weapon
from game.rules.manoeuvres.measure import GOING, beyond_reach, foes_in_contact, metres_per_inch, shot_problem
from game.rules.manoeuvres.odds import k20_chance, supposing
from game.rules.manoeuvres.record import record, status
from game.rules.manoeuvres.round import allowance, disarm_value, move_candidates
from game.rules.manoeuvres.timing import special_delay, timing
from game.rules.state import GameState

FELL_BONUS = 12.0  # wound weights: what felling a fighter is worth beyond its wound
DISARM_WORTH = 8.0  # a disarmed opponent fights at Atak −4 and one attack, and hits us less hard
RAGE_ROUNDS_AHEAD = 1.5  # the later rounds of a rage, discounted
FUTURE = 0.5  # a blow next round against one now
RISK = 1.0  # how much a wound taken weighs against one dealt
CHANGE_MARGIN = 1.0  # wound weights a change of declaration must gain (it costs 5 Initiative)
CHARGE_BONUS = 1.0  # contact gained by a charge, beyond its blow
NEAR = 1.0  # inches: within this straight gap of a foe a fighter's way to it is the straight line
GAIN = 0.05  # inches: a move that brings a fighter no nearer than this gains nothing
SHOT_PLACE = 10.0  # a shooter's move that ends with a foe to shoot at, over one that ends without

Threats = list[tuple[str, list[dict[str, Any]]]]  # opponents reaching a fighter, each with its guessed declarations


def expected_attacks(state: GameState, fid: str, answer: dict[str, Any]) -> Fraction:
    """The expected number of the fighter's attacks whose moment is not below 0, over its Initiative and delay
    dice (and the action's extra die)."""
    return timing(state, fid, {"action": "atak", **answer}).attacks


def first_moment(state: GameState, fid: str, answer: dict[str, Any]) -> Fraction:
    """The expected moment of the fighter's first attack (the one that may fell an opponent before it strikes)."""
    return timing(state, fid, {"action": "atak", **answer}).first_moment


def fells(state: GameState, spec: attacks.Spec) -> float:
    """The chance that one blow fells its target."""
    left = armoury().rules.fall_at - status(state.figures[spec.target]).weight
    return float(sum((p for k, p in attacks.distribution(spec)[0].items()
                      if k != attacks.SELF_HIT and attacks.weight_of(k) >= left), Fraction(0)))


def blow_worth(state: GameState, spec: attacks.Spec) -> float:
    """The expected worth of one attack, in wound weights: to the target, minus a Młynek's self-hit."""
    dist, _critical = attacks.distribution(spec)
    target = state.figures[spec.target]
    fall = armoury().rules.fall_at
    worth = 0.0
    for key, p in dist.items():
        if key == attacks.SELF_HIT:
            continue
        w = attacks.weight_of(key)
        worth += float(p) * (w + (FELL_BONUS if w and status(target).weight + w >= fall else 0.0))
    return worth - float(dist.get(attacks.SELF_HIT, 0)) * attacks.weight_of("medium")


def gap_by_way(state: GameState, fid: str, at: Point, bases: Sequence[Base]) -> float:
    """How far the fighter, standing at ``at``, is from the nearest of the foes' ``bases``: by the way round the
    terrain, not by a straight line through a hedge or across the fen (beyond ``NEAR``; the route's half-inch grid
    is too coarse for the last inch, where base contact is exact). Where no way leads round, as the crow flies."""
    me = state.table.bases[fid]
    gap = min(distance(at, b.pos) - b.radius - me.radius for b in bases)
    if gap > NEAR:
        way = route_distances(state.table, GOING, me.radius, [b.pos for b in bases], np.array([at]))[0]
        way -= me.radius + min(b.radius for b in bases)
        gap = gap if math.isinf(way) else max(way, gap)
    return gap


def reach(state: GameState, fid: str) -> float:
    """The blows a hand-to-hand fighter's place brings within reach next round, in wound weights: its plain attacks
    at the nearest foe, times the share of the way to it that a round's move covers (all of them in base contact)."""
    foes = state.enemies_of(fid)
    if not foes:
        return 0.0
    table = state.table
    nearest = min(foes, key=lambda f: table.edge_distance(fid, f.id))
    gap = max(gap_by_way(state, fid, table.bases[fid].pos, [table.bases[f.id] for f in foes]), 0.01)
    return min(1.0, allowance(state, fid) / gap) * float(expected_attacks(state, fid, {"action": "atak"})) * (
        blow_worth(state, attacks.spec(state, fid, nearest.id, ())))


class ManoeuvresEvaluator(PlanningEvaluator):
    """Nothing is planned ahead: a declaration is the whole of a fighter's round."""

    # --- the scorers and deciders by decision kind -----------------------------------------------------------
    def decide_give_up(self, game: Game, decision: Decision) -> Answer:
        moments = decision.context.get("moments", [])
        return len(moments) if moments and all(m < 0 for m in moments) else 0

    def score_declare(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        fid = decision.context["figure"]
        threats = self.threats(game.state, fid)
        return [self.declaration(game.state, fid, a, threats) for a in answers]

    def score_path(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        fid = decision.context["figure"]
        return [self.place(game.state, fid, a) for a in answers]

    # --- declarations ----------------------------------------------------------------------------------------
    def declaration(self, state: GameState, fid: str, answer: dict[str, Any],
                    threats: Threats | None = None) -> float:
        action = answer["action"]
        fig = state.figures[fid]
        with supposing(state, fid, answer):
            rage_before = status(fig).rage_left
            if action == "wscieklosc":
                status(fig).rage_left = armoury().rules.act("wscieklosc", "rounds")
            try:
                dealt = self.dealt(state, fid, answer)
                taken = self.taken(state, fid, threats)
                dealt, taken = self.tempo(state, fid, answer, dealt, taken)
            finally:
                status(fig).rage_left = rage_before
        if action == "wscieklosc":
            dealt *= 1 + RAGE_ROUNDS_AHEAD
        if action == "ruch":
            dealt += self.best_move(state, fid)
        if action == "podnies":
            dealt += DISARM_WORTH
        return dealt - RISK * taken

    def tempo(self, state: GameState, fid: str, answer: dict[str, Any], dealt: float,
              taken: float) -> tuple[float, float]:
        """Who strikes first matters when a blow may fell: a felled opponent strikes no more, a felled fighter
        neither. Against the declared opponent, by the expected moments of the first attacks."""
        target = answer.get("target")
        if not target or answer["action"] in NO_ATTACKS or not state.table.in_contact(fid, target):
            return dealt, taken
        guess = record(state).declared.get(target) or {"action": "atak", "target": fid}
        if guess.get("action") in NO_ATTACKS:
            return dealt, taken
        mine = first_moment(state, fid, answer)
        with supposing(state, target, guess):
            theirs = first_moment(state, target, guess)
            their_blow = attacks.spec(state, target, fid, ())
        if mine > theirs:
            return dealt, taken * (1 - fells(state, attacks.spec(state, fid, target, ())))
        return dealt * (1 - fells(state, their_blow)), taken

    def dealt(self, state: GameState, fid: str, answer: dict[str, Any]) -> float:
        action, target = answer["action"], str(answer.get("target") or "")
        if action == "wyluskanie":
            value = disarm_value(state, fid, target)
            reflex = int(state.figures[target].stats["refleks"])
            chance = k20_chance(value.total) * (1 - k20_chance(reflex))
            return float(chance) * DISARM_WORTH - float(1 - k20_chance(value.total)) * 1.5
        if action in NO_ATTACKS or not target:
            return 0.0
        count = float(expected_attacks(state, fid, answer))
        if count == 0:
            return 0.0
        specials = special_delay(answer)[0]
        plain = attacks.spec(state, fid, target, ())
        first = attacks.spec(state, fid, target, specials) if specials else plain
        worth = min(1.0, count) * blow_worth(state, first) + max(0.0, count - 1) * blow_worth(state, plain)
        if action == "podwojne" and answer.get("second"):
            hit = 1 - float(attacks.distribution(first)[0].get(attacks.MISS, 0))
            worth += hit * blow_worth(state, attacks.spec(state, fid, answer["second"], specials, second=True))
        if action == "szarza":
            worth += CHARGE_BONUS
        if action == "potezne":
            worth -= float(attacks.distribution(first)[0].get(attacks.MISS, 0)) * 1.0
        return worth

    def threats(self, state: GameState, fid: str) -> Threats:
        """The opponents that reach the fighter, each with what it declared against it or, not declared yet, what
        it may declare (its options cost sight lines: worked out once for all of the fighter's declarations)."""
        found: Threats = []
        for foe in state.enemies_of(fid):
            held = weapon(foe)
            decl = record(state).declared.get(foe.id)
            reaches = (state.table.in_contact(fid, foe.id) if not held.ranged
                       else shot_problem(state, foe.id, fid, held.range_m) is None)
            if not reaches or (decl and decl.get("target") not in (None, fid)):
                continue
            found.append((foe.id, [decl] if decl else [o.value for o in options(state, foe.id)
                                                         if o.value.get("target") in (None, fid)]))
        return found

    def taken(self, state: GameState, fid: str, threats: Threats | None = None) -> float:
        """What the opponents are expected to deal to the fighter this round, as it would stand: by their
        declarations, or, for one not declared yet, averaged over what it may declare."""
        total = 0.0
        for foe, guesses in self.threats(state, fid) if threats is None else threats:
            threat = 0.0
            for guess in guesses:
                if guess["action"] in NO_ATTACKS:
                    continue
                with supposing(state, foe, guess):
                    count = float(expected_attacks(state, foe, guess))
                    threat += count * blow_worth(state, attacks.spec(state, foe, fid, ()))
            total += threat / max(1, len(guesses))
        return total

    def decide_change(self, game: Game, decision: Decision) -> Answer:
        """Change one declaration (once a round) when, knowing every declaration now, another is clearly better."""
        state = game.state
        rec = record(state)
        best: tuple[float, str] = (CHANGE_MARGIN, "keep")
        for fid in decision.values:
            if fid == "keep" or rec.changes.get(fid):
                continue
            threats = self.threats(state, fid)
            now = self.declaration(state, fid, rec.declared[fid], threats)
            other = max((self.declaration(state, fid, o.value, threats) for o in options(state, fid)), default=now)
            if other - now > best[0]:
                best = (other - now, fid)
        return best[1]

    # --- moving ----------------------------------------------------------------------------------------------
    def best_move(self, state: GameState, fid: str) -> float:
        """Moving is worth a share of the blows it brings into reach next round; disarmed, a share of the weapon
        picked up next round, even out of a fight (bare hands there only wait to be cut down: a disarmed knight that
        kept to Defensywa lost 19 of its 33 such duels against random, 4 once it walked back). Nothing where no
        move it could make ends at a better place than where it stands (an assassin boxed in by a ruin, a hedge
        and a friend in the one gap declared a move and "moved 0.0 m" for three rounds)."""
        dropped = record(state).dropped.get(fid)
        if dropped and not armed(state.figures[fid]):
            gap = max(beyond_reach(state, fid, dropped[1:]), 0.01)
            return FUTURE * min(1.0, allowance(state, fid) / gap) * DISARM_WORTH
        foes = state.enemies_of(fid)
        if foes_in_contact(state, fid) or not foes:
            return -1.0
        held = weapon(state.figures[fid])
        if held.ranged:
            return 0.0 if any(shot_problem(state, fid, f.id, held.range_m) is None for f in foes) else 1.0
        return FUTURE * reach(state, fid) if self.can_gain(state, fid) else -1.0

    def can_gain(self, state: GameState, fid: str) -> bool:
        """Whether some move the fighter is offered ends at a better place than where it stands."""
        stay, *moves = move_candidates(state, fid)
        here = self.place(state, fid, stay)
        return any(self.place(state, fid, path) > here + GAIN for path in moves)

    def place(self, state: GameState, fid: str, path: Answer) -> float:
        """Where a move ends, rated: a shooter wants a foe in range and in sight from there (and to keep some way
        off); a fighter wants to be near a foe by the way round the terrain, not by a straight line through a
        hedge (a chieftain walked up and down a hedge for three rounds)."""
        table = state.table
        done = plan_move(table, fid, [tuple(p) for p in path], allowance(state, fid), going=GOING)
        end = done.end
        fig = state.figures[fid]
        held = weapon(fig)
        foes = state.enemies_of(fid)
        if not foes:
            return 0.0
        dropped = record(state).dropped.get(fid)
        if dropped and not armed(fig):
            return -distance(end, dropped[1:])
        me = table.bases[fid]
        bases = [table.bases[f.id] for f in foes]
        if held.ranged:
            gaps = [distance(end, b.pos) - b.radius - me.radius for b in bases]
            there = Base(fid, end[0], end[1], me.facing, me.diameter)
            seen = plain_lines(table, [there] * len(bases), bases).seen
            span = held.range_m / metres_per_inch(state)  # inches
            shot = any(bool(seen[k]) and gaps[k] <= span for k in range(len(bases)))
            return SHOT_PLACE * shot - abs(min(gaps) - min(span * 0.5, 8.0)) * 0.1
        return -max(0.0, gap_by_way(state, fid, end, bases))

    scorers = {"declare": score_declare, "path": score_path}
    deciders = {"change": decide_change, "give_up": decide_give_up}


make_ai = ManoeuvresEvaluator.make_ai


def evaluate(game: Game, player: str) -> float:
    """For the look-ahead, at the greedy AI's scale, so a future is rated as a declaration is: the wound weights the
    player's team has dealt less those it has taken (``RISK`` times), each fighter's at most a fall, a fall
    ``FELL_BONUS`` more, a fighter left without its weapon ``DISARM_WORTH``. (A fighter's points are 0 here: rated
    by points in play, every future that felled no one was worth the same, and the look-ahead played as greedy.
    Adding, ``FUTURE`` times, the blows each place brings within reach next round did worse against greedy: 49 %
    over the ladder's 100 games where wounds alone scored 50–55 %, 42.5 % of 80 melees where they scored 48.75 %.)"""
    state = game.state
    team = state.side(player).team
    fall = armoury().rules.fall_at
    dropped = record(state).dropped
    total = 0.0
    for fig in state.figures.values():
        lost = min(status(fig).weight, fall) + (FELL_BONUS if fig.eliminated else 0.0)
        if not fig.eliminated and fig.id in dropped and not armed(fig):
            lost += DISARM_WORTH
        total += -RISK * lost if state.side(fig.side).team == team else lost
    return total
