"""Skills, prayers, spells and items used from the hand: who may use which, on whom, and what it does.

Every power and usable item has one effect (``powers.yaml``): heal, harm or summon. A summoning brings a
creature of its profile onto an empty square next to the caster, on the caster's side, and is refused when
the seed's limits (rule 2) would break: at most 5 summoned creatures, 12 enemies, 20 characters.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.board.grid import square_name
from game.board.table import Base
from game.rules.decisions import Option, choose
from game.rules.gamebook.combat import harm, heal
from game.rules.gamebook.data import Effect, Power, library
from game.rules.gamebook.reach import attack_targets, friends_near, line_targets
from game.rules.gamebook.record import new_status, record, status
from game.rules.gamebook.squares import free_neighbours, grid, square_of
from game.rules.names import next_name
from game.rules.ruleset import NO_FRONT, SubFlow
from game.rules.state import Figure

if TYPE_CHECKING:
    from game.rules.game import Game
    from game.rules.state import GameState

MOST_SUMMONED, MOST_ENEMIES, MOST_CHARACTERS = 5, 12, 20


def effect_targets(state: GameState, figure_id: str, effect: Effect) -> list[str]:
    """Who the effect may be aimed at now (summonings aim at squares: see :func:`summon_squares`)."""
    if effect.target == "self":
        return [figure_id] if _hurt(state, figure_id) else []
    if effect.target == "friend":
        return [f for f in friends_near(state, figure_id) if _hurt(state, f)]
    if effect.target == "enemy_adjacent":
        return attack_targets(state, figure_id)
    if effect.target == "enemy_line":
        return line_targets(state, figure_id)
    return []


def _hurt(state: GameState, figure_id: str) -> bool:
    st = status(state.figures[figure_id])
    return st.endurance < st.most


def summon_refusal(state: GameState, summoner_id: str) -> str | None:
    """Why no creature may be summoned now (seed rule 2), or None."""
    colour = status(state.figures[summoner_id]).colour
    on_map = [f for f in state.figures.values() if status(f).fighting and f.id in state.table.bases]
    if sum(status(f).summoned for f in on_map) >= MOST_SUMMONED:
        return f"at most {MOST_SUMMONED} summoned creatures may be on the battle map (seed rule 2)"
    same = sum(status(f).colour == colour for f in on_map)
    if colour == "black" and same >= MOST_ENEMIES:
        return f"at most {MOST_ENEMIES} enemies may be on the battle map (seed rule 2)"
    if colour == "white" and same >= MOST_CHARACTERS:
        return f"at most {MOST_CHARACTERS} characters may be on the battle map (seed rule 2)"
    if not free_neighbours(state, square_of(state, summoner_id)):
        return "no empty square next to the caster for the creature"
    return None


def effect_refusal(state: GameState, figure_id: str, effect: Effect) -> str | None:
    """Why the effect cannot be used now, or None."""
    if effect.kind == "summon":
        return summon_refusal(state, figure_id)
    if effect_targets(state, figure_id, effect):
        return None
    return {"self": "it has lost no Endurance", "friend": "nobody hurt on or next to its square",
            "enemy_adjacent": "no enemy next to it in its row or column (never diagonally)",
            "enemy_line": "no enemy on an open line"}[effect.target]


def power_refusal(state: GameState, figure_id: str, power: Power) -> str | None:
    """Why the figure may not use this skill, prayer or spell now, or None."""
    st = status(state.figures[figure_id])
    if power.kind == "prayer" and not power.instant:
        return "only an instant prayer may be said in battle (seed rule 4)"
    if power.uses and st.uses.get(power.id, 0) >= power.uses:
        return f"used up: {power.uses} time{'s' if power.uses > 1 else ''} a battle"
    if power.mana > st.mana:
        return f"it needs {power.mana} mana and has {st.mana}"
    return effect_refusal(state, figure_id, power.effect)


def powers_of(figure: Figure, kind: str) -> list[Power]:
    lib = library()
    return [lib.powers[p] for p in figure.stats[f"{kind}s"]]


def aim(game: Game, figure_id: str, effect: Effect, what: str) -> SubFlow[str | tuple[int, int]]:
    """Ask where an effect goes: a figure, or a square for a creature. Nothing is spent before the answer, so
    that Esc on this step still takes the action back (a prayer was spent, and said so, before its target)."""
    state = game.state
    figure = state.figures[figure_id]
    if effect.kind == "summon":
        squares = free_neighbours(state, square_of(state, figure_id))
        square = yield choose(figure.side, "square", f"{figure.name}: {what} — where does the creature appear?",
                              [Option([c, r], f"square {square_name(c, r)}") for c, r in squares],
                              figure=figure_id, action="summon")
        assert isinstance(square, list)
        return int(square[0]), int(square[1])
    if effect.target == "self":
        return figure_id
    targets = effect_targets(state, figure_id, effect)
    return str((yield choose(figure.side, "targets", f"{figure.name}: {what} — choose a target",
                             [Option(t, state.figures[t].name) for t in targets], figure=figure_id,
                             action=effect.kind, confirm=what, aimed=effect.target == "enemy_line",
                             amount=[effect.amount.count, effect.amount.sides, effect.amount.fixed])))


def carry_out(game: Game, figure_id: str, effect: Effect, what: str, aimed: str | tuple[int, int]) -> None:
    """The effect at what :func:`aim` chose: the creature summoned, or the target healed or harmed."""
    if isinstance(aimed, tuple):
        summon(game, figure_id, effect.creature, aimed, what)
        return
    rolled = list(game.rng.roll(effect.amount.count, effect.amount.sides)) if effect.amount.count else []
    amount = effect.amount.fixed + sum(rolled)
    dice = (rolled, effect.amount.sides) if rolled else None
    if effect.kind == "heal":
        heal(game, aimed, amount, what, dice)
    else:
        harm(game, aimed, amount, figure_id, what, dice)


def summon(game: Game, summoner_id: str, profile_id: str, square: tuple[int, int], what: str) -> str:
    state = game.state
    summoner = state.figures[summoner_id]
    profile = library().profiles[profile_id]
    record(state).summoned_count += 1
    fid = f"{profile_id}-summoned-{record(state).summoned_count}"
    stats = {**profile.stats, "xp": 0 if status(summoner).colour == "white" else profile.stats["xp"]}
    name = next_name(profile.name, (f.name for f in state.figures.values()))
    figure = Figure(fid, summoner.side, name, profile_id, stats)
    figure.status = new_status(figure, status(summoner).colour)
    figure.status.summoned = True
    state.figures[fid] = figure
    x, y = grid(state).centre(square)
    state.table.add(Base(fid, x, y, 0.0, float(stats.get("base", 1.5)), NO_FRONT, label=name))
    called = f"a {name}" if name == profile.name else name  # "a Skeleton", then "Skeleton 2"
    game.emit("summon", f"{summoner.name} summons {called} onto square {square_name(*square)} ({what}).",
              figure=fid, by=summoner_id, square=list(square))
    return fid
