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
