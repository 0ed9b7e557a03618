"""For a Crown: what a state keeps alive (a server keeps thousands of tables, a search
many states and samples), pickling, and the lazily built history behind the views.

A state records only its last action (``rules._Step``); the history's lines and each
viewer's events are built when read (``rules.State._lines``, ``_view_events``). These
tests hold that to the memory rule of ``rules._Step``: no chain of states, one events
tuple per viewer (on the newest line), at most the bytes per action the engine kept
when it built every line on every action (992 B with every view read, 495 B without),
and views that are the same whatever was read before and in which order.
"""

from __future__ import annotations

import gc
import itertools
import pickle
import random
import tracemalloc
from collections.abc import Callable
from typing import Any

import pytest

from royaumes.games.for_a_crown import GAME, State, rules
from royaumes.testing import random_line

from ._memory import last, line

_Reader = Callable[[State, random.Random], None]


def _play(num_players: int, seed: int, read: _Reader | None = None) -> State:
    """A random game on the integer path, ``read(state, rng)`` after every action."""
    return last(line(GAME.new_state(num_players), random.Random(seed), read))


def _every_view(state: State, rng: random.Random) -> None:
    for viewer in (None, *range(state.num_players)):
        state.view(viewer)


def _some_views(state: State, rng: random.Random) -> None:
    if rng.random() < 0.3:
        state.view(rng.choice((None, *range(state.num_players))))


def _reachable(root: object) -> tuple[int, int, int]:
    """What ``root`` keeps through the engine's own objects: ``(states, steps, events
    tuples kept per viewer)``."""
    seen: set[int] = set()
    todo: list[Any] = [root]
    states = steps = views = 0
    kinds = (State, rules._Step, rules._Entry, dict, tuple, list)
    while todo:
        obj = todo.pop()
        if id(obj) in seen or not isinstance(obj, kinds):
            continue
        seen.add(id(obj))
        if isinstance(obj, State):
            states += 1
        elif isinstance(obj, rules._Step):
            steps += 1
        elif isinstance(obj, rules._Entry) and obj.views:
            views += len(obj.views)
        if isinstance(obj, rules._Step | rules._Entry):
            todo.extend(getattr(obj, name) for name in obj.__slots__)
        else:
            todo.extend(gc.get_referents(obj))
    return states, steps, views


@pytest.mark.parametrize("read", [None, _every_view, _some_views])
def test_a_state_keeps_no_chain_of_states_and_one_events_tuple_per_viewer(
    read: _Reader | None,
) -> None:
    """The memory rule of ``rules._Step``: at most the state, its parent and its
    grandparent; a step per action only while no line is built; the events of a
    viewer on one line only."""
    for seed in range(3):
        state = _play(4, seed, read)
        states, steps, views = _reachable(state)
        assert states <= 3
        if read is _every_view:
            assert steps == 1
        assert views <= 5


def test_a_late_sample_keeps_no_chain_of_states() -> None:
    """A sample is built on the integer path from the initial state: it keeps its
    steps (a few dozen bytes each), not every state it went through."""
    rng = random.Random(7)
    state, _ = last(itertools.pairwise(random_line(GAME.new_state(4), rng)))  # before the end
    view = state.view(0)
    sample = GAME.sample_state(view, rng)
    states, steps, _ = _reachable(sample)
    assert states <= 3
    assert steps == sample.num_actions
    assert sample.view(0) == view
    assert _reachable(sample)[0] <= 3  # reading the view built lines, dropped the links


@pytest.mark.parametrize("read", [None, _every_view, _some_views])
def test_a_finished_game_pickles_small_and_round_trips(read: _Reader | None) -> None:
    """``pickle`` stores the options and the action ids (no recursion through a long
    history, whatever was read); the copy is equal and shows the same views."""
    state = _play(4, 11, read)
    data = pickle.dumps(state)
    assert len(data) < 20 * state.num_actions
    copy = pickle.loads(data)
    assert copy == state
    assert copy.history() == state.history()
    for viewer in (None, 0, 1, 2, 3):
        assert copy.view(viewer) == state.view(viewer)
    assert copy.result == state.result


def test_views_read_in_any_order_are_those_of_a_fresh_state() -> None:
    """The events a view takes over from an earlier state's (and the lines replayed
    over a gap nobody read) equal those of the same state rebuilt afresh, including
    an earlier state read again after a later one took its events over."""
    kept: list[State] = []

    def read(state: State, rng: random.Random) -> None:
        kept.append(state)
        if rng.random() < 0.4:
            for _ in range(rng.randrange(1, 4)):
                old = rng.choice(kept[-5:])
                viewer = rng.choice((None, 0, 1, 2))
                fresh = pickle.loads(pickle.dumps(old))
                assert old.view(viewer) == fresh.view(viewer)

    final = _play(3, 5, read)
    fresh = pickle.loads(pickle.dumps(final))
    for viewer in (None, 0, 1, 2):
        assert final.view(viewer) == fresh.view(viewer)
        assert (
            final.events_for(viewer, since=kept[10])
            == fresh.events_for(viewer)[len(kept[10].events_for(viewer)) :]
        )


@pytest.mark.parametrize(("read", "bound"), [(_every_view, 992), (None, 495)])
def test_bytes_kept_per_action_are_at_most_those_of_the_eager_history(
    read: _Reader | None, bound: int
) -> None:
    """One 4-player game (tracemalloc): the bytes the finished state keeps, per action,
    are at most what the engine kept when it logged every action eagerly."""
    _play(4, 1, read)  # warm the module's caches
    gc.collect()
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        state = _play(4, 1, read)
        gc.collect()
        kept = tracemalloc.get_traced_memory()[0] - base
        actions = state.num_actions
        del state
        gc.collect()
        kept -= tracemalloc.get_traced_memory()[0] - base  # what outlives the state
    finally:
        tracemalloc.stop()
    assert kept / actions <= bound
