"""The clix AI: the generic search with an evaluator that counts points, using the exact odds.

Every score is in points of figures: an attack is worth the expected share of the target's points it removes
(a click on a figure with ``left`` clicks to go removes ``points / left``; the rules' exact strike tables give
the chances, criticals included). A place to move to is worth what the figure could do from there next turn
minus what the enemy could do to it there: both read from one batch of lines of fire (the board's ``Sights``)
from every candidate spot to every enemy in reach and back, so cover (hindering terrain, height) and blocked
lines count. Wounded figures weigh danger more, healers look for wounded friends, and moves are planned with their
path and facing when the action is chosen.
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Mapping, Sequence
from functools import cache, partial
from typing import Any, NamedTuple

import numpy as np

from game.ai.planner import PlanningEvaluator
from game.board.distances import route_distances, straight_ends
from game.board.geometry import direction, distance, within_arc
from game.board.table import Base, Table
from game.board.terrain import Point
from game.rules.clix.dial import RECORDS, dial, now
from game.rules.clix.moving import GOING, candidate_spots, planned_all, routed
from game.rules.clix.odds import heal_table, strike_table
from game.rules.clix.sight import BLOCKED, RESULTS, Sights
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
MODIFIERS = (-1, 0, 1, 2)  # the defence modifiers a strike meets: rear arc, none, hindering or height, both
APPROACH = 0.015  # points per inch, per point of the figure's own worth, of closing in on the enemy
DREAD = 0.5  # how much danger weighs on an unhurt figure (a wounded one adds the share of its dial lost)
MIN_CAUTION = 0.4  # the least share of that weight, for a side far ahead on the table
FAR = 200.0  # inches: a spot no route reaches counts as this far from the enemy
KILL = 0.5  # an elimination counts this share of the figure's points on top: its actions and threat are gone


class Unit(NamedTuple):
    """What the evaluator needs of one figure, read once per decision (a tuple: built thousands of times a game)."""

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
    clicks: int  # the dial's length
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
                d.left, len(d.clicks), d.click / len(d.clicks), "heal" in fig.stats["abilities"])


@cache
def _share(need: int, damage: int, left: int) -> float:
    """The expected share of a figure's points one strike removes, an elimination counting ``KILL`` more (focus
    fire: the figure that is nearly gone is the one to finish)."""
    return sum(float(p) * (min(c, left) / left + (KILL if c >= left else 0.0))
               for c, p in strike_table(need, damage).items())


def strike_value(attacker: Unit, target: Unit, modifier: int = 0, damage: int | None = None) -> float:
    """Expected points removed from ``target`` by one strike of ``attacker`` (criticals included)."""
    hit = attacker.damage if damage is None else damage
    return _strike_row(attacker.attack, hit, target.defence, target.points, target.left)[MODIFIERS.index(modifier)]


@cache
def _strike_row(attack: int, damage: int, defence: int, points: int, left: int) -> tuple[float, ...]:
    """:func:`strike_value` at each defence modifier of ``MODIFIERS``, kept by the values it depends on."""
    return tuple(points * _share(defence + m - attack, damage, left) for m in MODIFIERS)


@cache
def _worth_row(attack: int, damage: int, defence: int, points: int, left: int, clicks: int) -> tuple[float, ...]:
    """What one strike takes of the target's worth on the table (its points × clicks left / clicks), at each
    defence modifier of ``MODIFIERS``: the look-ahead's scale, where a click is a click whoever takes it."""
    return tuple(points / clicks * sum(float(p) * min(c, left) for c, p in strike_table(defence + m - attack,
                                                                                       damage).items())
                 for m in MODIFIERS)


def _strike_rows(attackers: list[Unit], targets: list[Unit], worth: bool = False) -> np.ndarray:
    """:func:`strike_value` of each attacker on each target at each defence modifier of ``MODIFIERS`` (with
    ``worth``, at the scale of the target's worth on the table: :func:`_worth_row`)."""
    hits = [(u.attack, u.damage) for u in attackers]
    if worth:
        rows = [_worth_row(*hit, u.defence, u.points, u.left, u.clicks) for hit in hits for u in targets]
    else:
        rows = [_strike_row(*hit, u.defence, u.points, u.left) for hit in hits for u in targets]
    return np.array(rows, dtype=float).reshape(len(attackers), len(targets), len(MODIFIERS))


