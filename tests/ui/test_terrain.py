"""Testing a map: overlay, probes and their line of fire, visibility shading, hot reload of an edited file."""

from __future__ import annotations

import os
import re
import shutil
import threading
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game import worker
from game.board.terrain import Kind
from game.board.tmx import load_map
from game.ui import hotreload, tools
from game.ui.app import App
from game.ui.backdrop import unpictured
from game.ui.inspector import draw_card
from game.ui.map_layer import MapLayer
from game.ui.screens import play as play_module
from game.ui.screens.play import PlayScreen
from game.ui.screens.terrain import TerrainScreen
from game.ui.terrain_overlay import STYLES
from tests.ui.ink import written
from tests.ui.pilot import FIELD, ROOT, Pilot, scenario_file

BARN = '<object id="1" name="Barn" class="blocking" x="320" y="320" width="128" height="128"/>'


def rewrite(path, text):
    stat = path.stat()
    path.write_text(text, encoding="utf-8")
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))


@pytest.fixture
def field(tmp_path):
    path = tmp_path / "field.tmx"
    shutil.copy(FIELD, path)
    return path


@pytest.fixture
def terrain(pilot, field):
    screen = pilot.open(field)
    assert isinstance(screen, TerrainScreen)
    return screen


def test_a_bare_map_shows_its_terrain_with_the_overlay_on_or_off(pilot, terrain):
    """Nothing pictures a bare map's terrain but the window: switching the overlay off must not hide the barn."""
    assert terrain.tools.overlay
    red = pilot.pixel(pilot.at((12, 12)))  # in the barn
    assert red[0] > red[1] + 30  # blocking terrain is tinted red
    pilot.type("t")
    assert not terrain.tools.overlay
    assert pilot.pixel(pilot.at((12, 12))) == red
    assert STYLES[Kind.BLOCKING].hatch


def test_terrain_objects_over_painted_ground_are_drawn_with_the_overlay_off_and_pictured_ones_are_not(pilot, tmp_path):
    """The map maker's guide paints the ground and draws the terrain as objects (the crossroads example): in Tiled
    the farmhouse shows as its class's rectangle, so the game must not show bare grass there. A shipped map's
    houses are pictured by its tiles, and are not drawn over."""
    crossroads = load_map(ROOT / "docs" / "maps" / "crossroads.tmx")
    pictures = MapLayer(crossroads)
    assert [piece.name for piece in unpictured(crossroads, pictures)] == [piece.name for piece in crossroads.pieces]
    for name in ("battle", "trenches", "glade", "fen", "skirmish"):
        shipped = load_map(ROOT / "maps" / f"{name}.tmx")
        assert unpictured(shipped, MapLayer(shipped)) == (), name
    # a tile object stamped over the farmhouse pictures it; one turned 90° about its corner into the barn, the barn
    text = (ROOT / "docs" / "maps" / "crossroads.tmx").read_text(encoding="utf-8").replace(
        "../../maps/", f"{ROOT / 'maps'}/").replace("</map>", '<objectgroup id="9" name="pictures">'
        '<object id="30" gid="1" x="500" y="200" width="32" height="32"/>'
        '<object id="31" gid="1" x="128" y="480" width="64" height="64" rotation="90"/></objectgroup></map>')
    stamped_path = tmp_path / "stamped.tmx"
    stamped_path.write_text(text, encoding="utf-8")
    stamped = load_map(stamped_path)
    left = {piece.name for piece in unpictured(stamped, MapLayer(stamped))}
    assert left == {piece.name for piece in crossroads.pieces} - {"Farmhouse", "Barn"}
    mapped = replace(crossroads, pieces=tuple(replace(piece, mapped=True) for piece in crossroads.pieces))
    assert unpictured(mapped, MapLayer(mapped)) == ()  # another game's map has its own art

    screen = pilot.open(ROOT / "docs" / "maps" / "crossroads.tmx")
    pilot.type("t")
    assert not screen.tools.overlay
    red = pilot.pixel(pilot.at((17, 5.5)))  # in the farmhouse, on painted grass
    assert red[0] > red[1] + 30
    assert pilot.pixel(pilot.at((21, 2))) != red  # grass beside it stays grass


