"""Scenario tests for Le Roi des Nains under the DEFAULT options.

Each ruling of the spec ``shared/rules/roi_des_nains.md`` section 9 ("Edge
cases and rulings", cited as §9.1 .. §9.22) and each worked example of
section 10 (Example 1 .. Example 11) is at least one test here, with the
setup (§3), the hidden information (§7) and bad input. States are built by
applying chance outcomes explicitly (STYLE.md, "Tests"); the positions live
in ``_roi_des_nains_helpers.py``. The special cards have their own file
(``test_roi_des_nains_specials.py``), and so do the Quest faces and the
options.

Seats are written as in the spec: ``P0`` .. ``P4``, clockwise, so P1 plays
after P0.
"""

from __future__ import annotations

import pytest

from royaumes.errors import (
    ConfigError,
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    NotYourTurnError,
)
from royaumes.game import CHANCE
from royaumes.games.roi_des_nains import GAME, Phase, State

from ._roi_des_nains_helpers import (
    CLONE_AFTER_OFF_SUIT_HANDS,
    DRAGON_HANDS,
    DRUID_HANDS,
    DRUID_TRICKS,
    EXAMPLE_1_HANDS,
    EXAMPLE_2_HANDS,
    EXAMPLE_3_HANDS,
    EXAMPLE_4_HANDS,
    EXAMPLE_4_VARIANT_HANDS,
    EXAMPLE_5_HANDS,
    EXAMPLE_6_HANDS,
    EXAMPLE_7_HANDS,
    EXAMPLE_7_TRICKS,
    EXAMPLE_10_HANDS,
    EXAMPLE_10_TRICKS,
    MUMMY_ACE_HANDS,
    MUMMY_FOLLOWER_HANDS,
    MUMMY_VOID_HANDS,
    MUSICIAN_HANDS,
    MUSICIAN_TRICKS,
    SCOUT_WINS_HANDS,
    SCOUT_WINS_TRICKS,
    act,
    apply,
    chance,
    deal_hands,
    deal_start,
    example_7,
    example_8,
    hand,
    last_winner,
    legal,
    magic_lead_hands,
    new,
    play,
    play_out,
    played_by,
    spectator,
    start,
    sweep,
    sweep_hands,
    trick,
    tricks,
)


def plays(*cards: str) -> set[str]:
    """``{"play B4", "play M1"}`` from ``"B4", "M1"``."""
    return {f"play {c}" for c in cards}


def druid_after_trick_5() -> State:
    """§9.14's position: the Druid (P1) was in trick 5, won by P3; P1 picks a target."""
    state = start(4, DRUID_HANDS, "G11a")
    return tricks(state, *DRUID_TRICKS)


# ---------------------------------------------------------------------------
# Setup (§3)


@pytest.mark.parametrize(
    ("num_players", "num_cards", "num_tricks"), [(3, 39, 13), (4, 40, 10), (5, 40, 8)]
)
def test_every_card_is_dealt_and_the_hands_are_even(
    num_players: int, num_cards: int, num_tricks: int
) -> None:
    """§3.2 table: 3 players 38 + 1 cards, 13 each; 4 and 5 players 39 + 1, 10 and 8 each."""
    state = chance(new(num_players), "dealer P0", "tile Q01", "special M1")
    outcomes = state.chance_outcomes()
    assert len(outcomes) == num_cards
    assert all(p == pytest.approx(1 / num_cards) for _, p in outcomes)
    assert "deal M1" in {str(a) for a, _ in outcomes}
    state = deal_hands(state, {})
    view = spectator(state)
    assert view.hand_sizes == (num_tricks,) * num_players
    assert view.num_tricks == num_tricks


def test_the_first_dealer_is_a_uniform_chance_node() -> None:
    """§3.1 step 5 (DEFAULT first_dealer = random): one outcome per seat, equally likely."""
    state = new(5)
    assert state.to_move == (CHANCE,)
    outcomes = state.chance_outcomes()
    assert [str(a) for a, _ in outcomes] == [f"dealer P{p}" for p in range(5)]
    assert all(p == pytest.approx(1 / 5) for _, p in outcomes)


def test_the_stack_top_comes_into_view_before_the_first_special_card() -> None:
    """§3.1 step 4 (quest_stack_top_public): a uniform draw among the 20 tiles, shown to all."""
    state = chance(new(4), "dealer P1")
    outcomes = state.chance_outcomes()
    assert [str(a) for a, _ in outcomes] == [f"tile Q{t:02d}" for t in range(1, 21)]
    assert all(p == pytest.approx(1 / 20) for _, p in outcomes)
    state = chance(state, "tile Q07")
    for seat in (None, 0, 3):
        view = state.view(seat)
        assert view.top_tile == "Q07"
        assert view.stack_left == 7


def test_the_special_card_is_drawn_from_the_cards_not_used_yet() -> None:
    """§3.3 step 1, §4.5: 14 special cards at deal 1; deal 2 draws from the other 13."""
    state = chance(new(4), "dealer P0", "tile Q01")
    first = [str(a) for a, _ in state.chance_outcomes()]
    specials = ["B1", "G1", "R1", "B11a", "B11b", "G11a", "G11b", "R11a", "R11b"]
    assert first == [f"special {c}" for c in [*specials, "M1", "M2", "M3", "M4", "M5"]]
    state = example_7()
    assert spectator(state).phase is Phase.SPECIAL
    second = [str(a) for a, _ in state.chance_outcomes()]
    assert second == [t for t in first if t != "special R11a"]
    assert all(p == pytest.approx(1 / 13) for _, p in state.chance_outcomes())


