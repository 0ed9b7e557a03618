"""What a Prince Noir state keeps (review 18's memory principle): a state whose lines
were read keeps no earlier state; one whose lines were never read keeps at most one
state in ``_SPAN``; a finished state pickles small, with its history and views; the
sampler's completion cache stays bounded.
"""

from __future__ import annotations

import gc
import pickle
import random
import weakref

import pytest

from royaumes.game import CHANCE
from royaumes.games.prince_noir import GAME, State
from royaumes.games.prince_noir import rules as pn

from ._memory import every_view, line


def _playout(seed: int, read_views: bool | float) -> list[State]:
    """Every state of one random game; ``read_views``: at each step (or with this
    probability), both seats' and the spectator's views are read."""
    rng, reads = random.Random(seed), random.Random(-seed)

    def read(state: State, rng: random.Random) -> None:
        if read_views is True or (read_views and reads.random() < read_views):
            every_view(state)  # both seats, then the spectator

    return list(line(GAME.new_state(2), rng, read))


def _anchors(state: State) -> int:
    """How many earlier states ``state`` keeps through its anchors."""
    count = 0
    while state._anchor is not None:
        assert 1 <= state._gap <= pn._SPAN
        count += 1
        state = state._anchor
    return count


def test_a_state_whose_view_was_read_keeps_no_earlier_state() -> None:
    states = _playout(1, True)
    final = states[-1]
    assert all(_anchors(s) == 0 for s in states[1:])
    refs = [weakref.ref(s) for s in states[:-1]]
    del states
    gc.collect()
    assert not any(r() is not None for r in refs)
    assert final.num_actions == len(final.history())


def test_a_state_never_read_keeps_one_state_in_a_span() -> None:
    final = _playout(2, False)[-1]
    assert _anchors(final) <= final.num_actions // pn._SPAN + 1
    assert final._lines is pn._UNBUILT
    final.view(0)
    assert final._lines is not pn._UNBUILT
    assert _anchors(final) == 0


@pytest.mark.parametrize("read_views", [False, 0.2, True])
def test_the_same_steps_history_and_views_however_often_views_are_read(
    read_views: bool | float,
) -> None:
    reference = _playout(3, False)
    states = _playout(3, read_views)
    assert len(states) == len(reference)
    for i in (1, 9, 20, len(states) // 2, len(states) - 1):
        assert states[i] == reference[i]
        assert hash(states[i]) == hash(reference[i])
        assert states[i].history() == reference[i].history()
        for viewer in (0, 1, None):
            assert states[i].view(viewer) == reference[i].view(viewer)


@pytest.mark.parametrize("read_views", [False, True])
def test_a_finished_state_pickles_small_with_its_history(read_views: bool) -> None:
    final = _playout(4, read_views)[-1]
    assert final.is_over
    data = pickle.dumps(final)
    assert len(data) < 20_000  # the lines and fields, no chain of states nor tables
    back = pickle.loads(data)
    assert back == final
    assert back.history() == final.history()
    assert back.result == final.result
    for viewer in (0, 1, None):
        assert back.view(viewer) == final.view(viewer)


def test_a_state_mid_game_pickles_and_plays_on() -> None:
    state = _playout(5, False)[25]
    back = pickle.loads(pickle.dumps(state))
    assert back == state
    assert back.view(0) == state.view(0)
    for seat in state.to_move:
        assert back.legal_action_ids(seat) == state.legal_action_ids(seat)
    seat = state.to_move[0]
    ids = (
        [i for i, _ in state.chance_outcome_ids()]
        if seat == CHANCE
        else state.legal_action_ids(seat)
    )
    assert back.apply_id(seat, ids[0]) == state.apply_id(seat, ids[0])


def test_the_completion_cache_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pn, "_COMPLETIONS_CAP", 50)
    monkeypatch.setattr(pn, "_COMPLETIONS", {})
    rng = random.Random(6)
    for state in _playout(6, False)[::3]:
        for seat in (0, 1):
            GAME.sample_state(state.view(seat), rng)
            assert len(pn._COMPLETIONS) <= 50
