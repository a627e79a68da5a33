"""The card under a decision's buttons (what the figure may not do now, an option's odds) in a short window: it keeps
at least its title, and pointed at, it is drawn whole over the folded log."""

from __future__ import annotations

import pygame
import pytest

from game import locations
from game.ui.app import App
from game.ui.decision_input import Choice
from game.ui.decision_panel import button_rows, cut_at_a_word
from game.ui.text_fit import overflow
from tests.ui.ink import written
from tests.ui.pilot import Pilot, scenario_file


@pytest.fixture
def short():
    app = App((960, 600))
    yield Pilot(app)
    app.close()


@pytest.fixture
def usual():
    app = App((1280, 672))  # the window on a 1366×768 display
    yield Pilot(app)
    app.close()


def baron_in_hand(pilot: Pilot):
    play = pilot.open(locations.SCENARIOS / "arcane-glade.yaml")
    pilot.click(pilot.figure("baron"), frames=3)
    return play


def test_three_actions_go_two_a_row_where_one_a_row_left_the_not_now_card_out(short, home) -> None:
    """At 960×600 the Baron's three actions, one a row, left no room for even the title of why he may not
    traverse, fight, harvest or rally."""
    play = baron_in_hand(short)
    step, jog, idle = (short.button(label) for label in ("Step 1", "Jog 4", "Activate and do nothing"))
    assert step.rect.y == jog.rect.y and step.rect.right < jog.rect.x  # two a row
    assert idle.rect.y > step.rect.y and idle.rect.w == jog.rect.right - step.rect.x  # the last alone takes the row
    assert idle.text.startswith("Activate and do nothing")  # whole, not cut to "Activate and do noth"
    titles = [ink.words for ink in written(short.app) if ink.words.startswith("Not now")]
    assert titles and "Traverse" in titles[0]
    assert play.events.shown  # the log keeps its place


def test_a_card_cut_short_is_read_whole_while_the_pointer_is_on_it(usual, home) -> None:
    play = baron_in_hand(usual)
    words = " ".join(ink.words for ink in written(usual.app))
    assert "Not now" in words and "Rally" not in words  # cut after its first reason
    card = play.decisions._cards_at
    usual.hover((card.x + 60, card.y + 12), frames=3)
    words = " ".join(ink.words for ink in written(usual.app))
    assert not play.events.shown  # the log folded away for the card
    assert "Melee Attack" in words and "Rally: no friendly model in sight" in words
    usual.hover((100, 100), frames=3)
    assert play.events.shown and "Rally" not in " ".join(ink.words for ink in written(usual.app))


def test_buttons_go_in_reading_order_a_long_one_on_a_row_of_its_own() -> None:
    assert button_rows(5, 2) == [[0, 1], [2, 3], [4]]
    assert button_rows(4, 2, {3}) == [[0, 1], [2], [3]]  # "Activate and do nothing" after three short ones
    assert button_rows(4, 2, {1}) == [[0], [1], [2, 3]]
    assert button_rows(3, 1) == [[0], [1], [2]]


def test_a_character_whose_buttons_leave_no_room_for_the_cards_title_chooses_over_the_board(short, home) -> None:
    """Tabby's four actions, her last too long for half a row, take three rows at 960×600: her card would have
    none, so they go in a window over the board and the side panel keeps why she may not traverse."""
    play = baron_in_hand(short)
    short.click(short.figure("tabby"), frames=3)
    assert play.decisions.covering()  # the window over the board
    assert "Traverse: Tabby the Librarian touches no" in " ".join(ink.words for ink in written(short.app))


def test_no_window_over_the_board_while_no_figure_is_in_hand(usual, home) -> None:
    """With no figure in hand there are no buttons: an empty window over the board said only the prompt."""
    play = usual.open(locations.SCENARIOS / "arcane-glade-four.yaml")
    assert play.input is not None and not play.input.buttons()
    assert play.decisions.covering() == []
    usual.click(usual.figure("baron"), frames=2)
    assert usual.button("Jog 4")


def test_a_button_shortened_to_its_neighbours_remark_keeps_the_figures_name_as_they_do(short, home) -> None:
    """Tabby's window over the board read "Tabby the Librarian: Jog 4" (free)" beside "Energy Syphon (1 energy)":
    trimming her ability's remark to one item, as her other buttons say, had dropped her name too."""
    baron_in_hand(short)
    short.click(short.figure("tabby"), frames=3)
    texts = [short.button(label).text for label in ("Tabby the Librarian: Step", "Tabby the Librarian: Jog",
                                                    "Tabby the Librarian: Energy Syphon")]
    assert texts[2].startswith("Tabby the Librarian: Energy Syphon (1 energy)")
    assert all(text.startswith("Tabby the Librarian: ") for text in texts)


