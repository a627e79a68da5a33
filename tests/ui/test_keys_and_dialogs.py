"""Keys and dialogs as a desktop player expects them: Enter is OK in a file dialog, Esc backs out of an action's
targets or move not yet made, a newer error about a map replaces the stale one, and the launcher says what Continue
resumes and asks before a new game replaces an unfinished autosave."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pygame
from pygame_gui.elements import UIButton

from game.rules.saves import autosave_path
from game.ui.screens.launcher import LauncherScreen
from game.ui.screens.play import PlayScreen
from tests.ui.ink import screen_words, written
from tests.ui.pilot import FIELD, ROOT, scenario_file

TOY = ROOT / "tests" / "data" / "scenarios" / "toy.yaml"


def duel(pilot, tmp_path) -> PlayScreen:
    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [{"id": "bow", "profile": "elf_longbow", "at": [3, 12]}]},
        {"id": "blue", "name": "Blue", "controller": "ai", "figures": [
            {"id": "raider", "profile": "orc_raider", "at": [9, 12], "facing": 180}]}])
    return pilot.open(path)


def test_enter_saves_in_the_save_dialog(pilot, tmp_path):
    duel(pilot, tmp_path)
    pilot.key(pygame.K_s, mod=pygame.KMOD_CTRL, frames=2)
    dialog = pilot.app.dialogs.file_dialog
    target = tmp_path / "by-enter.json"
    pilot.click(dialog.file_path_text_line.rect.center)
    pilot.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    pilot.app.run_frames(2, [pygame.event.Event(pygame.TEXTINPUT, text=str(target))])
    pilot.key(pygame.K_RETURN, frames=3)
    assert target.exists() and "answers" in json.loads(target.read_text())
    assert pilot.app.dialogs.file_dialog is None


def test_esc_backs_out_of_targeting(pilot, tmp_path):
    play = duel(pilot, tmp_path)
    pilot.click(pilot.figure("bow"))
    pilot.type("r")
    assert play.game.pending.kind == "targets"
    pilot.click(pilot.figure("raider"))
    pilot.key(pygame.K_ESCAPE)  # first the pick goes
    assert play.game.pending.kind == "targets" and not play.input.chosen
    pilot.key(pygame.K_ESCAPE)  # then the choice of the attack itself
    assert play.game.pending.kind == "action" and not play.game.answers


def test_esc_backs_out_of_a_move_not_yet_made_but_never_takes_back_one_made(pilot, tmp_path):
    play = duel(pilot, tmp_path)
    pilot.click(pilot.figure("bow"))
    pilot.press("Elf Longbow: move")
    assert play.game.pending.kind == "path" and pilot.button("Back to the actions")
    pilot.key(pygame.K_ESCAPE)
    assert play.game.pending.kind == "action" and not play.game.answers
    pilot.press("Elf Longbow: move")
    pilot.click(pilot.at((5, 12)))
    pilot.key(pygame.K_RETURN)
    assert play.game.pending.kind == "facing"  # the bow has moved: going back is Undo's, not Esc's
    assert not any(isinstance(b, UIButton) and b.visible and b.text.startswith("Back to")
                   for b in pilot.app.ui.get_sprite_group().sprites())
    pilot.key(pygame.K_ESCAPE)
    assert play.game.pending.kind == "facing" and len(play.game.answers) == 2


def test_a_newer_error_about_a_map_replaces_the_stale_one(pilot, tmp_path):
    tmap = tmp_path / "field.tmx"
    shutil.copy(FIELD, tmap)
    pilot.open(tmap)
    for broken in ("<map>not a map", "<map>still not a map</map>"):  # saved twice in Tiled, say
        tmap.write_text(broken, encoding="utf-8")
        pilot.reloaded()  # the window notices by itself (and reads it on the watcher's thread)
    assert pilot.app.dialogs.open_titles() == ["The edited map does not load"]
    shutil.copy(FIELD, tmap)
    pilot.reloaded()
    assert pilot.app.dialogs.open_titles() == []  # the map loads again: the error was stale


def test_continue_says_what_it_resumes_and_a_new_game_asks_before_replacing_it(pilot):
    play = pilot.open(TOY)
    pilot.type("2")
    pilot.until(lambda: play.game.pending.player == "red" and play.game.pending.kind == "action")
    pilot.press("Menu")
    launcher = pilot.screen
    assert isinstance(launcher, LauncherScreen)
    assert f"Continue resumes {play.game.scenario.name} (turn {play.game.state.turn})" in screen_words(pilot.app)
    answers = json.loads(autosave_path().read_text())["answers"]
    pilot.key(pygame.K_RETURN, frames=2)  # Start
    assert pilot.screen is launcher and "Replace the autosaved game?" in pilot.app.dialogs.open_titles()
    [dialog] = [w for w in pilot.app.dialogs._windows if w.alive()]
    pilot.click(dialog.cancel_button.rect.center, frames=2)
    assert pilot.screen is launcher and json.loads(autosave_path().read_text())["answers"] == answers
    pilot.key(pygame.K_RETURN, frames=2)
    pilot.press("Start anyway", frames=3)
    assert isinstance(pilot.screen, PlayScreen) and pilot.screen is not play


def test_the_question_before_replacing_the_autosave_is_answered_by_its_keys_not_by_enter_held(pilot):
    """Enter started the game from the launcher, and the question it raised had no key: only a click answered it.
    Its buttons now say their keys, Enter takes its action and Esc cancels; Enter held on from the Start it
    answered does not answer the question too (it would replace the autosave unasked)."""
    play = pilot.open(TOY)
    pilot.type("2")
    pilot.until(lambda: play.game.pending.player == "red" and play.game.pending.kind == "action")
    pilot.press("Menu")
    launcher = pilot.screen
    answers = json.loads(autosave_path().read_text())["answers"]
    pilot.key(pygame.K_RETURN, frames=2, held=True)  # Start, and the key stays down...
    assert "Replace the autosaved game?" in pilot.app.dialogs.open_titles()
    [dialog] = [w for w in pilot.app.dialogs._windows if w.alive()]
    assert (dialog.confirm_button.text, dialog.cancel_button.text) == ("Start anyway  Enter", "Cancel  Esc")
    assert pilot.app.dialogs.hint == "Enter: Start anyway · Esc cancels"
    pilot.key(pygame.K_RETURN, frames=2, held=True)  # ...repeating
    assert pilot.screen is launcher and "Replace the autosaved game?" in pilot.app.dialogs.open_titles()
    pilot.let_go(pygame.K_RETURN)
    pilot.key(pygame.K_ESCAPE, frames=2)
    assert pilot.app.dialogs.open_titles() == [] and json.loads(autosave_path().read_text())["answers"] == answers
    pilot.key(pygame.K_RETURN, frames=2)
    pilot.key(pygame.K_RETURN, frames=3)  # a fresh press: the question's action
    pilot.opened()
    assert isinstance(pilot.screen, PlayScreen) and pilot.screen is not play


def test_save_in_a_game_continued_from_the_autosave_offers_a_new_file_in_the_saves_folder(pilot, home):
    play = pilot.open(TOY)
    pilot.type("2")
    pilot.until(lambda: play.game.pending.player == "red" and play.game.pending.kind == "action")
    pilot.press("Menu")
    pilot.press("Continue")
    assert isinstance(pilot.screen, PlayScreen)
    pilot.key(pygame.K_s, mod=pygame.KMOD_CTRL, frames=2)
    offered = pilot.app.dialogs.file_dialog.current_file_path
    assert offered.parent == (home / "saves").resolve() and offered != autosave_path().resolve()


def test_the_hint_bar_says_why_the_file_dialogs_ok_is_greyed_out(pilot, tmp_path):
    """pygame_gui greys OK out and says nothing: a save into a folder that is not there, a file to open that is not
    there, a folder typed where a file is wanted."""
    duel(pilot, tmp_path)

    def typed(text: str) -> str:
        dialog = pilot.app.dialogs.file_dialog
        pilot.click(dialog.file_path_text_line.rect.center)
        pilot.key(pygame.K_a, mod=pygame.KMOD_CTRL)
        pilot.app.run_frames(2, [pygame.event.Event(pygame.TEXTINPUT, text=text)])
        assert not dialog.ok_button.is_enabled
        return screen_words(pilot.app)

    pilot.key(pygame.K_s, mod=pygame.KMOD_CTRL, frames=2)
    assert (f"OK waits: there is no folder “no such folder” in {tmp_path}"
            in typed(str(tmp_path / "no such folder" / "deeper" / "game.json")))
    (tmp_path / "saves").mkdir()
    assert "OK waits: “saves” is a folder · Enter opens it" in typed(str(tmp_path / "saves"))
    pilot.key(pygame.K_ESCAPE, frames=2)
    pilot.key(pygame.K_o, mod=pygame.KMOD_CTRL, frames=2)
    assert f"OK waits: there is no file “lost.json” in {tmp_path}" in typed(str(tmp_path / "lost.json"))
    (tmp_path / "found.json").write_text("{}")
    dialog = pilot.app.dialogs.file_dialog
    pilot.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    pilot.app.run_frames(2, [pygame.event.Event(pygame.TEXTINPUT, text=str(tmp_path / "found.json"))])
    assert dialog.ok_button.is_enabled  # a file that is there: the plain words again
    assert "Type the file's path or pick it in the list · Enter is OK · Esc cancels" in screen_words(pilot.app)


def test_a_scenario_named_at_length_is_saved_under_a_name_the_file_system_takes(pilot, tmp_path):
    """The Save dialog offered the scenario's whole name, dated: 300 letters, too long for the file system, and
    pygame_gui's dialog raised OSError as it opened (the game ended)."""
    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [{"id": "bow", "profile": "elf_longbow", "at": [3, 12]}]},
        {"id": "blue", "name": "Blue", "controller": "ai", "figures": [
            {"id": "raider", "profile": "orc_raider", "at": [9, 12], "facing": 180}]}], name="Long")
    path.write_text(path.read_text().replace("name: Long", "name: " + "A long day " * 30, 1))
    pilot.open(path)
    pilot.key(pygame.K_s, mod=pygame.KMOD_CTRL, frames=2)
    dialog = pilot.app.dialogs.file_dialog
    assert dialog is not None and dialog.ok_button.is_enabled
    offered = Path(dialog.current_file_path)
    assert offered.name.startswith("a-long-day-a-long-day") and len(offered.name) < 100
    pilot.key(pygame.K_RETURN, frames=3)
    assert offered.is_file()


