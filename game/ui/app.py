"""The window: one pygame display, one pygame_gui manager, the current screen, and the main loop.

``run_app`` is what ``main.py`` calls. Tests drive an :class:`App` without a display server (SDL's dummy
driver): ``step(events)`` runs one frame with the given events as if they came from the user, and
``run_frames(n)`` runs n frames. Nothing waits on the clock except ``run`` itself.
"""

from __future__ import annotations

import io
import math
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine, UIWindow

from game.arguments import say_errors
from game.board.tmx_mapping import NO_MAPPING, TerrainMapping
from game.rules.atomic_write import write_atomically
from game.rules.saves import MAP_CHANGED, autosave_path, dated_name, default_folder
from game.session import Seats
from game.ui.backdrop import Backdrop
from game.ui.briefing import briefing_html
from game.ui.clicks import NEAR, soon_after
from game.ui.dialogs import Dialogs
from game.ui.fonts import install as install_fonts
from game.ui.help import HELP_HTML
from game.ui.interface_scale import SCALE, for_display, holds, next_step, scaled
from game.ui.opening import OPENED_SUFFIXES, Opened, OpenError, open_path
from game.ui.panels import layout, window_icon
from game.ui.recent_files import recent_scenarios, remember_scenario
from game.ui.rules_reference import load_reference, rule_page
from game.ui.screens.base import Screen
from game.ui.story_window import StoryWindow
from game.ui.style import BACKGROUND, THEME
from game.ui.window_size import DESIGN, FRAME, MIN_SIZE, desktop, opening, remember
from game.worker import Worker

if TYPE_CHECKING:
    from game.ui.screens.terrain import Prepared

Made = TypeVar("Made")

#: Frames a ``--screenshot`` renders before saving, so that layout and first animations settle.
SCREENSHOT_FRAMES = 4
QUIET_AFTER = 30  # quiet frames (half a second) before the window waits for events instead of drawing on
IDLE_WAIT = 250  # ms: the longest the window then sleeps between frames (the map's file is looked at, a clock shown)
KEY_REPEAT = (300, 40)  # ms: a held key repeats after the first, then every second
#: With Ctrl, the keys that make the interface bigger (1), smaller (-1) and the display's own size (0).
SIZE_KEYS = {pygame.K_EQUALS: 1, pygame.K_PLUS: 1, pygame.K_KP_PLUS: 1, pygame.K_MINUS: -1, pygame.K_KP_MINUS: -1,
             pygame.K_0: 0, pygame.K_KP_0: 0}
WINDOW_SIZE = DESIGN
STORY_WIDTH, STORY_LEAST = 620, 400  # pixels: the story window's width (F3) at most, and at least when it opens
STORY_LOWEST = 300  # pixels: its least height when it opens above or below a dialog


def _read_ready(path: Path, terrain: TerrainMapping) -> tuple[Opened, Prepared | Backdrop | None]:
    """A file as :func:`open_path` reads it and what its screen needs made (on the thread that opens it): for a
    map the terrain screen's table, check and pictures, for a saved game its map's pictures."""
    from game.ui.screens.terrain import prepared

    opened = open_path(path, terrain)
    if opened.map is not None:
        return opened, prepared(opened.map)
    return opened, None if opened.game is None else Backdrop(opened.game.scenario.map)


@dataclass(frozen=True)
class Making(Generic[Made]):
    """A screen whose slow part (a file read, a game set up, a map's pictures) is made on a worker thread; ``then``
    makes the screen on the drawing thread, given the worker's ``take`` (which raises what the work raised)."""

    words: str  # what the window says when it takes a while
    worker: Worker[Made]
    then: Callable[[Callable[[], Made]], Screen | None]


