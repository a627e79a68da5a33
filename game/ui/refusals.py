"""What a figure may not do now and why, as the ruleset says it: the side panel's "Not now" card."""

from __future__ import annotations

from game.rules.decisions import Decision, Deferred
from game.ui.panels import Card
from game.ui.style import TEXT_DIM
from game.words import capitalised, without_asides


def unavailable(decision: Decision, figure: str | None, listed: bool = True) -> list[dict]:
    """What ``figure`` may not do now and why, where the ruleset says (``context["unavailable"]``); ``listed``:
    only the refusals worth a line of the card (not one with ``listed`` false: what the figure merely is not or has
    not, which its action's key still explains)."""
    found = decision.context.get("unavailable")
    if not isinstance(found, list | Deferred):
        return []
    return [item for item in found if isinstance(item, dict) and item.get("figure") == figure
            and isinstance(item.get("reason"), str) and (item.get("listed", True) or not listed)]


def refusal_card(decision: Decision, figure: str | None, title: str = "Not now",
                 more: tuple[str, ...] = ()) -> Card | None:
    """What ``figure`` may not do now, a line a reason (a short window drops the workings), then ``more``."""
    items = unavailable(decision, figure)
    refused, brief = (_refusals(items, plain) for plain in (False, True))
    gist = tuple(dict.fromkeys(action_name(item) for item in items))
    return Card(title, (*refused, *more), TEXT_DIM, brief=(*brief, *more), gist=gist) if refused or more else None


def action_name(item: dict) -> str:
    """A refused action as its button would say it (``label``, its working in parentheses dropped: "Climb"), else
    its name ("First aid"), with a capital: it begins a line of the card ("ranged attack: …" did, in clix)."""
    label = item.get("label")
    return capitalised(without_asides(label) if isinstance(label, str)
                       else str(item.get("action", "?")).replace("_", " "))


def _refusals(unavailable: list[dict], plain: bool) -> tuple[str, ...]:
    """What the figure may not do, a line for each reason with the actions it bars; ``plain``: the reasons
    without their workings in parentheses (the card's brief, for a short window)."""
    by_reason: dict[str, list[str]] = {}
    for item in unavailable:
        reason = without_asides(item["reason"]) if plain else item["reason"]
        by_reason.setdefault(reason, []).append(action_name(item))
    return tuple(reason if len(actions) == 1 and reason.startswith(f"{actions[0]} ") else  # it names itself
                 f"{', '.join(actions)}: {reason}" for reason, actions in by_reason.items())
