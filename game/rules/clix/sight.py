"""Line of fire in clix: the geometry of seed 004 (rules 1-2, 12-16) on the board's ray engine.

Every answer says clear, hindered or blocked, the defence modifier the line gives the target, and the reasons:
which piece or base, where the ray meets it, and the rule, so the window can draw and explain it.

The elevated cases of clix rule 14 (with integer levels, ``elevation`` 0 being the ground):

- a. both on the ground: any elevated (or steep) piece the line crosses blocks it;
- b. both on elevated terrain: only what stands on elevated terrain counts: blocking and hindering pieces lying
  on elevated terrain, figures on elevated terrain, and elevated terrain higher than both figures;
- c. exactly one on elevated terrain: elevated terrain other than the pieces the two stand on blocks; blocking
  terrain blocks; figures on elevated terrain block, figures on the ground do not; hindering terrain gives +1
  only when the attacker or the target stands in hindering terrain;
- e. an attacker on the ground shooting at a target on elevated terrain gives the target +1 (height); not an
  attacker on a hill shooting up to a higher top, who is not on open ground.

Hindering terrain (12) gives +1 once however many pieces the line crosses; the piece the attacker stands in
does not hinder its own shots (it looks out of it) unless the target stands in it too. Water, deep water,
low walls (rule 11 is optional and not played) and impassable terrain do not affect the line; obstacles
(hedges, closed doors) hinder like bushes. docs/rules/clix.md explains each decision.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from game.board.geometry import distance
from game.board.rays import KIND_CODE, Crossings, RayIndex
from game.board.sight import Obstruction, along, bases_on_lines, footing, pairs_of
from game.board.table import Base, Table
from game.board.terrain import Kind, Point, quoted
from game.board.tile_cover import painted_with

CLEAR, HINDERED, BLOCKED = "clear", "hindered", "blocked"
RESULTS = (CLEAR, HINDERED, BLOCKED)

_BLOCKING = KIND_CODE[Kind.BLOCKING]
_ELEVATED = (KIND_CODE[Kind.ELEVATED], KIND_CODE[Kind.STEEP])


@dataclass(frozen=True)
class LineOfFire:
    source: str
    target: str
    start: Point
    end: Point
    result: str
    defence_modifier: int
    reasons: tuple[Obstruction, ...]

    @property
    def length(self) -> float:
        return distance(self.start, self.end)

    @property
    def blocker(self) -> Obstruction | None:
        """The first thing along the line that blocks it."""
        return next((r for r in self.reasons if r.effect in ("blocks", "arc")), None)


#: The kinds that can block a clix line, and those that can hinder it; nothing else matters to it.
_BLOCKERS = frozenset({Kind.BLOCKING, Kind.ELEVATED, Kind.STEEP})
_HINDERERS = frozenset({Kind.HINDERING, Kind.OBSTACLE})
#: Up to this many lines, one trace of both is cheaper than dropping the blocked lines before the second.
_ONE_TRACE = 128
_IS_BLOCKER, _IS_HINDERER = (np.isin(np.arange(len(KIND_CODE)), [KIND_CODE[k] for k in kinds])
                             for kinds in (_BLOCKERS, _HINDERERS))


class Sights:
    """Lines of fire for a batch of (source, target) pairs among ``bases``: verdicts as arrays, explanations on
    request.

    ``result(k)`` and ``modifier(k)`` answer from arrays, which is what the AI's searches use; ``sights[k]``
    builds the :class:`LineOfFire` of pair k with all its reasons. A batch works in stages and drops each
    line as soon as it is blocked: first the arc, then other bases, then terrain that blocks, and only the
    lines still open are checked for hindering terrain. ``explain=True`` keeps every line to the end, so that
    all its reasons are known (used for one line at a time).
    """

    def __init__(self, table: Table, bases: Sequence[Base], src: np.ndarray, dst: np.ndarray,
                 explain: bool = False, names: Mapping[str, str] | None = None) -> None:
        self.table, self.bases, self.explain = table, list(bases), explain
        self.names = dict(names or {})
        self.src, self.dst = np.asarray(src, dtype=np.int64), np.asarray(dst, dtype=np.int64)
        n = len(self.src)
        index = self.index = RayIndex.for_map(table.map)
        pos = np.array([b.pos for b in self.bases], dtype=np.float64).reshape(-1, 2)
        facing = np.array([b.facing for b in self.bases], dtype=np.float64)
        arc = np.array([b.front_arc for b in self.bases], dtype=np.float64)
        p, q = pos[self.src], pos[self.dst]
        heading = np.degrees(np.arctan2(q[:, 1] - p[:, 1], q[:, 0] - p[:, 0]))
        off = np.abs((heading - facing[self.src] + 180.0) % 360.0 - 180.0)
        self.arc_ok = (off <= arc[self.src] / 2 + 1e-9) | (p == q).all(axis=1)
        live = self.live = np.flatnonzero(self.arc_ok)
        self.p, self.q = p[live], q[live]
        si, ti = self.src[live], self.dst[live]

        inside, level, _ = footing(table, self.bases, len(index))
        in_hindering = np.any(inside[:, _IS_HINDERER[index.kind]], axis=1)  # a hedge is the seed's bushes (14c)
        src_level, dst_level = level[si], level[ti]
        case_a = (src_level == 0) & (dst_level == 0)
        case_b = (src_level > 0) & (dst_level > 0)
        self.case = np.where(case_a, 0, np.where(case_b, 1, 2))
        m = len(live)

        # bases in the way: any other figure's on the ground (case a), only raised ones otherwise
        self.others = list(table.bases.values())
        on_table = {b.id: i for i, b in enumerate(self.others)}
        table_ref = np.array([on_table.get(b.id, -1) for b in self.bases], dtype=np.int64)
        self.base_seg, self.base_ref, self.base_t = _bases_in_way(
            self.p, self.q, self.others, table_ref[si], table_ref[ti], case_a
        )
        blocked = np.zeros(m, dtype=bool)
        blocked[self.base_seg] = True

        def crossings(kinds: frozenset[Kind]) -> Crossings:
            """The terrain of ``kinds`` crossed by the lines still open (all of them when explaining)."""
            todo = np.arange(m) if explain else np.flatnonzero(~blocked)
            sp, sq = self.p[todo], self.q[todo]
            seg, piece = index.line_candidates(sp, sq, kinds)
            cr = index.cross(sp, sq, seg, piece, inside[si[todo][seg], piece], inside[ti[todo][seg], piece])
            return Crossings(todo[cr.seg], cr.piece, cr.t, cr.start_in, cr.end_in)

        on_elevated = index.on_elevated(table.elevation_at)

        # terrain that blocks; in a small batch not to be explained, the terrain that hinders is traced with it
        # (one trace costs less than two when there are few lines) and read for the lines still open after
        together = not explain and m <= _ONE_TRACE
        found = crossings(_BLOCKERS | _HINDERERS if together else _BLOCKERS)
        cr = self.cr_block = found.rows(_IS_BLOCKER[index.kind[found.piece]]) if together else found
        kind, sa, sb = index.kind[cr.piece], case_a[cr.seg], case_b[cr.seg]
        either_in = cr.start_in | cr.end_in
        higher = index.elevation[cr.piece] > np.maximum(src_level, dst_level)[cr.seg]
        is_elevated = (kind == _ELEVATED[0]) | (kind == _ELEVATED[1])
        self.blocks = ((kind == _BLOCKING) & ~(sb & ~on_elevated[cr.piece])) | (
            is_elevated & (sa | (~sa & ~either_in & (~sb | higher)))
        )
        blocked[cr.seg[self.blocks]] = True

        # terrain that hinders, on the lines still open (clix 12; 14b: only what lies on elevated terrain)
        if together:
            cr = self.cr_hinder = found.rows(_IS_HINDERER[index.kind[found.piece]] & ~blocked[found.seg])
        else:
            cr = self.cr_hinder = crossings(_HINDERERS)
        sa, sb = case_a[cr.seg], case_b[cr.seg]
        self.hinders = ~(cr.start_in & ~cr.end_in) & (sa | (sb & on_elevated[cr.piece]))
        line_hindered = np.bincount(cr.seg[self.hinders], minlength=m) > 0

        # verdicts
        self.stand_hindered = (in_hindering[si], in_hindering[ti])
        hindered = np.where(case_a | case_b, line_hindered, self.stand_hindered[0] | self.stand_hindered[1])
        self.height = (src_level == 0) & (dst_level > 0)
        self.codes = np.full(n, 2, dtype=np.int8)
        self.codes[live] = np.where(blocked, 2, np.where(hindered, 1, 0))
        self.modifiers = np.zeros(n, dtype=np.int64)
        self.modifiers[live] = np.where(blocked, 0, hindered.astype(np.int64) + self.height)

    def __len__(self) -> int:
        return len(self.src)

    def result(self, k: int) -> str:
        return RESULTS[self.codes[k]]

    def modifier(self, k: int) -> int:
        return int(self.modifiers[k])

    def __getitem__(self, k: int) -> LineOfFire:
        src, dst = self.bases[self.src[k]], self.bases[self.dst[k]]
        if not self.explain:
            return Sights(self.table, [src, dst], np.array([0]), np.array([1]), True, self.names)[0]
        result, modifier = self.result(k), self.modifier(k)
        if not self.arc_ok[k]:
            who, whom = self.names.get(src.id, src.id), self.names.get(dst.id, dst.id)
            reason = Obstruction("arc", "1", f"{whom} is outside {who}'s front arc (rule 1)", "arc")
            return LineOfFire(src.id, dst.id, src.pos, dst.pos, result, modifier, (reason,))
        j = int(np.searchsorted(self.live, k))
        case = "abc"[self.case[j]]
        p, q = self.p[j], self.q[j]
        reasons = _terrain_reasons(self.index, self.cr_block, self.blocks, "blocks", j, p, q, case)
        reasons += _named_once(_terrain_reasons(self.index, self.cr_hinder, self.hinders, "hinders", j, p, q, case))
        for i in np.flatnonzero(self.base_seg == j):
            other, t = self.others[self.base_ref[i]], float(self.base_t[i])
            rule = "2" if case == "a" else "14" + case
            name = other.called
            reasons.append(Obstruction("blocks", rule, f"the base of {name} is in the way (rule {rule})",
                                       "base", other.id, name, along(p, q, t), t))
        reasons.sort(key=lambda r: (r.effect != "blocks", r.t))
        if result != BLOCKED:
            if case == "c" and (self.stand_hindered[0][j] or self.stand_hindered[1][j]):
                who = src if self.stand_hindered[0][j] else dst
                text = f"{who.called} stands in hindering terrain: +1 defence (rule 14c)"
                reasons.append(Obstruction("hinders", "14c", text, Kind.HINDERING.value, who.id))
            if self.height[j]:
                text = f"{dst.called} stands on elevated terrain, {src.called} on the ground: +1 defence (rule 14e)"
                reasons.append(Obstruction("height", "14e", text))
        else:
            reasons = [r for r in reasons if r.effect == "blocks"]
        return LineOfFire(src.id, dst.id, src.pos, dst.pos, result, modifier, tuple(reasons))


def _bases_in_way(p: np.ndarray, q: np.ndarray, others: list[Base], src_ref: np.ndarray, dst_ref: np.ndarray,
                  case_a: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(segment, base, entry t) of every base a line passes through, other than its own two figures' (given as
    indices into ``others``, -1 when not on the table); off the ground (cases b, c) only raised bases count."""
    seg, ref, t = bases_on_lines(p, q, others)
    raised = np.array([b.elevation > 0 for b in others], dtype=bool)
    keep = (ref != src_ref[seg]) & (ref != dst_ref[seg]) & (case_a[seg] | raised[ref])
    return seg[keep], ref[keep], t[keep]


