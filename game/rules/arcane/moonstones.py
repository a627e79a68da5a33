"""Moonstones: placed by the scenario or dropped at random near a point with a d4 depth, and harvested (rule 1):
Harvest lowers a touched moonstone's depth by one, and a model touching a moonstone of depth 0 or less takes it
onto its card. Not while engaged.

In a scenario file (top-level key ``moonstones``), each item either places one stone or drops several::

    moonstones:
      - {at: [18, 18], depth: 2}
      - {drop: 5, near: [18, 18], within: 6}
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.board.table import Base, Table
from game.board.tablemap import TableMap
from game.board.terrain import FORBIDDEN_TO_ENTER, Point, TerrainPiece
from game.rules.arcane.reach import touches_moonstone
from game.rules.arcane.record import MOONSTONE_RADIUS, Moonstone, record_of, status
from game.rules.datafile import Node
from game.rules.state import Figure

if TYPE_CHECKING:
    from game.rules.game import Game

MAX_DEPTH = 4
#: A dropped stone that lands where no base could reach it is dropped again, at most this many times.
REDROPS = 50


@dataclass(frozen=True)
class Placed:
    at: Point
    depth: int


@dataclass(frozen=True)
class Drop:
    count: int
    near: Point
    within: float


def read_moonstones(node: Node, tmap: TableMap) -> tuple[Placed | Drop, ...]:
    """The scenario's stones; one placed wholly inside terrain no base may enter (a building) is refused: no
    character could touch it."""
    out: list[Placed | Drop] = []
    table: Table | None = None
    for item in node.sequence():
        item.mapping({"at", "depth", "drop", "near", "within"})
        if item.has("drop"):
            item.mapping({"drop", "near", "within"}, required={"drop", "near", "within"})
            near = _on_table(item["near"], tmap)
            drop = Drop(item["drop"].integer(1, 24), near, item["within"].number(0, max(tmap.width, tmap.height)))
            table = table or Table(tmap)
            if _free_spot(table, drop) is None:
                item["near"].fail(f"no moonstone can drop within {drop.within:g}\" of ({near[0]:g}, {near[1]:g}): "
                                  "no spot there where a base could stand (terrain no base may enter, or off the "
                                  "table)")
            out.append(drop)
        else:
            item.mapping({"at", "depth"}, required={"at", "depth"})
            at = _on_table(item["at"], tmap)
            table = table or Table(tmap)
            walled = _walled_in(table, at)
            if walled is not None:
                item["at"].fail(f"a moonstone at ({at[0]:g}, {at[1]:g}) cannot lie there: it lies wholly inside "
                                f"{walled.described} ({walled.source}), where no character could touch it")
            out.append(Placed(at, item["depth"].integer(0, MAX_DEPTH)))
    return tuple(out)


def _on_table(node: Node, tmap: TableMap) -> Point:
    at = node.point()
    if not tmap.contains(at, MOONSTONE_RADIUS):
        node.fail(f"a moonstone at ({at[0]:g}, {at[1]:g}) is not on the table")
    return at


def grow_moonstones(game: Game, items: tuple[Placed | Drop, ...]) -> None:
    """Put the scenario's moonstones on the table; dropped ones fall at random (d360 for the direction, d100 for
    the distance as a share of ``within``) with a d4 depth, again where no base could stand."""
    record = record_of(game.state)
    for item in items:
        if isinstance(item, Placed):
            stone = record.add_moonstone(item.at, item.depth)
            game.emit("moonstone", f"{stone.name.capitalize()} lies at ({stone.x:g}, {stone.y:g}), depth "
                      f"{stone.depth}.",
                      moonstone=stone.id, at=list(stone.pos), depth=stone.depth)
            continue
        for _ in range(item.count):
            at = _landing(game, item)
            stone = record.add_moonstone(at, game.rng.die(MAX_DEPTH))
            game.emit("moonstone", f"{stone.name.capitalize()} drops at ({stone.x:.1f}, {stone.y:.1f}), depth "
                      f"{stone.depth}.", moonstone=stone.id, at=list(stone.pos), depth=stone.depth, dropped=True)


def _landing(game: Game, drop: Drop) -> Point:
    table = game.state.table
    at = drop.near
    for _ in range(REDROPS):
        angle = math.radians(game.rng.die(360))
        reach = drop.within * game.rng.die(100) / 100
        at = (round(drop.near[0] + math.cos(angle) * reach, 3), round(drop.near[1] + math.sin(angle) * reach, 3))
        if not table.problems_at(_probe(at), ignore=list(table.bases)):
            return at
    return _free_spot(table, drop) or at  # fifty random drops fell where none may lie: the nearest spot that may


def _free_spot(table: Table, drop: Drop) -> Point | None:
    """The spot within the drop's reach nearest its centre where a stone may lie (as a base could stand): the
    centre, then rings half an inch apart, 24 spots a ring; None when there is none."""
    count = math.ceil(drop.within / 0.5)
    for r in [0.0] + [drop.within * k / count for k in range(1, count + 1)]:
        for a in range(0, 360, 15) if r else (0,):
            at = (round(drop.near[0] + r * math.cos(math.radians(a)), 3),
                  round(drop.near[1] + r * math.sin(math.radians(a)), 3))
            if not table.problems_at(_probe(at), ignore=list(table.bases)):
                return at
    return None


def _walled_in(table: Table, at: Point) -> TerrainPiece | None:
    """The piece a stone lies in when its whole disc is inside terrain no base may enter (a base touches a stone only
    from where it may stand, so at least a rim of the stone must be outside): the piece under its centre; else None.
    The disc is sampled at its centre and on two rings."""
    points = [at] + [(at[0] + r * math.cos(math.radians(a)), at[1] + r * math.sin(math.radians(a)))
                     for r in (MOONSTONE_RADIUS / 2, MOONSTONE_RADIUS) for a in range(0, 360, 30)]
    inside = [table.pieces_at(p, FORBIDDEN_TO_ENTER) for p in points]
    return inside[0][0] if all(inside) else None


def _probe(at: Point) -> Base:
    """A stone as a base, to ask the table whether a base could stand where it lies."""
    return Base("moonstone", at[0], at[1], 0.0, 2 * MOONSTONE_RADIUS)


def harvest(game: Game, figure: Figure, stone: Moonstone) -> None:
    """Lower ``stone``'s depth by one; then the model takes every moonstone it touches of depth 0 or less (seed:
    "a moonstone", not only the one harvested: a loose one dropped beside it too)."""
    stone.depth -= 1
    left = f"depth {stone.depth}" if stone.depth >= 0 else "it lay loose, dropped"
    game.emit("harvest", f"{figure.name} harvests {stone.name}: {left}.", figure=figure.id,
              moonstone=stone.id, depth=stone.depth)
    stones = record_of(game.state).moonstones
    for taken in [m for m in stones if m.depth <= 0 and touches_moonstone(game.state, figure, m)]:
        stones.remove(taken)
        status(figure).carried.append(taken.id)
        game.emit("moonstone_taken", f"{figure.name} takes {taken.name}.", figure=figure.id,
                  moonstone=taken.id, carried=status(figure).moonstones)
