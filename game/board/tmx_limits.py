"""Size limits for Tiled input: a hostile or broken map is refused before it can exhaust memory or time.

Each limit is far above what a tabletop map needs (a 6 x 4 foot table at one tile per inch is 72 x 48 tiles).
"""

from __future__ import annotations

#: Largest .tmx, .tsx or .tx file read, in bytes.
MAX_FILE_BYTES = 32 * 1024 * 1024
#: Most tiles along one side of the map.
MAX_TILES_A_SIDE = 4096
#: Most cells of the map (columns x rows): a big RPG map is 500 x 500.
MAX_CELLS = 1_000_000
#: Most cells over all tile layers together (each layer is decoded twice: by the loader and by pytmx): a 141 KB
#: file of four compressed layers of 2000 x 2000 took 15 s and 700 MB to open in the window.
MAX_TOTAL_CELLS = 4_000_000
#: Longest side of the table, in inches (25 feet; a big club table is 72 x 48): routes and the map check measure the
#: table in tenths and halves of an inch, so their memory grows with its area (800 inches a side took 900 MB).
MAX_TABLE_INCHES = 300.0
#: Largest tile, in pixels, along either side (map tiles and tileset tiles).
MAX_TILE_PX = 8192
#: Most tiles one tileset image may be cut into (pytmx walks every one of them).
MAX_TILESET_TILES = 65_536
#: Most tilesets of a map.
MAX_TILESETS = 256
#: Most distinct external files (tilesets and object templates) a map may pull in.
MAX_EXTERNAL_FILES = 256
#: Most objects over all object layers.
MAX_OBJECTS = 10_000
#: Most vertices of one polygon or polyline (validation compares every pair of edges).
MAX_SHAPE_POINTS = 512
#: Most polygon and polyline vertices over the whole map.
MAX_TOTAL_POINTS = 100_000
#: Most nested group layers.
MAX_GROUP_DEPTH = 32
#: Most terrain pieces a map may define (objects and merged tile regions together).
MAX_PIECES = 20_000
#: Most runs of terrain cells (row by row, over all tile layers) that are merged into pieces.
MAX_TERRAIN_RUNS = 200_000
#: Most overlaps of a terrain tile region with a terrain object (a roof under its house is one), and of open ground
#: with the terrain beneath it (a bridge over its river): each is measured, or cut away.
MAX_COVERS = 100_000
#: Largest absolute coordinate or size of an object, in pixels.
MAX_COORDINATE_PX = 10_000_000.0
#: Least and most inches one tile may stand for.
MIN_INCHES_PER_TILE, MAX_INCHES_PER_TILE = 0.01, 120.0
#: Thickest a wall or hedge (a polyline piece) may be, in inches.
MAX_THICKNESS_INCHES = 120.0
#: Highest elevation level of a piece.
MAX_ELEVATION = 1000
