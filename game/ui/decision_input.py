"""Turning clicks, drags and keys into the answer to one pending decision, by the decision's kind.

The kinds every ruleset follows (``action``, ``path``, ``facing``, ``targets``) get their own input on the board;
any other decision is a dialog of its options' labels. An input never changes the game itself: it calls
``host.answer``, and the screen builds the next input for the next decision.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, Protocol

import pygame

from game.board.geometry import direction, distance
from game.board.movement import Move
from game.board.terrain import Point
from game.rules.decisions import Answer, Decision, Deferred, Option
from game.rules.odds import Odds
from game.ui.board_view import DRAG_START, PAN_LETTERS, BoardView
from game.ui.camera import Camera
from game.ui.clicks import soon_after
from game.ui.odds_chart import charts_of, odds_line
from game.ui.panels import Card
from game.ui.style import ACCENT, BAD, GOOD, TEXT, TEXT_DIM, WARN, Colour, outlined_text
from game.ui.tools import TOOLS
from game.words import without_asides

#: The window's own keys (the inspector's switches): an action whose hotkey is one of them takes Shift.
RESERVED = frozenset(key for _name, _label, key in TOOLS) | PAN_LETTERS
TURN_STEP, FINE_TURN_STEP = 15.0, 5.0


class Host(Protocol):
    """What an input needs from the play screen."""

    game: Any
    board: BoardView
    selected: str | None
    drag_figure: str | None

    @property
    def now(self) -> float: ...
    def answer(self, value: Answer) -> bool: ...
    def toast(self, message: str) -> None: ...
    def figure_at(self, point: Point) -> str | None: ...
    def select(self, figure_id: str | None) -> None: ...
    def name_of(self, figure_id: str) -> str: ...
    def draw_ghost(self, surface: pygame.Surface, figure_id: str, at: Point, facing: float, alpha: int) -> None: ...
    def drawn(self) -> list[pygame.Rect]: ...
    def answer_with_ai(self) -> bool: ...
    def back_out(self) -> bool: ...
    def backable(self) -> bool: ...


@dataclass(frozen=True)
class Choice:
    """A button of the decision panel."""

    label: str
    run: Callable[[], Any]
    hotkey: str = ""
    primary: bool = False
    enabled: bool = True
    selected: bool = False
    style: str = ""  # a theme object id: a card's colour
    option: Option | None = None  # the option it answers: while its button is pointed at, the card shows its odds


def key_label(hotkey: str) -> str:
    """How a hotkey is written on its button ("Esc" as it is)."""
    if len(hotkey) > 1:
        return hotkey
    return f"Shift+{hotkey.upper()}" if hotkey.lower() in RESERVED else hotkey.upper()


def pressed(hotkey: str, event: pygame.event.Event) -> bool:
    """Whether a key event presses ``hotkey`` (with Shift when the window keeps the bare key for itself)."""
    typed = (getattr(event, "unicode", "") or "").lower()
    if not hotkey or typed != hotkey.lower():
        return False
    return hotkey.lower() not in RESERVED or bool(event.mod & pygame.KMOD_SHIFT)


class DecisionInput:
    """The base input: no board interaction; subclasses override what their kind needs."""

    #: Where the buttons go: the side panel, or a dialog over the board.
    dialog = False
    hint = ""

    def __init__(self, host: Host, decision: Decision) -> None:
        self.host = host
        self.decision = decision
        self.version = 0  # bumped when the buttons must be rebuilt
        self._last_click: tuple[float, Point] | None = None
        self.pointed: Option | None = None  # the option whose button is under the pointer
        self._odds: dict[str, Odds | None] = {}
        #: A step of the action just chosen (its square, its target): Esc, or the last button, goes back to the
        #: choice of action, so that a Move clicked by mistake is left without reaching for Undo.
        self.backable = host.backable()

    def buttons(self) -> list[Choice]:
        """The panel's buttons: the input's choices, and the way back to the choice of action where there is one."""
        back = [Choice("Back to the actions", self.host.back_out, "Esc")] if self.backable else []
        return [*self.choices(), *back]

    def hold(self, figure: str | None) -> None:
        """Put the figure the decision is about in hand: the one that moves, turns or attacks. The selection
        left from before (a figure picked after the decision, then taken back by undo) showed another figure's
        card and ring while this one acted."""
        if figure is not None and figure in self.host.game.state.figures:
            self.host.select(figure)

    def choices(self) -> list[Choice]:
        return []

    def card(self) -> Card | None:
        return None

    # --- odds ----------------------------------------------------------------------------------------------
    def odds(self, value: Answer) -> Odds | None:
        """The ruleset's odds of answering ``value`` (None: it has none, or refuses the answer), asked once."""
        key = repr(value)
        if key not in self._odds:
            odds = None
            if self.decision.refusal(value) is None:
                odds = self.host.game.ruleset.odds(self.host.game, self.decision, value)
            self._odds[key] = odds
        return self._odds[key]

    def point(self, option: Option | None) -> None:
        """The pointer is over ``option``'s button (None: over none of them); no rebuild, the card follows it."""
        self.pointed = option

    def pointed_figure(self) -> str | None:
        """The figure the option under the pointer names (a target, the figure of an action, a model to
        activate): ringed on the board, so that three buttons that each say "Orc Raider" can be told apart."""
        value = self.pointed.value if self.pointed is not None else None
        figure = value.get("figure") if isinstance(value, dict) else value
        return figure if isinstance(figure, str) and figure in self.host.game.state.figures else None

    def pointed_card(self) -> Card | None:
        """What choosing the option pointed at would do, as the odds card of a picked target is drawn: its lines,
        its charts and its notes (None when nothing is pointed at or the ruleset has no odds for it)."""
        odds = self.odds(self.pointed.value) if self.pointed is not None else None
        return odds_card(odds) if odds is not None else None  # the button under the pointer says which

    def press(self, event: pygame.event.Event, point: Point) -> bool:
        return False

    def motion(self, event: pygame.event.Event, point: Point | None) -> bool:
        return False

    def release(self, event: pygame.event.Event, point: Point | None) -> bool:
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """Hotkeys of the buttons, and Esc back to the choice of action; subclasses add their own keys first."""
        if event.key == pygame.K_ESCAPE and self.backable:
            return self.host.back_out()
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        for choice in self.choices():
            if choice.enabled and pressed(choice.hotkey, event):
                choice.run()
                return True
        return False

    def draw(self, surface: pygame.Surface, camera: Camera) -> None:
        pass

    def sights(self) -> list[tuple[str, str]]:
        """The lines of fire (source, target figure) this input wants shown, the one that matters most last."""
        return []

    # --- figure rings -------------------------------------------------------------------------------------
    def can_act(self, figure_id: str) -> bool:
        return False

    def is_target(self, figure_id: str) -> bool:
        return False

    def is_chosen(self, figure_id: str) -> bool:
        return False

    def facing_of(self, figure_id: str, facing: float) -> float:
        """The facing to draw the figure with (an input turning it shows the turn before it is answered)."""
        return facing

    # --- helpers -------------------------------------------------------------------------------------------
    def double_click(self, point: Point) -> bool:
        """Whether this click repeats the last one, at the same place and soon enough."""
        last, self._last_click = self._last_click, (self.host.now, point)
        return last is not None and soon_after(last[0], self.host.now) and distance(last[1], point) < 0.3

    def changed(self) -> None:
        self.version += 1


