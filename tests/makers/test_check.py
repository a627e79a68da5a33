"""The map and scenario checker: ``python main.py --check FILE`` and the report behind it."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from game import cli
from game.board.mapcheck import clear_under_bases, kind_line
from game.board.table import Table
from game.board.terrain import FORBIDDEN_TO_ENTER, Kind
from game.board.tmx import load_map
from game.rules.check import check_file
from tests.makers.tmxkit import point, rect, write_map

ROOT = Path(__file__).resolve().parents[2]


def test_a_clean_map_reports_its_pieces_by_kind_and_exits_0(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    path = write_map(tmp_path / "clean.tmx", [rect(1, "blocking", 4, 4, 2, 3), rect(2, "hindering", 10, 10, 4, 4),
                                              rect(3, "hindering", 16, 2, 2, 2)])
    assert cli.main(["--check", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Test table" in out and "3 terrain pieces" in out
    assert "hindering   2 pieces,       20.0 sq in" in out
    assert "blocking    1 piece,         6.0 sq in" in out
    assert out.rstrip().endswith("no problems found")


def test_a_long_count_keeps_its_column_apart_from_the_area() -> None:
    """"10000 pieces," filled its column, and the area ran into it: "hindering   10000 pieces,23765625.0 sq in"."""
    assert kind_line(Kind.HINDERING, [2.5, 17.5]) == (
        "hindering   2 pieces,       20.0 sq in (smallest 2.5, largest 17.5)")
    assert kind_line(Kind.HINDERING, [2376.6] * 10_000) == (
        "hindering   10,000 pieces, 23,766,000.0 sq in (smallest 2,376.6, largest 2,376.6)")


def test_elevated_pieces_overlapping_at_the_same_level_warn(tmp_path: Path) -> None:
    same = check_file(write_map(tmp_path / "same.tmx", [rect(1, "elevated", 2, 2, 8, 8),
                                                        rect(2, "elevated", 6, 6, 8, 8)]))
    assert same.exit_code == 1
    assert "overlap by 16.0 sq in at the same level 1" in same.warnings[0].text
    stacked = check_file(write_map(tmp_path / "stacked.tmx", [rect(1, "elevated", 2, 2, 8, 8),
                                                              rect(2, "elevated", 4, 4, 4, 4, elevation=2)]))
    assert stacked.exit_code == 0


@pytest.mark.parametrize(("gap", "warned"), [(1.0, True), (1.45, True), (1.6, False), (0.0, False)])
def test_gaps_narrower_than_a_base_between_blocking_pieces_warn(tmp_path: Path, gap: float, warned: bool) -> None:
    report = check_file(write_map(tmp_path / "gap.tmx", [rect(1, "blocking", 4, 4, 3, 12),
                                                         rect(2, "impassable", 7 + gap, 4, 3, 12)]))
    assert bool(report.warnings) is warned
    if warned:
        assert f'a gap of {gap:.2f}" between blocking' in report.warnings[0].text
        x, y = report.warnings[0].at
        assert x == pytest.approx(7 + gap / 2) and 4 <= y <= 16  # between the two facing sides


@pytest.mark.parametrize(("second", "warned"), [((8, 9, 0.8, 0.8), False), ((8, 4, 3, 12), True)])
def test_a_gap_a_base_steps_round_is_no_lane(tmp_path: Path, second: tuple[float, ...], warned: bool) -> None:
    """The battle map warned of an inch between a boulder and a crag, where a base goes round the boulder in a
    few inches more: only a gap whose way round is longer than a move (a row of houses, a river bank) is a
    lane no base can use."""
    report = check_file(write_map(tmp_path / "round.tmx", [rect(1, "blocking", 4, 4, 3, 12),
                                                           rect(2, "impassable", *second)]))
    assert [p.text.split(" (")[0] for p in report.warnings] == (
        ["a gap of 1.00\" between blocking “blocking 1”"] if warned else [])


def test_a_table_smaller_than_a_base_has_no_lanes(tmp_path: Path) -> None:
    """No base fits anywhere, so a gap between two pieces is no lane (the way round was looked for on an empty
    grid and failed)."""
    report = check_file(write_map(tmp_path / "tiny.tmx", [rect(1, "blocking", 0.1, 0.1, 0.3, 0.3),
                                                          rect(2, "blocking", 0.5, 0.1, 0.3, 0.3)], size=1))
    assert report.exit_code == 0


@pytest.mark.parametrize(("third", "warned"), [((6.5, 3.5, 2, 13), False), ((7, 20, 1, 1), True)])
def test_a_gap_a_third_piece_fills_is_no_lane(tmp_path: Path, third: tuple[float, ...], warned: bool) -> None:
    """The battle map's river, drawn as an object and as tiles, warned of a 0.98" gap between the object and the
    tollhouse where its tiles reach the house: a gap another such piece fills is closed. One away from it leaves
    it open."""
    report = check_file(write_map(tmp_path / "filled.tmx", [rect(1, "blocking", 4, 4, 3, 12),
                                                            rect(2, "deep_water", 8, 4, 3, 12),
                                                            rect(3, "impassable", *third)]))
    assert [p.text.split(" (")[0] for p in report.warnings] == (
        ["a gap of 1.00\" between blocking “blocking 1”"] if warned else [])


@pytest.mark.parametrize("path", sorted((ROOT / "maps").glob("*.tmx")), ids=lambda p: p.name)
def test_every_shipped_map_checks_clean(path: Path) -> None:
    """A maker runs the check on the shipped maps first: the battle's warned of 31 gaps no base could pass (village
    alleys an inch wide, houses an inch or so from the river, trees in a wood), the glade's of one."""
    report = check_file(path)
    assert [p.text for p in report.problems] == []
    assert report.exit_code == 0


