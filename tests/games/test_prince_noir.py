"""Scenario tests for Les Chevauchées du Prince Noir under the DEFAULT options.

Each rule of the spec ``shared/rules/prince_noir.md`` section 9 ("Edge cases
and rulings", cited as §9.1 .. §9.16) and each worked example of section 10
(E1 .. E12) is at least one test here. States are built by applying chance
outcomes explicitly; seat 0 is English (``sides EF``). Positions other than a
game's start are written into the engine's private fields on a copy by
``position`` (see ``_prince_noir_helpers``); such tests say so. Castles are
1 to 8 in action texts and 0-based in ``attack_value``, ``chain``, ``runs``;
side 0 is E.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import royaumes
from royaumes import CHANCE
from royaumes.games.prince_noir import GAME, Phase, State, rules

from ._prince_noir_helpers import (
    act,
    apply,
    chance,
    counts,
    deal,
    draws,
    legal,
    new,
    notes,
    position,
    spectator,
)

E, F = 0, 1

# ---------------------------------------------------------------------------
# Setup and turn structure (E1, E2)


def test_setup_draws_sides_then_six_cards_each_on_the_alternating_line() -> None:
    """E1: sides drawn 50/50, E holds the shield, EFEFEFEF, 6 in hand and 12 in pile each."""
    state = new()
    assert state.to_move == (CHANCE,)
    assert sorted((str(a), p) for a, p in state.chance_outcomes()) == [
        ("sides EF", 0.5),
        ("sides FE", 0.5),
    ]
    state = chance(state, "sides EF")
    first = {str(a): p for a, p in state.chance_outcomes()}
    assert first == pytest.approx(
        {"draw Sg": 3 / 18, "draw Ch": 4 / 18, "draw Rd": 5 / 18, "draw Pl": 6 / 18}
    )
    state = chance(state, "draw Sg")
    assert {str(a): p for a, p in state.chance_outcomes()}["draw Sg"] == pytest.approx(2 / 17)
    state = deal()
    view = spectator(state)
    assert view.board == "EFEFEFEF"
    assert view.first_player == "E"
    assert view.sides == ("E", "F")
    assert view.hand_sizes == (6, 6)
    assert view.pile_sizes == (12, 12)
    assert all(sum(cards.values()) == 0 for cards in view.discard.values())
    assert view.phase is Phase.OPEN_X
    assert state.to_move == (0,)


def test_no_chain_bonus_is_possible_on_the_starting_line() -> None:
    """E1: no run is longer than 1 on EFEFEFEF, so every chain bonus is 0."""
    state = deal()
    for castle in range(8):
        for side in (E, F):
            assert max(state.runs(castle, side)) <= 1
            assert state.chain(castle, side) == 0


def test_english_draws_its_six_cards_before_the_french() -> None:
    """§3 step 3: the first 6 draws fill seat 0's (English) hand, the next 6 seat 1's."""
    state = chance(new(), "sides EF", *draws("Sg Ch Rd Rd Pl Pl"))
    assert spectator(state).hand_sizes == (6, 0)
    state = chance(state, *draws("Pl Pl Pl Pl Pl Pl"))
    assert state.view(1).hand == ("Pl",) * 6


def test_attacking_a_french_castle_first_offers_nine_groups() -> None:
    """E2: E holds Sg Ch Rd Rd Pl Pl; at X = 4 it attacks with 9 distinct groups."""
    state = deal("Sg Ch Rd Rd Pl Pl")
    at_4 = sorted(t for t in legal(state) if t.split()[1] == "4")
    assert at_4 == sorted(
        f"attack 4 {main}{'+Pl' * k}" for main in ("Sg", "Ch", "Rd") for k in range(3)
    )
    assert len(at_4) == 9
    assert all(len(t.split()[2].split("+")) <= 3 for t in at_4)  # at least 3 cards kept


def test_defending_an_english_castle_first_offers_thirty_four_groups() -> None:
    """E2: at X = 3 E defends with any non-empty sub-multiset except the whole hand: 34."""
    state = deal("Sg Ch Rd Rd Pl Pl")
    at_3 = {t for t in legal(state) if t.split()[1] == "3"}
    assert all(t.startswith("defend 3 ") for t in at_3)
    assert len(at_3) == 2 * 2 * 3 * 3 - 2 == 34
    assert "defend 3 Sg+Ch+Rd+Rd+Pl+Pl" not in at_3


def test_after_an_attack_at_x_the_french_defends_x_then_attacks_an_english_y() -> None:
    """E2: F defends 4 with 1 or more cards, then attacks Y in {1, 3, 5, 7}; E defends Y."""
    state = act(deal(), "attack 4 Ch")
    answers = legal(state)
    assert answers
    assert all(t.startswith("defend 4 ") for t in answers)
    state = act(state, "defend 4 Pl")
    assert {t.split()[1] for t in legal(state)} == {"1", "3", "5", "7"}
    assert all(t.startswith("attack ") for t in legal(state))
    state = act(state, "attack 7 Rd")
    assert state.to_move == (0,)
    # E still holds Sg Rd Rd Pl Pl: every non-empty sub-multiset, hand may be emptied
    assert len(legal(state)) == 2 * 3 * 3 - 1
    assert all(t.startswith("defend 7 ") for t in legal(state))


def test_after_a_defence_at_x_the_french_attacks_x_then_defends_a_french_y() -> None:
    """E2: E defends 3; F attacks 3, then defends a Y in {2, 4, 6, 8}; E attacks Y."""
    state = act(deal(), "defend 3 Pl")
    assert all(t.startswith("attack 3 ") for t in legal(state))
    state = act(state, "attack 3 Rd")
    assert {t.split()[1] for t in legal(state)} == {"2", "4", "6", "8"}
    assert all(t.startswith("defend ") for t in legal(state))
    state = act(state, "defend 8 Pl")
    assert legal(state)
    assert all(t.startswith("attack 8 ") for t in legal(state))
    state = act(state, "attack 8 Rd")
    assert legal(state) == {"order 3 8", "order 8 3"}
    assert state.to_move == (1,)  # P2 (French) chooses the order


# ---------------------------------------------------------------------------
# Combats (E3 .. E7)


def test_a_plain_capture_flips_the_tile() -> None:
    """E3: E attacks 4 with Ch+Pl (4), F defends with Rd+Pl (2); the board becomes EFEEEFEF."""
    state = deal("Sg Ch Rd Rd Pl Pl", "Sg Ch Rd Rd Pl Pl")
    assert state.attack_value(counts("Ch Pl"), 3, E) == 4
    assert state.defence_value(counts("Rd Pl"), 3, F) == 2
    state = act(state, "attack 4 Ch+Pl", "defend 4 Rd+Pl", "attack 1 Rd", "defend 1 Rd+Pl")
    state = act(state, "order 4 1")
    assert notes(state, "combat") == [
        "combat 4 attack 4 defence 2 flips to E",
        "combat 1 attack 2 defence 2 holds",
    ]
    assert spectator(state).board == "EFEEEFEF"


def test_a_tie_goes_to_the_defender() -> None:
    """E4, §9.1: Rd+Pl (3) against Pl+Pl (2 cards + 1) is a tie; F keeps 4."""
    state = deal()
    assert state.attack_value(counts("Rd Pl"), 3, E) == 3
    assert state.defence_value(counts("Pl Pl"), 3, F) == 3
    state = act(state, "attack 4 Rd+Pl", "defend 4 Pl+Pl", "attack 1 Rd", "defend 1 Sg+Ch")
    state = act(state, "order 4 1")
    assert notes(state, "combat")[0] == "combat 4 attack 3 defence 3 holds"
    assert spectator(state).board == "EFEFEFEF"


def test_a_wall_of_four_pillages_holds_against_a_siege() -> None:
    """E5: F attacks 3 with Sg+Pl+Pl (6); E defends with Pl+Pl+Pl+Pl (4 + 5 = 9)."""
    state = deal("Sg Pl Pl Pl Pl Pl", "Sg Ch Rd Pl Pl Pl")
    assert state.attack_value(counts("Sg Pl Pl"), 2, F) == 6
    assert state.defence_value(counts("Pl Pl Pl Pl"), 2, E) == 9
    state = act(state, "defend 3 Pl+Pl+Pl+Pl", "attack 3 Sg+Pl+Pl", "defend 2 Ch")
    state = act(state, "attack 2 Sg+Pl", "order 3 2")
    assert notes(state, "combat")[0] == "combat 3 attack 6 defence 9 holds"


def test_one_sided_chain_captures_castle_five() -> None:
    """E6 (board EEEEFFEF written into the private fields): E's left run of 4 gives +3.

    E attacks 5 with Rd (2 + 3 = 5); F defends with Sg+Pl (2); the board becomes EEEEEFEF.
    """
    state = position("EEEEFFEF", "Rd Pl Pl Pl Sg Ch", "Sg Rd Pl Ch Ch Ch")
    assert state.runs(4, E) == (4, 0)
    assert state.runs(4, F) == (0, 1)
    assert state.attack_value(counts("Rd"), 4, E) == 5
    assert state.defence_value(counts("Sg Pl"), 4, F) == 2
    state = act(state, "attack 5 Rd", "defend 5 Sg+Pl", "attack 1 Rd", "defend 1 Pl+Pl+Pl")
    state = act(state, "order 5 1")
    assert notes(state, "combat") == [
        "combat 5 attack 5 defence 2 flips to E",
        "combat 1 attack 2 defence 9 holds",  # 3 cards + 3 + run 2-5 of 4 (+3)
    ]
    assert spectator(state).board == "EEEEEFEF"


def test_the_view_gives_the_pages_strengths_chains_and_largest_groups() -> None:
    """§5, §6 (board EEEEFFEF): a page shows the engine's numbers, never its own: each
    legal placement's strength, the chain bonuses, the largest groups, a group's value."""
    state = position("EEEEFFEF", "Rd Pl Pl Pl Sg Ch", "Sg Rd Pl Ch Ch Ch")
    view = state.view(E)
    assert set(view.strengths) == legal(state)
    assert view.strengths["attack 5 Rd"] == 5  # 2 + the left run of 4 (+3)
    assert view.strengths["defend 1 Pl+Pl+Pl"] == 7  # 3 cards + 3 + the run 2-4 (+1)
    assert (view.chains["E"][4], view.chains["F"][4]) == (3, 0)
    assert view.largest_groups == {"E": 4, "F": 2}
    assert state.view(F).strengths == {}
    assert spectator(state).strengths == {}
    state = act(state, "attack 5 Rd")
    assert state.view(E).placements[0].value == 2  # before chains
    assert state.view(F).placements[0].value is None  # face down


def test_the_same_cards_at_castle_six_tie() -> None:
    """E6 (board EEEEFFEF written into the private fields): at 6, Rd is 2 against Sg+Pl 2."""
    state = position("EEEEFFEF", "Rd Pl Pl Pl Sg Ch", "Sg Rd Pl Ch Ch Ch")
    assert state.runs(5, E) == (0, 1)
    assert state.runs(5, F) == (1, 0)
    state = act(state, "attack 6 Rd", "defend 6 Sg+Pl", "attack 1 Rd", "defend 1 Pl+Pl+Pl")
    state = act(state, "order 6 1")
    assert notes(state, "combat")[0] == "combat 6 attack 2 defence 2 holds"
    assert spectator(state).board == "EEEEFFEF"


def test_both_runs_count_and_the_defender_holds_on_a_tie() -> None:
    """E7, §9.7 (board EEEFEEEE, private fields): runs 3 and 4 give 1 + 3 = 4; 6 ties 6."""
    state = position("EEEFEEEE", "Rd Pl Pl Sg Ch Ch", "Sg Ch Rd Pl Pl Rd")
    assert state.runs(3, E) == (3, 4)
    assert state.chain(3, E) == 4
    assert state.attack_value(counts("Rd"), 3, E) == 6
    assert state.defence_value(counts("Sg Ch Rd Pl Pl"), 3, F) == 6
    state = act(state, "attack 4 Rd", "defend 4 Sg+Ch+Rd+Pl+Pl", "attack 8 Rd", "defend 8 Pl")
    state = act(state, "order 4 8")
    assert notes(state, "combat")[0] == "combat 4 attack 6 defence 6 holds"
    assert spectator(state).board[3] == "F"


# ---------------------------------------------------------------------------
# Resolution order (E8, §9.8)


def _e8(order: str) -> State:
    """E8 (board EEEEEFFF written into the private fields), with this resolution order."""
    state = position("EEEEEFFF", "Rd Pl Sg Sg Ch Ch", "Pl Ch Rd Rd Rd Rd")
    state = act(state, "attack 6 Rd", "defend 6 Pl", "attack 2 Ch", "defend 2 Pl")
    assert legal(state) == {"order 6 2", "order 2 6"}
    return act(state, order)


def test_order_six_then_two_keeps_six_castles_for_the_english() -> None:
    """E8: 6 first: E's run of 5 captures 6 (7 vs 1), then 2 holds (4 vs 3): EEEEEEFF."""
    state = _e8("order 6 2")
    assert notes(state, "combat") == [
        "combat 6 attack 7 defence 1 flips to E",
        "combat 2 attack 3 defence 4 holds",
    ]
    assert spectator(state).board == "EEEEEEFF"