def test_dealing_starts_with_the_dealers_left_neighbour_one_card_at_a_time() -> None:
    """§3.3 step 2: dealer P2 at 4 players deals to P3, P0, P1, P2, P3, ..."""
    state = chance(new(4), "dealer P2", "tile Q01", "special M5")
    state = deal_hands(state, {})
    receivers = [e.to for e in spectator(state).events if e.text.startswith("deal ")]
    assert receivers == ["P3", "P0", "P1", "P2"] * 10


def test_the_blue_5_holder_chooses_the_quest_and_the_red_5_holder_leads() -> None:
    """§4.1, §4.2: B5 (P2 here) picks a face of the tile it takes; R5 (P0) leads trick 1."""
    state = deal_start(4, DRUID_HANDS, "G11a", tile="Q05")
    assert spectator(state).phase is Phase.TOP_TILE  # the next stack tile comes into view
    state = chance(state, "tile Q09")
    view = spectator(state)
    assert state.to_move == (2,)
    assert view.blue5 == 2
    assert view.quest_tile == "Q05"
    assert view.top_tile == "Q09"
    assert view.stack_left == 6
    assert [str(e) for e in view.events if e.actor == "table"] == ["table show P2 B5"]
    state = apply(state, 2, "quest Q05B")
    view = spectator(state)
    assert view.quest == "Q05B"
    assert view.red5 == 0
    assert view.leader == 0
    assert view.trick_number == 1
    assert state.to_move == (0,)
    assert str(view.events[-1]) == "table show P0 R5"


# ---------------------------------------------------------------------------
# Worked examples (§10)


def test_example_1_plain_trick_the_highest_card_of_the_led_suit_wins() -> None:
    """Example 1: G7 led, G2 (no need to overtake), RA off-suit, GJ wins for P3."""
    state = start(4, EXAMPLE_1_HANDS, "G1")
    state = play(state, "P0", "G7")
    assert set(legal(state)) == plays("G2", "GK")
    state = play(state, "P1", "G2")
    assert set(legal(state)) == plays(*hand(state, 2))  # P2 has no green
    state = play(state, "P2", "RA")
    assert set(legal(state)) == plays("G4", "G5", "G6", "G8", "G9", "G10", "GJ", "GQ", "GA", "G1")
    state = play(state, "P3", "GJ")
    view = spectator(state)
    assert view.tricks_won == ((), (), (), (1,))
    assert state.to_move == (3,)


@pytest.mark.parametrize(("p2_card", "winner"), [("R9", 1), ("RJ", 2)])
def test_example_2_the_shaman_is_an_11_and_costs_its_trick_winner_3(
    p2_card: str, winner: int
) -> None:
    """Example 2: R10, Shaman (R11), R9, BA: P1 wins and gets -3; with RJ instead P2 does."""
    state = start(4, EXAMPLE_2_HANDS, "R11a")
    state = trick(state, f"P0 R10, P1 R11a, P2 {p2_card}, P3 BA")
    view = spectator(state)
    assert last_winner(state) == winner
    assert view.special_points == tuple(-3 if p == winner else 0 for p in range(4))
    assert str(view.events[-1]) == f"table points P{winner} -3 R11a"


@pytest.mark.parametrize(("p3_card", "winner"), [("B2", 2), ("BA", 3)])
def test_example_3_a_clone_following_the_leaders_suit_beats_the_card_before_it(
    p3_card: str, winner: int
) -> None:
    """Example 3: B9, BK; P2 may play B4 or the Clone, which becomes blue 14.5 and wins."""
    state = start(4, EXAMPLE_3_HANDS, "M1")
    state = trick(state, "P0 B9, P1 BK")
    assert set(legal(state)) == plays("B4", "M1")
    state = play(state, "P2", "M1")
    clone = spectator(state).trick[-1]
    assert (clone.card, clone.suit, clone.strength) == ("M1", "B", 14.5)
    state = play(state, "P3", p3_card)
    assert last_winner(state) == winner
    assert spectator(state).tricks_won[winner] == (1,)


def test_example_4_a_clone_copying_an_off_suit_card_cannot_win() -> None:
    """Example 4: G4, RK (void), Clone = red K+0.5 (off-suit), G6: P3 wins."""
    state = start(4, EXAMPLE_4_HANDS, "M1")
    state = trick(state, "P0 G4, P1 RK, P2 M1")
    clone = spectator(state).trick[-1]
    assert (clone.suit, clone.strength) == ("R", 14.5)
    assert spectator(state).led_suit == "G"
    state = play(state, "P3", "G6")
    assert last_winner(state) == 3


def test_example_4_variant_a_player_who_can_follow_may_not_play_an_off_suit_clone() -> None:
    """Example 4, legality variant: holding G3 and the Clone after G4, RK, P2 must play G3."""
    state = start(4, EXAMPLE_4_VARIANT_HANDS, "M1")
    state = trick(state, "P0 G4, P1 RK")
    assert legal(state) == ["play G3"]


@pytest.mark.parametrize(("p3_card", "winner"), [("G10", 2), ("GK", 3)])
def test_example_5_the_mummy_copies_the_card_that_won_the_previous_trick(
    p3_card: str, winner: int
) -> None:
    """Example 5: GQ wins trick 1; in trick 2 the Mummy is a green 13 (legal: G3 or Mummy)."""
    state = start(4, EXAMPLE_5_HANDS, "M2")
    state = trick(state, "P0 G4, P1 GQ, P2 G6, P3 G7")
    assert last_winner(state) == 1
    state = play(state, "P1", "G8")
    assert set(legal(state)) == plays("G3", "M2")
    state = play(state, "P2", "M2")
    mummy = spectator(state).trick[-1]
    assert (mummy.suit, mummy.strength) == ("G", 13)
    state = trick(state, f"P3 {p3_card}, P0 G2")
    assert last_winner(state) == winner


