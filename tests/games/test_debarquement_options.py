"""The options of Débarquement (spec ``shared/rules/deux_rois.md`` §3.12), each
against its DEFAULT.

States are built by applying chance outcomes explicitly (see
``_debarquement_helpers``); tests that write the captures of a deal's last
turn into the engine's private fields (``last_turn``) say so. Boats are 0
(Norman) and 1 (English); seats A, B, C are 0, 1, 2.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

import royaumes
from royaumes import HOST
from royaumes.errors import ConfigError, IllegalActionError, NotYourTurnError
from royaumes.games.debarquement import GAME, Phase, State, boat_value

from ._debarquement_helpers import (
    ENGLISH,
    NORMAN,
    apply,
    auto,
    deal,
    draw,
    fill,
    last_turn,
    legal,
    new,
    notes,
    spectator,
    start,
    turn,
)

A, B, C = 0, 1, 2

D1_HANDS = fill([[27, 19, 41], [12, 8, 3], [44, 33, 47]])
"""D1 (§3.14): A plays 27 19 41, B 12 8 3, C 44 33 47."""

GREEN_HANDS = fill([[27, 19, 41], [12, 8, 3], [35, 33, 47]])
"""D1 with green 35 for 44: C's capture is (0+1+2+3+3+4+4) × 2 = 34, not single-colour."""

D2_HANDS = fill([[11, 17, 13], [14, 30, 16], [29, 39, 25], [20, 24, 31]])
"""D2 (§3.14): two captures in turn 3."""

DEAL_1 = [
    [[38, 40, 42, 46, 48], [1, 3, 11]],  # 20
    [[13, 15, 17, 19, 22, 49]],  # −6
    [[37, 39, 41, 45, 47], [24, 28, 30, 32, 34]],  # 31
]
"""D5's deal 1 (§3.14): A 20, B −6, C 31."""

LAST = [4, 2, 5]
"""A last turn without capture: 4 → N, 2 and 5 → E."""


def three_turns(
    hands: Sequence[Sequence[int]], plays: Sequence[Sequence[int]], **options: object
) -> State:
    """Three turns with these plays (neutral cards to Norman), with draws in between."""
    state = start(hands, **options)
    for k, cards in enumerate(plays):
        if k:
            state = draw(state)
        state = turn(state, *cards, boats={44: "norman", 35: "norman", 25: "english"})
    return state


def green_capture(**options: object) -> State:
    """C captures {3, 19, 27, 33, 35, 41, 47} (34, mixed) at the end of turn 3."""
    return three_turns(GREEN_HANDS, [(27, 12, 35), (19, 8, 33), (41, 3, 47)], **options)


# ---------------------------------------------------------------------------
# Bad options


@pytest.mark.parametrize(
    ("num_players", "options", "match"),
    [
        (3, {"first_seat": 3}, "first_seat"),
        (2, {"first_seat": 5}, "first_seat"),
        (3, {"threshold": 0}, "threshold"),
        (3, {"max_deals": 0}, "max_deals"),
        (3, {"draw_rule": "random"}, "draw_rule"),
        (3, {"no_such_option": 1}, "no_such_option"),
        (1, {}, "player"),
        (9, {}, "player"),
    ],
)
def test_bad_options_raise_config_error(
    num_players: int, options: dict[str, object], match: str
) -> None:
    """§3.12: options outside their range, unknown options and bad player counts (2–8)."""
    with pytest.raises(royaumes.ConfigError, match=match):
        GAME.new_state(num_players, options)


def test_clock_settings_have_no_rules_effect() -> None:
    """§3.8, §3.12: ``selection_seconds`` and ``placement_seconds`` are clock settings."""
    state = three_turns(D1_HANDS, [(27, 12, 44)], selection_seconds=5, placement_seconds=3)
    assert spectator(state).boats == spectator(three_turns(D1_HANDS, [(27, 12, 44)])).boats
    with pytest.raises(ConfigError):
        new(3, selection_seconds=0)


