"""The launcher: choose a bundled scenario (or a drill), see its ruleset, map and sides, say which sides the AI
plays, and start; or open any file.

Bundled scenarios are the ``.yaml`` files of ``scenarios/`` and ``scenarios/drills/``; their names are read
cheaply for the list, and each scenario is fully loaded (its map and the map's pictures) on a worker thread ahead
of its choice, or when chosen before that; its preview is drawn on the drawing thread, between keys for the rows
either side of the chosen one. Typing filters the list (a hundred scenarios and drills of five games):
every word typed must be in the row's name or ruleset, accents aside.
"""

from __future__ import annotations

import html
import math
import re
import threading
import unicodedata
from collections import Counter
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton

from game import locations
from game.ai.controller import LEVELS
from game.rules.atomic_write import backup_path
from game.rules.datafile import DataError, read_yaml
from game.rules.saves import SaveError, autosave_path, load_game, load_save
from game.rules.scenario import Scenario, SideSpec
from game.rules.terrain_sidecar import file_stamp, sidecar_path
from game.ui.backdrop import Backdrop
from game.ui.briefing import facts
from game.ui.controllers import AI, DEFAULT_LEVEL, HUMAN
from game.ui.interface_scale import SCALE
from game.ui.markers import draw_token
from game.ui.opening import Opened, OpenError, open_path
from game.ui.panels import draw_top_bar, fit
from game.ui.recent_files import recent_scenarios, remember_scenario
from game.ui.scenario_list import ScenarioList
from game.ui.screens.base import Screen
from game.ui.style import (
    ACCENT,
    BAD,
    CARD,
    PANEL_EDGE,
    TEXT,
    TEXT_DIM,
    flow,
    font,
    legible,
    mix,
    outlined_text,
    side_colour_of,
    text,
    wrap,
)
from game.ui.text_fit import problems_in
from game.words import nearest, turn_words
from game.worker import Worker

if TYPE_CHECKING:
    from game.rules.ruleset import Ruleset
    from game.ui.app import App

SCENARIOS = locations.SCENARIOS
LIST_W = 380
DETAILS_X = 24 + LIST_W + 32  # where the chosen scenario's column begins, right of the list
LEVEL_X, LEVEL_ROW = 96, 36  # an AI side's level button: how far into its row, and the height it adds
PREVIEW = (480, 340)
SIDES_MIN = 280  # the least width of the sides' column: a side's name beside its seat button
CONTENT_TOP = 150  # the preview and the sides; the description goes under them
LINE = 21  # the description's line height
CUT = " … (F2 reads it all)"  # where a short window cuts the description: the rules window opens with it whole
FILTER = pygame.Rect(24, 92, LIST_W, 30)  # the filter's field, over the list


@dataclass(frozen=True)
class Entry:
    label: str
    path: Path
    ruleset: str = ""  # shown beside the name: the list mixes five games
    map: str = ""  # its map's file name: not shown in the list, but the filter finds it ("glade")


def bundled(folder: Path = SCENARIOS) -> list[Entry]:
    """The scenarios then the drills (in folders by ruleset, in the order of their names, numbers as numbers: by
    file name, "Drill 11" came before "Drill 1"), each labelled with its name (else its file name) and its
    ruleset."""
    drills = folder / "drills"
    found = sorted(drills.rglob("*.y*ml")) if drills.is_dir() else []
    entries = [entry(path) for path in sorted(folder.glob("*.y*ml"))] + sorted(
        (entry(path, drill=True) for path in found), key=lambda e: (e.path.parent.name, _numbered(e.label)))
    seen: dict[str, int] = {}
    unique = []
    for one in entries:  # the list widget needs distinct labels
        seen[one.label] = seen.get(one.label, 0) + 1
        label = one.label if seen[one.label] == 1 else f"{one.label} ({one.path.name})"
        unique.append(Entry(label, one.path, one.ruleset, one.map))
    return unique


def _numbered(label: str) -> list[tuple[int, str]]:
    """A label as a sort key whose numbers count as numbers ("Drill 2" before "Drill 11")."""
    return [(int(part), "") if part.isdigit() else (0, part.lower()) for part in re.split(r"(\d+)", label)]


def entry(path: Path, drill: bool = False) -> Entry:
    """The list's row for a scenario file: its name (else its file name) and ruleset, as far as the file says."""
    try:
        data = read_yaml(path).value
    except DataError:
        data = None
    about = data if isinstance(data, dict) else {}
    name = str(about.get("name") or path.stem)
    if name.lower().startswith("drill:"):
        name = name[len("Drill:"):].strip()
    ruleset, board = about.get("ruleset"), about.get("map")
    said = drill and not name.lower().startswith("drill ")  # "Drill 11: bare hands…" says it already
    return Entry(f"Drill: {name}" if said else name, path, ruleset if isinstance(ruleset, str) else "",
                 Path(board).stem if isinstance(board, str) else "")


