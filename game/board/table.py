"""The table: a map's terrain and the figures' round bases in one pymunk space, and the questions about them.

Positions are base centres in inches from the map's top-left; facings are degrees clockwise from east.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np
import pymunk

from game.board.collector import held_off
from game.board.geometry import direction, distance, within_arc
from game.board.tablemap import TableMap
from game.board.terrain import FORBIDDEN_TO_ENTER, Kind, Point, TerrainPiece, quoted

#: Two bases touch when their edges are at most this far apart (inches).
CONTACT = 0.01
#: Point queries reach this far so that a point on the seam of two convex parts still finds its piece.
SEAM = 1e-6
#: The most cells a side of the grid that says where the steep pieces are.
CRAG_CELLS = 512

#: The kinds no base stands on, where a ruleset's going says nothing else.
NO_STANDING = FORBIDDEN_TO_ENTER | {Kind.OBSTACLE}
KIND_BIT = {kind: 1 << i for i, kind in enumerate(Kind)}
BASE_BIT = 1 << len(Kind)
CLIFF_BIT = BASE_BIT << 1  # the outline of steep terrain, which no move may cross
_FILTERS = {kind: pymunk.ShapeFilter(categories=bit) for kind, bit in KIND_BIT.items()}  # one a kind, shared
_CLIFF = pymunk.ShapeFilter(categories=CLIFF_BIT)
TERRAIN_BITS = sum(KIND_BIT.values())


def kind_mask(kinds: Iterable[Kind]) -> int:
    return sum(KIND_BIT[k] for k in set(kinds))


@dataclass(frozen=True)
class Standing:
    """The terrain under a point: the pieces (by index), the elevation level, and whether it is hindering."""

    pieces: tuple[int, ...]
    level: int
    in_hindering: bool


@dataclass
class Base:
    """A figure's round base on the table. ``elevation`` follows the terrain under its centre."""

    id: str
    x: float
    y: float
    facing: float = 0.0
    diameter: float = 1.5
    front_arc: float = 180.0
    elevation: int = 0
    label: str = ""  # what players call it (its figure's name) in reasons; the id when empty

    @property
    def called(self) -> str:
        """What players call it, in reasons: its figure's name, else its id."""
        return self.label or self.id

    @property
    def pos(self) -> Point:
        return self.x, self.y

    @property
    def radius(self) -> float:
        return self.diameter / 2.0

    def in_front_arc(self, point: Point) -> bool:
        """Whether ``point`` lies in this base's front arc, as seen from its centre (edges of the arc included)."""
        if point == self.pos:
            return True
        return within_arc(direction(self.pos, point), self.facing, self.front_arc)


