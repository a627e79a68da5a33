"""arcane and manoeuvres know no cover: their sight is the board's plain sight, clear or blocked, for the figures'
lines, the terrain test's probes and the firing lanes alike (manoeuvres' probes across the Fen read "hindered")."""

from __future__ import annotations

import numpy as np
import pytest

from game import locations
from game.board.table import Base
from game.rules.game import Game
from game.rules.ruleset import get_ruleset
from game.rules.scenario import load_scenario


@pytest.mark.parametrize("ruleset_id", ["manoeuvres", "arcane"])
def test_a_line_across_hindering_ground_is_clear_and_names_what_it_crosses_as_no_cover(ruleset_id: str) -> None:
    """The terrain test's card read "Nothing is in the way" of a line across the whole Fen."""
    state = Game(load_scenario(locations.SCENARIOS / "manoeuvres-duel.yaml"), seed=1).state  # The Fen Meadow
    rules = get_ruleset(ruleset_id)
    west, east = Base("a", 4.7, 5.4, 0, 1.0), Base("b", 20.0, 5.4, 0, 1.0)  # either side of the Fen (marsh)
    assert get_ruleset("trench").sight_between(state.table, west, east).result == "hindered"  # trench: cover
    seen = rules.sight_between(state.table, west, east)
    assert seen.result == "clear" and any("Fen" in r.text for r in seen.reasons)
    assert all(r.effect == "crosses" and r.text.endswith(": no cover in these rules") and r.point is r.ref is None
               for r in seen.reasons)  # not outlined on the board, not marked on the line
    src, dst = np.array([0]), np.array([1])
    visible, hindered = rules.sight_batch()(state.table, [west, east], src, dst)
    assert visible.tolist() == [True] and hindered.tolist() == [False]


def test_manoeuvres_figures_line_of_fire_is_its_sight_between_their_bases() -> None:
    game = Game(load_scenario(locations.SCENARIOS / "manoeuvres-duel.yaml"), seed=1)
    table = game.state.table
    assert game.ruleset.line_of_fire(game.state, "knight", "warrior") == game.ruleset.sight_between(
        table, table.bases["knight"], table.bases["warrior"], game.state)
