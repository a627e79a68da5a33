"""The limits a scenario file, a saved game and the command line share, so that what one accepts the others do."""

MAX_SEED = 2**63 - 1  # a seed any generator and a save's JSON keep exactly
MAX_TURNS = 10_000  # the most turns a game may be limited to
#: The most decisions of a saved game that are read (the window offers to play on from there): a long game has a few
#: thousand; 100,000 of trench replay in 18 s and 200 MB (a 64 MB save of 2.5 million would have taken minutes and
#: gigabytes).
MAX_ANSWERS = 100_000
#: The most figures a scenario may set on the table: a skirmish game has a few dozen, and the AI's time and memory
#: grow with their pairs (961 figures took 860 MB and six minutes for the AI's first turn).
MAX_FIGURES = 300
