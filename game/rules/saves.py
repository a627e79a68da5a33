"""Saved games: JSON files of the scenario, the seed and the answers, written atomically; never pickle.

Loading replays the answers from the seed, so a loaded game is exactly the saved one. A save that cannot be
read or no longer replays is refused with its file and reason, and the file it would replace stays as it was
(the previous save is also kept beside it as ``<name>.bak``).

Saves travel: the scenario and its map are named by their bundled name (``bundled:scenarios/clix-duel.yaml``)
or by their path relative to the save, so a save sent to a friend or kept across a moved folder still opens.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import time
from pathlib import Path
from typing import Any, NamedTuple

from game import locations
from game.files import TooLarge, open_regular, read_limited
from game.locations import refusal
from game.rules.atomic_write import write_atomically
from game.rules.bundled import BUNDLED_FOLDERS, PREFIX, bundled_name, bundled_path
from game.rules.datafile import DataError
from game.rules.decisions import IllegalAnswer
from game.rules.dice import ForcedResultError
from game.rules.game import Game
from game.rules.limits import MAX_ANSWERS, MAX_SEED, MAX_TURNS
from game.rules.scenario import scenario_from_text

FORMAT = "skirmish-table/save"
SAVE_SUFFIX = ".json"
VERSION = 1
#: A save's scenario text is at most 1 MB and its answers a few bytes each: 8 MB of JSON reads into some 200 MB at
#: worst (2.7 million empty answers), where 64 MB took gigabytes.
MAX_SAVE_BYTES = 8 * 1024 * 1024


class SaveError(Exception):
    def __init__(self, path: str | Path, reason: str, replayed: tuple[Game, Any] | None = None) -> None:
        self.path = str(path)
        self.reason = reason
        #: Where a decision no longer fits (the map has changed): the game as far as it replays, and its seats.
        self.replayed = replayed
        super().__init__(f"{path}: {reason}")

    def __reduce__(self) -> tuple[type, tuple[str, str]]:
        return type(self), (self.path, self.reason)  # picklable, as MapError (the game as far as it went stays)


def default_folder() -> Path:
    """Where saves and the autosave go (``game.locations.user_folder``)."""
    return locations.user_folder()


#: The most letters of a name a file named after it keeps.
SLUG_LETTERS = 60


def dated_name(name: str, suffix: str) -> str:
    """A file name for something of ``name`` saved now, sorting by date: "ash-fields-20261206-0745.json"; of the
    name's first ``SLUG_LETTERS`` letters (a scenario named at length made a name too long for the file system,
    and the Save dialog that offered it raised ``OSError``)."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:SLUG_LETTERS].strip("-") or "game"
    return f"{slug}-{time.strftime('%Y%m%d-%H%M')}{suffix}"


def autosave_path() -> Path:
    return default_folder() / "autosave.json"


def keep_unfinished(game: Game) -> Path | None:
    """Keep the autosave's game in the saves folder, as a save of its own, when it is unfinished and ``game`` does
    not continue it (a game begun from the command line, opened, or played on from a replay, whose first
    autosave would replace it: only the launcher asked first); where it went, or None when there is nothing to
    keep (no autosave, a damaged one, a finished game, this game's own)."""
    path = autosave_path()
    if not path.exists():
        return None
    try:
        old, seats, _changed = load_save(path)
    except SaveError:
        return None
    continued = (old.scenario.text == game.scenario.text and old.seed == game.seed
                 and game.answers[:len(old.answers)] == old.answers)
    if continued or old.over:
        return None
    return save_game(old, default_folder() / "saves" / dated_name(f"unfinished {old.scenario.name}", SAVE_SUFFIX),
                     seats)


