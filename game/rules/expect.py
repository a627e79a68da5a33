"""Checking a scenario's ``expect`` against a game: each failure says what was expected and what was found."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from game.words import signed

if TYPE_CHECKING:
    from game.rules.game import Game


def check_expectations(game: Game) -> list[str]:
    """The expectations that do not hold now (line of fire and figures; the winner waits for the end)."""
    expect, state = game.scenario.expect, game.state
    failures = []
    for check in expect.line_of_fire:
        gone = [f for f in (check.source, check.target) if f not in state.table.bases]
        if gone:
            names = " and ".join(f"{state.figures[f].name} ({f})" for f in gone)
            failures.append(f"{check.place}: line of fire {check.source} → {check.target}: expected {check.result}, "
                            f"found no line: {names} {'has' if len(gone) == 1 else 'have'} left the table")
            continue
        sight = game.ruleset.line_of_fire(state, check.source, check.target)
        found = (sight.result, sight.defence_modifier)
        modifier = check.defence_modifier if check.defence_modifier is not None else sight.defence_modifier
        wanted = (check.result, modifier)
        if found != wanted:
            why = "; ".join(getattr(r, "text", str(r)) for r in sight.reasons) or "nothing in the way"
            failures.append(f"{check.place}: line of fire {check.source} → {check.target}: expected {wanted[0]}"
                            f" (defence {signed(wanted[1])}), found {found[0]} (defence {signed(found[1])}): {why}")
    for figure_id, wanted_facts in expect.figures.items():
        facts = game.ruleset.facts(state, state.figures[figure_id])
        for key, wanted in wanted_facts.items():
            fact = facts.get(key)
            if not _same(fact, wanted):
                words = game.ruleset.fact_text
                failures.append(f"expect.figures.{figure_id}.{key}: expected {words(key, wanted)}, found "
                                f"{words(key, fact)}")
    return failures


def check_winner(game: Game) -> list[str]:
    wanted = game.scenario.expect.winner
    if wanted is None:
        return []
    result = game.result
    found = "unfinished" if result is None else (result.winner or "draw")
    return [] if found == wanted else [f"expect.winner: expected {wanted}, found {found}"]


def _same(found: Any, wanted: Any) -> bool:
    if isinstance(wanted, list) and isinstance(found, list | tuple) and len(found) == len(wanted):
        return all(_same(f, w) for f, w in zip(found, wanted, strict=True))
    if isinstance(wanted, float) or isinstance(found, float):
        return isinstance(found, int | float) and math.isclose(found, wanted, abs_tol=1e-3)
    return found == wanted
