"""Scenario tests for Les 4 Royaumes under the DEFAULT options.

Each rule of the spec ``shared/rules/quatre_royaumes.md`` section 9 ("Edge
cases and rulings", cited as §9.1 .. §9.17) and each worked example of
section 10 (E1 .. E12) is at least one test here. States are built by
applying chance outcomes explicitly (STYLE.md, "Tests"); the options live in
``test_quatre_royaumes_options.py``.

Seats are written as in the spec: ``P0`` .. ``P4``, and at 2 players ``V``
(the automaton, not a seat), ``P0`` (A) and ``P1`` (B). Hands by rank pair
(§3): P0 1-2, P1 3-4, P2 5-6, P3 7-8, P4 9-10; at 2 players V 9-10.
"""

from __future__ import annotations

import pytest

import royaumes
from royaumes import CHANCE, Event
from royaumes.games.quatre_royaumes import GAME, State

from ._quatre_royaumes_helpers import (
    E7_MISSIONS,
    E7_TRICKS,
    deal,
    lay_row,
    new,
    play,
    play_suits,
    spectator,
    sweep,
    tie_break_two_game,
    trick,
    tricks,
    v_sweep,
)

# ---------------------------------------------------------------------------
# Scripted rounds, checked by hand against the spec (suits per trick, see
# ``play_suits``: each seat plays its lowest card of that suit).

E6_MISSIONS = ["K-H", "Q-S", "J-D", "K-C"]
E6_ROUND = {
    # T1 P0 leads H, all renounce; T2 the same -> P0 (hearts).
    # T3 P0 leads D, P1 holds -> P1. T4 P1 leads H, P2 holds -> P2.
    # T5 P2 leads C, T6 P2 leads D, all renounce -> P2.
    # T7 P2 leads D, P1 holds last -> P1 (diamonds).
    # T8 P1 leads H, P2 holds -> P2 (hearts). P3 never wins.
    "P0": "HHDSDCSC",
    "P1": "SCDHSCDH",
    "P2": "SCSHCDDH",
    "P3": "SCHDHSCD",
}


def e6_round(missions: list[str] | None = None) -> State:
    """4 players, round 1 played as in E6: visible suits P0 H, P1 D, P2 H, P3 none."""
    state = deal(new(4), missions or E6_MISSIONS)
    return play_suits(state, E6_ROUND)


# ---------------------------------------------------------------------------
# Setup (§3) and the worked examples of section 10


@pytest.mark.parametrize(
    ("num_players", "pairs", "set_aside_ranks", "num_missions"),
    [
        (2, ["9-10", "1-2", "3-4"], "5678", 8),
        (3, ["1-2", "3-4", "5-6"], "789T", 8),
        (4, ["1-2", "3-4", "5-6", "7-8"], "9T", 12),
        (5, ["1-2", "3-4", "5-6", "7-8", "9-10"], "", 12),
    ],
)
def test_setup_follows_the_table_of_section_3(
    num_players: int, pairs: list[str], set_aside_ranks: str, num_missions: int
) -> None:
    """§3 table: rank pairs per place, number cards set aside, missions in play."""
    state = new(num_players)
    view = spectator(state)
    assert [p.pair for p in view.places] == pairs
    ranks = [10 if r == "T" else int(r) for r in set_aside_ranks]
    assert set(view.set_aside) == {f"{r}{s}" for r in ranks for s in "SCHD"}
    assert view.pile_size == num_missions
    outcomes = state.chance_outcomes()
    assert len(outcomes) == num_missions
    assert all(p == pytest.approx(1 / num_missions) for _, p in outcomes)
    faces = {str(a).split()[1][0] for a, _ in outcomes}
    assert faces == ({"J", "Q", "K"} if num_missions == 12 else {"Q", "K"})


