"""The route graphs of a map are shared by every game on it and by the window's AI threads (``session.Thinking``):
what is shared must be safe there. Each test drives the exact interleaving (or shows the object is not shared);
none waits on time."""

from __future__ import annotations

import math
import threading
from typing import Any

import numpy as np

from game.board import paths
from game.board.movement import DEFAULT_GOING
from game.board.paths import _Graph, find_routes
from game.board.table import Table
from game.board.terrain import Kind
from tests.board.mapkit import put, rect, table

WALL = (Kind.BLOCKING, rect(10, 4, 2, 16), "Wall")


class _Poisoned:
    """A pymunk space no one may ask: it stands for the space of another game, being changed on another thread."""

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"the route asked another game's pymunk space ({name})")


def _in_thread(work: Any) -> Any:
    """``work()`` run on a thread of its own (an AI thinking), its result or its error handed back."""
    out: dict[str, Any] = {}

    def run() -> None:
        try:
            out["value"] = work()
        except BaseException as exc:
            out["error"] = exc

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    if "error" in out:
        raise out["error"]
    return out["value"]


def test_a_route_asks_the_terrain_of_its_own_table_not_of_the_game_that_built_the_graph():
    """The graph used to keep the table that built it (the real game's, at its start) and asked that table's pymunk
    space where a base may stand, from every game on the map: an AI thread's fork queried the space the drawing
    thread moves bases in. A second table (a fork) must route with its own table alone."""
    real = table(WALL)
    put(real, "a", 5, 12)
    put(real, "b", 5, 9)
    expected = find_routes(real, "a", [(18, 12)], DEFAULT_GOING)[0]  # builds the graph with the real table
    fork = Table(real.map)
    put(fork, "a", 5, 12)
    put(fork, "b", 5, 9)
    real.space = _Poisoned()  # type: ignore[assignment]
    real._standing.clear()
    found = find_routes(fork, "a", [(18, 12)], DEFAULT_GOING)[0]
    assert expected is not None and found == expected


def test_a_search_kept_on_one_thread_is_not_handed_to_another(monkeypatch):
    """A kept search grows as it is asked (legs tested, Dijkstra run again) in steps another thread must not see
    half done; the window and an AI thread at the same position asked the very same one. Each thread keeps its
    own; on one thread it is still kept."""
    built: list[object] = []

    class Counted(paths._Search):
        def __init__(self, *args: Any) -> None:
            super().__init__(*args)
            built.append(self)

    monkeypatch.setattr(paths, "_Search", Counted)
    t = table(WALL)
    put(t, "a", 5, 12)

    def ask() -> Any:
        return find_routes(t, "a", [(18, 12)], DEFAULT_GOING)[0]

    here = ask()
    assert len(built) == 1
    assert ask() == here and len(built) == 1  # kept on this thread
    assert _in_thread(ask) == here
    assert len(built) == 2  # another thread searched for itself


class _Interleaved(_Graph):
    """A graph whose one-slot cache of open weights runs ``meanwhile`` (once) just after a thread has put its own
    layout there: the moment another thread may put its layout there in turn."""

    meanwhile: Any = None

    @property
    def _open(self) -> Any:
        return self.__dict__["_open"]

    @_open.setter
    def _open(self, value: Any) -> None:
        self.__dict__["_open"] = value
        hook, type(self).meanwhile = type(self).meanwhile, None
        if hook is not None:
            hook()


def test_open_weights_are_those_of_the_layout_asked_even_when_another_thread_asks_another_meanwhile():
    """The weights with the edges through other bases made infinite were kept in one slot and read back from it
    after being put there: a thread asking between the two got the other thread's layout (a route through a base,
    or round one that is not there)."""
    t = table(WALL)
    put(t, "a", 5, 12)
    g = _Graph.of(t, DEFAULT_GOING, 0.75)
    p, q = g.nodes[g.edges[0, 0]], g.nodes[g.edges[0, 1]]
    blocker = [((float(p[0] + q[0]) / 2, float(p[1] + q[1]) / 2), 0.75)]  # a base on the first edge
    alone = g.open_weights(blocker, 0.75, (5.0, 12.0), math.inf).copy()
    assert np.isinf(alone).any()
    g._open = None
    g.__class__ = _Interleaved
    try:
        _Interleaved.meanwhile = lambda: _in_thread(lambda: g.open_weights([], 0.75, (5.0, 12.0), math.inf))
        mine = g.open_weights(blocker, 0.75, (5.0, 12.0), math.inf)
    finally:
        g.__class__ = _Graph
        _Interleaved.meanwhile = None
    assert np.array_equal(mine, alone)
