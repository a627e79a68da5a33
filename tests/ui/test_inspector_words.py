"""The inspector's card says a line's modifier in the ruleset's own words."""

from game.ui.inspector import SightView


def test_a_defence_modifier_by_default_and_the_rulesets_words_when_it_gives_them():
    assert SightView((0, 0), (1, 0), "hindered", 1, ()).title == "Hindered line of fire: defence +1"
    assert SightView((0, 0), (1, 0), "hindered", 1, (), "1 DICE off a shot").title == (
        "Hindered line of fire: 1 DICE off a shot")
    assert SightView((0, 0), (1, 0), "blocked", 0, ()).title == "Line of fire blocked"
