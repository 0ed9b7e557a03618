"""Débarquement's tensors (issue 20): shapes, no leak, information, a checked deal."""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator, Mapping

import numpy as np
import pytest

import royaumes
from royaumes.encoding import encoding
from royaumes.game import CHANCE, HOST, Seat, State
from royaumes.games.debarquement.encoding import ENCODING, DebarquementEncoding

from ._encoding_checks import (
    apply_text,
    check_layout_documented,
    check_no_leak,
    check_successive_differ,
    checked_tensors,
    random_states,
)

GAME = royaumes.load("debarquement")


def _any_mover(state: State, rng: random.Random) -> Seat:
    """CHANCE at a chance node, else one of the seats to move (simultaneous selections)
    at random, the clock (HOST) only when alone."""
    movers = state.to_move
    if movers[0] == CHANCE:
        return CHANCE
    return rng.choice([s for s in movers if s >= 0] or [HOST])


def _play(num_players: int, options: Mapping[str, object], seed: int) -> Iterator[State]:
    """Every state of one random game: chance by its odds, else one of the seats to
    move at random (:func:`_any_mover`), uniformly among its actions."""
    return random_states(GAME, num_players, options, seed, mover=_any_mover)


@pytest.mark.parametrize(
    ("num_players", "options", "steps"),
    [
        (2, {"threshold": 30}, None),  # a whole game: deals end, totals grow
        (8, {}, 150),
        (3, {"neutral_choice": "predeclare", "revisable_selection": True}, 400),
        (4, {"draw_rule": "seat_order", "capture_timing": "end_of_turn"}, 400),
        (5, {"mono_scope": "game", "captures_visible": False, "threshold": 20}, None),
        (3, {"end_rule": "elimination", "threshold": 15, "tie_rule": "fewer_captured_boats"}, None),
    ],
)
def test_shapes_on_random_games(
    num_players: int, options: Mapping[str, object], steps: int | None
) -> None:
    enc = encoding("debarquement", num_players, options)
    assert isinstance(enc, DebarquementEncoding)
    assert enc.information_state_shape == ENCODING(num_players, options).information_state_shape
    for k, state in enumerate(itertools.islice(_play(num_players, options, 4), steps)):
        if state.to_move[:1] == (CHANCE,) and k % 5:
            continue  # the deal's chance steps now and then only
        for seat in range(num_players):
            for kind, tensor in checked_tensors(enc, state.view(seat)).items():
                # The turn and deal scales stay within [0, 1] (T bounds the turns).
                for name, offset, _ in enc.describe(kind)[:3]:
                    if name in ("deal", "turn"):
                        assert 0 <= tensor[offset] <= 1


