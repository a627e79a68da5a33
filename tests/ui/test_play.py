"""Playing clix in the window: select, drag-move, turn, attack with forced dice, the inspector's ray, undo."""

from __future__ import annotations

import math
import re

import pygame
import pytest

from game.rules.scenario import load_scenario
from game.ui import tools
from game.ui.app import App
from game.ui.corners import covered_area, quiet_corner
from game.ui.decision_panel import KEY_GAP
from game.ui.figures import drawn_radius
from game.ui.screens.play import PlayScreen
from game.ui.style import ACCENT, BAD, SELECT, SIGHT_COLOURS, side_colour
from tests.ui.ink import Recorder, text_names, written
from tests.ui.pilot import ROOT, Pilot, scenario_file


def near(found, wanted, tolerance=40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(found, wanted, strict=True))


@pytest.fixture
def duel(tmp_path, pilot):
    """Red (human): a longbow with a clear shot at a raider, and a blademaster with a shot through the copse;
    Blue (AI). The barn stands between the longbow and the archer."""
    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [
            {"id": "bow", "profile": "elf_longbow", "at": [3, 12], "facing": 0},
            {"id": "blade", "profile": "elf_blademaster", "at": [16, 12], "facing": 0}]},
        {"id": "blue", "name": "Blue", "controller": "ai", "figures": [
            {"id": "raider", "profile": "orc_raider", "at": [9, 12], "facing": 180},
            {"id": "archer", "profile": "orc_archer", "at": [22.5, 12], "facing": 180}]},
    ], dice=[6, 5, 4, 4, 3, 3, 2, 2, 5, 5, 6, 6, 1, 2, 3, 4, 5, 6])
    screen = pilot.open(path)
    assert isinstance(screen, PlayScreen)
    return screen


def test_a_figure_is_drawn_in_its_side_colour_and_selected_by_a_click(pilot, duel):
    x, y = pilot.figure("bow")
    r = 0.75 * duel.board.camera.scale
    assert near(pilot.pixel((x - r * 0.5, y)), side_colour("", 0), 12)  # the rear half of a base facing east
    pilot.click((x, y))
    assert duel.selected == "bow"
    pilot.wait(1)
    assert any(near(pilot.pixel((x, y - r - d)), SELECT) for d in (1, 2, 3))
    assert pilot.button("Elf Longbow: move")


def test_dragging_a_figure_moves_it_and_asks_its_facing(pilot, duel):
    start = duel.game.state.table.bases["bow"].pos
    pilot.drag(pilot.figure("bow"), pilot.at((3, 8)))
    assert duel.game.pending.kind == "facing"
    x, y = duel.game.state.table.bases["bow"].pos
    assert math.isclose(x, 3, abs_tol=0.05) and math.isclose(y, 8, abs_tol=0.05)
    assert (x, y) != start
    assert any(e.kind == "move" for e in duel.game.log)


def test_the_front_arcs_edges_go_under_the_figures_name_not_through_it(pilot, duel):
    """Facing east, the bow's arc edges run north and south of it, the southern one through its name: drawn
    under the name, it shows between the letters, never over them."""
    pilot.drag(pilot.figure("bow"), pilot.at((3, 8)))
    assert duel.game.pending.kind == "facing"
    pilot.wait(30)  # the figure glides to where it stands
    recorder = Recorder(pilot.app.size)
    pilot.app.screen.draw(recorder)
    centre = pilot.at(duel.game.state.table.bases["bow"].pos)
    words = text_names()
    picture, rect = min(((picture, rect) for picture, rect, _ in recorder.blitted
                         if words.get(id(picture)) == "Elf Longbow"),
                        key=lambda named: math.dist(named[1].center, centre))  # the board's, not the card's
    spots = [(x, y) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)]
    assert any(near(recorder.get_at(spot)[:3], ACCENT, 30) for spot in spots)  # the edge runs through the box
    inked = [(spot, picture.get_at((spot[0] - rect.left, spot[1] - rect.top))) for spot in spots]
    assert all(recorder.get_at(spot) == colour for spot, colour in inked if colour.a == 255)


def test_the_move_ghost_goes_under_the_names_of_the_figures_beside_it(pilot, duel):
    """Dragged against the raider's front, the bow's see-through ghost stood over the raider's name and blurred it;
    the ghost is drawn over the bases and under every name."""
    pilot.begin_drag(pilot.figure("bow"), pilot.at((9, 13.4)))
    end = duel.input.plan(duel.input.wanted).end  # where the ghost stands
    recorder = Recorder(pilot.app.size)
    pilot.app.screen.draw(recorder)
    words = text_names()
    raider = pilot.at(duel.game.state.table.bases["raider"].pos)
    picture, rect = min(((picture, rect) for picture, rect, _ in recorder.blitted
                         if words.get(id(picture)) == "Orc Raider"),
                        key=lambda named: math.dist(named[1].center, raider))
    diameter = round(2 * duel.game.state.table.bases["bow"].radius * duel.board.camera.scale)
    assert rect.colliderect(pygame.Rect((0, 0), (diameter, diameter)).move_to(center=pilot.at(end)))
    spots = [(x, y) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)]
    inked = [(spot, picture.get_at((spot[0] - rect.left, spot[1] - rect.top))) for spot in spots]
    assert all(recorder.get_at(spot) == colour for spot, colour in inked if colour.a == 255)


