"""manoeuvres played in the window: the declaration dialog with the exact odds of each choice, off the figure it
asks about (lit up), the box of who has declared what and the moment track in the side panel, and each attack's
breakdown in the event log."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest
import yaml
from pygame_gui.elements import UIButton

from game.ui import round_track
from game.ui.app import App
from game.ui.event_log import log_top
from game.ui.panels import PAD, layout
from game.ui.round_track import LEAST, SIZE, Row, condensed, full, rows, tight
from game.ui.screens.play import PlayScreen
from game.ui.style import font
from game.ui.text_fit import overflow
from tests.ui.ink import written
from tests.ui.pilot import Pilot

ROOT = Path(__file__).resolve().parents[2]


def unscripted(tmp_path: Path, drill: str) -> Path:
    source = ROOT / "scenarios" / "drills" / "manoeuvres" / drill
    data = yaml.safe_load(source.read_text(encoding="utf-8"))
    del data["script"], data["expect"]
    data["map"] = str((source.parent / data["map"]).resolve())
    path = tmp_path / source.name
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return path


def words(game) -> list[str]:
    return [row.words for row in rows(game)]


def fight_round(pilot, *declarations: str, watch: bool = False) -> None:
    """The declarations left are made, both sides keep them, and the round is fought; ``watch``: returns a frame
    after the last keep, while the round's dice are still thrown."""
    for label in (*declarations, "Keep the declarations"):
        pilot.press(label)
    pilot.press("Keep the declarations", frames=1 if watch else 2)
    if not watch:
        pilot.wait(2)


def test_a_round_declared_in_the_window_shows_the_odds_the_declarations_and_the_moments(pilot, tmp_path):
    play = pilot.open(unscripted(tmp_path, "ofensywa.yaml"))
    assert isinstance(play, PlayScreen) and play.game.pending.kind == "declare"
    card = play.input.card()
    ofensywa = next(line for line in card.lines if line.startswith("Ofensywa vs Bjarni"))
    assert "hit 65.0 %" in ofensywa and "critical hit 5.0 %" in ofensywa  # k20 <= 13, and a 1
    assert words(play.game)[1] == "Sir Roland · Ini 30: not declared yet"
    assert play.game.pending.prompt == "Sir Roland: declare a battle action"  # it read "Sir Roland: declare"
    pilot.press("Ofensywa vs Bjarni")
    assert words(play.game)[1] == "Sir Roland · Ini 30: Ofensywa vs Bjarni"
    assert "declared so far: Sir Roland: Ofensywa vs Bjarni" in play.game.pending.prompt
    fight_round(pilot, "Attack vs Sir Roland")
    assert play.game.state.round == 2
    shown = words(play.game)
    assert "Attack moments (last round)" in shown
    assert any(w.startswith(" 30  Sir Roland #1") for w in shown)
    briefs = [row.brief for row in rows(play.game) if row.bar >= 0]  # as a short panel flows them
    assert "Sir Roland at 30" in briefs and not any("#1" in b for b in briefs)  # a second attack says "(#2)"
    flowed = [piece for line in tight(tuple(rows(play.game)), 340) for piece in line.pieces]
    dated = [piece.words for piece in flowed].index("Last round:")  # the heading gone, the date kept
    assert all(piece.dim for piece in flowed[dated + 1:]) and flowed[dated + 1].words == "Sir Roland at 30"
    attack = next(e for e in play.game.log if e.kind == "attack")
    assert "S 9: S 5, Ofensywa (tier 2) +4" in attack.text and "multiplier 3: Longsword 2, Ofensywa +1" in attack.text
    assert play.game.state.figures["warrior"].status.wounds == ["medium"]


def test_a_lost_attack_says_so_where_the_last_rounds_moments_are_said_briefly(pilot, tmp_path):
    play = pilot.open(unscripted(tmp_path, "wyluskanie.yaml"))  # the knight knocks the axe away at 30
    fight_round(pilot, "Wyłuskanie vs Bjarni", "Attack vs Sir Roland")
    briefs = [row.brief for row in rows(play.game) if row.bar >= 0]
    assert briefs[:2] == ["Sir Roland at 30", "Sir Roland at 25 (#2, lost)"]  # all dimmed, as history is


