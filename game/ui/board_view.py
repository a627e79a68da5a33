"""The table in its viewport: the cached backdrop, and the view controls every board screen shares.

Wheel zooms at the cursor, the middle button (or the left one on empty table, when the screen allows) drags
the view, the arrow keys and W A S D pan smoothly while held, + and - zoom, Home fits the table to the view.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.board.tablemap import TableMap
from game.board.terrain import Point, TerrainPiece
from game.ui.backdrop import Backdrop
from game.ui.camera import Camera
from game.ui.interface_scale import SCALE
from game.ui.panels import HINT_BAR
from game.ui.style import BACKGROUND, mix

PAN_KEYS = {pygame.K_LEFT: (1, 0), pygame.K_RIGHT: (-1, 0), pygame.K_UP: (0, 1), pygame.K_DOWN: (0, -1),
            pygame.K_a: (1, 0), pygame.K_d: (-1, 0), pygame.K_w: (0, 1), pygame.K_s: (0, -1)}
#: The letters that pan: a decision's hotkey on one of them takes Shift.
PAN_LETTERS = frozenset("wasd")
#: Pixels the view moves each frame while a pan key is held (about 800 a second at 60 frames a second).
PAN_STEP = 14
#: Pixels the pointer must travel with a button down before a press counts as a drag.
DRAG_START = 5


class BoardView:
    def __init__(self, tmap: TableMap, viewport: pygame.Rect, backdrop: Backdrop | None = None,
                 covered: Callable[[tuple[int, int]], bool] = lambda pos: False) -> None:
        """``covered``: whether a window hides the board at a screen position (nothing is pointed at there)."""
        self.covered = covered
        #: A press on the board is held: the board keeps the pointer under a window until it is let go (a path
        #: dragged past the decision's window went nowhere).
        self.held = False
        self.camera = Camera(viewport, (tmap.width, tmap.height), tmap.inches_per_tile, bottom_inset=HINT_BAR)
        self.set_map(tmap, backdrop)
        #: The pointer's last screen position; at first where it is now (off the window when it is elsewhere): a
        #: game opened by a click on the side showed the board's centre as pointed at until the pointer moved.
        self.mouse = SCALE.pointer() if pygame.mouse.get_focused() else (-1, -1)
        self._pan_from: tuple[int, int] | None = None
        self._held: set[int] = set()  # pan keys down now

    def set_map(self, tmap: TableMap, backdrop: Backdrop | None = None) -> None:
        """Show another version of the map, keeping the view where it is (hot reload); ``backdrop``: its pictures,
        when read already (on the thread that read the map)."""
        self.map = tmap
        self.backdrop = backdrop if backdrop is not None else Backdrop(tmap)
        self.pieces: dict[int, TerrainPiece] = {piece.id: piece for piece in tmap.pieces}
        if (self.camera.size != (tmap.width, tmap.height)
                or self.camera.inches_per_tile != tmap.inches_per_tile):
            self.camera.size = (tmap.width, tmap.height)
            self.camera.inches_per_tile = tmap.inches_per_tile
            self.camera.fit()

    @property
    def viewport(self) -> pygame.Rect:
        return self.camera.viewport

    def point(self, pos: tuple[int, int] | None = None) -> Point | None:
        """The table point under a screen position (the pointer by default), None off the board or table."""
        pos = self.mouse if pos is None else pos
        if not self.over(pos):
            return None
        x, y = self.camera.to_table(pos)
        return (x, y) if 0 <= x <= self.map.width and 0 <= y <= self.map.height else None

    def over(self, pos: tuple[int, int] | None = None) -> bool:
        """Whether a screen position (the pointer by default) shows the board: in its viewport, not under a
        window (the figure beneath a decision's window was ringed as pointed at), unless a press on the board
        is held."""
        pos = self.mouse if pos is None else pos
        return bool(self.viewport.collidepoint(pos)) and (self.held or not self.covered(pos))

    # --- view controls ---------------------------------------------------------------------------------------
    def start_pan(self, pos: tuple[int, int]) -> None:
        self._pan_from = pos

    @property
    def panning(self) -> bool:
        return self._pan_from is not None

    def handle(self, event: pygame.event.Event) -> bool:
        """Zoom and pan; True when the event was one of those."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.held = self.held and any(getattr(event, "buttons", ()))  # let go where the window saw it
            if self._pan_from is not None:
                self.camera.pan(event.pos[0] - self._pan_from[0], event.pos[1] - self._pan_from[1])
                self._pan_from = event.pos
                return True
        elif event.type == pygame.MOUSEWHEEL and self.over():
            self.camera.zoom(1 if event.y > 0 else -1, self.mouse)
            return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 2 and self.over(event.pos):
            self._pan_from = event.pos
            return True
        elif event.type == pygame.MOUSEBUTTONUP and self._pan_from is not None and event.button in (1, 2):
            self._pan_from = None
            return True
        elif event.type == pygame.KEYUP and event.key in self._held:
            self._held.discard(event.key)
            return True
        elif event.type == pygame.WINDOWFOCUSLOST:  # the key-ups go elsewhere now
            self._held.clear()
        elif event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            if event.key in PAN_KEYS and not (event.mod & pygame.KMOD_SHIFT and event.key < 128):
                if event.key not in self._held:  # the system's key repeat adds nothing to a held key
                    self._held.add(event.key)
                    self.tick()
                return True
            if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.camera.zoom(1)
                return True
            if event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.camera.zoom(-1)
                return True
            if event.key == pygame.K_HOME:
                self.camera.fit()
                return True
        return False

    @property
    def still(self) -> bool:
        """Whether the board changes only when the player acts: its picture whole, no pan key held."""
        return self.backdrop.complete and not self._held

    def tick(self) -> None:
        """Once a frame: move the view by the pan keys held."""
        if self._held:
            dx = sum(PAN_KEYS[key][0] for key in self._held)
            dy = sum(PAN_KEYS[key][1] for key in self._held)
            self.camera.pan(max(-1, min(1, dx)) * PAN_STEP, max(-1, min(1, dy)) * PAN_STEP)

    # --- drawing ---------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, overlay: bool) -> None:
        """The board background, the table's shadow and the table itself (with the terrain overlay or not)."""
        view = self.viewport
        surface.fill(BACKGROUND, view)
        clip = surface.get_clip()
        surface.set_clip(view)
        table = self.camera.table_rect
        for step, darkness in enumerate((0.2, 0.35, 0.5, 0.65)):  # a soft shadow: bands, darker inwards
            grow = (4 - step) * 4
            pygame.draw.rect(surface, mix(BACKGROUND, (0, 0, 0), darkness), table.inflate(grow, grow).move(0, 3),
                             width=3, border_radius=grow)
        self.backdrop.draw(surface, self.camera, overlay)
        pygame.draw.rect(surface, (12, 13, 16), table.inflate(2, 2), 1)
        surface.set_clip(clip)

