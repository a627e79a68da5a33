"""The launcher, saving and loading, the game-over screen, help and screenshots."""

from __future__ import annotations

import dataclasses
import json
import threading

import pygame
import pytest
import yaml
from pygame_gui.elements import UIButton, UITextBox

from game import worker
from game.rules.arcane import moonstones
from game.rules.game import Game
from game.rules.saves import autosave_path, save_game
from game.rules.scenario import load_scenario
from game.session import Seats
from game.ui import app as app_module
from game.ui.controllers import AI
from game.ui.panels import layout
from game.ui.screens import launcher as launcher_module
from game.ui.screens import play as play_module
from game.ui.screens import terrain as terrain_module
from game.ui.screens.game_over import GameOverScreen
from game.ui.screens.launcher import LauncherScreen
from game.ui.screens.play import PlayScreen
from game.ui.screens.terrain import TerrainScreen
from game.ui.style import side_colour_of
from tests.ui.ink import written
from tests.ui.pilot import FIELD, ROOT, scenario_file

TOY_SIDES = [{"id": "red", "name": "Red", "figures": [{"id": "r1", "profile": "pawn", "at": [3, 12]}]},
             {"id": "blue", "name": "Blue", "controller": "ai", "figures": [{"id": "b1", "speed": 5,
                                                                              "at": [20, 12], "facing": 180}]}]


@pytest.fixture
def folder(tmp_path):
    (tmp_path / "drills" / "toy").mkdir(parents=True)
    scenario_file(tmp_path, TOY_SIDES, ruleset="toy", name="Toy one")
    scenario_file(tmp_path / "drills" / "toy", TOY_SIDES, ruleset="toy", name="Toy drill")
    (tmp_path / "broken.yaml").write_text("name: Broken\nruleset: nowhere\n", encoding="utf-8")
    return tmp_path


def test_the_launcher_lists_scenarios_and_drills_and_starts_the_chosen_one(pilot, folder):
    launcher = LauncherScreen(pilot.app, folder=folder)
    pilot.app.show(launcher)
    pilot.wait(2)
    assert [e.label for e in launcher.entries] == ["Broken", "Toy one", "Drill: Toy drill"]
    assert [e.ruleset for e in launcher.entries] == ["nowhere", "toy", "toy"]  # beside each name: five games mix
    tags = [ink for ink in written(pilot.app) if ink.words == "toy"]
    assert len(tags) == 2 and all(launcher._list.rect.contains(ink.rect) for ink in tags)
    assert "missing" in launcher.error  # the first one does not load: the reason is shown, no crash
    the_list = launcher._list
    pilot.click(launcher._list.row_rect(2).center, frames=4)  # a click in the list
    assert launcher.scenario.name == "Toy drill" and launcher._list is the_list  # the list keeps its scroll
    pilot.key(pygame.K_UP, frames=2)
    assert launcher.scenario is not None and launcher.scenario.name == "Toy one"
    assert launcher.kinds == {"red": "human", "blue": "ai"}
    pilot.press("Human")  # Red's seat goes to the AI
    assert launcher.kinds["red"] == "ai"
    pilot.press("Start")
    play = pilot.screen
    assert isinstance(play, PlayScreen) and play.seats.kinds == {"red": "ai", "blue": "ai"}


def test_the_sides_are_set_from_the_keyboard_in_the_launcher(pilot, folder):
    """Tab lights each side's switches in turn (the seat, then an AI's level), Space or an arrow changes the lit one,
    Shift+Tab goes back, Escape puts the light out: a game set up and started without the mouse."""
    launcher = LauncherScreen(pilot.app, selected=folder / "toy-one.yaml", folder=folder)
    pilot.app.show(launcher)
    pilot.wait(2)

    def lit() -> list[str]:
        return [button.text for button in launcher._switches.values() if button.is_selected]

    assert launcher.kinds == {"red": "human", "blue": "ai"} and lit() == []
    pilot.key(pygame.K_TAB)
    assert launcher._focus == ("red", "seat") and lit() == ["Human"]
    pilot.key(pygame.K_SPACE)  # Red goes to the AI, and its level shows
    assert launcher.kinds["red"] == "ai" and lit() == ["AI"] and ("red", "level") in launcher._switches
    pilot.key(pygame.K_TAB)
    assert launcher._focus == ("red", "level") and lit() == ["normal"]
    pilot.key(pygame.K_RIGHT)
    assert launcher.levels["red"] == "hard" and lit() == ["hard"]
    pilot.key(pygame.K_LEFT)
    pilot.key(pygame.K_LEFT)
    assert launcher.levels["red"] == "easy"
    pilot.key(pygame.K_TAB)
    pilot.key(pygame.K_TAB)
    assert launcher._focus == ("blue", "level")
    pilot.key(pygame.K_TAB)  # past the last switch: none lit, the list's keys again
    assert launcher._focus is None and lit() == []
    pilot.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # backwards from the list: the last switch
    assert launcher._focus == ("blue", "level")
    pilot.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    pilot.key(pygame.K_SPACE)  # Blue goes human: its level goes, the light stays on its seat
    assert launcher.kinds["blue"] == "human" and launcher._focus == ("blue", "seat")
    pilot.key(pygame.K_ESCAPE)
    assert launcher._focus is None and lit() == []
    pilot.key(pygame.K_RETURN, frames=2)
    pilot.opened()
    play = pilot.screen
    assert isinstance(play, PlayScreen) and play.seats.kinds == {"red": "ai", "blue": "human"}
    assert play.seats.levels["red"] == "easy"


