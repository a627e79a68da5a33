"""The manoeuvres ruleset (seed 001) as the core sees it: fighters, set-up, the round, facts, odds and markers."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.board.exposure import SightBatch
from game.board.geometry import distance
from game.board.movement import Going
from game.board.sight_plain import uncovered_batch
from game.board.table import Base, Table
from game.board.tablemap import TableMap
from game.board.terrain import Point
from game.rules.datafile import Node
from game.rules.decisions import Answer, Decision
from game.rules.manoeuvres import round as rounds
from game.rules.manoeuvres.actions import NAMES
from game.rules.manoeuvres.attack import armour, obrona
from game.rules.manoeuvres.data import CLASSES, WOUND_CLASSES, armoury
from game.rules.manoeuvres.fighters import armed, atak, weapon
from game.rules.manoeuvres.measure import GOING, map_metres_per_inch, metres_per_inch
from game.rules.manoeuvres.odds import declaration_odds
from game.rules.manoeuvres.record import Record, Status, record, status
from game.rules.manoeuvres.round import DEFAULT_ROUNDS, wound_scores
from game.rules.odds import Odds
from game.rules.ruleset import Flow, Marker, Ruleset, Sight, StatReader, measured, uncovered_sight
from game.rules.state import Figure, GameState
from game.words import nearest

if TYPE_CHECKING:
    from game.rules.game import Game
    from game.rules.scenario import Scenario

#: What a scenario's figure may override, besides its profile: values, the weapon in hand (``none``: bare
#: hands) and its tier, the wounds it starts with.
OVERRIDES = frozenset({"atak", "obrona", "inicjatywa", "refleks", "sila", "armour", "attacks", "level", "speed_m",
                       "weapon", "tier", "wounded", "class"})


class Manoeuvres(Ruleset):
    id = "manoeuvres"
    title = "Manoeuvres — the Daimonuss battle actions"
    default_turns = DEFAULT_ROUNDS
    turn_word = "round"
    #: Every fighter declares each round against every other: 100 play a round in 15 s.
    most_figures = 100
    figure_word = "fighter"
    scored = "wounds dealt, by weight"
    score_unit = ("wound weight dealt", "wound weight dealt")
    figure_keys = OVERRIDES
    fact_keys = frozenset({"position", "facing", "wounds", "weight", "weapon", "exposed", "rage_left", "rage_spent",
                           "initiative", "delay", "moments", "declared"})
    script_keys = frozenset({"declare", "change", "give_up", "path"})

    # --- building a game -----------------------------------------------------------------------------------
    def profile_names(self) -> list[str]:
        return sorted(armoury().profiles)

    def profile_stats(self, profile: str) -> dict[str, Any]:
        p = armoury().profiles[profile]
        return {"name": p.name, "class": p.cls, "level": p.level, "atak": p.atak, "obrona": p.obrona,
                "inicjatywa": p.inicjatywa, "refleks": p.refleks, "sila": p.sila, "armour": p.armour,
                "attacks": p.attacks, "speed_m": p.speed_m, "wounds": dict(p.thresholds), "weapon": p.weapon,
                "tier": p.tier, "perks": list(p.perks), "base": p.base, "wounded": []}

    def stat_readers(self, stats: dict[str, Any]) -> dict[str, StatReader]:
        weapons = armoury().weapons
        tiers = armoury().rules.tiers
        return {
            "atak": lambda n: n.integer(0, 30), "obrona": lambda n: n.integer(0, 30),
            "inicjatywa": lambda n: n.integer(0, 100), "refleks": lambda n: n.integer(0, 30),
            "sila": lambda n: n.integer(0, 30), "armour": lambda n: n.integer(0, 30),
            "attacks": lambda n: n.integer(1, 6), "level": lambda n: n.integer(1, 20),
            "speed_m": lambda n: n.number(1, 30), "class": lambda n: n.text(CLASSES),
            "weapon": lambda n: n.text((*weapons, "none")),
            "tier": lambda n: tiers.get(n.text((*tiers, "none")), 0),
            "wounded": _wounded,
        }

    def check_scenario(self, scenario: Scenario, root: Node) -> None:
        """The map's scale, its ``metres_per_inch``, is a number within the rules file's bounds: 0, a word or a
        misspelt name read as the rules' own 1.0 without a word, and every distance of the game was that."""
        props, key = scenario.map.properties, "metres_per_inch"
        if key not in props:
            close = nearest(key, [str(name) for name in props])
            if close is not None:
                root["map"].fail(f"{scenario.map.path}: the map's property {close!r}: did you mean {key!r}, the "
                                 "scale the rules read?")
            return
        value = props[key]
        if isinstance(value, bool) or not isinstance(value, int | float) or not 0.01 <= value <= 100:
            root["map"].fail(f"{scenario.map.path}: the map's {key} must be a number of metres from 0.01 to 100, "
                             f"not {value!r}")

    def setup(self, game: Game) -> None:
        game.state.rules = Record()
        weights = armoury().rules.wounds
        for fig in game.state.figures.values():
            held = fig.stats["weapon"]
            fig.status = Status(weapon=None if held == "none" else held, wounds=list(fig.stats["wounded"]),
                                weight=sum(weights[w] for w in fig.stats["wounded"]))

    def play(self, game: Game) -> Flow:
        return rounds.play(game)

    def going(self, state: GameState | None = None, figure_id: str | None = None) -> Going:
        return GOING

    # --- what players and tools see --------------------------------------------------------------------------
    def sight_between(self, table: Table, source: Base, target: Base, state: GameState | None = None) -> Sight:
        """Plain sight: a blocking piece on the line stops a shot; nothing else changes it (no cover)."""
        return uncovered_sight(table, source, target)

    def sight_batch(self) -> SightBatch:
        return uncovered_batch

    def unit(self, tmap: TableMap) -> tuple[float, str]:
        """Metres, as every distance of the game is counted."""
        return map_metres_per_inch(tmap), "m"

    def measure(self, table: Table, a: Point, b: Point, a_radius: float = 0.0, b_radius: float = 0.0) -> str:
        """In metres, as moves, charges and ranges are counted (edge to edge between bases), and the table's
        inches centre to centre."""
        metres = measured(a, b, a_radius, b_radius, map_metres_per_inch(table.map), "m")
        return f"{metres} · {distance(a, b):.1f} in"

    def fact_readers(self) -> Mapping[str, StatReader]:
        """Wound classes and actions by their names, counts as whole numbers, flags as flags."""
        return {"wounds": lambda n: [item.text(WOUND_CLASSES) for item in n.sequence()],
                "weight": lambda n: n.integer(0), "exposed": Node.flag, "rage_left": lambda n: n.integer(0),
                "rage_spent": Node.flag, "declared": lambda n: n.text(tuple(NAMES)),
                "weapon": lambda n: n.text((*armoury().weapons, "none"))}

    def facts(self, state: GameState, figure: Figure) -> dict[str, Any]:
        """``damage`` is the wound weight taken; ``wounds`` the classes in order; ``weapon`` the one in hand
        (``none``); ``initiative``, ``delay`` and ``moments`` (of the attacks not lost) of the last Initiative
        roll; ``declared`` this round's action, or the last round's before the fighter declares."""
        st = status(figure)
        rec = record(state)
        last = rec.history.get(state.round - 1, {}).get(figure.id, [None])[0]
        return {**super().facts(state, figure), "damage": st.weight, "weight": st.weight, "wounds": list(st.wounds),
                "weapon": st.weapon or "none", "exposed": st.exposed or st.exposed_next, "rage_left": st.rage_left,
                "rage_spent": st.rage_spent, "initiative": rec.initiative.get(figure.id),
                "delay": rec.steps.get(figure.id),
                "moments": [a.moment for a in rec.attacks if a.figure == figure.id and not a.lost],
                "declared": rec.declared.get(figure.id, {}).get("action", last)}

    def standing(self, state: GameState) -> dict[str, float]:
        return wound_scores(state)

    def status_line(self, state: GameState, figure: Figure) -> str:
        if figure.eliminated:
            return "fallen"
        st = status(figure)
        parts = [f"{st.weight}/{armoury().rules.fall_at} wounds"] if st.weight else []
        parts += [condition] if (condition := self.condition(state, figure)) else []
        parts += [f"rage {st.rage_left}"] if st.rage_left else []
        return " · ".join(parts)

    def card_facts(self, state: GameState, figure: Figure) -> list[tuple[str, str]]:
        """Atak, Obrona and armour as they stand this round (the weapon in hand, the declaration), with the weapon
        itself: its class only repeated the card's title."""
        held = weapon(figure).name if armed(figure) else "none"
        return [("weapon", held), ("atak", str(atak(figure).total)), ("obrona", str(obrona(state, figure, "").total)),
                ("armour", str(armour(state, figure).total)), ("inicjatywa", str(figure.stats["inicjatywa"])),
                ("refleks", str(figure.stats["refleks"]))]

    def condition(self, state: GameState, figure: Figure) -> str:
        st = status(figure)
        return " · ".join(([] if st.weapon else ["unarmed"]) + (["exposed"] if st.exposed else []))

    def markers(self, state: GameState) -> list[Marker]:
        """Knocked-out weapons where they lie."""
        scale = metres_per_inch(state)
        return [Marker(f"dropped-{fid}", x, y, 0.3 / scale if scale > 1 else 0.3, "weapon",
                       f"{armoury().weapons[wid].name} ({state.figures[fid].name})")
                for fid, (wid, x, y) in record(state).dropped.items()]

    def odds(self, game: Game, decision: Decision, answer: Answer) -> Odds | None:
        if decision.kind != "declare" or decision.refusal(answer) is not None:
            return None
        return declaration_odds(game.state, decision.context["figure"], answer)


def _wounded(node: Node) -> list[str]:
    """The wounds a fighter starts with, lighter together than what fells it: it would not stand to fight."""
    wounds = [item.text(WOUND_CLASSES) for item in node.sequence()]
    rules = armoury().rules
    weight = sum(rules.wounds[w] for w in wounds)
    if weight >= rules.fall_at:
        node.fail(f"wounds weighing {weight} fell a fighter (it falls at {rules.fall_at}): it would start fallen")
    return wounds
