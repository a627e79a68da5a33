"""What a model may do now, and why not the rest: the actions of its activation and the targets of each.

A verdict maps each candidate (an action name, or a figure id) to None when it is allowed, else to the reason it
is not, so that the window can explain a click on something not offered (``Decision.why_not``) and a script step
that does not fit fails with the rule that refuses it.
"""

from __future__ import annotations

from collections.abc import Callable

from game.board.sight_plain import PlainSight
from game.rules.state import Figure, GameState
from game.rules.trench import moves
from game.rules.trench.measure import MELEE_RANGE, gap, melee_enemies, sight
from game.rules.trench.modifiers import FIGHT, SHOOT
from game.rules.trench.profiles import RANGED, Weapon, weapons
from game.rules.trench.record import status

Verdicts = dict[str, str | None]

STAND, FIRST_AID = "stand", "first_aid"
#: The five slots of seed rule 2: Move or Charge or Retreat (or Stand, or Climb: climbing is a move that needs a
#: risky roll); Dash; Shoot; Fight; Other.
SLOT = {moves.MOVE: "move", moves.CHARGE: "move", moves.RETREAT: "move", STAND: "move", moves.CLIMB: "move",
        moves.DASH: "dash",
        SHOOT: "shoot", FIGHT: "fight", FIRST_AID: "other"}


def allowed(verdicts: Verdicts) -> list[str]:
    return [key for key, why in verdicts.items() if why is None]


def _within(state: GameState, figure_id: str, reach: float,
            beyond: Callable[[Figure, float], str]) -> tuple[Verdicts, list[Figure]]:
    """Enemies within ``reach`` inches edge to edge; the others get their reason: a friend, or ``beyond`` (the
    enemy, its distance) when too far."""
    out: Verdicts = {}
    near = []
    for other in state.alive():
        if other.id == figure_id:
            continue
        if state.friends(figure_id, other.id):
            out[other.id] = f"{other.name} is a friend"
            continue
        far = gap(state, figure_id, other.id)
        if far > reach:
            out[other.id] = beyond(other, far)
            continue
        near.append(other)
    return out, near


def _because(line: PlainSight) -> str:
    """": what blocks the line", for a line that is not seen (nothing when no blocker is named)."""
    blocker = line.blocker
    return f": {blocker.text}" if blocker is not None else ""


def shoot_verdicts(state: GameState, figure_id: str, weapon: Weapon) -> Verdicts:
    """Visible enemies within the weapon's range, edge to edge."""
    out, near = _within(state, figure_id, weapon.range, lambda other, far: (
        f"{other.name} is {far:.1f}\" away, beyond the {weapon.name}'s {weapon.range:g}\""))
    for other in near:
        line = sight(state, figure_id, other.id)
        out[other.id] = None if line.seen else f"{other.name} cannot be seen{_because(line)}"
    return out


def charge_verdicts(state: GameState, figure_id: str) -> Verdicts:
    """Visible enemies the model can reach in melee with one Move."""
    reach = moves.allowance(state, figure_id) + MELEE_RANGE
    out, near = _within(state, figure_id, reach, lambda other, far: (
        f"{other.name} is {far:.1f}\" away, beyond a charge's {reach:g}\" (Movement + 1\")"))
    for other in near:
        line = sight(state, figure_id, other.id)
        if not line.seen:
            out[other.id] = f"a charge needs a visible enemy, and {other.name} cannot be seen{_because(line)}"
        elif not moves.candidates(state, figure_id, moves.CHARGE, other.id):
            out[other.id] = f"no path brings it within 1\" of {other.name}"
        else:
            out[other.id] = None
    return out


def _no_charge(state: GameState, figure_id: str) -> str | None:
    """Why the model may charge no enemy, None if it may charge one: the verdict on the nearest enemy within a
    charge's reach (one out of sight, or one no path reaches: "no visible enemy within reach" was said of a
    legionnaire 6.25" off, within the 7" reach, that no path reached), else that none is within reach."""
    verdicts = charge_verdicts(state, figure_id)
    if allowed(verdicts):
        return None
    reach = moves.allowance(state, figure_id) + MELEE_RANGE
    near = [e for far, e in sorted((gap(state, figure_id, e.id), e.id) for e in state.enemies_of(figure_id))
            if far <= reach]
    if not near:
        return f"no enemy within a charge's {reach:g}\" (Movement + 1\")"
    others = len(near) - 1
    more = "" if not others else " (nor the other enemy within reach)" if others == 1 else (
        f" (nor the {others} other enemies within reach)")
    return f"{verdicts[near[0]]}{more}"


