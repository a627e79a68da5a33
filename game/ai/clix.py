"""The clix AI: the generic search with an evaluator that counts points, using the exact odds.

Every score is in points of figures: an attack is worth the expected share of the target's points it removes
(a click on a figure with ``left`` clicks to go removes ``points / left``; the rules' exact strike tables give
the chances, criticals included). A place to move to is worth what the figure could do from there next turn
minus what the enemy could do to it there: both read from one batch of lines of fire (``clix_lines``) from
every candidate spot to every enemy in reach and back, so cover (hindering terrain, height) and blocked lines
count. Wounded figures weigh danger more, healers look for wounded friends, and moves are planned with their
path and facing when the action is chosen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np

from game.ai.search import SearchController
from game.board.geometry import direction, distance, within_arc
from game.board.sight import BLOCKED, clix_lines
from game.board.table import Base
from game.board.terrain import Point
from game.rules.clix.dial import dial, now
from game.rules.clix.moving import candidate_spots, planned
from game.rules.clix.odds import heal_table, strike_table
from game.rules.clix.targets import survey
from game.rules.decisions import Answer, Decision
from game.rules.game import Game
from game.rules.state import Figure, GameState

TOUCH = 0.02  # inches of slack when judging whether two bases would touch
FUTURE = 0.6  # what a threat or a chance next turn is worth against a sure thing now
BREAKAWAY = 0.5  # the chance of breaking away (d6 4-6)
HOPE = (1.0, 0.3)  # the best chance counts, the next a little (a figure makes one attack a turn)
WORRY = (0.7, 0.3, 0.15)  # the enemy has few actions: the worst threat counts most
PUSHED_MOVE = 2.0  # a click lost for a hoped-for place counts double: the place may not pay
APPROACH = 0.015  # points per inch, per point of the figure's own worth, of closing in on the enemy


@dataclass(frozen=True)
class Unit:
    """What the evaluator needs of one figure, read once per decision."""

    id: str
    side: str
    x: float
    y: float
    facing: float
    radius: float
    diameter: float
    arc: float
    speed: int
    attack: int
    defence: int
    damage: int
    range: float
    targets: int
    points: int
    left: int
    wounded: float  # share of its dial already lost
    heals: bool

    @property
    def pos(self) -> Point:
        return self.x, self.y

    @property
    def click_value(self) -> float:
        return self.points / self.left


def unit(state: GameState, fig: Figure) -> Unit:
    base, v, d = state.base(fig.id), now(fig), dial(fig)
    return Unit(fig.id, fig.side, base.x, base.y, base.facing, base.radius, base.diameter, base.front_arc, v.speed,
                v.attack, v.defence, v.damage, float(fig.stats["range"]), int(fig.stats["targets"]), fig.points,
                d.left, d.click / len(d.clicks), "heal" in fig.stats["abilities"])


@cache
def _share(need: int, damage: int, left: int) -> float:
    return sum(float(p) * min(c, left) / left for c, p in strike_table(need, damage).items())


def strike_value(attacker: Unit, target: Unit, modifier: int = 0, damage: int | None = None) -> float:
    """Expected points removed from ``target`` by one strike of ``attacker`` (criticals included)."""
    need = target.defence + modifier - attacker.attack
    return target.points * _share(need, attacker.damage if damage is None else damage, target.left)


def heal_value(healer: Unit, patient: Unit, wounds: int) -> float:
    return float(heal_table(healer.attack, patient.defence, wounds).mean()) * patient.points / max(patient.left, 1)


class ClixEvaluator:
    def __init__(self, game: Game, player: str) -> None:
        self.player = player
        self.plans: dict[tuple[str, str], Any] = {}
        self.moves: dict[str, list[tuple[float, Point]]] = {}

    # --- the search's hooks ----------------------------------------------------------------------------------
    def planned(self, game: Game, decision: Decision) -> Answer | None:
        fid = decision.context.get("figure")
        if decision.kind == "path" and fid in self.moves:
            self._settle_move(game.state, fid)
        return self.plans.pop((fid, decision.kind), None)

    def candidates(self, game: Game, decision: Decision) -> list[Answer]:
        if decision.kind == "action":
            self.plans, self.moves = {}, {}
        if decision.kind == "facing":
            fig = game.state.figures[decision.context["figure"]]
            return [self._facing(game.state, unit(game.state, fig), game.state.base(fig.id).pos)]
        return []

    def score(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        state = game.state
        if decision.kind == "action":
            return self._actions(game, decision, answers)
        if decision.kind == "targets":
            fig = state.figures[decision.context["figure"]]
            info = {"defence_modifier": {o.value: o.info.get("defence_modifier", 0) for o in decision.options}}
            return [self._targets_value(state, fig, decision.context["action"], a if isinstance(a, list) else [a],
                                        info) for a in answers]
        if decision.kind == "path":
            fig = state.figures[decision.context["figure"]]
            ends = [planned(state, fig, a).end for a in answers]
            return self._spot_scores(state, {fig.id: ends})[fig.id]
        if decision.kind == "facing":
            fig = state.figures[decision.context["figure"]]
            me = unit(state, fig)
            return [self._facing_score(state, me, float(a)) for a in answers]
        if decision.kind == "free_spin":
            fig = state.figures[decision.context["figure"]]
            me = unit(state, fig)
            turn = decision.context["facing"]
            return [self._facing_score(state, me, turn if a else me.facing) for a in answers]
        return [0.0] * len(answers)

    # --- actions ---------------------------------------------------------------------------------------------
    def _actions(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        state = game.state
        movers = [a["figure"] for a in answers if a.get("action") == "move"]
        spots = {fid: [state.base(fid).pos, *candidate_spots(state, state.figures[fid])] for fid in movers}
        scores = self._spot_scores(state, spots) if movers else {}
        out = []
        for answer in answers:
            action = answer.get("action")
            if action == "end_turn":
                out.append(0.0)
                continue
            fig = state.figures[answer["figure"]]
            me = unit(state, fig)
            info = decision.option(answer).info
            cost = me.click_value if info.get("push") else 0.0
            if action == "move":
                here, *there = scores[fig.id]
                ranked = sorted(zip(there, spots[fig.id][1:], strict=True), key=lambda sp: -sp[0])
                self.moves[fig.id] = ranked[:4]
                gain = FUTURE * (ranked[0][0] - here) * (BREAKAWAY if info.get("breakaway") else 1.0)
                out.append(gain - PUSHED_MOVE * cost)
                continue
            value, targets = self._best_targets(state, fig, action, info)
            self.plans[fig.id, "targets"] = targets if len(targets) > 1 else targets[0]
            risk = 0.0 if action == "heal" else me.click_value / 36  # a 2 costs the attacker a click
            out.append(value - risk - cost)
        return out

    def _best_targets(self, state: GameState, fig: Figure, action: str,
                      info: dict[str, Any]) -> tuple[float, list[str]]:
        allowed: list[str] = info["targets"]
        if action != "ranged" or len(allowed) == 1 or int(fig.stats["targets"]) == 1:
            scored = [(self._targets_value(state, fig, action, [t], info), t) for t in allowed]
            best = max(scored, key=lambda vt: vt[0])
            return best[0], [best[1]]
        singles = sorted(((self._targets_value(state, fig, action, [t], info), t) for t in allowed),
                         key=lambda vt: -vt[0])
        k = min(int(fig.stats["targets"]), len(allowed))
        ones = sorted(((self._one_value(state, fig, t, info), t) for t in allowed), key=lambda vt: -vt[0])[:k]
        several = sum(v for v, _ in ones)
        if several > singles[0][0]:
            return several, [t for _, t in ones]
        return singles[0][0], [singles[0][1]]

    def _one_value(self, state: GameState, fig: Figure, tid: str, info: dict[str, Any]) -> float:
        me, target = unit(state, fig), unit(state, state.figures[tid])
        return strike_value(me, target, info.get("defence_modifier", {}).get(tid, 0), damage=1)

    def _targets_value(self, state: GameState, fig: Figure, action: str, targets: list[str],
                       info: dict[str, Any] | None = None) -> float:
        me = unit(state, fig)
        if action == "heal":
            patient = state.figures[targets[0]]
            return heal_value(me, unit(state, patient), dial(patient).damage)
        mods = (info or {}).get("defence_modifier")
        total = 0.0
        for tid in targets:
            target = unit(state, state.figures[tid])
            if action == "close":
                rear = state.table.arc_of(tid, me.pos) == "rear"
                total += strike_value(me, target, -1 if rear else 0)
                continue
            total += strike_value(me, target, mods[tid], damage=None if len(targets) == 1 else 1)
        return total

    # --- moving ----------------------------------------------------------------------------------------------
    def _settle_move(self, state: GameState, fid: str) -> None:
        """Plan the chosen move: where the best few spots really end, which of those is best, and the facing."""
        fig = state.figures[fid]
        ranked = self.moves.pop(fid)
        ends = [planned(state, fig, [p]).end for _, p in ranked]
        scores = self._spot_scores(state, {fid: ends})[fid]
        k = max(range(len(ends)), key=lambda i: scores[i])
        self.plans[fid, "path"] = [[round(ranked[k][1][0], 4), round(ranked[k][1][1], 4)]]
        self.plans[fid, "facing"] = round(self._facing(state, unit(state, fig), ends[k]), 3)

    def _facing(self, state: GameState, me: Unit, at: Point) -> float:
        """Toward the enemy most worth attacking from ``at`` (the nearest if none is in reach)."""
        enemies = [unit(state, e) for e in state.enemies_of(me.id)]
        if not enemies:
            return me.facing
        reach = max(me.range, me.speed + 3.0)
        near = [e for e in enemies if distance(at, e.pos) <= reach]
        best = max(near, key=lambda e: strike_value(me, e)) if near else min(
            enemies, key=lambda e: distance(at, e.pos))
        return direction(at, best.pos)

    def _facing_score(self, state: GameState, me: Unit, facing: float) -> float:
        """Enemies in base contact should be in the front arc: behind, they strike at +1 and cannot be struck."""
        score = 0.0
        sv = survey(state)
        for other in sv.enemy_contacts(me.id):
            if within_arc(direction(me.pos, state.base(other).pos), facing, me.arc):
                score += 1.0
        return score

    def _spot_scores(self, state: GameState, spots: dict[str, list[Point]]) -> dict[str, list[float]]:
        """For each figure, the worth of standing at each spot: its chances next turn minus its danger there.

        Per spot and enemy, the best the figure could do to that enemy (shoot along a clear or hindered line, or
        strike in contact or after a move) and the worst that enemy could do to it; an enemy counts once in each.
        """
        table = state.table
        units = {f.id: unit(state, f) for f in state.alive()}
        sv = survey(state)
        touching = sv.touching
        busy = {fid for fid in units if sv.enemy_contacts(fid)}
        jobs = []
        src: list[Base] = []
        dst: list[Base] = []
        tags: list[tuple[int, int, int, bool]] = []  # (job, spot, enemy, shooting out)
        for fid, points in spots.items():
            me = units[fid]
            enemies = [u for u in units.values() if not sv.friends(fid, u.id)]
            friends = [u for u in units.values() if u.id != fid and sv.friends(fid, u.id)]
            job = _Job(me, np.array(points, dtype=float).reshape(-1, 2), enemies, friends)
            jobs.append(job)
            if not enemies:
                continue
            guarded = np.array([any(sv.friends(fid, o) and o != fid for o in touching[e.id]) for e in enemies])
            free = np.array([e.id not in busy for e in enemies])
            in_contact = (job.gap <= TOUCH).any(axis=1)
            shoot = (me.range >= 1) & ~in_contact[:, None] & (job.dist <= me.range) & ~guarded[None, :]
            shot = (job.reach[None, :] >= 1) & (job.dist <= job.reach[None, :]) & free[None, :]
            here = [Base(fid, x, y, me.facing, me.diameter, me.arc) for x, y in job.spots]
            for si, ei in zip(*np.nonzero(shoot), strict=True):
                x, y = job.spots[si]
                e = enemies[ei]
                src.append(Base(fid, x, y, direction((x, y), e.pos), me.diameter, me.arc))
                dst.append(table.bases[e.id])
                tags.append((len(jobs) - 1, si, ei, True))
            for si, ei in zip(*np.nonzero(shot), strict=True):
                src.append(table.bases[enemies[ei].id])
                dst.append(here[si])
                tags.append((len(jobs) - 1, si, ei, False))
        lines = clix_lines(table, src, dst) if src else None
        for k, (j, si, ei, out) in enumerate(tags):
            job = jobs[j]
            me, e = job.me, job.enemies[ei]
            if lines.result(k) == BLOCKED:
                if not out and not lines.arc_ok[k]:  # it would have to turn first (a move), then shoot next time
                    job.threat[si, ei] = max(job.threat[si, ei], 0.25 * strike_value(e, me))
                continue
            if out:
                job.chance[si, ei] = max(job.chance[si, ei], strike_value(me, e, lines.modifier(k)))
            else:
                job.threat[si, ei] = max(job.threat[si, ei], strike_value(e, me, lines.modifier(k)))
        return {fid: job.scores(state) for fid, job in zip(spots, jobs, strict=True)}


class _Job:
    """The spots of one figure against its enemies, as arrays (spots × enemies)."""

    def __init__(self, me: Unit, spots: np.ndarray, enemies: list[Unit], friends: list[Unit]) -> None:
        self.me, self.spots, self.enemies, self.friends = me, spots, enemies, friends
        pos = np.array([e.pos for e in enemies], dtype=float).reshape(-1, 2)
        radius = np.array([e.radius for e in enemies], dtype=float)
        delta = spots[:, None, :] - pos[None, :, :]
        self.dist = np.hypot(delta[..., 0], delta[..., 1])
        self.gap = self.dist - me.radius - radius[None, :]
        self.reach = np.array([e.range for e in enemies], dtype=float)
        facing = np.array([e.facing for e in enemies], dtype=float)
        arc = np.array([e.arc for e in enemies], dtype=float)
        heading = np.degrees(np.arctan2(delta[..., 1], delta[..., 0]))
        self.rear = np.abs((heading - facing[None, :] + 180.0) % 360.0 - 180.0) > arc[None, :] / 2 + 1e-9
        touch = self.gap <= TOUCH
        front = np.array([strike_value(me, e) for e in enemies])
        behind = np.array([strike_value(me, e, -1) for e in enemies])
        theirs = np.array([strike_value(e, me) for e in enemies])
        blow = np.where(self.rear, behind[None, :], front[None, :])
        self.chance = np.where(touch, blow, np.where(self.gap <= me.speed, FUTURE * blow, 0.0))
        speed = np.array([e.speed for e in enemies], dtype=float)
        self.threat = np.where(touch, theirs[None, :], np.where(self.gap <= speed[None, :] + TOUCH,
                                                                 FUTURE * theirs[None, :], 0.0))

    def scores(self, state: GameState) -> list[float]:
        me = self.me
        chance = self.chance
        if me.heals:
            mends = []
            for f in self.friends:
                wounds = dial(state.figures[f.id]).damage
                if wounds:
                    gap = np.hypot(self.spots[:, 0] - f.x, self.spots[:, 1] - f.y) - me.radius - f.radius
                    mends.append(np.where(gap <= TOUCH, heal_value(me, f, wounds), 0.0))
            if mends:
                chance = np.concatenate([chance, np.stack(mends, axis=1)], axis=1)
        hope = _top(chance, HOPE)
        worry = (0.5 + me.wounded) * _top(self.threat, WORRY)
        if not self.enemies:
            return list(hope)
        pull = APPROACH * me.points / (3.0 if me.heals else 1.0)
        reach = me.range if me.range >= 1 else 0.0
        approach = pull * np.maximum(0.0, self.gap.min(axis=1) - reach)
        return [float(v) for v in hope - worry - approach]


def _top(values: np.ndarray, weights: tuple[float, ...]) -> np.ndarray:
    """Per row, the largest values weighted by ``weights`` (best first)."""
    if values.shape[1] == 0:
        return np.zeros(values.shape[0])
    best = -np.sort(-values, axis=1)[:, : len(weights)]
    return best @ np.array(weights[: best.shape[1]])


def make_ai(game: Game, player: str) -> SearchController:
    return SearchController(game, player, ClixEvaluator(game, player))
