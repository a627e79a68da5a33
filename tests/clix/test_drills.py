"""Every clix drill plays headless with its forced dice and script, and every expectation holds (exit 0)."""

import io
from pathlib import Path

import pytest

from game.headless import run

DRILLS = sorted((Path(__file__).resolve().parents[2] / "scenarios" / "drills" / "clix").glob("*.yaml"))


def test_there_is_a_drill_for_each_rule_situation():
    names = {p.stem.split("-")[0] for p in DRILLS}
    assert {"rule04", "rule05", "rule06", "rule08", "rule10", "rule12", "rule13", "rule14c", "rule14d", "rule14e",
            "rule15", "rule16"} <= names


@pytest.mark.parametrize("path", DRILLS, ids=[p.stem for p in DRILLS])
def test_the_drill_holds(path):
    out, err = io.StringIO(), io.StringIO()
    code = run(path, out=out, err=err)
    assert code == 0, out.getvalue() + err.getvalue()
    assert "expectations: all hold" in out.getvalue()
