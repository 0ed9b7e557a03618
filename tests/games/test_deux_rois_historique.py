"""Mode Historique (§2.12 of deux_rois.md): the draw, its announcement, and each event's
rule change: for every event one test that shows it happening and one refusal (an
action illegal outside its event or scope)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from royaumes import CHANCE, HOST
from royaumes.errors import IllegalActionError
from royaumes.games.deux_rois import config, historique
from royaumes.games.deux_rois.rules import GAME, Phase, State
from royaumes.testing import check_info_set

from .test_deux_rois_core import play, setup, texts

HISTORIC = {"historic": True}


def _table(first: Sequence[int], rooms: str, **options: object) -> State:
    """Seats 0.. hold ``first``, the others the rest of the deck ascending; Mode
    Historique on."""
    deck = sorted(config.deck(len(rooms)))
    cards = [*first, *(c for c in deck if c not in first)]
    return setup(cards, rooms, **{**HISTORIC, **options})


def _run(state: State, phase: Phase, round_no: int | None = None) -> State:
    """Run on with nobody acting (HOST ends phases; chance takes its first outcome)
    until ``phase`` (of ``round_no`` if given)."""
    while state._phase is not phase or (round_no is not None and state._round != round_no):
        assert not state.is_over
        if state.to_move == (CHANCE,):
            state = state.apply(CHANCE, state.chance_outcomes()[0][0])
        else:
            state = state.apply(HOST, GAME.parse_action("end_phase"))
    return state


def _legal(state: State, seat: int, text: str) -> bool:
    return GAME.parse_action(text) in state.legal_actions(seat)


def _draw(state: State, event: int) -> State:
    """From a negotiation, on to this round's draw with the Generals' numbers summing to
    ``event`` (2–28); stops right after the draw (TRAITORS or PRE_DEPARTURE)."""
    state = _run(state, Phase.DESIGNATION)
    a = min(14, event - 1)
    for room, n in ((0, a), (1, event - a)):
        general = state._general[room]
        state = play(state, general, f"number {n}")
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    while state.to_move == (CHANCE,):
        state = state.apply(CHANCE, state.chance_outcomes()[0][0])
    assert historique.event_of_round(state, state._round) == event
    return state


def _next_round(state: State, event: int) -> State:
    """Draw ``event`` at this round's exchange and run on to the next negotiation."""
    state = _draw(state, event)
    return _run(state, Phase.NEGOTIATION, state._round + 1)


def _active_next(event: int, first: Sequence[int] = (), rooms: str = "NNNNNNEEEEEE",
                 **options: object) -> State:  # fmt: skip
    return _next_round(_table(first, rooms, **options), event)


# -- the draw (§2.12.1) -------------------------------------------------------------------


def test_the_generals_numbers_are_hidden_and_their_sum_is_the_event() -> None:
    state = _run(_table((), "NNNEEE"), Phase.DESIGNATION)
    gn, ge = state._general
    assert _legal(state, gn, "number 14")
    assert not _legal(state, gn, "number 0")
    state = play(state, gn, "number 9")
    assert "number 9" in texts(state, gn)
    assert all("number 9" not in texts(state, p) for p in range(6) if p != gn)
    assert not _legal(state, gn, "number 3")  # final once submitted
    state = play(state, ge, "number 10")
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    while state.to_move == (CHANCE,):
        state = state.apply(CHANCE, state.chance_outcomes()[0][0])
    assert state._phase is Phase.PRE_DEPARTURE
    for seat in (None, *range(6)):
        assert "event 19 numbers 9,10" in texts(state, seat)  # both rooms, at once


def test_a_missing_number_is_drawn_by_chance_and_numbers_need_historic() -> None:
    state = _run(_table((), "NNNEEE"), Phase.DESIGNATION)
    gn, ge = state._general
    state = play(state, gn, "number 3")
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    while state._phase is not Phase.EVENT_DRAW:
        state = state.apply(CHANCE, state.chance_outcomes()[0][0])
    assert [str(a) for a, _ in state.chance_outcomes()] == [f"draw {n}" for n in range(1, 15)]
    state = state.apply(CHANCE, GAME.parse_action("draw 4"))
    assert "event 7 numbers 3,4" in texts(state, None)
    assert "draw 4" in texts(state, ge)
    assert "draw 4" not in texts(state, gn)
    plain = _run(setup([1, 2, 3, 4, 5, 6], "NNNEEE"), Phase.DESIGNATION)
    assert not _legal(plain, plain._general[0], "number 3")
    with pytest.raises(IllegalActionError):
        play(plain, plain._general[0], "number 3")


def test_uniform_draw_asks_no_number_and_generals_0_14_reaches_event_1() -> None:
    state = _run(_table((), "NNNEEE", event_draw="uniform_1_28"), Phase.DESIGNATION)
    assert not _legal(state, state._general[0], "number 5")
    state = _run(state, Phase.EVENT_DRAW)
    assert len(state.chance_outcomes()) == 28
    state = state.apply(CHANCE, GAME.parse_action("event 1"))
    assert "event 1" in texts(state, 3)
    zero = _run(_table((), "NNNEEE", event_draw="generals_0_14"), Phase.DESIGNATION)
    zero = play(zero, zero._general[0], "number 0")
    zero = play(zero, zero._general[1], "number 1")
    zero = _run(zero, Phase.PRE_DEPARTURE)
    assert "event 1 numbers 0,1" in texts(zero, None)


