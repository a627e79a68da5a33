"""The generic search AI and the clix evaluator: legal answers only, sensible choices, deterministic games."""

import dataclasses

import pytest

from game.ai.clix import FUTURE, ClixEvaluator, evaluate, make_ai, unit
from game.ai.controller import ai_for
from game.ai.lookahead import LookAhead
from game.ai.search import SearchController
from game.board.terrain import Kind
from game.rules.clix.dial import RECORDS, dial
from game.rules.clix.odds import strike_table
from game.rules.decisions import Decision, Option, check_angle, choose
from tests.board.mapkit import rect
from tests.clix.kit import end_turn, fig, game


class Table:
    """An evaluator that scores answers from a fixed table and may have a planned answer."""

    def __init__(self, scores, planned=None, own=()):
        self.scores, self.plan, self.own, self.seen = scores, planned, list(own), []

    def planned(self, game, decision):
        return self.plan

    def candidates(self, game, decision):
        return self.own

    def score(self, game, decision, answers):
        self.seen += list(answers)
        return [self.scores.get(str(a), 0.0) for a in answers]


def controller(g, evaluator, **kwargs):
    return SearchController(g, "red", evaluator, **kwargs)


def test_search_picks_the_best_scored_option():
    g = game([fig("a", "guard_swordsman", 4, 12)], [fig("x", "orc_raider", 20, 12)])
    d = choose("red", "pick", "?", [Option(v, v) for v in "abc"])
    assert controller(g, Table({"b": 2.0, "c": 1.0})).decide(g, d) == "b"


def test_search_scores_only_legal_answers_and_uses_a_legal_plan():
    g = game([fig("a", "guard_swordsman", 4, 12)], [fig("x", "orc_raider", 20, 12)])
    d = Decision("red", "facing", "?", check=check_angle, suggest=lambda: [90, "north"])
    judge = Table({"90": 1.0, "45": 5.0}, own=["up", 45])
    assert controller(g, judge).decide(g, d) == 45
    assert "up" not in judge.seen and "north" not in judge.seen
    assert controller(g, Table({}, planned=10)).decide(g, d) == 10
    assert controller(g, Table({"90": 1.0}, planned="bad")).decide(g, d) == 90


def test_search_tries_every_combination_of_a_multiple_choice():
    g = game([fig("a", "guard_swordsman", 4, 12)], [fig("x", "orc_raider", 20, 12)])
    d = choose("red", "targets", "?", [Option(v, v) for v in "abc"], least=1, most=2)
    judge = Table({"['a', 'c']": 3.0})
    assert controller(g, judge).decide(g, d) == ["a", "c"]
    assert len(judge.seen) == 6  # 3 pairs and 3 singles


def test_search_caps_the_candidates_deterministically():
    g = game([fig("a", "guard_swordsman", 4, 12)], [fig("x", "orc_raider", 20, 12)])
    d = choose("red", "pick", "?", [Option(n, str(n)) for n in range(50)])
    first, again = Table({}), Table({})
    controller(g, first, limit=10).decide(g, d)
    controller(g, again, limit=10).decide(g, d)
    assert len(first.seen) == 10 and first.seen == again.seen


def test_ai_for_loads_the_clix_ai():
    g = game([fig("a", "guard_swordsman", 4, 12)], [fig("x", "orc_raider", 20, 12)])
    assert isinstance(ai_for(g, "red"), SearchController)
    assert isinstance(ai_for(g, "red").evaluator, ClixEvaluator)


def test_the_ai_finishes_a_wounded_enemy_rather_than_scratch_a_fresh_one():
    g = game([fig("a", "guard_crossbow", 4, 12, 0)],
             [fig("x", "orc_raider", 11, 10, 180), fig("y", "orc_raider", 11, 14, 180, wounded=4)])
    ai = make_ai(g, "red")
    assert ai.decide(g, g.pending) == {"figure": "a", "action": "ranged"}
    g.answer({"figure": "a", "action": "ranged"})
    assert ai.decide(g, g.pending) == "y"


def test_the_ai_eliminates_a_figure_rather_than_wound_a_bigger_one_as_much():
    # One strike removes about as many points either way (the troll's click is worth a little more), but only the
    # raider's last click takes a figure, its actions and its threat off the table.
    g = game([fig("a", "guard_crossbow", 4, 12, 0)],
             [fig("x", "blood_troll", 11, 10, 180, wounded=4), fig("y", "orc_raider", 11, 14, 180, wounded=4)])
    ai = make_ai(g, "red")
    assert ai.decide(g, g.pending) == {"figure": "a", "action": "ranged"}
    g.answer({"figure": "a", "action": "ranged"})
    assert ai.decide(g, g.pending) == "y"


