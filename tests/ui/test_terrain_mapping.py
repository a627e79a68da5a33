"""A map made for another game, mapped in the window: the dialog lists its conventions with their counts, the
user picks a kind for each with the mouse, Apply writes the sidecar and the map reloads with its walls as terrain
that stops the line of fire. And the command line's --terrain."""

from __future__ import annotations

import os
import shutil

import pygame
import pytest

import main
from game.board.terrain import Kind
from game.board.tmx_mapping import Category
from game.rules.terrain_sidecar import read_sidecar, sidecar_path
from game.ui.mapping_dialog import TITLE, MappingDialog
from game.ui.screens.terrain import TerrainScreen
from tests.ui.pilot import ROOT

TUXEMON = ROOT / "tests" / "data" / "maps" / "other-games" / "tuxemon"


@pytest.fixture
def scoop(tmp_path):
    shutil.copytree(TUXEMON, tmp_path / "tuxemon")
    return tmp_path / "tuxemon" / "maps" / "scoop1.tmx"


def dialog(app) -> MappingDialog:
    found = [w for w in app.dialogs._windows if isinstance(w, MappingDialog) and w.alive()]
    assert found, f"no mapping dialog among {app.dialogs.open_titles()}"
    return found[-1]


def pick(pilot, menu, choice: str) -> None:
    """Open a drop-down list with a click and click one of its options."""
    pilot.click(menu.rect.center, frames=3)
    options = menu.current_state.options_selection_list.item_list_container.elements
    (option,) = [o for o in options if o.text == choice]
    pilot.hover(option.rect.center, frames=2)
    pilot.click(option.rect.center, frames=4)  # the list's pick reaches the drop-down a few frames later


def test_mapping_a_tuxemon_map_in_the_window(pilot, scoop):
    screen = pilot.open(scoop)
    assert isinstance(screen, TerrainScreen) and screen.map.pieces == ()
    assert pilot.app.dialogs.open_titles() == [f"{TITLE} — scoop1.tmx"]
    box = dialog(pilot.app)
    rows = {(c.label, c.counts) for c in box.conventions}
    assert rows == {("class collision", "9 objects"), ("class collision-line", "3 objects"),
                    ("class event", "3 objects")}
    assert box.choices() == {(Category.CLASS, "collision"): Kind.BLOCKING,  # the first guesses
                             (Category.CLASS, "collision-line"): Kind.OBSTACLE, (Category.CLASS, "event"): "ignore"}
    pilot.click(pilot.at((2, 13)))  # the dialog holds the board: no probe
    assert screen.probes == {}

    pick(pilot, box.menus[Category.CLASS, "collision-line"], "low wall")
    assert box.choices()[Category.CLASS, "collision-line"] == Kind.LOW_WALL
    pilot.press("Apply", frames=3)
    pilot.read_again()

    assert read_sidecar(scoop).choices == {(Category.CLASS, "collision"): Kind.BLOCKING,
                                           (Category.CLASS, "collision-line"): Kind.LOW_WALL,
                                           (Category.CLASS, "event"): "ignore"}
    screen = pilot.screen
    kinds = sorted(p.kind.value for p in screen.map.pieces)
    assert kinds == ["blocking"] * 9 + ["low_wall"] * 3 and screen.map.unmapped == ()
    assert "Terrain mapping saved: scoop1.terrain.yaml" in pilot.app.dialogs.toasts
    assert "Map reloaded: scoop1.tmx (scoop1.terrain.yaml edited)" in pilot.app.dialogs.toasts
    assert pilot.app.dialogs.open_titles() == []

    pilot.click(pilot.at((6.5, 5.0)))  # probe A west of the counter
    pilot.click(pilot.at((13.0, 5.0)), button=3)  # probe B east of it
    blocked = screen.sight()
    assert blocked is not None and blocked.result != "clear" and "blocking" in " ".join(blocked.explanation())
    pilot.click(pilot.at((7.0, 12.5)))
    pilot.click(pilot.at((13.0, 12.5)), button=3)
    assert screen.sight().result == "clear"


def test_enter_takes_the_guesses_as_they_stand(pilot, scoop):
    screen = pilot.open(scoop)
    pilot.key(pygame.K_RETURN, frames=3)
    pilot.read_again()
    assert pilot.app.dialogs.open_titles() == []
    assert sorted(p.kind.value for p in screen.map.pieces) == ["blocking"] * 9 + ["obstacle"] * 3
    pilot.key(pygame.K_RETURN, frames=2)  # no dialog now: Enter does nothing to the map
    assert len(screen.map.pieces) == 12


def test_not_now_writes_nothing_and_the_button_asks_again(pilot, scoop):
    pilot.open(scoop)
    pilot.press("Not now")
    assert pilot.app.dialogs.open_titles() == [] and not sidecar_path(scoop).exists()
    pilot.screen.resize()  # entering again does not nag
    assert pilot.app.dialogs.open_titles() == []
    pilot.press("Map terrain")
    assert pilot.app.dialogs.open_titles() == [f"{TITLE} — scoop1.tmx"]
    pilot.key(pygame.K_ESCAPE)
    assert pilot.app.dialogs.open_titles() == []


