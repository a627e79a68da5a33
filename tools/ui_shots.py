"""Take the window's screenshots in docs/ui.md ("Screens") from the shipped scenarios and drills.

    .venv/bin/python tools/ui_shots.py [OUT_DIR]      # default: docs/screenshots/

Drives the real window off screen (SDL's dummy driver) at the size it opens on a 1366×768 display (1280×672), with
the clicks a player would make, and writes duel.png, battle-labels.png, trench-roll.png, arcane-call.png,
drill-lesson.png, manoeuvres-declare.png, manoeuvres-story.png, gamebook-move.png and launcher-filter.png. Where a
shot wants a moment the scenario does not stop at (the AIs' first injury roll, Bill's call of a bluff) or a fixed
deal, a copy of the scenario is played, so the shipped files are never touched.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import pygame
import yaml

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.locations import HOME_VARIABLE  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.event_log import ROLL_FRAMES  # noqa: E402
from game.ui.screens.launcher import LauncherScreen  # noqa: E402
from tests.ui.pilot import Pilot  # noqa: E402  (the tests' driver: real events, a frame at a time)

SCENARIOS = ROOT / "scenarios"
SIZE = (1280, 672)


def copy_of(source: Path, folder: Path, change: Callable[[dict], None]) -> Path:
    """``source`` as ``change`` edits it, written to ``folder`` (its map path made absolute: the shipped map is read
    where it is)."""
    data = yaml.safe_load(source.read_text(encoding="utf-8"))
    data["map"] = str((source.parent / data["map"]).resolve())
    change(data)
    path = folder / source.name
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return path


def fixed_seed(data: dict) -> None:
    """The same game every time (a scenario without a seed is dealt anew each time it opens)."""
    data["seed"] = 3


def duel(pilot: Pilot, out: Path) -> None:
    """The crossbowman in hand: its action, what it may not do now, and the rules' buttons."""
    pilot.open(SCENARIOS / "clix-duel.yaml")
    pilot.click(pilot.figure("crossbow"))
    pilot.app.save_screenshot(out / "duel.png")


def battle_labels(pilot: Pilot, out: Path) -> None:
    """Every figure of the battle named beside its own base, the golem in hand."""
    pilot.open(SCENARIOS / "clix-battle.yaml")
    pilot.click(pilot.figure("golem"))
    pilot.app.save_screenshot(out / "battle-labels.png")


def trench_roll(pilot: Pilot, out: Path, scratch: Path) -> None:
    """The AIs play No Man's Land until the first injury roll is read in the dice tray (its dice landed)."""
    def all_ai(data: dict) -> None:
        for side in data["sides"]:
            side["controller"] = "ai"
            side["level"] = "greedy"
        data["seed"] = 1  # the same game every time

    play = pilot.open(copy_of(SCENARIOS / "trench-no-mans-land.yaml", scratch, all_ai))
    tray = play.events.dice
    pilot.until(lambda: bool(tray.throws) and tray.throws[0].label.startswith("Injury roll")
                and tray.throws[0].age > ROLL_FRAMES + 10, limit=20000)
    pilot.app.save_screenshot(out / "trench-roll.png", frames=0)


def arcane_call(pilot: Pilot, out: Path, scratch: Path) -> None:
    """The Fireblast bluff drill stopped where Bill must call: OK or Bluff, with his own hand and the odds."""
    def bill_calls(data: dict) -> None:
        data["script"] = data["script"][:1]  # Jenny lays her card and declares; Bill answers at the table
        data.pop("expect")
        data["sides"][0]["controller"] = "script"
        data["sides"][1]["controller"] = "human"

    play = pilot.open(copy_of(SCENARIOS / "drills" / "arcane" / "fireblast_bluff.yaml", scratch, bill_calls))
    pilot.until(lambda: play.game.pending is not None and play.game.pending.player == "bill")
    pilot.app.take_the_seat()
    pilot.app.save_screenshot(out / "arcane-call.png")


