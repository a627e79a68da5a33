"""Bad command lines of the developer commands (``python -m game.bench ...``, ``python -m game.sim``,
``tools/check_wheel.py``) end in one clear line and exit 2, before any work and never in a traceback."""

from __future__ import annotations

import importlib.util
import io
import re
import subprocess
import sys
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

from game.bench import fuzz
from game.bench.__main__ import main as bench
from game.sim.batch import run as simulate

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "scenarios"
EMPTY_MAP = ('<?xml version="1.0"?>\n<map version="1.10" orientation="orthogonal" width="0" height="0" '
             'tilewidth="16" tileheight="16"></map>\n')


def refused_by_argparse(call, argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """The error line argparse printed for ``argv`` (after its usage line), once it has exited 2."""
    with pytest.raises(SystemExit) as exited:
        call(argv)
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage:")
    assert "Traceback" not in err
    return err.strip().splitlines()[-1]


@pytest.mark.parametrize("argv", [
    ["board", "--figures", "0"], ["board", "--rays", "0"], ["board", "--repeats", "0"],
    ["board", "--heat-repeats", "-2"], ["board", "--arc", "nan"], ["board", "--arc", "inf"], ["board", "--arc", "0"],
    ["clix", "--games", "0"], ["manoeuvres", "--games", "0"], ["gamebook", "--games", "-1"], ["ui", "--frames", "0"],
    ["ui", "--figures", "-3"], ["soak", "--minutes", "-1"], ["soak", "--growth", "nan"], ["fuzz", "--cases", "0"],
    ["ai", "--games", "0"], ["ai", "--jobs", "0"], ["ai", "--turns", "0"], ["clix", "--games", "many"],
])
def test_counts_of_zero_or_less_and_non_finite_numbers_are_refused(argv, capsys) -> None:
    line = refused_by_argparse(bench, argv, capsys)
    assert f"argument {argv[1]}: '{argv[2]}'" in line


def test_the_ui_bench_needs_a_figure_a_side(capsys) -> None:
    assert "--figures must be from 2 to 300" in refused_by_argparse(bench, ["ui", "--figures", "1"], capsys)
    assert "--figures must be from 2 to 300" in refused_by_argparse(bench, ["ui", "--figures", "301"], capsys)


@pytest.mark.parametrize("bench_name", ["board", "ui"])
def test_more_figures_than_the_map_holds_are_refused(bench_name, tmp_path, capsys) -> None:
    """A 4" square table holds four bases: asking for 50 ends in one line, where it once looped for ever."""
    tiny = tmp_path / "tiny.tmx"
    tiny.write_text(EMPTY_MAP.replace('width="0" height="0"', 'width="4" height="4"'), encoding="utf-8")
    line = refused_by_argparse(bench, [bench_name, "--map", str(tiny), "--figures", "50"], capsys)
    assert line.endswith("--figures 50: only 4 found room on the map tiny.tmx (1,000 random spots for the next "
                         "were all taken or blocked)")


@pytest.fixture
def bad_files(tmp_path: Path) -> dict[str, Path]:
    files = {"broken.tmx": "<map", "empty.tmx": EMPTY_MAP, "bad.yaml": "name: [\n"}
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return {name: tmp_path / name for name in files} | {"nothere.yaml": tmp_path / "nothere.yaml"}


@pytest.mark.parametrize(("bench_name", "option", "file", "reason"), [
    ("board", "--map", "broken.tmx", "line 1, column 0: malformed XML"),
    ("board", "--map", "nothere.yaml", "not a map (.tmx)"),
    ("ui", "--map", "empty.tmx", "map: 'width' must be between 1"),
    ("clix", "--scenario", "bad.yaml", "node content"),
    ("manoeuvres", "--scenario", "nothere.yaml", "file not found"),
    ("gamebook", "--scenario", "empty.tmx", "not a scenario (.yaml, .yml)"),
    ("soak", "--scenario", "bad.yaml", "node content"),
])
def test_a_bad_map_or_scenario_is_reported_as_main_py_reports_it(bench_name, option, file, reason, bad_files,
                                                                  capsys) -> None:
    assert bench([bench_name, option, str(bad_files[file])]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {bad_files[file]}")
    assert reason in err
    assert err.count("\n") == 1  # one line


@pytest.mark.parametrize(("bench_name", "scenario", "ruleset", "wanted"), [
    ("clix", "trench-no-mans-land.yaml", "trench", "clix"),
    ("gamebook", "clix-duel.yaml", "clix", "gamebook"),
    ("manoeuvres", "gamebook-ambush.yaml", "gamebook", "manoeuvres"),
])
def test_a_bench_refuses_another_rulesets_scenario(bench_name, scenario, ruleset, wanted, capsys) -> None:
    path = SCENARIOS / scenario
    assert bench([bench_name, "--scenario", str(path), "--games", "1"]) == 2
    assert capsys.readouterr().err == f"error: {path}: a {ruleset} scenario; this bench plays {wanted} scenarios\n"


def test_the_usage_line_lists_benches_only(capsys) -> None:
    """The shared memory helpers are no bench: every name the usage line offers runs (has a ``main``)."""
    assert bench(["memory"]) == 2
    usage = capsys.readouterr().err
    names = re.search(r"\{(.*)\}", usage).group(1).split(",")
    assert "memory" not in names
    assert {"board", "clix", "fuzz", "soak", "ui"} <= set(names)
    assert all(callable(getattr(importlib.import_module(f"game.bench.{name}"), "main", None)) for name in names)


def test_the_dispatcher_reports_a_bad_map_without_a_traceback(bad_files) -> None:
    """End to end, as a developer types it."""
    done = subprocess.run([sys.executable, "-m", "game.bench", "board", "--map", str(bad_files["broken.tmx"])],
                          capture_output=True, text=True, cwd=ROOT, timeout=120, check=False)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert done.stderr.startswith(f"error: {bad_files['broken.tmx']}: line 1, column 0: malformed XML")


@pytest.mark.parametrize(("argv", "said"), [
    (["--only", "nonsense"], "argument --only: 'nonsense': name a case as FORMAT:INDEX"),
    (["--only", "yaml:abc"], "argument --only: 'yaml:abc': name a case as FORMAT:INDEX"),
    (["--only", "yaml:-1"], "argument --only: 'yaml:-1': name a case as FORMAT:INDEX"),
    (["--only", "bogus:3"], "argument --only: 'bogus' is not a format (formats: yaml, tmx, save)"),
    (["--formats", "bogus"], "argument --formats: 'bogus' is not a format"),
    (["--formats", "yaml,,tmx"], "argument --formats: '' is not a format"),
])
def test_fuzz_refuses_unknown_cases_and_formats(argv, said, capsys) -> None:
    assert said in refused_by_argparse(fuzz.main, argv, capsys)


def test_fuzz_reads_a_case_and_formats() -> None:
    assert fuzz.one_case("tmx:12") == ("tmx", 12)
    assert fuzz.formats("save,yaml") == ["save", "yaml"]


@pytest.mark.parametrize(("plot", "said"), [
    ("x.txt", "x.txt: not a picture matplotlib writes"),
    ("picture", "picture: not a picture matplotlib writes"),
    ("{folder}", "a folder; name the picture's file"),
    ("{folder}/", "a folder; name the picture's file"),
])
def test_sim_refuses_a_plot_it_cannot_write_before_the_games(plot, said, tmp_path, capsys) -> None:
    played: list[object] = []
    argv = [str(SCENARIOS / "clix-duel.yaml"), "--games", "1", "--jobs", "1", "--plot",
            plot.format(folder=tmp_path)]
    with pytest.raises(SystemExit) as exited:
        simulate(argv, io.StringIO(), io.StringIO(), played.append)
    assert exited.value.code == 2
    assert said in capsys.readouterr().err
    assert played == []


@pytest.mark.parametrize("option", ["--games", "--jobs"])
def test_sim_refuses_no_games_or_no_processes(option, capsys) -> None:
    line = refused_by_argparse(lambda argv: simulate(argv, io.StringIO(), io.StringIO()),
                               [str(SCENARIOS / "clix-duel.yaml"), option, "0"], capsys)
    assert f"argument {option}: '0': must be 1 or more" in line


# --- tools/check_wheel.py -----------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def check_wheel() -> ModuleType:
    """The CI tool, a script rather than a module of the package."""
    spec = importlib.util.spec_from_file_location("check_wheel", ROOT / "tools" / "check_wheel.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def wheel(path: Path, requires: list[str]) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("x-0.1.dist-info/METADATA", "Metadata-Version: 2.1\nName: x\n"
                         + "".join(f"Requires-Dist: {r}\n" for r in requires))
    return path


def test_check_wheel_needs_its_two_files(check_wheel, tmp_path, capsys) -> None:
    assert "required: wheel, requirements" in refused_by_argparse(check_wheel.main, [], capsys)
    missing = tmp_path / "x.whl"
    line = refused_by_argparse(check_wheel.main, [str(missing), str(ROOT / "requirements.txt")], capsys)
    assert f"argument wheel: {missing}: file not found" in line


def test_check_wheel_names_a_file_that_is_no_wheel(check_wheel, tmp_path, capsys) -> None:
    requirements = tmp_path / "requirements.txt"
    requirements.write_text("PyYAML>=6\n", encoding="utf-8")
    assert check_wheel.main([str(requirements), str(requirements)]) == 2
    assert capsys.readouterr().err == f"error: {requirements}: not a wheel: File is not a zip file\n"
    bare = tmp_path / "bare.whl"
    with zipfile.ZipFile(bare, "w") as archive:
        archive.writestr("x/__init__.py", "")
    assert check_wheel.main([str(bare), str(requirements)]) == 2
    assert "no .dist-info/METADATA in it" in capsys.readouterr().err


def test_check_wheel_compares_the_two_lists(check_wheel, tmp_path, capsys) -> None:
    requirements = tmp_path / "requirements.txt"
    requirements.write_text("PyYAML>=6  # the scenarios\n", encoding="utf-8")
    assert check_wheel.main([str(wheel(tmp_path / "a.whl", ["pyyaml>=6"])), str(requirements)]) == 0
    assert check_wheel.main([str(wheel(tmp_path / "b.whl", ["pyyaml>=5"])), str(requirements)]) == 1
    requirements.write_text("not a requirement!\n", encoding="utf-8")
    assert check_wheel.main([str(wheel(tmp_path / "c.whl", [])), str(requirements)]) == 2
    assert f"error: {requirements}: not a requirements file" in capsys.readouterr().err


def test_the_ui_bench_scenario_loads_with_the_most_figures_a_scenario_holds() -> None:
    """Its figures were written to a thousandth of an inch, so two bases the deployment set just apart overlapped
    once read back (``--figures 300`` on the battle map ended in a traceback)."""
    from game.bench.board import BATTLE
    from game.bench.ui import bench_scenario
    from game.board.tmx import load_map
    from game.rules.limits import MAX_FIGURES
    from game.rules.scenario import scenario_from_text

    text = bench_scenario(load_map(BATTLE), MAX_FIGURES)
    scenario = scenario_from_text(text, BATTLE.parent / "ui-bench.yaml")
    assert sum(len(side.figures) for side in scenario.sides) == MAX_FIGURES
