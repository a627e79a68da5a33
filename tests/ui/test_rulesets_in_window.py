"""trench and arcane played in the window with the mouse: a model activated by a click, a shot's exact odds
before the roll, the forced dice deciding it; a hot-seat bluff in which each hand shows only to its owner and the
declaration and the call show to both."""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame
import pytest
import yaml
from pygame_gui.elements import UILabel

from game.ui.event_log import log_top
from game.ui.panels import layout
from game.ui.screens.handover import HandOverScreen
from game.ui.screens.play import PlayScreen
from tests.ui.ink import written
from tests.ui.pilot import scenario_file

ROOT = Path(__file__).resolve().parents[2]


def unscripted(tmp_path: Path, drill: str) -> Path:
    """A drill's set-up without its script and checks: the players take its steps in the window."""
    source = ROOT / "scenarios" / "drills" / drill
    data = yaml.safe_load(source.read_text(encoding="utf-8"))
    del data["script"], data["expect"]
    data["map"] = str((source.parent / data["map"]).resolve())
    path = tmp_path / source.name
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


@pytest.fixture
def trench(pilot, tmp_path) -> PlayScreen:
    """A sergeant (+1 DICE shooting) 10" from a cultist in the open; the dice will show 1, 6, 5 then 1, 1."""
    return pilot.open(unscripted(tmp_path, "trench/plus-1-dice.yaml"))


def test_trench_a_dialog_button_and_a_click_on_a_model_answer(pilot, trench):
    pilot.press("Pilgrims activate first")  # a real click on the dialog's button
    assert trench.game.pending.kind == "activate" and trench.game.state.active == "pilgrims"
    pilot.click(pilot.figure("sergeant"))  # the model to activate, picked on the board
    assert trench.game.pending.kind == "action" and trench.selected == "sergeant"


def test_a_stray_click_on_the_table_keeps_the_one_model_that_can_act_selected(pilot, trench):
    """The activated model's actions went with a stray click on the empty table (and with Esc): "choose an action"
    over no buttons, till a second click on it. The one figure that can act stays selected."""
    pilot.press("Pilgrims activate first")
    pilot.click(pilot.figure("sergeant"))
    assert trench.game.pending.kind == "action" and trench.selected == "sergeant"
    buttons = [choice.label for choice in trench.input.choices()]
    corner = trench.board.camera.table_rect
    pilot.click((corner.right - 5, corner.bottom - 5))
    pilot.key(pygame.K_ESCAPE)
    assert trench.selected == "sergeant" and [choice.label for choice in trench.input.choices()] == buttons


def test_trench_says_why_an_action_is_not_offered(pilot, trench):
    """A trench model's refusals (no Fight without an enemy within 1") never reached the window: they named no
    figure, and the panel shows the selected figure's."""
    pilot.press("Pilgrims activate first")
    pilot.click(pilot.figure("sergeant"))
    pilot.wait(1)
    card = trench.input.card()
    assert card is not None and card.title == "Not now"
    assert any(line.startswith("Fight: ") and 'no enemy within 1"' in line for line in card.lines)
    assert any('no enemy within 1"' in ink.words for ink in written(pilot.app))


def test_a_refused_actions_key_says_why_not(pilot, trench):
    """F pressed for a Fight that is not offered did nothing: the player learnt nothing."""
    pilot.press("Pilgrims activate first")
    pilot.click(pilot.figure("sergeant"))
    pilot.key(pygame.K_f, "f")
    assert 'Fight: no enemy within 1"' in pilot.app.dialogs.toasts
    assert trench.game.pending.kind == "action"  # nothing was answered


def test_trench_a_shot_shows_its_exact_odds_then_the_forced_dice_decide(pilot, trench):
    pilot.press("Pilgrims activate first")
    pilot.click(pilot.figure("sergeant"))
    pilot.press("Pilgrim sergeant: Shoot")
    pilot.press("Bolt-action rifle")
    pilot.click(pilot.figure("cultist"))
    pilot.wait(1)
    assert pilot.button("Shoot").is_enabled  # the confirming button names the action: it read "Attack" for all
    card = trench.input.card()
    rolls = list(itertools.product(range(1, 7), repeat=3))  # +1 DICE: three dice, the highest two count
    success = sum(1 for roll in rolls if sum(sorted(roll)[1:]) >= 7) / len(rolls)
    assert f"succeeds {success * 100:.1f} %" in card.lines[0]
    assert any(line.startswith("In all:") for line in card.lines)
    _top, _board, side = layout(pilot.app.size)
    assert trench.events.log.box.rect.top > log_top(side)  # the log made room for the whole card
    pilot.key(pygame.K_RETURN)
    pilot.wait(2)
    assert any(e.data.get("dice") == [1, 6, 5] for e in trench.game.log)
    cultist = trench.game.state.figures["cultist"]
    assert trench.game.ruleset.facts(trench.game.state, cultist)["blood"] == 1
    pilot.press("Pilgrim sergeant: End activation")
    pilot.wait(1)
    assert trench.events.log.box.rect.top == log_top(side)  # and gave it back once no card wanted it


