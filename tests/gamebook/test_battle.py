"""Seed 003's battle rules with forced dice: order, limits, starts, the actions, resolution, XP, game time."""

from __future__ import annotations

from fractions import Fraction

import pytest

from game.board.grid import column_name, square_name
from game.headless import play
from game.rules.decisions import IllegalAnswer
from game.rules.game import Game
from game.rules.gamebook.battle import damage_xp
from game.rules.gamebook.data import library
from game.rules.gamebook.odds import attack_odds, results
from game.rules.gamebook.powers import power_refusal
from game.rules.gamebook.powers import summon as bring
from game.rules.gamebook.squares import grid, start_regions
from game.rules.scenario import ScenarioError
from tests.gamebook.kit import ROOT, act, acting, events, fact, game, give, offered, piece, scenario

WALL = {"defensive": 40, "normal": 40, "aggressive": 40}


# --- order and limits (rules 1, 2) ------------------------------------------------------------------------
def test_rank_order_white_before_black_rank_by_rank():
    g = game([piece("k", "paladin", (0, 5)), piece("t", "thief", (1, 5)), piece("w", "warrior", (2, 5)),
              piece("wz", "wizard", (3, 5)), piece("r", "ranger", (4, 5))],
             [piece("dk", "dark_knight", (5, 0)), piece("gob", "goblin", (4, 0)), piece("orc", "orc", (3, 0)),
              piece("og", "ogre", (2, 0)), piece("sp", "spider", (1, 0)), piece("sh", "shaman", (0, 0))])
    assert g.state.rules.order == ["t", "gob", "w", "orc", "r", "sp", "sh", "wz", "og", "k", "dk"]
    assert acting(g) == "t"


def test_a_rank_override_moves_a_piece_in_the_order():
    g = game([piece("t", "thief", (0, 5), rank="king")], [piece("gob", "goblin", (5, 0))])
    assert g.state.rules.order == ["gob", "t"]


@pytest.mark.parametrize(("heroes", "monsters", "words"), [
    (1, 13, "at most 12 enemies may be on the battle map, not 13 (seed rule 2)"),
    (21, 1, "at most 20 characters may be on the battle map, not 21 (seed rule 2)"),
])
def test_the_limits_are_enforced_at_load(heroes, monsters, words):
    with pytest.raises(ScenarioError, match=words.replace("(", r"\(").replace(")", r"\)")):
        scenario([piece(f"h{n}", "thief") for n in range(heroes)], [piece(f"m{n}", "rat") for n in range(monsters)])


def test_the_largest_battle_loads_and_starts_in_opposite_corners():
    g = game([piece(f"h{n}", "thief") for n in range(20)], [piece(f"m{n}", "rat") for n in range(12)])
    heroes, monsters = start_regions(grid(g.state), "sw", 20, 12)
    assert {tuple(fact(g, f"h{n}", "square")) for n in range(20)} <= set(heroes)
    assert {tuple(fact(g, f"m{n}", "square")) for n in range(12)} <= set(monsters)


def test_random_corner_starts_are_seeded():
    heroes = [piece("w", "warrior"), piece("r", "ranger"), piece("p", "priest")]
    monsters = [piece(f"g{n}", "goblin") for n in range(4)]
    squares = {}
    for seed in (1, 1, 2, 3, 4):
        g = game(heroes, monsters, seed=seed)
        squares.setdefault(seed, []).append([fact(g, f, "square") for f in g.state.figures])
    assert squares[1][0] == squares[1][1]
    assert len({str(s[0]) for s in squares.values()}) > 1
    g = game(heroes, monsters, seed=7)
    assert all(c <= 2 and r >= 3 for c, r in (fact(g, f, "square") for f in ("w", "r", "p")))
    assert all(c >= 3 and r <= 2 for c, r in (fact(g, f"g{n}", "square") for n in range(4)))


@pytest.mark.parametrize(("figure", "words"), [
    ({"id": "x", "profile": "thief", "at": [1, 1]}, "stands on a square"),
    ({"id": "x", "profile": "thief", "square": [6, 0]}, "off the 6×6 battle map"),
    ({"id": "x", "profile": "thief", "square": [5, 0]}, "one piece to a square"),
    # past 99, not refused as too far for any map (a grid of 300 squares is one): off this one
    ({"id": "x", "profile": "thief", "square": [1, 298]}, "square b299 \\[1, 298\\] is off the 6×6 battle map"),
    ({"id": "x", "profile": "thief", "square": "b299"}, "square b299 \\[1, 298\\] is off the 6×6 battle map"),
    ({"id": "x", "profile": "thief", "square": [4096, 0]}, "above the most allowed, 4095"),
])
def test_bad_squares_are_refused_at_load(figure, words):
    with pytest.raises(ScenarioError, match=words):
        scenario([figure], [piece("gob", "goblin", (5, 0))])


def test_a_scenario_names_squares_as_the_players_read_them():
    """The window and the log say "b3"; a scenario had to write [1, 2]: "square: b3" was refused."""
    for expected, failures in (("b2", []), ("b3", ["expect.figures.t.square: expected b3 [1, 2], found b2 [1, 1]"])):
        g = game([{"id": "t", "profile": "thief", "square": "b1"}],
                 [{"id": "gob", "profile": "goblin", "square": "F6"}],
                 script=[{"figure": "t", "action": "move", "square": "b2"}],
                 expect={"figures": {"t": {"square": expected}, "gob": {"square": [5, 5]}}})
        assert (fact(g, "t", "square"), fact(g, "gob", "square")) == ([1, 0], [5, 5])
        assert play(g).failures == failures
    with pytest.raises(ScenarioError, match="expected a square such as a1 or b3, or \\[column, row\\], got 'b0'"):
        scenario([{"id": "t", "profile": "thief", "square": "b0"}], [piece("gob", "goblin", (5, 0))])
    with pytest.raises(ScenarioError, match="square c1 \\[2, 0\\] is already 't''s: one piece to a square"):
        scenario([{"id": "t", "profile": "thief", "square": "c1"}], [piece("gob", "goblin", (2, 0))])


