"""Files a reviewer brought that no shipped scenario or map has: long side names, image layers on a map whose
tileset is bigger than what the map paints, played in the real window."""

from __future__ import annotations

from pathlib import Path

from game.ui.panels import PAD, layout
from tests.ui.ink import written
from tests.ui.pilot import Pilot, scenario_file

LONG = "Ærøskøbing’s Ünïcødé Wärrïörs of the Ford"  # 40 characters


def test_a_long_side_name_ends_short_of_its_strength_bar(tmp_path: Path, pilot: Pilot) -> None:
    path = scenario_file(tmp_path, [
        {"id": "red", "name": LONG, "figures": [{"id": "bow", "profile": "elf_longbow", "at": [3, 12]},
                                                {"id": "blade", "profile": "elf_blademaster", "at": [3, 16]}]},
        {"id": "blue", "name": "Blue", "figures": [{"id": "raider", "profile": "orc_raider", "at": [9, 12]}]},
    ])
    pilot.open(path)
    panel = layout(pilot.app.size)[2]
    bar_left = panel.right - PAD - 70  # the strength bar beside each side's name (panels.draw_forces)
    names = [ink for ink in written(pilot.app)
             if ink.words.startswith(LONG[:10]) and ink.rect.x == panel.x + PAD + 34]
    assert names, "the side's name is not in the forces card"
    assert all(ink.rect.right <= bar_left for ink in names), [(ink.words, ink.rect) for ink in names]


IMAGE_LAYER_MAP = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" width="8" height="8"
     tilewidth="32" tileheight="32" infinite="0" nextlayerid="3" nextobjectid="1">
 <tileset firstgid="1" source="{tileset}"/>
 <layer id="1" name="ground" width="8" height="8">
  <data encoding="csv">{cells}</data>
 </layer>
 <imagelayer id="2" name="backdrop" offsetx="64" offsety="32">
  <image source="backdrop.png" width="96" height="64"/>
 </imagelayer>
</map>
"""


def test_an_image_layer_is_drawn_as_its_own_picture_over_a_big_tileset(tmp_path: Path, pilot: Pilot) -> None:
    """The shipped tileset has 1,344 tiles and the map paints one of them: pytmx names an image layer's picture
    by a Tiled gid just past those the map uses, which here is another tile of the tileset, and the layer was
    drawn as that one 32 px tile."""
    import pygame

    from game.board.tmx import load_map
    from game.ui.map_layer import MapLayer
    from tests.ui.pilot import ROOT

    backdrop = pygame.Surface((96, 64))
    backdrop.fill((200, 30, 160))
    pygame.image.save(backdrop, str(tmp_path / "backdrop.png"))
    path = tmp_path / "backdrop.tmx"
    path.write_text(IMAGE_LAYER_MAP.format(tileset=ROOT / "maps" / "tiles" / "terrain.tsx",
                                           cells=",".join(["1"] * 64)), encoding="utf-8")
    layer = MapLayer(load_map(path))
    target = pygame.Surface((256, 256))
    layer.draw(target, pygame.Rect(0, 0, 256, 256), 32)
    for point in ((66, 34), (150, 60), (157, 93)):  # the picture's corners and middle: 64..160 x 32..96
        assert tuple(target.get_at(point))[:3] == (200, 30, 160), point
    assert tuple(target.get_at((40, 40)))[:3] != (200, 30, 160)
    assert not layer.missing


def test_undo_back_to_a_choice_of_targets_puts_the_attacker_in_hand(tmp_path: Path, pilot: Pilot) -> None:
    """Hot seat: Red's longbow shoots, Blue picks its raider, then Ctrl+Z takes the shot back. The targets
    decision was the longbow's again, but the raider stayed in hand: its card in the panel and the yellow ring
    on it, as if it were the one shooting."""
    import pygame

    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [
            {"id": "bow", "profile": "elf_longbow", "at": [3, 12], "facing": 0},
            {"id": "blade", "profile": "elf_blademaster", "at": [16, 12], "facing": 0}]},
        {"id": "blue", "name": "Blue", "figures": [
            {"id": "raider", "profile": "orc_raider", "at": [9, 12], "facing": 180},
            {"id": "archer", "profile": "orc_archer", "at": [22.5, 12], "facing": 180}]},
    ], dice=[1, 2])
    screen = pilot.open(path)
    pilot.click(pilot.figure("bow"))
    pilot.type("r")
    pilot.click(pilot.figure("raider"))
    pilot.key(pygame.K_RETURN)
    pilot.until(lambda: screen.game.pending is not None and screen.game.pending.player == "blue")
    pilot.click(pilot.figure("raider"))
    assert screen.selected == "raider"
    pilot.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    pilot.wait(1)
    assert screen.game.pending.kind == "targets" and screen.game.pending.context["figure"] == "bow"
    assert screen.selected == "bow"


KEYED_MAP = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="2" height="1" tilewidth="32"
     tileheight="32" infinite="0" nextlayerid="3" nextobjectid="1" backgroundcolor="#204060">
 <tileset firstgid="1" name="sewer" tilewidth="32" tileheight="32" tilecount="1" columns="1">
  <image source="sewer.png" trans="{trans}" width="32" height="32"/>
 </tileset>
 <layer id="1" name="pipes" width="2" height="1">
  <data encoding="csv">1,0</data>
 </layer>
</map>
"""


def test_a_tilesets_trans_colour_is_see_through(tmp_path: Path, pilot: Pilot) -> None:
    """The sewers of Tiled's examples key magenta out of their tileset (``trans="ff00ff"``): it was drawn magenta."""
    import pygame

    from game.board.tmx import load_map
    from game.ui.map_layer import MapLayer

    sheet = pygame.Surface((32, 32))
    sheet.fill((255, 0, 255))
    sheet.fill((90, 90, 90), pygame.Rect(0, 0, 32, 8))  # a pipe along the top, magenta round it
    pygame.image.save(sheet, str(tmp_path / "sewer.png"))
    for trans in ("ff00ff", "#ff00ff"):
        path = tmp_path / "keyed.tmx"
        path.write_text(KEYED_MAP.format(trans=trans), encoding="utf-8")
        layer = MapLayer(load_map(path))
        target = pygame.Surface((64, 32))
        target.fill((32, 64, 96))
        layer.draw(target, pygame.Rect(0, 0, 64, 32), 32)
        assert tuple(target.get_at((16, 4)))[:3] == (90, 90, 90), trans  # the pipe
        assert tuple(target.get_at((16, 20)))[:3] != (255, 0, 255), trans  # what lies under the magenta