# ---------------------------------------------------------------------------
# threshold, end_rule, max_deals (§3.6)


def test_threshold_30_ends_the_game_where_66_goes_on() -> None:
    """§3.6, D5/D6: A 20, B −6, C 31 after deal 1: under 66 a new deal starts; under 30
    (Conquête rapide) the game ends, B wins. (Captures written by ``last_turn``.)"""
    state = turn(last_turn(LAST, DEAL_1), *LAST)
    assert not state.is_over
    assert spectator(state).deal == 2
    state = turn(last_turn(LAST, DEAL_1, threshold=30), *LAST)
    assert state.is_over
    result = state.result
    assert result is not None
    assert result.winners == (B,)


def test_threshold_after_capture_ends_the_game_at_once() -> None:
    """§3.6 ``end_rule=threshold_after_capture``: C's capture worth 34 ends the game right
    away with the provisional totals; under the DEFAULT the deal goes on."""
    state = green_capture(threshold=30)
    assert not state.is_over
    state = green_capture(threshold=30, end_rule="threshold_after_capture")
    assert state.is_over
    view = spectator(state)
    assert (view.deal, view.turn) == (1, 3)
    assert view.totals == (0, 0, 34)
    assert notes(state, "deal_score") == ["deal_score 0:0,1:0,2:34"]
    assert notes(state, "totals") == ["totals 0:0,1:0,2:34"]
    result = state.result
    assert result is not None
    assert result.winners == (A, B)


def test_threshold_after_capture_applies_the_single_colour_rule() -> None:
    """§3.6: the provisional total applies the single-colour rule: D1's capture is −14,
    so threshold 10 is not reached and the game goes on."""
    state = three_turns(
        D1_HANDS,
        [(27, 12, 44), (19, 8, 33), (41, 3, 47)],
        threshold=10,
        end_rule="threshold_after_capture",
    )
    assert notes(state, "captured") == ["captured 2 norman"]
    assert not state.is_over


def test_elimination_plays_on_without_the_eliminated_player() -> None:
    """§3.6 ``end_rule=elimination``: C (31 ≥ 30) is eliminated after deal 1; A and B play
    deal 2 alone (12 cards dealt, 25 turns); at the deal limit the lowest remaining total
    wins and C ranks last. (Deal 1's captures written by ``last_turn``.)"""
    state = last_turn(LAST, DEAL_1, threshold=30, end_rule="elimination", max_deals=2)
    state = turn(state, *LAST)
    view = spectator(state)
    assert not state.is_over
    assert notes(state, "eliminated") == ["eliminated 2"]
    assert view.eliminated == (False, False, True)
    assert (view.deal, view.first_seat) == (2, 1)
    state = deal(state, fill([[], [], []])[:2] + [[]])
    view = spectator(state)
    assert view.hand_sizes == (6, 6, 0)
    assert view.pile_size == 38
    assert state.to_move == (A, B, HOST)
    state = auto(state)
    view = spectator(state)
    assert len(notes(state, "reveal ")) == 1 + 25
    result = state.result
    assert result is not None
    assert result.ranks[C] == 3
    low = min(view.totals[A], view.totals[B])
    assert result.winners == tuple(p for p in (A, B) if view.totals[p] == low)


def test_elimination_ends_when_one_player_remains() -> None:
    """§3.6: A and C reach 30 in the same deal: both are eliminated, B remains and wins
    at once. (Captures written by ``last_turn``.)"""
    captures = [[[35, 38, 40, 42, 46]], [], [[36, 37, 45, 47, 48, 34]]]  # 36, 0, 42
    state = last_turn(LAST, captures, threshold=30, end_rule="elimination")
    state = turn(state, *LAST)
    assert state.is_over
    assert notes(state, "eliminated") == ["eliminated 0", "eliminated 2"]
    result = state.result
    assert result is not None
    assert result.winners == (B,)


