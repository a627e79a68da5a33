"""A scenario's briefing: what it is at a glance (the launcher's line under its name) and, at the head of the rules
window (F2), its description whole, so that a player in the middle of a game can read again what wins it."""

from __future__ import annotations

import html

from game.rules.scenario import Scenario
from game.ui.style import printable
from game.words import counted


def facts(scenario: Scenario) -> str:
    """"Click-dial skirmish · map skirmish.tmx · 24 × 24 in · 40 turns"."""
    rules = scenario.rules
    words = f"{rules.title} · map {scenario.map.path.name} · {rules.table_size(scenario.map)}"
    turns = scenario.turns if scenario.turns is not None else rules.default_turns
    return words + (f" · {counted(turns, rules.turn_word)}" if turns else "")


def briefing_html(scenario: Scenario) -> str:
    """The scenario's name, facts and description as pygame_gui HTML, ending where the rules begin; a blank line of
    the description (a YAML block's paragraphs) stays a paragraph break."""
    paragraphs = [" ".join(p.split()) for p in scenario.description.strip().split("\n\n")]
    described = "<br><br>".join(html.escape(printable(p), quote=False) for p in paragraphs if p)
    return (f"<font color='#f2b544'><b>This game: {html.escape(printable(scenario.name), quote=False)}</b></font>"
            f"<br><font color='#929aa8'>{html.escape(printable(facts(scenario)), quote=False)}</font><br>"
            + (f"{described}<br>" if described else "")
            + "<br><font color='#929aa8'>— the rules —</font><br><br>")
