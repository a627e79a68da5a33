"""Reading YAML data files (scenarios, profiles, decks) with checks that name the file, line and key.

Every data file is validated on load: a wrong type, a missing key or an unknown key is an error that says
where it is ("scenarios/duel.yaml:14: sides[0].figures[1].at: expected [x, y] in inches"), never a traceback.
This is the one reader of YAML text in the program (scenarios, the scenario text inside saves, the launcher's
list, ruleset data): it refuses aliases (``*name``), so a small file cannot expand into gigabytes, and merge
keys (``<<``), which need them; and it stops at :data:`MAX_NODES` values, so a flat list of a million numbers
is refused in a moment instead of taking a minute and half a gigabyte.
"""

from __future__ import annotations

import math
import re
import sys
import unicodedata
from collections.abc import Callable, Iterator, Mapping
from collections.abc import Set as AbstractSet
from pathlib import Path
from typing import Any, NoReturn, Protocol, TypeVar

import yaml
from yaml.composer import Composer
from yaml.constructor import SafeConstructor
from yaml.resolver import Resolver

from game.files import TooLarge, read_limited
from game.words import did_you_mean, nearest, one_line, unknown

#: The largest data file read. The largest shipped one is 4 KB; a file that fills 1 MB with no more than
#: :data:`MAX_NODES` values is comments or a giant string, and a save copies its scenario's text each time.
MAX_FILE_BYTES = 1024 * 1024
#: The most values (keys, items, lists and mappings) one data file may hold. The largest shipped file (a
#: ruleset's fighters, 427; a scenario, 276; a save's scenario text is a scenario) holds a few hundred, and a long
#: hand-written drill a few thousand: 50,000 leaves a hundredfold margin, and reading that many takes about a
#: second, where a flat list of 500,000 numbers (1 MB) took 30 s and 450 MB to compose before it was refused.
MAX_NODES = 50_000
#: libyaml's parser (in every PyYAML wheel) reads the events three times faster than PyYAML's own, with the same
#: lines; composing stays ours (to refuse aliases and count the values). PyYAML's own parser where it is missing.
_EVENTS: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
T = TypeVar("T")


class DataError(Exception):
    """A data file that cannot be used, with its file, line, place and reason; ``also``: the other problems found
    in the same file (its message says each on a line of its own), so that a maker mends them in one pass."""

    def __init__(self, path: str | Path, reason: str, place: str = "", line: int | None = None,
                 also: tuple[DataError, ...] = ()) -> None:
        self.path = str(path)
        self.place = place
        self.reason = reason
        self.line = line
        self.also = also
        where = self.path + (f":{line}" if line else "")
        super().__init__("\n".join([f"{where}: {place + ': ' if place else ''}{reason}", *map(str, also)]))

    @property
    def problems(self) -> tuple[DataError, ...]:
        """Each problem alone, the first first."""
        return (DataError(self.path, self.reason, self.place, self.line), *self.also)

    def __reduce__(self) -> tuple[type, tuple[str, str, str, int | None, tuple[DataError, ...]]]:
        return type(self), (self.path, self.reason, self.place, self.line, self.also)  # picklable, as MapError


E = TypeVar("E", bound=DataError)


class Problems:
    """The problems found in parts of one file that do not depend on each other (each figure, each section):
    a part that fails is noted and left out, and the rest is still read."""

    def __init__(self) -> None:
        self.found: list[DataError] = []

    def attempt(self, read: Callable[[], T], instead: T) -> T:
        """What ``read`` gives, or ``instead`` when it fails (its problems noted)."""
        try:
            return read()
        except DataError as exc:
            self.found.extend(exc.problems)
            return instead

    def note(self, path: str | Path, reason: str, place: str = "", line: int | None = None) -> None:
        """A problem found by a check across parts (a figure id used twice, a base on another)."""
        self.found.append(DataError(path, reason, place, line))

    def check(self, kind: type[E]) -> None:
        """Raise the problems found so far as one ``kind`` of error, in the order of their lines (the first, with
        the others ``also``)."""
        if self.found:
            first, *rest = sorted(self.found, key=lambda problem: problem.line or 0)
            raise kind(first.path, first.reason, first.place, first.line, tuple(rest))


class _Marked:
    line: int = 0
    lines: dict[Any, int]


