"""Words players read: names, never internal ids; verbs that agree; a bare map says how to mark terrain."""

from __future__ import annotations

import re

import pygame

from game.rules.scenario import load_scenario
from game.ui.screens.play import PlayScreen
from game.ui.screens.terrain import NO_TERRAIN
from game.ui.style import font, printable
from game.words import wins
from tests.ui.ink import screen_words
from tests.ui.pilot import ROOT, scenario_file


def test_a_side_of_two_peoples_have_their_actions(pilot):
    play = pilot.open(ROOT / "scenarios" / "clix-battle.yaml")
    pilot.wait(1)
    assert any("Turn 1: Lion Guard and Glade Elves have 5 actions." in line for line in play.events.log.texts)


def test_a_base_in_the_way_is_named_by_its_figure(pilot, tmp_path):
    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [{"id": "bow", "profile": "elf_longbow", "at": [3, 12]},
                                                 {"id": "guard7", "profile": "guard_swordsman", "at": [6, 12.2]}]},
        {"id": "blue", "name": "Blue", "controller": "ai", "figures": [
            {"id": "raider1", "profile": "orc_raider", "at": [9, 12], "facing": 180}]}])
    pilot.open(path)
    pilot.click(pilot.figure("bow"))
    words = screen_words(pilot.app).replace("\n", " ")
    assert "the base of Guard Swordsman is in the way" in words
    assert not re.search(r"\b(guard7|raider1)\b", words)


def test_moonstones_are_numbered_in_words(pilot):
    play = pilot.open(ROOT / "scenarios" / "arcane-glade.yaml")
    pilot.wait(1)
    text = " ".join(play.events.log.texts)
    assert "Moonstone 1 lies at" in text and not re.search(r"\bm\d\b", text)



def test_every_character_the_rules_and_scenarios_write_is_drawn_with_a_glyph(app):
    box = font(15).render("\ue000", True, (255, 255, 255), (0, 0, 0))  # what the font draws for a missing glyph
    files = [*(ROOT / "game" / "rules").rglob("*.py"), *(ROOT / "scenarios").rglob("*.yaml"),
             *(ROOT / "assets").rglob("*.yaml"), *(ROOT / "assets").rglob("*.md")]
    written = {c for path in files for c in path.read_text(encoding="utf-8") if ord(c) > 127}
    boxes = [c for c in sorted(written) if pygame.image.tobytes(
        font(15).render(printable(c), True, (255, 255, 255), (0, 0, 0)), "RGB") == pygame.image.tobytes(box, "RGB")]
    assert not boxes


def test_the_blank_damage_is_written_in_the_log_with_a_glyph_the_font_has(pilot):
    play = pilot.open(ROOT / "scenarios" / "arcane-glade.yaml")
    play.game.emit("damage", "Shabaroon suffers ∅ (no damage) from Baron Von Fancyhat's Thrust.")
    pilot.wait(1)
    assert "Shabaroon suffers Ø (no damage)" in play.events.log.texts[-1]

BARE = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="6" height="5" tilewidth="32"
 tileheight="32" infinite="0" nextlayerid="2" nextobjectid="1">
 <layer id="1" name="ground" width="6" height="5"><data encoding="csv">
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
</data></layer>
</map>
"""


def test_a_map_without_terrain_says_how_to_mark_it(pilot, tmp_path):
    bare = tmp_path / "third-party.tmx"  # a map drawn elsewhere, with no terrain layer
    bare.write_text(BARE, encoding="utf-8")
    pilot.open(bare)
    words = screen_words(pilot.app).replace("\n", " ")
    assert NO_TERRAIN.split(".")[0] in words and "docs/maps.md" in words


def test_a_side_with_a_plural_name_is_spoken_of_in_the_plural(pilot):
    scenario = load_scenario(ROOT / "scenarios" / "trench-no-mans-land.yaml")
    play = PlayScreen.start(pilot.app, scenario, {"pilgrims": "ai", "heretics": "ai"})
    pilot.app.show(play)
    pilot.wait(2)
    assert play.game.pending.player == "pilgrims"
    words = screen_words(pilot.app)
    assert "Iron Pilgrims are thinking…" in words  # the hint; the decision's card is choosing or thinking
    assert re.search(r"Iron Pilgrims are (choosing|thinking)…", words.replace("Iron Pilgrims are thinking…", "", 1))
    assert "Iron Pilgrims is" not in words
    assert wins("Iron Pilgrims") == "Iron Pilgrims win" and wins("Heretic Legion") == "Heretic Legion wins"
