"""The frame around the board, drawn with pygame: top bar, side panel cards, the hint strip and the legend.

pygame_gui draws the buttons and the log on top of these; everything here is plain text from the cache.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import chain
from typing import Any

import pygame

from game.board.terrain import Kind
from game.ui.odds_chart import Chart, chart_height, draw_chart
from game.ui.style import (
    ACCENT,
    CARD,
    PANEL,
    PANEL_EDGE,
    TEXT,
    TEXT_DIM,
    Colour,
    font,
    largest,
    mix,
    text,
    wrap,
)
from game.ui.terrain_overlay import DESCRIPTIONS, KindStyle
from game.ui.text_fit import at_a_word, first_lines
from game.words import counted

TOP_BAR = 48
SIDE_PANEL = 340
PAD = 16
HINT_BAR = 26
LEGEND_BAR = 24
TITLE_WIDTH = 300  # the top bar's title; the tool switches start after it


@dataclass(frozen=True)
class Card:
    """Words under the buttons: a title in a colour, then lines."""

    title: str
    lines: tuple[str, ...] = ()
    colour: tuple[int, int, int] = TEXT
    charts: tuple[Chart, ...] = ()  # outcome distributions drawn as bars under the lines
    notes: tuple[str, ...] = ()  # general remarks, under the charts: the first to go in a short window
    brief: tuple[str, ...] = ()  # the lines without their workings, for a window too short for them (none: as is)
    gist: tuple[str, ...] = ()  # a word or two a line (what each refusal bars): after the title where it alone fits


def layout(size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """(top bar, board, side panel) for a window of ``size``."""
    w, h = size
    return (pygame.Rect(0, 0, w, TOP_BAR), pygame.Rect(0, TOP_BAR, w - SIDE_PANEL, h - TOP_BAR),
            pygame.Rect(w - SIDE_PANEL, TOP_BAR, SIDE_PANEL, h - TOP_BAR))


def title_width(title: str, room: int) -> int:
    """The top bar's title width: ``TITLE_WIDTH``, or more (up to ``room``) for a long title at its smallest size."""
    return max(TITLE_WIDTH, min(room, font(13, True).size(title)[0] + 4))


