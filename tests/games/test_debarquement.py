"""Scenario tests for Débarquement under the DEFAULT options.

Each edge case of the spec ``shared/rules/deux_rois.md`` §3.13 (cited as
§3.13.1 .. §3.13.10) and each worked example of §3.14 (D1 .. D6) is at least
one test here, played through the engine: hands are dealt and drawn by
explicit chance outcomes, every seat chooses its card, and each neutral card
is placed by its owner (see ``_debarquement_helpers``). So are the placement
algorithm (§3.4), the capture (§3.5), the draw arithmetic (§3.2), the secret
simultaneous selection (§3.3, §3.10), the clock's defaults (§3.8) and the
refusal of illegal actions (§3.9). Tests that write private fields
(``last_turn``) say so. Boats are 0 (Norman) and 1 (English).
"""

from __future__ import annotations

import dataclasses
import itertools

import pytest

import royaumes
from royaumes import HOST
from royaumes.errors import GameOverError, IllegalActionError, NotYourTurnError
from royaumes.games.debarquement import (
    GAME,
    NEUTRAL_CARDS,
    Phase,
    Preview,
    State,
    View,
    boat_value,
    card_colours,
    deal_score,
    is_mono,
    place,
    tens,
)

from ._debarquement_helpers import (
    ENGLISH,
    NORMAN,
    apply,
    auto,
    draw,
    fill,
    last_turn,
    legal,
    new,
    notes,
    spectator,
    start,
    turn,
    visible,
)

A, B, C, D = 0, 1, 2, 3

# ---------------------------------------------------------------------------
# Components (§3.1)


def test_colour_classes_match_the_component_list() -> None:
    """§3.1: 19 red, 19 blue, bi-colour 9 and 22, grey, orange and green cards."""
    red = [c for c in range(1, 51) if card_colours(c) == {"red"}]
    blue = [c for c in range(1, 51) if card_colours(c) == {"blue"}]
    assert red == [1, 3, 4, 7, 11, 13, 15, 17, 19, 23, 27, 29, 31, 33, 37, 39, 41, 45, 47]
    assert blue == [2, 5, 6, 8, 12, 14, 16, 18, 20, 24, 28, 30, 32, 34, 38, 40, 42, 46, 48]
    assert [c for c in range(1, 51) if card_colours(c) == {"red", "blue"}] == [9, 22]
    assert [c for c in range(1, 51) if not card_colours(c)] == [
        10,
        21,
        25,
        26,
        35,
        36,
        43,
        44,
        49,
        50,
    ]
    assert NEUTRAL_CARDS == (9, 10, 21, 22, 25, 26, 35, 36, 43, 44, 49, 50)


def test_tens_digit_and_grey_zero() -> None:
    """§3.7: ``tens(27) == 2``, ``tens(5) == 0``, grey cards 0."""
    assert tens(27) == 2
    assert tens(5) == 0
    assert [tens(c) for c in (10, 21, 44, 49, 50)] == [0, 0, 0, 0, 0]
    assert tens(47) == 4


# ---------------------------------------------------------------------------
# Placement algorithm (§3.4)


def test_place_in_an_empty_boat_starts_it() -> None:
    """§3.4: empty boat → the card is the leftmost (and only) stack."""
    assert place((), 27) == ((27,),)


def test_place_larger_than_every_visible_card_goes_right() -> None:
    """§3.4: larger than every visible card → a new stack right of the largest."""
    assert place(((27,), (33,)), 44) == ((27,), (33,), (44,))


def test_place_smaller_than_every_visible_card_covers_the_leftmost() -> None:
    """§3.4: smaller than every visible card → on top of the leftmost stack."""
    assert place(((27,), (44,)), 19) == ((27, 19), (44,))
    assert place(((27, 19), (33,), (44,)), 3) == ((27, 19, 3), (33,), (44,))


def test_place_intermediate_goes_right_of_the_last_lower_visible_card() -> None:
    """§3.4: intermediate → just right of the last visible card lower than it."""
    assert place(((27, 19), (44,)), 33) == ((27, 19), (33,), (44,))
    assert place(((11,), (29,), (39,)), 17) == ((11,), (17,), (29,), (39,))


def test_comparisons_use_visible_cards_only() -> None:
    """§3.4: a covered card takes no part: 25 goes right of visible 19, not of covered 27."""
    assert place(((27, 19), (44,)), 25) == ((27, 19), (25,), (44,))


