"""Injuries: what a landed hit does, by the injury roll (2 dice, +DICE, flat modifiers, armour capped at −3).

Kept total ≤ 1 no effect; 2–6 a minor hit (one blood marker); 7–8 Down; 9+ Out of Action. A Tough model's
first Out of Action is Down instead. A Down result on a model already Down leaves it Down. A model Out of
Action leaves the table and scores its points for the other side.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.events import of_roll
from game.rules.state import Figure
from game.rules.trench.profiles import ARMOUR
from game.rules.trench.record import record, status
from game.rules.trench.roll import DOWN, MINOR, OUT, Roll

if TYPE_CHECKING:
    from game.rules.game import Game

TOUGH_DOWN = "down (tough)"


def armour_modifiers(figure: Figure) -> list[tuple[str, int]]:
    """The target's armour as (name, flat) pairs: the injury table caps their sum at −3."""
    out = []
    armour = figure.stats["armour"]
    if ARMOUR[armour]:
        out.append((f"{armour} armour", -ARMOUR[armour]))
    if figure.stats["shield"]:
        out.append(("trench shield", -1))
    return out


def effect(figure: Figure, outcome: str) -> str:
    """What an injury outcome does to this model now (Tough turns its first Out of Action into Down)."""
    if outcome == OUT and "tough" in figure.stats["keywords"] and not status(figure).tough_spent:
        return TOUGH_DOWN
    return outcome


def apply(game: Game, figure: Figure, injury: Roll) -> None:
    """Apply an injury roll's outcome to ``figure``, saying what it does (no effect says nothing more than the
    roll did)."""
    result = effect(figure, injury.outcome)
    st = status(figure)
    if result == MINOR:
        st.blood += 1
        game.emit("blood", f"{figure.name} takes a minor hit: a blood marker ({st.blood} in all).",
                  figure=figure.id, blood=st.blood, added=1, **of_roll(injury.seq))
    elif result in (DOWN, TOUGH_DOWN):
        if result == TOUGH_DOWN:
            st.tough_spent = True
        was_down, st.down = st.down, True
        why = " (Tough: Down instead of Out of Action)" if result == TOUGH_DOWN else ""
        text = f"{figure.name} stays Down{why}." if was_down else f"{figure.name} is Down{why}."
        game.emit("down", text, figure=figure.id, tough=result == TOUGH_DOWN, **of_roll(injury.seq))
    elif result == OUT:
        take_out(game, figure, injury.seq)


def take_out(game: Game, figure: Figure, roll: int | None) -> None:
    """``figure`` is Out of Action (``roll``: the seq of the roll that put it there, if one did)."""
    state = game.state
    figure.eliminated = True
    status(figure).down = False
    state.table.remove(figure.id)
    scorers = [s.id for s in state.sides if s.team != state.side(figure.side).team]
    for side in scorers:
        record(state).scores[side] += figure.points
    game.emit("out_of_action", f"{figure.name} is Out of Action ({figure.points} points).", figure=figure.id,
              points=figure.points, to=scorers, **of_roll(roll))
