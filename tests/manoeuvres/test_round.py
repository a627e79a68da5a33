"""The round: declarations slowest first with the earlier ones visible, changes at −5 Initiative, Initiative and
the attack moments, attacks from the highest moment down, moments below 0 lost, Defensywa's give-ups."""

from __future__ import annotations

from game.rules.manoeuvres.data import armoury
from game.rules.manoeuvres.record import record
from tests.manoeuvres.kit import attacks, declare, events, fig, game, give, keep, status

DUEL = ([fig("k", "knight", 8, inicjatywa=10)], [fig("w", "warrior", 9, inicjatywa=11)])


def test_the_slowest_declares_first_and_sees_nothing_yet():
    g = game(*DUEL)
    assert g.pending.kind == "declare" and g.pending.context["figure"] == "k"  # Inicjatywa 10 before 11
    assert "declared so far" not in g.pending.prompt and g.pending.context["declared"] == {}


def test_a_later_fighter_sees_the_earlier_declarations():
    g = game(*DUEL)
    declare(g, "k", "ofensywa", target="w")
    assert g.pending.context["figure"] == "w"
    assert "Sir Roland: Ofensywa vs Bjarni" in g.pending.prompt
    assert g.pending.context["declared"] == {"k": {"action": "ofensywa", "target": "w"}}


def test_moments_order_the_attacks_and_a_moment_below_0_is_lost():
    # knight: Initiative 10 + 5 = 15, step 3 + 2 = 5: moments 10 and 5; warrior: 11 + 3 = 14, step 6 + 4 = 10:
    # moments 4 and -6 (lost). Knight hits (3 <= 10 + 10 - 7 = 13): 5 + 4 x 2 - 3 = 10, light; misses on a 20;
    # the warrior's 1 always hits and is critical: 6 + 5 x 3 - 5 = 16, medium, +1KLO: heavy.
    g = game(*DUEL, dice={"d10": [5, 2, 3, 4, 5], "d20": [3, 20, 1], "d8": [4]})
    declare(g, "k", "atak", target="w")
    declare(g, "w", "atak", target="k")
    keep(g)
    moments = events(g, "moments")[0].data["attacks"]
    assert [(a["figure"], a["moment"], a["lost"]) for a in moments] == [
        ("k", 10, ""), ("k", 5, ""), ("w", 4, ""), ("w", -6, "moment −6 is below 0")]
    made = attacks(g)
    assert [(a["figure"], a["roll"], a["hit"]) for a in made] == [("k", 3, True), ("k", 20, False), ("w", 1, True)]
    assert (made[0]["points"], made[0]["wound"], made[0]["breakdown"]["need"]) == (10, "light", 13)
    assert (made[2]["critical"], made[2]["points"], made[2]["wound"]) == (True, 16, "heavy")
    # the critical's step is named with the verdict: the breakdown lists the steps known before the roll
    assert "k20 1 — critical hit (+1KLO); k10 5: 16 points: heavy" in events(g, "attack")[2].text
    assert status(g, "w").wounds == ["light"] and status(g, "k").wounds == ["heavy"]
    assert status(g, "k").weight == 10 and status(g, "w").weight == 3


def test_the_initiative_and_delay_dice_are_thrown_for_the_window():
    """The dice tray showed every attack's k20 but never the k10s that set the moments."""
    g = game(*DUEL, dice={"d10": [5, 2, 3, 4], "d20": [20, 20, 20]})
    declare(g, "k", "atak", target="w")
    declare(g, "w", "atak", target="k")
    keep(g)
    rolled = [(e.data["figure"], e.data["dice"], e.data["sides"]) for e in events(g, "initiative")]
    assert rolled == [("k", [5, 2], [10, 10]), ("w", [3, 4], [10, 10])]


