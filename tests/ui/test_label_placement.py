"""Label placement's promise, for any crowd of bases: no label over another label or over another base, nor so
close beside another that two names read as one; each inside the bounds and touching its own base's neighbourhood;
the figure in hand is always labelled."""

from __future__ import annotations

import dataclasses
import math

import pygame
from hypothesis import example, given, settings
from hypothesis import strategies as st

from game.ui.base_pointer import pointer_box
from game.ui.labels import APART, FAR_RINGS, GAP, Tag, place, repair, ring_step, spots

BOUNDS = pygame.Rect(0, 0, 400, 300)


def measure(words: str, status: bool, size: int) -> tuple[int, int]:
    return 7 * len(words), 14 if status else 16


def crosses(a, b, tag: Tag) -> bool:
    """Whether the segment a–b passes inside ``tag``'s base (sampled every half pixel)."""
    steps = max(1, math.ceil(2 * math.dist(a, b)))
    return any(math.hypot(a[0] + (b[0] - a[0]) * i / steps - tag.cx, a[1] + (b[1] - a[1]) * i / steps - tag.cy)
               < tag.r - 0.5 for i in range(steps + 1))


def gap(rect: pygame.Rect, tag: Tag) -> float:
    x, y = min(max(tag.cx, rect.left), rect.right), min(max(tag.cy, rect.top), rect.bottom)
    return math.hypot(x - tag.cx, y - tag.cy) - tag.r


crowd = st.lists(st.tuples(st.floats(20, 380), st.floats(20, 280), st.floats(6, 24),
                           st.sampled_from(["Orc Raider", "Troll", "Guard Crossbowman"]),
                           st.sampled_from(["", "click 2/5 spd 6"])), min_size=1, max_size=30)


@settings(max_examples=100, deadline=None)
@given(crowd, st.integers(0, 29), st.lists(st.tuples(st.integers(0, 29), st.integers(0, 29)), max_size=3))
@example([(20, 20, 6, "Troll", "")] * 3 + [(21.5, 24.5, 8, "Troll", "")], 0, [])  # half-pixel centres, rounded
@example([(20, 47, 6, "Troll", ""), (21, 22, 7, "Orc Raider", ""), *[(20, 20, 6, "Orc Raider", "")] * 7,
          (20, 21, 8, "Orc Raider", ""), (45, 20, 6, "Orc Raider", "")], 0, [])  # a name shifted in over a leader
def test_labels_overlap_nothing_and_stay_beside_their_base(bases, held, between):
    """The promise holds with lines of fire drawn between figures too (the names keep off them where they can)."""
    tags = [Tag(f"f{i}", name, status, x, y, r, first=i == held) for i, (x, y, r, name, status) in enumerate(bases)]
    rays = rays_between(tags, between)
    assert_promise(tags, place(tags, measure, BOUNDS, rays=rays), held)


@settings(max_examples=100, deadline=None)
@given(crowd, st.integers(0, 29), st.integers(0, 29), st.lists(st.tuples(st.integers(0, 29), st.integers(0, 29)),
                                                                 max_size=3))
def test_labels_mended_for_the_figure_under_the_pointer_keep_the_promise(bases, held, hovered, between):
    """The labels at rest, mended for a figure under the pointer (named first, with its status line) and the rays
    to it: the same promise, and the figure under the pointer named."""
    rest = [Tag(f"f{i}", name, "", x, y, r, first=i == held) for i, (x, y, r, name, _status) in enumerate(bases)]
    resting = place(rest, measure, BOUNDS)
    tags = [dataclasses.replace(tag, first=True, status="click 2/5 spd 6") if i == hovered else tag
            for i, tag in enumerate(rest)]
    placed = repair(tags, resting, {f"f{hovered}"}, measure, BOUNDS, rays=rays_between(tags, between))
    assert_promise(tags, placed, held)
    if hovered < len(tags):
        assert f"f{hovered}" in {label.id for label in placed}


