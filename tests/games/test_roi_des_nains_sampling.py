"""``sample_state`` draws the hidden cards uniformly over the consistent deals.

The direct sampler (``GAME.sample_state``: a constraint solve over the unseen
cards) is compared with the reference replay sampler
(``_roi_des_nains_helpers.reference_sample_state``) where no void constrains the
deal, and with an exact enumeration of the consistent deals where voids do: the
reference's augmenting paths are not uniform there. The target is the chance
nodes' own distribution, uniform over the deals consistent with the view (as an
ISMCTS determinisation draws them). Fixed seeds: the test is deterministic.
"""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter
from collections.abc import Callable

import pytest

from royaumes.games.roi_des_nains import GAME, Phase, State, View, catalogue
from royaumes.testing import random_line

from ._roi_des_nains_helpers import reference_sample_state

_DRAWS = 1500

World = tuple[tuple[int, ...], ...]
"""The other seats' hands, seat by seat."""


def _positions(num_players: int, seed: int) -> list[State]:
    """The states of one random game (uniform actions and outcomes)."""
    return list(random_line(GAME.new_state(num_players), random.Random(seed)))


def _voids(state: State, seat: int) -> dict[int, set[int]]:
    """Per other seat, the suits its ``void`` lines of this deal say it lacks."""
    view = state.view(seat)
    start = max(i for i, e in enumerate(view.events) if e.kind == "special")
    out: dict[int, set[int]] = {}
    for e in view.events[start:]:
        assert e.kind not in ("swap", "banner"), "hands moved: the enumeration assumes not"
        if e.kind == "void":
            args = dict(e.args)
            out.setdefault(args["seat"], set()).add("BGR".index(args["suit"]))
    return out


def _worlds(state: State, seat: int) -> set[World]:
    """Every consistent assignment of the other seats' hands (exact enumeration)."""
    others = [p for p in range(state.num_players) if p != seat]
    unknown = sorted(c for p in others for c in state._hands[p])
    voids = _voids(state, seat)
    suit = [c.suit for c in catalogue().cards]
    worlds: set[World] = set()

    def split(cards: list[int], hands: list[int]) -> list[list[tuple[int, ...]]]:
        if not hands:
            return [[]]
        out: list[list[tuple[int, ...]]] = []
        for hand in itertools.combinations(cards, len(state._hands[hands[0]])):
            if any(suit[c] in voids.get(hands[0], ()) for c in hand):
                continue
            rest = [c for c in cards if c not in hand]
            out.extend([hand, *tail] for tail in split(rest, hands[1:]))
        return out

    for world in split(unknown, others):
        worlds.add(tuple(world))
    return worlds


def _hidden(state: State, seat: int) -> World:
    return tuple(state._hands[p] for p in range(state.num_players) if p != seat)


def _late_position(num_players: int, seed: int, *, voids: bool) -> tuple[State, int]:
    """A position of deal 1 with at most 3 cards a hand, the seat to move its viewer,
    with (or without) a void that rules out some deals."""
    for state in _positions(num_players, seed):
        if state._deal_no != 1 or state._phase is not Phase.PLAY:
            continue
        (seat,) = state.to_move
        if max(len(h) for h in state._hands) > 3 or len(state._trick) != 0:
            continue
        try:
            worlds = _worlds(state, seat)
        except AssertionError:
            continue
        everything = len(worlds) == _count_free(state, seat)
        if everything != voids and 3 <= len(worlds) <= 40:
            return state, seat
    raise LookupError


def _count_free(state: State, seat: int) -> int:
    """The number of assignments of the other seats' hands with no void respected."""
    sizes = [len(state._hands[p]) for p in range(state.num_players) if p != seat]
    total, count = sum(sizes), 1
    for size in sizes:
        count *= len(list(itertools.combinations(range(total), size)))
        total -= size
    return count


def _frequencies(
    sampler: Callable[[View, random.Random], State], state: State, seat: int, seed: int
) -> Counter[World]:
    rng = random.Random(seed)
    view = state.view(seat)
    return Counter(_hidden(sampler(view, rng), seat) for _ in range(_DRAWS))


def _assert_uniform(counts: Counter[World], worlds: set[World]) -> None:
    """Every consistent world drawn, none other, each about ``1/len(worlds)`` of the time
    (a bound of 5 standard deviations: far above noise, far below a bias worth seeing)."""
    assert set(counts) == worlds
    p = 1 / len(worlds)
    bound = 5 * (p * (1 - p) / _DRAWS) ** 0.5
    for world in worlds:
        assert abs(counts[world] / _DRAWS - p) < bound, (counts[world], _DRAWS * p)


@pytest.mark.parametrize(("num_players", "seed"), [(3, 1), (4, 2)])
def test_without_voids_the_direct_sampler_matches_the_reference(
    num_players: int, seed: int
) -> None:
    state, seat = _late_position(num_players, seed, voids=False)
    worlds = _worlds(state, seat)
    direct = _frequencies(GAME.sample_state, state, seat, 10)
    reference = _frequencies(reference_sample_state, state, seat, 11)
    _assert_uniform(direct, worlds)
    _assert_uniform(reference, worlds)


@pytest.mark.parametrize(("num_players", "seed"), [(3, 3), (4, 5)])
def test_with_voids_the_direct_sampler_is_uniform_over_the_consistent_deals(
    num_players: int, seed: int
) -> None:
    state, seat = _late_position(num_players, seed, voids=True)
    worlds = _worlds(state, seat)
    assert len(worlds) < _count_free(state, seat)  # the voids rule some deals out
    _assert_uniform(_frequencies(GAME.sample_state, state, seat, 12), worlds)


@pytest.mark.parametrize("num_players", [3, 4, 5])
def test_a_sample_is_the_position_its_history_replays_to(num_players: int) -> None:
    """Built from the view, a sample has every field its replay has (not only its history)."""
    rng = random.Random(num_players)
    states = _positions(num_players, 40 + num_players)
    skip = {"_history", "_legal_cache", "_outcomes_cache", "_result_cache"}
    for state in rng.sample(states, 25) + [states[0], states[-1]]:
        seat = rng.choice([None, *range(num_players)])
        sample = GAME.sample_state(state.view(seat), rng)
        replayed = GAME.state_from_json(json.loads(json.dumps(sample.to_json())))
        assert replayed == sample
        fields = {k: v for k, v in vars(sample).items() if k not in skip}
        assert fields == {k: v for k, v in vars(replayed).items() if k not in skip}
        for observer in [None, *range(num_players)]:
            assert sample.view(observer) == replayed.view(observer)
        assert sample.view(seat) == state.view(seat)


def test_an_impossible_view_is_refused() -> None:
    """A void the hands cannot respect: no consistent deal, a ConfigError."""
    from royaumes.errors import ConfigError

    state, seat = _late_position(4, 5, voids=True)
    view = state.view(seat)
    events = list(view.events)
    start = max(i for i, e in enumerate(events) if e.kind == "special")
    last_void = next(i for i in range(len(events) - 1, start, -1) if events[i].kind == "void")
    others = [p for p in range(4) if p != seat]
    # Every other seat declares every suit void, then holds a suited card.
    extra = []
    for p in others:
        for s in "BGR":
            extra.append(
                type(events[last_void]).of(
                    GAME.event_kinds["void"], "table", {"seat": p, "suit": s, "deal": 1, "trick": 1}
                )
            )
    from dataclasses import replace

    bad = replace(view, events=(*events[: last_void + 1], *extra, *events[last_void + 1 :]))
    with pytest.raises(ConfigError):
        GAME.sample_state(bad, random.Random(0))