@dataclass(frozen=True)
class CragCells:
    """Where the steep pieces are, by cells of a coarse grid (at most ``CRAG_CELLS`` a side): a cell is marked where
    the box of a steep piece, a hair wider, reaches into it. One look answers for a map of thousands of crags."""

    cells: np.ndarray  # bool, rows × columns
    size: float  # inches a cell

    @classmethod
    def of(cls, tmap: TableMap) -> CragCells | None:
        crags = [piece for piece in tmap.pieces if piece.kind is Kind.STEEP and piece.rings]
        if not crags:
            return None
        size = max(1.0, max(tmap.width, tmap.height) / CRAG_CELLS)
        cells = np.zeros((math.ceil(tmap.height / size) + 1, math.ceil(tmap.width / size) + 1), dtype=bool)
        for piece in crags:
            x0, y0, x1, y1 = piece.bbox
            top, left = max(0, int((y0 - SEAM) // size)), max(0, int((x0 - SEAM) // size))
            bottom, right = max(0, int((y1 + SEAM) // size)), max(0, int((x1 + SEAM) // size))
            cells[top: bottom + 1, left: right + 1] = True
        return cls(cells, size)

    def near(self, p: Point) -> bool:
        """Whether ``p``'s cell is marked (off the table, the nearest cell on it: a crag may run off the edge)."""
        rows, cols = self.cells.shape
        return bool(self.cells[min(max(int(p[1] // self.size), 0), rows - 1),
                               min(max(int(p[0] // self.size), 0), cols - 1)])


class Table:
    """A map's terrain plus the bases standing on it."""

    def __init__(self, tmap: TableMap) -> None:
        self.map = tmap
        self.space = pymunk.Space()
        self.bases: dict[str, Base] = {}
        self._shapes: dict[str, pymunk.Circle] = {}
        self._bodies: dict[str, pymunk.Body] = {}  # each base's body: its shape only refers to it weakly
        self._standing: dict[Point, Standing] = {}
        self._contacts: tuple[tuple, dict[str, list[str]]] | None = None  # (where the bases were, the contact map)
        self._groups = 0
        self._crags = CragCells.of(tmap)
        with held_off():  # a big map's shapes: the collector's passes over them free nothing (collector.py)
            for piece in tmap.pieces:
                self._add_piece(piece)
        self.space.reindex_static()

    # --- terrain ---------------------------------------------------------------------------------------------
    def _add_piece(self, piece: TerrainPiece) -> None:
        body = self.space.static_body
        shapes: list[pymunk.Shape] = []
        kind = _FILTERS[piece.kind]
        for part in piece.bands if piece.is_thin else piece.parts:
            poly = pymunk.Poly(body, part)
            poly.filter = kind
            shapes.append(poly)
        if piece.kind is Kind.STEEP:
            for ring in piece.rings:
                for i, a in enumerate(ring):
                    cliff = pymunk.Segment(body, a, ring[(i + 1) % len(ring)], 0.0)
                    cliff.filter = _CLIFF
                    shapes.append(cliff)
        for shape in shapes:
            shape.piece = piece
        self.space.add(*shapes)

    def pieces_at(self, p: Point, kinds: Iterable[Kind] | None = None) -> list[TerrainPiece]:
        """The terrain pieces under a point, each once, in map order."""
        mask = kind_mask(kinds) if kinds is not None else TERRAIN_BITS
        hits = self.space.point_query(p, SEAM, pymunk.ShapeFilter(mask=mask))
        found = {id(h.shape.piece): h.shape.piece for h in hits if hasattr(h.shape, "piece")}
        return sorted(found.values(), key=lambda piece: piece.id)

    def near_a_crag(self, p: Point) -> bool:
        """Whether ``p`` may lie on a steep piece or its edge (asked for every leg a move plans)."""
        return self._crags is not None and self._crags.near(p)

    def elevation_at(self, p: Point) -> int:
        """The level of the highest elevated or steep piece under ``p`` (0 on the ground)."""
        return self.standing(p).level

    def standing(self, p: Point) -> Standing:
        """What a figure whose centre is at ``p`` stands in. Terrain never moves, so answers are kept."""
        found = self._standing.get(p)
        if found is None:
            if len(self._standing) > 50_000:
                self._standing.clear()
            pieces = self.pieces_at(p)
            found = Standing(
                tuple(piece.id for piece in pieces),
                max((piece.elevation for piece in pieces if piece.kind.is_elevated), default=0),
                any(piece.kind is Kind.HINDERING for piece in pieces),
            )
            self._standing[p] = found
        return found

    def pieces_under_base(self, x: float, y: float, radius: float, kinds: Iterable[Kind]) -> list[TerrainPiece]:
        """The pieces of ``kinds`` that a base of ``radius`` at (x, y) would overlap."""
        hits = self.space.point_query((x, y), radius - CONTACT, pymunk.ShapeFilter(mask=kind_mask(kinds)))
        found = {id(h.shape.piece): h.shape.piece for h in hits}
        return sorted(found.values(), key=lambda piece: piece.id)

    def obstacles_touching(self, x: float, y: float, radius: float) -> list[TerrainPiece]:
        """The obstacles (hedges, doors) a base of ``radius`` at (x, y) touches: those a traverse could cross."""
        return self.pieces_under_base(x, y, radius + 2 * CONTACT, (Kind.OBSTACLE,))

    def clear_under_base(self, x: float, y: float, radius: float, kinds: Iterable[Kind]) -> bool:
        """Whether a base of ``radius`` at (x, y) would overlap no piece of ``kinds``: :meth:`pieces_under_base`
        without listing them, at half the cost (the map check asks it of all its spots at once:
        ``mapcheck.clear_under_bases``)."""
        return self.space.point_query_nearest(
            (x, y), radius - CONTACT, pymunk.ShapeFilter(mask=kind_mask(kinds))) is None

    # --- bases -----------------------------------------------------------------------------------------------
    def add(self, base: Base) -> Base:
        if base.id in self.bases:
            raise ValueError(f"a base {base.id!r} is already on the table")
        body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        body.position = base.pos
        shape = pymunk.Circle(body, base.radius)
        self._groups += 1  # its own group, so that a base's queries about its moves never find itself
        shape.filter = pymunk.ShapeFilter(group=self._groups, categories=BASE_BIT)
        shape.base_id = base.id
        self.space.add(body, shape)
        self.bases[base.id] = base
        self._shapes[base.id] = shape
        self._bodies[base.id] = body
        base.elevation = self.elevation_at(base.pos)
        return base

    def remove(self, base_id: str) -> None:
        self.space.remove(self._bodies.pop(base_id), self._shapes.pop(base_id))
        del self.bases[base_id]

    def clear(self) -> None:
        for base_id in list(self.bases):
            self.remove(base_id)

    def place(self, base_id: str, pos: Point | None = None, facing: float | None = None) -> Base:
        """Put a base somewhere (no checks: moves go through :mod:`game.board.movement`)."""
        base = self.bases[base_id]
        if facing is not None:
            base.facing = facing % 360.0
        if pos is not None and pos != base.pos:
            base.x, base.y = pos
            body = self._bodies[base_id]
            body.position = pos
            self.space.reindex_shapes_for_body(body)
            base.elevation = self.elevation_at(pos)
        return base

    def resize(self, base_id: str, diameter: float) -> Base:
        """Give a base another diameter where it stands (a gamebook piece made to fit its square)."""
        base, old = self.bases[base_id], self._shapes[base_id]
        shape = pymunk.Circle(old.body, diameter / 2.0)
        shape.filter, shape.base_id = old.filter, base_id
        self.space.remove(old)
        self.space.add(shape)
        self._shapes[base_id], base.diameter = shape, diameter
        return base

    def shape_of(self, base_id: str) -> pymunk.Circle:
        return self._shapes[base_id]

    # --- distances and contact -------------------------------------------------------------------------------
    def distance(self, a: str, b: str) -> float:
        """Centre to centre."""
        return distance(self.bases[a].pos, self.bases[b].pos)

    def edge_distance(self, a: str, b: str) -> float:
        """Edge to edge (negative if the bases overlap)."""
        return self.distance(a, b) - self.bases[a].radius - self.bases[b].radius

    def in_contact(self, a: str, b: str) -> bool:
        return a != b and self.edge_distance(a, b) <= CONTACT

    def contacts(self, base_id: str) -> list[str]:
        """The bases touching this one, in table order."""
        return [other for other in self.bases if self.in_contact(base_id, other)]

    def arc_of(self, base_id: str, point: Point) -> str:
        """'front' or 'rear': the arc of ``base_id`` that ``point`` (another centre or a contact point) is in."""
        return "front" if self.bases[base_id].in_front_arc(point) else "rear"

    def contact_map(self) -> dict[str, list[str]]:
        """Every base's :meth:`contacts` at once, computed together (a ruleset offering actions asks for all) and
        kept until a base moves, comes or goes: one decision asks it many times."""
        key = tuple((b.id, b.x, b.y, b.diameter) for b in self.bases.values())
        if self._contacts is None or self._contacts[0] != key:
            ids = list(self.bases)
            pos = np.array([self.bases[i].pos for i in ids], dtype=np.float64).reshape(-1, 2)
            radius = np.array([self.bases[i].radius for i in ids], dtype=np.float64)
            gap = np.hypot(pos[:, None, 0] - pos[None, :, 0], pos[:, None, 1] - pos[None, :, 1])
            touch = gap - radius[:, None] - radius[None, :] <= CONTACT
            np.fill_diagonal(touch, False)
            found: dict[str, list[str]] = {a: [] for a in ids}
            for a, b in zip(*np.nonzero(touch), strict=True):
                found[ids[a]].append(ids[b])
            self._contacts = key, found
        return {a: list(touching) for a, touching in self._contacts[1].items()}

    def front_touches(self, a: str, b: str) -> bool:
        """Whether A's front arc touches B: the bases touch and the contact point lies in A's front arc."""
        return self.in_contact(a, b) and self.bases[a].in_front_arc(self.bases[b].pos)

    def within(self, base_id: str, inches: float, edge: bool = False) -> list[str]:
        """Other bases within ``inches``, centre to centre or (``edge``) edge to edge, nearest first."""
        measure = self.edge_distance if edge else self.distance
        found = [(measure(base_id, o), o) for o in self.bases if o != base_id]
        return [o for d, o in sorted(found) if d <= inches]

    def problems_at(self, base: Base, ignore: Iterable[str] = (),
                    barred: Iterable[Kind] = NO_STANDING) -> list[str]:
        """Why ``base`` could not stand where it is: off the table, on another base, on terrain of a kind the
        ruleset bars (its going's ``barred``; by default blocking, impassable, deep water and obstacles)."""
        skip = {base.id, *ignore}
        overlaps = [_overlap(base, other) for other in self.bases.values()
                    if other.id not in skip and distance(base.pos, other.pos) < base.radius + other.radius - CONTACT]
        off, on = self._ground_problems(base, barred)
        return off + overlaps + on

    def ground_problems(self, base: Base, barred: Iterable[Kind] = NO_STANDING) -> list[str]:
        """Why ``base`` could not stand where it is whatever the other bases: off the table, or on terrain of a kind
        barred (what a new version of the map may change: one look a base, where :meth:`problems_at` looks at every
        other base too)."""
        off, on = self._ground_problems(base, barred)
        return off + on

    def _ground_problems(self, base: Base, barred: Iterable[Kind]) -> tuple[list[str], list[str]]:
        off = [] if self.map.contains(base.pos, base.radius - CONTACT) else [
            f"its base at ({base.x:g}, {base.y:g}) is not wholly on the table "
            f"({self.map.width:g} \u00d7 {self.map.height:g} in)"]
        on = [f"its base stands on the obstacle {quoted(piece.name)} ({piece.source})" if piece.kind is Kind.OBSTACLE
              else f"its base is inside {piece.described} ({piece.source})"
              for piece in self.pieces_under_base(base.x, base.y, base.radius, barred)]
        return off, on

    def bearing(self, a: str, b: str) -> float:
        return direction(self.bases[a].pos, self.bases[b].pos)


def _overlap(base: Base, other: Base) -> str:
    """The overlap, measured, so that whoever placed the base knows how far to move it."""
    apart, needed = distance(base.pos, other.pos), base.radius + other.radius
    return (f"its base overlaps {other.id!r} by {needed - apart:.2f} in "
            f"(their centres {apart:.2f} in apart, {needed:.2f} in needed)")
