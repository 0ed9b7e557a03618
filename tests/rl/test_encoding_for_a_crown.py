"""The tensors of For a Crown (issue 20): shapes, no leak, recall, a hand-checked turn."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import cast

import numpy as np
import pytest

import royaumes
from royaumes.encoding import encoding
from royaumes.errors import ConfigError
from royaumes.games.for_a_crown.encoding import ForACrownEncoding
from royaumes.games.for_a_crown.rules import Phase, View, catalogue

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

GAME = royaumes.load("for_a_crown")
# (players, options): the smallest and largest tables, the hidden payments (the one
# option that hides more), a counted reserve, and the other orderings.
TABLES: tuple[tuple[int, Mapping[str, object]], ...] = (
    (3, {}),
    (5, {"payment_visibility": "hidden", "symbol_order": "owner_choice"}),
    (4, {"reserve": "counted", "gallery_size": 5, "start_space": 5, "mages_order": "live"}),
)


def test_layout_is_documented_and_sized() -> None:
    doc = ForACrownEncoding.__doc__ or ""
    for n, size in ((3, 20), (4, 25), (5, 30)):
        enc = encoding("for_a_crown", n)
        assert isinstance(enc, ForACrownEncoding)
        assert enc.deck_bound == size  # §4.3's table: the round-4 deck
        check_layout_documented(enc, doc, prefix="obs.")
    enc = ForACrownEncoding(5, {"gallery_size": 20, "start_space": 20})
    assert enc.observation_layout.slot("gallery")[1] == (5, 20)
    assert enc.information_state_layout.slot("hist.reveals")[1] == (30, 42 + 7 + 5)


def test_bad_inputs() -> None:
    check_views_refused(ForACrownEncoding(3), royaumes.load("prince_noir").new_state(2).view(0))
    for n in (2, 6):
        with pytest.raises(ConfigError):
            ForACrownEncoding(n)


@pytest.mark.parametrize(("n", "options"), TABLES)
def test_random_games_shapes_and_leak(n: int, options: Mapping[str, object]) -> None:
    """At every step, for every seat: both tensors well formed. At some steps, worlds
    that look the same to a seat (``sample_state``) give it the same tensors."""
    enc = ForACrownEncoding(n, options)
    rng = random.Random(11)
    resampled = 0
    for seed in range(2):
        for step, state in enumerate(random_states(GAME, n, options, seed)):
            for seat in range(n):
                view = state.view(seat)
                tensors = checked_tensors(enc, view, low=0.0)  # every segment counts something
                # The end shows every chest (§6): there is no hidden world to resample.
                if state.is_over or step % 17 or seat != step // 17 % n:
                    continue
                check_no_leak(GAME, enc, view, rng, samples=2, tensors=tensors)
                resampled += 1
    assert resampled >= 15


def test_successive_decisions_differ() -> None:
    """Perfect recall: each decision point of a seat has its own information state, and
    a step that changes a seat's view changes its tensor."""
    check_perfect_recall(ForACrownEncoding(4), random_states(GAME, 4, {}, 3))


@pytest.mark.parametrize(("n", "options"), TABLES[:2])
def test_history_accounts_for_chests_and_cards(n: int, options: Mapping[str, object]) -> None:
    """The ledger gives every family's chest (its wealth under hidden payments, §7), and
    every family's Mercenaries are known or counted blind, never more than it holds."""
    enc = ForACrownEncoding(n, options)
    hidden = options.get("payment_visibility") == "hidden"
    scale = np.array([30, 60, 30, 60, 60, 30, 60, 60], dtype=np.float64)
    start = catalogue().starting_rubies
    rng = random.Random(2)
    for state in random_states(GAME, n, options, 21):
        if state.is_over:
            break
        viewer = rng.randrange(n)
        view = cast(View, state.view(viewer))
        t = enc.information_state_layout.new()
        enc.write_information_state(view, t)
        ledger = np.rint(t["hist.ledger"] * scale).astype(int)
        known = np.rint(t["hist.known"] * enc.merc_copies).astype(int)
        blind = np.rint(t["hist.unknown"] * enc.sleeves_bound).astype(int)
        for k in range(n):
            seat = (viewer + k) % n
            if not view.gallery[seat]:
                continue  # eliminated: its chest no longer counts
            coins0, won_r, won_c, lost, sold, paid_c, paid_r, paid_hidden = ledger[k]
            chest = state.chest(seat)  # type: ignore[attr-defined]
            if hidden:
                wealth = start + coins0 + won_r + won_c - lost + sold - paid_c - paid_r
                assert wealth - paid_hidden == chest.rubies + chest.coins
            else:
                assert start + won_r - lost + sold - paid_r == chest.rubies
                assert coins0 + won_c - paid_c == chest.coins
            if view.phase in (Phase.PAY, Phase.DRAW):
                continue  # a recruit is counted when chosen, sleeved once paid
            assert known[k].sum() + blind[k].sum() == view.sleeves[seat]
            owned = Counter(m.index for m in state.mercenaries_of(seat))  # type: ignore[attr-defined]
            assert all(known[k, i] <= owned[i] for i in range(len(known[k])))


