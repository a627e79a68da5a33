"""Files that ship with the program (scenarios, maps), named so that a save refers to them on any machine.

A save names a bundled scenario ``bundled:scenarios/clix-duel.yaml`` rather than by where this copy of the
program happens to be (a clone, an installed wheel); :func:`bundled_path` is the one place such a name becomes a
file, through :mod:`game.locations`.
"""

from __future__ import annotations

from pathlib import Path

from game import locations

PREFIX = "bundled:"
BUNDLED_FOLDERS = ("scenarios", "maps")  # the folders of DATA_ROOT a save may name


def bundled_path(name: str) -> Path:
    """The file a bundled name (``scenarios/clix-duel.yaml``, with or without ``bundled:``) stands for; raises
    ValueError for a name that leads out of the bundled data (``../../etc/passwd``) or is no file name."""
    root = locations.DATA_ROOT.resolve()
    path = (root / name.removeprefix(PREFIX)).resolve()
    if not path.is_relative_to(root):
        raise ValueError(f"{name!r} is not a bundled file")
    return path


def bundled_name(path: Path) -> str | None:
    """``bundled:<folder>/<file>`` when ``path`` is one of the bundled scenarios or maps, else None."""
    path = Path(path).resolve()
    for folder in (locations.DATA_ROOT / name for name in BUNDLED_FOLDERS):
        if path.is_relative_to(folder.resolve()):
            return PREFIX + path.relative_to(locations.DATA_ROOT.resolve()).as_posix()
    return None
