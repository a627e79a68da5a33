"""Text in any script a scenario may be written in, in the window's own drawing and in pygame_gui's widgets.

Noto Sans draws Latin, Greek and Cyrillic (the Polish, Russian and Bulgarian seeds); it has no glyph for Chinese,
Japanese or Korean (the other seeds' languages, and names a group may give its figures), nor for Arabic or Hebrew,
which came out as empty boxes. pygame_gui ships (pinned) the Noto Sans fonts of those scripts, so a :class:`Face`
draws each run of characters Noto Sans lacks in the first of them that has its glyphs, on Noto Sans's baseline and
in its line height: a line's size is the same whichever fonts draw it. Han characters are drawn as Japanese where the
line has kana, else as Chinese. Arabic and Hebrew runs are shaped right to left (SDL_ttf's HarfBuzz: Arabic letters
join), the spaces between their words kept in the run, so that a name of several words reads in its order inside a
left-to-right line. :func:`install` makes pygame_gui's fonts faces too.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import pygame
import pygame.freetype
import pygame_gui.core.utility
from pygame_gui.core.gui_font_pygame import GUIFontPygame

DATA = Path(pygame_gui.__file__).parent / "data"
MAIN = {False: "NotoSans-Regular.ttf", True: "NotoSans-Bold.ttf"}
#: The fonts tried, in order, for a character Noto Sans has no glyph for (Korean has no bold of its own).
OTHERS = {False: ("NotoSansSC-Regular.otf", "NotoSansJP-Regular.otf", "NotoSansKR-Regular.ttf",
                  "NotoSansGeorgian-Regular.ttf", "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf"),
          True: ("NotoSansSC-Bold.otf", "NotoSansJP-Bold.otf", "NotoSansKR-Regular.ttf",
                 "NotoSansGeorgian-Bold.ttf", "NotoSansArabic-Bold.ttf", "NotoSansHebrew-Bold.ttf")}
#: The fonts of scripts written right to left, with their ISO 15924 codes (for the shaping).
RIGHT_TO_LEFT = {"NotoSansArabic": "Arab", "NotoSansHebrew": "Hebr"}
KANA = re.compile("[\u3040-\u30ff]")
#: pygame_gui's font keeps its pygame font under this (name-mangled) attribute.
_INTERNAL = "_GUIFontPygame__internal_font"


@cache
def _glyphs(file: str) -> pygame.freetype.Font:
    """The font as freetype reads it: unlike pygame.font, it says which characters have no glyph."""
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    return pygame.freetype.Font(str(DATA / file), 12)


def _script(file: str) -> str:
    """The script code of a right-to-left font's file ("" for the others)."""
    return next((code for stem, code in RIGHT_TO_LEFT.items() if file.startswith(stem)), "")


@cache
def _has(file: str, char: str) -> bool:
    return _glyphs(file).get_metrics(char)[0] is not None


