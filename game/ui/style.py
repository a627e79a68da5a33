"""The window's look in one place: colours, side colours, fonts and a cache of rendered text.

Board labels are drawn with pygame's font module from the same Noto Sans files pygame_gui uses, so that the
board and the panels read alike; rendered texts are kept because the same labels are drawn every frame.
"""

from __future__ import annotations

import unicodedata
from collections import OrderedDict
from functools import cache, lru_cache
from typing import Protocol

import pygame

from game import locations
from game.ui.fonts import Face, drawable

Colour = tuple[int, int, int]
Rgba = tuple[int, int, int, int]  # a colour with its opacity

ASSETS = locations.ASSETS / "ui"
THEME = ASSETS / "theme.json"

BACKGROUND: Colour = (22, 24, 29)
PANEL: Colour = (31, 34, 41)
PANEL_EDGE: Colour = (48, 53, 63)
CARD: Colour = (39, 43, 52)
TEXT: Colour = (222, 226, 234)
TEXT_DIM: Colour = (146, 153, 168)
ACCENT: Colour = (242, 181, 68)
TABLE_FELT: Colour = (64, 86, 58)
GOOD: Colour = (88, 204, 112)
WARN: Colour = (240, 178, 50)
BAD: Colour = (232, 72, 64)
SELECT: Colour = (255, 221, 87)

#: Sides without a colour in their scenario get these, in order.
SIDE_COLOURS: tuple[Colour, ...] = (
    (214, 69, 65), (52, 120, 219), (46, 170, 96), (230, 160, 40), (150, 90, 200), (40, 180, 190),
)

#: What a line of fire's result is drawn in.
SIGHT_COLOURS: dict[str, Colour] = {"clear": GOOD, "hindered": WARN, "blocked": BAD}


def hex_colour(text: str) -> Colour:
    text = text.lstrip("#")
    return int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16)


#: The palette's shades of the colours it has, for a side named after one of them.
PALETTE_NAMES: dict[str, Colour] = {
    "red": SIDE_COLOURS[0], "blue": SIDE_COLOURS[1], "green": SIDE_COLOURS[2], "orange": SIDE_COLOURS[3],
    "gold": SIDE_COLOURS[3], "yellow": SIDE_COLOURS[3], "purple": SIDE_COLOURS[4], "violet": SIDE_COLOURS[4],
    "teal": SIDE_COLOURS[5], "cyan": SIDE_COLOURS[5]}


def side_colour(colour: str, index: int, names: tuple[str, ...] = ()) -> Colour:
    """A side's own colour (``#rrggbb`` from the scenario); else the colour its id or a word of its name
    (``names``) is ("blue", "Red Horde", "crimson": a side called Blue was drawn red, the palette's first); else the
    palette's for its place."""
    if colour:
        return hex_colour(colour)
    for word in (w for name in names for w in name.lower().replace("_", " ").replace("-", " ").split()):
        shade = named_colour(word)
        if shade is not None:
            return shade
    return SIDE_COLOURS[index % len(SIDE_COLOURS)]


class NamedSide(Protocol):
    """A scenario's side or a game's: what its colour is told by."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def colour(self) -> str: ...


def side_colour_of(side: NamedSide, index: int) -> Colour:
    """:func:`side_colour` of a side, the ``index``-th of its game."""
    return side_colour(side.colour, index, (side.id, side.name))


@cache
def named_colour(word: str) -> Colour | None:
    """The colour ``word`` names: the palette's shade of it, else the web's ("crimson", "navy"); None for a word
    that is no colour."""
    if word in PALETTE_NAMES:
        return PALETTE_NAMES[word]
    if not word.isalpha():  # pygame reads "#f00" and "0xff0000" as colours too: not names
        return None
    try:
        found = pygame.Color(word)
    except ValueError:
        return None
    return found.r, found.g, found.b


@cache
def legible(colour: Colour, ground: Colour = PANEL, least: float = 3.0) -> Colour:
    """``colour`` lightened until it stands out from ``ground`` by the ``least`` contrast ratio (WCAG's for marks
    and large text): a side coloured #40303a (a gamebook's black pieces) vanished on the dark side panel."""
    t = 0.0
    while t < 1.0 and _contrast(mix(colour, (255, 255, 255), t), ground) < least:
        t += 0.05
    return mix(colour, (255, 255, 255), min(t, 1.0))


