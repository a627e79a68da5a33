"""The gamebook drills (scenarios/drills/gamebook) hold, run as the headless runner runs them; and each would fail
were its rule broken."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.drills import assert_holds, drills, runs

ROOT = Path(__file__).resolve().parents[2]
DRILLS = ROOT / "scenarios" / "drills" / "gamebook"
MAPS = ROOT / "maps"


@pytest.mark.parametrize("path", drills("gamebook"), ids=lambda p: p.stem)
def test_the_drill_holds(path):
    assert_holds(path)


def test_the_drills_cover_what_the_issue_lists():
    names = {p.stem for p in DRILLS.glob("*.yaml")}
    assert {"rank-order", "style-aggressive-to-defensive-refused", "shoot-adjacent-refused",
            "diagonal-attack-refused", "square-bonus-good", "square-bonus-evil", "square-bonus-neutral",
            "xp-for-11-damage", "xp-for-21-damage", "xp-for-41-damage", "play-dead-found", "play-dead-not-found",
            "flee-by-the-exit"} <= names
    for table in ("hero-hit", "hero-miss", "monster-hit", "monster-miss"):
        assert len([n for n in names if n.startswith(f"critical-{table}-")]) == 6


@pytest.mark.parametrize(("drill", "change"), [
    ("square-bonus-good", ("{id: black, profile: warrior, square: d1}",
                           "{id: black, profile: warrior, square: d1, alignment: evil}")),  # evil gains on black
    ("play-dead-not-found", ("d100: [45]", "d100: [46]")),
    ("xp-for-21-damage", ("d10: [5]", "d10: [4]")),  # 20 damage: +2
    ("critical-hero-hit-5-target-flees", ("d6: [5]", "d6: [6]")),
    ("flee-by-the-exit", ("square: b1", "square: b2")),  # not next to an exit: the step is refused
])
def test_a_drill_fails_when_its_rule_does_not_hold(tmp_path, drill, change):
    text = (DRILLS / f"{drill}.yaml").read_text()
    assert change[0] in text
    text = text.replace(*change).replace("../../../maps/", f"{MAPS}/")
    path = tmp_path / f"{drill}.yaml"
    path.write_text(text)
    code, out = runs(path)
    assert code != 0, out


def test_a_battle_past_the_limits_stops_the_runner_with_exit_code_2(tmp_path):
    text = (ROOT / "scenarios" / "gamebook-siege.yaml").read_text().replace("../maps/", f"{MAPS}/")
    text += "      - {id: one-too-many, profile: rat}\n"
    path = tmp_path / "too-many.yaml"
    path.write_text(text)
    code, out = runs(path)
    assert code == 2
    assert "at most 12 enemies may be on the battle map, not 13 (seed rule 2)" in out