def run_app(path: str | Path, screenshot: Path | None = None, start: bool = False, replay: bool = False,
            terrain: TerrainMapping | None = None) -> int:
    """Open ``path`` in the window (or render it to ``screenshot`` and return); the exit code. A scenario opens in
    the launcher, selected, unless ``start`` (a file named on the command line) or a screenshot starts it; a saved
    game opens in its replay when ``replay``. ``terrain`` maps other games' conventions in the maps opened."""
    terrain = terrain or NO_MAPPING
    if screenshot is not None:  # render off screen, whatever display there is (read when the display starts)
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    opened: Opened | None = None
    offer: OpenError | None = None
    try:
        opened = open_path(path, terrain)
        if replay and opened.game is None:
            raise OpenError(f"{path}: only a saved game (.json) can be replayed")
    except OpenError as exc:
        if exc.replayed is None or screenshot is not None:
            say_errors(exc, sys.stderr)  # a line for each of a scenario's problems
            return 2
        offer = exc  # a save that replays only so far: the window opens on the launcher and offers it from there,
        if replay:  # or steps through it as far as it goes
            opened = exc.replayed
    try:
        # a screenshot has the design's size, and never writes the autosave (only a game a player plays does)
        app = App(None if screenshot is None else WINDOW_SIZE, autosave=screenshot is None)
    except pygame.error as exc:  # no display server, or none SDL can use
        print(f"error: cannot open a window: {exc} (--headless plays without one, --screenshot renders off "
              "screen)", file=sys.stderr)
        return 2
    app.terrain = terrain
    if opened is None:
        from game.ui.screens.launcher import LauncherScreen

        app.show(LauncherScreen(app))
    else:
        app.show(app.screen_for(opened, start=start or screenshot is not None, replay=replay))
    if offer is not None and replay:
        app.dialogs.error("The saved game replays only so far", f"{offer.reading}\n\nThe replay steps through "
                          "as far as it goes, and Play on from here takes the game up at any decision of it.")
    elif offer is not None:
        app.offer_replayed(offer, "The saved game no longer replays whole")
    if screenshot is None:
        return app.run()
    try:
        app.run_frames(SCREENSHOT_FRAMES)  # a hot-seat game waiting to pass the table on shows the hand-over card:
        app.save_screenshot(screenshot)  # the player it waits for has not taken the seat, and their hand is theirs
        missing = app.missing_pictures()
    except (OSError, ValueError, pygame.error) as exc:
        print(f"error: {screenshot}: cannot write the screenshot: {getattr(exc, 'strerror', None) or exc}",
              file=sys.stderr)
        return 2
    finally:
        app.close()
    if missing:
        print(f"warning: tiles missing from the picture: {'; '.join(missing)}", file=sys.stderr)
    return 0


