"""The main mode's core state machine (§2.3–2.9, §2.14 of deux_rois.md): setup, reveals and
their pipeline, election, designation, the exchange, the end; hidden information."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from royaumes import CHANCE, HOST
from royaumes.errors import IllegalActionError
from royaumes.games.deux_rois.rules import GAME, Phase, State
from royaumes.match import Match


def setup(cards: Sequence[int], rooms: str, **options: object) -> State:
    """A table whose seat i holds ``cards[i]`` in room ``rooms[i]`` ("N"/"E"), every seat
    ready: the first negotiation begins."""
    n = len(cards)
    state = GAME.new_state(n, options)
    if n % 2:
        larger = "N" if rooms.count("N") > rooms.count("E") else "E"
        state = state.apply(CHANCE, GAME.parse_action(f"larger {larger}"))
    for room in rooms:
        state = state.apply(CHANCE, GAME.parse_action(f"room {room}"))
    for card in cards:
        state = state.apply(CHANCE, GAME.parse_action(f"deal {card}"))
    assert state._phase is Phase.SETUP
    for seat, card in enumerate(cards):
        state = play(state, seat, "ready red" if card in (9, 22) else "ready")
    assert state._phase is Phase.NEGOTIATION
    return state


def play(state: State, seat: int, text: str) -> State:
    return state.apply(seat, GAME.parse_action(text))


def texts(state: State, seat: int | None) -> list[str]:
    return [e.text for e in state.view(seat).events]


SIX = [1, 2, 3, 4, 5, 6]


def test_setup_deals_one_card_per_seat_and_splits_the_rooms_evenly() -> None:
    state = setup([1, 2, 3, 4, 5, 6], "NNNEEE")
    assert state.view(0).card == 1
    assert state.view(0).rooms == ("N", "N", "N", "E", "E", "E")
    assert state.view(None).card is None
    # A seat knows its own card only: seat 1's deal is not in seat 0's history.
    assert "deal 2" not in texts(state, 0)
    assert "deal 1" in texts(state, 0)


def test_the_espion_and_infidele_choose_a_colour_and_a_missing_one_is_drawn() -> None:
    state = GAME.new_state(10)
    for room in "NNNNNEEEEE":
        state = state.apply(CHANCE, GAME.parse_action(f"room {room}"))
    for card in range(1, 11):
        state = state.apply(CHANCE, GAME.parse_action(f"deal {card}"))
    assert GAME.parse_action("ready red") in state.legal_actions(8)  # holds 9
    assert GAME.parse_action("ready") not in state.legal_actions(8)
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    assert state.to_move == (CHANCE,)
    state = state.apply(CHANCE, GAME.parse_action("colour blue"))
    assert state._phase is Phase.NEGOTIATION
    card_state = state.view(8).card_state
    assert card_state is not None
    assert card_state.colour == "blue"


def test_a_full_share_needs_consent_and_arms_the_assassin() -> None:
    state = setup(SIX, "NNNEEE")  # the Assassin (seat 4) and the Armurier (seat 5) in E
    state = play(state, 4, "propose full_share 5")
    assert state.view(5).offers_received == ((4, "full_share"),)
    state = play(state, 5, "accept 4")
    assert (5, "card", 6) in state.view(4).facts
    assert (4, "card", 5) in state.view(5).facts
    assert "ARMED" in state._cards[5].statuses
    # The room sees that a full reveal happened, not what was shown.
    assert "occurrence full 4,5" in texts(state, 3)
    assert not any(t.startswith("shown") for t in texts(state, 3))
    assert "occurrence full 4,5" not in texts(state, 2)  # the other room sees nothing
    # Both get an options window (empty for these cards), which they may dismiss.
    assert state.view(4).windows == (5,)
    state = play(state, 4, "dismiss 5")
    assert state.view(4).windows == ()


def test_the_faussaire_swaps_cards_and_preempts_the_pipeline() -> None:
    cards = [*range(1, 21), 21, 22]
    rooms = "N" * 11 + "E" * 11
    state = setup(cards, rooms)
    # Seat 20 holds the Faussaire (21); seat 15 holds the Geôlier (16); both in E.
    state = play(state, 20, "reveal full_private 15")
    assert state._card[20] == 16
    assert state._card[15] == 21
    assert (20, "card", 16) in state.view(20).facts  # each learns his new card
    assert (15, "card", 21) in state.view(15).facts
    assert "swap 15,20" in texts(state, 15)
    assert "swap 15,20" not in texts(state, 16)


def test_the_emissary_is_immune_to_the_faussaire() -> None:
    cards = [*range(1, 21), 21, 22]
    rooms = "N" * 11 + "E" * 11
    state = setup(cards, rooms)
    state = play(state, 20, "reveal full_private 13")  # seat 13 holds card 14, an Emissary
    assert state._card[20] == 21


def test_declining_and_cancelling_offers() -> None:
    state = setup(SIX, "NNNEEE")
    state = play(state, 0, "propose colour_share 1")
    assert GAME.parse_action("propose full_share 1") not in state.legal_actions(0)
    state = play(state, 0, "cancel 1")
    assert state.view(1).offers_received == ()
    state = play(state, 0, "propose colour_share 1")
    state = play(state, 1, "decline 0")
    assert state.view(0).offers_made == ()
    with pytest.raises(IllegalActionError):
        play(state, 1, "accept 0")


def test_a_public_reveal_shows_the_room_and_only_the_room() -> None:
    state = setup(SIX, "NNNEEE")
    state = play(state, 0, "reveal full_public")
    assert "public 0 card 1" in texts(state, 2)
    assert "public 0 card 1" not in texts(state, 3)


def test_the_election_and_a_tie_drawn_by_chance() -> None:
    state = setup(SIX, "NNNEEE")
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    assert state._phase is Phase.ELECTION
    for seat, text in [(0, "vote 1"), (1, "vote 2"), (2, "vote 0"), (3, "vote 4"),
                       (4, "vote 5"), (5, "vote 4")]:  # fmt: skip
        state = play(state, seat, text)
    # N: a three-way tie -> chance; E: seat 4 wins.
    assert state.to_move == (CHANCE,)
    assert {str(a) for a, _ in state.chance_outcomes()} == {"pick 0", "pick 1", "pick 2"}
    state = state.apply(CHANCE, GAME.parse_action("pick 2"))
    assert state.view(0).general == 2
    assert state.view(3).general == 4
    assert "ballots N 0:1,1:2,2:0" in texts(state, 0)
    assert not any(t.startswith("ballots N") for t in texts(state, 3))


def _to_designation(state: State) -> State:
    # Nobody votes and nobody usurps: chance picks the Generals.
    while state._phase is not Phase.DESIGNATION:
        if state.to_move == (CHANCE,):
            state = state.apply(CHANCE, state.chance_outcomes()[0][0])
        else:
            state = state.apply(HOST, GAME.parse_action("end_phase"))
    return state


def test_designation_then_the_exchange_swaps_the_envoys() -> None:
    state = _to_designation(setup(SIX, "NNNEEE"))
    general_n, general_e = state._general
    assert general_n == 0
    assert general_e == 3
    assert GAME.parse_action("done") not in state.legal_actions(0)
    state = play(state, 0, "designate 1")
    state = play(state, 0, "done")
    state = play(state, 3, "designate 5")
    state = play(state, 3, "done")
    assert state._phase is Phase.PRE_DEPARTURE
    assert state.view(2).envoys == (1,)
    assert state.view(4).envoys == (5,)
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    assert state.view(None).rooms == ("N", "E", "N", "E", "E", "N")
    assert state._round == 2
    assert "leaves 1 N" in texts(state, None)


def test_an_emissary_designated_proves_his_immunity_to_the_general() -> None:
    cards = [*range(1, 15)]
    state = _to_designation(setup(cards, "NNNNNNNEEEEEEE"))
    general = state._general[1]  # seat 7 holds 8; seat 13 holds 14 (an Emissary), in E
    assert general == 7
    state = play(state, 7, "designate 13")
    assert 13 not in state._lists[1]
    assert (13, "card", 14) in state.view(7).facts
    assert "immune 13" in texts(state, 7)
    assert GAME.parse_action("designate 13") not in state.legal_actions(7)


def test_a_whole_standard_game_ends_with_a_result_and_the_final_reveal() -> None:
    match = Match(GAME, 6, ["random"] * 6, seed=3)
    match.run()
    state = match.state
    assert isinstance(state, State)
    assert state.is_over
    result = state.result
    assert result is not None
    assert len(result.points) == 6
    assert state.view(0).cards == state._card
    assert any(t.startswith("result ") for t in texts(state, None))


@settings(max_examples=5, deadline=None)
@given(n=st.sampled_from([6, 7, 9]), seed=st.integers(0, 10_000))
def test_before_the_final_reveal_a_seat_sees_only_the_cards_shown_to_it(n: int, seed: int) -> None:
    match = Match(GAME, n, ["random"] * n, seed=seed, options={"rounds": 3})
    while not match.state.is_over:
        state = match.state
        assert isinstance(state, State)
        if state._phase is Phase.END_DECISIONS:
            break
        if state._phase not in (Phase.DEALING,):
            for seat in range(n):
                view = state.view(seat)
                shown = {v for _, what, v in view.facts if what == "card"}
                known = {view.card} | shown
                public = {int(w.split()[3]) for w in texts(state, seat) if w.startswith("public")
                          and w.split()[2] == "card"}  # fmt: skip
                for event in view.events:
                    words = event.text.split()
                    if words[0] == "deal" and event.actor == "chance":
                        assert int(words[1]) in known | public
                assert view.cards is None
        match.step()
    final = match.state
    assert isinstance(final, State)
    assert final.view(0).cards is not None or not final.is_over


def test_every_view_survives_a_json_round_trip() -> None:
    import json

    match = Match(GAME, 7, ["random"] * 7, seed=11, options={"rounds": 3})
    step = 0
    while not match.state.is_over:
        if step % 40 == 0:
            for seat in (None, *range(7)):
                view = match.state.view(seat)
                assert GAME.view_from_json(json.loads(json.dumps(view.to_json()))) == view
        match.step()
        step += 1
    for seat in (None, 0):
        view = match.state.view(seat)
        assert GAME.view_from_json(json.loads(json.dumps(view.to_json()))) == view


def test_the_troubadour_banks_a_point_per_principal_met_once() -> None:
    cards = list(range(1, 11))
    state = setup(cards, "NNNNEEEEEN")  # Guillaume (seat 0) and the Troubadour (seat 9) in N
    for _ in range(2):
        state = play(state, 9, "propose full_share 0")
        state = play(state, 0, "accept 9")
    card_state = state.view(9).card_state
    assert card_state is not None
    assert card_state.banked == 1.0  # distinct principals only (DEFAULT)
    assert "status card 10 banked 1" in texts(state, 9)
    assert "status card 10 banked 1" not in texts(state, 0)


def test_the_espion_banks_half_a_point_per_new_partner() -> None:
    cards = list(range(1, 11))
    state = setup(cards, "NNNEEEENNE")  # the Espion (seat 8) in N with seats 0 and 1
    for partner in (0, 1, 0):
        state = play(state, 8, f"propose full_share {partner}")
        state = play(state, partner, "accept 8")
    card_state = state.view(8).card_state
    assert card_state is not None
    assert card_state.banked == 1.0


def test_an_offer_wakes_a_ready_player_who_can_then_answer_it() -> None:
    state = setup(SIX, "NNNEEE")
    state = play(state, 0, "ready")
    assert 0 not in state.to_move  # ready: nothing to decide
    assert state.view(0).ready is True
    state = play(state, 1, "propose colour_share 0")
    assert state.view(0).ready is False  # the offer wakes him (Engine rule)
    assert 0 in state.to_move
    legal = {str(a) for a in state.legal_actions(0)}
    assert {"accept 1", "decline 1", "ready"} <= legal
    state = play(state, 0, "accept 1")
    assert [f[:2] for f in state.view(0).facts] == [(1, "colour")]


def test_the_negotiation_ends_when_everyone_present_is_ready_but_not_before() -> None:
    state = setup(SIX, "NNNEEE")
    for seat in range(5):
        state = play(state, seat, "ready")
    assert state._phase is Phase.NEGOTIATION
    state = play(state, 5, "propose full_share 3")  # 3 is woken: not everyone is ready
    state = play(state, 5, "ready")
    assert state._phase is Phase.NEGOTIATION
    state = play(state, 3, "decline 5")
    state = play(state, 3, "ready")
    assert state._phase is Phase.ELECTION


def test_the_view_holds_the_phase_s_length() -> None:
    state = GAME.new_state(6, {"setup_seconds": 25, "negotiation_seconds": "90,80,70,60,50"})
    assert state.view(None).seconds is None  # dealing: nothing timed
    state = setup(SIX, "NNNEEE", negotiation_seconds="90,80,70,60,50")
    assert state.view(0).seconds == 90  # round 1's negotiation
    assert state.view(None).to_json()["seconds"] == 90
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    assert state.view(3).seconds == 30  # the election's DEFAULT
