"""Work done once on a daemon worker thread, so that the window goes on drawing meanwhile: an AI's decision, a
version of a map being read, a file being opened. The drawing loop looks at ``done`` each frame and then takes the
result (:meth:`Worker.take` raises what went wrong there, where it can be reported). Quitting never waits for it.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import time
import weakref
from collections.abc import Callable
from typing import Generic, NoReturn, TypeVar

Result = TypeVar("Result")

#: Frames the drawing loop waits for a worker before the window says it is busy (a quarter second at 60 fps).
SLOW = 15
_STARTED: weakref.WeakSet[threading.Thread] = weakref.WeakSet()  # the workers' threads, forgotten once gone


def finish_all(timeout: float) -> None:
    """Wait, ``timeout`` seconds at most in all, for the workers still at work. An interpreter that ends under one
    stops it where it stands, and one stopped inside native code (numpy's, GEOS's) aborts the process
    ("terminate called without an active exception"): a test session waits for its AIs first. (The program itself
    ends at once instead: :func:`leave`.)"""
    end = time.monotonic() + timeout
    for thread in list(_STARTED):
        thread.join(max(0.0, end - time.monotonic()))


class Worker(Generic[Result]):
    """``work()`` run on its own daemon thread, started at once."""

    def __init__(self, work: Callable[[], Result], name: str) -> None:
        self.result: Result | None = None
        self.error: BaseException | None = None
        self.done = threading.Event()
        self.frames = 0  # frames the drawing loop has waited for it (a slow one is announced)
        thread = threading.Thread(target=self._run, args=(work,), name=name, daemon=True)
        _STARTED.add(thread)
        thread.start()

    def _run(self, work: Callable[[], Result]) -> None:
        try:
            self.result = work()
        except BaseException as exc:  # handed to the drawing loop by take()
            self.error = exc
        finally:
            self.done.set()

    def ready(self) -> bool:
        """Whether the work is done; each call before then counts a frame waited."""
        if self.done.is_set():
            return True
        self.frames += 1
        return False

    @property
    def slow(self) -> bool:
        """Whether it has just been waited for :data:`SLOW` frames (the window says so, once)."""
        return self.frames == SLOW

    def take(self) -> Result:
        """The result of the work, done (raising what it raised)."""
        self.done.wait()
        if self.error is not None:
            raise self.error
        return self.result  # type: ignore[return-value]  # set, since work() returned


def leave(code: int) -> NoReturn:
    """Exit with ``code``, at once where work is left on daemon threads (an AI thinking, the launcher reading
    scenarios ahead): the interpreter's shutdown stops such a thread where it stands, and one stopped inside
    native code (numpy's, GEOS's) aborted the process ("terminate called without an active exception", exit 134)
    as the window closed. Nothing is lost: every save is written, atomically, before the window closes."""
    if any(thread.daemon and thread.is_alive() for thread in threading.enumerate()):
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(OSError, ValueError):  # a closed or broken stream: what it held goes nowhere
                stream.flush()
        os._exit(code)
    sys.exit(code)
