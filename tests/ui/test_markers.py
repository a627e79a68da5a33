"""Markers (moonstones, objectives) are drawn where they lie on the table."""

import math

import pygame

from game.rules.ruleset import Marker
from game.ui.camera import Camera
from game.ui.markers import LOOKS, PLAIN, draw_markers


def test_a_moonstone_is_drawn_at_its_place_in_its_colour_and_an_unknown_kind_plainly():
    pygame.init()
    surface = pygame.Surface((400, 400))
    camera = Camera(pygame.Rect(0, 0, 400, 400), (20, 20))
    stone, other = Marker("m1", 5, 5, 0.5, "moonstone", "depth 2"), Marker("o1", 15, 15, 0.5, "flag")
    draw_markers(surface, camera, [stone, other])
    at_stone = surface.get_at(tuple(round(v) for v in camera.to_screen((5, 5))))[:3]
    at_other = surface.get_at(tuple(round(v) for v in camera.to_screen((15, 15))))[:3]
    assert at_stone == LOOKS["moonstone"][0]
    assert at_other == PLAIN[0]
    assert surface.get_at(tuple(round(v) for v in camera.to_screen((10, 10))))[:3] == (0, 0, 0)


def test_the_labels_of_stones_side_by_side_do_not_write_over_each_other():
    """Two moonstones an inch apart (the walled garden's pool): each label goes where it is free."""
    pygame.init()
    surface = pygame.Surface((400, 400))
    camera = Camera(pygame.Rect(0, 0, 400, 400), (20, 20))
    stones = [Marker("m5", 9, 10, 0.5, "moonstone", "depth 4"), Marker("m6", 10, 10, 0.5, "moonstone", "depth 3")]
    first, second = draw_markers(surface, camera, stones).labels
    assert not first.colliderect(second)
    for rect, stone in zip((first, second), stones, strict=True):  # each beside its own stone
        x, y = camera.to_screen((stone.x, stone.y))
        assert rect.inflate(30, 30).collidepoint(x, y)


def test_a_stones_label_keeps_off_the_figures_bases():
    """A character standing beside a stone is drawn over the table after it: the depth goes where no base is."""
    pygame.init()
    surface = pygame.Surface((400, 400))
    camera = Camera(pygame.Rect(0, 0, 400, 400), (20, 20))
    stone = Marker("m1", 10, 10, 0.5, "moonstone", "depth 2")
    x, y = (round(v) for v in camera.to_screen((10, 10)))
    free = draw_markers(surface, camera, [stone]).labels
    assert free, "a label somewhere"
    base = free[0].inflate(10, 10)  # a base right where the label went
    (moved,) = draw_markers(surface, camera, [stone], [base]).labels
    assert not moved.colliderect(base)
    assert moved.inflate(30, 30).collidepoint(x, y)  # still beside its stone


def test_a_stones_label_keeps_above_the_strips_along_the_views_foot():
    """The hint and the legend are drawn over the foot of the view: a depth written there could not be read."""
    pygame.init()
    surface = pygame.Surface((400, 400))
    camera = Camera(pygame.Rect(0, 0, 400, 400), (20, 20))
    camera.covered_below = 40
    stone = Marker("m1", 10, 0, 0.5, "moonstone", "depth 2")
    _x, y = camera.to_screen((10, 0))
    camera.pan(0, round(camera.readable.bottom - 12 - y))  # the stone just above the strips
    (label,) = draw_markers(surface, camera, [stone]).labels
    assert camera.readable.contains(label)


def test_a_figures_label_keeps_off_a_moonstone_beside_it(pilot):
    """Flintlock jogged to just above a stone: its name and "energy 3 · wounds 0/7" went under its base, over the
    stone."""
    from game.ui.screens.play import PlayScreen
    from tests.arcane.kit import fig, make

    game = make({"red": [fig("flint", "flintlock", 10, 10)], "blue": [fig("shab", "shabaroon", 30, 30)]},
                moonstones=[{"at": [10, 12.6], "depth": 2}])
    play = PlayScreen(pilot.app, game)
    pilot.app.show(play)
    pilot.click(pilot.figure("flint"))  # in hand: its status line shown too
    pilot.wait(2)
    camera = play.board.camera
    x, y = camera.to_screen((10, 12.6))
    r = max(3, round(0.5 * camera.scale))  # as draw_markers sizes a stone
    stone = pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r)
    (label,) = [p for p in play.figures.art._labels[1] if p.id == "flint"]
    assert len(label.lines) == 2 and not label.rect.colliderect(stone)


