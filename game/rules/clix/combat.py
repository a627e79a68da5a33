"""Attack and healing rolls (rules 4-8, 10): what a roll needs, what it does, and playing it out.

A :class:`Strike` holds everything one target's outcome depends on; :func:`strike_damage` turns a 2d6 total
into damage dealt. The roll itself (:func:`resolve_attack`) and the exact odds (``clix.odds``) both use them,
so the odds shown before a roll are the rules that play it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.clix.dial import dial, heal, now, wound
from game.rules.clix.sight import LineOfFire
from game.rules.events import of_roll
from game.rules.state import Figure

if TYPE_CHECKING:
    from game.rules.game import Game

CRITICAL_SUCCESS, CRITICAL_FAILURE = 12, 2


@dataclass(frozen=True)
class Strike:
    """One target of an attack: the attack value with its named bonuses, the defence with its named modifiers."""

    target: str
    attack: int
    bonus: tuple[tuple[str, int], ...]  # added to the attack roll: ("rear arc", 1)
    defence: int
    modifiers: tuple[tuple[str, int], ...]  # added to the defence: ("hindering", 1), ("height", 1)
    damage: int  # clicks dealt by an ordinary hit

    @property
    def need(self) -> int:
        """The least 2d6 total that hits (ties hit, rule 4)."""
        return self.defence + sum(v for _, v in self.modifiers) - self.attack - sum(v for _, v in self.bonus)


def strike_damage(strike: Strike, roll: int) -> int:
    """Clicks a 2d6 total of ``roll`` deals: a 2 always misses (rule 8), a 12 always hits for +1 (rule 7)."""
    if roll == CRITICAL_FAILURE:
        return 0
    if roll == CRITICAL_SUCCESS:
        return strike.damage + 1
    return strike.damage if roll >= strike.need else 0


def sight_modifiers(line: LineOfFire) -> tuple[tuple[str, int], ...]:
    """The defence modifiers a line of fire gives, by name: hindering terrain (12, 14c) and height (14e)."""
    effects = {r.effect for r in line.reasons}
    return tuple((name, 1) for name, effect in (("hindering", "hinders"), ("height", "height")) if effect in effects)


def ranged_strikes(game: Game, attacker: Figure, targets: list[str],
                   modifiers: Mapping[str, tuple[tuple[str, int], ...]]) -> list[Strike]:
    """Strikes of a ranged attack, with each target's defence modifiers from its line of fire (see
    :func:`sight_modifiers`); with several targets each hit deals exactly 1 (rule 5)."""
    state = game.state
    damage = now(attacker).damage if len(targets) == 1 else 1
    return [Strike(tid, now(attacker).attack, (), now(state.figures[tid]).defence, tuple(modifiers[tid]), damage)
            for tid in targets]


def close_strike(game: Game, attacker: Figure, tid: str) -> Strike:
    """The strike of a close attack: hindering terrain does not matter (12); the target's rear arc gives +1 to
    the roll (6); a target on elevated terrain attacked from the ground gets +1 defence (14e: the seed's height
    modifier is for any attack, and close combat across a hill's edge is allowed by 14d)."""
    table = game.state.table
    rear = table.arc_of(tid, table.bases[attacker.id].pos) == "rear"
    higher = table.bases[attacker.id].elevation == 0 < table.bases[tid].elevation
    target = game.state.figures[tid]
    return Strike(tid, now(attacker).attack, (("rear arc", 1),) if rear else (), now(target).defence,
                  (("height", 1),) if higher else (), now(attacker).damage)


def _with(modifiers: tuple[tuple[str, int], ...]) -> str:
    """The modifiers in a total, named beside it: the dice tray's "2 + 3 = 5, plus attack 9. 15 against defence
    15" did not add up without the rear arc's +1, told only in the log."""
    return f" (with {', '.join(f'{name} +{value}' for name, value in modifiers)})" if modifiers else ""


def resolve_attack(game: Game, attacker: Figure, strikes: list[Strike], kind: str) -> None:
    """Roll 2d6 once for all targets and apply the hits, then a critical failure's click to the attacker."""
    state = game.state
    dice = game.rng.roll(2, 6)
    roll = sum(dice)
    attack = now(attacker).attack
    rolled = game.emit("roll", f"{attacker.name} rolls {dice[0]} + {dice[1]} = {roll} for a {kind} attack, plus "
                       f"attack {attack}.", figure=attacker.id, dice=dice, roll=roll, attack=attack, purpose=kind)
    if roll == CRITICAL_SUCCESS:
        game.emit("critical", "Double six: a critical success — every target is hit for +1 damage (rule 7).",
                  figure=attacker.id, success=True, **of_roll(rolled.seq))
    elif roll == CRITICAL_FAILURE:
        game.emit("critical", "Double one: a critical failure — the attack fails and the attacker takes 1 damage "
                  "(rule 8).", figure=attacker.id, success=False, **of_roll(rolled.seq))
    dealt: list[tuple[Figure, int]] = []
    for strike in strikes:
        target = state.figures[strike.target]
        for name, value in strike.bonus:
            game.emit("modifier", f"{name.capitalize()}: +{value} to {attacker.name}'s roll against {target.name}.",
                      figure=attacker.id, target=target.id, name=name, value=value, applies_to="attack")
        for name, value in strike.modifiers:
            game.emit("modifier", f"{name.capitalize()}: +{value} to {target.name}'s defence.", figure=attacker.id,
                      target=target.id, name=name, value=value, applies_to="defence")
        total = roll + strike.attack + sum(v for _, v in strike.bonus)
        defence = strike.defence + sum(v for _, v in strike.modifiers)
        clicks = strike_damage(strike, roll)
        verdict = "hits" if clicks else "misses"
        game.emit("hit" if clicks else "miss", f"{total}{_with(strike.bonus)} against defence {defence}"
                  f"{_with(strike.modifiers)}: {attacker.name} {verdict} "
                  f"{target.name}" + (f" for {clicks} damage." if clicks else "."), figure=attacker.id,
                  target=target.id, total=total, defence=defence, damage=clicks, **of_roll(rolled.seq))
        dealt.append((target, clicks))
    for target, clicks in dealt:
        wound(game, target, clicks, f"{kind} attack by {attacker.name}", rolled.seq)
    if roll == CRITICAL_FAILURE:
        wound(game, attacker, 1, "critical failure", rolled.seq)
    vampire = kind == "close" and "vampirism" in attacker.stats["abilities"]
    if vampire and any(c for _, c in dealt) and dial(attacker).damage > 0:
        heal(game, attacker, 1, "vampirism")


@dataclass(frozen=True)
class Mending:
    """A heal attempt: the healer's attack against the patient's defence, and how many clicks it may undo."""

    target: str
    attack: int
    defence: int
    wounds: int  # clicks past the starting click: the most healing can undo (rule 10)


def mending(game: Game, healer: Figure, tid: str) -> Mending:
    target = game.state.figures[tid]
    return Mending(tid, now(healer).attack, now(target).defence, dial(target).damage)


def heal_succeeds(m: Mending, roll: int) -> bool:
    """A heal succeeds on 2d6 + attack >= defence; a 12 always does (rule 7); a 2 is no failure of its own (8)."""
    return roll == CRITICAL_SUCCESS or roll + m.attack >= m.defence


def heal_amount(roll: int, die: int) -> int:
    """Clicks a successful heal restores before the cap: d6 - 2, at least 1; +1 on a 12 (rule 7)."""
    return max(1, die - 2) + (1 if roll == CRITICAL_SUCCESS else 0)


def resolve_heal(game: Game, healer: Figure, m: Mending) -> None:
    dice = game.rng.roll(2, 6)
    roll = sum(dice)
    target = game.state.figures[m.target]
    # a success says so, as a failure does ("15 against defence 14"): a double six says it in its own line
    said = f" {roll + m.attack} against defence {m.defence}: the healing succeeds." \
        if heal_succeeds(m, roll) and roll != CRITICAL_SUCCESS else ""
    rolled = game.emit("roll", f"{healer.name} rolls {dice[0]} + {dice[1]} = {roll} to heal {target.name}, plus "
                       f"attack {m.attack}.{said}", figure=healer.id, dice=dice, roll=roll, attack=m.attack,
                       purpose="heal")
    if not heal_succeeds(m, roll):
        game.emit("miss", f"{roll + m.attack} against defence {m.defence}: the healing fails.", figure=healer.id,
                  target=target.id, total=roll + m.attack, defence=m.defence, damage=0, **of_roll(rolled.seq))
        return
    if roll == CRITICAL_SUCCESS:
        game.emit("critical", "Double six: the healing succeeds and heals +1 click (rule 7).", figure=healer.id,
                  success=True, **of_roll(rolled.seq))
    (die,) = game.rng.roll(1, 6)
    amount = heal_amount(roll, die)
    rolled = game.emit("roll", f"{healer.name} rolls {die} for the healing: {amount} "
                       f"click{'s' if amount != 1 else ''}.", figure=healer.id, dice=[die], roll=die,
                       purpose="heal amount", clicks=amount)
    heal(game, target, amount, f"healed by {healer.name}", rolled.seq)
