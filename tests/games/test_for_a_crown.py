"""Scenario tests for For a Crown under the DEFAULT options.

Each ruling of the spec ``shared/rules/for_a_crown.md`` section 9 ("Edge
cases and rulings", cited as §9.1 .. §9.23) and each worked example of
section 10 (Example 1 .. Example 11) is at least one test here, with the
effects (§5), the Events, the cost track (§2.6), the refills (§4.1) and the
end of the game (§6). States are built by applying chance outcomes
explicitly (STYLE.md, "Tests"); the options live in
``test_for_a_crown_options.py``, hidden information and bad input in
``test_for_a_crown_views.py``.

Seats are written as in the spec: ``P0`` .. ``P4`` for the examples'
families A .. E. Unless a test says otherwise, the Gallery is the DEFAULT
one of the helpers: P0 on space 9, P1 on 8, and so on leftwards.
"""

from __future__ import annotations

import pytest

from royaumes import CHANCE
from royaumes.errors import IllegalActionError
from royaumes.games.for_a_crown import Chest, Phase, State

from ._for_a_crown_helpers import (
    act,
    chance,
    chest,
    coins,
    decider,
    finish_recruit,
    finish_reveal,
    hitter_reveal,
    last_card_of_the_game,
    legal,
    new,
    next_round,
    outcomes,
    quiet_reveal,
    recruits,
    rig,
    round2_hitter_reveal,
    rubies,
    setup,
    spectator,
    steps,
    texts,
)

# ---------------------------------------------------------------------------
# Setup (§3) and Example 1


def test_three_player_setup_places_portraits_from_the_start_space_and_deals_coins() -> None:
    """Example 1 (3 players): draw B, C, A gives 9:B 8:C 7:A and Coins B 3, C 4, A 5."""
    state = new(3)
    assert outcomes(state) == pytest.approx(
        {"gallery P0": 1 / 3, "gallery P1": 1 / 3, "gallery P2": 1 / 3}
    )
    state = setup(3, gallery="P1 P2 P0")
    view = spectator(state)
    assert view.gallery == (7, 9, 8)
    assert view.influence == (1, 2, 0)
    assert [chest(state, p) for p in ("P0", "P1", "P2")] == [
        Chest(10, 5, True),
        Chest(10, 3, True),
        Chest(10, 4, True),
    ]
    assert view.bandits == (0, 0, 0)
    assert view.heirloom_sold == (False, False, False)
    # Only the two Starting Events (E1 Scandal, E2 Burglary) form the shared deck.
    assert view.shared_deck == 2
    assert view.event_stack == 5
    assert view.costs == (1, 3, 5, None, None)
    assert view.round == 1
    assert view.phase is Phase.RECRUIT


def test_recruit_order_in_round_one_is_influence_order_twice() -> None:
    """Example 1: recruit order B, C, A, then again B, C, A."""
    state = setup(3, gallery="P1 P2 P0")
    order = []
    for card in ("L1-RB", "L1-RB", "L1-RB", "L1-CM", "L1-CM", "L1-CM"):
        order.append(decider(state))
        state = recruits(state, card)
    assert order == [1, 2, 0, 1, 2, 0]
    assert spectator(state).phase is Phase.REVEAL


def test_five_player_setup_gives_three_four_four_four_five_coins() -> None:
    """Example 1 (5 players): draw D, A, E, C, B: 9:D 8:A 7:E 6:C 5:B; D 3, A 4, E 4, C 4, B 5."""
    state = setup(5, gallery="P3 P0 P4 P2 P1")
    assert spectator(state).gallery == (8, 5, 6, 9, 7)
    assert coins(state) == (4, 5, 4, 3, 4)
    assert rubies(state) == (10,) * 5


def test_four_player_setup_coins_follow_the_table_of_section_3() -> None:
    """§3 step 6 table, 4 players: ranks 1..4 get 3, 4, 4, 5 Coins."""
    assert coins(setup(4)) == (3, 4, 4, 5)


def test_setup_turns_two_cards_up_per_level_in_order_l2_to_l5() -> None:
    """§3 step 2 and §4.4: face-up cards are chance nodes, L2, L2, L3, L3, L4, L4, L5, L5."""
    state = chance(new(3), "gallery P0", "gallery P1", "gallery P2")
    seen_levels = []
    for card in ("L2-01", "L2-01", "L3-02", "L3-03", "L4-04", "L4-05", "L5-06", "L5-07"):
        levels = {text.split()[1][:2] for text in outcomes(state)}
        seen_levels.append(levels)
        state = chance(state, f"flip {card}")
    assert seen_levels == [{"L2"}] * 2 + [{"L3"}] * 2 + [{"L4"}] * 2 + [{"L5"}] * 2
    view = spectator(state)
    assert view.face_up == (
        ("L2-01", "L2-01"),
        ("L3-02", "L3-03"),
        ("L4-04", "L4-05"),
        ("L5-06", "L5-07"),
    )
    assert view.deck_sizes == (8, 8, 8, 8)
    assert view.level1 == (("L1-RB", 5), ("L1-HD", 5), ("L1-CM", 5))


def test_flip_odds_weigh_copies_of_one_card() -> None:
    """§4.4: L2-01 has 2 copies among 10 L2 cards, so it is turned up with odds 2/10."""
    state = chance(new(3), "gallery P0", "gallery P1", "gallery P2")
    odds = outcomes(state)
    assert odds["flip L2-01"] == pytest.approx(2 / 10)
    assert odds["flip L2-02"] == pytest.approx(1 / 10)
    assert sum(odds.values()) == pytest.approx(1)


# ---------------------------------------------------------------------------
# Recruit (§4.1), the cost track (§2.6), Examples 2, 3 and 11


@pytest.mark.parametrize(
    ("round_number", "costs"),
    [
        (1, (1, 3, 5, None, None)),
        (2, (0, 1, 3, 5, None)),
        (3, (0, 0, 1, 3, 5)),
        (4, (0, 0, 0, 1, 3)),
    ],
)
def test_cost_track_follows_the_table_of_section_2_6(
    round_number: int, costs: tuple[int | None, ...]
) -> None:
    """§2.6: a 0 tile slides in at each End of Round; '—' columns are closed."""
    view = spectator(quiet_reveal(4, round_number))
    assert view.round == round_number
    assert view.costs == costs


def test_closed_columns_are_not_offered_but_their_face_up_cards_are_visible() -> None:
    """§2.6: in round 1 levels 4 and 5 have no tile; their cards show but cannot be taken."""
    state = setup(3)
    view = spectator(state)
    assert view.face_up[2:] == (("L4-03", "L4-07"), ("L5-01", "L5-05"))
    assert legal(state) == [
        "recruit L1-RB", "recruit L1-HD", "recruit L1-CM",
        "recruit L2-05", "recruit L2-06", "recruit L3-04", "recruit L3-07",
        "recruit 2 deck", "recruit 3 deck",
    ]  # fmt: skip


def test_two_face_up_copies_of_one_card_are_a_single_option() -> None:
    """§4.1 face-up places (DEFAULT): a level shows a multiset; one id is one choice."""
    flips = ("L2-01", "L2-01", "L3-07", "L3-04", "L4-03", "L4-07", "L5-01", "L5-05")
    state = setup(3, flips=flips)
    assert legal(state).count("recruit L2-01") == 1
    state = recruits(state, "L2-01")
    assert spectator(state).face_up[0] == ("L2-01",)
    assert "recruit L2-01" in legal(state)


def test_payment_options_are_every_split_the_chest_can_make() -> None:
    """§4.1 D1p: c Coins + (C - c) Rubies with c <= Coins, C - c <= Rubies; asked even for 1."""
    state = setup(3)  # P0: 3 Coins, 10 Rubies
    after = act(state, "P0", "recruit L3-07")
    assert spectator(after).phase is Phase.PAY
    assert spectator(after).payment == 5
    assert legal(after) == ["pay 0c5r", "pay 1c4r", "pay 2c3r", "pay 3c2r"]
    after = act(state, "P0", "recruit L1-RB")
    assert legal(after) == ["pay 0c1r", "pay 1c0r"]


def test_a_recruited_card_goes_into_a_sleeve_and_onto_the_shared_deck() -> None:
    """§4.1 step 3: the card is sleeved and face-down on the shared deck; the payment is paid."""
    state = act(setup(3), "P0", "recruit L3-07", "pay 3c2r")
    view = spectator(state)
    assert chest(state, "P0") == Chest(8, 0, True)
    assert view.sleeves == (1, 0, 0)
    assert view.shared_deck == 3
    assert state.view(0).my_cards == ("L3-07",)
    assert view.face_up[1] == ("L3-04",)
    assert texts(view)[-2:] == ["P0 recruit L3-07", "P0 pay 3c2r"]
    assert decider(state) == 1