class MarkedDict(dict, _Marked):
    """A mapping that remembers the line of each key."""


class MarkedList(list, _Marked):
    """A sequence that remembers the line of each item."""


class _HasLine(Protocol):
    line: int  # counted from 0


class _Loader(Composer, SafeConstructor, Resolver):
    """PyYAML's safe loader, composing from :data:`_EVENTS`' events: refuses aliases, merge keys and numbers
    longer than Python reads, stops at :data:`MAX_NODES` values, and gives every mapping and list the lines of
    its parts."""

    def __init__(self, text: str, path: str | Path) -> None:
        self._events = _EVENTS(text)
        self.path = path
        self.nodes = 0
        Composer.__init__(self)
        SafeConstructor.__init__(self)
        Resolver.__init__(self)

    def refuse(self, reason: str, mark: _HasLine | None) -> NoReturn:
        raise DataError(self.path, reason, line=mark.line + 1 if mark else None)

    def check_event(self, *choices: type[yaml.Event]) -> bool:
        return bool(self._events.check_event(*choices))

    def peek_event(self) -> yaml.Event:
        return self._events.peek_event()

    def get_event(self) -> yaml.Event:
        return self._events.get_event()

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        event = self.peek_event()
        if isinstance(event, yaml.AliasEvent):
            self.refuse(f"aliases (*{event.anchor}) are not allowed: write the value out in full", event.start_mark)
        self.nodes += 1
        if self.nodes > MAX_NODES:
            self.refuse(f"too many values: a data file may hold at most {MAX_NODES:,} (keys, items, lists and "
                        "mappings)", event.start_mark)
        return super().compose_node(parent, index)

    def construct_yaml_int(self, node: yaml.ScalarNode) -> int:
        try:
            return super().construct_yaml_int(node)
        except ValueError:  # more digits than Python converts: its own message would advise raising its limit
            self.refuse(f"number too long (more than {sys.get_int_max_str_digits():,} digits)", node.start_mark)

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> MarkedDict:
        out = MarkedDict()
        out.line = node.start_mark.line + 1
        out.lines = {}
        for key_node, value_node in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                self.refuse("merge keys (<<) are not allowed: write the keys out in full", key_node.start_mark)
            key = self.construct_object(key_node, deep=True)
            if not isinstance(key, str | int | float | bool) or key is None:
                self.refuse("a key must be a plain value", key_node.start_mark)
            if key in out:
                self.refuse(f"key {key!r} appears twice", key_node.start_mark)
            out[key] = self.construct_object(value_node, deep=True)
            out.lines[key] = key_node.start_mark.line + 1
        return out

    def construct_sequence(self, node: yaml.SequenceNode, deep: bool = False) -> MarkedList:
        out = MarkedList(self.construct_object(child, deep=True) for child in node.value)
        out.line = node.start_mark.line + 1
        out.lines = {i: child.start_mark.line + 1 for i, child in enumerate(node.value)}
        return out

    yaml_constructors = {**SafeConstructor.yaml_constructors,
                         "tag:yaml.org,2002:int": construct_yaml_int,
                         "tag:yaml.org,2002:map": construct_mapping,
                         "tag:yaml.org,2002:seq": construct_sequence}


#: YAML 1.2's booleans, true and false: YAML 1.1 (PyYAML's) also reads yes, no, on and off as true or false, so a
#: scenario named Off or a side named No was refused with "expected text, got false".
BOOL = "tag:yaml.org,2002:bool"
_Loader.yaml_implicit_resolvers = {first: [(tag, rule) for tag, rule in rules if tag != BOOL]
                                   for first, rules in Resolver.yaml_implicit_resolvers.items()}
_Loader.add_implicit_resolver(BOOL, re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))


def parse_yaml(text: str, path: str | Path) -> Any:
    """The data of a YAML text, read as the file ``path``; raises :class:`DataError`."""
    if len(text) > MAX_FILE_BYTES:
        raise DataError(path, f"the text is larger than {MAX_FILE_BYTES // 1024 // 1024} MB")
    try:
        return _Loader(text, path).get_single_data()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark
        reason = exc.problem or "not valid YAML"
        raise DataError(path, reason, line=mark.line + 1 if mark else None) from None
    except yaml.YAMLError as exc:
        raise DataError(path, f"not valid YAML: {exc}") from None
    except RecursionError:
        raise DataError(path, "nested too deeply") from None
    except ValueError as exc:  # a value PyYAML's types refuse (a date of month 13)
        raise DataError(path, f"not valid YAML: {exc}") from None