def test_order_two_then_six_leaves_the_english_five_castles() -> None:
    """E8: 2 first: F captures 2 (3 vs 2), then E's run is 3 and captures 6 (3 vs 1)."""
    state = _e8("order 2 6")
    assert notes(state, "combat") == [
        "combat 2 attack 3 defence 2 flips to F",
        "combat 6 attack 3 defence 1 flips to E",
    ]
    assert spectator(state).board == "EFEEEEFF"
    assert spectator(state).board.count("E") == 5
    assert spectator(state).order == (2, 6)


def test_a_first_flip_changes_the_runs_of_the_second_combat() -> None:
    """§9.8: capturing 6 first lengthens the defender's run at 2 (2 -> 4 defence);
    capturing 2 first cuts the attacker's run at 6 (7 -> 3 attack)."""
    six_first = notes(_e8("order 6 2"), "combat")
    two_first = notes(_e8("order 2 6"), "combat")
    assert "defence 4" in six_first[1]
    assert "defence 2" in two_first[0]
    assert "attack 7" in six_first[0]
    assert "attack 3" in two_first[1]


def test_the_e8_turn_logs_in_canonical_notation() -> None:
    """§11: the E8 turn logs attack 6 Rd, defend 6 Pl, attack 2 Ch, defend 2 Pl, order 2 6."""
    state = _e8("order 2 6")
    texts = [e.text for e in spectator(state).events if e.actor != "chance"]
    seat_texts = [t for t in texts if t.split()[0] in ("attack", "defend", "order")]
    assert seat_texts[-5:] == ["attack 6 Rd", "defend 6 Pl", "attack 2 Ch", "defend 2 Pl",
                               "order 2 6"]  # fmt: skip