def test_elimination_of_all_last_players_lets_the_lowest_win() -> None:
    """§3.6: if the last players are all eliminated in the same deal, the lowest of them
    wins. (Totals and captures written by ``last_turn``.)"""
    state = last_turn(LAST, [[], [], []], totals=[40, 35, 50], threshold=30, end_rule="elimination")
    state = turn(state, *LAST)
    assert state.is_over
    result = state.result
    assert result is not None
    assert result.winners == (B,)
    assert result.ranks == (2, 1, 3)


def test_max_deals_ends_the_game_after_that_many_deals() -> None:
    """§3.6: ``max_deals=1`` stops after deal 1; the DEFAULT (40) starts deal 2."""
    state = auto(new(8, max_deals=1))
    assert state.is_over
    assert spectator(state).deal == 1
    state = auto(new(8), until_deal=2)
    assert not state.is_over
    assert spectator(state).deal == 2


# ---------------------------------------------------------------------------
# first_seat, first_seat_rotation (§3.2)


@pytest.mark.parametrize(("rotation", "second"), [("clockwise", 0), ("fixed", 2)])
def test_first_seat_and_its_rotation(rotation: str, second: int) -> None:
    """§3.2.3: ``first_seat=2`` is dealt to first; the next deal's first player is the next
    seat up (DEFAULT clockwise) or the same (fixed). (Captures written by ``last_turn``.)"""
    state = last_turn(LAST, DEAL_1, first_seat=2, first_seat_rotation=rotation)
    receivers = [e.to for e in spectator(state).events if e.actor == "chance"]
    assert receivers == ["P2"] * 6 + ["P0"] * 6 + ["P1"] * 6
    assert notes(state, "new_deal") == ["new_deal 1 first 2"]
    state = turn(state, *LAST)
    assert notes(state, "new_deal")[-1] == f"new_deal 2 first {second}"
    assert spectator(state).first_seat == second
    state = apply(state, royaumes.CHANCE, "deal 1")
    assert spectator(state).events[-1].to == f"P{second}"


def test_first_seat_default_is_zero() -> None:
    """§3.12: DEFAULT ``first_seat=0``."""
    state = apply(new(4), royaumes.CHANCE, "deal 7")
    assert spectator(state).first_seat == 0
    assert spectator(state).events[-1].to == "P0"


# ---------------------------------------------------------------------------
# neutral_choice (§3.3.3)


def test_predeclare_chooses_the_boat_with_the_card() -> None:
    """§3.3.3 ``neutral_choice=predeclare``: ``choose 44 english``; the reveal shows
    ``seat:card:boat`` and nobody is asked at placement."""
    state = start(D1_HANDS, neutral_choice="predeclare")
    assert "choose 44 english" in legal(state, C)
    assert "choose 44" not in legal(state, C)
    with pytest.raises(IllegalActionError, match="choose it with its boat"):
        apply(state, C, "choose 44")
    state = turn(state, 27, 12, "44 english")
    assert state.view(C).events[-1].text != "choose ?"
    assert notes(state, "reveal") == ["reveal 0:27,1:12,2:44:english"]
    view = spectator(state)
    assert view.phase is Phase.DRAW
    assert view.boats == (((27,),), ((12,), (44,)))


def test_predeclared_boat_is_hidden_until_the_reveal() -> None:
    """§3.10: the predeclared boat is the chooser's secret: own ``selection`` (44, English),
    the others read ``choose ?``."""
    state = start(D1_HANDS, neutral_choice="predeclare")
    state = apply(state, C, "choose 44 english")
    assert state.view(C).selection == (44, ENGLISH)
    assert state.view(A).selection is None
    assert state.view(A).events[-1].text == "choose ?"


def test_at_placement_refuses_a_predeclared_boat() -> None:
    """§3.12 DEFAULT ``at_placement``: ``choose 44 english`` is not an action."""
    state = start(D1_HANDS)
    assert "choose 44" in legal(state, C)
    with pytest.raises(IllegalActionError, match="when it is placed"):
        apply(state, C, "choose 44 english")