def test_the_move_readout_keeps_clear_of_the_figures_and_their_names(pilot, duel):
    """Dragged up to the raider, the bow's "x / 8 in" goes where no figure or name is (right of its ghost it
    would lie over the raider's base)."""
    start, end = pilot.figure("bow"), pilot.at((7.0, 12))
    pilot.app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    for i in range(1, 7):
        pos = (round(start[0] + (end[0] - start[0]) * i / 6), round(start[1] + (end[1] - start[1]) * i / 6))
        pilot.app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))])
    (readout,) = [ink for ink in written(pilot.app) if re.fullmatch(r"[\d.]+ / \d+ in", ink.words)]
    scale, raider = duel.board.camera.scale, duel.game.state.table.bases["raider"]
    right = end[0] + 0.75 * scale + 8  # where it stood: right of the ghost, over the raider's base
    assert right + readout.rect.w > pilot.at(raider.pos)[0] - raider.radius * scale
    assert readout.rect.collidelist(duel.drawn()) < 0


def test_a_figure_dragged_under_the_decisions_window_goes_there(pilot, duel):
    """A press on the board keeps the pointer there until let go: the window over the board hides it from the
    pointer's hover, not from a drag begun on a figure. At 960×600 a move's buttons go in a window."""
    pilot.app.run_frames(2, [pygame.event.Event(pygame.VIDEORESIZE, size=(960, 600), w=960, h=600)])
    start, end = pilot.figure("bow"), pilot.at((3, 8))
    pilot.begin_drag(start, (start[0], start[1] - 24))
    assert duel.game.pending.kind == "path"
    (dialog,) = duel.decisions.covering()
    duel.decisions._dialog.set_position((end[0] - dialog.width // 2, end[1] - dialog.height // 2))  # dragged there
    pilot.wait(1)
    pilot.app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))])
    assert duel.decisions.covering()[0].collidepoint(end)
    pilot.app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])
    assert duel.game.pending.kind == "facing"
    assert math.dist(duel.game.state.table.bases["bow"].pos, (3, 8)) < 0.05
    assert not duel.board.held  # let go, a window hides the board again


def test_a_short_jog_among_crowded_names_puts_its_readout_clear_of_them(pilot):
    """The baron's jog stopped by the hedgerow 1.7" on, beside his own name, Flintlock's and Quack's: the readout
    goes a little further out, not over them."""
    play = pilot.open(ROOT / "scenarios" / "arcane-glade-three.yaml")
    pilot.until(lambda: play.game.pending is not None and play.game.pending.kind == "action")
    pilot.click(pilot.figure("baron"))
    pilot.key(pygame.K_j, unicode="j", frames=2)
    assert play.game.pending.kind == "path"
    pilot.hover(pilot.at((17.1, 8.7)), frames=2)
    (readout,) = [ink for ink in written(pilot.app) if re.fullmatch(r"[\d.]+ / \d+ in", ink.words)]
    assert readout.words.startswith("1.7 ") and readout.rect.collidelist(play.drawn()) < 0


def test_a_drag_pressed_moved_and_let_go_within_one_frame_still_moves(pilot, duel):
    """A quick flick on a slow frame brings the press, the motion and the release in one batch: the motion
    answers "move", so the path's input must take the release (it came too early, and the ghost was left
    following the pointer)."""
    start, end = pilot.figure("bow"), pilot.at((3, 8))
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    pilot.app.step([
        pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=middle, rel=(0, 0), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])
    pilot.wait(1)
    assert duel.game.pending.kind == "facing"
    x, y = duel.game.state.table.bases["bow"].pos
    assert math.isclose(x, 3, abs_tol=0.05) and math.isclose(y, 8, abs_tol=0.05)


def test_dragging_round_the_barn_takes_the_shortest_legal_route(pilot, duel):
    pilot.drag(pilot.figure("blade"), pilot.at((9, 15.5)))
    assert duel.game.pending.kind == "facing"
    (moved,) = [e for e in duel.game.log if e.kind == "move"]
    assert len(moved.data["path"]) > 2 and "blocking" not in moved.data["stopped"]  # round a corner, not stuck
    assert all(not (10 < x < 14 and 10 < y < 14) for x, y in moved.data["path"])


def test_a_move_undone_while_its_figure_walks_round_the_barn_is_not_walked_on(pilot, duel):
    start = duel.game.state.table.bases["blade"].pos
    pilot.drag(pilot.figure("blade"), pilot.at((9, 15.5)))
    glide = duel.figures.glide
    assert glide._paths["blade"][0]  # walking round the barn's corner
    pilot.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert duel.game.state.table.bases["blade"].pos == start and "blade" not in glide._paths
    pilot.until(lambda: not duel.figures.follow([]))
    assert math.dist(glide.where("blade", duel.game.state.table)[:2], start) < 1e-3


def test_shift_drag_keeps_the_straight_line(pilot, duel):
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    try:
        pilot.drag(pilot.figure("blade"), pilot.at((9, 15.5)))
    finally:
        pygame.key.set_mods(0)
    (moved,) = [e for e in duel.game.log if e.kind == "move"]
    assert len(moved.data["path"]) == 2 and "Barn" in moved.data["stopped"]