def test_the_pointer_on_a_figure_moves_the_names_beside_it_and_no_other():
    """Two trolls side by side, a row of orcs far off: the pointer on the first troll names it with its status
    line, which takes the room under both; the second troll's name moves, the orcs' stay where they rested."""
    trolls = [Tag("t1", "Troll", "", 100, 100, 10), Tag("t2", "Troll", "", 150, 100, 10)]
    orcs = [Tag(f"o{i}", "Orc", "", 60 + 60 * i, 250, 10) for i in range(5)]
    resting = place([*trolls, *orcs], measure, BOUNDS)
    hovered = dataclasses.replace(trolls[0], first=True, status="click 2/5")
    placed = repair([hovered, trolls[1], *orcs], resting, {"t1"}, measure, BOUNDS)
    before, after = {p.id: p for p in resting}, {p.id: p for p in placed}
    assert after["t1"].lines == ("Troll", "click 2/5")
    assert after["t2"] != before["t2"] and after["t2"].rect.colliderect(before["t2"].rect) is False
    assert all(after[f"o{i}"] == before[f"o{i}"] for i in range(5))
    assert_promise([hovered, trolls[1], *orcs], placed, held=99)  # no "f" ids: none held to check


def rays_between(tags: list[Tag], between: list[tuple[int, int]]) -> list:
    return [((round(tags[a].cx), round(tags[a].cy)), (round(tags[b].cx), round(tags[b].cy)))
            for a, b in between if a < len(tags) and b < len(tags) and a != b]


def assert_promise(tags: list[Tag], placed: list, held: int) -> None:
    """No label over another (but the figure in hand's) nor over another base, each beside its own base or tied to
    it by a leader line that crosses no other, inside the bounds; the figure in hand labelled."""
    by_id = {tag.id: tag for tag in tags}
    for i, label in enumerate(placed):
        tag = by_id[label.id]
        assert all(not label.rect.inflate(2 * APART - 2, 0).colliderect(other.rect) for other in placed[i + 1:]) \
            or tag.first
        nx = min(max(tag.cx, label.rect.left), label.rect.right)
        ny = min(max(tag.cy, label.rect.top), label.rect.bottom)
        if label.leader is None:
            assert math.hypot(nx - tag.cx, ny - tag.cy) <= tag.r + GAP + 2
        else:  # further out, tied to its own base by a line that crosses no other
            (ex, ey), end = label.leader
            assert math.hypot(nx - tag.cx, ny - tag.cy) <= tag.r + GAP + max(FAR_RINGS) * ring_step(tag.size) + 2
            assert abs(math.hypot(ex - tag.cx, ey - tag.cy) - tag.r) <= 1.5
            assert label.rect.inflate(2, 2).collidepoint(end)
            assert not any(crosses((ex, ey), end, other) for other in tags if other is not tag)
            assert not any(other.rect.clipline((ex, ey), end) for other in placed if other is not label)
            # no other base as near, or, for a name with no such place, none within the room between two labels
            assert all(gap(label.rect, other) > min(gap(label.rect, tag), APART) for other in tags if other is not tag)
        if not tag.first:
            assert BOUNDS.contains(label.rect)
            for other in tags:
                if other is not tag:
                    ox = min(max(other.cx, label.rect.left), label.rect.right)
                    oy = min(max(other.cy, label.rect.top), label.rect.bottom)
                    assert math.hypot(ox - other.cx, oy - other.cy) >= other.r
    if held < len(tags):
        assert f"f{held}" in {label.id for label in placed}


rects = st.builds(pygame.Rect, st.integers(0, 390), st.integers(0, 290), st.integers(4, 60), st.integers(4, 30))


@settings(max_examples=100, deadline=None)
@given(crowd, st.lists(st.floats(0, 360), min_size=30, max_size=30), st.lists(rects, max_size=4))
def test_no_name_covers_another_figures_pointer_and_no_leader_crosses_what_is_covered(bases, facings, covered):
    """"Orc 1, dead" lay under a wolf's facing pointer, and "Wolf 5"'s leader ran through "Wolf 2" (a body's
    name, which the figures' names keep clear of as of anything covered)."""
    tags = []
    for i, (x, y, r, name, status) in enumerate(bases):
        tags.append(Tag(f"f{i}", name, status, x, y, r, pointer=pointer_box(x, y, r, facings[i])))
    for label in place(tags, measure, BOUNDS, covered):
        others = [pygame.Rect(t.pointer) for t in tags if t.id != label.id and t.pointer]
        assert label.rect.collidelist(others) < 0
        assert label.rect.collidelist(covered) < 0
        if label.leader is not None:
            assert not [c for c in covered if c.clipline(*label.leader)]


