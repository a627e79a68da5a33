"""Manoeuvres (seed 001): the Daimonuss battle actions, fought as duels and small melees on the table.

The modules, from the data up: ``data`` (rules, weapons, fighters), ``record`` (what the game remembers),
``mods`` (named modifiers), ``fighters`` (a fighter's values now), ``measure`` (metres, contact, sight, the
charge), ``actions`` (the declarations and their preconditions), ``attack`` (one attack and its distribution),
``round`` (the flow), ``odds`` and ``ruleset`` (what the core calls). docs/rules/manoeuvres.md lists every seed
rule, where it is implemented and tested, and every decision.
"""

from game.rules.manoeuvres.ruleset import Manoeuvres

RULESET = Manoeuvres()