def test_four_player_setup_sets_aside_nines_and_tens_and_p0_leads() -> None:
    """E1: P0 holds the 1s and 2s, 9s and 10s are set aside, the pile keeps 8, P0 leads."""
    state = new(4)
    me = state.view(0).me
    assert me is not None
    assert me.hand is not None
    assert set(me.hand) == {"1S", "1H", "1D", "1C", "2S", "2H", "2D", "2C"}
    p1 = state.view(1).me
    assert p1 is not None
    assert p1.hand is not None
    assert set(p1.hand) == {f"{r}{s}" for r in (3, 4) for s in "SHDC"}
    view = spectator(state)
    assert set(view.set_aside) == {"9S", "9H", "9D", "9C", "10S", "10H", "10D", "10C"}
    state = deal(state, E6_MISSIONS)
    assert spectator(state).pile_size == 8
    assert state.to_move == (0,)
    assert len(state.legal_actions(0)) == 8


def test_two_player_setup_gives_v_a_public_row_and_v_leads_its_first_card() -> None:
    """E2: no jacks, V 9-10, 5s to 8s aside; V's mission face up; V leads 10D at once."""
    state = new(2)
    assert {str(a) for a, _ in state.chance_outcomes()} == {
        f"mission {f}-{s}" for f in "QK" for s in "SCHD"
    }
    state = deal(state, ["Q-S", "K-H", "K-C"])
    view = spectator(state)
    assert view.pile_size == 5
    assert view.place("V").mission == "Q-S"
    # §3 step 5: the row is 8 public chance nodes over V's cards
    outcomes = state.chance_outcomes()
    assert {str(a) for a, _ in outcomes} == {f"row {r}{s}" for r in (9, 10) for s in "SCHD"}
    assert all(p == pytest.approx(1 / 8) for _, p in outcomes)
    state = lay_row(state, "10D 9S 9H 10H 9C 10S 10C 9D")
    view = spectator(state)
    assert view.trick_cards == (("V", "10D"),)
    assert view.holder == "V"
    assert view.events[-1] == Event("V", "play 10D")
    assert str(view.events[-1]) == "V play 10D"
    assert view.place("V").row == ("9S", "9H", "10H", "9C", "10S", "10C", "9D")
    assert state.to_move == (0,)
    for seat in (0, 1):
        assert state.view(seat).place("V").mission == "Q-S"


def test_last_seat_to_play_the_led_suit_wins_the_trick() -> None:
    """E3 (DEFAULT hold_rule): P1 leads 4H, P2 renounces 6C, P0 plays 1H and wins."""
    state = deal(new(3), ["K-S", "Q-C", "K-D"])
    state = trick(state, "P0 1S, P1 3S, P2 5H")  # P1 wins, to lead 4H
    state = play(state, "P1", "4H")
    state = play(state, "P2", "6C")
    assert spectator(state).holder == "P1"
    state = play(state, "P0", "1H")
    view = spectator(state)
    assert view.place("P0").tricks_won == 1
    assert view.place("P0").visible == "1H"  # 1H on top, 6C underneath
    assert view.trick_cards == ()
    assert state.to_move == (0,)


def test_leader_wins_when_everybody_renounces() -> None:
    """E4, §9.1: P2 leads 5S, the others renounce; P2 wins, shows 5S and leads."""
    state = deal(new(4), E6_MISSIONS)
    state = trick(state, "P0 1S, P1 4C, P2 6S, P3 8C")
    assert spectator(state).place("P2").visible == "6S"
    state = trick(state, "P2 5S, P3 7H, P0 2D, P1 3C")
    view = spectator(state)
    assert view.place("P2").tricks_won == 2
    assert view.place("P2").visible == "5S"
    assert state.to_move == (2,)


def test_voluntary_renounce_changes_the_winner() -> None:
    """E5, §9.2: P3 may renounce 8C while holding 7D and 8D; then P2 wins."""
    state = deal(new(4), E6_MISSIONS)
    state = play(state, "P0", "1D")
    state = play(state, "P1", "3S")  # P1 still holds 3D and 4D
    state = play(state, "P2", "5D")
    before_p3 = state
    legal = {str(a) for a in state.legal_actions(3)}
    assert {"play 7D", "play 8D", "play 8C"} <= legal
    assert len(legal) == 8  # no duty to follow suit
    state = play(state, "P3", "8C")
    assert spectator(state).place("P2").tricks_won == 1
    assert state.to_move == (2,)
    had_p3_followed = play(before_p3, "P3", "7D")
    assert spectator(had_p3_followed).place("P3").visible == "7D"
    assert had_p3_followed.to_move == (3,)


