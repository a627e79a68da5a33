"""Figures: gliding to their places (along the path a move took), and the base picture."""

from __future__ import annotations

import math

from game.board.table import Base
from game.ui.figures import Glide, _base_picture
from tests.board.mapkit import table


def test_a_figure_walks_round_the_corner_it_went_round():
    board = table()
    base = board.add(Base("a", 2, 2))
    glide = Glide()
    glide.step(board)  # seen at (2, 2)
    board.place("a", (10, 10))
    glide.follow("a", [(2, 2), (10, 2), (10, 10)])
    seen = []
    while glide.step(board):
        seen.append(glide.where("a", board)[:2])
    assert any(math.isclose(y, 2, abs_tol=0.01) and x > 8 for x, y in seen)  # along the first leg
    assert glide.where("a", board)[:2] == base.pos


def test_without_a_path_a_figure_eases_straight_to_its_place_and_turns():
    board = table()
    board.add(Base("a", 2, 2, facing=0))
    glide = Glide()
    glide.step(board)
    board.place("a", (6, 5), facing=90)
    frames = 0
    while glide.step(board):
        x, y, _facing = glide.where("a", board)
        assert math.isclose((y - 2) * 4, (x - 2) * 3, abs_tol=1e-6)  # on the straight line
        frames += 1
    assert 3 < frames < 60 and glide.where("a", board) == (6, 5, 90)


def test_the_front_arc_is_lighter_than_the_rear():
    picture = _base_picture(30, (200, 40, 40), facing=0, front_arc=180)
    c = picture.get_width() // 2
    front, rear = picture.get_at((c + 15, c + 8)), picture.get_at((c - 15, c + 8))
    assert sum(front[:3]) > sum(rear[:3]) + 60
    assert all(abs(a - b) <= 4 for a, b in zip(rear[:3], (200, 40, 40), strict=True))
