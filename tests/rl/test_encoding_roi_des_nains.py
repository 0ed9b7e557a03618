"""Le Roi des Nains' tensors (issue 20): shapes, no leak, information, a checked deal."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Mapping

import numpy as np
import pytest

import royaumes
from royaumes.encoding import encoding
from royaumes.game import CHANCE, State
from royaumes.games.roi_des_nains.encoding import ENCODING, RoiDesNainsEncoding
from royaumes.games.roi_des_nains.rules import Phase, View, catalogue

from ._encoding_checks import (
    apply_text,
    check_layout_documented,
    check_no_leak,
    check_successive_differ,
    checked_tensors,
    draw_chance,
    first_mover_information_states,
    random_states,
)

GAME = royaumes.load("roi_des_nains")
CODES = [card.code for card in catalogue().cards]
# Specials whose trick end asks a decision and shows hands to some seats only (§4.4).
DECIDING = {Phase.DRUID, Phase.BANNER, Phase.SPY}


def _play(
    num_players: int, options: Mapping[str, object], seed: int, special: str | None = None
) -> Iterator[State]:
    """Every state of one random game (uniform legal actions, chance by its odds); with
    ``special``, that special card is drawn for the first deal (to reach its effect)."""
    forced = None if special is None else GAME.action_id(GAME.parse_action(f"special {special}"))

    def chance(state: State, rng: random.Random) -> int:
        nonlocal forced
        if forced is not None and any(i == forced for i, _ in state.chance_outcome_ids()):
            action, forced = forced, None
            return action
        return draw_chance(state, rng)

    return random_states(GAME, num_players, options, seed, chance=chance)


def _phase(state: State) -> Phase:
    view = state.view(None)
    assert isinstance(view, View)
    return view.phase


@pytest.mark.parametrize(
    ("num_players", "options", "special"),
    [
        (3, {}, "G11a"),
        (4, {"druid_mandatory": False, "max_tiebreak_deals": None}, "G11a"),
        (5, {"show_unchosen_face": True, "quest_stack_top_public": False}, "B11a"),
        (4, {"quests_per_game": 2, "tiebreak_players": "tied_only"}, "R11b"),
    ],
)
def test_shapes_on_random_games(
    num_players: int, options: Mapping[str, object], special: str
) -> None:
    enc = encoding("roi_des_nains", num_players, options)
    assert isinstance(enc, RoiDesNainsEncoding)
    assert enc.information_state_shape == ENCODING(num_players, options).information_state_shape
    for k, state in enumerate(_play(num_players, options, 11, special)):
        # Every seat at every decision point, and the chance steps now and then.
        if state.to_move and state.to_move[0] == CHANCE and k % 7:
            continue
        for seat in range(num_players):
            checked_tensors(enc, state.view(seat))


@pytest.mark.parametrize(("num_players", "special"), [(3, "G11a"), (5, "R11b"), (4, "B11a")])
def test_no_leak_under_resampling(num_players: int, special: str) -> None:
    """States the seat cannot tell apart (``sample_state``) give it the same tensors,
    at every few steps and around the special's swap, pass or look."""
    enc = encoding("roi_des_nains", num_players)
    rng = random.Random(5)
    states = list(itertools.islice(_play(num_players, {}, 3, special), 260))
    picked = states[::23]
    for before, after in itertools.pairwise(states):
        if _phase(before) in DECIDING:
            picked += [before, after]
    assert len(picked) >= 12
    checked = 0
    for state in picked:
        for seat in range(num_players):
            check_no_leak(GAME, enc, state.view(seat), rng)
            checked += 1
    assert checked >= 36


def test_successive_decisions_differ() -> None:
    enc = encoding("roi_des_nains", 4)
    seen = first_mover_information_states(enc, itertools.islice(_play(4, {}, 8), 300))
    check_successive_differ(seen, at_least=6)


def test_layout_documented() -> None:
    enc = encoding("roi_des_nains", 5)
    check_layout_documented(enc, RoiDesNainsEncoding.__doc__ or "")
    assert RoiDesNainsEncoding(5).num_tricks == 8
    assert RoiDesNainsEncoding(3).num_tricks == 13


# §10 example 10: a complete 5-player deal (special = Scout, quest Q01A).
HANDS = {
    0: "B8 B10 G2 R3 R5 R7 RJ RK",
    1: "B1 B9 BA GJ GQ GA R8 R10",
    2: "B2 B4 B7 BQ G3 G5 G9 GK",
    3: "B6 BJ BK G4 R2 R6 R9 RA",
    4: "B3 B5 G6 G7 G8 G10 R4 RQ",
}
TRICKS = [
    "P0 RK, P1 R8, P2 B2, P3 RA, P4 R4",
    "P3 R9, P4 RQ, P0 R3, P1 R10, P2 G3",
    "P4 G10, P0 G2, P1 GJ, P2 GK, P3 G4",
    "P2 BQ, P3 BK, P4 B3, P0 B8, P1 B1",
]


