"""A drill's checks, each with whether it holds, in a card that stays on the board once the script is played:
the point of the lesson, to be read at leisure (a toast would fade before it is read)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.rules.expect import check_expectations
from game.rules.game import Game
from game.ui.style import BAD, CARD, GOOD, PANEL_EDGE, TEXT, TEXT_DIM, text, wrap
from game.words import signed

WIDTH = 330
#: The card's last line: where the lesson's words are (the scenario's description, the briefing F2 opens with).
LESSON, FOOT = "F2: the lesson in full", 20


def drill_checks(game: Game) -> list[tuple[str, bool]]:
    """Each check of the scenario's ``expect`` in a player's words, and whether it holds now."""
    failures = check_expectations(game)
    state = game.state
    name = {f.id: f.name for f in state.figures.values()}
    out = []
    for check in game.scenario.expect.line_of_fire:
        words = f"line of fire from {name.get(check.source, check.source)} to {name.get(check.target, check.target)}:" \
                f" {check.result}"
        if check.defence_modifier:
            words += f", defence {signed(check.defence_modifier)}"
        out.append((words, not any(f.startswith(f"{check.place}: line of fire") for f in failures)))
    for figure_id, facts in game.scenario.expect.figures.items():
        for key, wanted in facts.items():
            words = f"{name.get(figure_id, figure_id)}: {key.replace('_', ' ')} {_said(wanted)}"
            out.append((words, not any(f.startswith(f"expect.figures.{figure_id}.{key}:") for f in failures)))
    return out


def _said(value: object) -> str:
    """A value a check wants, as a player reads it: "yes", "3" (not "3.0"), "light, scratch" (not "['light',
    'scratch']"), "arrows 12" (not "{'arrows': 12.0}"), "play dead" (not "play_dead"), "none" for an empty list
    or no value (a broken weapon's "" read as nothing at all)."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, list | tuple):
        return ", ".join(_said(v) for v in value) or "none"
    if isinstance(value, dict):
        return ", ".join(f"{_said(k)} {_said(v)}" for k, v in value.items()) or "none"
    if value is None or value == "":
        return "none"
    return str(value).replace("_", " ")


def _layout(board: pygame.Rect, checks: list[tuple[str, bool]], title: str, covered: Sequence[pygame.Rect] = (),
            figures: Sequence[pygame.Rect] = ()) -> tuple[pygame.Rect, list[tuple[str, bool, bool]]]:
    """The card's place, at the board's top right unless a decision's window is there (it hid the title at
    1280×672) or it would hide more of the ``figures`` (their bases and names: it hid Old Brass, one of the
    lesson's) than another corner; narrower, down to its title's width, where a window fills the board's middle
    (at 960×600 the declaration of eleven battle actions hid it in every corner); and its lines (words, holds,
    first line of a check)."""
    widest = min(WIDTH, board.w - 24)
    least = min(widest, text(title, 14, TEXT, bold=True).get_width() + 28)
    first = None
    for width in range(widest, least - 1, -10):
        found = _placed(board, checks, width, covered, figures)
        if found[0].collidelist(list(covered)) < 0:
            return found
        first = first or found
    assert first is not None  # the range holds ``widest`` at least
    return first


def _placed(board: pygame.Rect, checks: list[tuple[str, bool]], width: int, covered: Sequence[pygame.Rect],
            figures: Sequence[pygame.Rect]) -> tuple[pygame.Rect, list[tuple[str, bool, bool]]]:
    """The card ``width`` wide in the corner that is clear of what is ``covered`` and hides the fewest figures."""
    lines = [(line, ok, i == 0) for words, ok in checks for i, line in enumerate(wrap(words, 13, width - 50))]
    box = pygame.Rect(0, 0, width, 36 + 18 * len(lines) + FOOT)
    area = board.inflate(-24, -24)
    corners = [box.move_to(**{corner: getattr(area, corner)}) for corner in (
        "topright", "topleft", "bottomright", "bottomleft")]
    return min(corners, key=lambda place: (place.collidelist(list(covered)) >= 0,
                                           len(place.collidelistall(list(figures))))), lines


def draw_drill_card(surface: pygame.Surface, board: pygame.Rect, checks: list[tuple[str, bool]],
                    covered: Sequence[pygame.Rect] = (), figures: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """The card in a corner of the ``board`` (the part above the strips along its foot: a two-line hint hid its
    last checks at 960×600) clear of what ``covered`` says is over it, hiding the fewest ``figures``; returns
    where it is."""
    held = sum(ok for _words, ok in checks)
    title = "The drill's checks all hold" if held == len(checks) else f"{held} of {len(checks)} checks hold"
    colour = GOOD if held == len(checks) else BAD
    box, lines = _layout(board, checks, title, covered, figures)
    pygame.draw.rect(surface, CARD, box, border_radius=8)
    pygame.draw.rect(surface, PANEL_EDGE, box, 1, border_radius=8)
    pygame.draw.rect(surface, colour, (box.x, box.y + 8, 4, box.h - 16), border_radius=2)
    surface.blit(text(title, 14, colour, bold=True), (box.x + 14, box.y + 8))
    for i, (line, ok, first) in enumerate(lines):
        y = box.y + 32 + 18 * i
        if first:
            mark(surface, (box.x + 20, y + 9), ok)
        surface.blit(text(line, 13, TEXT), (box.x + 34, y))
    surface.blit(text(LESSON, 12, TEXT_DIM), (box.x + 14, box.bottom - FOOT - 4))
    return box


def mark(surface: pygame.Surface, centre: tuple[int, int], ok: bool) -> None:
    """A tick (it holds) or a cross (it does not), drawn: the fonts have no such glyphs."""
    x, y = centre
    if ok:
        pygame.draw.lines(surface, GOOD, False, [(x - 5, y), (x - 1, y + 4), (x + 6, y - 5)], 3)
    else:
        pygame.draw.line(surface, BAD, (x - 5, y - 5), (x + 5, y + 5), 3)
        pygame.draw.line(surface, BAD, (x - 5, y + 5), (x + 5, y - 5), 3)
