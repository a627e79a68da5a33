"""Scenario files: what loads, and every way a file is refused with its file, line, place and reason."""

import shutil
import textwrap

import pytest

from game.rules.ruleset import get_ruleset, register_ruleset
from game.rules.scenario import ScenarioError, load_scenario
from tests.rules.conftest import SCENARIOS

GOOD = """\
name: Test
ruleset: toy
map: field.tmx
sides:
  - id: red
    figures:
      - {id: r1, profile: pawn, at: [3, 12]}
  - id: blue
    figures:
      - {id: b1, speed: 5, at: [20, 12], facing: 180}
"""


def write(tmp_path, text: str):
    shutil.copy(SCENARIOS / "field.tmx", tmp_path / "field.tmx")
    path = tmp_path / "s.yaml"
    path.write_text(textwrap.dedent(text))
    return path


def refused(tmp_path, text: str) -> ScenarioError:
    path = write(tmp_path, text)
    with pytest.raises(ScenarioError) as err:
        load_scenario(path)
    assert str(path) in str(err.value)
    return err.value


def test_a_good_scenario_loads(tmp_path):
    s = load_scenario(write(tmp_path, GOOD))
    assert (s.name, s.ruleset, [side.id for side in s.sides]) == ("Test", "toy", ["red", "blue"])
    r1 = s.sides[0].figures[0]
    assert (r1.at, r1.facing, r1.base, r1.front_arc, r1.stats) == ((3, 12), 0, 1.5, 360, {"speed": 6, "points": 10})
    assert s.map.width == 24 and s.options == {"target": 12}


def test_a_map_path_written_on_windows_is_found(tmp_path):
    """A scenario made on Windows says "map: ..\\maps\\field.tmx": its backslashes are separators here too (a name
    with a backslash in it, as Linux reads it, is tried first)."""
    (tmp_path / "maps").mkdir()
    (tmp_path / "scenarios").mkdir()
    shutil.copy(SCENARIOS / "field.tmx", tmp_path / "maps" / "field.tmx")
    path = tmp_path / "scenarios" / "s.yaml"
    path.write_text(GOOD.replace("map: field.tmx", "map: ..\\maps\\field.tmx"))
    assert load_scenario(path).map.path == (tmp_path / "maps" / "field.tmx").resolve()
    path.write_text(GOOD.replace("map: field.tmx", "map: ..\\maps\\lost.tmx"))
    with pytest.raises(ScenarioError, match=r"map file not found: .*/maps/lost\.tmx"):
        load_scenario(path)


def test_options_random_script_and_expect_are_read(tmp_path):
    s = load_scenario(write(tmp_path, GOOD + """\
seed: 3
turns: 4
options: {target: 20}
random: {d6: [6, 6]}
script:
  - {figure: r1, action: roll}
expect:
  line_of_fire:
    - {from: r1, to: b1, result: clear, defence_modifier: 1}
  figures:
    b1: {damage: 0, eliminated: false}
  winner: red
"""))
    assert (s.seed, s.turns, s.options["target"]) == (3, 4, 20)
    assert s.random == {"d6": [6, 6]}
    assert s.script == ({"figure": "r1", "action": "roll"},)
    assert s.expect.line_of_fire[0].defence_modifier == 1 and s.expect.winner == "red"


@pytest.mark.parametrize(
    ("change", "place", "reason"),
    [
        (("ruleset: toy", "ruleset: chess"), "ruleset", "unknown ruleset 'chess'"),
        (("profile: pawn", "profile: knight"), "sides[0].figures[0].profile", "unknown toy profile 'knight'"),
        (("name: Test", "name: Test\ncolor: red"), "color", "unknown key 'color'"),
        (("- id: red", "- id: red\n    side_colour: x"), "sides[0].side_colour", "unknown key"),
        (("{id: r1, profile: pawn, at: [3, 12]}", "{id: r1, profile: pawn, at: [3, 12], hp: 3}"),
         "sides[0].figures[0].hp", "unknown key 'hp'"),
        (("at: [3, 12]", "at: [30, 12]"), "sides[0].figures[0].at", "not wholly on the table"),
        (("at: [3, 12]", "at: [20.5, 12.5]"), "sides[1].figures[0].at", "overlaps 'r1'"),
        (("at: [3, 12]", "at: [12, 12]"), "sides[0].figures[0].at", "inside blocking terrain “Barn”"),
        (("at: [3, 12]", "at: [3]"), "sides[0].figures[0].at", "expected [x, y]"),
        (("{id: r1, profile: pawn, at: [3, 12]}", "{id: r1, profile: pawn}"), "sides[0].figures[0]",
         "missing 'at'"),  # only a ruleset that places its own figures lets a figure leave it out
        (("at: [3, 12]", "at: [3, twelve]"), "sides[0].figures[0].at[1]", "expected a number"),
        (("map: field.tmx", "map: nowhere.tmx"), "map", "map file not found"),
        (("id: b1", "id: r1"), "sides[1].figures[0]", "figure id 'r1' is used twice"),
        (("- id: blue", "- id: red"), "sides[1].id", "side 'red' appears twice"),
        (("{id: b1, speed: 5,", "{id: b1,"), "sides[1].figures[0]", "a figure needs a profile or a speed"),
        (("name: Test\n", ""), "", "missing 'name'"),
        (("ruleset: toy", "rulesett: toy"), "", "missing 'ruleset' (is 'rulesett' meant to be 'ruleset'?)"),
        (("at: [3, 12]}", "at: [3, 12], front_arc: 90}"), "sides[0].figures[0].front_arc",
         "toy has no front arcs: facing plays no part in its rules"),  # drawn to no purpose, once accepted
    ],
)
def test_each_mistake_is_refused_with_its_place_and_reason(tmp_path, change, place, reason):
    old, new = change
    assert old in GOOD
    err = refused(tmp_path, GOOD.replace(old, new, 1))
    assert reason in err.reason
    assert err.place == place
    assert err.line is not None


