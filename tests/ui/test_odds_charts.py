"""Odds as pictures: beside the numbers, a bar for each outcome, as tall as its chance."""

from __future__ import annotations

import pygame

from game.ui.style import ACCENT
from tests.ui.ink import written
from tests.ui.pilot import scenario_file


def test_a_clix_attack_shows_the_clicks_it_may_deal_as_bars(pilot, tmp_path):
    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [{"id": "bow", "profile": "elf_longbow", "at": [3, 12]}]},
        {"id": "blue", "name": "Blue", "controller": "ai", "figures": [
            {"id": "raider", "profile": "orc_raider", "at": [9, 12], "facing": 180}]}])
    play = pilot.open(path)
    pilot.click(pilot.figure("bow"))
    pilot.type("r")
    pilot.click(pilot.figure("raider"))
    card = play.input.card()
    chart = card.charts[0]
    assert [words for words, _p in chart.bars] == ["0", "2", "3"]  # clicks dealt, in order: a miss, a hit, a 12
    assert abs(sum(p for _w, p in chart.bars) - 1) < 1e-9
    pilot.wait(1)
    inks = written(pilot.app)
    shares = [ink for ink in inks if ink.words.endswith("%") and ink.words[:-1].isdigit()]
    assert len(shares) == 3  # each bar says its chance above it
    likeliest = max(range(3), key=lambda i: chart.bars[i][1])
    above = shares[likeliest].rect
    assert tuple(pilot.app.window.get_at((above.centerx, above.bottom + 8)))[:3] == ACCENT  # the tallest bar
    lowest = min(range(3), key=lambda i: chart.bars[i][1])
    assert shares[lowest].rect.bottom > above.bottom  # a smaller chance, a lower bar
    assert all(pygame.Rect((pilot.app.size[0] - 340, 48), (340, pilot.app.size[1])).contains(s.rect) for s in shares)
