"""The round (RULES.md decisions, seed facts): declare slowest first, change for −5 Initiative, roll Initiative and
the attack moments, give attacks up in Defensywa, push through, move and charge, then attack from the highest
moment down.

Dice, in the order they are rolled (drills force them in this order):
1. Initiative, for each fighter in declaration order: k10 Initiative, k10 delay, then the action's extra die
   (Selektywny Atak: the tier's die; Utrzymanie na dystans: k4).
2. Roztrącenie, in Initiative order: the k20 test.
3. Attacks, from the highest moment down: a repeated Cios zabójcy first has the opponent's k20 Refleks test; then
   the k20 attack test and, on a hit or a self-hit, the wound die; Wyłuskanie instead rolls its k20 test, the
   opponent's k20 Refleks test and the k4 metres the weapon flies.
"""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING, Any

from game.board.geometry import direction, distance
from game.board.movement import plan_move
from game.board.paths import paths_to
from game.board.table import Base
from game.board.terrain import Kind
from game.rules.decisions import Decision, Deferred, Option, check_path, choose
from game.rules.events import of_roll
from game.rules.manoeuvres import attack as attacks
from game.rules.manoeuvres.actions import (
    NAMES,
    label,
    options,
    pairs_in_contact,
    problem,
    refusals,
    special_name,
)
from game.rules.manoeuvres.data import armoury
from game.rules.manoeuvres.fighters import armed, atak, declaration, men_at_arms, raging, weapon
from game.rules.manoeuvres.measure import (
    GOING,
    charge_end,
    charge_problem,
    foes_in_contact,
    landing,
    metres_per_inch,
    shot_problem,
)
from game.rules.manoeuvres.mods import Sum
from game.rules.manoeuvres.record import Attack, record, status
from game.rules.manoeuvres.timing import Die, attack_count, delay_terms, initiative_terms, special_delay
from game.rules.ruleset import Flow, SubFlow
from game.rules.state import GameState, Result
from game.words import counted, moved, number, signed

if TYPE_CHECKING:
    from game.rules.game import Game

DEFAULT_ROUNDS = 12


def play(game: Game) -> Flow:
    """The rounds from where the state stands: before each declaration is a checkpoint, so a round whose
    declarations have begun (``record.phase`` "declare") goes on with the fighters yet to declare."""
    state = game.state
    limit = state.turn_limit or DEFAULT_ROUNDS
    while True:
        if record(state).phase != "declare":
            state.round += 1
            state.turn = state.round
            begin(game)
        yield from declarations(game)
        yield from changes(game)
        roll_initiative(game)
        yield from give_ups(game)
        order_attacks(game)
        leaving = yield from before_attacks(game)
        engage(state)
        resolve_attacks(game)
        yield from disengage(game, leaving)
        end(game)
        result = decided(state)
        if result:
            return result
        if state.round >= limit:
            return on_wounds(state)


def order(state: GameState) -> list[str]:
    """Declaration order: the slowest (lowest Inicjatywa) first; equal ones in scenario order."""
    alive = [f.id for f in state.alive()]
    return sorted(alive, key=lambda f: (int(state.figures[f].stats["inicjatywa"]), alive.index(f)))


def begin(game: Game) -> None:
    state, rec = game.state, record(game.state)
    rec.declared, rec.changes, rec.given_up, rec.blocked, rec.stalled = {}, {}, {}, set(), set()
    rec.engaged[state.round] = pairs_in_contact(state)
    game.emit("round", f"Round {state.round} begins.", round=state.round)  # before what "this round" names
    for fig in state.alive():
        st = status(fig)
        st.exposed, st.exposed_next = st.exposed_next, False
        if st.exposed:
            game.emit("exposed", f"{fig.name} is exposed this round: no weapon Obrona.", figure=fig.id)


def engage(state: GameState) -> None:
    """The pairs a round's fight draws in: in base contact as it began, and as its blows come, after the charges
    and moves (a charge in the first round makes the next the fight's second, for Cios zabójcy)."""
    pairs = record(state).engaged.setdefault(state.round, [])
    pairs += [pair for pair in pairs_in_contact(state) if pair not in pairs]


