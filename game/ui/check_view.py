"""The map checker's report in the terrain-test screen: a panel section and markers on the board where each
problem lies (the same report as ``python main.py --check``), made again whenever the map reloads."""

from __future__ import annotations

import pygame

from game.board.mapcheck import Report
from game.board.tablemap import TableMap
from game.board.tmx_mapping import NO_MAPPING, TerrainMapping
from game.rules.check import check_table_map
from game.ui.camera import Camera
from game.ui.panels import fit, heading
from game.ui.style import BAD, GOOD, TEXT, TEXT_DIM, WARN, text, wrap

#: Lines the problems may take in the panel: each problem is listed whole while they last (its last words say what
#: it stops: cut, a warning would not say why), the rest are counted (the command line lists them all).
LINES = 8
LEVEL_COLOURS = {"error": BAD, "warning": WARN}


class CheckView:
    def __init__(self) -> None:
        self._map: TableMap | None = None
        self.report: Report | None = None

    def for_map(self, tmap: TableMap) -> Report:
        if tmap is not self._map:
            self._map, self.report = tmap, check_table_map(tmap)
        assert self.report is not None
        return self.report

    def adopt(self, tmap: TableMap, report: Report) -> None:
        """``tmap``'s report, made elsewhere (the map watcher's thread)."""
        self._map, self.report = tmap, report

    def draw_markers(self, surface: pygame.Surface, camera: Camera, tmap: TableMap) -> None:
        """A small numbered ring where each problem is, in the colour of its level."""
        for n, problem in enumerate(self.for_map(tmap).problems, start=1):
            if problem.at is None:
                continue
            x, y = camera.to_screen(problem.at)
            colour = LEVEL_COLOURS[problem.level]
            pygame.draw.circle(surface, (20, 20, 24), (x, y), 10)
            pygame.draw.circle(surface, colour, (x, y), 9, 2)
            label = text(str(n), 11, colour, bold=True)
            surface.blit(label, label.get_rect(center=(round(x), round(y))))

    def draw_section(self, surface: pygame.Surface, x: int, y: int, width: int, tmap: TableMap,
                     terrain: TerrainMapping = NO_MAPPING) -> int:
        """The verdict and the first problems; returns the y below."""
        report = self.for_map(tmap)
        y = heading(surface, (x, y), "Check")
        colour = BAD if report.errors else WARN if report.warnings else GOOD
        for part in wrap(report.verdict(), 13, width, bold=True):
            surface.blit(text(part, 13, colour, bold=True), (x, y))
            y += 19
        left, shown = LINES, 0
        for n, problem in enumerate(report.problems, start=1):
            parts = wrap(f"{n}. {problem.text}", 12, width)
            if len(parts) > left:
                if shown:
                    break
                parts = (*parts[:left - 1], fit(" ".join(parts[left - 1:]), 12, width))  # one longer than them all
            for i, part in enumerate(parts):
                surface.blit(text(part, 12, LEVEL_COLOURS[problem.level] if i == 0 else TEXT), (x, y))
                y += 16
            left, shown = left - len(parts), shown + 1
        hidden = len(report.problems) - shown + sum(report.unlisted.values())
        if hidden > 0:
            option = f" --terrain {terrain.option}" if terrain else ""  # the map as read here, not as saved
            more = f"… {hidden} more: python main.py --check{option} {tmap.path.name}"
            for part in wrap(more, 12, width):
                surface.blit(text(part, 12, TEXT_DIM), (x, y))
                y += 16
        return y
