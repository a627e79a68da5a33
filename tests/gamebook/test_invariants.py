"""Invariants of any gamebook battle, whatever is chosen (hypothesis picks seeds for random players)."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.controller import RandomController
from game.rules.game import Game
from game.rules.gamebook.battle import rank_order
from game.rules.gamebook.data import RANKS
from game.rules.gamebook.odds import attack_odds, results
from game.rules.gamebook.reach import attack_targets
from game.rules.gamebook.squares import square_of
from game.rules.scenario import load_scenario
from tests.gamebook.kit import ROOT, game, piece

AMBUSH = load_scenario(ROOT / "scenarios" / "gamebook-ambush.yaml")


def check(g: Game) -> None:
    state = g.state
    standing = [f for f in state.figures.values() if f.status.fighting]
    squares = Counter(square_of(state, f.id) for f in standing)
    assert max(squares.values(), default=1) == 1, "two standing pieces share a square"
    for figure in state.figures.values():
        st_ = figure.status
        assert st_.endurance <= st_.most
        assert figure.eliminated == (not st_.fighting)
        assert (figure.id in state.table.bases) == (st_.state not in ("fled", "surrendered"))
        assert all(n >= 0 for n in st_.ammunition.values())
    keys = [(RANKS.index(state.figures[f].stats["rank"]), state.figures[f].status.colour != "white")
            for f in rank_order(state)]
    assert keys == sorted(keys)


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 2**32))
def test_random_play_keeps_the_board_sound_and_ends(seed):
    g = Game(AMBUSH, seed=seed, turns=20)
    players = {s.id: RandomController(g, s.id) for s in g.state.sides}
    while g.pending is not None:
        decision = g.pending
        g.answer(players[decision.player].decide(g, decision))
        check(g)
    assert g.over and g.state.round <= 20


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["warrior", "thief", "ranger", "paladin"]), st.sampled_from(["rat", "orc", "ogre"]),
       st.sampled_from(["defensive", "normal", "aggressive"]), st.sampled_from([(0, 0), (1, 0)]))
def test_the_bands_odds_count_every_d10_face(hero, monster, style, square):
    g = game([piece("h", hero, square, style=style)],
             [piece("m", monster, (square[0], 1), rank="king")])
    assert attack_targets(g.state, "h") == ["m"]
    dist = results(g.state, "h", "m", ranged=False)
    assert sum(dist.values()) == 1
    bands = attack_odds(g.state, "h", "m", ranged=False).lines[0].outcomes
    counted: Counter[str] = Counter()
    for result, p in dist.items():
        name = ("critical hit" if result > 25 else "critical miss" if result < -25 else
                "hit" if result > 0 else "miss")
        counted[name] += p
    assert dict(bands) == {k: Fraction(v) for k, v in counted.items()}
