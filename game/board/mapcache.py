"""What is worked out once per map and kept: terrain never moves, so an index, a route graph or a map's crossings
serve every query on it. Entries are keyed by the map object's identity (each version of a map reloaded while it
is edited in Tiled is another map) and checked against it, since an id may be reused once a map is gone."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from game.board.tablemap import TableMap

V = TypeVar("V")

#: Maps whose values are kept (each version of a map reloaded while it is edited is another map).
KEPT_MAPS = 16


class PerMap(Generic[V]):
    """Values kept per map (and per ``key`` within it), at most ``kept`` at once."""

    def __init__(self, kept: int) -> None:
        self.kept = kept
        self._entries: dict[tuple[int, Hashable], tuple[TableMap, V]] = {}

    def get(self, tmap: TableMap, key: Hashable, make: Callable[[], V]) -> V:
        full = (id(tmap), key)
        found = self._entries.get(full)
        if found is None or found[0] is not tmap:
            if len(self._entries) > self.kept:  # emptied, not trimmed: another thread may be reading an entry
                self._entries.clear()
            found = self._entries[full] = (tmap, make())
        return found[1]

    def __len__(self) -> int:
        return len(self._entries)

    def values(self) -> list[V]:
        return [value for _map, value in list(self._entries.values())]
