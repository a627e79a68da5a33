"""Clix profiles: each figure's dial and fixed values, read from ``assets/rulesets/clix/*.yaml`` and checked.

A file holds one faction: ``faction: Name`` and ``profiles: {id: {...}}``. A profile gives ``name``,
``points``, ``range`` (inches, 0 for close combat only), ``targets`` (how many a ranged attack may take),
optionally ``base`` (inches, default 1.5), ``front_arc`` (degrees, default 180) and ``abilities``, and its
``dial``: the clicks in order, each ``{speed, attack, defence, damage}``. A bad file is refused with its file,
line, key and reason before any game starts.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from game.rules.datafile import Node, read_groups
from game.rules.ruleset import ASSETS, ruleset_data

#: Abilities a profile may list: healing others in base contact, and healing itself by close-combat damage.
ABILITIES = ("heal", "vampirism")
PROFILE_KEYS = {"name", "points", "range", "targets", "base", "front_arc", "abilities", "dial"}
CLICK_KEYS = {"speed", "attack", "defence", "damage"}
MAX_CLICKS = 12


class Click(NamedTuple):
    """The four values a dial shows at one click."""

    speed: int
    attack: int
    defence: int
    damage: int


@dataclass(frozen=True)
class Profile:
    id: str
    name: str
    faction: str
    points: int
    range: float
    targets: int
    base: float
    front_arc: float
    abilities: tuple[str, ...]
    dial: tuple[Click, ...]


def load_profiles(folder: Path) -> dict[str, Profile]:
    """Every profile of every faction file in ``folder``; raises DataError on the first problem."""
    return read_groups(folder, "faction", "profiles", _profile,
                       "no clix profiles found (expected faction files *.yaml)")


bundled_profiles = ruleset_data(ASSETS / "clix", load_profiles)


def _profile(pid: str, faction: str, node: Node) -> Profile:
    node.mapping(PROFILE_KEYS, required={"name", "points", "range", "targets", "dial"})
    abilities = tuple(a.text(ABILITIES) for a in node["abilities"].sequence()) if node.has("abilities") else ()
    if len(set(abilities)) != len(abilities):
        node["abilities"].fail("an ability is listed twice")
    clicks = node["dial"].sequence(least=1)
    if len(clicks) > MAX_CLICKS:
        node["dial"].fail(f"a dial has at most {MAX_CLICKS} clicks, not {len(clicks)}")
    return Profile(
        id=pid,
        name=node["name"].text(),
        faction=faction,
        points=node["points"].integer(1, 10_000),
        range=node["range"].number(0, 48),
        targets=node["targets"].integer(1, 6),
        base=node["base"].number(0.5, 6) if node.has("base") else 1.5,
        front_arc=node["front_arc"].number(1, 360) if node.has("front_arc") else 180.0,
        abilities=abilities,
        dial=tuple(_click(c) for c in clicks),
    )


def _click(node: Node) -> Click:
    node.mapping(CLICK_KEYS, required=CLICK_KEYS)
    return Click(node["speed"].integer(0, 48), node["attack"].integer(0, 30), node["defence"].integer(0, 40),
                 node["damage"].integer(0, 10))