def test_a_decisions_window_keeps_off_the_moonstones_where_the_board_has_room(pilot, tmp_path):
    """Hot seat on the fen: the goblins' reaction to the Baron's jog stood at the board's foot over a moonstone,
    where the top of the fen hid nothing at all."""
    from game.rules.scenario import load_scenario
    from game.ui.markers import marker_boxes
    from game.ui.screens.play import PlayScreen
    from tests.ui.pilot import ROOT, scenario_file

    path = scenario_file(tmp_path, [
        {"id": "commonwealth", "figures": [{"id": "baron", "profile": "baron_von_fancyhat", "at": [2, 14]},
                                           {"id": "tabby", "profile": "tabby", "at": [5, 14.5]}]},
        {"id": "goblins", "figures": [{"id": "firespitter", "profile": "firespitter", "at": [21, 2]},
                                      {"id": "gutrot", "profile": "gutrot", "at": [22, 5]}]},
    ], ruleset="arcane", map_path=ROOT / "maps" / "fen.tmx", turns=3,
        moonstones=[{"at": [12, 8], "depth": 1}, {"at": [4, 6.5], "depth": 2}, {"at": [16.7, 11.5], "depth": 1}])
    play = PlayScreen.start(pilot.app, load_scenario(path), {"commonwealth": "human", "goblins": "human"})
    pilot.app.show(play)
    pilot.wait(2)
    pilot.click(pilot.figure("baron"))
    pilot.type("j")
    pilot.double_click(pilot.at((2.9, 10.4)))
    assert (play.game.pending.kind, play.game.pending.player) == ("reaction", "goblins")
    pilot.wait(1)
    (window,) = play.decisions.covering()
    stones = marker_boxes(play.board.camera, play.game.ruleset.markers(play.game.state))
    assert len(stones) == 3 and window.collidelist(stones) < 0
    assert window.collidelist(list(play.figures.footprints(room=0).values())) < 0


def test_a_markers_label_is_never_nearer_a_figure_than_its_own_marker():
    """Two bodies on one gamebook square, a piece on the square beside (50 px an inch, as the ambush is drawn):
    the second body's "Skeleton, dead" went under the piece, where the piece's name goes, and read as its."""
    import math

    pygame.init()
    surface = pygame.Surface((500, 400))
    camera = Camera(pygame.Rect(0, 0, 500, 400), (10, 8))
    bodies = [Marker("goblin", 6, 4, 0.45, "body", "Goblin 2, dead"), Marker("skel", 6, 4, 0.45, "body",
                                                                             "Skeleton, dead")]
    px, py = camera.to_screen((4, 4))
    r = 0.75 * camera.scale  # the piece's base, 1.5" across
    piece = pygame.Rect(round(px - r), round(py - r), round(2 * r), round(2 * r))
    bx, by = camera.to_screen((6, 4))

    def gap(rect: pygame.Rect, x: float, y: float, radius: float) -> float:
        nx, ny = min(max(x, rect.left), rect.right), min(max(y, rect.top), rect.bottom)
        return math.hypot(nx - x, ny - y) - radius

    labels = draw_markers(surface, camera, bodies, [piece]).labels
    assert labels, "the bodies' names are written somewhere"
    for label in labels:
        assert gap(label, bx, by, 0.45 * camera.scale) < gap(label, px, py, r), label


