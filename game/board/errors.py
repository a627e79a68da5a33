"""The one error type the board raises for bad map input."""

from __future__ import annotations

from pathlib import Path


class MapError(Exception):
    """A map that cannot be used: says which file, where in it, and why."""

    def __init__(self, path: str | Path, reason: str, place: str = "") -> None:
        self.path = str(path)
        self.place = place
        self.reason = reason
        where = f"{self.path}: {place}: " if place else f"{self.path}: "
        super().__init__(where + reason)

    def __reduce__(self) -> tuple[type, tuple[str, str, str]]:
        """Rebuilt from its own arguments: a worker process's error reaches the parent (an unpicklable one hangs a
        pool)."""
        return type(self), (self.path, self.reason, self.place)
