"""The event log keeps its newest lines in view in the very frame it is moved.

The decision's cards give the log its room as they are drawn, after pygame_gui's update of the frame; the log is
then rebuilt at its new place. pygame_gui drew that frame from the top of the log ("Turn 1 begins.") beside the
old scroll bar moved to the new top at its old height, and put it right only in the next frame's update: two
play-testers on a loaded machine saw the first events for a while whenever the log shrank or grew."""

from __future__ import annotations

import pygame

from game.rules.scenario import load_scenario
from game.ui.screens.play import PlayScreen
from tests.ui.pilot import ROOT


def column(app, box) -> bytes:
    """The window's pixels from the log's top down to its foot, across the log and its scroll bar."""
    w, h = app.window.get_size()
    area = pygame.Rect(box.rect.left, box.rect.top, box.rect.w, h - box.rect.top).clip(pygame.Rect(0, 0, w, h))
    return pygame.image.tobytes(app.window.subsurface(area), "RGB")


def test_the_frame_the_log_is_moved_in_shows_what_it_settles_to(pilot):
    scenario = load_scenario(ROOT / "scenarios" / "trench-no-mans-land.yaml")
    play = PlayScreen.start(pilot.app, scenario, {side.id: "human" for side in scenario.sides})
    pilot.app.show(play)
    pilot.wait(2)
    moves = 0
    for _ in range(300):
        box = play.events.log.box
        before = box.rect.copy()
        assert play.answer_with_ai()
        pilot.wait(1)  # the new decision's cards give the log another room as they are drawn
        box = play.events.log.box
        if box.rect.top == before.top or box.scroll_bar is None or not box.visible:
            continue
        log, bar = box.text_box_layout, box.scroll_bar
        top = bar.start_percentage * log.layout_rect.height
        assert top + box.text_wrap_rect.height >= log.layout_rect.height - 1  # the view at the foot
        drawn = column(pilot.app, box)
        pilot.wait(1)
        assert drawn == column(pilot.app, box), (  # the frame drawn already showed the newest lines and its bar
            f"the log moved from {before} to {box.rect} was drawn otherwise in that frame than in the next")
        moves += 1
        if moves == 4:
            return
    raise AssertionError(f"the log moved only {moves} times with more lines than it holds")
