"""The gamebook in the window: a square picked with a click among the highlighted legal ones, a refused square
saying why, the grid's names and exits drawn, and a battle played to its end with clicks against the AI."""

from __future__ import annotations

import itertools
import random
import re
from pathlib import Path

import pygame
import pytest

from game.board.grid import grid_or_none
from game.rules.game import Game
from game.rules.lanes import MAX_SPOTS
from game.rules.scenario import load_scenario
from game.ui import style
from game.ui.app import App
from game.ui.grid_overlay import draw_grid, square_rect
from game.ui.screens.game_over import GameOverScreen
from game.ui.screens.play import PlayScreen
from game.ui.square_input import SquareInput
from game.ui.style import PANEL, _contrast
from tests.ui.ink import written
from tests.ui.pilot import Pilot, scenario_file
from tests.ui.test_monkey import monkey

ROOT = Path(__file__).resolve().parents[2]
BOARD = ROOT / "maps" / "gamebook.tmx"


def battle(pilot, tmp_path, monsters: list[dict], dice: list[int] | None = None) -> PlayScreen:
    sides = [{"id": "heroes", "controller": "human", "figures": [{"id": "w", "profile": "warrior",
                                                                 "square": [0, 5]}]},
             {"id": "monsters", "controller": "ai", "figures": monsters}]
    path = scenario_file(tmp_path, sides, ruleset="gamebook", map_path=BOARD, name="Gamebook UI")
    if dice:
        path.write_text(path.read_text() + f"random: {{d10: {dice}}}\n")
    screen = pilot.open(path)
    assert isinstance(screen, PlayScreen)
    return screen


def centre(pilot, square: tuple[int, int]) -> tuple[int, int]:
    return pilot.at(((square[0] + 0.5) * 2.0, (square[1] + 0.5) * 2.0))


def test_a_move_is_a_click_on_a_highlighted_square(pilot, tmp_path):
    screen = battle(pilot, tmp_path, [{"id": "gob", "profile": "goblin", "square": [5, 0], "rank": "king"}])
    pilot.click(pilot.figure("w"))
    pilot.press("Warrior: Move")
    assert isinstance(screen.input, SquareInput)
    assert sorted(screen.input.legal) == [(0, 4), (1, 5)]
    decision = screen.input.decision
    grid = grid_or_none(screen.game.state.table.map)
    legal = square_rect(screen.board.camera, grid, (1, 5))
    other = square_rect(screen.board.camera, grid, (3, 5))  # white like (1, 5), and not legal
    shaded, plain = pilot.pixel((legal.left + 8, legal.top + 8)), pilot.pixel((other.left + 8, other.top + 8))
    assert shaded[1] - shaded[0] > plain[1] - plain[0] + 20  # the legal square is tinted green
    pilot.click(centre(pilot, (1, 4)))  # diagonal: refused, with the rule's words
    assert screen.game.pending is decision
    assert any(text.startswith("b5: diagonal — ") and "one square along a row or a column" in text
               for text in pilot.app.dialogs.toasts)
    pilot.click(centre(pilot, (0, 2)))  # three squares up: refused as too far, named as the board names it
    assert any(text.startswith("a3: 3 squares away") for text in pilot.app.dialogs.toasts)
    pilot.click(centre(pilot, (1, 5)))
    assert screen.game.ruleset.facts(screen.game.state, screen.game.state.figures["w"])["square"] == [1, 5]


def test_a_move_chosen_by_mistake_goes_back_to_the_actions_by_its_button_or_esc(pilot, tmp_path):
    screen = battle(pilot, tmp_path, [{"id": "gob", "profile": "goblin", "square": [5, 0], "rank": "king"}])
    pilot.click(pilot.figure("w"))
    pilot.press("Warrior: Move")
    assert screen.game.pending.kind == "square"
    pilot.press("Back to the actions")
    assert screen.game.pending.kind == "action" and not screen.game.answers
    assert "Back to the choice of action" in pilot.app.dialogs.toasts
    pilot.press("Warrior: Move")
    pilot.key(pygame.K_ESCAPE)
    assert screen.game.pending.kind == "action" and not screen.game.answers