def folded(words: str) -> str:
    """``words`` lower-case and without accents, for a filter typed on any keyboard ("cien" finds Cień)."""
    return "".join(c for c in unicodedata.normalize("NFKD", words.lower()) if not unicodedata.combining(c))


def matching(entries: list[Entry], typed: str) -> list[int]:
    """The indices of the entries whose name, ruleset or map holds every word of ``typed``."""
    words = folded(typed).split()
    return [i for i, e in enumerate(entries) if all(w in _searched(e) for w in words)]


def _searched(entry: Entry) -> str:
    return folded(f"{entry.label} {entry.ruleset} {entry.map}")


def corrected(entries: list[Entry], typed: str) -> str | None:
    """``typed`` with each word no entry holds replaced by the nearest word the entries do hold ("manouvres":
    "manoeuvres"), where that finds some; None where nothing could be mended."""
    vocabulary = sorted({word for e in entries for word in _searched(e).split()})
    words = folded(typed).split()
    mended = [w if any(w in known for known in vocabulary) else nearest(w, vocabulary) or w for w in words]
    query = " ".join(mended)
    return query if mended != words and matching(entries, query) else None


def roster_lines(side: SideSpec, width: int, most: int = 3) -> tuple[str, ...]:
    """"4 figures: Guard Swordsman, Orc Raider ×2, …" wrapped to ``width`` in at most ``most`` lines (a kind
    fielded more than once counted: "4 figures" over three names read as a figure missing); the figures whose
    names do not fit are counted ("and 3 more"; it counted their kinds, and "12 figures: The Black Knight, Ogre
    and 7 more" made nine), never cut."""
    kinds = Counter(figure.name for figure in side.figures)
    names = [f"{name} ×{n}" if n > 1 else name for name, n in kinds.items()]
    count = f"{len(side.figures)} figure{'s' if len(side.figures) != 1 else ''}"
    for shown in range(len(names), -1, -1):
        rest = sum(list(kinds.values())[shown:])
        words = f"{count}: {', '.join(names[:shown])}" + (f" and {rest} more" if rest else "")
        lines = wrap(words if shown or not rest else f"{count}, {rest} kinds", 12, width)
        if len(lines) <= most:
            return lines
    return wrap(count, 12, width)


def _picture(scenario: Scenario, size: tuple[int, int], backdrop: Backdrop | None = None) -> pygame.Surface:
    """The scenario's map at ``size`` (drawn from ``backdrop``, its pictures read already, when given), with the
    tokens it lays (moonstones) and its figures placed before the game as dots in their sides' colours. Drawn on
    the drawing thread only."""
    picture = (backdrop or Backdrop(scenario.map)).render(size, overlay=True)
    scale = picture.get_width() / scenario.map.width
    for marker in scenario.rules.start_markers(scenario.extra):
        draw_token(picture, marker.kind, (marker.x * scale, marker.y * scale), max(3, round(marker.radius * scale)))
    for i, side in enumerate(scenario.sides):
        colour = side_colour_of(side, i)
        for figure in side.figures:
            at = figure.at if figure.placed else scenario.rules.start_spot(scenario.map, figure)
            if at is None:  # the ruleset places it as the game begins
                continue
            centre = (at[0] * scale, at[1] * scale)
            radius = max(3.0, figure.base / 2 * scale)
            pygame.draw.aacircle(picture, mix(colour, (0, 0, 0), 0.5), centre, radius + 1)
            pygame.draw.aacircle(picture, colour, centre, radius)
    return picture


@dataclass(frozen=True)
class Read:
    """A scenario read ahead, or why it does not open; its map's pictures, read (the preview is drawn from them on
    the drawing thread when the scenario is chosen); the versions of its files it was read from (an edited
    scenario or map is read again when chosen)."""

    scenario: Scenario | None
    error: OpenError | None
    backdrop: Backdrop | None
    stamps: tuple[object, ...]


def _stamps(path: Path | None, scenario: Scenario | None) -> tuple[object, ...]:
    files = [] if path is None else [path]
    if scenario is not None:
        files += [scenario.map.path, sidecar_path(scenario.map.path), *scenario.map.sources]
    return tuple(file_stamp(f) for f in files)