def test_example_6_the_scout_scores_for_its_player_who_did_not_win() -> None:
    """Example 6: GA, GK, Scout (void), GJ: P0 wins, P2 gets +3; the Scout is blue for P0."""
    state = start(4, EXAMPLE_6_HANDS, "B1", tile="Q04", face="Q04A")
    state = trick(state, "P0 GA, P1 GK, P2 B1, P3 GJ")
    view = spectator(state)
    assert last_winner(state) == 0
    assert view.special_points == (0, 0, 3, 0)
    assert state.view(0).last_won_trick == ("GA", "GK", "B1", "GJ")
    state = play_out(state)
    summary = spectator(state).deals[0]
    assert summary.piles[0][0] == ("GA", "GK", "B1", "GJ")
    cards = [c for pile in summary.piles[0] for c in pile]
    blue = sum(1 for c in cards if c[0] == "B")  # the Scout (B1) among them
    green = sum(1 for c in cards if c[0] == "G")
    assert summary.quest_points[0] == blue - green
    assert summary.special_points == (0, 0, 3, 0)


@pytest.mark.parametrize(
    ("face", "quest", "deal"),
    [("Q02A", (2, 0, 2, 4), (2, 0, -1, 4)), ("Q02B", (-2, 0, -2, -4), (-2, 0, -5, -4))],
)
def test_example_7_deal_score_is_the_rearguard_plus_the_shaman(
    face: str, quest: tuple[int, ...], deal: tuple[int, ...]
) -> None:
    """Example 7: tricks P0 {1,5,9}, P1 {2,3}, P2 {4,6,10}, P3 {7,8}; Shaman in trick 4."""
    state = example_7(face)
    summary = spectator(state).deals[0]
    assert summary.tricks_won == ((1, 5, 9), (2, 3), (4, 6, 10), (7, 8))
    assert summary.quest == face
    assert summary.quest_points == quest
    assert summary.special_points == (0, 0, -3, 0)
    assert summary.deal_points == deal
    assert summary.totals == deal
    assert spectator(state).totals == deal


@pytest.mark.parametrize(
    ("face", "points"),
    [
        ("Q03A", (6, 4, 2, 2, 0)),
        ("Q03B", (0, 0, 0, 0, 0)),
        ("Q10A", (0, 0, 0, 0, 6)),
        ("Q10B", (6, 0, 0, 0, 0)),
    ],
)
def test_example_8_streaks_and_fewest_most_tricks(face: str, points: tuple[int, ...]) -> None:
    """Example 8: P0 {1,2,3,6}, P1 {4,5}, P2 {7}, P3 {8}, P4 none (5 players, N = 8)."""
    state = example_8(face)
    summary = spectator(state).deals[0]
    assert summary.tricks_won == ((1, 2, 3, 6), (4, 5), (7,), (8,), ())
    assert summary.quest_points == points
    assert summary.deal_points == points


def test_example_10_a_complete_five_player_deal_matches_the_results_table() -> None:
    """Example 10: every trick, every number of the results table, and the next dealer."""
    state = chance(new(5), "dealer P0", "tile Q01", "special B1")
    state = deal_hands(state, EXAMPLE_10_HANDS)
    view = spectator(state)
    assert [e.to for e in view.events if e.text.startswith("deal ")][:5] == [
        "P1",
        "P2",
        "P3",
        "P4",
        "P0",
    ]
    for seat in range(5):
        assert sorted(hand(state, seat)) == sorted(EXAMPLE_10_HANDS[seat].split())
    state = chance(state, "tile Q02")  # the next stack tile comes into view
    assert spectator(state).blue5 == 4
    assert state.to_move == (4,)
    assert legal(state) == ["quest Q01A", "quest Q01B"]
    state = act(state, "P4", "quest Q01A")
    assert spectator(state).red5 == 0
    winners = []
    for number, text in enumerate(EXAMPLE_10_TRICKS, start=1):
        state = trick(state, text)
        winners.append(last_winner(state))
        if number == 4:
            assert spectator(state).special_points == (0, 2, 0, 0, 0)  # Q and K
            assert str(spectator(state).events[-1]) == "table points P1 +2 B1"
    assert winners == [3, 4, 2, 3, 0, 0, 0, 3]
    view = spectator(state)
    summary = view.deals[0]
    assert summary.tricks_won == ((5, 6, 7), (), (3,), (1, 4, 8), (2,))
    threes_and_fours = [
        sorted(c for pile in piles for c in pile if c[1:] in ("3", "4")) for piles in summary.piles
    ]
    assert threes_and_fours == [["B4"], [], ["G4"], ["B3", "R4"], ["G3", "R3"]]
    assert summary.quest_points == (4, 0, 4, 8, 8)
    assert summary.special_points == (0, 2, 0, 0, 0)
    assert summary.deal_points == (4, 2, 4, 8, 8)
    assert view.totals == (4, 2, 4, 8, 8)
    # Next dealer: P0, who won G5 in trick 6.
    assert view.phase is Phase.SPECIAL
    assert view.deal == 2
    assert view.dealer == 0