def _example_2_round_2() -> State:
    """Example 2's state, by play: round 2, 4 players, 9:A 8:B 6:C 5:D; A has 1 C and 7 R.

    Round 1: A takes two COIN/MOVE cards (paying a Coin each, 3 -> 1), B and C
    two HIT/DIE cards each, D two RUBY/BANDIT cards. In the Reveal A moves D
    left (6 -> 5) and C left (7 -> 6); B hits A twice and C hits A once
    (10 -> 7 R); the Scandal spares A (rank 1).
    """
    state = recruits(setup(4), "L1-CM", "L1-HD", "L1-HD", "L1-RB")
    state = recruits(state, "L1-CM", "L1-HD", "L1-HD", "L1-RB")
    state = steps(
        state,
        "reveal L1-CM P0", "P0 choose MOVE", "P0 move P3 left",
        "reveal L1-CM P0", "P0 choose MOVE", "P0 move P2 left",
        "reveal L1-HD P1", "P1 choose HIT", "P1 hit P0",
        "reveal L1-HD P1", "P1 choose HIT", "P1 hit P0",
        "reveal L1-HD P2", "P2 choose HIT", "P2 hit P0",
        "reveal L1-HD P2", "P2 choose HIT", "P2 hit P3",
        "reveal L1-RB P3", "P3 choose RUBY",
        "reveal L1-RB P3", "P3 choose RUBY",
        "reveal E1", "reveal E2",
        "event E6",
    )  # fmt: skip
    return state


def test_example_2_round_two_state_is_reached_by_play() -> None:
    """Example 2: round 2, 4 players, Gallery 9:A 8:B 6:C 5:D, A holds 1 C and 7 R."""
    state = _example_2_round_2()
    view = spectator(state)
    assert view.round == 2
    assert view.gallery == (9, 8, 6, 5)
    assert chest(state, "P0") == Chest(7, 1, True)
    assert view.costs == (0, 1, 3, 5, None)
    assert decider(state) == 0


def test_round_two_l4_recruit_offers_exactly_the_two_splits_of_example_2() -> None:
    """Example 2: for cost 5 with 1 C and 7 R the legal payments are pay 0c5r and pay 1c4r."""
    state = act(_example_2_round_2(), "P0", "recruit L4-07")
    assert legal(state) == ["pay 0c5r", "pay 1c4r"]
    state = act(state, "P0", "pay 1c4r")
    assert chest(state, "P0") == Chest(3, 0, True)
    view = spectator(state)
    # Identity and payment are public; the card is on the shared deck (11 + 1).
    assert texts(view)[-2:] == ["P0 recruit L4-07", "P0 pay 1c4r"]
    assert view.shared_deck == 12
    assert view.face_up[2] == ("L4-03",)


def test_a_taken_l4_card_leaves_one_face_up_card_and_the_deck_top_until_the_pass_ends() -> None:
    """Example 2: B may take the remaining L4 card or the L4 deck top; after D, L4 refills."""
    state = act(_example_2_round_2(), "P0", "recruit L4-07", "pay 1c4r")
    assert {"recruit L4-03", "recruit 4 deck"} <= set(legal(state))
    assert "recruit L4-07" not in legal(state)
    state = recruits(state, "L1-RB", "L1-RB")
    assert "recruit 4 deck" in legal(state)
    assert spectator(state).face_up[2] == ("L4-03",)
    state = recruits(state, "L1-RB")  # D, the last of the pass
    assert state.to_move == (CHANCE,)
    assert {text.split()[1][:2] for text in outcomes(state)} == {"L4"}
    state = chance(state, "flip L4-09")
    view = spectator(state)
    assert view.face_up[2] == ("L4-03", "L4-09")
    assert view.phase is Phase.REVEAL  # round 2 has a single pass


def test_example_2_level_one_is_free_and_level_five_is_closed() -> None:
    """Example 2: A could take any level-1 stack for free, and no L5 card (no tile)."""
    state = _example_2_round_2()
    options = legal(state)
    assert not [o for o in options if "L5" in o or "5 deck" in o]
    assert {"recruit L1-RB", "recruit L1-HD", "recruit L1-CM"} <= set(options)
    after = act(state, "P0", "recruit L1-CM")
    assert spectator(after).phase is Phase.RECRUIT  # no payment asked for a cost of 0
    assert decider(after) == 1
    assert chest(after, "P0") == chest(state, "P0")


def _round_4_with_d_to_recruit() -> State:
    """Example 3's state: a quiet game in round 4, D (P3) to recruit with 2 C, 0 R and H.

    A, B and C recruit first by the quiet policy; D's chest is then set to 2
    Coins and 0 Rubies with the test-only ``rig`` helper (``State._evolve``),
    which would take many HITs to reach by play.
    """
    state = next_round(quiet_reveal(4, 3), "E4")
    state = recruits(state, "4 deck", "draw L4-02", "4 deck", "draw L4-08", "4 deck", "draw L4-06")
    assert decider(state) == 3
    return rig(state, rubies={"P3": 0}, coins={"P3": 2})


def test_round_four_blind_draw_and_the_options_d_can_afford() -> None:
    """Example 3, §9.2: with 2 C + 0 R, D may take L1..L3 free and L4 for 1, never L5 (3)."""
    state = _round_4_with_d_to_recruit()
    view = spectator(state)
    assert view.costs == (0, 0, 0, 1, 3)
    expected = {f"recruit {card}" for card, left in view.level1 if left}
    for level in (2, 3, 4):
        expected |= {f"recruit {card}" for card in view.face_up[level - 2]}
        expected.add(f"recruit {level} deck")
    assert set(legal(state)) == expected
    assert not [o for o in legal(state) if "L5" in o or "5 deck" in o]
    assert "skip" not in legal(state)


def test_d_pays_the_only_split_it_can_afford_then_draws_blind() -> None:
    """Example 3: D plays recruit 4 deck, pay 1c0r; the blind draw follows; D has 1 C."""
    state = act(_round_4_with_d_to_recruit(), "P3", "recruit 4 deck")
    assert legal(state) == ["pay 1c0r"]
    state = act(state, "P3", "pay 1c0r")
    assert spectator(state).phase is Phase.DRAW
    assert all(text.startswith("draw L4-") for text in outcomes(state))
    state = chance(state, "draw L4-09")
    assert chest(state, "P3") == Chest(0, 1, True)
    assert "L4-09" in state.view(3).my_cards
    assert all("L4-09" not in state.view(seat).my_cards for seat in (0, 1, 2))

    def recruitment(seat: int | None) -> list[str]:
        lines = texts(state.view(seat))
        start = lines.index("P3 recruit 4 deck")
        return lines[start : start + 3]

    assert recruitment(3) == ["P3 recruit 4 deck", "P3 pay 1c0r", "chance draw L4-09"]
    for seat in (0, 1, 2, None):
        assert recruitment(seat) == ["P3 recruit 4 deck", "P3 pay 1c0r", "chance draw ?"]


def test_a_free_blind_draw_asks_for_no_payment() -> None:
    """§4.1 D1p: a cost of 0 needs no payment; the blind draw follows the recruit at once."""
    state = act(_round_4_with_d_to_recruit(), "P3", "recruit 2 deck")
    assert spectator(state).phase is Phase.DRAW
    assert state.to_move == (CHANCE,)
    assert all(text.startswith("draw L2-") for text in outcomes(state))


def test_an_unaffordable_column_is_illegal_even_with_the_heirloom() -> None:
    """§9.2, §5.2: 2 C and 0 R cannot take an L5 card costing 3; the Heirloom is never sold."""
    state = _round_4_with_d_to_recruit()
    for text in ("recruit 5 deck", f"recruit {spectator(state).face_up[3][0]}"):
        with pytest.raises(IllegalActionError, match="costs more than your chest holds"):
            act(state, "P3", text)


def _example_11_round_3() -> State:
    """Example 11's state: round 3, Gallery 9:C 7:A 6:B, the RUBY/BANDIT stack empty.

    3 players placed C (P2) on 9, A (P0) on 8, B (P1) on 7. Rounds 1 and 2
    recruit only level-1 cards, five of them RUBY/BANDIT; A's COIN/MOVE card
    moves B left (7 -> 6) in round 1 and A left (8 -> 7) in round 2. Nobody
    takes an L5 card (no tile yet). Then the chests of C (4 C, 0 R) and A
    (1 C, 10 R) are set with the test-only ``rig`` helper (``State._evolve``).
    """
    state = setup(3, gallery="P2 P0 P1")
    state = recruits(state, "L1-RB", "L1-RB", "L1-RB", "L1-RB", "L1-CM", "L1-HD")
    state = steps(state, "reveal L1-CM P0", "P0 choose MOVE", "P0 move P1 left")
    state = next_round(state, "E5")
    state = recruits(state, "L1-RB", "L1-HD", "L1-HD")
    state = steps(state, "reveal L1-CM P0", "P0 choose MOVE", "P0 move P0 left")
    state = next_round(state, "E3")
    return rig(state, rubies={"P2": 0, "P0": 10}, coins={"P2": 4, "P0": 1})


