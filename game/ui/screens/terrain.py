"""Testing a map (a .tmx opened on its own): terrain as the rules see it, probes to check lines of fire,
visibility and distances, and hot reload whenever the file is saved in Tiled.

Probes are hypothetical 1.5" bases facing each other; they stay where they are across reloads, so an edit to
the map can be judged at once from the same spot. Lines and the visible area are judged by one ruleset's rules
(``Ruleset.sight_between`` and ``visible_area``), which the user picks (the Rules button, or U): the map's
``ruleset`` property, else clix, to begin with.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.board.exposure import deployment_zones
from game.board.mapcheck import Report
from game.board.table import Base, Table
from game.board.tablemap import TableMap
from game.board.terrain import Point
from game.board.tmx_xml import TERRAIN_LAYER
from game.rules.check import check_table_map
from game.rules.datafile import DataError
from game.rules.lanes import firing_lanes, lane_spots
from game.rules.ruleset import Ruleset, UnknownRuleset, get_ruleset, known_rulesets
from game.rules.terrain_sidecar import save_choices
from game.ui.backdrop import Backdrop
from game.ui.check_view import CheckView
from game.ui.deployment_marks import draw_deployment
from game.ui.hotreload import MapWatcher
from game.ui.inspector import POINTED, SightView, base_sight, point_base
from game.ui.mapping_dialog import Choices, MappingDialog
from game.ui.panels import PAD, Card, card_height, draw_card, heading, piece_words
from game.ui.screens.base import Action, Screen
from game.ui.screens.board_screen import BoardScreen
from game.ui.style import ACCENT, SIGHT_COLOURS, TEXT, TEXT_DIM, text, wrap
from game.words import counted, one_line

if TYPE_CHECKING:
    from game.ui.app import App

PROBE = 1.5  # inches
NAMED_HERE = 3  # the pieces under the pointer the panel names; it counts the others
OUTLINED = 100  # the pieces under the pointer outlined (past a hundred piled on a spot, the lines hide nothing more)
PROBE_COLOURS = {"A": (242, 181, 68), "B": (120, 190, 255)}


def made_elsewhere(tmap: TableMap) -> bool:
    """A map made for another game: no terrain of its own (no pieces, no ``terrain`` layer) and conventions
    of its own that no mapping covers yet. Opening one asks how to read it."""
    layers = getattr(tmap.tiled, "layers", ())
    native = any(str(getattr(layer, "name", "")).strip().casefold() == TERRAIN_LAYER for layer in layers)
    return bool(tmap.unmapped) and not tmap.pieces and not native


#: What a map without terrain says: the rules see open ground only, and how to mark terrain in Tiled.
NO_TERRAIN = ("No terrain: the rules see open ground everywhere. To mark terrain, add an object layer named "
              "terrain in Tiled and draw rectangles or polygons whose class is its kind (hindering, blocking, "
              "elevated, steep, water...); or give the tiles a terrain property. The map guide is docs/maps.md "
              "(3. Mark the terrain).")


@dataclass(frozen=True)
class Prepared:
    """What the screen makes of a version of its map on the thread that reads it (a big map's table and check take
    seconds, a map's pictures and the first import of the rulesets a tenth of one each)."""

    table: Table
    report: Report
    backdrop: Backdrop
    rulesets: list[Ruleset]


def prepared(tmap: TableMap) -> Prepared:
    return Prepared(Table(tmap), check_table_map(tmap), Backdrop(tmap), playable_rulesets())


class TerrainScreen(BoardScreen):
    def __init__(self, app: App, tmap: TableMap, ready: Prepared | None = None) -> None:
        """``ready``: what the screen makes of the map, when made already (on the thread that read the file)."""
        super().__init__(app, tmap, None if ready is None else ready.backdrop)
        self.map = tmap
        self.check = CheckView()
        if ready is None:
            self.table = Table(tmap)  # and the check when first drawn
        else:
            self.table = ready.table
            self.check.adopt(tmap, ready.report)
        self.watcher: MapWatcher[Prepared] = MapWatcher(tmap, terrain=app.terrain, prepare=prepared)
        self.asked_mapping = False  # the mapping dialog opens by itself once, for a map with unknown conventions
        self.probes: dict[str, Point] = {}
        self.reloads = 0
        self.reloaded_at = ""
        self.tools.overlay = True
        self.tools.sight = True
        self.sight_ruless = playable_rulesets() if ready is None else ready.rulesets
        wanted = str(tmap.properties.get("ruleset") or "clix")
        self.sight_rules: Ruleset = next((r for r in self.sight_ruless if r.id == wanted), self.sight_ruless[0])
        self.title = f"Skirmish Table — {tmap.path.name}"
        self.subtitle = "terrain test"

    def ruleset(self) -> Ruleset:
        """The ruleset judging sight: its reference is the one F2 opens."""
        return self.sight_rules

    def title_text(self) -> str:
        return str(self.map.properties.get("title") or self.map.path.name)

    def top_actions(self) -> list[tuple[str, Action, str]]:
        mapping = [("Map terrain", self.ask_mapping, "Read this map's own conventions as terrain")] \
            if self.map.conventions else []
        return [*mapping, ("Reload", self.reload_now, "Reload the map now (R)"),
                ("Rules", self.next_ruleset, "Change whose rules judge sight and visibility (U)"),
                ("Menu", self.to_launcher, "Scenarios"), *super().top_actions()]

    def enter(self) -> None:
        super().enter()
        if not self.asked_mapping and made_elsewhere(self.map):
            self.ask_mapping()

    # --- another game's conventions ------------------------------------------------------------------------
    def ask_mapping(self) -> None:
        """The dialog that maps the map's own classes, properties, layers and tile shapes to terrain."""
        self.asked_mapping = True
        if self.map.conventions:
            self.app.dialogs.add(MappingDialog(self.app.ui, self.map, self.apply_mapping))

    def apply_mapping(self, choices: Choices) -> None:
        """Save the dialog's choices next to the map and reload it with them."""
        try:
            saved = save_choices(self.map.path, choices)
        except (OSError, DataError) as exc:
            self.app.dialogs.error("The terrain mapping was not saved", one_line(str(exc)))
            return
        self.app.dialogs.toast(f"Terrain mapping saved: {saved.name}")
        self.reload_now()

    def next_ruleset(self) -> None:
        """Judge lines and visibility by the next ruleset's rules."""
        at = self.sight_ruless.index(self.sight_rules)
        self.sight_rules = self.sight_ruless[(at + 1) % len(self.sight_ruless)]
        self.app.dialogs.toast(f"Sight as in {self.sight_rules.id}: {self.sight_rules.title}", "sight")

    def to_launcher(self) -> Screen:
        from game.ui.screens.launcher import LauncherScreen

        return LauncherScreen(self.app)

    # --- probes --------------------------------------------------------------------------------------------
    def probe(self, name: str) -> Base | None:
        """Probe ``name`` as a base facing the other probe (or the pointer)."""
        at = self.spot(name)
        if at is None:
            return None
        return point_base(f"probe-{name}", at, self.spot("B" if name == "A" else "A") or self.pointer(), PROBE,
                          f"probe {name}")

    def spot(self, name: str) -> Point | None:
        """Where probe ``name`` stands by the rules of sight on show (a gamebook square's centre)."""
        at = self.probes.get(name)
        return self.sight_rules.spot(self.table, at) if at is not None else None

    def pointer(self) -> Point | None:
        """The pointer on the table, where the rules of sight on show would stand it."""
        at = self.board.point()
        return self.sight_rules.spot(self.table, at) if at is not None else None

    def on_press(self, event: pygame.event.Event, point: Point) -> Screen | bool | None:
        if event.button in (1, 3):
            self.probes["A" if event.button == 1 else "B"] = point
            return True
        return None

    def on_key(self, event: pygame.event.Event) -> Screen | bool | None:
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        if event.key == pygame.K_r:
            self.reload_now()
            return True
        if event.key == pygame.K_u:
            self.next_ruleset()
            return True
        if event.key == pygame.K_ESCAPE and self.probes:
            self.probes.clear()
            return True
        return False

    def on_tool(self, name: str, on: bool) -> None:
        if name == "heat" and not on and self.tools.lanes.next_zone(len(deployment_zones(self.map))):
            self.toggle("heat")  # H again shows the lanes seen from the next zone, then switches them off

    # --- reloading -----------------------------------------------------------------------------------------
    def reload_now(self) -> None:
        self._reload(force=True)

    def quiet(self) -> bool:
        return super().quiet() and not self.watcher.busy

    def update(self) -> Screen | None:
        super().update()
        self._reload(force=False)
        return None

    def _reload(self, force: bool) -> None:
        found = self.watcher.poll(force)
        if self.watcher.slow:
            self.app.dialogs.toast(self.watcher.reading)
        if found is None:
            return
        self.app.dialogs.withdraw(self.watcher.reading)  # read: "Reading…" stood on beside "Map reloaded"
        if found.map is None:  # the edited version does not load: the error says why
            self.app.dialogs.error("The edited map does not load",
                                   f"{one_line(str(found.error))} — the last good map stays on the table.",
                                   about=str(self.map.path))
            return
        self.app.dialogs.close_about(str(self.map.path))
        assert found.ready is not None  # made with the map
        self.map = found.map
        self.table = found.ready.table
        self.check.adopt(found.map, found.ready.report)
        self.board.set_map(found.map, found.ready.backdrop)
        self.reloads += 1
        self.reloaded_at = time.strftime("%H:%M:%S")
        self.app.dialogs.toast(f"Map reloaded: {self.watcher.said()}")
        off = [name for name, (x, y) in self.probes.items()
               if not (0 <= x <= found.map.width and 0 <= y <= found.map.height)]
        for name in off:  # a line of fire from off the table explained nothing
            del self.probes[name]
        if off:
            self.app.dialogs.toast(f"Probe {' and '.join(off)} stood off the edited map: taken away")

    # --- drawing -------------------------------------------------------------------------------------------
    def hint(self) -> str:
        return ("Click: probe A · right-click: B · L line of fire · V visibility · M ruler · H lanes · "
                f"U rules ({self.sight_rules.id}) · Esc clears · R reloads")

    def sight(self) -> SightView | None:
        a = self.probe("A")
        if a is None or not self.tools.sight:
            return None
        b = self.probe("B")
        if b is None:
            pointer = self.pointer()
            if pointer is None:
                return None
            b = point_base("pointer", pointer, label=POINTED)
        key = ("probes", self.sight_rules.id, a.pos, a.facing, b.pos, b.diameter, id(self.map))
        return self.tools.verdict(key, lambda: base_sight(self.sight_rules, self.table, a, b))

    def draw_board(self, surface: pygame.Surface) -> None:
        camera = self.board.camera
        a = self.probe("A")
        if self.tools.visibility and a is not None:
            self.tools.draw_visibility(surface, self.board, self.sight_rules, self.table, a, (a.pos, id(self.map)))
        if self.tools.heat:
            zones = deployment_zones(self.map)
            name = list(zones)[self.tools.lanes.zone % len(zones)]
            marked = [camera.to_screen(at) for name in self.probes if (at := self.spot(name)) is not None]
            surface.blit(*self.tools.lanes.show(surface, self.board, (id(self.map), name, self.sight_rules.id),
                                                lambda: firing_lanes(self.table, self.sight_rules, zones[name]), name,
                                                lane_spots(self.map, self.sight_rules, len(zones[name]))[1], marked))
        else:
            draw_deployment(surface, self.board.camera, self.map)
            self.check.draw_markers(surface, self.board.camera, self.map)
        point = self.board.point()
        if point is not None:
            for piece in self.table.pieces_at(point)[:OUTLINED]:
                for ring in piece.rings:
                    pygame.draw.lines(surface, (255, 255, 255), True, [camera.to_screen(p) for p in ring], 2)
        r = PROBE / 2 * camera.scale
        probes = {name: camera.to_screen(at) for name in self.probes if (at := self.spot(name)) is not None}
        circles = [pygame.Rect(round(x - r - 2), round(y - r - 2), round(2 * r + 4), round(2 * r + 4))
                   for x, y in probes.values()]  # drawn over the line: the blocking piece's name keeps off them
        view = self.sight()
        self.tools.draw_sight_lines(surface, self.board, view, self.table)
        self.tools.draw_sight_words(surface, self.board, view, self.table, card=False, avoid=circles)
        for name, (x, y) in probes.items():
            pygame.draw.aacircle(surface, (20, 20, 24), (x, y), r + 2)
            pygame.draw.aacircle(surface, PROBE_COLOURS[name], (x, y), r)
            label = text(name, max(11, min(18, round(r))), (20, 20, 24), bold=True)
            surface.blit(label, label.get_rect(center=(round(x), round(y))))
        if self.tools.ruler and a is not None:
            end = self.spot("B") or self.pointer()
            if end is not None:
                self.tools.draw_ruler(surface, self.board, self.sight_rules, self.table, a.pos, end, a.radius,
                                      PROBE / 2 if "B" in self.probes else 0)

    def _draw_conventions(self, surface: pygame.Surface, x: int, y: int, width: int) -> int:
        """Under the terrain count: what of another game's conventions is not mapped (or could not be)."""
        unmapped = self.map.unmapped
        named = ", ".join(c.label for c in unmapped[:3]) + (", …" if len(unmapped) > 3 else "")
        notes = [f"{len(unmapped)} of its own conventions not mapped ({named}): Map terrain reads them as "
                 "terrain"] if unmapped else []
        if self.map.skipped:
            notes.append(f"{counted(len(self.map.skipped), 'mapped object')} not terrain: {self.map.skipped[0]}")
        for line in [part for note in notes for part in wrap(note, 13, width)][:6]:
            surface.blit(text(line, 13, ACCENT), (x, y))
            y += 19
        return y

    def draw_panel(self, surface: pygame.Surface, side: pygame.Rect) -> None:
        x, y = side.x + PAD, side.y + 14
        width = side.w - 2 * PAD
        y = heading(surface, (x, y), "Map")
        tmap = self.map
        for line in (f"{tmap.width:g} × {tmap.height:g} in, {tmap.cols} × {tmap.rows} tiles of "
                     f"{tmap.tile_width} × {tmap.tile_height} px",
                     f"{tmap.inches_per_tile:g} in per tile · {len(tmap.pieces)} terrain pieces"):
            surface.blit(text(line, 13, TEXT), (x, y))
            y += 19
        kinds = Counter(piece.kind.words for piece in tmap.pieces)
        words = ", ".join(f"{n} {k}" for k, n in sorted(kinds.items())) or NO_TERRAIN
        for line in wrap(words, 13, width):
            surface.blit(text(line, 13, TEXT_DIM if kinds else ACCENT), (x, y))
            y += 19
        y = self._draw_conventions(surface, x, y, width)
        watched = f"Reloaded {self.reloads}× (last at {self.reloaded_at})" if self.reloads else "Watching the file"
        surface.blit(text(watched, 13, ACCENT), (x, y))
        y += 19
        rules = self.sight_rules  # its measure too: the probes' places are told in it
        for line in wrap(f"Sight and measure by the rules of {rules.id}: the table is {rules.table_size(tmap)} "
                         "(U changes)", 13, width):
            surface.blit(text(line, 13, ACCENT), (x, y))
            y += 19
        y = self.check.draw_section(surface, x, y + 9, width, tmap, self.app.terrain)
        y = heading(surface, (x, y + 12), "Under the pointer")
        point = self.board.point()
        pieces = self.table.pieces_at(point) if point is not None else []
        lines = [piece_words(p) for p in pieces[:NAMED_HERE]] or (["open ground"] if point is not None else ["—"])
        if len(pieces) > NAMED_HERE:  # ten thousand pieces piled here were all worded, every frame, for six lines
            lines.append(f"… and {counted(len(pieces) - NAMED_HERE, 'more piece')} here")
        if point is not None:
            lines.append(f"level {self.table.elevation_at(point)} at {self.sight_rules.spot_name(self.map, point)}")
        for part in [part for line in lines for part in wrap(line, 13, width)][:6]:
            surface.blit(text(part, 13, TEXT), (x, y))
            y += 19
        view = self.sight()
        if not self._draw_probes(surface, side, y, view) and view is not None:
            self.tools.draw_sight_card(surface, self.board, view, self.table)  # no room here: over the board

    def _draw_probes(self, surface: pygame.Surface, side: pygame.Rect, y: int, view: SightView | None) -> bool:
        """The probes' places and their line's card under them, where the panel has room; whether the card is
        there (a battle map's check left the card no room at 1366×768, and the line went unexplained)."""
        x, width = side.x + PAD, side.w - 2 * PAD
        if y + 12 + 19 * (1 + max(len(self.probes), 2)) > side.bottom - PAD:
            return False  # a short window: the probes stand on the board
        y = heading(surface, (x, y + 12), "Probes")
        if not self.probes:
            for line in wrap("Left-click puts probe A, right-click probe B: the line of fire between them is "
                             "drawn and explained.", 13, width):
                surface.blit(text(line, 13, TEXT_DIM), (x, y))
                y += 19
        for name, at in sorted(self.probes.items()):
            where = self.sight_rules.spot_name(self.map, at)
            surface.blit(text(f"{name}: {where} · level {self.table.elevation_at(at)}", 13, PROBE_COLOURS[name]),
                         (x, y))
            y += 19
        if view is None:
            return False
        card = Card(view.title, tuple(view.explanation()), SIGHT_COLOURS.get(view.result, TEXT))
        if y + 10 + card_height(side, card) > side.bottom - PAD:
            return False
        draw_card(surface, side, y + 10, card)
        return True


def playable_rulesets() -> list[Ruleset]:
    """The rulesets that can be loaded now (one still being written is left out)."""
    found = []
    for ruleset_id in known_rulesets():
        try:
            found.append(get_ruleset(ruleset_id))
        except UnknownRuleset:
            continue
    return found
