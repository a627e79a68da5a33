"""The toy ruleset's own parts, as docs/adding-a-ruleset.md asks of every ruleset: its data file checked on load,
its odds exact, its overrides the keys it declares — and every ruleset's overrides match their keys."""

from __future__ import annotations

import shutil
from fractions import Fraction

import pytest

from game.rules.datafile import DataError
from game.rules.decisions import Decision
from game.rules.ruleset import get_ruleset, known_rulesets
from tests.drills import runs
from tests.rules.conftest import SCENARIOS
from tests.rules.toy import DATA, load_profiles


def test_a_mistake_in_the_profiles_file_names_its_file_line_and_place(tmp_path):
    folder = tmp_path / "toy"
    shutil.copytree(DATA, folder)
    path = folder / "profiles.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("speed: 4", "speed: fast"), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_profiles(folder)
    assert (err.value.path, err.value.line, err.value.place) == (str(path), 4, "profiles.rook.speed")
    assert "expected a number" in err.value.reason


def test_the_odds_of_a_roll_are_each_face_of_a_d6(game):
    decision = Decision("red", "action", "Choose an action")
    odds = game.ruleset.odds(game, decision, {"figure": "r1", "action": "roll"})
    (line,) = odds.lines
    assert line.outcomes == dict.fromkeys(range(1, 7), Fraction(1, 6)) and line.outcomes.mean() == Fraction(7, 2)
    assert game.ruleset.odds(game, decision, {"action": "pass"}) is None


@pytest.mark.parametrize("ruleset_id", known_rulesets())
def test_the_stats_a_figure_may_override_are_the_keys_it_may_carry(ruleset_id):
    rules = get_ruleset(ruleset_id)
    profile = rules.profile_names()[0]
    assert set(rules.stat_readers(rules.profile_stats(profile))) == set(rules.figure_keys)


def test_the_toy_drill_holds_with_its_forced_dice():
    code, out = runs(SCENARIOS / "toy-drill.yaml")
    assert code == 0 and "expectations: all hold" in out, out