@pytest.mark.parametrize("card", ["7D", "8D"])
def test_last_seat_can_always_take_the_trick_with_a_led_suit_card(card: str) -> None:
    """§9.5: the last seat to act takes the trick with any led-suit card it holds."""
    state = deal(new(4), E6_MISSIONS)
    state = trick(state, f"P0 1D, P1 3D, P2 5D, P3 {card}")
    assert spectator(state).place("P3").visible == card
    assert state.to_move == (3,)


def test_round_scoring_has_four_outcomes() -> None:
    """E6: same suit +2 face up; other colour -1 face down; partner 0 back to pile; no trick -1."""
    state = e6_round()
    view = spectator(state)
    summary = view.rounds[0]
    assert summary.missions == ("K-H", "Q-S", "J-D", "K-C")
    assert summary.tricks_won == (2, 2, 4, 0)
    assert summary.scoring_cards == ("2H", "4D", "6H", None)
    assert summary.points == (2, -1, 0, -1)
    assert [p.kept for p in view.places] == [
        (("K-H", True),),
        (("Q-S", False),),
        (),
        (("K-C", False),),
    ]
    assert [p.score for p in view.places] == [2, -1, 0, -1]
    assert view.pile_size == 9  # 12 - 4 dealt + J-D returned
    scored = [e.text for e in view.events if e.actor == "table"]  # the reveal is logged
    assert len(scored) == 4
    assert all(m in text for m, text in zip(E6_MISSIONS, scored, strict=True))


def test_visible_card_persists_from_the_only_trick_won() -> None:
    """E7, §9.6: P2 wins only trick 2 (led 3C); clubs stays visible; Q-S scores 0 and returns."""
    state = deal(new(3), E7_MISSIONS)
    for number, text in enumerate(E7_TRICKS, start=1):
        state = trick(state, text)
        if 2 <= number < 8:
            view = spectator(state)
            assert view.place("P2").visible == "5C"
            assert view.place("P2").tricks_won == 1
    view = spectator(state)
    summary = view.rounds[0]
    assert summary.tricks_won == (6, 1, 1)
    assert summary.scoring_cards == ("2D", "3S", "5C")
    assert summary.points == (-1, -1, 0)
    assert view.place("P2").kept == ()
    assert view.pile_size == 6  # 8 - 3 dealt + Q-S returned
    assert "mission Q-S" in {str(a) for a in state.legal_actions(CHANCE)}


def test_mission_pile_across_rounds_at_four_players() -> None:
    """E8: pile 12 -> 8 -> 9 (one neutral) -> 5 -> 5 -> 1 -> 3 (two neutral): 3 rounds."""
    state = e6_round()
    assert spectator(state).pile_size == 9
    # Round 2: the winner of round 1's trick 8 (P2) leads; dealing leaves 5.
    state = deal(state, ["J-S", "J-C", "Q-D", "K-S"])
    assert spectator(state).pile_size == 5
    assert state.to_move == (2,)
    state = sweep(state, "P2")  # P2 shows D: Q-D kept; the others won nothing
    view = spectator(state)
    assert view.rounds[1].points == (-1, -1, 2, -1)
    assert view.pile_size == 5
    # Round 3: 5 >= 4, dealing leaves 1; P2 wins tricks 1-7, P0 takes trick 8 with D.
    state = deal(state, ["Q-H", "Q-C", "J-H", "K-D"])
    assert spectator(state).pile_size == 1
    state = play_suits(
        state,
        {"P2": "SSCCHHDD", "P0": "CCHHDSSD", "P1": "CCHHDDSS", "P3": "CCHHDDSS"},
    )
    view = spectator(state)
    assert view.rounds[2].scoring_cards == ("2D", None, "5D", None)
    assert view.rounds[2].points == (0, -1, 0, -1)
    assert view.pile_size == 3
    assert state.is_over
    assert len(view.rounds) == 3
    result = state.result
    assert result is not None
    assert result.points == (1, -3, 2, -3)
    assert result.winners == (2,)
    # §9.17: negative totals compare normally; P1 and P3 stay tied (no trick, no card)
    assert result.ranks == (2, 3, 1, 3)


