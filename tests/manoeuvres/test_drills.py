"""The manoeuvres drills (scenarios/drills/manoeuvres) hold, run as the headless runner runs them; there is one
per battle action plus the seed's two examples; and a drill fails when its dice no longer fit its rule."""

from __future__ import annotations

import pytest

from tests.drills import assert_holds, drills, runs
from tests.manoeuvres.kit import ROOT

DRILLS = ROOT / "scenarios" / "drills" / "manoeuvres"


@pytest.mark.parametrize("path", drills("manoeuvres"), ids=lambda p: p.stem)
def test_the_drill_holds(path):
    assert_holds(path)


def test_there_is_a_drill_per_battle_action_and_the_seeds_examples():
    names = {p.stem for p in DRILLS.glob("*.yaml")}
    assert {"defensywa", "ofensywa", "kontra", "selektywny-atak", "szarza", "utrzymanie-na-dystans", "mlynek",
            "roztracenie", "wyluskanie", "przycelowanie", "bez-broni", "potezne-uderzenie", "precyzyjne-uderzenie",
            "precyzyjny-strzal", "cios-zabojcy", "wscieklosc", "podwojne-uderzenie", "mocny-strzal"} <= names


@pytest.mark.parametrize(("drill", "change"), [
    ("selektywny-atak", ('d6: [3]', 'd6: [4]')),  # delay 11, not 10
    ("utrzymanie-na-dystans", ("d20: [10, 20, 20, 20]", "d20: [9, 20, 20, 20]")),  # 9 hits Obrona 10
    ("kontra", ("d20: [20, 20, 20, 20, 14,", "d20: [20, 20, 20, 20, 15,")),  # 15 misses even with Kontra
    ("defensywa", ("d20: [9, 6, 7]", "d20: [9, 5, 7]")),  # 5 hits Obrona 14
])
def test_a_drill_fails_when_the_dice_do_not_fit_its_rule(tmp_path, drill, change):
    text = (DRILLS / f"{drill}.yaml").read_text(encoding="utf-8")
    assert change[0] in text
    text = text.replace(*change).replace("../../../maps/", f"{ROOT}/maps/")
    path = tmp_path / f"{drill}.yaml"
    path.write_text(text, encoding="utf-8")
    code, out = runs(path)
    # the drill no longer holds: a check fails (1), or the dice it forces no longer fit the play (2, unused)
    assert code in (1, 2), out
