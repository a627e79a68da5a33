"""Text wrapping: lines break at spaces, and a word too wide for a line on its own is broken where it must be,
so no line runs under what stands beside it."""

from __future__ import annotations

import pytest

from game.ui.style import font, wrap
from tests.ui.pilot import ROOT


@pytest.mark.usefixtures("app")
def test_lines_break_at_spaces_and_each_fits():
    lines = wrap("the Ash Horde raider moves six inches through the barley", 14, 120)
    assert len(lines) > 1 and " ".join(lines) == "the Ash Horde raider moves six inches through the barley"
    assert all(font(14).size(line)[0] <= 120 for line in lines)


@pytest.mark.usefixtures("app")
def test_a_word_wider_than_the_line_is_broken_into_pieces_that_fit():
    lines = wrap("the Commonwealth", 15, 80, bold=True)
    assert lines[0] == "the" and "".join(lines[1:]) == "Commonwealth" and len(lines) > 2
    assert all(font(15, True).size(line)[0] <= 80 for line in lines)


@pytest.mark.usefixtures("app")
def test_a_percent_sign_stays_on_the_line_of_its_number():
    """A manoeuvres odds line wrapped "critical hit 5.0" / "%, scratch 9.0 %" in the side panel."""
    words = "hit 50.0 %, critical hit 5.0 %, scratch 9.0 %, light 10.0 %, medium 14.5 %, heavy 15.0 %"
    for width in range(60, 400, 3):
        lines = wrap(words, 13, width)
        assert " ".join(lines) == words and not [line for line in lines if line.startswith("%")]


@pytest.mark.usefixtures("app")
def test_a_short_last_word_is_not_left_on_a_line_of_its_own():
    """The arcane log read "Moonstone 4 lies at (8.5, 19.5), depth" and then "2." alone."""
    words = "Moonstone 4 lies at (8.5, 19.5), depth 2."
    for width in range(90, 400, 3):
        lines = wrap(words, 14, width)
        assert " ".join(lines) == words and lines[-1] != "2."


@pytest.mark.usefixtures("app")
def test_a_line_narrower_than_a_letter_still_ends():
    assert wrap("ab cd", 15, 1) == ("a", "b", "c", "d")


def test_the_event_log_leaves_no_empty_row_whatever_a_line_s_length(pilot):
    play = pilot.open(ROOT / "scenarios" / "arcane-glade.yaml")
    for n in range(40):  # one of these ends within a line break's width of the box's edge
        play.game.emit("activation", "x" * n + " Baron Von Fancyhat activates with 3 energy.")
    pilot.wait(1)
    rows = play.events.log.box.text_box_layout.layout_rows
    assert all("".join(getattr(item, "text", "") for item in row.items).strip() for row in rows)
    assert play.events.log.texts[-1].endswith("x" * 39 + " Baron Von Fancyhat activates with 3 energy.</font>")


@pytest.mark.usefixtures("app")
def test_a_very_long_word_is_broken_with_few_measures(monkeypatch):
    """A 5,000-letter profile name in an error message was measured letter by letter: 170,000 measures, 8 s to
    open the dialog. Halving finds each piece in a dozen."""
    from game.ui.fonts import Face

    measured = []
    size = Face.size
    monkeypatch.setattr(Face, "size", lambda self, words: measured.append(1) or size(self, words))
    word = "x" * 5000
    lines = wrap(f"unknown profile '{word}' (known: baron)", 14, 400)
    assert "".join(lines).replace(" ", "") == f"unknownprofile'{word}'(known:baron)"
    assert all(font(14).size(line)[0] <= 400 for line in lines)
    assert len(measured) < 40 * len(lines)  # a dozen or so a piece, where it was hundreds