def test_covering_never_makes_the_fifth_visible_card() -> None:
    """§3.4: a covering placement keeps the number of visible cards (4 stays 4)."""
    boat = ((11,), (17,), (29,), (39,))
    after = place(boat, 3)
    assert after == ((11, 3), (17,), (29,), (39,))
    assert len(after) == 4


# ---------------------------------------------------------------------------
# Setup and draw arithmetic (§3.2, §3.3.4)


def test_deal_gives_six_cards_each_from_the_first_player() -> None:
    """§3.2.1: the first player receives 6 cards, then the next seat up; each chance node
    is uniform over the undealt cards, seen only by the receiver."""
    state = new(3)
    view = spectator(state)
    assert view.phase is Phase.DEAL
    assert view.deal == 1
    assert view.boats == ((), ())
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 50
    assert all(p == pytest.approx(1 / 50) for _, p in outcomes)
    state = start(fill([[], [], []]))
    receivers = [e.to for e in spectator(state).events if e.actor == "chance"]
    assert receivers == ["P0"] * 6 + ["P1"] * 6 + ["P2"] * 6
    assert spectator(state).hand_sizes == (6, 6, 6)
    assert spectator(state).pile_size == 32
    assert state.view(B).hand == (39, 40, 41, 42, 43, 44)
    others = [e.text for e in state.view(B).events if e.actor == "chance" and e.to != "P1"]
    assert set(others) == {"deal ?"}


@pytest.mark.parametrize(
    ("num_players", "turns", "played"),
    [(2, 25, 50), (3, 16, 48), (4, 12, 48), (5, 10, 50), (6, 8, 48), (7, 7, 49), (8, 6, 48)],
)
def test_turns_per_deal_are_floor_50_over_p(num_players: int, turns: int, played: int) -> None:
    """§3.2: a deal lasts ⌊50/P⌋ turns under the default draw rule; the rest is set aside."""
    state = auto(new(num_players, max_deals=1))
    view = spectator(state)
    assert view.turn == turns
    reveals = notes(state, "reveal ")
    assert len(reveals) == turns
    assert sum(len(r.split(",")) for r in reveals) == played
    assert all(len(r.split(",")) == num_players for r in reveals)
    assert len(notes(state, "placed ")) == played
    assert view.set_aside == 50 - played
    assert notes(state, "set_aside") == ([f"set_aside {50 - played}"] if played < 50 else [])


def test_d4_five_players_draw_after_turns_one_to_four() -> None:
    """D4: 5 players: pile 20, everyone draws after turns 1–4 (pile 15, 10, 5, 0);
    turns 5–10 from hands; 10 turns, all 50 cards placed."""
    state = auto(new(5, max_deals=1), max_turns=0)
    assert spectator(state).pile_size == 20
    piles, hands = [], []
    for _ in range(10):
        state = auto(state, max_turns=1)
        piles.append(spectator(state).pile_size)
        hands.append(spectator(state).hand_sizes)
    assert piles == [15, 10, 5, 0, 0, 0, 0, 0, 0, 0]
    assert hands == [(6,) * 5] * 4 + [(k,) * 5 for k in (5, 4, 3, 2, 1, 0)]
    assert state.is_over
    assert len(notes(state, "reveal ")) == 10
    assert len(notes(state, "placed ")) == 50
    assert spectator(state).set_aside == 0


# ---------------------------------------------------------------------------
# D1: covering and a capture (§3.14)

D1_HANDS = fill([[27, 19, 41], [12, 8, 3], [44, 33, 47]])


def d1(turns: int = 3, **options: object) -> State:
    """D1 (A, B, C = seats 0, 1, 2) played for ``turns`` turns, with draws in between."""
    state = start(D1_HANDS, **options)
    plays = [(27, 12, 44), (19, 8, 33), (41, 3, 47)]
    for k, cards in enumerate(plays[:turns]):
        if k:
            state = draw(state)
        state = turn(state, *cards, boats={44: "norman"})
    return state


def test_d1_turn_1_neutral_card_placed_by_its_owner() -> None:
    """D1 turn 1: 12 → E first; 27 → N first; 44 → N (C picks Norman), largest."""
    state = start(D1_HANDS)
    state = turn(state, 27, 12, 44)
    view = spectator(state)
    assert view.phase is Phase.PLACE
    assert view.placing == (C, 44)
    assert state.to_move == (C, HOST)
    assert view.boats == (((27,),), ((12,),))
    assert legal(state, C) == {"place 44 norman", "place 44 english"}
    state = apply(state, C, "place 44 norman")
    assert spectator(state).boats == (((27,), (44,)), ((12,),))
    assert notes(state, "placed ") == ["placed 12 english", "placed 27 norman", "placed 44 norman"]


