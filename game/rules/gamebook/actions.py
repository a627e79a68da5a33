"""A piece's turn: one action a round (seed rule 4 for characters, rule 8 for enemies), offered only when legal.

Each action has a verdict — None when it may be taken, else the reason it may not — so the window and a
refused script step both say which rule refuses it. Any action but Guard ends a pretence of being dead.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.board.grid import square_name
from game.rules.decisions import Answer, Option, choose
from game.rules.gamebook import combat, powers
from game.rules.gamebook.data import STYLES, library
from game.rules.gamebook.reach import (
    attack_targets,
    fallen_near,
    line_targets,
    ranged_weapon,
    shoot_targets,
    spend_ammunition,
)
from game.rules.gamebook.record import FLED, status
from game.rules.gamebook.squares import free_neighbours, grid, occupied, place, square_of
from game.rules.ruleset import SubFlow
from game.words import signed

if TYPE_CHECKING:
    from game.rules.game import Game
    from game.rules.state import Figure, GameState


#: The seventeen actions of a character (seed rule 4), in the seed's order, with their words and hotkeys.
HERO_ACTIONS = {
    "move": ("Move", "m"), "attack": ("Attack", "a"), "shoot": ("Shoot", "s"), "style": ("Change style", "c"),
    "skill": ("Skill", "k"), "prayer": ("Instant prayer", "p"), "use": ("Use item in hand", "u"),
    "take_out": ("Item from pack", "b"), "armour": ("Put on armour", "r"), "spell": ("Spell", "l"),
    "search": ("Search a body", "e"), "switch": ("Switch weapon", "w"), "drop": ("Drop", "d"),
    "play_dead": ("Play dead", "x"), "take_handed": ("Take handed item", "t"), "guard": ("Guard", "g"),
    "flee": ("Flee", "f"),
}
#: The seven actions of an enemy (seed rule 8).
MONSTER_ACTIONS = ("move", "attack", "skill", "spell", "search", "guard", "flee")


def actions_of(state: GameState, figure_id: str) -> tuple[str, ...]:
    return tuple(HERO_ACTIONS) if state.figures[figure_id].stats["kind"] == "hero" else MONSTER_ACTIONS


# --- verdicts ----------------------------------------------------------------------------------------------
UNARMED, EMPTY_HAND = "no bow, crossbow, sling or throwing spear in hand", "nothing in hand"
NO_ITEM, NO_ARMOUR, NO_WEAPON = ("no item in the backpack", "no armour in the backpack",
                                 "no other weapon in the backpack")
NOTHING, PLAYING_DEAD = "it carries nothing to drop", "it is already playing dead"
#: Refusals that only say what the piece has not (or already does): said when the action is asked for (its key
#: too), but not ``listed`` on the window's card (a warrior's list hid the log and was cut at its third reason).
MOOT = frozenset({UNARMED, EMPTY_HAND, NO_ITEM, NO_ARMOUR, NO_WEAPON, NOTHING, PLAYING_DEAD,
                  *(f"it knows no {kind}" for kind in ("skill", "prayer", "spell"))})


def verdicts(state: GameState, figure_id: str) -> dict[str, str | None]:
    return {action: VERDICTS[action](state, figure_id) for action in actions_of(state, figure_id)}


def _move(state: GameState, fid: str) -> str | None:
    return None if free_neighbours(state, square_of(state, fid)) else \
        "no empty square next to it in its row or column (one standing piece a square; moves are never diagonal)"


def _no_attack(state: GameState, fid: str) -> str | None:
    if status(state.figures[fid]).no_attack_round == state.round:
        return "a critical hit keeps it from attacking this round (seed rule 6)"
    return None


def _attack(state: GameState, fid: str) -> str | None:
    return _no_attack(state, fid) or (None if attack_targets(state, fid) else
                                      "no enemy next to it in its row or column (never diagonally)")


def _shoot(state: GameState, fid: str) -> str | None:
    st = status(state.figures[fid])
    ammo = ranged_weapon(state, fid)
    if not ammo:
        return UNARMED
    if st.ammunition.get(ammo, 0) <= 0:
        return f"no {ammo} left"
    if st.style != "normal":
        return "shooting is done in the normal style (seed rule 4)"
    if shoot_targets(state, fid):
        return _no_attack(state, fid)
    if line_targets(state, fid):
        return "at least one square must lie between the shooter and the target (seed rule 4)"
    return "no enemy on an open line (straight or an open diagonal)"


def _power(kind: str) -> Callable[[GameState, str], str | None]:
    def verdict(state: GameState, fid: str) -> str | None:
        owned = powers.powers_of(state.figures[fid], kind)
        if not owned:
            return f"it knows no {kind}"
        reasons = [powers.power_refusal(state, fid, p) for p in owned]
        return None if None in reasons else f"{owned[0].name}: {reasons[0]}"
    return verdict


def _use(state: GameState, fid: str) -> str | None:
    item = library().items.get(status(state.figures[fid]).hand)
    if item is None:
        return EMPTY_HAND
    if item.effect is None:
        return f"the {item.name} does nothing in a battle"
    return powers.effect_refusal(state, fid, item.effect)


def _take_out(state: GameState, fid: str) -> str | None:
    return None if _pack(state, fid, "item") else NO_ITEM


def _armour(state: GameState, fid: str) -> str | None:
    return None if _pack(state, fid, "armour") else NO_ARMOUR


def _switch(state: GameState, fid: str) -> str | None:
    return None if _pack(state, fid, "weapon") else NO_WEAPON


def _pack(state: GameState, fid: str, kind: str) -> list[str]:
    """The distinct things of a kind (weapon, armour, item) in the backpack, in its order."""
    lib, out = library(), []
    for thing in status(state.figures[fid]).backpack:
        found = "weapon" if thing in lib.weapons else lib.items[thing].type
        if found == kind and thing not in out:
            out.append(thing)
    return out


def _search(state: GameState, fid: str) -> str | None:
    return None if fallen_near(state, fid) else "no fallen hero or enemy unsearched on or next to its square"


def droppable(state: GameState, fid: str) -> list[str]:
    st = status(state.figures[fid])
    weapon = library().weapons.get(st.weapon)
    things = [st.hand] if st.hand else []
    things += [weapon.id] if weapon and not weapon.natural else []
    return list(dict.fromkeys([*things, *st.backpack]))


def _drop(state: GameState, fid: str) -> str | None:
    return None if droppable(state, fid) else NOTHING


def _play_dead(state: GameState, fid: str) -> str | None:
    return PLAYING_DEAD if status(state.figures[fid]).playing_dead else None


def givers(state: GameState, fid: str) -> list[str]:
    """Friends next to it (not diagonally) holding an item in hand."""
    near = set(grid(state).neighbours(square_of(state, fid)))
    return [f for f in state.table.bases if f != fid and state.friends(fid, f) and status(state.figures[f]).fighting
            and status(state.figures[f]).hand and square_of(state, f) in near]


def _take_handed(state: GameState, fid: str) -> str | None:
    return None if givers(state, fid) else ("no friend next to it in its row or column holds an item in hand (the pack "
                                             "is theirs)")


def _always(state: GameState, fid: str) -> str | None:
    """Guard and a change of style: always possible (some neighbouring style always exists)."""
    return None


def near_exit(state: GameState, fid: str) -> bool:
    g = grid(state)
    here = square_of(state, fid)
    return here in g.exits or any(s in g.exits for s in g.neighbours(here))


def _flee(state: GameState, fid: str) -> str | None:
    """A character flees by seed rule 4, an enemy by rule 8: the refusal names the piece's own rule."""
    rule = 4 if state.figures[fid].stats["kind"] == "hero" else 8
    return None if near_exit(state, fid) else f"only from an exit square or a square next to one (seed rule {rule})"