class Face:
    """pygame.font.Font's drawing and measuring, with each character in the first font that has its glyph."""

    def __init__(self, size: int, bold: bool = False, main: pygame.font.Font | None = None) -> None:
        """``main``: the Noto Sans font to wrap, when made already (pygame_gui's)."""
        self.bold_face = bold
        self.main = main if main is not None else pygame.font.Font(DATA / MAIN[bold], size)
        self._others: dict[str, pygame.font.Font] = {}

    def _other(self, file: str) -> pygame.font.Font:
        font = self._others.get(file)
        if font is None:
            font = self._others[file] = pygame.font.Font(DATA / file, self.main.get_point_size())
            script = _script(file)
            if script:
                try:
                    font.set_script(script)
                    font.set_direction(pygame.DIRECTION_RTL)
                except pygame.error:  # an SDL_ttf built without HarfBuzz: the letters unjoined, left to right
                    pass
        return font

    def runs(self, text: str) -> list[tuple[str, pygame.font.Font]]:
        """``text`` cut where the font that draws it changes."""
        if text.isascii():
            return [(text, self.main)]
        order = OTHERS[self.bold_face]
        if KANA.search(text):
            order = (order[1], order[0], *order[2:])
        out: list[tuple[str, pygame.font.Font]] = []
        main_file = MAIN[self.bold_face]
        for char in text:
            file = main_file if _has(main_file, char) else next((f for f in order if _has(f, char)), main_file)
            font = self.main if file == main_file else self._other(file)
            if out and out[-1][1] is font:
                out[-1] = (out[-1][0] + char, font)
            else:
                out.append((char, font))
            if len(out) > 2 and out[-1][1] is out[-3][1] is not self.main and out[-2][0].isspace():
                # the space between two words of one script stays in their run (right to left, it keeps them in
                # their order)
                out[-3:] = [(out[-3][0] + out[-2][0] + out[-1][0], font)]
        return out

    def size(self, text: str) -> tuple[int, int]:
        runs = self.runs(text)
        if len(runs) == 1 and runs[0][1] is self.main:
            return self.main.size(text)
        return sum(font.size(part)[0] for part, font in runs), self.main.get_height()

    def render(self, text: str, antialias: bool, color: Any, bgcolor: Any = None) -> pygame.Surface:
        runs = self.runs(text)
        if len(runs) == 1 and runs[0][1] is self.main:
            return _drawn(self.main, text, antialias, color, bgcolor)
        pictures = [(_drawn(font, part, antialias, color), font) for part, font in runs]
        line = pygame.Surface((sum(p.get_width() for p, _ in pictures), self.main.get_height()), pygame.SRCALPHA)
        # each run on Noto Sans's baseline; its pixels as drawn (blended onto the clear line, its edges would darken)
        flags = 0
        if bgcolor is None:
            flags = pygame.BLEND_RGBA_MAX
        else:
            line.fill(bgcolor)
        x, ascent = 0, self.main.get_ascent()
        for picture, font in pictures:
            line.blit(picture, (x, ascent - font.get_ascent()), special_flags=flags)
            x += picture.get_width()
        return line

    # --- what pygame_gui asks of its font besides -----------------------------------------------------------
    def get_ascent(self) -> int:
        return self.main.get_ascent()

    def get_descent(self) -> int:
        return self.main.get_descent()

    def get_height(self) -> int:
        return self.main.get_height()

    def get_linesize(self) -> int:
        return self.main.get_linesize()

    def get_point_size(self) -> int:
        return self.main.get_point_size()

    def metrics(self, text: str) -> list[Any]:
        return [metric for part, font in self.runs(text) for metric in font.metrics(part)]

    @property
    def underline(self) -> bool:
        return self.main.underline

    @underline.setter
    def underline(self, value: bool) -> None:
        self.main.underline = value

    def __getattr__(self, name: str) -> Any:
        """The rest (styles, script, direction) as Noto Sans has it."""
        return getattr(self.main, name)


def _drawn(font: pygame.font.Font, text: str, antialias: bool, color: Any, bgcolor: Any = None) -> pygame.Surface:
    """``font``'s picture of ``text``: an empty one where the text has no width (a run of an emoji's variation
    selector alone: SDL_ttf refuses to draw it, and a figure named "Wizard 🧙🏽‍♂️" took the window down)."""
    try:
        return font.render(text, antialias, color, bgcolor)
    except pygame.error:
        if font.size(text)[0] > 0:
            raise
        return pygame.Surface((0, font.get_height()), pygame.SRCALPHA)


@cache
def drawable(char: str) -> bool:
    """Whether one of the window's fonts has a glyph for ``char``."""
    return _has(MAIN[False], char) or any(_has(file, char) for file in OTHERS[False])


class _GUIFont(GUIFontPygame):
    """pygame_gui's font, drawing through a :class:`Face`."""

    def __init__(self, file: Any, size: int | float, force_style: bool = False,
                 style: dict[str, Any] | None = None) -> None:
        super().__init__(file, size, force_style, style)
        setattr(self, _INTERNAL, Face(int(size), bool(style and style.get("bold")), getattr(self, _INTERNAL)))


def install() -> None:
    """Make the fonts pygame_gui loads from now on faces (before the window's UIManager loads its theme)."""
    pygame_gui.core.utility.GUIFontPygame = _GUIFont  # type: ignore[misc]  # pinned pygame_gui 0.6.14 loads here
