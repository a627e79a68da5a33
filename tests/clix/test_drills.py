"""Every clix drill plays headless with its forced dice and script, and every expectation holds (exit 0)."""


import pytest

from tests.drills import assert_holds, drills

DRILLS = drills("clix")


def test_there_is_a_drill_for_each_rule_situation():
    names = {p.stem.split("-")[0] for p in DRILLS}
    assert {"rule04", "rule05", "rule06", "rule08", "rule10", "rule12", "rule13", "rule14c", "rule14d", "rule14e",
            "rule15", "rule16"} <= names


@pytest.mark.parametrize("path", DRILLS, ids=lambda p: p.stem)
def test_the_drill_holds(path):
    assert_holds(path)
