"""Snapshots of a game: the state, the table's bases, the dice and the log position, copied in well under 1 ms.

A Python generator cannot be copied, so a ruleset's flow is never snapshotted. Instead a flow marks
*checkpoints* (``game.checkpoint()``): points where everything the flow needs to go on is in ``game.state``, so
that a fresh ``ruleset.play(game)`` started on that state continues exactly as the old flow would have. The game
keeps a snapshot at each checkpoint; going back to any decision is "restore the last checkpoint before it, start
a fresh flow, give the few answers since". A flow without checkpoints still works: the start of the game is
always one (then a restore replays every answer, as a rebuild from the seed did).

Copies are made by :func:`dup`, which relies on one convention of the state: mutable things are lists, dicts,
sets and plain (non-frozen) dataclasses or objects; tuples, frozensets and frozen dataclasses are never
changed in place, so a copy shares them (the clix dials, the arcane profiles and decks).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from game.board.table import Base, Table
from game.rules.dice import Randomness
from game.rules.state import Figure, GameState

_SHARED = (int, float, str, bool, type(None), tuple, frozenset, bytes, complex)


def dup(value: Any) -> Any:
    """A copy of ``value`` deep enough that changing either never changes the other (see the module's rule)."""
    kind = type(value)
    if kind in _SHARED:
        return value
    if kind is list:
        return [dup(v) for v in value]
    if kind is dict:
        return {k: dup(v) for k, v in value.items()}
    if kind is set:
        return set(value)
    if kind is Figure:  # the commonest object, and its stats never change in play
        return Figure(value.id, value.side, value.name, value.profile, value.stats, dup(value.status),
                      value.eliminated, value.points)
    params = getattr(kind, "__dataclass_params__", None)
    if params is not None and params.frozen:
        return value
    attrs = getattr(value, "__dict__", None)
    if attrs is None:
        return copy.deepcopy(value)
    other = object.__new__(kind)
    other.__dict__.update({k: dup(v) for k, v in attrs.items()})
    return other


#: A base as a snapshot keeps it: id, x, y, facing, diameter, front arc and label (the name reasons give it).
BaseRow = tuple[str, float, float, float, float, float, str]


@dataclass(frozen=True)
class Snapshot:
    """A game at a checkpoint: ``at`` answers given, ``log`` events emitted."""

    at: int
    log: int
    figures: dict[str, Figure]
    rules: Any
    counters: tuple[int, int, str | None]  # turn, round, active
    bases: tuple[BaseRow, ...]
    dice: tuple[Any, dict[int, list[int]], dict[str, list[str]]]


def take(state: GameState, rng: Randomness, at: int, log: int) -> Snapshot:
    table = state.table
    bases = tuple((b.id, b.x, b.y, b.facing, b.diameter, b.front_arc, b.label) for b in table.bases.values())
    return Snapshot(at, log, dup(state.figures), dup(state.rules), (state.turn, state.round, state.active),
                    bases, rng.get_state())


def put(snapshot: Snapshot, state: GameState, rng: Randomness) -> None:
    """Make ``state`` (and its table) and ``rng`` what they were at ``snapshot``, which stays untouched."""
    state.figures = dup(snapshot.figures)
    state.rules = dup(snapshot.rules)
    state.turn, state.round, state.active = snapshot.counters
    state.result = None
    place_bases(state.table, snapshot.bases)
    rng.set_state(snapshot.dice)


def place_bases(table: Table, bases: tuple[BaseRow, ...]) -> None:
    """Put the bases where they were; bases that came or went are added or removed, keeping the table's order."""
    if tuple(table.bases) != tuple(b[0] for b in bases):
        table.clear()
        for bid, x, y, facing, diameter, arc, label in bases:
            table.add(Base(bid, x, y, facing, diameter, arc, label=label))
        return
    for bid, x, y, facing, _diameter, _arc, _label in bases:
        table.place(bid, (x, y), facing)