def draw_top_bar(surface: pygame.Surface, rect: pygame.Rect, title: str, subtitle: str,
                 width: int = TITLE_WIDTH) -> bool:
    """The top bar with the screen's title; whether the title was cut short (a drill's whole lesson in its name):
    pointing at it then shows it whole (:func:`draw_whole_title`)."""
    surface.fill(PANEL, rect)
    pygame.draw.line(surface, PANEL_EDGE, rect.bottomleft, (rect.right, rect.bottom), 1)
    draw_emblem(surface, (rect.x + 24, rect.centery), 1)
    if font(13, True).size(title)[0] > width:  # a long title takes both lines (the caption names the ruleset)
        lines = wrap(title, 13, width, bold=True)
        shown = first_lines(lines, 2, lambda words: font(13, True).size(words)[0] <= width)
        for i, line in enumerate(shown):
            surface.blit(text(fit(line, 13, width, True), 13, TEXT, bold=True), (rect.x + 40, rect.y + 6 + 18 * i))
        return len(lines) > 2
    above = next((words for words in (f"SKIRMISH TABLE · {subtitle.upper()}", subtitle.upper(),
                                      re.split(r":| — ", subtitle)[0].upper()) if font(12, True).size(words)[0]
                  <= width), "") if subtitle else "SKIRMISH TABLE"
    surface.blit(text(fit(above, 12, width, True), 12, TEXT_DIM, bold=True), (rect.x + 40, rect.y + 7))
    size = next((s for s in (16, 14, 13) if font(s, True).size(title)[0] <= width), 13)
    surface.blit(text(title, size, TEXT, bold=True), (rect.x + 40, rect.y + 22 + (16 - size) // 2))
    return False


def draw_emblem(surface: pygame.Surface, centre: tuple[int, int], scale: int) -> None:
    """The program's emblem, a base seen from above: a ring of the accent round a dark hole, 14 pixels across at
    ``scale`` 1."""
    pygame.draw.circle(surface, ACCENT, centre, 7 * scale)
    pygame.draw.circle(surface, PANEL, centre, 3 * scale)


def window_icon(size: int = 64) -> pygame.Surface:
    """The window's icon (the task bar's, the title bar's): the emblem on a rounded square of the panels' colour,
    drawn four times larger and smoothed down (pygame's own snake stood there)."""
    big = 4 * size
    picture = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.rect(picture, PANEL, picture.get_rect(), border_radius=big // 5)
    draw_emblem(picture, (big // 2, big // 2), big // 18)
    return pygame.transform.smoothscale(picture, (size, size))


def title_spot(rect: pygame.Rect, width: int) -> pygame.Rect:
    """Where the top bar's title stands: pointing there shows a title cut short whole."""
    return pygame.Rect(rect.x + 34, rect.y, width + 12, rect.h)


def draw_whole_title(surface: pygame.Surface, rect: pygame.Rect, title: str, width: int) -> None:
    """A title cut short in the top bar (``rect``), whole on a card hanging under it over the board (the side
    panel's buttons would stand over it)."""
    x = title_spot(rect, width).x
    inner = max(width, min(2 * width, rect.right - SIDE_PANEL - x - 12 - 24))
    lines = wrap(title, 13, inner, bold=True)
    card = pygame.Rect(x, rect.bottom + 4, inner + 24, 18 * len(lines) + 16)
    pygame.draw.rect(surface, PANEL, card, border_radius=6)
    pygame.draw.rect(surface, ACCENT, card, 1, border_radius=6)
    for i, line in enumerate(lines):
        surface.blit(text(fit(line, 13, inner, True), 13, TEXT, bold=True), (card.x + 12, card.y + 8 + 18 * i))


def draw_side_panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    surface.fill(PANEL, rect)
    pygame.draw.line(surface, PANEL_EDGE, rect.topleft, rect.bottomleft, 1)


def heading(surface: pygame.Surface, at: tuple[int, int], words: str, width: int | None = None) -> int:
    """A small capitalised section title, shortened to ``width`` pixels if given; returns the y below it."""
    words = words.upper() if width is None else fit(words.upper(), 12, width, True)
    surface.blit(text(words, 12, TEXT_DIM, bold=True), at)
    return at[1] + 20


def stack_centred(surface: pygame.Surface, lines: Sequence[tuple[pygame.Surface | None, int]], centre_x: int,
                  y: int) -> int:
    """Pictures one under another, each centred on ``centre_x`` and taking ``step`` pixels down (None: a gap), as a
    card's lines; the y below them."""
    for picture, step in lines:
        if picture is not None:
            surface.blit(picture, (centre_x - picture.get_width() // 2, y))
        y += step
    return y


def draw_turn(surface: pygame.Surface, rect: pygame.Rect, turn_line: str, who: str, colour: Colour | None,
              note: str, then: str = "") -> int:
    """Whose turn it is, big, with the side's colour, and ``note`` whole under it (who answers, or why the game
    ended: a gamebook's reason takes three lines); returns the y below. ``then`` follows ``who`` whole (" to play",
    " wins"): a long side name gives way, not the words that say what it does."""
    x, y = rect.x + PAD, rect.y + 12
    surface.blit(text(turn_line.upper(), 12, TEXT_DIM, bold=True), (x, y))
    y += 20
    if colour is not None:
        pygame.draw.circle(surface, colour, (x + 8, y + 14), 8)
        pygame.draw.circle(surface, mix(colour, (0, 0, 0), 0.5), (x + 8, y + 14), 8, 2)
        x += 24
    room = rect.w - 2 * PAD - 24
    size = largest(who + then, (22, 19, 16), room, True)
    words = fit(who, size, room - font(size, True).size(then)[0], True) + then
    surface.blit(text(words, size, TEXT, bold=True), (x, y + (22 - size) // 2))
    y += 34
    if note:
        for line in wrap(note, 13, rect.w - 2 * PAD):
            surface.blit(text(line, 13, ACCENT), (rect.x + PAD, y))
            y += 18
    return y + 6


def kind_of(figure: Any) -> str:
    """What kind of figure it is, in words, where its name does not say so already: "Paladin" for Sir Bojan,
    "Knight" for Sir Roland, nothing for Guard Swordsman 2 (the card showed profile ids: "baron_von_fancyhat")."""
    for words in (figure.stats.get("name"), figure.profile.replace("_", " ")):
        if isinstance(words, str) and words and words.lower() not in figure.name.lower():
            return words[0].upper() + words[1:]
    return ""


def draw_figure_card(surface: pygame.Surface, rect: pygame.Rect, y: int, figure: Any, side_name: str,
                     colour: Colour, status: str, hovered: bool, stats: Sequence[tuple[str, str]] = (),
                     bottom: int | None = None) -> int:
    """The selected (or pointed-at) figure: name, side, kind, status and the ruleset's facts about it
    (``stats``, label and value), kept above ``bottom`` (the decision under it: a gamebook piece's seven facts
    ran over its heading): the rows closer where they do not fit, then the last dropped, the last kept ending in
    "…"; returns the y below."""
    width = rect.w - 2 * PAD
    rows = fact_rows([f"{key}: {value}" for key, value in stats], width // 2 - 16)
    size, names = _name_lines(figure.name, width - 24)
    below = 18 * (len(names) - 1)  # a long name's second line
    fixed = 64 + below + (18 if status else 0) + 8
    pitch = 18
    if bottom is not None and rows and y + fixed + len(rows) * pitch > bottom:
        pitch = 16  # the rows closer first, then the last ones dropped
        if y + fixed + len(rows) * pitch > bottom:
            rows = rows[:max(1, (bottom - y - fixed) // pitch)]
            rows[-1] = [*rows[-1][:-1], rows[-1][-1] + " …"]
    height = fixed + len(rows) * pitch - (0 if rows else 8)
    card = pygame.Rect(rect.x + PAD, y, width, height)
    pygame.draw.rect(surface, CARD, card, border_radius=8)
    pygame.draw.rect(surface, colour, (card.x, card.y + 8, 4, card.h - 16), border_radius=2)
    x = card.x + 14
    for i, name in enumerate(names):
        surface.blit(text(name, size, TEXT, bold=True), (x, card.y + 8 + 18 * i + (16 - size) // 2))
    top = card.y + below  # where the lines under the name begin, as for a name of one line
    gone = " · eliminated" if figure.eliminated and not status else ""  # a status says how (an unconscious
    # gamebook piece read "eliminated" over "unconscious")
    pointed = "  (pointed at)" if hovered else ""
    room = width - 24 - font(13).size(gone + pointed)[0]
    # its kind gives way first (a long side's name and "pointed at" are what a player reads)
    kind = kind_of(figure)
    role = next((words for words in (f"{side_name} · {kind}", side_name)
                 if kind and font(13).size(words)[0] <= room), fit(side_name, 13, room))
    surface.blit(text(role + gone + pointed, 13, TEXT_DIM), (x, top + 32))
    line_y = top + 54
    if status:
        surface.blit(text(fit(status, 13, width - 24), 13, ACCENT), (x, line_y))
        line_y += 18
    for row, facts in enumerate(rows):
        for col, words in enumerate(facts):
            room = width // 2 - 16 if len(facts) > 1 else width - 24
            surface.blit(text(fit(words, 13, room), 13, TEXT), (x + col * (width // 2), line_y + 4 + row * pitch))
    return card.bottom + 12


def fact_rows(facts: list[str], half: int) -> list[list[str]]:
    """The card's facts two to a row where each fits ``half`` pixels, a short one beside the short one before it
    even past a longer one ("armour: Leather armour"), which has a row to itself rather than be cut: in order,
    rows were lost to short facts left alone between long ones."""
    rows: list[list[str]] = []
    waiting: list[str] | None = None  # a row of one short fact, which the next short one joins
    for words in facts:
        if font(13).size(words)[0] > half:
            rows.append([words])
        elif waiting is not None:
            waiting.append(words)
            waiting = None
        else:
            waiting = [words]
            rows.append(waiting)
    return rows


def _name_lines(name: str, room: int) -> tuple[int, list[str]]:
    """A figure's name at the card's size, a little smaller where that fits it on one line, else on two lines
    (only a name longer than that is cut): a player tells two long names apart by their ends."""
    if fit(name, 16, room, True) == name:
        return 16, [name]
    if fit(name, 14, room, True) == name:
        return 14, [name]
    first, *rest = wrap(name, 14, room, bold=True)
    return 14, [first, *([fit(" ".join(rest), 14, room, True)] if rest else [])]


def draw_forces(surface: pygame.Surface, rect: pygame.Rect, y: int,
                sides: list[tuple[str, Colour, int, int, str]], bottom: int, noun: str = "figure") -> int:
    """Each side with its figures left (``noun``: what the ruleset calls one) and its score (words, "" for none),
    when no figure is in hand, ending above ``bottom`` (where the decision begins): a row of two lines a side, of
    one line when four troupes under a two-line turn note need it, and as many rows as fit with the rest counted;
    returns the y below."""
    width = rect.w - 2 * PAD
    compact = 16 + 40 * len(sides) > bottom - y  # one line a side: name, count, bar
    row = 24 if compact else 40
    fits = max(1, (bottom - y - 16) // row)
    shown = sides if len(sides) <= fits else sides[: max(1, fits - 1)]  # the last row counts the rest
    more = len(sides) - len(shown)
    box = pygame.Rect(rect.x + PAD, y, width, 16 + row * (len(shown) + (more > 0)))
    pygame.draw.rect(surface, CARD, box, border_radius=8)
    for i, (name, colour, alive, total, score) in enumerate(shown):
        row_y = box.y + 8 + row * i
        bar = pygame.Rect(box.right - 70, row_y + (7 if compact else 10), 56, 6)
        pygame.draw.circle(surface, colour, (box.x + 18, row_y + (10 if compact else 14)), 7)
        scored = f" · {score}" if score else ""
        left = text(f"{alive}/{total}{scored}" if compact else f"{alive} of {counted(total, noun)} in play{scored}",
                    12, TEXT_DIM)
        barred = not (compact and score)  # one line a side with a score: the count and the score in the bar's room
        # the name ends short of the strength bar beside it (a long name ran under the bar), and of the count
        end = (bar.x if barred else box.right - 6) - 8 - (left.get_width() + 8 if compact else 0)
        surface.blit(text(fit(name, 14, end - (box.x + 34), True), 14, TEXT, bold=True), (box.x + 34, row_y))
        surface.blit(left, (end + 8, row_y + 2) if compact else (box.x + 34, row_y + 19))
        if barred:
            pygame.draw.rect(surface, PANEL_EDGE, bar, border_radius=3)
            pygame.draw.rect(surface, colour, (bar.x, bar.y, round(bar.w * alive / max(1, total)), bar.h),
                             border_radius=3)
    if more:
        surface.blit(text(f"and {more} more side{'s' if more != 1 else ''}", 12, TEXT_DIM),
                     (box.x + 34, box.y + 8 + row * len(shown) + 2))
    return box.bottom + 12


def draw_card(surface: pygame.Surface, rect: pygame.Rect, y: int, card: Card, bottom: int | None = None,
              beside: int = 0) -> int:
    """A decision's words (odds, path length) in the side panel, made to end above ``bottom``: in a short window
    the notes go first (each whole, the last first), then the charts (each line a chart stood for is written
    again), then the lines' workings (the card's ``brief`` lines, the notes back where they fit), and only then are
    the lines cut, at a word (the card is left out when not even its title fits; with room for the title alone it
    lists the card's ``gist``, short of the ``beside`` pixels that buttons take on its line); returns the y below."""
    width = rect.w - 2 * PAD
    inner = width - 24
    titles = _card_title(rect, card.title)
    charts, notes = list(card.charts), _note_groups(rect, card.notes)
    body = _body(rect, card, charts)
    head = 34 + 18 * (len(titles) - 1)  # the title's lines and the gap under them

    def height() -> int:
        words = sum(map(len, notes)) + sum(isinstance(item, str) for item in body)
        return head + 18 * words + sum(chart_height(item, inner) for item in body if not isinstance(item, str))

    if bottom is not None:
        if y + head > bottom:
            return y
        while notes and y + height() > bottom:
            notes.pop()
        while charts and y + height() > bottom:
            charts.pop()
            body = _body(rect, card, charts)
        if card.brief and y + height() > bottom:  # the lines without their workings, and the notes if they fit
            body = list(_card_lines(rect, card.brief))
            notes = _note_groups(rect, card.notes)
            while notes and y + height() > bottom:
                notes.pop()
        room = max(0, (bottom - y - head) // 18)
        if not charts and len(body) > room:  # words only are left
            body = body[:room]
            if body:  # the last line kept says that more follows, its last words giving way (never cut mid-word)
                body[-1] = fit(at_a_word(str(body[-1]), lambda words: font(13).size(words)[0] <= inner), 13, inner)
            elif card.lines:  # not one line fits: the title says what it can ("Not now" alone said nothing)
                titles[-1] = _with_gist(titles[-1], card.gist, inner - beside)
    box = pygame.Rect(rect.x + PAD, y, width, height())
    pygame.draw.rect(surface, CARD, box, border_radius=8)
    pygame.draw.rect(surface, card.colour, (box.x, box.y + 8, 4, box.h - 16), border_radius=2)
    for i, title in enumerate(titles):
        surface.blit(text(title, 14, card.colour, bold=True), (box.x + 14, box.y + 8 + 18 * i))
    line_y = box.y + head - 4
    for item in body:
        if isinstance(item, str):
            surface.blit(text(item, 13, TEXT), (box.x + 14, line_y))
            line_y += 18
        else:
            line_y = draw_chart(surface, box.x + 14, line_y + 2, inner, item) - 2
    for line in chain.from_iterable(notes):
        surface.blit(text(line, 13, TEXT_DIM), (box.x + 14, line_y))
        line_y += 18
    return box.bottom + 10


def _with_gist(title: str, gist: tuple[str, ...], width: int) -> str:
    """``title``, then as many of ``gist`` as fit ``width`` ("Not now: Attack, Skill …"), and "…" for the rest."""
    shown = f"{title} …"
    for n in range(1, len(gist) + 1):
        words = f"{title}: {', '.join(gist[:n])}" + (" …" if n < len(gist) else "")
        if font(14, True).size(words)[0] > width:
            break
        shown = words
    return fit(shown, 14, width, True)


def card_height(rect: pygame.Rect, card: Card) -> int:
    """How high ``draw_card`` draws ``card`` when nothing cuts it."""
    inner = rect.w - 2 * PAD - 24
    rows = len(_card_title(rect, card.title)) - 1 + len(_card_lines(rect, card.notes))
    return 34 + 18 * rows + sum(18 if isinstance(item, str) else chart_height(item, inner)
                                for item in _body(rect, card, card.charts))


def _body(rect: pygame.Rect, card: Card, charts: list[Chart] | tuple[Chart, ...]) -> list[str | Chart]:
    """The card's lines in order, wrapped, each as the chart of ``charts`` that stands for it where there is one
    (a chart is titled with its line); then any chart no line stands for."""
    by_title = {chart.title: chart for chart in charts}
    body: list[str | Chart] = []
    for line in card.lines:
        body.extend([by_title[line]] if line in by_title else _card_lines(rect, (line,)))
    return body + [chart for chart in charts if chart.title not in card.lines]


def _card_title(rect: pygame.Rect, title: str) -> list[str]:
    """A card's title on two lines at most (an option's odds say what they are for at length); only a longer one
    is cut."""
    inner = rect.w - 2 * PAD - 24
    first, *rest = wrap(title, 14, inner, bold=True)
    return [fit(line, 14, inner, True) for line in (first, " ".join(rest)) if line]


def _card_lines(rect: pygame.Rect, lines: tuple[str, ...]) -> list[str]:
    return [part for line in lines for part in wrap(line, 13, rect.w - 2 * PAD - 24)]


def _note_groups(rect: pygame.Rect, notes: tuple[str, ...]) -> list[list[str]]:
    """Each note's wrapped lines: a short window drops a note whole, never the end of a sentence."""
    return [_card_lines(rect, (note,)) for note in notes]


def prompt_lines(prompt: str, rect: pygame.Rect, most: int = 3) -> tuple[str, ...]:
    """A decision's question in lines of ``rect``'s width, ``most`` of them at most, the last cut at a word with
    " …" where there is more (it was cut off without a sign)."""
    width = rect.w - 2 * PAD
    return first_lines(wrap(prompt, 15, width, bold=True), most, lambda words: font(15, True).size(words)[0] <= width)


def draw_prompt(surface: pygame.Surface, rect: pygame.Rect, y: int, prompt: str, most: int = 3) -> int:
    """A decision's question, up to ``most`` lines; returns the y below."""
    for line in prompt_lines(prompt, rect, most):
        surface.blit(text(line, 15, TEXT, bold=True), (rect.x + PAD, y))
        y += 21
    return y + 6


@dataclass(frozen=True)
class Strip:
    """A strip of words along the board's foot, laid out once a frame: known before the board is drawn (names keep
    off it), drawn after."""

    height: int
    draw: Callable[[pygame.Surface, int], None]  # (surface, the strip's bottom)


def hint_strip(board: pygame.Rect, left: str, right: str) -> Strip:
    """The strip along the bottom of the board: what the mouse does now (wrapped onto a second line in a narrow
    window) and, at the right, the pointer's place and the zoom."""
    label = text(right, 13, TEXT_DIM)
    lines = wrap(left, 13, board.w - label.get_width() - 36)[:2] if left else ()
    height = HINT_BAR + 18 * max(0, len(lines) - 1)

    def draw(surface: pygame.Surface, bottom: int) -> None:
        strip = pygame.Rect(board.x, bottom - height, board.w, height)
        shade = pygame.Surface(strip.size, pygame.SRCALPHA)
        shade.fill((14, 16, 20, 210))
        surface.blit(shade, strip)
        for i, line in enumerate(lines):
            surface.blit(text(line, 13, TEXT_DIM), (strip.x + 12, strip.y + 4 + 18 * i))
        surface.blit(label, (strip.right - label.get_width() - 12, strip.bottom - HINT_BAR + 4))

    return Strip(height, draw)


def legend_strip(board: pygame.Rect, kinds: Iterable[tuple[Kind, KindStyle]]) -> Strip:
    """The kinds of the terrain drawn and their colours, in as many rows as the board's width needs (no height: no
    kinds)."""
    items: list[tuple[KindStyle, pygame.Surface, int, int]] = []  # swatch style, label, x and row
    rows, x = 0, 12
    for kind, style in kinds:
        label = text(kind.words, 12, TEXT)
        if x > 12 and x + 17 + label.get_width() > board.w - 12:
            rows, x = rows + 1, 12
        items.append((style, label, x, rows))
        x += 17 + label.get_width() + 14
    height = LEGEND_BAR + 20 * rows if items else 0

    def draw(surface: pygame.Surface, bottom: int) -> None:
        if not items:
            return
        strip = pygame.Rect(board.x, bottom - height, board.w, height)
        shade = pygame.Surface(strip.size, pygame.SRCALPHA)
        shade.fill((14, 16, 20, 190))
        surface.blit(shade, strip)
        for style, label, x, row in items:
            swatch = pygame.Rect(strip.x + x, strip.y + 6 + 20 * row, 12, 12)
            pygame.draw.rect(surface, style.colour, swatch, border_radius=3)
            if style.hatch:
                pygame.draw.line(surface, (20, 20, 20), swatch.bottomleft, swatch.topright, 1)
            surface.blit(label, (strip.x + x + 17, strip.y + 3 + 20 * row))

    return Strip(height, draw)


def piece_words(piece: Any) -> str:
    """A terrain piece in a few words: name, kind, level."""
    words = f"{piece.name} — {DESCRIPTIONS[piece.kind]}"
    if piece.elevation:
        words += f", level {piece.elevation}"
    return words


#: Every text ``fit`` had to shorten, as shortened: what the window's text checks look for (none should be).
SHORTENED: set[str] = set()


@cache
def fit(value: str, size: int, width: int, bold: bool = False) -> str:
    """``value`` shortened to fit ``width`` pixels (the last resort: wrap or give room first): at a word, with
    " …", where its first word fits ("The Most Honourable …", not "The Most Honourable Co…"), else inside its
    first word with "…" (which :data:`SHORTENED` keeps)."""
    measure = font(size, bold)
    if measure.size(value)[0] <= width:
        return value
    if " " in value.strip():
        words = at_a_word(value.strip(), lambda words: measure.size(words)[0] <= width)
        if measure.size(words)[0] <= width:
            return words
    while value and measure.size(value + "…")[0] > width:
        value = value[:-1]
    SHORTENED.add(value + "…")
    return value + "…"

