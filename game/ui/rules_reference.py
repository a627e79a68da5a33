"""The rules reference for players, per ruleset: how a turn goes, what each action does, what terrain does.

It is data: ``reference.md`` in the ruleset's assets folder, a small Markdown (``#`` headings, ``-`` items,
``**bold**``). A heading that starts with "Rule N" is that rule's section, which a refusal's rule number opens.
An item that defines a term ("**Defensywa** (defence): …", "**Move**: …") is that term's gloss, which an action's
button shows when pointed at, so that a player need not open the reference to learn what "Szarża" does.
A ruleset without the file says so; adding one is adding the file.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from game.rules.ruleset import Ruleset
from game.ui.style import printable

FILE = "reference.md"
RULE_HEADING = re.compile(r"^rule\s+(\d+[a-z]?)\b", re.IGNORECASE)
#: Rule numbers as the rulesets write them in their reasons: "(rule 9)", "(rules 12, 14c)", "(seed rule 2)",
#: "(seed rules 2 and 4)".
RULE_MENTION = re.compile(r"\((?:seed\s+)?rules?\s+([0-9a-z]+(?:\s*(?:,|and)\s*[0-9a-z]+)*)\)", re.IGNORECASE)
#: Where an item defines a term: its bold name, perhaps a gloss in brackets, then a colon ("**Szarża** (charge):").
DEFINITION = re.compile(r"\*\*([^*]+)\*\*(?:\s*\([^)]*\))?:")


@dataclass(frozen=True)
class Reference:
    title: str
    body: str  # the whole text, as pygame_gui HTML
    rules: dict[str, str]  # rule number -> that section, as HTML


def reference_path(ruleset: Ruleset) -> Path:
    return ruleset.assets / FILE


def load_reference(ruleset: Ruleset) -> Reference:
    """The ruleset's reference; a short note when it has none yet."""
    try:
        source = reference_path(ruleset).read_text(encoding="utf-8")
    except OSError:
        return Reference(f"{ruleset.title} — rules", html.escape(
            f"There is no players' reference for {ruleset.title} yet ({reference_path(ruleset)})."), {})
    title, parts = ruleset.title, []
    rules: dict[str, str] = {}
    current: str | None = None
    for block in _blocks(source):
        if block.startswith("# "):
            title = block[2:].strip()
            continue
        heading = re.match(r"^(#{2,6})\s+(.*)$", block)
        if heading:
            words = heading.group(2).strip()
            found = RULE_HEADING.match(words)
            current = found.group(1).lower() if found else None
            rendered = f"<font color='#f2b544'><b>{_inline(words)}</b></font><br>"
        elif block.startswith("- "):
            rendered = "".join(f"• {_inline(item)}<br>" for item in re.split(r"\n- ", block[2:]))
        else:
            rendered = f"{_inline(block)}<br>"
        parts.append(rendered)
        if current is not None:
            rules[current] = rules.get(current, "") + rendered
    return Reference(title, "<br>".join(parts), rules)


@cache
def glossary(path: Path) -> dict[str, str]:
    """The terms ``path``'s items define (folded to lower case) and each one's definition as pygame_gui HTML; an
    item may define several ("**Move**: … **Hold**: nothing."), each running to the next, or name several with no
    colon, each glossed by the whole item. Read once a run."""
    try:
        source = path.read_text(encoding="utf-8")
    except OSError:
        return {}
    terms: dict[str, str] = {}
    for block in _blocks(source):
        if not block.startswith("- "):
            continue
        for item in re.split(r"\n- ", block[2:]):
            found = list(DEFINITION.finditer(item))
            ends = [m.start() for m in found[1:]] + [len(item)] if found else []
            for this, end in zip(found, ends, strict=True):
                words = item[this.start():end].strip()
                terms.setdefault(this.group(1).strip().casefold(), _inline(printable(words)))
            if not found and item.startswith("**"):  # a list of terms, one gloss: "**Take out** an item, **Drop** …"
                for term in re.findall(r"\*\*([^*]+)\*\*", item):
                    terms.setdefault(term.strip().casefold(), _inline(printable(item)))
    return terms


def gloss(terms: dict[str, str], label: str) -> str | None:
    """The definition of the longest term a button's words begin with, after a figure's name ("Zhivko: Move"),
    whole words only ("Attack vs Grok" is an Attack, "Attacker" is not); None where no term begins them."""
    said = label.casefold()
    fits = [t for words in {said, said.split(": ", 1)[-1]} for t in terms
            if words.startswith(t) and (len(words) == len(t) or not words[len(t)].isalnum())]
    return terms[max(fits, key=len)] if fits else None


def mentioned_rules(words: str) -> list[str]:
    """The rule numbers a reason names, in order, each once."""
    found: list[str] = []
    for group in RULE_MENTION.findall(words):
        for number in re.split(r"\s*(?:,|\band\b)\s*", group):
            if number.lower() not in found:
                found.append(number.lower())
    return found


def rule_page(reference: Reference, number: str) -> str:
    """The HTML shown for rule ``number``: its section (or the nearest, 14 for 14c), then the whole reference."""
    section = reference.rules.get(number) or reference.rules.get(re.sub(r"[a-z]$", "", number))
    if section is None:
        return reference.body
    return f"{section}<br><font color='#929aa8'>— the whole reference —</font><br><br>{reference.body}"


def _blocks(source: str) -> list[str]:
    """Paragraphs, headings and lists, each joined onto one line per item."""
    blocks: list[str] = []
    for chunk in re.split(r"\n\s*\n", source.strip()):
        lines = [line.rstrip() for line in chunk.splitlines() if line.strip()]
        current: list[str] = []
        for line in lines:
            if line.startswith("#") or (line.startswith("- ") and current and not current[0].startswith("- ")):
                if current:
                    blocks.append(_join(current))
                current = [line]
                if line.startswith("#"):
                    blocks.append(line)
                    current = []
            else:
                current.append(line)
        if current:
            blocks.append(_join(current))
    return blocks


def _join(lines: list[str]) -> str:
    """Continuation lines joined with spaces; each list item stays on a line of its own."""
    out = lines[0]
    for line in lines[1:]:
        out += ("\n" + line) if line.startswith("- ") else (" " + line.strip())
    return out


def _inline(words: str) -> str:
    return re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", html.escape(words, quote=False))
