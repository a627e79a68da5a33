"""The inspector's card says a line's modifier in the ruleset's own words."""

from game.ui.inspector import SightView, figure_sight


def test_a_defence_modifier_by_default_and_the_rulesets_words_when_it_gives_them():
    assert SightView((0, 0), (1, 0), "hindered", 1, ()).title == "Hindered line of fire: defence +1"
    assert SightView((0, 0), (1, 0), "hindered", 1, (), "1 DICE off a shot").title == (
        "Hindered line of fire: 1 DICE off a shot")
    assert SightView((0, 0), (1, 0), "blocked", 0, ()).title == "Line of fire blocked"


def test_a_blockers_name_goes_where_no_figure_or_label_stands():
    """The name beside the spot where the ray meets a piece tries each side of it in turn: 'Barley field' was
    written over the crossbowman's own label."""
    from types import SimpleNamespace

    import pygame

    from game.ui.camera import Camera
    from game.ui.inspector import draw_sight_marks

    pygame.init()
    surface = pygame.Surface((400, 400))
    camera = Camera(pygame.Rect(0, 0, 400, 400), (20, 20))
    reason = SimpleNamespace(name="Barley field", point=(10, 10), effect="hinders", ref=None, kind="piece")
    view = SightView((2, 10), (18, 10), "hindered", 1, (reason,))
    x, y = camera.to_screen((10, 10))
    [free] = draw_sight_marks(surface, camera, view)
    assert free.left > x and free.bottom < y  # above right of the spot, the first choice
    [moved] = draw_sight_marks(surface, camera, view, avoid=[free])  # a figure's label stands there
    assert not moved.colliderect(free)
    assert draw_sight_marks(surface, camera, view, avoid=[pygame.Rect(0, 0, 400, 400)]) == []  # left to the card


def test_the_shade_of_a_figure_seeing_the_whole_table_leaves_no_speckles():
    """On an open table every pixel is in view: the rays' quads, a little wider than the rays are apart, left a
    line of dark speckles across the lit table from a probe (1366×768, 32 px an inch)."""
    import pygame

    from game.board.table import Base
    from game.board.visibility import plain_visible_area
    from game.ui.camera import LEVELS, Camera
    from game.ui.inspector import VisibilityShade, _shade
    from tests.board.mapkit import table

    pygame.init()
    t = table(width=30, height=20)
    viewer = t.add(Base("probe", 4.0, 16.4, 0.0, 1.0, 360.0))
    area = plain_visible_area(t, viewer)
    for level in range(len(LEVELS)):
        camera = Camera(pygame.Rect(0, 0, 2000, 1400), (30, 20))
        camera.level, camera.origin = level, (0.0, 0.0)
        if not camera.viewport.contains(camera.table_rect):
            break
        shade = _shade(camera, area, VisibilityShade.DARK, VisibilityShade.LIT)
        edge = max(8, round(camera.scale))  # the table's edge is drawn soft: an inch in
        inside = camera.table_rect.inflate(-2 * edge, -2 * edge)
        alphas = pygame.surfarray.pixels_alpha(shade)[inside.left:inside.right, inside.top:inside.bottom]
        assert int(alphas.max()) <= VisibilityShade.LIT[3] + 4, f"{camera.tile_px} px an inch"


def test_a_line_across_a_wood_and_the_tiles_painted_with_it_says_the_wood_once():
    """The fen's line said it crossed hindering terrain "tiles of Fen" and then "Fen": one fen to a player. Tiles
    of another kind than their object (a church's blocking roof) are still said beside it."""
    from pathlib import Path

    from game.rules.game import Game
    from game.rules.scenario import load_scenario
    from game.ui.inspector import figure_sight

    scenario = Path(__file__).resolve().parents[2] / "scenarios" / "manoeuvres-fen-melee.yaml"
    game = Game(load_scenario(scenario), seed=1)
    view = figure_sight(game, "assassin", "orc")  # across the fen, from where they stand
    assert view is not None and {r.name for r in view.reasons} == {"tiles of Fen", "Fen"}
    assert view.explanation() == ["The line crosses hindering terrain “Fen”: no cover in these rules"]

    from game.board.sight import Obstruction

    roof = Obstruction("blocks", "", "“tiles of Church” hides B from A", name="tiles of Church")
    church = Obstruction("cover", "", "the line crosses “Church”: cover", name="Church")
    assert len(SightView((0, 0), (1, 0), "blocked", 0, (roof, church)).explanation()) == 2


def test_the_line_of_fire_between_two_figures_says_when_the_target_is_out_of_range():
    """The L tool said "Clear line of fire" from a range-8 sorceress to a raider 26 inches away, where the offer of
    actions said "beyond range 8" (a tester's find): the clix line now says it first; within range it says
    nothing more, and a figure of range 0 is said to have none."""
    from game.rules.game import Game
    from game.ui.inspector import figure_sight
    from tests.clix.kit import fig, scenario

    game = Game(scenario([fig("bow", "guard_crossbow", 4, 12, 0), fig("sw", "guard_swordsman", 4, 16, 0)],
                         [fig("near", "orc_raider", 10, 12, 180), fig("far", "orc_raider", 20, 12, 180)]))
    far = figure_sight(game, "bow", "far")
    assert far is not None and far.explanation()[0].startswith("Out of range: Orc Raider 2 is 16.00 in away")
    assert not any("range" in line for line in figure_sight(game, "bow", "near").explanation())
    assert "cannot shoot" in figure_sight(game, "sw", "near").explanation()[0]


def test_a_clear_line_through_a_base_says_the_base_blocks_nothing_where_figures_do_not():
    """Arcane's card said "Nothing is in the way" of a line straight through another character's base (a tester's
    find): the base is named, as crossed to no effect."""
    from game.rules.game import Game
    from tests.arcane.kit import fig, make

    game: Game = make({"red": [fig("a", "flintlock", 10, 10)],
                       "blue": [fig("b", "fritz", 14, 10), fig("c", "gutrot", 20, 10)]})
    view = figure_sight(game, "a", "c")
    assert view is not None and view.result == "clear"
    assert view.explanation() == ["The line crosses Fritz's base: figures do not block in these rules"]
