"""The map cache is asked by the drawing thread and by the map reload's thread (``ui/hotreload.py``): two readers of
one version must get one map, since the per-map caches (route graphs, ray index) go by the map's identity."""

from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path
from typing import Any

from game.board.mapcache import KEPT_MAPS
from game.board.rays import RayIndex
from game.board.terrain import Kind
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


def test_a_tileset_edited_is_a_new_version_of_the_map(monkeypatch, tmp_path):
    """A tile's terrain is set in its tileset: the water tiles made hindering in the .tsx, the map itself untouched,
    were still water, even after a reload asked for by hand (the cache went by the .tmx alone)."""
    monkeypatch.setattr(scenario, "_map_cache", {})
    maps = Path(__file__).resolve().parents[2] / "maps"
    shutil.copytree(maps / "tiles", tmp_path / "tiles")
    path = Path(shutil.copy(maps / "skirmish.tmx", tmp_path / "skirmish.tmx"))
    before = cached_map(path)
    tileset = tmp_path / "tiles" / "terrain.tsx"
    assert tileset in before.sources and tmp_path / "tiles" / "terrain.png" in before.sources
    assert cached_map(path) is before  # nothing edited: the same version
    stat = tileset.stat()
    tileset.write_text(tileset.read_text(encoding="utf-8").replace('value="water"', 'value="hindering"'),
                       encoding="utf-8")
    os.utime(tileset, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    after = cached_map(path)
    water = [sum(p.kind == Kind.WATER for p in m.pieces) for m in (before, after)]
    assert after is not before and water[1] < water[0]
