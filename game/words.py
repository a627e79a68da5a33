"""Small helpers for the words players read: lists and verbs that agree with their subject."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Sequence

#: How many items a message lists before it only counts the rest.
FEW = 10
#: The longest name matched against the known ones for a typo.
TYPO_LONGEST = 200


def and_list(names: list[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def verb(subject: str, one: str, many: str) -> str:
    """The verb for a side's name: ``many`` for "Lion Guard and Glade Elves" (two peoples) or "Iron Pilgrims" (a
    plural noun last), else ``one`` ("Heretic Legion")."""
    words = subject.split()
    last = words[-1] if words else ""
    plural = " and " in f" {subject} " or (last.endswith("s") and not last.endswith(("ss", "'s")))
    return many if plural else one


def without_asides(words: str) -> str:
    """The words without what they say in parentheses: a rule's number, its workings ("no enemy on a square next to
    it (attacks are never diagonal)")."""
    return re.sub(r"\s*\([^)]*\)", "", words)


def capitalised(words: str) -> str:
    """The words with a capital first letter and the rest as they are (``str.capitalize`` lowers the rest: names)."""
    return words[:1].upper() + words[1:]


def does(subject: str, one: str, many: str) -> str:
    """The subject with its verb: "Heretic Legion chooses", "Iron Pilgrims choose" (see :func:`verb`)."""
    return f"{subject} {verb(subject, one, many)}"


def wins(side: str) -> str:
    """"Heretic Legion wins", "Iron Pilgrims win"."""
    return does(side, "wins", "win")


def moved(verb: str, distance: float, unit: str, to: tuple[float, float] | None = None, digits: int = 1) -> str:
    """"moves 3.2\" to (4.0, 5.0)"; but "stays at (4.0, 5.0)", not "moves 0.0\"", for a move that went nowhere."""
    at = f"({to[0]:.1f}, {to[1]:.1f})" if to is not None else ""
    if not round(distance, digits):
        return f"stays at {at}" if at else "stays where it is"
    return f"{verb} {distance:.{digits}f}{unit}" + (f" to {at}" if at else "")


def ordinal(n: int) -> str:
    """"1st", "2nd", "3rd", "11th", "20th", "23rd"."""
    last = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n:,}{last}"


def one_line(words: str) -> str:
    """``words`` on one line: each run of line breaks, tabs and spaces one space (a message in a dialog's line, a
    name in a label)."""
    return " ".join(words.split())


def counted(n: int, noun: str) -> str:
    """"1 blood marker", "3 blood markers", "10,000 terrain pieces"."""
    return f"{n:,} {noun}{'' if n == 1 else 's'}"


def number(value: int) -> str:
    """4, −2: with a true minus sign, as the window prints it (a hyphen is shorter than the plus beside it)."""
    return str(value) if value >= 0 else f"−{-value}"


def signed(value: int) -> str:
    """+4, −2 (see :func:`number`)."""
    return f"+{value}" if value >= 0 else number(value)


def have(subject: str) -> str:
    """"has" or "have" (see :func:`verb`)."""
    return verb(subject, "has", "have")


def first_few(items: Sequence[object], separator: str = ", ") -> str:
    """The first :data:`FEW` items and how many more: a message about 100,000 unused dice stays one short line."""
    shown = separator.join(map(str, items[:FEW]))
    return shown if len(items) <= FEW else f"{shown} … and {len(items) - FEW:,} more"


def turn_words(turn: int, round_: int, limit: int | None, unit: str = "turn") -> str:
    """"Turn 9 of 20 · round 5": the limit belongs to the ``unit`` it counts ("round": "Round 5 of 12", where a
    gamebook battle is one turn of many rounds and a manoeuvres turn is its round); the round is left out when it
    is the turn."""
    if unit == "round":
        return f"Round {round_}" + (f" of {limit}" if limit else "")
    words = f"Turn {turn}" + (f" of {limit}" if limit else "")
    return words + (f" · round {round_}" if round_ and round_ != turn else "")


def nearest(name: object, known: Iterable[str]) -> str | None:
    """The known name a mistyped one was most likely meant to be ("knigt": "knight", "Blocking": "blocking"), if
    any is close enough to be a typo rather than another word."""
    said = str(name)
    if len(said) > TYPO_LONGEST:  # no typo of a name is that long (and a hostile file's megabyte is not matched)
        return None
    names = {k.casefold(): k for k in known}
    close = difflib.get_close_matches(said.casefold(), list(names), n=1, cutoff=0.8)
    return names[close[0]] if close else None


def did_you_mean(name: object, known: Iterable[str]) -> str:
    """": did you mean 'knight'?" after a message about an unknown name, or nothing when no known one is close."""
    close = nearest(name, known)
    return f": did you mean {close!r}?" if close is not None else ""


def unknown(what: str, name: object, known: Sequence[str]) -> str:
    """"unknown profile 'knigt': did you mean 'knight'? (known: archer, knight, …)" — the nearest name first, for a
    typo, then every choice."""
    return f"unknown {what} {name!r}{did_you_mean(name, known)} (known: {', '.join(known) or 'none yet'})"
