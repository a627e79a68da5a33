"""The manoeuvres round in the side panel: who has declared what (in declaration order, slowest first), and the
Initiative/moment track, the order in which the attacks of the round come.

The box sits between the pending decision and the event log, in the room they leave, so that it hides nothing on
the board. A long round first gives up the moment bars (the attack order then flows as short items, line after
line), then its headings and Initiatives (the declarations flow too), then its last lines, for a line saying that
the event log has the rest. Declarations are public in this
ruleset (each fighter declares seeing the earlier ones), so every player sees the same box. Before the Initiative
rolls of a round the track shows the last round's attacks, dimmed and labelled so, in every form.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache

import pygame

from game.rules.game import Game
from game.rules.manoeuvres.actions import label, special_name
from game.rules.manoeuvres.record import record
from game.rules.manoeuvres.round import delayed, order
from game.ui.panels import fit
from game.ui.style import CARD, TEXT, TEXT_DIM, Colour, font, text, wrap
from game.words import number

ROW, PAD, SIZE = 18, 8, 12
DOT, BAR, GAP = 14, 60, 12  # pixels: a side's dot with its space, a moment bar, between flowed attacks
MAX_ATTACKS = 12
MORE = "… the rest is in the event log"
LEAST = 2 * PAD + ROW  # the box at its shortest: one line (the log under it has the rest)


@dataclass(frozen=True)
class Row:
    """One line of the box: its words, whose side colours it (None: a heading), dimmed or not, a bar share."""

    words: str
    side: str | None = None
    dim: bool = False
    bar: float = -1.0  # 0..1: the attack's moment against the round's highest; -1: no bar
    brief: str = ""  # in a few words, flowed along lines when room is short: "Jan: Move", "Jan at 40" (its moment)


@dataclass(frozen=True)
class Piece:
    """Words on a line of the box, ``x`` pixels in, after a dot in their side's colour (none without a side)."""

    words: str
    side: str | None = None
    dim: bool = False
    bold: bool = False
    x: int = 0


@dataclass(frozen=True)
class Line:
    pieces: tuple[Piece, ...]
    bar: float = -1.0  # a moment bar at the right, in the first piece's side's colour


def rows(game: Game) -> list[Row]:
    """What the box says, line by line."""
    state = game.state
    if state.ruleset != "manoeuvres" or state.rules is None:
        return []
    rec = record(state)
    found = [Row(f"Round {state.round}: declarations, slowest first")]
    for fid in order(state):
        fig = state.figures[fid]
        decl = rec.declared.get(fid)
        changes = rec.changes.get(fid, 0)
        said = label(state, decl) if decl else "not declared yet"
        more = f"  (changed ×{changes})" if changes else ""
        found.append(Row(f"{fig.name} · Ini {fig.stats['inicjatywa']}: {said}{more}", fig.side, dim=decl is None,
                         brief=f"{fig.name}: {label(state, decl) if decl else '—'}"))
    if not rec.attacks:
        return found
    current = rec.phase not in ("declare", "change")
    found.append(Row("Attack moments") if current else Row("Attack moments (last round)", brief="Last round:"))
    top = max((a.moment for a in rec.attacks), default=1) or 1
    for item in rec.attacks[:MAX_ATTACKS]:
        fig = state.figures[item.figure]
        what = f" ({delayed(item) if item.delay else special_name(item.special)})" if item.special else ""
        what += " (bare hands: made last)" if item.last else ""  # below blows of lower moments, it read as unsorted
        why = f" — {item.lost}" if item.lost else ""
        share = max(0.0, item.moment / top) if top > 0 else 0.0
        found.append(Row(f"{number(item.moment):>3}  {fig.name} #{item.index + 1}{what}{why}", fig.side,
                         bool(item.lost) or not current,  # the last round's: history, dimmed
                         share, _brief(fig.name, item.moment, item.index, bool(item.lost), item.last)))
    if len(rec.attacks) > MAX_ATTACKS:
        found.append(Row(f"… and {len(rec.attacks) - MAX_ATTACKS} more", dim=True))
    return found


def _brief(name: str, moment: int, index: int, lost: bool, last: bool = False) -> str:
    """An attack said briefly: its second or later number, whether it was lost (the last round's are all dimmed,
    so only the word tells a lost one from a blow that came), and whether bare hands made it last."""
    notes = [f"#{index + 1}"] * bool(index) + ["lost"] * lost + ["last"] * last
    return f"{name} at {number(moment)}" + (f" ({', '.join(notes)})" if notes else "")


def height(lines: list[Line]) -> int:
    return 2 * PAD + ROW * len(lines) if lines else 0


def _row_lines(row: Row, inner: int) -> list[Line]:
    """A row wrapped to ``inner`` pixels, its later lines under its words (never cut mid-word)."""
    if row.side is None:
        return [Line((Piece(part, dim=row.dim, bold=True),)) for part in wrap(row.words, SIZE, inner, bold=True)]
    parts = wrap(row.words, SIZE, inner - DOT - (BAR + 4 if row.bar >= 0 else 0))
    return [Line((Piece(parts[0], row.side, row.dim),), row.bar),
            *(Line((Piece(part, dim=row.dim, x=DOT),)) for part in parts[1:])]


