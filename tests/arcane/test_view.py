"""Hidden information: hands, the face-down card, combat picks and criticals never reach another player's view
or events, whatever the answers; secret decisions are marked so that the window hands the screen over."""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.arcane.kit import act, fig, make, say

CLOSE = {"red": [fig("flint", "flintlock", 10, 10), fig("baron", "baron_von_fancyhat", 12, 12),
                 fig("tabby", "tabby", 8, 12)],
         "blue": [fig("fire", "firespitter", 10, 14), fig("shab", "shabaroon", 13.5, 12),
                  fig("fritz", "fritz", 8, 15)]}
SECRET_KINDS = {"lay", "declare", "call", "replace", "pick", "critical"}


def hidden_leaks(game, player):
    """What ``player``'s view shows that it should not; empty when all is well."""
    seen, record = game.view(player), game.state.rules
    leaks = []
    play = record.arcane
    if play is not None:
        for side, hand in seen["arcane"]["hands"].items():
            if side != player and not isinstance(hand, int):
                leaks.append(f"{side}'s arcane hand")
        if player != play.active and not play.revealed and seen["arcane"]["laid"] is not None:
            leaks.append("the face-down card")
    clash = record.melee
    if clash is not None:
        for side, hand in seen["melee"]["hands"].items():
            if side != player and not isinstance(hand, int):
                leaks.append(f"{side}'s combat hand")
        for side, pick in seen["melee"]["picks"].items():
            if side != player and not clash.revealed and pick is not None:
                leaks.append(f"{side}'s combat pick")
        for side, added in seen["melee"]["criticals"].items():
            if side != player and not clash.criticals_revealed and (added is not None or clash.criticals[side] == 0):
                leaks.append(f"{side}'s criticals")  # a count, or that a duplicate was there and not laid
    for event in game.events_for(player):
        if event.kind in ("arcane_hand", "combat_hand") and event.data["side"] != player:
            leaks.append(f"event {event.kind} of {event.data['side']}")
    return leaks


def answer_from(data, decision):
    if decision.options:
        return decision.values[data.draw(st.integers(0, len(decision.options) - 1))]
    candidates = decision.suggest()
    return candidates[data.draw(st.integers(0, len(candidates) - 1))]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_no_view_ever_holds_another_players_secrets(data):
    game = make(CLOSE, seed=data.draw(st.integers(0, 10_000)), turns=1)
    for _ in range(120):
        decision = game.pending
        if decision is None:
            break
        for player in ("red", "blue", None):
            assert hidden_leaks(game, player) == [], (player, decision.kind)
        if decision.kind in SECRET_KINDS:
            assert decision.secret, decision.kind
        game.answer(answer_from(data, decision))


def test_the_view_is_a_copy_and_shows_only_the_owners_cards():
    game = make(CLOSE, arcane=["green-2", "blue-1", "blue-3", "catastrophe", "pink-1", "pink-2", "green-1",
                               "blue-2"])
    act(game, "flint", "shoot_musket", targets="shab")
    red, blue, nobody = game.view("red"), game.view("blue"), game.view(None)
    assert red["arcane"]["hands"] == {"red": ["green-2", "blue-1"], "blue": 6}
    assert blue["arcane"]["hands"] == {"red": 2, "blue": ["blue-3", "catastrophe", "pink-1", "pink-2", "green-1",
                                                          "blue-2"]}
    assert nobody["arcane"]["hands"] == {"red": 2, "blue": 6}
    red["arcane"]["hands"]["red"].clear()
    assert game.state.rules.arcane.hands["red"] == ["green-2", "blue-1"]
    say(game, "lay", "blue-1")
    say(game, "declare", "green-3")
    assert game.view("red")["arcane"]["laid"] == "blue-1"
    assert game.view("blue")["arcane"]["laid"] is None and game.view("blue")["arcane"]["declared"] == "green-3"
    assert "blue-1" not in json.dumps([e.to_json() for e in game.events_for("blue")])
    say(game, "call", "bluff")
    assert game.pending.kind == "replace" and game.view("blue")["arcane"]["laid"] == "blue-1"
    assert game.log.of_kind("reveal")[-1].visible_to is None  # the reveal and the call are shown to both


def test_combat_picks_stay_secret_until_both_are_revealed():
    game = make({"red": [fig("a", "flintlock", 10, 10)], "blue": [fig("d", "fritz", 11.5, 10)]},
                combat=["thrust", "high_guard", "low_guard", "rising_attack", "falling_swing", "sweeping_cut"])
    act(game, "a", "melee", targets="d")
    say(game, "pick", "thrust")
    assert game.view("blue")["melee"]["picks"] == {"red": None}
    assert game.view("red")["melee"]["picks"] == {"red": "thrust"}
    assert game.pending.player == "blue" and game.pending.secret
    say(game, "pick", "falling_swing")
    revealed = game.log.of_kind("combat_reveal")[-1]
    assert revealed.visible_to is None and revealed.data["cards"] == {"a": "thrust", "d": "falling_swing"}


def test_a_critical_not_laid_shows_nothing_to_the_opponent():
    """Red declined to lay its duplicate: blue's view showed red's entry (as None), telling blue that red had had a
    duplicate to lay."""
    game = make({"red": [fig("a", "flintlock", 10, 10)], "blue": [fig("d", "fritz", 11.5, 10)]},
                combat=["thrust", "thrust", "high_guard", "low_guard", "falling_swing", "falling_swing"])
    act(game, "a", "melee", targets="d")
    say(game, "pick", "thrust")
    say(game, "pick", "falling_swing")
    say(game, "critical", 0)
    assert (game.pending.kind, game.pending.player) == ("critical", "blue")
    assert game.view("blue")["melee"]["criticals"] == {} and game.view("red")["melee"]["criticals"] == {"red": 0}
    assert hidden_leaks(game, "blue") == []
