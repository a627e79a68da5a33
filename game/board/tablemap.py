"""A loaded map: its size in inches, its terrain pieces and deployment points."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.board.terrain import DeploymentPoint, Point, TerrainPiece
from game.board.tmx_mapping import Convention


@dataclass(frozen=True)
class TableMap:
    """Everything the table needs from a Tiled map, already converted to inches.

    ``tiled`` keeps the pytmx map (images only as file references) so that the window can draw the tiles;
    nothing in the board reads it after loading.
    """

    path: Path
    width: float  # inches
    height: float
    inches_per_tile: float
    cols: int
    rows: int
    tile_width: int  # pixels, as in the .tmx
    tile_height: int
    pieces: tuple[TerrainPiece, ...]
    deployment: tuple[DeploymentPoint, ...] = ()
    properties: dict[str, Any] = field(default_factory=dict)
    tiled: Any = None
    conventions: tuple[Convention, ...] = ()  # other games' classes, properties... met where terrain was not
    skipped: tuple[str, ...] = ()  # objects a terrain mapping named that cannot be terrain: where and why
    laid_twice: tuple[int, int] = (0, 0)  # tile regions an object of their kind covered (dropped), or joined
    overpainted: tuple[tuple[TerrainPiece, TerrainPiece], ...] = ()  # an object filled with tiles of another kind
    #: The files read besides the .tmx (tilesets, templates, images): an edit of any of them is a new version.
    sources: tuple[Path, ...] = ()

    @property
    def unmapped(self) -> tuple[Convention, ...]:
        """The conventions of another game that no terrain mapping covers yet."""
        return tuple(c for c in self.conventions if c.choice is None)

    @property
    def px_per_inch(self) -> tuple[float, float]:
        return self.tile_width / self.inches_per_tile, self.tile_height / self.inches_per_tile

    def to_inches(self, x_px: float, y_px: float) -> Point:
        sx, sy = self.px_per_inch
        return x_px / sx, y_px / sy

    def contains(self, p: Point, margin: float = 0.0) -> bool:
        """Whether a point lies on the table, at least ``margin`` inches inside its edge."""
        return margin <= p[0] <= self.width - margin and margin <= p[1] <= self.height - margin
