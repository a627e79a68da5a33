"""What the window wrote, for tests: every line of text a screen blits in one frame, with where it landed.

The screen draws onto a :class:`Recorder` (a pygame Surface that notes its blits); the text cache of
``game.ui.style`` tells which blitted pictures are text, and ``game.ui.panels.SHORTENED`` which of them were cut.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import style
from game.ui.panels import SHORTENED


@dataclass(frozen=True)
class Ink:
    words: str
    rect: pygame.Rect  # where the whole picture would stand (before any clip)
    surface: str  # "window", or the kind of off-screen picture it went onto
    shown: pygame.Rect  # the part of it the clip let through (a scrolled list's row half out of its box: a part)
    behind: bool = False  # under a veil drawn over the whole window later (the board behind the game-over card)

    @property
    def cut(self) -> bool:
        """The words were shortened with an ellipsis to fit."""
        return self.words in SHORTENED


class Recorder(pygame.Surface):
    """A window-sized surface that remembers what was blitted onto it."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.blitted: list[tuple[pygame.Surface, pygame.Rect, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):
        placed = super().blit(source, dest, area, special_flags)
        at = dest.topleft if isinstance(dest, pygame.Rect) else (round(dest[0]), round(dest[1]))
        whole = pygame.Rect(at, source.get_size())
        self.blitted.append((source, whole, whole.clip(self.get_clip())))
        return placed

    def fblits(self, blit_sequence, special_flags=0):
        for source, dest in blit_sequence:
            self.blit(source, dest, special_flags=special_flags)


def text_names() -> dict[int, str]:
    """The words of every text picture the window has made, by the picture's id."""
    names = {}
    for (words, *_rest), picture in list(style._texts.items()):
        names[id(picture)] = words.lstrip("\0")
    return names


def written(app) -> list[Ink]:
    """The text the current screen draws in one frame (pygame_gui's widgets are not in it: see ``widget_texts``)."""
    recorder = Recorder(app.size)
    app.screen.draw(recorder)
    return inked(recorder)


def inked(recorder: Recorder) -> list[Ink]:
    """The text drawn onto ``recorder``, in the order it was drawn."""
    names = text_names()
    window = recorder.get_rect()
    veils = [i for i, (source, rect, _) in enumerate(recorder.blitted) if rect == window and id(source) not in names]
    veiled = veils[-1] if veils else -1
    return [Ink(names[id(source)], rect, "window", shown, i < veiled)
            for i, (source, rect, shown) in enumerate(recorder.blitted) if id(source) in names]


def screen_words(app) -> str:
    """Everything the screen wrote, one line each."""
    return "\n".join(ink.words for ink in written(app))