def test_a_side_ahead_presses_in_where_an_even_side_keeps_its_distance():
    # The same swordsman, the same raider, a spot in base contact against a spot out of reach: the contact spot
    # gains on the far one when red has a golem more on the table (the side ahead trades blows).
    def contact_over_far(red):
        g = game([fig("a", "guard_swordsman", 4, 12, 0), *red], [fig("x", "orc_raider", 12, 12, 180)])
        near, far = ClixEvaluator(g, "red")._spot_scores(g.state, {"a": [(10.8, 12.0), (1.0, 12.0)]})["a"]
        return near - far

    assert contact_over_far([fig("g", "iron_golem", 2, 22, 0)]) > contact_over_far([]) + 0.5


def test_the_ai_heals_a_badly_wounded_friend():
    g = game([fig("p", "battle_priest", 4, 12, 0), fig("s", "guard_swordsman", 4, 13.5, 0, wounded=4)],
             [fig("x", "orc_raider", 20, 12, 180)], options={"actions_per_turn": 1})
    assert make_ai(g, "red").decide(g, g.pending) == {"figure": "p", "action": "heal"}


def test_the_ai_values_a_spot_in_cover_over_the_same_spot_in_the_open():
    # Two spots as far from the enemy archer, one in a copse: its own copse does not hinder its shots (rule 12
    # as the board reads it) but hinders the archer's, so it is worth more.
    g = game([fig("a", "guard_crossbow", 4, 12, 0)], [fig("x", "orc_archer", 16, 12, 180)],
             (Kind.HINDERING, rect(9, 8, 2, 2), "Copse"))
    in_copse, in_open = ClixEvaluator(g, "red")._spot_scores(g.state, {"a": [(10.0, 9.0), (10.0, 15.0)]})["a"]
    assert in_copse > in_open


def test_ai_games_are_legal_and_repeat_exactly():
    def play(seed):
        g = game([fig("a", "guard_swordsman", 4, 10, 0), fig("b", "guard_crossbow", 4, 14, 0),
                  fig("p", "battle_priest", 3, 12, 0)],
                 [fig("x", "orc_raider", 20, 10, 180), fig("y", "orc_shaman", 20, 14, 180)],
                 (Kind.HINDERING, rect(10, 9, 3, 3)), (Kind.BLOCKING, rect(12, 14, 2, 2)), turns=30, seed=seed)
        players = {s.id: make_ai(g, s.id) for s in g.state.sides}
        while g.pending:
            g.answer(players[g.pending.player].decide(g, g.pending))  # an illegal answer would raise
        return g
    first, again = play(3), play(3)
    assert first.over and first.answers == again.answers
    assert [e.to_line() for e in first.log] == [e.to_line() for e in again.log]


def test_closing_in_is_measured_along_the_route_round_a_wall():
    # A wall between the swordsman and the raider, open at both ends. Hard against the wall is nearer in a
    # straight line, but a figure there has the whole wall to walk round; beside the wall's end is nearer by route.
    g = game([fig("a", "guard_swordsman", 4, 12, 0)], [fig("x", "orc_raider", 20, 12, 180)],
             (Kind.BLOCKING, rect(8, 2, 1, 20), "Wall"))
    against_wall, by_its_end = ClixEvaluator(g, "red")._spot_scores(g.state, {"a": [(7.2, 12.0), (5.0, 21.0)]})["a"]
    assert by_its_end > against_wall


@pytest.mark.parametrize("acting", ["red", "blue"])
def test_the_look_ahead_rates_finishing_a_wounded_enemy_above_leaving_it_to_three_figures(acting):
    """The look-ahead's rating of where a future ends, whichever side acts then: a future in which the wounded
    raider was finished now rates higher than one in which it was left for the three crossbows that could each
    finish it (rated by their chances at the greedy AI's scale and summed, that raider counted three times and
    won; counted once but at that scale, it still outweighed its worth on the table: 72.3 against 56.5)."""
    red = [fig(f"c{n}", "guard_crossbow", 4, y, 0) for n, y in enumerate((10, 12, 14))]
    far = fig("far", "orc_raider", 12, 4, 180)  # another in reach either way
    left = game(red, [fig("x", "orc_raider", 11, 12, 180, wounded=4), far])
    finished = game(red, [far])
    for g in (left, finished):
        if acting == "blue":
            end_turn(g)
        assert g.state.active == acting
    assert evaluate(finished, "red") > evaluate(left, "red")


def test_a_normal_clix_future_plays_one_more_action_and_is_rated_mid_turn():
    """A battle's turn is too long to play out in a normal decision's budget more than once (which ranks nothing):
    a future plays the candidate and one more action, then is rated while the side still acts."""
    g = game([fig(f"r{n}", "guard_swordsman", 4, 4 + 3 * n) for n in range(6)],
             [fig(f"b{n}", "orc_raider", 20, 4 + 3 * n, 180) for n in range(6)])
    ai = ai_for(g, "red", "normal")
    assert isinstance(ai, LookAhead) and ai.budget.plies == 1
    rated = []
    ai.evaluate = lambda sim, player: rated.append((sim.state.active, sim.pending.context["actions_left"])) or 0.0
    ai.sim = g.spawn()
    move = next(v for v in g.pending.values if isinstance(v, dict) and v.get("action") == "move")
    ai.future(g.position(), move, seed=5)
    assert rated == [("red", g.pending.context["actions_left"] - 2)]
    ai.budget = dataclasses.replace(ai.budget, plies=None)  # played to the turn's end instead
    ai.future(g.position(), move, seed=5)
    assert rated[-1][0] == "blue"


