"""A tiny ruleset written for the core's tests, and the model a new ruleset follows (docs/adding-a-ruleset.md):
it uses every kind of decision the core offers, reads checked data, judges sight and gives odds.

Sides take turns. On its turn a side picks one of its figures to ``roll`` (a d6 added to the side's score)
or to ``move`` (a free path, then a facing), or it passes. At the start of each round both players make a
secret bid (hidden until both have bid). The first side to 12 points wins; at the turn limit, the higher score.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.board.movement import move, plan_move
from game.board.sight_plain import plain_lines
from game.board.table import Base, Table
from game.rules.datafile import Node, read_present, read_yaml
from game.rules.decisions import Answer, Decision, Option, check_angle, check_path, choose
from game.rules.odds import Distribution, Odds, OddsLine
from game.rules.ruleset import Flow, Ruleset, Sight, StatReader, SubFlow, ruleset_data
from game.rules.state import Figure, GameState, Records, Result

#: The toy's data folder (a real ruleset's is ``ASSETS / "<id>"``, that is ``assets/rulesets/<id>/``).
DATA = Path(__file__).resolve().parents[1] / "data" / "rulesets" / "toy"
#: What a profile gives, each with its check; a scenario's figure may override its speed.
STATS: dict[str, StatReader] = {"speed": lambda n: n.number(0, 20), "points": lambda n: n.integer(0, 1000)}


def load_profiles(folder: Path) -> dict[str, dict[str, Any]]:
    """Every profile of ``folder/profiles.yaml``; a mistake is a DataError naming the file, line and place."""
    root = read_yaml(folder / "profiles.yaml").mapping({"profiles"}, required={"profiles"})
    return {pid: read_present(node.mapping(set(STATS), required=set(STATS)), STATS)
            for pid, node in root["profiles"].items()}


#: The profiles, read and checked once, when a scenario first needs them.
profiles = ruleset_data(DATA, load_profiles)


@dataclass
class Status:
    """A figure's record (``figure.status``)."""

    rolls: int = 0  # how many times it has rolled


@dataclass
class Record:
    """The game-wide record (``state.rules``)."""

    score: dict[str, int]  # side -> points rolled
    bids: dict[str, int] = field(default_factory=dict)  # this round's secret bids
    revealed: bool = False  # whether this round's bids are shown to all


RECORDS = Records(Status, Record)
status, record = RECORDS.status, RECORDS.record


