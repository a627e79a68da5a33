"""Files that ship with the program (scenarios, maps), named so that a save refers to them on any machine.

A save names a bundled scenario ``bundled:scenarios/clix-duel.yaml`` rather than by where this copy of the
program happens to be; :func:`bundled_path` is the one place such a name becomes a file.
"""

from __future__ import annotations

from pathlib import Path

PREFIX = "bundled:"
#: Where the bundled data lives: the repository (or installed package) root.
DATA_ROOT = Path(__file__).resolve().parents[2]
#: The folders of DATA_ROOT whose files are bundled data.
FOLDERS = ("scenarios", "maps")


def bundled_path(name: str) -> Path:
    """The file a bundled name (``scenarios/clix-duel.yaml``, with or without ``bundled:``) stands for."""
    return DATA_ROOT / name.removeprefix(PREFIX)


def bundled_name(path: Path) -> str | None:
    """``bundled:<folder>/<file>`` when ``path`` is one of the bundled files, else None."""
    try:
        relative = path.resolve().relative_to(DATA_ROOT)
    except ValueError:
        return None
    if not relative.parts or relative.parts[0] not in FOLDERS:
        return None
    return PREFIX + relative.as_posix()
