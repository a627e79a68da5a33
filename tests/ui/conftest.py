"""UI tests run the real App with SDL's dummy driver; saves and autosaves go to a fresh folder each test."""

import pytest

from game.rules.ruleset import register_ruleset
from game.ui.app import App
from tests.rules.toy import RULESET as TOY
from tests.ui.pilot import Pilot

register_ruleset(TOY)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    folder = tmp_path / "home"
    monkeypatch.setenv("SKIRMISH_TABLE_HOME", str(folder))
    return folder


@pytest.fixture
def app():
    window = App()
    yield window
    window.close()


@pytest.fixture
def pilot(app):
    return Pilot(app)
