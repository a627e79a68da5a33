"""A drill is a lesson: its script is played a step at a time with the dice shown, and its checks then stay on
the board in a card."""

from __future__ import annotations

import pygame

from game.rules.saves import save_game
from game.ui.app import App
from tests.ui.ink import screen_words
from tests.ui.pilot import ROOT, Pilot

REAR_ARC = ROOT / "scenarios" / "drills" / "clix" / "rule06-rear-arc.yaml"


def test_a_drill_steps_through_its_script_with_its_dice_then_keeps_its_checks_on_show(pilot):
    play = pilot.open(REAR_ARC)
    assert play.session.script is not None and not play.game.answers  # nothing played at once
    assert "step 1 of 1" in screen_words(pilot.app)
    frames = 0
    while play.session.script is not None:
        pilot.wait(1)
        frames += 1
    assert frames > 20  # the step waited its turn, as the AI's do
    pilot.wait(2)
    throws = play.events.dice.throws
    assert throws and throws[0].values == [2, 3]  # the rear-arc roll, thrown on the board
    assert play.turns.checks == [("Orc Raider: damage 2", True)]
    card = play.drill_card
    assert card is not None  # the tray, still up, kept clear of the card (was under it)
    assert not play.events.dice.rect.colliderect(card)
    pilot.wait(400)  # long after any note would have faded
    words = screen_words(pilot.app)
    assert "The drill's checks all hold" in words and "Orc Raider: damage 2" in words
    assert "F2: the lesson in full" in words  # the card held the checks, and nothing said where the lesson was
    pilot.key(pygame.K_F2)
    [box] = [w.get_container().elements[0] for w in pilot.app.dialogs._windows
             if w.alive() and w.most_specific_combined_id.endswith("#rules")]
    assert " ".join(play.game.scenario.description.split()) in " ".join(box.html_text.split())


def test_a_drills_checks_read_counts_as_counts():
    """The rule 4 drill expects click 3 and defence 14 of the raider: read as numbers, they showed as "3.0"."""
    from game.rules.game import Game
    from game.rules.scenario import load_scenario
    from game.ui.drill_card import drill_checks
    from tests.ui.pilot import ROOT

    drills = (ROOT / "scenarios" / "drills" / "clix").glob("*.yaml")
    [path] = [p for p in drills if "Rule 4: a tie hits" in p.read_text()]
    words = [w for w, _ in drill_checks(Game(load_scenario(path), seed=0))]
    assert "Orc Raider: click 3" in words and "Orc Raider: defence 14" in words


def test_a_drills_lists_read_as_words():
    """The bare-hands drill expects wounds and moments: they read "wounds ['light']" and "moments [32.0]"."""
    from game.rules.game import Game
    from game.rules.scenario import load_scenario
    from game.ui.drill_card import drill_checks
    from tests.ui.pilot import ROOT

    path = ROOT / "scenarios" / "drills" / "manoeuvres" / "bez-broni.yaml"
    words = [w for w, _ in drill_checks(Game(load_scenario(path), seed=0))]
    assert words == ["Sir Roland: wounds light", "Sir Roland: moments 32", "Bjarni: wounds scratch"]


def test_a_drills_mappings_names_and_nothing_read_as_words():
    """The gamebook's checks read "ammunition {'arrows': 12.0}", "may move, take_out, play_dead" and, of a broken
    weapon, "weapon " with nothing after it."""
    from game.rules.game import Game
    from game.rules.scenario import load_scenario
    from game.ui.drill_card import drill_checks
    from tests.ui.pilot import ROOT

    drills = ROOT / "scenarios" / "drills" / "gamebook"
    words = [w for w, _ in drill_checks(Game(load_scenario(drills / "shoot-adjacent-refused.yaml"), seed=0))]
    assert words[-2:] == ["Ranger: may move, attack, shoot, style, take out, switch, drop, play dead, guard",
                          "Ranger: ammunition arrows 12"]
    broken = drills / "critical-hero-miss-1-weapon-breaks.yaml"
    words = [w for w, _ in drill_checks(Game(load_scenario(broken), seed=0))]
    assert "Warrior: weapon none" in words


def test_a_drill_saved_after_its_script_shows_its_checks_again_when_opened(pilot, tmp_path):
    """Saved once the lesson is played and opened again (Continue, Open): the checks' card is back, as the script
    left the board, where it was gone."""
    play = pilot.open(REAR_ARC)
    pilot.until(lambda: play.session.script is None)
    saved = save_game(play.game, tmp_path / "lesson.json", play.seats.saved())
    again = pilot.open(saved)
    assert again is not play and again.session.script is None
    assert again.turns.checks == [("Orc Raider: damage 2", True)]
    pilot.wait(2)
    assert "The drill's checks all hold" in screen_words(pilot.app)


def test_the_checks_card_goes_to_a_corner_that_hides_no_figure(pilot):
    """At the top right, the Fireblast drill's card hid Old Brass, one of the lesson's figures."""
    play = pilot.open(ROOT / "scenarios" / "drills" / "arcane" / "fireblast_bluff.yaml")
    pilot.until(lambda: play.session.script is None and not play.busy)
    pilot.wait(2)
    card = play.drill_card
    assert card is not None
    assert card.collidelist(list(play.figures.footprints().values())) < 0


def test_the_checks_card_keeps_above_the_strips_along_the_boards_foot():
    """At 960×600 the hint takes two lines: the card at the bottom right ran under them, its last checks hidden."""
    small = Pilot(App((960, 600)))
    play = small.open(ROOT / "scenarios" / "drills" / "manoeuvres" / "change-of-declaration.yaml")
    small.until(lambda: play.session.script is None and not play.busy)
    small.wait(2)
    card, readable = play.drill_card, play.board.camera.readable
    assert card is not None and play.board.camera.covered_below > 30  # two lines of hint, or the legend too
    assert readable.contains(card)
    small.app.close()


def test_at_960x600_the_card_and_the_dice_keep_beside_a_declaration_of_eleven_actions():
    """The Kontra drill ends on a declaration whose window fills the board's middle: the card was under it in
    every corner, and the roll's tray, once moved aside, over the card."""
    pilot = Pilot(App((960, 600)))
    try:
        play = pilot.open(ROOT / "scenarios" / "drills" / "manoeuvres" / "kontra.yaml")
        pilot.until(lambda: play.session.script is None and play.decisions.covering() and play.events.dice.throws)
        pilot.wait(2)
        windows = play.decisions.covering()
        card, tray = play.drill_card, play.events.dice.rect
        assert card is not None and tray is not None
        assert card.collidelist(windows) < 0 and tray.collidelist(windows) < 0 and not tray.colliderect(card)
        assert pilot.app.window.get_rect().contains(card)
        words = screen_words(pilot.app)
        assert "The drill's checks all hold" in words and "Bjarni: wounds scratch" in words
    finally:
        pilot.app.close()
