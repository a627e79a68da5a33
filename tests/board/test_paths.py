"""Shortest legal routes (game.board.paths): round walls, never through them, dear terrain skirted when that is
cheaper, other bases avoided, nothing where no way exists — and every route found is a legal move."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import dijkstra

from game.board.movement import DEFAULT_GOING, Going, plan_move
from game.board.paths import _Graph, _segment_gaps, find_routes, paths_to
from game.board.table import CONTACT, Base
from game.board.terrain import Kind
from tests.board.mapkit import put, rect, table, wall


def route(t, goal, going=DEFAULT_GOING, allowance=math.inf, base="a"):
    return find_routes(t, base, [goal], going, allowance)[0]


ASLANT = 0.1  # inches short of a goal overlapping a wall within the tolerance that a move aslant may stop


def walks(t, found, going=DEFAULT_GOING):
    """The route as a move: it must be travelled whole (a goal where the base touches a wall is reached, though
    the move reports the contact there). Whole means to within the table's contact tolerance: a goal that overlaps
    a wall's corner by less than it is a legal place, and the move stops where the base first touches the corner
    (hypothesis found one 0.0097" short of such a goal). Approached aslant, such a goal is stopped short by more
    than the overlap: a corner overlapped by 0.005" stopped a base 0.015" short along its diagonal."""
    done = plan_move(t, "a", found.waypoints, going=going)
    goal = found.path[-1]
    short = math.dist(done.end, goal)
    if short < CONTACT:
        return True
    against = not t.clear_under_base(*goal, t.bases["a"].radius + CONTACT, going.barred)  # the goal at the wall
    return done.blocker is not None and against and short < ASLANT


def test_a_straight_line_when_nothing_is_in_the_way():
    t = table()
    put(t, "a", 4, 12)
    found = route(t, (20, 12))
    assert found.path == ((4, 12), (20.0, 12.0)) and found.length == pytest.approx(16)


def test_round_a_wall_and_legal_all_the_way():
    t = table((Kind.BLOCKING, rect(10, 4, 2, 16), "Wall"))
    put(t, "a", 5, 12)
    found = route(t, (18, 12))
    assert len(found.path) > 2 and walks(t, found)
    assert found.length < 24.5  # round an end of the wall: 2 × √(6.5² + 8.75²) ≈ 21.8, plus the corners


@pytest.mark.parametrize("gap", [0.0, 0.05, 0.15])
def test_a_base_pressed_against_a_wall_finds_its_way_round_it(gap):
    """A move that stopped against a wall leaves the base nearer it than the route nodes stand: the way out along
    the wall to a corner is not tangent at the corner's node, and was refused, so no route was found at all."""
    t = table((Kind.BLOCKING, rect(10, 8, 2, 8), "Wall"))
    put(t, "a", 10 - 0.75 - gap, 12)
    found = route(t, (16, 12))
    assert found is not None and walks(t, found)
    assert found.length < 16.5  # round an end: about 2 × √(2.5² + 4.9²) plus the wall's width


def test_a_suggested_path_to_a_spot_beyond_reach_goes_round_the_wall_not_into_it():
    """A spot past a wall and beyond the allowance: the suggestion is the route round the wall, which the move
    follows as far as the allowance lasts (it was the straight line, which stopped at the wall: a figure behind a
    block never got past it)."""
    t = table((Kind.BLOCKING, rect(10, 8, 2, 8), "Wall"))
    put(t, "a", 8, 12)
    goal = (16, 12)  # 8" straight, 14.7" round an end of the wall
    (path,) = paths_to(t, "a", [goal], DEFAULT_GOING, 8.0)
    moved = plan_move(t, "a", path, 8.0)
    assert plan_move(t, "a", [goal], 8.0).end[0] < 10  # the straight line stops at the wall
    assert len(path) > 2 and moved.stopped == "its move allowance is spent"
    assert moved.end[0] > 10 and (moved.end[1] < 8 or moved.end[1] > 16)  # round an end, past the wall's face


def test_no_route_into_a_closed_yard_and_none_to_a_spot_inside_a_wall():
    yard = table((Kind.BLOCKING, rect(8, 8, 8, 1)), (Kind.BLOCKING, rect(8, 15, 8, 1)),
                 (Kind.BLOCKING, rect(8, 8, 1, 8)), (Kind.BLOCKING, rect(15, 8, 1, 8)))
    put(yard, "a", 3, 3)
    assert route(yard, (12, 12)) is None
    assert route(yard, (8.5, 12)) is None


def test_a_goal_off_the_table_has_no_route():
    t = table()
    put(t, "a", 4, 12)
    assert find_routes(t, "a", [(-3, 12), (30, 40), (12, 0.2)], DEFAULT_GOING) == [None, None, None]


def test_the_allowance_limits_the_route():
    t = table((Kind.BLOCKING, rect(10, 4, 2, 16), "Wall"))
    put(t, "a", 5, 12)
    assert route(t, (18, 12), allowance=20) is None
    assert route(t, (18, 12), allowance=30) is not None


def test_dear_terrain_is_skirted_when_that_is_cheaper():
    t = table((Kind.HINDERING, rect(10, 9, 4, 6), "Wood"))
    put(t, "a", 4, 12, diameter=1.0)
    going = Going(DEFAULT_GOING.barred, {Kind.HINDERING: 3.0})
    found = route(t, (20, 12), going)
    assert len(found.path) > 2 and found.cost < 16 + 4 * 2  # cheaper than the straight line through the wood
    assert walks(t, found, going)


def test_a_route_never_passes_through_another_base():
    t = table((Kind.BLOCKING, rect(10, 4, 2, 14), "Wall"))  # from y 4 to 18: shorter round the top
    put(t, "a", 5, 10)
    assert min(y for _, y in route(t, (17, 10)).path) < 4
    put(t, "b", 11, 2.5)  # standing in the gap at the top
    found = route(t, (17, 10))
    assert max(y for _, y in found.path) > 18 and walks(t, found)


def test_several_goals_at_once_agree_with_one_at_a_time():
    t = table((Kind.BLOCKING, rect(10, 4, 2, 16), "Wall"), (Kind.BLOCKING, rect(16, 14, 6, 2), "Barn"))
    put(t, "a", 5, 12)
    goals = [(18, 12), (20, 20), (14, 2), (3, 22)]
    together = find_routes(t, "a", goals, DEFAULT_GOING)
    alone = [route(t, g) for g in goals]
    assert [r.cost for r in together] == pytest.approx([r.cost for r in alone])


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.floats(2, 20), st.floats(2, 20), st.floats(0.5, 5), st.floats(0.5, 5)), max_size=5),
       st.tuples(st.floats(1, 23), st.floats(1, 23)))