def test_a_label_too_long_for_any_button_is_cut_at_a_word_and_whole_in_its_tooltip(pilot, tmp_path):
    """Cień in contact with two: 27 declarations, and no window both held "Selektywny Atak vs Bjarni + Precyzyjne"
    whole and left her in view; the button read "… + Precy", cut inside the word, with no tooltip."""
    path = scenario_file(tmp_path, [
        {"id": "west", "name": "West", "figures": [{"id": "assassin", "profile": "assassin", "at": [12, 10]}]},
        {"id": "east", "name": "East", "figures": [{"id": "warrior", "profile": "warrior", "at": [13.0, 10]},
                                                   {"id": "hunter", "profile": "hunter", "at": [12, 11.0]}]},
    ], ruleset="manoeuvres", map_path=locations.MAPS / "fen.tmx")
    play = pilot.open(path)
    while play.game.pending.context.get("figure") != "assassin":
        pilot.press("Hold")
    buttons = [button for button, _option in play.decisions.option_buttons]
    assert len(buttons) > 20 and all(overflow(button) <= 0 for button in buttons)
    cut = [button for button in buttons if button.text.endswith(" …")]
    assert cut and all(button.tool_tip_text and not button.text[:-2].endswith(("Precy", "Bjarn")) for button in cut)
    label = "Selektywny Atak vs Bjarni + Precyzyjne"
    button = play.decisions._choice_button(pygame.Rect(0, 0, 240, 32), Choice(label, lambda: None), "#choice")
    cut_at_a_word(button, label)
    assert button.text == "Selektywny Atak vs Bjarni + …" and button.tool_tip_text.startswith(f"{label}<br>")
    assert "(selective): critical chance +1 per tier" in button.tool_tip_text  # and what the action does


def test_a_long_side_name_in_a_decision_windows_title_bar_ends_in_an_ellipsis(pilot, tmp_path):
    """At 960×600 the title bar cut "The Goblin Gang of the Ashen Wastes Beyon" at its edge, mid-word and
    without a sign."""
    import yaml

    from game.rules.scenario import load_scenario
    from game.ui.screens.play import PlayScreen
    from game.ui.style import font
    from tests.ui.pilot import ROOT

    data = yaml.safe_load((ROOT / "scenarios" / "arcane-glade.yaml").read_text(encoding="utf-8"))
    data["map"] = str(ROOT / "maps" / "glade.tmx")
    data["sides"][1]["name"] = "The Goblin Gang of the Ashen Wastes Beyond the Burning Mountains"
    path = tmp_path / "long.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    scenario = load_scenario(path)
    pilot.app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(960, 600), w=960, h=600)])
    play = PlayScreen.start(pilot.app, scenario, {side.id: "human" for side in scenario.sides})
    pilot.app.show(play)
    pilot.wait(2)
    for _ in range(20):
        if play.decisions.covering() and play.game.pending.player == "goblins":
            break
        assert play.answer_with_ai()
        pilot.wait(2)
    window = play.decisions._dialog
    assert window is not None and window.window_display_title.endswith("…")
    assert font(14, True).size(window.window_display_title)[0] <= window.rect.w - 40


def test_the_hint_names_the_odds_only_where_the_ruleset_has_some(pilot, tmp_path) -> None:
    """A trench brute's charge rolls nothing and shows no odds, yet the hint bar said "the odds are on the right";
    a yeoman's shot has odds, and the hint says so."""
    path = scenario_file(tmp_path, [
        {"id": "p", "name": "Pilgrims", "figures": [{"id": "yeoman", "profile": "yeoman", "at": [10, 10]}]},
        {"id": "h", "name": "Heretics", "figures": [{"id": "brute", "profile": "brute", "at": [16, 10],
                                                     "facing": 180}]},
    ], ruleset="trench", map_path=locations.MAPS / "fen.tmx")
    play = pilot.open(path)
    pilot.press("Pilgrims activate first")
    pilot.press("Trench yeoman")
    pilot.press("Trench yeoman: Shoot")
    assert play.game.pending.kind == "targets" and play.hint().endswith(" · the odds are on the right")
    pilot.press("Back to the actions")
    pilot.press("Trench yeoman: End activation")
    pilot.until(lambda: play.game.pending.kind == "activate" and play.game.pending.player == "h")
    pilot.press("Tainted brute")
    pilot.press("Tainted brute: Charge")
    assert play.game.pending.kind == "targets"
    assert play.hint() == "Click a highlighted target to pick it · Tab or a number key picks one · Enter confirms"


def test_a_target_windows_place_hides_the_targets_last(pilot, tmp_path) -> None:
    """At 960×600 a yeoman's four targets in a window over the board: it stood over three of the legionnaires (the
    ray and the odds' subject hidden) to leave four friends in view."""
    pilgrims = [{"id": "yeoman", "profile": "yeoman", "at": [12, 8]}] + [
        {"id": f"friend{i}", "profile": "yeoman", "at": [6 + 2.4 * i, 14.5]} for i in range(6)]
    heretics = [{"id": f"l{i}", "profile": "legionnaire", "at": [7 + 3 * i, 1.5], "facing": 90} for i in range(4)]
    path = scenario_file(tmp_path, [{"id": "p", "name": "Pilgrims", "figures": pilgrims},
                                    {"id": "h", "name": "Heretics", "figures": heretics}],
                         ruleset="trench", map_path=locations.MAPS / "fen.tmx")
    pilot.app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(960, 600), w=960, h=600)])
    play = pilot.open(path)
    pilot.press("Pilgrims activate first")
    pilot.press("Trench yeoman 1")
    pilot.press("Trench yeoman 1: Shoot")
    assert play.game.pending.kind == "targets" and len(play.game.pending.options) == 4
    window = play.decisions._dialog
    assert window is not None
    bases = play.game.state.table.bases
    assert not [t for t in play.game.pending.options if window.rect.collidepoint(play.board.camera.to_screen(
        bases[t.value].pos))], "the window hides none of the targets"
