"""A button whose tooltip stands beside it, not under it.

pygame_gui puts a tooltip under the pointer's button; under a decision's buttons in the side panel lie the odds of
the one pointed at, which a gloss there hid until the pointer moved, and in a dialog the next row of choices.
Beside the button (a dialog's: beside the dialog), towards the middle of the window, it covers neither.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame_gui.elements import UIButton, UITooltip

GAP = 8  # pixels between a button and its tooltip


class BesideTipButton(UIButton):
    def while_hovering(self, time_delta: float, mouse_pos: Any) -> None:
        shown = self.tool_tip is not None
        super().while_hovering(time_delta, mouse_pos)
        tip, root, within = self.tool_tip, self.ui_manager.get_root_container(), self.ui_container
        if not shown and isinstance(tip, UITooltip) and root is not None:
            # a dialog's button: beside the dialog, not over the next button in its row
            side = within.get_rect() if within is not None and within is not root else self.rect
            place = beside(self.rect, side, tip.rect.size, root.get_rect())
            if place is not None:
                tip.set_position(place)


def beside(button: pygame.Rect, side: pygame.Rect, size: tuple[int, int],
           window: pygame.Rect) -> tuple[int, int] | None:
    """Where a tooltip of ``size`` stands beside ``side`` (the button, or the dialog it is in): on the side of the
    window's middle, its top level with the button's and kept in the window; None where it does not fit there."""
    w, h = size
    x = side.left - GAP - w if side.centerx > window.centerx else side.right + GAP
    y = max(window.top, min(button.top, window.bottom - h))
    return (x, y) if window.contains(pygame.Rect(x, y, w, h)) else None