def test_trench_blood_markers_odds_say_each_chance_once(pilot, tmp_path):
    """The blood question's options carry their Out of Action chance in their labels; the card of every option's
    odds read "Keep them: Out of Action 16.7 % — Out of Action 16.7 %, Down 25.0 %"."""
    play = pilot.open(unscripted(tmp_path, "trench/blood-markers.yaml"))
    pilot.press("Pilgrims activate first")
    pilot.click(pilot.figure("yeoman"))
    pilot.press("Shoot")
    pilot.click(pilot.figure("cultist"))
    pilot.key(pygame.K_RETURN)
    pilot.wait(2)
    assert play.game.pending.kind == "blood"
    card = play.input.card()
    assert card.title == "The odds of each choice" and len(card.lines) == 3
    for option, line in zip(play.game.pending.options, card.lines, strict=True):
        label_chance = option.label.split(": ")[-1]  # "Out of Action 16.7 %"
        assert line.startswith(f"{option.label} — ") and line.count(label_chance) == 1
        assert "Down" in line


def test_arcane_hot_seat_bluff_shows_each_hand_to_its_owner_only(pilot, tmp_path):
    path = unscripted(tmp_path, "arcane/fireblast_bluff.yaml")
    pilot.open(path)
    play = pilot.screen
    assert isinstance(play, PlayScreen) and play.viewer is None  # a public choice: no hand-over, no secrets shown
    pilot.press("Firespitter: Fireblast")
    pilot.click(pilot.figure("fritz"))
    pilot.key(pygame.K_RETURN)
    pilot.wait(1)
    assert isinstance(pilot.screen, HandOverScreen) and pilot.screen.player == "jenny"  # her hand is next
    pilot.key(pygame.K_RETURN)
    pilot.wait(1)
    game = play.game
    jenny_hand = next(e.text for e in game.log if e.kind == "arcane_hand" and e.visible_to == ("jenny",))
    bill_hand = next(e.text for e in game.log if e.kind == "arcane_hand" and e.visible_to == ("bill",))
    shown = "".join(play.events.log.texts)
    assert "pink 3, green 1" in shown and "blue 3, the Catastrophe" not in shown
    assert game.ruleset.holdings(game, "jenny") == ("Arcane hand: pink 3, green 1, green 2, pink 1, blue 1, pink 2",)
    assert "#card_pink" in pilot.button("pink 3").object_ids  # each card in its colour
    assert "#card_blue" in pilot.button("blue 1").object_ids
    pilot.press("pink 3")
    assert play.game.ruleset.holdings(game, "jenny") == (  # the laid card out of the hand (it was in both)
        "Arcane hand: green 1, green 2, pink 1, blue 1, pink 2", "Laid face down: pink 3")
    pilot.press("blue 3")
    assert isinstance(pilot.screen, HandOverScreen) and pilot.screen.player == "bill"  # the board is hidden
    pilot.key(pygame.K_RETURN)
    pilot.wait(1)
    shown = "".join(play.events.log.texts)
    assert "declares blue 3" in shown and "blue 3, the Catastrophe" in shown
    assert "pink 3, green 1" not in shown and jenny_hand != bill_hand
    odds = play.input.card()
    assert odds.title == "Could they hold the declared card?" and "0.0 %" in odds.lines[0]  # Bill holds the blue 3
    pilot.press("Bluff!")
    assert "#card_catastrophe" in pilot.button("Replace it with the Catastrophe").object_ids
    pilot.press("Replace it with the Catastrophe")
    texts = [e.text for e in game.log]
    assert "Bill says Bluff!" in texts and "Firespitter suffers 4 damage from Fireblast." in texts
    assert game.ruleset.facts(game.state, game.state.figures["firespitter"])["damage"] == 4


