"""The gamebook's data is checked on load: each mistake names its file, line, place and reason."""

from __future__ import annotations

import shutil

import pytest

from game.rules.datafile import DataError
from game.rules.gamebook.data import load_library
from game.rules.ruleset import ASSETS

SOURCE = ASSETS / "gamebook"


def test_the_bundled_data_has_what_the_issue_asks():
    lib = load_library(SOURCE)
    heroes = [p for p in lib.profiles.values() if p.kind == "hero"]
    monsters = [p for p in lib.profiles.values() if p.kind == "monster"]
    assert len(heroes) >= 6 and len(monsters) >= 8
    assert all(isinstance(m.stats["xp"], int) for m in monsters)
    assert {p.kind for p in lib.powers.values()} == {"skill", "prayer", "spell"}
    assert any(not p.instant for p in lib.powers.values() if p.kind == "prayer")
    assert {w.ammo for w in lib.weapons.values() if w.ranged} == {"arrows", "bolts", "stones", "spears"}


@pytest.mark.parametrize(("file", "change", "place", "reason"), [
    ("profiles/heroes.yaml", ("weapon: bow", "weapon: harp"), "profiles.ranger.weapon", "unknown weapon 'harp'"),
    ("profiles/heroes.yaml", ("rank: rook", "rank: bishop2"), "profiles.warrior.rank", "'bishop2' is not one of"),
    ("powers.yaml", ("instant: false, ", ""), "prayers.vigil", "missing 'instant'"),
    ("powers.yaml", ("mana: 3, effect: harm, amount: 2d6", "mana: 3, effect: harm, amount: 2x6"),
     "spells.fire_bolt.amount", "expected dice such as 2d6"),
    ("criticals.yaml", ('  6: {effect: nothing, text: "Nothing more."', '  7: {effect: nothing, text: "Nothing more."'),
     "hero_hit.7", "keyed by the d6 result"),
    ("items.yaml", ("type: armour, defence: 2", "type: armour, defence: 2, effect: heal"), "items.leather.effect",
     "armour is worn, not used"),
])
def test_a_mistake_in_the_data_names_its_place(tmp_path, file, change, place, reason):
    folder = tmp_path / "gamebook"
    shutil.copytree(SOURCE, folder)
    text = (folder / file).read_text(encoding="utf-8")
    assert change[0] in text
    (folder / file).write_text(text.replace(*change, 1), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_library(folder)
    assert reason in err.value.reason and err.value.place == place and err.value.line is not None
    assert file.split("/")[-1] in err.value.path