def test_example_10_cross_check_p3_would_score_plus_5_under_q04a() -> None:
    """Example 10 cross-check: blue 8 (the Scout among them) minus green 3 = +5 for P3."""
    state = start(5, EXAMPLE_10_HANDS, "B1", tile="Q04", face="Q04A")
    state = tricks(state, *EXAMPLE_10_TRICKS)
    assert spectator(state).deals[0].quest_points[3] == 5


def test_example_11_a_tie_brings_extra_deals_for_everyone_until_one_total_leads() -> None:
    """Example 11 (3 players, quests_per_game = 1 to reach a tie): ties bring extra deals.

    Deal 1: P0 wins every trick under Q11B (clean hands): 0, +6, +6, so P1 and
    P2 tie and everyone plays deal 2, whose tile is drawn from the unused
    tiles and whose special card is the next one. Deal 2: P0 sweeps again
    under Q10B (most tricks): 6, 6, 6, a new tie, so deal 3. Deal 3: P0
    sweeps under Q12A: 19, 6, 6, and P0, who was behind after deal 1, wins
    (DEFAULT: a previously untied player may win).
    """
    state = start(3, sweep_hands(0, 1, "G1"), "G1", tile="Q11", face="Q11B", quests_per_game=1)
    state = play_out(state)
    view = spectator(state)
    assert view.deals[0].tricks_won == (tuple(range(1, 14)), (), ())
    assert view.deals[0].deal_points == (0, 6, 6)
    assert view.totals == (0, 6, 6)
    assert str(view.events[-1]) == "table tie P1 P2"
    assert not state.is_over
    assert (view.phase, view.deal, view.contenders) == (Phase.SPECIAL, 2, (0, 1, 2))
    assert view.dealer == 0  # the usual rule: P0 won the Musician's trick
    assert "special G1" not in {str(a) for a, _ in state.chance_outcomes()}
    # Deal 2: the tile is drawn at the quest choice from the 19 unused tiles.
    state = chance(state, "special G11a")
    state = deal_hands(state, sweep_hands(0, 1, "G11a"))
    assert [str(a) for a, _ in state.chance_outcomes()] == [
        f"tile Q{t:02d}" for t in range(1, 21) if t != 11
    ]
    state = play_out(apply(chance(state, "tile Q10"), 1, "quest Q10B"))
    view = spectator(state)
    assert view.deals[1].deal_points == (6, 0, 0)
    assert view.totals == (6, 6, 6)
    assert str(view.events[-1]) == "table tie P0 P1 P2"
    assert view.deal == 3
    state = sweep(state, "Q12A", "B11a", tile="Q12")
    assert state.is_over
    view = spectator(state)
    assert view.deals[2].deal_points == (13, 0, 0)
    assert view.totals == (19, 6, 6)
    result = state.result
    assert result is not None
    assert result.points == (19, 6, 6)
    assert result.winners == (0,)
    assert result.ranks == (1, 2, 2)
    assert result.details["extra_deals"] == 2


# ---------------------------------------------------------------------------
# Edge cases and rulings (§9)


def test_the_red_5_holder_may_lead_any_card_even_a_special_card() -> None:
    """§9.1: the R5 holder's legal leads are its whole hand; a led Clone is suitless."""
    state = start(4, magic_lead_hands("M1"), "M1")
    assert set(legal(state)) == plays(*hand(state, 0))
    assert "play M1" in legal(state)
    state = play(state, "P0", "M1")
    clone = spectator(state).trick[0]
    assert (clone.suit, clone.strength) == (None, 0)
    state = trick(state, "P1 B5, P2 B8, P3 BA")
    assert last_winner(state) == 3  # the led Clone did not win


def test_a_follower_need_not_overtake() -> None:
    """§9.2: holding GK with G7 led, playing G2 is legal."""
    state = start(4, EXAMPLE_1_HANDS, "G1")
    state = play(state, "P0", "G7")
    assert "play G2" in legal(state)
    assert "play GK" in legal(state)
    state = play(state, "P1", "G2")
    assert spectator(state).trick[-1].card == "G2"


def test_a_player_void_in_the_led_suit_may_play_anything_including_a_magic_card() -> None:
    """§9.3: void in green, P2 may play any card (the Clone, B5, an off-suit Ace)."""
    state = start(4, EXAMPLE_4_HANDS, "M1")
    state = trick(state, "P0 G4, P1 RK")
    assert set(legal(state)) == plays(*hand(state, 2))
    assert {"play M1", "play BA"} <= set(legal(state))
    state = trick(state, "P2 BA, P3 G5")
    assert last_winner(state) == 3  # the off-suit Ace cannot win


@pytest.mark.parametrize(("p2_card", "winner"), [("R9", 1), ("RJ", 2)])
def test_an_11_sits_between_the_10_and_the_jack(p2_card: str, winner: int) -> None:
    """§9.4: led R10, then R11 (Shaman), R9: the 11 wins; with RJ played, RJ wins."""
    state = start(4, EXAMPLE_2_HANDS, "R11a")
    state = trick(state, f"P0 R10, P1 R11a, P2 {p2_card}, P3 BA")
    assert last_winner(state) == winner


def test_a_clone_may_follow_suit_after_a_card_of_the_led_suit() -> None:
    """§9.5: led B9, then BK: holding B4 and the Clone, the Clone is legal (blue K+0.5)."""
    state = start(4, EXAMPLE_3_HANDS, "M1")
    state = trick(state, "P0 B9, P1 BK")
    assert set(legal(state)) == plays("B4", "M1")