def test_ctrl_z_on_a_hand_over_takes_a_secret_answer_back_behind_a_hand_over_to_its_player(pilot, tmp_path):
    """Jenny declared her laid card and the table was to pass to Bill; Ctrl+Z there, pressed by whoever sat down
    (Bill, maybe), showed Jenny's hand and her face-down card at once."""
    pilot.open(unscripted(tmp_path, "arcane/fireblast_bluff.yaml"))
    play = pilot.screen
    pilot.press("Firespitter: Fireblast")
    pilot.click(pilot.figure("fritz"))
    pilot.key(pygame.K_RETURN)
    pilot.wait(1)
    pilot.key(pygame.K_RETURN)  # Jenny takes the seat
    pilot.wait(1)
    pilot.press("pink 3")
    pilot.press("blue 3")
    assert isinstance(pilot.screen, HandOverScreen) and pilot.screen.player == "bill"
    pilot.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    pilot.wait(2)
    assert play.game.pending.kind == "declare" and play.game.pending.player == "jenny"
    assert isinstance(pilot.screen, HandOverScreen) and pilot.screen.player == "jenny"
    assert not [ink.words for ink in written(pilot.app) if "pink 3" in ink.words or "Laid face down" in ink.words]
    pilot.key(pygame.K_RETURN)
    pilot.wait(1)
    assert pilot.screen is play and play.viewer == "jenny"


def test_arcane_a_secret_combat_pick_shows_the_hand_and_each_cards_odds(pilot):
    from tests.arcane.kit import act, fig, make

    game = make({"red": [fig("a", "flintlock", 10, 10)], "blue": [fig("d", "fritz", 11.5, 10)]},
                combat=["thrust", "low_guard", "thrust", "high_guard", "sweeping_cut", "rising_attack"])
    act(game, "a", "melee", targets="d")
    assert game.pending.kind == "pick" and game.pending.secret
    pilot.app.show(PlayScreen(pilot.app, game))
    pilot.wait(1)
    assert isinstance(pilot.screen, HandOverScreen) and pilot.screen.player == "red"
    pilot.key(pygame.K_RETURN)
    play = pilot.screen
    pilot.wait(1)
    assert play.game.ruleset.holdings(game, "red") == ("Combat hand: Thrust, Low Guard, Thrust, High Guard",)
    assert play.game.ruleset.holdings(game, "blue") == ("Combat hand: Sweeping Cut, Rising Attack",)
    card = play.input.card()
    assert card.title == "The odds of each choice" and len(card.lines) == len(game.pending.options) == 3
    assert all("you deal: expected" in line and "you take: expected" in line for line in card.lines)
    assert play.selected == "a"  # the figure choosing, its card beside the question (it was whoever was in hand)
    game.answer("thrust")  # once played, a card leaves the hand shown: its duplicate stays (it read "Thrust, Thrust")
    assert play.game.ruleset.holdings(game, "red") == ("Combat hand: Low Guard, Thrust, High Guard", "Picked: Thrust")


