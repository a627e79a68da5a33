"""Who a figure may attack or heal, and why each other figure may not be chosen.

Every check names its seed rule, so a refused choice explains itself in the window and in a failed script.
The geometry (front arc, bases and terrain on the line, contact) is the board's: ``clix_lines`` and
``Table.front_touches``; this module only applies the rules to it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.board.terrain import Kind, quoted
from game.rules.clix.dial import dial
from game.rules.clix.sight import BLOCKED, LineOfFire, clix_line, clix_lines
from game.rules.state import Figure, GameState


@dataclass(frozen=True)
class Choices:
    """The figures an action may take, with their lines of fire for ranged attacks, and the others' reasons."""

    allowed: tuple[str, ...] = ()
    sights: dict[str, LineOfFire] = field(default_factory=dict)
    refused: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Survey:
    """Who is whose friend and who touches whom, read once for all the checks of one decision."""

    team: dict[str, str]
    touching: dict[str, list[str]]

    def friends(self, a: str, b: str) -> bool:
        return self.team[a] == self.team[b]

    def enemy_contacts(self, fid: str) -> list[str]:
        return [o for o in self.touching[fid] if not self.friends(fid, o)]


def survey(state: GameState) -> Survey:
    teams = {side.id: side.team for side in state.sides}
    return Survey({f.id: teams[f.side] for f in state.figures.values()}, state.table.contact_map())


def ranged_unavailable(state: GameState, figure: Figure, s: Survey) -> str | None:
    """Why ``figure`` may not make a ranged attack at all (rule 1), or None."""
    if figure.stats["range"] < 1:
        return f"{figure.name} has range {figure.stats['range']:g}: it cannot shoot (rule 1)"
    touching = s.enemy_contacts(figure.id)
    if touching:
        return f"{figure.name} is in base contact with the enemy {state.figures[touching[0]].name} (rule 1)"
    return None


def ranged_choices(state: GameState, figures: list[Figure], s: Survey) -> dict[str, Choices]:
    """Enemies each figure may shoot (rules 1-3, 9, 12-16 through the board's line of fire).

    The lines of fire of all the figures to the enemies within their range are traced and explained in one batch.
    """
    table = state.table
    alive = state.alive()
    refused: dict[str, dict[str, str]] = {}
    pairs: list[tuple[Figure, Figure]] = []
    for figure in figures:
        why = ranged_unavailable(state, figure, s)
        if why:
            refused[figure.id] = {f.id: why for f in alive if f.id != figure.id}
            continue
        mine = refused[figure.id] = {figure.id: "no attack or ability may target its user (rule 9)"}
        reach = figure.stats["range"]
        for other in (f for f in alive if f.id != figure.id):
            if s.friends(figure.id, other.id):
                mine[other.id] = f"{other.name} is own or friendly: no damaging attack may target it (rule 9)"
            elif (gap := table.distance(figure.id, other.id)) > reach + 1e-9:
                mine[other.id] = f"{other.name} is {gap:.2f} in away, beyond range {reach:g} (rule 1)"
            else:
                pairs.append((figure, other))
    allowed: dict[str, list[str]] = {f.id: [] for f in figures}
    lines: dict[str, dict[str, LineOfFire]] = {f.id: {} for f in figures}
    if pairs:
        names = {f.id: f.name for f in state.figures.values()}
        sights = clix_lines(table, [table.bases[f.id] for f, _ in pairs], [table.bases[e.id] for _, e in pairs],
                            explain=True, names=names)
        for k, (figure, enemy) in enumerate(pairs):
            guarded = [o for o in s.touching[enemy.id] if s.friends(figure.id, o)]
            if sights.result(k) == BLOCKED:
                blocker = sights[k].blocker
                refused[figure.id][enemy.id] = f"no line of fire to {enemy.name}" + (
                    f": {blocker.text}" if blocker else "")
            elif guarded:
                refused[figure.id][enemy.id] = (f"{enemy.name} is in base contact with "
                                                f"{state.figures[guarded[0]].name}, a figure of your side (rule 3)")
            else:
                allowed[figure.id].append(enemy.id)
                lines[figure.id][enemy.id] = sights[k]
    return {f.id: Choices(tuple(allowed[f.id]), lines[f.id], refused[f.id]) for f in figures}


def across_steep_edge(state: GameState, a: str, b: str) -> bool:
    """Whether one of the two stands on steep terrain and the other below it (rule 16)."""
    table = state.table
    for top, other in ((a, b), (b, a)):
        low = table.bases[other].elevation
        for index in table.standing(table.bases[top].pos).pieces:
            piece = table.map.pieces[index]
            if piece.kind is Kind.STEEP and low < piece.elevation:
                return True
    return False


def close_refusal(state: GameState, figure: Figure, target: Figure, s: Survey) -> str | None:
    """Why ``figure`` may not attack ``target`` in close combat (rules 6, 9, 13, 16), or None."""
    table = state.table
    if target.id == figure.id:
        return "no attack or ability may target its user (rule 9)"
    if s.friends(figure.id, target.id):
        return f"{target.name} is own or friendly: no damaging attack may target it (rule 9)"
    if target.id not in s.touching[figure.id]:
        return f"{target.name} is not in base contact (rule 6)"
    if not table.front_touches(figure.id, target.id):
        return f"{figure.name} does not touch {target.name} with its front arc (rule 6)"
    if across_steep_edge(state, figure.id, target.id):
        return f"{figure.name} and {target.name} are on either side of a steep edge (rule 16)"
    line = clix_line(table, figure.id, target.id)
    wall = next((r for r in line.reasons if r.kind == Kind.BLOCKING.value), None)
    if wall is not None:
        return f"blocking terrain {quoted(wall.name)} stands between them (rule 13)"
    return None


def close_choices(state: GameState, figure: Figure, s: Survey) -> Choices:
    return _sorted_out(state, figure, s, close_refusal)


def heal_refusal(state: GameState, figure: Figure, target: Figure, s: Survey) -> str | None:
    """Why ``figure`` may not heal ``target``: healing is for a wounded own or friendly figure in base contact."""
    if "heal" not in figure.stats["abilities"]:
        return f"{figure.name} has no healing ability"
    if target.id == figure.id:
        return "no attack or ability may target its user (rule 9)"
    if not s.friends(figure.id, target.id):
        return f"{target.name} is an enemy: healing is for own or friendly figures"
    if target.id not in s.touching[figure.id]:
        return f"{target.name} is not in base contact"
    if dial(target).damage <= 0:
        return f"{target.name} is on its starting click: there is nothing to heal (rule 10)"
    return None


def heal_choices(state: GameState, figure: Figure, s: Survey) -> Choices:
    return _sorted_out(state, figure, s, heal_refusal)


def _sorted_out(state: GameState, figure: Figure, s: Survey,
                refusal: Callable[[GameState, Figure, Figure, Survey], str | None]) -> Choices:
    """Every figure in play, allowed or refused with the reason ``refusal`` gives."""
    allowed, refused = [], {}
    for other in state.alive():
        why = refusal(state, figure, other, s)
        if why:
            refused[other.id] = why
        else:
            allowed.append(other.id)
    return Choices(tuple(allowed), refused=refused)


def most_targets(figure: Figure) -> int:
    return max(1, int(figure.stats["targets"]))
