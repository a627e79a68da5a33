"""Odds as pictures: beside the numbers, a bar for each outcome, as tall as its chance."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
import yaml

from game.rules.arcane.chances import call_odds, melee_odds
from game.ui.action_input import ActionInput
from game.ui.odds_chart import charts_of, odds_line
from game.ui.style import ACCENT
from tests.ui.ink import written
from tests.ui.pilot import ROOT, scenario_file


def test_a_clix_attack_shows_the_clicks_it_may_deal_as_bars(pilot, tmp_path):
    path = scenario_file(tmp_path, [
        {"id": "red", "name": "Red", "figures": [{"id": "bow", "profile": "elf_longbow", "at": [3, 12]}]},
        {"id": "blue", "name": "Blue", "controller": "ai", "figures": [
            {"id": "raider", "profile": "orc_raider", "at": [9, 12], "facing": 180}]}])
    play = pilot.open(path)
    pilot.click(pilot.figure("bow"))
    pilot.type("r")
    pilot.click(pilot.figure("raider"))
    card = play.input.card()
    chart = card.charts[0]
    assert [words for words, _p in chart.bars] == ["0", "2", "3"]  # clicks dealt, in order: a miss, a hit, a 12
    assert abs(sum(p for _w, p in chart.bars) - 1) < 1e-9
    pilot.wait(1)
    inks = written(pilot.app)
    shares = [ink for ink in inks if ink.words.endswith("%") and ink.words[:-1].isdigit()]
    assert len(shares) == 3  # each bar says its chance above it
    likeliest = max(range(3), key=lambda i: chart.bars[i][1])
    above = shares[likeliest].rect
    assert tuple(pilot.app.window.get_at((above.centerx, above.bottom + 8)))[:3] == ACCENT  # the tallest bar
    lowest = min(range(3), key=lambda i: chart.bars[i][1])
    assert shares[lowest].rect.bottom > above.bottom  # a smaller chance, a lower bar
    assert all(pygame.Rect((pilot.app.size[0] - 340, 48), (340, pilot.app.size[1])).contains(s.rect) for s in shares)


def drawn_shares(pilot) -> list:
    """The percentages the side panel writes above its bars, as ink."""
    side = pygame.Rect(pilot.app.size[0] - 340, 48, 340, pilot.app.size[1] - 48)
    return [ink for ink in written(pilot.app) if side.contains(ink.rect) and ink.words.endswith("%")
            and (ink.words[:-1].isdigit() or ink.words == "<1%")]


def bars_of(line) -> tuple[tuple[str, float], ...]:
    """A numeric line's outcomes as the chart should draw them: low to high, each with its exact chance."""
    return tuple((str(o), float(p)) for o, p in sorted(line.outcomes.items()))


def test_an_arcane_combat_card_pointed_at_shows_what_it_deals_and_takes_as_bars(pilot):
    play = pilot.open(ROOT / "scenarios" / "drills" / "arcane" / "combat_card_pick.yaml")
    pilot.until(lambda: play.session.script is None and play.input is not None)
    game, decision = play.game, play.game.pending
    assert decision.kind == "pick" and play.input.dialog
    assert play.input.card().title == "The odds of each choice" and not play.input.card().charts
    assert not drawn_shares(pilot)
    for option in decision.options:
        pilot.hover(pilot.button(option.label).rect.center)  # the pointer on the card's button in the dialog
        card = play.input.card()
        odds = melee_odds(game, decision.player, option.value)  # what it deals and takes, from the Baron's view
        assert card.title == odds.title and card.charts
        lines = {odds_line(line): line for line in odds.lines}  # a chart is titled with the line it stands for
        assert all(chart.bars == bars_of(lines[chart.title]) for chart in card.charts)
        pilot.wait(1)
        shares = drawn_shares(pilot)
        assert len(shares) == sum(len(chart.bars) for chart in card.charts)  # each bar says its chance
        assert all(ink.rect.bottom < play.events.log.box.rect.top for ink in shares)  # above the log
    pilot.hover((5, 5))
    assert play.input.card().title == "The odds of each choice"


def test_an_action_pointed_at_shows_its_odds_as_bars(pilot):
    play = pilot.open(ROOT / "scenarios" / "arcane-glade.yaml")
    pilot.click(pilot.figure("quack"))
    assert play.input.card() is None or not play.input.card().charts
    button = pilot.button("Quack: Snake Oil")
    pilot.hover(button.rect.center)
    option = next(o for o in play.game.pending.options if o.label.startswith("Quack: Snake Oil"))
    (line,) = play.game.ruleset.odds(play.game, play.game.pending, option.value).lines
    card = play.input.card()
    assert card.title == "Snake Oil: drawing 2 arcane cards"
    assert [chart.bars for chart in card.charts] == [bars_of(line)]
    pilot.wait(1)
    assert len(drawn_shares(pilot)) == len(line.outcomes)
    assert all(ink.rect.top > button.rect.bottom for ink in drawn_shares(pilot))  # under the buttons


def drill_with(tmp_path, drill: str, script: list) -> Path:
    """A drill with ``script`` instead of its own and no checks: the players take it from there."""
    source = ROOT / "scenarios" / "drills" / f"{drill}.yaml"
    data = yaml.safe_load(source.read_text(encoding="utf-8"))
    data["script"], data["map"] = script, str((source.parent / data["map"]).resolve())
    del data["expect"]
    path = tmp_path / source.name
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return path