def test_a_side_of_heroes_and_monsters_is_refused():
    with pytest.raises(ScenarioError, match="heroes or monsters, not both"):
        scenario([piece("t", "thief"), piece("g", "goblin")], [piece("gob", "goblin")])


@pytest.mark.parametrize(("sides", "words"), [
    ([("a", "a", ["thief"]), ("b", "a", ["warrior"])], "a battle needs monsters"),
    ([("h", "h", ["thief"]), ("m", "m", ["goblin"]), ("n", "n", ["rat"])], "the monsters' sides fight together"),
    ([("h", "x", ["thief"]), ("m", "x", ["goblin"])], "heroes and monsters cannot share a team"),
    ([("h", "h", ["thief"] * 21), ("m", "m", ["goblin"])], "at most 20 characters may be on the battle map, not 21"),
])
def test_the_sides_must_be_heroes_against_monsters(sides, words):
    """Seed rule 2's limits and the two camps, each refused with its reason."""
    given = [{"id": side, "team": team, "figures": [piece(f"{side}{n}", p) for n, p in enumerate(profiles)]}
             for side, team, profiles in sides]
    with pytest.raises(ScenarioError, match=words):
        scenario([], [], sides=given)


def test_summoning_is_refused_at_five_summoned_creatures():
    g = game([piece("wz", "wizard", (2, 3))], [piece("gob", "goblin", (5, 0))])
    wizard = g.state.figures["wz"]
    summon = library().powers["summon_wolf"]
    assert power_refusal(g.state, "wz", summon) is None
    for n, square in enumerate([(0, 0), (0, 1), (0, 2), (0, 4), (0, 5)]):
        bring(g, "wz", "spirit_wolf", square, "test")
        assert len([f for f in g.state.figures.values() if f.status.summoned]) == n + 1
    assert power_refusal(g.state, "wz", summon) == (
        "at most 5 summoned creatures may be on the battle map (seed rule 2)")
    assert wizard.status.mana == 12


def test_summoned_creatures_of_one_kind_are_numbered_in_the_order_they_come():
    g = game([piece("wz", "wizard", (2, 3))], [piece("gob", "goblin", (5, 0))])
    first, second = (bring(g, "wz", "spirit_wolf", square, "test") for square in [(0, 0), (0, 1)])
    wolf = library().profiles["spirit_wolf"].name
    assert (g.state.figures[first].name, g.state.figures[second].name) == (wolf, f"{wolf} 2")
    assert [e.text for e in g.log if e.kind == "summon"][-1].endswith(f"summons {wolf} 2 onto square a2 (test).")


def test_summoning_is_refused_past_twelve_enemies():
    g = game([piece("t", "thief", (0, 5))],
             [piece("sh", "shaman", (5, 0))] + [piece(f"r{n}", "rat") for n in range(11)])
    assert power_refusal(g.state, "sh", library().powers["raise_bones"]) == (
        "at most 12 enemies may be on the battle map (seed rule 2)")


def test_a_summoned_creature_comes_where_chosen_and_acts_next_round():
    g = game([piece("wz", "wizard", (2, 3))], [piece("gob", "goblin", (5, 0), rank="king")])
    act(g, "wz", "spell", ("ability", "summon_wolf"), ("square", [2, 2]))
    wolf = next(f for f in g.state.figures.values() if f.status.summoned)
    assert fact(g, wolf.id, "square") == [2, 2] and fact(g, wolf.id, "colour") == "white"
    assert g.state.table.bases[wolf.id].front_arc == 360  # a piece has no front (its base drew a half one)
    assert fact(g, "wz", "mana") == 8
    give(g, "action", {"figure": "gob", "action": "guard"})
    assert acting(g) == wolf.id  # a pawn: first in round 2


def test_a_friend_woken_in_the_round_acts_in_it_when_its_rank_is_still_to_come():
    """"In each round every character on the battle map must be able to act": the paladin (a king), woken by the
    priest (a bishop) before the goblin queen's turn, waited for the next round."""
    g = game([piece("p", "priest", (0, 5)), piece("k", "paladin", (1, 5), fallen="unconscious")],
             [piece("gob", "goblin", (5, 0), rank="queen")], dice={"d6": [4]})
    assert g.state.rules.order == ["p", "gob"]
    act(g, "p", "skill", ("ability", "first_aid"), ("targets", "k"))
    assert fact(g, "k", "state") == "fighting"
    give(g, "action", {"figure": "gob", "action": "guard"})
    assert g.state.round == 1 and acting(g) == "k"


def test_a_creature_summoned_in_the_round_acts_in_it_when_its_rank_is_still_to_come():
    """A white pawn's wolf (a white pawn, after it in the scenario) comes right after it; a rook's waits for the
    next round (``test_a_summoned_creature_comes_where_chosen_and_acts_next_round``)."""
    g = game([piece("wz", "wizard", (2, 3), rank="pawn")], [piece("gob", "goblin", (5, 0), rank="queen")])
    act(g, "wz", "spell", ("ability", "summon_wolf"), ("square", [2, 2]))
    wolf = next(f for f in g.state.figures.values() if f.status.summoned)
    assert wolf.stats["rank"] == "pawn" and g.state.round == 1 and acting(g) == wolf.id
    give(g, "action", {"figure": wolf.id, "action": "guard"})
    assert acting(g) == "gob"