def test_game_ends_when_the_pile_is_one_short_at_five_players() -> None:
    """E9, §9.11: 12 -> 7 -> 8 -> 3 -> 4 < 5: the game ends after 2 rounds; the 4 score nothing."""
    state = deal(new(5), ["K-H", "K-S", "K-C", "K-D", "Q-S"])
    state = sweep(state, "P0")  # P0 shows D: K-H is neutral
    assert spectator(state).pile_size == 8
    state = deal(state, ["Q-H", "J-S", "J-C", "Q-C", "Q-D"])
    assert spectator(state).pile_size == 3
    state = sweep(state, "P0")
    view = spectator(state)
    assert state.is_over
    assert state.to_move == ()
    assert view.pile_size == 4
    assert len(view.rounds) == 2
    result = state.result
    assert result is not None
    assert result.points == (0, -2, -2, -2, -2)
    assert result.winners == (0,)


def test_most_tricks_in_the_last_round_breaks_a_score_tie() -> None:
    """E10: scores 3, 3, 1; in the last round P0 won 2 tricks and P1 won 4, so P1 wins."""
    state = deal(new(3), ["Q-D", "K-H", "Q-S"])
    state = play_suits(state, {"P0": "SSCCHDHD", "P1": "CHDDSSHC", "P2": "CHHDDSSC"})
    assert spectator(state).rounds[0].points == (2, 2, 0)
    state = deal(state, ["K-D", "K-S", "Q-H"])  # P2 won trick 8: it leads
    state = play_suits(state, {"P2": "SSCCHDHD", "P0": "CCHHSSDD", "P1": "CCHHDSDS"})
    assert spectator(state).rounds[1].points == (2, -1, 2)
    state = deal(state, ["Q-S", "Q-C", "K-C"])
    state = play_suits(state, {"P0": "DDHCSCSH", "P1": "SCHSDHDC", "P2": "SSDDCHHC"})
    view = spectator(state)
    assert view.rounds[2].points == (-1, 2, -1)
    assert view.rounds[2].tricks_won == (2, 4, 2)
    assert state.is_over
    result = state.result
    assert result is not None
    assert result.points == (3, 3, 1)
    assert result.winners == (1,)
    assert result.ranks == (2, 1, 3)


def test_automaton_takes_hold_with_the_first_led_suit_card_of_its_row() -> None:
    """E11 (a): row 10D 9S 9H 10H 9C; A leads 2H, B renounces 3C, V holds with 9H and wins."""
    state = lay_row(deal(new(2), ["K-S", "Q-S", "Q-D"]), "10S 10C 9D 10D 9S 9H 10H 9C")
    state = tricks(
        state,
        "V 10S, P0 1S, P1 3H",  # A holds last: A wins
        "P0 1D, P1 3D, V 9D",  # V wins
        "V 10C, P0 1C, P1 3S",  # A wins
    )
    assert spectator(state).place("V").row == ("10D", "9S", "9H", "10H", "9C")
    state = trick(state, "P0 2H, P1 3C, V 9H")
    view = spectator(state)
    assert view.place("V").visible == "9H"
    assert view.place("V").tricks_won == 2
    # V won, so it leads the first card of what is left, 10D 9S 10H 9C, at once.
    assert view.trick_cards == (("V", "10D"),)
    assert view.place("V").row == ("9S", "10H", "9C")


