"""Generate Skirmish Table's own tileset and the maps it ships with.

    .venv/bin/python tools/make_maps.py [OUT_DIR]      # default: the repository's maps/ folder

Writes ``tiles/terrain.png``, ``tiles/terrain.tsx``, the Tiled project ``skirmish.tiled-project`` (custom types)
and one ``.tmx`` per layout in ``map_layouts.py``. Every random choice is seeded by a name, so each run writes
byte-identical files (the tests regenerate and compare).
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
from map_layouts import LAYOUTS, MapSpec
from mapkit import Canvas, Piece
from paint import TILE, to_bytes
from tileart import Tile, build_tiles
from tiled_project import MAP_CLASS, PROJECT_NAME, project_text
from tiled_xml import png_bytes, tmx_text, tsx_text

MAPS_DIR = Path(__file__).resolve().parent.parent / "maps"
COLUMNS = 16  # tiles per row of terrain.png


def atlas(tiles: list[Tile]) -> np.ndarray:
    """All tiles in one image, COLUMNS wide, in catalogue order (tile id = position)."""
    rows = -(-len(tiles) // COLUMNS)
    image = np.zeros((rows * TILE, COLUMNS * TILE, 4))
    for i, tile in enumerate(tiles):
        r, c = divmod(i, COLUMNS)
        image[r * TILE : (r + 1) * TILE, c * TILE : (c + 1) * TILE] = tile.image
    return to_bytes(image)


def render_map(spec: MapSpec, gids: dict[str, int]) -> str:
    """Paint a layout's features and write its TMX text."""
    canvas = Canvas(spec.name, spec.cols, spec.rows, frozenset(gids), spec.inches_per_tile)
    pieces: list[Piece] = []
    for feature in spec.features:
        pieces += feature.build(canvas)
    layers = [(name, np.vectorize(lambda n: gids.get(n, 0), otypes=[int])(names)) for name, names in
              canvas.layers()]
    groups = [("terrain", [p for p in pieces if p.layer == "terrain"])]
    groups += [(layer, [p for p in pieces if p.layer == layer]) for layer in sorted({p.layer for p in pieces})
               if layer != "terrain"]
    props = {"title": spec.title, "inches_per_tile": float(spec.inches_per_tile), **spec.properties}
    return tmx_text((spec.cols, spec.rows), props, "tiles/terrain.tsx", layers, groups, spec.inches_per_tile,
                    MAP_CLASS)


def main(out_dir: Path | str = MAPS_DIR) -> list[Path]:
    """Write the tileset and every map into ``out_dir``; returns the files written."""
    out = Path(out_dir)
    (out / "tiles").mkdir(parents=True, exist_ok=True)
    tiles = build_tiles()
    image = atlas(tiles)
    written = [out / "tiles" / "terrain.png", out / "tiles" / "terrain.tsx"]
    written[0].write_bytes(png_bytes(image))
    tsx = tsx_text("terrain", "terrain.png", (image.shape[1], image.shape[0]), COLUMNS,
                   [(i, t.props) for i, t in enumerate(tiles)])
    written[1].write_text(tsx, encoding="utf-8")
    written.append(out / PROJECT_NAME)
    written[-1].write_text(project_text(), encoding="utf-8")
    gids = {t.name: i + 1 for i, t in enumerate(tiles)}
    for spec in LAYOUTS:
        path = out / f"{spec.name}.tmx"
        path.write_text(render_map(spec, gids), encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    for written_path in main(*sys.argv[1:2]):
        print(written_path)