def test_example_11_shows_its_costs_display_and_recruit_order() -> None:
    """Example 11: costs 0 0 1 3 5; L5 shows 2 cards over a deck of 8; order C, A, B."""
    state = _example_11_round_3()
    view = spectator(state)
    assert view.round == 3
    assert view.gallery == (7, 6, 9)
    assert view.influence == (2, 0, 1)
    assert view.costs == (0, 0, 1, 3, 5)
    assert view.face_up[3] == ("L5-01", "L5-05")
    assert view.deck_sizes[3] == 8
    assert dict(view.level1)["L1-RB"] == 0
    order = []
    for card in ("L1-HD", "L1-HD", "L1-CM"):
        order.append(decider(state))
        state = recruits(state, card)
    assert order == [2, 0, 1]


def test_c_with_four_coins_and_no_ruby_cannot_take_level_five() -> None:
    """Example 11: C's legal options: two level-1 stacks, L2, L3, L4; not L5 (4 + 0 < 5)."""
    state = _example_11_round_3()
    assert set(legal(state)) == {
        "recruit L1-HD", "recruit L1-CM",
        "recruit L2-05", "recruit L2-06", "recruit 2 deck",
        "recruit L3-04", "recruit L3-07", "recruit 3 deck",
        "recruit L4-03", "recruit L4-07", "recruit 4 deck",
    }  # fmt: skip
    assert legal(act(state, "P2", "recruit 3 deck")) == ["pay 1c0r"]
    assert legal(act(state, "P2", "recruit L4-03")) == ["pay 3c0r"]


@pytest.mark.parametrize(
    ("card", "payments"),
    [
        ("L5-01", ["pay 0c5r", "pay 1c4r"]),
        ("5 deck", ["pay 0c5r", "pay 1c4r"]),
        ("L4-07", ["pay 0c3r", "pay 1c2r"]),
        ("4 deck", ["pay 0c3r", "pay 1c2r"]),
        ("L3-04", ["pay 0c1r", "pay 1c0r"]),
        ("3 deck", ["pay 0c1r", "pay 1c0r"]),
    ],
)
def test_a_with_one_coin_and_ten_rubies_has_the_splits_of_example_11(
    card: str, payments: list[str]
) -> None:
    """Example 11: A may take L5 (1c4r or 0c5r), L4 (1c2r or 0c3r), L3 (1c0r or 0c1r)."""
    state = recruits(_example_11_round_3(), "L1-CM")  # C first
    assert decider(state) == 0
    assert {"recruit L1-HD", "recruit L1-CM", "recruit L2-05", "recruit 2 deck"} <= set(
        legal(state)
    )
    assert legal(act(state, "P0", f"recruit {card}")) == payments


def test_a_keeps_its_level_four_and_five_options_whatever_c_takes() -> None:
    """Example 11: both decks still hold cards, so C's choice never closes L4 or L5 for A."""
    start = _example_11_round_3()
    for option in legal(start):
        state = act(start, "P2", option)
        if spectator(state).phase is Phase.PAY:
            state = act(state, "P2", legal(state)[-1])
        if spectator(state).phase is Phase.DRAW:
            state = chance(state, str(state.chance_outcomes()[0][0]))
        assert decider(state) == 0
        assert {"recruit 4 deck", "recruit 5 deck"} <= set(legal(state)), option
        assert {"recruit L5-01", "recruit L5-05"} <= set(legal(state)), option


def test_a_face_up_card_taken_mid_pass_stays_empty_until_the_pass_ends() -> None:
    """§9.1: with the L3 face-up cards gone, later families see no L3 card but the deck top."""
    state = recruits(setup(4), "L3-07", "pay 3c2r", "L3-04", "pay 4c1r")
    assert spectator(state).face_up[1] == ()
    for family in ("P2", "P3"):
        options = legal(state)
        assert decider(state) == int(family[1])
        assert "recruit 3 deck" in options
        assert not [o for o in options if o.startswith("recruit L3-")]
        state = recruits(state, "L1-RB")
    # The pass is over: the two L3 places are refilled from the L3 deck.
    assert {text.split()[1][:2] for text in outcomes(state)} == {"L3"}
    state = chance(state, "flip L3-01")
    assert {text.split()[1][:2] for text in outcomes(state)} == {"L3"}
    state = chance(state, "flip L3-10")
    view = spectator(state)
    assert view.face_up[1] == ("L3-01", "L3-10")
    assert view.deck_sizes[1] == 6
    assert decider(state) == 0  # the second pass of round 1 begins


def test_refills_run_level_by_level_from_l2_to_l5() -> None:
    """§4.1 refill: at the end of a pass, L2 then L3 (one card at a time) are turned up."""
    state = recruits(setup(3), "L3-07", "pay 3c2r", "L2-05", "pay 3c0r", "L2-06", "pay 3c0r")
    flipped = []
    while state.to_move == (CHANCE,):
        odds = outcomes(state)
        level = {text.split()[1][:2] for text in odds}
        assert len(level) == 1
        flipped.append(level.pop())
        state = chance(state, min(odds))
    assert flipped == ["L2", "L2", "L3"]
    assert spectator(state).face_up[0] == ("L2-01", "L2-01")


def test_a_family_may_pay_its_last_rubies_and_sit_at_zero_with_its_heirloom() -> None:
    """§9.3: paying every Ruby for a recruitment sells nothing.

    P0's chest is set to 0 Coins and 1 Ruby with the test-only ``rig`` helper
    (``State._evolve``) before its first recruitment.
    """
    state = rig(setup(3), rubies={"P0": 1}, coins={"P0": 0})
    state = act(state, "P0", "recruit L1-RB")
    assert legal(state) == ["pay 0c1r"]
    state = act(state, "P0", "pay 0c1r")
    assert chest(state, "P0") == Chest(0, 0, True)
    assert spectator(state).heirloom_sold == (False, False, False)


def test_a_family_that_can_afford_nothing_skips() -> None:
    """§4.1 (DEFAULT): with nothing affordable the only action is skip; its deck stays smaller.

    P0's chest is emptied with the test-only ``rig`` helper (``State._evolve``).
    """
    state = rig(setup(3), rubies={"P0": 0}, coins={"P0": 0})
    assert legal(state) == ["skip"]
    state = act(state, "P0", "skip")
    assert decider(state) == 1
    assert spectator(state).sleeves == (0, 0, 0)


def test_recruiting_is_compulsory_when_an_option_is_affordable() -> None:
    """§4.1: recruit_compulsory = true (DEFAULT): skip is not offered."""
    assert "skip" not in legal(setup(3))
    with pytest.raises(IllegalActionError, match="skip"):
        act(setup(3), "P0", "skip")


# ---------------------------------------------------------------------------
# Reveal (§4.2) and effects (§5.1 - §5.4)


def test_turn_overs_are_uniform_over_the_face_down_shared_deck() -> None:
    """§4.2, §4.4: each turn-over draws one face-down card; copies weigh more."""
    state = hitter_reveal()
    odds = outcomes(state)
    assert spectator(state).shared_deck == 8
    assert odds == pytest.approx({
        "reveal L1-RB P1": 1 / 8, "reveal L1-RB P2": 1 / 8, "reveal L1-HD P0": 1 / 8,
        "reveal L1-CM P1": 1 / 8, "reveal L1-CM P2": 1 / 8, "reveal L2-06 P0": 1 / 8,
        "reveal E1": 1 / 8, "reveal E2": 1 / 8,
    })  # fmt: skip


@pytest.mark.parametrize(
    ("card", "owner", "halves"),
    [
        ("L1-RB", "P1", ["choose RUBY", "choose BANDIT"]),
        ("L1-CM", "P1", ["choose COIN", "choose MOVE"]),
        ("L1-HD", "P0", ["choose HIT", "choose DIE"]),
    ],
)
def test_a_level_one_card_asks_its_owner_for_one_of_its_two_halves(
    card: str, owner: str, halves: list[str]
) -> None:
    """§2.2, §4.2 D2: the owner picks one of the two effects at each reveal."""
    state = chance(hitter_reveal(), f"reveal {card} {owner}")
    assert spectator(state).phase is Phase.CHOOSE
    assert spectator(state).resolving == f"{card} {owner}"
    assert state.to_move == (int(owner[1]),)
    assert legal(state) == halves


def test_ruby_and_coin_add_one_token_to_the_owner() -> None:
    """§5.1: RUBY and COIN give +1 of that token from the reserve."""
    state = hitter_reveal()
    before = chest(state, "P1")
    ruby = steps(state, "reveal L1-RB P1", "P1 choose RUBY")
    assert chest(ruby, "P1").rubies == before.rubies + 1
    coin = steps(state, "reveal L1-CM P1", "P1 choose COIN")
    assert chest(coin, "P1").coins == before.coins + 1
    assert rubies(coin)[0] == rubies(state)[0]


