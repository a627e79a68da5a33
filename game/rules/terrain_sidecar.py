"""A map's terrain mapping, kept in a sidecar file next to it (``MAP.terrain.yaml``) or named on the command line.

The sidecar says how a map made for another game reads as terrain (see ``game.board.tmx_mapping``)::

    classes:            # an object's or tile's class (or type): a kind, or ignore
      collision: blocking
      event: ignore
    properties:         # a custom property set to true
      solid: blocking
    layers:             # every object (or non-empty cell) of the layer
      Water: deep_water
    tile-shapes: blocking   # collision shapes drawn on tiles, where nothing else names their kind

It is checked like every data file (file, line, place and reason). The command line's
``--terrain collision=blocking,layer:Water=deep_water,property:solid=blocking,tile-shapes=blocking`` is the
same mapping in one line; it comes on top of the sidecar.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import yaml

from game.board.tablemap import TableMap
from game.board.terrain import Kind
from game.board.tmx_mapping import CHOICES, IGNORE, NO_MAPPING, TILE_SHAPES_KEY, Category, Choice, TerrainMapping
from game.rules.datafile import Node, read_yaml
from game.words import did_you_mean

SUFFIX = ".terrain.yaml"
#: The sidecar's sections, by category (tile shapes are a single choice, not a section of names).
SECTIONS = {"classes": Category.CLASS, "properties": Category.PROPERTY, "layers": Category.LAYER}
HEADER = (
    "# How {map}, a map made for another game, reads as terrain: each class, true property and layer named\n"
    "# here is a terrain kind or 'ignore' ({choices}).\n"
    "# Written by Skirmish Table's terrain mapping dialog; edit freely. See docs/maps-from-other-games.md.\n"
)


def sidecar_path(map_path: Path) -> Path:
    """``maps/cave.tmx`` → ``maps/cave.terrain.yaml``."""
    return map_path.with_name(map_path.stem + SUFFIX)


def _choice(node: Node) -> Choice:
    text = node.text(CHOICES)
    return IGNORE if text == IGNORE else Kind(text)


def read_sidecar(map_path: Path) -> TerrainMapping:
    """The mapping in the map's sidecar; none when there is no sidecar. Raises ``DataError``."""
    path = sidecar_path(map_path)
    try:
        if not path.is_file():
            return NO_MAPPING
    except OSError:  # a map whose name is near the file system's longest: no room for a sidecar's beside it
        return NO_MAPPING
    root = read_yaml(path)
    if root.value is None:  # an empty file
        return NO_MAPPING
    root.mapping({*SECTIONS, TILE_SHAPES_KEY})
    choices: dict[tuple[Category, str], Choice] = {}
    for section, category in SECTIONS.items():
        node = root.get(section)
        for name, item in node.items() if node is not None else ():
            choices[category, name] = _choice(item)
    shapes = root.get(TILE_SHAPES_KEY)
    if shapes is not None:
        choices[Category.TILE_SHAPES, ""] = _choice(shapes)
    return TerrainMapping(choices)


def write_sidecar(map_path: Path, mapping: TerrainMapping) -> Path:
    """Write ``mapping`` as the map's sidecar (replacing it); raises ``OSError`` when it cannot be written."""
    data: dict[str, object] = {}
    for section, category in SECTIONS.items():
        names = {name: str(choice) for (c, name), choice in sorted(mapping.choices.items()) if c is category}
        if names:
            data[section] = names
    shapes = mapping.choice(Category.TILE_SHAPES, "")
    if shapes is not None:
        data[TILE_SHAPES_KEY] = str(shapes)
    path = sidecar_path(map_path)
    body = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, default_flow_style=False)
    path.write_text(HEADER.format(map=map_path.name, choices=", ".join(CHOICES)) + body, encoding="utf-8")
    return path


def save_choices(map_path: Path, choices: Mapping[tuple[Category, str], Choice]) -> Path:
    """Add ``choices`` to the map's sidecar (made if missing); its other choices stay. Raises ``DataError``
    when the sidecar there cannot be read, ``OSError`` when it cannot be written."""
    return write_sidecar(map_path, read_sidecar(map_path).merged(TerrainMapping(dict(choices))))


def parse_terrain_option(text: str) -> TerrainMapping:
    """``collision=blocking,event=ignore,layer:Water=deep_water,property:solid=blocking,tile-shapes=blocking``.

    A bare name is a class. Raises ``ValueError`` with a message for the command line."""
    prefixes = {"class": Category.CLASS, "property": Category.PROPERTY, "layer": Category.LAYER}
    choices: dict[tuple[Category, str], Choice] = {}
    for item in (part.strip() for part in text.split(",")):
        if not item:
            continue
        name, equals, value = item.rpartition("=")
        name, value = name.strip(), value.strip()
        if not equals or not name:
            raise ValueError(f"'{item}' is not NAME=KIND")
        if value not in CHOICES:
            raise ValueError(f"'{value}' in '{item}' is not one of {', '.join(CHOICES)}{did_you_mean(value, CHOICES)}")
        choice: Choice = IGNORE if value == IGNORE else Kind(value)
        if name == TILE_SHAPES_KEY:
            choices[Category.TILE_SHAPES, ""] = choice
            continue
        prefix, colon, rest = name.partition(":")
        category = prefixes.get(prefix.strip()) if colon else Category.CLASS
        if category is None or not (rest.strip() if colon else name):
            raise ValueError(f"'{name}' in '{item}' is not NAME, class:NAME, property:NAME, layer:NAME or "
                             f"{TILE_SHAPES_KEY}")
        choices[category, rest.strip() if colon else name] = choice
    if not choices:
        raise ValueError("no NAME=KIND given")
    return TerrainMapping(choices)


def file_stamp(path: Path) -> tuple[int, int] | None:
    """A file's modification time and size, None when it is not there: what tells a new version."""
    try:
        stat = path.stat()
    except OSError:
        return None
    return stat.st_mtime_ns, stat.st_size


def load_mapped_map(path: Path, extra: TerrainMapping = NO_MAPPING) -> TableMap:
    """The map read with its sidecar's mapping and ``extra`` on top. Raises ``MapError`` or ``DataError``."""
    from game.board.tmx import load_map  # pytmx is imported only once a map is read

    return load_map(path, read_sidecar(path).merged(extra))