VERDICTS: dict[str, Callable[[GameState, str], str | None]] = {
    "move": _move, "attack": _attack, "shoot": _shoot, "style": _always, "skill": _power("skill"),
    "prayer": _power("prayer"), "use": _use, "take_out": _take_out, "armour": _armour, "spell": _power("spell"),
    "search": _search, "switch": _switch, "drop": _drop, "play_dead": _play_dead, "take_handed": _take_handed,
    "guard": _always, "flee": _flee,
}


def style_refusal(current: str, wanted: object) -> str | None:
    if wanted not in STYLES:
        return f"the styles are {', '.join(STYLES)}"
    if wanted == current:
        return f"it already fights in the {current} style"
    if abs(STYLES.index(str(wanted)) - STYLES.index(current)) > 1:
        return "a style changes one step at a time: never Aggressive ↔ Defensive without Normal between (seed rule 4)"
    return None


# --- the turn ----------------------------------------------------------------------------------------------
def turn(game: Game, figure_id: str) -> SubFlow[None]:
    state = game.state
    figure = state.figures[figure_id]
    found = verdicts(state, figure_id)
    options = [Option({"figure": figure_id, "action": a}, f"{figure.name}: {HERO_ACTIONS[a][0]}", HERO_ACTIONS[a][1])
               for a, why in found.items() if why is None]
    answer = yield choose(figure.side, "action", f"{figure.name}: choose an action", options,
                          why_not=_refusing(figure_id, found), figure=figure_id,
                          unavailable=[{"figure": figure_id, "action": a, "hotkey": HERO_ACTIONS[a][1],
                                        **_named(figure, a, r), "listed": r not in MOOT}
                                       for a, r in found.items() if r])
    assert isinstance(answer, dict)
    action = answer["action"]
    st = status(figure)
    if action != "guard" and st.playing_dead:
        st.playing_dead = False
        game.emit("rises", f"{figure.name} stops playing dead.", figure=figure_id)
    yield from PERFORM[action](game, figure_id)


