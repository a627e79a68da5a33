"""Hot reload of the map being tested: watch the .tmx file, its terrain sidecar and the files it reads (tilesets,
templates, images) and load each new version.

The files are looked at every few frames, or every third of a second when the window draws few (it sleeps while
nothing happens): their modification time and size. A new version is read on a worker
thread, so the window goes on drawing while a big map loads (a shipped map takes 20–80 ms to read, a hostile one of
10,000 objects over a second); the screen takes it when it is ready. A new version that does not load keeps the last
good map on the table and reports the error once; the next save of the file is tried again.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Generic, TypeVar

from game.board.errors import MapError
from game.board.tablemap import TableMap
from game.board.tmx_mapping import NO_MAPPING, TerrainMapping
from game.rules.datafile import DataError
from game.rules.scenario import cached_map
from game.rules.terrain_sidecar import file_stamp, sidecar_path
from game.worker import Worker

#: Frames between two looks at the file; and the most seconds between two, when frames are few.
EVERY, PERIOD = 20, 0.33

Ready = TypeVar("Ready")


@dataclass(frozen=True)
class Reload(Generic[Ready]):
    """What a look found: a new map and what the screen makes of it (its ``prepare``), or the error of a version that
    does not load."""

    map: TableMap | None = None
    ready: Ready | None = None
    error: MapError | DataError | None = None


def _read(path: Path, terrain: TerrainMapping, prepare: Callable[[TableMap], Ready] | None) -> Reload[Ready]:
    """One version of the map, read (on a worker thread): what the file says is wrong comes back as the error; any
    other failure is the reader's fault and is raised where the screen polls."""
    try:
        tmap = cached_map(path, terrain)
        return Reload(map=tmap, ready=None if prepare is None else prepare(tmap))
    except (MapError, DataError) as exc:
        return Reload(error=exc)


class MapWatcher(Generic[Ready]):
    """Watches a map; ``terrain`` (a mapping from the command line) is applied to every version, and ``prepare``
    makes on the same thread what the screen needs of it (a table of bases, a check), which can take longer than
    reading it."""

    def __init__(self, tmap: TableMap, every: int = EVERY, terrain: TerrainMapping = NO_MAPPING,
                 prepare: Callable[[TableMap], Ready] | None = None) -> None:
        self.path = Path(tmap.path)
        self.sources = tmap.sources  # the last version's: a new version may read other tilesets
        self.edited: tuple[str, ...] = ()  # the names of the files whose edit the version being read follows
        self.every = every
        self.terrain = terrain
        self.prepare = prepare
        self._seen = self._stamp()
        self._frames = 0
        self._looked = time.monotonic()
        self._loading: Worker[Reload[Ready]] | None = None

    def _files(self) -> list[Path]:
        """The files whose versions make the map's: it, its terrain sidecar, and the files it reads."""
        return [self.path, sidecar_path(self.path), *self.sources]

    @property
    def reading(self) -> str:
        """The note shown while an edited version takes long to read (taken away once it is read)."""
        return f"Reading the edited map: {self.path.name}…"

    def said(self) -> str:
        """The map as the window names a version of it: "skirmish.tmx", or "skirmish.tmx (terrain.tsx edited)"
        where another file it reads brought the version."""
        others = [name for name in self.edited if name != self.path.name]
        return self.path.name + (f" ({', '.join(others)} edited)" if others else "")

    def _stamp(self) -> tuple | None:
        """The stamps of :meth:`_files`; None while the map itself is not there."""
        stamps = tuple(file_stamp(file) for file in self._files())
        return None if stamps[0] is None else stamps

    @property
    def busy(self) -> bool:
        """Whether a version is being read, or read and not yet handed over by :meth:`poll`."""
        return self._loading is not None

    @property
    def slow(self) -> bool:
        """Whether a version has just been loading long enough to say so (the screen says it once)."""
        return self._loading is not None and self._loading.slow

    def poll(self, force: bool = False) -> Reload[Ready] | None:
        """Call once a frame: a :class:`Reload` when a new version of the file has been read (or failed to), else
        None; ``force`` reads the file again now, changed or not."""
        loading = self._loading
        if loading is not None:
            if not loading.ready():
                return None
            self._loading = None
            found = loading.take()
            if found.map is not None and found.map.sources != self.sources:  # watch the files this version reads
                self.sources = found.map.sources
                self._seen = self._stamp()
            return found
        self._frames += 1
        now = time.monotonic()
        if not force and self._frames < self.every and now - self._looked < PERIOD:
            return None
        self._frames, self._looked = 0, now
        stamp = self._stamp()
        if stamp is None or (stamp == self._seen and not force):
            return None
        seen = self._seen if self._seen is not None else ()
        self.edited = tuple(file.name for file, old, new in zip(self._files(), seen, stamp, strict=False) if old != new)
        self._seen = stamp
        self._loading = Worker(partial(_read, self.path, self.terrain, self.prepare), "map-reload")
        return None

    def wait(self) -> None:
        """Until the version being read (if any) is ready: the next :meth:`poll` returns it."""
        if self._loading is not None:
            self._loading.done.wait()
