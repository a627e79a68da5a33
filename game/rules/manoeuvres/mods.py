"""Named modifiers: every number an attack uses is a base plus named steps, shown as "Atak 12: base 9, Kontra +4"."""

from __future__ import annotations

from dataclasses import dataclass

from game.words import number, signed


@dataclass(frozen=True)
class Mod:
    name: str
    value: int

    def text(self) -> str:
        return f"{self.name} {signed(self.value)}"


@dataclass(frozen=True)
class Sum:
    """A value: its base (named) and its modifiers; ``total`` adds them up."""

    label: str
    base: int
    base_name: str = "base"
    mods: tuple[Mod, ...] = ()

    @property
    def total(self) -> int:
        return self.base + sum(m.value for m in self.mods)

    def plus(self, name: str, value: int) -> Sum:
        return self if value == 0 else Sum(self.label, self.base, self.base_name, (*self.mods, Mod(name, value)))

    def text(self) -> str:
        if not self.mods:
            return f"{self.label} {number(self.total)}"
        parts = [f"{self.base_name} {number(self.base)}"] + [m.text() for m in self.mods]
        return f"{self.label} {number(self.total)}: {', '.join(parts)}"

    def as_json(self) -> dict[str, object]:
        return {"total": self.total, "base": self.base, "mods": {m.name: m.value for m in self.mods}}