def test_a_yaml_syntax_error_gives_its_line(tmp_path):
    err = refused(tmp_path, GOOD.replace("sides:", "sides: [", 1))
    assert err.line is not None and "s.yaml:" in str(err)


def test_a_repeated_key_is_an_error(tmp_path):
    err = refused(tmp_path, GOOD + "name: Again\n")
    assert "appears twice" in err.reason


def test_expectations_must_name_real_figures_and_sides(tmp_path):
    err = refused(tmp_path, GOOD + "expect:\n  figures:\n    ghost: {damage: 1}\n")
    assert "no figure 'ghost'" in err.reason
    err = refused(tmp_path, GOOD + "expect:\n  figures:\n    b1: {hit_points: 1}\n")
    assert "unknown key 'hit_points'" in err.reason
    err = refused(tmp_path, GOOD + "expect:\n  winner: green\n")
    assert "'green' is not one of" in err.reason


def test_random_and_script_are_checked(tmp_path):
    assert "above the most allowed, 6" in refused(tmp_path, GOOD + "random: {d6: [7]}\n").reason
    err = refused(tmp_path, GOOD + "random: {coins: [1]}\n")
    assert "unknown key 'coins'" in err.reason
    err = refused(tmp_path, GOOD + "script:\n  - {figure: r1, action: roll, dance: true}\n")
    assert err.place == "script[0].dance"


def test_a_broken_map_is_refused_through_the_scenario(tmp_path):
    path = write(tmp_path, GOOD)
    (tmp_path / "field.tmx").write_text("<map orientation='isometric'")
    with pytest.raises(ScenarioError) as err:
        load_scenario(path)
    assert err.value.place == "map" and "field.tmx" in err.value.reason


def test_the_ruleset_limits_the_number_of_sides(tmp_path):
    blue = "  - id: blue\n    figures:\n      - {id: b1, speed: 5, at: [20, 12], facing: 180}\n"
    err = refused(tmp_path, GOOD.replace(blue, ""))
    assert "played by 2 sides, not 1" in err.reason