@pytest.fixture(params=[(960, 600), (1280, 672)], ids=lambda s: f"{s[0]}x{s[1]}")
def sized(request):
    app = App(request.param)  # the smallest window, and the one a 1366×768 laptop opens
    yield Pilot(app)
    app.close()


def test_the_odds_of_each_choice_leave_out_the_workings_every_choice_shares(pilot, tmp_path):
    """Each line once began "First attack on Bjarni: Atak 10: Atak 9, Longsword +1 against Obrona 7: …", alike for
    every declaration, so that the card held three of the eight before it was cut: now the label and the odds."""
    play = pilot.open(unscripted(tmp_path, "ofensywa.yaml"))
    lines = play.input.card().lines
    attack = next(line for line in lines if line.startswith("Attack vs Bjarni"))
    assert attack.startswith("Attack vs Bjarni — hit 65.0 %, critical hit 5.0 %")
    assert not [line for line in lines if "against Obrona" in line or "First attack" in line]
    pilot.hover(pilot.button("Attack vs Bjarni").rect.center)  # the one pointed at has them, with its bars
    assert play.input.card().lines[0].startswith("First attack on Bjarni: Atak 10")


def test_the_round_track_is_in_the_side_panel_clear_of_the_board_the_log_and_the_buttons(sized):
    pilot = sized
    play = pilot.open(ROOT / "scenarios" / "manoeuvres-fen-melee.yaml")
    _top, board, side = layout(pilot.app.size)
    seen = set()
    while play.game.state.round < 3 and play.game.pending is not None:
        found = tuple(rows(play.game))  # the words of the track's lines, in full or condensed
        said = {piece.words for way in (full, condensed, tight) for line in way(found, side.w - 2 * PAD)
                for piece in line.pieces}
        inks = [ink for ink in written(pilot.app) if ink.words in said]
        assert all(side.contains(ink.rect) for ink in inks), "the track's words are not in the side panel"
        track = play.track.rect
        if play.game.pending.kind in ("declare", "change"):  # a path's card may leave it no room in a short window
            assert inks and track is not None
        if track is not None:
            assert side.contains(track) and not track.colliderect(board)
            assert not track.colliderect(play.events.log.box.rect)
            if play.events.top > log_top(side):  # the log made room: none of it is left empty above the log
                assert play.events.top - 28 - track.bottom < round_track.ROW, "room taken from the log, unused"
            buttons = [b for b in pilot.app.ui.get_sprite_group().sprites() if isinstance(b, UIButton) and b.visible]
            assert not [b.text for b in buttons if b.rect.colliderect(track)]
        seen |= {ink.words.split(":")[0].split(" (")[0] for ink in inks}
        play.answer_with_ai()
        pilot.wait(3)
    assert {"Round 1", "Round 2", "Attack moments"} <= seen  # the declarations and the attack order were shown


def test_the_declaring_figure_is_lit_and_the_dialog_leaves_it_in_view(sized):
    pilot = sized
    play = pilot.open(ROOT / "scenarios" / "manoeuvres-fen-melee.yaml")
    declared = []
    while play.game.state.round == 1 and play.game.pending.kind == "declare":
        figure = play.game.pending.context["figure"]
        lit = {look.id for look in play.figures.looks() if look.can_act}
        assert lit == {figure}
        base = play.game.state.table.bases[figure]
        x, y = pilot.figure(figure)
        r = base.radius * play.board.camera.scale
        (dialog,) = play.decisions.covering()
        assert not dialog.colliderect(pygame.Rect(x - r, y - r, 2 * r, 2 * r)), f"the dialog hides {figure}"
        declared.append(figure)
        pilot.press("Hold")
    assert len(declared) == 6


