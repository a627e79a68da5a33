"""The dice tray is thrown where it hides the fewest figures and names: the top of the board, else its foot or its
middle; the place is chosen as the throw begins and kept to its end."""

from __future__ import annotations

import pygame
import pytest

from game.rules.events import Event
from game.ui.event_log import DiceTray

BOARD = pygame.Rect(0, 48, 940, 580)
pytestmark = pytest.mark.usefixtures("app")  # the window's fonts


def thrown(figures: list[pygame.Rect], later: list[pygame.Rect] | None = None) -> pygame.Rect:
    """Where a throw of two dice lands, with ``figures`` on the board as it begins (and ``later`` once it has)."""
    tray = DiceTray()
    tray.add([Event(1, "roll", "Injury roll against Blade chorister: rolls [1, 3]", {"dice": [1, 3]}),
              Event(2, "hit", "Blade chorister takes a minor hit.")])
    surface = pygame.Surface((1280, 672))
    tray.draw(surface, BOARD, [], figures)
    if later is not None:
        for _ in range(60):  # the dice land, their words are read
            tray.draw(surface, BOARD, [], later)
    assert tray.rect is not None
    return tray.rect


def row(y: int) -> list[pygame.Rect]:
    """A row of bases with their names across the board at ``y``, as each side's trench in No Man's Land."""
    return [pygame.Rect(x, y, 40, 40) for x in range(240, 720, 60)]


def test_the_dice_go_to_the_top_of_an_empty_board():
    assert thrown([]).top == BOARD.top + 12


def test_the_dice_keep_off_the_figures_at_the_top():
    """In No Man's Land the tray at the top hid the pilgrims' trench, the sniper that shot with it."""
    tray = thrown(row(BOARD.top + 40))
    assert not tray.collidelistall(row(BOARD.top + 40))
    assert tray.bottom == BOARD.bottom - 12


def test_the_dice_go_between_two_lines_of_figures():
    top, foot = row(BOARD.top + 40), row(BOARD.bottom - 90)
    tray = thrown(top + foot)
    assert not tray.collidelistall(top + foot)


def test_the_dice_stay_where_they_were_thrown():
    """A figure moving under the tray while it is up does not send it elsewhere (it would jump about)."""
    first = thrown(row(BOARD.top + 40), later=row(BOARD.bottom - 90))
    assert first.bottom == BOARD.bottom - 12
