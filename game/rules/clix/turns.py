"""Turns and actions: what a side may do now, doing it, pushing, and who has won.

Sides alternate turns in scenario order. A side has ``actions_per_turn`` actions a turn (0: half its starting
figures, rounded up); each goes to a different figure: move, ranged, close or heal. A figure acting in two
consecutive turns of its side takes 1 click of pushing damage once its action is resolved (option ``push``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from game.board.geometry import distance
from game.board.terrain import Point
from game.rules.clix.combat import (
    close_strike,
    mending,
    ranged_strikes,
    resolve_attack,
    resolve_heal,
    sight_modifiers,
)
from game.rules.clix.dial import RECORDS, dial, pushing, wound
from game.rules.clix.moving import move_flow
from game.rules.clix.targets import (
    Choices,
    close_choices,
    heal_choices,
    most_targets,
    ranged_choices,
    survey,
)
from game.rules.decisions import Answer, Decision, Deferred, Option, choose
from game.rules.ruleset import Flow, SubFlow
from game.rules.state import Figure, GameState, Result
from game.words import and_list, does, have

if TYPE_CHECKING:
    from game.rules.game import Game

ACTIONS = ("move", "ranged", "close", "heal")
END_TURN = {"action": "end_turn"}
HOTKEYS = {"move": "m", "ranged": "r", "close": "c", "heal": "h"}
LABELS = {"move": "move", "ranged": "ranged attack", "close": "close combat", "heal": "heal"}
#: How the log announces an action on its targets, by their names (``who`` acts on ``whom``).
ANNOUNCED = {"ranged": "{who} makes a ranged attack at {whom}.", "close": "{who} attacks {whom} in close combat.",
             "heal": "{who} tries to heal {whom}."}


@dataclass(frozen=True)
class Offer:
    """The action decision of a turn, with the targets each attack or heal may take (computed once)."""

    decision: Decision
    choices: dict[tuple[str, str], Choices]
    unavailable: Refusals


def actions_per_turn(state: GameState, side: str) -> int:
    wanted = int(state.options.get("actions_per_turn", 0))
    if wanted > 0:
        return wanted
    starting = sum(1 for f in state.figures.values() if f.side == side)
    return (starting + 1) // 2


def will_push(state: GameState, figure: Figure) -> bool:
    record = RECORDS.record(state)
    return bool(state.options.get("push", True)) and dial(figure).acted_on == record.own_turns[figure.side] - 1


def offer(game: Game) -> Offer:
    state = game.state
    record = RECORDS.record(state)
    side = state.active
    assert side is not None, "offered only during a turn, which begin_turn gives to a side"
    options: list[Option] = []
    choices: dict[tuple[str, str], Choices] = {}
    unavailable = Refusals()
    lacking: set[tuple[str, str]] = set()
    s = survey(state)
    where = {b.id: (b.pos, b.radius) for b in state.table.bases.values()}  # for the refusals' words, if asked
    ready = [fig for fig in state.alive(side) if fig.id not in record.acted]
    shots = ranged_choices(state, ready, s)
    for fig in state.alive(side):
        if fig.id in record.acted:
            for action in ACTIONS:  # a heal only for a healer: it is not an action the others have
                if action != "heal" or "heal" in fig.stats["abilities"]:
                    unavailable[fig.id, action] = f"{fig.name} has already acted this turn"
            continue
        found = {
            "ranged": shots[fig.id],
            "close": close_choices(state, fig, s),
        }
        if "heal" in fig.stats["abilities"]:
            found["heal"] = heal_choices(state, fig, s)
        else:
            unavailable[fig.id, "heal"] = f"{fig.name} has no healing ability"
            lacking.add((fig.id, "heal"))  # said when asked for, not listed: it is not an action the figure has
        push = will_push(state, fig)
        for action in ACTIONS:
            if action != "move" and action not in found:
                continue
            info: dict[str, Any] = {"push": push}
            if action == "move":
                info["breakaway"] = bool(s.enemy_contacts(fig.id))
            else:
                c = found[action]
                if not c.allowed:
                    unavailable[fig.id, action] = partial(_first_reason, state, c, fig, action, where)
                    continue
                choices[fig.id, action] = c
                info["targets"] = list(c.allowed)
                if c.sights:
                    info["defence_modifier"] = {t: line.defence_modifier for t, line in c.sights.items()}
            # the breakaway first: a button short of room drops its last note, and the roll is the one to know
            notes = (" (breakaway 4-6)" if info.get("breakaway") else "") + (f" ({pushing(fig)})" if push else "")
            label = f"{fig.name}: {LABELS[action]}{notes}"
            options.append(Option({"figure": fig.id, "action": action}, label, HOTKEYS[action], info))
    options.append(Option(END_TURN, "End turn", "e", {"actions_left": record.actions_left}))

    def why_not(value: Answer) -> str | None:
        if not isinstance(value, dict):
            return None
        figure, action = value.get("figure"), value.get("action")
        return unavailable.get((figure, action)) if isinstance(figure, str) and isinstance(action, str) else None

    def listed() -> list[dict[str, str]]:
        return [{"figure": f, "action": a, "reason": r, "hotkey": HOTKEYS.get(a, ""), "label": LABELS[a]}
                for (f, a), r in unavailable.items() if (f, a) not in lacking]

    decision = choose(side, "action", f"{state.side(side).name}: {record.actions_left} action"
                      f"{'s' if record.actions_left != 1 else ''} left", options, why_not=why_not,
                      actions_left=record.actions_left, unavailable=Deferred(listed))
    return Offer(decision, choices, unavailable)


class Refusals:
    """Why each figure may not take each action it cannot, by (figure, action): plain words given at once, or a
    function that works them out when they are first asked for (a player looks, or an answer is refused), since
    which target is out of reach and why costs more than the whole offer, which every simulated decision makes."""

    def __init__(self) -> None:
        self._why: dict[tuple[str, str], str | Callable[[], str]] = {}

    def __setitem__(self, key: tuple[str, str], why: str | Callable[[], str]) -> None:
        self._why[key] = why

    def get(self, key: tuple[str, str]) -> str | None:
        why = self._why.get(key)
        if callable(why):
            why = self._why[key] = why()
        return why

    def items(self) -> list[tuple[tuple[str, str], str]]:
        return [(key, self.get(key) or "") for key in self._why]


#: Inches between two bases' edges that still count as touching, for the refusal's words.
CONTACT = 0.05


def _first_reason(state: GameState, c: Choices, fig: Figure, action: str,
                  where: dict[str, tuple[Point, float]]) -> str:
    """Why ``fig`` has no target for ``action``, in a line a player reads: about the figures it could aim at
    (enemies for an attack, friends for a heal) and any in base contact — those in contact and the nearest one
    beyond them, with a count of the rest. ``where``: each base's centre and radius when the offer was made."""
    healing = action == "heal"
    if healing and not any(dial(f).damage > 0 for f in state.alive(fig.side) if f.id != fig.id):
        return f"no figure of {fig.name}'s side is wounded: there is nothing to heal"  # not "not in base contact"
    here, radius = where[fig.id]
    gaps = {tid: distance(where[tid][0], here) - where[tid][1] - radius if tid in where else float("inf")
            for tid in c.refused}
    aimed = {tid: why for tid, why in c.refused.items() if tid != fig.id and tid in state.figures
             and ((state.figures[tid].side == fig.side) == healing or gaps[tid] <= CONTACT)}
    if not aimed:
        return f"{fig.name} has no one to {LABELS[action].split()[0]}"
    if len(set(aimed.values())) == 1:  # the figure's own reason (range 0, an enemy in contact): said once
        return next(iter(aimed.values()))
    nearest = sorted(aimed, key=gaps.__getitem__)
    touching = [tid for tid in nearest if gaps[tid] <= CONTACT]
    picked = touching + [tid for tid in nearest if tid not in touching][:1]
    shown = list(dict.fromkeys(aimed[tid] for tid in picked))
    more = len(aimed) - len(picked)
    rest = f"; {more} more further away" if more > 0 else ""
    return shown[0] if len(aimed) == 1 else f"no target: {'; '.join(shown)}{rest}"


