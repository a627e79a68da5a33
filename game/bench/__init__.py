"""Benchmarks (``python -m game.bench NAME``): they print figures, they are not tests."""