def test_a_name_keeps_off_a_ray_where_it_has_another_place_and_goes_over_it_where_it_has_none():
    """Two bases one above the other, the ray between them: the top one's name goes above, not under it across the
    ray; with a wall of covered windows round it but for the place under it, the name still goes there."""
    top, bottom = Tag("a", "Orc Raider", "", 100, 100, 10), Tag("b", "Troll", "", 100, 200, 10)
    ray = ((100, 100), (100, 200))
    placed = {p.id: p.rect for p in place([top, bottom], measure, BOUNDS, rays=[ray])}
    assert not placed["a"].clipline(ray) and placed["a"].bottom <= 90
    under = spots(top, 70, 16)[0][0]
    walls = [pygame.Rect(0, 0, 400, under.top), pygame.Rect(0, under.top, under.left, 300),
             pygame.Rect(under.right, under.top, 400, 300), pygame.Rect(0, under.bottom, 400, 300)]
    placed = {p.id: p.rect for p in place([top], measure, BOUNDS, walls, rays=[ray])}
    assert placed["a"] == under and placed["a"].clipline(ray)


def test_a_name_keeps_off_the_pointer_of_the_base_beneath():
    """Under Alpha's base is where its name goes first; Beta's pointer, facing up at it, sticks out there."""
    box = pygame.Rect(pointer_box(100, 162, 20, 270))
    tags = [Tag("a", "Alpha", "", 100, 100, 20), Tag("b", "Beta", "", 100, 162, 20, pointer=tuple(box))]
    alpha = next(label for label in place(tags, measure, BOUNDS) if label.id == "a")
    assert not alpha.rect.colliderect(box) and alpha.rect.bottom < 100  # above its base instead


def test_a_leader_line_crosses_nothing_covered():
    """The fen melee's Cień goes out on a leader; with a body's name where that line ran, it runs elsewhere."""
    crowd = [("Grok", 428, 452), ("Sir Roland", 405, 480), ("Marta", 507, 485), ("Cień", 475, 500),
             ("Bjarni", 490, 532)]
    tags = [Tag(name, name, "", x, y, 21) for name, x, y in crowd]
    body = pygame.Rect(452, 518, 4, 4)
    (cien,) = [label for label in place(tags, measure, pygame.Rect(0, 0, 800, 700)) if label.id == "Cień"]
    assert cien.leader is not None and body.clipline(*cien.leader)  # where the line runs with nothing there
    placed = [label for label in place(tags, measure, pygame.Rect(0, 0, 800, 700), [body]) if label.leader]
    assert placed and not [label for label in placed if body.clipline(*label.leader)]


def test_a_name_with_no_room_beside_its_base_goes_a_little_further_out_on_a_leader():
    """The fen melee of six: Cień's name fitted nowhere beside his base, among four others and their names, and was
    left out."""
    crowd = [("Grok", 428, 452), ("Sir Roland", 405, 480), ("Marta", 507, 485), ("Cień", 475, 500),
             ("Bjarni", 490, 532)]
    tags = [Tag(name, name, "", x, y, 21) for name, x, y in crowd]
    placed = {label.id: label for label in place(tags, measure, pygame.Rect(0, 0, 800, 700))}
    assert set(placed) == {name for name, *_ in crowd}
    assert placed["Cień"].leader is not None
    assert [name for name, label in placed.items() if label.leader] == ["Cień"]  # the others stay beside their bases


def test_the_figure_in_hand_with_no_free_room_is_named_inside_the_bounds():
    """At 960×600 Mitko, in hand on the siege's last row, was named under his base, under the two-line hint."""
    row = [Tag(f"f{i}", f"Fighter {i}", "", 30 + 40 * i, 280, 18) for i in range(9)]
    held = Tag("held", "Mitko", "E 24/24 · normal", 190, 280, 18, first=True)
    above = [Tag(f"a{i}", f"Archer {i}", "", 30 + 40 * i, 240, 18) for i in range(9)]
    placed = {label.id: label for label in place([*row, *above, held], measure, BOUNDS)}
    assert BOUNDS.contains(placed["held"].rect)