def test_d1_turn_2_covering_and_intermediate() -> None:
    """D1 turn 2: 8 covers 12; 19 covers 27; 33 between 19 and 44."""
    view = spectator(d1(2))
    assert view.boats == (((27, 19), (33,), (44,)), ((12, 8),))
    assert view.visible(NORMAN) == (19, 33, 44)
    assert view.visible(ENGLISH) == (8,)


def test_d1_turn_3_c_captures_the_norman_boat() -> None:
    """D1 turn 3: 3 covers 19; 41 between 33 and 44; 47 largest → 5 visible → C captures
    {3, 19, 27, 33, 41, 44, 47}, worth 14, −14 if it is C's only capture (single colour)."""
    state = d1(3)
    view = spectator(state)
    assert view.boats == ((), ((12, 8),))
    caps = view.captures[C]
    assert caps is not None
    (boat,) = caps
    assert sorted(boat) == [3, 19, 27, 33, 41, 44, 47]
    assert view.captures[A] == view.captures[B] == ()
    assert view.capture_counts == ((0, 0), (0, 0), (1, 7))
    assert view.boats_captured == (0, 0, 1)
    assert notes(state, "captured") == ["captured 2 norman"]
    assert notes(state, "placed ")[-3:] == [
        "placed 3 norman",
        "placed 41 norman",
        "placed 47 norman",
    ]
    assert boat_value(boat) == 14
    assert deal_score([boat]) == -14


# ---------------------------------------------------------------------------
# D2: two captures in one turn (§3.14, §3.13.1, §3.13.3)

D2_HANDS = fill([[11, 17, 13], [14, 30, 16], [29, 39, 25], [20, 24, 31]])


def d2(turns: int = 3, boat_25: str = "english", **options: object) -> State:
    """D2 (A, B, C, D = seats 0..3) played for ``turns`` turns, with draws in between."""
    state = start(D2_HANDS, **options)
    plays = [(11, 14, 29, 20), (17, 30, 39, 24), (13, 16, 25, 31)]
    for k, cards in enumerate(plays[:turns]):
        if k:
            state = draw(state)
        state = turn(state, *cards, boats={25: boat_25})
    return state


def test_d2_two_captures_in_one_turn() -> None:
    """D2: turns 1–2 build N 11 17 29 39 and E 14 20 24 30; in turn 3, 13 makes N's 5th
    visible card (A captures), 16 makes E's (B captures); 25 (orange) goes to the empty E
    by C's choice, 31 starts the fresh N. A −8, B −9 if nothing else is captured."""
    state = d2(1)
    assert spectator(state).boats == (((11,), (29,)), ((14,), (20,)))
    state = d2(2)
    assert visible(state, NORMAN) == (11, 17, 29, 39)
    assert visible(state, ENGLISH) == (14, 20, 24, 30)
    state = d2(3)
    view = spectator(state)
    assert notes(state, "captured") == ["captured 0 norman", "captured 1 english"]
    caps_a, caps_b = view.captures[A], view.captures[B]
    assert caps_a is not None
    assert caps_b is not None
    assert [sorted(b) for b in caps_a] == [[11, 13, 17, 29, 39]]
    assert [sorted(b) for b in caps_b] == [[14, 16, 20, 24, 30]]
    assert view.boats == (((31,),), ((25,),))
    assert boat_value(caps_a[0]) == 8
    assert boat_value(caps_b[0]) == 9
    assert deal_score(caps_a) == -8
    assert deal_score(caps_b) == -9


def test_edge_1_neutral_card_after_a_capture_becomes_leftmost() -> None:
    """§3.13.1: after 13 captured N this turn, C's 25 may go to the now-empty Norman boat,
    where it is the leftmost card; 31 then lands right of it."""
    state = d2(3, boat_25="norman")
    view = spectator(state)
    assert view.boats == (((25,), (31,)), ())
    assert notes(state, "placed ")[-2:] == ["placed 25 norman", "placed 31 norman"]


def test_edge_1_the_owner_sees_the_fresh_boat_when_choosing() -> None:
    """§3.3.3, §3.13.1: the choice is made at the moment of placing: both captures have
    already happened when C is asked for 25's boat."""
    state = d2(2)
    state = draw(state)
    state = turn(state, 13, 16, 25, 31)
    view = spectator(state)
    assert view.phase is Phase.PLACE
    assert view.placing == (C, 25)
    assert view.boats == ((), ())
    assert notes(state, "captured") == ["captured 0 norman", "captured 1 english"]