class App:
    def __init__(self, size: tuple[int, int] | None = WINDOW_SIZE, autosave: bool = True) -> None:
        """A window of ``size``; None: one that fits the display, at the size and place it was last left.
        ``autosave``: whether games played here keep the autosave, and the player's own scenarios opened here
        are listed by the launcher from then on (only a window a player plays in: a screenshot or a benchmark must
        never overwrite the game that Continue resumes)."""
        self.autosave = autosave
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(*KEY_REPEAT)
        self.remembers = size is None
        position = None
        SCALE.factor, SCALE.chosen = 1.0, None
        if size is None:
            size, position, SCALE.chosen, SCALE.factor = opening()
        pygame.display.set_icon(window_icon())  # before the window opens: some systems read it only then
        #: The window's own pixels; ``window`` is the canvas the screens draw on (the same surface at scale 1).
        self.display = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.window = self._canvas()
        if position is not None:
            pygame.display.set_window_position(position)
        install_fonts()  # pygame_gui's widgets draw Chinese, Japanese and Korean as the panels do
        self.ui = pygame_gui.UIManager(self.size, str(THEME), enable_live_theme_updates=False)
        self.ui.mouse_pos_scale_factor = [1 / SCALE.factor, 1 / SCALE.factor]
        self.dialogs = Dialogs(self.ui)
        self.clock = pygame.time.Clock()
        self.screen: Screen | None = None
        self.running = True
        self.frame = 0
        self.pointer = (0, 0)  # where the mouse was last seen
        self.windowed: tuple[int, int] | None = None  # in full screen (F11): the window's size to go back to
        self.now = 0.0  # the window's clock: the seconds its frames took (a test's frames take 1/60 s each)
        self.quiet_frames = 0  # frames in a row in which nothing happened nor went on (see ``run``)
        #: Each key held down, as (key, scancode): the screen, receiver and dialog it was pressed for, the only ones
        #: its repeats go to.
        self._held: dict[tuple[int, int], tuple[object, object, object]] = {}
        self._released: set[tuple[int, int]] = set()  # the keys let go in this frame's events
        self._last_press: tuple[float, tuple[int, int], tuple[object, object]] | None = None  # when, where, whose
        self._dropped_button: int | None = None  # a press taken for a double click's second: its release goes too
        self.first_frame_at: float | None = None
        self.last_file: Path | None = None  # the last file opened or saved: where Open starts
        self.launcher_filter = ""  # what was typed in the launcher: the list is narrowed so again on the way back
        #: Each scenario's seats (human or AI, and the AI's level) as last played: the launcher offers them again
        self.seats_played: dict[Path, tuple[dict[str, str], dict[str, str]]] = {}
        self.terrain = NO_MAPPING  # the command line's mapping of other games' conventions, for every map opened
        self.making: Making[Any] | None = None  # a screen being made to be shown
        self.story: StoryWindow | None = None  # the story so far (F3), while it is open

    @property
    def size(self) -> tuple[int, int]:
        """The canvas's size: the window's at an interface size of 1."""
        return self.window.get_size()

    def _canvas(self) -> pygame.Surface:
        """What the screens draw on: the window itself at scale 1, else a surface of its size over the scale."""
        if SCALE.factor == 1.0:
            return self.display
        return pygame.Surface(SCALE.logical_size(self.display.get_size()), 0, self.display)

    # --- screens -------------------------------------------------------------------------------------------
    def show(self, screen: Screen) -> None:
        if self.screen is not None and self.screen is not screen:
            self.screen.leave()
        self.screen = screen
        screen.enter()
        pygame.display.set_caption(screen.title)

    def screen_for(self, opened: Opened, start: bool = False, replay: bool = False,
                   ready: Prepared | Backdrop | None = None) -> Screen:
        """The screen a file opens in: a scenario in the launcher (or straight into play when ``start``), a map
        in the terrain screen, a save on the board (or in its replay when ``replay``); ``ready``: what the screen
        needs made, made already (a map's table, check and pictures; a save's map's pictures)."""
        from game.ui.screens.launcher import LauncherScreen
        from game.ui.screens.play import PlayScreen
        from game.ui.screens.replay import ReplayScreen
        from game.ui.screens.terrain import TerrainScreen

        if opened.map is not None:
            return TerrainScreen(self, opened.map, None if isinstance(ready, Backdrop) else ready)
        if opened.game is not None and replay:
            return ReplayScreen(self, opened.game, Seats.from_saved(opened.game, opened.seats))
        if opened.game is not None:
            if opened.map_changed:
                self.dialogs.error("The map has changed since this game was saved", f"{opened.path}: {MAP_CHANGED}")
            return PlayScreen(self, opened.game, Seats.from_saved(opened.game, opened.seats), saved_at=opened.path,
                              backdrop=ready if isinstance(ready, Backdrop) else None)
        if opened.scenario is not None and self.autosave:
            remember_scenario(opened.path)  # the launcher lists it from now on
        if start and opened.scenario is not None:
            return PlayScreen.start(self, opened.scenario)
        return LauncherScreen(self, selected=opened.path)

    def open_file(self, path: Path) -> Screen | None:
        """Open a file from inside the window, at once: the screen for it, or None after an error dialog."""
        return self._screen_of(path, lambda: (open_path(path, self.terrain), None))

    def make_later(self, words: str, work: Callable[[], Made], then: Callable[[Callable[[], Made]], Screen | None],
                   ) -> None:
        """Do ``work`` on a worker thread and show the screen ``then`` makes of it (on the drawing thread); the
        window goes on meanwhile and says ``words`` when it takes a while. A screen asked for later replaces it."""
        self.making = Making(words, Worker(work, "make-screen"), then)

    def _poll_making(self) -> None:
        making = self.making
        if making is None:
            return
        if not making.worker.ready():
            if making.worker.slow:
                self.dialogs.toast(making.words)
            return
        self.making = None
        self.dialogs.withdraw(making.words)  # "Setting up…" stood over the game it had set up
        screen = making.then(making.worker.take)
        if screen is not None:
            self.show(screen)

    def open_later(self, path: Path, failed: Callable[[OpenError], None] | None = None) -> None:
        """Open a file on a worker thread (a big map or a long save takes seconds to read, a map's table and check
        as long again) and show it once read; ``failed`` hears why it does not open (else an error dialog says)."""
        self.make_later(f"Opening {path.name}…", partial(_read_ready, path, self.terrain),
                        partial(self._screen_of, path, failed=failed))

    def _screen_of(self, path: Path, read: Callable[[], tuple[Opened, Prepared | Backdrop | None]],
                   failed: Callable[[OpenError], None] | None = None) -> Screen | None:
        try:
            opened, ready = read()
            screen = self.screen_for(opened, ready=ready)
        except OpenError as exc:
            if failed is not None:
                failed(exc)
            elif not self.offer_replayed(exc, "The saved game no longer replays whole"):
                self.dialogs.error("Cannot open this file", exc.reading)
            return None
        self.last_file = Path(path)
        return screen

    def offer_replayed(self, exc: OpenError, title: str, file_after: str = "The file is left as it is.") -> bool:
        """A save whose later decisions no longer fit (its map has changed): offer to play on from the last that
        does, rather than lose the whole game; whether there was one to offer. ``file_after``: what becomes of
        the save's file."""
        opened = exc.replayed
        if opened is None or opened.game is None:
            return False
        count = len(opened.game.answers)
        question = f"{exc.reading}\n\nPlay on from decision {count}? The decisions after it are dropped. {file_after}"
        self.dialogs.ask(title, question, f"Play on from decision {count}", lambda: self.show(self.screen_for(opened)))
        return True

    def ask_open(self) -> None:
        """The Open dialog (Ctrl+O): scenarios, maps and saves; it starts at the last file, else the player's own
        scenario opened last (in an earlier session), else the autosave."""
        own = recent_scenarios()[:1]
        start = self.last_file or (own[0] if own else autosave_path() if autosave_path().exists()
                                   else Path.cwd() / "scenarios")

        self.dialogs.pick_file("Open a scenario, map or saved game", start, self.open_later,
                               suffixes=set(OPENED_SUFFIXES))

    # --- the loop --------------------------------------------------------------------------------------------
    def step(self, events: list[pygame.event.Event] | tuple = (), elapsed: float = 1 / 60) -> None:
        """One frame: the given events, then whatever pygame has queued (pygame_gui posts its own); ``elapsed``
        seconds since the last frame (a tooltip's delay is counted in them)."""
        self.now += elapsed
        happened = [*events, *pygame.event.get()]
        self._released = {_physical(e) for e in happened if e.type == pygame.KEYUP}
        for n, event in enumerate(happened, 1):
            self._event(event)
            if n < len(happened) and self.screen is not None:
                following = self.screen.settle_input()
                if following is not None:
                    self.show(following)
        self._keep_repeat()
        self._poll_making()
        if self.screen is not None:
            following = self.screen.update()
            if following is not None:
                self.show(following)
        self._follow_story()
        self.ui.update(min(elapsed, IDLE_WAIT / 1000))
        self._draw()
        self.frame += 1
        quiet = not happened and self.making is None and not self.dialogs.toasts and (
            self.screen is not None and self.screen.quiet())
        self.quiet_frames = self.quiet_frames + 1 if quiet else 0
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()

    def run_frames(self, count: int, events: list[pygame.event.Event] | tuple = ()) -> None:
        self.step(events)
        for _ in range(count - 1):
            self.step()

    def take_the_seat(self) -> None:
        """A hot-seat hand-over on show is answered by the player it waits for (the tools' pictures of a player's
        view; the command line's screenshot keeps the card, the hand being that player's)."""
        from game.ui.screens.handover import HandOverScreen

        if isinstance(self.screen, HandOverScreen):
            self.show(self.screen.confirm())

    def settle(self, limit: int = 2000) -> None:
        """Run frames until the board's picture is whole (a new zoom or overlay renders over several frames)."""
        for _ in range(limit):
            self.step()
            board = getattr(self.screen, "board", None)
            if board is None or board.backdrop.complete:
                return

    def run(self) -> int:
        """Frames at 60 a second while anything goes on; once the window has been quiet a moment (the screen
        waits for the player, no toast fades, nothing is read), it sleeps until an event comes, drawing a frame at
        least every ``IDLE_WAIT`` ms (a map edited in Tiled is still seen). An idle board took half a core."""
        events: tuple[pygame.event.Event, ...] = ()
        elapsed = 1 / 60
        while self.running:
            self.step(events, elapsed)
            events = ()
            if self.quiet_frames >= QUIET_AFTER:
                event = pygame.event.wait(IDLE_WAIT)
                events = () if event.type == pygame.NOEVENT else (event,)
                elapsed = self.clock.tick() / 1000
            else:
                elapsed = self.clock.tick(60) / 1000
        self.close()
        return 0

    def close(self) -> None:
        if self.screen is not None:
            self.screen.leave()
        if self.remembers:
            remember(self.windowed or self.display.get_size(), pygame.display.get_window_position(), SCALE.chosen)
        pygame.display.quit()

    def _event(self, raw: pygame.event.Event) -> None:
        """One event: pygame_gui scales the pointer's positions itself, the rest of the window is given them on
        the canvas."""
        event = SCALE.logical_event(raw)
        if not self._goes_on(event) or self._window_event(event):
            return
        consumed = self.ui.process_events(raw)
        if event.type == pygame_gui.UI_TEXT_BOX_LINK_CLICKED:  # the help's link to the rules
            self.show_rules(event.link_target.partition(":")[2] or None)
            return
        if self.dialogs.handle(event) or consumed:
            return
        if event.type == pygame.MOUSEWHEEL and self.over_a_window():
            return  # the wheel over a window scrolls it, if anything: it zoomed the board beneath
        if event.type == pygame.KEYDOWN and self._global_key(event):
            return
        if self.dialogs.blocking and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                                                    pygame.MOUSEWHEEL):
            return
        if self.screen is not None:
            following = self.screen.handle(event)
            if following is not None:
                self.show(following)

    def _goes_on(self, event: pygame.event.Event) -> bool:
        """Whether an event reaches the widgets and the screen, the window's records of it kept (the keys held, the
        pointer): a key's repeat for another screen or after its release does not, nor a double click's second
        press where the first was answered (nor that press's release)."""
        if event.type == pygame.KEYDOWN:
            return self._pressed_here(event)
        if event.type == pygame.KEYUP:
            self._held.pop(_physical(event), None)
        elif event.type == pygame.WINDOWFOCUSLOST:
            self._held.clear()
        elif event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and self._second_press_elsewhere(event):
            self._dropped_button = event.button
            return False
        elif event.type == pygame.MOUSEBUTTONUP and event.button == self._dropped_button:
            self._dropped_button = None
            return False
        return True

    def _window_event(self, event: pygame.event.Event) -> bool:
        """The window's own events, handled here: closed, resized, a file dropped on it from a file manager (opened
        as Open does)."""
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type == pygame.VIDEORESIZE:
            self._resize(event.size)
        elif event.type == pygame.DROPFILE:
            self.open_later(Path(event.file))
        else:
            return False
        return True

    def _windows(self) -> list[UIWindow]:
        """pygame_gui's windows on show: a decision's, the help, the rules, a message, a file dialog."""
        return [element for element in self.ui.get_sprite_group().sprites()
                if isinstance(element, UIWindow) and element.visible]

    def window_rects(self) -> list[pygame.Rect]:
        """Where pygame_gui's windows on show hide the board."""
        return [window.rect for window in self._windows()]

    def over_a_window(self, pos: tuple[int, int] | None = None) -> bool:
        """Whether a screen position (the pointer by default) is over one of pygame_gui's windows, which hides
        the board there."""
        pos = self.pointer if pos is None else pos
        return any(rect.collidepoint(pos) for rect in self.window_rects())

    def _keep_repeat(self) -> None:
        """Held keys repeat at :data:`KEY_REPEAT` but while a text box has the keys: pygame_gui turns repeats off
        when one loses them (the file dialog's path, the box clicked then a file in its list), and held keys
        repeated no more for the rest of the session (Q held turned a figure once, Backspace held dropped one
        waypoint)."""
        if pygame.key.get_repeat() != KEY_REPEAT and not any(
                isinstance(element, UITextEntryLine) for element in self.ui.get_focus_set() or ()):
            pygame.key.set_repeat(*KEY_REPEAT)

    def _pressed_here(self, event: pygame.event.Event) -> bool:
        """Whether a key press goes to what is on show: a fresh press does, and so do its repeats while the same
        screen, decision and dialog take the keys (Q held turns a figure); a repeat of a key pressed for another
        does not. Held over a change, Enter took the next player's seat at a hand-over, started the next game over
        the result, and E, held to turn a figure, ended the turn; Enter held to start a game would have answered
        the question it raises (replace the autosave?). (A command with Ctrl answers nothing: Ctrl+Z held undoes
        on.) Nor does a repeat of a key let go in the same frame: pygame repeats a key from a timer until it reads
        the key's release, which it reads only when the window next asks for events, so a frame busy for longer
        than the repeat's delay (the launcher reading a scenario a typed letter picked) turned a quick tap into
        four ("maaaanoeuvres"); a held key's repeats come in frames before its release, and go on."""
        key = _physical(event)
        here = (self.screen, self.screen.receiver() if self.screen is not None else None, self.dialogs.newest)
        pressed = self._held.get(key)
        if pressed is None:
            self._held[key] = here
            return True
        if key in self._released:
            return False
        return bool(event.mod & pygame.KMOD_CTRL) or all(a is b for a, b in zip(pressed, here, strict=True))

    def _second_press_elsewhere(self, event: pygame.event.Event) -> bool:
        """Whether this press is a double click's second, and the first was answered: the screen or the decision
        taking the clicks has changed since. A player who double-clicked "End turn" in hot seat ended the next
        player's turn too (its button stood where the first was); one who double-clicked "Hold" declared it for
        the next fighter as well; one who double-clicked an answer took the hand-over's seat. The mouse's rule for
        what ``_pressed_here`` is for a held key; the top bar's commands aside (Undo clicked twice undoes twice)."""
        here = (self.screen, self.screen.receiver() if self.screen is not None else None)
        last, self._last_press = self._last_press, (self.now, event.pos, here)
        return (last is not None and soon_after(last[0], self.now) and math.dist(last[1], event.pos) <= NEAR
                and not (last[2][0] is here[0] and last[2][1] is here[1])
                and not layout(self.size)[0].collidepoint(event.pos))

    def _global_key(self, event: pygame.event.Event) -> bool:
        ctrl = event.mod & pygame.KMOD_CTRL
        if event.key == pygame.K_ESCAPE and self.dialogs.close_top():
            return True
        if self.dialogs.blocking:
            return False
        if event.key == pygame.K_F1:
            self.toggle_help()
            return True
        if event.key == pygame.K_F2:
            self.toggle_rules()
            return True
        if event.key == pygame.K_F3:
            self.toggle_story()
            return True
        if event.key == pygame.K_F12:
            self.screenshot_now()
            return True
        if event.key == pygame.K_F11:
            self.toggle_full_screen()
            return True
        if ctrl and event.key in SIZE_KEYS:
            self.change_interface_size(SIZE_KEYS[event.key])
            return True
        if ctrl and event.key == pygame.K_o:
            self.ask_open()
            return True
        if ctrl and event.key == pygame.K_q:
            self.running = False
            return True
        return False

    def toggle_help(self) -> None:
        if not self.dialogs.close_help():
            self.dialogs.help(HELP_HTML)

    def toggle_story(self) -> None:
        """F3: the story so far, whole, in a window over the board (the side panel's log keeps its last lines)."""
        if self.story is not None and self.story.alive():
            self.story.kill()
            self.story = None
            return
        told = self.screen.story() if self.screen is not None else None
        if told is None:
            self.dialogs.toast(self.screen.no_story if self.screen is not None else Screen.no_story)
            return
        self.story = self.dialogs.add(StoryWindow(self.ui, self._story_place(), self.ask_save_story))
        self.story.follow(told)

    def ask_save_story(self) -> None:
        """"Save as text…": where to write the story as it reads now (a battle report)."""
        if self.story is None or self.story.story is None:
            return
        words, start = self.story.as_text(), default_folder() / "stories" / dated_name(self.story.story.title, ".txt")
        self.dialogs.pick_new_file("Save the story", start, lambda path: self._save_story(path, words))

    def _save_story(self, path: Path, words: str) -> None:
        try:
            write_atomically(path, words, shared=True)
        except OSError as exc:
            self.dialogs.error("The story was not saved", f"{path}: {exc.strerror or exc}")
            return
        self.dialogs.toast(f"Story saved: {path}")

    def _story_place(self) -> pygame.Rect:
        """The story window's place: at the board's left or its right, the board's height or above or below a
        window open (a decision's dialog) or what the screen keeps clear (the game-over card), as big as it may be
        up to ``STORY_WIDTH`` wide without hiding any of them, else hiding the least of them."""
        _top, board, _side = layout(self.size)
        shown = self.window_rects() + (self.screen.keep_clear() if self.screen else [])
        others = [rect.inflate(16, 16) for rect in shown]
        top, bottom = board.y + 16, board.bottom - 16
        spans = {(top, bottom), *((top, o.top) for o in others), *((o.bottom, bottom) for o in others)}
        widest = min(STORY_WIDTH, board.w - 32)
        places = [pygame.Rect(x, y0, w, y1 - y0) for y0, y1 in spans if y1 - y0 >= STORY_LOWEST
                  for w in range(widest, min(widest, STORY_LEAST) - 1, -20)
                  for x in (board.x + 16, board.right - 16 - w)]
        return min(places, key=lambda place: (sum(a.w * a.h for a in (place.clip(o) for o in others)),
                                              -place.w * place.h, place.x, place.y))

    def _follow_story(self) -> None:
        """The story window told what is new, or closed where the screen has no game to tell (a hand-over)."""
        if self.story is None:
            return
        told = self.screen.story() if self.story.alive() and self.screen is not None else None
        if told is None:
            self.story.kill()
            self.story = None
        else:
            self.story.follow(told)

    def toggle_rules(self) -> None:
        if not self.dialogs.close_reading("#rules"):
            self.show_rules()

    def show_rules(self, rule: str | None = None) -> None:
        """The rules reference of the ruleset on show, opened at ``rule`` when given (a refusal's number)."""
        ruleset = self.screen.ruleset() if self.screen is not None else None
        if ruleset is None:
            self.dialogs.toast("Choose a scenario first: each game has its own rules")
            return
        reference = load_reference(ruleset)
        scenario = self.screen.scenario_on_show() if self.screen is not None else None
        if scenario is not None:  # what wins this game, read again in the middle of it
            reference = replace(reference, body=briefing_html(scenario) + reference.body)
        title = f"{reference.title} — rule {rule}" if rule else reference.title
        self.dialogs.rules(title, rule_page(reference, rule) if rule else reference.body)

    def screenshot_now(self) -> Path | None:
        """F12: the window as it is, into the screenshots folder."""
        path = default_folder() / "screenshots" / time.strftime("skirmish-%Y%m%d-%H%M%S.png")
        try:
            self.save_screenshot(path, frames=0)
        except (OSError, pygame.error) as exc:
            self.dialogs.error("Screenshot not saved", f"{path}: {exc}")
            return None
        self.dialogs.toast(f"Screenshot saved: {path}")
        return path

    def toggle_full_screen(self) -> None:
        """F11: the board on the whole screen (a laptop's 1366×768 gains the title bar and the task bar), and
        back to the window at the size it had."""
        if self.windowed is not None:
            size, self.windowed = self.windowed, None
            self._resize(size)
            return
        screen = pygame.display.get_desktop_sizes()[0]
        if not holds(screen, MIN_SIZE, SCALE.factor):
            least = SCALE.window_size(MIN_SIZE)
            self.dialogs.toast(f"The screen, {screen[0]}×{screen[1]}, is smaller than the table needs "
                               f"({least[0]}×{least[1]} at an interface size of {SCALE.factor:.0%})")
            return
        windowed = self.display.get_size()
        try:
            self.display = pygame.display.set_mode(screen, pygame.FULLSCREEN)
        except pygame.error as exc:
            self.dialogs.toast(f"No full screen here: {exc}")
            return
        self.windowed = windowed
        self._resized()

    def _resize(self, size: tuple[int, int]) -> None:
        if self.windowed is not None:  # full screen: the desktop's size, whatever the window manager says
            return
        least = SCALE.window_size(MIN_SIZE)
        size = (max(least[0], size[0]), max(least[1], size[1]))
        self.display = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._resized()

    def change_interface_size(self, direction: int) -> None:
        """Ctrl+= and Ctrl+−: the interface a step bigger or smaller; Ctrl+0 (``direction`` 0): back to the
        display's own size. Kept for the next start."""
        factor = (for_display(desktop(), MIN_SIZE, FRAME) if direction == 0
                  else next_step(SCALE.factor, direction))
        if factor is None:
            self.dialogs.toast(f"The interface is at its {'largest' if direction > 0 else 'smallest'} size, "
                               f"{SCALE.factor:.0%}", "size")
        elif self.set_interface_size(factor, chosen=direction != 0):
            self.dialogs.toast(f"Interface size {factor:.0%}" + (" (the display's)" if direction == 0 else "")
                               + " · Ctrl+= bigger, Ctrl+− smaller, Ctrl+0 the display's", "size")

    def set_interface_size(self, factor: float, chosen: bool = True) -> bool:
        """The window drawn at ``factor``, where it can hold the table's least canvas at it (else a toast says what
        it needs); ``chosen``: the player's choice, kept, rather than the display's."""
        shown = self.display.get_size()
        if not holds(shown, MIN_SIZE, factor):
            least = scaled(MIN_SIZE, factor)
            self.dialogs.toast(f"An interface size of {factor:.0%} needs a window of at least "
                               f"{least[0]}×{least[1]}: this one is {shown[0]}×{shown[1]}", "size")
            return False
        SCALE.factor, SCALE.chosen = factor, (factor if chosen else None)
        self._resized()
        return True

    def _resized(self) -> None:
        """The canvas made again for the window's new size or the interface's, and everything laid out on it."""
        self.window = self._canvas()
        size = self.size
        self.ui.mouse_pos_scale_factor = [1 / SCALE.factor, 1 / SCALE.factor]
        self.ui.set_window_resolution(size)
        for window in self._windows():  # the help or a message left half off a smaller window: back inside,
            rect = window.rect  # its title bar (to close it, to drag it) first where it is too big to fit
            place = (min(max(rect.x, 0), max(0, size[0] - rect.w)), min(max(rect.y, 0), max(0, size[1] - rect.h)))
            if place != rect.topleft:
                window.set_position(place)
        if self.screen is not None:
            self.screen.resize()

    def _draw(self) -> None:
        if self.screen is None or not self.screen.covers_window:
            self.window.fill(BACKGROUND)
        if self.screen is not None:
            self.screen.draw(self.window)
        self.ui.draw_ui(self.window)
        w, h = self.size
        centre_x, bottom = (w // 2, h - 24) if self.screen is None else self.screen.toast_place()
        self.dialogs.draw_toasts(self.window, bottom, centre_x)
        if self.window is not self.display:
            SCALE.show(self.window, self.display)
        pygame.display.flip()

    def missing_pictures(self) -> list[str]:
        """The images of the shown map that cannot be drawn ("file: reason")."""
        missing = getattr(self.screen, "missing_pictures", None)
        return missing() if missing is not None else []

    def save_screenshot(self, path: Path, frames: int = SCREENSHOT_FRAMES) -> Path:
        """Render ``frames`` more frames and until the board is whole (none: the current picture as it is) and
        write the window to ``path``, whole or not at all (a full disk raises OSError)."""
        if frames:
            self.run_frames(frames)
            self.settle()
        path = Path(path)
        if path.suffix.lower() not in (".png", ".bmp", ".jpg", ".jpeg", ".tga"):
            raise ValueError("the file name must end in .png")
        encoded = io.BytesIO()
        pygame.image.save(self.display, encoded, path.name)
        write_atomically(path, encoded.getvalue(), shared=True)
        return path


def _physical(event: pygame.event.Event) -> tuple[int, int]:
    """Which key an event is of: its key and scancode (keys unknown to SDL share the key 0, not the scancode)."""
    return event.key, getattr(event, "scancode", 0)
