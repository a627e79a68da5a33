"""Names are one line of something to see: a scenario's, a side's and a figure's. A line break in one stood over
the side panel's next line; a tab or a bell drew as a box; a zero-width space was no name at all."""

from __future__ import annotations

import pytest

from game import locations
from game.rules.scenario import ScenarioError, load_scenario

TEMPLATE = """name: {scenario}
ruleset: clix
map: {map}
sides:
  - id: red
    name: {side}
    figures:
      - {{id: a, name: {figure}, profile: guard_swordsman, at: [9, 21]}}
  - id: blue
    figures:
      - {{id: b, profile: orc_raider, at: [10, 3]}}
"""


def written(tmp_path, scenario='"Duel"', side='"Red"', figure='"Sir Roland"'):
    path = tmp_path / "names.yaml"
    path.write_text(TEMPLATE.format(scenario=scenario, side=side, figure=figure, map=locations.MAPS / "skirmish.tmx"),
                    encoding="utf-8")
    return path


def test_line_breaks_and_tabs_in_a_name_read_as_spaces(tmp_path):
    scenario = load_scenario(written(tmp_path, '"Line one\\nLine two"', '"Red\\tside "', '"Sir\\r\\nRoland"'))
    assert scenario.name == "Line one Line two"
    assert scenario.sides[0].name == "Red side" and scenario.sides[0].figures[0].name == "Sir Roland"


@pytest.mark.parametrize(("names", "place", "says"), [
    ({"scenario": '"Duel \\a"'}, "name", "the control character U+0007"),
    ({"side": '"Red\\0"'}, "sides[0].name", "the control character U+0000"),
    ({"figure": '"\\u200b"'}, "sides[0].figures[0].name", "a letter, a digit or a sign to be seen"),
])
def test_a_name_with_a_control_character_or_nothing_to_see_is_refused_where_it_stands(tmp_path, names, place, says):
    with pytest.raises(ScenarioError) as refused:
        load_scenario(written(tmp_path, **names))
    assert f"{place}: a name" in str(refused.value) and says in str(refused.value)
