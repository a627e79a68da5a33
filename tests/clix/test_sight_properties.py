"""Properties of the line of fire that hold wherever the figures stand."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from game.board.geometry import direction
from game.board.table import Base
from game.board.terrain import Kind
from game.rules.clix.sight import clix_all_pairs, clix_line, clix_lines
from tests.board.mapkit import put, rect, table

TERRAIN = (
    (Kind.HINDERING, rect(4, 4, 5, 3), "Copse"),
    (Kind.BLOCKING, rect(12, 2, 2, 6), "Wall"),
    (Kind.ELEVATED, rect(3, 13, 7, 7), "Hill"),
    (Kind.STEEP, rect(15, 14, 5, 5), "Crag", 2),
    (Kind.WATER, rect(0, 10, 24, 1.5), "Stream"),
)

spot = st.tuples(st.floats(1, 23), st.floats(1, 23))


@settings(max_examples=150, deadline=None)
@given(a=spot, b=spot, others=st.lists(spot, max_size=4))
def test_blocking_is_symmetric_and_hindering_too_when_nobody_stands_in_cover(a, b, others):
    t = table(*TERRAIN)
    assume(not t.problems_at(Base("x", *a)))
    put(t, "a", *a, facing=direction(a, b))
    assume(not t.problems_at(Base("y", *b)))
    put(t, "b", *b, facing=direction(b, a))
    for i, spot_ in enumerate(others):
        if not t.problems_at(Base(f"o{i}", *spot_)):
            put(t, f"o{i}", *spot_)
    there, back = clix_line(t, "a", "b"), clix_line(t, "b", "a")
    assert (there.result == "blocked") == (back.result == "blocked")
    if not (t.standing(a).in_hindering or t.standing(b).in_hindering):
        assert there.result == back.result
    if there.result != "blocked":
        assert there.defence_modifier in (0, 1, 2)


@settings(max_examples=40, deadline=None)
@given(spots=st.lists(spot, min_size=2, max_size=8, unique=True))
def test_the_batch_agrees_with_one_line_at_a_time(spots):
    t = table(*TERRAIN)
    for i, (x, y) in enumerate(spots):
        if not t.problems_at(Base(f"f{i}", x, y)):
            put(t, f"f{i}", x, y, facing=(i * 77) % 360)
    bases = list(t.bases.values())
    batch = clix_all_pairs(t, bases)
    k = 0
    for i, src in enumerate(bases):
        for dst in bases[i + 1:]:
            one = clix_line(t, src.id, dst.id)
            assert (batch.result(k), batch.modifier(k)) == (one.result, one.defence_modifier)
            assert batch[k] == one
            k += 1
    assert k == len(batch)


def test_a_hypothetical_position_ignores_the_figures_own_base():
    t = table()
    put(t, "a", 2, 12)
    put(t, "d", 2, 20)
    assert clix_lines(t, [Base("a", 2, 4, 90)], [t.bases["d"]]).result(0) == "clear"  # "a" thinking of moving
    assert clix_lines(t, [Base("z", 2, 4, 90)], [t.bases["d"]]).result(0) == "blocked"  # someone else there