def test_hand_checked_recruitment() -> None:
    """Three families, the first recruits of round 1 (§4.1): P0 a level-1 stack, P1 the
    level-2 deck top (blind), P2 a face-up level-3 card."""
    enc = ForACrownEncoding(3)
    state = GAME.new_state(3)
    state = apply_in_turn(state, "gallery P0", "gallery P1", "gallery P2")  # 9:P0 8:P1 7:P2
    flips = ["L2-05", "L2-06", "L3-07", "L3-08", "L4-01", "L4-02", "L5-01", "L5-02"]
    state = apply_in_turn(state, *(f"flip {card}" for card in flips))
    state = apply_in_turn(state, "recruit L1-RB", "pay 1c0r", "recruit 2 deck", "pay 3c0r")
    state = apply_in_turn(state, "draw L2-04", "recruit L3-07", "pay 2c3r")
    index = enc.merc_index

    p0 = enc.information_state_layout.new()
    enc.write_information_state(state.view(0), p0)
    # Starting Coins 3, 4, 5 by influence (§3 step 6), then the payments (public).
    assert_close(p0["hist.ledger"][:, 0], [3 / 30, 4 / 30, 5 / 30])
    assert_close(p0["hist.ledger"][:, 5], [1 / 30, 3 / 30, 2 / 30])  # Coins paid
    assert_close(p0["hist.ledger"][:, 6], [0, 0, 3 / 60])  # Rubies paid
    assert_close(p0["obs.chests"], [[1, 10 / 60, 2 / 30, 1], [0] * 4, [0] * 4])
    # P1's card is blind to P0: one unknown level-2 card; P2's is known.
    assert_close(p0["hist.unknown"], [[0] * 5, [0, 1 / 5, 0, 0, 0], [0] * 5])
    assert p0["hist.known"][1].sum() == 0
    assert p0["hist.known"][2, index["L3-07"]] == 1
    assert p0["hist.known"][0, index["L1-RB"]] == pytest.approx(1 / 5)
    assert_close(
        p0["hist.recruits"][0], [[0.5, 0, 0, 0, 0, 0], [0, 0.5, 0, 0, 0, 0], [0, 0, 0.5, 0, 0, 0]]
    )
    assert p0["obs.to_move"].tolist() == [0, 0, 0, 1]  # the pass ends: L3 refills
    assert_close(p0["obs.gallery"][:, 6:], [[0, 0, 1], [0, 1, 0], [1, 0, 0]])
    assert_close(p0["obs.influence"], np.eye(3))
    square = p0["obs.square"]
    assert square[index["L1-RB"]] == pytest.approx(4 / 5)
    assert square[index["L3-07"]] == 0  # taken; refilled at the end of the pass
    assert square[index["L3-08"]] == 1
    assert_close(p0["obs.costs"], [[1, 1 / 5], [1, 3 / 5], [1, 1], [0, 0], [0, 0]])
    assert_close(p0["obs.sleeves"], [1 / 5, 1 / 5, 1 / 5])
    assert_close(p0["obs.shared_deck"], [5 / 20])  # 2 Starting Events + 3 Mercenaries
    assert_close(p0["hist.known_events"][:2], [1, 1])  # E1, E2: the Starting Events
    assert p0["obs.round"][0] == pytest.approx(1 / 4)

    # P1 saw its own draw, and reads the others relative to itself (P2 next, P0 last).
    p1 = enc.information_state_layout.new()
    enc.write_information_state(state.view(1), p1)
    assert p1["hist.known"][0, index["L2-04"]] == 1
    assert not p1["hist.unknown"].any()
    assert_close(p1["hist.ledger"][:, 0], [4 / 30, 5 / 30, 3 / 30])
    assert_close(p1["obs.chests"][0], [1, 10 / 60, 1 / 30, 1])
    assert_close(p1["obs.my_cards"][index["L2-04"]], 1)
