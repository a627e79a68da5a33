"""Hot reload of the map being tested: watch the .tmx file and load each new version.

The file is looked at every few frames (its modification time and size). A new version that does not load
keeps the last good map on the table and reports the error once; the next save of the file is tried again.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.board.errors import MapError
from game.board.tablemap import TableMap
from game.rules.scenario import cached_map

#: Frames between two looks at the file.
EVERY = 20


@dataclass(frozen=True)
class Reload:
    """What a look found: a new map, or the error of a version that does not load."""

    map: TableMap | None = None
    error: MapError | None = None


class MapWatcher:
    def __init__(self, path: Path, every: int = EVERY) -> None:
        self.path = Path(path)
        self.every = every
        self._seen = self._stamp()
        self._frames = 0

    def _stamp(self) -> tuple[int, int] | None:
        try:
            stat = self.path.stat()
        except OSError:
            return None
        return stat.st_mtime_ns, stat.st_size

    def poll(self, force: bool = False) -> Reload | None:
        """Call once a frame: a :class:`Reload` when the file has changed since the last look, else None."""
        self._frames += 1
        if not force and self._frames < self.every:
            return None
        self._frames = 0
        stamp = self._stamp()
        if stamp is None or (stamp == self._seen and not force):
            return None
        self._seen = stamp
        try:
            return Reload(map=cached_map(self.path))
        except MapError as exc:
            return Reload(error=exc)