def declarations(game: Game) -> SubFlow[None]:
    state, rec = game.state, record(game.state)
    rec.phase = "declare"
    for fid in order(state):
        if fid not in rec.declared:  # a flow resumed from a checkpoint: those before it have declared
            game.checkpoint()
            yield from declare(game, fid, changing=False)


def declare(game: Game, fid: str, changing: bool) -> SubFlow[None]:
    state, rec = game.state, record(game.state)
    fig = state.figures[fid]
    earlier = "; ".join(f"{state.figures[o].name}: {label(state, d)}" for o, d in rec.declared.items() if o != fid)
    verb = "change the declaration (−5 Initiative)" if changing else "declare a battle action"
    prompt = f"{fig.name}: {verb}" + (f" — declared so far: {earlier}" if earlier else "")
    current = rec.declared.get(fid) if changing else None  # the same again would cost 5 Initiative for nothing

    def why_not(answer: Any) -> str | None:
        return "it is the declaration already: keep the declarations" if answer == current else problem(
            state, fid, answer)

    answer = yield choose(fig.side, "declare", prompt, [o for o in options(state, fid) if o.value != current],
                          why_not=why_not, figure=fid,
                          declared={o: dict(d) for o, d in rec.declared.items()},
                          unavailable=Deferred(partial(refusals, state, fid)))
    rec.declared[fid] = dict(answer)
    if changing:
        rec.changes[fid] = rec.changes.get(fid, 0) + 1
    game.emit("declare", f"{fig.name} {'changes to' if changing else 'declares'} {label(state, answer)}.",
              figure=fid, declaration=dict(answer), change=changing)


def changes(game: Game) -> SubFlow[None]:
    """Each side in turn may change its fighters' declarations, each change −5 Initiative, until it keeps them; a
    change asks the sides that kept again (the seed's change comes "before any attack": a side asked first kept,
    and the next side's change went unanswered)."""
    state, rec = game.state, record(game.state)
    rec.phase = "change"
    cost = armoury().rules.change_cost
    asked = [side for side in state.sides if state.alive(side.id)]
    kept: set[str] = set()
    changer: str | None = None  # the side whose change the others are asked again about
    while len(kept) < len(asked):
        for side in asked:
            if side.id in kept:
                continue
            since = f" ({state.side(changer).name} changed since)" if changer not in (None, side.id) else ""
            changed = False
            while True:
                opts = [Option("keep", "Keep the declarations", "k")]
                opts += [Option(f.id, f"Change {f.name}'s declaration (−{cost} Initiative)")
                         for f in state.alive(side.id)]
                answer = yield choose(side.id, "change", f"{side.name}: keep the declarations or change one?{since}",
                                      opts)
                if answer == "keep":
                    break
                changed = True
                yield from declare(game, answer, changing=True)
            kept = {side.id} if changed else kept | {side.id}
            changer = side.id if changed else changer


def roll_initiative(game: Game) -> None:
    state, rec = game.state, record(game.state)
    rec.phase = "initiative"
    r = armoury().rules
    n = r.actions
    rec.initiative, rec.steps, rec.attacks = {}, {}, []  # the last round's stay until now, for facts and the window
    for fid in list(rec.declared):
        fig = state.figures[fid]
        decl = rec.declared[fid]
        act = decl["action"]
        if act == "wscieklosc":
            status(fig).rage_left = n["wscieklosc"]["rounds"]
            game.emit("rage", f"{fig.name} flies into Wściekłość for {n['wscieklosc']['rounds']} rounds.", figure=fid)
        thrown: list[tuple[int, int]] = []
        roll = _die(game, r.initiative_die, thrown)
        init = Sum("Initiative", int(fig.stats["inicjatywa"]), "Inicjatywa").plus(f"k{r.initiative_die}", roll)
        for name, value in initiative_terms(state, fid, decl):
            init = init.plus(name, value)
        step = delay_step(game, fid, thrown)
        rec.initiative[fid] = init.total
        rec.steps[fid] = step.total
        game.emit("initiative", f"{fig.name}: {init.text()}; {step.text()}.", figure=fid,
                  initiative=init.as_json(), delay=step.as_json(), dice=[v for v, _ in thrown],
                  sides=[faces for _, faces in thrown])