def test_automaton_without_the_led_suit_renounces_its_first_card_even_of_its_mission() -> None:
    """E11 (b), §9.13: row 10D 10H 9C, B leads 4S: V renounces 10D (its mission suit); A wins."""
    state = lay_row(deal(new(2), ["K-D", "Q-S", "Q-C"]), "9S 10S 9H 9D 10C 10D 10H 9C")
    state = tricks(
        state,
        "V 9S, P0 1C, P1 3H",
        "V 10S, P0 2C, P1 4H",
        "V 9H, P0 1D, P1 3D",
        "V 9D, P0 1H, P1 3S",
        "V 10C, P0 2H, P1 3C",  # B holds last: B wins and leads
    )
    assert spectator(state).place("V").row == ("10D", "10H", "9C")
    assert spectator(state).place("V").mission == "K-D"
    state = play(state, "P1", "4S")
    view = spectator(state)
    assert view.trick_cards == (("P1", "4S"), ("V", "10D"))
    assert view.holder == "P1"
    state = play(state, "P0", "1S")
    view = spectator(state)
    assert view.place("P0").visible == "1S"
    assert state.to_move == (0,)


def test_automaton_that_won_trick_eight_leads_the_next_round_with_its_new_row() -> None:
    """E12, §9.12: V wins trick 8; the row is reshuffled; V leads round 2 with 9C; A then B."""
    state = v_sweep(new(2), ["K-D", "Q-S", "Q-C"])
    view = spectator(state)
    assert view.rounds[0].tricks_won == (8, 0, 0)
    assert view.round == 2
    state = deal(state, ["K-S", "K-H", "K-C"])
    outcomes = state.chance_outcomes()  # DEFAULT: a new row, over all 8 cards
    assert {str(a) for a, _ in outcomes} == {f"row {r}{s}" for r in (9, 10) for s in "SCHD"}
    state = lay_row(state, "9C 10H 9D 9S 10S 10C 9H 10D")
    assert spectator(state).trick_cards == (("V", "9C"),)
    assert state.to_move == (0,)
    state = play(state, "P0", "1S")
    assert state.to_move == (1,)


# ---------------------------------------------------------------------------
# Edge cases and rulings (section 9) not covered by an example above


def test_a_seat_holding_only_led_suit_cards_can_only_hold() -> None:
    """§9.3: with only led-suit cards left, any card played holds; no renounce is possible."""
    state = deal(new(4), E6_MISSIONS)
    state = play_suits(state, E6_ROUND, num_tricks=7)
    state = play(state, "P1", "4H")
    assert [str(a) for a in state.legal_actions(2)] == ["play 6H"]
    state = play(state, "P2", "6H")
    assert spectator(state).holder == "P2"


def test_each_new_holder_replaces_the_previous_one_regardless_of_rank() -> None:
    """§9.4: several seats hold; the last of them wins even with the lowest card."""
    state = deal(new(4), E6_MISSIONS)
    state = trick(state, "P0 1S, P1 4C, P2 6S, P3 8C")  # P2 leads next
    holders = []
    for name, card in [("P2", "5S"), ("P3", "8S"), ("P0", "2S"), ("P1", "3H")]:
        state = play(state, name, card)
        view = spectator(state)
        holders.append(view.holder if view.trick_cards else view.trick_leader)
    assert holders == ["P2", "P3", "P0", "P0"]
    view = spectator(state)
    assert view.place("P0").visible == "2S"
    assert view.place("P0").tricks_won == 1


def test_winning_no_trick_costs_one_even_when_the_mission_suit_was_played_a_lot() -> None:
    """§9.7: P1's mission is clubs; clubs are led and played often; P1 wins nothing: -1."""
    state = deal(new(4), ["K-S", "K-C", "K-H", "K-D"])
    state = sweep(state, "P0")  # P0 leads 1C and 2C; P1 renounces 3C and 4C
    clubs = [e for e in spectator(state).events if e.text.startswith("play ") and e.text[-1] == "C"]
    assert len(clubs) >= 8
    view = spectator(state)
    assert view.rounds[0].points[1] == -1
    assert view.rounds[0].scoring_cards[1] is None
    assert view.place("P1").kept == (("K-C", False),)


def test_seats_sharing_a_mission_suit_are_scored_independently() -> None:
    """§9.8: three heart missions: P0 +2 (shows H), P1 0 (shows D), P2 +2 (shows H)."""
    state = e6_round(["K-H", "Q-H", "J-H", "K-C"])
    view = spectator(state)
    assert view.rounds[0].points == (2, 0, 2, -1)
    assert view.place("P0").kept == (("K-H", True),)
    assert view.place("P2").kept == (("J-H", True),)
    assert view.pile_size == 9