def test_an_r_plus_1_event_is_in_force_the_next_round_only() -> None:
    state = _draw(_table((), "NNNEEE"), 28)
    assert not historique.active(state, 28)
    state = _run(state, Phase.NEGOTIATION, 2)
    assert historique.in_force(state) == (28,)
    state = _run(state, Phase.PRE_DEPARTURE, 2)
    assert 28 in historique.in_force(state)  # next draw is another event
    state = _run(state, Phase.NEGOTIATION, 3)
    assert 28 not in historique.in_force(state)


# -- 3, 10: shorter negotiations -----------------------------------------------------------


@pytest.mark.parametrize(("event", "seconds"), [(3, 60), (10, 120)])
def test_events_3_and_10_cap_the_next_negotiation(event: int, seconds: int) -> None:
    state = _active_next(event)
    assert GAME.timeout_seconds(state) == seconds  # round 2's default is 240
    later = _run(state, Phase.NEGOTIATION, 3)
    assert GAME.timeout_seconds(later) == 180  # the cap lasts one round


# -- 4: silence ----------------------------------------------------------------------------


def test_event_4_moderated_silence_sends_a_speaker_into_limbo() -> None:
    state = _active_next(4, silence_mode="moderated")
    assert _legal(state, HOST, "silence 2")
    state = state.apply(HOST, GAME.parse_action("silence 2"))
    assert 2 not in state.to_move
    room = state._room[2]
    assert 2 not in state._present(room)
    others = [p for p in state._present(room) if p != 2]
    assert not _legal(state, others[0], "propose colour_share 2")
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    assert state._phase is Phase.ELECTION
    assert 2 not in state.to_move  # he cannot vote
    for p in [p for p in state.to_move if p >= 0]:
        state = play(state, p, "abstain")  # the others' ballots close the election
    state = _chance_first(state)
    assert state._phase is not Phase.ELECTION
    assert 2 in state._present(room)  # back at the election result


def test_event_4_client_silence_changes_nothing_in_the_engine() -> None:
    state = _active_next(4)
    assert not _legal(state, HOST, "silence 2")
    with pytest.raises(IllegalActionError):
        state.apply(HOST, GAME.parse_action("silence 2"))


# -- 6, 28: colour reveals -----------------------------------------------------------------


def test_event_6_the_general_shows_his_colour_at_designation() -> None:
    state = _active_next(6)
    state = _run(state, Phase.DESIGNATION)
    general = state._general[0]
    line = f"public {general} colour"
    assert any(t.startswith(line) for t in texts(state, general))
    plain = _run(_table((), "NNNNNNEEEEEE"), Phase.DESIGNATION)
    assert not any(t.startswith(f"public {plain._general[0]}") for t in texts(plain, 0))


def test_event_28_every_present_player_shows_his_colour() -> None:
    state = _active_next(28)
    for seat in range(12):
        told = texts(state, seat)
        same = [p for p in range(12) if state._room[p] == state._room[seat]]
        for p in same:
            assert any(t.startswith(f"public {p} colour") for t in told)
        other = next(p for p in range(12) if state._room[p] != state._room[seat])
        assert not any(t.startswith(f"public {other} colour") for t in told)
    # The round before, nobody showed anything.
    first = _table((), "NNNNNNEEEEEE")
    assert not any(t.startswith("public") for t in texts(first, 0))


# -- 8, 22: departure reveals --------------------------------------------------------------


def test_event_8_the_convoy_shows_its_colours_to_one_another() -> None:
    state = _table((), "NNNNNNEEEEEE")  # 12 players: 2 envoys a room in round 1
    state = _draw(state, 8)
    envoys = state._lists[0]
    assert len(envoys) == 2
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    a, b = sorted(envoys)
    assert any(t.startswith(f"shown {b} colour") for t in texts(state, a))
    assert any(t.startswith(f"shown {a} colour") for t in texts(state, b))
    plain = _run(_table((), "NNNNNNEEEEEE"), Phase.PRE_DEPARTURE)
    plain = plain.apply(HOST, GAME.parse_action("end_phase"))
    a, b = sorted(plain._lists[0]) if plain._lists[0] else (0, 0)
    assert not any(t.startswith("shown") for t in texts(plain, 1))


def test_event_22_the_departing_envoys_reveal_their_cards_publicly() -> None:
    state = _draw(_table((), "NNNNNNEEEEEE"), 22)
    envoys = state._lists[0]
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    stay = next(p for p in range(12) if state._room[p] == 0 and p not in envoys)
    for p in envoys:
        assert f"public {p} card {state._card[p]}" in texts(state, stay)