def _die(game: Game, sides: int, thrown: list[tuple[int, int]]) -> int:
    """A die rolled and kept in ``thrown`` with its faces, for the window's dice tray."""
    value = game.rng.die(sides)
    thrown.append((value, sides))
    return value


def delay_step(game: Game, fid: str, thrown: list[tuple[int, int]]) -> Sum:
    """The delay between a fighter's attacks: weapon delay (doubled by Młynek) + k10 + the action's extra die
    (each die kept in ``thrown``)."""
    held = weapon(game.state.figures[fid])
    step = Sum("delay", held.delay, held.name)
    for term in delay_terms(game.state, fid, declaration(game.state, fid)):
        step = step.plus(term.label, _die(game, term.sides, thrown)) if isinstance(term, Die) else step.plus(*term)
    return step


def give_ups(game: Game) -> SubFlow[None]:
    """Defensywa: after the Initiative rolls, give up the first attacks for +1 Obrona each."""
    state, rec = game.state, record(game.state)
    each = armoury().rules.act("defensywa", "give_up_obrona")
    for fid, decl in list(rec.declared.items()):
        count = attack_count(state, fid, decl)
        if decl["action"] != "defensywa" or count == 0:
            continue
        fig = state.figures[fid]
        opts = [Option(k, f"Give up {k} attack{'s' if k != 1 else ''} (Obrona +{k * each})" if k else
                       "Keep every attack", str(k)) for k in range(count + 1)]
        given = yield choose(fig.side, "give_up", f"{fig.name} (Defensywa): give up the first attacks for Obrona?",
                             opts, figure=fid, moments=moments(state, fid))
        rec.given_up[fid] = given
        if given:
            game.emit("give_up", f"{fig.name} gives up its first {given} attack{'s' if given != 1 else ''}: "
                      f"Obrona +{given * each}.", figure=fid, count=given)


def moments(state: GameState, fid: str) -> list[int]:
    """The moment of each attack: Initiative − step for the first, that much lower again for each further one."""
    rec = record(state)
    count = attack_count(state, fid, declaration(state, fid))
    return [rec.initiative[fid] - rec.steps[fid] * (i + 1) for i in range(count)]


def order_attacks(game: Game) -> None:
    """Every attack of the round with its moment, highest first; given-up ones and moments below 0 are lost.
    Bare hands against a weapon always attack last."""
    state, rec = game.state, record(game.state)
    found: list[Attack] = []
    for fid in rec.declared:
        given = rec.given_up.get(fid, 0)
        specials, extra = special_delay(declaration(state, fid))
        for i, moment in enumerate(moments(state, fid)):
            item = Attack(fid, i, moment)
            if i < given:
                item.lost = "given up for Obrona"
            elif i == given and specials:
                item.special = "+".join(specials)
                item.delay = extra.total
                item.moment -= extra.total
            elif declaration(state, fid)["action"] == "wyluskanie":
                item.lost = "Wyłuskanie: the other attacks are lost"
            if not item.lost and item.moment < 0:
                item.lost = f"moment {number(item.moment)} is below 0"
            found.append(item)
    position = list(rec.declared)
    for item in found:
        item.last = _last(state, item.figure)
    found.sort(key=lambda a: (a.last, -a.moment, -rec.initiative[a.figure], position.index(a.figure), a.index))
    rec.attacks = found
    track = ", ".join(f"{state.figures[a.figure].name} {number(a.moment)}"
                      + (f" ({a.lost})" if a.lost else f" ({delayed(a)})" if a.delay else "") for a in found)
    game.emit("moments", f"Attack moments: {track or 'no attacks this round'}.",
              attacks=[{"figure": a.figure, "index": a.index, "moment": a.moment, "special": a.special,
                        "lost": a.lost, "delay": a.delay} for a in found])


def delayed(item: Attack) -> str:
    """A one-attack action's extra delay, as its attack's moment is told: "Potężne uderzenie −10"."""
    return f"{special_name(item.special)} {signed(-item.delay)}"


