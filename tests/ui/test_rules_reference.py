"""The rules reference for players: one file per ruleset, opened by F2, from the help, and from a refusal's rule
number."""

from __future__ import annotations

import re

import pygame
import pygame_gui
import pytest

from game.rules.ruleset import get_ruleset
from game.ui.rules_reference import load_reference, mentioned_rules
from tests.ui.pilot import ROOT

SHIPPED = ["clix", "trench", "arcane"]


@pytest.mark.parametrize("ruleset_id", SHIPPED)
def test_each_ruleset_explains_its_turn_actions_terrain_and_every_rule_its_refusals_name(ruleset_id):
    reference = load_reference(get_ruleset(ruleset_id))
    text = reference.body.lower()
    assert "turn" in text and "terrain" in text and "no players' reference" not in text
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
