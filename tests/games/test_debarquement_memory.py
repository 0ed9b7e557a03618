"""What a Débarquement state keeps alive, and pickling.

A state builds its history's lines when a view reads them, on a base state (see
``State``): it must not keep every ancestor alive (a server keeps many tables, a search
many states), whether views are read at every step or never, and a finished state must
pickle without walking a deep chain. The hidden lines that views share must not tell
hidden cards apart by identity. These tests read the engine's private ``_parent`` (the
base) and ``_ANCHOR_EVERY``.
"""

from __future__ import annotations

import pickle
import random

import pytest

from royaumes.games.debarquement import GAME, State
from royaumes.games.debarquement.rules import _ANCHOR_EVERY
from royaumes.testing import random_step

from ._debarquement_helpers import start
from ._memory import every_view, last, line


def _play(seed: int, views: bool, num_players: int = 4) -> State:
    """A random game to the end; with ``views``, every seat's view (and the spectator's)
    read after every action."""
    return last(
        line(GAME.new_state(num_players), random.Random(seed), every_view if views else None)
    )


def _bases(state: State) -> int:
    """How many states ``state`` keeps through its bases."""
    count = 0
    base = state._parent
    while base is not None:
        count += 1
        base = base._parent
    return count


@pytest.mark.parametrize("views", [False, True])
def test_a_state_keeps_few_ancestors(views: bool) -> None:
    """Views read at every step: the base only (its own base dropped). No views: one
    checkpoint per ``_ANCHOR_EVERY`` actions, not one state per action."""
    state = _play(1, views)
    if views:
        assert _bases(state) == 1
    else:
        assert _bases(state) <= state.num_actions // _ANCHOR_EVERY + 2
    # A view read late builds the lines once; then the chain is cut down to the base.
    state.view(0)
    assert _bases(state) <= 1


@pytest.mark.parametrize("views", [False, True])
def test_a_finished_state_pickles(views: bool) -> None:
    """The actions and the position are pickled, not the bases nor the memo: small, and
    the copy replays its history to the same views (events' arguments too)."""
    state = _play(2, views)
    data = pickle.dumps(state)
    assert len(data) < 16_000
    copy = pickle.loads(data)
    assert copy == state
    assert copy.history() == state.history()
    for seat in (0, 1, 2, 3, None):
        assert copy.view(seat) == state.view(seat)
        assert [e.args for e in copy.view(seat).events] == [e.args for e in state.view(seat).events]
    assert copy.is_over
    assert copy.result == state.result


def test_a_playing_state_pickles_and_plays_on() -> None:
    """Pickled mid-game without views: the copy's next states and views are the
    original's."""
    rng = random.Random(3)
    state = GAME.new_state(3)
    for _ in range(100):
        state = random_step(state, rng)
    copy = pickle.loads(pickle.dumps(state))
    seat = copy.to_move[0]
    action_id = (copy.legal_action_ids(seat) or [i for i, _ in copy.chance_outcome_ids()])[0]
    after, copy_after = state.apply_id(seat, action_id), copy.apply_id(seat, action_id)
    assert copy_after == after
    assert copy_after.view(1) == after.view(1)


def test_hidden_lines_are_shared_whatever_was_hidden() -> None:
    """Two deals that differ only in the cards seat 0 does not see: seat 0's events are
    equal and the same objects exactly where they are in the other (a shared hidden
    line is keyed on what it shows, so identity tells no hidden card)."""
    mine = [1, 2, 3, 4, 5, 6]
    a = start([mine, [7, 8, 9, 10, 11, 12], [13, 14, 15, 16, 17, 18]])
    b = start([mine, [30, 31, 32, 33, 34, 35], [40, 41, 42, 43, 44, 45]])
    for state in (a, b):  # every seat reads its view: lines shared between viewers
        for viewer in (0, 1, 2, None):
            state.view(viewer)
    ea, eb = a.view(0).events, b.view(0).events
    assert ea == eb

    def same(events: tuple[object, ...]) -> list[list[bool]]:
        return [[x is y for y in events] for x in events]

    assert same(ea) == same(eb)
