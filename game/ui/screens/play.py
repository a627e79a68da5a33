"""Playing a game: the board with the figures, the pending decision's input, whose turn it is, the event log,
the dice, and undo, save and autosave.

Every frame the screen looks at ``game.pending``: a human's decision gets an input (and, in hot-seat games with
secrets, a hand-over screen first when another player must take the seat), an AI's is answered after a pause,
and the end of the game opens the game-over screen.
"""

from __future__ import annotations

import dataclasses
import re
import time
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.core.interfaces import IContainerLikeInterface
from pygame_gui.elements import UIButton, UILabel, UIWindow

from game.board.geometry import distance
from game.board.terrain import Point
from game.rules.decisions import Answer, Decision, IllegalAnswer
from game.rules.dice import ForcedResultError
from game.rules.expect import check_expectations
from game.rules.game import Game
from game.rules.saves import autosave_path, default_folder, save_game
from game.rules.scenario import Scenario
from game.rules.script import Script
from game.ui.controllers import HUMAN, Pacer, Seats, play_script
from game.ui.decision_input import Choice, DecisionInput, input_for, key_label
from game.ui.drill_card import draw_drill_card, drill_checks
from game.ui.event_log import DiceTray, EventFeed, LogPanel
from game.ui.figures import FigureArt, Glide, Look, drawn_radius
from game.ui.heatmap import game_lanes
from game.ui.hotreload import MapWatcher, Reload
from game.ui.inspector import base_sight, figure_sight, point_base
from game.ui.markers import draw_markers
from game.ui.opening import one_line
from game.ui.panels import (
    PAD,
    Card,
    card_height,
    draw_card,
    draw_figure_card,
    draw_forces,
    draw_prompt,
    draw_turn,
    heading,
    layout,
    prompt_lines,
    turn_words,
)
from game.ui.round_track import draw_round_track
from game.ui.rules_reference import mentioned_rules
from game.ui.screens.base import Action, Screen
from game.ui.screens.board_screen import BoardScreen
from game.ui.style import BAD, TEXT, TEXT_DIM, Colour, font, mix, side_colour, text, wrap
from game.ui.text_fit import briefer, overflow
from game.ui.tools import table_key

if TYPE_CHECKING:
    from game.ui.app import App

BUTTON_H, BUTTON_GAP = 32, 6

DECISION_TOP = 266  # below the turn header and the figure card
LOG_LEAST = 56  # pixels of the event log kept however much the decision needs: two lines


def log_top(side: pygame.Rect) -> int:
    """Where the event log starts: 200 pixels high, less in a short window, so the decision keeps its room."""
    return side.bottom - PAD - max(100, min(200, side.h - 440))


