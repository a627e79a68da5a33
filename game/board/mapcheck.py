"""What a map maker wants to know about a map before playing on it: its pieces by kind and size, and problems.

Problems are warnings (the map plays, but probably not as meant) or errors (it cannot be played as it stands):

- elevated pieces of the same level that overlap (a hill drawn twice, or a level-2 top drawn as level 1);
- gaps narrower than a base between pieces no base may enter: a lane that looks open on the map but that no
  figure can use;
- deployment points where a figure may not stand (error), or from where it cannot reach the rest of the table;
- no terrain at all, and objects of other layers that are not terrain (a third-party map's trees, say);
- pieces lying wholly off the table (moved there by mistake: a river may run past the edge, but not start there);
- a scale that makes bases smaller than a tile.

Reachability is judged on a grid: spots where a base of ``base`` inches fits (no forbidden terrain under it),
joined to their neighbours unless a cliff of steep terrain lies between.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter, deque
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from game.board.shapes import signed_area
from game.board.table import Base, Table
from game.board.tablemap import TableMap
from game.board.terrain import FORBIDDEN_TO_ENTER, Kind, Point, TerrainPiece
from game.board.tmx_values import parse_kind

#: The base a gap must let through, and the one a deployment check places (inches).
BASE = 1.5
#: Kinds no base may enter or cross into; the gaps between these matter.
IMPASSE = FORBIDDEN_TO_ENTER | {Kind.STEEP}
#: Overlaps and gaps smaller than this are drawing noise (shared edges, pieces that touch), not problems.
EPS = 0.02
#: Spacing of the reachability grid, inches.
STEP = 0.5
#: Most pairs of pieces lying close together that one check compares (the battle map has 136; a hostile map of a
#: thousand hills piled on one spot has half a million, each a clipping of outlines): the rest are not compared.
MOST_PAIRS = 5_000
#: Most problems a report lists; the others are counted (a map of a thousand overlapping hills would list
#: half a million overlaps, and the window would ring each).
MOST_LISTED = 200


@dataclass(frozen=True)
class Problem:
    level: str  # "warning" | "error"
    text: str
    at: Point | None = None


@dataclass
class Report:
    """A map's (or scenario's) check: a title, the summary lines, and the problems found."""

    title: str
    summary: list[str] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)  # the first ``MOST_LISTED``
    unlisted: Counter[str] = field(default_factory=Counter)  # by level, those past them

    def warn(self, text: str, at: Point | None = None) -> None:
        self._add(Problem("warning", text, at))

    def error(self, text: str, at: Point | None = None) -> None:
        self._add(Problem("error", text, at))

    def _add(self, problem: Problem) -> None:
        if len(self.problems) < MOST_LISTED:
            self.problems.append(problem)
        else:
            self.unlisted[problem.level] += 1

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.level == "error"]

    @property
    def warnings(self) -> list[Problem]:
        return [p for p in self.problems if p.level == "warning"]

    @property
    def exit_code(self) -> int:
        """0: all well, 1: warnings, 2: errors."""
        return 2 if self.errors or self.unlisted["error"] else 1 if self.problems else 0

    def verdict(self) -> str:
        if not self.problems:
            return "no problems found"
        errors, warnings = len(self.errors) + self.unlisted["error"], len(self.warnings) + self.unlisted["warning"]
        unlisted = sum(self.unlisted.values())
        return f"{errors} error(s), {warnings} warning(s)" + (
            f" (the first {len(self.problems)} listed, {unlisted} more not)" if unlisted else "")

    def lines(self) -> list[str]:
        out = [self.title, *(f"  {line}" for line in self.summary)]
        for problem in self.problems:
            out.append(f"{problem.level}: {problem.text}")
        out.append(self.verdict())
        return out

    def text(self) -> str:
        return "\n".join(self.lines())


def piece_size(piece: TerrainPiece) -> float:
    """Area in square inches (a thin piece: its length times its thickness)."""
    if piece.is_thin:
        return sum(math.dist(a, b) for a, b in zip(piece.line, piece.line[1:], strict=False)) * piece.thickness
    return sum(signed_area(ring) for ring in piece.rings)


def check_map(table: Table, base: float = BASE, other_objects: dict[str, int] | None = None) -> Report:
    """The report on a map; ``other_objects`` counts objects of non-terrain layers by layer (see
    :func:`objects_not_terrain`)."""
    tmap = table.map
    report = Report(f"{tmap.path}: {tmap.properties.get('title') or tmap.path.stem}")
    report.summary.append(
        f'{tmap.width:g}" × {tmap.height:g}" ({tmap.cols} × {tmap.rows} tiles of {tmap.inches_per_tile:g}"), '
        f"{len(tmap.pieces)} terrain pieces, {len(tmap.deployment)} deployment points")
    counts = Counter(p.kind for p in tmap.pieces)
    for kind in sorted(counts, key=lambda k: (-counts[k], k.value)):
        pieces = [p for p in tmap.pieces if p.kind is kind]
        sizes = [piece_size(p) for p in pieces]
        report.summary.append(f"{kind.value:<11} {len(pieces):>4} pieces, {sum(sizes):8.1f} sq in "
                              f"(smallest {min(sizes):.1f}, largest {max(sizes):.1f})")
    if not tmap.pieces:
        report.warn("the map has no terrain: draw it on an object layer named 'terrain', one object per piece "
                    "with its kind as class (docs/maps.md)")
    for layer, count in sorted((other_objects or {}).items()):
        report.summary.append(f"layer {layer!r}: {count} objects that are not terrain (their class names no kind)")
    if tmap.inches_per_tile > base:
        report.warn(f'the scale makes a {base:g}" base smaller than a tile ({tmap.inches_per_tile:g}" a tile): '
                    "set the map property inches_per_tile")
    _off_the_table(tmap, report)
    _elevated_overlaps(tmap.pieces, report)
    _narrow_gaps(tmap, base, report)
    _deployment(table, base, report)
    return report


def objects_not_terrain(tmap: TableMap) -> dict[str, int]:
    """Objects of layers other than ``terrain`` and ``deployment`` whose class names no kind, by layer: read from
    the pytmx map the loader keeps for drawing, as the loader itself keeps only terrain and deployment points."""
    counts: Counter[str] = Counter()
    mapped = {piece.object_id for piece in tmap.pieces}  # terrain through the map's terrain mapping, too
    for group in getattr(tmap.tiled, "objectgroups", ()):
        name = group.name or ""
        if name.strip().casefold() in ("terrain", "deployment"):
            continue
        for obj in group:
            cls = getattr(obj, "class", None) or obj.type
            if parse_kind(cls) is None and parse_kind(obj.properties.get("terrain")) is None and obj.id not in mapped:
                counts[name] += 1
    return dict(counts)


def _off_the_table(tmap: TableMap, report: Report) -> None:
    """A piece wholly past the map's edge: terrain no figure will ever meet (one partly past it, a river running
    off the table, is cut at the edge in play as it should be)."""
    for piece in tmap.pieces:
        x0, y0, x1, y1 = piece.bbox
        if x1 <= 0 or y1 <= 0 or x0 >= tmap.width or y0 >= tmap.height:
            report.warn(f"{piece.kind.value} {piece.name!r} ({piece.source}) lies off the table, wholly outside the "
                        f'map\'s {tmap.width:g}" × {tmap.height:g}"')


# --- overlaps ---------------------------------------------------------------------------------------------------
def _clip(subject: Sequence[Point], clip: Sequence[Point]) -> list[Point]:
    """Sutherland–Hodgman: the part of convex ``subject`` inside convex ``clip`` (both positive area)."""
    out = list(subject)
    for i, a in enumerate(clip):
        b = clip[(i + 1) % len(clip)]
        inp, out = out, []
        if not inp:
            break

        def side(p: Point, a: Point = a, b: Point = b) -> float:
            return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])

        for j, p in enumerate(inp):
            q = inp[(j + 1) % len(inp)]
            sp, sq = side(p), side(q)
            if sp >= 0:
                out.append(p)
            if (sp >= 0) != (sq >= 0):
                t = sp / (sp - sq)
                out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return out


def overlap_area(a: TerrainPiece, b: TerrainPiece) -> float:
    """The area two area pieces share, from their convex parts."""
    total = 0.0
    for pa in a.parts:
        for pb in b.parts:
            clipped = _clip(pa, pb)
            if len(clipped) >= 3:
                total += signed_area(tuple(clipped))
    return total


def _boxes_near(a: TerrainPiece, b: TerrainPiece, margin: float) -> bool:
    ax0, ay0, ax1, ay1 = a.bbox
    bx0, by0, bx1, by1 = b.bbox
    return ax0 - margin <= bx1 and bx0 - margin <= ax1 and ay0 - margin <= by1 and by0 - margin <= ay1


def _close_pairs(pieces: Sequence[TerrainPiece], margin: float, what: str,
                 report: Report) -> list[tuple[TerrainPiece, TerrainPiece]]:
    """The pairs of ``pieces`` whose boxes lie within ``margin`` of each other, in the order of ``pieces`` (as a
    loop over every pair would give them), found by a sweep along x; at most ``MOST_PAIRS``, with a warning
    when there were more."""
    order = sorted(range(len(pieces)), key=lambda k: pieces[k].bbox[0])
    found: list[tuple[int, int]] = []
    for n, i in enumerate(order):
        a = pieces[i]
        right = a.bbox[2] + margin
        for j in order[n + 1:]:
            b = pieces[j]
            if b.bbox[0] > right:
                break
            if _boxes_near(a, b, margin):
                if len(found) == MOST_PAIRS:
                    report.warn(f"more than {MOST_PAIRS:,} pairs of {what} lie close together: only the first "
                                f"{MOST_PAIRS:,} were compared")
                    return [(pieces[i], pieces[j]) for i, j in sorted(found)]
                found.append((min(i, j), max(i, j)))
    return [(pieces[i], pieces[j]) for i, j in sorted(found)]


def _elevated_overlaps(pieces: Sequence[TerrainPiece], report: Report) -> None:
    """Pieces drawn as objects are compared with objects, tile pieces with tile pieces: the tiles under a hill
    object mirror it on purpose (the art and the terrain agree), which is no overlap to fix."""
    raised = [p for p in pieces if p.kind.is_elevated and not p.is_thin]
    for a, b in _close_pairs(raised, 0.0, "raised pieces", report):
        same_origin = (a.object_id is None) == (b.object_id is None)
        if same_origin and a.elevation == b.elevation:
            area = overlap_area(a, b)
            if area > EPS:
                report.warn(f"{a.kind.value} {a.name!r} ({a.source}) and {b.kind.value} {b.name!r} ({b.source}) "
                            f"overlap by {area:.1f} sq in at the same level {a.elevation}: a higher part "
                            "should have a higher elevation", _centre(a))


# --- gaps -------------------------------------------------------------------------------------------------------
def _outline(piece: TerrainPiece) -> tuple[np.ndarray, float]:
    """A piece's segments (n × 4: x1, y1, x2, y2) and the half-width to take off distances to them."""
    if piece.is_thin:
        pts = piece.line
        return np.array([(*p, *q) for p, q in itertools.pairwise(pts)], dtype=np.float64), piece.thickness / 2
    segs = [(*ring[i], *ring[(i + 1) % len(ring)]) for ring in piece.rings for i in range(len(ring))]
    return np.array(segs, dtype=np.float64), 0.0


