"""A square battle grid laid over a map (``gamebook``, seed 003): squares, their colours, exits and open lines.

A map plays as a grid when its map property ``grid`` is true: every tile is a square, pieces stand on square
centres, one to a square. The seed's questions are geometric: which squares are next to each other (an attack
is never diagonal), and whether a shot has an open line — a straight line along a row or column, or an open
diagonal, with nothing standing on the squares between. The colour of a square (good characters fight better
on white) comes from the tiles' ``square`` property, else from the chessboard pattern with the top-left square
white; the two exit squares from the rectangles of an object layer named ``exits``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry import LineString, Polygon

from game.board.errors import MapError
from game.board.mapcache import KEPT_MAPS, PerMap
from game.board.tablemap import TableMap
from game.board.terrain import FORBIDDEN_TO_ENTER, Point, TerrainPiece
from game.board.tmx_xml import EXITS_LAYER

Square = tuple[int, int]  # (column, row), from the top-left
COLUMNS = "abcdefghijklmnopqrstuvwxyz"
SQUARE_NAME = re.compile(r"([a-z]{1,3})([1-9][0-9]{0,2})")


def column_name(c: int) -> str:
    """A column's letters as spreadsheets name them, a to z, then aa, ab…: a wide grid's 27th column is not a
    second "a"."""
    name, n = "", c + 1
    while n:
        n, letter = divmod(n - 1, len(COLUMNS))
        name = COLUMNS[letter] + name
    return name


def square_name(c: int, r: int) -> str:
    """A square as players read it: the column letters and the row number from the top (a1 top-left)."""
    return f"{column_name(c)}{r + 1}"


def named_square(name: str) -> Square | None:
    """The square a player's name for it means, as :func:`square_name` writes it ("b3": column 1, row 2; "aa1":
    column 26), or None where the words name no square."""
    found = SQUARE_NAME.fullmatch(name.strip().lower())
    if found is None:
        return None
    column = 0
    for letter in found.group(1):
        column = column * len(COLUMNS) + COLUMNS.index(letter) + 1
    return column - 1, int(found.group(2)) - 1


@dataclass(frozen=True)
class GridLine:
    """The line between two squares' centres: ``kind`` straight, diagonal or none (neither), the squares
    strictly between, in order, and the first of them that is taken (None when the line is open)."""

    kind: str
    between: tuple[Square, ...]
    blocked_at: Square | None

    @property
    def open(self) -> bool:
        return self.kind != "none" and self.blocked_at is None


@dataclass(frozen=True)
class Grid:
    cols: int
    rows: int
    size: float  # inches a side
    colours: dict[Square, str]
    exits: frozenset[Square]
    walls: frozenset[Square]  # squares no piece may stand on (blocking, impassable or deep-water terrain)
    painted: frozenset[Square] = frozenset()  # squares whose colour a tile of the map names (the rest: a chessboard)

    @classmethod
    def from_map(cls, tmap: TableMap) -> Grid:
        if not tmap.properties.get("grid"):
            raise MapError(tmap.path, "the map is not a grid: set its map property 'grid' to true")
        if abs(tmap.tile_width / tmap.tile_height - 1) > 1e-9:
            raise MapError(tmap.path, "a grid needs square tiles")
        size = tmap.inches_per_tile
        colours = {(c, r): "white" if (c + r) % 2 == 0 else "black" for c in range(tmap.cols) for r in range(tmap.rows)}
        painted = _tile_colours(tmap)
        colours.update(painted)
        exits = frozenset(_exit_squares(tmap, size))
        walls = frozenset(square for p in tmap.pieces if p.kind in FORBIDDEN_TO_ENTER
                          for square in squares_covered(p, tmap.cols, tmap.rows, size))
        return cls(tmap.cols, tmap.rows, size, colours, exits, walls, frozenset(painted))

    def contains(self, square: Square) -> bool:
        return 0 <= square[0] < self.cols and 0 <= square[1] < self.rows

    def square_of(self, point: Point) -> Square | None:
        square = (int(point[0] // self.size), int(point[1] // self.size))
        return square if self.contains(square) else None

    def centre(self, square: Square) -> Point:
        return (square[0] + 0.5) * self.size, (square[1] + 0.5) * self.size

    def neighbours(self, square: Square, diagonal: bool = False) -> list[Square]:
        c, r = square
        steps = [(1, 0), (-1, 0), (0, 1), (0, -1)]
        if diagonal:
            steps += [(1, 1), (1, -1), (-1, 1), (-1, -1)]
        return [(c + dc, r + dr) for dc, dr in steps if self.contains((c + dc, r + dr))]

    def line(self, a: Square, b: Square, taken: Iterable[Square] = ()) -> GridLine:
        """The line from a to b, straight or diagonal, and whether anything in ``taken`` (or a wall) is on it."""
        dc, dr = b[0] - a[0], b[1] - a[1]
        if a == b or not (dc == 0 or dr == 0 or abs(dc) == abs(dr)):
            return GridLine("none", (), None)
        steps = max(abs(dc), abs(dr))
        sc, sr = (dc > 0) - (dc < 0), (dr > 0) - (dr < 0)
        between = tuple((a[0] + sc * k, a[1] + sr * k) for k in range(1, steps))
        in_way = set(taken) | self.walls
        blocked = next((s for s in between if s in in_way), None)
        return GridLine("diagonal" if dc and dr else "straight", between, blocked)

    def seen_from(self, a: Square, taken: Iterable[Square] = ()) -> list[Square]:
        """The squares a piece on ``a`` has an open line to (:meth:`line`): along its row, its column and its
        diagonals, up to the first square taken (a piece there is seen, what stands beyond is not) or walled
        (no piece stands on a wall, so the wall itself is left out)."""
        in_way = set(taken) - {a}
        seen = []
        for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)):
            square = (a[0] + dc, a[1] + dr)
            while self.contains(square) and square not in self.walls:
                seen.append(square)
                if square in in_way:
                    break
                square = (square[0] + dc, square[1] + dr)
        return seen

    def rect(self, square: Square) -> tuple[float, float, float, float]:
        """A square's extent on the table in inches: (x0, y0, x1, y1)."""
        return (square[0] * self.size, square[1] * self.size, (square[0] + 1) * self.size, (square[1] + 1) * self.size)


