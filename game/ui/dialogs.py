"""Dialogs and notices over any screen: errors, file pickers, the help sheet, and short toasts.

Dialogs are pygame_gui windows. While one that blocks is open, the screen below gets no input (the App asks
:meth:`Dialogs.blocking`). A toast is a line of text at the bottom of the window that fades by itself.
"""

from __future__ import annotations

import html
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import pygame
import pygame_gui
from pygame_gui.elements import UIWindow
from pygame_gui.windows import UIConfirmationDialog, UIFileDialog, UIMessageWindow

from game.locations import refused_name
from game.ui.style import CARD, PANEL_EDGE, TEXT, printable, text, wrap
from game.ui.text_box import TextBox
from game.ui.text_fit import problems_in

TOAST_FRAMES = 200
_Window = TypeVar("_Window", bound=UIWindow)

#: A message's or confirmation's width, least height, and its text's size and line height (pixels): the dialog is
#: as tall as its words (a fixed 300 left two lines over an empty box).
DIALOG_W, DIALOG_LEAST, DIALOG_TEXT, DIALOG_LINE = 560, 190, 14, 21  # pygame_gui wants 200 with the frame
MOST_ERROR_LINES = 30  # an error's lines shown in its dialog (it scrolls); the last says how many more


class Dialogs:
    def __init__(self, ui: pygame_gui.UIManager) -> None:
        self.ui = ui
        self._pickers: dict[UIFileDialog, Callable[[Path], object]] = {}
        self._confirms: dict[UIConfirmationDialog, Callable[[], object]] = {}
        self._windows: list[UIWindow] = []
        self._toasts: list[list] = []  # [message, frames left, kind]
        self._about: dict[UIWindow, str] = {}  # what an open error is about

    # --- windows ---------------------------------------------------------------------------------------------
    def error(self, title: str, message: str, about: str | None = None) -> UIMessageWindow:
        """An error in words, with its file and place; never a traceback. An error ``about`` something (a map's
        path) replaces an older one about the same thing rather than stacking over it."""
        if about is not None:
            self.close_about(about)
        lines = "<br>".join(html.escape(printable(line))  # a problem a line
                            for line in problems_in(message.splitlines(), MOST_ERROR_LINES))
        window = self._message(title, f"<font color='#ff8a80'>{lines}</font>")
        if about is not None:
            self._about[window] = about
        return window

    def close_about(self, about: str) -> None:
        """Close the errors and questions about ``about`` (the map loads again: they are stale)."""
        for window, subject in list(self._about.items()):
            if subject == about:
                window.kill()
                del self._about[window]
                if isinstance(window, UIConfirmationDialog):
                    self._confirms.pop(window, None)

    def _message(self, title: str, body_html: str) -> UIMessageWindow:
        window = UIMessageWindow(self._fitted(body_html), body_html, self.ui, window_title=title, object_id="#message")
        if window.dismiss_button is not None:  # pygame_gui always makes it; its type says it may not
            window.dismiss_button.set_text("Dismiss  Enter")
        window.set_blocking(True)
        self._windows.append(window)
        return window

    def _fitted(self, body_html: str) -> pygame.Rect:
        """Where a dialog of ``body_html`` goes: in the middle of the window, as tall as its words."""
        w, h = self.ui.window_resolution
        words = html.unescape(re.sub(r"<[^>]+>", "", body_html.replace("<br>", "\n")))
        lines = sum(len(wrap(part, DIALOG_TEXT, DIALOG_W - 60)) or 1  # the box's margins and scroll bar's room
                    for part in words.split("\n"))
        rect = pygame.Rect(0, 0, min(DIALOG_W, w - 40), min(h - 40, max(DIALOG_LEAST, 118 + DIALOG_LINE * lines)))
        rect.center = (w // 2, h // 2)
        return rect

    def add(self, window: _Window) -> _Window:
        """Keep a dialog built elsewhere with the others (Esc closes it; a blocking one holds the screen)."""
        self._windows.append(window)
        return window

    def confirm(self, title: str, body_html: str, action: str, on_confirm: Callable[[], object],
                about: str | None = None) -> UIConfirmationDialog:
        """Ask before doing something that cannot be taken back; ``action`` names it on the button, and
        ``on_confirm`` runs when the player takes it: a click, or Enter (Esc cancels), as the buttons say. A
        question ``about`` something replaces the errors and questions about it, as :meth:`error`'s do."""
        if about is not None:
            self.close_about(about)
        dialog = UIConfirmationDialog(self._fitted(body_html), body_html, self.ui, window_title=title,
                                      action_short_name=f"{action}  Enter", blocking=True)
        dialog.cancel_button.set_text("Cancel  Esc")
        self._confirms[dialog] = on_confirm
        self._windows.append(dialog)
        if about is not None:
            self._about[dialog] = about
        return dialog

    def ask(self, title: str, words: str, action: str, on_confirm: Callable[[], object],
            about: str | None = None) -> UIConfirmationDialog:
        """:meth:`confirm` with plain ``words`` (a file's name, an error's text), a paragraph at each line break."""
        return self.confirm(title, html.escape(words).replace("\n", "<br>"), action, on_confirm, about)

    def help(self, body_html: str) -> UIWindow:
        """The key sheet (F1): a window that does not block, so that keys can be tried while it is open."""
        return self._reading("#help", "Help — keys and mouse", body_html)

    def rules(self, title: str, body_html: str) -> UIWindow:
        """The rules reference (F2, or a rule's number): beside the board, not blocking, replacing an older one."""
        return self._reading("#rules", title, body_html)

    def _reading(self, kind: str, title: str, body_html: str) -> UIWindow:
        self.close_reading(kind)
        w, h = self.ui.window_resolution
        rect = pygame.Rect(0, 0, min(720, w - 40), min(640, h - 40))
        rect.center = (w // 2, h // 2)
        window = UIWindow(rect, self.ui, window_display_title=title, object_id=kind)
        size = window.get_container().get_size()
        TextBox(body_html, pygame.Rect(0, 0, *size), self.ui, container=window)
        self._windows.append(window)
        return window

    def close_help(self) -> bool:
        return self.close_reading("#help")

    def close_reading(self, kind: str) -> bool:
        """Close the help (``#help``) or the rules (``#rules``); whether one was open."""
        found = [w for w in self._windows if w.alive() and w.most_specific_combined_id.endswith(kind)]
        for window in found:
            window.kill()
        return bool(found)

    def pick_file(self, title: str, start: Path, on_pick: Callable[[Path], object], *, existing: bool = True,
                  suffixes: set[str] | None = None) -> UIFileDialog:
        w, h = self.ui.window_resolution
        rect = pygame.Rect(0, 0, min(640, w - 40), min(520, h - 40))
        rect.center = (w // 2, h // 2)
        dialog = FileDialog(rect, self.ui, window_title=title, initial_file_path=str(start),
                            allow_existing_files_only=existing, allowed_suffixes=suffixes)
        dialog.set_blocking(True)
        self._pickers[dialog] = on_pick
        self._windows.append(dialog)
        return dialog

    def pick_new_file(self, title: str, start: Path, on_pick: Callable[[Path], object]) -> UIFileDialog | None:
        """Where to write a new file, starting at ``start`` in its folder (made if need be), the files of its kind
        listed; None, with an error said, where the folder cannot be made. A name typed without ``start``'s
        suffix is given it; a file that is there already is replaced only once the player says so (a save named as
        another game's wrote over it unasked)."""
        try:
            start.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self.error(f"Cannot {title.lower()}", f"{start.parent}: {exc.strerror or exc}")
            return None

        def picked(path: Path) -> None:
            if start.suffix and path.suffix.lower() != start.suffix.lower():
                path = path.with_name(path.name + start.suffix)
            if path.exists():
                self.ask(f"Replace {path.name}?", f"{path}\nis there already. Replacing it loses what it holds.",
                         "Replace", lambda: on_pick(path))
            else:
                on_pick(path)

        return self.pick_file(title, start, picked, existing=False, suffixes={start.suffix} if start.suffix else None)

    @property
    def file_dialog(self) -> UIFileDialog | None:
        """The open file dialog, if any (the newest)."""
        alive = [dialog for dialog in self._pickers if dialog.alive()]
        return alive[-1] if alive else None

    def handle(self, event: pygame.event.Event) -> bool:
        """Route a file dialog's pick to its callback; True when the event was for a dialog."""
        if event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED and event.ui_element in self._confirms:
            self._confirms.pop(event.ui_element)()
            return True
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and event.ui_element in self._pickers:
            self._pickers.pop(event.ui_element)(Path(event.text))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            question = self._top_question()
            if question is not None:  # Enter takes the action the question asks about, as its button says
                question.kill()
                self._confirms.pop(question)()
                return True
            top = self.newest
            if isinstance(top, UIMessageWindow):  # and dismisses a message, as its button says
                top.kill()
                return True
        dialog = self.file_dialog
        if dialog is not None and (
                (event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is dialog.file_path_text_line)
                or (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                    and not dialog.file_path_text_line.is_focused)):
            chosen = dialog.current_file_path  # set whenever OK is enabled
            if dialog.ok_button.is_enabled and chosen is not None:  # Enter is OK, as in any desktop file dialog
                picked = Path(chosen)
                dialog.kill()
                self._pickers.pop(dialog)(picked)
            return True
        if event.type == pygame_gui.UI_WINDOW_CLOSE:
            self._pickers.pop(event.ui_element, None)
            self._confirms.pop(event.ui_element, None)
            return True
        return False

    @property
    def newest(self) -> UIWindow | None:
        """The dialog opened last of those still open (it takes the keys)."""
        self._windows = [w for w in self._windows if w.alive()]
        return self._windows[-1] if self._windows else None

    def _top_question(self) -> UIConfirmationDialog | None:
        """The confirmation dialog on top of the open windows, if the top one is one."""
        top = self.newest
        return top if isinstance(top, UIConfirmationDialog) and top in self._confirms else None

    @property
    def hint(self) -> str | None:
        """The hint bar's words while a window takes the keys and clicks (a file to pick, a question to answer):
        what to do in it; the board's words beneath spoke of a decision that waits behind it. None: no such
        window."""
        dialog = self.file_dialog
        if dialog is not None:
            return _why_not(dialog) or "Type the file's path or pick it in the list · Enter is OK · Esc cancels"
        question = self._top_question()
        if question is not None:
            return f"Enter: {question.confirm_button.text.removesuffix('  Enter')} · Esc cancels"
        if isinstance(self.newest, UIMessageWindow):
            return "Enter or Esc dismisses the message"
        return "Finish with the window first · Esc closes it" if self.blocking else None

    @property
    def blocking(self) -> bool:
        self._windows = [w for w in self._windows if w.alive()]
        return any(w.is_blocking for w in self._windows)

    def close_top(self) -> bool:
        """Close the newest open dialog (Esc); False when there is none."""
        self._windows = [w for w in self._windows if w.alive()]
        if not self._windows:
            return False
        self._windows.pop().kill()
        return True

    def open_titles(self) -> list[str]:
        """The titles of the open dialogs (what the window shows, as the tests read it)."""
        self._windows = [w for w in self._windows if w.alive()]
        return [w.window_display_title for w in self._windows]

    def open_texts(self) -> list[str]:
        """The texts of the open message dialogs."""
        self._windows = [w for w in self._windows if w.alive()]
        return [w.text_block.html_text for w in self._windows
                if isinstance(w, UIMessageWindow) and w.text_block is not None] + [
            w.confirmation_text.html_text for w in self._windows if isinstance(w, UIConfirmationDialog)]

    # --- toasts ----------------------------------------------------------------------------------------------
    def toast(self, message: str, kind: str | None = None) -> None:
        """Show ``message`` for a while, under the two before it; one of a ``kind`` ("sight": the rules judging
        the line, "undo") replaces the last of that kind, so that pressing U three times shows one, not three."""
        kept = [t for t in self._toasts if t[0] != message and (kind is None or t[2] != kind)]
        self._toasts = [*kept[-2:], [message, TOAST_FRAMES, kind]]

    def withdraw(self, message: str) -> None:
        """Take a toast away before its time (what it asked for is done)."""
        self._toasts = [t for t in self._toasts if t[0] != message]

    def withdraw_kind(self, kind: str) -> None:
        """Take away the toasts of a ``kind`` (a game's pause, as its screen goes)."""
        self._toasts = [t for t in self._toasts if t[2] != kind]

    @property
    def toasts(self) -> list[str]:
        return [t[0] for t in self._toasts]

    def draw_toasts(self, surface: pygame.Surface, bottom: int, centre_x: int) -> None:
        """The toasts stacked up from ``bottom``, centred on ``centre_x`` (the board's middle), each wrapped to stay
        as wide either side of it as the window allows: a long one (an unfinished game kept under its path) ran
        over the side panel and the events."""
        y = bottom
        room = max(200, 2 * min(centre_x, surface.get_width() - centre_x) - 56)
        for toast in reversed(self._toasts):
            toast[1] -= 1
            alpha = min(255, toast[1] * 8)
            lines = [text(line, 14, TEXT) for line in wrap(toast[0], 14, room)]
            box = pygame.Rect(0, 0, max(line.get_width() for line in lines) + 32,
                              sum(line.get_height() for line in lines) + 14)
            box.midbottom = (centre_x, y)
            box.clamp_ip(surface.get_rect())
            card = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(card, (*CARD, 240), card.get_rect(), border_radius=8)
            pygame.draw.rect(card, (*PANEL_EDGE, 255), card.get_rect(), 1, border_radius=8)
            top = 7
            for line in lines:
                card.blit(line, (16, top))
                top += line.get_height()
            card.set_alpha(alpha)
            surface.blit(card, box)
            y -= box.h + 6
        self._toasts = [t for t in self._toasts if t[1] > 0]


class FileDialog(UIFileDialog):
    """pygame_gui's file dialog, which a name the file system refuses no longer brings down: a path typed too long
    for it raised ``OSError`` out of the window's event loop (the game ended, the autosave left). It opens with its
    path in hand, as a desktop file dialog does: typed keys replace the path where a file is opened, and the
    file's name alone where one is written, its folder and suffix kept (the keys went nowhere until the box was
    clicked, and Enter then took the path offered, not the one typed)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        line = self.file_path_text_line
        self.ui_manager.set_focus_set(line)
        text = line.get_text()
        if self.allow_existing_files_only:
            line.select_range = [0, len(text)]
        else:
            name = Path(text).name
            start = len(text) - len(name) if text.endswith(name) else len(text)
            line.select_range = [start, start + len(Path(name).stem)]
        line.edit_position = line.select_range[1]

    def _process_file_path_entry_events(self, event: pygame.event.Event) -> None:
        """As pygame_gui's, but a name the file system refuses picks nothing, a folder opened by Enter ends the
        path with a separator, ready for the file's name to be typed after it (typed on at once, it ran into the
        folder's name: ``/maps/fenx``), and Enter on a file that is not there keeps the name typed."""
        folder, line = self.current_directory_path, self.file_path_text_line
        typed = line.get_text()
        try:
            super()._process_file_path_entry_events(event)
        except OSError:  # no file to pick there; the hint bar says why (``_why_not``)
            self.current_directory_path = folder
            self._set_no_file_selected_state()
            return
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is line:
            if typed and Path(typed).absolute().is_dir():
                if not typed.endswith(os.sep):
                    line.set_text(typed + os.sep)
                    line.edit_position = len(typed) + 1
            elif typed and self.current_file_path is None:  # a file not there: the name typed stays, to be mended
                line.set_text(typed)  # (pygame_gui put the folder in its place, the typo lost)
                line.edit_position = len(typed)


def _why_not(dialog: UIFileDialog) -> str | None:
    """Why OK is greyed out for the path typed (pygame_gui says nothing): a name the file system refuses, a folder
    that is not there, a file that is not, or a folder where a file is wanted. None where OK is open or nothing is
    typed."""
    typed = dialog.file_path_text_line.get_text().strip()
    if dialog.ok_button.is_enabled or not typed:
        return None
    path = Path(typed).absolute()  # as the dialog reads it
    refused = refused_name(path)
    if refused is not None:
        return f"OK waits: {refused}"
    if not path.parent.is_dir():
        missing = next(p for p in reversed(path.parents) if not p.is_dir())  # the first one not there
        return f"OK waits: there is no folder “{missing.name}” in {missing.parent}"
    if path.is_dir():
        return f"OK waits: “{path.name}” is a folder · Enter opens it"
    if dialog.allow_existing_files_only:
        return f"OK waits: there is no file “{path.name}” in {path.parent}"
    return None