def test_hand_checked_deal() -> None:
    """§10 example 10 to the end of trick 4, seen by P1 (rows: P1, P2, P3, P4, P0)."""
    enc = encoding("roi_des_nains", 5, {"first_dealer": "0"})
    state = GAME.new_state(5, {"first_dealer": "0"})
    for text in ("tile Q01", "special B1"):
        state = apply_text(state, CHANCE, text)
    hands = {seat: cards.split() for seat, cards in HANDS.items()}
    for k in range(8):  # one card at a time from the dealer's left (§3.3)
        for seat in (1, 2, 3, 4, 0):
            state = apply_text(state, CHANCE, f"deal {hands[seat][k]}")
    state = apply_text(state, CHANCE, "tile Q07")  # the stack's next top tile
    state = apply_text(state, 4, "quest Q01A")
    for trick in TRICKS:
        for play in trick.split(", "):
            name, card = play.split()
            state = apply_text(state, int(name[1:]), f"play {card}")
    view = state.view(1)
    info = enc.information_state_layout.new()
    enc.write_information_state(view, info)
    index = {code: i for i, code in enumerate(CODES)}
    row = {seat: (seat - 1) % 5 for seat in range(5)}  # P1 is row 0
    assert info["special"][0] == 1  # B1, the Scout, is the first special card
    assert info["quest"][0] == 1  # Q01A
    assert info["blue5"].tolist() == [0, 0, 0, 1, 0]  # P4
    assert info["red5"].tolist() == [0, 0, 0, 0, 1]  # P0
    assert info["to_move"].tolist() == [0, 0, 1, 0, 0]  # P3 took trick 4 and leads
    assert info["special_points"][row[1]] == pytest.approx(2 / 4)  # Q and K: +2
    assert info["tricks_count"].tolist() == pytest.approx([0, 1 / 8, 2 / 8, 1 / 8, 0])
    assert info["tricks_won"][row[3]].tolist() == [1, 0, 0, 1, 0, 0, 0, 0]
    assert info["hand_sizes"].tolist() == pytest.approx([4 / 8] * 5)
    dealt = {CODES[i] for i in np.flatnonzero(info["dealt"])}
    assert dealt == set(hands[1])
    in_hand = {CODES[i] for i in np.flatnonzero(info["hand"])}
    assert in_hand == {"B9", "BA", "GA", "GQ"}
    plays = info["deal_plays"]
    assert plays[0, row[3], index["RA"]] == 1
    assert plays[3, row[1], index["B1"]] == 1
    assert plays[4:].sum() == 0
    assert plays.sum() == 20
    assert info["deal_leaders"][:4].argmax(axis=1).tolist() == [row[0], row[3], row[4], row[2]]
    assert info["deal_winners"][:4].argmax(axis=1).tolist() == [row[3], row[4], row[2], row[3]]
    assert info["last_won_trick"].sum() == 0  # P1 has won nothing
    assert info["stack_left"][0] == pytest.approx(6 / 7)
    assert info["top_tile"][6] == 1  # Q07
    assert info["received"].sum() == 0
    assert info["effect_after"].sum() == 0


def test_swap_recorded_for_both_seats() -> None:
    """A Druid swap: the two seats see what they received; a third only who swapped."""
    enc = encoding("roi_des_nains", 4)
    states = list(itertools.islice(_play(4, {}, 2, "G11a"), 400))
    k = next(i for i, s in enumerate(states) if _phase(s) is Phase.DRUID)
    druid, after = states[k].to_move[0], states[k + 1]
    target = next(
        int(e.params["seat"])
        for e in after.view(druid).events
        if e.kind == "swap" and e.actor == f"P{druid}"
    )
    for seat in range(4):
        info = enc.information_state_layout.new()
        enc.write_information_state(after.view(seat), info)
        assert info["swap"][enc.relative(target, seat)] == 1
        assert info["effect_after"].sum() == 1
        if seat in (druid, target):
            hand = {CODES[i] for i in np.flatnonzero(info["hand"])}
            assert {CODES[i] for i in np.flatnonzero(info["received"])} == hand
            giver = target if seat == druid else druid
            assert info["received_from"][enc.relative(giver, seat)] == 1
        else:
            assert info["received"].sum() == 0