def test_a_clone_after_an_off_suit_card_may_not_replace_a_card_of_the_led_suit() -> None:
    """§9.5: led B9, then RK (void): holding B4 and the Clone, only B4 is legal."""
    state = start(4, CLONE_AFTER_OFF_SUIT_HANDS, "M1")
    state = trick(state, "P0 B9, P1 RK")
    assert legal(state) == ["play B4"]


def test_a_clone_after_an_off_suit_card_takes_that_suit_and_cannot_win() -> None:
    """§9.6: led G4, then RK (void); a void player's Clone becomes red K+0.5, off-suit."""
    state = start(4, EXAMPLE_4_HANDS, "M1")
    state = trick(state, "P0 G4, P1 RK, P2 M1, P3 G6")
    assert last_winner(state) == 3


@pytest.mark.parametrize(
    ("special", "lead", "winner"),
    [
        ("M1", "M1", 3),  # Clone: suitless, strength 0
        ("M2", "M2", 3),  # trick-1 Mummy: suitless, strength 0
        ("M3", "M3", 0),  # Dragon: suitless, but it wins
        ("M4", "M4 R", 3),  # Wizard naming red: no red played, so BA wins
        ("M5", "M5", 0),  # Troll: BA wins and P3 hands the trick to P0
    ],
)
def test_after_a_suitless_lead_the_next_card_sets_the_led_suit(
    special: str, lead: str, winner: int
) -> None:
    """§9.7: the second card's player may play anything; later players must follow it."""
    state = start(4, magic_lead_hands(special), special)
    state = play(state, "P0", lead)
    view = spectator(state)
    assert view.led_suit is None
    assert view.trick[0].suit is None
    assert set(legal(state)) == plays(*hand(state, 1))
    state = play(state, "P1", "B5")
    assert spectator(state).led_suit == "B"
    assert set(legal(state)) == plays("B8", "B9", "B10")
    state = trick(state, "P2 B8, P3 BA")
    assert last_winner(state) == winner


def test_a_mummy_copying_a_red_card_may_not_replace_a_card_of_the_led_blue() -> None:
    """§9.8: trick 1 won by R8, blue led: holding B9 and the Mummy, B9 is the only play."""
    state = start(4, MUMMY_FOLLOWER_HANDS, "M2")
    state = trick(state, "P0 R5, P1 R8, P2 R6, P3 R7")
    assert last_winner(state) == 1
    state = play(state, "P1", "B2")
    assert legal(state) == ["play B9"]


def test_a_player_void_in_the_led_suit_may_play_the_mummy_as_an_off_suit_copy() -> None:
    """§9.8: with no blue, the Mummy is legal; it is a red 8 and off-suit, so B9 wins."""
    state = start(4, MUMMY_VOID_HANDS, "M2")
    state = trick(state, "P0 R5, P1 R8, P2 R6, P3 R7")
    state = trick(state, "P1 B2, P2 B9")
    assert "play M2" in legal(state)
    state = play(state, "P3", "M2")
    mummy = spectator(state).trick[-1]
    assert (mummy.suit, mummy.strength) == ("R", 8)
    state = play(state, "P0", "G2")
    assert last_winner(state) == 2


def test_the_dragon_may_be_played_while_holding_the_led_suit_and_wins() -> None:
    """§9.9: led B4; holding B8 and the Dragon, the Dragon is legal and beats a later BA."""
    state = start(4, DRAGON_HANDS, "M3")
    state = play(state, "P0", "B4")
    assert set(legal(state)) == plays("B5", "B6", "B8", "M3")
    state = trick(state, "P1 M3, P2 BA, P3 BJ")
    assert last_winner(state) == 1


@pytest.mark.parametrize("face", ["Q07B", "Q12A"])
def test_a_won_magic_card_counts_for_nothing_but_its_trick_counts(face: str) -> None:
    """§9.10: P2's won Clone is not a blue card for Q07B; its trick adds to n (Q12A)."""
    state = start(4, EXAMPLE_3_HANDS, "M1", tile=face[:3], face=face)
    state = play_out(trick(state, "P0 B9, P1 BK, P2 M1, P3 B2"))
    summary = spectator(state).deals[0]
    assert summary.tricks_won[2][0] == 1
    assert summary.piles[2][0] == ("B9", "BK", "M1", "B2")
    blue = sum(1 for pile in summary.piles[2] for c in pile if c[0] == "B")
    expected = -blue if face == "Q07B" else len(summary.tricks_won[2])
    assert summary.quest_points[2] == expected


def test_a_suited_special_card_counts_with_its_printed_suit_and_rank() -> None:
    """§9.11: the Shaman in P1's pile is a Goblin card for Q07A (-1 each)."""
    state = start(4, EXAMPLE_2_HANDS, "R11a", tile="Q07", face="Q07A")
    state = play_out(trick(state, "P0 R10, P1 R11a, P2 R9, P3 BA"))
    summary = spectator(state).deals[0]
    assert "R11a" in summary.piles[1][0]
    red = sum(1 for pile in summary.piles[1] for c in pile if c[0] == "R")
    assert summary.quest_points[1] == -red
    assert summary.deal_points[1] == -red - 3


def test_the_shaman_hits_its_own_player_when_that_player_wins() -> None:
    """§9.12: P1 plays the Shaman and wins its trick: P1 takes the -3."""
    state = start(4, EXAMPLE_2_HANDS, "R11a")
    state = trick(state, "P0 R10, P1 R11a, P2 R9, P3 BA")
    assert last_winner(state) == 1
    assert spectator(state).special_points == (0, -3, 0, 0)