def drill_lesson(pilot: Pilot, out: Path) -> None:
    """The rear-arc drill played as a lesson: the raider's roll from behind, and the checks' card that stays."""
    play = pilot.open(SCENARIOS / "drills" / "clix" / "rule06-rear-arc.yaml")
    pilot.until(lambda: play.game.pending is not None and play.game.pending.player == "blue"
                and play.game.state.turn >= 2, limit=3000)
    pilot.app.take_the_seat()
    pilot.wait(45)
    pilot.hover(pilot.figure("raider"), frames=2)
    pilot.app.save_screenshot(out / "drill-lesson.png", frames=0)


def manoeuvres_declare(pilot: Pilot, out: Path, scratch: Path) -> None:
    """The Fen Meadow duel in round 2, the knight in contact: twelve declarations in the window, the odds of each
    on the right, the round's moments under them."""
    play = pilot.open(copy_of(SCENARIOS / "manoeuvres-duel.yaml", scratch, fixed_seed))
    for choice in ("Szarża vs Bjarni", "Szarża vs Sir Roland", "Keep the declarations", "Keep the declarations"):
        pilot.until(lambda: play.input is not None)
        pilot.press(choice)
    pilot.until(lambda: play.game.state.round == 2 and play.input is not None, limit=3000)
    pilot.wait(90)  # the round's dice landed and faded
    pilot.hover(pilot.button("Potężne uderzenie vs Bjarni").rect.center, frames=2)
    pilot.app.save_screenshot(out / "manoeuvres-declare.png", frames=0)
    pilot.hover((pilot.app.size[0] - 100, 100))  # the pointer off the buttons: their odds fold away
    pilot.key(pygame.K_F3)  # and the whole of round 1 told in the story window beside the declarations
    pilot.app.save_screenshot(out / "manoeuvres-story.png")
    pilot.key(pygame.K_F3)  # closed again: it would follow the next shot's game


def gamebook_move(pilot: Pilot, out: Path, scratch: Path) -> None:
    """Ambush at the ford: the warrior in hand, the squares it may move to shaded, its actions and what it may not
    do on the right."""
    play = pilot.open(copy_of(SCENARIOS / "gamebook-ambush.yaml", scratch, fixed_seed))
    pilot.until(lambda: play.input is not None and play.game.pending.player == "heroes", limit=3000)
    pilot.click(pilot.figure("warrior"))
    pilot.press("Move")
    pilot.app.save_screenshot(out / "gamebook-move.png")


def launcher_filter(pilot: Pilot, out: Path) -> None:
    """The launcher's hundred rows narrowed by typing "drill arcane" to the arcane drills, the first one chosen."""
    launcher = LauncherScreen(pilot.app)
    pilot.app.show(launcher)
    for letter in "drill arcane":
        pilot.type(letter)
    launcher._stop.set()  # the previews of the rows left out need not be read
    pilot.wait(2)
    pilot.app.save_screenshot(out / "launcher-filter.png")


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        scratch = Path(folder)
        # a player's folder of its own, and no autosave: the launcher's shot showed "Continue resumes…" for the
        # game of an earlier shot, or of whoever took them, whose autosave the shots overwrote
        os.environ[HOME_VARIABLE] = str(scratch / "home")
        app = App(SIZE, autosave=False)
        pilot = Pilot(app)
        try:
            duel(pilot, out)
            battle_labels(pilot, out)
            trench_roll(pilot, out, scratch)
            arcane_call(pilot, out, scratch)
            drill_lesson(pilot, out)
            manoeuvres_declare(pilot, out, scratch)
            gamebook_move(pilot, out, scratch)
            launcher_filter(pilot, out)
        finally:
            app.close()
    for name in ("duel", "battle-labels", "trench-roll", "arcane-call", "drill-lesson", "manoeuvres-declare",
                 "manoeuvres-story", "gamebook-move", "launcher-filter"):
        print(out / f"{name}.png")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots")
