"""Who a piece may reach: enemies next to it (never diagonally), open lines for shots and spells, friends.

An enemy is a target while it fights and is not playing dead undiscovered. A shot needs the bow, crossbow,
sling or spear in hand, ammunition for it, the normal style, and an open line (straight or an open diagonal)
with at least one square between (seed rule 4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.gamebook.data import library
from game.rules.gamebook.record import status
from game.rules.gamebook.squares import grid, line, square_of

if TYPE_CHECKING:
    from game.rules.game import Game
    from game.rules.state import GameState


def targetable(state: GameState, by: str, target: str) -> bool:
    st = status(state.figures[target])
    return not state.friends(by, target) and st.fighting and not st.playing_dead


def standing(state: GameState) -> list[str]:
    """Pieces on the map that fight (in the order of the scenario)."""
    return [f.id for f in state.figures.values() if status(f).fighting and f.id in state.table.bases]


def attack_targets(state: GameState, figure_id: str) -> list[str]:
    """Enemies on the squares orthogonally next to the piece."""
    here = square_of(state, figure_id)
    near = set(grid(state).neighbours(here))
    return [t for t in standing(state) if targetable(state, figure_id, t) and square_of(state, t) in near]


def line_targets(state: GameState, figure_id: str, gap: int = 0) -> list[str]:
    """Enemies on an open line (straight or diagonal) with at least ``gap`` squares between."""
    here = square_of(state, figure_id)
    out = []
    for t in standing(state):
        if targetable(state, figure_id, t):
            seen = line(state, here, square_of(state, t))
            if seen.open and len(seen.between) >= gap:
                out.append(t)
    return out


def ranged_weapon(state: GameState, figure_id: str) -> str:
    """The ammunition the weapon in hand shoots ("" when it is no bow, crossbow, sling or spear)."""
    weapon = library().weapons.get(status(state.figures[figure_id]).weapon)
    return weapon.ammo if weapon else ""


def shoot_targets(state: GameState, figure_id: str) -> list[str]:
    ammo = ranged_weapon(state, figure_id)
    st = status(state.figures[figure_id])
    if not ammo or st.ammunition.get(ammo, 0) <= 0 or st.style != "normal":
        return []
    return line_targets(state, figure_id, gap=1)


def spend_ammunition(game: Game, figure_id: str) -> None:
    state = game.state
    st = status(state.figures[figure_id])
    ammo = ranged_weapon(state, figure_id)
    st.ammunition[ammo] -= 1
    game.emit("ammunition", f"{state.figures[figure_id].name} spends one of its {ammo}: {st.ammunition[ammo]} "
              "left.", figure=figure_id, ammo=ammo, left=st.ammunition[ammo])


def friends_near(state: GameState, figure_id: str, fallen_too: bool = True) -> list[str]:
    """The piece itself and the friends orthogonally next to it (standing, or unconscious when ``fallen_too``)."""
    here = square_of(state, figure_id)
    near = set(grid(state).neighbours(here))
    out = [figure_id]
    for fid in state.table.bases:
        st = status(state.figures[fid])
        if fid != figure_id and state.friends(figure_id, fid) and square_of(state, fid) in near and (
                st.fighting or (fallen_too and st.state == "unconscious")):
            out.append(fid)
    return out


def fallen_near(state: GameState, figure_id: str) -> list[str]:
    """Bodies on the piece's square or those orthogonally next to it that have not been searched yet."""
    here = square_of(state, figure_id)
    near = {here, *grid(state).neighbours(here)}
    return [fid for fid in state.table.bases if status(state.figures[fid]).fallen
            and not status(state.figures[fid]).searched and square_of(state, fid) in near]