def _named(figure: Figure, action: str, reason: str) -> dict[str, str]:
    """A refusal's label and reason as the window lists them: a power refused goes by its own name ("War cry:
    no enemy next to it…"), so that a reason it shares with another action (Attack's) is said once for both."""
    owned = powers.powers_of(figure, action) if action in ("skill", "prayer", "spell") else []
    if owned and reason.startswith(f"{owned[0].name}: "):
        return {"label": owned[0].name, "reason": reason.removeprefix(f"{owned[0].name}: ")}
    return {"label": HERO_ACTIONS[action][0], "reason": reason}


def _refusing(figure_id: str, found: dict[str, str | None]) -> Callable[[Answer], str | None]:
    def why_not(value: Answer) -> str | None:
        if isinstance(value, dict) and value.get("figure") == figure_id:
            action = value.get("action")
            if action not in found:
                return "no action of this piece (the seed lists what a character and an enemy may do)"
            return found[action]
        return None
    return why_not


def do_move(game: Game, fid: str) -> SubFlow[None]:
    state = game.state
    figure = state.figures[fid]
    squares = free_neighbours(state, square_of(state, fid))
    square = yield choose(figure.side, "square", f"{figure.name}: move to which square?",
                          [Option([c, r], f"square {square_name(c, r)}") for c, r in squares],
                          why_not=lambda v: move_refusal(state, fid, v), figure=fid, action="move")
    assert isinstance(square, list)
    place(state, fid, (square[0], square[1]))
    game.emit("move", f"{figure.name} moves to {square_name(square[0], square[1])}.", figure=fid,
              square=list(square))


