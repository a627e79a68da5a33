"""Undo in the window along the paths a player takes: an all-AI game over, its Replay and back, Continue from the
autosave, and an undo while the AI thinks. Reported: in an all-AI clix game, undo after Replay and back to the
game took back a whole turn (a Continue had seated the scenario's human side again, and undo went back to its
last decision); one undo is one decision where nobody sits at the table."""

from __future__ import annotations

import pygame
import pytest

from game.rules.saves import autosave_path
from game.ui.screens.game_over import GameOverScreen
from game.ui.screens.launcher import LauncherScreen
from game.ui.screens.play import PlayScreen
from game.ui.screens.replay import ReplayScreen
from tests.answering import Held
from tests.ui.pilot import scenario_file

SIDES = [
    {"id": "red", "name": "Red", "figures": [
        {"id": "bow", "profile": "elf_longbow", "at": [3, 12], "facing": 0}]},
    {"id": "blue", "name": "Blue", "controller": "ai", "figures": [
        {"id": "raider", "profile": "orc_raider", "at": [9, 12], "facing": 180}]},
]


@pytest.fixture
def all_ai_over(tmp_path, pilot):
    """A short clix game whose scenario seats a person at red, played to its end by two AIs in the window."""
    path = scenario_file(tmp_path, SIDES, turns=3)
    pilot.open(path, start=False)
    launcher = pilot.screen
    assert isinstance(launcher, LauncherScreen) and launcher.kinds["red"] == "human"
    pilot.press("Human")  # red's seat goes to the AI
    pilot.key(pygame.K_RETURN, frames=2)
    play = pilot.screen
    assert isinstance(play, PlayScreen) and play.seats.humans == []
    pilot.until(lambda: isinstance(pilot.screen, GameOverScreen), limit=20000)
    assert len(play.game.answers) > 6 and {asked.player for asked in play.game.asked} == {"red", "blue"}
    return play


def replay_and_back(pilot) -> PlayScreen:
    pilot.press("Replay")
    assert isinstance(pilot.screen, ReplayScreen)
    pilot.key(pygame.K_END, mod=pygame.KMOD_CTRL, frames=2)
    pilot.press("Back to the game")  # the replay was opened from the game-over card: back to the card
    card = pilot.screen
    assert isinstance(card, GameOverScreen)
    return card.play


def test_after_replay_one_undo_of_an_all_ai_game_is_one_decision(pilot, all_ai_over):
    answers = list(all_ai_over.game.answers)
    play = replay_and_back(pilot)
    assert play is all_ai_over and play.game.answers == answers
    pilot.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert play.game.answers == answers[:-1]
    assert pilot.app.dialogs.toasts[-1] == "Undone: 1 decision taken back"


def test_an_all_ai_game_continued_from_its_autosave_keeps_its_seats_and_undoes_one_decision(pilot, all_ai_over):
    answers = list(all_ai_over.game.answers)
    assert autosave_path().exists()
    pilot.app.show(LauncherScreen(pilot.app))
    pilot.wait(1)
    pilot.press("Continue", frames=3)
    assert isinstance(pilot.screen, GameOverScreen)
    play = replay_and_back(pilot)
    assert play.seats.humans == [] and play.game.answers == answers
    pilot.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert play.game.answers == answers[:-1]


def test_an_undo_while_the_ai_thinks_takes_the_persons_decision_back_and_the_late_answer_is_never_given(
        tmp_path, pilot):
    screen = pilot.open(scenario_file(tmp_path, SIDES, turns=3))
    held = Held()
    screen.seats._ais["blue"] = held
    pilot.type("e")  # red ends its turn: blue's AI thinks
    assert held.deciding.wait(timeout=60)
    assert screen.game.pending.player == "blue" and len(screen.game.answers) == 1
    pilot.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert screen.game.answers == [] and screen.game.pending.player == "red"
    held.go.set()  # the thinking over the decision taken back ends now
    pilot.wait(60)
    assert screen.game.answers == [] and screen.game.pending.player == "red"
