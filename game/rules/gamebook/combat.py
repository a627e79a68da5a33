"""Resolution (seed rules 5 and 6): result = attack in the style + square bonus − defence, and the criticals.

The square bonus is a d10 added or taken away by the attacker's alignment and the colour of its square: good
+1d10 on white and −1d10 on black, evil the reverse, neutral by a d6 rolled once a round (1–3 +1d10, 4–6
−1d10). A positive result costs the target that much Endurance; above +25 the attacker rolls a d6 on its
critical-hit table, below −25 on its critical-miss table (heroes' and monsters' tables, ``criticals.yaml``).
Endurance 0 leaves a piece unconscious, below 0 dead: either way it falls where it stands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.decisions import Option, choose
from game.rules.events import of_roll
from game.rules.gamebook.data import library
from game.rules.gamebook.reach import attack_targets, shoot_targets, spend_ammunition
from game.rules.gamebook.record import DEAD, FIGHTING, FLED, SURRENDERED, UNCONSCIOUS, status
from game.rules.gamebook.squares import grid, occupied, square_of
from game.rules.ruleset import SubFlow
from game.words import number, signed

if TYPE_CHECKING:
    from game.rules.game import Game
    from game.rules.state import Figure, GameState

CRITICAL = 25


def attack_value(figure: Figure, style: str | None = None, shot: bool = False) -> int:
    """The attack in ``style`` (the piece's own by default), with the bonus of the weapon in hand where it serves:
    a shot's, or a blow's unless the weapon is only for shooting."""
    st = status(figure)
    weapon = library().weapons.get(st.weapon)
    serves = weapon is not None and (shot or weapon.melee)
    return int(figure.stats["attack"][style or st.style]) + (weapon.attack if weapon and serves else 0)


def defence_value(figure: Figure, style: str | None = None) -> int:
    st = status(figure)
    armour = library().items.get(st.armour)
    return int(figure.stats["defence"][style or st.style]) + (armour.defence if armour else 0)


def known_sign(state: GameState, figure: Figure) -> int | None:
    """+1 or −1: whether the square bonus adds or takes its d10 now; None for a neutral not rolled this round."""
    alignment = figure.stats["alignment"]
    if alignment == "neutral":
        return status(figure).neutral_sign.get(state.round)
    white = grid(state).colours[square_of(state, figure.id)] == "white"
    return 1 if white == (alignment == "good") else -1


def square_sign(game: Game, figure: Figure) -> int:
    """The sign of the square bonus, rolling a neutral's d6 the first time it is needed in a round."""
    state = game.state
    sign = known_sign(state, figure)
    if sign is None:
        (roll,) = game.rng.roll(1, 6)
        sign = 1 if roll <= 3 else -1
        status(figure).neutral_sign[state.round] = sign
        game.emit("neutral", f"{figure.name} is neutral: d6 {roll}, {'+' if sign > 0 else '−'}1d10 this round.",
                  figure=figure.id, roll=roll, sign=sign, **thrown(([roll], 6)))
    return sign


def band(result: int) -> str:
    if result > CRITICAL:
        return "critical hit"
    if result < -CRITICAL:
        return "critical miss"
    return "hit" if result > 0 else "miss"


# --- what happens to pieces --------------------------------------------------------------------------------
def harm(game: Game, target_id: str, amount: int, by: str | None, why: str, dice: Thrown | None = None,
         roll: int | None = None) -> None:
    """``target`` loses ``amount`` Endurance (dealt by ``by``, which it counts for XP); it may fall. ``dice``: the
    roll the amount came from, for the window's dice tray; ``roll``: the seq of the roll that dealt it otherwise
    (an attack's d10)."""
    state = game.state
    target = state.figures[target_id]
    st = status(target)
    if amount <= 0 or st.state == DEAD:
        return
    was = st.state
    st.endurance -= amount
    if by is not None and by != target_id:
        status(state.figures[by]).damage_dealt += amount
    told = game.emit("damage", f"{target.name} loses {amount} Endurance ({why}): {number(st.endurance)} left.",
                     figure=target_id, amount=amount, by=by, endurance=st.endurance, **thrown(dice), **of_roll(roll))
    link = of_roll(told.seq if dice else roll)
    if st.endurance < 0:
        st.state, st.playing_dead = DEAD, False
        target.eliminated = True
        game.emit("dead", f"{target.name} is dead (Endurance below 0).", figure=target_id, **link)
        if by is not None and by != target_id and status(state.figures[by]).colour != st.colour:
            status(state.figures[by]).kills.append(target_id)
    elif st.endurance == 0 and was == FIGHTING:
        st.state, st.playing_dead = UNCONSCIOUS, False
        target.eliminated = True
        game.emit("unconscious", f"{target.name} falls unconscious (Endurance 0).", figure=target_id, **link)


def heal(game: Game, target_id: str, amount: int, why: str, dice: Thrown | None = None) -> None:
    """``target`` gets up to ``amount`` Endurance back (``dice``: the roll it came from, as for :func:`harm`)."""
    target = game.state.figures[target_id]
    st = status(target)
    if st.state not in (FIGHTING, UNCONSCIOUS):
        return
    gained = max(0, min(amount, st.most - st.endurance))
    st.endurance += gained
    told = game.emit("heal", f"{target.name} gets {gained} Endurance back ({why}): {number(st.endurance)}.",
                     figure=target_id, amount=gained, endurance=st.endurance, **thrown(dice))
    if st.state == UNCONSCIOUS and st.endurance > 0:
        rise(game, target_id, told.seq if dice else None)


def rise(game: Game, target_id: str, roll: int | None = None, waiting: bool = False) -> None:
    """An unconscious piece with Endurance again comes round and fights on, unless a standing piece has stepped
    onto its square (the fallen block no square): then it lies there until the square is free, and comes round
    as a round begins (two standing pieces on one square, after first aid, broke the board). ``waiting``: it was
    told so already."""
    state = game.state
    target = state.figures[target_id]
    st = status(target)
    on_it = occupied(state).get(square_of(state, target_id))
    if on_it is not None:
        if not waiting:
            game.emit("lies", f"{target.name} cannot rise while {state.figures[on_it].name} stands on its square; "
                      "it comes round as a round begins with the square free.", figure=target_id, by=on_it)
        return
    st.state = FIGHTING
    target.eliminated = False
    game.emit("wakes", f"{target.name} comes round and fights on.", figure=target_id, **of_roll(roll))


def leave(game: Game, figure_id: str, how: str, why: str, roll: int | None = None) -> None:
    """The piece leaves the battle (flees or surrenders): off the map, out of the fight (``roll``: the seq of the
    roll that sent it, if one did)."""
    figure = game.state.figures[figure_id]
    st = status(figure)
    if st.state != FIGHTING:
        return
    st.state, st.playing_dead = how, False
    figure.eliminated = True
    game.state.table.remove(figure_id)
    word = "flees the battle" if how == FLED else "surrenders"
    game.emit(how, f"{figure.name} {word} ({why}).", figure=figure_id, reason=why, **of_roll(roll))


def roll_d(game: Game, sides: int) -> int:
    return game.rng.roll(1, sides)[0]


Thrown = tuple[list[int], int]  # the dice a roll showed, and their faces


def thrown(dice: Thrown | None) -> dict[str, Any]:
    """An event's data for the window's dice tray: the dice shown (``dice``) and each one's faces (``sides``)."""
    if dice is None:
        return {}
    shown, faces = dice
    return {"dice": shown, "sides": [faces] * len(shown)}


# --- an attack ---------------------------------------------------------------------------------------------
def attack(game: Game, attacker_id: str, target_id: str, ranged: bool) -> SubFlow[None]:
    """One attack, melee or a shot, with its critical effects (which may ask for another attack)."""
    state = game.state
    attacker, target = state.figures[attacker_id], state.figures[target_id]
    ast = status(attacker)
    style = "normal" if ranged else ast.style
    sign = square_sign(game, attacker)
    d10 = roll_d(game, 10)
    a, d = attack_value(attacker, style, ranged), defence_value(target)
    result = a + sign * d10 - d
    what = band(result)
    alignment = attacker.stats["alignment"]
    why = ("neutral: its d6 this round" if alignment == "neutral"  # the d6 chose the sign, not the square
           else f"{alignment} on {grid(state).colours[square_of(state, attacker_id)]}")
    told = game.emit("attack", f"{attacker.name} {'shoots at' if ranged else 'attacks'} {target.name}: attack "
                     f"{a} ({style}) {'+' if sign > 0 else '−'} d10 {d10} ({why}) "
                     f"− defence {d} = {signed(result)}: {what}.", figure=attacker_id, target=target_id, attack=a,
                     style=style, sign=sign, d10=d10, defence=d, result=result, band=what, ranged=ranged,
                     **thrown(([d10], 10)))
    if result > 0:
        harm(game, target_id, result, attacker_id, "the shot" if ranged else "the attack", roll=told.seq)
    if what.startswith("critical"):
        yield from critical(game, attacker_id, target_id, ranged, hit=what == "critical hit")


def critical(game: Game, attacker_id: str, target_id: str, ranged: bool, hit: bool) -> SubFlow[None]:
    state = game.state
    attacker, target = state.figures[attacker_id], state.figures[target_id]
    ast, tst = status(attacker), status(target)
    table = f"{'hero' if attacker.stats['kind'] == 'hero' else 'monster'}_{'hit' if hit else 'miss'}"
    roll = roll_d(game, 6)
    effect, words, seed = library().criticals[table][roll]
    told = game.emit("critical", f"Critical {'hit' if hit else 'miss'}: {attacker.name} rolls {roll} on the "
                     f"{table.replace('_', ' ')} table — {words} («{seed}»)", figure=attacker_id, table=table,
                     roll=roll, effect=effect, **thrown(([roll], 6)))
    link = of_roll(told.seq)
    if effect == "no_attack_this_round":
        tst.no_attack_round = state.round
        game.emit("effect", f"{target.name} may not attack this round.", figure=target_id, **link)
    elif effect == "attack_again":
        yield from again(game, attacker_id, ranged)
    elif effect == "extra_d10":
        extra = roll_d(game, 10)
        harm(game, target_id, extra, attacker_id, "the critical hit's extra 1d10", ([extra], 10))
    elif effect in ("gain_d20_xp", "lose_d20_xp"):
        xp = roll_d(game, 20)
        ast.bonus_xp += xp if effect == "gain_d20_xp" else -xp
        game.emit("xp", f"{attacker.name} {'gains' if effect == 'gain_d20_xp' else 'loses'} {xp} XP.",
                  figure=attacker_id, xp=xp if effect == "gain_d20_xp" else -xp, **thrown(([xp], 20)))
    elif effect == "target_flees":
        leave(game, target_id, FLED, "panic at a critical hit", told.seq)
    elif effect == "target_does_not_act":
        if tst.state == FIGHTING:
            tst.skip += 1
            game.emit("effect", f"{target.name} will not act in its next turn.", figure=target_id, **link)
    elif effect == "offer_surrender":
        yield from offer_surrender(game, attacker_id, target_id)
    elif effect == "weapon_breaks":
        weapon = library().weapons.get(ast.weapon)
        if weapon is not None and not weapon.natural:
            ast.weapon = ""
            game.emit("effect", f"{attacker.name}'s {weapon.name} breaks.", figure=attacker_id, weapon=weapon.id,
                      **link)
        else:
            game.emit("effect", f"{attacker.name} has no weapon to break.", figure=attacker_id, **link)
    elif effect == "miss_next_turn":
        ast.skip += 1
        game.emit("effect", f"{attacker.name} will miss its next turn.", figure=attacker_id, **link)
    elif effect == "hurt_self_d10":
        hurt = roll_d(game, 10)
        harm(game, attacker_id, hurt, None, "hurt itself at a critical miss", ([hurt], 10))
    elif effect == "flee":
        leave(game, attacker_id, FLED, "panic at a critical miss", told.seq)
    elif effect == "surrender":
        if attacker.stats["speaks"]:
            leave(game, attacker_id, SURRENDERED, "a critical miss: it gives itself up", told.seq)
        else:
            game.emit("effect", f"{attacker.name} cannot speak: nothing happens.", figure=attacker_id, **link)


def offer_surrender(game: Game, monster_id: str, hero_id: str) -> SubFlow[None]:
    state = game.state
    monster, hero = state.figures[monster_id], state.figures[hero_id]
    if not monster.stats["speaks"]:
        game.emit("effect", f"{monster.name} cannot speak: nothing happens.", figure=monster_id)
        return
    if not status(hero).fighting:
        return
    answer = yield choose(hero.side, "surrender", f"{monster.name} calls on {hero.name} to surrender",
                          [Option(True, f"{hero.name} surrenders", "y"), Option(False, "Fight on", "n")],
                          figure=hero_id, monster=monster_id)
    if answer:
        leave(game, hero_id, SURRENDERED, f"accepting {monster.name}'s offer")
    else:
        game.emit("effect", f"{hero.name} refuses to surrender.", figure=hero_id)


def again(game: Game, attacker_id: str, ranged: bool) -> SubFlow[None]:
    """A critical "attack again": another attack of the same kind at once, at any legal target."""
    state = game.state
    attacker = state.figures[attacker_id]
    if not status(attacker).fighting:
        return
    targets = shoot_targets(state, attacker_id) if ranged else attack_targets(state, attacker_id)
    if not targets:
        game.emit("effect", f"{attacker.name} has nobody left to attack again.", figure=attacker_id)
        return
    target = yield choose(attacker.side, "targets", f"{attacker.name}: attack again — choose a target",
                          [Option(t, state.figures[t].name) for t in targets], figure=attacker_id,
                          action="shoot" if ranged else "attack", confirm="Shoot again" if ranged else "Attack again",
                          aimed=ranged)
    if ranged:
        spend_ammunition(game, attacker_id)
    yield from attack(game, attacker_id, str(target), ranged)
