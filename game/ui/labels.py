"""Where figure labels go on the board: each beside its own base, never over another label or another base.

Greedy placement, as map labellers do: the figure in hand (selected, pointed at, in question) first, then the
rest from the top of the table down. Each label tries the spot under its base, then above, right, left and the
four corners, but none that another base is as near (it would read as that one's); when the whole name fits
nowhere it tries its last word (the noun: "Raider" for "Orc Raider"; before an epithet: "Tabby" for "Tabby the
Librarian"). In a crowd where neither fits beside the base
(a melee of six, where Cień went unnamed), the same spots a little further out are tried, the label tied to its
base by a leader line that crosses no other base and no other name, and again only where no other base is as
near. A label still without a place may take another's place beside its base if that one can move; failing that, a
place on a leader further out still, where another base may be nearer but not close (the line says whose it is:
the trench's stretcher-bearer between the sergeant and a yeoman went unnamed); when those are taken too it is left
out, unless it fits across its own base (a piece on nearly every square of a gamebook board) — pointing at the
figure names it in full, and the figure in hand is always labelled. On a board of squares a label stays inside its
piece's square (``Tag.cell``), beside the base where the square has room, else across it: beside the base on an
empty square, a name read as a piece standing there. A status line goes under the name, as part of the same
block.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass

import pygame

from game.words import capitalised

#: Least sizes (pixels) of a label's name and status line: smaller is not read at arm's length.
NAME_SIZE, STATUS_SIZE = 12, 11
GAP = 2  # pixels between a base and its label
APART = 12  # pixels between two labels side by side: closer, "Beaky Bobby" and "Shabaroon" read as one name
RINGS = (0, 1, 2)  # steps (:func:`ring_step`) further out than beside the base that a label may go, on a leader line
FAR_RINGS = (1, 2, 3, 4)  # and for a name with no such place, where another base may be nearer (see ``place``)
RING_STEP = 14  # pixels a step, for a name at ``NAME_SIZE``

Segment = tuple[tuple[int, int], tuple[int, int]]  # a line on the screen, end to end (pixels)


@dataclass(frozen=True)
class Tag:
    """One figure's label: its words and the base it belongs to (screen pixels)."""

    id: str
    name: str
    status: str
    cx: float
    cy: float
    r: float
    first: bool = False  # the figure in hand: placed before the others, and always
    size: int = NAME_SIZE  # the name's font size
    condition: str = ""  # the part of the status kept, where the whole has no room (Down), before the name alone
    #: The box of the facing pointer past the base (x, y, w, h): no other figure's name goes over it ("Orc 1,
    #: dead" lay under a wolf's pointer); its own name may, rather than go unnamed.
    pointer: tuple[int, int, int, int] | None = None
    #: On a board of squares, its square (x, y, w, h): its name stays inside it, where beside the base it lay on
    #: an empty square and read as a piece standing there (a gamebook siege).
    cell: tuple[int, int, int, int] | None = None
    #: Its wordings, best first, where they are not the name with its status and condition (a marker's: "Wolf 4 ·
    #: unconscious, unsearched" on a line, then over two, then shorter); those saying more than the name are
    #: tried, further out too, before the name alone, where it has a ``condition``.
    wordings: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True)
class Placed:
    id: str
    lines: tuple[str, ...]  # the name (maybe its last word), then the status line if it is shown
    rect: pygame.Rect  # the block the lines fill, top line first
    align: str = "centre"  # the side of the block the lines keep to: left, right or centre
    leader: Segment | None = None  # base edge to label, when set further out


def ring_step(size: int) -> int:
    """Pixels a label goes further out at each ring: 14 at the least size of a name, more as the name grows with the
    zoom, so that a bigger name's next ring clears as much of what its last one met."""
    return round(RING_STEP * size / NAME_SIZE)


