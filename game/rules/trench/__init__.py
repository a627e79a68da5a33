"""Trench (seed 002): alternating activations, success rolls with ±DICE, injuries and morale.

The modules, from the dice up: ``roll`` (the success roll and its exact odds), ``profiles`` (warbands and
weapons), ``record`` (what the game remembers), ``measure`` (melee, sight, height), ``moves`` (paths),
``injuries``, ``modifiers``, ``odds``, ``attacks``, ``actions`` (an activation), ``morale``, ``turn`` (the flow)
and ``ruleset`` (what the core calls). docs/rules/trench.md explains every rule and decision.
"""

from game.rules.trench.ruleset import Trench

RULESET = Trench()
