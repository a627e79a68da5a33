"""Firing lanes for the ruleset in play: the one place that picks the sight a heat map of exposure uses.

The ruleset in play answers (``Ruleset.sight_batch``: clix's rules 12-16, else the board's plain sight, blocked
or seen and cover); a map on its own is judged by the clix geometry, as the terrain-test screen begins.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.board.exposure import Exposure, SightBatch, exposure
from game.board.table import Base, Table
from game.board.tablemap import TableMap
from game.board.terrain import Point
from game.rules.ruleset import Ruleset, get_ruleset


def lane_sight(ruleset: Ruleset | None) -> SightBatch:
    """The batch sight of the ruleset in play (None: a map on its own, judged by the clix geometry)."""
    return (ruleset or get_ruleset("clix")).sight_batch()


#: The most spots a heat map rates, and lines it judges: on a map maker's grid of 300 squares a side (600") a spot
#: an inch took minutes, in the window's drawing loop.
MAX_SPOTS, MAX_LINES = 10_000, 200_000


def lane_spots(tmap: TableMap, ruleset: Ruleset | None, watchers: int) -> tuple[float, str]:
    """The spots a heat map of ``watchers`` rates (:meth:`Ruleset.lane_spots`): the finest, else every 3rd,
    5th… of them (odd, so that on a grid they stay at squares' centres), as few apart as keeps within the bounds."""
    rules = ruleset or get_ruleset("clix")
    every = 1
    while True:
        step, words = rules.lane_spots(tmap, every)
        spots = math.ceil(tmap.width / step) * math.ceil(tmap.height / step)
        if spots <= MAX_SPOTS and spots * max(watchers, 1) <= MAX_LINES:
            return step, words
        every += 2


def firing_lanes(table: Table, ruleset: Ruleset | None, watchers: Sequence[Point | Base]) -> Exposure:
    """How exposed each spot of the table (:func:`lane_spots`) is to ``watchers``, by the sight of the ruleset in
    play."""
    return exposure(table, watchers, lane_sight(ruleset), lane_spots(table.map, ruleset, len(watchers))[0])
