"""The Morale Phase: a side with at least half its models (rounded up) Down or Out of Action takes a success
roll; failing it makes the side Shaken (−1 DICE on its models' rolls until it passes a later test), and failing
in two consecutive turns loses the game. A turn without a test breaks the run; the test itself carries no
modifiers (it is the side's roll, not a model's)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.rules.events import of_roll
from game.rules.trench.record import record, status
from game.rules.trench.roll import FAILURE, make_roll
from game.words import counted, does

if TYPE_CHECKING:
    from game.rules.game import Game

LOSING_RUN = 2


def broken(game: Game, side: str) -> tuple[int, int]:
    """(models Down or Out of Action, models the side began with)."""
    models = [f for f in game.state.figures.values() if f.side == side]
    return sum(f.eliminated or status(f).down for f in models), len(models)


def morale_phase(game: Game, order: list[str]) -> list[str]:
    """Test each side in ``order``; returns the sides that lost by morale."""
    state, rec = game.state, record(game.state)
    game.emit("morale_phase", f"Morale Phase of turn {state.turn}.", turn=state.turn)
    lost = []
    for side in order:
        name = state.side(side).name
        bad, total = broken(game, side)
        if bad < math.ceil(total / 2):
            rec.failed_morale[side] = 0
            game.emit("morale", f"{name}: {bad} of {counted(total, 'model')} Down or Out of Action, no test.",
                      side=side, tested=False, down_or_out=bad, models=total)
            continue
        tests = f"{does(name, 'tests', 'test')} morale ({bad} of {total} Down or Out of Action)"
        done = make_roll(game, "morale", tests, [], side=side)
        if done.outcome == FAILURE:
            rec.shaken[side] = True
            rec.failed_morale[side] += 1
            text = f"{does(name, 'fails', 'fail')}: Shaken ({rec.failed_morale[side]} failed in a row)"
        else:
            rec.shaken[side] = False
            rec.failed_morale[side] = 0
            text = f"{does(name, 'passes and is', 'pass and are')} not Shaken"
        game.emit("morale", text + ".", side=side, tested=True, passed=done.outcome != FAILURE,
                  shaken=rec.shaken[side], failed_in_a_row=rec.failed_morale[side], down_or_out=bad, models=total,
                  **of_roll(done.seq))
        if rec.failed_morale[side] >= LOSING_RUN:
            lost.append(side)
    return lost