def test_the_scout_scores_for_its_player_whoever_wins_the_trick() -> None:
    """§9.13: P2's Scout in P0's trick gives P2 +3 (A, K, J)."""
    state = start(4, EXAMPLE_6_HANDS, "B1")
    state = trick(state, "P0 GA, P1 GK, P2 B1, P3 GJ")
    assert last_winner(state) == 0
    assert spectator(state).special_points == (0, 0, 3, 0)


def test_the_scout_scores_the_same_when_its_player_wins_the_trick() -> None:
    """§9.13: P0 leads the Scout when nobody else has blue; it wins: P0 +3 (A, A, Q)."""
    state = start(4, SCOUT_WINS_HANDS, "B1")
    state = tricks(state, *SCOUT_WINS_TRICKS)
    assert last_winner(state) == 0
    assert spectator(state).special_points == (3, 0, 0, 0)


def test_the_druid_swaps_five_card_hands_after_trick_5_and_the_winner_leads_anew() -> None:
    """§9.14: no decision mid-trick; after trick 5 everyone holds 5; P1 and P3 swap; P3 leads."""
    state = start(4, DRUID_HANDS, "G11a")
    state = tricks(state, *DRUID_TRICKS[:4])
    state = play(state, "P0", "G2")
    state = play(state, "P1", "G11a")
    assert state.to_move == (2,)  # the trick goes on: nothing happens mid-trick
    state = trick(state, "P2 G3, P3 GA")
    view = spectator(state)
    assert view.phase is Phase.DRUID
    assert state.to_move == (1,)
    assert view.hand_sizes == (5, 5, 5, 5)
    assert legal(state) == ["swap P0", "swap P2", "swap P3"]
    state = act(state, "P1", "swap P3")
    assert hand(state, 1) == ["G10", "GJ", "GQ", "GK", "RA"]
    assert hand(state, 3) == ["G4", "G5", "G6", "R10", "RJ"]
    assert hand(state, 0) == ["R5", "R6", "R7", "R8", "R9"]
    assert hand(state, 2) == ["G7", "G8", "G9", "RQ", "RK"]
    assert state.to_move == (3,)
    assert spectator(state).trick_number == 6
    assert set(legal(state)) == plays("G4", "G5", "G6", "R10", "RJ")


@pytest.mark.parametrize(
    ("special", "suit_cards"),
    [
        ("G11a", "G2 G3 G4 G5 G6 G7 G8 G9 G10"),
        ("B11a", "B2 B3 B4 B5 B6 B7 B8 B9 B10"),
        ("R11b", "R2 R3 R4 R5 R6 R7 R8 R9 R10"),
    ],
)
def test_a_druid_standard_bearer_or_ninja_in_the_last_trick_asks_no_decision(
    special: str, suit_cards: str
) -> None:
    """§9.15 (and §2.2 for the Ninja): hands are empty after the last trick; no decision."""
    state = start(4, {0: f"{special} {suit_cards}"}, special)
    state = play_out(state, keep=[special])
    view = spectator(state)
    assert played_by(view, "P0")[-1] == special  # in trick 10
    assert view.phase is Phase.SPECIAL
    assert view.deal == 2
    assert not [e for e in view.events if e.text.split()[0] in ("swap", "banner", "spy")]


def test_a_swap_never_moves_won_tricks() -> None:
    """§9.16: after the Druid swap, every seat's won tricks and last won trick are unchanged."""
    state = druid_after_trick_5()
    before = [state.view(p) for p in range(4)]
    state = act(state, "P1", "swap P3")
    for p in range(4):
        after = state.view(p)
        assert after.tricks_won == before[p].tricks_won == ((1, 2, 3, 4), (), (), (5,))
        assert after.last_won_trick == before[p].last_won_trick
    state = play_out(state)
    summary = spectator(state).deals[0]
    assert summary.piles[3][0] == ("G2", "G11a", "G3", "GA")  # trick 5 stays with P3
    assert list(summary.piles[0][:4]) == [
        ("BA", "B2", "B5", "B8"),
        ("BK", "B3", "B6", "B9"),
        ("BQ", "B4", "B7", "B10"),
        ("BJ", "R2", "R3", "R4"),
    ]


def test_the_next_dealer_is_who_won_the_green_5_not_who_held_it() -> None:
    """§9.17: in Example 7's deal P0 holds G5 and P2 wins it in trick 6: P2 deals next."""
    state = example_7()
    view = spectator(state)
    assert "P0 play G5" in [str(e) for e in view.events]
    assert view.deals[0].tricks_won[2] == (4, 6, 10)
    assert view.phase is Phase.SPECIAL
    assert view.dealer == 2
    state = chance(state, "special M1", "deal B2")
    assert spectator(state).events[-1].to == "P3"  # P2's left neighbour


def test_the_musicians_trick_winner_deals_next_instead_of_the_green_5_winner() -> None:
    """§9.17: the Musician's trick goes to P2, the green 5 (P1's) to P3 later: P2 deals."""
    state = start(4, MUSICIAN_HANDS, "G1")
    state = tricks(state, *MUSICIAN_TRICKS)
    assert last_winner(state) == 3
    state = play_out(state)
    view = spectator(state)
    assert 2 in view.deals[0].tricks_won[3]
    assert 1 in view.deals[0].tricks_won[2]
    assert view.dealer == 2


