"""Safe reading of Tiled XML files (.tmx, .tsx, .tx) and the walk over a map's layers.

Tiled never writes a DOCTYPE, so any DOCTYPE or ENTITY declaration is refused before the parser runs: this
rules out entity expansion bombs and external entities without a hardened parser. The text is decoded as
UTF-8 and handed to the parser as ``str``, which makes expat ignore any other encoding the XML declaration
names (an EBCDIC or UTF-7 file could otherwise hide a DOCTYPE from the check).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

from game.board.errors import MapError
from game.board.tmx_limits import MAX_FILE_BYTES, MAX_GROUP_DEPTH
from game.board.tmx_values import attr_float
from game.files import NotAFile, TooLarge, read_limited

#: The layer elements of a map; ``group`` layers hold more of them.
LAYER_TAGS = ("layer", "objectgroup", "imagelayer")


def read_xml(path: Path, root_tag: str, what: str) -> ET.Element:
    """Parse one Tiled file whose root element must be ``root_tag``; ``what`` names the file in messages."""
    try:
        data = read_limited(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        raise MapError(path, f"{what} not found") from None
    except TooLarge as e:
        raise MapError(path, f"{what} is too large: {e.size:,} bytes, more than the {MAX_FILE_BYTES:,} a file may "
                             "hold") from None
    except (NotAFile, IsADirectoryError):
        raise MapError(path, f"{what} is not a regular file") from None
    except OSError as e:
        raise MapError(path, f"cannot read the {what}: {e.strerror or e}") from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise MapError(path, f"{what} is not UTF-8 text (Tiled writes UTF-8)", f"line {line}") from None
    for declaration in ("<!DOCTYPE", "<!ENTITY"):
        at = text.find(declaration)
        if at >= 0:
            line = text.count("\n", 0, at) + 1
            raise MapError(
                path,
                f"{declaration[2:]} declarations are refused: Tiled never writes them and they can hide "
                "entity expansion attacks",
                f"line {line}",
            )
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        line, column = e.position
        message = str(e).split(": line ")[0]
        raise MapError(path, f"malformed XML: {message}", f"line {line}, column {column}") from None
    if root.tag != root_tag:
        raise MapError(path, f"not a {what}: the root element is <{root.tag}>, not <{root_tag}>")
    return root


#: The object layers this project's maps draw their terrain, their deployment points and a grid's exits on.
TERRAIN_LAYER = "terrain"
DEPLOYMENT_LAYER = "deployment"
EXITS_LAYER = "exits"
#: The object layers whose objects are this project's own and not terrain: no other game's conventions to map.
OWN_LAYERS = (TERRAIN_LAYER, DEPLOYMENT_LAYER, EXITS_LAYER)


def has_terrain_layer(root: ET.Element, path: Path) -> bool:
    """Whether the map draws its own terrain (an object layer named ``terrain``): then its tile layers are art."""
    return any(layer.tag == "objectgroup" and layer.get("name", "").strip().casefold() == TERRAIN_LAYER
               for layer, _offset in walk_layers(root, path))


def walk_layers(
    parent: ET.Element, path: Path, offset: tuple[float, float] = (0.0, 0.0), depth: int = 0
) -> Iterator[tuple[ET.Element, tuple[float, float]]]:
    """Yield every tile, object and image layer in drawing order, with its total pixel offset.

    Group layers are entered (their offsets add up); layers inside tiles (collision shapes) are not layers.
    """
    for child in parent:
        if child.tag not in (*LAYER_TAGS, "group"):
            continue
        place = f"layer '{child.get('name', '')}'"
        shift = (
            offset[0] + attr_float(child, "offsetx", path, place),
            offset[1] + attr_float(child, "offsety", path, place),
        )
        if child.tag != "group":
            yield child, shift
        elif depth >= MAX_GROUP_DEPTH:
            raise MapError(path, f"group layers nested more than {MAX_GROUP_DEPTH:,} deep", place)
        else:
            yield from walk_layers(child, path, shift, depth + 1)