# --- moving, attacking, shooting (rule 4) ----------------------------------------------------------------
def test_a_move_is_one_square_orthogonally_onto_an_empty_square():
    g = game([piece("w", "warrior", (2, 2))], [piece("gob", "goblin", (2, 1), rank="king")])
    give(g, "action", {"figure": "w", "action": "move"})
    assert sorted(map(tuple, g.pending.values)) == [(1, 2), (2, 3), (3, 2)]
    with pytest.raises(IllegalAnswer, match="one square along a row or a column"):
        g.answer([3, 3])
    give(g, "square", [3, 2])
    assert fact(g, "w", "square") == [3, 2]


def test_a_diagonal_enemy_cannot_be_attacked():
    g = game([piece("w", "warrior", (2, 2))], [piece("gob", "goblin", (3, 3), rank="king")])
    assert "attack" not in offered(g)
    with pytest.raises(IllegalAnswer, match="never diagonally"):
        g.answer({"figure": "w", "action": "attack"})


def test_an_adjacent_enemy_cannot_be_shot():
    g = game([piece("r", "ranger", (2, 2))], [piece("gob", "goblin", (2, 1), rank="king")])
    assert "shoot" not in offered(g)
    with pytest.raises(IllegalAnswer, match="at least one square must lie between"):
        g.answer({"figure": "r", "action": "shoot"})


def test_a_shot_along_an_open_diagonal_spends_an_arrow():
    g = game([piece("r", "ranger", (0, 5))], [piece("gob", "goblin", (3, 2), rank="king", endurance=50)],
             dice={"d6": [1], "d10": [5]})
    act(g, "r", "shoot", ("targets", "gob"))
    assert fact(g, "r", "ammunition") == {"arrows": 11}
    # ranger normal 10 + bow 4, neutral d6 1: + d10 5; goblin normal 7: 12
    assert fact(g, "gob", "damage") == 12
    assert "(the shot)" in g.log.of_kind("damage")[-1].text  # it said "(the attack)"


def test_a_bow_in_melee_is_a_hand_and_its_bonus_is_the_shots():
    """Rule 4 attacks "with weapon or hand" and shoots with a bow: a ranger's blow got the bow's +4 as if it were a
    club (a tester's find). The blow is bare-handed, the odds and the card say so, and a shot keeps the +4."""
    g = game([piece("r", "ranger", (0, 5))], [piece("gob", "goblin", (0, 4), rank="king", endurance=50)],
             dice={"d6": [1], "d10": [5]})
    dealt = results(g.state, "r", "gob", ranged=False)
    assert max(dealt) == 10 + 10 - 7  # ranger normal 10, no bow, a d10 of 10, goblin normal 7
    assert dict(g.ruleset.card_facts(g.state, g.state.figures["r"]))["attack"] == "10, shot 14"
    act(g, "r", "attack", ("targets", "gob"))
    assert fact(g, "gob", "damage") == 10 + 5 - 7
    assert library().weapons["spear"].melee and not library().weapons["crossbow"].melee


def test_a_piece_between_closes_the_line_and_shooting_needs_the_normal_style():
    g = game([piece("r", "ranger", (0, 5)), piece("w", "warrior", (1, 4))],
             [piece("gob", "goblin", (3, 2), rank="king")])
    assert "shoot" not in offered(g)
    sight = g.ruleset.line_of_fire(g.state, "r", "gob")
    assert sight.result == "blocked" and "Warrior stands on b5" in sight.reasons[0]
    g = game([piece("r", "ranger", (0, 5), style="aggressive")], [piece("gob", "goblin", (0, 2), rank="king")])
    assert "shoot" not in offered(g)
    assert fact(g, "r", "may").count("shoot") == 0


def test_a_style_changes_one_step_never_aggressive_to_defensive():
    g = game([piece("w", "warrior", (0, 5), style="aggressive")], [piece("gob", "goblin", (5, 0), rank="king")])
    give(g, "action", {"figure": "w", "action": "style"})
    assert g.pending.values == ["normal"]
    with pytest.raises(IllegalAnswer, match="never Aggressive ↔ Defensive"):
        g.answer("defensive")
    give(g, "style", "normal")
    assert fact(g, "w", "style") == "normal"


# --- resolution (rules 5, 6; the square bonus) -----------------------------------------------------------
@pytest.mark.parametrize(("square", "expected"), [
    ((0, 0), 12 + 4 + 7 - 7),  # good on white: +d10
    ((1, 0), 12 + 4 - 7 - 7),  # good on black: −d10
])
def test_good_characters_gain_on_white_and_lose_on_black(square, expected):
    other = (square[0], square[1] + 1)
    g = game([piece("w", "warrior", square, endurance=60)],
             [piece("gob", "goblin", other, rank="king", endurance=60)], dice={"d10": [7]})
    act(g, "w", "attack", ("targets", "gob"))
    assert fact(g, "gob", "damage") == max(expected, 0)


