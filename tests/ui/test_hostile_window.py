"""The window against damaged files and a failing disk: the screenshot path never writes the autosave, Continue
offers the backup of a damaged autosave, an autosave that fails stays visible, output files are whole or absent,
and tileset images are size-checked before decoding, with missing tiles said in words."""

from __future__ import annotations

import os
import shutil
import struct
import zlib

import pygame
import pytest

import main
from game.rules.game import Game
from game.rules.saves import autosave_path, save_game
from game.rules.scenario import load_scenario
from game.ui.screens.launcher import LauncherScreen
from game.ui.screens.play import PlayScreen
from tests.ui.pilot import ROOT

TOY = ROOT / "tests" / "data" / "scenarios" / "toy.yaml"
DRILL = ROOT / "scenarios" / "drills" / "clix" / "rule04-tie-hits.yaml"
MAPS = ROOT / "tests" / "data" / "maps"


def test_a_screenshot_of_a_scripted_scenario_leaves_the_autosave_alone(tmp_path, home):
    game = Game(load_scenario(TOY), seed=1)
    game.answer(2)
    save_game(game, autosave_path())
    before = autosave_path().read_bytes()
    assert main.main(["--screenshot", str(tmp_path / "shot.png"), str(DRILL)]) == 0
    assert autosave_path().read_bytes() == before
    assert sorted(p.name for p in home.iterdir()) == ["autosave.json"]


def test_continue_on_a_damaged_autosave_offers_the_backup(pilot, home):
    game = Game(load_scenario(TOY), seed=1)
    game.answer(2)
    save_game(game, autosave_path())
    game.answer(3)
    save_game(game, autosave_path())  # the .bak holds [2]
    autosave_path().write_text('{"format": "skirmish-table/save", "vers')  # killed mid-write by another program
    pilot.app.show(LauncherScreen(pilot.app))
    pilot.wait(1)
    pilot.press("Continue")
    assert isinstance(pilot.screen, LauncherScreen)
    (question,) = pilot.app.dialogs.open_texts()
    assert "damaged or truncated" in question and "autosave.json.bak" in question
    dialog = next(w for w in pilot.app.dialogs._windows if w.alive())
    pilot.click(dialog.confirm_button.rect.center, frames=3)
    assert isinstance(pilot.screen, PlayScreen) and pilot.screen.game.answers == [2]


def test_continue_with_no_usable_backup_says_why(pilot, home):
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text("{")
    pilot.app.show(LauncherScreen(pilot.app))
    pilot.wait(1)
    pilot.press("Continue")
    assert pilot.app.dialogs.open_titles() == ["Cannot continue the game"]


def test_a_failing_autosave_stays_visible_until_it_works_again(pilot, home):
    home.parent.mkdir(parents=True, exist_ok=True)
    home.write_text("a file where the folder should be")  # every autosave fails
    play = pilot.open(TOY)
    corner = (play.board.viewport.x + 14, play.board.viewport.y + 14)
    clean = pilot.pixel(corner)
    pilot.type("2")
    pilot.wait(2)
    assert any(t.startswith("Autosave failed") for t in pilot.app.dialogs.toasts)
    for _ in range(3):
        pilot.until(lambda: play.game.pending.player == "red")
        play.answer_with_ai()
        pilot.wait(2)
    assert pilot.pixel(corner) != clean  # the badge: long after the toast is gone
    home.unlink()
    pilot.until(lambda: play.game.pending.player == "red")
    play.answer_with_ai()
    pilot.wait(2)
    assert "Autosave works again: the game is saved" in pilot.app.dialogs.toasts
    assert pilot.pixel(corner) == clean and autosave_path().exists()


def test_a_screenshot_on_a_full_disk_fails_and_leaves_no_file(tmp_path, capsys, monkeypatch):
    def full(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    out = tmp_path / "shot.png"
    assert main.main(["--screenshot", str(out), str(TOY)]) == 2
    assert capsys.readouterr().err == f"error: {out}: cannot write the screenshot: No space left on device\n"
    assert list(tmp_path.iterdir()) == []


def test_f12_on_a_full_disk_does_not_say_saved(pilot, monkeypatch):
    pilot.open(TOY)

    def full(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    pilot.key(pygame.K_F12)
    assert pilot.app.dialogs.open_titles() == ["Screenshot not saved"]
    assert not any(t.startswith("Screenshot saved") for t in pilot.app.dialogs.toasts)


def png_header(width: int, height: int) -> bytes:
    """A PNG that states a size and holds a few bytes of compressed zeros (a decompression bomb's shape)."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    chunk = struct.pack(">I", len(ihdr)) + b"IHDR" + ihdr + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr))
    data = zlib.compress(b"\0" * 100_000)
    idat = struct.pack(">I", len(data)) + b"IDAT" + data + struct.pack(">I", zlib.crc32(b"IDAT" + data))
    return b"\x89PNG\r\n\x1a\n" + chunk + idat


def map_with_image(folder, picture: bytes | None):
    for name in ("tiles_csv.tmx", "terrain16.tsx"):
        shutil.copy(MAPS / name, folder / name)
    tsx = folder / "terrain16.tsx"
    tsx.write_text(tsx.read_text().replace('<image source="tiles16.png"/>',
                                           '<image source="tiles16.png" width="64" height="16"/>'))
    if picture is None:
        shutil.copy(MAPS / "tiles16.png", folder / "tiles16.png")
    else:
        (folder / "tiles16.png").write_bytes(picture)
    return folder / "tiles_csv.tmx"


@pytest.mark.parametrize(("picture", "reason"), [
    (png_header(20_000, 20_000), "the image is 20000 × 20000 pixels, but its tileset says 64 × 16"),
    (b"GIF89a", "truncated"),
    (b"just some text, not a picture at all", "not a PNG, JPEG, GIF or BMP image"),
    (png_header(64, 16)[:40], "tiles16.png: "),
])
def test_a_bad_tileset_image_is_named_on_the_command_line(tmp_path, capsys, monkeypatch, picture, reason):
    decoded = []
    load = pygame.image.load
    monkeypatch.setattr(pygame.image, "load", lambda *args: decoded.append(args) or load(*args))
    tmx = map_with_image(tmp_path, picture)
    assert main.main(["--screenshot", str(tmp_path / "shot.png"), str(tmx)]) == 0
    err = capsys.readouterr().err
    assert err.startswith(f"warning: tiles missing from the picture: {tmp_path / 'tiles16.png'}: ") and reason in err
    if "tileset says" in reason:
        assert decoded == []  # refused from its header: never decoded


def test_missing_tiles_are_said_in_the_window(pilot, tmp_path):
    pilot.open(map_with_image(tmp_path, b"not an image"))
    pilot.wait(1)
    assert pilot.app.dialogs.open_titles() == ["Some of the map's tiles cannot be drawn"]
    (message,) = pilot.app.dialogs.open_texts()
    assert "tiles16.png: not a PNG, JPEG, GIF or BMP image" in message


def test_a_good_tileset_image_draws_without_a_word(pilot, tmp_path, capsys):
    tmx = map_with_image(tmp_path, None)
    assert main.main(["--screenshot", str(tmp_path / "shot.png"), str(tmx)]) == 0
    assert capsys.readouterr().err == ""