def move_refusal(state: GameState, fid: str, value: Answer) -> str:
    """Why a piece may not move to ``value`` (which is not among the legal squares)."""
    if not (isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value)):
        return "a square is [column, row]"
    g, here, square = grid(state), square_of(state, fid), (value[0], value[1])
    if not g.contains(square):
        return "it is off the battle map"
    if square not in g.neighbours(here):
        steps = abs(square[0] - here[0]) + abs(square[1] - here[1])
        way = "diagonal" if steps == 2 and square[0] != here[0] and square[1] != here[1] else f"{steps} squares away"
        return f"{way} — a move is one square along a row or a column (seed rule 4: one square; the brief: not " \
            "diagonally)"
    if square in g.walls:
        return "a wall stands there"
    who = occupied(state).get(square)
    return f"{state.figures[who].name} stands there: one piece to a square" if who else "it is not free"


def _target(game: Game, fid: str, action: str, targets: list[str], refuse: str,
            label: Callable[[str], str] | None = None) -> SubFlow[str]:
    """Ask the target of ``action`` among ``targets`` (``label``: a target's words, where its name is not enough)."""
    state = game.state
    figure = state.figures[fid]
    target = yield choose(figure.side, "targets", f"{figure.name}: {HERO_ACTIONS[action][0]} — choose a target",
                          [Option(t, label(t) if label else state.figures[t].name) for t in targets],
                          why_not=lambda v: refuse,
                          figure=fid, action=action, confirm=HERO_ACTIONS[action][0], aimed=action == "shoot")
    return str(target)


def do_attack(game: Game, fid: str) -> SubFlow[None]:
    target = yield from _target(game, fid, "attack", attack_targets(game.state, fid),
                                "only an enemy on a square next to it, never diagonally")
    yield from combat.attack(game, fid, target, ranged=False)


def do_shoot(game: Game, fid: str) -> SubFlow[None]:
    target = yield from _target(game, fid, "shoot", shoot_targets(game.state, fid),
                                "a shot needs an open line with at least one square between")
    spend_ammunition(game, fid)
    yield from combat.attack(game, fid, target, ranged=True)


def do_style(game: Game, fid: str) -> SubFlow[None]:
    figure = game.state.figures[fid]
    st = status(figure)
    options = [Option(s, s.capitalize(), s[0]) for s in STYLES if style_refusal(st.style, s) is None]
    style = yield choose(figure.side, "style", f"{figure.name} fights {st.style}: change to?", options,
                         why_not=lambda v: style_refusal(st.style, v), figure=fid)
    game.emit("style", f"{figure.name} changes from the {st.style} to the {style} style.", figure=fid,
              old=st.style, new=style)
    st.style = str(style)


def _do_power(kind: str) -> Callable[[Game, str], SubFlow[None]]:
    def perform(game: Game, fid: str) -> SubFlow[None]:
        state = game.state
        figure = state.figures[fid]
        owned = powers.powers_of(figure, kind)
        refused = {p.id: powers.power_refusal(state, fid, p) for p in owned}
        options = [Option(p.id, p.name + (f" ({p.mana} mana)" if p.mana else "")) for p in owned
                   if refused[p.id] is None]
        pid = yield choose(figure.side, "ability", f"{figure.name}: which {kind}?", options,
                           why_not=lambda v: refused.get(str(v)), figure=fid, action=kind)
        power = library().powers[str(pid)]
        aimed = yield from powers.aim(game, fid, power.effect, power.name)
        st = status(figure)
        st.uses[power.id] = st.uses.get(power.id, 0) + 1
        st.mana -= power.mana
        game.emit("power", f"{figure.name} uses the {kind} {power.name}" +
                  (f" ({power.mana} mana, {st.mana} left)." if power.mana else "."), figure=fid, power=power.id)
        powers.carry_out(game, fid, power.effect, power.name, aimed)
    return perform


def do_use(game: Game, fid: str) -> SubFlow[None]:
    st = status(game.state.figures[fid])
    item = library().items[st.hand]
    assert item.effect is not None
    aimed = yield from powers.aim(game, fid, item.effect, item.name)
    game.emit("use", f"{game.state.figures[fid].name} uses the {item.name}.", figure=fid, item=item.id)
    if item.consumed:
        st.hand = ""
    powers.carry_out(game, fid, item.effect, item.name, aimed)


