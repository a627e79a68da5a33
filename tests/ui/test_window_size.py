"""The window fits the display it opens on, comes back at the size and place it was left, and a resized window
shows the whole table again when it was showing the whole table."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UIButton

from game.ui.app import App
from game.ui.window_size import MIN_SIZE
from tests.ui.pilot import ROOT


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