def test_the_view_tells_what_the_waiting_card_does_in_each_boat() -> None:
    """§3.4, §3.5, §3.7 told before the choice, so that no page places or scores a card:
    after D2's turns 1-2, C's green 35 would be the 5th visible card of either boat, which
    C captures worth 20 (Norman: 1+1+2+3+3, doubled) or 22 (English). Every seat sees the
    same previews; once the card is placed there are none."""
    state = turn(draw(d2(2)), 48, 46, 35, 38)
    view = spectator(state)
    assert view.placing == (C, 35)
    assert view.previews == (
        Preview("norman", visible=5, covers=False, captures=True, worth=20),
        Preview("english", visible=5, covers=False, captures=True, worth=22),
    )
    assert all(state.view(p).previews == view.previews for p in (A, B, C, D))
    assert view.to_json()["previews"][1] == {
        "boat": "english", "visible": 5, "covers": False, "captures": True, "worth": 22,
    }  # fmt: skip
    state = apply(state, C, "place 35 english")
    assert spectator(state).captures[C] == ((14, 20, 24, 30, 35),)
    assert spectator(state).previews == ()


# ---------------------------------------------------------------------------
# Edge cases (§3.13)


def test_edge_2_covering_a_four_card_boat_is_not_a_capture() -> None:
    """§3.13.2: N shows 11 17 29 39; a lower red card (3) covers 11 and N still shows 4."""
    state = start(fill([[11, 29, 3], [17, 39, 2]]))
    state = draw(turn(state, 11, 17))
    state = draw(turn(state, 29, 39))
    assert visible(state, NORMAN) == (11, 17, 29, 39)
    state = turn(state, 3, 2)
    view = spectator(state)
    assert notes(state, "captured") == []
    assert view.visible(NORMAN) == (3, 17, 29, 39)
    assert view.boats[NORMAN][0] == (11, 3)
    assert view.boats[ENGLISH] == ((2,),)


def test_edge_3_a_boat_is_captured_twice_in_one_turn_with_six_players() -> None:
    """§3.13.3: with 6 players, N shows 1 3 4 7; the turn's 11 makes the 5th visible card
    (its owner captures), then 13 15 17 19 23 fill the fresh boat and 23's owner captures it
    again; each player captures at most one boat per turn."""
    hands = fill([[1, 11], [3, 13], [4, 15], [7, 17], [2, 19], [5, 23]])
    state = start(hands)
    state = draw(turn(state, 1, 3, 4, 7, 2, 5))
    assert visible(state, NORMAN) == (1, 3, 4, 7)
    assert visible(state, ENGLISH) == (2, 5)
    state = turn(state, 11, 13, 15, 17, 19, 23)
    view = spectator(state)
    assert notes(state, "captured") == ["captured 0 norman", "captured 5 norman"]
    assert view.captures[0] is not None
    assert view.captures[5] is not None
    assert [sorted(b) for b in view.captures[0]] == [[1, 3, 4, 7, 11]]
    assert [sorted(b) for b in view.captures[5]] == [[13, 15, 17, 19, 23]]
    assert view.boats[NORMAN] == ()
    assert max(n for n, _ in view.capture_counts) == 1


def test_edge_4_a_grey_only_boat_is_worth_zero() -> None:
    """§3.13.4: 5 players play 10, 21, 44, 49, 50 into N; 50's owner captures a boat
    worth 0; grey cards are ignored by the single-colour test."""
    hands = fill([[10], [21], [44], [49], [50]])
    state = start(hands)
    boats = dict.fromkeys((10, 21, 44, 49, 50), "norman")
    state = turn(state, 10, 21, 44, 49, 50, boats=boats)
    view = spectator(state)
    assert notes(state, "captured") == ["captured 4 norman"]
    caps = view.captures[4]
    assert caps is not None
    assert [sorted(b) for b in caps] == [[10, 21, 44, 49, 50]]
    assert boat_value(caps[0]) == 0
    assert deal_score(caps) == 0
    assert not is_mono([10, 21, 44, 49, 50])  # no non-grey card: not single-colour
    assert is_mono([10, 3, 21, 9])  # grey ignored: 3 and 9 carry red
    assert deal_score([[10, 13, 15, 17, 19]]) == -4