def test_a_path_too_long_for_the_file_system_greys_ok_out_and_says_why(pilot, tmp_path):
    """Typed into the Save or the Open dialog, a name too long for the file system raised OSError out of pygame_gui's
    dialog and ended the game."""
    duel(pilot, tmp_path)
    long = tmp_path / ("x" * 300 + ".json")
    for key in (pygame.K_s, pygame.K_o):
        pilot.key(key, mod=pygame.KMOD_CTRL, frames=2)
        dialog = pilot.app.dialogs.file_dialog
        folder = dialog.current_directory_path
        pilot.click(dialog.file_path_text_line.rect.center)
        pilot.key(pygame.K_a, mod=pygame.KMOD_CTRL)
        pilot.app.run_frames(2, [pygame.event.Event(pygame.TEXTINPUT, text=str(long))])
        pilot.key(pygame.K_RETURN, frames=3)  # the entry finished: the dialog looks the folder up too
        assert pilot.app.dialogs.file_dialog is dialog and not dialog.ok_button.is_enabled
        assert "not a usable file name (File name" in screen_words(pilot.app)
        assert dialog.current_directory_path == folder  # its list still of the folder it was in
        pilot.key(pygame.K_ESCAPE, frames=2)
    assert not list(tmp_path.glob("x*"))


