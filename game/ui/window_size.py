"""The window's size, place and interface size: the first time, as big as the design wants but never bigger than the
display (a 1366×768 laptop gets a window that fits, title bar and task bar included), the interface sized for the
display; after that, as the player left them.

The last size, position and the interface size the player chose are kept in ``window.json`` beside the saves.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import NamedTuple

import pygame

from game.files import read_limited
from game.rules.atomic_write import write_atomically
from game.rules.saves import default_folder
from game.ui.interface_scale import STEPS, for_display, largest_fitting, scaled

#: The size the window is designed for, and the smallest it may be.
DESIGN, MIN_SIZE = (1280, 800), (960, 600)
#: Pixels of the display left for the window's title bar and the desktop's task bar.
FRAME = (16, 96)
SETTINGS_BYTES = 64 * 1024  # a size and a place take a few dozen: anything bigger is not ours


def settings_path() -> Path:
    return default_folder() / "window.json"


def desktop() -> tuple[int, int] | None:
    """The display the window opens on (None when SDL cannot say)."""
    sizes = pygame.display.get_desktop_sizes()
    if not sizes:
        return None
    width, height = sizes[0]
    return width, height


def clamp(size: tuple[int, int], display: tuple[int, int] | None, scale: float = 1.0) -> tuple[int, int]:
    """``size`` no smaller than the least the window needs at ``scale``, and no bigger than ``display`` leaves room
    for."""
    w, h = size
    if display is not None:
        w, h = min(w, display[0] - FRAME[0]), min(h, display[1] - FRAME[1])
    smallest = scaled(MIN_SIZE, scale)
    return max(smallest[0], w), max(smallest[1], h)


class Opening(NamedTuple):
    size: tuple[int, int]
    position: tuple[int, int] | None
    chosen: float | None  # the interface size the player chose, if they did
    scale: float  # the interface size to open at: the chosen one, else the display's


def opening() -> Opening:
    """A new window's size, position and interface size: the remembered ones when they still fit the display."""
    size: tuple[int, int] | None = None
    position, chosen = None, None
    try:
        kept = json.loads(read_limited(settings_path(), SETTINGS_BYTES))
        size = (int(kept["size"][0]), int(kept["size"][1]))
        if kept.get("position") is not None:
            position = (int(kept["position"][0]), int(kept["position"][1]))
        if kept.get("scale") in STEPS:
            chosen = float(kept["scale"])
    except (OSError, ValueError, KeyError, TypeError, IndexError):
        pass  # the first start, or a file that is not ours any more: the design's size
    display = desktop()
    scale = for_display(display, MIN_SIZE, FRAME)
    if chosen is not None:  # the player's, as far as this display holds it (chosen on a bigger one)
        scale = chosen if display is None else min(chosen, largest_fitting(display, MIN_SIZE, FRAME))
    # the first start: the design's canvas at the display's interface size
    size = clamp(size or scaled(DESIGN, scale), display, scale)
    if position is not None and display is not None and not (
            0 <= position[0] < display[0] - 100 and 0 <= position[1] < display[1] - 100):
        position = None  # it was on a display that is gone
    return Opening(size, position, chosen, scale)


def remember(size: tuple[int, int], position: tuple[int, int] | None, chosen: float | None = None) -> None:
    """Keep the window's size and place, and the interface size the player ``chosen``, for the next start (quietly
    not, when the folder cannot be written); whole or not at all, and never into a pipe that would hold the
    window's closing."""
    kept = {"size": list(size), "position": list(position) if position else None, "scale": chosen}
    with contextlib.suppress(OSError):
        write_atomically(settings_path(), json.dumps(kept))
