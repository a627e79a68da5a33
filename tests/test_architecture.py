"""The layers import only downward: board < rules < ai < session < ui, and only the window touches pygame."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parents[1] / "game"

#: For each layer, the module prefixes it must never import.
FORBIDDEN = {
    "board": ("pygame", "pygame_gui", "game.rules", "game.ai", "game.ui", "game.headless", "game.session"),
    "rules": ("pygame", "pygame_gui", "game.ai", "game.ui", "game.headless", "game.session"),
    "ai": ("pygame", "pygame_gui", "game.ui", "game.headless", "game.session"),
    # a game being played, driven by the headless runner and the window alike: no drawing in it
    "session": ("pygame", "pygame_gui", "game.ui", "game.headless"),
    "headless": ("pygame", "pygame_gui", "game.ui"),
}


def imports(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
    return found


def modules(layer: str) -> list[Path]:
    """A layer's modules: a package's, or a single module's (``game/session.py``)."""
    single = GAME / f"{layer}.py"
    return [single] if single.exists() else sorted((GAME / layer).rglob("*.py"))


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layers_import_only_downward(layer):
    assert modules(layer), f"no modules found in game/{layer}"
    bad = [
        f"{path.relative_to(GAME.parent)}:{line} imports {name}"
        for path in modules(layer)
        for line, name in imports(path)
        if any(name == f or name.startswith(f + ".") for f in FORBIDDEN[layer])
    ]
    assert bad == []


def test_the_check_would_catch_a_forbidden_import(tmp_path):
    sample = tmp_path / "x.py"
    sample.write_text("import os\nfrom game.ui import app\nimport pygame.draw\n")
    names = [name for _, name in imports(sample)]
    assert names == ["os", "game.ui", "pygame.draw"]