def test_event_22_under_event_11_becomes_a_colour_reveal() -> None:
    state = _next_round(_table((), "NNNNNNEEEEEE"), 11)
    state = _draw(state, 22)
    envoys = state._lists[0]
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    for p in envoys:
        assert any(t.startswith(f"public {p} colour") for t in texts(state, None) + texts(
            state, next(q for q in range(12) if state._room[q] == 0)))  # fmt: skip


# -- 11: colour reveals only ---------------------------------------------------------------


def test_event_11_allows_only_colour_reveals() -> None:
    state = _active_next(11, first=(1,))
    guillaume = 0
    other = next(p for p in state._present(state._room[0]) if p != 0)
    assert _legal(state, guillaume, f"propose colour_share {other}")
    assert not _legal(state, guillaume, f"propose full_share {other}")
    assert not _legal(state, guillaume, "reveal full_public")
    assert not _legal(state, guillaume, f"power autorite {other}")
    with pytest.raises(IllegalActionError):
        play(state, guillaume, f"power autorite {other}")
    before = _table((1,), "NNNNNNEEEEEE")
    assert _legal(before, 0, "power autorite 1")


# -- 13: tokens ----------------------------------------------------------------------------


def test_event_13_full_reveals_swap_tokens() -> None:
    state = _active_next(13)
    a, b = state._present(0)[:2]
    state = play(state, a, f"propose full_share {b}")
    state = play(state, b, f"accept {a}")
    assert f"tokens {min(a, b)},{max(a, b)}" in texts(state, a)
    assert f"tokens {min(a, b)},{max(a, b)}" not in texts(state, state._present(0)[2])
    tokens = state._h_tokens
    assert (tokens[a], tokens[b]) == (b, a)
    plain = _table((), "NNNNNNEEEEEE")
    plain = play(plain, 0, "propose full_share 1")
    plain = play(plain, 1, "accept 0")
    assert not any(t.startswith("tokens") for t in texts(plain, 0))


# -- 20: revolt ----------------------------------------------------------------------------


def test_event_20_adds_three_envoys_and_envoys_may_decline() -> None:
    state = _active_next(20, rooms="NNNNNNNEEEEEEE")  # 14 players, k = 2 in round 2
    state = _run(state, Phase.DESIGNATION)
    assert state._k_eff(0) == min(5, len(state._eligible(0)))
    state = _run(state, Phase.PRE_DEPARTURE)
    envoy = state._lists[0][0]
    assert _legal(state, envoy, "decline_mission")
    state = play(state, envoy, "decline_mission")
    assert not _legal(state, envoy, "decline_mission")  # final
    assert all("decline_mission" not in texts(state, p) for p in range(14) if p != envoy)
    room = state._room[envoy]
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    assert state._room[envoy] == room  # he stayed
    assert f"declines {envoy}" in texts(state, state._present(room)[0])


def test_decline_mission_needs_event_20() -> None:
    state = _run(_table((), "NNNNNNEEEEEE"), Phase.PRE_DEPARTURE)
    envoy = state._lists[0][0]
    assert not _legal(state, envoy, "decline_mission")


# -- 5: coronation -------------------------------------------------------------------------


def test_event_5_a_general_demands_a_public_colour_once() -> None:
    state = _run(_active_next(5), Phase.DESIGNATION)
    general = state._general[0]
    targets = [p for p in state._present(0) if p != general]
    state = play(state, general, f"demand_colour {targets[0]}")
    room = list(state._present(0))
    for p in room:
        assert any(t.startswith(f"public {targets[0]} colour") for t in texts(state, p))
    assert not _legal(state, general, f"demand_colour {targets[1]}")  # once


def test_event_5_on_an_emissary_gives_the_proof_and_needs_the_event() -> None:
    rooms = "NNNNNNNEEEEEEE"
    state = _run(_active_next(5, first=(13,), rooms=rooms), Phase.DESIGNATION)
    emissary = state._card.index(13)
    general = state._general[state._room[emissary]]
    if general != emissary:
        state = play(state, general, f"demand_colour {emissary}")
        assert f"immune {emissary}" in texts(state, general)
        assert not any(t.startswith(f"public {emissary} colour") for t in texts(state, general))
    plain = _run(_table((), rooms), Phase.DESIGNATION)
    target = next(p for p in plain._present(0) if p != plain._general[0])
    assert not _legal(plain, plain._general[0], f"demand_colour {target}")
    with pytest.raises(IllegalActionError):
        play(plain, plain._general[0], f"demand_colour {target}")


# -- 15: Tostig's spies --------------------------------------------------------------------


def test_event_15_former_envoys_get_a_forced_reveal() -> None:
    state = _draw(_table((), "NNNNNNEEEEEE"), 15)
    envoys = set(state._lists[0]) | set(state._lists[1])
    state = _run(state, Phase.NEGOTIATION, 2)
    spy = min(envoys)
    target = next(p for p in state._present(state._room[spy]) if p != spy)
    assert _legal(state, spy, f"tostig {target}")
    state = play(state, spy, f"tostig {target}")
    assert (target, "card", state._card[target]) in state.view(spy).facts
    assert not _legal(state, spy, f"tostig {target}")  # once
    stay = next(p for p in range(12) if p not in envoys)
    assert not any(_legal(state, stay, f"tostig {p}") for p in range(12))


