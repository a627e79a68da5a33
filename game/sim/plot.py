"""The batch's picture: win rates with their confidence intervals, and the spread of game lengths (a PNG)."""

from __future__ import annotations

import argparse
import itertools
from pathlib import Path
from textwrap import fill
from typing import TYPE_CHECKING

from game.sim.stats import Summary

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

#: Bars of sides without a colour of their own, in order; draws are grey.
PALETTE = ("#c0392b", "#2e86c1", "#27ae60", "#8e44ad", "#d68910")
DRAW_COLOUR = "#7f8c8d"
DPI = 100


def plot_file(text: str) -> Path:
    """``--plot``, checked before the games run rather than when they are over: matplotlib refuses a suffix it
    cannot write, and writes ``NAME.png`` for a name without one (a folder)."""
    from matplotlib.backend_bases import FigureCanvasBase

    path = Path(text)
    if path.is_dir() or text.endswith(("/", "\\")):
        raise argparse.ArgumentTypeError(f"{text}: a folder; name the picture's file, e.g. {path / 'plot.png'}")
    suffixes = sorted(FigureCanvasBase.get_supported_filetypes())
    if path.suffix.lower().lstrip(".") not in suffixes:
        raise argparse.ArgumentTypeError(f"{text}: not a picture matplotlib writes (its suffix is one of "
                                         f"{', '.join('.' + s for s in suffixes)})")
    return path


def write_plot(summary: Summary, title: str, path: Path, colours: dict[str, str] | None = None) -> None:
    """``colours``: the sides' own colours (``#rrggbb``) by side id, where the scenario gives them."""
    import matplotlib.pyplot as plt

    fig = draw_plot(summary, title, colours)
    fig.savefig(path, dpi=DPI)
    plt.close(fig)


def draw_plot(summary: Summary, title: str, colours: dict[str, str] | None = None) -> Figure:
    """The picture, not yet written (to be closed with ``plt.close``)."""
    import matplotlib

    matplotlib.use("Agg")  # no window: the picture goes to a file
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    fig, (rates, lengths) = plt.subplots(1, 2, figsize=(11, 4.5), dpi=DPI, constrained_layout=True)
    fig.suptitle(f"{title} — {summary.games} games")
    names = [r.name for r in summary.rates]
    values = [100 * r.rate for r in summary.rates]
    errors = [[max(0.0, 100 * (r.rate - r.low)) for r in summary.rates],  # rounding may leave -1e-15
              [max(0.0, 100 * (r.high - r.rate)) for r in summary.rates]]
    bars = [(colours or {}).get(r.outcome) or PALETTE[i % len(PALETTE)] for i, r in enumerate(summary.rates[:-1])]
    rates.bar(range(len(names)), values, yerr=errors, capsize=6, color=[*bars, DRAW_COLOUR])
    _side_names(fig, rates, names)
    rates.axhline(100 / max(len(names) - 1, 1), color="#555555", linestyle=":", linewidth=1,
                  label="an even share")
    rates.set_ylim(0, 100)
    rates.set_ylabel("games won (%), with 95 % interval")
    rates.set_title("win rate")
    rates.legend(loc="best")  # where it hides least of the bars
    if summary.turns:
        turns_vary = min(summary.turns) != max(summary.turns)
        spread = summary.turns if turns_vary else summary.decisions  # at a turn limit, decisions still differ
        mean = sum(spread) / len(spread)
        low, high = min(spread), max(spread)
        whole = high - low < 30  # a bar for each length, centred on it; else 30 bars
        counts, _edges, _bars = lengths.hist(spread, bins=range(low, high + 2) if whole else 30, color="#5d6d7e",
                                             edgecolor="white", align="left" if whole else "mid")
        lengths.set_ylim(0, max(counts) * 1.3)  # room over the tallest bars for the legend
        lengths.axvline(mean, color="#c0392b", label=f"mean {mean:.1f}")
        lengths.legend(loc="best")
        unit = f"{summary.unit}s"
        lengths.set_xlabel(unit if turns_vary else f"decisions (every game lasted {summary.turns[0]} {unit})")
    lengths.xaxis.set_major_locator(MaxNLocator(integer=True))
    lengths.yaxis.set_major_locator(MaxNLocator(integer=True))
    lengths.set_ylabel("games")
    lengths.set_title("game length")
    return fig


def _side_names(fig: Figure, axes: Axes, names: list[str]) -> None:
    """The bars' names under them, each within its own bar's room: wrapped at spaces to the room a bar has, and
    stood upright where a word is still too long ("Commonwealth", "Goblin Raiders", "Gnomish Guild" and "The Odd
    Company" ran into each other under four troupes' bars)."""
    room = axes.get_window_extent().width / max(len(names), 1)
    letter = fig.dpi * 10 / 72 * 0.6  # a letter of the ticks' 10-point font, about
    width = max(4, int(room / letter) - 1)
    axes.set_xticks(range(len(names)), [fill(name, width, break_long_words=False, break_on_hyphens=False)
                                        for name in names])
    fig.canvas.draw()  # lays the figure out, so that the names are measured where they stand
    boxes = [label.get_window_extent() for label in axes.get_xticklabels()]
    if any(a.x1 > b.x0 for a, b in itertools.pairwise(boxes)):
        axes.tick_params(axis="x", labelrotation=90)  # upright, a name is a line's height wide
