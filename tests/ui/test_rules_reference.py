"""The rules reference for players: one file per ruleset, opened by F2, from the help, and from a refusal's rule
number."""

from __future__ import annotations

import re

import pygame
import pygame_gui
import pytest

from game.rules.ruleset import get_ruleset
from game.ui.app import App
from game.ui.rules_reference import load_reference, mentioned_rules
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


def test_a_seed_rule_named_in_a_reason_is_a_rule_too():
    """Trench's "it has had its shoot (seed rule 2)" gave no Rule 2 button: only "(rule N)" was read."""
    assert mentioned_rules("(seed rules 2 and 4)") == ["2", "4"]
    assert mentioned_rules("no enemy within 1\" (seed rule 2); (rules 12, 14c)") == ["2", "12", "14c"]
    assert mentioned_rules("(rule 11 is optional and not played)") == []
