"""What an arcane game keeps besides the table: each character's energy, wounds and moonstones, the moonstones on
the table, and the arcane ability or melee being resolved (hands, the face-down card, the secret picks).

Everything secret lives here, in the live state; players and the AI only ever see :func:`view` 's filtered copy.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.board.terrain import Point
from game.rules.arcane.cards import Decks
from game.rules.arcane.characters import Profile
from game.rules.state import Figure, GameState, Records
from game.words import and_list

#: A moonstone marker's radius in inches (a 1" token); a base touches it when their edges meet.
MOONSTONE_RADIUS = 0.5


@dataclass
class Status:
    """A character's counters; bonuses last until the end of the turn."""

    energy: int
    damage: int = 0
    carried: list[str] = field(default_factory=list)  # the ids of the moonstones it carries, in the order taken
    arcane_bonus: int = 0
    melee_bonus: int = 0
    jogged: bool = False
    activated: bool = False
    cards_drawn: int = 0  # arcane cards its player drew in the last arcane ability it used or was targeted by

    @property
    def moonstones(self) -> int:
        """How many moonstones it carries: what its troupe scores."""
        return len(self.carried)


@dataclass
class Moonstone:
    id: str
    x: float
    y: float
    depth: int

    @property
    def pos(self) -> Point:
        return self.x, self.y

    @property
    def name(self) -> str:
        """What players call it: "moonstone 3" (its id, m3, is for files and scripts)."""
        return f"moonstone {self.id[1:]}" if self.id[:1] == "m" and self.id[1:].isdigit() else f"moonstone {self.id}"


def stone_names(stones: list[Moonstone]) -> str:
    """"moonstone 3", "moonstones 3 and 5": the stones as the log names them one by one."""
    numbers = [stone.name.removeprefix("moonstone ") for stone in stones]
    return f"moonstone{'s' if len(numbers) > 1 else ''} {and_list(numbers)}"


@dataclass
class ArcanePlay:
    """An arcane ability being resolved (rule 4). ``hands`` are by side; ``laid`` is the face-down card."""

    user: str
    active: str
    resisting: str
    hands: dict[str, list[str]]
    laid: str | None = None
    declared: str | None = None
    revealed: bool = False
    shown: list[str] = field(default_factory=list)  # cards turned face up during this ability, in order
    spent: dict[str, int] = field(default_factory=dict)  # cards each side has laid or given as replacements

    def __post_init__(self) -> None:
        self.spent = dict.fromkeys(self.hands, 0)

    def take(self, side: str, card: str) -> None:
        self.hands[side].remove(card)
        self.spent[side] += 1


@dataclass
class Clash:
    """A melee attack being resolved (rules 5-9): hands and picks by side, secret until revealed."""

    attacker: str
    defender: str
    hands: dict[str, list[str]]
    picks: dict[str, str] = field(default_factory=dict)
    revealed: bool = False
    criticals: dict[str, int] = field(default_factory=dict)
    criticals_revealed: bool = False


@dataclass
class Record:
    decks: Decks
    profiles: dict[str, Profile]
    moonstones: list[Moonstone]
    activating: str | None = None
    arcane: ArcanePlay | None = None
    melee: Clash | None = None
    flipped: str | None = None  # the arcane card an active ability turned face up, while it resolves
    stones_made: int = 0
    seat: int | None = None  # this turn: where in the order of sides the next activation is looked for
    passing: list[str] = field(default_factory=list)  # sides that declined every reaction in this activation

    def add_moonstone(self, at: Point, depth: int, known: str | None = None) -> Moonstone:
        """A stone on the table at ``at``: a new one, numbered next, or a ``known`` one put down again (a fallen
        character's, under the name it was taken by)."""
        if known is None:
            self.stones_made += 1
        stone = Moonstone(known or f"m{self.stones_made}", at[0], at[1], depth)
        self.moonstones.append(stone)
        return stone


RECORDS = Records(Status, Record)
status, record_of = RECORDS.status, RECORDS.record


def profile_of(state: GameState, figure: Figure) -> Profile:
    return record_of(state).profiles[figure.profile]


def arcane_stat(figure: Figure) -> int:
    return int(figure.stats["arcane"]) + status(figure).arcane_bonus


def melee_stat(figure: Figure) -> int:
    return int(figure.stats["melee"]) + status(figure).melee_bonus
