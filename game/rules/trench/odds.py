"""The exact odds shown before each trench roll: success rolls, injury rolls, and whole attacks.

An attack's odds combine the hit roll with the injury roll after a success and after a critical (which adds an
injury die), through what the injury would do to this target (a fresh Tough model goes Down, not Out). A shot into
melee counts the d6 that decides whom it targets: on 1–3 the friend in melee with the target, on 4–6 the target.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from game.rules.odds import Distribution, Odds, OddsLine, percent
from game.rules.state import GameState
from game.rules.trench.injuries import TOUGH_DOWN, effect
from game.rules.trench.measure import melee_friends
from game.rules.trench.modifiers import SHOOT, Attack, hit_modifiers, injury_modifiers
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
#: A shot into melee's outcome for the model the d6 did not send it at (the target on 1–3, the friend on 4–6).
NOT_SHOT = "not shot"
#: What a hit may do, mildest first: the order the odds' bars read in (alphabetical, "down" came first).
SEVERITY = (NOT_SHOT, MISSED, NO_EFFECT, MINOR, TOUGH_DOWN, DOWN, OUT)
#: Shooting into melee: the faces of the d6 (1 to this) on which the shot must target the friendly model.
STRAY_FACES = 3
STRAYS = Fraction(STRAY_FACES, 6)


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


def stray_friend(state: GameState, attack: Attack) -> str | None:
    """The friend a shot into melee targets on 1–3 of the d6 (the friendly model within 1" of the target nearest
    to it); None for a shot at a model in melee with no friend of the shooter, and for a melee attack."""
    friends = melee_friends(state, attack.target, attack.attacker) if attack.kind == SHOOT else []
    return friends[0] if friends else None


def target_outcomes(state: GameState, attack: Attack) -> Distribution:
    """What the attack does to its target, the d6 of a shot into melee counted: ``NOT_SHOT`` when it strays to
    the friend (a target's Out of Action is then half what it would be were the shot sure to stay on it)."""
    overall = attack_outcomes(state, attack)
    return overall if stray_friend(state, attack) is None else _shot_on_a(overall, 1 - STRAYS)


def _shot_on_a(dist: Distribution, chance: Fraction) -> Distribution:
    """``dist`` for a model shot at with ``chance``; ``NOT_SHOT`` otherwise."""
    return by_severity(Distribution.of([(NOT_SHOT, 1 - chance), *((o, p * chance) for o, p in dist.items())]))


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


def shot_odds(state: GameState, attack: Attack) -> Odds:
    """A shot's odds; into melee, one block for each model the d6 may send it at, headed by whom and on which
    faces ("Stays on Blade chorister (4–6)", "Strays to Pilgrim sergeant (1–3)"): the hit roll on that model and
    the shot in all with the d6 counted. The injury lines are left to the blood decision, as a Retreat's are:
    two blocks of four ran off the card at 1366×768, taking the note that said which block was which."""
    friend = stray_friend(state, attack)
    odds = attack_odds(state, attack)
    if friend is None:
        return odds
    name, other = state.figures[attack.target].name, state.figures[friend].name
    stray = Attack(attack.attacker, friend, attack.weapon, SHOOT)
    lines: list[OddsLine] = []
    for shot, heading, chance in ((attack, f"Stays on {name} ({STRAY_FACES + 1}–6)", 1 - STRAYS),
                                  (stray, f"Strays to {other} (1–{STRAY_FACES})", STRAYS)):
        overall = _shot_on_a(attack_outcomes(state, shot), chance)
        lines += [whose(heading, success_line("Hit roll", hit_modifiers(state, shot))),
                  whose(heading, OddsLine("In all, the d6 counted", overall, _injury_summary(overall),
                                          "In all, the d6 counted"))]
    note = f"Into melee: a d6 decides whom the shot targets, {name} on {STRAY_FACES + 1}–6, {other} on 1–{STRAY_FACES}."
    return Odds(odds.title, tuple(lines), (note, *odds.notes))


def whose(heading: str, line: OddsLine) -> OddsLine:
    """One of several blocks' lines, headed: two blocks of "Hit roll" and "In all" did not say whose (a Retreat's
    attackers) or when (a shot into melee's target and the friend it may stray to)."""
    return replace(line, label=f"{heading} — {line.label}", brief=f"{heading} — {line.brief}" if line.brief else "")


def injury_odds(state: GameState, attack: Attack, critical: bool, blood: int) -> Odds:
    return Odds(f"Injury roll against {state.figures[attack.target].name}",
                (injury_line(state, attack, critical, blood),))


def _injury_summary(dist: Distribution) -> str:
    out = sum((p for o, p in dist.items() if o == "out of action"), Fraction(0))
    down = sum((p for o, p in dist.items() if str(o).startswith("down")), Fraction(0))
    return f"Out of Action {percent(out)}, Down {percent(down)}"