def test_a_path_of_waypoints_is_previewed_and_confirmed_with_enter(pilot, duel):
    pilot.click(pilot.figure("bow"))
    assert pilot.button("Elf Longbow: move").text.endswith("[Shift+M]")  # M alone is the ruler
    pilot.key(pygame.K_m, "M", mod=pygame.KMOD_SHIFT)
    assert duel.game.pending.kind == "path"
    pilot.click(pilot.at((3, 9)))
    pilot.hover(pilot.at((6, 9)))
    card = duel.input.card()
    assert card.title == "Move Elf Longbow" and card.lines[0].startswith("6.0 in of 6 in")
    pilot.key(pygame.K_RETURN)
    assert duel.game.pending.kind == "facing"
    assert math.isclose(duel.game.state.table.bases["bow"].y, 9, abs_tol=0.05)


def test_a_double_click_ends_a_path_there_and_two_slow_clicks_do_not(pilot, duel):
    pilot.click(pilot.figure("bow"))
    pilot.key(pygame.K_m, "M", mod=pygame.KMOD_SHIFT)
    pilot.click(pilot.at((3, 9)))
    pilot.click(pilot.at((3, 9)))  # a moment later: the same waypoint again, not a double click
    assert duel.game.pending.kind == "path"
    pilot.double_click(pilot.at((5, 9)), frames=1)
    assert duel.game.pending.kind == "facing"
    assert math.isclose(duel.game.state.table.bases["bow"].x, 5, abs_tol=0.05)


def test_turning_with_keys_and_with_a_right_drag(pilot, duel):
    pilot.drag(pilot.figure("bow"), pilot.at((3, 8)))
    pilot.type("e")
    pilot.type("e")
    assert duel.input.angle == 30
    pilot.key(pygame.K_RETURN)
    assert duel.game.state.table.bases["bow"].facing == 30
    duel.game.undo(1)
    pilot.wait(1)
    pilot.drag(pilot.figure("bow"), pilot.at((3, 14)), button=3)
    pilot.key(pygame.K_RETURN)
    assert math.isclose(duel.game.state.table.bases["bow"].facing, 90, abs_tol=2)


def test_e_held_to_turn_a_figure_repeats_there_and_does_not_end_the_turn_after(pilot, duel):
    """E turns a figure while held (its repeats); Enter confirms the facing with E still down, and a later
    decision's "End turn [E]" must not take those repeats."""
    pilot.drag(pilot.figure("bow"), pilot.at((3, 8)))
    for _ in range(3):
        pilot.key(pygame.K_e, "e", held=True)  # the press, then its repeats
    assert duel.input.angle == 45
    pilot.key(pygame.K_RETURN, "\r")
    assert duel.game.state.table.bases["bow"].facing == 45
    pilot.until(lambda: duel.game.pending.player == "red" and duel.game.pending.kind == "action")  # after Blue's
    asked = len(duel.game.asked)
    pilot.key(pygame.K_e, "e", held=True)  # still repeating
    assert len(duel.game.asked) == asked and duel.game.pending.player == "red"
    pilot.let_go(pygame.K_e)
    pilot.key(pygame.K_e, "e")  # pressed again: End turn
    assert duel.game.pending is None or duel.game.pending.player != "red"


def test_enter_before_a_target_is_picked_asks_for_one_in_the_players_words(pilot, tmp_path):
    """Enter with no target picked toasted the rules' words: "[] is not one of the choices (choices: raider1 =
    Orc Raider 1, …)"."""
    play = pilot.open(scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [{"id": "bow", "profile": "elf_longbow", "at": [3, 12], "facing": 0}]},
        {"id": "blue", "name": "Blue", "controller": "ai", "figures": [
            {"id": f"raider{i}", "profile": "orc_raider", "at": [8, 10 + 4 * i], "facing": 180} for i in range(2)]},
    ]))
    pilot.click(pilot.figure("bow"))
    pilot.type("r")
    assert play.game.pending.kind == "targets" and not play.input.chosen and len(play.input.legal) == 2
    pilot.key(pygame.K_RETURN)
    assert play.game.pending.kind == "targets"
    assert pilot.app.dialogs.toasts[-1] == "Pick a target first: 2 highlighted on the board (click one, or Tab)"


def test_a_figure_taken_out_under_the_pointer_no_longer_answers_it(pilot, duel):
    """The pointer left over an Orc Shaman as it was eliminated kept its card ("eliminated (pointed at)") over
    empty ground, and its fading base still answered clicks."""
    spot = pilot.figure("raider")
    pilot.hover(spot, frames=2)
    assert duel.hovered == "raider"
    duel.game.state.figures["raider"].eliminated = True
    pilot.wait(1)
    assert duel.figure_at(duel.board.camera.to_table(spot)) is None
    assert not any("(pointed at)" in ink.words for ink in written(pilot.app))


def test_an_attack_shows_its_odds_then_rolls_the_forced_dice(pilot, duel):
    pilot.click(pilot.figure("bow"))
    pilot.type("r")
    assert duel.game.pending.kind == "targets"
    assert duel.input.is_target("raider") and not duel.input.is_target("archer")
    pilot.click(pilot.figure("archer"))
    assert "archer" not in duel.input.chosen and pilot.app.dialogs.toasts  # refused, with the ruleset's reason
    pilot.click(pilot.figure("raider"))
    assert duel.input.chosen == ["raider"]
    card = duel.input.card()
    assert "Orc Raider" in " ".join(card.lines) and "%" in " ".join(card.lines)
    pilot.key(pygame.K_RETURN)
    rolls = [e for e in duel.game.log if e.data.get("dice")]
    assert rolls[0].data["dice"] == [6, 5]
    assert duel.events.dice.throws and duel.events.dice.throws[0].values == [6, 5]
    facts = duel.game.ruleset.facts(duel.game.state, duel.game.state.figures["raider"])
    assert facts["damage"] == 2
    assert any("hits Orc Raider" in line for line in duel.events.log.texts)