def test_the_panel_names_a_few_of_the_pieces_under_the_pointer_and_counts_the_rest(pilot, tmp_path):
    """Every piece under the pointer was worded and wrapped each frame, for the six lines shown: a map of pieces
    piled on one spot took over a second a frame. A few are named, the others counted."""
    from tests.makers.tmxkit import rect, write_map

    pile = [rect(k + 1, "hindering", 4, 4, 8, 8) for k in range(40)]
    screen = pilot.open(write_map(tmp_path / "pile.tmx", pile))
    assert isinstance(screen, TerrainScreen)
    pilot.hover(pilot.at((8, 8)), frames=2)
    words = [ink.words for ink in written(pilot.app)]
    assert "… and 37 more pieces here" in words
    assert [w for w in words if w.startswith("hindering ")] == [
        f"hindering {k} — hindering (woods, rubble)" for k in (1, 2, 3)]


def test_probes_show_the_line_of_fire_between_them(pilot, terrain):
    pilot.click(pilot.at((6, 12)))
    pilot.click(pilot.at((17, 12)), button=3)
    assert set(terrain.probes) == {"A", "B"}
    assert terrain.sight().result == "blocked"
    assert "Barn" in " ".join(terrain.sight().explanation())
    assert all(line[:1].isupper() for line in terrain.sight().explanation())  # "blocking terrain “Barn” blocks…"
    pilot.click(pilot.at((17, 6)), button=3)
    assert terrain.sight().result == "clear"
    pilot.key(pygame.K_ESCAPE)
    assert terrain.probes == {}


def test_the_visibility_overlay_darkens_what_a_probe_cannot_see(pilot, terrain):
    pilot.click(pilot.at((6, 12)))
    pilot.type("t")  # the plain table, to compare shades
    open_before = pilot.pixel(pilot.at((8, 16)))
    hidden_before = pilot.pixel(pilot.at((16, 12)))  # behind the barn
    pilot.type("v")
    pilot.wait(1)
    open_after, hidden_after = pilot.pixel(pilot.at((8, 16))), pilot.pixel(pilot.at((16, 12)))
    assert sum(hidden_after) < sum(hidden_before) - 60  # shaded
    assert sum(open_after) >= sum(open_before) - 10  # seen: left as it was (or lit)


def test_an_edited_map_reloads_in_place_and_keeps_the_probes(pilot, terrain, field):
    pilot.click(pilot.at((6, 12)))
    pilot.click(pilot.at((17, 12)), button=3)
    assert terrain.sight().result == "blocked"
    rewrite(field, field.read_text(encoding="utf-8").replace(BARN, ""))
    pilot.reloaded()
    assert len(terrain.map.pieces) == 2 and terrain.reloads == 1
    assert set(terrain.probes) == {"A", "B"}
    assert terrain.sight().result == "clear"


def test_an_edited_tileset_reloads_the_map_as_an_edited_map_does(pilot, tmp_path):
    """The water tiles made hindering in Tiled's tileset editor, which saves the .tsx and not the map: the window
    watched the .tmx alone and kept the stream as water."""
    shutil.copytree(ROOT / "maps" / "tiles", tmp_path / "tiles")
    path = Path(shutil.copy(ROOT / "maps" / "skirmish.tmx", tmp_path / "skirmish.tmx"))
    screen = pilot.open(path)
    water = sum(p.kind == Kind.WATER for p in screen.map.pieces)
    tileset = tmp_path / "tiles" / "terrain.tsx"
    rewrite(tileset, tileset.read_text(encoding="utf-8").replace('value="water"', 'value="hindering"'))
    pilot.reloaded()
    assert screen.reloads == 1 and sum(p.kind == Kind.WATER for p in screen.map.pieces) < water
    assert tileset in screen.watcher.sources
    assert "Map reloaded: skirmish.tmx (terrain.tsx edited)" in pilot.app.dialogs.toasts  # what brought it