def test_a_prayer_chosen_by_mistake_goes_back_to_the_actions_with_esc_and_nothing_spent(pilot, tmp_path):
    """Smite the wicked was told as used, and spent, before its target was asked: Esc on the target could not take
    the action back."""
    sides = [{"id": "heroes", "controller": "human", "figures": [{"id": "p", "profile": "priest", "square": [0, 5]}]},
             {"id": "monsters", "controller": "ai", "figures": [{"id": "gob", "profile": "goblin", "square": [0, 1],
                                                                 "rank": "king"}]}]
    screen = pilot.open(scenario_file(tmp_path, sides, ruleset="gamebook", map_path=BOARD, name="Prayer"))
    pilot.click(pilot.figure("p"))
    pilot.press("Priest: Instant prayer")
    pilot.press("Smite the wicked")
    game = screen.game
    assert game.pending.kind == "targets" and not [e for e in game.log if e.kind == "power"]
    pilot.press("Back to the actions")
    assert game.pending.kind == "action" and not game.answers
    assert "Back to the choice of action" in pilot.app.dialogs.toasts
    pilot.press("Priest: Instant prayer")
    pilot.press("Smite the wicked")
    pilot.key(pygame.K_ESCAPE)  # the goblin, the only target, picked at once: the first Esc drops the pick
    pilot.key(pygame.K_ESCAPE)
    assert game.pending.kind == "action" and not game.answers
    assert game.state.figures["p"].status.uses == {}


def test_a_battle_is_fought_to_its_end_with_clicks(pilot, tmp_path):
    screen = battle(pilot, tmp_path, [{"id": "gob", "profile": "goblin", "square": [0, 4], "rank": "king",
                                       "endurance": 5}], dice=[2])
    pilot.click(pilot.figure("w"))
    pilot.press("Warrior: Attack")
    pilot.click(pilot.figure("gob"))
    pilot.wait(1)
    card = screen.input.card()
    # good on the black a6: 12 + 4 − 1d10 − 7 hits on a d10 of 1 to 8
    assert "miss 20.0 %, hit 80.0 %, critical hit 0.0 %" in card.lines[0]
    pilot.key(pygame.K_RETURN)
    pilot.until(lambda: isinstance(pilot.screen, GameOverScreen))
    game = pilot.screen.play.game
    assert game.result.winner == "heroes"
    assert any(e.kind == "experience" for e in game.log)


def test_the_only_target_is_picked_at_once_and_a_click_on_it_keeps_it(pilot, tmp_path):
    """A ranger's shot at the only orc in line asked for a click before it showed anything; a click on the picked
    target then dropped it."""
    screen = battle(pilot, tmp_path, [{"id": "gob", "profile": "goblin", "square": [0, 4], "rank": "king",
                                       "endurance": 5}], dice=[2])
    pilot.click(pilot.figure("w"))
    pilot.press("Warrior: Attack")
    assert screen.input.chosen == ["gob"] and pilot.button("Attack").is_enabled
    assert "hit 80.0 %" in screen.input.card().lines[0]  # its odds, before any click
    pilot.click(pilot.figure("gob"))
    assert screen.input.chosen == ["gob"]
    pilot.key(pygame.K_RETURN)
    assert any(e.kind == "attack" for e in screen.game.log)  # Enter attacked the picked goblin


def test_a_battle_of_one_decision_says_so_in_the_singular(pilot, tmp_path):
    """The goblin on the exit square flees three heroes at once: the card read "1 decisions"."""
    heroes = [{"id": p, "profile": p, "square": [k, 5]} for k, p in enumerate(("warrior", "paladin", "dwarf"))]
    sides = [{"id": "heroes", "controller": "ai", "figures": heroes},
             {"id": "monsters", "controller": "ai", "figures": [{"id": "gob", "profile": "goblin",
                                                                  "square": [2, 0]}]}]
    pilot.open(scenario_file(tmp_path, sides, ruleset="gamebook", map_path=BOARD, name="Flight"))
    pilot.until(lambda: isinstance(pilot.screen, GameOverScreen), limit=20000)
    assert len(pilot.screen.play.game.answers) == 1
    assert any(ink.words.startswith("Round 1 · 1 decision · ") for ink in written(pilot.app))


def test_the_end_of_a_battle_of_several_rounds_says_how_many(pilot, tmp_path):
    """A battle is one turn (seed rule 3) of many rounds: the game-over card read "Turn 1" after any number of
    rounds; it counts the rounds, as the battle's limit does."""
    sides = [{"id": "heroes", "controller": "ai", "figures": [{"id": "w", "profile": "warrior", "square": [0, 5]}]},
             {"id": "monsters", "controller": "ai", "figures": [{"id": "gob", "profile": "goblin",
                                                                  "square": [0, 4], "endurance": 30}]}]
    pilot.open(scenario_file(tmp_path, sides, ruleset="gamebook", map_path=BOARD, name="Rounds"))
    pilot.until(lambda: isinstance(pilot.screen, GameOverScreen), limit=20000)
    game = pilot.screen.play.game
    assert game.state.round >= 2
    assert any(ink.words.startswith(f"Round {game.state.round} · {len(game.answers)} decisions")
               for ink in written(pilot.app))


