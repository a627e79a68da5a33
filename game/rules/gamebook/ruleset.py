"""The gamebook ruleset (seed 003) as the core sees it: profiles, the scenario's limits, set-up, facts, odds."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from game.board.errors import MapError
from game.board.exposure import SightBatch
from game.board.grid import Grid, Square, grid_or_none, named_square, square_name
from game.board.table import Base, Table
from game.board.tablemap import TableMap
from game.board.terrain import Point
from game.board.tmx_limits import MAX_TILES_A_SIDE
from game.board.visibility import Visibility, square_area
from game.rules.datafile import DataError, Node
from game.rules.decisions import Answer, Decision
from game.rules.gamebook import battle
from game.rules.gamebook.actions import HERO_ACTIONS, MONSTER_ACTIONS, style_refusal, verdicts
from game.rules.gamebook.battle import DEFAULT_ROUNDS, xp_earned
from game.rules.gamebook.combat import attack_value, defence_value
from game.rules.gamebook.data import RANKS, STYLES, Amount, library, stat_readers
from game.rules.gamebook.odds import attack_odds, effect_odds, play_dead_odds, power_odds
from game.rules.gamebook.powers import MOST_CHARACTERS, MOST_ENEMIES
from game.rules.gamebook.record import (
    DEAD,
    FIGHTING,
    FLED,
    SURRENDERED,
    UNCONSCIOUS,
    Record,
    Status,
    new_status,
    record,
    status,
)
from game.rules.gamebook.squares import grid, grid_of, occupied, place, square_of, start_regions
from game.rules.odds import Odds
from game.rules.ruleset import Flow, Marker, Ruleset, Sight, StatReader
from game.rules.state import Figure, GameState
from game.words import counted

if TYPE_CHECKING:
    from game.rules.game import Game
    from game.rules.scenario import FigureSpec, Scenario

OVERRIDES = frozenset({"square", "fallen", "rank", "alignment", "endurance", "attack", "defence", "style",
                       "charisma", "xp", "speaks", "weapon", "hand", "armour", "backpack", "ammunition", "skills",
                       "prayers", "spells", "mana"})
CORNERS = ("sw", "nw", "se", "ne")
FACING = {"sw": 315.0, "nw": 45.0, "se": 225.0, "ne": 135.0}  # from each corner towards the opposite one


class Gamebook(Ruleset):
    id = "gamebook"
    title = "Gamebook — battles on the battle map"
    default_turns = DEFAULT_ROUNDS
    turn_word = "round"
    figure_word = "piece"
    scored = "XP each player's heroes earned"
    score_unit = ("XP", "XP")
    options = {"hero_corner": "sw"}
    option_choices = {"hero_corner": CORNERS}
    figure_keys = OVERRIDES
    fact_keys = frozenset({"position", "square", "endurance", "state", "style", "weapon", "hand", "armour",
                           "backpack", "ammunition", "mana", "playing_dead", "skip", "lost_turns", "xp",
                           "damage_dealt", "kills", "rank", "colour", "hours", "order", "may", "styles"})
    script_keys = frozenset({"square", "targets", "style", "ability", "item", "give", "surrender"})
    players = (2, 8)
    places_figures = True

    # --- building a game -----------------------------------------------------------------------------------
    def profile_names(self) -> list[str]:
        return sorted(library().profiles)

    def profile_stats(self, profile: str) -> dict[str, Any]:
        stats = dict(library().profiles[profile].stats)
        for key in ("backpack", "skills", "prayers", "spells"):
            stats[key] = list(stats[key])
        stats["ammunition"] = dict(stats["ammunition"])
        return stats

    def stat_readers(self, stats: dict[str, Any]) -> dict[str, StatReader]:
        return {**stat_readers(library()), "square": _square, "fallen": lambda n: n.text((UNCONSCIOUS, DEAD))}

    def check_scenario(self, scenario: Scenario, root: Node) -> None:
        """A grid map; each side all heroes or all monsters, the heroes' sides friends and the monsters' too;
        at most 12 enemies and 20 characters (seed rule 2); squares on the map, one piece to a square; room in
        the corner regions for the pieces that start at random."""
        try:
            g = grid_of(scenario.map)
        except MapError as exc:
            root["map"].fail(f"a gamebook battle needs a grid map: {exc.reason}")
        _check_sides(scenario, root)
        taken = _check_squares(scenario, g)
        random = Counter(fig.stats["kind"] for _s, fig in scenario.figures() if "square" not in fig.stats)
        corner = scenario.options["hero_corner"]
        heroes, monsters = start_regions(g, corner, random["hero"], random["monster"])
        for kind, region in (("hero", heroes), ("monster", monsters)):
            room = len([s for s in region if s not in taken])
            if room < random[kind]:
                root["sides"].fail(f"the {kind}s' corner region has room for {room}, not {random[kind]}")

    def start_spot(self, tmap: TableMap, figure: FigureSpec) -> Point | None:
        """A piece given its square stands on its centre; the others take a random square of their corner."""
        g = grid_or_none(tmap)
        if g is None or "square" not in figure.stats:
            return None
        return g.centre((figure.stats["square"][0], figure.stats["square"][1]))

    def setup(self, game: Game) -> None:
        state = game.state
        state.rules = Record()
        for figure in state.figures.values():
            figure.status = new_status(figure, "white" if figure.stats["kind"] == "hero" else "black")
            fallen = figure.stats.get("fallen")
            if fallen:
                figure.status.state, figure.status.endurance = fallen, 0 if fallen == UNCONSCIOUS else -1
                figure.eliminated = True
        g = grid(state)
        for figure in state.figures.values():
            if "square" in figure.stats:
                place(state, figure.id, tuple(figure.stats["square"]))
        taken = {tuple(f.stats["square"]) for f in state.figures.values() if "square" in f.stats}
        loose = {c: [f for f in state.figures.values() if "square" not in f.stats and status(f).colour == c]
                 for c in ("white", "black")}
        regions = start_regions(g, state.options["hero_corner"], len(loose["white"]), len(loose["black"]))
        for colour, region in zip(("white", "black"), regions, strict=True):
            free = game.rng.shuffled("start", [s for s in region if s not in taken])
            for figure, square in zip(loose[colour], free, strict=False):
                place(state, figure.id, square)
        heroes_face = FACING[state.options["hero_corner"]]
        widest = PIECE_SHARE * g.size
        for figure in state.figures.values():  # facing plays no part: each side looks at the other
            white = status(figure).colour == "white"
            state.table.place(figure.id, facing=heroes_face if white else (heroes_face + 180) % 360)
            if state.table.bases[figure.id].diameter > widest:  # a map of smaller squares: pieces fit them
                state.table.resize(figure.id, widest)
        game.emit("start", "The battle begins: " + ", ".join(
            f"{f.name} on {square_name(*square_of(state, f.id))}" for f in state.figures.values()) + ".")

    def play(self, game: Game) -> Flow:
        return battle.play(game)

    # --- what players and tools see --------------------------------------------------------------------------
    def sight_between(self, table: Table, source: Base, target: Base, state: GameState | None = None) -> Sight:
        """The gamebook's own line between the squares two bases stand on (a probe or the pointer too): straight
        along a row or column, or a diagonal, open when no standing piece is on a square between (the fallen lie
        flat). The line of fire, the inspector (L) and the terrain screen all ask this."""
        g = grid_or_none(table.map)
        if g is None:
            return Sight("blocked", 0, (NOT_A_GRID,))
        a, b = g.square_of(source.pos), g.square_of(target.pos)
        if a is None or b is None:
            return Sight("blocked", 0, ("off the battle map",))
        taken = occupied(state) if state is not None else {}
        seen = g.line(a, b, taken)
        if seen.kind == "none":
            return Sight("blocked", 0, ("not on a row, a column or a diagonal: no open line",))
        if seen.blocked_at is not None:
            who = taken.get(seen.blocked_at)
            what = state.figures[who].name if who and state is not None else "a wall"
            return Sight("blocked", 0, (f"{what} stands on {square_name(*seen.blocked_at)}",))
        return Sight("clear", 0, (f"an open {seen.kind} line from {square_name(*a)} to {square_name(*b)}",))

    def sight_batch(self) -> SightBatch:
        return grid_batch

    def spot(self, table: Table, point: Point) -> Point:
        """The centre of the square ``point`` is on: a line runs square to square."""
        on = _square_at(table.map, point)
        return on[0].centre(on[1]) if on is not None else point

    def spot_name(self, tmap: TableMap, point: Point) -> str:
        on = _square_at(tmap, point)
        return f"square {square_name(*on[1])}" if on is not None else super().spot_name(tmap, point)

    def lane_spots(self, tmap: TableMap, every: int = 1) -> tuple[float, str]:
        """On a grid, a spot at a square's centre, where a line of sight starts and ends (``every`` is odd, so
        that a spot every few squares stands at one's centre too)."""
        g = grid_or_none(tmap)
        if g is None:
            return super().lane_spots(tmap, every)
        return every * g.size, "a spot a square" if every == 1 else f"a spot every {every} squares"

    def table_size(self, tmap: TableMap) -> str:
        """In squares, where the map is a grid."""
        g = grid_or_none(tmap)
        return f"{g.cols}\u00a0×\u00a0{g.rows}\u00a0squares" if g is not None else super().table_size(tmap)

    def measure(self, table: Table, a: Point, b: Point, a_radius: float = 0.0, b_radius: float = 0.0) -> str:
        """In squares, as the gamebook counts: the moves of one square it takes (never diagonally), how many
        columns and rows apart, and whether the two squares are on a line (a row or a column) or a diagonal."""
        g = grid_or_none(table.map)
        here, there = (g.square_of(a), g.square_of(b)) if g is not None else (None, None)
        if g is None or here is None or there is None:
            return super().measure(table, a, b, a_radius, b_radius)
        if here == there:
            return f"{square_name(*here)}: the same square"
        across, down = abs(there[0] - here[0]), abs(there[1] - here[1])
        apart = ", ".join(counted(n, word) for n, word in ((across, "column"), (down, "row")) if n)
        line = {"straight": "in line", "diagonal": "on a diagonal"}.get(g.line(here, there).kind, "no line")
        return f"{square_name(*here)} to {square_name(*there)}: {counted(across + down, 'move')} ({apart}); {line}"

    def visible_area(self, table: Table, viewer: Base, rays: int = 720,
                     state: GameState | None = None) -> Visibility:
        """The viewer's square and those it has an open line to, by the same lines as :meth:`sight_between`
        (drawn as squares, not rays: the gamebook's sight goes by squares). Without a game every base on the
        table stands in the way; with one, the fallen lie flat and do not."""
        g = grid_or_none(table.map)
        here = g.square_of(viewer.pos) if g is not None else None
        if g is None or here is None:
            return square_area(viewer.pos, [])
        if state is not None:
            taken = set(occupied(state))
        else:
            taken = {s for b in table.bases.values() if b.id != viewer.id and (s := g.square_of(b.pos)) is not None}
        return square_area(viewer.pos, [g.rect(s) for s in [here, *g.seen_from(here, taken)]])

    def facts(self, state: GameState, figure: Figure) -> dict[str, Any]:
        """``damage`` is the Endurance lost; ``xp`` the experience earned in this battle so far; ``order`` the
        place in this round's order (1 first); ``may`` the actions it may take now, ``styles`` those it may
        change to."""
        st = status(figure)
        facts = {**super().facts(state, figure), "damage": st.most - st.endurance, "endurance": st.endurance,
                 "state": st.state, "style": st.style, "weapon": st.weapon, "hand": st.hand, "armour": st.armour,
                 "backpack": list(st.backpack), "ammunition": dict(st.ammunition), "mana": st.mana,
                 "playing_dead": st.playing_dead, "skip": st.skip, "lost_turns": st.lost_turns,
                 "damage_dealt": st.damage_dealt, "kills": list(st.kills), "rank": figure.stats["rank"],
                 "colour": st.colour, "hours": record(state).hours}
        order = record(state).order
        facts["order"] = order.index(figure.id) + 1 if figure.id in order else 0
        if st.fighting:
            facts["may"] = [a for a, why in verdicts(state, figure.id).items() if why is None]
            facts["styles"] = [s for s in STYLES if style_refusal(st.style, s) is None]
        facts["xp"] = battle.experience(state, figure)["total"] if figure.stats["kind"] == "hero" else 0
        if figure.id in state.table.bases:
            facts["square"] = list(square_of(state, figure.id))
        return facts

    def standing(self, state: GameState) -> dict[str, float]:
        """The XP of each side with heroes: a monsters' side earns none, and "0 XP" beside it read as a score."""
        heroes = {f.side for f in state.figures.values() if f.stats["kind"] == "hero"}
        return {side: xp for side, xp in xp_earned(state).items() if side in heroes}

    def status_line(self, state: GameState, figure: Figure) -> str:
        st = status(figure)
        if not st.fighting:
            return self.condition(state, figure)  # unconscious, dead, fled: all there is to say
        parts = [f"E {st.endurance}/{st.most}", *_plights(st), st.style]  # its condition at its head, as written
        weapon = library().weapons.get(st.weapon)
        if weapon is not None and weapon.ranged:  # short: it is drawn under the piece
            parts.append(f"{st.ammunition.get(weapon.ammo, 0)} {weapon.ammo}")
        return " · ".join(parts)

    def card_facts(self, state: GameState, figure: Figure) -> list[tuple[str, str]]:
        """Attack and defence as they stand (the style, the weapon and armour now), and what it carries: the
        profile's kind and group only repeated the card's title."""
        st, things = status(figure), library()
        weapon, armour, hand = things.weapons.get(st.weapon), things.items.get(st.armour), things.items.get(st.hand)
        blow, shot = attack_value(figure), attack_value(figure, "normal", shot=True)
        attack = f"{blow}, shot {shot}" if weapon is not None and weapon.ranged and shot != blow else str(blow)
        facts = [("attack", attack), ("defence", str(defence_value(figure))),
                 ("weapon", weapon.name if weapon else "bare hands"), ("armour", armour.name if armour else "none"),
                 ("rank", str(figure.stats["rank"])), ("in hand", hand.name if hand else "nothing"),
                 ("alignment", _ALIGNMENTS[figure.stats["alignment"]])]  # the reason its attack swings
        base = state.table.bases.get(figure.id)
        on = _square_at(state.table.map, base.pos) if base is not None else None
        if on is not None:  # its colour counts in a fight, and an exit is where it may flee (its word hidden under it)
            g, square = on
            facts.append(("square", f"{square_name(*square)}, {g.colours[square]}" +
                          (", an exit" if square in g.exits else "")))
        return facts

    def condition(self, state: GameState, figure: Figure) -> str:
        """A piece's Endurance once it is hurt, and what it is going through: the siege's pieces stand side by side
        in rows, where a whole status line has room under one piece in two, so a wounded goblin's E went unseen."""
        st = status(figure)
        if not st.fighting:
            return st.state
        return " · ".join(([f"E {st.endurance}/{st.most}"] if st.endurance < st.most else []) + _plights(st))

    def markers(self, state: GameState) -> list[Marker]:
        """The fallen where they lie (the window draws no eliminated figure): a body to search, or to wake."""
        out = []
        for figure in state.figures.values():
            st = status(figure)
            if st.fallen and figure.id in state.table.bases:
                base = state.table.bases[figure.id]
                words = f"{figure.name}, {st.state}" + ("" if st.searched else " (unsearched)")
                out.append(Marker(figure.id, base.x, base.y, 0.45, "body", words))
        return out

    def odds(self, game: Game, decision: Decision, answer: Answer) -> Odds | None:
        """The bands of an attack or a shot once its target is picked; what a skill, prayer or spell's dice may do,
        and what they do to the one picked; playing dead's chance to fool the enemies."""
        ctx = decision.context
        if decision.kind == "action" and isinstance(answer, dict) and answer.get("action") == "play_dead" \
                and not decision.refusal(answer):
            return play_dead_odds(game.state, str(answer["figure"]))
        if decision.kind == "ability" and not decision.refusal(answer):
            return power_odds(game.state, ctx["figure"], library().powers[str(answer)])
        if decision.kind == "targets" and ctx.get("action") in ("heal", "harm") and not decision.refusal(answer):
            return effect_odds(game.state, str(answer), ctx["action"], Amount(*ctx["amount"]), ctx["confirm"])
        if decision.kind != "targets" or ctx.get("action") not in ("attack", "shoot") or decision.refusal(answer):
            return None
        return attack_odds(game.state, ctx["figure"], str(answer), ctx["action"] == "shoot")

    def script_answer(self, decision: Decision, step: dict[str, Any]) -> tuple[Answer, set[str]] | None:
        """Besides the usual keys, ``targets: [x]`` answers a one-target choice with x, and ``square: b3`` a
        square as players name it."""
        targets, square = step.get("targets"), step.get("square")
        if decision.kind == "targets" and isinstance(targets, list) and len(targets) == 1:
            return targets[0], {"targets"}
        if decision.kind == "square" and isinstance(square, str) and (named := named_square(square)) is not None:
            return list(named), {"square"}
        return super().script_answer(decision, step)

    def fact_readers(self) -> Mapping[str, StatReader]:
        """A square as players name it or as [column, row]; states, styles, ranks, colours and actions by their
        names (a drill's "state: figthing" failed as an expectation, not as a mistake)."""
        actions = sorted({*HERO_ACTIONS, *MONSTER_ACTIONS})
        return {"square": _square, "state": lambda n: n.text((FIGHTING, UNCONSCIOUS, DEAD, FLED, SURRENDERED)),
                "style": lambda n: n.text(STYLES), "rank": lambda n: n.text(RANKS),
                "colour": lambda n: n.text(("white", "black")), "playing_dead": Node.flag,
                "may": lambda n: [item.text(actions) for item in n.sequence()]}

    def fact_text(self, key: str, value: Any) -> str:
        if key == "square" and isinstance(value, list | tuple) and len(value) == 2 and all(
                isinstance(v, int) and v >= 0 for v in value):
            return f"{square_name(*value)} {list(value)}"
        return super().fact_text(key, value)


