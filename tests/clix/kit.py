"""Clix games built in code: figures placed exactly, terrain from tests.board.mapkit, dice forced."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import yaml

from game.rules.game import Game
from game.rules.scenario import Scenario, scenario_from_text
from game.rules.script import Script
from tests.board.mapkit import table

HERE = Path(__file__).resolve().parent


def fig(fid: str, profile: str, x: float, y: float, facing: float = 0.0, **extra: Any) -> dict[str, Any]:
    return {"id": fid, "profile": profile, "at": [x, y], "facing": facing, **extra}


def scenario(red: list[dict], blue: list[dict], *terrain: tuple, dice: list[int] | None = None,
             options: dict | None = None, turns: int | None = None, seed: int = 1) -> Scenario:
    """A clix scenario on an open 24" table, with ``terrain`` pieces as in tests.board.mapkit.table."""
    data: dict[str, Any] = {
        "name": "test", "ruleset": "clix", "map": "data/open.tmx", "seed": seed,
        "sides": [{"id": "red", "figures": red}, {"id": "blue", "figures": blue}],
    }
    if options:
        data["options"] = options
    if turns:
        data["turns"] = turns
    found = scenario_from_text(yaml.safe_dump(data, sort_keys=False), HERE / "test.yaml")
    if terrain:
        found = dataclasses.replace(found, map=table(*terrain).map)
    if dice:
        found = dataclasses.replace(found, random={"d6": list(dice)})
    return found


def game(*args: Any, **kwargs: Any) -> Game:
    return Game(scenario(*args, **kwargs))


def events(g: Game, *kinds: str) -> list:
    return [e for e in g.log if e.kind in kinds]


def step(g: Game, **answers: Any) -> None:
    """Answer the pending decisions as one script step would (figure, action, path, facing, targets...)."""
    script = Script((dict(answers),), ("test step",), g.ruleset)
    while not script.done:
        found = script.answer(g.pending) if g.pending else None
        if found is None:
            raise AssertionError(f"the step {answers} left {script.unused()} unanswered at {g.pending}")
        g.answer(found.answer)


def end_turn(g: Game) -> None:
    g.answer({"action": "end_turn"})


def options(g: Game) -> list:
    return g.pending.values


def facts(g: Game, fid: str) -> dict[str, Any]:
    return g.ruleset.facts(g.state, g.state.figures[fid])
