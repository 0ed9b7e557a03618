"""``GAME.sample_state``: the direct constraint solve draws the consistent worlds with
their chance probabilities.

The reference is an exact enumeration (:func:`consistent_worlds`: every history whose
view is the one given, weighed by its chance outcomes' probabilities, the seats' hidden
choices weighing nothing), not the former replay sampler (:func:`replay_sample`): its
depth-first search tries first the cards the view later shows revealed, so it is not
uniform over the consistent worlds. The replay sampler is still checked to give
consistent worlds. The positions are small (hands of 2 or 3 cards, early turns) so that
the enumeration is quick; the seeds are fixed, so every run draws the same samples.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable

import pytest

from royaumes.games.prince_noir import GAME, State, View

from ._prince_noir_helpers import (
    act,
    chance,
    consistent_worlds,
    draws,
    new,
    replay_sample,
    world,
)

_DRAWS = 1500  # samples per position


def _mid_opening() -> View:
    """E has drawn 3 cards and F 2 of its 3: E's view hides F's two draws."""
    state = chance(new(hand_size=3), "sides EF", *draws("Sg Pl Rd"), *draws("Ch Pl"))
    return state.view(0)


def _first_group_face_down() -> View:
    """Turn 1, E has attacked castle 2 with one card, face down: F's view hides E's hand
    (3 draws) and that card."""
    state = chance(new(hand_size=3), "sides EF", *draws("Sg Pl Pl"), *draws("Rd Ch Pl"))
    return act(state, "attack 2 Sg").view(1)


def _after_a_turn() -> State:
    """Turn 1 revealed and E refilled: E kept one card of its opening hand (after
    attacking with Sg and defending with Pl) and drew 2."""
    state = chance(new(hand_size=3), "sides EF", *draws("Sg Pl Pl"), *draws("Rd Ch Pl"))
    state = act(state, "attack 2 Sg", "defend 2 Rd", "attack 1 Ch", "defend 1 Pl", "order 2 1")
    return chance(state, *draws("Ch Rd"), *draws("Sg Rd"))


def _pillage_attack_revealed() -> View:
    """E attacked with a lone Pl (legal only with no main card in hand, §4.2): F knows the
    card E kept is no main card either."""
    state = chance(new(hand_size=3), "sides EF", *draws("Pl Pl Pl"), *draws("Rd Ch Pl"))
    state = act(state, "attack 2 Pl", "defend 2 Rd", "attack 1 Ch", "defend 1 Pl", "order 2 1")
    return chance(state, *draws("Sg Rd"), *draws("Sg Rd")).view(1)


def _spectator_at_the_order() -> View:
    """Hands of 2, seat 1 English, all four groups of turn 1 face down: the spectator
    sees no card."""
    state = chance(new(hand_size=2), "sides FE", *draws("Sg Pl"), *draws("Rd Rd"))
    state = act(state, "attack 2 Sg", "defend 2 Rd", "attack 1 Rd", "defend 1 Pl")
    return state.view(None)


def _end_game_defence_first() -> View:
    """``no_main_card = end_game``: E defends first with 2 of its 3 cards, so the card it
    keeps for its attack is a main card (§4.2), and its hand passed the §6 check."""
    state = chance(
        new(hand_size=3, no_main_card="end_game"), "sides EF", *draws("Pl Pl Ch"),
        *draws("Rd Ch Pl"),
    )  # fmt: skip
    return act(state, "defend 1 Pl+Pl").view(1)


POSITIONS: dict[str, Callable[[], View]] = {
    "mid_opening": _mid_opening,
    "first_group_face_down": _first_group_face_down,
    "after_a_turn": lambda: _after_a_turn().view(1),
    "pillage_attack_revealed": _pillage_attack_revealed,
    "spectator_at_the_order": _spectator_at_the_order,
    "end_game_defence_first": _end_game_defence_first,
}


def _chi_square_bound(exact: dict[tuple[str, ...], float], counts: Counter[tuple[str, ...]],
                      draws: int) -> tuple[float, float]:  # fmt: skip
    """Pearson's statistic over the worlds (those expected fewer than 5 times pooled
    in one cell) and a bound far in its tail: df + 6 sqrt(2 df) (about 6 standard
    deviations of a chi-square with df degrees of freedom)."""
    cells: list[tuple[float, int]] = []
    pooled_p, pooled_n = 0.0, 0
    for key, p in exact.items():
        if p * draws >= 5:
            cells.append((p, counts[key]))
        else:
            pooled_p, pooled_n = pooled_p + p, pooled_n + counts[key]
    if pooled_p * draws >= 1:
        cells.append((pooled_p, pooled_n))
    statistic = sum((n - p * draws) ** 2 / (p * draws) for p, n in cells)
    df = max(1, len(cells) - 1)
    return statistic, df + 6 * math.sqrt(2 * df)


@pytest.mark.parametrize("name", list(POSITIONS))
def test_direct_sampler_draws_the_consistent_worlds_with_their_chance_odds(name: str) -> None:
    view = POSITIONS[name]()
    exact = consistent_worlds(view)
    assert len(exact) > 1  # something is hidden
    rng = random.Random(f"prince_noir sampling {name}")
    counts: Counter[tuple[str, ...]] = Counter()
    for i in range(_DRAWS):
        sampled = GAME.sample_state(view, rng)
        key = world(sampled)
        assert key in exact, f"an inconsistent world: {key}"
        if i < 20:
            assert sampled.view(view.seat) == view
        counts[key] += 1
    statistic, bound = _chi_square_bound(exact, counts, _DRAWS)
    assert statistic < bound, (statistic, bound, len(exact))
    # Every world likely enough to show up does.
    assert all(counts[key] > 0 for key, p in exact.items() if p * _DRAWS >= 10)


@pytest.mark.parametrize("name", list(POSITIONS))
def test_replay_reference_gives_consistent_worlds(name: str) -> None:
    view = POSITIONS[name]()
    exact = consistent_worlds(view)
    rng = random.Random(f"prince_noir replay {name}")
    for _ in range(30):
        sampled = replay_sample(view, rng)
        assert world(sampled) in exact
        assert sampled.view(view.seat) == view


def test_the_pillage_only_attack_pins_down_the_card_kept() -> None:
    """§4.2: a lone Pl attacks only from a hand with no main card, so the card E kept
    beside it was a Pl; E's hand now is that Pl and its 2 refill draws."""
    view = _pillage_attack_revealed()
    rng = random.Random(0)
    for _ in range(200):
        sampled = GAME.sample_state(view, rng)
        opening = [str(a) for seat, a in sampled.history()[1:4]]
        assert opening == ["draw Pl"] * 3


def test_a_sample_is_a_genuine_position_with_the_same_history_length() -> None:
    view = _after_a_turn().view(1)
    sampled = GAME.sample_state(view, random.Random(1))
    assert GAME.state_from_json(sampled.to_json()) == sampled
    assert sampled.num_actions == _after_a_turn().num_actions
