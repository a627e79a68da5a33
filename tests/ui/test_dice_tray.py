"""The dice tray is thrown where it hides the fewest figures and names: beside the table where the view leaves a wide
margin, else the top of the board, else its foot or its middle; it stays there unless a figure comes under it where
another place would hide fewer."""

from __future__ import annotations

import pygame
import pytest

from game.rules.events import Event
from game.ui.event_log import DIE, DIE_GAP, ROLL_FRAMES, DiceTray, dice_rows
from tests.ui.ink import Recorder, inked

BOARD = pygame.Rect(0, 48, 940, 580)
pytestmark = pytest.mark.usefixtures("app")  # the window's fonts


def throw() -> DiceTray:
    tray = DiceTray()
    tray.add([Event(1, "roll", "Injury roll against Blade chorister: rolls [1, 3]", {"dice": [1, 3]}),
              Event(2, "hit", "Blade chorister takes a minor hit.", {"of_roll": 1})])
    return tray


def thrown(figures: list[pygame.Rect], later: list[pygame.Rect] | None = None,
           table: pygame.Rect | None = None) -> pygame.Rect:
    """Where a throw of two dice is once landed, with ``figures`` on the board as it begins (and ``later`` from
    the next frame on), the ``table`` filling the view unless given."""
    tray, surface = throw(), pygame.Surface((1280, 672))
    tray.draw(surface, BOARD, [], figures, table or BOARD)
    for _ in range(ROLL_FRAMES):
        tray.draw(surface, BOARD, [], figures if later is None else later, table or BOARD)
    assert tray.rect is not None
    return tray.rect


def row(y: int) -> list[pygame.Rect]:
    """A row of bases with their names across the board at ``y``, as each side's trench in No Man's Land."""
    return [pygame.Rect(x, y, 40, 40) for x in range(240, 720, 60)]


TOP, FOOT = row(BOARD.top + 40), row(BOARD.bottom - 90)


def test_the_dice_go_to_the_top_of_an_empty_board():
    assert thrown([]).top == BOARD.top + 12


def test_the_dice_keep_off_the_figures_at_the_top():
    """In No Man's Land the tray at the top hid the pilgrims' trench, the sniper that shot with it."""
    tray = thrown(TOP)
    assert not tray.collidelistall(TOP)
    assert tray.bottom == BOARD.bottom - 12


def test_the_dice_go_between_two_lines_of_figures():
    tray = thrown(TOP + FOOT)
    assert not tray.collidelistall(TOP + FOOT)


def test_where_the_top_the_foot_and_the_middle_hide_figures_the_dice_go_between():
    """At 960×600 a duel's two fighters stood where the foot would be, a dialog over the top, the middle below it."""
    middle = row(BOARD.centery - 20)
    tray = thrown(TOP + middle + FOOT)
    assert not tray.collidelistall(TOP + middle + FOOT) and BOARD.contains(tray)


def test_the_dice_stay_put_while_no_figure_comes_under_them():
    """The figures at the top walk away: the tray at the foot stays (the top would hide no fewer)."""
    assert thrown(TOP, later=[]).bottom == BOARD.bottom - 12


def test_the_dice_move_off_a_figure_that_comes_under_them():
    """A manoeuvres melee walked under the tray thrown at the foot, and it hid all five fighters to its end."""
    tray = thrown(TOP, later=FOOT)
    assert tray.top == BOARD.top + 12 and not tray.collidelistall(FOOT)


#: No Man's Land at 1366×768: a table 480 pixels square with 230 pixels of view either side.
SMALL = pygame.Rect(230, 107, 480, 480)


def test_beside_a_small_table_the_dice_go_to_the_margin():
    """A trench roll was thrown across the middle of the table, over the shock trooper that rolled."""
    crowd = row(SMALL.top + 40) + row(SMALL.centery) + row(SMALL.bottom - 60)
    tray = thrown(crowd, table=SMALL)
    assert tray.left >= SMALL.right and tray.right <= BOARD.right - 12 and tray.top == BOARD.top + 12
    assert not tray.collidelistall(crowd)


