"""Watching the AI: P pauses its answers (and a lesson's steps), the full stop lets one go, P again plays on;
the same from the buttons under its decision. A person's own decision keeps P for its hotkeys."""

from __future__ import annotations

import pygame

from tests.ui.ink import screen_words
from tests.ui.pilot import ROOT
from tests.ui.test_ai_levels import duel_file

REAR_ARC = ROOT / "scenarios" / "drills" / "clix" / "rule06-rear-arc.yaml"
LONG = 200  # frames: several times the AI's pause between two answers


def ais_duel(pilot, folder, answered: int):
    """A duel of two greedy AIs in the window, once they have given ``answered`` answers."""
    play = pilot.open(duel_file(folder, "greedy"))
    pilot.until(lambda: len(play.game.answers) >= answered)
    return play


def long_after(pilot) -> None:
    """Frames enough for several of the AI's answers, each thought out before the next frame."""
    for _ in range(LONG):
        pilot.thought()
        pilot.wait(1)


def test_p_pauses_a_game_of_ais_and_the_full_stop_plays_one_answer(pilot, tmp_path):
    play = ais_duel(pilot, tmp_path, 2)
    pilot.type("p")
    assert play.turns.paused
    held = len(play.game.answers)
    long_after(pilot)
    assert len(play.game.answers) == held, "paused, the AI answered nothing"
    words = screen_words(pilot.app)
    assert "The AI is paused" in words and "has chosen · paused" in words
    assert pilot.button("Play on").visible and pilot.button("Next answer").visible
    pilot.type(".")
    pilot.until(lambda: len(play.game.answers) == held + 1)
    long_after(pilot)
    assert len(play.game.answers) == held + 1, "the full stop let exactly one answer go"
    pilot.type("p")
    assert not play.turns.paused
    pilot.until(lambda: len(play.game.answers) > held + 2)


def test_the_pause_buttons_under_the_ais_decision(pilot, tmp_path):
    play = ais_duel(pilot, tmp_path, 1)
    pilot.press("Pause")
    assert play.turns.paused
    held = len(play.game.answers)
    pilot.press("Next answer")
    pilot.until(lambda: len(play.game.answers) == held + 1)
    assert play.turns.paused
    pilot.press("Play on")
    assert not play.turns.paused
    pilot.until(lambda: len(play.game.answers) > held + 2)


def test_p_on_a_persons_decision_is_not_a_pause(pilot, tmp_path):
    path = duel_file(tmp_path, "greedy")
    path.write_text(path.read_text(encoding="utf-8").replace("controller: ai", "controller: human", 1),
                    encoding="utf-8")
    play = pilot.open(path)
    assert play.seats.is_human(play.game.pending.player)
    pilot.type("p")
    assert not play.turns.paused
    assert "P pauses" not in screen_words(pilot.app)


def test_p_pauses_a_lessons_steps(pilot):
    play = pilot.open(REAR_ARC)
    pilot.type("p")
    assert play.turns.paused
    pilot.wait(LONG)
    assert play.session.script is not None and not play.game.answers, "paused, the lesson took no step"
    assert "The drill's script is paused" in screen_words(pilot.app)
    while play.session.script is not None:  # one answer of the script a full stop
        given = len(play.game.answers)
        pilot.type(".")
        pilot.until(lambda: len(play.game.answers) > given)  # noqa: B023 (called in this pass of the loop)
        pilot.wait(LONG)
        assert len(play.game.answers) == given + 1


def test_the_ai_waits_while_a_question_holds_the_window(pilot, tmp_path):
    """Ctrl+S while the AI played: its answers went on under the file dialog, and the save held a later game."""
    play = ais_duel(pilot, tmp_path, 1)
    pilot.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    assert pilot.app.dialogs.blocking
    held = len(play.game.answers)
    long_after(pilot)
    assert len(play.game.answers) == held
    pilot.key(pygame.K_ESCAPE)
    assert not pilot.app.dialogs.blocking
    pilot.until(lambda: len(play.game.answers) > held)


def test_the_waiting_card_keeps_its_room_where_its_words_take_two_lines(pilot):
    """At 960×600 "The Baron's player has chosen · paused" wraps: the log kept room for one line and the card was
    left out, so the panel did not say who it waited for."""
    pilot.app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(960, 600), w=960, h=600)])
    play = pilot.open(ROOT / "scenarios" / "drills" / "arcane" / "baron_chase.yaml")
    pilot.type("p")
    pilot.wait(2)
    assert play.turns.holding()
    words = screen_words(pilot.app)
    assert "The Baron's player has chosen ·\npaused" in words
    assert words.index("paused\n") < words.index("EVENTS")


def test_the_pause_note_goes_with_the_game_it_paused(pilot, tmp_path):
    """"Paused: P plays on…" stood on over the launcher after Menu (a tester's find)."""
    from game.ui.screens.launcher import LauncherScreen

    play = ais_duel(pilot, tmp_path, 2)
    pilot.type("p")
    assert any(t.startswith("Paused: P plays on") for t in pilot.app.dialogs.toasts)
    pilot.app.show(LauncherScreen(pilot.app))
    pilot.wait(1)
    assert play.turns.paused and not any(t.startswith("Paused") for t in pilot.app.dialogs.toasts)
