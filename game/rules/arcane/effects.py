"""The effects abilities are made of, each named after what it does: an ability's data lists them with their
numbers, and X is the value of the card that decided (the flipped card, or the declared or replacing card).
Effects may ask decisions (where syphoned energy goes), so each is a small flow.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.board.geometry import distance
from game.board.movement import move
from game.rules.arcane.characters import Effect
from game.rules.arcane.reach import within
from game.rules.arcane.record import status
from game.rules.arcane.wounds import heal, modified, wound
from game.rules.decisions import Option, choose
from game.rules.ruleset import SubFlow
from game.rules.state import Figure
from game.words import signed

if TYPE_CHECKING:
    from game.rules.game import Game


@dataclass(frozen=True)
class Use:
    """An effect's user and target (the opponent, in a melee's End Step), and the name it is logged under."""

    user: Figure
    target: Figure | None
    why: str

    def subject(self, effect: Effect) -> Figure | None:
        who = self.user if effect.to == "self" else self.target
        return who if who is not None and not who.eliminated else None


def run_effects(game: Game, use: Use, effects: tuple[Effect, ...], x: int) -> SubFlow[None]:
    for effect in effects:
        yield from EFFECTS[effect.do](game, use, effect, x)


def damage(game: Game, use: Use, effect: Effect, x: int) -> SubFlow[None]:
    who = use.subject(effect)
    if who is not None:
        dealer = use.user if who is not use.user else None
        wound(game, who, modified(game.state, dealer, who, effect.amount(x), effect.type, "ability"), use.why)
    yield from ()


def mend(game: Game, use: Use, effect: Effect, x: int) -> SubFlow[None]:
    who = use.subject(effect)
    if who is not None:
        heal(game, who, max(0, effect.amount(x)), use.why)
    yield from ()


def gain_energy(game: Game, use: Use, effect: Effect, x: int) -> SubFlow[None]:
    who = use.subject(effect)
    if who is not None:
        _energy(game, who, effect.amount(x), use.why)
    yield from ()


def _energy(game: Game, who: Figure, amount: int, why: str) -> None:
    st = status(who)
    st.energy = max(0, st.energy + amount)
    game.emit("energy", f"{who.name} {'gains' if amount >= 0 else 'loses'} {abs(amount)} energy ({why}).",
              figure=who.id, change=amount, energy=st.energy, reason=why)


def _stat_bonus(stat: str) -> Callable[[Game, Use, Effect, int], SubFlow[None]]:
    """An effect raising (or lowering) ``stat`` of its subject for the rest of the turn."""

    def bonus(game: Game, use: Use, effect: Effect, x: int) -> SubFlow[None]:
        who = use.subject(effect)
        if who is not None:
            st = status(who)
            setattr(st, f"{stat}_bonus", getattr(st, f"{stat}_bonus") + effect.amount(x))
            game.emit("bonus", f"{who.name} has {stat.title()} {signed(effect.amount(x))} for the rest of the turn "
                      f"({use.why}).", figure=who.id, stat=stat, change=effect.amount(x))
        yield from ()

    return bonus


arcane_bonus = _stat_bonus("arcane")
melee_bonus = _stat_bonus("melee")


def syphon_energy(game: Game, use: Use, effect: Effect, x: int) -> SubFlow[None]:
    """Take energy from the target and hand it, one point at a time, to friendly models within ``range`` of the
    user (the user included, the target not)."""
    source = use.subject(effect)
    if source is None:
        return
    taken = min(max(0, effect.amount(x)), status(source).energy)
    _energy(game, source, -taken, use.why)
    state = game.state
    for point in range(taken):
        takers = [f for f in state.alive(use.user.side) if f.id != source.id
                  and (f.id == use.user.id or within(state, use.user, f, effect.range))]
        if not takers:
            break
        options = [Option(f.id, f"{f.name} (energy {status(f).energy})") for f in takers]
        who = yield choose(use.user.side, "distribute", f"{use.why}: give energy point {point + 1} of {taken} to",
                           options, figure=use.user.id)
        _energy(game, state.figures[who], 1, use.why)


def push(game: Game, use: Use, effect: Effect, x: int) -> SubFlow[None]:
    """Move the subject straight away from the other figure by the amount in inches, as far as the table lets it."""
    who = use.subject(effect)
    other = use.target if who is use.user else use.user
    if who is not None and other is not None and not other.eliminated and who is not other:
        table = game.state.table
        a, b = table.bases[who.id].pos, table.bases[other.id].pos
        amount = max(0, effect.amount(x))
        gap = distance(a, b) or 1.0
        goal = (a[0] + (a[0] - b[0]) / gap * amount, a[1] + (a[1] - b[1]) / gap * amount)
        done = move(table, who.id, [goal], amount)
        game.emit("move", f"{who.name} is pushed {done.length:.2f}\" ({use.why}).", figure=who.id, purpose="push",
                  path=[list(p) for p in done.path], length=round(done.length, 3), stopped=done.stopped)
    yield from ()


EFFECTS: dict[str, Callable[[Game, Use, Effect, int], SubFlow[None]]] = {
    "damage": damage,
    "heal": mend,
    "gain_energy": gain_energy,
    "arcane_bonus": arcane_bonus,
    "melee_bonus": melee_bonus,
    "syphon_energy": syphon_energy,
    "push": push,
}
