"""Everything pygame: draws the state and its events, turns clicks into answers."""
