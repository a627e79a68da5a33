"""CI: the wheel's declared dependencies are exactly requirements.txt's (one list, for pip and for the wheel).

    python tools/check_wheel.py dist/skirmish_table-*.whl requirements.txt
"""

from __future__ import annotations

import argparse
import sys
import zipfile
from email.parser import Parser
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name


class BadFile(Exception):
    """A wheel or requirements file that cannot be read: its text names the file and why, for the error line."""


def wheel_requirements(wheel: Path) -> set[str]:
    try:
        with zipfile.ZipFile(wheel) as archive:
            names = [n for n in archive.namelist() if n.endswith(".dist-info/METADATA")]
            if not names:
                raise BadFile(f"{wheel}: not a wheel: no .dist-info/METADATA in it")
            metadata = Parser().parsestr(archive.read(names[0]).decode("utf-8"))
        return {_key(line) for line in metadata.get_all("Requires-Dist") or []}
    except (zipfile.BadZipFile, ValueError) as exc:  # not a zip; not UTF-8, or a requirement pip cannot read
        raise BadFile(f"{wheel}: not a wheel: {exc}") from None


def file_requirements(path: Path) -> set[str]:
    try:
        lines = (line.split("#")[0].strip() for line in path.read_text(encoding="utf-8").splitlines())
        return {_key(line) for line in lines if line}
    except ValueError as exc:  # not UTF-8, or a line that is not a requirement
        raise BadFile(f"{path}: not a requirements file: {exc}") from None


def _key(line: str) -> str:
    """A requirement as the index sees it: names compared canonically (``PyYAML`` is ``pyyaml``)."""
    requirement = Requirement(line)
    marker = f"; {requirement.marker}" if requirement.marker else ""
    return f"{canonicalize_name(requirement.name)}{requirement.specifier}{marker}"


def existing_file(text: str) -> Path:
    """A path argparse refuses with its usage line when there is no such file (a wheel not built, a typo)."""
    path = Path(text)
    if not path.is_file():
        raise argparse.ArgumentTypeError(f"{text}: {'not a file' if path.exists() else 'file not found'}")
    return path


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python tools/check_wheel.py", description=__doc__.splitlines()[0])
    parser.add_argument("wheel", type=existing_file, help="the built wheel (.whl)")
    parser.add_argument("requirements", type=existing_file, help="requirements.txt")
    args = parser.parse_args(argv)
    try:
        wheel, requirements = wheel_requirements(args.wheel), file_requirements(args.requirements)
    except BadFile as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if wheel != requirements:
        print(f"the wheel declares {sorted(wheel)}, {args.requirements} says {sorted(requirements)}", file=sys.stderr)
        return 1
    print(f"wheel dependencies match {args.requirements}: {len(wheel)} requirements")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
