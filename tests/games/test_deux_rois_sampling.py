"""``DeuxRois.sample_state``'s distribution over the hidden cards.

Deux Rois' sampler was never a replay: it builds the state directly from the view
(:class:`royaumes.games.deux_rois.rules._Sampler`). There is therefore no replay
sampler to compare with; the reference here is an **exact enumeration** of the hidden
worlds consistent with the view (the other seats' cards: the free cards dealt one to a
seat, a card the seat was shown staying with its holder), each as likely as the deal's
chance draws make it, i.e. uniform. Fixed seeds: the test is deterministic; the bound
on the chi-square statistic is far above its noise (about ``df + 6 * sqrt(2 * df)``).
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter

from royaumes import CHANCE
from royaumes.games.deux_rois.rules import GAME, State

_DRAWS = 3000


def _deal(num_players: int, dealt: int, seed: int) -> State:
    """A state after the rooms are drawn and ``dealt`` cards dealt (chance by seed)."""
    rng = random.Random(seed)
    state = GAME.new_state(num_players)
    while state.to_move == (CHANCE,) and state.num_actions < 50:
        outcomes = state.chance_outcomes()
        if str(outcomes[0][0]).startswith("deal") and sum(1 for c in state._card if c) == dealt:
            break
        action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        state = state.apply(CHANCE, action)
    return state


def _worlds(state: State, seat: int) -> list[tuple[int, ...]]:
    """Every assignment of the hidden cards to the other dealt seats consistent with
    ``seat``'s view (its own card, the cards it was shown): the exact enumeration."""
    view = state.view(seat)
    dealt = [p for p in range(state.num_players) if state._card[p]]
    known = {about: value for about, what, value in view.facts if what == "card"}
    known[seat] = view.card
    hidden = [p for p in dealt if p not in known]
    free = [c for c in state._deck if c not in known.values()]
    worlds = []
    for cards in itertools.permutations(free, len(hidden)):
        world = dict(known)
        world.update(zip(hidden, cards, strict=True))
        worlds.append(tuple(world[p] for p in dealt))
    return worlds


def _compare(state: State, seat: int, seed: int) -> None:
    worlds = _worlds(state, seat)
    dealt = [p for p in range(state.num_players) if state._card[p]]
    rng = random.Random(seed)
    view = state.view(seat)
    counts: Counter[tuple[int, ...]] = Counter()
    for _ in range(_DRAWS):
        sample = GAME.sample_state(view, rng)
        counts[tuple(sample._card[p] for p in dealt)] += 1
    assert set(counts) <= set(worlds), "a sample outside the consistent worlds"
    expected = _DRAWS / len(worlds)
    chi2 = sum((counts[w] - expected) ** 2 / expected for w in worlds)
    df = len(worlds) - 1
    assert chi2 < df + 6 * math.sqrt(2 * df), (chi2, df)


def test_early_in_the_deal_the_hidden_cards_are_uniform() -> None:
    """Three cards dealt of six: seat 0 knows its own; 5 * 4 worlds for seats 1 and 2."""
    state = _deal(6, 3, seed=1)
    assert len(_worlds(state, 0)) == 20
    _compare(state, 0, seed=2)


def test_after_the_deal_the_hidden_cards_are_uniform() -> None:
    """All six dealt: the 5! orders of the other cards, equally likely."""
    state = _deal(6, 6, seed=3)
    while state.to_move == (CHANCE,):
        state = state.apply(CHANCE, state.chance_outcomes()[0][0])
    assert len(_worlds(state, 2)) == 120
    _compare(state, 2, seed=4)


def test_a_card_shown_to_the_seat_stays_with_its_holder() -> None:
    """After a full private reveal to seat 0, its shower's card is fixed in every sample;
    the 4! orders of the rest are equally likely."""
    state = _deal(6, 6, seed=5)
    while state.to_move == (CHANCE,):
        state = state.apply(CHANCE, state.chance_outcomes()[0][0])
    for seat in range(6):  # the setup: everyone ready
        state = state.apply(seat, GAME.parse_action("ready"))
    shower = next(p for p in range(1, 6) if state._room[p] == state._room[0])
    state = state.apply(shower, GAME.parse_action("reveal full_private 0"))
    assert len(_worlds(state, 0)) == 24
    _compare(state, 0, seed=6)
