"""The one seeded source of randomness of a game, whose next results a scenario or a test can force.

Every die and every shuffle of a game comes from here, so a game replays exactly from its seed and the answers
given to its decisions. Forced results are consumed first, in order; then the seeded generator continues.
"""

from __future__ import annotations

import random
import re
from collections import Counter, deque
from collections.abc import Iterable, Mapping, Sequence
from typing import TypeVar

T = TypeVar("T")

DIE_KEY = re.compile(r"^d([1-9][0-9]*)$")


class ForcedResultError(ValueError):
    """A forced result that cannot be used (a 7 on a d6, a card that is not in the deck)."""


class Randomness:
    """Dice and shuffles from one ``random.Random(seed)``, with queues of forced results.

    ``forced`` maps ``"d6"``-style keys to die results and deck names to card orders (top card first).
    """

    def __init__(self, seed: int, forced: Mapping[str, Sequence[object]] | None = None) -> None:
        self.seed = seed
        self._rng = random.Random(seed)
        self._dice: dict[int, deque[int]] = {}
        self._decks: dict[str, deque[str]] = {}
        #: Dice of a forced kind rolled at random once its results ran out: why a drill's later results went
        #: unused (a d20 short, so the Refleks test passed and the d4 of the weapon's flight was never rolled).
        self.past_forced: Counter[str] = Counter()
        for key, values in (forced or {}).items():
            self.force(key, values)

    def force(self, key: str, values: Iterable[object]) -> None:
        """Queue results: ``force("d6", [6, 6])`` or ``force("combat", ["thrust", "high_guard"])``."""
        match = DIE_KEY.match(key)
        if match:
            sides = int(match.group(1))
            queue = self._dice.setdefault(sides, deque())
            for value in values:
                if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= sides:
                    raise ForcedResultError(f"{key}: {value!r} is not a result of a {key}")
                queue.append(value)
        else:
            self._decks.setdefault(key, deque()).extend(str(v) for v in values)

    def forced_left(self) -> dict[str, list[object]]:
        """Forced results not used yet (a drill that forces more dice than it rolls is probably wrong)."""
        left: dict[str, list[object]] = {f"d{s}": list(q) for s, q in self._dice.items() if q}
        left.update({name: list(q) for name, q in self._decks.items() if q})
        return left

    def die(self, sides: int) -> int:
        queue = self._dice.get(sides)
        if queue:
            return queue.popleft()
        if queue is not None:
            self.past_forced[f"d{sides}"] += 1
        return self._rng.randint(1, sides)

    def roll(self, count: int, sides: int = 6) -> list[int]:
        return [self.die(sides) for _ in range(count)]

    def shuffled(self, deck: str, cards: Sequence[T], key: str | None = None, drawn: int | None = None) -> list[T]:
        """A new shuffled copy of ``cards``; forced cards of ``deck`` (matched by ``str(card)`` or ``key``) go on top.

        Forcing is by card name, so a test can say "the top cards are the blue 3 and the Catastrophe": the named
        cards are taken out of the deck in that order and the rest is shuffled beneath them. ``drawn``: how many
        cards the game takes from this shuffle; no more forced ones go on top, the rest wait for the next shuffle
        (two uses of the arcane deck forced twelve cards each: the first shuffle took eighteen, six never drawn).
        """
        pool = list(cards)
        self._rng.shuffle(pool)
        queue = self._decks.get(deck)
        if not queue:
            return pool
        name = (lambda c: str(getattr(c, key))) if key else str
        top: list[T] = []
        while queue and (drawn is None or len(top) < drawn):
            wanted = queue[0]
            found = next((i for i, card in enumerate(pool) if name(card) == wanted), None)
            if found is None:
                if not top:
                    raise ForcedResultError(f"deck {deck!r}: no card {wanted!r} to force on top")
                break  # the rest of the queue is for a later shuffle of this deck
            top.append(pool.pop(found))
            queue.popleft()
        return top + pool

    def choice(self, items: Sequence[T]) -> T:
        """A uniformly random item, drawn as a die so that it can be forced like one."""
        return items[self.die(len(items)) - 1]

    # --- snapshots (game.rules.fork) -------------------------------------------------------------------------
    def get_state(self) -> tuple[tuple[object, ...], dict[int, list[int]], dict[str, list[str]]]:
        """Where the generator stands and the forced results left, to come back to with :meth:`set_state`."""
        return (self._rng.getstate(), {s: list(q) for s, q in self._dice.items() if q},
                {n: list(q) for n, q in self._decks.items() if q})

    def set_state(self, saved: tuple[tuple[object, ...], dict[int, list[int]], dict[str, list[str]]]) -> None:
        generator, dice, decks = saved
        self._rng.setstate(generator)
        self._dice = {s: deque(q) for s, q in dice.items()}
        self._decks = {n: deque(q) for n, q in decks.items()}

    def reseed(self, seed: int) -> None:
        """Forget the forced results and go on from a new seed: dice a look-ahead samples, not the game's."""
        self._rng.seed(seed)
        self._dice.clear()
        self._decks.clear()