@pytest.mark.parametrize(("source", "target", "result"), [
    ("bow", "raider", "clear"), ("blade", "archer", "hindered"), ("bow", "archer", "blocked")])
def test_the_line_of_fire_is_drawn_in_its_verdicts_colour(pilot, duel, source, target, result):
    pilot.type("l")
    assert duel.tools.sight
    pilot.click(pilot.figure(source))
    a, b = duel.game.state.table.bases[source].pos, duel.game.state.table.bases[target].pos
    pilot.hover(pilot.figure(target), frames=2)
    colour = SIGHT_COLOURS[result] if result != "blocked" else SIGHT_COLOURS["clear"]  # green up to the blocker
    t = 0.25 if result != "hindered" else 0.2
    assert near(pilot.pixel(pilot.at((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))), colour, 30)
    if result == "blocked":
        samples = [pilot.pixel(pilot.at((a[0] + (b[0] - a[0]) * t / 20, a[1]))) for t in range(12, 19)]
        assert any(near(p, SIGHT_COLOURS["blocked"], 40) for p in samples)
    pilot.type("l")
    assert not duel.tools.sight
    pilot.wait(1)
    assert not near(pilot.pixel(pilot.at((a[0] + (b[0] - a[0]) * t, a[1]))), colour, 30)


def test_the_toast_asking_for_a_figure_goes_once_one_is_selected(pilot, duel):
    """Turned on with no figure selected, the line-of-fire tool asks for one; that toast stayed on for seconds
    under the line drawn from the figure then clicked, over a figure's name."""
    pilot.type("l")
    assert "Select a figure: the tool measures from it" in pilot.app.dialogs.toasts
    pilot.click(pilot.figure("bow"))
    assert "Select a figure: the tool measures from it" not in pilot.app.dialogs.toasts


def test_figures_names_are_written_over_the_line_of_fire_not_under_it(pilot):
    """The sniper's line to the hellfire zealot outlines the southern fire trench, which runs under its name: the
    outline used to be drawn over the name and cut its letters."""
    play = pilot.open(ROOT / "scenarios" / "trench-no-mans-land.yaml")
    pilot.type("l")
    pilot.click(pilot.figure("sniper"))
    pilot.hover(pilot.figure("zealot"), frames=2)
    (name,) = [ink.rect for ink in written(pilot.app)  # on the board; the card names it too
               if ink.words == "Hellfire zealot" and play.board.viewport.contains(ink.rect)]
    window = pygame.display.get_surface()
    shown = pygame.surfarray.array3d(window.subsurface(name)).copy()
    pilot.type("l")
    pilot.wait(1)
    bare = pygame.surfarray.array3d(window.subsurface(name))
    letters = (bare.min(axis=2) >= 200)  # the name's light letters, without the line
    assert letters.sum() > 20 and (shown != bare).any(axis=2).sum() > 20  # the outline runs under the name
    assert (shown[letters] == bare[letters]).all()  # and leaves every letter as it was


def test_a_blocking_figure_is_ringed_outside_its_base_when_zoomed_out(pilot, duel):
    """The raider's base blocks the longbow's line to the blademaster and is ringed in red. Zoomed out, a base is
    drawn bigger than its true size (never under MIN_RADIUS): the ring, drawn round the true size under the
    figures, was hidden by the base."""
    pilot.type("l")
    pilot.click(pilot.figure("bow"))
    while duel.board.camera.scale > 8:
        pilot.key(pygame.K_MINUS, unicode="-")
    pilot.hover(pilot.figure("blade"), frames=2)
    x, y = pilot.figure("raider")
    drawn = drawn_radius(duel.game.state.table.bases["raider"].radius * duel.board.camera.scale)
    assert drawn > duel.game.state.table.bases["raider"].radius * duel.board.camera.scale
    assert near(pilot.pixel((x, round(y - drawn - 3))), BAD, 50)


@pytest.fixture
def storm(tmp_path, pilot):
    """A storm sorceress (three targets) choosing hers among three raiders in reach."""
    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [{"id": "storm", "profile": "storm_sorceress", "at": [4, 12],
                                                  "facing": 0}]},
        {"id": "blue", "name": "Blue", "controller": "ai", "figures": [
            {"id": f"raider{i}", "profile": "orc_raider", "at": [9, 8 + 3 * i], "facing": 180} for i in range(3)]},
    ])
    play = pilot.open(path)
    pilot.click(pilot.figure("storm"))
    pilot.type("r")
    assert play.game.pending.kind == "targets"
    return play


def test_a_storm_on_three_targets_draws_three_lines_and_one_card_the_pointed_ones(pilot, storm, monkeypatch):
    """Two raiders picked and the pointer on a third: each line is drawn, and one card, the third's (the cards
    share a corner: they were drawn one over another)."""
    pilot.click(pilot.figure("raider0"))
    pilot.click(pilot.figure("raider2"))
    pilot.hover(pilot.figure("raider1"), frames=2)
    sights = storm.figures.sights()
    assert [(view.end, card, between) for view, card, between in sights] == [
        (storm.game.state.table.bases[f"raider{i}"].pos, i == 1, True) for i in (0, 2, 1)]
    cards = []
    monkeypatch.setattr(tools, "draw_card", lambda surface, at, title, *rest: cards.append(title))
    pilot.wait(1)
    assert cards == [sights[-1][0].title]


