"""The figure card says what kind of figure it is in words, where its name does not already: never a profile's id."""

from __future__ import annotations

import pytest

from game import locations
from game.rules.game import Game
from game.rules.scenario import load_scenario
from game.ui.panels import kind_of
from tests.gamebook.kit import piece, scenario
from tests.ui.ink import written


@pytest.mark.parametrize(("scenario", "figure", "kind"), [
    ("gamebook-siege.yaml", "Sir Bojan", "Paladin"),
    ("manoeuvres-fen-melee.yaml", "Sir Roland", "Knight"),
    ("arcane-glade.yaml", "Baron Von Fancyhat", ""),
    ("arcane-glade.yaml", "Tabby the Librarian", ""),
    ("clix-battle.yaml", "Guard Swordsman 2", ""),
    ("trench-no-mans-land.yaml", "Pilgrim sniper", ""),
])
def test_a_figures_kind_is_named_where_its_name_does_not_say_it(scenario: str, figure: str, kind: str) -> None:
    game = Game(load_scenario(locations.SCENARIOS / scenario), seed=1)
    found = next(f for f in game.state.figures.values() if f.name == figure)
    assert kind_of(found) == kind


def test_the_card_of_an_arcane_character_shows_no_profile_id(pilot) -> None:
    play = pilot.open(locations.SCENARIOS / "arcane-glade.yaml")
    baron = next(f.id for f in play.game.state.figures.values() if f.name == "Baron Von Fancyhat")
    pilot.click(pilot.figure(baron))
    words = [ink.words for ink in written(pilot.app)]
    assert "Commonwealth" in words and not any("_" in w for w in words)


def test_a_gamebook_card_lists_attack_and_defence_as_they_stand_and_what_the_piece_carries(pilot) -> None:
    """It listed the profile's first values: "kind: hero" and "group: Heroes" beside a title that said so."""
    play = pilot.open(locations.SCENARIOS / "gamebook-ambush.yaml")
    warrior = next(f for f in play.game.state.figures.values() if f.name == "Warrior")
    pilot.until(lambda: play.game.pending is not None and play.game.pending.player == warrior.side)
    pilot.click(pilot.figure(warrior.id))
    words = [ink.words for ink in written(pilot.app)]
    attack = warrior.stats["attack"]["normal"] + 4  # the sword's +4, in the Normal style
    assert f"attack: {attack}" in words and "weapon: Sword" in words and "armour: Chain mail" in words
    assert not any(w.startswith(("kind:", "group:")) for w in words)


def test_a_manoeuvres_card_lists_the_weapon_in_hand_and_the_obrona_it_gives() -> None:
    game = Game(load_scenario(locations.SCENARIOS / "manoeuvres-duel.yaml"), seed=1)
    roland = game.state.figures["knight"]
    facts = dict(game.ruleset.card_facts(game.state, roland))
    assert facts["weapon"] == "Longsword" and facts["obrona"] == "9"  # Obrona 7, the longsword's +2
    roland.status.weapon = None  # knocked out of his hand
    facts = dict(game.ruleset.card_facts(game.state, roland))
    assert facts["weapon"] == "none" and facts["obrona"] == "7"


def test_a_gamebook_card_tells_the_square_its_colour_and_an_exit() -> None:
    """A piece on an exit hides the square's EXIT word, and a good hero's attack hangs on the square's colour: the
    card says both."""
    game = Game(scenario([piece("war", "warrior", (2, 0))], [piece("gob", "goblin", (5, 5))]), seed=1)
    assert dict(game.ruleset.card_facts(game.state, game.state.figures["war"]))["square"] == "c1, white, an exit"
    assert dict(game.ruleset.card_facts(game.state, game.state.figures["gob"]))["square"] == "f6, white"
    # and the alignment that turns the square's colour into +d10 or −d10 (a neutral's odds ranged −3..+17 unsaid)
    assert dict(game.ruleset.card_facts(game.state, game.state.figures["war"]))["alignment"] == (
        "good: +d10 on white, −d10 on black")


