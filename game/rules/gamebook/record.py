"""What a gamebook battle remembers: each combatant's Endurance, style, hands and pack, and the battle's tallies."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules.state import Figure, Records

FIGHTING, UNCONSCIOUS, DEAD, FLED, SURRENDERED = "fighting", "unconscious", "dead", "fled", "surrendered"
FALLEN = (UNCONSCIOUS, DEAD)  # bodies that stay on their square and may be searched


@dataclass
class Status:
    """A combatant's record (``figure.status``)."""

    colour: str  # white (characters and what they summon) or black (enemies)
    endurance: int
    most: int  # the Endurance it started with: healing never goes past it
    style: str
    weapon: str  # the weapon in hand ("" bare-handed)
    hand: str  # the item in the other hand ("" none)
    armour: str
    backpack: list[str]
    ammunition: dict[str, int]
    mana: int
    state: str = FIGHTING
    summoned: bool = False
    playing_dead: bool = False  # undiscovered: no enemy takes it for alive until it acts
    skip: int = 0  # actions it will miss (a critical "miss next turn", "does not act")
    lost_turns: int = 0  # actions it has missed so far
    no_attack_round: int = 0  # the round in which it may not attack (a hero's critical hit 1)
    neutral_sign: dict[int, int] = field(default_factory=dict)  # round -> +1 / -1 (a neutral's d6 of that round)
    uses: dict[str, int] = field(default_factory=dict)  # power -> times used this battle
    damage_dealt: int = 0
    kills: list[str] = field(default_factory=list)
    bonus_xp: int = 0  # critical hits and misses: +1d20, -1d20
    searched: bool = False  # a fallen body already searched

    @property
    def fighting(self) -> bool:
        return self.state == FIGHTING

    @property
    def fallen(self) -> bool:
        return self.state in FALLEN


@dataclass
class Record:
    """The battle's record (``state.rules``)."""

    order: list[str] = field(default_factory=list)  # this round's acting order
    index: int = 0  # the place in ``order`` of the piece to act next (a fresh flow goes on from there)
    summoned_count: int = 0  # summoned creatures brought in this battle
    hours: int = 0  # game time the battle took: 1 however many rounds (seed rule 3), once it is over
    experience: dict[str, dict[str, Any]] = field(default_factory=dict)  # hero -> the XP account at the end


def new_status(figure: Figure, colour: str) -> Status:
    """A piece's record as the battle begins (or as it is summoned), from its stats."""
    stats = figure.stats
    return Status(colour=colour, endurance=stats["endurance"], most=stats["endurance"], style=stats["style"],
                  weapon=stats["weapon"], hand=stats["hand"], armour=stats["armour"],
                  backpack=list(stats["backpack"]), ammunition=dict(stats["ammunition"]), mana=stats["mana"])


RECORDS = Records(Status, Record)
status, record = RECORDS.status, RECORDS.record