def squares_covered(piece: TerrainPiece, cols: int, rows: int, size: float) -> list[Square]:
    """The squares (of a grid ``cols`` by ``rows`` of ``size``) whose centres the piece covers, by its outline, not
    its box (a wall drawn from corner to corner walls off the squares it crosses, not the whole board): those it
    walls off where it is blocking, impassable or deep water."""
    x0, y0, x1, y1 = piece.bbox
    c0, c1 = max(0, math.ceil(x0 / size - 0.5)), min(cols - 1, math.floor(x1 / size - 0.5))
    r0, r1 = max(0, math.ceil(y0 / size - 0.5)), min(rows - 1, math.floor(y1 / size - 0.5))
    squares = [(c, r) for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)]
    if not squares:
        return []
    xs, ys = ((np.array(axis, dtype=float) + 0.5) * size for axis in zip(*squares, strict=True))
    if piece.is_thin:
        inside = shapely.distance(LineString(piece.line), shapely.points(xs, ys)) <= piece.thickness / 2
    else:
        inside = shapely.intersects_xy(Polygon(piece.rings[0], piece.rings[1:]), xs, ys)
    return [square for square, hit in zip(squares, np.asarray(inside).tolist(), strict=True) if hit]


def _tile_colours(tmap: TableMap) -> dict[Square, str]:
    tiled = tmap.tiled
    if tiled is None:
        return {}
    found = {}
    for index, layer in enumerate(tiled.layers):
        if not hasattr(layer, "data"):
            continue
        for c in range(tmap.cols):
            for r in range(tmap.rows):
                props = tiled.get_tile_properties(c, r, index) or {}
                if props.get("square") in ("white", "black"):
                    found[(c, r)] = props["square"]
    return found


def _exit_squares(tmap: TableMap, size: float) -> set[Square]:
    tiled = tmap.tiled
    squares: set[Square] = set()
    for group in getattr(tiled, "objectgroups", ()):
        if (group.name or "").strip().casefold() != EXITS_LAYER:
            continue
        for obj in group:
            x, y = tmap.to_inches(obj.x + obj.width / 2, obj.y + obj.height / 2)
            squares.add((int(x // size), int(y // size)))
    return squares


#: Each map's grid, or why it has none: read once per map (of the last few: each version of a map reloaded while
#: it is edited is another map), since the window asks at every frame, of every map.
_kept: PerMap[Grid | MapError] = PerMap(KEPT_MAPS)


def _read_grid(tmap: TableMap) -> Grid | MapError:
    """The grid, or why the map has none, as an error never raised: the raised one's traceback held the frames of
    the first screen that asked, and so a whole game, its snapshots and its pictures, for as long as the map was
    kept."""
    try:
        return Grid.from_map(tmap)
    except MapError as exc:
        return exc.fresh()


def grid_of(tmap: TableMap) -> Grid:
    """The map's grid; MapError, saying why, where the map is not a grid."""
    found = _kept.get(tmap, None, lambda: _read_grid(tmap))
    if isinstance(found, MapError):
        raise found.fresh()  # the kept one stays unraised
    return found


def grid_or_none(tmap: TableMap) -> Grid | None:
    """The map's grid, or None where the map is not a grid."""
    found = _kept.get(tmap, None, lambda: _read_grid(tmap))
    return None if isinstance(found, MapError) else found
