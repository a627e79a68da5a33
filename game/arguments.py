"""What the command lines share (``main.py``, ``python -m game.sim``, ``python -m game.bench ...``): argparse
``type=`` checks (a count of 0, a NaN or a seed a save would refuse is refused by argparse, with its usage line and
exit 2, not a traceback after the work), and how a bad file's problems are said."""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from game.locations import refused_name


def positive_float(text: str) -> float:
    """A length of time, an angle, a limit in MB: a finite number above 0 (``nan`` and ``inf`` parse as floats)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"{text!r}: must be a finite number above 0")
    return value


def whole_between(low: int, high: int | None = None) -> Callable[[str], int]:
    """A whole number from ``low`` to ``high`` (a seed, a turn limit: what a scenario or a save accepts), or from
    ``low`` up when there is no ``high``."""
    def check(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if high is None and value < low:
            raise argparse.ArgumentTypeError(f"{text!r}: must be {low:,} or more")
        if high is not None and not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{text!r}: must be from {low:,} to {high:,}")
        return value
    return check


#: A count of games, figures, repeats...: 1 or more.
positive_int = whole_between(1)


def window_pixels(text: str) -> tuple[int, int]:
    """A window's size, ``WIDTHxHEIGHT`` in pixels (``1366x768``), each from 1 to 16,384 (SDL's largest)."""
    width, cross, height = text.lower().replace("×", "x").partition("x")
    if not cross or not width.isdigit() or not height.isdigit():
        raise argparse.ArgumentTypeError(f"{text!r}: must be WIDTHxHEIGHT in pixels, as 1366x768")
    size = int(width), int(height)
    if not all(1 <= side <= 16384 for side in size):
        raise argparse.ArgumentTypeError(f"{text!r}: each side must be from 1 to 16,384 pixels")
    return size


def file_name(text: str) -> Path:
    """A file's name the file system takes, whether or not the file is there (:func:`refused_name`)."""
    path = Path(text)
    problem = refused_name(path)
    if problem is not None:
        raise argparse.ArgumentTypeError(problem)
    return path


def say_errors(message: object, err: TextIO) -> None:
    """``message`` (an error: a scenario's holds a problem a line) as ``error:`` lines on ``err``."""
    for line in str(message).splitlines():
        print(f"error: {line}", file=err)
