"""pytmx, imported without pygame, and every call into it turned into a ``MapError`` when it fails.

pytmx imports pygame when it can (for type hints and its pygame loader ``pytmx.util_pygame``). The board never
imports pygame, so unless the window has already loaded pygame, pytmx is imported with pygame and its pygame
loader masked. Both are unmasked afterwards: ``from pytmx.util_pygame import load_pygame`` still works later
(``pytmx.load_pygame`` is then missing).
"""

from __future__ import annotations

import copy
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from game.board.errors import MapError
from game.board.tmx_xml import DEPLOYMENT_LAYER, TERRAIN_LAYER

if "pygame" in sys.modules:
    import pytmx
else:
    MASKED = ("pygame", "pytmx.util_pygame")
    # None entries make these imports raise ImportError (documented; typeshed types the values as modules only)
    sys.modules.update(dict.fromkeys(MASKED))  # type: ignore[arg-type]
    try:
        import pytmx
    finally:
        for name in MASKED:
            del sys.modules[name]


def parse_properties(el: ET.Element, path: Path, place: str) -> dict[str, Any]:
    """The custom properties of an element, cast to their Tiled types (int, float, bool) by pytmx; a property of
    a custom class (Tiled 1.8 and newer) is a dict of the members the map sets, read the same way."""
    try:
        return _properties(el)
    except Exception as e:  # pytmx raises whatever int() or float() raises
        reason = _bad_property(el) or f"bad custom property: {type(e).__name__}: {e}"
        raise MapError(path, reason, place) from None


def _properties(el: ET.Element) -> dict[str, Any]:
    listed = el.find("properties")
    if listed is None or all(prop.get("type") != "class" for prop in listed):
        return pytmx.parse_properties(el)  # the common case, at pytmx's pace
    found: dict[str, Any] = {}
    for prop in el.iterfind("properties/property"):
        if prop.get("type") == "class":  # pytmx would look its class up in a project file it never reads
            found[prop.get("name", "")] = _properties(prop)
        else:
            holder = ET.Element("holder")
            ET.SubElement(holder, "properties").append(prop)
            found.update(pytmx.parse_properties(holder))
    return found


#: How each Tiled property type is read, and the words for a value that is not one.
_READERS: dict[str, tuple[Any, str]] = {
    "int": (int, "a whole number"), "float": (float, "a number"),
    "bool": (lambda v: {"true": True, "false": False, "1": True, "0": False}[v.lower()], "true or false"),
}


def _bad_property(el: ET.Element, within: str = "") -> str | None:
    """Which custom property pytmx could not read, and why, in a map maker's words."""
    for prop in el.iterfind("properties/property"):
        name, kind, value = within + prop.get("name", "?"), prop.get("type", "string"), prop.get("value")
        if kind == "class":
            found = _bad_property(prop, f"{name}.")
            if found:
                return found
            continue
        reader = _READERS.get(kind)
        if reader is not None:
            try:
                reader[0](value if value is not None else "")
            except (ValueError, KeyError):
                return f"custom property {name!r} is of type {kind} but its value {value!r} is not {reader[1]}"
    return None


def _without_class_properties(root: ET.Element) -> ET.Element:
    """The map for pytmx: a copy without properties of custom classes, which it cannot resolve (it raises
    KeyError, or TypeError on a layer or a tile); the loader reads them itself (``parse_properties``)."""
    if not any(prop.get("type") == "class" for prop in root.iter("property")):
        return root
    root = copy.deepcopy(root)
    for holder in root.iter("properties"):
        for prop in list(holder):
            if prop.get("type") == "class":
                holder.remove(prop)
    return root


def pictures_only(root: ET.Element) -> ET.Element:
    """The map tree without the objects of its terrain and deployment layers that are no pictures (no ``gid``):
    the loader has read them, nothing draws them, and pytmx took a fifth of a big map's loading to read them again.
    Changes ``root`` (the loader's own tree, read once)."""
    for group in root.iter("objectgroup"):
        if group.get("name", "").strip().casefold() in (TERRAIN_LAYER, DEPLOYMENT_LAYER):
            for obj in [obj for obj in group.iterfind("object") if not obj.get("gid")]:
                group.remove(obj)
    return root


def build_tiled_map(root: ET.Element, path: Path) -> Any:
    """A ``pytmx.TiledMap`` built from an already checked and fixed-up map tree; images stay file references.

    ``allow_duplicate_names`` lets a map use property names such as ``width``, which pytmx would refuse.
    """
    try:
        tiled = pytmx.TiledMap(allow_duplicate_names=True)
        tiled.filename = str(path.absolute())
        tiled.parse_xml(_without_class_properties(root))
    except Exception as e:  # pytmx raises bare Exception, TypeError, ValueError, KeyError...
        raise MapError(path, f"pytmx could not read the map: {type(e).__name__}: {e}") from None
    return tiled
