"""The cyclic garbage collector held off while a map is read, built into a table or checked.

Reading a map at the loader's limits allocates hundreds of thousands of small objects (the XML tree, the pieces'
points, pymunk's shapes) that all live on, and the collector's full passes over them took a fifth of
``main.py --check`` (0.4 s of 2.1 on the bench's map of 10,000 pieces) while freeing nothing. The work is bounded
by the file's own limits, and what it leaves cyclic is collected as usual once it is done.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def held_off() -> Iterator[None]:
    """Within it (or a function it decorates) the collector does not run; it is left as it was found, so that
    nested uses keep it off until the outermost ends and a caller that disabled it keeps it disabled."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()
