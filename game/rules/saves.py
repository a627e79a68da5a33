"""Saved games: JSON files of the scenario, the seed and the answers, written atomically; never pickle.

Loading replays the answers from the seed, so a loaded game is exactly the saved one. A save that cannot be
read or no longer replays is refused with its file and reason, and the file it would replace stays as it was
(a copy of the previous save is also kept beside it as ``<name>.bak``).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from game import locations
from game.rules.datafile import DataError
from game.rules.decisions import IllegalAnswer
from game.rules.game import Game
from game.rules.scenario import scenario_from_text

FORMAT = "skirmish-table/save"
VERSION = 1
MAX_SAVE_BYTES = 64 * 1024 * 1024


class SaveError(Exception):
    def __init__(self, path: str | Path, reason: str) -> None:
        self.path = str(path)
        self.reason = reason
        super().__init__(f"{path}: {reason}")


def default_folder() -> Path:
    """Where saves and the autosave go (``game.locations.user_folder``)."""
    return locations.user_folder()


def autosave_path() -> Path:
    return default_folder() / "autosave.json"


def to_json(game: Game) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "ruleset": game.ruleset.id,
        "scenario_path": str(game.scenario.path),
        "scenario_text": game.scenario.text,
        "map_sha256": _digest(game.scenario.map.path),
        "seed": game.seed,
        "turns": game.turn_limit,
        "answers": game.answers,
    }


def save_game(game: Game, path: str | Path) -> Path:
    """Write the game to ``path`` atomically: a crash leaves either the old file or the new one, whole."""
    path = Path(path)
    write_atomically(path, json.dumps(to_json(game), ensure_ascii=False, separators=(",", ":")))
    return path


def write_atomically(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        if path.exists():
            shutil.copyfile(path, path.with_name(path.name + ".bak"))
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def load_game(path: str | Path) -> Game:
    """Read a save and replay it; raises :class:`SaveError` naming the file and the reason."""
    path = Path(path)
    data = _read(path)
    try:
        scenario = scenario_from_text(data["scenario_text"], data["scenario_path"])
    except DataError as exc:
        raise SaveError(path, f"its scenario cannot be used: {exc}") from None
    game = Game(scenario, seed=data["seed"], turns=data["turns"])
    try:
        game.rebuild(data["answers"])
    except IllegalAnswer as exc:
        changed = data.get("map_sha256") != _digest(scenario.map.path)
        hint = " (the map has changed since the game was saved)" if changed else ""
        raise SaveError(path, f"the saved game does not replay{hint}: {exc}") from None
    return game


def _read(path: Path) -> dict[str, Any]:
    try:
        if path.stat().st_size > MAX_SAVE_BYTES:
            raise SaveError(path, "file is too large to be a save")
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SaveError(path, "file not found") from None
    except UnicodeDecodeError:
        raise SaveError(path, "not a save file (not UTF-8 text)") from None
    except json.JSONDecodeError as exc:
        raise SaveError(path, f"damaged or truncated (JSON error at line {exc.lineno}, column {exc.colno})") from None
    except OSError as exc:
        raise SaveError(path, f"cannot be read: {exc.strerror}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(path, "not a Skirmish Table save")
    if data.get("version") != VERSION:
        raise SaveError(path, f"saved by another version of the program (format {data.get('version')!r})")
    expected = {"scenario_text": str, "scenario_path": str, "seed": int, "answers": list}
    for key, kind in expected.items():
        if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
            raise SaveError(path, f"damaged: {key!r} is missing or of the wrong type")
    turns = data.get("turns")
    if turns is not None and (isinstance(turns, bool) or not isinstance(turns, int) or turns < 1):
        raise SaveError(path, "damaged: 'turns' is not a whole number")
    return data


def _digest(path: Path) -> str:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return ""
