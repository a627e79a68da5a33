"""What a map maker wants to know about a map before playing on it: its pieces by kind and size, and problems.

Problems are warnings (the map plays, but probably not as meant) or errors (it cannot be played as it stands):

- elevated pieces of the same level that overlap (a hill drawn twice, or a level-2 top drawn as level 1);
- gaps narrower than a base between pieces no base may enter: a lane that looks open on the map but that no
  figure can use, where going round is a long way (a crack between a boulder and a crag is no lane); on a grid
  map, where pieces step from square to square, a blocking piece that walls off no square instead;
- deployment points where a figure may not stand (error), or from where it cannot reach the rest of the table;
- no terrain at all, and objects of other layers that are not terrain (a third-party map's trees, say);
- pieces lying wholly off the table (moved there by mistake: a river may run past the edge, but not start there);
- an object painted all over with terrain tiles of another kind or level, which hold as well as its class;
- a scale that makes bases smaller than a tile (on a map that is not a grid);
- tiles that are not square (the table is drawn in inches, so the map looks squeezed beside Tiled's picture).

Reachability is judged on a grid: spots where a base of ``base`` inches fits (no forbidden terrain under it),
joined to their neighbours unless a cliff of steep terrain lies between.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property

import numpy as np
import shapely
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import connected_components, dijkstra

from game.board.collector import held_off
from game.board.errors import MapError
from game.board.grid import Grid, Square, square_name, squares_covered
from game.board.shapes import signed_area
from game.board.table import CONTACT, Base, Table
from game.board.tablemap import TableMap
from game.board.terrain import FORBIDDEN_TO_ENTER, Kind, Point, TerrainPiece, quoted
from game.board.tmx_mapping import CHOICES, IGNORE, Category, suggest
from game.board.tmx_values import parse_kind
from game.board.tmx_xml import OWN_LAYERS
from game.words import counted

#: The base a gap must let through, and the one a deployment check places (inches).
BASE = 1.5
#: Kinds no base may enter or cross into; the gaps between these matter.
IMPASSE = FORBIDDEN_TO_ENTER | {Kind.STEEP}
#: Overlaps and gaps smaller than this are drawing noise (shared edges, pieces that touch), not problems.
EPS = 0.02
#: Spacing of the reachability grid, inches.
STEP = 0.5
#: A narrow gap is worth a warning only where going round it is longer than going through it would be, by more
#: than this many bases (4.5" for a 1.5" base): a base steps round a boulder beside a crag (4.4" more on the
#: battle map), not round a row of houses or along a river (11" and more).
DETOUR = 3.0
#: Most pairs of pieces lying close together that one check compares (the battle map has 136; a hostile map of a
#: thousand hills piled on one spot has half a million, each a clipping of outlines): the rest are not compared.
MOST_PAIRS = 5_000
#: Most candidate pairs (of pieces, or of segments) one step of the checker's numpy work holds: a few MB each.
BATCH = 1 << 16
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
    hints: list[str] = field(default_factory=list)  # what the command line can do about a problem (the window
    # has its own way: a button, a dialog)

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
        return f"{counted(errors, 'error')}, {counted(warnings, 'warning')}" + (
            f" (the first {len(self.problems):,} listed, {unlisted:,} more not)" if unlisted else "")

    def lines(self) -> list[str]:
        out = [self.title, *(f"  {line}" for line in self.summary)]
        for problem in self.problems:
            out.append(f"{problem.level}: {problem.text}")
        out.append(self.verdict())
        out += [f"hint: {hint}" for hint in self.hints]
        return out

    def text(self) -> str:
        return "\n".join(self.lines())


def kind_line(kind: Kind, sizes: Sequence[float]) -> str:
    """The summary's line for the pieces of a kind, in columns: "hindering   2 pieces,       20.0 sq in (…)"; a
    column a long count overfills keeps a space after it ("10,000 pieces," ran into its area)."""
    pieces_of = counted(len(sizes), "piece") + ","
    return (f"{kind.value:<11} {pieces_of:<11} {sum(sizes):8,.1f} sq in "
            f"(smallest {min(sizes):,.1f}, largest {max(sizes):,.1f})")


def piece_size(piece: TerrainPiece) -> float:
    """Area in square inches (a thin piece: its length times its thickness)."""
    if piece.is_thin:
        return sum(math.dist(a, b) for a, b in zip(piece.line, piece.line[1:], strict=False)) * piece.thickness
    return sum(signed_area(ring) for ring in piece.rings)


NAMED_CONVENTIONS = 3  # another game's conventions named in the warning of a map without terrain


@held_off()
def check_map(table: Table, base: float = BASE, other_objects: dict[str, int] | None = None) -> Report:
    """The report on a map; ``other_objects`` counts objects of non-terrain layers by layer (see
    :func:`objects_not_terrain`)."""
    tmap = table.map
    report = Report(f"{tmap.path}: {tmap.properties.get('title') or tmap.path.stem}")
    report.summary.append(
        f'{tmap.width:g}" × {tmap.height:g}" ({tmap.cols} × {tmap.rows} tiles of {tmap.inches_per_tile:g}"), '
        f"{counted(len(tmap.pieces), 'terrain piece')}, {counted(len(tmap.deployment), 'deployment point')}")
    counts = Counter(p.kind for p in tmap.pieces)
    for kind in sorted(counts, key=lambda k: (-counts[k], k.value)):
        pieces = [p for p in tmap.pieces if p.kind is kind]
        sizes = [piece_size(p) for p in pieces]
        report.summary.append(kind_line(kind, sizes))
    dropped, joined = tmap.laid_twice
    laid_twice = [f"{counted(dropped, 'region')} inside objects of their kind, dropped"] if dropped else []
    laid_twice += [f"{counted(joined, 'region')} of raised tiles joined to the hill drawn with them"] if joined else []
    if laid_twice:
        report.summary.append(f"terrain tiles laid twice (docs/maps.md, 2): {'; '.join(laid_twice)}")
    # a grid map (the gamebook's board) plays square by square, one piece to a square and no terrain: neither
    # its empty terrain layer nor its squares, bigger than a base by design, are the map maker's to fix
    grid = bool(tmap.properties.get("grid"))
    if not tmap.pieces and not grid:
        _no_terrain(tmap, report)
    if grid:
        _grid_summary(tmap, report)
    for layer, count in sorted((other_objects or {}).items()):
        report.summary.append(f"layer {layer!r}: {counted(count, 'object')} whose class names no terrain kind")
    if tmap.inches_per_tile > base and not grid:
        report.warn(f'the scale makes a {base:g}" base smaller than a tile ({tmap.inches_per_tile:g}" a tile): '
                    "set the map property inches_per_tile")
    if tmap.tile_width != tmap.tile_height:
        wide = tmap.tile_width / tmap.tile_height
        report.warn(f"the tiles are {tmap.tile_width} × {tmap.tile_height} px but each is "
                    f'{tmap.inches_per_tile:g}" square on the table: the window draws the map '
                    f"{'narrower' if wide > 1 else 'wider'} than Tiled shows it (tiles of equal sides play as drawn)")
    _off_the_table(tmap, report)
    _overpainted(tmap, report)
    _elevated_overlaps(tmap.pieces, report)
    where = functools.cache(lambda: spots(table, base))  # made once, where a gap or a deployment point asks
    if not grid:  # on a grid a piece steps from square to square: what walls a square is checked above
        _narrow_gaps(table, base, report, where)
    _deployment(table, base, report, where)
    return report


def _no_terrain(tmap: TableMap, report: Report) -> None:
    """That the map has no terrain, and what to do: draw it, or, where the map was made for another game and shows
    its conventions, map them (the maker of such a map seldom knows that the program can read them)."""
    unmapped = [c for c in tmap.conventions if c.choice is None]
    if not unmapped:
        report.warn("the map has no terrain: draw it on an object layer named 'terrain', one object per piece with "
                    "its kind as class (docs/maps.md)")
        return
    shown = [f"{c.label} ({c.counts})" for c in unmapped[:NAMED_CONVENTIONS]]
    more = len(unmapped) - len(shown)
    report.warn(f"the map has no terrain of its own, but it marks things in another game's way: {', '.join(shown)}"
                f"{f' and {more} more' if more else ''}; a terrain mapping reads them as terrain "
                "(docs/maps-from-other-games.md)")
    guessed = [f"{c.option}={choice}" for c in unmapped if (choice := suggest(c)) != IGNORE]  # as the dialog does
    window = "or open the map in the window and choose in its Terrain from another game dialog"
    if guessed:
        report.hints.append(f"check it read as terrain with --terrain {','.join(guessed)} (each NAME=KIND, a kind or "
                            f"ignore), {window}")
    else:  # "exit=blocking" was offered for an island's exit, "bg0=blocking" for a forest's backdrop
        report.hints.append(f"none of their names says what terrain it is: say it with --terrain "
                            f"{unmapped[0].option}=KIND (KIND: {', '.join(CHOICES)}), {window}")


def _grid_summary(tmap: TableMap, report: Report) -> None:
    """A grid map's squares and exits (its ``exits`` layer), or why it is no grid."""
    try:
        g = Grid.from_map(tmap)
    except MapError as exc:
        report.error(exc.reason)
        return
    def names(squares: Iterable[Square]) -> str:
        return ", ".join(square_name(*square) for square in sorted(squares, key=lambda s: (s[1], s[0]))) or "none"

    report.summary.append(f'a grid of {g.cols} × {g.rows} squares of {g.size:g}", exits: {names(g.exits)}'
                          + (f"; walls: {names(g.walls)}" if g.walls else ""))
    for piece in tmap.pieces:
        if piece.kind in FORBIDDEN_TO_ENTER and not squares_covered(piece, g.cols, g.rows, g.size):
            report.warn(f"{piece.described} ({piece.source}) covers no square's centre, so it walls off no square: "
                        "a square is a wall where such terrain covers its centre", at=_centre(piece))


