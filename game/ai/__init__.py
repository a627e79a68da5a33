"""Controllers that answer a side's decisions without a human."""
