"""Firing lanes for the ruleset in play: the one place that picks the sight a heat map of exposure uses.

Today the board's two sights serve: the clix geometry (rule 14's levels, hindering terrain) for clix and for a
map without a ruleset, plain sight (blocked or seen, cover) for the other rulesets. Once rulesets answer sight
questions themselves, :func:`lane_sight` asks the ruleset instead.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from game.board.exposure import Exposure, SightBatch, exposure
from game.board.sight import BLOCKED, HINDERED, RESULTS, Sights
from game.board.sight_plain import PlainSights
from game.board.table import Base, Table
from game.board.terrain import Point
from game.rules.ruleset import Ruleset

_BLOCKED, _HINDERED = RESULTS.index(BLOCKED), RESULTS.index(HINDERED)


def clix_batch(table: Table, bases: Sequence[Base], src: np.ndarray, dst: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    lines = Sights(table, bases, src, dst)
    return lines.codes != _BLOCKED, lines.codes == _HINDERED


def plain_batch(table: Table, bases: Sequence[Base], src: np.ndarray, dst: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    lines = PlainSights(table, bases, src, dst, bases_block=True)
    return lines.seen, lines.cover


def lane_sight(ruleset: Ruleset | None) -> SightBatch:
    """The batch sight of the ruleset in play (None: a map on its own, judged by the clix geometry)."""
    return clix_batch if ruleset is None or ruleset.id == "clix" else plain_batch


def firing_lanes(table: Table, ruleset: Ruleset | None, watchers: Sequence[Point | Base],
                 step: float = 1.0) -> Exposure:
    """How exposed each spot of the table is to ``watchers``, by the sight of the ruleset in play."""
    return exposure(table, watchers, lane_sight(ruleset), step)
