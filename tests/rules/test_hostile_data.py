"""Hostile and damaged data files are refused with file, place and reason (exit 2), quickly, never a traceback:
YAML alias bombs, numbers beyond a float, answers of the wrong form, nonsense options and checks."""

import io
from pathlib import Path

import pytest

from game.headless import run
from game.rules.datafile import DataError, parse_yaml
from game.rules.scenario import ScenarioError, load_scenario, scenario_from_text

ROOT = Path(__file__).resolve().parents[2]
DUEL = (ROOT / "scenarios" / "clix-duel.yaml").read_text(encoding="utf-8").replace(
    "../maps/", f"{(ROOT / 'maps').as_posix()}/")
#: Nine levels of nine aliases each: 9**9 (387 million) items once expanded, from a few hundred bytes.
BOMB = "".join(f"  {chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(9))
BOMB = "  a: &a [lol]\n" + BOMB


def headless(tmp_path, text: str) -> tuple[int, str]:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    err = io.StringIO()
    code = run(path, turns=1, out=io.StringIO(), err=err)
    return code, err.getvalue()


@pytest.mark.parametrize("key", ["script", "options", "expect"])
def test_an_alias_bomb_in_a_scenario_is_refused_at_once(tmp_path, key):
    code, err = headless(tmp_path, DUEL + f"{key}:\n{BOMB}")
    assert code == 2
    assert "s.yaml:" in err and "aliases (*a) are not allowed" in err


def test_an_alias_anywhere_is_refused_with_its_line():
    with pytest.raises(DataError) as err:
        parse_yaml("name: &n Duel\nother: *n\n", "x.yaml")
    assert str(err.value) == "x.yaml:2: aliases (*n) are not allowed: write the value out in full"


def test_yes_no_on_and_off_are_words_and_true_and_false_booleans():
    """YAML 1.1 read them as true and false: a scenario named Off was refused with "expected text, got false"."""
    assert parse_yaml("name: Off\nsides: [No, yes, on]\nmirror: true\nsolo: False\n", "x.yaml") == {
        "name": "Off", "sides": ["No", "yes", "on"], "mirror": True, "solo": False}


def test_a_number_where_text_is_expected_says_to_quote_it(tmp_path):
    code, err = headless(tmp_path, DUEL.replace("name: Skirmish at Miller's Ford", "name: 1917", 1))
    assert code == 2 and "s.yaml:1: name: expected text, got 1917: write it in quotes to make it text" in err, err


def test_a_merge_key_says_so_plainly():
    with pytest.raises(DataError, match=r"x.yaml:2: merge keys \(<<\) are not allowed"):
        parse_yaml("a:\n  <<: {b: 1}\n", "x.yaml")


def test_the_scenario_text_of_a_save_goes_through_the_same_reader(tmp_path):
    with pytest.raises(ScenarioError, match="aliases"):
        scenario_from_text(DUEL + f"script:\n{BOMB}", tmp_path / "s.yaml")


@pytest.mark.parametrize(("old", "new", "place"), [
    ("at: [9, 21]", "at: [1" + "0" * 400 + ", 21]", "sides[0].figures[0].at[0]: expected a number"),
    ("facing: 270}", "facing: -1" + "0" * 30 + "}", "sides[0].figures[0].facing: expected a number"),
    ("turns: 40", "turns: 1" + "0" * 40, "turns: expected a whole number, got a number too large"),
    ("turns: 40", "turns: 1" + "0" * 5000, "s.yaml:11: number too long (more than 4,300 digits)"),
])
def test_numbers_beyond_a_float_are_refused(tmp_path, old, new, place):
    code, err = headless(tmp_path, DUEL.replace(old, new, 1))
    assert code == 2 and place in err, err


@pytest.mark.parametrize("step", [
    "{figure: {a: 1}, action: move}",
    "{figure: [swordsman], action: move}",
    "{figure: swordsman, action: [move]}",
    "{figure: swordsman, action: {move: 1}}",
    "{figure: swordsman, action: move, path: [[1" + "0" * 400 + ", 20]]}",
    "{figure: swordsman, action: move, path: " + "[" * 40 + "]" * 40 + "}",
])
def test_a_script_answer_of_the_wrong_form_is_refused(tmp_path, step):
    code, err = headless(tmp_path, DUEL + f"script:\n  - {step}\n")
    assert code == 2 and "script[0]" in err and "Traceback" not in err, err


@pytest.mark.parametrize(("extra", "message"), [
    ("expect:\n  figures:\n    swordsman: {damage: lots}\n", "swordsman.damage: expected a whole number"),
    ("expect:\n  figures:\n    swordsman: {eliminated: maybe}\n", "eliminated: expected true or false"),
    ("expect:\n  figures:\n    swordsman: {position: [1, a]}\n", "position[1]: expected a number"),
    ("expect:\n  figures:\n    swordsman: {click: .nan}\n", "click: expected a"),
    ("options: {actions_per_turn: -3}\n", "options.actions_per_turn: -3 is below the least allowed, 0"),
    ("options: {actions_per_turn: 1000000000000}\n", "is above the most allowed, 100"),
    ("random: {d1000000000000000000000000000000: [1]}\n", "no die has more than 1000 sides"),
])
def test_nonsense_in_a_scenario_is_bad_input_not_a_failed_check(tmp_path, extra, message):
    code, err = headless(tmp_path, DUEL + extra)
    assert code == 2 and message in err, err


def test_the_launcher_list_reads_names_with_the_bounded_reader(tmp_path):
    from game.ui.screens.launcher import bundled

    (tmp_path / "bomb.yaml").write_text(f"x:\n{BOMB}name: *j\n", encoding="utf-8")
    assert [e.label for e in bundled(tmp_path)] == ["bomb"]


def test_ruleset_data_is_read_with_the_bounded_reader(tmp_path):
    from game.rules.datafile import read_yaml

    (tmp_path / "deck.yaml").write_text(f"cards:\n{BOMB}", encoding="utf-8")
    with pytest.raises(DataError, match=r"deck\.yaml:3: aliases"):
        read_yaml(tmp_path / "deck.yaml")


def test_a_duel_still_loads(tmp_path):
    (tmp_path / "s.yaml").write_text(DUEL, encoding="utf-8")
    assert load_scenario(tmp_path / "s.yaml").name == "Skirmish at Miller's Ford"


GLADE = (ROOT / "scenarios" / "arcane-glade.yaml").read_text(encoding="utf-8").replace(
    "../maps/", f"{(ROOT / 'maps').as_posix()}/")


def test_a_forced_card_that_no_deck_holds_is_refused_on_loading(tmp_path):
    code, err = headless(tmp_path, GLADE + "random:\n  decks:\n    arcane: [flintlock]\n")
    assert code == 2 and "random.decks.arcane[0]: no card 'flintlock' in the arcane deck" in err, err
    code, err = headless(tmp_path, GLADE + "random:\n  decks:\n    tarot: [fool]\n")
    assert code == 2 and "arcane has no deck 'tarot' (its decks: arcane, combat)" in err, err


def test_a_forced_deck_in_a_ruleset_without_decks_is_refused_on_loading(tmp_path):
    """Not left to the end of the game, where it would be reported only as a forced result never used."""
    text = (ROOT / "scenarios" / "trench-no-mans-land.yaml").read_text(encoding="utf-8").replace(
        "../maps/", f"{(ROOT / 'maps').as_posix()}/")
    code, err = headless(tmp_path, text + "random:\n  decks:\n    combat: [thrust]\n")
    assert code == 2 and "random.decks.combat: trench has no decks: only dice are forced" in err, err


#: A list of the arcane cards that names one the deck does not hold, so that the forced card passes the load.
MISLISTED = {"arcane": frozenset({"flintlock"}), "combat": frozenset()}


def test_a_forced_card_that_cannot_be_honoured_in_play_is_bad_input(tmp_path, monkeypatch):
    """Caught in play (a ruleset whose list of cards is wrong): exit 2 naming the forced results, no traceback."""
    from game.rules.arcane.ruleset import Arcane

    monkeypatch.setattr(Arcane, "deck_cards", lambda self: MISLISTED)
    path = tmp_path / "s.yaml"
    path.write_text(GLADE + "random:\n  decks:\n    arcane: [flintlock]\n", encoding="utf-8")
    err = io.StringIO()
    assert run(path, seed=2, turns=3, out=io.StringIO(), err=err) == 2
    # Drawn in play, the card cannot be put on top; never drawn, it is a forced result left unused: either way
    # one line naming the scenario and the card.
    message = err.getvalue()
    assert message.startswith(f"error: {path}: random: ") and "flintlock" in message and message.count("\n") == 1


def test_a_game_whose_forced_card_cannot_be_honoured_stays_as_it_was(tmp_path, monkeypatch):
    from game.ai.controller import ai_for
    from game.rules.arcane.ruleset import Arcane
    from game.rules.dice import ForcedResultError
    from game.rules.game import Game

    monkeypatch.setattr(Arcane, "deck_cards", lambda self: MISLISTED)
    path = tmp_path / "s.yaml"
    path.write_text(GLADE + "random:\n  decks:\n    arcane: [flintlock]\n", encoding="utf-8")
    game = Game(load_scenario(path), seed=2)
    ais = {side.id: ai_for(game, side.id) for side in game.state.sides}
    with pytest.raises(ForcedResultError):
        while game.pending is not None:
            answer = ais[game.pending.player].decide(game, game.pending)
            before = list(game.answers)
            game.answer(answer)
    assert game.answers == before and game.pending is not None
    replayed = Game(load_scenario(path), seed=2)
    replayed.rebuild(before)
    assert (replayed.pending.player, replayed.pending.kind) == (game.pending.player, game.pending.kind)
    assert [e.to_line() for e in replayed.log] == [e.to_line() for e in game.log]


def test_a_map_name_the_file_system_refuses_is_bad_input(tmp_path):
    """Found by the fuzzer (yaml:544, seed 47): a map name too long for the file system was a traceback."""
    code, err = headless(tmp_path, DUEL.replace("map: ", "map: " + "x" * 5000, 1))
    assert code == 2 and "map: not a usable file name" in err and "Traceback" not in err, err


def test_a_long_flat_list_is_refused_where_it_passes_the_limit(tmp_path):
    """Found by QA: 500,000 numbers (1 MB) took 50 s and 452 MB to compose before the scenario was refused."""
    from game.rules.datafile import MAX_NODES

    code, err = headless(tmp_path, "name: x\nnumbers:\n" + "  - 1\n" * (MAX_NODES + 1000))
    # five values come before the numbers (the file's mapping, 'name', 'x', 'numbers', its list), which start on
    # line 3: value MAX_NODES + 1 is on line MAX_NODES - 2
    line = MAX_NODES - 2
    assert code == 2 and err == f"error: {tmp_path / 's.yaml'}:{line}: too many values: a data file may hold at " \
                                f"most {MAX_NODES:,} (keys, items, lists and mappings)\n"


def test_the_reader_stops_at_the_limit_instead_of_parsing_on(monkeypatch):
    from game.rules import datafile

    events = []
    get_event = datafile._Loader.get_event
    monkeypatch.setattr(datafile._Loader, "get_event", lambda self: events.append(1) or get_event(self))
    monkeypatch.setattr(datafile, "MAX_NODES", 100)
    with pytest.raises(DataError, match=r"^x\.yaml:2: too many values: a data file may hold at most 100 "):
        parse_yaml("name: x\nd6: [" + "3, " * 10_000 + "3]\n", "x.yaml")
    assert len(events) < 110  # of the 10,000 numbers, no more than the limit were read


def test_a_file_over_the_byte_limit_is_refused_before_it_is_read(tmp_path):
    from game.rules.datafile import MAX_FILE_BYTES, read_yaml

    path = tmp_path / "big.yaml"
    with path.open("wb") as f:
        f.truncate(MAX_FILE_BYTES + 1)  # sparse: costs no disk
    with pytest.raises(DataError, match=r"big\.yaml: file is larger than 1 MB"):
        read_yaml(path)


def test_a_yaml_error_from_the_fast_parser_keeps_its_line():
    """libyaml reads the events (four times faster than PyYAML's own parser), its errors still have a line."""
    with pytest.raises(DataError, match=r"^x\.yaml:4: did not find expected .,. or .\].$"):
        parse_yaml("name: x\nsides:\n  - [1, 2\n  - b: c: d\n", "x.yaml")


def test_an_id_outside_the_plain_letters_says_which_letters_it_may_hold(tmp_path):
    from game.locations import MAPS

    path = tmp_path / "kanji.yaml"
    path.write_text(f"name: x\nruleset: clix\nmap: {MAPS / 'skirmish.tmx'}\nsides:\n"
                    "  - {id: red, name: Red, figures: [{id: 剣士, profile: guard_swordsman, at: [5, 5]}]}\n"
                    "  - {id: blue, name: Blue, figures: [{id: b, profile: orc_raider, at: [15, 5]}]}\n",
                    encoding="utf-8")
    with pytest.raises(DataError, match="may only hold the letters a–z and A–Z"):
        load_scenario(path)


@pytest.mark.parametrize(("target", "says"), [("folder", "not a map file but a folder"),
                                               ("nothing", "map file not found")])
def test_a_map_that_is_no_file_says_what_stands_there(tmp_path, target, says):
    (tmp_path / "folder").mkdir()
    path = tmp_path / "s.yaml"
    path.write_text(f"name: x\nruleset: clix\nmap: {target}\nsides: []\n", encoding="utf-8")
    with pytest.raises(DataError, match=says):
        load_scenario(path)


@pytest.mark.parametrize(("name", "figure", "fact", "said"), [
    ("clix-duel", "swordsman", "click: 0", "click: 0 is below the least allowed, 1"),
    ("trench-no-mans-land", "sergeant", "shaken: maybe", "shaken: expected true or false, got 'maybe'"),
    ("trench-no-mans-land", "sergeant", "actions: [shot]", "actions[0]: 'shot' is not one of"),
    ("arcane-glade", "baron", "energy: full", "energy: expected a whole number, got 'full'"),
    ("manoeuvres-duel", "knight", "wounds: [lihgt]", "did you mean 'light'?"),
    ("gamebook-ambush", "warrior", "state: figthing", "did you mean 'fighting'?"),
])
def test_an_expected_fact_of_the_wrong_kind_is_a_mistake_of_the_scenario(tmp_path, name, figure, fact, said):
    """A ruleset's own facts were read by the kind of value written: "shaken: maybe" loaded, and failed as an
    expectation (exit 1) as if the game had gone otherwise."""
    text = (ROOT / "scenarios" / f"{name}.yaml").read_text(encoding="utf-8").replace(
        "../maps/", f"{(ROOT / 'maps').as_posix()}/")
    code, err = headless(tmp_path, text + f"expect:\n  figures:\n    {figure}: {{{fact}}}\n")
    assert code == 2 and f"expect.figures.{figure}." in err and said in err, err
