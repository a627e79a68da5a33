"""Merging tile cells into regions (game.board.cell_regions): exact outlines with holes, few rectangles."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from game.board.cell_regions import cell_regions
from game.board.shapes import signed_area


def grid(text: str) -> np.ndarray:
    return np.array([[int(c) for c in line.split()] for line in text.strip().splitlines()], dtype=np.int32)


def test_ring_with_hole_and_few_rectangles() -> None:
    (region,) = cell_regions(
        grid("""
            1 1 1 1
            1 0 0 1
            1 1 1 1
        """)
    )
    assert region.code == 1 and region.first_cell == (0, 0)
    assert region.rings == (((0, 0), (4, 0), (4, 3), (0, 3)), ((1, 1), (1, 2), (3, 2), (3, 1)))
    assert region.rects == ((0, 0, 4, 1), (0, 1, 1, 2), (3, 1, 4, 2), (0, 2, 4, 3))


def test_uniform_block_is_one_rectangle_and_collinear_corners_are_dropped() -> None:
    (region,) = cell_regions(np.full((30, 40), 7, dtype=np.int32))
    assert region.rings == (((0, 0), (40, 0), (40, 30), (0, 30)),)
    assert region.rects == ((0, 0, 40, 30),)


def test_cells_touching_at_a_corner_are_separate_regions_and_codes_do_not_mix() -> None:
    regions = list(
        cell_regions(
            grid("""
                1 0 2
                0 1 2
            """)
        )
    )
    assert [(r.code, r.first_cell) for r in regions] == [(1, (0, 0)), (2, (2, 0)), (1, (1, 1))]


def test_hole_touching_the_outside_at_a_corner_is_its_own_ring() -> None:
    (region,) = cell_regions(
        grid("""
            1 1 1
            1 0 1
            1 1 0
        """)
    )
    outer, hole = region.rings
    assert signed_area(outer) == 8 and signed_area(hole) == -1
    assert set(hole) == {(1, 1), (2, 1), (2, 2), (1, 2)}
    assert len(set(outer)) == len(outer)  # the outer ring does not pass (2, 2) twice


def cells_of(rects) -> list[tuple[int, int]]:
    return [(c, r) for c0, r0, c1, r1 in rects for r in range(r0, r1) for c in range(c0, c1)]


@given(arrays(np.int32, st.tuples(st.integers(1, 12), st.integers(1, 12)), elements=st.integers(0, 2)))
@settings(max_examples=300, deadline=None)
def test_regions_partition_the_cells_and_rings_bound_them_exactly(codes: np.ndarray) -> None:
    covered = np.zeros_like(codes)
    for region in cell_regions(codes):
        cells = cells_of(region.rects)
        assert len(cells) == len(set(cells))  # rectangles do not overlap
        for c, r in cells:
            assert codes[r, c] == region.code
            covered[r, c] += 1
        areas = [signed_area(ring) for ring in region.rings]
        assert areas[0] > 0 and all(a < 0 for a in areas[1:])  # outer ring first, then holes
        assert sum(areas) == len(cells)
        for ring in region.rings:
            assert len(set(ring)) == len(ring)  # no ring touches itself
            n = len(ring)
            for i in range(n):  # no collinear vertex is left
                (ax, ay), (bx, by), (cx, cy) = ring[i - 1], ring[i], ring[(i + 1) % n]
                assert (bx - ax) * (cy - by) - (by - ay) * (cx - bx) != 0
        # 4-connected: growing from the first cell through the region's own cells reaches all of them
        todo, seen = [region.first_cell], {region.first_cell}
        own = set(cells)
        while todo:
            c, r = todo.pop()
            for step in ((c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)):
                if step in own and step not in seen:
                    seen.add(step)
                    todo.append(step)
        assert seen == own
    assert ((covered == 1) == (codes != 0)).all()
