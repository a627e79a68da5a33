"""``python -m game.bench fuzz [--cases N] [--formats yaml,tmx,save] [--seed S]``: hostile and damaged files
against the loaders, the headless runner and the window's open-file path.

Each case is a shipped file (a scenario, a map, a save of a short game) put through structure-aware mutations —
values replaced by hostile ones (400-digit numbers, NaN, deep nesting, huge strings, wrong types), keys and
elements removed, duplicated or added, then the text cut short, bytes flipped, alias bombs and entity
declarations slipped in — and fed to the program as a user would. Every case must end with exit 0, 1 or 2
(a clear error), never a traceback, within ``LIMIT_SECONDS`` of CPU time (the program's own work: on a shared
machine the time in all also counts the waits for a core) and ``LIMIT_MB`` of memory.

Cases run in a worker process (restarted after a crash or a case over the time limit), one at a time: each
case is made from ``(format, seed, index)`` alone, so a failure is reproduced with ``--only FORMAT:INDEX``.
The quick slice in ``tests/test_fuzz.py`` feeds the same mutators through hypothesis.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import select
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import yaml

from game import locations
from game.arguments import positive_int
from game.bench._memory import peak_mb, rss_mb
from game.rules.datafile import read_yaml
from game.words import ordinal

FORMATS = ("yaml", "tmx", "save")
LIMIT_SECONDS = 10.0
LIMIT_MB = 500.0
#: A worker whose memory has grown past this between cases (caches) is replaced, so a case starts below it.
RESTART_MB = 300.0

# --- hostile values ---------------------------------------------------------------------------------------------


def _deep(depth: int, kind: str) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value] if kind == "list" else {"a": value}
    return value


HOSTILE_VALUES: list[Any] = [
    10**400, -(10**30), 2**63, 2**53 + 1, 1e308, -1e308, 1e-300, float("inf"), float("-inf"), float("nan"), -1, 0,
    -3, 10**12, "", " ", "lots", "x" * 5000, "../../../../etc/passwd", "\x00", "é\u202e", "d1e30", None, True,
    False, [], {}, [1], ["a", "b"], {"a": 1}, [[1, 2]], [[10**400, 1]], _deep(60, "list"), _deep(60, "dict"),
    [0] * 2000, {"figure": {"a": 1}, "action": ["move"]}, "#zzzzzz", 3.5, -0.0,
    # text no font draws, or with nothing to draw: emoji, a lone variation selector or joiner, a flag, an accent
    "Sir ⚔️ Roland", "\ufe0f", "\u200d", "🧙🏽\u200d♂️", "🇵🇱", "\u0301", "👨\u200d👩\u200d👧 \U0010ffff",
]
HOSTILE_ATTRIBUTES = ["", "-1", "0", "1e309", "nan", "inf", "-inf", "99999999999", "4294967295", "abc", "3.5", "-0",
                      "1e-300", "1e9", "0x10", " 1", "１", "65536", "32768", "-99999999", "1,2", "true",
                      "100", "1000",  # a scale that makes a table of miles, a side at the most tiles
                      "x" * 300 + ".tsx",  # a file name too long for the file system, as a tileset's or image's
                      "Mill ⚔️", "\ufe0f", "&#10;", "\u200b"]  # a name no font draws, or nothing to draw
ALIAS_BOMB = "bomb:\n  a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"  {chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(8))
ENTITY_BOMB = ('<?xml version="1.0"?>\n<!DOCTYPE map [<!ENTITY a "aaaaaaaaaa">'
               + "".join(f'<!ENTITY {chr(98 + i)} "{("&" + chr(97 + i) + ";") * 10}">' for i in range(8)) + "]>\n")

# --- mutating data --------------------------------------------------------------------------------------------


def _places(data: Any, where: tuple = ()) -> list[tuple]:
    """Every place in nested lists and mappings, as a path of keys and indexes."""
    found = [where]
    if isinstance(data, dict):
        for key, value in data.items():
            found += _places(value, (*where, key))
    elif isinstance(data, list):
        for i, value in enumerate(data[:50]):
            found += _places(value, (*where, i))
    return found


def _hostile(rng: random.Random) -> Any:
    value = rng.choice(HOSTILE_VALUES)
    return json.loads(json.dumps(value)) if isinstance(value, list | dict) else value


def mutate_data(data: Any, rng: random.Random, count: int) -> Any:
    """``data`` with ``count`` structural mutations at random places: a value replaced, a key removed or added, an
    item duplicated, a value wrapped in a list or a mapping, a list emptied."""
    for _ in range(count):
        places = _places(data)
        where = rng.choice(places)
        if not where:
            data = _hostile(rng) if rng.random() < 0.1 else data
            continue
        parent = data
        for key in where[:-1]:
            parent = parent[key]
        key = where[-1]
        op = rng.randrange(7)
        if op <= 2:
            parent[key] = _hostile(rng)
        elif op == 3 and (isinstance(parent, dict) or len(parent) > 1):
            del parent[key]
        elif op == 4 and isinstance(parent, dict):
            parent[rng.choice(["extra", "<<", "id", "map", "seed", "script", "at"])] = _hostile(rng)
        elif op == 4 and isinstance(parent, list):
            parent.insert(key, json.loads(json.dumps(parent[key], allow_nan=True)))
        elif op == 5:
            parent[key] = [parent[key]] if rng.random() < 0.5 else {"value": parent[key]}
        else:
            sibling = rng.choice(places)
            value = data
            for part in sibling:
                value = value[part]
            if value is not data and not _inside(sibling, where):
                parent[key] = json.loads(json.dumps(value, allow_nan=True))
    return data


def nudge_data(data: Any, rng: random.Random, count: int) -> Any:
    """``data`` with ``count`` mild changes that often keep it valid, so that what follows loading (play, replay,
    drawing) is reached too: a number moved a little, a word swapped for another word of the same file."""
    places = [where for where in _places(data) if where]
    words = [value for value in _leaves(data) if isinstance(value, str) and len(value) < 40]
    for _ in range(count):
        where = rng.choice(places)
        parent = data
        for key in where[:-1]:
            parent = parent[key]
        value = parent[where[-1]]
        if isinstance(value, bool):
            parent[where[-1]] = not value
        elif isinstance(value, int | float):
            parent[where[-1]] = type(value)(value + rng.choice([-3, -1, 1, 2, 0.5]) * rng.random())
        elif isinstance(value, str) and words:
            parent[where[-1]] = rng.choice(words)
    return data


def _leaves(data: Any) -> list[Any]:
    if isinstance(data, dict):
        return [leaf for value in data.values() for leaf in _leaves(value)]
    if isinstance(data, list):
        return [leaf for value in data for leaf in _leaves(value)]
    return [data]


def _inside(a: tuple, b: tuple) -> bool:
    return b[:len(a)] == a


def mutate_text(text: str, rng: random.Random, extras: list[str]) -> str:
    """Damage at the level of the text: cut short, a few bytes changed, a line doubled, something slipped in."""
    op = rng.randrange(6)
    if op == 0 and text:
        return text[:rng.randrange(len(text))]
    if op == 1 and text:
        chars = list(text)
        for _ in range(rng.randint(1, 8)):
            chars[rng.randrange(len(chars))] = rng.choice("\x00\t\n :-[]{}&*!|>'\"#%@`,?\\é\ufffd")
        return "".join(chars)
    if op == 2:
        lines = text.split("\n")
        i = rng.randrange(len(lines))
        return "\n".join([*lines[:i], lines[i], *lines[i:]])
    if op == 3 and extras:
        return text + "\n" + rng.choice(extras)
    if op == 4 and extras:
        i = rng.randrange(len(text) + 1)
        return text[:i] + rng.choice(extras) + text[i:]
    return text


# --- the three kinds of input ---------------------------------------------------------------------------------


class Corpus:
    """The shipped files the cases start from, copied into a scratch folder (maps with their tilesets)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.maps = folder / "maps"
        shutil.copytree(locations.MAPS, self.maps)
        test_maps = locations.DATA_ROOT / "tests" / "data" / "maps"  # in a clone: the test suite's odd maps too
        if test_maps.is_dir():
            shutil.copytree(test_maps, self.maps / "test")
        self.scenarios = []
        for path in sorted(locations.SCENARIOS.rglob("*.yaml")):
            data = read_yaml(path).plain()
            data["map"] = str((path.parent / data["map"]).resolve())
            self.scenarios.append(data)
        self.tmx = sorted(self.maps.rglob("*.tmx"))
        self.saves = [self._save(locations.SCENARIOS / name, n)
                      for n, name in enumerate(("clix-duel.yaml", "arcane-glade.yaml", "trench-no-mans-land.yaml"))]

    def _save(self, scenario_path: Path, seed: int) -> dict[str, Any]:
        from game.ai.controller import ai_for
        from game.rules.game import Game
        from game.rules.saves import save_game
        from game.rules.scenario import load_scenario

        game = Game(load_scenario(scenario_path), seed=seed)
        ais = {side.id: ai_for(game, side.id) for side in game.state.sides}
        for _ in range(25):
            if game.pending is None:
                break
            game.answer(ais[game.pending.player].decide(game, game.pending))
        path = save_game(game, self.folder / f"base-{seed}.json")
        return json.loads(path.read_text(encoding="utf-8"))


