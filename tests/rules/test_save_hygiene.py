"""Saves that travel (relative and bundled paths), damaged saves refused cleanly, and the autosave's hygiene:
an atomic, private ``.bak`` that needs no room, and no temporary files left by killed writes."""

import json
import os
import shutil
import stat
import time
from pathlib import Path

import pytest

from game.locations import DATA_ROOT
from game.rules.atomic_write import STALE_SECONDS, write_atomically
from game.rules.bundled import bundled_name, bundled_path
from game.rules.game import Game
from game.rules.saves import SaveError, load_game, save_game
from game.rules.scenario import load_scenario
from tests.rules.conftest import SCENARIOS

DUEL = DATA_ROOT / "scenarios" / "clix-duel.yaml"


def test_a_save_of_a_bundled_scenario_names_it_by_its_bundled_name(tmp_path):
    game = Game(load_scenario(DUEL), seed=5)
    game.answer(game.pending.options[0].value)
    data = json.loads(save_game(game, tmp_path / "g.json").read_text())
    assert data["scenario_path"] == "bundled:scenarios/clix-duel.yaml"
    assert data["map_path"] == "bundled:maps/skirmish.tmx"
    assert str(DATA_ROOT) not in json.dumps(data)


def test_bundled_names_resolve_through_one_function():
    assert bundled_path("bundled:scenarios/clix-duel.yaml") == DUEL
    assert bundled_name(DUEL) == "bundled:scenarios/clix-duel.yaml"
    assert bundled_name(DATA_ROOT / "game" / "headless.py") is None


def test_a_save_moved_with_its_scenario_and_map_still_opens(tmp_path, toy_scenario):
    home = tmp_path / "mine"
    (home / "saves").mkdir(parents=True)
    shutil.copy(SCENARIOS / "toy.yaml", home / "toy.yaml")
    shutil.copy(SCENARIOS / "field.tmx", home / "field.tmx")
    game = Game(load_scenario(home / "toy.yaml"), seed=3)
    game.answer(2)
    save_game(game, home / "saves" / "g.json")
    data = json.loads((home / "saves" / "g.json").read_text())
    assert (data["scenario_path"], data["map_path"]) == ("../toy.yaml", "../field.tmx")
    shutil.move(home, tmp_path / "friend")  # another machine, another folder: the old one is gone
    loaded = load_game(tmp_path / "friend" / "saves" / "g.json")
    assert loaded.answers == [2] and loaded.scenario.map.path == (tmp_path / "friend" / "field.tmx").resolve()


def test_an_old_save_naming_a_moved_checkout_absolutely_finds_the_bundled_files(tmp_path):
    """Saves written before names were portable hold absolute paths into the copy of the program that wrote them."""
    game = Game(load_scenario(DUEL), seed=5)
    game.answer(game.pending.options[0].value)
    data = json.loads(save_game(game, tmp_path / "g.json").read_text())
    gone = tmp_path / "old-checkout"  # never existed on this machine
    data["scenario_path"] = str(gone / "scenarios" / "clix-duel.yaml")
    data["map_path"] = str(gone / "maps" / "skirmish.tmx")
    (tmp_path / "old.json").write_text(json.dumps(data))
    loaded = load_game(tmp_path / "old.json")
    assert loaded.answers == game.answers
    assert loaded.scenario.map.path == (DATA_ROOT / "maps" / "skirmish.tmx").resolve()


def test_a_save_whose_scenario_names_its_map_absolutely_finds_the_map_beside_it(tmp_path):
    """A scenario written with an absolute map path (as tools write them) still opens where the map travelled."""
    folder = tmp_path / "a"
    folder.mkdir()
    shutil.copy(SCENARIOS / "field.tmx", folder / "field.tmx")
    text = (SCENARIOS / "toy.yaml").read_text().replace("map: field.tmx", f"map: {folder / 'field.tmx'}")
    (folder / "toy.yaml").write_text(text)
    save_game(Game(load_scenario(folder / "toy.yaml"), seed=3), folder / "g.json")
    shutil.move(folder, tmp_path / "b")
    assert load_game(tmp_path / "b" / "g.json").scenario.map.path == tmp_path / "b" / "field.tmx"


