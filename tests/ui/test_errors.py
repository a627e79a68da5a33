"""Bad files: the window shows a dialog with the file, place and reason; the command line prints one line and
exits with 2. Never a traceback."""

from __future__ import annotations

import json

import pygame
import pytest

import main
from game.ui.screens.terrain import TerrainScreen
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
    pilot.key(pygame.K_ESCAPE)
    assert pilot.app.dialogs.open_texts() == []


@pytest.mark.parametrize("kind", ["scenario", "map", "save", "unknown"])
def test_a_bad_file_on_the_command_line_exits_2_with_one_line(tmp_path, capsys, kind):
    path = bad_files(tmp_path)[kind]
    assert main.main([str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {path}") and err.count("\n") == 1


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