def test_hot_seat_two_players_move_their_own_heroes_by_clicks(pilot, tmp_path):
    sides = [{"id": "anna", "team": "heroes", "controller": "human",
              "figures": [{"id": "w", "profile": "warrior", "square": [0, 5]}]},
             {"id": "ben", "team": "heroes", "controller": "human",
              "figures": [{"id": "t", "profile": "thief", "square": [2, 5]}]},
             {"id": "monsters", "controller": "ai",
              "figures": [{"id": "gob", "profile": "goblin", "square": [5, 0], "rank": "king"}]}]
    screen = pilot.open(scenario_file(tmp_path, sides, ruleset="gamebook", map_path=BOARD, name="Hot seat"))
    assert screen.game.pending.player == "ben"  # the thief, a white pawn, acts first
    pilot.click(pilot.figure("t"))
    pilot.press("Thief: Move")
    pilot.click(centre(pilot, (2, 4)))
    assert screen.game.pending.player == "anna"
    pilot.click(pilot.figure("w"))
    pilot.press("Warrior: Move")
    pilot.click(centre(pilot, (1, 5)))
    facts = {f: screen.game.ruleset.facts(screen.game.state, screen.game.state.figures[f])["square"]
             for f in ("t", "w")}
    assert facts == {"t": [2, 4], "w": [1, 5]}


def test_a_piece_dragged_onto_a_square_moves_there(pilot, tmp_path):
    screen = battle(pilot, tmp_path, [{"id": "gob", "profile": "goblin", "square": [5, 0], "rank": "king"}])
    pilot.drag(pilot.figure("w"), centre(pilot, (0, 4)))
    pilot.wait(2)
    assert screen.game.ruleset.facts(screen.game.state, screen.game.state.figures["w"])["square"] == [0, 4]


def test_random_input_on_a_gamebook_battle_never_crashes_nor_doubles_a_square(pilot):
    pilot.open(ROOT / "scenarios" / "gamebook-ambush.yaml")
    rnd, checked = random.Random(6), 0
    for _ in range(8):
        monkey(pilot, rnd, 10)
        game = getattr(pilot.screen, "game", None)
        if game is None or game.ruleset.id != "gamebook":  # the monkey left for another screen or scenario
            continue
        standing = [f for f in game.state.figures.values() if f.status.fighting]
        squares = [tuple(game.ruleset.facts(game.state, f)["square"]) for f in standing]
        assert len(squares) == len(set(squares))
        checked += 1
    assert checked


def test_v_shades_the_squares_the_selected_piece_has_no_open_line_to(pilot, tmp_path):
    screen = battle(pilot, tmp_path, [{"id": "gob", "profile": "goblin", "square": [5, 0], "rank": "king"}])
    pilot.click(pilot.figure("w"))
    grid = grid_or_none(screen.game.state.table.map)
    # both white: d6 is on the warrior's row, c5 on none of its lines
    in_line, off_line = (square_rect(screen.board.camera, grid, s) for s in ((3, 5), (2, 4)))
    spots = [(r.left + 8, r.top + 8) for r in (in_line, off_line)]
    before = [pilot.pixel(s) for s in spots]
    pilot.type("v")
    pilot.wait(1)
    after = [pilot.pixel(s) for s in spots]
    assert sum(after[1]) < sum(before[1]) - 60  # shaded: no open line
    assert sum(after[0]) >= sum(before[0]) - 10  # in sight: as bright as before


def test_labels_on_a_crowded_battle_map_keep_clear_of_its_letters_and_numbers(pilot):
    """The siege fills every square: names once ran over the column letters and row numbers round the board."""
    play = pilot.open(Path(__file__).resolve().parents[2] / "scenarios" / "gamebook-siege.yaml")
    pilot.wait(3)
    grid = grid_or_none(play.game.state.table.map)
    free = set(grid.exits) - {grid.square_of(b.pos) for b in play.game.state.table.bases.values()}
    assert len(play.grid_marks) == 6 + 6 + len(free)  # a to f, 1 to 6, and the word of each exit no one stands on
    labels = [p for p in play.figures.art._labels[1] if p.id != play.selected]  # the figure in hand is always named
    assert labels and not [p.id for p in labels if p.rect.collidelist(play.grid_marks) >= 0]


def test_every_wounded_piece_of_the_crowded_siege_shows_its_endurance(pilot):
    """Side by side in rows, a whole status line has room under one piece in two: a wounded monster's E was left
    out with it. Each piece wounded, every named one still says its E under its name."""
    play = pilot.open(ROOT / "scenarios" / "gamebook-siege.yaml")
    for figure in play.game.state.alive():
        figure.status.endurance = figure.status.most - 1
    play.game.emit("note", "Every piece is wounded.")  # the window reads the status lines again as the log grows
    pilot.wait(3)
    words = [ink.words for ink in written(pilot.app)]
    named = [f for f in play.game.state.alive() if f.name in words]
    assert len(named) >= 20
    unsaid = [f.name for f in named if not any(w.startswith(f"E {f.status.endurance}/{f.status.most}") for w in words)]
    assert not unsaid


