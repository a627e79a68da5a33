"""F3, the story so far: the whole game's events the player at the table may read, in a window that follows the
game, scrolls with the wheel, is told afresh after an undo and closes at a hand-over."""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame
import yaml

from game.ui.screens.game_over import GameOverScreen
from game.ui.screens.handover import HandOverScreen
from game.ui.screens.launcher import LauncherScreen
from game.ui.screens.play import PlayScreen
from game.ui.story_window import ROW, TITLE, StoryWindow
from game.ui.style import wrap
from tests.ui.pilot import ROOT
from tests.ui.test_hand_over import hot_seat_glade

DUEL = ROOT / "scenarios" / "manoeuvres-duel.yaml"


def rows_of(events, window: StoryWindow) -> list[str]:
    """The rows the events make at the window's width, as the player reads them (the result in bold)."""
    return [row for e in events for row in wrap(e.text, 14, window.page.rect.w - 20, e.kind == "game_over") or ("",)]


def play_rounds(tmp_path, pilot, rounds: int) -> PlayScreen:
    """The Fen duel (seed 9: seven rounds), the AI answering both fighters, until ``rounds`` rounds have begun."""
    data = yaml.safe_load(DUEL.read_text(encoding="utf-8"))
    data["map"], data["seed"] = str(ROOT / "maps" / "fen.tmx"), 9
    path = tmp_path / "duel.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    play = pilot.open(path)
    while sum(e.kind == "round" for e in play.game.log.events) < rounds and play.game.pending is not None:
        assert play.answer_with_ai()
        pilot.wait(2)
    return play


def clear_of_dialogs(pilot, window: StoryWindow) -> bool:
    """Whether a dialog is open and the story hides none of it."""
    dialogs = [w.rect for w in pilot.app._windows() if w is not window]
    return bool(dialogs) and not any(window.rect.colliderect(rect) for rect in dialogs)


def story(pilot) -> StoryWindow:
    window = pilot.app.story
    assert window is not None and window.alive() and TITLE in pilot.app.dialogs.open_titles()
    return window


def test_f3_tells_the_whole_game_where_the_side_panel_keeps_two_lines(tmp_path, pilot):
    play = play_rounds(tmp_path, pilot, 3)
    events = play.game.events_for(play.viewer)
    assert len(events) > 20
    pilot.key(pygame.K_F3)
    window = story(pilot)
    assert window.texts == rows_of(events, window)
    assert window.texts[0] == "Round 1 begins."
    assert window.in_view()[-1] == window.texts[-1]  # opened at the newest
    assert clear_of_dialogs(pilot, window)  # the declaration's dialog beside it stays in view
    pilot.key(pygame.K_F3)
    assert pilot.app.story is None and TITLE not in pilot.app.dialogs.open_titles()


def test_the_story_follows_the_game_and_the_wheel_reads_back(tmp_path, pilot):
    play = play_rounds(tmp_path, pilot, 2)
    pilot.key(pygame.K_F3)
    window = story(pilot)
    told = len(window.texts)
    while sum(e.kind == "round" for e in play.game.log.events) < 3:  # answered while it is open
        assert play.answer_with_ai()
        pilot.wait(2)
    assert len(window.texts) > told and window.texts == rows_of(play.game.events_for(play.viewer), window)
    assert window.in_view()[-1] == window.texts[-1]  # it kept to the newest
    end = window.top
    pilot.wheel(window.rect.center, 3)  # back, towards the start: three rows a click
    assert window.top == end - 9 * ROW > 0 and window.texts[-1] not in window.in_view()
    pilot.wheel(window.rect.center, 100)
    assert window.top == 0 and window.in_view()[0] == "Round 1 begins."
    assert play.answer_with_ai()  # read back, the story grows without pulling the reader down
    pilot.wait(2)
    assert window.top == 0


