"""The trench drills (scenarios/drills/trench) hold, run as the headless runner runs them; and each would fail
were its rule broken."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.drills import assert_holds, drills, runs

ROOT = Path(__file__).resolve().parents[2]
DRILLS = ROOT / "scenarios" / "drills" / "trench"
MAPS = ROOT / "maps"


@pytest.mark.parametrize("path", drills("trench"), ids=lambda p: p.stem)
def test_the_drill_holds(path):
    assert_holds(path)


def test_the_drills_cover_the_seeds_dice_rules():
    names = {p.stem for p in DRILLS.glob("*.yaml")}
    assert {"plus-1-dice", "minus-2-dice-keeps-the-lowest", "plus-2-and-minus-1-cancel",
            "failure-ends-the-activation"} <= names


@pytest.mark.parametrize(("drill", "change"), [
    ("plus-1-dice", ("[1, 6, 5, 1, 1]", "[1, 5, 1, 1, 1]")),  # kept 5 + 1: a failure, no blood
    ("minus-2-dice-keeps-the-lowest", ("[6, 6, 2, 3]", "[6, 6, 4, 3]")),  # kept 3 + 4: a success
    ("plus-2-and-minus-1-cancel", ("[1, 2, 6, 3, 3]", "[1, 2, 2, 3, 3]")),  # kept 2 + 2: a failure
    ("failure-ends-the-activation", ("[1, 2]", "[4, 3, 1, 1]")),  # a success: the yeoman acts on
])
def test_a_drill_fails_when_the_dice_do_not_fit_its_rule(tmp_path, drill, change):
    text = (DRILLS / f"{drill}.yaml").read_text().replace(*change).replace("../../../maps/", f"{MAPS}/")
    path = tmp_path / f"{drill}.yaml"
    path.write_text(text)
    code, out = runs(path)
    assert code != 0, out