def test_predeclare_timeout_places_the_neutral_card_by_default() -> None:
    """§3.8: under predeclare a timed-out player's lowest card, if neutral, takes the
    placement default (fewer visible cards, Norman on a tie)."""
    state = start(fill([[9, 27], [12], [44]]), neutral_choice="predeclare")
    state = apply(state, B, "choose 12")
    state = apply(state, C, "choose 44 english")
    state = apply(state, HOST, "end_phase")
    assert notes(state, "reveal") == ["reveal 0:9,1:12,2:44:english"]
    assert spectator(state).boats == (((9,),), ((12,), (44,)))


# ---------------------------------------------------------------------------
# revisable_selection (§3.3.1)


def test_revisable_selection_allows_three_selections() -> None:
    """§3.3.1 ``revisable_selection=true``: a new choose replaces the selection, at most 3
    per turn; the last one is revealed; the others saw three ``choose ?``."""
    state = start(D1_HANDS, revisable_selection=True)
    state = apply(state, A, "choose 27")
    assert state.to_move == (A, B, C, HOST)
    state = apply(state, A, "choose 19")
    state = apply(state, A, "choose 41")
    assert state.view(A).selection == (41, None)
    assert state.to_move == (B, C, HOST)
    with pytest.raises(NotYourTurnError):
        apply(state, A, "choose 27")
    state = apply(state, B, "choose 12")
    state = apply(state, C, "choose 44")
    assert notes(state, "reveal") == ["reveal 0:41,1:12,2:44"]
    assert [e.text for e in state.view(B).events if e.actor == "P0"] == ["choose ?"] * 3
    assert not GAME.moves_commute({"revisable_selection": True})


def test_default_selection_is_final() -> None:
    """§3.3.1 DEFAULT: after one choose the seat is no longer to move."""
    state = apply(start(D1_HANDS), A, "choose 27")
    assert state.to_move == (B, C, HOST)


def test_rechoosing_the_current_selection_is_illegal() -> None:
    """§3.3.1 (engine decision): choosing again the selected card is not an action."""
    state = apply(start(D1_HANDS, revisable_selection=True), A, "choose 27")
    assert "choose 27" not in legal(state, A)
    assert "choose 19" in legal(state, A)
    with pytest.raises(IllegalActionError, match="already your selection"):
        apply(state, A, "choose 27")


def test_a_player_holding_a_single_card_cannot_revise() -> None:
    """§3.3.1 (engine decision): with one card left a selection cannot change; the others,
    still to choose, remain to move."""
    state = auto(new(8, revisable_selection=True, max_deals=1), max_turns=5)
    view = spectator(state)
    assert view.hand_sizes == (1,) * 8
    card = (state.view(A).hand or ())[0]
    action = next(iter(legal(state, A)))
    assert action.startswith(f"choose {card}")
    state = apply(state, A, action)
    assert A not in state.to_move
    assert state.to_move == (1, 2, 3, 4, 5, 6, 7, HOST)


# ---------------------------------------------------------------------------
# draw_rule (§3.3.4)


def test_seat_order_draws_until_the_pile_is_empty() -> None:
    """§3.3.4 ``draw_rule=seat_order``: with 3 players the last 2 pile cards go to the first
    two seats after turn 11; seat 2 then runs out first and skips turn 17; all 50 cards
    are played. Under the DEFAULT: 16 turns, 2 cards set aside."""
    state = auto(new(3, max_deals=1, draw_rule="seat_order"), max_turns=11)
    assert spectator(state).hand_sizes == (6, 6, 5)
    assert spectator(state).pile_size == 0
    state = auto(state, max_turns=5)
    assert spectator(state).hand_sizes == (1, 1, 0)
    assert state.to_move == (A, B, HOST)
    state = auto(state)
    reveals = notes(state, "reveal ")
    assert len(reveals) == 17
    assert len(reveals[-1].split(",")) == 2
    assert len(notes(state, "placed ")) == 50
    assert spectator(state).set_aside == 0
    default = auto(new(3, max_deals=1))
    assert len(notes(default, "reveal ")) == 16
    assert spectator(default).set_aside == 2


