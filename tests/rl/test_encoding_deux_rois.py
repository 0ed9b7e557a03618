"""The tensors of Deux Rois, main mode (issue 20): shapes, no leak, recall, a hand check.

Mostly at 6 seats; 50 seats at a few positions only (a 50-seat view holds some
thousand events).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping

import numpy as np
import pytest

import royaumes
from royaumes.encoding import encoding
from royaumes.errors import ConfigError
from royaumes.game import CHANCE, HOST, Seat, State
from royaumes.games.deux_rois.encoding import (
    OCCURRENCE_CLASSES,
    ROUND_FEATURES,
    SEAT_ACTION_KINDS,
    SHOWN_COLOURS,
    DeuxRoisEncoding,
)
from royaumes.games.deux_rois.rules import View

from ._encoding_checks import (
    KINDS,
    check_layout_documented,
    check_no_leak,
    check_successive_differ,
    check_views_refused,
    checked_tensors,
    random_states,
)

GAME = royaumes.load("deux_rois")
# Option sets that change what the tensors see: the Mode Historique (events, roles,
# zones), the standing leader (pointers instead of ballots), a quick game (R = 3) with
# the exact reveal kinds shown to onlookers.
OPTIONS: tuple[Mapping[str, object], ...] = (
    {},
    {"historic": True},
    {"election_mode": "standing_leader", "rounds": 3, "occurrence_detail": "kind"},
)


def _playout(
    n: int, seed: int, options: Mapping[str, object], host: float = 0.03
) -> Iterator[State]:
    """Every state of one random game: chance by its odds; HOST (the clock) ends a phase
    with probability ``host`` when it may, else a seat to move plays uniformly."""

    def mover(state: State, rng: random.Random) -> Seat:
        to_move = state.to_move
        if CHANCE in to_move:
            return CHANCE
        seats = [p for p in to_move if p != HOST]
        if HOST in to_move and (not seats or rng.random() < host):
            return HOST
        return rng.choice(seats)

    return random_states(GAME, n, options, seed, mover=mover)


def _view(state: State, seat: int) -> View:
    view = state.view(seat)
    assert isinstance(view, View)
    return view


def _segment(enc: DeuxRoisEncoding, tensor: np.ndarray, name: str) -> np.ndarray:
    offset, shape = enc.information_state_layout.slot(name)
    return tensor[offset : offset + int(np.prod(shape))].reshape(shape)


def test_layout_is_documented_and_sized() -> None:
    enc = encoding("deux_rois", 6)
    assert isinstance(enc, DeuxRoisEncoding)
    # Sized, named in the docstring, the observation the information state's first segments.
    check_layout_documented(enc, DeuxRoisEncoding.__doc__ or "")
    # Shapes follow N, the deck and the rounds option only.
    big = DeuxRoisEncoding(50, {"rounds": 3})
    assert big.information_state_layout.slot("rounds_seat")[1] == (3, 50, len(ROUND_FEATURES))
    assert big.information_state_layout.slot("known_card")[1] == (50, 50)
    assert big.information_state_layout.slot("occurrences")[1] == (50, 50, 3)
    assert DeuxRoisEncoding(7).deck == (1, 2, 3, 4, 5, 6, 49)
    assert big.information_state_shape[0] < 30_000  # a sensible size at 50 seats


def test_bad_inputs() -> None:
    other = royaumes.load("quatre_royaumes").new_state(4).view(0)
    check_views_refused(DeuxRoisEncoding(6), other)
    with pytest.raises(ConfigError):
        DeuxRoisEncoding(5)


@pytest.mark.parametrize("options", OPTIONS)
def test_random_games_every_step_every_seat(options: Mapping[str, object]) -> None:
    """Shapes, dtype, finite values, the observation as the information state's prefix,
    and successive decision points of a seat told apart (recall)."""
    enc = DeuxRoisEncoding(6, options)
    size = enc.observation_layout.size
    for seed in range(2):
        decisions: dict[Seat, list[np.ndarray]] = {seat: [] for seat in range(6)}
        for state in _playout(6, seed, options):
            to_move = state.to_move
            for seat in range(6):
                tensors = checked_tensors(enc, state.view(seat))
                info = tensors["information_state"]
                assert np.array_equal(info[:size], tensors["observation"])
                if seat in to_move:
                    decisions[seat].append(info)
        check_successive_differ(decisions)


def test_the_incremental_pass_matches_a_fresh_read() -> None:
    """The per-seat cache (continuing the last pass) changes no value."""
    options = {"historic": True}
    enc = DeuxRoisEncoding(8, options)
    for step, state in enumerate(_playout(8, 3, options)):
        if step % 9 and not state.is_over:
            continue
        for seat in range(8):
            view = state.view(seat)
            fresh = DeuxRoisEncoding(8, options)
            for kind in KINDS:
                assert np.array_equal(enc.tensor(kind, view), fresh.tensor(kind, view))


def _leak_check(n: int, options: Mapping[str, object], seeds: int, every: int) -> int:
    """Positions checked; fails unless some sample gave another seat another card."""
    enc = DeuxRoisEncoding(n, options)
    rng = random.Random(n)
    checked = changed = 0
    for seed in range(seeds):
        for step, state in enumerate(_playout(n, seed, options)):
            if step % every and not state.is_over:
                continue
            seat = rng.randrange(n)
            where = f"(n={n}, seed {seed}, step {step})"
            [resampled] = check_no_leak(GAME, enc, state.view(seat), rng, where=where)
            other = (seat + 1) % n
            changed += _view(resampled, other).card != _view(state, other).card
            checked += 1
    assert changed, "the samples never differed from the game: the test has no teeth"
    return checked


@pytest.mark.parametrize("options", OPTIONS[:2])
def test_no_leak_at_six_seats(options: Mapping[str, object]) -> None:
    """Resampling what a seat may not know leaves both its tensors unchanged."""
    assert _leak_check(6, options, seeds=3, every=11) >= 24


def test_no_leak_at_fifty_seats() -> None:
    assert _leak_check(50, {"historic": True}, seeds=1, every=80) >= 8


def test_fifty_seats_a_few_positions() -> None:
    enc = DeuxRoisEncoding(50)
    for step, state in enumerate(_playout(50, 7, {})):
        if step % 150 and not state.is_over:
            continue
        for seat in (0, 17, 49):
            view = _view(state, seat)
            tensors = checked_tensors(enc, view)
            mine = _segment(enc, tensors["information_state"], "known_card")[0]
            if view.card:
                assert enc.deck[int(mine.argmax())] == view.card


def test_hand_checked_position() -> None:
    """Manual rooms (0-2 in N, 3-5 in E), cards dealt 1, 3, 5, 2, 4, 6; everyone ready;
    seat 1 shows his card to seat 0; seat 2 shows his colour to his room."""
    options = {"room_split": "manual", "rooms": "N,N,N,E,E,E"}
    state = GAME.new_state(6, options)
    for card in (1, 3, 5, 2, 4, 6):
        state = state.apply(CHANCE, GAME.parse_action(f"deal {card}"))
    for seat in range(6):
        state = state.apply(seat, GAME.parse_action("ready"))
    state = state.apply(1, GAME.parse_action("reveal full_private 0"))
    state = state.apply(2, GAME.parse_action("reveal colour_public"))
    enc = DeuxRoisEncoding(6, options)
    info = enc.information_state_tensor(state.view(0))
    seg = {name: _segment(enc, info, name) for name, _, _ in enc.describe("information_state")}
    round_one = 2 / 6  # the stamp of round 1: (1 + 1) / (R + 1), R = 5
    assert seg["my_card"].tolist() == [1, 0, 0, 0, 0, 0]  # card 1, Guillaume
    assert seg["phase"].argmax() == 2  # negotiation
    assert seg["round"].tolist() == [0, 1, 0, 0, 0, 0]
    assert seg["progress"].tolist() == [pytest.approx(0.2)]
    assert seg["clock"].tolist() == [1.0, 1.0]  # 300 s of round 1's negotiation / 300
    assert seg["rooms"].tolist() == [[1, 0, 1]] * 3 + [[0, 1, 0]] * 3
    expected_cards = np.zeros((6, 6))
    expected_cards[0, 0] = expected_cards[1, 2] = 1  # own card 1; seat 1 showed card 3
    assert np.array_equal(seg["known_card"], expected_cards)
    assert seg["known_colour"][2, SHOWN_COLOURS.index("blue")] == 1  # card 5 is blue
    assert seg["known_colour"].sum() == 1
    assert seg["known_meta"][1].tolist() == pytest.approx([round_one, 0, 0, 0])
    assert seg["known_meta"][2].tolist() == pytest.approx([0, round_one, 0, 0])
    assert seg["occurrences"][1, 0, OCCURRENCE_CLASSES.index("full")] == pytest.approx(round_one)
    assert seg["occurrences"].sum() == pytest.approx(round_one)
    reveal = SEAT_ACTION_KINDS.index("reveal_full_private")
    assert seg["actions_seen"][1, reveal] == pytest.approx(round_one)
    assert seg["targets_seen"][1].tolist() == pytest.approx([round_one, 0, 0, 0, 0, 0])
    features = seg["rounds_seat"][0]
    assert features[2, ROUND_FEATURES.index("public_colour")] == 1
    assert features[1, ROUND_FEATURES.index("showed_me_card")] == 1
    assert features[:, ROUND_FEATURES.index("room_N")].tolist() == [1, 1, 1, 0, 0, 0]
    # Seat 4 (room E) saw none of it: rows are relative (seat 0 is its row 2).
    other = enc.information_state_tensor(state.view(4))
    known = _segment(enc, other, "known_card")
    assert known.sum() == 1  # only its own card, 4
    assert known[0, 3] == 1
    assert _segment(enc, other, "rooms")[2].tolist() == [1, 0, 0]
    assert _segment(enc, other, "known_colour").sum() == 0