def test_the_look_ahead_counts_the_enemy_threats_while_its_own_side_still_acts():
    """A battle's future ends mid-turn (one more action of six): the enemy acts after the turn, so where the figures
    stand exposed counts then too, not only once the enemy's turn has come (rated by chances alone, normal took
    another answer than greedy's in a quarter of a battle's searches and scored as greedy did)."""
    near = fig("x", "orc_raider", 10, 12, 180)
    exposed = game([fig("a", "guard_swordsman", 8, 12, 0)], [near, fig("y", "orc_raider", 9, 14.5, 180)])
    covered = game([fig("a", "guard_swordsman", 8, 12, 0)], [near, fig("y", "orc_raider", 22, 22, 180)])
    for g in (exposed, covered):
        assert g.state.active == "red"
    assert evaluate(exposed, "red") < evaluate(covered, "red")


def test_the_look_ahead_counts_only_the_chances_of_figures_that_may_still_act_this_turn():
    """A future is rated by what the player's side could still do this turn: a figure that has acted has no more
    chances in it, and a side that ended its turn none. Counted for every figure while the side acted (whether it
    had acted or not) and for none once the turn was over, a future that ended the turn rated below one that played
    an action, and the one that shot rated the shooter's chance again (normal against greedy: 40 % over 20
    battles so; 60 % counting only the figures that may still act)."""
    red = [fig("c", "guard_crossbow", 4, 12, 0), fig("s1", "guard_swordsman", 4, 22, 0),
           fig("s2", "guard_swordsman", 6, 22, 0)]  # two actions; the swordsmen have nothing in reach
    g = game(red, [fig("x", "orc_raider", 11, 12, 180)])
    fresh = evaluate(g, "red")
    RECORDS.record(g.state).acted.add("c")  # as when the crossbow has acted and the side still has an action
    acted = evaluate(g, "red")
    end_turn(g)
    assert g.state.active == "blue"
    assert fresh > acted == pytest.approx(evaluate(g, "red"))


def test_the_look_ahead_counts_a_blow_left_for_later_at_what_it_would_take_from_the_targets_worth():
    """A blow not yet struck counts ``FUTURE`` times the points it would take from the target's worth on the table
    (the scale of the rest of the rating), so striking it now rates higher than leaving it. At the greedy AI's
    scale (a click on a wounded figure weighed by the clicks it has left, a kill extra) the blow left for later
    outweighed the blow struck, and normal moved other figures and ended its turn with a sure attack unmade."""
    red = [fig("a", "guard_swordsman", 10, 12, 0), fig("s1", "guard_swordsman", 4, 22, 0),
           fig("s2", "guard_swordsman", 6, 22, 0)]  # two actions; only the swordsman a has anything in reach
    g = game(red, [fig("x", "orc_raider", 11.5, 12, 180, wounded=3)])
    a, x = (unit(g.state, g.state.figures[fid]) for fid in ("a", "x"))
    assert g.state.table.contacts("a") == ["x"]
    taken = sum(float(p) * min(c, x.left) for c, p in strike_table(x.defence - a.attack, a.damage).items())
    fresh = evaluate(g, "red")
    RECORDS.record(g.state).acted.add("a")
    clicks = len(dial(g.state.figures["x"]).clicks)
    assert fresh - evaluate(g, "red") == pytest.approx(FUTURE * taken * x.points / clicks)


def test_a_figure_boxed_in_by_friends_ends_the_turn_rather_than_move_nowhere():
    # Four friends touch the swordsman on every side: each of its moves stops where it stands. Such a move gains
    # nothing and spends its action (acting again next turn would push it), so it scores below ending the turn,
    # while a free friend's move toward the enemy scores above.
    enemy = [fig("x", "orc_raider", 20, 12, 180)]
    d = game([fig("a", "guard_swordsman", 6, 12, 0)], enemy).state.base("a").diameter + 0.01
    ring = [fig(f"f{k}", "guard_swordsman", 6 + dx * d, 12 + dy * d, 0)
            for k, (dx, dy) in enumerate([(1, 0), (-1, 0), (0, 1), (0, -1)])]
    g = game([fig("a", "guard_swordsman", 6, 12, 0), *ring, fig("free", "guard_swordsman", 6, 20, 0)], enemy)
    answers = [{"figure": "a", "action": "move"}, {"figure": "free", "action": "move"}, {"action": "end_turn"}]
    boxed, free, end = ClixEvaluator(g, "red").score(g, g.pending, answers)
    assert boxed < end < free
