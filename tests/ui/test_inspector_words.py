"""The inspector's card says a line's modifier in the ruleset's own words."""

from game.ui.inspector import SightView


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
