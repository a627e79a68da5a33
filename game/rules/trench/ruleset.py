"""The trench ruleset (seed 002) as the core sees it: profiles, set-up, the flow, facts, odds and scripts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.board.movement import Going
from game.board.sight_plain import plain_lines
from game.board.table import Base, Table
from game.board.tile_cover import plain_reasons
from game.rules.datafile import Node
from game.rules.decisions import Answer, Decision
from game.rules.odds import Odds, OddsLine
from game.rules.ruleset import Flow, Ruleset, Sight, StatReader
from game.rules.state import Figure, GameState
from game.rules.trench import moves, turn
from game.rules.trench.choices import FIRST_AID, SLOT
from game.rules.trench.injuries import armour_modifiers
from game.rules.trench.measure import HEIGHT_INCHES, height_above, melee_enemies
from game.rules.trench.modifiers import FIGHT, SHOOT, Attack, model_modifiers
from game.rules.trench.odds import attack_odds, injury_odds, shot_odds, success_line, whose
from game.rules.trench.profiles import ARMOUR, MELEE, Weapon, armoury, check_keywords, check_weapons, weapons
from game.rules.trench.record import Record, Status, record, status
from game.rules.trench.roll import INJURY_TABLE, Modifier
from game.rules.trench.turn import DEFAULT_TURNS, points_taken
from game.words import signed

if TYPE_CHECKING:
    from game.rules.game import Game

#: What a scenario's figure may override: its profile's values, and how it starts (Down, blood markers).
OVERRIDES = frozenset({"points", "movement", "ranged", "melee", "armour", "shield", "weapons", "keywords", "blood",
                       "down"})


class Trench(Ruleset):
    id = "trench"
    figure_word = "model"
    scored = "points of enemy models taken Out of Action"
    score_unit = ("point taken", "points taken")
    title = "Trench — success-roll warbands"
    default_turns = DEFAULT_TURNS
    #: A model weighs every place it may reach against every enemy: 100 play a turn in 8 s, 300 in a minute.
    most_figures = 150
    options = {"failure_ends": "any", "spend_blood": True, "inches_per_level": 3.0}
    option_ranges = {"inches_per_level": (0.1, 100.0)}
    option_choices = {"failure_ends": ("any", "risky")}
    figure_keys = OVERRIDES
    fact_keys = frozenset({"position", "facing", "blood", "down", "activated", "actions", "shaken"})
    script_keys = frozenset({"activate", "initiative", "targets", "path", "weapon", "blood", "offhand", "obstacle"})

    # --- building a game -----------------------------------------------------------------------------------
    def profile_names(self) -> list[str]:
        return sorted(armoury().profiles)

    def profile_stats(self, profile: str) -> dict[str, Any]:
        p = armoury().profiles[profile]
        return {"name": p.name, "points": p.points, "movement": p.movement, "ranged": p.ranged, "melee": p.melee,
                "armour": p.armour, "shield": p.shield, "weapons": list(p.weapons), "keywords": list(p.keywords),
                "base": p.base, "blood": 0, "down": False}

    def stat_readers(self, stats: dict[str, Any]) -> dict[str, StatReader]:
        return {
            "points": lambda n: n.integer(0, 10_000), "movement": lambda n: n.number(1, 12),
            "ranged": lambda n: n.integer(-3, 3), "melee": lambda n: n.integer(-3, 3),
            "armour": lambda n: n.text(tuple(ARMOUR)), "shield": Node.flag,
            "weapons": lambda n: list(check_weapons(n, armoury().weapons)),
            "keywords": lambda n: list(check_keywords(n)), "blood": lambda n: n.integer(0, 20), "down": Node.flag,
        }

    def setup(self, game: Game) -> None:
        state = game.state
        sides = [s.id for s in state.sides]
        state.rules = Record(scores=dict.fromkeys(sides, 0), shaken=dict.fromkeys(sides, False),
                             failed_morale=dict.fromkeys(sides, 0))
        for figure in state.figures.values():
            figure.status = Status(blood=figure.stats["blood"], down=figure.stats["down"])

    def play(self, game: Game) -> Flow:
        return turn.play(game)

    # --- what players and tools see --------------------------------------------------------------------------
    def sight_between(self, table: Table, source: Base, target: Base, state: GameState | None = None) -> Sight:
        """Plain sight; ``defence_modifier`` counts the DICE the line takes from a shot: +1 for cover, −1 when
        the shooter stands more than 3" above the target."""
        seen = plain_lines(table, [source], [target])[0]
        reasons = plain_reasons(seen.reasons)  # "Mudhole", not "tiles of Mudhole"
        if not seen.seen:
            return Sight("blocked", 0, reasons)
        per_level = (state.options if state is not None else self.options)["inches_per_level"]
        high = height_above(source, target, per_level) > HEIGHT_INCHES
        dice = int(seen.cover) - int(high)
        text = f"{abs(dice)} DICE {'off' if dice > 0 else 'onto'} a shot" if dice else ""
        return Sight("hindered" if seen.cover else "clear", dice, reasons, text)

    def going(self, state: GameState | None = None, figure_id: str | None = None) -> Going:
        return moves.GOING

    def facts(self, state: GameState, figure: Figure) -> dict[str, Any]:
        """``damage`` is the model's blood markers (also ``blood``); ``eliminated`` means Out of Action."""
        st = status(figure)
        return {**super().facts(state, figure), "damage": st.blood, "blood": st.blood, "down": st.down,
                "activated": st.activated, "actions": list(st.actions),
                "shaken": record(state).shaken[figure.side]}

    def fact_readers(self) -> Mapping[str, StatReader]:
        """The facts of a kind of their own: a drill's "shaken: maybe" failed as an expectation, not as a mistake."""
        return {"blood": lambda n: n.integer(0), "down": Node.flag, "activated": Node.flag, "shaken": Node.flag,
                "actions": lambda n: [item.text(tuple(SLOT)) for item in n.sequence()]}

    def standing(self, state: GameState) -> dict[str, float]:
        return points_taken(state)

    def status_line(self, state: GameState, figure: Figure) -> str:
        if figure.eliminated:
            return "Out of Action"
        st = status(figure)
        parts = [condition] if (condition := self.condition(state, figure)) else []
        parts += [f"{st.blood} blood"] if st.blood else []
        parts += ["activated"] if st.activated else []
        return " · ".join(parts)

    def card_facts(self, state: GameState, figure: Figure) -> list[tuple[str, str]]:
        """Skills as the dice they add and armour as what it takes off an injury: "ranged: 0" read as a model that
        cannot shoot (a clix card's "range: 0" means just that), where a trench yeoman shoots at +0 DICE."""
        stats = figure.stats
        armour = INJURY_TABLE.flat(Modifier(name, 0, flat) for name, flat in armour_modifiers(figure))  # capped
        worn = f"{stats['armour']}{', shield' if stats['shield'] else ''}"
        return [("points", str(stats["points"])), ("movement", f"{stats['movement']:g}\""),
                ("ranged", f"{signed(stats['ranged'])} DICE"), ("melee", f"{signed(stats['melee'])} DICE"),
                ("armour", f"{worn} ({signed(armour)})" if armour else worn), ("base", f"{stats['base']:g}\"")]

    def condition(self, state: GameState, figure: Figure) -> str:
        return "Down" if status(figure).down else ""

    def odds(self, game: Game, decision: Decision, answer: Answer) -> Odds | None:
        """Odds before every roll: an attack once its target is chosen, an injury once blood is spent or kept,
        a Dash or first aid, and the free attacks a Retreat provokes."""
        if decision.refusal(answer):
            return None
        state, ctx = game.state, decision.context
        if decision.kind == "targets" and ctx["action"] in (SHOOT, FIGHT):
            return shot_odds(state, Attack(ctx["figure"], answer, _weapon(ctx["weapon"]), ctx["action"]))
        if decision.kind == "offhand" and answer != "none":
            return attack_odds(state, Attack(ctx["figure"], answer, _weapon(ctx["weapon"]), FIGHT, offhand=True))
        if decision.kind == "targets" and ctx["action"] == FIRST_AID:
            return Odds("First aid", (success_line("First aid roll", model_modifiers(state, ctx["figure"])),))
        if decision.kind == "blood":
            attack = Attack(ctx["figure"], ctx["target"], _weapon(ctx["weapon"]), ctx["action"], ctx["offhand"])
            return injury_odds(state, attack, ctx["critical"], answer)
        if decision.kind == "action" and answer["action"] in (moves.DASH, moves.CLIMB):
            name = answer["action"].capitalize()
            return Odds(name, (success_line(f"{name} roll", model_modifiers(state, answer["figure"])),))
        if decision.kind == "action" and answer["action"] == moves.RETREAT:
            fid = answer["figure"]
            lines: list[OddsLine] = []
            for enemy in melee_enemies(state, fid):  # each one's hit roll and all it may do, named: with the
                attack = Attack(enemy, fid, weapons(state.figures[enemy], MELEE)[0], FIGHT)  # injury lines too,
                hit, *_, overall = attack_odds(state, attack).lines  # two attackers ran off the card
                lines += [whose(state.figures[enemy].name, line) for line in (hit, overall)]
            return Odds("Retreat: every enemy in melee attacks first", tuple(lines))
        return None

    def script_answer(self, decision: Decision, step: dict[str, Any]) -> tuple[Answer, set[str]] | None:
        """Besides the usual keys: a step's ``figure`` also picks the model to activate (without using the key),
        and ``targets: [x]`` answers a one-target choice with x."""
        if decision.kind == "activate" and "activate" not in step and "figure" in step:
            return step["figure"], set()
        targets = step.get("targets")
        if decision.kind == "targets" and decision.most == 1 and isinstance(targets, list) and len(targets) == 1:
            return targets[0], {"targets"}
        return super().script_answer(decision, step)


def _weapon(weapon_id: str) -> Weapon:
    return armoury().weapons[weapon_id]

