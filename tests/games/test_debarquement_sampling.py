"""The direct sampler (``GAME.sample_state``, a constraint solve) against the reference
replay sampler (``_debarquement_helpers.replay_sample``) and exact counts.

The target is the uniform distribution over the hidden worlds consistent with a view
(every deal outcome is equally likely; the seats' choices carry no weight). On a few
small positions both samplers draw 1,000 states from fixed seeds; the frequencies of
each hidden assignment (the other hands, the pile, the unrevealed selections) are
compared with the exact uniform ones by a chi-square bound far above noise.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

import pytest

from royaumes.game import CHANCE
from royaumes.games.debarquement import GAME, Phase, State, View

from ._debarquement_helpers import replay_sample

DRAWS = 1000


def _position(num_players: int, seed: int, stop: Callable[[State], bool],
              **options: object) -> State:  # fmt: skip
    """The first state of a seeded random playout where ``stop`` holds."""
    rng = random.Random(seed)
    state = GAME.new_state(num_players, options)
    while not stop(state):
        assert not state.is_over, "the playout ended first"
        seat = state.to_move[0]
        if seat == CHANCE:
            outcomes = state.chance_outcome_ids()
            state = state.apply_id(seat, outcomes[rng.randrange(len(outcomes))][0])
        else:
            ids = state.legal_action_ids(seat)
            state = state.apply_id(seat, ids[rng.randrange(len(ids))])
    return state


def _hidden(state: State, seat: int) -> tuple[object, ...]:
    """What ``seat`` does not see: the others' hands and selections, and the pile."""
    others = [p for p in range(state.num_players) if p != seat]
    return (
        tuple(state._hands[p] for p in others),
        state._pile,
        tuple((state._selection[p], state._sel_boat[p]) for p in others),
    )


def _frequencies(view: View, sampler: Callable[[View, random.Random], State], seed: int
                 ) -> Counter[tuple[object, ...]]:  # fmt: skip
    rng = random.Random(seed)
    assert view.seat is not None
    return Counter(_hidden(sampler(view, rng), view.seat) for _ in range(DRAWS))


def _chi_square(counts: Counter[tuple[object, ...]], worlds: int) -> float:
    expected = DRAWS / worlds
    missing = worlds - len(counts)
    return sum((c - expected) ** 2 / expected for c in counts.values()) + missing * expected


def _check_uniform(view: View, worlds: int) -> None:
    """Both samplers draw at most ``worlds`` hidden assignments (nearly all of them),
    uniformly: chi-square below a bound that noise passes with probability well above
    1 - 1e-6."""
    for sampler in (GAME.sample_state, replay_sample):
        counts = _frequencies(view, sampler, 7)
        assert 0.95 * worlds <= len(counts) <= worlds, sampler
        bound = worlds + 10 * (2 * worlds) ** 0.5 + 20
        assert _chi_square(counts, worlds) < bound, (sampler, counts)


def _last_turn(state: State) -> bool:
    """A 3-player deal's last turn: one card each, the pile set aside (2 cards)."""
    view = state.view(None)
    return view.phase is Phase.SELECT and view.hand_sizes == (1, 1, 1) and not any(view.selected)


def test_last_turn_of_a_three_player_deal() -> None:
    """P0 sees his card; the 4 others unseen (2 in hands, 2 set aside): 4 * 3 worlds."""
    state = _position(3, 11, _last_turn)
    _check_uniform(state.view(0), 12)


def test_last_turn_with_a_hidden_selection() -> None:
    """Two turns before the end, P1 has chosen: his two cards (C(6, 2) * C(4, 2) hands)
    are 90 worlds, his selection one of his two cards: 180."""

    def stop(state: State) -> bool:
        view = state.view(None)
        return view.phase is Phase.SELECT and view.hand_sizes == (2, 2, 2) and not view.selected[1]

    state = _position(3, 5, stop)
    state = state.apply_id(1, state.legal_action_ids(1)[0])
    _check_uniform(state.view(0), 180)


def test_opening_hands_are_uniform() -> None:
    """Turn 1 of a 2-player deal: the other hand is 6 of the 44 unseen cards; each card
    is in it with probability 6/44 (each card's count within 6 standard deviations)."""
    state = _position(2, 3, lambda s: s.view(None).phase is Phase.SELECT)
    view = state.view(0)
    assert view.hand is not None
    p = 6 / 44
    sd = (DRAWS * p * (1 - p)) ** 0.5
    for sampler in (GAME.sample_state, replay_sample):
        rng = random.Random(3)
        counts: Counter[int] = Counter()
        for _ in range(DRAWS):
            hand = sampler(view, rng)._hands[1]
            counts.update(c for c in range(1, 51) if hand >> c & 1)
        assert set(counts) == set(range(1, 51)) - set(view.hand)
        assert all(abs(c - DRAWS * p) < 6 * sd for c in counts.values()), counts


@pytest.mark.parametrize("seed", range(3))
def test_a_sample_is_a_genuine_position(seed: int) -> None:
    """The sample replays to itself from its history and gives back the view."""
    state = _position(4, seed, lambda s: s.num_actions >= 150 + 40 * seed)
    for seat in range(4):
        view = state.view(seat)
        sample = GAME.sample_state(view, random.Random(seed))
        assert GAME.state_from_json(sample.to_json()) == sample
        assert sample.view(seat) == view
        assert [e.args for e in sample.view(seat).events] == [e.args for e in view.events]
