"""The window's screens: launcher, play, terrain inspection, hand-over and game over.

Each screen is a state in the manner of python-tcod's input handlers: it handles an event or a frame and
returns the screen to show next, or None to stay.
"""