def to_json(game: Game, where: Path, seats: dict[str, Any] | None = None) -> dict[str, Any]:
    """The save of ``game`` as it will be written to the file ``where`` (paths are relative to it); ``seats`` is
    who sits where (each side human or AI, each AI's level), kept so that the game resumes as it was played."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "ruleset": game.ruleset.id,
        "scenario_path": portable_path(game.scenario.path, where),
        "map_path": portable_path(game.scenario.map.path, where),
        **where_they_were(game.scenario.path, game.scenario.map.path),
        "scenario_text": game.scenario.text,
        "map_sha256": _digest(game.scenario.map.path),
        "seed": game.seed,
        "turns": game.turn_limit,
        "answers": game.answers,
        **({"seats": seats} if seats is not None else {}),
    }


def save_game(game: Game, path: str | Path, seats: dict[str, Any] | None = None) -> Path:
    """Write the game (and who sits where, :func:`to_json`) to ``path`` atomically: a crash leaves either the old
    file or the new one, whole."""
    path = Path(path)
    write_atomically(path, json.dumps(to_json(game, path, seats), ensure_ascii=False, separators=(",", ":")),
                     keep_backup=True)
    return path


def portable_path(file: Path, save: Path) -> str:
    """How a save at ``save`` names ``file``: its bundled name, else its path relative to the save's folder
    (POSIX slashes), else (another drive) its absolute path."""
    name = bundled_name(file)
    if name is not None:
        return name
    try:
        return Path(os.path.relpath(Path(file).resolve(), Path(save).resolve().parent)).as_posix()
    except ValueError:
        return str(Path(file).resolve())


def where_they_were(scenario: Path, tmap: Path) -> dict[str, str]:
    """The scenario's and the map's absolute paths, where they are not bundled: found again there when the save
    alone was copied elsewhere (:func:`resolve_saved_path`)."""
    return {key: str(Path(file).resolve()) for key, file in (("scenario_file", scenario), ("map_file", tmap))
            if bundled_name(file) is None}


def resolve_saved_path(name: str, save: Path, was: str | None = None) -> Path:
    """The file a save at ``save`` names (see :func:`portable_path`); raises SaveError for a name that is no file
    name. Where it is not found relative to the save, ``was``, the file's absolute path when it was saved, is
    looked at (the save was copied elsewhere, its map left where it was), and where neither exists that is the
    path a message names. Older saves hold absolute paths: one into a copy of the program that has since moved
    (another clone, an installed wheel) is found again among the bundled files."""
    try:
        if name.startswith(PREFIX):
            return bundled_path(name)
        path = (Path(save).resolve().parent / name).resolve()
        if not path.exists() and Path(name).is_absolute():
            return _moved_bundled(Path(name)) or path
        if not path.exists() and was and Path(was).is_absolute():
            return Path(was)
        return path
    except ValueError as exc:  # a NUL in the name, a bundled name leading elsewhere
        raise SaveError(save, f"damaged: {name[:80]!r} is not a file name ({exc})") from None
    except (OSError, RuntimeError) as exc:  # too long for the file system; a loop of links (Python 3.11's resolve)
        raise SaveError(save, f"damaged: {name[:80]!r} is not a file name here ({refusal(exc)})") from None


def _moved_bundled(path: Path) -> Path | None:
    """The bundled file an absolute path into an old copy of the program stood for (``…/scenarios/x.yaml``), if
    it exists here."""
    parts = path.parts
    for at in range(len(parts) - 2, 0, -1):
        if parts[at] in BUNDLED_FOLDERS:
            here = bundled_path("/".join(parts[at:]))
            return here if here.is_file() else None
    return None


def load_game(path: str | Path) -> Game:
    """Read a save and replay it; raises :class:`SaveError` naming the file and the reason."""
    return load_save(path)[0]


#: What a saved game whose map has changed since is told with.
MAP_CHANGED = ("its map's file has changed since the game was saved: its decisions are played again on the map as it "
               "is now, and a move may end elsewhere than it did")


class Loaded(NamedTuple):
    """A save read and replayed: the game, the seats it keeps (None in a save from before they were kept;
    unchecked: whoever seats the players checks them against the game), and whether its map's file has changed
    since it was saved (its decisions still fit, but a move may end elsewhere: the window and ``--check`` say so,
    where a position played otherwise went unremarked)."""

    game: Game
    seats: Any
    map_changed: bool = False


def load_save(path: str | Path) -> Loaded:
    """:func:`load_game`, with the seats the save keeps and whether its map has changed (:class:`Loaded`)."""
    path = Path(path)
    data = _read(path)
    map_path = data.get("map_path")
    scenario_path = resolve_saved_path(data["scenario_path"], path, data.get("scenario_file"))
    map_fallback = resolve_saved_path(map_path, path, data.get("map_file")) if map_path else None
    try:
        scenario = scenario_from_text(data["scenario_text"], scenario_path, map_fallback=map_fallback)
    except DataError as exc:
        raise SaveError(path, _scenario_problem(exc, scenario_path)) from None
    answers = data["answers"]
    changed = data.get("map_sha256") not in (None, _digest(scenario.map.path))  # a save of before: not known
    try:
        game = Game(scenario, seed=data["seed"], turns=data.get("turns"))
        game.rebuild(answers[:MAX_ANSWERS])
    except ForcedResultError as exc:
        raise SaveError(path, f"its scenario's forced results do not fit: {exc}") from None
    except IllegalAnswer as exc:
        hint = " (the map has changed since the game was saved)" if changed else ""
        fits = len(game.answers)
        if fits == 0:
            raise SaveError(path, f"the saved game does not replay{hint}: {exc}") from None
        game.rebuild(answers[:fits])  # as it stood before the decision that no longer fits
        raise SaveError(path, f"the saved game does not replay{hint}: {exc}; its first {fits} decisions still do",
                        replayed=(game, data.get("seats"))) from None
    if len(answers) > MAX_ANSWERS:  # read no further: the rest would take minutes and gigabytes
        raise SaveError(path, f"{len(answers):,} decisions, where a saved game is read as far as its first "
                              f"{MAX_ANSWERS:,} (a long game has a few thousand)", replayed=(game, data.get("seats")))
    return Loaded(game, data.get("seats"), changed)


def _scenario_problem(exc: DataError, scenario_path: Path) -> str:
    """Why the scenario of a save cannot be used. A fault of the text stored in the save is told as such, by its
    line in that text: the file it was copied from (a shipped scenario, say) may well be sound."""
    if exc.path != str(scenario_path):  # a file the stored text names: its map, its ruleset's data
        return f"its scenario cannot be used: {exc}"
    where = (f"line {exc.line}: " if exc.line else "") + (f"{exc.place}: " if exc.place else "")
    return f"the scenario stored in this save (a copy of {scenario_path.name}) cannot be used: {where}{exc.reason}"


def _read(path: Path) -> dict[str, Any]:
    try:
        # -sig: Windows Notepad begins with a BOM
        data = json.loads(read_limited(path, MAX_SAVE_BYTES).decode("utf-8-sig"))
    except TooLarge:
        megabytes = MAX_SAVE_BYTES // 1024 // 1024
        raise SaveError(path, f"file is too large to be a save (more than {megabytes} MB)") from None
    except RecursionError:
        raise SaveError(path, "damaged: nested too deeply to be a save") from None
    except FileNotFoundError:
        raise SaveError(path, "file not found") from None
    except UnicodeDecodeError:
        raise SaveError(path, "not a save file (not UTF-8 text)") from None
    except json.JSONDecodeError as exc:
        raise SaveError(path, f"damaged or truncated (JSON error at line {exc.lineno}, column {exc.colno})") from None
    except OSError as exc:
        raise SaveError(path, f"cannot be read: {exc.strerror}") from None
    except ValueError:  # a whole number of more digits than Python reads (its message advises raising its limit)
        digits = sys.get_int_max_str_digits()
        raise SaveError(path, f"damaged: a number too long (more than {digits:,} digits)") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(path, "not a Skirmish Table save")
    if data.get("version") != VERSION:
        raise SaveError(path, f"saved by another version of the program (format {data.get('version')!r})")
    expected = {"scenario_text": str, "scenario_path": str, "seed": int, "answers": list}
    for key, kind in expected.items():
        if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
            raise SaveError(path, f"damaged: {key!r} is missing or of the wrong type")
    if not 0 <= data["seed"] <= MAX_SEED:
        raise SaveError(path, f"damaged: the seed is not a whole number from 0 to {MAX_SEED}")
    for key in ("map_path", "scenario_file", "map_file"):
        if not isinstance(data.get(key, ""), str):
            raise SaveError(path, f"damaged: {key!r} is not text")
    turns = data.get("turns")
    if turns is not None and (isinstance(turns, bool) or not isinstance(turns, int) or not 1 <= turns <= MAX_TURNS):
        raise SaveError(path, f"damaged: 'turns' is not a whole number from 1 to {MAX_TURNS}")
    return data


def _digest(path: Path) -> str:
    try:
        with open_regular(path) as stream:
            return hashlib.file_digest(stream, "sha256").hexdigest()
    except OSError:
        return ""