def test_a_filter_that_hides_every_row_offers_nothing_to_start(pilot, folder):
    """A typo ("tench") and Enter started the scenario chosen before it, which the list no longer showed; its name,
    map and Start button stood beside "Nothing matches"."""
    launcher = LauncherScreen(pilot.app, folder=folder)
    pilot.app.show(launcher)
    pilot.wait(2)
    pilot.click(launcher._list.row_rect(1).center, frames=2)
    assert launcher.scenario.name == "Toy one" and pilot.button("Start")
    for letter in "tench":
        pilot.type(letter)
    assert launcher.shown == [] and launcher._start is None
    drawn = [ink.words for ink in written(pilot.app)]
    assert "Toy one" not in drawn and any(words.startswith("Nothing matches") for words in drawn)
    pilot.key(pygame.K_RETURN, frames=2)
    assert pilot.screen is launcher and any(t.startswith("Nothing matches") for t in pilot.app.dialogs.toasts)
    pilot.key(pygame.K_ESCAPE, frames=2)  # the list widens, the choice as it was
    assert launcher.scenario.name == "Toy one" and launcher._start is not None
    assert "Toy one" in [ink.words for ink in written(pilot.app)]


def test_a_mistyped_filter_is_offered_the_words_it_was_meant_to_be_and_enter_takes_them(pilot):
    """ "manouvres" found nothing and said only that; the list now offers "manoeuvres", which Enter takes."""
    launcher = LauncherScreen(pilot.app)
    pilot.app.show(launcher)
    pilot.wait(2)
    for letter in "manouvres fen":
        pilot.type(letter)
    assert launcher.shown == []
    said = " ".join(ink.words for ink in written(pilot.app))
    assert "Did you mean \u201cmanoeuvres fen\u201d? Enter takes it" in said
    pilot.key(pygame.K_RETURN, frames=2)
    assert pilot.screen is launcher and launcher.typed == "manoeuvres fen"
    assert launcher.shown and all(launcher.entries[i].ruleset == "manoeuvres" for i in launcher.shown)
    for letter in " xyzzy":  # nothing near: nothing offered, and Enter says so
        pilot.type(letter)
    assert "Did you mean" not in " ".join(ink.words for ink in written(pilot.app))
    pilot.key(pygame.K_RETURN, frames=2)
    assert launcher.typed == "manoeuvres fen xyzzy" and pilot.app.dialogs.toasts
    launcher._stop.set()


def test_a_tap_read_after_a_busy_frame_types_one_letter(pilot):
    """pygame repeats a held key from a timer until it reads the key's release, which it reads only when the window
    next asks for events: a typed letter that picked a scenario to read kept the window busy past the repeat's
    delay, and the next quick tap came out four times ("maaaanoeuvres"). A key held on repeats as ever."""
    launcher = LauncherScreen(pilot.app)
    pilot.app.show(launcher)
    pilot.wait(2)

    def down(key: int, letter: str) -> pygame.event.Event:
        return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=letter, scancode=0)

    up = pygame.event.Event(pygame.KEYUP, key=pygame.K_a, mod=0, unicode="", scancode=0)
    pilot.type("m")
    pilot.app.run_frames(1, [down(pygame.K_a, "a")])  # read as the busy frame began
    pilot.app.run_frames(1, [down(pygame.K_a, "a")] * 3 + [up])  # the timer's repeats, read with the release
    assert launcher.typed == "ma"
    pilot.app.run_frames(1, [down(pygame.K_n, "n")])
    pilot.app.run_frames(1, [down(pygame.K_n, "n")] * 2)  # held on: its repeats come before its release
    pilot.let_go(pygame.K_n)
    assert launcher.typed == "mannn"
    launcher._stop.set()


