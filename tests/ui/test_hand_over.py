"""Hot seat in arcane: the table passes only before a decision that shows its player a secret (a hand, a laid
card, a pick); public questions such as reactions are answered without hiding the board."""

from __future__ import annotations

import pygame
import pytest
import yaml

from game.rules.scenario import load_scenario
from game.ui.screens.handover import CARD_WIDTH, MARGIN, HandOverScreen
from game.ui.screens.play import PlayScreen
from game.ui.text_fit import overflow
from tests.ui.ink import written
from tests.ui.pilot import ROOT


def hot_seat_glade(tmp_path, pilot) -> None:
    drill = ROOT / "scenarios" / "drills" / "arcane" / "fireblast_bluff.yaml"
    data = yaml.safe_load(drill.read_text(encoding="utf-8"))  # Jenny's Firespitter in range of Bill's Fritz
    for played in ("script", "expect"):
        del data[played]
    data["turns"], data["map"] = 2, str(ROOT / "maps" / "glade.tmx")
    path = tmp_path / "glade.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    pilot.app.show(PlayScreen.start(pilot.app, load_scenario(path), {"jenny": "human", "bill": "human"}))
    pilot.wait(2)


def enter(down: bool = True) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN if down else pygame.KEYUP, key=pygame.K_RETURN, mod=0,
                              unicode="\r" if down else "", scancode=0)


def test_the_key_that_answered_held_down_does_not_take_the_next_players_seat(tmp_path, pilot):
    """Bill confirms his melee's only target with Enter; his combat card is a secret, so the table passes, to
    him as to anyone. Enter held down repeats (in the same frame, or later): the hand-over must wait for a fresh
    press, or it would show the hand to whoever sits there without asking."""
    hot_seat_glade(tmp_path, pilot)
    for _ in range(300):
        screen = pilot.screen
        if isinstance(screen, HandOverScreen):
            pilot.press(f"I am {screen.name}")
            continue
        decision = screen.game.pending
        if decision.kind == "targets" and decision.player == "bill":
            break
        assert screen.answer_with_ai()
        pilot.wait(2)
    play = pilot.screen
    pilot.app.step([enter(), enter()])  # the press and its first repeat, in one frame
    pilot.wait(1)
    assert isinstance(pilot.screen, HandOverScreen) and play.game.pending.kind == "pick"
    said = [ink.words for ink in written(pilot.app)]  # his own target answered just before: the table is his
    assert "A secret choice for Bill" in said and not any(w.startswith("Pass the table") for w in said), said
    pilot.app.step([enter()])  # repeating still
    assert isinstance(pilot.screen, HandOverScreen)
    pilot.app.step([enter(down=False)])
    pilot.app.step([enter()])  # a fresh press takes the seat
    assert pilot.screen is play and play.viewer == "bill"


def test_only_secrets_pass_the_table(tmp_path, pilot):
    hot_seat_glade(tmp_path, pilot)
    handed, public_switches = [], []
    last_player = None
    for _ in range(3000):
        screen = pilot.screen
        if isinstance(screen, HandOverScreen):
            game = screen.play.game
            handed.append((game.pending, game.ruleset.holdings(game, game.pending.player)))
            pilot.key(pygame.K_RETURN, frames=2)
            continue
        if not isinstance(screen, PlayScreen) or screen.game.pending is None:
            break
        decision = screen.game.pending
        if last_player is not None and decision.player != last_player:
            public_switches.append(decision)
        game = screen.game
        if not (decision.secret or game.ruleset.holdings(game, decision.player)):
            # nobody's secrets on show while a public question waits, though its player answered a secret just
            # before (Bill's replaced card, then his public reaction: his hand stayed in the log)
            assert screen.viewer is None, decision
        last_player = decision.player
        assert screen.answer_with_ai()
        pilot.wait(2)
        last_player = None if isinstance(pilot.screen, HandOverScreen) else last_player
    assert handed, "the first hand of cards is handed over"
    assert all(decision.secret or held for decision, held in handed)
    assert not [d.kind for d, _held in handed if d.kind in ("reaction", "action")]
    assert any(d.kind == "reaction" for d in public_switches), "reactions are answered without a hand-over"


