"""A ruleset that says nothing about sight and movement still answers every such question, by the defaults of
game/rules/ruleset.py (what manoeuvres and gamebook get until they override them): plain sight between any two
bases, the plain visible area, the default going, and shortest routes by it."""

from __future__ import annotations

from game.board.movement import DEFAULT_GOING
from game.board.table import Base
from game.board.terrain import Kind
from game.board.visibility import Visibility
from game.rules.ruleset import Ruleset


class Bare(Ruleset):
    id = "bare"
    title = "A ruleset without a word on sight or movement"


def test_sight_between_any_two_bases_is_plain_sight(game):
    table, bare = game.state.table, Bare()
    a, b = list(table.bases.values())[:2]
    seen = bare.sight_between(table, a, b)
    assert seen.result in ("clear", "hindered", "blocked") and seen.defence_modifier == 0
    pointer = Base("pointer", 1.0, 1.0, 0.0, 0.0, 360.0)  # a point, off the figures
    assert bare.sight_between(table, a, pointer).result in ("clear", "hindered", "blocked")
    assert bare.line_of_fire(game.state, a.id, b.id) == bare.sight_between(table, a, b, game.state)


def test_the_visible_area_and_the_going_have_defaults(game):
    table, bare = game.state.table, Bare()
    area = bare.visible_area(table, next(iter(table.bases.values())), rays=90)
    assert isinstance(area, Visibility) and len(area.angles) == 90
    going = bare.going(game.state)
    assert going is DEFAULT_GOING and Kind.OBSTACLE in going.barred and Kind.DEEP_WATER in going.barred


def test_routes_by_the_default_going(game):
    table, bare = game.state.table, Bare()
    mover = next(iter(table.bases.values()))
    here = mover.pos
    (route,) = bare.routes(game.state, mover.id, [(here[0], here[1] + 1.0)], allowance=5.0)
    assert route is not None and route.length == 1.0
    assert bare.routes(game.state, mover.id, [(-5.0, -5.0)]) == [None]  # off the table
