"""``python -m game`` is ``python main.py``."""

from game.cli import run

run()
