"""Small trench games for the tests, on the test field (a barn, a low hill, a copse), built from text.

The field is 24" square: the Barn (blocking) fills 10-14 × 10-14, the Low hill (level 1) 0-6 × 0-5 and the
Copse (hindering) 18-21 × 10-14.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from game.rules.game import Game
from game.rules.scenario import Scenario, scenario_from_text
from tests.answering import give

FIELD = Path(__file__).resolve().parents[1] / "data" / "scenarios"


def scenario(red: list[dict], blue: list[dict], *, dice: list[int] | None = None, options: dict | None = None,
             **extra: Any) -> Scenario:
    """A scenario with sides red and blue (red first); ``dice`` forces the next d6 results."""
    data: dict[str, Any] = {
        "name": "Trench test", "ruleset": "trench", "map": "field.tmx", "seed": 1,
        "sides": [{"id": "red", "name": "Red", "figures": red}, {"id": "blue", "name": "Blue", "figures": blue}],
    }
    if dice:
        data["random"] = {"d6": dice}
    if options:
        data["options"] = options
    data.update(extra)
    return scenario_from_text(yaml.safe_dump(data, sort_keys=False), FIELD / "trench-test.yaml")


def fig(fid: str, profile: str, x: float, y: float, **keys: Any) -> dict:
    return {"id": fid, "profile": profile, "at": [x, y], **keys}


def game(red: list[dict], blue: list[dict], **kwargs: Any) -> Game:
    return Game(scenario(red, blue, **kwargs))



def act(g: Game, figure: str, action: str) -> None:
    give(g, "action", {"figure": figure, "action": action})


def actions(g: Game) -> list[str]:
    """The actions the pending action decision offers."""
    assert g.pending is not None and g.pending.kind == "action", g.pending and g.pending.kind
    return [v["action"] for v in g.pending.values]


def start(g: Game, first: str = "red", activate: str | None = None) -> None:
    """Answer the initiative (and activate a model)."""
    give(g, "initiative", first)
    if activate:
        give(g, "activate", activate)


def rolls(g: Game, what: str | None = None) -> list[dict]:
    return [e.data for e in g.log.of_kind("roll") if what is None or e.data["roll"] == what]


def status(g: Game, fid: str):
    return g.state.figures[fid].status