def test_trench_d_pans_the_view_and_shift_d_dashes(pilot, trench):
    pilot.press("Pilgrims activate first")
    pilot.click(pilot.figure("sergeant"))
    assert pilot.button("Pilgrim sergeant: Dash").text.endswith("[Shift+D]")
    origin = trench.board.camera.origin
    pilot.key(pygame.K_d, "d")
    assert trench.board.camera.origin != origin and trench.game.pending.kind == "action"
    pilot.let_go(pygame.K_d)
    pilot.key(pygame.K_d, "D", mod=pygame.KMOD_SHIFT)
    assert trench.game.pending.kind == "path" and trench.game.pending.context["action"] == "dash"


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
def test_trench_five_targets_the_log_folds_away_while_an_option_is_pointed_at(pilot, tmp_path, size):
    """A sniper with five targets in sight: their buttons leave too little room above the log for the odds of the
    one pointed at, so the log folds away while the pointer is on it (the odds keep their lines, without their
    workings where the window is short: at 1366×768 the fourth was cut) and comes back when the pointer leaves."""
    pilot.app.run_frames(1, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    cultists = [{"id": f"c{n}", "profile": "cultist", "at": at} for n, at in
                enumerate([[2, 4], [6, 4], [8, 2], [3, 8], [7, 9]])]
    path = scenario_file(tmp_path, [{"id": "red", "name": "Red", "figures": [
        {"id": "sniper", "profile": "sniper", "at": [4, 20], "facing": 90}]},
        {"id": "blue", "name": "Blue", "figures": cultists}], ruleset="trench")
    play = pilot.open(path)
    pilot.press("Red activates first")
    pilot.click(pilot.figure("sniper"))
    pilot.press("Pilgrim sniper: Shoot")
    assert play.game.pending.kind == "targets" and len(play.decisions.option_buttons) == 5
    shown = play.events.log.box.rect.top
    button, option = play.decisions.option_buttons[-1]
    pilot.hover(button.rect.center, frames=2)
    assert play.input.pointed == option and not play.events.shown
    lines = [ink.words for ink in written(pilot.app)]
    for start in ("Hit roll:", "Injury:", "Injury after a critical:", "In all: Out of Action"):
        assert any(w.startswith(start) for w in lines), start
    assert not any(w.endswith("…") for w in lines)
    pilot.hover((10, 400), frames=2)
    assert play.events.shown and play.events.log.box.rect.top == shown


def test_arcane_dragging_a_character_jogs_it_and_one_that_cannot_move_says_so(pilot):
    from tests.arcane.kit import fig, make

    game = make({"red": [fig("a", "flintlock", 10, 10), fig("b", "fritz", 10, 14)],
                 "blue": [fig("d", "fritz", 20, 10)]})
    pilot.app.show(PlayScreen(pilot.app, game))
    pilot.wait(2)
    pilot.drag(pilot.figure("d"), pilot.at((20, 12)))  # the enemy's: nothing to move, and the window says why
    assert game.pending.kind == "action" and any("cannot act now" in t for t in pilot.app.dialogs.toasts)
    pilot.drag(pilot.figure("a"), pilot.at((10, 12)))  # a drag is the free Jog, going on as the path's drag
    assert [a for a in game.answers if isinstance(a, dict)][-1:] == [{"figure": "a", "action": "jog"}]
    x, y = game.state.table.bases["a"].pos
    assert abs(x - 10) < 0.1 and abs(y - 12) < 0.1  # where the drag let go


def test_arcane_a_step_goes_where_clicked_at_once_for_it_cannot_turn(pilot):
    """A Step is one straight leg: clicks as waypoints (to end with Enter) made a path the rules refuse."""
    from tests.arcane.kit import fig, make

    game = make({"red": [fig("a", "flintlock", 10, 10)], "blue": [fig("d", "fritz", 20, 10)]})
    play = PlayScreen(pilot.app, game)
    pilot.app.show(play)
    pilot.wait(2)
    pilot.click(pilot.figure("a"))
    pilot.press("Step")
    assert game.pending.kind == "path" and "straight, no turns" in play.input.hint
    pilot.click(pilot.at((10.6, 10.6)))
    assert game.answers[-1] == [[pytest.approx(10.6, abs=0.05), pytest.approx(10.6, abs=0.05)]]
    assert game.pending.kind != "path"


def test_the_key_of_an_action_left_off_the_card_still_says_why_not(pilot, trench):
    """"Stand up: it is not Down" is no line of the card, but U pressed for it is answered."""
    pilot.press("Pilgrims activate first")
    pilot.click(pilot.figure("sergeant"))
    assert not any("Down" in line for line in trench.input.card().lines)
    pilot.key(pygame.K_u, "u")
    assert "Stand up: it is not Down" in pilot.app.dialogs.toasts


def test_arcane_a_friendly_ability_is_confirmed_by_its_name_not_attack(pilot):
    """Tabby's Energy Syphon on a friend offered an "Attack" button."""
    play = pilot.open(ROOT / "scenarios" / "arcane-glade.yaml")
    tabby = next(f.id for f in play.game.state.figures.values() if f.name == "Tabby the Librarian")
    pilot.click(pilot.figure(tabby))
    pilot.press("Energy Syphon")
    assert play.game.pending.kind == "targets"
    assert play.game.pending.prompt == "Tabby the Librarian: Energy Syphon — choose a target"
    assert pilot.button("Energy Syphon").rect and not any(
        b.text == "Attack" for b in pilot.app.ui.get_sprite_group().sprites() if hasattr(b, "text") and b.visible)


def test_arcane_an_action_without_a_letter_of_its_own_has_a_number_key(pilot):
    """Tabby's Energy Syphon and "Activate and do nothing" had no key: the keyboard could not reach them."""
    play = pilot.open(ROOT / "scenarios" / "arcane-glade.yaml")
    tabby = next(f.id for f in play.game.state.figures.values() if f.name == "Tabby the Librarian")
    pilot.click(pilot.figure(tabby))
    keys = {c.label.removeprefix("Tabby the Librarian: "): c.hotkey for c in play.input.choices()}
    assert keys["Energy Syphon (1 energy, Active)"] == "1" and keys["Activate and do nothing"] == "2"
    assert keys['Jog 4" (free)'] == "j"  # a letter the ruleset gave stays
    assert pilot.button("Energy Syphon").text.endswith("[1]")
    pilot.type("1")
    assert play.game.pending.kind == "targets" and "Energy Syphon" in play.game.pending.prompt


def test_a_blow_in_base_contact_draws_no_line_of_fire_and_a_shot_does(pilot, tmp_path):
    """A yeoman fighting the brute beside it in a fire trench was shown "Hindered line of fire: 1 DICE off a
    shot" as it chose whom to strike: cover counts against shots, and a blow needs no line of fire."""
    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [{"id": "yeoman", "profile": "yeoman", "at": [4, 10], "facing": 0}]},
        {"id": "blue", "name": "Blue", "figures": [
            {"id": "brute", "profile": "brute", "at": [5.62, 10], "facing": 180}]}], ruleset="trench")
    play = pilot.open(path)
    pilot.press("Red activates first")
    pilot.click(pilot.figure("yeoman"))
    pilot.press("Trench yeoman: Fight")
    assert play.game.pending.kind == "targets"
    pilot.hover(pilot.figure("brute"), frames=2)
    assert play.input.sights() == [] and play.figures.sights() == []
    clix = pilot.open(scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [{"id": "bow", "profile": "guard_crossbow", "at": [4, 12],
                                                  "facing": 0}]},
        {"id": "blue", "name": "Blue", "controller": "ai", "figures": [
            {"id": "raider", "profile": "orc_raider", "at": [9, 12], "facing": 180}]}], name="Shot"))
    pilot.click(pilot.figure("bow"))
    pilot.type("r")
    assert clix.game.pending.kind == "targets"
    pilot.hover(pilot.figure("raider"), frames=2)
    assert clix.input.sights() == [("bow", "raider")]


