"""Small tables built in code, for tests that need exact terrain without a .tmx file."""

from __future__ import annotations

from pathlib import Path

from game.board.shapes import convex_parts, signed_area
from game.board.table import Base, Table
from game.board.tablemap import TableMap
from game.board.terrain import Kind, TerrainPiece


def rect(x: float, y: float, w: float, h: float) -> tuple[tuple[float, float], ...]:
    return ((x, y), (x + w, y), (x + w, y + h), (x, y + h))


def piece(i: int, kind: Kind, ring, name: str = "", elevation: int | None = None) -> TerrainPiece:
    ring = tuple(ring)
    level = elevation if elevation is not None else (1 if kind.is_elevated else 0)
    return TerrainPiece(i, kind, name or f"{kind.value} #{i}", f"test piece {i}", level, rings=(ring,),
                        parts=convex_parts(ring if signed_area(ring) > 0 else ring[::-1]))  # not a concave one's hull


def wall(i: int, kind: Kind, line, thickness: float = 0.25, name: str = "") -> TerrainPiece:
    return TerrainPiece(i, kind, name or f"{kind.value} #{i}", f"test piece {i}", 0, line=tuple(line),
                        thickness=thickness)


def table(*pieces: tuple | TerrainPiece, width: float = 24.0, height: float = 24.0) -> Table:
    """A table of ``width`` × ``height`` inches; each item is (kind, ring[, name[, elevation]]), or a piece made
    by :func:`wall`."""
    built = []
    for i, spec in enumerate(pieces):
        if isinstance(spec, TerrainPiece):
            built.append(spec)
            continue
        kind, ring, *rest = spec
        built.append(piece(i, kind, ring, *rest))
    tmap = TableMap(Path("test.tmx"), width, height, 1.0, int(width), int(height), 32, 32, tuple(built))
    return Table(tmap)


def put(t: Table, fid: str, x: float, y: float, facing: float = 0.0, diameter: float = 1.5,
        arc: float = 180.0) -> Base:
    return t.add(Base(fid, x, y, facing, diameter, arc))
