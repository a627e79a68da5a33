"""CI: the wheel's declared dependencies are exactly requirements.txt's (one list, for pip and for the wheel).

    python tools/check_wheel.py dist/skirmish_table-*.whl requirements.txt
"""

from __future__ import annotations

import sys
import zipfile
from email.parser import Parser
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name


def wheel_requirements(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        metadata = Parser().parsestr(archive.read(name).decode("utf-8"))
    return {_key(line) for line in metadata.get_all("Requires-Dist") or []}


def file_requirements(path: Path) -> set[str]:
    lines = (line.split("#")[0].strip() for line in path.read_text(encoding="utf-8").splitlines())
    return {_key(line) for line in lines if line}


def _key(line: str) -> str:
    """A requirement as the index sees it: names compared canonically (``PyYAML`` is ``pyyaml``)."""
    requirement = Requirement(line)
    marker = f"; {requirement.marker}" if requirement.marker else ""
    return f"{canonicalize_name(requirement.name)}{requirement.specifier}{marker}"


def main(argv: list[str]) -> int:
    wheel, requirements = wheel_requirements(Path(argv[0])), file_requirements(Path(argv[1]))
    if wheel != requirements:
        print(f"the wheel declares {sorted(wheel)}, {argv[1]} says {sorted(requirements)}", file=sys.stderr)
        return 1
    print(f"wheel dependencies match {argv[1]}: {len(wheel)} requirements")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