def test_a_double_click_answers_one_players_decision_not_the_next_ones_too(pilot):
    """Hot seat, manoeuvres: each side in turn keeps its declarations or changes one, in a window whose "Keep"
    button stands in the same place for both. A player who double-clicks it answers for himself only; the other
    player's click, a moment later, answers for her."""
    scenario = load_scenario(ROOT / "scenarios" / "manoeuvres-duel.yaml")
    play = PlayScreen.start(pilot.app, scenario, {side.id: "human" for side in scenario.sides})
    pilot.app.show(play)
    pilot.wait(2)
    while play.game.pending.kind != "change":
        assert play.answer_with_ai()
        pilot.wait(2)
    first = play.game.pending
    keep = pilot.button("Keep the declarations").rect.center
    pilot.double_click(keep)
    second = play.game.pending
    assert second is not first and second.kind == "change" and second.player != first.player
    assert pilot.button("Keep the declarations").rect.center == keep  # where the double click's second press fell
    pilot.click(keep, frames=2)
    assert play.game.pending is not second and play.game.pending.kind != "change"


@pytest.mark.parametrize("size", [(1366, 768), (960, 600)])
def test_a_long_side_name_wraps_on_the_hand_over_card_and_its_button_says_what_it_does(pilot, size):
    """"Pass the table to The Most Honourable Commonwealth…" ran out of the card at both ends, and its button's
    words were cut off mid-name."""
    pilot.app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    scenario = load_scenario(ROOT / "scenarios" / "arcane-glade.yaml")
    play = PlayScreen.start(pilot.app, scenario, {side.id: "human" for side in scenario.sides})
    long = "The Most Honourable Commonwealth of the Northern Marches and Isles"
    play.game.state.sides[0].name = long
    pilot.app.show(HandOverScreen(pilot.app, play, play.game.state.sides[0].id))
    pilot.wait(1)
    inks = written(pilot.app)
    assert any(ink.words.startswith("Pass the table to The Most") for ink in inks)
    assert all(ink.rect.w <= CARD_WIDTH - 2 * MARGIN for ink in inks)  # each line within the card
    button = pilot.button("I am The Most Honourable")
    assert button.rect.w <= CARD_WIDTH - 2 * MARGIN and overflow(button) <= 0
    assert button.text.endswith("— show the table") and button.tool_tip_text == f"I am {long} — show the table"
    pilot.press("I am The Most Honourable")
    assert pilot.screen is play and play.game.pending.kind == "action"
    assert play.viewer is None  # the choice of a character is public: in hot seat nobody's secrets are on show


def test_ctrl_z_on_the_hand_over_gives_the_last_player_the_answer_back(tmp_path, pilot):
    """Bill confirms his melee's target and the table is to pass to him for his combat card; Ctrl+Z there takes
    the last answer back, Jenny's, a public one: the table shows it with nobody's secrets (whoever pressed it may
    be Bill, already seated)."""
    hot_seat_glade(tmp_path, pilot)
    for _ in range(300):
        screen = pilot.screen
        if isinstance(screen, HandOverScreen) and screen.play.game.answers:
            break
        if isinstance(screen, HandOverScreen):
            pilot.press(f"I am {screen.name}")
            continue
        assert screen.answer_with_ai()
        pilot.wait(2)
    handover = pilot.screen
    play, answers = handover.play, list(handover.play.game.answers)
    pilot.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    pilot.wait(2)
    assert play.game.answers == answers[:-1] and play.game.pending.player == "jenny"
    assert pilot.screen is play and play.viewer is None  # her question shows no secret: the table shows none


