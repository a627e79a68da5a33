"""The game's commands in the window: undo, save (a file dialog) and what the autosave says — a toast when it
starts or stops failing, and a badge on the board while the decisions since are not kept."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.rules.saves import autosave_path, dated_name, default_folder, save_game
from game.session import Autosave
from game.ui.style import BAD, TEXT, mix, text

if TYPE_CHECKING:
    from game.ui.screens.play import PlayScreen


class GameMenu:
    def __init__(self, host: PlayScreen, saved_at: Path | None = None) -> None:
        self.host = host
        #: Where Save offers to write: the file the game was saved to or opened from, but never the autosave
        #: (the next decision would write over it); a game continued from there is offered a new name.
        self.saved_at = None if saved_at is not None and _same_file(saved_at, autosave_path()) else saved_at
        #: The autosave after each decision, when the window keeps one.
        self.autosave = Autosave(host.toast) if host.app.autosave else None

    def undo(self) -> bool:
        """Take back the last decision of a person at the table (never the drill's script); whether it did."""
        return self._said(self.host.session.undo(), "undo", "Undone", "taken back")

    def redo(self) -> bool:
        """Give again what the last undo took back, while nothing was answered since; whether it did."""
        return self._said(self.host.session.redo(), "redo", "Redone", "given again")

    def _said(self, count: int, verb: str, done: str, how: str) -> bool:
        """Say what an undo or a redo did (``count`` decisions, or nothing); whether it did anything."""
        if count == 0:
            self.host.toast(f"Nothing to {verb}", "undo")
            return False
        self.host.toast(f"{done}: {count} decision{'s' if count > 1 else ''} {how}", "undo")
        return True

    def ask_save(self) -> None:
        start = self.saved_at or default_folder() / "saves" / dated_name(self.host.game.scenario.name, ".json")
        self.host.app.dialogs.pick_new_file("Save the game", start, self.save_to)

    def save_to(self, path: Path) -> None:
        app = self.host.app
        try:
            save_game(self.host.game, path, self.host.seats.saved())
        except OSError as exc:
            app.dialogs.error("The game was not saved", f"{path}: {exc.strerror or exc}")
            return
        self.saved_at = app.last_file = path
        self.host.toast(f"Saved: {path}")

    def draw_unsaved(self, surface: pygame.Surface, board: pygame.Rect) -> None:
        """A badge at the board's top left while the autosave fails: the decisions since are not kept."""
        if self.autosave is None or not self.autosave.failing:
            return
        since = len(self.host.game.answers) - self.autosave.unsaved_from
        words = f"Not autosaved: {since} decision{'s' if since != 1 else ''} unsaved (Ctrl+S saves elsewhere)"
        label = text(words, 13, TEXT, bold=True)
        box = pygame.Rect(board.x + 10, board.y + 10, label.get_width() + 20, label.get_height() + 10)
        pygame.draw.rect(surface, mix(BAD, (0, 0, 0), 0.35), box, border_radius=6)
        pygame.draw.rect(surface, BAD, box, 1, border_radius=6)
        surface.blit(label, (box.x + 10, box.y + 5))


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False