def _plights(st: Status) -> list[str]:
    """What a fighting piece is going through, in words for its status line and its condition."""
    return (["playing dead"] if st.playing_dead else []) + (["misses a turn"] if st.skip else [])


def _square(node: Node) -> list[int]:
    """A square as players name it ("b3") or as [column, row] from 0 at the top-left, within the most squares a
    map may have a side (a grid of 300 squares refused a piece on row 299); whether the map has it is checked
    with the map."""
    if isinstance(node.value, str):
        named = named_square(node.value)
        if named is None or max(named) >= MAX_TILES_A_SIDE:
            node.fail(f"expected a square such as a1 or b3, or [column, row], got {node.value!r}")
        return list(named)
    items = node.sequence()
    if len(items) != 2:
        node.fail("expected a square such as b3, or [column, row] counted from 0 at the top-left")
    return [items[0].integer(0, MAX_TILES_A_SIDE - 1), items[1].integer(0, MAX_TILES_A_SIDE - 1)]


def _check_sides(scenario: Scenario, root: Node) -> None:
    """Each side all heroes or all monsters, the heroes' sides one team and the monsters' another; at most 12
    enemies and 20 characters (seed rule 2)."""
    kinds: dict[str, set[str]] = {"hero": set(), "monster": set()}
    count: Counter[str] = Counter()
    for side, node in zip(scenario.sides, root["sides"].sequence(), strict=True):
        found = {fig.stats["kind"] for fig in side.figures}
        if len(found) > 1:
            node.fail("a side holds heroes or monsters, not both")
        kinds[found.pop()].add(side.team)
        count.update(fig.stats["kind"] for fig in side.figures)
    for kind, teams in kinds.items():
        plural = "heroes" if kind == "hero" else f"{kind}s"
        if not teams:
            root["sides"].fail(f"a battle needs {plural}")
        if len(teams) > 1:
            root["sides"].fail(f"the {plural}' sides fight together: give them one team")
    if kinds["hero"] & kinds["monster"]:
        root["sides"].fail("heroes and monsters cannot share a team")
    if count["monster"] > MOST_ENEMIES:
        root["sides"].fail(f"at most {MOST_ENEMIES} enemies may be on the battle map, not {count['monster']} "
                           "(seed rule 2)")
    if count["hero"] > MOST_CHARACTERS:
        root["sides"].fail(f"at most {MOST_CHARACTERS} characters may be on the battle map, not "
                           f"{count['hero']} (seed rule 2)")