@pytest.mark.parametrize("seed", [0, 3, 4])
def test_every_piece_of_the_siege_is_named_on_a_laptops_screen(seed):
    """A piece on 32 of the 36 squares leaves no room round most bases: up to seven went unnamed at 1366×768. A
    name with no place round its base goes across the base itself, where it fits."""
    app = App((1366, 768))
    pilot = Pilot(app)
    play = PlayScreen(app, Game(load_scenario(ROOT / "scenarios" / "gamebook-siege.yaml"), seed=seed))
    app.show(play)
    pilot.wait(3)
    placed = {label.id: label for label in play.figures.art._labels[1]}
    assert {f.id for f in play.game.state.alive()} <= set(placed)
    bases = play.figures.footprints(room=0)
    on_base = [label for label in placed.values() if bases[label.id].contains(label.rect)]
    assert on_base and all(label.rect.collidelist([r for f, r in bases.items() if f != label.id]) < 0
                           for label in on_base)
    app.close()


def test_the_column_letters_keep_above_a_two_line_hint_and_off_the_squares():
    """At 960×600 a decision's two-line hint lay over the letters a to f under the board; kept above it, they sat on
    the board's last row: with no room under the board they go over it."""
    app = App((960, 600))
    pilot = Pilot(app)
    play = pilot.open(ROOT / "scenarios" / "gamebook-siege.yaml")
    pilot.until(lambda: play.input is not None)  # a decision of the players at the table: its hint is long
    table = play.board.camera.table_rect.inflate(-4, -4)
    corners = (table.bottomright, table.bottomleft, table.topright, table.topleft)
    pilot.hover(next(corner for corner in corners if not pilot.app.over_a_window(corner)))
    pilot.wait(2)  # the pointer on the table, not under the decision's window: its place in inches beside the hint
    hint = [ink.rect for ink in written(app) if len(ink.words) > 3 and ink.words in play.hint()]
    letters = play.grid_marks[:6]
    assert len(hint) == 2 and not [m for m in letters if m.collidelist(hint) >= 0]
    assert all(m.bottom <= play.board.camera.readable.bottom for m in letters)
    board = play.board.camera.table_rect
    assert not [m for m in letters if m.colliderect(board)]
    app.close()


def test_an_exit_a_figure_stands_on_keeps_its_frame_and_its_word_goes_above_the_board(pilot, tmp_path):
    """The base would cut the word to 'EXI'; the red frame still marks the square, and the word, which the siege's
    monsters hid on both exits, stands over the board's top edge above it."""
    battle(pilot, tmp_path, [{"id": "gob", "profile": "goblin", "square": [2, 0], "rank": "king"}])
    exits = sorted((ink.rect for ink in written(pilot.app) if ink.words == "EXIT"), key=lambda rect: rect.x)
    top = pilot.screen.board.camera.table_rect.top
    assert len(exits) == 2
    assert abs(exits[0].centerx - centre(pilot, (2, 0))[0]) <= 2 and exits[0].bottom <= top  # over the goblin's
    assert abs(exits[1].centerx - centre(pilot, (3, 0))[0]) <= 2 and exits[1].top > top  # on the free one


def test_a_covered_exit_on_the_left_or_bottom_edge_has_its_word_past_the_row_number_or_column_letter(pilot,
                                                                                                     tmp_path):
    """A map of one's own with exits on its left and bottom edges, a piece on each: the words went nowhere (the
    margin there holds the row numbers and column letters), only the red frames said "exit"."""
    text = BOARD.read_text(encoding="utf-8")
    text = text.replace('name="North exit, west" class="exit" type="exit" x="64" y="0"',
                        'name="West exit" class="exit" x="0" y="64"')
    text = text.replace('name="North exit, east" class="exit" type="exit" x="96" y="0"',
                        'name="South exit" class="exit" x="96" y="160"')
    assert "West exit" in text and "South exit" in text
    board = tmp_path / "exits.tmx"
    board.write_text(text, encoding="utf-8")
    (tmp_path / "tiles").symlink_to(BOARD.parent / "tiles")
    sides = [{"id": "heroes", "controller": "human", "figures": [{"id": "w", "profile": "warrior", "square": [0, 2]}]},
             {"id": "monsters", "controller": "ai", "figures": [{"id": "gob", "profile": "goblin", "square": [3, 5],
                                                                 "rank": "king"}]}]
    play = pilot.open(scenario_file(tmp_path, sides, ruleset="gamebook", map_path=board, name="Exits"))
    assert isinstance(play, PlayScreen)
    pilot.wait(2)
    table = play.board.camera.table_rect
    words = [ink.rect for ink in written(pilot.app) if ink.words == "EXIT"]
    grid = grid_or_none(play.game.state.table.map)
    west, south = square_rect(play.board.camera, grid, (0, 2)), square_rect(play.board.camera, grid, (3, 5))
    assert [w for w in words if w.right < table.left and west.top <= w.centery <= west.bottom]
    assert [w for w in words if w.top > table.bottom and south.left <= w.left and w.right <= south.right]
    assert not [w for w in words if w.collidelist(play.grid_marks[:12]) >= 0]  # clear of the letters and numbers


