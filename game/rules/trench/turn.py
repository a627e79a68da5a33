"""The turn (seed rule 1): initiative, alternating activations, the rest one by one, then the Morale Phase.

The side with fewer models in play chooses who activates first; with equal numbers both roll a d6 (again on a
tie) and the higher chooses. The sides then alternate, each activating one model it has not activated yet;
once one side has none left, the other activates its remaining models one after another. The game ends when a
side has no models left, when a side fails Morale in two consecutive turns, or after the turn limit (the
scenario's ``turns``, else 8), won by the side that took more points of enemy models Out of Action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.decisions import Option, choose
from game.rules.ruleset import Flow, SubFlow
from game.rules.state import GameState, Result
from game.rules.trench.actions import activation
from game.rules.trench.morale import morale_phase
from game.rules.trench.record import record, status
from game.words import does, have, verb

if TYPE_CHECKING:
    from game.rules.game import Game

DEFAULT_TURNS = 8


def play(game: Game) -> Flow:
    """The game from where its state stands (``record.phase``): a fresh flow on a checkpoint's state goes on."""
    state, rec = game.state, record(game.state)
    limit = state.turn_limit or DEFAULT_TURNS
    while True:
        if not rec.phase:
            state.turn += 1
            for figure in state.figures.values():
                status(figure).activated = False
                status(figure).actions.clear()
            game.emit("turn", f"Turn {state.turn} begins.", turn=state.turn)
            rec.phase = "initiative"
        if rec.phase == "initiative":
            game.checkpoint()
            rec.initiative = yield from initiative(game)
            rec.phase, rec.last, rec.told = "activations", None, False
        first = rec.initiative
        assert first is not None, "the activations phase follows the initiative, which names the first side"
        yield from activations(game, first)
        rec.phase = ""
        result = decided(state)
        if result:
            return result
        lost = morale_phase(game, [first, _other(state, first)])
        if lost:
            if len(lost) == 2:
                return Result(None, "both sides failed Morale in two consecutive turns", points_taken(state))
            winner = _other(state, lost[0])
            return Result(winner, f"{state.side(lost[0]).name} failed Morale in two consecutive turns",
                          points_taken(state))
        if state.turn >= limit:
            return _on_points(state)


def _goes_first(state: GameState, side: str) -> str:
    name = state.side(side).name
    return f"{does(name, 'activates', 'activate')} first"


def initiative(game: Game) -> SubFlow[str]:
    state = game.state
    a, b = (s.id for s in state.sides)
    counts = {a: len(state.alive(a)), b: len(state.alive(b))}
    if counts[a] != counts[b]:
        chooser = min(counts, key=counts.__getitem__)
        name = state.side(chooser).name
        game.emit("initiative", f"{name} {have(name)} fewer models ({counts[chooser]} to "
                  f"{counts[_other(state, chooser)]}) and {verb(name, 'chooses', 'choose')} who activates first.",
                  chooser=chooser, models=counts)
    else:
        chooser = roll_off(game, a, b)
    other = _other(state, chooser)
    first = yield choose(chooser, "initiative", f"{state.side(chooser).name}: who activates first?",
                         [Option(chooser, _goes_first(state, chooser), "1"),
                          Option(other, _goes_first(state, other), "2")])
    state.active = first
    game.emit("initiative_chosen", f"{_goes_first(state, first)}.", side=first, chooser=chooser)
    return first


def roll_off(game: Game, a: str, b: str) -> str:
    """Both sides roll a d6 until one is higher; the higher chooses."""
    state = game.state
    while True:
        da, db = game.rng.roll(1, 6)[0], game.rng.roll(1, 6)[0]
        winner = a if da > db else b if db > da else None
        text = f"Equal numbers: roll-off {state.side(a).name} {da}, {state.side(b).name} {db}"
        said = f": {does(state.side(winner).name, 'chooses', 'choose')}." if winner else ": again."
        game.emit("roll_off", text + said,
                  dice=[da, db], rolled={a: da, b: db}, winner=winner)
        if winner:
            return winner


def activations(game: Game, first: str) -> SubFlow[None]:
    state, rec = game.state, record(game.state)
    while not decided(state):
        game.checkpoint()
        ready = {s.id: [f for f in state.alive(s.id) if not status(f).activated] for s in state.sides}
        side = first if rec.last is None else _other(state, rec.last)
        if not ready[side]:
            side = _other(state, side)
            if not ready[side]:
                return
            if not rec.told:
                rec.told = True
                done, going = state.side(_other(state, side)).name, state.side(side).name
                game.emit("rest", f"{done} {have(done)} no models left to activate: "
                          f"{does(going, 'activates', 'activate')} the rest one by one.", side=side)
        state.active = side
        options = [Option(f.id, f.name + (" (Down)" if status(f).down else "")) for f in ready[side]]
        figure_id = yield choose(side, "activate", f"{state.side(side).name}: activate a model", options)
        yield from activation(game, figure_id)
        rec.last = side


def decided(state: GameState) -> Result | None:
    """The result once a side has no models left in play."""
    left = state.sides_in_play()
    if len(left) == 2:
        return None
    scores = points_taken(state)
    if not left:
        return Result(None, "no models are left on either side", scores)
    return Result(left[0].id, "the other side has no models left", scores)


def points_taken(state: GameState) -> dict[str, float]:
    """Each side's points of enemy models taken Out of Action: what wins at the turn limit."""
    return dict(record(state).scores)


def _on_points(state: GameState) -> Result:
    scores = points_taken(state)
    a, b = (s.id for s in state.sides)
    if scores[a] == scores[b]:
        return Result(None, f"the turn limit, with equal points taken Out of Action ({scores[a]})", scores)
    winner = a if scores[a] > scores[b] else b
    return Result(winner, "the turn limit, with more points of enemy models taken Out of Action", scores)


def _other(state: GameState, side: str) -> str:
    return next(s.id for s in state.sides if s.id != side)