def test_a_call_charts_whether_they_may_hold_the_declared_card(pilot, tmp_path):
    pilot.open(drill_with(tmp_path, "arcane/flintlock_draw", [
        {"figure": "flintlock", "action": "shoot_musket", "targets": "shabaroon", "lay": "green-2",
         "declare": "green-2"}]))
    pilot.app.take_the_seat()  # the hot seat: Red's hand is Red's, then Blue takes the window for the call
    play = pilot.screen
    pilot.until(lambda: play.session.script is None and play.game.pending.kind == "call")
    pilot.wait(1)
    pilot.app.take_the_seat()
    pilot.wait(1)
    assert pilot.screen is play and play.input is not None
    (line,) = call_odds(play.game.view("blue"), "blue", "green-2").lines
    card = play.input.card()
    assert card.title == "Could they hold the declared card?"
    assert [chart.bars for chart in card.charts] == [tuple((o, float(p)) for o, p in line.outcomes.items())]
    assert dict(card.charts[0].bars) == {"they hold it": 13 / 35, "they do not hold it": 22 / 35}
    assert len(drawn_shares(pilot)) == 2


#: Every decision kind whose ruleset has odds: a scenario (a drill with the first steps of its script) where the AI's
#: play soon comes to it.
KINDS = [
    ("clix-duel", None, {"action", "targets"}),  # a breakaway; an attack
    ("trench-no-mans-land", None, {"action", "targets"}),  # a Dash; a shot
    ("drills/trench/blood-markers", [{"initiative": "pilgrims"}, {"figure": "yeoman", "action": "shoot",
                                                                  "targets": ["cultist"]}], {"blood"}),
    ("drills/arcane/energy_syphon", [], {"action", "targets"}),  # an arcane ability
    ("drills/arcane/flintlock_draw", [{"figure": "flintlock", "action": "shoot_musket", "targets": "shabaroon",
                                       "lay": "green-2", "declare": "green-2"}], {"call"}),
    ("drills/arcane/combat_card_pick", None, {"pick"}),
    ("manoeuvres-duel", None, {"declare"}),
    ("gamebook-ambush", None, {"targets"}),
]


@pytest.mark.parametrize(("name", "script", "kinds"), KINDS, ids=[name for name, _s, _k in KINDS])
def test_each_option_with_odds_shows_them_as_bars_when_pointed_at(pilot, tmp_path, name, script, kinds):
    pilot.open(ROOT / "scenarios" / f"{name}.yaml" if script is None
               else drill_with(tmp_path, name[len("drills/"):], script))
    pilot.app.take_the_seat()
    seats = pilot.screen.seats
    seats.levels = dict.fromkeys(seats.kinds, "greedy")  # the same play under any load: a look-ahead's is timed
    seats.forget_ais()
    seen: set[str] = set()

    def turn() -> bool:
        """A player's decision is on show (the AI's and the script's are answered meanwhile), or the game is over."""
        pilot.app.take_the_seat()
        play = pilot.screen
        return play.game.pending is None or (play.session.script is None and play.input is not None)

    for _ in range(60):  # the players' decisions, each answered as the AI would
        pilot.until(turn)
        play = pilot.screen
        if play.game.pending is None or seen >= kinds:
            break
        inp = play.input
        for figure in list(inp.by_figure) if isinstance(inp, ActionInput) else [None]:
            if figure is not None:
                pilot.click(pilot.figure(figure))
            for button, option in list(play.decisions.option_buttons):
                odds = inp.odds(option.value)
                if odds is not None:
                    pilot.hover(button.rect.center)
                    card = inp.card()
                    assert card is not None and card.charts and card.charts == charts_of(odds.lines), option.label
                    seen.add(play.game.pending.kind)
        pilot.hover((0, 0))
        play.answer_with_ai()
        pilot.wait(1)
    assert seen >= kinds


def test_a_bars_label_is_never_broken_inside_a_word(pilot):
    """In a 1366×768 window the charge's chart labelled a bar "mediu" over "m": its labels now go a point smaller
    where a word would not fit its column."""
    pilot.app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1366, 768), w=1366, h=768)])
    play = pilot.open(ROOT / "scenarios" / "manoeuvres-duel.yaml")
    pilot.press("Defensywa")
    pilot.hover(pilot.button("Szarża vs Sir Roland").rect.center, frames=2)
    assert play.input.card().charts
    words = {ink.words for ink in written(pilot.app)}
    assert {"medium", "heavy", "critical"} <= words and not {"mediu", "m", "critica", "l"} & words


@pytest.mark.usefixtures("app")
def test_seven_bars_in_a_narrow_panel_set_every_other_label_a_row_lower_rather_than_break_a_word():
    """Seven wound classes in a 284-pixel chart left 36 pixels a label: "medium" was broken even a point smaller."""
    from game.ui.odds_chart import Chart, _labels, chart_height, draw_chart

    chart = Chart("Attack", tuple((w, 1 / 7) for w in ("miss", "no wound", "scratch", "light", "medium", "heavy",
                                                       "critical")))
    labels = _labels(chart, 284)
    assert labels.staggered and labels.size == 10
    assert all(len(labels.lines(words)) == 1 for words, _p in chart.bars)  # whole words, two columns each
    surface = pygame.Surface((300, 200))
    assert draw_chart(surface, 0, 0, 284, chart) == chart_height(chart, 284)
    wide = _labels(Chart("Attack", chart.bars[:5]), 284)
    assert not wide.staggered and wide.size == 11