# -- 9: Vikings ----------------------------------------------------------------------------


def test_event_9_the_previous_general_takes_two_looks_and_cannot_show_his_card() -> None:
    state = _draw(_table((), "NNNNNNEEEEEE"), 9)
    viking = state._general[0]
    state = _run(state, Phase.NEGOTIATION, 2)
    assert f"vikings {min(state._general)},{max(state._general)}" in texts(state, None) or any(
        t.startswith("vikings") for t in texts(state, None)
    )
    others = [p for p in state._present(state._room[viking]) if p != viking]
    state = play(state, viking, f"viking {others[0]}")
    assert (others[0], "card", state._card[others[0]]) in state.view(viking).facts
    assert (viking, "card", state._card[viking]) not in state.view(others[0]).facts
    state = play(state, viking, f"viking {others[1]}")
    assert not _legal(state, viking, f"viking {others[2]}")  # two looks
    assert not _legal(state, viking, f"propose full_share {others[2]}")
    assert not _legal(state, others[2], f"viking {others[3]}")


# -- 17: siege -----------------------------------------------------------------------------


def test_event_17_a_general_sends_back_an_arrived_envoy() -> None:
    state = _draw(_table((), "NNNNNNEEEEEE"), 17)
    arriving = state._lists[1][0]
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    assert state._phase is Phase.ARRIVAL_WINDOW  # no Navigateur in the deck: the event opens it
    general = state._general[0]
    assert state._room[arriving] == 0
    state = play(state, general, f"send_back {arriving}")
    assert state._room[arriving] == 1
    assert f"sent_back {arriving}" in texts(state, None)
    assert not _legal(state, general, f"send_back {arriving}")


def test_send_back_needs_event_17() -> None:
    state = _table((29,), "NNNNNNNNNNNNNNNEEEEEEEEEEEEEEE")  # a Navigateur opens the window
    state = _run(state, Phase.ARRIVAL_WINDOW)
    general = state._general[0]
    assert not any(str(a).startswith("send_back") for a in state.legal_actions(general))


# -- 12: traitors --------------------------------------------------------------------------


def test_event_12_an_envoy_names_a_substitute() -> None:
    state = _draw(_table((), "NNNNNNEEEEEE"), 12)
    assert state._phase is Phase.TRAITORS
    envoy = state._lists[0][0]
    sub = state._eligible(0)[0]
    state = play(state, envoy, f"substitute {sub}")
    assert sub in state._lists[0]
    assert envoy not in state._lists[0]
    assert envoy not in state.to_move
    assert sub not in state.to_move  # a substitute cannot pass it on
    state = _run(state, Phase.PRE_DEPARTURE)
    assert not _legal(state, sub, f"substitute {envoy}")


# -- 7: the Lieutenant ---------------------------------------------------------------------


def test_event_7_the_lieutenant_designates() -> None:
    state = _active_next(7)
    state = _run(state, Phase.ELECTION)
    state = state.apply(HOST, GAME.parse_action("end_phase"))  # all abstain
    while state.to_move == (CHANCE,):
        state = state.apply(CHANCE, state.chance_outcomes()[0][0])
    state = _run(state, Phase.LIEUTENANT)
    general = state._general[0]
    lieutenant = next(p for p in state._present(0) if p != general)
    state = play(state, general, f"lieutenant {lieutenant}")
    assert f"lieutenant N {lieutenant}" in texts(state, lieutenant)
    state = _run(state, Phase.DESIGNATION)
    target = state._eligible(0)[0]
    assert lieutenant not in state._eligible(0)
    assert _legal(state, lieutenant, f"designate {target}")
    assert not _legal(state, general, f"designate {target}")
    assert _legal(state, general, "number 5")  # the General keeps the number


def test_lieutenant_phase_is_skipped_without_event_7() -> None:
    state = _run(_table((), "NNNNNNEEEEEE"), Phase.DESIGNATION)
    assert "phase lieutenant" not in texts(state, None)


# -- 16: the pilgrims' road ----------------------------------------------------------------


def test_event_16_a_papal_follower_who_met_the_pope_moves() -> None:
    rooms = "N" * 13 + "E" * 13
    state = _table((25, 26), rooms)  # the Monk (seat 0) and the Pope (seat 1) in N
    state = play(state, 0, "propose full_share 1")
    state = play(state, 1, "accept 0")
    assert not _legal(state, 0, "pilgrim_move")  # no event yet
    state = _next_round(state, 16)
    room = state._room[0]
    assert _legal(state, 0, "pilgrim_move")
    assert not _legal(state, 1, "pilgrim_move")  # the Pope himself cannot
    state = play(state, 0, "pilgrim_move")
    assert state._room[0] == 1 - room
    assert not _legal(state, 0, "pilgrim_move")