def test_the_file_dialogs_list_only_the_files_of_their_kind(pilot, tmp_path):
    """Scripts, logs and notes beside a scenario were listed with it, each one more line to read past."""
    duel(pilot, tmp_path)
    (tmp_path / "folder").mkdir()
    for name in ("map.tmx", "game.json", "other.yml", "notes.txt", "sim.py", "run.log"):
        (tmp_path / name).write_text("")
    pilot.app.last_file = tmp_path / "map.tmx"
    pilot.key(pygame.K_o, mod=pygame.KMOD_CTRL, frames=2)
    listed = [item[0] if isinstance(item, tuple) else item for item in pilot.app.dialogs.file_dialog.current_file_list]
    assert sorted(listed) == ["folder", "game.json", "home", "map.tmx", "other.yml", "ui-test.yaml"]  # home: pilot's
    pilot.key(pygame.K_ESCAPE, frames=2)
    pilot.key(pygame.K_s, mod=pygame.KMOD_CTRL, frames=2)  # saving: the saves the folder holds
    dialog = pilot.app.dialogs.file_dialog
    pilot.click(dialog.file_path_text_line.rect.center)
    pilot.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    pilot.app.run_frames(2, [pygame.event.Event(pygame.TEXTINPUT, text=str(tmp_path))])
    pilot.key(pygame.K_RETURN, frames=3)  # a folder typed: Enter opens it
    listed = [item[0] if isinstance(item, tuple) else item for item in pilot.app.dialogs.file_dialog.current_file_list]
    assert sorted(listed) == ["folder", "game.json", "home"]


def test_the_open_dialog_takes_a_typed_path_at_once_and_enter_opens_it(pilot, tmp_path):
    """Ctrl+O, a path typed, Enter: the keys went nowhere until the path box was clicked, and Enter then opened
    the path the dialog offered (the game on the table again), not the one typed. The box now has the keys, its
    path selected: typing replaces it."""
    play = pilot.open(FIELD)
    bad = tmp_path / "broken.yaml"
    bad.write_text("name: [unclosed", encoding="utf-8")
    pilot.key(pygame.K_o, mod=pygame.KMOD_CTRL, frames=2)
    line = pilot.app.dialogs.file_dialog.file_path_text_line
    assert line.is_focused
    pilot.app.run_frames(2, [pygame.event.Event(pygame.TEXTINPUT, text=str(bad))])
    assert line.get_text() == str(bad)
    pilot.key(pygame.K_RETURN, frames=3)
    pilot.opened()
    assert pilot.screen is play and pilot.app.dialogs.open_titles() == ["Cannot open this file"]
    assert str(bad) in pilot.app.dialogs.open_texts()[0]


