"""Bad files: the window shows a dialog with the file, place and reason; the command line prints a line a problem
and exits with 2. Never a traceback."""

from __future__ import annotations

import html
import json
import re

import pygame
import pytest

import main
from game.ui.screens.terrain import TerrainScreen
from tests.ui.ink import written
from tests.ui.pilot import FIELD, ROOT

SAVE_TEXT = '{"format": "skirmish-table/save", "version": 1, "scenario_text": "name: x'  # cut short


def bad_files(folder):
    scenario = folder / "bad.yaml"
    scenario.write_text(f"name: Broken\nruleset: clix\nmap: {FIELD}\nsides: [{{id: red}}]\n", encoding="utf-8")
    tmx = folder / "bad.tmx"
    tmx.write_text(FIELD.read_text(encoding="utf-8").replace("</map>", ""), encoding="utf-8")
    save = folder / "bad.json"
    save.write_text(SAVE_TEXT, encoding="utf-8")
    unknown = folder / "notes.txt"
    unknown.write_text("hello", encoding="utf-8")
    return {"scenario": scenario, "map": tmx, "save": save, "unknown": unknown}


@pytest.mark.parametrize(("kind", "says"), [
    ("scenario", "sides"), ("map", "malformed XML"), ("save", "damaged or truncated"),
    ("unknown", "not a scenario (.yaml), a map (.tmx) or a saved game (.json)")])
def test_a_bad_file_opened_in_the_window_gives_an_error_dialog(pilot, tmp_path, kind, says):
    screen = pilot.open(FIELD)
    path = bad_files(tmp_path)[kind]
    pilot.key(pygame.K_o, mod=pygame.KMOD_CTRL, frames=2)
    pilot.choose_file(path)
    assert pilot.screen is screen  # still on the map being tested
    texts = pilot.app.dialogs.open_texts()
    assert len(texts) == 1 and str(path) in texts[0] and says in texts[0]
    assert "Traceback" not in texts[0]
    assert screen.hint() != pilot.app.dialogs.hint == "Enter or Esc dismisses the message"  # in its bar
    pilot.button("Dismiss  Enter")
    pilot.key(pygame.K_RETURN if kind in ("map", "unknown") else pygame.K_ESCAPE)  # either closes it
    assert pilot.app.dialogs.open_texts() == [] and pilot.app.dialogs.hint is None
    assert pilot.screen is screen


@pytest.mark.parametrize("kind", ["scenario", "map", "save", "unknown"])
def test_a_bad_file_on_the_command_line_exits_2_with_a_line_a_problem(tmp_path, capsys, kind):
    path = bad_files(tmp_path)[kind]
    assert main.main([str(path)]) == 2
    lines = capsys.readouterr().err.splitlines()
    assert all(line.startswith(f"error: {path}") for line in lines)
    assert len(lines) == (2 if kind == "scenario" else 1)  # one side, and a side without figures


def test_a_missing_file_on_the_command_line(tmp_path, capsys):
    assert main.main([str(tmp_path / "nowhere.yaml")]) == 2
    assert capsys.readouterr().err == f"error: {tmp_path / 'nowhere.yaml'}: file not found\n"


def test_a_save_that_no_longer_replays_is_refused_with_its_reason(pilot, tmp_path):
    good = json.loads(json.dumps({"format": "skirmish-table/save", "version": 1,
                                  "scenario_text": (ROOT / "tests/data/scenarios/toy.yaml").read_text(),
                                  "scenario_path": str(ROOT / "tests/data/scenarios/toy.yaml"),
                                  "seed": 1, "turns": None, "answers": [7]}))
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(good), encoding="utf-8")
    screen = pilot.open(FIELD)
    assert isinstance(screen, TerrainScreen)
    assert pilot.app.open_file(path) is None
    (text,) = pilot.app.dialogs.open_texts()
    assert "does not replay" in text


def many_problems(folder):
    """A scenario with five problems in different places, none hiding another."""
    path = folder / "many.yaml"
    path.write_text(f"""name: Many
ruleset: clix
map: {FIELD}
turns: 0
sides:
  - id: red
    colour: red
    figures:
      - {{id: bow, profile: elf_longbow, at: [300, 12]}}
      - {{id: ghost, profile: nobody, at: [5, 5]}}
  - id: blue
    figures:
      - {{id: raider, profile: orc_raider, at: [22, 12]}}
      - {{id: bow, profile: orc_raider, at: [22, 4]}}
""", encoding="utf-8")
    return path


FIVE = [":4: turns: 0 is below", ":7: sides[0].colour", ":9: sides[0].figures[0].at: figure 'bow' cannot stand",
        ":10: sides[0].figures[1].profile: unknown clix profile 'nobody'", ":14: sides[1].figures[1]: figure id 'bow'"]


def test_every_problem_of_a_scenario_is_said_at_once_in_the_order_of_its_lines(tmp_path, capsys, pilot):
    """A maker mended one problem and ran the file again to meet the next: the loader stopped at the first."""
    path = many_problems(tmp_path)
    assert main.main(["--check", str(path)]) == 2
    out = capsys.readouterr().out
    assert out.count("error: ") == 5 and "5 errors" in out
    errors = [line.split(str(path), 1)[1] for line in out.splitlines() if line.startswith("error: ")]
    assert [line[: len(said)] for line, said in zip(errors, FIVE, strict=True)] == FIVE
    for args in (["--headless", str(path)], [str(path)]):
        assert main.main(args) == 2
        err = capsys.readouterr().err.splitlines()
        assert len(err) == 5 and all(line.startswith(f"error: {path}:") for line in err)
    pilot.open(FIELD)
    pilot.key(pygame.K_o, mod=pygame.KMOD_CTRL, frames=2)
    pilot.choose_file(path)
    [shown] = [html.unescape(words) for words in pilot.app.dialogs.open_texts()]
    lines = shown.split("<br>")  # the file named once, then each problem by its line
    assert str(path) in lines[0] and shown.count(str(path)) == 1
    assert all(line.startswith(f"line {said[1:]}") for line, said in zip(lines[1:], FIVE, strict=True))


