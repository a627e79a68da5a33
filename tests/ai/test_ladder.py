"""The strength ladder's figures (``python -m game.bench ai``): the score by side and the line that prints it."""

from __future__ import annotations

from game.bench.ai import PAIRINGS, Played, Row, line


def played(index: int, side: str, points: float, scenario: str = "no-mans-land",
           against: float | None = None) -> Played:
    return Played(index, side, points, points if against is None else against, early=False, times=[0.01],
                  main=[0.02], scenario=scenario)


def test_the_score_is_split_by_the_side_the_first_level_played():
    row = Row("trench", "normal", "greedy", [played(0, "pilgrims", 1.0), played(1, "heretics", 0.0),
                                             played(2, "pilgrims", 0.5), played(3, "heretics", 1.0)])
    assert row.score == 0.625
    assert row.by_side() == {"pilgrims": (0.75, 2), "heretics": (0.5, 2)}
    shown = line(row, 1.0)
    assert "pilgrims 75% of 2, heretics 50% of 2" in shown.splitlines()[1]
    assert "score >= 70% NOT met" in shown.splitlines()[0]
    assert len(shown.splitlines()) == 2  # one scenario: no line by scenario


def test_a_pairing_over_several_scenarios_shows_each_ones_score_and_its_sides_there():
    row = Row("clix", "normal", "greedy", [played(0, "red", 1.0, "battle"), played(1, "red", 1.0, "duel"),
                                           played(2, "blue", 0.0, "battle"), played(3, "blue", 1.0, "duel"),
                                           played(4, "red", 0.5, "battle")])
    parts = row.by_scenario()
    assert list(parts) == ["battle", "duel"]
    assert (parts["battle"].score, parts["battle"].games) == (0.5, 3)
    assert parts["battle"].by_side() == {"red": (0.75, 2), "blue": (0.0, 1)}
    assert parts["duel"].score == 1.0
    third = line(row, 1.0).splitlines()[2]
    assert "battle 50% of 3 (red 75% of 2, blue 0% of 1); duel 100% of 2 (red 100% of 1, blue 100% of 1)" in third


def test_the_mirror_is_measured_before_the_levels_against_random():
    assert ("greedy", "greedy") in PAIRINGS
    assert PAIRINGS.index(("normal", "greedy")) < PAIRINGS.index(("greedy", "greedy")) < PAIRINGS.index(
        ("greedy", "random"))


def test_among_three_sides_the_score_against_each_one_by_one_is_shown_where_par_is_a_half():
    """Second of three troupes is a loss by the share, but ahead of one of the two others: ½ one by one."""
    row = Row("arcane", "normal", "greedy", [played(0, "north", 0.0, "glade-three", against=0.5),
                                             played(1, "east", 1.0, "glade-three", against=1.0)])
    assert row.score == 0.5 and row.against == 0.75
    assert "against each other side one by one 75%" in line(row, 1.0).splitlines()[1]


def test_the_score_one_by_one_reads_the_results_scores():
    from game import locations
    from game.rules.game import Game
    from game.rules.scenario import load_scenario
    from game.rules.state import Result

    state = Game(load_scenario(locations.SCENARIOS / "arcane-glade-three.yaml"), seed=1).state
    a, b, c = (s.id for s in state.sides)
    second = Result(b, "the most moonstones", {a: 1, b: 3, c: 0})
    assert second.share(state, a) == 0.0 and second.against(state, a) == 0.5
    level = Result.tie("the most moonstones", {a: 2, b: 2, c: 0}, [a, b])
    assert level.share(state, a) == 0.5 and level.against(state, a) == 0.75
    assert level.share(state, c) == 0.0 and level.against(state, c) == 0.0