def _pick(game: Game, fid: str, things: list[str], prompt: str, action: str) -> SubFlow[str]:
    figure = game.state.figures[fid]
    thing = yield choose(figure.side, "item", f"{figure.name}: {prompt}",
                         [Option(t, _worth(game.state, fid, t)) for t in things], figure=fid, action=action)
    return str(thing)


def _worth(state: GameState, fid: str, thing: str) -> str:
    """A thing as a choice of it says it: a weapon with its bonus and ammunition, armour with its defence against
    the armour worn ("Shield" alone hid that it would take the place of Chain mail +4 with +3)."""
    lib, st = library(), status(state.figures[fid])
    name = lib.thing_name(thing)
    weapon, item = lib.weapons.get(thing), lib.items.get(thing)
    if weapon is not None:
        ammo = f", {st.ammunition.get(weapon.ammo, 0)} {weapon.ammo}" if weapon.ammo else ""
        return f"{name} (attack {signed(weapon.attack)}{'' if weapon.melee else ' to shots'}{ammo})"
    if item is not None and item.type == "armour":
        worn = lib.items.get(st.armour)
        instead = f", for {worn.name} {signed(worn.defence)}" if worn is not None else ""
        return f"{name} (defence {signed(item.defence)}{instead})"
    return name


def do_take_out(game: Game, fid: str) -> SubFlow[None]:
    return _into_use(game, fid, "hand", "item", "which item into the hand?", "take_out", "takes the {} into the hand")


def do_armour(game: Game, fid: str) -> SubFlow[None]:
    return _into_use(game, fid, "armour", "armour", "which armour to put on?", "armour", "puts on the {}")


def _into_use(game: Game, fid: str, slot: str, kind: str, prompt: str, action: str, words: str) -> SubFlow[None]:
    """A thing of ``kind`` from the backpack into ``slot`` (the hand, the armour); what was there goes back in."""
    st = status(game.state.figures[fid])
    thing = yield from _pick(game, fid, _pack(game.state, fid, kind), prompt, action)
    st.backpack.remove(thing)
    if getattr(st, slot):
        st.backpack.append(getattr(st, slot))
    setattr(st, slot, thing)
    game.emit(action, f"{game.state.figures[fid].name} {words.format(library().thing_name(thing))}.", figure=fid,
              item=thing)


def do_switch(game: Game, fid: str) -> SubFlow[None]:
    st = status(game.state.figures[fid])
    weapon = yield from _pick(game, fid, _pack(game.state, fid, "weapon"), "which weapon to take up?", "switch")
    st.backpack.remove(weapon)
    old = library().weapons.get(st.weapon)
    if old is not None and not old.natural:
        st.backpack.append(old.id)
    st.weapon = weapon
    game.emit("switch", f"{game.state.figures[fid].name} takes up the {library().thing_name(weapon)}.", figure=fid,
              item=weapon)


def do_drop(game: Game, fid: str) -> SubFlow[None]:
    st = status(game.state.figures[fid])
    thing = yield from _pick(game, fid, droppable(game.state, fid), "drop what?", "drop")
    if st.hand == thing:
        st.hand = ""
    elif st.weapon == thing:
        st.weapon = ""
    else:
        st.backpack.remove(thing)
    game.emit("drop", f"{game.state.figures[fid].name} drops the {library().thing_name(thing)}.", figure=fid,
              item=thing)


