"""Test set-up shared by every test: headless SDL before anything imports pygame."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from hypothesis import HealthCheck, settings

# No test may fail for being slow on a busy machine (no timing asserts): hypothesis's deadline and its too-slow
# health check are off. CI explores the same examples every run, so a red build can be reproduced; locally each
# run explores anew.
UNTIMED = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}
settings.register_profile("local", **UNTIMED)
settings.register_profile("ci", derandomize=True, print_blob=True, **UNTIMED)
settings.load_profile("ci" if os.environ.get("CI") else "local")