def heal_value(healer: Unit, patient: Unit, wounds: int, worth: bool = False) -> float:
    """Expected points a heal gives back: per click, the greedy AI's click value, or with ``worth`` a click of the
    patient's worth on the table."""
    per_click = patient.points / (patient.clicks if worth else max(patient.left, 1))
    return _mended(healer.attack, patient.defence, wounds) * per_click


@cache
def _mended(attack: int, defence: int, wounds: int) -> float:
    """Mean clicks healed, as a float (the table's mean is an exact fraction, slow to sum every time)."""
    return float(heal_table(attack, defence, wounds).mean())


_BLOCKED = RESULTS.index(BLOCKED)  # its code in a batch's verdicts
_NONE = np.zeros(0, dtype=np.int64)


class ClixEvaluator(PlanningEvaluator):
    def plan_key(self, decision: Decision) -> Hashable:
        """A plan answers a figure's next decision of its kind (whichever action asked it)."""
        return decision.context.get("figure"), decision.kind

    # --- the scorers and guessers by decision kind -----------------------------------------------------------
    def guess_facing(self, game: Game, decision: Decision) -> list[Answer]:
        fig = game.state.figures[decision.context["figure"]]
        return [self._facing(game.state, unit(game.state, fig), game.state.base(fig.id).pos)]

    def score_targets(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        state = game.state
        fig = state.figures[decision.context["figure"]]
        info = {"defence_modifier": {o.value: o.info.get("defence_modifier", 0) for o in decision.options}}
        return [self._targets_value(state, fig, decision.context["action"], a if isinstance(a, list) else [a], info)
                for a in answers]

    def score_path(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        state = game.state
        fig = state.figures[decision.context["figure"]]
        ends = [move.end for move in planned_all(state, fig, list(answers))]
        return self._spot_scores(state, {fig.id: ends})[fig.id]

    def score_facing(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        state = game.state
        me = unit(state, state.figures[decision.context["figure"]])
        return [self._facing_score(state, me, float(a)) for a in answers]

    def score_free_spin(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        state = game.state
        me = unit(state, state.figures[decision.context["figure"]])
        turn = decision.context["facing"]
        return [self._facing_score(state, me, turn if a else me.facing) for a in answers]

    # --- actions ---------------------------------------------------------------------------------------------
    def score_action(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        state = game.state
        movers = [a["figure"] for a in answers if a.get("action") == "move"]
        found = candidate_spots(state, [state.figures[fid] for fid in movers])
        # each spot aimed at is rated where a straight move there would stop (a friend or a wall in the way)
        reached = straight_ends(state.table, GOING, [(fid, there, now(state.figures[fid]).speed)
                                                     for fid, there in zip(movers, found, strict=True)])
        spots = {fid: np.vstack([state.base(fid).pos, there]) for fid, there in zip(movers, found, strict=True)}
        ends = {fid: np.vstack([state.base(fid).pos, there]) for fid, there in zip(movers, reached, strict=True)}
        scores = self._spot_scores(state, ends) if movers else {}
        out = []
        for answer in answers:
            action = answer.get("action")
            if action == "end_turn":
                out.append(0.0)
                continue
            fig = state.figures[answer["figure"]]
            me = unit(state, fig)
            option = decision.option(answer)
            assert option is not None  # only legal answers are scored
            info = option.info
            cost = me.click_value if info.get("push") else 0.0
            if action == "move":
                here, *there = scores[fig.id]
                ranked = sorted(zip(there, spots[fig.id][1:].tolist(), strict=True), key=lambda sp: -sp[0])
                self.deferred[fig.id, "path"] = partial(self._settle_move, fig.id, ranked[:4])
                gain = FUTURE * (ranked[0][0] - here) * (BREAKAWAY if info.get("breakaway") else 1.0)
                # a move to no better place changes nothing but spends the figure's action, and acting again next
                # turn would push it: ending the turn is better (a blocked raider 'moved' 0" turn after turn)
                out.append(gain - PUSHED_MOVE * cost if gain > 0.0 else -1.0)
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
                       info: dict[str, Any]) -> float:
        me = unit(state, fig)
        if action == "heal":
            patient = state.figures[targets[0]]
            return heal_value(me, unit(state, patient), dial(patient).damage)
        mods: dict[str, int] = info.get("defence_modifier") or {}
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
    def _settle_move(self, fid: str, ranked: list[tuple[float, list[float]]], game: Game) -> None:
        """Plan the chosen move: the shortest legal route to each of the best few spots, where each really ends,
        which of those is best, and the facing."""
        state = game.state
        fig = state.figures[fid]
        paths = routed(state, fig, [(p[0], p[1]) for _, p in ranked])
        ends = [move.end for move in planned_all(state, fig, paths)]
        scores = self._spot_scores(state, {fid: ends})[fid]
        k = max(range(len(ends)), key=lambda i: scores[i])
        self.plans[fid, "path"] = [[round(x, 4), round(y, 4)] for x, y in paths[k]]
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

    def _spot_groups(self, state: GameState, spots: Mapping[str, Sequence[Point] | np.ndarray], worth: bool = False
                     ) -> list[tuple[_Spots, list[str]]]:
        """The spots of each team's figures with what each could do to each enemy from there, and suffer.

        Per spot and enemy, the best the figure could do to that enemy (shoot along a clear or hindered line, or
        strike in contact or after a move) and the worst that enemy could do to it; an enemy counts once in each.
        The spots of all the figures of a team are scored together, and all their lines go to the board in one
        batch: the figures on the table, then one base per spot that has a line (with an all-round arc: the
        figure turns to its target after moving). With ``worth``, blows and heals are rated at the scale of the
        figures' worth on the table (the look-ahead's ``evaluate``), else at the greedy AI's.
        """
        table = state.table
        sv = survey(state)
        units = [unit(state, f) for f in state.alive()]
        by_id = {u.id: u for u in units}
        bases = [table.bases[u.id] for u in units]
        busy = np.array([bool(sv.enemy_contacts(u.id)) for u in units])
        teams: dict[str, list[str]] = {}
        for fid in spots:
            teams.setdefault(sv.team[fid], []).append(fid)
        groups: list[_Spots] = []
        src: list[np.ndarray] = []
        dst: list[np.ndarray] = []
        for team, fids in teams.items():
            foes = np.array([i for i, u in enumerate(units) if sv.team[u.id] != team], dtype=np.int64)
            movers = [by_id[fid] for fid in fids]
            group = _Spots(movers, [np.array(spots[fid], dtype=float).reshape(-1, 2) for fid in fids],
                           [units[i] for i in foes], [u for u in units if sv.team[u.id] == team], worth)
            group.route_gaps(table)
            groups.append(group)
            if not len(foes):
                continue
            guarded = np.zeros((len(movers), len(foes)), dtype=bool)  # in contact with a friend: not to be shot
            for j, i in enumerate(foes.tolist()):
                held = [o for o in sv.touching[units[i].id] if sv.team[o] == team]
                for k, m in enumerate(movers if held else ()):
                    guarded[k, j] = any(o != m.id for o in held)
            reach = group.reach[None, :]
            shoot = ((group.range >= 1) & ~(group.gap <= TOUCH).any(axis=1))[:, None] & (
                group.dist <= group.range[:, None]) & ~guarded[group.owner]
            shot = (reach >= 1) & (group.dist <= reach) & ~busy[foes][None, :]
            group.out, group.back = np.nonzero(shoot), np.nonzero(shot)
            used = np.flatnonzero(shoot.any(axis=1) | shot.any(axis=1))
            row = np.zeros(len(group.spots), dtype=np.int64)
            row[used] = len(bases) + np.arange(len(used))
            bases += [Base(movers[k].id, x, y, 0.0, movers[k].diameter, 360.0)
                      for k, (x, y) in zip(group.owner[used].tolist(), group.spots[used].tolist(), strict=True)]
            src += [row[group.out[0]], foes[group.back[1]]]
            dst += [foes[group.out[1]], row[group.back[0]]]
        lines = Sights(table, bases, np.concatenate(src), np.concatenate(dst)) if sum(map(len, src)) else None
        start = 0
        for group in groups:
            if lines is not None:  # else no group has a line to fold in
                start = group.see(lines, start)
        return list(zip(groups, teams.values(), strict=True))

    def _spot_scores(self, state: GameState, spots: Mapping[str, Sequence[Point] | np.ndarray]
                     ) -> dict[str, list[float]]:
        """For each figure, the worth of standing at each spot: its chances next turn minus its danger there."""
        scores = {}
        for group, fids in self._spot_groups(state, spots):
            values = group.scores(state).tolist()
            for fid, end in zip(fids, itertools.accumulate(len(spots[fid]) for fid in fids), strict=True):
                scores[fid] = values[end - len(spots[fid]):end]
        return scores

    scorers = {"action": score_action, "targets": score_targets, "path": score_path, "facing": score_facing,
               "free_spin": score_free_spin}
    guessers = {"facing": guess_facing}


class _Spots:
    """The candidate spots of some figures of one team against that team's enemies, as arrays (spots × enemies);
    ``owner`` says which figure's spot each row is."""

    def __init__(self, movers: list[Unit], points: list[np.ndarray], enemies: list[Unit], team: list[Unit],
                 worth: bool = False) -> None:
        self.movers, self.enemies, self.team, self.worth = movers, enemies, team, worth
        self.spots = np.concatenate(points)
        own = self.owner = np.repeat(np.arange(len(movers)), [len(p) for p in points])
        # (spot, enemy) pairs of the lines to shoot along, and to be shot along
        self.out: tuple[np.ndarray, ...] = (_NONE, _NONE)
        self.back: tuple[np.ndarray, ...] = (_NONE, _NONE)
        # the movers' and the enemies' values as columns, one array each (a numpy call costs more than its sums)
        self.range, radius, speed = np.array([(m.range, m.radius, m.speed) for m in movers], dtype=float)[own].T
        x, y, e_radius, self.reach, facing, arc, e_speed = np.array(
            [(e.x, e.y, e.radius, e.range, e.facing, e.arc, e.speed) for e in enemies], dtype=float).reshape(-1, 7).T
        dx, dy = self.spots[:, 0, None] - x, self.spots[:, 1, None] - y
        self.dist = np.hypot(dx, dy)
        self.gap = self.dist - radius[:, None] - e_radius
        touch = self.gap <= TOUCH
        # what one strike removes, per figure, enemy and defence modifier (column m + 1 for modifier m, -1 to 2)
        self.mine = _strike_rows(movers, enemies, worth)
        self.theirs = _strike_rows(enemies, movers, worth).transpose(1, 0, 2)
        # a blow in contact or after a move, from behind where the spot is in the enemy's rear arc
        near = np.nonzero(touch | (self.gap <= speed[:, None]))
        heading = np.degrees(np.arctan2(dy[near], dx[near]))
        rear = np.abs((heading - facing[near[1]] + 180.0) % 360.0 - 180.0) > arc[near[1]] / 2 + 1e-9
        blow = np.zeros_like(self.gap)
        blow[near] = self.mine[own[near[0]], near[1], np.where(rear, 0, 1)]
        self.chance = np.where(touch, blow, FUTURE * blow)
        theirs = self.theirs[own, :, 1]
        self.threat = np.where(touch, theirs, np.where(self.gap <= e_speed + TOUCH, FUTURE * theirs, 0.0))

    def route_gaps(self, table: Table) -> None:
        """How far each spot is from the nearest enemy by the cheapest route round the terrain (base edge to
        base edge): what closing in means, where a straight line would lead into a wall."""
        self.route_gap = self.gap.min(axis=1) if len(self.enemies) else np.zeros(len(self.spots))
        if not len(self.enemies):
            return
        places = [e.pos for e in self.enemies]
        edge = min(e.radius for e in self.enemies)
        for k, me in enumerate(self.movers):
            mine = self.owner == k
            route = route_distances(table, GOING, me.radius, places, self.spots[mine]) - me.radius - edge
            self.route_gap[mine] = np.maximum(self.route_gap[mine], route)

    def see(self, lines: Sights, start: int) -> int:
        """Fold in these spots' lines of the batch, from ``start``: the shots they could take and those they could
        suffer. Returns where the next group's lines begin."""
        row, enemy = self.out
        end = start + len(row)
        if len(row):
            open_ = lines.codes[start:end] != _BLOCKED
            row, enemy = row[open_], enemy[open_]
            value = self.mine[self.owner[row], enemy, lines.modifiers[start:end][open_] + 1]
            self.chance[row, enemy] = np.maximum(self.chance[row, enemy], value)
        row, enemy = self.back
        start, end = end, end + len(row)
        if len(row):
            blocked = lines.codes[start:end] == _BLOCKED
            theirs = self.theirs[self.owner[row], enemy]
            # a blocked line outside its arc: it would have to turn first (a move), then shoot next time
            turned = np.where(lines.arc_ok[start:end], 0.0, 0.25 * theirs[:, 1])
            value = np.where(blocked, turned, theirs[np.arange(len(row)), lines.modifiers[start:end] + 1])
            self.threat[row, enemy] = np.maximum(self.threat[row, enemy], value)
        return end

    def scores(self, state: GameState) -> np.ndarray:
        """Per spot: the figure's best chances (``HOPE``) less its danger (``WORRY``) and its distance."""
        chance, danger, pull = self.parts(state)
        return _top(chance, HOPE) - _top(danger, WORRY) - pull

    def parts(self, state: GameState) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Per spot: its chances (a column per enemy, then per wounded friend a healer could mend), the danger
        from each enemy (weighed by the figure's wounds and the team's caution), and the cost of its distance
        from the enemy."""
        own = self.owner
        chance = self.chance
        mends = []
        for k, me in enumerate(self.movers):
            if not me.heals:
                continue
            for f in self.team:
                wounds = dial(state.figures[f.id]).damage
                if wounds and f.id != me.id:
                    gap = np.hypot(self.spots[:, 0] - f.x, self.spots[:, 1] - f.y) - me.radius - f.radius
                    mends.append(np.where((own == k) & (gap <= TOUCH), heal_value(me, f, wounds, self.worth), 0.0))
        if mends:  # a column per (healer, wounded friend), naught on the other figures' spots
            chance = np.concatenate([chance, np.stack(mends, axis=1)], axis=1)
        if not self.enemies:
            return chance, np.zeros((len(self.spots), 0)), np.zeros(len(self.spots))
        wounded, pull, reach = np.array([(m.wounded, APPROACH * m.points / (3.0 if m.heals else 1.0),
                                          m.range if m.range >= 1 else 0.0) for m in self.movers])[own].T
        danger = ((DREAD + wounded) * self.caution())[:, None] * self.threat
        return chance, danger, pull * np.maximum(0.0, np.minimum(self.route_gap, FAR) - reach)

    def caution(self) -> float:
        """How much danger weighs: fully when the enemy's worth on the table matches the team's, less the more the
        team is ahead (the side ahead closes in and trades blows; the side behind still minds its figures)."""
        ours = sum(u.points * (1.0 - u.wounded) for u in self.team)
        theirs = sum(u.points * (1.0 - u.wounded) for u in self.enemies)
        return float(np.clip(theirs / max(ours, 1e-9), MIN_CAUTION, 1.0))


def _top(values: np.ndarray, weights: tuple[float, ...]) -> np.ndarray:
    """Per row, the largest values weighted by ``weights`` (best first)."""
    if not values.any():  # nothing in reach: no sorting
        return np.zeros(len(values))
    best = -np.sort(-values, axis=1)[:, : len(weights)]
    return sum((best[:, i] * w for i, w in enumerate(weights[: best.shape[1]])), np.zeros(len(values)))


make_ai = ClixEvaluator.make_ai


#: The decisions the look-ahead searches (the follow-ups are planned with the action).
SEARCHED = frozenset({"action"})
#: A normal future plays one more action after the candidate: a battle's whole turn (six actions, each a greedy
#: decision of tens of milliseconds) fits its 0.3 s once, which ranks nothing, so the look-ahead played as greedy
#: (normal against greedy on the ladder's 100 games: 50 %, 67 % so; 59.5 % over 200, where greedy scores 53.5 %).
PLIES = {"normal": 1}
#: Points a candidate must gain over the greedy AI's best, future by future, to be taken. Most of the look-ahead's
#: other answers gained a point or less in every future alike: not the dice but ``evaluate`` rating a place a little
#: differently from the greedy AI. In the 80-turn battle those took normal to 25 % against greedy over 20 battles
#: (the mirror on the same seeds: 50 %); with this margin 40 %, and 74 % in 50 duels (71–72.5 % without). Over the
#: ladder's 100 games it is within the dice: 54 % against 52 % without it.
MARGIN = 2.0


def evaluate(game: Game, player: str) -> float:
    """For the look-ahead: points on the table, each figure's worth shrinking as its dial turns (left / clicks),
    then, ``FUTURE`` times it as the greedy AI rates a move's end: while the player's side acts, the best chance
    of its figures that have not acted this turn against each enemy (the likeliest blows of the actions it has left,
    each enemy counted once; counted for every figure and a whole turn's actions, a future that ended the turn rated
    below one that played an action, and a figure that had shot had its shot counted again: normal against greedy
    40 % over 20 battles so, 60 % so counted);
    whoever acts, the worst each enemy could do to the player's figures (each enemy once: it acts after the turn,
    and a battle's future ends mid-turn; rated by chances alone there, normal against greedy scored 47 % in the
    battle over 50 games, 54 % so, and 44 % over the next 50; 72.5 % and 71 % in the duel over 100: not a gain
    the dice can tell, but a future rated without the threats it walked into); and the player's figures' distance
    from the fight. Blows and heals are rated in the points they take from a figure's worth on the table, the scale
    of the rest: at the greedy AI's (a click weighed by the clicks left, a kill extra) a blow left for later, at
    ``FUTURE`` of that, outweighed the same blow struck, where the target was wounded, so normal passed over a sure
    attack and moved other figures, then ended its turn with the blow unstruck (2026-12-04: in 20 battles and 40
    duels against greedy, seeds 0–19 and 0–39, 60 % and 82.5 % so, 57.5 % and 70 % before). Counted figure by
    figure at the greedy AI's scale, a wounded enemy that three figures could finish next turn counted three times
    and far above its worth (normal against greedy: 37.5 % over 40 clix games so, 60 % counting dangers alone)."""
    state = game.state
    team = state.side(player).team
    total = 0.0
    mine: dict[str, np.ndarray] = {}
    for fig in state.alive():
        d = dial(fig)
        worth = fig.points * d.left / len(d.clicks)
        if state.side(fig.side).team == team:
            total += worth
            mine[fig.id] = np.array([state.base(fig.id).pos])
        else:
            total -= worth
    active, record = state.active, RECORDS.record(state)
    left = record.actions_left if active is not None and state.side(active).team == team else 0  # the player's side
    for group, _fids in ClixEvaluator(game, player)._spot_groups(state, mine, worth=True) if mine else ():
        chance, danger, pull = group.parts(state)
        free = np.array([m.id not in record.acted for m in group.movers])[group.owner] if left else ()
        if np.any(free):  # figures that may still act this turn
            best = -np.sort(-chance[free, : len(group.enemies)].max(axis=0, initial=0.0))
            total += FUTURE * float(best[:left].sum())
        total -= FUTURE * float(danger.max(axis=0, initial=0.0).sum())
        total -= FUTURE * float(pull.sum())
    return total