def _last(state: GameState, fid: str) -> bool:
    target = declaration(state, fid).get("target")
    return bool(target) and not armed(state.figures[fid]) and armed(state.figures[str(target)])


def before_attacks(game: Game) -> SubFlow[list[str]]:
    """Pushes through, charges, moves and pick-ups, from the highest Initiative down. A fighter in base contact
    with an enemy that declared a move leaves only after the round's attacks (returned, to move then): it cannot
    slip away before the blows it stood in."""
    state, rec = game.state, record(game.state)
    rec.phase = "moves"
    leaving: list[str] = []
    for fid in sorted(rec.declared, key=lambda f: -rec.initiative[f]):
        fig = state.figures[fid]
        if fig.eliminated:
            continue
        decl = rec.declared[fid]
        act = decl["action"]
        if act == "roztracenie":
            push_through(game, fid)
        elif act == "szarza":
            charge(game, fid, decl["target"])
        elif act == "podnies":
            weapon_id, _x, _y = rec.dropped.pop(fid)
            status(fig).weapon = weapon_id
            game.emit("pick_up", f"{fig.name} picks up the {armoury().weapons[weapon_id].name}.", figure=fid)
        elif act == "ruch" and foes_in_contact(state, fid):
            leaving.append(fid)
        elif act == "ruch":
            path = yield path_decision(game, fid)
            move_along(game, fid, path)
    return leaving


def disengage(game: Game, leaving: list[str]) -> SubFlow[None]:
    """The moves of the fighters that were in base contact, once the attacks are over."""
    state = game.state
    record(state).phase = "moves"
    for fid in leaving:
        if not state.figures[fid].eliminated and decided(state) is None:
            path = yield path_decision(game, fid)
            move_along(game, fid, path)


def charge(game: Game, fid: str, target: str) -> None:
    state = game.state
    fig = state.figures[fid]
    if state.figures[target].eliminated:
        game.emit("charge", f"{fig.name}'s charge has no target left.", figure=fid)
        return
    reason = charge_problem(state, fid, target)
    if reason:  # no run, no impetus: its blows this round go without the +1KLO (its Obrona stays lowered)
        record(state).stalled.add(fid)
        game.emit("charge", f"{fig.name} cannot charge any more: {reason}; no run, so no impetus (+1KLO) for the "
                  "blows this round.", figure=fid)
        return
    start = state.table.bases[fid].pos
    end = charge_end(state, fid, target)
    state.table.place(fid, end, direction(start, end))
    metres = distance(start, end) * metres_per_inch(state)
    game.emit("charge", f"{fig.name} charges {metres:.1f} m into base contact with {state.figures[target].name}.",
              figure=fid, target=target, path=[list(start), list(end)])


def allowance(state: GameState, fid: str) -> float:
    """How far a fighter moves in a round, in inches (its speed in metres at the map's scale)."""
    return float(state.figures[fid].stats["speed_m"]) / metres_per_inch(state)


def path_decision(game: Game, fid: str) -> Decision:
    state = game.state
    fig = state.figures[fid]
    reach = allowance(state, fid)
    return Decision(
        fig.side, "path", f"{fig.name}: move where? (up to {fig.stats['speed_m']:g} m, {reach:g}\")",
        check=check_path, preview=lambda answer: plan_move(state.table, fid, [tuple(p) for p in answer], reach,
                                                           going=GOING),
        suggest=lambda: move_candidates(state, fid), context={"figure": fid, "allowance": reach, "action": "ruch"},
    )


