"""The strength ladder's figures (``python -m game.bench ai``): the score by side and the line that prints it."""

from __future__ import annotations

from game.bench.ai import PAIRINGS, Played, Row, line


def played(index: int, side: str, points: float) -> Played:
    return Played(index, side, points, early=False, times=[0.01], main=[0.02])


def test_the_score_is_split_by_the_side_the_first_level_played():
    row = Row("trench", "normal", "greedy", [played(0, "pilgrims", 1.0), played(1, "heretics", 0.0),
                                             played(2, "pilgrims", 0.5), played(3, "heretics", 1.0)])
    assert row.score == 0.625
    assert row.by_side() == {"pilgrims": (0.75, 2), "heretics": (0.5, 2)}
    shown = line(row, 1.0)
    assert "pilgrims 75% of 2, heretics 50% of 2" in shown.splitlines()[1]
    assert "score >= 70% NOT met" in shown.splitlines()[0]


def test_the_mirror_is_measured_before_the_levels_against_random():
    assert ("greedy", "greedy") in PAIRINGS
    assert PAIRINGS.index(("normal", "greedy")) < PAIRINGS.index(("greedy", "greedy")) < PAIRINGS.index(
        ("greedy", "random"))
