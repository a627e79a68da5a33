"""The seed's worked examples, replayed by the drills in scenarios/drills/arcane/ with forced cards and expect."""

import io

import pytest

from game.headless import run
from tests.drills import assert_holds, drills

DRILLS = drills("arcane")


def test_every_worked_example_has_a_drill():
    assert {p.stem for p in DRILLS} >= {"flintlock_draw", "fireblast_bluff", "fireblast_ok", "energy_syphon",
                                        "foresight", "baron_chase"}


@pytest.mark.parametrize("path", DRILLS, ids=lambda p: p.stem)
def test_the_drill_holds(path):
    assert_holds(path)


def test_a_drill_fails_when_its_expectation_is_wrong(tmp_path):
    source = next(p for p in DRILLS if p.stem == "fireblast_bluff")
    text = source.read_text().replace("{cards_drawn: 6, damage: 4", "{cards_drawn: 6, damage: 3")
    text = text.replace("../../../maps/glade.tmx", str(source.parents[3] / "maps" / "glade.tmx"))
    broken = tmp_path / "broken.yaml"
    broken.write_text(text)
    out = io.StringIO()
    assert run(broken, out=out, err=out) == 1
    assert "expect.figures.firespitter.damage: expected 3, found 4" in out.getvalue()
