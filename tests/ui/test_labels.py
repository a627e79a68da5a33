"""Figure labels on the battle map: beside their own base, never over another label or base; the figure in hand
does not hide its neighbours' names; bases stay big enough to see and click at the fit-to-window zoom."""

from __future__ import annotations

import dataclasses
import math

import pygame
import pytest

from game.ui.figures import MIN_RADIUS, STATUS_RADIUS
from game.ui.heatmap import PEEK_ALPHA
from game.ui.labels import FAR_RINGS, Tag, names, place, ring_step, spots
from tests.ui.ink import Recorder, inked, written
from tests.ui.pilot import ROOT, scenario_file

BATTLE = ROOT / "scenarios" / "clix-battle.yaml"
TRENCH = ROOT / "scenarios" / "trench-no-mans-land.yaml"


def labels(pilot) -> list:
    """The figures' names (whole or shortened) written on the board."""
    board = pilot.screen.board.camera.viewport
    words = {w for f in pilot.screen.game.state.figures.values() for w in names(f.name)}
    return [ink for ink in written(pilot.app) if board.contains(ink.rect) and ink.words in words]


def bases(pilot) -> list[tuple[str, float, float, float]]:
    screen = pilot.screen
    out = []
    for figure in screen.game.state.alive():
        base = screen.game.state.table.bases[figure.id]
        x, y = pilot.at(base.pos)
        out.append((figure.name, x, y, max(base.radius * screen.board.camera.scale, MIN_RADIUS)))
    return out


def covers(rect: pygame.Rect, x: float, y: float, r: float) -> bool:
    nx, ny = min(max(x, rect.left), rect.right), min(max(y, rect.top), rect.bottom)
    return math.hypot(nx - x, ny - y) < r - 1


def beside(rect: pygame.Rect, x: float, y: float, r: float) -> bool:
    """Beside the base, or a little further out (where a leader line ties it to the base)."""
    nx, ny = min(max(x, rect.left), rect.right), min(max(y, rect.top), rect.bottom)
    return math.hypot(nx - x, ny - y) <= r + 8 + max(FAR_RINGS) * ring_step(15)  # the largest name


def check(pilot) -> list:
    found, figures = labels(pilot), bases(pilot)
    for i, a in enumerate(found):
        assert all(not a.rect.colliderect(b.rect) for b in found[i + 1:]), f"{a.words} overlaps another label"
        assert not any(covers(a.rect, x, y, r) for _n, x, y, r in figures), f"{a.words} is drawn over a base"
        assert any(a.words in names(name) and beside(a.rect, x, y, r) for name, x, y, r in figures), \
            f"{a.words} is not beside a figure of that name"
    return found


def test_labels_never_collide_and_name_every_figure_at_the_start(pilot):
    """Orc Archer 1 went unnamed here while Orc Raider 4's name had room elsewhere (11 of the Horde's 12 named)."""
    pilot.open(BATTLE)
    pilot.app.settle()
    found = check(pilot)
    named = {ink.words for ink in found}
    assert all(named & set(names(figure.name)) for figure in pilot.screen.game.state.alive())


@pytest.mark.parametrize("size", [(1280, 672), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_pilgrim_is_named_at_the_start(pilot, size):
    """The stretcher-bearer, between a yeoman and the sergeant, had no place that no other base was as near, and
    went unnamed on the trench game's first screen: now a name on a leader, with no other base close to it and
    its line through no other name (the window a 1366×768 display opens, and a full 1366×768 one)."""
    pilot.app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    pilot.open(TRENCH)
    pilot.app.settle()
    named = {ink.words for ink in check(pilot)}
    assert all(named & set(names(figure.name)) for figure in pilot.screen.game.state.alive())
    assert "Stretcher-bearer" in named


def test_the_selected_figure_does_not_hide_its_neighbours_name(pilot):
    pilot.open(BATTLE)
    pilot.app.settle()
    before = {ink.words for ink in labels(pilot)}
    pilot.click(pilot.figure("golem"))  # between the swordsmen, the war mage and the crossbowmen
    assert pilot.screen.selected == "golem"
    found = check(pilot)
    words = {ink.words for ink in found}
    assert {"War Mage", "Iron Golem"} <= words and words & {"Guard Swordsman 1", "Guard Swordsman 2"}
    assert before <= words | {"Guard Crossbowman 1", "Guard Crossbowman 2"}
    status = [ink for ink in written(pilot.app) if ink.words.startswith("click ")]
    assert status and status[0].rect.h >= 14  # the status line is big enough to read


def test_small_bases_stay_big_enough_to_see_and_click(pilot):
    screen = pilot.open(TRENCH)
    pilot.app.take_the_seat()
    pilot.key(pygame.K_HOME, frames=2)
    assert screen.board.camera.scale * 0.5 < MIN_RADIUS  # a 1" base would be tiny at this zoom
    figure = next(f for f in screen.game.state.alive() if f.side == screen.game.state.sides[0].id)
    x, y = pilot.at(screen.game.state.table.bases[figure.id].pos)
    pilot.hover((x + MIN_RADIUS + 3, y))  # within the base as drawn (and the slack round it)
    assert screen.hovered == figure.id


def test_names_keep_above_the_terrain_legend(pilot):
    """With the terrain shown, the legend strip runs along the bottom of the board: the Battle Priest's name, under
    its base by the table's south edge, was drawn beneath the strip and could not be read (at 1280×672, the size a
    first start opens at on a 1366×768 screen)."""
    pilot.app.run_frames(1, [pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 672), w=1280, h=672)])
    pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
    pilot.key(pygame.K_t, "t")
    pilot.app.settle()
    inks = written(pilot.app)
    legend = [ink.rect for ink in inks if ink.words in ("open", "hindering", "blocking")]
    assert len(legend) == 3  # the legend is shown
    found = labels(pilot)
    assert "Battle Priest" in {ink.words for ink in found}
    strip_top = min(rect.top for rect in legend) - 3  # the strip reaches a few pixels above its words
    assert all(ink.rect.bottom <= strip_top for ink in found), \
        [ink.words for ink in found if ink.rect.bottom > strip_top]


