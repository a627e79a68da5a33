"""Firing lanes for the ruleset in play: the one place that picks the sight a heat map of exposure uses.

The ruleset in play answers (``Ruleset.sight_batch``: clix's rules 12-16, else the board's plain sight, blocked
or seen and cover); a map on its own is judged by the clix geometry, as the terrain-test screen begins.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.board.exposure import Exposure, SightBatch, exposure
from game.board.table import Base, Table
from game.board.terrain import Point
from game.rules.ruleset import Ruleset, get_ruleset


def lane_sight(ruleset: Ruleset | None) -> SightBatch:
    """The batch sight of the ruleset in play (None: a map on its own, judged by the clix geometry)."""
    return (ruleset or get_ruleset("clix")).sight_batch()


def firing_lanes(table: Table, ruleset: Ruleset | None, watchers: Sequence[Point | Base]) -> Exposure:
    """How exposed each spot of the table (:meth:`Ruleset.lane_spots`) is to ``watchers``, by the sight of the
    ruleset in play."""
    return exposure(table, watchers, lane_sight(ruleset), (ruleset or get_ruleset("clix")).lane_spots(table.map)[0])
