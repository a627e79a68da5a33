"""Replaying a game in the window: step forwards and back, jump to the ends, play by itself, play on from a
position — on a copy, so the game it came from and its autosave are untouched; secrets stay secret mid-game."""

from __future__ import annotations

import html
from pathlib import Path

import pygame
import pytest
import yaml

import main
from game.ai.controller import ai_for
from game.rules.game import Game
from game.rules.saves import save_game
from game.rules.scenario import load_scenario
from game.ui.screens.game_over import GameOverScreen
from game.ui.screens.play import PlayScreen
from game.ui.screens.replay import ReplayScreen
from tests.ui.ink import written

ROOT = Path(__file__).resolve().parents[2]
DUEL = ROOT / "scenarios" / "clix-duel.yaml"
GLADE = ROOT / "scenarios" / "arcane-glade.yaml"


def played(path: Path, decisions: int, seed: int = 3) -> Game:
    game = Game(load_scenario(path), seed=seed)
    players = {side.id: ai_for(game, side.id) for side in game.state.sides}
    for _ in range(decisions):
        game.answer(players[game.pending.player].decide(game, game.pending))
    return game


def places(game: Game) -> dict[str, tuple[float, float, float]]:
    return {i: (b.x, b.y, b.facing) for i, b in game.state.table.bases.items()}


def at(game: Game, position: int) -> dict[str, tuple[float, float, float]]:
    """Where the figures stood after ``position`` of the game's decisions (rebuilt on a fresh copy)."""
    copy = Game(game.scenario, seed=game.seed, turns=game.turn_limit)
    copy.rebuild(game.answers[:position])
    return places(copy)


@pytest.fixture(scope="module")
def duel() -> Game:
    return played(DUEL, 12)


@pytest.fixture
def replay(pilot, duel) -> ReplayScreen:
    play = PlayScreen(pilot.app, duel)
    pilot.app.show(play)
    pilot.wait(2)
    pilot.key(pygame.K_r, mod=pygame.KMOD_CTRL)
    assert isinstance(pilot.screen, ReplayScreen)
    return pilot.screen


def test_a_replay_starts_before_the_first_decision(replay, duel):
    assert replay.replay.position == 0 and len(replay.replay) == len(duel.answers)
    assert places(replay.game) == at(duel, 0)
    assert not replay.game.answers


def test_stepping_forwards_and_back_shows_each_position(pilot, replay, duel):
    moved = [k for k in range(1, len(duel.answers) + 1) if at(duel, k) != at(duel, k - 1)]
    assert moved, "the duel's first decisions move nobody: a poor test"
    for k in range(1, moved[0] + 1):
        pilot.type(".")
        assert replay.replay.position == k
    assert places(replay.game) == at(duel, moved[0]) != at(duel, 0)
    pilot.type(",")
    assert replay.replay.position == moved[0] - 1 and places(replay.game) == at(duel, moved[0] - 1)
    pilot.press("Forward")
    assert replay.replay.position == moved[0]


def test_page_down_held_steps_on_as_it_repeats(pilot, replay):
    """A held key repeats only for the screen and decision it was pressed for; stepping a replay changes neither."""
    for _ in range(3):
        pilot.key(pygame.K_PAGEDOWN, held=True)
    assert replay.replay.position == 3


def test_the_ends_and_the_buttons_that_stop_there(pilot, replay, duel):
    assert not pilot.button("Back").is_enabled and pilot.button("Forward").is_enabled
    pilot.press("End")
    assert replay.replay.position == len(duel.answers) and places(replay.game) == places(duel)
    assert not pilot.button("Forward").is_enabled and not pilot.button("End").is_enabled
    pilot.press("Back")
    assert replay.replay.position == len(duel.answers) - 1
    pilot.key(pygame.K_HOME, mod=pygame.KMOD_CTRL)
    assert replay.replay.position == 0 and places(replay.game) == at(duel, 0)
    pilot.key(pygame.K_END, mod=pygame.KMOD_CTRL)
    assert replay.replay.position == len(duel.answers)


def test_a_step_is_logged_in_words(pilot, replay, duel):
    first = next(k for k in range(1, len(duel.answers) + 1) if at(duel, k) != at(duel, 0))
    for _ in range(first):
        pilot.type(".")
    pilot.wait(1)
    assert any(" moves" in line for line in replay.events.log.texts)


def test_it_plays_by_itself_until_paused(pilot, replay):
    pilot.type("p")
    pilot.wait(1)
    assert replay.playing and pilot.button("Pause")
    pilot.until(lambda: replay.replay.position >= 2)
    pilot.press("Pause")
    stopped = replay.replay.position
    pilot.wait(3 * 40)
    assert not replay.playing and replay.replay.position == stopped


