"""No text in the window is cut or runs out of its place: every screen and dialog of every ruleset, rendered at
the smallest window (960×600) and a large one (1920×1080), each decision also with the pointer on an option whose
odds the side panel then shows. A line shortened with an ellipsis, a line that runs out of its region (top bar,
board, side panel) or out of the window, a line under the event log or under a button (in the side panel, or on a
screen without a board: the launcher's side names beside their seat buttons), a button or label whose words are
wider than it, and a round track (manoeuvres) out of the side panel or under the log or a button all fail."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from pygame_gui.elements import UIButton, UILabel

from game.bench._big_map import write_big_map
from game.rules.scenario import load_scenario
from game.rules.state import Result
from game.ui.app import App
from game.ui.decision_panel import DECISION_TOP
from game.ui.panels import PAD, SHORTENED, Card, draw_card, draw_forces, fit, layout
from game.ui.screens.board_screen import BoardScreen
from game.ui.screens.game_over import GameOverScreen
from game.ui.screens.play import PlayScreen
from game.ui.style import font
from game.ui.text_fit import briefer, overflow, remark_items
from tests.ui.ink import Recorder, inked, written
from tests.ui.pilot import ROOT, Pilot, scenario_file

SIZES = [(960, 600), (1920, 1080)]
SCENARIOS = ["clix-duel", "clix-battle", "trench-no-mans-land", "arcane-glade", "arcane-glade-four",
             "drills/arcane/fireblast_bluff", "drills/arcane/combat_card_pick", "manoeuvres-fen-melee",
             "gamebook-ambush", "gamebook-siege"]


def problems(app: App) -> list[str]:
    """What does not fit on the window as it is now."""
    found = []
    window = pygame.Rect((0, 0), app.size)
    regions = list(layout(app.size)) if isinstance(app.screen, BoardScreen) else [window]
    log = getattr(getattr(app.screen, "events", None), "log", None)  # a board screen's event log
    shown = log is not None and log.box.visible
    buttons = [w for w in app.ui.get_sprite_group().sprites()
               if isinstance(w, UIButton) and w.visible and w.ui_container is app.ui.get_root_container()]
    covers = [(f"the button {b.text!r}", b.rect) for b in buttons]
    if shown:
        covers.append(("the event log", log.box.rect))
    for ink in written(app):
        if ink.cut:
            found.append(f"cut: {ink.words!r}")
        elif not window.contains(ink.rect):
            found.append(f"out of the window: {ink.words!r} at {ink.rect}")
        else:
            home = next((r for r in regions if r.collidepoint(ink.rect.topleft)), window)
            if not home.contains(ink.rect):
                found.append(f"out of its place {home}: {ink.words!r} at {ink.rect}")
            # a screen without a board (the launcher: a side's name beside its seat button), or the side panel;
            # not what lies veiled behind a card (the game-over card over the last position): the card hides it
            if not ink.behind and (home == window or (len(regions) == 3 and home == regions[2])):
                found.extend(f"under {name}: {ink.words!r} at {ink.rect}" for name, rect in covers
                             if rect.colliderect(ink.shown))
    track = getattr(getattr(app.screen, "track", None), "rect", None)  # the round track, where it was drawn
    if track is not None:
        if not layout(app.size)[2].contains(track):
            found.append(f"round track out of the side panel: {track}")
        if shown and track.colliderect(log.box.rect):
            found.append(f"round track over the event log: {track}")
        found.extend(f"over the round track: {b.text!r} at {b.rect}" for b in buttons if b.rect.colliderect(track))
    for widget in app.ui.get_sprite_group().sprites():
        if isinstance(widget, UIButton | UILabel) and widget.visible and overflow(widget) > 0:
            found.append(f"too narrow: {type(widget).__name__} {widget.text!r} ({overflow(widget)} px over)")
    if shown:
        found.extend(f"over the event log: {b.text!r} at {b.rect}" for b in buttons if b.rect.colliderect(log.box.rect))
    return found


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def sized(request):
    app = App(request.param)
    yield Pilot(app)
    app.close()


def look(pilot: Pilot, where: str, seen: list[str]) -> None:
    pilot.app.run_frames(2)
    seen.extend(f"{where}: {problem}" for problem in problems(pilot.app))


@pytest.mark.parametrize("name", SCENARIOS)
def test_every_screen_of_a_scenario_fits(sized, name):
    pilot, seen = sized, []
    path = ROOT / "scenarios" / f"{name}.yaml"
    pilot.open(path, start=False)
    look(pilot, "launcher", seen)
    pilot.key(pygame.K_RETURN, frames=3)
    pilot.app.take_the_seat()
    look(pilot, "start", seen)
    play = pilot.screen
    assert isinstance(play, PlayScreen)
    for _ in range(12):  # the first decisions, each as the window shows it, a figure in hand where one can act
        if play.game.pending is None or not isinstance(pilot.screen, PlayScreen):
            break
        if play.input is not None and not play.input.dialog:
            ready = [f for f in play.game.state.alive(play.game.pending.player) if play.input.can_act(f.id)]
            if ready:
                pilot.click(pilot.figure(ready[-1].id))
        look(pilot, f"decision {play.game.pending.kind}", seen)
        if play.input is not None:  # the odds of the first option that has them, the pointer on its button
            pointable = [(b, o) for b, o in play.decisions.option_buttons if play.input.odds(o.value) is not None]
            if pointable:
                pilot.hover(pointable[0][0].rect.center)
                assert play.input.pointed == pointable[0][1]
                look(pilot, f"decision {play.game.pending.kind}, pointing at {pointable[0][1].label!r}", seen)
                pilot.hover((0, 0))
        if play.input is not None:  # a human's decision, answered as the AI would; the AI answers its own
            play.answer_with_ai()
        pilot.app.run_frames(3)
        pilot.app.take_the_seat()
    pilot.key(pygame.K_F1)
    look(pilot, "help", seen)
    pilot.key(pygame.K_F1)
    pilot.key(pygame.K_r, mod=pygame.KMOD_CTRL, frames=2)
    look(pilot, "replay", seen)
    assert not seen, "\n".join(seen)


def test_the_end_and_the_map_screens_fit(sized):
    pilot, seen = sized, []
    play = pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
    while play.game.pending is not None:
        play.answer_with_ai()
    pilot.until(lambda: isinstance(pilot.screen, GameOverScreen))  # once the last moves and dice are shown
    look(pilot, "game over", seen)
    # the last position is veiled behind the card (its labels, where a button stands over them, are not clashes)
    ink = written(pilot.app)
    assert any(i.behind and i.words.startswith("TURN ") for i in ink)
    assert any(not i.behind and i.words == "GAME OVER" for i in ink)
    assert any(not i.behind and i.words == "points of enemy figures eliminated" for i in ink)  # what the scores are
    pilot.open(ROOT / "maps" / "battle.tmx")
    pilot.click((200, 300))
    pilot.click((400, 320), button=3)
    look(pilot, "terrain test", seen)
    pilot.app.dialogs.error("Cannot open this file", "maps/hex.tmx: hexagonal maps are not supported; only "
                                                     "orthogonal maps can be played")
    look(pilot, "error", seen)
    assert not seen, "\n".join(seen)


def test_a_clipped_line_is_seen(sized):
    """The check itself: a scenario whose name is one word far too long for the top bar is caught (one of
    words ends at a word with " …" instead)."""
    pilot = sized
    scenario = dataclasses.replace(load_scenario(ROOT / "scenarios" / "clix-duel.yaml"),
                                   name="Extraordinarily" * 40)
    pilot.app.show(PlayScreen.start(pilot.app, scenario))
    pilot.app.run_frames(2)
    assert any("cut" in p or "out of" in p for p in problems(pilot.app))


def test_a_refusal_names_the_enemies_that_matter_in_full(pilot):
    pilot.open(ROOT / "scenarios" / "clix-battle.yaml")
    pilot.click(pilot.figure("xbow1"))
    inks = written(pilot.app)
    words = "\n".join(ink.words for ink in inks)
    assert "own or friendly" not in words  # the crossbowman's friends are no reason it cannot shoot
    assert "Orc Raider 3 is 38.00 in away, beyond range 8 (rule 1)" in words.replace("\n", " ")
    assert not [ink.words for ink in inks if ink.cut]


def test_a_button_too_narrow_for_its_odds_drops_them_the_last_first():
    """A target's button says as much of its odds as fits: "hit 91 %" is worth keeping when "Out of Action 28.5 %"
    is not (the whole bracket went at once before, and one button of five said no odds at all)."""
    assert briefer("Legionnaire (hit 91.0 %, Out of Action 28.5 %)", None) == [
        "Legionnaire (hit 91.0 %)", "Legionnaire"]
    assert briefer("Sniper: Move (pushing: 1 click)", "Sniper") == ["Move (pushing: 1 click)", "Move"]
    assert briefer("Move", "Sniper") == []
    assert briefer("Sir Bartholomew: move", "Sir Bartholomew") == ["Move"]  # a button's first word


def test_target_buttons_say_their_odds_alike_or_none_does(pilot):
    """Where one target's button has room only for its name, its neighbours say no odds either: "Cultist (hit 58.3 %)"
    beside four bare names read as if only the cultist could be hit (the odds card says them all when pointed at)."""
    play = pilot.open(ROOT / "scenarios" / "trench-no-mans-land.yaml")
    pilot.type("1")  # the Iron Pilgrims activate first
    pilot.type("2")  # the Pilgrim sniper
    pilot.key(ord("s"), "S", mod=pygame.KMOD_SHIFT)
    assert play.game.pending.kind == "targets"
    said = {remark_items(b.text) for b, o in play.decisions.option_buttons}
    labels = [o.label for _b, o in play.decisions.option_buttons]
    assert len(labels) == 5 and all(remark_items(label) == 2 for label in labels) and len(said) == 1


def test_the_card_of_a_figure_pointed_at_fits(sized):
    """A long side's name, the profile and "(pointed at)" on one line: the profile gives way (it ran out of the
    window at 1366×768)."""
    pilot, seen = sized, []
    play = pilot.open(ROOT / "scenarios" / "clix-battle.yaml")
    pilot.hover(pilot.figure("sorceress"))
    assert play.hovered == "sorceress"
    look(pilot, "pointing at the sorceress", seen)
    assert any("(pointed at)" in ink.words for ink in written(pilot.app))
    assert not seen, "\n".join(seen)


def test_a_figures_buttons_drop_its_name_together(sized):
    """One button too narrow for "Baron Von Fancyhat: Step 1" (1 energy)" loses the name the card above says:
    its neighbours lose it too, rather than one reading "Step 1"" and the next "Baron Von Fancyhat: Jog 4""."""
    pilot = sized
    play = pilot.open(ROOT / "scenarios" / "arcane-glade.yaml")
    pilot.app.take_the_seat()
    pilot.wait(2)
    baron = next(f.id for f in play.game.state.alive() if f.name == "Baron Von Fancyhat")
    pilot.click(pilot.figure(baron))
    pilot.wait(2)
    texts = [b.text for b, _o in play.decisions.option_buttons]
    named = [t.startswith("Baron Von Fancyhat: ") for t in texts]
    assert texts and (all(named) or not any(named)), texts


def test_a_figures_buttons_leave_out_its_name_where_the_question_begins_with_it(pilot):
    """"Pilgrim sniper: choose an action" over "Pilgrim sniper: Retreat", "Pilgrim sniper: Shoot"…: the name a third
    time, the card above titled with it too. Clix asks "Lion Guard: 2 actions left": its buttons keep the name."""
    play = pilot.open(ROOT / "scenarios" / "trench-no-mans-land.yaml")
    pilot.type("1")  # the Iron Pilgrims activate first
    pilot.type("2")  # the Pilgrim sniper
    assert play.game.pending.prompt == "Pilgrim sniper: choose an action"
    texts = [b.text for b, _o in play.decisions.option_buttons]
    assert "Shoot   [Shift+S]" in texts and not any(t.startswith("Pilgrim sniper") for t in texts), texts
    pilot.press("Pilgrim sniper: Shoot")  # its whole label is in its tooltip
    assert play.game.pending.kind == "targets"
    duel = pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
    pilot.click(pilot.figure("crossbow"))
    pilot.wait(2)
    texts = [b.text for b, _o in duel.decisions.option_buttons]
    assert any(t.startswith("Guard Crossbowman: move") for t in texts), texts


def test_the_side_panel_gives_the_whole_reason_a_game_ended(pilot):
    scenario = load_scenario(ROOT / "scenarios" / "gamebook-ambush.yaml")
    play = PlayScreen.start(pilot.app, scenario, {"heroes": "ai", "monsters": "ai"}, {"heroes": "easy",
                                                                                      "monsters": "easy"})
    pilot.app.show(play)
    while play.game.pending is not None:
        play.answer_with_ai()
    # a reason as long as a tie of three troupes' names (the gamebook's own is short since it names the scores
    # apart, under them)
    reason = f"{play.game.result.reason}, the heroes having held the ford against every goblin the band sent"
    play.game.state.result = dataclasses.replace(play.game.result, reason=reason)
    pilot.app.run_frames(3)
    pilot.key(pygame.K_ESCAPE)  # from the game-over card to the board
    words = " ".join(ink.words for ink in written(pilot.app) if ink.rect.x >= layout(pilot.app.size)[2].x)
    assert len(reason) > 100 and reason[1:] in words
    # nobody at the table: a decision taken back would be played again at once, so the way back is the replay
    assert play.hint() == "The game is over · Enter or Esc: the result · Replay (Ctrl+R) steps through it"
    assert not problems(pilot.app)


def test_a_long_check_verdict_wraps_in_the_terrain_screen(sized, tmp_path):
    """A map with hundreds of problems: its verdict says how many are listed, on as many lines as that takes."""
    path = tmp_path / "crowded.tmx"
    write_big_map(path, 2000)
    pilot, seen = sized, []
    screen = pilot.open(path)
    assert "the first 200 listed" in screen.check.for_map(screen.map).verdict()
    look(pilot, "terrain test", seen)
    assert not seen, "\n".join(seen)
    assert "the first 200 listed" in " ".join(ink.words for ink in written(pilot.app))


def test_a_long_figure_name_takes_two_lines_of_its_card(sized, tmp_path):
    """A 41-character name in hand while its facing is chosen: its card gives it a second line, never an ellipsis."""
    name = "Ærøskøbing Longbow of the Western Marches"
    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [{"id": "bow", "profile": "elf_longbow", "at": [3, 12], "name": name}]},
        {"id": "blue", "name": "Blue", "controller": "ai", "figures": [
            {"id": "raider", "profile": "orc_raider", "at": [9, 12], "facing": 180}]}])
    pilot, seen = sized, []
    play = pilot.open(path)
    pilot.drag(pilot.figure("bow"), pilot.at((3, 8)))
    assert play.game.pending.kind == "facing" and play.selected == "bow"
    look(pilot, "facing", seen)
    assert not seen, "\n".join(seen)


def test_a_draw_of_three_troupes_with_long_names_is_told_within_the_game_over_card(sized):
    pilot = sized
    play = pilot.open(ROOT / "scenarios" / "arcane-glade-four.yaml")
    state = play.game.state
    state.sides[0].name = "The Commonwealth of the Walled Garden"
    leaders = [s.id for s in state.sides[:3]]
    state.result = Result.tie("three troupes tie on 1 moonstone at the end of turn 4",
                              {s.id: float(s.id in leaders) for s in state.sides}, leaders)
    over = GameOverScreen(pilot.app, play)
    pilot.app.show(over)
    pilot.app.run_frames(2)
    card = over._card()
    ink = [i for i in written(pilot.app) if not i.behind and card.colliderect(i.rect)]
    assert all(card.contains(i.rect) and not i.cut for i in ink), [(i.words, i.rect) for i in ink]
    said = " ".join(i.words for i in ink)
    assert ("The Commonwealth of the Walled Garden, Goblin Raiders and Gnomish Guild draw" in said
            and "The Odd Company 0" in said)


def test_the_scores_of_troupes_with_very_long_names_stay_within_the_game_over_card(sized):
    """One line of every troupe's score ran out of the card at both ends: the card now takes a row for as many as
    fit, and grows to its lines, the buttons and the hint below them."""
    pilot = sized
    play = pilot.open(ROOT / "scenarios" / "arcane-glade-four.yaml")
    state = play.game.state
    state.sides[0].name = "The Most Honourable Commonwealth of the Northern Marches and Isles"
    state.sides[1].name = "The Goblin Gang of the Ashen Wastes Beyond the Burning Mountains"
    state.result = Result(state.sides[3].id, "most moonstones (3) at the end of turn 4",
                          {s.id: float(i) for i, s in enumerate(state.sides)})
    over = GameOverScreen(pilot.app, play)
    pilot.app.show(over)
    pilot.app.run_frames(2)
    card = over._card()
    ink = [i for i in written(pilot.app) if not i.behind and card.colliderect(i.rect)]
    assert all(card.contains(i.rect) and not i.cut for i in ink), [(i.words, i.rect) for i in ink if not
                                                                  card.contains(i.rect)]
    said = " ".join(i.words for i in ink)
    assert "Isles 0" in said and "Mountains 1" in said and "The Odd Company 3" in said
    buttons = [b.rect for b in pilot.app.ui.get_sprite_group().sprites() if isinstance(b, UIButton) and b.visible]
    assert buttons and all(card.contains(b) for b in buttons)
    assert not any(b.colliderect(i.rect) for b in buttons for i in ink)


def test_four_troupes_under_a_two_line_turn_note_end_above_the_decision(sized):
    pilot = sized
    play = pilot.open(ROOT / "scenarios" / "arcane-glade-four.yaml")
    play.game.state.sides[0].name = "The Commonwealth of the Walled Garden"  # "… at the table" takes two lines
    pilot.app.run_frames(2)
    side = layout(pilot.app.size)[2]
    ink = [i for i in written(pilot.app) if side.contains(i.rect)]
    decision = next(i for i in ink if i.words.upper() == "DECISION")
    forces = [i for i in ink if i.words in ("Goblin Raiders", "The Odd Company", "3/3 · 0 moonstones")]
    assert {i.words for i in forces} >= {"Goblin Raiders", "The Odd Company", "3/3 · 0 moonstones"}
    assert all(i.rect.bottom <= decision.rect.top for i in forces), [(i.words, i.rect) for i in forces]


def test_each_side_shows_its_score_as_the_games_end_will_count_it(pilot):
    """Who leads was nowhere on screen until the game-over card: the side panel counted figures in play, where
    arcane is won by moonstones held and clix by points taken."""
    from game.rules.arcane.record import status

    play = pilot.open(ROOT / "scenarios" / "arcane-glade.yaml")
    status(play.game.state.figures["tabby"]).carried = ["m1"]
    pilot.app.run_frames(2)
    words = [i.words for i in written(pilot.app)]
    assert "4 of 4 characters in play · 1 moonstone" in words and "4 of 4 characters in play · 0 moonstones" in words


def test_more_sides_than_the_forces_list_holds_are_counted_above_the_decision():
    """Eight sides of a gamebook battle, with no figure in hand, in the room above the decision."""
    recorder = Recorder((960, 600))
    side = layout((960, 600))[2]
    sides = [(f"Side {k}", (200, 40 * k, 40), 1, 1, f"{k} XP") for k in range(8)]
    bottom = side.y + DECISION_TOP - 8
    end = draw_forces(recorder, side, side.y + 90, sides, bottom)
    ink = inked(recorder)
    named = [i.words for i in ink if i.words.startswith("Side ")]
    assert 3 <= len(named) < 8 and f"and {8 - len(named)} more sides" in [i.words for i in ink]
    assert all(i.rect.bottom <= bottom for i in ink) and end <= bottom + 12


def test_a_short_panel_drops_a_note_whole(sized):
    """A card's note is a sentence: where the panel is short of room it goes whole, never cut after its first line
    (the duel's "Ofensywa: the odds of the first attack; the" ended there)."""
    note = ("Ofensywa: the odds of the first attack; the Initiative roll decides when it comes, and a later attack "
            "may be lost below moment 0.")
    rect = layout(sized.app.size)[2]
    card = Card("Sir Roland: Ofensywa", ("First attack on Bjarni: hit 65.0 %",), notes=(note,))
    surface = Recorder(sized.app.size)
    whole = draw_card(surface, rect, 100, card)
    bare = draw_card(surface, rect, 100, dataclasses.replace(card, notes=()))
    assert whole - bare >= 3 * 18  # the note takes three lines or more at this width
    surface = Recorder(sized.app.size)
    assert draw_card(surface, rect, 100, card, bottom=whole - 10 - 1) == bare
    assert not any("Initiative" in ink.words or "Ofensywa: the" in ink.words for ink in inked(surface))


def test_a_card_with_room_for_its_title_only_says_that_more_was_cut(sized):
    """At 1280×672 a gamebook warrior's eight buttons left its "Not now" card one line: the title alone, which
    said nothing."""
    rect = layout(sized.app.size)[2]
    card = Card("Not now", ("Attack: no enemy on a square next to it", "Flee: only from an exit square"))
    surface = Recorder(sized.app.size)
    draw_card(surface, rect, 100, card, bottom=100 + 34 + 10)
    assert [ink.words for ink in inked(surface)] == ["Not now …"]
    gist = ("Attack", "Skill", "Search a body", "Take handed item", "Flee", "Change style", "Put on armour")
    surface = Recorder(sized.app.size)
    draw_card(surface, rect, 100, dataclasses.replace(card, gist=gist), bottom=100 + 34 + 10)
    [title] = [ink.words for ink in inked(surface)]
    assert title.startswith("Not now: Attack, Skill") and title.endswith(" …")  # as many as fit, whole


def test_an_odds_card_with_room_for_its_title_only_keeps_the_first_chances(sized):
    """At 960×600 the card of a spell's odds, under the card of the goblin pointed at, read "Fire bolt …"."""
    from fractions import Fraction

    from game.rules.odds import Distribution, Odds, OddsLine
    from game.ui.decision_input import odds_card

    fell = Distribution({"dead": Fraction(1, 6), "unconscious": Fraction(1, 9), "still fighting": Fraction(13, 18)})
    odds = Odds("Fire bolt", (OddsLine("Goblin 1: Endurance 9, loses 2d6", fell,
                                       "dead 16.7 %, unconscious 11.1 %, still fighting 72.2 %", "Falls?"),))
    surface = Recorder(sized.app.size)
    draw_card(surface, layout(sized.app.size)[2], 100, odds_card(odds), bottom=100 + 34 + 10)
    [title] = [ink.words for ink in inked(surface)]
    assert title.startswith("Fire bolt: dead 16.7 %"), title


def test_a_long_side_name_gives_way_to_to_play_in_the_turn_header(pilot, tmp_path):
    """"The Most Honourable Company o…" said whose turn it was but not that it was anyone's turn."""
    long = "The Most Honourable Company of the Northern Marches and Isles"
    path = scenario_file(tmp_path, [
        {"id": "red", "name": long, "controller": "human", "colour": "#c8402e",
         "figures": [{"id": "a", "profile": "guard_swordsman", "at": [6, 20]}]},
        {"id": "blue", "name": "Ash", "controller": "human", "colour": "#3b6fd1",
         "figures": [{"id": "c", "profile": "orc_raider", "at": [12, 4]}]}])
    pilot.open(path)
    pilot.wait(1)
    (header,) = [ink for ink in written(pilot.app) if ink.words.startswith("The Most Honourable")
                 and ink.words.endswith("to play")]
    assert "…" in header.words and header.rect.right <= pilot.app.size[0] - PAD


def test_a_target_named_too_long_for_its_button_ends_at_a_word_and_shows_whole_where_pointed_at(pilot, tmp_path):
    """"Grubnakh Skullsplitter, Chieftain of the Broken Tusk Clan" ran 73 px out of his target button: no briefer
    wording was left to try, and the panel's buttons had no last resort."""
    chief = "Grubnakh Skullsplitter, Chieftain of the Broken Tusk Clan"
    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "controller": "human",
         "figures": [{"id": "bow", "profile": "guard_crossbow", "at": [4, 20], "facing": 0}]},
        {"id": "blue", "name": "Blue", "controller": "human",
         "figures": [{"id": "c", "profile": "orc_raider", "at": [9, 20], "name": chief}]}])
    play = pilot.open(path)
    pilot.click(pilot.figure("bow"))
    pilot.type("r")  # its ranged attack
    assert play.game.pending.kind == "targets" and not play.decisions.in_window
    (button,) = [b for b, o in play.decisions.option_buttons if o.value == "c"]
    assert button.text.endswith(" …") and chief.startswith(button.text.removesuffix(" …").split("   [")[0])
    assert chief in button.tool_tip_text
    assert not problems(pilot.app)