@pytest.mark.parametrize("name", ["skirmish.tmx", "gamebook.tmx"])
def test_our_own_maps_open_without_the_dialog(pilot, name):
    screen = pilot.open(ROOT / "maps" / name)
    assert isinstance(screen, TerrainScreen) and pilot.app.dialogs.open_titles() == []


def test_the_command_line_maps_a_map_for_that_run(tmp_path, scoop, capsys):
    out = tmp_path / "shot.png"
    assert main.main(["--screenshot", str(out), str(scoop), "--terrain", "collision=blocking,event=ignore,"
                      "collision-line=obstacle"]) == 0
    assert out.exists() and capsys.readouterr().err == "" and not sidecar_path(scoop).exists()


def test_a_bad_terrain_option_is_refused_with_exit_code_2(tmp_path, scoop, capsys):
    with pytest.raises(SystemExit) as refused:
        main.main(["--screenshot", str(tmp_path / "x.png"), str(scoop), "--terrain", "collision=lava"])
    assert refused.value.code == 2
    assert "--terrain: 'lava' in 'collision=lava' is not one of" in capsys.readouterr().err


def test_the_terrain_option_is_for_maps(capsys):
    with pytest.raises(SystemExit) as refused:
        main.main(["--headless", str(ROOT / "scenarios" / "clix-duel.yaml"), "--terrain", "collision=blocking"])
    assert refused.value.code == 2 and "--terrain is for a map (.tmx)" in capsys.readouterr().err


def test_a_bad_sidecar_is_an_error_on_the_command_line(tmp_path, scoop, capsys):
    sidecar_path(scoop).write_text("classes:\n  collision: lava\n")
    assert main.main(["--screenshot", str(tmp_path / "x.png"), str(scoop)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "scoop1.terrain.yaml:2: classes.collision: 'lava' is not one of" in err


def rewrite(path, text):
    """Write a new version of a file whose modification time surely differs from the last one."""
    old = path.stat().st_mtime_ns if path.exists() else 0
    path.write_text(text, encoding="utf-8")
    os.utime(path, ns=(old + 1_000_000_000, old + 1_000_000_000))


def test_editing_the_sidecar_by_hand_reloads_the_map(pilot, scoop):
    rewrite(sidecar_path(scoop), "classes:\n  collision: blocking\n  collision-line: ignore\n  event: ignore\n")
    screen = pilot.open(scoop)
    assert len(screen.map.pieces) == 9 and pilot.app.dialogs.open_titles() == []  # mapped: no dialog
    rewrite(sidecar_path(scoop), "classes:\n  collision: water\n  collision-line: ignore\n  event: ignore\n")
    pilot.reloaded()
    assert {p.kind for p in screen.map.pieces} == {Kind.WATER}
    rewrite(sidecar_path(scoop), "classes:\n  collision: wall\n")
    pilot.reloaded()
    assert pilot.app.dialogs.open_titles() == ["The edited map does not load"]
    (message,) = pilot.app.dialogs.open_texts()
    assert "scoop1.terrain.yaml:2: classes.collision:" in message and "wall" in message
    assert {p.kind for p in screen.map.pieces} == {Kind.WATER}  # the last good map stays


def test_many_conventions_come_in_pages_and_every_choice_is_kept(pilot, tmp_path):
    objects = "".join(f'<object id="{i}" type="thing{i:02}" x="{i * 8}" y="0" width="8" height="8"/>'
                      for i in range(1, 31))
    path = tmp_path / "many.tmx"
    path.write_text('<map orientation="orthogonal" width="16" height="8" tilewidth="16" tileheight="16">'
                    f'<objectgroup id="1" name="stuff">{objects}</objectgroup></map>')
    pilot.open(path)
    box = dialog(pilot.app)
    assert box.pages > 1 and len(box.menus) == box.per_page and box.page_label.text == f"page 1 of {box.pages}"
    pick(pilot, box.menus[Category.CLASS, "thing01"], "water")
    pilot.press("›")
    assert box.page == 1 and (Category.CLASS, "thing01") not in box.menus
    last = box.conventions[-1] if box.pages == 2 else box.conventions[box.per_page]
    pick(pilot, box.menus[Category.CLASS, last.name], "hindering")
    pilot.press("‹")
    assert box.menus[Category.CLASS, "thing01"].selected_option[0] == "water"
    pilot.press("Apply", frames=3)
    pilot.read_again()
    saved = read_sidecar(path).choices
    assert len(saved) == 30 and saved[Category.CLASS, "thing01"] == Kind.WATER
    assert saved[Category.CLASS, last.name] == Kind.HINDERING
    assert sorted(p.object_id for p in pilot.screen.map.pieces) == [1, int(last.name[5:])]