# --- action ------------------------------------------------------------------------------------------------
class ActionInput(DecisionInput):
    """Select a figure, then one of its actions (buttons, hotkeys); side actions are always offered.
    Dragging a figure that can move chooses its move (the option whose ``info`` says ``drag``, else the action
    named ``move``) and goes on as the path's drag; dragging one that cannot says so."""

    hint = "Click a figure to select it · its actions are on the right · drag a figure to move it"

    def __init__(self, host: Host, decision: Decision) -> None:
        super().__init__(host, decision)
        self.by_figure: dict[str, list] = {}
        self.side: list = []
        for option in decision.options:
            value = option.value
            figure = value.get("figure") if isinstance(value, dict) else None
            (self.by_figure.setdefault(figure, []) if figure else self.side).append(option)
        if host.selected not in self.by_figure and len(self.by_figure) == 1:
            host.select(next(iter(self.by_figure)))
        self._armed: tuple[str, tuple[int, int]] | None = None
        self._cards: dict[str | None, Card | None] = {}  # the card of each figure selected: drawn every frame

    def choices(self) -> list[Choice]:
        """The selected figure's actions and the side's, each with its key: the ruleset's letter, else a number,
        so that every button can be pressed from the keyboard ("Switch weapon", an arcane ability)."""
        options = self.by_figure.get(self.host.selected or "", []) + self.side
        unkeyed = iter(str(n) for n in range(1, 10)) if not any(o.hotkey.isdigit() for o in options) else iter(())
        return [Choice(option.label, _answer(self.host, option.value), option.hotkey or next(unkeyed, ""),
                       option=option) for option in options]

    def card(self) -> Card | None:
        pointed = self.pointed_card()  # an action with odds (a breakaway, a Dash, an arcane draw)
        if pointed is not None:
            return pointed
        selected = self.host.selected
        if selected not in self._cards:
            self._cards[selected] = self._card(selected)
        return self._cards[selected]

    def _card(self, selected: str | None) -> Card | None:
        if selected and selected not in self.by_figure and self.by_figure:
            others = f"Figures that can: {', '.join(self.host.name_of(f) for f in self.by_figure)}"
            return refusal_card(self.decision, selected, f"{self.host.name_of(selected)} cannot act now", (others,))
        not_now = refusal_card(self.decision, selected)
        if not_now is not None:
            return not_now
        if not selected and self.by_figure:
            return Card("Select a figure", ("Click one of the highlighted figures, or press Tab.",), TEXT)
        return None

    def can_act(self, figure_id: str) -> bool:
        return figure_id in self.by_figure

    def press(self, event: pygame.event.Event, point: Point) -> bool:
        figure = self.host.figure_at(point)
        if figure is None:
            return False
        self.host.select(figure)
        self.changed()
        self._armed = (figure, event.pos)
        return True

    def motion(self, event: pygame.event.Event, point: Point | None) -> bool:
        if self._armed is None or not event.buttons[0]:
            return False
        figure, start = self._armed
        if math.dist(start, event.pos) < DRAG_START:
            return True
        self._armed = None
        option = self._move_option(figure)
        if option is None:
            self.host.toast(f"{self.host.name_of(figure)} has no move to make now: its actions are on the right"
                            if figure in self.by_figure else f"{self.host.name_of(figure)} cannot act now")
            return True
        self.host.drag_figure = figure
        if not self.host.answer(option.value):
            self.host.drag_figure = None
        return True

    def release(self, event: pygame.event.Event, point: Point | None) -> bool:
        armed, self._armed = self._armed, None
        return armed is not None

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_TAB and self.by_figure:
            figures = list(self.by_figure)
            at = figures.index(self.host.selected) if self.host.selected in figures else -1
            self.host.select(figures[(at + (-1 if event.mod & pygame.KMOD_SHIFT else 1)) % len(figures)])
            self.changed()
            return True
        if super().key(event):
            return True
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        for item in unavailable(self.decision, self.host.selected, listed=False):  # its key says why not
            if pressed(str(item.get("hotkey", "")), event):
                self.host.toast(f"{action_name(item)}: {item['reason']}")
                return True
        return False

    def _move_option(self, figure: str) -> Option | None:
        options = self.by_figure.get(figure, [])
        return next((o for o in options if o.info.get("drag")), None) or next(
            (o for o in options if o.value.get("action") == "move"), None)


