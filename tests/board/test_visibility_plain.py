"""The plain visible area (the default of every ruleset whose sight is the board's plain sight) agrees with plain
sight at sample points, figures never hide, and a hill hides what is behind it from the ground."""

from __future__ import annotations

import math

import numpy as np
import pytest

from game.board.sight_plain import plain_lines
from game.board.table import Base
from game.board.terrain import Kind
from game.board.visibility import plain_visible_area
from tests.board.mapkit import put, rect, table


def ray_to(vis, degrees):
    return round(math.radians(degrees) / (2 * math.pi) * len(vis.angles)) % len(vis.angles)


def test_figures_do_not_hide_and_a_wall_does():
    t = table((Kind.BLOCKING, rect(14, 10, 2, 4), "Wall"))
    viewer = put(t, "a", 4, 12)
    put(t, "b", 8, 12)
    vis = plain_visible_area(t, viewer, rays=360)
    east = ray_to(vis, 0)
    assert vis.visible(east, 6)  # behind the figure b
    assert not vis.visible(east, 14)  # behind the wall


def test_from_the_ground_a_hill_is_seen_and_hides_what_is_behind_it():
    t = table((Kind.ELEVATED, rect(10, 8, 4, 8), "Hill"))
    vis = plain_visible_area(t, put(t, "a", 4, 12), rays=360)
    east = ray_to(vis, 0)
    assert vis.visible(east, 7) and not vis.visible(east, 12)  # the hill hides figures on the ground behind it
    assert vis.visible(east, 9)  # a figure on the hill is seen


@pytest.mark.parametrize("at", [(4, 8), (9, 17)])
def test_plain_visibility_agrees_with_plain_sight_at_sample_points(at):
    t = table((Kind.BLOCKING, rect(14, 4, 2, 6), "Wall"), (Kind.ELEVATED, rect(6, 14, 6, 6), "Knoll"),
              (Kind.ELEVATED, rect(17, 13, 4, 4), "Mound"), (Kind.HINDERING, rect(16, 16, 4, 4), "Copse"))
    viewer = put(t, "a", *at)
    vis = plain_visible_area(t, viewer, rays=360)
    checked = 0
    for ray in range(0, 360, 7):
        for d in (2.0, 5.0, 9.0, 13.0, 17.0):
            angle = vis.angles[ray]
            point = (at[0] + math.cos(angle) * d, at[1] + math.sin(angle) * d)
            bounds = np.concatenate([vis.start[vis.ray == ray], vis.end[vis.ray == ray]])
            if d >= vis.reach[ray] or np.abs(bounds - d).min(initial=9.0) < 0.2:
                continue  # on a boundary, where sampling and the exact line may differ
            target = Base("probe", *point, diameter=0.01)
            seen = plain_lines(t, [Base("a", *at, 0, 1.5, 360)], [target]).seen[0]
            assert vis.visible(ray, d) == bool(seen), (ray, d)
            checked += 1
    assert checked > 100


def test_the_reasons_name_the_figures_as_players_call_them():
    """"blocking terrain “Wall” hides deathmarksman from sniper" named the figures by their ids."""
    t = table((Kind.BLOCKING, rect(8, 10, 2, 4), "Wall"), (Kind.HINDERING, rect(15, 10, 4, 4), "Copse"))
    t.add(Base("sniper", 4, 12, label="Pilgrim sniper"))
    t.add(Base("marksman", 16, 12, label="Deathmarksman"))
    hidden, = plain_lines(t, [t.bases["sniper"]], [t.bases["marksman"]])
    assert [r.text for r in hidden.reasons] == ["blocking terrain “Wall” hides Deathmarksman from Pilgrim sniper"]
    t.bases["sniper"].x = 12
    seen, = plain_lines(t, [t.bases["sniper"]], [t.bases["marksman"]])
    assert "Deathmarksman stands in hindering terrain: cover" in [r.text for r in seen.reasons]


def test_every_piece_is_named_in_the_same_quotes_whatever_its_name_holds():
    """``repr`` wrote "Miller's house" in double quotes beside 'Barn' in single ones in the same explanation."""
    t = table((Kind.BLOCKING, rect(8, 10, 2, 4), "Miller's house"), (Kind.BLOCKING, rect(14, 10, 2, 4), "Barn"))
    t.add(Base("a", 4, 12, label="Archer"))
    t.add(Base("b", 20, 12, label="Bowman"))
    hidden, = plain_lines(t, [t.bases["a"]], [t.bases["b"]])
    assert [r.text.split(" hides")[0] for r in hidden.reasons] == [
        "blocking terrain “Miller's house”", "blocking terrain “Barn”"]


def test_plain_sight_sees_all_round_whatever_the_figures_arc():
    """Facing plays no part in plain sight (trench, arcane, manoeuvres): the V overlay shaded what lay behind a
    trench sniper's 180° base as out of its sight, where the line of fire tool drew a clear line."""
    t = table()
    viewer = put(t, "a", 12, 12)
    assert viewer.front_arc == 180 and viewer.facing == 0  # facing east, the west behind it
    vis = plain_visible_area(t, viewer, rays=360)
    west = ray_to(vis, 180)
    assert vis.visible(west, 6) and bool(np.asarray(vis.in_arc).all())
