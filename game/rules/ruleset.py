"""What a ruleset plugs into the core, and where the core finds each ruleset.

A ruleset is a package under ``game.rules`` exposing ``RULESET``, an instance of a :class:`Ruleset` subclass.
Its data (profiles, dials, decks, tables) lives in ``assets/rulesets/<id>/`` and is validated when it loads.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable, Generator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

import numpy as np

from game import locations
from game.board.exposure import SightBatch
from game.board.geometry import distance
from game.board.movement import DEFAULT_GOING, Going
from game.board.paths import Route, find_routes
from game.board.sight import Obstruction, bases_on_lines
from game.board.sight_plain import plain_batch, plain_lines
from game.board.table import Base, Table
from game.board.terrain import Point
from game.board.visibility import Visibility, plain_visible_area
from game.rules.datafile import Node, read_present
from game.rules.decisions import Answer, Decision
from game.rules.limits import MAX_FIGURES
from game.rules.state import Figure, GameState, Result
from game.words import unknown

if TYPE_CHECKING:
    from game.board.tablemap import TableMap
    from game.rules.game import Game
    from game.rules.scenario import FigureSpec, Scenario

RULESET_IDS = ("clix", "trench", "arcane", "manoeuvres", "gamebook")
ASSETS = locations.ASSETS / "rulesets"
#: The most a number option may be unless its ruleset says otherwise.
DEFAULT_OPTION_MOST = 1000

#: A base's front arc where its profile names none: all round, so that a ruleset whose rules have no arcs (facing
#: plays no part: trench, arcane, manoeuvres, the gamebook) draws and shades no front; clix's profiles name theirs.
NO_FRONT = 360.0

T = TypeVar("T")
#: A piece of a ruleset's play, run with ``yield from``: yields Decisions, is sent their Answers and returns what it
#: found (``SubFlow[None]``, ``SubFlow[str]``, ``SubFlow[Roll]``...).
SubFlow = Generator[Decision, Answer, T]
#: A ruleset's whole game (:meth:`Ruleset.play`): returns the Result.
Flow = SubFlow[Result]
#: Reads one stat of a data file's node, checking it (``node.fail``) and giving its value.
StatReader = Callable[[Node], Any]


def ruleset_data(folder: Path, load: Callable[[Path], T]) -> Callable[[], T]:
    """A ruleset's data as ``load`` reads and checks it from ``folder`` (``ASSETS / "<id>"``): read on first use,
    then kept for the run (a data error surfaces where the data is first needed: loading a scenario)."""

    @cache
    def data() -> T:
        return load(folder)

    return data


@dataclass(frozen=True)
class Sight:
    """A ruleset's verdict on a line of fire, with the board's reasons (what blocks or hinders, and where)."""

    result: str  # clear | hindered | blocked
    defence_modifier: int = 0
    reasons: tuple[Any, ...] = ()
    modifier_text: str = ""  # what the modifier means in this ruleset's words ("1 DICE off the shot"), if not defence
    notes: tuple[str, ...] = ()  # what the rules say of an attack along it besides the line (out of range)


def uncovered_sight(table: Table, source: Base, target: Base) -> Sight:
    """The board's plain sight for rules that know no cover (arcane, manoeuvres): clear or blocked. Hindering
    terrain on a clear line is named as crossed to no effect, neither outlined nor marked as a reason is: the
    terrain test's card said "Nothing is in the way" of a line across the whole fen. So are the bases it crosses,
    which block nothing here: the card said "Nothing is in the way" of a line straight through one."""
    line = plain_lines(table, [source], [target])[0]
    reasons = [r if r.effect == "blocks" else replace(r, effect="crosses", ref=None, point=None,
                                                      text=f"{r.text.removesuffix(': cover')}: no cover in these rules")
               for r in line.reasons]
    others = [b for b in table.bases.values() if b.id not in (source.id, target.id)]
    _segment, crossed, along = bases_on_lines(np.array([source.pos]), np.array([target.pos]), others)
    reasons += [Obstruction("crosses", "", f"the line crosses {others[i].called}'s base: figures do not block in "
                            "these rules", "base", name=others[i].called, t=float(t))
                for i, t in sorted(zip(crossed.tolist(), along.tolist(), strict=True), key=lambda it: it[1])]
    return Sight("clear" if line.seen else "blocked", 0, tuple(reasons))


@dataclass(frozen=True)
class Marker:
    """A token on the table that is not a figure (a moonstone, an objective): where, how big, what it says."""

    id: str
    x: float
    y: float
    radius: float
    kind: str  # how the window draws it: "moonstone", "objective", ...
    label: str = ""


class UnknownRuleset(LookupError):
    pass


def measured(a: Point, b: Point, a_radius: float = 0.0, b_radius: float = 0.0, scale: float = 1.0,
             unit: str = "in") -> str:
    """From ``a`` to ``b`` centre to centre, and edge to edge where either end is a base, in ``unit`` (``scale``
    of them an inch)."""
    centre = distance(a, b)
    words = f"{centre * scale:.1f} {unit} centre to centre"
    if a_radius or b_radius:
        words += f", {max(0.0, centre - a_radius - b_radius) * scale:.1f} {unit} edge to edge"
    return words


class Ruleset:
    """The contract between the core and one rule system. Subclasses override what their game needs."""

    id: ClassVar[str]
    title: ClassVar[str]
    #: Whether players hold secrets (hands, face-down picks): the window then hands the screen over.
    hidden_information: ClassVar[bool] = False
    #: Scenario options with their defaults; an option's type is its default's type.
    options: ClassVar[dict[str, Any]] = {}
    #: The least and most value of number options (others: 0 to ``DEFAULT_OPTION_RANGE``).
    option_ranges: ClassVar[dict[str, tuple[float, float]]] = {}
    #: Text options whose value must be one of a few words (a scenario giving another is refused).
    option_choices: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: What this ruleset calls a figure in messages ("fighter", "piece").
    figure_word: ClassVar[str] = "figure"
    #: What a side's score at the end counts, said under the numbers ("points eliminated"): a bare 75 says nothing.
    scored: ClassVar[str] = "points"
    #: A score as the window says it beside each side during the game: its unit, one and many ("1 moonstone",
    #: "45 points taken"); None where :meth:`standing` gives none.
    score_unit: ClassVar[tuple[str, str] | None] = None
    #: Keys a scenario's figure may carry besides id, profile, name, at, facing, base and front_arc: those of
    #: :meth:`stat_readers`.
    figure_keys: ClassVar[frozenset[str]] = frozenset()
    #: Fields of ``expect.figures`` besides damage and eliminated.
    fact_keys: ClassVar[frozenset[str]] = frozenset({"position", "facing"})
    #: Decision kinds a script step may answer, besides ``figure`` + ``action``.
    script_keys: ClassVar[frozenset[str]] = frozenset()
    #: How many sides a scenario of this ruleset may have.
    players: ClassVar[tuple[int, int]] = (2, 2)
    #: The most figures a scenario of it may set on the table (:data:`MAX_FIGURES` at most): where every action
    #: wakes reactions or every figure declares each round, the AI's time grows faster with them.
    most_figures: ClassVar[int] = MAX_FIGURES
    #: The game's length in turns (rounds) where a scenario gives none (None: no limit): the window's header and
    #: the AI read it as the rules do ("Turn 1" stood over an arcane log's "Turn 1 of 4").
    default_turns: ClassVar[int | None] = None
    #: What that length counts: "turn", or "round" where the limit counts rounds (every fighter acts each round).
    turn_word: ClassVar[str] = "turn"
    #: Top-level scenario keys this ruleset reads itself (objectives, markers); see :meth:`scenario_extra`.
    scenario_keys: ClassVar[frozenset[str]] = frozenset()
    #: Whether a scenario's figure may leave out ``at``: the ruleset then places it in :meth:`setup`.
    places_figures: ClassVar[bool] = False
    #: Whether its rules give a base a front arc (clix's): elsewhere facing plays no part, a base has none
    #: (:data:`NO_FRONT`) and a scenario's ``front_arc`` is refused rather than drawn to no purpose.
    front_arcs: ClassVar[bool] = False
    #: Event kinds that only tell what an answer chose (arcane's "activates", told as the first action is picked):
    #: Esc on that action's next step takes them back with it, where any other event since keeps the action.
    announcements: ClassVar[frozenset[str]] = frozenset()

    def option_range(self, key: str) -> tuple[float, float]:
        """The least and most a number option may be: no count is negative, none runs into the billions."""
        return self.option_ranges.get(key, (0, DEFAULT_OPTION_MOST))

    def deck_cards(self) -> dict[str, frozenset[str]]:
        """The names of the cards of each deck a scenario may force on top (``random.decks``); empty for a ruleset
        without decks, where any forced card is refused on load (it would only be reported unused at the end)."""
        return {}

    @property
    def assets(self) -> Path:
        return ASSETS / self.id

    # --- building a game -------------------------------------------------------------------------------------
    def profile_names(self) -> list[str]:
        return []

    def profile_stats(self, profile: str) -> dict[str, Any]:
        """A fresh copy of the stats of one of :meth:`profile_names` (lists copied too: a game may change them)."""
        raise NotImplementedError

    def stat_readers(self, stats: dict[str, Any]) -> Mapping[str, StatReader]:
        """The stats a scenario's figure may override (the keys of ``figure_keys``), each with the reader that
        checks it; ``stats`` are its profile's, for limits that depend on them (a dial's length)."""
        return {}

    def fact_readers(self) -> Mapping[str, StatReader]:
        """Readers of the ``expect`` facts of :attr:`fact_keys` that a scenario may write in more than one way (a
        gamebook square as "b3" or [1, 2]), each giving the fact as :meth:`facts` states it; the others are read
        by the kind of value they are."""
        return {}

    def fact_text(self, key: str, value: Any) -> str:
        """A fact as an ``expect`` failure prints it: as a scenario writes it, where that differs from :meth:`facts`
        (the gamebook's squares by name)."""
        return repr(value)

    def figure_stats(self, profile: str | None, figure: Node) -> dict[str, Any]:
        """The stats of a scenario's figure: its profile's (:meth:`profile_stats`), then the figure's own
        overrides read by :meth:`stat_readers`. A figure without a profile is an error naming the profiles."""
        if profile is None:
            article = "an" if self.id[:1] in "aeiou" else "a"
            figure.fail(f"{article} {self.id} {self.figure_word} needs a profile (known: "
                        f"{', '.join(self.profile_names())})")
        stats = self.profile_stats(profile)
        stats.update(read_present(figure, self.stat_readers(stats)))
        return stats

    def scenario_extra(self, key: str, node: Node, tmap: TableMap) -> Any:
        """Read and check one of ``scenario_keys`` (failing with ``node.fail``); the game finds the value in
        ``scenario.extra[key]``."""
        raise NotImplementedError

    def check_scenario(self, scenario: Scenario, root: Node) -> None:
        """Check what only the whole scenario shows (limits on pieces, squares), failing with ``root``'s
        nodes; called once the sides and figures are read."""

    def setup(self, game: Game) -> None:
        """Prepare the rules' records once the figures stand on the table (dials, decks, energy)."""

    def play(self, game: Game) -> Flow:
        """The game itself: a generator that yields decisions, receives their answers and returns the result."""
        raise NotImplementedError

    # --- what players and tools see --------------------------------------------------------------------------
    def view(self, game: Game, player: str | None) -> Any:
        """What ``player`` may see of the state (None: a spectator). Rulesets with secrets must override this."""
        return game.state

    def holdings(self, game: Game, player: str) -> tuple[str, ...]:
        """What ``player`` holds that the others may not see (hands of cards), in words: the window shows it to
        that player beside their decision."""
        return ()

    # --- the table as this ruleset sees it: sight and movement ------------------------------------------------
    def sight_between(self, table: Table, source: Base, target: Base, state: GameState | None = None) -> Sight:
        """The line from one base to another as this ruleset judges it. Either base may be hypothetical (a probe
        of the terrain screen, the pointer as a base of diameter 0, a figure somewhere it might go); ``state``,
        when there is a game, gives its options. The inspector, the terrain screen and the AI ask this.

        The default is the board's plain sight (:mod:`game.board.sight_plain`): blocking terrain and higher
        ground hide, figures do not; "hindered" is cover (hindering terrain, a wall or a hedge on the line, or
        hindering terrain under the target), with no modifier.
        """
        line = plain_lines(table, [source], [target])[0]
        if not line.seen:
            return Sight("blocked", 0, line.reasons)
        return Sight("hindered" if line.cover else "clear", 0, line.reasons)

    def line_of_fire(self, state: GameState, source: str, target: str) -> Sight:
        """The line of fire from one figure to another as an attack of this ruleset would see it: by default
        :meth:`sight_between` their two bases."""
        table = state.table
        return self.sight_between(table, table.bases[source], table.bases[target], state)

    def visible_area(self, table: Table, viewer: Base, rays: int = 720,
                     state: GameState | None = None) -> Visibility:
        """Where a figure would be in ``viewer``'s sight, sampled along ``rays`` rays (the window's V overlay;
        ``state``, when there is a game, as for :meth:`sight_between`). The default matches the default
        :meth:`sight_between`."""
        return plain_visible_area(table, viewer, rays)

    def spot(self, table: Table, point: Point) -> Point:
        """Where a probe or the pointer at ``point`` stands for this ruleset's sight: the point itself (a ruleset
        of squares: its square's centre, so that the line the window draws is the line the rules judge)."""
        return point

    def start_spot(self, tmap: TableMap, figure: FigureSpec) -> Point | None:
        """Where ``figure``, which its scenario gives no ``at``, stands as the game begins when the scenario says it
        in the ruleset's own terms (a gamebook piece's square): the launcher's preview draws it there. None: the
        ruleset places it as the game begins (a random start)."""
        return None

    def start_markers(self, extra: dict[str, Any]) -> list[Marker]:
        """The tokens a scenario lays on the table before the game, read from its ``extra`` keys, for the launcher's
        preview (a player choosing an arcane scenario sees where its moonstones lie); a token laid at random as the
        game begins is a marker of the area it falls in. None by default."""
        return []

    def unit(self, tmap: TableMap) -> tuple[float, str]:
        """The measure this ruleset counts lengths in on ``tmap``: how many to the table's inch, and its symbol.
        Inches by default; a ruleset that counts metres says how many an inch stands for."""
        return 1.0, "in"

    def lane_spots(self, tmap: TableMap, every: int = 1) -> tuple[float, str]:
        """The spots a heat map of firing lanes rates on ``tmap``, ``every`` of its finest apart (a big table's
        are fewer): how far apart in inches, and how its legend says so. The finest are an inch apart, told in
        this ruleset's measure; a ruleset of squares has a spot a square."""
        scale, symbol = self.unit(tmap)
        return float(every), f"spots of {every * scale:g} {symbol}"

    def table_size(self, tmap: TableMap) -> str:
        """The table's size as the launcher tells it, in this ruleset's measure. Kept on one line."""
        scale, symbol = self.unit(tmap)
        return f"{tmap.width * scale:g}\u00a0×\u00a0{tmap.height * scale:g}\u00a0{symbol}"

    def spot_name(self, tmap: TableMap, point: Point) -> str:
        """A spot in this ruleset's words, for the pointer's place under the board and the terrain test's probes:
        how far from the top-left corner, in its measure."""
        scale, symbol = self.unit(tmap)
        return f"{point[0] * scale:.1f}, {point[1] * scale:.1f} {symbol}"

    def measure(self, table: Table, a: Point, b: Point, a_radius: float = 0.0, b_radius: float = 0.0) -> str:
        """The ruler's words (M) from ``a`` to ``b``, with a base of that radius at either end where it is not 0:
        inches centre to centre, and edge to edge. A ruleset that counts otherwise (metres, squares) says so."""
        return measured(a, b, a_radius, b_radius)

    def sight_batch(self) -> SightBatch:
        """This ruleset's sight for many lines at once (the firing-lane heat map): seen and hindered per line.
        The default matches the default :meth:`sight_between`."""
        return plain_batch

    def going(self, state: GameState | None = None, figure_id: str | None = None) -> Going:
        """What each kind of terrain does to a moving base (``figure_id``'s, or any figure's when None): the
        kinds it may not enter nor cross, what an inch costs in each, where a move ends. Scenarios are checked
        with it (a figure may not stand in a barred kind). The default bars blocking, impassable, deep water and
        obstacles, at no extra cost."""
        return DEFAULT_GOING

    def routes(self, state: GameState, figure_id: str, goals: Sequence[Point],
               allowance: float = math.inf) -> list[Route | None]:
        """The shortest legal route of ``figure_id`` to each of ``goals`` within ``allowance`` (None where there is
        none), by this ruleset's :meth:`going`: what path decisions suggest, what the AI moves by, what the
        window's drag shows."""
        return find_routes(state.table, figure_id, goals, self.going(state, figure_id), allowance)

    def facts(self, state: GameState, figure: Figure) -> dict[str, Any]:
        """Facts about a figure that scenarios' ``expect`` can check: at least damage and eliminated."""
        base = state.table.bases.get(figure.id)
        facts: dict[str, Any] = {"eliminated": figure.eliminated, "damage": 0}
        if base is not None:
            facts["position"] = [round(base.x, 3), round(base.y, 3)]
            facts["facing"] = round(base.facing, 3)
        return facts

    def odds(self, game: Game, decision: Decision, answer: Answer) -> Any:
        """The exact outcome distribution of answering ``decision`` with ``answer``, where it has one."""
        return None

    def status_line(self, state: GameState, figure: Figure) -> str:
        """A short text under a figure in the window (its dial, its injuries)."""
        return ""

    def card_facts(self, state: GameState, figure: Figure) -> list[tuple[str, str]]:
        """The facts the window's figure card lists, label and value, at most six: by default the profile's first
        plain values (a ruleset whose values change in play, or whose first ones say little, lists its own)."""
        shown = [(key.replace("_", " "), f"{value:g}" if isinstance(value, float) else str(value))
                 for key, value in figure.stats.items()
                 if isinstance(value, int | float | str) and not isinstance(value, bool) and key != "name"]
        return shown[:6]

    def condition(self, state: GameState, figure: Figure) -> str:
        """The part of :meth:`status_line` to see at a glance (Down, unarmed, a moonstone carried; "" none): the
        window writes it under the figure at any zoom, where the whole line would crowd a table seen whole."""
        return ""

    def markers(self, state: GameState) -> list[Marker]:
        """Tokens on the table every player can see, for the window to draw under the figures."""
        return []

    def standing(self, state: GameState) -> dict[str, float]:
        """Each side's score now, counted as the end of the game counts it (what wins at the turn limit), so that
        the players see who leads; none by default."""
        return {}

    def score_words(self, value: float) -> str:
        """A score with its unit ("1 moonstone", "45 points taken"); nothing where the ruleset has no unit."""
        if self.score_unit is None:
            return ""
        one, many = self.score_unit
        return f"{value:,g} {one if value == 1 else many}"

    def script_answer(self, decision: Decision, step: dict[str, Any]) -> tuple[Answer, set[str]] | None:
        """The answer a script step gives to ``decision``, and the step keys it used; None if it gives none."""
        if decision.kind == "action" and "action" in step:
            answer = {"action": step["action"]}
            used = {"action"}
            if "figure" in step:
                answer["figure"] = step["figure"]
                used.add("figure")
            return answer, used
        if decision.kind in step:
            return step[decision.kind], {decision.kind}
        return None


_extra: dict[str, Ruleset] = {}


def register_ruleset(ruleset: Ruleset) -> None:
    """Make a ruleset from outside ``game.rules`` playable (a plug-in, or a small one written for tests)."""
    _extra[ruleset.id] = ruleset


def known_rulesets() -> tuple[str, ...]:
    return (*RULESET_IDS, *sorted(set(_extra) - set(RULESET_IDS)))


def get_ruleset(ruleset_id: str) -> Ruleset:
    if ruleset_id in _extra:
        return _extra[ruleset_id]
    if ruleset_id not in RULESET_IDS:
        raise UnknownRuleset(unknown("ruleset", ruleset_id, known_rulesets()))
    return _builtin(ruleset_id)


@cache
def _builtin(ruleset_id: str) -> Ruleset:
    try:
        module = importlib.import_module(f"game.rules.{ruleset_id}")
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.startswith(f"game.rules.{ruleset_id}"):
            raise UnknownRuleset(f"the ruleset {ruleset_id!r} is not available yet") from None
        raise
    return module.RULESET
