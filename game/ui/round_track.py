"""The manoeuvres round over the board: who has declared what (in declaration order, slowest first), and the
Initiative/moment track, the order in which the attacks of the round come.

The box sits in the board's top-left corner while a manoeuvres game is played. Declarations are public in this
ruleset (each fighter declares seeing the earlier ones), so every player sees the same box. Before the Initiative
rolls of a round the track shows the last round's attacks, labelled so.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.rules.game import Game
from game.rules.manoeuvres.actions import label
from game.rules.manoeuvres.record import record
from game.rules.manoeuvres.round import order
from game.ui.style import PANEL_EDGE, TEXT, TEXT_DIM, Colour, text

WIDTH, ROW, PAD = 330, 18, 8
MAX_ATTACKS = 12


@dataclass(frozen=True)
class Row:
    """One line of the box: its words, whose side colours it (None: a heading), dimmed or not, a bar share."""

    words: str
    side: str | None = None
    dim: bool = False
    bar: float = -1.0  # 0..1: the attack's moment against the round's highest; -1: no bar


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
        found.append(Row(f"{fig.name} · Ini {fig.stats['inicjatywa']}: {said}{more}", fig.side, dim=decl is None))
    if not rec.attacks:
        return found
    current = rec.phase not in ("declare", "change")
    found.append(Row("Attack moments" + ("" if current else " (last round)")))
    top = max((a.moment for a in rec.attacks), default=1) or 1
    for item in rec.attacks[:MAX_ATTACKS]:
        fig = state.figures[item.figure]
        what = f" [{item.special}]" if item.special else ""
        why = f" — {item.lost}" if item.lost else ""
        share = max(0.0, item.moment / top) if top > 0 else 0.0
        found.append(Row(f"{item.moment:>3}  {fig.name} #{item.index + 1}{what}{why}", fig.side, bool(item.lost),
                         share))
    if len(rec.attacks) > MAX_ATTACKS:
        found.append(Row(f"… and {len(rec.attacks) - MAX_ATTACKS} more", dim=True))
    return found


def draw_round_track(surface: pygame.Surface, viewport: pygame.Rect, game: Game,
                     colour_of: Callable[[str], Colour]) -> None:
    """Draw the box in the board's top-left corner (nothing for other rulesets)."""
    lines = rows(game)
    if not lines:
        return
    height = PAD * 2 + ROW * len(lines)
    box = pygame.Rect(viewport.x + PAD, viewport.y + PAD, min(WIDTH, viewport.w - 2 * PAD), height)
    back = pygame.Surface(box.size, pygame.SRCALPHA)
    back.fill((20, 22, 27, 215))
    surface.blit(back, box.topleft)
    pygame.draw.rect(surface, PANEL_EDGE, box, 1)
    y = box.y + PAD
    for row in lines:
        x = box.x + PAD
        if row.side is not None:
            pygame.draw.circle(surface, colour_of(row.side), (x + 4, y + ROW // 2), 4)
            x += 14
        if row.bar >= 0:
            bar = pygame.Rect(box.right - PAD - 60, y + 5, max(1, round(60 * row.bar)), ROW - 10)
            pygame.draw.rect(surface, colour_of(row.side) if row.side and not row.dim else TEXT_DIM, bar)
        colour = TEXT_DIM if row.dim else TEXT
        words = text(row.words, 12, colour, bold=row.side is None)
        clip = pygame.Rect(0, 0, box.right - PAD - x - (64 if row.bar >= 0 else 0), ROW)
        surface.blit(words, (x, y + 1), clip)
        y += ROW