@example(walls=[(18.421875, 10.84375, 1.0, 1.0)], goal=(17.96875, 10.65625))  # a goal inside the contact tolerance
@example(walls=[(2.875, 3.0, 1.0, 1.0)], goal=(2.3828125, 3.0))  # the same, approached aslant
def test_every_route_found_is_a_legal_move(walls, goal):
    assert_routes_walk(table(*((Kind.BLOCKING, rect(*w)) for w in walls)), goal)


def assert_routes_walk(t, goal) -> None:
    """From the corner, where a base may stand there: a route found to ``goal`` is a move that gets there."""
    if t.problems_at(Base("a", 1.5, 1.5, 0, 1.0)):
        return
    put(t, "a", 1.5, 1.5, diameter=1.0)
    found = route(t, goal)
    if found is not None:
        assert walks(t, found)


@pytest.mark.parametrize("slant", [0, 15, 30, 45, 60, 75])
def test_round_a_hedges_end_at_any_slant_by_the_short_way_and_all_the_way(slant):
    """A hedge's ends are round, on the table as in the window. The route search took them square: its route
    past an end stopped short at the round end (a knight "went" 0.8" of a drag round the Mill hedge), and beside
    a slanting side its squares refused the way round, so a route went the long way (12.5" for 6") or none."""
    a = math.radians(90 - slant)
    ends = ((9 - math.cos(a), 19 - math.sin(a)), (9 + math.cos(a), 19 + math.sin(a)))
    t = table(wall(0, Kind.OBSTACLE, ends, thickness=0.5, name="Hedge"))
    put(t, "a", 7.0, 19, diameter=1.25)
    found = route(t, (11, 19))
    assert found is not None and found.length < 6.5
    assert walks(t, found)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.floats(3, 21), st.floats(3, 21), st.floats(0, 2 * math.pi), st.floats(1, 6),
                          st.floats(0.25, 1.0)), max_size=4),
       st.tuples(st.floats(1, 23), st.floats(1, 23)))