def test_a_combat_cards_button_keeps_what_card_a_signature_move_is_and_gives_up_its_key_first(pilot):
    """Five cards go two a row, and the Baron's "Fancy Flourish (Falling Swing)" read "Fancy Flourish   [3]":
    his hand lists Falling Swing, and nothing said the two were one card (the number keys still pick it)."""
    from tests.arcane.kit import act, fig, make

    game = make({"red": [fig("a", "baron_von_fancyhat", 10, 10)], "blue": [fig("d", "fritz", 11.5, 10)]},
                combat=["sweeping_cut", "low_guard", "falling_swing", "high_guard", "thrust", "rising_attack",
                        "thrust", "low_guard"])
    act(game, "a", "melee", targets="d")
    assert len(game.pending.options) == 5
    pilot.app.show(PlayScreen(pilot.app, game))
    pilot.wait(1)
    pilot.key(pygame.K_RETURN)  # the hand-over
    pilot.wait(1)
    play = pilot.screen
    texts = {option.value: button.text for button, option in play.decisions.option_buttons}
    assert texts["falling_swing"].startswith("Fancy Flourish (Falling Swing)"), texts


def test_a_buttons_name_gives_way_before_its_key_and_its_key_before_its_remark(pilot, tmp_path):
    """"Guard Swordsman: move (breakaway 4-6)   [Shift+M]" is too long for the panel: the name goes (the card
    says it), not the key (it read "Guard Swordsman: move (breakaway 4-6)" while "Close combat" kept "[C]")."""
    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [{"id": "sword", "profile": "guard_swordsman", "at": [12, 20],
                                                  "facing": 270}]},
        {"id": "blue", "name": "Blue", "figures": [
            {"id": "raider", "profile": "orc_raider", "at": [12, 18.5], "facing": 90}]}], name="Contact")
    play = pilot.open(path)
    pilot.click(pilot.figure("sword"))
    pilot.wait(2)
    texts = [button.text for button, _option in play.decisions.option_buttons]
    assert texts[:2] == ["Move (breakaway 4-6)   [Shift+M]", "Close combat   [C]"], texts