def test_names_keep_clear_of_the_firing_lanes_card(pilot):
    """The lanes' card at the board's bottom left was drawn under the figures, and Legionnaire 3's name ran over its
    first line ("Firing lanes: seen from the enemies…")."""
    pilot.app.run_frames(1, [pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 672), w=1280, h=672)])
    pilot.open(TRENCH)
    pilot.key(pygame.K_h, "h")
    pilot.app.settle()
    recorder = Recorder(pilot.app.size)
    pilot.screen.draw(recorder)
    view = pilot.screen.board.camera.viewport
    inks = inked(recorder)
    texts = [ink.rect for ink in inks]
    cards = [rect for _source, rect, _shown in recorder.blitted  # in a corner or at a side (clear of the window)
             if rect not in texts and (rect.left == view.x + 12 or rect.right == view.right - 12) and rect.w >= 236
             and rect.h >= 60 and rect.collidelist(pilot.screen.decisions.covering()) < 0]
    assert len(cards) == 1, cards  # the card is drawn
    words = {w for figure in pilot.screen.game.state.figures.values() for w in names(figure.name)}
    found = [ink for ink in inks if ink.words in words]
    assert len(found) >= 15  # most of the 19 models are named
    assert not [ink.words for ink in found if ink.rect.colliderect(cards[0])]


