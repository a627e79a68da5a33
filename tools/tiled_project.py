"""The Tiled project file, ``maps/skirmish.tiled-project``: custom property types for map makers.

Generated from the one list the loader knows (``game.board.terrain.Kind``) so that Tiled offers exactly the
kinds the game reads:

- the enum ``TerrainKind``, the type of the ``terrain`` property (tiles, and objects whose class is not a kind);
- one object class per kind, named as the kind, coloured as the window draws it, with the members the loader
  reads (``elevation`` for elevated kinds, ``thickness`` for polylines, ``ground`` for the footing a ruleset
  may read: marsh, ice, …), each defaulting to the loader's default:
  Tiled writes a member only once it differs from its default, and the loader must then read the same value;
- ``deployment`` for the points of the ``deployment`` layer (``side``, ``profile``, ``facing``);
- ``skirmish_map`` for the map's own properties (``title``, ``inches_per_tile``, ``grid``,
  ``metres_per_inch``, the scale manoeuvres measures in: 1.0 as in its rules.yaml when a map does not say, and
  ``ruleset``, the game the map was made for, whose rules the terrain test judges sight by at first).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.board.terrain import Kind
from game.board.tmx_objects import DEFAULT_THICKNESS
from game.ui.terrain_overlay import STYLES

PROJECT_NAME = "skirmish.tiled-project"
KIND_ENUM = "TerrainKind"
MAP_CLASS = "skirmish_map"
DEPLOYMENT_CLASS = "deployment"
#: Tiled's own default for an object's elevation when an elevated piece does not say (the loader's too).
DEFAULT_ELEVATION = 1


def _member(name: str, kind: str, value: object, property_type: str = "") -> dict[str, object]:
    member: dict[str, object] = {"name": name, "type": kind, "value": value}
    if property_type:
        member["propertyType"] = property_type
    return member


def _colour(kind: Kind) -> str:
    r, g, b = STYLES[kind].colour
    return f"#ff{r:02x}{g:02x}{b:02x}"


def property_types() -> list[dict[str, object]]:
    """Every custom type of the project, ids from 1 in a fixed order."""
    types: list[dict[str, object]] = [
        {"name": KIND_ENUM, "type": "enum", "storageType": "string", "values": [k.value for k in Kind],
         "valuesAsFlags": False},
    ]
    for kind in Kind:
        members = [_member("elevation", "int", DEFAULT_ELEVATION)] if kind.is_elevated else []
        members.append(_member("thickness", "float", DEFAULT_THICKNESS))
        members.append(_member("ground", "string", ""))  # the footing a ruleset may read (a manoeuvres charge)
        types.append({"name": kind.value, "type": "class", "color": _colour(kind), "drawFill": True,
                      "members": members, "useAs": ["object"]})
    types.append({"name": DEPLOYMENT_CLASS, "type": "class", "color": "#ffffffff", "drawFill": True,
                  "members": [_member("facing", "float", 0.0), _member("profile", "string", ""),
                              _member("side", "string", "")], "useAs": ["object"]})
    types.append({"name": MAP_CLASS, "type": "class", "color": "#ff000000", "drawFill": True,
                  "members": [_member("grid", "bool", False), _member("inches_per_tile", "float", 1.0),
                              _member("metres_per_inch", "float", 1.0), _member("ruleset", "string", ""),
                              _member("title", "string", "")],
                  "useAs": ["map"]})
    return [{"id": i, **t} for i, t in enumerate(types, start=1)]


def project_text() -> str:
    """The project file as Tiled 1.10 writes it (sorted keys, four-space indents)."""
    project = {
        "automappingRulesFile": "",
        "commands": [],
        "compatibilityVersion": 1100,
        "extensionsPath": "extensions",
        "folders": ["."],
        "propertyTypes": property_types(),
    }
    return json.dumps(project, indent=4, sort_keys=True) + "\n"
