"""The exact odds shown before each trench roll: success rolls, injury rolls, and whole attacks.

An attack's odds combine the hit roll with the injury roll after a success and after a critical (which adds an
injury die), through what the injury would do to this target (a fresh Tough model goes Down, not Out).
"""

from __future__ import annotations

from fractions import Fraction

from game.rules.odds import Distribution, Odds, OddsLine, percent
from game.rules.state import GameState
from game.rules.trench.injuries import TOUGH_DOWN, effect
from game.rules.trench.modifiers import Attack, hit_modifiers, injury_modifiers
from game.rules.trench.roll import (
    CRITICAL,
    DOWN,
    FAILURE,
    INJURY_TABLE,
    MINOR,
    NO_EFFECT,
    OUT,
    SUCCESS,
    Modifier,
    Pool,
    outcomes,
)

MISSED = "missed"
#: What a hit may do, mildest first: the order the odds' bars read in (alphabetical, "down" came first).
SEVERITY = (MISSED, NO_EFFECT, MINOR, TOUGH_DOWN, DOWN, OUT)


def by_severity(dist: Distribution) -> Distribution:
    return Distribution({o: dist[o] for o in sorted(dist, key=lambda o: SEVERITY.index(o) if o in SEVERITY else 99)})


def describe(modifiers: list[Modifier]) -> str:
    return f"{Pool.of(modifiers).text()}" + (f" — {'; '.join(m.text() for m in modifiers)}" if modifiers else "")


def success_line(label: str, modifiers: list[Modifier]) -> OddsLine:
    dist = outcomes(modifiers)
    return OddsLine(f"{label}: {describe(modifiers)}", dist,
                    f"succeeds {percent(dist[SUCCESS] + dist[CRITICAL])}, critical {percent(dist[CRITICAL])}", label)


def injuries(state: GameState, attack: Attack, critical: bool, blood: int = 0) -> Distribution:
    """What the injury roll of a landed hit would do to the target."""
    target = state.figures[attack.target]
    return by_severity(outcomes(injury_modifiers(state, attack, critical, blood), INJURY_TABLE)
                       .map(lambda o: effect(target, o)))


def injury_line(state: GameState, attack: Attack, critical: bool, blood: int = 0) -> OddsLine:
    mods = injury_modifiers(state, attack, critical, blood)
    dist = injuries(state, attack, critical, blood)
    label = "Injury after a critical" if critical else "Injury"
    return OddsLine(f"{label}: {describe(mods)}", dist, _injury_summary(dist), label)


def attack_outcomes(state: GameState, attack: Attack) -> Distribution:
    """Missed, or each injury effect, for the whole attack (no blood markers spent)."""
    hit = outcomes(hit_modifiers(state, attack))
    weighted: list[tuple[object, Fraction]] = [(MISSED, hit[FAILURE])]
    for result, critical in ((SUCCESS, False), (CRITICAL, True)):
        weighted += [(o, hit[result] * p) for o, p in injuries(state, attack, critical).items()]
    return by_severity(Distribution.of(weighted))


def attack_odds(state: GameState, attack: Attack) -> Odds:
    target = state.figures[attack.target].name
    verb = "Shoot at" if attack.kind == "shoot" else "Attack"
    overall = attack_outcomes(state, attack)
    return Odds(
        f"{verb} {target} with the {attack.weapon.name}",
        (success_line("Hit roll", hit_modifiers(state, attack)), injury_line(state, attack, False),
         injury_line(state, attack, True), OddsLine("In all", overall, _injury_summary(overall))),
        ("A failed hit roll ends the activation." if state.options["failure_ends"] == "any" else
         "A failed hit roll is not risky: the activation goes on.",),
    )


def injury_odds(state: GameState, attack: Attack, critical: bool, blood: int) -> Odds:
    return Odds(f"Injury roll against {state.figures[attack.target].name}",
                (injury_line(state, attack, critical, blood),))


def _injury_summary(dist: Distribution) -> str:
    out = sum((p for o, p in dist.items() if o == "out of action"), Fraction(0))
    down = sum((p for o, p in dist.items() if str(o).startswith("down")), Fraction(0))
    return f"Out of Action {percent(out)}, Down {percent(down)}"
