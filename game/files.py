"""Opening the files a player may name, whatever they turn out to be.

A path can lead to a named pipe (opening it waits for a writer that never comes) or to a device such as
``/dev/zero`` (reading it never ends, until memory runs out), and its size as ``stat`` tells it says nothing of
either. Every file the program reads from outside its own bundle is opened here: without waiting, and refused
unless it is a regular file; and read no further than the caller's limit.
"""

from __future__ import annotations

import errno
import os
import stat
from io import BufferedReader
from pathlib import Path

#: Opening without waiting: a named pipe with no writer would otherwise hold the program there (POSIX only;
#: elsewhere a pipe is no path to open by name).
_NO_WAIT = getattr(os, "O_NONBLOCK", 0)


class NotAFile(OSError):
    """The path leads to something other than a regular file: a device or a pipe, which may never end."""

    def __init__(self, path: Path) -> None:
        super().__init__(errno.EINVAL, "not a regular file (a device or a pipe, which may never end)", str(path))


class TooLarge(OSError):
    """The file holds more than the caller's limit (``limit`` bytes): ``size`` bytes, or more than it read."""

    def __init__(self, path: Path, limit: int, size: int) -> None:
        super().__init__(errno.EFBIG, f"larger than {limit:,} bytes", str(path))
        self.limit, self.size = limit, size


def open_regular(path: Path) -> BufferedReader:
    """``path`` opened for reading in binary, if it is a regular file; raises :class:`NotAFile`,
    ``IsADirectoryError``, or the ``OSError`` of opening it."""
    fd = os.open(path, os.O_RDONLY | _NO_WAIT | getattr(os, "O_BINARY", 0))
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, "a folder, not a file", str(path))
        if not stat.S_ISREG(mode):
            raise NotAFile(path)
    except OSError:
        os.close(fd)
        raise
    return os.fdopen(fd, "rb")


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them; raises :class:`TooLarge` past it, and
    whatever :func:`open_regular` raises."""
    with open_regular(path) as stream:
        size = os.fstat(stream.fileno()).st_size
        if size > limit:  # refused unread
            raise TooLarge(path, limit, size)
        data = stream.read(limit + 1)  # and a file that grows meanwhile read no further
    if len(data) > limit:
        raise TooLarge(path, limit, len(data))
    return data
