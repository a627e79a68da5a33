"""The process's memory, for the benchmarks that watch it (fuzz, soak)."""

from __future__ import annotations

import os
import resource
from pathlib import Path


def rss_mb() -> float:
    """Resident memory now, in MB (Linux /proc; elsewhere the peak so far, from getrusage)."""
    try:
        return int(Path("/proc/self/statm").read_text().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1024 / 1024
    except (OSError, ValueError, IndexError, AttributeError):
        return peak_mb()


def peak_mb() -> float:
    """The most resident memory the process has had, in MB."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