def move_candidates(state: GameState, fid: str) -> list[Any]:
    """Staying put, towards each enemy (to base contact if it can), towards the own dropped weapon, and eight
    directions at full speed; a spot that terrain hides from the straight line (behind a hedge, across a
    building) by the shortest route round it, which the move follows as far as the allowance lasts."""
    table = state.table
    base = table.bases[fid]
    reach = allowance(state, fid)
    found: list[Any] = [[[round(base.x, 2), round(base.y, 2)]]]
    goals = [table.bases[f.id] for f in state.enemies_of(fid)]
    for other in goals:
        far = distance(base.pos, other.pos)
        keep = base.radius + other.radius + 0.005
        if far > keep:
            t = (far - keep) / far
            found.append([[round(base.x + (other.x - base.x) * t, 3), round(base.y + (other.y - base.y) * t, 3)]])
        for k in range(8):  # base contact from all round, and round a friend in the way
            angle = math.pi * k / 4
            spot = [round(other.x + keep * math.cos(angle), 3), round(other.y + keep * math.sin(angle), 3)]
            found.append([spot])
            side = [round((base.x + spot[0]) / 2 + keep * 1.5 * math.sin(angle), 3),
                    round((base.y + spot[1]) / 2 - keep * 1.5 * math.cos(angle), 3)]
            found.append([side, spot])
    dropped = record(state).dropped.get(fid)
    if dropped:
        found.append([[round(dropped[1], 2), round(dropped[2], 2)]])
    for k in range(8):
        angle = math.pi * k / 4
        x = min(max(base.x + reach * math.cos(angle), base.radius), table.map.width - base.radius)
        y = min(max(base.y + reach * math.sin(angle), base.radius), table.map.height - base.radius)
        found.append([[round(x, 2), round(y, 2)]])
    single = [k for k, path in enumerate(found) if k and len(path) == 1]
    for k, path in zip(single, paths_to(table, fid, [tuple(found[k][0]) for k in single], GOING, reach), strict=True):
        found[k] = path
    return found


def move_along(game: Game, fid: str, path: Any) -> None:
    state = game.state
    done = plan_move(state.table, fid, [tuple(p) for p in path], allowance(state, fid), going=GOING)
    facing = direction(done.path[-2], done.end) if len(done.path) > 1 and done.length > 0 else None
    state.table.place(fid, done.end, facing)
    metres = done.length * metres_per_inch(state)
    stop = f" (stopped: {done.stopped})" if done.stopped else ""
    went = moved("moves", metres, " m", done.end)
    game.emit("move", f"{state.figures[fid].name} {went}{stop}.", figure=fid, path=[list(p) for p in done.path])


def push_through(game: Game, fid: str) -> None:
    """Roztrącenie: a k20 test of Atak + (own Atak − the group's highest Atak) − 2 per extra person."""
    state, rec = game.state, record(game.state)
    fig = state.figures[fid]
    group = foes_in_contact(state, fid)
    if not group:
        game.emit("push", f"{fig.name} has no one left to push through.", figure=fid)
        return
    value = push_value(state, fid, group)
    roll = game.rng.die(armoury().rules.reflex_die)
    passed = test_passes(roll, value.total)
    names = ", ".join(state.figures[g].name for g in group)
    told = game.emit("push", f"{fig.name} pushes through {names}: k20 {roll} against {value.text()} — "
                     f"{'through' if passed else 'the way stays blocked'}.", figure=fid, roll=roll, dice=[roll],
                     sides=[armoury().rules.reflex_die], value=value.as_json(), passed=passed, group=group)
    if not passed:
        return
    rec.blocked.update(group)
    spot = _beyond(state, fid, group[0])
    if spot is not None:
        state.table.place(fid, spot, direction(state.table.bases[fid].pos, spot))
        game.emit("move", f"{fig.name} comes out at ({spot[0]:.1f}, {spot[1]:.1f}); {names} make no attacks this "
                  "round.", figure=fid, **of_roll(told.seq))


def push_value(state: GameState, fid: str, group: list[str]) -> Sum:
    own = atak(state.figures[fid])
    best = max(atak(state.figures[g]).total for g in group)
    value = Sum("Roztrącenie test", own.total, "Atak").plus(f"(own Atak {own.total} − group's highest {best})",
                                                             own.total - best)
    return value.plus(f"{len(group) - 1} more in the group",
                      (len(group) - 1) * armoury().rules.act("roztracenie", "per_extra_person"))