@pytest.mark.parametrize(("content", "reason"), [
    ('{"a":' * 100_000 + "1" + "}" * 100_000, "nested too deeply"),
    ('{"format": "skirmish-table/save", "version": 1, "seed": ' + "9" * 5000 + "}",
     r"bad.json: damaged: a number too long \(more than 4,300 digits\)$"),
    ('{"format": "skirmish-table/save", "version": 1, "scenario_text": "", "scenario_path": "", "answers": [], '
     '"seed": ' + "9" * 30 + "}", "the seed is not a whole number"),
    ('{"format": "skirmish-table/save", "version": 1, "scenario_text": "", "scenario_path": "", "answers": [], '
     '"seed": 1, "turns": 100000000}', "'turns' is not a whole number"),
])
def test_a_hostile_save_is_refused_cleanly(tmp_path, content, reason):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(SaveError, match=reason):
        load_game(path)


def saved_duel(tmp_path):
    game = Game(load_scenario(DUEL), seed=5)
    game.answer(game.pending.options[0].value)
    return game, save_game(game, tmp_path / "g.json")


def test_a_save_with_a_byte_order_mark_opens(tmp_path):
    """Windows Notepad writes UTF-8 with a byte-order mark: such a save was 'damaged or truncated'."""
    game, path = saved_duel(tmp_path)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert load_game(path).answers == game.answers


@pytest.mark.parametrize(("old", "new", "reason"), [
    ("at: [9, 21]", "at: [.nan, 21]", "line 18: sides[0].figures[0].at[0]: expected a number, got nan"),
    ("turns: 40", "turns: &t 40\nseed: *t", "line 12: aliases (*t) are not allowed"),
    ("turns: 40", "turns: " + "[" * 5000 + "]" * 5000, "line 11: exceeded maximum nesting depth"),
    ("turns: 40", "turns: 1" + "0" * 5000, "line 11: number too long (more than 4,300 digits)"),
    ("turns: 40", "turns: 40\nfiller: [" + "1, " * 60_000 + "1]", "line 12: too many values: a data file may hold at "
                                                                   "most 50,000"),
])
def test_a_fault_of_the_scenario_stored_in_a_save_names_the_save_not_the_shipped_file(tmp_path, old, new, reason):
    """The save's own copy of the scenario is at fault, not the shipped clix-duel.yaml the error used to name."""
    _, path = saved_duel(tmp_path)
    data = json.loads(path.read_text())
    data["scenario_text"] = data["scenario_text"].replace(old, new, 1)
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert str(err.value).startswith(f"{path}: the scenario stored in this save (a copy of clix-duel.yaml) cannot be "
                                     f"used: {reason}"), err.value
    assert str(DUEL) not in str(err.value)


def test_a_save_without_a_turn_limit_opens(tmp_path, toy_scenario):
    path = save_game(Game(toy_scenario, seed=1), tmp_path / "g.json")
    data = json.loads(path.read_text())
    del data["turns"]
    path.write_text(json.dumps(data))
    assert load_game(path).turn_limit == toy_scenario.turns


def test_the_backup_is_as_private_as_the_save_and_whole(tmp_path, toy_scenario):
    game = Game(toy_scenario, seed=1)
    path = save_game(game, tmp_path / "autosave.json")
    first = path.read_bytes()
    game.answer(2)
    save_game(game, path)
    bak = tmp_path / "autosave.json.bak"
    assert bak.read_bytes() == first
    assert stat.S_IMODE(bak.stat().st_mode) == stat.S_IMODE(path.stat().st_mode) == 0o600
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json", "autosave.json.bak"]


