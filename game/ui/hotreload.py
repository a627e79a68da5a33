"""Hot reload of the map being tested: watch the .tmx file and its terrain sidecar and load each new version.

The files are looked at every few frames (their modification time and size). A new version that does not load
keeps the last good map on the table and reports the error once; the next save of the file is tried again.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.board.errors import MapError
from game.board.tablemap import TableMap
from game.board.tmx_mapping import NO_MAPPING, TerrainMapping
from game.rules.datafile import DataError
from game.rules.scenario import cached_map
from game.rules.terrain_sidecar import file_stamp, sidecar_path

#: Frames between two looks at the file.
EVERY = 20


@dataclass(frozen=True)
class Reload:
    """What a look found: a new map, or the error of a version that does not load."""

    map: TableMap | None = None
    error: MapError | DataError | None = None


class MapWatcher:
    """Watches a map; ``terrain`` (a mapping from the command line) is applied to every version."""

    def __init__(self, path: Path, every: int = EVERY, terrain: TerrainMapping = NO_MAPPING) -> None:
        self.path = Path(path)
        self.every = every
        self.terrain = terrain
        self._seen = self._stamp()
        self._frames = 0

    def _stamp(self) -> tuple | None:
        stamp = file_stamp(self.path)
        return None if stamp is None else (stamp, file_stamp(sidecar_path(self.path)))

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
            return Reload(map=cached_map(self.path, self.terrain))
        except (MapError, DataError) as exc:
            return Reload(error=exc)