# ---------------------------------------------------------------------------
# Card values (§9.2 .. §9.6)


@pytest.mark.parametrize(
    ("group", "value"),
    [
        ("Pl", 1),
        ("Rd Pl", 2),
        ("Pl Pl", 3),
        ("Pl Pl Pl", 6),
        ("Pl Pl Pl Pl", 9),
        ("Pl Pl Pl Pl Pl", 10),
        ("Pl Pl Pl Pl Pl Pl", 11),
    ],
)
def test_pillage_bonus_in_defence(group: str, value: int) -> None:
    """§9.2: one pillage gives no bonus, two +1, three +3, four or more (five, six) +5."""
    state = deal()
    assert state.defence_value(counts(group), 0, E) == value


def test_main_cards_in_defence_count_one_each() -> None:
    """§9.3: a siège in defence is worth 1; Sg+Ch+Rd defends for 3."""
    state = deal()
    assert state.defence_value(counts("Sg"), 0, E) == 1
    assert state.defence_value(counts("Sg Ch Rd"), 0, E) == 3


def test_pillages_in_an_attack_add_one_each_without_a_bonus() -> None:
    """§9.4: Rd+Pl+Pl+Pl+Pl attacks for 2 + 4 = 6, not 2 + 4 + 5."""
    state = deal()
    assert state.attack_value(counts("Rd Pl Pl Pl Pl"), 1, E) == 6
    assert state.attack_value(counts("Pl Pl"), 1, E) == 2


def test_an_end_castle_has_a_run_on_one_side_only() -> None:
    """§9.5 (board FEEEFFFE, private fields): at 1 only the right run, at 8 only the left."""
    state = position("FEEEFFFE", "Rd Pl Pl Sg Ch Ch", "Sg Ch Rd Pl Pl Rd")
    assert state.runs(0, E) == (0, 3)
    assert state.chain(0, E) == 1
    assert state.runs(7, F) == (3, 0)
    assert state.chain(7, F) == 1
    state = act(state, "attack 1 Rd", "defend 1 Pl", "attack 8 Rd", "defend 8 Pl")
    state = act(state, "order 1 8")
    assert notes(state, "combat") == [
        "combat 1 attack 3 defence 1 flips to E",
        "combat 8 attack 3 defence 1 flips to F",
    ]


def test_runs_stop_at_the_other_colour_and_never_include_the_contested_tile() -> None:
    """§9.6 (board EEEEFFFE, private fields): runs end at an F castle or the row's end."""
    state = position("EEEEFFFE", "Rd Pl Pl Sg Ch Ch", "Sg Ch Rd Pl Pl Rd")
    assert state.runs(4, E) == (4, 0)
    assert state.runs(4, F) == (0, 2)
    assert state.runs(3, E) == (3, 0)  # E defending 4: the tile itself is not counted
    assert state.chain(3, E) == 1  # a run of 3, not 4
    assert state.runs(0, E) == (0, 3)
    assert state.runs(7, F) == (3, 0)


def test_both_long_runs_score() -> None:
    """§9.7 (board EEEFEEEE, private fields): runs of 3 and 4 give 1 + 3 = 4."""
    state = position("EEEFEEEE", "Rd Pl Pl Sg Ch Ch", "Sg Ch Rd Pl Pl Rd")
    assert state.chain(3, E) == 1 + 3


# ---------------------------------------------------------------------------
# A turn's combats (§9.9, §9.10, §9.11, §9.16)


def test_a_last_castle_is_the_one_its_owner_defends() -> None:
    """§9.9 (board EEEFEEEE, private fields): F's only castle 4 is where F defends."""
    state = position("EEEFEEEE", "Rd Pl Pl Sg Ch Ch", "Sg Pl Pl Pl Pl Rd")
    state = act(state, "defend 1 Pl", "attack 1 Rd")
    assert legal(state)
    assert all(t.startswith("defend 4 ") for t in legal(state))


def test_losing_a_last_castle_mid_turn_does_not_end_the_game() -> None:
    """§9.9 (board EEEFEEEE, private fields): E captures 4 first (all 8 mid-turn), then F
    captures 1 (7 against 1 + 5); the end board FEEEEEEE has no 8-castle winner."""
    state = position("EEEFEEEE", "Rd Pl Pl Sg Ch Ch", "Sg Pl Pl Pl Pl Rd")
    state = act(state, "attack 4 Rd", "defend 4 Pl", "attack 1 Sg+Pl+Pl+Pl", "defend 1 Pl")
    state = act(state, "order 4 1")
    assert notes(state, "combat") == [
        "combat 4 attack 6 defence 1 flips to E",
        "combat 1 attack 7 defence 6 flips to F",
    ]
    assert not state.is_over
    assert spectator(state).board == "FEEEEEEE"
    assert notes(state, "E holds") == []


def test_both_combats_may_flip_in_one_turn() -> None:
    """§9.10: E captures 4 (4 vs 1) and F captures 3 (4 vs 1): EFFEEFEF."""
    state = deal()
    state = act(state, "attack 4 Ch+Pl", "defend 4 Pl", "attack 3 Sg", "defend 3 Pl")
    state = act(state, "order 4 3")
    assert notes(state, "combat") == [
        "combat 4 attack 4 defence 1 flips to E",
        "combat 3 attack 4 defence 1 flips to F",
    ]
    assert spectator(state).board == "EFFEEFEF"


def test_a_first_player_out_of_main_cards_attacks_with_pillages_only() -> None:
    """§9.11: E defends 3 with Sg+Ch, its only main cards, then attacks Y with pillages."""
    state = deal("Sg Ch Pl Pl Pl Pl")
    state = act(state, "defend 3 Sg+Ch", "attack 3 Rd", "defend 4 Pl")
    assert legal(state) == {"attack 4 " + "+".join(["Pl"] * k) for k in range(1, 5)}
    state = act(state, "attack 4 Pl+Pl+Pl", "order 3 4")
    assert notes(state, "combat")[1] == "combat 4 attack 3 defence 1 flips to E"


def test_a_pillage_only_attack_is_illegal_while_a_main_card_is_held() -> None:
    """§4.2: an attack holds exactly one main card when the hand has one."""
    state = deal("Sg Ch Rd Rd Pl Pl")
    assert "attack 4 Pl" not in legal(state)
    assert "attack 4 Sg+Ch" not in legal(state)
    with pytest.raises(royaumes.IllegalActionError):
        apply(state, 0, "attack 4 Pl+Pl")


def test_y_differs_from_x_and_may_be_adjacent() -> None:
    """§9.16: after E attacks 4, F attacks one of E's castles 1, 3, 5, 7 (3 and 5 adjacent)."""
    state = act(deal(), "attack 4 Rd", "defend 4 Pl")
    castles = {int(t.split()[1]) for t in legal(state)}
    assert castles == {1, 3, 5, 7}
    assert 4 not in castles
    state = act(state, "attack 5 Rd", "defend 5 Pl")
    assert legal(state) == {"order 4 5", "order 5 4"}


def test_y_must_differ_from_x_even_among_the_french_defences() -> None:
    """§9.16: after E defends 3 and F attacks it, F defends one of its own 2, 4, 6, 8."""
    state = act(deal(), "defend 3 Pl", "attack 3 Rd")
    assert {int(t.split()[1]) for t in legal(state)} == {2, 4, 6, 8}


def test_the_second_player_may_empty_its_hand_at_y() -> None:
    """§4.1 step 2b: after answering at X, P2 may place all its remaining cards at Y."""
    state = act(deal(), "defend 3 Pl", "attack 3 Rd")
    assert "defend 2 Sg+Ch+Rd+Pl+Pl" in legal(state)
    state = act(state, "defend 2 Sg+Ch+Rd+Pl+Pl")
    assert spectator(state).hand_sizes == (5, 0)


def test_a_decision_with_one_legal_option_is_still_asked() -> None:
    """§4.3: E, left with a single pillage, is asked to answer at Y with it."""
    state = deal("Rd Pl Pl Pl Pl Pl")
    state = act(state, "attack 4 Rd+Pl+Pl+Pl+Pl", "defend 4 Pl", "attack 1 Rd")
    assert state.to_move == (0,)
    assert legal(state) == {"defend 1 Pl"}
    state = act(state, "defend 1 Pl")
    assert legal(state) == {"order 1 4", "order 4 1"}


def test_the_english_refill_before_the_french() -> None:
    """§4.1 step 7: after the turn, the first refill draws are English's (seen by it only)."""
    state = act(deal(), "attack 4 Rd", "defend 4 Pl", "attack 3 Rd", "defend 3 Pl")
    state = act(state, "order 4 3")
    state = chance(state, "draw Sg", "draw Ch")
    assert spectator(state).hand_sizes == (6, 4)
    assert [e.text for e in state.view(0).events[-2:]] == ["draw Sg", "draw Ch"]
    assert [e.text for e in state.view(1).events[-2:]] == ["draw ?", "draw ?"]
    state = chance(state, "draw Pl", "draw Pl")
    assert spectator(state).hand_sizes == (6, 6)
    assert spectator(state).pile_sizes == (10, 10)
    discard = spectator(state).discard
    assert discard == {"E": {"Sg": 0, "Ch": 0, "Rd": 1, "Pl": 1},
                       "F": {"Sg": 0, "Ch": 0, "Rd": 1, "Pl": 1}}  # fmt: skip
    assert state.to_move == (1,)  # the shield passed to the French


# ---------------------------------------------------------------------------
# Refill, end and scoring (E9 .. E12, §9.12 .. §9.15)


def test_a_short_pile_refills_what_it_can() -> None:
    """E9, §9.12 (hands and piles written into the private fields): E ends the turn with 2
    cards and 3 in its pile, F with 4 and an empty pile; E draws 3 (to 5), F nothing."""
    state = position(
        "EFEFEFEF", "Rd Pl Sg Ch", "Rd Pl Pl Pl Sg Ch", english_pile="Ch Rd Pl", french_pile=""
    )
    state = act(state, "attack 4 Rd", "defend 4 Pl", "attack 3 Rd", "defend 3 Pl")
    state = act(state, "order 4 3")
    view = spectator(state)
    assert view.hand_sizes == (2, 4)
    assert state.to_move == (CHANCE,)
    assert {str(a) for a, _ in state.chance_outcomes()} == {"draw Ch", "draw Rd", "draw Pl"}
    state = chance(state, "draw Ch", "draw Rd", "draw Pl")
    view = spectator(state)
    assert view.hand_sizes == (5, 4)
    assert view.pile_sizes == (0, 0)
    assert not state.is_over
    assert view.turn == 2
    assert view.first_player == "F"
    assert state.to_move == (1,)


def test_uneven_piles_end_the_game_when_one_hand_falls_below_two() -> None:
    """§9.13 (private fields): F's pile is empty and F keeps 1 card; E still has a pile,
    refills first, and the game ends."""
    state = position("EFEFEFEF", "Sg Ch Rd Rd Pl Pl", "Rd Pl Ch", french_pile="")
    state = act(state, "attack 4 Rd", "defend 4 Pl", "attack 3 Rd", "defend 3 Pl")
    state = act(state, "order 4 3")
    assert not state.is_over
    state = chance(state, "draw Sg", "draw Pl")
    assert state.is_over
    view = spectator(state)
    assert view.hand_sizes == (6, 1)
    assert view.pile_sizes == (10, 0)
    assert notes(state, "cards exhausted") == ["cards exhausted"]


def _e10() -> State:
    """E10 (private fields): the last turn from FFEEEFEE with piles empty; both combats hold,
    E keeps Sg Pl Pl (3 cards) and F keeps Ch (1 card)."""
    state = position(
        "FFEEEFEE", "Sg Rd Pl Pl Pl Pl", "Ch Rd Pl Pl", english_pile="", french_pile=""
    )
    state = act(state, "attack 2 Rd", "defend 2 Pl+Pl", "attack 7 Rd", "defend 7 Pl+Pl")
    return act(state, "order 2 7")


def test_card_exhaustion_ends_and_scores_the_game() -> None:
    """E10: board FFEEEFEE, E 3 cards, F 1: E 5 + 3 + 3 = 11, F 3 + 1 + 2 = 6; E wins."""
    state = _e10()
    assert notes(state, "combat") == [
        "combat 2 attack 3 defence 3 holds",  # E's right run 3-5 gives +1
        "combat 7 attack 2 defence 3 holds",
    ]
    assert state.is_over
    assert spectator(state).board == "FFEEEFEE"
    assert spectator(state).hand_sizes == (3, 1)
    assert state.largest_group(E) == 3
    assert state.largest_group(F) == 2
    assert (state.score(0), state.score(1)) == (11, 6)
    result = state.result
    assert result is not None
    assert result.points == (11, 6)
    assert result.winners == (0,)
    assert result.ranks == (1, 2)


def test_cards_in_hand_score_one_each() -> None:
    """§9.14 (E10's end, one more card written into F's private hand): F scores 7, not 6."""
    state = _e10()
    richer = state._evolve()
    richer._hands = (state._hands[0], counts("Ch Pl"))
    assert richer.score(1) == state.score(1) + 1 == 7


def test_equal_scores_go_to_the_larger_largest_group() -> None:
    """E11 (private fields): the last turn ends EEFFFEEF with E 2 cards and F 1; both score
    8 and F wins on its group of 3."""
    state = position("EEFFFEEF", "Sg Rd Pl Pl Pl", "Ch Rd Pl Pl", english_pile="", french_pile="")
    state = act(state, "attack 4 Rd", "defend 4 Pl+Pl", "attack 1 Rd", "defend 1 Pl+Pl")
    state = act(state, "order 4 1")
    assert notes(state, "combat") == [
        "combat 4 attack 2 defence 3 holds",
        "combat 1 attack 2 defence 3 holds",
    ]
    assert state.is_over
    assert spectator(state).board == "EEFFFEEF"
    result = state.result
    assert result is not None
    assert result.points == (8, 8)
    assert result.winners == (1,)
    assert result.ranks == (2, 1)


def _e12(english: str, french: str, order: str, **piles: str) -> State:
    """E12 (board EEEEEEEF and F holding the shield, private fields)."""
    state = position("EEEEEEEF", english, french, first="F", **piles)
    assert state.to_move == (1,)
    state = act(state, "defend 8 Rd+Pl", "attack 8 Ch", "defend 1 Pl", "attack 1 Sg")
    return act(state, order)


@pytest.mark.parametrize("order", ["order 8 1", "order 1 8"])
def test_eight_castles_win_at_once(order: str) -> None:
    """E12: E captures 8 (3 + 5 vs 2) and holds 1 (4 vs 1 + 5) in either order, and wins."""
    state = _e12("Sg Sg Ch Rd Pl Pl", "Sg Rd Pl Pl Pl Pl", order)
    combats = sorted(notes(state, "combat"))
    assert combats == [
        "combat 1 attack 4 defence 6 holds",
        "combat 8 attack 8 defence 2 flips to E",
    ]
    assert state.is_over
    assert spectator(state).board == "EEEEEEEE"
    assert notes(state, "E holds every castle") == ["E holds every castle"]
    result = state.result
    assert result is not None
    assert result.winners == (0,)
    assert result.points == (8 + 4 + 8, 0 + 3 + 0)  # F placed 3 of its 6 cards


def test_eight_castles_take_precedence_over_card_exhaustion() -> None:
    """§9.15 (private fields): both hands and piles run out in E12's turn; E still wins on
    8 castles, and the game is not scored as exhausted."""
    state = _e12("Ch Pl", "Sg Rd Pl", "order 8 1", english_pile="", french_pile="")
    assert state.is_over
    assert notes(state, "cards exhausted") == []
    assert notes(state, "E holds every castle") == ["E holds every castle"]
    result = state.result
    assert result is not None
    assert result.winners == (0,)
    assert result.points == (16, 0)


# ---------------------------------------------------------------------------
# Hidden information (§7)


def test_draws_are_seen_by_their_drawer_only() -> None:
    """§7: the French reads English draws as ``draw ?``; each seat sees only its hand."""
    state = deal("Sg Ch Rd Rd Pl Pl", "Pl Pl Pl Pl Rd Rd")
    mine = [e.text for e in state.view(0).events if e.text.startswith("draw")]
    theirs = [e.text for e in state.view(1).events if e.text.startswith("draw")]
    assert mine[:6] == draws("Sg Ch Rd Rd Pl Pl")
    assert mine[6:] == ["draw ?"] * 6
    assert theirs[:6] == ["draw ?"] * 6
    assert theirs[6:] == draws("Pl Pl Pl Pl Rd Rd")
    assert state.view(0).hand == ("Sg", "Ch", "Rd", "Rd", "Pl", "Pl")
    assert state.view(1).hand == ("Rd", "Rd", "Pl", "Pl", "Pl", "Pl")
    assert spectator(state).hand is None
    assert all(e.text == "draw ?" for e in spectator(state).events if e.text.startswith("draw"))


def test_a_face_down_group_shows_its_size_until_the_reveal() -> None:
    """§7, §11: F reads ``attack 4 [2 cards]`` with ``cards=None``; after the order the
    full text is public."""
    state = act(deal(), "attack 4 Ch+Pl")
    event = state.view(1).events[-1]
    assert event.text == "attack 4 [2 cards]"
    assert event.is_redacted
    (placement,) = state.view(1).placements
    assert (placement.castle, placement.side, placement.role) == (4, "E", "attack")
    assert placement.cards is None
    assert placement.size == 2
    assert state.view(0).placements[0].cards == "Ch+Pl"
    assert state.view(0).events[-1].text == "attack 4 Ch+Pl"
    state = act(state, "defend 4 Pl")
    assert state.view(0).events[-1].text == "defend 4 [1 card]"
    state = act(state, "attack 1 Rd", "defend 1 Pl")
    assert spectator(state).placements[0].cards is None  # before_reveal: still face down
    state = act(state, "order 4 1")
    assert notes(state, "reveal") == [
        "reveal E:attack 4 Ch+Pl, F:defend 4 Pl, F:attack 1 Rd, E:defend 1 Pl"
    ]
    texts = [e.text for e in state.view(1).events]
    assert "attack 4 Ch+Pl" in texts
    assert [p.cards for p in spectator(state).placements] == ["Ch+Pl", "Pl", "Rd", "Pl"]


# ---------------------------------------------------------------------------
# Bad input


@pytest.mark.parametrize("num_players", [1, 3])
def test_only_two_players_may_sit(num_players: int) -> None:
    """§1: a two-player game."""
    with pytest.raises(royaumes.ConfigError):
        GAME.new_state(num_players)


@pytest.mark.parametrize(
    "options",
    [
        {"chain_mode": "both"},
        {"order_timing": "never"},
        {"no_main_card": "skip"},
        {"sides": "seat1_english"},
        {"final_tie": "coin"},
        {"hand_size": 1},
        {"hand_size": 9},
        {"colour": "red"},
    ],
)
def test_bad_options_are_refused(options: dict[str, object]) -> None:
    """§8 configuration keys: unknown keys and values out of range are refused."""
    with pytest.raises(royaumes.ConfigError):
        new(**options)


@pytest.mark.parametrize(
    "text",
    ["attack 4 Pl+Ch", "attack 9 Rd", "attack 0 Rd", "Attack 4 Rd", "attack 4 Rd ",
     "attack 4", "defend 3 Rd Pl", "order 6", "draw Xx", "sides EE", ""],
)  # fmt: skip
def test_malformed_text_is_not_an_action(text: str) -> None:
    """§11: the parser accepts exactly the canonical text (group order Sg, Ch, Rd, Pl)."""
    with pytest.raises(royaumes.InvalidActionError):
        GAME.parse_action(text)


def test_canonical_texts_round_trip() -> None:
    """§11: ``str(parse_action(t)) == t`` for the notation's examples."""
    for text in ("attack 4 Ch+Pl", "defend 3 Rd+Pl+Pl", "order 6 2", "sides FE", "draw Pl",
                 "defend 1 Pl+Pl+Pl+Pl+Pl+Pl+Pl+Pl"):  # fmt: skip
        assert str(GAME.parse_action(text)) == text


def test_the_other_seat_may_not_move() -> None:
    """§4.1: P1 opens; the French seat acting first is refused."""
    state = deal()
    with pytest.raises(royaumes.NotYourTurnError):
        apply(state, 1, "attack 1 Rd")


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("attack 4 Sg+Pl+Pl+Pl", "not all in your hand"),
        ("attack 4 Ch+Ch", "not all in your hand"),
        ("attack 3 Rd", "not allowed"),
        ("defend 4 Pl", "not allowed"),
        ("defend 3 Sg+Ch+Rd+Rd+Pl+Pl", "not allowed"),
        ("order 4 3", "waits for the open_x step"),
    ],
)
def test_illegal_actions_are_refused_with_a_reason(text: str, reason: str) -> None:
    """§4.1, §4.2: cards not held, the wrong role for the castle, the whole hand at X."""
    state = deal("Sg Ch Rd Rd Pl Pl")
    before = state.view(0).to_json()
    with pytest.raises(royaumes.IllegalActionError, match=reason):
        apply(state, 0, text)
    assert state.view(0).to_json() == before
    assert state.num_actions == 13


