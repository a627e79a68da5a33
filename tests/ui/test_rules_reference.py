"""The rules reference for players: one file per ruleset, opened by F2, from the help, and from a refusal's rule
number."""

from __future__ import annotations

import re

import pygame
import pygame_gui
import pytest

from game.rules.arcane.actions import LABELS as ARCANE_LABELS
from game.rules.clix.turns import LABELS as CLIX_LABELS
from game.rules.gamebook.actions import HERO_ACTIONS
from game.rules.manoeuvres.actions import NAMES, PRECISE
from game.rules.ruleset import get_ruleset
from game.rules.trench.actions import LABELS as TRENCH_LABELS
from game.ui.app import App
from game.ui.panels import layout
from game.ui.rules_reference import gloss, glossary, load_reference, mentioned_rules, reference_path
from game.ui.tip_button import beside
from tests.ui.ink import written
from tests.ui.pilot import ROOT, Pilot

SHIPPED = ["clix", "trench", "arcane", "manoeuvres", "gamebook"]


@pytest.mark.parametrize("ruleset_id", SHIPPED)
def test_each_ruleset_explains_its_turn_actions_terrain_and_every_rule_its_refusals_name(ruleset_id):
    reference = load_reference(get_ruleset(ruleset_id))
    text = reference.body.lower()
    assert ("turn" in text or "round" in text) and "terrain" in text and "no players' reference" not in text
    shown = re.sub(r"<[^>]+>", "", reference.body)  # what the reader sees: no Markdown the reference does not draw
    assert not re.findall(r".{0,30}(?:\*|`|\]\().{0,30}", shown), "Markdown left as text"
    named = set()
    for source in (ROOT / "game" / "rules" / ruleset_id).glob("*.py"):
        named |= set(mentioned_rules(source.read_text(encoding="utf-8")))
    missing = {n for n in named if n not in reference.rules and re.sub(r"[a-z]$", "", n) not in reference.rules}
    assert not missing, f"rules named in {ruleset_id}'s refusals with no section: {sorted(missing)}"


def rules_window(pilot):
    return [w for w in pilot.app.dialogs._windows if w.alive() and w.most_specific_combined_id.endswith("#rules")]


def test_a_refusals_rule_number_opens_that_rule(pilot):
    pilot.open(ROOT / "scenarios" / "clix-battle.yaml")
    pilot.click(pilot.figure("xbow1"))  # out of range of every enemy: "(rule 1)"
    pilot.press("Rule 1")
    [window] = rules_window(pilot)
    assert window.window_display_title.endswith("rule 1")
    box = window.get_container().elements[0]
    assert "Range and arc" in box.html_text.split("the whole reference")[0]


def test_the_rule_buttons_stand_on_the_cards_title_line():
    """A row of their own cost the 1280×672 window the card's last line: the duel's crossbowman lost why it may
    not fight."""
    pilot = Pilot(App((1280, 672)))
    pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
    pilot.click(pilot.figure("crossbow"))
    title = next(ink for ink in written(pilot.app) if ink.words == "Not now")
    for label in ("Rule 1", "Rule 6"):
        button = pilot.button(label).rect
        assert button.top < title.rect.centery < button.bottom and button.left > title.rect.right
    drawn = " ".join(ink.words for ink in written(pilot.app))
    assert "Close combat: no target" in drawn and "…" not in drawn


