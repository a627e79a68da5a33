"""Who a figure may attack or heal, and why each other figure may not be chosen.

Every check names its seed rule, so a refused choice explains itself in the window and in a failed script.
The geometry (front arc, bases and terrain on the line, contact) is the board's: ``clix_lines`` and
``Table.front_touches``; this module only applies the rules to it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.board.sight import BLOCKED, LineOfFire, clix_lines
from game.board.terrain import Kind
from game.rules.clix.dial import dial
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
        return f"{figure.name} is in base contact with the enemy {touching[0]} (rule 1)"
    return None


def ranged_choices(state: GameState, figure: Figure, s: Survey) -> Choices:
    """Enemies the figure may shoot (rules 1-3, 9, 12-16 through the board's line of fire)."""
    why = ranged_unavailable(state, figure, s)
    others = [f for f in state.alive() if f.id != figure.id]
    if why:
        return Choices(refused={f.id: why for f in others})
    table = state.table
    enemies = [f for f in others if not s.friends(figure.id, f.id)]
    refused = {f.id: f"{f.name} is own or friendly: no damaging attack may target it (rule 9)"
               for f in others if s.friends(figure.id, f.id)}
    me = table.bases[figure.id]
    sights = clix_lines(table, [me] * len(enemies), [table.bases[f.id] for f in enemies])
    allowed, lines = [], {}
    reach = figure.stats["range"]
    for k, enemy in enumerate(enemies):
        gap = table.distance(figure.id, enemy.id)
        guarded = [o for o in s.touching[enemy.id] if s.friends(figure.id, o)]
        if gap > reach + 1e-9:
            refused[enemy.id] = f"{enemy.name} is {gap:.2f} in away, beyond range {reach:g} (rule 1)"
        elif sights.result(k) == BLOCKED:
            line = sights[k]
            refused[enemy.id] = f"no line of fire to {enemy.name}: {line.blocker.text}"
        elif guarded:
            refused[enemy.id] = f"{enemy.name} is in base contact with {guarded[0]}, a figure of your side (rule 3)"
        else:
            allowed.append(enemy.id)
            lines[enemy.id] = sights[k]
    refused[figure.id] = "no attack or ability may target its user (rule 9)"
    return Choices(tuple(allowed), lines, refused)


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
    line = clix_lines(table, [table.bases[figure.id]], [table.bases[target.id]])[0]
    wall = next((r for r in line.reasons if r.kind == Kind.BLOCKING.value), None)
    if wall is not None:
        return f"blocking terrain {wall.name!r} stands between them (rule 13)"
    return None


def close_choices(state: GameState, figure: Figure, s: Survey) -> Choices:
    allowed, refused = [], {}
    for other in state.alive():
        why = close_refusal(state, figure, other, s)
        if why:
            refused[other.id] = why
        else:
            allowed.append(other.id)
    return Choices(tuple(allowed), refused=refused)


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
    allowed, refused = [], {}
    for other in state.alive():
        why = heal_refusal(state, figure, other, s)
        if why:
            refused[other.id] = why
        else:
            allowed.append(other.id)
    return Choices(tuple(allowed), refused=refused)


def most_targets(figure: Figure) -> int:
    return max(1, int(figure.stats["targets"]))