def test_a_folder_on_the_command_line_is_said_to_be_a_folder(tmp_path, capsys):
    assert main.main([str(tmp_path)]) == 2
    assert f"{tmp_path}: a folder, not a file" in capsys.readouterr().err


def test_an_error_of_thousands_of_problems_shows_thirty_lines_and_says_how_many_more(pilot, tmp_path):
    """Two thousand sides each not a side: the dialog laid out two thousand lines (1.8 s of processor time, and
    9 s and 300 MB more under the fuzzer), where the first thirty and a count tell the story."""
    path = tmp_path / "sides.yaml"
    path.write_text(f"name: Many\nruleset: clix\nmap: {ROOT / 'maps' / 'skirmish.tmx'}\nsides:\n" + "- 0\n" * 2000,
                    encoding="utf-8")
    assert pilot.app.open_file(path) is None
    pilot.wait(1)
    (text,) = pilot.app.dialogs.open_texts()
    shown = html.unescape(text).replace("<br>", "\n")
    lines = [line for line in re.sub(r"<[^>]+>", "", shown).split("\n") if line]
    assert len(lines) == 30 and "sides[0]: expected a mapping of keys" in shown
    assert lines[-1].startswith("… ") and "lines more: python main.py --check FILE lists every problem" in lines[-1]


def save_of_a_changed_map(tmp_path) -> tuple:
    """A toy game of nine decisions whose seventh no longer fits (as after its map was edited): (path, the game
    after the six that still fit)."""
    from game.rules.game import Game
    from game.rules.saves import save_game
    from game.rules.scenario import load_scenario
    from tests.rules.test_saves import ANSWERS

    game = Game(load_scenario(ROOT / "tests/data/scenarios/toy.yaml"), seed=1234)
    for answer in ANSWERS:
        game.answer(answer)
    path = save_game(game, tmp_path / "changed.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["answers"][6] = {"figure": "nobody", "action": "move"}
    path.write_text(json.dumps(data), encoding="utf-8")
    return path, ANSWERS[:6]


def test_a_save_that_replays_only_so_far_is_offered_from_there(pilot, tmp_path):
    """Its map edited since, a saved game was lost whole; the window offers to play on from the last decision
    that still fits."""
    from game.ui.screens.play import PlayScreen

    path, fits = save_of_a_changed_map(tmp_path)
    pilot.open(FIELD)
    assert pilot.app.open_file(path) is None
    (text,) = pilot.app.dialogs.open_texts()
    assert "decision 7 of 9 no longer fits" in text and "its first 6 decisions still do" in text
    assert "Play on from decision 6? The decisions after it are dropped. The file is left as it is." in text
    pilot.press("Play on from decision 6", frames=3)
    play = pilot.screen
    assert isinstance(play, PlayScreen) and play.game.answers == fits
    assert json.loads(path.read_text(encoding="utf-8"))["answers"][6] == {"figure": "nobody", "action": "move"}


def test_an_autosave_that_replays_only_so_far_is_continued_from_there(pilot, tmp_path):
    from game.rules.saves import autosave_path
    from game.ui.screens.launcher import LauncherScreen
    from game.ui.screens.play import PlayScreen

    path, fits = save_of_a_changed_map(tmp_path)
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_bytes(path.read_bytes())
    pilot.app.show(LauncherScreen(pilot.app))
    pilot.wait(2)
    assert any(ink.words.startswith("Continue resumes ") and ink.words.endswith(" (as far as decision 6)")
               for ink in written(pilot.app))
    pilot.press("Continue")
    pilot.until(pilot.app.dialogs.open_texts)
    (text,) = pilot.app.dialogs.open_texts()
    assert "The autosave then holds the game from there on." in text
    pilot.press("Play on from decision 6", frames=3)
    assert isinstance(pilot.screen, PlayScreen) and pilot.screen.game.answers == fits


def test_a_save_that_replays_only_so_far_named_on_the_command_line_opens_the_window_with_the_offer(
        tmp_path, monkeypatch, capsys):
    """``python main.py SAVE.json`` ended in an error line and exit 2, though the window would offer the game as
    far as it replays; now the window opens on the launcher with that offer, and ``--replay`` steps through it as far
    as it goes, saying why no further. A screenshot of it still exits 2 with the reason."""
    from game.ui import app as app_module
    from game.ui.screens.launcher import LauncherScreen
    from game.ui.screens.replay import ReplayScreen

    path, fits = save_of_a_changed_map(tmp_path)
    seen = []

    def run(app) -> int:  # the window's loop: look at it once instead, then close it
        app.run_frames(2)
        seen.append((app.screen, app.dialogs.open_texts()))
        app.close()
        return 0

    monkeypatch.setattr(app_module.App, "run", run)
    assert app_module.run_app(path, start=True) == 0
    ((screen, texts),) = seen
    assert type(screen) is LauncherScreen and len(texts) == 1 and "Play on from decision 6" in texts[0]
    assert app_module.run_app(path, replay=True) == 0
    replay, texts = seen[1]
    assert isinstance(replay, ReplayScreen) and replay.replay.answers == fits  # to step through
    (text,) = texts
    assert "its first 6 decisions still do" in text and "Play on from here takes the game up" in text
    assert app_module.run_app(path, screenshot=tmp_path / "shot.png") == 2
    assert "its first 6 decisions still do" in capsys.readouterr().err
