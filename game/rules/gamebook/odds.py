"""Exact odds before a roll: an attack's result bands (miss, hit, critical hit, critical miss), what a skill,
prayer, spell or item's dice do to its target, and whether playing dead fools the enemies.

The result is attack − defence ± 1d10, the sign fixed by the attacker's alignment and square — or, for a
neutral that has not rolled its d6 this round yet, + on 1–3 and − on 4–6: each d10 face is then weighed 1/20.
"""

from __future__ import annotations

from fractions import Fraction

from game.rules.gamebook.actions import PLAY_DEAD_BONUS, fooled
from game.rules.gamebook.combat import attack_value, band, defence_value, known_sign
from game.rules.gamebook.data import Amount, Power
from game.rules.gamebook.record import FIGHTING, status
from game.rules.odds import Distribution, Odds, OddsLine, percent
from game.rules.state import GameState
from game.words import signed

BANDS = ("critical miss", "miss", "hit", "critical hit")
FALLS = ("dead", "unconscious", "still fighting")  # what harm leaves of its target, worst first


def results(state: GameState, attacker_id: str, target_id: str, ranged: bool,
            sign: int | None = None) -> Distribution:
    """Result -> probability; ``sign`` fixes the square bonus's sign instead of the attacker's square."""
    attacker, target = state.figures[attacker_id], state.figures[target_id]
    base = attack_value(attacker, "normal" if ranged else None, ranged) - defence_value(target)
    sign = sign if sign is not None else known_sign(state, attacker)
    signs = (sign,) if sign is not None else (1, -1)
    return Distribution.of((base + s * d, Fraction(1, 10 * len(signs))) for s in signs for d in range(1, 11))


def attack_odds(state: GameState, attacker_id: str, target_id: str, ranged: bool) -> Odds:
    dist = results(state, attacker_id, target_id, ranged)
    bands = Distribution.of((band(r), p) for r, p in dist.items())
    expected = dist.mean(lambda r: max(int(r), 0))
    line = OddsLine(f"{state.figures[target_id].name}: result", bands,
                    ", ".join(f"{b} {percent(bands.get(b, Fraction(0)))}" for b in BANDS))
    low, high = min(dist), max(dist)
    notes: tuple[str, ...] = (
        f"Result from {signed(low)} to {signed(high)}; Endurance lost on average {float(expected):.2f}.",)
    attacker = state.figures[attacker_id]
    if known_sign(state, attacker) is None:
        notes += (f"{attacker.name} is neutral: its d6 this round decides + or − 1d10 (1–3 +, 4–6 −).",)
    return Odds("Attack" if not ranged else "Shot", (line, falls(state, target_id, dist.map(lambda r: max(int(r), 0)),
                                                             "the result (a critical hit's table aside)")), notes)


def falls(state: GameState, target_id: str, dealt: Distribution, spread: str) -> OddsLine:
    """Whether the target falls to ``dealt`` Endurance: dead below 0, unconscious at 0 (an attack's, as a spell's:
    a spell's card said "still fighting 100 %", an attack's nothing of the kind)."""
    target = state.figures[target_id]
    st = status(target)
    fell = dealt.map(lambda n: "dead" if st.endurance - n < 0 else
                     "unconscious" if st.endurance - n == 0 and st.state == FIGHTING else "still fighting")
    left = Distribution({outcome: fell[outcome] for outcome in FALLS if outcome in fell})  # only what may happen
    return OddsLine(f"{target.name}: Endurance {st.endurance}, loses {spread}", left,
                    ", ".join(f"{outcome} {percent(p)}" for outcome, p in left.items()), "Falls?")


def play_dead_odds(state: GameState, figure_id: str) -> Odds:
    figure = state.figures[figure_id]
    charisma = int(figure.stats["charisma"])
    dist = Distribution.of(("fooled" if fooled(roll, charisma) else "seen through", Fraction(1, 100))
                           for roll in range(1, 101))
    line = OddsLine(f"Play dead: d100 + {PLAY_DEAD_BONUS} ≤ Charisma {charisma}", dist,
                    f"the enemies are fooled {percent(dist.get('fooled', Fraction(0)))}", "Play dead")
    return Odds("Play dead", (line,))


def amounts(amount: Amount) -> Distribution:
    """The Endurance an effect's ``amount`` (``2d6``, ``5``) deals or gives back -> probability."""
    if not amount.count:
        return Distribution.of([(amount.fixed, 1)])
    return Distribution.dice(amount.count, amount.sides).map(lambda roll: amount.fixed + sum(roll))


def spread_of(dealt: Distribution) -> str:
    """An amount's range and mean in words ("2–12, on average 7.0"), or the amount where it is fixed."""
    low, high = min(dealt), max(dealt)
    return f"{low}–{high}, on average {float(dealt.mean()):.1f}" if low != high else f"{low}"


def effect_odds(state: GameState, target_id: str, kind: str, amount: Amount, what: str) -> Odds:
    """What ``what``'s harm or heal of ``amount`` does to the target: whether it falls, or how much comes back."""
    target = state.figures[target_id]
    st = status(target)
    dealt = amounts(amount)
    spread = f"{amount}: {spread_of(dealt)}" if amount.count else f"{amount}"
    if kind == "heal":
        gained = dealt.map(lambda n: min(n, st.most - st.endurance))
        line = OddsLine(f"{target.name}: Endurance back ({spread}; {st.endurance} of {st.most} now)", gained,
                        f"on average {float(gained.mean()):.1f} back", "Endurance back")
        return Odds(what, (line,))
    return Odds(what, (falls(state, target_id, dealt, spread),))


#: Whom each kind of target lets a power reach, as a power's odds say it.
REACH = {"self": "itself", "friend": "a friend on or next to its square", "enemy_adjacent": "an enemy next to it",
         "enemy_line": "an enemy on an open line"}


def power_odds(state: GameState, figure_id: str, power: Power) -> Odds | None:
    """What a skill, prayer or spell's dice may deal or give back, before it is chosen (None for a summoning:
    nothing in it is left to the dice)."""
    effect = power.effect
    if effect.kind not in ("heal", "harm"):
        return None
    dealt = amounts(effect.amount)
    verb = "gives back" if effect.kind == "heal" else "takes"
    line = OddsLine(f"{power.name}: {verb} {effect.amount} Endurance, to {REACH[effect.target]}", dealt,
                    spread_of(dealt), power.name)
    st = status(state.figures[figure_id])
    costs = ([f"{power.mana} mana of the {st.mana} it has"] if power.mana else []) + \
        ([_one_use(power.uses, power.uses - st.uses.get(power.id, 0))] if power.uses else [])
    return Odds(power.name, (line,), (f"Costs {' and '.join(costs)}.",) if costs else ())


def _one_use(uses: int, left: int) -> str:
    """What a use costs, as one of those left: "Costs 2 of 2 uses left this battle" read as two spent."""
    if uses == 1:
        return "its one use this battle"
    if left == 1:
        return f"the last of its {uses} uses this battle"
    return f"one of the {left} uses left this battle (of {uses})"
