"""Running a drill as ``python main.py --headless`` does, for the rulesets' drill tests."""

from __future__ import annotations

import io
from pathlib import Path

from game.headless import run


def runs(path: Path) -> tuple[int, str]:
    """The runner's exit code and everything it printed."""
    out, err = io.StringIO(), io.StringIO()
    code = run(path, out=out, err=err)
    return code, out.getvalue() + err.getvalue()
