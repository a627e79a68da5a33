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


def test_growth_is_the_last_minutes_peak_over_the_peak_before_it() -> None:
    """Each game rises and falls: two samples a minute apart caught one game's low and the next one's high ("+31
    MB" at the end of a session whose peaks had levelled), where the peaks show whether memory climbs."""
    levelled = [(t * 5.0, 300.0 + (30.0 if (t // 11) % 2 else 0.0) + (t % 11)) for t in range(121)]  # 10 min
    assert abs(soak.last_minute_growth(levelled)) <= 10.0
    climbing = [(t * 5.0, 150.0 + t) for t in range(121)]  # +12 MB a minute, steadily
    assert soak.last_minute_growth(climbing) >= 12.0
