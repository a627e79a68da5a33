"""The launcher's scenario description: beside the sides' cards while they reach down, the full width below them,
and, where the window is too short for all of it, an ellipsis at the end of what is shown saying where to read the
rest, never a silent cut."""

from __future__ import annotations

from types import SimpleNamespace
from typing import cast

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ui.app import App
from game.ui.screens.launcher import CONTENT_TOP, CUT, DETAILS_X
from game.ui.style import flow, font
from tests.ui.ink import Ink, written
from tests.ui.pilot import ROOT, Pilot


def described(pilot: Pilot, name: str) -> tuple[str, list[Ink]]:
    """The scenario's description, and the lines of it the launcher draws, top to bottom."""
    launcher = pilot.open(ROOT / "scenarios" / f"{name}.yaml", start=False)
    words = " ".join((launcher.scenario.description or "").split())
    top, left = launcher._preview_size()[1] + CONTENT_TOP, DETAILS_X  # under the preview, right of the list
    lines = [ink for ink in written(pilot.app)
             if ink.rect.top > top and ink.rect.left == left and ink.words.removesuffix(CUT) in words]
    return words, sorted(lines, key=lambda ink: ink.rect.top)


@pytest.mark.parametrize("size", [(1008, 672), (1280, 672), (1280, 800)])
def test_the_whole_description_is_shown_beside_the_sides_then_below_them(size):
    pilot = Pilot(App(size))
    try:
        words, lines = described(pilot, "clix-duel")
        assert " ".join(ink.words for ink in lines) == words
        start = pilot.button("Start")
        assert all(not ink.rect.colliderect(start.rect) for ink in lines)
        assert all(pilot.app.window.get_rect().contains(ink.rect) for ink in lines)
        below = [ink for ink in lines if ink.rect.top > start.rect.bottom]
        if size == (1008, 672):  # the cards and the Start button reach below the preview: the text flows round them
            assert below and max(ink.rect.right for ink in below) > start.rect.left
    finally:
        pilot.app.close()


def test_a_description_too_long_for_a_short_window_ends_with_an_ellipsis_and_f2_reads_it_all():
    """At 960×600 the duel's description lost its last sentence, the one that says what wins the game, and no
    window had it."""
    pilot = Pilot(App((960, 600)))
    try:
        words, lines = described(pilot, "clix-duel")
        assert lines and lines[-1].words.endswith(CUT)
        shown = " ".join(ink.words for ink in lines).removesuffix(CUT)
        assert words.startswith(shown) and len(shown) < len(words)
        assert lines[-1].rect.bottom <= 600
        pilot.key(pygame.K_F2)
        [box] = [w.get_container().elements[0] for w in pilot.app.dialogs._windows
                 if w.alive() and w.most_specific_combined_id.endswith("#rules")]
        assert words in " ".join(box.html_text.split())
    finally:
        pilot.app.close()


@pytest.mark.usefixtures("app")
def test_flowed_lines_are_narrow_beside_a_panel_and_wide_below_it():
    value = "the Ash Horde raider moves six inches through the barley and over the ford toward the mill " * 3
    lines = flow(value, 14, 120, 400, 3)
    assert " ".join(lines) == value
    assert all(font(14).size(line)[0] <= 120 for line in lines[:3])
    assert all(font(14).size(line)[0] <= 400 for line in lines[3:])
    assert max(font(14).size(line)[0] for line in lines[3:]) > 120


words = st.lists(st.text(alphabet="abcdefghij WMi.", min_size=1, max_size=14).map(str.strip).filter(bool),
                 min_size=1, max_size=30).map(" ".join)


@pytest.mark.usefixtures("app")
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words, st.integers(1, 300), st.integers(1, 300), st.integers(0, 8))
def test_flowed_lines_keep_every_letter_and_each_fits_its_width(value, narrow, wide, beside):
    lines = flow(value, 14, narrow, wide, beside)
    assert "".join(lines).replace(" ", "") == value.replace(" ", "")
    for i, line in enumerate(lines):
        assert len(line) <= 1 or font(14).size(line)[0] <= (narrow if i < beside else wide)


def test_the_note_under_an_empty_board_wraps_within_a_small_windows_preview():
    pilot = Pilot(App((960, 600)))
    try:
        launcher = pilot.open(ROOT / "scenarios" / "gamebook-siege.yaml", start=False)
        note = "The pieces are placed as the game begins"
        frame = pygame.Rect(DETAILS_X, CONTENT_TOP, *launcher._preview_size())
        lines = [ink for ink in written(pilot.app)
                 if ink.words.strip() and ink.words in note and frame.top < ink.rect.centery < frame.bottom]
        assert " ".join(ink.words for ink in sorted(lines, key=lambda ink: ink.rect.top)) == note
        assert len(lines) > 1 and all(frame.contains(ink.rect) for ink in lines)
    finally:
        pilot.app.close()


def test_the_maps_size_is_kept_on_one_line_of_the_facts():
    pilot = Pilot(App((960, 600)))
    try:
        pilot.open(ROOT / "scenarios" / "trench-no-mans-land.yaml", start=False)
        facts = [ink.words for ink in written(pilot.app) if "trenches.tmx" in ink.words or "\u00a0in" in ink.words]
        assert any("\u00a0×\u00a0" in words and "\u00a0in" in words for words in facts), facts
    finally:
        pilot.app.close()


