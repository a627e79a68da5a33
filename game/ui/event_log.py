"""The game's events in plain words (the log panel) and its dice, rolled briefly on the board.

The feed follows ``game.log`` for the player at the table: only what that player may see (``events_for``).
An undo or a reload replaces the log, and a hand-over changes who looks: the panel then starts afresh and
nothing is animated again. Any event whose data holds ``dice`` (a list of numbers) is thrown in the tray.
"""

from __future__ import annotations

import html
import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core.interfaces import IUIManagerInterface

from game.rules.events import Event
from game.ui.corners import covered_area
from game.ui.panels import PAD, heading
from game.ui.style import TEXT_DIM, Colour, outlined_text, printable, text, wrap
from game.ui.text_box import TextBox

MAX_LINES = 200
WHOLE_STORY = "F3: the whole story"  # beside the log's heading
#: Lines a log shown afresh (an undo, a replay's jump) begins with: laying 200 out took a long game's frame 150 ms.
FRESH_LINES = 60
LOG_FONT = 14  # the theme's #log font size: at 13 pixels Noto Sans draws "4 lies" as "4lies"
#: pygame_gui starts an empty row after a row that ends within a line break's width (4 px) of the box's edge; the
#: log's rows are cut here, this much short of the text's width with the scroll bar, so that it never has to.
BREAK_ROOM = 8
ROLL_FRAMES, HOLD_FRAMES, FADE_FRAMES = 18, 75, 20
DIE, DIE_GAP = 44, 12  # pixels: a die, and between two
TRAY_LINES = 2  # lines of a roll's words the tray shows whole; a longer roll shows its first sentence
SIDE_LEAST = 160  # pixels: the narrowest tray beside the table (its words wrap to 136, its dice two a row)
ACTOR = 10  # how many other figures hiding a figure the roll is about counts as, where the tray goes
STEP = 24  # pixels between the heights tried for the tray where the top, the foot and the middle hide a figure


def event_colour(event: Event) -> str:
    kind = event.kind.lower()
    if kind == "game_over":
        return "#f2b544"
    if "dice" in event.data:
        return "#ffd27a"
    if any(word in kind for word in ("damage", "hit", "kill", "elimin", "wound", "miss")):
        return "#ff8a80"
    if "move" in kind or "fac" in kind:
        return "#9ecbff"
    if any(word in kind for word in ("turn", "round", "phase")):
        return "#929aa8"
    return "#dfe3ea"


def event_html(event: Event, width: int | None = None) -> str:
    """The event's line in the log, cut into rows ``width`` pixels wide when given."""
    bold = event.kind == "game_over"
    rows = wrap(event.text, LOG_FONT, width, bold) if width is not None else (printable(event.text),)
    words = "<br>".join(html.escape(row) for row in rows)
    if bold:
        words = f"<b>{words}</b>"
    return f"<font color='{event_colour(event)}'>{words}</font>"


@dataclass(frozen=True)
class Story:
    """The events of a game's log one viewer may read, from its start (the story window's text, F3)."""

    log: object  # the log they are of: another one (an undo, a reload) is another story
    viewer: str | None
    events: Sequence[Event]
    title: str = ""  # the game's: its scenario's name


