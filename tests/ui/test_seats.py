"""Hot seat: a secret decision for another human hides the board until that player takes the seat."""

from __future__ import annotations

import pygame
import pytest

from game.ui.screens.handover import HandOverScreen
from game.ui.screens.play import PlayScreen
from game.ui.style import BACKGROUND
from tests.ui.pilot import ROOT

TOY = ROOT / "tests" / "data" / "scenarios" / "toy.yaml"


@pytest.fixture
def hot_seat(pilot):
    screen = pilot.open(TOY, start=False)
    pilot.press("AI")  # Blue is the AI in the file: make it a second human
    assert screen.kinds == {"red": "human", "blue": "human"}
    pilot.key(pygame.K_RETURN, frames=2)
    return pilot.screen


def test_the_first_secret_decision_is_handed_to_its_player(pilot, hot_seat):
    assert isinstance(hot_seat, HandOverScreen) and hot_seat.player == "red"
    assert pilot.pixel((300, 400)) == BACKGROUND  # no board behind it
    pilot.key(pygame.K_RETURN, frames=2)
    play = pilot.screen
    assert isinstance(play, PlayScreen) and play.viewer == "red"
    assert play.input.dialog and play.game.pending.kind == "bid"


def test_the_next_players_secret_waits_for_the_hand_over_and_hides_the_first_bid(pilot, hot_seat):
    pilot.key(pygame.K_RETURN, frames=2)
    pilot.type("3")  # Red bids 3 in secret
    pilot.wait(2)
    assert isinstance(pilot.screen, HandOverScreen) and pilot.screen.player == "blue"
    pilot.press("I am Blue")
    play = pilot.screen
    assert isinstance(play, PlayScreen) and play.viewer == "blue"
    assert not any("Red bids" in line for line in play.events.log.texts)  # only Red may see that event


def test_a_single_human_against_the_ai_gets_no_hand_over(pilot):
    play = pilot.open(TOY)
    pilot.wait(2)
    assert isinstance(pilot.screen, PlayScreen) and play.viewer == "red"