# ---------------------------------------------------------------------------
# capture_timing (§3.5)


def test_end_of_turn_capture_takes_the_whole_grown_boat() -> None:
    """§3.5 ``capture_timing=end_of_turn``: in D2's turn 3 the boats reach 5 (13 by A,
    16 by B) but take 25 and 31 too (6 visible); at the end of the turn A and B capture
    them whole. DEFAULT: captures at 13 and 16, 25 and 31 in fresh boats."""
    plays = [(11, 14, 29, 20), (17, 30, 39, 24), (13, 16, 25, 31)]
    state = three_turns(D2_HANDS, plays, capture_timing="end_of_turn")
    view = spectator(state)
    assert notes(state, "placed ")[-2:] == ["placed 25 english", "placed 31 norman"]
    assert notes(state, "captured") == ["captured 0 norman", "captured 1 english"]
    assert view.captures[A] == ((11, 13, 17, 29, 31, 39),)
    assert view.captures[B] == ((14, 16, 20, 24, 25, 30),)
    assert view.boats == ((), ())
    default = spectator(three_turns(D2_HANDS, plays))
    assert default.boats == (((31,),), ((25,),))


def test_end_of_turn_boat_may_show_more_than_five_before_the_capture() -> None:
    """§3.5: under end_of_turn the boat shows 6 visible cards while 25's owner chooses."""
    plays = [(11, 14, 29, 20), (17, 30, 39, 24)]
    state = three_turns(D2_HANDS, plays, capture_timing="end_of_turn")
    state = draw(state)
    state = turn(state, 13, 16, 25, 31)
    view = spectator(state)
    assert view.placing == (C, 25)
    assert view.visible(NORMAN) == (11, 13, 17, 29, 39)
    assert view.visible(ENGLISH) == (14, 16, 20, 24, 30)
    # Either boat would show 6; A and B, who brought them to 5, capture them, not C.
    assert [(p.visible, p.captures) for p in view.previews] == [(6, False), (6, False)]
    state = apply(state, C, "place 25 english")
    assert len(spectator(state).visible(ENGLISH)) == 0  # captured at the end of the turn


# ---------------------------------------------------------------------------
# green_mode, mono_scope, mono_ignore, tie_rule (§3.6, §3.7)


@pytest.mark.parametrize(("mode", "score"), [("once", 36), ("per_card", 72)])
def test_green_mode(mode: str, score: int) -> None:
    """§3.7: two green cards double a boat once (DEFAULT) or per card (×4).
    (Captures written by ``last_turn``.)"""
    boat = [35, 36, 40, 42, 46]  # base 3+3+4+4+4 = 18
    assert boat_value(boat, mode) == score
    state = turn(last_turn(LAST, [[boat], [], []], green_mode=mode), *LAST)
    assert spectator(state).deal_scores == (score, 0, 0)


MONO_GAME = [
    [[37, 39, 41, 45, 47], [23, 27, 29, 31, 33]],  # 18 + 12 = 30, all red
    [[12, 14, 16, 18, 20]],  # 6, all blue
    [[4, 24, 28]],  # 4, red and blue
]
MONO_LAST = [1, 2, 5]


def test_mono_scope_deal_negates_each_deal() -> None:
    """§3.7 DEFAULT ``mono_scope=deal``: A −30, B −6, C 4; nobody at 30 → deal 2.
    (Captures written by ``last_turn``.)"""
    state = turn(last_turn(MONO_LAST, MONO_GAME, threshold=30), *MONO_LAST)
    assert spectator(state).deal_scores == (-30, -6, 4)
    assert not state.is_over


