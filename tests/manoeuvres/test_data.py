"""The manoeuvres data files: what ships, and bad files refused with file, line, place and reason."""

from __future__ import annotations

import io
import shutil

import pytest

from game.headless import run
from game.rules.datafile import DataError
from game.rules.manoeuvres.data import ACTION_KEYS, CLASSES, armoury, load_armoury
from game.rules.scenario import ScenarioError
from tests.manoeuvres.kit import ROOT, fig, scenario

ASSETS = ROOT / "assets" / "rulesets" / "manoeuvres"


def test_the_bundled_data_has_every_class_at_least_8_fighters_and_12_weapons():
    found = armoury()
    assert len(found.profiles) >= 8 and len(found.weapons) >= 12
    assert {p.cls for p in found.profiles.values()} == set(CLASSES)
    assert set(found.rules.actions) == set(ACTION_KEYS) and len(ACTION_KEYS) == 18
    assert {w.size for w in found.weapons.values()} == {1, 2, 3}
    assert any(w.kind == "crossbow_hand" for w in found.weapons.values())
    assert {p.tier for p in found.profiles.values()} >= {1, 2, 3, 4}


@pytest.mark.parametrize(("file", "old", "new", "where"), [
    ("weapons.yaml", "size: small, delay: 1, die: 4, multiplier: 2", "size: tiny, delay: 1, die: 4, multiplier: 2",
     "weapons.yaml:5: weapons.dagger.size: 'tiny' is not one of small, medium, large"),
    ("weapons.yaml", "die: 8, multiplier: 2, atak: 1, obrona: 2}", "die: 7, multiplier: 2, atak: 1, obrona: 2}",
     "weapons.longsword.die: a die has 2, 4, 6, 8, 10, 12, 20 sides, not 7"),
    ("fighters.yaml", "weapon: longsword, tier: specjalizacja", "weapon: rapier, tier: specjalizacja",
     "fighters.knight.weapon: unknown weapon 'rapier'"),
    ("fighters.yaml", "class: rycerz, level: 3", "class: paladin, level: 3",
     "fighters.knight.class: 'paladin' is not one of lowca"),
    ("rules.yaml", "kontra: {atak: 4, obrona: -2}", "kontra: {atak: 4}", "actions.kontra: missing 'obrona'"),
    ("rules.yaml", "fall_at:", "fall_at: many #", "fall_at: expected a whole number, got 'many'"),
])
def test_a_bad_value_is_refused_with_its_place(tmp_path, file, old, new, where):
    folder = tmp_path / "manoeuvres"
    shutil.copytree(ASSETS, folder)
    text = (folder / file).read_text(encoding="utf-8")
    assert old in text
    (folder / file).write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_armoury(folder)
    assert where in str(caught.value) and str(caught.value).startswith(str(folder / file))


def test_a_fighter_whose_thresholds_do_not_rise_is_refused(tmp_path):
    folder = tmp_path / "manoeuvres"
    shutil.copytree(ASSETS, folder)
    path = folder / "fighters.yaml"
    text = path.read_text(encoding="utf-8")
    assert "light: 8, medium: 15" in text
    path.write_text(text.replace("light: 8, medium: 15", "light: 30, medium: 15", 1), encoding="utf-8")
    with pytest.raises(DataError, match="the thresholds must rise"):
        load_armoury(folder)


def test_a_scenario_with_a_bad_fighter_key_exits_with_code_2(tmp_path):
    text = (ROOT / "scenarios" / "manoeuvres-duel.yaml").read_text().replace(
        "profile: knight,", "profile: knight, weapon: rapier,").replace("../maps/", f"{ROOT}/maps/")
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    out, err = io.StringIO(), io.StringIO()
    assert run(path, out=out, err=err) == 2
    assert "weapon: 'rapier' is not one of" in err.getvalue() and "bad.yaml:" in err.getvalue()


def test_a_fighter_whose_starting_wounds_would_fell_it_is_refused():
    """Three critical wounds (48, where a fighter falls at 40): the warrior stood and fought."""
    with pytest.raises(ScenarioError, match=r"wounded: wounds weighing 48 fell a fighter \(it falls at 40\)"):
        scenario([fig("k", "knight", 8)], [fig("w", "warrior", 9, wounded=["critical"] * 3)])
    with pytest.raises(ScenarioError, match="weighing 40"):
        scenario([fig("k", "knight", 8)], [fig("w", "warrior", 9, wounded=["scratch"] * 40)])
    assert scenario([fig("k", "knight", 8)], [fig("w", "warrior", 9, wounded=["scratch"] * 39)])


@pytest.mark.parametrize(("prop", "said"), [
    ('name="metres_per_inch" type="float" value="0"', "metres_per_inch must be a number of metres from 0.01 to 100"),
    ('name="metres_per_inch" value="two"', "not 'two'"),
    ('name="metre_per_inch" type="float" value="2"', "'metre_per_inch': did you mean 'metres_per_inch'"),
])
def test_a_maps_scale_that_is_no_number_of_metres_is_refused(tmp_path, prop, said):
    """0, a word and a misspelt name were each read as the rules' 1 m an inch, without a word."""
    fen = (ROOT / "maps" / "fen.tmx").read_text(encoding="utf-8")
    shutil.copytree(ROOT / "maps" / "tiles", tmp_path / "tiles")
    (tmp_path / "fen.tmx").write_text(fen.replace('name="metres_per_inch" type="float" value="1"', prop),
                                      encoding="utf-8")
    with pytest.raises(ScenarioError, match=said):
        scenario([fig("k", "knight", 8)], [fig("w", "warrior", 9)], map=str(tmp_path / "fen.tmx"))
