"""The pending decision in the side panel: its input (by kind, :mod:`game.ui.inputs`), its buttons —
in the panel, or in a dialog over the board for the generic kinds — and what helps to choose (the odds, what the
player holds), with the event log moved down to make room. An AI's decision is shown in words with how far its
thinking is.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Collection
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, cast

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel, UIWindow

from game.rules.decisions import Decision, Option
from game.ui.corners import covered_area
from game.ui.decision_input import Choice, DecisionInput, Host, key_label
from game.ui.event_log import EventsPanel, above_log
from game.ui.inputs import input_for
from game.ui.markers import marker_boxes
from game.ui.panels import PAD, Card, card_height, draw_card, draw_prompt, fit, heading, layout, prompt_lines
from game.ui.round_track import LEAST
from game.ui.rules_reference import gloss, glossary, mentioned_rules, reference_path
from game.ui.style import TEXT_DIM, font, printable, wrap
from game.ui.text_fit import at_a_word, briefer, first_lines, overflow, remark_items, without_subject
from game.words import does

if TYPE_CHECKING:
    from game.ui.screens.play import PlayScreen

BUTTON_H, BUTTON_GAP = 32, 6
DIALOG_WIDTHS = (480, 400, 340)  # a decision window's widths, the widest first: a narrower one hides fewer figures
DECISION_TOP = 266  # below the turn header and the figure card
TIP_WIDTH = 320  # a gloss's tooltip: a paragraph, wider than pygame_gui's 170 px
#: What stands between a button's words and its hotkey.
KEY_GAP = "   "
#: A card's title and two of its lines: buttons go two a row where one a row would leave a card less (a warrior's
#: eight actions, one a row at 1280×800, left no room for why it may not attack)
CARD_LEAST = 34 + 2 * 18
UNDER_LEAST = LEAST + 10  # what goes under the cards keeps at least this: the round track's one line, and a gap


class DecisionPanel:
    def __init__(self, host: PlayScreen) -> None:
        self.host = host
        self.input: DecisionInput | None = None
        self._decision: Decision | None = None
        self._built: tuple | None = None
        self._widgets: list = []
        self._dialog: UIWindow | None = None
        self._dialog_input: DecisionInput | None = None
        #: Where the decision's window stood (put there, or dragged) when its buttons were last made, and the
        #: window's size then: a rebuild keeps it there, unless the window was resized (the board moved under it).
        self._dialog_at: tuple[DecisionInput | None, tuple[int, int], tuple[int, int]] | None = None
        self._card_y = 0
        self._beside = 0  # pixels of the card's title line its rule buttons take
        #: The rules the card under the buttons names (a refusal's), and a button for each: on the card's title line,
        #: they hide while a card that does not name them is in its place (the odds of an option pointed at).
        self._rules_for: tuple[list[str], list[UIButton]] = ([], [])
        self._over_board = False  # the decision's buttons are in a window over the board (too many for the panel)
        self._held: tuple[DecisionInput | None, Card | None] = (None, None)
        self._pointer = (-1, -1)  # where the pointer was last seen, in the window
        self._cards_at = pygame.Rect(0, 0, 0, 0)  # where the decision's cards were drawn: pointed at, they read whole
        self.option_buttons: list[tuple[UIButton, Option]] = []  # for the odds of the option pointed at

    def follow(self, decision: Decision | None, human: bool) -> None:
        """Once a frame: a new input when the pending decision has changed (a person's; none for the others)."""
        if decision is not self._decision:
            self._decision = decision
            host = cast("Host", self.host)  # its game is read-only (the session's), as an input only reads it
            self.input = input_for(host, decision) if human and decision is not None else None

    def hold(self) -> None:
        """No input this frame (the decision is someone else's, or the drill's next step is on its way)."""
        self.input = None

    def reset(self) -> None:
        """Forget the decision (the game was rebuilt): its input is made again."""
        self._decision = None

    def leave(self) -> None:
        self._widgets = []
        self.option_buttons = []
        self._built = None

    def point(self, pos: tuple[int, int]) -> None:
        """Tell the input which option's button is under the pointer at ``pos`` (in the panel or in the dialog
        over the board): the card under the buttons shows that option's odds."""
        self._pointer = pos
        if self.input is not None and self._dialog_input is self.input:  # the buttons are this input's
            self.input.point(next((option for button, option in self.option_buttons
                                   if button.visible and button.rect.collidepoint(pos)), None))

    # --- widgets -------------------------------------------------------------------------------------------
    def build(self) -> None:
        """The buttons of the input, made again only when the input, its version, the figure in hand or the
        window's size have changed."""
        host = self.host
        watched = id(host.game.pending), host.turns.pausable(), host.turns.paused  # an AI's: its pause buttons
        key = (id(self.input), self.input.version if self.input else watched, host.selected, host.app.size)
        if key == self._built or host.events.log is None:
            return
        if self._dialog is not None and self._dialog.alive() and self._built is not None:  # where it was dragged
            self._dialog_at = (self._dialog_input, self._dialog.rect.topleft, self._built[3])
        self._built = key
        self._dialog, self._dialog_input = None, self.input
        host.forget(self._widgets)
        self._widgets = []
        self._rules_for = ([], [])
        self.option_buttons = []
        if self.input is None:
            if host.turns.pausable():
                self._pause_buttons()
            return
        choices = self.input.buttons()
        _top, _board, side = layout(host.app.size)
        y = side.y + DECISION_TOP + 20 + 21 * len(prompt_lines(self.input.decision.prompt, side)) + 6
        width = side.w - 2 * PAD
        rows_room = (above_log(side) - y) // (BUTTON_H + BUTTON_GAP)
        card = self.input.card()
        carded = rows_room - (-(-CARD_LEAST // (BUTTON_H + BUTTON_GAP)) if card is not None else 0)
        fits_half = all(font(14).size(self._said(c.label))[0] + 70 < width // 2 for c in choices)
        # two a row where the labels fit half a row, or where one a row would leave the card too little room: two
        # of its lines under a long list, its title under a short one (at 960×600 an arcane character's three
        # actions left its "Not now" card out, even its title; a shortened label hides a cost, so not for less)
        least = carded if len(choices) > 5 else rows_room - 1
        crowded = len(choices) > least and (len(choices) > 5 or card is not None)
        columns = 2 if len(choices) > 1 and ((len(choices) > 5 and fits_half) or crowded) else 1
        rows = button_rows(len(choices), columns)
        rows_room -= card is not None  # and a row's room left for the card's title at least
        buttons: list[UIButton] = []
        self._over_board = self.input.dialog or len(rows) > rows_room
        if not self._over_board:
            buttons = self._choice_buttons(self._button_rects(rows, side.x + PAD, y, width), choices, "#action",
                                           brief=columns > 1)
            wide = {i for i, button in enumerate(buttons) if overflow(button) > 0}
            if wide and columns > 1:  # too long for half a row even in brief ("Activate and do nothing"): a row
                rows = button_rows(len(choices), columns, wide)
                host.forget(buttons)
                self.option_buttons = []
                self._over_board = len(rows) > rows_room
                buttons = [] if self._over_board else self._choice_buttons(
                    self._button_rects(rows, side.x + PAD, y, width), choices, "#action", brief=True)
        if self._over_board:  # more options than the panel holds above the log: a window over the board
            self._build_dialog(self.input, choices)
            return
        for button, choice in zip(buttons, choices, strict=True):  # the layout settled: a long name that no
            cut_at_a_word(button, choice.label)  # briefer wording fits ran out of its button
        self._widgets.extend(buttons)
        self._card_y = y + len(rows) * (BUTTON_H + BUTTON_GAP) + 6
        self._beside = 0
        rules = mentioned_rules(" ".join(card.lines))[:5] if card is not None else []
        if card is not None and rules:  # each rule a refusal names opens its page of the rules reference
            self._rules_for = (rules, [])
            self._rule_buttons(card, rules, side)

    def _pause_buttons(self) -> None:
        """Under the AI's decision (or a lesson's step), what P and the full stop do: pause it; paused, play on
        or let the next answer go."""
        host, turns = self.host, self.host.turns
        _top, _board, side = layout(host.app.size)
        y = side.y + DECISION_TOP + 20 + 21 * len(prompt_lines(self._watched_prompt(), side)) + 6
        choices = [Choice("Play on" if turns.paused else "Pause", turns.toggle_pause, "p")]
        if turns.paused:
            choices.append(Choice("Next answer", turns.one_more, "."))
        rects = self._button_rects([list(range(len(choices)))], side.x + PAD, y, side.w - 2 * PAD)
        self._widgets.extend(self._choice_buttons(rects, choices, "#tool"))

    def _watched_prompt(self) -> str:
        """The AI's (or the drill's) pending decision in words, unless it is secret."""
        decision = self.host.game.pending
        return "" if decision is None else "(secret)" if decision.secret else decision.prompt

    @staticmethod
    def _button_rects(rows: list[list[int]], x: int, y: int, width: int) -> list[pygame.Rect]:
        """Each choice's button in ``rows`` from (x, y): a row's buttons share its ``width`` alike."""
        rects: dict[int, pygame.Rect] = {}
        for r, row in enumerate(rows):
            w = (width - (len(row) - 1) * BUTTON_GAP) // len(row)
            for k, i in enumerate(row):
                rects[i] = pygame.Rect(x + k * (w + BUTTON_GAP), y + r * (BUTTON_H + BUTTON_GAP), w, BUTTON_H)
        return [rects[i] for i in range(len(rects))]

    def _rule_buttons(self, card: Card, rules: list[str], side: pygame.Rect) -> None:
        """A button for each rule the card names: on its title's line, right, where they fit beside the title
        (a row of their own cost a short window a line of the card), else on a row above it."""
        labels = [f"Rule {number}" for number in rules]
        widths = [font(13).size(label)[0] + 24 for label in labels]
        right, total = side.right - PAD - 8, sum(widths) + 6 * (len(widths) - 1)
        inline = side.x + PAD + 14 + font(14, True).size(card.title)[0] + 12 + total <= right
        x, y, h = (right - total, self._card_y + 5, 24) if inline else (side.x + PAD, self._card_y, 26)
        for number, label, w in zip(rules, labels, widths, strict=True):
            if x + w > side.right - PAD:
                break
            button = self.host.button(pygame.Rect(x, y, w, h), label, partial(self.host.app.show_rules, number),
                                      style="#tool", tip=f"Rule {number} in the rules reference (F2: all of it)")
            self._widgets.append(button)
            self._rules_for[1].append(button)
            x += w + 6
        self._beside = total + 12 if inline else 0
        if not inline:
            self._card_y += 26 + 8

    def _show_rule_buttons(self, card: Card) -> bool:
        """The rule buttons shown while the card names their rules (an option's odds in its place had them over
        its title), hidden while it does not; whether they are shown."""
        rules, buttons = self._rules_for
        shown = bool(buttons) and mentioned_rules(" ".join(card.lines))[:5] == rules
        for button in buttons:
            if shown and not button.visible:
                button.show()
            elif not shown and button.visible:
                button.hide()
        return shown

    def _choice_buttons(self, rects: list[pygame.Rect], choices: list[Choice], style: str, container: Any = None,
                        brief: bool = False) -> list[UIButton]:
        """A button for each choice in its rectangle, worded alike: where one has to lose the selected figure's
        name, or items of its remark, to fit, all do (a dialog read "Warrior: Drop" beside "Switch weapon")."""
        host = self.host
        made = len(self.option_buttons)
        buttons = [self._choice_button(rect, choice, style, container, brief=brief)
                   for rect, choice in zip(rects, choices, strict=True)]
        subject = f"{host.name_of(host.selected)}: " if host.selected else None
        pairs = list(zip(buttons, choices, strict=True))
        briefed = subject is not None and any(not b.text.startswith(subject) for b, c in pairs
                                              if c.label.startswith(subject) and self._said(c.label) == c.label)
        said = [remark_items(b.text.split(KEY_GAP)[0]) for b, c in pairs if remark_items(c.label)]
        if briefed or len(set(said)) > 1:
            host.forget(buttons)
            del self.option_buttons[made:]
            buttons = [self._choice_button(rect, choice, style, container, brief=brief or briefed,
                                           items=min(said, default=None))
                       for rect, choice in zip(rects, choices, strict=True)]
        return buttons

    def _choice_button(self, rect: pygame.Rect, choice: Choice, style: str, container: Any = None,
                       brief: bool = False, items: int | None = None) -> UIButton:
        """A button for ``choice``, its words shortened until they fit (``brief``: begin without the selected
        figure's name, ``items``: with at most so many items of a closing remark, as its neighbours do); the
        hotkey goes last, as its tooltip says it too, and gives way after the name, before a closing remark; a
        shortened label is whole in its tooltip."""
        host = self.host
        brief = brief or self._said(choice.label) != choice.label
        shown_key = choice.hotkey and choice.hotkey.lower() != choice.label.lower()
        key = f"{KEY_GAP}[{key_label(choice.hotkey)}]" if shown_key else ""
        wordings = [choice.label, *briefer(choice.label, host.name_of(host.selected) if host.selected else None)]
        if brief and len(wordings) > 1:
            wordings = wordings[1:]
        if items is not None:  # its remark as short as its neighbours', the figure's name kept where it was
            named = [] if brief else briefer(choice.label, None)  # fewer items, the name kept
            wordings = [w for w in dict.fromkeys([*wordings[:1], *named, *wordings[1:]]) if remark_items(w) <= items] \
                or wordings[-1:]
        whole = [words for words in wordings if remark_items(words) == remark_items(wordings[0])]
        texts = [words + key for words in whole]  # the name gives way first, then the key (as the dialog's size
        if key and remark_items(wordings[0]):  # assumed), then the remark: "Fancy Flourish   [2]" hid that the
            texts.append(whole[-1])  # Baron's signature move is his Falling Swing (the key is in its tooltip)
        texts += [words + key for words in wordings[len(whole):]] + ([wordings[-1]] if key else [])
        button = host.button(rect, texts[0], choice.run,
                             style="#primary" if choice.primary else choice.style or style, container=container,
                             tip=f"{choice.label} (key {key_label(choice.hotkey)})" if shown_key else None,
                             tip_beside=True)
        for words in texts[1:]:
            if overflow(button) <= 0:
                break
            button.set_text(printable(words))
        if not shown_key and button.text != printable(choice.label):  # its whole words when pointed at
            button.set_tooltip(choice.label)
        self._say_what_it_does(button, choice, bool(shown_key))
        if choice.selected:
            button.select()
        if not choice.enabled:
            button.disable()
        if choice.option is not None:
            self.option_buttons.append((button, choice.option))
        return button

    def _said(self, label: str) -> str:
        """``label`` as its button begins: without the selected figure's name where the decision's prompt begins
        with it ("Trench yeoman: Retreat" under "Trench yeoman: choose an action", the card titled so too)."""
        host = self.host
        if self.input is None or not host.selected:
            return label
        name = host.name_of(host.selected)
        named = self.input.decision.prompt.startswith(f"{name}: ") and label.startswith(f"{name}: ")
        return briefer(label, name)[0] if named else label

    def _say_what_it_does(self, button: UIButton, choice: Choice, shown_key: bool) -> None:
        """The tooltip says what the option does — its own words (an arcane ability's text) or the gloss of the
        term its label begins with in the rules reference — under its label and key;
        where the label is the term alone, the gloss says it and the key follows."""
        terms = glossary(reference_path(self.host.game.ruleset))
        own = choice.option.info.get("text") if choice.option is not None else None
        note = html.escape(printable(own), quote=False) if isinstance(own, str) and own else gloss(terms, choice.label)
        if not note:
            return
        if not own and choice.label.casefold() in terms:
            tip = note + (f" (key {key_label(choice.hotkey)})" if shown_key else "")
        else:
            head = button.tool_tip_text
            tip = f"{html.escape(printable(head), quote=False)}<br>{note}" if head else note
        button.set_tooltip(tip, wrap_width=TIP_WIDTH)

    @property
    def in_window(self) -> bool:
        """Whether the decision's buttons are in a window over the board, not in the side panel."""
        return self._over_board

    def _reach(self, inp: DecisionInput, base: pygame.Rect | None) -> list[pygame.Rect]:
        """Where a move's figure may go (its allowance round its base), which its window keeps clear of where it
        can: at 960×600 the window stood over the way the war mage was being dragged."""
        allowance = inp.decision.context.get("allowance")
        if base is None or not isinstance(allowance, int | float):
            return []
        reach = round(allowance * self.host.board.camera.scale)
        return [base.inflate(2 * reach, 2 * reach)]

    def covering(self) -> list[pygame.Rect]:
        """What the decision puts over the board: its window, when it has one."""
        dialog = self._dialog
        return [dialog.rect] if dialog is not None and dialog.alive() and dialog.visible else []

    def _build_dialog(self, inp: DecisionInput, choices: list[Choice]) -> None:
        """The generic decision: a window over the board (drag its title bar to see what it hides) with the
        prompt and the options, where (and as narrow as it needs to be so that) it hides the figure the decision
        is about least, then the fewest of those it can pick (models to activate, targets), others and markers;
        it stays where it was put while the same decision is open."""
        host = self.host
        _top, board, _side = layout(host.app.size)
        named, bases = host.figures.footprints(), host.figures.footprints(room=0)
        focus = inp.decision.context.get("figure", "")
        lit = [f for f in named if f != focus and (inp.can_act(f) or inp.is_target(f) or f == host.selected)]
        others = [f for f in named if f != focus and f not in lit]
        tiers = [[table[f] for f in group if f in table] for table, group in (
            (bases, [focus]), (named, [focus]), (bases, lit), (bases, others))]
        tiers[3] += marker_boxes(host.board.camera, host.game.ruleset.markers(host.game.state))  # moonstones too
        tiers += [self._reach(inp, bases.get(focus)), *([named[f] for f in group] for group in (lit, others))]
        side = host.side_name(inp.decision.player)
        prompt = without_subject(inp.decision.prompt, side)  # the title bar names the side answering
        placed = [(clear_spot(shape.size, board, *tiers), shape)
                  for shape in dialog_shapes(prompt, [self._said(c.label) for c in choices], board)]
        rect, shape = min(placed, key=lambda found: (  # the figure in question in view, then every label whole,
            hidden(found[0], tiers[:1]), not found[1].whole, hidden(found[0], tiers[1:4]),  # the fewest hidden,
            hidden_area(found[0], tiers[4:5])))  # then the least of where the figure may move
        title = fit(side, 14, rect.w - 40, True)  # a long side name: its title bar
        window = UIWindow(rect, host.app.ui, window_display_title=title,
                          object_id=ObjectID(object_id="#decision"))  # the theme gives it no close button
        if self._dialog_at is not None and self._dialog_at[0] is inp and self._dialog_at[2] == host.app.size:
            # where it stood: its outer corner (a window is made that much bigger than asked, by its shadow)
            window.set_position(pygame.Rect(self._dialog_at[1], window.rect.size).clamp(board).topleft)
        self._dialog = window
        self._widgets.append(host.keep(window))
        for i, line in enumerate(shape.prompt):
            label = UILabel(pygame.Rect(14, 10 + 22 * i, shape.inner, 22), line, host.app.ui, container=window,
                            object_id=ObjectID(object_id="#prompt"))
            self._widgets.append(host.keep(label))
        rects = [pygame.Rect(14 + i % shape.columns * (shape.col_w + BUTTON_GAP),
                             shape.top + i // shape.columns * (BUTTON_H + BUTTON_GAP), shape.col_w, BUTTON_H)
                 for i in range(len(choices))]
        buttons = self._choice_buttons(rects, choices, "#choice", container=window)
        for button, choice in zip(buttons, choices, strict=True):
            cut_at_a_word(button, choice.label)
        self._widgets.extend(buttons)

    # --- drawing -------------------------------------------------------------------------------------------
    def _held_card(self, inp: DecisionInput) -> Card | None:
        """What the player answering the dialog holds in secret; read once a decision, as it cannot change
        while the decision waits."""
        if self._held[0] is not inp:
            host = self.host
            player = inp.decision.player
            held = host.game.ruleset.holdings(host.game, player)
            self._held = (inp, Card("Only you see this", held, host.side_colour(player)) if held else None)
        return self._held[1]

    def _reading(self) -> bool:
        """Whether the pointer is on the decision's cards: one cut short for want of room is then drawn whole,
        the log folded away under it while the pointer stays."""
        return self._cards_at.collidepoint(self._pointer)

    @staticmethod
    def _cards_bottom(events: EventsPanel, y: int, wanted: int, under: int) -> int:
        """Where the decision's cards from ``y`` (``wanted`` pixels high) must end: above the log, and above what
        goes under them (``under`` pixels wanted), which gets the room the cards leave, but at least a line (the
        round track's first; the log under it has the rest). The cards speak of the choice being made (how far a
        move goes, where it stops short), so they come first; one that does not fit is cut at a line."""
        end = events.top - 28
        return end - min(under, max(UNDER_LEAST, end - y - wanted))

    def draw(self, surface: pygame.Surface, side: pygame.Rect, events: EventsPanel,
             under: Callable[[int], int] = lambda _y: 0) -> int:
        """The middle of the side panel: the decision being taken, in words; the log below makes room for it and
        for what goes under it (``under(y)``: the pixels that part wants when it starts at ``y``). Returns the y
        below the decision's words."""
        host = self.host
        inp = self.input
        top = side.y + DECISION_TOP
        reading, self._cards_at = self._reading(), pygame.Rect(0, 0, 0, 0)
        if inp is not None and self._over_board:  # the buttons are over the board: what helps choose
            cards = [c for c in (self._held_card(inp), inp.card()) if c is not None]
            if not cards:
                events.fit(side, top + under(top) + 28)
                return top
            y = start = heading(surface, (side.x + PAD, top), "Decision")
            end = y + sum(card_height(side, c) + 10 for c in cards)
            events.fit(side, end + under(end) + 18, give_way=reading)
            bottom = self._cards_bottom(events, y, end - y, under(end))
            for each in cards:
                y = draw_card(surface, side, y, each, bottom=bottom)
            self._cards_at = pygame.Rect(side.x, start, side.w, y - start)
            return y
        if inp is not None:
            heading(surface, (side.x + PAD, top), "Decision")
            draw_prompt(surface, side, top + 20, inp.decision.prompt)
            card = inp.card()
            end = self._card_y if card is None else self._card_y + card_height(side, card) + 10
            events.fit(side, end + under(end) + (22 if card is None else 18),
                       give_way=inp.pointed is not None or reading)
            if card is None:
                return self._card_y
            bottom = self._cards_bottom(events, self._card_y, end - self._card_y, under(end))
            rules_shown = self._show_rule_buttons(card)
            y = draw_card(surface, side, self._card_y, card, bottom=bottom, beside=self._beside if rules_shown else 0)
            self._cards_at = pygame.Rect(side.x, self._card_y, side.w, y - self._card_y)
            return y
        decision = host.game.pending
        if decision is None:
            events.fit(side, top + under(top) + 28)
            return top
        # the AI's decision (or the drill's), in words unless it is secret, over its pause buttons
        heading(surface, (side.x + PAD, top), "Decision")
        y = draw_prompt(surface, side, top + 20, self._watched_prompt())
        if host.turns.pausable():
            y += BUTTON_H + BUTTON_GAP + 4
        progress = host.seats.progress(host.game)
        name = host.side_name(decision.player)
        thought, paused = host.seats.thought_out(host.game), host.turns.holding()
        if thought and paused:
            doing = f"{does(name, 'has', 'have')} chosen"
        else:
            doing = f"{does(name, 'is', 'are')} {'choosing…' if thought else f'thinking… {progress:.0%}'}"
        card = Card(doing + (" · paused" if paused else ""), (), TEXT_DIM)
        end = y + card_height(side, card) + 10  # a long name's title takes two lines: the log makes room for both
        events.fit(side, end + under(end) + 18)
        return draw_card(surface, side, y, card, bottom=events.top - 28)


def button_rows(count: int, columns: int, wide: Collection[int] = ()) -> list[list[int]]:
    """``count`` buttons in reading order, ``columns`` a row, but each of ``wide`` on a row of its own; a button
    left alone on a row takes the whole row."""
    rows: list[list[int]] = []
    for i in range(count):
        if not rows or len(rows[-1]) == columns or i in wide or rows[-1][0] in wide:
            rows.append([i])
        else:
            rows[-1].append(i)
    return rows


@dataclass(frozen=True)
class Shape:
    """A decision window's make-up at one width: its prompt's lines, its columns of buttons, its size."""

    prompt: tuple[str, ...]
    columns: int
    width: int
    rows: int
    whole: bool = True  # nothing of its words is left out or too wide

    @property
    def inner(self) -> int:
        return self.width - 2 * 14 - 4

    @property
    def col_w(self) -> int:
        return (self.inner - (self.columns - 1) * BUTTON_GAP) // self.columns

    @property
    def top(self) -> int:
        """Where the buttons start inside the window."""
        return 10 + 22 * len(self.prompt) + 8

    @property
    def size(self) -> tuple[int, int]:
        return self.width, 30 + self.top + self.rows * (BUTTON_H + BUTTON_GAP) + 12


def cut_at_a_word(button: UIButton, label: str) -> None:
    """The last resort for a button still too narrow for its words: cut at a word, never inside one, the
    whole in its tooltip (Cień's 27 declarations in contact: no window held "Selektywny Atak vs Bjarni +
    Precyzyjne" whole and left her in view, and it read "… + Precy", with no tooltip)."""
    if overflow(button) > 0:
        button.set_text(printable(at_a_word(button.text, lambda words: overflow(button, words) <= 0)))
    tip, whole_label = button.tool_tip_text or "", html.escape(label, quote=False)
    if button.text.split(KEY_GAP)[0] != printable(label) and not tip.startswith((label, whole_label)):  # over a gloss
        whole = f"{whole_label}<br>{tip}" if tip else label
        button.set_tooltip(whole, wrap_width=TIP_WIDTH if tip else None)


def dialog_shapes(prompt: str, labels: list[str], board: pygame.Rect) -> list[Shape]:
    """The window's shapes to choose from: those of the usual widths (the widest first) that hold every label
    whole, then two to four buttons in two columns, half as tall (taken where they hide fewer figures: at 960×600
    Grok's four choices in a column hid Sir Roland wherever they stood); where none does (Bjarni's "Utrzymanie na
    dystans vs Sir Roland   [5]" was cut at 1366×768), those that do among wider ones (as narrow as will do
    first), two columns a row up to the board's width, then one; and the usual ones as they are, the last resort
    where each whole one would hide the figure in question."""
    shapes = [dialog_shape(prompt, labels, width) for width in DIALOG_WIDTHS]
    if any(shape.whole for shape in shapes):
        paired = [dialog_shape(prompt, labels, width, columns=2) for width in DIALOG_WIDTHS] \
            if 1 < len(labels) <= 4 else []
        return [shape for shape in (*shapes, *paired) if shape.whole]
    room = board.w - 24
    wider = [dialog_shape(prompt, labels, width) for width in range(DIALOG_WIDTHS[0] + 40, room + 1, 40)]
    single = [dialog_shape(prompt, labels, width, columns=1) for width in (*DIALOG_WIDTHS[::-1], room)]
    return [shape for shape in (*wider, *single) if shape.whole and shape.size[1] <= board.h - 24] + shapes


def dialog_shape(prompt: str, labels: list[str], width: int, columns: int | None = None) -> Shape:
    """The window at ``width`` (two columns of buttons for more than four, unless ``columns`` says): whole when
    its prompt takes at most three lines (it shows no more) and each button's words fit the button (its key may
    give way: the tooltip and the number keys have it)."""
    columns = columns or (2 if len(labels) > 4 else 1)
    shape = Shape((), columns, width, -(-len(labels) // columns))
    lines = wrap(prompt, 14, shape.inner - 8)
    whole = len(lines) <= 3 and all(font(14).size(label)[0] + 24 <= shape.col_w for label in labels)
    shown = first_lines(lines, 3, lambda words: font(14).size(words)[0] <= shape.inner - 8)  # it ended mid-list
    return Shape(shown, columns, width, shape.rows, whole)


def hidden(rect: pygame.Rect, tiers: list[list[pygame.Rect]]) -> tuple[int, ...]:
    """How many of each list of figures' places ``rect`` hides."""
    return tuple(len(rect.collidelistall(figures)) for figures in tiers)


def hidden_area(rect: pygame.Rect, tiers: list[list[pygame.Rect]]) -> tuple[int, ...]:
    """How much of each list of figures' places ``rect`` hides, in pixels."""
    return tuple(covered_area(rect, figures) for figures in tiers)


def clear_spot(size: tuple[int, int], board: pygame.Rect, *hidden_least: list[pygame.Rect]) -> pygame.Rect:
    """Where a window of ``size`` goes over ``board``: at the bottom in the middle unless a corner or a side hides
    fewer of the figures in ``hidden_least`` (lists of their places, the figures least to hide first: the base of
    the one the decision is about, then with its name, the bases of those it lights up and of the others, where a
    move's figure may go, then their names), or anywhere along the bottom or the top edge; of spots that hide as
    many, the one that hides the least of them. The top's middle comes after the corners and the sides: the dice
    are thrown there."""
    area = pygame.Rect(board.x + 12, board.y + 12, board.w - 24, board.h - 62)  # above the hint strip
    spot = pygame.Rect((0, 0), size)
    spots = []
    for anchor in ("midbottom", "bottomleft", "bottomright", "topleft", "topright", "midleft", "midright", "midtop"):
        setattr(spot, anchor, getattr(area, anchor))
        spots.append(spot.clamp(board))
    for x in range(area.left, area.right - spot.w, 40):  # then along the bottom and the top edges
        spots += [pygame.Rect((x, area.bottom - spot.h), size).clamp(board), pygame.Rect((x, area.top), size)
                  .clamp(board)]
    tiers = list(hidden_least)
    return min(spots, key=lambda r: (hidden(r, tiers), hidden_area(r, tiers)))