def test_bandit_targets_another_family_in_play() -> None:
    """§4.2 D3, §5.1: any other family; it takes 1 Masked Bandit."""
    state = steps(hitter_reveal(), "reveal L1-RB P1", "P1 choose BANDIT")
    assert spectator(state).phase is Phase.BANDIT
    assert legal(state) == ["bandit P0", "bandit P2"]
    state = act(state, "P1", "bandit P2")
    assert spectator(state).bandits == (0, 0, 1)
    assert spectator(state).phase is Phase.REVEAL


def test_hit_removes_one_ruby_from_another_family() -> None:
    """§4.2 D4, §5.2: HIT makes the target return 1 Ruby; it is not given to the hitter."""
    state = steps(hitter_reveal(), "reveal L1-HD P0", "P0 choose HIT")
    assert legal(state) == ["hit P1", "hit P2"]
    before = rubies(state)
    state = act(state, "P0", "hit P2")
    assert rubies(state) == (before[0], before[1], before[2] - 1)


def test_hit_on_an_empty_chest_sells_the_heirloom() -> None:
    """§5.2, §4.2 D4: a HIT may target a family at 0 Rubies; it sells and keeps 9.

    P2's Rubies are set to 0 with the test-only ``rig`` helper (``State._evolve``).
    """
    state = rig(hitter_reveal(), rubies={"P2": 0})
    state = steps(state, "reveal L1-HD P0", "P0 choose HIT")
    assert "hit P2" in legal(state)
    state = act(state, "P0", "hit P2")
    assert (chest(state, "P2").rubies, chest(state, "P2").heirloom) == (9, False)
    for seat in (0, 1, 2, None):
        assert state.view(seat).heirloom_sold == (False, False, True)
    assert "table sell P2" in texts(spectator(state))
    assert not spectator(state).eliminated


def test_multi_symbol_cards_resolve_every_symbol_in_printed_order() -> None:
    """§2.2, §4.2 (symbol_order = printed): L2-05 is HIT, then BANDIT."""
    state = recruits(setup(3), "L2-05", "L1-RB", "L1-RB", "flip L2-01")
    state = finish_recruit(state)
    state = chance(state, "reveal L2-05 P0")
    assert spectator(state).phase is Phase.HIT
    state = act(state, "P0", "hit P1")
    assert spectator(state).phase is Phase.BANDIT
    assert spectator(state).resolving == "L2-05 P0"
    state = act(state, "P0", "bandit P1")
    assert spectator(state).phase is Phase.REVEAL
    assert spectator(state).bandits == (0, 1, 0)


def test_each_symbol_of_a_card_picks_its_own_target_and_gains_come_in_order() -> None:
    """§5.4, §8 row 21: L3-07 is RUBY, MOVE, MOVE: +1 Ruby, then two separate moves."""
    state = recruits(setup(3), "L3-07", "pay 3c2r", "L1-RB", "L1-RB", "flip L3-01")
    state = finish_recruit(state)
    before = chest(state, "P0").rubies
    state = chance(state, "reveal L3-07 P0")
    assert chest(state, "P0").rubies == before + 1
    assert spectator(state).phase is Phase.MOVE
    state = act(state, "P0", "move P1 left")  # 8 -> 6, over P2 on 7
    assert spectator(state).phase is Phase.MOVE
    state = act(state, "P0", "move P2 left")  # 7 -> 5, over P1 on 6
    assert spectator(state).gallery == (9, 6, 5)
    assert spectator(state).phase is Phase.REVEAL


def test_die_rolls_a_face_with_the_default_odds_and_the_roller_resolves_it() -> None:
    """§2.4 DEFAULT faces HIT, HIT, BANDIT, MOVE, COIN, RUBY; the roller decides (D6)."""
    state = steps(hitter_reveal(), "reveal L1-HD P0", "P0 choose DIE")
    assert spectator(state).phase is Phase.ROLL
    assert outcomes(state) == pytest.approx({
        "roll RUBY": 1 / 6, "roll COIN": 1 / 6, "roll BANDIT": 1 / 6, "roll HIT": 2 / 6,
        "roll MOVE": 1 / 6,
    })  # fmt: skip
    bandit = chance(state, "roll BANDIT")
    assert bandit.to_move == (0,)
    assert legal(bandit) == ["bandit P1", "bandit P2"]
    ruby = chance(state, "roll RUBY")
    assert chest(ruby, "P0").rubies == chest(state, "P0").rubies + 1


def test_move_goes_to_the_next_free_space_in_its_direction() -> None:
    """§5.4: from 8, spaces 7 and 6 are taken, so a left move lands on the next free one, 5."""
    state = steps(hitter_reveal(4), "reveal L1-CM P1", "P1 choose MOVE")
    assert spectator(state).gallery == (9, 8, 7, 6)
    assert legal(state) == ["move P0 left", "move P1 left", "move P2 left", "move P3 left"]
    state = act(state, "P1", "move P1 left")
    assert spectator(state).gallery == (9, 5, 7, 6)
    assert spectator(state).influence == (0, 2, 3, 1)


def test_a_move_carries_a_portrait_past_several_others() -> None:
    """§9.10: 9:A 8:B 7:C 6:D with 5 free; A moved left jumps to 5 and is least influential."""
    state = steps(hitter_reveal(4), "reveal L1-CM P1", "P1 choose MOVE", "P1 move P0 left")
    view = spectator(state)
    assert view.gallery == (5, 8, 7, 6)
    assert view.influence == (1, 2, 3, 0)


def test_no_portrait_of_a_full_block_reaching_the_last_space_may_move_right() -> None:
    """§9.11: spaces 5-9 occupied, 1-4 free: only left moves are legal."""
    state = steps(hitter_reveal(5), "reveal L1-CM P1", "P1 choose MOVE")
    assert spectator(state).gallery == (9, 8, 7, 6, 5)
    assert legal(state) == [f"move P{k} left" for k in range(5)]
    with pytest.raises(IllegalActionError, match="move P4 right"):
        act(state, "P1", "move P4 right")


def test_a_move_may_move_the_owners_own_portrait_either_way() -> None:
    """§9.12: the owner's own Portrait is a legal choice, left or right."""
    state = steps(hitter_reveal(4), "reveal L1-CM P2", "P2 choose MOVE", "P2 move P3 left")
    state = steps(state, "reveal L1-CM P3", "P3 choose MOVE")
    assert {"move P3 left", "move P3 right"} <= set(legal(state))
    state = act(state, "P3", "move P3 right")
    assert spectator(state).gallery == (9, 8, 7, 6)


def _example_4_double_move() -> State:
    """Example 4's state: 4 players, 9:A 8:B 7:C 5:D, D's MOVE, MOVE card (L2-01) revealed.

    D (5 Coins) recruits a COIN/MOVE card and the face-up L2-01; its
    COIN/MOVE card moves D left first (6 -> 5).
    """
    flips = ("L2-01", "L2-06", "L3-07", "L3-04", "L4-03", "L4-07", "L5-01", "L5-05")
    state = setup(4, flips=flips)
    state = recruits(state, "L1-RB", "L1-RB", "L1-RB", "L1-CM")
    state = recruits(state, "L1-RB", "L1-HD", "L1-HD", "L2-01", "pay 3c0r", "flip L2-05")
    state = steps(state, "reveal L1-CM P3", "P3 choose MOVE", "P3 move P3 left")
    assert spectator(state).gallery == (9, 8, 7, 5)
    return chance(state, "reveal L2-01 P3")


def test_a_double_move_uses_the_next_free_space_each_time() -> None:
    """Example 4: D moves B left (8 -> 6), then itself right (5 -> 8): 9:A 8:D 7:C 6:B."""
    state = _example_4_double_move()
    assert spectator(state).phase is Phase.MOVE
    state = act(state, "P3", "move P1 left")
    assert spectator(state).gallery == (9, 6, 7, 5)
    assert spectator(state).phase is Phase.MOVE
    state = act(state, "P3", "move P3 right")
    view = spectator(state)
    assert view.gallery == (9, 6, 7, 8)
    assert view.influence == (0, 3, 2, 1)


def test_the_new_influence_order_is_next_rounds_recruit_order() -> None:
    """Example 4: influence order A, D, C, B is the recruit order of round 2."""
    state = steps(_example_4_double_move(), "P3 move P1 left", "P3 move P3 right")
    state = next_round(state, "E5")
    order = []
    for _ in range(4):
        order.append(decider(state))
        state = recruits(state, "L1-CM")
    assert order == [0, 3, 2, 1]


