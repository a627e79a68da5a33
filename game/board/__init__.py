"""The table: geometry, terrain read from maps, bases, contact, line of fire, movement.

This layer knows inches, shapes and terrain kinds. It never imports pygame nor anything above it.
"""