def test_mono_scope_game_negates_the_final_total_and_checks_unnegated() -> None:
    """§3.7 ``mono_scope=game``: deal scores un-negated (30, 6, 4); A's un-negated 30
    reaches the threshold and ends the game; the final test negates A and B; A loses
    although lowest (engine decision), B wins. (Captures written by ``last_turn``.)"""
    state = last_turn(MONO_LAST, MONO_GAME, threshold=30, mono_scope="game")
    state = turn(state, *MONO_LAST)
    assert state.is_over
    view = spectator(state)
    assert view.deal_scores == (30, 6, 4)
    assert notes(state, "single_colour") == ["single_colour 0,1"]
    assert notes(state, "totals") == ["totals 0:30,1:6,2:4", "totals 0:-30,1:-6,2:4"]
    assert view.totals == (-30, -6, 4)
    result = state.result
    assert result is not None
    assert result.winners == (B,)
    assert result.ranks == (3, 1, 2)


def test_mono_scope_game_at_the_deal_limit() -> None:
    """§3.7 ``mono_scope=game``: below the threshold, the final negation makes A lowest."""
    state = last_turn(MONO_LAST, MONO_GAME, mono_scope="game", max_deals=1)
    state = turn(state, *MONO_LAST)
    result = state.result
    assert result is not None
    assert spectator(state).totals == (-30, -6, 4)
    assert result.winners == (A,)


@pytest.mark.parametrize(("ignore", "score"), [("grey", 34), ("grey_orange_green", -34)])
def test_mono_ignore(ignore: str, score: int) -> None:
    """§3.7: green 35 breaks the single-colour test (DEFAULT) unless ignored with orange
    and green. (Captures written by ``last_turn``.)"""
    boat = [35, 37, 39, 41, 45]  # (3+3+3+4+4) × 2 = 34
    state = turn(last_turn(LAST, [[boat], [], []], mono_ignore=ignore), *LAST)
    assert spectator(state).deal_scores == (score, 0, 0)


@pytest.mark.parametrize(("rule", "winners"), [("shared", (A, B)), ("fewer_captured_boats", (B,))])
def test_tie_rule(rule: str, winners: tuple[int, ...]) -> None:
    """§3.6: A (2 boats) and B (1 boat) tie at −7: shared (DEFAULT) or B, with fewer
    captured boats. (Captures written by ``last_turn``.)"""
    captures = [
        [[11, 13, 15, 17, 19], [1, 3, 4, 7, 23]],  # 5 + 2, all red → −7
        [[27, 29, 31]],  # 7, all red → −7
        [],
    ]
    state = last_turn([33, 2, 5], captures, max_deals=1, tie_rule=rule)
    state = turn(state, 33, 2, 5)
    assert spectator(state).totals == (-7, -7, 0)
    result = state.result
    assert result is not None
    assert result.winners == winners
    assert result.details["boats_captured"] == [2, 1, 0]


# ---------------------------------------------------------------------------
# captures_visible (§3.10)


def test_captures_hidden_from_others_show_counts_only() -> None:
    """§3.10 ``captures_visible=false``: others' captures are ``None``, their counts are
    given; the capturer sees his own; everything shows once the game is over."""
    plays = [(27, 12, 44), (19, 8, 33), (41, 3, 47)]
    state = three_turns(D1_HANDS, plays, captures_visible=False, max_deals=1)
    other, own, spec = state.view(A), state.view(C), spectator(state)
    assert other.captures == ((), None, None)
    assert spec.captures == (None, None, None)
    assert own.captures[C] is not None
    assert other.capture_counts == spec.capture_counts == ((0, 0), (0, 0), (1, 7))
    assert other.boats_captured == (0, 0, 1)
    default = spectator(three_turns(D1_HANDS, plays))
    assert default.captures[C] is not None
    state = auto(state)
    assert state.is_over
    assert None not in spectator(state).captures
