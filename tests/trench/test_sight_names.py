"""What a player reads of a line of fire names terrain as the map maker did: a region of tiles painted with an
object is the object ("Sump"), never "tiles of Sump" (the board labelled both beside the line)."""

from __future__ import annotations

from pathlib import Path

from game.board.table import Base
from game.rules.trench.measure import sight
from game.ui.inspector import figure_sight
from tests.trench.kit import fig, game

TRENCHES = str(Path(__file__).resolve().parents[2] / "maps" / "trenches.tmx")  # the Sump: an object and its tiles


def test_a_line_across_an_object_and_its_tiles_is_labelled_and_explained_with_the_object_once():
    g = game([fig("r1", "sniper", 6, 8)], [fig("b1", "cultist", 8, 26), fig("b8", "cultist", 40, 2)], map=TRENCHES)
    line = g.ruleset.line_of_fire(g.state, "r1", "b1")
    labelled = [r.name for r in line.reasons if r.name and r.point is not None]  # what the board writes by the line
    assert labelled == ["Northern wire 1", "Sump", "Shattered copse"]
    assert any(r.name == "tiles of Sump" and r.ref is not None for r in line.reasons)  # still outlined
    view = figure_sight(g, "r1", "b1")
    assert view is not None and view.explanation() == [
        "The line crosses hindering terrain “Northern wire 1”: cover",
        "The line crosses hindering terrain “Sump”: cover",
        "The line crosses hindering terrain “Shattered copse”: cover",
        "Cultist 1 stands in hindering terrain: cover"]
    assert "tiles of" not in " ".join(r.text for r in sight(g.state, "r1", "b1").reasons if r.point is not None)


def test_a_line_across_the_tiles_alone_names_the_object():
    g = game([fig("r1", "sniper", 6, 8)], [fig("b1", "cultist", 8, 26), fig("b8", "cultist", 40, 2)], map=TRENCHES)
    table = g.state.table
    along_the_edge = g.ruleset.sight_between(table, Base("a", 1, 14.2, 0, 0.01, 360), Base("b", 12, 14.2, 0, 0.01, 360),
                                             g.state)  # through the tiles round the Sump, not the Sump drawn
    assert [(r.name, r.text) for r in along_the_edge.reasons] == [
        ("Sump", "the line crosses hindering terrain “Sump”: cover")]
