"""Skirmish Table from a clone: ``python main.py --help`` lists what it does (the code is ``game/cli.py``)."""

from game.cli import main, run

__all__ = ["main", "run"]

if __name__ == "__main__":
    run()
