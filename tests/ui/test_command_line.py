"""``main.py --screenshot``: every orthogonal map of the Tiled examples opens and renders; the others are refused
from the command line with one line and exit code 2."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest

import main

REAL_MAPS = Path("/work/shared/real-maps")


def example_maps(playable: bool) -> list[str]:
    """The example maps that are (or are not) finite and orthogonal, as their own headers say."""
    found = []
    for path in sorted(REAL_MAPS.rglob("*.tmx")) if REAL_MAPS.is_dir() else []:
        root = ET.parse(path).getroot()
        ok = root.get("orientation") == "orthogonal" and root.get("infinite", "0") == "0"
        if ok == playable:
            found.append(str(path.relative_to(REAL_MAPS)))
    return found


ORTHOGONAL, REFUSED = example_maps(True), example_maps(False)
needs_real_maps = pytest.mark.skipif(not REAL_MAPS.is_dir(), reason="the Tiled example maps are not here")


def test_the_examples_hold_both_kinds():
    if REAL_MAPS.is_dir():
        assert len(ORTHOGONAL) >= 6 and len(REFUSED) >= 3


@needs_real_maps
@pytest.mark.parametrize("name", ORTHOGONAL)
def test_each_orthogonal_example_map_renders(tmp_path, capsys, name):
    out = tmp_path / "shot.png"
    assert main.main(["--screenshot", str(out), str(REAL_MAPS / name)]) == 0
    assert capsys.readouterr().err == ""
    picture = pygame.image.load(str(out))
    assert picture.get_size() == (1280, 800)
    colours = {tuple(picture.get_at((x, y)))[:3] for x in range(100, 900, 37) for y in range(100, 760, 41)}
    assert len(colours) > 8  # a map was drawn, not an empty board


@needs_real_maps
@pytest.mark.parametrize("name", REFUSED)
def test_maps_that_cannot_be_played_are_refused(tmp_path, capsys, name):
    out = tmp_path / "shot.png"
    assert main.main(["--screenshot", str(out), str(REAL_MAPS / name)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {REAL_MAPS / name}: ") and "not supported" in err and err.count("\n") == 1
    assert not out.exists()


def test_a_screenshot_needs_a_picture_file_name(tmp_path, capsys):
    field = Path(__file__).resolve().parents[1] / "data" / "scenarios" / "field.tmx"
    assert main.main(["--screenshot", str(tmp_path / "shot.txt"), str(field)]) == 2
    assert "cannot write the screenshot" in capsys.readouterr().err


def test_without_a_usable_display_the_window_says_so_with_exit_code_2():
    env = {**os.environ, "SDL_VIDEODRIVER": "no-such-driver"}
    done = subprocess.run([sys.executable, "main.py"], cwd=Path(main.__file__).parent, env=env, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.startswith("error: cannot open a window:") and "--headless" in done.stderr


@pytest.mark.parametrize(("option", "value", "says"), [
    ("--seed", "-1", "must be from 0 to 9,223,372,036,854,775,807"),
    ("--seed", str(10**27), "must be from 0 to"), ("--turns", "0", "must be from 1 to 10,000"),
    ("--turns", str(10**20), "must be from 1 to 10,000"), ("--seed", "abc", "is not a whole number"),
])
def test_a_seed_or_turn_limit_a_save_would_refuse_is_refused_on_the_command_line(capsys, option, value, says):
    duel = Path(__file__).resolve().parents[2] / "scenarios" / "clix-duel.yaml"
    with pytest.raises(SystemExit) as ended:
        main.main(["--headless", str(duel), option, value])
    assert ended.value.code == 2 and says in capsys.readouterr().err


@pytest.mark.parametrize("args", [["--check"], ["--headless"], ["--replay"], ["--screenshot", "shot.png"], []])
def test_a_file_name_too_long_for_the_file_system_is_refused_with_exit_code_2(capsys, tmp_path, args):
    """It raised OSError wherever the file was first looked for."""
    long = str(tmp_path / ("x" * 300 + ".yaml"))
    with pytest.raises(SystemExit) as ended:
        main.main([*args, long])
    said = capsys.readouterr().err
    assert ended.value.code == 2 and "not a usable file name (File name too long)" in said and "Traceback" not in said


def test_the_window_refuses_a_file_name_too_long_for_the_file_system():
    from game.ui.opening import OpenError, open_path

    with pytest.raises(OpenError, match="not a usable file name"):
        open_path("/tmp/" + "x" * 300 + ".json")


def test_a_screenshot_is_made_as_any_new_file_is(tmp_path):
    """Not private as a save is: the umask's permissions, so a picture put in a shared folder can be read there."""
    out = tmp_path / "shot.png"
    old = os.umask(0o022)
    try:
        assert main.main(["--screenshot", str(out), str(Path(main.__file__).parent / "maps" / "fen.tmx")]) == 0
    finally:
        os.umask(old)
    assert out.stat().st_mode & 0o777 == 0o644


def test_a_screenshot_of_a_hot_seat_game_waiting_to_pass_the_table_shows_no_hand(tmp_path, monkeypatch):
    """Saved at Bill's call, a hot-seat game's screenshot took the seat for him: his arcane hand, in the picture
    and in the log drawn beside the board, for anyone who made it."""
    import yaml

    from game.rules.game import Game
    from game.rules.saves import save_game
    from game.rules.scenario import load_scenario
    from game.ui.app import App
    from game.ui.screens.handover import HandOverScreen
    from tests.ui.ink import written

    source = Path(main.__file__).parent / "scenarios" / "drills" / "arcane" / "fireblast_bluff.yaml"
    data = yaml.safe_load(source.read_text(encoding="utf-8"))
    data["map"] = str((source.parent / data["map"]).resolve())
    data["script"] = data["script"][:1]
    data.pop("expect")
    (tmp_path / "bluff.yaml").write_text(yaml.safe_dump(data), encoding="utf-8")
    game = Game(load_scenario(tmp_path / "bluff.yaml"))
    game.answer({"figure": "firespitter", "action": "fireblast"})
    for answer in ("fritz", "pink-3", "blue-3"):
        game.answer(answer)
    assert game.pending.kind == "call" and game.pending.player == "bill"
    save = save_game(game, tmp_path / "bluff.json", {"jenny": "human", "bill": "human"})
    seen: list[str] = []
    shot = App.save_screenshot

    def looked(app, path, *args, **kwargs):
        seen.extend(ink.words for ink in written(app))
        seen.append(type(app.screen).__name__)
        return shot(app, path, *args, **kwargs)

    monkeypatch.setattr(App, "save_screenshot", looked)
    assert main.main(["--screenshot", str(tmp_path / "shot.png"), str(save)]) == 0
    assert HandOverScreen.__name__ in seen and not [w for w in seen if "blue 3, the Catastrophe" in w]
