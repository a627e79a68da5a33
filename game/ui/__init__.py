"""Everything pygame: draws the state and its events, turns clicks into answers."""

import os

# pygame prints a banner when imported; the command line (``--screenshot``) should print only its own lines.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