def fight_verdicts(state: GameState, figure_id: str) -> Verdicts:
    """Enemies within 1"."""
    near = set(melee_enemies(state, figure_id))
    return {o.id: None if o.id in near else (f"{o.name} is a friend" if state.friends(figure_id, o.id) else
                                             f"{o.name} is not within 1\"")
            for o in state.alive() if o.id != figure_id}


def aid_verdicts(state: GameState, figure_id: str) -> Verdicts:
    """The medic itself and friends within 1", if Down or carrying blood markers."""
    out: Verdicts = {}
    for other in state.alive():
        if not state.friends(figure_id, other.id):
            out[other.id] = f"{other.name} is an enemy"
        elif other.id != figure_id and gap(state, figure_id, other.id) > MELEE_RANGE:
            out[other.id] = f"{other.name} is not within 1\""
        elif not (status(other).down or status(other).blood):
            out[other.id] = f"{other.name} is neither Down nor bleeding"
        else:
            out[other.id] = None
    return out


def shoot_targets(state: GameState, figure_id: str, weapon: Weapon) -> list[str]:
    return allowed(shoot_verdicts(state, figure_id, weapon))


def charge_targets(state: GameState, figure_id: str) -> list[str]:
    return allowed(charge_verdicts(state, figure_id))


NOT_DOWN, NOT_IN_MELEE = "it is not Down", "it is not in melee"
NOT_A_MEDIC, UNARMED = "only a medic gives first aid", "it has no ranged weapon"
#: Refusals that only say what the model is not or has not: said when the action is asked for (its key too), but not
#: ``listed`` on the window's card (a sniper's "Not now" card ran to seven lines and squeezed the log to two).
MOOT = frozenset({NOT_DOWN, NOT_IN_MELEE, NOT_A_MEDIC, UNARMED})


def action_verdicts(state: GameState, figure_id: str, used: set[str]) -> Verdicts:
    """Every action (but ending the activation) with why it is not allowed now, if it is not."""
    figure = state.figures[figure_id]
    down = status(figure).down
    melee = melee_enemies(state, figure_id)
    held = f"{state.figures[melee[0]].name} is within 1\"" if melee else ""
    out: Verdicts = {}
    for action, slot in SLOT.items():
        if slot in used:
            out[action] = "each action at most once an activation (seed rule 2): " + (
                "it has already moved, charged, retreated or stood up" if slot == "move" else f"it has had its {slot}")
        elif down and action in (moves.MOVE, moves.CHARGE, moves.RETREAT, moves.DASH, moves.CLIMB):
            out[action] = "it is Down: it must stand up first"
        elif action == STAND:
            out[action] = None if down else NOT_DOWN
        elif action in (moves.MOVE, moves.DASH):
            out[action] = f"{held}: only a Retreat leaves melee" if melee else None
        elif action == moves.CLIMB:
            out[action] = f"{held}: only a Retreat leaves melee" if melee else moves.climb_problem(state, figure_id)
        elif action == moves.CHARGE:
            out[action] = f"{held} already" if melee else _no_charge(state, figure_id)
        elif action == moves.RETREAT:
            out[action] = NOT_IN_MELEE if not melee else (
                None if moves.candidates(state, figure_id, moves.RETREAT) else "no path leads out of melee")
        elif action == SHOOT:
            arms = weapons(figure, RANGED)
            out[action] = (f"{held}: shooting needs more than 1\" from every enemy" if melee else
                           UNARMED if not arms else
                           None if any(shoot_targets(state, figure_id, w) for w in arms) else
                           "no visible enemy within range")
        elif action == FIGHT:
            out[action] = None if melee else "no enemy within 1\""
        else:
            out[action] = (NOT_A_MEDIC if "medic" not in figure.stats["keywords"] else
                           None if allowed(aid_verdicts(state, figure_id)) else
                           "nobody within 1\" is Down or bleeding")
    return out
