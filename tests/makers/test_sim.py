"""Batch simulation: ``python -m game.sim``; same seeds give the same results whatever the number of processes."""

from __future__ import annotations

import io
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from game.board.errors import MapError
from game.rules.datafile import DataError
from game.rules.saves import SaveError
from game.rules.scenario import ScenarioError
from game.sim import games
from game.sim.batch import INTERRUPTED, run
from game.sim.games import GameRecord, ending_of
from game.sim.stats import summarise, wilson

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def short(tmp_path: Path) -> Path:
    """The duel cut to 4 turns, so that a game takes a fraction of a second."""
    text = (ROOT / "scenarios" / "clix-duel.yaml").read_text(encoding="utf-8")
    path = tmp_path / "short-duel.yaml"
    path.write_text(text.replace("map: ../maps/", f"map: {ROOT / 'maps'}/").replace("turns: 40", "turns: 4"),
                    encoding="utf-8")
    return path


def simulate(argv: list[str], stop_after: int | None = None) -> tuple[int, str, list[GameRecord]]:
    out, err, seen = io.StringIO(), io.StringIO(), []

    def on_record(record: GameRecord) -> None:
        seen.append(record)
        if stop_after is not None and len(seen) == stop_after:
            raise KeyboardInterrupt  # as Ctrl+C would, between two games

    code = run(argv, out, err, on_record)
    return code, out.getvalue(), seen


def test_same_seeds_give_the_same_results_with_one_or_two_processes(short: Path, tmp_path: Path) -> None:
    one = simulate([str(short), "--games", "4", "--jobs", "1", "--seed", "7", "--plot", str(tmp_path / "a.png")])
    two = simulate([str(short), "--games", "4", "--jobs", "2", "--seed", "7", "--plot", str(tmp_path / "b.png")])
    assert one[0] == two[0] == 0
    assert [r.outcome() for r in one[2]] == sorted(r.outcome() for r in two[2])
    assert [r.seed for r in one[2]] == [7, 8, 9, 10]
    strip = [line for line in one[1].splitlines() if "games a minute" not in line and not line.startswith("plot")]
    assert strip == [line for line in two[1].splitlines() if "games a minute" not in line and
                     not line.startswith("plot")]


def test_the_report_and_the_plot(short: Path, tmp_path: Path) -> None:
    plot = tmp_path / "duel.png"
    code, out, _ = simulate([str(short), "--games", "3", "--jobs", "1", "--plot", str(plot)])
    assert code == 0
    assert out.startswith("Skirmish at Miller's Ford (clix): 3 of 3 games played\nwin rates (95 % confidence")
    for name in ("Lion Guard", "Ash Horde", "draw"):
        assert f"\n  {name}" in out
    assert "game length: mean 4.0 turns" in out
    assert "how games ended:" in out
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert f"plot: {plot}" in out


def test_a_gamebook_battles_length_is_counted_in_rounds(tmp_path: Path) -> None:
    """A gamebook battle is one turn of many rounds (seed rule 3): the report said "mean 1.0 turns" of every batch."""
    text = (ROOT / "scenarios" / "gamebook-ambush.yaml").read_text(encoding="utf-8")
    path = tmp_path / "ambush.yaml"
    path.write_text(text.replace("map: ../maps/", f"map: {ROOT / 'maps'}/"), encoding="utf-8")
    code, out, records = simulate([str(path), "--games", "2", "--jobs", "1", "--plot", str(tmp_path / "a.png")])
    assert code == 0 and all(record.turns > 1 for record in records), records
    mean = sum(record.turns for record in records) / 2
    assert f"game length: mean {mean:.1f} rounds" in out, out


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_prints_the_games_finished_so_far(short: Path, tmp_path: Path, jobs: str) -> None:
    code, out, _ = simulate([str(short), "--games", "6", "--jobs", jobs, "--plot", str(tmp_path / "p.png")],
                                  stop_after=2)
    assert code == INTERRUPTED
    assert out.startswith("interrupted: the games finished so far\n")
    assert "2 of 6 games played" in out
    assert (tmp_path / "p.png").exists()