def _point_segment(px: np.ndarray, py: np.ndarray, s: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Distances from points (shape m × 1) to segments (1 × n) and the nearest points on the segments."""
    x1, y1, dx, dy = s[:, 0], s[:, 1], s[:, 2] - s[:, 0], s[:, 3] - s[:, 1]
    length2 = np.maximum(dx * dx + dy * dy, 1e-18)
    t = np.clip(((px - x1) * dx + (py - y1) * dy) / length2, 0.0, 1.0)
    nx, ny = x1 + t * dx, y1 + t * dy
    return np.hypot(px - nx, py - ny), nx, ny


def gap_between(a: TerrainPiece, b: TerrainPiece) -> tuple[float, Point]:
    """The clear distance between two pieces (0 when they touch or cross) and the middle of the narrowest place.

    Endpoint distances miss outlines that cross each other, so crossing is tested first."""
    sa, ha = _outline(a)
    sb, hb = _outline(b)
    if _cross(sa, sb):
        return 0.0, _centre(a)
    best, at = math.inf, (0.0, 0.0)
    for s, t in ((sa, sb), (sb, sa)):
        d, nx, ny = _point_segment(s[:, 0:1], s[:, 1:2], t)
        d2, nx2, ny2 = _point_segment(s[:, 2:3], s[:, 3:4], t)
        for dist, qx, qy, ox, oy in ((d, nx, ny, s[:, 0:1], s[:, 1:2]), (d2, nx2, ny2, s[:, 2:3], s[:, 3:4])):
            k = np.unravel_index(int(np.argmin(dist)), dist.shape)
            if dist[k] < best:
                best = float(dist[k])
                at = (float((qx[k] + ox[k[0], 0]) / 2), float((qy[k] + oy[k[0], 0]) / 2))
    return max(best - ha - hb, 0.0), at


def _cross(sa: np.ndarray, sb: np.ndarray) -> bool:
    """Whether any segment of ``sa`` crosses (or touches) any of ``sb``."""
    def turn(ax: np.ndarray, ay: np.ndarray, bx: np.ndarray, by: np.ndarray, cx: np.ndarray,
             cy: np.ndarray) -> np.ndarray:  # sign of the turn a -> b -> c
        return np.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax))

    p, q = (sa[:, None, 0], sa[:, None, 1]), (sa[:, None, 2], sa[:, None, 3])
    r, s = (sb[None, :, 0], sb[None, :, 1]), (sb[None, :, 2], sb[None, :, 3])
    d1, d2 = turn(*p, *q, *r), turn(*p, *q, *s)
    d3, d4 = turn(*r, *s, *p), turn(*r, *s, *q)
    return bool(np.any((d1 * d2 <= 0) & (d3 * d4 <= 0) & ~((d1 == 0) & (d2 == 0))))


def _narrow_gaps(tmap: TableMap, base: float, report: Report) -> None:
    """Each narrow place once, named after object pieces where it can be (tile pieces often mirror them)."""
    walls = sorted((p for p in tmap.pieces if p.kind in IMPASSE), key=lambda p: (p.object_id is None, p.id))
    seen: set[tuple[int, int]] = set()
    for a, b in _close_pairs(walls, base, "pieces no base may enter", report):
        gap, at = gap_between(a, b)
        spot = (round(at[0]), round(at[1]))
        if EPS < gap < base and spot not in seen and not _overlapping(a, b):
            seen.add(spot)
            report.warn(f'a gap of {gap:.2f}" between {a.kind.value} {a.name!r} ({a.source}) and {b.kind.value} '
                        f'{b.name!r} ({b.source}) at ({at[0]:.1f}, {at[1]:.1f}): a {base:g}" base cannot pass', at)


def _overlapping(a: TerrainPiece, b: TerrainPiece) -> bool:
    """Whether one piece lies inside the other (their outlines then never come near each other)."""
    if a.is_thin or b.is_thin:
        return False
    return overlap_area(a, b) > EPS


# --- deployment and reachability --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Regions:
    """Where a base fits, on a grid of ``STEP`` inches, and which connected region each such spot belongs to."""

    xs: np.ndarray
    ys: np.ndarray
    label: np.ndarray  # rows × cols; -1 where no base fits
    sizes: list[int]

    def region_at(self, p: Point) -> int:
        """The region of the grid spot nearest ``p`` where a base fits (-1 if none lies within one step)."""
        best, found = math.inf, -1
        c0, r0 = round((p[0] - self.xs[0]) / STEP), round((p[1] - self.ys[0]) / STEP)
        for r in range(max(r0 - 2, 0), min(r0 + 3, len(self.ys))):
            for c in range(max(c0 - 2, 0), min(c0 + 3, len(self.xs))):
                d = math.hypot(self.xs[c] - p[0], self.ys[r] - p[1])
                if self.label[r, c] >= 0 and d < best and d <= STEP * 1.5:
                    best, found = d, int(self.label[r, c])
        return found

    @property
    def main(self) -> int:
        return int(np.argmax(self.sizes)) if self.sizes else -1


def regions(table: Table, base: float = BASE) -> Regions:
    """The connected regions of the table a base of ``base`` inches can move within."""
    tmap, r = table.map, base / 2
    xs = np.arange(r, tmap.width - r + 1e-9, STEP)
    ys = np.arange(r, tmap.height - r + 1e-9, STEP)
    steep = any(p.kind is Kind.STEEP for p in tmap.pieces)
    fits = np.zeros((len(ys), len(xs)), dtype=bool)
    # which steep pieces a spot lies on, each set numbered as met (a bit a piece overflowed past 63 pieces)
    zone = np.zeros((len(ys), len(xs)), dtype=np.int64)
    zones: dict[tuple[int, ...], int] = {(): 0}
    for i, y in enumerate(ys):
        for j, x in enumerate(xs):
            fits[i, j] = not table.pieces_under_base(float(x), float(y), r, FORBIDDEN_TO_ENTER)
            if steep and fits[i, j]:
                on = tuple(p.id for p in table.pieces_at((float(x), float(y)), (Kind.STEEP,)))
                zone[i, j] = zones.setdefault(on, len(zones))
    label = np.full(fits.shape, -1, dtype=np.int64)
    sizes: list[int] = []
    for start in zip(*np.nonzero(fits), strict=True):
        if label[start] >= 0:
            continue
        n, queue = len(sizes), deque([start])
        label[start] = n
        count = 0
        while queue:
            i, j = queue.popleft()
            count += 1
            for di, dj in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                a, b = i + di, j + dj
                if (0 <= a < len(ys) and 0 <= b < len(xs) and fits[a, b] and label[a, b] < 0
                        and zone[a, b] == zone[i, j]):
                    label[a, b] = n
                    queue.append((a, b))
        sizes.append(count)
    return Regions(xs, ys, label, sizes)


def _deployment(table: Table, base: float, report: Report) -> None:
    points = table.map.deployment
    if not points:
        return
    found = regions(table, base)
    for point in points:
        where = f"deployment point {point.object_id} ({point.name!r}, side {point.side})"
        problems = table.problems_at(Base("check", *point.at, diameter=base))
        if problems:
            report.error(f"{where}: a figure may not stand there: {'; '.join(problems)}", point.at)
        elif found.region_at(point.at) != found.main:
            report.warn(f"{where} at ({point.at[0]:g}, {point.at[1]:g}) cannot be reached from the rest of the "
                        "table (walled in by terrain no base may enter, or on a cliff-ringed plateau)", point.at)


def _centre(piece: TerrainPiece) -> Point:
    x0, y0, x1, y1 = piece.bbox
    return (x0 + x1) / 2, (y0 + y1) / 2
