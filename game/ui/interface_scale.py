"""The interface's size: the whole window drawn larger or smaller than its pixels, like a browser's zoom.

The window's text and panels are laid out in pixels for a display of about 1280×800: on a 2560×1440 or 4K display
that no system scales for us they came out small, and an 800×600 display cut the 960×600 the table needs. At a
scale other than 1 the screens draw on a canvas of the window's size divided by the scale, as on a window of that
size, and the canvas is shown scaled to the window; the pointer's positions are divided by the same factor.
"""

from __future__ import annotations

import math

import pygame

#: The sizes a player may pick (Ctrl+= and Ctrl+−); the smallest keeps 14 px text readable (10.5 px).
STEPS = (0.75, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0)


class InterfaceScale:
    """The factor the window is drawn at, and whether the player chose it or the display did."""

    def __init__(self) -> None:
        self.factor = 1.0
        self.chosen: float | None = None  # the player's own choice (Ctrl+=, Ctrl+−), kept between sessions

    def pointer(self) -> tuple[int, int]:
        """Where the mouse is, on the canvas the screens draw on (pygame.mouse.get_pos is in window pixels)."""
        return self.logical_point(pygame.mouse.get_pos())

    def logical_point(self, pos: tuple[int, int]) -> tuple[int, int]:
        return int(pos[0] / self.factor), int(pos[1] / self.factor)

    def window_point(self, pos: tuple[float, float]) -> tuple[int, int]:
        """The window's pixel that shows the canvas's ``pos`` (a test's or a benchmark's pointer)."""
        return round(pos[0] * self.factor), round(pos[1] * self.factor)

    def logical_size(self, size: tuple[int, int]) -> tuple[int, int]:
        """The canvas a window of ``size`` pixels draws on."""
        return round(size[0] / self.factor), round(size[1] / self.factor)

    def window_size(self, size: tuple[int, int]) -> tuple[int, int]:
        """The window's pixels that show a canvas of ``size``."""
        return scaled(size, self.factor)

    def logical_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event with its position (and motion) on the canvas; any other event as it is."""
        if self.factor == 1.0 or event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN,
                                                    pygame.MOUSEBUTTONUP):
            return event
        moved = {"pos": self.logical_point(event.pos)}
        if event.type == pygame.MOUSEMOTION:
            moved["rel"] = (round(event.rel[0] / self.factor), round(event.rel[1] / self.factor))
        return pygame.event.Event(event.type, {**event.dict, **moved})

    def show(self, canvas: pygame.Surface, window: pygame.Surface) -> None:
        """``canvas`` scaled onto the whole ``window``: pixels doubled at a whole factor (crisp, as a 4K display
        shows an old program), smoothed at any other."""
        if self.factor == int(self.factor):
            pygame.transform.scale(canvas, window.get_size(), window)
        else:
            pygame.transform.smoothscale(canvas, window.get_size(), window)


def scaled(size: tuple[int, int], factor: float) -> tuple[int, int]:
    """The window's pixels that show a canvas of ``size`` at ``factor``."""
    return math.ceil(size[0] * factor), math.ceil(size[1] * factor)


#: The window's scale (there is one window; the board and the launcher's list ask it where the pointer is).
SCALE = InterfaceScale()


def for_display(display: tuple[int, int] | None, least: tuple[int, int], frame: tuple[int, int]) -> float:
    """The size a display gets unless the player chose one: twice on a display of 4K's height (which no system
    scaled for the window), 1.5 on one of 1600 pixels or more, and less than 1 on one too small for the ``least``
    canvas the table needs with the ``frame`` the desktop takes (800×600: 0.8)."""
    if display is None:
        return 1.0
    wanted = 2.0 if display[1] >= 2100 else 1.5 if display[1] >= 1600 else 1.0
    return min(wanted, largest_fitting(display, least, frame))


def largest_fitting(display: tuple[int, int], least: tuple[int, int], frame: tuple[int, int]) -> float:
    """The largest size at which the ``least`` canvas fits ``display`` with its ``frame`` (the smallest size where
    none does)."""
    room = display[0] - frame[0], display[1] - frame[1]
    return next((step for step in reversed(STEPS) if holds(room, least, step)), STEPS[0])


def holds(room: tuple[int, int], least: tuple[int, int], factor: float) -> bool:
    """Whether ``room`` pixels hold the ``least`` canvas drawn at ``factor``."""
    return least[0] * factor <= room[0] and least[1] * factor <= room[1]


def next_step(factor: float, direction: int) -> float | None:
    """The next size up (``direction`` 1) or down (-1) from ``factor``; None past the last."""
    if direction > 0:
        return next((step for step in STEPS if step > factor + 1e-9), None)
    return next((step for step in reversed(STEPS) if step < factor - 1e-9), None)
