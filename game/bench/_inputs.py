"""The scenario or map a bench is given, opened as ``main.py`` opens it (``game.ui.opening``): a bad file is an
``OpenError`` of one line, which the dispatcher prints as ``main.py`` does, with exit 2."""

from __future__ import annotations

from pathlib import Path

from game.board.tablemap import TableMap
from game.rules.scenario import Scenario
from game.ui.opening import MAP_SUFFIXES, SCENARIO_SUFFIXES, Opened, OpenError, open_path


def _open(path: Path, suffixes: tuple[str, ...], kind: str) -> Opened:
    """The file opened, once its suffix says it is the kind the option takes (a save is not read for nothing)."""
    if path.suffix.lower() not in suffixes:
        raise OpenError(f"{path}: not {kind} ({', '.join(suffixes)})")
    return open_path(path)


def scenario_file(path: Path, ruleset: str | None = None) -> Scenario:
    """The scenario at ``path``; one of ``ruleset``'s when given: a bench's AI and odds play one ruleset only."""
    scenario = _open(path, SCENARIO_SUFFIXES, "a scenario").scenario
    assert scenario is not None, "open_path reads a .yaml file as a scenario"
    if ruleset is not None and scenario.ruleset != ruleset:
        raise OpenError(f"{path}: a {scenario.ruleset} scenario; this bench plays {ruleset} scenarios")
    return scenario


def map_file(path: Path) -> TableMap:
    """The map at ``path``, with its terrain sidecar."""
    tmap = _open(path, MAP_SUFFIXES, "a map").map
    assert tmap is not None, "open_path reads a .tmx file as a map"
    return tmap
