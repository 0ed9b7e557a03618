"""``GAME.sample_state``: the direct sampler draws uniformly over the hidden worlds.

The target is uniform over the hidden worlds consistent with a view (ISMCTS
determinisation): the missions of the current round that a seat cannot see, and
under ``renounce_visibility = face_down`` the cards of the renounces it did not see.
Missions are compared with the reference replay sampler
(:func:`._quatre_royaumes_helpers.replay_sample_state`, the engine's former
sampler), which draws them uniformly. Its renounces are not uniform (a matching
tried first, then a depth-first search), so hidden renounces are compared with an
exact enumeration of the consistent worlds instead: every card of the seat's pair
in every hidden slot, kept when the replay is legal and gives the same view.

Draws use fixed seeds, so the tests are deterministic; the bounds on the
chi-square statistics are far above the noise (df + 6 standard deviations).
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

import royaumes
from royaumes.game import CHANCE
from royaumes.games.quatre_royaumes import GAME, State, View

from ._quatre_royaumes_helpers import deal, new, replay_sample_state, trick, v_sweep

DRAWS = 2000


def _bound(cells: int) -> float:
    df = cells - 1
    return df + 6 * math.sqrt(2 * df)


def _uniform_chi_square(counts: Counter[Any], worlds: set[Any]) -> float:
    draws = sum(counts.values())
    expected = draws / len(worlds)
    return sum((counts[w] - expected) ** 2 / expected for w in worlds)


def _two_sample_chi_square(a: Counter[Any], b: Counter[Any]) -> float:
    return sum((a[w] - b[w]) ** 2 / (a[w] + b[w]) for w in set(a) | set(b))


def _missions_now(state: State) -> tuple[str, ...]:
    """The missions of the current round, in dealing order (from the full history)."""
    dealt = [str(a) for seat, a in state.history() if str(a).startswith("mission ")]
    places = len(state.view(None).places)
    return tuple(dealt[-((len(dealt) - 1) % places + 1) :])


def _draw(
    sampler: Callable[[View, random.Random], State],
    view: View,
    hidden: Callable[[State], Any],
    seed: int,
    draws: int = DRAWS,
) -> Counter[Any]:
    rng = random.Random(seed)
    return Counter(hidden(sampler(view, rng)) for _ in range(draws))


def _round_one_3p() -> State:
    return deal(new(3), ["K-S", "Q-H", "Q-S"])


def _mid_deal_4p() -> State:
    return deal(new(4), ["K-S", "Q-H"])


def _round_two_2p() -> State:
    # V wins every trick of round 1: three missions are kept, five left in the pile.
    state = v_sweep(deal(new(2), ["K-D", "Q-H", "Q-S"]), [])
    return deal(state, ["K-S", "Q-C", "K-H"])


@pytest.mark.parametrize(
    ("make", "seat", "worlds", "draws"),
    [
        (_round_one_3p, 0, 7 * 6, DRAWS),  # P1 and P2 hidden among the 7 other missions
        (_mid_deal_4p, 0, 11, DRAWS),  # P1 hidden, P2 and P3 not dealt yet
        (_round_two_2p, 0, 5 - 2, 600),  # P1 hidden among 5 left, V's and P0's shown
    ],
)
def test_hidden_missions_are_uniform_like_the_reference(
    make: Callable[[], State], seat: int, worlds: int, draws: int
) -> None:
    """§3 step 4: each mission is a uniform draw from the pile, so every assignment of
    the hidden missions is equally likely, for the direct sampler as for the reference."""
    view = make().view(seat)
    direct = _draw(GAME.sample_state, view, _missions_now, seed=1, draws=draws)
    reference = _draw(replay_sample_state, view, _missions_now, seed=2, draws=draws)
    assert len(direct) == len(reference) == worlds
    assert set(direct) == set(reference)
    assert _uniform_chi_square(direct, set(direct)) < _bound(worlds)
    assert _uniform_chi_square(reference, set(reference)) < _bound(worlds)
    assert _two_sample_chi_square(direct, reference) < _bound(worlds)


def _face_down_3p(*tricks: str) -> State:
    state = deal(new(3, renounce_visibility="face_down"), ["K-S", "Q-H", "Q-S"])
    for text in tricks:
        state = trick(state, text)
    return state


def _plays(state: State) -> tuple[tuple[int, str], ...]:
    """The seats' plays so far as ``(seat, card)``."""
    return tuple((seat, str(a)[5:]) for seat, a in state.history() if seat != CHANCE)