def test_a_hit_on_an_empty_chest_with_a_sold_heirloom_eliminates_at_once() -> None:
    """§9.5, §5.3: Portrait out, Bandits back to the reserve, the Reveal goes on.

    P2 is set to 0 Rubies, a sold Heirloom and 2 Bandits with the test-only
    ``rig`` helper (``State._evolve``).
    """
    state = rig(hitter_reveal(), rubies={"P2": 0}, heirloom={"P2": False}, bandits={"P2": 2})
    state = steps(state, "reveal L2-06 P0", "P0 hit P2")
    view = spectator(state)
    assert view.eliminated == (2,)
    assert view.gallery == (9, 8, 0)
    assert view.bandits == (0, 0, 0)
    assert view.influence == (0, 1)
    assert "table eliminate P2" in texts(view)
    # §9.7: the second HIT of the card has a single target left, and is still asked.
    assert view.phase is Phase.HIT
    assert legal(state) == ["hit P1"]
    state = act(state, "P0", "hit P1")
    assert spectator(state).phase is Phase.REVEAL
    assert "reveal L1-RB P2" in outcomes(state)
    # §5.3: its Portrait has left the Gallery: no MOVE can name it.
    state = steps(state, "reveal L1-CM P1", "P1 choose MOVE")
    assert legal(state) == ["move P0 left", "move P1 left"]


def test_cards_of_an_eliminated_family_are_turned_over_and_ignored() -> None:
    """§9.6, §5.3: its level-1 card is turned over with no choice made.

    P2 is set to 0 Rubies and a sold Heirloom with the test-only ``rig``
    helper (``State._evolve``), then hit out of play.
    """
    state = rig(hitter_reveal(), rubies={"P2": 0}, heirloom={"P2": False})
    state = steps(state, "reveal L2-06 P0", "P0 hit P2", "P0 hit P1")
    before = spectator(state).shared_deck
    state = chance(state, "reveal L1-RB P2")
    view = spectator(state)
    assert view.phase is Phase.REVEAL
    assert view.played[-1] == ("L1-RB", 2)
    assert view.shared_deck == before - 1
    assert not any(line.startswith("P2 choose") for line in texts(view))


def test_bandit_and_hit_must_target_the_single_remaining_opponent() -> None:
    """§9.7: 3 players after one elimination: the only target is the other family.

    P2 is set to 0 Rubies and a sold Heirloom with the test-only ``rig``
    helper (``State._evolve``).
    """
    state = rig(hitter_reveal(), rubies={"P2": 0}, heirloom={"P2": False})
    state = steps(state, "reveal L2-06 P0", "P0 hit P2", "P0 hit P1")
    state = steps(state, "reveal L1-RB P1", "P1 choose BANDIT")
    assert legal(state) == ["bandit P0"]
    state = steps(state, "P1 bandit P0", "reveal L1-HD P0", "P0 choose HIT")
    assert legal(state) == ["hit P1"]


def test_bandit_and_hit_do_nothing_when_every_opponent_is_out() -> None:
    """§9.7, §4.2: with no other family in play the symbol does nothing and nothing is asked.

    P1 and P2 are set to 0 Rubies and sold Heirlooms with the test-only
    ``rig`` helper (``State._evolve``), then hit out of play.
    """
    state = rig(hitter_reveal(), rubies={"P1": 0, "P2": 0}, heirloom={"P1": False, "P2": False})
    state = steps(state, "reveal L2-06 P0", "P0 hit P1", "P0 hit P2")
    assert spectator(state).eliminated == (1, 2)
    before = rubies(state)
    state = steps(state, "reveal L1-HD P0", "P0 choose HIT")
    assert spectator(state).phase is Phase.REVEAL
    assert rubies(state) == before


def test_the_level_one_choice_is_made_afresh_at_each_reveal() -> None:
    """§9.17: RUBY in round 1, BANDIT in round 2, from the same RUBY/BANDIT card."""
    state = hitter_reveal()
    before = chest(state, "P1").rubies
    state = steps(state, "reveal L1-RB P1", "P1 choose RUBY")
    assert chest(state, "P1").rubies == before + 1
    state = finish_recruit(next_round(state, "E5"))
    state = steps(state, "reveal L1-RB P1")
    assert legal(state) == ["choose RUBY", "choose BANDIT"]
    state = steps(state, "P1 choose BANDIT", "P1 bandit P2")
    assert spectator(state).bandits[2] == 1


def _example_9_game() -> list[State]:
    """Example 9: a 4-player game; A's RUBY/BANDIT card picks RUBY, BANDIT on C, BANDIT on B,
    RUBY. Returns the state at the first turn-over of each of the 4 Reveals, and at the end."""
    state = recruits(setup(4), "L1-RB")
    starts = []
    choices = [("RUBY", None), ("BANDIT", "P2"), ("BANDIT", "P1"), ("RUBY", None)]
    events = ["E5", "E6", "E7"]
    for number, (half, target) in enumerate(choices, start=1):
        state = finish_recruit(state)
        starts.append(state)
        state = steps(state, "reveal L1-RB P0", f"P0 choose {half}")
        if target:
            state = act(state, "P0", f"bandit {target}")
        if number < 4:
            state = next_round(state, events[number - 1])
    starts.append(finish_reveal(state))
    return starts


def test_the_shared_deck_grows_every_round_as_in_example_9() -> None:
    """Example 9, §4.3 table: 4 players reveal 10, 15, 20 and 25 cards in rounds 1-4."""
    starts = _example_9_game()
    assert [spectator(s).shared_deck for s in starts[:4]] == [10, 15, 20, 25]
    assert [spectator(s).round for s in starts[:4]] == [1, 2, 3, 4]
    assert starts[-1].is_over


def test_level_one_choices_of_example_9_apply_each_round() -> None:
    """Example 9: A's picks are made at each reveal: +1 R, C +1 K, B +1 K, +1 R."""
    starts = _example_9_game()
    ruby = steps(starts[0], "reveal L1-RB P0", "P0 choose RUBY")
    assert chest(ruby, "P0").rubies == chest(starts[0], "P0").rubies + 1
    on_c = steps(starts[1], "reveal L1-RB P0", "P0 choose BANDIT", "P0 bandit P2")
    assert spectator(on_c).bandits[2] == spectator(starts[1]).bandits[2] + 1
    on_b = steps(starts[2], "reveal L1-RB P0", "P0 choose BANDIT", "P0 bandit P1")
    assert spectator(on_b).bandits[1] == spectator(starts[2]).bandits[1] + 1
    lines = texts(spectator(starts[-1]))
    starts_of_reveal = [i for i, line in enumerate(lines) if line.startswith("table reveal round")]
    assert [lines[i + 1 : i + 4] for i in starts_of_reveal] == [
        ["chance reveal L1-RB P0", "P0 choose RUBY", lines[starts_of_reveal[0] + 3]],
        ["chance reveal L1-RB P0", "P0 choose BANDIT", "P0 bandit P2"],
        ["chance reveal L1-RB P0", "P0 choose BANDIT", "P0 bandit P1"],
        ["chance reveal L1-RB P0", "P0 choose RUBY", lines[starts_of_reveal[3] + 3]],
    ]


def test_after_end_of_round_the_new_deck_holds_the_played_cards_and_one_event() -> None:
    """Example 9, §4.3: 10 played cards + 1 unknown Event = 11 before round-2 recruiting."""
    state = finish_reveal(quiet_reveal(4, 1))
    assert spectator(state).phase is Phase.EVENT
    assert outcomes(state) == pytest.approx({f"event E{k}": 1 / 5 for k in range(3, 8)})
    state = chance(state, "event E6")
    view = spectator(state)
    assert view.shared_deck == 11
    assert view.event_stack == 4
    assert view.played == ()
    assert view.round == 2
    assert view.phase is Phase.RECRUIT


# ---------------------------------------------------------------------------
# Events (§5.5 - §5.7), Examples 5 - 8


def _example_5_scandal() -> State:
    """Example 5's state: 5 players, 9:A 8:B 7:C 6:D 4:E, before the Scandal.

    E (P4) moves itself left (5 -> 4) with its COIN/MOVE card; then the
    chests A 3 R, B 12 R, C 6 R, D 1 R + H, E 4 R are set with the test-only
    ``rig`` helper (``State._evolve``).
    """
    state = recruits(setup(5), "L1-RB", "L1-RB", "L1-RB", "L1-RB", "L1-CM")
    state = recruits(state, "L1-RB", "L1-HD", "L1-HD", "L1-HD", "L1-HD")
    state = steps(state, "reveal L1-CM P4", "P4 choose MOVE", "P4 move P4 left")
    return rig(state, rubies={"P0": 3, "P1": 12, "P2": 6, "P3": 1, "P4": 4})


def test_scandal_with_five_players_and_an_heirloom_sale() -> None:
    """Example 5: ranks 1-2 lose 0, rank 3 loses 1, ranks 4-5 lose 2; D sells: 3 12 5 9 2."""
    state = _example_5_scandal()
    assert spectator(state).gallery == (9, 8, 7, 6, 4)
    state = chance(state, "reveal E1")
    assert rubies(state) == (3, 12, 5, 9, 2)
    view = spectator(state)
    assert view.heirloom_sold == (False, False, False, True, False)
    assert "table sell P3" in texts(view)
    assert view.eliminated == ()


