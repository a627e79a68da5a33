"""manoeuvres played in the window: the declaration dialog with the exact odds of each choice, the box of who has
declared what and the moment track over the board, and each attack's breakdown in the event log."""

from __future__ import annotations

from pathlib import Path

import yaml

from game.ui.round_track import rows
from game.ui.screens.play import PlayScreen

ROOT = Path(__file__).resolve().parents[2]


def unscripted(tmp_path: Path, drill: str) -> Path:
    source = ROOT / "scenarios" / "drills" / "manoeuvres" / drill
    data = yaml.safe_load(source.read_text(encoding="utf-8"))
    del data["script"], data["expect"]
    data["map"] = str((source.parent / data["map"]).resolve())
    path = tmp_path / source.name
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return path


def words(game) -> list[str]:
    return [row.words for row in rows(game)]


def test_a_round_declared_in_the_window_shows_the_odds_the_declarations_and_the_moments(pilot, tmp_path):
    play = pilot.open(unscripted(tmp_path, "ofensywa.yaml"))
    assert isinstance(play, PlayScreen) and play.game.pending.kind == "declare"
    card = play.input.card()
    ofensywa = next(line for line in card.lines if line.startswith("Ofensywa vs Bjarni"))
    assert "hit 65.0 %" in ofensywa and "critical 5.0 %" in ofensywa  # k20 <= 13, and a 1
    assert words(play.game)[1] == "Sir Roland · Ini 30: not declared yet"
    pilot.press("Ofensywa vs Bjarni")
    assert words(play.game)[1] == "Sir Roland · Ini 30: Ofensywa vs Bjarni"
    assert "declared so far: Sir Roland: Ofensywa vs Bjarni" in play.game.pending.prompt
    pilot.press("Attack vs Sir Roland")
    pilot.press("Keep the declarations")
    pilot.press("Keep the declarations")
    pilot.wait(2)
    assert play.game.state.round == 2
    shown = words(play.game)
    assert "Attack moments (last round)" in shown
    assert any(w.startswith(" 30  Sir Roland #1") for w in shown)
    attack = next(e for e in play.game.log if e.kind == "attack")
    assert "S 9: S 5, Ofensywa (tier 2) +4" in attack.text and "multiplier 3: Longsword 2, Ofensywa +1" in attack.text
    assert play.game.state.figures["warrior"].status.wounds == ["medium"]
