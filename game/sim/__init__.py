"""Batch simulation: many AI-vs-AI games of one scenario, to tell whether it is balanced (``python -m game.sim``)."""