def test_at_960_by_600_a_covered_exits_word_does_not_peek_out_from_under_the_decisions_window():
    """The siege's monsters stand on both exits, so their words go above the board, where at 960×600 the
    decision's window over the board's top hid their lower half: half a word in red over the window's edge."""
    app = App((960, 600))
    pilot = Pilot(app)
    play = pilot.open(ROOT / "scenarios" / "gamebook-siege.yaml")
    pilot.until(lambda: play.input is not None and play.decisions.covering())
    pilot.wait(2)
    windows = app.window_rects()
    assert [rect for rect in windows if rect.top <= play.board.camera.table_rect.top + 8]  # over the board's top
    exits = [ink.rect for ink in written(app) if ink.words == "EXIT"]
    assert not [rect for rect in exits if rect.collidelist(windows) >= 0]
    app.close()


def test_a_dark_sides_colour_is_lightened_in_the_panel_not_on_the_board(pilot):
    """The ambush's goblins are #40303a, a black piece: drawn so on the board, lightened where the side panel's
    dot and bar would vanish on its dark ground."""
    play = pilot.open(ROOT / "scenarios" / "gamebook-ambush.yaml")
    goblin = next(f.id for f in play.game.state.alive() if f.side == "monsters")
    assert play.colour_of(goblin) == (0x40, 0x30, 0x3A)
    assert _contrast(play.side_colour("monsters"), PANEL) >= 3.0
    assert play.side_colour("heroes") == play.colour_of(next(f.id for f in play.game.state.alive("heroes")))


def test_the_panel_says_why_an_action_is_not_offered_and_leaves_out_what_the_piece_has_not(pilot, tmp_path):
    """The gamebook's refusals never reached the window (they named no piece); listed whole, a warrior's ran past
    the panel's room: what it has not (no bow in hand, no spell) is left out, the workings in parentheses go first."""
    screen = battle(pilot, tmp_path, [{"id": "gob", "profile": "goblin", "square": [5, 0], "rank": "king"}])
    pilot.click(pilot.figure("w"))
    card = screen.input.card()
    assert card is not None and card.title == "Not now"
    assert "Attack, War cry: no enemy next to it in its row or column (never diagonally)" in card.lines  # one line
    assert "Attack, War cry: no enemy next to it in its row or column" in card.brief  # where it goes short
    assert not any("bow" in line or "knows no" in line for line in card.lines)
    pilot.wait(1)
    assert any(ink.words.startswith("Attack, War cry: no enemy next to it") for ink in written(pilot.app))


def test_a_dialogs_buttons_are_worded_alike_where_one_loses_the_figures_name(tmp_path):
    """At 960×600 the warrior's actions go to a dialog, where "Switch weapon [Shift+W]" lost "Warrior: " to fit and
    stood among seven that kept it."""
    pilot = Pilot(App((960, 600)))
    screen = battle(pilot, tmp_path, [{"id": "gob", "profile": "goblin", "square": [5, 0], "rank": "king"}])
    pilot.click(pilot.figure("w"))
    labels = [button.text for button, _option in screen.decisions.option_buttons]
    assert len(labels) == 8 and screen.decisions.covering()  # a dialog over the board
    named = [label.startswith("Warrior: ") for label in labels]
    assert all(named) or not any(named), labels


def test_the_hint_sends_the_player_to_the_actions_where_they_are(tmp_path):
    """At 960×600 the actions are in a window over the board: the hint bar said they were on the right."""
    small = Pilot(App((960, 600)))
    screen = battle(small, tmp_path, [{"id": "gob", "profile": "goblin", "square": [5, 0], "rank": "king"}])
    small.click(small.figure("w"))
    assert screen.decisions.covering() and "its actions are in the window" in screen.hint()
    small.app.run_frames(2, [pygame.event.Event(pygame.VIDEORESIZE, size=(1366, 768), w=1366, h=768)])
    assert not screen.decisions.covering() and "its actions are on the right" in screen.hint()
    small.app.close()


