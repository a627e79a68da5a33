"""Decisions: how a ruleset asks a named player for a choice, and checks the answer.

A ruleset never calls a player. It yields a :class:`Decision`; whoever controls that player (the window, the AI,
a script) answers it with a JSON value. The same mechanism carries actions, targets, cards, calls of a bluff,
reactions out of turn and secret simultaneous picks, so one save format and one replay serve them all.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.words import did_you_mean, first_few

Answer = Any  # a JSON value: str, number, bool, None, list or dict of those


class IllegalAnswer(ValueError):
    """An answer outside what the decision allows; the message says why."""


#: Deepest nesting of lists and mappings an answer may have (a path is a list of points: 3).
MAX_DEPTH = 8
#: Largest whole number in an answer: a float holds it exactly, so ``check_point`` and the rules may use it.
MAX_WHOLE = 2**53
#: The most values (numbers, strings, lists and mappings) one answer may hold: a hostile save's path of 1.5 million
#: points took 10 s and 670 MB to replay.
MAX_VALUES = 20_000
#: The most points a path may have: a route round a whole table has dozens.
MOST_WAYPOINTS = 1_000


def normalise(answer: Answer) -> Answer:
    """The answer as it will be saved and replayed (tuples become lists, keys become strings). This is the one
    gate every answer passes (window, AI, script, save): anything not plain JSON data of sane size stops here."""
    reason = _unfit(answer)
    if reason:
        raise IllegalAnswer(reason)
    try:
        return json.loads(json.dumps(answer, allow_nan=False))
    except (TypeError, ValueError, RecursionError) as exc:
        raise IllegalAnswer(f"an answer must be plain JSON data: {exc}") from None


def _unfit(answer: Answer) -> str | None:
    """Why ``answer`` is no answer (nested too deep, a number too large, too many values), or None: one walk
    through it, which stops at the first fault."""
    count, stack = 0, [(answer, 0)]
    while stack:
        value, depth = stack.pop()
        count += 1
        if count > MAX_VALUES:
            return f"an answer holds at most {MAX_VALUES:,} values"
        if depth > MAX_DEPTH:
            return f"an answer must be plain JSON data: nested more than {MAX_DEPTH} deep"
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list | tuple):
            stack.extend((v, depth + 1) for v in value)
        elif isinstance(value, int) and not isinstance(value, bool) and not -MAX_WHOLE <= value <= MAX_WHOLE:
            return f"an answer must be plain JSON data: a number too large (more than {MAX_WHOLE})"
    return None


def _flat(value: Answer) -> bool:
    """A plain value, or a mapping of plain values: the form of a choice (``{figure: id, action: name}``)."""
    scalar = (str, int, float, bool, type(None))
    if isinstance(value, dict):
        return all(isinstance(v, scalar) for v in value.values())
    return isinstance(value, scalar)


def _shape(value: Answer) -> Any:
    """The JSON kinds of ``value``'s parts, nested as it is: what a ruleset relies on when it reads an answer."""
    if isinstance(value, dict):
        return tuple(sorted((key, _shape(v)) for key, v in value.items()))
    if isinstance(value, list):
        return "list"
    if isinstance(value, bool) or value is None:
        return type(value).__name__
    return "number" if isinstance(value, int | float) else type(value).__name__


@dataclass(frozen=True)
class Option:
    """One legal answer to a choice: ``value`` is what gets answered, ``label`` what a player reads."""

    value: Answer
    label: str
    hotkey: str = ""
    info: dict[str, Any] = field(default_factory=dict)  # for the window and the AI: odds, target ids...


