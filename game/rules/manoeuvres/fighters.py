"""A fighter's values as the rules read them: the weapon in hand, its proficiency tier, its Atak and Obrona with
the weapon, and the declaration of this round."""

from __future__ import annotations

from typing import Any

from game.rules.manoeuvres.data import Weapon, armoury
from game.rules.manoeuvres.mods import Sum
from game.rules.manoeuvres.record import record, status
from game.rules.state import Figure, GameState


def weapon(figure: Figure) -> Weapon:
    """The weapon in hand, or bare hands."""
    held = status(figure).weapon
    return armoury().weapons[held] if held else armoury().rules.unarmed


def armed(figure: Figure) -> bool:
    return status(figure).weapon is not None


def tier(figure: Figure) -> int:
    """The proficiency tier (1–4) in the weapon in hand; 0 without one, and with bare hands."""
    return int(figure.stats["tier"]) if status(figure).weapon == figure.stats["weapon"] else 0


def men_at_arms(figure: Figure) -> bool:
    return figure.stats["class"] in armoury().rules.men_at_arms


def atak(figure: Figure) -> Sum:
    """Atak with the weapon in hand (the general Atak with bare hands), and the rage's lasting −2."""
    found = Sum("Atak", int(figure.stats["atak"]), "Atak")
    held = weapon(figure)
    found = found.plus(held.name, held.atak) if armed(figure) else found
    if status(figure).rage_spent:
        found = found.plus("after Wściekłość, until rest", armoury().rules.act("wscieklosc", "after_atak"))
    return found


def declaration(state: GameState, figure_id: str) -> dict[str, Any]:
    """This round's declaration of a fighter (empty before it declares)."""
    return record(state).declared.get(figure_id, {})


def action(state: GameState, figure_id: str) -> str:
    return str(declaration(state, figure_id).get("action", ""))


def raging(figure: Figure, act: str = "") -> bool:
    """In Wściekłość: its rounds running, or declared now (``act``), since it begins as the Initiative is rolled
    and the odds of the round's blows, asked while declaring, count it."""
    return status(figure).rage_left > 0 or act == "wscieklosc"