def test_a_probe_off_a_map_made_smaller_is_taken_away_and_says_so(pilot, terrain, field):
    pilot.click(pilot.at((6, 12)))
    pilot.click(pilot.at((6, 20)), button=3)
    rewrite(field, field.read_text(encoding="utf-8").replace('height="24"', 'height="16"', 1))
    pilot.reloaded()
    assert terrain.map.height == 16 and set(terrain.probes) == {"A"}
    assert "Probe B stood off the edited map: taken away" in pilot.app.dialogs.toasts


def test_the_window_goes_on_while_a_slow_edit_is_read(pilot, terrain, field, monkeypatch):
    """The new version is read on the watcher's thread: the board answers clicks meanwhile and says it is reading."""
    gate = threading.Event()

    def slow_read(path, extra):
        gate.wait()  # a map that takes as long as the test likes to read
        return read(path, extra)

    read = hotreload.cached_map
    monkeypatch.setattr(hotreload, "cached_map", slow_read)
    rewrite(field, field.read_text(encoding="utf-8").replace(BARN, ""))
    pilot.until(lambda: terrain.watcher.busy)
    frame = pilot.app.frame
    pilot.wait(worker.SLOW + 1)
    pilot.click(pilot.at((6, 12)))
    assert pilot.app.frame > frame + worker.SLOW and set(terrain.probes) == {"A"}
    assert "Reading the edited map: field.tmx…" in pilot.app.dialogs.toasts
    assert len(terrain.map.pieces) == 3 and terrain.reloads == 0  # the last good map until the new one is read
    gate.set()
    terrain.watcher.wait()
    pilot.wait(1)
    assert len(terrain.map.pieces) == 2 and terrain.reloads == 1 and set(terrain.probes) == {"A"}
    assert "Reading the edited map: field.tmx…" not in pilot.app.dialogs.toasts  # it stood on beside the next
    assert "Map reloaded: field.tmx" in pilot.app.dialogs.toasts


