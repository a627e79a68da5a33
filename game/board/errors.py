"""The one error type the board raises for bad map input."""

from __future__ import annotations

from pathlib import Path


class MapError(Exception):
    """A map that cannot be used: says which file, where in it, and why; ``also`` holds the map's other problems
    of the same kind (every terrain object whose shape is wrong), so that one check lists them all."""

    def __init__(self, path: str | Path, reason: str, place: str = "", also: tuple[MapError, ...] = ()) -> None:
        self.path = str(path)
        self.place = place
        self.reason = reason
        self.also = also
        where = f"{self.path}: {place}: " if place else f"{self.path}: "
        more = f" (and {len(also)} more: {', '.join(e.place for e in also[:3])}{'…' if len(also) > 3 else ''})"
        super().__init__(where + reason + (more if also else ""))

    def fresh(self) -> MapError:
        """The same error, never raised: one kept after it was raised keeps its traceback, and the frames in it
        (down to the window's screen that asked) with it."""
        return MapError(self.path, self.reason, self.place, self.also)

    @property
    def problems(self) -> tuple[MapError, ...]:
        """This problem and the others, each on its own."""
        return (MapError(self.path, self.reason, self.place), *self.also) if self.also else (self,)

    def __reduce__(self) -> tuple[type, tuple[str, str, str, tuple[MapError, ...]]]:
        """Rebuilt from its own arguments: a worker process's error reaches the parent (an unpicklable one hangs a
        pool)."""
        return type(self), (self.path, self.reason, self.place, self.also)