def test_tab_shows_each_model_that_may_activate_and_enter_activates_it(pilot):
    """Which model to activate was a dialog only the mouse and the number keys answered: Tab, which goes from
    figure to figure in a turn, did nothing there. A stray Enter activates no one."""
    play = pilot.open(ROOT / "scenarios" / "trench-no-mans-land.yaml")
    pilot.type("1")  # the Iron Pilgrims activate first
    assert play.game.pending.kind == "activate"
    pilot.key(pygame.K_RETURN)
    assert play.game.pending.kind == "activate"
    pilot.key(pygame.K_TAB)
    pilot.key(pygame.K_TAB)
    assert play.selected == "sniper"
    lit = [option.value for button, option in play.decisions.option_buttons if button.is_selected]
    assert lit == ["sniper"]
    pilot.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert play.selected == "sergeant"
    pilot.key(pygame.K_RETURN)
    assert play.game.pending.kind == "action" and play.game.pending.context["figure"] == "sergeant"


def test_tab_goes_through_the_figures_that_can_act_and_shift_tab_back(pilot):
    """The turn's Tab, sharing its step with the activation dialog's: round the end, and back with Shift."""
    play = pilot.open(ROOT / "scenarios" / "clix-duel.yaml")
    assert play.game.pending.kind == "action" and play.selected is None
    seen = []
    for _ in range(5):
        pilot.key(pygame.K_TAB)
        seen.append(play.selected)
    assert len(set(seen[:4])) == 4 and seen[4] == seen[0]  # the four of the Lion Guard, then the first again
    pilot.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert play.selected == seen[3]


def test_a_dialogs_prompt_does_not_name_again_the_side_its_title_bar_names(pilot, tmp_path):
    """Under a title bar that read "Blue", the reaction asked "Blue: react to Baron Von Fancyhat's Step 1"?": now
    "React to …", the side's name said once. The side panel keeps the whole prompt."""
    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [{"id": "baron", "profile": "baron_von_fancyhat", "at": [16, 10]}]},
        {"id": "blue", "name": "Blue", "figures": [{"id": "bobby", "profile": "beaky_bobby", "at": [20, 4.5]}]}],
        ruleset="arcane", map_path=ROOT / "maps" / "glade.tmx", name="Reaction")
    play = pilot.open(path)
    pilot.click(pilot.figure("baron"))
    pilot.press("Baron Von Fancyhat: Step")
    pilot.click(pilot.at((17, 10)))
    pilot.key(pygame.K_RETURN, frames=2)
    while isinstance(pilot.screen, HandOverScreen):
        pilot.key(pygame.K_RETURN, frames=2)
    assert play.game.pending.kind == "reaction" and play.game.pending.prompt.startswith("Blue: react to ")
    dialog = play.decisions._dialog
    assert dialog is not None and dialog.window_display_title == "Blue"
    lines = [label.text for label in dialog.get_container().elements if isinstance(label, UILabel)]
    assert lines and lines[0].startswith("React to Baron Von Fancyhat") and not any("Blue" in line for line in lines)


def _jogged(pilot, tmp_path):
    """The baron alone against Bobby on the glade, his activation begun with a Jog, unanswered."""
    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [{"id": "baron", "profile": "baron_von_fancyhat", "at": [16, 10]}]},
        {"id": "blue", "name": "Blue", "figures": [{"id": "bobby", "profile": "beaky_bobby", "at": [28, 4.5]}]}],
        ruleset="arcane", map_path=ROOT / "maps" / "glade.tmx", name="Jogged")
    play = pilot.open(path)
    play.game.answer({"figure": "baron", "action": "jog"})
    play.game.answer([[16, 12]])
    while play.game.pending.kind == "reaction":
        play.game.answer("none")
    pilot.wait(2)
    return play


def test_a_step_chosen_by_mistake_goes_back_to_the_actions_with_its_energy(pilot, tmp_path):
    """A Step's energy was spent, and said so, before its path was asked: Esc on the path could not take it back."""
    game = _jogged(pilot, tmp_path).game  # the activation begun (and told): a Step next
    pilot.press("Step")
    answers = list(game.answers)
    assert game.pending.kind == "path" and game.state.figures["baron"].status.energy == 3
    pilot.key(pygame.K_ESCAPE)
    assert game.pending.kind == "action" and game.answers == answers[:-1]
    assert "Back to the choice of action" in pilot.app.dialogs.toasts