def test_a_change_of_declaration_costs_5_initiative_each():
    g = game(*DUEL, dice={"d10": [5, 2, 3, 4], "d20": [20, 20, 20]})
    declare(g, "k", "atak", target="w")
    declare(g, "w", "atak", target="k")
    give(g, "change", "k")
    declare(g, "k", "ofensywa", target="w")
    give(g, "change", "k")
    declare(g, "k", "atak", target="w")
    give(g, "change", "keep")
    give(g, "change", "keep")
    first = events(g, "initiative")[0].data
    assert first["figure"] == "k" and first["initiative"]["total"] == 10 + 5 - 10
    assert first["initiative"]["mods"]["2 changes"] == -10
    assert [e.data["change"] for e in events(g, "declare")] == [False, False, True, True]


def test_a_change_asks_the_side_that_kept_again():
    """The West kept, the East then changed Grok to Move, and the round went to the Initiative: the side asked
    first could never answer a change. A change asks the others again, until every side keeps in turn."""
    g = game(*DUEL, dice={"d10": [5, 2, 3, 4], "d20": [20, 20, 20]})
    declare(g, "k", "atak", target="w")
    declare(g, "w", "atak", target="k")
    give(g, "change", "keep")
    give(g, "change", "w")
    declare(g, "w", "defensywa", target="k")
    give(g, "change", "keep")
    assert g.pending.kind == "change" and g.pending.player == "red"
    assert g.pending.prompt.endswith("(Blue changed since)")
    give(g, "change", "k")  # and answered in kind: Blue is asked again
    declare(g, "k", "ofensywa", target="w")
    give(g, "change", "keep")
    assert (g.pending.kind, g.pending.player) == ("change", "blue")
    give(g, "change", "keep")
    assert g.pending.kind != "change" and events(g, "initiative")


def test_a_change_offers_every_declaration_but_the_one_made():
    """It offered the same declaration again, 5 Initiative for nothing."""
    g = game(*DUEL)
    declare(g, "k", "atak", target="w")
    declare(g, "w", "atak", target="k")
    give(g, "change", "k")
    values = [o.value for o in g.pending.options]
    assert {"action": "atak", "target": "w"} not in values and {"action": "ofensywa", "target": "w"} in values
    assert g.pending.refusal({"action": "atak", "target": "w"}).endswith(
        "is not allowed: it is the declaration already: keep the declarations")


def test_defensywa_gives_up_the_first_attacks_after_the_initiative_rolls_for_obrona():
    # knight in Defensywa (tier 2): Obrona 7 + 2 (longsword) + 2 + 2 = 13, + 1 for the given-up first attack.
    g = game(*DUEL, dice={"d10": [9, 1, 3, 4], "d20": [20, 20, 20]})
    declare(g, "k", "defensywa", target="w")
    declare(g, "w", "atak", target="k")
    keep(g)
    assert g.pending.kind == "give_up" and g.pending.context["moments"] == [15, 11]
    assert events(g, "initiative")  # the rolls come before the give-up
    give(g, "give_up", 1)
    moments = events(g, "moments")[0].data["attacks"]
    assert [(a["figure"], a["moment"], a["lost"]) for a in moments if a["figure"] == "k"] == [
        ("k", 15, "given up for Obrona"), ("k", 11, "")]
    warrior = next(a for a in attacks(g) if a["figure"] == "w")
    obrona = warrior["breakdown"]["obrona"]
    assert obrona["total"] == 14 and obrona["mods"]["1 attack given up"] == 1
    assert obrona["mods"]["Defensywa (tier 2)"] == 4


def test_the_game_ends_when_a_side_has_no_fighter_standing():
    # the knight's first blow is critical (1): 5 + 8 x 2 - 3 = 18, medium +1KLO: heavy (10), and the warrior
    # already had two critical wounds (2 x 16): 42 is past the fall
    assert armoury().rules.fall_at <= 42
    g = game([fig("k", "knight", 8, inicjatywa=10)], [fig("w", "warrior", 9, inicjatywa=11,
                                                          wounded=["critical", "critical"])],
             dice={"d10": [5, 2, 3, 4], "d20": [1], "d8": [8]})
    declare(g, "k", "atak", target="w")
    declare(g, "w", "atak", target="k")
    keep(g)
    assert g.over and g.result.winner == "red" and g.state.figures["w"].eliminated
    assert [e.kind for e in events(g, "falls")] == ["falls"]
    fallen = [a for a in record(g.state).attacks if a.figure == "w"]  # its blows never came: the box says why
    assert [a.lost for a in fallen] == ["fell before its moment", "moment −6 is below 0"]
    assert [a.lost for a in record(g.state).attacks if a.figure == "k"] == ["", "the fight was over"]
    assert g.ruleset.facts(g.state, g.state.figures["w"])["moments"] == []


