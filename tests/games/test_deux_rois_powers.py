"""The characters' powers (§2.10 of deux_rois.md): for each power, a use and a refusal."""

from __future__ import annotations

import pytest

from royaumes import CHANCE, HOST
from royaumes.errors import IllegalActionError
from royaumes.games.deux_rois.rules import GAME, Phase, State

from .test_deux_rois_core import play, setup, texts

FOURTEEN = list(range(1, 15))  # cards 1..14: the Sang Royal 7/8 and the Emissaries 13/14


def _to(state: State, phase: Phase) -> State:
    """Run on with nobody acting (HOST ends each phase; chance takes its first outcome)."""
    while state._phase is not phase:
        if state.to_move == (CHANCE,):
            state = state.apply(CHANCE, state.chance_outcomes()[0][0])
        else:
            state = state.apply(HOST, GAME.parse_action("end_phase"))
    return state


def test_autorite_forces_a_full_reveal_once_a_round() -> None:
    state = setup([1, 2, 3, 4, 5, 6], "NNNEEE")  # Guillaume (seat 0) and seat 2 (card 3) in N
    state = play(state, 0, "power autorite 2")
    assert (2, "card", 3) in state.view(0).facts
    assert (0, "card", 1) in state.view(2).facts  # Guillaume shows first
    assert "occurrence full 0,2" in texts(state, 1)  # the room sees a full reveal, not why
    assert not any("autorite" in t for t in texts(state, 1))
    assert state.view(0).windows == (2,)  # a full reveal opens the options windows
    # 1/round: spent for this round...
    assert GAME.parse_action("power autorite 1") not in state.legal_actions(0)
    with pytest.raises(IllegalActionError):
        play(state, 0, "power autorite 1")
    # ...and back in the next one.
    nxt = state
    while nxt._round == 1:
        nxt = nxt.apply(CHANCE, nxt.chance_outcomes()[0][0]) if nxt.to_move == (CHANCE,) else (
            nxt.apply(HOST, GAME.parse_action("end_phase")))  # fmt: skip
    guillaume = nxt._card.index(1)
    others = [p for p in nxt._present(nxt._room[guillaume]) if p != guillaume]
    assert GAME.parse_action(f"power autorite {others[0]}") in nxt.legal_actions(guillaume)


def test_autorite_on_an_emissary_fails_on_his_immunity_and_is_not_consumed() -> None:
    state = setup(FOURTEEN, "NNNNNNEEEEEEEN")  # Harold (seat 1) and seat 13 (card 14) in N
    state = play(state, 1, "power autorite 13")
    assert "immune 13" in texts(state, 1)
    assert (1, "card", 2) not in state.view(13).facts  # Harold showed nothing
    assert GAME.parse_action("power autorite 2") in state.legal_actions(1)  # not consumed


def test_autorite_is_not_offered_to_other_cards() -> None:
    state = setup([1, 2, 3, 4, 5, 6], "NNNEEE")
    assert not any(str(a).startswith("power") for a in state.legal_actions(2))


def test_usurpation_takes_the_office_with_a_public_reveal_once_a_game() -> None:
    state = _to(setup(FOURTEEN, "NNNNNNNEEEEEEE"), Phase.USURP)
    general = state._general[0]
    sang = state._card.index(7)  # seat 6, room N
    assert general != sang
    state = play(state, sang, "power sang_royal")
    assert state._general[0] == sang
    assert f"public {sang} card 7" in texts(state, 0)
    assert f"usurp N {sang}" in texts(state, 0)
    assert f"usurp N {sang}" not in texts(state, 13)  # the other room is not told
    assert sang not in state.to_move  # a usurper is done for the window
    # 1/game: not offered in the next round's window.
    later = _to(state, Phase.NEGOTIATION)
    later = _to(later, Phase.USURP)
    assert GAME.parse_action("power sang_royal") not in later.legal_actions(sang)


def test_royal_refusal_takes_an_envoy_off_the_list_at_the_cost_of_a_public_reveal() -> None:
    # Guillaume is seat 1; chance makes seat 0 (card 3) the General of Normandie.
    state = _to(setup([3, 1, 2, 4, 5, 6], "NNNEEE"), Phase.DESIGNATION)
    assert state._general[0] == 0
    state = play(state, 0, "designate 1")
    state = play(state, 0, "done")
    state = play(state, state._general[1], f"designate {state._eligible(1)[0]}")
    state = play(state, state._general[1], "done")
    assert state._phase is Phase.PRE_DEPARTURE
    assert GAME.parse_action("power refus_royal") in state.legal_actions(1)
    state = play(state, 2, "done")
    state = play(state, 1, "power refus_royal")
    assert "public 1 card 1" in texts(state, 2)
    assert "envoy_removed N 1" in texts(state, 2)
    assert 1 not in state._lists[0]
    assert not state._flag[2]  # the room may react again
    state = _to(state, Phase.NEGOTIATION)
    rooms = state.view(None).rooms
    assert rooms is not None
    assert rooms[1] == "N"  # he stayed home