def test_the_bodies_of_a_gamebook_melee_are_named_beside_their_own_squares(pilot):
    """The ambush in round 15: bodies two to a square round the Warrior. "Skeleton, dead", the second body on the
    square right of the Warrior's, went under the Warrior, where the Warrior's name goes, and read as its."""
    import math

    from game.board.grid import grid_or_none
    from game.ui.play_board import _boxes
    from game.ui.screens.play import PlayScreen
    from tests.gamebook.kit import game, piece

    pilot.app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1366, 768), w=1366, h=768)])  # 50 px an inch
    g = game([piece("warrior", "warrior", (2, 3)), piece("ranger", "ranger", (1, 4))],
             [piece("shaman", "shaman", (3, 1), rank="king")])
    play = PlayScreen(pilot.app, g)
    pilot.app.show(play)
    pilot.wait(2)
    camera, squares = play.board.camera, grid_or_none(g.state.table.map)
    assert squares is not None
    bodies = [Marker(name, *squares.centre(square), 0.45, "body", f"{name}, dead{words}")
              for name, square, words in (("Priest", (1, 3), " (unsearched)"), ("Skeleton 2", (2, 2), " (unsearched)"),
                                          ("Orc", (2, 2), " (unsearched)"), ("Goblin 2", (3, 3), ""),
                                          ("Skeleton", (3, 3), ""), ("Goblin 1", (3, 4), " (unsearched)"))]
    boxes = [_boxes(camera, look) for look in play.figures.looks()]
    labels = draw_markers(pygame.Surface(pilot.app.display.get_size()), camera, bodies, [b for b, _ in boxes],
                          [p for _, p in boxes]).labels

    def gap(rect: pygame.Rect, centre: tuple[float, float], radius: float) -> float:
        x, y = centre
        return math.hypot(min(max(x, rect.left), rect.right) - x, min(max(y, rect.top), rect.bottom) - y) - radius

    body_r = 0.45 * camera.scale
    for label in labels:
        to_body = min(gap(label, camera.to_screen((b.x, b.y)), body_r) for b in bodies)
        to_piece = min(gap(label, box.center, box.w / 2) for box, _ in boxes)
        assert to_body < to_piece, label


def test_a_figures_label_keeps_a_names_gap_from_a_stones_label(pilot):
    """At 1024×600 in the four troupes' game, "Moonstone 2 · depth 2" and "Beaky Bobby" were written edge to edge
    and read as one (a tester's find): a figure's label keeps from a stone's the gap it keeps from another name."""
    from game.ai.controller import ai_for
    from game.rules.game import Game
    from game.rules.scenario import load_scenario
    from game.ui.labels import APART
    from game.ui.markers import draw_markers as markers_of
    from game.ui.play_board import _boxes
    from game.ui.screens.play import PlayScreen
    from tests.ui.pilot import ROOT

    pilot.app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 600), w=1024, h=600)])
    game = Game(load_scenario(ROOT / "scenarios" / "arcane-glade-four.yaml"), seed=2)
    players = {side.id: ai_for(game, side.id, "greedy") for side in game.state.sides}
    near = 0
    for _ in range(12):
        for _ in range(8):
            game.answer(players[game.pending.player].decide(game, game.pending))
        play = PlayScreen(pilot.app, game)
        pilot.app.show(play)
        pilot.wait(2)
        camera = play.board.camera
        boxes = [_boxes(camera, look) for look in play.figures.looks()]
        stones = markers_of(pygame.Surface(pilot.app.display.get_size()), camera,
                            game.ruleset.markers(game.state), [b for b, _ in boxes], [p for _, p in boxes]).labels
        for placed in play.figures.art._labels[1]:
            for stone in stones:
                assert not placed.rect.colliderect(stone.inflate(2 * APART - 2, 0)), (placed.lines, stone)
                near += placed.rect.colliderect(stone.inflate(6 * APART, 6 * APART))
    assert near, "no name came near a stone's label: the test saw nothing"


def test_a_moonstone_is_drawn_no_bigger_than_the_token_the_rules_measure():
    """Its glow was a 2" disc round a 1" token: a base well inside it "touched no moonstone" (a tester's find). What
    is drawn of it stays within its 1"."""
    pygame.init()
    surface = pygame.Surface((400, 400))
    camera = Camera(pygame.Rect(0, 0, 400, 400), (20, 20))
    draw_markers(surface, camera, [Marker("m1", 10, 10, 0.5, "moonstone")])
    x, y = (round(v) for v in camera.to_screen((10, 10)))
    r = 0.5 * camera.scale
    drawn = [(px, py) for px in range(400) for py in range(400) if surface.get_at((px, py))[:3] != (0, 0, 0)]
    assert drawn and max(math.hypot(px - x, py - y) for px, py in drawn) <= r + 1.5