@pytest.mark.parametrize(
    ("num_players", "losses"),
    [(3, (0, 1, 2)), (4, (0, 1, 1, 2)), (5, (0, 0, 1, 2, 2))],
)
def test_scandal_losses_follow_the_rank_table(num_players: int, losses: tuple[int, ...]) -> None:
    """§5.6 DEFAULT table (scandal_mode = rank): losses by influence rank, 1 = rightmost."""
    state = quiet_reveal(num_players, 1)
    before = rubies(state)
    after = rubies(chance(state, "reveal E1"))
    assert tuple(b - a for b, a in zip(before, after, strict=True)) == losses


def test_scandal_counts_ranks_not_seats_or_spaces() -> None:
    """§5.6: P1 rightmost, then P2, then P0 far left: P1 loses 0, P2 1, P0 2.

    The Gallery is set to 3:P0 9:P1 5:P2 with the test-only ``rig`` helper
    (``State._evolve``) during the Reveal.
    """
    state = rig(quiet_reveal(3, 1), gallery={"P0": 3, "P1": 9, "P2": 5})
    before = rubies(state)
    after = rubies(chance(state, "reveal E1"))
    assert tuple(b - a for b, a in zip(before, after, strict=True)) == (2, 0, 1)


def test_an_elimination_during_a_scandal_does_not_change_the_losses_already_fixed() -> None:
    """§5.6: losses are fixed when the Scandal is turned over (5 players: 0 0 1 2 2).

    P2 (rank 3) is set to 0 Rubies and a sold Heirloom with the test-only
    ``rig`` helper (``State._evolve``): it is eliminated by its loss of 1, and
    P3 and P4 still lose 2 each (the 4-family row would make P3 lose 1).
    """
    state = rig(quiet_reveal(5, 1), rubies={"P2": 0}, heirloom={"P2": False})
    before = rubies(state)
    state = chance(state, "reveal E1")
    assert spectator(state).eliminated == (2,)
    after = rubies(state)
    assert [before[p] - after[p] for p in (0, 1, 3, 4)] == [0, 0, 2, 2]


def test_scandal_after_an_elimination_uses_the_two_family_row() -> None:
    """§9.13: 2 families in play: rank 1 loses nothing, rank 2 loses 2.

    P2 is set to 0 Rubies and a sold Heirloom with the test-only ``rig``
    helper (``State._evolve``), then hit out of play.
    """
    state = rig(hitter_reveal(), rubies={"P2": 0}, heirloom={"P2": False})
    state = steps(state, "reveal L2-06 P0", "P0 hit P2", "P0 hit P1")
    before = rubies(state)
    after = rubies(chance(state, "reveal E1"))
    assert (before[0] - after[0], before[1] - after[1]) == (0, 2)


def test_burglary_with_a_tie_hits_every_family_with_the_most_bandits() -> None:
    """Example 6: K 2/3/3/0, R 8/5/2/6: B and C lose 2 and return 3 K; C is at 0 with H.

    Bandits and Rubies are set with the test-only ``rig`` helper
    (``State._evolve``).
    """
    state = rig(
        quiet_reveal(4, 1),
        bandits={"P0": 2, "P1": 3, "P2": 3, "P3": 0},
        rubies={"P0": 8, "P1": 5, "P2": 2, "P3": 6},
    )
    state = chance(state, "reveal E2")
    view = spectator(state)
    assert rubies(state) == (8, 3, 0, 6)
    assert view.bandits == (2, 0, 0, 0)
    assert view.heirloom_sold == (False, False, False, False)
    # The next forced loss (the Scandal: C is rank 3, loses 1) triggers the sale.
    state = chance(state, "reveal E1")
    assert chest(state, "P2") == Chest(9, chest(state, "P2").coins, False)


def test_burglary_tie_of_two_two_one_zero() -> None:
    """§9.8: Bandits 2/2/1/0: both families with 2 lose 2 Rubies and return their 2.

    Bandits are set with the test-only ``rig`` helper (``State._evolve``).
    """
    state = rig(quiet_reveal(4, 1), bandits={"P0": 2, "P1": 2, "P2": 1, "P3": 0})
    before = rubies(state)
    state = chance(state, "reveal E2")
    assert spectator(state).bandits == (0, 0, 1, 0)
    assert rubies(state) == (before[0] - 2, before[1] - 2, before[2], before[3])


def test_burglary_without_any_bandit_does_nothing() -> None:
    """§9.9, §5.5 step 2 (DEFAULT): if the most Bandits is 0, nothing happens."""
    state = quiet_reveal(4, 1)
    after = chance(state, "reveal E2")
    assert rubies(after) == rubies(state)
    assert spectator(after).bandits == (0, 0, 0, 0)


def test_a_partial_forced_loss_pays_sells_and_pays_the_rest() -> None:
    """§9.4, §5.2: 1 Ruby + H hit by Burglary (2): pays 1, sells (+10), pays 1: 9 R, H sold.

    P1's Rubies and Bandits are set with the test-only ``rig`` helper
    (``State._evolve``).
    """
    state = rig(quiet_reveal(3, 1), rubies={"P1": 1}, bandits={"P1": 1})
    state = chance(state, "reveal E2")
    assert chest(state, "P1").rubies == 9
    assert chest(state, "P1").heirloom is False
    assert spectator(state).heirloom_sold == (False, True, False)
    assert spectator(state).bandits == (0, 0, 0)


def test_a_forced_loss_stops_at_elimination() -> None:
    """§5.2: with 1 Ruby and a sold Heirloom, a Burglary takes the Ruby and then eliminates.

    P1's chest and Bandits are set with the test-only ``rig`` helper
    (``State._evolve``).
    """
    state = rig(quiet_reveal(3, 1), rubies={"P1": 1}, heirloom={"P1": False}, bandits={"P1": 1})
    state = chance(state, "reveal E2")
    view = spectator(state)
    assert view.eliminated == (1,)
    assert view.bandits == (0, 0, 0)
    assert chest(state, "P1").rubies == 0


def _bribery_state() -> State:
    """Example 7's state: 3 players, 9:A 8:B 7:C, round 2 with Bribery (E5) in the deck.

    The chests and Bandits (A 0 C 8 R 1 K, B 2 C 6 R 3 K, C 0 C 0 R H 2 K)
    are set with the test-only ``rig`` helper (``State._evolve``).
    """
    return rig(
        quiet_reveal(3, 2),
        coins={"P0": 0, "P1": 2, "P2": 0},
        rubies={"P0": 8, "P1": 6, "P2": 0},
        bandits={"P0": 1, "P1": 3, "P2": 2},
    )


def test_bribery_asks_each_family_in_influence_order_with_the_options_of_example_7() -> None:
    """Example 7: A bribes 1 (1 R), B 3 (2 C + 1 R), C can only bribe 0; K ends 0, 0, 2."""
    state = chance(_bribery_state(), "reveal E5")
    assert state.to_move == (0,)
    assert legal(state) == ["bribe 0", "bribe 1"]
    state = act(state, "P0", "bribe 1")
    assert legal(state) == ["pay 0c1r"]
    state = act(state, "P0", "pay 0c1r")
    assert chest(state, "P0") == Chest(7, 0, True)
    assert spectator(state).bandits[0] == 0
    assert state.to_move == (1,)
    assert legal(state) == ["bribe 0", "bribe 1", "bribe 2", "bribe 3"]
    state = act(state, "P1", "bribe 3")
    assert legal(state) == ["pay 0c3r", "pay 1c2r", "pay 2c1r"]
    state = act(state, "P1", "pay 2c1r")
    assert chest(state, "P1") == Chest(5, 0, True)
    assert state.to_move == (2,)
    assert legal(state) == ["bribe 0"]
    state = act(state, "P2", "bribe 0")
    assert spectator(state).bandits == (0, 0, 2)
    assert spectator(state).phase is Phase.REVEAL


def test_bribery_with_no_tokens_allows_only_bribe_zero() -> None:
    """§9.14: Bandits but no Coin and no Ruby: only k = 0; the Heirloom is not sold to bribe."""
    state = chance(_bribery_state(), "reveal E5")
    state = act(state, "P0", "bribe 0")
    state = act(state, "P1", "bribe 0")
    assert legal(state) == ["bribe 0"]
    with pytest.raises(IllegalActionError, match="bribe 1"):
        act(state, "P2", "bribe 1")
    state = act(state, "P2", "bribe 0")
    assert chest(state, "P2") == Chest(0, 0, True)