def test_pointing_at_one_of_three_like_named_buttons_rings_its_figure_and_draws_its_line(pilot, storm):
    """Three raiders' buttons (numbered: "Orc Raider 2"): the one under the pointer rings its raider on the board
    and draws the line of fire to it, with its card."""
    (button,) = [b for b, option in storm.decisions.option_buttons if option.value == "raider1"]
    assert button.text.split(KEY_GAP) == ["Orc Raider 2", "[2]"]  # its name, and the number key of its place
    pilot.hover(button.rect.center, frames=2)
    assert [look.id for look in storm.figures.looks() if look.hovered] == ["raider1"]
    ((view, card, between),) = storm.figures.sights()
    assert view.end == storm.game.state.table.bases["raider1"].pos and card and between


def test_undo_takes_back_to_the_humans_last_decision(pilot, duel):
    start = duel.game.state.table.bases["bow"].pos
    pilot.drag(pilot.figure("bow"), pilot.at((3, 8)))
    pilot.key(pygame.K_RETURN)  # facing
    assert duel.game.pending.kind == "action"
    for _ in range(3):
        pilot.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert duel.game.pending.kind == "action" and not duel.game.answers
    assert duel.game.state.table.bases["bow"].pos == start
    pilot.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert "Nothing to undo" in pilot.app.dialogs.toasts


def test_undo_clicked_twice_quickly_undoes_twice(pilot, duel):
    """A double click's second press is not taken for a decision that came of its first, but the top bar's
    commands are no decision: Undo clicked twice undoes twice."""
    pilot.drag(pilot.figure("bow"), pilot.at((3, 8)))
    pilot.key(pygame.K_RETURN)  # facing
    answers = len(duel.game.answers)
    pilot.double_click(pilot.button("Undo").rect.center)
    assert len(duel.game.answers) == answers - 2


def test_ctrl_z_held_undoes_on_as_it_repeats(pilot, duel):
    """Held keys repeat only for the decision they were pressed for, but a command with Ctrl is no answer to one:
    Ctrl+Z held goes on taking decisions back as each undo opens another."""
    pilot.drag(pilot.figure("bow"), pilot.at((3, 8)))
    pilot.key(pygame.K_RETURN)  # facing
    for _ in range(2):
        pilot.key(pygame.K_z, mod=pygame.KMOD_CTRL, held=True)
    assert len(duel.game.answers) == 1  # the move's path and facing taken back, the choice of Move left


def test_redo_puts_back_the_move_undo_took_back(pilot, duel):
    pilot.drag(pilot.figure("bow"), pilot.at((3, 8)))
    pilot.key(pygame.K_RETURN)  # facing
    answers, moved = list(duel.game.answers), duel.game.state.table.bases["bow"].pos
    pilot.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert duel.game.answers == answers[:-1]
    pilot.key(pygame.K_z, mod=pygame.KMOD_CTRL | pygame.KMOD_SHIFT)  # Ctrl+Shift+Z, or Ctrl+Y
    assert duel.game.answers == answers and duel.game.state.table.bases["bow"].pos == moved
    assert pilot.app.dialogs.toasts[-1] == "Redone: 1 decision given again"
    pilot.key(pygame.K_y, mod=pygame.KMOD_CTRL)
    assert "Nothing to redo" in pilot.app.dialogs.toasts


def test_the_ai_plays_its_turn_by_itself_then_undo_goes_back_past_it(pilot, duel):
    pilot.type("e")  # end turn (clix's hotkey)
    assert duel.game.pending.player == "blue"
    pilot.wait(3)
    assert duel.game.pending.player == "blue"  # it waits a little, to be seen
    pilot.until(lambda: duel.game.pending is not None and duel.game.pending.player == "red")
    blue_moves = [a for a, asked in zip(duel.game.answers, duel.game.asked, strict=True) if asked.player == "blue"]
    assert blue_moves
    pilot.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert duel.game.answers == [] and duel.game.pending.player == "red"


def test_the_event_log_and_autosave_follow_every_decision(pilot, duel, home):
    pilot.drag(pilot.figure("bow"), pilot.at((3, 8)))
    pilot.wait(1)
    assert any("Elf Longbow moves" in line for line in duel.events.log.texts)
    assert (home / "autosave.json").exists()


def test_visibility_shades_what_the_selected_figure_cannot_see(pilot, duel):
    pilot.click(pilot.figure("bow"))
    behind_barn = pilot.at((16, 9))  # hidden from the bow by the barn
    in_view = pilot.at((6, 16))
    before = pilot.pixel(behind_barn), pilot.pixel(in_view)
    pilot.type("v")
    pilot.wait(1)
    assert sum(pilot.pixel(behind_barn)) < sum(before[0]) - 60
    assert sum(pilot.pixel(in_view)) >= sum(before[1]) - 10


