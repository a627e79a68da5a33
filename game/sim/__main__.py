"""``python -m game.sim SCENARIO ...``: see :mod:`game.sim.batch`."""

import sys

from game.sim.batch import run
from game.worker import leave

if __name__ == "__main__":
    leave(run(sys.argv[1:]))