def test_evil_monsters_gain_on_black_and_lose_on_white():
    for square, sign in (((1, 0), 1), ((0, 0), -1)):
        g = game([piece("w", "warrior", (square[0], 1), endurance=60, defence={"defensive": 0, "normal": 0,
                                                                              "aggressive": 0}, armour="leather")],
                 [piece("gob", "goblin", square)], dice={"d10": [5]})
        act(g, "gob", "attack", ("targets", "w"))
        assert fact(g, "w", "damage") == 8 + 2 + sign * 5 - 2


@pytest.mark.parametrize(("roll", "sign"), [(1, 1), (3, 1), (4, -1), (6, -1)])
def test_a_neutral_rolls_a_d6_each_round_for_the_sign(roll, sign):
    g = game([piece("t", "thief", (0, 0), endurance=60)],
             [piece("gob", "goblin", (0, 1), rank="king", endurance=60, defence=WALL)],
             dice={"d6": [roll], "d10": [4]})
    g.state.figures["gob"].stats["defence"] = {"defensive": 0, "normal": 0, "aggressive": 0}
    act(g, "t", "attack", ("targets", "gob"))
    assert events(g, "neutral")[0]["sign"] == sign
    assert fact(g, "gob", "damage") == max(9 + 1 + sign * 4, 0)
    # the d6 gave the sign, not the square: "(neutral on black)" blamed the square
    assert "d10 4 (neutral: its d6 this round) − defence 0" in g.log.of_kind("attack")[0].text


def test_the_result_is_attack_plus_square_bonus_minus_defence():
    g = game([piece("w", "warrior", (0, 0)), piece("w2", "warrior", (2, 1))],
             [piece("g1", "goblin", (1, 0), rank="king", endurance=16),
              piece("g2", "goblin", (2, 0), rank="king", endurance=15)], dice={"d10": [6, 6]})
    act(g, "w", "attack", ("targets", "g1"))  # on white: 12 + 4 (sword) + 6 − 7 = 15
    assert fact(g, "g1", "endurance") == 1
    act(g, "w2", "attack", ("targets", "g2"))  # on black (2, 1): 16 − 6 − 7 = 3
    assert fact(g, "g2", "endurance") == 12


def test_falling_unconscious_and_dying():
    g = game([piece("w", "warrior", (0, 0)), piece("w2", "warrior", (3, 0))],
             [piece("g1", "goblin", (1, 0), rank="king", endurance=15),
              piece("g2", "goblin", (4, 0), rank="king", endurance=10)], dice={"d10": [6, 1]})
    act(g, "w", "attack", ("targets", "g1"))  # 12 + 4 + 6 − 7 = 15: Endurance 0
    assert fact(g, "g1", "state") == "unconscious" and fact(g, "g1", "eliminated")
    act(g, "w2", "attack", ("targets", "g2"))  # on black (3, 0): 16 − 1 − 7 = 8
    assert fact(g, "g2", "endurance") == 2
    assert fact(g, "w", "kills") == []  # unconscious is not killed


def test_a_kill_earns_the_monsters_xp():
    g = game([piece("w", "warrior", (0, 0))], [piece("g1", "goblin", (1, 0), rank="king", endurance=10)],
             dice={"d10": [6]})
    act(g, "w", "attack", ("targets", "g1"))
    assert fact(g, "g1", "state") == "dead" and fact(g, "w", "kills") == ["g1"]
    assert g.over and g.result.winner == "heroes"
    assert fact(g, "w", "xp") == 2 + 5  # 15 damage, and the goblin's 5
    assert fact(g, "w", "hours") == 1
    assert events(g, "game_time")[0]["hours"] == 1


@pytest.mark.parametrize(("damage", "xp"), [(0, 0), (1, 1), (10, 1), (11, 2), (20, 2), (21, 3), (30, 3),
                                            (31, 4), (40, 4), (41, 5), (99, 5)])
def test_the_xp_table(damage, xp):
    assert damage_xp(damage) == xp


# --- the other actions -------------------------------------------------------------------------------------
def test_only_an_instant_prayer_may_be_said():
    g = game([piece("p", "priest", (0, 5), endurance=26, prayers=["vigil"])],
             [piece("gob", "goblin", (5, 0), rank="king")])
    assert "prayer" not in offered(g)
    assert "only an instant prayer" in g.pending.why_not({"figure": "p", "action": "prayer"})
    g = game([piece("p", "priest", (0, 5))], [piece("gob", "goblin", (0, 2), rank="king")])
    give(g, "action", {"figure": "p", "action": "prayer"})
    assert g.pending.values == ["smite"]
    assert "only an instant prayer" in g.pending.why_not("vigil")


@pytest.mark.parametrize(("roll", "fooled"), [(45, True), (46, False)])
def test_playing_dead_fools_the_enemies_when_1d100_plus_25_is_at_most_charisma(roll, fooled):
    g = game([piece("t", "thief", (0, 0)), piece("w", "warrior", (3, 3))],
             [piece("gob", "goblin", (1, 0), rank="king")], dice={"d100": [roll]})
    act(g, "t", "play_dead")
    assert fact(g, "t", "playing_dead") is fooled  # thief's Charisma 70
    give(g, "action", {"figure": "w", "action": "guard"})
    assert ("attack" in offered(g)) is not fooled


def test_the_odds_of_playing_dead_are_shown_before_the_d100_is_rolled():
    """Its roll had no odds: the window showed nothing when Play dead was pointed at (RULES: the exact odds of an
    action before it is taken). A thief's Charisma 70 fools the enemies on 1–45 of the d100."""
    g = game([piece("t", "thief", (0, 0)), piece("w", "warrior", (3, 3))],
             [piece("gob", "goblin", (1, 0), rank="king")])
    odds = g.ruleset.odds(g, g.pending, {"figure": "t", "action": "play_dead"})
    assert odds is not None and odds.title == "Play dead"
    (line,) = odds.lines
    assert line.outcomes == {"fooled": Fraction(45, 100), "seen through": Fraction(55, 100)}
    assert line.label == "Play dead: d100 + 25 ≤ Charisma 70" and line.summary == "the enemies are fooled 45.0 %"
    assert g.ruleset.odds(g, g.pending, {"figure": "t", "action": "guard"}) is None