# -- 24: legates ---------------------------------------------------------------------------


def test_event_24_the_previous_general_names_a_legate_who_moves() -> None:
    state = _draw(_table((), "NNNNNNEEEEEE"), 24)
    general = state._general[0]
    state = _run(state, Phase.NEGOTIATION, 2)
    others = [p for p in state._present(state._room[general]) if p != general]
    legate = others[0]
    assert not _legal(state, legate, "legate_move")
    state = play(state, general, f"legate {legate}")
    assert f"legate {legate}" in texts(state, None)
    room = state._room[legate]
    state = play(state, legate, "legate_move")
    assert state._room[legate] == 1 - room
    assert not _legal(state, general, f"legate {others[1]}")  # once


# -- 19: raids -----------------------------------------------------------------------------


def test_event_19_raiders_go_and_come_back() -> None:
    state = _draw(_table((), "NNNNNNEEEEEE"), 19)
    general = state._general[0]
    state = _run(state, Phase.NEGOTIATION, 2)
    room = state._room[general]
    targets = [p for p in state._present(room) if p != general]
    for p in targets[:3]:
        state = play(state, general, f"raid {p}")
        assert state._room[p] == 1 - room
    assert not _legal(state, general, f"raid {targets[3]}")  # three a room
    assert _legal(state, HOST, f"recall {targets[0]}")
    state = state.apply(HOST, GAME.parse_action(f"recall {targets[0]}"))
    assert state._room[targets[0]] == room
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    assert all(state._room[p] == room for p in targets[:3])
    assert not any(str(a).startswith("raid") for a in state.legal_actions(HOST))


# -- 2: storm ------------------------------------------------------------------------------


def test_event_2_the_storm_shuffles_the_envoys_cards_and_they_stay_home() -> None:
    state = _draw(_table((), "NNNNNNEEEEEE"), 2)
    caught = sorted(state._lists[0] + state._lists[1])
    rooms = {p: state._room[p] for p in caught}
    cards = sorted(state._card[p] for p in caught)
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    assert state.to_move == (CHANCE,)
    assert "storm " + ",".join(map(str, caught)) in texts(state, None)
    # Deal the cards back in reverse, so each changes hands.
    for card in reversed(cards):
        state = state.apply(CHANCE, GAME.parse_action(f"deal {card}"))
    assert sorted(state._card[p] for p in caught) == cards
    assert all(state._room[p] == rooms[p] for p in caught)
    first = caught[0]
    assert f"shown {first} card {state._card[first]}" in texts(state, first)
    assert f"shown {first} card {state._card[first]}" not in texts(state, caught[1])
    # Room changes are banned until the next negotiation ends.
    state = _run(state, Phase.NEGOTIATION, 2)
    assert historique.move_banned(state, 0)
    state = _run(state, Phase.ELECTION, 2)
    assert not historique.move_banned(state, 0)


def test_event_2_a_monk_copying_the_pelerin_crosses_the_storm_with_his_card() -> None:
    # Seat 1 the Monk, seat 2 the Pèlerin, in N; the Monk copies the Pèlerin and is
    # listed: like the Pèlerin he is not caught and crosses (§2.7.4 last row, §2.12.2
    # event 2); his copy lasts through CROSSING and ends at ARRIVAL (§2.10 card 25).
    state = _table([1, 25, 43], "N" * 24 + "E" * 24)
    state = play(play(state, 1, "propose full_share 2"), 2, "accept 1")
    state = play(state, 1, "power moine 2")
    state = _run(state, Phase.DESIGNATION)
    state = play(state, state._general[0], "designate 1")
    state = _draw(state, 2)
    assert 1 in state._lists[0]
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    assert state._phase is Phase.CROSSING
    assert state.to_move == (CHANCE,)
    storm = next(t for t in texts(state, None) if t.startswith("storm "))
    assert 1 not in {int(p) for p in storm.split()[1].split(",")}
    assert state._cards[25].copy == 43  # still his during the crossing
    while state.to_move == (CHANCE,):
        state = state.apply(CHANCE, state.chance_outcomes()[0][0])
    assert state._card[1] == 25  # crossed with his card
    assert state._room[1] == 1
    assert state._cards[25].copy == 0
    lines = texts(state, 1)
    assert lines.index("status card 25 copy_ended") > lines.index("arrives 1 E")


# -- 14: the council ------------------------------------------------------------------


def _chance_first(state: State) -> State:
    while state.to_move == (CHANCE,):
        state = state.apply(CHANCE, state.chance_outcomes()[0][0])
    return state