def test_in_the_margin_the_dice_keep_off_a_name_that_reaches_into_it():
    name = pygame.Rect(SMALL.right - 40, SMALL.top + 90, 100, 19)  # "Trench yeoman 4", beside its base at the edge
    tray = thrown([name], table=SMALL)
    assert not SMALL.colliderect(tray) and not tray.colliderect(name)


def test_a_margin_too_narrow_for_the_words_is_not_used():
    table = BOARD.inflate(-300, 0)  # 150 pixels either side
    assert thrown([], table=table).top == BOARD.top + 12 and thrown([], table=table).colliderect(table)


def test_the_tumbling_dice_take_only_their_own_room():
    """While they roll there are no words yet: the tray is the dice's height, where they will land."""
    tray, surface = throw(), pygame.Surface((1280, 672))
    tray.draw(surface, BOARD, [], [])
    assert tray.rect is not None
    rolling = tray.rect
    for _ in range(ROLL_FRAMES):
        tray.draw(surface, BOARD, [], [])
    assert rolling.h == DIE + 28 < tray.rect.h and rolling.topleft == tray.rect.topleft


ATTACK = ("Jan attacks Marta at moment 19 with Power shot: k20 9 — hit; k8 4: 17 points: medium. Atak 10: Atak 8, "
          "Light crossbow +1, Przycelowanie 1 +1; Obrona 8: Obrona 6, Spear (weapon Obrona) +2; hits on k20 at most "
          "10 + 10 − 8 = 12 (1 always hits, 20 always misses) | critical chance 1 | wounds: S 11: S 3, power shot +8 "
          "+ k8 × multiplier 2 − armour 2; weak-hit threshold 4: base 5, Przycelowanie −1")


def landed_words(events: list[Event]) -> list[str]:
    """What the tray writes once the dice have landed."""
    tray = DiceTray()
    tray.add(events)
    for _ in range(ROLL_FRAMES):
        tray.draw(pygame.Surface((1280, 672)), BOARD)
    recorder = Recorder((1280, 672))
    tray.draw(recorder, BOARD)
    assert tray.rect is not None
    return [ink.words for ink in inked(recorder) if ink.rect.colliderect(tray.rect)]


def test_a_long_roll_shows_its_first_sentence_and_the_log_keeps_the_rest():
    """A manoeuvres attack's breakdown ran to five lines and a tray 180 pixels high over the fighters."""
    words = landed_words([Event(1, "attack", ATTACK, {"dice": [9, 4], "sides": [20, 8]})])
    assert words == ["Jan attacks Marta at moment 19 with Power shot: k20 9 — hit; k8 4: 17 points: medium."]


def test_a_short_roll_shows_whole_with_its_result():
    words = landed_words([Event(1, "roll", "Injury roll against Blade chorister: rolls [1, 3]", {"dice": [1, 3]}),
                          Event(2, "hit", "Blade chorister takes a minor hit.", {"of_roll": 1})])
    assert words == ["Injury roll against Blade chorister: rolls [1, 3]", "Blade chorister takes a minor hit."]


def test_a_new_round_after_a_roll_is_not_its_result():
    """"Round 2 begins." was written under a miss as if the roll had led to it."""
    words = landed_words([Event(1, "attack", "Jan attacks Marta: k20 17 — miss.", {"dice": [17], "sides": [20]}),
                          Event(2, "round", "Round 2 begins.")])
    assert words == ["Jan attacks Marta: k20 17 — miss."]


def test_only_what_names_the_roll_stands_under_it():
    """A clix shot into hindering terrain wrote "Hindering: +1 to War Mage's defence." as the roll's result, and a
    gamebook miss "Priest moves to c5.", the next piece's move."""
    words = landed_words([
        Event(1, "roll", "Orc Archer rolls 2 + 5 = 7 for a ranged attack, plus attack 8.", {"dice": [2, 5]}),
        Event(2, "modifier", "Hindering: +1 to War Mage's defence."),
        Event(3, "hit", "15 against defence 15: Orc Archer hits War Mage for 2 damage.", {"of_roll": 1}),
        Event(4, "move", "Priest moves to c5.")])
    assert words == ["Orc Archer rolls 2 + 5 = 7 for a ranged attack, plus attack 8.",
                     "15 against defence 15: Orc Archer hits War Mage for 2 damage."]


