"""The soak bench measures a session that plays: the window's frames leave the AI thread its time."""

from __future__ import annotations

import re

import pytest

from game.bench import soak
from tests.ui.pilot import FIELD, scenario_file


def test_the_soak_plays_decisions_while_it_measures(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    """Frames at full speed left the AI's thread no time: four and a half minutes of the battle took not one
    decision, and its memory was measured over an idle board."""
    sides = [{"id": side, "controller": "ai", "level": "normal",
              "figures": [{"id": f"{side}1", "profile": "guard_swordsman", "at": [x, 12]}]}
             for side, x in (("red", 4), ("blue", 20))]
    path = scenario_file(tmp_path, sides, map_path=FIELD)
    assert soak.main(["--minutes", "0.1", "--scenario", str(path), "--growth", "1000"]) == 0  # warming up
    played = re.search(r"(\d+) decisions", capsys.readouterr().out)
    assert played is not None and int(played.group(1)) > 0