def test_every_route_found_past_hedges_is_a_legal_move(hedges, goal):
    assert_routes_walk(table(*(wall(i, Kind.OBSTACLE, ((x, y), (x + n * math.cos(a), y + n * math.sin(a))),
                                    thickness=w) for i, (x, y, a, n, w) in enumerate(hedges))), goal)


def test_a_figure_in_the_open_is_gone_round():
    t = table()
    put(t, "a", 4, 12)
    put(t, "b", 9, 12)
    found = route(t, (14, 12))
    assert found is not None and len(found.path) > 2 and walks(t, found)
    assert found.length < 10 + 1.5  # just round it


def test_a_way_between_two_figures_is_found_when_it_is_wide_enough():
    t = table((Kind.BLOCKING, rect(10, 0, 2, 9), "North wall"), (Kind.BLOCKING, rect(10, 15, 2, 9), "South wall"))
    put(t, "a", 4, 12)
    put(t, "gate", 11, 12, diameter=1.0)  # in the middle of the 6" gap: 2.5" free either side
    found = route(t, (18, 12))
    assert found is not None and walks(t, found) and found.length < 17


def lattice_length(walls, start, goal, clearance, step=0.5, size=24.0):
    """Brute force: the shortest path on a lattice of ``step`` inches joined to its 16 nearest directions, through
    points and along legs that keep ``clearance`` from every wall (axis-aligned rectangles), measured exactly.
    Longer than the true shortest path with that clearance (the directions are few), never shorter."""
    ticks = np.arange(0.0, size + 1e-9, step)
    gx, gy = np.meshgrid(ticks, ticks)
    pts = np.column_stack([gx.ravel(), gy.ravel()])
    n = len(ticks)
    boxes = np.array([(x, y, x + w, y + h) for x, y, w, h in walls], dtype=float).reshape(-1, 4)

    def gaps(p, q):  # least distance from each segment p→q to any box (0 when they meet)
        if not len(boxes):
            return np.full(len(p), np.inf)
        out = np.full(len(p), np.inf)
        for x0, y0, x1, y1 in boxes:
            ts = np.linspace(0.0, 1.0, 65)[None, :, None]  # the legs are short: 64 pieces of ≤ 1/25"
            s = p[:, None, :] + (q - p)[:, None, :] * ts
            dx = np.maximum(np.maximum(x0 - s[..., 0], s[..., 0] - x1), 0.0)
            dy = np.maximum(np.maximum(y0 - s[..., 1], s[..., 1] - y1), 0.0)
            out = np.minimum(out, np.hypot(dx, dy).min(axis=1))
        return out

    ok = (gaps(pts, pts) >= clearance) & (pts.min(axis=1) >= clearance) & (pts.max(axis=1) <= size - clearance)
    rows, cols, weights = [], [], []
    for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1), (2, 1), (1, 2), (2, -1), (1, -2)):
        c, r = np.meshgrid(np.arange(n), np.arange(n))
        c2, r2 = c + dc, r + dr
        inside = (c2 < n) & (r2 >= 0) & (r2 < n)
        a, b = (r * n + c)[inside], (r2 * n + c2)[inside]
        keep = ok[a] & ok[b]
        a, b = a[keep], b[keep]
        clear = gaps(pts[a], pts[b]) >= clearance
        rows += [a[clear]]
        cols += [b[clear]]
        weights += [np.full(int(clear.sum()), step * math.hypot(dc, dr))]
    graph = csr_matrix((np.concatenate(weights), (np.concatenate(rows), np.concatenate(cols))), shape=(n * n, n * n))
    at = {tuple(np.round(p, 6)): k for k, p in enumerate(pts)}
    dist = dijkstra(graph, directed=False, indices=at[start])
    return float(dist[at[goal]])


