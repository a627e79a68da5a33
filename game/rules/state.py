"""The state of one game: sides, figures, counters and the ruleset's own records, with the table under them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar, cast

from game.board.table import Base, Table

S = TypeVar("S")
R = TypeVar("R")


@dataclass
class Side:
    """A player's side. Sides with the same ``team`` are friends (a side is always its own friend)."""

    id: str
    name: str
    controller: str = "human"  # human | ai | script
    team: str = ""
    colour: str = ""
    level: str | None = None  # an AI side's level: easy | normal | hard (or a baseline: greedy | random)

    def __post_init__(self) -> None:
        self.team = self.team or self.id


@dataclass
class Figure:
    """A figure in play. Where it stands is its base on the table (same id)."""

    id: str
    side: str
    name: str
    profile: str
    stats: dict[str, Any]  # the profile's values after the scenario's overrides
    status: Any = None  # the ruleset's own record: dial click, injuries, energy...
    eliminated: bool = False
    points: int = 0


@dataclass(frozen=True)
class Result:
    """How a game ended. ``winner`` is a side id, or None for a draw; ``drawn`` the sides that share a draw when
    not all do (two of three troupes tie on moonstones: the third has lost)."""

    winner: str | None
    reason: str
    scores: dict[str, float] = field(default_factory=dict)
    drawn: tuple[str, ...] = ()

    @classmethod
    def tie(cls, reason: str, scores: dict[str, float], leaders: list[str]) -> Result:
        """A draw among ``leaders``, the sides level on the best of ``scores``."""
        return cls(None, reason, scores, () if len(leaders) == len(scores) else tuple(leaders))

    def winners(self, state: GameState) -> list[str]:
        """The sides that won: the winner's whole team, in scenario order (two parties of heroes win together)."""
        if self.winner is None:
            return []
        team = state.side(self.winner).team
        return [s.id for s in state.sides if s.team == team]

    def share(self, state: GameState, side: str) -> float:
        """What the game is worth to ``side``: 1 won (its team's), ½ drawn, 0 lost."""
        if self.winner is not None:
            return float(state.side(self.winner).team == state.side(side).team)
        teams = {state.side(s).team for s in self.drawn}
        return 0.5 if not teams or state.side(side).team in teams else 0.0

    def against(self, state: GameState, side: str) -> float:
        """What the game is worth to ``side`` against each other team one by one, averaged: 1 ahead of it on the
        scores, ½ level, 0 behind. Among three or more an equal player scores ½ so, where its :meth:`share` is a
        third; between two teams (or without scores) it is the share."""
        mine = state.side(side).team
        others = {s.team: s.id for s in state.sides if s.team != mine}
        if len(others) < 2 or any(s.id not in self.scores for s in state.sides):
            return self.share(state, side)
        best = {team: max(self.scores[s.id] for s in state.sides if s.team == team) for team in {mine, *others}}
        return sum((best[mine] > best[t]) + 0.5 * (best[mine] == best[t]) for t in others) / len(others)


@dataclass
class GameState:
    ruleset: str
    table: Table
    sides: list[Side]
    figures: dict[str, Figure]
    options: dict[str, Any] = field(default_factory=dict)
    turn_limit: int | None = None
    turn: int = 0
    round: int = 0
    active: str | None = None  # the side whose turn or activation it is
    rules: Any = None  # the ruleset's game-wide record: decks, initiative, morale...
    result: Result | None = None

    def side(self, side_id: str) -> Side:
        return next(s for s in self.sides if s.id == side_id)

    def base(self, figure_id: str) -> Base:
        return self.table.bases[figure_id]

    def alive(self, side_id: str | None = None) -> list[Figure]:
        """Figures still in the game, of one side or of all, in scenario order."""
        return [f for f in self.figures.values() if not f.eliminated and (side_id is None or f.side == side_id)]

    def friends(self, a: str, b: str) -> bool:
        """Whether two figures are on the same side or on allied sides ("own or friendly")."""
        return self.side(self.figures[a].side).team == self.side(self.figures[b].side).team

    def enemies_of(self, figure_id: str) -> list[Figure]:
        """The figures in the game on other teams (asked for every place an AI weighs: each side's team once)."""
        teams = {s.id: s.team for s in self.sides}
        team = teams[self.figures[figure_id].side]
        return [f for f in self.alive() if teams[f.side] != team]

    def sides_in_play(self) -> list[Side]:
        return [s for s in self.sides if self.alive(s.id)]


class Records(Generic[S, R]):
    """A ruleset's typed reading of its own records in the generic state: each figure's (``Figure.status``) as
    ``S``, the game-wide one (``GameState.rules``) as ``R``. The core stores them untyped; a ruleset names its
    two accessors once and its code reads typed records everywhere, without a cast at each use::

        RECORDS = Records(Status, Record)
        status, record = RECORDS.status, RECORDS.record
    """

    def __init__(self, status: type[S], record: type[R]) -> None:
        """``status`` and ``record`` are the two records' classes: they type the accessors (checks cost time)."""

    def status(self, figure: Figure) -> S:
        """``figure``'s record, set by the ruleset's ``setup``."""
        return cast(S, figure.status)

    def record(self, state: GameState) -> R:
        """The game's record, set by the ruleset's ``setup``."""
        return cast(R, state.rules)
