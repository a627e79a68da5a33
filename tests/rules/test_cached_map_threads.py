"""The map cache is asked by the drawing thread and by the map reload's thread (``ui/hotreload.py``): two readers of
one version must get one map, since the per-map caches (route graphs, ray index) go by the map's identity."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from game.rules import scenario
from game.rules.scenario import cached_map
from game.rules.terrain_sidecar import load_mapped_map

BATTLE = Path(__file__).resolve().parents[2] / "maps" / "battle.tmx"


def test_two_threads_reading_one_version_at_once_get_the_same_map(monkeypatch):
    """The first reader is still reading when another thread reads the same version and keeps its map: the first
    then kept its own over it and returned it, so two maps of one version were in play (every per-map cache built
    twice over)."""
    monkeypatch.setattr(scenario, "_map_cache", {})
    other: dict[str, Any] = {}
    calls: list[int] = []

    def reading(path: Path, extra: Any) -> Any:
        calls.append(1)
        if len(calls) == 1:  # meanwhile, the reload's thread reads the same version to the end
            thread = threading.Thread(target=lambda: other.setdefault("map", cached_map(BATTLE)))
            thread.start()
            thread.join()
        return load_mapped_map(path, extra)

    monkeypatch.setattr(scenario, "load_mapped_map", reading)
    first = cached_map(BATTLE)
    assert len(calls) == 2  # both read it (the cache holds no lock across a read)
    assert first is other["map"] is cached_map(BATTLE)
