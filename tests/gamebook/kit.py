"""Small gamebook battles for the tests, on the shipped 6×6 battle map, built from text.

Squares are [column, row] from the top-left; (0, 0) is white and the colours alternate; the exits are (2, 0)
and (3, 0).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from game.rules.decisions import Answer
from game.rules.game import Game
from game.rules.scenario import Scenario, scenario_from_text
from tests.answering import give

ROOT = Path(__file__).resolve().parents[2]
MAPS = ROOT / "maps"


def scenario(heroes: list[dict], monsters: list[dict], *, dice: dict[str, list[int]] | None = None,
             **extra: Any) -> Scenario:
    data: dict[str, Any] = {
        "name": "Gamebook test", "ruleset": "gamebook", "map": "gamebook.tmx", "seed": 1,
        "sides": [{"id": "heroes", "figures": heroes}, {"id": "monsters", "figures": monsters}],
    }
    if dice:
        data["random"] = dice
    data.update(extra)
    return scenario_from_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), MAPS / "gb-test.yaml")


def piece(fid: str, profile: str, square: tuple[int, int] | None = None, **keys: Any) -> dict:
    out: dict[str, Any] = {"id": fid, "profile": profile, **keys}
    if square is not None:
        out["square"] = list(square)
    return out


def game(heroes: list[dict], monsters: list[dict], **kwargs: Any) -> Game:
    return Game(scenario(heroes, monsters, **kwargs))



def act(g: Game, figure: str, action: str, *then: tuple[str, Answer]) -> None:
    give(g, "action", {"figure": figure, "action": action})
    for kind, answer in then:
        give(g, kind, answer)


def acting(g: Game) -> str:
    assert g.pending is not None and g.pending.kind == "action", g.pending and g.pending.kind
    return g.pending.context["figure"]


def offered(g: Game) -> list[str]:
    assert g.pending is not None and g.pending.kind == "action"
    return [v["action"] for v in g.pending.values]


def fact(g: Game, fid: str, key: str) -> Any:
    return g.ruleset.facts(g.state, g.state.figures[fid])[key]


def events(g: Game, kind: str) -> list[dict]:
    return [e.data for e in g.log.of_kind(kind)]
