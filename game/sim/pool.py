"""Jobs done in a pool of processes (the simulator's games, the AI ladder's): each job's result depends only on
the job, so a caller that puts the results back in the jobs' order gets the same whatever the number of processes.
"""

from __future__ import annotations

import multiprocessing
import signal
from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

Job = TypeVar("Job")
Result = TypeVar("Result")


def in_processes(work: Callable[[Job], Result], jobs: Iterable[Job], processes: int) -> Iterator[Result]:
    """``work(job)`` for each job, as they finish, in ``processes`` worker processes (``work`` and the jobs must
    pickle; a worker loads what it needs in its first job, where an error reaches the parent, not in an initialiser,
    where the pool would start one worker after another). The workers leave Ctrl+C to the parent; an interruption
    or an error ends the jobs still running. They are spawned, not forked: a fork of a process with threads running
    (the window's AI thread, a test run's) can copy a lock held by one of them, and the pool then hangs for good."""
    with multiprocessing.get_context("spawn").Pool(processes, _ignore_ctrl_c) as pool:
        try:
            yield from pool.imap_unordered(work, jobs)
        finally:
            pool.terminate()


def _ignore_ctrl_c() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