@settings(max_examples=20, deadline=None)
@given(st.lists(st.tuples(st.integers(3, 18), st.integers(3, 18), st.integers(1, 8), st.integers(1, 8)), max_size=4),
       st.tuples(st.integers(2, 44), st.integers(2, 44)))
def test_no_route_is_longer_than_a_brute_force_path_with_more_room(walls, spot):
    """Optimality: a path that keeps well clear of the walls (the base's radius and the graph's margin, stretched
    round a corner) is open to the search too, so the route found is never longer; nor is none found."""
    t = table(*((Kind.BLOCKING, rect(*w)) for w in walls))
    start, goal = (1.5, 1.5), (spot[0] / 2, spot[1] / 2)
    radius = 0.5
    room = math.sqrt(2) * (radius + 0.2) + 0.05  # the graph's nodes stand that far out at a right-angled corner
    if t.problems_at(Base("a", *start, 0, 2 * room)):
        return
    brute = lattice_length(walls, start, goal, room)
    put(t, "a", *start, diameter=2 * radius)
    found = route(t, goal)
    if math.isfinite(brute):
        assert found is not None and found.length <= brute + 1e-6
    if found is not None:
        assert walks(t, found)


def test_terrain_that_costs_nothing_still_gives_a_legal_route_within_the_allowance():
    t = table((Kind.BLOCKING, rect(10, 4, 2, 16), "Wall"), (Kind.OPEN, rect(0, 0, 24, 3), "Road"))
    put(t, "a", 5, 12)
    going = Going(DEFAULT_GOING.barred, {Kind.OPEN: 0.0})  # a bound of nothing an inch: no leg may be ruled out
    found = route(t, (18, 12), going, allowance=40)
    assert found is not None and walks(t, found, going) and found.cost <= found.length


@given(st.lists(st.tuples(st.floats(2, 20), st.floats(2, 20), st.floats(0.5, 5), st.floats(0.5, 5)), min_size=1,
                max_size=5),
       st.lists(st.tuples(st.floats(0, 24), st.floats(0, 24), st.floats(0, 24), st.floats(0, 24)), min_size=1,
                max_size=12),
       st.floats(0.1, 2.0))
@example(walls=[(10, 10, 2, 2)], legs=[(9.0, 11.0, 9.0, 11.0), (8.2, 11.0, 8.2, 11.0), (3.0, 3.0, 3.0, 3.0)], keep=1.0)
def test_the_walls_beside_a_leg_are_all_the_walls_that_count(walls, legs, keep):
    """``walls_clear`` measures only the walls whose middles lie in a strip along the leg (a square round a leg
    that is a point: a place stood on): it must judge every leg as measuring against every wall does."""
    graph = _Graph.of(table(*((Kind.BLOCKING, rect(*w)) for w in walls)), DEFAULT_GOING, 0.5)
    p, q = np.array([leg[:2] for leg in legs]), np.array([leg[2:] for leg in legs])
    n, m = len(p), len(graph.walls)
    gaps = _segment_gaps(np.repeat(p, m, 0), np.repeat(q, m, 0), np.tile(graph.walls[:, :2], (n, 1)),
                         np.tile(graph.walls[:, 2:], (n, 1))).reshape(n, m)
    assert (graph.walls_clear(p, q, keep) == (gaps >= keep).all(axis=1)).all()
