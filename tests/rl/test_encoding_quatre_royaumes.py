"""Les 4 Royaumes' tensors (issue 20): shapes, no leak, information, a checked position."""

from __future__ import annotations

import random
from collections.abc import Mapping

import numpy as np
import pytest

import royaumes
from royaumes.encoding import encoding
from royaumes.game import CHANCE
from royaumes.games.quatre_royaumes.encoding import ENCODING, QuatreRoyaumesEncoding

from ._encoding_checks import (
    apply_text,
    check_layout_documented,
    check_no_leak,
    check_successive_differ,
    check_views_refused,
    checked_tensors,
    first_mover_information_states,
    random_states,
)

GAME = royaumes.load("quatre_royaumes")
# Variants whose shapes or hidden parts differ from the DEFAULTs (§8 configuration keys).
VARIANTS: tuple[Mapping[str, object], ...] = (
    {},
    {"renounce_visibility": "face_down", "returned_missions": "bottom"},
    {"virtual_row": "fixed", "hold_rule": "highest", "must_follow": True},
    {"rank_assignment": "random", "first_leader": "random", "max_rounds": None},
)


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("num_players", [2, 3, 4, 5])
def test_shapes_on_random_games(num_players: int, options: Mapping[str, object]) -> None:
    enc = encoding("quatre_royaumes", num_players, options)
    assert isinstance(enc, QuatreRoyaumesEncoding)
    for seed in range(2 if not options else 1):
        for state in random_states(GAME, num_players, options, seed):
            for seat in range(num_players):
                checked_tensors(enc, state.view(seat))
    # The scaled values stay in [-1, 1] and the layout is the same for any position.
    assert enc.information_state_shape == ENCODING(num_players, options).information_state_shape


@pytest.mark.parametrize("options", VARIANTS[:2])
@pytest.mark.parametrize("num_players", [2, 5])
def test_no_leak_under_resampling(num_players: int, options: Mapping[str, object]) -> None:
    """States the seat cannot tell apart (``sample_state``) give it the same tensors."""
    enc = encoding("quatre_royaumes", num_players, options)
    rng = random.Random(7)
    checked = 0
    for seed in range(3):
        states = list(random_states(GAME, num_players, options, 100 + seed))
        for state in states[:: max(1, len(states) // 12)]:
            for seat in range(num_players):
                check_no_leak(GAME, enc, state.view(seat), rng, samples=2)
                checked += 1
    assert checked >= 30


@pytest.mark.parametrize("num_players", [2, 4])
def test_successive_decisions_differ(num_players: int) -> None:
    enc = encoding("quatre_royaumes", num_players)
    for seed in range(3):
        states = random_states(GAME, num_players, {}, seed)
        check_successive_differ(first_mover_information_states(enc, states))


def test_layout_documented() -> None:
    enc = encoding("quatre_royaumes", 2, {"returned_missions": "bottom"})
    check_layout_documented(enc, QuatreRoyaumesEncoding.__doc__ or "")
    assert enc.observation_shape == (1064,)
    assert encoding("quatre_royaumes", 4).observation_shape == (769,)


def test_hand_checked_position() -> None:
    """§10 E5 at 4 players: P0 leads 1D, P1 renounces 3S, P2 holds 5D; P3 to play."""
    enc = encoding("quatre_royaumes", 4, {"renounce_visibility": "face_down"})
    state = GAME.new_state(4, {"renounce_visibility": "face_down"})
    for mission in ("K-H", "Q-S", "J-D", "K-C"):
        state = apply_text(state, CHANCE, f"mission {mission}")
    for seat, card in ((0, "1D"), (1, "3S"), (2, "5D")):
        state = apply_text(state, seat, f"play {card}")
    view = state.view(3)  # P3: rows are P3, P0, P1, P2
    obs = enc.observation_layout.new()
    enc.write_observation(view, obs)
    index = {str(GAME.action_from_id(i))[5:]: i for i in range(40)}  # play ids are the cards
    assert obs["to_move"].tolist() == [1, 0, 0, 0]
    assert obs["trick_leader"].tolist() == [0, 1, 0, 0]
    assert obs["holder"].tolist() == [0, 0, 0, 1]
    assert obs["led_suit"].tolist() == [0, 0, 0, 1]  # diamonds
    trick = obs["current_trick"]
    assert trick[1, index["1D"]] == 1
    assert trick[3, index["5D"]] == 1
    assert trick[2, 40] == 1
    assert trick[2].sum() == 1
    assert trick[0].sum() == 0
    hand = {str(GAME.action_from_id(int(i)))[5:] for i in np.flatnonzero(obs["hand"])}
    assert hand == {f"{r}{s}" for r in (7, 8) for s in "SCHD"}
    first = GAME.action_id(GAME.parse_action("mission J-S"))
    k_c = GAME.action_id(GAME.parse_action("mission K-C")) - first
    assert obs["mission"][0].sum() == 1
    assert obs["mission"][0, k_c] == 1
    assert obs["mission_hidden"].tolist() == [0, 1, 1, 1]
    assert obs["pile_size"][0] == pytest.approx(8 / 12)
    assert obs["trick"][0] == pytest.approx(1 / 8)
    assert obs["set_aside"].sum() == 8
    info = enc.information_state_layout.new()
    enc.write_information_state(view, info)
    assert info["round_leaders"][0].tolist() == [0, 1, 0, 0]
    assert info["round_leaders"][1:].sum() == 0
    np.testing.assert_array_equal(info["round_plays"][0], trick)
    assert info["round_winners"].sum() == 0
    # P3 holds its diamonds too and takes the trick (§10 E5): it wins trick 1.
    state = apply_text(state, 3, "play 7D")
    info = enc.information_state_layout.new()
    enc.write_information_state(state.view(3), info)
    assert info["round_winners"][0].tolist() == [1, 0, 0, 0]
    assert info["round_leaders"][1].sum() == 0  # set by the lead, once played
    assert info["trick_leader"].tolist() == [1, 0, 0, 0]
    assert info["visible"][0, index["7D"]] == 1


def test_two_player_places() -> None:
    """At 2 players V is a place: row 2 for A (P0), row 1 for B (P1); its row is public."""
    enc = encoding("quatre_royaumes", 2)
    state = next(s for s in random_states(GAME, 2, {}, 3) if s.to_move and s.to_move[0] >= 0)
    for seat, v_row in ((0, 2), (1, 1)):
        obs = enc.observation_layout.new()
        enc.write_observation(state.view(seat), obs)
        assert obs["automaton"].tolist() == [1 if r == v_row else 0 for r in range(3)]
        assert obs["mission"][v_row].sum() == 1  # V's mission is dealt face up
        assert (
            obs["mission_hidden"].tolist() == [0, 0, 0][:3] or obs["mission_hidden"][3 - v_row] == 1
        )
        assert obs["unplayed"][v_row].sum() == obs["v_row"].sum()


def test_spectator_view_refused() -> None:
    check_views_refused(encoding("quatre_royaumes", 3))
