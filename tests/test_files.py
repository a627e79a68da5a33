"""A file the player names that is a named pipe or an endless device is refused at once, with the reason, by every
reader of such files: opening a pipe waited for a writer for ever, and reading ``/dev/zero`` filled the memory."""

from __future__ import annotations

import os
import signal
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from game.board.errors import MapError
from game.board.image_size import ImageSizeError, image_size
from game.board.tmx import load_map
from game.files import NotAFile, TooLarge, open_regular, read_limited
from game.rules.saves import SaveError, load_save
from game.rules.scenario import ScenarioError, load_scenario

POSIX = pytest.mark.skipif(not hasattr(os, "mkfifo") or not Path("/dev/zero").exists(),
                           reason="named pipes and /dev/zero are POSIX's")


@pytest.fixture(autouse=True)
def never_waits() -> Iterator[None]:
    """A reader that waits on a pipe fails the test instead of holding the run (a watchdog, not a timing)."""
    if not hasattr(signal, "SIGALRM"):
        yield
        return

    def stuck(_signum: int, _frame: object) -> None:
        raise AssertionError("the reader waited on a pipe")

    old = signal.signal(signal.SIGALRM, stuck)
    signal.alarm(30)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


@pytest.fixture(params=["pipe", "device"])
def not_a_file(request: pytest.FixtureRequest, tmp_path: Path) -> Callable[[str], Path]:
    """A name that leads to a named pipe no one writes to, or to /dev/zero; the test gives it its suffix."""
    def named(suffix: str) -> Path:
        path = tmp_path / f"hostile{suffix}"
        if request.param == "pipe":
            os.mkfifo(path)
        else:
            path.symlink_to("/dev/zero")
        return path
    return named


@POSIX
def test_the_helper_refuses_a_pipe_and_a_device_and_reads_a_file_to_its_limit(not_a_file, tmp_path) -> None:
    with pytest.raises(NotAFile, match="not a regular file"):
        read_limited(not_a_file(".txt"), 1024)
    with pytest.raises(NotAFile):
        open_regular(not_a_file(".bin"))
    with pytest.raises(IsADirectoryError):
        read_limited(tmp_path, 1024)
    small = tmp_path / "small.txt"
    small.write_bytes(b"x" * 1024)
    assert read_limited(small, 1024) == b"x" * 1024
    with pytest.raises(TooLarge, match="larger than 1,023 bytes"):
        read_limited(small, 1023)


@POSIX
def test_a_scenario_that_is_a_pipe_or_a_device_is_refused(not_a_file) -> None:
    with pytest.raises(ScenarioError, match="cannot be read: not a regular file"):
        load_scenario(not_a_file(".yaml"))


@POSIX
def test_a_save_that_is_a_pipe_or_a_device_is_refused(not_a_file) -> None:
    with pytest.raises(SaveError, match="cannot be read: not a regular file"):
        load_save(not_a_file(".json"))


@POSIX
def test_a_map_and_an_image_that_are_a_pipe_or_a_device_are_refused(not_a_file) -> None:
    with pytest.raises(MapError, match="is not a regular file"):
        load_map(not_a_file(".tmx"))
    with pytest.raises(ImageSizeError, match="not a regular file"):
        image_size(not_a_file(".png"))


@POSIX
def test_the_user_folders_lists_and_settings_that_are_a_pipe_or_a_device_are_passed_over(
        not_a_file, tmp_path, monkeypatch) -> None:
    from game.ui import recent_files, window_size

    monkeypatch.setenv("SKIRMISH_TABLE_HOME", str(tmp_path))
    monkeypatch.setattr(window_size, "desktop", lambda: (1366, 768))
    for name in (recent_files.FILE_NAME, "window.json"):
        not_a_file(".json").rename(tmp_path / name)
    assert recent_files.recent_scenarios() == []
    assert window_size.opening() == (window_size.clamp(window_size.DESIGN, (1366, 768)), None, None, 1.0)
    window_size.remember((1000, 700), None)  # refused quietly: it neither waits on the pipe nor replaces it
    assert not (tmp_path / "window.json").is_file()
