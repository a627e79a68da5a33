"""``python main.py --check FILE``: the map checker's report on a map, on a scenario and its map, or on a saved
game (whether it replays, and where it stands) and its scenario.

A scenario adds to its map's report: the bases its figures use (a gap is measured against the smallest), and
figures that cannot reach any enemy. A file that does not load is an error for each of its problems.
"""

from __future__ import annotations

from pathlib import Path

from game.board.collector import held_off
from game.board.errors import MapError
from game.board.mapcheck import BASE, Report, check_map, objects_not_terrain, regions
from game.board.table import Table
from game.board.tablemap import TableMap
from game.board.terrain import Kind, quoted
from game.board.tmx_mapping import NO_MAPPING, TerrainMapping
from game.rules.datafile import DataError
from game.rules.game import headline
from game.rules.ruleset import get_ruleset
from game.rules.saves import MAP_CHANGED, SAVE_SUFFIX, SaveError, load_save
from game.rules.scenario import SCENARIO_SUFFIXES, Scenario, load_scenario
from game.rules.terrain_sidecar import load_mapped_map
from game.words import counted, turn_words


def check_table_map(tmap: TableMap, base: float = BASE) -> Report:
    """The report on a loaded map."""
    return check_map(Table(tmap), base, objects_not_terrain(tmap))


@held_off()
def check_file(path: str | Path, terrain: TerrainMapping = NO_MAPPING) -> Report:
    """The report on a map (.tmx), read with ``terrain`` on top of its sidecar's mapping, or a scenario (.yaml)."""
    path = Path(path)
    suffix = path.suffix.lower()
    try:
        if suffix == ".tmx":
            return check_table_map(load_mapped_map(path, terrain))  # with its terrain sidecar, if it has one
        if suffix in SCENARIO_SUFFIXES:
            return check_scenario(load_scenario(path))
        if suffix == SAVE_SUFFIX:
            return check_save(path)
    except (MapError, DataError) as exc:
        report = Report(str(path))
        for problem in exc.problems:  # a scenario's, a map's every problem, each an error of its own
            report.error(str(problem))
        return report
    report = Report(str(path))
    report.error("only a map (.tmx), a scenario (.yaml) or a saved game (.json) can be checked")
    return report


def check_save(path: Path) -> Report:
    """Whether a saved game replays and where it stands, then its scenario's report (the copy the save keeps)."""
    try:
        game, _seats, map_changed = load_save(path)
    except SaveError as exc:
        report = Report(str(path))
        report.error(exc.reason)
        return report
    report = check_scenario(game.scenario)
    if map_changed:
        report.warn(MAP_CHANGED)
    report.title = f"{path}: a saved game of {report.title}"
    state = game.state
    where = turn_words(state.turn, state.round, game.turn_limit, game.ruleset.turn_word).lower()
    report.summary.insert(0, f"{counted(len(game.answers), 'decision')}; {where}; "
                             + (f"over: {headline(state, state.result)}" if state.result else "not over"))
    return report


def check_scenario(scenario: Scenario) -> Report:
    figures = scenario.figures()
    base = min((fig.base for _, fig in figures), default=BASE)
    table = Table(scenario.map)
    report = check_map(table, base, objects_not_terrain(scenario.map))
    report.title = f"{scenario.path}: {scenario.name} ({scenario.ruleset}), on {report.title}"
    report.summary.insert(0, f"{counted(len(scenario.sides), 'side')}, {counted(len(figures), 'figure')}, bases "
                          + ", ".join(f'{b:g}"' for b in sorted({fig.base for _, fig in figures})))
    found = regions(table, base, get_ruleset(scenario.ruleset).going().barred)
    region = {fig.id: found.region_at(fig.at) for _, fig in figures}
    for side, fig in figures:
        enemies = [other.id for other_side, other in figures if other_side.team != side.team]
        if enemies and region[fig.id] not in {region[e] for e in enemies}:
            crags = table.pieces_at(fig.at, (Kind.STEEP,))
            if crags:
                why = (f"it stands on the steep {quoted(crags[0].name)} ({crags[0].source}), whose cliff edge no "
                       "move crosses")
            elif region[fig.id] == found.main:
                why = "every enemy stands where no move reaches (walled in, or on a crag ringed by cliffs)"
            else:
                why = "terrain no base may enter (or a cliff) walls it in"
            report.warn(f"figure {fig.id!r} of side {side.id!r} at ({fig.at[0]:g}, {fig.at[1]:g}) cannot reach any "
                        f"enemy: {why}", fig.at)
    return report
