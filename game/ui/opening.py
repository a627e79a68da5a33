"""Opening a file the user names: a scenario, a map (terrain inspection) or a saved game.

Every failure becomes an :class:`OpenError` whose text is one line, ``<file>: <place>: <reason>``: the command
line prints it after ``error:``, the window shows it in a dialog. Nothing here draws.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.board.errors import MapError
from game.board.tablemap import TableMap
from game.board.tmx_mapping import NO_MAPPING, TerrainMapping
from game.locations import refused_name
from game.rules.datafile import DataError
from game.rules.game import Game
from game.rules.saves import SAVE_SUFFIX, SaveError, load_save
from game.rules.scenario import SCENARIO_SUFFIXES, Scenario, cached_map, load_scenario
from game.words import one_line

MAP_SUFFIXES = (".tmx",)
SAVE_SUFFIXES = (SAVE_SUFFIX,)
OPENED_SUFFIXES = (*SCENARIO_SUFFIXES, *MAP_SUFFIXES, *SAVE_SUFFIXES)  # what the window opens


class OpenError(Exception):
    """A file the window cannot open; its text says which file, where in it and why, a line a problem."""

    def __init__(self, message: str, problems: tuple[DataError, ...] = (), replayed: Opened | None = None) -> None:
        super().__init__(message)
        self.problems = problems
        self.replayed = replayed  # a save's game as far as it replays, where a later decision no longer fits

    @property
    def reading(self) -> str:
        """The words for the window: a scenario's problems under its file's name, each by its line, where the
        command line's ``file:line: place: reason`` said the same long path five times over."""
        if len(self.problems) < 2 or len({problem.path for problem in self.problems}) > 1:
            return str(self)
        lines = [": ".join(part for part in (f"line {problem.line}" if problem.line else "", problem.place,
                                             one_line(problem.reason)) if part) for problem in self.problems]
        return "\n".join([f"{self.problems[0].path}:", *lines])


@dataclass(frozen=True)
class Opened:
    """What a file turned out to hold: exactly one of these is set."""

    path: Path
    scenario: Scenario | None = None
    map: TableMap | None = None
    game: Game | None = None
    seats: object = None  # who sat where in a saved game, as it says (unchecked)
    map_changed: bool = False  # a saved game's map has changed since: its moves are played on the map as it is


def open_path(path: str | Path, terrain: TerrainMapping = NO_MAPPING) -> Opened:
    """What ``path`` holds; a map is read with its terrain sidecar and ``terrain`` (from the command line) on
    top."""
    path = Path(path)
    suffix = path.suffix.lower()
    problem = refused_name(path)  # whoever asks: the command line and the Open dialog check theirs first
    if problem is not None:
        raise OpenError(problem)
    if path.is_dir():
        raise OpenError(f"{path}: a folder, not a file: open a scenario (.yaml), a map (.tmx) or a saved game (.json)")
    if suffix not in OPENED_SUFFIXES:
        raise OpenError(f"{path}: not a scenario (.yaml), a map (.tmx) or a saved game (.json)")
    if not path.is_file():
        raise OpenError(f"{path}: {'not a file' if path.exists() else 'file not found'}")
    try:
        if suffix in SCENARIO_SUFFIXES:
            return Opened(path, scenario=load_scenario(path))
        if suffix in MAP_SUFFIXES:
            return Opened(path, map=cached_map(path.resolve(), terrain))
        game, seats, map_changed = load_save(path)
        return Opened(path, game=game, seats=seats, map_changed=map_changed)
    except DataError as exc:  # a scenario's every problem, a line each
        raise OpenError("\n".join(one_line(str(problem)) for problem in exc.problems), exc.problems) from None
    except SaveError as exc:
        replayed = Opened(path, game=exc.replayed[0], seats=exc.replayed[1]) if exc.replayed else None
        raise OpenError(one_line(str(exc)), replayed=replayed) from None
    except MapError as exc:
        raise OpenError(one_line(str(exc))) from None


