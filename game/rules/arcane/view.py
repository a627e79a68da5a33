"""What one player may see: a fresh copy of the public state, with their own hands and face-down cards only.

Another player's hand shows as its size; the face-down card shows to its owner until it is revealed; combat
picks and criticals show to their owner until both are revealed. Decks show their composition (public: the
cards are listed in the rules) and never their order. A spectator (None) sees no hand at all.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from game.rules.arcane.moves import jog_allowance
from game.rules.arcane.reach import engaging
from game.rules.arcane.record import ArcanePlay, Clash, arcane_stat, melee_stat, record_of, status

if TYPE_CHECKING:
    from game.rules.game import Game


def view(game: Game, player: str | None) -> dict[str, Any]:
    state, record = game.state, record_of(game.state)
    figures = {}
    for fig in state.figures.values():
        st = status(fig)
        seen: dict[str, Any] = {
            "side": fig.side, "name": fig.name, "profile": fig.profile, "eliminated": fig.eliminated,
            "energy": st.energy, "damage": st.damage, "health": fig.stats["health"], "moonstones": st.moonstones,
            "arcane": arcane_stat(fig), "melee": melee_stat(fig), "evade": fig.stats["evade"],
            "melee_range": fig.stats["melee_range"], "jog": jog_allowance(fig), "activated": st.activated,
            "jogged": st.jogged, "keywords": list(fig.stats["keywords"]),
        }
        if not fig.eliminated:
            base = state.base(fig.id)
            seen["at"] = [base.x, base.y]
            seen["engaged_by"] = [e.id for e in engaging(state, fig)]
        figures[fig.id] = seen
    return {
        "turn": state.turn,
        "turn_limit": state.turn_limit,
        "active": state.active,
        "activating": record.activating,
        "figures": figures,
        "moonstones": [{"id": m.id, "at": [m.x, m.y], "depth": m.depth} for m in record.moonstones],
        "arcane_deck": dict(Counter(c.name for c in record.decks.arcane)),
        "combat_deck": dict(Counter(record.decks.combat)),
        "flipped": record.flipped,
        "arcane": _arcane(record.arcane, player),
        "melee": _melee(record.melee, player),
    }


def _hands(hands: dict[str, list[str]], player: str | None) -> dict[str, list[str] | int]:
    return {side: list(cards) if side == player else len(cards) for side, cards in hands.items()}


def _arcane(play: ArcanePlay | None, player: str | None) -> dict[str, Any] | None:
    if play is None:
        return None
    mine = play.active == player
    return {
        "user": play.user, "active": play.active, "resisting": play.resisting,
        "hands": _hands(play.hands, player),
        "laid": play.laid if play.laid is not None and (mine or play.revealed) else None,
        "face_down": play.laid is not None and not play.revealed,
        "declared": play.declared,
        "drawn": {side: len(cards) + play.spent[side] for side, cards in play.hands.items()},
        "revealed": play.revealed,
        "shown": list(play.shown),
    }


def _melee(clash: Clash | None, player: str | None) -> dict[str, Any] | None:
    if clash is None:
        return None
    return {
        "attacker": clash.attacker, "defender": clash.defender,
        "hands": _hands(clash.hands, player),
        "picks": {side: card if clash.revealed or side == player else None for side, card in clash.picks.items()},
        "picked": sorted(clash.picks),
        "revealed": clash.revealed,
        # cards laid face down show that they are there, not how many; no card laid shows nothing (not even that
        # a duplicate was there to lay)
        "criticals": {side: n if clash.criticals_revealed or side == player else None
                      for side, n in clash.criticals.items() if n or side == player or clash.criticals_revealed},
    }
