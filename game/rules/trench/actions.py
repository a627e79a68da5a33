"""One model's activation (seed rules 2 and 4): each action at most once, in any order, only when legal.

The actions fill five slots — Move or Charge or Retreat (or Stand for a Down model, or Climb over a hedge, fence
or wall the base touches: a risky roll); Dash; Shoot; Fight; Other (first aid, for a medic) — and each slot is
used once. A failed roll of the model ends its activation
(seed rule 4; with the scenario option ``failure_ends: risky`` only a failed risky roll — Dash, Climb, first aid —
does, as in the published rules). Being taken Down or Out of Action during its own activation ends it too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.board.geometry import direction
from game.board.movement import traverse
from game.board.terrain import quoted
from game.rules.decisions import Answer, Decision, Option, choose
from game.rules.events import of_roll
from game.rules.odds import percent
from game.rules.ruleset import SubFlow
from game.rules.trench import moves
from game.rules.trench.attacks import resolve
from game.rules.trench.choices import (
    FIRST_AID,
    MOOT,
    SLOT,
    STAND,
    action_verdicts,
    aid_verdicts,
    allowed,
    charge_verdicts,
    fight_verdicts,
    shoot_targets,
    shoot_verdicts,
)
from game.rules.trench.measure import melee_enemies
from game.rules.trench.modifiers import FIGHT, SHOOT, Attack, model_modifiers
from game.rules.trench.odds import MISSED, NOT_SHOT, STRAY_FACES, stray_friend, target_outcomes
from game.rules.trench.profiles import MELEE, RANGED, weapons
from game.rules.trench.record import record, status
from game.rules.trench.roll import CRITICAL, FAILURE, Roll, make_roll
from game.words import counted, does

if TYPE_CHECKING:
    from game.rules.game import Game
    from game.rules.state import GameState

END = "end"
RISKY = frozenset({moves.DASH, moves.CLIMB, FIRST_AID})
LABELS = {moves.MOVE: ("Move", "m"), moves.CHARGE: ("Charge", "c"), moves.RETREAT: ("Retreat", "r"),
          STAND: ("Stand up", "u"), moves.CLIMB: ("Climb (risky roll)", "b"), moves.DASH: ("Dash (risky roll)", "d"),
          SHOOT: ("Shoot", "s"),
          FIGHT: ("Fight", "f"), FIRST_AID: ("First aid (risky roll)", "a"), END: ("End activation", "e")}
ACTIONS = tuple(LABELS)


# --- the activation ----------------------------------------------------------------------------------------
def activation(game: Game, figure_id: str) -> SubFlow[None]:
    state = game.state
    figure = state.figures[figure_id]
    st, used = status(figure), set[str]()
    st.activated = True
    record(state).active = figure_id
    game.emit("activation", f"{figure.name} activates.", figure=figure_id, side=figure.side)
    roll: int | None = None  # the roll whose failure ends the activation, if one does
    while True:
        verdicts = action_verdicts(state, figure_id, used)
        names = allowed(verdicts)
        if not names:
            why = "no action is left to take"
            break
        options = [Option({"figure": figure_id, "action": n}, f"{figure.name}: {LABELS[n][0]}", LABELS[n][1])
                   for n in (*names, END)]
        answer = yield choose(figure.side, "action", f"{figure.name}: choose an action", options,
                              why_not=_refusing(figure_id, verdicts), figure=figure_id,
                              unavailable=[{"figure": figure_id, "action": a, "reason": r, "hotkey": LABELS[a][1],
                                            "label": LABELS[a][0], "listed": r not in MOOT}
                                           for a, r in verdicts.items() if r])
        name = answer["action"]
        if name == END:
            why = f"{does(state.side(figure.side).name, 'ends', 'end')} it"
            break
        used.add(SLOT[name])
        st.actions.append(name)
        was_down = st.down
        failure = yield from PERFORM[name](game, figure_id)
        ends, roll = (FAILED, failure.seq) if failure else (None, None)
        if figure.eliminated:
            ends, roll = f"{figure.name} is Out of Action", None
        elif st.down and not was_down:
            ends, roll = f"{figure.name} is taken Down during its own activation", None
        if ends or _over(state):
            why = ends or "the game is decided"
            break
    record(state).active = None
    game.emit("activation_end", f"{figure.name}'s activation ends: {why}.", figure=figure_id, reason=why,
              actions=list(st.actions), **of_roll(roll))


def _refusing(figure_id: str, verdicts: dict[str, str | None]) -> Callable[[Answer], str | None]:
    """Why an action of this model that is not offered is not allowed."""
    def why_not(value: Answer) -> str | None:
        action = value.get("action") if isinstance(value, dict) and value.get("figure") == figure_id else None
        return verdicts.get(action) if isinstance(action, str) else None
    return why_not


def _over(state: GameState) -> bool:
    return len(state.sides_in_play()) < 2


FAILED = "a failed roll ends the activation (seed rule 4)"


def failed(game: Game, done: Roll, action: str) -> Roll | None:
    """Seed rule 4: the roll, if its failure ends the activation (which then names it, ``of_roll``)."""
    if done.outcome != FAILURE:
        return None
    if game.state.options["failure_ends"] == "risky" and action not in RISKY:
        return None
    return done


def _targets(game: Game, figure_id: str, action: str, verdicts: dict[str, str | None],
             labels: dict[str, str] | None = None, **context: Any) -> Decision:
    state = game.state
    figure = state.figures[figure_id]
    options = [Option(t, (labels or {}).get(t, state.figures[t].name)) for t in allowed(verdicts)]
    refused = {t: why for t, why in verdicts.items() if why}
    name = LABELS[action][0].split(" (")[0]
    return choose(figure.side, "targets", f"{figure.name}: {name} — choose a target",
                  options, why_not=lambda v: refused.get(v) if isinstance(v, str) else None, figure=figure_id,
                  action=action, refused=refused, confirm=name, aimed=action == SHOOT, **context)


def _attack_labels(state: GameState, attacks: list[Attack]) -> dict[str, str]:
    """Each target with its chances to be hit and taken Out of Action; a shot into melee's with the d6 counted
    (it said the chances of a shot sure to stay on the target, twice the true ones)."""
    out = {}
    for attack in attacks:
        dist = target_outcomes(state, attack)
        into = "into melee: " if stray_friend(state, attack) is not None else ""
        hit = 1 - dist.get(MISSED, 0) - dist.get(NOT_SHOT, 0)
        out[attack.target] = (f"{state.figures[attack.target].name} ({into}hit {percent(hit)}, "
                              f"Out of Action {percent(dist.get('out of action', 0))})")
    return out


# --- the actions -------------------------------------------------------------------------------------------------
def _move(game: Game, figure_id: str) -> SubFlow[Roll | None]:
    path = yield moves.path_decision(game, figure_id, moves.MOVE)
    moves.move_along(game, figure_id, moves.MOVE, path)
    return None


def _charge(game: Game, figure_id: str) -> SubFlow[Roll | None]:
    target = yield _targets(game, figure_id, moves.CHARGE, charge_verdicts(game.state, figure_id))
    path = yield moves.path_decision(game, figure_id, moves.CHARGE, target)
    moves.move_along(game, figure_id, moves.CHARGE, path)
    return None


def _retreat(game: Game, figure_id: str) -> SubFlow[Roll | None]:
    state = game.state
    figure = state.figures[figure_id]
    for enemy in melee_enemies(state, figure_id):
        main = weapons(state.figures[enemy], MELEE)[0]
        game.emit("free_attack", f"{state.figures[enemy].name} attacks {figure.name} as it retreats.",
                  figure=enemy, target=figure_id)
        yield from resolve(game, Attack(enemy, figure_id, main, FIGHT))
        if figure.eliminated:
            return None  # off the table: no one is left to attack
    if status(figure).down:
        return None  # every enemy has attacked; Down, it does not move, and its activation ends
    path = yield moves.path_decision(game, figure_id, moves.RETREAT)
    moves.move_along(game, figure_id, moves.RETREAT, path)
    return None


def _stand(game: Game, figure_id: str) -> SubFlow[Roll | None]:
    figure = game.state.figures[figure_id]
    status(figure).down = False
    game.emit("stand", f"{figure.name} stands up.", figure=figure_id)
    return None
    yield  # a generator, like every action


def _dash(game: Game, figure_id: str) -> SubFlow[Roll | None]:
    figure = game.state.figures[figure_id]
    done = make_roll(game, moves.DASH, f"{figure.name} dashes (risky)", model_modifiers(game.state, figure_id),
                     figure=figure_id)
    if done.outcome == FAILURE:
        return failed(game, done, moves.DASH)
    path = yield moves.path_decision(game, figure_id, moves.DASH)
    moves.move_along(game, figure_id, moves.DASH, path)
    return None


def _climb(game: Game, figure_id: str) -> SubFlow[Roll | None]:
    """Over a hedge, fence or wall the base touches, to touch its far side: a risky roll first (climbing needs
    one); a failure leaves the model where it is."""
    state = game.state
    figure, table = state.figures[figure_id], state.table
    pieces = [piece for piece, (_over, why) in moves.climbable(state, figure_id).items() if why is None]
    piece = pieces[0]
    if len(pieces) > 1:
        piece = yield choose(figure.side, "obstacle", f"{figure.name}: climb over which obstacle?",
                             [Option(p, table.map.pieces[p].name) for p in pieces], figure=figure_id,
                             action=moves.CLIMB)
    name = table.map.pieces[piece].name
    done = make_roll(game, moves.CLIMB, f"{figure.name} tries to climb {quoted(name)} (risky)",
                     model_modifiers(state, figure_id), figure=figure_id)
    if done.outcome == FAILURE:
        return failed(game, done, moves.CLIMB)
    over = traverse(table, figure_id, piece)
    table.place(figure_id, over.end, direction(over.path[0], over.end))
    game.emit("move", f"{figure.name} climbs over {quoted(name)}.", figure=figure_id, purpose="climb", obstacle=piece,
              path=[list(p) for p in over.path], **of_roll(done.seq))
    return None


def _shoot(game: Game, figure_id: str) -> SubFlow[Roll | None]:
    state = game.state
    figure = state.figures[figure_id]
    armed = [w for w in weapons(figure, RANGED) if shoot_targets(state, figure_id, w)]
    weapon = armed[0]
    if len(armed) > 1:
        wid = yield choose(figure.side, "weapon", f"{figure.name}: shoot with which weapon?",
                           [Option(w.id, f"{w.name} ({w.range:g}\")") for w in armed], figure=figure_id,
                           action=SHOOT)
        weapon = next(w for w in armed if w.id == wid)
    verdicts = shoot_verdicts(state, figure_id, weapon)
    labels = _attack_labels(state, [Attack(figure_id, t, weapon, SHOOT) for t in allowed(verdicts)])
    target = yield _targets(game, figure_id, SHOOT, verdicts, labels, weapon=weapon.id)
    friend = stray_friend(state, Attack(figure_id, target, weapon, SHOOT))
    if friend is not None:
        (die,) = game.rng.roll(1, 6)
        strays = die <= STRAY_FACES
        name = state.figures[target].name
        text = f"Shooting into melee: d6 = {die}: " + (
            f"1–{STRAY_FACES}, the shot must target {state.figures[friend].name}" if strays else
            f"{STRAY_FACES + 1}–6, it stays on {name}")
        game.emit("into_melee", text + ".", figure=figure_id, target=target, die=die, dice=[die], strays=strays,
                  friend=friend)
        if strays:
            target = friend
    hit = yield from resolve(game, Attack(figure_id, target, weapon, SHOOT))
    return failed(game, hit, SHOOT)


def _fight(game: Game, figure_id: str) -> SubFlow[Roll | None]:
    state = game.state
    figure = state.figures[figure_id]
    main, *second = weapons(figure, MELEE)
    verdicts = fight_verdicts(state, figure_id)
    labels = _attack_labels(state, [Attack(figure_id, t, main, FIGHT) for t in allowed(verdicts)])
    target = yield _targets(game, figure_id, FIGHT, verdicts, labels, weapon=main.id)
    hit = yield from resolve(game, Attack(figure_id, target, main, FIGHT))
    failure = failed(game, hit, FIGHT)
    ids = melee_enemies(state, figure_id)
    if failure or not second or not ids or _over(state):
        return failure
    offhand = second[0]
    attacks = [Attack(figure_id, t, offhand, FIGHT, offhand=True) for t in ids]
    labels = _attack_labels(state, attacks)
    options = [Option(t, f"{offhand.name} at {labels[t]}, −1 DICE") for t in ids]
    pick = yield choose(figure.side, "offhand", f"{figure.name}: attack with the second weapon, {offhand.name}?",
                        [*options, Option("none", "No second attack", "n")], figure=figure_id, action=FIGHT,
                        weapon=offhand.id)
    if pick == "none":
        return None
    hit = yield from resolve(game, Attack(figure_id, pick, offhand, FIGHT, offhand=True))
    return failed(game, hit, FIGHT)


def _first_aid(game: Game, figure_id: str) -> SubFlow[Roll | None]:
    state = game.state
    figure = state.figures[figure_id]
    target = yield _targets(game, figure_id, FIRST_AID, aid_verdicts(state, figure_id))
    patient = state.figures[target]
    done = make_roll(game, FIRST_AID, f"{figure.name} gives first aid to {patient.name} (risky)",
                     model_modifiers(state, figure_id), figure=figure_id, target=target)
    if done.outcome == FAILURE:
        return failed(game, done, FIRST_AID)
    st = status(patient)
    healed = st.blood if done.outcome == CRITICAL else min(st.blood, 1)
    st.blood -= healed
    stood, st.down = st.down, False
    stands = " and stands up" if stood else ""
    game.emit("first_aid", f"{patient.name} loses {counted(healed, 'blood marker')}{stands}.", figure=target,
              healed=healed, stood=stood, blood=st.blood, **of_roll(done.seq))
    return None


#: The actions by name; each returns why the activation ends, if it does.
PERFORM: dict[str, Callable[[Game, str], SubFlow[Roll | None]]] = {
    moves.MOVE: _move, moves.CHARGE: _charge, moves.RETREAT: _retreat, STAND: _stand, moves.CLIMB: _climb,
    moves.DASH: _dash,
    SHOOT: _shoot, FIGHT: _fight, FIRST_AID: _first_aid}
