"""The player's own scenarios, opened once, are listed by the launcher from then on, across sessions."""

from __future__ import annotations

import json

import pygame

from game import locations
from game.ui import recent_files
from game.ui.recent_files import MOST, recent_file, recent_scenarios, remember_scenario
from game.ui.screens.launcher import LauncherScreen
from tests.ui.pilot import scenario_file

SIDES = [{"id": "red", "name": "Red", "figures": [{"id": "r1", "profile": "pawn", "at": [3, 12]}]},
         {"id": "blue", "name": "Blue", "figures": [{"id": "b1", "speed": 5, "at": [20, 12], "facing": 180}]}]


def test_a_scenario_opened_in_the_window_is_listed_first_by_the_next_launcher(pilot, tmp_path):
    own = scenario_file(tmp_path, SIDES, ruleset="toy", name="My farmyard drill")
    pilot.app.show(pilot.app.open_file(own))
    assert recent_scenarios() == [own.resolve()]
    launcher = LauncherScreen(pilot.app)  # the launcher of a later session
    pilot.app.show(launcher)
    first = launcher.entries[0]
    assert (first.label, first.path, first.ruleset) == ("My farmyard drill (my-farmyard-drill.yaml)", own.resolve(),
                                                        "toy")
    assert sum(e.path.resolve() == own.resolve() for e in launcher.entries) == 1  # once, though also selected


def test_the_list_keeps_the_latest_few_that_still_exist_and_never_a_shipped_scenario(tmp_path):
    made = [scenario_file(tmp_path, SIDES, ruleset="toy", name=f"Mine {i}") for i in range(MOST + 2)]
    for path in made:
        remember_scenario(path)
    remember_scenario(made[3])  # opened again: first again
    remember_scenario(locations.DEFAULT_SCENARIO)  # the launcher lists it anyway
    expected = [made[i] for i in (3, 9, 8, 7, 6, 5, 4, 2)]  # the latest eight, 0 and 1 dropped
    assert recent_scenarios() == [p.resolve() for p in expected]
    made[-1].unlink()
    assert made[-1].resolve() not in recent_scenarios()


def test_a_damaged_or_hostile_list_is_no_list_and_the_next_open_writes_it_afresh(tmp_path):
    own = scenario_file(tmp_path, SIDES, ruleset="toy", name="Mine")
    recent_file().parent.mkdir(parents=True, exist_ok=True)
    for text in ("{not json", '{"scenarios": "x"}', '["a"]', '{"scenarios": [1, null, "", "a\\u0000b"]}',
                 "[" * 100_000 + "]" * 100_000, json.dumps({"scenarios": [str(own)] * 20_000})):
        recent_file().write_text(text, encoding="utf-8")
        assert recent_scenarios() == [], text[:40]
    remember_scenario(own)
    assert json.loads(recent_file().read_text(encoding="utf-8")) == {"scenarios": [str(own.resolve())]}


def test_a_listed_file_that_is_no_scenario_by_its_name_is_left_out(tmp_path):
    """A list edited by hand put /etc/passwd among the launcher's scenarios, as "passwd (passwd)"."""
    own = scenario_file(tmp_path, SIDES, ruleset="toy", name="Mine")
    other = tmp_path / "notes.txt"
    other.write_text("name: not a scenario file\n", encoding="utf-8")
    recent_file().parent.mkdir(parents=True, exist_ok=True)
    recent_file().write_text(json.dumps({"scenarios": [str(other), str(own), str(tmp_path)]}), encoding="utf-8")
    assert recent_scenarios() == [own]


def test_a_list_that_cannot_be_written_is_not_an_error(tmp_path, monkeypatch):
    own = scenario_file(tmp_path, SIDES, ruleset="toy", name="Mine")

    def full(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(recent_files, "write_atomically", full)
    remember_scenario(own)  # no exception
    assert recent_scenarios() == []


def test_a_later_sessions_open_dialog_starts_at_the_scenario_of_ones_own_opened_last(pilot, tmp_path):
    own = scenario_file(tmp_path, SIDES, ruleset="toy", name="Mine")
    remember_scenario(own)  # in an earlier session
    pilot.key(pygame.K_o, mod=pygame.KMOD_CTRL, frames=2)
    assert pilot.app.dialogs.file_dialog.file_path_text_line.get_text() == str(own.resolve())


def test_a_scenario_of_ones_own_started_from_the_launcher_heads_the_list_again(pilot, tmp_path):
    first, second = (scenario_file(tmp_path, SIDES, ruleset="toy", name=name) for name in ("First", "Second"))
    remember_scenario(first)
    remember_scenario(second)
    launcher = LauncherScreen(pilot.app)
    pilot.app.show(launcher)
    launcher._choose(next(i for i, e in enumerate(launcher.entries) if e.path == first.resolve()))
    launcher.start()
    assert recent_scenarios() == [first.resolve(), second.resolve()]
