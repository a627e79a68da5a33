"""How cards read in prompts, buttons and the log, and what the window gets to draw them (``Option.info``)."""

from __future__ import annotations

from typing import Any

from game.rules.arcane.cards import CATASTROPHE, ArcaneCard, CombatCard


def arcane_label(name: str) -> str:
    if name == CATASTROPHE:
        return "the Catastrophe"
    colour, value = name.split("-")
    return f"{colour} {value}"


def arcane_info(card: ArcaneCard) -> dict[str, Any]:
    return {"card": {"name": card.name, "colour": card.colour, "value": card.value,
                     "catastrophe": card.catastrophe}}


def combat_info(card: CombatCard) -> dict[str, Any]:
    return {"card": {"id": card.id, "name": card.name, "types": list(card.types),
                     "deals": {k: str(v) for k, v in card.deals.items()}}}


def distinct(cards: list[str]) -> list[str]:
    """Each card name once, in hand order: identical cards are one choice."""
    return list(dict.fromkeys(cards))