def _gamebook_play(pilot, heroes, monsters, fallen=(), hurt=(), moved=()):
    """A gamebook battle in the window at 1366×768 (50 px an inch): ``fallen`` (id, state) lie where they stood,
    ``hurt`` (id, Endurance lost) are wounded, ``moved`` (id, square, facing) put where the test wants them."""
    from game.board.grid import grid_or_none
    from game.rules.gamebook.record import status
    from game.ui.screens.play import PlayScreen
    from tests.gamebook.kit import game

    pilot.app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1366, 768), w=1366, h=768)])
    g = game(heroes, monsters)
    for fid, state in fallen:
        st = status(g.state.figures[fid])
        st.endurance, st.state = (0 if state == "unconscious" else -1), state
        g.state.figures[fid].eliminated = True
    for fid, lost in hurt:
        status(g.state.figures[fid]).endurance -= lost
    squares = grid_or_none(g.state.table.map)
    for fid, square, facing in moved:
        g.state.table.place(fid, squares.centre(square), facing)
    g.emit("note", "Set up for the test.")
    play = PlayScreen(pilot.app, g)
    pilot.app.show(play)
    pilot.wait(3)
    return play


def test_a_piece_standing_on_a_body_keeps_its_name_and_its_endurance(pilot):
    """Bodies block no square: the Warrior stepped onto a dead goblin's square and lost its name and its Endurance
    (the body's token, hidden under the base, kept the name off the base, the only room the square had)."""
    from tests.gamebook.kit import piece

    play = _gamebook_play(pilot, [piece("warrior", "warrior", (2, 3)), piece("ranger", "ranger", (0, 5))],
                          [piece("goblin", "goblin", (2, 2)), piece("orc", "orc", (5, 5))],
                          fallen=[("goblin", "dead")], hurt=[("warrior", 5)], moved=[("warrior", (2, 2), 0)])
    placed = {p.id: p.lines for p in play.figures.art._labels[1]}
    assert placed.get("warrior", ())[:1] == ("Warrior",), placed
    assert any(line.startswith("E 29/34") for line in placed["warrior"][1:]), placed


def test_a_markers_label_says_its_state_under_its_name_where_there_is_room():
    """The gamebook gives "Wolf 4, unconscious (unsearched)": the window wrote only "Wolf 4" (the whole had no room,
    and the name alone was the next try). Now the state goes under the name, shortened before it is dropped; a
    moonstone's name is never dropped for its depth ("Depth 0" said which stone nowhere)."""
    from game.ui.markers import worded

    assert worded("Wolf 4, unconscious (unsearched)") == (
        "Wolf 4", "unconscious", (("Wolf 4 · unconscious, unsearched",), ("Wolf 4", "unconscious, unsearched"),
                                  ("Wolf 4 · unconscious",), ("Wolf 4", "unconscious"), ("Wolf 4",)))
    assert all(lines[0].startswith("Moonstone 1") for lines in worded("Moonstone 1 · depth 0")[2])
    assert worded("Objective") == ("Objective", "", ())


def test_a_body_on_a_square_of_the_battle_map_says_whether_it_lives(pilot):
    """Zoomed in on the gamebook's battle map, a body's square has room for two lines under its token: the
    unconscious wolf's label said "Wolf" alone."""
    from tests.gamebook.kit import piece
    from tests.ui.ink import written

    play = _gamebook_play(pilot, [piece("warrior", "warrior", (0, 5))],
                          [piece("wolf", "wolf", (3, 2)), piece("orc", "orc", (5, 5))],
                          fallen=[("wolf", "unconscious")])
    camera = play.board.camera
    for _ in range(2):
        camera.zoom(1, camera.to_screen(play.game.state.table.bases["wolf"].pos))
    pilot.wait(3)
    words = [ink.words for ink in written(pilot.app)]
    assert "Wolf · unconscious, unsearched" in words or {"Wolf", "unconscious, unsearched"} <= set(words) \
        or {"Wolf", "unconscious"} <= set(words) or "Wolf · unconscious" in words, words


def test_an_unconscious_pieces_card_says_it_is_unconscious(pilot):
    """The card of a wolf fallen unconscious gave no status line, only "eliminated" (the window asked the status
    lines of the figures in play alone): it says "unconscious", a dead one "dead"."""
    from tests.gamebook.kit import piece

    play = _gamebook_play(pilot, [piece("warrior", "warrior", (0, 5))],
                          [piece("wolf", "wolf", (3, 2)), piece("goblin", "goblin", (4, 2)),
                           piece("orc", "orc", (5, 5))],
                          fallen=[("wolf", "unconscious"), ("goblin", "dead")])
    lines = play.figures.status_lines()
    assert lines["wolf"][0] == "unconscious" and lines["goblin"][0] == "dead"