def test_edge_5_orange_and_green_together_give_zero() -> None:
    """§3.13.5, §3.7: orange overrides green; the boat is 0 in either green mode."""
    assert boat_value([25, 35, 38, 40, 42]) == 0
    assert boat_value([26, 35, 36, 40, 42], "per_card") == 0
    assert boat_value([35, 38, 40, 42]) == 2 * (3 + 3 + 4 + 4)


def test_edge_6_eight_players_never_draw() -> None:
    """§3.13.6, D4: 8 players: 48 cards dealt, pile 2 < 8 → nobody draws, the 2 pile cards
    are set aside after turn 1; every deal is exactly 6 turns."""
    state = auto(new(8, max_deals=2), max_turns=0)
    view = spectator(state)
    assert view.hand_sizes == (6,) * 8
    assert view.pile_size == 2
    state = auto(state, max_turns=1)
    view = spectator(state)
    assert view.phase is Phase.SELECT
    assert (view.pile_size, view.set_aside) == (0, 2)
    assert notes(state, "set_aside") == ["set_aside 2"]
    assert view.hand_sizes == (5,) * 8
    state = auto(state, until_deal=2)
    assert len(notes(state, "reveal ")) == 6
    state = auto(state)
    assert len(notes(state, "reveal ")) == 12
    assert notes(state, "set_aside") == ["set_aside 2", "set_aside 2"]
    chance_events = [e for e in spectator(state).events if e.actor == "chance"]
    assert len(chance_events) == 2 * 48


def test_edge_7_placement_order_is_ascending_and_total() -> None:
    """§3.13.7, §3.3.3: cards are placed one at a time in ascending number, whatever the
    seats; the reveal lists every card, ``revealed`` gives the placement order."""
    hands = fill([[40], [3], [22], [12]])
    state = start(hands)
    state = turn(state, 40, 3, 22, 12, boats={22: "english"})
    view = spectator(state)
    assert notes(state, "reveal") == ["reveal 0:40,1:3,2:22,3:12"]
    assert view.revealed == ((1, 3), (3, 12), (2, 22), (0, 40))
    assert notes(state, "placed ") == [
        "placed 3 norman",
        "placed 12 english",
        "placed 22 english",
        "placed 40 english",
    ]


def test_edge_8_reaching_the_threshold_mid_deal_keeps_playing() -> None:
    """§3.13.8: C's capture (with green 35: (0+1+2+3+3+4+4) × 2 = 34, not single-colour)
    passes threshold 30 mid-deal; the game goes on to the end of the deal, then ends."""
    hands = fill([[27, 19, 41], [12, 8, 3], [35, 33, 47]])
    state = start(hands, threshold=30)
    state = draw(turn(state, 27, 12, 35, boats={35: "norman"}))
    state = draw(turn(state, 19, 8, 33))
    state = turn(state, 41, 3, 47)
    caps = spectator(state).captures[C]
    assert caps is not None
    assert deal_score(caps) == 34
    assert not state.is_over
    assert spectator(state).phase is Phase.DRAW
    state = auto(state, until_deal=2)
    assert state.is_over
    view = spectator(state)
    assert view.deal == 1
    assert view.deal_scores is not None
    assert view.deal_scores[C] >= 34
    result = state.result
    assert result is not None
    assert C not in result.winners


def test_edge_9_no_threshold_reached_ends_at_the_deal_limit() -> None:
    """§3.13.9, §3.6: nobody reaches the threshold; the game stops after ``max_deals``
    deals and the lowest total wins."""
    state = auto(new(4, max_deals=2, threshold=1000))
    view = spectator(state)
    assert view.deal == 2
    assert len(notes(state, "deal_score")) == 2
    assert max(view.totals) < 1000
    result = state.result
    assert result is not None
    low = min(view.totals)
    assert result.winners == tuple(p for p in range(4) if view.totals[p] == low)
    assert result.points == tuple(float(t) for t in view.totals)


def test_edge_10_two_players_reach_the_threshold_in_the_same_deal() -> None:
    """§3.13.10: A and C both reach 66 in deal 1: both lose; the lowest total (B) wins,
    then D; the losers rank last by total. (Position written by ``last_turn``.)"""
    captures = [
        [[35, 38, 40, 42, 46]],  # (3+3+4+4+4) × 2 = 36
        [[13, 15, 17, 19, 23]],  # 6, all red → −6
        [[36, 37, 45, 47, 48, 34]],  # (3+3+4+4+4+3) × 2 = 42
        [],
    ]
    state = last_turn([1, 2, 3, 4], captures, totals=[40, 10, 30, 20])
    state = turn(state, 1, 2, 3, 4)
    assert state.is_over
    view = spectator(state)
    assert view.deal_scores == (36, -6, 42, 0)
    assert view.totals == (76, 4, 72, 20)
    result = state.result
    assert result is not None
    assert result.winners == (B,)
    assert result.ranks == (4, 1, 3, 2)


