"""A tiny ruleset written for the core's tests: it uses every kind of decision the core offers.

Sides take turns. On its turn a side picks one of its figures to ``roll`` (a d6 added to the side's score)
or to ``move`` (a free path, then a facing), or it passes. At the start of each round both players make a
secret bid (hidden until both have bid). The first side to 12 points wins; at the turn limit, the higher score.
"""

from __future__ import annotations

from typing import Any

from game.board.movement import move, plan_move
from game.rules.clix.sight import clix_line
from game.rules.decisions import Decision, Option, check_angle, check_path, choose
from game.rules.ruleset import Flow, Ruleset, Sight
from game.rules.state import GameState, Result

PROFILES = {"pawn": {"speed": 6, "points": 10}, "rook": {"speed": 4, "points": 30}}


class Toy(Ruleset):
    id = "toy"
    title = "Toy dice race"
    hidden_information = True
    options = {"target": 12}
    figure_keys = frozenset({"speed"})
    script_keys = frozenset({"path", "facing", "bid"})

    def profile_names(self) -> list[str]:
        return sorted(PROFILES)

    def figure_stats(self, profile, figure) -> dict[str, Any]:
        stats = dict(PROFILES.get(profile or "", {}))
        if figure.has("speed"):
            stats["speed"] = figure["speed"].number(0, 20)
        if "speed" not in stats:
            figure.fail("a figure needs a profile or a speed")
        return stats

    def setup(self, game) -> None:
        game.state.rules = {"score": {s.id: 0 for s in game.state.sides}, "bids": {}}

    def view(self, game, player):
        rules = game.state.rules
        bids = {side: (bid if side == player or rules.get("revealed") else "hidden")
                for side, bid in rules["bids"].items()}
        return {"score": dict(rules["score"]), "bids": bids}

    def line_of_fire(self, state: GameState, source: str, target: str) -> Sight:
        line = clix_line(state.table, source, target)
        return Sight(line.result, line.defence_modifier, line.reasons)

    def facts(self, state, figure) -> dict[str, Any]:
        return {**super().facts(state, figure), "damage": state.rules["score"][figure.side]}

    def play(self, game) -> Flow:
        state, rules = game.state, game.state.rules
        while True:
            state.round += 1
            rules["bids"], rules["revealed"] = {}, False
            for side in state.sides:
                options = [Option(n, str(n)) for n in range(1, 4)]
                rules["bids"][side.id] = yield choose(side.id, "bid", f"{side.name}: bid in secret", options,
                                                      secret=True)
                game.emit("bid", f"{side.name} bids {rules['bids'][side.id]}", visible_to=[side.id])
            rules["revealed"] = True
            game.emit("bids", f"Bids: {rules['bids']}", bids=dict(rules["bids"]))
            for side in state.sides:
                state.turn += 1
                state.active = side.id
                answer = yield self._action(state, side.id)
                if answer["action"] == "roll":
                    (value,) = game.rng.roll(1, 6)
                    rules["score"][side.id] += value
                    game.emit("roll", f"{answer['figure']} rolls {value}", figure=answer["figure"], dice=[value])
                elif answer["action"] == "move":
                    yield from self._move(game, answer["figure"])
                if rules["score"][side.id] >= state.options["target"]:
                    return Result(side.id, f"{side.name} reached {state.options['target']}", dict(rules["score"]))
                if state.turn_limit and state.turn >= state.turn_limit:
                    score = rules["score"]
                    best = max(score.values())
                    leaders = [s for s, v in score.items() if v == best]
                    return Result(leaders[0] if len(leaders) == 1 else None, "the turn limit", dict(score))

    def _action(self, state: GameState, side: str) -> Decision:
        options = [Option({"action": "pass"}, "Pass", "p")]
        for fig in state.alive(side):
            options.append(Option({"figure": fig.id, "action": "roll"}, f"{fig.name}: roll", "r"))
            options.append(Option({"figure": fig.id, "action": "move"}, f"{fig.name}: move", "m"))
        return choose(side, "action", "Choose an action", options)

    def _move(self, game, figure_id: str) -> Flow:
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