def targets_decision(game: Game, figure: Figure, action: str, c: Choices) -> Decision:
    state = game.state
    most = min(most_targets(figure), len(c.allowed)) if action == "ranged" else 1
    options = []
    for tid in c.allowed:
        target = state.figures[tid]
        info: dict[str, Any] = {}
        line = c.sights.get(tid)
        if line is not None:
            info = {"result": line.result, "defence_modifier": line.defence_modifier,
                    "modifiers": [list(m) for m in sight_modifiers(line)],
                    "distance": round(state.table.distance(figure.id, tid), 2)}
        options.append(Option(tid, target.name, info=info))
    verb = "heal" if action == "heal" else "attack"
    prompt = f"{figure.name}: choose {'up to ' + str(most) + ' targets' if most > 1 else 'a target'} to {verb}"
    if most > 1:
        prompt += " (with several, each hit deals 1)"
    return choose(figure.side, "targets", prompt, options, least=1, most=most,
                  why_not=lambda v: c.refused.get(v) if isinstance(v, str) else None,
                  figure=figure.id, action=action, refused=dict(c.refused), confirm=verb.capitalize(),
                  aimed=action == "ranged")


def perform(game: Game, figure: Figure, action: str, found: Offer) -> SubFlow[None]:
    if action == "move":
        yield from move_flow(game, figure)
        return None
    c = found.choices[figure.id, action]
    answer = yield targets_decision(game, figure, action, c)
    targets = answer if isinstance(answer, list) else [answer]
    whom = and_list([game.state.figures[t].name for t in targets])
    game.emit("action", ANNOUNCED[action].format(who=figure.name, whom=whom), figure=figure.id,
              action=action, targets=targets)
    if action == "ranged":
        modifiers = {t: sight_modifiers(c.sights[t]) for t in targets}
        resolve_attack(game, figure, ranged_strikes(game, figure, targets, modifiers), "ranged")
    elif action == "close":
        resolve_attack(game, figure, [close_strike(game, figure, targets[0])], "close")
    else:
        resolve_heal(game, figure, mending(game, figure, targets[0]))
    return None