class PlayScreen(BoardScreen):
    def __init__(self, app: App, game: Game, seats: Seats | None = None, saved_at: Path | None = None) -> None:
        super().__init__(app, game.scenario.map)
        self.seats = seats or Seats.from_scenario(game)
        self.script = Script(game.scenario.script, game.scenario.script_places, game.ruleset) \
            if game.scenario.script and not game.answers else None
        self.floor = 0  # answers the script gave, which undo does not take back
        #: A drill (a script with checks) is a lesson: its script is played a step at a time, paced like the AI,
        #: and its checks then stay on the board in a card.
        self.lesson = self.script is not None and bool(game.scenario.expect.line_of_fire or
                                                       game.scenario.expect.figures)
        self.checks: list[tuple[str, bool]] = []
        self._declined: Decision | None = None  # a decision the script left to its player
        self.glide, self.art = Glide(), FigureArt()
        self.feed, self.dice = EventFeed(), DiceTray()
        self.log: LogPanel | None = None
        self.pacer = Pacer()
        self.watcher = MapWatcher(game.scenario.map.path)
        self.selected: str | None = None
        self.hovered: str | None = None
        self.drag_figure: str | None = None
        self.viewer: str | None = None
        self.input: DecisionInput | None = None
        self.reviewing = False  # the game is over and the players went back to look at the board
        self._decision: Decision | None = None
        self._built: tuple | None = None
        self._decision_widgets: list = []
        self._dialog: UIWindow | None = None
        self._dialog_input: DecisionInput | None = None
        self._dialog_at: tuple[DecisionInput | None, tuple[int, int]] | None = None
        self._card_y = 0
        self._over_board = False  # the decision's buttons are in a window over the board (too many for the panel)
        self._log_top = 0  # where the event log starts: set by enter, moved by fit_log
        self._held: tuple[DecisionInput | None, Card | None] = (None, None)
        self._statuses: tuple[tuple, dict[str, str]] = ((), {})
        self._secrecy: tuple[Decision | None, bool] = (None, False)
        self._autosave_failed = False
        self._unsaved_from = 0  # answers the autosave held when it began to fail
        self.saved_at = saved_at
        self._adopt(game)
        self.title = f"Skirmish Table — {game.scenario.name}"
        self.subtitle = game.ruleset.title

    def title_text(self) -> str:
        return self.game.scenario.name

    def ruleset(self):
        return self.game.ruleset

    @classmethod
    def start(cls, app: App, scenario: Scenario, kinds: dict[str, str] | None = None,
              levels: dict[str, str] | None = None) -> PlayScreen:
        """A new game of ``scenario``; ``kinds`` says which sides are human and which AI, ``levels`` how well each
        AI side plays."""
        game = Game(scenario)
        return cls(app, game, Seats(dict(kinds), dict(levels or {})) if kinds else None)

    def _adopt(self, game: Game) -> None:
        """Play ``game`` from now on (a new one, or the same rebuilt on an edited map)."""
        self.game = game
        self._colours = {s.id: side_colour(s.colour, i) for i, s in enumerate(game.state.sides)}
        game.listeners.append(self._autosave)
        self.seats.forget_ais()
        self._decision = None

    # --- widgets -------------------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        _top, _board, side = layout(self.app.size)
        self._log_top = log_top(side)
        log_rect = pygame.Rect(side.x + PAD, self._log_top, side.w - 2 * PAD, side.bottom - PAD - self._log_top)
        self.log = LogPanel(self.app.ui, log_rect)
        self.keep(self.log.box)
        self.feed.refill()
        self._built = None

    def leave(self) -> None:
        super().leave()
        self.log = None
        self._decision_widgets = []
        self._built = None

    def top_actions(self) -> list[tuple[str, Action, str]]:
        return [("Undo", self.undo, "Take back your last decision (Ctrl+Z)"),
                ("Save", self.ask_save, "Save the game (Ctrl+S)"),
                ("Replay", self.to_replay, "Step through this game from its start (Ctrl+R)"),
                ("Menu", self.to_launcher, "Back to the scenario list"),
                *super().top_actions()]

    def to_replay(self) -> Screen:
        from game.ui.screens.replay import ReplayScreen

        return ReplayScreen(self.app, self.game, self.seats, back=self, viewer=self.viewer)

    def to_launcher(self) -> Screen:
        from game.ui.screens.launcher import LauncherScreen

        return LauncherScreen(self.app, selected=self.game.scenario.path)

    # --- the host interface the inputs use -----------------------------------------------------------------
    def answer(self, value: Answer) -> bool:
        try:
            self.game.answer(value)
        except IllegalAnswer as exc:
            self.toast(str(exc))
            return False
        except ForcedResultError as exc:  # the scenario forced a die or card the game cannot honour now
            self.app.dialogs.error("The scenario's forced results do not fit", f"{self.game.scenario.path}: {exc}")
            self.seats = Seats(dict.fromkeys(self.seats.kinds, HUMAN))  # nobody plays on by itself
            return False
        return True

    def answer_with_ai(self) -> bool:
        decision = self.game.pending
        return decision is not None and self.answer(self.seats.ai_answer(self.game, decision))

    def toast(self, message: str) -> None:
        self.app.dialogs.toast(message)

    def figure_at(self, point: Point | None) -> str | None:
        if point is None:
            return None
        state = self.game.state
        scale = self.board.camera.scale
        found = [(distance(base.pos, point), base_id) for base_id, base in state.table.bases.items()
                 if base_id in state.figures and not state.figures[base_id].eliminated
                 and distance(base.pos, point) <= (drawn_radius(base.radius * scale) + 4) / scale]
        return min(found)[1] if found else None

    def select(self, figure_id: str | None) -> None:
        self.selected = figure_id

    def name_of(self, figure_id: str) -> str:
        figure = self.game.state.figures.get(figure_id)
        return figure.name if figure is not None else figure_id

    def colour_of(self, figure_id: str) -> Colour:
        return self.side_colour(self.game.state.figures[figure_id].side)

    def side_colour(self, side_id: str) -> Colour:
        return self._colours[side_id]

    def draw_ghost(self, surface: pygame.Surface, figure_id: str, at: Point, facing: float, alpha: int) -> None:
        base = self.game.state.table.bases[figure_id]
        camera = self.board.camera
        radius = drawn_radius(base.radius * camera.scale)
        sprite = self.art.sprite(radius, self.colour_of(figure_id), facing, base.front_arc).copy()
        sprite.set_alpha(alpha)
        x, y = camera.to_screen(at)
        surface.blit(sprite, (round(x - sprite.get_width() / 2), round(y - sprite.get_height() / 2)))

    def draw_sight(self, surface: pygame.Surface, source: str, target: str, card: bool = True) -> None:
        table = self.game.state.table
        view = self.tools.verdict(("figures", source, target, table_key(table), id(self.game)),
                                lambda: figure_sight(self.game, source, target))
        self.tools.draw_sight(surface, self.board, view, table, card)

    # --- commands ------------------------------------------------------------------------------------------
    def undo(self) -> None:
        humans = self.seats.humans or [side.id for side in self.game.state.sides]
        count = self.game.undo_count_for(humans)
        if count == 0 or len(self.game.answers) - count < self.floor:
            self.toast("Nothing to undo")
            return
        self.game.undo(count)
        self.reviewing = False
        self.toast(f"Undone: {count} decision{'s' if count > 1 else ''} taken back")

    def back_out(self) -> bool:
        """Esc while picking targets: take back the action that asked for them, when the same player chose it just
        before (a script's answer stays)."""
        decision = self.game.pending
        count = 0
        for player, kind in reversed(self.game.asked):  # this player's answers back to its action (a weapon...)
            if decision is None or player != decision.player:
                return False
            count += 1
            if kind == "action":
                break
        else:
            return False
        if len(self.game.answers) - count < self.floor:
            return False
        self.game.undo(count)
        self.toast("Back to the choice of action")
        return True

    def ask_save(self) -> None:
        folder = default_folder() / "saves"
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self.app.dialogs.error("Cannot save", f"{folder}: {exc.strerror or exc}")
            return
        slug = re.sub(r"[^a-z0-9]+", "-", self.game.scenario.name.lower()).strip("-") or "game"
        start = self.saved_at or folder / f"{slug}-{time.strftime('%Y%m%d-%H%M')}.json"
        self.app.dialogs.pick_file("Save the game", start, self.save_to, existing=False)

    def save_to(self, path: Path) -> bool:
        if path.suffix.lower() != ".json":
            path = path.with_suffix(".json")
        try:
            save_game(self.game, path)
        except OSError as exc:
            self.app.dialogs.error("The game was not saved", f"{path}: {exc.strerror or exc}")
            return False
        self.saved_at = self.app.last_file = path
        self.toast(f"Saved: {path}")
        return True

    def _autosave(self, game: Game) -> None:
        """Keep the autosave after each decision; while it fails, the top bar says so (see draw_panel)."""
        if not self.app.autosave:
            return
        try:
            save_game(game, autosave_path())
        except OSError as exc:
            if not self._autosave_failed:
                self.toast(f"Autosave failed: {autosave_path()}: {exc.strerror or exc}")
                self._unsaved_from = len(game.answers) - 1
            self._autosave_failed = True
            return
        if self._autosave_failed:
            self._autosave_failed = False
            self.toast("Autosave works again: the game is saved")

    # --- per frame -----------------------------------------------------------------------------------------
    def update(self) -> Screen | None:
        super().update()
        found = self.watcher.poll()
        if found is not None:
            self.reload(found)
        moving = self.follow_log()
        pending = self.game.pending
        if self.script is not None and pending is not self._declined and (
                not self.lesson or self.pacer.ready(busy=moving or self.dice.busy)):
            answered = len(self.game.answers)
            problem = play_script(self.script, self.game, 1 if self.lesson else None)
            if len(self.game.answers) == answered and self.game.pending is pending:
                self._declined = pending  # the script leaves this one to its player (a free spin, say)
            if problem:
                self.app.dialogs.error("The scenario's script does not fit", problem)
                self.script = None
            elif self.script.done:
                self.floor, self.script = len(self.game.answers), None
                self._check_script()
        decision = self.game.pending
        if decision is None:
            self.input = None
            if self.game.over and not self.reviewing:
                from game.ui.screens.game_over import GameOverScreen

                return GameOverScreen(self.app, self)
        elif self.script is not None and decision is not self._declined:
            self.input = None  # the drill's next step is on its way
        elif not self.seats.is_human(decision.player):
            self.input = None
            thinking = self.seats.think(self.game)  # on its own thread, from the first frame of the pause
            if self.pacer.ready(busy=moving or self.dice.busy or not thinking.done.is_set()):
                self.answer(self.seats.thought(self.game))
        elif decision.player != self.viewer:
            if self._hand_over_needed(decision):
                from game.ui.screens.handover import HandOverScreen

                return HandOverScreen(self.app, self, decision.player)
            # a public decision is answered where the table stands: in hot seat nobody's secrets are on show
            hot_seat = len(self.seats.humans) > 1 and self.game.ruleset.hidden_information
            self.viewer = None if hot_seat else decision.player
        if decision is not self._decision:
            self._decision = decision
            human = decision is not None and self.seats.is_human(decision.player)
            self.input = input_for(self, decision) if human and decision is not None else None
        self._build_decision()
        return None

    def _check_script(self) -> None:
        """A drill's ``expect``, checked as the headless runner does once the script is played: each check in a
        card that stays, and the failures in a dialog too (a drill that fails its own checks is a bug to see)."""
        self.checks = drill_checks(self.game)
        failures = check_expectations(self.game)
        if failures:
            self.app.dialogs.error("The scenario's checks do not hold", "\n".join(failures))

    def follow_log(self) -> bool:
        """Show what the log says since the last frame: the panel, the dice, and each move walking the way it
        went; whether a figure is still on the move."""
        fresh, events, new = self.feed.poll(self.game, self.viewer)
        if self.log is not None:
            self.log.show(fresh, events)
        self.dice.add(new)
        for event in new:
            figure, path = event.data.get("figure"), event.data.get("path")
            if isinstance(figure, str) and isinstance(path, list) and all(
                    isinstance(p, list | tuple) and len(p) == 2 for p in path):
                self.glide.follow(figure, [(float(p[0]), float(p[1])) for p in path])
        return self.glide.step(self.game.state.table)

    def _hand_over_needed(self, decision: Decision) -> bool:
        """Whether the table must pass to the decision's player: only with several people at it, and only when
        the decision shows something secret to its player (a pick, or a hand or laid card beside it). A public
        question, such as a reaction, is answered without hiding the board."""
        if len(self.seats.humans) < 2:
            return False
        if self._secrecy[0] is not decision:
            holds = self.game.ruleset.hidden_information and self.game.ruleset.holdings(self.game, decision.player)
            self._secrecy = (decision, decision.secret or bool(holds))
        return self._secrecy[1]

    def reload(self, found: Reload) -> None:
        """The map file changed: replay the game on the new version, or keep the last good map."""
        path = self.game.scenario.map.path
        if found.map is None:  # the edited version does not load: the error says why
            self.app.dialogs.error("The edited map does not load",
                                   f"{one_line(str(found.error))} — the last good map stays on the table.",
                                   about=str(path))
            return
        scenario = dataclasses.replace(self.game.scenario, map=found.map)
        game = Game(scenario, seed=self.game.seed, turns=self.game.turn_limit)
        try:
            game.rebuild(list(self.game.answers))
        except IllegalAnswer as exc:
            self.app.dialogs.error("The game does not fit the edited map",
                                   f"{path}: {exc} — the last good map stays on the table.", about=str(path))
            return
        self.app.dialogs.close_about(str(path))
        self._adopt(game)
        self.board.set_map(found.map)
        self.toast(f"Map reloaded: {path.name}")

    # --- decision widgets -----------------------------------------------------------------------------------
    def _build_decision(self) -> None:
        key = (id(self.input), self.input.version if self.input else 0, self.selected, self.app.size)
        if key == self._built or self.log is None:
            return
        self._built = key
        if self._dialog is not None and self._dialog.alive():  # keep where the player dragged it
            self._dialog_at = (self._dialog_input, self._dialog.rect.topleft)
        self._dialog, self._dialog_input = None, self.input
        self.forget(self._decision_widgets)
        self._decision_widgets = []
        if self.input is None:
            return
        choices = self.input.choices()
        _top, _board, side = layout(self.app.size)
        y = side.y + DECISION_TOP + 20 + 21 * len(prompt_lines(self.input.decision.prompt, side)) + 6
        width = side.w - 2 * PAD
        rows_room = (side.bottom - PAD - LOG_LEAST - 28 - y) // (BUTTON_H + BUTTON_GAP)
        fits_half = all(font(14).size(c.label)[0] + 70 < width // 2 for c in choices)
        columns = 2 if len(choices) > 5 and (fits_half or len(choices) > rows_room) else 1
        self._over_board = self.input.dialog or -(-len(choices) // columns) > rows_room
        if self._over_board:  # more options than the panel holds above the log: a window over the board
            self._build_dialog(self.input, choices)
            return
        col_w = (width - (columns - 1) * BUTTON_GAP) // columns
        for i, choice in enumerate(choices):
            col, row = i % columns, i // columns
            rect = pygame.Rect(side.x + PAD + col * (col_w + BUTTON_GAP), y + row * (BUTTON_H + BUTTON_GAP), col_w,
                               BUTTON_H)
            self._decision_widgets.append(self._choice_button(rect, choice, "#action", brief=columns > 1))
        self._card_y = y + -(-len(choices) // columns) * (BUTTON_H + BUTTON_GAP) + 6
        card = self.input.card()
        rules = mentioned_rules(" ".join(card.lines)) if card is not None else []
        if rules:  # each rule a refusal names opens its page of the rules reference
            x = side.x + PAD
            for number in rules[:5]:
                label = f"Rule {number}"
                rect = pygame.Rect(x, self._card_y, font(13).size(label)[0] + 24, 26)
                if rect.right > side.right - PAD:
                    break
                self._decision_widgets.append(self.button(
                    rect, label, partial(self.app.show_rules, number), style="#tool",
                    tip=f"Rule {number} in the rules reference (F2: all of it)"))
                x = rect.right + 6
            self._card_y += 26 + 8

    def _choice_button(self, rect: pygame.Rect, choice: Choice, style: str,
                       container: IContainerLikeInterface | None = None, brief: bool = False) -> UIButton:
        """A button for ``choice``, its words shortened until they fit (``brief``: begin without the selected
        figure's name, as its neighbours in a column do); the hotkey goes last, as its tooltip says it too."""
        shown_key = choice.hotkey and choice.hotkey.lower() != choice.label.lower()
        key = f"   [{key_label(choice.hotkey)}]" if shown_key else ""
        wordings = [choice.label, *briefer(choice.label, self.name_of(self.selected) if self.selected else None)]
        if brief and len(wordings) > 1:
            wordings = wordings[1:]
        texts = [words + key for words in wordings] + ([wordings[-1]] if key else [])
        button = self.button(rect, texts[0], choice.run,
                             style="#primary" if choice.primary else choice.style or style, container=container,
                             tip=f"{choice.label} (key {key_label(choice.hotkey)})" if shown_key else None)
        for words in texts[1:]:
            if overflow(button) <= 0:
                break
            button.set_text(words)
        if choice.selected:
            button.select()
        if not choice.enabled:
            button.disable()
        return button

    def _build_dialog(self, shown: DecisionInput, choices: list[Choice]) -> None:
        """The generic decision: a window over the board (drag its title bar to see what it hides) with the
        prompt and the options; it stays where it was put while the same decision is open."""
        _top, board, _side = layout(self.app.size)
        columns = 2 if len(choices) > 4 else 1
        rows = -(-len(choices) // columns)
        width = 480
        inner = width - 2 * 14 - 4
        prompt = wrap(shown.decision.prompt, 14, inner - 8)[:3]
        top = 10 + 22 * len(prompt) + 8
        rect = pygame.Rect(0, 0, width, 30 + top + rows * (BUTTON_H + BUTTON_GAP) + 12)
        rect.midbottom = (board.centerx, board.bottom - 50)
        if self._dialog_at is not None and self._dialog_at[0] is shown:
            rect.topleft = self._dialog_at[1]
        window = UIWindow(rect, self.app.ui, window_display_title=self._side_name(shown.decision.player),
                          object_id=ObjectID(object_id="#decision"))  # the theme gives it no close button
        self._dialog = window
        self._decision_widgets.append(self.keep(window))
        for i, line in enumerate(prompt):
            label = UILabel(pygame.Rect(14, 10 + 22 * i, inner, 22), line, self.app.ui, container=window,
                            object_id=ObjectID(object_id="#prompt"))
            self._decision_widgets.append(self.keep(label))
        col_w = (inner - (columns - 1) * BUTTON_GAP) // columns
        for i, choice in enumerate(choices):
            col, row = i % columns, i // columns
            button_rect = pygame.Rect(14 + col * (col_w + BUTTON_GAP), top + row * (BUTTON_H + BUTTON_GAP), col_w,
                                      BUTTON_H)
            self._decision_widgets.append(self._choice_button(button_rect, choice, "#choice", container=window))

    # --- events --------------------------------------------------------------------------------------------
    def on_press(self, event: pygame.event.Event, point: Point) -> Screen | bool | None:
        if self.input is not None and self.input.press(event, point):
            return True
        if event.button == 1:
            figure = self.figure_at(point)
            if figure is not None:
                self.select(figure)
                return True
        return None

    def on_motion(self, event: pygame.event.Event, point: Point | None) -> Screen | bool | None:
        self.hovered = self.figure_at(point)
        return self.input is not None and self.input.motion(event, point)

    def on_release(self, event: pygame.event.Event, point: Point | None) -> Screen | bool | None:
        self.drag_figure = None  # a drag that did not lead to a path decision ends here
        return self.input is not None and self.input.release(event, point)

    def on_click_empty(self, point: Point | None) -> None:
        self.select(None)

    def on_key(self, event: pygame.event.Event) -> Screen | bool | None:
        if event.mod & pygame.KMOD_CTRL:
            if event.key == pygame.K_z:
                self.undo()
                return True
            if event.key == pygame.K_s:
                self.ask_save()
                return True
            if event.key == pygame.K_r:
                return self.to_replay()
            return False
        if self.input is not None and self.input.key(event):
            return True
        if event.key == pygame.K_ESCAPE and self.selected is not None:
            self.select(None)
            return True
        if event.key == pygame.K_SPACE and self.selected in self.game.state.table.bases:
            self.board.camera.centre_on(self.game.state.table.bases[self.selected].pos)
            return True
        return False

    def on_tool(self, name: str, on: bool) -> None:
        if on and name in ("sight", "visibility", "ruler") and self.selected is None:
            self.toast("Select a figure: the tool measures from it")

    # --- drawing -------------------------------------------------------------------------------------------
    def hint(self) -> str:
        decision = self.game.pending
        if decision is None:
            return "The game is over · Ctrl+Z takes back the last decision"
        if self.script is not None:
            step, steps = self.script.progress
            return f"The drill plays its script: step {step} of {steps} (Ctrl+R replays it step by step)"
        if self.input is None:
            return f"{self._side_name(decision.player)} is thinking…"
        return self.input.hint

    def _side_name(self, side_id: str) -> str:
        return self.game.state.side(side_id).name

    def looks(self) -> list[Look]:
        state, table = self.game.state, self.game.state.table
        statuses = self._status_lines()
        out = []
        for figure in state.figures.values():
            if figure.eliminated or figure.id not in table.bases:
                continue
            base = table.bases[figure.id]
            x, y, facing = self.glide.where(figure.id, table)
            inp = self.input
            facing = inp.facing_of(figure.id, facing) if inp is not None else facing
            out.append(Look(figure.id, x, y, facing, base.diameter, base.front_arc, self.colour_of(figure.id),
                            figure.name, statuses.get(figure.id, ""), figure.id == self.selected,
                            figure.id == self.hovered, inp is not None and inp.can_act(figure.id),
                            inp is not None and inp.is_target(figure.id), inp is not None and inp.is_chosen(figure.id)))
        return out

    def _status_lines(self) -> dict[str, str]:
        key = (id(self.game.log), len(self.game.log), len(self.game.answers))
        if self._statuses[0] != key:
            state = self.game.state
            self._statuses = (key, {f.id: self.game.ruleset.status_line(state, f) for f in state.alive()})
        return self._statuses[1]

    def draw_board(self, surface: pygame.Surface) -> None:
        table = self.game.state.table
        selected = self.selected if self.selected in table.bases else None
        if self.tools.visibility and selected is not None:
            self.tools.draw_visibility(surface, self.board, self.game.ruleset, table, table.bases[selected],
                                       (table_key(table), selected, id(self.game)))
        if self.tools.heat:  # firing lanes for the side to play (or watching)
            us = self.game.pending.player if self.game.pending else self.viewer or self.game.state.sides[0].id
            self.tools.lanes.show(surface, self.board, *game_lanes(self.game, us))
        draw_markers(surface, self.board.camera, self.game.ruleset.markers(self.game.state))
        self.art.draw(surface, self.board.camera, self.looks())
        if self.input is not None:
            self.input.draw(surface, self.board.camera)
        point = self.board.point()
        if self.tools.sight and selected is not None:
            if self.hovered is not None and self.hovered != selected:
                self.draw_sight(surface, selected, self.hovered)
            elif point is not None:
                source = table.bases[selected]
                key = ("point", selected, round(point[0], 2), round(point[1], 2), table_key(table), id(self.game))
                view = self.tools.verdict(key, lambda: base_sight(self.game.ruleset, table, source,
                                                                  point_base("pointer", point), self.game.state))
                self.tools.draw_sight(surface, self.board, view, table)
        if self.tools.ruler and selected is not None and point is not None:
            source = table.bases[selected]
            target = table.bases.get(self.hovered) if self.hovered not in (None, selected) else None
            end = target.pos if target is not None else point
            self.tools.draw_ruler(surface, self.board, source.pos, end, source.radius,
                                  target.radius if target is not None else 0.0)
        draw_round_track(surface, self.board.viewport, self.game, self.side_colour)
        self.dice.draw(surface, self.board.viewport)
        if self.checks:
            draw_drill_card(surface, self.board.viewport, self.checks)
        if self._autosave_failed:
            self._draw_unsaved(surface)

    def _draw_unsaved(self, surface: pygame.Surface) -> None:
        """A badge at the board's top left while the autosave fails: the decisions since are not kept."""
        since = len(self.game.answers) - self._unsaved_from
        words = f"Not autosaved: {since} decision{'s' if since != 1 else ''} unsaved (Ctrl+S saves elsewhere)"
        label = text(words, 13, TEXT, bold=True)
        box = pygame.Rect(self.board.viewport.x + 10, self.board.viewport.y + 10, label.get_width() + 20,
                          label.get_height() + 10)
        pygame.draw.rect(surface, mix(BAD, (0, 0, 0), 0.35), box, border_radius=6)
        pygame.draw.rect(surface, BAD, box, 1, border_radius=6)
        surface.blit(label, (box.x + 10, box.y + 5))

    def draw_panel(self, surface: pygame.Surface, side: pygame.Rect) -> None:
        state = self.game.state
        decision = self.game.pending
        turn_line = turn_words(state.turn, state.round, state.turn_limit)
        if decision is None:
            result = state.result
            who = "Game over" if result is None or result.winner is None else f"{self._side_name(result.winner)} wins"
            y = draw_turn(surface, side, turn_line, who, None if result is None or result.winner is None
                          else self.side_colour(result.winner), result.reason if result else "")
        else:
            y = draw_turn(surface, side, turn_line, f"{self._side_name(decision.player)} to play",
                          self.side_colour(decision.player), self.turn_note(decision))
        shown = self.selected or self.hovered
        if shown in state.figures:
            figure = state.figures[shown]
            draw_figure_card(surface, side, y, figure, self._side_name(figure.side), self.colour_of(shown),
                             self._status_lines().get(shown, ""), shown != self.selected)
        else:
            draw_forces(surface, side, y, [
                (s.name, self.side_colour(s.id), len(state.alive(s.id)),
                 sum(1 for f in state.figures.values() if f.side == s.id)) for s in state.sides])
        self.draw_decision(surface, side)
        heading(surface, (side.x + PAD, self._log_top - 20), "Events")

    def fit_log(self, side: pygame.Rect, needed: int) -> None:
        """Move the log's top down to ``needed`` (the decision's odds want the room), keeping two lines of it."""
        top = min(max(log_top(side), needed), side.bottom - PAD - LOG_LEAST)
        if top != self._log_top and self.log is not None:
            self._log_top = top
            self.log.place(pygame.Rect(side.x + PAD, top, side.w - 2 * PAD, side.bottom - PAD - top))

    def _held_card(self, shown: DecisionInput) -> Card | None:
        """What the player answering the dialog holds in secret; read once a decision, as it cannot change
        while the decision waits."""
        if self._held[0] is not shown:
            player = shown.decision.player
            held = self.game.ruleset.holdings(self.game, player)
            self._held = (shown, Card("Only you see this", held, self.side_colour(player)) if held else None)
        return self._held[1]

    def turn_note(self, decision: Decision) -> str:
        """The line under whose turn it is: who is answering."""
        if self.script is not None:
            return "The drill's script is playing"
        if not self.seats.is_human(decision.player):
            return "The AI is thinking…"
        return "Your decision" if len(self.seats.humans) == 1 else f"{self._side_name(decision.player)} at the table"

    def draw_decision(self, surface: pygame.Surface, side: pygame.Rect) -> None:
        """The middle of the side panel: the decision being taken, in words."""
        decision = self.game.pending
        if self.input is not None and self._over_board:  # the buttons are over the board: what helps choose
            cards = [c for c in (self._held_card(self.input), self.input.card()) if c is not None]
            if not cards:
                self.fit_log(side, 0)
                return
            y = heading(surface, (side.x + PAD, side.y + DECISION_TOP), "Decision")
            self.fit_log(side, y + sum(card_height(side, c) + 10 for c in cards) + 18)
            for card in cards:
                y = draw_card(surface, side, y, card, bottom=self._log_top - 28)
            return
        if self.input is not None:
            heading(surface, (side.x + PAD, side.y + DECISION_TOP), "Decision")
            draw_prompt(surface, side, side.y + DECISION_TOP + 20, self.input.decision.prompt)
            held = self.input.card()
            self.fit_log(side, self._card_y + 22 if held is None else self._card_y + card_height(side, held) + 28)
            if held is not None:
                draw_card(surface, side, self._card_y, held, bottom=self._log_top - 28)
            return
        self.fit_log(side, 0)
        if decision is not None and self.input is None:  # the AI's decision, in words unless it is secret
            heading(surface, (side.x + PAD, side.y + DECISION_TOP), "Decision")
            y = draw_prompt(surface, side, side.y + DECISION_TOP + 20,
                            "(secret)" if decision.secret else decision.prompt)
            progress = self.seats.progress(self.game)
            doing = "is choosing…" if progress is None or progress >= 1.0 else f"is thinking… {progress:.0%}"
            draw_card(surface, side, y, Card(f"{self._side_name(decision.player)} {doing}", (), TEXT_DIM),
                      bottom=self._log_top - 28)
