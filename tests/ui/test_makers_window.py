"""The map maker's tools in the window: the firing-lane heat map (H) and the checker's report."""

from __future__ import annotations

import os
import shutil

import pygame
import pytest

from game.ui import heatmap, style
from game.ui.corners import quiet_corner
from game.ui.screens.play import PlayScreen
from game.ui.screens.terrain import TerrainScreen
from tests.makers.tmxkit import rect, write_map
from tests.ui.ink import screen_words
from tests.ui.pilot import FIELD, ROOT

DEPLOYMENT = ('<objectgroup id="3" name="deployment"><object id="9" name="in the barn" class="deployment" x="384" '
              'y="384"><properties><property name="side" value="red"/><property name="profile" value="x"/>'
              '</properties><point/></object></objectgroup></map>')


@pytest.fixture
def terrain(pilot, tmp_path):
    path = tmp_path / "field.tmx"
    shutil.copy(FIELD, path)
    screen = pilot.open(path)
    assert isinstance(screen, TerrainScreen)
    return screen


def test_h_shows_the_lanes_from_each_edge_in_turn_then_switches_off(pilot, terrain):
    pilot.type("t")  # the plain table under the heat map
    hidden_before = pilot.pixel(pilot.at((12.5, 14.5)))  # just south of the barn
    pilot.type("h")
    assert terrain.tools.heat
    lanes = terrain.tools.lanes.exposure
    assert lanes.watchers == 12  # the north edge, every 2"
    assert lanes.at((12.5, 14.5)) == (0, 0)  # the barn hides the spot behind it
    assert lanes.at((4.5, 16.5))[0] > 6  # open ground: most see it clearly
    seen = pilot.pixel(pilot.at((4.5, 16.5)))
    hidden = pilot.pixel(pilot.at((12.5, 14.5)))
    assert seen[0] > seen[2] + 60  # lit red
    assert sum(hidden) < sum(hidden_before) - 40  # veiled
    pilot.type("h")
    assert terrain.tools.heat and terrain.tools.lanes.zone == 1
    assert terrain.tools.lanes.exposure.at((12.5, 7.5))[0] < terrain.tools.lanes.exposure.at((4.5, 7.5))[0]
    pilot.type("h")
    assert not terrain.tools.heat


def test_the_terrain_screen_shows_the_check_and_follows_edits(pilot, terrain):
    pilot.wait(1)
    assert terrain.check.report.verdict() == "no problems found"
    path = terrain.map.path
    stat = path.stat()
    path.write_text(path.read_text(encoding="utf-8").replace("</map>", DEPLOYMENT), encoding="utf-8")
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    pilot.reloaded()
    assert terrain.reloads == 1
    assert terrain.check.report.exit_code == 2
    assert "a figure may not stand there" in terrain.check.report.errors[0].text


def test_h_in_a_game_shows_where_the_enemy_figures_see(pilot):
    screen = pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
    assert isinstance(screen, PlayScreen)
    pilot.type("h")
    pilot.wait(1)
    lanes = screen.tools.lanes.exposure
    assert lanes is not None and lanes.watchers == 4  # the Ash Horde, seen by the Lion Guard to play
    assert lanes.at((20.5, 6.5))[0] > 0  # open ground in front of the orcs


def test_the_terrain_test_draws_each_deployment_point_in_its_sides_colour(pilot):
    screen = pilot.open(ROOT / "docs" / "maps" / "crossroads.tmx")
    assert isinstance(screen, TerrainScreen)
    camera = screen.board.camera
    for point in screen.map.deployment:
        x, y = camera.to_screen(point.at)
        ring = pilot.pixel((x - 0.5 * camera.scale + 1, y))  # on the ring's left edge
        if point.side == "red":
            assert ring[0] > ring[1] + 80 and ring[0] > ring[2] + 80, ring
        else:
            assert ring[2] > ring[0] + 80 and ring[2] > ring[1] + 80, ring