def _consistent_worlds(state: State, seat: int) -> set[tuple[tuple[int, str], ...]]:
    """Every way to fill the plays ``seat`` did not see with cards of their players'
    pairs that replays legally to the same view: the exact set of hidden worlds."""
    view = state.view(seat)
    history = state.history()
    plays = _plays(state)
    hidden = [i for i, e in enumerate(e for e in view.events if e.actor.startswith("P"))]
    redacted = [
        i
        for i, e in zip(hidden, (e for e in view.events if e.actor.startswith("P")), strict=True)
        if e.is_redacted
    ]
    pairs = {p.seat: p.pair for p in view.places if p.seat is not None}
    candidates = []
    for i in redacted:
        low = int(str(pairs[plays[i][0]]).split("-")[0])
        candidates.append([f"{r}{s}" for r in (low, low + 1) for s in "SCHD"])
    chance = [(s, a) for s, a in history if s == CHANCE]
    worlds = set()
    for fill in itertools.product(*candidates):
        cards = dict(zip(redacted, fill, strict=True))
        filled = tuple((p, cards.get(i, c)) for i, (p, c) in enumerate(plays))
        replay = GAME.new_state(3, state.options)
        try:
            for s, a in chance:
                replay = replay.apply(s, a)
            for p, c in filled:
                replay = replay.apply(p, GAME.parse_action(f"play {c}"))
        except royaumes.IllegalActionError:
            continue
        if replay.view(seat) == view:
            worlds.add(filled)
    return worlds


@pytest.mark.parametrize(
    ("tricks", "worlds"),
    [
        # P1 and P2 renounce face down under P0's 1S: 6 non-spade cards each.
        (("P0 1S, P1 3C, P2 5H",), 6 * 6),
        # Then P1 renounces again and P2 plays 5S: P1's two slots take 6 x 5 cards, P2's
        # one any of its 6 non-spades.
        (("P0 1S, P1 3C, P2 5H", "P0 2S, P1 4H, P2 5S"), 6 * 5 * 6),
    ],
)
def test_hidden_renounces_are_uniform_over_the_consistent_worlds(
    tricks: tuple[str, ...], worlds: int
) -> None:
    """§7 face-down renounces: every consistent assignment of the cards P0 did not see
    is drawn equally often (compared with an exact enumeration, not the reference)."""
    state = _face_down_3p(*tricks)
    exact = _consistent_worlds(state, 0)
    assert len(exact) == worlds
    draws = 25 * worlds
    direct = _draw(GAME.sample_state, state.view(0), _plays, seed=3, draws=draws)
    assert set(direct) <= exact
    assert _uniform_chi_square(direct, exact) < _bound(worlds)


def test_the_sample_is_a_genuine_position_with_the_same_view() -> None:
    """The conformance kit's deep information-set check, on a face-down position."""
    state = _face_down_3p("P0 1S, P1 3C, P2 5H", "P0 2S, P1 4H, P2 5S")
    for seat in (None, 0, 1, 2):
        view = state.view(seat)
        sample = GAME.sample_state(view, random.Random(5))
        assert sample.view(seat) == view
        assert [e.args for e in sample.view(seat).events] == [e.args for e in view.events]
        assert GAME.state_from_json(sample.to_json()) == sample
        assert sample.num_actions == state.num_actions


def test_a_view_of_another_game_is_refused() -> None:
    with pytest.raises(royaumes.ConfigError):
        GAME.sample_state(royaumes.load("prince_noir").new_state(2).view(0), random.Random(0))