@dataclass(frozen=True)
class Decision:
    """A question to one player.

    With ``options`` the answer is one option's value, or, when ``most > 1``, a list of between ``least`` and
    ``most`` distinct option values. Without options the answer is free (a path, an angle) and ``check`` says
    what is wrong with it, if anything; ``preview`` tells the window what an answer would do before it is given.
    ``why_not`` explains why a value that is not offered is not allowed (a target out of range), so that a
    refused answer says which rule refuses it.
    ``secret`` marks an answer the other players must not see (a card picked face down): in hot-seat play the
    window hands the screen over before asking it. ``suggest`` lists good candidate answers to a free decision
    (reachable spots for a move), for controllers that cannot draw a path: the AI, a random player.
    """

    player: str
    kind: str
    prompt: str
    options: tuple[Option, ...] = ()
    least: int = 1
    most: int = 1
    check: Callable[[Answer], str | None] | None = None
    preview: Callable[[Answer], Any] | None = None
    suggest: Callable[[], list[Answer]] | None = None
    secret: bool = False
    context: dict[str, Any] = field(default_factory=dict)
    why_not: Callable[[Answer], str | None] | None = None

    @property
    def values(self) -> list[Answer]:
        return [o.value for o in self.options]

    def option(self, value: Answer) -> Option | None:
        return next((o for o in self.options if o.value == value), None)

    def canonical(self, answer: Answer) -> Answer:
        """An accepted answer as its options write it: 2.0 for the option 2 (equal, so accepted) passed on as a
        float to rules that count with it crashed them ("'float' object cannot be interpreted as an integer")."""
        if not self.options:
            return answer
        if self.most == 1 and self.least == 1:
            return self.option(answer).value  # type: ignore[union-attr]  # refusal found it
        return [self.option(value).value for value in answer]  # type: ignore[union-attr]

    def refusal(self, answer: Answer) -> str | None:
        """Why ``answer`` is not acceptable, or None when it is."""
        if not self.options:
            return self.check(answer) if self.check else None
        if self.most == 1 and self.least == 1:
            if self.option(answer) is None:
                return self._not_offered(answer) or self._not_a_choice(answer)
            return None
        if not isinstance(answer, list):
            return f"expected a list of {self.least} to {self.most} choices, got {_short(answer)}"
        if not self.least <= len(answer) <= self.most:
            return f"choose between {self.least} and {self.most}, not {len(answer)}"
        for i, value in enumerate(answer):
            if self.option(value) is None:
                return self._not_offered(value) or self._not_a_choice(value)
            if value in answer[:i]:
                return f"{_short(value)} is chosen twice"
        return self.check(answer) if self.check else None

    def _not_a_choice(self, value: Answer) -> str:
        """"'raidr' is not one of the choices: did you mean 'raider'? (choices: raider = Orc Raider)": a script's
        typo named with its fix, and the choices as the script writes them."""
        named = [o.value for o in self.options if isinstance(o.value, str)]
        typo = did_you_mean(value, named) if isinstance(value, str) else self._part_unknown(value)
        return f"{_short(value)} is not one of the choices{typo} (choices: {self._choices()})"

    def _part_unknown(self, value: Answer) -> str:
        """For a step such as {figure: crosbow, action: ranged}: the part no choice has, and what it was meant
        to be (": no choice has figure 'crosbow': did you mean 'crossbow'?"), or nothing."""
        if not isinstance(value, dict):
            return ""
        shaped = [o.value for o in self.options if isinstance(o.value, dict)]
        for key in dict.fromkeys(k for choice in shaped for k in choice):  # the choices' keys, not the answer's
            part = value.get(key)
            parts = [choice[key] for choice in shaped if isinstance(choice.get(key), str)]
            if parts and isinstance(part, str) and part not in parts:
                return f": no choice has {key} {part!r}{did_you_mean(part, parts)}"
        return ""

    def _choices(self) -> str:
        return first_few([f"{o.value} = {o.label}" if isinstance(o.value, str) and o.value != o.label else o.label
                          for o in self.options])

    def _not_offered(self, value: Answer) -> str | None:
        """Why the rules refuse ``value``; asked only of a value shaped like the choices (a figure id where an id
        goes, not a mapping), so the rules never read data of a form they do not expect."""
        if self.why_not is None or not (_flat(value) or _shape(value) in {_shape(o.value) for o in self.options}):
            return None
        reason = self.why_not(value)
        return f"{_short(value)} is not allowed: {reason}" if reason else None


class Deferred(Sequence[Any]):
    """A list in a decision's context worked out only when first read: words a player may look at (why an action
    is not open) that would cost more than the rules' offer itself, at every decision of every simulated game."""

    def __init__(self, make: Callable[[], list[Any]]) -> None:
        self._make: Callable[[], list[Any]] | None = make
        self._items: list[Any] = []

    def _made(self) -> list[Any]:
        if self._make is not None:
            self._items, self._make = self._make(), None
        return self._items

    def __getitem__(self, index: Any) -> Any:
        return self._made()[index]

    def __len__(self) -> int:
        return len(self._made())

    def __eq__(self, other: object) -> bool:
        return self._made() == list(other) if isinstance(other, (list, tuple, Deferred)) else NotImplemented

    __hash__ = None  # type: ignore[assignment]  # a list's equality, so no hash


def _short(value: Answer) -> str:
    text = json.dumps(value) if not isinstance(value, str) else repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def choose(
    player: str,
    kind: str,
    prompt: str,
    options: Sequence[Option],
    *,
    least: int = 1,
    most: int = 1,
    secret: bool = False,
    why_not: Callable[[Answer], str | None] | None = None,
    **context: Any,
) -> Decision:
    """A choice among options; refuses to build a question nobody could answer."""
    if not options:
        raise ValueError(f"decision {kind!r} for {player!r} offers no option")
    return Decision(player, kind, prompt, tuple(options), least, most, secret=secret, context=context,
                    why_not=why_not)


#: Farthest a point may lie from the table's corner, in inches (a mile): beyond it the geometry overflows.
MAX_INCHES = 63_360.0


def check_point(answer: Answer) -> str | None:
    """Why ``answer`` is not an ``[x, y]`` pair of finite numbers within a mile of the table, or None."""
    if (
        not isinstance(answer, list)
        or len(answer) != 2
        or not all(isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v)
                   and abs(v) <= MAX_INCHES for v in answer)
    ):
        return f"expected a point [x, y] in inches, got {_short(answer)}"
    return None


def check_path(answer: Answer) -> str | None:
    """Why ``answer`` is not a list of one or more points, or None."""
    if not isinstance(answer, list) or not answer:
        return f"expected a path: a list of points [[x, y], ...], got {_short(answer)}"
    if len(answer) > MOST_WAYPOINTS:
        return f"a path has at most {MOST_WAYPOINTS:,} points, not {len(answer):,}"
    for point in answer:
        reason = check_point(point)
        if reason:
            return reason
    return None


def check_angle(answer: Answer) -> str | None:
    if isinstance(answer, bool) or not isinstance(answer, int | float) or not math.isfinite(answer):
        return f"expected an angle in degrees, got {_short(answer)}"
    return None