def test_the_musician_overrides_a_green_5_won_earlier_in_the_deal() -> None:
    """§9.17: Example 8's G5 goes to P0 in trick 3, the Musician to P3 in trick 8: P3 deals."""
    state = example_8()
    assert spectator(state).dealer == 3


def test_swapping_the_blue_and_red_5_later_changes_nothing() -> None:
    """§9.18: after the Druid moves R5 (P0's hand) to P1, the quest and the lead stay put."""
    state = druid_after_trick_5()
    state = act(state, "P1", "swap P0")
    assert "R5" in hand(state, 1)
    view = spectator(state)
    assert (view.blue5, view.red5, view.quest) == (2, 0, "Q01A")
    assert view.phase is Phase.PLAY
    assert state.to_move == (3,)  # the trick-5 winner leads, not the new R5 holder


def test_three_players_play_without_the_green_2_and_13_tricks() -> None:
    """§9.19: G2 is never dealt at 3 players, hands hold 13, the last 4 tricks are 10..13."""
    state = chance(new(3), "dealer P0", "tile Q02", "special M3")
    assert "deal G2" not in {str(a) for a, _ in state.chance_outcomes()}
    state = start(3, sweep_hands(0, 1, "G1"), "G1", tile="Q02", face="Q02A")
    view = spectator(state)
    assert view.num_tricks == 13
    assert view.hand_sizes == (13, 13, 13)
    state = play_out(state)
    summary = spectator(state).deals[0]
    assert summary.tricks_won[0] == tuple(range(1, 14))
    assert summary.quest_points == (8, 0, 0)  # +2 for each of tricks 10, 11, 12, 13
    state = chance(state, "special M3")
    assert "deal G2" not in {str(a) for a, _ in state.chance_outcomes()}


@pytest.mark.parametrize(("face", "points"), [("Q10A", (0, 6, 0, 6)), ("Q10B", (6, 0, 6, 0))])
def test_fewest_and_most_tricks_reward_every_tied_player(
    face: str, points: tuple[int, ...]
) -> None:
    """§9.20: Example 7's deal ends 3, 2, 3, 2 tricks: both 2s are the fewest, both 3s the most."""
    summary = spectator(example_7(face)).deals[0]
    assert [len(t) for t in summary.tricks_won] == [3, 2, 3, 2]
    assert summary.quest_points == points


def test_a_player_with_no_trick_is_among_the_fewest() -> None:
    """§9.20: Example 8's counts 4, 2, 1, 1, 0: Q10A goes to the 0-trick player alone."""
    assert spectator(example_8("Q10A")).deals[0].quest_points == (0, 0, 0, 0, 6)


def test_a_trick_won_by_a_mummy_copying_an_ace_has_no_winning_rank() -> None:
    """§9.21: the Mummy (a copy of GA) wins trick 2, P1's only trick: Q16B gives P1 0, not -2."""
    state = start(4, MUMMY_ACE_HANDS, "M2", tile="Q16", face="Q16B")
    state = trick(state, "P0 GA, P1 G2, P2 G5, P3 GK")
    state = play(state, "P0", "G8")
    state = play(state, "P1", "M2")
    mummy = spectator(state).trick[-1]
    assert (mummy.suit, mummy.strength) == ("G", 15)
    state = trick(state, "P2 G6, P3 R6")
    assert last_winner(state) == 1
    state = play_out(state)
    summary = spectator(state).deals[0]
    assert summary.tricks_won[1] == (2,)
    assert summary.quest_points[1] == 0


def test_extra_deals_are_played_by_everyone_and_a_trailing_player_can_win() -> None:
    """§9.22 (§6.5): P0, behind the tied P1 and P2, plays the extra deal and wins it all."""
    state = start(3, sweep_hands(0, 1, "G1"), "G1", tile="Q11", face="Q11B", quests_per_game=1)
    state = play_out(state)
    assert spectator(state).totals == (0, 6, 6)
    state = sweep(state, "Q12A", "G11a", tile="Q12")
    assert state.is_over
    result = state.result
    assert result is not None
    assert result.points == (13, 6, 6)
    assert result.winners == (0,)


# ---------------------------------------------------------------------------
# Hidden information (§7)


def test_other_seats_read_a_dealt_card_as_deal_question_mark() -> None:
    """§7, §11 "Redacted text": only the receiver reads the card; the spectator reads none."""
    state = start(4, EXAMPLE_1_HANDS, "G1")
    for seat in (None, 0, 1, 2, 3):
        deals = [
            e for e in state.view(seat).events if e.actor == "chance" and e.text.startswith("deal ")
        ]
        assert len(deals) == 40
        for event in deals:
            if seat is not None and event.to == f"P{seat}":
                assert event.text != "deal ?"
                assert event.text.split()[1] in EXAMPLE_1_HANDS[seat].split()
            else:
                assert event.text == "deal ?"
                assert event.is_redacted


def test_the_special_card_is_public_from_its_reveal_before_any_card_is_dealt() -> None:
    """§7 "Special card of the current deal": public from its reveal; its holder is hidden."""
    state = chance(new(4), "dealer P0", "tile Q01")
    assert spectator(state).special is None
    state = chance(state, "special M3")
    for seat in (None, 0, 1, 2, 3):
        assert state.view(seat).special == "M3"


def test_a_seats_view_holds_its_own_hand_and_only_the_sizes_of_the_others() -> None:
    """§7: own hand: owner only; other hands hidden, their sizes public."""
    state = start(4, EXAMPLE_1_HANDS, "G1")
    for seat in range(4):
        view = state.view(seat)
        assert view.hand is not None
        assert sorted(view.hand) == sorted(EXAMPLE_1_HANDS[seat].split())
        assert view.hand_sizes == (10, 10, 10, 10)
        assert view.special == "G1"
    assert spectator(state).hand is None


