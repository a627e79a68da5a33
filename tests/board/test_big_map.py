"""The biggest map the loader takes (``python -m game.bench load`` times it): every object is read as it is
drawn, and the checker reports on it whole."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from game.bench._big_map import DEPLOYMENT_POINTS, PIECES, write_big_map
from game.board.table import Table
from game.board.tmx import load_map
from game.board.tmx_limits import MAX_OBJECTS
from game.rules.check import check_table_map


def test_the_biggest_map_loads_every_piece_and_is_checked(tmp_path: Path) -> None:
    written = write_big_map(tmp_path / "big.tmx")
    assert written == MAX_OBJECTS - DEPLOYMENT_POINTS
    tmap = load_map(tmp_path / "big.tmx")
    assert len(tmap.pieces) == written and len(tmap.deployment) == DEPLOYMENT_POINTS
    assert [piece.object_id for piece in tmap.pieces] == list(range(1, written + 1))
    assert Counter(piece.kind.value for piece in tmap.pieces) == Counter(
        PIECES[k % len(PIECES)][0] for k in range(written))
    assert sum(piece.is_thin for piece in tmap.pieces) == (tmp_path / "big.tmx").read_text().count("<polyline")
    table = Table(tmap)
    assert {shape.piece.id for shape in table.space.shapes if hasattr(shape, "piece")} == set(range(written))
    report = check_table_map(tmap)
    assert f"{written:,} terrain pieces, {DEPLOYMENT_POINTS} deployment points" in report.summary[0]
    assert report.unlisted  # thousands of narrow gaps: the first are listed, the rest counted
