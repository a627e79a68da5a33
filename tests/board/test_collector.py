"""The collector held off while a map is read and checked, and left as it was found, errors or not."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest

from game.board.collector import held_off
from game.board.errors import MapError
from game.board.tmx import load_map
from game.rules.check import check_file

ROOT = Path(__file__).resolve().parents[2]


def test_it_is_off_within_and_back_on_after_nesting_and_errors():
    assert gc.isenabled()
    with held_off():
        assert not gc.isenabled()
        with held_off():
            assert not gc.isenabled()
        assert not gc.isenabled()  # the inner end leaves the outer's pause alone
    assert gc.isenabled()
    with pytest.raises(ValueError), held_off():
        raise ValueError
    assert gc.isenabled()


def test_a_caller_that_turned_it_off_keeps_it_off():
    gc.disable()
    try:
        with held_off():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_reading_and_checking_maps_leave_it_on(tmp_path):
    load_map(ROOT / "maps" / "skirmish.tmx")
    assert gc.isenabled()
    assert check_file(ROOT / "maps" / "battle.tmx").exit_code == 0 and gc.isenabled()
    broken = tmp_path / "broken.tmx"
    broken.write_text("<map", encoding="utf-8")
    with pytest.raises(MapError):
        load_map(broken)
    assert gc.isenabled()
    assert check_file(broken).exit_code == 2 and gc.isenabled()