def test_where_facing_plays_no_part_the_visibility_overlay_leaves_the_figures_back_lit(pilot, tmp_path):
    """A trench model sees all round: the V overlay shaded what lay behind its 180° base as out of its sight."""
    path = scenario_file(tmp_path, [
        {"id": "p", "name": "Pilgrims", "figures": [{"id": "yeoman", "profile": "yeoman", "at": [6, 16]}]},
        {"id": "h", "name": "Heretics", "figures": [{"id": "brute", "profile": "brute", "at": [20, 4]}]},
    ], ruleset="trench")
    play = pilot.open(path)
    pilot.click(pilot.figure("yeoman"))
    assert play.selected == "yeoman" and play.game.state.table.bases["yeoman"].facing == 0  # facing east
    behind, ahead = pilot.at((2, 16)), pilot.at((10, 16))
    before = pilot.pixel(behind), pilot.pixel(ahead)
    pilot.type("v")
    pilot.wait(1)
    assert play.tools.visibility
    assert sum(pilot.pixel(behind)) >= sum(before[0]) - 10 and sum(pilot.pixel(ahead)) >= sum(before[1]) - 10


def test_the_ruler_measures_centre_and_edge_distances(pilot, duel):
    pilot.click(pilot.figure("bow"))
    pilot.type("m")
    assert duel.tools.ruler
    pilot.hover(pilot.figure("raider"), frames=2)
    table = duel.game.state.table
    assert duel.game.ruleset.measure(table, (3, 12), (9, 12), 0.75, 0.75) == \
        "6.0 in centre to centre, 4.5 in edge to edge"
    mid = pilot.at((6, 12))
    assert near(pilot.pixel(mid), (255, 244, 200), 40) or near(pilot.pixel((mid[0], mid[1] + 1)), (255, 244, 200), 40)


def test_a_log_squeezed_by_a_long_card_still_shows_its_newest_lines(tmp_path, home):
    """A short window: a figure's refusals push the log down to its least height, where the scroll bar's
    slider (never under 5 pixels) cannot reach the foot; the view must still end with the newest line, and begin
    on a whole line (its box cut to whole lines: a sliver of the line above read as a row of dots)."""
    from game.ai.controller import ai_for
    from game.ui.app import App
    from game.ui.event_log import LOG_LEAST
    from tests.ui.pilot import ROOT, Pilot

    app = App((1280, 672))
    try:
        pilot = Pilot(app)
        play = pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
        game = play.game
        red = ai_for(game, "red", "greedy")
        while game.state.turn < 5 or game.pending.player != "red" or game.pending.kind != "action":
            if game.pending.player == "red":
                game.answer(red.decide(game, game.pending))
            pilot.wait(1)
        pilot.click(pilot.figure("swordsman"), frames=3)
        box = play.events.log.box
        assert box.rect.height < 100 and box.rect.height >= LOG_LEAST  # squeezed by the card above
        layout, bar = box.text_box_layout.layout_rect, box.scroll_bar
        assert bar is not None
        top = bar.start_percentage * layout.height  # where the view begins in the laid-out text
        assert top + box.text_wrap_rect.height >= layout.height - 1
        assert "Turn 5: Lion Guard has 2 actions." in play.events.log.texts[-1]
        rows = box.text_box_layout.layout_rows
        pitch = rows[1].y - rows[0].y
        assert round(top) % pitch in (0, 1)  # the view starts on a line: no sliver of the line above
        pilot.key(pygame.K_ESCAPE, frames=3)  # put down: the log has its room again, still in lines
        assert box.rect.height >= 100 and round(bar.start_percentage * layout.height) % pitch in (0, 1)
    finally:
        app.close()


def test_the_line_of_fire_card_keeps_off_the_figures_in_its_corner(pilot, tmp_path):
    """Two figures in the board's top-left corner, where the card stands: it goes to the next corner that hides
    nothing (it covered their names)."""
    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [{"id": "bow", "profile": "elf_longbow", "at": [2, 1.5]},
                                                 {"id": "blade", "profile": "elf_blademaster", "at": [5, 1.5]}]},
        {"id": "blue", "name": "Blue", "controller": "ai", "figures": [
            {"id": "raider", "profile": "orc_raider", "at": [8, 6], "facing": 180}]}])
    play = pilot.open(path)
    felt = pilot.pixel((play.board.viewport.right - 40, play.board.viewport.y + 40))
    pilot.type("l")
    pilot.click(pilot.figure("bow"))
    pilot.hover(pilot.figure("raider"), frames=2)
    view = play.board.viewport
    assert pilot.pixel((view.right - 40, view.y + 40)) != felt  # the card, top right
    names = [pilot.figure(f) for f in ("bow", "blade")]
    corner = quiet_corner(view, (380, 60), names)
    assert corner == (view.right - 12 - 380, view.y + 12)
    assert quiet_corner(view, (380, 60), [pilot.figure("raider")]) == (view.x + 12, view.y + 12)  # none in the way


def test_a_card_that_hides_figures_in_every_corner_takes_the_one_that_hides_fewest():
    view = pygame.Rect(0, 0, 800, 600)
    middles = [(100, 300), (700, 300)]  # the middle of each side taken too
    crowded = [(100, 40), (300, 40), (700, 40), (100, 560), *middles]  # two top left, one top right, one bottom left
    assert quiet_corner(view, (380, 60), crowded) == (800 - 12 - 380, 600 - 12 - 60)
    crowded.append((700, 560))
    assert quiet_corner(view, (380, 60), crowded) == (800 - 12 - 380, 12)


def test_a_card_goes_to_the_middle_of_a_side_where_every_corner_hides_figures():
    """Armies along the top and the bottom edges: a trench line of fire's card over the top right corner hid three
    pilgrims and their names, with the middle of the table's right side empty."""
    view = pygame.Rect(0, 0, 800, 600)
    edges = [(x, y) for x in (100, 400, 700) for y in (40, 560)]
    assert quiet_corner(view, (380, 160), edges) == (12, 300 - 80)  # the left side's middle, the first of the two
    assert quiet_corner(view, (380, 160), [*edges, (100, 300)]) == (800 - 12 - 380, 300 - 80)