def test_the_backup_needs_no_room_on_the_disk(tmp_path, monkeypatch):
    """On a nearly full disk the backup must not make the save fail: it is a link, not a copy."""
    path = tmp_path / "autosave.json"
    write_atomically(path, "old", keep_backup=True)

    def no_room(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(shutil, "copyfile", no_room)
    monkeypatch.setattr(shutil, "copyfileobj", no_room)
    write_atomically(path, "new", keep_backup=True)
    assert (path.read_text(), (tmp_path / "autosave.json.bak").read_text()) == ("new", "old")


def test_temporary_files_of_killed_writes_are_removed(tmp_path):
    path = tmp_path / "autosave.json"
    old = time.time() - STALE_SECONDS - 5
    for name in (".autosave.json.abc123.tmp", ".autosave.json.bak.def456.tmp"):
        (tmp_path / name).write_text("{")
        os.utime(tmp_path / name, (old, old))
    fresh = tmp_path / ".autosave.json.zzz.tmp"  # another window writing now: left alone
    fresh.write_text("{")
    write_atomically(path, "{}", keep_backup=True)
    assert sorted(p.name for p in tmp_path.iterdir()) == [".autosave.json.zzz.tmp", "autosave.json"]


def test_a_failed_write_reports_and_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "shot.png"
    path.write_bytes(b"old")

    def full(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OSError, match="No space"):
        write_atomically(path, b"new picture")
    assert path.read_bytes() == b"old" and [p.name for p in tmp_path.iterdir()] == ["shot.png"]


def test_an_event_log_that_cannot_be_written_leaves_no_file_and_says_so(tmp_path, monkeypatch):
    import io

    from game.headless import run

    def full(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    err = io.StringIO()
    log = tmp_path / "events.jsonl"
    assert run(SCENARIOS / "toy.yaml", log=log, out=io.StringIO(), err=err) == 2
    assert "cannot write the event log: No space left on device" in err.getvalue()
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(("key", "name"), [
    ("scenario_path", "a\u0000b.yaml"),
    ("scenario_path", "bundled:../../../../etc/passwd"),
    ("map_path", "bundled:../../../../etc/hosts"),
    ("scenario_path", "b" + "9" * 5000 + ".yaml"),  # too long for the file system: its OSError was a traceback
    ("map_path", "m" + "9" * 5000 + ".tmx"),
])
def test_a_save_naming_no_file_or_a_file_outside_the_bundle_is_refused(tmp_path, toy_scenario, key, name):
    path = save_game(Game(toy_scenario, seed=1), tmp_path / "g.json")
    data = json.loads(path.read_text())
    data[key] = name
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="is not a file name"):
        load_game(path)


def test_a_save_or_a_scenario_naming_a_loop_of_links_is_refused(tmp_path, toy_scenario):
    """Python before 3.13 resolves a loop of symbolic links with a RuntimeError: it was a traceback."""
    from game.rules.scenario import ScenarioError

    (tmp_path / "a.tmx").symlink_to(tmp_path / "b.tmx")
    (tmp_path / "b.tmx").symlink_to(tmp_path / "a.tmx")
    path = save_game(Game(toy_scenario, seed=1), tmp_path / "g.json")
    data = json.loads(path.read_text())
    data["map_path"] = "a.tmx"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="is not a file name here"):
        load_game(path)
    text = (SCENARIOS / "toy.yaml").read_text().replace("map: field.tmx", "map: a.tmx")
    (tmp_path / "toy.yaml").write_text(text)
    with pytest.raises(ScenarioError, match="map: not a usable file name"):
        load_scenario(tmp_path / "toy.yaml")


def test_a_scenario_map_with_a_nul_is_refused(tmp_path):
    from game.rules.scenario import ScenarioError

    text = (SCENARIOS / "toy.yaml").read_text().replace("map: field.tmx", 'map: "field\\0.tmx"')
    (tmp_path / "toy.yaml").write_text(text)
    with pytest.raises(ScenarioError, match="map: not a file name"):
        load_scenario(tmp_path / "toy.yaml")


def test_a_write_goes_through_a_symbolic_link_and_keeps_the_files_permissions(tmp_path):
    target = tmp_path / "real.jsonl"
    target.write_text("old")
    target.chmod(0o644)
    link = tmp_path / "link.jsonl"
    link.symlink_to(target)
    write_atomically(link, "new")
    assert link.is_symlink() and target.read_text() == "new"
    assert stat.S_IMODE(target.stat().st_mode) == 0o644


