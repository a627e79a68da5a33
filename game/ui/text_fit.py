"""Whether a widget's words fit it, and shorter words for a button that is too narrow for its label.

Text in the window is never cut mid-word: what does not fit is wrapped, given room or said more briefly. These
checks are shared by the screens that lay buttons out and the test that renders every screen at the smallest and
a large window size.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pygame_gui.core import UIElement
from pygame_gui.core.utility import translate

from game.words import capitalised, counted

BORDER = 2  # pixels of a widget's edge (its border and a pixel) that words must not touch


def overflow(widget: UIElement, words: str | None = None) -> int:
    """Pixels by which a button's or label's text (or ``words`` in its place) is wider than the room inside it (0
    or less: it fits)."""
    words = getattr(widget, "text", "") if words is None else words
    if not words or not hasattr(widget, "font"):
        return 0
    words = translate(words, **getattr(widget, "text_kwargs", None) or {})  # "pygame-gui.Dismiss" says "Dismiss"
    # the words must clear the border (and, when they keep to one side, the padding on that side)
    aligned = getattr(widget, "text_horiz_alignment", "center") in ("left", "right")
    padding = (getattr(widget, "text_horiz_alignment_padding", 0) or 0) if aligned else 0
    return widget.font.size(words)[0] + padding + 2 * BORDER - widget.rect.w


def at_a_word(words: str, fits: Callable[[str], bool]) -> str:
    """``words`` with " …" after them, its last words giving way until ``fits`` takes it: never cut inside a word
    (the first stays, however long)."""
    while " " in words and not fits(words + " …"):
        words = words.rsplit(" ", 1)[0]
    return words + " …"


def first_lines(lines: Sequence[str], most: int, fits: Callable[[str], bool]) -> tuple[str, ...]:
    """``lines`` up to ``most`` of them (one at least), the last cut at a word with " …" where more follow: a
    question cut short says so."""
    most = max(1, most)
    if len(lines) <= most:
        return tuple(lines)
    return (*lines[:most - 1], at_a_word(" ".join(lines[most - 1:]), fits))


def problems_in(lines: Sequence[str], most: int) -> tuple[str, ...]:
    """A file's problems, a line each, in ``most`` lines at most (two at least): the last says how many more there
    are and where to read them all (a scenario of two thousand sides made a dialog of two thousand lines, which took
    seconds and hundreds of megabytes to lay out)."""
    most = max(2, most)
    if len(lines) <= most:
        return tuple(lines)
    return (*lines[:most - 1], f"… {counted(len(lines) - most + 1, 'line')} more: "
                               "python main.py --check FILE lists every problem")


def without_subject(words: str, subject: str | None) -> str:
    """``words`` without their leading ``subject:`` where what stands beside them names it already (a figure's
    card, a dialog's title bar), the rest begun with a capital ("Move", where clix says "…: move"); else as
    they are."""
    prefix = f"{subject}: "
    if subject and words.startswith(prefix) and len(words) > len(prefix):
        return capitalised(words[len(prefix):])
    return words


def briefer(label: str, subject: str | None) -> list[str]:
    """Shorter ways to say ``label``, longest first: :func:`without_subject`, then with fewer of the items of a
    closing remark in brackets, the last first, then without it (the odds card beside it says it all)."""
    shorter = without_subject(label, subject)
    out = [shorter] if shorter != label else []
    if shorter.endswith(")") and " (" in shorter:
        head, items = shorter[:shorter.rindex(" (")], shorter[shorter.rindex(" (") + 2:-1].split(", ")
        out += [f"{head} ({', '.join(items[:k])})" for k in range(len(items) - 1, 0, -1)] + [head]
    return out


def remark_items(words: str) -> int:
    """How many items the closing remark in brackets of ``words`` says (0: none)."""
    return len(words[words.rindex(" (") + 2:-1].split(", ")) if words.endswith(")") and " (" in words else 0
