"""The window fits the display it opens on, comes back at the size and place it was left, and a resized window
shows the whole table again when it was showing the whole table."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UIButton, UIWindow

from game.ui.app import App
from game.ui.window_size import MIN_SIZE
from tests.ui.ink import Recorder, inked
from tests.ui.pilot import ROOT, Pilot


@pytest.fixture
def laptop(monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])


def resize(app: App, size: tuple[int, int]) -> None:
    app.run_frames(2, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])


def test_a_new_window_fits_a_laptop_display(laptop):
    app = App(None)
    try:
        w, h = app.size
        assert w <= 1366 and h <= 768 - 60 and (w, h) >= MIN_SIZE  # title and task bars keep their room
    finally:
        app.close()


def test_the_window_comes_back_as_it_was_left(laptop):
    app = App(None)
    resize(app, (1100, 650))
    app.close()
    again = App(None)
    try:
        assert again.size == (1100, 650)
    finally:
        again.close()


def test_a_resized_window_fits_the_whole_table_again(pilot):
    play = pilot.open(ROOT / "scenarios" / "clix-battle.yaml")
    before = play.board.camera.scale
    resize(pilot.app, (1920, 1080))
    camera = play.board.camera
    assert camera.scale > before and camera.viewport.contains(camera.table_rect)
    pilot.key(pygame.K_PLUS, "+")  # the player zooms in: a resize keeps the view where it is
    zoomed = camera.scale
    resize(pilot.app, (1280, 800))
    assert camera.scale == zoomed


def test_remembered_size_does_not_outgrow_a_smaller_display(laptop, home):
    (home / "window.json").parent.mkdir(parents=True, exist_ok=True)
    (home / "window.json").write_text('{"size": [2400, 1400], "position": [3000, 40]}', encoding="utf-8")
    app = App(None)
    try:
        assert app.size[0] <= 1366 and app.size[1] <= 768
    finally:
        app.close()



def test_a_tall_window_gives_its_room_to_the_event_log(pilot):
    """At 1920×1080 the log kept the 200 pixels it has at 1280×800, nine lines, under a third of the panel left
    empty; it now takes a third of the panel, and the decision's buttons stay above it."""
    resize(pilot.app, (1920, 1080))
    screen = pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
    pilot.click(pilot.figure("swordsman"))
    log = screen.events.log.box.rect
    assert log.h >= 320
    panel = [b.rect for b in pilot.app.ui.get_sprite_group().sprites()
             if isinstance(b, UIButton) and b.visible and b.rect.left >= log.left - 20 and b.rect.top > 100]
    assert panel and all(rect.bottom < log.top for rect in panel)  # its move, and End turn


def test_a_toast_stands_over_the_board_above_a_two_line_hint():
    """At 1366×768 "Undone: 1 decision taken back" lay over the first line of a jog's two-line hint: toasts stood
    at the window's foot, whatever the board's strips took."""
    app = App((960, 600))
    pilot = Pilot(app)
    play = pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
    pilot.hover(play.board.camera.viewport.center)  # the pointer's place shown beside the hint: it wraps
    pilot.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert "Nothing to undo" in app.dialogs.toasts
    recorder, window = Recorder(app.size), app.window
    app.window = recorder  # the whole frame as the App draws it: the screen, its widgets, then the toasts
    try:
        app._draw()
    finally:
        app.window = window
    hint = [ink.rect for ink in inked(recorder) if ink.words in play.hint()]
    toast = recorder.blitted[-1][1]  # the toasts are drawn last, each a card with its words
    assert len(hint) == 2 and not toast.collidelistall(hint)  # the hint wraps, and the toast keeps above it
    assert play.board.camera.viewport.contains(toast)
    app.close()


def test_f11_puts_the_table_on_the_whole_screen_and_back_in_the_window_as_it_was(laptop):
    app = App(None)
    try:
        pilot = Pilot(app)
        play = pilot.open(ROOT / "scenarios" / "clix-battle.yaml")
        windowed, camera = app.size, play.board.camera
        board = camera.viewport.copy()
        pilot.key(pygame.K_F11)
        assert app.size == (1366, 768) and pygame.display.is_fullscreen()
        assert camera.viewport.h > board.h and camera.viewport.contains(camera.table_rect)
        resize(app, (800, 500))  # what a window manager may say meanwhile: full screen stays the screen's size
        assert app.size == (1366, 768)
        pilot.key(pygame.K_F11)
        assert app.size == windowed and not pygame.display.is_fullscreen()
        pilot.key(pygame.K_F11)
        app.close()  # closed in full screen, it remembers the window
        again = App(None)
        assert again.size == windowed
        again.close()
    finally:
        pygame.display.quit()


def test_f11_on_a_screen_smaller_than_the_table_needs_stays_in_the_window(monkeypatch, pilot):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(800, 480)])
    size = pilot.app.size
    pilot.key(pygame.K_F11)
    assert pilot.app.size == size and pilot.app.windowed is None
    assert any("smaller than the table needs" in toast for toast in pilot.app.dialogs.toasts)


def test_a_window_made_smaller_brings_the_help_back_inside_it():
    """The help opened in a big window stood half off a smaller one, its close button out of reach."""
    app = App((1920, 1080))
    try:
        pilot = Pilot(app)
        pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
        pilot.key(pygame.K_F1)
        (window,) = [w for w in app.ui.get_sprite_group().sprites()
                     if isinstance(w, UIWindow) and w.window_display_title.startswith("Help")]
        assert window.rect.right > 960
        resize(app, (960, 600))
        assert window.rect.top == 0 and window.rect.left >= 0 and window.rect.right <= 960  # its close button too
    finally:
        app.close()


def test_the_window_has_the_emblem_for_its_icon(monkeypatch):
    """The task bar showed pygame's snake for Skirmish Table: the icon is the top bar's emblem, set before the
    window opens."""
    from game.ui.style import ACCENT, PANEL

    given: list[pygame.Surface] = []
    monkeypatch.setattr(pygame.display, "set_icon", given.append)
    app = App((960, 600), autosave=False)
    try:
        [icon] = given
        assert icon.get_size() == (64, 64)
        assert tuple(icon.get_at((32, 32)))[:3] == PANEL[:3]  # the hole
        assert tuple(icon.get_at((32, 12)))[:3] == ACCENT[:3]  # the ring
        assert icon.get_at((0, 0)).a < 128  # a rounded corner
    finally:
        app.close()