def test_royal_refusal_needs_him_to_be_an_envoy() -> None:
    state = _to(setup([1, 2, 3, 4, 5, 6], "NNNEEE"), Phase.DESIGNATION)
    for room in (0, 1):
        general = state._general[room]
        eligible = [p for p in state._eligible(room) if p not in (0, 1)]
        state = play(state, general, f"designate {eligible[0]}")
        state = play(state, general, "done")
    assert state._phase is Phase.PRE_DEPARTURE
    assert GAME.parse_action("power refus_royal") not in state.legal_actions(0)


MONK_TABLE = [*range(1, 27)]  # cards 1..26: the Monk (25) is seat 24


def _monk_meets(state: State, partner: int) -> State:
    state = play(state, 24, f"propose full_share {partner}")
    return play(state, partner, "accept 24")


def test_the_monk_copies_guillaume_and_uses_autorite_with_its_own_counter() -> None:
    rooms = "N" * 11 + "E" * 11 + "EENN"  # 13 N, 13 E; the Monk (seat 24) in N
    state = setup(MONK_TABLE, rooms)
    assert state._room[24] == 0
    assert state._room[0] == 0
    state = _monk_meets(state, 0)  # Guillaume shows card 1
    assert GAME.parse_action("power moine 0") in state.legal_actions(24)
    state = play(state, 24, "power moine 0")
    assert "status card 25 copy 1" in texts(state, 24)
    assert "status card 25 copy 1" not in texts(state, 0)  # private to the Monk
    state = play(state, 24, "power autorite 2")
    assert (2, "card", 3) in state.view(24).facts
    # The copy's Autorité is spent for the round; Guillaume's own is not.
    assert GAME.parse_action("power autorite 3") not in state.legal_actions(24)
    assert GAME.parse_action("power autorite 3") in state.legal_actions(0)


def test_a_monk_copying_the_armurier_arms_the_assassin() -> None:
    rooms = "N" * 11 + "E" * 11 + "EENN"
    state = setup(MONK_TABLE, rooms)
    state = _monk_meets(state, 5)  # the Armurier (seat 5, N) shows card 6
    state = play(state, 24, "power moine 5")
    assert "ARMED" not in state._cards[5].statuses
    state = _monk_meets(state, 4)  # then a full reveal with the Assassin (seat 4)
    assert "ARMED" in state._cards[5].statuses


def test_the_monks_copy_is_refused_without_a_window_and_ends_at_the_exchange() -> None:
    rooms = "N" * 11 + "E" * 11 + "EENN"
    state = setup(MONK_TABLE, rooms)
    assert GAME.parse_action("power moine 0") not in state.legal_actions(24)
    state = play(_monk_meets(state, 0), 24, "power moine 0")
    with pytest.raises(IllegalActionError):
        play(state, 24, "power moine 0")  # once per window
    state = _to(_to(state, Phase.ELECTION), Phase.NEGOTIATION)  # round 2, after the exchange
    assert state._cards[25].copy == 0
    assert "status card 25 copy_ended" in texts(state, 24)


INTERPRETE_TABLE = [*range(1, 47)]  # cards 1..46: the Interprète (45) is seat 44


def test_the_interprete_joins_a_full_share_in_his_room() -> None:
    rooms = "N" * 22 + "E" * 22 + "NE"  # seats 0, 1 and the Interprète (44) in N
    state = setup(INTERPRETE_TABLE, rooms)
    state = play(state, 0, "propose full_share 1")
    state = play(state, 1, "accept 0")
    assert "occurrence full 0,1" in texts(state, 44)
    assert GAME.parse_action("power interprete 0,1") in state.legal_actions(44)
    state = play(state, 44, "power interprete 0,1")
    facts = state.view(44).facts
    assert (0, "card", 1) in facts
    assert (1, "card", 2) in facts
    assert (44, "card", 45) in state.view(0).facts
    assert "occurrence group 0,1,44" in texts(state, 2)
    assert state.view(0).windows == (1, 44)  # the join left A's own window open
    with pytest.raises(IllegalActionError):
        play(state, 44, "power interprete 0,1")  # the join window is used up


def test_the_interprete_has_no_join_window_without_a_full_share_or_when_it_is_dismissed() -> None:
    rooms = "N" * 22 + "E" * 22 + "NE"
    state = setup(INTERPRETE_TABLE, rooms)
    state = play(state, 0, "propose colour_share 1")
    state = play(state, 1, "accept 0")
    assert not any(str(a).startswith("power interprete") for a in state.legal_actions(44))
    state = play(state, 0, "propose full_share 1")
    state = play(state, 1, "accept 0")
    state = play(state, 44, "dismiss 0,1")
    assert GAME.parse_action("power interprete 0,1") not in state.legal_actions(44)


def test_a_refusal_updates_the_rooms_envoy_list_in_every_view() -> None:
    state = _to(setup([3, 1, 2, 4, 5, 6], "NNNEEE"), Phase.DESIGNATION)
    state = play(state, 0, "designate 1")
    state = play(state, 0, "done")
    state = play(state, state._general[1], f"designate {state._eligible(1)[0]}")
    state = play(state, state._general[1], "done")
    assert state.view(2).envoys == (1,)
    state = play(state, 1, "power refus_royal")
    assert state.view(2).envoys == ()
