"""The click dial of one figure, and the game-wide record of a clix game.

Damage turns a dial forward; past its last click the figure is eliminated and its base leaves the table.
Healing turns it back, never before its starting click (rule 10), so no amount of healing can kill or
"over-heal". A figure may begin a scenario already wounded (``wounded``): its starting click stays the dial's
first, which is the limit healing respects.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.rules.clix.profiles import Click
from game.rules.events import of_roll
from game.rules.state import Figure, Records

if TYPE_CHECKING:
    from game.rules.game import Game


@dataclass
class Dial:
    clicks: tuple[Click, ...]
    click: int = 0  # index of the click showing; len(clicks) once eliminated
    start: int = 0  # the starting click: healing never goes before it
    acted_on: int = -2  # the side's own turn in which the figure last acted (for pushing)
    pushes: int = 0  # clicks of pushing damage taken
    due: bool = False  # pushing damage due once the action under way is resolved (its targets, its path)

    @property
    def now(self) -> Click:
        return self.clicks[min(self.click, len(self.clicks) - 1)]

    @property
    def damage(self) -> int:
        """Clicks of damage the dial shows: how far it stands past its starting click."""
        return self.click - self.start

    @property
    def left(self) -> int:
        """Clicks of damage the figure can still take before it is eliminated (1 on its last click)."""
        return len(self.clicks) - self.click


@dataclass
class Record:
    """The game-wide clix record (``state.rules``)."""

    own_turns: dict[str, int]  # side -> how many turns it has begun
    scores: dict[str, int]  # side -> points of enemy figures eliminated
    acted: set[str] = field(default_factory=set)  # figures that acted this turn
    actions_left: int = 0
    in_turn: bool = False  # a side's turn has begun and not ended (the flow resumes inside it)


RECORDS = Records(Dial, Record)
dial, record = RECORDS.status, RECORDS.record


def pushing(figure: Figure) -> str:
    """What a push does to ``figure``, in a button's words: one click, or its last."""
    return "pushing: its last click" if dial(figure).left == 1 else "pushing: 1 click"


def push_damage(figure: Figure) -> str:
    """What a push does to ``figure``, in a sentence's words (the move's card, the odds)."""
    return "its last click: eliminated" if dial(figure).left == 1 else "1 click of damage"


def now(figure: Figure) -> Click:
    return dial(figure).now


def wound(game: Game, figure: Figure, clicks: int, cause: str, roll: int | None = None) -> None:
    """Turn ``figure``'s dial ``clicks`` forward, eliminating it past its last click (``roll``: the seq of the roll
    that dealt the clicks, if one did, which the elimination names)."""
    d = dial(figure)
    if clicks <= 0 or figure.eliminated:
        return
    before = d.click
    d.click = min(d.click + clicks, len(d.clicks))
    game.emit("damage", f"{figure.name} takes {clicks} click{'s' if clicks != 1 else ''} of damage ({cause}).",
              figure=figure.id, clicks=clicks, cause=cause)
    if d.click >= len(d.clicks):
        _eliminate(game, figure, roll)
    else:
        _clicked(game, figure, before)


def heal(game: Game, figure: Figure, clicks: int, cause: str, roll: int | None = None) -> int:
    """Turn the dial back up to ``clicks``, never before the starting click (rule 10); returns clicks healed.
    ``roll``: the seq of the roll that healed, if one did."""
    d = dial(figure)
    healed = min(clicks, d.damage)
    capped = healed < clicks
    text = f"{figure.name} heals {healed} click{'s' if healed != 1 else ''} ({cause})"
    if capped:
        text += f"; {clicks - healed} more would pass its starting click (rule 10)"
    game.emit("heal", text + ".", figure=figure.id, clicks=healed, rolled=clicks, capped=capped, cause=cause,
              **of_roll(roll))
    if healed:
        before = d.click
        d.click -= healed
        _clicked(game, figure, before)
    return healed


def _clicked(game: Game, figure: Figure, before: int) -> None:
    d = dial(figure)
    v = d.now
    game.emit("click", f"{figure.name}'s dial turns from click {before + 1} to click {d.click + 1}: speed {v.speed}, "
              f"attack {v.attack}, defence {v.defence}, damage {v.damage}.", figure=figure.id, before=before + 1,
              click=d.click + 1, values=v._asdict())


def _eliminate(game: Game, figure: Figure, roll: int | None) -> None:
    state = game.state
    figure.eliminated = True
    state.table.remove(figure.id)
    enemy_sides = [s.id for s in state.sides if s.team != state.side(figure.side).team]
    for side in enemy_sides:
        record(state).scores[side] += figure.points
    game.emit("eliminated", f"{figure.name} is eliminated ({figure.points} points).", figure=figure.id,
              points=figure.points, to=enemy_sides, **of_roll(roll))