def test_an_activations_first_action_chosen_by_mistake_goes_back_to_the_choice_of_character(pilot, tmp_path):
    """The first action's answer begins the activation, and its "activates" line was told at once: Esc on that
    Step's path did nothing, and the character was bound to act (a tester's find). The line only says what the
    answer chose: Esc takes both back, and another character may activate."""
    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [{"id": "baron", "profile": "baron_von_fancyhat", "at": [16, 10]},
                                                 {"id": "mouse", "profile": "baron_von_fancyhat", "at": [16, 14]}]},
        {"id": "blue", "name": "Blue", "figures": [{"id": "bobby", "profile": "beaky_bobby", "at": [28, 4.5]}]}],
        ruleset="arcane", map_path=ROOT / "maps" / "glade.tmx", name="First step back")
    play = pilot.open(path)
    game = play.game
    told = len(game.log)
    pilot.click(pilot.figure("baron"))
    pilot.press("Step")
    assert game.pending.kind == "path" and game.log.events[-1].kind == "activation"
    pilot.key(pygame.K_ESCAPE)
    assert game.pending.kind == "action" and game.answers == [] and len(game.log) == told
    assert {o.value["figure"] for o in game.pending.options} == {"baron", "mouse"}
    assert "Back to the choice of action" in pilot.app.dialogs.toasts


def test_a_move_that_has_moved_is_not_taken_back_by_esc_though_it_began_the_activation(pilot, tmp_path):
    """Only an announcement may be taken back with its answer: once the Jog has moved the character, Esc on the
    next question keeps it."""
    game = _jogged(pilot, tmp_path).game
    answers, moved = list(game.answers), game.state.base("baron").pos
    assert moved != (16, 10)
    pilot.key(pygame.K_ESCAPE)
    assert game.answers == answers and game.state.base("baron").pos == moved


def test_a_target_is_picked_with_the_keyboard_alone(pilot):
    """A shot's targets answered only to the mouse: Tab and the number keys did nothing, and the buttons had no
    keys. Tab moves a lone pick from target to target (Shift+Tab back), a number key picks its button's target,
    and Enter shoots."""
    play = pilot.open(ROOT / "scenarios" / "trench-no-mans-land.yaml")
    pilot.type("1")  # the Iron Pilgrims activate first
    pilot.type("2")  # the sniper
    pilot.key(pygame.K_s, "S", mod=pygame.KMOD_SHIFT)
    decision = play.game.pending
    assert decision.kind == "targets" and play.input is not None and not play.input.chosen
    legal = [o.value for o in decision.options]
    assert len(legal) >= 3 and all(f"[{i + 1}]" in b.text for i, (b, _o) in enumerate(play.decisions.option_buttons)
                                   if i < len(legal))
    pilot.key(pygame.K_TAB)
    pilot.key(pygame.K_TAB)
    assert play.input.chosen == [legal[1]]
    pilot.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert play.input.chosen == [legal[0]]
    pilot.type("3")
    assert play.input.chosen == [legal[2]] and play.input.card().title.startswith("Shoot at ")
    pilot.key(pygame.K_RETURN)
    pilot.wait(2)
    assert any(e.data.get("target") == legal[2] and e.data.get("roll") == "hit" for e in play.game.log)


def test_two_targets_are_picked_by_their_number_keys(pilot, tmp_path):
    """The war mage's two targets, toggled by number keys as by clicks."""
    play = pilot.open(unscripted(tmp_path, "clix/rule05-multi-target-critical.yaml"))
    pilot.click(pilot.figure("mage"))
    pilot.press("War Mage: ranged attack")
    assert play.game.pending.kind == "targets" and play.game.pending.most == 2
    pilot.type("1")
    pilot.type("2")
    values = [o.value for o in play.game.pending.options]
    assert sorted(play.input.chosen) == sorted(values[:2])
    pilot.type("1")
    assert play.input.chosen == [values[1]]


