"""The project installs as an application: one list of dependencies, data found from a clone and from a wheel."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from game import locations

ROOT = Path(__file__).resolve().parents[1]


def _requirements(path: Path) -> list[str]:
    lines = (line.split("#")[0].strip() for line in path.read_text(encoding="utf-8").splitlines())
    return [line for line in lines if line]


def test_the_wheel_takes_its_dependencies_from_requirements_txt():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "dependencies" not in project["project"], "declare dependencies once, in requirements.txt"
    assert "dependencies" in project["project"]["dynamic"]
    assert project["tool"]["hatch"]["metadata"]["hooks"]["requirements_txt"]["files"] == ["requirements.txt"]
    assert not any(line.startswith("-") for line in _requirements(ROOT / "requirements.txt"))


def test_the_wheel_carries_every_data_folder_where_locations_looks_for_it():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    included = project["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    for folder in (locations.ASSETS, locations.MAPS, locations.SCENARIOS):
        assert included[folder.name] == f"game/bundled/{folder.name}"
    assert project["project"]["gui-scripts"]["skirmish-table"] == "game.cli:run"


def test_from_a_clone_the_data_is_beside_the_package():
    assert locations.DATA_ROOT == ROOT
    assert locations.DEFAULT_SCENARIO.is_file()


def test_installed_the_data_is_inside_the_package(tmp_path, monkeypatch):
    package = tmp_path / "game"
    (package / "bundled" / "scenarios").mkdir(parents=True)
    monkeypatch.setattr(locations, "files", lambda name: package)
    assert locations._data_root() == package / "bundled"


def test_the_user_folder_is_the_platforms_unless_overridden(tmp_path, monkeypatch):
    monkeypatch.setenv(locations.HOME_VARIABLE, str(tmp_path))
    assert locations.user_folder() == tmp_path
    monkeypatch.delenv(locations.HOME_VARIABLE)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    if not Path("/").joinpath("proc").exists():
        pytest.skip("XDG folders are a Linux convention")
    assert locations.user_folder() == tmp_path / "xdg" / "skirmish-table"


def test_no_module_finds_data_from_its_own_file():
    """Only game/locations.py may build a data path from ``__file__``: anything else breaks once installed."""
    offenders = []
    for path in (ROOT / "game").rglob("*.py"):
        if path.name == "locations.py":
            continue
        text = path.read_text(encoding="utf-8")
        if "parents[" in text and "__file__" in text:
            offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []
