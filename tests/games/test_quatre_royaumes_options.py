"""Scenario tests for the options of Les 4 Royaumes (spec section 8, configuration keys).

Each option gets at least one test that shows its effect against the DEFAULT.
States are built by applying chance outcomes explicitly (STYLE.md, "Tests").
"""

from __future__ import annotations

import pytest

import royaumes
from royaumes import CHANCE, Event
from royaumes.games.quatre_royaumes import State

from ._quatre_royaumes_helpers import (
    E7_MISSIONS,
    E7_TRICKS,
    V_SWEEP_ROW,
    chance,
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


def chance_texts(state: State) -> list[str]:
    """The texts of the chance outcomes here."""
    return [str(a) for a, _ in state.chance_outcomes()]


# ---------------------------------------------------------------------------
# hold_rule = highest (§5.1, §4.3, §9.16)


@pytest.mark.parametrize(
    ("hold_rule", "winner", "visible"), [("last_holder", "P0", "1H"), ("highest", "P1", "4H")]
)
def test_hold_rule_decides_between_the_last_holder_and_the_highest_card(
    hold_rule: str, winner: str, visible: str
) -> None:
    """E3: P1 leads 4H, P2 renounces 6C, P0 plays 1H: P0 wins, or P1 under highest."""
    state = deal(new(3, hold_rule=hold_rule), ["K-S", "Q-C", "K-D"])
    state = trick(state, "P0 1S, P1 3S, P2 5H")  # P1 wins under both rules
    state = trick(state, "P1 4H, P2 6C, P0 1H")
    view = spectator(state)
    assert view.place(winner).visible == visible
    assert state.to_move == (int(winner[1]),)


def test_under_highest_the_leaders_card_wins_when_it_outranks_the_followers() -> None:
    """§9.16: P3 leads 8S and everybody follows lower: P3 keeps hold and wins."""
    state = deal(new(4, hold_rule="highest"), ["K-S", "Q-C", "K-D", "K-H"])
    state = trick(state, "P0 1D, P1 3C, P2 5C, P3 7D")  # 7D beats 1D: P3
    holders = []
    for name, card in [("P3", "8S"), ("P0", "1S"), ("P1", "3S")]:
        state = play(state, name, card)
        holders.append(spectator(state).holder)
    assert holders == ["P3", "P3", "P3"]
    state = play(state, "P2", "5S")
    assert spectator(state).place("P3").visible == "8S"
    assert state.to_move == (3,)


@pytest.mark.parametrize(
    ("options", "v_card"),
    [
        ({}, "1H"),  # DEFAULT: the first heart of the row takes hold
        ({"hold_rule": "highest"}, "1S"),  # no heart beats 9H: first card of the row
        ({"hold_rule": "highest", "must_follow": True}, "1H"),  # first legal card
    ],
)
def test_automaton_takes_hold_under_highest_only_with_a_card_that_becomes_best(
    options: dict[str, object], v_card: str
) -> None:
    """§4.3: under highest V holds only with a new best card, else plays its first legal card."""
    state = new(2, rank_assignment="random", **options)
    state = chance(state, "pairs 1-2 3-4 9-10")  # V 1-2, A 3-4, B 9-10
    state = lay_row(deal(state, ["K-S", "Q-S", "Q-C"]), "1C 1S 1H 2H 2S 2C 1D 2D")
    state = trick(state, "V 1C, P0 3C, P1 9C")  # B wins under both rules
    state = play(state, "P1", "9H")
    assert spectator(state).trick_cards == (("P1", "9H"), ("V", v_card))


# ---------------------------------------------------------------------------
# must_follow (§4.2)


def test_must_follow_restricts_followers_to_the_led_suit() -> None:
    """§4.2 option: the leader plays anything; a seat holding the led suit must play it."""
    state = deal(new(4, must_follow=True), ["K-S", "Q-C", "K-D", "K-H"])
    assert len(state.legal_actions(0)) == 8
    state = play(state, "P0", "1D")
    assert [str(a) for a in state.legal_actions(1)] == ["play 3D", "play 4D"]
    before = state.to_json()
    with pytest.raises(royaumes.IllegalActionError, match="you must follow diamonds") as info:
        play(state, "P1", "3S")
    assert "play 3D, play 4D" in info.value.message
    assert state.to_json() == before


def test_without_must_follow_a_follower_may_play_any_card() -> None:
    """§4.1 step 2 (DEFAULT): no obligation to follow suit."""
    state = play(deal(new(4), ["K-S", "Q-C", "K-D", "K-H"]), "P0", "1D")
    assert len(state.legal_actions(1)) == 8


# ---------------------------------------------------------------------------
# renounce_visibility = face_down (§7)

FACE_DOWN_REST = {
    # after trick 1 (P0 1D, P1 3S, P2 5D, P3 7C), P2 leads S S C C H H D; all renounce
    "P0": "DCCHHDSS",
    "P1": "SCCHHDDS",
    "P2": "DSSCCHHD",
    "P3": "CCHHDDSS",
}


def test_face_down_renounces_are_hidden_from_other_seats_until_the_game_ends() -> None:
    """§7: others read "play ?" and "?" in the trick, even the winner; all revealed at the end."""
    state = deal(
        new(4, renounce_visibility="face_down", max_rounds=1), ["K-S", "Q-C", "K-D", "K-H"]
    )
    state = play(state, "P0", "1D")
    state = play(state, "P1", "3S")  # a renounce
    for seat in (0, 2, 3, None):
        view = state.view(seat)
        assert view.events[-1] == Event("P1", "play ?")
        assert view.trick_cards == (("P0", "1D"), ("P1", "?"))
    own = state.view(1)
    assert own.events[-1] == Event("P1", "play 3S")
    assert own.trick_cards == (("P0", "1D"), ("P1", "3S"))
    state = play(state, "P2", "5D")  # holding is public
    assert state.view(0).trick_cards[-1] == ("P2", "5D")
    state = play(state, "P3", "7C")
    winner = state.view(2)  # P2 won the trick and still cannot see the renounces
    assert winner.place("P2").tricks_won == 1
    assert [str(e) for e in winner.events[-3:]] == ["P1 play ?", "P2 play 5D", "P3 play ?"]
    state = play_suits(state, FACE_DOWN_REST, num_tricks=7)
    assert state.is_over
    view = spectator(state)
    assert not any(e.is_redacted for e in view.events)
    assert "P1 play 3S" in [str(e) for e in view.events]


def test_face_down_renounces_of_the_automaton_stay_public() -> None:
    """§7: V's row is public, so its renounces are too; A's renounce is hidden from B."""
    state = new(2, renounce_visibility="face_down")
    state = lay_row(deal(state, ["K-D", "Q-S", "Q-C"]), "9S 10S 9H 9D 10C 10D 10H 9C")
    state = trick(state, "V 9S, P0 1C, P1 3H")
    assert [e for e in state.view(1).events if e.actor == "P0"] == [Event("P0", "play ?")]
    assert [e for e in state.view(0).events if e.actor == "P0"] == [Event("P0", "play 1C")]
    state = tricks(
        state,
        "V 10S, P0 2C, P1 4H",
        "V 9H, P0 1D, P1 3D",
        "V 9D, P0 1H, P1 3S",
        "V 10C, P0 2H, P1 3C",  # B wins
    )
    state = play(state, "P1", "4S")  # V renounces 10D
    for seat in (0, 1, None):
        view = state.view(seat)
        assert view.events[-1] == Event("V", "play 10D")
        assert view.trick_cards == (("P1", "4S"), ("V", "10D"))


# ---------------------------------------------------------------------------
# visible = last_card_played (§8)


def test_last_card_played_scores_the_last_card_instead_of_the_last_trick_won() -> None:
    """§8 visible option on E7: P2 scores by 6H (its trick-8 renounce), not clubs: -1."""
    state = deal(new(3, visible="last_card_played"), E7_MISSIONS)
    state = tricks(state, *E7_TRICKS)
    summary = spectator(state).rounds[0]
    assert summary.scoring_cards == ("2D", "4S", "6H")
    assert summary.points == (-1, -1, -1)  # DEFAULT: (-1, -1, 0), see E7
    assert spectator(state).pile_size == 5


def test_last_card_played_still_costs_one_for_a_seat_that_won_no_trick() -> None:
    """§5.3 order: "no trick" is checked first; P1's last card 4S would match its K-S."""
    state = deal(new(4, visible="last_card_played"), ["K-D", "K-S", "K-H", "K-C"])
    state = sweep(state, "P0")  # P0 leads S S C C H H D D; the others end on spades
    summary = spectator(state).rounds[0]
    assert summary.points == (2, -1, -1, -1)
    assert summary.scoring_cards == ("2D", None, None, None)


# ---------------------------------------------------------------------------
# rank_assignment = random, virtual_ranks (§3)


def test_random_rank_assignment_is_a_pairs_chance_node_in_dealing_order() -> None:
    """§3 step 3, §11: "pairs 5-6 1-2 3-4" gives P0 5-6, P1 1-2, P2 3-4."""
    state = new(3, rank_assignment="random")
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 6
    assert all(p == pytest.approx(1 / 6) for _, p in outcomes)
    assert "pairs 5-6 1-2 3-4" in chance_texts(state)
    state = chance(state, "pairs 5-6 1-2 3-4")
    assert [p.pair for p in spectator(state).places] == ["5-6", "1-2", "3-4"]
    me = state.view(0).me
    assert me is not None
    assert me.hand is not None
    assert set(me.hand) == {f"{r}{s}" for r in (5, 6) for s in "SCHD"}
    assert chance_texts(state)[0].startswith("mission ")
    state = deal(state, ["K-S", "Q-C", "K-D"])
    assert state.to_move == (0,)


def test_random_rank_assignment_at_two_players_includes_the_automaton_pair() -> None:
    """§3 step 3: at 2 players V's pair is shared out too, listed first (V, A, B)."""
    state = new(2, rank_assignment="random")
    texts = chance_texts(state)
    assert len(texts) == 6
    assert "pairs 1-2 9-10 3-4" in texts
    state = chance(state, "pairs 1-2 9-10 3-4")
    view = spectator(state)
    assert [p.pair for p in view.places] == ["1-2", "9-10", "3-4"]
    assert set(view.set_aside) == {f"{r}{s}" for r in (5, 6, 7, 8) for s in "SCHD"}


def test_virtual_ranks_five_six_gives_the_automaton_the_next_unused_pair() -> None:
    """§8 virtual_ranks = 5-6: V holds 5s and 6s; 7s to 10s are set aside."""
    state = new(2, virtual_ranks="5-6")
    view = spectator(state)
    assert view.place("V").pair == "5-6"
    assert set(view.set_aside) == {f"{r}{s}" for r in (7, 8, 9, 10) for s in "SCHD"}
    state = deal(state, ["K-D", "Q-S", "Q-C"])
    assert set(chance_texts(state)) == {f"row {r}{s}" for r in (5, 6) for s in "SCHD"}


# ---------------------------------------------------------------------------
# virtual_row = fixed, automaton_scan = cyclic (§3 step 5, §4.3)


def test_fixed_row_keeps_the_same_row_and_skips_the_row_chance_nodes() -> None:
    """§3 step 5 option: round 2 starts right after the missions, with round 1's row."""
    state = v_sweep(new(2, virtual_row="fixed"), ["K-D", "Q-S", "Q-C"])
    state = deal(state, ["Q-D", "K-S", "K-C"])
    assert state.to_move == (0,)  # no row chance node: V has already led
    view = spectator(state)
    assert view.trick_cards == (("V", "9S"),)
    assert view.place("V").row == tuple(V_SWEEP_ROW.split()[1:])


@pytest.mark.parametrize(("scan", "v_card"), [("from_start", "9S"), ("cyclic", "10S")])
def test_cyclic_scan_looks_for_a_holding_card_after_the_last_card_played(
    scan: str, v_card: str
) -> None:
    """§4.3: V last played 10H from 9S 10H 10S ...; on a spade lead cyclic takes 10S, not 9S."""
    state = new(2, automaton_scan=scan)
    state = lay_row(deal(state, ["K-D", "Q-S", "Q-C"]), "9C 9S 10H 10S 9H 10C 9D 10D")
    state = trick(state, "V 9C, P0 1C, P1 3C")  # B
    state = trick(state, "P1 3H, V 10H, P0 1H")  # V takes the first heart either way; A
    assert spectator(state).place("V").row == ("9S", "10S", "9H", "10C", "9D", "10D")
    trick(state, f"P0 1S, P1 3D, V {v_card}")


def test_cyclic_scan_wraps_around_to_the_start_of_the_row() -> None:
    """§4.3: after V played 9D (row 9H 10H 9C 10S 10C 10D), a heart lead wraps round to 9H."""
    state = new(2, automaton_scan="cyclic")
    state = lay_row(deal(state, ["K-D", "Q-S", "Q-C"]), "9S 9H 10H 9C 10S 10C 9D 10D")
    state = trick(state, "V 9S, P0 1C, P1 3S")  # B
    state = trick(state, "P1 3D, V 9D, P0 1D")  # A
    assert spectator(state).place("V").row == ("9H", "10H", "9C", "10S", "10C", "10D")
    state = trick(state, "P0 1H, P1 3C, V 9H")


# ---------------------------------------------------------------------------
# virtual_can_win (§6)


def test_automaton_with_the_strictly_highest_score_wins_when_allowed() -> None:
    """§6 virtual_can_win: V 4, A -2, B -2: V wins, so the result has no winning seat."""
    state = v_sweep(new(2, virtual_can_win=True), ["K-D", "Q-S", "Q-C"])
    state = v_sweep(state, ["Q-D", "K-S", "K-C"])
    assert state.is_over
    result = state.result
    assert result is not None
    assert result.winners == ()
    assert result.points == (-2, -2)
    assert result.ranks == (2, 2)
    assert result.details["virtual_points"] == 4
    assert result.details["virtual_rank"] == 1


def test_a_score_tie_involving_the_automaton_goes_to_the_tie_breaks() -> None:
    """§6 virtual_can_win: V and A both end on 1; A won 6 tricks of the last round, V 2."""
    state = v_sweep(new(2, virtual_can_win=True), ["K-D", "Q-S", "Q-C"])  # V +2, A -1, B -1
    state = lay_row(deal(state, ["Q-D", "K-H", "K-S"]), V_SWEEP_ROW)
    # V leads 9S and 10S and wins; A holds 9C, then leads spades, clubs and hearts,
    # which V no longer has: A wins tricks 3 to 8 and shows 2H.
    state = play_suits(state, {"P0": "DDCSSCHH", "P1": "CCSHHSDD"})
    view = spectator(state)
    assert view.rounds[1].tricks_won == (2, 6, 0)
    assert view.rounds[1].points == (-1, 2, -1)
    assert state.is_over
    result = state.result
    assert result is not None
    assert result.details["virtual_points"] == 1
    assert result.points == (1, -2)
    assert result.winners == (0,)
    assert result.ranks == (1, 3)
    assert result.details["virtual_rank"] == 2


def test_automaton_cannot_win_by_default() -> None:
    """§6 (DEFAULT): the same game; V's 4 points are shown, A and B share the victory."""
    state = v_sweep(new(2), ["K-D", "Q-S", "Q-C"])
    state = v_sweep(state, ["Q-D", "K-S", "K-C"])
    result = state.result
    assert result is not None
    assert result.winners == (0, 1)
    assert result.details["virtual_points"] == 4


# ---------------------------------------------------------------------------
# returned_missions = bottom (§5.3)


def bottom_game(**options: object) -> State:
    """3 players, round 1: P0 (Q-H) and P1 (K-H) both show D and return their missions."""
    state = deal(new(3, **options), ["Q-H", "K-H", "K-S"])
    # P0 wins tricks 1-7 (last led D); P1 holds trick 8 with a diamond.
    return play_suits(state, {"P0": "SSCCHHDD", "P1": "CCHHDSSD", "P2": "CCHHDDSS"})


def test_bottom_puts_returned_missions_under_the_pile_in_seat_order() -> None:
    """§5.3 option: the unknown part is dealt first; the returned cards come out last, in order."""
    state = bottom_game(returned_missions="bottom")
    view = spectator(state)
    assert view.rounds[0].points == (0, 0, -1)
    assert view.pile_size == 7
    assert view.pile_bottom == ("Q-H", "K-H")
    # Round 2 draws uniformly from the 5 unknown missions only.
    outcomes = {str(a): p for a, p in state.chance_outcomes()}
    assert set(outcomes) == {f"mission {m}" for m in ("Q-S", "Q-C", "Q-D", "K-C", "K-D")}
    assert all(p == pytest.approx(1 / 5) for p in outcomes.values())
    state = deal(state, ["Q-S", "Q-C", "K-C"])
    state = sweep(state, "P1")  # P1 shows D with Q-C: nothing returns
    assert spectator(state).pile_size == 4
    # Round 3: Q-D and K-D are unknown; then Q-H comes out with probability 1.
    assert set(chance_texts(state)) == {"mission Q-D", "mission K-D"}
    state = deal(state, ["Q-D"])
    assert state.chance_outcomes() == ((state.game.parse_action("mission K-D"), 1.0),)
    state = deal(state, ["K-D"])
    assert state.chance_outcomes() == ((state.game.parse_action("mission Q-H"), 1.0),)
    state = deal(state, ["Q-H"])
    view = spectator(state)
    assert view.pile_bottom == ("K-H",)
    assert view.pile_size == 1


def test_shuffle_returns_missions_into_the_pile_by_default() -> None:
    """§5.3 (DEFAULT shuffle): returned missions can come out at once, uniformly."""
    state = bottom_game()
    assert spectator(state).pile_bottom == ()
    outcomes = {str(a): p for a, p in state.chance_outcomes()}
    assert len(outcomes) == 7
    assert outcomes["mission Q-H"] == pytest.approx(1 / 7)


# ---------------------------------------------------------------------------
# identical (§6 tie-break 2)


@pytest.mark.parametrize(
    ("identical", "winners", "ranks"),
    [
        ("largest_group", (0,), (1, 2, 3, 3)),  # a group of 3 beats groups of 2
        ("pairs", (0, 1), (1, 1, 3, 3)),  # 4 ranks appear twice or more for both
        ("cards_in_groups", (0,), (1, 2, 3, 3)),  # 3 + 2 + 2 + 2 = 9 cards beat 8
    ],
)
def test_identical_option_chooses_how_tie_break_two_counts(
    identical: str, winners: tuple[int, ...], ranks: tuple[int, ...]
) -> None:
    """§6 tie-break 2 options, on the §9.15 game where P0 and P1 tie on score and tricks."""
    state = tie_break_two_game(identical=identical)
    result = state.result
    assert result is not None
    assert result.points == (2, 2, -1, -1)
    assert result.winners == winners
    assert result.ranks == ranks


# ---------------------------------------------------------------------------
# max_rounds (§6)

ALL_NEUTRAL_ROLES = ("SSCCHDHD", "CHDDSSHC", "CHHDDSSC")
"""3 players, by order of play from the leader: shows D, H, C; the third wins trick 8."""
ALL_NEUTRAL_MISSIONS = ("K-H", "K-D", "K-S")
"""Partner suits of D, H, C: every mission comes back."""


def all_neutral_round(state: State) -> State:
    """A 3-player round in which every seat scores 0 (§6: "would never finish")."""
    leader = spectator(state).round - 1  # round 1: P0; then the third seat, 2 places on
    leader = (2 * leader) % 3
    roles = {(leader + k) % 3: k for k in range(3)}
    state = deal(state, [ALL_NEUTRAL_MISSIONS[roles[p]] for p in range(3)])
    assert state.to_move == (leader,)
    state = play_suits(state, {f"P{p}": ALL_NEUTRAL_ROLES[roles[p]] for p in range(3)})
    assert spectator(state).rounds[-1].points == (0, 0, 0)
    return state


def test_max_rounds_one_ends_the_game_after_the_first_round() -> None:
    """§6 max_rounds = 1: the game ends although the pile (8) could serve 4 seats."""
    state = sweep(deal(new(4, max_rounds=1), ["K-D", "Q-S", "Q-C", "Q-H"]), "P0")
    assert state.is_over
    assert spectator(state).pile_size == 8
    result = state.result
    assert result is not None
    assert result.points == (2, -1, -1, -1)


def test_default_round_cap_ends_an_all_neutral_game_after_twenty_rounds() -> None:
    """§6 (DEFAULT max_rounds = 20): all-neutral rounds would never end; the cap does."""
    state = new(3)
    for _ in range(20):
        assert not state.is_over
        state = all_neutral_round(state)
    assert state.is_over
    assert len(spectator(state).rounds) == 20
    assert spectator(state).pile_size == 8


def test_max_rounds_off_lets_all_neutral_rounds_go_on() -> None:
    """§6 max_rounds = off: no cap; round 22 is dealt after 21 all-neutral rounds."""
    state = new(3, max_rounds="off")
    assert state.options["max_rounds"] is None
    for _ in range(21):
        state = all_neutral_round(state)
    assert not state.is_over
    assert spectator(state).round == 22
    assert state.to_move == (CHANCE,)


# ---------------------------------------------------------------------------
# first_leader = random (§3 step 2)


def test_random_first_leader_is_a_chance_node_and_pairs_go_clockwise_from_it() -> None:
    """§3 step 2: "leader P2": P2 gets 1-2, P3 3-4, P0 5-6, P1 7-8; P2 leads."""
    state = new(4, first_leader="random")
    outcomes = state.chance_outcomes()
    assert [str(a) for a, _ in outcomes] == ["leader P0", "leader P1", "leader P2", "leader P3"]
    assert all(p == pytest.approx(1 / 4) for _, p in outcomes)
    state = chance(state, "leader P2")
    assert [p.pair for p in spectator(state).places] == ["5-6", "7-8", "1-2", "3-4"]
    state = deal(state, ["K-S", "Q-C", "K-D", "K-H"])
    deals = [e.to for e in spectator(state).events if e.text.startswith("mission")]
    assert deals == ["P0", "P1", "P2", "P3"]  # dealing order stays P0, P1, ...
    assert state.to_move == (2,)
    assert spectator(state).trick_leader == "P2"


def test_random_first_leader_then_random_pairs() -> None:
    """§3 steps 2-3: the leader is drawn first, then the pairs."""
    state = chance(new(3, first_leader="random", rank_assignment="random"), "leader P1")
    assert chance_texts(state)[0].startswith("pairs ")
    state = chance(state, "pairs 3-4 5-6 1-2")
    state = deal(state, ["K-S", "Q-C", "K-D"])
    assert [p.pair for p in spectator(state).places] == ["3-4", "5-6", "1-2"]
    assert state.to_move == (1,)


def test_random_first_leader_does_not_apply_at_two_players() -> None:
    """§3 step 2: at 2 players V leads the first trick; no leader chance node."""
    state = new(2, first_leader="random")
    assert all(t.startswith("mission ") for t in chance_texts(state))


# ---------------------------------------------------------------------------
# show_derived_hands (§7)


def test_show_derived_hands_displays_every_remaining_hand() -> None:
    """§7 option: the hands deduced from the rank pairs and the cards played are shown."""
    state = deal(new(4, show_derived_hands=True), ["K-S", "Q-C", "K-D", "K-H"])
    state = play(state, "P0", "1S")
    view = state.view(1)
    assert view.place("P0").hand == ("2S", "1C", "2C", "1H", "2H", "1D", "2D")
    assert view.place("P3").hand is not None
    assert len(view.place("P3").hand or ()) == 8
    default = play(deal(new(4), ["K-S", "Q-C", "K-D", "K-H"]), "P0", "1S")
    assert default.view(1).place("P0").hand is None
