"""The map maker's guide (docs/maps.md) points at files that are there, and shows every screenshot made for it."""

from __future__ import annotations

import re
from pathlib import Path

DOCS = Path(__file__).resolve().parents[2] / "docs"
GUIDE = (DOCS / "maps.md").read_text(encoding="utf-8")
TARGETS = re.findall(r"\]\(([^)\s]+)\)", GUIDE)


def test_every_link_and_image_of_the_guide_is_there() -> None:
    local = [t for t in TARGETS if "://" not in t]
    assert "maps/tiled-object.png" in local
    assert [t for t in local if not (DOCS / t).exists()] == []


def test_every_screenshot_in_the_example_folder_is_shown() -> None:
    shown = {t for t in TARGETS if t.endswith(".png")}
    assert {f"maps/{p.name}" for p in (DOCS / "maps").glob("*.png")} == shown