def test_a_throw_with_no_clear_place_goes_where_the_windows_hide_least_of_it_not_over_its_fighters():
    """At 960×600 the warrior's ten actions and the drill's card leave no place clear for the dice: the tray went
    over the warrior and the goblin whose blow it rolls."""
    small = Pilot(App((960, 600)))
    play = small.open(ROOT / "scenarios" / "drills" / "gamebook" / "critical-monster-hit-3-extra-d10.yaml")
    small.until(lambda: play.session.script is None and play.decisions.covering() and play.events.dice.throws)
    small.wait(1)
    tray = play.events.dice.rect
    bases = play.figures.footprints(room=0)
    assert tray is not None and not tray.colliderect(bases["w"]) and not tray.colliderect(bases["gob"])
    (dialog,) = play.decisions.covering()
    assert tray.clip(dialog).h < tray.h // 2  # the faces of the dice in view, under the window at most their top
    small.app.close()


def moving_warrior(tmp_path, square: list[int], friends: list[dict]) -> tuple[Pilot, PlayScreen]:
    """A 1366×768 window with the warrior on ``square`` asked where to move, his ``friends`` on the board too."""
    pilot = Pilot(App((1366, 768)))
    path = scenario_file(tmp_path, [
        {"id": "heroes", "controller": "human", "figures": [{"id": "w", "profile": "warrior", "square": square},
                                                            *friends]},
        {"id": "monsters", "controller": "ai", "figures": [{"id": "gob", "profile": "goblin", "square": [5, 0],
                                                             "rank": "king"}]}],
        ruleset="gamebook", map_path=BOARD, name="Gamebook UI")
    play = pilot.open(path)
    assert isinstance(play, PlayScreen)
    pilot.click(pilot.figure("w"))
    pilot.press("Warrior: Move")
    pilot.wait(1)
    assert isinstance(play.input, SquareInput)
    return pilot, play


def test_a_name_keeps_off_the_squares_its_piece_may_move_to_where_it_has_room(tmp_path):
    """The warrior's name under its base lay over the square below, one of the two it might move to."""
    pilot, play = moving_warrior(tmp_path, [0, 4], [])
    assert isinstance(play.input, SquareInput) and sorted(play.input.legal) == [(0, 3), (0, 5), (1, 4)]
    grid = grid_or_none(play.game.state.table.map)
    squares = [square_rect(play.board.camera, grid, square) for square in play.input.legal]
    [name] = [ink for ink in written(pilot.app) if ink.words == "Warrior" and play.board.viewport.contains(ink.rect)]
    assert name.rect.collidelist(squares) < 0
    pilot.app.close()


def test_a_name_with_no_room_but_a_legal_square_stays_on_its_own_and_is_drawn_over_the_shades(tmp_path):
    """Where the warrior's name had no place but the one square he may move to (every other beside him taken), it
    went there, and read as a piece standing on it: it stays inside his own square now, drawn over the shades
    (drawn under them, a name was tinted)."""
    around = [[1, 1], [2, 1], [3, 1], [1, 2], [3, 2], [1, 3], [3, 3]]
    pilot, play = moving_warrior(tmp_path, [2, 2], [{"id": f"p{n}", "profile": "priest", "square": square,
                                                     "rank": "king"} for n, square in enumerate(around)])
    assert isinstance(play.input, SquareInput) and play.input.legal == [(2, 3)]
    grid = grid_or_none(play.game.state.table.map)
    own, legal = (square_rect(play.board.camera, grid, s) for s in ((2, 2), (2, 3)))
    board = play.board.camera.viewport
    [name] = [ink for ink in written(pilot.app) if ink.words == "Warrior" and board.contains(ink.rect)]
    assert own.contains(name.rect) and not name.rect.colliderect(legal)
    window = pilot.app.window
    whitest = max(min(window.get_at((x, y))[:3]) for x in range(name.rect.left, name.rect.right)
                  for y in range(name.rect.top, name.rect.bottom))
    assert whitest > 235, "the name is under a shade"
    pilot.app.close()


