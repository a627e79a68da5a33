"""Small manoeuvres games for the tests, on the Fen Meadow (maps/fen.tmx, one metre an inch), built from text.

The open meadow runs along y = 9.5–11.5 from x = 6 to 20; the Fen (marsh) fills about 7.5–16.5 × 2.5–8.5, the
Dune (loose sand) 1.5–5.5 × 12.5–15, the Scree (a steep slope) is centred on (20.5, 13.5). Bases are 1" across: fighters
at (8, 10.5) and (9, 10.5) are in base contact.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from game.rules.game import Game
from game.rules.manoeuvres.actions import problem
from game.rules.scenario import Scenario, scenario_from_text
from tests.answering import give

ROOT = Path(__file__).resolve().parents[2]


def scenario(red: list[dict], blue: list[dict], *, dice: dict[str, list[int]] | None = None, **extra: Any) -> Scenario:
    data: dict[str, Any] = {
        "name": "Manoeuvres test", "ruleset": "manoeuvres", "map": "maps/fen.tmx", "seed": 1,
        "sides": [{"id": "red", "name": "Red", "figures": red}, {"id": "blue", "name": "Blue", "figures": blue}],
    }
    if dice:
        data["random"] = dice
    data.update(extra)
    return scenario_from_text(yaml.safe_dump(data, sort_keys=False), ROOT / "manoeuvres-test.yaml")


def fig(fid: str, profile: str, x: float, y: float = 10.5, **keys: Any) -> dict:
    return {"id": fid, "profile": profile, "at": [x, y], **keys}


def game(red: list[dict], blue: list[dict], **kwargs: Any) -> Game:
    return Game(scenario(red, blue, **kwargs))



def declare(g: Game, figure: str, action: str, **more: Any) -> None:
    assert g.pending is not None and g.pending.kind == "declare", g.pending and g.pending.prompt
    assert g.pending.context["figure"] == figure, f"{figure} declares, but {g.pending.context['figure']} is asked"
    give(g, "declare", {"action": action, **more})


def keep(g: Game) -> None:
    """Both sides keep their declarations."""
    give(g, "change", "keep")
    give(g, "change", "keep")


def offered(g: Game) -> list[dict]:
    assert g.pending is not None and g.pending.kind == "declare"
    return g.pending.values


def refusal(g: Game, figure: str, action: str, **more: Any) -> str | None:
    """Why ``figure`` may not declare the action now (the rules' own check, whoever is asked at the moment)."""
    return problem(g.state, figure, {"action": action, **more})


def events(g: Game, kind: str) -> list:
    return [e for e in g.log.since(0, None) if e.kind == kind]


def attacks(g: Game) -> list[dict]:
    return [e.data for e in events(g, "attack")]


def status(g: Game, fid: str):
    return g.state.figures[fid].status


def round_with(g: Game, declarations: dict[str, dict], give_ups: dict[str, int] | None = None,
               paths: dict[str, list] | None = None) -> None:
    """Declare for every fighter asked (in whatever order the rules ask), keep, and answer give-ups and paths."""
    while g.pending is not None and g.pending.kind == "declare":
        fid = g.pending.context["figure"]
        give(g, "declare", declarations[fid])
    keep(g)
    while g.pending is not None and g.pending.kind in ("give_up", "path") and g.pending.context["figure"] in (
            (give_ups or {}) | (paths or {})):
        fid = g.pending.context["figure"]
        give(g, g.pending.kind, (give_ups or {}).get(fid, 0) if g.pending.kind == "give_up" else paths[fid])


def breakdown(g: Game, figure: str, n: int = 0) -> dict:
    return [a for a in attacks(g) if a["figure"] == figure][n]["breakdown"]