def test_typing_in_the_launcher_filters_its_hundred_rows_by_name_and_ruleset(pilot):
    """Ninety-nine scenarios and drills of five games in one list: typed words narrow it (every word, in the
    name or the ruleset, accents aside); the arrows and Enter go through what is left; Escape widens it again."""
    launcher = LauncherScreen(pilot.app)
    pilot.app.show(launcher)
    pilot.wait(2)
    everything = len(launcher.entries)
    for letter in "manoeuvres cios":
        pilot.type(letter)
    assert [launcher.entries[i].label for i in launcher.shown] == ["Drill 15: Cios zabójcy in the second round, "
                                                                   "after Defensywa"]
    assert launcher.scenario.name.startswith("Drill 15")  # the one row left is chosen
    assert any(ink.words == "1 of " + str(everything) for ink in written(pilot.app))
    pilot.key(pygame.K_ESCAPE)
    assert len(launcher.shown) == everything and launcher.scenario.name.startswith("Drill 15")  # kept
    for letter in "zabojcy":  # no accent typed
        pilot.type(letter)
    assert [launcher.entries[i].label for i in launcher.shown] == [launcher.entries[launcher.index].label]
    pilot.key(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
    for letter in "trench":
        pilot.type(letter)
    shown = [launcher.entries[i] for i in launcher.shown]
    assert shown and all(e.ruleset == "trench" for e in shown) and launcher.entries[launcher.index] in shown
    pilot.key(pygame.K_DOWN)
    assert launcher.entries[launcher.index] == shown[1]  # the arrows go through the rows shown
    pilot.click(launcher._list.row_rect(2).center, frames=2)
    assert launcher.entries[launcher.index] == shown[2]  # a click picks the row under it, not the list's third
    for letter in "xyzzy":
        pilot.type(letter)
    assert launcher.shown == [] and launcher.entries[launcher.index] == shown[2]
    assert any(ink.words.startswith("Nothing matches") for ink in written(pilot.app))
    launcher._stop.set()  # the read-ahead of the hundred ends here, not during the next test
    launcher.reading.done.wait()


def test_the_launcher_filter_finds_a_scenario_by_its_maps_name():
    """The row's subtitle names the map ("map glade.tmx"): typed, "glade" found nothing; it finds the three
    scenarios on it and the drills set there, and only those."""
    entries = launcher_module.bundled()
    shown = [entries[i] for i in launcher_module.matching(entries, "glade")]
    assert {"Moonstones in the Walled Garden", "Three Troupes in the Walled Garden",
            "Four Troupes in the Walled Garden"} <= {e.label for e in shown}
    assert all(e.map == "glade" for e in shown)
    assert launcher_module.corrected(entries, "glaed") == "glade"


def test_the_launchers_preview_draws_the_moonstones_a_scenario_lays(pilot):
    """A player choosing among the arcane scenarios saw no moonstone, the game's one aim: a placed stone is drawn
    where it lies, and the stones dropped as the game begins as the circle they fall in."""
    scenario = load_scenario(ROOT / "scenarios" / "arcane-glade.yaml")
    size = 360
    bare = launcher_module._picture(dataclasses.replace(scenario, extra={}), (size, size))
    picture = launcher_module._picture(scenario, (size, size))
    scale = size / scenario.map.width
    items = scenario.extra["moonstones"]
    placed = [i for i in items if isinstance(i, moonstones.Placed)]
    dropped = [i for i in items if isinstance(i, moonstones.Drop)]
    assert placed and dropped
    for item in placed:
        centre = (round(item.at[0] * scale), round(item.at[1] * scale))
        assert picture.get_at(centre) != bare.get_at(centre)
    for item in dropped:
        rim = (round((item.near[0] + item.within) * scale) - 1, round(item.near[1] * scale))
        assert picture.get_at(rim) != bare.get_at(rim)


def test_back_from_a_game_the_launcher_is_narrowed_as_it_was_left(pilot):
    """A player working through the arcane drills filters the list, plays one and goes back by the Menu: the list
    is as narrow as it was, the drill just played chosen (it was the whole list again, the filter gone)."""
    launcher = LauncherScreen(pilot.app)
    pilot.app.show(launcher)
    for letter in "drill arcane":
        pilot.type(letter)
    launcher._stop.set()
    launcher.reading.done.wait()
    pilot.key(pygame.K_DOWN)
    played = launcher.entries[launcher.index].path
    pilot.key(pygame.K_RETURN)
    pilot.until(lambda: isinstance(pilot.screen, PlayScreen))
    pilot.press("Menu")
    back = pilot.screen
    assert isinstance(back, LauncherScreen) and back.typed == "drill arcane"
    assert back.entries[back.index].path == played and len(back.shown) == len(launcher.shown) < len(back.entries)
    back._stop.set()
    back.reading.done.wait()


def test_back_from_a_game_the_launcher_offers_its_seats_as_played(pilot, folder):
    """A battle set to AI against AI, then Menu: the launcher showed Human and AI again, the file's seats."""
    launcher = LauncherScreen(pilot.app, selected=folder / "toy-one.yaml", folder=folder)
    pilot.app.show(launcher)
    pilot.wait(1)
    sides = list(launcher.kinds)
    launcher.kinds = dict.fromkeys(sides, AI)
    launcher.levels = dict.fromkeys(sides, "hard")
    pilot.key(pygame.K_RETURN)
    pilot.until(lambda: isinstance(pilot.screen, PlayScreen))
    pilot.screen.turns.toggle_pause()  # the AIs wait: the test is about the way back
    pilot.press("Menu")
    back = pilot.screen
    assert isinstance(back, LauncherScreen) and back.scenario is not None
    assert back.kinds == dict.fromkeys(sides, AI) and back.levels == dict.fromkeys(sides, "hard")


def test_a_double_click_on_a_row_starts_it_and_two_slow_clicks_choose_it(pilot, folder):
    launcher = LauncherScreen(pilot.app, folder=folder)
    pilot.app.show(launcher)
    pilot.wait(2)
    row = launcher._list.row_rect(1).center
    pilot.click(row, frames=4)
    pilot.click(row, frames=4)  # a moment later: chosen again, not started
    assert pilot.screen is launcher and launcher.scenario.name == "Toy one"
    pilot.double_click(row, frames=4)
    assert isinstance(pilot.screen, PlayScreen) and pilot.screen.game.scenario.name == "Toy one"


def test_start_sets_the_game_up_on_a_worker_thread_while_the_launcher_goes_on(pilot, folder, monkeypatch):
    """The first game on a map plans its routes (most of a second for the battle): Start does that, and reads the
    map's pictures, off the drawing thread, which meanwhile answers and says what it is setting up."""
    gate, made = threading.Event(), []

    def slow_game(scenario):
        assert gate.wait(30), "the game was set up on the drawing thread"
        made.append((threading.current_thread().name, Game(scenario)))
        return made[-1][1]

    monkeypatch.setattr(play_module, "Game", slow_game)
    launcher = LauncherScreen(pilot.app, selected=folder / "toy-one.yaml", folder=folder)
    pilot.app.show(launcher)
    pilot.waits = False  # a user who goes on while the game is set up
    pilot.press("Start")
    pilot.wait(worker.SLOW + 1)
    assert pilot.screen is launcher and "Setting up Toy one…" in pilot.app.dialogs.toasts
    pilot.key(pygame.K_F1)  # the window still answers keys: the help sheet opens and closes
    assert pilot.app.dialogs.close_help()
    gate.set()
    pilot.opened()
    play = pilot.screen
    assert isinstance(play, PlayScreen) and [(name, play.game) for name, _ in made] == [("make-screen", made[0][1])]
    assert play.board.backdrop.map is play.game.scenario.map


def test_the_launcher_reads_the_scenarios_ahead_and_an_edited_one_again(pilot, folder, monkeypatch):
    """Each scenario and its map's pictures are read on a worker thread before it is chosen (the battle's first
    choice held the list a quarter second), its preview drawn from them on the drawing thread when chosen (drawn on
    the worker, two read-aheads at once ended in a segmentation fault); a scenario edited since is read again when
    chosen."""
    read, where = launcher_module.open_path, []
    render, drawn = launcher_module.Backdrop.render, []

    def open_where(path, *args):
        where.append((threading.current_thread().name, path.name))
        return read(path, *args)

    def render_where(backdrop, *args, **kwargs):
        drawn.append((threading.current_thread().name, backdrop))
        return render(backdrop, *args, **kwargs)

    monkeypatch.setattr(launcher_module, "open_path", open_where)
    monkeypatch.setattr(launcher_module.Backdrop, "render", render_where)
    launcher = LauncherScreen(pilot.app, folder=folder)  # Broken chosen: read at once
    pilot.app.show(launcher)
    launcher.reading.done.wait()
    assert where == [("MainThread", "broken.yaml"), ("read-ahead", "toy-one.yaml"), ("read-ahead", "toy-drill.yaml")]
    ahead = [launcher._read[folder / "toy-one.yaml"], launcher._read[folder / "drills" / "toy" / "toy-drill.yaml"]]
    assert ahead[0].backdrop is ahead[1].backdrop is not None  # one map, one set of pictures (790 MB for 99)
    pilot.key(pygame.K_DOWN, frames=2)
    assert launcher.scenario.name == "Toy one" and len(where) == 3  # nothing read on the drawing thread
    launcher._preview()
    assert {thread for thread, _backdrop in drawn} == {"MainThread"}  # the one chosen, and those either side of it
    assert launcher._read[folder / "toy-one.yaml"].backdrop in [backdrop for _thread, backdrop in drawn]
    drill = folder / "drills" / "toy" / "toy-drill.yaml"
    drawn_ahead = launcher._previews[drill, launcher._preview_size()]  # the next row's, drawn between the keys
    drill.write_text(drill.read_text(encoding="utf-8").replace("name: Toy drill", "name: Toy drill, edited"),
                     encoding="utf-8")
    pilot.key(pygame.K_DOWN, frames=2)
    assert launcher.scenario.name == "Toy drill, edited" and where[3:] == [("MainThread", "toy-drill.yaml")]
    assert launcher._preview() is not drawn_ahead  # drawn again from the edited version


def test_the_launcher_shows_a_map_preview_with_the_figures(pilot, folder):
    launcher = LauncherScreen(pilot.app, selected=folder / "toy-one.yaml", folder=folder)
    pilot.app.show(launcher)
    pilot.wait(1)
    preview = launcher._preview()
    assert preview.get_size()[0] <= 480 and preview.get_size()[1] <= 340
    scale = preview.get_width() / launcher.scenario.map.width
    assert preview.get_at((round(3 * scale), round(12 * scale)))[:3] == (214, 69, 65)  # Red's figure


def test_save_then_load_gives_the_same_game(pilot, tmp_path, home):
    play = pilot.open(ROOT / "tests" / "data" / "scenarios" / "toy.yaml")
    pilot.type("2")
    pilot.until(lambda: play.game.pending.player == "red" and play.game.pending.kind == "action")
    pilot.drag(pilot.figure("r1"), pilot.at((6, 17)))
    pilot.key(pygame.K_RETURN)
    answers = list(play.game.answers)
    pilot.key(pygame.K_s, mod=pygame.KMOD_CTRL, frames=2)
    dialog = pilot.app.dialogs.file_dialog
    words = [ink.words for ink in written(pilot.app)]  # the hint bar speaks of the dialog, not of the board's figures
    assert "Type the file's path or pick it in the list · Enter is OK · Esc cancels" in words
    assert not any(line.startswith("Click a figure") for line in words)
    pilot.click(dialog.ok_button.rect.center, frames=4)
    (saved,) = (home / "saves").glob("*.json")
    assert json.loads(saved.read_text())["answers"] == answers
    pilot.key(pygame.K_o, mod=pygame.KMOD_CTRL, frames=2)
    assert pilot.app.dialogs.file_dialog.file_path_text_line.get_text() == str(saved)
    pilot.click(pilot.app.dialogs.file_dialog.ok_button.rect.center, frames=4)
    pilot.opened()
    loaded = pilot.screen
    assert isinstance(loaded, PlayScreen) and loaded is not play
    assert loaded.game.answers == answers
    assert loaded.game.state.table.bases["r1"].pos == play.game.state.table.bases["r1"].pos


def test_a_save_named_as_a_file_there_already_asks_before_replacing_it(pilot, tmp_path):
    """A second game saved as "mysave" wrote over the first unasked: the player is asked, Esc keeps the first
    file, Replace writes the new game; the name typed without ".json" is given it, as before."""
    kept = tmp_path / "mysave.json"
    kept.write_text('{"an": "earlier game"}', encoding="utf-8")
    play = pilot.open(ROOT / "tests" / "data" / "scenarios" / "toy.yaml")
    for answer in (pygame.K_ESCAPE, pygame.K_RETURN):
        pilot.key(pygame.K_s, mod=pygame.KMOD_CTRL, frames=2)
        pilot.choose_file(tmp_path / "mysave")
        assert "Replace mysave.json?" in pilot.app.dialogs.open_titles()
        assert kept.read_text(encoding="utf-8") == '{"an": "earlier game"}'
        pilot.key(answer, frames=2)
    assert json.loads(kept.read_text(encoding="utf-8"))["answers"] == list(play.game.answers)
    assert play.menu.saved_at == kept


def test_a_save_whose_map_has_changed_opens_with_a_word_of_it(pilot, tmp_path):
    """The game opened on the edited map as if nothing had changed, a move ending elsewhere than it had."""
    from game.rules.saves import MAP_CHANGED

    for name in ("toy.yaml", "field.tmx"):
        (tmp_path / name).write_bytes((ROOT / "tests" / "data" / "scenarios" / name).read_bytes())
    game = Game(load_scenario(tmp_path / "toy.yaml"), seed=1)
    save = save_game(game, tmp_path / "s.json")
    board = tmp_path / "field.tmx"
    board.write_text(board.read_text(encoding="utf-8").replace("</objectgroup>", '<object id="9" name="Rock" '
                     'class="blocking" x="576" y="64" width="32" height="32"/></objectgroup>', 1), encoding="utf-8")
    play = pilot.open(save)
    assert isinstance(play, PlayScreen)
    assert pilot.app.dialogs.open_titles() == ["The map has changed since this game was saved"]
    assert MAP_CHANGED.split(": ", 1)[1] in pilot.app.dialogs.open_texts()[0]


def test_a_file_opened_in_the_window_is_read_while_the_window_goes_on(pilot, monkeypatch):
    """Ctrl+O reads the file on a worker thread: the screen on show answers meanwhile and says what is being opened;
    the file's screen comes once it is read."""
    gate = threading.Event()

    def slow_open(path, terrain):
        # a file that takes as long as the test likes to read; read on the drawing thread, it would never be let go
        assert gate.wait(30), "the file was read on the drawing thread"
        return read(path, terrain)

    def prepared_where(tmap):
        threads.append(threading.current_thread().name)
        made.append(prepare(tmap))
        return made[-1]

    read, prepare, threads, made = app_module.open_path, terrain_module.prepared, [], []
    monkeypatch.setattr(app_module, "open_path", slow_open)
    monkeypatch.setattr(terrain_module, "prepared", prepared_where)
    play = pilot.open(ROOT / "tests" / "data" / "scenarios" / "toy.yaml")
    pilot.waits = False  # a user who goes on while the file is read
    pilot.key(pygame.K_o, mod=pygame.KMOD_CTRL, frames=2)
    dialog = pilot.app.dialogs.file_dialog
    pilot.click(dialog.file_path_text_line.rect.center)
    pilot.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    pilot.app.run_frames(2, [pygame.event.Event(pygame.TEXTINPUT, text=str(FIELD))])
    pilot.click(dialog.ok_button.rect.center, frames=3)
    frame = pilot.app.frame
    pilot.wait(worker.SLOW + 1)
    assert pilot.app.frame > frame + worker.SLOW and pilot.screen is play
    assert f"Opening {FIELD.name}…" in pilot.app.dialogs.toasts
    pilot.key(pygame.K_F1)  # the window still answers keys: the help sheet opens and closes
    assert pilot.app.dialogs.close_help()
    gate.set()
    pilot.opened()
    assert isinstance(pilot.screen, TerrainScreen) and pilot.screen.map.path == FIELD.resolve()
    assert pilot.app.last_file == FIELD
    assert f"Opening {FIELD.name}…" not in pilot.app.dialogs.toasts  # it stood over the map it had opened
    # the map's table, check and pictures were made there too, not on the drawing thread
    assert threads == ["make-screen"]
    assert pilot.screen.table is made[0].table and pilot.screen.board.backdrop is made[0].backdrop


def test_a_long_toast_wraps_within_the_board(pilot):
    """"The unfinished game … is kept as /tmp/…/unfinished-drill-the-baron-s-combat-card-….json" ran from the
    window's left edge over the side panel and the events: it wraps, as wide either side of the board's middle."""
    pilot.open(ROOT / "tests" / "data" / "scenarios" / "toy.yaml")
    _top, board, _side = layout(pilot.app.size)
    words = "The unfinished game the autosave held is kept as /tmp/" + "a-very-long-folder-name/" * 8 + "game.json"
    pilot.app.dialogs.toast(words)
    canvas = pygame.Surface(pilot.app.size)
    canvas.fill((255, 0, 255))
    pilot.app.dialogs.draw_toasts(canvas, board.bottom - 40, board.centerx)
    drawn = pygame.mask.from_threshold(canvas, (255, 0, 255), (1, 1, 1, 255))
    drawn.invert()
    (card,) = drawn.get_bounding_rects()
    assert board.contains(card) and card.h > 2 * 19  # in the board, on several lines


def test_the_launcher_continues_the_autosaved_game(pilot, home):
    play = pilot.open(ROOT / "tests" / "data" / "scenarios" / "toy.yaml")
    pilot.type("2")
    pilot.until(lambda: play.game.pending.player == "red" and play.game.pending.kind == "action")
    answers = list(play.game.answers)
    pilot.press("Menu")
    assert isinstance(pilot.screen, LauncherScreen)
    pilot.press("Continue")
    resumed = pilot.screen
    assert isinstance(resumed, PlayScreen) and resumed is not play and resumed.game.answers[:len(answers)] == answers


def test_without_an_autosave_the_launcher_offers_no_continue(pilot, folder):
    pilot.app.show(LauncherScreen(pilot.app, folder=folder))
    pilot.wait(1)
    labels = [b.text for b in pilot.app.ui.get_sprite_group().sprites() if isinstance(b, UIButton) and b.visible]
    assert "Continue" not in labels and any(label.startswith("Open a file") for label in labels)


def ended(pilot) -> None:
    """Frames until the game-over card: it waits for the last roll's dice to be read."""
    pilot.until(lambda: isinstance(pilot.screen, GameOverScreen))


def one_roll_from_the_end(pilot, tmp_path) -> PlayScreen:
    """A toy game whose any roll wins, Red's figure in hand: its "r" ends the game."""
    path = scenario_file(tmp_path, TOY_SIDES, ruleset="toy", name="Quick")
    path.write_text(path.read_text() + "options: {target: 1}\n")
    play = pilot.open(path)
    pilot.type("1")
    pilot.until(lambda: play.game.pending is not None and play.game.pending.kind == "action")
    pilot.click(pilot.figure("r1"))
    return play


def test_a_file_dropped_on_the_window_opens_as_if_picked_in_open(pilot, tmp_path):
    """From a file manager: a map dropped on a game opens its terrain test; a file that is none of the three says
    why in the window, and the game on show stays."""
    play = pilot.open(ROOT / "tests" / "data" / "scenarios" / "toy.yaml")
    notes = tmp_path / "notes.txt"
    notes.write_text("not a map", encoding="utf-8")
    pilot.app.run_frames(1, [pygame.event.Event(pygame.DROPFILE, file=str(notes))])
    pilot.opened()
    assert pilot.screen is play
    assert any("notes.txt: not a scenario (.yaml), a map (.tmx) or a saved game (.json)" in t
               for t in pilot.app.dialogs.open_texts())
    pilot.key(pygame.K_ESCAPE)
    pilot.app.run_frames(1, [pygame.event.Event(pygame.DROPFILE, file=str(FIELD))])
    pilot.opened()
    assert isinstance(pilot.screen, TerrainScreen) and pilot.screen.map.path == FIELD.resolve()
    assert pilot.app.last_file == FIELD


def test_the_end_of_the_game_opens_the_game_over_screen(pilot, tmp_path):
    play = one_roll_from_the_end(pilot, tmp_path)
    pilot.type("r")  # roll: any roll reaches 1
    pilot.wait(2)  # the winning roll is thrown on the board first: the card came over it unseen
    assert pilot.screen is play and play.game.over and play.events.dice.throws
    ended(pilot)
    over = pilot.screen
    assert isinstance(over, GameOverScreen) and play.game.result.winner == "red"
    assert play.hint() == "The game is over · Ctrl+Z takes back the last decision"  # a person sits at the table
    pilot.key(pygame.K_z, mod=pygame.KMOD_CTRL, frames=2)
    assert pilot.screen is play and not play.game.over
    pilot.type("r")
    ended(pilot)
    pilot.press("Look at the board")
    assert pilot.screen is play and play.reviewing
    pilot.wait(3)
    assert pilot.screen is play


def test_the_board_under_the_game_over_card_follows_a_resized_window(pilot, tmp_path):
    """The window made bigger under the card, the board behind it stayed where the smaller window had it (a
    third of the table's width empty beside it) until "Look at the board"."""
    play = one_roll_from_the_end(pilot, tmp_path)
    pilot.type("r")
    ended(pilot)
    pilot.app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1366, 768), w=1366, h=768)])
    pilot.wait(1)
    assert isinstance(pilot.screen, GameOverScreen)
    assert play.board.camera.viewport == layout((1366, 768))[1]


