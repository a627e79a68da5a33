"""docs/adding-a-ruleset.md stays true: every code name it quotes exists, every file it names is there, and its
excerpts are the toy ruleset's real code and drill."""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
GUIDE = (ROOT / "docs" / "adding-a-ruleset.md").read_text(encoding="utf-8")
FENCE = re.compile(r"^ *```(\w*)\n(.*?)^ *```", re.MULTILINE | re.DOTALL)
PROSE = FENCE.sub("", GUIDE)
SPANS = sorted(set(re.findall(r"`([^`\n]+)`", PROSE)))
#: Where a bare class name (``Ruleset.going``, ``Node.mapping``) is looked up.
CORE = ("ruleset", "datafile", "state", "decisions", "dice", "odds", "game")
#: The files the excerpts are taken from, by the fence's language.
SOURCES = {"python": ("tests/rules/toy.py", "tests/rules/conftest.py", "tests/rules/test_toy_ruleset.py"),
           "yaml": ("tests/data/scenarios/toy-drill.yaml",)}


def resolve(dotted: str) -> object:
    """The object a dotted name stands for: the longest importable module, then attributes."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for name in parts[cut:]:
            found = getattr(found, name)
        return found
    raise ModuleNotFoundError(dotted)


def declared(cls: type, name: str) -> bool:
    """Whether a class has ``name``, given a value or only declared (``id: ClassVar[str]``)."""
    return any(name in vars(c) or name in getattr(c, "__annotations__", {}) for c in cls.__mro__)


def core_class(name: str) -> type:
    modules: list[ModuleType] = [importlib.import_module(f"game.rules.{m}") for m in CORE]
    found = next((getattr(m, name) for m in modules if isinstance(getattr(m, name, None), type)), None)
    assert found is not None, f"{name} is no class of the core ({', '.join(CORE)})"
    return found


DOTTED = sorted({m.group(1) for s in SPANS if (m := re.match(r"((?:game|tests)(?:\.\w+){2,})", s))})
MEMBERS = sorted({s for s in SPANS if re.fullmatch(r"[A-Z]\w+\.\w+", s)})
PATHS = sorted({s for s in SPANS if re.fullmatch(r"(?:game|tests|assets|docs|scenarios)/[\w/.-]*", s)})


@pytest.mark.parametrize("name", DOTTED)
def test_a_quoted_module_path_resolves(name):
    resolve(name)


@pytest.mark.parametrize("name", MEMBERS)
def test_a_quoted_class_member_exists(name):
    cls_name, member = name.split(".")
    assert declared(core_class(cls_name), member), name


@pytest.mark.parametrize("path", PATHS)
def test_a_quoted_file_exists(path):
    assert (ROOT / path).exists(), path


def test_the_guide_quotes_names_at_all():
    assert len(DOTTED) > 20 and len(MEMBERS) > 20 and len(PATHS) > 5


@pytest.mark.parametrize("number", range(len(FENCE.findall(GUIDE))))
def test_an_excerpt_is_the_real_code(number):
    language, body = FENCE.findall(GUIDE)[number]
    if language not in SOURCES:
        return  # a layout sketch, not an excerpt
    source = "\n".join((ROOT / f).read_text(encoding="utf-8") for f in SOURCES[language])
    lines = {line.strip() for line in source.splitlines()}
    for line in body.splitlines():
        assert not line.strip() or line.strip() in lines, f"not in {', '.join(SOURCES[language])}: {line.strip()}"
