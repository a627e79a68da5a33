"""The game session the runner and the window share: who answers, the script, expect, undo's floor, the autosave
and the map reload — without a window."""


import pytest

from game.board.tmx import load_map
from game.rules.decisions import IllegalAnswer
from game.rules.game import Game
from game.rules.saves import autosave_path, load_game
from game.rules.scenario import load_scenario
from game.session import AI, HUMAN, SCRIPT, Autosave, ScriptMisfit, Seats, Session
from tests.answering import Held
from tests.rules.test_headless import scenario


def drill(tmp_path, **kwargs):
    return Session(Game(load_scenario(scenario(tmp_path, **kwargs))))


def test_the_script_answers_first_then_expect_is_checked_and_undo_stops_there(tmp_path):
    session = drill(tmp_path)
    assert session.answerer() == SCRIPT and session.failures is None
    session.play_script()  # seven steps, nine answers: the move has a path and a facing
    assert session.script is None and session.floor == len(session.game.answers) == 9
    assert session.failures == []
    assert session.undo() == 0 and len(session.game.answers) == 9  # the drill's set-up is not taken back


def test_an_expectation_that_fails_is_said_in_words(tmp_path):
    session = drill(tmp_path, damage=5)
    session.play_script()
    assert session.failures == ["expect.figures.r1.damage: expected 5, found 6"]


def test_a_lesson_plays_its_script_a_step_at_a_time(tmp_path):
    session = drill(tmp_path)
    assert session.play_script(most=1) == 1 and session.answerer() == SCRIPT
    assert len(session.game.answers) == 1


def test_a_script_step_that_does_not_fit_names_the_file_and_the_step(tmp_path):
    path = scenario(tmp_path)
    path.write_text(path.read_text().replace("{figure: r1, action: roll}", "{figure: b1, action: roll}"))
    session = Session(Game(load_scenario(path)))
    with pytest.raises(ScriptMisfit, match=r"drill\.yaml: script\[2\]"):
        session.play_script()


def test_step_answers_the_ai_and_leaves_a_person_to_answer(game):
    session = Session(game, Seats({"red": HUMAN, "blue": AI}))
    assert session.answerer() == HUMAN and not session.step()
    session.answer(2)
    assert session.answerer() == AI and game.pending.player == "blue"
    assert session.step() and len(game.answers) == 2


def test_undo_takes_back_the_persons_decision_and_what_followed(game):
    session = Session(game, Seats({"red": HUMAN, "blue": AI}))
    session.answer(2)
    session.step()
    assert session.undo() == 2 and not game.answers


def test_redo_gives_again_what_each_undo_took_back_until_something_else_is_answered(game):
    session = Session(game, Seats({"red": HUMAN, "blue": AI}))
    for _ in range(3):  # red bids, blue answers, then red's next decision and blue's
        session.answer(game.pending.values[0]) if game.pending.player == "red" else session.step()
    played = list(game.answers)
    position = game.position()
    first = session.undo()
    second = session.undo()
    assert first and second and len(game.answers) == len(played) - first - second
    assert session.redo() == second and session.redo() == first and session.redo() == 0
    assert game.answers == played and game.position() == position  # the same dice: the game as it was
    assert session.undo() == first
    session.answer(game.pending.values[-1])  # something else: what was taken back is gone
    assert session.redo() == 0
    game.undo(1)  # backed out of that answer (as Esc does): where the undo left the game, so redo holds again
    assert session.redo() == first and game.answers == played
    assert session.undo() == first
    kept = list(game.answers)
    game.undo(1)  # as many answers as the undo left, but another history: nothing to redo
    session.answer(next(v for v in game.pending.values if v != kept[-1]))
    assert len(game.answers) == len(kept) and game.answers != kept and session.redo() == 0


def test_a_new_version_of_the_map_keeps_the_game(game):
    session = Session(game, Seats({"red": AI, "blue": AI}))
    for _ in range(6):
        session.step()
    answers, places = list(game.answers), {b: base.pos for b, base in game.state.table.bases.items()}
    session.reload(load_map(game.scenario.map.path))
    assert session.game is not game and session.game.answers == answers
    assert {b: base.pos for b, base in session.game.state.table.bases.items()} == places
    assert session.step()  # and it plays on


def test_a_new_version_of_the_map_that_puts_a_boulder_on_a_figure_is_refused_and_the_game_kept(game, tmp_path):
    """A boulder drawn over a figure's place: the scenario would not load on that map, so the reload does not
    either (the figure stood inside it, and the game went on)."""
    session = Session(game, Seats({"red": AI, "blue": AI}))
    session.step()
    text = game.scenario.map.path.read_text(encoding="utf-8")
    boulder = '<object id="9" name="Boulder" class="impassable" x="80" y="368" width="32" height="32"/>\n'
    at = text.index("</objectgroup>")
    edited = tmp_path / "field.tmx"
    edited.write_text(text[:at] + boulder + text[at:], encoding="utf-8")
    with pytest.raises(IllegalAnswer, match="figure 'r1' cannot stand where the scenario puts it: its base is "
                                            "inside impassable terrain “Boulder” \\(object 9 in layer 'terrain'\\)"):
        session.reload(load_map(edited))
    assert session.game is game and session.step()