def _flowed(attacks: list[Row], inner: int) -> list[Line]:
    """The attacks one after another along lines, each as briefly as it can be said."""
    lines: list[Line] = []
    pieces: list[Piece] = []
    x = 0
    for row in attacks:
        width = (DOT if row.side is not None else 0) + font(SIZE).size(row.brief)[0]
        if width > inner:  # a long name: on lines of its own, wrapped as a row is ("Sir Reginald … of Castle
            if pieces:  # Greymoor: Hold" ran off the panel)
                lines.append(Line(tuple(pieces)))
                pieces, x = [], 0
            lines += _row_lines(replace(row, words=row.brief, bar=-1.0), inner)
            continue
        if pieces and x + width > inner:
            lines.append(Line(tuple(pieces)))
            pieces, x = [], 0
        pieces.append(Piece(row.brief, row.side, row.dim, x=x))
        x += width + GAP
    return [*lines, Line(tuple(pieces))] if pieces else lines


@lru_cache(maxsize=64)
def full(found: tuple[Row, ...], width: int) -> list[Line]:
    """The box's lines at ``width`` pixels, with the moment bars."""
    return [line for row in found for line in _row_lines(row, width - 2 * PAD)]


@lru_cache(maxsize=64)
def condensed(found: tuple[Row, ...], width: int) -> list[Line]:
    """The box's lines at ``width`` pixels, the attacks flowed along lines without their bars."""
    inner = width - 2 * PAD
    return [line for is_attack, group in itertools.groupby(found, lambda r: r.bar >= 0) for line in (
        _flowed(list(group), inner) if is_attack else [ln for row in group for ln in _row_lines(row, inner)])]


def _briefs(found: tuple[Row, ...]) -> tuple[list[Row], list[Row]]:
    """The rows said briefly when room is short: the declarations, then the attacks ("Last round:" before the
    moments it dates)."""
    return ([r for r in found if r.brief and r.side is not None and r.bar < 0],
            [r for r in found if r.bar >= 0 or (r.side is None and r.brief)])


@lru_cache(maxsize=64)
def tight(found: tuple[Row, ...], width: int) -> list[Line]:
    """The box's lines at ``width`` pixels without headings: the declarations flowed, then the attacks."""
    said, attacks = _briefs(found)
    return [*_flowed(said, width - 2 * PAD), *_flowed(attacks, width - 2 * PAD)]


def layout(found: tuple[Row, ...], width: int, room: int) -> list[Line]:
    """The box's lines at ``width`` pixels in at most ``room``: the bars go first, then the headings and the
    words beyond the names and declarations, then the last lines (for a line saying the log has them)."""
    for lines in (full(found, width), condensed(found, width), tight(found, width)):
        if height(lines) <= room:
            return lines
    keep = max(0, (room - 2 * PAD) // ROW)
    if keep >= 2:
        return [*tight(found, width)[:keep - 1], Line((Piece(MORE, dim=True, bold=True),))]
    return [_counted(found, width)] if keep == 1 else []


def _counted(found: tuple[Row, ...], width: int) -> Line:
    """The box's one line: as many items as fit whole, then how many more there are ("+2 more"), where the line
    had silently dropped half the round's declarations; a first item too long on its own ends at a word with "…"
    (it ended at "Sir Roland: Potężne uderzenie vs", the rest of it counted as more)."""
    lines = tight(found, width)
    if len(lines) <= 1:
        return lines[0]
    items = [row for group in _briefs(found) for row in group]
    room = width - 2 * PAD - font(SIZE).size(f"+{len(items)} more")[0] - GAP  # room for the widest count
    pieces: list[Piece] = []
    x = 0
    for row in items:
        dot = DOT if row.side is not None else 0
        words = row.brief if pieces else fit(row.brief, SIZE, room - dot)
        if pieces and x + dot + font(SIZE).size(words)[0] > room:
            break
        pieces.append(Piece(words, row.side, row.dim, x=x))
        x += dot + font(SIZE).size(words)[0] + GAP
    more = [Piece(f"+{len(items) - len(pieces)} more", dim=True, x=x)] if len(pieces) < len(items) else []
    return Line((*pieces, *more))


class RoundTrack:
    """The box on one play screen, and where it was last drawn (``rect``: None when it was not)."""

    def __init__(self) -> None:
        self.rect: pygame.Rect | None = None

    def wanted(self, game: Game, width: int, room: int, most: int) -> int:
        """The height the box takes: with its bars when they fit in ``room`` pixels, else condensed, or as it
        is laid out in the ``most`` pixels it may have (a box wanting four more than it could have took the log's
        room and was then drawn in its shortest form, the room left empty), but a line at least: the decision's
        cards above give way to it."""
        found = tuple(rows(game))
        whole, short = height(full(found, width)), height(condensed(found, width))
        return whole if whole <= room else short if short <= most else height(layout(found, width, max(most, LEAST)))

    def draw(self, surface: pygame.Surface, area: pygame.Rect, game: Game,
             colour_of: Callable[[str], Colour]) -> None:
        """Draw the box at the top of ``area`` (as much of it as fits; nothing for other rulesets)."""
        lines = layout(tuple(rows(game)), area.w, area.h)
        if not lines:
            self.rect = None
            return
        box = pygame.Rect(area.x, area.y, area.w, height(lines))
        self.rect = box
        pygame.draw.rect(surface, CARD, box, border_radius=8)
        y = box.y + PAD
        for line in lines:
            for piece in line.pieces:
                x = box.x + PAD + piece.x
                if piece.side is not None:
                    pygame.draw.circle(surface, colour_of(piece.side), (x + 4, y + ROW // 2), 4)
                    x += DOT
                surface.blit(text(piece.words, SIZE, TEXT_DIM if piece.dim else TEXT, bold=piece.bold), (x, y + 1))
            if line.bar >= 0:
                side = line.pieces[0].side
                bar = pygame.Rect(box.right - PAD - BAR, y + 5, max(1, round(BAR * line.bar)), ROW - 10)
                pygame.draw.rect(surface, colour_of(side) if side and not line.pieces[0].dim else TEXT_DIM, bar)
            y += ROW
