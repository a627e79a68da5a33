"""What every line of sight is made of, whatever the ruleset: the obstructions it meets, where bases stand, the
bases a line passes through, and pairs of bases given as two lists.

The rulesets judge lines with these and the ray engine (:mod:`game.board.rays`): clix in
``game.rules.clix.sight``, the plain "can A see B, and is B in cover" in :mod:`game.board.sight_plain`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from game.board.rays import bases_crossed
from game.board.table import Base, Table
from game.board.terrain import Point


@dataclass(frozen=True)
class Obstruction:
    """One thing the line meets that matters: a base or a piece that blocks or hinders, or a rule that does."""

    effect: str  # blocks | hinders | height | arc
    rule: str  # the seed rule that applies: "2", "13", "14a", ...
    text: str  # in plain words, for the window
    kind: str = ""  # terrain kind, or "base"
    ref: str | int | None = None  # figure id or piece index
    name: str = ""
    point: Point | None = None  # where the ray meets it
    t: float = 0.0  # how far along the line, 0 at the attacker's centre, 1 at the target's


def bases_on_lines(p: np.ndarray, q: np.ndarray, bases: Sequence[Base]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(segment, base, entry t) of every base of ``bases`` that a segment p→q passes through."""
    if not bases or len(p) == 0:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty, np.zeros(0)
    centres = np.array([b.pos for b in bases], dtype=np.float64)
    radii = np.array([b.radius for b in bases], dtype=np.float64)
    return bases_crossed(p, q, centres, radii)


def along(p: np.ndarray, q: np.ndarray, t: float) -> Point:
    """The point ``t`` of the way from ``p`` to ``q`` (rows of a batch's segment ends)."""
    return float(p[0] + t * (q[0] - p[0])), float(p[1] + t * (q[1] - p[1]))


def footing(table: Table, bases: Sequence[Base], pieces: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Where each base stands: which pieces (a bases × pieces matrix), at which level, and in hindering terrain."""
    standing = [table.standing(b.pos) for b in bases]
    inside = np.zeros((len(bases), pieces), dtype=bool)
    rows = np.repeat(np.arange(len(bases)), [len(w.pieces) for w in standing])
    inside[rows, np.array([i for w in standing for i in w.pieces], dtype=np.int64)] = True
    level = np.array([w.level for w in standing], dtype=np.int64)
    in_hindering = np.array([w.in_hindering for w in standing], dtype=bool)
    return inside, level, in_hindering


def pairs_of(sources: Sequence[Base], targets: Sequence[Base]) -> tuple[list[Base], np.ndarray, np.ndarray]:
    """Pairs given as two lists, as one list of distinct bases and the index arrays of each pair's two ends."""
    rows: dict[int, int] = {}
    bases: list[Base] = []
    for base in [*sources, *targets]:
        if id(base) not in rows:
            rows[id(base)] = len(bases)
            bases.append(base)
    src = np.array([rows[id(b)] for b in sources], dtype=np.int64)
    dst = np.array([rows[id(b)] for b in targets], dtype=np.int64)
    return bases, src, dst