def test_the_autosave_follows_every_decision_and_says_when_it_fails_and_recovers(game, tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("SKIRMISH_TABLE_HOME", str(home))
    told: list[str] = []
    session = Session(game, Seats({"red": AI, "blue": AI}), autosave=Autosave(told.append))
    session.step()
    assert load_game(autosave_path()).answers == game.answers and not told
    home.joinpath("autosave.json").unlink()
    home.rmdir()
    home.write_text("a file where the folder should be")
    session.step()
    session.step()
    assert session.autosave is not None and session.autosave.failing and session.autosave.unsaved_from == 1
    assert len(told) == 1 and told[0].startswith("Autosave failed")
    home.unlink()
    session.step()
    assert told[-1] == "Autosave works again: the game is saved" and not session.autosave.failing


def test_a_game_taken_up_part_way_undoes_into_its_history_but_never_into_its_script(tmp_path):
    """A Continue of a drill once let undo take its set-up back (the floor was 0 for a game taken up)."""
    path = scenario(tmp_path)
    played = Game(load_scenario(path))
    Session(played).play_script()
    played.answer(played.pending.values[0])  # a player's decision after the script
    again = Game(load_scenario(path))
    again.rebuild(list(played.answers))  # a loaded save
    session = Session(again)
    assert session.script is None and session.floor == 9 and session.failures == []
    assert session.answerer() == HUMAN
    assert session.undo() == 1 and session.undo() == 0 and len(again.answers) == 9


def test_a_lesson_cut_short_plays_on_from_its_step_when_taken_up(tmp_path):
    """Continue in the middle of a drill's lesson once dropped the rest of its script and never checked it."""
    path = scenario(tmp_path)
    whole = Session(Game(load_scenario(path)))
    whole.play_script()
    cut = Session(Game(load_scenario(path)))
    cut.play_script(most=3)
    again = Game(load_scenario(path))
    again.rebuild(list(cut.game.answers))
    session = Session(again)
    assert session.answerer() == SCRIPT and session.floor == 0 and session.failures is None
    session.play_script()
    assert again.answers == whole.game.answers and session.floor == 9 and session.failures == []


def test_a_game_taken_up_whose_answers_left_the_script_keeps_the_scripts_part(tmp_path):
    path = scenario(tmp_path)
    played = Game(load_scenario(path))
    played.answer(3)  # the script bids 2 first
    session = Session(played)
    assert session.script is None and session.floor == 0 and session.undo() == 1


def test_an_ai_still_thinking_over_a_decision_taken_back_keeps_its_controller_to_itself(game):
    """An undo while the AI thinks starts new thinking; the old thread runs on with its controller, so the new
    one gets a controller of its own (two threads in one look-ahead's scratch game would garble both)."""
    held = Held()
    seats = Seats.machines(game, {side.id: held for side in game.state.sides})
    first = seats.think(game)
    assert held.deciding.wait(timeout=60)
    game.answer(game.pending.values[0])  # the game moves on under the thinking (as an undo moves it back)
    second = seats.think(game)
    assert second is not first and second.controller is not held
    held.go.set()
    assert first.done.wait(timeout=60)


def test_a_new_game_keeps_the_unfinished_game_the_autosave_held_before_replacing_it(game, tmp_path, monkeypatch):
    """Only the launcher asked before a new game replaced an unfinished autosave: one begun from the command line,
    opened, or played on from a replay overwrote it with its first decision, and the other game was gone after
    its second (a tester's find). It is kept in the saves folder first, and said so; a game that continues the
    autosave (Continue) keeps nothing."""
    monkeypatch.setenv("SKIRMISH_TABLE_HOME", str(tmp_path / "home"))
    told: list[str] = []
    first = Session(game, Seats({"red": AI, "blue": AI}), autosave=Autosave(told.append))
    first.step()
    first.step()
    held = list(game.answers)
    resumed = load_game(autosave_path())
    Session(resumed, Seats({"red": AI, "blue": AI}), autosave=Autosave(told.append)).step()
    assert not told and not (tmp_path / "home" / "saves").exists()
    other = Game(game.scenario, seed=game.seed + 1)
    Session(other, Seats({"red": AI, "blue": AI}), autosave=Autosave(told.append)).step()
    (kept,) = (tmp_path / "home" / "saves").iterdir()
    assert kept.name.startswith("unfinished-") and load_game(kept).answers[:len(held)] == held
    assert told == [f"The unfinished game the autosave held is kept as {kept}"]
    assert load_game(autosave_path()).answers == other.answers
