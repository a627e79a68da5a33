"""Writers for the files Tiled reads: PNG tileset image, external .tsx tileset, orthogonal .tmx maps (1.10 style).

Written by hand rather than through an XML library so the output is byte-for-byte stable and laid out exactly
as Tiled itself writes it (one-space indents, CSV rows, properties before a shape element).
"""

from __future__ import annotations

import struct
import zlib
from xml.sax.saxutils import escape

import numpy as np
from mapkit import Ellipse, Piece, Poly, Rect

TILED_VERSION = "1.10.2"
#: Custom property types (of maps/skirmish.tiled-project) of string properties, by property name.
PROPERTY_TYPES = {"terrain": "TerrainKind"}


def png_bytes(image: np.ndarray) -> bytes:
    """An RGBA PNG with no metadata (no time stamp, no gamma): same pixels, same bytes."""
    h, w, _ = image.shape
    raw = b"".join(b"\x00" + image[y].tobytes() for y in range(h))

    def chunk(tag: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))

    header = struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def num(v: float) -> str:
    """A coordinate as Tiled writes it: no trailing zeros, at most three decimals."""
    s = f"{v:.3f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def attr(v: str) -> str:
    return escape(v, {'"': "&quot;"})


def properties(props: dict[str, object], indent: str) -> list[str]:
    if not props:
        return []
    lines = [f"{indent}<properties>"]
    for name, value in props.items():
        if isinstance(value, bool):
            lines.append(f'{indent} <property name="{name}" type="bool" value="{str(value).lower()}"/>')
        elif isinstance(value, int):
            lines.append(f'{indent} <property name="{name}" type="int" value="{value}"/>')
        elif isinstance(value, float):
            lines.append(f'{indent} <property name="{name}" type="float" value="{num(value)}"/>')
        elif name in PROPERTY_TYPES:
            lines.append(f'{indent} <property name="{name}" propertytype="{PROPERTY_TYPES[name]}" '
                         f'value="{attr(str(value))}"/>')
        else:
            lines.append(f'{indent} <property name="{name}" value="{attr(str(value))}"/>')
    lines.append(f"{indent}</properties>")
    return lines


def tsx_text(name: str, image: str, size: tuple[int, int], columns: int, tiles: list[tuple[int, dict]]) -> str:
    """An external tileset: the image and the properties of the tiles that have any."""
    w, h = size
    count = (w // 32) * (h // 32)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.10" tiledversion="{TILED_VERSION}" name="{name}" tilewidth="32" tileheight="32" '
        f'tilecount="{count}" columns="{columns}">',
        f' <image source="{image}" width="{w}" height="{h}"/>',
    ]
    for tile_id, props in tiles:
        if props:
            lines += [f' <tile id="{tile_id}">', *properties(props, "  "), " </tile>"]
    return "\n".join([*lines, "</tileset>", ""])


def signed_area(points: tuple[tuple[float, float], ...]) -> float:
    return 0.5 * sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1], strict=True))


def object_xml(obj_id: int, piece: Piece, scale: float) -> list[str]:
    """One Tiled object; inches are turned into pixels by ``scale``. Polygons are written with positive area."""
    shape = piece.shape
    props: dict[str, object] = {}
    if piece.elevation is not None:
        props["elevation"] = piece.elevation
    if piece.thickness is not None:
        props["thickness"] = float(piece.thickness)
    if piece.ground is not None:
        props["ground"] = piece.ground
    # the kind as the class and, for Tiled 1.8 (which reads the Type, and drops a class it cannot read when it
    # saves), as the type too; Tiled 1.9 and newer read the class first
    head = f'  <object id="{obj_id}" name="{attr(piece.name)}" class="{piece.kind}" type="{piece.kind}"'
    body: list[str] = []
    if isinstance(shape, Rect):
        head += f' x="{num(shape.x * scale)}" y="{num(shape.y * scale)}" width="{num(shape.w * scale)}"' \
                f' height="{num(shape.h * scale)}"'
        if shape.rotation:
            head += f' rotation="{num(shape.rotation)}"'
    elif isinstance(shape, Ellipse):
        head += f' x="{num((shape.cx - shape.rx) * scale)}" y="{num((shape.cy - shape.ry) * scale)}"' \
                f' width="{num(2 * shape.rx * scale)}" height="{num(2 * shape.ry * scale)}"'
        body = ["   <ellipse/>"]
    else:
        pts = shape.points
        if isinstance(shape, Poly) and signed_area(pts) < 0:
            pts = pts[::-1]
        x0, y0 = pts[0]
        head += f' x="{num(x0 * scale)}" y="{num(y0 * scale)}"'
        rel = " ".join(f"{num((x - x0) * scale)},{num((y - y0) * scale)}" for x, y in pts)
        body = [f'   <{"polygon" if isinstance(shape, Poly) else "polyline"} points="{rel}"/>']
    inner = properties(props, "   ") + body
    if not inner:
        return [head + "/>"]
    return [head + ">", *inner, "  </object>"]


def tmx_text(
    size: tuple[int, int],
    props: dict[str, object],
    tileset: str,
    layers: list[tuple[str, np.ndarray]],
    groups: list[tuple[str, list[Piece]]],
    inches_per_tile: float,
    map_class: str,
) -> str:
    """An orthogonal, finite map: tile layers (CSV, 0 = empty) then object groups, ids counted from 1."""
    cols, rows = size
    n_layers = len(layers) + len(groups)
    n_objects = sum(len(pieces) for _, pieces in groups)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="{TILED_VERSION}" class="{map_class}" orientation="orthogonal" '
        f'renderorder="right-down" width="{cols}" height="{rows}" tilewidth="32" tileheight="32" infinite="0" '
        f'nextlayerid="{n_layers + 1}" nextobjectid="{n_objects + 1}">',
        *properties(props, " "),
        f' <tileset firstgid="1" source="{tileset}"/>',
    ]
    layer_id = 0
    for name, gids in layers:
        layer_id += 1
        rows_csv = [",".join(str(int(g)) for g in row) for row in gids]
        lines += [f' <layer id="{layer_id}" name="{name}" width="{cols}" height="{rows}">',
                  '  <data encoding="csv">', ",\n".join(rows_csv), "</data>", " </layer>"]
    obj_id = 0
    for name, pieces in groups:
        layer_id += 1
        lines.append(f' <objectgroup id="{layer_id}" name="{name}">')
        for piece in pieces:
            obj_id += 1
            lines += object_xml(obj_id, piece, 32 / inches_per_tile)
        lines.append(" </objectgroup>")
    return "\n".join([*lines, "</map>", ""])
