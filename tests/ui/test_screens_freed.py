"""A screen left behind is freed: nothing the window keeps between screens (a map's caches) holds it, and with it
a whole game, its snapshots and its pictures."""

from __future__ import annotations

import gc
import weakref

from game.ui.screens.launcher import LauncherScreen
from tests.ui.pilot import ROOT


def test_a_game_left_for_the_launcher_is_freed(pilot):
    """A clix map is no grid: the cached reason why kept its traceback, whose frames held the first screen that
    drew the board, for as long as the map stayed cached (every later game on it kept the first one alive)."""
    screen = pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
    pilot.wait(3)
    left = weakref.ref(screen)
    game = weakref.ref(screen.game)
    del screen
    pilot.app.show(LauncherScreen(pilot.app))
    pilot.wait(3)
    gc.collect()
    assert left() is None and game() is None
