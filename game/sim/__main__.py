"""``python -m game.sim SCENARIO ...``: see :mod:`game.sim.batch`."""

import sys

from game.sim.batch import run

if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
