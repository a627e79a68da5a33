"""Where a card over the board goes: the corner of the view that hides the fewest figures and their names."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

#: Room kept round a figure's centre for its base and its name, in pixels (the name stands under the base, or over
#: it where another name took the place under).
LABEL_ROOM = pygame.Rect(-100, -48, 200, 112)


def quiet_corner(view: pygame.Rect, size: tuple[int, int], figures: Sequence[tuple[float, float]], first: int = 0,
                 taken: Sequence[pygame.Rect] = ()) -> tuple[int, int]:
    """Where a card over the board (``view``) hides the fewest figures and names: its ``first`` corner (0 top left,
    1 top right, 2 bottom left, 3 bottom right), else the next other corner that covers fewer (a card over the top
    row hid the names on a small board), else the middle of the left or the right side, where it covers fewer still
    (armies deployed along the top and the bottom edges: a trench line of fire's card hid three pilgrims in the top
    corner); never over another card ``taken`` where a place is free of it."""
    w, h = size
    corners = [(view.x + 12, view.y + 12), (view.right - 12 - w, view.y + 12),
               (view.x + 12, view.bottom - 12 - h), (view.right - 12 - w, view.bottom - 12 - h)]
    sides = [(view.x + 12, view.centery - h // 2), (view.right - 12 - w, view.centery - h // 2)]

    rooms = [LABEL_ROOM.move(round(x), round(y)) for x, y in figures]

    def hidden(at: tuple[int, int]) -> tuple[bool, int]:
        card = pygame.Rect(at, size)
        return card.collidelist(taken) >= 0, len(card.collidelistall(rooms))

    return min(corners[first:] + corners[:first] + sides, key=hidden)  # the first of the least covered


def covered_area(rect: pygame.Rect, others: Sequence[pygame.Rect]) -> int:
    """How many pixels of ``rect`` the ``others`` cover (counted once each: they seldom overlap): a window over a
    pixel of a base hides less than one over half of another."""
    return sum(clip.w * clip.h for clip in (rect.clip(other) for other in others))
