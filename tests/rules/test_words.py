"""Verbs that agree with a side's name: the end of a game is said as a player would say it."""

import re
from pathlib import Path

import pytest

from game.rules.game import Game, _result_text, headline
from game.rules.scenario import ScenarioError, load_scenario
from game.rules.state import Result
from game.words import TYPO_LONGEST, counted, moved, nearest, ordinal, unknown, wins
from tests.rules.conftest import SCENARIOS

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("side", "said"), [
    ("Sir Roland", "Sir Roland wins"), ("Heroes", "Heroes win"), ("Goblin band", "Goblin band wins"),
    ("Lion Guard and Glade Elves", "Lion Guard and Glade Elves win"), ("The Ash Horde", "The Ash Horde wins"),
])
def test_a_plural_side_wins_in_the_plural(side, said):
    assert wins(side) == said


def test_the_game_over_event_says_heroes_win():
    game = Game(load_scenario(SCENARIOS.parents[2] / "scenarios" / "gamebook-ambush.yaml"), seed=1)
    game.state.sides[0].name = "Heroes"
    assert _result_text(game.state, Result(game.state.sides[0].id, "no enemy fights on")) == (
        "Heroes win: no enemy fights on.")


def test_a_draw_of_some_sides_names_them_and_a_draw_of_all_says_so():
    game = Game(load_scenario(SCENARIOS.parents[2] / "scenarios" / "arcane-glade-three.yaml"), seed=1)
    state = game.state
    some = Result.tie("Commonwealth and Goblin Gang tie on 1 moonstones", {"commonwealth": 1, "goblins": 1,
                                                                           "gnomes": 0}, ["commonwealth", "goblins"])
    assert headline(state, some) == "Commonwealth and Goblin Gang draw"
    assert _result_text(state, some).startswith("Commonwealth and Goblin Gang draw: Commonwealth and")
    everyone = Result.tie("all tie", {"commonwealth": 0, "goblins": 0, "gnomes": 0}, ["commonwealth", "goblins",
                                                                                     "gnomes"])
    assert headline(state, everyone) == "A draw"
    assert _result_text(state, everyone) == "The game ends in a draw: all tie."


@pytest.mark.parametrize(("n", "said"), [(0, "0 blood markers"), (1, "1 blood marker"), (3, "3 blood markers")])
def test_a_count_takes_its_plural(n, said):
    assert counted(n, "blood marker") == said


@pytest.mark.parametrize(("side_id", "name"), [("blue", "Blue"), ("black-hand", "Black hand"), ("red_2", "Red 2")])
def test_a_side_without_a_name_is_called_by_its_id_as_a_player_reads_it(tmp_path, side_id, name):
    scenario = SCENARIOS / "field.tmx"
    text = (f"name: Drill\nruleset: toy\nmap: {scenario}\nsides:\n"
            f"  - id: {side_id}\n    figures: [{{id: a, profile: pawn, at: [3, 20]}}]\n"
            f"  - id: other\n    figures: [{{id: b, profile: pawn, at: [20, 12]}}]\n")
    path = tmp_path / "drill.yaml"
    path.write_text(text, encoding="utf-8")
    assert [side.name for side in load_scenario(path).sides] == [name, "Other"]


@pytest.mark.parametrize(("scenario", "seed", "turns"), [("trench-no-mans-land.yaml", 5, None),  # morale tests
                                                          ("arcane-glade-four.yaml", 3, 2)])
def test_a_plural_sides_name_takes_a_plural_verb_in_the_events(scenario, seed, turns):
    """"Goblin Raiders draws 5 arcane cards", "Iron Pilgrims passes and is not Shaken": the rules' messages put a
    side's name before a verb in the singular."""
    from game.ai.controller import ai_for
    from game.headless import play

    game = Game(load_scenario(SCENARIOS.parents[2] / "scenarios" / scenario), seed=seed, turns=turns)
    plural = [side.name for side in game.state.sides if wins(side.name).endswith(" win")]
    assert plural  # Iron Pilgrims; Goblin Raiders
    play(game, {side.id: ai_for(game, side.id, "greedy") for side in game.state.sides})
    said = [e.text for e in game.log if any(e.text.startswith(name) or f" {name} " in e.text for name in plural)]
    assert said
    verbs = "draws|says|replaces|chooses|tests|fails|passes|activates|ends|has|is"
    singular = re.compile("|".join(rf"\b{re.escape(name)} (?:{verbs})\b" for name in plural))
    assert [text for text in said if singular.search(text)] == []