def _contrast(a: Colour, b: Colour) -> float:
    la, lb = _luminance(a), _luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def _luminance(colour: Colour) -> float:
    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """``a`` moved a fraction ``t`` towards ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


@cache
def font(size: int, bold: bool = False) -> Face:
    return Face(size, bold)


#: Most bytes of rendered text kept for the next frames (a long line at 28 px is ~100 KB; a frame draws ~1 MB).
TEXT_CACHE_BYTES = 16 * 1024 * 1024


class TextCache:
    """Rendered texts, the least recently drawn dropped first once they hold more than ``limit`` bytes: bounded
    in memory however many distinct texts a long session shows (event lines, odds, counts)."""

    def __init__(self, limit: int = TEXT_CACHE_BYTES) -> None:
        self.limit = limit
        self.bytes = 0
        self._surfaces: OrderedDict[tuple, pygame.Surface] = OrderedDict()

    def __len__(self) -> int:
        return len(self._surfaces)

    def items(self) -> list[tuple[tuple, pygame.Surface]]:
        """Each key (the words first) and its picture, least recently drawn first: which words a picture holds."""
        return list(self._surfaces.items())

    def get(self, key: tuple) -> pygame.Surface | None:
        surface = self._surfaces.get(key)
        if surface is not None:
            self._surfaces.move_to_end(key)
        return surface

    def put(self, key: tuple, surface: pygame.Surface) -> pygame.Surface:
        self._surfaces[key] = surface
        self.bytes += _size(surface)
        while self.bytes > self.limit and len(self._surfaces) > 1:
            _key, dropped = self._surfaces.popitem(last=False)
            self.bytes -= _size(dropped)
        return surface


def _size(surface: pygame.Surface) -> int:
    return surface.get_pitch() * surface.get_height()


_texts = TextCache()


#: Stand-ins for the characters that rules and scenarios write (``∅`` the blank damage, ``≤``, ``→``...) but Noto
#: Sans has no glyph for: drawn as they are, each would be an empty box.
STAND_INS = str.maketrans({"∅": "Ø", "≤": "<=", "≥": ">=", "→": "->", "↔": "<->"})


#: What only changes the character before it, or joins two into one emoji (a variation selector, a skin tone, the
#: zero-width joiner): dropped where that character is said in words.
MODIFIERS = frozenset("\u200d\ufe0e\ufe0f" + "".join(map(chr, range(0x1F3FB, 0x1F400))))
REGIONAL_A = 0x1F1E6  # the regional indicator letters, of which a flag is two


def printable(value: str) -> str:
    """``value`` in characters the window's fonts can draw: a character none of them has is said in words, an
    emoji by its name (":dragon:", where it was an empty box) and a flag by its letters ("PL")."""
    value = value.translate(STAND_INS)
    return value if value.isascii() else "".join(map(_printable_char, value))


@lru_cache(maxsize=4096)
def _printable_char(char: str) -> str:
    if char in MODIFIERS:
        return ""
    if drawable(char) or char.isspace():
        return char
    if REGIONAL_A <= ord(char) < REGIONAL_A + 26:
        return chr(ord("A") + ord(char) - REGIONAL_A)
    name = unicodedata.name(char, "")
    return f":{name.lower()}:" if name else "?"


def text(value: str, size: int = 14, colour: Colour = TEXT, bold: bool = False) -> pygame.Surface:
    """A rendered line of text, kept for the next frames that draw the same one (under its own words: the stand-ins
    are put in only when it is rendered)."""
    key = (value, size, colour, bold)
    surface = _texts.get(key)
    return surface if surface is not None else _texts.put(key, font(size, bold).render(printable(value), True, colour))


def outlined_text(value: str, size: int, colour: Colour, outline: Colour = (12, 12, 14),
                  bold: bool = False) -> pygame.Surface:
    """Text with a dark halo, readable on any terrain."""
    key = (f"\0{value}", size, colour + outline, bold)
    surface = _texts.get(key)
    if surface is None:
        inner = text(value, size, colour, bold)
        halo = font(size, bold).render(printable(value), True, outline)
        surface = pygame.Surface((inner.get_width() + 2, inner.get_height() + 2), pygame.SRCALPHA)
        for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2), (0, 0), (2, 2), (0, 2), (2, 0)):
            surface.blit(halo, (dx, dy))
        surface.blit(inner, (1, 1))
        _texts.put(key, surface)
    return surface


@lru_cache(maxsize=1024)
def largest(value: str, sizes: tuple[int, ...], width: int, bold: bool = False) -> int:
    """The first of ``sizes`` (largest first) at which ``value`` fits ``width`` pixels on one line, else the last."""
    return next((s for s in sizes if font(s, bold).size(value)[0] <= width), sizes[-1])


def wrap(value: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """``value`` cut into lines no wider than ``width`` pixels, at spaces; a word wider than a line on its own is
    broken where it must be (a long name in a narrow card), never left to run under what stands beside it (kept:
    panels rewrap every frame)."""
    return flow(value, size, width, width, 0, bold)


@lru_cache(maxsize=4096)
def flow(value: str, size: int, narrow: int, wide: int, beside: int, bold: bool = False) -> tuple[str, ...]:
    """``value`` wrapped as ``wrap`` does, its first ``beside`` lines no wider than ``narrow`` pixels (text that
    runs beside a panel) and the rest no wider than ``wide`` (below it)."""
    face = font(size, bold)
    lines: list[str] = []

    def room() -> int:
        return narrow if len(lines) < beside else wide

    for paragraph in printable(value).split("\n"):
        line = ""
        for word in _words(paragraph):
            candidate = f"{line} {word}" if line else word
            if face.size(candidate)[0] <= room() or (not line and len(word) <= 1):
                line = candidate
                continue
            if line:
                lines.append(line)
            line = word
            while len(line) > 1 and face.size(line)[0] > room():
                cut = _cut(face, line, room())
                lines.append(line[:cut])
                line = line[cut:]
        lines.append(line)
    return tuple(lines)


def _words(paragraph: str) -> list[str]:
    """The paragraph's words at its spaces, a percent sign kept with its number ("critical hit 5.0" ended a line
    and "%, scratch" began the next), and a short last word with the one before it (a line of "2." alone under
    "Moonstone 4 lies at (8.5, 19.5), depth")."""
    words: list[str] = []
    for word in paragraph.split(" "):
        if words and words[-1] and word.startswith("%"):
            words[-1] += f" {word}"
        else:
            words.append(word)
    if len(words) > 2 and words[-2] and len(words[-1].strip(".,;:!?)")) <= 2:
        words[-2:] = [f"{words[-2]} {words[-1]}"]
    return words


def _cut(face: Face, word: str, width: int) -> int:
    """How many of ``word``'s first letters fit ``width`` pixels (one at least, fewer than all), found by halving:
    a 5,000-letter name in an error message was measured letter by letter, 170,000 times, 8 s."""
    fits, over = 1, len(word)  # word[:fits] fits (or is the least), word[:over] does not
    while over - fits > 1:
        middle = (fits + over) // 2
        if face.size(word[:middle])[0] <= width:
            fits = middle
        else:
            over = middle
    return fits
