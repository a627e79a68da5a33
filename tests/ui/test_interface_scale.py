"""The interface's size: Ctrl+= and Ctrl+− draw the whole window bigger or smaller, the pointer still lands on what
it points at, the choice is kept for the next start, and a display too small for the table gets a smaller one."""

from __future__ import annotations

import pygame
import pytest

from game.ui.app import App
from game.ui.interface_scale import SCALE, for_display, next_step
from game.ui.path_input import PathInput
from game.ui.screens.launcher import LauncherScreen
from game.ui.screens.play import PlayScreen
from game.ui.window_size import FRAME, MIN_SIZE
from tests.ui.ink import written
from tests.ui.pilot import ROOT, Pilot


def bigger(pilot: Pilot, times: int = 1) -> None:
    for _ in range(times):
        pilot.key(pygame.K_EQUALS, "=", mod=pygame.KMOD_CTRL)


def click_window(app: App, pos: tuple[int, int]) -> None:
    """A left click at ``pos`` in the window's own pixels, as the system gives it (the pilot speaks the canvas's)."""
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.run_frames(2, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def displayed(monkeypatch, size: tuple[int, int]) -> None:
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [size])


@pytest.mark.parametrize(("display", "factor"), [
    ((800, 600), 0.8), ((1024, 660), 0.9), ((1366, 768), 1.0), ((1920, 1080), 1.0), ((2560, 1440), 1.0),
    ((2560, 1600), 1.5), ((3840, 2160), 2.0), ((640, 480), 0.75), (None, 1.0)])
def test_each_display_gets_an_interface_size_that_fits_it(display, factor):
    assert for_display(display, MIN_SIZE, FRAME) == factor


def test_the_steps_go_up_and_down_and_stop_at_the_ends():
    assert next_step(1.0, 1) == 1.1 and next_step(1.0, -1) == 0.9
    assert next_step(2.0, 1) is None and next_step(0.75, -1) is None


def test_at_twice_the_size_the_canvas_is_half_the_window_and_shown_doubled():
    app = App((1920, 1200))
    try:
        pilot = Pilot(app)
        bigger(pilot, 5)  # 1.1, 1.25, 1.5, 1.75, 2
        assert SCALE.factor == 2.0
        assert app.size == (960, 600) and app.display.get_size() == (1920, 1200)
        pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
        app.settle()
        app.step()
        for x, y in ((100, 100), (400, 300), (900, 580)):
            assert app.display.get_at((2 * x, 2 * y)) == app.window.get_at((x, y))
    finally:
        app.close()


def test_the_pointer_lands_on_what_it_points_at_on_a_scaled_window():
    """A click in the window's pixels is a click on the canvas's: a figure is picked, a decision's button pressed."""
    app = App((1920, 1200))
    try:
        pilot = Pilot(app)
        bigger(pilot, 3)  # 1.5
        play: PlayScreen = pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
        x, y = pilot.figure("swordsman")
        click_window(app, (round(x * 1.5), round(y * 1.5)))
        assert play.selected == "swordsman"
        centre = pilot.button("Guard Swordsman: move").rect.center
        click_window(app, (round(centre[0] * 1.5), round(centre[1] * 1.5)))
        assert isinstance(play.input, PathInput)
    finally:
        app.close()


def test_a_size_the_window_cannot_hold_is_refused_and_says_what_it_needs():
    app = App((1366, 768))
    try:
        pilot = Pilot(app)
        bigger(pilot, 3)  # 1.1 and 1.25 fit; 1.5 needs 1440×900
        assert SCALE.factor == 1.25 and app.size == (1093, 614)
        assert any("1440×900" in toast and "1366×768" in toast for toast in app.dialogs.toasts)
        assert len(app.dialogs.toasts) == 1  # each press's word replaces the last: three did not pile up
    finally:
        app.close()


def test_the_chosen_size_comes_back_and_ctrl_0_gives_the_display_its_own(monkeypatch):
    displayed(monkeypatch, (1920, 1080))
    app = App(None)
    bigger(Pilot(app), 2)
    app.close()
    again = App(None)
    assert SCALE.factor == 1.25 and SCALE.chosen == 1.25
    Pilot(again).key(pygame.K_0, "0", mod=pygame.KMOD_CTRL)
    assert SCALE.factor == 1.0 and SCALE.chosen is None
    again.close()
    displayed(monkeypatch, (3840, 2160))  # the display's own size follows the display
    third = App(None)
    try:
        assert SCALE.factor == 2.0 and third.size >= MIN_SIZE
    finally:
        third.close()


def test_a_size_chosen_on_a_big_display_shrinks_to_what_a_small_one_holds(monkeypatch):
    displayed(monkeypatch, (3840, 2160))
    app = App(None)
    bigger(Pilot(app))  # 2.0 is the display's own: already the largest
    Pilot(app).key(pygame.K_MINUS, "-", mod=pygame.KMOD_CTRL)
    assert SCALE.factor == 1.75
    app.close()
    displayed(monkeypatch, (1366, 768))  # the laptop: 960×600 at 1.75 would be 1680×1050
    again = App(None)
    try:
        assert SCALE.factor == 1.1 and SCALE.chosen == 1.75
        w, h = again.display.get_size()
        assert w <= 1366 and h <= 768 and again.size[0] >= MIN_SIZE[0] and again.size[1] >= MIN_SIZE[1]
    finally:
        again.close()


def test_an_800_by_600_display_gets_the_whole_table_in_a_window_that_fits(monkeypatch):
    """At 960×600 the least window was wider and taller than the display leaves: the table was cut at both
    sides. It opens at 80 %, its canvas the least the table needs or more."""
    displayed(monkeypatch, (800, 600))
    app = App(None)
    try:
        w, h = app.display.get_size()
        assert w <= 800 - FRAME[0] and h <= 600 - FRAME[1]
        assert app.size[0] >= MIN_SIZE[0] and app.size[1] >= MIN_SIZE[1]
    finally:
        app.close()


def test_the_launcher_says_the_interface_size_and_its_keys(pilot):
    """A player on a big display, the text small, finds how to make it bigger where the window starts."""
    pilot.app.show(LauncherScreen(pilot.app))
    pilot.wait(1)
    bigger(pilot)
    said = [ink for ink in written(pilot.app) if ink.words.startswith("Interface")]
    assert len(said) == 1 and "110%" in said[0].words and "Ctrl+= bigger" in said[0].words
    assert said[0].rect.right <= pilot.app.size[0] and said[0].rect.bottom <= 48  # in the top bar, whole
