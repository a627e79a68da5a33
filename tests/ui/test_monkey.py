"""Random clicks, drags and keys on the real window never crash it nor break the table (seeded, so a failure
replays the same events; pygame_gui's own timing aside): the way a clicked dialog button once took the window down."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pygame
import pytest
from pygame_gui.elements import UIButton

from game.board.geometry import distance
from tests.ui.pilot import Pilot

ROOT = Path(__file__).resolve().parents[2]
KEYS = [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_SPACE, pygame.K_q, pygame.K_e, pygame.K_BACKSPACE,
        pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_t, pygame.K_l, pygame.K_v, pygame.K_m, pygame.K_HOME,
        pygame.K_LEFT, pygame.K_PAGEDOWN, pygame.K_PAGEUP, pygame.K_PERIOD, pygame.K_p, pygame.K_a, pygame.K_b,
        pygame.K_o, pygame.K_d, pygame.K_f, pygame.K_h, pygame.K_j, pygame.K_r, pygame.K_z, pygame.K_EQUALS,
        pygame.K_MINUS, pygame.K_0]  # with Ctrl, the last three size the interface
LEFT_ALONE = ("Quit", "Open", "Save", "Help")  # they leave, or open a dialog that would hold every later step


def _left_alone(app, spot: tuple[int, int]) -> bool:
    """Whether a click at ``spot`` lands on a button the monkey leaves alone."""
    spot = Pilot.lands(spot)
    return any(b.visible and b.rect.collidepoint(spot) and b.text.startswith(LEFT_ALONE)
               for b in app.ui.get_sprite_group().sprites() if isinstance(b, UIButton))


def monkey(pilot, rnd: random.Random, steps: int) -> None:
    app = pilot.app
    for _ in range(steps):
        w, h = app.size
        board = (w - 340, h)
        roll = rnd.random()
        if roll < 0.35:
            buttons = [b for b in app.ui.get_sprite_group().sprites() if isinstance(b, UIButton) and b.visible
                       and b.is_enabled and not b.text.startswith(LEFT_ALONE)]
            if buttons:
                pilot.click(rnd.choice(buttons).rect.center)
        elif roll < 0.6:
            spot = (rnd.randrange(board[0]), rnd.randrange(48, board[1]))
            if _left_alone(app, spot):  # a game-over card's Quit stands over the board
                continue
            pilot.click(spot, button=rnd.choice((1, 1, 3)))
        elif roll < 0.7:
            pilot.drag((rnd.randrange(board[0]), rnd.randrange(48, board[1])),
                       (rnd.randrange(board[0]), rnd.randrange(48, board[1])), button=rnd.choice((1, 3)))
        elif roll < 0.72:  # the window resized, down to a size under the least it takes (960×600)
            size = (rnd.randrange(800, 1921), rnd.randrange(500, 1081))
            app.run_frames(1, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
        elif roll < 0.75:  # a double click anywhere, a window's buttons among the places; or the wheel
            spot = (rnd.randrange(w), rnd.randrange(48, h))
            if _left_alone(app, spot):
                continue
            pilot.double_click(spot) if rnd.random() < 0.7 else pilot.wheel(spot, rnd.choice((-2, -1, 1, 2)))
        else:
            key = rnd.choice(KEYS)
            mod = rnd.choice((0, 0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL))
            if mod == pygame.KMOD_CTRL and key in (pygame.K_q, pygame.K_o):  # quit, or a dialog holding the rest
                continue
            letter = chr(key) if key < 128 and chr(key).isprintable() else ""
            pilot.key(key, letter.upper() if mod == pygame.KMOD_SHIFT else letter, mod=mod)
            pilot.let_go(key)
        pilot.wait(rnd.choice((1, 1, 4, 30)))
        assert app.running and app.screen is not None


@pytest.mark.parametrize(("name", "seed", "replay"), [
    ("clix-duel.yaml", 1, False), ("trench-no-mans-land.yaml", 2, False), ("arcane-glade.yaml", 3, False),
    ("drills/arcane/baron_chase.yaml", 4, False), ("drills/clix/rule05-multi-target-critical.yaml", 5, True),
    ("manoeuvres-fen-melee.yaml", 6, False), ("gamebook-siege.yaml", 7, False)])
def test_random_input_never_crashes_the_window_nor_overlaps_bases(pilot, name, seed, replay):
    pilot.open(ROOT / "scenarios" / name)
    if replay:  # the drill's script, stepped through
        pilot.wait(2)
        pilot.key(pygame.K_r, mod=pygame.KMOD_CTRL)
    monkey(pilot, random.Random(seed), 80)
    game = getattr(pilot.screen, "game", None)
    if game is not None:
        bases = [b for i, b in game.state.table.bases.items() if not game.state.figures[i].eliminated]
        assert all(distance(a.pos, b.pos) >= a.radius + b.radius - 0.011 for a, b in itertools.combinations(bases, 2))
