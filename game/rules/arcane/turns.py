"""Turns: energy refills, alternating activations, the reaction step after every action, and victory.

Each turn every character's energy refills to its Energy stat and last turn's bonuses end. Players activate
one character at a time in turn (scenario order, the first player moving one seat to the left each turn); a
player with no character left to activate is skipped. After every action, each opponent in turn, starting
with the player to the active player's left, may react with one model (rule 2). After the turn limit (4 unless
the scenario says otherwise) the player whose characters carry the most moonstones wins; a tie is a draw. A
player whose characters are all out has lost; the last player standing wins at once.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from game.rules.arcane.actions import END, PASS, action_decision, perform, reaction_decision, spend
from game.rules.arcane.moves import REACTION, move_flow
from game.rules.arcane.record import record_of, status
from game.rules.ruleset import Flow, SubFlow
from game.rules.state import Figure, GameState, Result, Side
from game.words import and_list, counted, does

if TYPE_CHECKING:
    from game.rules.game import Game

DEFAULT_TURNS = 4


def play(game: Game) -> Flow:
    """The game from where its state stands (``record.seat``, and ``record.activating`` inside an activation): a
    fresh flow on a checkpoint's state goes on."""
    state, record = game.state, record_of(game.state)
    limit = state.turn_limit or DEFAULT_TURNS
    while True:
        if record.seat is None:
            if state.turn >= limit:
                return by_moonstones(state, f"the end of turn {limit}")
            begin_turn(game, limit)
        order = _order(state)
        while True:
            if record.activating is not None:  # resumed between two actions of an activation
                side = state.figures[record.activating].side
            else:
                waiting = [s for s in order[record.seat:] if _ready(state, s.id)]
                if not waiting:
                    if record.seat == 0:
                        break
                    record.seat = 0  # the next pass round the table
                    continue
                game.checkpoint()
                record.seat = order.index(waiting[0]) + 1
                side = waiting[0].id
            yield from activation(game, side)
            ended = last_standing(state)
            if ended is not None:
                return ended
        record.seat = None


def begin_turn(game: Game, limit: int) -> None:
    state = game.state
    state.turn = state.round = turn = state.turn + 1
    for fig in state.alive():
        st = status(fig)
        st.energy, st.arcane_bonus, st.melee_bonus, st.activated = fig.stats["energy"], 0, 0, False
        st.jogged = False  # a jog is one an activation: last turn's refused this turn's first action
    first = _order(state)[0]
    goes = does(first.name, "activates", "activate")
    game.emit("turn", f"Turn {turn} of {limit}: energy refills; {goes} first.", turn=turn, first=first.id)
    record_of(state).seat = 0


def _order(state: GameState) -> list[Side]:
    """The sides in the order they activate this turn: the first player moves one seat to the left each turn."""
    first = (state.turn - 1) % len(state.sides)
    return state.sides[first:] + state.sides[:first]


def _ready(state: GameState, side: str) -> list[Figure]:
    return [f for f in state.alive(side) if not status(f).activated]


def activation(game: Game, side: str) -> SubFlow[None]:
    """One character's activation; before each action after its first is a checkpoint (``record.activating``
    names the character, so a fresh flow goes on with it)."""
    state, record = game.state, record_of(game.state)
    state.active = side
    answer: dict | None = None
    if record.activating is None:
        answer = yield action_decision(game, side, _ready(state, side), activating=False)
        figure = state.figures[answer["figure"]]
        st = status(figure)
        st.activated = True
        record.activating, record.passing = figure.id, []
        game.emit("activation", f"{figure.name} activates with {st.energy} energy.", figure=figure.id, side=side,
                  energy=st.energy)
    else:
        figure = state.figures[record.activating]
    while True:
        if answer is None:
            game.checkpoint()
            answer = yield action_decision(game, side, [figure], activating=True)
        if answer["action"] == END["action"]:
            break
        yield from perform(game, figure, answer["action"])
        if figure.eliminated or last_standing(state) is not None:
            break  # its activation is over: nobody reacts to an action that took the character out
        yield from reactions(game, figure, answer["action"])  # a move of 1": it takes no one out
        answer = None
    record.activating, record.passing = None, []
    game.emit("activation_end", f"{figure.name}'s activation ends.", figure=figure.id)


def reactions(game: Game, active: Figure, action: str) -> SubFlow[None]:
    """Rule 2: each opponent, from the active player's left, may react with one model: 1 energy, 1" of move;
    one that declined every reaction left in this activation (:data:`PASS`) is not asked again in it."""
    state, record = game.state, record_of(game.state)
    sides = state.sides
    start = next(i for i, s in enumerate(sides) if s.id == active.side)
    team = state.side(active.side).team
    for k in range(1, len(sides)):
        side = sides[(start + k) % len(sides)]
        if side.team == team or side.id in record.passing:
            continue
        decision = reaction_decision(state, side.id, active, action)
        if decision is None:
            continue
        answer = yield decision
        if answer == PASS:
            record.passing.append(side.id)
            game.emit("reaction_pass", f"{side.name} will not react again in {active.name}'s activation.",
                      side=side.id, to=active.id)
            continue
        if answer == "none":
            continue
        figure = state.figures[answer]
        game.emit("reaction", f"{figure.name} reacts.", figure=figure.id, side=side.id, to=active.id)
        yield from move_flow(game, figure, REACTION, "reaction", pay=partial(spend, game, figure, 1, "a reaction"))


def scores(state: GameState) -> dict[str, float]:
    return {s.id: float(sum(status(f).moonstones for f in state.alive(s.id))) for s in state.sides}


def by_moonstones(state: GameState, when: str) -> Result:
    score = scores(state)
    best = max(score.values())
    leaders = [s for s, v in score.items() if v == best]
    if len(leaders) == 1:
        return Result(leaders[0], f"most moonstones ({best:g}) at {when}", score)
    return Result.tie(f"{and_list([state.side(s).name for s in leaders])} tie on {counted(int(best), 'moonstone')} "
                      f"at {when}",
                      score, leaders)


def last_standing(state: GameState) -> Result | None:
    left = state.sides_in_play()
    if len(left) > 1 and len({s.team for s in left}) > 1:
        return None
    if not left:
        return Result(None, "no character is left", scores(state))
    names = [s.name for s in left]
    return Result(left[0].id, f"{and_list(names)} {'is' if len(names) == 1 else 'are'} the last standing",
                  scores(state))