def test_an_interrupted_run_ends_after_the_window_library_has_started(short: Path, tmp_path: Path) -> None:
    """SDL turns SIGTERM into a quit event, and workers forked from a process that had started it kept that:
    stopping the pool could not end them, and the run hung for good (a test run hung so once a window test had
    run in the same process before these). Spawned workers start clean."""
    script = (f"import pygame, io; pygame.init(); from game.sim.batch import run\n"
              f"seen = []\n"
              f"def stop(record):\n"
              f"    seen.append(record)\n"
              f"    if len(seen) == 2: raise KeyboardInterrupt\n"
              f"print('exit', run([{str(short)!r}, '--games', '6', '--jobs', '2', '--plot', "
              f"{str(tmp_path / 'p.png')!r}], io.StringIO(), io.StringIO(), stop))")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=600,
                          check=False)
    assert f"exit {INTERRUPTED}" in done.stdout, done.stderr[-2000:]


def test_bad_input_exits_2(tmp_path: Path, short: Path) -> None:
    assert simulate([str(tmp_path / "missing.yaml")])[0] == 2
    code = run([str(short), "--level", "purple=hard"], io.StringIO(), (err := io.StringIO()))
    assert code == 2 and "no side 'purple' in the scenario (sides: red, blue)" in err.getvalue()
    code = run([str(short), "--level", "blu=hard"], io.StringIO(), (err := io.StringIO()))
    assert code == 2 and "no side 'blu' in the scenario: did you mean 'blue'? (sides: red, blue)" in err.getvalue()
    with pytest.raises(SystemExit):
        run([str(short), "--games", "0"])


def test_wilson_interval() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    low, high = wilson(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)


def test_endings_group_without_numbers_or_names() -> None:
    assert ending_of("the turn limit, with the most points eliminated (52)", ["Red"]) == \
        ending_of("the turn limit, with the most points eliminated (30)", ["Red"])
    assert ending_of("Red and Blue tie on 3 moonstones at the end", ["Red", "Blue"]) == \
        "sides tie on N moonstones at the end"
    assert ending_of("Red and Blue tie on 1 moonstone at the end of turn 4", ["Red", "Blue"]) == \
        ending_of("Red, Blue and Green tie on 2 moonstones at the end of turn 4", ["Red", "Blue", "Green"]) == \
        "sides tie on N moonstones at the end of turn N"
    assert ending_of("no enemy fights on; the most XP: Anna's party and Boris's party, 12 each",  # not "eachs"
                     ["Anna's party", "Boris's party"]) == "no enemy fights on; the most XP: sides, N each"


def test_rates_cover_every_side_and_draws() -> None:
    records = [GameRecord(i, i, w, "x", 3, 10, 0.1) for i, w in enumerate(["red", "red", "draw", "blue"])]
    summary = summarise(records, [("red", "Red"), ("blue", "Blue"), ("green", "Green")])
    assert [(r.outcome, r.count, r.rate) for r in summary.rates] == [
        ("red", 2, 0.5), ("blue", 1, 0.25), ("green", 0, 0.0), ("draw", 1, 0.25)]


