"""Numbers and terrain kinds read from Tiled attributes and custom properties, checked on the way in.

Everything here refuses NaN, infinities, booleans posing as numbers and out-of-range values with a
``MapError`` that names the file, the place and the offending text.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from pathlib import Path

from game.board.errors import MapError
from game.board.terrain import Kind, Point
from game.board.tmx_limits import MAX_COORDINATE_PX, MAX_ELEVATION, MAX_SHAPE_POINTS
from game.words import unknown

KINDS = tuple(k.value for k in Kind)
KIND_NAMES = ", ".join(KINDS)
#: The flip and rotation bits of a Tiled gid; the tile itself is ``gid & ~GID_FLAGS``.
GID_FLAGS = 0xF0000000


def attr_int(
    el: ET.Element,
    name: str,
    path: Path,
    place: str,
    *,
    default: int | None = None,
    lo: int = 0,
    hi: int = 2**31 - 1,
) -> int:
    """An integer attribute in ``[lo, hi]``; a missing one is ``default`` or, without a default, an error."""
    text = el.get(name)
    if text is None:
        if default is None:
            raise MapError(path, f"the '{name}' attribute is missing", place)
        return default
    try:
        value = int(text)
    except ValueError:
        raise MapError(path, f"'{name}' must be an integer, not '{text}'", place) from None
    if not lo <= value <= hi:
        raise MapError(path, f"'{name}' must be between {lo} and {hi}, not {value}", place)
    return value


def attr_float(el: ET.Element, name: str, path: Path, place: str, default: float = 0.0) -> float:
    """A finite numeric attribute (a coordinate, size or angle) no larger than ``MAX_COORDINATE_PX``."""
    text = el.get(name)
    if text is None:
        return default
    return coordinate(text, f"'{name}'", path, place)


def coordinate(text: str, what: str, path: Path, place: str) -> float:
    """A finite number written in the file, no larger than ``MAX_COORDINATE_PX`` in magnitude."""
    try:
        value = float(text)
    except ValueError:
        raise MapError(path, f"{what} must be a number, not '{text}'", place) from None
    if not math.isfinite(value) or abs(value) > MAX_COORDINATE_PX:
        raise MapError(
            path, f"{what} must be a finite number within ±{MAX_COORDINATE_PX:g}, not '{text}'", place
        )
    return value


def shape_points(shape: ET.Element, path: Path, where: str) -> list[Point]:
    """The ``points`` of a ``<polygon>`` or ``<polyline>``, at most ``MAX_SHAPE_POINTS`` of them."""
    pairs = shape.get("points", "").split()
    if len(pairs) > MAX_SHAPE_POINTS:
        raise MapError(path, f"the {shape.tag} has more than {MAX_SHAPE_POINTS:,} points", where)
    points = []
    for pair in pairs:
        xy = pair.split(",")
        if len(xy) != 2:
            raise MapError(path, f"the {shape.tag} point '{pair}' is not 'x,y'", where)
        points.append((coordinate(xy[0], "a point's x", path, where), coordinate(xy[1], "y", path, where)))
    return points


def finite_number(value: object, what: str, path: Path, place: str) -> float:
    """A custom property as a finite number; typed (int, float) or untyped (string) properties both do."""
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise MapError(path, f"{what} must be a number, not {value!r}", place)
    try:
        number = float(value)
    except ValueError:
        raise MapError(path, f"{what} must be a number, not '{value}'", place) from None
    if not math.isfinite(number):
        raise MapError(path, f"{what} must be a finite number, not '{value}'", place)
    return number


def parse_kind(name: object) -> Kind | None:
    """The kind a class name or ``terrain`` value names ("Deep water", "deep-water", "DEEP_WATER") or None."""
    if not isinstance(name, str):
        return None
    key = name.strip().casefold().replace("-", "_").replace(" ", "_")
    try:
        return Kind(key)
    except ValueError:
        return None


def terrain_property(value: object, path: Path, place: str) -> Kind:
    """The kind a ``terrain`` custom property names; any other value is a mistake in the map."""
    kind = parse_kind(value)
    if kind is None:
        raise MapError(path, unknown("terrain kind", value, KINDS), place)
    return kind


def elevation_of(kind: Kind, properties: dict[str, object], path: Path, place: str) -> int:
    """The ``elevation`` level of an elevated or steep piece (default 1); every other kind lies at 0."""
    if not kind.is_elevated:
        return 0
    value = properties.get("elevation", 1)
    number = finite_number(value, "elevation", path, place)
    if not number.is_integer() or not 1 <= number <= MAX_ELEVATION:
        raise MapError(
            path, f"elevation must be a whole level from 1 to {MAX_ELEVATION}, not '{value}'", place
        )
    return int(number)
