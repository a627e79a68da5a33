"""The exact odds shown before a declaration is confirmed: of the fighter's first attack coming too late (its moment
below 0, over the Initiative and delay dice), of hitting, of each wound class and of a critical (and of the second
blow of Podwójne uderzenie), of a disarm and of a push through."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction
from typing import Any

from game.rules.manoeuvres import attack as attacks
from game.rules.manoeuvres.actions import NAMES, NO_ATTACKS
from game.rules.manoeuvres.data import WOUND_CLASSES, armoury
from game.rules.manoeuvres.measure import foes_in_contact
from game.rules.manoeuvres.record import record
from game.rules.manoeuvres.round import disarm_value, push_value, test_passes
from game.rules.manoeuvres.timing import special_delay, timing
from game.rules.odds import Distribution, Odds, OddsLine, percent
from game.rules.state import GameState

TOO_LATE = "too late"  # the attack's moment fell below 0: it does not come this round
ORDER = (TOO_LATE, attacks.MISS, attacks.SELF_HIT, attacks.NO_WOUND, *WOUND_CLASSES)


@contextmanager
def supposing(state: GameState, fid: str, answer: dict[str, Any]) -> Iterator[None]:
    """The state as if ``fid`` had declared ``answer`` (restored afterwards)."""
    declared = record(state).declared
    before = declared.get(fid)
    declared[fid] = answer
    try:
        yield
    finally:
        if before is None:
            del declared[fid]
        else:
            declared[fid] = before


def k20_chance(value: int) -> Fraction:
    """The chance of a test (the rules' ``reflex_die``, a k20) at or under ``value`` (1 always passes, 20 always
    fails), counted on the die the round rolls."""
    sides = armoury().rules.reflex_die
    return Fraction(sum(test_passes(roll, value) for roll in range(1, sides + 1)), sides)


def summary(dist: Distribution, critical: Fraction, comes: Fraction = Fraction(1)) -> str:
    """The odds in words: of a blow that comes (``comes``: the chance that it does, said first when not sure)."""
    hit = 1 - dist.get(attacks.MISS, Fraction(0)) - dist.get(attacks.SELF_HIT, Fraction(0))
    parts = [f"hit {percent(hit)}", f"critical hit {percent(critical)}"]
    parts += [f"{k} {percent(dist[k])}" for k in ORDER[3:] if dist.get(k)]
    if dist.get(attacks.SELF_HIT):
        parts.append(f"self-hit {percent(dist[attacks.SELF_HIT])}")
    words = ", ".join(parts)
    return words if comes == 1 else f"in time {percent(comes)}, then {words}"


def in_time(dist: Distribution, comes: Fraction) -> Distribution:
    """A blow's outcomes, with the chance that it comes too late to be struck at all, in the order shown."""
    whole = {TOO_LATE: 1 - comes, **{k: p * comes for k, p in dist.items()}}
    return Distribution({k: whole[k] for k in ORDER if whole.get(k)})


def attack_line(label: str, spec: attacks.Spec, comes: Fraction = Fraction(1)) -> OddsLine:
    dist, critical = attacks.distribution(spec)
    return OddsLine(f"{label}: {spec.atak.text()} against {spec.obrona.text()}", in_time(dist, comes),
                    summary(dist, critical, comes), label)


def declaration_odds(state: GameState, fid: str, answer: dict[str, Any]) -> Odds | None:
    action = answer.get("action", "")
    target = answer.get("target")
    name = state.figures[fid].name
    with supposing(state, fid, answer):
        if action == "roztracenie":
            group = foes_in_contact(state, fid)
            value = push_value(state, fid, group)
            chance = k20_chance(value.total)
            return Odds(f"{name}: Roztrącenie", (OddsLine(value.text(), Distribution.of(
                [("through", chance), ("blocked", 1 - chance)]), f"through {percent(chance)}"),))
        if action in NO_ATTACKS or not target:
            return None
        if action == "wyluskanie":
            value = disarm_value(state, fid, target)
            reflex = int(state.figures[target].stats["refleks"])
            chance = k20_chance(value.total) * (1 - k20_chance(reflex))
            return Odds(f"{name}: Wyłuskanie", (OddsLine(f"{value.text()}; then Refleks {reflex}", Distribution.of(
                [("disarmed", chance), ("kept", 1 - chance)]), f"weapon knocked away {percent(chance)}"),),
                ("A failed test leaves the fighter exposed next round; the other attacks are lost.",))
        specials = special_delay(answer)[0]
        first = attacks.spec(state, fid, target, specials)
        comes = timing(state, fid, answer, changing=record(state).phase == "change").first_comes
        lines = [attack_line(f"First attack on {state.figures[target].name}", first, comes)]
        notes = [f"{NAMES.get(action, action)}: the odds of the first attack; the Initiative roll decides when it "
                 "comes (too late: its moment, Initiative − delay, falls below 0) and whether later attacks come "
                 "at all."]
        if action == "szarza":  # the odds count the run's +1KLO, which a charge overtaken does not get
            notes.append("With the run's impetus (+1KLO): a charge the target reaches first, its own charge or move "
                         "coming sooner, stalls and loses it.")
        if action == "podwojne" and answer.get("second"):
            second = attacks.spec(state, fid, answer["second"], specials, second=True)
            dist, critical = attacks.distribution(second)
            hit_first = 1 - attacks.distribution(first)[0].get(attacks.MISS, Fraction(0))
            joint = Distribution.of([(attacks.MISS, 1 - hit_first)] + [(k, p * hit_first) for k, p in dist.items()])
            lines.append(OddsLine(f"Second blow on {state.figures[answer['second']].name} (only if the first hits; "
                                  "−1KLO)", in_time(joint, comes), summary(joint, critical * hit_first, comes)))
        return Odds(f"{name}: {NAMES.get(action, action)}", tuple(lines), tuple(notes))
