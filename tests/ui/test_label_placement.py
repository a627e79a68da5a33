"""Label placement's promise, for any crowd of bases: no label over another label or over another base, nor so
close beside another that two names read as one; each inside the bounds and touching its own base's neighbourhood;
the figure in hand is always labelled."""

from __future__ import annotations

import math

import pygame
from hypothesis import example, given, settings
from hypothesis import strategies as st

from game.ui.labels import APART, GAP, Tag, place

BOUNDS = pygame.Rect(0, 0, 400, 300)


def measure(words: str, status: bool, size: int) -> tuple[int, int]:
    return 7 * len(words), 14 if status else 16


crowd = st.lists(st.tuples(st.floats(20, 380), st.floats(20, 280), st.floats(6, 24),
                           st.sampled_from(["Orc Raider", "Troll", "Guard Crossbowman"]),
                           st.sampled_from(["", "click 2/5 spd 6"])), min_size=1, max_size=30)


@settings(max_examples=60, deadline=None)
@given(crowd, st.integers(0, 29))
@example([(20, 20, 6, "Troll", "")] * 3 + [(21.5, 24.5, 8, "Troll", "")], 0)  # half-pixel centres, rounded
def test_labels_overlap_nothing_and_stay_beside_their_base(bases, held):
    tags = [Tag(f"f{i}", name, status, x, y, r, first=i == held) for i, (x, y, r, name, status) in enumerate(bases)]
    placed = place(tags, measure, BOUNDS)
    by_id = {tag.id: tag for tag in tags}
    for i, label in enumerate(placed):
        tag = by_id[label.id]
        assert all(not label.rect.inflate(2 * APART - 2, 0).colliderect(other.rect) for other in placed[i + 1:]) \
            or tag.first
        nx = min(max(tag.cx, label.rect.left), label.rect.right)
        ny = min(max(tag.cy, label.rect.top), label.rect.bottom)
        assert math.hypot(nx - tag.cx, ny - tag.cy) <= tag.r + GAP + 2
        if not tag.first:
            assert BOUNDS.contains(label.rect)
            for other in tags:
                if other is not tag:
                    ox = min(max(other.cx, label.rect.left), label.rect.right)
                    oy = min(max(other.cy, label.rect.top), label.rect.bottom)
                    assert math.hypot(ox - other.cx, oy - other.cy) >= other.r
    if held < len(tags):
        assert f"f{held}" in {label.id for label in placed}