def test_each_problem_of_the_check_is_listed_whole(pilot, tmp_path):
    """Two lanes no base can use, each between long walls: both warnings are shown, neither cut short."""
    walls = [rect(1, "blocking", 2, 2, 3, 12), rect(2, "impassable", 6, 2, 3, 12),
             rect(3, "blocking", 12, 2, 3, 12), rect(4, "deep_water", 16, 2, 3, 12)]
    pilot.open(write_map(tmp_path / "lanes.tmx", walls))
    words = screen_words(pilot.app).replace("\n", " ")
    assert "and impassable “impassable 2”" in words and "and deep_water “deep_water 4”" in words
    assert words.count('a 1.5" base cannot pass') == 2


def test_the_problems_left_out_point_to_the_command_that_reads_the_map_as_the_window_does(pilot, tmp_path):
    """A map from another game opened with ``--terrain``: the panel said "… 3 more: python main.py --check
    rocks.tmx", which reads the map without the mapping and reports no terrain at all, not those problems."""
    from game.rules.terrain_sidecar import parse_terrain_option

    rocks = "".join(f'<object id="{i + 1}" x="{(2 + 2.5 * i) * 32:g}" y="64" width="64" height="128"/>'
                    for i in range(6))  # six rocks, 0.5" apart: five lanes no base can use
    path = tmp_path / "rocks.tmx"
    path.write_text('<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" orientation="orthogonal" '
                    'renderorder="right-down" width="24" height="24" tilewidth="32" tileheight="32" infinite="0">'
                    f'<objectgroup id="1" name="rocks">{rocks}</objectgroup></map>\n', encoding="utf-8")
    pilot.app.terrain = parse_terrain_option("layer:rocks=blocking")  # as ``main.py --terrain ...`` sets it
    screen = pilot.app.open_file(path)
    pilot.app.show(screen)
    pilot.app.run_frames(2)
    assert isinstance(screen, TerrainScreen) and len(screen.map.pieces) == 6
    words = " ".join(screen_words(pilot.app).split())
    assert "more: python main.py --check --terrain layer:rocks=blocking rocks.tmx" in words


@pytest.mark.parametrize(("scenario", "spots"), [("manoeuvres-fen-melee.yaml", "3 watchers, spots of 1 m"),
                                                 ("clix-duel.yaml", "4 watchers, spots of 1 in"),
                                                 ("gamebook-ambush.yaml", " watchers, a spot a square")])
def test_the_lanes_card_tells_its_spots_in_the_rulesets_measure(pilot, scenario, spots):
    """A manoeuvres field counts metres: its firing lanes' card said its spots were 1" across; the gamebook's
    squares were rated an inch apart, four to a square, which its card said. (The card is drawn off the window and
    then put on it: its lines are read from the text the window has had written.)"""
    pilot.open(ROOT / "scenarios" / scenario)
    pilot.type("h")
    pilot.wait(2)
    lines = [key[0] for key, _picture in style._texts.items()]
    assert any(spots in words for words in lines), [words for words in lines if "watchers" in words]


def test_the_lanes_card_keeps_clear_of_the_decisions_window(pilot, monkeypatch):
    """At 1366×768 the melee's declaration window stands at the board's left, by the lanes card's first corners:
    the card went under it, its colours' key all that showed."""
    placed: list[pygame.Rect] = []

    def spied(view, size, figures, first=0, taken=()):
        at = quiet_corner(view, size, figures, first, taken)
        placed.append(pygame.Rect(at, size))
        return at

    monkeypatch.setattr(heatmap, "quiet_corner", spied)
    screen = pilot.open(ROOT / "scenarios" / "manoeuvres-fen-melee.yaml")
    window, view = screen.decisions.covering(), screen.board.camera.readable
    assert window and window[0].left < view.centerx  # on the left, where the card's first corners are
    pilot.type("h")
    pilot.wait(2)
    assert placed and placed[-1].collidelist(screen.decisions.covering()) < 0