def test_leaving_the_replay_returns_to_the_untouched_game(pilot, replay, duel, home):
    answers, where = list(duel.answers), places(duel)
    pilot.press("End")
    pilot.key(pygame.K_ESCAPE)
    assert isinstance(pilot.screen, PlayScreen) and pilot.screen.game is duel
    assert duel.answers == answers and places(duel) == where
    assert not (home / "autosave.json").exists()  # the replay answers nothing, so it saves nothing


def test_play_on_from_here_takes_the_game_over_at_that_position(pilot, replay, duel):
    for _ in range(5):
        pilot.type(".")
    pilot.press("Play on from here")
    assert pilot.screen is replay  # the seven decisions after it would be dropped: asked first
    (question,) = pilot.app.dialogs.open_texts()
    assert "from decision 5: the 7 decisions after it are dropped" in question
    dialog = next(w for w in pilot.app.dialogs._windows if w.alive())
    pilot.click(dialog.confirm_button.rect.center, frames=3)
    screen = pilot.screen
    assert isinstance(screen, PlayScreen) and not isinstance(screen, ReplayScreen)
    assert screen.game.answers == duel.answers[:5] and screen.game.pending is not None
    assert len(duel.answers) == 12


def test_play_on_pressed_at_the_start_by_mistake_can_be_called_off(pilot, replay, duel):
    pilot.press("Play on from here")
    dialog = next(w for w in pilot.app.dialogs._windows if w.alive())
    pilot.key(pygame.K_ESCAPE, frames=2)
    assert not dialog.alive() and pilot.screen is replay and len(replay.replay) == len(duel.answers)


def test_play_on_at_the_end_drops_nothing_and_asks_nothing(pilot, replay, duel):
    pilot.press("End")
    pilot.press("Play on from here")
    assert isinstance(pilot.screen, PlayScreen) and not isinstance(pilot.screen, ReplayScreen)
    assert pilot.screen.game.answers == duel.answers and not pilot.app.dialogs.open_texts()


def test_a_saved_game_opens_in_its_replay_from_the_command_line(tmp_path, duel):
    save = tmp_path / "duel.json"
    save_game(duel, save)
    out = tmp_path / "replay.png"
    assert main.main(["--replay", str(save), "--screenshot", str(out)]) == 0
    assert out.stat().st_size > 10_000


def test_only_a_saved_game_can_be_replayed(tmp_path, capsys):
    assert main.main(["--replay", str(DUEL), "--screenshot", str(tmp_path / "x.png")]) == 2
    assert "only a saved game" in capsys.readouterr().err


def test_mid_game_the_replay_keeps_the_hands_secret_and_after_it_shows_them(pilot):
    game = played(GLADE, 0, seed=2)
    players = {side.id: ai_for(game, side.id) for side in game.state.sides}
    while not game.log.of_kind("arcane_hand", "combat_hand"):  # until a hand is drawn
        game.answer(players[game.pending.player].decide(game, game.pending))
    hands = [html.escape(e.text) for e in game.log.of_kind("arcane_hand", "combat_hand")]
    mid = len(game.answers)
    assert game.result is None
    replay = ReplayScreen(pilot.app, game)  # two humans at one screen: mid-game, the replay is a spectator's
    pilot.app.show(replay)
    pilot.key(pygame.K_END, mod=pygame.KMOD_CTRL)
    pilot.wait(2)
    assert replay.replay.position == len(game.answers)
    assert not any(hand in "".join(replay.events.log.texts) for hand in hands)
    while game.pending is not None:
        game.answer(players[game.pending.player].decide(game, game.pending))
    over = ReplayScreen(pilot.app, game)
    pilot.app.show(over)
    over.go(mid)  # where they were drawn: the log keeps the last 200 lines, and a whole game has more
    pilot.wait(2)
    assert all(hand in "".join(over.events.log.texts) for hand in hands)


def test_the_game_over_screen_offers_the_replay(pilot):
    game = played(DUEL, 0)
    players = {side.id: ai_for(game, side.id) for side in game.state.sides}
    while game.pending is not None:
        game.answer(players[game.pending.player].decide(game, game.pending))
    pilot.app.show(PlayScreen(pilot.app, game))
    pilot.wait(2)
    pilot.press("Replay")
    assert isinstance(pilot.screen, ReplayScreen) and pilot.screen.events.feed.everything
    pilot.key(pygame.K_ESCAPE)  # back where the player left: the card (it was the bare board, the card gone)
    assert isinstance(pilot.screen, GameOverScreen) and pilot.screen.play.game is game
    pilot.press("Look at the board")
    play = pilot.screen
    assert isinstance(play, PlayScreen) and play.reviewing and play.game is game
    assert any("Enter or Esc: the result" in ink.words for ink in written(pilot.app))
    for key in (pygame.K_RETURN, pygame.K_ESCAPE):  # and back to the card, whichever the player tries
        pilot.key(key, frames=2)
        assert isinstance(pilot.screen, GameOverScreen)
        pilot.press("Look at the board")