def test_the_second_player_keeps_a_card_when_answering_at_x() -> None:
    """§4.1 step 2a: P2 may not put its whole hand at X."""
    state = act(deal(), "attack 4 Rd")
    assert "defend 4 Sg+Ch+Rd+Rd+Pl+Pl" not in legal(state)
    assert "defend 4 Sg+Ch+Rd+Rd+Pl" in legal(state)
    with pytest.raises(royaumes.IllegalActionError, match="not allowed"):
        apply(state, 1, "defend 4 Sg+Ch+Rd+Rd+Pl+Pl")


def test_no_move_after_the_end() -> None:
    """§6: after the game ends every action is refused as game over."""
    for state in (_e10(), _e12("Sg Sg Ch Rd Pl Pl", "Sg Rd Pl Pl Pl Pl", "order 8 1")):
        assert state.to_move == ()
        assert state.legal_actions(0) == ()
        for seat in (0, 1, CHANCE):
            with pytest.raises(royaumes.GameOverError):
                apply(state, seat, "attack 1 Rd")


# ---------------------------------------------------------------------------
# Action table


def test_num_distinct_actions_matches_the_action_table() -> None:
    """§11: attacks and defences at 8 castles for every group of 1 to 8 cards, plus 64 orders;
    the chance outcomes are the 2 side draws and the 4 card types."""
    table = rules._table().actions
    seat_kinds = (rules.ActionKind.ATTACK, rules.ActionKind.DEFEND, rules.ActionKind.ORDER)
    seat_actions = [a for a in table if a.kind in seat_kinds]
    assert GAME.spec.num_distinct_actions == len(seat_actions)
    assert GAME.spec.max_chance_outcomes == len(table) - len(seat_actions)
    assert len(rules._groups()) == 494
    for index, action in enumerate(table):
        assert GAME.action_id(action) == index
        assert GAME.action_from_id(index) == action


# ---------------------------------------------------------------------------
# Invariants along random playouts (§2, §4.1, §6)


def _cards_per_side(state: State, with_placed: bool) -> list[int]:
    """Per side (E, F): hand + pile + discard (+ this turn's placed cards)."""
    view = spectator(state)
    assert view.sides is not None
    out = []
    for side in "EF":
        seat = view.sides.index(side)
        total = view.hand_sizes[seat] + view.pile_sizes[seat] + sum(view.discard[side].values())
        if with_placed:
            total += sum(p.size for p in view.placements if p.side == side)
        out.append(total)
    return out


def _check_turn(before: State, after: State) -> None:
    """§4.1: at the order choice, 4 groups at two castles, each side attacking once and
    defending once; after it, two combats at those two different castles."""
    placements = spectator(before).placements
    assert len(placements) == 4
    castles = {p.castle for p in placements}
    assert len(castles) == 2
    for side in "EF":
        assert sorted(p.role for p in placements if p.side == side) == ["attack", "defend"]
    for castle in castles:
        assert {p.side for p in placements if p.castle == castle} == {"E", "F"}
    combats = notes(after, "combat ")
    assert len(combats) == len(notes(before, "combat ")) + 2
    assert {int(c.split()[1]) for c in combats[-2:]} == castles


@settings(max_examples=25, deadline=None)
@given(
    rng=st.randoms(use_true_random=False),
    order_timing=st.sampled_from(["before_reveal", "after_reveal"]),
    no_main_card=st.sampled_from(["pillage_attack", "end_game"]),
    chain_mode=st.sampled_from(["per_side_sum", "per_side_max", "combined"]),
)
def test_random_playouts_keep_the_invariants(
    rng: random.Random, order_timing: str, no_main_card: str, chain_mode: str
) -> None:
    """§2: 18 cards per side across hand, pile, placed cards and discard; §4.1: two combats
    per turn at two castles, each side attacking once and defending once; §6: at most 9
    turns, and the game always ends with a result."""
    state = new(order_timing=order_timing, no_main_card=no_main_card, chain_mode=chain_mode)
    turns_checked = 0
    for _ in range(GAME.max_game_length(2) + 1):
        if state.is_over:
            break
        (seat,) = state.to_move
        if seat == CHANCE:
            outcomes = state.chance_outcomes()
            assert sum(p for _, p in outcomes) == pytest.approx(1.0)
            action = rng.choice([a for a, _ in outcomes])
        else:
            # before the resolution, the turn's placed cards are not yet discarded
            assert _cards_per_side(state, with_placed=True) == [18, 18]
            if spectator(state).phase is Phase.OPEN_X:
                assert min(spectator(state).hand_sizes) >= 2
            options = state.legal_actions(seat)
            assert options, f"no legal action at {state!r}"
            action = rng.choice(options)
        after = state.apply(seat, action)
        assert isinstance(after, State)
        if spectator(state).phase is Phase.ORDER:
            _check_turn(state, after)
            turns_checked += 1
        state = after
    assert state.is_over
    view = spectator(state)
    assert view.turn <= 9
    assert turns_checked == view.turn or (turns_checked == 0 and notes(state, "no main card"))
    all_castles = view.board in ("EEEEEEEE", "FFFFFFFF")
    # after an 8-castle win the placed cards are not discarded (§6.5: no refill)
    assert _cards_per_side(state, with_placed=all_castles) == [18, 18]
    result = state.result
    assert result is not None
    assert result.points == (state.score(0), state.score(1))
