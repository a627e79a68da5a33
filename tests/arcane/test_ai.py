"""The arcane AI: whole games to the end, never an illegal answer, bluffing and calling from what it can see,
combat cards by expected damage, and no peeking at hidden cards."""

import copy
import random
from pathlib import Path

import pytest

from game.ai.arcane import make_ai
from game.ai.lookahead import WIN, outcome
from game.headless import play
from game.rules.arcane.chances import melee_outcomes
from game.rules.game import Game
from game.rules.scenario import load_scenario
from game.rules.state import Result
from tests.arcane.kit import act, fig, make, say

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"
DEAL = ["green-2", "blue-1", "blue-3", "catastrophe", "pink-1", "pink-2", "green-1", "blue-2"]


@pytest.mark.parametrize("name", ["arcane-glade.yaml", "arcane-glade-three.yaml", "arcane-glade-four.yaml"])
def test_ai_against_ai_plays_a_bundled_scenario_to_the_end(name):
    game = Game(load_scenario(SCENARIOS / name), seed=11)
    play(game)  # every answer goes through Game.answer, which refuses anything illegal
    assert game.result is not None
    assert game.state.turn == 4 or game.result.reason.endswith("last standing")
    assert set(game.result.scores) == {s.id for s in game.state.sides}


def test_the_same_seed_plays_the_same_game():
    logs = []
    for _ in range(2):
        game = Game(load_scenario(SCENARIOS / "arcane-glade.yaml"), seed=5)
        play(game)
        logs.append([e.to_line() for e in game.log])
    assert logs[0] == logs[1]


def test_a_finished_game_replays_from_its_seed_and_answers():
    game = Game(load_scenario(SCENARIOS / "arcane-glade.yaml"), seed=8)
    play(game)
    lines = [e.to_line() for e in game.log]
    game.rebuild(list(game.answers))
    assert [e.to_line() for e in game.log] == lines and game.result is not None


def musket(deal=DEAL, **stats):
    game = make({"red": [fig("flint", "flintlock", 10, 10, **stats)],
                 "blue": [fig("shab", "shabaroon", 10, 16), fig("gut", "gutrot", 14, 16)]}, arcane=deal)
    act(game, "flint", "shoot_musket", targets="shab")
    return game


def test_the_ai_lays_a_fitting_card_and_tells_the_truth():
    game = musket()
    ai = make_ai(game, "red")
    laid = ai.decide(game, game.pending)
    game.answer(laid)
    assert (laid, ai.decide(game, game.pending)) == ("green-2", "green-2")


def test_without_a_fitting_card_the_ai_bluffs_with_a_card_that_fits():
    game = musket(deal=["blue-1", "pink-1", "blue-3", "catastrophe", "green-3", "pink-2", "green-1", "blue-2"])
    ai = make_ai(game, "red")
    game.answer(ai.decide(game, game.pending))
    declared = ai.decide(game, game.pending)
    assert declared.startswith("green-") and game.state.rules.arcane.laid != declared


def test_an_ai_asked_only_the_declaration_reckons_with_the_card_laid():
    """The declaration asked of an AI that did not lay the card (a look-ahead's future): the card laid has left
    the hand, and with a hand of one card the reckoning met an empty hand (IndexError in a ladder game)."""
    game = musket(deal=["blue-1", "pink-1", "blue-3", "catastrophe", "green-3", "pink-2", "green-1", "blue-2"],
                  arcane=-3)  # a hand of one card
    assert len(game.state.rules.arcane.hands["red"]) == 1
    say(game, "lay", "blue-1")
    assert make_ai(game, "red").decide(game, game.pending).startswith("green-")  # a bluff that fits


def test_the_ai_calls_a_lie_it_can_prove():
    game = musket(deal=["blue-1", "pink-1", "green-3", "blue-3", "pink-2", "green-1", "blue-2", "pink-3"])
    say(game, "lay", "blue-1")
    say(game, "declare", "green-3")  # blue holds the only green 3
    assert make_ai(game, "blue").decide(game, game.pending) == "bluff"