def test_a_grid_whose_tiles_name_no_colours_shows_the_chessboard_the_rules_count_by(pilot, tmp_path):
    """A map maker's grid drawn without the battle map's black and white tiles looked all alike, while a good
    hero's attack gains a d10 on a white square and loses one on a black: the squares are shaded by their colour."""
    wide = ROOT / "tests" / "data" / "scenarios" / "wide-grid.tmx"
    sides = [{"id": "heroes", "controller": "human", "figures": [{"id": "w", "profile": "warrior", "square": [0, 0]}]},
             {"id": "monsters", "controller": "ai",
              "figures": [{"id": "gob", "profile": "goblin", "square": [29, 3], "rank": "king"}]}]
    screen = pilot.open(scenario_file(tmp_path, sides, ruleset="gamebook", map_path=wide, name="Wide grid"))
    assert isinstance(screen, PlayScreen)
    grid = grid_or_none(screen.game.state.table.map)
    assert grid is not None and not grid.painted
    camera = screen.board.camera

    def shade(square: tuple[int, int]) -> int:
        return sum(pilot.pixel(square_rect(camera, grid, square).center)[:3])

    assert grid.colours[(5, 1)] == "white" and grid.colours[(4, 1)] == "black"
    assert shade((5, 1)) > shade((4, 1)) + 100
    assert shade((6, 2)) == shade((5, 1)) and shade((7, 2)) == shade((4, 1))  # a chessboard: alike by colour


def huge_grid(pilot, tmp_path, ruleset: str = "gamebook") -> PlayScreen:
    """A map maker's grid of 300 × 300 squares of 1" (the largest table there is): at the least zoom a third of it
    is out of the view. The people's side at the bottom left, the AI's at the top right."""
    tmx = tmp_path / "huge-grid.tmx"
    tmx.write_text('<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" orientation="orthogonal" '
                   'renderorder="right-down" width="300" height="300" tilewidth="32" tileheight="32" infinite="0">'
                   '<properties><property name="inches_per_tile" type="float" value="1"/>'
                   '<property name="grid" type="bool" value="true"/></properties></map>', encoding="utf-8")
    if ruleset == "gamebook":
        sides = [{"id": "heroes", "controller": "human",
                  "figures": [{"id": "w", "profile": "warrior", "square": [1, 298]},
                              {"id": "p", "profile": "priest", "square": [3, 299]}]},
                 {"id": "monsters", "controller": "ai",
                  "figures": [{"id": "gob", "profile": "goblin", "square": [297, 1], "rank": "king"}]}]
    else:
        sides = [{"id": "red", "controller": "human",
                  "figures": [{"id": "w", "profile": "guard_swordsman", "at": [1.5, 298.5], "facing": 270}]},
                 {"id": "blue", "controller": "ai",
                  "figures": [{"id": "gob", "profile": "orc_raider", "at": [297.5, 1.5], "facing": 90}]}]
    screen = pilot.open(scenario_file(tmp_path, sides, ruleset=ruleset, map_path=tmx, name="Huge grid"))
    assert isinstance(screen, PlayScreen)
    return screen


def test_a_grid_too_big_for_its_names_writes_every_few_and_none_over_another(pilot, tmp_path):
    """A grid of 300 squares fitted in the window wrote its 300 letters and numbers over one another, a smear
    along two edges; now every 2nd, 5th, 10th… is written (here every 10th), each clear of the next."""
    screen = huge_grid(pilot, tmp_path)
    marks = [ink for ink in written(pilot.app) if re.fullmatch(r"[a-z]{1,2}|\d{1,3}", ink.words)]
    letters = sorted((ink for ink in marks if ink.words.isalpha()), key=lambda ink: ink.rect.x)
    numbers = sorted((ink for ink in marks if ink.words.isdigit()), key=lambda ink: ink.rect.y)
    assert len(letters) > 10 and len(numbers) > 10
    assert all(a.rect.right < b.rect.left for a, b in itertools.pairwise(letters))
    assert all(a.rect.bottom <= b.rect.top for a, b in itertools.pairwise(numbers))
    assert {ink.words for ink in letters} >= {"a", "k", "u"}  # every 10th column: a, k, u…
    assert screen.board.camera.scale * 2 < 8  # squares of a few pixels: no lines drawn round each


def test_a_table_bigger_than_the_view_opens_on_the_players_figures(pilot, tmp_path):
    """The huge grid opened on its empty middle, the heroes (bottom left) and the goblin (top right) both out of
    the view: it opens on the figures of the side a person plays, clear of the strips at the view's foot."""
    screen = huge_grid(pilot, tmp_path)
    camera = screen.board.camera
    assert not camera.viewport.contains(camera.table_rect)
    for fid in ("w", "p"):
        assert camera.readable.collidepoint(pilot.figure(fid)), fid
    table = camera.table_rect
    # the view keeps to the table but for the room the figures' names want at its edge
    assert table.left <= camera.viewport.left + 25 and table.bottom <= camera.readable.bottom


