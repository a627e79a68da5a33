"""Odds as pictures: a small bar chart of an outcome distribution (clicks dealt, injury bands, damage dealt and
taken), drawn in the side panel under the line of numbers it stands for — a player reads the shape faster than four
percentages, as in Wesnoth's attack prediction.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

import pygame

from game.rules.odds import percent
from game.ui.style import ACCENT, PANEL_EDGE, TEXT, TEXT_DIM, font, mix, text, wrap

BAR_H = 28  # the tallest bar, in pixels
LABEL_SIZE, PERCENT_SIZE = 11, 11
SMALL_LABEL_SIZE = 10  # the labels' size where a word of one is wider than its column at LABEL_SIZE
#: Charts a card draws at most (the lines with the most outcomes), and the most bars one chart has.
MOST_CHARTS, MOST_BARS = 2, 8


@dataclass(frozen=True)
class Chart:
    """One distribution as bars: a title (its card's line, which the chart then stands for) and (outcome in words,
    probability) in their natural order."""

    title: str
    bars: tuple[tuple[str, float], ...]


def charts_of(lines: tuple[Any, ...]) -> tuple[Chart, ...]:
    """Charts for an odds card's lines, in the card's order: those with three outcomes or more, the ones with the
    most first. Two outcomes say themselves in words beside them; they are charted only on a card that has nothing
    else (a breakaway; may they hold the declared card?), so that every card of odds has its picture."""
    sized = [line for line in lines if 2 <= len(line.outcomes) <= MOST_BARS]
    fit = [line for line in sized if len(line.outcomes) > 2] or sized
    chosen = sorted(fit, key=lambda line: -len(line.outcomes))[:MOST_CHARTS]
    return tuple(Chart(odds_line(line), tuple((_words(o), float(Fraction(p))) for o, p in _ordered(line.outcomes)))
                 for line in lines if line in chosen)


def odds_line(line: Any, brief: bool = False) -> str:
    """An odds line in words: its label (``brief``: without the workings), then its summary."""
    return f"{(line.brief if brief else '') or line.label}: {odds_summary(line)}"


def odds_summary(line: Any) -> str:
    """An odds line's chances in words: its own summary, or its likeliest outcomes in percent."""
    return line.summary or _summary(line.outcomes)


def compared_line(label: str, lines: Any) -> str:
    """One option's odds beside the others': its label, then the summary of its one line, or each of its lines
    without their workings (the dice and modifiers, alike for every option, are on the card of the one pointed at).
    A chance the label already gives is not said twice ("Keep them: Out of Action 16.7 % — Down 25.0 %")."""
    if len(lines) == 1:
        said = ", ".join(chance for chance in odds_summary(lines[0]).split(", ") if chance not in label)
    else:
        said = "; ".join(odds_line(line, brief=True) for line in lines)
    return f"{label} — {said}" if said else label


def _summary(outcomes: Any) -> str:
    items = sorted(outcomes.items(), key=lambda kv: -kv[1])[:4]
    return ", ".join(f"{_words(o)} {percent(Fraction(p))}" for o, p in items)


def _ordered(outcomes: dict) -> list[tuple[Any, Any]]:
    """Numbers from low to high; anything else as the ruleset listed it."""
    items = list(outcomes.items())
    if all(isinstance(o, int | float) and not isinstance(o, bool) for o, _p in items):
        return sorted(items, key=lambda item: item[0])
    return items


def _words(outcome: Any) -> str:
    if isinstance(outcome, bool):
        return "yes" if outcome else "no"
    return str(outcome).replace("_", " ")


def chart_height(chart: Chart, width: int) -> int:
    return 16 * len(_title(chart, width)) + PERCENT_SIZE + 2 + BAR_H + 3 + 13 * _label_rows(chart, width) + 4


def _title(chart: Chart, width: int) -> tuple[str, ...]:
    return wrap(chart.title, 12, width)


def _column(chart: Chart, width: int) -> int:
    return max(1, width // max(1, len(chart.bars)))


@dataclass(frozen=True)
class Labels:
    """How the bars' labels are set: their size, the width each may take, and whether every other one goes a
    row lower (where it may then take two columns)."""

    size: int
    room: int
    staggered: bool

    def lines(self, words: str) -> tuple[str, ...]:
        return wrap(words, self.size, self.room)


@lru_cache(maxsize=256)
def _labels(chart: Chart, width: int) -> Labels:
    """The bars' labels as a word of each fits: under their bars; else a point smaller ("mediu" over "m" in a
    1366×768 window); else every other one a row lower, two columns wide (seven bars in a narrow panel)."""
    column = _column(chart, width)
    words = [word for label, _p in chart.bars for word in label.split()]
    for size, room, staggered in ((LABEL_SIZE, column - 4, False), (SMALL_LABEL_SIZE, column - 4, False)):
        if all(font(size).size(word)[0] <= room for word in words):
            return Labels(size, room, staggered)
    return Labels(SMALL_LABEL_SIZE, 2 * column - 6, True)


def _label_rows(chart: Chart, width: int) -> int:
    labels = _labels(chart, width)
    rows = max(len(labels.lines(words)) for words, _p in chart.bars)
    return 2 * rows if labels.staggered else rows


def draw_chart(surface: pygame.Surface, x: int, y: int, width: int, chart: Chart) -> int:
    """Draw ``chart`` at (x, y), ``width`` wide; returns the y below it."""
    start = y
    for line in _title(chart, width):
        surface.blit(text(line, 12, TEXT), (x, y))
        y += 16
    column, labels = _column(chart, width), _labels(chart, width)
    lower = max(len(labels.lines(words)) for words, _p in chart.bars) if labels.staggered else 0
    top = max((p for _w, p in chart.bars), default=0) or 1
    base = y + PERCENT_SIZE + 2 + BAR_H
    pygame.draw.line(surface, PANEL_EDGE, (x, base), (x + column * len(chart.bars), base), 1)
    for i, (words, p) in enumerate(chart.bars):
        cx = x + i * column + column // 2
        height = round(BAR_H * p / top)
        bar = pygame.Rect(0, 0, max(6, column - 14), height)
        bar.midbottom = (cx, base)
        colour = ACCENT if p == top else mix(ACCENT, PANEL_EDGE, 0.45)
        pygame.draw.rect(surface, colour, bar, border_top_left_radius=3, border_top_right_radius=3)
        share = text(f"{p * 100:.0f}%" if p >= 0.005 or p == 0 else "<1%", PERCENT_SIZE, TEXT)
        surface.blit(share, (cx - share.get_width() // 2, bar.top - PERCENT_SIZE - 3))
        for j, line in enumerate(labels.lines(words), lower * (i % 2)):
            label = text(line, labels.size, TEXT_DIM)
            surface.blit(label, (cx - label.get_width() // 2, base + 3 + 13 * j))
    return start + chart_height(chart, width)
