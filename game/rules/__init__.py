"""The rules: the core (game state, decisions, randomness, events, scenarios) and one package per ruleset.

No pygame here: a game runs the same in the window, in a test and in the headless runner.
"""