def test_the_ai_accepts_a_declaration_that_is_likely_true():
    game = make({"red": [fig("fire", "firespitter", 10, 10)], "blue": [fig("fritz", "fritz", 10, 16, evade=0)]},
                arcane=["blue-1", "pink-1", "green-1", "green-2", "pink-2", "pink-3",
                        "green-3", "pink-1", "blue-3", "green-1", "blue-2", "pink-2"])
    act(game, "fire", "fireblast", targets="fritz", lay="blue-1", declare="blue-1")
    assert make_ai(game, "blue").decide(game, game.pending) == "ok"  # 5 cards drawn, no blue 1 seen: likely true


def test_the_ai_accepts_what_a_truthful_caster_of_two_cards_would_declare():
    """Two cards held make any one card unlikely to be among them (37 % for green 2), so the AI called nearly
    every declaration, though a caster declares truly whenever it holds a fitting card (66 % with two here) and a
    call proved true gives it a free repeat: a green 2 declared is most likely true."""
    game = musket(deal=["green-2", "blue-1", "blue-3", "pink-3", "pink-1", "pink-2", "green-1", "blue-2"])
    say(game, "lay", "green-2")
    say(game, "declare", "green-2")
    assert make_ai(game, "blue").decide(game, game.pending) == "ok"


def test_the_ai_calls_a_harmless_declaration_when_it_holds_the_catastrophe():
    game = musket()
    say(game, "lay", "blue-1")
    say(game, "declare", "blue-3")  # a certain lie (blue holds the blue 3), and blue can answer it with disaster
    assert make_ai(game, "blue").decide(game, game.pending) == "bluff"


def test_the_ai_replaces_a_caught_lie_with_its_catastrophe():
    game = musket()
    say(game, "lay", "blue-1")
    say(game, "declare", "green-3")
    say(game, "call", "bluff")
    assert make_ai(game, "blue").decide(game, game.pending) == "catastrophe"


def test_the_ais_call_depends_only_on_what_it_can_see():
    calls = []
    for first, second in (("green-3", "blue-1"), ("blue-2", "blue-1")):  # what red really holds differs
        deal = [first, second, "blue-3", "catastrophe", "pink-1", "pink-2", "green-1", "green-2"]
        game = musket(deal=deal)
        say(game, "lay", second)
        say(game, "declare", "green-3")
        calls.append(make_ai(game, "blue").decide(game, game.pending))
    assert calls[0] == calls[1]


def test_the_ai_picks_the_combat_card_with_the_best_expected_damage():
    game = make({"red": [fig("a", "flintlock", 10, 10)], "blue": [fig("d", "fritz", 11.5, 10)]},
                combat=["thrust", "thrust", "high_guard", "low_guard"])
    act(game, "a", "melee", targets="d")
    choice = make_ai(game, "red").decide(game, game.pending)
    best = max(game.pending.values, key=lambda c: melee_outcomes(game, "red", c).mean(lambda o: o[0] - o[1]))
    assert choice == best == "thrust"


def test_the_ai_harvests_a_moonstone_it_touches():
    game = make({"red": [fig("baron", "baron_von_fancyhat", 5, 6)], "blue": [fig("shab", "shabaroon", 30, 30)]},
                moonstones=[{"at": [5, 5], "depth": 2}])
    assert make_ai(game, "red").decide(game, game.pending) == {"figure": "baron", "action": "harvest"}


def test_the_ai_walks_towards_the_nearest_moonstone():
    game = make({"red": [fig("baron", "baron_von_fancyhat", 5, 6)], "blue": [fig("shab", "shabaroon", 30, 30)]},
                moonstones=[{"at": [5, 12], "depth": 2}])
    ai = make_ai(game, "red")
    answer = ai.decide(game, game.pending)
    assert answer == {"figure": "baron", "action": "jog"}
    game.answer(answer)
    game.answer(ai.decide(game, game.pending))
    assert game.state.base("baron").pos[1] == pytest.approx(10.0)


def test_the_ai_walks_round_the_hedge_towards_a_moonstone_behind_it():
    game = make({"red": [fig("flint", "flintlock", 13, 22.5)], "blue": [fig("shab", "shabaroon", 32, 4)]},
                moonstones=[{"at": [13, 16.5], "depth": 2}])
    ai = make_ai(game, "red")
    while game.pending is not None and game.pending.kind != "path":
        game.answer(ai.decide(game, game.pending))
    path = ai.decide(game, game.pending)
    assert len(path) >= 2  # a route round an end of the hedge, not straight into it
    start = game.state.base("flint").pos
    game.answer(path)
    moved = [e for e in game.log if e.kind == "move"][-1]
    assert moved.data["length"] > 3.5 and "obstacle" not in moved.data["stopped"]
    assert game.state.base("flint").pos != start