def objects_not_terrain(tmap: TableMap) -> dict[str, int]:
    """Objects of layers other than this project's own (``terrain``, ``deployment``, ``exits``) whose class names
    no kind and that the map's terrain mapping does not ignore, by layer: read from
    the pytmx map the loader keeps for drawing, as the loader itself keeps only terrain and deployment points."""
    counts: Counter[str] = Counter()
    mapped = {piece.object_id for piece in tmap.pieces}  # terrain through the map's terrain mapping, too
    ignored = {(c.category, c.name) for c in tmap.conventions if c.choice == IGNORE}  # the mapping said: not terrain
    for group in getattr(tmap.tiled, "objectgroups", ()):
        name = group.name or ""
        if name.strip().casefold() in OWN_LAYERS or (Category.LAYER, name) in ignored:
            continue
        for obj in group:
            cls = getattr(obj, "class", None) or obj.type
            if parse_kind(cls) is None and parse_kind(obj.properties.get("terrain")) is None and obj.id not in mapped \
                    and (Category.CLASS, cls) not in ignored:
                counts[name] += 1
    return dict(counts)


def _named(piece: TerrainPiece) -> str:
    """A piece as the check names it: by the class the maker gave it, its name and where the file holds it."""
    return f"{piece.kind.value} {quoted(piece.name)} ({piece.source})"