def test_levels_go_to_an_ai_that_takes_them_and_unknown_ones_are_refused(short: Path, tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The AI difficulty levels (``ai_for(game, player, level=...)``), with a stand-in AI that has two."""
    from game.ai.controller import RandomController
    from game.sim import games

    asked: list[tuple[str, str | None]] = []

    def ai_for(game, player, level=None):
        if level not in (None, "easy", "hard"):
            raise ValueError(f"unknown AI level {level!r}")
        asked.append((player, level))
        return RandomController(game, player)

    monkeypatch.setattr(games, "ai_for", ai_for)
    err = io.StringIO()
    assert run([str(short), "--level", "nightmare"], io.StringIO(), err) == 2
    assert "--level: unknown AI level 'nightmare'" in err.getvalue()
    asked.clear()
    code = run([str(short), "--games", "1", "--jobs", "1", "--level", "easy", "--level", "blue=hard", "--plot",
                str(tmp_path / "p.png")], io.StringIO(), io.StringIO())
    assert code == 0
    assert asked[-2:] == [("red", "easy"), ("blue", "hard")]


@pytest.mark.parametrize("error", [
    MapError("maps/glade.tmx", "not a Tiled map", "layer 'terrain'"),
    DataError("assets/x.yaml", "not a number", "energy", 7),
    ScenarioError("scenarios/x.yaml", "no such map", "map", 3),
    SaveError("saves/x.json", "damaged"),
])
def test_a_bad_file_error_crosses_to_the_parent_process(error: Exception) -> None:
    """A worker's error is pickled to the parent: one that cannot be rebuilt from its message alone hung the pool
    (a scenario or map edited while a batch runs fails in a worker)."""
    back = pickle.loads(pickle.dumps(error))
    assert type(back) is type(error) and str(back) == str(error) and back.__dict__ == error.__dict__


def test_a_scenario_spoilt_while_the_games_run_stops_them_with_exit_2(short: Path, tmp_path: Path) -> None:
    """A worker loads its scenario at its first game, so a file broken since the batch began fails a game (an
    initialiser's error had the pool start workers for ever); the parent reports it and sums up the games played."""
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: [", encoding="utf-8")
    with pytest.raises(ScenarioError, match=r"bad\.yaml"):  # at the worker's first game
        games.play_in_worker((bad, 0, 0, {}))

    def spoilt(record: GameRecord) -> None:
        if record.index == 1:
            raise ScenarioError(bad, "not a scenario")  # as a worker's failed game arrives in the parent

    out, err = io.StringIO(), io.StringIO()
    code = run([str(short), "--games", "4", "--jobs", "1", "--plot", str(tmp_path / "p.png")], out, err, spoilt)
    assert code == 2
    assert f"error: {bad}: not a scenario" in err.getvalue()
    assert out.getvalue().startswith("stopped: the games finished so far\n") and "2 of 4 games played" in out.getvalue()


@pytest.mark.parametrize("names", [
    ["Commonwealth", "Goblin Raiders", "Gnomish Guild", "The Odd Company"],
    ["Thecommonwealthofthenorth", "Thegoblinraidersofthesouth", "Gnomes", "Odd"],  # words that cannot wrap
])
def test_the_plots_side_names_do_not_run_into_each_other(names: list[str], tmp_path: Path, monkeypatch) -> None:
    """Under four troupes' bars the names ran into each other ("CommonwealtGoblin RaidersGnomish GuilThe Odd"),
    and the lengths' legend stood over the first bar."""
    import itertools

    import matplotlib.pyplot as plt

    from game.sim.plot import write_plot
    from game.sim.stats import Rate, Summary

    rates = [Rate(f"s{i}", name, 1, 0.2, 0.1, 0.4) for i, name in enumerate(names)] + [
        Rate("draw", "draw", 1, 0.2, 0.1, 0.4)]
    written = []
    monkeypatch.setattr(plt, "close", written.append)  # the figure, kept to be measured
    write_plot(Summary(5, rates, [4] * 5, [800, 820, 840, 860, 880], [], 1.0), "Four troupes", tmp_path / "p.png")
    (fig,) = written
    try:
        fig.canvas.draw()
        axes = fig.axes[0]
        labels = axes.get_xticklabels()
        assert [label.get_text().replace("\n", " ") for label in labels] == [*names, "draw"]
        boxes = [label.get_window_extent() for label in labels]
        assert all(not a.overlaps(b) for a, b in itertools.pairwise(boxes)), boxes
        assert all(box.y1 <= axes.get_window_extent().y0 for box in boxes)  # under the bars
        assert all(fig.bbox.contains(box.x0, box.y0) and fig.bbox.contains(box.x1, box.y1) for box in boxes)
        lengths = fig.axes[1]  # every game's length a bar of one, as tall as the axes were: the legend hid one
        legend = lengths.get_legend().get_window_extent()
        assert lengths.patches and not any(legend.overlaps(bar.get_window_extent()) for bar in lengths.patches)
    finally:
        monkeypatch.undo()
        plt.close(fig)