def test_a_card_begins_at_its_own_corner_and_keeps_off_another_card():
    """The firing lanes' card keeps to the bottom left while nothing is under it there; it went there over four of
    the Lion Guard at 960×600, with the top left empty. The line of fire's card, top left first, keeps off it."""
    view = pygame.Rect(0, 0, 800, 600)
    assert quiet_corner(view, (380, 60), [], first=2) == (12, 600 - 12 - 60)
    assert quiet_corner(view, (380, 60), [(100, 560)], first=2) == (800 - 12 - 380, 600 - 12 - 60)
    lanes = pygame.Rect(12, 12, 380, 120)
    assert quiet_corner(view, (380, 60), [], taken=[lanes]) == (800 - 12 - 380, 12)
    assert quiet_corner(view, (380, 60), [(700, 40)], taken=[lanes]) == (12, 600 - 12 - 60)


def test_undo_takes_the_dice_of_what_it_took_back_off_the_table(pilot):
    """A shot's dice and words ("Hellfire zealot is Down") faded on for two seconds after the shot was undone."""
    scenario = load_scenario(ROOT / "scenarios" / "trench-no-mans-land.yaml")
    play = PlayScreen.start(pilot.app, scenario, {side.id: "human" for side in scenario.sides})
    pilot.app.show(play)
    pilot.wait(2)
    for _ in range(200):
        if play.events.dice.throws:
            break
        assert play.answer_with_ai()
        pilot.wait(1)
    assert play.events.dice.throws
    pilot.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert "Undone" in pilot.app.dialogs.toasts[-1] and not play.events.dice.throws


def test_a_moves_window_keeps_off_where_the_figure_may_go_where_it_can():
    """At 960×600 the war mage's move window stood over the way up the table it was being dragged, the length of
    the drag hidden under it: a narrower one, further left, hides less of the mage's reach."""
    pilot = Pilot(App((960, 600)))
    play = pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
    start = pilot.figure("mage")
    pilot.begin_drag(start, (start[0], start[1] - 30))
    assert play.game.pending.kind == "path"
    (window,) = play.decisions.covering()
    reach = round(play.game.pending.context["allowance"] * play.board.camera.scale)
    base = play.figures.footprints(room=0)["mage"].inflate(2 * reach, 2 * reach)
    assert covered_area(base, [window]) < base.w * base.h // 5
    pilot.app.close()


def test_a_redo_after_an_undo_replaces_its_toast(pilot, duel):
    """"Undone: …" stayed on screen under "Redone: …", saying the opposite of where the game stands."""
    pilot.drag(pilot.figure("bow"), pilot.at((3, 8)))
    pilot.key(pygame.K_RETURN)  # facing
    pilot.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    pilot.key(pygame.K_y, mod=pygame.KMOD_CTRL)
    said = [t for t in pilot.app.dialogs.toasts if t.startswith(("Undone", "Redone"))]
    assert len(said) == 1 and said[0].startswith("Redone")


@pytest.mark.parametrize(("scenario", "place"), [("gamebook-siege.yaml", re.compile(r"^square [a-f][1-6]  · ")),
                                                 ("manoeuvres-duel.yaml", re.compile(r"^\d+\.\d, \d+\.\d m  · ")),
                                                 ("clix-duel.yaml", re.compile(r"^\d+\.\d, \d+\.\d in  · "))])
def test_the_pointers_place_under_the_board_is_in_the_rulesets_measure(pilot, scenario, place):
    """Under a gamebook board the pointer stands on a square, on a manoeuvres field so many metres in; only
    the inch-measured rulesets tell inches."""
    screen = pilot.open(ROOT / "scenarios" / scenario)
    pilot.hover(pilot.at(screen.game.state.table.bases[next(iter(screen.game.state.table.bases))].pos), frames=2)
    told = [ink.words for ink in written(pilot.app) if "px per inch" in ink.words]
    assert len(told) == 1 and place.match(told[0]), told


def test_a_game_opened_with_the_pointer_off_the_board_points_at_nothing(pilot):
    """Started by a click on the launcher's side, the pointer has not moved over the board: nothing is pointed at
    there (the board's centre was, its place told under the board, until the pointer moved)."""
    screen = pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
    assert screen.board.point() is None
    assert not [ink.words for ink in written(pilot.app) if " in  · " in ink.words]


def test_a_view_zoomed_into_a_table_that_fits_stays_where_the_player_put_it(pilot):
    """The view goes after the AI's moves only on a table too big for it even at the least zoom: a player who
    zoomed into the duel's red corner is not pulled to the Horde's moves (Home shows the whole table)."""
    screen = pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
    camera = screen.board.camera
    assert not camera.too_big
    for _ in range(6):
        pilot.wheel(pilot.figure("swordsman"), 1)
    origin, level = camera.origin, camera.level
    pilot.until(lambda: screen.input is not None)
    pilot.key(pygame.K_e, "e")  # end the turn: the Horde moves, out of this view
    pilot.until(lambda: screen.game.state.turn == 3 and screen.input is not None, limit=3000)
    pilot.wait(40)
    assert any(e.kind == "move" and screen.game.state.figures[e.data["figure"]].side == "blue"
               for e in screen.game.log)
    assert (camera.origin, camera.level) == (origin, level)


