"""Miniatures on the board: round bases in their side's colour, the front arc lighter, a pointer for the facing,
a name and the ruleset's status line; rings for selection, hover and targets.

A base is drawn once per size, colour and facing at three times its size and scaled down (smooth edges for the
arc and pointer too), then kept. Figures glide to where the rules put them over a few frames, so that moves,
the AI's included, can be followed by eye.
"""

from __future__ import annotations

import itertools
import math
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, replace

import pygame

from game.board.grid import Grid
from game.board.table import Table
from game.board.terrain import Point
from game.ui.base_pointer import picture_pad, pointer_box, pointer_triangle
from game.ui.camera import Camera
from game.ui.grid_overlay import cell_at
from game.ui.labels import NAME_SIZE, STATUS_SIZE, Placed, Segment, Tag, place, repair
from game.ui.style import ACCENT, BAD, GOOD, SELECT, WARN, Colour, mix, outlined_text

SUPERSAMPLE = 3
#: Base radius (pixels) from which every figure's status line is written under it.
STATUS_RADIUS = 26
#: The least radius (pixels) a base is drawn with, however far out the view is zoomed.
MIN_RADIUS = 10
#: Fraction of the remaining way a gliding figure covers each frame, and the least it covers (inches).
GLIDE, GLIDE_MIN = 0.28, 0.12
#: Frames a figure takes to walk a path of several legs.
PATH_FRAMES = 24


@dataclass(frozen=True)
class Look:
    """How one figure is to be drawn this frame."""

    id: str
    x: float
    y: float
    facing: float
    diameter: float
    front_arc: float
    colour: Colour
    label: str = ""
    status: str = ""
    condition: str = ""  # the part of the status seen at any zoom (Down, unarmed)
    selected: bool = False
    hovered: bool = False
    can_act: bool = False
    target: bool = False  # a legal target of the pending decision
    chosen: bool = False  # a target picked for it
    friend: bool = False  # of the side answering (a heal's or first aid's target): ringed, not crosshaired


class Glide:
    """Where each figure is shown, easing towards where it stands, or along the path it took when the move's
    event gives one (so that a figure walks round the corner it went round)."""

    def __init__(self) -> None:
        self.shown: dict[str, tuple[float, float, float]] = {}
        self._paths: dict[str, tuple[list[Point], float]] = {}  # corners still to pass, inches a frame

    def follow(self, base_id: str, path: list[Point]) -> None:
        """Show the figure walking ``path`` (start included) to where it now stands."""
        length = sum(math.dist(a, b) for a, b in itertools.pairwise(path))
        if len(path) > 2 and base_id in self.shown:
            self._paths[base_id] = (list(path[1:-1]), max(length / PATH_FRAMES, GLIDE_MIN))

    def stop_walking(self) -> None:
        """Forget the routes being walked (taken back): each figure glides straight to where it stands."""
        self._paths.clear()

    def step(self, table: Table) -> bool:
        """Advance one frame; True while something is still moving."""
        moving = False
        for base_id in list(self.shown):
            if base_id not in table.bases:
                del self.shown[base_id]
                self._paths.pop(base_id, None)
        for base_id, base in table.bases.items():
            x, y, facing = self.shown.get(base_id, (base.x, base.y, base.facing))
            corners, speed = self._paths.get(base_id, ([], 0.0))
            goal = corners[0] if corners else base.pos
            dx, dy = goal[0] - x, goal[1] - y
            gap = math.hypot(dx, dy)
            turn = (base.facing - facing + 180.0) % 360.0 - 180.0
            if corners:
                moving = True
                if gap <= speed:
                    corners.pop(0)
                    if not corners:
                        self._paths.pop(base_id)
            if gap > 1e-3:
                step = min(gap, speed or max(gap * GLIDE, GLIDE_MIN))
                x, y = x + dx / gap * step, y + dy / gap * step
                moving = True
            if abs(turn) > 0.05:
                facing = (facing + (turn if abs(turn) < 2.0 else turn * 0.3)) % 360.0
                moving = True
            else:
                facing = base.facing
            self.shown[base_id] = (x, y, facing)
        return moving

    def where(self, base_id: str, table: Table) -> tuple[float, float, float]:
        base = table.bases[base_id]
        return self.shown.get(base_id, (base.x, base.y, base.facing))