def test_fleeing_from_next_to_an_exit():
    g = game([piece("t", "thief", (1, 0)), piece("w", "warrior", (5, 5))],
             [piece("gob", "goblin", (5, 0), rank="king")])
    act(g, "t", "flee")
    assert fact(g, "t", "state") == "fled" and "t" not in g.state.table.bases
    assert "flee" not in offered(g)  # the warrior is far from the exits


def test_a_refused_flight_names_the_pieces_own_rule():
    """An enemy's flight was refused by "seed rule 4", the characters' list; an enemy's actions are rule 8."""
    g = game([piece("w", "warrior", (0, 5))], [piece("gob", "goblin", (3, 3), rank="king")])
    give(g, "action", {"figure": "w", "action": "guard"})
    assert g.pending.refusal({"figure": "gob", "action": "flee"}).endswith(
        "only from an exit square or a square next to one (seed rule 8)")


def test_inventory_actions():
    g = game([piece("w", "warrior", (0, 5), endurance=34)], [piece("gob", "goblin", (5, 0), rank="king")],
             turns=10)
    act(g, "w", "take_out", ("item", "potion"))
    assert fact(g, "w", "hand") == "potion" and "potion" not in fact(g, "w", "backpack")
    give(g, "action", {"figure": "gob", "action": "guard"})
    give(g, "action", {"figure": "w", "action": "armour"})
    # the choice says what it gives and what it takes the place of: "Shield" alone hid the loss
    assert [o.label for o in g.pending.options] == ["Shield (defence +3, for Chain mail +4)"]
    give(g, "item", "shield")
    assert fact(g, "w", "armour") == "shield" and "chainmail" in fact(g, "w", "backpack")
    give(g, "action", {"figure": "gob", "action": "guard"})
    give(g, "action", {"figure": "w", "action": "switch"})
    assert "Battle axe (attack +5)" in [o.label for o in g.pending.options]
    give(g, "item", "axe")
    assert fact(g, "w", "weapon") == "axe" and "sword" in fact(g, "w", "backpack")
    give(g, "action", {"figure": "gob", "action": "guard"})
    act(g, "w", "drop", ("item", "sword"))
    assert "sword" not in fact(g, "w", "backpack")
    give(g, "action", {"figure": "gob", "action": "guard"})
    assert "use" not in offered(g)  # unhurt: a healing potion would do nothing


def test_using_a_potion_and_searching_a_body():
    g = game([piece("w", "warrior", (1, 1), hand="potion"), piece("t", "thief", (0, 5))],
             [piece("gob", "goblin", (1, 0), endurance=14, fallen="dead"),
              piece("orc", "orc", (5, 5), rank="king")], dice={"d6": [3, 4]})
    g.state.figures["w"].status.endurance = 20
    act(g, "t", "guard")
    act(g, "w", "use")
    assert fact(g, "w", "endurance") == 27 and fact(g, "w", "hand") == ""
    give(g, "action", {"figure": "orc", "action": "guard"})
    give(g, "action", {"figure": "t", "action": "guard"})
    act(g, "w", "search", ("targets", "gob"))
    assert fact(g, "w", "backpack")[-2:] == ["club", "gold"]
    assert "search" not in fact(g, "w", "may")


def test_taking_an_item_a_friend_of_another_player_hands_over():
    sides = [{"id": "anna", "team": "heroes", "figures": [piece("p", "priest", (0, 5))]},
             {"id": "ben", "team": "heroes", "figures": [piece("w", "warrior", (1, 5))]},
             {"id": "gm", "figures": [piece("gob", "goblin", (5, 0), rank="king")]}]
    g = Game(scenario([], [], sides=sides))
    give(g, "action", {"figure": "w", "action": "take_handed"})
    assert [o.label for o in g.pending.options] == ["Priest's Bandage"]  # which item: the button said "Priest"
    give(g, "targets", "p")
    assert g.pending.kind == "give" and g.pending.player == "anna"
    give(g, "give", True)
    assert fact(g, "w", "hand") == "bandage" and fact(g, "p", "hand") == ""


def test_odds_of_the_bands_match_a_count_of_the_d10():
    g = game([piece("w", "warrior", (0, 0), style="aggressive")], [piece("rat", "rat", (1, 0), rank="king")])
    dist = results(g.state, "w", "rat", ranged=False)
    assert dist == {20 - 4 + d: Fraction(1, 10) for d in range(1, 11)}
    give(g, "action", {"figure": "w", "action": "attack"})
    odds = g.ruleset.odds(g, g.pending, "rat")
    bands = odds.lines[0].outcomes
    assert bands == {"hit": Fraction(9, 10), "critical hit": Fraction(1, 10)}


def test_odds_of_a_neutral_before_its_d6_weigh_both_signs():
    g = game([piece("t", "thief", (0, 0))], [piece("gob", "goblin", (0, 1), rank="king")])
    give(g, "action", {"figure": "t", "action": "attack"})
    bands = g.ruleset.odds(g, g.pending, "gob").lines[0].outcomes
    # 9 + 1 − 7 = 3: + d10 always hits; − d10 hits on 1–2 only
    assert bands == {"hit": Fraction(12, 20), "miss": Fraction(8, 20)}


