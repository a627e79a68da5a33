"""The quick slice of the fuzzing suite (the long run: ``python -m game.bench fuzz --cases 10000``): shipped
scenarios, maps and saves, mutated with structure-aware mutators, fed to the headless runner, the loaders and
the window's open-file path. Each must end in exit 0, 1 or 2 — never a traceback."""

from __future__ import annotations

import io
import random

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.bench.fuzz import Corpus, crowd, feed, make_case
from game.headless import run
from game.rules.limits import MAX_FIGURES

QUICK = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    return Corpus(tmp_path_factory.mktemp("fuzz"))


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("SKIRMISH_TABLE_HOME", str(tmp_path / "home"))


@pytest.mark.parametrize("fmt", ["yaml", "tmx", "save"])
@QUICK
@given(seed=st.integers(0, 2**32))
def test_mutated_files_end_in_a_clear_answer(corpus, fmt, seed):
    path = make_case(corpus, fmt, random.Random(seed), corpus.folder)
    assert feed(fmt, path) in (0, 1, 2)


@pytest.fixture(scope="module")
def window():
    from game.ui.app import App

    app = App(autosave=False)
    yield app
    app.close()


@pytest.mark.parametrize("fmt", ["yaml", "tmx", "save"])
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**32))
def test_mutated_files_open_in_the_window_or_give_a_dialog(corpus, window, fmt, seed):
    path = make_case(corpus, fmt, random.Random(seed), corpus.folder)
    assert feed(fmt, path, window) in (0, 2)
    assert window.dialogs.open_titles() == []


def test_the_mutators_make_varied_cases(corpus):
    """Enough of the cases load for play, replay and drawing to be reached, and enough are refused."""
    codes = [feed("save", make_case(corpus, "save", random.Random(n), corpus.folder)) for n in range(40)]
    assert codes.count(0) >= 4 and codes.count(2) >= 4


def test_a_crowd_past_the_most_a_scenario_holds_is_refused_at_once(corpus, tmp_path):
    """The crowd mutator's army of 4,000: refused with the limit's words, the places of the figures past it left
    unchecked (they said 3,977 lines)."""
    data = crowd(next(s for s in corpus.scenarios if s["ruleset"] == "clix"), random.Random(1), 4_000)
    path = tmp_path / "crowd.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    err = io.StringIO()
    assert run(path, turns=1, out=io.StringIO(), err=err) == 2
    said = err.getvalue()
    assert f"a scenario holds at most {MAX_FIGURES} figures, not 4,0" in said
    assert "crowd301'" not in said and len(said.splitlines()) <= MAX_FIGURES + 1
