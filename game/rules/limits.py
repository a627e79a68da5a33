"""The limits a scenario file, a saved game and the command line share, so that what one accepts the others do."""

MAX_SEED = 2**63 - 1  # a seed any generator and a save's JSON keep exactly
MAX_TURNS = 10_000  # the most turns a game may be limited to