def test_a_fighter_in_contact_that_moves_leaves_only_after_the_attacks():
    g = game(*DUEL, dice={"d10": [5, 2, 3, 4], "d20": [3, 20], "d8": [4]})
    declare(g, "k", "atak", target="w")
    declare(g, "w", "ruch")
    keep(g)
    assert g.pending.kind == "path" and [a["figure"] for a in attacks(g)] == ["k", "k"]  # the blows came first
    give(g, "path", [[14, 10.5]])
    assert g.state.table.bases["w"].x == 14 and status(g, "w").wounds == ["light"]


def test_a_move_that_goes_nowhere_says_the_fighter_stays():
    """A knight whose move Grok forestalled by charging into contact stayed put: "Sir Roland moves 0.0 m"."""
    g = game(*DUEL, dice={"d10": [5, 2, 3, 4], "d20": [20, 20]})
    declare(g, "k", "atak", target="w")
    declare(g, "w", "ruch")
    keep(g)
    here = g.state.table.bases["w"].pos
    give(g, "path", [list(here)])
    assert events(g, "move")[-1].text == f"Bjarni stays at ({here[0]:.1f}, {here[1]:.1f})."


def test_a_fighter_out_of_contact_moves_before_the_attacks():
    g = game([fig("k", "knight", 4, inicjatywa=10)], [fig("w", "warrior", 10, inicjatywa=11)],
             dice={"d10": [5, 2, 3, 4], "d20": [20, 20]})
    declare(g, "k", "ruch")
    declare(g, "w", "czekaj")
    keep(g)
    give(g, "path", [[9, 10.5]])  # 5 m: the knight's speed
    assert g.state.table.in_contact("k", "w") and attacks(g) == []  # the move is the round's declaration


def test_the_declaration_lists_what_the_fighter_may_not_declare_and_why_not_what_it_has_not():
    """A warrior out of reach was offered Defensywa, Move and Hold with no word of why it could not charge; its list
    then ran to aimed shots it has no bow for and a weapon it never dropped."""
    g = game([fig("k", "knight", 2)], [fig("w", "warrior", 19)])
    listed = {u["action"]: u["reason"] for u in g.pending.context["unavailable"]}
    assert listed["Szarża"] == "Bjarni is 16.0 m away, beyond a charge's 12 m"
    assert "Attack" not in listed  # at no one: its blows go to whoever comes into base contact
    assert "Roztrącenie" in listed
    assert not {"Przycelowanie", "Precyzyjny strzał", "Power shot", "Pick up the weapon", "Wściekłość"} & set(listed)
    two = game([fig("k", "knight", 2)], [fig("w", "warrior", 21), fig("h", "hunter", 17)])
    near = {u["action"]: u["reason"] for u in two.pending.context["unavailable"]}  # of the nearer, listed second
    assert near["Szarża"].startswith("Marta is 14.0 m away") and "Attack" not in near
    archer = game([fig("a", "archer", 2)], [fig("w", "warrior", 19)]).pending.context["unavailable"]
    assert all(u["action"] not in ("Ofensywa", "Młynek") for u in archer)
    engaged = game([fig("k", "knight", 8)], [fig("w", "warrior", 9)]).pending.context["unavailable"]
    assert {"Kontra", "Szarża"} <= {u["action"] for u in engaged}
    assert not {"Cios zabójcy", "Wściekłość"} & {u["action"] for u in engaged}  # a knight's, in contact
