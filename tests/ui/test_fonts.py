"""Chinese, Japanese, Korean, Arabic and Hebrew in the window: each character in a font that has its glyph, never an
empty box; Arabic and Hebrew right to left, Arabic letters joined."""

from __future__ import annotations

import pygame
import pytest

from game.ui.fonts import DATA, MAIN, OTHERS, Face
from game.ui.style import font, printable, text, wrap
from tests.ui.ink import written
from tests.ui.pilot import scenario_file


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()


def files(face: Face, words: str) -> list[tuple[str, str]]:
    """Each run of ``words`` and the file of the font that draws it."""
    runs = face.runs(words)
    by_font = {id(face.main): MAIN[face.bold_face], **{id(f): name for name, f in face._others.items()}}
    return [(part, by_font[id(f)]) for part, f in runs]


def test_each_run_is_drawn_by_the_first_font_with_its_glyphs():
    face = Face(14)
    assert files(face, "Sir Roland") == [("Sir Roland", "NotoSans-Regular.ttf")]
    assert files(face, "兽人 raider") == [("兽人", "NotoSansSC-Regular.otf"), (" raider", "NotoSans-Regular.ttf")]
    # kana on the line: its Han characters are drawn as Japanese
    assert files(face, "剣士アキラ: move") == [("剣士アキラ", "NotoSansJP-Regular.otf"),
                                           (": move", "NotoSans-Regular.ttf")]
    assert files(face, "한국어") == [("한국어", "NotoSansKR-Regular.ttf")]
    assert files(Face(14, bold=True), "赤軍") == [("赤軍", OTHERS[True][0])]
    assert files(face, "Рыцарь") == [("Рыцарь", "NotoSans-Regular.ttf")]  # Cyrillic is Noto Sans's own


def test_arabic_and_hebrew_names_are_runs_of_their_own_fonts_words_and_spaces_together():
    face = Face(14)
    assert files(face, "Sir Roland attacks قاسم بن علي.") == [
        ("Sir Roland attacks ", "NotoSans-Regular.ttf"), ("قاسم بن علي", "NotoSansArabic-Regular.ttf"),
        (".", "NotoSans-Regular.ttf")]
    assert files(face, "דוד המלך moves") == [("דוד המלך", "NotoSansHebrew-Regular.ttf"),
                                            (" moves", "NotoSans-Regular.ttf")]
    assert files(Face(14, bold=True), "قاسم") == [("قاسم", "NotoSansArabic-Bold.ttf")]


def test_arabic_letters_are_joined_and_hebrew_runs_right_to_left():
    plain = pygame.font.Font(DATA / "NotoSansArabic-Regular.ttf", 40)  # letters one by one, left to right
    assert font(40).size("قاسم")[0] < plain.size("قاسم")[0]  # joined: the shaped word is narrower
    line = pygame.surfarray.array_alpha(font(40).render("אל", True, (255, 255, 255)))
    top = [int((column > 100).argmax()) if (column > 100).any() else 99 for column in line]
    half = len(top) // 2
    assert min(top[:half]) < min(top[half:])  # the lamed's ascender on the left: the alef, first, on the right


def test_a_han_character_is_drawn_as_its_font_draws_it_not_as_noto_sans_empty_box():
    picture = text("騎", 14)
    box = pygame.font.Font(DATA / MAIN[False], 14).render("騎", True, (255, 255, 255))
    glyph = pygame.font.Font(DATA / OTHERS[False][0], 14).render("騎", True, (255, 255, 255))
    assert picture.get_width() == glyph.get_width() != box.get_width()


def test_a_mixed_line_keeps_noto_sans_height_and_baseline_so_it_lines_up_with_the_rest():
    face = font(14)
    assert face.size("兽人 raider")[1] == face.size("raider")[1] == face.get_height()
    line = face.render("兽人 raider", True, (255, 255, 255))
    latin = face.render(" raider", True, (255, 255, 255))
    x = line.get_width() - latin.get_width()
    tail = line.subsurface((x, 0, latin.get_width(), latin.get_height()))
    assert pygame.image.tobytes(tail, "RGBA") == pygame.image.tobytes(latin, "RGBA")  # placed as drawn alone


def test_a_long_han_name_wraps_by_the_width_it_is_drawn_at():
    name = "兽人袭击者兽人袭击者兽人袭击"  # 14 characters of one width
    width = font(14).size(name)[0]
    lines = wrap(name, 14, width // 2 + 2)
    assert lines == (name[:7], name[7:])


def named_duel(tmp_path, red: tuple[str, str], blue: tuple[str, str]):
    """A clix duel of two sides, each named and with one figure named: red's "a", a swordsman, blue's "b", a
    raider."""
    return scenario_file(tmp_path, [
        {"id": "red", "name": red[0], "figures": [
            {"id": "a", "profile": "guard_swordsman", "name": red[1], "at": [3, 12], "facing": 0}]},
        {"id": "blue", "name": blue[0], "figures": [
            {"id": "b", "profile": "orc_raider", "name": blue[1], "at": [20, 12], "facing": 180}]}])


def test_widgets_draw_a_scenarios_han_and_kana_names(pilot, tmp_path):
    play = pilot.open(named_duel(tmp_path, ("赤軍", "剣士アキラ"), ("蓝队", "兽人袭击者")))
    pilot.click(pilot.figure("a"))
    button = pilot.button("剣士アキラ: move")
    japanese = pygame.font.Font(DATA / OTHERS[False][1], button.font.get_point_size())
    noto = pygame.font.Font(DATA / MAIN[False], button.font.get_point_size())
    # the button's font measures (and so draws) the name in the Japanese font, not as boxes
    assert button.font.size("剣士アキラ")[0] == japanese.size("剣士アキラ")[0] != noto.size("剣士アキラ")[0]
    assert play.game.state.figures["a"].name == "剣士アキラ"


def test_a_run_with_no_width_draws_as_nothing():
    """An emoji's variation selector left alone in a run ("⚔️" is U+2694 U+FE0F): SDL_ttf refused to draw it and
    the window went down with a traceback as a scenario named so opened."""
    face = Face(14)
    assert face.render("\ufe0f", True, (255, 255, 255)).get_width() == 0
    assert face.render("Wizard ♂\ufe0f", True, (255, 255, 255)).get_width() == face.size("Wizard ♂")[0]


def test_emoji_and_flags_no_font_draws_are_said_in_words():
    assert printable("Smaug 🐉") == "Smaug :dragon:"
    assert printable("Wizard 🧙🏽\u200d♂️") == "Wizard :mage:♂"  # the skin tone, joiner and selector dropped
    assert printable("Knights 🇵🇱") == "Knights PL"
    assert printable("Roland, ≤ 6\"") == "Roland, <= 6\""  # the stand-ins as before


def test_a_scenario_named_with_emoji_opens_and_plays(pilot, tmp_path):
    play = pilot.open(named_duel(tmp_path, ("Knights 🛡️", "Sir ⚔️ Roland"), ("Dragons 👨\u200d👩\u200d👧", "Smaug 🐉")))
    pilot.click(pilot.figure("a"))
    pilot.wait(2)
    words = " ".join(ink.words for ink in written(pilot.app))
    assert "Sir :crossed swords: Roland" in words and "Smaug :dragon:" in words
    assert play.game.state.figures["a"].name == "Sir ⚔️ Roland"  # the game keeps the name as written
