"""What a manoeuvres game remembers: each fighter's wounds, weapon, exposure, rage and strikes, and the round's
declarations, Initiative and attack moments, with the history the battle actions look back on."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules.manoeuvres.data import WOUND_CLASSES
from game.rules.state import Records


@dataclass
class Status:
    """A fighter's record (``figure.status``)."""

    weapon: str | None  # the weapon in hand; None: bare hands
    wounds: list[str] = field(default_factory=list)  # wound classes taken, in order
    weight: int = 0  # the wound classes' weights added up
    exposed: bool = False  # this round: no weapon Obrona
    exposed_next: bool = False  # set by a failed disarm, a failed mighty blow, a parried assassin's strike
    rage_left: int = 0  # rounds of Wściekłość still to come, this one included
    rage_spent: bool = False  # after the rage: Atak -2 until rest
    struck: list[str] = field(default_factory=list)  # opponents already given the assassin's strike

    @property
    def worst(self) -> int:
        """The index of the worst wound class taken (-1: none)."""
        return max((WOUND_CLASSES.index(w) for w in self.wounds), default=-1)


@dataclass
class Attack:
    """One attack of the round: who, its number among the fighter's attacks, its moment."""

    figure: str
    index: int  # 0 for the first attack
    moment: int
    special: str = ""  # the one-attack action it carries (potezne, precyzyjne, mocny_strzal, podwojne, ...)
    delay: int = 0  # the extra delay that action put on its moment
    lost: str = ""  # why it will not be made (given up, below 0)
    last: bool = False  # made last in the round whatever its moment: bare hands against a weapon


@dataclass
class Record:
    """The game-wide record (``state.rules``)."""

    declared: dict[str, dict[str, Any]] = field(default_factory=dict)  # this round, in declaration order
    changes: dict[str, int] = field(default_factory=dict)
    initiative: dict[str, int] = field(default_factory=dict)
    steps: dict[str, int] = field(default_factory=dict)  # each fighter's delay step this round
    attacks: list[Attack] = field(default_factory=list)  # this round, in the order they resolve
    given_up: dict[str, int] = field(default_factory=dict)
    blocked: set[str] = field(default_factory=set)  # fighters whose attacks a push-through stopped this round
    stalled: set[str] = field(default_factory=set)  # fighters whose declared charge did not run this round
    history: dict[int, dict[str, list[str]]] = field(default_factory=dict)  # round -> fighter -> action (rage included)
    engaged: dict[int, list[tuple[str, str]]] = field(default_factory=dict)  # round -> pairs drawn into its fight
    dropped: dict[str, tuple[str, float, float]] = field(default_factory=dict)  # fighter -> (weapon, x, y)
    phase: str = ""  # declare | change | initiative | attacks


RECORDS = Records(Status, Record)
status, record = RECORDS.status, RECORDS.record