# ---------------------------------------------------------------------------
# D3, D5, D6 (§3.14)


def test_d3_special_cards_in_scoring() -> None:
    """D3: X: green doubles (36), orange zeroes (0), greys count 0 (1): 37, not
    single-colour. Y: [49<13] 15 17 19 22 is worth 6, all carry red → −6."""
    green, orange, grey = [35, 38, 40, 42, 46], [26, 31, 33, 37, 45], [2, 6, 10, 14, 21]
    assert boat_value(green) == 36
    assert boat_value(orange) == 0
    assert boat_value(grey) == 1
    assert deal_score([green, orange, grey]) == 37
    boat: tuple[tuple[int, ...], ...] = ()
    for card in (49, 13, 15, 17, 19, 22):
        boat = place(boat, card)
    assert boat == ((49, 13), (15,), (17,), (19,), (22,))
    cards = [c for stack in boat for c in stack]
    assert boat_value(cards) == 6
    assert deal_score([cards]) == -6


def test_d3_through_the_engine() -> None:
    """D3 (Y): 49 starts N, 13 covers it, then 15 17 19 22 → 22's owner (B) captures
    [49<13] 15 17 19 22, worth 6, single-colour (22 carries red): −6."""
    state = start(fill([[49, 20, 15, 19], [30, 13, 17, 22]]))
    state = draw(turn(state, 49, 30, boats={49: "norman"}))
    state = draw(turn(state, 20, 13))
    assert spectator(state).boats == (((49, 13),), ((30, 20),))
    state = draw(turn(state, 15, 17))
    state = turn(state, 19, 22, boats={22: "norman"})
    assert notes(state, "captured") == ["captured 1 norman"]
    caps = spectator(state).captures[B]
    assert caps == ((49, 13, 15, 17, 19, 22),)
    assert deal_score(caps) == -6


D5_DEAL_1 = [
    [[38, 40, 42, 46, 48], [1, 3, 11]],  # 19 + 1, red and blue → 20
    [[13, 15, 17, 19, 22, 49]],  # 6, all carry red → −6
    [[37, 39, 41, 45, 47], [24, 28, 30, 32, 34]],  # 18 + 13, red and blue → 31
]
D5_DEAL_2 = [
    [[38, 40, 42, 46, 48], [11, 13, 15, 17, 23]],  # 19 + 6 → 25
    [[35, 39, 41, 45, 47], [20, 24, 28, 30, 32, 34]],  # 18 × 2 + 15 → 51
    [[27, 29, 31, 33, 36, 37], [12, 14, 16, 18, 19]],  # 16 × 2 + 5 → 37
]
LAST_CARDS = [4, 2, 5]
"""The last turn's cards: 4 → N, 2 and 5 → E, no capture."""


def test_d5_deal_scores_from_the_captures() -> None:
    """D5: the captures chosen for the example give its deal scores (§3.7)."""
    assert [deal_score(c) for c in D5_DEAL_1] == [20, -6, 31]
    assert [deal_score(c) for c in D5_DEAL_2] == [25, 51, 37]


def test_d5_end_of_game_and_shared_win() -> None:
    """D5: after deal 1 A 20, B −6, C 31 (nobody at 66: a new deal starts); deal 2 scores
    A 25, B 51, C 37 → totals A 45, B 45, C 68: C ≥ 66 ends the game and loses; A and B
    share the victory. (Captures written at each deal's last turn by ``to_last_turn``.)"""
    from ._debarquement_helpers import deal, spare_hands, to_last_turn

    state = last_turn(LAST_CARDS, D5_DEAL_1)
    state = turn(state, *LAST_CARDS)
    view = spectator(state)
    assert not state.is_over
    assert notes(state, "deal_score") == ["deal_score 0:20,1:-6,2:31"]
    assert notes(state, "totals") == ["totals 0:20,1:-6,2:31"]
    assert (view.deal, view.phase, view.first_seat) == (2, Phase.DEAL, 1)
    assert view.totals == (20, -6, 31)
    assert view.deal_scores == (20, -6, 31)
    assert view.captures == ((), (), ())  # last deal's captures leave the table
    assert view.boats_captured == (2, 1, 2)
    state = deal(state, spare_hands(LAST_CARDS, D5_DEAL_2))
    state = to_last_turn(state, LAST_CARDS, D5_DEAL_2)
    state = turn(state, *LAST_CARDS)
    assert state.is_over
    view = spectator(state)
    assert view.deal_scores == (25, 51, 37)
    assert view.totals == (45, 45, 68)
    assert notes(state, "totals")[-1] == "totals 0:45,1:45,2:68"
    assert notes(state, "over") == ["over"]
    result = state.result
    assert result is not None
    assert result.winners == (A, B)
    assert result.ranks == (1, 1, 3)
    assert result.points == (45.0, 45.0, 68.0)


