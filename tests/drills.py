"""Running a drill as ``python main.py --headless`` does, for the rulesets' drill tests."""

from __future__ import annotations

import io
from pathlib import Path

from game import locations
from game.headless import run


def runs(path: Path) -> tuple[int, str]:
    """The runner's exit code and everything it printed."""
    out, err = io.StringIO(), io.StringIO()
    code = run(path, out=out, err=err)
    return code, out.getvalue() + err.getvalue()


def drills(ruleset: str) -> list[Path]:
    """The bundled drills of ``ruleset``, in name order."""
    return sorted((locations.SCENARIOS / "drills" / ruleset).glob("*.yaml"))


def assert_holds(path: Path) -> None:
    """The drill plays to its end (exit 0) and every expectation of it holds."""
    code, out = runs(path)
    assert code == 0, out
    assert "expectations: all hold" in out
