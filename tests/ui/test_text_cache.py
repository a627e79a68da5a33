"""The rendered-text cache is bounded in bytes, not in entries: a long session's many distinct lines cannot grow
the window's memory without end, and what is drawn every frame stays cached."""

from __future__ import annotations

import pygame

from game.ui import style
from game.ui.style import TextCache


def test_the_cache_holds_at_most_its_bytes_and_keeps_what_is_drawn_often():
    cache = TextCache(limit=200_000)
    for n in range(2000):
        key = (f"line {n}", 14)
        cache.put(key, pygame.Surface((400, 20), pygame.SRCALPHA))  # 32 KB each
        assert cache.get(("title", 14)) is not None or n == 0
        if n == 0:
            cache.put(("title", 14), pygame.Surface((100, 20), pygame.SRCALPHA))
    assert cache.bytes <= 200_000
    assert cache.bytes == sum(s.get_pitch() * s.get_height() for s in cache._surfaces.values())
    assert cache.get(("title", 14)) is not None and cache.get(("line 0", 14)) is None


def test_the_window_text_cache_stays_under_its_limit_with_many_long_lines(app):
    for n in range(3000):
        style.text(f"{n}: the Ash Horde raider moves 6 inches through the barley and attacks the swordsman", 28)
    assert style._texts.bytes <= style.TEXT_CACHE_BYTES
    assert len(style._texts) > 50  # yet many kept