def test_event_14_the_council_names_an_immune_player() -> None:
    state = _active_next(14)
    assert state.to_move == (CHANCE,)  # no ages (a list option): chance draws them
    state = _chance_first(state)
    members = state._h_council[1][0]
    a, b = sorted(members)
    assert f"council N {a},{b}" in texts(state, a)
    assert f"council N {a},{b}" not in texts(state, state._present(1)[0])
    target = next(p for p in state._present(0) if p not in members and p != state._general[0])
    other = next(p for p in state._present(0) if p not in (*members, target))
    assert not _legal(state, other, f"council {target}")  # not a councillor
    state = play(state, a, f"council {target}")
    state = play(state, b, f"council {target}")
    assert f"council_immune N {target}" in texts(state, other)
    assert not _legal(state, a, f"council {other}")  # final
    state = _run(state, Phase.DESIGNATION)
    assert target not in state._eligible(state._room[target])


def test_event_14_the_two_eldest_sit_on_the_council_and_chance_breaks_a_tie() -> None:
    ages = ",".join(str(20 + p) for p in range(12))  # seat p is 20 + p years old
    state = _active_next(14, player_ages=ages)
    assert state.to_move != (CHANCE,)  # the ages decide: nothing is left to chance
    for room in (0, 1):
        members = state._h_council[1][room]
        assert sorted(members) == sorted(state._present(room))[-2:]
    # One eldest, the others of one age: chance picks the second councillor among them.
    tied = ",".join("90" if p == 11 else "40" for p in range(12))
    state = _active_next(14, player_ages=tied)
    assert state.to_move == (CHANCE,)
    room = state._room[11]
    assert state._h_council[1][room] == (11,)
    pools = []
    while state.to_move == (CHANCE,):
        pools.append({a.arg for a, _ in state.chance_outcomes()})
        state = state.apply(CHANCE, state.chance_outcomes()[0][0])
    assert set(state._present(room)) - {11} in pools  # the tie for the second place
    for r in (0, 1):
        assert len(state._h_council[1][r]) == 2
    assert 11 in state._h_council[1][room]


# -- 21: the Relic ----------------------------------------------------------------------


def test_event_21_the_relic_passes_and_its_holder_becomes_general() -> None:
    state = _draw(_table((), "NNNNNNEEEEEE"), 21)
    previous = state._general[0]
    state = _chance_first(_run(state, Phase.NEGOTIATION, 2))
    room = state._room[previous]
    assert f"relic {'NE'[room]} {previous}" in texts(state, previous)
    assert not _legal(state, previous, "relic")  # the holder himself
    requester = next(p for p in state._present(room) if p != previous)
    state = play(state, requester, "relic")
    assert (previous, "card", state._card[previous]) in state.view(requester).facts
    assert f"relic {'NE'[room]} {requester}" in texts(state, previous)
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    state = _chance_first(state)
    assert state._general[room] == requester  # no ballot
    assert "phase election" not in texts(state, None)[-12:]


def test_event_21_a_requester_moved_by_his_share_does_not_take_the_relic() -> None:
    # Seat 0, the Protection Divine, is round 1's General of N, so he holds its Relic in
    # round 2; seat 5 holds the Chaman. Their full reveal moves the Protection Divine.
    state = _chance_first(_next_round(_table((3, 1, 2, 4, 5, 12), "NNNNNNEEEEEE"), 21))
    assert historique._relics(state)[0] == 0
    state = play(state, 5, "relic")  # the holder is moved out: the Relic is the Chaman's
    assert state._room[0] == 1
    assert historique._relics(state)[0] == 5
    assert state.to_move != (CHANCE,)  # no draw for it
    # The other way round: the Chaman holds it and the Protection Divine asks for it.
    state = _chance_first(_next_round(_table((12, 1, 2, 4, 5, 3), "NNNNNNEEEEEE"), 21))
    assert historique._relics(state)[0] == 0
    state = play(state, 5, "relic")
    assert state._room[5] == 1  # moved out by the share: the Relic stays in N
    assert historique._relics(state)[0] == 0


def test_relic_needs_event_21() -> None:
    state = _table((), "NNNNNNEEEEEE")
    assert not _legal(state, 1, "relic")
    with pytest.raises(IllegalActionError):
        play(state, 1, "relic")


# -- 25, 26, 27: zones ------------------------------------------------------------------


def test_event_25_the_citadel_shelters_and_freezes() -> None:
    state = _active_next(25, first=(1,))
    room = state._room[0]
    target = next(p for p in state._present(room) if p != 0)
    assert _legal(state, 0, f"power autorite {target}")
    state = play(state, target, "zone citadel")
    assert any(e.actor == f"P{target}" and e.text == "zone citadel" for e in state.view(0).events)
    assert not _legal(state, 0, f"power autorite {target}")  # sheltered
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    assert any(t.startswith(f"public {target} colour") for t in texts(state, 0))
    assert not _legal(state, 0, f"vote {target}")  # only the Port may be elected
    assert target not in state.to_move  # nor vote