def test_a_short_result_stands_in_the_middle_of_the_game_over_card(pilot, tmp_path):
    """A trench draw's few lines stood at the top of the card, a blank band under them above its foot; the side
    panel beside it began the reason in lower case ("the turn limit, …") where the card capitalised it."""
    one_roll_from_the_end(pilot, tmp_path)
    pilot.type("r")
    ended(pilot)
    over = pilot.screen
    card = over.keep_clear()[0]
    inks = {ink.words: ink.rect for ink in written(pilot.app) if not ink.behind}  # the card's, not the board's
    foot = next(rect for words, rect in inks.items() if words.startswith("Turn ") and " decision" in words)
    words = [rect for rect in inks.values() if card.top < rect.top < foot.top]
    above, below = min(r.top for r in words) - card.top, foot.top - max(r.bottom for r in words)
    assert abs(above - below) <= 6, (above, below)  # as much room above the words as below them
    state = over.play.game.state
    state.result = dataclasses.replace(state.result, reason="the turn limit, with more points")  # as trench says
    said = [ink.words for ink in written(pilot.app)]
    assert "The turn limit, with more points." in said and "The turn limit, with more points" in said  # card, panel


def test_enter_held_down_from_the_last_decision_does_not_play_again(pilot, tmp_path, monkeypatch):
    """Enter repeats while held: held over the game's end, it started a new game before the result was read."""
    one_roll_from_the_end(pilot, tmp_path)
    started = []
    monkeypatch.setattr(PlayScreen, "start_later", lambda *args: started.append(args))
    pilot.key(pygame.K_RETURN, "\r", held=True)
    pilot.type("r")  # the last decision, with Enter still down
    ended(pilot)
    assert isinstance(pilot.screen, GameOverScreen)
    pilot.key(pygame.K_RETURN, "\r", held=True)  # its repeat
    assert started == [] and isinstance(pilot.screen, GameOverScreen)
    pilot.let_go(pygame.K_RETURN)
    pilot.key(pygame.K_RETURN, "\r")  # a fresh press: Play again
    assert len(started) == 1


