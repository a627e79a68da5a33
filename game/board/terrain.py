"""Terrain kinds and pieces: the static shapes of the table, in inches."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import cached_property

Point = tuple[float, float]
Ring = tuple[Point, ...]

def quoted(name: str) -> str:
    """A map maker's name as every message shows it, in curly quotes whatever it holds (``repr`` put "Miller's
    house" in double quotes beside 'Barn' in single ones)."""
    return f"“{name}”"


CAP_STEPS = 4  # corners round each end of a thin piece's band
CAP_REACH = 1 / math.cos(math.pi / (2 * CAP_STEPS))  # how far those corners stand, in half the piece's thickness


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

    @property
    def words(self) -> str:
        """The kind as a message writes it: "deep water", "low wall"."""
        return self.value.replace("_", " ")


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
    mapped: bool = False  # made terrain by another game's mapping: that game's own art pictures it

    @property
    def is_thin(self) -> bool:
        return bool(self.line)

    @property
    def described(self) -> str:
        """The piece as a message names it: blocking terrain “Barn”."""
        return f"{self.kind.words} terrain {quoted(self.name)}"

    @cached_property
    def bands(self) -> tuple[Ring, ...]:
        """A thin piece's outline, one convex ring a segment of its line: a band as wide as the piece is thick,
        round at both ends, as the window draws it. The table, the line of fire and the route search all use these
        rings, so a route found round a hedge's end is one a base can slide along (when the table's hedges were
        round-ended and the route search's square, a route past a hedge's end stopped short at it). Each round end
        is a polygon whose sides touch the circle, so nothing these let through touches the band."""
        half = max(self.thickness / 2.0, 1e-3)
        far = half * CAP_REACH
        step = math.pi / CAP_STEPS
        out = []
        for (ax, ay), (bx, by) in zip(self.line, self.line[1:], strict=False):
            along = math.atan2(by - ay, bx - ax) if (ax, ay) != (bx, by) else 0.0
            nx, ny = -math.sin(along) * half, math.cos(along) * half
            ring = [(ax + nx, ay + ny), (bx + nx, by + ny)]
            ring += [(bx + far * math.cos(t), by + far * math.sin(t))
                     for t in (along + math.pi / 2 - step / 2 - i * step for i in range(CAP_STEPS))]
            ring += [(bx - nx, by - ny), (ax - nx, ay - ny)]
            ring += [(ax + far * math.cos(t), ay + far * math.sin(t))
                     for t in (along - math.pi / 2 - step / 2 - i * step for i in range(CAP_STEPS))]
            out.append(tuple(ring))
        return tuple(out)

    @property
    def outline(self) -> tuple[Ring, ...]:
        """What a base and a line of fire meet: an area piece's rings, a thin piece's :attr:`bands`."""
        return self.bands if self.is_thin else self.rings

    @cached_property
    def bbox(self) -> tuple[float, float, float, float]:
        """Kept once worked out: a piece never changes, and the overlay asks it for every piece at every draw."""
        pts = [p for ring in self.rings for p in ring] or list(self.line)
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        pad = self.thickness / 2 * CAP_REACH  # the bands' round ends
        return min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad


def numbered(pieces: Iterable[TerrainPiece]) -> list[TerrainPiece]:
    """The pieces with their ids made their indices again, after some were dropped, cut or joined."""
    return [replace(p, id=i) if p.id != i else p for i, p in enumerate(pieces)]


@dataclass(frozen=True)
class DeploymentPoint:
    """A point object of a map's ``deployment`` layer: where a scenario may place a figure."""

    object_id: int
    name: str
    at: Point
    side: str
    profile: str
    facing: float
