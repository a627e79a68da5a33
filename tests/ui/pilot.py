"""Driving the window like a user, for tests: real pygame events through ``App.step``, one frame at a time."""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import yaml
from pygame_gui.elements import UIButton

from game.ui.app import App
from game.ui.clicks import NEAR, soon_after
from game.ui.interface_scale import SCALE
from game.ui.opening import open_path

ROOT = Path(__file__).resolve().parents[2]
FIELD = ROOT / "tests" / "data" / "scenarios" / "field.tmx"  # barn (blocking) 10-14, copse (hindering) 18-21


class Pilot:
    """A player at the window; places are on the canvas the screens draw on, whatever the interface's size."""

    def __init__(self, app: App) -> None:
        self.app = app
        #: Whether a click or key that sets a screen being made on the window's worker thread (a file opened, a game
        #: set up) waits for it, as a user would before the next action.
        self.waits = True
        self._clicked: tuple[float, tuple[int, int]] | None = None  # when and where the last click was

    @property
    def screen(self) -> Any:
        return self.app.screen

    def open(self, path: Path, start: bool = True) -> Any:
        self.app.show(self.app.screen_for(open_path(path), start=start))
        self.app.run_frames(2)
        return self.screen

    # --- where things are ----------------------------------------------------------------------------------
    def at(self, point: tuple[float, float]) -> tuple[int, int]:
        x, y = self.screen.board.camera.to_screen(point)
        return round(x), round(y)

    def figure(self, figure_id: str) -> tuple[int, int]:
        return self.at(self.screen.game.state.table.bases[figure_id].pos)

    def pixel(self, pos: tuple[float, float]) -> tuple[int, int, int]:
        """The colour at ``pos`` once the board's picture is whole (it may take frames to render)."""
        self.app.settle()
        r, g, b, _a = self.app.window.get_at((round(pos[0]), round(pos[1])))
        return r, g, b

    def button(self, label: str) -> UIButton:
        found = [b for b in self.app.ui.get_sprite_group().sprites()  # by its words, or its full words in its tip
                 if isinstance(b, UIButton) and b.visible
                 and (b.text.startswith(label) or (b.tool_tip_text or "").startswith(label))]
        assert found, f"no button {label!r}"
        return found[-1]

    # --- input ---------------------------------------------------------------------------------------------
    @staticmethod
    def lands(pos: tuple[int, int]) -> tuple[int, int]:
        """Where a click at ``pos`` on the canvas lands: on a window smaller than its canvas (an interface under
        100 %) the window's pixels reach only some of the canvas's, a pixel or so apart."""
        return SCALE.logical_point(_shown(pos))

    def hover(self, pos: tuple[int, int], frames: int = 1) -> None:
        self.app.run_frames(frames, [_motion(pos, (0, 0, 0))])

    def click(self, pos: tuple[int, int], button: int = 1, frames: int = 1, double: bool = False) -> None:
        """A click of its own: soon after another at the same place, it waits the double click's pause out first,
        as a player's two clicks would; ``double`` makes it the second press of a double click."""
        while (not double and self._clicked is not None and soon_after(self._clicked[0], self.app.now)
               and math.dist(self._clicked[1], pos) <= NEAR):
            self.app.step()
        self._clicked = (self.app.now, pos)
        self.app.step([_motion(pos, (0, 0, 0)), _button(pygame.MOUSEBUTTONDOWN, pos, button)])
        self.app.run_frames(frames, [_button(pygame.MOUSEBUTTONUP, pos, button)])
        self._made(frames)

    def wheel(self, pos: tuple[int, int], clicks: int = 1) -> None:
        """Turn the wheel with the pointer at ``pos``: away from the player (positive ``clicks``) or towards."""
        self.hover(pos)
        self.app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1 if clicks > 0 else -1, flipped=False,
                                          precise_x=0.0, precise_y=float(clicks), touch=False)
                       for _ in range(abs(clicks))])

    def double_click(self, pos: tuple[int, int], frames: int = 2) -> None:
        """Two clicks in quick succession (``frames`` after each: 2 lets a pygame_gui button's event arrive)."""
        self.click(pos, frames=frames)
        self.click(pos, frames=frames, double=True)

    def begin_drag(self, start: tuple[int, int], to: tuple[int, int]) -> None:
        """Press the left button at ``start`` and move the pointer to ``to`` with it held, not letting go."""
        self.app.step([_motion(start, (0, 0, 0)), _button(pygame.MOUSEBUTTONDOWN, start, 1)])
        self.app.step([_motion(to, (1, 0, 0))])

    def drag(self, start: tuple[int, int], end: tuple[int, int], button: int = 1, steps: int = 6) -> None:
        held = (1, 0, 0) if button == 1 else (0, 0, 1) if button == 3 else (0, 1, 0)
        self.app.step([_motion(start, (0, 0, 0)), _button(pygame.MOUSEBUTTONDOWN, start, button)])
        for i in range(1, steps + 1):
            pos = (round(start[0] + (end[0] - start[0]) * i / steps), round(start[1] + (end[1] - start[1]) * i / steps))
            self.app.step([_motion(pos, held)])
        self.app.step([_button(pygame.MOUSEBUTTONUP, end, button)])

    def key(self, key: int, unicode: str = "", mod: int = 0, frames: int = 1, held: bool = False) -> None:
        """Press ``key`` and let go of it within the frame (a tap), or keep it ``held`` down."""
        events = [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)]
        if not held:
            events.append(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        self.app.run_frames(frames, events)
        self._made(frames)

    def let_go(self, key: int, frames: int = 1) -> None:
        """Release a key kept ``held``."""
        self.app.run_frames(frames, [pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)])

    def type(self, letter: str) -> None:
        self.key(ord(letter), letter)

    def press(self, label: str, frames: int = 2) -> None:
        """Click a pygame_gui button by its label (then let its event arrive)."""
        self.click(self.button(label).rect.center, frames=frames)

    def choose_file(self, path: Path) -> None:
        """Fill in the open file dialog with ``path`` (typed, as a user would) and press its OK button."""
        dialog = self.app.dialogs.file_dialog
        assert dialog is not None, "no file dialog is open"
        self.click(dialog.file_path_text_line.rect.center)
        self.key(pygame.K_a, mod=pygame.KMOD_CTRL)
        self.app.run_frames(2, [pygame.event.Event(pygame.TEXTINPUT, text=str(path))])
        self.click(dialog.ok_button.rect.center, frames=3)
        self.opened()

    def opened(self, frames: int = 1) -> None:
        """Let the window's worker thread finish the screen it is making (a file opened, a game set up), and run
        the frame that shows it (or its error), and ``frames`` - 1 more."""
        if self.app.making is not None:
            self.app.making.worker.done.wait()
            self.wait(frames)

    def _made(self, frames: int) -> None:
        if self.waits:
            self.opened(frames)

    def wait(self, frames: int) -> None:
        self.app.run_frames(frames)

    def reloaded(self) -> None:
        """Run frames until the screen's map watcher has seen the edited file, let its thread read it, and run
        the frame that hands the new version over."""
        watcher = self.screen.watcher
        self.until(lambda: watcher.busy)
        watcher.wait()
        self.wait(1)

    def read_again(self) -> None:
        """After what reloads the map at once (Apply, Enter in the mapping dialog, R): let the watcher's thread read
        it, and run the frame that hands it over."""
        self.screen.watcher.wait()
        self.wait(1)

    def until(self, done: Callable[[], bool], limit: int = 2000) -> None:
        """Run frames until ``done()``, at most ``limit``; an AI thinking on its thread is let finish before each
        (frames are counted and the thinking takes processor time: a test must not race the two)."""
        for _ in range(limit):
            if done():
                return
            self.thought()
            self.app.step()
        raise AssertionError(f"not done after {limit} frames")

    def thought(self) -> None:
        """Let the AI thinking over the play screen's decision, if one is, finish."""
        session = getattr(self.app.screen, "session", None)
        thinking = session.seats.thinking if session is not None else None
        if thinking is not None:
            assert thinking.done.wait(120), "an AI thought for two minutes"


def _shown(pos: tuple[int, int]) -> tuple[int, int]:
    """A place on the canvas the screens draw on, in the window's pixels (the same at an interface size of 1)."""
    return SCALE.window_point(pos)


def _motion(pos: tuple[int, int], buttons: tuple[int, int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=_shown(pos), rel=(0, 0), buttons=buttons)


def _button(kind: int, pos: tuple[int, int], button: int) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=_shown(pos), button=button)


def scenario_file(folder: Path, sides: list[dict], *, ruleset: str = "clix", map_path: Path = FIELD,
                  dice: list[int] | None = None, seed: int = 5, name: str = "UI test", **extra: Any) -> Path:
    """A scenario written to ``folder`` (figures as dicts with id, profile, at, facing...; ``extra`` keys such as
    ``turns`` as they are)."""
    data: dict[str, Any] = {"name": name, "ruleset": ruleset, "map": str(map_path), "seed": seed, "sides": sides,
                            **extra}
    if dice:
        data["random"] = {"d6": dice}
    path = folder / f"{name.lower().replace(' ', '-')}.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path
