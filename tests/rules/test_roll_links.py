"""What a roll brings about names the roll (``of_roll``), in every ruleset that rolls, so that the window shows the
dice with their hit, wound or fall and never with the next piece's move."""

from __future__ import annotations

import pytest

from game import locations
from game.ai.controller import ai_for
from game.headless import play
from game.rules.events import Event
from game.rules.game import Game
from game.rules.scenario import load_scenario

#: ruleset: (shipped scenario, seed, turn limit or None), and the kinds of event that only ever follow from a roll,
#: with the kinds of roll they follow from
GAMES = {
    "clix": ("clix-duel.yaml", 3, None, {"hit": {"roll"}, "miss": {"roll"}, "critical": {"roll"}}),
    "trench": ("trench-no-mans-land.yaml", 3, 3, {"blood": {"roll"}, "down": {"roll"}, "out_of_action": {"roll"},
                                                   "first_aid": {"roll"}}),
    "gamebook": ("gamebook-siege.yaml", 3, None, {"dead": {"attack", "damage"},
                                                   "unconscious": {"attack", "damage"}}),
    "manoeuvres": ("manoeuvres-fen-melee.yaml", 3, None, {"wound": {"attack"}, "falls": {"attack"}}),
}


@pytest.fixture(scope="module", params=sorted(GAMES))
def played(request: pytest.FixtureRequest) -> tuple[str, list[Event]]:
    name, seed, turns, _ = GAMES[request.param]
    game = Game(load_scenario(locations.SCENARIOS / name), seed=seed, turns=turns)
    play(game, {side.id: ai_for(game, side.id, "greedy") for side in game.state.sides})
    return request.param, game.log.events


def test_a_result_names_an_earlier_roll(played: tuple[str, list[Event]]) -> None:
    _, events = played
    linked = [e for e in events if "of_roll" in e.data]
    assert linked, "the game rolled nothing that brought anything about"
    for event in linked:
        roll = events[event.data["of_roll"]]
        assert roll.seq < event.seq and roll.data.get("dice"), event.text


def test_what_only_a_roll_brings_about_names_its_roll(played: tuple[str, list[Event]]) -> None:
    ruleset, events = played
    kinds = GAMES[ruleset][3]
    results = [e for e in events if e.kind in kinds]
    assert results, f"no {', '.join(kinds)} in the game"
    for event in results:
        assert "of_roll" in event.data, event.text
        assert events[event.data["of_roll"]].kind in kinds[event.kind], event.text


def test_a_roll_is_never_named_by_what_the_next_piece_does(played: tuple[str, list[Event]]) -> None:
    """No move, activation or new round follows from a roll it does not come from (a gamebook miss showed
    "Priest moves to c5." under its dice); an activation ends by a roll only where its failure ends it (trench)."""
    _, events = played
    for event in events:
        if event.kind in ("activation", "round", "turn", "declare"):
            assert "of_roll" not in event.data, event.text
        if event.kind == "activation_end" and "of_roll" in event.data:
            assert "seed rule 4" in event.data["reason"] and events[event.data["of_roll"]].data["outcome"] == "failure"


@pytest.mark.parametrize("played", ["clix"], indirect=True)
def test_a_clix_elimination_by_an_attack_names_the_attacks_roll(played: tuple[str, list[Event]]) -> None:
    """"Orc Raider 1 is eliminated" belongs under the dice that did it; pushing damage names no roll."""
    _, events = played
    gone = [e for e in events if e.kind == "eliminated"]
    assert gone
    for event in gone:
        cause = next(e for e in reversed(events[:event.seq]) if e.kind == "damage").data["cause"]
        assert ("of_roll" in event.data) == (cause != "pushing"), event.text