def test_the_firing_lanes_card_goes_where_it_hides_no_figure(pilot):
    """At 960×600 with the terrain shown, the card sat at the bottom left over four of the Lion Guard, the top left
    empty."""
    pilot.app.run_frames(1, [pygame.event.Event(pygame.VIDEORESIZE, size=(960, 600), w=960, h=600)])
    pilot.open(BATTLE)
    pilot.key(pygame.K_h, "h")
    pilot.key(pygame.K_t, "t")
    pilot.app.settle()
    recorder = Recorder(pilot.app.size)
    pilot.screen.draw(recorder)
    view = pilot.screen.board.camera.viewport
    texts = [ink.rect for ink in inked(recorder)]
    cards = [rect for _source, rect, _shown in recorder.blitted
             if rect not in texts and rect.left == view.x + 12 and rect.w >= 236 and rect.h < view.h // 2]
    assert len(cards) == 1, cards
    hidden = [name for name, x, y, r in bases(pilot) if cards[0].inflate(2 * r, 2 * r).collidepoint(x, y)]
    assert hidden == []


def lanes_card(pilot) -> pygame.Rect:
    """Where the firing lanes' card is drawn this frame (the one picture of its size that is not text)."""
    recorder = Recorder(pilot.app.size)
    pilot.screen.draw(recorder)
    texts = [ink.rect for ink in inked(recorder)]
    found = [rect for _source, rect, _shown in recorder.blitted
             if rect not in texts and rect.w >= 236 and rect.h == 20 * 3 + 52]
    assert len(found) == 1, found
    return found[0]


def test_the_firing_lanes_card_stays_put_as_the_pointer_leaves_the_table(pilot):
    """Its line for the spot under the pointer came and went, the card grew over a name's room and jumped to
    another corner whenever the pointer crossed the table's edge."""
    pilot.open(BATTLE)
    pilot.key(pygame.K_h, "h")
    pilot.hover(pilot.at((30, 20)), frames=2)
    on = lanes_card(pilot)
    pilot.hover((pilot.screen.board.camera.viewport.x + 2, pilot.screen.board.camera.viewport.y + 2), frames=2)
    assert lanes_card(pilot) == on


def test_the_firing_lanes_card_lets_what_it_hides_show_through_under_the_pointer(pilot):
    """At 960×600 every corner of No Man's Land holds pilgrims or heretics, and the card hid four pilgrims: with the
    pointer over it, it is nearly clear; a click there still picks what lies beneath."""
    pilot.app.run_frames(1, [pygame.event.Event(pygame.VIDEORESIZE, size=(960, 600), w=960, h=600)])
    pilot.open(TRENCH)
    pilot.key(pygame.K_h, "h")
    pilot.app.settle()
    card = lanes_card(pilot)
    hidden = [(x, y) for _name, x, y, _r in bases(pilot) if card.collidepoint(x, y)]
    assert hidden  # the case in point: the card lies over some figures

    def alpha() -> int | None:
        recorder = Recorder(pilot.app.size)
        pilot.screen.draw(recorder)
        return next(source.get_alpha() for source, rect, _shown in recorder.blitted if rect == card)

    pilot.hover((card.right + 40, card.bottom + 40), frames=2)
    assert alpha() in (None, 255)
    x, y = hidden[0]
    pilot.hover((round(x), round(y)), frames=2)
    assert lanes_card(pilot) == card and alpha() == PEEK_ALPHA
    assert pilot.screen.hovered is not None  # the figure under the card is pointed at, as anywhere


def test_a_model_down_reads_down_under_its_name_with_the_whole_table_in_view(pilot, tmp_path):
    """At the zoom that shows No Man's Land whole a status line is left out (it would crowd the table), and a
    model shot Down looked the same as one unhurt; the ruleset's ``condition`` is written at any zoom."""
    path = scenario_file(tmp_path, [
        {"id": "pilgrims", "controller": "human", "figures": [{"id": "sergeant", "profile": "sergeant",
                                                               "at": [14, 36.5]}]},
        {"id": "heretics", "controller": "human", "figures": [
            {"id": "cultist", "profile": "cultist", "at": [24, 36.5]},
            {"id": "reserve", "profile": "cultist", "at": [44, 20]}]}],
        ruleset="trench", map_path=ROOT / "maps" / "trenches.tmx", dice=[1, 6, 5, 3, 4],
        script=[{"initiative": "pilgrims"},
                {"figure": "sergeant", "action": "shoot", "weapon": "rifle", "targets": ["cultist"]}])
    play = pilot.open(path)
    pilot.until(lambda: len(play.game.answers) >= 4)
    pilot.app.settle()
    assert play.board.camera.scale * 0.5 < STATUS_RADIUS  # a status line would not be shown at this zoom
    assert play.game.state.figures["cultist"].status.down
    inks = {ink.words: ink.rect for ink in written(pilot.app)}
    name, down = inks["Cultist 1"], inks.get("Down")
    assert down is not None and down.top == name.bottom and down.centerx == name.centerx  # the line under its name


def test_a_condition_is_kept_with_a_shorter_name_before_the_name_goes_alone():
    """In a crowd at 13 px an inch, "Pilgrim sergeant" was placed without its "Down", which had no room."""
    from game.ui.labels import Tag, _wordings

    down = Tag("s", "Pilgrim sergeant", "Down · activated", 0, 0, 10, condition="Down")
    assert _wordings(down) == [("Pilgrim sergeant", "Down · activated"), ("Pilgrim sergeant", "Down"),
                               ("Sergeant", "Down"), ("Pilgrim sergeant",), ("Sergeant",)]
    plain = Tag("t", "Trench yeoman 2", "1 blood", 0, 0, 10)
    assert _wordings(plain) == [("Trench yeoman 2", "1 blood"), ("Trench yeoman 2",), ("Yeoman 2",)]


def test_a_name_is_not_set_between_two_bases_where_it_reads_as_either_ones():
    """A name under its base that touches the next base down read as that one's (the gamebook's Ranger between
    the Priest and itself; the hellfire zealot's beside the blade chorister): it goes to a side that is its own."""
    top, under = Tag("a", "Ranger", "", 100, 100, 10), Tag("b", "Priest", "", 100, 140, 10)
    assert spots(top, 42, 14)[0][0].top == 112  # under the Ranger: 2 pixels from it and 4 from the Priest…
    under = dataclasses.replace(under, cy=138)  # …and with the Priest 2 pixels nearer, as near one as the other
    placed = {p.id: p.rect for p in place([top, under], lambda words, status, size: (7 * len(words), 14),
                                          pygame.Rect(0, 0, 400, 400))}
    assert placed["a"].bottom <= 100 - 10  # above the Ranger's base: the next spot
    assert placed["b"].top >= 138 + 10  # the Priest's under its own base


@pytest.mark.parametrize(("name", "short"), [
    ("Orc Raider 3", "Raider 3"), ("Pilgrim sergeant", "Sergeant"), ("Tabby the Librarian", "Tabby"),
    ("Grubnakh Skullsplitter, Chieftain of the Broken Tusk Clan", "Skullsplitter"),
    ("Ærøskøbing Longbow of the Western Marches", "Longbow"), ("Goblin 1", None), ("Bjarni", None)])
def test_a_name_shortened_on_a_crowded_board_is_its_last_word_before_any_epithet(name, short):
    """A name too long for its place is tried as its last word: "Clan" stood for Grubnakh Skullsplitter."""
    assert names(name) == ([name, short] if short else [name])


def test_a_name_keeps_off_the_line_of_fire_between_two_figures(pilot, tmp_path):
    """The Line of fire tool from a raider to a swordsman straight below it: the raider's name under its base lay
    across the ray the player was looking at. It goes above; the pointer's own ray, which moves with every
    motion, moves no name."""
    path = scenario_file(tmp_path, [
        {"id": "red", "figures": [{"id": "sword", "profile": "guard_swordsman", "at": [3, 20]}]},
        {"id": "blue", "figures": [{"id": "raider", "profile": "orc_raider", "at": [3, 12]}]}])
    play = pilot.open(path)
    pilot.key(pygame.K_l, "l")
    pilot.click(pilot.figure("raider"))
    pilot.hover(pilot.figure("sword"), frames=2)
    (sight,) = play.figures.sights()
    assert sight.between_figures
    ray = (pilot.figure("raider"), pilot.figure("sword"))
    (name,) = [ink for ink in labels(pilot) if ink.words == "Orc Raider"]
    assert not name.rect.clipline(ray)
    assert name.rect.bottom < pilot.figure("raider")[1]  # above its base: the next place round it
    pilot.hover(pilot.at((3, 16)), frames=2)  # the pointer between them: its ray is not kept clear
    (sight,) = play.figures.sights()
    assert not sight.between_figures
    (name,) = [ink for ink in labels(pilot) if ink.words == "Orc Raider"]
    assert name.rect.top > pilot.figure("raider")[1]  # back under its base


def test_the_pointer_going_from_figure_to_figure_names_each_and_leaves_far_names_where_they_rested(pilot):
    """Sweeping the pointer over the battle: each figure under it is named and no two names overlap; a name far
    from the pointer stays where it rested (the labels are mended near the pointer, not laid out again: 200
    figures took 60 ms a figure pointed at)."""
    play = pilot.open(BATTLE)
    pilot.hover((5, 5))
    pilot.app.settle()
    rest = {ink.words: ink.rect for ink in check(pilot)}
    for figure in list(play.game.state.alive())[::3]:
        at = pilot.figure(figure.id)
        pilot.hover(at, frames=2)
        assert play.hovered == figure.id
        found = check(pilot)
        here = {ink.words: ink.rect for ink in found}
        assert set(names(figure.name)) & set(here)
        far = [words for words, rect in rest.items() if math.dist(rect.center, at) > 150]
        assert far and all(here.get(words) == rest[words] for words in far), figure.name


@pytest.mark.parametrize("size", [(1280, 672), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_on_a_board_of_squares_each_name_stays_inside_its_pieces_square(pilot, size):
    """The siege put names beside their pieces on the empty squares round them, where each read as a piece standing
    there ("Giant rat" on empty d2, the rat on d3; a tester's find): a name stays inside its own square."""
    from game.board.grid import grid_of
    from game.ui.grid_overlay import square_rect

    pilot.app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    screen = pilot.open(ROOT / "scenarios" / "gamebook-siege.yaml")
    pilot.app.settle()
    state, camera = screen.game.state, screen.board.camera
    grid = grid_of(state.table.map)
    found = labels(pilot)
    assert len(found) >= len(state.alive()) - 2
    for ink in found:
        owners = [f for f in state.alive() if ink.words in names(f.name)]
        squares = [square_rect(camera, grid, grid.square_of(state.table.bases[f.id].pos)) for f in owners]
        assert any(square.contains(ink.rect) for square in squares), f"{ink.words} lies outside its square"
