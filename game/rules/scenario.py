"""Scenario files: the YAML contract for games, drills and tests (documented in docs/scenarios.md).

Loading checks everything a game will rely on, so that a bad file is refused with its file, line, place and
reason before any play: the keys, the ruleset and its profiles, the map, and that every figure stands wholly
on the table, on no other base and in no terrain it may not enter.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path, PureWindowsPath
from typing import Any

from game.board.errors import MapError
from game.board.table import Base, Table
from game.board.tablemap import TableMap
from game.board.tmx_mapping import NO_MAPPING, TerrainMapping
from game.locations import refusal
from game.rules.datafile import DataError, Node, Problems, parse_yaml, read_text
from game.rules.dice import DIE_KEY
from game.rules.limits import MAX_FIGURES, MAX_SEED, MAX_TURNS
from game.rules.ruleset import NO_FRONT, Ruleset, UnknownRuleset, get_ruleset
from game.rules.terrain_sidecar import file_stamp, load_mapped_map, sidecar_path
from game.words import capitalised, did_you_mean, first_few, unknown

CONTROLLERS = ("human", "ai", "script")
#: What a scenario's file is called: the check, the window and the Open dialog go by it.
SCENARIO_SUFFIXES = (".yaml", ".yml")
#: The most sides a forced die may have (d6, d10, d20, d100 are used).
MAX_DIE_SIDES = 1000
#: How strongly an AI side plays (``level:``): the three a player picks, then the baselines the bench measures.
AI_LEVELS = ("easy", "normal", "hard", "greedy", "random")
SIGHT_RESULTS = ("clear", "hindered", "blocked")
ID_PATTERN = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]*$")

SCENARIO_KEYS = {"name", "description", "ruleset", "map", "seed", "turns", "options", "sides", "random", "script",
                 "expect"}
SIDE_KEYS = {"id", "name", "controller", "level", "team", "colour", "figures", "deploy"}
FIGURE_KEYS = {"id", "profile", "name", "at", "facing", "base", "front_arc"}
EXPECT_KEYS = {"line_of_fire", "figures", "winner"}


class ScenarioError(DataError):
    """A scenario that cannot be played, with the file, line, place and reason."""


@dataclass(frozen=True)
class FigureSpec:
    id: str
    profile: str
    name: str
    at: tuple[float, float]
    facing: float
    base: float
    front_arc: float
    stats: dict[str, Any]
    place: str = ""
    line: int | None = None
    placed: bool = True  # False: the scenario left out ``at`` and the ruleset places the figure in ``setup``


@dataclass(frozen=True)
class SideSpec:
    id: str
    name: str
    controller: str
    team: str
    colour: str
    figures: tuple[FigureSpec, ...]
    level: str | None = None  # an AI side's level (None: the default of whoever runs the game)


@dataclass(frozen=True)
class SightCheck:
    source: str
    target: str
    result: str
    defence_modifier: int | None
    place: str


@dataclass(frozen=True)
class Expectations:
    line_of_fire: tuple[SightCheck, ...] = ()
    figures: dict[str, dict[str, Any]] = field(default_factory=dict)
    winner: str | None = None  # a side id, or "draw"; checked when the game ends

    def __bool__(self) -> bool:
        return bool(self.line_of_fire or self.figures or self.winner)


@dataclass(frozen=True)
class Scenario:
    path: Path
    text: str  # the file as read, kept in saves so that a save replays even if the file changes
    name: str
    description: str
    ruleset: str
    map: TableMap
    sides: tuple[SideSpec, ...]
    seed: int | None = None
    turns: int | None = None
    options: dict[str, Any] = field(default_factory=dict)
    random: dict[str, list[Any]] = field(default_factory=dict)
    script: tuple[dict[str, Any], ...] = ()
    script_places: tuple[str, ...] = ()
    expect: Expectations = field(default_factory=Expectations)
    extra: dict[str, Any] = field(default_factory=dict)  # the ruleset's own top-level keys, as it read them

    @property
    def rules(self) -> Ruleset:
        return get_ruleset(self.ruleset)

    def figures(self) -> list[tuple[SideSpec, FigureSpec]]:
        return [(side, fig) for side in self.sides for fig in side.figures]


#: Each version of a map read: {(path, its stamp, its sidecar's, the mapping): (the map, its sources' stamps)}.
_map_cache: dict[tuple, tuple[TableMap, tuple]] = {}


def spoken(side_id: str) -> str:
    """A side without a name is called by its id as a player reads it: "black-hand" is "Black hand" ("blue to
    play" read as a slip)."""
    return capitalised(side_id.replace("_", " ").replace("-", " "))


def cached_map(path: Path, extra: TerrainMapping = NO_MAPPING) -> TableMap:
    """A map loaded once per version of its file, of its terrain sidecar and of the files it reads (tilesets,
    templates, images: a tile's terrain is set in its .tsx), with ``extra`` (a mapping from the command line) on top
    of the sidecar's (the window reloads it when any of them changes). The map reload's thread asks too: the first
    map kept for a version is the one every caller gets (the per-map caches, route graphs above all, go by the
    map's identity), even when two read the same version at once."""
    key = (str(path), file_stamp(path), file_stamp(sidecar_path(path)), extra.key())
    found = _map_cache.get(key)
    if found is not None and found[1] != sources_stamp(found[0]):  # a tileset edited, the map itself not
        _map_cache.pop(key, None)
        found = None
    if found is None:
        tmap = load_mapped_map(path, extra)
        found = _map_cache.setdefault(key, (tmap, sources_stamp(tmap)))
        for older in list(_map_cache):  # the versions before it: a map maker saving all day kept every one
            if older[0] == key[0] and older[3] == key[3] and older != key:
                _map_cache.pop(older, None)
    return found[0]


def sources_stamp(tmap: TableMap) -> tuple:
    """The stamps of the files a map read besides itself: another stamp, another version."""
    return tuple(file_stamp(source) for source in tmap.sources)


def load_scenario(path: str | Path) -> Scenario:
    """Read and check a scenario file; raises :class:`ScenarioError` (or the map's MapError, wrapped)."""
    path = Path(path).resolve()
    try:
        text = read_text(path)
    except DataError as exc:
        raise ScenarioError(exc.path, exc.reason, exc.place, exc.line) from None
    return scenario_from_text(text, path)


def scenario_from_text(text: str, path: str | Path, map_fallback: Path | None = None) -> Scenario:
    """A scenario from its text, read as if it were the file ``path`` (saves keep the text); ``map_fallback`` is
    the map to use when the one the text names is not found (a save's scenario on another machine)."""
    path = Path(path)
    try:
        root = Node(parse_yaml(text, path), path, "", 1)
    except DataError as exc:
        raise ScenarioError(exc.path, exc.reason, exc.place, exc.line) from None
    return _scenario(root, path, text, map_fallback)


def _scenario(root: Node, path: Path, text: str, map_fallback: Path | None = None) -> Scenario:
    try:
        return _read(root, path, text, map_fallback)
    except ScenarioError:
        raise
    except DataError as exc:
        raise ScenarioError(exc.path, exc.reason, exc.place, exc.line) from None


def _read(root: Node, path: Path, text: str, map_fallback: Path | None) -> Scenario:
    """The scenario, or every problem of its parts at once: its ruleset first (the rest is read by its rules),
    each section, the map, then each side and figure on it, where the figures stand, and only when all of that is
    sound the ruleset's own checks and ``expect`` (they read every side and figure)."""
    root.mapping(required={"name", "ruleset", "map", "sides"})
    ruleset_node = root["ruleset"]
    try:
        rules = get_ruleset(ruleset_node.text())
    except UnknownRuleset as exc:
        ruleset_node.fail(str(exc))
    problems = Problems()
    problems.attempt(lambda: root.mapping(SCENARIO_KEYS | rules.scenario_keys), None)

    def number(key: str, least: int, most: int) -> int | None:
        return problems.attempt(lambda: root[key].integer(least, most), None) if root.has(key) else None

    name = problems.attempt(root["name"].name, "")
    description = problems.attempt(root["description"].text, "") if root.has("description") else ""
    seed, turns = number("seed", 0, MAX_SEED), number("turns", 1, MAX_TURNS)
    options: dict[str, Any] = problems.attempt(lambda: _options(root.get("options"), rules), {})
    forced: dict[str, list[Any]] = problems.attempt(lambda: _random(root.get("random"), rules), {})
    steps: list[Node] = problems.attempt(lambda: _script(root.get("script"), rules), [])
    tmap = problems.attempt(lambda: _map(root["map"], path, map_fallback), None)
    if tmap is None:  # the sides stand on it
        problems.check(ScenarioError)
    assert tmap is not None
    scenario = Scenario(
        path=path,
        text=text,
        name=name,
        description=description,
        ruleset=rules.id,
        map=tmap,
        sides=_sides(root["sides"], rules, tmap, problems),
        seed=seed,
        turns=turns,
        options=options,
        random=forced,
        script=tuple(step.plain() for step in steps),
        script_places=tuple(step.place for step in steps),
        extra={key: problems.attempt(partial(rules.scenario_extra, key, node, tmap), None)
               for key, node in root.items() if key in rules.scenario_keys},
    )
    _check_positions(scenario, root["sides"], rules, problems)
    problems.check(ScenarioError)  # the ruleset's checks and ``expect`` read every side and figure
    problems.attempt(lambda: rules.check_scenario(scenario, root), None)
    teams = {side.team for side in scenario.sides}
    if len(teams) == 1 and len(scenario.sides) > 1 and not problems.found:  # the ruleset's own words first
        node = root["sides"]  # no enemy anywhere: a game that ends only at its turn limit, or never
        problems.note(node.path, f"every side is on team {teams.pop()!r}: a game needs sides on two teams at least, "
                      "or no one has an enemy", node.place, node.line)
    figure_ids = {fig.id for _, fig in scenario.figures()}
    side_ids = {side.id for side in scenario.sides}
    expect = problems.attempt(lambda: _expect(root.get("expect"), rules, figure_ids, side_ids), Expectations())
    problems.check(ScenarioError)
    return replace(scenario, expect=expect)


def _map(map_node: Node, path: Path, map_fallback: Path | None) -> TableMap:
    """The scenario's map, read (a scenario text from a save falls back on ``map_fallback``)."""
    if "\0" in map_node.text():
        map_node.fail("not a file name (it holds a NUL character)")
    try:
        written = map_node.text()
        map_path = (path.parent / written).resolve()
        if not map_path.is_file() and "\\" in written:  # written on Windows ("..\maps\fen.tmx"): its separators
            map_path = (path.parent / PureWindowsPath(written).as_posix()).resolve()  # are ours too
        if not map_path.is_file() and map_fallback is not None and map_fallback.is_file():
            map_path = map_fallback
        found = map_path.is_file()
    except (OSError, RuntimeError) as exc:  # too long for the file system; a loop of links (Python 3.11's resolve)
        map_node.fail(f"not a usable file name: {refusal(exc)}")
    if not found:
        map_node.fail(f"not a map file but {_what_is(map_path)}: {map_path}" if map_path.exists()
                      else f"map file not found: {map_path}")
    try:
        return cached_map(map_path)
    except (MapError, DataError) as exc:
        map_node.fail(f"the map cannot be used: {exc}")


def _ident(node: Node, what: str) -> str:
    value = node.text()
    if not ID_PATTERN.match(value):
        node.fail(f"{what} id {value!r} may only hold the letters a–z and A–Z, digits, '_', '-' and '.' (ids go "
                  "into saves and command lines; its name may be anything)")
    return value


def _sides(node: Node, rules: Ruleset, tmap: TableMap, problems: Problems) -> tuple[SideSpec, ...]:
    """The sides; a side or a figure that cannot be read is noted in ``problems`` and left out."""
    least, most = rules.players
    items = node.sequence()
    if not least <= len(items) <= most:
        problems.note(node.path, f"{rules.id} is played by {least}{f' to {most}' if most != least else ''} sides, "
                      f"not {len(items)}", node.place, node.line)
    sides: list[SideSpec] = []
    seen_sides: set[str] = set()
    seen_figures: set[str] = set()
    for side_node in items:
        side = problems.attempt(partial(_side, side_node, rules, tmap, problems, seen_sides, seen_figures), None)
        if side is not None:
            sides.append(side)
    figures, most = [fig for side in sides for fig in side.figures], min(MAX_FIGURES, rules.most_figures)
    if len(figures) > most:  # said at the first one too many
        over = figures[most]
        where = "" if most == MAX_FIGURES else f" in {rules.id}"
        problems.note(node.path, f"a scenario holds at most {most} figures{where}, not {len(figures):,} (a skirmish "
                      "game has a few dozen)", over.place, over.line)
    return tuple(sides)


def _side(side_node: Node, rules: Ruleset, tmap: TableMap, problems: Problems, seen_sides: set[str],
          seen_figures: set[str]) -> SideSpec:
    side_node.mapping(SIDE_KEYS, required={"id"})
    side_id = _ident(side_node["id"], "side")
    if side_id in seen_sides:
        side_node["id"].fail(f"side {side_id!r} appears twice")
    seen_sides.add(side_id)
    listed = side_node["figures"].sequence() if side_node.has("figures") else []
    figures = [fig for fig in (problems.attempt(partial(_figure, f, rules), None) for f in listed) if fig is not None]
    if side_node.has("deploy"):
        figures += _deployed(side_node["deploy"], side_id, rules, tmap)
    if not listed and not figures:
        side_node.fail("a side needs figures (a 'figures' list, or 'deploy: true' to take the map's)")
    for fig in figures:
        if fig.id in seen_figures:
            problems.note(side_node.path, f"figure id {fig.id!r} is used twice", fig.place, fig.line)
        seen_figures.add(fig.id)
    colour = problems.attempt(partial(_colour, side_node["colour"]), "") if side_node.has("colour") else ""
    return SideSpec(
        id=side_id,
        name=side_node["name"].name() if side_node.has("name") else spoken(side_id),
        controller=side_node["controller"].text(CONTROLLERS) if side_node.has("controller") else "human",
        team=side_node["team"].text() if side_node.has("team") else side_id,
        colour=colour,
        figures=tuple(figures),
        level=side_node["level"].text(AI_LEVELS) if side_node.has("level") else None,
    )


def _colour(node: Node) -> str:
    colour = node.text()
    if not re.match(r"^#[0-9a-fA-F]{6}$", colour):
        node.fail("expected a colour as #rrggbb")
    return colour


def _figure(node: Node, rules: Ruleset) -> FigureSpec:
    node.mapping(FIGURE_KEYS | rules.figure_keys, required={"id"} if rules.places_figures else {"id", "at"})
    fig_id = _ident(node["id"], "figure")
    if node.has("front_arc") and not rules.front_arcs:
        node["front_arc"].fail(f"{rules.id} has no front arcs: facing plays no part in its rules")
    profile = node["profile"].text() if node.has("profile") else None
    if profile is not None and profile not in rules.profile_names():
        node["profile"].fail(_unknown_profile(profile, rules))
    stats = rules.figure_stats(profile, node)
    return FigureSpec(
        id=fig_id,
        profile=profile or "",
        name=node["name"].name() if node.has("name") else stats.get("name", fig_id),
        at=node["at"].point() if node.has("at") else (0.0, 0.0),
        facing=node["facing"].number() % 360.0 if node.has("facing") else 0.0,
        base=node["base"].number(0.25, 12.0) if node.has("base") else float(stats.get("base", 1.5)),
        front_arc=node["front_arc"].number(0.0, 360.0) if node.has("front_arc") else float(
            stats.get("front_arc", NO_FRONT)),
        stats=stats,
        place=node.place,
        line=node.line,
        placed=node.has("at"),
    )


def _unknown_profile(profile: str, rules: Ruleset) -> str:
    return unknown(f"{rules.id} profile", profile, rules.profile_names())


def _deployed(node: Node, side_id: str, rules: Ruleset, tmap: TableMap) -> list[FigureSpec]:
    if not node.flag():
        return []
    points = [p for p in tmap.deployment if p.side == side_id]
    if not points:
        node.fail(f"the map has no deployment points for side {side_id!r}")
    out = []
    for n, point in enumerate(points, 1):
        if point.profile not in rules.profile_names():
            node.fail(f"deployment object {point.object_id} of the map names {_unknown_profile(point.profile, rules)}")
        stub = Node({"id": f"{side_id}-{n}", "at": list(point.at)}, node.path, node.place, node.line)
        stats = rules.figure_stats(point.profile, stub)
        out.append(FigureSpec(
            id=point.name if point.name and ID_PATTERN.match(point.name) else f"{side_id}-{n}",
            profile=point.profile,
            name=stats.get("name", point.profile),
            at=point.at,
            facing=point.facing % 360.0,
            base=float(stats.get("base", 1.5)),
            front_arc=float(stats.get("front_arc", NO_FRONT)),
            stats=stats,
            place=f"{node.place} (map object {point.object_id})",
            line=node.line,
        ))
    return out


def _check_positions(scenario: Scenario, sides_node: Node, rules: Ruleset, problems: Problems) -> None:
    """Every figure on the table, on no other, and on no terrain its ruleset bars (:meth:`Ruleset.going`); past
    the most a scenario holds, the one problem said is that there are too many."""
    table = Table(scenario.map)
    barred = rules.going().barred
    for _side, fig in scenario.figures()[:min(MAX_FIGURES, rules.most_figures)]:
        if not fig.placed or fig.id in table.bases:  # an id used twice is a problem of its own
            continue
        base = Base(fig.id, fig.at[0], fig.at[1], fig.facing, fig.base, fig.front_arc)
        found = table.problems_at(base, barred=barred)
        if found:
            problems.note(sides_node.path, f"figure {fig.id!r} cannot stand there: {found[0]}", f"{fig.place}.at",
                          fig.line)
        else:
            table.add(base)


def _options(node: Node | None, rules: Ruleset) -> dict[str, Any]:
    options = dict(rules.options)
    if node is None:
        return options
    node.mapping(set(rules.options))
    for key, value in node.items():
        default = rules.options[key]
        if isinstance(default, bool):
            options[key] = value.flag()
        elif isinstance(default, int):
            low, high = rules.option_range(key)
            options[key] = value.integer(int(low), int(high))
        elif isinstance(default, float):
            options[key] = value.number(*rules.option_range(key))
        elif isinstance(default, str):
            options[key] = value.text(rules.option_choices.get(key))
        else:
            options[key] = value.plain()
    return options


def _random(node: Node | None, rules: Ruleset) -> dict[str, list[Any]]:
    if node is None:
        return {}
    node.mapping()
    forced: dict[str, list[Any]] = {}
    for key, value in node.items():
        if DIE_KEY.match(key):
            sides = int(key[1:]) if len(key) <= 6 else MAX_DIE_SIDES + 1
            if sides > MAX_DIE_SIDES:
                value.fail(f"no die has more than {MAX_DIE_SIDES} sides")
            forced[key] = [item.integer(1, sides) for item in value.sequence()]
        elif key == "decks":
            known = rules.deck_cards()
            for deck, cards in value.items():
                if deck not in known:
                    cards.fail(f"{rules.id} has no deck {deck!r} (its decks: {', '.join(sorted(known))})" if known
                               else f"{rules.id} has no decks: only dice are forced (d6, d20...)")
                forced[deck] = [card.text() for card in cards.sequence()]
                for card in cards.sequence():
                    if card.value not in known[deck]:
                        card.fail(f"no card {card.value!r} in the {deck} deck")
        else:
            value.fail(f"unknown key {key!r} (forced dice are named like d6 or d20; card orders go under 'decks')")
    return forced


def _script(node: Node | None, rules: Ruleset) -> list[Node]:
    if node is None:
        return []
    steps = node.sequence()
    for step in steps:
        step.mapping({"figure", "action", *rules.script_keys})
        if not step.value:
            step.fail("an empty step answers nothing")
    return steps


def _fact(key: str, node: Node) -> Any:
    """An expected fact, checked for the kind of value it can be: a whole number of damage, a flag, a point, an
    angle; a ruleset's own facts are numbers, flags, words, or lists or mappings of them."""
    if key == "damage":
        return node.integer(0)
    if key == "eliminated":
        return node.flag()
    if key == "position":
        return list(node.point())
    if key == "facing":
        return node.number()
    if isinstance(node.value, list):
        return [_fact("", item) for item in node.sequence()]
    if isinstance(node.value, dict):
        return {str(name): _fact("", item) for name, item in node.items()}
    if isinstance(node.value, bool):
        return node.flag()
    if isinstance(node.value, str):
        return node.value  # words, the empty ones too (an empty hand: "weapon: ''")
    return node.number()


def _no_figure(name: object, figure_ids: set[str]) -> str:
    """"no figure 'raidr' in this scenario: did you mean 'raider'? (figures: archer, raider)"."""
    known = sorted(figure_ids)
    return f"no figure {name!r} in this scenario{did_you_mean(name, known)} (figures: {first_few(known)})"


def _expect(node: Node | None, rules: Ruleset, figure_ids: set[str], side_ids: set[str]) -> Expectations:
    if node is None:
        return Expectations()
    node.mapping(EXPECT_KEYS)
    sights = []
    for item in node["line_of_fire"].sequence() if node.has("line_of_fire") else []:
        item.mapping({"from", "to", "result", "defence_modifier"}, required={"from", "to", "result"})
        for key in ("from", "to"):
            if item[key].text() not in figure_ids:
                item[key].fail(_no_figure(item[key].value, figure_ids))
        sights.append(SightCheck(
            source=item["from"].text(),
            target=item["to"].text(),
            result=item["result"].text(SIGHT_RESULTS),
            defence_modifier=item["defence_modifier"].integer() if item.has("defence_modifier") else None,
            place=item.place,
        ))
    figures: dict[str, dict[str, Any]] = {}
    if node.has("figures"):
        for fig_id, facts in node["figures"].items():
            if fig_id not in figure_ids:
                node["figures"].fail(_no_figure(fig_id, figure_ids))
            facts.mapping({"damage", "eliminated", *rules.fact_keys})
            readers = rules.fact_readers()
            figures[fig_id] = {key: readers[key](value) if key in readers else _fact(key, value)
                               for key, value in facts.items()}
    winner = None
    if node.has("winner"):
        winner = node["winner"].text((*sorted(side_ids), "draw"))
    return Expectations(tuple(sights), figures, winner)


def _what_is(path: Path) -> str:
    """What stands at ``path`` when it is no regular file: a folder, or a device or pipe."""
    return "a folder" if path.is_dir() else "a device or a pipe"