def test_the_rule_buttons_hide_while_another_card_stands_in_their_cards_place():
    """Pointing at an option puts its odds where the refusal was: its Rule buttons stood over the odds' title
    ("Orc Raider breaks awa[Rule 1][Rule 6]" at 960×600)."""
    pilot = Pilot(App((960, 600)))
    pilot.open(ROOT / "scenarios" / "drills" / "clix" / "rule06-rear-arc.yaml")
    pilot.until(lambda: pilot.screen.session.script is None and pilot.screen.input is not None)
    pilot.click(pilot.figure("raider"))
    rules = [pilot.button(f"Rule {n}") for n in (1, 6)]
    assert all(b.visible for b in rules)
    move = pilot.button("Orc Raider: move")
    pilot.hover(move.rect.center)
    title = next(ink for ink in written(pilot.app) if ink.words.startswith("Orc Raider breaks away"))
    assert not any(b.visible for b in rules) and title.words == "Orc Raider breaks away"
    pilot.hover((5, pilot.app.size[1] // 2))  # off the buttons: the refusal and its rules are back
    assert all(b.visible for b in rules)
    assert any(ink.words.startswith("Not now") for ink in written(pilot.app))


def test_f2_and_the_helps_link_open_the_reference_of_the_game_on_show(pilot):
    pilot.open(ROOT / "scenarios" / "trench-no-mans-land.yaml", start=False)  # the launcher
    pilot.key(pygame.K_F2)
    [window] = rules_window(pilot)
    assert window.window_display_title.startswith("Trench")
    pilot.key(pygame.K_F2)
    assert not rules_window(pilot)
    pilot.key(pygame.K_F1)
    pilot.app.run_frames(1, [pygame.event.Event(pygame_gui.UI_TEXT_BOX_LINK_CLICKED, link_target="rules")])
    assert rules_window(pilot)


def test_f2_opens_with_the_briefing_of_the_game_on_the_table_and_after_its_end(pilot):
    """In the middle of a game, what wins it (the scenario's description) was nowhere but the launcher; on the
    game-over card F2 said "Choose a scenario first"."""
    from game.rules.state import Result
    from game.ui.screens.game_over import GameOverScreen

    play = pilot.open(ROOT / "scenarios" / "arcane-glade.yaml")
    for screen in (play, GameOverScreen(pilot.app, play)):
        if isinstance(screen, GameOverScreen):
            play.game.state.result = Result(play.game.state.sides[0].id, "the test says so")
            pilot.app.show(screen)
            pilot.wait(1)
        pilot.key(pygame.K_F2)
        [window] = rules_window(pilot)
        shown = " ".join(re.sub(r"<[^>]+>", " ", window.get_container().elements[0].html_text).split())
        assert shown.startswith("This game: Moonstones in the Walled Garden Arcane: energy, the arcane deck")
        assert "· map glade.tmx · 36 × 36 in · 4 turns Two troupes, Commonwealth against the goblins" in shown
        assert "after four turns the troupe carrying the most moonstones wins. — the rules —" in shown
        assert window.window_display_title.startswith("Arcane")
        pilot.key(pygame.K_F2)
        assert not rules_window(pilot)


def test_a_refusals_rule_opens_before_the_briefing(pilot):
    pilot.open(ROOT / "scenarios" / "clix-battle.yaml")
    pilot.click(pilot.figure("xbow1"))
    pilot.press("Rule 1")
    [window] = rules_window(pilot)
    first, _sep, rest = window.get_container().elements[0].html_text.partition("the whole reference")
    assert "Range and arc" in first and "This game: " not in first and "This game: " in rest


def test_a_seed_rule_named_in_a_reason_is_a_rule_too():
    """Trench's "it has had its shoot (seed rule 2)" gave no Rule 2 button: only "(rule N)" was read."""
    assert mentioned_rules("(seed rules 2 and 4)") == ["2", "4"]
    assert mentioned_rules("no enemy within 1\" (seed rule 2); (rules 12, 14c)") == ["2", "12", "14c"]
    assert mentioned_rules("(rule 11 is optional and not played)") == []


def test_the_glossary_reads_each_definition_of_an_item_and_each_term_of_a_list(tmp_path):
    path = tmp_path / "reference.md"
    path.write_text("# Rules\n\n## Actions\n\n- **Move**: one square. **Hold**: nothing.\n"
                    "- **Take out** an item, **Drop** something.\n- **Szarża** (charge): from 8 to 12 m; x ≤ 2.\n\n"
                    "A paragraph's **Attack**: no term.\n", encoding="utf-8")
    terms = glossary(path)
    assert gloss(terms, "Move") == "<b>Move</b>: one square." and gloss(terms, "Hold") == "<b>Hold</b>: nothing."
    assert gloss(terms, "Zhivko: Drop") == gloss(terms, "Take out") == "<b>Take out</b> an item, <b>Drop</b> something."
    assert gloss(terms, "Szarża vs Marta") == "<b>Szarża</b> (charge): from 8 to 12 m; x &lt;= 2."  # drawable
    assert gloss(terms, "Holdfast") is None and gloss(terms, "Attack") is None and gloss(terms, "Dropped: x") is None


@pytest.mark.parametrize(("ruleset_id", "labels"), [
    ("clix", [*CLIX_LABELS.values(), "End turn"]),
    ("trench", [label for label, _key in TRENCH_LABELS.values()]),
    ("arcane", [*ARCANE_LABELS.values(), "Tabby: Activate and do nothing", "End activation"]),
    ("manoeuvres", [*NAMES.values(), PRECISE]),
    ("gamebook", [label for label, _key in HERO_ACTIONS.values()]),
])
def test_every_action_says_what_it_does_from_the_reference(ruleset_id, labels):
    """The seed's battle actions keep their Polish names on the buttons; a player who has not read the reference
    learns what "Szarża" does by pointing at it (and the gamebook's "Item from pack", the reference's "Take out",
    said nothing)."""
    terms = glossary(reference_path(get_ruleset(ruleset_id)))
    assert [label for label in labels if gloss(terms, label) is None] == []


def test_pointing_at_an_action_shows_what_it_does(pilot):
    pilot.open(ROOT / "scenarios" / "manoeuvres-fen-melee.yaml")  # Grok declares first: Attack, Defensywa, Move, Hold
    tip = pilot.button("Defensywa").tool_tip_text
    assert tip.startswith("<b>Defensywa</b> (defence): Obrona +2") and tip.endswith("(key 2)")
    assert "its attacks go to whoever comes into base contact" in pilot.button("Attack").tool_tip_text
    pilot.open(ROOT / "scenarios" / "gamebook-siege.yaml")
    pilot.click(pilot.figure("anna-thief"))
    tip = pilot.button("Play dead").tool_tip_text
    assert tip.startswith("Zhivko: Play dead (key X)<br><b>Play dead</b>: undiscovered when 1d100")


def test_an_ability_says_what_it_does_in_its_own_words(pilot):
    """An arcane ability's text was in its option and nowhere on screen: "Foresight (1 energy)" said no more."""
    pilot.open(ROOT / "scenarios" / "arcane-glade.yaml")
    pilot.click(pilot.figure("quack"))
    tip = pilot.button("Quack: Foresight").tool_tip_text
    assert tip.endswith("<br>A model with the human keyword within 10\" (Quack himself included) has Arcane +2 for "
                        "the rest of the turn.")


def test_a_side_panel_actions_tooltip_stands_beside_it_clear_of_the_panel(pilot, monkeypatch):
    """Under a decision's buttons in the side panel lie the odds and the refusals of the one pointed at: the gloss
    there covered them until the pointer moved."""
    pilot.open(ROOT / "scenarios" / "arcane-glade.yaml")
    pilot.click(pilot.figure("quack"))
    button = pilot.button("Quack: Foresight")
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: button.rect.center)  # where pygame_gui looks for it
    pilot.hover(button.rect.center)
    for _ in range(40):  # past the tooltip's delay of a second
        pilot.app.step(elapsed=0.05)
    tip = button.tool_tip
    assert tip is not None
    _top, _board, side = layout(pilot.app.size)
    assert tip.rect.right < button.rect.left and tip.rect.top == button.rect.top
    assert side.left - tip.rect.right < tip.rect.w // 4  # over the board, beside the panel


def test_a_tooltip_beside_a_dialog_stands_past_its_edge_and_none_is_placed_off_the_window():
    window, dialog, button = pygame.Rect(0, 0, 1366, 768), pygame.Rect(12, 420, 480, 300), pygame.Rect(26, 630, 220, 32)
    assert beside(button, dialog, (320, 80), window) == (500, 630)  # right of the dialog, on the board
    assert beside(button, dialog, (320, 200), window) == (500, 568)  # lifted to stay in the window
    assert beside(button, dialog, (900, 80), window) is None  # too wide: pygame_gui's own place
