"""Figures' names as the players read them: figures that would share a name are numbered.

Five orc raiders of one profile were five "Orc Raider"s in the log ("Orc Raider attacks Elf Blademaster": which?),
on the board and on the buttons of a target's choice. As players number the bases of like miniatures, a name several
figures share gets a number each, in the scenario's order ("Orc Raider 1" … "Orc Raider 5"); a figure that comes
later (a summoned skeleton) takes the next number its name has.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable


def numbered(names: list[str]) -> list[str]:
    """``names`` with each that occurs more than once numbered from 1, in order, past any number a figure is already
    called by ("Orc Raider 2" named so in the scenario); the others as they are."""
    counts = Counter(names)
    taken = set(counts)
    last: Counter[str] = Counter()
    out = []
    for name in names:
        if counts[name] == 1:
            out.append(name)
            continue
        last[name] += 1
        while f"{name} {last[name]}" in taken:
            last[name] += 1
        out.append(f"{name} {last[name]}")
    return out


def next_name(name: str, taken: Iterable[str]) -> str:
    """The name for one more figure called ``name``: as it is while no figure has it, else with the next number."""
    pattern = re.compile(rf"{re.escape(name)}(?: (\d+))?")
    numbers = [int(m.group(1) or 1) for m in map(pattern.fullmatch, taken) if m]
    return f"{name} {max(numbers) + 1}" if numbers else name