def test_a_deployment_point_in_forbidden_terrain_is_an_error(tmp_path: Path) -> None:
    report = check_file(write_map(tmp_path / "dep.tmx", [rect(1, "blocking", 4, 4, 3, 3)],
                                  [point(2, 5, 5, "red"), point(3, 20, 20, "blue")]))
    assert report.exit_code == 2
    assert [p.level for p in report.problems] == ["error"]
    assert "deployment point 2 (“p2”, side red): a figure may not stand there" in report.errors[0].text


def test_a_walled_in_deployment_point_cannot_reach_the_table(tmp_path: Path) -> None:
    walls = [rect(1, "blocking", 2, 2, 8, 1), rect(2, "blocking", 2, 9, 8, 1), rect(3, "blocking", 2, 2, 1, 8),
             rect(4, "blocking", 9, 2, 1, 8)]
    report = check_file(write_map(tmp_path / "pen.tmx", walls, [point(5, 6, 6, "red"), point(6, 20, 20, "blue")]))
    assert report.exit_code == 1
    assert [p.text.split(" at ")[0] for p in report.warnings] == ["deployment point 5 (“p5”, side red)"]
    assert "cannot be reached from the rest of the table" in report.warnings[0].text


def test_a_point_on_a_cliff_ringed_plateau_cannot_reach_the_table(tmp_path: Path) -> None:
    report = check_file(write_map(tmp_path / "crag.tmx", [rect(1, "steep", 4, 4, 6, 6)],
                                  [point(2, 7, 7, "red"), point(3, 20, 20, "blue")]))
    assert "deployment point 2" in report.warnings[0].text


