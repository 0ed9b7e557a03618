"""The negotiation family of powers (§2.10 of deux_rois.md): the Emissaries' free movement
(13/14), Confession (33/34), the Devin's guess (44), the Diplomate Royal's council (37/38)
and the Porte-Étendard's rally (39/40), with the rally hooks the core will call."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from royaumes import CHANCE, HOST
from royaumes.errors import IllegalActionError
from royaumes.games.deux_rois.core import action_of
from royaumes.games.deux_rois.powers_negotiation import (
    apply_rally,
    pair_history,
    rally_actions,
    rally_claims,
    rally_entitled,
)
from royaumes.games.deux_rois.rules import GAME, Phase, State

from .test_deux_rois_core import play, setup, texts
from .test_deux_rois_powers import _to

# Cards with no automatic effect and no immunity, to fill a room.
_PLAIN = (16, 17, 18, 19, 20, 23, 24, 27, 28, 29, 30, 31, 32, 4, 10, 11, 33, 34, 36, 7, 8)


def table(n: int, north: Iterable[int], **options: object) -> State:
    """An n-player table where seat ``c - 1`` holds card ``c``; the cards ``north`` (and
    plain fillers up to half the table) are in N, the rest in E; negotiation of round 1."""
    chosen = list(north)
    fill = [c for c in dict.fromkeys((*_PLAIN, *range(1, n + 1))) if c <= n and c not in chosen]
    rooms_n = set(chosen + fill[: (n + 1) // 2 - len(chosen)])
    rooms = "".join("N" if c in rooms_n else "E" for c in range(1, n + 1))
    return setup(list(range(1, n + 1)), rooms, **options)


def seat(card: int) -> int:
    return card - 1


def legal(state: State, who: int, text: str) -> bool:
    return GAME.parse_action(text) in state.legal_actions(who)


def refused(state: State, who: int, text: str) -> None:
    assert not legal(state, who, text)
    with pytest.raises(IllegalActionError):
        play(state, who, text)


def new_texts(before: State, after: State, who: int) -> list[str]:
    """What ``who`` was told between ``before`` and ``after``."""
    return texts(after, who)[len(texts(before, who)) :]


def in_room(state: State, room: int, but: Iterable[int] = ()) -> int:
    """A seat of ``room`` not among ``but``."""
    return next(p for p in state._present(room) if p not in set(but))


def next_round(state: State) -> State:
    start = state._round
    while not (state._round > start and state._phase is Phase.NEGOTIATION):
        if state.to_move == (CHANCE,):
            state = state.apply(CHANCE, state.chance_outcomes()[0][0])
        else:
            state = state.apply(HOST, GAME.parse_action("end_phase"))
    return state


# -- 13/14 Émissaire: free movement ---------------------------------------------------------


def test_emissaire_moves_at_once_paying_a_public_reveal_in_the_room_he_leaves() -> None:
    state = table(14, [13])
    em = seat(13)
    onlooker, other_room = in_room(state, 0, [em]), in_room(state, 1)
    state = play(state, onlooker, f"propose full_share {em}")
    before = state
    state = play(state, em, "power emissaire")
    assert state._room[em] == 1
    moves = [f"leaves {em} N", f"arrives {em} E"]
    assert new_texts(before, state, em) == ["power emissaire", f"public {em} card 13", *moves]
    assert new_texts(before, state, onlooker) == [f"public {em} card 13", *moves]
    assert new_texts(before, state, other_room) == moves  # the card only in the room left
    assert state.view(onlooker).offers_made == ()  # his pending offers lapse
    # Unlimited: he may go straight back.
    assert legal(state, em, "power emissaire")
    state = play(state, em, "power emissaire")
    assert state._room[em] == 0
    assert f"public {em} card 13" in texts(state, other_room)


def test_emissaire_free_movement_is_his_card_and_negotiation_only() -> None:
    state = table(14, [13])
    refused(state, seat(1), "power emissaire")
    election = _to(state, Phase.ELECTION)
    refused(election, seat(13), "power emissaire")


# -- 33/34 Prêtre: Confession ---------------------------------------------------------------


def test_confession_forces_a_full_reveal_once_a_round() -> None:
    state = table(34, [33, 16, 17])
    pretre, target = seat(33), seat(16)
    onlooker, other_room = seat(17), in_room(state, 1)
    before = state
    state = play(state, pretre, f"power pretre {target}")
    assert new_texts(before, state, pretre) == [f"power pretre {target}", "shown 15 card 16"]
    assert new_texts(before, state, target) == ["shown 32 card 33"]  # the Prêtre first
    assert new_texts(before, state, onlooker) == [f"occurrence full {target},{pretre}"]
    assert new_texts(before, state, other_room) == []
    assert state.view(pretre).windows == (target,)
    refused(state, pretre, f"power pretre {onlooker}")  # 1/round
    later = next_round(state)
    here = later._present(later._room[pretre])
    assert legal(later, pretre, f"power pretre {next(p for p in here if p != pretre)}")


def test_confession_needs_a_present_target_and_the_card() -> None:
    state = table(34, [33])
    refused(state, seat(33), f"power pretre {in_room(state, 1)}")  # the other room
    refused(state, seat(33), f"power pretre {seat(33)}")  # himself
    refused(state, seat(16), f"power pretre {seat(33)}")  # not a Prêtre


def test_confession_on_an_emissary_fails_on_his_immunity_and_is_not_consumed() -> None:
    state = table(34, [33, 14, 16])
    state = play(state, seat(33), f"power pretre {seat(14)}")
    assert f"immune {seat(14)}" in texts(state, seat(33))
    assert (seat(33), "card", 33) not in state.view(seat(14)).facts  # he showed nothing
    assert legal(state, seat(33), f"power pretre {seat(16)}")


def test_confession_on_a_neutralised_armurier_cannot_reveal_and_is_not_consumed() -> None:
    state = table(34, [33, 6, 15])
    state = state._evolve()
    state._add_status(6, "NEUTRALISED", 0)
    state = play(state, seat(33), f"power pretre {seat(6)}")
    assert f"cannot_reveal {seat(6)}" in texts(state, seat(33))
    assert (seat(6), "card", 6) not in state.view(seat(33)).facts
    assert legal(state, seat(33), f"power pretre {seat(15)}")


def test_confession_limit_resets_when_the_card_changes_holder() -> None:
    # The Prêtre forces the Faussaire: they swap (§2.6), and the new holder of 33 may
    # confess again this round (§2.7.2); card 21 carries no use of Confession.
    state = table(34, [33, 21, 16])
    state = play(state, seat(33), f"power pretre {seat(21)}")
    assert state._card[seat(33)] == 21
    assert state._card[seat(21)] == 33
    assert state._cards[21].used == frozenset()
    assert state._cards[33].used == frozenset()
    assert legal(state, seat(21), f"power pretre {seat(16)}")
    refused(state, seat(33), f"power pretre {seat(16)}")


# -- 44 Devin: guess --------------------------------------------------------------------------


def test_devin_right_guess_banks_two_points_and_only_the_pair_learns_the_result() -> None:
    state = table(44, [44, 16, 17])
    devin, target, onlooker = seat(44), seat(16), seat(17)
    other_room = in_room(state, 1)
    before = state
    state = play(state, devin, f"power devin {target} 16")
    cost, guess, right = "public 43 card 44", "guess 43>15 card 16", "guess 43>15 right"
    assert new_texts(before, state, devin) == ["power devin 15 16", cost, guess,
                                               "shown 15 card 16", right]  # fmt: skip
    assert new_texts(before, state, target) == [cost, guess, right]
    seen = new_texts(before, state, onlooker)  # the cost, the guess, a one-way full reveal
    assert seen[:2] == [cost, guess]
    assert len(seen) == 3
    assert seen[2].startswith("occurrence")  # (the core writes its class "card" for now)
    assert seen[2].endswith(" 15>43")
    assert new_texts(before, state, other_room) == []
    card_state = state.view(devin).card_state
    assert card_state is not None
    assert card_state.banked == 2.0
    # 1/round.
    assert not any(a.kind == "power devin" for a in state.legal_actions(devin))
    refused(state, devin, f"power devin {onlooker} 17")


def test_devin_wrong_guess_banks_nothing() -> None:
    state = table(44, [44, 16])
    state = play(state, seat(44), f"power devin {seat(16)} 1")
    assert f"guess {seat(44)}>{seat(16)} wrong" in texts(state, seat(16))
    assert state._cards[44].banked == 0.0


def test_devin_may_not_target_a_full_reveal_partner_nor_guess_outside_the_deck() -> None:
    state = table(44, [44, 16, 17, 18])
    devin = seat(44)
    refused(state, devin, f"power devin {seat(16)} 44")  # never his own card
    refused(state, devin, f"power devin {in_room(state, 1)} 1")  # not present
    refused(state, devin, f"power devin {devin} 1")  # not himself
    refused(state, devin, f"power devin {seat(16)} 45")  # 45 is not in play at 44 players
    state = play(state, devin, f"propose full_share {seat(16)}")
    state = play(state, seat(16), f"accept {devin}")
    state = play(state, seat(17), f"reveal full_private {devin}")  # one-way: not history
    assert pair_history(state, devin) == {seat(16)}
    refused(state, devin, f"power devin {seat(16)} 16")
    assert legal(state, devin, f"power devin {seat(17)} 17")
    # Even once 16's holder holds another card, he stays in the history (§6.21).
    assert pair_history(next_round(state), devin) == {seat(16)}


def test_devin_on_an_emissary_pays_the_cost_but_is_not_consumed() -> None:
    state = table(44, [44, 13, 16])
    state = play(state, seat(44), f"power devin {seat(13)} 13")
    assert f"immune {seat(13)}" in texts(state, seat(44))
    assert f"public {seat(44)} card 44" in texts(state, seat(16))  # the cost stays paid
    assert state._cards[44].banked == 0.0
    assert legal(state, seat(44), f"power devin {seat(16)} 16")


def test_devin_on_the_faussaire_swaps_and_the_points_go_to_card_44() -> None:
    state = table(44, [44, 21])
    state = play(state, seat(44), f"power devin {seat(21)} 21")
    assert state._card[seat(21)] == 44
    assert state._card[seat(44)] == 21
    assert state._cards[44].banked == 2.0
    assert state._cards[21].used == frozenset()
    # The new holder of 44 may guess this round (counters reset, §2.7.2), even on the
    # former Devin: a one-way reveal is not a full reveal.
    assert legal(state, seat(21), f"power devin {seat(44)} 21")


def test_devin_character_name_option_accepts_the_other_card_of_a_name() -> None:
    state = table(44, [44, 7], devin_guess="character_name")
    state = play(state, seat(44), f"power devin {seat(7)} 8")  # 7 and 8 are both Sang Royal
    assert state._cards[44].banked == 2.0


# -- 37/38 Diplomate Royal: council -----------------------------------------------------------


def test_council_shows_each_card_to_each_other_and_fires_every_pair() -> None:
    state = table(38, [37, 5, 6, 16])
    dip, a, b, onlooker = seat(37), seat(5), seat(6), seat(16)
    other_room = in_room(state, 1)
    before = state
    state = play(state, dip, f"power diplomate_royal {a},{b}")
    for x, cx in ((dip, 37), (a, 5), (b, 6)):
        for y in (dip, a, b):
            if y != x:
                assert (x, "card", cx) in state.view(y).facts
    assert new_texts(before, state, onlooker) == [f"occurrence group {a},{b},{dip}"]
    assert new_texts(before, state, other_room) == []
    assert "ARMED" in state._cards[5].statuses  # the (A, B) pair arms the Assassin (§6.4)
    assert "status card 5 armed" in texts(state, a)
    assert "status card 5 armed" not in texts(state, dip)  # told to that pair only
    assert state.view(dip).windows == (a, b)
    assert state.view(a).windows == (b, dip)
    assert pair_history(state, dip) == {a, b}
    assert pair_history(state, a) == {b, dip}
    # 1/game.
    refused(state, dip, f"power diplomate_royal {a},{onlooker}")
    later = next_round(state)
    assert not any(x.kind == "power diplomate_royal" for x in later.legal_actions(dip))


def test_council_is_never_pre_empted_by_the_faussaire() -> None:
    state = table(38, [37, 21, 16])
    state = play(state, seat(37), f"power diplomate_royal {seat(16)},{seat(21)}")
    assert state._card[seat(21)] == 21
    assert state._card[seat(37)] == 37


def test_council_with_an_emissary_fails_as_a_whole_and_is_not_consumed() -> None:
    state = table(38, [37, 14, 16, 17])
    dip = seat(37)
    state = play(state, dip, f"power diplomate_royal {seat(14)},{seat(16)}")
    assert f"immune {seat(14)}" in texts(state, dip)
    assert (seat(16), "card", 16) not in state.view(dip).facts  # nothing shown at all
    assert (dip, "card", 37) not in state.view(seat(16)).facts
    assert legal(state, dip, f"power diplomate_royal {seat(16)},{seat(17)}")


def test_council_needs_two_other_present_players() -> None:
    state = table(38, [37, 16])
    dip = seat(37)
    away = in_room(state, 1)
    refused(state, dip, f"power diplomate_royal {min(away, seat(16))},{max(away, seat(16))}")
    refused(state, dip, f"power diplomate_royal {seat(16)},{dip}")  # himself
    refused(state, seat(16), f"power diplomate_royal {seat(17)},{seat(18)}")


# -- 39/40 Porte-Étendard: rally --------------------------------------------------------------


def test_rally_entitles_the_players_who_can_show_the_banner_colour() -> None:
    state = table(40, [39, 9, 22, 16, 5])
    pe = seat(39)
    other_room = in_room(state, 1)
    state = play(state, pe, "power porte_etendard")
    assert f"public {pe} card 39" in texts(state, seat(16))
    assert f"public {pe} card 39" not in texts(state, other_room)
    red = action_of("rally red")
    for p in (pe, seat(9), seat(22)):  # printed red, the Espion, the Infidèle (red)
        assert rally_actions(state, p) == [red]
    assert rally_actions(state, seat(16)) == []  # blue
    assert rally_actions(state, seat(5)) == []  # blue
    assert rally_actions(state, other_room) == []  # not present at the rally instant
    # Opting in is private and final.
    state = state._evolve()
    apply_rally(state, seat(9), red)
    assert "rally red" in texts(state, seat(9))
    assert "rally red" not in texts(state, pe)
    assert rally_actions(state, seat(9)) == []
    with pytest.raises(ValueError, match="may not opt into the red rally"):
        apply_rally(state, seat(9), red)
    with pytest.raises(ValueError, match="may not opt into the red rally"):
        apply_rally(state, seat(16), red)
    # The rally is for this round only.
    assert rally_entitled(next_round(state), pe) == frozenset()


def test_rally_is_once_a_game_and_only_the_banner_card() -> None:
    state = table(40, [39])
    refused(state, seat(16), "power porte_etendard")
    state = play(state, seat(39), "power porte_etendard")
    refused(state, seat(39), "power porte_etendard")
    later = next_round(state)
    assert not legal(later, seat(39), "power porte_etendard")


def test_rally_claims_keep_opted_envoys_showing_the_banner_at_departure() -> None:
    state = table(40, [39, 9, 22, 16])
    state = play(state, seat(39), "power porte_etendard")
    state = state._evolve()
    apply_rally(state, seat(9), action_of("rally red"))
    apply_rally(state, seat(22), action_of("rally red"))
    state = _to(state, Phase.DESIGNATION)
    envoys = (seat(9), seat(22), seat(16))
    assert state._general[0] not in envoys
    state = state._evolve()
    state._lists = (envoys, ())
    state._set_colour(22, "blue")  # the Infidèle turned blue since (§6.14)
    onlooker = seat(39)
    rally_claims(state)
    assert f"public {seat(9)} colour red" in texts(state, onlooker)
    assert f"envoy_removed N {seat(9)}" in texts(state, onlooker)
    assert f"public {seat(22)} colour blue" in texts(state, onlooker)
    assert not any(t.startswith(f"public {seat(16)}") for t in texts(state, onlooker))
    assert list(state._lists[0]) == [seat(22), seat(16)]  # a failed claim departs; 16 never opted
    assert not any("colour" in t for t in texts(state, in_room(state, 1)))


def test_rally_opt_in_is_offered_until_pre_departure_and_clears_ready() -> None:
    state = table(40, [39, 16, 17])
    state = play(state, seat(39), "power porte_etendard")
    state = play(state, seat(17), "ready")
    state = state._evolve()
    apply_rally(state, seat(17), action_of("rally red"))
    assert not state._flag[seat(17)]  # any other action clears ready
    assert rally_actions(_to(state, Phase.ELECTION), seat(39)) == []
    pre = _to(state, Phase.PRE_DEPARTURE)
    assert rally_actions(pre, seat(39)) == [action_of("rally red")]
    assert rally_actions(pre, seat(17)) == []  # already opted in


def test_rally_claim_by_a_berserker_holder_shows_his_card_and_departs() -> None:
    # He opted in holding the Espion, then a swap gave him the Berserker (§2.5.1: a
    # compelled colour reveal he cannot make becomes a FULL_PUBLIC under "substitute").
    state = table(46, [39, 9, 16])
    state = play(state, seat(39), "power porte_etendard")
    state = state._evolve()
    apply_rally(state, seat(9), action_of("rally red"))
    state = _to(state, Phase.PRE_DEPARTURE)
    state = state._evolve()
    state._swap(seat(9), seat(46))
    state._lists = ((seat(9),), ())
    rally_claims(state)
    assert f"public {seat(9)} card 46" in texts(state, seat(16))
    assert list(state._lists[0]) == [seat(9)]


def test_council_with_a_neutralised_armurier_cannot_reveal_and_is_not_consumed() -> None:
    state = table(38, [37, 6, 15, 16])
    state = state._evolve()
    state._add_status(6, "NEUTRALISED", 0)
    dip = seat(37)
    state = play(state, dip, f"power diplomate_royal {seat(6)},{seat(16)}")
    assert f"cannot_reveal {seat(6)}" in texts(state, dip)
    assert (dip, "card", 37) not in state.view(seat(16)).facts
    assert legal(state, dip, f"power diplomate_royal {seat(15)},{seat(16)}")