def test_a_roll_that_brought_nothing_about_stands_alone():
    """A trench injury roll of no effect showed the next activation's end as its result."""
    words = landed_words([
        Event(1, "roll", "Injury roll against Pilgrim sniper: rolls [1, 2] = 3: no effect.", {"dice": [1, 2]}),
        Event(2, "activation_end", "Legionnaire 5's activation ends: no action is left to take.")])
    assert words == ["Injury roll against Pilgrim sniper: rolls [1, 2] = 3: no effect."]


def test_every_result_of_a_roll_stands_under_it():
    """A clix shot at two figures hits one and misses the other: both under the one roll."""
    words = landed_words([
        Event(1, "roll", "Orc Shaman rolls 3 + 5 = 8 for a ranged attack, plus attack 8.", {"dice": [3, 5]}),
        Event(2, "hit", "16 against defence 15: Orc Shaman hits War Mage for 1 damage.", {"of_roll": 1}),
        Event(3, "miss", "16 against defence 17: Orc Shaman misses Guard Swordsman.", {"of_roll": 1})])
    assert words[0] == "Orc Shaman rolls 3 + 5 = 8 for a ranged attack, plus attack 8."
    assert " ".join(words[1:]) == ("16 against defence 15: Orc Shaman hits War Mage for 1 damage. 16 against "
                                   "defence 17: Orc Shaman misses Guard Swordsman.")


def test_the_dice_are_never_thrown_off_the_board_below_a_tall_window():
    """A gamebook style dialog over the board's top put the tray below it, under the foot of a 960×600 window."""
    dialog = pygame.Rect(BOARD.x + 260, BOARD.y + 12, 340, BOARD.h - 100)
    tray, surface = throw(), pygame.Surface((1280, 672))
    for _ in range(ROLL_FRAMES + 1):
        tray.draw(surface, BOARD, [dialog], [], BOARD)
    assert tray.rect is not None and BOARD.contains(tray.rect)


def test_a_roll_of_four_dice_goes_beside_a_small_table_on_two_rows():
    """At 1366×768 a legionnaire's four-dice shot was thrown across the middle of No Man's Land: four dice in a row
    did not fit the margin."""
    tray, surface = DiceTray(), pygame.Surface((1280, 672))
    tray.add([Event(1, "roll", "Legionnaire 5 shoots at Pilgrim sniper: rolls [2, 1, 4, 3], keeps [1, 2] = 3: "
                               "failure.", {"dice": [2, 1, 4, 3]})])
    for _ in range(ROLL_FRAMES + 1):
        tray.draw(surface, BOARD, [], [], SMALL)
    assert tray.rect is not None and tray.rect.left >= SMALL.right
    assert dice_rows(4, tray.rect.w) == (2, 2 * DIE + DIE_GAP)


def test_the_dice_keep_off_the_figures_the_roll_is_about_rather_than_two_others():
    """A gamebook siege at 960×600: every place hides some pieces; let them not be the two the roll is between."""
    tray, surface = DiceTray(), pygame.Surface((1280, 672))
    tray.add([Event(1, "attack", "Sasho attacks Ogre: hit.", {"dice": [1], "figure": "sasho", "target": "ogre"}),
              Event(2, "damage", "Ogre loses 4 Endurance.", {"of_roll": 1, "figure": "ogre"})])
    assert tray.throws[0].actors == ("sasho", "ogre")
    bases = {"sasho": pygame.Rect(400, BOARD.top + 40, 40, 40), "ogre": pygame.Rect(460, BOARD.top + 40, 40, 40)}
    crowd = [pygame.Rect(x, y, 40, 40) for y in range(BOARD.top + 150, BOARD.bottom - 40, 70)
             for x in range(300, 640, 110)]  # the rest of the board: three or more under any other place
    figures = [*bases.values(), *crowd]
    for _ in range(ROLL_FRAMES + 1):
        tray.draw(surface, BOARD, [], figures, BOARD, bases)
    assert tray.rect is not None and not tray.rect.collidelistall(list(bases.values()))
    assert len(tray.rect.collidelistall(crowd)) > len(bases)  # more figures hidden, but not the two that matter
