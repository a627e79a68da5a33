"""Gamebook (seed 003): heroes and monsters on the battle map (6×6, or a grid of your own), in chess-rank order,
with styles, criticals and experience.

The modules, from the data up: ``data`` (weapons, items, powers, profiles, the critical tables), ``record``
(what the battle remembers), ``squares`` (the grid, who stands where, start regions), ``reach`` (targets and
lines), ``combat`` (the result, damage, criticals), ``powers`` (skills, prayers, spells, items, summoning),
``actions`` (a piece's turn), ``battle`` (rounds, the end, experience), ``odds`` and ``ruleset`` (what the core
calls). docs/rules/gamebook.md explains every rule and decision.
"""

from game.rules.gamebook.ruleset import Gamebook

RULESET = Gamebook()