def _check_squares(scenario: Scenario, g: Grid) -> dict[Square, str]:
    """The squares the pieces are given, each on the map, not a wall and one piece to a square: who holds each."""
    taken: dict[Square, str] = {}
    for _side, fig in scenario.figures():
        def fail(reason: str, place: str = fig.place, line: int | None = fig.line) -> None:
            raise DataError(scenario.path, reason, place, line)
        if fig.placed:
            fail("a gamebook piece stands on a square: give 'square: b3' (or [column, row]) instead of 'at', or "
                 "neither for a random start in its corner", f"{fig.place}.at")
        if "square" in fig.stats:
            square = (fig.stats["square"][0], fig.stats["square"][1])
            called = f"square {square_name(*square)} {list(square)}"
            if not g.contains(square):
                fail(f"{called} is off the {g.cols}×{g.rows} battle map", f"{fig.place}.square")
            if square in g.walls:
                fail(f"{called} is a wall", f"{fig.place}.square")
            if square in taken:
                fail(f"{called} is already {taken[square]!r}'s: one piece to a square", f"{fig.place}.square")
            taken[square] = fig.id
    return taken


#: Each alignment with what it does to an attack's d10 (the square bonus, from the brief), for the piece's card.
_ALIGNMENTS = {"good": "good: +d10 on white, −d10 on black", "evil": "evil: +d10 on black, −d10 on white",
               "neutral": "neutral: a d6 each round, 1–3 +d10, 4–6 −d10"}
