"""The tensors of Les Chevauchées du Prince Noir (issue 20): shapes, no leak, recall."""

from __future__ import annotations

import random
from collections.abc import Mapping

import pytest

import royaumes
from royaumes.encoding import encoding
from royaumes.errors import ConfigError
from royaumes.games.prince_noir.encoding import PrinceNoirEncoding

from ._encoding_checks import (
    apply_in_turn,
    assert_close,
    check_layout_documented,
    check_no_leak,
    check_perfect_recall,
    check_views_refused,
    checked_tensors,
    random_states,
)

GAME = royaumes.load("prince_noir")
# Option sets that change what the tensors see: the hand size (their bounds), the
# reveal before the order, the end on a hand without a main card, the chain mode.
OPTIONS: tuple[Mapping[str, object], ...] = (
    {},
    {"hand_size": 8, "order_timing": "after_reveal", "chain_mode": "combined"},
    {"hand_size": 2, "no_main_card": "end_game", "sides": "seat0_english"},
)


def test_layout_is_documented_and_sized() -> None:
    enc = encoding("prince_noir", 2)
    assert isinstance(enc, PrinceNoirEncoding)
    check_layout_documented(enc, PrinceNoirEncoding.__doc__ or "", prefix="obs.")
    # The bounds follow the data and the options (§6: 9 turns; hand_size).
    assert enc.max_turns == 9
    assert enc.information_state_layout.slot("hist.groups")[1] == (9, 4, 4 + 8 + 6)
    assert PrinceNoirEncoding(2, {"hand_size": 8}).hand_size == 8


def test_bad_inputs() -> None:
    other = royaumes.load("quatre_royaumes").new_state(4).view(0)
    check_views_refused(PrinceNoirEncoding(2), other)
    with pytest.raises(ConfigError):
        PrinceNoirEncoding(3)


@pytest.mark.parametrize("options", OPTIONS)
def test_random_games_shapes_and_range(options: Mapping[str, object]) -> None:
    enc = PrinceNoirEncoding(2, options)
    for seed in range(3):
        for state in random_states(GAME, 2, options, seed):
            for seat in (0, 1):
                # Every count is scaled by a bound: the values stay within [0, 1].
                checked_tensors(enc, state.view(seat), low=0.0, high=1.0)


@pytest.mark.parametrize("options", OPTIONS)
def test_no_leak_under_resampling(options: Mapping[str, object]) -> None:
    """Worlds that look the same to a seat (``sample_state``) give it the same tensors."""
    enc = PrinceNoirEncoding(2, options)
    rng = random.Random(7)
    checked = 0
    for seed in range(3):
        for state in random_states(GAME, 2, options, 100 + seed):
            # The end shows everything (§7): there is no hidden world to resample.
            if state.is_over or rng.random() > 0.4:
                continue
            for seat in (0, 1):
                check_no_leak(GAME, enc, state.view(seat), rng, samples=2)
                checked += 1
    assert checked >= 30


def test_successive_decisions_differ() -> None:
    """Perfect recall: each decision point of a seat has its own information state, and
    any step that changes a seat's view changes its tensor."""
    enc = PrinceNoirEncoding(2)
    for seed in range(200, 204):
        check_perfect_recall(enc, random_states(GAME, 2, {}, seed), where=f"(seed {seed})")


def test_hand_checked_turn() -> None:
    """Example E3 of the spec (§10), then F's attack at 3 with a siege: both tiles flip."""
    enc = PrinceNoirEncoding(2, {"sides": "seat0_english"})  # seat 0 is English (E)
    state = GAME.new_state(2, {"sides": "seat0_english"})
    state = apply_in_turn(state, *(f"draw {c}" for c in ["Sg", "Ch", "Rd", "Rd", "Pl", "Pl"]))
    state = apply_in_turn(state, *(f"draw {c}" for c in ["Sg", "Ch", "Rd", "Pl", "Pl", "Pl"]))
    state = apply_in_turn(state, "attack 4 Ch+Pl", "defend 4 Rd+Pl", "attack 3 Sg")

    # F (seat 1) before the reveal: E's group at 4 is two face-down cards.
    f = enc.information_state_layout.new()
    enc.write_information_state(state.view(1), f)
    castle4 = [0.0] * 8
    castle4[3] = 1.0
    # castle 4; placer E = relative 1; attack; 2 of 6 cards; cards unknown.
    assert_close(f["hist.groups"][0, 0], castle4 + [0, 1, 1, 0, 2 / 6, 0, 0, 0, 0, 0])
    assert f["obs.placements"][0].tolist() == f["hist.groups"][0, 0].tolist()
    assert f["obs.to_move"].tolist() == [0, 1, 0]  # E answers at 3
    assert f["obs.side"].tolist() == [0, 1]
    assert_close(f["obs.hand"], [0, 1 / 4, 0, 2 / 6])  # Ch Pl Pl
    assert_close(f["hist.drawn"][0], [[1 / 6, 1 / 6, 1 / 6, 3 / 6], [0] * 4])
    assert f["hist.draws"][0].tolist() == [1.0, 1.0]

    state = apply_in_turn(state, "defend 3 Rd", "order 4 3")
    e = enc.information_state_layout.new()
    enc.write_information_state(state.view(0), e)  # E, now that both combats are done
    # At 4: E attacks 3 + 1 = 4 against 2 cards with one pillage = 2: flips (E3).
    # At 3, on EFEEEFEF: F attacks 4 (no run) against 1 card, E's run 4-5 is 2: flips.
    v = enc.value_bound
    assert v == 21.0
    assert_close(e["hist.combats"][0], [[1, 0, 4 / v, 2 / v, 1], [0, 1, 4 / v, 1 / v, 1]])
    assert e["hist.order"][0, 0].tolist() == castle4
    assert e["hist.order"][0, 1].argmax() == 2
    board = "EFFEEFEF"
    assert e["obs.board"].tolist() == [
        [float(c == "E") for c in board],
        [float(c == "F") for c in board],
    ]
    # F's defence at 4, revealed: placer relative 1, defend, 2 cards, Rd + Pl.
    assert_close(e["hist.groups"][0, 1], castle4 + [0, 1, 0, 1, 2 / 6, 1, 0, 0, 1 / 6, 1 / 6])
    assert_close(e["obs.hand"], [1 / 3, 0, 1 / 5, 1 / 6])  # Sg Rd Pl
    assert_close(e["obs.discard"], [[0, 1 / 4, 1 / 5, 1 / 6], [1 / 3, 0, 1 / 5, 1 / 6]])
    assert e["obs.hand_sizes"].tolist() == [0.5, 0.5]
    assert e["obs.phase"].argmax() == 1  # the refill's draws
    # E's score now: 4 castles + 3 cards + largest group 2 (castles 4-5) = 9 of 2*8 + 6.
    assert_close(e["obs.scores"], [9 / 22, 9 / 22])
    assert_close(e["obs.turn"], [1 / 9])
    assert not e["hist.groups"][1:].any()
