"""Where a move's readout ("1.9 / 5 in") goes: beside the ghost, clear of the figures and their names where it can
be, and always on the board (a figure moved by the board's left edge put it at x = -2, out of the window)."""

from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui.path_input import readout_spot

VIEW = pygame.Rect(0, 48, 700, 500)
SIZE = (64, 23)

rects = st.builds(pygame.Rect, st.integers(-50, 750), st.integers(0, 600), st.integers(5, 150), st.integers(5, 40))


@settings(max_examples=200, deadline=None)
@given(st.integers(VIEW.left, VIEW.right), st.integers(VIEW.top, VIEW.bottom), st.floats(5, 40),
       st.lists(rects, max_size=25))
def test_the_readout_stays_on_the_board_and_clear_where_it_can(x, y, radius, taken):
    spot = readout_spot(SIZE, (x, y), radius, taken, VIEW)
    assert VIEW.contains(spot)
    box = pygame.Rect((0, 0), SIZE)
    near = [box.move_to(midleft=(x + round(radius + 8), y)), box.move_to(midright=(x - round(radius + 8), y))]
    if any(VIEW.contains(s) and s.collidelist(taken) < 0 for s in near):
        assert spot.collidelist(taken) < 0  # a clear place beside the ghost was there to take


def test_by_the_boards_left_edge_the_readout_goes_right_not_out_of_the_window():
    taken = [pygame.Rect(20, 300, 80, 40)]  # a name where the right-hand spot would stand
    spot = readout_spot(SIZE, (4, 320), 10.0, taken, VIEW)
    assert VIEW.contains(spot)
