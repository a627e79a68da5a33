"""Small arcane games for the tests: a scenario written in code on the test field, and a way to answer it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from game.rules.decisions import Answer
from game.rules.game import Game
from game.rules.scenario import scenario_from_text

DATA = Path(__file__).resolve().parent / "data"


def scenario_text(sides: dict[str, list[dict[str, Any]]], **extra: Any) -> str:
    """A scenario on the 36" test field (a hedge from (10, 20) to (16, 20), a barn at (24-28, 4-8), a hill at
    (2-6, 30-34)); each side lists its figures as ``{id, profile, at, ...}``."""
    doc: dict[str, Any] = {"name": "Test", "ruleset": "arcane", "map": "field.tmx", "seed": extra.pop("seed", 1)}
    doc["sides"] = [{"id": side, "figures": figures} for side, figures in sides.items()]
    doc.update(extra)
    return yaml.safe_dump(doc, sort_keys=False)


def make(sides: dict[str, list[dict[str, Any]]], arcane: list[str] | None = None, combat: list[str] | None = None,
         **extra: Any) -> Game:
    decks = {k: v for k, v in (("arcane", arcane), ("combat", combat)) if v}
    if decks:
        extra["random"] = {"decks": decks}
    return Game(scenario_from_text(scenario_text(sides, **extra), DATA / "test.yaml"))


def fig(fid: str, profile: str, x: float, y: float, **stats: Any) -> dict[str, Any]:
    return {"id": fid, "profile": profile, "at": [x, y], **stats}


def say(game: Game, kind: str, answer: Answer) -> None:
    """Answer the pending decision, which must be of ``kind``."""
    pending = game.pending
    assert pending is not None, f"the game is over; expected a {kind!r} decision"
    assert pending.kind == kind, f"expected a {kind!r} decision, got {pending.kind!r}: {pending.prompt}"
    game.answer(answer)


def act(game: Game, figure: str, action: str, **answers: Answer) -> None:
    """Take an action and answer its follow-up decisions in the order given (``path``, ``targets``...)."""
    say(game, "action", {"figure": figure, "action": action})
    for kind, answer in answers.items():
        say(game, kind, answer)


def no_reactions(game: Game) -> None:
    while game.pending is not None and game.pending.kind == "reaction":
        game.answer("none")


def end(game: Game) -> None:
    no_reactions(game)
    say(game, "action", {"action": "end"})


def figure(game: Game, fid: str):
    return game.state.figures[fid]


def facts(game: Game, fid: str) -> dict[str, Any]:
    return game.ruleset.facts(game.state, figure(game, fid))


def events(game: Game, *kinds: str) -> list:
    return game.log.of_kind(*kinds)
