"""The arcane ruleset as the core sees it: profiles and stats, set-up, the flow, the view, facts and odds."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import TYPE_CHECKING, Any

from game.board.exposure import SightBatch
from game.board.sight_plain import uncovered_batch
from game.board.table import Base, Table
from game.rules.arcane.bluff import draw_count
from game.rules.arcane.cards import bundled_decks
from game.rules.arcane.chances import call_odds, draw_odds, melee_forecast, melee_odds
from game.rules.arcane.characters import STATS, bundled_characters, stat
from game.rules.arcane.labels import arcane_label
from game.rules.arcane.moonstones import Placed, grow_moonstones, read_moonstones
from game.rules.arcane.reach import engaging
from game.rules.arcane.record import (
    MOONSTONE_RADIUS,
    Record,
    Status,
    arcane_stat,
    melee_stat,
    profile_of,
    record_of,
    status,
)
from game.rules.arcane.turns import DEFAULT_TURNS, play, scores
from game.rules.arcane.view import view
from game.rules.datafile import Node
from game.rules.decisions import Answer, Decision
from game.rules.ruleset import Flow, Marker, Ruleset, Sight, StatReader, uncovered_sight
from game.rules.state import Figure, GameState
from game.words import counted, number, signed

if TYPE_CHECKING:
    from game.board.tablemap import TableMap
    from game.rules.game import Game


class Arcane(Ruleset):
    id = "arcane"
    title = "Arcane: energy, the arcane deck and the combat deck"
    default_turns = DEFAULT_TURNS
    hidden_information = True
    announcements = frozenset({"activation"})
    figure_word = "character"
    scored = "moonstones held"
    score_unit = ("moonstone", "moonstones")
    options = {"signature_moves": True}
    figure_keys = frozenset(STATS)
    fact_keys = frozenset({"position", "facing", "energy", "moonstones", "arcane", "melee", "engaged",
                           "cards_drawn"})
    script_keys = frozenset({"path", "targets", "lay", "declare", "call", "replace", "repeat", "pick", "critical",
                             "damage_type", "reaction", "riposte", "distribute", "obstacle", "moonstone"})
    players = (2, 4)
    #: Every action may wake the enemy's reactions: 50 characters play a turn in 7 s, 100 in 74 s.
    most_figures = 50
    scenario_keys = frozenset({"moonstones"})

    def deck_cards(self) -> dict[str, frozenset[str]]:
        decks = bundled_decks()
        return {"arcane": frozenset(map(str, decks.arcane)), "combat": frozenset(decks.combat)}

    def profile_names(self) -> list[str]:
        return sorted(bundled_characters())

    def profile_stats(self, profile: str) -> dict[str, Any]:
        found = bundled_characters()[profile]
        return {**found.stats, "name": found.name, "keywords": list(found.keywords), "base": found.base,
                "troupe": found.troupe}

    def stat_readers(self, stats: dict[str, Any]) -> dict[str, StatReader]:
        return {key: partial(stat, key=key) for key in STATS}

    def scenario_extra(self, key: str, node: Node, tmap: TableMap) -> Any:
        return read_moonstones(node, tmap)

    def start_markers(self, extra: dict[str, Any]) -> list[Marker]:
        """A placed moonstone where it lies; stones dropped at random as the game begins, the circle they fall in."""
        return [Marker(f"start {n}", item.at[0], item.at[1], MOONSTONE_RADIUS, "moonstone") if isinstance(item, Placed)
                else Marker(f"start {n}", item.near[0], item.near[1], item.within, "moonstone area",
                            counted(item.count, "moonstone"))
                for n, item in enumerate(extra.get("moonstones", ()))]

    def setup(self, game: Game) -> None:
        game.state.rules = Record(bundled_decks(), bundled_characters(), [])
        for fig in game.state.figures.values():
            fig.status = Status(energy=fig.stats["energy"])
        grow_moonstones(game, game.scenario.extra.get("moonstones", ()))

    def play(self, game: Game) -> Flow:
        return play(game)

    def view(self, game: Game, player: str | None) -> Any:
        return view(game, player)

    def holdings(self, game: Game, player: str) -> tuple[str, ...]:
        record, out = record_of(game.state), []
        play, clash = record.arcane, record.melee
        if play is not None and player in play.hands:
            out.append(f"Arcane hand: {', '.join(map(arcane_label, play.hands[player])) or 'no cards'}")
            if play.active == player and play.laid is not None and not play.revealed:
                out.append(f"Laid face down: {arcane_label(play.laid)}")
        if clash is not None and player in clash.hands:
            names = bundled_decks().combat_cards
            hand, picked = list(clash.hands[player]), clash.picks.get(player)
            if picked in hand:  # the card played is no longer in the hand (the duplicates left are)
                hand.remove(picked)
            out.append(f"Combat hand: {', '.join(names[c].name for c in hand) or 'no cards'}")
            if picked is not None and not clash.revealed:
                out.append(f"Picked: {names[picked].name}")
        return tuple(out)

    def sight_between(self, table: Table, source: Base, target: Base, state: GameState | None = None) -> Sight:
        """Line of sight (rule 3): the board's plain sight, centre to centre, with no cover in these rules —
        clear or blocked. Moves keep the default going: blocking, impassable, deep water and obstacles (which
        only a Traverse crosses) are barred, at no extra cost."""
        return uncovered_sight(table, source, target)

    def sight_batch(self) -> SightBatch:
        return uncovered_batch

    def fact_readers(self) -> Mapping[str, StatReader]:
        """Counts are whole numbers, ``engaged`` a flag."""
        return {"energy": lambda n: n.integer(0), "moonstones": lambda n: n.integer(0),
                "cards_drawn": lambda n: n.integer(0), "engaged": Node.flag}

    def facts(self, state: GameState, figure: Figure) -> dict[str, Any]:
        st = status(figure)
        return {
            **super().facts(state, figure),
            "damage": st.damage,
            "energy": st.energy,
            "moonstones": st.moonstones,
            "arcane": arcane_stat(figure),
            "melee": melee_stat(figure),
            "engaged": not figure.eliminated and bool(engaging(state, figure)),
            "cards_drawn": st.cards_drawn,
        }

    def odds(self, game: Game, decision: Decision, answer: Answer) -> Any:
        state = game.state
        if decision.kind == "pick":
            return melee_odds(game, decision.player, answer)
        if decision.kind == "call":
            return call_odds(game.view(decision.player), decision.player, decision.context["declared"])
        if decision.kind == "action" and isinstance(answer, dict) and "figure" in answer:
            user = state.figures[answer["figure"]]
            ability = profile_of(state, user).ability(answer["action"])
            if ability is not None and ability.kind == "arcane":
                return draw_odds(game.view(decision.player)["arcane_deck"], ability, draw_count(state, user, None))
        if decision.kind == "targets" and isinstance(answer, str):
            user = state.figures[decision.context["figure"]]
            if decision.context["action"] == "melee":
                return melee_forecast(game, decision.player, user, state.figures[answer])
            ability = profile_of(state, user).ability(decision.context["action"])
            if ability is not None and ability.kind == "arcane":
                return draw_odds(game.view(decision.player)["arcane_deck"], ability,
                                 draw_count(state, user, state.figures[answer]))
        return None

    def markers(self, state: GameState) -> list[Marker]:
        """The moonstones still on the table, each with its name (a harvest asks "which moonstone?" by name, as the
        log speaks of them) and its depth."""
        return [Marker(s.id, s.x, s.y, MOONSTONE_RADIUS, "moonstone", f"{s.name.capitalize()} · depth {s.depth}")
                for s in record_of(state).moonstones]

    def standing(self, state: GameState) -> dict[str, float]:
        return scores(state)

    def status_line(self, state: GameState, figure: Figure) -> str:
        st = status(figure)
        stones = f" · {self.condition(state, figure)}" if st.moonstones else ""
        return f"energy {st.energy} · wounds {st.damage}/{figure.stats['health']}{stones}"

    def card_facts(self, state: GameState, figure: Figure) -> list[tuple[str, str]]:
        """Melee and Arcane as they stand this turn (Foresight's +2 and the like), and the energy each turn
        refills: the profile's values beside the status line read "energy: 3" under "energy 2", and "arcane: 2"
        for a character Foresight had just raised to 4."""
        st, stats = status(figure), figure.stats
        melee, arcane = _as_it_stands(melee_stat(figure), st.melee_bonus), _as_it_stands(arcane_stat(figure),
                                                                                          st.arcane_bonus)
        return [("energy a turn", str(stats["energy"])), ("melee", melee), ("melee range", str(stats["melee_range"])),
                ("arcane", arcane), ("evade", str(stats["evade"])), ("health", str(stats["health"]))]

    def condition(self, state: GameState, figure: Figure) -> str:
        stones = status(figure).moonstones
        return f"moonstones {stones}" if stones else ""


def _as_it_stands(value: int, bonus: int) -> str:
    """A value with this turn's bonus in it, said: "4 (+2 this turn)"."""
    return f"{number(value)} ({signed(bonus)} this turn)" if bonus else number(value)
