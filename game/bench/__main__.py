"""``python -m game.bench NAME [args]``: run one benchmark (board, clix, ui, ...) and print its figures."""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path

from game.arguments import say_errors
from game.ui.opening import OpenError
from game.worker import leave


def main(argv: list[str]) -> int:
    names = sorted(m.name for m in pkgutil.iter_modules([str(Path(__file__).parent)]) if not m.name.startswith("_"))
    if not argv or argv[0] not in names:
        print(f"usage: python -m game.bench {{{','.join(names)}}} [options]", file=sys.stderr)
        return 2
    try:
        return importlib.import_module(f"game.bench.{argv[0]}").main(argv[1:]) or 0
    except OpenError as exc:  # a bad --map or --scenario: reported as main.py reports it
        say_errors(exc, sys.stderr)
        return 2


if __name__ == "__main__":
    leave(main(sys.argv[1:]))
