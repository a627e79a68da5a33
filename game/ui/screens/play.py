"""Playing a game: the composition of the parts of the window that each do one thing, over one
:class:`game.session.Session` (the game, who sits where, the script, undo's floor, the autosave, the map).

- :class:`game.ui.play_board.PlayBoard` — the figures on the board and what the tools draw over them;
- :class:`game.ui.decision_panel.DecisionPanel` — the pending decision's input and buttons;
- :class:`game.ui.event_log.EventsPanel` — the event log and the dice;
- :class:`game.ui.controllers.Turns` — the script, the AI's pace, the hand-over in hot seat;
- :class:`game.ui.game_menu.GameMenu` — undo, save and the autosave's word.

Every frame the screen looks at ``game.pending``: a person's decision gets an input (and, in hot-seat games with
secrets, a hand-over screen first when another player must take the seat), an AI's is answered after a pause,
and the end of the game opens the game-over screen.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.board.tablemap import TableMap
from game.board.terrain import Point
from game.rules.decisions import Answer, Decision, IllegalAnswer
from game.rules.dice import ForcedResultError
from game.rules.game import Game
from game.rules.ruleset import Ruleset
from game.rules.scenario import Scenario
from game.session import AI, HUMAN, SCRIPT, NoLongerFits, Seats, Session, remade
from game.ui.backdrop import Backdrop
from game.ui.controllers import AI_PAUSE, PAUSE_NOTE, Turns
from game.ui.decision_input import DecisionInput
from game.ui.decision_panel import DECISION_TOP, DecisionPanel
from game.ui.drill_card import draw_drill_card
from game.ui.event_log import EventsPanel, Story, above_log, log_top
from game.ui.game_menu import GameMenu
from game.ui.hotreload import MapWatcher, Reload
from game.ui.panels import PAD, draw_figure_card, draw_forces, draw_turn, layout
from game.ui.play_board import PlayBoard
from game.ui.round_track import RoundTrack
from game.ui.screens.base import Action, Screen
from game.ui.screens.board_screen import BoardScreen
from game.ui.style import Colour, legible, side_colour_of
from game.words import and_list, capitalised, does, one_line, turn_words, verb

if TYPE_CHECKING:
    from game.ui.app import App

SELECT_FOR_TOOL = "Select a figure: the tool measures from it"


FIGURE_ROOM = 24  # pixels kept between the view's edge and the figures it starts on: their names go there


class PlayScreen(BoardScreen):
    def __init__(self, app: App, game: Game, seats: Seats | None = None, saved_at: Path | None = None,
                 session: Session | None = None, backdrop: Backdrop | None = None) -> None:
        """``backdrop``: the map's pictures, when made already (on the thread that set the game up)."""
        super().__init__(app, game.scenario.map, backdrop)
        self.menu = GameMenu(self, saved_at)
        self.session = session or Session(game, seats, autosave=self.menu.autosave)
        self.turns = Turns(self)
        self.figures = PlayBoard(self)
        self.decisions = DecisionPanel(self)
        self.events = EventsPanel()
        self.track = RoundTrack()
        self.busy = False  # a figure walking or dice rolling at the last frame (the AI and the drill wait for it)
        self.drill_card: pygame.Rect | None = None  # where the drill's checks were last drawn (the tray keeps off)
        self.watcher: MapWatcher[tuple[Backdrop, Game]] = MapWatcher(game.scenario.map,
                                                                     prepare=partial(_remade, game))
        self.selected: str | None = None
        self.hovered: str | None = None
        self.drag_figure: str | None = None
        self.viewer: str | None = None
        self.reviewing = False  # the game is over and the players went back to look at the board
        self._looked_for: Decision | None = None  # the last decision the view went to the figure of
        self._linger = 0  # frames left that the view stays on a move of the AI's it went to
        self._colours = {s.id: side_colour_of(s, i) for i, s in enumerate(game.state.sides)}
        self.title = f"Skirmish Table — {game.scenario.name}"
        self.subtitle = game.ruleset.title
        self._look_at_the_figures()

    def _look_at_the_figures(self) -> None:
        """The view starts on the figures of the first side a person plays (else of the side to play, else on them
        all) where the table is too big for it (a 300-square grid opened on its empty middle)."""
        state, pending = self.game.state, self.game.pending
        people = [side for side, kind in self.seats.kinds.items() if kind == HUMAN]
        side = people[0] if people else pending.player if pending is not None else None
        self._look_at([f.id for f in state.alive() if f.side == side] or list(state.figures))

    def _look_at(self, figures: list[str], unless_seen: bool = False) -> bool:
        """Where the table is too big for the view even at the least zoom, the view goes to ``figures`` (their
        middle); ``unless_seen``: not when one of them is in view. Whether it went."""
        camera, bases = self.board.camera, self.game.state.table.bases
        if not camera.too_big:  # a view a player zoomed into is left where the player put it
            return False
        return camera.bring_into_view([bases[i].pos for i in figures if i in bases], FIGURE_ROOM, unless_seen)

    def _look_for(self, decision: Decision) -> None:
        """The view goes to the figure a person's new decision is about, or to the player's figures where none of
        them is in view (a clix turn's "choose an action"): once the moves before the decision are shown, and
        looked at a moment (the AI's move, then back)."""
        if decision is self._looked_for or self._linger or self.events.feed.seen != len(self.game.log):
            return
        self._looked_for = decision
        figure = decision.context.get("figure")
        ours = [figure] if isinstance(figure, str) else [f.id for f in self.game.state.alive(decision.player)]
        self._look_at(ours, unless_seen=True)

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def seats(self) -> Seats:
        return self.session.seats

    @property
    def input(self) -> DecisionInput | None:
        return self.decisions.input

    def receiver(self) -> object:
        return self.input

    def title_text(self) -> str:
        return self.game.scenario.name

    def ruleset(self) -> Ruleset:
        return self.game.ruleset

    def scenario_on_show(self) -> Scenario:
        return self.game.scenario

    def story(self) -> Story:
        return self.events.feed.story(self.game, self.viewer)

    @classmethod
    def start(cls, app: App, scenario: Scenario, kinds: dict[str, str] | None = None,
              levels: dict[str, str] | None = None) -> PlayScreen:
        """A new game of ``scenario``; ``kinds`` says which sides are human and which AI, ``levels`` how well each
        AI side plays."""
        return cls(app, Game(scenario), _seats(kinds, levels))

    @classmethod
    def start_later(cls, app: App, scenario: Scenario, kinds: dict[str, str] | None = None,
                    levels: dict[str, str] | None = None) -> None:
        """:meth:`start`, the game set up on a worker thread (the first game on a map plans its routes: most of a
        second for the battle) and shown once it is; the window goes on meanwhile."""
        def then(made: Callable[[], tuple[Game, Backdrop]]) -> PlayScreen:
            game, backdrop = made()
            return cls(app, game, _seats(kinds, levels), backdrop=backdrop)

        app.make_later(f"Setting up {scenario.name}…", lambda: (Game(scenario), Backdrop(scenario.map)), then)

    # --- widgets -------------------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        _top, _board, side = layout(self.app.size)
        self.keep(self.events.open(self.app.ui, side))
        self.decisions.leave()

    def leave(self) -> None:
        super().leave()
        self.events.close()
        self.decisions.leave()
        self.app.dialogs.withdraw_kind(PAUSE_NOTE)

    def top_actions(self) -> list[tuple[str, Action, str]]:
        return [("Undo", self.undo, "Take back your last decision (Ctrl+Z)"),
                ("Save", self.menu.ask_save, "Save the game (Ctrl+S)"),
                ("Replay", self.to_replay, "Step through this game from its start (Ctrl+R)"),
                ("Menu", self.to_launcher, "Back to the scenario list"),
                *super().top_actions()]

    def to_replay(self) -> Screen:
        from game.ui.screens.replay import ReplayScreen

        return ReplayScreen(self.app, self.game, self.seats, back=self, viewer=self.viewer)

    def to_launcher(self) -> Screen:
        from game.ui.screens.launcher import LauncherScreen

        path = self.game.scenario.path  # back in the launcher, the seats are as played (they went back to the file's)
        self.app.seats_played[path.resolve()] = (dict(self.seats.kinds), dict(self.seats.levels))
        return LauncherScreen(self.app, selected=path)

    # --- the host interface the inputs and parts use -------------------------------------------------------
    def answer(self, value: Answer) -> bool:
        try:
            self.session.answer(value)
        except IllegalAnswer as exc:
            self.toast(str(exc))
            return False
        except ForcedResultError as exc:  # the scenario forced a die or card the game cannot honour now
            self.app.dialogs.error("The scenario's forced results do not fit", f"{self.game.scenario.path}: {exc}")
            self.session.seats = Seats(dict.fromkeys(self.seats.kinds, HUMAN))  # nobody plays on by itself
            return False
        return True

    def answer_with_ai(self) -> bool:
        decision = self.game.pending
        return decision is not None and self.answer(self.seats.ai_answer(self.game, decision))

    def toast(self, message: str, kind: str | None = None) -> None:
        self.app.dialogs.toast(message, kind)

    def figure_at(self, point: Point | None) -> str | None:
        """The figure under ``point``; not one taken out, whose base is still fading from the table."""
        found = self.figures.figure_at(point)
        return None if found is None or self.game.state.figures[found].eliminated else found

    def select(self, figure_id: str | None) -> None:
        self.selected = figure_id
        if figure_id is not None:  # what the toast asked for is done: it would contradict the tool's line
            self.app.dialogs.withdraw(SELECT_FOR_TOOL)

    def name_of(self, figure_id: str) -> str:
        figure = self.game.state.figures.get(figure_id)
        return figure.name if figure is not None else figure_id

    def side_name(self, side_id: str) -> str:
        return self.game.state.side(side_id).name

    def colour_of(self, figure_id: str) -> Colour:
        """A figure's base in its side's own colour (on the board, where a dark piece is drawn dark)."""
        return self._colours[self.game.state.figures[figure_id].side]

    def side_colour(self, side_id: str) -> Colour:
        """The side's colour in the panels, lightened where it would vanish on them."""
        return legible(self._colours[side_id])

    def drawn(self) -> list[pygame.Rect]:
        """Where the figures and their names went in the last frame: what a readout over the board keeps clear of."""
        return self.figures.art.drawn

    # --- commands ------------------------------------------------------------------------------------------
    def undo(self) -> None:
        if self.menu.undo():
            self.reviewing = False

    def undo_reseated(self) -> None:
        """Undo from a card over the table (a hand-over, the game's end), where whoever pressed it may not be the
        player whose answer goes back: that decision is seated afresh, behind a hand-over if it is a secret's."""
        self.undo()
        self.viewer = None

    def redo(self) -> None:
        if self.menu.redo():
            self.reviewing = False

    def backable(self) -> bool:
        return bool(self.session.backable())

    def buttons_at(self) -> str:
        """Where the decision's buttons are, in the words of a hint: in the side panel, or in a window over the
        board when the panel has no room for them (at 960×600 the hint sent the player to the panel)."""
        return "in the window" if self.decisions.in_window else "on the right"

    def back_out(self) -> bool:
        """Esc, or the Back button, on a step of an action (its square, its targets): take back the action that asked
        for it, when the same player chose it just before and it has done nothing yet (a script's answer stays)."""
        if not self.session.back_out():
            return False
        self.toast("Back to the choice of action")
        return True

    def reload(self, found: Reload[tuple[Backdrop, Game]]) -> None:
        """The map file changed: replay the game on the new version, or keep the last good map."""
        path = self.game.scenario.map.path
        if found.error is not None or found.map is None:
            self.app.dialogs.error("The edited map does not load",
                                   f"{one_line(str(found.error))} — the last good map stays on the table.",
                                   about=str(path))
            return
        assert found.ready is not None  # made with the map
        tmap, (backdrop, fresh) = found.map, found.ready
        before = {b.id: b.pos for b in self.game.state.table.bases.values()}
        try:
            self.session.reload(tmap, fresh)
        except IllegalAnswer as exc:
            count = exc.fits if isinstance(exc, NoLongerFits) else 0
            if count == 0:
                self.app.dialogs.error("The game does not fit the edited map",
                                       f"{path}: {exc} — the last good map stays on the table.", about=str(path))
                return
            game, answers = self.game, list(self.game.answers)
            question = (f"{path}: {exc}; its first {count} decisions still do.\n\nPlay on from decision {count} on "
                        "the edited map? Else the last good map stays on the table.")

            def play_on() -> None:
                if self.game is game and game.answers == answers:  # nothing reloaded nor answered meanwhile
                    self.session.reload(tmap, fresh, upto=count)
                    self._reloaded(tmap, backdrop, f"from decision {count}")

            self.app.dialogs.ask("The game does not fit the edited map", question, f"Play on from decision {count}",
                                 play_on, about=str(path))
            return
        self.app.dialogs.close_about(str(path))
        after = self.game.state.table.bases
        moved = [self.name_of(f) for f, at in before.items() if f in after and math.dist(after[f].pos, at) > 0.01]
        self._reloaded(tmap, backdrop, f"played again on it: {and_list(moved)} now "
                                        f"{'stands' if len(moved) == 1 else 'stand'} elsewhere" if moved else "")

    def _reloaded(self, tmap: TableMap, backdrop: Backdrop, how: str = "") -> None:
        """The board on the new version of the map the game now stands on; ``how`` the game went on (from a
        decision, or played again with figures elsewhere: a move the edit cut short was said nowhere)."""
        self.decisions.reset()
        self.board.set_map(tmap, backdrop)
        self.toast(f"Map reloaded: {self.watcher.said()}" + (f", the game {how}" if how else ""))

    # --- per frame -----------------------------------------------------------------------------------------
    def update(self) -> Screen | None:
        super().update()
        found = self.watcher.poll()
        if self.watcher.slow:
            self.toast(self.watcher.reading)
        if found is not None:
            self.app.dialogs.withdraw(self.watcher.reading)
            self.reload(found)
        busy = self.busy = self.follow_log()
        held = busy or self.app.dialogs.blocking  # a question or a file to pick: the AI waits until it is answered
        self.turns.play_script(held)
        if self.game.pending is not None and self.session.answerer() == AI:
            self.turns.play_ai(held)
        return self.settle_input()

    def settle_input(self) -> Screen | None:
        """Bring the decision's input, the hand-over and the game-over card up to the game. Once a frame, and
        between two events of one frame: a drag pressed, moved and let go within one frame answers "move" on the
        motion, and the path's input must be there to take the release."""
        decision = self.game.pending
        who = self.session.answerer()
        if decision is None:
            self.decisions.hold()
            if self.game.over and not self.reviewing and not self.follow_log():  # the last blow's dice and the
                from game.ui.screens.game_over import GameOverScreen  # moves it brought are seen first: the card

                return GameOverScreen(self.app, self)  # came over them unseen, and they rolled once it was left
        elif who in (SCRIPT, AI):
            self.decisions.hold()  # the drill's next step, or the AI's answer, is on its way
        else:
            player = self.turns.seat(decision)
            if player is not None:
                from game.ui.screens.handover import HandOverScreen

                return HandOverScreen(self.app, self, player)
        human = decision is not None and self.seats.is_human(decision.player)
        if human and decision is not None:
            self._look_for(decision)
        self.decisions.follow(decision, human)
        self.decisions.build()
        return None

    def quiet(self) -> bool:
        """Waiting for a player at the table (not the AI nor a drill's script, unless paused with its thinking
        done), or looked at once the game is over, with nothing moving on the board."""
        if self.game.pending is None or self.session.answerer() == HUMAN:
            return self.still()
        return self.turns.holding() and self.seats.thought_out(self.game) and self.still()

    def still(self) -> bool:
        """Nothing walking, rolling or being read, and the board's picture whole."""
        return BoardScreen.quiet(self) and not self.watcher.busy and not self.events.dice.throws and not self.busy

    def follow_log(self) -> bool:
        """Show what the log says since the last frame: the panel, the dice, and each move walking the way it
        went; whether anything is still on the move or on show (the AI and the drill wait for it)."""
        new = self.events.follow(self.game, self.viewer)
        if self.events.feed.rewound:  # an undo: a figure walking a route taken back goes straight home
            self.figures.glide.stop_walking()
        figures = self.game.state.figures
        moved = [e.data["figure"] for e in new if (e.kind == "move" or "path" in e.data)
                 and e.data.get("figure") in figures]  # a move, a charge, a dash, a step to a square
        if self._look_at([f for f in moved if not self.seats.is_human(figures[f].side)], unless_seen=True):
            self._linger = AI_PAUSE  # frames the view stays on the move before it goes back to a person's figure
        busy = self.figures.follow(new) or self.events.dice.busy
        if self._linger and not busy:
            self._linger -= 1
        return busy

    # --- events --------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> Screen | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.events.hint_at(event.pos):
            self.app.toggle_story()
            return None
        return super().handle(event)

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
        self.decisions.point(event.pos)
        return self.input is not None and self.input.motion(event, point)

    def on_release(self, event: pygame.event.Event, point: Point | None) -> Screen | bool | None:
        self.drag_figure = None  # a drag that did not lead to a path decision ends here
        return self.input is not None and self.input.release(event, point)

    def on_click_empty(self, point: Point | None) -> None:
        if self.input is None or not self.input.holds_selection():
            self.select(None)

    def on_key(self, event: pygame.event.Event) -> Screen | bool | None:
        if event.mod & pygame.KMOD_CTRL:
            if (event.key == pygame.K_z and event.mod & pygame.KMOD_SHIFT) or event.key == pygame.K_y:
                self.redo()
                return True
            if event.key == pygame.K_z:
                self.undo()
                return True
            if event.key == pygame.K_s:
                self.menu.ask_save()
                return True
            if event.key == pygame.K_r:
                return self.to_replay()
            return False
        if self.input is not None and self.input.key(event):
            return True
        if event.key == pygame.K_p and self.turns.pausable() and not event.mod & pygame.KMOD_ALT:
            self.turns.toggle_pause()
            return True
        if event.key in (pygame.K_PERIOD, pygame.K_KP_PERIOD) and self.turns.holding():
            self.turns.one_more()
            return True
        if event.key == pygame.K_ESCAPE and self.selected is not None and (
                self.input is None or not self.input.holds_selection()):
            self.select(None)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE) and self.reviewing and self.game.over:
            self.reviewing = False  # the card comes back over the board: "Look at the board" had no way back
            return True
        if event.key == pygame.K_SPACE and self.selected in self.game.state.table.bases:
            self.board.camera.centre_on(self.game.state.table.bases[self.selected].pos)
            return True
        return False

    def on_tool(self, name: str, on: bool) -> None:
        """A measuring tool turned on with no figure selected measures from the figure the decision is about (the
        fighter declaring, the model activated), else asks for one."""
        if on and name in ("sight", "visibility", "ruler") and self.selected is None:
            decision = self.game.pending
            focus = decision.context.get("figure") if decision is not None else None
            if isinstance(focus, str) and focus in self.game.state.table.bases:
                self.select(focus)
            else:
                self.toast(SELECT_FOR_TOOL)

    # --- drawing -------------------------------------------------------------------------------------------
    def standing(self) -> list[Point]:
        return [base.pos for base in self.game.state.table.bases.values()]

    def going_back(self) -> str:
        """How to see the game again: where nobody sits at the table, a taken-back decision is played again at
        once by the AI, so Replay is the way back."""
        if self.seats.humans:
            return "Ctrl+Z takes back the last decision"
        return "Replay (Ctrl+R) steps through it"

    def hint(self) -> str:
        decision = self.game.pending
        if decision is None:
            back = " · Enter or Esc: the result" if self.reviewing else ""
            return f"The game is over{back} · {self.going_back()}"
        if self.turns.holding():
            return "Paused · P plays on · the full stop (.) plays the next answer"
        pause = " · P pauses" if self.turns.pausable() else ""
        script = self.session.script
        if script is not None:
            step, steps = script.progress
            return f"The drill plays its script: step {step} of {steps} (Ctrl+R replays it step by step){pause}"
        if self.input is None:
            name = self.side_name(decision.player)
            return f"{does(name, 'is', 'are')} thinking…{pause}"
        return self.input.hint.format(buttons=self.buttons_at())

    def draw_board(self, surface: pygame.Surface) -> None:
        viewport = self.board.viewport
        self.figures.draw(surface)
        covered = self.decisions.covering()
        self.drill_card = draw_drill_card(surface, self.board.camera.readable, self.turns.checks, covered,
                                          list(self.figures.footprints().values())) if self.turns.checks else None
        if self.drill_card is not None:  # the dice tray keeps clear of the drill's card, as of a dialog
            covered = [*covered, self.drill_card]
        bases = self.figures.footprints(room=0) if self.events.dice.throws else None
        self.events.dice.draw(surface, self.board.camera.readable, covered, self.figures.art.drawn,
                              self.board.camera.table_rect, bases)
        self.menu.draw_unsaved(surface, viewport)

    def draw_panel(self, surface: pygame.Surface, side: pygame.Rect) -> None:
        state = self.game.state
        decision = self.game.pending
        turn_line = turn_words(state.turn, state.round, state.turn_limit, self.game.ruleset.turn_word)
        if decision is None:
            result = state.result
            why = capitalised(result.reason) if result else ""  # as the game-over card says it
            if result is None or result.winner is None:
                y = draw_turn(surface, side, turn_line, "Game over", None, why)
            else:
                name = and_list([self.side_name(s) for s in result.winners(state)])
                y = draw_turn(surface, side, turn_line, name, self.side_colour(result.winner), why,
                              f" {verb(name, 'wins', 'win')}")
        else:
            y = draw_turn(surface, side, turn_line, self.side_name(decision.player), self.side_colour(decision.player),
                          self.turn_note(decision), " to play")
        # the figure pointed at before the one in hand: a player points at an enemy to read its wounds mid-decision
        shown = self.hovered if self.hovered in state.figures and not state.figures[self.hovered].eliminated \
            else self.selected  # not one taken out under a pointer that has not moved since
        if shown in state.figures:
            figure = state.figures[shown]
            draw_figure_card(surface, side, y, figure, self.side_name(figure.side), self.colour_of(shown),
                             self.figures.status_lines().get(shown, ("", ""))[0], shown != self.selected,
                             self.game.ruleset.card_facts(state, figure), bottom=side.y + DECISION_TOP - 6)
        else:
            rules = self.game.ruleset
            standing = rules.standing(state)
            draw_forces(surface, side, y, [
                (s.name, self.side_colour(s.id), len(state.alive(s.id)),
                 sum(1 for f in state.figures.values() if f.side == s.id),
                 rules.score_words(standing[s.id]) if s.id in standing else "") for s in state.sides],
                side.y + DECISION_TOP - 2, rules.figure_word)
        self.draw_decision(surface, side)
        self.events.draw_heading(surface, side)

    def turn_note(self, decision: Decision) -> str:
        """The line under whose turn it is: who is answering."""
        paused = self.turns.holding()
        if self.session.script is not None:
            return "The drill's script is paused" if paused else "The drill's script is playing"
        if not self.seats.is_human(decision.player):
            return "The AI is paused" if paused else "The AI is thinking…"
        return "Your decision" if len(self.seats.humans) == 1 else f"{self.side_name(decision.player)} at the table"

    def draw_decision(self, surface: pygame.Surface, side: pygame.Rect) -> None:
        """The middle of the side panel: the decision being taken, and under it the round track."""
        self.draw_track(surface, side, self.decisions.draw(surface, side, self.events, self.track_wants(side)))

    def track_wants(self, side: pygame.Rect) -> Callable[[int], int]:
        """The pixels the round track (manoeuvres) wants under the decision when it starts at a y: the room the
        log leaves, or more of the log's for the track condensed."""
        width = side.w - 2 * PAD

        def wants(y: int) -> int:
            height = self.track.wanted(self.game, width, log_top(side) - 28 - y,
                                       above_log(side) - y)
            return height + 10 if height else 0

        return wants

    def draw_track(self, surface: pygame.Surface, side: pygame.Rect, top: int) -> None:
        """The round track from ``top`` down to the log (once the log has made room for it)."""
        self.track.draw(surface, pygame.Rect(side.x + PAD, top, side.w - 2 * PAD, self.events.top - 28 - top),
                        self.game, self.side_colour)


def _remade(game: Game, tmap: TableMap) -> tuple[Backdrop, Game]:
    """What a new version of the map needs made on the thread that reads it: its pictures, and the game's new
    start on it (the scenario, seed and turn limit of a game never change; its answers are played on the drawing
    thread, where they grow)."""
    return Backdrop(tmap), remade(game, tmap)


def _seats(kinds: dict[str, str] | None, levels: dict[str, str] | None) -> Seats | None:
    """Who plays a new game: as the launcher set them, else as the scenario says."""
    return Seats(dict(kinds), dict(levels or {})) if kinds else None
