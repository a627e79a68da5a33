"""What a game is, compared whole: a canonical picture of everything that decides how it goes on (figures, the
ruleset's record, counters, bases, dice, log, answers, the decision pending), and random legal answers to get
there. Undo, save and replay are each held to "the same as playing the same answers from the seed"."""

from __future__ import annotations

import random
from typing import Any

from game.rules.decisions import Answer, Decision
from game.rules.game import Game

_PLAIN = (int, float, str, bool, type(None))


def canon(value: Any) -> Any:
    """``value`` as plain lists, sorted where order is not the value's own (sets, dict keys), objects by their
    fields; functions as a mark (a decision's checks are the flow's, not the state's)."""
    if isinstance(value, _PLAIN):
        return value
    if isinstance(value, list | tuple):
        return [canon(v) for v in value]
    if isinstance(value, dict):
        return sorted(([repr(canon(k)), canon(v)] for k, v in value.items()), key=lambda kv: kv[0])
    if isinstance(value, set | frozenset):
        return sorted((canon(v) for v in value), key=repr)
    if callable(value):
        return "<function>"
    fields = getattr(value, "__dict__", None)
    if fields is None:
        return repr(value)
    return [type(value).__name__, canon({k: v for k, v in fields.items() if not callable(v)})]


def picture(game: Game) -> dict[str, Any]:
    """The game, whole: two games with the same picture go on the same way."""
    state, pending = game.state, game.pending
    return {
        "figures": canon(state.figures),
        "record": canon(state.rules),
        "counters": (state.turn, state.round, state.active, canon(state.result)),
        "bases": [(b.id, b.x, b.y, b.facing, b.diameter, b.front_arc, b.label) for b in state.table.bases.values()],
        "dice": canon(game.rng.get_state()),
        "log": [event.to_line() for event in game.log.events],
        "answers": canon(game.answers),
        "asked": canon(game.asked),
        "pending": None if pending is None else canon(
            (pending.player, pending.kind, pending.prompt, pending.values, pending.least, pending.most,
             pending.secret, pending.context)),
    }


def differences(found: Game, wanted: Game) -> list[str]:
    """What differs between two games' pictures, shortly (empty: the same game)."""
    a, b = picture(found), picture(wanted)
    return [f"{key}: {str(a[key])[:200]} != {str(b[key])[:200]}" for key in a if a[key] != b[key]]


def any_answer(decision: Decision, rng: random.Random) -> Answer:
    """A legal answer drawn by ``rng``: an option (or a legal number of them), else one the decision suggests."""
    if decision.options:
        values = decision.values
        if decision.least == decision.most == 1:
            return rng.choice(values)
        return rng.sample(values, rng.randint(decision.least, min(decision.most, len(values))))
    return rng.choice(decision.suggest() if decision.suggest else [])


def play_randomly(game: Game, count: int, rng: random.Random) -> None:
    """Give up to ``count`` random legal answers (fewer if the game ends)."""
    for _ in range(count):
        if game.pending is None:
            return
        game.answer(any_answer(game.pending, rng))


def replayed(game: Game, answers: list[Answer]) -> Game:
    """A fresh game of ``game``'s scenario and seed, given ``answers`` one by one."""
    fresh = Game(game.scenario, seed=game.seed, turns=game.turn_limit)
    for answer in answers:
        fresh.answer(answer)
    return fresh