def test_a_refused_square_names_its_file_place_and_line():
    with pytest.raises(ScenarioError) as err:
        scenario([piece("a", "thief", (0, 5)), piece("b", "thief", (0, 5))], [piece("gob", "goblin")])
    assert err.value.place == "sides[0].figures[1].square" and err.value.line is not None
    assert "gb-test.yaml" in str(err.value)


def test_a_map_that_is_not_a_grid_is_refused():
    with pytest.raises(ScenarioError, match="a gamebook battle needs a grid map"):
        scenario([piece("t", "thief")], [piece("gob", "goblin")], map="skirmish.tmx")


def test_the_fallen_are_markers_where_they_lie():
    g = game([piece("w", "warrior", (0, 0))], [piece("g1", "goblin", (1, 0), rank="king", endurance=10),
                                               piece("g2", "goblin", (5, 5), rank="king")], dice={"d10": [6]})
    assert g.ruleset.markers(g.state) == []
    act(g, "w", "attack", ("targets", "g1"))
    (body,) = g.ruleset.markers(g.state)
    assert (body.id, body.kind, (body.x, body.y)) == ("g1", "body", (3.0, 1.0))
    assert body.label == "Goblin 1, dead (unsearched)"


def test_a_refused_square_says_why():
    g = game([piece("w", "warrior", (2, 2)), piece("t", "thief", (3, 2), rank="queen")],
             [piece("gob", "goblin", (2, 1), rank="king")])
    give(g, "action", {"figure": "w", "action": "move"})
    for square, words in (([2, 1], "Goblin stands there: one piece to a square"),
                          ([4, 2], "2 squares away — a move is one square along a row or a column"),
                          ([3, 3], "diagonal — a move is one square"), ([9, 9], "off the battle map")):
        with pytest.raises(IllegalAnswer, match=words):
            g.answer(square)


def test_a_saved_battle_loads_with_its_random_starts_summons_and_bodies(tmp_path):
    from game.ai.controller import ai_for
    from game.rules.saves import load_game, save_game

    g = Game(scenario([piece("wz", "wizard"), piece("w", "warrior")],
                      [piece("sh", "shaman"), piece("g1", "goblin"), piece("g2", "goblin")]), seed=21)
    players = {s.id: ai_for(g, s.id) for s in g.state.sides}
    for _ in range(115):
        if g.pending is None:
            break
        g.answer(players[g.pending.player].decide(g, g.pending))
    assert any(f.status.summoned for f in g.state.figures.values()) and g.ruleset.markers(g.state)
    loaded = load_game(save_game(g, tmp_path / "battle.json"))
    assert list(loaded.state.figures) == list(g.state.figures)
    for fid, figure in g.state.figures.items():
        assert g.ruleset.facts(g.state, figure) == loaded.ruleset.facts(loaded.state, loaded.state.figures[fid])
    assert loaded.ruleset.markers(loaded.state) == g.ruleset.markers(g.state)


def test_a_healing_wakes_an_unconscious_friend():
    g = game([piece("p", "priest", (0, 5)), piece("w", "warrior", (1, 5), fallen="unconscious")],
             [piece("gob", "goblin", (5, 0), rank="king")], dice={"d6": [2, 3]})
    assert fact(g, "w", "state") == "unconscious"
    act(g, "p", "prayer", ("ability", "blessing_of_light"), ("targets", "w"))
    assert fact(g, "w", "state") == "fighting" and fact(g, "w", "endurance") == 5
    assert not g.state.figures["w"].eliminated


def test_a_friend_healed_under_a_standing_piece_rises_when_its_square_is_free():
    """The fallen block no square, so a goblin may stand on the warrior's body; healed then, the warrior cannot get
    up under it (two standing pieces on one square, as random play found), and comes round as the first round with
    its square free begins."""
    g = game([piece("p", "priest", (0, 5)), piece("w", "warrior", (1, 5), fallen="unconscious")],
             [piece("gob", "goblin", (2, 5)), piece("rat", "rat", (5, 0), rank="king")], dice={"d6": [2, 3]})
    act(g, "gob", "move", ("square", [1, 5]))  # a black pawn acts before the white bishop: onto the body
    act(g, "p", "prayer", ("ability", "blessing_of_light"), ("targets", "w"))
    assert fact(g, "w", "endurance") == 5 and fact(g, "w", "state") == "unconscious"
    (lies,) = g.log.of_kind("lies")
    assert lies.text == ("Warrior cannot rise while Goblin stands on its square; it comes round as a round begins "
                         "with the square free.")
    act(g, "rat", "guard")
    act(g, "gob", "guard")  # round 2: the goblin stays, and so does the warrior
    assert fact(g, "w", "state") == "unconscious" and len(g.log.of_kind("lies")) == 1  # said once
    act(g, "p", "guard")
    act(g, "rat", "guard")
    act(g, "gob", "move", ("square", [1, 4]))  # round 3: off the body
    act(g, "p", "guard")
    act(g, "rat", "guard")
    assert fact(g, "w", "state") == "fighting" and not g.state.figures["w"].eliminated  # round 4 begins: up
    assert g.log.of_kind("wakes")[-1].text == "Warrior comes round and fights on."
    assert acting(g) == "gob"


