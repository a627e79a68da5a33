"""The clix ruleset (seed 004, click-dial skirmish): what the core and the window see of it."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.board.exposure import SightBatch
from game.board.movement import Going
from game.board.table import Base, Table
from game.board.visibility import Visibility
from game.rules.clix.combat import close_strike, mending, ranged_strikes
from game.rules.clix.dial import Dial, Record, dial, now, push_damage
from game.rules.clix.moving import GOING
from game.rules.clix.odds import attack_odds, breakaway_odds, heal_odds, pushing_line
from game.rules.clix.profiles import Profile, bundled_profiles
from game.rules.clix.sight import clix_batch, clix_lines
from game.rules.clix.targets import survey
from game.rules.clix.turns import play, points_taken, will_push
from game.rules.clix.visibility import visible_area
from game.rules.datafile import Node
from game.rules.decisions import Answer, Decision
from game.rules.odds import Odds
from game.rules.ruleset import Flow, Ruleset, Sight, StatReader
from game.rules.state import Figure, GameState

if TYPE_CHECKING:
    from game.rules.game import Game


class Clix(Ruleset):
    id = "clix"
    title = "Click-dial skirmish"
    scored = "points of enemy figures eliminated"
    score_unit = ("point taken", "points taken")
    options = {"actions_per_turn": 0, "push": True}
    option_ranges = {"actions_per_turn": (0, 100)}
    figure_keys = frozenset({"wounded", "points", "range", "targets"})
    fact_keys = frozenset({"position", "facing", "click", "pushed", "speed", "attack", "defence", "damage_value"})
    script_keys = frozenset({"path", "facing", "targets", "free_spin"})
    front_arcs = True

    def profiles(self) -> dict[str, Profile]:
        return bundled_profiles()

    def profile_names(self) -> list[str]:
        return sorted(self.profiles())

    def profile_stats(self, profile: str) -> dict[str, Any]:
        p = self.profiles()[profile]
        return {"name": p.name, "faction": p.faction, "points": p.points, "range": p.range, "targets": p.targets,
                "base": p.base, "front_arc": p.front_arc, "abilities": list(p.abilities), "dial": list(p.dial),
                "wounded": 0}

    def stat_readers(self, stats: dict[str, Any]) -> dict[str, StatReader]:
        return {"wounded": lambda n: n.integer(0, len(stats["dial"]) - 1), "points": lambda n: n.integer(0, 10_000),
                "range": lambda n: n.number(0, 48), "targets": lambda n: n.integer(1, 6)}

    def setup(self, game: Game) -> None:
        state = game.state
        for fig in state.figures.values():
            fig.status = Dial(tuple(fig.stats["dial"]), click=fig.stats["wounded"])
        state.rules = Record(own_turns={s.id: 0 for s in state.sides}, scores={s.id: 0 for s in state.sides})

    def play(self, game: Game) -> Flow:
        return play(game)

    def sight_between(self, table: Table, source: Base, target: Base, state: GameState | None = None) -> Sight:
        """The clix line of fire (rules 1-2, 12-16) between two bases, the front arc included; figures are named
        in the reasons when there is a game."""
        names = {f.id: f.name for f in state.figures.values()} if state is not None else {}
        line = clix_lines(table, [source], [target], explain=True, names=names)[0]
        return Sight(line.result, line.defence_modifier, line.reasons)

    def line_of_fire(self, state: GameState, source: str, target: str) -> Sight:
        """The line between two figures, and a word on the shot where the line is not what stops it: out of range
        (the L tool said "Clear line of fire" to a target three times the range away), or no range at all."""
        sight = super().line_of_fire(state, source, target)
        shooter, other = state.figures[source], state.figures[target]
        reach, gap = shooter.stats["range"], state.table.distance(source, target)
        if reach < 1:
            return dataclasses.replace(sight, notes=(f"{shooter.name} has range {reach:g}: it cannot shoot (rule 1).",))
        if gap > reach + 1e-9:
            return dataclasses.replace(sight, notes=(
                f"Out of range: {other.name} is {gap:.2f} in away, beyond {shooter.name}'s range {reach:g} (rule 1).",))
        return sight

    def visible_area(self, table: Table, viewer: Base, rays: int = 720,
                     state: GameState | None = None) -> Visibility:
        return visible_area(table, viewer, rays)

    def sight_batch(self) -> SightBatch:
        return clix_batch

    def going(self, state: GameState | None = None, figure_id: str | None = None) -> Going:
        return GOING

    def fact_readers(self) -> Mapping[str, StatReader]:
        """The dial's facts are whole numbers (its click counted from 1), ``pushed`` a flag."""
        return {"click": lambda n: n.integer(1), "pushed": Node.flag, "speed": lambda n: n.integer(0),
                "attack": lambda n: n.integer(0), "defence": lambda n: n.integer(0),
                "damage_value": lambda n: n.integer(0)}

    def facts(self, state: GameState, figure: Figure) -> dict[str, Any]:
        d: Dial = dial(figure)
        v = now(figure)
        return {
            **super().facts(state, figure),
            "damage": d.damage,
            "click": d.click + 1,
            "pushed": d.pushes,
            "speed": v.speed,
            "attack": v.attack,
            "defence": v.defence,
            "damage_value": v.damage,
        }

    def card_facts(self, state: GameState, figure: Figure) -> list[tuple[str, str]]:
        """The profile's values with their units, and a range of 0 said for what it means (rule 1: no shots)."""
        stats = figure.stats
        reach = f'{stats["range"]:g}"' if stats["range"] else "0 (no shots)"
        return [("faction", str(stats["faction"])), ("points", str(stats["points"])), ("range", reach),
                ("targets", str(stats["targets"])), ("base", f'{stats["base"]:g}"'),
                ("front arc", f'{stats["front_arc"]:g}°')]

    def standing(self, state: GameState) -> dict[str, float]:
        return points_taken(state)

    def status_line(self, state: GameState, figure: Figure) -> str:
        d, v = dial(figure), now(figure)
        if figure.eliminated:
            return "eliminated"
        return f"click {d.click + 1}/{len(d.clicks)}  spd {v.speed} atk {v.attack} def {v.defence} dmg {v.damage}"

    def odds(self, game: Game, decision: Decision, answer: Answer) -> Odds | None:
        """An action's odds, ending with the click of pushing damage it will cost where it will."""
        state = game.state
        if decision.kind == "action" and isinstance(answer, dict) and answer.get("action") == "move":
            figure_id = answer.get("figure")
            fig = state.figures.get(figure_id) if isinstance(figure_id, str) else None
            if fig is None:
                return None
            if not survey(state).enemy_contacts(fig.id):
                return None  # a plain move has no odds: its push is on its button and its path's card
            odds = breakaway_odds(fig.name)
            push = (pushing_line(fig.name, push_damage(fig)),) if will_push(state, fig) else ()
            return dataclasses.replace(odds, lines=odds.lines + push)
        if decision.kind != "targets" or decision.refusal(answer):
            return None
        figure = state.figures[decision.context["figure"]]
        odds = self._target_odds(game, decision, figure, answer if isinstance(answer, list) else [answer])
        if dial(figure).due:
            odds = dataclasses.replace(odds, lines=(*odds.lines, pushing_line(figure.name, push_damage(figure))))
        return odds

    def _target_odds(self, game: Game, decision: Decision, figure: Figure, targets: list[str]) -> Odds:
        names = {f.id: f.name for f in game.state.figures.values()}
        action = decision.context["action"]
        if action == "heal":
            return heal_odds(figure.name, mending(game, figure, targets[0]), names[targets[0]])
        if action == "close":
            return attack_odds(figure.name, [close_strike(game, figure, targets[0])], names)
        offered = {o.value: o.info for o in decision.options}  # every target is offered: the answer is legal
        modifiers = {t: tuple(tuple(m) for m in offered[t]["modifiers"]) for t in targets}
        return attack_odds(figure.name, ranged_strikes(game, figure, targets, modifiers), names)

    def script_answer(self, decision: Decision, step: dict[str, Any]) -> tuple[Answer, set[str]] | None:
        """As the core's, and a ``targets`` list of one answers a single-target choice (and a name a multiple one)."""
        found = super().script_answer(decision, step)
        if found is None or decision.kind != "targets":
            return found
        answer, used = found
        if decision.most == 1 and isinstance(answer, list) and len(answer) == 1:
            answer = answer[0]
        elif decision.most > 1 and isinstance(answer, str):
            answer = [answer]
        return answer, used
