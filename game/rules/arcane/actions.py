"""The actions of an activation (rule 1) and their energy: Step (1), Jog (free, once), Traverse (2), Melee Attack
(1), Active Ability [X], Arcane Ability [X] and Harvest (1, not while engaged). Only legal actions are offered;
``why_not`` says why another is refused.

The first decision of an activation offers the actions of every character of the side that has not activated
this turn (answering one activates that character); later decisions offer the activating character's, and
``{"action": "end"}`` ends the activation.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from game.rules.arcane.abilities import active_flow
from game.rules.arcane.bluff import arcane_flow
from game.rules.arcane.characters import Ability
from game.rules.arcane.melee import melee_flow
from game.rules.arcane.moonstones import harvest
from game.rules.arcane.moves import REACTION, STEP, jog_allowance, move_flow, traverse_flow
from game.rules.arcane.reach import engaging, melee_targets, touched_moonstones, touched_obstacles, traverse_refusal
from game.rules.arcane.record import profile_of, status
from game.rules.arcane.targeting import ability_targets
from game.rules.decisions import Answer, Decision, Option, choose
from game.rules.ruleset import SubFlow
from game.rules.state import Figure, GameState

if TYPE_CHECKING:
    from game.rules.game import Game

END = {"action": "end"}
#: The reaction answer that also declines every reaction left in this activation: the habit at a real table ("I
#: won't react to anything he does"), and in hot seat or against the AI one click where each action asked again.
PASS = "pass"
COSTS = {"step": 1, "jog": 0, "traverse": 2, "melee": 1, "harvest": 1}
HOTKEYS = {"step": "s", "jog": "j", "traverse": "t", "melee": "m", "harvest": "h"}
LABELS = {"step": "Step 1\"", "jog": "Jog", "traverse": "Traverse", "melee": "Melee Attack", "harvest": "Harvest"}


def cost(state: GameState, figure: Figure, action: str) -> int:
    ability = profile_of(state, figure).ability(action)
    return ability.cost if ability is not None else COSTS[action]


def refusal(state: GameState, figure: Figure, action: str) -> str | None:
    """Why ``figure`` may not take ``action`` now, or None when it may."""
    st = status(figure)
    price = cost(state, figure, action)
    if st.energy < price:
        return f"{figure.name} has {st.energy} energy; {_name(state, figure, action)} costs {price}"
    if action == "jog" and st.jogged:
        return f"{figure.name} has already jogged this activation"
    if action == "traverse" and not touched_obstacles(state, figure):
        return traverse_refusal(state, figure)
    if action == "melee" and not melee_targets(state, figure):
        return f"no enemy in sight within {figure.name}'s melee range"
    if action == "harvest":
        if engaging(state, figure):
            return f"{figure.name} is engaged and may not harvest"
        if not touched_moonstones(state, figure):
            return f"{figure.name} touches no moonstone"
    ability = profile_of(state, figure).ability(action)
    if ability is not None and ability.target is not None and not ability_targets(state, figure, ability)[0]:
        return f"no {_targeted(ability)} in sight within {ability.range:g}\""
    return None


def _targeted(ability: Ability) -> str:
    """What ``ability`` may target, in words: "enemy", "friendly Undead model"."""
    kind = {"enemy": "enemy", "friend": "friendly model"}.get(ability.target or "", "model")
    return f"{ability.keyword} {kind}" if ability.keyword else kind


def action_names(state: GameState, figure: Figure) -> list[str]:
    return [*COSTS, *(a.id for a in profile_of(state, figure).abilities)]


def _label(state: GameState, figure: Figure, action: str) -> tuple[str, str, dict[str, Any]]:
    ability = profile_of(state, figure).ability(action)
    if ability is None:
        price = COSTS[action]
        label = f"{figure.name}: {LABELS[action]} ({price} energy)" if price else f"{figure.name}: {LABELS[action]}"
        if action == "jog":  # the free move, which a drag of the figure in the window chooses
            return f"{label} {jog_allowance(figure):g}\" (free)", HOTKEYS[action], {"cost": price, "drag": True}
        return label, HOTKEYS[action], {"cost": price}
    kind = "Arcane" if ability.kind == "arcane" else "Active"
    info = {"cost": ability.cost, "kind": ability.kind, "range": ability.range, "text": ability.text,
            "requires": list(ability.requires)}
    return f"{figure.name}: {ability.name} ({ability.cost} energy, {kind})", "", info


def _name(state: GameState, figure: Figure, action: str) -> str:
    """An action's name as its button says it: "Harvest", or the ability's own ("Energy Syphon")."""
    ability = profile_of(state, figure).ability(action)
    return ability.name if ability is not None else LABELS[action]


def action_decision(game: Game, side: str, figures: list[Figure], activating: bool) -> Decision:
    """The actions open to ``figures`` (one, while it activates), with the reasons for the others."""
    state = game.state
    options: list[Option] = []
    refused: dict[tuple[str, str], str] = {}
    for fig in figures:
        for action in action_names(state, fig):
            reason = refusal(state, fig, action)
            if reason:
                refused[fig.id, action] = reason
                continue
            label, hotkey, info = _label(state, fig, action)
            options.append(Option({"figure": fig.id, "action": action}, label, hotkey, info))
        if not activating:
            options.append(Option({"figure": fig.id, "action": "end"}, f"{fig.name}: Activate and do nothing"))
    if activating:
        options.append(Option(END, "End activation", "e"))

    def why_not(value: Answer) -> str | None:
        if not isinstance(value, dict):
            return None
        figure, action = value.get("figure"), value.get("action")
        return refused.get((figure, action)) if isinstance(figure, str) and isinstance(action, str) else None

    who = figures[0] if activating else None
    prompt = (f"{who.name} (energy {status(who).energy}): choose an action" if who is not None
              else f"{state.side(side).name}: activate a character")
    return choose(side, "action", prompt, options, why_not=why_not,
                  unavailable=[{"figure": f, "action": a, "reason": r, "hotkey": HOTKEYS.get(a, ""),
                                "label": _name(state, state.figures[f], a)} for (f, a), r in refused.items()])


def spend(game: Game, figure: Figure, amount: int, why: str) -> None:
    if amount:
        st = status(figure)
        st.energy -= amount
        game.emit("energy", f"{figure.name} spends {amount} energy on {why}.", figure=figure.id, change=-amount,
                  energy=st.energy, reason=why)


def perform(game: Game, figure: Figure, action: str) -> SubFlow[None]:
    """Carry out one action (already checked legal by the decision that offered it)."""
    state = game.state
    ability = profile_of(state, figure).ability(action)
    if ability is not None:
        yield from _ability(game, figure, ability)
    elif action == "step":
        yield from move_flow(game, figure, STEP, "step", pay=partial(spend, game, figure, 1, "Step"))
    elif action == "jog":
        status(figure).jogged = True
        yield from move_flow(game, figure, jog_allowance(figure), "jog", jog=True)
    elif action == "traverse":
        pieces = touched_obstacles(state, figure)
        piece = pieces[0] if len(pieces) == 1 else (yield choose(
            figure.side, "obstacle", f"{figure.name}: traverse which obstacle?",
            [Option(p, state.table.map.pieces[p].name) for p in pieces], figure=figure.id))
        spend(game, figure, 2, "Traverse")
        traverse_flow(game, figure, piece)
    elif action == "melee":
        enemies = melee_targets(state, figure)
        target = yield _targets(figure, action, "Melee Attack", enemies)
        spend(game, figure, 1, "a Melee Attack")
        yield from melee_flow(game, figure, state.figures[target])
    elif action == "harvest":
        stones = touched_moonstones(state, figure)
        chosen = stones[0].id if len(stones) == 1 else (yield choose(
            figure.side, "moonstone", f"{figure.name}: harvest which moonstone?",
            [Option(m.id, f"{m.name.capitalize()} (depth {m.depth})") for m in stones], figure=figure.id))
        spend(game, figure, 1, "Harvest")
        harvest(game, figure, next(m for m in stones if m.id == chosen))


def _targets(figure: Figure, action: str, name: str, allowed: list[Figure],
             refused: dict[str, str] | None = None) -> Decision:
    """An ability's targets are in sight (``aimed``: the window draws the line to each); a melee's in contact."""
    refused = refused or {}
    return choose(figure.side, "targets", f"{figure.name}: {name} — choose a target",
                  [Option(f.id, f.name) for f in allowed],
                  why_not=lambda v: refused.get(v) if isinstance(v, str) else None,
                  figure=figure.id, action=action, confirm=name, aimed=action != "melee")


def _ability(game: Game, figure: Figure, ability: Ability) -> SubFlow[None]:
    state = game.state
    target = None
    if ability.target is not None:
        allowed, refused = ability_targets(state, figure, ability)
        target = state.figures[(yield _targets(figure, ability.id, ability.name, allowed, refused))]
    spend(game, figure, ability.cost, ability.name)
    game.emit("ability", f"{figure.name} uses {ability.name}" + (f" on {target.name}." if target else "."),
              figure=figure.id, ability=ability.id, target=target.id if target else None, ability_kind=ability.kind)
    if ability.kind == "arcane":
        yield from arcane_flow(game, figure, ability, target)
    else:
        yield from active_flow(game, figure, ability, target)


def reaction_decision(state: GameState, side: str, active: Figure, action: str) -> Decision | None:
    """Rule 2: one model of ``side`` may pay 1 energy and move 1" after ``active``'s ``action``; None when none
    can. The prompt names the action, so a player reacting in hot seat knows what just happened."""
    able = [f for f in state.alive(side) if status(f).energy >= 1]
    if not able:
        return None
    options = [Option("none", "No reaction", "n")]
    options += [Option(f.id, f"{f.name} moves {REACTION:g}\" (1 energy; {status(f).energy} left)") for f in able]
    options.append(Option(PASS, f"No reactions until {active.name}'s activation ends", "p"))
    prompt = f"{state.side(side).name}: react to {active.name}'s {_name(state, active, action)}?"
    return choose(side, "reaction", prompt, options, figure=active.id)
