"""The departure family of powers (§2.9.2, §2.10 of deux_rois.md): the PRE_DEPARTURE
reactions (4, 16, 17, 20, 29/30, 47/48, 49), the Navigateur's send-back in the
ARRIVAL_WINDOW and the Commandant's extra envoys in DESIGNATION."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

import pytest

from royaumes._logged import replace_at
from royaumes.errors import IllegalActionError
from royaumes.games.deux_rois import config
from royaumes.games.deux_rois.powers import POWERS
from royaumes.games.deux_rois.powers_departure import arrivals
from royaumes.games.deux_rois.rules import GAME, Phase, State

from .test_deux_rois_core import play, setup, texts
from .test_deux_rois_powers import _to

EMISSARIES = (13, 14)


def _table(first: Sequence[int], rooms: str, **options: object) -> State:
    """A table of ``len(rooms)`` seats: seats 0.. hold ``first``, the others the rest of
    the deck in ascending order; seat i sits in ``rooms[i]``."""
    deck = sorted(config.deck(len(rooms)))
    cards = [*first, *(c for c in deck if c not in first)]
    return setup(cards, rooms, **options)


def _designated(
    state: State, lists: Mapping[int, Sequence[int]], avoid: Sequence[int] = ()
) -> State:
    """From negotiation to PRE_DEPARTURE: the Generals are each room's lowest seat (no
    ballots, chance takes the first); each lists ``lists[room]``, then fills up with
    eligible seats not in ``avoid`` and not Emissaries."""
    state = _to(state, Phase.DESIGNATION)
    for room in (0, 1):
        general = state._general[room]
        assert general == min(state._present(room))
        for p in lists.get(room, ()):
            state = play(state, general, f"designate {p}")
        while len(state._lists[room]) < state._k_eff(room):
            pick = next(
                p
                for p in state._eligible(room)
                if p not in avoid and state._card[p] not in EMISSARIES
            )
            state = play(state, general, f"designate {pick}")
        state = play(state, general, "done")
    assert state._phase is Phase.PRE_DEPARTURE
    return state


def _legal(state: State, seat: int, text: str) -> bool:
    return GAME.parse_action(text) in state.legal_actions(seat)


def _refused(state: State, seat: int, text: str) -> None:
    assert not _legal(state, seat, text)
    with pytest.raises(IllegalActionError):
        play(state, seat, text)


def _occurrence(lines: Sequence[str], who: str) -> bool:
    """A one-way full reveal's occurrence (§8.5 writes ``occurrence full 3>4``; the core
    writes ``occurrence card 3>4`` for now, so the class word is not checked)."""
    return any(t.startswith("occurrence ") and t.endswith(f" {who}") for t in lines)


def _powers(state: State, seat: int) -> list[str]:
    return [str(a) for a in state.legal_actions(seat) if str(a).startswith("power")]


# N: seats 0-7, E: seats 8-15 (16 players, k = 3 in round 1).
HALVES_16 = "N" * 8 + "E" * 8


# -- 16 Geôlier ---------------------------------------------------------------------------


def test_geolier_private_block_shows_his_card_to_the_general_and_removes_the_envoy() -> None:
    # Seat 0 Guillaume (General N), seat 1 the Geôlier; envoys N: 2, 3, 4.
    state = _designated(_table([1, 16, 3, 5, 2], HALVES_16), {0: [2, 3, 4]})
    assert _legal(state, 1, "power geolier 2 private")
    state = play(state, 1, "power geolier 2 private")
    assert state._lists[0] == (3, 4)
    assert (1, "card", 16) in state.view(0).facts  # the General is shown the card
    assert "P1: power geolier 2 private" in [f"{e.actor}: {e.text}" for e in state.view(0).events]
    onlooker = texts(state, 5)
    assert "envoy_removed N 2" in onlooker
    assert _occurrence(onlooker, "1>0")
    assert not any("geolier" in t or "card 16" in t for t in onlooker)  # neither why nor who
    assert not any("envoy_removed" in t or "geolier" in t for t in texts(state, 8))  # room E
    assert not state._flag[5]  # the room may react again
    # 1/round: spent now, back next round.
    _refused(state, 1, "power geolier 3 public")
    later = _designated(_to(state, Phase.NEGOTIATION), {}, avoid=[1])
    assert later._round == 2
    target = later._lists[later._room[1]][0]
    assert _legal(later, 1, f"power geolier {target} public")


def test_geolier_public_block_is_seen_by_his_room_only() -> None:
    state = _designated(_table([1, 16, 3, 5, 2], HALVES_16), {0: [2, 3, 4]})
    state = play(state, 1, "power geolier 3 public")
    assert state._lists[0] == (2, 4)
    room = texts(state, 6)
    assert "public 1 card 16" in room
    assert "envoy_removed N 3" in room
    assert "public 1 card 16" not in texts(state, 9)


def test_geolier_general_may_block_his_own_envoy_only_publicly() -> None:
    state = _designated(_table([16, 1, 3, 5, 2], HALVES_16), {0: [2, 3, 4]})
    assert state._general[0] == 0
    assert _legal(state, 0, "power geolier 2 public")
    _refused(state, 0, "power geolier 2 private")


def test_geolier_targets_only_envoys_of_his_own_room() -> None:
    state = _designated(_table([1, 16, 3, 5, 2], HALVES_16), {0: [2, 3, 4]})
    _refused(state, 1, "power geolier 5 public")  # not an envoy
    target = state._lists[1][0]
    _refused(state, 1, f"power geolier {target} public")  # an envoy of the other room
    assert not any(p.startswith("power geolier") for p in _powers(state, 2))  # card 3


# -- 47/48 Chevalier Servant --------------------------------------------------------------

HALVES_48 = "N" * 24 + "E" * 24  # k = 5 in round 1


def test_servant_takes_the_place_of_an_envoy_of_his_colour_once_a_game() -> None:
    # Seat 1 the red Servant; envoys N: 2 (card 3, red), 3 (card 5, blue), 4, 5, 6.
    state = _designated(_table([1, 47, 3, 5], HALVES_48), {0: [2, 3]}, avoid=[1])
    # A blue envoy: his colour is shown, nothing else, the power is kept (§6 case 15).
    state = play(state, 1, "power servant 3")
    assert "public 3 colour blue" in texts(state, 7)
    assert 3 in state._lists[0]
    assert _legal(state, 1, "power servant 2")
    # A red envoy: the Servant takes his place.
    state = play(state, 1, "power servant 2")
    assert state._lists[0][0] == 1
    assert 2 not in state._lists[0]
    room = texts(state, 7)
    assert "public 1 card 47" in room
    assert "public 2 colour red" in room
    assert "envoy_removed N 2" in room
    assert "envoy_added N 1" in room
    assert "P1: power servant 2" in [f"{e.actor}: {e.text}" for e in state.view(7).events]
    assert not any("envoy_added" in t or "servant" in t for t in texts(state, 30))
    # Now an envoy: no more reactions of his; 1/game: not back next round.
    assert not _powers(state, 1)
    later = _designated(_to(state, Phase.NEGOTIATION), {}, avoid=[1])
    assert later._room[1] == 1
    assert 1 not in later._lists[1]
    assert not any(p.startswith("power servant") for p in _powers(later, 1))


def test_servant_is_refused_to_the_general_and_to_envoys() -> None:
    state = _designated(_table([47, 1, 3, 5], HALVES_48), {0: [1, 2]})
    assert state._general[0] == 0
    _refused(state, 0, "power servant 2")  # the General
    state = _designated(_table([1, 47, 3, 5], HALVES_48), {0: [1, 2]})
    _refused(state, 1, "power servant 2")  # an envoy himself


def test_the_pelerin_envoy_is_immune_to_geolier_navigateur_and_servant() -> None:
    # Seat 1 Geôlier, 2 Navigateur, 3 Servant (card 48, blue), 4 the Pèlerin, in N.
    state = _designated(_table([1, 16, 29, 48, 43], HALVES_48), {0: [4]}, avoid=[1, 2, 3])
    for seat, text in (
        (1, "power geolier 4 private"),
        (2, "power navigateur 4"),
        (3, "power servant 4"),
    ):
        state = play(state, seat, text)
        assert 4 in state._lists[0]  # he still goes
        assert "immune 4" in texts(state, seat)
        assert (4, "card", 43) in state.view(0).facts  # the proof goes to the General
        assert _legal(state, seat, text)  # not consumed
    assert "public 2 card 29" in texts(state, 9)  # the costs stay paid
    assert "public 3 card 48" in texts(state, 9)


def test_a_monk_copying_the_pelerin_is_immune_to_a_geolier_block_as_the_pelerin() -> None:
    # Seat 1 Geôlier, 2 the Monk, 3 the Pèlerin, in N; the Monk copies the Pèlerin, is
    # listed, and the block fails as on the Pèlerin (§2.7.4 last row, §2.10 cards 16, 25).
    state = _table([1, 16, 25, 43], HALVES_48)
    state = play(play(state, 2, "propose full_share 3"), 3, "accept 2")
    state = play(state, 2, "power moine 3")
    assert state._cards[25].copy == 43
    state = _designated(state, {0: [2]}, avoid=[1, 3])
    state = play(state, 1, "power geolier 2 private")
    assert 2 in state._lists[0]  # he still goes
    assert "immune 2" in texts(state, 1)
    assert (1, "card", 16) in state.view(0).facts  # the cost stays paid
    assert (2, "card", 25) in state.view(0).facts  # the proof (card 25) goes to the General
    assert _legal(state, 1, "power geolier 2 private")  # not consumed
    # Without the copy the same block removes him.
    plain = _designated(_table([1, 16, 25, 43], HALVES_48), {0: [2]}, avoid=[1, 3])
    plain = play(plain, 1, "power geolier 2 private")
    assert 2 not in plain._lists[0]


def test_a_monks_copy_of_the_pelerin_ends_at_arrival_before_the_arrival_window() -> None:
    # The copy expires at the ARRIVAL step (§2.10 card 25, §2.9.3 step 3), after the
    # arrivals: a Navigateur of the other room (seat 24, card 29) can send him back.
    filler = [c for c in sorted(config.deck(48)) if c not in (1, 16, 25, 29, 43)][:20]
    state = _table([1, 16, 25, 43, *filler, 29], HALVES_48)
    assert state._card[24] == 29
    assert state._room[24] == 1
    state = play(play(state, 2, "propose full_share 3"), 3, "accept 2")
    state = play(state, 2, "power moine 3")
    state = _designated(state, {0: [2]}, avoid=[1, 3])
    state = _to(state, Phase.ARRIVAL_WINDOW)
    assert state._room[2] == 1
    assert state._cards[25].copy == 0
    lines = texts(state, 2)
    assert lines.index("status card 25 copy_ended") > lines.index("arrives 2 E")
    state = play(state, 24, "power navigateur 2")
    assert state._room[2] == 0  # sent back: the copy's immunity is over


# -- 20 Chevalier Saxon ---------------------------------------------------------------------

HALVES_20 = "N" * 10 + "E" * 10  # k = 4 in round 1


def test_saxon_replaces_the_dame_and_a_wrong_guess_costs_only_the_reveals() -> None:
    state = _designated(_table([1, 20, 19, 5], HALVES_20), {0: [2, 3]}, avoid=[1])
    state = play(state, 1, "power saxon 3")  # not the Dame (§6 case 28)
    room = texts(state, 5)
    assert "public 1 card 20" in room
    assert "public 3 card 5" in room
    assert 3 in state._lists[0]
    assert 1 not in state._lists[0]
    state = play(state, 1, "power saxon 2")  # unlimited: again
    assert state._lists[0][0] == 1
    assert 2 not in state._lists[0]
    room = texts(state, 5)
    assert "public 2 card 19" in room
    assert "envoy_added N 1" in room
    assert not any("card 19" in t or "saxon" in t for t in texts(state, 12))  # room E
    assert not _powers(state, 1)  # now an envoy


def test_saxon_is_refused_to_the_general_and_off_the_envoy_list() -> None:
    state = _designated(_table([20, 19, 5], HALVES_20), {0: [1, 2]})
    _refused(state, 0, "power saxon 1")  # the General
    state = _designated(_table([1, 20, 19, 5], HALVES_20), {0: [2]}, avoid=[1, 3])
    _refused(state, 1, "power saxon 3")  # not an envoy


# -- 29/30 Navigateur -----------------------------------------------------------------------

HALVES_30 = "N" * 15 + "E" * 15  # k = 5 in round 1


def test_navigateur_keeps_an_envoy_home_once_a_game() -> None:
    state = _designated(_table([1, 29, 3], HALVES_30), {0: [2]}, avoid=[1])
    state = play(state, 1, "power navigateur 2")
    assert 2 not in state._lists[0]
    room = texts(state, 5)
    assert "public 1 card 29" in room
    assert "envoy_removed N 2" in room
    assert "envoy_removed N 2" not in texts(state, 20)
    # 1/game, both halves: no send-back in the arrival window.
    state = _to(state, Phase.ARRIVAL_WINDOW)
    assert state._room[2] == 0  # he stayed
    assert arrivals(state)
    assert not _powers(state, 1)


def test_navigateur_may_keep_himself() -> None:
    state = _designated(_table([1, 29], HALVES_30), {0: [1]})
    state = play(state, 1, "power navigateur 1")
    assert 1 not in state._lists[0]


def test_navigateur_sends_an_arrived_envoy_back_once_and_he_cannot_be_moved_again() -> None:
    # 29 (seat 1) in N, 30 (seat 16) in E; seat 2 goes N -> E, seat 17 goes E -> N.
    first = [1, 29, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 16, 17, 2, 30, 18]
    state = _designated(_table(first, HALVES_30), {0: [2], 1: [17]}, avoid=[1, 16])
    state = _to(state, Phase.ARRIVAL_WINDOW)
    assert 17 in arrivals(state)
    assert state._room[17] == 0
    assert _legal(state, 1, "power navigateur 17")
    _refused(state, 1, "power navigateur 3")  # did not arrive
    state = play(state, 16, "done")
    state = play(state, 1, "power navigateur 17")
    assert state._room[17] == 1  # back home
    for viewer in (0, 15, None):  # every one is told the send-back and the move
        assert "sent_back 17" in texts(state, viewer)
    assert "public 1 card 29" in texts(state, 0)  # the Generals stayed home
    assert "public 1 card 29" not in texts(state, 15)
    assert not state._flag[16]  # every one may react again
    assert not _powers(state, 1)  # 1/game
    _refused(state, 16, "power navigateur 17")  # not twice in an exchange
    assert _legal(state, 16, "power navigateur 2")  # the other Navigateur on his arrival


# -- 4 Duc de Bretagne -----------------------------------------------------------------------


def test_duke_takes_a_red_companion_along() -> None:
    state = _designated(_table([1, 4, 3], "NNNEEE"), {0: [1]})
    state = play(state, 1, "power bretagne 2")
    assert state._lists[0] == (1, 2)
    room = texts(state, 2)
    assert "public 1 card 4" in room
    assert "public 2 colour red" in room
    assert "envoy_added N 2" in room
    assert not any("envoy_added" in t or "card 4" in t for t in texts(state, 3))
    assert not _powers(state, 1)  # 1/game
    state = _to(state, Phase.NEGOTIATION)
    assert state._room[1] == state._room[2] == 1  # both crossed


def test_duke_with_a_blue_companion_keeps_his_power() -> None:
    state = _designated(_table([1, 4, 5], "NNNEEE"), {0: [1]})
    state = play(state, 1, "power bretagne 2")
    assert "public 2 colour blue" in texts(state, 0)
    assert state._lists[0] == (1,)
    assert _legal(state, 1, "power bretagne 2")


def test_duke_needs_to_be_an_envoy_and_cannot_take_the_general() -> None:
    state = _designated(_table([1, 4, 3], "NNNEEE"), {0: [2]})
    _refused(state, 1, "power bretagne 2")  # not an envoy
    state = _designated(_table([1, 4, 3], "NNNEEE"), {0: [1]})
    _refused(state, 1, "power bretagne 0")  # the General


def test_duke_on_an_emissary_fails_on_his_immunity() -> None:
    state = _designated(_table([1, 4, 13], "N" * 7 + "E" * 7), {0: [1]})
    state = play(state, 1, "power bretagne 2")
    assert "immune 2" in texts(state, 1)
    assert (2, "card", 13) in state.view(0).facts  # proof to the General
    assert 2 not in state._lists[0]
    assert _legal(state, 1, "power bretagne 2")  # not consumed


def test_duke_companion_consent_makes_an_offer() -> None:
    state = _designated(_table([1, 4, 3], "NNNEEE", companion_consent=True), {0: [1]})
    state = play(state, 1, "power bretagne 2")
    assert state.view(2).offers_received == ((1, "bretagne"),)
    assert "offer 1>2 bretagne" not in texts(state, 0)
    assert state._lists[0] == (1,)
    # The answer (the core must offer accept/decline in pre_departure): on acceptance.
    fresh = state._evolve()
    on_accept = POWERS["bretagne"].on_accept
    assert on_accept is not None
    on_accept(fresh, 1, 2, False)
    assert fresh._lists[0] == (1, 2)
    assert ("bretagne", 0) in fresh._cards[4].used


# -- 49 Vagabond --------------------------------------------------------------------------------


def test_vagabond_moves_to_the_other_room_once_a_game() -> None:
    state = _designated(_table([1, 49], "NNNNEEE"), {0: [2]})
    state = play(state, 1, "power vagabond")
    assert state._room[1] == 1
    assert 1 not in state._lists[1]
    assert "public 1 card 49" in texts(state, 2)
    assert "public 1 card 49" not in texts(state, 5)  # E sees only the move
    assert "arrives 1 E" in texts(state, 5)
    assert "leaves 1 N" in texts(state, None)
    assert not _powers(state, 1)
    state = _to(state, Phase.NEGOTIATION)
    assert state._room[1] == 1  # he did not cross back as an envoy


def test_vagabond_is_refused_to_envoys_and_generals() -> None:
    state = _designated(_table([1, 49], "NNNNEEE"), {0: [1]})
    _refused(state, 1, "power vagabond")
    state = _designated(_table([49, 1], "NNNNEEE"), {0: [1]})
    _refused(state, 0, "power vagabond")  # §6 case 20


# -- 17 Cartographe -----------------------------------------------------------------------------

HALVES_22 = "N" * 11 + "E" * 11  # k = 5 in round 1


def test_cartographe_sees_every_other_envoy_of_his_room() -> None:
    state = _designated(_table([1, 17, 3, 5, 7], HALVES_22), {0: [1, 2, 3, 4]}, avoid=[5])
    others = [p for p in state._lists[0] if p != 1]
    state = play(state, 1, "power cartographe")
    for p in others:
        assert (p, "card", state._card[p]) in state.view(1).facts
        assert _occurrence(texts(state, 5), f"{p}>1")
    assert "public 1 card 17" in texts(state, 5)
    assert not any(t.startswith("shown") for t in texts(state, 5) if "card 3" in t)
    assert not any("cartographe" in t or "card 17" in t for t in texts(state, 15))
    _refused(state, 1, "power cartographe")  # 1/game


def test_cartographe_meets_the_faussaire_and_the_new_holder_may_look() -> None:
    # Seat 3 holds 21 (an envoy): the swap, the others still show (§6 case 31).
    state = _designated(_table([1, 17, 3, 21, 7], HALVES_22), {0: [2, 3, 4]}, avoid=[1])
    state = play(state, 1, "power cartographe")
    assert state._card[1] == 21
    assert state._card[3] == 17
    assert (4, "card", 7) in state.view(1).facts  # shown after the swap
    assert _legal(state, 3, "power cartographe")  # fresh counters


def test_cartographe_is_not_offered_outside_pre_departure_or_to_other_cards() -> None:
    state = _to(_table([1, 17], HALVES_22), Phase.DESIGNATION)
    assert not _powers(state, 1)
    state = _designated(_table([1, 17], HALVES_22), {}, avoid=[1])
    assert "power cartographe" not in _powers(state, 2)


# -- 23/24 Commandant de la Garde -------------------------------------------------------------

HALVES_24 = "N" * 12 + "E" * 12  # k = 5 in round 1


def test_commandant_adds_envoys_as_general_once_a_round() -> None:
    state = _to(_table([23], HALVES_24), Phase.DESIGNATION)
    assert state._general[0] == 0
    state = play(state, 0, "power commandant 2")
    assert state._k_eff(0) == 7
    assert state._k_eff(1) == 5
    room = texts(state, 3)
    assert "public 0 card 23" in room
    assert "P0: power commandant 2" in [f"{e.actor}: {e.text}" for e in state.view(3).events]
    assert not any("commandant" in t or "card 23" in t for t in texts(state, 14))
    _refused(state, 0, "power commandant 1")  # once a round
    for p in state._eligible(0)[:6]:
        state = play(state, 0, f"designate {p}")
    _refused(state, 0, "done")  # 7 needed
    state = play(state, 0, f"designate {state._eligible(0)[0]}")
    state = play(state, 0, "done")
    assert len(state._lists[0]) == 7


def test_commandant_needs_to_be_general_before_his_designation_is_done() -> None:
    state = _to(_table([1, 23], HALVES_24), Phase.DESIGNATION)
    assert state._general[0] == 0
    with pytest.raises(IllegalActionError):
        play(state, 1, "power commandant 1")  # not the General
    state = _to(_table([23], HALVES_24), Phase.DESIGNATION)
    for p in state._eligible(0)[:5]:
        state = play(state, 0, f"designate {p}")
    state = play(state, 0, "done")
    _refused(state, 0, "power commandant 1")  # his room's designation is done


def test_servant_colour_check_on_the_berserker_shows_his_full_card_instead() -> None:
    # §2.5.1 impossible_reveal=substitute, §6 case 13: seat 2 holds 46 (blue).
    state = _designated(_table([1, 48, 46], HALVES_48), {0: [2]}, avoid=[1])
    state = play(state, 1, "power servant 2")
    assert "public 2 card 46" in texts(state, 10)
    assert 1 in state._lists[0]
    assert 2 not in state._lists[0]
    state = _designated(
        _table([1, 48, 46], HALVES_48, impossible_reveal="nothing"), {0: [2]}, avoid=[1]
    )
    state = play(state, 1, "power servant 2")  # nothing shown: the check fails
    assert not any(t.startswith("public 2") for t in texts(state, 10))
    assert 2 in state._lists[0]
    assert _legal(state, 1, "power servant 2")


def test_arrivals_ignore_a_vagabond_move_when_no_envoy_crossed() -> None:
    # 31 players, 3 rounds: k = 1 in round 3. Seat 1 holds 29 (N), seat 16 holds 30 (E),
    # seat 2 the Vagabond (N). Both Navigateurs keep their room's envoy, then the
    # Vagabond moves: nobody arrived at the exchange, so nobody can be sent back.
    first = [1, 29, 49, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 30]
    state = _table(first, "N" * 16 + "E" * 15, rounds=3)
    for _ in range(2):
        state = _to(_designated(state, {}, avoid=[1, 2, 16]), Phase.NEGOTIATION)
    state = _designated(state, {}, avoid=[1, 2, 16])
    assert state._round == 3
    assert (len(state._lists[0]), len(state._lists[1])) == (1, 1)
    state = play(state, 1, f"power navigateur {state._lists[0][0]}")
    state = play(state, 16, f"power navigateur {state._lists[1][0]}")
    state = play(state, 2, "power vagabond")
    state = _to(state, Phase.ARRIVAL_WINDOW)
    assert arrivals(state) == ()


def test_an_unable_envoy_cannot_show_his_card_to_the_cartographe_or_the_saxon() -> None:
    # Seat 3 holds a NEUTRALISED Armurier (6) with the Maître d'Armes (15, seat 4) in
    # his room: the Cartographe is told "cannot_reveal", the Saxon's compelled full
    # reveal becomes a colour reveal (§2.5.1).
    state = _designated(_table([1, 17, 20, 6, 15], HALVES_20), {0: [3]}, avoid=[1, 2, 4])
    state = state._evolve()
    neutralised = replace(state._cards[6], statuses=frozenset({"NEUTRALISED"}))
    state._cards = replace_at(state._cards, 6, neutralised)
    state = play(state, 1, "power cartographe")
    assert "cannot_reveal 3" in texts(state, 1)
    assert (3, "card", 6) not in state.view(1).facts
    assert "cannot_reveal 3" not in texts(state, 5)
    state = play(state, 2, "power saxon 3")
    assert "public 3 colour blue" in texts(state, 5)
    assert "public 3 card 6" not in texts(state, 5)
