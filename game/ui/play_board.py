"""The game on the board: the figures (gliding along their moves), the figure in hand and under the pointer, and
what the inspector's tools draw over them — line of fire, visibility, the ruler, the firing lanes — with the
markers.

It draws what its host (the play screen) holds: the game, the board's view, the tools, the figure in hand and the
pending decision's input, which draws its own marks (a path, a facing, the targets).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.board.geometry import distance
from game.board.grid import grid_or_none
from game.board.terrain import Point
from game.rules.events import Event
from game.ui.base_pointer import pointer_box
from game.ui.camera import Camera
from game.ui.decision_input import Ghost
from game.ui.figures import FigureArt, Glide, Look, centred, drawn_radius
from game.ui.heatmap import game_lanes
from game.ui.inspector import POINTED, SightView, base_sight, figure_sight, point_base
from game.ui.labels import Segment, roomed
from game.ui.markers import draw_markers
from game.ui.tools import screen_places, table_key

if TYPE_CHECKING:
    from game.ui.screens.play import PlayScreen

NAME_ROOM = 18  # pixels round a base that its name takes (under it, or beside or above it when crowded)
GHOST_ALPHA = 150  # a move's ghost: the table shows through it


class Sight(NamedTuple):
    """A line of fire to draw: whether its card goes with it, and whether it runs between two figures (the names
    keep off such a line; the one to the pointer moves with every motion, and the names stay put)."""

    view: SightView
    card: bool
    between_figures: bool


class PlayBoard:
    def __init__(self, host: PlayScreen) -> None:
        self.host = host
        self.glide, self.art = Glide(), FigureArt()
        self._statuses: tuple[tuple, dict[str, tuple[str, str]]] = ((), {})

    def follow(self, new: list[Event]) -> bool:
        """Walk each move that just happened the way it went; whether a figure is still on the move."""
        for event in new:
            figure, path = event.data.get("figure"), event.data.get("path")
            if isinstance(figure, str) and isinstance(path, list) and all(
                    isinstance(p, list | tuple) and len(p) == 2 for p in path):
                self.glide.follow(figure, [(float(p[0]), float(p[1])) for p in path])
        return self.glide.step(self.host.game.state.table)

    # --- what is where -------------------------------------------------------------------------------------
    def figure_at(self, point: Point | None) -> str | None:
        """The figure whose base (as drawn, a little generously) is under ``point``, the nearest if several."""
        if point is None:
            return None
        state = self.host.game.state
        scale = self.host.board.camera.scale
        found = [(apart, base_id) for base_id, base in state.table.bases.items()
                 if (apart := distance(base.pos, point)) <= (drawn_radius(base.radius * scale) + 4) / scale
                 and base_id in state.figures and not state.figures[base_id].eliminated]
        return min(found)[1] if found else None

    def footprints(self, room: int = NAME_ROOM) -> dict[str, pygame.Rect]:
        """Where each figure in play is on the screen: its base, with ``room`` pixels round it (for its name)."""
        state, camera = self.host.game.state, self.host.board.camera
        out = {}
        for base_id, base in state.table.bases.items():
            if base_id in state.figures and not state.figures[base_id].eliminated:
                x, y = camera.to_screen(base.pos)
                r = drawn_radius(base.radius * camera.scale)
                side = round(2 * (r + room))
                out[base_id] = pygame.Rect(round(x - r - room), round(y - r - room), side, side)
        return out

    def status_lines(self) -> dict[str, tuple[str, str]]:
        """Each figure's status line and the part of it to see at any zoom, made again only when the game has
        moved on; those of the fallen that still lie on the table too (a gamebook body), for the card: an
        unconscious wolf's card had no line, only "eliminated"."""
        game = self.host.game
        key = (id(game.log), len(game.log), len(game.answers))
        if self._statuses[0] != key:
            state, rules = game.state, game.ruleset
            self._statuses = (key, {f.id: (rules.status_line(state, f), rules.condition(state, f))
                                    for f in state.figures.values()
                                    if not f.eliminated or f.id in state.table.bases})
        return self._statuses[1]

    def looks(self) -> list[Look]:
        host = self.host
        state, table = host.game.state, host.game.state.table
        statuses = self.status_lines()
        out = []
        inp = host.input
        pointed = inp.pointed_figure() if inp is not None else None
        answering = host.game.pending.player if host.game.pending is not None else None
        team = state.side(answering).team if answering is not None else None
        for figure in state.figures.values():
            if figure.eliminated or figure.id not in table.bases:
                continue
            base = table.bases[figure.id]
            x, y, facing = self.glide.where(figure.id, table)
            facing = inp.facing_of(figure.id, facing) if inp is not None else facing
            out.append(Look(figure.id, x, y, facing, base.diameter, base.front_arc, host.colour_of(figure.id),
                            figure.name, *statuses.get(figure.id, ("", "")), figure.id == host.selected,
                            figure.id in (host.hovered, pointed), inp is not None and inp.can_act(figure.id),
                            inp is not None and inp.is_target(figure.id), inp is not None and inp.is_chosen(figure.id),
                            team is not None and state.side(figure.side).team == team))
        return out

    # --- drawing -------------------------------------------------------------------------------------------
    def ghost_picture(self, ghost: Ghost) -> tuple[pygame.Surface, tuple[int, int]]:
        """The figure see-through where a move would take it, and where it goes on the screen."""
        base = self.host.game.state.table.bases[ghost.figure]
        camera = self.host.board.camera
        radius = drawn_radius(base.radius * camera.scale)
        sprite = self.art.sprite(radius, self.host.colour_of(ghost.figure), ghost.facing, base.front_arc).copy()
        sprite.set_alpha(GHOST_ALPHA)
        return sprite, centred(sprite, *camera.to_screen(ghost.at))

    def sights(self) -> list[Sight]:
        """The lines of fire to show, each with whether its card goes with it: the Line of fire tool's, from the
        figure in hand to the figure or the spot under the pointer, and the pending input's (to its targets), the
        lines between figures last. One card, the last line's between figures (the one under the pointer): the
        cards share a corner."""
        host = self.host
        game, tools = host.game, host.tools
        table = game.state.table
        pairs = host.input.sights() if host.input is not None else []
        selected, hovered, point = host.selected, host.hovered, host.board.point()
        out: list[Sight] = []
        bases = table_key(table)  # once a frame: it reads every base
        if tools.sight and selected in table.bases:
            if hovered is not None and hovered != selected:
                pairs = [*pairs, (selected, hovered)]
            elif point is not None:
                held = table.bases[selected]
                at = game.ruleset.spot(table, point)  # a gamebook square's centre: judged once a square
                spot = ("point", selected, round(at[0], 2), round(at[1], 2), bases, id(game))
                pointed = point_base("pointer", at, label=POINTED)
                view = tools.verdict(spot, partial(base_sight, game.ruleset, table, held, pointed, game.state))
                if view is not None:
                    out.append(Sight(view, False, False))
        pairs = [(a, b) for a, b in dict.fromkeys(pairs) if a in table.bases and b in table.bases]
        for i, (source, target) in enumerate(pairs):
            key = ("figures", source, target, bases, id(game))
            view = tools.verdict(key, partial(figure_sight, game, source, target))
            if view is not None:
                out.append(Sight(view, i == len(pairs) - 1, True))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """The tools' shading and lines, the figures over them with their names, the pending decision's marks, and
        over all the words: the lines' names and cards, the ruler."""
        host = self.host
        game, tools, board = host.game, host.tools, host.board
        table = game.state.table
        selected = host.selected if host.selected in table.bases else None
        if tools.visibility and selected is not None:
            tools.draw_visibility(surface, board, game.ruleset, table, table.bases[selected],
                                  (table_key(table), selected, id(game), len(game.answers)), game.state)
        lanes_card = None
        if tools.heat:  # firing lanes for the side to play (or watching)
            us = game.pending.player if game.pending else host.viewer or game.state.sides[0].id
            lanes_card = tools.lanes.show(surface, board, *game_lanes(game, us), screen_places(board.camera, table),
                                          host.decisions.covering())
        sights = self.sights()
        for sight in sights:
            tools.draw_sight_lines(surface, board, sight.view, table)
        rays = [_ray(board.camera, sight.view) for sight in sights if sight.between_figures]
        looks = self.looks()
        camera = board.camera
        markers = game.ruleset.markers(game.state)
        boxes = [_boxes(camera, look) for look in looks] if markers else []
        grid = grid_or_none(table.map)
        marked = draw_markers(surface, camera, markers, [base for base, _ in boxes], [pointer for _, pointer in boxes],
                              grid)
        covered = [*host.decisions.covering(), *marked.markers, *map(roomed, marked.labels), *host.grid_marks]
        if lanes_card is not None:
            covered.append(lanes_card[1])
        places = host.input.draw_under(surface, board.camera) if host.input is not None else []
        ghost = host.input.ghost() if host.input is not None else None
        self.art.draw(surface, camera, looks, covered, places, rays, [self.ghost_picture(ghost)] if ghost else [],
                      grid)
        if lanes_card is not None:  # over the figures: their names kept clear of it
            surface.blit(*lanes_card)
        if host.input is not None:
            host.input.draw(surface, board.camera)
        for view, card, _between in sights:
            tools.draw_sight_words(surface, board, view, table, card, self.art.drawn,
                                   [lanes_card[1]] if lanes_card is not None else [])
        point = board.point()
        hovered = host.hovered
        if tools.ruler and selected is not None and point is not None:
            source = table.bases[selected]
            target = table.bases.get(hovered) if hovered is not None and hovered != selected else None
            end = target.pos if target is not None else point
            tools.draw_ruler(surface, board, host.game.ruleset, table, source.pos, end, source.radius,
                             target.radius if target is not None else 0.0, self.art.drawn)


def _ray(camera: Camera, view: SightView) -> Segment:
    """A line of fire on the screen, whole pixels end to end."""
    (x0, y0), (x1, y1) = camera.to_screen(view.start), camera.to_screen(view.end)
    return (round(x0), round(y0)), (round(x1), round(y1))


def _boxes(camera: Camera, look: Look) -> tuple[pygame.Rect, pygame.Rect]:
    """The square a figure's base covers on the screen, as drawn (never below the least radius), and the box of
    its facing pointer past it."""
    x, y = camera.to_screen((look.x, look.y))
    r = drawn_radius(look.diameter * camera.scale / 2)
    return pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r)), pygame.Rect(pointer_box(x, y, r,
                                                                                                     look.facing))
