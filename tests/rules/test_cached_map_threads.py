"""The map cache is asked by the drawing thread and by the map reload's thread (``ui/hotreload.py``): two readers of
one version must get one map, since the per-map caches (route graphs, ray index) go by the map's identity."""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Any

from game.board.mapcache import KEPT_MAPS
from game.board.rays import RayIndex
from game.rules import scenario
from game.rules.scenario import cached_map
from game.rules.terrain_sidecar import load_mapped_map

BATTLE = Path(__file__).resolve().parents[2] / "maps" / "battle.tmx"
FIELD = Path(__file__).resolve().parents[1] / "data" / "scenarios" / "field.tmx"


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


def test_only_the_newest_version_of_a_map_is_kept(monkeypatch, tmp_path):
    """A map maker saves the map over and over while the window watches it: each version read drops the ones before
    it from the cache (every version was kept, with the indexes and graphs built on it, for as long as the program
    ran)."""
    monkeypatch.setattr(scenario, "_map_cache", {})
    path = tmp_path / "edited.tmx"
    text = FIELD.read_text(encoding="utf-8")  # a map of its own tiles: it reads anywhere
    for version in range(5):
        path.write_text(text, encoding="utf-8")
        os.utime(path, ns=(version * 1_000_000_000, version * 1_000_000_000))
        cached_map(path)
    cached_map(BATTLE)
    assert sorted(key[0] for key in scenario._map_cache) == sorted([str(path), str(BATTLE)])


def test_the_ray_indexes_of_many_maps_are_not_all_kept(tmp_path):
    """Each version of an edited map is another map to the ray index: only the last few maps' indexes are kept."""
    for version in range(KEPT_MAPS + 5):
        path = tmp_path / f"v{version}.tmx"
        path.write_text(FIELD.read_text(encoding="utf-8"), encoding="utf-8")
        RayIndex.for_map(load_mapped_map(path))
        assert len(RayIndex._kept) <= KEPT_MAPS + 1