class EventFeed:
    """What is new in a game's log for one viewer since the last look."""

    def __init__(self, everything: bool = False) -> None:
        #: Show every event whoever may see it (the replay of a finished game, when nothing is secret any more).
        self.everything = everything
        self._log: Any = None
        self._viewer: str | None = None
        self.seen = 0
        self._refill = False
        self._leapt = False
        self.rewound = False  # whether the last poll found the log taken back (an undo, a step back, a reload)

    def refill(self) -> None:
        """Make the next poll start the panel afresh (a new panel), without losing what is new."""
        self._refill = True

    def leapt(self) -> None:
        """The game was jumped to where it stands (a replay's jump): the next poll finds nothing just happened,
        and the dice on show are put away (a jump to the end threw its last three rolls, the oldest on show)."""
        self._leapt = True

    def story(self, game: Any, viewer: str | None) -> Story:
        """Everything this feed would show ``viewer`` from the game's start."""
        return Story(game.log, viewer, game.log.events if self.everything else game.events_for(viewer),
                     game.scenario.name)

    def poll(self, game: Any, viewer: str | None) -> tuple[bool, list[Event], list[Event]]:
        """(whether the panel starts afresh, the events it shows from now, those of them that just happened).

        After an undo or a reload (a new log) nothing just happened; a new viewer sees the log re-filtered, and
        what happened since the last look still counts as new."""
        same_log = game.log is self._log and len(game.log) >= self.seen
        self.rewound = self._log is not None and not same_log
        fresh = not same_log or viewer != self._viewer or self._refill
        self._refill = False
        since = 0 if fresh else self.seen
        events = game.log.events[since:] if self.everything else game.events_for(viewer, since)
        new = [e for e in events if e.seq >= self.seen] if same_log and not self._leapt else []
        self.rewound = self.rewound or self._leapt
        self._log, self._viewer, self.seen, self._leapt = game.log, viewer, len(game.log), False
        return fresh, events, new