@pytest.mark.parametrize(
    ("num_players", "options"),
    [
        (2, {}),
        (8, {}),
        (3, {"neutral_choice": "predeclare", "captures_visible": False, "mono_scope": "game"}),
    ],
)
def test_no_leak_under_resampling(num_players: int, options: Mapping[str, object]) -> None:
    """States the seat cannot tell apart (``sample_state``) give it the same tensors."""
    enc = encoding("debarquement", num_players, options)
    rng = random.Random(9)
    states = list(itertools.islice(_play(num_players, options, 6), 240))
    checked = 0
    for state in states[3 :: max(1, len(states) // 12)]:
        for seat in range(num_players):
            check_no_leak(GAME, enc, state.view(seat), rng)
            checked += 1
    assert checked >= 10 * num_players


def test_successive_decisions_differ() -> None:
    """Two successive decisions of a seat: a new turn (a card revealed, a new hand) or
    a boat to choose after its card came up: the information state always moves on."""
    enc = encoding("debarquement", 3)
    seen: dict[int, list[np.ndarray]] = {s: [] for s in range(3)}
    previous = None
    for state in itertools.islice(_play(3, {}, 2), 600):
        if previous is not None:
            # A seat's decision point: it was waited for and acted (its choice or boat).
            for seat in range(3):
                if seat in previous.to_move and seat not in state.to_move:
                    seen[seat].append(enc.information_state_tensor(previous.view(seat)))
        previous = state
    check_successive_differ(seen, at_least=11)


def test_layout_documented() -> None:
    enc = encoding("debarquement", 8, {"mono_scope": "game"})
    check_layout_documented(enc, DebarquementEncoding.__doc__ or "")
    assert enc.describe("information_state")[-1][0] == "game_colours"
    assert "game_colours" not in dict.fromkeys(
        n for n, _, _ in encoding("debarquement", 2).describe("information_state")
    )


def test_hand_checked_deal() -> None:
    """§3.14 D1 (players A, B, C as seats 0, 1, 2), seen by C: rows C, A, B."""
    enc = encoding("debarquement", 3)
    hands = {0: [27, 19, 41, 2, 4, 6], 1: [12, 8, 3, 14, 16, 18], 2: [44, 33, 47, 20, 24, 28]}
    state = GAME.new_state(3)
    for seat in range(3):  # §3.2: 6 cards to the first player, then the next...
        for card in hands[seat]:
            state = apply_text(state, CHANCE, f"deal {card}")
    draws = iter([50, 49, 48, 46, 45, 43])
    turns: list[tuple[int, int, int]] = [(27, 12, 44), (19, 8, 33), (41, 3, 47)]
    for turn in turns:
        for seat, card in enumerate(turn):
            state = apply_text(state, seat, f"choose {card}")
        if turn[2] == 44:
            state = apply_text(state, 2, "place 44 norman")  # C's grey card: its choice
        if turn[2] != 47:
            for _ in range(3):
                state = apply_text(state, CHANCE, f"deal {next(draws)}")
    view = state.view(2)
    info = enc.information_state_layout.new()
    enc.write_information_state(view, info)
    big_t = math.ceil(50 / 3)
    taken = [3, 19, 27, 33, 41, 44, 47]
    assert np.flatnonzero(info["deal_captures"][0]).tolist() == [c - 1 for c in taken]
    assert info["deal_captures"][1:].sum() == 0
    assert info["deal_capture_takers"][0].tolist() == [1, 0, 0]
    assert info["deal_capture_boat"][0].tolist() == [1, 0]  # Norman
    assert np.flatnonzero(info["captures"][0]).tolist() == [c - 1 for c in taken]
    assert info["capture_counts"][0].tolist() == pytest.approx([1 / 10, 7 / 50])
    # The English boat is [12<8]: 8 visible, 12 covered; the Norman boat is empty again.
    assert np.flatnonzero(info["boats"][1, 0]).tolist() == [7]
    assert np.flatnonzero(info["boats"][1, 1]).tolist() == [11]
    assert info["boats"][0].sum() == 0
    assert info["boat_visible"].tolist() == pytest.approx([0, 1 / 5])
    assert info["deal_played_by"][47 - 1].tolist() == [1, 0, 0]
    assert info["deal_played_by"][3 - 1].tolist() == [0, 0, 1]  # B
    assert info["deal_played_turn"][47 - 1] == pytest.approx(3 / big_t)
    assert info["deal_played_turn"][12 - 1] == pytest.approx(1 / big_t)
    assert info["deal_played_boat"][44 - 1].tolist() == [1, 0]
    received = np.flatnonzero(info["deal_received"]).tolist()
    assert received == sorted(c - 1 for c in [*hands[2], 48, 43])
    assert np.flatnonzero(info["hand"]).tolist() == [c - 1 for c in (20, 24, 28, 43, 48)]
    assert np.flatnonzero(info["revealed"][1]).tolist() == [41 - 1]  # A's card this turn
    assert info["turn"][0] == pytest.approx(3 / big_t)
    assert info["pile_size"][0] == pytest.approx(26 / 50)
