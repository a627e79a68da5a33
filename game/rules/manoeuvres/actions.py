"""The declarations a fighter may make, each with its preconditions; a refused one says which rule refuses it.

A declaration is a mapping: ``action`` (below), and as the action needs: ``target`` (an enemy), ``second`` (the
second opponent of Podwójne uderzenie), ``points`` (of aim), ``precise: true`` (Precyzyjne uderzenie combined
with the action). Besides the seed's battle actions a fighter may ``atak`` (attack with no battle action),
``ruch`` (move: its own declaration), ``podnies`` (pick its dropped weapon up) or ``czekaj`` (hold).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations
from typing import Any

from game.rules.decisions import Option
from game.rules.manoeuvres.data import armoury
from game.rules.manoeuvres.fighters import armed, status, tier, weapon
from game.rules.manoeuvres.measure import charge_problem, foes_in_contact, shot_problem, within_reach
from game.rules.manoeuvres.record import record
from game.rules.state import GameState
from game.words import unknown

NAMES = {
    "atak": "Attack", "defensywa": "Defensywa", "ofensywa": "Ofensywa", "kontra": "Kontra",
    "selektywny": "Selektywny Atak", "szarza": "Szarża", "dystans": "Utrzymanie na dystans", "mlynek": "Młynek",
    "roztracenie": "Roztrącenie", "wyluskanie": "Wyłuskanie", "przycelowanie": "Przycelowanie",
    "potezne": "Potężne uderzenie", "precyzyjny_strzal": "Precyzyjny strzał", "cios_zabojcy": "Cios zabójcy",
    "wscieklosc": "Wściekłość", "podwojne": "Podwójne uderzenie", "mocny_strzal": "Power shot",
    "ruch": "Move", "podnies": "Pick up the weapon", "czekaj": "Hold",
}
PRECISE = "Precyzyjne uderzenie"  # a declaration's ``precise``, the one option that is not an action of its own
#: Melee actions against one opponent in base contact.
MELEE = ("atak", "defensywa", "ofensywa", "kontra", "selektywny", "dystans", "mlynek", "wyluskanie", "potezne",
         "cios_zabojcy", "wscieklosc", "podwojne")
#: Actions with a ranged weapon, at a target in range and in sight.
RANGED = ("atak", "defensywa", "przycelowanie", "precyzyjny_strzal", "mocny_strzal")
KONTRA_AFTER = ("ofensywa", "szarza", "mlynek", "wscieklosc")
NO_ATTACKS = ("ruch", "podnies", "czekaj", "roztracenie")


def label(state: GameState, answer: dict[str, Any]) -> str:
    """A declaration in words: "Kontra vs Bjarni", "Przycelowanie +2 vs Grok", "Ofensywa vs Grok + Precyzyjne"."""
    text = NAMES.get(answer.get("action", ""), str(answer.get("action")))
    if answer.get("points"):
        text += f" +{answer['points']}"
    if answer.get("target"):
        text += f" vs {state.figures[answer['target']].name}"
    if answer.get("second"):
        text += f" and {state.figures[answer['second']].name}"
    if answer.get("precise"):
        text += " + Precyzyjne"
    return text


def special_name(special: str) -> str:
    """The one-attack actions an attack carries (``potezne+precyzyjne``, as the round records them) in words."""
    return " + ".join(NAMES.get(part, PRECISE if part == "precyzyjne" else part) for part in special.split("+"))


@dataclass(frozen=True)
class Foes:
    """A fighter's opponents in the fight and those in base contact with it, read once for all the declarations
    one decision weighs (each declaration's check asked them again: most of what an offer cost)."""

    all: tuple[str, ...]
    contact: tuple[str, ...]

    @classmethod
    def of(cls, state: GameState, figure_id: str) -> Foes:
        return cls(tuple(f.id for f in state.enemies_of(figure_id)), tuple(foes_in_contact(state, figure_id)))


def candidates(state: GameState, figure_id: str, foes: Foes | None = None) -> list[dict[str, Any]]:
    """Every declaration worth asking about (legal or not): the options are the legal ones."""
    foes = Foes.of(state, figure_id) if foes is None else foes
    contact = foes.contact
    found: list[dict[str, Any]] = []
    for action in MELEE:
        for target in contact:
            if action == "podwojne":
                found += [{"action": action, "target": target, "second": s} for s in contact if s != target]
                continue
            found.append({"action": action, "target": target})
            found.append({"action": action, "target": target, "precise": True})
    if not contact:
        found += [{"action": action} for action in _AT_NO_ONE]
    found.append({"action": "roztracenie"})
    for target in foes.all:
        found.append({"action": "szarza", "target": target})
        found.append({"action": "szarza", "target": target, "precise": True})
        found.append({"action": "atak", "target": target})
        for points in range(1, 6):
            found.append({"action": "przycelowanie" if points <= 2 else "precyzyjny_strzal", "target": target,
                          "points": points})
        for points in range(3):
            found.append({"action": "mocny_strzal", "target": target, **({"points": points} if points else {})})
    found += [{"action": "ruch"}, {"action": "podnies"}, {"action": "czekaj"}]
    unique: list[dict[str, Any]] = []
    for item in found:
        if item not in unique:
            unique.append(item)
    return unique


def options(state: GameState, figure_id: str) -> list[Option]:
    foes = Foes.of(state, figure_id)
    return [Option(c, label(state, c), info={"action": c["action"], "target": c.get("target")})
            for c in candidates(state, figure_id, foes) if problem(state, figure_id, c, foes) is None]


def refusals(state: GameState, figure_id: str) -> list[dict[str, str]]:
    """Each action of the fighter's none of whose declarations is open now, with why the one at the nearest
    opponent is not: the window's "Not now" (a fighter offered only Defensywa, Move and Hold did not say why it
    could not charge; then it said so of the first opponent listed, 13.6 m off, not of the one 11 m off)."""
    offered: set[str] = set()
    first: dict[str, str] = {}
    table = state.table
    foes = Foes.of(state, figure_id)
    for candidate in sorted(candidates(state, figure_id, foes),
                            key=lambda c: table.edge_distance(figure_id, c["target"]) if c.get("target") in table.bases
                            else 0.0):
        why = problem(state, figure_id, candidate, foes)
        if why is None:
            offered.add(candidate["action"])
        elif _its_own(state, figure_id, candidate["action"]):
            first.setdefault(candidate["action"], why)
    return [{"figure": figure_id, "action": NAMES[a], "reason": why} for a, why in first.items() if a not in offered]


def _its_own(state: GameState, figure_id: str, action: str) -> bool:
    """Whether the fighter, armed and made as it is, has ``action`` at all: a swordsman's aimed shot, a knight's
    Wściekłość or picking up a weapon it holds are not refusals worth listing (the list ran past the panel)."""
    fig = state.figures[figure_id]
    ranged = weapon(fig).ranged
    if action in _CLASS:
        return fig.stats["class"] == _CLASS[action] and not ranged
    if action in RANGED[2:]:
        return ranged
    if action in MELEE and action not in RANGED:
        return not ranged
    return action != "podnies" or figure_id in record(state).dropped


#: Actions only one class of fighter has.
_CLASS = {"wscieklosc": "ork", "cios_zabojcy": "zabojca"}


def problem(state: GameState, figure_id: str, answer: Any, foes: Foes | None = None) -> str | None:
    """Why ``figure_id`` may not declare ``answer`` now, or None (``foes``: the fighter's, when already read): the
    declaration's shape, then the action's own terms: one without a target, one aimed at an opponent (a shot, or a
    blow in base contact), and the rules of each blow."""
    if not isinstance(answer, dict) or not isinstance(answer.get("action"), str):
        return "a declaration is a mapping with an action"
    action = answer["action"]
    if action not in NAMES:
        return unknown("action", action, list(NAMES))
    strange = set(answer) - {"action", "target", "second", "points", "precise"}
    if strange:
        return f"a declaration has no {', '.join(sorted(strange))}"
    target = answer.get("target")
    foes = Foes.of(state, figure_id) if foes is None else foes
    if target is not None and target not in foes.all:
        return f"{target!r} is no enemy in the fight"
    if answer.get("precise"):
        reason = _precise_problem(state, figure_id, action)
        if reason:
            return reason
    rage = status(state.figures[figure_id]).rage_left
    if rage and action not in _BESIDE_RAGE:
        return (f"raging ({rage} round{'s' if rage > 1 else ''} of Wściekłość left): the rage is this round's battle "
                "action, and battle actions do not combine")
    if action in _UNAIMED or (action in _AT_NO_ONE and target is None):
        return _unaimed_problem(state, figure_id, answer, foes.contact)
    if target is None:
        return f"{NAMES[action]} needs a target"
    fig = state.figures[figure_id]
    held = weapon(fig)
    if held.ranged:
        if action not in RANGED:
            return f"{NAMES[action]} is a hand-to-hand action; the {held.name} shoots"
        return shot_problem(state, figure_id, target, held.range_m) or _ranged_problem(state, figure_id, answer)
    if action in RANGED[2:]:
        return f"{NAMES[action]} needs a ranged weapon, and {fig.name} holds {_held(fig)}"
    if target not in foes.contact:
        return f"{state.figures[target].name} is not in base contact"
    return _blow_problem(state, figure_id, answer, foes.contact)


#: The actions declared without a target (a charge names its own, and is checked with them: it is no blow yet).
_UNAIMED = ("ruch", "czekaj", "podnies", "roztracenie", "szarza")
#: Blows that may be declared at no one, out of base contact: their attacks go to whoever comes into it.
_AT_NO_ONE = ("atak", "defensywa", "wscieklosc")
#: What a raging orc may declare besides: its rage is the battle action of the rounds it lasts, and battle actions
#: do not combine (seed: "one per round unless stated"; a raging Grok's Ofensywa added its multiplier to the rage's).
_BESIDE_RAGE = ("atak", "ruch", "podnies", "czekaj")


def _unaimed_problem(state: GameState, figure_id: str, answer: dict[str, Any], contact: tuple[str, ...]) -> str | None:
    """Moving, waiting, picking a weapon up, pushing through, charging, and an Attack, Defensywa or Wściekłość at no
    one: its blows go to whoever comes into base contact (a fighter awaiting a charge strikes back at the charger;
    the rage's only term is the wound taken: it may begin out of base contact)."""
    action, target = answer["action"], answer.get("target")
    if action == "podnies":
        dropped = record(state).dropped.get(figure_id)
        if dropped is None:
            return "there is no dropped weapon of this fighter to pick up"
        if not within_reach(state, figure_id, dropped[1:]):
            return f"the {armoury().weapons[dropped[0]].name} lies out of reach: move to it first"
    elif action == "roztracenie" and not contact:
        return "Roztrącenie pushes through opponents in base contact: no opponent touches this fighter"
    elif action == "szarza":
        if target is None:
            return "a charge needs a target"
        if contact:
            return "a fighter in base contact cannot charge: a charge needs a run-up"
        return charge_problem(state, figure_id, target) or _no_more(answer, {"target", "precise"})
    elif action in _AT_NO_ONE:
        if action == "atak" and weapon(state.figures[figure_id]).ranged:
            return "a shot needs a target"
        if action == "wscieklosc":
            reason = _rage_problem(state.figures[figure_id])
            if reason:
                return reason
        return _no_more(answer, {"precise"}) if not contact else "name the opponent in base contact the attacks go to"
    return _no_target(answer)


def _blow_problem(state: GameState, figure_id: str, answer: dict[str, Any], contact: tuple[str, ...]) -> str | None:
    """The terms of a blow at an opponent in base contact, each action its own."""
    fig = state.figures[figure_id]
    held = weapon(fig)
    action, target = answer["action"], answer["target"]
    other = state.figures[target]
    if action == "kontra":
        used = record(state).history.get(state.round - 1, {}).get(target, [])
        if not set(used) & set(KONTRA_AFTER):
            before = ", ".join(NAMES.get(a, a) for a in used) or "nothing"
            return (f"Kontra only in the round after the opponent used Ofensywa, Szarża, Młynek (Zamaszyste Cięcie) "
                    f"or Wściekłość; {other.name} used {before} last round")
    if action == "selektywny" and tier(fig) == 0:
        return "Selektywny Atak adds a delay die by proficiency tier: it needs a tier in the weapon in hand"
    if action == "dystans" and held.size <= weapon(other).size:
        return (f"Utrzymanie na dystans needs a larger weapon: {_held(fig)} is not larger than "
                f"{other.name}'s, {_held(other)}")
    if action in ("mlynek", "potezne", "podwojne") and not armed(fig):
        return f"{NAMES[action]} needs a weapon, and {fig.name} fights with bare hands"
    if action == "potezne" and held.short:
        return f"no Potężne uderzenie with a short weapon ({held.name})"
    if action == "wyluskanie" and not armed(other):
        return f"{other.name} holds no weapon to knock out"
    if action == "cios_zabojcy":
        reason = _strike_problem(state, figure_id, target)
        if reason:
            return reason
    if action == "wscieklosc":
        reason = _rage_problem(fig)
        if reason:
            return reason
    if action == "podwojne":
        if not held.two_handed:
            return f"Podwójne uderzenie needs a two-handed weapon, not the {held.name}"
        second = answer.get("second")
        if second is None or second == target or second not in contact:
            return "Podwójne uderzenie needs a second opponent in base contact"
        return _no_more(answer, {"target", "second", "precise"})
    return _no_more(answer, {"target", "precise"})


def _rage_problem(fig: Any) -> str | None:
    st = status(fig)
    if fig.stats["class"] != "ork":
        return "only an orc can fly into Wściekłość"
    if st.rage_left or st.rage_spent:
        return "Wściekłość lasts its rounds once; afterwards it waits for rest"
    if st.worst < 2:
        return "Wściekłość only after taking at least a medium wound"
    return None


def _strike_problem(state: GameState, figure_id: str, target: str) -> str | None:
    fig = state.figures[figure_id]
    if fig.stats["class"] != "zabojca":
        return "Cios zabójcy is an assassin's strike"
    rec = record(state)
    pairs = rec.engaged.get(state.round - 1, [])
    if (figure_id, target) not in pairs and (target, figure_id) not in pairs:
        return "Cios zabójcy only from the second round of the fight, once the opponent is drawn into it"
    if "defensywa" not in rec.history.get(state.round - 1, {}).get(figure_id, []):
        return "Cios zabójcy only after a round in Defensywa"
    return None


def _ranged_problem(state: GameState, figure_id: str, answer: dict[str, Any]) -> str | None:
    fig = state.figures[figure_id]
    held = weapon(fig)
    n = armoury().rules.actions
    action, points = answer["action"], answer.get("points", 0)
    if not isinstance(points, int) or isinstance(points, bool) or points < 0:
        return "aim points are a whole number"
    if action == "przycelowanie" and not 1 <= points <= n["przycelowanie"]["most"]:
        return f"Przycelowanie adds 1 to {n['przycelowanie']['most']} to Atak"
    if action == "precyzyjny_strzal":
        if held.kind not in ("crossbow_light", "crossbow_hand"):
            return f"Precyzyjny strzał only with a light or hand crossbow, not the {held.name}"
        if "precise_shot" not in fig.stats["perks"]:
            return "Precyzyjny strzał is an assassin's perk this fighter does not have"
        if not 1 <= points <= n["precyzyjny_strzal"]["most"]:
            return f"Precyzyjny strzał aims up to +{n['precyzyjny_strzal']['most']}"
    if action == "mocny_strzal":
        if fig.stats["class"] != "strzelec":
            return "the power shot is a Strzelec's perk"
        if points > n["przycelowanie"]["most"]:
            return f"the power shot combines with Przycelowanie up to +{n['przycelowanie']['most']}"
    if action in ("atak", "defensywa") and points:
        return f"{NAMES[action]} takes no aim points"
    return _no_more(answer, {"target", "points"})


def _precise_problem(state: GameState, figure_id: str, action: str) -> str | None:
    fig = state.figures[figure_id]
    if fig.stats["class"] != "zabojca":
        return f"{PRECISE} is an assassin's strike"
    if weapon(fig).kind not in ("dagger", "knife"):
        return f"{PRECISE} only with a dagger or knife, not {_held(fig)}"
    if action not in (*MELEE, "szarza") or action in ("wyluskanie", "podwojne"):  # a charge's blows too
        return f"{PRECISE} combines with an attack, not with {NAMES.get(action, action)}"
    return None


def _held(fig: Any) -> str:
    held = weapon(fig)
    size = ("no", *armoury().rules.sizes)[held.size]
    return f"the {held.name} ({size})" if armed(fig) else "bare hands"


def _no_target(answer: dict[str, Any]) -> str | None:
    return _no_more(answer, set())


def _no_more(answer: dict[str, Any], allowed: set[str]) -> str | None:
    extra = sorted(k for k in answer if k != "action" and k not in allowed and answer[k] not in (None, False, 0))
    return f"{NAMES[answer['action']]} takes no {', '.join(extra)}" if extra else None


def pairs_in_contact(state: GameState) -> list[tuple[str, str]]:
    """Every pair of enemies in base contact, each once, in scenario order."""
    alive = [f.id for f in state.alive()]
    return [(a, b) for a, b in permutations(alive, 2) if alive.index(a) < alive.index(b)
            and not state.friends(a, b) and state.table.in_contact(a, b)]
