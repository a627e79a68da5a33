"""Small helpers for the words players read: lists and verbs that agree with their subject."""

from __future__ import annotations

from collections.abc import Sequence

#: How many items a message lists before it only counts the rest.
FEW = 10


def and_list(names: list[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def have(subject: str) -> str:
    """"has" or "have": a side called "Lion Guard and Glade Elves" is two peoples."""
    return "have" if " and " in f" {subject} " else "has"


def first_few(items: Sequence[object], separator: str = ", ") -> str:
    """The first :data:`FEW` items and how many more: a message about 100,000 unused dice stays one short line."""
    shown = separator.join(map(str, items[:FEW]))
    return shown if len(items) <= FEW else f"{shown} … and {len(items) - FEW:,} more"
