"""What a figure can see: visible stretches along rays, by the footing rules of clix 14."""

from __future__ import annotations

import math

import pytest

from game.board.terrain import Kind
from game.rules.clix.visibility import visible_area
from tests.board.mapkit import put, rect, table


def ray_to(vis, degrees):
    return round(degrees / 360 * len(vis.angles)) % len(vis.angles)


def test_an_open_table_is_seen_to_its_edge():
    t = table()
    vis = visible_area(t, put(t, "a", 12, 12), rays=360)
    assert all(vis.intervals(k) == [(0.0, pytest.approx(r))] for k, r in enumerate(vis.reach))
    assert vis.intervals(ray_to(vis, 0))[0][1] == pytest.approx(12)
    assert vis.in_arc[ray_to(vis, 0)] and not vis.in_arc[ray_to(vis, 180)]


def test_blocking_terrain_and_bases_hide_what_is_behind():
    t = table((Kind.BLOCKING, rect(16, 10, 2, 4), "Barn"))
    viewer = put(t, "a", 12, 12)
    put(t, "b", 12, 6)
    vis = visible_area(t, viewer, rays=360)
    assert vis.intervals(ray_to(vis, 0)) == [(0.0, pytest.approx(4))]
    assert vis.intervals(ray_to(vis, 270)) == [(0.0, pytest.approx(5.25))]


def test_from_the_ground_a_hill_is_seen_up_to_its_far_edge_and_nothing_behind_it():
    t = table((Kind.ELEVATED, rect(16, 8, 4, 8), "Hill"))
    vis = visible_area(t, put(t, "a", 12, 12), rays=360)
    assert vis.intervals(ray_to(vis, 0)) == [(0.0, pytest.approx(4)), (pytest.approx(4), pytest.approx(8))]
    assert not vis.visible(ray_to(vis, 0), 10)


def test_from_a_hill_ground_figures_and_low_terrain_do_not_hide_the_far_hill():
    t = table((Kind.ELEVATED, rect(0, 8, 6, 8), "West"), (Kind.ELEVATED, rect(18, 8, 6, 8), "East"),
              (Kind.BLOCKING, rect(10, 10, 2, 4), "Barn"))
    viewer = put(t, "a", 3, 12)
    put(t, "ground", 8, 12)
    vis = visible_area(t, viewer, rays=360)
    east = ray_to(vis, 0)
    assert vis.visible(east, 4)  # ground right in front (the base on the ground does not block, 14c)
    assert not vis.visible(east, 13)  # ground behind the barn
    assert vis.visible(east, 18)  # the far hill, seen over the barn (14b)


def test_another_hill_hides_a_hill_behind_it_from_the_ground():
    t = table((Kind.ELEVATED, rect(14, 8, 2, 8), "Near"), (Kind.ELEVATED, rect(20, 8, 3, 8), "Far"))
    vis = visible_area(t, put(t, "a", 4, 12), rays=360)
    east = ray_to(vis, 0)
    assert vis.visible(east, 11) and not vis.visible(east, 17)
    assert not vis.visible(east, 17.5)


def test_visibility_agrees_with_the_line_of_fire_at_sample_points():
    from game.board.table import Base
    from game.rules.clix.sight import clix_lines

    t = table((Kind.BLOCKING, rect(14, 4, 2, 6), "Wall"), (Kind.ELEVATED, rect(6, 14, 6, 6), "Knoll"),
              (Kind.HINDERING, rect(16, 16, 4, 4), "Copse"))
    viewer = put(t, "a", 4, 8)
    put(t, "b", 18, 14)
    vis = visible_area(t, viewer, rays=360)
    for ray in range(0, 360, 7):
        for d in (2.0, 5.0, 9.0, 13.0, 17.0):
            angle = vis.angles[ray]
            point = (4 + math.cos(angle) * d, 8 + math.sin(angle) * d)
            if d >= vis.reach[ray] or min(abs(point[0] - 18), abs(point[1] - 14)) < 1:
                continue
            target = Base("probe", *point, diameter=0.01)
            seen = clix_lines(t, [Base("a", 4, 8, math.degrees(angle), 1.5, 360)], [target]).result(0) != "blocked"
            assert vis.visible(ray, d) == seen, (ray, d)
