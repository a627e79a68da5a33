"""Clix, the click-dial skirmish of seed 004 (the published game is WizKids' Mage Knight).

Modules: ``profiles`` (the dials in assets/rulesets/clix), ``dial`` (clicks, damage, healing, elimination),
``targets`` (who may be attacked or healed, with the rule that refuses the others), ``combat`` (rolls),
``odds`` (their exact distributions), ``moving`` (the move action), ``turns`` (the turn and its actions) and
``ruleset`` (what the core sees). docs/rules/clix.md maps every seed rule to its code and tests.
"""

from game.rules.clix.ruleset import Clix

RULESET = Clix()