def test_on_a_table_bigger_than_the_view_the_view_follows_the_ai_and_comes_back_for_the_player(pilot, tmp_path):
    """On the huge grid the goblin's moves, 296 columns away, happened out of the view; the view goes to a move
    of the AI's that it cannot show, and back to the figure a person's next decision is about."""
    screen = huge_grid(pilot, tmp_path)
    camera = screen.board.camera
    for hero in ("w", "p"):  # the warrior (a rook), then the priest (a bishop) act before the goblin king
        pilot.until(lambda: screen.input is not None)
        assert screen.game.pending.context.get("figure") == hero
        pilot.key(pygame.K_g, "g")  # guard
    pilot.until(lambda: any(e.kind == "move" and e.data.get("figure") == "gob" for e in screen.game.log))
    pilot.wait(2)
    assert camera.readable.collidepoint(pilot.figure("gob")) and not camera.readable.collidepoint(pilot.figure("w"))
    pilot.until(lambda: camera.readable.collidepoint(pilot.figure("w")), limit=300)  # once the goblin has moved
    assert screen.game.pending.context.get("figure") == "w" and screen.input is not None


def test_on_a_table_bigger_than_the_view_a_turn_of_the_players_brings_the_view_back_to_its_figures(pilot, tmp_path):
    """A clix turn asks the side, not a figure, what to do: a player who looked away at the far corner before the
    AI's turn finds the view back on the side's figures when its next turn comes."""
    screen = huge_grid(pilot, tmp_path, ruleset="clix")
    camera = screen.board.camera
    assert camera.readable.collidepoint(pilot.figure("w"))
    pilot.until(lambda: screen.input is not None)
    camera.pan(-camera.table_rect.w, camera.table_rect.h)  # to the far corner
    assert not camera.readable.collidepoint(pilot.figure("w"))
    pilot.key(pygame.K_e, "e")  # end the turn; the AI's side ends its own
    pilot.until(lambda: screen.game.state.turn == 3 and screen.input is not None)
    pilot.wait(2)
    assert camera.readable.collidepoint(pilot.figure("w"))


@pytest.mark.parametrize(("ruleset", "spots", "step"), [("clix", "spots of 3 in", 3.0),
                                                        ("gamebook", "a spot every 3 squares", 3.0)])
def test_the_lanes_of_a_huge_table_are_rated_on_fewer_spots(pilot, tmp_path, ruleset, spots, step):
    """H on a grid of 300 squares a side rated 360,000 spots an inch apart in the drawing loop: the window froze
    for minutes. Now at most 10,000 spots (here every 3", or every 3rd square, at its centre), as the card says."""
    screen = huge_grid(pilot, tmp_path, ruleset)
    pilot.type("h")
    pilot.wait(2)
    exposure = screen.tools.lanes.exposure
    assert exposure is not None and exposure.step == step and exposure.clear.size <= MAX_SPOTS
    if ruleset == "gamebook":  # the spots stand at squares' centres
        assert all(x % 1 == 0.5 for x in exposure.xs.tolist())
    assert any(spots in key[0] for key, _picture in style._texts.items())  # the card drawn off the window


def test_a_zoomed_in_huge_grid_draws_the_lines_and_names_in_view_only(pilot, tmp_path):
    """Zoomed in on a grid of 300 squares a side, every line and every name was drawn each frame (260 ms of it)."""
    screen = huge_grid(pilot, tmp_path)
    camera = screen.board.camera
    camera.zoom(40)
    marks = draw_grid(pygame.Surface(pilot.app.size), camera, screen.board.map)
    assert 0 < len(marks) < 30  # the names of the few columns and rows in view, where there were 600


def test_zooming_in_never_loses_a_hurt_pieces_name_nor_its_endurance(pilot):
    """At 79 and 88 px an inch the hurt Orc's disc stayed empty, a small "Orc" in its square's corner on a leader
    and its E gone, where at 63 px both were written across it: a bigger zoom shows at least as much."""
    from tests.gamebook.kit import piece
    from tests.ui.test_markers import _gamebook_play

    play = _gamebook_play(pilot, [piece("warrior", "warrior", (2, 3)), piece("ranger", "ranger", (1, 4))],
                          [piece("orc", "orc", (4, 4)), piece("shaman", "shaman", (5, 0), rank="king")],
                          hurt=[("orc", 6)], moved=[("orc", (4, 4), 135)])
    camera = play.board.camera
    seen = []
    while True:
        pilot.wait(2)
        placed = {p.id: p for p in play.figures.art._labels[1]}
        orc = placed.get("orc")
        seen.append((round(camera.scale), orc and orc.lines))
        assert orc is not None and orc.lines[0] == "Orc" and orc.lines[1].startswith("E 18/24"), seen
        assert orc.leader is None, seen
        if not camera.zoom(1, camera.to_screen(play.game.state.table.bases["orc"].pos)) or camera.scale > 110:
            break
    assert len(seen) >= 4 and seen[-1][0] >= 79, seen
