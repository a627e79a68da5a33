"""Decisions offer legal options and refuse anything else with a reason."""

from pathlib import Path

import pytest

from game.rules.decisions import Decision, IllegalAnswer, Option, check_path, choose, normalise


def test_a_choice_refuses_what_it_does_not_offer():
    d = choose("red", "card", "Pick", [Option("a", "Ace"), Option("k", "King")])
    assert d.refusal("a") is None
    assert d.refusal("q") == "'q' is not one of the choices (choices: a = Ace, k = King)"


def test_a_scripts_typo_is_told_the_choice_it_meant():
    """A drill's script names figures by id: a mistyped one is answered with the id it was meant to be, and the
    choices are listed as the script writes them (the ids) and as a player reads them (the names), ten at most."""
    d = choose("red", "target", "Whom?", [Option("raider", "Orc Raider"), Option("archer", "Orc Archer")])
    assert d.refusal("raidr") == ("'raidr' is not one of the choices: did you mean 'raider'? "
                                  "(choices: raider = Orc Raider, archer = Orc Archer)")
    acts = choose("red", "action", "What?", [Option({"figure": "raider", "action": "move"}, "Raider: move"),
                                             Option({"figure": "archer", "action": "shoot"}, "Archer: shoot")])
    assert acts.refusal({"figure": "archr", "action": "shoot"}) == (
        "{\"figure\": \"archr\", \"action\": \"shoot\"} is not one of the choices: no choice has figure 'archr': did "
        "you mean 'archer'? (choices: Raider: move, Archer: shoot)")
    assert acts.refusal({"figure": "raider", "action": "shoot"}).startswith(
        "{\"figure\": \"raider\", \"action\": \"shoot\"} is not one of the choices (choices:")  # each part is
    # some choice's: the pair is what no choice offers
    many = choose("red", "targets", "Whom?", [Option(f"f{n}", f"F{n}") for n in range(25)], least=1, most=3)
    assert many.refusal(["f1", "g7"]).endswith("f9 = F9 … and 15 more)")


def test_a_multiple_pick_checks_count_and_repeats():
    d = choose("red", "targets", "Targets", [Option(x, x) for x in "abc"], least=1, most=2)
    assert d.refusal(["a", "c"]) is None
    assert "between 1 and 2" in d.refusal(["a", "b", "c"])
    assert "chosen twice" in d.refusal(["a", "a"])
    assert "not one of the choices" in d.refusal(["a", "z"])
    assert "expected a list" in d.refusal("a")


def test_a_free_answer_is_checked_by_its_rule():
    d = Decision("red", "path", "Where?", check=check_path)
    assert d.refusal([[1, 2], [3.5, 4]]) is None
    assert "expected a path" in d.refusal([])
    assert "expected a point" in d.refusal([[1, "x"]])
    assert "expected a point" in d.refusal([[1, float("nan")]])


def test_a_choice_needs_options():
    with pytest.raises(ValueError, match="offers no option"):
        choose("red", "card", "Pick", [])


def test_answers_are_normalised_to_plain_json():
    assert normalise(((1, 2), {"a": (3,)})) == [[1, 2], {"a": [3]}]
    with pytest.raises(IllegalAnswer):
        normalise({1, 2})


def test_an_answer_of_a_hostile_size_is_refused_before_any_rule_reads_it():
    """A save's path of 1.5 million points took 10 s and 670 MB to replay: an answer holds at most MAX_VALUES
    values, a path at most MOST_WAYPOINTS points (a route round a whole table has dozens)."""
    from game.rules.decisions import MAX_VALUES, MOST_WAYPOINTS

    path = [[1.0, 2.0]] * MOST_WAYPOINTS
    assert normalise(path) == path and check_path(path) is None
    longer = [*path, [1.0, 2.0]]
    assert check_path(longer) == f"a path has at most {MOST_WAYPOINTS:,} points, not {MOST_WAYPOINTS + 1:,}"
    with pytest.raises(IllegalAnswer, match=f"an answer holds at most {MAX_VALUES:,} values"):
        normalise([[1.0, 2.0]] * (MAX_VALUES // 3 + 1))
    with pytest.raises(IllegalAnswer, match="at most"):
        normalise({"figure": "a", "targets": list(range(MAX_VALUES))})


def test_a_refused_choice_says_why_when_the_ruleset_knows():
    reasons = {"z": "out of range"}
    d = choose("red", "targets", "Targets", [Option(x, x) for x in "ab"], least=1, most=2, why_not=reasons.get)
    assert d.refusal(["a", "z"]) == "'z' is not allowed: out of range"
    assert "not one of the choices" in d.refusal(["a", "q"])
    single = choose("red", "targets", "Target", [Option("a", "a")], why_not=reasons.get)
    assert single.refusal("z") == "'z' is not allowed: out of range"
    assert "not one of the choices (choices: a)" in single.refusal("q")


def test_an_answer_written_with_floats_is_kept_as_its_option_writes_it(tmp_path):
    """A script's square [0.0, 1.0] equals the option [0, 1], so it was accepted, and then crashed the rules that
    named it ("string indices must be integers, not 'float'"): the answer kept is the option's own."""
    from game.rules.game import Game
    from game.rules.scenario import load_scenario
    root = Path(__file__).resolve().parents[2]
    path = tmp_path / "move.yaml"
    path.write_text(f"""name: A move written in floats
ruleset: gamebook
map: {root / "maps" / "gamebook.tmx"}
seed: 1
sides:
  - id: heroes
    figures: [{{id: w, profile: warrior, square: a1}}]
  - id: monsters
    figures: [{{id: rat, profile: rat, square: f6, rank: king}}]
""", encoding="utf-8")
    game = Game(load_scenario(path))
    game.answer({"figure": "w", "action": "move"})
    game.answer([0.0, 1.0])
    assert game.answers[-1] == [0, 1] and all(type(v) is int for v in game.answers[-1])
    assert game.ruleset.facts(game.state, game.state.figures["w"])["square"] == [0, 1]