def make_case(corpus: Corpus, fmt: str, rng: random.Random, out: Path) -> Path:
    """Write one mutated file of format ``fmt`` to the scratch folder; its path."""
    if fmt == "yaml":
        data = json.loads(json.dumps(rng.choice(corpus.scenarios)))
        if rng.random() < 0.05:  # an army of a hostile size, side by side (refused past the most a scenario holds)
            data = crowd(data, rng, rng.choice([60, 301, 4_000]))
        data = nudge_data(data, rng, rng.randint(1, 3)) if rng.random() < 0.4 else mutate_data(data, rng,
                                                                                                rng.randint(1, 4))
        text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=200)
        if rng.random() < 0.3:
            text = mutate_text(text, rng, [ALIAS_BOMB, "<<: {a: 1}", "x: !!python/object:os.system {}",
                                           "name: &n a\nother: *n"])
        path = out / "case.yaml"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
    elif fmt == "tmx":
        source = rng.choice(corpus.tmx)
        root = ET.parse(source).getroot()
        for _ in range(rng.randint(1, 4)):
            _mutate_element(root, rng)
        text = ET.tostring(root, encoding="unicode")
        if rng.random() < 0.2:
            text = mutate_text(text, rng, [ENTITY_BOMB + "<map/>", "<object id='1'/>", "&a;"])
        path = source.parent / "case.tmx"  # beside the original: its tilesets and templates resolve
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
    else:
        data = json.loads(json.dumps(rng.choice(corpus.saves)))
        lists = [i for i, answer in enumerate(data["answers"]) if isinstance(answer, list) and answer]
        if rng.random() < 0.4:
            data["scenario_text"] = mutate_text(data["scenario_text"], rng, [ALIAS_BOMB, "seed: " + "9" * 5000])
        elif lists and rng.random() < 0.1:  # a path (or pick) of a hostile length: refused before any rule reads it
            at = rng.choice(lists)
            data["answers"][at] = data["answers"][at][:1] * rng.choice([1_001, 20_000, 300_000])
        elif rng.random() < 0.5:
            data["answers"] = nudge_data(data["answers"], rng, rng.randint(1, 3)) if data["answers"] else []
        else:
            data = mutate_data(data, rng, rng.randint(1, 3))
        text = json.dumps(data, ensure_ascii=False)
        if rng.random() < 0.2:
            text = mutate_text(text, rng, ['{"a":' * 5000, "9" * 5000, "NaN", "-Infinity"])
        path = out / "case.json"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
    return path


