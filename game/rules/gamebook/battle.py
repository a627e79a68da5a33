"""The battle (seed rules 1, 3 and 7): rounds in chess-rank order, the end, experience and the hour it took.

Each round every piece still fighting acts once, in the seed's order: white pawn, black pawn, white rook, black
rook, … white king, black king (characters and what they summon are white, enemies black); pieces of the same
rank and colour act in the scenario's order. A piece under a "miss the next turn" or "does not act" loses the
action. The battle ends when one colour has nobody left fighting (fallen, fled, surrendered, or — the heroes —
lying undiscovered while playing dead), or after the scenario's ``turns`` rounds (a draw; 50 if it gives none).
However many rounds it took, it lasted one game turn, one hour. Each hero then earns XP by the damage it dealt
(0 none; 1–10 +1; 11–20 +2; 21–30 +3; 31–40 +4; 41+ +5), plus each killed enemy's XP value, plus its
critical ±1d20s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.gamebook.actions import turn
from game.rules.gamebook.combat import rise
from game.rules.gamebook.data import RANKS
from game.rules.gamebook.record import UNCONSCIOUS, record, status
from game.rules.ruleset import Flow
from game.rules.state import Figure, GameState, Result
from game.words import and_list, counted, signed

if TYPE_CHECKING:
    from game.rules.game import Game

DEFAULT_ROUNDS = 50
XP_BANDS = ((0, 0), (10, 1), (20, 2), (30, 3), (40, 4))  # damage up to the first number earns the second; 41+ 5


def rank_order(state: GameState) -> list[str]:
    """This round's order: by rank, white before black of the same rank, then scenario order."""
    places = _places(state)
    return sorted((fid for fid, f in state.figures.items() if status(f).fighting), key=places.__getitem__)


def _places(state: GameState) -> dict[str, tuple[int, bool, int]]:
    """Where each piece's turn falls in a round: its rank, white first, then its place in the scenario."""
    return {fid: (RANKS.index(f.stats["rank"]), status(f).colour != "white", n)
            for n, (fid, f) in enumerate(state.figures.items())}


def _late_joiners(state: GameState) -> None:
    """Pieces that began fighting after the round began (a friend woken, a creature summoned) act in it if their
    turn in the order is still to come: in every round each piece on the battle map must be able to act."""
    rec = record(state)
    late = [fid for fid, f in state.figures.items() if status(f).fighting and fid not in rec.order]
    if not late:
        return
    places, acted = _places(state), rec.order[:rec.index]
    late = [fid for fid in late if not acted or places[fid] > places[acted[-1]]]
    rec.order = acted + sorted(rec.order[rec.index:] + late, key=places.__getitem__)


def damage_xp(damage: int) -> int:
    """Seed rule 7's table."""
    return next((xp for most, xp in XP_BANDS if damage <= most), 5)


def experience(state: GameState, figure: Figure) -> dict[str, Any]:
    st = status(figure)
    kills = sum(int(state.figures[k].stats["xp"]) for k in st.kills)
    band = damage_xp(st.damage_dealt)
    return {"damage": st.damage_dealt, "for_damage": band, "kills": list(st.kills), "for_kills": kills,
            "criticals": st.bonus_xp, "total": band + kills + st.bonus_xp}


def play(game: Game) -> Flow:
    """The battle from where its state stands: before each piece's turn is a checkpoint (``record.index``)."""
    state = game.state
    state.turn = 1  # the whole battle is one game turn (seed rule 3)
    limit = state.turn_limit or DEFAULT_ROUNDS
    rec = record(state)
    while True:
        if state.round == 0 or rec.index >= len(rec.order):
            if state.round >= limit:
                return finish(game, None, "the battle is broken off")
            state.round += 1
            for fid, figure in state.figures.items():  # healed while a piece stood on it: up if its square is free
                if status(figure).state == UNCONSCIOUS and status(figure).endurance > 0:
                    rise(game, fid, waiting=True)
            rec.order, rec.index = rank_order(state), 0
            game.emit("round", f"Round {state.round}.", round=state.round, order=list(rec.order))
        while rec.index < len(rec.order):
            figure = state.figures[rec.order[rec.index]]
            st = status(figure)
            if st.fighting:
                game.checkpoint()
                state.active = figure.side
                if st.skip:
                    st.skip -= 1
                    st.lost_turns += 1
                    game.emit("skip", f"{figure.name} loses this turn.", figure=figure.id)
                else:
                    yield from turn(game, figure.id)
            rec.index += 1
            result = decided(game)
            if result:
                return result
            _late_joiners(state)


def fighting(state: GameState, colour: str) -> list[Figure]:
    return [f for f in state.figures.values() if status(f).fighting and status(f).colour == colour
            and not status(f).playing_dead]


def decided(game: Game) -> Result | None:
    state = game.state
    if not fighting(state, "black"):
        return finish(game, "white", "no enemy fights on")
    if not fighting(state, "white"):
        return finish(game, "black", "no character fights on")
    return None


def xp_earned(state: GameState) -> dict[str, float]:
    """The XP each player's heroes have earned so far (a monsters' side none): the battle's scores."""
    scores: dict[str, float] = {s.id: 0 for s in state.sides}
    for figure in state.figures.values():
        if figure.stats["kind"] == "hero":
            scores[figure.side] += experience(state, figure)["total"]
    return scores


def finish(game: Game, colour: str | None, reason: str) -> Result:
    state = game.state
    rec = record(state)
    rec.hours = 1
    scores = xp_earned(state)
    for figure in state.figures.values():
        if figure.stats["kind"] == "hero":
            account = experience(state, figure)
            rec.experience[figure.id] = account
            game.emit("experience", f"{figure.name}: {account['damage']} damage dealt +{account['for_damage']} XP, "
                      f"kills +{account['for_kills']} XP, criticals {signed(account['criticals'])} XP: "
                      f"{signed(account['total'])} XP.", figure=figure.id, **account)
    rounds = counted(state.round, "round")
    game.emit("game_time", f"The battle took {rounds}: one game turn, 1 hour of game time.", rounds=state.round,
              hours=1)
    winner, most = None, ""
    if colour is not None:
        sides = [s.id for s in state.sides if side_colour(state, s.id) == colour]
        winner = max(sides, key=lambda s: scores[s]) if sides else None
        if winner is not None and colour == "white" and len(sides) > 1:  # several players' heroes won together
            top = [state.side(s).name for s in sides if scores[s] == scores[winner]]
            each = " each" if len(top) > 1 else ""
            most = f"; the most XP: {and_list(top)}, {scores[winner]:g}{each}"
    return Result(winner, f"{reason} after {rounds}, one hour of game time{most}", scores)


def side_colour(state: GameState, side: str) -> str:
    return next((status(f).colour for f in state.figures.values() if f.side == side), "white")