def drawn_radius(radius: float) -> float:
    """A base's radius on screen (pixels): its true size, but never below ``MIN_RADIUS`` — a figure stays big
    enough to see, tell apart and click at any zoom."""
    return max(radius, MIN_RADIUS)


def label_size(radius: float) -> int:
    """The name's font size for a base of ``radius`` pixels: bigger when zoomed in, never below ``NAME_SIZE``."""
    return max(NAME_SIZE, min(15, round(radius * 0.55)))


def _measure(words: str, status: bool, size: int) -> tuple[int, int]:
    return _label_picture(words, size, status).get_size()


def _label_picture(words: str, size: int, status: bool) -> pygame.Surface:
    if status:
        return outlined_text(words, max(STATUS_SIZE, size - 2), (255, 226, 150))
    return outlined_text(words, size, (245, 245, 245))


class FigureArt:
    """Draws looks; keeps the base pictures it made."""

    def __init__(self) -> None:
        self._sprites: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._labels: tuple[tuple, list[Placed]] = ((), [])
        self._resting: tuple[tuple, list[Placed]] = ((), [])  # the labels with no figure under the pointer
        self.frame = 0

    def draw(self, surface: pygame.Surface, camera: Camera, looks: list[Look],
             covered: Sequence[pygame.Rect] = (), marked: Sequence[pygame.Rect] = (),
             rays: Sequence[Segment] = (), ghosts: Sequence[tuple[pygame.Surface, tuple[int, int]]] = (),
             grid: Grid | None = None) -> None:
        """The figures in ``looks``, their names kept off what is ``covered`` (a window over the board), and off
        what is ``marked`` (the squares a piece may go to) and the ``rays`` (lines of fire between figures) where
        they have room elsewhere, and on a ``grid`` each inside its own square; ``ghosts`` (pictures, and where)
        over the bases and under the names."""
        self.frame += 1
        clip = surface.get_clip()
        surface.set_clip(camera.viewport)
        tags: list[Tag] = []
        resting: list[Tag] = []  # the same with no figure under the pointer
        facings: list[tuple[float, float]] = []  # each base's radius as drawn, and its facing: where its pointer is
        pictures: list[tuple[pygame.Surface, tuple[int, int]]] = []  # bases and rings, drawn in one call
        marked_looks: list[tuple[tuple[float, float], float, Look]] = []  # the few with a ring drawn on top
        pulse = 0.5 + 0.5 * math.sin(self.frame * 0.15)
        for look in looks:
            cx, cy = camera.to_screen((look.x, look.y))
            r = drawn_radius(look.diameter / 2 * camera.scale)
            if not camera.viewport.inflate(4 * r + 80, 4 * r + 80).collidepoint(cx, cy):
                continue
            sprite = self.sprite(r, look.colour, look.facing, look.front_arc)
            pictures.append((sprite, centred(sprite, cx, cy)))
            if look.can_act and not (look.selected or look.hovered):
                ring = self._ring(r + 3, mix(ACCENT, look.colour, round(pulse * 4) / 16))
                pictures.append((ring, centred(ring, cx, cy)))
            if look.chosen or look.target or look.selected or look.hovered:
                marked_looks.append(((cx, cy), r, look))
            tag = Tag(look.id, look.label, self._status(look, r, look.hovered), cx, cy, r + 3,
                      look.selected or look.hovered, label_size(r), look.condition,
                      cell=cell_at(camera, grid, (look.x, look.y)))
            tags.append(tag)
            resting.append(replace(tag, status=self._status(look, r, False), first=look.selected)
                           if look.hovered else tag)
            facings.append((r, look.facing))
        surface.fblits(pictures)
        for centre, r, look in marked_looks:
            self._marks(surface, centre, r, look, pulse)
        surface.fblits(ghosts)
        sizes = {tag.id: tag.size for tag in tags}
        for placed in self._placed(tags, resting, facings, camera.readable, tuple(map(tuple, covered)),
                                   tuple(map(tuple, marked)), tuple(rays)):
            self._label(surface, placed, sizes[placed.id])
        surface.set_clip(clip)

    @property
    def drawn(self) -> list[pygame.Rect]:
        """Where the last frame's figures and their labels went (for names drawn over the board to keep clear)."""
        key, placed = self._labels
        bases = [pygame.Rect(round(t.cx - t.r), round(t.cy - t.r), round(2 * t.r), round(2 * t.r)) for t in key[0]] \
            if key else []
        return bases + [p.rect for p in placed]

    @staticmethod
    def _status(look: Look, r: float, hovered: bool) -> str:
        """The status line under a name: whole where the figure is looked at or its base is big, else its
        condition alone (Down)."""
        close = look.selected or hovered or look.target or look.chosen
        return look.status if close or r >= STATUS_RADIUS else look.condition

    def _placed(self, tags: list[Tag], resting: list[Tag], facings: list[tuple[float, float]], bounds: pygame.Rect,
                covered: tuple[tuple, ...], marked: tuple[tuple, ...], rays: tuple[Segment, ...]) -> list[Placed]:
        """The labels' places, kept while no figure, facing, label, view, ray or window over the board changes
        (most frames). They are worked out at rest (no figure under the pointer, no ray), then mended for the
        figure under the pointer and the rays (:func:`repair`): the pointer going from figure to figure moves a
        few names, not all, in a fraction of a whole placing. The pointers' boxes are worked out only then (every
        frame, they cost 0.7 ms of it)."""
        key = (tuple(tags), tuple(facings), tuple(bounds), covered, marked, rays)
        if self._labels[0] == key:
            return self._labels[1]
        at_rest = (tuple(resting), tuple(facings), tuple(bounds), covered, marked)
        boxes = [pointer_box(tag.cx, tag.cy, r, facing) for tag, (r, facing) in zip(tags, facings, strict=True)]
        covers, marks = [pygame.Rect(r) for r in covered], [pygame.Rect(r) for r in marked]
        if self._resting[0] != at_rest:
            pointed = [replace(tag, pointer=box) for tag, box in zip(resting, boxes, strict=True)]
            self._resting = (at_rest, place(pointed, _measure, bounds, covers, marks))
        if tags == resting and not rays:
            placed = self._resting[1]
        else:
            changed = {tag.id for tag, rest in zip(tags, resting, strict=True) if tag != rest}
            pointed = [replace(tag, pointer=box) for tag, box in zip(tags, boxes, strict=True)]
            placed = repair(pointed, self._resting[1], changed, _measure, bounds, covers, marks, rays)
        self._labels = (key, placed)
        return placed

    @staticmethod
    def _marks(surface: pygame.Surface, centre: tuple[float, float], r: float, look: Look, pulse: float) -> None:
        """The rings of a figure chosen, a target, selected or under the pointer (drawn over its neighbours)."""
        if look.chosen and look.friend:  # a friend picked to be helped is no one to shoot at
            pygame.draw.aacircle(surface, GOOD, centre, r + 5, 3)
        elif look.chosen:
            pygame.draw.aacircle(surface, BAD, centre, r + 5, 3)
            for angle in (0, 90, 180, 270):
                ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
                pygame.draw.line(surface, BAD, (centre[0] + ux * (r + 2), centre[1] + uy * (r + 2)),
                                 (centre[0] + ux * (r + 11), centre[1] + uy * (r + 11)), 3)
        elif look.target:
            pygame.draw.aacircle(surface, mix(WARN, (255, 255, 255), 0.4 * pulse), centre, r + 4 + 2 * pulse, 2)
        if look.selected:
            pygame.draw.aacircle(surface, SELECT, centre, r + 3, 3)
        elif look.hovered:
            pygame.draw.aacircle(surface, (255, 255, 255), centre, r + 3, 2)

    def _label(self, surface: pygame.Surface, placed: Placed, size: int) -> None:
        if placed.leader is not None:  # set further out in a crowd: tied to its base
            pygame.draw.line(surface, (15, 15, 18), *placed.leader, 3)
            pygame.draw.aaline(surface, (245, 245, 245), *placed.leader)
        y = placed.rect.y
        for i, line in enumerate(placed.lines):
            picture = _label_picture(line, size, i == 1)
            spot = picture.get_rect(midtop=(placed.rect.centerx, y))
            if placed.align == "left":
                spot.left = placed.rect.left
            elif placed.align == "right":
                spot.right = placed.rect.right
            surface.blit(picture, spot)
            y += picture.get_height()

    def _ring(self, radius: float, colour: Colour) -> pygame.Surface:
        """A thin anti-aliased ring, kept: many figures wear one every frame."""
        key = ("ring", round(radius * 2), colour)
        ring = self._sprites.get(key)
        if ring is None:
            size = math.ceil(radius * 2) + 4
            ring = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.aacircle(ring, colour, (size / 2, size / 2), radius, 2)
            self._sprites[key] = ring
        return ring

    def sprite(self, r: float, colour: Colour, facing: float, front_arc: float) -> pygame.Surface:
        key = (round(r * 2), colour, round(facing) % 360, round(front_arc))
        sprite = self._sprites.get(key)
        if sprite is None:
            sprite = _base_picture(key[0] / 2, colour, key[2], key[3])
            self._sprites[key] = sprite
            if len(self._sprites) > 1500:
                self._sprites.popitem(last=False)
        else:
            self._sprites.move_to_end(key)
        return sprite


