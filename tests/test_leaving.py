"""The process ends with its exit code even while work is left on daemon threads: the interpreter's shutdown once
stopped such a thread inside native code and aborted ("terminate called without an active exception", exit 134)."""

from __future__ import annotations

import os
import threading

import pytest

from game import cli, worker


def test_with_work_left_on_a_daemon_thread_the_process_ends_at_once_with_its_code(monkeypatch):
    started, release = threading.Event(), threading.Event()
    busy = threading.Thread(target=lambda: (started.set(), release.wait()), daemon=True)
    busy.start()
    started.wait()
    ended: list[int] = []

    def end(code: int) -> None:
        ended.append(code)
        raise SystemExit(code)

    monkeypatch.setattr(os, "_exit", end)
    try:
        with pytest.raises(SystemExit):
            worker.leave(3)
    finally:
        release.set()
    assert ended == [3]


def test_with_no_work_left_the_process_exits_the_usual_way(monkeypatch):
    monkeypatch.setattr(threading, "enumerate", lambda: [threading.main_thread()])
    monkeypatch.setattr(os, "_exit", lambda code: pytest.fail("no daemon thread was at work"))
    with pytest.raises(SystemExit) as leaving:
        worker.leave(2)
    assert leaving.value.code == 2


def test_ctrl_c_leaves_with_130(monkeypatch):
    def interrupted(argv=None):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "main", interrupted)
    monkeypatch.setattr(threading, "enumerate", lambda: [threading.main_thread()])
    with pytest.raises(SystemExit) as leaving:
        cli.run()
    assert leaving.value.code == 130


def test_a_test_session_waits_for_the_workers_still_at_work():
    """What ``pytest_sessionfinish`` relies on: ``finish_all`` returns once the workers are done, or at its time."""
    go = threading.Event()
    work = worker.Worker(go.wait, "test-work")
    worker.finish_all(0)
    assert not work.done.is_set()  # its time was up at once: the worker is left at work
    go.set()
    worker.finish_all(30)
    assert work.done.is_set()