def _read_ahead(paths: list[Path], found: dict[Path, Read], stop: threading.Event) -> None:
    """Read each scenario and its map's pictures before the user chooses it (a worker thread's work: the battle's
    map takes a quarter second to read, which held the list still at each first choice). Its preview is drawn when
    chosen, on the drawing thread (35 ms for the battle): pygame's drawing is that thread's alone (drawn here, two
    read-aheads at once, one left running by a launcher shown again, ended in a segmentation fault). The scenarios
    on one version of a map share its pictures: a backdrop for each of the hundred drills and scenarios held the
    launcher at 790 MB, where they stand on six maps."""
    pictures: dict[tuple[object, ...], Backdrop] = {}
    for path in paths:
        if stop.is_set():
            return
        before = _stamps(path, None)
        try:
            scenario = open_path(path).scenario
        except OpenError as exc:
            found[path] = Read(None, exc, None, before)
            continue
        backdrop = None
        if scenario is not None:
            version = (scenario.map.path.resolve(), *_stamps(None, scenario))
            backdrop = pictures.get(version)
            if backdrop is None:
                try:
                    backdrop = pictures[version] = Backdrop(scenario.map)
                except pygame.error:  # the window was closed meanwhile
                    return
        found[path] = Read(scenario, None, backdrop, before + _stamps(None, scenario))


SIDE_KEYS = "Tab lights a switch · Space changes it"