def test_a_player_declines_the_reactions_of_a_whole_activation_with_one_button(pilot):
    """Hot seat: the goblins were asked after each of Quack's actions, however far off; "No reactions until
    Quack's activation ends" answers them all, and the next activation asks again."""
    scenario = load_scenario(ROOT / "scenarios" / "arcane-glade.yaml")
    play = PlayScreen.start(pilot.app, scenario, {"commonwealth": "human", "goblins": "human"})
    pilot.app.show(play)
    pilot.wait(2)
    pilot.click(pilot.figure("quack"))
    pilot.type("j")
    start = play.game.state.base("quack").pos
    pilot.double_click(pilot.at((start[0], start[1] + 3)))
    assert (play.game.pending.kind, play.game.pending.player) == ("reaction", "goblins")
    pilot.press("No reactions until Quack's activation ends")
    pilot.key(pygame.K_s, mod=pygame.KMOD_SHIFT, unicode="S")
    pilot.double_click(pilot.at((start[0], start[1] + 4)))
    assert (play.game.pending.kind, play.game.pending.player) == ("action", "commonwealth")  # nobody asked
    pilot.type("e")
    pilot.click(pilot.figure("gutrot"))
    pilot.type("j")
    at = play.game.state.base("gutrot").pos
    pilot.double_click(pilot.at((at[0], at[1] - 3)))
    assert (play.game.pending.kind, play.game.pending.player) == ("reaction", "commonwealth")


def test_the_hand_over_card_agrees_its_verb_with_the_sides_name(pilot):
    """"Goblins has a decision the others must not see"."""
    scenario = load_scenario(ROOT / "scenarios" / "arcane-glade.yaml")
    play = PlayScreen.start(pilot.app, scenario, {side.id: "human" for side in scenario.sides})
    for name, said in (("Goblins", "Goblins have a decision"), ("Goblin Gang", "Goblin Gang has a decision")):
        play.game.state.sides[1].name = name
        pilot.app.show(HandOverScreen(pilot.app, play, play.game.state.sides[1].id))
        pilot.wait(1)
        assert any(ink.words.startswith(said) for ink in written(pilot.app))


def test_ctrl_z_on_the_game_over_card_of_a_hot_seat_game_hands_the_table_over_first(pilot, tmp_path):
    """A critical was the last answer of the game; Ctrl+Z on the game-over card, which the whole table watches,
    showed its player's combat hand at once."""
    from game.ui.screens.game_over import GameOverScreen

    source = ROOT / "scenarios" / "drills" / "arcane" / "combat_card_pick.yaml"
    data = yaml.safe_load(source.read_text(encoding="utf-8"))
    data["map"] = str((source.parent / data["map"]).resolve())
    data.pop("expect")
    del data["sides"][1]["controller"]
    data["sides"][1]["figures"][0]["health"] = 1  # the first blow ends it
    path = tmp_path / "duel.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    opened = pilot.open(path)
    play = opened.play if isinstance(opened, HandOverScreen) else opened
    picks = {"commonwealth": "thrust", "goblins": "rising_attack"}
    for _ in range(100):
        screen = pilot.screen
        if isinstance(screen, GameOverScreen):
            break
        if isinstance(screen, HandOverScreen):
            pilot.press(f"I am {screen.name}")
            continue
        pending = play.game.pending
        if pending.kind == "pick":
            play.answer(picks[pending.player])
        elif pending.kind == "critical":
            play.answer(pending.values[-1])  # every duplicate laid
        else:
            play.answer_with_ai()
        pilot.wait(2)
    last = play.game.asked[-1]
    assert isinstance(pilot.screen, GameOverScreen) and last.kind == "critical"
    pilot.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    pilot.wait(2)
    assert isinstance(pilot.screen, HandOverScreen) and pilot.screen.player == last.player
    assert not [ink.words for ink in written(pilot.app) if "Combat hand" in ink.words]
