"""The launcher: choose a bundled scenario (or a drill), see its ruleset, map and sides, say which sides the AI
plays, and start; or open any file.

Bundled scenarios are the ``.yaml`` files of ``scenarios/`` and ``scenarios/drills/``; their names are read
cheaply for the list, and a scenario is fully loaded (map included) only when it is selected.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UISelectionList

from game import locations
from game.ai.controller import LEVELS
from game.rules.atomic_write import backup_path
from game.rules.datafile import DataError, read_yaml
from game.rules.saves import SaveError, autosave_path, load_game
from game.rules.scenario import Scenario
from game.ui.backdrop import Backdrop
from game.ui.controllers import AI, DEFAULT_LEVEL, HUMAN
from game.ui.opening import Opened, OpenError, open_path
from game.ui.panels import draw_top_bar, fit
from game.ui.screens.base import Screen
from game.ui.style import ACCENT, BAD, CARD, PANEL_EDGE, TEXT, TEXT_DIM, mix, side_colour, text, wrap

SCENARIOS = locations.SCENARIOS
LIST_W = 380
LEVEL_X, LEVEL_ROW = 96, 36  # an AI side's level button: how far into its row, and the height it adds
PREVIEW = (480, 340)
CONTENT_TOP = 150  # the preview and the sides; the description goes under them


@dataclass(frozen=True)
class Entry:
    label: str
    path: Path


def bundled(folder: Path = SCENARIOS) -> list[Entry]:
    """The scenarios then the drills (in folders by ruleset), each labelled with its name (else its file name)."""
    entries = [Entry(_name(path), path) for path in sorted(folder.glob("*.y*ml"))]
    drills = folder / "drills"
    for path in sorted(drills.rglob("*.y*ml")) if drills.is_dir() else []:
        group = f" ({path.parent.name})" if path.parent != drills else ""
        entries.append(Entry(f"Drill{group}: {_name(path)}", path))
    seen: dict[str, int] = {}
    unique = []
    for entry in entries:  # the list widget needs distinct labels
        seen[entry.label] = seen.get(entry.label, 0) + 1
        label = entry.label if seen[entry.label] == 1 else f"{entry.label} ({entry.path.name})"
        unique.append(Entry(label, entry.path))
    return unique


def _name(path: Path) -> str:
    try:
        data = read_yaml(path).value
    except DataError:
        return path.stem
    name = data.get("name") if isinstance(data, dict) else None
    name = str(name) if name else path.stem
    return name[len("Drill:"):].strip() if name.lower().startswith("drill:") else name


#: Height of a row of the scenario list, in pixels (the theme's).
ROW_PX = 30


class LauncherScreen(Screen):
    title = "Skirmish Table"

    def __init__(self, app, selected: Path | None = None, folder: Path = SCENARIOS) -> None:
        super().__init__(app)
        self.folder = folder
        self.entries = bundled(folder)
        if selected is not None and all(e.path.resolve() != Path(selected).resolve() for e in self.entries):
            self.entries.insert(0, Entry(f"{_name(Path(selected))} ({Path(selected).name})", Path(selected)))
        self.index = next((i for i, e in enumerate(self.entries)
                           if selected is not None and e.path.resolve() == Path(selected).resolve()),
                          0 if self.entries else -1)
        self.scenario: Scenario | None = None
        self.error = ""
        self.kinds: dict[str, str] = {}
        self.levels: dict[str, str] = {}  # each side's AI level, kept while the seat goes human and back
        self._previews: dict[Path, pygame.Surface] = {}
        self._list: UISelectionList | None = None
        self._seat_buttons: dict[UIButton, str] = {}
        self._start: UIButton | None = None
        self._load()

    # --- the selected scenario -------------------------------------------------------------------------------
    def _load(self) -> None:
        self.scenario, self.error, self.kinds = None, "", {}
        if not 0 <= self.index < len(self.entries):
            return
        try:
            opened = open_path(self.entries[self.index].path)
        except OpenError as exc:
            self.error = str(exc)
            return
        self.scenario = opened.scenario
        self.kinds = {side.id: HUMAN if side.controller == HUMAN else AI for side in self.scenario.sides}
        self.levels = {side.id: side.level if side.level in LEVELS else DEFAULT_LEVEL for side in self.scenario.sides}

    def _preview(self) -> pygame.Surface | None:
        scenario = self.scenario
        if scenario is None:
            return None
        if scenario.path not in self._previews:
            picture = Backdrop(scenario.map).render(PREVIEW, overlay=True)
            scale = picture.get_width() / scenario.map.width
            for i, side in enumerate(scenario.sides):
                colour = side_colour(side.colour, i)
                for figure in side.figures:
                    centre = (figure.at[0] * scale, figure.at[1] * scale)
                    radius = max(3.0, figure.base / 2 * scale)
                    pygame.draw.aacircle(picture, mix(colour, (0, 0, 0), 0.5), centre, radius + 1)
                    pygame.draw.aacircle(picture, colour, centre, radius)
            self._previews[scenario.path] = picture
        return self._previews[scenario.path]

    # --- widgets -------------------------------------------------------------------------------------------
    def enter(self) -> None:
        _w, h = self.app.size
        self._build_list()
        row = pygame.Rect(24, h - 70, LIST_W, 40)
        if autosave_path().exists():  # the game left (or lost with the program) at its last decision
            half = (LIST_W - 8) // 2
            self.button(pygame.Rect(row.x, row.y, half, row.h), "Continue", self.resume,
                        tip=f"Resume the game saved after its last decision ({autosave_path()})")
            row = pygame.Rect(row.x + half + 8, row.y, LIST_W - half - 8, row.h)
        self.button(row, "Open a file…   Ctrl+O", self.app.ask_open,
                    tip="A scenario (.yaml), a map to test (.tmx) or a saved game (.json)")
        self._build_details()

    def resume(self) -> Screen | None:
        """Continue: the autosave; when it is damaged, offer the copy kept before its last write, if that loads."""
        try:
            return self.app.screen_for(open_path(autosave_path()))
        except OpenError as exc:
            damaged = str(exc)
        backup = backup_path(autosave_path())
        try:
            game = load_game(backup)
        except SaveError:
            self.app.dialogs.error("Cannot continue the game", damaged)
            return None

        def take_backup() -> None:
            self.app.show(self.app.screen_for(Opened(backup, game=game)))

        self.app.dialogs.confirm("The autosave is damaged", f"{damaged}\n\nThe copy kept one decision before it "
                                 f"({backup.name}, {len(game.answers)} decisions) opens: continue from it?",
                                 "Continue from the copy", take_backup)
        return None

    def _build_list(self) -> None:
        """The list, with the chosen entry selected and scrolled into view."""
        if self._list is not None:
            self.forget([self._list])
        labels = [e.label for e in self.entries]
        self._list = UISelectionList(pygame.Rect(24, 96, LIST_W, self.app.size[1] - 96 - 84), labels, self.app.ui,
                                     default_selection=labels[self.index] if self.index >= 0 else None)
        self.keep(self._list)
        if self._list.scroll_bar is not None and self.index >= 0:
            rows = self._list.rect.height // ROW_PX  # scroll only as far as it takes to show the choice mid-list
            first = max(0, self.index - rows // 2) if self.index >= rows else 0
            self._list.scroll_bar.set_scroll_from_start_percentage(first / max(1, len(labels)))

    def _build_details(self) -> None:
        """The seat switches and the Start button of the chosen scenario."""
        self.forget(list(self._seat_buttons) + ([self._start] if self._start is not None else []))
        self._seat_buttons, self._start = {}, None
        if self.scenario is None:
            return
        x, _ = self._sides_origin()
        for side, y in zip(self.scenario.sides, self._row_tops(), strict=False):
            button = self.button(pygame.Rect(x + self._sides_width() - 96, y + 6, 96, 30),
                                 self._seat_label(side.id), lambda s=side.id: self._flip(s), style="#tool",
                                 tip="Click: human or AI")
            self._seat_buttons[button] = side.id
            if self.kinds.get(side.id) != HUMAN:
                level = self.button(pygame.Rect(x + LEVEL_X, y + 45, 96, 28), self.levels[side.id],
                                    lambda s=side.id: self._harder(s), style="#tool",
                                    tip="Click: the AI's level (easy, normal, hard)")
                self._seat_buttons[level] = side.id
        y = self._row_tops()[-1]
        self._start = self.button(pygame.Rect(x, y + 14, self._sides_width(), 48), "Start   Enter", self.start,
                                  style="#primary")

    def leave(self) -> None:
        super().leave()
        self._list, self._seat_buttons, self._start = None, {}, None

    def _sides_origin(self) -> tuple[int, int]:
        return 24 + LIST_W + 32 + PREVIEW[0] + 28, CONTENT_TOP + 22

    def _row_tops(self) -> list[int]:
        """Where each side's row begins, and last where the rows end: an AI side's row has its level under it."""
        _, y = self._sides_origin()
        tops = []
        for side in self.scenario.sides:
            tops.append(y)
            y += 52 + (LEVEL_ROW if self.kinds.get(side.id) != HUMAN else 0)
        return [*tops, y]

    def _sides_width(self) -> int:
        return max(220, self.app.size[0] - self._sides_origin()[0] - 24)

    def _seat_label(self, side_id: str) -> str:
        return "Human" if self.kinds.get(side_id) == HUMAN else "AI"

    def _flip(self, side_id: str) -> None:
        self.kinds[side_id] = AI if self.kinds.get(side_id) == HUMAN else HUMAN
        self._build_details()  # an AI seat shows its level beside it

    def _harder(self, side_id: str) -> None:
        self.levels[side_id] = LEVELS[(LEVELS.index(self.levels[side_id]) + 1) % len(LEVELS)]
        self._build_details()

    def _choose(self, index: int, from_list: bool = False) -> None:
        if index != self.index and 0 <= index < len(self.entries):
            self.index = index
            self._load()
            self._build_details()
            if not from_list:  # the list shows a click by itself; keys must move its selection
                self._build_list()

    def start(self) -> Screen | None:
        if self.scenario is None:
            self.app.dialogs.toast("Choose a scenario that loads first")
            return None
        from game.ui.screens.play import PlayScreen

        return PlayScreen.start(self.app, self.scenario, self.kinds, self.levels)

    def handle(self, event: pygame.event.Event) -> Screen | None:
        following = super().handle(event)
        if following is not None:
            return following
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self._list:
            labels = [e.label for e in self.entries]
            if event.text in labels:
                self._choose(labels.index(event.text), from_list=True)
        elif event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and event.ui_element is self._list:
            return self.start()
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.start()
            if event.key in (pygame.K_UP, pygame.K_DOWN) and self.entries:
                self._choose((self.index + (1 if event.key == pygame.K_DOWN else -1)) % len(self.entries))
        return None

    # --- drawing -------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, _h = self.app.size
        draw_top_bar(surface, pygame.Rect(0, 0, w, 48), "Choose a game", "")
        surface.blit(text("SCENARIOS AND DRILLS", 12, TEXT_DIM, bold=True), (24, 72))
        if not self.entries:
            for i, line in enumerate(wrap(f"No scenario in {self.folder}. Open a file instead.", 14, LIST_W - 24)):
                surface.blit(text(line, 14, TEXT_DIM), (36, 108 + 20 * i))
        x = 24 + LIST_W + 32
        if self.error:
            self._error(surface, x, w)
            return
        scenario = self.scenario
        if scenario is None:
            surface.blit(text("Choose a scenario on the left, or open a file.", 16, TEXT_DIM), (x, 96))
            return
        surface.blit(text(scenario.name, 28, TEXT, bold=True), (x, 66))
        facts = (f"{scenario.rules.title} · map {scenario.map.path.name} · "
                 f"{scenario.map.width:g} × {scenario.map.height:g} in")
        if scenario.turns:
            facts += f" · {scenario.turns} turns"
        surface.blit(text(facts, 14, ACCENT), (x, 108))
        preview = self._preview()
        frame = pygame.Rect(x, CONTENT_TOP, *PREVIEW)
        y = frame.bottom + 28
        start_bottom = self._row_tops()[-1] + 14 + 48  # many AI sides with their levels reach below the preview
        right = self._sides_origin()[0] - 16 if start_bottom > y - 8 else w - 24
        for line in wrap(scenario.description or "", 14, right - x):
            if y > self.app.size[1] - 40:
                break
            surface.blit(text(line, 14, TEXT_DIM), (x, y))
            y += 21
        pygame.draw.rect(surface, CARD, frame.inflate(12, 12), border_radius=8)
        if preview is not None:
            surface.blit(preview, preview.get_rect(center=frame.center))
        self._sides(surface)

    def _sides(self, surface: pygame.Surface) -> None:
        x, y = self._sides_origin()
        surface.blit(text("SIDES", 12, TEXT_DIM, bold=True), (x, y - 22))
        for i, (side, y) in enumerate(zip(self.scenario.sides, self._row_tops(), strict=False)):
            row = pygame.Rect(x, y, self._sides_width(), 42)
            if self.kinds.get(side.id) != HUMAN:
                surface.blit(text("AI level", 12, TEXT_DIM), (x + 34, y + 51))
            pygame.draw.rect(surface, CARD, row, border_radius=8)
            colour = side_colour(side.colour, i)
            pygame.draw.circle(surface, colour, (row.x + 18, row.centery), 8)
            surface.blit(text(side.name, 15, TEXT, bold=True), (row.x + 34, row.y + 3))
            names = ", ".join(dict.fromkeys(figure.name for figure in side.figures))
            roster = f"{len(side.figures)} figure{'s' if len(side.figures) != 1 else ''}: {names}"
            surface.blit(text(fit(roster, 12, row.w - 34 - 106), 12, TEXT_DIM), (row.x + 34, row.y + 22))

    def _error(self, surface: pygame.Surface, x: int, w: int) -> None:
        box = pygame.Rect(x, 96, w - x - 24, 150)
        pygame.draw.rect(surface, CARD, box, border_radius=8)
        pygame.draw.rect(surface, PANEL_EDGE, box, 1, border_radius=8)
        pygame.draw.rect(surface, BAD, (box.x, box.y + 10, 4, box.h - 20), border_radius=2)
        surface.blit(text("This scenario cannot be played", 16, BAD, bold=True), (box.x + 16, box.y + 12))
        for i, line in enumerate(wrap(self.error, 14, box.w - 32)[:5]):
            surface.blit(text(line, 14, TEXT), (box.x + 16, box.y + 44 + 20 * i))