def test_an_arcane_card_lists_melee_and_arcane_as_they_stand_and_the_energy_a_turn() -> None:
    """Quack after Foresight on himself: the card said "energy: 3" under the status line's "energy 2", and
    "arcane: 2" where his Arcane was 4 for the rest of the turn."""
    game = Game(load_scenario(locations.SCENARIOS / "arcane-glade.yaml"), seed=1)
    quack = game.state.figures["quack"]
    quack.status.energy, quack.status.arcane_bonus = 2, 2
    facts = dict(game.ruleset.card_facts(game.state, quack))
    assert facts["energy a turn"] == str(quack.stats["energy"]) and "energy" not in facts
    assert facts["arcane"] == f"{quack.stats['arcane'] + 2} (+2 this turn)"
    assert facts["melee"] == str(quack.stats["melee"])


def test_a_trench_card_gives_the_skills_as_dice_and_the_armour_as_what_it_takes_off_an_injury() -> None:
    """"ranged: 0" read as a model that cannot shoot (a clix card's "range: 0" means that): a yeoman shoots at
    +0 DICE. A shield adds −1 to the armour, and the injury table caps the two at −3."""
    game = Game(load_scenario(locations.SCENARIOS / "trench-no-mans-land.yaml"), seed=1)
    facts = {f.id: dict(game.ruleset.card_facts(game.state, f)) for f in game.state.figures.values()}
    assert (facts["yeoman-1"]["ranged"], facts["yeoman-1"]["melee"]) == ("+0 DICE", "+0 DICE")
    assert facts["sniper"]["melee"] == "−1 DICE" and facts["sniper"]["armour"] == "standard (−1)"
    assert facts["shock-trooper"]["armour"] == "reinforced, shield (−3)"
    assert facts["stretcher-bearer"]["armour"] == "none"


def test_a_clix_card_gives_its_values_with_their_units_and_a_range_of_0_as_no_shots() -> None:
    game = Game(load_scenario(locations.SCENARIOS / "clix-duel.yaml"), seed=1)
    facts = {f.id: dict(game.ruleset.card_facts(game.state, f)) for f in game.state.figures.values()}
    assert facts["crossbow"]["range"] == '8"' and facts["swordsman"]["range"] == "0 (no shots)"
    assert facts["crossbow"]["base"] == '1.5"' and facts["crossbow"]["front arc"] == "180°"


def test_a_siege_pieces_card_keeps_above_the_decision_under_it(pilot) -> None:
    """A gamebook piece has seven facts: in order, two to a row, they took six rows, and the last ("square: a1,
    white") was written over the DECISION heading (a tester's find). A short fact now sits beside the short one
    before it, and whatever still does not fit is dropped, the last kept ending in "…"."""
    play = pilot.open(locations.SCENARIOS / "gamebook-siege.yaml")
    thief = next(f for f in play.game.state.figures.values() if f.name == "Zhivko")
    pilot.until(lambda: play.game.pending is not None and play.game.pending.player == thief.side)
    pilot.click(pilot.figure(thief.id))
    inks = written(pilot.app)
    (decision,) = [ink for ink in inks if ink.words == "DECISION"]
    facts = [ink for ink in inks if ink.words.startswith(("attack:", "defence:", "weapon:", "armour:", "rank:",
                                                           "in hand:", "square:", "alignment:"))]
    assert len(facts) >= 7 and all(ink.rect.bottom <= decision.rect.top for ink in facts)


def test_a_fallen_pieces_card_says_how_it_fell_not_eliminated(pilot) -> None:
    """An unconscious gamebook piece's card read "Monsters · eliminated" over its status, "unconscious": a card
    with a status says how the figure is out; one without says eliminated, as before."""
    import pygame

    from game.ui.panels import draw_figure_card
    from tests.ui.ink import Recorder, text_names

    figure = type("Fallen", (), {"name": "Wolf 4", "eliminated": True, "profile": "wolf", "stats": {}})()
    for status, said in (("unconscious", False), ("", True)):
        surface = Recorder((340, 300))
        draw_figure_card(surface, pygame.Rect(0, 0, 340, 300), 10, figure, "Monsters", (200, 60, 60), status, False)
        names = text_names()
        words = [names[id(picture)] for picture, *_rest in surface.blitted if id(picture) in names]
        assert any(w.endswith("· eliminated") for w in words) is said
        assert ("unconscious" in words) is not said
