"""Terrain mappings: how a map made for another game reads as terrain, and the conventions found in it.

Other games mark their walls in their own way: objects of class ``collision`` (Tuxemon), a tile property such
as ``collides``, an object layer named ``Walls``, or collision shapes drawn on tiles in the tileset. A
``TerrainMapping`` names the kind (or ``ignore``) for such conventions; the loader applies it where the map's
native terrain says nothing (a ``terrain`` property or a class naming a kind always wins). While loading, each
convention met is counted as a ``Convention`` with the choice the mapping made for it, so that the window can
show the ones no mapping covers yet and ask the user about them.

Names match without regard to case.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

from game.board.terrain import Kind

IGNORE: Literal["ignore"] = "ignore"
#: What a mapping says about a convention: a kind, or that it is not terrain.
Choice = Kind | Literal["ignore"]
#: Each choice as a mapping writes it (the sidecar, ``--terrain``).
CHOICES = (*(kind.value for kind in Kind), IGNORE)


class Category(StrEnum):
    """Where a convention lives in the map."""

    CLASS = "class"  # an object's or tile's class (``type`` before Tiled 1.9), or a tile collision shape's
    PROPERTY = "property"  # a custom property set to true on an object or tile
    LAYER = "layer"  # every object (or non-empty cell) of a layer with that name
    TILE_SHAPES = "tile-shapes"  # collision shapes drawn on tiles in the tileset, without a class of their own


#: How ``--terrain`` and the sidecar name the tile collision shapes (they have no name of their own).
TILE_SHAPES_KEY = Category.TILE_SHAPES.value


def option_name(category: Category, name: str) -> str:
    """How ``--terrain`` names a convention: "collision" (a class), "property:solid", "layer:Walls", "tile-shapes"."""
    if category is Category.TILE_SHAPES:
        return TILE_SHAPES_KEY
    bare = category is Category.CLASS and ":" not in name and name != TILE_SHAPES_KEY  # else it would read otherwise
    return name if bare else f"{category}:{name}"


@dataclass(frozen=True)
class TerrainMapping:
    """Choices by (category, name); the name of ``TILE_SHAPES`` is always ""."""

    choices: Mapping[tuple[Category, str], Choice] = field(default_factory=dict)
    _folded: dict[tuple[Category, str], Choice] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_folded", {(c, n.casefold()): v for (c, n), v in self.choices.items()})

    @property
    def option(self) -> str:
        """The ``--terrain`` text that gives these choices ("collision=blocking,layer:Water=water")."""
        return ",".join(f"{option_name(category, name)}={choice}" for (category, name), choice in self.choices.items())

    def choice(self, category: Category, name: str) -> Choice | None:
        """The mapping's choice, or None when it says nothing about this convention."""
        return self._folded.get((category, name.casefold()))

    def merged(self, other: TerrainMapping) -> TerrainMapping:
        """This mapping with ``other``'s choices on top (same names in another case are replaced)."""
        kept = {key: v for key, v in self.choices.items() if other.choice(*key) is None}
        return TerrainMapping({**kept, **other.choices})

    def key(self) -> tuple[tuple[str, str, str], ...]:
        """A hashable, ordered form (for caches)."""
        return tuple(sorted((c.value, n, str(v)) for (c, n), v in self.choices.items()))

    def __bool__(self) -> bool:
        return bool(self.choices)


NO_MAPPING = TerrainMapping()


@dataclass(frozen=True)
class Convention:
    """A class, true property, layer or kind of tile shape the map uses where it has no native terrain."""

    category: Category
    name: str
    objects: int  # objects (and collision shapes of tile objects) that carry it
    cells: int  # tile layer cells that show a tile carrying it
    choice: Choice | None  # what the mapping made of it; None: nothing yet

    @property
    def label(self) -> str:
        """"class collision", "property solid", "layer Walls", "tile collision shapes"."""
        return "tile collision shapes" if self.category is Category.TILE_SHAPES else f"{self.category} {self.name}"

    @property
    def option(self) -> str:
        """How ``--terrain`` names it: "collision" (a class), "property:solid", "layer:Walls", "tile-shapes"."""
        return option_name(self.category, self.name)

    @property
    def counts(self) -> str:
        """"73 objects", "12 cells", "3 objects, 40 cells"."""
        parts = [f"{n} {word if n == 1 else word + 's'}" for n, word in ((self.objects, "object"),
                                                                        (self.cells, "cell")) if n]
        return ", ".join(parts)


