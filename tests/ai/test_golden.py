"""A regression net for the AIs' play: one short fixed-seed game per ruleset, the easy AI against the greedy one,
must write the very same event log as when its digest was recorded (SHA-256, in ``golden.json`` beside this file).

A refactor of ``game/ai`` must leave every digest alone. A change meant to change how an AI plays (a weight, a
scorer, a ruleset's rule the AI meets in these games) changes some: check the new play is what you meant (the
headless runner, ``python main.py --headless SCENARIO --seed N --log FILE``), record the new digests with

    UPDATE_GOLDEN=1 python -m pytest tests/ai/test_golden.py -p no:cacheprovider

and commit ``golden.json`` with the change, saying why the play changed. The easy AI is the greedy one taking
one of its next-best answers now and then, so both levels' code is played; the look-ahead levels are bounded by
time and are not replayable. The digests hold on one platform's floating point: numpy picks other vector
routines for sines and logarithms on other processors (AVX-512's differ in the last bit), and a game may branch on
that bit. So ``golden.json`` keeps the platforms the digests were recorded on: there a changed digest fails; on
another one it is skipped, saying so, rather than failing for a reason that may not be the AI's (a digest that
matches passes anywhere).
"""

from __future__ import annotations

import hashlib
import json
import os
import platform as host
from pathlib import Path

import numpy as np
import pytest

from game import locations
from game.ai.controller import ai_for
from game.headless import play
from game.rules.game import Game
from game.rules.ruleset import RULESET_IDS
from game.rules.scenario import load_scenario

GOLDEN = Path(__file__).with_name("golden.json")
#: ruleset: (shipped scenario, seed, turn limit or None for the scenario's own); each plays in about a second
GAMES = {
    "clix": ("clix-duel.yaml", 2, None),
    "trench": ("trench-no-mans-land.yaml", 2, 2),
    "arcane": ("arcane-glade.yaml", 2, 2),
    "manoeuvres": ("manoeuvres-duel.yaml", 2, None),
    "gamebook": ("gamebook-ambush.yaml", 2, None),
}


def digest(ruleset: str) -> str:
    """The SHA-256 of the event log of the ruleset's game: the first side easy, the second greedy."""
    name, seed, turns = GAMES[ruleset]
    game = Game(load_scenario(locations.SCENARIOS / name), seed=seed, turns=turns)
    first, second = (side.id for side in game.state.sides)
    play(game, {first: ai_for(game, first, "easy"), second: ai_for(game, second, "greedy")})
    log = "".join(event.to_line() + "\n" for event in game.log)
    return hashlib.sha256(log.encode()).hexdigest()


def platform() -> str:
    """What the floating point of a game depends on: the machine, numpy's version and the vector extensions its
    routines are picked by."""
    from numpy._core._multiarray_umath import __cpu_features__

    vector = sorted(name for name, on in __cpu_features__.items() if on and name.startswith(("AVX", "FMA")))
    return f"{host.machine()} numpy {np.__version__} {' '.join(vector)}"


@pytest.mark.parametrize("ruleset", sorted(GAMES))
def test_the_ai_plays_as_recorded(ruleset):
    played = digest(ruleset)
    golden = json.loads(GOLDEN.read_text()) if GOLDEN.exists() else {"digests": {}, "platforms": []}
    if os.environ.get("UPDATE_GOLDEN"):
        golden["platforms"] = [platform()]
        golden["digests"][ruleset] = played
        golden["digests"] = dict(sorted(golden["digests"].items()))
        GOLDEN.write_text(json.dumps(golden, indent=2) + "\n")
        return
    if played != golden["digests"][ruleset] and platform() not in golden["platforms"]:
        pytest.skip(f"the digest differs, but it was recorded on {', '.join(golden['platforms'])}, "
                    f"this is {platform()}")
    recorded = golden["digests"][ruleset]
    name, seed, _ = GAMES[ruleset]
    assert played == recorded, (
        f"the {ruleset} AI no longer plays {name} (seed {seed}) as recorded: if the change of play is meant, "
        f"record it with UPDATE_GOLDEN=1 (see {Path(__file__).name})")


def test_every_ruleset_has_a_game():
    assert set(GAMES) == set(RULESET_IDS)
