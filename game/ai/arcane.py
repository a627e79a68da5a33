"""The arcane AI: the generic search with an evaluator that counts wounds and moonstones.

Moonstones win the game, so harvesting comes first and a character with nothing to fight walks to the nearest
stone. Melee is worth the wounds it should deal less those it should take; an arcane ability, its effect times
the chance of drawing a card that meets the requirement. Combat cards are picked by expected damage from what
the AI can see (``game.view``: its hand and the deck's composition). Arcane cards are laid truthfully when one
fits; otherwise the AI bluffs with the declaration the opponent is least able to disprove, unless being caught
could cost it a Catastrophe. It calls a bluff when the declared card is unlikely to be in the other hand, or
certainly is not, weighing the effect it would suffer against the free repeat a truthful call gives away.
Paths and targets are planned with the action; its own randomness never touches the game's.
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable, Sequence
from dataclasses import replace
from fractions import Fraction
from math import comb
from typing import Any

from game.ai.planner import PlanningEvaluator
from game.board.crossings import Crossings, leads_to
from game.board.geometry import distance
from game.board.movement import plan_move, traverse
from game.board.table import CONTACT, Base
from game.board.terrain import Point
from game.rules.arcane.actions import PASS
from game.rules.arcane.bluff import BLUFF, KEEP, OK, STOP, draw_count
from game.rules.arcane.cards import CATASTROPHE, Decks
from game.rules.arcane.chances import best_fitting, holds_chance, melee_outcomes, unseen
from game.rules.arcane.characters import Ability, Effect
from game.rules.arcane.melee import RIPOSTE, hand_size
from game.rules.arcane.moves import REACTION, STEP, candidate_spots, jog_allowance, jog_problem, toward, waypoints
from game.rules.arcane.reach import engaging, melee_targets, reaches, touched_obstacles
from game.rules.arcane.record import MOONSTONE_RADIUS, Moonstone, profile_of, record_of, status
from game.rules.arcane.targeting import ability_targets
from game.rules.arcane.turns import DEFAULT_TURNS
from game.rules.decisions import Answer, Decision
from game.rules.game import Game
from game.rules.state import Figure, GameState

HARVEST = 100.0  # an action that harvests beats anything else
KILL = 4.0  # wounds' worth of taking an enemy out
CATCH_ODDS = Fraction(1, 2)  # how often the AI expects a bluff of its own to be called
MOVE_GAIN = 0.5  # inches: a move that gains less toward the goal is not worth making
GOALS = 3  # goals tried in turn when the first cannot be neared
WAYS = 3  # crossings of a hedge or door routed to, when a goal is walled off


def effect_worth(state: GameState, user: Figure, target: Figure | None, effects: Sequence[Effect], x: int) -> float:
    """What effects are worth to the user's side, in wounds (harm to its own side counts against)."""
    worth = 0.0
    for effect in effects:
        who = user if effect.to == "self" else target
        if who is None:
            continue
        sign = 1.0 if state.friends(user.id, who.id) else -1.0
        amount = effect.amount(x)
        if effect.do == "damage":
            left = who.stats["health"] - status(who).damage
            worth -= sign * (min(amount, left) + (KILL if amount >= left else 0.0))
        elif effect.do == "heal":
            worth += sign * min(amount, status(who).damage)
        elif effect.do == "arcane_bonus" and not any(a.kind == "arcane" for a in profile_of(state, who).abilities):
            continue  # a bonus it has no arcane ability to use
        elif effect.do == "melee_bonus" and not _may_fight(state, who):
            continue  # a bonus it has no enemy within reach this turn to use it on
        elif effect.do in ("gain_energy", "melee_bonus", "arcane_bonus"):
            worth += sign * amount * (0.6 if not status(who).activated or who is user else 0.1)
        elif effect.do == "syphon_energy":
            worth += 0.3 * min(amount, status(who).energy)
    return worth


def _may_fight(state: GameState, fig: Figure) -> bool:
    """Whether an enemy is within ``fig``'s reach this turn: a jog if it has one left, a step, its melee range."""
    reach = (0.0 if status(fig).jogged else jog_allowance(fig)) + STEP + float(fig.stats["melee_range"])
    return any(state.table.edge_distance(fig.id, e.id) <= reach for e in state.enemies_of(fig.id))


