"""Take the screenshots of the map maker's guide (docs/maps.md) from the worked example in docs/maps/.

    .venv/bin/python tools/guide_shots.py [OUT_DIR]      # default: docs/maps/

Drives the real window off screen (SDL's dummy driver), with the keys and pointer moves a user would make,
and writes terrain-test.png, hot-reload.png, heat-map.png and game-heat-map.png. A copy of the example is
edited for the hot-reload shot, so the example itself is never touched.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.ui.app import App  # noqa: E402
from game.ui.dialogs import TOAST_FRAMES  # noqa: E402
from game.ui.hotreload import EVERY  # noqa: E402
from game.ui.opening import open_path  # noqa: E402
from game.ui.screens.board_screen import BoardScreen  # noqa: E402

EXAMPLE = ROOT / "docs" / "maps"
SIZE = (1280, 760)
#: The edit of the hot-reload shot: a ruined barn on the crossroads' north-west corner, and a deployment point
#: put inside the farmhouse by mistake (the check at once says so).
EDIT = ('  <object id="17" name="Ruined byre" class="blocking" x="256" y="256" width="64" height="64"/>\n'
        ' </objectgroup>\n <objectgroup id="3" name="deployment">\n'
        '  <object id="18" name="blue misplaced" class="deployment" x="544" y="160"><properties>'
        '<property name="profile" value="orc_raider"/><property name="side" value="blue"/></properties><point/>'
        '</object>')


def key(app: App, letter: str) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=ord(letter), unicode=letter, mod=0, scancode=0)])
    app.step([pygame.event.Event(pygame.KEYUP, key=ord(letter), unicode=letter, mod=0, scancode=0)])


def point_at(app: App, inches: tuple[float, float]) -> None:
    screen = app.screen
    assert isinstance(screen, BoardScreen), "the guide's shots point at a map on the board"
    x, y = screen.board.camera.to_screen(inches)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0), buttons=(0, 0, 0))])


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    app = App(SIZE, autosave=False)  # a shot never writes over the autosave of whoever takes it
    try:
        app.show(app.screen_for(open_path(EXAMPLE / "crossroads.tmx"), start=True))
        app.run_frames(3)
        point_at(app, (17.5, 17.5))
        app.save_screenshot(out / "terrain-test.png")
        key(app, "t")
        key(app, "h")
        point_at(app, (6.5, 12.5))
        app.save_screenshot(out / "heat-map.png")

        with tempfile.TemporaryDirectory() as scratch:  # the same folder layout, so the tileset is found
            copy = Path(scratch) / "docs" / "maps" / "crossroads.tmx"
            copy.parent.mkdir(parents=True)
            shutil.copy(EXAMPLE / "crossroads.tmx", copy)
            (Path(scratch) / "maps").symlink_to(ROOT / "maps")
            app.show(app.screen_for(open_path(copy), start=True))
            app.run_frames(3)
            text = copy.read_text(encoding="utf-8")
            text = text.replace(' </objectgroup>\n <objectgroup id="3" name="deployment">', EDIT, 1)
            copy.write_text(text, encoding="utf-8")
            os.utime(copy, (time.time() + 2, time.time() + 2))
            app.run_frames(EVERY + 2)
            point_at(app, (9, 9))
            app.save_screenshot(out / "hot-reload.png")

        app.show(app.screen_for(open_path(EXAMPLE / "crossroads.yaml"), start=True))
        app.run_frames(TOAST_FRAMES)  # the reload's toast fades
        key(app, "h")
        point_at(app, (12.5, 17.5))
        app.save_screenshot(out / "game-heat-map.png")
    finally:
        app.close()
    for name in ("terrain-test", "heat-map", "hot-reload", "game-heat-map"):
        print(out / f"{name}.png")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else EXAMPLE)