def test_d6_conquete_rapide() -> None:
    """D6: threshold 30, the same deal 1 as D5: C 31 ≥ 30 → the game ends after deal 1;
    B wins with −6; C loses. (Captures written at the last turn by ``last_turn``.)"""
    state = last_turn(LAST_CARDS, D5_DEAL_1, threshold=30)
    state = turn(state, *LAST_CARDS)
    assert state.is_over
    view = spectator(state)
    assert view.deal == 1
    assert view.totals == (20, -6, 31)
    result = state.result
    assert result is not None
    assert result.winners == (B,)
    assert result.ranks == (2, 1, 3)


def test_real_deal_ends_the_game_at_the_threshold() -> None:
    """§3.6: a real deal (no written fields) played out with threshold 1: the game ends
    after deal 1 if someone reached 1; totals are the deal scores; players at or above
    the threshold lose, the lowest total wins."""
    state = auto(new(4, threshold=1))
    view = spectator(state)
    assert view.deal_scores is not None
    if view.deal == 1:
        assert view.totals == view.deal_scores
        assert max(view.totals) >= 1
    result = state.result
    assert result is not None
    below = [p for p in range(4) if view.totals[p] < 1] or list(range(4))
    low = min(view.totals[p] for p in below)
    assert result.winners == tuple(p for p in below if view.totals[p] == low)


# ---------------------------------------------------------------------------
# Simultaneous selection (§3.3, §3.10, §3.11)


def test_a_choice_is_hidden_from_the_others_until_the_reveal() -> None:
    """§3.10, §3.11: the chooser sees ``choose 27`` and his selection; the others read
    ``choose ?`` and only who has selected; the card stays in hand until the reveal."""
    state = start(D1_HANDS)
    state = apply(state, A, "choose 27")
    own, other, spec = state.view(A), state.view(B), spectator(state)
    assert own.events[-1].text == "choose 27"
    assert other.events[-1].text == "choose ?"
    assert other.events[-1].is_redacted
    assert spec.events[-1].text == "choose ?"
    assert own.selection == (27, None)
    assert other.selection is None
    assert spec.selection is None
    assert own.selected == other.selected == (True, False, False)
    assert 27 in (own.hand or ())
    assert own.hand_sizes == (6, 6, 6)
    assert state.to_move == (B, C, HOST)
    assert own.waiting == (B, C)


def test_the_reveal_shows_every_card_at_once() -> None:
    """§3.3.2, §3.11: ``reveal 0:27,1:12,2:44`` makes the choices public (each
    ``choose`` line itself stays ``choose ?`` for the others)."""
    cards = (27, 12, 44)
    state = turn(start(D1_HANDS), *cards)
    assert notes(state, "reveal") == ["reveal 0:27,1:12,2:44"]
    for seat in (A, B, C):
        texts = [e.text for e in state.view(seat).events if e.actor.startswith("P")]
        assert texts == [f"choose {c}" if p == seat else "choose ?" for p, c in enumerate(cards)]
    view = spectator(state)
    assert view.revealed == ((B, 12), (A, 27), (C, 44))
    assert view.selected == (False, False, False)
    assert view.hand_sizes == (5, 5, 5)


def _without_events(view: View) -> View:
    return dataclasses.replace(view, events=())


@pytest.mark.parametrize("cards", [(27, 12, 44), (41, 3, 47)])
def test_the_result_never_depends_on_the_order_of_the_choices(
    cards: tuple[int, int, int],
) -> None:
    """§3.3.1: choices are simultaneous: in all 6 orders of arrival, every seat's view
    (events aside) is the same after the turn, and so is the history's set of choices."""
    base = start(D1_HANDS) if cards == (27, 12, 44) else draw(d1(2))
    outcomes = []
    for order in itertools.permutations(range(3)):
        state = base
        for seat in order:
            state = apply(state, seat, f"choose {cards[seat]}")
        if spectator(state).phase is Phase.PLACE:
            state = apply(state, C, "place 44 norman")
        views = tuple(_without_events(state.view(s)) for s in (A, B, C, None))
        outcomes.append((views, notes(state, "reveal"), notes(state, "placed")))
    assert all(o == outcomes[0] for o in outcomes)
    assert GAME.moves_commute()