def _overpainted(tmap: TableMap, report: Report) -> None:
    """An object filled with terrain tiles of another kind or level: both pieces hold, so the object's class alone
    does not (a church made hindering in Tiled still blocked, for its roof tiles did)."""
    for obj, tiles in tmap.overpainted:
        kind, painted = _kind(obj), _kind(tiles)
        report.warn(f"{kind} {quoted(obj.name)} ({obj.source}) is painted all over with {painted} tiles: both "
                    f"hold, so it is {painted} there as well as {kind}; give the object the tiles' kind, or paint "
                    "other tiles there", _centre(obj))


def _kind(piece: TerrainPiece) -> str:
    return f"{piece.kind.value} (level {piece.elevation})" if piece.kind.is_elevated else piece.kind.value


def _off_the_table(tmap: TableMap, report: Report) -> None:
    """A piece wholly past the map's edge: terrain no figure will ever meet (one partly past it, a river running
    off the table, is cut at the edge in play as it should be)."""
    for piece in tmap.pieces:
        x0, y0, x1, y1 = piece.bbox
        if x1 <= 0 or y1 <= 0 or x0 >= tmap.width or y0 >= tmap.height:
            report.warn(f"{_named(piece)} lies off the table, wholly outside the "
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


def _close_pairs(pieces: Sequence[TerrainPiece], margin: float, what: str,
                 report: Report) -> list[tuple[TerrainPiece, TerrainPiece]]:
    """The pairs of ``pieces`` whose boxes lie within ``margin`` of each other, in the order of ``pieces`` (as a
    loop over every pair would give them), found by a sweep along x; at most ``MOST_PAIRS`` (the first the sweep
    meets), with a warning when there were more.

    The sweep runs in numpy, ``BATCH`` candidate pairs at a time: in Python it took seconds over the ten thousand
    pieces a map may hold."""
    if len(pieces) < 2:
        return []
    boxes = np.array([p.bbox for p in pieces], dtype=np.float64)
    order = np.argsort(boxes[:, 0], kind="stable")
    x0, y0, x1, y1 = boxes[order].T
    # from each position the sweep meets the next ones, up to the first box starting right of x1 + margin
    counts = np.searchsorted(x0, x1 + margin, side="right") - np.arange(len(order)) - 1
    ends = np.cumsum(counts)  # where each position's candidates end in the run of all of them
    begins = ends - counts
    found: list[np.ndarray] = []
    total = start = 0
    while start < len(order) and total <= MOST_PAIRS:
        stop = max(int(np.searchsorted(ends, begins[start] + BATCH, side="right")), start + 1)
        a = np.repeat(np.arange(start, stop), counts[start:stop])
        b = a + 1 + np.arange(begins[start], ends[stop - 1]) - np.repeat(begins[start:stop], counts[start:stop])
        near = ((x0[a] - margin <= x1[b]) & (x0[b] - margin <= x1[a]) & (y0[a] - margin <= y1[b])
                & (y0[b] - margin <= y1[a]))
        found.append(np.stack((order[a[near]], order[b[near]])))
        total += int(near.sum())
        start = stop
    if total > MOST_PAIRS:
        report.warn(f"more than {MOST_PAIRS:,} pairs of {what} lie close together: only the first "
                    f"{MOST_PAIRS:,} were compared")
    pairs = np.sort(np.concatenate(found, axis=1)[:, :MOST_PAIRS], axis=0)  # each pair (lower, higher)
    pairs = pairs[:, np.lexsort(pairs[::-1])]
    return [(pieces[i], pieces[j]) for i, j in pairs.T.tolist()]


def _elevated_overlaps(pieces: Sequence[TerrainPiece], report: Report) -> None:
    """Pieces drawn as objects are compared with objects, tile pieces with tile pieces: the tiles under a hill
    object mirror it on purpose (the art and the terrain agree), which is no overlap to fix."""
    raised = [p for p in pieces if p.kind.is_elevated and not p.is_thin]
    for a, b in _close_pairs(raised, 0.0, "raised pieces", report):
        same_origin = (a.object_id is None) == (b.object_id is None)
        if same_origin and a.elevation == b.elevation:
            area = overlap_area(a, b)
            if area > EPS:
                report.warn(f"{_named(a)} and {_named(b)} "
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
    """Distances from points to segments (n × 4), each to the one beside it, and the nearest points on them."""
    x1, y1, dx, dy = s[:, 0], s[:, 1], s[:, 2] - s[:, 0], s[:, 3] - s[:, 1]
    length2 = np.maximum(dx * dx + dy * dy, 1e-18)
    t = np.clip(((px - x1) * dx + (py - y1) * dy) / length2, 0.0, 1.0)
    nx, ny = x1 + t * dx, y1 + t * dy
    return np.hypot(px - nx, py - ny), nx, ny


@dataclass(frozen=True)
class Gap:
    """The narrowest place between two pieces: its clear width (0 where they touch or cross), its middle, and
    the unit vector across it (from one piece toward the other)."""

    width: float
    at: Point
    across: Point


def gaps_between(pairs: Sequence[tuple[TerrainPiece, TerrainPiece]]) -> list[Gap]:
    """For each pair of pieces, the narrowest place between them, from every end of a segment of either to every
    segment of the other.

    Endpoint distances miss outlines that cross each other, so crossing is tested too. The pairs are measured
    together, ``BATCH`` pairs of segments at a time: one pair at a time, numpy's overhead took seconds over the
    thousands of pairs of a big map."""
    outlines: dict[int, tuple[np.ndarray, float]] = {}
    for piece in {id(p): p for pair in pairs for p in pair}.values():
        outlines[id(piece)] = _outline(piece)
    sizes = [len(outlines[id(a)][0]) * len(outlines[id(b)][0]) for a, b in pairs]
    found: list[Gap] = []
    start = 0
    while start < len(pairs):
        stop, held = start + 1, sizes[start]
        while stop < len(pairs) and held + sizes[stop] <= BATCH:
            held += sizes[stop]
            stop += 1
        batch = pairs[start:stop]
        measured = _nearest([outlines[id(a)][0] for a, _ in batch], [outlines[id(b)][0] for _, b in batch])
        for (a, b), (crossed, best, at, across) in zip(batch, measured, strict=True):
            gap = max(best - outlines[id(a)][1] - outlines[id(b)][1], 0.0)
            found.append(Gap(0.0, _centre(a), across) if crossed else Gap(gap, at, across))
        start = stop
    return found


def _nearest(these: list[np.ndarray], those: list[np.ndarray]) -> list[tuple[bool, float, Point, Point]]:
    """For each pair of outlines (segments n × 4): whether they cross, how near they come, the middle of the
    nearest place and the unit vector across it; of places as near, the first: ends of this outline's segments
    before that one's, starts before ends, in the order of the segments."""
    na, nb = np.array([len(s) for s in these]), np.array([len(s) for s in those])
    sizes = na * nb
    starts = np.cumsum(sizes) - sizes
    pair = np.repeat(np.arange(len(sizes)), sizes)
    rank = np.arange(int(sizes.sum())) - starts[pair]
    sa, sb = np.concatenate(these), np.concatenate(those)
    oa, ob = (np.cumsum(na) - na)[pair], (np.cumsum(nb) - nb)[pair]
    ab = sa[oa + rank // nb[pair]], sb[ob + rank % nb[pair]]  # each segment of the first against the second's
    ba = sb[ob + rank // na[pair]], sa[oa + rank % na[pair]]  # and the other way round, in that order
    crossed = np.logical_or.reduceat(_crossing(*ab), starts)
    mins, nearest, middles, acrosses = [], [], [], []
    for ends, segments in (ab, ba):
        for column in (0, 2):  # the start of each segment, then its end
            px, py = ends[:, column], ends[:, column + 1]
            dist, nx, ny = _point_segment(px, py, segments)
            least = np.minimum.reduceat(dist, starts)
            hits = np.flatnonzero(dist == least[pair])
            mins.append(least)
            nearest.append(hits[np.searchsorted(pair[hits], np.arange(len(sizes)))])  # each pair's first
            middles.append(((nx + px) / 2, (ny + py) / 2))
            acrosses.append((px - nx, py - ny))
    out = []
    for k, g in enumerate(np.argmin(np.stack(mins), axis=0).tolist()):  # the first of the four to come nearest
        at = nearest[g][k]
        dx, dy = float(acrosses[g][0][at]), float(acrosses[g][1][at])
        length = math.hypot(dx, dy) or 1.0
        out.append((bool(crossed[k]), float(mins[g][k]), (float(middles[g][0][at]), float(middles[g][1][at])),
                    (dx / length, dy / length)))
    return out


def _crossing(s: np.ndarray, t: np.ndarray) -> np.ndarray:
    """Whether each segment of ``s`` (n × 4) crosses (or touches) the segment of ``t`` beside it."""
    def turn(ax: np.ndarray, ay: np.ndarray, bx: np.ndarray, by: np.ndarray, cx: np.ndarray,
             cy: np.ndarray) -> np.ndarray:  # sign of the turn a -> b -> c
        return np.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax))

    p, q = (s[:, 0], s[:, 1]), (s[:, 2], s[:, 3])
    r, u = (t[:, 0], t[:, 1]), (t[:, 2], t[:, 3])
    d1, d2 = turn(*p, *q, *r), turn(*p, *q, *u)
    d3, d4 = turn(*r, *u, *p), turn(*r, *u, *q)
    return (d1 * d2 <= 0) & (d3 * d4 <= 0) & ~((d1 == 0) & (d2 == 0))


def _narrow_gaps(table: Table, base: float, report: Report, grid: Callable[[], Spots]) -> None:
    """Each narrow lane once, named after object pieces where it can be (tile pieces often mirror them).

    A gap whose middle a third such piece covers is no lane: the tiles of a river drawn over its object, say,
    reach the house its outline stops short of. What is left of it lies between that piece and the two, and is
    measured as their gap. Nor is a gap a lane where a base goes round from one end of it to the other in a few
    steps more than through it (``DETOUR``), or where one end is shut (a notch between two walls)."""
    walls = sorted((p for p in table.map.pieces if p.kind in IMPASSE), key=lambda p: (p.object_id is None, p.id))
    seen: set[tuple[int, int]] = set()
    pairs = _close_pairs(walls, base, "pieces no base may enter", report)
    for (a, b), gap in zip(pairs, gaps_between(pairs), strict=True):
        at = gap.at
        spot = (round(at[0]), round(at[1]))
        if not (EPS < gap.width < base) or spot in seen or _overlapping(a, b) or _filled(table, at, a, b):
            continue
        # the narrowest place may be at either end of a long lane: a base is looked for past both pieces
        (ax0, ay0, ax1, ay1), (bx0, by0, bx1, by1) = a.bbox, b.bbox
        reach = math.hypot(max(ax1, bx1) - min(ax0, bx0), max(ay1, by1) - min(ay0, by0)) + base
        if grid().round_about(gap, base, tuple(p.id for p in table.pieces_at(at, (Kind.STEEP,))), reach):
            continue
        seen.add(spot)
        report.warn(f'a gap of {gap.width:.2f}" between {_named(a)} and {_named(b)} at ({at[0]:.1f}, {at[1]:.1f}): '
                    f'a {base:g}" base cannot pass', at)


def _filled(table: Table, at: Point, a: TerrainPiece, b: TerrainPiece) -> bool:
    """Whether a piece no base may enter, other than ``a`` and ``b``, lies under the gap's middle ``at``."""
    return any(p is not a and p is not b for p in table.pieces_at(at, IMPASSE))


def _overlapping(a: TerrainPiece, b: TerrainPiece) -> bool:
    """Whether one piece lies inside the other (their outlines then never come near each other). Pieces whose
    boxes share no area share none either: they are not clipped (thousands of close pairs on a big map)."""
    if a.is_thin or b.is_thin:
        return False
    (ax0, ay0, ax1, ay1), (bx0, by0, bx1, by1) = a.bbox, b.bbox
    if ax1 <= bx0 or bx1 <= ax0 or ay1 <= by0 or by1 <= ay0:
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


@dataclass(frozen=True)
class Spots:
    """Where a base fits, on a grid of ``STEP`` inches, and the steps between neighbours where both fit (on the
    same steep pieces: no step crosses a cliff edge)."""

    xs: np.ndarray
    ys: np.ndarray
    fits: np.ndarray  # rows × cols
    zone: np.ndarray  # rows × cols: which set of steep pieces each spot lies on, numbered in ``zones``
    zones: dict[tuple[int, ...], int]  # the ids of the steep pieces a spot lies on: its zone
    graph: csr_matrix  # spot (row-major) to spot, STEP inches a step
    steps: csr_matrix  # both ways, and diagonal steps too (√2 STEP): ways measured within 8 % of their length

    @cached_property
    def x0(self) -> float:
        """The first column's x, a plain float (see :meth:`spot`)."""
        return float(self.xs[0])

    @cached_property
    def y0(self) -> float:
        return float(self.ys[0])

    def spot(self, p: Point, zone: int) -> int | None:
        """The grid spot nearest ``p`` if a base fits there on the steep pieces of ``zone`` (its row-major
        index)."""
        if not self.fits.size:  # a table too small for a base
            return None
        rows, cols = self.fits.shape  # plain numbers: a big map's check asks thousands of spots (numpy's scalars
        c, r = round((p[0] - self.x0) / STEP), round((p[1] - self.y0) / STEP)  # took a sixth of it)
        if 0 <= r < rows and 0 <= c < cols and self.fits[r, c] and self.zone[r, c] == zone:
            return r * cols + c
        return None

    def regions(self) -> Regions:
        """The connected regions of these spots."""
        parts = connected_components(self.graph, directed=False)[1][self.fits.ravel()]  # the spots that fit, in rows
        # numbered by their first spot, as a flood fill from each spot in turn numbers them
        met, first = np.unique(parts, return_index=True)
        number = np.zeros(self.fits.size, dtype=np.int64)
        number[met[np.argsort(first)]] = np.arange(len(met))
        label = np.full(self.fits.shape, -1, dtype=np.int64)
        label[self.fits] = number[parts]
        sizes = np.bincount(label[self.fits], minlength=len(met)).tolist()
        return Regions(self.xs, self.ys, label, sizes)

    def round_about(self, gap: Gap, base: float, steep: tuple[int, ...], reach: float) -> bool:
        """Whether a base goes round ``gap`` (whose middle lies on the ``steep`` pieces) from a spot beyond one
        end of it to one beyond the other on the same level, each within ``reach``, in no more than ``DETOUR``
        bases over going straight through; or finds no such spot at one end (a notch)."""
        zone = self.zones.get(steep)
        if zone is None:  # no base fits anywhere on that level
            return True
        lane = (-gap.across[1], gap.across[0])
        one, other = (self._end(gap.at, (sign * lane[0], sign * lane[1]), base, reach, zone) for sign in (1, -1))
        if one is None or other is None:
            return True
        (start, there), (end, back) = one, other
        # steps go along the grid's rows, columns and diagonals: a way is up to 8 % longer in steps than in inches
        way = dijkstra(self.steps, indices=[start], limit=1.09 * (there + back + DETOUR * base))
        return bool(np.isfinite(way[0, end]))

    def _end(self, at: Point, lane: Point, base: float, reach: float, zone: int) -> tuple[int, float] | None:
        """The first spot where a base fits in ``zone`` out along ``lane`` from ``at``, from a base to ``reach``
        away, and how far (step by step: the first step or two mostly find it, so all at once is slower)."""
        for d in np.arange(base, reach, STEP).tolist():
            found = self.spot((at[0] + d * lane[0], at[1] + d * lane[1]), zone)
            if found is not None:
                return found, d
        return None


def spots(table: Table, base: float = BASE, barred: frozenset[Kind] = FORBIDDEN_TO_ENTER) -> Spots:
    """Where a base of ``base`` inches fits, kept out of ``barred`` kinds (a ruleset's: clix figures wade deep
    water), and how it steps between those places."""
    tmap, r = table.map, base / 2
    xs = np.arange(r, tmap.width - r + 1e-9, STEP)
    ys = np.arange(r, tmap.height - r + 1e-9, STEP)
    # a spot is asked about only where the box of a piece of the kinds asked lies near it
    walls = _near([p.bbox for p in tmap.pieces if p.kind in barred], xs, ys, r)
    fits = np.ones((len(ys), len(xs)), dtype=bool)
    asked = np.nonzero(walls)
    fits[asked] = clear_under_bases(table.map, xs[asked[1]], ys[asked[0]], r, barred)
    # which steep pieces a spot lies on, each set numbered as met (a bit a piece overflowed past 63 pieces)
    zone = np.zeros((len(ys), len(xs)), dtype=np.int64)
    zones: dict[tuple[int, ...], int] = {(): 0}
    on_steep = fits & _near([p.bbox for p in tmap.pieces if p.kind is Kind.STEEP], xs, ys, CONTACT)
    for i, j in zip(*np.nonzero(on_steep), strict=True):
        on = tuple(p.id for p in table.pieces_at((float(xs[j]), float(ys[i])), (Kind.STEEP,)))
        zone[i, j] = zones.setdefault(on, len(zones))
    # spots joined to their right and lower neighbours where both fit, on the same steep pieces
    index = np.arange(fits.size).reshape(fits.shape)
    right = fits[:, :-1] & fits[:, 1:] & (zone[:, :-1] == zone[:, 1:])
    down = fits[:-1, :] & fits[1:, :] & (zone[:-1, :] == zone[1:, :])
    joins = (np.concatenate((index[:, :-1][right], index[:-1, :][down])),
             np.concatenate((index[:, 1:][right], index[1:, :][down])))
    graph = csr_matrix((np.full(len(joins[0]), STEP), joins), shape=(fits.size, fits.size))
    # both diagonals of a square of four spots joined round its sides: no diagonal step cuts a pinch
    square = right[:-1, :] & right[1:, :] & down[:, :-1] & down[:, 1:]
    diagonals = (np.concatenate((index[:-1, :-1][square], index[:-1, 1:][square])),
                 np.concatenate((index[1:, 1:][square], index[1:, :-1][square])))
    steps = graph + csr_matrix((np.full(len(diagonals[0]), STEP * math.sqrt(2)), diagonals), shape=graph.shape)
    return Spots(xs, ys, fits, zone, zones, graph, (steps + steps.T).tocsr())  # both ways: no copy a search


def clear_under_bases(tmap: TableMap, x: np.ndarray, y: np.ndarray, r: float, barred: frozenset[Kind]) -> np.ndarray:
    """Whether a base of radius ``r`` at each point would overlap no piece of ``barred`` kinds, as
    :meth:`Table.clear_under_base` says (nearer than ``r - CONTACT``), for all the points at once: the parts the
    table's space holds, in one tree (a point query each took a fifth of a big map's check)."""
    parts = [part for p in tmap.pieces if p.kind in barred for part in (p.bands if p.is_thin else p.parts)]
    if not parts or not len(x):
        return np.ones(len(x), dtype=bool)
    closed = [np.array((*part, part[0]), dtype=np.float64) for part in parts]
    rings = np.cumsum([0] + [len(c) for c in closed])
    polygons = shapely.from_ragged_array(shapely.GeometryType.POLYGON, np.concatenate(closed),
                                         (rings, np.arange(len(closed) + 1)))
    # strictly nearer than r - CONTACT, as the space's query: ``dwithin`` counts a distance equal to its own
    near, _ = shapely.STRtree(polygons).query(shapely.points(x, y), predicate="dwithin",
                                              distance=np.nextafter(r - CONTACT, 0.0))
    clear = np.ones(len(x), dtype=bool)
    clear[near] = False
    return clear


def regions(table: Table, base: float = BASE, barred: frozenset[Kind] = FORBIDDEN_TO_ENTER) -> Regions:
    """The connected regions of the table a base of ``base`` inches can move within, kept out of ``barred``
    kinds (a ruleset's: clix figures wade deep water)."""
    return spots(table, base, barred).regions()


def _near(boxes: list[tuple[float, float, float, float]], xs: np.ndarray, ys: np.ndarray, reach: float) -> np.ndarray:
    """Which spots of the grid lie within ``reach`` of a box along both axes; ``reach`` beyond the distance a
    query asks leaves a margin that no rounding crosses, so that the spots left out have nothing to find."""
    near = np.zeros((len(ys), len(xs)), dtype=bool)
    if boxes:
        x0, y0, x1, y1 = np.array(boxes, dtype=np.float64).T
        rows = zip(np.searchsorted(ys, y0 - reach), np.searchsorted(ys, y1 + reach, side="right"), strict=True)
        cols = zip(np.searchsorted(xs, x0 - reach), np.searchsorted(xs, x1 + reach, side="right"), strict=True)
        for (top, bottom), (left, right) in zip(rows, cols, strict=True):
            near[top:bottom, left:right] = True
    return near


def _deployment(table: Table, base: float, report: Report, grid: Callable[[], Spots]) -> None:
    points = table.map.deployment
    if not points:
        return
    found = grid().regions()
    for point in points:
        where = f"deployment point {point.object_id} ({quoted(point.name)}, side {point.side})"
        problems = table.problems_at(Base("check", *point.at, diameter=base))
        if problems:
            report.error(f"{where}: a figure may not stand there: {'; '.join(problems)}", point.at)
        elif found.region_at(point.at) != found.main:
            report.warn(f"{where} at ({point.at[0]:g}, {point.at[1]:g}) cannot be reached from the rest of the "
                        "table (walled in by terrain no base may enter, or on a cliff-ringed plateau)", point.at)


def _centre(piece: TerrainPiece) -> Point:
    x0, y0, x1, y1 = piece.bbox
    return (x0 + x1) / 2, (y0 + y1) / 2