def test_the_figure_in_hand_with_no_free_room_covers_as_little_as_it_can():
    """Mitko in hand on the siege's bottom row, between two friends and under a third: his name and status went
    under his base over the column's letter ("e"), where his name alone covered two rows of its pixels."""
    row = [Tag(f"f{i}", f"Fighter {i}", "", 30 + 40 * i, 240, 18) for i in range(9) if i != 4]
    held = Tag("held", "Mitko", "E 24/24 · normal", 190, 240, 18, first=True)
    above = [Tag(f"a{i}", f"Archer {i}", "", 30 + 40 * i, 200, 18) for i in range(9)]
    letters = [pygame.Rect(30 + 40 * i - 5, 274, 10, 16) for i in range(9)]  # under the row, as a grid's are
    placed = {label.id: label for label in place([*row, *above, held], measure, BOUNDS, letters)}
    label = placed["held"]
    assert label.lines == ("Mitko",) and label.rect.top == 260, label  # under the base, the status in the card
    assert sum(label.rect.clip(letter).h for letter in letters) == 2


def test_a_numbered_name_too_long_for_its_room_keeps_its_number():
    """"Orc Raider 3" shortened is "Raider 3": its last word alone ("3") would name nothing."""
    (label,) = place([Tag("r3", "Orc Raider 3", "", 35, 20, 8)], measure, pygame.Rect(0, 0, 70, 60))
    assert label.lines == ("Raider 3",)
    room = pygame.Rect(0, 0, 70, 60)  # a name of one word, a bare number or none has no shorter form, and fits
    assert [label.lines for label in place([Tag("n", "7", "", 35, 20, 8)], measure, room)] == [("7",)]
    assert [label.lines for label in place([Tag("x", "", "", 35, 20, 8)], measure, room)] == [("",)]


def test_a_label_moves_aside_for_a_name_with_no_other_room():
    """Placed first (it stands higher), the right raider's name took the place above its base, the only one the
    left raider's name had (below is off the board, left too, right is the other base): the left one went
    unnamed, as Orc Archer 1 did beside Orc Raider 4 at the start of the Ash Fields battle. The first name has
    room to its base's right as well, and moves there."""
    tags = [Tag("right", "Orc Raider", "", 75, 75, 10), Tag("left", "Orc Raider", "", 35, 80, 10),
            Tag("troll", "Troll", "", 145, 30, 10)]
    placed = {label.id: label for label in place(tags, measure, pygame.Rect(0, 0, 200, 100))}
    assert set(placed) == {"right", "left", "troll"}
    assert placed["left"].rect.bottom <= 80 - 10  # above its base
    assert placed["right"].rect.left >= 75 + 10 and placed["right"].align == "left"  # beside its base's right


def test_a_bigger_name_goes_further_out_at_each_ring():
    """The rings grow with the name (zoomed in, a 15-point name's ring 1 was the same 14 pixels out as a 12-point
    one's, most of it still over ring 0's place)."""
    steps = {}
    for size in (12, 15):
        tag = Tag("t", "Troll", "", 100, 100, 10, size=size)
        (below, _), *_ = spots(tag, 40, 16)
        (further, _), *_ = spots(tag, 40, 16, ring_step(size))
        steps[size] = further.top - below.top
    assert steps[12] == 14 and steps[15] == round(14 * 15 / 12)



def test_a_crowd_sets_a_hurt_pieces_condition_further_out_rather_than_drop_it():
    """Beside the base there is room for the name alone, below it room for the name and its condition: the name
    went alone beside the base (a hurt Warrior's "E 14/34" unseen), where docs/ui.md says a crowd shortens the
    name for the condition rather than drop it."""
    tag = Tag("w", "Warrior", "E 14/34 · normal", 200, 200, 20, condition="E 14/34")
    walls = [pygame.Rect(0, 0, 400, 175), pygame.Rect(0, 175, 170, 225), pygame.Rect(230, 175, 170, 225),
             pygame.Rect(170, 240, 27, 10), pygame.Rect(203, 240, 27, 10)]  # a gap in the last two for its leader
    (label,) = place([tag], lambda words, _status, _size: (len(words) * 7, 16), pygame.Rect(0, 0, 400, 400), walls)
    assert label.lines == ("Warrior", "E 14/34") and label.leader is not None
