"""Test set-up shared by every test: headless SDL before anything imports pygame."""

import itertools
import os
import sys
import zlib

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest
from hypothesis import HealthCheck, settings

# No test may fail for being slow on a busy machine (no timing asserts): hypothesis's deadline and its too-slow
# health check are off. CI explores the same examples every run, so a red build can be reproduced; locally each
# run explores anew.
UNTIMED = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}
settings.register_profile("local", **UNTIMED)
settings.register_profile("ci", derandomize=True, print_blob=True, **UNTIMED)
settings.load_profile("ci" if os.environ.get("CI") else "local")


@pytest.fixture(autouse=True)
def _seeded_new_games(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game of a scenario that names no seed draws a fresh one, as a player's should; in a test it is drawn
    from the test's name instead, so that a test opening a shipped scenario plays the same dice every run (and a
    failure, the monkey's say, can be replayed)."""
    game_module = sys.modules.get("game.rules.game")  # imported by every test file that plays a game
    if game_module is None:  # a test of no game (the layers' imports) imports none for it
        return
    base = zlib.crc32(request.node.nodeid.encode())
    drawn = itertools.count()
    monkeypatch.setattr(game_module, "fresh_seed", lambda: base * 1000 + next(drawn))


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """The AIs still thinking, and the launchers still reading ahead, finish before the interpreter ends: one stopped
    by its shutdown inside numpy aborted the process ("terminate called without an active exception")."""
    worker = sys.modules.get("game.worker")
    if worker is not None:
        worker.finish_all(60.0)