def _dug_by(state: GameState, stone: Moonstone, friends: Sequence[Figure]) -> bool:
    """Whether the friends touching ``stone`` dig it out at their next activation (a harvest a depth, one at
    least), so that another would walk there for nothing. A stone dropped deep at the centre (d4) wants two."""
    last = state.turn >= (state.turn_limit or DEFAULT_TURNS)
    energy = 0
    for f in friends:
        b = state.base(f.id)
        if distance(b.pos, stone.pos) <= b.radius + MOONSTONE_RADIUS + 0.05:
            st = status(f)
            energy += st.energy if not st.activated else 0 if last else int(f.stats["energy"])
    return energy >= max(stone.depth, 1)



def _first_leg(start: Point, path: Answer, allowance: float) -> Answer:
    """A route made straight for a move that goes straight (a Step): to the point ``allowance`` inches along it
    (a route from beside a door may begin a hair from where the base stands, or bend round a friend)."""
    here, left = start, allowance
    for p in path:
        point = (float(p[0]), float(p[1]))
        leg = distance(here, point)
        if leg >= left:
            f = left / leg
            return [[here[0] + (point[0] - here[0]) * f, here[1] + (point[1] - here[1]) * f]]
        here, left = point, left - leg
    return [list(here)]

class ArcaneEvaluator(PlanningEvaluator):
    def plan_key(self, decision: Decision) -> Hashable:
        """A plan answers the figure's next decision for its action (or its purpose: a reaction), of any kind."""
        ctx = decision.context
        return ctx.get("figure", ""), ctx.get("action") or ctx.get("purpose") or decision.kind

    # --- the scorers and guessers by decision kind -----------------------------------------------------------
    def guess_path(self, game: Game, decision: Decision) -> list[Answer]:
        fig = game.state.figures[decision.context["figure"]]
        goal = self._goal(game.state, fig)
        if goal is not None:
            return [[list(toward(game.state.base(fig.id).pos, goal[0], goal[1]))]]
        return []

    def score_action(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        return [self._action(game, a) for a in answers]

    def score_targets(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        state, ctx = game.state, decision.context
        user = state.figures[ctx["figure"]]
        return [self._target(game, user, ctx["action"], state.figures[t])[0] for t in answers]

    def score_reaction(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        active = game.state.figures[decision.context["figure"]]
        return [self._reaction(game, a, active) for a in answers]

    def score_pick(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        return [self._pick(game, a) for a in answers]

    def score_critical(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        return [float(a) for a in answers]

    def score_damage_type(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        return [self._damage_type(decision, a) for a in answers]

    def score_riposte(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        fig = game.state.figures[decision.context["figure"]]
        healthy = fig.stats["health"] - status(fig).damage > 2
        return [1.0 if (a == RIPOSTE) == healthy else 0.0 for a in answers]

    def score_distribute(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        state = game.state
        return [0.0 if status(state.figures[a]).activated and a != decision.context["figure"] else 1.0
                for a in answers]

    def score_moonstone(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        depth = {m.id: m.depth for m in record_of(game.state).moonstones}
        return [-float(depth[a]) for a in answers]

    # --- moving ----------------------------------------------------------------------------------------------
    def _goal(self, state: GameState, fig: Figure) -> tuple[Point, float] | None:
        goals = self._goals(state, fig)
        return goals[0] if goals else None

    def _goals(self, state: GameState, fig: Figure) -> list[tuple[Point, float]]:
        """Where ``fig`` would go, best first, with how far short of each to stop: the moonstones the friends
        touching them cannot dig out at their next activation, nearest first, then the enemies (carrying stones
        first, then the nearest)."""
        base = state.base(fig.id)
        friends = [f for f in state.alive() if f.id != fig.id and state.friends(f.id, fig.id)]
        stones = [m for m in record_of(state).moonstones if not _dug_by(state, m, friends)]
        goals = [(m.pos, base.radius + MOONSTONE_RADIUS - 0.1)
                 for m in sorted(stones, key=lambda m: distance(base.pos, m.pos))]
        enemies = sorted(state.enemies_of(fig.id),
                         key=lambda e: (-status(e).moonstones, state.table.distance(fig.id, e.id)))
        goals += [(state.base(e.id).pos, base.radius + state.base(e.id).radius + 0.01) for e in enemies]
        return goals

    def _gap(self, state: GameState, fig: Figure, at: Point, goal: tuple[Point, float] | None = None) -> float:
        goal = goal or self._goal(state, fig)
        return 0.0 if goal is None else max(0.0, distance(at, goal[0]) - goal[1])

    def _move(self, game: Game, fig: Figure, allowance: float, jog: bool) -> tuple[float, Answer]:
        """The best gain toward a goal within ``allowance``, and the path that makes it: along the shortest legal
        route to the goal when the straight way is barred (round a hedge), to the near side of a door or hedge to
        traverse when no route leads there (into the walled garden), else straight at the goal or to one of the
        ring of spots around. When the first goal cannot be neared (a wall, a crowd), the next few are tried: a
        character with energy does not stand idle."""
        state = game.state
        base = state.base(fig.id)
        best, best_path = 0.0, [list(base.pos)]
        for goal in self._goals(state, fig)[:GOALS]:
            spot = toward(base.pos, goal[0], goal[1])
            (route,) = game.ruleset.routes(state, fig.id, [spot])
            if route is None and self._room(state, fig, spot):  # walled in or out: to a door or hedge to traverse
                way = self._way_over(game, fig, goal)
                if way is not None:  # the route to the crossing, then on into contact
                    piece, path = way
                    if piece in touched_obstacles(state, fig):
                        return 0.0, [list(base.pos)]  # there already: the traverse is the way on
                    path = path if jog else _first_leg(base.pos, path, allowance)  # a Step goes straight
                    planned = plan_move(state.table, fig.id, waypoints(path), allowance)
                    if (jog and jog_problem(state, fig, planned)) or planned.length <= CONTACT:
                        return 0.0, [list(base.pos)]
                    if planned.blocker == piece:  # to the door, however short: it opens the way on
                        return max(planned.length, MOVE_GAIN), path
                    return (planned.length, path) if planned.length >= MOVE_GAIN else (0.0, [list(base.pos)])
            if route is not None and len(route.path) > 2:
                legs = route.waypoints if jog else _first_leg(base.pos, route.waypoints, allowance)
                planned = plan_move(state.table, fig.id, waypoints(legs), allowance)
                if not (jog and jog_problem(state, fig, planned)) and planned.length >= MOVE_GAIN:
                    return planned.length, legs  # progress along the shortest way there
            here = self._gap(state, fig, base.pos, goal)
            best, best_path = -math.inf, [list(base.pos)]
            for spot in [toward(base.pos, goal[0], goal[1]), *candidate_spots(state, fig, allowance)]:
                planned = plan_move(state.table, fig.id, [spot], allowance)
                if jog and jog_problem(state, fig, planned):
                    continue
                gain = here - self._gap(state, fig, planned.end, goal)
                if gain > best + 1e-9:
                    best, best_path = gain, [list(spot)]
            if best >= MOVE_GAIN:
                break
        return best, best_path

    def _room(self, state: GameState, fig: Figure, at: Point) -> bool:
        """Whether ``fig`` could stand at ``at`` now: where it cannot, a missing route is the crowd's, not a wall's."""
        base = state.base(fig.id)
        return not state.table.problems_at(Base(fig.id, at[0], at[1], base.facing, base.diameter))

    def _way_over(self, game: Game, fig: Figure, goal: tuple[Point, float]) -> tuple[int, Answer] | None:
        """The obstacle to cross that brings ``fig`` nearest ``goal`` (the route to the crossing,
        :mod:`game.board.crossings`, and past it the straight line on, which nothing may bar), with nothing on its
        far side, and the path there: the route to its approach, then straight on into contact. Only the few
        crossings nearest as the crow flies are routed to: a route is dear, never shorter than the line."""
        state = game.state
        base = state.base(fig.id)
        ways = sorted((c for c in Crossings.of(state.table, base.radius) if leads_to(state.table, c, goal[0])),
                      key=lambda c: distance(base.pos, c.near) + distance(c.far, goal[0]))
        free = [c for c in ways[:4 * WAYS] if self._room(state, fig, c.far)][:WAYS]
        routes = game.ruleset.routes(state, fig.id, [c.approach for c in free])
        found = [(r.length + distance(c.far, goal[0]), c.piece, [*r.waypoints, list(c.far)])
                 for c, r in zip(free, routes, strict=True) if r is not None]
        if not found:
            return None
        _, piece, path = min(found, key=lambda found: found[0])
        return piece, path

    def score_path(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        state, ctx = game.state, decision.context
        fig = state.figures[ctx["figure"]]
        ends = [plan_move(state.table, fig.id, waypoints(a), ctx["allowance"]).end for a in answers]
        if ctx["purpose"] == "reaction":
            activating = record_of(state).activating
            active = state.figures[activating] if activating else None
            if active is None or active.eliminated:
                return [0.0] * len(answers)
            a = state.base(active.id)
            return [distance(end, a.pos) for end in ends]
        return [-self._gap(state, fig, end) for end in ends]

    # --- actions ---------------------------------------------------------------------------------------------
    def _action(self, game: Game, answer: Answer) -> float:
        state = game.state
        if "figure" not in answer:
            return 0.0
        fig = state.figures[answer["figure"]]
        action = answer["action"]
        st = status(fig)
        if action == "end":
            return 0.0
        if action == "harvest":
            return HARVEST
        if action == "melee":
            value, target = max((self._target(game, fig, "melee", e) for e in melee_targets(state, fig)),
                                key=lambda vt: vt[0])
            self.plans[fig.id, "melee"] = target
            return 40.0 + 5.0 * value if value > 0 else -1.0
        if action in ("jog", "step"):
            allowance = jog_allowance(fig) if action == "jog" else STEP
            gain, path = self._move(game, fig, allowance, action == "jog")
            self.plans[fig.id, action] = path
            if gain < MOVE_GAIN and not (action == "step" and self._step_to_harvest(state, fig, path)):
                return -1.0
            return (30.0 if action == "jog" else 10.0) + gain + (20.0 if self._step_to_harvest(state, fig, path)
                                                                and st.energy >= 2 else 0.0)
        if action == "traverse":
            return self._traverse(state, fig)
        ability = profile_of(state, fig).ability(action)
        if ability is None:
            return -1.0
        allowed, _ = ability_targets(state, fig, ability)
        if ability.target is None:
            value = self._ability_value(game, fig, ability, None)
        else:
            value, target = max((self._target(game, fig, action, t) for t in allowed), key=lambda vt: vt[0])
            self.plans[fig.id, action] = target
        return 20.0 + 5.0 * value if value > 0.5 else -1.0

    def _step_to_harvest(self, state: GameState, fig: Figure, path: Answer) -> bool:
        end = plan_move(state.table, fig.id, waypoints(path), STEP).end
        return not engaging(state, fig) and any(
            distance(end, m.pos) <= state.base(fig.id).radius + MOONSTONE_RADIUS for m in record_of(state).moonstones)

    def _traverse(self, state: GameState, fig: Figure) -> float:
        if status(fig).energy < 2:
            return -1.0
        here = self._gap(state, fig, state.base(fig.id).pos)
        best = max((here - self._gap(state, fig, traverse(state.table, fig.id, p).end)
                    for p in touched_obstacles(state, fig)), default=0.0)
        return 12.0 + best if best > 1.0 else -1.0

    def _target(self, game: Game, user: Figure, action: str, target: Figure) -> tuple[float, str]:
        """(value, target id) of ``action`` against ``target``."""
        state = game.state
        if action == "melee":
            mine, theirs = hand_size(user, True), hand_size(target, False)
            left = target.stats["health"] - status(target).damage
            value = 1.2 + 0.3 * (mine - theirs) + (0.8 if not reaches(state, target, user) else 0.0)
            value += KILL * 0.5 if left <= 2 else 0.0
            return value, target.id
        ability = profile_of(state, user).ability(action)
        assert ability is not None  # the action is one of the user's abilities
        return self._ability_value(game, user, ability, target), target.id

    def _ability_value(self, game: Game, user: Figure, ability: Ability, target: Figure | None) -> float:
        state = game.state
        if ability.kind == "active" and not ability.flip:
            return effect_worth(state, user, target, ability.effects, 0)
        deck = game.view(self.player)["arcane_deck"]
        if ability.flip:
            spread = best_fitting(deck, _any_colour(ability, record_of(state).decks.colours), 1)
            return sum(float(p) * effect_worth(state, user, target, ability.effects, v) for v, p in spread.items()
                       if v) - float(spread.get(0, 0)) * -effect_worth(state, user, target, ability.catastrophe, 0)
        spread = best_fitting(deck, ability, draw_count(state, user, target))
        found = sum(float(p) * effect_worth(state, user, target, ability.effects, v) for v, p in spread.items() if v)
        return found + 0.4 * float(spread.get(0, 0)) * effect_worth(state, user, target, ability.effects, 2)

    def _reaction(self, game: Game, answer: Answer, active: Figure) -> float:
        state = game.state
        if answer == "none" or active.eliminated:
            return 0.0
        if answer == PASS:
            return -0.5  # a reaction may yet be needed later in the activation: no reason to decline them all
        fig = state.figures[answer]
        if status(active).energy < 1 or not reaches(state, active, fig):
            return -1.0
        spot = self._escape(state, fig, active)
        if spot is None:
            return -1.0  # no inch it could move takes it out of reach: the energy would be spent for nothing
        self.plans[fig.id, "reaction"] = [list(spot)]
        return 1.0 + status(fig).damage * 0.1

    @staticmethod
    def _escape(state: GameState, fig: Figure, active: Figure) -> Point | None:
        """Where a reaction's inch takes ``fig`` out of ``active``'s melee reach: straight away from it, else
        as near that as the table lets (a librarian backed against the garden wall spent her energy twice to move
        0.01" into it)."""
        a, b = state.base(active.id), state.base(fig.id)
        away = math.atan2(b.y - a.y, b.x - a.x) if b.pos != a.pos else 0.0
        out_of_reach = active.stats["melee_range"] + a.radius + b.radius + CONTACT
        for turn in (0, 30, -30, 60, -60, 90, -90):
            t = away + math.radians(turn)
            spot = (b.x + REACTION * math.cos(t), b.y + REACTION * math.sin(t))
            end = plan_move(state.table, fig.id, [spot], REACTION).end
            if distance(end, a.pos) > out_of_reach:
                return spot
        return None

    def _damage_type(self, decision: Decision, answer: Answer) -> float:
        """The damage the type deals, as its option says: "slicing (3 damage)"."""
        option = decision.option(answer)
        return float(option.label.split("(")[1].split()[0]) if option is not None else 0.0

    # --- combat cards ----------------------------------------------------------------------------------------
    def _pick(self, game: Game, card: str) -> float:
        outcomes = melee_outcomes(game, self.player, card)
        return float(outcomes.mean(lambda o: o[0] - o[1]))

    # --- arcane cards ----------------------------------------------------------------------------------------
    def _play(self, game: Game, decision: Decision) -> tuple[Figure, Ability, dict[str, Any]]:
        """The arcane ability being resolved: its user, the ability, and what this player sees."""
        seen = game.view(self.player)
        user = game.state.figures[seen["arcane"]["user"]]
        ability = profile_of(game.state, user).ability(decision.context["action"])
        assert ability is not None  # the ability being resolved is the user's
        return user, ability, seen

    def score_lay(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        """Lay the best fitting card and tell the truth; without one, bluff with the declaration the opponent is
        least able to disprove, unless a caught bluff could meet the Catastrophe and cost more than it gains."""
        state = game.state
        user, ability, seen = self._play(game, decision)
        play = seen["arcane"]
        hand: list[str] = play["hands"][self.player]
        if decision.kind == "declare":  # the card laid has left the hand: reckoned with it, as when it was laid
            hand = [*hand, decision.context["laid"]]
        decks = record_of(state).decks
        target = self._current_target(game, user)
        fitting = [c for c in hand if c != CATASTROPHE and ability.fits(*_colour_value(c))]
        if fitting:
            lay = max(fitting, key=lambda c: _colour_value(c)[1])
            declare = lay
        else:
            lay = min((c for c in hand if c != CATASTROPHE), key=lambda c: _colour_value(c)[1], default=hand[0])
            unknown = unseen(seen["arcane_deck"], hand)
            theirs = play["hands"][play["resisting"]]
            size = sum(unknown.values())
            best, declare = -math.inf, lay
            for d in decks.declarations():
                if not ability.fits(d.colour, d.value):
                    continue
                copies = unknown.get(d.name, 0)
                if copies == 0:
                    continue
                disproved = math.comb(size - copies, theirs - copies) / math.comb(size, theirs) if theirs >= copies \
                    else 0.0
                value = (1 - disproved) * effect_worth(state, user, target, ability.effects, d.value)
                if value > best:
                    best, declare = value, d.name
            risk = float(CATCH_ODDS) * (unknown.get(CATASTROPHE, 0) * theirs / max(size, 1)) * -effect_worth(
                state, user, target, ability.catastrophe, 0)
            if best <= risk:
                declare = lay
        if decision.kind == "lay":
            self.plans[user.id, "declare"] = declare
            return [1.0 if a == lay else 0.0 for a in answers]
        return [1.0 if a == declare else 0.0 for a in answers]

    def _current_target(self, game: Game, user: Figure) -> Figure | None:
        for event in reversed(game.events_for(self.player)):
            if event.kind in ("ability", "repeat") and event.data.get("figure") == user.id:
                target = event.data.get("target")
                return game.state.figures[target] if target else None
        return None

    def score_call(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        state = game.state
        user, ability, seen = self._play(game, decision)
        play = seen["arcane"]
        declared = decision.context["declared"]
        target = self._current_target(game, user)
        colour, value = _colour_value(declared)
        harm = effect_worth(state, user, target, ability.effects, value) if ability.fits(colour, value) else 0.0
        p = truth_chance(seen, self.player, declared, ability, record_of(state).decks)
        mine = play["hands"][self.player]
        caught = -effect_worth(state, user, target, ability.catastrophe, 0) if CATASTROPHE in mine else 0.0
        again = 0.7 * harm if play["hands"][play["active"]] else 0.0
        ok = -harm
        bluff = p * -(harm + again) + (1 - p) * caught
        return [ok if a == OK else bluff if a == BLUFF else -math.inf for a in answers]

    def score_replace(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        state = game.state
        user, ability, _ = self._play(game, decision)
        target = self._current_target(game, user)
        out = []
        for a in answers:
            card = decision.context["card"] if a == KEEP else a
            if card == CATASTROPHE:
                out.append(-effect_worth(state, user, target, ability.catastrophe, 0) + (0.5 if a == KEEP else 0.0))
                continue
            colour, value = _colour_value(card)
            harm = effect_worth(state, user, target, ability.effects, value) if ability.fits(colour, value) else 0.0
            out.append(-harm + (0.1 if a == KEEP else 0.0))
        return out

    def score_repeat(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        state = game.state
        user, ability, _ = self._play(game, decision)
        out = []
        for a in answers:
            if a == STOP:
                out.append(0.0)
            else:
                target = state.figures.get(a)
                out.append(0.5 + effect_worth(state, user, target, ability.effects, 2))
        return out

    scorers = {"action": score_action, "targets": score_targets, "path": score_path, "reaction": score_reaction,
               "pick": score_pick, "critical": score_critical, "damage_type": score_damage_type,
               "riposte": score_riposte, "lay": score_lay, "declare": score_lay, "call": score_call,
               "replace": score_replace, "repeat": score_repeat, "distribute": score_distribute,
               "moonstone": score_moonstone}
    guessers = {"path": guess_path}


def truth_chance(seen: dict[str, Any], player: str, declared: str, ability: Ability, decks: Decks) -> float:
    """The chance that ``declared`` is the card laid, from the resisting ``player``'s view, for an opponent who tells
    the truth with the best fitting card it holds and lies only without one, naming any fitting card alike. The
    chance of merely holding it (:func:`holds_chance`) is far lower with a hand of two, and a call on that made
    the AI call nearly every declaration, though most were true: a call proved true gives the caster a free
    repeat."""
    colour, value = _colour_value(declared)
    if not ability.fits(colour, value):
        return float(holds_chance(seen, player, declared))
    play = seen["arcane"]
    pool = unseen(seen["arcane_deck"], play["hands"][player], play["shown"])
    total = sum(pool.values())
    held = min(play["hands"][play["active"]] + 1, total)
    fits = {name: n for name, n in pool.items() if name != CATASTROPHE and ability.fits(*_colour_value(name))}
    higher = sum(n for name, n in fits.items() if _colour_value(name)[1] > value)
    copies = pool.get(declared, 0)

    def without(cards: int) -> float:  # the chance that none of ``cards`` of the pool is among those held
        return comb(total - cards, held) / comb(total, held) if total else 1.0

    truthful = without(higher) - without(higher + copies)  # it holds the card and none better
    choices = [d for d in decks.declarations() if ability.fits(d.colour, d.value)]
    lying = without(sum(fits.values())) / max(1, len(choices))
    return truthful / (truthful + lying) if truthful + lying else 0.0


def _colour_value(card: str) -> tuple[str | None, int]:
    if card == CATASTROPHE:
        return None, 0
    colour, value = card.split("-")
    return colour, int(value)


def _any_colour(ability: Ability, colours: tuple[str, ...]) -> Ability:
    """The ability as if every colour met it: a flipped card counts whatever its colour."""
    return replace(ability, requires=colours, least=1)


make_ai = ArcaneEvaluator.make_ai


#: The decisions the look-ahead searches: each action.
SEARCHED = frozenset({"action"})
STONE = 30.0  # a carried moonstone, against a whole character's health (10)
CLAIM = 0.4  # of a stone's worth: a stone on the table nearest one's own figures, divided by its depth + 1


def evaluate(game: Game, player: str) -> float:
    """For the look-ahead: moonstones carried (they win the game), stones on the table within one's reach (more
    as they are dug out) and health left, the team's minus the others'. Energy is not counted: it refills."""
    state = game.state
    team = state.side(player).team
    total = 0.0
    alive = state.alive()
    for fig in alive:
        st = fig.status
        worth = STONE * st.moonstones + 10.0 * (1.0 - st.damage / max(1, int(fig.stats["health"])))
        total += worth if state.side(fig.side).team == team else -worth
    for stone in record_of(state).moonstones:
        nearest = min(alive, key=lambda f: distance(state.base(f.id).pos, stone.pos), default=None)
        if nearest is not None:
            claim = STONE * CLAIM / (max(stone.depth, 0) + 1)
            total += claim if state.side(nearest.side).team == team else -claim
    return total


def determinize(game: Game, player: str, rng: random.Random) -> None:
    """Draw anew what ``player`` may not see in a fork of the game: the other sides' hands, a face-down card it
    did not lay, the other sides' secret combat picks — from the decks less the cards it sees."""
    rec = game.state.rules
    play = rec.arcane
    if play is not None:
        seen = list(play.hands.get(player, [])) + list(play.shown)
        if play.laid is not None and (play.active == player or play.revealed):
            seen.append(play.laid)
        pool = _less([c.name for c in rec.decks.arcane], seen)
        rng.shuffle(pool)
        for side, hand in play.hands.items():
            if side != player:
                play.hands[side] = [pool.pop() if pool else card for card in hand]
        if play.laid is not None and play.active != player and not play.revealed and pool:
            play.laid = pool.pop()
    clash = rec.melee
    if clash is not None:
        shown = [pick for side, pick in clash.picks.items() if side != player] if clash.revealed else []
        pool = _less(list(rec.decks.combat), clash.hands.get(player, []) + shown)
        rng.shuffle(pool)
        for side, hand in clash.hands.items():
            if side != player:  # a revealed pick stays in its hand; the rest is drawn anew
                kept = [clash.picks[side]] if clash.revealed and side in clash.picks else []
                clash.hands[side] = kept + [pool.pop() if pool else card for card in _less(hand, kept)]
        if not clash.revealed:
            for side in clash.picks:
                if side != player and clash.hands.get(side):
                    clash.picks[side] = rng.choice(clash.hands[side])
        if not clash.criticals_revealed:  # a critical laid face down: any count the drawn hand allows
            for side in clash.criticals:
                if side != player and side in clash.picks:
                    clash.criticals[side] = rng.randint(0, max(clash.hands[side].count(clash.picks[side]) - 1, 0))


def _less(cards: list[str], seen: list[str]) -> list[str]:
    left = list(cards)
    for card in seen:
        if card in left:
            left.remove(card)
    return left