class Toy(Ruleset):
    id = "toy"
    title = "Toy dice race"
    hidden_information = True
    options = {"target": 12}
    figure_keys = frozenset({"speed"})
    fact_keys = frozenset({"position", "facing", "rolls"})
    script_keys = frozenset({"path", "facing", "bid"})

    def profile_names(self) -> list[str]:
        return sorted(profiles())

    def profile_stats(self, profile: str) -> dict[str, Any]:
        return dict(profiles()[profile])

    def stat_readers(self, stats: dict[str, Any]) -> dict[str, StatReader]:
        return {"speed": STATS["speed"]}

    def figure_stats(self, profile: str | None, figure: Node) -> dict[str, Any]:
        """The core's reading; besides, a figure may do without a profile when it gives its speed."""
        if profile is not None:
            return super().figure_stats(profile, figure)
        if not figure.has("speed"):
            figure.fail("a figure needs a profile or a speed")
        return read_present(figure, self.stat_readers({}))

    def setup(self, game) -> None:
        game.state.rules = Record(score={s.id: 0 for s in game.state.sides})
        for figure in game.state.figures.values():
            figure.status = Status()

    def view(self, game, player):
        """The scores, and the bids: a player sees its own, and the others' once all are revealed."""
        rec = record(game.state)
        bids = {side: (bid if side == player or rec.revealed else "hidden") for side, bid in rec.bids.items()}
        return {"score": dict(rec.score), "bids": bids}

    def sight_between(self, table: Table, source: Base, target: Base, state: GameState | None = None) -> Sight:
        """The board's plain sight, where cover gives the target +1 defence. (The defaults of ``visible_area`` and
        ``sight_batch`` are plain sight too, so the window's overlays agree with it.)"""
        line = plain_lines(table, [source], [target])[0]
        if not line.seen:
            return Sight("blocked", 0, line.reasons)
        return Sight("hindered" if line.cover else "clear", int(line.cover), line.reasons)

    def facts(self, state, figure) -> dict[str, Any]:
        """``damage`` is the figure's side's score; ``rolls`` how often it has rolled."""
        return {**super().facts(state, figure), "damage": record(state).score[figure.side],
                "rolls": status(figure).rolls}

    def status_line(self, state: GameState, figure: Figure) -> str:
        return f"{status(figure).rolls} rolls · side score {record(state).score[figure.side]}"

    def odds(self, game, decision: Decision, answer: Answer) -> Odds | None:
        """A roll's chances before it is made: each face of the d6, added to the side's score."""
        if decision.kind != "action" or not isinstance(answer, dict) or answer.get("action") != "roll":
            return None
        faces = Distribution.dice(1).map(lambda roll: roll[0])
        line = OddsLine("points added", faces, f"{float(faces.mean()):g} on average")
        return Odds(f"{answer['figure']} rolls", (line,))

    def play(self, game) -> Flow:
        state, rec = game.state, record(game.state)
        while True:
            state.round += 1
            rec.bids, rec.revealed = {}, False
            for side in state.sides:
                options = [Option(n, str(n)) for n in range(1, 4)]
                rec.bids[side.id] = yield choose(side.id, "bid", f"{side.name}: bid in secret", options, secret=True)
                game.emit("bid", f"{side.name} bids {rec.bids[side.id]}", visible_to=[side.id])
            rec.revealed = True
            game.emit("bids", f"Bids: {rec.bids}", bids=dict(rec.bids))
            for side in state.sides:
                state.turn += 1
                state.active = side.id
                answer = yield self._action(state, side.id)
                if answer["action"] == "roll":
                    (value,) = game.rng.roll(1, 6)
                    rec.score[side.id] += value
                    status(state.figures[answer["figure"]]).rolls += 1
                    game.emit("roll", f"{answer['figure']} rolls {value}", figure=answer["figure"], dice=[value])
                elif answer["action"] == "move":
                    yield from self._move(game, answer["figure"])
                if rec.score[side.id] >= state.options["target"]:
                    return Result(side.id, f"{side.name} reached {state.options['target']}", dict(rec.score))
                if state.turn_limit and state.turn >= state.turn_limit:
                    score = rec.score
                    best = max(score.values())
                    leaders = [s for s, v in score.items() if v == best]
                    return Result(leaders[0] if len(leaders) == 1 else None, "the turn limit", dict(score))

    def _action(self, state: GameState, side: str) -> Decision:
        options = [Option({"action": "pass"}, "Pass", "p")]
        for fig in state.alive(side):
            options.append(Option({"figure": fig.id, "action": "roll"}, f"{fig.name}: roll", "r"))
            options.append(Option({"figure": fig.id, "action": "move"}, f"{fig.name}: move", "m"))
        return choose(side, "action", "Choose an action", options)

    def _move(self, game, figure_id: str) -> SubFlow[None]:
        table, speed = game.state.table, game.state.figures[figure_id].stats["speed"]
        side = game.state.figures[figure_id].side
        path = yield Decision(side, "path", "Where to?", check=check_path,
                              preview=lambda answer: plan_move(table, figure_id, answer, speed),
                              suggest=lambda: [[[x, y]] for x in (4, 12, 20) for y in (4, 12, 20)],
                              context={"figure": figure_id})
        done = move(table, figure_id, [tuple(p) for p in path], speed)
        game.emit("move", f"{figure_id} moves {done.length:.2f} in", figure=figure_id, to=list(done.end))
        facing = yield Decision(side, "facing", "Facing?", check=check_angle, suggest=lambda: [0, 90, 180, 270],
                                context={"figure": figure_id})
        table.place(figure_id, facing=float(facing))


RULESET = Toy()
