"""An idle window sleeps: once nothing has happened nor gone on for ``QUIET_AFTER`` frames (the screen waits for a
player, no toast fades), ``App.run`` waits for an event instead of drawing 60 frames a second. An idle board took
half a core; anything moving, rolling, thinking or read keeps the frames coming."""

from __future__ import annotations

import pygame

from game.ui import app as app_module
from game.ui.app import IDLE_WAIT, QUIET_AFTER
from game.ui.screens.handover import HandOverScreen
from game.ui.screens.launcher import LauncherScreen
from game.ui.screens.play import PlayScreen
from game.ui.screens.replay import ReplayScreen
from tests.ui.pilot import ROOT


def test_the_launcher_waiting_for_a_choice_is_quiet(pilot):
    pilot.app.show(LauncherScreen(pilot.app))
    pilot.wait(QUIET_AFTER + 5)
    assert pilot.app.quiet_frames >= QUIET_AFTER


def test_a_board_waiting_for_the_player_at_the_table_is_quiet_and_a_mouse_move_wakes_it(pilot):
    play = pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
    pilot.wait(QUIET_AFTER + 5)
    assert isinstance(play, PlayScreen) and play.quiet() and pilot.app.quiet_frames >= QUIET_AFTER
    pilot.hover(pilot.figure(next(iter(play.game.state.table.bases))))
    assert pilot.app.quiet_frames == 0


def test_the_ai_at_work_and_dice_on_show_keep_the_frames_coming(pilot):
    play = pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
    pilot.type("e")  # the Lion Guard end their turn: the Horde's AI plays
    for _ in range(3 * QUIET_AFTER):
        pilot.wait(1)
        ai_turn = play.session.answerer() != "human"
        assert not (ai_turn and play.quiet()) and not (play.events.dice.throws and play.quiet())
    assert pilot.app.quiet_frames < 3 * QUIET_AFTER


def test_run_waits_for_an_event_once_quiet(pilot, monkeypatch):
    """The loop itself: after QUIET_AFTER quiet frames it waits (here the wait returns a quit at once)."""
    pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
    waits: list[int] = []

    def wait(timeout: int) -> pygame.event.Event:
        waits.append(timeout)
        return pygame.event.Event(pygame.QUIT)

    monkeypatch.setattr(app_module.pygame.event, "wait", wait)
    monkeypatch.setattr(pilot.app, "close", lambda: None)  # the fixture closes the window
    pilot.app.run()
    assert waits == [IDLE_WAIT] and pilot.app.frame > QUIET_AFTER


def test_a_hand_over_waiting_for_the_next_player_is_quiet(pilot):
    play = pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
    pilot.app.show(HandOverScreen(pilot.app, play, play.game.state.sides[1].id))
    pilot.wait(QUIET_AFTER + 5)
    assert pilot.app.quiet_frames >= QUIET_AFTER


def test_a_replay_sleeps_while_paused_and_not_while_it_plays_on(pilot):
    play = pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
    pilot.type("e")  # a turn ended, so there is something to replay
    pilot.key(pygame.K_r, mod=pygame.KMOD_CTRL)
    replay = pilot.screen
    assert isinstance(replay, ReplayScreen) and replay is not play
    pilot.wait(QUIET_AFTER + 5)
    assert not replay.playing and pilot.app.quiet_frames >= QUIET_AFTER
    replay.playing = True
    pilot.wait(2)
    assert pilot.app.quiet_frames == 0