def test_a_scenario_holds_at_most_so_many_figures(tmp_path):
    """961 figures loaded, and the AI's first turn took 860 MB and six minutes: a hostile file, refused at once."""
    from game.rules.limits import MAX_FIGURES

    spots = [(round(0.3 + 0.6 * (i % 16), 2), round(0.3 + 0.6 * (i // 16), 2)) for i in range(MAX_FIGURES + 1)]
    lines = [f"      - {{id: f{i}, speed: 5, base: 0.5, at: [{x}, {y}]}}" for i, (x, y) in enumerate(spots)]
    text = GOOD.replace("      - {id: r1, profile: pawn, at: [3, 12]}", "\n".join(lines[:MAX_FIGURES - 1]))
    assert len(load_scenario(write(tmp_path, text)).sides[0].figures) == MAX_FIGURES - 1  # the most, with the blue
    err = refused(tmp_path, GOOD.replace("      - {id: r1, profile: pawn, at: [3, 12]}", "\n".join(lines)))
    assert err.place == f"sides[0].figures[{MAX_FIGURES}]"
    assert err.reason == f"a scenario holds at most {MAX_FIGURES} figures, not {MAX_FIGURES + 2} (a skirmish game " \
        "has a few dozen)"


class _Few(type(get_ruleset("toy"))):
    """The toy ruleset whose AI could play two figures at most, as arcane's plays fifty."""

    id = "toy-few"
    most_figures = 2


register_ruleset(_Few())


def test_a_ruleset_may_hold_fewer_figures(tmp_path):
    """100 arcane characters loaded, and the AI's first turn took 74 s: a ruleset says how many it holds."""
    err = refused(tmp_path, GOOD.replace("ruleset: toy", "ruleset: toy-few").replace(
        "      - {id: r1, profile: pawn, at: [3, 12]}",
        "      - {id: r1, profile: pawn, at: [3, 12]}\n      - {id: r2, profile: pawn, at: [3, 16]}"))
    assert err.place == "sides[1].figures[0]"
    assert err.reason == "a scenario holds at most 2 figures in toy-few, not 3 (a skirmish game has a few dozen)"
    assert get_ruleset("arcane").most_figures == 50 and get_ruleset("clix").most_figures == 300


class _Beacons(type(get_ruleset("toy"))):
    """The toy ruleset with one top-level key of its own, ``beacons``: points on the table."""

    id = "toy-beacons"
    scenario_keys = frozenset({"beacons"})

    def scenario_extra(self, key, node, tmap):
        points = [item.point() for item in node.sequence()]
        for item, (x, y) in zip(node.sequence(), points, strict=True):
            if not tmap.contains((x, y)):
                item.fail("a beacon must stand on the table")
        return points


register_ruleset(_Beacons())


def test_a_ruleset_reads_its_own_top_level_keys(tmp_path):
    text = GOOD.replace("ruleset: toy", "ruleset: toy-beacons") + "beacons: [[1, 2], [3, 4]]\n"
    assert load_scenario(write(tmp_path, text)).extra == {"beacons": [(1, 2), (3, 4)]}
    err = refused(tmp_path, text.replace("[3, 4]", "[3, 40]"))
    assert (err.place, err.reason) == ("beacons[1]", "a beacon must stand on the table") and err.line == 11
    assert "unknown key 'beacons'" in refused(tmp_path, GOOD + "beacons: []\n").reason


def test_an_ai_sides_level_is_read_and_an_unknown_one_refused(tmp_path):
    s = load_scenario(write(tmp_path, GOOD.replace("  - id: blue\n", "  - id: blue\n    controller: ai\n"
                                                   "    level: hard\n")))
    assert [side.level for side in s.sides] == [None, "hard"]
    err = refused(tmp_path, GOOD.replace("  - id: blue\n", "  - id: blue\n    level: brutal\n"))
    assert "level" in str(err) and "brutal" in str(err)


def test_a_scenarios_problems_travel_together_between_processes(tmp_path):
    """The batch runner's workers send a bad scenario's error back pickled: every problem must arrive."""
    import pickle

    from game.rules.scenario import ScenarioError, load_scenario

    path = tmp_path / "two.yaml"
    path.write_text("name: Two\nruleset: clix\nmap: nowhere.tmx\nturns: 0\nsides: []\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    again = pickle.loads(pickle.dumps(caught.value))
    assert type(again) is ScenarioError and str(again) == str(caught.value)
    assert [problem.place for problem in again.problems] == ["map", "turns"]  # no side is read without its map


@pytest.mark.parametrize("name", ["clix-battle", "trench-no-mans-land", "arcane-glade", "manoeuvres-fen-melee",
                                  "gamebook-ambush"])
def test_a_base_has_a_front_arc_only_where_its_rules_give_one(name):
    """Facing plays no part in trench, arcane, manoeuvres or the gamebook: their bases were drawn with a lighter
    front half, and the V overlay shaded what lay behind them, as if clix's arcs held there too."""
    from game import locations

    scenario = load_scenario(locations.SCENARIOS / f"{name}.yaml")
    arcs = {fig.front_arc for side in scenario.sides for fig in side.figures}
    assert arcs == ({180.0} if scenario.ruleset == "clix" else {360.0})


def test_a_scenario_whose_sides_are_all_one_team_is_refused(tmp_path):
    """Every side on one team: nobody had an enemy, and a clix game without a turn limit never ended (the headless
    runner gave up after 200,000 decisions, thirteen minutes on)."""
    text = GOOD.replace("  - id: red\n", "  - id: red\n    team: allies\n").replace(
        "  - id: blue\n", "  - id: blue\n    team: allies\n")
    err = refused(tmp_path, text)
    assert "every side is on team 'allies'" in str(err) and "sides" in str(err)
    assert load_scenario(write(tmp_path, GOOD.replace("  - id: red\n", "  - id: red\n    team: allies\n")))