class LauncherScreen(Screen):
    title = "Skirmish Table"

    def __init__(self, app: App, selected: Path | None = None, folder: Path = SCENARIOS) -> None:
        super().__init__(app)
        self.folder = folder
        self.entries = bundled(folder)
        own = [*([Path(selected)] if selected is not None else []), *recent_scenarios()]
        for path in reversed(list(dict.fromkeys(p.resolve() for p in own))):  # the player's own, first
            if all(e.path.resolve() != path for e in self.entries):
                found = entry(path)
                self.entries.insert(0, Entry(f"{found.label} ({found.path.name})", found.path, found.ruleset))
        self.index = next((i for i, e in enumerate(self.entries)
                           if selected is not None and e.path.resolve() == Path(selected).resolve()),
                          0 if self.entries else -1)
        # the filter, as it was left (back from a drill to the next one), unless it leaves out the entry chosen
        kept = matching(self.entries, app.launcher_filter)
        self.typed = app.launcher_filter = app.launcher_filter if self.index in kept else ""
        self.shown = kept if self.typed else list(range(len(self.entries)))  # the entries the list shows
        self._mending: tuple[str, str | None] | None = None  # the filter typed, and its words mended
        self.scenario: Scenario | None = None
        self.error = ""
        self.kinds: dict[str, str] = {}
        self.levels: dict[str, str] = {}  # each side's AI level, kept while the seat goes human and back
        self._previews: dict[tuple[Path, tuple[int, int]], pygame.Surface] = {}
        self._backdrops: dict[Path, Backdrop] = {}  # the chosen scenarios' map pictures the read-ahead read
        self._chose = False  # a choice was taken this frame (see ``update``)
        self._list: ScenarioList | None = None
        self._seat_buttons: dict[UIButton, str] = {}
        self._switches: dict[tuple[str, str], UIButton] = {}  # (side, "seat" or "level"): its button
        self._focus: tuple[str, str] | None = None  # the switch Tab lit, which Space presses
        self._start: UIButton | None = None
        self._saved: tuple[tuple[str, str, bool] | None] | None = None
        self._read: dict[Path, Read] = {}  # what the read-ahead has read so far
        self._stop = threading.Event()
        self.reading: Worker[None] | None = None
        self._load()

    # --- the selected scenario -------------------------------------------------------------------------------
    def _load(self) -> None:
        self.scenario, self.error, self.kinds = None, "", {}
        if not 0 <= self.index < len(self.entries):
            return
        path = self.entries[self.index].path
        read = self._read.get(path)
        if read is not None and read.stamps != _stamps(path, read.scenario):
            read = None  # edited since it was read ahead: read again, and its preview drawn again
            self._read.pop(path, None)
            self._previews = {key: picture for key, picture in self._previews.items() if key[0] != path}
        try:
            if read is None:
                scenario = open_path(path).scenario
            elif read.error is not None:
                raise read.error
            else:
                scenario = read.scenario
                if scenario is not None and read.backdrop is not None:
                    self._backdrops[scenario.path] = read.backdrop
        except OpenError as exc:
            self.error = exc.reading
            return
        self.scenario = scenario
        if scenario is None:  # a map or a save: the list shows scenario files only, so never in practice
            self.error = f"{path}: not a scenario"
            return
        self.kinds = {side.id: HUMAN if side.controller == HUMAN else AI for side in scenario.sides}
        self.levels = {side.id: side.level if side.level in LEVELS else DEFAULT_LEVEL for side in scenario.sides}
        played = self.app.seats_played.get(scenario.path.resolve())
        if played is not None:  # as they were last played in this window
            self.kinds.update({side: kind for side, kind in played[0].items() if side in self.kinds})
            self.levels.update({side: level for side, level in played[1].items() if side in self.levels})

    def _preview(self) -> pygame.Surface | None:
        scenario = self.scenario
        if scenario is None:
            return None
        size = self._preview_size()
        if (scenario.path, size) not in self._previews:
            self._previews[scenario.path, size] = _picture(scenario, size, self._backdrops.get(scenario.path))
        return self._previews[scenario.path, size]

    # --- widgets -------------------------------------------------------------------------------------------
    def enter(self) -> None:
        _w, h = self.app.size
        self._build_list()
        row = pygame.Rect(24, h - 70, LIST_W, 40)
        if self._autosaved() is not None:  # the game left (or lost with the program) at its last decision
            half = (LIST_W - 8) // 2
            self.button(pygame.Rect(row.x, row.y, half, row.h), "Continue", self.resume,
                        tip=f"Resume the game saved after its last decision ({autosave_path()})")
            row = pygame.Rect(row.x + half + 8, row.y, LIST_W - half - 8, row.h)
        self.button(row, "Open a file…   Ctrl+O", self.app.ask_open,
                    tip="A scenario (.yaml), a map to test (.tmx) or a saved game (.json)")
        self._build_details()
        if self.reading is None:  # the scenarios after the chosen one first, as the arrow keys go
            order = self.entries[self.index + 1:] + self.entries[:self.index]
            self._stop.clear()
            self.reading = Worker(partial(_read_ahead, [e.path for e in order], self._read, self._stop), "read-ahead")

    def ruleset(self) -> Ruleset | None:
        return self.scenario.rules if self.scenario is not None else None

    def scenario_on_show(self) -> Scenario | None:
        return self.scenario

    def quiet(self) -> bool:
        """Nothing here moves by itself (the read-ahead fills its cache on its own thread)."""
        return True

    def update(self) -> Screen | None:
        """Between the player's keys, the previews of the rows before and after the chosen one are drawn (one a
        frame, from what the read-ahead read), so that the arrows find them drawn (the battle's takes 35 ms); not in
        the frame that took a choice, which has its own to draw."""
        if self._chose:
            self._chose = False
            return None
        if self.index not in self.shown:
            return None
        row, size = self.shown.index(self.index), self._preview_size()
        for step in (1, -1):
            read = self._read.get(self.entries[self.shown[(row + step) % len(self.shown)]].path)
            if read is not None and read.scenario is not None and (read.scenario.path, size) not in self._previews:
                self._previews[read.scenario.path, size] = _picture(read.scenario, size, read.backdrop)
                return None
        return None

    def resume(self) -> None:
        """Continue: the autosave (read on a worker thread: a long game takes a while to play again)."""
        self.app.open_later(autosave_path(), failed=self._damaged)

    def _damaged(self, exc: OpenError) -> None:
        """The autosave does not load: offer it as far as it replays (its map has changed), else the copy kept
        before its last write, if that loads."""
        if self.app.offer_replayed(exc, "Cannot continue the whole game",
                                   "The autosave then holds the game from there on."):
            return
        damaged = str(exc)
        backup = backup_path(autosave_path())
        try:
            game, seats, _changed = load_save(backup)
        except SaveError:
            self.app.dialogs.error("Cannot continue the game", damaged)
            return

        def take_backup() -> None:
            self.app.show(self.app.screen_for(Opened(backup, game=game, seats=seats)))

        question = (f"{damaged}\n\nThe copy kept one decision before it ({backup.name}, {len(game.answers)} "
                    "decisions) opens: continue from it?")
        self.app.dialogs.ask("The autosave is damaged", question, "Continue from the copy", take_backup)

    def _build_list(self, filtered: bool = False) -> None:
        """The list of the entries the filter lets through, with the chosen one selected and scrolled into view
        (kept, with its scroll, when the window is only redrawn; built anew when the filter changed)."""
        top = FILTER.bottom + 6
        rect = pygame.Rect(24, top, LIST_W, self.app.size[1] - top - 84 - (22 if self._autosaved() else 0))
        row = self.shown.index(self.index) if self.index in self.shown else -1
        if self._list is None or self._list.rect != rect or filtered:
            self._list = ScenarioList(rect, [self.entries[i].label for i in self.shown], row,
                                      [self.entries[i].ruleset for i in self.shown])
        else:
            self._list.index = row
            self._list.show(row)

    def _filter(self, typed: str) -> None:
        """Show the entries that match ``typed``; the chosen one stays chosen if shown, else the first shown is
        chosen (none shown: the choice stays, and the list says nothing matches)."""
        hidden = self._hidden
        self.typed = self.app.launcher_filter = typed
        self.shown = matching(self.entries, typed)
        if self.shown and self.index not in self.shown:
            self._choose(self.shown[0])
        elif self._hidden != hidden:  # the details (and Start) go while nothing matches, and come back with a row
            self._build_details()
        self._build_list(filtered=True)

    @property
    def _hidden(self) -> bool:
        """Whether the filter hides every row: the choice is kept for when it widens, but nothing is offered (a
        typo and Enter started the scenario chosen before it, which the list no longer showed)."""
        return bool(self.typed) and not self.shown

    def _mended(self) -> str | None:
        """:func:`corrected` for the filter typed, worked out once (the list says it every frame, ~3 ms)."""
        if self._mending is None or self._mending[0] != self.typed:
            self._mending = (self.typed, corrected(self.entries, self.typed))
        return self._mending[1]

    def _nothing_matches(self) -> str:
        """What the list says where the filter hides every row (and Enter says then, or takes the mended words)."""
        mended = self._mended()
        if mended is not None:
            return (f"Nothing matches \u201c{self.typed}\u201d. Did you mean \u201c{mended}\u201d? Enter takes it; "
                    "Backspace or Escape widens the list again.")
        return f"Nothing matches \u201c{self.typed}\u201d. Backspace or Escape widens the list again."

    def _typing(self, event: pygame.event.Event) -> None:
        """A letter typed goes into the filter; Backspace takes one off (Ctrl+Backspace all), Escape clears it."""
        letter = getattr(event, "unicode", "") or ""
        if event.key == pygame.K_BACKSPACE and self.typed:
            self._filter("" if event.mod & pygame.KMOD_CTRL else self.typed[:-1])
        elif event.key == pygame.K_ESCAPE and self.typed:
            self._filter("")
        elif len(letter) == 1 and letter.isprintable() and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT) \
                and (letter != " " or self.typed):
            self._filter(self.typed + letter)

    def _build_details(self) -> None:
        """The seat switches and the Start button of the chosen scenario."""
        self.forget(list(self._seat_buttons) + ([self._start] if self._start is not None else []))
        self._seat_buttons, self._switches, self._start = {}, {}, None
        if self.scenario is None or self._hidden:
            self._focus = None
            return
        rows = self._side_rows()
        for side, row, _name, _roster in rows:
            button = self.button(pygame.Rect(row.right - 96, row.y + 6, 96, 30),
                                 self._seat_label(side.id), partial(self._flip, side.id), style="#tool",
                                 tip="Click, or Tab to it and press Space: human or AI")
            self._seat_buttons[button] = side.id
            self._switches[side.id, "seat"] = button
            if self.kinds.get(side.id) != HUMAN:
                level = self.button(pygame.Rect(row.x + LEVEL_X, row.bottom + 3, 96, 28), self.levels[side.id],
                                    partial(self._harder, side.id), style="#tool",
                                    tip="Click, or Tab to it and press Space: the AI's level (easy, normal, hard)")
                self._seat_buttons[level] = side.id
                self._switches[side.id, "level"] = level
        if self._focus not in self._switches:
            self._focus = None  # another scenario's sides, or an AI seat made human: its level is gone
        if self._focus is not None:
            self._switches[self._focus].select()
        x, _y = self._sides_origin()
        bottom = self._rows_end(rows)
        self._start = self.button(pygame.Rect(x, bottom + 14, self._sides_width(), 48), "Start   Enter", self.start,
                                  style="#primary")

    def leave(self) -> None:
        super().leave()
        self._seat_buttons, self._start = {}, None
        self._stop.set()  # the read-ahead stops after the scenario it is reading

    def _preview_size(self) -> tuple[int, int]:
        """The map preview: full size when the window has room beside it for the sides, smaller when not."""
        room = self.app.size[0] - DETAILS_X - 24 - 28 - SIDES_MIN
        width = max(180, min(PREVIEW[0], room))
        return width, round(width * PREVIEW[1] / PREVIEW[0])

    def _sides_origin(self) -> tuple[int, int]:
        return DETAILS_X + self._preview_size()[0] + 28, CONTENT_TOP + 22

    def _sides_width(self) -> int:
        return max(SIDES_MIN, self.app.size[0] - self._sides_origin()[0] - 24)

    def _side_rows(self) -> list[tuple[SideSpec, pygame.Rect, tuple[str, ...], tuple[str, ...]]]:
        """Each side's card: where it stands, its name and its roster in lines (wrapped, never cut); with many
        sides in a short window the rosters get fewer lines, down to none, so that the Start button stays in it."""
        room = self.app.size[1] - 14 - 48 - 16  # the Start button under the cards, and a margin
        for most in (3, 2, 1):
            rows = self._rows_of(most)
            if self._rows_end(rows) <= room:
                return rows
        return self._rows_of(0)

    def _rows_of(self, most: int) -> list[tuple[SideSpec, pygame.Rect, tuple[str, ...], tuple[str, ...]]]:
        x, y = self._sides_origin()
        width = self._sides_width()
        rows = []
        for side in self.scenario.sides if self.scenario is not None else []:
            name = wrap(side.name, 15, width - 34 - 106, bold=True)
            roster = roster_lines(side, width - 34 - 12, most) if most else ()
            row = pygame.Rect(x, y, width, max(42, 16 + 20 * len(name)) + 16 * len(roster) + 6)
            rows.append((side, row, name, roster))
            gap = 10 if most else 4  # the tightest layout: names only, closer together
            y = row.bottom + gap + (LEVEL_ROW if self.kinds.get(side.id) != HUMAN else 0)  # an AI's level under it
        return rows

    def _rows_end(self, rows: list) -> int:
        """Where the sides' rows end (an AI side's level included)."""
        if not rows:
            return self._sides_origin()[1]
        side, row = rows[-1][0], rows[-1][1]
        return row.bottom + (LEVEL_ROW if self.kinds.get(side.id) != HUMAN else 0)

    def _seat_label(self, side_id: str) -> str:
        return "Human" if self.kinds.get(side_id) == HUMAN else "AI"

    def _flip(self, side_id: str) -> None:
        self.kinds[side_id] = AI if self.kinds.get(side_id) == HUMAN else HUMAN
        self._build_details()  # an AI seat shows its level beside it

    def _harder(self, side_id: str, step: int = 1) -> None:
        self.levels[side_id] = LEVELS[(LEVELS.index(self.levels[side_id]) + step) % len(LEVELS)]
        self._build_details()

    def _tab(self, back: bool) -> None:
        """Light the next switch of the sides (the previous one, ``back``): each side's seat, then its AI's level,
        and past the last, none (the list again), so that the sides can be set without the mouse."""
        order = list(self._switches)
        if not order:
            return
        at = order.index(self._focus) if self._focus in order else (len(order) if back else -1)
        at += -1 if back else 1
        self._focus = order[at] if 0 <= at < len(order) else None
        self._build_details()

    def _press(self, step: int) -> None:
        """Space (or an arrow, ``step`` -1 for the left one) on the lit switch: the seat flips, the level moves on."""
        assert self._focus is not None
        side_id, what = self._focus
        if what == "seat":
            self._flip(side_id)
        else:
            self._harder(side_id, step)

    def _choose(self, index: int) -> None:
        if index != self.index and 0 <= index < len(self.entries):
            self.index, self._chose = index, True
            self._load()
            self._build_details()
            self._build_list()

    def start(self) -> Screen | None:
        """A new game of the chosen scenario; when the autosave holds a game not yet over, after asking (the new
        game's first decision would replace it)."""
        if self._hidden:
            mended = self._mended()
            if mended is not None:  # Enter takes the filter's mended words, as the list offers
                self._filter(mended)
            else:
                self.app.dialogs.toast(self._nothing_matches())
            return None
        if self.scenario is None:
            self.app.dialogs.toast("Choose a scenario that loads first")
            return None
        from game.ui.screens.play import PlayScreen

        if self.app.autosave:  # a scenario of the player's own, played again, heads the list next time
            remember_scenario(self.entries[self.index].path)
        saved = self._autosaved()
        if saved is not None and not saved[2]:
            scenario, kinds, levels = self.scenario, dict(self.kinds), dict(self.levels)
            self.app.dialogs.confirm(
                "Replace the autosaved game?",
                f"The autosave holds <b>{html.escape(saved[0])}</b>, {saved[1]}, not finished. A new game "
                "replaces it with its first decision, and it is kept in the saves folder (<b>Continue</b> resumes it "
                "instead).", "Start anyway",
                lambda: PlayScreen.start_later(self.app, scenario, kinds, levels))
            return None
        PlayScreen.start_later(self.app, self.scenario, dict(self.kinds), dict(self.levels))
        return None

    def _autosaved(self) -> tuple[str, str, bool] | None:
        """(scenario name, when it stands as its header says it: "turn 3", "round 2", whether it is over) of the
        autosaved game, read once; None without one."""
        if self._saved is None:
            self._saved = (None,)
            if autosave_path().exists():
                try:
                    game = load_game(autosave_path())
                except SaveError as exc:
                    self._saved = (("a game that no longer loads", "", True),)
                    if exc.replayed is not None:  # the map has changed: it replays so far
                        game = exc.replayed[0]
                        self._saved = ((game.scenario.name, f"as far as decision {len(game.answers)}", game.over),)
                else:
                    state = game.state
                    when = turn_words(state.turn, state.round, None, game.ruleset.turn_word).lower()
                    self._saved = ((game.scenario.name, when, game.over),)
        return self._saved[0]

    def handle(self, event: pygame.event.Event) -> Screen | None:
        following = super().handle(event)
        if following is not None:
            return following
        picked = self._list.handle(event, self.app.now) if self._list is not None else None
        if picked is not None and picked[0] == "choose":
            self._choose(self.shown[picked[1]])
        elif picked is not None and picked[0] == "start":
            self._choose(self.shown[picked[1]])
            return self.start()
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.start()
            if event.key == pygame.K_TAB and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                self._tab(back=bool(event.mod & pygame.KMOD_SHIFT))
            elif self._focus is not None and event.key in (pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT):
                self._press(-1 if event.key == pygame.K_LEFT else 1)
            elif self._focus is not None and event.key == pygame.K_ESCAPE:
                self._focus = None
                self._build_details()
            elif event.key in (pygame.K_UP, pygame.K_DOWN) and self.shown:
                row = self.shown.index(self.index) if self.index in self.shown else -1
                self._choose(self.shown[(row + (1 if event.key == pygame.K_DOWN else -1)) % len(self.shown)])
            else:
                self._typing(event)
        return None

    # --- drawing -------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, _h = self.app.size
        draw_top_bar(surface, pygame.Rect(0, 0, w, 48), "Choose a game", "")
        keys = text(f"Interface {SCALE.factor:.0%} · Ctrl+= bigger · Ctrl+− smaller · F1 keys", 12, TEXT_DIM)
        surface.blit(keys, keys.get_rect(midright=(w - 24, 24)))  # where a player on a big display looks first
        surface.blit(text("SCENARIOS AND DRILLS", 12, TEXT_DIM, bold=True), (24, 68))
        self._draw_filter(surface)
        if self._list is not None:
            self._list.draw(surface)
        if self._hidden:
            for i, line in enumerate(wrap(self._nothing_matches(), 14, LIST_W - 24)):
                surface.blit(text(line, 14, TEXT_DIM), (36, FILTER.bottom + 18 + 20 * i))
        saved = self._autosaved()
        if saved is not None:  # what Continue resumes
            # kept whole: a long name gives way to it (none for a game that does not load at all)
            state = "" if not saved[1] else " (over)" if saved[2] else f" ({saved[1]})"
            words = fit(f"Continue resumes {saved[0]}", 13, LIST_W - font(13).size(state)[0]) + state
            surface.blit(text(words, 13, TEXT_DIM), (24, self.app.size[1] - 70 - 22))
        if not self.entries:
            for i, line in enumerate(wrap(f"No scenario in {self.folder}. Open a file instead.", 14, LIST_W - 24)):
                surface.blit(text(line, 14, TEXT_DIM), (36, 108 + 20 * i))
        x = DETAILS_X
        if self._hidden:
            return
        if self.error:
            self._error(surface, x, w)
            return
        scenario = self.scenario
        if scenario is None:
            surface.blit(text("Choose a scenario on the left, or open a file.", 16, TEXT_DIM), (x, 96))
            return
        size = next((s for s in (28, 24, 20, 17) if font(s, True).size(scenario.name)[0] <= w - x - 24), 17)
        surface.blit(text(fit(scenario.name, size, w - x - 24, True), size, TEXT, bold=True),
                     (x, 66 + (28 - size) // 2))
        lines = wrap(facts(scenario), 14, w - x - 24)
        for i, line in enumerate(lines[:2]):
            surface.blit(text(line, 14 if len(lines) == 1 else 13, ACCENT), (x, 108 + 17 * i - 8 * (len(lines) > 1)))
        preview = self._preview()
        frame = pygame.Rect(x, CONTENT_TOP, *self._preview_size())
        y = frame.bottom + 28
        self._describe(surface, (scenario.description or "").strip(), x, y)
        pygame.draw.rect(surface, CARD, frame.inflate(12, 12), border_radius=8)
        if preview is not None:
            placed = preview.get_rect(center=frame.center)
            surface.blit(preview, placed)
            unplaced = [f for _side, f in scenario.figures()
                        if not f.placed and scenario.rules.start_spot(scenario.map, f) is None]
            if unplaced:  # a gamebook's pieces take their squares as the battle begins: an empty board says why
                many = "The" if len(unplaced) == len(scenario.figures()) else "Some"
                words = f"{many} {scenario.rules.figure_word}s are placed as the game begins"
                bottom = placed.bottom - 8  # wrapped to a small window's small preview, the last line lowest
                for line in reversed(wrap(words, 13, placed.width - 16)):
                    note = outlined_text(line, 13, TEXT)
                    surface.blit(note, note.get_rect(midbottom=(placed.centerx, bottom)))
                    bottom -= 17
        self._sides(surface)

    def _draw_filter(self, surface: pygame.Surface) -> None:
        """The filter's field: what is typed with a caret, else how to use it; how many rows it lets through."""
        pygame.draw.rect(surface, mix(CARD, (0, 0, 0), 0.3), FILTER, border_radius=6)
        pygame.draw.rect(surface, ACCENT if self.typed else PANEL_EDGE, FILTER, 1, border_radius=6)
        count = f"{len(self.shown)} of {len(self.entries)}" if self.typed else ""
        room = FILTER.w - 24 - (font(12).size(count)[0] + 10 if count else 0)
        if self.typed:
            shown = self.typed
            while font(14).size(shown + "\u258f")[0] > room and len(shown) > 1:  # its end, where the typing is
                shown = "\u2026" + shown[2:]
            words = text(shown + "\u258f", 14, TEXT)
        else:
            words = text(fit("Type to filter: a name, a ruleset, a map, \u201cdrill\u201d", 14, room), 14, TEXT_DIM)
        surface.blit(words, words.get_rect(midleft=(FILTER.x + 12, FILTER.centery)))
        if count:
            tally = text(count, 12, TEXT_DIM)
            surface.blit(tally, tally.get_rect(midright=(FILTER.right - 12, FILTER.centery)))

    def _describe(self, surface: pygame.Surface, words: str, x: int, y: int) -> None:
        """The scenario's description under the preview: beside the sides' cards while they reach down (many AI
        sides with their levels do), the window's full width below them, and where the window is too short for the
        rest, an ellipsis saying where to read it."""
        w, h = self.app.size
        below = self._rows_end(self._side_rows()) + 14 + 48 + 8  # the Start button's bottom, and a margin
        beside = max(0, math.ceil((below - y) / LINE))  # lines that start beside the cards
        lines = flow(words, 14, self._sides_origin()[0] - 16 - x, w - 24 - x, beside)
        room = max(1, (h - 40 - y) // LINE + 1)
        if len(lines) > room:
            width = (self._sides_origin()[0] - 16 if room <= beside else w - 24) - x
            last = lines[room - 1]
            while " " in last and font(14).size(last + CUT)[0] > width:
                last = last.rsplit(" ", 1)[0]
            lines = (*lines[:room - 1], last + CUT)
        for i, line in enumerate(lines):
            surface.blit(text(line, 14, TEXT_DIM), (x, y + LINE * i))

    def _sides(self, surface: pygame.Surface) -> None:
        x, y = self._sides_origin()
        heading = text("SIDES", 12, TEXT_DIM, bold=True)
        surface.blit(heading, (x, y - 22))
        keys = text(fit(SIDE_KEYS, 12, self._sides_width() - heading.get_width() - 12), 12, TEXT_DIM)
        surface.blit(keys, (x + self._sides_width() - keys.get_width(), y - 22))  # how without the mouse
        for i, (side, row, name, roster) in enumerate(self._side_rows()):
            if self.kinds.get(side.id) != HUMAN:
                surface.blit(text("AI level", 12, TEXT_DIM), (row.x + 34, row.bottom + 9))
            pygame.draw.rect(surface, CARD, row, border_radius=8)
            # a black side shows on the dark card
            colour = legible(side_colour_of(side, i), CARD)
            pygame.draw.circle(surface, colour, (row.x + 18, row.y + 21), 8)
            for j, line in enumerate(name):
                surface.blit(text(line, 15, TEXT, bold=True), (row.x + 34, row.y + 10 + 20 * j))
            top = row.y + max(42, 16 + 20 * len(name)) - 2
            for j, line in enumerate(roster):
                surface.blit(text(line, 12, TEXT_DIM), (row.x + 34, top + 16 * j))

    def _error(self, surface: pygame.Surface, x: int, w: int) -> None:
        """Why the scenario cannot be played: its every problem, as far as the window's height allows (five lines
        in a fixed box cut a file's fourth problem in half and left out the fifth), then how many lines more."""
        width = w - x - 24
        lines = problems_in(wrap(self.error, 14, width - 32), (self.app.size[1] - 96 - 24 - 56) // 20)
        box = pygame.Rect(x, 96, width, 56 + 20 * len(lines))
        pygame.draw.rect(surface, CARD, box, border_radius=8)
        pygame.draw.rect(surface, PANEL_EDGE, box, 1, border_radius=8)
        pygame.draw.rect(surface, BAD, (box.x, box.y + 10, 4, box.h - 20), border_radius=2)
        surface.blit(text("This scenario cannot be played", 16, BAD, bold=True), (box.x + 16, box.y + 12))
        for i, line in enumerate(lines):
            surface.blit(text(fit(line, 14, width - 32), 14, TEXT), (box.x + 16, box.y + 44 + 20 * i))
