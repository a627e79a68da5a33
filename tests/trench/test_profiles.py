"""The warbands and the armoury: the bundled files load, and a bad file is refused with its file, line and reason."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.rules.datafile import DataError
from game.rules.ruleset import ASSETS
from game.rules.trench.profiles import RANGED, armoury, load_armoury
from tests.trench.kit import fig, scenario


def test_two_warbands_with_infantry_elites_a_shooter_and_a_big_melee_model():
    profiles = armoury().profiles
    warbands = {p.warband for p in profiles.values()}
    assert len(warbands) == 2
    for band in warbands:
        members = [p for p in profiles.values() if p.warband == band]
        assert any(p.points <= 45 and p.armour in ("none", "standard") for p in members), "infantry"
        assert any(p.melee >= 1 and p.armour != "none" and p.points >= 80 for p in members), "elites"
        assert any(p.ranged >= 1 and any(armoury().weapons[w].range >= 30 for w in p.weapons) for p in members)
        assert any("tough" in p.keywords and p.melee >= 2 and p.base >= 2 for p in members), "a big melee model"


def test_every_weapon_is_carried_and_every_model_has_a_melee_weapon():
    arms = armoury()
    carried = {w for p in arms.profiles.values() for w in p.weapons}
    assert carried == set(arms.weapons)
    assert all(any(arms.weapons[w].type != RANGED for w in p.weapons) for p in arms.profiles.values())


@pytest.fixture
def folder(tmp_path):
    shutil.copytree(ASSETS / "trench", tmp_path / "trench")
    return tmp_path / "trench"


def spoil(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


@pytest.mark.parametrize(("file", "old", "new", "reason"), [
    ("weapons.yaml", "    range: 24\n", "", "a ranged weapon needs a range"),
    ("weapons.yaml", "type: melee", "type: magic", "'magic' is not one of ranged, melee"),
    ("warbands/iron_pilgrims.yaml", "[rifle, bayonet]", "[rifle, halberd]", "unknown weapon 'halberd'"),
    ("warbands/iron_pilgrims.yaml", "[rifle, bayonet]", "[rifle]", "one or two melee weapons, not 0"),
    ("warbands/iron_pilgrims.yaml", "keywords: [tough]", "keywords: [fearless]", "'fearless' is not one of"),
    ("warbands/iron_pilgrims.yaml", "armour: standard", "armour: paper", "'paper' is not one of"),
    ("warbands/iron_pilgrims.yaml", "movement: 6", "speed: 6", "unknown key 'speed'"),
    ("warbands/iron_pilgrims.yaml", "  yeoman:", "  cultist:", "profile 'cultist' is already defined"),
])
def test_a_bad_file_is_refused_with_its_file_line_and_reason(folder, file, old, new, reason):
    spoil(folder / file, old, new)
    with pytest.raises(DataError) as caught:
        load_armoury(folder)
    assert reason in caught.value.reason
    assert caught.value.path.endswith(Path(file).name) and caught.value.line


def test_a_scenario_may_override_a_profile_and_is_checked():
    s = scenario([fig("r1", "yeoman", 2, 20, movement=4, weapons=["pistol", "knife"], blood=2, down=True)],
                 [fig("b1", "cultist", 20, 20), fig("b2", "cultist", 20, 22)])
    stats = s.sides[0].figures[0].stats
    assert (stats["movement"], stats["weapons"], stats["blood"], stats["down"]) == (4, ["pistol", "knife"], 2, True)
    from game.rules.scenario import ScenarioError

    with pytest.raises(ScenarioError, match="one or two melee weapons"):
        scenario([fig("r1", "yeoman", 2, 20, weapons=["pistol"])], [fig("b1", "cultist", 20, 20)])
    with pytest.raises(ScenarioError, match="a trench model needs a profile"):
        scenario([{"id": "r1", "at": [2, 20]}], [fig("b1", "cultist", 20, 20)])