def test_an_undo_tells_the_story_afresh(tmp_path, pilot):
    play = play_rounds(tmp_path, pilot, 3)
    pilot.key(pygame.K_F3)
    window = story(pilot)
    before = len(play.game.log.events)
    pilot.key(pygame.K_z, mod=pygame.KMOD_CTRL, frames=3)
    after = play.game.events_for(play.viewer)
    assert len(after) < before and window.texts == rows_of(after, window)
    assert window.in_view()[-1] == window.texts[-1]


def test_a_hand_over_closes_the_story_and_the_next_player_reads_only_their_own(tmp_path, pilot):
    """Arcane in hot seat: a player's own cards are in their story; at the hand-over the window shuts, and the
    next player's story holds none of the other's secrets."""
    hot_seat_glade(tmp_path, pilot)
    for _ in range(3000):
        screen = pilot.screen
        if isinstance(screen, PlayScreen) and screen.viewer is not None and any(
                e.visible_to is not None for e in screen.game.log.events):
            break
        if isinstance(screen, HandOverScreen):
            pilot.key(pygame.K_RETURN, frames=2)
            continue
        assert screen.answer_with_ai()
        pilot.wait(2)
    play = pilot.screen
    first = play.viewer
    pilot.key(pygame.K_F3)
    assert story(pilot).story.viewer == first
    assert clear_of_dialogs(pilot, pilot.app.story)  # above the card to lay, in the middle of the board's foot
    for _ in range(3000):
        if isinstance(pilot.screen, HandOverScreen):
            break
        assert pilot.screen.answer_with_ai()
        pilot.wait(2)
    assert pilot.app.story is None and TITLE not in pilot.app.dialogs.open_titles()
    pilot.key(pygame.K_F3)  # not while the table is passed: it said "Start a game first"
    assert pilot.app.story is None and any("Take the seat first" in t for t in pilot.app.dialogs.toasts)
    pilot.key(pygame.K_F2)  # the rules and the briefing are no secret ("Choose a scenario first", it said)
    assert any(title.startswith("Arcane") for title in pilot.app.dialogs.open_titles())
    pilot.key(pygame.K_F2)
    pilot.key(pygame.K_RETURN, frames=2)
    assert pilot.screen is play and play.viewer not in (None, first)
    pilot.key(pygame.K_F3)
    window = story(pilot)
    log = play.game.log.events
    secret = [e for e in log if e.visible_to is not None and play.viewer not in e.visible_to]
    assert secret, "the other player had secrets in this game"
    assert window.events == [e for e in log if e.visible_for(play.viewer)]
    assert not {id(e) for e in secret} & {id(e) for e in window.events}


def test_the_launcher_has_no_story_to_tell(pilot):
    pilot.app.show(LauncherScreen(pilot.app))
    pilot.key(pygame.K_F3)
    assert pilot.app.story is None and any("Start a game first" in t for t in pilot.app.dialogs.toasts)


def test_a_resized_story_is_cut_afresh_and_keeps_to_the_newest(tmp_path, pilot):
    play = play_rounds(tmp_path, pilot, 3)
    pilot.key(pygame.K_F3)
    window = story(pilot)
    narrow = len(window.texts)
    window.set_dimensions((window.rect.w + 200, 360))  # as dragging its corner does
    pilot.wait(2)
    assert len(window.texts) < narrow and window.texts == rows_of(play.game.events_for(play.viewer), window)
    assert window.in_view()[-1] == window.texts[-1]


def test_a_click_on_the_logs_words_for_it_opens_the_story(tmp_path, pilot):
    play = play_rounds(tmp_path, pilot, 2)
    hint = play.events.hint
    assert hint is not None and hint.right > pilot.app.size[0] - 340  # at the log's heading, in the side panel
    pilot.click(hint.center)
    assert story(pilot).texts == rows_of(play.game.events_for(play.viewer), pilot.app.story)


