"""The headless runner: scripts, expectations, exit codes and byte-identical logs."""

import io
import shutil

import yaml

from game import locations
from game.headless import run
from game.rules.expect import check_expectations
from game.rules.game import Game
from game.rules.scenario import load_scenario
from tests.rules.conftest import SCENARIOS

SCENARIO = """\
name: Drill
ruleset: toy
map: field.tmx
seed: 5
turns: {turns}
random: {{d6: [6]}}
sides:
  - id: red
    figures:
      - {{id: r1, profile: pawn, at: [3, 20]}}
  - id: blue
    figures:
      - {{id: b1, speed: 5, at: [20, 12], facing: 180}}
script:
  - {{bid: 2}}
  - {{bid: 3}}
  - {{figure: r1, action: roll}}
  - {{action: pass}}
  - {{bid: 1}}
  - {{bid: 1}}
  - {{figure: r1, action: move, path: [[6, 20]], facing: 0}}
expect:
  line_of_fire:
    - {{from: r1, to: b1, result: hindered, defence_modifier: 1}}
  figures:
    r1: {{damage: {damage}, position: [6, 20], facing: 0}}
"""


def scenario(tmp_path, turns=20, damage=6):
    shutil.copy(SCENARIOS / "field.tmx", tmp_path / "field.tmx")
    path = tmp_path / "drill.yaml"
    path.write_text(SCENARIO.format(turns=turns, damage=damage))
    return path


def runs(path, **kwargs):
    out, err = io.StringIO(), io.StringIO()
    code = run(path, out=out, err=err, **kwargs)
    return code, out.getvalue(), err.getvalue()


def test_expectations_that_hold_exit_0(tmp_path):
    code, out, _ = runs(scenario(tmp_path))
    assert code == 0, out
    assert "expectations: all hold" in out and "winner:" in out


def test_a_failed_expectation_exits_1_and_says_what_was_found(tmp_path):
    code, out, _ = runs(scenario(tmp_path, damage=5))
    assert code == 1
    assert "FAILED expect.figures.r1.damage: expected 5, found 6" in out


def test_a_line_of_fire_to_a_figure_that_left_the_table_is_a_failure_in_words(tmp_path):
    game = Game(load_scenario(scenario(tmp_path)))
    game.state.table.remove("b1")
    (failure,) = [f for f in check_expectations(game) if "line of fire" in f]
    assert "line of fire r1 → b1: expected hindered, found no line" in failure and "b1) has left the table" in failure


def test_forced_dice_the_script_never_uses_exit_2_saying_how_many(tmp_path):
    path = scenario(tmp_path)
    path.write_text(path.read_text().replace("random: {d6: [6]}", "random: {d6: [6, 2, 5]}"))
    code, _, err = runs(path)
    assert code == 2 and "2 forced results were never used" in err and "d6: 2, 5" in err


def test_forced_results_left_unused_name_the_dice_that_ran_short_before_them(tmp_path):
    """The Wyłuskanie drill with one d20 where it needs two: the Refleks test was rolled at random and passed, so
    the weapon never flew and its d4 went unused; the error named the d4 alone, not the d20 that caused it."""
    source = locations.SCENARIOS / "drills" / "manoeuvres" / "wyluskanie.yaml"
    data = yaml.safe_load(source.read_text(encoding="utf-8"))
    data["map"] = str((source.parent / data["map"]).resolve())
    data["random"]["d20"] = [9]
    path = tmp_path / "short.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    code, _, err = runs(path)
    assert code == 2 and "(d4: 3); " in err and "the forced d20 ran out, and 3 more were rolled at random" in err, err