def spots(tag: Tag, w: int, h: int, out: int = 0) -> list[tuple[pygame.Rect, str]]:
    """Candidate rectangles for a ``w``×``h`` block beside ``tag``'s base (``out`` pixels further out), best first,
    each with the side its lines keep to (``left`` beside the base's right, ``right`` beside its left, else
    ``centre``)."""
    cx, cy, r = round(tag.cx), round(tag.cy), tag.r
    near = round(r + GAP) + out
    diagonal = math.floor((r + out) * math.sqrt(0.5) + GAP)  # rounded down: with the centre rounded, beside the base
    return [(pygame.Rect(x, y, w, h), align) for x, y, align in (
        (cx - w // 2, cy + near, "centre"),  # below
        (cx - w // 2, cy - near - h, "centre"),  # above
        (cx + near, cy - h // 2, "left"),  # right
        (cx - near - w, cy - h // 2, "right"),  # left
        (cx + diagonal, cy + diagonal, "left"),  # below right
        (cx - diagonal - w, cy + diagonal, "right"),  # below left
        (cx + diagonal, cy - diagonal - h, "left"),  # above right
        (cx - diagonal - w, cy - diagonal - h, "right"),  # above left
    )]


def _hits_base(rect: pygame.Rect, cx: float, cy: float, r: float) -> bool:
    nx, ny = _nearest(rect, cx, cy)
    return (nx - cx) ** 2 + (ny - cy) ** 2 < r * r


def _gap(rect: pygame.Rect, tag: Tag) -> float:
    """How far ``rect`` is from the edge of ``tag``'s base."""
    x, y = _nearest(rect, tag.cx, tag.cy)
    return math.hypot(x - tag.cx, y - tag.cy) - tag.r


def _nearest(rect: pygame.Rect, x: float, y: float) -> tuple[float, float]:
    """The point of ``rect`` nearest to (x, y)."""
    return min(max(x, rect.left), rect.right), min(max(y, rect.top), rect.bottom)


def leader(tag: Tag, rect: pygame.Rect) -> Segment:
    """The line from ``tag``'s base edge to the nearest point of its label."""
    x, y = _nearest(rect, tag.cx, tag.cy)
    length = math.hypot(x - tag.cx, y - tag.cy) or 1.0
    edge = (round(tag.cx + (x - tag.cx) * tag.r / length), round(tag.cy + (y - tag.cy) * tag.r / length))
    return edge, (round(x), round(y))


def _crosses(a: tuple[int, int], b: tuple[int, int], cx: float, cy: float, r: float) -> bool:
    """Whether the segment a–b passes through the circle at (cx, cy) of radius ``r``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = max(0.0, min(1.0, ((cx - a[0]) * dx + (cy - a[1]) * dy) / ((dx * dx + dy * dy) or 1)))
    return math.hypot(a[0] + t * dx - cx, a[1] + t * dy - cy) < r


Measure = Callable[[str, bool, int], tuple[int, int]]  # (words, is it the status line, font size) -> pixels


def place(tags: Sequence[Tag], measure: Measure, bounds: pygame.Rect,
          covered: Sequence[pygame.Rect] = (), marked: Sequence[pygame.Rect] = (),
          rays: Sequence[Segment] = (), unnamed: Sequence[Tag] = (), loose: bool = True) -> list[Placed]:
    """Labels for ``tags`` that overlap no other label, no other base and nothing ``covered`` (a window over the
    board would hide them) and lie inside ``bounds``; off what is ``marked`` (the squares a piece may move to) and
    off the ``rays`` (lines of fire drawn between figures) where they have another place, else over them all the
    same.

    ``measure(words, status, size)`` gives the pixel size of a line. Figures in hand (``first``) are placed first; one
    of them that fits nowhere is put beside its base all the same, where it is in bounds (it is the one the player
    is looking at). A label that fits nowhere once the others are placed may still go where one other label stands,
    if that one can move to another free place of its own (an orc archer's name behind a raider's, the raider's
    free to go left).

    ``unnamed`` are bases labelled elsewhere (the figures, for the markers' labels placed first): no label goes over
    them, nor nearer one of them than its own base ("Skeleton, dead", the second body on a square, went under the
    Warrior beside it and read as the Warrior's). Without ``loose`` (labels drawn with no leader line, as the
    markers' are) no label goes where another base is nearer: it is left out instead."""
    layout = _Layout([*tags, *unnamed], measure, bounds, covered, marked, rays)
    layout.fill(tags, loose)
    return layout.out


def repair(tags: Sequence[Tag], resting: Sequence[Placed], changed: Collection[str], measure: Measure,
           bounds: pygame.Rect, covered: Sequence[pygame.Rect] = (), marked: Sequence[pygame.Rect] = (),
           rays: Sequence[Segment] = ()) -> list[Placed]:
    """:func:`place`'s labels, worked out from ``resting``, the labels :func:`place` gave the same bases at rest
    (with the same ``bounds``, ``covered`` and ``marked``, and no rays): the tags whose ids are ``changed`` since
    (the figure under the pointer, named first and with its status line) are placed first; every other label stays
    where it rested unless one of those took its room or it lies over a ray, and is then placed again. Sweeping the
    pointer over a crowd moves the few names near it, not every name (200 figures: 60 ms a whole placing)."""
    layout = _Layout(tags, measure, bounds, covered, marked, rays)
    by_id = layout.by_id
    layout.fill([by_id[i] for i in changed if i in by_id])
    again = []
    for found in resting:
        if found.id in changed or found.id not in by_id:
            continue
        if layout.keeps(found):
            layout.put(found)
        else:
            again.append(by_id[found.id])
    layout.fill(again)
    return layout.out


class _Layout:
    """The labels placed so far over the bases, with what each new one must keep clear of."""

    def __init__(self, tags: Sequence[Tag], measure: Measure, bounds: pygame.Rect,
                 covered: Sequence[pygame.Rect], marked: Sequence[pygame.Rect] = (),
                 rays: Sequence[Segment] = ()) -> None:
        self.tags, self.measure, self.bounds = tags, measure, bounds
        self.by_id = {tag.id: tag for tag in tags}
        self.base_rects = [pygame.Rect(math.floor(t.cx - t.r) - 1, math.floor(t.cy - t.r) - 1, math.ceil(2 * t.r) + 3,
                                       math.ceil(2 * t.r) + 3) for t in tags]  # a pixel to spare round each circle
        self.pointers = [pygame.Rect(t.pointer or (0, 0, 0, 0)) for t in tags]
        self.covered, self.marked, self.rays = list(covered), list(marked), list(rays)
        self.out: list[Placed] = []
        self.rooms: list[pygame.Rect] = []  # each placed label's rect with room round it, as ``out``
        #: The leader lines of those placed further out, and a box round each: every place tried is asked about
        #: them, the boxes first (a crowd of 200 labels asked 3.5 million lines, a tenth of a second a frame).
        self.leaders: list[Segment] = []
        self.leader_boxes: list[pygame.Rect] = []
        self._blocks: dict[str, list[tuple[tuple[str, ...], int, int]]] = {}

    def fill(self, tags: Sequence[Tag], loose: bool = True) -> None:
        """Place ``tags``: figures in hand first, then from the top of the board down; ``loose``: see
        :func:`place`."""
        left_out = []
        for tag in sorted(tags, key=lambda t: (not t.first, t.cy, t.cx)):
            found = next(self.placements(tag), None)
            if found is None and tag.first:  # beside its base all the same, over as little as it can
                found = self.least_covering(tag)
            if found is not None:
                self.put(found)
            else:
                left_out.append(tag)
        for tag in left_out:
            if not self.shift(tag):
                found = next(self.placements(tag, rings=FAR_RINGS, loose=True), None) if loose else None
                found = found or self.on_base(tag)
                if found is not None:
                    self.put(found)

    def keeps(self, found: Placed) -> bool:
        """Whether a label placed before may stay where it is among those placed since: still free, its leader
        line through none of them, and off every ray."""
        tag = self.by_id[found.id]
        if not self.free(tag, found.rect) or any(found.rect.clipline(ray) for ray in self.rays):
            return False
        return found.leader is None or not any(room.clipline(found.leader) for room in (*self.rooms, *self.covered))

    def put(self, found: Placed) -> None:
        self.out.append(found)
        self.rooms.append(roomed(found.rect))
        if found.leader is not None:
            self._lead(found.leader)

    def _lead(self, line: Segment) -> None:
        (x0, y0), (x1, y1) = line
        self.leaders.append(line)
        self.leader_boxes.append(pygame.Rect(min(x0, x1) - 1, min(y0, y1) - 1, abs(x1 - x0) + 3, abs(y1 - y0) + 3))

    def blocks(self, tag: Tag) -> list[tuple[tuple[str, ...], int, int]]:
        """``tag``'s wordings with the size of each, measured once a placing."""
        found = self._blocks.get(tag.id)
        if found is None:
            found = self._blocks[tag.id] = [(lines, *_block(lines, tag.size, self.measure)) for lines in _wordings(tag)]
        return found

    def crosses_leader(self, rect: pygame.Rect) -> bool:
        """Whether ``rect`` lies over a leader line."""
        return any(rect.clipline(self.leaders[i]) for i in rect.collidelistall(self.leader_boxes))

    def free(self, tag: Tag, rect: pygame.Rect, labels: bool = True) -> bool:
        """Whether ``rect`` is in bounds and over no other base nor its pointer, nothing covered and (if ``labels``)
        no label nor another's leader line."""
        if not self.bounds.contains(rect) or rect.collidelist(self.covered) >= 0:
            return False
        if tag.cell is not None and not pygame.Rect(tag.cell).contains(rect):
            return False
        if labels and (rect.collidelist(self.rooms) >= 0 or self.crosses_leader(rect)):
            return False
        tags = self.tags  # the loops below as plain loops: asked a million times a crowded board's placing
        for i in rect.collidelistall(self.base_rects):
            other = tags[i]
            if other is not tag and _hits_base(rect, other.cx, other.cy, other.r):
                return False
        return all(tags[i] is tag for i in rect.collidelistall(self.pointers))

    def tied(self, tag: Tag, rect: pygame.Rect, line: Segment | None,
             loose: bool = False) -> bool:
        """A label reads as its own base's: no other base is as near it (a name between two bases read as
        either's), and its leader ``line``, when it has one (further out), crosses none. ``loose``: the leader ties
        it, so another base may be nearer, but not within ``APART`` of it. Only the bases within that gap of the
        label are asked: the line is as long as the gap."""
        own = _gap(rect, tag)
        clear = min(own, APART) if loose else own
        reach = 2 * math.ceil(own) + 4
        near = (self.tags[i] for i in rect.inflate(reach, reach).collidelistall(self.base_rects))
        return not any((line is not None and _crosses(*line, other.cx, other.cy, other.r))
                       or _gap(rect, other) <= clear for other in near if not _twins(other, tag))

    def placements(self, tag: Tag, labels: bool = True, rings: Sequence[int] = RINGS,
                   loose: bool = False) -> Iterator[Placed]:
        """The free places for ``tag``'s label, best first: each wording beside the base, then each further out
        (clear of the labels placed, or not minding them; ``loose``: see :meth:`tied`); those off what is marked
        and the rays before those over them."""
        if self.marked or self.rays:
            yield from self._placements(tag, labels, rings, loose, lambda rect: not self.over_marks(rect))
            yield from self._placements(tag, labels, rings, loose, self.over_marks)
        else:
            yield from self._placements(tag, labels, rings, loose, lambda rect: True)

    def over_marks(self, rect: pygame.Rect) -> bool:
        """Whether ``rect`` lies over a marked square or a ray."""
        return rect.collidelist(self.marked) >= 0 or any(rect.clipline(ray) for ray in self.rays)

    def _placements(self, tag: Tag, labels: bool, rings: Sequence[int], loose: bool,
                    wanted: Callable[[pygame.Rect], bool]) -> Iterator[Placed]:
        tries = self.blocks(tag)
        plain = _plain(tag) if tag.wordings and tag.condition else set()  # once, not for each wording
        kept = [t for t in tries if (t[0] not in plain if tag.wordings else len(t[0]) > 1)] \
            if tag.condition else []  # a hurt piece's E, a model Down
        for group in (kept, [t for t in tries if t not in kept]):  # said further out rather than dropped
            if tag.cell is None:
                yield from self._ringed(tag, group, labels, rings, loose, wanted)
                continue
            # on a square: beside the base, else across it, before further out on a leader in a corner (zoomed in,
            # a hurt Orc's square had room for "Orc" in its corner, and its disc, where its E fitted, stayed empty)
            yield from self._ringed(tag, group, labels, [ring for ring in rings if not ring], loose, wanted)
            for lines, w, h in group:
                rect = _across(tag, w, h)
                if w <= tag.cell[2] and wanted(rect) and self.free(tag, rect, labels):
                    yield Placed(tag.id, lines, rect)
            yield from self._ringed(tag, group, labels, [ring for ring in rings if ring], loose, wanted)

    def _ringed(self, tag: Tag, tries: list[tuple[tuple[str, ...], int, int]], labels: bool, rings: Sequence[int],
                loose: bool, wanted: Callable[[pygame.Rect], bool]) -> Iterator[Placed]:
        for ring in rings:
            out = ring * ring_step(tag.size)
            for lines, w, h in tries:
                for rect, align in spots(tag, w, h, out):
                    if not (wanted(rect) and self.free(tag, rect, labels)):
                        continue
                    if not out:
                        if self.tied(tag, rect, None):  # beside its base, and not as near another's
                            yield Placed(tag.id, lines, rect, align)
                        continue
                    line = leader(tag, rect)
                    if self.tied(tag, rect, line, loose) and not any(
                            room.clipline(line) for room in (*self.rooms, *self.covered)):
                        yield Placed(tag.id, lines, rect, align, line)  # its line through no other name

    def on_base(self, tag: Tag) -> Placed | None:
        """Where no place round the base is left (the gamebook's siege, a piece on nearly every square, left up to
        seven of its 32 unnamed): the label across its own base, which reads as no other's, in the first of its
        wordings (with its status line, its condition, then the name alone and its last word) that fits inside
        the base's width (its square's, on a board of squares) and is free; else nothing."""
        for lines in _wordings(tag):
            w, h = _block(lines, tag.size, self.measure)
            rect = _across(tag, w, h)
            if w <= (tag.cell[2] if tag.cell is not None else 2 * tag.r) and self.free(tag, rect):
                return Placed(tag.id, lines, rect)
        return None

    def least_covering(self, tag: Tag) -> Placed:
        """The figure in hand's label where no place is free: of its wordings beside its base and in bounds (not
        under the strips), the one over the fewest pixels of what is covered (a square's letter: a gamebook piece
        in hand on the bottom row hid its column's letter under its name and status), of other bases and of other
        labels, in that order of weight, then of what is marked and the rays it crosses; its whole name and status
        where they cover no more."""
        best: tuple[tuple[int, int, int], int, Placed] | None = None
        others = [self.base_rects[i] for i, other in enumerate(self.tags) if other is not tag]
        cell = [pygame.Rect(tag.cell)] if tag.cell is not None else []
        for rank, lines in enumerate(_wordings(tag)):
            w, h = _block(lines, tag.size, self.measure)
            across = [(pygame.Rect(round(tag.cx - w / 2), round(tag.cy - h / 2), w, h), "centre")] if cell else []
            for rect, align in spots(tag, w, h) + across:  # on a square, across its base too
                if not self.bounds.contains(rect):
                    continue
                beyond = rect.w * rect.h - _overlap(rect, cell) if cell else 0  # on a square not its own
                cost = (3 * _overlap(rect, self.covered) + 2 * _overlap(rect, others) + _overlap(rect, self.rooms)
                        + 2 * beyond,
                        _overlap(rect, self.marked), sum(1 for ray in self.rays if rect.clipline(ray)))
                if best is None or (cost, rank) < best[:2]:
                    best = (cost, rank, Placed(tag.id, lines, rect, align))
        if best is not None:
            return best[2]
        lines = _wordings(tag)[0]
        return Placed(tag.id, lines, spots(tag, *_block(lines, tag.size, self.measure))[0][0].clamp(self.bounds))

    def shift(self, tag: Tag) -> bool:
        """Place ``tag``'s label beside its base where only one other label stands, if that one can move to another
        free place of its own (a figure in hand's label stays); whether it could."""
        for found in self.placements(tag, labels=False, rings=RINGS[:1]):
            blocking = found.rect.collidelistall(self.rooms)
            if len(blocking) != 1 or self.by_id[self.out[blocking[0]].id].first:
                continue
            k = blocking[0]
            if any(found.rect.clipline(p.leader) for i, p in enumerate(self.out) if p.leader and i != k):
                continue  # over a third label's leader line (a raider's name lay across the line to another's)
            old_room = self.rooms[k]
            self.rooms[k] = roomed(found.rect)  # the new label where it would go, the old one gone
            other = self.by_id[self.out[k].id]
            elsewhere = next(self.placements(other), None)  # not where it was: the new label is there
            if elsewhere is not None:
                self.out[k], self.rooms[k] = elsewhere, roomed(elsewhere.rect)
                self.leaders, self.leader_boxes = [], []
                for line in (p.leader for p in self.out if p.leader is not None):
                    self._lead(line)
                self.put(found)
                return True
            self.rooms[k] = old_room
        return False


def _plain(tag: Tag) -> set[tuple[str, ...]]:
    """The wordings of ``tag`` that say its name alone."""
    return {(name,) for name in names(tag.name)}


def _across(tag: Tag, w: int, h: int) -> pygame.Rect:
    """A ``w``×``h`` block centred on ``tag``'s base."""
    return pygame.Rect(round(tag.cx - w / 2), round(tag.cy - h / 2), w, h)


def _twins(one: Tag, other: Tag) -> bool:
    """The same base, or one just like it in the same place (two bodies on one gamebook square), which no label
    can be nearer one of than the other: a name beside the pair reads as one of them, rightly."""
    return (one.cx, one.cy, one.r) == (other.cx, other.cy, other.r)


def _overlap(rect: pygame.Rect, others: Sequence[pygame.Rect]) -> int:
    """The pixels of ``rect`` that ``others`` cover, counted once each other (only those it meets are clipped:
    asked of every base on the table, 300 of them, this was a third of a crowded frame's placing)."""
    return sum(part.w * part.h for part in (rect.clip(others[i]) for i in rect.collidelistall(others)))


def roomed(rect: pygame.Rect) -> pygame.Rect:
    """A label's rect with the room another keeps from it."""
    return rect.inflate(2 * APART, 2)


def _wordings(tag: Tag) -> list[tuple[str, ...]]:
    """The whole name with the status line; then with its condition alone, and the shorter name with it (a model
    Down must say so); then the names without (the line is in the side panel too). A tag's own ``wordings`` where
    it has them."""
    if tag.wordings:
        return list(tag.wordings)
    tries: list[tuple[str, ...]] = [(tag.name, tag.status)] if tag.status else []
    if tag.condition:
        tries += [(name, tag.condition) for name in names(tag.name) if (name, tag.condition) not in tries]
    return tries + [(name,) for name in names(tag.name)]


def _block(lines: tuple[str, ...], size: int, measure: Measure) -> tuple[int, int]:
    sizes = [measure(line, i == 1, size) for i, line in enumerate(lines)]
    return max(s[0] for s in sizes), sum(s[1] for s in sizes)


def names(name: str) -> list[str]:
    """The name, then its last word when it has several, as a name ("Sergeant" of "Pilgrim sergeant"), with its
    number when it has one ("Raider 3" of "Orc Raider 3"); the last word before an epithet ("Skullsplitter" of
    "Grubnakh Skullsplitter, Chieftain of the Broken Tusk Clan", "Tabby" of "Tabby the Librarian": it was "Clan")."""
    words = re.split(r",| the | of ", name, maxsplit=1)[0].split() or name.split()
    short = " ".join(words[-2 if len(words) > 1 and words[-1].isdigit() else -1:])
    return [name, capitalised(short)] if short and short != name else [name]
