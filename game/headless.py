"""The headless runner: play a scenario without a window, check its expectations, write its event log.

``python main.py --headless SCENARIO.yaml [--seed N] [--log events.jsonl] [--turns N]`` loads the scenario,
plays its script, lets the controllers play (a human side is played by the AI) until the game ends or the
turn limit, prints a short summary and checks ``expect``. Exit 0 when every expectation holds, 1 when one
fails, 2 on invalid input. The same scenario and seed always write the same bytes to the log.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from game.ai.controller import Controller
from game.arguments import say_errors
from game.rules.atomic_write import write_atomically
from game.rules.dice import ForcedResultError
from game.rules.expect import check_winner
from game.rules.game import Game
from game.rules.scenario import SCENARIO_SUFFIXES, ScenarioError, load_scenario
from game.session import ScriptMisfit, Seats, Session
from game.words import and_list, counted, first_few, turn_words

#: A game that has not ended after this many decisions is stuck (a ruleset bug), not long.
MAX_DECISIONS = 200_000


class InvalidInput(Exception):
    """Bad input found while playing (a script step that does not fit): reported with exit code 2."""


@dataclass
class Outcome:
    game: Game
    failures: list[str] = field(default_factory=list)


def play(game: Game, controllers: dict[str, Controller] | None = None) -> Outcome:
    """Play the scenario's script, check the expectations once it is done, then play on to the end: a session
    whose every side is a controller (``controllers``, else each side's AI)."""
    session = Session(game, Seats.machines(game, controllers))
    play_script(session)
    for _ in range(MAX_DECISIONS):
        if game.pending is None:
            break
        _step(session)
    else:
        raise RuntimeError(f"the game did not end within {MAX_DECISIONS} decisions")
    if not game.scenario.script:
        _all_forced_used(game)
    return Outcome(game, (session.failures or []) + check_winner(game))


def play_script(session: Session) -> None:
    """Play the session's script to its end, its players answering what it leaves to them: InvalidInput where a
    step fits no decision, the game ends before the script does, or forced results are left once it is played."""
    game = session.game
    for _ in range(MAX_DECISIONS):
        if session.script is None or game.pending is None:
            break
        _step(session)
    if session.script is not None:
        raise InvalidInput(f"{game.scenario.path}: the game ended before the script was played (no decision "
                           "came that these steps' keys answer; the players' controllers answered the others): "
                           f"{first_few(session.script.unused(), '; ')}")
    if game.scenario.script:
        _all_forced_used(game)


def _step(session: Session) -> None:
    """One decision answered, by the script or the player's controller."""
    try:
        answered = session.step()
    except ScriptMisfit as exc:
        raise InvalidInput(str(exc)) from None
    if not answered:
        pending = session.game.pending
        raise LookupError(f"no controller plays {pending.player if pending else None!r}")


def script_problems(path: Path) -> list[str]:
    """What ``--check`` finds wrong in a scenario's script by playing it (not the game after it): a step that fits
    no decision ("'raidr' is not one of the choices: did you mean 'raider'?"), forced results it never uses, and
    the expectations that do not hold where it ends (all but the winner, which waits for the game's end)."""
    if path.suffix.lower() not in SCENARIO_SUFFIXES:
        return []
    scenario = load_scenario(path)
    if not scenario.script:
        return []
    try:
        game = Game(scenario)  # its set-up may roll forced dice already
        session = Session(game, Seats.machines(game))
        play_script(session)
    except InvalidInput as exc:
        return [str(exc)]
    except ForcedResultError as exc:
        return [f"{scenario.path}: random: {exc}"]
    return [f"{scenario.path}: {failure}" for failure in session.failures or []]


def _all_forced_used(game: Game) -> None:
    """Forced dice or cards left once the script is played (or the game is over) are an error of the scenario: a
    drill that forces results it never uses would hand them silently to later rolls."""
    left = game.rng.forced_left()
    if left:
        count = sum(len(values) for values in left.values())
        which = first_few([f"{key}: {first_few(values)}" for key, values in left.items()], "; ")
        short = [f"the forced {key} ran out, and {n:,} more {'was' if n == 1 else 'were'} rolled at random"
                 for key, n in sorted(game.rng.past_forced.items())]
        why = f"; {first_few(short, '; ')}, which may have led elsewhere" if short else ""
        raise InvalidInput(f"{game.scenario.path}: random: {count:,} forced result{'s were' if count > 1 else ' was'} "
                           f"never used once the script was played ({which}){why}")


#: Files a user might hand the runner that are not scenarios, and what they are.
NOT_SCENARIOS = {".tmx": "a map", ".json": "a saved game"}


def run(path: str | Path, seed: int | None = None, log: str | Path | None = None, turns: int | None = None,
        out: TextIO | None = None, err: TextIO | None = None) -> int:
    out, err = out or sys.stdout, err or sys.stderr  # as they are now (a test captures them after import)
    kind = NOT_SCENARIOS.get(Path(path).suffix.lower())
    if kind is not None:
        print(f"error: {path}: {kind}, not a scenario: --headless plays a scenario (.yaml); open the file in the "
              "window with python main.py FILE", file=err)
        return 2
    try:
        scenario = load_scenario(path)
        game = Game(scenario, seed=seed, turns=turns)
        outcome = play(game)
    except (ScenarioError, InvalidInput) as exc:
        say_errors(exc, err)
        return 2
    except ForcedResultError as exc:  # a forced die or card the game cannot honour when it comes to it
        print(f"error: {path}: random: {exc}", file=err)
        return 2
    if log:
        try:
            write_atomically(Path(log), "".join(e.to_line() + "\n" for e in game.log), shared=True)
        except OSError as exc:
            print(f"error: {log}: cannot write the event log: {exc.strerror or exc}", file=err)
            return 2
    print(summary(game), file=out)
    for failure in outcome.failures:
        print(f"FAILED {failure}", file=out)
    if scenario.expect:
        print(f"expectations: {'all hold' if not outcome.failures else f'{len(outcome.failures)} failed'}", file=out)
    return 1 if outcome.failures else 0


def summary(game: Game) -> str:
    state, result = game.state, game.result
    when = turn_words(state.turn, state.round, None, game.ruleset.turn_word).lower()  # "round 2" where rounds count
    lines = [f"{game.scenario.name} ({game.ruleset.id}), seed {game.seed}: {counted(len(game.answers), 'decision')}, "
             f"{when}"]
    if result is not None:
        winners = [state.side(s).name for s in result.winners(state)]
        winner = and_list(winners) if winners else "nobody (a draw)"
        lines.append(f"winner: {winner} — {result.reason}")
        if result.scores:
            scores = ", ".join(f"{state.side(s).name} {v:g}" for s, v in result.scores.items())
            lines.append(f"scores ({game.ruleset.scored}): {scores}")
    for side in state.sides:
        alive = state.alive(side.id)
        total = sum(1 for f in state.figures.values() if f.side == side.id)
        lines.append(f"  {side.name}: {len(alive)} of {counted(total, 'figure')} left")
    return "\n".join(lines)
