"""The ``arcane`` ruleset (seed 000): energy, reactions, the arcane deck with bluffing, the combat deck, 2-4 players.
docs/rules/arcane.md lists every seed rule, where it is implemented and tested, and every decision."""

from game.rules.arcane.ruleset import Arcane

RULESET = Arcane()