def _beyond(state: GameState, fid: str, foe: str) -> tuple[float, float] | None:
    """Where a fighter that pushed through stands: just past the opponent, straight on or a little aside, on
    the crags it stood on (none, or a crag's top: no way through goes up or down a cliff)."""
    table = state.table
    me, other = table.bases[fid], table.bases[foe]
    heading = math.atan2(other.y - me.y, other.x - me.x)
    ring = me.radius + other.radius + 0.05
    level = table.pieces_at(me.pos, (Kind.STEEP,))
    for turn in (0, 0.5, -0.5, 1.0, -1.0):
        x, y = other.x + ring * math.cos(heading + turn), other.y + ring * math.sin(heading + turn)
        probe = Base(fid, x, y, me.facing, me.diameter, me.front_arc)
        if not table.problems_at(probe) and table.pieces_at((x, y), (Kind.STEEP,)) == level:
            return x, y
    return None


def test_passes(roll: int, value: int) -> bool:
    """A k20 test: at or under the value; 1 always passes, 20 always fails."""
    r = armoury().rules
    return roll != r.always_misses and (roll == r.always_hits or roll <= value)


#: Why an attack did not come: its fighter fell at an earlier moment, or the fight was decided before it.
FELL, OVER = "fell before its moment", "the fight was over"


def resolve_attacks(game: Game) -> None:
    state, rec = game.state, record(game.state)
    rec.phase = "attacks"
    for at, item in enumerate(rec.attacks):
        fig = state.figures[item.figure]
        if item.lost:
            continue
        if fig.eliminated:
            item.lost = FELL  # said in the round's box: a fallen knight's moments read as blows still to come
            continue
        if item.figure in rec.blocked:
            game.emit("attack_lost", f"{fig.name}'s attack is lost: the opponent pushed through.", figure=fig.id)
            continue
        target = pick_target(state, item.figure)
        if target is None:
            game.emit("attack_lost", f"{fig.name}'s attack at moment {item.moment} finds no one to strike.",
                      figure=fig.id)
            continue
        specials = tuple(item.special.split("+")) if item.special else ()
        if "wyluskanie" in specials:
            if disarm(game, item.figure, target):
                bare_handed(game, target, at)
        elif "podwojne" in specials:
            second = declaration(state, item.figure).get("second")
            hit = strike(game, item, target, specials)
            if second and second != target and not state.figures[second].eliminated \
                    and state.table.in_contact(item.figure, second):  # the first blow went to the second: one blow
                if hit:
                    strike(game, item, second, specials, second=True)
                else:
                    game.emit("attack", f"Podwójne uderzenie: the first blow missed, so "
                              f"{state.figures[second].name} escapes the second.", figure=fig.id, target=second)
        else:
            strike(game, item, target, specials)
        if decided(state):
            for rest in rec.attacks[at + 1:]:
                if not rest.lost:
                    rest.lost = FELL if state.figures[rest.figure].eliminated else OVER
            return


def bare_handed(game: Game, fid: str, at: int) -> None:
    """Disarmed in the round (after the attack at ``at``), a fighter against a weapon fights as bare hands do
    from then on: one attack, made last in the round; its other attacks still to come are lost."""
    state, rec = game.state, record(game.state)
    ahead = [a for a in rec.attacks[at + 1:] if a.figure == fid and not a.lost]
    if not ahead or not _last(state, fid):
        return
    kept, *rest = ahead
    for item in rest:
        item.lost = "disarmed: bare hands make one attack"
    rec.attacks.remove(kept)
    rec.attacks.append(kept)
    kept.last = True
    fig = state.figures[fid]
    game.emit("attack_lost", f"{fig.name}, disarmed, has one attack left, made last in the round"
              + (f"; {counted(len(rest), 'other attack')} lost." if rest else "."), figure=fid)


def pick_target(state: GameState, fid: str) -> str | None:
    """The declared target if it can still be attacked; else (hand to hand) another enemy in base contact."""
    fig = state.figures[fid]
    target = declaration(state, fid).get("target")
    held = weapon(fig)
    if target and not state.figures[target].eliminated:
        if held.ranged and shot_problem(state, fid, target, held.range_m) is None:
            return target
        if not held.ranged and state.table.in_contact(fid, target):
            return target
    if held.ranged:
        return None
    contact = foes_in_contact(state, fid)
    return contact[0] if contact else None