def test_a_title_too_long_for_the_top_bar_ends_at_a_word_and_shows_whole_where_pointed_at():
    """At 960×600 a drill's lesson in its name ran out of the top bar's two lines mid-word ("the warrior a…")."""
    pilot = Pilot(App((960, 600)))
    play = pilot.open(ROOT / "scenarios" / "drills" / "gamebook" / "critical-monster-hit-6-offers-surrender.yaml")
    title = play.title_text()
    pilot.hover(pilot.at((6, 6)))
    assert not problems(pilot.app)
    top = [ink.words for ink in written(pilot.app) if ink.rect.bottom <= layout(pilot.app.size)[0].bottom]
    assert top[1].endswith("the warrior …") and " ".join(top[:2]) != title
    pilot.hover((120, 30))
    assert title.endswith("the warrior accepts")
    assert any(ink.words.endswith("warrior accepts") for ink in written(pilot.app))  # its last words, on the card
    assert not problems(pilot.app)
    pilot.app.close()


def test_words_too_long_for_their_place_give_way_at_a_word_and_only_one_word_inside_itself():
    """"The Most Honourable Co…" read as a word of its own; a name of one word has nowhere else to end."""
    pygame.init()
    long = "The Most Honourable Company of the Northern Marches and Isles"
    shown = fit(long, 14, 200, True)
    assert shown.endswith(" …") and long.startswith(shown.removesuffix(" …") + " ")
    assert font(14, True).size(shown)[0] <= 200 and shown not in SHORTENED
    one = fit("Extraordinarily" * 4, 14, 200, True)
    assert one.endswith("…") and not one.endswith(" …") and one in SHORTENED
