"""Legal targets of an ability (rule 3): of the side it names, with its keyword if it names one, at least partly
within its range and in line of sight; a model may target itself unless the ability says otherwise."""

from __future__ import annotations

from game.rules.arcane.characters import Ability
from game.rules.arcane.reach import in_sight, within
from game.rules.state import Figure, GameState


def ability_targets(state: GameState, user: Figure, ability: Ability) -> tuple[list[Figure], dict[str, str]]:
    """The figures ``ability`` may target, and why each other figure may not."""
    allowed: list[Figure] = []
    refused: dict[str, str] = {}
    if ability.target is None:
        return allowed, refused
    for other in state.alive():
        reason = _refusal(state, user, other, ability)
        if reason:
            refused[other.id] = reason
        else:
            allowed.append(other)
    return allowed, refused


def _refusal(state: GameState, user: Figure, other: Figure, ability: Ability) -> str | None:
    friend = state.friends(user.id, other.id)
    if other.id == user.id and not ability.may_target_self:
        return f"{ability.name} may not target its user"
    if ability.target == "enemy" and friend:
        return f"{ability.name} targets enemies"
    if ability.target == "friend" and not friend:
        return f"{ability.name} targets friendly models"
    if ability.keyword and ability.keyword not in other.stats["keywords"]:
        return f"{other.name} is not {ability.keyword}"
    if not within(state, user, other, ability.range):
        return f"{other.name} is beyond {ability.range:g}\""
    if not in_sight(state, user, other):
        return f"{other.name} is out of line of sight"
    return None