def test_a_move_the_edit_cuts_short_is_said_with_the_reload(pilot, tmp_path, field):
    """A rock drawn across a move already made: the game is played again on the edited map and the figure stands
    short of where it stood, which only "Map reloaded" followed."""
    scenario = tmp_path / "toy.yaml"
    scenario.write_text((ROOT / "tests/data/scenarios/toy.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    play = pilot.open(scenario)
    pilot.type("1")
    pilot.until(lambda: play.game.pending.player == "red" and play.game.pending.kind == "action")
    pilot.drag(pilot.figure("r1"), pilot.at((6, 17)))
    pilot.key(pygame.K_RETURN)
    moved = play.game.state.table.bases["r1"].pos
    rock = '<object id="9" name="Rock" class="blocking" x="128" y="448" width="32" height="32"/>'
    rewrite(field, field.read_text(encoding="utf-8").replace(BARN, BARN + rock))
    pilot.reloaded()
    assert play.game.state.table.bases["r1"].pos != moved
    assert "Map reloaded: field.tmx, the game played again on it: r1 now stands elsewhere" in \
        pilot.app.dialogs.toasts


def test_a_broken_edit_keeps_the_last_good_map_and_says_why(pilot, terrain, field):
    rewrite(field, field.read_text(encoding="utf-8").replace("</map>", ""))
    pilot.reloaded()
    (text,) = pilot.app.dialogs.open_texts()
    assert "malformed XML" in text and str(field) in text and "last good map stays" in text
    assert pilot.app.dialogs.open_titles() == ["The edited map does not load"]
    assert len(terrain.map.pieces) == 3
    pilot.key(pygame.K_ESCAPE)
    rewrite(field, FIELD.read_text(encoding="utf-8").replace(BARN, ""))
    pilot.reloaded()
    assert len(terrain.map.pieces) == 2


def test_a_game_follows_its_edited_map_with_the_figures_where_they_are(pilot, tmp_path, field, monkeypatch):
    """The new version's game and pictures are made on the watcher's thread (a big map's routes take most of a
    second to plan); the answers are played again on the drawing thread."""
    remade, made = play_module._remade, []

    def remade_where(game, tmap):
        made.append((threading.current_thread().name, *remade(game, tmap)))
        return made[-1][1:]

    monkeypatch.setattr(play_module, "_remade", remade_where)
    scenario = tmp_path / "toy.yaml"
    scenario.write_text((ROOT / "tests/data/scenarios/toy.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    play = pilot.open(scenario)
    assert isinstance(play, PlayScreen)
    pilot.type("1")  # Red's bid; the AI bids, then Red moves r1
    pilot.until(lambda: play.game.pending.player == "red" and play.game.pending.kind == "action")
    pilot.drag(pilot.figure("r1"), pilot.at((6, 17)))
    pilot.key(pygame.K_RETURN)
    moved = play.game.state.table.bases["r1"].pos
    rewrite(field, field.read_text(encoding="utf-8").replace(BARN, ""))
    pilot.reloaded()
    assert len(play.game.scenario.map.pieces) == 2
    assert play.game.state.table.bases["r1"].pos == moved
    assert "Map reloaded: field.tmx" in pilot.app.dialogs.toasts
    (thread, backdrop, game), = made
    assert thread == "map-reload" and play.game is game and play.board.backdrop is backdrop


def test_a_game_that_no_longer_fits_its_edited_map_may_play_on_from_where_it_does(pilot, tmp_path, field):
    """A wall drawn between the longbow and the raider it shot at: the shot no longer fits the new map. The last
    good map stayed, and the only way on the new one was a new game; now the window offers to play on from the last
    decision that fits, on the edited map."""
    sides = [{"id": "red", "name": "Red", "figures": [{"id": "bow", "profile": "elf_longbow", "at": [3, 12],
                                                       "facing": 0}]},
             {"id": "blue", "name": "Blue", "figures": [{"id": "raider", "profile": "orc_raider", "at": [9, 12],
                                                         "facing": 180}]}]
    play = pilot.open(scenario_file(tmp_path, sides, map_path=field, dice=[6, 5, 4, 4, 3, 3, 2, 2]))
    assert isinstance(play, PlayScreen)
    pilot.drag(pilot.figure("bow"), pilot.at((3, 11)))  # a move first: decisions that still fit the new map
    pilot.key(pygame.K_RETURN)
    assert play.game.pending.player == "blue" and play.answer({"action": "end_turn"})  # Blue's turn, at the table
    pilot.wait(2)
    pilot.click(pilot.figure("bow"))
    pilot.type("r")
    pilot.click(pilot.figure("raider"))
    pilot.key(pygame.K_RETURN)
    pilot.wait(2)
    shot = list(play.game.answers)
    first = shot.index({"figure": "bow", "action": "ranged"})
    assert first > 0 and shot[first + 1] == "raider"
    wall = '<object id="60" name="Wall" class="blocking" x="192" y="352" width="16" height="64"/>'
    rewrite(field, field.read_text(encoding="utf-8").replace(BARN, BARN + wall))
    pilot.reloaded()
    (text,) = pilot.app.dialogs.open_texts()
    assert f"decision {first + 1} of {len(shot)} no longer fits" in text and "“Wall” blocks the line" in text
    assert f"its first {first} decisions still do" in text, text
    assert play.game.answers == shot and len(play.game.scenario.map.pieces) == 3  # the last good map, meanwhile
    pilot.press(f"Play on from decision {first}", frames=3)
    assert play.game.answers[:first] == shot[:first] and len(play.game.scenario.map.pieces) == 4
    assert f"Map reloaded: field.tmx, the game from decision {first}" in pilot.app.dialogs.toasts
    assert not pilot.app.dialogs.open_texts()


def test_the_user_picks_whose_rules_judge_the_probes_line(pilot, terrain):
    pilot.click(pilot.at((16, 12)))
    pilot.click(pilot.at((23.5, 12)), button=3)  # across the copse
    assert terrain.sight_rules.id == "clix"
    clix = terrain.sight()
    assert (clix.result, clix.modifier) == ("hindered", 1) and "rule 12" in " ".join(clix.explanation())
    pilot.key(pygame.K_u)
    assert terrain.sight_rules.id == "trench"
    assert "DICE" in terrain.sight().title
    pilot.key(pygame.K_u)
    assert terrain.sight_rules.id == "arcane"
    arcane = terrain.sight()
    assert arcane.result == "clear" and "rule 12" not in " ".join(arcane.explanation())


def test_the_probes_are_called_by_their_letters_where_a_line_between_them_is_explained(pilot, terrain):
    """By rules that say what hides whom: the reason read "hides probe-B from probe-A", the probes' ids."""
    pilot.click(pilot.at((6, 12)))
    pilot.click(pilot.at((18, 12)), button=3)  # across the barn
    pilot.key(pygame.K_u)
    pilot.key(pygame.K_u)  # arcane
    arcane = terrain.sight()
    assert arcane.result == "blocked"
    assert any("hides probe B from probe A" in line for line in arcane.explanation()), arcane.explanation()
    pilot.key(pygame.K_ESCAPE)  # the probes cleared: A again, and the pointer beyond the barn
    pilot.click(pilot.at((6, 12)))
    pilot.hover(pilot.at((18, 12)))
    pointed = terrain.sight()
    assert any("hides the spot pointed at from probe A" in line for line in pointed.explanation())


@pytest.mark.parametrize(("name", "ruleset"), [("fen", "manoeuvres"), ("trenches", "trench"), ("glade", "arcane"),
                                              ("gamebook", "gamebook"), ("battle", "clix")])
def test_a_shipped_map_is_judged_at_first_by_the_rules_of_the_game_it_is_for(pilot, name, ruleset):
    """The Fen Meadow, made for manoeuvres, opened judged by clix's rules: no shipped map named its game."""
    screen = pilot.open(ROOT / "maps" / f"{name}.tmx")
    assert isinstance(screen, TerrainScreen) and screen.sight_rules.id == ruleset


@pytest.mark.parametrize(("name", "size"), [("fen", "the table is 24 × 16 m"),
                                           ("gamebook", "the table is 6 × 6 squares"),
                                           ("battle", "the table is 60 × 40 in")])
def test_the_panel_tells_the_table_in_the_measure_of_the_rules_judging_it(pilot, name, size):
    """The probes' places were in metres by manoeuvres' rules while the panel's only size was the map's inches."""
    pilot.open(ROOT / "maps" / f"{name}.tmx")
    panel = " ".join(ink.words for ink in written(pilot.app)).replace("\u00a0", " ")
    assert size in panel


def test_f2_opens_the_reference_of_the_rules_judging_the_map(pilot, terrain):
    pilot.key(pygame.K_u)  # trench
    pilot.key(pygame.K_F2)
    assert [t for t in pilot.app.dialogs.open_titles() if t.startswith("Trench")]  # its reference, not a crash


def test_the_visibility_shading_follows_the_picked_rules(pilot, terrain):
    pilot.click(pilot.at((3, 20)))
    pilot.type("v")
    pilot.wait(1)
    assert next(iter(terrain.tools._areas))[0] == "clix"
    pilot.key(pygame.K_u)
    pilot.wait(1)
    assert next(iter(terrain.tools._areas))[0] == "trench"


def test_the_blocking_pieces_name_keeps_off_the_probes(pilot, terrain):
    """Probe B just inside the barn, where the name would go first: the name goes to a free side of the cut."""
    pilot.click(pilot.at((6, 12)))
    pilot.click(pilot.at((10.8, 11.5)), button=3)
    assert terrain.sight().result == "blocked"
    pilot.wait(1)
    (name,) = [ink for ink in written(pilot.app) if ink.words == "Barn"]
    camera = terrain.board.camera
    for at in terrain.probes.values():
        x, y = camera.to_screen(at)
        r = 0.5 * terrain.probe("A").diameter * camera.scale
        assert not name.rect.colliderect(pygame.Rect(x - r, y - r, 2 * r, 2 * r))


def fenced_battle(folder):
    """The battle map with a row of thirty walls 6" long in its south, an inch apart: lanes no base can use, whose
    warnings fill the terrain panel's check."""
    shutil.copytree(ROOT / "maps" / "tiles", folder / "tiles")
    posts = "".join(f'<object id="{9000 + i}" name="Wall {i}" class="blocking" x="{32 + 48 * i}" y="960" '
                    'width="16" height="192"/>' for i in range(30))
    text = (ROOT / "maps" / "battle.tmx").read_text(encoding="utf-8")
    head, tail = text.rsplit(" </objectgroup>", 1)
    (folder / "battle.tmx").write_text(head + posts + " </objectgroup>" + tail, encoding="utf-8")
    return folder / "battle.tmx"


@pytest.mark.parametrize("size", [(1366, 768), (960, 600), (1920, 1080)])
def test_the_probes_line_is_explained_where_the_panel_has_no_room_for_it(size, monkeypatch, tmp_path):
    """A long check fills the panel: the verdict's card goes over the board instead (it was drawn nowhere, the
    line's why unsaid)."""
    over_the_board = []

    def card(surface, at, title, lines, colour, width=380):
        over_the_board.append((title, lines))
        return draw_card(surface, at, title, lines, colour, width)

    monkeypatch.setattr(tools, "draw_card", card)
    app = App(size)
    try:
        pilot = Pilot(app)
        terrain = pilot.open(fenced_battle(tmp_path))
        pilot.click(pilot.at((16.7, 14.1)))
        pilot.click(pilot.at((41.7, 26.6)), button=3)
        view = terrain.sight()
        assert view.result == "blocked"
        over_the_board.clear()
        in_panel = [ink.words for ink in written(app)]
        shown = in_panel + [line for title, lines in over_the_board for line in (title, *lines)]
        assert shown.count(view.title) == 1  # once: in the panel, or over the board
        assert over_the_board or size != (960, 600)  # the panel has no room for the card there
        assert "“Ferryman's house” blocks the line" in " ".join(shown)  # the why, not only the name on the board
    finally:
        app.close()


def test_pressing_u_again_replaces_the_toast_of_whose_rules_judge(pilot, terrain):
    """Three presses of U stacked three toasts, the oldest naming rules no longer in force."""
    for _ in range(3):
        pilot.key(pygame.K_u)
    said = [t for t in pilot.app.dialogs.toasts if t.startswith("Sight as in")]
    assert said == [f"Sight as in {terrain.sight_rules.id}: {terrain.sight_rules.title}"]


def test_on_a_grid_map_the_probes_stand_on_their_squares_centres_and_say_which(pilot):
    """Probes at the corner of four squares: the line was drawn from corner to corner and called "an open diagonal
    line" with no squares named, while the rules judged a2 to e6."""
    screen = pilot.open(ROOT / "maps" / "gamebook.tmx")
    assert screen.sight_rules.id == "gamebook"
    pilot.click(pilot.at((1.8, 2.1)))
    pilot.click(pilot.at((9.7, 10.1)), button=3)
    assert (screen.spot("A"), screen.spot("B")) == ((1.0, 3.0), (9.0, 11.0))  # a2 and e6, 2" squares
    view = screen.sight()
    assert (view.start, view.end) == ((1.0, 3.0), (9.0, 11.0))
    assert view.explanation() == ["An open diagonal line from a2 to e6"]
    drawn = [ink.words for ink in written(pilot.app)]
    assert "A: square a2 · level 0" in drawn and "B: square e6 · level 0" in drawn


@pytest.mark.parametrize(("name", "place"), [("fen", r"level 0 at \d+\.\d, \d+\.\d m"),
                                             ("gamebook", r"level 0 at square [a-f][1-6]")])
def test_the_place_under_the_pointer_is_told_in_the_judging_rules_measure(pilot, name, place):
    """The panel's place under the pointer, as the probes' places: metres on the fen, a square on the battle map
    (it said inches under probes that said metres)."""
    screen = pilot.open(ROOT / "maps" / f"{name}.tmx")
    pilot.hover(pilot.at((screen.map.width / 3, screen.map.height / 3)), frames=2)
    assert any(re.fullmatch(place, ink.words) for ink in written(pilot.app))
