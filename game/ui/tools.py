"""The inspector's switches (T, L, V, M, H) and what they draw, shared by the play and terrain screens.

A screen says where its tools measure from and to (a figure or a probe, the pointer or another figure); this
draws the line of fire, the visibility shading and the ruler, and keeps their verdicts while nothing changes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.board.table import Base, Table
from game.board.terrain import Point
from game.board.visibility import Visibility
from game.rules.ruleset import Ruleset
from game.ui.board_view import BoardView
from game.ui.camera import Camera
from game.ui.corners import quiet_corner
from game.ui.heatmap import HeatLayer
from game.ui.inspector import (
    SightView,
    VisibilityShade,
    card_size,
    draw_card,
    draw_ruler,
    draw_sight_lines,
    draw_sight_marks,
)
from game.ui.style import SIGHT_COLOURS, TEXT

TOOLS = (("overlay", "Terrain", "t"), ("sight", "Line of fire", "l"), ("visibility", "Visibility", "v"),
         ("ruler", "Ruler", "m"), ("heat", "Lanes", "h"))


@dataclass
class Tools:
    overlay: bool = False
    sight: bool = False
    visibility: bool = False
    ruler: bool = False
    heat: bool = False

    def __post_init__(self) -> None:
        self.shade = VisibilityShade()
        self.lanes = HeatLayer()
        self._sights: dict[tuple, SightView | None] = {}
        self._areas: dict[tuple, Visibility] = {}

    def toggle(self, name: str) -> bool:
        setattr(self, name, not getattr(self, name))
        return getattr(self, name)

    def verdict(self, key: tuple, make: Callable[[], SightView | None]) -> SightView | None:
        """A line of fire, made once for each ``key`` (which must say everything it depends on)."""
        if key not in self._sights:
            if len(self._sights) > 512:
                self._sights.clear()
            self._sights[key] = make()
        return self._sights[key]

    def draw_sight_lines(self, surface: pygame.Surface, board: BoardView, view: SightView | None,
                         table: Table) -> None:
        """A line of fire's ray and outlines, drawn before the figures (their names go over it)."""
        if view is not None:
            draw_sight_lines(surface, board.camera, view, board.pieces, table)

    def draw_sight_words(self, surface: pygame.Surface, board: BoardView, view: SightView | None, table: Table,
                         card: bool = True, avoid: Sequence[pygame.Rect] = (),
                         cards: Sequence[pygame.Rect] = ()) -> None:
        """What goes over the figures: the blocked point's cross, the pieces' names clear of ``avoid``, the card
        (off the other ``cards`` over the board)."""
        if view is None:
            return
        draw_sight_marks(surface, board.camera, view, avoid)
        if card:
            self.draw_sight_card(surface, board, view, table, cards)

    def draw_sight_card(self, surface: pygame.Surface, board: BoardView, view: SightView, table: Table,
                        cards: Sequence[pygame.Rect] = ()) -> None:
        """The line's verdict and why, on a card over the board where it hides no base (nor the other ``cards``)."""
        lines = view.explanation()
        at = quiet_corner(board.camera.readable, card_size(lines), screen_places(board.camera, table), taken=cards)
        draw_card(surface, at, view.title, lines, SIGHT_COLOURS.get(view.result, TEXT))

    def draw_visibility(self, surface: pygame.Surface, board: BoardView, ruleset: Any, table: Table, base: Base,
                        key: tuple, state: Any = None) -> None:
        """Shade what ``base`` cannot see by ``ruleset``'s sight (``key`` says everything the area depends on,
        the game's ``state`` too when there is one)."""
        key = (ruleset.id, *key)
        if key not in self._areas:
            self._areas.clear()
            self._areas[key] = ruleset.visible_area(table, base, state=state)
        self.shade.draw(surface, board.camera, self._areas[key], key)

    def draw_ruler(self, surface: pygame.Surface, board: BoardView, ruleset: Ruleset, table: Table, a: Point,
                   b: Point, a_radius: float, b_radius: float, avoid: Sequence[pygame.Rect] = ()) -> None:
        """The tape, with the distance as ``ruleset`` counts it (inches; metres; squares), its words clear of
        ``avoid``."""
        draw_ruler(surface, board.camera, a, b, ruleset.measure(table, a, b, a_radius, b_radius), avoid, b_radius)


def table_key(table: Table) -> tuple:
    """Everything about the bases a line of fire or a visibility area depends on."""
    return tuple((b.id, b.x, b.y, b.facing, b.diameter, b.front_arc) for b in table.bases.values())


def screen_places(camera: Camera, table: Table) -> list[tuple[float, float]]:
    """Where each base on the table is on the screen (what a card over the board keeps clear of)."""
    return [camera.to_screen(b.pos) for b in table.bases.values()]
