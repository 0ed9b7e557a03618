"""Shared parts of the games' memory tests (what a state keeps alive, pickling): random
games on the integer path whose views are read as they go.

A line is lazy and keeps no state itself: what a test keeps alive is what it holds
(:func:`last` holds the newest state only, ``list`` every state).
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

from royaumes.game import State
from royaumes.testing import random_line

S = TypeVar("S", bound=State)
T = TypeVar("T")


def every_view(state: State, rng: random.Random | None = None) -> None:
    """Read every seat's view, then the spectator's (``rng`` unused: a reader)."""
    for viewer in (*range(state.num_players), None):
        state.view(viewer)


def line(
    state: S, rng: random.Random, read: Callable[[S, random.Random], object] | None = None
) -> Iterator[S]:
    """The states of a random game from ``state`` (included) to its end
    (:func:`royaumes.testing.random_line`); ``read(new, rng)`` is called on each state
    after ``state`` as soon as it is reached: before it is yielded and before the next
    step's draw from ``rng`` (a reader may draw from ``rng`` too)."""
    states = random_line(state, rng)
    yield next(states)
    for new in states:
        if read is not None:
            read(new, rng)
        yield new


def last(items: Iterable[T]) -> T:
    """The last item, holding no earlier one (IndexError if there is none)."""
    return deque(items, maxlen=1)[0]
