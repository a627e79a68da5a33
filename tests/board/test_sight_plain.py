"""Plain sight (can see, cover) on small tables built for each case, and properties that hold anywhere."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from game.board.rays import RayIndex
from game.board.sight_plain import plain_line, plain_lines
from game.board.table import Base, Table
from game.board.tablemap import TableMap
from game.board.terrain import Kind
from game.rules.clix.sight import clix_line
from tests.board.mapkit import put, rect, table, wall


def two(t, a=(2, 12), b=(20, 12)):
    put(t, "a", *a)
    put(t, "b", *b)
    return plain_line(t, "a", "b")


def test_open_ground_is_seen_without_cover():
    sight = two(table())
    assert (sight.seen, sight.cover, sight.reasons) == (True, False, ())


def test_facing_plays_no_part():
    t = table()
    put(t, "a", 2, 12, facing=180)  # looking away
    put(t, "b", 20, 12)
    assert plain_line(t, "a", "b").seen


def test_blocking_terrain_hides():
    sight = two(table((Kind.BLOCKING, rect(10, 10, 2, 4), "Bunker")))
    assert not sight.seen and not sight.cover
    assert sight.blocker.name == "Bunker" and sight.blocker.point[0] == pytest.approx(10)


def test_a_line_passing_beside_blocking_terrain_is_seen():
    assert two(table((Kind.BLOCKING, rect(10, 14, 2, 4), "Bunker"))).seen


@pytest.mark.parametrize(("a_level", "b_level", "hill", "seen"), [
    (0, 0, 1, False),  # a hill between two figures on the ground hides
    (1, 0, 1, False),  # from a hill over another as high to the ground: hidden
    (1, 1, 1, True),  # across a hill from the same height
    (2, 0, 1, True),  # looking down over a lower hill
    (1, 1, 2, False),  # a higher hill between
    (2, 1, 1, True),
])
def test_elevated_terrain_between(a_level, b_level, hill, seen):
    pieces = [(Kind.ELEVATED, rect(9, 8, 4, 8), "Middle", hill)]
    if a_level:
        pieces.append((Kind.ELEVATED, rect(0, 8, 5, 8), "West", a_level))
    if b_level:
        pieces.append((Kind.ELEVATED, rect(18, 8, 5, 8), "East", b_level))
    sight = two(table(*pieces))
    assert sight.seen is seen
    if not seen:
        assert sight.blocker.name == "Middle"


def test_the_hill_a_figure_stands_on_never_hides_it():
    t = table((Kind.ELEVATED, rect(14, 8, 8, 8), "Hill"))
    assert two(t).seen  # b on the hill, a below: the line enters b's own hill


@pytest.mark.parametrize("bases_block", [False, True])
def test_bases_block_only_when_asked(bases_block):
    t = table()
    put(t, "a", 2, 12)
    put(t, "b", 20, 12)
    put(t, "c", 11, 12.3)
    sight = plain_line(t, "a", "b", bases_block=bases_block)
    assert sight.seen is not bases_block
    if bases_block:
        assert sight.blocker.kind == "base" and sight.blocker.ref == "c"


def test_hindering_terrain_crossed_gives_cover():
    sight = two(table((Kind.HINDERING, rect(10, 10, 2, 4), "Rubble")))
    assert sight.seen and sight.cover
    assert [r.name for r in sight.reasons] == ["Rubble"]


def test_a_target_standing_in_hindering_terrain_is_in_cover():
    sight = two(table((Kind.HINDERING, rect(18, 10, 4, 4), "Crater")))
    assert sight.cover and any(r.rule == "stands in" for r in sight.reasons)


def test_the_viewers_own_wood_gives_no_cover_unless_the_target_is_in_it_too():
    t = table((Kind.HINDERING, rect(0, 10, 5, 4), "Wood"))
    assert not two(t).cover
    assert two(table((Kind.HINDERING, rect(0, 10, 22, 4), "Wood"))).cover


@pytest.mark.parametrize("kind", [Kind.LOW_WALL, Kind.OBSTACLE])
def test_a_wall_between_gives_cover_but_not_the_viewers_own_parapet(kind):
    middle = _walled(kind, 11)
    assert two(middle).cover
    own = _walled(kind, 3.5)  # 0.75" from a's base edge
    assert not two(own).cover
    assert two(_walled(kind, 3.5), b=(5, 12)).cover  # as near the target: both hug it, it covers


def _walled(kind, x):
    piece = wall(0, kind, [(x, 6), (x, 18)], 0.5, "Wall")
    return Table(TableMap(Path("test.tmx"), 24.0, 24.0, 1.0, 24, 24, 32, 32, (piece,)))


def test_water_and_open_terrain_do_nothing():
    t = table((Kind.WATER, rect(8, 0, 2, 24), "Stream"), (Kind.OPEN, rect(12, 0, 2, 24), "Field"))
    sight = two(t)
    assert (sight.seen, sight.cover) == (True, False)


def test_hypothetical_bases_stand_in_for_their_figures():
    t = table()
    put(t, "a", 2, 12)
    put(t, "b", 20, 12)
    put(t, "c", 11, 12)
    ghost = Base("a", 11, 16)  # a elsewhere, beside c
    batch = plain_lines(t, [ghost, t.bases["a"]], [t.bases["b"], t.bases["b"]], bases_block=True)
    assert batch.seen.tolist() == [True, False]


TERRAIN = (
    (Kind.HINDERING, rect(4, 4, 5, 3), "Copse"),
    (Kind.BLOCKING, rect(12, 2, 2, 6), "Bunker"),
    (Kind.ELEVATED, rect(3, 13, 7, 7), "Hill"),
    (Kind.STEEP, rect(15, 14, 5, 5), "Crag", 2),
)
spot = st.tuples(st.floats(1, 23), st.floats(1, 23))


@settings(max_examples=150, deadline=None)
@given(a=spot, b=spot)
def test_sight_is_symmetric_and_never_sees_what_blocking_terrain_hides_from_clix(a, b):
    t = table(*TERRAIN)
    for fid, at in (("a", a), ("b", b)):
        assume(not t.problems_at(Base(fid, *at)))
        put(t, fid, *at)
    there, back = plain_line(t, "a", "b"), plain_line(t, "b", "a")
    assert there.seen == back.seen
    assert there.cover <= there.seen
    if t.standing(a).level == t.standing(b).level == 0:
        # on the ground both sights agree: hills and blocking terrain hide, hindering covers
        t.place("a", facing=t.bearing("a", "b"))
        clix = clix_line(t, "a", "b")
        assert there.seen == (clix.result != "blocked")
        assert there.cover == (clix.result == "hindered")


@settings(max_examples=40, deadline=None)
@given(spots=st.lists(spot, min_size=2, max_size=7, unique=True))
def test_the_batch_agrees_with_one_line_at_a_time(spots):
    t = table(*TERRAIN)
    for i, (x, y) in enumerate(spots):
        if not t.problems_at(Base(f"f{i}", x, y)):
            put(t, f"f{i}", x, y)
    bases = list(t.bases.values())
    pairs = [(s, d) for s in bases for d in bases if s is not d]
    batch = plain_lines(t, [s for s, _ in pairs], [d for _, d in pairs], bases_block=True)
    for k, (s, d) in enumerate(pairs):
        assert batch[k] == plain_line(t, s.id, d.id, bases_block=True)


def test_a_remembered_line_follows_a_base_that_moves():
    """The pair's answer is kept in the map's memo; moving either base asks afresh (no stale sight)."""
    t = table((Kind.BLOCKING, rect(10, 10, 2, 4), "Bunker"))
    put(t, "a", 2, 12)
    put(t, "b", 20, 6)
    assert plain_line(t, "a", "b").seen
    assert plain_line(t, "a", "b") is plain_line(t, "a", "b")  # kept, not traced again
    t.place("b", (20, 12))  # behind the bunker now
    assert plain_line(t, "a", "b").blocker.name == "Bunker"
    t.place("a", (2, 2))
    assert plain_line(t, "a", "b").seen


def test_the_memo_is_emptied_when_full(monkeypatch):
    monkeypatch.setattr("game.board.rays.MEMO_SIZE", 3)
    t = table()
    put(t, "a", 2, 12)
    for x in range(6, 16):
        put(t, f"b{x}", x, 4)
        assert plain_line(t, "a", f"b{x}").seen
    assert len(RayIndex.for_map(t.map).memo) <= 3


@settings(max_examples=40, deadline=None)
@given(moves=st.lists(st.tuples(st.sampled_from("ab"), spot), min_size=1, max_size=8))
def test_one_line_at_a_time_agrees_with_a_fresh_trace_as_bases_move(moves):
    t = table(*TERRAIN)
    put(t, "a", 1, 1)
    put(t, "b", 23, 23)
    for fid, at in moves:
        if not t.problems_at(Base(fid, *at), ignore=[fid]):
            t.place(fid, at)
        fresh = plain_lines(t, [t.bases["a"]], [t.bases["b"]])[0]
        assert plain_line(t, "a", "b") == fresh