@pytest.mark.parametrize(("num_players", "seed"), [(6, 1), (6, 3), (6, 5), (9, 2)])
def test_event_25_samples_give_each_seat_its_view_and_its_legal_actions(
    num_players: int, seed: int
) -> None:
    """``sample_state(v).view(v.seat) == v`` with the same legal actions, at every step
    while event 25 is in force (drawn by round 1's Generals, 14 + 11), for each seat:
    the zones a seat saw (public in its room, §2.12.2) decide its legal actions (who
    may be targeted, elected, designated), so the sample rebuilds them."""
    rng = random.Random(seed)
    state = GAME.new_state(num_players, {"rounds": 3, "historic": True})
    checked = 0
    while not state.is_over:
        if historique.active(state, 25):
            for seat in range(num_players):
                view = state.view(seat)
                sampled = GAME.sample_state(view, random.Random(rng.random()))
                assert sampled.view(seat) == view, (state.num_actions, seat)
                assert sampled.legal_actions(seat) == state.legal_actions(seat), (
                    state.num_actions, seat)  # fmt: skip
            checked += 1
        if state.to_move == (CHANCE,):
            outcomes = state.chance_outcomes()
            state = state.apply(CHANCE, rng.choices([a for a, _ in outcomes],
                                                    [p for _, p in outcomes])[0])  # fmt: skip
            continue
        owing = historique.number_pending(state) if state._round == 1 else []
        if owing:
            room = state._general.index(owing[0])
            state = play(state, owing[0], f"number {14 if room == 0 else 11}")
            continue
        players = [p for p in state.to_move if p != HOST]
        if not players or rng.random() < 0.05:
            state = state.apply(HOST, GAME.parse_action("end_phase"))
            continue
        seat = rng.choice(players)
        state = state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert checked > 10  # event 25 was in force for a good part of the game


def test_zones_need_their_event() -> None:
    state = _table((), "NNNNNNEEEEEE")
    for text in ("zone citadel", "zone tent", "challenge 1"):
        assert not _legal(state, 0, text)
    with pytest.raises(IllegalActionError):
        play(state, 0, "zone citadel")


def test_event_26_the_tent_allows_full_reveals_and_the_camp_only_colours() -> None:
    state = _active_next(26)
    a, b, c = state._present(0)[:3]
    assert not _legal(state, a, f"propose full_share {b}")  # in the Camp
    assert _legal(state, a, f"propose colour_share {b}")
    state = play(state, a, "zone tent")
    state = play(state, b, "zone tent")  # entering: a full reveal with a
    assert (a, "card", state._card[a]) in state.view(b).facts
    assert (b, "card", state._card[b]) in state.view(a).facts
    state = play(state, c, "zone tent")  # three: a group
    assert (c, "card", state._card[c]) in state.view(a).facts
    d = state._present(0)[3]
    assert not _legal(state, d, "zone tent")  # capacity 3


def test_event_27_a_challenge_sends_the_challenger_to_the_village() -> None:
    state = _active_next(27)
    a, b, c = state._present(0)[:3]
    state = play(state, a, f"challenge {b}")
    assert (b, "card", state._card[b]) in state.view(a).facts
    assert (a, "card", state._card[a]) in state.view(b).facts
    assert not _legal(state, a, f"challenge {c}")  # one a round, and in the Village now
    assert not _legal(state, c, f"challenge {a}")  # the Village is out of reach


# -- 18: Saint-Clair-sur-Epte -------------------------------------------------------------


def test_event_18_generals_designate_in_the_other_room() -> None:
    state = _active_next(18)
    state = _run(state, Phase.DESIGNATION)
    gn, ge = state._general
    foreign = next(p for p in state._present(1) if p != ge)
    assert _legal(state, gn, f"designate {foreign}")
    assert _legal(state, gn, f"designate {ge}")  # never eligible, but gn cannot see him
    home = next(p for p in state._present(0) if p != gn)
    assert not _legal(state, gn, f"designate {home}")
    state = play(state, gn, f"designate {foreign}")
    while not _legal(state, gn, "done"):
        pick = next(p for p in state._eligible(1) if state._card[p] not in (13, 14))
        state = play(state, gn, f"designate {pick}")
    state = play(state, gn, "done")
    assert foreign in (state.view(gn).designation or ())  # his list, seen by him only
    state = play(play(state, gn, "number 7"), ge, "number 1")  # event 8 next, not a storm
    state = _run(state, Phase.PRE_DEPARTURE)
    assert foreign in state._lists[1]
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    state = _chance_first(state)
    assert state._room[foreign] == 0  # into the designating General's room