def read_text(path: Path) -> str:
    """The text of a data file, of at most :data:`MAX_FILE_BYTES`; raises :class:`DataError` saying why not."""
    try:
        data = read_limited(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        raise DataError(path, "file not found") from None
    except IsADirectoryError:
        raise DataError(path, "is a folder, not a file") from None
    except TooLarge:
        raise DataError(path, f"file is larger than {MAX_FILE_BYTES // 1024 // 1024} MB") from None
    except OSError as exc:
        raise DataError(path, f"cannot be read: {exc.strerror}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataError(path, f"not UTF-8 text ({exc.reason} at byte {exc.start})") from None


def read_yaml(path: str | Path) -> Node:
    """The root of a YAML file, ready for checked reading."""
    path = Path(path)
    return Node(parse_yaml(read_text(path), path), path, "", 1)


def read_groups(folder: Path, group_key: str, items_key: str, make: Callable[[str, str, Node], T],
                missing: str) -> dict[str, T]:
    """Every item of every group file ``folder/*.yaml`` — ``{group_key: name, items_key: {id: item}}``, such as a
    faction and its profiles — made by ``make(id, group name, node)``. An id defined twice is an error naming
    both places; no item at all is the error ``missing``."""
    found: dict[str, T] = {}
    where: dict[str, str] = {}
    for path in sorted(folder.glob("*.yaml")):
        root = read_yaml(path).mapping({group_key, items_key}, required={group_key, items_key})
        group = root[group_key].text()
        for item_id, node in root[items_key].items():
            if item_id in found:
                node.fail(f"{items_key.removesuffix('s')} {item_id!r} is already defined in {where[item_id]}")
            found[item_id], where[item_id] = make(item_id, group, node), f"{node.path}:{node.line}"
    if not found:
        raise DataError(folder, missing)
    return found


def read_present(node: Node, readers: Mapping[str, Callable[[Node], Any]]) -> dict[str, Any]:
    """The values of those of ``readers``' keys that the mapping ``node`` gives, each read (and checked) by its
    reader, in ``readers``' order: a profile's optional stats, or the overrides a scenario's figure carries."""
    return {key: read(node[key]) for key, read in readers.items() if node.has(key)}


class Node:
    """A value of a data file with the place it came from, and typed, checked access to its parts."""

    def __init__(self, value: Any, path: str | Path, place: str, line: int | None) -> None:
        self.value = value
        self.path = path
        self.place = place
        self.line = getattr(value, "line", None) or line

    def fail(self, reason: str) -> NoReturn:
        raise DataError(self.path, reason, self.place, self.line)

    # --- structure -------------------------------------------------------------------------------------------
    def _child(self, key: Any) -> Node:
        lines = getattr(self.value, "lines", {})
        place = f"{self.place}[{key}]" if isinstance(key, int) else (f"{self.place}.{key}" if self.place else key)
        return Node(self.value[key], self.path, place, lines.get(key, self.line))

    def mapping(self, allowed: AbstractSet[str] | None = None, required: AbstractSet[str] = frozenset()) -> Node:
        """Checks that this is a mapping, with only ``allowed`` keys and all ``required`` ones."""
        if not isinstance(self.value, dict):
            self.fail(f"expected a mapping of keys, got {_kind(self.value)}")
        for key in self.value:
            if not isinstance(key, str):
                self._child(key).fail(f"keys must be text, got {key!r}")
            if allowed is not None and key not in allowed:
                self._child(key).fail(unknown("key", key, sorted(allowed)))
        missing = sorted(set(required) - set(self.value))
        if missing:
            self.fail(f"missing {', '.join(repr(k) for k in missing)}{self._misspelt(missing)}")
        return self

    def _misspelt(self, missing: list[str]) -> str:
        """" (is 'rulesett' meant to be 'ruleset'?)" after a missing key, where a key given is close to one: a
        typo in a required key said only that the key was missing."""
        given = [k for k in self.value if isinstance(k, str)] if isinstance(self.value, dict) else []
        found = [(key, nearest(key, missing)) for key in given if key not in missing]
        said = [f"is {key!r} meant to be {meant!r}?" for key, meant in found if meant is not None]
        return f" ({'; '.join(said)})" if said else ""

    def has(self, key: str) -> bool:
        return isinstance(self.value, dict) and key in self.value and self.value[key] is not None

    def __getitem__(self, key: str) -> Node:
        if not self.has(key):
            self.fail(f"missing {key!r}{self._misspelt([key])}")
        return self._child(key)

    def get(self, key: str) -> Node | None:
        return self._child(key) if self.has(key) else None

    def items(self) -> Iterator[tuple[str, Node]]:
        self.mapping()
        for key in self.value:
            yield key, self._child(key)

    def sequence(self, least: int = 0) -> list[Node]:
        if not isinstance(self.value, list):
            self.fail(f"expected a list, got {_kind(self.value)}")
        if len(self.value) < least:
            self.fail(f"expected at least {least} item{'s' if least != 1 else ''}")
        return [self._child(i) for i in range(len(self.value))]

    # --- scalars ---------------------------------------------------------------------------------------------
    def text(self, choices: tuple[str, ...] | None = None) -> str:
        if isinstance(self.value, bool | int | float):  # a name written 1917 or true: YAML read a number
            self.fail(f"expected text, got {_kind(self.value)}: write it in quotes to make it text")
        if not isinstance(self.value, str) or not self.value.strip():
            self.fail(f"expected text, got {_kind(self.value)}")
        if choices is not None and self.value not in choices:
            self.fail(f"{self.value!r} is not one of {', '.join(choices)}{did_you_mean(self.value, choices)}")
        return self.value

    def name(self) -> str:
        """Text that names something on one line (a scenario, a side, a figure): its line breaks and tabs read as
        spaces, as a name folded over two lines means; a control character, or nothing to see, is refused (a name
        with a line break in it stood over the side panel's next line, one of a zero-width space was no name)."""
        words = one_line(self.text())
        bad = next((c for c in words if unicodedata.category(c) == "Cc"), None)
        if bad is not None:
            self.fail(f"a name cannot hold the control character U+{ord(bad):04X}")
        if not any(unicodedata.category(c)[0] in "LNPS" for c in words):
            self.fail("a name needs a letter, a digit or a sign to be seen")
        return words

    def integer(self, low: int | None = None, high: int | None = None) -> int:
        if isinstance(self.value, bool) or not isinstance(self.value, int):
            self.fail(f"expected a whole number, got {_kind(self.value)}")
        if not is_number(self.value):
            self.fail(f"expected a whole number, got {_kind(self.value)}")
        self._bounds(self.value, low, high)
        return self.value

    def number(self, low: float | None = None, high: float | None = None) -> float:
        if not is_number(self.value):
            self.fail(f"expected a number, got {_kind(self.value)}")
        self._bounds(self.value, low, high)
        return float(self.value)

    def flag(self) -> bool:
        if not isinstance(self.value, bool):
            self.fail(f"expected true or false, got {_kind(self.value)}")
        return self.value

    def point(self) -> tuple[float, float]:
        items = self.sequence()
        if len(items) != 2:
            self.fail("expected [x, y] in inches")
        return items[0].number(), items[1].number()

    def plain(self) -> Any:
        """The value as plain Python data (for free-form parts such as a script step's answers)."""
        return _plain(self.value)

    def _bounds(self, value: float, low: float | None, high: float | None) -> None:
        if low is not None and value < low:
            self.fail(f"{value:g} is below the least allowed, {low:g}")
        if high is not None and value > high:
            self.fail(f"{value:g} is above the most allowed, {high:g}")


#: Largest whole number read as a number (coordinates, angles): a float holds it exactly.
MAX_WHOLE = 2**53


def is_number(value: Any) -> bool:
    """Whether ``value`` is a finite int or float (not a bool) that a float holds: no 400-digit integers."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return -MAX_WHOLE <= value <= MAX_WHOLE
    return isinstance(value, float) and math.isfinite(value)


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _kind(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"{str(value).lower()} (true/false)"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, int) and not is_number(value):
        return f"a number too large (more than {MAX_WHOLE})"
    return repr(value) if len(repr(value)) < 40 else type(value).__name__