def test_a_waypoint_a_hair_from_a_friends_base_is_taken_as_base_contact(pilot, tmp_path):
    """A priest clicked beside the swordsman it went to heal, the bases touching on the screen, stood 0.022" off
    it: not in base contact, and Heal was not offered. A point within three pixels of touching is contact."""
    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [
            {"id": "sword", "profile": "guard_swordsman", "at": [10, 21], "facing": 270},
            {"id": "priest", "profile": "battle_priest", "at": [6, 21], "facing": 0}]},
        {"id": "blue", "name": "Blue", "figures": [{"id": "raider", "profile": "orc_raider", "at": [20, 3]}]}],
        name="Heal contact")
    play = pilot.open(path)
    pilot.click(pilot.figure("priest"))
    pilot.press("Battle Priest: move")
    table = play.game.state.table
    assert 0.5 / play.board.camera.scale < 0.03  # the test's point is less than a pixel from contact
    pilot.click(pilot.at((8.478, 21.0)))  # 0.022" short of touching: on the screen, touching
    pilot.key(pygame.K_RETURN, frames=2)
    assert table.in_contact("priest", "sword"), table.edge_distance("priest", "sword")


def test_a_friend_picked_to_be_healed_is_ringed_in_green_not_crosshaired(pilot, tmp_path):
    """First aid's patient wore the red crosshair of a shot's target (a tester's find)."""
    from game.ui.style import BAD, GOOD

    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [
            {"id": "sword", "profile": "guard_swordsman", "at": [10, 21], "facing": 270, "wounded": 1},
            {"id": "priest", "profile": "battle_priest", "at": [8.5, 21], "facing": 0}]},
        {"id": "blue", "name": "Blue", "figures": [{"id": "raider", "profile": "orc_raider", "at": [20, 3]}]}],
        name="Heal ring")
    play = pilot.open(path)
    play.game.answer({"figure": "priest", "action": "heal"})
    pilot.wait(2)
    assert play.input.chosen == ["sword"]  # the only target: picked already
    look = next(look for look in play.figures.looks() if look.id == "sword")
    assert look.chosen and look.friend
    x, y = pilot.figure("sword")
    r = 0.75 * play.board.camera.scale
    ring = [pilot.pixel((round(x + r + 5 + d), round(y)))[:3] for d in (-1, 0, 1)]
    assert any(sum(abs(a - b) for a, b in zip(px, GOOD, strict=True)) < 60 for px in ring), ring
    assert not any(sum(abs(a - b) for a, b in zip(px, BAD, strict=True)) < 60 for px in ring), ring


def test_a_charge_dragged_past_a_small_rock_goes_round_it_and_move_here_waits_for_a_legal_path(pilot, tmp_path):
    """The brute's straight charge at the yeoman stopped at a half-inch rock, short of reach, so it was refused,
    and a refused line was never routed: the drag could not charge a target it had just been offered, and "Move
    here" stood lit over the refusal (a tester's find)."""
    path = scenario_file(tmp_path, [
        {"id": "pilgrims", "name": "Iron Pilgrims", "figures": [
            {"id": "warden", "profile": "iron_warden", "at": [29, 23.5]},
            {"id": "shock", "profile": "shock_trooper", "at": [26.5, 27]},
            {"id": "bearer", "profile": "stretcher_bearer", "at": [27.5, 21.5]},
            {"id": "yeoman", "profile": "yeoman", "at": [34, 22.5]}]},
        {"id": "heretics", "name": "Heretic Legion", "figures": [
            {"id": "brute", "profile": "brute", "at": [29, 28.5]},
            {"id": "chorister", "profile": "chorister", "at": [32, 27]},
            {"id": "legionnaire", "profile": "legionnaire", "at": [40, 27]},
            {"id": "cultist", "profile": "cultist", "at": [26.5, 29]}]}],
        ruleset="trench", map_path=ROOT / "maps" / "trenches.tmx", name="Charge round")
    play = pilot.open(path)
    game = play.game
    for answer in ("heretics", "brute", {"figure": "brute", "action": "charge"}, "yeoman"):
        game.answer(answer)
    pilot.wait(2)
    assert game.pending.kind == "path" and game.pending.refusal([[33, 24.4]])  # the straight line is refused
    pilot.click(pilot.at((33, 24.4)))  # a waypoint there: refused, and the button says so by being off
    assert not pilot.button("Move here").is_enabled
    pilot.key(pygame.K_BACKSPACE)
    pilot.wait(60)
    pilot.drag(pilot.figure("brute"), pilot.at((33, 24.4)))
    moved = [e for e in game.log if e.kind in ("move", "charge") and e.data.get("figure") == "brute"]
    assert moved and game.state.table.edge_distance("brute", "yeoman") <= 1.0