def strike(game: Game, item: Attack, target: str, specials: tuple[str, ...], second: bool = False) -> bool:
    """One attack roll and its wounds; returns whether it hit."""
    state = game.state
    fig, foe = state.figures[item.figure], state.figures[target]
    r = armoury().rules
    if "cios_zabojcy" in specials and target in status(fig).struck:
        bonus = r.act("cios_zabojcy", "men_at_arms_reflex") if men_at_arms(foe) else 0
        value = Sum("Refleks", int(foe.stats["refleks"]), "Refleks").plus("men-at-arms", bonus)
        roll = game.rng.die(r.reflex_die)
        if test_passes(roll, value.total):
            status(fig).exposed_next = True
            game.emit("reflex", f"{foe.name} knows the assassin's strike: k20 {roll} against {value.text()} — "
                      f"defended; {fig.name} is exposed next round.", figure=target, roll=roll, passed=True,
                      dice=[roll], sides=[r.reflex_die])
            return False
        game.emit("reflex", f"{foe.name} tries to read the strike again: k20 {roll} against {value.text()} — "
                  "too slow.", figure=target, roll=roll, passed=False, dice=[roll], sides=[r.reflex_die])
    if "cios_zabojcy" in specials and target not in status(fig).struck:
        status(fig).struck.append(target)
    s = attacks.spec(state, item.figure, target, specials, second)
    roll = game.rng.die(20)
    hit_or_self = (s.self_risk and roll >= 21 - s.self_risk) or test_passes(roll, s.need)
    die = game.rng.die(s.die) if hit_or_self else 0
    found = attacks.outcome(s, roll, die)
    how = special_name(item.special) if item.special else ""
    if second:
        how = f"{how or NAMES['podwojne']}, second blow"
    verdict = _verdict(found, die, s)
    text = (f"{fig.name} attacks {foe.name} at moment {item.moment}{f' with {how}' if how else ''}: k20 {roll} — "
            f"{verdict}. "
            + " | ".join(s.lines()))
    told = game.emit("attack", text, figure=fig.id, target=target, moment=item.moment, roll=roll, die=die,
                     dice=[roll, die] if die else [roll], sides=[20, s.die] if die else [20],
                     special=item.special, second=second, hit=found.hit, critical=found.critical,
                     self_hit=found.self_hit, points=found.points, weak=found.weak, wound=found.klass,
                     breakdown=s.as_json())
    if found.self_hit:
        wound(game, item.figure, found.klass, told.seq)
    elif found.hit:
        wound(game, target, found.klass, told.seq)
    elif "potezne" in specials:
        status(fig).exposed_next = True
        game.emit("exposed", f"{fig.name}'s Potężne uderzenie failed: exposed next round, without the weapon's "
                  "Obrona.", figure=fig.id, **of_roll(told.seq))
    return found.hit


def _verdict(found: attacks.Outcome, die: int, s: attacks.Spec) -> str:
    if found.self_hit:
        return f"Młynek hits the attacker itself (k{s.die} {die}): {counted(found.points, 'point')}, {found.klass}"
    if not found.hit:
        return f"miss (needed {s.need} or less)"
    critical = "critical hit (+1KLO)" if found.critical else "hit"  # the one step the breakdown cannot list
    weak = ", a weak blow, halved" if found.weak else ""
    return f"{critical}; k{s.die} {die}: {counted(found.points, 'point')}{weak}: {found.klass}"


def wound(game: Game, fid: str, klass: str, roll: int) -> None:
    """A wound of ``klass`` from the attack roll told at ``roll`` (its seq); enough wounds and the fighter falls."""
    state = game.state
    fig = state.figures[fid]
    if klass == attacks.NO_WOUND or fig.eliminated:
        return
    st = status(fig)
    st.wounds.append(klass)
    st.weight += attacks.weight_of(klass)
    fall = armoury().rules.fall_at
    game.emit("wound", f"{fig.name} takes a {klass} wound ({st.weight}/{fall}).", figure=fid, wound=klass,
              weight=st.weight, **of_roll(roll))
    if st.weight >= fall:
        fig.eliminated = True
        state.table.remove(fid)
        record(state).dropped.pop(fid, None)
        game.emit("falls", f"{fig.name} falls.", figure=fid, **of_roll(roll))