def do_search(game: Game, fid: str) -> SubFlow[None]:
    state = game.state
    figure = state.figures[fid]
    body_id = yield from _target(game, fid, "search", fallen_near(state, fid),
                                 "only a fallen hero or enemy on or next to its square")
    body, st = status(state.figures[body_id]), status(figure)
    lib = library()
    found = [t for t in (body.hand, body.weapon) if t and not (t in lib.weapons and lib.weapons[t].natural)]
    found += body.backpack
    body.hand, body.backpack, body.searched = "", [], True
    if body.weapon in found:
        body.weapon = ""
    st.backpack += found
    for ammo, count in body.ammunition.items():
        st.ammunition[ammo] = st.ammunition.get(ammo, 0) + count
    ammo_found = {a: n for a, n in body.ammunition.items() if n}
    body.ammunition = {}
    words = ", ".join([lib.thing_name(t) for t in found] + [f"{n} {a}" for a, n in ammo_found.items()])
    game.emit("search", f"{figure.name} searches {state.figures[body_id].name}: {words or 'nothing'}.",
              figure=fid, body=body_id, found=found, ammunition=ammo_found)


#: Seed rule 4: a character playing dead is undiscovered if 1d100 + this is at most its Charisma.
PLAY_DEAD_BONUS = 25


def fooled(roll: int, charisma: int) -> bool:
    """Whether a d100 ``roll`` plays dead well enough for a character of ``charisma``."""
    return roll + PLAY_DEAD_BONUS <= charisma


def do_play_dead(game: Game, fid: str) -> SubFlow[None]:
    figure = game.state.figures[fid]
    roll = combat.roll_d(game, 100)
    charisma = int(figure.stats["charisma"])
    undiscovered = fooled(roll, charisma)
    status(figure).playing_dead = undiscovered
    game.emit("play_dead", f"{figure.name} plays dead: d100 {roll} + {PLAY_DEAD_BONUS} = {roll + PLAY_DEAD_BONUS} "
              f"{'≤' if undiscovered else '>'} Charisma {charisma}: "
              f"{'the enemies are fooled' if undiscovered else 'the enemies see through it'}.",
              figure=fid, roll=roll, charisma=charisma, undiscovered=undiscovered, **combat.thrown(([roll], 100)))
    return
    yield


def do_take_handed(game: Game, fid: str) -> SubFlow[None]:
    state = game.state
    figure = state.figures[fid]

    def holding(giver: str) -> str:  # which item each friend holds, on its button
        return f"{state.figures[giver].name}'s {library().thing_name(status(state.figures[giver]).hand)}"

    giver_id = yield from _target(game, fid, "take_handed", givers(state, fid),
                                  "only from the hand of a friend next to it", holding)
    giver = state.figures[giver_id]
    item = status(giver).hand
    if giver.side != figure.side:
        agreed = yield choose(giver.side, "give", f"{giver.name}: hand the {library().thing_name(item)} to "
                              f"{figure.name}?", [Option(True, "Hand it over", "y"), Option(False, "Keep it", "n")],
                              figure=giver_id, taker=fid)
        if not agreed:
            game.emit("give", f"{giver.name} keeps the {library().thing_name(item)}.", figure=giver_id)
            return
    st = status(figure)
    if st.hand:
        st.backpack.append(st.hand)
    st.hand, status(giver).hand = item, ""
    game.emit("give", f"{figure.name} takes the {library().thing_name(item)} from {giver.name}'s hand.",
              figure=fid, giver=giver_id, item=item)


def do_guard(game: Game, fid: str) -> SubFlow[None]:
    figure = game.state.figures[fid]
    game.emit("guard", f"{figure.name} guards.", figure=fid)
    return
    yield


def do_flee(game: Game, fid: str) -> SubFlow[None]:
    combat.leave(game, fid, FLED, "by the exit")
    return
    yield


PERFORM: dict[str, Callable[[Game, str], SubFlow[None]]] = {
    "move": do_move, "attack": do_attack, "shoot": do_shoot, "style": do_style, "skill": _do_power("skill"),
    "prayer": _do_power("prayer"), "use": do_use, "take_out": do_take_out, "armour": do_armour,
    "spell": _do_power("spell"), "search": do_search, "switch": do_switch, "drop": do_drop,
    "play_dead": do_play_dead, "take_handed": do_take_handed, "guard": do_guard, "flee": do_flee,
}