def test_a_druid_swap_shows_each_party_only_the_hand_it_receives() -> None:
    """§7 "Druid swap": public that P1 and P3 swapped; each sees the hand it receives."""
    state = act(druid_after_trick_5(), "P1", "swap P3")
    lines = {seat: [str(e) for e in state.view(seat).events[-2:]] for seat in (None, 0, 1, 2, 3)}
    assert lines[1] == ["table receive P3 G10 GJ GQ GK RA → P1", "table receive P1 ? → P3"]
    assert lines[3] == ["table receive P3 ? → P1", "table receive P1 G4 G5 G6 R10 RJ → P3"]
    for seat in (None, 0, 2):
        assert lines[seat] == ["table receive P3 ? → P1", "table receive P1 ? → P3"]
    assert str(spectator(state).events[-3]) == "P1 swap P3"


def test_everything_is_public_once_the_game_is_over() -> None:
    """§7 "Everything, once the game is over": no view hides anything any more."""
    state = example_7(quests_per_game=1)
    assert state.is_over
    for seat in (None, 0, 1, 2, 3):
        view = state.view(seat)
        assert not [e for e in view.events if e.is_redacted]
        dealt = [e.text.split()[1] for e in view.events if e.text.startswith("deal ")]
        assert sorted(dealt) == sorted(c for h in EXAMPLE_7_HANDS.values() for c in h.split())
    result = state.result
    assert result is not None
    assert result.points == (2, 0, -1, 4)
    assert result.winners == (3,)
    assert result.ranks == (2, 3, 4, 1)


def test_a_seat_sees_its_own_last_won_trick_and_everyones_trick_numbers() -> None:
    """§7: the trick numbers each seat won are public; last_won_trick is the viewer's own."""
    state = start(4, EXAMPLE_7_HANDS, "R11a", tile="Q02", face="Q02A")
    state = tricks(state, *EXAMPLE_7_TRICKS[:5])
    expected_numbers = ((1, 5), (2, 3), (4,), ())
    last = {
        0: ("G2", "G3", "GA", "G4"),  # trick 5, led by P2
        1: ("BQ", "B8", "B9", "B10"),  # trick 3
        2: ("R2", "R11a", "R3", "R4"),  # trick 4
        3: None,
    }
    for seat in range(4):
        view = state.view(seat)
        assert view.tricks_won == expected_numbers
        assert view.last_won_trick == last[seat]
    assert spectator(state).last_won_trick is None


# ---------------------------------------------------------------------------
# Bad input


@pytest.mark.parametrize("num_players", [2, 6])
def test_a_table_of_fewer_than_3_or_more_than_5_players_is_refused(num_players: int) -> None:
    """§1: 3 to 5 players."""
    with pytest.raises(ConfigError, match="3 to 5 players"):
        GAME.new_state(num_players)


@pytest.mark.parametrize(
    "options",
    [
        {"first_dealer": "4"},  # not a seat of a 3-player table
        {"first_dealer": "north"},
        {"magic_follow_rule": "never"},
        {"quests_per_game": 0},
        {"clone_margin": 1.5},
        {"max_tiebreak_deals": 0},
        {"trump": "B"},
    ],
)
def test_bad_options_are_refused(options: dict[str, object]) -> None:
    """Appendix A: a ConfigError names what is wrong."""
    with pytest.raises(ConfigError):
        GAME.new_state(3, options)


@pytest.mark.parametrize(
    "text", ["play G77", "Play G7", "play M4", "play M4 X", "play G7 ", "quest Q21A", "swap P5", ""]
)
def test_malformed_action_texts_are_invalid(text: str) -> None:
    """§11: the parser accepts exactly the canonical texts."""
    with pytest.raises(InvalidActionError):
        GAME.parse_action(text)


def test_canonical_texts_round_trip() -> None:
    """§11: ``str(parse_action(t)) == t`` for each kind of action."""
    texts = [
        "quest Q03B",
        "play G5",
        "play B11a",
        "play M2",
        "play M4 G",
        "swap P2",
        "swap none",
        "banner left",
        "banner right",
        "spy P3",
        "dealer P1",
        "tile Q07",
        "special M2",
        "deal G7",
    ]
    assert [str(GAME.parse_action(t)) for t in texts] == texts


def test_acting_out_of_turn_is_refused_and_changes_nothing() -> None:
    """A seat that is not to move gets NotYourTurnError; so does a seat at a chance node."""
    state = start(4, EXAMPLE_1_HANDS, "G1")
    with pytest.raises(NotYourTurnError):
        apply(state, 1, "play G2")
    with pytest.raises(NotYourTurnError):
        apply(new(4), 0, "dealer P0")
    assert state.to_move == (0,)


def test_playing_a_card_not_in_hand_is_illegal() -> None:
    """§4.3: only cards in hand can be played."""
    state = start(4, EXAMPLE_1_HANDS, "G1")
    with pytest.raises(IllegalActionError, match="not in your hand"):
        apply(state, 0, "play GA")


def test_every_action_after_the_end_raises_game_over() -> None:
    """§6.4: once the game is over, nobody acts."""
    state = example_7(quests_per_game=1)
    assert state.to_move == ()
    for seat in (CHANCE, 0, 3):
        assert state.legal_actions(seat) == ()
        with pytest.raises(GameOverError):
            apply(state, seat, "play G2")