def disarm(game: Game, fid: str, target: str) -> bool:
    """Wyłuskanie: a k20 test of Atak + (the opponent's Atak − own); then the opponent's k20 Refleks test; failing
    it, the weapon lands k4 metres away (True). A failed Wyłuskanie leaves the fighter exposed next round."""
    state, rec = game.state, record(game.state)
    fig, foe = state.figures[fid], state.figures[target]
    r = armoury().rules
    value = disarm_value(state, fid, target)
    roll = game.rng.die(r.reflex_die)
    if not test_passes(roll, value.total):
        status(fig).exposed_next = True
        game.emit("disarm", f"{fig.name} tries to knock {foe.name}'s weapon out: k20 {roll} against {value.text()} — "
                  f"fails; {fig.name} is exposed next round.", figure=fid, target=target, roll=roll, passed=False,
                  dice=[roll], sides=[r.reflex_die])
        return False
    reflex = int(foe.stats["refleks"])
    second = game.rng.die(r.reflex_die)
    if test_passes(second, reflex):
        game.emit("disarm", f"{fig.name}'s Wyłuskanie succeeds (k20 {roll} against {value.text()}), but {foe.name} "
                  f"keeps hold: Refleks k20 {second} against {reflex}.", figure=fid, target=target, roll=roll,
                  reflex=second, passed=True, dropped=False, dice=[roll, second], sides=[r.reflex_die] * 2)
        return False
    metres = game.rng.die(r.act("wyluskanie", "drop_die"))
    spot = landing(state, target, fid, metres)
    held = status(foe).weapon or ""
    status(foe).weapon = None
    rec.dropped[target] = (held, spot[0], spot[1])
    game.emit("disarm", f"{fig.name} knocks {foe.name}'s {armoury().weapons[held].name} away (k20 {roll} against "
              f"{value.text()}; Refleks k20 {second} against {reflex} fails): it lands {metres} m away.",
              figure=fid, target=target, roll=roll, reflex=second, passed=True, dropped=True, metres=metres,
              at=list(spot), dice=[roll, second, metres],
              sides=[r.reflex_die, r.reflex_die, r.act("wyluskanie", "drop_die")])
    return True


def disarm_value(state: GameState, fid: str, target: str) -> Sum:
    own = atak(state.figures[fid])
    theirs = atak(state.figures[target])
    return Sum("Wyłuskanie test", own.total, "Atak").plus(
        f"(opponent's Atak {theirs.total} − own {own.total})", theirs.total - own.total)


def end(game: Game) -> None:
    state, rec = game.state, record(game.state)
    used: dict[str, list[str]] = {}
    for fid, decl in rec.declared.items():
        fig = state.figures[fid]
        used[fid] = [decl["action"]] + (["wscieklosc"] if raging(fig) and decl["action"] != "wscieklosc" else [])
        st = status(fig)
        if st.rage_left:
            st.rage_left -= 1
            if st.rage_left == 0:
                st.rage_spent = True
                game.emit("rage", f"{fig.name}'s Wściekłość is over: Atak −2 until rest.", figure=fid)
    rec.history[state.round] = used
    rec.phase = ""


def decided(state: GameState) -> Result | None:
    left = state.sides_in_play()
    if len(left) > 1:
        return None
    scores = wound_scores(state)
    if not left:
        return Result(None, "no fighter is left standing", scores)
    return Result(left[0].id, "the other side has no fighter left standing", scores)


def wound_scores(state: GameState) -> dict[str, float]:
    """Each side's score: the wound weight it dealt (the weights its enemies took)."""
    taken = {s.id: sum(status(f).weight for f in state.figures.values() if f.side == s.id) for s in state.sides}
    return {s.id: float(sum(v for k, v in taken.items() if k != s.id)) for s in state.sides}


def on_wounds(state: GameState) -> Result:
    scores = wound_scores(state)
    best = max(scores.values())
    leaders = [s for s, v in scores.items() if v == best]
    if len(leaders) > 1:
        return Result.tie("the round limit, with equal wounds dealt", scores, leaders)
    return Result(leaders[0], "the round limit, with more wounds dealt", scores)
