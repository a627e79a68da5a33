"""Where a figure moves: a drag (round what is in the way) or waypoints, the ghost showing where the table
would stop it."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.board.geometry import distance
from game.board.movement import Move
from game.board.table import Base
from game.board.terrain import Point
from game.rules.decisions import Decision
from game.ui.camera import Camera
from game.ui.decision_input import Choice, DecisionInput, Ghost, Host, dashes
from game.ui.panels import Card
from game.ui.style import ACCENT, BAD, GOOD, TEXT, WARN, outlined_text
from game.words import capitalised

SNAP = 3.0  # screen pixels from touching another base within which a point is taken as base contact
NOWHERE = 0.05  # inches: a dragged move shorter than this, stopped by the table, is not made


class PathInput(DecisionInput):
    """Drag the figure to where it should go, or click waypoints and press Enter; the ghost shows where the
    table would stop it and how far it went. Where the straight line would be stopped by terrain or a figure,
    a drag takes the shortest legal route there instead (the ruleset's ``routes``), shown as the ghost's
    path; Shift keeps the straight line."""

    hint = ("Drag the figure (round what is in the way; Shift: straight) · or click waypoints, then Enter "
            "(double-click ends there) · Backspace drops one")

    def __init__(self, host: Host, decision: Decision) -> None:
        super().__init__(host, decision)
        self.figure: str | None = decision.context.get("figure")
        self.hold(self.figure)
        self.allowance = decision.context.get("allowance")
        self.straight = bool(decision.context.get("straight"))  # one leg, no turns (an arcane Step): no route
        #: What follows the move, which the player should know before making it (clix's click of pushing damage).
        self.after: tuple[str, ...] = (capitalised(decision.context["after"]),) if "after" in decision.context else ()
        if self.straight:
            self.hint = "Drag the figure, or click where it goes: straight, no turns"
        self.waypoints: list[Point] = []
        self.cursor: Point | None = host.board.point()
        self.dragging = self.figure is not None and host.drag_figure == self.figure
        host.drag_figure = None
        self._planned: tuple[tuple, Move | str | None] = ((), None)
        self._routes: dict[tuple[float, float], list[Point] | None] = {}

    @property
    def unit(self) -> tuple[float, str]:
        """The ruleset's measure of lengths on this table (manoeuvres counts metres), for the readouts."""
        game = self.host.game
        return game.ruleset.unit(game.state.table.map)

    @property
    def wanted(self) -> list[Point]:
        straight = self.waypoints + ([self.cursor] if self.cursor is not None else [])
        return self.routed() or straight

    def routed(self) -> list[Point] | None:
        """While a figure is dragged (without Shift) to where the straight line would be stopped short by the
        table, or is refused (a charge stopped short by a rock ends out of reach: the straight line is refused, not
        stopped), the shortest legal route's waypoints; else None."""
        if self.straight or not self.dragging or self.waypoints or self.cursor is None or self.figure is None:
            return None
        if pygame.key.get_mods() & pygame.KMOD_SHIFT:
            return None
        key = (round(self.cursor[0], 2), round(self.cursor[1], 2))
        if key not in self._routes:
            straight = self.plan([key])
            found = None
            blocked = isinstance(straight, Move) and straight.stopped and straight.blocker is not None
            if isinstance(straight, str) or blocked:
                game = self.host.game
                (route,) = game.ruleset.routes(game.state, self.figure, [key])
                found = [(x, y) for x, y in route.waypoints] if route is not None else None
            if len(self._routes) > 256:
                self._routes.clear()
            self._routes[key] = found
        return self._routes[key]

    def plan(self, points: list[Point]) -> Move | str | None:
        """The board's move along ``points`` (kept for the same points), or why they are refused."""
        key = tuple((round(x, 3), round(y, 3)) for x, y in points)
        if key != self._planned[0]:
            answer = [[x, y] for x, y in key]
            plan: Move | str | None = None
            if key:
                plan = self.decision.refusal(answer)
                if plan is None and self.decision.preview is not None:
                    plan = self.decision.preview(answer)
            self._planned = (key, plan)
        return self._planned[1]

    def confirm(self, points: list[Point]) -> None:
        if not points:
            self.host.toast("Click where the figure should go first")
            return
        if self.host.answer([[round(x, 3), round(y, 3)] for x, y in points]):
            self.waypoints = []

    def choices(self) -> list[Choice]:
        return [
            Choice("Move here", lambda: self.confirm(self.waypoints), "", primary=True,  # not where it is refused
                   enabled=bool(self.waypoints) and not isinstance(self.plan(self.waypoints), str)),
            Choice("Drop last waypoint", self._drop, "", enabled=bool(self.waypoints)),
        ]

    def _drop(self) -> None:
        if self.waypoints:
            self.waypoints.pop()
            self.changed()

    def card(self) -> Card | None:
        name = self.host.name_of(self.figure) if self.figure else "the figure"
        plan = self.plan(self.wanted)
        scale, unit = self.unit
        limit = f" of {self.allowance * scale:g} {unit}" if isinstance(self.allowance, int | float) else ""
        if isinstance(plan, str):
            return Card(f"Move {name}", (plan,), BAD)
        if isinstance(plan, Move):
            dearer = abs(plan.cost - plan.length) > 0.05  # the going made some of the way cost more
            lines = [f"{plan.length * scale:.1f} {unit}{limit}" +
                     (f" (hard going: counts as {plan.cost * scale:.1f} {unit})" if dearer else "")]
            if self.routed():
                lines.append("The shortest way round what is in the way (hold Shift for the straight line)")
            if plan.stopped:
                lines.append(f"Stops short: {plan.stopped}")
            return Card(f"Move {name}", (*lines, *self.after), WARN if plan.stopped or self.after else GOOD)
        return Card(f"Move {name}", (f"Allowance{limit or ': free'}", *self.after), WARN if self.after else TEXT)

    def snapped(self, point: Point) -> Point:
        """``point`` where the figure would stand a hair from another base (within ``SNAP`` pixels of touching:
        half a pixel looks like contact), moved into contact along the line from that base's centre: a priest
        clicked beside the friend it went to heal stood 0.022" off it, and Heal was not offered."""
        table = self.host.game.state.table
        me = table.bases.get(self.figure) if self.figure is not None else None
        if me is None:
            return point
        best: tuple[float, float, Base] | None = None  # (gap, centres apart, base), each distance measured once
        for other in table.bases.values():
            apart = distance(other.pos, point)
            gap = abs(apart - me.radius - other.radius)
            if other.id != me.id and apart > 0 and (best is None or gap < best[0]):
                best = (gap, apart, other)
        if best is None or best[0] >= SNAP / self.host.board.camera.scale:
            return point
        _gap, apart, other = best
        k = (me.radius + other.radius) / apart
        return other.x + (point[0] - other.x) * k, other.y + (point[1] - other.y) * k

    def press(self, event: pygame.event.Event, point: Point) -> bool:
        if self.figure is not None and self.figure in self.host.game.state.table.bases:
            base = self.host.game.state.table.bases[self.figure]
            if not self.waypoints and distance(base.pos, point) <= base.radius:
                self.dragging = True
                return True
        point = self.snapped(point)
        if self.double_click(point) or self.straight:
            self.confirm(self.waypoints or [point])
            return True
        self.waypoints.append(point)
        self.changed()
        return True

    def motion(self, event: pygame.event.Event, point: Point | None) -> bool:
        self.cursor = point if point is None else self.snapped(point)
        return self.dragging

    def release(self, event: pygame.event.Event, point: Point | None) -> bool:
        if not self.dragging:
            return False
        base = self.host.game.state.table.bases.get(self.figure) if self.figure else None
        if point is not None and base is not None and distance(base.pos, point) > base.radius * 0.5:
            point = self.cursor = self.snapped(point)
            route = self.routed()  # asked while still dragging
            self.dragging = False
            wanted = route or [*self.waypoints, point]
            plan = self.plan(wanted)
            if isinstance(plan, Move) and plan.length < NOWHERE and plan.stopped:
                # a drag into a tree stayed where it was, and the action was spent (a spin goes by the keys)
                self.host.toast(f"That move goes nowhere ({plan.stopped}): drag it elsewhere, or Esc", "nowhere")
            else:
                self.confirm(wanted)
        self.dragging = False
        return True

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm(self.waypoints or ([self.cursor] if self.cursor else []))
            return True
        if event.key == pygame.K_BACKSPACE:
            self._drop()
            return True
        if event.key == pygame.K_ESCAPE and self.waypoints:
            self.waypoints = []
            self.changed()
            return True
        return super().key(event)

    def shown(self) -> tuple[Base, list[Point], Move] | None:
        """The figure's base, the points asked for and the move they make, while there is a move to show."""
        table = self.host.game.state.table
        if self.figure is None or self.figure not in table.bases:
            return None
        wanted = self.wanted
        plan = self.plan(wanted)
        return (table.bases[self.figure], wanted, plan) if isinstance(plan, Move) else None

    def ghost(self) -> Ghost | None:
        shown = self.shown()
        return Ghost(shown[0].id, shown[2].end, shown[0].facing) if shown is not None else None

    def draw_under(self, surface: pygame.Surface, camera: Camera) -> list[pygame.Rect]:
        """The path, under the figures and their names (drawn over, its line struck through a name by the ghost)."""
        shown = self.shown()
        if shown is None:
            return []
        _base, wanted, plan = shown
        points = [camera.to_screen(p) for p in plan.path]
        if plan.stopped and wanted:
            dashes(surface, camera.to_screen(plan.end), camera.to_screen(wanted[-1]), BAD)
        if len(points) >= 2:
            pygame.draw.lines(surface, (15, 15, 18), False, points, 6)
            pygame.draw.lines(surface, (255, 255, 255), False, points, 3)
        for p in self.waypoints:
            pygame.draw.aacircle(surface, ACCENT, camera.to_screen(p), 5)
        return []

    def draw(self, surface: pygame.Surface, camera: Camera) -> None:
        """How far the move goes, beside the ghost and clear of the names."""
        shown = self.shown()
        if shown is None:
            return
        base, _wanted, plan = shown
        scale, unit = self.unit
        limit = f" / {self.allowance * scale:g}" if isinstance(self.allowance, int | float) else ""
        label = outlined_text(f"{plan.length * scale:.1f}{limit} {unit}", 15, WARN if plan.stopped else (255, 255, 255),
                              bold=True)
        x, y = (round(v) for v in camera.to_screen(plan.end))
        surface.blit(label, readout_spot(label.get_size(), (x, y), base.radius * camera.scale, self.host.drawn(),
                                         camera.readable))


def readout_spot(size: tuple[int, int], at: tuple[int, int], radius: float, taken: Sequence[pygame.Rect],
                 view: pygame.Rect) -> pygame.Rect:
    """Where a move's readout of ``size`` goes beside the ghost at ``at`` (``radius`` pixels): clear of the figures
    and their names (``taken``) where it can be — right, left, below, above, then a little further out (a short
    move among crowded names) — else where it covers least of them; inside ``view`` (the board), as near as it
    can be (a figure moved by the board's edge put it out of the window)."""
    x, y = at
    box = pygame.Rect((0, 0), size)
    spots = []
    for gap in (round(radius + 8), round(radius + 30)):
        spots += [box.move_to(midleft=(x + gap, y)), box.move_to(midright=(x - gap, y)),
                  box.move_to(midtop=(x, y + gap - 4)), box.move_to(midbottom=(x, y - gap + 4))]
    spots = [spot for spot in spots if view.contains(spot)] or [spot.clamp(view) for spot in spots]
    return next((spot for spot in spots if spot.collidelist(taken) < 0), None) or min(
        spots, key=lambda spot: sum(_area(spot.clip(t)) for t in taken))


def _area(rect: pygame.Rect) -> int:
    return rect.w * rect.h