def test_the_launcher_starts_on_a_fresh_enter_not_on_one_held_from_the_screen_before(pilot, folder, monkeypatch):
    """The Enter that opened a file or left a game, still down as the launcher comes, would start a game before
    its seats were set."""
    started = []
    monkeypatch.setattr(PlayScreen, "start_later", lambda *args: started.append(args))
    pilot.open(FIELD)
    pilot.key(pygame.K_RETURN, "\r", held=True)
    pilot.app.show(LauncherScreen(pilot.app, folder=folder))
    pilot.key(pygame.K_DOWN, frames=2)  # "Toy one", past the broken file
    pilot.key(pygame.K_RETURN, "\r", held=True)  # its repeat
    assert started == []
    pilot.let_go(pygame.K_RETURN)
    pilot.key(pygame.K_RETURN, "\r")
    assert len(started) == 1


def test_play_again_starts_a_new_game_of_the_scenario_with_the_same_seats(pilot, tmp_path):
    play = one_roll_from_the_end(pilot, tmp_path)
    pilot.type("r")
    ended(pilot)
    assert isinstance(pilot.screen, GameOverScreen)
    pilot.press("Play again")
    again = pilot.screen
    assert isinstance(again, PlayScreen) and again is not play and again.game is not play.game
    assert again.game.scenario is play.game.scenario and again.game.answers == [] and not again.game.over
    assert again.seats.kinds == play.seats.kinds