def test_the_look_aheads_answers_depend_only_on_what_it_can_see():
    """The look-ahead plays futures on a fork of the real game: what blue may not see is drawn anew in each."""
    from game.ai.arcane import SEARCHED, determinize, evaluate
    from game.ai.lookahead import Budget, LookAhead

    answers = []
    for first, second in (("green-3", "blue-1"), ("blue-2", "blue-1")):  # what red really holds differs
        deal = [first, second, "blue-3", "catastrophe", "pink-1", "pink-2", "green-1", "green-2"]
        game = musket(deal=deal)
        say(game, "lay", second)
        say(game, "declare", "green-3")
        ai = LookAhead(game, "blue", make_ai, Budget(seconds=60, width=2, horizon=2, samples=3), evaluate,
                       determinize, SEARCHED | {"call"})
        futures: list[float] = []

        def future(position, answer, seed, play=ai.future, seen=futures):
            seen.append(play(position, answer, seed))
            return seen[-1]

        ai.future = future
        answers.append((ai.decide(game, game.pending), futures))
    assert answers[0] == answers[1]  # the same answer, from futures worth exactly the same


def test_a_determinization_draws_the_face_down_critical_anew():
    """At blue's critical, red's count of duplicates laid face down is secret: a fork drawn for blue is the same
    whatever red really laid, keeps red's revealed pick in its hand, and only counts the hand allows."""
    from game.ai.arcane import determinize
    from tests.arcane.test_melee import fight

    drawn = []
    for laid in (0, 1):
        game = fight(attacker=["thrust", "thrust", "high_guard", "low_guard"],
                     defender=["falling_swing", "falling_swing"])
        say(game, "pick", "thrust")
        say(game, "pick", "falling_swing")
        say(game, "critical", laid)
        assert game.pending.kind == "critical" and game.pending.player == "blue"
        forks = []
        for seed in range(8):
            fork = copy.deepcopy(game.state.rules.melee)
            game.state.rules.melee, real = fork, game.state.rules.melee
            determinize(game, "blue", random.Random(seed))
            game.state.rules.melee = real
            assert "thrust" in fork.hands["red"] and fork.criticals["red"] < fork.hands["red"].count("thrust")
            forks.append((fork.hands["red"], fork.criticals["red"]))
        drawn.append(forks)
    assert drawn[0] == drawn[1]


def test_a_stat_bonus_goes_to_a_character_that_can_use_it():
    """Foresight (Arcane +2) is worth nothing on the Baron, who has no arcane ability; on the Flintlock it is."""
    game = make({"red": [fig("quack", "quack", 10, 10), fig("baron", "baron_von_fancyhat", 12, 10),
                         fig("flint", "flintlock", 10, 13)], "blue": [fig("shab", "shabaroon", 30, 30)]})
    game.answer({"figure": "quack", "action": "foresight"})
    decision = game.pending
    assert decision.kind == "targets" and {"baron", "flint"} <= set(decision.values)
    ai = make_ai(game, "red")
    scores = dict(zip(decision.values, ai.evaluator.score(game, decision, decision.values), strict=True))
    assert scores["baron"] <= 0 < scores["flint"]
    assert ai.decide(game, decision) != "baron"


def test_a_melee_bonus_goes_only_to_a_character_with_an_enemy_within_reach_this_turn():
    """Rally (Melee +1) on the Flintlock with every enemy far off is worth nothing (the Baron spent every turn's
    energy so); with an enemy a jog away it is worth a little."""
    far = make({"red": [fig("baron", "baron_von_fancyhat", 12, 10), fig("flint", "flintlock", 10, 13)],
                "blue": [fig("shab", "shabaroon", 30, 30)]})
    near = make({"red": [fig("baron", "baron_von_fancyhat", 12, 10), fig("flint", "flintlock", 10, 13)],
                 "blue": [fig("shab", "shabaroon", 6, 18)]})
    worth = []
    for game in (far, near):
        game.answer({"figure": "baron", "action": "rally"})
        decision = game.pending
        assert decision.kind == "targets" and decision.values == ["flint"]
        worth.append(make_ai(game, "red").evaluator.score(game, decision, decision.values)[0])
    assert worth[0] <= 0 < worth[1]


