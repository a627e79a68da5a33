"""AI levels in the window: the launcher picks one per AI seat, and the AI thinks on its own thread while the
window goes on drawing frames."""

from pathlib import Path

import yaml

from game import locations
from game.ui.screens.launcher import LauncherScreen
from game.ui.screens.play import PlayScreen


def duel_file(folder: Path, level: str) -> Path:
    data = yaml.safe_load((locations.SCENARIOS / "clix-duel.yaml").read_text(encoding="utf-8"))
    data["map"] = str((locations.SCENARIOS / data["map"]).resolve())
    for side in data["sides"]:
        side["controller"], side["level"] = "ai", level
    path = folder / "duel.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def test_the_launcher_gives_each_ai_seat_a_level(pilot, tmp_path):
    folder = tmp_path / "scenarios"
    folder.mkdir()
    path = duel_file(folder, "easy")
    launcher = LauncherScreen(pilot.app, selected=path, folder=folder)
    pilot.app.show(launcher)
    pilot.wait(2)
    assert set(launcher.levels.values()) == {"easy"}  # the scenario's level comes first
    first = launcher.scenario.sides[0].id
    button = next(b for b, owner in launcher._seat_buttons.items() if owner == first and b.text == "easy")
    pilot.click(button.rect.center, frames=2)
    assert launcher.levels[first] == "normal"
    pilot.press("Start")
    play = pilot.screen
    assert isinstance(play, PlayScreen) and play.seats.levels[first] == "normal"


def test_the_window_draws_on_while_the_ai_thinks(pilot, tmp_path):
    play = pilot.open(duel_file(tmp_path, "normal"))
    first = play.game.pending
    drawn = []
    pilot.until(lambda: play.seats.progress(play.game) is not None)
    while play.game.pending is first and play.seats.progress(play.game) is not None:
        drawn.append(play.seats.progress(play.game))
        pilot.wait(1)
    assert len(drawn) > 1, "frames went by while the AI was thinking"
    pilot.until(lambda: play.game.pending is not first)
    assert play.game.answers, "and the AI's answer was given"