def centred(picture: pygame.Surface, cx: float, cy: float) -> tuple[int, int]:
    """Where to draw ``picture`` for its middle to fall on (cx, cy)."""
    return round(cx - picture.get_width() / 2), round(cy - picture.get_height() / 2)


def _base_picture(r: float, colour: Colour, facing: float, front_arc: float) -> pygame.Surface:
    """A base seen from above, drawn big and scaled down for smooth edges."""
    s = SUPERSAMPLE
    pad = picture_pad(r)
    size = math.ceil((r + pad) * 2)
    big = pygame.Surface((size * s, size * s), pygame.SRCALPHA)
    c = size * s / 2
    R = r * s
    pygame.draw.circle(big, (0, 0, 0, 80), (c + 1.5 * s, c + 2.5 * s), R)  # shadow
    # a light halo and a dark edge: the base stands out on any map, light or dark, whatever its side's colour
    pygame.draw.circle(big, (245, 245, 240, 200), (c, c), R + 1.6 * s)
    pygame.draw.circle(big, (16, 16, 20, 255), (c, c), R + 0.7 * s)
    pygame.draw.circle(big, mix(colour, (0, 0, 0), 0.5), (c, c), R)  # rim
    inner = R - max(1.2 * s, R * 0.1)
    pygame.draw.circle(big, colour, (c, c), inner)
    if 0 < front_arc < 360:
        steps = max(8, round(front_arc / 6))
        start = math.radians(facing - front_arc / 2)
        arc = [(c + inner * math.cos(start + math.radians(front_arc) * i / steps),
                c + inner * math.sin(start + math.radians(front_arc) * i / steps)) for i in range(steps + 1)]
        pygame.draw.polygon(big, mix(colour, (255, 255, 255), 0.38), [(c, c), *arc])
        pygame.draw.lines(big, mix(colour, (255, 255, 255), 0.75), False, arc, max(1, round(s * 1.2)))
    elif front_arc >= 360:
        pygame.draw.circle(big, mix(colour, (255, 255, 255), 0.38), (c, c), inner)
    pointer = pointer_triangle(c, c, r, facing, s)
    pygame.draw.polygon(big, (250, 250, 250), pointer)
    pygame.draw.polygon(big, (20, 20, 24), pointer, max(1, s))
    pygame.draw.circle(big, mix(colour, (0, 0, 0), 0.55), (c, c), max(1.5 * s, R * 0.09))
    return pygame.transform.smoothscale(big, (size, size))
