"""What a trench game remembers: each model's blood, Down and activation, and each side's morale and score."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.state import Records


@dataclass
class Status:
    """A model's record (``figure.status``)."""

    blood: int = 0  # blood markers from minor hits
    down: bool = False
    tough_spent: bool = False  # a Tough model has already turned one Out of Action into Down
    activated: bool = False  # this turn
    actions: list[str] = field(default_factory=list)  # the actions taken this turn, in order


@dataclass
class Record:
    """The game-wide record (``state.rules``)."""

    scores: dict[str, int]  # side -> points of enemy models taken Out of Action
    shaken: dict[str, bool]
    failed_morale: dict[str, int]  # side -> Morale tests failed in a row
    initiative: str | None = None  # the side that activates first this turn
    active: str | None = None  # the model activating now
    phase: str = ""  # where the turn stands: "" (between turns), "initiative" or "activations"
    last: str | None = None  # the side that activated last this turn
    told: bool = False  # the log has said that one side activates the rest alone


RECORDS = Records(Status, Record)
status, record = RECORDS.status, RECORDS.record