def test_forced_dice_left_by_the_thousand_are_counted_not_listed(tmp_path):
    """Found by QA: 100,000 unused forced dice made one error line of 300 KB, every unused 2 listed."""
    path = scenario(tmp_path)
    path.write_text(path.read_text().replace("random: {d6: [6]}", "random: {d6: [6" + ", 2" * 20_000 + "]}"))
    code, _, err = runs(path)
    assert code == 2 and "20,000 forced results were never used" in err
    assert err.endswith("(d6: 2, 2, 2, 2, 2, 2, 2, 2, 2, 2 … and 19,990 more)\n") and len(err) < 300, err


def test_a_long_script_the_game_never_reaches_names_the_first_steps_and_counts_the_rest(tmp_path):
    """Found by QA: 5,000 steps that did not fit made one error line of 114 KB."""
    path = scenario(tmp_path, turns=2)
    path.write_text(path.read_text().replace("expect:", "  - {action: pass}\n" * 5000 + "expect:"))
    code, _, err = runs(path)
    assert code == 2 and "answered the others): script[" in err
    assert err.endswith(" more\n") and err.count("script[") == 10 and len(err) < 500, err


def test_invalid_input_exits_2_with_file_and_reason(tmp_path):
    path = scenario(tmp_path)
    path.write_text(path.read_text().replace("profile: pawn", "profile: queen"))
    code, _, err = runs(path)
    assert code == 2 and "drill.yaml" in err and "unknown toy profile 'queen'" in err


def test_a_script_step_that_does_not_fit_exits_2(tmp_path):
    path = scenario(tmp_path)
    path.write_text(path.read_text().replace("{figure: r1, action: roll}", "{figure: b1, action: roll}"))
    code, _, err = runs(path)
    assert code == 2 and "script[2].action" in err and "not one of the choices" in err


def test_a_script_the_game_never_reaches_exits_2(tmp_path):
    code, _, err = runs(scenario(tmp_path, turns=2))
    assert code == 2 and "ended before the script was played" in err


def test_same_seed_same_log_bytes(tmp_path):
    path = scenario(tmp_path)
    runs(path, seed=3, log=tmp_path / "a.jsonl")
    runs(path, seed=3, log=tmp_path / "b.jsonl")
    runs(path, seed=4, log=tmp_path / "c.jsonl")
    a, b, c = ((tmp_path / f"{n}.jsonl").read_bytes() for n in "abc")
    assert a == b and a != c
    assert b'"kind":"game_over"' in a


def test_a_map_or_a_save_is_refused_with_what_it_is(tmp_path):
    for name, kind in (("field.tmx", "a map"), ("game.json", "a saved game")):
        code, _, err = runs(tmp_path / name)
        assert code == 2 and err.startswith(f"error: {tmp_path / name}: {kind}, not a scenario")


def test_an_event_log_that_cannot_be_written_exits_2(tmp_path):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("")
    code, _, err = runs(scenario(tmp_path), log=blocked / "events.jsonl")
    assert code == 2 and "cannot write the event log" in err and "Traceback" not in err


def test_the_summary_says_what_the_scores_count():
    """Each ruleset names its score: a bare "Sir Roland 14, Bjarni 45" could be points, wounds or moonstones."""
    root = SCENARIOS.parents[2]
    code, out, _ = runs(root / "scenarios" / "manoeuvres-duel.yaml", seed=3)
    assert code == 0
    assert "scores (wounds dealt, by weight): Sir Roland 14, Bjarni 45" in out


def test_the_summary_counts_rounds_where_the_game_does():
    """A manoeuvres or gamebook game counts rounds, as its header says ("Round 2 of 12"): the summary said "turn 2"."""
    root = SCENARIOS.parents[2]
    _code, out, _ = runs(root / "scenarios" / "manoeuvres-duel.yaml", seed=3, turns=2)
    assert out.splitlines()[0].endswith("8 decisions, round 2"), out
    _code, out, _ = runs(root / "scenarios" / "clix-duel.yaml", seed=3, turns=3)
    assert out.splitlines()[0].endswith("18 decisions, turn 3 · round 2"), out  # as clix's header says it
