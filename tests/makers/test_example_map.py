"""The map maker's guide's worked example (docs/maps/): a map drawn with the project's types, as Tiled writes
them (defaults left out), opens with its terrain, passes the checker, shows its heat map, and its scenario is
simulated with a plot."""

from __future__ import annotations

import io
from pathlib import Path

from game.board.exposure import deployment_zones
from game.board.table import Table
from game.board.terrain import Kind
from game.board.tmx import load_map
from game.rules.check import check_file
from game.rules.lanes import firing_lanes
from game.rules.scenario import load_scenario
from game.sim.batch import run

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "maps"


def test_the_example_map_opens_with_its_terrain_and_deployment() -> None:
    tmap = load_map(EXAMPLE / "crossroads.tmx")
    assert tmap.properties["title"] == "Crossroads Farm" and tmap.inches_per_tile == 1.0  # the class's default
    kinds = {p.name: (p.kind, p.elevation, p.thickness) for p in tmap.pieces}
    assert kinds["Gallows hill"] == (Kind.ELEVATED, 1, 0.0)  # elevation left at the class's default
    assert kinds["Gallows hill top"] == (Kind.ELEVATED, 2, 0.0)
    assert kinds["Yard wall"] == (Kind.LOW_WALL, 0, 0.25)  # thickness left at the class's default
    assert kinds["Hedge"] == (Kind.OBSTACLE, 0, 1.0)
    assert sorted({p.side for p in tmap.deployment}) == ["blue", "red"] and len(tmap.deployment) == 8


def test_the_example_passes_the_checker() -> None:
    assert check_file(EXAMPLE / "crossroads.tmx").exit_code == 0
    assert check_file(EXAMPLE / "crossroads.yaml").exit_code == 0


def test_the_example_shows_its_heat_map() -> None:
    tmap = load_map(EXAMPLE / "crossroads.tmx")
    zones = deployment_zones(tmap)
    assert list(zones) == ["side red's deployment points", "side blue's deployment points"]
    lanes = firing_lanes(Table(tmap), None, zones["side blue's deployment points"])
    assert lanes.watchers == 4
    assert lanes.at((12.5, 12.5)) == (4, 0)  # the crossroads: in the open
    assert lanes.at((17.5, 7.5)) == (0, 0)  # behind the farmhouse


def test_a_scenario_on_the_example_is_simulated_with_a_plot(tmp_path: Path) -> None:
    scenario = load_scenario(EXAMPLE / "crossroads.yaml")
    assert [len(side.figures) for side in scenario.sides] == [4, 4]
    plot = tmp_path / "crossroads.png"
    out = io.StringIO()
    assert run([str(EXAMPLE / "crossroads.yaml"), "--games", "2", "--jobs", "1", "--plot", str(plot)], out,
               io.StringIO()) == 0
    assert "Crossroads Farm (clix): 2 of 2 games played" in out.getvalue()
    assert plot.stat().st_size > 10_000


def test_a_scenario_of_another_ruleset_on_the_example_is_told_which_profiles_it_knows(tmp_path: Path) -> None:
    """The points name clix profiles: a manoeuvres scenario deploying them was told 'unknown profile', where a
    figure's unknown profile is told with the ruleset's own."""
    scenario = tmp_path / "melee.yaml"
    scenario.write_text(f"name: Melee\nruleset: manoeuvres\nmap: {(EXAMPLE / 'crossroads.tmx').as_posix()}\nsides:\n"
                        "  - {id: red, deploy: true}\n  - {id: blue, deploy: true}\n", encoding="utf-8")
    errors = [p.text for p in check_file(scenario).errors]
    assert len(errors) == 2
    assert "deploy: deployment object 9 of the map names unknown manoeuvres profile 'guard_swordsman' (known: " \
           "archer, assassin" in errors[0]
