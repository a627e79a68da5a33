"""Regions of equal cells in a grid: 4-connected components, their exact outlines and few covering rectangles.

Cell (col, row) is the square [col, col + 1] x [row, row + 1] with y pointing down. Rings are oriented as in
``game.board.shapes``: the outer ring has positive signed area, holes negative. Two cells that touch only at
a corner belong to different regions; a hole touching the outside (or another hole) at one corner is its own
ring, so that no ring touches itself.

The grid is handled by maximal runs of equal cells in each row, which keeps large uniform areas cheap.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from game.board.shapes import signed_area, without_collinear

Vertex = tuple[int, int]
Span = tuple[int, int]  # columns [start, end) of a run


@dataclass(frozen=True)
class CellRegion:
    """A 4-connected region of cells holding the same non-zero code."""

    code: int
    first_cell: tuple[int, int]  # (col, row) of its first cell in row-major order
    rings: tuple[tuple[Vertex, ...], ...]  # outer ring first, then the holes
    rects: tuple[
        tuple[int, int, int, int], ...
    ]  # (col0, row0, col1, row1), ends exclusive; they tile the region


def cell_regions(codes: np.ndarray) -> Iterator[CellRegion]:
    """Every region of a 2-D integer grid where the code is not 0, in row-major order of their first cells.

    Regions are traced one by one as they are asked for, so a caller can stop early.
    """
    runs: list[tuple[int, int, int, int]] = []  # (row, start, end, code)
    row_starts = [0]
    for row, line in enumerate(codes):
        change = np.flatnonzero(line[1:] != line[:-1]) + 1
        starts = np.concatenate(([0], change))
        ends = np.concatenate((change, [len(line)]))
        values = line[starts]
        keep = values != 0
        spans = zip(starts[keep].tolist(), ends[keep].tolist(), values[keep].tolist(), strict=True)
        runs.extend((row, start, end, code) for start, end, code in spans)
        row_starts.append(len(runs))

    parent = list(range(len(runs)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for row in range(1, len(row_starts) - 1):
        i, i_end = row_starts[row - 1], row_starts[row]
        j, j_end = row_starts[row], row_starts[row + 1]
        while i < i_end and j < j_end:
            _, a0, a1, a_code = runs[i]
            _, b0, b1, b_code = runs[j]
            if a0 < b1 and b0 < a1 and a_code == b_code:
                parent[find(j)] = find(i)
            if a1 < b1:
                i += 1
            else:
                j += 1

    members: dict[int, list[int]] = {}
    for index in range(len(runs)):
        members.setdefault(find(index), []).append(index)
    for indices in members.values():
        yield _region([runs[i] for i in indices])


def _region(runs: list[tuple[int, int, int, int]]) -> CellRegion:
    """The outline and rectangles of one component, given its runs in row-major order."""
    rows: dict[int, list[Span]] = {}
    for row, start, end, _ in runs:
        rows.setdefault(row, []).append((start, end))
    first_row, first_start, _, code = runs[0]
    return CellRegion(code, (first_start, first_row), _rings(rows), _rectangles(runs))


def _rectangles(runs: list[tuple[int, int, int, int]]) -> tuple[tuple[int, int, int, int], ...]:
    """Stack runs with the same columns in consecutive rows into rectangles."""
    open_rects: dict[Span, list[int]] = {}  # columns -> [first row, last row]
    rects = []
    for row, start, end, _ in runs:
        rect = open_rects.get((start, end))
        if rect is not None and rect[1] == row - 1:
            rect[1] = row
            continue
        if rect is not None:
            rects.append((start, rect[0], end, rect[1] + 1))
        open_rects[start, end] = [row, row]
    rects.extend((start, first, end, last + 1) for (start, end), (first, last) in open_rects.items())
    return tuple(sorted(rects, key=lambda r: (r[1], r[0])))


def _uncovered(start: int, end: int, spans: list[Span]) -> list[Span]:
    """The parts of columns [start, end) that no span of a sorted, disjoint list covers."""
    pieces = []
    index = max(bisect_right(spans, (start, start)) - 1, 0)
    for s, e in spans[index:]:
        if s >= end:
            break
        if s > start:
            pieces.append((start, s))
        start = max(start, e)
    if start < end:
        pieces.append((start, end))
    return pieces


def _rings(rows: dict[int, list[Span]]) -> tuple[tuple[Vertex, ...], ...]:
    """Trace the boundary of a component into rings: outer ring first, then holes."""
    out: dict[Vertex, list[Vertex]] = {}  # directed boundary edges, interior on the positive side

    def edge(a: Vertex, b: Vertex) -> None:
        out.setdefault(a, []).append(b)

    for row, spans in rows.items():
        above = rows.get(row - 1, [])
        below = rows.get(row + 1, [])
        for start, end in spans:
            for a, b in _uncovered(start, end, above):
                edge((a, row), (b, row))
            for a, b in _uncovered(start, end, below):
                edge((b, row + 1), (a, row + 1))
            edge((start, row + 1), (start, row))
            edge((end, row), (end, row + 1))

    outer: list[tuple[Vertex, ...]] = []
    holes: list[tuple[Vertex, ...]] = []
    # Starting from the top-left remaining vertex never starts at a saddle with both its loops untraced.
    for corner in sorted(out, key=lambda v: (v[1], v[0])):
        while out[corner]:
            ring = without_collinear(_trace(out, corner))
            (outer if signed_area(ring) > 0 else holes).append(ring)
    return (*outer, *holes)


def _trace(out: dict[Vertex, list[Vertex]], start: Vertex) -> list[Vertex]:
    """Follow boundary edges from ``start`` back to it, consuming them.

    Where two regions of the background meet at a corner (a saddle: two edges leave the vertex) the loop turns
    right, around the background cell it has been following, so that each loop borders one background region.
    """
    ring = [start]
    here, there = start, out[start].pop()
    while there != start:
        ring.append(there)
        leaving = out[there]
        if len(leaving) == 1:
            following = leaving.pop()
        else:
            dx, dy = there[0] - here[0], there[1] - here[1]
            following = next(v for v in leaving if dx * (v[1] - there[1]) - dy * (v[0] - there[0]) < 0)
            leaving.remove(following)
        here, there = there, following
    return ring