# ---------------------------------------------------------------------------
# The clock (§3.8)


def test_host_end_phase_in_select_plays_the_lowest_card() -> None:
    """§3.8: HOST's ``end_phase`` in the select step: A keeps his choice, B and C (who
    had not selected) play their lowest cards."""
    state = start(D1_HANDS)
    state = apply(state, A, "choose 41")
    assert legal(state, HOST) == {"end_phase"}
    state = apply(state, HOST, "end_phase")
    assert notes(state, "reveal") == ["reveal 0:41,1:3,2:33"]
    assert [e.text for e in spectator(state).events if e.actor == "host"] == ["end_phase"]


def test_host_end_phase_in_place_uses_the_boat_with_fewer_visible_cards() -> None:
    """§3.8: a neutral card with no boat chosen goes to the boat with fewer visible cards
    (turn 1 of D1: E 12 vs N 27 → tie → Norman); with E fewer (D1 turn 3 variant), English."""
    state = turn(start(D1_HANDS), 27, 12, 44)
    assert spectator(state).placing == (C, 44)
    state = apply(state, HOST, "end_phase")
    assert spectator(state).boats == (((27,), (44,)), ((12,),))
    hands = fill([[27, 19, 41], [12, 8, 3], [33, 47, 44]])
    state = start(hands)
    state = draw(turn(state, 27, 12, 33))
    state = draw(turn(state, 19, 8, 47))
    assert (len(visible(state, NORMAN)), len(visible(state, ENGLISH))) == (3, 1)
    state = turn(state, 41, 3, 44)
    assert spectator(state).placing == (C, 44)
    state = apply(state, HOST, "end_phase")
    assert spectator(state).boats[ENGLISH] == ((12, 8), (44,))


# ---------------------------------------------------------------------------
# Illegal actions (§3.9)


def _refused(state: State, seat: int, text: str, error: type[Exception], match: str) -> None:
    before = (state.history(), spectator(state), state.to_move)
    with pytest.raises(error, match=match):
        state.apply(seat, GAME.parse_action(text))
    assert (state.history(), spectator(state), state.to_move) == before


def test_choosing_a_card_not_in_hand_is_refused() -> None:
    """§3.9: ``choose C`` only for C in the player's hand."""
    _refused(start(D1_HANDS), A, "choose 12", IllegalActionError, "not in your hand")


def test_placing_when_no_card_waits_is_refused() -> None:
    """§3.9: ``place`` only by the owner of the neutral card being placed."""
    _refused(start(D1_HANDS), C, "place 44 norman", IllegalActionError, "no card of yours")
    state = turn(start(D1_HANDS), 27, 12, 44)
    _refused(state, A, "place 44 norman", NotYourTurnError, "turn")
    _refused(state, C, "choose 33", IllegalActionError, "44")


def test_a_seat_that_has_selected_cannot_select_again() -> None:
    """§3.3.1: a selection is final (DEFAULT): the seat is no longer to move."""
    state = apply(start(D1_HANDS), A, "choose 27")
    _refused(state, A, "choose 19", NotYourTurnError, "turn")


def test_host_may_only_end_the_phase() -> None:
    """§3.9: HOST's only action is ``end_phase``."""
    _refused(start(D1_HANDS), HOST, "choose 27", IllegalActionError, "only end the phase")


def test_chance_cannot_deal_a_dealt_card() -> None:
    """§3.9: ``deal C`` for C not yet dealt only."""
    state = apply(new(3), royaumes.CHANCE, "deal 27")
    _refused(state, royaumes.CHANCE, "deal 27", IllegalActionError, "deal 27")


def test_acting_after_the_game_is_over_is_refused() -> None:
    """§3.6: after ``over`` nobody moves (and, §3.10, everything may be shown)."""
    state = last_turn(LAST_CARDS, D5_DEAL_1, threshold=30)
    state = turn(state, *LAST_CARDS)
    assert state.is_over
    assert state.to_move == ()
    assert not any(e.is_redacted for e in spectator(state).events)
    _refused(state, A, "choose 4", GameOverError, "over")
    _refused(state, HOST, "end_phase", GameOverError, "over")