def test_partner_suit_mission_returns_to_the_pile_and_can_be_dealt_again_to_anyone() -> None:
    """§9.9: P2's J-D went back to the pile; next round it can be dealt, here to P1."""
    state = e6_round()
    outcomes = {str(a): p for a, p in state.chance_outcomes()}
    assert outcomes["mission J-D"] == pytest.approx(1 / 9)
    state = deal(state, ["K-S", "J-D"])
    assert state.view(1).place("P1").mission == "J-D"


def test_pile_exactly_equal_to_the_seats_plays_a_last_round_and_empties_the_pile() -> None:
    """§9.10: at 4 players with no neutral result the pile goes 12 -> 8 -> 4 -> 0."""
    state = new(4)
    for missions in (
        ["K-S", "K-C", "K-H", "K-D"],
        ["Q-S", "Q-C", "Q-H", "Q-D"],
        ["J-D", "J-C", "J-H", "J-S"],
    ):
        assert not state.is_over
        state = sweep(deal(state, missions), "P0")  # P0 shows D; no neutral
    view = spectator(state)
    assert [r.points for r in view.rounds] == [(-1, -1, -1, -1)] * 2 + [(2, -1, -1, -1)]
    assert view.pile_size == 0
    assert state.is_over


def test_automaton_mission_is_returned_like_a_humans_and_lengthens_the_game() -> None:
    """§9.14: V's neutral missions go back to the pile: 3 rounds instead of 2."""
    neutral = v_sweep(new(2), ["K-H", "Q-S", "Q-C"])  # V shows D: K-H is neutral
    assert spectator(neutral).pile_size == 6
    neutral = v_sweep(neutral, ["Q-H", "K-S", "K-C"])
    assert spectator(neutral).pile_size == 4
    assert not neutral.is_over
    neutral = v_sweep(neutral, ["K-D", "Q-D", "K-H"])
    assert neutral.is_over
    assert len(spectator(neutral).rounds) == 3
    assert spectator(neutral).place("V").kept == (("K-D", True),)
    result = neutral.result
    assert result is not None
    assert result.details["virtual_points"] == 2

    kept = v_sweep(new(2), ["K-S", "Q-S", "Q-C"])  # V's K-S: -1, kept face down
    assert spectator(kept).pile_size == 5
    kept = v_sweep(kept, ["Q-D", "K-H", "K-C"])
    assert kept.is_over
    assert len(spectator(kept).rounds) == 2


def test_tie_break_two_counts_every_card_of_the_tricks_won_including_renounces() -> None:
    """§9.15 (DEFAULT identical = largest_group): P0's group of three 3s beats P1's pairs."""
    state = tie_break_two_game()
    view = spectator(state)
    assert view.rounds[0].points == (2, 2, -1, -1)
    assert view.rounds[0].tricks_won == (3, 3, 1, 1)
    result = state.result
    assert result is not None
    assert result.points == (2, 2, -1, -1)
    assert result.winners == (0,)
    assert result.ranks == (1, 2, 3, 3)  # P2 and P3: one trick each, all ranks distinct


def test_negative_scores_are_compared_normally() -> None:
    """§9.17: final scores -3, -2, -3: P1 wins with -2."""
    state = deal(new(3), ["K-S", "K-C", "Q-S"])
    state = sweep(state, "P0")  # P0 shows D with a black mission: all -1
    state = deal(state, ["Q-C", "K-H", "Q-D"])
    # P0 wins tricks 1-7 (last led D), P1 holds trick 8 with a diamond: K-H is neutral
    state = play_suits(state, {"P0": "SSCCHHDD", "P1": "CCHHDSSD", "P2": "CCHHDDSS"})
    assert spectator(state).rounds[1].points == (-1, 0, -1)
    state = deal(state, ["Q-H", "K-H", "K-D"])
    state = sweep(state, "P1", "CCHHDDSS")  # P1 shows S with a red mission
    assert state.is_over
    result = state.result
    assert result is not None
    assert result.points == (-3, -2, -3)
    assert result.winners == (1,)
    assert result.ranks == (2, 1, 2)