def test_a_spell_on_an_open_line_spends_mana_and_its_kill_counts():
    g = game([piece("wz", "wizard", (0, 5))], [piece("gob", "goblin", (3, 2), rank="king", endurance=5),
                                               piece("rat", "rat", (5, 5), rank="king")], dice={"d6": [4, 3]})
    act(g, "wz", "spell", ("ability", "fire_bolt"), ("targets", "gob"))
    assert fact(g, "gob", "state") == "dead" and fact(g, "wz", "kills") == ["gob"]
    assert fact(g, "wz", "mana") == 9 and fact(g, "wz", "damage_dealt") == 7


def test_the_odds_of_a_spell_say_how_likely_its_target_falls_before_it_is_cast():
    """Fire bolt's 2d6 on a goblin of Endurance 5: below 0 (dead) on 6 or more, 0 (unconscious) on 5. The window
    showed no odds for a skill, prayer, spell or item, only for attacks and shots."""
    g = game([piece("wz", "wizard", (0, 5))], [piece("gob", "goblin", (3, 2), rank="king", endurance=5),
                                               piece("rat", "rat", (5, 5), rank="king")])
    act(g, "wz", "spell", ("ability", "fire_bolt"))
    assert g.pending.kind == "targets"
    odds = g.ruleset.odds(g, g.pending, "gob")
    assert odds is not None and odds.title == "Fire bolt"
    (line,) = odds.lines
    assert list(line.outcomes.items()) == [("dead", Fraction(26, 36)), ("unconscious", Fraction(4, 36)),
                                           ("still fighting", Fraction(6, 36))]  # worst first, as charted
    assert line.label == "Goblin: Endurance 5, loses 2d6: 2–12, on average 7.0"
    g.state.figures["gob"].status.endurance = 14  # out of its reach: the odds say only what may happen
    assert g.ruleset.odds(g, g.pending, "gob").lines[0].summary == "still fighting 100.0 %"


def test_each_spell_offered_says_what_its_dice_may_do_and_what_it_costs():
    """The wizard's "which spell?" named Fire bolt (3 mana) and Summon spirit wolf (4 mana), and no word of what
    they do: a player had to open the rules."""
    g = game([piece("wz", "wizard", (0, 5))], [piece("gob", "goblin", (0, 2), rank="king")])
    act(g, "wz", "spell")
    assert g.pending.kind == "ability"
    odds = g.ruleset.odds(g, g.pending, "fire_bolt")
    assert odds is not None and odds.title == "Fire bolt" and odds.notes == ("Costs 3 mana of the 12 it has.",)
    (line,) = odds.lines
    assert line.label == "Fire bolt: takes 2d6 Endurance, to an enemy on an open line"
    assert line.summary == "2–12, on average 7.0" and line.outcomes[7] == Fraction(6, 36)
    assert g.ruleset.odds(g, g.pending, "summon_wolf") is None  # nothing in a summoning is left to the dice


def test_a_prayer_of_a_few_uses_says_it_costs_one_of_those_left():
    """"Costs 2 of 2 uses left this battle" read as two uses spent."""
    g = game([piece("p", "priest", (0, 5)), piece("w", "warrior", (1, 5))],
             [piece("gob", "goblin", (0, 2), rank="king")])
    g.state.figures["w"].status.endurance = 5  # of 34: a friend to bless
    act(g, "w", "guard")  # the warrior acts first
    act(g, "p", "prayer")
    notes = {pid: g.ruleset.odds(g, g.pending, pid).notes for pid in ("blessing_of_light", "smite")}
    assert notes == {"blessing_of_light": ("Costs one of the 2 uses left this battle (of 2).",),
                     "smite": ("Costs its one use this battle.",)}
    g.answer("blessing_of_light")
    g.answer("w")
    while acting(g) != "p":  # the others stand guard until the priest's next turn
        act(g, acting(g), "guard")
    act(g, "p", "prayer")
    assert g.ruleset.odds(g, g.pending, "blessing_of_light").notes == (
        "Costs the last of its 2 uses this battle.",)


def test_the_odds_of_a_healing_count_only_the_endurance_there_is_room_for():
    g = game([piece("p", "priest", (0, 5)), piece("w", "warrior", (1, 5))],
             [piece("gob", "goblin", (5, 0), rank="king")])
    g.state.figures["w"].status.endurance = 30  # of 34: hurt earlier in the battle
    act(g, "w", "guard")  # the warrior acts first
    act(g, "p", "prayer", ("ability", "blessing_of_light"))
    odds = g.ruleset.odds(g, g.pending, "w")
    assert odds is not None
    (line,) = odds.lines  # 2d6 back, but the warrior has lost only 4 of its 34
    assert line.outcomes == {2: Fraction(1, 36), 3: Fraction(2, 36), 4: Fraction(33, 36)}
    assert line.label.startswith("Warrior: Endurance back (2d6: 2–12, on average 7.0; 30 of 34 now)")


def test_a_power_is_refused_when_used_up_or_short_of_mana():
    g = game([piece("t", "thief", (0, 0)), piece("wz", "wizard", (5, 5), mana=1)],
             [piece("gob", "goblin", (1, 0), rank="king", endurance=60)], dice={"d10": [1]})
    act(g, "t", "skill", ("ability", "backstab"), ("targets", "gob"))
    assert "used up: 1 time a battle" in power_refusal(g.state, "t", library().powers["backstab"])
    assert power_refusal(g.state, "wz", library().powers["fire_bolt"]) == "it needs 3 mana and has 1"


