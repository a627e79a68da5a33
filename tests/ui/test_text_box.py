"""The event log's text box lets go of its old text's picture when its text is laid out anew: pygame_gui's old
layout waits for a full garbage collection, which a busy window runs seldom, and kept the picture till then (an AI
battle's log left some 8 MB of them every 25 s, the window's memory swinging 30–40 MB a game)."""

from __future__ import annotations

import gc
import weakref

import pygame

from game.ui.event_log import LogPanel


def test_the_logs_old_picture_is_freed_without_a_full_collection(app):
    log = LogPanel(app.ui, pygame.Rect(0, 0, 300, 200))
    log.box.set_text("<br>".join(f"line {n}" for n in range(30)))
    app.run_frames(2)
    layout = log.box.text_box_layout
    assert layout is not None and layout.finalised_surface is not None
    picture = weakref.ref(layout.finalised_surface)
    del layout
    gc.disable()  # as between a busy window's full collections
    try:
        log.box.set_text("<br>".join(f"row {n}" for n in range(30)))
        app.run_frames(2)
        assert picture() is None
    finally:
        gc.enable()