# --- path --------------------------------------------------------------------------------------------------
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
        self.waypoints: list[Point] = []
        self.cursor: Point | None = host.board.point()
        self.dragging = self.figure is not None and host.drag_figure == self.figure
        host.drag_figure = None
        self._planned: tuple[tuple, Move | str | None] = ((), None)
        self._routes: dict[tuple[float, float], list[Point] | None] = {}

    @property
    def wanted(self) -> list[Point]:
        straight = self.waypoints + ([self.cursor] if self.cursor is not None else [])
        return self.routed() or straight

    def routed(self) -> list[Point] | None:
        """While a figure is dragged (without Shift) to where the straight line would be stopped short by the
        table, the shortest legal route's waypoints; else None."""
        if not self.dragging or self.waypoints or self.cursor is None or self.figure is None:
            return None
        if pygame.key.get_mods() & pygame.KMOD_SHIFT:
            return None
        key = (round(self.cursor[0], 2), round(self.cursor[1], 2))
        if key not in self._routes:
            straight = self.plan([key])
            found = None
            if isinstance(straight, Move) and straight.stopped and straight.blocker is not None:
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
            Choice("Move here", lambda: self.confirm(self.waypoints), "", primary=True, enabled=bool(self.waypoints)),
            Choice("Drop last waypoint", self._drop, "", enabled=bool(self.waypoints)),
        ]

    def _drop(self) -> None:
        if self.waypoints:
            self.waypoints.pop()
            self.changed()

    def card(self) -> Card | None:
        name = self.host.name_of(self.figure) if self.figure else "the figure"
        plan = self.plan(self.wanted)
        limit = f" of {self.allowance:g} in" if isinstance(self.allowance, int | float) else ""
        if isinstance(plan, str):
            return Card(f"Move {name}", (plan,), BAD)
        if isinstance(plan, Move):
            lines = [f"{plan.length:.1f} in{limit}" + (f" (costs {plan.cost:.1f})" if abs(plan.cost - plan.length)
                                                        > 0.05 else "")]
            if self.routed():
                lines.append("The shortest way round what is in the way (hold Shift for the straight line)")
            if plan.stopped:
                lines.append(f"Stops short: {plan.stopped}")
            return Card(f"Move {name}", tuple(lines), WARN if plan.stopped else GOOD)
        return Card(f"Move {name}", (f"Allowance{limit or ': free'}",), TEXT)

    def press(self, event: pygame.event.Event, point: Point) -> bool:
        if self.figure is not None and self.figure in self.host.game.state.table.bases:
            base = self.host.game.state.table.bases[self.figure]
            if not self.waypoints and distance(base.pos, point) <= base.radius:
                self.dragging = True
                return True
        if self.double_click(point):
            self.confirm(self.waypoints or [point])
            return True
        self.waypoints.append(point)
        self.changed()
        return True

    def motion(self, event: pygame.event.Event, point: Point | None) -> bool:
        self.cursor = point
        return self.dragging

    def release(self, event: pygame.event.Event, point: Point | None) -> bool:
        if not self.dragging:
            return False
        base = self.host.game.state.table.bases.get(self.figure) if self.figure else None
        if point is not None and base is not None and distance(base.pos, point) > base.radius * 0.5:
            self.cursor = point
            route = self.routed()  # asked while still dragging
            self.dragging = False
            self.confirm(route or [*self.waypoints, point])
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

    def draw(self, surface: pygame.Surface, camera: Camera) -> None:
        table = self.host.game.state.table
        if self.figure is None or self.figure not in table.bases:
            return
        base = table.bases[self.figure]
        wanted = self.wanted
        plan = self.plan(wanted)
        if not isinstance(plan, Move):
            return
        points = [camera.to_screen(p) for p in plan.path]
        if plan.stopped and wanted:
            _dashes(surface, camera.to_screen(plan.end), camera.to_screen(wanted[-1]), BAD)
        if len(points) >= 2:
            pygame.draw.lines(surface, (15, 15, 18), False, points, 6)
            pygame.draw.lines(surface, (255, 255, 255), False, points, 3)
        for p in self.waypoints:
            pygame.draw.aacircle(surface, ACCENT, camera.to_screen(p), 5)
        self.host.draw_ghost(surface, self.figure, plan.end, base.facing, 150)
        limit = f" / {self.allowance:g}" if isinstance(self.allowance, int | float) else ""
        label = outlined_text(f"{plan.length:.1f}{limit} in", 15, WARN if plan.stopped else (255, 255, 255),
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


def _dashes(surface: pygame.Surface, a: tuple[float, float], b: tuple[float, float], colour: Colour) -> None:
    length = math.dist(a, b)
    steps = max(1, int(length // 8))
    for i in range(0, steps, 2):
        p = (a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps)
        q = (a[0] + (b[0] - a[0]) * (i + 1) / steps, a[1] + (b[1] - a[1]) * (i + 1) / steps)
        pygame.draw.line(surface, colour, p, q, 2)


# --- facing ------------------------------------------------------------------------------------------------
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

    def draw(self, surface: pygame.Surface, camera: Camera) -> None:
        base = self.host.game.state.table.bases.get(self.figure) if self.figure else None
        if base is None:
            return
        centre = camera.to_screen(base.pos)
        reach = base.radius * camera.scale + 60
        for edge in (-base.front_arc / 2, base.front_arc / 2) if base.front_arc < 360 else ():
            a = math.radians(self.angle + edge)
            _dashes(surface, centre, (centre[0] + math.cos(a) * reach, centre[1] + math.sin(a) * reach), ACCENT)


# --- targets -----------------------------------------------------------------------------------------------
class TargetsInput(DecisionInput):
    """Click legal targets (highlighted) to pick them; the odds of the pick are shown before confirming."""

    hint = "Click a highlighted target to pick it · Enter confirms · the odds are on the right"

    def __init__(self, host: Host, decision: Decision) -> None:
        super().__init__(host, decision)
        self.attacker: str | None = decision.context.get("figure")
        self.hold(self.attacker)
        self.legal = [o.value for o in decision.options]
        self.single = decision.least == 1 and decision.most == 1
        # the one legal target is picked already: its odds show at once and Enter confirms (a gamebook ranger's
        # shot at the only orc in line asked for a click that chose nothing)
        self.chosen: list[Answer] = self.legal[:1] if self.single and len(self.legal) == 1 else []
        self.hovered: Answer | None = None

    @property
    def value(self) -> Answer:
        return self.chosen[0] if self.single and self.chosen else list(self.chosen)

    @property
    def ready(self) -> bool:
        return bool(self.chosen or not self.single) and self.decision.refusal(self.value) is None

    def toggle(self, target: Answer) -> None:
        """Pick ``target``, or drop it where several are picked; a lone pick stays picked (Esc drops it), so
        that a click on the target picked already (the only one) does not undo it."""
        if self.single:
            self.chosen = [target]
        elif target in self.chosen:
            self.chosen.remove(target)
        elif len(self.chosen) < self.decision.most:
            self.chosen.append(target)
        else:
            self.host.toast(f"At most {self.decision.most} targets")
        self.changed()

    def confirm(self) -> None:
        reason = self.decision.refusal(self.value)
        if reason:
            self.host.toast(reason)
            return
        self.host.answer(self.value)

    def choices(self) -> list[Choice]:
        out = [Choice(o.label, partial(self.toggle, o.value), o.hotkey, selected=o.value in self.chosen, option=o)
               for o in self.decision.options]
        count = f" ({len(self.chosen)})" if not self.single else ""
        verb = self.decision.context.get("confirm", "Confirm")  # what the ruleset calls it: Shoot, Heal, a spell
        return [*out, Choice(f"{verb}{count}", self.confirm, "", primary=True, enabled=self.ready)]

    def card(self) -> Card | None:
        hovered = self.hovered if self.hovered is not None else self.pointed.value if self.pointed else None
        value = self.value if self.chosen else (hovered if self.single else [hovered])
        if not self.chosen and hovered is None:
            return Card("Pick a target", (f"{len(self.legal)} legal: highlighted on the board.",), TEXT)
        odds = self.odds(value)
        if odds is None:
            return None
        return odds_card(odds, "" if self.chosen else " (pointed at)")

    def is_target(self, figure_id: str) -> bool:
        return figure_id in self.legal

    def is_chosen(self, figure_id: str) -> bool:
        return figure_id in self.chosen

    def press(self, event: pygame.event.Event, point: Point) -> bool:
        figure = self.host.figure_at(point)
        if figure is None:
            return False
        if figure in self.legal:
            self.toggle(figure)
            if self.double_click(point) and self.ready:
                self.confirm()
        else:
            reason = self.decision.why_not(figure) if self.decision.why_not else None
            self.host.toast(f"{self.host.name_of(figure)}: {reason}" if reason
                            else f"{self.host.name_of(figure)} is not a legal target")
        return True

    def motion(self, event: pygame.event.Event, point: Point | None) -> bool:
        figure = self.host.figure_at(point) if point is not None else None
        hovered = figure if figure in self.legal else None
        if hovered != self.hovered:
            self.hovered = hovered
            self.changed()
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return True
        if event.key == pygame.K_ESCAPE and self.chosen:  # drop the picks; with none, back to the choice of action
            self.chosen.clear()
            self.changed()
            return True
        return super().key(event)

    def sights(self) -> list[tuple[str, str]]:
        """A line of fire from the attacker to each pick and to the target under the pointer, on the board or on
        its button (last)."""
        if self.attacker is None:
            return []
        hovered = self.hovered if self.hovered is not None else self.pointed_figure()
        targets = [*(t for t in self.chosen if t != hovered), hovered]
        return [(self.attacker, target) for target in targets if isinstance(target, str)]


def unavailable(decision: Decision, figure: str | None, listed: bool = True) -> list[dict]:
    """What ``figure`` may not do now and why, where the ruleset says (``context["unavailable"]``); ``listed``:
    only the refusals worth a line of the card (not one with ``listed`` false: what the figure merely is not or has
    not, which its action's key still explains)."""
    found = decision.context.get("unavailable")
    if not isinstance(found, list | Deferred):
        return []
    return [item for item in found if isinstance(item, dict) and item.get("figure") == figure
            and isinstance(item.get("reason"), str) and (item.get("listed", True) or not listed)]


def refusal_card(decision: Decision, figure: str | None, title: str = "Not now",
                 more: tuple[str, ...] = ()) -> Card | None:
    """What ``figure`` may not do now, a line a reason (a short window drops the workings), then ``more``."""
    items = unavailable(decision, figure)
    refused, brief = (_refusals(items, plain) for plain in (False, True))
    gist = tuple(dict.fromkeys(action_name(item) for item in items))
    return Card(title, (*refused, *more), TEXT_DIM, brief=(*brief, *more), gist=gist) if refused or more else None


def action_name(item: dict) -> str:
    """A refused action as its button would say it (``label``, its working in parentheses dropped: "Climb"), else
    its name ("first aid")."""
    label = item.get("label")
    return without_asides(label) if isinstance(label, str) else str(item.get("action", "?")).replace("_", " ")


def _refusals(unavailable: list[dict], plain: bool) -> tuple[str, ...]:
    """What the figure may not do, a line for each reason with the actions it bars; ``plain``: the reasons
    without their workings in parentheses (the card's brief, for a short window)."""
    by_reason: dict[str, list[str]] = {}
    for item in unavailable:
        reason = without_asides(item["reason"]) if plain else item["reason"]
        by_reason.setdefault(reason, []).append(action_name(item))
    return tuple(reason if len(actions) == 1 and reason.startswith(f"{actions[0]} ") else  # it names itself
                 f"{', '.join(actions)}: {reason}" for reason, actions in by_reason.items())


def card_style(option: Option) -> str:
    """The theme's look for an option that is a card with a colour (``info["card"]["colour"]``; a card with
    ``catastrophe`` set is the Catastrophe): ``#card_pink``...; other options look as usual."""
    card = option.info.get("card")
    if not isinstance(card, dict):
        return ""
    if card.get("catastrophe"):
        return "#card_catastrophe"
    return f"#card_{card['colour']}" if isinstance(card.get("colour"), str) else ""


def odds_card(odds: Odds, note: str = "") -> Card:
    """An answer's odds in the side panel: each line's summary (or its chart, titled with it), then the notes."""
    return Card(odds.title + note, tuple(odds_line(line) for line in odds.lines), ACCENT, charts_of(odds.lines),
                odds.notes, tuple(odds_line(line, brief=True) for line in odds.lines))


# --- anything else -----------------------------------------------------------------------------------------
class ChoiceInput(DecisionInput):
    """A dialog of the options' labels (free spins, cards, calls, reactions): click one, or its hotkey or number;
    with several to pick, toggle them and confirm."""

    dialog = True
    hint = "Choose in the dialog (drag its title bar to move it) · its hotkeys and the number keys work too"

    def __init__(self, host: Host, decision: Decision) -> None:
        super().__init__(host, decision)
        self.single = decision.least == 1 and decision.most == 1
        self.chosen: list[Answer] = []
        self._card: tuple[Card | None, bool] | None = None  # the card, and whether it compares the options
        #: Options that are figures on the table (which model to activate): a click on the figure picks it too.
        self.figures = {o.value for o in decision.options if isinstance(o.value, str)
                        and o.value in host.game.state.table.bases}
        if self.figures:
            self.hint = "Click a highlighted figure, or choose in the dialog · the number keys work too"

    def card(self) -> Card | None:
        """The odds of the options, where the ruleset has them: one card when they are the same whatever is
        chosen (may the declared card be a bluff?); else the card of the option pointed at, with its charts, or
        while none is, a line for each option (each combat card) to compare them."""
        if self._card is None:
            found = [(o, odds) for o in self.decision.options if (odds := self.odds(o.value)) is not None]
            compared = False
            if not found:
                card = None
            elif all(odds == found[0][1] for _o, odds in found):
                card = odds_card(found[0][1])
            else:
                compared = True
                card = Card("The odds of each choice", tuple(
                    f"{o.label} — {'; '.join(odds_line(line) for line in odds.lines)}" for o, odds in found), ACCENT,
                    notes=("Point at a choice to see its odds as bars.",))
            if card is None:  # no odds: what the figure the decision is about may not choose, and why
                card = refusal_card(self.decision, self.decision.context.get("figure"))
            self._card = (card, compared)
        card, compared = self._card
        return (self.pointed_card() or card) if compared else card

    def press(self, event: pygame.event.Event, point: Point) -> bool:
        figure = self.host.figure_at(point) if event.button == 1 else None
        if figure not in self.figures:
            return False
        self.host.select(figure)
        if self.single:
            self.host.answer(figure)
        else:
            self._toggle(figure)
        return True

    def can_act(self, figure_id: str) -> bool:
        """The figures a click picks, and the figure the decision is about (the one declaring, reacting...)."""
        return (figure_id in self.figures and figure_id not in self.chosen) or \
            figure_id == self.decision.context.get("figure")

    def is_chosen(self, figure_id: str) -> bool:
        return figure_id in self.chosen

    def choices(self) -> list[Choice]:
        out = []
        for number, option in enumerate(self.decision.options, 1):
            key = option.hotkey or (str(number) if number <= 9 else "")
            if self.single:
                out.append(Choice(option.label, _answer(self.host, option.value), key, style=card_style(option),
                                  option=option))
            else:
                out.append(Choice(option.label, partial(self._toggle, option.value), key,
                                  selected=option.value in self.chosen, style=card_style(option), option=option))
        if not self.single:
            ok = self.decision.refusal(list(self.chosen)) is None
            out.append(Choice("Confirm", lambda: self.host.answer(list(self.chosen)), "", primary=True, enabled=ok))
        return out

    def _toggle(self, value: Answer) -> None:
        if value in self.chosen:
            self.chosen.remove(value)
        else:
            self.chosen.append(value)
        self.changed()

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not self.single:
            self.host.answer(list(self.chosen))
            return True
        return super().key(event) or self._numbered(event)

    def _numbered(self, event: pygame.event.Event) -> bool:
        """A number key picks the option in that place, as the hint says, also where the option's own hotkey
        stands on its button instead (K for "Keep the declarations", first of the dialog: 1 keeps too); not where
        options are numbered by their own hotkeys ("Give up 1 attack [1]"): there 2 must not mean the second."""
        typed = getattr(event, "unicode", "") or ""
        if len(typed) != 1 or typed not in "123456789" or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT) \
                or any(o.hotkey.isdigit() for o in self.decision.options):
            return False
        place = int(typed) - 1
        choices = self.choices()
        if place >= len(self.decision.options) or not choices[place].enabled:
            return False
        choices[place].run()
        return True


class UnknownInput(DecisionInput):
    """A free answer of a kind the window has no input for: the AI may answer it for the player."""

    def choices(self) -> list[Choice]:
        return [Choice("Let the AI answer this", self.host.answer_with_ai, "", primary=True)]

    def card(self) -> Card | None:
        return Card(f"No input for '{self.decision.kind}'", ("The window cannot draw this kind of answer.",), WARN)


INPUTS: dict[str, type[DecisionInput]] = {
    "action": ActionInput, "path": PathInput, "facing": FacingInput, "targets": TargetsInput,
}


def input_for(host: Host, decision: Decision) -> DecisionInput:
    if decision.kind in INPUTS:
        return INPUTS[decision.kind](host, decision)
    return ChoiceInput(host, decision) if decision.options else UnknownInput(host, decision)


def _answer(host: Host, value: Answer) -> Callable[[], bool]:
    return lambda: host.answer(value)


# The square input (grid maps) builds on the classes above and registers itself in INPUTS.
import game.ui.square_input  # noqa: E402, F401
