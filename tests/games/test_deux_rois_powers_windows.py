"""The post-reveal powers of deux_rois.md §2.10 (the windows family): each used from an
options window (§2.6 step 3, §2.14.5), with its effect, who is told what (§4.1), a
precondition refusing it, and its limits."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from royaumes.errors import IllegalActionError
from royaumes.games.deux_rois import config
from royaumes.games.deux_rois.powers_windows import (
    after_action,
    armurier_unable,
    binding_overrides,
    bindings,
    can_accept_pape,
    on_full_reveal,
    pledges,
)
from royaumes.games.deux_rois.rules import GAME, Phase, State

from .test_deux_rois_core import play, setup, texts
from .test_deux_rois_powers import _to


def table(n: int, front: Sequence[int], rooms: str, **options: object) -> State:
    """An even table of ``n``: seat i < len(front) holds ``front[i]`` in ``rooms[i]``; the
    other cards follow in order, filling the rooms evenly."""
    assert n % 2 == 0
    assert len(front) == len(rooms)
    cards = list(front) + [c for c in config.deck(n) if c not in front]
    rest = "N" * (n // 2 - rooms.count("N")) + "E" * (n // 2 - rooms.count("E"))
    return setup(cards, rooms + rest, **options)


def full(state: State, a: int, b: int) -> State:
    """A full share between a and b (a proposes, b accepts)."""
    return play(play(state, a, f"propose full_share {b}"), b, f"accept {a}")


def mate(state: State, seat: int) -> int:
    """A seat in ``seat``'s room whose card triggers nothing (not 5, 6, 12, 13, 14, 21,
    22, 35)."""
    room = state._room[seat]
    quiet = [
        p
        for p in state._present(room)
        if p != seat and state._card[p] not in (5, 6, 12, 13, 14, 21, 22, 35)
    ]
    return quiet[0]


def legal(state: State, seat: int, text: str) -> bool:
    return GAME.parse_action(text) in state.legal_actions(seat)


def refused(state: State, seat: int, text: str) -> None:
    assert not legal(state, seat, text)
    with pytest.raises(IllegalActionError):
        play(state, seat, text)


# -- 31/32 Négociateur ------------------------------------------------------------------------


def test_negociateur_offers_a_swap_that_happens_on_acceptance() -> None:
    state = full(table(32, [31, 4, 3], "NNN"), 0, 1)
    assert legal(state, 0, "power negociateur 1")
    state = play(state, 0, "power negociateur 1")
    assert "offer 0>1 negociateur" in texts(state, 1)
    assert not any("negociateur" in t for t in texts(state, 2))  # the onlooker sees nothing
    assert legal(state, 1, "accept 0")
    state = play(state, 1, "accept 0")
    assert state._card[:2] == (4, 31)
    assert "swap 0,1" in texts(state, 0)
    assert "shown 1 card 31" in texts(state, 1)
    assert "shown 0 card 4" in texts(state, 0)
    assert not any("swap" in t for t in texts(state, 2))
    assert not any("swap" in t for t in texts(state, 20))  # nor the other room


def test_negociateur_counters_reset_when_the_card_changes_holder() -> None:
    state = full(table(32, [31, 4, 3], "NNN"), 0, 1)
    state = play(play(state, 0, "power negociateur 1"), 1, "accept 0")
    state = full(state, 1, 2)  # the new holder of 31 reveals with seat 2
    assert legal(state, 1, "power negociateur 2")


def test_negociateur_needs_a_window_and_a_refusal_spends_nothing() -> None:
    state = table(32, [31, 4, 3], "NNN")
    refused(state, 0, "power negociateur 1")  # no full reveal yet: no window
    state = full(state, 0, 1)
    refused(state, 1, "power negociateur 0")  # card 4 has no such power
    state = play(play(state, 0, "power negociateur 1"), 1, "decline 0")
    refused(state, 0, "power negociateur 1")  # that window's option is used
    state = full(state, 0, 1)
    assert legal(state, 0, "power negociateur 1")  # the refusal spent nothing


def test_negociateur_one_pending_offer_at_a_time() -> None:
    state = table(32, [31, 4, 3], "NNN", window_close="phase_end")
    state = full(full(state, 0, 1), 0, 2)
    state = play(state, 0, "power negociateur 1")
    refused(state, 0, "power negociateur 2")
    state = play(state, 0, "cancel 1")
    assert legal(state, 0, "power negociateur 2")


def test_an_emissary_may_accept_a_negociateur_swap() -> None:
    state = full(table(32, [31, 13], "NN"), 0, 1)
    state = play(play(state, 0, "power negociateur 1"), 1, "accept 0")
    assert state._card[:2] == (13, 31)


# -- 26 Pape ----------------------------------------------------------------------------------


def test_pope_blessing_frees_a_subject_and_converts_him() -> None:
    state = table(36, [26, 35, 4, 3], "NNNN")
    state = full(state, 1, 2)  # the King subjugates card 4
    assert "SUBJECT" in state._cards[4].statuses
    state = full(state, 0, 2)
    state = play(state, 0, "power pape 2")
    assert "offer 0>2 pape" in texts(state, 2)
    assert legal(state, 2, "accept 0")
    assert legal(state, 2, "accept 0 convert")
    state = play(state, 2, "accept 0 convert")
    assert state._cards[4].statuses == frozenset({"CONVERTED"})
    assert "status card 4 blessed" in texts(state, 2)
    assert "status card 4 converted" in texts(state, 2)
    assert "accept 0 convert" in texts(state, 0)  # the Pope learns the answer...
    assert not any(t.startswith("status card 4") for t in texts(state, 0))  # ...not the card
    assert not any("pape" in t or "accept 0" in t for t in texts(state, 3))


def test_pope_blessing_once_per_full_reveal() -> None:
    state = full(table(36, [26, 4], "NN"), 0, 1)
    state = play(play(state, 0, "power pape 1"), 1, "accept 0")
    assert state._cards[4].statuses == frozenset()  # nothing to free, nothing converted
    refused(state, 0, "power pape 1")
    assert legal(full(state, 0, 1), 0, "power pape 1")  # a new full reveal allows another


def test_pope_needs_a_window() -> None:
    state = table(36, [26, 4], "NN")
    refused(state, 0, "power pape 1")


def test_a_confirmed_card_can_only_decline_a_blessing() -> None:
    state = table(36, [26, 35, 4, 36], "NNNN")
    state = full(state, 1, 2)
    state = play(full(state, 3, 2), 3, "power chancelier 2")
    assert "CONFIRMED" in state._cards[4].statuses
    state = play(full(state, 0, 2), 0, "power pape 2")
    assert not can_accept_pape(state, 2, False)
    assert not can_accept_pape(state, 2, True)
    refused(state, 2, "accept 0")  # he can only decline
    refused(state, 2, "accept 0 convert")
    state = play(state, 2, "decline 0")
    assert state._cards[4].statuses == frozenset({"SUBJECT", "CONFIRMED"})


def test_the_monk_and_the_pilgrim_are_not_offered_conversion() -> None:
    state = table(44, [26, 25, 43, 4], "NNNN")
    assert can_accept_pape(state, 1, False)
    assert not can_accept_pape(state, 1, True)
    assert not can_accept_pape(state, 2, True)
    assert can_accept_pape(state, 3, True)
    state = play(full(state, 0, 1), 0, "power pape 1")
    refused(state, 1, "accept 0 convert")
    state = play(state, 1, "accept 0")
    assert "CONVERTED" not in state._cards[25].statuses


# -- 15 Maître d'Armes ------------------------------------------------------------------------


def test_maitre_d_armes_neutralises_the_armurier_and_withdraws_his_full_shares() -> None:
    state = table(16, [15, 6, 3, 4], "NNNN")
    state = play(state, 1, "propose full_share 2")
    state = full(state, 0, 1)
    state = play(state, 0, "power maitre_d_armes 1")
    assert "NEUTRALISED" in state._cards[6].statuses
    assert armurier_unable(state)
    assert "status card 6 neutralised" in texts(state, 0)
    assert "status card 6 neutralised" in texts(state, 1)
    assert not any("neutralised" in t for t in texts(state, 3))
    assert not any(o[0] == 1 and o[2] == "full_share" for o in state._offers)
    assert "cancel 2" in texts(state, 2)  # seen as a cancellation
    refused(state, 0, "power maitre_d_armes 1")  # once per window (unlimited otherwise)


def test_maitre_d_armes_needs_a_partner_who_showed_card_6() -> None:
    state = table(16, [15, 6, 3], "NNN")
    refused(state, 0, "power maitre_d_armes 1")  # no window
    state = full(state, 0, 2)
    refused(state, 0, "power maitre_d_armes 2")  # card 3 shown


def test_neutralisation_ends_for_good_at_the_first_separation() -> None:
    state = play(full(table(16, [15, 6], "NN"), 0, 1), 0, "power maitre_d_armes 1")
    moved = state._evolve()
    moved._move(1, 1)
    assert not armurier_unable(moved)
    after_action(moved)
    assert "NEUTRALISED" not in moved._cards[6].statuses
    assert "status card 6 free" in texts(moved, 1)
    after_action(state)  # together: it stays
    assert "NEUTRALISED" in state._cards[6].statuses


def test_neutralisation_whenever_together_stays_on_the_card() -> None:
    state = table(16, [15, 6], "NN", mda_duration="whenever_together")
    state = play(full(state, 0, 1), 0, "power maitre_d_armes 1")
    moved = state._evolve()
    moved._move(1, 1)
    after_action(moved)
    assert "NEUTRALISED" in moved._cards[6].statuses
    assert not armurier_unable(moved)


# -- 27/28 Contrebandier ----------------------------------------------------------------------


def test_contrebandier_moves_his_partner_once_a_round() -> None:
    state = table(28, [27, 4, 3], "NNN")
    state = play(full(state, 0, 1), 0, "power contrebandier 1")
    assert state._room[1] == 1
    assert "leaves 1 N" in texts(state, 20)
    assert "arrives 1 E" in texts(state, 20)
    assert not any("contrebandier" in t for t in texts(state, 2) + texts(state, 1))
    state = full(state, 0, 2)
    refused(state, 0, "power contrebandier 2")  # 1/round
    later = _to(_to(state, Phase.ELECTION), Phase.NEGOTIATION)
    other = mate(later, 0)
    assert legal(full(later, 0, other), 0, f"power contrebandier {other}")


def test_contrebandier_cannot_aim_at_a_partner_who_showed_an_emissary() -> None:
    state = table(28, [27, 14], "NN")
    refused(state, 0, "power contrebandier 1")  # no window
    refused(full(state, 0, 1), 0, "power contrebandier 1")


def test_contrebandier_on_a_hidden_emissary_is_proven_immune_and_not_consumed() -> None:
    state = table(32, [27, 4, 14, 31, 3], "NNNNN")
    state = full(state, 0, 3)  # the Contrebandier sees card 31
    state = full(state, 3, 2)
    state = play(play(state, 3, "power negociateur 2"), 2, "accept 3")  # seat 3 now holds 14
    state = play(state, 0, "power contrebandier 3")
    assert state._room[3] == 0
    assert "immune 3" in texts(state, 0)
    assert legal(full(state, 0, 4), 0, "power contrebandier 4")  # not consumed


def test_contrebandier_counter_resets_when_card_27_changes_holder() -> None:
    state = table(32, [27, 31, 4, 3], "NNNN")
    state = play(full(state, 0, 2), 0, "power contrebandier 2")  # spent this round on 27
    state = full(state, 1, 0)
    state = play(play(state, 1, "power negociateur 0"), 0, "accept 1")  # seat 1 holds 27
    assert state._card[1] == 27
    assert legal(full(state, 1, 3), 1, "power contrebandier 3")


# -- 36 Chancelier ----------------------------------------------------------------------------


def test_chancelier_confirms_a_subject_once_a_round() -> None:
    state = table(36, [36, 35, 4, 5, 3], "NNNNN")
    state = full(state, 1, 2)  # card 4 SUBJECT
    state = play(full(state, 0, 2), 0, "power chancelier 2")
    assert "CONFIRMED" in state._cards[4].statuses
    assert "confirmation 2 confirmed" in texts(state, 0)
    assert "confirmation 2 confirmed" in texts(state, 2)
    assert "status card 4 confirmed" in texts(state, 2)
    assert not any("confirm" in t for t in texts(state, 3))
    state = full(state, 1, 3)
    refused(full(state, 0, 3), 0, "power chancelier 3")  # 1/round


def test_chancelier_on_a_non_subject_is_not_consumed() -> None:
    state = table(36, [36, 4, 5], "NNN")
    refused(state, 0, "power chancelier 1")  # no window
    state = play(full(state, 0, 1), 0, "power chancelier 1")
    assert "confirmation 1 not_subject" in texts(state, 1)
    assert state._cards[4].statuses == frozenset()
    refused(state, 0, "power chancelier 1")  # that window's option is used...
    assert legal(full(state, 0, 2), 0, "power chancelier 2")  # ...the power is not


# -- 11 Trésorier Ducal -----------------------------------------------------------------------


def test_tresorier_binds_a_ballot_told_to_the_two_only() -> None:
    state = table(14, [11, 2, 9, 3], "NNNN")
    state = play(full(state, 0, 1), 0, "power tresorier 1")
    assert bindings(state) == {1: 0}
    assert binding_overrides(state) == {1: 0}
    assert "bound 1 0" in texts(state, 0)
    assert "bound 1 0" in texts(state, 1)
    assert not any("bound" in t for t in texts(state, 3))
    refused(full(state, 0, 2), 0, "power tresorier 2")  # 1/round
    later = _to(_to(state, Phase.ELECTION), Phase.NEGOTIATION)
    assert bindings(later) == {}  # a binding lasts one round
    other = mate(later, 0)
    if later._card[other] not in (1, 3, 4, 7, 11, 13):  # a card he may bind
        assert legal(full(later, 0, other), 0, f"power tresorier {other}")
    assert legal(full(state, 0, 2), 0, "power tresorier 2") is False  # still round 1


def test_tresorier_may_bind_a_bicolour_card() -> None:
    state = play(full(table(14, [11, 9], "NN"), 0, 1), 0, "power tresorier 1")
    assert bindings(state) == {1: 0}


def test_tresorier_cannot_bind_a_red_card_or_a_seen_emissary() -> None:
    state = table(14, [11, 1, 14, 13], "NNNN")
    refused(state, 0, "power tresorier 1")  # no window
    refused(full(state, 0, 1), 0, "power tresorier 1")  # Guillaume is red
    refused(full(state, 0, 2), 0, "power tresorier 2")  # an Emissary, seen


def test_tresorier_allegiance_option_checks_when_applied() -> None:
    state = table(14, [11, 1, 2], "NNN", tresorier_target="allegiance_not_norman")
    state = play(full(state, 0, 1), 0, "power tresorier 1")
    assert bindings(state) == {}
    assert "not_bound 1" in texts(state, 1)
    state = play(full(state, 0, 2), 0, "power tresorier 2")  # not consumed
    assert bindings(state) == {2: 0}


def test_binding_overrides_follow_chains_break_cycles_and_need_one_room() -> None:
    state = table(14, [11], "N")
    s = state._evolve()
    # rooms: seats 0..6 N, 7..13 E (front seat 0 N, then the rest in order).
    s._tresorier_bindings = (s._round, ((1, 2), (2, 3), (4, 5), (5, 4), (6, 4)))
    assert binding_overrides(s) == {1: 3, 2: 3, 6: 4}
    s._tresorier_bindings = (s._round, ((1, 8),))  # different rooms: void
    assert binding_overrides(s) == {}


def test_a_later_binding_replaces_the_earlier_one_by_default() -> None:
    state = table(14, [11, 2], "NN")
    s = state._evolve()
    s._tresorier_bindings = (s._round, ((1, 5),))
    s = play(full(s, 0, 1), 0, "power tresorier 1")
    assert bindings(s) == {1: 0}


def test_tresorier_on_a_hidden_emissary_is_proven_immune_and_not_consumed() -> None:
    state = table(32, [11, 14, 32, 2], "NNNN")
    state = full(state, 0, 2)  # the Trésorier sees card 32 (blue)
    state = full(state, 2, 1)
    state = play(play(state, 2, "power negociateur 1"), 1, "accept 2")  # seat 2 holds 14
    state = play(state, 0, "power tresorier 2")
    assert bindings(state) == {}
    assert "immune 2" in texts(state, 0)
    assert legal(full(state, 0, 3), 0, "power tresorier 3")  # not consumed


def test_binding_conflict_first_keeps_the_earlier_binding() -> None:
    state = table(14, [11, 2], "NN", binding_conflict="first")
    s = state._evolve()
    s._tresorier_bindings = (s._round, ((1, 5),))
    s = play(full(s, 0, 1), 0, "power tresorier 1")
    assert bindings(s) == {1: 5}


# -- 41/42 Diplomate Secret -------------------------------------------------------------------


def test_treaty_initiated_on_acceptance_and_spent_on_both_cards() -> None:
    state = full(table(42, [41, 42, 1, 3], "NNNN"), 0, 1)
    assert legal(state, 0, "power diplomate_secret 1")
    assert legal(state, 1, "power diplomate_secret 0")
    state = play(state, 0, "power diplomate_secret 1")
    assert "offer 0>1 diplomate_secret" in texts(state, 1)
    state = play(state, 1, "accept 0")
    for card in (41, 42):
        assert "TREATY_INITIATED" in state._cards[card].statuses
        assert f"status card {card} treaty_initiated" in texts(state, 0)
    assert not any("treaty" in t for t in texts(state, 3))
    refused(state, 1, "power diplomate_secret 0")  # spent on 42 too
    # Ratification: a full reveal between 41 and Guillaume.
    state = full(state, 0, 2)
    on_full_reveal(state, 2, 0)
    assert "RATIFIED" in state._cards[41].statuses
    assert "status card 41 ratified" in texts(state, 2)


def test_treaty_needs_the_other_diplomat_and_a_refusal_spends_nothing() -> None:
    state = table(42, [41, 42, 1, 3], "NNNN")
    refused(state, 0, "power diplomate_secret 1")  # no window
    refused(full(state, 0, 3), 0, "power diplomate_secret 3")  # card 3 shown
    state = play(play(full(state, 0, 1), 0, "power diplomate_secret 1"), 1, "decline 0")
    assert legal(full(state, 0, 1), 0, "power diplomate_secret 1")
    # A reveal with Guillaume before initiation ratifies nothing.
    state = full(state, 0, 2)
    on_full_reveal(state, 0, 2)
    assert "RATIFIED" not in state._cards[41].statuses


# -- 50 Capitaine Mercenaire ------------------------------------------------------------------


def test_capitaine_pledges_to_the_principal_shown_once_a_game() -> None:
    state = table(50, [50, 2, 1, 3], "NNNN")
    state = play(full(state, 0, 1), 0, "power capitaine 1")
    assert pledges(state) == {50: 2}
    assert "status card 50 pledge 2" in texts(state, 0)
    assert "status card 50 pledge 2" in texts(state, 1)
    assert not any("pledge" in t for t in texts(state, 3))
    refused(full(state, 0, 2), 0, "power capitaine 2")  # 1/game


def test_capitaine_needs_a_partner_who_showed_1_2_or_35() -> None:
    state = table(50, [50, 3], "NN")
    refused(state, 0, "power capitaine 1")  # no window
    refused(full(state, 0, 1), 0, "power capitaine 1")
    assert pledges(state) == {}


# -- 10 Troubadour ----------------------------------------------------------------------------


def test_troubadour_song_is_heard_by_his_room_only_once_a_game() -> None:
    state = table(10, [10, 1, 3, 2], "NNNN")
    state = play(full(state, 0, 1), 0, "power troubadour 1")
    assert "song 0 1 card 1" in texts(state, 2)
    assert not any("song" in t for t in texts(state, 7))  # the other room
    refused(full(state, 0, 3), 0, "power troubadour 3")  # 1/game


def test_troubadour_sings_only_of_a_principal_shown() -> None:
    state = table(10, [10, 3], "NN")
    refused(state, 0, "power troubadour 1")
    refused(full(state, 0, 1), 0, "power troubadour 1")
