"""The bundled profiles load and make sense; bad profile files are refused with file, line and reason."""

import pytest

from game.rules.clix import RULESET
from game.rules.clix.profiles import load_profiles
from game.rules.datafile import DataError
from tests.clix.kit import fig, scenario


def test_the_bundled_profiles():
    profiles = RULESET.profiles()
    assert len(profiles) >= 12
    assert 2 <= len({p.faction for p in profiles.values()}) <= 3
    assert all(4 <= len(p.dial) <= 8 for p in profiles.values())
    assert any(p.targets > 1 for p in profiles.values())
    assert any("heal" in p.abilities for p in profiles.values())
    assert any(p.base > 2 for p in profiles.values())
    assert any(p.range == 0 for p in profiles.values()) and any(p.range >= 6 for p in profiles.values())


GOOD = """\
faction: Test
profiles:
  pawn:
    name: Pawn
    points: 10
    range: 0
    targets: 1
    dial:
      - {speed: 5, attack: 8, defence: 14, damage: 1}
"""


@pytest.mark.parametrize(("change", "line", "reason"), [
    (("range: 0", "range: -1"), 6, "profiles.pawn.range: -1 is below the least allowed, 0"),
    (("attack: 8", "atack: 8"), 9, "unknown key 'atack'"),
    (("    targets: 1\n", ""), 4, "missing 'targets'"),
    (("    range: 0\n", "    range: 0\n    abilities: [flight]\n"), 7, "'flight' is not one of heal, vampirism"),
    (("speed: 5", "speed: fast"), 9, "expected a whole number, got 'fast'"),
])
def test_a_bad_profile_says_where_and_why(tmp_path, change, line, reason):
    (tmp_path / "test.yaml").write_text(GOOD.replace(*change))
    with pytest.raises(DataError) as refused:
        load_profiles(tmp_path)
    assert f"test.yaml:{line}:" in str(refused.value) and reason in str(refused.value)


def test_a_profile_defined_twice_is_refused(tmp_path):
    (tmp_path / "a.yaml").write_text(GOOD)
    (tmp_path / "b.yaml").write_text(GOOD)
    with pytest.raises(DataError, match=r"'pawn' is already defined in .*a\.yaml:4"):
        load_profiles(tmp_path)


def test_scenario_overrides_are_checked():
    with pytest.raises(DataError, match=r"wounded: 6 is above the most allowed, 5"):
        scenario([fig("a", "guard_swordsman", 4, 12, wounded=6)], [fig("x", "orc_raider", 20, 12)])
    s = scenario([fig("a", "guard_crossbow", 4, 12, range=10, targets=2, points=5)], [fig("x", "orc_raider", 20, 12)])
    stats = s.sides[0].figures[0].stats
    assert (stats["range"], stats["targets"], stats["points"]) == (10, 2, 5)


def test_an_unknown_profile_is_refused():
    with pytest.raises(DataError, match="unknown clix profile 'dragon'"):
        scenario([fig("a", "dragon", 4, 12)], [fig("x", "orc_raider", 20, 12)])
