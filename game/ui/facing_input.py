"""Which way a figure faces: a right-drag or a click towards it, or Q and E in steps."""

from __future__ import annotations

import math

import pygame

from game.board.geometry import direction, distance
from game.board.terrain import Point
from game.rules.decisions import Decision
from game.ui.camera import Camera
from game.ui.decision_input import Choice, DecisionInput, Host, dashes
from game.ui.panels import Card
from game.ui.style import ACCENT, TEXT

TURN_STEP, FINE_TURN_STEP = 15.0, 5.0  # degrees a Q or E turns, and with Shift


class FacingInput(DecisionInput):
    """Turn the figure: right-drag (or click) towards where it should face, Q and E in steps; Enter confirms."""

    hint = "Right-drag or click to turn · Q / E turn 15° (with Shift 5°) · Enter confirms"

    def __init__(self, host: Host, decision: Decision) -> None:
        super().__init__(host, decision)
        self.figure: str | None = decision.context.get("figure")
        self.hold(self.figure)
        base = host.game.state.table.bases.get(self.figure) if self.figure else None
        self.angle = base.facing if base is not None else 0.0
        self.turning = False

    def choices(self) -> list[Choice]:
        return [
            Choice("Turn left", lambda: self.turn(-TURN_STEP), "q"),
            Choice("Turn right", lambda: self.turn(TURN_STEP), "e"),
            Choice("Face this way", self.confirm, "", primary=True),
        ]

    def card(self) -> Card | None:
        return Card(f"Facing {self.angle:.0f}°", ("Degrees clockwise from east (right on the map).",), TEXT)

    def turn(self, degrees: float) -> None:
        self.angle = (self.angle + degrees) % 360.0
        self.changed()

    def confirm(self) -> None:
        self.host.answer(round(self.angle, 1))

    def _towards(self, point: Point | None) -> None:
        base = self.host.game.state.table.bases.get(self.figure) if self.figure else None
        if point is not None and base is not None and distance(base.pos, point) > 0.05:
            self.angle = direction(base.pos, point)
            self.changed()

    def press(self, event: pygame.event.Event, point: Point) -> bool:
        if event.button == 3:
            self.turning = True
        if self.double_click(point):
            self.confirm()
            return True
        self._towards(point)
        return True

    def motion(self, event: pygame.event.Event, point: Point | None) -> bool:
        if self.turning:
            self._towards(point)
            return True
        return False

    def release(self, event: pygame.event.Event, point: Point | None) -> bool:
        was, self.turning = self.turning, False
        return was

    def key(self, event: pygame.event.Event) -> bool:
        step = FINE_TURN_STEP if event.mod & pygame.KMOD_SHIFT else TURN_STEP
        if event.key == pygame.K_q:
            self.turn(-step)
            return True
        if event.key == pygame.K_e:
            self.turn(step)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return True
        return super().key(event)

    def facing_of(self, figure_id: str, facing: float) -> float:
        return self.angle if figure_id == self.figure else facing

    def draw_under(self, surface: pygame.Surface, camera: Camera) -> list[pygame.Rect]:
        """The front arc's edges, under the figures and their names (drawn over, they struck through the name)."""
        base = self.host.game.state.table.bases.get(self.figure) if self.figure else None
        if base is None:
            return []
        centre = camera.to_screen(base.pos)
        reach = base.radius * camera.scale + 60
        for edge in (-base.front_arc / 2, base.front_arc / 2) if base.front_arc < 360 else ():
            a = math.radians(self.angle + edge)
            dashes(surface, centre, (centre[0] + math.cos(a) * reach, centre[1] + math.sin(a) * reach), ACCENT)
        return []
