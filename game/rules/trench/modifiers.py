"""Every ±DICE and flat modifier of a trench roll, by name, from the state of the table.

Hit rolls: the model's ranged or melee skill, the weapon's own modifiers, a second melee weapon (−1 DICE);
shooting: more than 3" above the target (+1 DICE), the target in cover (−1 DICE), beyond half range (−1 DICE);
any roll of a model: Down (−1 DICE), its side Shaken (−1 DICE). Injury rolls: the weapon's injury dice and
bonus, a critical hit (+1 DICE), a melee attack on a Down model (+1 DICE), blood markers spent (+1 DICE each),
and the target's armour and trench shield (flat; the injury table caps their sum at −3).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.state import GameState
from game.rules.trench.injuries import armour_modifiers
from game.rules.trench.measure import HEIGHT_INCHES, gap, inches_above, sight
from game.rules.trench.profiles import Weapon
from game.rules.trench.record import record, status
from game.rules.trench.roll import Modifier

SHOOT, FIGHT = "shoot", "fight"


@dataclass(frozen=True)
class Attack:
    """One attack: a shot or a melee attack with a weapon (``offhand``: the second melee weapon)."""

    attacker: str
    target: str
    weapon: Weapon
    kind: str  # shoot | fight
    offhand: bool = False


def model_modifiers(state: GameState, figure_id: str) -> list[Modifier]:
    """What every success roll of this model carries: Down, and its side Shaken."""
    figure = state.figures[figure_id]
    mods = []
    if status(figure).down:
        mods.append(Modifier("Down", -1))
    if record(state).shaken[figure.side]:
        mods.append(Modifier("Shaken", -1))
    return mods


def hit_modifiers(state: GameState, attack: Attack) -> list[Modifier]:
    """The modifiers of an attack's success roll, as the figures stand."""
    if attack.kind != SHOOT:
        return attack_modifiers(state, attack.attacker, attack.weapon, attack.kind, attack.offhand)
    return attack_modifiers(state, attack.attacker, attack.weapon, SHOOT,
                            cover=sight(state, attack.attacker, attack.target).cover,
                            distance=gap(state, attack.attacker, attack.target),
                            above=inches_above(state, attack.attacker, attack.target))


def attack_modifiers(state: GameState, attacker_id: str, weapon: Weapon, kind: str, offhand: bool = False,
                     cover: bool = False, distance: float = 0.0, above: float = 0.0) -> list[Modifier]:
    """The same from given geometry (cover, range edge to edge, inches above the target), so that the AI can
    ask about a place the attacker is not standing in yet."""
    attacker = state.figures[attacker_id]
    skill = "ranged" if kind == SHOOT else "melee"
    mods = [Modifier(f"{skill} skill", attacker.stats[skill]), Modifier(weapon.name, weapon.hit_dice,
                                                                         weapon.hit_bonus)]
    if offhand:
        mods.append(Modifier("second melee weapon", -1))
    if kind == SHOOT:
        if above > HEIGHT_INCHES:
            mods.append(Modifier(f"more than {HEIGHT_INCHES:g}\" above the target", 1))
        if cover:
            mods.append(Modifier("target in cover", -1))
        if distance > weapon.range / 2:
            mods.append(Modifier("beyond half range", -1))
    mods += model_modifiers(state, attacker_id)
    return [m for m in mods if m.dice or m.flat]


def injury_modifiers(state: GameState, attack: Attack, critical: bool, blood: int = 0) -> list[Modifier]:
    target, weapon = state.figures[attack.target], attack.weapon
    mods = [Modifier(weapon.name, weapon.injury_dice, weapon.injury_bonus)]
    if critical:
        mods.append(Modifier("critical hit", 1))
    if attack.kind == FIGHT and status(target).down:
        mods.append(Modifier("melee attack on a Down model", 1))
    if blood:
        mods.append(Modifier(f"{blood} blood marker{'s' if blood != 1 else ''} spent", blood))
    mods += [Modifier(name, 0, flat) for name, flat in armour_modifiers(target)]
    return [m for m in mods if m.dice or m.flat]