PIECE_SHARE = 0.75  # the widest a piece's base may be, as a share of a square's side (1.5" on the map's 2")
#: Why there is no line on a map without squares (the terrain screen may judge any map by the gamebook's rules).
NOT_A_GRID = "the map is not a grid: the gamebook's lines run from square to square"


def grid_batch(table: Table, bases: Sequence[Base], src: np.ndarray, dst: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Many lines at once (the firing-lane heat map) by the squares they join, as :meth:`Gamebook.sight_between`
    judges one, every base on the table standing in the way: each spot of a square is lit alike (by rays through
    the terrain, the heat map was a mosaic within the squares); never hindered. Each pair of squares is judged once."""
    seen = np.zeros(len(src), dtype=bool)
    g = grid_or_none(table.map)
    if g is None:
        return seen, seen.copy()
    taken = {s for b in table.bases.values() if (s := g.square_of(b.pos)) is not None}
    squares = [g.square_of(b.pos) for b in bases]
    judged: dict[tuple[Square, Square], bool] = {}
    for i, (s, d) in enumerate(zip(src.tolist(), dst.tolist(), strict=True)):
        a, b = squares[s], squares[d]
        if a is None or b is None:
            continue
        if (a, b) not in judged:
            line = g.line(a, b, taken)
            judged[a, b] = line.kind != "none" and line.blocked_at is None
        seen[i] = judged[a, b]
    return seen, np.zeros_like(seen)


def _square_at(tmap: TableMap, point: Point) -> tuple[Grid, Square] | None:
    """The map's grid and the square ``point`` is on, or None (no grid, or off it)."""
    g = grid_or_none(tmap)
    square = g.square_of(point) if g is not None else None
    return (g, square) if g is not None and square is not None else None
