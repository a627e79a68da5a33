"""Small helpers for the words players read: lists and verbs that agree with their subject."""

from __future__ import annotations


def and_list(names: list[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def have(subject: str) -> str:
    """"has" or "have": a side called "Lion Guard and Glade Elves" is two peoples."""
    return "have" if " and " in f" {subject} " else "has"
