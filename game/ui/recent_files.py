"""The player's own scenarios opened lately, kept between sessions so that the launcher lists them with the
shipped ones: a scenario written for a drill of one's own is opened once (Ctrl+O, or on the command line), not
every time the program starts.

They are kept in ``recent.json`` in the user folder, written whole or not at all; a file that cannot be read
(damaged, edited by hand, too big) is taken as no list — it holds nothing that cannot be opened again — and the
next scenario opened writes it afresh. Files that are gone, or are no scenario by their name, are left out when the
list is read.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

from game import locations
from game.files import read_limited
from game.rules.atomic_write import write_atomically
from game.rules.scenario import SCENARIO_SUFFIXES

MOST = 8  # scenarios kept
LARGEST = 64 * 1024  # bytes: a list of eight paths is far below; anything bigger is not ours
FILE_NAME = "recent.json"


def recent_file() -> Path:
    return locations.user_folder() / FILE_NAME


def recent_scenarios() -> list[Path]:
    """The player's own scenarios opened lately, the latest first, those still there."""
    try:
        data = json.loads(read_limited(recent_file(), LARGEST))
    except (OSError, ValueError, RecursionError):
        return []
    listed = data.get("scenarios") if isinstance(data, dict) else None
    if not isinstance(listed, list):
        return []
    found: list[Path] = []
    for item in listed[:MOST]:
        if isinstance(item, str) and item and "\0" not in item:
            path = Path(item)
            if path.suffix.lower() not in SCENARIO_SUFFIXES:  # a list edited by hand: /etc/passwd was listed
                continue
            with contextlib.suppress(OSError):
                if path.is_file() and path not in found:
                    found.append(path)
    return found


def remember_scenario(path: Path) -> None:
    """Put a scenario opened from outside the shipped ones first in the list (a shipped one is listed anyway).
    A list that cannot be written (a read-only folder, a full disk) is not worth a word to the player."""
    path = path.resolve()
    if path.is_relative_to(locations.SCENARIOS.resolve()):
        return
    kept = [path, *(p for p in recent_scenarios() if p.resolve() != path)][:MOST]
    with contextlib.suppress(OSError):
        write_atomically(recent_file(), json.dumps({"scenarios": [str(p) for p in kept]}, indent=1) + "\n")
