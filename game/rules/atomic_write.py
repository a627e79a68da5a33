"""Writing a file whole or not at all: saves, the autosave, screenshots and event logs.

The data goes to a hidden temporary file beside the target, is flushed to the disk, and then replaces the
target in one step, so a crash, a kill or a full disk leaves the old file or the new one, never half of one;
a failure is raised (a full disk is an ``OSError``), never hidden. The previous version can be kept as
``<name>.bak``: a hard link to the old file, made without copying a byte (so it is as private as the file, and
needs no room on a full disk), falling back to an atomic copy where links are not possible. A symbolic link is
written through (its target is replaced, the link stays), a file replaced keeps its permissions, a new one is
private (0600: saves) unless it is made to be shared (a screenshot, a story, an event log: the permissions the
user's umask gives any new file, as an editor's would be), and a name that is not a regular file (a device such as
``/dev/full``, a pipe) is refused rather than replaced by a file.
"""

from __future__ import annotations

import contextlib
import errno
import glob
import os
import shutil
import stat
import tempfile
import time
from pathlib import Path

#: Temporary files older than this, left by a write that was killed, are removed by the next write.
STALE_SECONDS = 60.0


def write_atomically(path: Path, data: str | bytes, keep_backup: bool = False, shared: bool = False) -> None:
    """Replace ``path`` with ``data`` in one step (text is written as UTF-8); ``keep_backup`` keeps the file it
    replaces as ``<name>.bak``; ``shared``: a new file is made as the umask makes any (a picture to hand round),
    not private."""
    path = Path(os.path.realpath(path))  # through a symbolic link, to the file it names
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except FileExistsError:  # its folder is a file (a user folder set to one): "File exists" said nothing
        raise NotADirectoryError(errno.ENOTDIR, f"{path.parent} is a file, not a folder", str(path)) from None
    try:
        old = os.stat(path).st_mode
    except FileNotFoundError:
        old = None
    if old is not None and not stat.S_ISREG(old):
        raise OSError(errno.EINVAL, "not a regular file (a folder, a device or a pipe): give a file's name", str(path))
    _remove_stale(path)
    try:
        tmp = _temporary(path, data.encode("utf-8") if isinstance(data, str) else data)
    except FileNotFoundError:  # the folder is there (made above) and takes no new file: /proc said "No such file"
        raise OSError(errno.ENOENT, f"{path.parent} takes no new files", str(path)) from None
    try:
        if old is not None:
            os.chmod(tmp, stat.S_IMODE(old))  # the file keeps its permissions (a new one is private: 0600)
        elif shared:
            os.chmod(tmp, 0o666 & ~_umask())
        if keep_backup and path.exists():
            _backup(path)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _sync_folder(path.parent)


def _umask() -> int:
    """The process's umask (read by setting it, so set back at once)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def _temporary(path: Path, data: bytes) -> str:
    """A hidden file beside ``path`` holding ``data``, flushed to the disk (made 0600 by mkstemp)."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return tmp


def _backup(path: Path) -> None:
    """``path`` kept as ``<name>.bak``, replaced in one step: a hard link to it, else a copy."""
    bak = backup_path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{bak.name}.", suffix=".tmp", dir=path.parent)
    os.close(fd)
    try:
        os.unlink(tmp)
        try:
            os.link(path, tmp)
        except OSError:  # a file system without hard links: copy (the mode too: a save stays private)
            shutil.copyfile(path, tmp)
            shutil.copymode(path, tmp)
            with open(tmp, "rb") as copied:
                os.fsync(copied.fileno())
        os.replace(tmp, bak)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _remove_stale(path: Path) -> None:
    """Remove the temporary files that killed writes of ``path`` (or its backup) left behind."""
    now = time.time()
    name = glob.escape(path.name)
    for pattern in (f".{name}.*.tmp", f".{name}.bak.*.tmp"):
        for left in path.parent.glob(pattern):
            with contextlib.suppress(OSError):
                if now - left.stat().st_mtime > STALE_SECONDS:
                    left.unlink()


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (where the system allows opening a folder)."""
    with contextlib.suppress(OSError, AttributeError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