def test_the_story_of_a_game_over_ends_with_its_result_and_leaves_the_cards_choices_in_view(tmp_path, pilot):
    play = play_rounds(tmp_path, pilot, 99)  # to the end: the duel is over in round 7
    pilot.until(lambda: isinstance(pilot.screen, GameOverScreen))
    pilot.key(pygame.K_F3)
    window = story(pilot)
    assert window.texts == rows_of(play.game.events_for(play.viewer), window)
    assert " ".join(window.in_view()).endswith("Bjarni wins: the other side has no fighter left standing.")
    for label in ("Replay", "Play again", "Other scenario", "Quit"):
        assert not window.rect.colliderect(pilot.button(label).rect), label


def test_the_keys_still_answer_with_the_story_open(tmp_path, pilot):
    play = play_rounds(tmp_path, pilot, 2)
    pilot.until(lambda: play.input is not None)
    pilot.key(pygame.K_F3)
    window = story(pilot)
    told = len(window.events)
    pilot.key(pygame.K_1, "1", frames=3)  # Sir Roland declares his first choice, the story open beside
    assert any("Sir Roland declares" in e.text for e in window.events[told:])


def test_the_scroll_bars_slider_dragged_to_its_top_shows_the_start(tmp_path, pilot):
    play_rounds(tmp_path, pilot, 3)
    pilot.key(pygame.K_F3)
    window = story(pilot)
    assert window.top > 0
    window.bar.set_scroll_from_start_percentage(0.0)  # as a drag of the slider does (pygame_gui reads the pointer
    pilot.wait(2)  # from SDL, which the test's events do not move)
    assert window.top == 0 and window.in_view()[0] == "Round 1 begins."


def test_the_story_saved_as_text_is_a_battle_report_of_what_the_player_read(tmp_path, pilot, home):
    play = play_rounds(tmp_path, pilot, 3)
    pilot.key(pygame.K_F3)
    window = story(pilot)
    pilot.click(window.save.rect.center, frames=3)
    dialog = pilot.app.dialogs.file_dialog
    assert dialog is not None and "Save the story" in pilot.app.dialogs.open_titles()
    assert Path(dialog.current_directory_path) == home / "stories"  # made for it, in the player's folder
    pilot.choose_file(tmp_path / "report")
    saved = (tmp_path / "report.txt").read_text(encoding="utf-8").splitlines()
    events = play.game.events_for(play.viewer)
    assert saved[:3] == ["Manoeuvres: a duel on the Fen Meadow", "", events[0].text]
    assert [line for line in saved[2:] if line] == [e.text for e in events]
    assert saved.count("") == 1 + sum(e.kind == "round" for e in events[1:])  # a blank line before each round
    assert any("Story saved" in t for t in pilot.app.dialogs.toasts)


def test_a_story_that_cannot_be_written_says_where_and_why(tmp_path, pilot):
    play_rounds(tmp_path, pilot, 2)
    pilot.key(pygame.K_F3)
    pilot.click(story(pilot).save.rect.center, frames=3)
    (tmp_path / "a-file").write_text("not a folder", encoding="utf-8")
    pilot.choose_file(tmp_path / "a-file" / "report")
    assert "The story was not saved" in pilot.app.dialogs.open_titles()
    assert any(str(tmp_path / "a-file" / "report.txt") in t for t in pilot.app.dialogs.open_texts())


def test_a_stories_folder_that_cannot_be_made_is_said_not_a_traceback(tmp_path, pilot, home):
    play_rounds(tmp_path, pilot, 2)
    pilot.key(pygame.K_F3)
    shutil.rmtree(home, ignore_errors=True)  # the autosave's folder, made by the game
    home.write_text("a file where the player's folder should be", encoding="utf-8")
    pilot.click(story(pilot).save.rect.center, frames=3)
    assert pilot.app.dialogs.file_dialog is None
    assert "Cannot save the story" in pilot.app.dialogs.open_titles()
    assert any(str(home / "stories") in t for t in pilot.app.dialogs.open_texts())
