"""Terrain kinds and pieces: the static shapes of the table, in inches."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property

Point = tuple[float, float]
Ring = tuple[Point, ...]


class Kind(StrEnum):
    """What a piece of terrain is; each ruleset decides what a kind means for it."""

    OPEN = "open"
    HINDERING = "hindering"
    BLOCKING = "blocking"
    ELEVATED = "elevated"
    STEEP = "steep"  # elevated, ringed by cliffs
    WATER = "water"
    DEEP_WATER = "deep_water"
    OBSTACLE = "obstacle"  # thin: hedge, closed door; crossed only by traversing
    LOW_WALL = "low_wall"
    IMPASSABLE = "impassable"

    @property
    def is_elevated(self) -> bool:
        return self in (Kind.ELEVATED, Kind.STEEP)


#: Kinds a base may not enter nor cross unless its ruleset says otherwise (the default ``Going`` bars these and
#: obstacles; clix lets figures wade through deep water, for one).
FORBIDDEN_TO_ENTER = frozenset({Kind.BLOCKING, Kind.IMPASSABLE, Kind.DEEP_WATER})


@dataclass(frozen=True)
class TerrainPiece:
    """One piece of terrain as the map defines it.

    An area piece has ``rings`` (the outer boundary first, then holes; even-odd rule) and ``parts``, convex
    polygons whose union is the area (pymunk only takes convex shapes). A thin piece (a polyline wall or hedge)
    has ``line`` and ``thickness`` instead.
    """

    id: int
    kind: Kind
    name: str
    source: str  # where the map defines it, for messages: "object 12 in layer 'terrain'"
    elevation: int = 0
    rings: tuple[Ring, ...] = ()
    parts: tuple[Ring, ...] = ()
    line: Ring = ()
    thickness: float = 0.0
    object_id: int | None = None
    properties: dict[str, object] = field(default_factory=dict, compare=False, hash=False)

    @property
    def is_thin(self) -> bool:
        return bool(self.line)

    @cached_property
    def bbox(self) -> tuple[float, float, float, float]:
        """Kept once worked out: a piece never changes, and the overlay asks it for every piece at every draw."""
        pts = [p for ring in self.rings for p in ring] or list(self.line)
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        pad = self.thickness / 2
        return min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad


@dataclass(frozen=True)
class DeploymentPoint:
    """A point object of a map's ``deployment`` layer: where a scenario may place a figure."""

    object_id: int
    name: str
    at: Point
    side: str
    profile: str
    facing: float