#: Words in a convention's name that suggest a kind, tried in order ("collision-line" is a line, not a block).
SUGGESTIONS: tuple[tuple[tuple[str, ...], Kind], ...] = (
    (("deep",), Kind.DEEP_WATER),
    (("water", "river", "lake", "sea", "pond"), Kind.WATER),
    (("line", "fence", "hedge", "rail"), Kind.OBSTACLE),
    (("tree", "bush", "forest", "wood", "shrub", "grass"), Kind.HINDERING),
    (("cliff", "chasm", "pit", "void", "lava", "hole"), Kind.IMPASSABLE),
    (("collision", "collide", "colide", "collid", "solid", "wall", "block", "obstacle", "obstruct"),
     Kind.BLOCKING),
)


def suggest(convention: Convention) -> Choice:
    """A first guess for the dialog: tile collision shapes and names like ``collision`` or ``solid`` block;
    ``water``, ``fence`` or ``tree`` suggest their kinds; anything else (events, NPCs...) is ignored."""
    if convention.category is Category.TILE_SHAPES:
        return Kind.BLOCKING
    return suggest_name(convention.name)


def suggest_name(name: str) -> Choice:
    """The kind a name suggests (see ``SUGGESTIONS``), else ignore."""
    folded = name.casefold()
    return next((kind for words, kind in SUGGESTIONS if any(word in folded for word in words)), IGNORE)


def is_true(value: object) -> bool:
    """A property that switches something on: a bool true, or the text "true" of an untyped property."""
    return value is True or (isinstance(value, str) and value.strip().casefold() == "true")


class ConventionCounter:
    """Looks up the mapping's choice for what an object or tile carries, counting what it meets."""

    def __init__(self, mapping: TerrainMapping) -> None:
        self.mapping = mapping
        self._objects: Counter[tuple[Category, str]] = Counter()
        self._cells: Counter[tuple[Category, str]] = Counter()
        self._names: dict[tuple[Category, str], str] = {}  # the first spelling met
        self.skipped: list[str] = []  # objects the mapping made terrain whose shape cannot be: where and why

    def choose(self, cls: str, properties: Mapping[str, object], *, layer: str = "", count_layer: bool = False,
               cells: int = 0, counts: bool = True) -> Choice | None:
        """The choice for something of class ``cls`` with ``properties`` in ``layer``: the class's, else the
        first true property's, else the layer's. What it carries is counted (as one object, or as ``cells``
        cells); the layer only when it carries nothing else and ``count_layer``; nothing when not ``counts`` (a
        point or a text: no mapping makes it terrain, so it is not a convention to map)."""
        keys = [(Category.CLASS, cls)] if cls else []
        keys += [(Category.PROPERTY, name) for name, value in properties.items() if is_true(value)]
        counted = keys or ([(Category.LAYER, layer)] if count_layer and layer else [])
        self.count(counted if counts else (), cells)
        if layer:
            keys.append((Category.LAYER, layer))
        return next((c for c in (self.mapping.choice(*key) for key in keys) if c is not None), None)

    def count(self, keys: Iterable[tuple[Category, str]], cells: int = 0) -> None:
        for category, name in keys:
            folded = (category, name.casefold())
            self._names.setdefault(folded, name)
            if cells:
                self._cells[folded] += cells
            else:
                self._objects[folded] += 1

    def conventions(self) -> tuple[Convention, ...]:
        """Everything met, most used first."""
        keys = sorted(self._names, key=lambda k: (-(self._objects[k] + self._cells[k]), k))
        return tuple(
            Convention(key[0], self._names[key], self._objects[key], self._cells[key],
                       self.mapping.choice(key[0], self._names[key]))
            for key in keys
        )
