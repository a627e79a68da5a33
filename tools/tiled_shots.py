"""Take the screenshots of Tiled in the map maker's guide (docs/maps.md): Debian's Tiled 1.8.2, driven with xdotool.

    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python tools/tiled_shots.py [OUT_DIR]   # default: docs/maps/

Needs tiled, xdotool, imagemagick (``import``, ``convert``) and pngquant. Tiled 1.8 does not read an object's
class (1.9 does), so it opens the example as a Tiled 1.8 user draws it: a copy whose terrain objects carry a
``terrain`` property instead, which the loader must read as the same pieces. Tiled starts with empty settings (its
own start page, no restored session); the clicks are at the places of Tiled 1.8.2's default layout on a
1366 x 768 screen with no window manager, so look at the shots after a Tiled upgrade.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.board.tmx import load_map  # noqa: E402

EXAMPLE = ROOT / "docs" / "maps"
SCREEN = (1366, 768)
#: Where to click, in screen pixels: the start page's buttons, then the window with the map open.
OPEN_PROJECT, OPEN_FILE = (330, 92), (319, 172)
VIEW_MENU, FIT_MAP = (105, 10), (160, 467)
TERRAIN_LAYER = (1157, 166)  # in the Layers panel
HILL_TOP = (945, 535)  # the middle of "Gallows hill top" on the canvas, the map fitted in the view
TERRAIN_VALUE = (450, 416)  # the value of its `terrain` property in the Properties panel
PROPERTY_TYPES = (180, 86)  # View -> Property Types Editor, which opens on the first type, TerrainKind


def as_tiled_18(text: str) -> str:
    """A map as Tiled 1.8 would keep it: each terrain object's class turned into a ``terrain`` property (the way
    the guide shows, so the Type it also carries for Tiled 1.8 goes)."""
    root = ET.fromstring(text)
    for obj in root.iterfind("objectgroup[@name='terrain']/object"):
        props = obj.find("properties")
        if props is None:
            props = ET.Element("properties")
            obj.insert(0, props)
        ET.SubElement(props, "property", name="terrain", type="string", propertytype="TerrainKind",
                      value=obj.attrib.pop("class"))
        obj.attrib.pop("type", None)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def xdo(*args: str) -> str:
    return subprocess.run(["xdotool", *args], check=True, capture_output=True, text=True).stdout.strip()


def click(at: tuple[int, int]) -> None:
    xdo("mousemove", str(at[0]), str(at[1]), "click", "1")
    time.sleep(1)  # Tiled redraws in its own time; there is nothing to wait on


def window(*match: str) -> str:
    """The id of the first visible window that matches (``--name NAME``, ``--class CLASS``), once there is one."""
    return xdo("search", "--sync", "--onlyvisible", *match).splitlines()[0]


def open_path(button: tuple[int, int], path: Path) -> None:
    """Click a button that opens a file dialog, type the path into it and open it."""
    click(button)
    xdo("type", "--delay", "10", str(path))
    xdo("key", "Return")
    time.sleep(3)


def shoot(out: Path, crop: str | None = None, of: str = "root") -> None:
    """Capture a window (the screen by default), crop it (``WxH+LEFT+TOP``) and quantise it to keep it small."""
    shot = out.with_suffix(".full.png")
    subprocess.run(["import", "-window", of, str(shot)], check=True)
    subprocess.run(["convert", str(shot), *(["-crop", crop, "+repage"] if crop else []), str(shot)], check=True)
    subprocess.run(["pngquant", "--speed", "1", "--force", "--output", str(out), str(shot)], check=True)
    shot.unlink()
    print(out, f"{out.stat().st_size // 1024} KB")


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:  # the repository's layout, so the tileset and project are found
        table = Path(scratch)
        shutil.copytree(ROOT / "maps", table / "maps")
        copy = table / "docs" / "maps" / "crossroads.tmx"
        copy.parent.mkdir(parents=True)
        copy.write_text(as_tiled_18((EXAMPLE / "crossroads.tmx").read_text(encoding="utf-8")), encoding="utf-8")
        if load_map(copy).pieces != load_map(EXAMPLE / "crossroads.tmx").pieces:
            raise SystemExit("the Tiled 1.8 copy of the example does not load as the example")
        env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "QT_QPA_PLATFORMTHEME": "", "XDG_CONFIG_HOME": scratch,
               "XDG_RUNTIME_DIR": scratch}
        tiled = subprocess.Popen(["tiled", "--new-instance"], cwd=table, env=env, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL)
        try:
            xdo("windowsize", "--sync", window("--class", "tiled"), str(SCREEN[0]), str(SCREEN[1]))
            open_path(OPEN_PROJECT, table / "maps" / "skirmish.tiled-project")
            open_path(OPEN_FILE, copy)
            window("--name", "crossroads.tmx")
            click(VIEW_MENU)
            click(FIT_MAP)
            click(TERRAIN_LAYER)
            shoot(out / "tiled-map.png", "1366x740+0+0")  # all but the status bar
            click(HILL_TOP)
            click(TERRAIN_VALUE)  # its editor, a dropdown of the kinds, closed: the elevation above stays in sight
            shoot(out / "tiled-object.png", "800x615+266+90")  # the Properties panel and the map
            click(VIEW_MENU)
            click(PROPERTY_TYPES)
            editor = window("--name", "Property Types Editor")
            xdo("windowsize", "--sync", editor, "700", "420")  # tall enough for all the kinds
            time.sleep(1)
            shoot(out / "tiled-types.png", of=editor)
        finally:
            tiled.terminate()
            tiled.wait()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else EXAMPLE)
