"""Where the bundled data and the player's own files live, from a clone and from an installed wheel alike.

In a clone the rulesets' assets, the maps and the scenarios are the top-level folders beside ``game/``; the
wheel carries the same folders inside the package as ``game/bundled/`` (see ``pyproject.toml``), so every
relative path between them (a scenario's ``map: ../maps/…``) holds in both. Nothing else may build a path from
``__file__``: data moved once already, and the next move should touch this module only.
"""

from __future__ import annotations

import os
from importlib.resources import files
from pathlib import Path

import platformdirs

APP_NAME = "skirmish-table"
#: Overrides the user folder (saves, the autosave, screenshots): tests, portable installs.
HOME_VARIABLE = "SKIRMISH_TABLE_HOME"


def _data_root() -> Path:
    package = Path(str(files("game")))
    installed = package / "bundled"
    return installed if installed.is_dir() else package.parent


DATA_ROOT = _data_root()
ASSETS = DATA_ROOT / "assets"
MAPS = DATA_ROOT / "maps"
SCENARIOS = DATA_ROOT / "scenarios"
DEFAULT_SCENARIO = SCENARIOS / "clix-duel.yaml"


def user_folder() -> Path:
    """The player's folder for saves and screenshots: ``$SKIRMISH_TABLE_HOME``, else the platform's user data
    folder (``~/.local/share/skirmish-table`` on Linux, ``%LOCALAPPDATA%\\skirmish-table`` on Windows)."""
    home = os.environ.get(HOME_VARIABLE)
    if home:
        return Path(home)
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def refused_name(path: Path) -> str | None:
    """Why the file system refuses ``path`` as a name (too long for it, a loop of links), in words that name it;
    None where it takes it, whether or not the file is there. Looked up as it was, such a name raised ``OSError``
    wherever the file was first looked for (a traceback, on the command line and from the Open dialog)."""
    try:
        path.stat()
    except (FileNotFoundError, NotADirectoryError):
        return None  # said by whoever opens it, in its own words
    except OSError as exc:
        name = str(path)
        return f"{name[:80]}{'…' if len(name) > 80 else ''}: not a usable file name ({refusal(exc)})"
    return None


def refusal(exc: OSError | RuntimeError) -> str:
    """Why the file system refused a name, in its words; Python before 3.13 resolves a loop of symbolic links with a
    ``RuntimeError`` of its own."""
    if isinstance(exc, OSError):
        return exc.strerror or str(exc)
    return "a loop of symbolic links"
