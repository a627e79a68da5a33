"""Events: every roll, draw, modifier, damage and change of a game, in data and in words.

The window animates and lists them, tests read them, the headless runner writes them as JSON lines. An event
that carries a secret (the cards drawn into a hand) names the players who may see it. An event that a roll
brought about (the hit after an attack's dice, the wound after the blow) names that roll: its data holds ``of_roll``,
the roll's ``seq`` (:func:`of_roll`), so that the window shows the dice with what they did and nothing else.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, TypedDict


@dataclass(frozen=True)
class Event:
    seq: int
    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)
    visible_to: tuple[str, ...] | None = None  # None: every player

    def visible_for(self, player: str | None) -> bool:
        """Whether ``player`` may see it; ``None`` stands for a spectator, who sees only public events."""
        return self.visible_to is None or (player is not None and player in self.visible_to)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seq": self.seq, "kind": self.kind, "text": self.text, **self.data}
        if self.visible_to is not None:
            out["visible_to"] = list(self.visible_to)
        return out

    def to_line(self) -> str:
        """One JSON line, keys sorted, so that the same game always writes the same bytes."""
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


class RollLink(TypedDict, total=False):
    of_roll: int


def of_roll(seq: int | None) -> RollLink:
    """An event's data that ties it to the roll (by its ``seq``) it follows from; none where it follows from none."""
    return {} if seq is None else {"of_roll": seq}


class EventLog:
    """The events of one game, in order."""

    def __init__(self) -> None:
        self.events: list[Event] = []

    def emit(self, kind: str, text: str, visible_to: tuple[str, ...] | None = None, **data: Any) -> Event:
        event = Event(len(self.events), kind, text, data, visible_to)
        self.events.append(event)
        return event

    def __len__(self) -> int:
        return len(self.events)

    def __iter__(self) -> Iterator[Event]:
        return iter(self.events)

    def since(self, seq: int, player: str | None = None) -> list[Event]:
        """The events from ``seq`` on that ``player`` may see."""
        return [e for e in self.events[seq:] if e.visible_for(player)]

    def of_kind(self, *kinds: str) -> list[Event]:
        return [e for e in self.events if e.kind in kinds]