def test_the_dice_are_thrown_clear_of_a_dialog_dragged_over_their_place(pilot, tmp_path):
    """The dice tray sits in the middle of the board's top; a decision's window there (placed or dragged) pushes
    it aside, so the throw is never hidden."""
    play = pilot.open(unscripted(tmp_path, "ofensywa.yaml"))
    fight_round(pilot, "Ofensywa vs Bjarni", "Attack vs Sir Roland", watch=True)
    pilot.until(lambda: play.game.state.round == 2 and play.decisions.covering())
    _top, board, _side = layout(pilot.app.size)
    window = play.decisions._dialog
    assert window is not None
    # where a drag of its title bar would put it (pygame_gui follows the system cursor, which the dummy driver
    # does not move)
    window.set_position((board.centerx - window.rect.w // 2, board.top + 12))
    pilot.wait(1)
    (dialog,) = play.decisions.covering()
    tray = play.events.dice.rect
    assert play.events.dice.throws and tray is not None
    assert dialog.collidepoint(board.centerx, board.top + 40)  # the window is where the tray would go
    assert not tray.colliderect(dialog) and board.contains(tray)


def test_a_k20_is_thrown_as_a_numbered_die_not_as_a_d6(pilot, tmp_path):
    """The attack's k20 and wound die land on numbered faces marked with their size: a k20 showing 6 drawn with
    six pips read as a d6."""
    play = pilot.open(unscripted(tmp_path, "ofensywa.yaml"))
    fight_round(pilot, "Ofensywa vs Bjarni", "Attack vs Sir Roland", watch=True)
    pilot.until(lambda: any("attacks" in t.label for t in play.events.dice.throws))
    throw = next(t for t in play.events.dice.throws if "attacks" in t.label)
    assert throw.sides == ([20, 8] if len(throw.values) == 2 else [20])  # a miss rolls no wound die; a longsword k8
    tray = play.events.dice
    pips, numbered = tray._face(6, 6), tray._face(6, 20)
    assert pygame.image.tobytes(pips, "RGBA") != pygame.image.tobytes(numbered, "RGBA")
    assert tray._face(6, 20) is numbered  # drawn once, then kept


def test_the_number_keys_pick_a_dialogs_options_by_place_also_where_one_has_a_letter(pilot, tmp_path):
    play = pilot.open(unscripted(tmp_path, "ofensywa.yaml"))
    pilot.press("Ofensywa vs Bjarni")
    pilot.press("Attack vs Sir Roland")
    first = play.game.pending
    assert first.kind == "change" and first.options[0].hotkey == "k" and len(first.options) < 5
    pilot.type("5")  # no fifth option: nothing happens
    assert play.game.pending is first
    pilot.type("1")  # the first, "Keep the declarations [K]": the other side's turn to keep or change
    assert play.game.pending.kind == "change" and play.game.pending.player != first.player
    pilot.type("1")
    pilot.wait(2)
    assert play.game.state.round == 2


def test_where_options_are_numbered_by_their_own_keys_a_number_past_them_picks_nothing(pilot, tmp_path):
    play = pilot.open(unscripted(tmp_path, "defensywa.yaml"))
    pilot.press("Defensywa vs Bjarni")
    pilot.press("Attack vs Sir Roland")
    pilot.type("1")
    pilot.type("1")
    pilot.wait(2)
    asked = play.game.pending
    assert asked.kind == "give_up" and [o.hotkey for o in asked.options] == ["0", "1", "2"]
    pilot.type("3")  # not the third option ("Give up 2 attacks [2]"): no option says 3
    assert play.game.pending is asked
    pilot.type("1")
    given = [e.text for e in play.game.log if e.kind == "give_up"]
    assert play.game.pending is not asked and given == ["Sir Roland gives up its first 1 attack: Obrona +1."]


def first_move_past_its_allowance(pilot: Pilot) -> PlayScreen:
    """The fen melee with every fighter declaring Move, the first to move pointed 10" on, past its 7 m."""
    play = pilot.open(ROOT / "scenarios" / "manoeuvres-fen-melee.yaml")
    while play.game.pending.kind == "declare":
        pilot.press("Move")
    pilot.press("Keep the declarations")
    pilot.press("Keep the declarations")
    pilot.wait(3)
    assert play.game.pending.kind == "path"
    x, y = play.game.state.table.bases[play.game.pending.context["figure"]].pos
    pilot.hover(pilot.at((x + 10, y + 3)), frames=2)
    return play


def test_a_moves_length_is_told_in_metres_as_the_game_counts_it(pilot):
    """Manoeuvres counts metres (the fen: a metre to the inch): the move's card and the readout by its ghost say
    so, not inches, and where the ground cost more than its length the card says why the allowance ran out."""
    play = first_move_past_its_allowance(pilot)
    card = play.input.card()
    assert card is not None and re.match(r"\d+\.\d m of 7 m", card.lines[0]), card
    assert any(re.fullmatch(r"\d+\.\d / 7 m", ink.words) for ink in written(pilot.app))
    assert not [ink.words for ink in written(pilot.app) if re.search(r"\d in\b", ink.words)]


def test_a_moves_card_is_read_whole_over_the_round_track_which_keeps_a_line():
    """At 1366×768 a move that stops short said only its length: the track kept half the room (the smallest
    window, 960×600, has room for the track's line or the card's title, and keeps the line)."""
    app = App((1280, 672))
    pilot = Pilot(app)
    play = first_move_past_its_allowance(pilot)
    card = play.input.card()
    assert card is not None and any(line.startswith("Stops short") for line in card.lines), card
    inks = written(app)
    shown = {ink.words for ink in inks}
    assert set(card.lines) <= shown, (card.lines, shown)
    assert not [ink.words for ink in inks if ink.cut]
    assert play.track.rect is not None and any(": Move" in words for words in shown), shown  # the track keeps a line
    app.close()


def test_the_declaring_fighter_says_why_it_may_not_charge(pilot):
    """Grok, out of reach, was offered Defensywa, Move and Hold in a dialog with no word of why not Szarża."""
    play = pilot.open(ROOT / "scenarios" / "manoeuvres-fen-melee.yaml")
    assert play.game.pending.kind == "declare" and play.game.pending.context["figure"] == "orc"  # Grok
    card = play.input.card()
    assert card is not None and card.title == "Not now"
    assert any(line.startswith("Szarża: the way to Cień crosses Fen (marsh)") for line in card.lines)  # the nearest
    assert any(line.startswith("Roztrącenie pushes through") for line in card.lines)  # it names itself once
    drawn = [ink.words for ink in written(pilot.app)]
    assert "Not now" in drawn and any(words.startswith("Szarża: ") for words in drawn)


def test_a_track_of_one_line_counts_the_declarations_it_has_no_room_for():
    """With the odds of a sniper's eighteen choices above it, the track kept "Grok: Move · Gerwazy: Defensywa"
    and dropped Ewa's and Wilga's declarations without a word."""
    pygame.font.init()
    found = tuple(Row(f"x{i}", "a", brief=f"Fighter {i}: Defensywa") for i in range(4))
    line, = round_track.layout(found, 340, LEAST)
    words = [piece.words for piece in line.pieces]
    assert words[-1] == f"+{4 - (len(words) - 1)} more" and 1 <= len(words) - 1 < 4
    assert words[:-1] == [f"Fighter {i}: Defensywa" for i in range(len(words) - 1)]
    alone = round_track.layout(found[:1], 340, LEAST)  # all of it fits: no count
    assert [piece.words for line in alone for piece in line.pieces] == ["x0"]


def test_a_track_of_one_line_ends_a_declaration_too_long_for_it_with_an_ellipsis_not_midway():
    """It read "Sir Roland: Potężne uderzenie vs  +6 more": the first line of the declaration wrapped, the rest of it
    counted with the others."""
    pygame.font.init()
    found = (Row("a", "a", brief="Sir Roland: Potężne uderzenie vs Bjarni"), Row("b", "b", brief="Bjarni: —"),
             Row("c", "a", bar=0.5, brief="Sir Roland at 15"))
    line, = round_track.layout(found, 240, LEAST)
    words = [piece.words for piece in line.pieces]
    assert words == [words[0], "+2 more"] and words[0].startswith("Sir Roland: ") and words[0].endswith(" …")
    assert line.pieces[-1].x + font(SIZE).size(words[-1])[0] <= 240 - 2 * round_track.PAD
    short = (Row("a", "a", brief="Jan: Hold"), Row("c", "a", bar=0.5, brief="Jan at 4"))  # two lines when flowed
    assert [piece.words for piece in round_track.layout(short, 240, LEAST)[0].pieces] == ["Jan: Hold", "Jan at 4"]


@pytest.mark.parametrize("size", [(1366, 768), (1280, 672), (960, 600)])
def test_a_dialog_of_long_labels_widens_until_each_is_whole_and_the_drills_card_keeps_clear(size):
    """After the kontra drill's script, Bjarni in contact has twelve declarations; at 1366×768 the 480-pixel
    dialog cut "Utrzymanie na dystans vs Sir Roland   [5]" to "… vs Sir Rola". At 1280×672 the wider window then
    hid the title of the drill's checks."""
    app = App(size)
    try:
        pilot = Pilot(app)
        play = pilot.open(ROOT / "scenarios" / "drills" / "manoeuvres" / "kontra.yaml")
        pilot.until(lambda: play.game.pending is not None and play.game.state.round == 3
                    and play.decisions.option_buttons != [])
        labels = [button.text for button, _option in play.decisions.option_buttons]
        assert any(label.startswith("Utrzymanie na dystans vs Sir Roland") for label in labels)
        assert all(overflow(button) <= 0 for button, _option in play.decisions.option_buttons)
        _top, board, _side = layout(app.size)
        (window,) = play.decisions.covering()
        pilot.wait(1)
        assert board.inflate(16, 16).contains(window)  # the window's shadow aside
        if size != (960, 600):  # there the one-column window leaves no corner of the board wide enough
            assert play.drill_card is not None and not play.drill_card.colliderect(window)
    finally:
        app.close()


def test_a_resized_window_places_the_dialog_again_where_a_drag_kept_it_before(pilot):
    """The decision's window stays where it stood (or was dragged) while its decision is open; but once the
    window is resized the board beneath is drawn again at another scale, and the old place hid Sir Roland."""
    play = pilot.open(ROOT / "scenarios" / "manoeuvres-fen-melee.yaml")
    (dialog,) = play.decisions.covering()
    there = (dialog.x + 40, dialog.y + 20)
    play.decisions._dialog.set_position(there)  # as a drag of its title bar would
    pilot.wait(1)
    pilot.click(pilot.figure("orc"))  # the buttons are made again: the window stays where it was dragged
    (dragged,) = play.decisions.covering()
    assert dragged.topleft == there
    pilot.click(pilot.figure("warrior"))  # and again: not a pixel further (it crept 6 up and 6 left each time)
    (dragged,) = play.decisions.covering()
    assert dragged.topleft == there
    pilot.app.run_frames(2, [pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080)])
    (dialog,) = play.decisions.covering()
    bases = play.figures.footprints(room=0)
    assert not dialog.collidelistall(list(bases.values())), "the dialog hides a figure"


def test_the_wheel_over_the_decisions_window_does_not_zoom_the_board_beneath(pilot):
    play = pilot.open(ROOT / "scenarios" / "manoeuvres-fen-melee.yaml")
    camera = play.board.camera
    (dialog,) = play.decisions.covering()
    scale = camera.scale
    pilot.wheel(dialog.center, 3)
    assert camera.scale == scale
    pilot.wheel(pilot.figure("orc"), 1)  # over the board, it zooms
    assert camera.scale > scale


def test_a_double_click_declares_for_one_fighter_not_the_next_one_too(pilot):
    """Bjarni and Marta declare one after the other, both of the East, in a window whose "Hold" stands in the same
    place: a double click on it is one declaration."""
    play = pilot.open(ROOT / "scenarios" / "manoeuvres-fen-melee.yaml")
    while play.game.pending.context.get("figure") != "warrior":  # Bjarni's turn to declare
        assert play.answer_with_ai()
        pilot.wait(2)
    hold = pilot.button("Hold").rect.center
    pilot.double_click(hold)
    assert play.game.pending.context.get("figure") == "hunter"  # Marta's declaration still waits
    assert pilot.button("Hold").rect.center == hold
    pilot.click(hold, frames=2)
    assert play.game.pending.context.get("figure") != "hunter"


def test_a_long_fighters_name_wraps_in_the_round_track_and_a_long_question_ends_in_an_ellipsis():
    """"Sir Reginald Fortescue-Wyndham of Castle Greymoor: Hold" ran off the side panel in the track's short
    forms, and a declaration window's question stopped after three lines mid-list, without a sign."""
    from game.ui.decision_panel import dialog_shape
    from game.ui.round_track import PAD as TRACK_PAD
    from game.ui.round_track import SIZE, tight
    from game.ui.style import font

    pygame.font.init()
    long = Row("Sir Reginald Fortescue-Wyndham of Castle Greymoor: Hold", "west",
               brief="Sir Reginald Fortescue-Wyndham of Castle Greymoor: Hold")
    found = (Row("Grok: Hold", "east", brief="Grok: Hold"), long, Row("Jan: Move", "west", brief="Jan: Move"))
    lines = tight(found, 300)
    said = " ".join(piece.words for line in lines for piece in line.pieces)
    assert "Sir Reginald" in said and said.endswith("Jan: Move") and "Hold" in said  # every word, on its lines
    for line in lines:
        for piece in line.pieces:
            assert piece.x + font(SIZE).size(piece.words)[0] <= 300 - 2 * TRACK_PAD
    prompt = "Bartholomew: declare a battle action — declared so far: " + "; ".join(
        f"Fighter number {n} of the long company: Hold" for n in range(8))
    shape = dialog_shape(prompt, [], 340)
    assert len(shape.prompt) == 3 and shape.prompt[-1].endswith(" …") and not shape.whole


def test_a_figure_under_the_decisions_window_is_not_pointed_at_through_it(pilot):
    """The window hides the board beneath: the pointer over it rings no figure and names no table point."""
    play = pilot.open(ROOT / "scenarios" / "manoeuvres-fen-melee.yaml")
    orc = pilot.figure("orc")
    pilot.hover(orc)
    assert play.hovered == "orc" and play.board.point() is not None
    (dialog,) = play.decisions.covering()
    play.decisions._dialog.set_position((orc[0] - dialog.width // 2, orc[1] - dialog.height // 2))  # dragged there
    pilot.wait(1)
    pilot.hover((orc[0] + 1, orc[1]))
    assert play.decisions.covering()[0].collidepoint(orc)
    assert play.hovered is None and play.board.point() is None


def test_of_spots_that_hide_a_figure_each_the_window_takes_the_one_that_hides_least_of_it():
    """At 960×600 every spot of Grok's declaration window touches a base; it stood over most of Sir Roland's,
    where along the top it grazes Cień's (its shadow, a third of the square round the base)."""
    pilot = Pilot(App((960, 600)))
    play = pilot.open(ROOT / "scenarios" / "manoeuvres-fen-melee.yaml")
    assert play.game.pending.context.get("figure") == "orc"
    (dialog,) = play.decisions.covering()
    bases = play.figures.footprints(room=0)
    for figure, base in bases.items():
        clip = dialog.clip(base)
        assert clip.w * clip.h < base.w * base.h / 2, f"the window hides much of {figure}"
    pilot.app.close()


def test_a_throw_beside_a_window_over_most_of_the_boards_width_is_narrowed_to_the_room_left():
    """At 960×600 Bjarni's eleven declarations take a window over most of the board's width: the dice of the
    drill's last throw went under it, their tray empty to the eye."""
    pilot = Pilot(App((960, 600)))
    play = pilot.open(ROOT / "scenarios" / "drills" / "manoeuvres" / "utrzymanie-na-dystans.yaml")
    pilot.until(lambda: play.session.script is None and play.decisions.covering() and play.events.dice.throws)
    pilot.wait(1)
    (dialog,) = play.decisions.covering()
    tray = play.events.dice.rect
    _top, board, _side = layout(pilot.app.size)
    assert tray is not None and not tray.colliderect(dialog) and board.contains(tray)
    pilot.app.close()


def test_the_moment_track_names_an_attacks_special_action_in_words_not_by_its_id(pilot, tmp_path):
    """The track read "28  Jan #1 [mocny_strzal]": the rules' id where the dialog had said "Power shot"."""
    play = pilot.open(unscripted(tmp_path, "precyzyjne-uderzenie.yaml"))
    fight_round(pilot, "Attack vs Cień", "Ofensywa vs Bjarni + Precyzyjne")
    special = [w for w in words(play.game) if "Cień #" in w and "(" in w]
    assert special == [" 43  Cień #1 (Precyzyjne uderzenie −4)"]  # its delay named too
    assert not [w for w in words(play.game) if "precyzyjne" in w or "[" in w]


def test_the_fighter_declaring_is_in_hand_and_a_measuring_tool_measures_from_it(pilot, tmp_path):
    """The ruler (M) in a declaration asked "Select a figure" though the dialog was about Sir Roland, lit on the
    board; a click on him was the only way, Tab picks nothing in a dialog. He is in hand now, his card beside
    the question (the side panel had none: its stats unread while declaring), and the ruler measures from him."""
    play = pilot.open(unscripted(tmp_path, "ofensywa.yaml"))
    assert play.selected == "knight" and play.game.pending.context["figure"] == "knight"
    play.select(None)  # let go (Esc): the ruler still knows whom the question is about
    pilot.type("m")
    assert play.tools.ruler and play.selected == "knight"
    assert "Select a figure: the tool measures from it" not in pilot.app.dialogs.toasts


def test_the_card_shows_the_figure_pointed_at_over_the_one_declaring(pilot, tmp_path):
    """A player points at an enemy mid-decision to read it (its wounds in a melee whose crowd leaves its label
    no room for them): the card was the declaring fighter's whatever the pointer was on."""
    play = pilot.open(unscripted(tmp_path, "ofensywa.yaml"))
    pilot.click(pilot.figure("knight"))
    assert play.selected == "knight"
    pilot.hover(pilot.figure("warrior"))
    pilot.wait(1)
    drawn = [ink.words for ink in written(pilot.app)]
    assert "Bjarni" in drawn and any("(pointed at)" in words for words in drawn)
    pilot.hover((5, 5))
    pilot.wait(1)
    drawn = [ink.words for ink in written(pilot.app)]
    assert "Sir Roland" in drawn and not any("(pointed at)" in words for words in drawn)


def test_the_round_box_names_the_delay_a_one_attack_action_put_on_its_moment():
    """"16  Sir Roland #1 (Potężne uderzenie)": the 10 it took off the moment was said nowhere."""
    from tests.manoeuvres.kit import fig, game, round_with

    g = game([fig("k", "knight", 8, inicjatywa=30)], [fig("w", "warrior", 9)],
             dice={"d10": [5, 2, 3, 4], "d20": [20] * 4})
    round_with(g, {"k": {"action": "potezne", "target": "w"}, "w": {"action": "atak", "target": "k"}})
    assert any(row.words.endswith("Sir Roland #1 (Potężne uderzenie −10)") for row in rows(g)), \
        [row.words for row in rows(g)]


def test_where_one_declaration_alone_has_odds_its_card_names_it_and_does_not_stand_for_the_others(pilot):
    """At the duel's start only Szarża has odds: its card, titled "Sir Roland: Szarża", stood as the odds of every
    option, under the pointer at Defensywa too (a tester's find). Now a line names the option it is of."""
    play = pilot.open(ROOT / "scenarios" / "manoeuvres-duel.yaml")
    pilot.until(lambda: play.game.pending is not None and play.game.pending.kind == "declare")
    card = play.input.card()
    assert card.title == "The odds of each choice" and card.lines[0].startswith("Szarża vs Bjarni")
    pilot.hover(pilot.button("Defensywa").rect.center)
    assert play.input.card().title == "The odds of each choice"


def test_bare_hands_made_last_say_so_in_the_moments_where_a_higher_moment_stands_below_lower_ones(pilot, tmp_path):
    """A bare-handed blow at 32 was listed after a blow at 27 with nothing said, and read as the box unsorted (a
    tester's find): it says that bare hands made it last."""
    play = pilot.open(unscripted(tmp_path, "bez-broni.yaml"))  # the knight has lost his sword
    fight_round(pilot, "Attack vs Bjarni", "Attack vs Sir Roland")
    knight = [row for row in rows(play.game) if row.bar >= 0 and "Sir Roland" in row.words]
    assert knight and knight[0].words.endswith("(bare hands: made last)") and knight[0].brief.endswith("(last)")