def test_a_name_that_is_no_regular_file_is_refused_not_replaced(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(OSError, match="not a regular file"):
        write_atomically(fifo, "data")
    assert stat.S_ISFIFO(fifo.stat().st_mode)  # still the pipe
    with pytest.raises(OSError, match="not a regular file"):
        write_atomically(tmp_path, "data")  # a folder


def test_a_file_whose_folder_is_a_file_says_so(tmp_path):
    """A user folder set to a file made the autosave fail with "File exists"."""
    (tmp_path / "home").write_text("not a folder")
    with pytest.raises(OSError, match="home is a file, not a folder"):
        write_atomically(tmp_path / "home" / "autosave.json", "{}")
    assert (tmp_path / "home").read_text() == "not a folder"


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="a system without /proc")
def test_a_folder_that_takes_no_new_files_says_so_not_that_the_file_is_missing():
    """A game saved to /proc was refused with "No such file or directory", which said nothing: the folder is there,
    and the file is what the player was making."""
    with pytest.raises(OSError) as refused:
        write_atomically(Path("/proc/saved.json"), "{}")
    assert refused.value.strerror == "/proc takes no new files"


def test_a_save_copied_alone_elsewhere_finds_its_scenario_and_map_where_they_were(tmp_path, toy_scenario):
    """A save copied from the saves folder to another folder named its map "../../rev/yard.tmx" from there, and
    would not open: "map file not found: /rev/yard.tmx"."""
    home = tmp_path / "maps"
    home.mkdir()
    shutil.copy(SCENARIOS / "toy.yaml", home / "toy.yaml")
    shutil.copy(SCENARIOS / "field.tmx", home / "field.tmx")
    game = Game(load_scenario(home / "toy.yaml"), seed=3)
    game.answer(2)
    saves = tmp_path / "home" / "saves"
    saves.mkdir(parents=True)
    save_game(game, saves / "g.json")
    elsewhere = tmp_path / "desk" / "games" / "kept"
    elsewhere.mkdir(parents=True)
    shutil.copy(saves / "g.json", elsewhere / "g.json")
    loaded = load_game(elsewhere / "g.json")
    assert loaded.answers == [2] and loaded.scenario.map.path == (home / "field.tmx").resolve()
    (home / "field.tmx").unlink()  # gone from both places: the message names where it was
    with pytest.raises(SaveError, match=f"map file not found: {home / 'field.tmx'}"):
        load_game(elsewhere / "g.json")


@pytest.mark.parametrize(("points", "reason"), [
    (5_000, "a path has at most 1,000 points, not 5,000"), (500_000, "an answer holds at most 20,000 values")])
def test_a_save_with_a_path_of_a_hostile_length_is_refused_in_words(tmp_path, points, reason):
    """A save's path of 1.5 million points replayed in 10 s and 670 MB; any move, shortened to its allowance."""
    from game.ai.controller import ai_for

    game = Game(load_scenario(DUEL), seed=5)
    while not any(asked.kind == "path" for asked in game.asked):
        game.answer(ai_for(game, game.pending.player).decide(game, game.pending))
    at = next(i for i, asked in enumerate(game.asked) if asked.kind == "path")
    data = json.loads(save_game(game, tmp_path / "g.json").read_text())
    data["answers"][at] = data["answers"][at][:1] * points
    (tmp_path / "g.json").write_text(json.dumps(data))
    with pytest.raises(SaveError, match=f"decision {at + 1} of {len(game.answers)} no longer fits: {reason}"):
        load_game(tmp_path / "g.json")


@pytest.fixture
def umask_022():
    old = os.umask(0o022)
    yield
    os.umask(old)


@pytest.mark.usefixtures("umask_022")
def test_a_save_is_private_and_a_picture_to_hand_round_is_not(tmp_path, toy_scenario):
    """A screenshot, a story or an event log was made 0600 like a save: a folder served to others refused them.
    Made to be shared, a new file takes what the umask gives any new file; a save stays the player's own."""
    save = save_game(Game(toy_scenario, seed=1), tmp_path / "g.json")
    picture = tmp_path / "shot.png"
    write_atomically(picture, b"png", shared=True)
    assert stat.S_IMODE(save.stat().st_mode) == 0o600
    assert stat.S_IMODE(picture.stat().st_mode) == 0o644
    picture.chmod(0o640)
    write_atomically(picture, b"png again", shared=True)  # a file replaced keeps its own, shared or not
    assert stat.S_IMODE(picture.stat().st_mode) == 0o640