def test_a_plural_side_that_wins_the_roll_off_chooses_in_the_plural():
    from tests.trench.kit import fig, scenario

    sides = [{"id": "red", "name": "Iron Pilgrims", "figures": [fig("r1", "yeoman", 2, 18)]},
             {"id": "blue", "name": "Heretic Legion", "figures": [fig("b1", "cultist", 22, 2)]}]
    game = Game(scenario([], [], dice=[5, 2], sides=sides))
    assert game.log.of_kind("roll_off")[-1].text == "Equal numbers: roll-off Iron Pilgrims 5, Heretic Legion 2: " \
        "Iron Pilgrims choose."


@pytest.mark.parametrize(("args", "said"), [
    (("moves", 3.24, '"', (4, 5)), 'moves 3.2" to (4.0, 5.0)'),
    (("charges", 0.04, '"', (4, 5)), "stays at (4.0, 5.0)"),  # not 'charges 0.0"'
    (("moves", 0.004, '"', None, 2), "stays where it is"),  # not 'moves 0.00"'
    (("moves", 0.012, '"', None, 2), 'moves 0.01"'),
    (("moves", 2.0, " m", (9, 10)), "moves 2.0 m to (9.0, 10.0)"),
])
def test_a_move_that_went_nowhere_says_the_figure_stays(args, said):
    assert moved(*args) == said


def test_ordinals_read_as_english_writes_them():
    """The fuzz bench said "every 3th case also in the window"."""
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 1000)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th", "1,000th"]


@pytest.mark.parametrize(("name", "meant"), [
    ("knigt", "knight"), ("facng", "facing"), ("manouvres", "manoeuvres"), ("Blocking", "blocking"),
    ("turn", "turns"), ("guard_swordsman", None), ("dragon", None), (3, None),
])
def test_a_typo_is_told_the_name_it_was_meant_to_be(name, meant):
    """A mistyped name in a scenario or a map is answered with the nearest known one; another word is not."""
    known = ["knight", "facing", "manoeuvres", "blocking", "turns", "swordsman", "warrior"]
    assert nearest(name, known) == meant
    said = unknown("profile", name, known)
    assert said.startswith(f"unknown profile {name!r}") and said.endswith(f"(known: {', '.join(known)})")
    assert (f"did you mean {meant!r}?" in said) == (meant is not None)


def test_a_hostile_name_is_not_matched():
    """A megabyte-long key in a hostile file is not matched (difflib's work grows with its length): past
    ``TYPO_LONGEST`` characters no name is taken for a typo, however like a known one it is."""
    assert nearest("k" * (TYPO_LONGEST - 1) + "x", ["k" * TYPO_LONGEST]) == "k" * TYPO_LONGEST
    assert nearest("k" * TYPO_LONGEST + "x", ["k" * TYPO_LONGEST]) is None
    assert nearest("knigt" + "x" * 1_000_000, ["knight"]) is None


def test_a_scenario_with_a_typo_names_its_fix(tmp_path):
    """The whole way: a scenario file with a mistyped key and a mistyped profile, checked as a player checks it."""
    text = (ROOT / "scenarios" / "manoeuvres-duel.yaml").read_text(encoding="utf-8")
    text = text.replace("../maps", (ROOT / "maps").as_posix())
    for typo, fix, said in (("profile: knight", "profile: knigt", "did you mean 'knight'?"),
                            ("turns: 12", "turn: 12", "unknown key 'turn': did you mean 'turns'?")):
        path = tmp_path / "typo.yaml"
        path.write_text(text.replace(typo, fix), encoding="utf-8")
        with pytest.raises(ScenarioError, match=re.escape(said)):
            load_scenario(path)
