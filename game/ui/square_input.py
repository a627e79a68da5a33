"""Picking a square with a click (the gamebook's moves and summonings): the answer is ``[column, row]``.

The legal squares — the decision's options — are shaded on the board, the one under the pointer brighter; a
click on one answers it, a click on any other square says why it is refused (the decision's ``why_not``). A piece
may also be dragged onto its square (a drag begun on the action goes on here). The options are buttons in the
side panel too, so the keyboard works.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.board.grid import Square, grid_or_none, square_name
from game.board.terrain import Point
from game.rules.decisions import Answer, Decision
from game.ui.camera import Camera
from game.ui.decision_input import Choice, DecisionInput, Ghost, Host
from game.ui.grid_overlay import square_at, square_rect

LEGAL = (96, 200, 120)


class SquareInput(DecisionInput):
    hint = "Click a highlighted square (or drag the piece there) · or choose it {buttons}"

    def __init__(self, host: Host, decision: Decision) -> None:
        super().__init__(host, decision)
        self.legal: list[Square] = [(int(o.value[0]), int(o.value[1])) for o in decision.options]
        self.hovered: Square | None = None
        self.figure: str | None = decision.context.get("figure") if decision.context.get("action") == "move" else None
        self.dragging = self.figure is not None and host.drag_figure == self.figure
        host.drag_figure = None

    def choices(self) -> list[Choice]:
        return [Choice(o.label, self._answer(o.value), o.hotkey or (str(n) if n <= 9 else ""))
                for n, o in enumerate(self.decision.options, 1)]

    def _answer(self, value: Answer) -> Callable[[], bool]:
        return lambda: self.host.answer(value)

    def pick(self, square: Square) -> None:
        value: Answer = [square[0], square[1]]
        if self.decision.refusal(value):
            why = self.decision.why_not(value) if self.decision.why_not else None
            self.host.toast(f"{square_name(*square)}: {why or 'not one of the choices'}")
            return
        self.host.answer(value)

    def press(self, event: pygame.event.Event, point: Point) -> bool:
        if event.button != 1:
            return False
        square = square_at(self.host.game.state.table.map, point)
        if square is None:
            return False
        if self.figure is not None and self.host.figure_at(point) == self.figure:
            self.dragging = True
            return True
        self.pick(square)
        return True

    def motion(self, event: pygame.event.Event, point: Point | None) -> bool:
        square = square_at(self.host.game.state.table.map, point)
        hovered = square if square in self.legal else None
        if hovered != self.hovered:
            self.hovered = hovered
            self.changed()
        return self.dragging

    def release(self, event: pygame.event.Event, point: Point | None) -> bool:
        if not self.dragging:
            return False
        self.dragging = False
        square = square_at(self.host.game.state.table.map, point)
        base = self.host.game.state.table.bases.get(self.figure or "")
        if square is not None and base is not None and square != square_at(self.host.game.state.table.map, base.pos):
            self.pick(square)
        return True

    def draw_under(self, surface: pygame.Surface, camera: Camera) -> list[pygame.Rect]:
        """The legal squares, under the names (a name that runs onto one was tinted by it), which keep off them
        where they have room (the warrior's name lay over the square below him, one of his two moves)."""
        grid = grid_or_none(self.host.game.state.table.map)
        if grid is None:
            return []
        marked = []
        for square in self.legal:
            rect = square_rect(camera, grid, square)
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            shade.fill((*LEGAL, 120 if square == self.hovered else 60))
            surface.blit(shade, rect.topleft)
            pygame.draw.rect(surface, LEGAL, rect.inflate(-2, -2), 3 if square == self.hovered else 2)
            marked.append(rect)
        return marked

    def ghost(self) -> Ghost | None:
        table = self.host.game.state.table
        grid = grid_or_none(table.map)
        if grid is None or not self.dragging or self.hovered is None or self.figure is None \
                or self.figure not in table.bases:
            return None
        return Ghost(self.figure, grid.centre(self.hovered), table.bases[self.figure].facing)