def test_held_keys_repeat_again_once_a_text_box_lets_the_keys_go(pilot):
    """pygame_gui turns key repeat off when a text box loses the keys: after the path box of the open dialog was
    clicked and then a file in its list, Q held turned a figure once, for the rest of the session."""
    pilot.open(FIELD)
    held = pygame.key.get_repeat()
    assert held[0] > 0
    pilot.key(pygame.K_o, mod=pygame.KMOD_CTRL, frames=2)
    dialog = pilot.app.dialogs.file_dialog
    pilot.click(dialog.file_path_text_line.rect.center)
    pilot.click(dialog.file_selection_list.rect.center)  # the box lets the keys go
    assert pygame.key.get_repeat() == held
    pilot.key(pygame.K_ESCAPE, frames=2)
    assert pilot.app.dialogs.open_titles() == [] and pygame.key.get_repeat() == held


def test_the_save_dialog_takes_a_typed_name_in_the_offered_folder(pilot, home):
    """Ctrl+S offers a dated file in the saves folder, its name selected: a name typed replaces it alone, and
    Enter writes it there, with its suffix."""
    play = pilot.open(TOY)
    pilot.type("2")
    pilot.until(lambda: play.game.pending.player == "red" and play.game.pending.kind == "action")
    pilot.key(pygame.K_s, mod=pygame.KMOD_CTRL, frames=2)
    line = pilot.app.dialogs.file_dialog.file_path_text_line
    offered = Path(line.get_text())
    assert line.is_focused and offered.suffix == ".json"
    pilot.app.run_frames(2, [pygame.event.Event(pygame.TEXTINPUT, text="before the charge")])
    assert Path(line.get_text()) == offered.parent / "before the charge.json"
    pilot.key(pygame.K_RETURN, frames=3)
    saved = offered.parent / "before the charge.json"
    assert saved.is_file() and json.loads(saved.read_text())["answers"] == play.game.answers


def test_enter_on_a_mistyped_file_name_keeps_it_to_be_mended(pilot, tmp_path):
    """"clix-dual.yaml" typed and Enter: the path box showed the folder alone, the typo gone; it keeps the name
    typed, the hint says why OK waits, and the name mended opens the file."""
    pilot.open(FIELD)
    (tmp_path / "clix-duel.yaml").write_text("name: [unclosed", encoding="utf-8")
    pilot.key(pygame.K_o, mod=pygame.KMOD_CTRL, frames=2)
    dialog = pilot.app.dialogs.file_dialog
    typo = str(tmp_path / "clix-dual.yaml")
    pilot.app.run_frames(2, [pygame.event.Event(pygame.TEXTINPUT, text=typo)])
    pilot.key(pygame.K_RETURN, frames=2)
    assert dialog.alive() and dialog.file_path_text_line.get_text() == typo
    assert not dialog.ok_button.is_enabled
    assert any(ink.words.startswith("OK waits: there is no file") for ink in written(pilot.app))


def test_a_folder_opened_by_enter_takes_the_files_name_typed_after_it(pilot, tmp_path):
    """Keys alone: a folder typed and Enter opens it; the path then ends with a separator, so the file's name typed
    next is the file's in it (it ran into the folder's name: ``…/mapsbroken.yaml``), and Enter opens that."""
    play = pilot.open(FIELD)
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "broken.yaml").write_text("name: [unclosed", encoding="utf-8")
    pilot.key(pygame.K_o, mod=pygame.KMOD_CTRL, frames=2)
    dialog = pilot.app.dialogs.file_dialog
    pilot.app.run_frames(2, [pygame.event.Event(pygame.TEXTINPUT, text=str(folder))])
    pilot.key(pygame.K_RETURN, frames=2)
    assert dialog.alive() and Path(dialog.current_directory_path) == folder
    assert dialog.file_path_text_line.get_text() == f"{folder}{os.sep}"
    pilot.app.run_frames(2, [pygame.event.Event(pygame.TEXTINPUT, text="broken.yaml")])
    pilot.key(pygame.K_RETURN, frames=3)
    pilot.opened()
    assert pilot.screen is play and pilot.app.dialogs.open_titles() == ["Cannot open this file"]
    assert str(folder / "broken.yaml") in pilot.app.dialogs.open_texts()[0]