def test_the_helps_lines_break_at_its_width_not_where_its_source_does(pilot):
    """pygame_gui breaks a line at each newline of its text: the help's source lines broke it mid-sentence
    ("what each action and" / "each kind of terrain does") with half the box empty beside them."""
    pilot.open(FIELD)
    pilot.key(pygame.K_F1)
    (rows,) = [lines for lines in map(text_rows, pilot.app.ui.get_sprite_group().sprites())
               if lines and lines[0].startswith("The rules of this game")]
    assert "how a turn goes, what each action and each kind of" in rows[0]  # its source line ends at "what"
    assert any("Ctrl+Q quit · Esc close a dialog" in row for row in rows)  # its source line ends at "quit ·"


def text_rows(element: object) -> list[str]:
    """The rows a pygame_gui text box laid its text out in (none for another element)."""
    if not isinstance(element, UITextBox):
        return []
    return ["".join(getattr(item, "text", "") for item in row.items) for row in element.text_box_layout.layout_rows]


def test_help_opens_and_closes_with_f1_and_f12_saves_a_screenshot(pilot, home):
    pilot.open(FIELD)
    pilot.key(pygame.K_F1)
    assert "Help — keys and mouse" in pilot.app.dialogs.open_titles()
    pilot.key(pygame.K_F1)
    assert pilot.app.dialogs.open_titles() == []
    pilot.key(pygame.K_F12)
    (shot,) = (home / "screenshots").glob("*.png")
    assert pygame.image.load(str(shot)).get_size() == (1280, 800)