def test_a_map_of_many_cliff_ringed_plateaus_is_checked(tmp_path: Path) -> None:
    """70 steep pieces: more than the 63 that a bit each in a 64-bit number could tell apart."""
    crags = [rect(k + 1, "steep", 0.5 + (k % 10) * 2.6, 0.5 + (k // 10) * 2.6, 1, 1) for k in range(70)]
    report = check_file(write_map(tmp_path / "crags.tmx", crags, [point(71, 1, 1, "red"), point(72, 27, 27, "blue")],
                                  size=28))
    assert "70 terrain pieces" in report.summary[0]
    assert [p.text.split(" at ")[0] for p in report.warnings] == ["deployment point 71 (“p71”, side red)"]


def test_an_object_without_a_kind_on_the_terrain_layer_is_an_error(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture) -> None:
    path = write_map(tmp_path / "nokind.tmx", [rect(1, "blocking", 4, 4, 2, 2), rect(7, "tree", 9, 9, 2, 2)])
    assert cli.main(["--check", str(path)]) == 2
    assert "object 7 “tree 7” (class 'tree') in a terrain layer is not terrain" in capsys.readouterr().out


@pytest.mark.parametrize(("saved_by", "told"), [("1.8.2", True), ("1.7.2", True), ("1.10.2", False), ("", False)])
def test_objects_that_lost_their_class_in_an_old_tiled_say_so(tmp_path: Path, capsys: pytest.CaptureFixture,
                                                               saved_by: str, told: bool) -> None:
    """A map made in Tiled 1.10 and saved in Debian's Tiled 1.8.2 lost every piece's class: the error says why
    and the way out, where the map says it was saved by a Tiled before 1.9."""
    path = write_map(tmp_path / "old.tmx", [rect(1, "blocking", 4, 4, 2, 2).replace(' class="blocking"', "")])
    path.write_text(path.read_text().replace('<map version="1.10"', f'<map version="1.8" tiledversion="{saved_by}"'))
    assert cli.main(["--check", str(path)]) == 2
    out = capsys.readouterr().out
    assert "object 1 “blocking 1” (class '') in a terrain layer is not terrain" in out
    assert (f"the map was last saved by Tiled {saved_by}, which keeps no class when it saves: type the kind into "
            f"the object's Type, or give it a 'terrain' property" in out) == told


def test_a_scale_that_makes_bases_smaller_than_a_tile_warns(tmp_path: Path) -> None:
    report = check_file(write_map(tmp_path / "big.tmx", [rect(1, "hindering", 1, 1, 2, 2)], size=12,
                                  inches_per_tile=2.0))
    assert report.exit_code == 1
    assert 'a 1.5" base smaller than a tile (2" a tile)' in report.warnings[0].text


def test_tiles_that_are_not_square_warn(tmp_path: Path) -> None:
    """A 48 × 24 px tile is a 1" square on the table: the map looks squeezed beside Tiled's picture of it."""
    path = write_map(tmp_path / "wide.tmx", [rect(1, "hindering", 1, 1, 2, 2)], size=12)
    path.write_text(path.read_text(encoding="utf-8").replace('tilewidth="32" tileheight="32"',
                                                             'tilewidth="48" tileheight="24"'), encoding="utf-8")
    report = check_file(path)
    assert report.exit_code == 1
    assert any('the tiles are 48 × 24 px but each is 1" square on the table: the window draws the map narrower'
               in p.text for p in report.warnings)
    assert not any("the tiles are" in p.text for p in check_file(ROOT / "maps" / "battle.tmx").warnings)


def test_a_map_without_terrain_warns_and_counts_objects_of_other_layers(tmp_path: Path) -> None:
    path = tmp_path / "bare.tmx"
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" orientation="orthogonal" width="12" height="12" '
        'tilewidth="32" tileheight="32" infinite="0" nextlayerid="3" nextobjectid="3">'
        '<objectgroup id="1" name="terrain"/><objectgroup id="2" name="spawns">'
        '<object id="1" class="npc" x="32" y="32" width="32" height="32"/>'
        '<object id="2" class="npc" x="96" y="96" width="32" height="32"/></objectgroup></map>\n', encoding="utf-8")
    report = check_file(path)
    assert any("the map has no terrain" in p.text for p in report.warnings)
    assert "layer 'spawns': 2 objects whose class names no terrain kind" in report.summary


@pytest.mark.parametrize("name", ["maps/gamebook.tmx", "scenarios/gamebook-ambush.yaml",
                                  "scenarios/gamebook-siege.yaml"])
def test_a_grid_map_is_not_told_to_add_terrain_or_shrink_its_squares(name: str) -> None:
    """The gamebook's board: 2" squares, one piece to a square and no terrain, as its rules want. The check
    warned that it had no terrain and that its squares were bigger than a base ('set the map property
    inches_per_tile'), and exited 1 on the shipped map and scenarios."""
    report = check_file(ROOT / name)
    assert report.problems == [], [p.text for p in report.problems]
    assert report.exit_code == 0
    assert 'a grid of 6 × 6 squares of 2", exits: c1, d1' in report.summary  # its exits layer read, not "no kind"
    assert not [line for line in report.summary if "exits'" in line]


def test_a_grid_maps_check_lists_its_walls_and_warns_of_a_blocking_piece_that_walls_none(tmp_path: Path) -> None:
    """On a grid a piece steps from square to square: a gap between two pillars is no lane to warn of, but a barrel
    drawn off every square's centre walls nothing, which its map maker should know (a tile here is 1 square)."""
    path = write_map(tmp_path / "cellar.tmx", [rect(1, "blocking", 2, 2, 1, 1), rect(2, "blocking", 3.1, 2, 0.9, 1),
                                               rect(3, "blocking", 5.1, 5.1, 0.3, 0.3)], size=8)
    path.write_text(path.read_text(encoding="utf-8").replace(
        "<properties>", '<properties><property name="grid" type="bool" value="true"/>'), encoding="utf-8")
    report = check_file(path)
    assert 'a grid of 8 × 8 squares of 1", exits: none; walls: c3, d3' in report.summary
    assert [p.text.split(" (")[0] for p in report.warnings] == ["blocking terrain “blocking 3”"]
    assert "covers no square's centre, so it walls off no square" in report.warnings[0].text


#: Drills whose lesson is a figure on the Grey crag, ringed by cliffs: walled in on purpose.
ON_A_CRAG = {"drills/clix/rule16-steep-height.yaml", "drills/trench/height-plus-1-dice.yaml"}
SHIPPED = [p for p in sorted((ROOT / "scenarios").rglob("*.yaml"))
           if p.relative_to(ROOT / "scenarios").as_posix() not in ON_A_CRAG]


@pytest.mark.parametrize("path", SHIPPED, ids=[str(p.relative_to(ROOT / "scenarios")) for p in SHIPPED])
def test_no_shipped_figure_is_walled_in(path: Path) -> None:
    """The battle's third orc archer stood with its base over the cliff of the Hawk rocks, in a pocket no route
    leaves: it never reached the fight, and no battle could end by elimination. The check said so; now a test
    does. A clix drill's figures wading deep water were said walled in too: the check now reads the ruleset's
    going."""
    report = check_file(path)
    assert report.errors == []
    assert [p.text for p in report.warnings if p.text.startswith("figure ")] == []


def test_a_figure_that_cannot_reach_an_enemy_is_told_why() -> None:
    """Both sides of the height drill were said walled in by terrain: the one on the crag is, by its cliffs; the
    one below is free, its enemy is not."""
    report = check_file(ROOT / "scenarios/drills/clix/rule16-steep-height.yaml")
    why = {p.text.split("'")[1]: p.text.split("cannot reach any enemy: ")[1] for p in report.warnings
           if p.text.startswith("figure ")}
    assert why == {"raider": "it stands on the steep “Grey crag” (object 11 in layer 'terrain'), whose cliff edge "
                             "no move crosses",
                   "crossbow": "every enemy stands where no move reaches (walled in, or on a crag ringed by cliffs)"}


def test_a_scenario_is_checked_with_its_map_and_its_figures(tmp_path: Path) -> None:
    write_map(tmp_path / "pen.tmx", [rect(1, "blocking", 2, 2, 8, 1), rect(2, "blocking", 2, 9, 8, 1),
                                     rect(3, "blocking", 2, 2, 1, 8), rect(4, "blocking", 9, 2, 1, 8)])
    scenario = tmp_path / "pen.yaml"
    scenario.write_text(
        "name: Pen\nruleset: clix\nmap: pen.tmx\nsides:\n"
        "  - id: red\n    figures: [{id: guard, profile: guard_crossbow, at: [6, 6]}]\n"
        "  - id: blue\n    figures: [{id: orc, profile: orc_raider, at: [20, 20]}]\n", encoding="utf-8")
    report = check_file(scenario)
    assert report.title.startswith(f"{scenario}: Pen (clix), on ")
    assert report.summary[0].startswith("2 sides, 2 figures, bases ")
    assert [p.text.split(" at ")[0] for p in report.warnings] == ["figure 'guard' of side 'red'",
                                                                  "figure 'orc' of side 'blue'"]


def test_a_bad_scenario_and_a_file_of_another_kind_are_errors(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: Bad\nruleset: nope\n", encoding="utf-8")
    assert check_file(bad).exit_code == 2
    assert check_file(tmp_path / "notes.txt").errors[0].text.startswith("only a map (.tmx), a scenario (.yaml) or")
    assert check_file(tmp_path / "missing.tmx").exit_code == 2


def test_a_saved_game_is_checked_whether_it_replays_and_where_it_stands(tmp_path: Path,
                                                                         capsys: pytest.CaptureFixture) -> None:
    """``--check SAVE.json`` said only that maps and scenarios can be checked."""
    from game.rules.game import Game
    from game.rules.saves import save_game
    from game.rules.scenario import load_scenario

    game = Game(load_scenario(ROOT / "scenarios" / "clix-duel.yaml"), seed=3)
    for _ in range(3):
        game.answer({"action": "end_turn"})
    path = save_game(game, tmp_path / "duel.json")
    assert cli.main(["--check", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{path}: a saved game of ") and "Skirmish at Miller's Ford (clix)" in out
    assert "\n  3 decisions; turn 4 of 40 · round 2; not over\n" in out
    path.write_text(json.dumps(json.loads(path.read_text(encoding="utf-8")) | {"seed": -1}), encoding="utf-8")
    assert cli.main(["--check", str(path)]) == 2
    assert "error: damaged: the seed is not a whole number" in capsys.readouterr().out


def test_check_needs_a_file() -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.parse(["--check"])
    assert exit_info.value.code == 2


def test_a_pile_of_overlapping_hills_is_checked_within_bounds(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture) -> None:
    """A hostile map: hills piled on one spot make every pair overlap. Only ``MOST_PAIRS`` pairs are compared and
    only ``MOST_LISTED`` problems listed; the verdict still counts every warning found."""
    from game.board import mapcheck

    monkeypatch.setattr(mapcheck, "MOST_PAIRS", 300)
    monkeypatch.setattr(mapcheck, "MOST_LISTED", 50)
    compared = []
    real = mapcheck.overlap_area
    monkeypatch.setattr(mapcheck, "overlap_area", lambda a, b: compared.append(1) or real(a, b))
    path = write_map(tmp_path / "pile.tmx", [rect(n, "elevated", 2, 2, 8, 8) for n in range(1, 41)])  # 780 pairs
    assert cli.main(["--check", str(path)]) == 1
    assert len(compared) == 300
    report = check_file(path)
    assert len(report.problems) == 50 and report.unlisted["warning"] == 301 - 50
    assert "more than 300 pairs of raised pieces lie close together" in report.problems[0].text
    assert report.verdict() == "0 errors, 301 warnings (the first 50 listed, 251 more not)"
    assert capsys.readouterr().out.count("\nwarning: ") == 50


def test_the_verdict_writes_every_count_with_its_thousands_separated() -> None:
    """"2,509 errors (the first 200 listed, 2309 more not)": the unlisted count was the one number without."""
    from game.board.mapcheck import Problem, Report

    report = Report("crowd.yaml")
    report.problems = [Problem("error", f"figure {n} cannot stand there") for n in range(200)]
    report.unlisted["error"] = 2309
    assert report.verdict() == "2,509 errors, 0 warnings (the first 200 listed, 2,309 more not)"


def test_a_piece_wholly_off_the_table_warns_and_one_running_past_its_edge_does_not(tmp_path: Path) -> None:
    off = check_file(write_map(tmp_path / "off.tmx", [rect(1, "blocking", 40, 4, 2, 2)]))  # a 24" table
    assert off.exit_code == 1 and "lies off the table, wholly outside the map's" in off.warnings[0].text
    river = check_file(write_map(tmp_path / "river.tmx", [rect(1, "deep_water", -4, 10, 32, 3)]))
    assert river.exit_code == 0


def test_a_check_piped_to_a_reader_that_stops_reading_ends_without_a_traceback():
    """``python main.py --check MAP | head -4`` ended in "BrokenPipeError: [Errno 32] Broken pipe" and a traceback."""
    import os
    import subprocess
    import sys

    reader, writer = os.pipe()
    os.close(reader)  # the reader is gone before a line is written
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--check", str(ROOT / "maps" / "gamebook.tmx")],
                          stdout=writer, stderr=subprocess.PIPE, text=True, env=env, timeout=120, check=False)
    os.close(writer)
    assert done.returncode == 141 and "Traceback" not in done.stderr, done.stderr


def test_a_check_reads_another_games_map_with_the_terrain_option(tmp_path, capsys):
    """``--check --terrain layer:woods=hindering MAP`` ignored the option and reported no terrain."""
    path = tmp_path / "other.tmx"
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" orientation="orthogonal" '
        'renderorder="right-down" width="24" height="24" tilewidth="32" tileheight="32" infinite="0">'
        '<objectgroup id="1" name="woods"><object id="1" name="copse" x="64" y="64" width="128" height="96"/>'
        '</objectgroup><objectgroup id="2" name="npcs">'
        '<object id="2" name="miller" x="10" y="10" width="32" height="32"/></objectgroup></map>\n', encoding="utf-8")
    assert cli.main(["--check", str(path)]) == 1  # no terrain: a warning
    out = capsys.readouterr().out
    assert "0 terrain pieces" in out and "layer 'npcs': 1 object whose class names no terrain kind" in out
    # it told the map's maker to draw terrain, never that the program could read the map's own marks as terrain
    assert ("warning: the map has no terrain of its own, but it marks things in another game's way: layer npcs (1 "
            "object), layer woods (1 object); a terrain mapping reads them as terrain (docs/maps-from-other-games.md)"
            in out and "\nhint: check it read as terrain with --terrain layer:woods=hindering (each NAME=KIND" in out)
    assert cli.main(["--check", "--terrain", "layer:woods=hindering,layer:npcs=ignore", str(path)]) == 0
    out = capsys.readouterr().out
    assert "1 terrain piece" in out and "hindering   1 piece" in out and "npcs" not in out  # ignored, as asked


def test_a_check_offers_no_kind_where_no_name_says_one(tmp_path, capsys):
    """An island whose only marks are an exit and a resting place: the hint said to check it with
    ``--terrain exit=blocking``, an exit read as a wall."""
    path = tmp_path / "island.tmx"
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" orientation="orthogonal" '
        'renderorder="right-down" width="24" height="24" tilewidth="32" tileheight="32" infinite="0">'
        '<objectgroup id="1" name="Objects"><object id="1" class="exit" x="64" y="64" width="32" height="32"/>'
        '<object id="2" class="rest" x="128" y="64" width="32" height="32"/></objectgroup></map>\n',
        encoding="utf-8")
    assert cli.main(["--check", str(path)]) == 1
    out = capsys.readouterr().out
    assert "=blocking" not in out
    assert "\nhint: none of their names says what terrain it is: say it with --terrain exit=KIND (KIND: open, " \
           "hindering, blocking" in out


@pytest.mark.parametrize("name", ["battle", "skirmish", "trenches", "glade", "fen"])
@pytest.mark.parametrize("barred", [FORBIDDEN_TO_ENTER, FORBIDDEN_TO_ENTER - {Kind.DEEP_WATER}])
def test_where_a_base_fits_is_what_the_tables_space_says_at_every_spot(name, barred):
    """The check's spots are tested all at once against a tree of the barred pieces' parts: the same answer as the
    table's point query (nearer than the radius less CONTACT), spot by spot, near every wall, hedge and lake."""
    table = Table(load_map(ROOT / "maps" / f"{name}.tmx"))
    for base in (1.0, 1.5):
        r = base / 2
        xs = np.arange(r, table.map.width - r + 1e-9, 0.25)
        ys = np.arange(r, table.map.height - r + 1e-9, 0.25)
        x, y = (a.ravel() for a in np.meshgrid(xs, ys))
        fast = clear_under_bases(table.map, x, y, r, frozenset(barred))
        slow = [table.clear_under_base(float(px), float(py), r, barred) for px, py in zip(x, y, strict=True)]
        assert fast.tolist() == slow and not all(slow)


@pytest.mark.parametrize(("edit", "said"), [
    (("targets: [raider]", "targets: [raidr]"),
     "script[0].targets: 'raidr' is not one of the choices: did you mean 'raider'? (choices: raider = Orc Raider)"),
    (("random: {d6: [3, 4]}", "random: {d6: [3, 4, 5]}"), "1 forced result was never used once the script was played"),
    (("raider: {damage: 2,", "raider: {damage: 3,"), "drill.yaml: expect.figures.raider.damage: expected 3, found 2"),
    (("raider: {damage: 2,", "raidr: {damage: 2,"),
     "expect.figures: no figure 'raidr' in this scenario: did you mean 'raider'? (figures: crossbow, raider)"),
    (("figure: crossbow,", "figure: crosbow,"),
     "is not one of the choices: no choice has figure 'crosbow': did you mean 'crossbow'? (choices: Guard"),
])
def test_a_drills_script_is_played_by_the_check(tmp_path: Path, capsys: pytest.CaptureFixture,
                                                 edit: tuple[str, str], said: str) -> None:
    """A drill whose script does not fit its game passed ``--check`` ("no problems found") and failed only when
    played: the check now plays the script (not the game after it) and reports its misfits as errors."""
    source = ROOT / "scenarios" / "drills" / "clix" / "rule04-tie-hits.yaml"
    text = source.read_text(encoding="utf-8").replace("../../../maps", (ROOT / "maps").as_posix())
    assert cli.main(["--check", str(source)]) == 0
    assert edit[0] in text
    path = tmp_path / "drill.yaml"
    path.write_text(text.replace(edit[0], edit[1], 1), encoding="utf-8")
    capsys.readouterr()
    assert cli.main(["--check", str(path)]) == 2
    out = capsys.readouterr().out
    assert said in out and out.rstrip().endswith("1 error, 0 warnings")