@pytest.mark.parametrize(("depth", "helps"), [(3, False), (4, True)])
def test_a_character_leaves_a_moonstone_to_the_friend_at_it_unless_too_deep_for_the_friends_energy(depth, helps):
    """With energy, the Baron never stands idle: to the far stone while the Flintlock (3 energy) digs the near one
    alone, to the near one to help when it is deeper than that."""
    game = make({"red": [fig("flint", "flintlock", 10, 11), fig("baron", "baron_von_fancyhat", 10, 15)],
                 "blue": [fig("shab", "shabaroon", 30, 30)]},
                moonstones=[{"at": [10, 10], "depth": depth}, {"at": [10, 26], "depth": 2}])
    ai = make_ai(game, "red")
    decision = game.pending
    scores = dict(zip(map(str, decision.values), ai.evaluator.score(game, decision, decision.values),
                      strict=True))
    assert scores[str({"figure": "baron", "action": "jog"})] > 0
    assert (ai.evaluator.plans["baron", "jog"][-1][1] < 15) == helps


def test_the_ai_walks_to_a_door_and_traverses_it_toward_a_moonstone_walled_in():
    game = make({"red": [fig("tabby", "tabby", 14, 9)], "blue": [fig("shab", "shabaroon", 3, 20)]},
                map="../../../maps/glade.tmx", moonstones=[{"at": [18, 18], "depth": 2}])
    ais = {side: make_ai(game, side) for side in ("red", "blue")}
    while not game.log.of_kind("activation_end"):  # Tabby's whole activation (blue may react)
        game.answer(ais[game.pending.player].decide(game, game.pending))
    crossed = [game.state.table.map.pieces[e.data["obstacle"]].name for e in game.log
               if e.data.get("purpose") == "traverse"]
    assert crossed == ["North door"]
    assert 13 < game.state.base("tabby").pos[1] < 18  # in the garden


def test_the_look_ahead_counts_a_tie_it_has_no_part_in_as_lost():
    game = make({"red": [fig("baron", "baron_von_fancyhat", 5, 6)], "blue": [fig("shab", "shabaroon", 30, 30)],
                 "green": [fig("fritz", "fritz", 5, 30)]})
    game.state.result = Result.tie("Red and Blue tie", {"red": 1, "blue": 1, "green": 0}, ["red", "blue"])
    assert [outcome(game, s) for s in ("red", "blue", "green")] == [0.0, 0.0, -WIN]


def test_a_character_backed_against_a_wall_spends_no_energy_on_a_reaction_that_cannot_take_it_out_of_reach():
    """Tabby stands with her back to the barn; Shabaroon steps up 0.3" from her, within his inch of reach. Her
    reaction's inch, straight away from him, runs into the barn, and no other inch takes her out of his reach: the
    AI spent her energy on such a move twice ("moves 0.01""). On open ground the same reaction takes her out."""
    def reacting(tabby_x: float):
        game = make({"red": [fig("shab", "shabaroon", tabby_x - 2.4, 6)], "blue": [fig("tabby", "tabby", tabby_x, 6)]})
        table = game.state.table
        act(game, "shab", "step", path=[[tabby_x - 1.5, 6]])  # 0.3" apart, base to base
        decision = game.pending
        assert decision.kind == "reaction" and decision.values == ["none", "tabby", "pass"]
        assert table.edge_distance("shab", "tabby") < 1.0  # within his melee range
        return game, make_ai(game, "blue").decide(game, decision)

    wall = 24.0 - 0.02  # the barn's west face, less a hair
    game, backed = reacting(wall - game_radius())
    assert backed == "none"
    game, open_ground = reacting(14.0)
    assert open_ground == "tabby"
    game.answer("tabby")
    game.answer(make_ai(game, "blue").decide(game, game.pending))
    assert game.state.table.edge_distance("shab", "tabby") > 1.0


def game_radius() -> float:
    return make({"red": [fig("tabby", "tabby", 10, 10)], "blue": [fig("shab", "shabaroon", 20, 20)]}).state.base(
        "tabby").radius