def test_presses_within_one_frame_cost_one_rebuild(pilot, replay, duel):
    pilot.press("End")
    jumps = []
    jump = replay.replay.jump
    replay.replay.jump = lambda position: (jumps.append(position), jump(position))
    back = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0, unicode="", scancode=0)
    pilot.app.step([back, back, back])  # a held key's repeats, arriving faster than the rebuilds
    assert replay.replay.position == len(duel.answers) - 3 and jumps == [len(duel.answers) - 3]


def test_a_long_side_name_and_question_keep_to_the_panel_at_the_least_window(pilot, tmp_path):
    """At 960×600 the next question, three lines of a troupe's long name, ran under the log's heading, and the
    heading "Next: THE MOST HONOURABLE…" ran off the window; kept to the panel, the question had one line, cut: it
    now has the heading's room too (the question names who asks)."""
    pilot.app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(960, 600), w=960, h=600)])
    data = yaml.safe_load(GLADE.read_text(encoding="utf-8"))
    data["map"] = str(ROOT / "maps" / "glade.tmx")
    data["sides"][0]["name"] = "The Most Honourable Commonwealth of the Northern Marches and Isles"
    path = tmp_path / "long.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    game = played(path, 4)
    pilot.app.show(PlayScreen(pilot.app, game))
    pilot.wait(2)
    pilot.key(pygame.K_r, mod=pygame.KMOD_CTRL)
    replay = pilot.screen
    assert isinstance(replay, ReplayScreen)
    pilot.wait(2)
    side = pygame.Rect(pilot.app.size[0] - 340, 48, 340, pilot.app.size[1] - 48)
    inks = [ink for ink in written(pilot.app) if side.colliderect(ink.rect)]
    assert not [ink for ink in inks if ink.words.startswith("NEXT:")]
    buttons = pilot.button("Play on from here").rect
    question = [ink for ink in inks if buttons.bottom < ink.rect.top < replay.events.top - 28]
    assert len(question) == 2 and question[0].words.startswith("The Most") and question[-1].words.endswith("…")
    assert all(side.contains(ink.rect) for ink in question)
    assert question[-1].rect.bottom <= replay.events.top - 28 + 4  # above the log's heading


def test_ctrl_r_on_the_game_over_card_opens_the_replay_as_its_button_does(pilot):
    from game.rules.state import Result
    from game.ui.screens.game_over import GameOverScreen

    duel = played(DUEL, 6)  # its own: the result set here is the test's
    play = PlayScreen(pilot.app, duel)
    pilot.app.show(play)
    pilot.wait(2)
    duel.state.result = Result(duel.state.sides[0].id, "the test says so")
    pilot.app.show(GameOverScreen(pilot.app, play))
    pilot.wait(1)
    pilot.key(pygame.K_r, mod=pygame.KMOD_CTRL)
    assert isinstance(pilot.screen, ReplayScreen)


def test_a_jump_to_the_end_throws_no_dice_of_the_moves_it_leapt(pilot):
    """Ctrl+End threw the last three rolls of the game and showed the oldest, a roll of turn 8 after which two
    more came (a tester's find): a jump is shown as where it lands. A step forwards still throws its roll."""
    game = played(DUEL, 60)
    rolls = [e.seq for e in game.log if e.data.get("dice")]
    assert len(rolls) >= 2
    pilot.app.show(PlayScreen(pilot.app, game))
    pilot.wait(2)
    pilot.key(pygame.K_r, mod=pygame.KMOD_CTRL)
    screen = pilot.screen
    pilot.key(pygame.K_END, mod=pygame.KMOD_CTRL)
    pilot.wait(2)
    assert screen.replay.position == len(game.answers) and not screen.events.dice.throws
    pilot.key(pygame.K_HOME, mod=pygame.KMOD_CTRL)
    pilot.wait(2)
    last_roll = next(i for i in range(len(game.answers), 0, -1)
                     if any(e.data.get("dice") for e in _events_of(game, i)))
    screen.go(last_roll - 1)
    pilot.wait(2)
    screen.go(last_roll)
    pilot.wait(2)
    assert screen.events.dice.throws


def _events_of(game: Game, position: int) -> list:
    """The events the ``position``-th decision brought about (on a fresh copy)."""
    copy = Game(game.scenario, seed=game.seed, turns=game.turn_limit)
    copy.rebuild(game.answers[:position - 1])
    told = len(copy.log)
    copy.answer(game.answers[position - 1])
    return copy.log.events[told:]
