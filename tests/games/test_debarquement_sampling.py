"""The direct sampler (``GAME.sample_state``, a constraint solve) against the reference
replay sampler (``_debarquement_helpers.replay_sample``) and exact counts.

The target is the uniform distribution over the hidden worlds consistent with a view
(every deal outcome is equally likely; the seats' choices carry no weight). On a few
small positions both samplers draw states from fixed seeds; the frequencies of each
hidden assignment (the other hands, the pile, the unrevealed selections) are compared
with the exact uniform ones by a chi-square bound far above noise.

The direct sampler is cheap (about 0.1 ms a draw), so it draws many states (15 per
world and more); the replay sampler replays a whole deal per draw (about 4 ms), so it
draws fewer (10 per world on 12 worlds, 1.1 on 180) against a bound of the same noise
level: enough to tell a biased reference (one that misses half the worlds, such as a
seat's choice always its first card) from a uniform one. The opening test checks both
samplers' hidden hand and hidden selection, card by card, with many draws of each:
there a replay is short.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

import pytest

from royaumes.games.debarquement import GAME, Phase, State, View
from royaumes.testing import play_randomly

from ._debarquement_helpers import replay_sample

DRAWS = 1000  # per sampler, at the opening


def _bound(worlds: int) -> float:
    """A chi-square bound for ``worlds`` equally likely worlds that noise exceeds with
    probability about 2e-8 (Wilson-Hilferty at 5.5 standard deviations, ``worlds - 1``
    degrees of freedom: 60.1 for 12 worlds, 303.6 for 180; simulated 400,000 times
    with 1.1 draws per world, noise stayed below it)."""
    dof = worlds - 1
    spread: float = (2 / (9 * dof)) ** 0.5
    return dof * (1 - 2 / (9 * dof) + 5.5 * spread) ** 3


def _position(num_players: int, seed: int, stop: Callable[[State], bool],
              **options: object) -> State:  # fmt: skip
    """The first state of a seeded random playout where ``stop`` holds."""
    state = play_randomly(GAME.new_state(num_players, options), random.Random(seed), stop)
    assert stop(state), "the playout ended first"
    return state


def _hidden(state: State, seat: int) -> tuple[object, ...]:
    """What ``seat`` does not see: the others' hands and selections, and the pile."""
    others = [p for p in range(state.num_players) if p != seat]
    return (
        tuple(state._hands[p] for p in others),
        state._pile,
        tuple((state._selection[p], state._sel_boat[p]) for p in others),
    )


def _frequencies(view: View, sampler: Callable[[View, random.Random], State], seed: int,
                 draws: int) -> Counter[tuple[object, ...]]:  # fmt: skip
    rng = random.Random(seed)
    assert view.seat is not None
    return Counter(_hidden(sampler(view, rng), view.seat) for _ in range(draws))


def _chi_square(counts: Counter[tuple[object, ...]], worlds: int) -> float:
    draws = sum(counts.values())
    expected = draws / worlds
    missing = worlds - len(counts)
    return sum((c - expected) ** 2 / expected for c in counts.values()) + missing * expected


def _check_uniform(view: View, worlds: int, direct: int, replay: int) -> None:
    """Both samplers draw at most ``worlds`` hidden assignments, uniformly: chi-square
    below :func:`_bound`. ``direct`` and ``replay``: how many states each draws (with
    at least 15 per world, the direct sampler also draws every world)."""
    for sampler, draws in ((GAME.sample_state, direct), (replay_sample, replay)):
        counts = _frequencies(view, sampler, 7, draws)
        assert len(counts) <= worlds, sampler
        if draws >= 15 * worlds:
            assert len(counts) == worlds, sampler
        assert _chi_square(counts, worlds) < _bound(worlds), (sampler, counts)


def _last_turn(state: State) -> bool:
    """A 3-player deal's last turn: one card each, the pile set aside (2 cards)."""
    view = state.view(None)
    return view.phase is Phase.SELECT and view.hand_sizes == (1, 1, 1) and not any(view.selected)


def test_last_turn_of_a_three_player_deal() -> None:
    """P0 sees his card; the 4 others unseen (2 in hands, 2 set aside): 4 * 3 worlds."""
    state = _position(3, 11, _last_turn)
    _check_uniform(state.view(0), 12, direct=1200, replay=120)


def test_last_turn_with_a_hidden_selection() -> None:
    """Two turns before the end, P1 has chosen: his two cards (C(6, 2) * C(4, 2) hands)
    are 90 worlds, his selection one of his two cards: 180."""

    def stop(state: State) -> bool:
        view = state.view(None)
        return view.phase is Phase.SELECT and view.hand_sizes == (2, 2, 2) and not view.selected[1]

    state = _position(3, 5, stop)
    state = state.apply_id(1, state.legal_action_ids(1)[0])
    _check_uniform(state.view(0), 180, direct=2700, replay=200)


def test_opening_hand_and_selection_are_uniform() -> None:
    """Turn 1 of a 2-player deal, P1 has chosen: his hand is 6 of the 44 cards P0 does
    not see, his selection one of them; each card is in it with probability 6/44 and
    selected with probability 1/44 (each count within 6 standard deviations)."""
    state = _position(2, 3, lambda s: s.view(None).phase is Phase.SELECT)
    state = state.apply_id(1, state.legal_action_ids(1)[2])
    view = state.view(0)
    assert view.hand is not None
    unseen = set(range(1, 51)) - set(view.hand)
    for sampler in (GAME.sample_state, replay_sample):
        rng = random.Random(3)
        held: Counter[int] = Counter()
        chosen: Counter[int] = Counter()
        for _ in range(DRAWS):
            sample = sampler(view, rng)
            hand = sample._hands[1]
            held.update(c for c in range(1, 51) if hand >> c & 1)
            assert hand >> sample._selection[1] & 1
            chosen[sample._selection[1]] += 1
        for counts, p in ((held, 6 / 44), (chosen, 1 / 44)):
            sd = (DRAWS * p * (1 - p)) ** 0.5
            assert set(counts) <= unseen, sampler
            assert all(abs(counts[c] - DRAWS * p) < 6 * sd for c in unseen), (sampler, counts)


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
