"""The decks and characters are data: their composition, the damage matrix of the facts, and every mistake in a
data file refused with its file, line and reason."""

import shutil
from collections import Counter

import pytest

from game.rules.arcane.cards import CATASTROPHE, bundled_decks, load_decks
from game.rules.arcane.characters import bundled_characters, load_characters
from game.rules.datafile import DataError
from game.rules.ruleset import get_ruleset

RULES = get_ruleset("arcane")
MATRIX = """\
High Guard     ∅ ∅* ∅ ∅ ∅ ∅
Falling Swing  ∅ 0 0 3 3 2
Thrust         0 2 3 ∅ 2 1
Sweeping Cut   ∅ 2 0* 0 2 ∅
Rising Attack  2 1 1 2 1 ∅
Low Guard      ∅ ∅ ∅ ∅ ∅* ∅
"""


def test_the_arcane_deck_has_21_cards_one_catastrophe_and_one_3_of_each_colour():
    decks = bundled_decks()
    names = Counter(card.name for card in decks.arcane)
    assert sum(names.values()) == 21 and names[CATASTROPHE] == 1
    assert decks.colours == ("blue", "green", "pink")
    assert all(names[f"{colour}-3"] == 1 for colour in decks.colours)
    assert {c.value for c in decks.arcane if not c.catastrophe} == {1, 2, 3}


def test_the_combat_deck_has_six_kinds_three_of_each_and_the_facts_damage_matrix():
    decks = bundled_decks()
    assert Counter(decks.combat) == dict.fromkeys(decks.combat_cards, 3) and len(decks.combat) == 18
    order = list(decks.combat_cards)
    for line in MATRIX.splitlines():
        words = line.split()
        name, cells = " ".join(words[:-6]), words[-6:]
        card = next(c for c in decks.combat_cards.values() if c.name == name)
        assert [str(card.deals[col]) for col in order] == cells, card.name


def test_damage_types_of_the_cards():
    cards = bundled_decks().combat_cards
    assert set(cards["falling_swing"].types) == {"impact", "slicing"}
    assert cards["thrust"].types == ("piercing",) and cards["sweeping_cut"].types == ("slicing",)
    assert set(cards["rising_attack"].types) == {"impact", "slicing", "piercing"}
    assert cards["high_guard"].types == cards["low_guard"].types == ()


def test_at_least_ten_characters_in_two_or_three_troupes_with_the_seeds_stats():
    chars = bundled_characters()
    assert len(chars) >= 10 and 2 <= len({c.troupe for c in chars.values()}) <= 3
    assert chars["flintlock"].stats["arcane"] == 3 and chars["shabaroon"].stats["evade"] == -1
    assert chars["firespitter"].stats["arcane"] == 5 and chars["fritz"].stats["evade"] == 1
    assert chars["flintlock"].ability("shoot_musket").requires == ("green",)
    assert chars["firespitter"].ability("fireblast").requires == ("blue",)
    assert chars["quack"].ability("foresight").keyword == "human"
    assert chars["tabby"].ability("energy_syphon").flip
    assert "human" in chars["baron_von_fancyhat"].keywords
    assert chars["beaky_bobby"].ability("patch_up").cost == 2


def copy_assets(tmp_path):
    folder = tmp_path / "arcane"
    shutil.copytree(RULES.assets, folder)
    return folder


@pytest.mark.parametrize(("old", "new", "reason"), [
    ("blue: [3, 3, 1]", "blue: [3, 3, 2]", "exactly one card of value 3"),
    ("pink: [3, 2, 1]", "pink: [3, 3, 1]", "21 cards (rule 4), not 22"),
    ("catastrophe: 1", "catastrophe: 2", "above the most allowed"),
    ("values: [1, 2, 3]", "values: [1, 2]", "expected 2 counts"),
])
def test_arcane_deck_mistakes_are_refused(tmp_path, old, new, reason):
    folder = copy_assets(tmp_path)
    path = folder / "arcane_deck.yaml"
    path.write_text(path.read_text().replace(old, new))
    with pytest.raises(DataError) as err:
        load_decks(folder)
    assert reason in str(err.value) and "arcane_deck.yaml" in str(err.value)


@pytest.mark.parametrize(("old", "new", "reason", "line"), [
    ("falling_swing: ∅*", "falling_swing: x", "expected damage as a number or ∅", 13),
    ("types: [piercing]", "types: [burning]", "'burning' is not one of", 22),
    ("copies: 3\n    types: [slicing]", "copies: 4\n    types: [slicing]", "18 cards, not 19", None),
    ("low_guard: 1}", "}", "missing 'low_guard'", 23),
])
def test_combat_deck_mistakes_are_refused_with_their_line(tmp_path, old, new, reason, line):
    folder = copy_assets(tmp_path)
    path = folder / "combat_deck.yaml"
    assert old in path.read_text()
    path.write_text(path.read_text().replace(old, new, 1))
    with pytest.raises(DataError) as err:
        load_decks(folder)
    assert reason in str(err.value)
    assert err.value.line == line


@pytest.mark.parametrize(("old", "new", "reason"), [
    ("        requires: [green]\n", "", "missing 'requires'"),
    ("id: rally", "id: jog", "'jog' is an action every character has"),
    ("          - {do: arcane_bonus, plus: 2}", "          - {do: fly, plus: 2}", "'fly' is not one of"),
    ("        catastrophe:\n          - {do: damage, plus: 1, type: magical}", "        nope: 1",
     "unknown key 'nope'"),
    ("melee_range: 1", "melee_range: 3", "above the most allowed, 2"),
    ("{name: Arming Sword, dealt: 1,", "{name: Arming Sword,", "either 'dealt' or 'taken'"),
])
def test_character_mistakes_are_refused(tmp_path, old, new, reason):
    folder = copy_assets(tmp_path)
    path = folder / "troupes" / "commonwealth.yaml"
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(DataError) as err:
        load_characters(folder / "troupes", load_decks(folder))
    assert reason in str(err.value) and "commonwealth.yaml:" in str(err.value)


def test_a_scenario_may_override_stats_within_their_bounds(tmp_path):
    from game.rules.scenario import ScenarioError
    from tests.arcane.kit import fig, make

    game = make({"a": [fig("f", "flintlock", 4, 4, arcane=5, evade=-2)], "b": [fig("s", "shabaroon", 30, 30)]})
    assert game.state.figures["f"].stats["arcane"] == 5 and game.state.figures["f"].stats["evade"] == -2
    with pytest.raises(ScenarioError) as err:
        make({"a": [fig("f", "flintlock", 4, 4, melee_range=5)], "b": [fig("s", "shabaroon", 30, 30)]})
    assert err.value.place == "sides[0].figures[0].melee_range"
    with pytest.raises(ScenarioError) as err:
        make({"a": [fig("f", "flintlock", 4, 4, speed=5)], "b": [fig("s", "shabaroon", 30, 30)]})
    assert "unknown key 'speed'" in err.value.reason