# ---------------------------------------------------------------------------
# Section 6: number of rounds, end, shared victory


@pytest.mark.parametrize(("num_players", "rounds"), [(2, 2), (3, 2), (4, 3), (5, 2)])
def test_rounds_without_a_neutral_result_match_the_table_of_section_6(
    num_players: int, rounds: int
) -> None:
    """§6 table: with no neutral result the game lasts 2, 2, 3, 2 rounds at 2, 3, 4, 5 players."""
    state = new(num_players)
    while not state.is_over:
        # The leader (V or P0) will show diamonds: never give it a heart mission.
        first = True
        while spectator(state).phase.name == "DEAL":
            texts = [str(a) for a, _ in state.chance_outcomes()]
            text = next(t for t in texts if not (first and t.endswith("H")))
            state = deal(state, [text.split()[1]])
            first = False
        if num_players == 2:
            state = play_suits(lay_row(state), {"P0": "CCHHDDSS", "P1": "CCHHDDSS"})
        else:
            state = sweep(state, "P0")
        assert 0 not in spectator(state).rounds[-1].points
    assert len(spectator(state).rounds) == rounds


def test_a_tie_after_every_tie_break_is_a_shared_victory() -> None:
    """§6 tie-break 3 (DEFAULT final_tie = shared): A and B both -2, no trick: both win."""
    state = v_sweep(new(2), ["K-D", "Q-S", "Q-C"])
    state = v_sweep(state, ["Q-D", "K-S", "K-C"])
    assert state.is_over
    result = state.result
    assert result is not None
    assert result.points == (-2, -2)
    assert result.ranks == (1, 1)
    assert result.winners == (0, 1)
    assert result.details["virtual_points"] == 4  # shown, but V cannot win (DEFAULT)


# ---------------------------------------------------------------------------
# Hidden information (section 7)


def test_other_seats_missions_are_hidden_until_the_reveal() -> None:
    """§7, §11 redacted text: others read "?" and "mission ?"; a seat sees its own mission."""
    state = deal(new(4), E6_MISSIONS)
    view = state.view(1)
    assert [p.mission for p in view.places] == ["?", "Q-S", "?", "?"]
    deals = [str(e) for e in view.events if e.text.startswith("mission")]
    assert deals == [
        "chance mission ? → P0",
        "chance mission Q-S → P1",
        "chance mission ? → P2",
        "chance mission ? → P3",
    ]
    assert [p.mission for p in spectator(state).places] == ["?", "?", "?", "?"]
    assert all(e.is_redacted for e in spectator(state).events)


def test_the_automaton_mission_is_public() -> None:
    """§3 step 4, §7: V's mission is dealt face up; A and B still hide theirs."""
    state = deal(new(2), ["K-D", "Q-S", "Q-C"])
    for seat in (0, 1, None):
        view = state.view(seat)
        assert view.place("V").mission == "K-D"
        assert view.events[0] == Event("chance", "mission K-D", "V")
    assert [p.mission for p in state.view(0).places] == ["K-D", "Q-S", "?"]
    assert [p.mission for p in state.view(1).places] == ["K-D", "?", "Q-C"]


def test_missions_are_revealed_at_the_end_of_their_round() -> None:
    """§5.3, §7: all missions are public from the reveal on; the next round's are hidden again."""
    state = e6_round()
    view = state.view(1)
    deals = [e.text for e in view.events if e.text.startswith("mission")]
    assert deals == ["mission K-H", "mission Q-S", "mission J-D", "mission K-C"]
    assert view.rounds[0].missions == ("K-H", "Q-S", "J-D", "K-C")
    assert [p.mission for p in view.places] == [None] * 4
    state = deal(state, ["K-S", "Q-C", "Q-D", "Q-H"])
    assert [p.mission for p in state.view(1).places] == ["?", "Q-C", "?", "?"]