def play(game: Game) -> Flow:
    """The game from where its state stands: a fresh flow on a checkpoint's state goes on from there."""
    state = game.state
    record = RECORDS.record(state)
    while True:
        if not record.in_turn:
            begin_turn(game)
        assert state.active is not None, "a turn under way is a side's: begin_turn, or the checkpoint, names it"
        side = state.side(state.active)
        while record.actions_left > 0:
            game.checkpoint()
            found = offer(game)
            if len(found.decision.options) == 1:
                break  # nothing left to do but end the turn
            answer = yield found.decision
            if answer == END_TURN:
                game.emit("end_turn", f"{does(side.name, 'ends its', 'end their')} turn.", side=side.id)
                break
            figure = state.figures[answer["figure"]]
            d = dial(figure)
            d.due = will_push(state, figure)
            record.actions_left -= 1
            record.acted.add(figure.id)
            d.acted_on = record.own_turns[side.id]
            yield from perform(game, figure, answer["action"], found)
            due, d.due = d.due, False
            if due and not figure.eliminated:
                d.pushes += 1
                game.emit("push", f"{figure.name} acted in two turns in a row: pushing damage.",
                          figure=figure.id)
                wound(game, figure, 1, "pushing")
            result = last_side(state)
            if result is not None:
                return result
        record.in_turn = False
        if state.turn_limit and state.turn >= state.turn_limit:
            return by_points(state)


def begin_turn(game: Game) -> None:
    """The next side in scenario order with figures left begins its turn (a new round after the last side)."""
    state = game.state
    record = RECORDS.record(state)
    order = [s.id for s in state.sides]
    i = order.index(state.active) + 1 if state.active is not None else len(order)
    for _ in range(2 * len(order)):
        if i >= len(order):
            i, state.round = 0, state.round + 1
        if state.alive(order[i]):
            break
        i += 1
    side = state.sides[i]
    state.turn += 1
    state.active = side.id
    record.own_turns[side.id] += 1
    record.acted = set()
    record.actions_left = actions_per_turn(state, side.id)
    record.in_turn = True
    plural = "s" if record.actions_left != 1 else ""
    game.emit("turn", f"Turn {state.turn}: {side.name} {have(side.name)} {record.actions_left} action{plural}.",
              turn=state.turn, round=state.round, side=side.id, actions=record.actions_left)


def last_side(state: GameState) -> Result | None:
    left = state.sides_in_play()
    if len(left) > 1:
        return None
    scores = points_taken(state)
    if not left:
        return Result(None, "no figures are left on the table", scores)
    return Result(left[0].id, "the last side with figures", scores)


def points_taken(state: GameState) -> dict[str, float]:
    """Each side's points of enemy figures eliminated: what wins at the turn limit."""
    return {s: float(v) for s, v in RECORDS.record(state).scores.items()}


def by_points(state: GameState) -> Result:
    scores = points_taken(state)
    best = max(scores.values())
    leaders = [s for s, v in scores.items() if v == best]
    if len(leaders) > 1:
        return Result.tie(f"the turn limit, with {best:g} points eliminated each", scores, leaders)
    return Result(leaders[0], f"the turn limit, with the most points eliminated ({best:g})", scores)