def test_event_18_naming_the_unseen_other_general_fails_and_keeps_the_slot() -> None:
    """§2.5.1 "Chosen targets that turn out immune or unable": the designating General
    cannot see who the other room's General is, so naming him is legal; it has no
    effect, the designator alone is told ``cannot_designate``, keeps the slot and no
    longer gets that action; a sample of his view gives him the same actions."""
    state = _active_next(18)
    state = _run(state, Phase.DESIGNATION)
    gn, ge = state._general
    k = state._k_eff(1)
    assert k == min(state._k(), len(state._present(1)) - 1)  # judged without ge
    assert _legal(state, ge, f"designate {gn}")  # and the other way round
    state = play(state, gn, f"designate {ge}")
    assert state._lists[1] == ()
    assert state._k_eff(1) == k
    told = f"cannot_designate {ge}"
    assert told in texts(state, gn)
    assert all(told not in texts(state, p) for p in range(state._n) if p != gn)
    assert not _legal(state, gn, f"designate {ge}")  # he knows now
    assert not _legal(state, gn, "done")
    assert state._room[ge] == 1
    rng = random.Random(18)
    for seat in (gn, ge, None):
        check_info_set(state, seat, rng)
    sampled = GAME.sample_state(state.view(gn), rng)
    assert sampled._general[1] == ge  # what he was told
    assert sampled.legal_actions(gn) == state.legal_actions(gn)
    for _ in range(k):
        pick = next(p for p in state._eligible(1) if state._card[p] not in (13, 14))
        state = play(state, gn, f"designate {pick}")
        check_info_set(state, gn, rng)
    assert _legal(state, gn, "done")
    assert ge not in state._lists[1]


def test_event_18_samples_give_each_designator_his_legal_actions() -> None:
    """Without the report, any sample of the designating General's view draws the
    other General among the players he has not listed: the same ``designate`` ids."""
    state = _run(_active_next(18), Phase.DESIGNATION)
    gn, ge = state._general
    foreign = next(p for p in state._eligible(1) if state._card[p] not in (13, 14))
    state = play(state, gn, f"designate {foreign}")
    for i in range(20):
        for seat in (gn, ge):
            sampled = GAME.sample_state(state.view(seat), random.Random(i))
            assert sampled.legal_actions(seat) == state.legal_actions(seat), (i, seat)
            assert sampled._general[1] != foreign


def test_event_18_the_geolier_shows_his_card_to_the_general_who_chose_the_list() -> None:
    state = _active_next(18, rooms="NNNNNNNNEEEEEEEE")  # 16 players: card 16 is in play
    jailer = state._card.index(16)
    room = state._room[jailer]
    state = _run(state, Phase.PRE_DEPARTURE)
    chooser, own = state._general[1 - room], state._general[room]
    target = state._lists[room][0]
    assert _legal(state, jailer, f"power geolier {target} private")
    state = play(state, jailer, f"power geolier {target} private")
    assert (jailer, "card", 16) in state.view(chooser).facts  # the other room's General
    assert (jailer, "card", 16) not in state.view(own).facts
    assert target not in state._lists[room]


# -- 23: blood oath ----------------------------------------------------------------------


def test_event_23_an_oath_swaps_cards_and_both_show_the_new_one() -> None:
    state = _draw(_table((), "NNNNNNEEEEEE"), 23)
    listed = set(state._lists[0])
    a, b = [p for p in state._present(0) if p not in listed][:2]
    ca, cb = state._card[a], state._card[b]
    state = play(state, a, f"propose oath {b}")
    assert _legal(state, b, f"accept {a}")
    state = play(state, b, f"accept {a}")
    assert (state._card[a], state._card[b]) == (cb, ca)
    room_seat = next(p for p in state._present(0) if p not in (a, b))
    assert f"public {a} card {cb}" in texts(state, room_seat)
    assert f"public {b} card {ca}" in texts(state, room_seat)
    # In transit, envoys of both rooms may swear too: CROSSING is a decision phase.
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    assert state._phase is Phase.CROSSING
    x, y = state._lists[0][0], state._lists[1][0]
    cx, cy = state._card[x], state._card[y]
    state = play(state, x, f"propose oath {y}")
    state = play(state, y, f"accept {x}")
    state = state.apply(HOST, GAME.parse_action("end_phase"))
    assert f"public {x} card {cy}" in texts(state, None) or any(
        f"public {x} card {cy}" in texts(state, p) for p in range(12)
    )
    assert state._card[y] == cx


def test_oaths_need_event_23() -> None:
    state = _run(_table((), "NNNNNNEEEEEE"), Phase.PRE_DEPARTURE)
    assert not _legal(state, 1, "propose oath 2")


def test_event_2_bans_moving_powers_from_the_draw() -> None:
    table = _table((1, 2, 49), "NNNNEEE")  # seat 2 holds the Vagabond
    calm = _draw(table, 8)
    stormy = _draw(table, 2)
    assert calm._lists == stormy._lists
    assert 2 not in calm._lists[0]
    assert calm._general[0] != 2
    assert _legal(calm, 2, "power vagabond")
    assert not _legal(stormy, 2, "power vagabond")


def test_event_7_a_commandant_general_adds_extras_before_naming() -> None:
    state = _active_next(7, first=(23,), rooms="N" * 12 + "E" * 12)
    state = _run(state, Phase.LIEUTENANT)
    assert state._general[0] == 0  # seat 0 holds 23
    k = state._k()
    assert _legal(state, 0, "power commandant 2")
    state = play(state, 0, "power commandant 2")
    assert not _legal(state, 0, "power commandant 1")  # once a round
    lieutenant = next(p for p in state._present(0) if p != 0)
    state = play(state, 0, f"lieutenant {lieutenant}")
    state = _run(state, Phase.DESIGNATION)
    assert state._k_eff(0) == k + 2