def test_the_window_follows_a_resize(pilot):
    screen = pilot.open(FIELD)
    pilot.app.run_frames(2, [pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900)])
    assert pilot.app.size == (1600, 900)
    assert screen.board.viewport.right == 1600 - 340 and screen.board.viewport.bottom == 900


def test_in_the_smallest_window_the_top_bar_and_the_side_panel_do_not_overlap(pilot):
    from pygame_gui.elements import UIButton, UITextBox

    from game.ui.app import MIN_SIZE

    screen = pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
    w, h = MIN_SIZE
    pilot.app.run_frames(2, [pygame.event.Event(pygame.VIDEORESIZE, size=MIN_SIZE, w=w, h=h)])
    pilot.click(pilot.figure(next(iter(screen.game.state.table.bases))))
    shown = [e for e in pilot.app.ui.get_sprite_group().sprites() if e.visible]
    top = [b.rect for b in shown if isinstance(b, UIButton) and b.rect.bottom <= 48]
    assert len(top) >= 8 and all(b.right <= w for b in top)
    assert not any(a.colliderect(b) for i, a in enumerate(top) for b in top[i + 1:])
    (log,) = [b.rect for b in shown if isinstance(b, UITextBox)]
    side = [b.rect for b in shown if isinstance(b, UIButton) and b.rect.top > 48
            and not log.contains(b.rect)]  # the log's own scroll bar is in it
    assert side and all(b.bottom < log.top - 20 for b in side)  # the decision's buttons, then "Events", the log


def test_a_drill_plays_its_script_then_undo_stops_there(pilot):
    drill = ROOT / "scenarios" / "drills" / "clix" / "rule13-blocking-terrain.yaml"
    if not drill.exists():
        pytest.skip("the clix drills are not here")
    play = pilot.open(drill)
    pilot.until(lambda: play.session.script is None)
    assert play.session.floor == len(play.game.answers) > 0
    assert any(e.data.get("dice") == [3, 4] for e in play.game.log)
    assert play.turns.checks and all(ok for _words, ok in play.turns.checks)
    pilot.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert len(play.game.answers) == play.session.floor and "Nothing to undo" in pilot.app.dialogs.toasts


def test_a_drill_whose_checks_fail_says_which_in_a_dialog(pilot, tmp_path):
    drill = ROOT / "scenarios" / "drills" / "clix" / "rule13-blocking-terrain.yaml"
    data = yaml.safe_load(drill.read_text(encoding="utf-8"))
    data["map"] = str((drill.parent / data["map"]).resolve())
    figure = next(iter(data["expect"]["figures"]))
    data["expect"]["figures"][figure]["damage"] = 99
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text(yaml.safe_dump(data), encoding="utf-8")
    play = pilot.open(wrong)
    pilot.until(lambda: play.session.script is None)
    assert "The scenario's checks do not hold" in pilot.app.dialogs.open_titles()
    assert any(f"expect.figures.{figure}.damage: expected 99" in t for t in pilot.app.dialogs.open_texts())


def test_the_default_scenario_renders_from_the_command_line(tmp_path, capsys):
    import main
    from game import locations

    if not locations.DEFAULT_SCENARIO.exists():
        pytest.skip("the default scenario is not here")
    out = tmp_path / "duel.png"
    assert main.main(["--screenshot", str(out)]) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 800)


def test_a_hot_seat_scenario_renders_its_board_not_the_hand_over(tmp_path):
    import main
    from game.ui.style import BACKGROUND, CARD

    out = tmp_path / "glade.png"
    assert main.main(["--screenshot", str(out), str(ROOT / "scenarios" / "arcane-glade.yaml")]) == 0
    picture = pygame.image.load(str(out))
    middle = [tuple(picture.get_at((x, 400)))[:3] for x in range(300, 640, 20)]  # the board, or the hand-over card
    assert not any(colour in (tuple(BACKGROUND), tuple(CARD)) for colour in middle)


@pytest.mark.parametrize(("argv", "screen"), [([], "LauncherScreen"), (["scenarios/clix-duel.yaml"], "PlayScreen")])
def test_main_opens_the_launcher_bare_and_a_named_scenario_straight_away(monkeypatch, argv, screen):
    import main
    from game.ui.app import App

    seen = []

    def run(self):
        seen.append(type(self.screen).__name__)
        self.close()
        return 0

    monkeypatch.setattr(App, "run", run)
    assert main.main([str(ROOT / a) for a in argv]) == 0
    assert seen == [screen]


@pytest.mark.parametrize(("key", "sign"), [(pygame.K_RIGHT, (-1, 0)), (pygame.K_d, (-1, 0)), (pygame.K_w, (0, 1))])
def test_a_held_pan_key_glides_the_view_until_it_is_released(pilot, key, sign):
    screen = pilot.open(FIELD)
    start = screen.board.camera.origin
    pilot.key(key, pygame.key.name(key) if key < 128 else "", held=True)
    pilot.wait(9)
    pilot.key(key, held=True)  # the system's key repeat: no faster for it
    held = screen.board.camera.origin
    moved = (held[0] - start[0], held[1] - start[1])
    assert moved == (sign[0] * 14 * 12, sign[1] * 14 * 12)  # a step on the press, then one in each of 11 frames
    pilot.let_go(key, frames=5)
    assert screen.board.camera.origin == held


