"""Resolving an attack: the hit roll, blood markers the attacker may spend, the injury roll and its effect.

Shots and melee attacks (a model's own, or the free attacks a Retreat provokes) all go through
:func:`resolve`. Spending blood markers (the published rule, scenario option ``spend_blood``) is the
attacker's choice after a hit lands, each marker on the target giving the injury roll +1 DICE.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.decisions import Decision, Option, choose
from game.rules.odds import percent
from game.rules.ruleset import SubFlow
from game.rules.trench.injuries import apply
from game.rules.trench.modifiers import SHOOT, Attack, hit_modifiers, injury_modifiers
from game.rules.trench.odds import injuries
from game.rules.trench.record import status
from game.rules.trench.roll import CRITICAL, FAILURE, INJURY_TABLE, Roll, make_roll
from game.words import counted

if TYPE_CHECKING:
    from game.rules.game import Game


def resolve(game: Game, attack: Attack) -> SubFlow[Roll]:
    """Make the attack; returns its hit roll (whose failure may end the attacker's activation)."""
    state = game.state
    attacker, target = state.figures[attack.attacker], state.figures[attack.target]
    verb = "shoots at" if attack.kind == SHOOT else "attacks"
    hand = " (second weapon)" if attack.offhand else ""
    about = {"figure": attacker.id, "target": target.id, "weapon": attack.weapon.id, "action": attack.kind}
    hit = make_roll(game, "hit", f"{attacker.name} {verb} {target.name} with the {attack.weapon.name}{hand}",
                    hit_modifiers(state, attack), **about)
    if hit.outcome == FAILURE:
        return hit
    critical = hit.outcome == CRITICAL
    blood = 0
    if state.options["spend_blood"] and status(target).blood:
        blood = yield blood_decision(game, attack, critical)
        if blood:
            status(target).blood -= blood
            game.emit("blood_spent", f"{attacker.name}'s side spends {blood} of {target.name}'s blood markers: "
                      f"+{blood} injury DICE.", figure=target.id, spent=blood, blood=status(target).blood)
    injury = make_roll(game, "injury", f"Injury roll against {target.name}",
                       injury_modifiers(state, attack, critical, blood), INJURY_TABLE, critical=critical, **about)
    apply(game, target, injury)  # its effect said once: the roll's words, then the blood marker, Down or Out
    return hit


def blood_decision(game: Game, attack: Attack, critical: bool) -> Decision:
    state = game.state
    attacker, target = state.figures[attack.attacker], state.figures[attack.target]
    options = []
    for n in range(status(target).blood + 1):
        out = injuries(state, attack, critical, n).get("out of action", 0)
        label = f"Spend {n} (+{n} injury DICE): Out of Action {percent(out)}" if n else \
            f"Keep them: Out of Action {percent(out)}"
        options.append(Option(n, label, str(n)))
    carried = counted(status(target).blood, "blood marker")
    return choose(attacker.side, "blood", f"{target.name} carries {carried}: spend some for +1 injury DICE each?",
                  options, figure=attacker.id, target=target.id,
                  weapon=attack.weapon.id, action=attack.kind, offhand=attack.offhand, critical=critical)