def test_bribery_skips_a_family_with_no_bandit() -> None:
    """§4.2 D7, §5.7: a family with 0 Bandits is not asked; the order is influence order.

    Bandits are set to 1, 0, 2 with the test-only ``rig`` helper (``State._evolve``).
    """
    state = rig(quiet_reveal(3, 2), bandits={"P0": 1, "P1": 0, "P2": 2})
    state = chance(state, "reveal E5")
    assert state.to_move == (0,)
    state = act(state, "P0", "bribe 0")
    assert state.to_move == (2,)
    state = act(state, "P2", "bribe 2", "pay 2c0r")
    assert spectator(state).bandits == (1, 0, 0)


def test_bribery_with_no_bandit_anywhere_asks_nobody() -> None:
    """§4.2 D7: nobody holds a Bandit, so the Reveal simply goes on."""
    state = chance(quiet_reveal(3, 2), "reveal E5")
    assert spectator(state).phase is Phase.REVEAL


def test_mercenary_mages_asks_every_family_in_influence_order() -> None:
    """§5.7, §4.2 D8: pay exactly 1 Coin or 1 Ruby to roll once, resolved before the next."""
    state = chance(quiet_reveal(3, 2, ("E6", "E3", "E4")), "reveal E6")
    assert state.to_move == (0,)
    assert legal(state) == ["mages roll", "mages pass"]
    state = act(state, "P0", "mages roll")
    assert legal(state) == ["pay 0c1r", "pay 1c0r"]
    before = chest(state, "P0")
    state = act(state, "P0", "pay 1c0r")
    assert spectator(state).phase is Phase.ROLL
    state = chance(state, "roll RUBY")
    assert chest(state, "P0") == Chest(before.rubies + 1, before.coins - 1, True)
    assert state.to_move == (1,)
    state = act(state, "P1", "mages pass")
    assert state.to_move == (2,)
    state = act(state, "P2", "mages pass")
    assert spectator(state).phase is Phase.REVEAL


def test_mages_without_coins_or_rubies_can_only_pass() -> None:
    """§9.15: 0 Coins and 0 Rubies: asked, but only mages pass; the Heirloom is not sold.

    P1's chest is emptied with the test-only ``rig`` helper (``State._evolve``).
    """
    state = rig(quiet_reveal(3, 2, ("E6", "E3", "E4")), rubies={"P1": 0}, coins={"P1": 0})
    state = steps(state, "reveal E6", "P0 mages pass")
    assert state.to_move == (1,)
    assert legal(state) == ["mages pass"]
    state = act(state, "P1", "mages pass")
    assert chest(state, "P1") == Chest(0, 0, True)


def _helping_hand_state() -> State:
    """Example 8's state: 4 players, 9:A 8:B 6:C 3:D, round 2 with Helping Hand (E7).

    The Gallery is set with the test-only ``rig`` helper (``State._evolve``)
    during the Reveal.
    """
    state = quiet_reveal(4, 2, ("E7", "E3", "E4"))
    return rig(state, gallery={"P0": 9, "P1": 8, "P2": 6, "P3": 3})


def test_helping_hand_makes_the_least_influential_family_roll() -> None:
    """Example 8: D rolls MOVE; its legal choices are exactly those of the example."""
    state = chance(_helping_hand_state(), "reveal E7")
    assert spectator(state).phase is Phase.ROLL
    state = chance(state, "roll MOVE")
    assert state.to_move == (3,)
    assert set(legal(state)) == {
        "move P0 left", "move P1 left", "move P2 left", "move P2 right",
        "move P3 left", "move P3 right",
    }  # fmt: skip
    landing = {}
    for option in legal(state):
        name, direction = option.split()[1:]
        landing[(name, direction)] = spectator(act(state, "P3", option)).gallery[int(name[1])]
    assert landing == {
        ("P0", "left"): 7, ("P1", "left"): 7, ("P2", "left"): 5, ("P2", "right"): 7,
        ("P3", "left"): 2, ("P3", "right"): 4,
    }  # fmt: skip


def test_helping_hand_move_of_example_8_changes_the_influence_order() -> None:
    """Example 8: D moves A left (9 -> 7): Gallery 8:B 7:A 6:C 3:D, order B, A, C, D."""
    state = steps(_helping_hand_state(), "reveal E7", "roll MOVE", "P3 move P0 left")
    view = spectator(state)
    assert view.gallery == (7, 8, 6, 3)
    assert view.influence == (1, 0, 2, 3)


def test_helping_hand_with_one_family_left_makes_it_roll() -> None:
    """§9.16: the least influential family in play rolls even when it is also the most.

    P1 and P2 are set to 0 Rubies and sold Heirlooms with the test-only
    ``rig`` helper (``State._evolve``), then hit out of play in round 2.
    """
    state = rig(
        round2_hitter_reveal("E7"),
        rubies={"P1": 0, "P2": 0},
        heirloom={"P1": False, "P2": False},
    )
    state = steps(state, "reveal L2-06 P0", "P0 hit P1", "P0 hit P2", "reveal E7")
    assert spectator(state).phase is Phase.ROLL
    state = chance(state, "roll MOVE")
    assert state.to_move == (0,)
    assert legal(state) == ["move P0 left"]


# ---------------------------------------------------------------------------
# End of round (§4.3) and end of game (§6)


def test_the_added_event_is_secret_until_it_is_turned_over() -> None:
    """§9.18, §4.3 step 2: every view reads event ?; its reveal shows it to all."""
    state = chance(finish_reveal(quiet_reveal(3, 1)), "event E6")
    for seat in (0, 1, 2, None):
        view = state.view(seat)
        assert texts(view)[-2] == "chance event ?"
        assert view.events[-2].is_redacted
    state = chance(finish_recruit(state), "reveal E6")
    for seat in (0, 1, 2, None):
        assert "chance reveal E6" in texts(state.view(seat))
        assert "chance event ?" in texts(state.view(seat))
        assert "chance event E6" not in texts(state.view(seat))


def test_no_new_round_after_an_elimination() -> None:
    """§9.22, §4.2 step 3: an elimination in round 2 ends the game after that Reveal.

    P1 is set to 0 Rubies and a sold Heirloom with the test-only ``rig``
    helper (``State._evolve``), then hit out of play.
    """
    state = rig(round2_hitter_reveal("E5"), rubies={"P1": 0}, heirloom={"P1": False})
    state = steps(state, "reveal L2-06 P0", "P0 hit P1", "P0 hit P2")
    assert not state.is_over  # the rest of the Reveal is played out first
    state = finish_reveal(state)
    assert state.is_over
    view = spectator(state)
    assert view.round == 2
    assert view.costs == (0, 1, 3, 5, None)  # no 0 tile slid in
    assert view.event_stack == 4  # no Event added
    assert texts(view).count("chance event ?") == 0  # revealed at the end
    assert sum(1 for line in texts(view) if line.startswith("chance event ")) == 1
    assert "table round 3" not in texts(view)


def _final_state(
    *,
    rubies: dict[str, int] | None = None,
    coins: dict[str, int] | None = None,
    bandits: dict[str, int] | None = None,
    heirloom: dict[str, bool] | None = None,
    gallery: dict[str, int] | None = None,
    last: tuple[str, ...] = ("choose COIN",),
) -> State:
    """The end of a quiet 4-player game, with chests set just before its last choice.

    The last turn-over of round 4 is P0's COIN/MOVE card. While P0 chooses,
    the chests, Bandits and Gallery are set with the test-only ``rig`` helper
    (``State._evolve``); then P0 plays ``last`` (DEFAULT ``choose COIN``: +1
    Coin) and the final adjustments follow at once.
    """
    state = rig(
        last_card_of_the_game(4),
        rubies=rubies,
        coins=coins,
        bandits=bandits,
        heirloom=heirloom,
        gallery=gallery,
    )
    state = act(state, "P0", *last)
    assert state.is_over
    return state


def test_final_adjustments_and_the_influence_tie_break_of_example_10() -> None:
    """Example 10: B 24 (most influential), A and C +1 (3 Coins), B -1 (2 K): B wins on 9 vs 5."""
    state = _final_state(
        gallery={"P0": 8, "P1": 9, "P2": 5, "P3": 7},
        rubies={"P0": 9, "P1": 23, "P2": 12, "P3": 15},
        heirloom={"P0": True, "P1": False, "P2": True, "P3": False},
        coins={"P0": 2, "P1": 0, "P2": 3, "P3": 1},  # P0's COIN brings it to 3
        bandits={"P0": 1, "P1": 2, "P2": 0, "P3": 1},
    )
    assert state.is_over
    assert rubies(state) == (10, 23, 13, 15)
    result = state.result
    assert result is not None
    assert result.points == (20, 23, 23, 15)
    assert result.winners == (1,)
    assert result.ranks == (3, 1, 2, 4)