@pytest.mark.parametrize(("scenario", "size"), [("gamebook-siege.yaml", "6\u00a0×\u00a06\u00a0squares"),
                                                ("manoeuvres-duel.yaml", "\u00a0m"),
                                                ("clix-duel.yaml", "24\u00a0×\u00a024\u00a0in")])
def test_the_maps_size_is_told_in_the_rulesets_measure(pilot, scenario, size):
    """A gamebook battle is played in squares and a manoeuvres fight in metres: the launcher says so, not inches."""
    pilot.open(ROOT / "scenarios" / scenario, start=False)
    facts = [ink.words for ink in written(pilot.app) if " · map " in ink.words]
    assert len(facts) == 1 and size in facts[0], facts


def test_a_one_turn_drill_is_one_turn_long(pilot):
    """The facts under a drill's name read "· 1 turn", not "1 turns"."""
    pilot.open(ROOT / "scenarios" / "drills" / "trench" / "shooting-into-melee.yaml", start=False)
    facts = [ink.words for ink in written(pilot.app) if "map trenches.tmx" in ink.words]
    assert len(facts) == 1 and facts[0].endswith(" · 1 turn")


def test_a_sides_roster_counts_a_kind_fielded_more_than_once(pilot):
    """"4 figures: Orc Raider, Orc Archer, Orc Shaman" read as a figure missing: two raiders were one name."""
    pilot.open(ROOT / "scenarios" / "clix-duel.yaml", start=False)
    words = " ".join(ink.words for ink in written(pilot.app))
    assert "4 figures: Orc Raider ×2, Orc Archer, Orc Shaman" in words


def test_a_roster_too_long_to_list_counts_the_figures_left_out_not_their_kinds():
    """"12 figures: The Black Knight, Ogre and 7 more" made nine: seven kinds were left out, ten figures."""
    from game.rules.scenario import SideSpec
    from game.ui.screens.launcher import roster_lines

    names = ["The Black Knight", "Ogre", *[f"Goblin {kind}" for kind in "ABCDE" for _ in range(2)]]
    figures = [SimpleNamespace(name=name) for name in names]
    lines = roster_lines(cast(SideSpec, SimpleNamespace(figures=figures)), 300, most=1)
    (line,) = lines
    listed = line.split(": ", 1)[1]
    assert line.startswith("12 figures: ") and listed.endswith(" more")
    left_out = int(listed.rsplit(" and ", 1)[1].split()[0])
    shown = listed.rsplit(" and ", 1)[0].split(", ")
    assert sum(int(n.rsplit("×", 1)[1]) if "×" in n else 1 for n in shown) + left_out == 12


@pytest.mark.parametrize("bad", [3, 40])
def test_a_scenario_that_cannot_be_played_lists_its_problems_or_counts_the_lines_left_out(tmp_path, bad):
    """The box held five lines: a file's fourth problem was cut in half and the fifth left out without a word."""
    from game.ui.screens.launcher import LauncherScreen
    from tests.ui.pilot import FIELD

    figures = "".join(f"      - {{id: f{i}, profile: nobody, at: [3, {i % 20 + 2}]}}\n" for i in range(bad))
    path = tmp_path / "broken.yaml"
    path.write_text(f"name: Broken\nruleset: clix\nmap: {FIELD}\nsides:\n  - id: red\n    figures:\n{figures}"
                    "  - id: blue\n    figures: [{id: raider, profile: orc_raider, at: [22, 12]}]\n", encoding="utf-8")
    app = App((960, 600))
    try:
        app.show(LauncherScreen(app, selected=path, folder=tmp_path))
        app.run_frames(3)
        inks = written(app)
        window = pygame.Rect((0, 0), app.size)
        assert all(window.contains(ink.rect) for ink in inks)
        said = " ".join(ink.words for ink in inks)
        if bad == 3:
            assert all(f"sides[0].figures[{i}].profile" in said for i in range(3)) and "more:" not in said
        else:
            assert "sides[0].figures[0].profile" in said and "sides[0].figures[39]" not in said
            assert inks[-1].words.startswith("… ") and "more: python main.py --check FILE" in inks[-1].words
    finally:
        app.close()


def test_the_drills_of_a_ruleset_are_listed_in_the_order_of_their_numbers():
    """Sorted by file name, the manoeuvres drills read Drill 11, a round drill, 15, 1, 3, 7… (a tester's find)."""
    from game.ui.screens.launcher import bundled

    labels = [e.label for e in bundled() if e.ruleset == "manoeuvres" and e.label.startswith("Drill ")]
    numbers = [int(label.split()[1].rstrip(":")) for label in labels]
    assert numbers == sorted(numbers) and numbers[:2] == [1, 2]
    scenarios = [e for e in bundled() if "drills" not in e.path.parts]
    assert [e.path for e in scenarios] == sorted(e.path for e in scenarios)
    assert bundled()[:len(scenarios)] == scenarios  # the scenarios first, then the drills