def test_undo_goes_back_through_the_turns_checkpoints():
    from game.ai.controller import ai_for

    g = Game(scenario([piece("w", "warrior"), piece("r", "ranger")], [piece("g1", "goblin"), piece("orc", "orc")]),
             seed=5)
    players = {s.id: ai_for(g, s.id) for s in g.state.sides}
    for _ in range(30):
        g.answer(players[g.pending.player].decide(g, g.pending))
    assert len(g.marks) > 5  # a checkpoint before each piece's turn
    facts = {f: g.ruleset.facts(g.state, fig) for f, fig in g.state.figures.items()}
    answers = list(g.answers)
    g.undo(7)
    for answer in answers[-7:]:
        g.answer(answer)
    assert {f: g.ruleset.facts(g.state, fig) for f, fig in g.state.figures.items()} == facts


def test_a_summoned_creature_is_named_on_the_table():
    g = game([piece("wz", "wizard", (2, 3))], [piece("gob", "goblin", (5, 0))])
    fid = bring(g, "wz", "spirit_wolf", (0, 0), "test")
    assert g.state.table.bases[fid].label == g.state.figures[fid].name


def test_pieces_fit_the_squares_of_a_map_of_smaller_squares_and_its_27th_column_is_aa():
    """On a reviewer's grid of 1" squares the 1.5" pieces overlapped their neighbours, and the 27th column was
    called "a" again."""
    wide = ROOT / "tests" / "data" / "scenarios" / "wide-grid.tmx"
    g = game([piece("w", "warrior", (26, 0)), piece("r", "ranger", (27, 0))],
             [piece("g1", "goblin", (28, 0)), piece("g2", "goblin", (29, 1))], map=str(wide))
    bases = g.state.table.bases
    assert all(base.diameter == 0.75 for base in bases.values())  # three quarters of a 1" square
    assert not g.state.table.in_contact("w", "r") and not g.state.table.in_contact("r", "g1")
    assert [square_name(c, 0) for c in (0, 25, 26, 27, 29)] == ["a1", "z1", "aa1", "ab1", "ad1"]
    assert "Warrior on aa1" in g.log.of_kind("start")[0].text
    shipped = game([piece("w", "warrior", (0, 0))], [piece("g1", "goblin", (1, 0))])
    assert shipped.state.table.bases["w"].diameter == 1.5  # the battle map's 2" squares hold the profile's base


def test_a_columns_letters_run_on_as_a_spreadsheets_do():
    assert [column_name(c) for c in (0, 25, 26, 51, 52, 701, 702)] == ["a", "z", "aa", "az", "ba", "zz", "aaa"]


def test_with_several_players_heroes_the_result_says_who_earned_the_most_xp_and_a_tie_as_a_tie():
    """"Anna's party wins" was all it said when Anna's and Dimo's parties had earned 35 XP each: the party named
    was the first of the two. Both parties won: the headline names both, the reason who earned the most."""
    from game.rules.game import headline
    from game.rules.gamebook.battle import finish

    sides = [{"id": "anna", "name": "Anna's party", "team": "heroes", "figures": [piece("w", "warrior", (0, 5))]},
             {"id": "dimo", "name": "Dimo's party", "team": "heroes", "figures": [piece("t", "thief", (1, 5))]},
             {"id": "hand", "name": "The Black Hand", "figures": [piece("gob", "goblin", (5, 0))]}]
    g = game([], [], sides=sides)
    result = finish(g, "white", "no enemy fights on")
    assert result.reason.endswith("; the most XP: Anna's party and Dimo's party, 0 each")  # neither has dealt any
    g.state.figures["t"].status.damage_dealt = 10
    result = finish(g, "white", "no enemy fights on")
    assert result.winner == "dimo" and result.reason.endswith(f"; the most XP: Dimo's party, {result.scores['dimo']:g}")
    assert headline(g.state, result) == "Anna's party and Dimo's party win"
    assert result.share(g.state, "anna") == 1
    alone = finish(game([piece("w", "warrior", (0, 5))], [piece("gob", "goblin", (5, 0))]), "white", "no enemy")
    assert "the most XP" not in alone.reason  # one player's heroes: nothing to tell apart


def test_a_battle_broken_off_at_its_round_limit_says_how_long_it_took_once():
    """It said "the battle is broken off after 1 round after 1 round, one hour of game time": the reason and the
    result each added the rounds."""
    g = game([piece("w", "warrior", (0, 5))], [piece("gob", "goblin", (5, 0), rank="king")], turns=1)
    give(g, "action", {"figure": "w", "action": "guard"})
    give(g, "action", {"figure": "gob", "action": "guard"})
    assert g.over and g.result.winner is None
    assert g.result.reason == "the battle is broken off after 1 round, one hour of game time"
    (took,) = g.log.of_kind("game_time")
    assert took.text == "The battle took 1 round: one game turn, 1 hour of game time."


def test_an_attacks_odds_say_whether_the_target_falls_as_a_spells_do():
    """A spell's card said "still fighting 100 %"; an attack's said nothing of the kind (a tester's find)."""
    g = game([piece("w", "warrior", (0, 0), style="aggressive")], [piece("rat", "rat", (1, 0), rank="king")])
    g.state.figures["rat"].status.endurance = 5
    dist = results(g.state, "w", "rat", ranged=False)
    odds = attack_odds(g.state, "w", "rat", False)
    falls = odds.lines[1]
    assert falls.brief == "Falls?" and falls.label.startswith("Giant rat: Endurance 5, loses the result")
    assert falls.outcomes.get("dead", Fraction(0)) == dist.chance(lambda r: r > 5)
    assert falls.outcomes.get("unconscious", Fraction(0)) == dist.chance(lambda r: r == 5)