def crowd(data: dict[str, Any], rng: random.Random, count: int) -> dict[str, Any]:
    """A side of the scenario ``data`` with ``count`` figures: copies of its first, each a step along from the one
    before (many overlap, some leave the table)."""
    sides = [side for side in data.get("sides", []) if isinstance(side, dict) and side.get("figures")]
    if not sides:
        return data
    side = rng.choice(sides)
    first = side["figures"][0]
    x, y = first.get("at", [1, 1]) if isinstance(first.get("at"), list) and len(first["at"]) == 2 else (1, 1)
    side["figures"] = [{**first, "id": f"crowd{n}", "at": [x + 1.6 * (n % 12), y + 1.6 * (n // 12) % 30]}
                       for n in range(count)]
    return data


def _mutate_element(root: ET.Element, rng: random.Random) -> None:
    elements = list(root.iter())
    element = rng.choice(elements)
    op = rng.randrange(6)
    if op <= 2 and element.attrib:
        element.set(rng.choice(list(element.attrib)), rng.choice(HOSTILE_ATTRIBUTES))
    elif op == 3:
        element.set(rng.choice(["id", "x", "y", "width", "height", "gid", "rotation", "firstgid", "source", "value"]),
                    rng.choice(HOSTILE_ATTRIBUTES))
    elif op == 4:
        parents = {child: parent for parent in root.iter() for child in parent}
        if element in parents:
            parent = parents[element]
            if rng.random() < 0.5:
                parent.remove(element)
            else:
                parent.append(ET.fromstring(ET.tostring(element)))
    elif element.text and element.text.strip():
        text = element.text.strip()
        element.text = text[:rng.randrange(len(text))] if rng.random() < 0.5 else text.replace(",", ",9999999,", 1)


# --- feeding a case to the program ----------------------------------------------------------------------------


def feed(fmt: str, path: Path, window: Any = None) -> int:
    """Give ``path`` to the program as a user would; the exit code (0, 1 or 2). A bug raises."""
    from game.headless import run
    from game.ui.opening import OpenError, open_path

    if fmt == "yaml":
        code = run(path, turns=1, out=io.StringIO(), err=io.StringIO())
        if code not in (0, 1, 2):
            raise AssertionError(f"exit code {code}")
    if window is not None:
        screen = window.open_file(path)  # an error is a dialog
        if screen is not None:
            window.show(screen)
            window.run_frames(2)
        window.dialogs.close_top()
        return 0 if screen is not None else 2
    if fmt == "yaml":
        return code
    try:
        open_path(path)
    except OpenError:
        return 2
    return 0


# --- the long run ---------------------------------------------------------------------------------------------


def worker() -> None:
    """Read ``FORMAT INDEX SEED WINDOW`` lines, run each case, answer with one JSON line each."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("SKIRMISH_TABLE_HOME", tempfile.mkdtemp(prefix="fuzz-home-"))
    scratch = Path(tempfile.mkdtemp(prefix="fuzz-"))
    corpus = Corpus(scratch)
    app = None
    for line in sys.stdin:
        fmt, index, seed, in_window = line.split()
        if in_window == "1" and app is None:
            from game.ui.app import App

            app = App(autosave=False)
        rng = random.Random(f"{fmt}:{seed}:{index}")
        rss_before = rss_mb()
        began, began_cpu = time.perf_counter(), time.process_time()
        result: dict[str, Any] = {}
        try:
            path = make_case(corpus, fmt, rng, scratch)
            result["size"] = path.stat().st_size
            result["code"] = feed(fmt, path, app if in_window == "1" else None)
        except Exception:  # any traceback is what the fuzzer looks for
            result["error"] = traceback.format_exc(limit=-4)
        result["seconds"] = time.perf_counter() - began
        result["cpu"] = time.process_time() - began_cpu
        result["peak_mb"] = peak_mb()
        result["grew_mb"] = result["peak_mb"] - rss_before
        result["rss_mb"] = rss_mb()
        print(json.dumps(result), flush=True)


class Worker:
    def __init__(self) -> None:
        self.process = subprocess.Popen([sys.executable, "-m", "game.bench.fuzz", "--worker"], text=True,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def run(self, fmt: str, index: int, seed: int, window: bool, timeout: float) -> dict[str, Any] | None:
        """The case's result, or None when it took longer than ``timeout`` or killed the worker."""
        assert self.process.stdin is not None and self.process.stdout is not None
        try:
            self.process.stdin.write(f"{fmt} {index} {seed} {int(window)}\n")
            self.process.stdin.flush()
        except BrokenPipeError:
            return None
        ready, _, _ = select.select([self.process.stdout], [], [], timeout)
        line = self.process.stdout.readline() if ready else ""
        return json.loads(line) if line else None

    def stop(self) -> None:
        self.process.kill()
        self.process.wait()


def _in_the_window(every: int) -> str:
    """"every 20th case also in the window", "every case …", "no case in the window" (``--window`` 0)."""
    if every <= 0:
        return "no case in the window"
    return f"every {ordinal(every) + ' ' if every > 1 else ''}case also in the window"


def _format(name: str) -> str:
    if name not in FORMATS:
        raise argparse.ArgumentTypeError(f"{name!r} is not a format (formats: {', '.join(FORMATS)})")
    return name


def formats(text: str) -> list[str]:
    """``--formats yaml,tmx``: known formats only, or the run would make no case of a misspelt one, silently."""
    return [_format(name) for name in text.split(",")]


def one_case(text: str) -> tuple[str, int]:
    """``--only FORMAT:INDEX``, the case a failure names."""
    fmt, _, index = text.partition(":")
    if not index.isdecimal():
        raise argparse.ArgumentTypeError(f"{text!r}: name a case as FORMAT:INDEX, e.g. yaml:12")
    return _format(fmt), int(index)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench fuzz")
    parser.add_argument("--cases", type=positive_int, default=1000, help="cases per format")
    parser.add_argument("--formats", type=formats, default=list(FORMATS))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--window", type=int, default=20, help="every Nth case is also opened in the window (0: none)")
    parser.add_argument("--only", type=one_case, help="FORMAT:INDEX, one case (to reproduce a failure)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        worker()
        return 0
    plan = [args.only] if args.only else [(f, i) for f in args.formats for i in range(args.cases)]
    failures: list[str] = []
    figures: dict[str, dict[str, float]] = {}
    worst: dict[str, int] = {}  # each format's slowest case
    worker_process = Worker()
    began = time.perf_counter()
    reported = 0
    for n, (fmt, index) in enumerate(plan):
        window = args.window > 0 and index % args.window == args.window - 1
        result = worker_process.run(fmt, index, args.seed, window, timeout=max(60.0, 3 * LIMIT_SECONDS))
        case = f"{fmt}:{index}"
        if result is None:
            failures.append(f"{case}: no answer in time, or the worker died (killed for memory?)")
            print(f"  FAILED {failures[-1]}", flush=True)
            reported = len(failures)
            worker_process.stop()
            worker_process = Worker()
            continue
        seen = figures.setdefault(fmt, {"cases": 0, "seconds": 0.0, "worst_s": 0.0, "worst_cpu": 0.0, "peak_mb": 0.0,
                                        **{f"exit {c}": 0 for c in (0, 1, 2)}})
        seen["cases"] += 1
        seen["seconds"] += result["seconds"]
        seen["worst_s"] = max(seen["worst_s"], result["seconds"])
        if result["cpu"] >= seen["worst_cpu"]:  # the slowest case, named so that --only replays it
            seen["worst_cpu"], worst[fmt] = result["cpu"], index
        seen["peak_mb"] = max(seen["peak_mb"], result["peak_mb"])
        if "error" in result:
            failures.append(f"{case}: traceback:\n{result['error']}")
        else:
            seen[f"exit {result['code']}"] += 1
        if result.get("size", 0) < 1024 * 1024 and result["cpu"] > LIMIT_SECONDS:
            failures.append(f"{case}: took {result['cpu']:.1f} s of CPU, {result['seconds']:.1f} s in all (limit "
                            f"{LIMIT_SECONDS:g} s)")
        seen["grew_mb"] = max(seen.get("grew_mb", 0.0), result["grew_mb"])
        if result["peak_mb"] > LIMIT_MB:
            failures.append(f"{case}: the worker's memory reached {result['peak_mb']:.0f} MB (limit {LIMIT_MB:g}), "
                            f"{result['grew_mb']:.0f} MB more than before the case")
        if result["peak_mb"] > LIMIT_MB or result["rss_mb"] > RESTART_MB:  # a fresh worker: caches start empty
            worker_process.stop()
            worker_process = Worker()
        for failure in failures[reported:]:
            print(f"  FAILED {failure}", flush=True)
        reported = len(failures)
        if (n + 1) % 500 == 0:
            print(f"  … {n + 1} of {len(plan)} cases, {len(failures)} failures, "
                  f"{(n + 1) / (time.perf_counter() - began):.1f} cases/s", flush=True)
    worker_process.stop()
    elapsed = time.perf_counter() - began
    print(f"fuzz: {len(plan)} cases in {elapsed:.0f} s ({len(plan) / elapsed:.1f} cases/s), seed {args.seed}, "
          f"{_in_the_window(args.window)}")
    for fmt, seen in figures.items():
        print(f"  {fmt:4}: {seen['cases']:.0f} cases, {seen['cases'] / max(seen['seconds'], 1e-9):.1f} cases/s of "
              f"work, exit 0/1/2: {seen['exit 0']:.0f}/{seen['exit 1']:.0f}/{seen['exit 2']:.0f}, worst "
              f"{seen['worst_cpu']:.2f} s of CPU (--only {fmt}:{worst[fmt]}; {seen['worst_s']:.2f} s in all), "
              f"worker peak RSS {seen['peak_mb']:.0f} MB (a case at most +{seen['grew_mb']:.0f} MB)")
    print(f"  failures: {len(failures)}")
    for failure in failures[:20]:
        print("  " + failure.replace("\n", "\n    "))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