def test_a_seat_sees_its_own_hand_and_the_automaton_row_but_not_other_hands() -> None:
    """§7 (DEFAULT show_derived_hands = false): other human hands are not displayed."""
    state = lay_row(deal(new(2), ["K-D", "Q-S", "Q-C"]))
    view = state.view(0)
    assert view.place("P0").hand is not None
    assert view.place("P1").hand is None
    assert view.place("V").hand == ("10S", "9C", "10C", "9H", "10H", "9D", "10D")
    assert view.place("V").row == ("10S", "9C", "10C", "9H", "10H", "9D", "10D")


# ---------------------------------------------------------------------------
# Errors (STYLE.md, "Errors")


@pytest.mark.parametrize("text", ["play 11H", "Play 7H", "play 7h", " play 7H", "play 7H ", ""])
def test_malformed_action_text_is_an_invalid_action(text: str) -> None:
    """§11: the parser accepts exactly the canonical text."""
    with pytest.raises(royaumes.InvalidActionError):
        GAME.parse_action(text)


def test_a_seat_not_to_move_gets_not_your_turn() -> None:
    """Only the seats in ``to_move`` may act, and seats never act at chance nodes."""
    state = new(4)
    with pytest.raises(royaumes.NotYourTurnError):
        state.apply(0, GAME.parse_action("mission K-H"))
    state = deal(state, E6_MISSIONS)
    with pytest.raises(royaumes.NotYourTurnError, match="P0"):
        state.apply(1, GAME.parse_action("play 3S"))


def test_a_card_not_in_hand_is_illegal_with_a_reason_and_changes_nothing() -> None:
    """An illegal action names the card and why, and leaves the state as it was."""
    state = deal(new(4), E6_MISSIONS)
    before = state.to_json()
    with pytest.raises(royaumes.IllegalActionError, match="3S is not in your hand") as info:
        state.apply(0, GAME.parse_action("play 3S"))
    assert "play 1S" in info.value.message  # legal alternatives are listed
    assert not isinstance(info.value, royaumes.NotYourTurnError)
    assert state.to_json() == before
    state = play(state, "P0", "1S")
    with pytest.raises(royaumes.IllegalActionError, match="1S is not in your hand"):
        state.apply(1, GAME.parse_action("play 1S"))


def test_applying_after_the_end_is_game_over() -> None:
    """No action, of a seat or of chance, is legal once the game has ended."""
    state = sweep(deal(new(4, max_rounds=1), E6_MISSIONS), "P0")
    assert state.is_over
    assert state.to_move == ()
    assert state.legal_actions(0) == ()
    with pytest.raises(royaumes.GameOverError):
        state.apply(0, GAME.parse_action("play 1S"))
    with pytest.raises(royaumes.GameOverError):
        state.apply(CHANCE, GAME.parse_action("mission K-H"))


@pytest.mark.parametrize(
    "options",
    [
        {"trump": "hearts"},
        {"hold_rule": "strongest"},
        {"must_follow": "maybe"},
        {"renounce_visibility": "hidden"},
        {"virtual_ranks": "7-8"},
        {"identical": "triples"},
        {"max_rounds": 0},
        {"max_rounds": "never"},
        {"final_tie": "replay"},
        {"first_leader": "seat3"},
    ],
)
def test_bad_options_are_config_errors(options: dict[str, object]) -> None:
    """§8 configuration keys: unknown keys and values outside each key's choices are refused."""
    with pytest.raises(royaumes.ConfigError):
        GAME.new_state(4, options)


@pytest.mark.parametrize("num_players", [0, 1, 6])
def test_bad_player_counts_are_config_errors(num_players: int) -> None:
    """§1: 2 to 5 players."""
    with pytest.raises(royaumes.ConfigError, match="2 to 5"):
        GAME.new_state(num_players)


@pytest.mark.parametrize("seat", [-1, 4, 7])
def test_a_view_for_a_seat_not_at_the_table_is_a_config_error(seat: int) -> None:
    """``State.view`` accepts the table's seats and ``None`` (a spectator) only."""
    with pytest.raises(royaumes.ConfigError):
        new(4).view(seat)
