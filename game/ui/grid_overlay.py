"""A grid map's squares on the board (grid mode, the gamebook's battle map): lines, names and the exits.

Drawn over the map's own tiles whenever its map property ``grid`` is true: a thin line round every square, the
column letters and row numbers the game's messages use (a1 at the top-left), and each exit square framed and
labelled. Where no tile of the map names a square's colour, the chessboard the rules count by is shown over the
map's art (black squares darkened, white ones lightened): a good hero's attack depends on it. :func:`square_at`
turns a table point into the square under it, for the inputs that pick squares.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pygame

from game.board.grid import Grid, Square, column_name, grid_or_none
from game.board.tablemap import TableMap
from game.board.terrain import Point
from game.ui.camera import Camera
from game.ui.style import outlined_text

LINE = (90, 80, 70)
NAME = (235, 230, 215)  # the columns' letters and the rows' numbers
FINE = 8  # pixels: squares narrower than this have no lines drawn round them
EXIT = (214, 72, 60)
SHADE = {"black": (0, 0, 0, 110), "white": (255, 255, 255, 60)}  # over the art of a square of each colour

_shades: dict[tuple[object, ...], pygame.Surface] = {}  # the last picture of the chessboard in view, by what it shows

def square_at(tmap: TableMap, point: Point | None) -> Square | None:
    grid = grid_or_none(tmap)
    return grid.square_of(point) if grid is not None and point is not None else None


def square_rect(camera: Camera, grid: Grid, square: Square) -> pygame.Rect:
    x0, y0 = camera.to_screen((square[0] * grid.size, square[1] * grid.size))
    x1, y1 = camera.to_screen(((square[0] + 1) * grid.size, (square[1] + 1) * grid.size))
    return pygame.Rect(round(x0), round(y0), round(x1) - round(x0), round(y1) - round(y0))


def cell_at(camera: Camera, grid: Grid | None, point: Point) -> tuple[int, int, int, int] | None:
    """The square under ``point`` as it stands on the screen, where the map has squares (a name keeps inside its
    piece's: beside it, it lay on an empty square and read as a piece there); None elsewhere."""
    square = grid.square_of(point) if grid is not None else None
    if grid is None or square is None:
        return None
    rect = square_rect(camera, grid, square)
    return rect.x, rect.y, rect.w, rect.h


def draw_grid(surface: pygame.Surface, camera: Camera, tmap: TableMap, standing: Sequence[Point] = (),
              windows: Sequence[pygame.Rect] = ()) -> list[pygame.Rect]:
    """The squares' lines, their letters and numbers round the board and the exits (the frame on every one, the
    word on an exit no figure ``standing`` covers, else beside the board, past the names on its left and bottom
    edges, where no window over the board hides a part of it: at 960×600 the decision's window left the top
    of the words above the board peeking out); returns where the letters, numbers and words went (for the figures'
    labels to keep clear of)."""
    grid = grid_or_none(tmap)
    if grid is None:
        return []
    _shade_chessboard(surface, camera, grid)
    marks = []
    pitch = grid.size * camera.scale  # a square's side on the screen
    # the columns and rows in view: a zoomed-in grid of 300 squares drew every line and name, 260 ms a frame
    (x0, y0), (x1, y1) = camera.to_table(camera.viewport.topleft), camera.to_table(camera.viewport.bottomright)
    c0, c1 = max(0, int(x0 // grid.size)), min(grid.cols, int(x1 // grid.size) + 1)
    r0, r1 = max(0, int(y0 // grid.size)), min(grid.rows, int(y1 // grid.size) + 1)
    if pitch >= FINE:  # narrower squares are told apart by their shade: a line every few pixels made a mesh
        for c in range(c0, c1 + 1):
            top = camera.to_screen((c * grid.size, r0 * grid.size))
            pygame.draw.line(surface, LINE, top, camera.to_screen((c * grid.size, r1 * grid.size)), 1)
        for r in range(r0, r1 + 1):
            left = camera.to_screen((c0 * grid.size, r * grid.size))
            pygame.draw.line(surface, LINE, left, camera.to_screen((c1 * grid.size, r * grid.size)), 1)
    size = max(10, min(18, round(pitch / 7)))
    view = camera.readable
    columns = _stride(pitch, outlined_text(column_name(grid.cols - 1), size, NAME).get_width() + 6)
    rows = _stride(pitch, outlined_text(str(grid.rows), size, NAME).get_height())
    for c in range(-(-c0 // columns) * columns, c1, columns):  # the scale's names, every ``columns`` from a
        label = outlined_text(column_name(c), size, NAME)
        x, y = camera.to_screen(((c + 0.5) * grid.size, grid.rows * grid.size))
        spot = label.get_rect(midtop=(round(x), round(y) + 3))  # under the board, above the strips
        if spot.bottom > view.bottom:  # a wrapped hint covers the foot: over the board's top edge instead
            above = label.get_rect(midbottom=(round(x), round(camera.to_screen((0, 0))[1]) - 3))
            spot = above if above.top >= view.top else spot.move(0, view.bottom - spot.bottom)
        marks.append(surface.blit(label, spot))
    for r in range(-(-r0 // rows) * rows, r1, rows):
        label = outlined_text(str(r + 1), size, NAME)
        x, y = camera.to_screen((0, (r + 0.5) * grid.size))
        marks.append(surface.blit(label, label.get_rect(midright=(round(x) - 5, round(y)))))
    taken = {grid.square_of(point) for point in standing}
    for square in sorted(grid.exits):
        rect = square_rect(camera, grid, square)
        pygame.draw.rect(surface, EXIT, rect.inflate(-4, -4), 3)
        label = outlined_text("EXIT", size, EXIT)
        spot = label.get_rect(midbottom=(rect.centerx, rect.bottom - 5))
        if square in taken:  # a piece on it: the word beside the board, in the margin it leaves round it
            label = outlined_text("EXIT", min(size, 12), EXIT)
            outside = [label.get_rect(midbottom=(rect.centerx, rect.top - 1))] if square[1] == 0 else []
            outside += [label.get_rect(midleft=(rect.right + 4, rect.centery))] if square[0] == grid.cols - 1 else []
            if square[0] == 0:  # by the row's number (on the left or bottom edge the word showed only its frame)
                outside += _past(label.get_rect(midright=(rect.left - 4, rect.centery)), marks, left=True)
            if square[1] == grid.rows - 1:  # by the column's letter
                outside += _past(label.get_rect(midtop=(rect.centerx, rect.bottom + 1)), marks, left=False)
            free = [place for place in outside if view.contains(place) and place.collidelist(marks) < 0
                    and place.collidelist(windows) < 0]
            if not free:
                continue
            spot = free[0]
        marks.append(surface.blit(label, spot))
    return marks


def _past(spot: pygame.Rect, marks: Sequence[pygame.Rect], left: bool) -> list[pygame.Rect]:
    """Where ``spot`` may go clear of the names it would lie over: as it is where it lies over none; else out past
    them (to their left, or under them), then beside the name in its line (where the view's foot leaves no room
    under a column's letter)."""
    hit = [mark for mark in marks if spot.colliderect(mark)]
    if not hit:
        return [spot]
    if left:
        out = spot.move(min(mark.left for mark in hit) - 4 - spot.right, 0)
        return [out, spot.move(0, min(mark.top for mark in hit) - 1 - spot.bottom),
                spot.move(0, max(mark.bottom for mark in hit) + 1 - spot.top)]
    name = hit[0]
    return [spot.move(0, max(mark.bottom for mark in hit) + 1 - spot.top),
            spot.copy().move_to(midleft=(name.right + 4, name.centery)),
            spot.copy().move_to(midright=(name.left - 4, name.centery))]


def _stride(pitch: float, room: float) -> int:
    """Every how many squares of ``pitch`` pixels a name taking ``room`` pixels is written: each square where
    there is room, else every 2nd, 5th, 10th, 20th…, read as a scale (a grid of 300 squares fitted in the window
    wrote its 300 letters over one another)."""
    stride, steps = 1, itertools.cycle((2, 2.5, 2))
    while stride * pitch < room:
        stride = round(stride * next(steps))
    return stride


def _shade_chessboard(surface: pygame.Surface, camera: Camera, grid: Grid) -> None:
    """The squares in view whose colour the map's tiles do not show, shaded by the colour the rules give them: one
    picture of the block in view, a pixel a square scaled up, kept while the view shows the same block the same
    size (a fill a square cost 4.6 ms a frame on a 40 × 40 grid)."""
    if len(grid.painted) == grid.cols * grid.rows:
        return
    view = surface.get_clip()
    (x0, y0), (x1, y1) = camera.to_table(view.topleft), camera.to_table(view.bottomright)
    c0, r0 = max(0, int(x0 // grid.size)), max(0, int(y0 // grid.size))
    c1, r1 = min(grid.cols, int(x1 // grid.size) + 1), min(grid.rows, int(y1 // grid.size) + 1)
    if c0 >= c1 or r0 >= r1:
        return
    block = square_rect(camera, grid, (c0, r0)).union(square_rect(camera, grid, (c1 - 1, r1 - 1)))
    key = (id(grid), c0, r0, c1, r1, block.size)
    picture = _shades.get(key)
    if picture is None:
        small = pygame.Surface((c1 - c0, r1 - r0), pygame.SRCALPHA)
        for c in range(c0, c1):
            for r in range(r0, r1):
                if (c, r) not in grid.painted:
                    small.set_at((c - c0, r - r0), SHADE[grid.colours[(c, r)]])
        _shades.clear()
        picture = _shades[key] = pygame.transform.scale(small, block.size)
    surface.blit(picture, block)