def test_the_rulers_words_keep_off_the_figures_beside_its_end(pilot, duel):
    """Measured to a figure, the words stood on its base (and on its name); measured to a spot, on a figure
    beside it ("a5 to e2: 7 moves" over the goblin on e2's right)."""
    pilot.click(pilot.figure("bow"))
    pilot.type("m")
    table = duel.game.state.table
    bow, raider = table.bases["bow"], table.bases["raider"]
    pilot.hover(pilot.figure("raider"), frames=2)
    said = duel.game.ruleset.measure(table, bow.pos, raider.pos, bow.radius, raider.radius)
    words = next(ink for ink in written(pilot.app) if ink.words == said)
    assert words.rect.collidelist(duel.figures.art.drawn) < 0
    pilot.hover(pilot.at((raider.x, raider.y - raider.radius - 0.5)), frames=2)  # just over the raider's base
    point = duel.board.point()
    assert point is not None and duel.hovered is None
    said = duel.game.ruleset.measure(table, bow.pos, point, bow.radius, 0.0)
    words = next(ink for ink in written(pilot.app) if ink.words == said)
    assert words.rect.collidelist(duel.figures.art.drawn) < 0


def test_a_side_named_after_a_colour_is_drawn_in_it(tmp_path, pilot):
    """A side called Green listed first was drawn red, the palette's first: the colour a side's id or a word of its
    name says now comes before the palette's order (its own #rrggbb before both)."""
    path = scenario_file(tmp_path, [
        {"id": "north", "name": "Green Wardens", "figures": [
            {"id": "bow", "profile": "elf_longbow", "at": [3, 12], "facing": 0}]},
        {"id": "crimson", "name": "Raiders", "figures": [
            {"id": "raider", "profile": "orc_raider", "at": [9, 12], "facing": 180}]},
    ])
    play = pilot.open(path)
    assert play.side_colour("north") == side_colour("", 2) != side_colour("", 0)  # the palette's green
    assert play.side_colour("crimson") == (220, 20, 60)
    x, y = pilot.figure("bow")
    r = 0.75 * play.board.camera.scale
    assert near(pilot.pixel((x - r * 0.5, y)), side_colour("", 2), 12)


@pytest.mark.parametrize(("colour", "names", "index", "wanted"), [
    ("", ("blue", "Blue"), 0, (52, 120, 219)), ("", ("b", "The Red Horde"), 1, (214, 69, 65)),
    ("#102030", ("blue", "Blue"), 0, (16, 32, 48)), ("", ("lions", "Lion Guard"), 1, (52, 120, 219)),
    ("", ("x", "Wolves #f00 0xff0000"), 0, (214, 69, 65))])
def test_a_sides_colour_is_its_own_then_its_names_then_the_palettes(colour, names, index, wanted):
    assert side_colour(colour, index, names) == wanted


def test_the_move_card_of_a_figure_that_acted_last_turn_says_the_push_to_come(pilot, tmp_path):
    """A drag chooses the move at once, so its card is all the player reads before the move: it said nothing of
    the click of pushing damage that followed (a tester's find)."""
    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [{"id": "bow", "profile": "elf_longbow", "at": [3, 12]}]},
        {"id": "blue", "name": "Blue", "figures": [{"id": "raider", "profile": "orc_raider", "at": [21, 12]}]},
    ], options={"actions_per_turn": 1})
    play = pilot.open(path)
    game = play.game
    for figure, to in (("bow", [3, 10]), ("raider", [21, 10])):
        game.answer({"figure": figure, "action": "move"})
        game.answer([to])
        game.answer(0)
    game.answer({"figure": "bow", "action": "move"})
    pilot.wait(2)
    card = play.input.card()
    assert card is not None and card.lines[-1] == "Then pushing: 1 click of damage"


def test_an_enemy_clicked_on_ones_turn_says_whose_it_is(pilot, duel):
    """Its card said "Orc Raider cannot act now" and listed the figures that can, without a reason."""
    pilot.click(pilot.figure("raider"))
    card = duel.input.card()
    assert card is not None and card.title == "Orc Raider cannot act now"
    assert card.lines[0] == "It is Blue's; Red is to play" and card.lines[-1].startswith("Figures that can: ")


def test_a_drag_into_a_wall_the_figure_touches_goes_nowhere_and_spends_nothing(pilot, tmp_path):
    """A figure against the barn dragged into it "stays at (…); it stopped: blocking terrain", and the action was
    spent, with a click of pushing damage after it (a tester's find): such a drag is not made, and says why."""
    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [{"id": "blade", "profile": "elf_blademaster", "at": [14.75, 12]}]},
        {"id": "blue", "name": "Blue", "figures": [{"id": "raider", "profile": "orc_raider", "at": [21, 3]}]}])
    play = pilot.open(path)
    pilot.drag(pilot.figure("blade"), pilot.at((12, 12)))
    assert play.game.answers[-1:] == [{"figure": "blade", "action": "move"}] and play.game.pending.kind == "path"
    assert any(t.startswith("That move goes nowhere (blocking terrain") for t in pilot.app.dialogs.toasts)
    pilot.wait(60)  # a press soon after the last, where it was, would be a double click's second
    pilot.drag(pilot.figure("blade"), pilot.at((18, 12)))
    assert play.game.pending.kind == "facing"
