"""Saving, loading and autosaving: JSON written atomically, replayed on load, bad files refused cleanly."""

import json
import os

import pytest

from game.rules import saves
from game.rules.game import Game
from game.rules.saves import SaveError, load_game, save_game

ANSWERS = [1, 2, {"figure": "r1", "action": "roll"}, {"action": "pass"}, 3, 1,
           {"figure": "r1", "action": "move"}, [[6, 12], [6, 14]], 45]


def played(scenario):
    game = Game(scenario, seed=1234)
    for answer in ANSWERS:
        game.answer(answer)
    return game


def test_save_then_load_gives_the_same_game(tmp_path, toy_scenario):
    game = played(toy_scenario)
    path = save_game(game, tmp_path / "game.json")
    data = json.loads(path.read_text())
    assert data["format"] == "skirmish-table/save" and data["seed"] == 1234 and data["answers"] == ANSWERS
    loaded = load_game(path)
    assert [e.to_line() for e in loaded.log] == [e.to_line() for e in game.log]
    assert loaded.state.rules == game.state.rules
    assert loaded.table.bases["r1"] == game.table.bases["r1"]
    assert loaded.pending.kind == game.pending.kind


def test_a_save_survives_its_scenario_file_changing(tmp_path, toy_scenario):
    scenario_file = tmp_path / "toy.yaml"
    scenario_file.write_text(toy_scenario.text)
    (tmp_path / "field.tmx").write_bytes(toy_scenario.map.path.read_bytes())
    from game.rules.scenario import load_scenario

    game = played(load_scenario(scenario_file))
    save_game(game, tmp_path / "s.json")
    scenario_file.write_text("garbage: [")
    assert load_game(tmp_path / "s.json").answers == ANSWERS


def test_a_save_whose_map_has_changed_says_so_though_it_replays(tmp_path, toy_scenario):
    """A rock drawn on the map after the save: the decisions still fit, but a move may end elsewhere, and the
    game opened as if nothing had changed (``--check``: "no problems found")."""
    from game.rules.check import check_save
    from game.rules.scenario import load_scenario

    (tmp_path / "toy.yaml").write_text(toy_scenario.text)
    board = tmp_path / "field.tmx"
    board.write_bytes(toy_scenario.map.path.read_bytes())
    save = save_game(played(load_scenario(tmp_path / "toy.yaml")), tmp_path / "s.json")
    assert not saves.load_save(save).map_changed and check_save(save).exit_code == 0
    rock = '<object id="9" name="Rock" class="blocking" x="576" y="64" width="32" height="32"/>'
    board.write_text(board.read_text(encoding="utf-8").replace("</objectgroup>", rock + "</objectgroup>", 1))
    loaded = saves.load_save(save)
    assert loaded.map_changed and loaded.game.answers == ANSWERS
    report = check_save(save)
    assert report.exit_code == 1 and [p.text for p in report.warnings] == [saves.MAP_CHANGED]


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ('{"format": "skirmish-table/save", "version": 1, "answers": [1, 2', "damaged or truncated"),
        ("", "damaged or truncated"),
        ('{"format": "something else"}', "not a Skirmish Table save"),
        ('{"format": "skirmish-table/save", "version": 99}', "another version"),
        ('{"format": "skirmish-table/save", "version": 1, "seed": "x"}', "damaged"),
        ("[1, 2, 3]", "not a Skirmish Table save"),
    ],
)
def test_a_corrupt_or_truncated_save_is_refused_cleanly(tmp_path, content, reason):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(SaveError, match=reason) as err:
        load_game(path)
    assert str(path) in str(err.value)


def test_a_save_whose_answers_no_longer_fit_is_refused(tmp_path, toy_scenario):
    path = save_game(played(toy_scenario), tmp_path / "game.json")
    data = json.loads(path.read_text())
    data["answers"][2] = {"figure": "nobody", "action": "roll"}
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="does not replay: decision 3 of 9"):
        load_game(path)


def test_a_save_that_no_longer_fits_gives_the_game_as_far_as_it_replays(tmp_path, toy_scenario):
    """A map edited since the game was saved: the decisions before the first that no longer fits still make a
    game, which the window offers to play on from rather than lose the whole of it."""
    game = played(toy_scenario)
    path = save_game(game, tmp_path / "game.json")
    data = json.loads(path.read_text())
    data["answers"][6] = {"figure": "nobody", "action": "move"}
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="does not replay: decision 7 of 9") as err:
        load_game(path)
    assert err.value.reason.endswith("; its first 6 decisions still do")
    replayed, seats = err.value.replayed
    assert replayed.answers == ANSWERS[:6] and seats is None
    as_far = Game(toy_scenario, seed=1234)
    for answer in ANSWERS[:6]:
        as_far.answer(answer)
    assert [e.to_line() for e in replayed.log] == [e.to_line() for e in as_far.log]
    assert replayed.pending.kind == as_far.pending.kind
    data["answers"][0] = 99  # the first decision: nothing to play on from
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="decision 1 of 9") as err:
        load_game(path)
    assert err.value.replayed is None and "still do" not in err.value.reason


def test_a_save_is_read_as_far_as_its_first_decisions_and_8_mb(tmp_path, toy_scenario, monkeypatch):
    """A 500 KB save of 20,000 trench decisions took 479 MB to open, and the 64 MB a save could be would have held
    millions: a save is read as far as its first MAX_ANSWERS decisions (the window offers to play on from there),
    and at most 8 MB of it."""
    monkeypatch.setattr(saves, "MAX_ANSWERS", 6)
    path = save_game(played(toy_scenario), tmp_path / "game.json")
    data = json.loads(path.read_text())
    with pytest.raises(SaveError, match="9 decisions, where a saved game is read as far as its first 6") as err:
        load_game(path)
    assert err.value.replayed[0].answers == ANSWERS[:6]
    path.write_text(json.dumps(data | {"answers": [1] * (9 * 1024 * 1024 // 2)}))
    with pytest.raises(SaveError, match=r"too large to be a save \(more than 8 MB\)"):
        load_game(path)


def test_saving_keeps_the_previous_save_and_never_leaves_half_a_file(tmp_path, toy_scenario, monkeypatch):
    game = played(toy_scenario)
    path = save_game(game, tmp_path / "game.json")
    first = path.read_text()
    game.answer({"figure": "b1", "action": "roll"})

    def crash(*_args):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        save_game(game, path)
    monkeypatch.undo()
    assert path.read_text() == first
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []
    save_game(game, path)
    assert (tmp_path / "game.json.bak").read_text() == first
    assert load_game(path).answers == game.answers


def test_autosave_after_every_decision(tmp_path, toy_scenario, monkeypatch):
    monkeypatch.setenv("SKIRMISH_TABLE_HOME", str(tmp_path))
    game = Game(toy_scenario)
    game.listeners.append(lambda g: save_game(g, saves.autosave_path()))
    game.answer(2)
    assert json.loads((tmp_path / "autosave.json").read_text())["answers"] == [2]
    game.answer(3)
    game.undo()
    assert json.loads((tmp_path / "autosave.json").read_text())["answers"] == [2]
