"""When a second press makes a double click: one rule for the board's paths, the launcher's list and the window.

Time is the window's clock (``App.now``: the seconds its frames have taken), so a test that steps frames clicks
at a known pace and a real window at the player's.
"""

from __future__ import annotations

#: The longest pause, in seconds, between the two presses of a double click (the desktops' usual 0.4–0.5 s).
DOUBLE_CLICK = 0.4
#: How far, in pixels, a double click's second press may stray from its first.
NEAR = 6


def soon_after(earlier: float | None, now: float) -> bool:
    """Whether a press at ``now`` follows one at ``earlier`` closely enough to make a double click with it."""
    return earlier is not None and now - earlier <= DOUBLE_CLICK