def test_the_line_over_continue_keeps_the_turn_of_a_game_with_a_long_name(pilot):
    game = Game(load_scenario(ROOT / "scenarios" / "drills" / "arcane" / "combat_card_pick.yaml"), seed=1)
    save_game(game, autosave_path())
    pilot.app.show(LauncherScreen(pilot.app))
    pilot.wait(1)
    (line,) = [ink for ink in written(pilot.app) if ink.words.startswith("Continue resumes")]
    assert line.words.endswith("… (turn 1)") and line.rect.right <= pilot.button("Open a file").rect.right


def test_the_line_over_continue_counts_rounds_where_the_game_does(pilot):
    """A gamebook battle is rounds, as its header says ("Round 1 of 50"): the launcher said "(turn 1)"."""
    game = Game(load_scenario(ROOT / "scenarios" / "gamebook-siege.yaml"), seed=1)
    save_game(game, autosave_path())
    pilot.app.show(LauncherScreen(pilot.app))
    pilot.wait(1)
    (line,) = [ink for ink in written(pilot.app) if ink.words.startswith("Continue resumes")]
    assert line.words == "Continue resumes The last crossing (round 1)", line.words
    pilot.key(pygame.K_RETURN, frames=2)  # Start: asks before replacing it, in the same words
    [box] = [w for w in pilot.app.ui.get_sprite_group().sprites() if isinstance(w, UITextBox) and w.visible
             and "autosave holds" in w.html_text]
    assert "</b>, round 1, not finished" in box.html_text, box.html_text


def test_continue_seats_the_players_and_the_ai_as_they_were(pilot, home):
    scenario = load_scenario(ROOT / "scenarios" / "manoeuvres-duel.yaml")
    play = PlayScreen.start(pilot.app, scenario, {"roland": "human", "bjarni": "ai"}, {"bjarni": "hard"})
    pilot.app.show(play)
    pilot.wait(2)
    pilot.type("1")  # Sir Roland declares: the autosave is written
    assert play.game.answers
    pilot.press("Menu")
    pilot.press("Continue")
    resumed = pilot.screen
    assert isinstance(resumed, PlayScreen) and resumed is not play
    assert (resumed.seats.kinds, resumed.seats.levels) == ({"roland": "human", "bjarni": "ai"}, {"bjarni": "hard"})


def test_seats_a_save_says_wrongly_are_the_scenarios():
    game = Game(load_scenario(ROOT / "scenarios" / "manoeuvres-duel.yaml"), seed=1)
    for saved in (None, [], {"kinds": {"roland": "robot", "bjarni": "ai"}}, {"kinds": {"roland": "ai"}},
                  {"levels": {"bjarni": "godlike"}}, {"levels": {"nobody": "hard"}}):
        seats = Seats.from_saved(game, saved)
        assert (seats.kinds, seats.levels) == (Seats.from_scenario(game).kinds, Seats.from_scenario(game).levels)


def test_a_confirmation_is_as_tall_as_its_question(pilot):
    """Two lines of question once sat over an empty box 300 pixels high; a long one still shows whole."""
    dialogs = pilot.app.dialogs
    short = dialogs.confirm("Replace the autosaved game?", "The autosave holds <b>Duel</b>, turn 3.", "Start anyway",
                            lambda: None)
    long = dialogs.confirm("Replace?", " ".join(["A question that goes on and on."] * 30), "Yes", lambda: None)
    pilot.wait(1)
    assert short.rect.h < 230 < long.rect.h <= pilot.app.size[1] - 40


def test_an_error_is_as_tall_as_its_words(pilot):
    """The edited map's one-line error sat over an empty box 300 pixels high; checks that fail, one a line, show
    whole."""
    dialogs = pilot.app.dialogs
    short = dialogs.error("The edited map does not load", "maps/skirmish.tmx: line 182, column 9: malformed XML")
    long = dialogs.error("The scenario's checks do not hold", "\n".join(f"raider{i}: damage 2 expected, 0 found"
                                                                      for i in range(12)))
    pilot.wait(1)
    assert short.rect.h < 230 < 118 + 21 * 12 <= long.rect.h <= pilot.app.size[1] - 40


def test_the_launchers_preview_says_why_a_gamebook_board_is_empty(pilot):
    """The ambush's pieces take their squares as the battle begins: the preview says so, a clix duel's does not."""
    note = "The pieces are placed as the game begins"
    pilot.app.show(LauncherScreen(pilot.app, ROOT / "scenarios" / "gamebook-ambush.yaml"))
    pilot.wait(2)
    assert note in [ink.words for ink in written(pilot.app)]
    pilot.app.show(LauncherScreen(pilot.app, ROOT / "scenarios" / "clix-duel.yaml"))
    pilot.wait(2)
    assert not [ink for ink in written(pilot.app) if ink.words.endswith("placed as the game begins")]


def test_the_launchers_preview_draws_a_gamebook_piece_on_the_square_its_scenario_gives(pilot, tmp_path):
    """Pieces given their squares (a drill's, a player's own position) were left off the preview, which said the
    pieces are placed as the game begins: the warrior stands on d4 and the goblin on f3; the thief, given none,
    is placed as the game begins, as the note says."""
    board = ROOT / "maps" / "gamebook.tmx"
    path = scenario_file(tmp_path, [
        {"id": "heroes", "figures": [{"id": "w", "profile": "warrior", "square": "d4"},
                                     {"id": "t", "profile": "thief"}]},
        {"id": "monsters", "figures": [{"id": "g", "profile": "goblin", "square": "f3", "rank": "king"}]}],
        ruleset="gamebook", map_path=board, name="Own position")
    scenario = load_scenario(path)
    picture = launcher_module._picture(scenario, (300, 300))
    square = 300 / 6
    for col, row, side in ((3, 3, 0), (5, 2, 1)):  # d4 and f3, columns and rows from a1 at the top left
        centre = (round((col + 0.5) * square), round((row + 0.5) * square))
        assert picture.get_at(centre)[:3] == tuple(side_colour_of(scenario.sides[side], side))
    pilot.app.show(LauncherScreen(pilot.app, path))
    pilot.wait(2)
    assert "Some pieces are placed as the game begins" in [ink.words for ink in written(pilot.app)]