def clix_lines(table: Table, sources: Sequence[Base], targets: Sequence[Base], explain: bool = False,
               names: Mapping[str, str] | None = None) -> Sights:
    """The clix line of fire from each source base to the target base at the same place in the lists.

    Bases may be hypothetical (not on the table, or the same figure somewhere else): the AI asks "from there,
    whom could I shoot?". Every base on the table other than the pair's own two figures can block.
    ``explain=True`` when every line will be explained (a ruleset listing the targets it offers): the batch
    then keeps all its reasons, rather than each explanation tracing its line again. ``names`` (figure id →
    name) words the reasons that name figures.
    """
    return Sights(table, *pairs_of(sources, targets), explain=explain, names=names)


def clix_all_pairs(table: Table, bases: Sequence[Base]) -> Sights:
    """Every unordered pair of ``bases``, the earlier in the list shooting at the later."""
    src, dst = np.triu_indices(len(bases), k=1)
    return Sights(table, bases, src, dst)


def _terrain_reasons(index: RayIndex, cr: Crossings, flags: np.ndarray, effect: str, j: int, p: np.ndarray,
                     q: np.ndarray, case: str) -> list[Obstruction]:
    """The pieces of line ``j`` that have ``effect`` (the flagged crossings), nearest first."""
    rows = np.flatnonzero((cr.seg == j) & flags)
    out = []
    for row in rows[np.argsort(cr.t[rows], kind="stable")]:
        piece = index.pieces[cr.piece[row]]
        t = float(cr.t[row])
        if effect == "blocks":
            rule = {"a": "14a" if piece.kind.is_elevated else "13", "b": "14b", "c": "14c"}[case]
            if piece.kind is Kind.STEEP:
                rule += ", 16"
            text = f"{piece.described} blocks the line (rule {rule})"
        else:
            rule = "12" if case == "a" else "14b"  # +1 once, however many pieces (rule 12)
            text = f"the line crosses hindering terrain {quoted(piece.name)}: +1 defence (rule {rule})"
        out.append(Obstruction(effect, rule, text, piece.kind.value, piece.id, piece.name, along(p, q, t), t))
    return out


def _named_once(hinders: list[Obstruction]) -> list[Obstruction]:
    """The first piece that hinders (+1 once, however many: rule 12); the wood itself where the line meets the
    tiles painted with it first ("tiles of Raven copse")."""
    if not hinders:
        return []
    wood = painted_with(hinders[0].name)
    return [next((r for r in hinders if r.name == wood), hinders[0])]


def clix_line(table: Table, source: str, target: str, names: Mapping[str, str] | None = None) -> LineOfFire:
    """The clix line of fire between two figures on the table, fully explained."""
    return Sights(table, [table.bases[source], table.bases[target]], np.array([0]), np.array([1]), True, names)[0]


def clix_batch(table: Table, bases: Sequence[Base], src: np.ndarray, dst: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Many lines at once (the firing-lane heat map): seen, and hindered, per line, by rules 12-16."""
    codes = Sights(table, bases, src, dst).codes
    return codes != RESULTS.index(BLOCKED), codes == RESULTS.index(HINDERED)