class LogPanel:
    """The scrolling list of events in the side panel."""

    def __init__(self, ui: pygame_gui.UIManager, rect: pygame.Rect) -> None:
        self.box = TextBox("x<br>x", rect, ui, object_id="#log")
        self.lines: list[str] = []  # each event's line whole
        self._rows: list[str] = []  # and as shown, cut into rows (see BREAK_ROOM)
        box = self.box
        self.width = (rect.w - 2 * (box.padding[0] + box.border_width["left"] + box.shadow_width)
                      - box.scroll_bar_width - BREAK_ROOM)
        layout = box.text_box_layout
        assert layout is not None  # laid out when made
        first, second = layout.layout_rows[:2]  # the theme's line: its pitch, and the gap under it
        self._pitch, self._gap = second.y - first.y, second.y - first.y - first.height
        self._frame = rect.h - box.text_wrap_rect.h  # the box's border, shadow and padding
        box.set_text("")
        self.place(rect)

    def fitted(self, rect: pygame.Rect) -> pygame.Rect:
        """``rect`` cut at its foot to hold a whole number of lines: scrolled to the newest line, the log then
        starts on a line, where a sliver of the line above read as a row of dots."""
        lines = (rect.h - self._frame + self._gap) // self._pitch
        if lines < 1:
            return rect
        return pygame.Rect(rect.x, rect.y, rect.w, lines * self._pitch - self._gap + self._frame)

    def show(self, fresh: bool, events: list[Event]) -> None:
        if not fresh and not events:
            return
        if fresh or len(events) >= FRESH_LINES:  # shown afresh, or a jump's many lines at once: the last of them
            events, fresh = events[-FRESH_LINES:], True
        new = [event_html(e) for e in events]
        rows = [event_html(e, self.width) for e in events]
        # lines are joined by breaks, none after the last: the newest line is the foot of the box, not a blank
        if fresh:
            self.lines, self._rows = new, rows
            self.box.set_text("<br>".join(self._rows))
        elif len(self.lines) + len(new) > MAX_LINES:  # drop the older half, so that this happens rarely
            self.lines, self._rows = (self.lines + new)[-MAX_LINES // 2:], (self._rows + rows)[-MAX_LINES // 2:]
            self.box.set_text("<br>".join(self._rows))
        else:
            self.box.append_html_text("".join(f"<br>{row}" for row in rows) if self.lines else "<br>".join(rows))
            self.lines += new
            self._rows += rows
        self._to_newest()

    def place(self, rect: pygame.Rect) -> None:
        """Move and resize the panel (to whole lines), the newest events still in view, drawn so in the frame
        being drawn (the decision's cards fit the log as they are drawn, after the widgets' update)."""
        rect = self.fitted(rect)
        self.box.set_relative_position(rect.topleft)
        self.box.set_dimensions(rect.size)
        self.box.rebuild()  # at once: pygame_gui waits 0.2 s after a resize, showing the old picture
        self._to_newest()

    def _to_newest(self) -> None:
        """The view to the newest line: the scroll bar, the box's picture and the list of what is drawn.

        A rebuilt box (new text, a new place) has a new scroll bar at the top and its picture drawn from the top
        of the text, the first events; pygame_gui redraws the picture where the bar says, and draws the new bar
        instead of the old one, only in its next update. Done here at once, or a log placed after the update
        (as the cards above it are drawn) showed "Turn 1 begins." for a frame, beside the old bar moved to its
        top and left at its old height: on a loaded machine, or in a window gone idle, for long."""
        bar = self.box.scroll_bar
        if bar is not None:
            bar.set_scroll_from_start_percentage(1.0)  # the slider to the foot
            # and the text too: in a short box the slider's least height (5 pixels) is more than the share of
            # the log in view, and the slider's foot alone would leave the view some lines above the newest
            bar.start_percentage = 1.0 - bar.visible_percentage
            self.box.redraw_from_text_block()  # the picture from there
        listed(self.box.ui_manager)

    @property
    def texts(self) -> list[str]:
        """The lines shown, as HTML."""
        return self.lines


def listed(ui: IUIManagerInterface) -> None:
    """Bring pygame_gui's list of the pictures it draws up to date now: it is made again only in its update, and a
    widget made, killed, hidden or shown after it (the log's scroll bar made anew, the log folded away under a
    card) would be drawn as it was until the next frame's."""
    group = ui.get_sprite_group()
    if group.should_update_visibility:
        group.should_update_visibility = False
        group.update_visibility()


LOG_LEAST = 63  # pixels of the event log kept however much the decision above it needs: two lines of text


def above_log(side: pygame.Rect) -> int:
    """How far down what stands above the log may reach: the log shrunk to its least (two lines) under its
    28-pixel heading."""
    return side.bottom - PAD - LOG_LEAST - 28


def log_top(side: pygame.Rect) -> int:
    """Where the event log starts in the side panel: a third of it and at least 200 pixels high (a tall window's
    room goes to the story so far), less in a short window, so the decision keeps its room."""
    return side.bottom - PAD - max(100, min(max(200, side.h // 3), side.h - 440))


class EventsPanel:
    """The foot of the side panel and the dice on the board: what the log says since the last frame, for the
    player at the table, shown once the panel is open (``open``) and thrown when it rolled dice."""

    def __init__(self, everything: bool = False) -> None:
        self.feed = EventFeed(everything)
        self.dice = DiceTray()
        self.log: LogPanel | None = None
        self.top = 0  # where the log starts: set by open, moved by fit
        self.hint: pygame.Rect | None = None  # where "F3: the whole story" was last drawn

    def open(self, ui: pygame_gui.UIManager, side: pygame.Rect) -> TextBox:
        """Build the log panel at its usual place (the screen keeps the widget it returns)."""
        self.top = log_top(side)
        self.log = LogPanel(ui, pygame.Rect(side.x + PAD, self.top, side.w - 2 * PAD, side.bottom - PAD - self.top))
        self.feed.refill()
        return self.log.box

    def close(self) -> None:
        self.log = None

    def follow(self, game: Any, viewer: str | None) -> list[Event]:
        """Show what is new in the log (to ``viewer``); the events that just happened."""
        fresh, events, new = self.feed.poll(game, viewer)
        if self.log is not None:
            self.log.show(fresh, events)
        if self.feed.rewound:  # the throws on show were taken back: "Hellfire zealot is Down" faded on after it
            self.dice.throws.clear()
        self.dice.add(new)
        return new

    def fit(self, side: pygame.Rect, needed: int, give_way: bool = False) -> None:
        """Move the log's top down to ``needed`` (the decision's odds want the room), keeping two lines of it; or,
        with ``give_way`` (the card of an option pointed at, for as long as the pointer is on it), folding the log
        away when even that would cut the card."""
        if self.log is None:
            return
        folded = give_way and needed > side.bottom - PAD - LOG_LEAST
        # folded, the log's top (less its heading's 28 pixels) is the panel's foot: the cards may reach it
        top = side.bottom - PAD + 28 if folded else min(max(log_top(side), needed), side.bottom - PAD - LOG_LEAST)
        if folded != (not self.log.box.visible):
            self.log.box.hide() if folded else self.log.box.show()
            listed(self.log.box.ui_manager)  # folded (or back) in the frame being drawn
        if top != self.top:
            self.top = top
            if not folded:
                self.log.place(pygame.Rect(side.x + PAD, top, side.w - 2 * PAD, side.bottom - PAD - top))

    @property
    def shown(self) -> bool:
        return self.log is not None and bool(self.log.box.visible)

    def draw_heading(self, surface: pygame.Surface, side: pygame.Rect) -> None:
        """The log's heading, and at its right where the whole story is (the log keeps its last lines)."""
        self.hint = None
        if self.shown:
            heading(surface, (side.x + PAD, self.top - 20), "Events")
            hint = text(WHOLE_STORY, 12, TEXT_DIM)
            self.hint = surface.blit(hint, (side.right - PAD - hint.get_width(), self.top - 20))

    def hint_at(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` is on the words saying where the whole story is (a click there opens it too)."""
        return self.hint is not None and self.hint.inflate(8, 8).collidepoint(pos)


@dataclass
class Throw:
    values: list[int]
    label: str
    result: str = ""  # what the roll brought about (the hit, the wound), if it came with it
    age: int = 0
    sides: list[int] | None = None  # each die's faces, when the event says (else six)
    spot: int | None = None  # where it is thrown (beside the table, right or left; the top, the foot, the middle)
    actors: tuple[str, ...] = ()  # the figures the roll is about (who rolls, against whom): the tray keeps off them

    def faces(self, i: int) -> int:
        return self.sides[i] if self.sides is not None and i < len(self.sides) else 6

    @property
    def done(self) -> bool:
        return self.age >= ROLL_FRAMES + HOLD_FRAMES + FADE_FRAMES


def actors_of(event: Event) -> tuple[str, ...]:
    """The figures an event names: who rolls (``figure``) and against whom (``target``, ``targets``, ``by``); a
    roll's results name whom it hit."""
    out: list[str] = []
    for key in ("figure", "target", "targets", "by"):
        value = event.data.get(key)
        out += [v for v in (value if isinstance(value, list) else [value]) if isinstance(v, str)]
    return tuple(out)


class DiceTray:
    """Dice thrown beside the table, or at the top of the board, or lower where they hide fewer figures: they
    tumble, land on the rolled faces, then fade."""

    def __init__(self) -> None:
        self.throws: list[Throw] = []
        self._faces: dict[tuple[int, int], pygame.Surface] = {}
        self._random = random.Random(7)  # only for the tumbling faces; never the game's dice
        self.rect: pygame.Rect | None = None  # where the tray was last drawn

    def add(self, events: list[Event]) -> None:
        """Throw the rolls among ``events``, each with what it brought about (the events that name it, ``of_roll``):
        a miss's words stand under its dice, never the next player's move."""
        results: dict[int, list[Event]] = {}
        for event in events:
            if isinstance(event.data.get("of_roll"), int):
                results.setdefault(event.data["of_roll"], []).append(event)
        for event in events:
            dice = event.data.get("dice")
            if isinstance(dice, list) and dice and all(isinstance(v, int) for v in dice):
                sides = event.data.get("sides")
                sides = list(sides) if isinstance(sides, list) and all(isinstance(v, int) for v in sides) else None
                brought = results.get(event.seq, [])
                actors = tuple(dict.fromkeys(a for e in (event, *brought) for a in actors_of(e)))
                self.throws.append(Throw(list(dice), event.text, " ".join(e.text for e in brought), sides=sides,
                                         actors=actors))
        self.throws = self.throws[-3:]

    @property
    def busy(self) -> bool:
        """Whether a throw is still rolling or being read (the AI waits for it)."""
        return any(t.age < ROLL_FRAMES + HOLD_FRAMES // 2 for t in self.throws)

    def draw(self, surface: pygame.Surface, board: pygame.Rect, covered: Sequence[pygame.Rect] = (),
             figures: Sequence[pygame.Rect] = (), table: pygame.Rect | None = None,
             bases: Mapping[str, pygame.Rect] | None = None) -> None:
        """Draw the oldest throw where :meth:`_place` puts it: the dice tumble, land on the rolled faces, then fade
        with the roll's words and its result under them. ``bases``: where each figure is, for the tray to keep off
        the ones its roll is about."""
        self.rect = None
        if not self.throws:
            return
        throw = self.throws[0]
        throw.age += 1
        if throw.done:
            self.throws.pop(0)
            return
        rolling = throw.age < ROLL_FRAMES
        alpha = 255 if throw.age < ROLL_FRAMES + HOLD_FRAMES else round(
            255 * (1 - (throw.age - ROLL_FRAMES - HOLD_FRAMES) / FADE_FRAMES))
        count = len(throw.values)
        actors = [bases[a] for a in throw.actors if a in bases] if bases else []
        tray, labels = self._place(throw, count, board, covered, figures, table, actors)
        per_row, dice_h = dice_rows(count, tray.w)
        if rolling:  # the dice alone, where they will land: the words' room below them is not yet needed
            tray = pygame.Rect(tray.x, tray.y, tray.w, dice_h + 28)
        self.rect = tray
        panel = pygame.Surface(tray.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (18, 20, 25, 220), panel.get_rect(), border_radius=10)
        pygame.draw.rect(panel, (242, 181, 68, 255), panel.get_rect(), 1, border_radius=10)
        for i, value in enumerate(throw.values):
            sides = throw.faces(i)
            face = self._random.randint(1, sides) if rolling else value
            die = self._face(face, sides)
            bounce = 0.0
            if rolling:
                t = throw.age / ROLL_FRAMES
                bounce = -abs(math.sin(t * math.pi * 3 + i)) * 10 * (1 - t)
                die = pygame.transform.rotate(die, (1 - t) * 200 * (1 if i % 2 else -1))
            offset = (DIE - die.get_width()) // 2
            row, col = divmod(i, per_row)
            in_row = min(per_row, count - row * per_row)
            x = (tray.w - in_row * DIE - (in_row - 1) * DIE_GAP) // 2 + col * (DIE + DIE_GAP)
            panel.blit(die, (x + offset, 12 + row * (DIE + DIE_GAP) + offset + round(bounce)))
        panel.set_alpha(alpha)
        surface.blit(panel, tray)
        y = tray.y + dice_h + 20
        for label in [] if rolling else labels:  # on the window itself, so that what the tray says can be read back
            shown = label
            if alpha < 255:
                shown = label.copy()
                shown.set_alpha(alpha)
            surface.blit(shown, (tray.x + (tray.w - label.get_width()) // 2, y))
            y += label.get_height()

    @staticmethod
    def _place(throw: Throw, count: int, board: pygame.Rect, covered: Sequence[pygame.Rect],
               figures: Sequence[pygame.Rect], table: pygame.Rect | None,
               actors: Sequence[pygame.Rect] = ()) -> tuple[pygame.Rect, list[pygame.Surface]]:
        """The tray (``count`` dice and the words) and its lines of words: beside the ``table`` where the
        view leaves a margin wide enough (there it hides nothing: a trench roll over the middle of a small table
        hid the trooper that rolled), else at the top of ``board`` (the part of the view where words can be read),
        or at its foot or across its middle, or at any height between, where that hides fewer of the ``figures``
        (bases and names: a trench roll hid the shooter's row), and above all fewer of the ``actors``, the bases of
        the figures the roll is about (on a crowded board every place hides some: not the two the roll is between);
        inside the board, clear of the windows ``covered`` says are over it, or where none is, the least under them
        (at 960×600 a gamebook hero's actions and a drill's card left no place, and the tray went over the two
        fighters). It stays where it is until a figure
        comes under it where another place would hide fewer (it does not wander)."""
        room = board.w - 24  # the tray never runs off the board: its words wrap instead
        words = [(_brief(throw.label, room - 40), (255, 255, 255), True), (throw.result, (255, 210, 130), False)]
        across = _labels(words, room - 40)
        dice = count * DIE + (count - 1) * DIE_GAP
        w = min(room, max([dice + 80, 420, *(label.get_width() + 40 for label in across)]))
        tray = pygame.Rect(0, 0, w, tray_height(count, w, across))
        tray.midtop = (board.centerx, board.top + 12)
        margins = [_beside(words, count, board, table, right, height) for right in (True, False)
                   for height in ("top", "centery", "bottom")]
        rows = [clear_of(spot, board, covered) for spot in (  # moved aside for a window over the top
            tray, tray.move(0, board.bottom - 12 - tray.bottom), tray.move(0, board.centery - tray.centery))]
        between = [tray.move(0, y - tray.y) for y in range(tray.y + STEP, board.bottom - 12 - tray.h, STEP)]
        spots = [*margins, *((rect, across) for rect in [*rows, *between]), *_narrowed(words, count, board, covered)]

        def cost(spot: tuple[pygame.Rect, list[pygame.Surface]] | None) -> tuple[float, float]:
            """How much of it the windows would hide, then how many figures it would."""
            if spot is None or not board.contains(spot[0]):
                return math.inf, math.inf  # no margin there, or off the board
            rect = spot[0]
            return (covered_area(rect, covered),
                    len(rect.collidelistall(figures)) + ACTOR * len(rect.collidelistall(actors)))

        costs = [cost(spot) for spot in spots]
        best = min(range(len(spots)), key=lambda i: (costs[i], i))  # the margins, then the top, on a tie
        if throw.spot is None or throw.spot >= len(spots) or costs[best] < costs[throw.spot]:
            throw.spot = best  # moved only when a figure comes under it, or the window beside it is gone
        chosen = spots[throw.spot]
        if chosen is None or costs[throw.spot][0] == math.inf:
            return tray.clamp(board), across  # no place will do: the top
        return chosen

    def _face(self, value: int, sides: int) -> pygame.Surface:
        key = (value, sides)
        face = self._faces.get(key)
        if face is None:
            face = self._faces[key] = _die_face(value, sides)
        return face


PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def _die_face(value: int, sides: int) -> pygame.Surface:
    """A six-sided die shows pips; any other shows its number, and its size in a corner (a k20's 6 is no d6's)."""
    s = 3  # drawn big, scaled down for smooth corners
    big = pygame.Surface((DIE * s, DIE * s), pygame.SRCALPHA)
    pygame.draw.rect(big, (250, 247, 238), big.get_rect(), border_radius=9 * s)
    pygame.draw.rect(big, (180, 170, 150), big.get_rect(), 2 * s, border_radius=9 * s)
    centre = DIE * s / 2
    if sides != 6 or value not in PIPS:
        digits = pygame.font.Font(None, 30 * s).render(str(value), True, (40, 40, 46))
        big.blit(digits, digits.get_rect(center=(centre, centre)))
        if sides != 6:
            size = pygame.font.Font(None, 13 * s).render(f"/{sides}", True, (130, 120, 105))
            big.blit(size, size.get_rect(bottomright=(DIE * s - 5 * s, DIE * s - 3 * s)))
    else:
        for dx, dy in PIPS[value]:
            pygame.draw.circle(big, (40, 40, 46), (centre + dx * 11 * s, centre + dy * 11 * s), 4.5 * s)
    return pygame.transform.smoothscale(big, (DIE, DIE))


def _labels(words: list[tuple[str, Colour, bool]], width: int) -> list[pygame.Surface]:
    """The tray's lines of words (each given with its colour and boldness) wrapped to ``width`` pixels."""
    return [outlined_text(part, 14, colour, bold=bold) for line, colour, bold in words if line
            for part in wrap(line, 14, width, bold)]


def dice_rows(count: int, width: int) -> tuple[int, int]:
    """How many of ``count`` dice stand in a row of a tray ``width`` pixels wide, and the rows' height: a narrow
    tray beside the table puts a trench roll's four or five dice on two rows."""
    fits = max(1, min(count, (width - 24 + DIE_GAP) // (DIE + DIE_GAP)))
    rows = -(-count // fits)
    return -(-count // rows), rows * DIE + (rows - 1) * DIE_GAP  # the rows evened out: four dice two by two


def tray_height(count: int, width: int, labels: list[pygame.Surface]) -> int:
    """A landed tray's height: its dice on their rows, and its lines of words under them."""
    return dice_rows(count, width)[1] + 28 + sum(label.get_height() for label in labels)


def _beside(words: list[tuple[str, Colour, bool]], count: int, board: pygame.Rect, table: pygame.Rect | None,
            right: bool, height: str) -> tuple[pygame.Rect, list[pygame.Surface]] | None:
    """The tray in the view's margin right (or left) of the table, at its top, middle or foot (``height``: the
    rectangle's attribute), its words wrapped to the margin and its dice on as many rows as they need; None where
    the table leaves no margin that holds a few words a line."""
    if table is None:
        return None
    margin = board.right - max(table.right, board.left) if right else min(table.left, board.right) - board.left
    w = min(margin - 24, 420)
    if w < SIDE_LEAST:
        return None
    labels = _labels(words, w - 24)
    tray = pygame.Rect(0, 0, w, tray_height(count, w, labels))
    if tray.h > board.h - 24:
        return None
    setattr(tray, height, {"top": board.top + 12, "centery": board.centery, "bottom": board.bottom - 12}[height])
    if right:
        tray.right = board.right - 12
    else:
        tray.left = board.left + 12
    return tray, labels


def _brief(words: str, width: int) -> str:
    """A roll's words for the tray: whole where they fit ``TRAY_LINES`` lines of ``width`` pixels, else their first
    sentence (a manoeuvres attack's breakdown ran to five lines over the fighters; the log has it whole)."""
    if len(wrap(words, 14, width, True)) <= TRAY_LINES:
        return words
    first, _, rest = words.partition(". ")
    return f"{first}." if rest else words


def _narrowed(words: list[tuple[str, Colour, bool]], count: int, board: pygame.Rect,
              covered: Sequence[pygame.Rect]) -> list[tuple[pygame.Rect, list[pygame.Surface]]]:
    """Trays at the top and at the foot as narrow as the board left and right of each window (their words wrapped,
    their dice on rows, as in a margin): a window over most of the board's width (960×600, a manoeuvres
    declaration) had the tray under it, and then a drill's card beside the window had it over the card."""
    spots = []
    for window in covered:
        for left, right in ((board.left + 12, window.left - 12), (window.right + 12, board.right - 12)):
            w = min(right - left, 420)
            if w >= SIDE_LEAST:
                labels = _labels(words, w - 24)
                h = tray_height(count, w, labels)
                spots += [(pygame.Rect(left, y, w, h), labels) for y in (board.top + 12, board.bottom - 12 - h)]
    return spots


def clear_of(tray: pygame.Rect, board: pygame.Rect, covered: Sequence[pygame.Rect]) -> pygame.Rect:
    """Where the dice tray goes so that no window over the board hides it (a decision's dialog placed at the top):
    its place in the middle of the top if that is clear, else beside the window along the top (the nearer the
    middle the better), else just below the window."""
    if tray.collidelist(covered) < 0:
        return tray
    beside = []
    for window in covered:
        for x in (window.left - 12 - tray.w, window.right + 12):
            spot = tray.move(x - tray.x, 0)
            if board.left + 12 <= spot.left and spot.right <= board.right - 12 and spot.collidelist(covered) < 0:
                beside.append(spot)
    if beside:
        return min(beside, key=lambda spot: abs(spot.centerx - board.centerx))
    return tray.move(0, max(w.bottom for w in covered if w.colliderect(tray)) + 12 - tray.top)