def test_a_tie_for_the_win_goes_to_the_more_influential_family() -> None:
    """§9.20, §6: two families score 23; the one further right wins."""
    state = _final_state(
        gallery={"P0": 8, "P1": 5, "P2": 9, "P3": 7},
        rubies={"P0": 1, "P1": 13, "P2": 22, "P3": 2},
        heirloom={"P0": False, "P1": True, "P2": False, "P3": False},
        coins={"P0": 0, "P1": 0, "P2": 0, "P3": 0},
        bandits={"P0": 0, "P1": 0, "P2": 0, "P3": 0},
    )
    result = state.result
    assert result is not None
    # P0 has the most Coins (1, from its COIN): 2; P2 is most influential: 23.
    assert result.points == (2, 23, 23, 2)
    assert result.winners == (2,)
    assert result.ranks[2] == 1
    assert result.ranks[1] == 2


def test_final_adjustments_come_in_their_order_gain_before_loss() -> None:
    """§6: +1 for the most influential comes before -1 for the most Bandits.

    P0 (most influential, 0 Rubies, Heirloom sold, the most Bandits) gains 1
    and then loses it: it stays in play at 0. The other way round would
    eliminate it.
    """
    state = _final_state(
        rubies={"P0": 0, "P1": 5, "P2": 5, "P3": 5},
        heirloom={"P0": False},
        coins={"P0": 0, "P1": 3, "P2": 0, "P3": 0},
        bandits={"P0": 2, "P1": 0, "P2": 0, "P3": 1},
    )
    view = spectator(state)
    assert view.eliminated == ()
    assert rubies(state) == (0, 6, 5, 5)
    assert chest(state, "P0").heirloom is False


def test_most_coins_and_most_bandits_adjustments_include_every_tied_family() -> None:
    """§6 steps 2 and 3: ties include every tied family; a top count of 0 does nothing."""
    state = _final_state(
        rubies={"P0": 5, "P1": 5, "P2": 5, "P3": 5},
        coins={"P0": 0, "P1": 2, "P2": 2, "P3": 0},  # P0's COIN brings it to 1
        bandits={"P0": 0, "P1": 1, "P2": 0, "P3": 1},
    )
    assert rubies(state) == (6, 5, 6, 4)
    nobody = _final_state(
        rubies={"P0": 5, "P1": 5, "P2": 5, "P3": 5},
        coins={"P0": 0, "P1": 0, "P2": 0, "P3": 0},
        bandits={"P0": 0, "P1": 0, "P2": 0, "P3": 0},
        last=("choose MOVE", "move P3 left"),
    )
    assert coins(nobody) == (0, 0, 0, 0)
    assert rubies(nobody) == (6, 5, 5, 5)  # only the most influential gains


def test_the_final_minus_one_can_force_a_sale() -> None:
    """§9.19: 0 Rubies, Heirloom unsold, tied for the most Bandits: sells, keeps 9, scores 9."""
    state = _final_state(
        rubies={"P0": 5, "P1": 5, "P2": 0, "P3": 5},
        heirloom={"P0": True, "P1": True, "P2": True, "P3": True},
        coins={"P0": 4, "P1": 0, "P2": 1, "P3": 0},
        bandits={"P0": 0, "P1": 0, "P2": 2, "P3": 2},
    )
    assert chest(state, "P2") == Chest(9, 1, False)
    result = state.result
    assert result is not None
    assert result.points == (17, 15, 9, 14)


def test_an_unsold_heirloom_adds_ten_and_a_sold_one_nothing() -> None:
    """§9.23, §6: score = Rubies + 10 if the Heirloom is still in the chest; Coins are worth 0."""
    state = _final_state(
        rubies={"P0": 4, "P1": 7, "P2": 7, "P3": 4},
        heirloom={"P0": True, "P1": True, "P2": False, "P3": True},
        coins={"P0": 9, "P1": 0, "P2": 0, "P3": 0},
        bandits={"P0": 0, "P1": 0, "P2": 0, "P3": 0},
    )
    result = state.result
    assert result is not None
    assert result.points == (16, 17, 7, 14)  # P0: 4 + 1 + 1 + 10
    assert result.winners == (1,)
    assert result.ranks == (2, 1, 4, 3)


def test_an_eliminated_family_cannot_win_even_with_more_rubies() -> None:
    """§9.21, §5.3: an eliminated family scores 0 and ranks below every family in play.

    P2 is set to 0 Rubies and a sold Heirloom with the test-only ``rig``
    helper (``State._evolve``) and hit out of play; its chest is then set to
    40 Rubies, more than anyone, the same way.
    """
    state = rig(hitter_reveal(), rubies={"P2": 0}, heirloom={"P2": False})
    state = steps(state, "reveal L2-06 P0", "P0 hit P2", "P0 hit P1")
    state = finish_reveal(rig(state, rubies={"P2": 40}))
    assert state.is_over
    result = state.result
    assert result is not None
    assert result.points[2] == 0
    assert 2 not in result.winners
    assert result.ranks[2] == 3
    assert result.details["eliminated"] == [2]


def test_everyone_eliminated_leaves_no_winner() -> None:
    """§5.3: the last family falls to a Burglary; nobody wins; latest eliminated ranks first.

    P1 and P2 are set to 0 Rubies and sold Heirlooms, P0 to 0 Rubies, a sold
    Heirloom and 1 Bandit, with the test-only ``rig`` helper (``State._evolve``).
    """
    state = rig(
        hitter_reveal(),
        rubies={"P0": 0, "P1": 0, "P2": 0},
        heirloom={"P0": False, "P1": False, "P2": False},
        bandits={"P0": 1},
    )
    state = steps(state, "reveal L2-06 P0", "P0 hit P1", "P0 hit P2", "reveal E2")
    assert spectator(state).eliminated == (1, 2, 0)
    state = finish_reveal(state)
    assert state.is_over
    result = state.result
    assert result is not None
    assert result.winners == ()
    assert result.points == (0, 0, 0)
    assert result.ranks == (1, 3, 2)


def test_the_game_ends_after_round_four() -> None:
    """§4, §6: round 4 has no End of Round; the game is over after its Reveal."""
    state = act(last_card_of_the_game(3), "P0", "choose COIN")
    assert state.is_over
    assert state.to_move == ()
    view = spectator(state)
    assert view.round == 4
    assert view.phase is Phase.OVER
    assert view.event_stack == 2  # 3 of the 5 stack Events entered the game
    assert view.result == state.result


def test_every_chest_is_shown_to_every_view_after_the_game() -> None:
    """§6, §7: when the game ends every chest is opened."""
    state = act(last_card_of_the_game(3), "P0", "choose COIN")
    for seat in (0, 1, 2, None):
        assert None not in state.view(seat).chests
    assert [c.rubies for c in spectator(state).chests if c is not None] == list(rubies(state))


# ---------------------------------------------------------------------------
# narration (royaumes.events): one message per event, facts from the engine


def _narrated(state: object, seat: int | None, lang: str) -> list[str]:
    from royaumes.games.for_a_crown import GAME

    assert isinstance(state, State)
    view = state.view(seat)
    lines = [GAME.narrate(e, seat).render(lang) for e in view.events]
    return [line for line in lines if line]


def test_a_hidden_payment_is_told_as_its_total_and_a_blind_draw_to_its_owner_only() -> None:
    import royaumes
    from royaumes.games.for_a_crown import GAME

    options = {"payment_visibility": "hidden"}
    match = royaumes.Match(GAME, 3, ["random"] * 3, seed=5, options=options)
    while not any(e.kind == "draw" for e in match.state.view(None).events):
        match.step()
    draw = next(e for e in match.state.view(None).events if e.kind == "draw")
    owner = draw.params["owner"]
    other = (owner + 1) % 3
    hidden = next(e for e in match.state.view(other).events if e.kind == "draw")
    assert hidden.params["card"] is None
    assert hidden.hidden
    assert GAME.narrate(hidden, other).key == ""  # nothing to tell another family
    mine = next(e for e in match.state.view(owner).events if e.kind == "draw")
    assert GAME.narrate(mine, owner).key == "fac.ev.draw"
    theirs = " ".join(_narrated(match.state, other, "en"))
    assert "(Coins or Rubies, split unseen)" in theirs
    assert "(Pièces ou Rubis, répartition cachée)" in " ".join(_narrated(match.state, other, "fr"))


def test_a_move_is_told_with_its_space_and_rank_in_both_languages() -> None:
    import royaumes
    from royaumes.games.for_a_crown import GAME

    for seed in range(20):
        match = royaumes.Match(GAME, 3, ["random"] * 3, seed=seed)
        match.run()
        moves = [e for e in match.state.view(0).events if e.kind == "move"]
        if moves:
            break
    move = moves[0]
    en = GAME.narrate(move, 0).render("en")
    fr = GAME.narrate(move, 0).render("fr")
    assert f"to space {move.params['space']}" in en
    assert f"vers la case {move.params['space']}" in fr
    setup = " ".join(_narrated(match.state, None, "en"))
    assert "Setup — Gallery, most influential first" in setup
    assert "Game over. Final adjustments: +1 Ruby to" in setup
